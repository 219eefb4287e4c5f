/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The guard of a hold (hold.h), armed in the user manager before the application is frozen: a
 * transient unit preloadd-thaw-PID-ID.service that runs this same preloadd binary as
 * `preloadd --thaw-guard CGROUP_DIR PID DEADLINE_USEC`, outside preloadd's process tree and
 * cgroup. It thaws the application when preloadd exits (killed alone or with its whole service,
 * crashed), when the hold's bound passes (preloadd stopped, or its loop stuck), or when its unit
 * is stopped or killed. preloadd freezes only once the manager has taken the unit (its job is
 * queued: should preloadd die before the guard runs, the guard finds it gone and thaws at once),
 * and thaws at once itself when the guard's unit ends first (launch_guard_is_unit()).
 *
 * The binary is preloadd's own, which its running daemon keeps in the page cache: starting the
 * guard reads nothing from a slow disk. It names itself "preload-thaw", so that `pkill preloadd`
 * spares it.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <systemd/sd-bus.h>

typedef struct LaunchGuard LaunchGuard;

/* Called once: 0 when the manager took the guard's unit (the hold may go ahead), else -errno. */
typedef void (*LaunchGuardFn)(LaunchGuard *g, int error, void *userdata);

#define LAUNCH_GUARD_PREFIX "preloadd-thaw-"

/* Asks the manager on bus for the guard of cgroup_dir until deadline_usec (CLOCK_MONOTONIC), named
 * after id. fn comes from the event loop, never from here. 0 with *ret set, or -errno. */
int launch_guard_arm(sd_bus *bus, const char *cgroup_dir, uint64_t deadline_usec, uint64_t id, LaunchGuardFn fn,
                     void *userdata, LaunchGuard **ret);
/* The guard's unit name. */
const char *launch_guard_unit(const LaunchGuard *g);
/* Stops the guard (its unit killed with SIGTERM: it thaws, which is harmless once released, and
 * exits) and frees g; fn does not come any more. NULL is fine. */
LaunchGuard *launch_guard_disarm(LaunchGuard *g);
/* Whether unit is a guard's (of any preloadd). */
bool launch_guard_is_unit(const char *unit);
/* The guard's unit has ActiveState state now (NULL: it was removed, or its start failed). Returns
 * whether the guard is over: ended after it ran, removed, or failed to start. A new unit's first
 * "inactive" is not its end. */
bool launch_guard_state(LaunchGuard *g, const char *state);

/* `preloadd --thaw-guard CGROUP_DIR PID DEADLINE_USEC`: the guard's process. Returns the exit
 * status. */
int launch_guard_main(int argc, char **argv);
