/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * One warm for every route: preloadctl in-process, preloadd's jobs and preloadctl bench resolve
 * targets, build the schedule and run the engine through these calls, with one set of defaults
 * and one JSON form of the outcome. Status (residency) and evict live here too.
 *
 * Options come in three layers: WARM_OPTIONS_DEFAULT, then preloadd.conf
 * (warm_options_apply_config), then what the caller asked for on the command line or in the call.
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "config.h"
#include "decide.h"
#include "engine.h"
#include "memcg.h"
#include "neighbours.h"
#include "plan.h"
#include "residency.h"
#include "resolve.h"
#include "schedule.h"
#include "target.h"
#include "warm-meta.h"

typedef struct json_object json_object;

typedef struct WarmOptions {
        EngineStrategy strategy;
        unsigned budget_percent;        /* of MemAvailable; 0: no budget */
        ScheduleBudgetMode budget_mode;
        EngineIOPrio ioprio;            /* also held while gathering facts (metadata reads) */
        bool wait;                      /* return once every page is in (willneed, madvise) */
        bool dry_run;                   /* build the schedule only */
        ScheduleOrder order;
        uint64_t bridge_bytes;          /* SCHEDULE_BRIDGE_AUTO: by device */
        uint64_t max_request_bytes;     /* 0: the device cap alone */
        uint64_t neighbours_bytes;      /* 0: none; NEIGHBOURS_AUTO: by strategy; else gaps up to
                                         * this (warm_plan_add_neighbours(): neighbours.h) */
        const char *sysfs_root;         /* NULL: /sys (tests pass a fake tree) */
        const char *meminfo;            /* NULL: /proc/meminfo */
        const char *cgroup_root;        /* NULL: / (memcg.h; tests pass a fake tree). With a fake
                                         * meminfo and no cgroup_root, cgroups are not read */
        EngineProgressFn progress;      /* may be NULL */
        void *userdata;
        const atomic_bool *cancel;      /* may be NULL */
        bool no_metadata_pass;          /* skip the metadata pass (warm-meta.h) */
        bool no_metadata_map;           /* neither read nor write profiles' metadata maps (metamap.h) */
        const char *metadata_done;      /* set by warm_plan_new_for_warm(): the pass was done there
                                         * (why, a static string), and warm_run() skips it */
        const char *metad_socket;       /* preload-metad's socket for a warm without root; NULL:
                                         * none asked (see warm_meta_run()) */
        WarmRoute route;                /* whose warm this is, for the decision (decide.h) */
        bool no_decision;               /* warm as told, whatever the decision says */
} WarmOptions;

#define WARM_OPTIONS_DEFAULT                                                        \
        ((WarmOptions) { .strategy = ENGINE_STRATEGY_DEFAULT,                       \
                         .budget_percent = SCHEDULE_BUDGET_PERCENT_DEFAULT,         \
                         .budget_mode = SCHEDULE_BUDGET_TRIM,                       \
                         .ioprio = ENGINE_IOPRIO_BEST_EFFORT,                       \
                         .order = SCHEDULE_ORDER_AUTO,                              \
                         .bridge_bytes = SCHEDULE_BRIDGE_AUTO,                      \
                         .neighbours_bytes = NEIGHBOURS_AUTO })

/*
 * preloadd.conf over o: Strategy= and MemoryBudget=, and IOPriority= for a background warm (at
 * login; warms asked for on demand stay best-effort, like the program they are for). d may be
 * NULL. Returns 0, or -EINVAL for a Strategy= the engine does not know (the rest still applies).
 */
int warm_options_apply_config(WarmOptions *o, const DaemonConfig *d, bool background);

/* The largest gap between a plan's files that o has the warm fill with their neighbours. */
uint64_t warm_neighbours_bytes(const WarmOptions *o);

/* A target that could not be planned. */
typedef struct WarmTargetError {
        char *target;
        char *path;   /* the file the failure concerns */
        char *reason;
        int error;    /* -errno, or RESOLVE_ERROR_UNKNOWN */
} WarmTargetError;

