/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The guard of a hold, armed in the user manager as a transient unit (see launch-guard.h). */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "hold.h"
#include "launch-guard.h"
#include "macro.h"
#include "tokenize.h"

#define SYSTEMD_DEST "org.freedesktop.systemd1"
#define SYSTEMD_PATH "/org/freedesktop/systemd1"
#define SYSTEMD_MANAGER "org.freedesktop.systemd1.Manager"

struct LaunchGuard {
        char unit[128];
        sd_bus *bus;
        sd_bus_slot *slot;
        LaunchGuardFn fn;
        void *userdata;
        bool ran; /* its unit was seen activating or active */
};

bool launch_guard_is_unit(const char *unit) {
        return unit && strncmp(unit, LAUNCH_GUARD_PREFIX, strlen(LAUNCH_GUARD_PREFIX)) == 0;
}

const char *launch_guard_unit(const LaunchGuard *g) {
        return g->unit;
}

bool launch_guard_state(LaunchGuard *g, const char *state) {
        if (!state)
                return true;
        if (strcmp(state, "activating") == 0 || strcmp(state, "active") == 0) {
                g->ran = true;
                return false;
        }
        return g->ran && (strcmp(state, "inactive") == 0 || strcmp(state, "failed") == 0 ||
                          strcmp(state, "deactivating") == 0);
}

/* Our own executable: the guard runs it too. */
static int self_exe(char **ret) {
        char buf[PATH_MAX];
        ssize_t k = readlink("/proc/self/exe", buf, sizeof(buf) - 1);

        if (k < 0)
                return -errno;
        buf[k] = '\0';
        /* Replaced by an upgrade: the new one at the same path knows --thaw-guard too. */
        if (k > 10 && strcmp(buf + k - 10, " (deleted)") == 0)
                buf[k - 10] = '\0';
        *ret = strdup(buf);
        return *ret ? 0 : -ENOMEM;
}

static int on_started(sd_bus_message *m, void *userdata, sd_bus_error *ret_error) {
        LaunchGuard *g = userdata;
        const sd_bus_error *e = sd_bus_message_get_error(m);

        g->slot = sd_bus_slot_unref(g->slot);
        g->fn(g, e ? -(sd_bus_error_get_errno(e) ?: EIO) : 0, g->userdata);
        return 0;
}

int launch_guard_arm(sd_bus *bus, const char *cgroup_dir, uint64_t deadline_usec, uint64_t id, LaunchGuardFn fn,
                     void *userdata, LaunchGuard **ret) {
        _cleanup_(sd_bus_message_unrefp) sd_bus_message *m = NULL;
        _cleanup_free_ char *exe = NULL;
        char pid[32], deadline[32];
        LaunchGuard *g;
        int r;

        if (!bus)
                return -ENOTCONN;
        r = self_exe(&exe);
        if (r < 0)
                return r;
        g = calloc(1, sizeof(*g));
        if (!g)
                return -ENOMEM;
        snprintf(g->unit, sizeof(g->unit), LAUNCH_GUARD_PREFIX "%d-%" PRIu64 ".service", (int) getpid(), id);
        snprintf(pid, sizeof(pid), "%d", (int) getpid());
        snprintf(deadline, sizeof(deadline), "%" PRIu64, deadline_usec);
        g->bus = sd_bus_ref(bus);
        g->fn = fn;
        g->userdata = userdata;
        r = sd_bus_message_new_method_call(bus, &m, SYSTEMD_DEST, SYSTEMD_PATH, SYSTEMD_MANAGER, "StartTransientUnit");
        if (r >= 0)
                r = sd_bus_message_append(m, "ss", g->unit, "fail");
        if (r >= 0)
                r = sd_bus_message_append(
                        m, "a(sv)", 5,
                        "Description", "s", "preloadd: thaw a held application if preloadd cannot",
                        "ExecStart", "a(sasb)", 1, exe, 5, exe, "--thaw-guard", cgroup_dir, pid, deadline, false,
                        /* Gone once it exits, failed or not: nothing piles up. */
                        "CollectMode", "s", "inactive-or-failed",
                        "TimeoutStopUSec", "t", UINT64_C(1000000),
                        "SendSIGKILL", "b", true);
        if (r >= 0)
                r = sd_bus_message_append(m, "a(sa(sv))", 0);
        if (r >= 0)
                r = sd_bus_call_async(bus, &g->slot, m, on_started, g, 0);
        if (r < 0) {
                sd_bus_unref(g->bus);
                free(g);
                return r;
        }
        *ret = g;
        return 0;
}

LaunchGuard *launch_guard_disarm(LaunchGuard *g) {
        if (!g)
                return NULL;
        /* KillUnit, not StopUnit: it loads no unit (the guard may be over and collected by now).
         * Sent after StartTransientUnit on the same connection, it finds the unit even when the
         * manager has not answered that yet; a guard not forked by then runs to its deadline and
         * thaws what is no longer held, which is harmless. */
        (void) sd_bus_call_method_async(g->bus, NULL, SYSTEMD_DEST, SYSTEMD_PATH, SYSTEMD_MANAGER, "KillUnit",
                                        NULL, NULL, "ssi", g->unit, "all", SIGTERM);
        sd_bus_slot_unref(g->slot);
        sd_bus_unref(g->bus);
        free(g);
        return NULL;
}

int launch_guard_main(int argc, char **argv) {
        uint64_t pid, deadline;
        HoldGuardEnd end;
        int r;

        /* Not "preloadd": a `pkill preloadd` aimed at the daemon must leave its guards. */
        (void) prctl(PR_SET_NAME, "preload-thaw");
        if (argc != 5 || argv[2][0] != '/' || parse_u64_str(argv[3], strlen(argv[3]), &pid) < 0 || pid == 0 ||
            pid > INT_MAX || parse_u64_str(argv[4], strlen(argv[4]), &deadline) < 0) {
                fprintf(stderr, "preloadd: usage: --thaw-guard CGROUP_DIR PID DEADLINE_USEC\n");
                return 2;
        }
        r = hold_guard(argv[2], (pid_t) pid, deadline, &end);
        if (r == -ENOENT)
                return 0; /* the cgroup is gone with its application: nothing is held */
        if (r < 0) {
                fprintf(stderr, "preloadd: cannot thaw %s: %s\n", argv[2], strerror(-r));
                return 1;
        }
        return 0;
}
