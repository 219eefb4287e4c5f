/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * rss-floor: the least a user daemon built on sd-event and sd-bus maps, to set preloadd's memory
 * against (tests/integration/learn.sh --measure runs both under the same user manager).
 *
 * It does what any such daemon does before it does anything of its own: an event loop with
 * SIGTERM handled, a connection to the user manager (the session bus, or the manager's private
 * socket when there is none, as preloadd connects), matches on the manager's job and unit
 * signals, Subscribe(), READY=1, and then nothing. Whatever preloadd maps beyond this is its own.
 *
 * Usage: rss-floor   (as a Type=notify user service; stops on SIGTERM)
 */

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <systemd/sd-bus.h>
#include <systemd/sd-daemon.h>
#include <systemd/sd-event.h>

static int on_signal(sd_bus_message *m, void *userdata, sd_bus_error *error) {
        return 0;
}

static int open_bus(sd_bus **ret) {
        const char *rt = getenv("XDG_RUNTIME_DIR");
        char *address = NULL;
        sd_bus *bus = NULL;
        int r;

        if (sd_bus_open_user(ret) >= 0)
                return 0;
        if (!rt)
                return -ENXIO;
        if (asprintf(&address, "unix:path=%s/systemd/private", rt) < 0)
                return -ENOMEM;
        if ((r = sd_bus_new(&bus)) < 0 || (r = sd_bus_set_address(bus, address)) < 0 || (r = sd_bus_start(bus)) < 0) {
                sd_bus_unref(bus);
                free(address);
                return r;
        }
        free(address);
        *ret = bus;
        return 0;
}

int main(void) {
        static const char *const members[] = { "JobNew", "JobRemoved", "UnitNew" };
        sd_event *event = NULL;
        sd_bus *bus = NULL;
        sigset_t mask;
        int r;

        sigemptyset(&mask);
        sigaddset(&mask, SIGTERM);
        if ((r = sigprocmask(SIG_BLOCK, &mask, NULL)) < 0 || (r = sd_event_default(&event)) < 0 ||
            (r = sd_event_add_signal(event, NULL, SIGTERM, NULL, NULL)) < 0) {
                fprintf(stderr, "rss-floor: event loop: %s\n", strerror(r < 0 ? -r : errno));
                return 1;
        }
        r = open_bus(&bus);
        if (r < 0) {
                fprintf(stderr, "rss-floor: no user manager to connect to: %s\n", strerror(-r));
                return 1;
        }
        for (size_t i = 0; i < sizeof(members) / sizeof(members[0]); i++) {
                r = sd_bus_match_signal_async(bus, NULL, NULL, "/org/freedesktop/systemd1",
                                              "org.freedesktop.systemd1.Manager", members[i], on_signal, NULL, NULL);
                if (r < 0)
                        break;
        }
        if (r >= 0)
                r = sd_bus_call_method_async(bus, NULL, "org.freedesktop.systemd1", "/org/freedesktop/systemd1",
                                             "org.freedesktop.systemd1.Manager", "Subscribe", NULL, NULL, NULL);
        if (r >= 0)
                r = sd_bus_attach_event(bus, event, SD_EVENT_PRIORITY_NORMAL);
        if (r < 0) {
                fprintf(stderr, "rss-floor: following the user manager: %s\n", strerror(-r));
                return 1;
        }
        (void) sd_listen_fds(true);
        (void) sd_notify(false, "READY=1");
        r = sd_event_loop(event);
        sd_bus_flush_close_unref(bus);
        sd_event_unref(event);
        return r < 0 ? 1 : 0;
}