/* The targets of one warm, resolved into one plan, with what resolving them said. */
typedef struct WarmPlan {
        Plan *plan;
        char **targets;
        size_t n_targets;
        char **profiles;        /* per target: the profile its plan came from, or NULL */
        char **warnings;        /* "PATH: reason" */
        size_t n_warnings;
        WarmTargetError *errors;
        size_t n_errors;
        WarmMeta walk;          /* the lookup walk before planning (warm_plan_new_for_warm) */
        bool decided;           /* warm_plan_decide() ran: */
        WarmDecision decision;  /* what the device's model and the workload say of this warm */
} WarmPlan;

/*
 * Resolves every target (resolve_add_to_plan) into one plan; a target that fails is recorded in
 * ->errors and the others are still planned. Returns 0 with *ret set, or -ENOMEM. c may be NULL.
 */
int warm_plan_new(char *const *targets, size_t n, const Config *c, const TargetOptions *opts, ResolveKind kind,
                  WarmPlan **ret);
WarmPlan *warm_plan_free(WarmPlan *wp);
/*
 * warm_plan_new() for a warm with options o: first, as root, the lookup walk of the targets'
 * learned profiles (warm_meta_walk_targets; not for a dry run or without the metadata pass), so
 * that planning's stat() of every file finds its metadata cached. The walk's counts are kept in
 * ->walk and reported in the warm's "metadata_pass". Every route that warms plans through this.
 * As root, for one learned profile without a usable metadata map, the pass over the plan runs
 * here too, after planning, and with the walk's blocks makes the map (warm_meta_map_finish()).
 * Sets o->metadata_done when the pass needs no running in warm_run(): done here, or the maps
 * read in its place (it would load libext2fs for nothing).
 * Then, unless o->no_decision, the decision for o->route (warm_plan_decide()): the
 * touched pages alone planned again where it says so, a static plan's big segments trimmed to
 * what ld.so touches (warm_decide_static_segment_max()), its bridge, neighbours and order where o
 * leaves them automatic, and for "none" the plan emptied (not for a dry run): the warm reads
 * nothing, and its JSON says why.
 */
int warm_plan_new_for_warm(char *const *targets, size_t n, const Config *c, const TargetOptions *opts,
                           ResolveKind kind, WarmOptions *o, WarmPlan **ret);
/*
 * The decision (decide.h) for warming wp on route: from the learned profiles it was planned from
 * (their workloads added up) when every target has one, else from the plan as a static one; the
 * model of the device holding most of its bytes. Sets wp->decision. Returns 0, or -ENOMEM.
 */
