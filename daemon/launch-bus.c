/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The launch watcher's connection to the user manager. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <systemd/sd-bus.h>
#include <unistd.h>

#include "launch-internal.h"
#include "macro.h"

/* "unix:path=" plus the path escaped as D-Bus addresses want. */
static int bus_address_for_path(const char *path, char **ret) {
        size_t l = strlen(path);
        char *s = malloc(strlen("unix:path=") + 3 * l + 1), *o;

        if (!s)
                return -ENOMEM;
        o = stpcpy(s, "unix:path=");
        for (const char *p = path; *p; p++) {
                unsigned char c = (unsigned char) *p;
                if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || strchr("-_/.\\", c))
                        *o++ = (char) c;
                else
                        o += sprintf(o, "%%%02x", c);
        }
        *o = '\0';
        *ret = s;
        return 0;
}

int launch_bus_open(sd_bus **ret, const char **ret_kind, char **ret_what) {
        const char *rt = getenv("XDG_RUNTIME_DIR");
        _cleanup_free_ char *session = NULL, *private = NULL, *address = NULL;
        sd_bus *bus = NULL;
        int r = -ENOENT;

        if (rt && (asprintf(&session, "%s/bus", rt) < 0 || asprintf(&private, "%s/systemd/private", rt) < 0))
                return -ENOMEM;
        if (getenv("DBUS_SESSION_BUS_ADDRESS") || (session && access(session, F_OK) == 0)) {
                r = sd_bus_open_user(&bus);
                if (r >= 0) {
                        *ret = bus;
                        *ret_kind = "session";
                        return 0;
                }
        }
        if (!private) {
                *ret_what = strdup("XDG_RUNTIME_DIR is not set");
                return -ENXIO;
        }
        /* No session bus (a bare session, the tests): the manager's own socket speaks the same API. */
        r = bus_address_for_path(private, &address);
        if (r < 0)
                return r;
        if ((r = sd_bus_new(&bus)) < 0 || (r = sd_bus_set_address(bus, address)) < 0 || (r = sd_bus_start(bus)) < 0) {
                sd_bus_unref(bus);
                *ret_what = TAKE_PTR(private);
                return r;
        }
        *ret = bus;
        *ret_kind = "manager";
        return 0;
}
