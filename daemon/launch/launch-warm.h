/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The launch warm: the learned profile of an application read the moment its unit appears, from a
 * schedule prepared beforehand, held or racing the application or not made at all, as the
 * decision (decide.h) says for the device's cost model and the profile.
 *
 * Prepared plans: at start, and whenever a profile changes, the profile is decided on (which
 * pages: the touched ones alone, or the read-ahead too; bridging, neighbours, order, the metadata
 * pass) and resolved into a plan and a schedule of that shape (device facts, looked-up paths,
 * order) in the background, at the idle I/O class. At the launch the same workload is decided on
 * again with the device's model as it is then: hold, race, or none. A launch then only runs the engine over the prepared schedule: its first read goes
 * out without any planning, lookup pass or profile parsing on the way. A launch of a profile not
 * prepared yet (or changed since) prepares it first, in the launch's own thread.
 *
 * Each launch warm runs on a worker thread of its own (workers.h: an idle one, or a new one;
 * launches are rare, and one must not wait behind a login warm in the manager's queue). Reads go
 * out at the best-effort class, like the program's own: held, through io_uring in physical order;
 * racing, every read queued at once (WILLNEED) in the launch's order. The waiting pass tells when
 * the profile is cached.
 *
 * The hold: where the decision is to hold (requests bind: decide.h) the unit's cgroup is frozen
 * (libpreload/util/hold.c) once its control group is known, until the whole profile is cached, for at
 * most LAUNCH_HOLD_MAX_USEC after the unit appeared. No hold without a release that outlives
 * preloadd: its guard (launch-guard.h), a unit of the user manager outside preloadd's cgroup, is
 * armed first, and the freeze follows once the manager has taken it. What releases a hold:
 *   - the profile cached, or the bound reached: preloadd thaws it from its event loop;
 *   - preloadd stopping (SIGTERM, a reload, LaunchWarm=no): every hold is released first, before
 *     any warm is waited for;
 *   - preloadd killed or crashed, alone or with every process of its service (pkill, a
 *     cgroup-wide SIGKILL, systemd-oomd): the guard sees it gone and thaws at once;
 *   - preloadd (or its service) stopped, or its loop stuck: the guard thaws at the bound;
 *   - the guard's unit killed or stopped: the guard thaws as it goes, and preloadd, told of the
 *     unit's end, releases the hold at once;
 *   - no manager, or it refuses the guard: nothing is held.
 * Racing, nothing is held: the reads only run ahead of the program's.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <systemd/sd-bus.h>
#include <systemd/sd-event.h>

#include "decide.h"
#include "device.h"
#include "protocol.h"
#include "warm-meta.h"

typedef struct json_object json_object;
typedef struct LaunchWarmer LaunchWarmer;

/* A hold ends this long after the unit appeared, whatever the warm's progress. */
#define LAUNCH_HOLD_MAX_USEC PROTOCOL_HOLD_MAX_USEC
/* Profiles prepared at start at most, and the heap their preparations may hold in all: the most
 * used first (the usage file), then the most recently changed; one that does not fit is passed
 * over (the first is always kept). Each holds its schedule packed (schedule-pack.h) and its
 * metadata pass: 3-25 KiB for a program of 10-120 files, ~41 KiB for the lab's inkscape planned
 * on a machine with 157 of its files. 256 KiB rather than 512: with 200 learned applications the
 * preparations were most of preloadd's heap (520 kB of it, before they were packed), and a
 * profile past the bound is still warmed at its launch, prepared then. */
#define LAUNCH_PREPARED_MAX 16u
#define LAUNCH_PREPARED_BYTES_MAX (256u * 1024u)
/* Whether one more preparation of bytes may be kept beside n_kept holding kept_bytes: the first
 * always is, then within both bounds. Pure. */
bool launch_prep_fits(size_t n_kept, size_t kept_bytes, size_t bytes);
/* Directories a prepared profile keeps open for the metadata helper (warm-meta.h), at most:
 * 16 profiles of 256 stay far below the descriptor limit preloadd raises itself to. */
#define LAUNCH_META_DIRS_MAX 256u
/* Profile files looked at to choose them. */
#define LAUNCH_PROFILES_SCANNED_MAX 4096u

/* What became of one launch warm (times are microseconds after the unit appeared). */
typedef struct LaunchWarmOutcome {
        uint64_t id;
        const char *name;
        int error;                /* 0 or -errno */
        const char *reason;       /* or NULL */
        const char *profile_path;
        bool prepared;            /* the schedule was ready when the launch came */
        bool judged;              /* decided (decide.h): prepared, or its preparation made */
        WarmDecision decision;    /* hold, race or none, and why */
        bool held;
        int hold_error;           /* why a hold was wanted but not made, or 0 */
        uint64_t hold_usec;       /* how long the application was held */
        uint64_t plan_bytes;
        uint64_t bytes;
        uint64_t requests;
        uint64_t start_usec;      /* the engine started: its first open (metadata) goes out */
        uint64_t first_read_usec; /* the first read-ahead call returned (its file opened); 0: none */
        uint64_t cached_usec;     /* the whole profile known cached */
        uint64_t usec;            /* the warm's end */
        uint64_t cpu_usec;        /* CPU time of the warm's thread */
        WarmMetaRoute meta_route; /* the metadata pass before the data: how, requests, time */
        uint64_t meta_requests;
        uint64_t meta_usec;
} LaunchWarmOutcome;

typedef void (*LaunchWarmDoneFn)(const LaunchWarmOutcome *o, void *userdata);

int launch_warmer_new(sd_event *event, LaunchWarmDoneFn done, void *userdata, LaunchWarmer **ret);
/* Cancels what runs, releases every hold, joins the threads. NULL is fine. */
LaunchWarmer *launch_warmer_free(LaunchWarmer *lw);

/* Starts preparing the learned profiles found in the default profile directories (background). */
int launch_warmer_prepare_all(LaunchWarmer *lw);

/* Starts preparing the learned profile name again (background, idle I/O priority), replacing its
 * preparation when done: its launch's merge just rewrote it. */
int launch_warmer_prepare(LaunchWarmer *lw, const char *name);

/* Drops the preparation of name (NULL: every one): its profile was forgotten. */
void launch_warmer_forget(LaunchWarmer *lw, const char *name);

/* Whether a learned profile of that name is prepared and unchanged since. */
bool launch_warmer_is_prepared(LaunchWarmer *lw, const char *name);
/* What a launch warm of the prepared profile name decides now (as the warm itself would when it
 * starts), and the launches that profile learned from. 0, or -ENOENT when none is prepared. */
int launch_warmer_decide(LaunchWarmer *lw, const char *name, WarmDecision *ret, uint64_t *ret_observed);

/*
 * Starts the launch warm of the learned profile name; decided is launch_warmer_decide()'s for
 * this launch, taken as it is, or NULL (decided here); appear_usec (CLOCK_MONOTONIC) is when the
 * unit appeared. meta_fd (an eventfd, or -EBADF) is taken: it is written to and closed once the
 * warm's metadata pass is over, or the warm is, or it could not start. Returns 0 with *ret_id set;
 * the outcome comes through the done callback, always.
 */
int launch_warmer_start(LaunchWarmer *lw, const char *name, const WarmDecision *decided, uint64_t appear_usec,
                        int meta_fd, uint64_t *ret_id);

/*
 * The unit of warm id has the control group dir (v2): holds it when the device is slow and the
 * profile is not cached yet, once its guard is armed. Returns 1 when a hold is under way, 0 not
 * needed (or the warm is over), <0 -errno.
 */
int launch_warmer_hold(LaunchWarmer *lw, uint64_t id, const char *cgroup_dir);

/* The user manager's bus, on which the holds' guards are armed (NULL: nothing is held). */
void launch_warmer_set_bus(LaunchWarmer *lw, sd_bus *bus);

/* A guard's unit changed its ActiveState to state (NULL: removed, or its start failed): when the
 * guard of a hold is over (launch_guard_state()), the hold is released at once. lw may be NULL. */
void launch_warmer_guard_state(LaunchWarmer *lw, const char *unit, const char *state);

/* Called once when a waiting launcher may go: the profile is cached, the bound passed, or the
 * warm ended (whatever its outcome); held_usec is how long it waited. */
typedef void (*LaunchWaitFn)(uint64_t id, uint64_t held_usec, void *userdata);

/*
 * The hold for a launch without a unit (preloadctl run): the launcher waits for fn instead of
 * being frozen. On a slow device, with the profile prepared and not cached yet, and one waiter
 * at most per warm: returns 1, and fn comes later (from the event loop, never from here). 0 when
 * there is nothing to wait for: the caller lets the launch go at once, and fn never comes.
 */
int launch_warmer_wait(LaunchWarmer *lw, uint64_t id, LaunchWaitFn fn, void *userdata);

/* { "prepared": n, "preparing": bool, "bytes": what all preparations hold, "profiles": [ names ] } */
json_object *launch_warmer_to_json(const LaunchWarmer *lw);