int warm_plan_decide(WarmPlan *wp, WarmRoute route);
/* Adds a warning ("PATH: reason"), printf-style. Returns 0 or -ENOMEM. */
int warm_plan_warn(WarmPlan *wp, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/*
 * The failure of a plan, as preloadd's PlanFailed error carries it and preloadctl prints it:
 * { "targets": [..], "errors": [ { "target", "path", "reason", "errno" } ], "warnings": [..],
 *   "missing": [ { "name", "needed_by" } ], and the first error's "path", "reason", "errno" }.
 */
int warm_plan_errors_to_json(const WarmPlan *wp, json_object **ret);

typedef struct WarmResult {
        EngineStrategy strategy;
        unsigned budget_percent;
        bool dry_run;
        Schedule *schedule;
        EngineResult *engine; /* NULL for a dry run */
        char **warnings;      /* what warming said (no meminfo: no budget) */
        size_t n_warnings;
        MemcgLimit memcg;     /* the cgroup whose headroom bounded the budget (memcg.dir NULL: none) */
        bool cached_known;    /* cached_bytes measured: a waited warm, residency not hidden */
        uint64_t cached_bytes; /* of the scheduled spans, in the page cache once the warm ended */
        WarmMeta meta;         /* the metadata pass, before the data (not for a dry run) */
} WarmResult;

/*
 * The metadata pass (warm-meta.h), MemAvailable, device facts, schedule, engine (or the schedule
 * alone for a dry run, without the pass), with o's I/O priority held throughout. Returns 0 with *ret set, or -ENOMEM, -E2BIG, -EINVAL,
 * -ECANCELED when o->cancel was set before the engine started (after that, the engine's result
 * says it was cancelled). Per-file trouble is in the result.
 */
int warm_run(const Plan *p, const WarmOptions *o, WarmResult **ret);
/*
 * The engine over a schedule made before (schedule_build(), or a launch's prepared schedule
 * through schedule_unpack()): the one call to engine_warm() in the library, for warm_run() and
 * for preloadd's launch warm alike. eo says the strategy, waiting, I/O priority, progress and
 * cancellation. Returns engine_warm()'s contract: 0 with *ret set (per-file trouble inside), or
 * -ENOMEM, -EINVAL.
 */
int warm_run_schedule(const Plan *p, const Schedule *s, const EngineOptions *eo, EngineResult **ret);
WarmResult *warm_result_free(WarmResult *r);

/*
 * THE JSON of a warm, whichever route ran it:
 *   { "targets": [..], "strategy": str, "bytes", "files_warmed", "files_failed", "requests",
 *     "wait_calls", "syscalls": {..}, "queue_usec", "usec", "waited", "cancelled",
 *     "errors": [ { "path", "error" } ],                          (engine_result_to_json)
 *     "planned_bytes", "scheduled_bytes", "scheduled_requests", "lookups", "lookups_found",
 *     "budget": { "percent", "bytes": int|null, "mem_available": int|null, "trimmed_bytes",
 *                 "refused": bool,
 *                 "cgroup": { "path", "limit", "usage", "headroom" }|null },
 *     "cached_bytes": int|null (a waited warm: what is in the page cache when it ends),
 *     "metadata_pass": warm_meta_to_json_with(),
 *     "profiles": { TARGET: PROFILE_PATH }, "missing": [ { "name", "needed_by" } ],
 *     "warnings": [..] }
 * A dry run gives schedule_to_json() with "targets", "strategy", "budget", "profiles",
 * "missing" and "warnings" added.
 */
int warm_result_to_json(const WarmResult *r, const WarmPlan *wp, json_object **ret);

/* Residency of each target on its own (each with its own totals). */
typedef struct WarmStatusEntry {
        WarmPlan *plan;
        PlanResidency *residency;
} WarmStatusEntry;

typedef struct WarmStatus {
        WarmStatusEntry *entries; /* the targets that could be planned, in order */
        size_t n_entries;
        WarmPlan *failed;         /* targets that could not: their errors and warnings */
} WarmStatus;

/* Plans and measures every target. Returns 0 with *ret set (failures inside), or -ENOMEM. */
int warm_status(char *const *targets, size_t n, const Config *c, const TargetOptions *opts, ResolveKind kind,
                WarmStatus **ret);
WarmStatus *warm_status_free(WarmStatus *s);
/*
 * THE JSON of a status of targets:
 *   { "targets": [..], "residency": [ { "target", "decision": warm_decision_to_json() (what a
 *                                       launch would do now), plan_residency_to_json() members } ],
 *     "errors": [ { "target", "path", "reason", "errno" } ], "profiles": {..}, "missing": [..],
 *     "warnings": [..] }
 */
int warm_status_to_json(const WarmStatus *s, json_object **ret);

/* Drops the plan's pages (engine_evict) and measures what stayed. Returns 0 or -ENOMEM. */
int warm_evict(const Plan *p, EngineResult **ret_result, PlanResidency **ret_after);
/* engine_result_to_json() with "residency_after": plan_residency_to_json(). */
int warm_evict_to_json(const EngineResult *r, const PlanResidency *after, const Plan *p, json_object **ret);
