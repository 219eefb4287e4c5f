/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The launch warm: prepared schedules of learned profiles, run at a unit's appearance, with a hold. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>

#include "decide.h"
#include "device.h"
#include "elf-dl.h"
#include "fileio.h"
#include "hold.h"
#include "launch-guard.h"
#include "launch-warm.h"
#include "log.h"
#include "macro.h"
#include "neighbours.h"
#include "profile.h"
#include "schedule-pack.h"
#include "time-util.h"
#include "usage.h"
#include "warm.h"
#include "workers.h"

/* A learned profile resolved into a plan and a schedule, shared read-only by the warms using it. */
typedef struct LaunchPrep {
        unsigned n_ref;
        char *name;
        char *profile_path;
        struct stat profile_st;
        SchedulePack *pack; /* its schedule and plan, as the engine will read them */
        WarmMetaPrep *meta; /* its metadata pass, made ready */
        WarmWorkload workload; /* what its launch reads, decided on again at each launch */
        WarmDecision decision; /* what it was prepared for: the shape of its schedule */
        dev_t dev;             /* the device holding most of its bytes: its model decides */
        uint64_t observed;     /* launches its profile learned from */
        uint64_t plan_bytes; /* the plan's, before it was shrunk for the engine */
        size_t heap_bytes;   /* what it holds, roughly: LAUNCH_PREPARED_BYTES_MAX counts these */
} LaunchPrep;

typedef struct LaunchTask {
        LaunchWarmer *lw;
        uint64_t id;
        char *name;            /* NULL: the task prepares every profile found, or only prepare */
        char *prepare;         /* with name NULL: the one profile to prepare (its merge changed it) */
        LaunchPrep *prep;      /* a reference; NULL: the worker prepares and sets it */
        bool was_prepared;
        LaunchPrep **preps;    /* what preparing every profile made */
        size_t n_preps;
        WorkerJoin join;
        bool thread_started;
        int efd;
        int meta_fd;           /* written to once its metadata pass is over (launch_warmer_start()) */
        sd_event_source *source;
        atomic_bool cancel;
        atomic_bool cached;    /* the whole profile is in (or the warm is over) */
        atomic_bool finished;
        uint64_t appear_usec;  /* CLOCK_MONOTONIC */
        atomic_uint_fast64_t first_read_usec;
        WarmMeta meta;         /* the metadata pass before the data */
        uint64_t meta_usec;
        uint64_t start_usec, cached_usec, end_usec, cpu_usec;
        EngineResult *engine;
        int error;
        const char *reason;
        Hold *hold;
        LaunchGuard *guard;              /* armed before the hold, gone with it */
        char *hold_cgroup;               /* what is to be held once the guard is armed */
        uint64_t hold_end_usec;          /* the hold's bound */
        LaunchWaitFn wait_fn;            /* or a launcher waiting for its reply (launch_warmer_wait()) */
        void *wait_userdata;
        sd_event_source *hold_deadline; /* the hold's bound: its guardian thaws then too */
        uint64_t hold_start_usec, hold_usec;
        int hold_error;
        bool judged;
        WarmDecision decision;  /* made at the launch, from the device's model then */
        struct LaunchTask *next;
} LaunchTask;

struct LaunchWarmer {
        sd_event *event;
        sd_bus *bus; /* the user manager's, for the holds' guards; NULL: nothing is held */
        LaunchWarmDoneFn done;
        void *userdata;
        LaunchPrep **preps;
        size_t n_preps;
        LaunchTask *tasks;
        uint64_t next_id;
        bool preparing;
};

static LaunchPrep *launch_prep_unref(LaunchPrep *p) {
        if (!p || --p->n_ref > 0)
                return NULL;
        free(p->name);
        free(p->profile_path);
        schedule_pack_free(p->pack);
        warm_meta_prep_free(p->meta);
        free(p);
        return NULL;
}

static uint64_t thread_cpu_usec(void) {
        struct timespec ts;

        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return (uint64_t) ts.tv_sec * 1000000u + (uint64_t) ts.tv_nsec / 1000u;
}

/* ---- preparing ---- */

/* The decision for the learned profile name, made before planning: its shape is what gets planned. */
DEFINE_TRIVIAL_CLEANUP_FUNC(Profile *, profile_free);

static int launch_prep_decide(const char *name, LaunchPrep *p, const char **ret_reason) {
        _cleanup_(profile_freep) Profile *prof = NULL;
        char **dirs = NULL;
        int r;

        r = profile_dirs_default(&dirs);
        if (r >= 0)
                r = profile_find(name, (const char *const *) dirs, &prof, NULL, NULL, NULL);
        profile_dirs_free(dirs);
        if (r < 0) {
                *ret_reason = r == -ENOENT ? "no learned profile" : "the learned profile cannot be read";
                return r;
        }
        warm_decide_profile(prof, WARM_ROUTE_LAUNCH, &p->decision, &p->workload);
        p->dev = p->decision.model.dev;
        p->observed = prof->observed;
        return 0;
}

static int launch_prep_build(const char *name, LaunchPrep **ret, const char **ret_reason) {
        char *targets[] = { (char *) name, NULL };
        TargetOptions topts = {};
        WarmOptions o = WARM_OPTIONS_DEFAULT;
        WarmPlan *wp = NULL;
        WarmResult *dry = NULL;
        LaunchPrep *p;
        int r;

        p = calloc(1, sizeof(*p));
        if (!p || !(p->name = strdup(name))) {
                free(p);
                return -ENOMEM;
        }
        p->n_ref = 1;
        r = launch_prep_decide(name, p, ret_reason);
        if (r >= 0) {
                topts.touched_only = p->decision.shape.touched_only;
                r = warm_plan_new(targets, 1, NULL, &topts, RESOLVE_PROFILE, &wp);
        }
        /* Prepared ahead, so finding the files between the profile's on the disk costs the launch
         * nothing; read with them through io_uring, their requests merge (neighbours.h). Only
         * where requests bind: elsewhere they are bytes the launch never wanted. */
        if (r >= 0 && wp->n_errors == 0 && p->decision.shape.neighbours_bytes > 0)
                r = plan_add_neighbours(wp->plan, p->decision.shape.neighbours_bytes, NULL, NULL);
        if (r >= 0 && wp->n_errors > 0) {
                r = wp->errors[0].error;
                *ret_reason = "the learned profile cannot be planned";
        } else if (r >= 0 && (!wp->profiles || !wp->profiles[0])) {
                r = -ENOENT;
                *ret_reason = "no learned profile";
        }
        if (r >= 0 && !(p->profile_path = strdup(wp->profiles[0])))
                r = -ENOMEM;
        if (r >= 0 && stat(p->profile_path, &p->profile_st) < 0)
                r = -errno;
        if (r >= 0) {
                /* The schedule alone: device facts, lookups, order. The engine runs at the launch. */
                o.dry_run = true;
                o.strategy = ENGINE_STRATEGY_WILLNEED;
                o.bridge_bytes = p->decision.shape.bridge_bytes;
                o.order = p->decision.shape.order;
                o.neighbours_bytes = 0; /* added above, or not */
                r = warm_run(wp->plan, &o, &dry);
        }
        /* The metadata the launch looks up, made ready now: at the launch it is read in a few
         * large sorted requests before the data, so that neither the warm's opens nor the
         * program's lookups wait on inode-table or directory blocks one at a time. */
        if (r >= 0)
                r = warm_meta_prepare(wp->plan, &(WarmMetaOptions) { .disabled = !p->decision.shape.metadata_pass },
                                      LAUNCH_META_DIRS_MAX, &p->meta);
        /* Kept for as long as we run: packed, what the engine reads and nothing else. */
        if (r >= 0)
                r = schedule_pack(wp->plan, dry->schedule, &p->pack);
        if (r >= 0)
                p->plan_bytes = plan_total_bytes(wp->plan);
        warm_result_free(dry);
        warm_plan_free(wp);
        if (r < 0) {
                launch_prep_unref(p);
                return r;
        }
        /* Where the launch will be held, the root pass's library is loaded now rather than read
         * at the launch's start; elsewhere its first pass loads it, at a cost nobody waits for,
         * and a preloadd that never runs one never maps it. */
        if (p->decision.choice == WARM_CHOICE_HOLD)
                (void) warm_meta_prep_load(p->meta);
        p->heap_bytes = sizeof(*p) + strlen(p->name) + strlen(p->profile_path) + schedule_pack_bytes(p->pack) +
                        warm_meta_prep_heap_bytes(p->meta);
        *ret = p;
        return 0;
}

static size_t preps_heap_bytes(LaunchPrep *const *v, size_t n) {
        size_t sum = 0;
        for (size_t i = 0; i < n; i++)
                sum += v[i]->heap_bytes;
        return sum;
}

bool launch_prep_fits(size_t n_kept, size_t kept_bytes, size_t bytes) {
        return n_kept == 0 || (n_kept < LAUNCH_PREPARED_MAX && kept_bytes + bytes <= LAUNCH_PREPARED_BYTES_MAX);
}

static bool prep_fits(LaunchPrep *const *v, size_t n, size_t bytes) {
        return launch_prep_fits(n, preps_heap_bytes(v, n), bytes);
}

static bool launch_prep_fresh(const LaunchPrep *p) {
        struct stat st;

        return stat(p->profile_path, &st) == 0 && st.st_ino == p->profile_st.st_ino &&
               st.st_size == p->profile_st.st_size && st.st_mtim.tv_sec == p->profile_st.st_mtim.tv_sec &&
               st.st_mtim.tv_nsec == p->profile_st.st_mtim.tv_nsec;
}

/* A learned profile that could be prepared: by its launches, else by how recently it changed. */
typedef struct PrepCandidate {
        char *name;
        uint64_t score; /* usage_score_milli() + 1, 0: never launched */
        struct timespec mtime;
} PrepCandidate;

static int prep_candidate_compare(const void *a, const void *b) {
        const PrepCandidate *x = a, *y = b;

        if (x->score != y->score)
                return x->score > y->score ? -1 : 1;
        if (x->mtime.tv_sec != y->mtime.tv_sec)
                return x->mtime.tv_sec > y->mtime.tv_sec ? -1 : 1;
        if (x->mtime.tv_nsec != y->mtime.tv_nsec)
                return x->mtime.tv_nsec > y->mtime.tv_nsec ? -1 : 1;
        return strcmp(x->name, y->name);
}

/* The learned profiles of the default directories (the first directory's of a name), at most
 * LAUNCH_PROFILES_SCANNED_MAX, scored by the user's usage. */
static size_t prep_candidates(PrepCandidate **ret) {
        _cleanup_free_ char *usage_path = NULL;
        uint64_t now = now_usec(CLOCK_REALTIME);
        PrepCandidate *v = NULL;
        char **dirs = NULL;
        Usage *u = NULL;
        size_t n = 0;

        if (usage_path_default(&usage_path) >= 0)
                (void) usage_load(usage_path, &u, NULL, NULL);
        if (profile_dirs_default(&dirs) < 0)
                dirs = NULL;
        for (char **d = dirs; d && *d && n < LAUNCH_PROFILES_SCANNED_MAX; d++) {
                DIR *dir = opendir(*d);
                struct dirent *de;

                while (dir && (de = readdir(dir)) && n < LAUNCH_PROFILES_SCANNED_MAX) {
                        size_t l = strlen(de->d_name);
                        const UsageApp *a;
                        struct stat st;
                        bool dup = false;
                        char *name;

                        if (l <= 8 || strcmp(de->d_name + l - 8, ".profile") != 0 ||
                            fstatat(dirfd(dir), de->d_name, &st, 0) < 0 || !S_ISREG(st.st_mode))
                                continue;
                        name = strndup(de->d_name, l - 8);
                        for (size_t i = 0; name && i < n && !dup; i++)
                                dup = strcmp(v[i].name, name) == 0;
                        PrepCandidate *nv = name && !dup && profile_name_is_valid(name)
                                                    ? reallocarray(v, n + 1, sizeof(*v)) : NULL;
                        if (!nv) {
                                free(name);
                                continue;
                        }
                        v = nv;
                        a = usage_find(u, name);
                        v[n++] = (PrepCandidate) { .name = name, .score = a ? usage_score_milli(a, now) + 1 : 0,
                                                   .mtime = st.st_mtim };
                }
                if (dir)
                        closedir(dir);
        }
        profile_dirs_free(dirs);
        usage_free(u);
        if (n > 0)
                qsort(v, n, sizeof(*v), prep_candidate_compare);
        *ret = v;
        return n;
}

/* The learned profiles most likely launched next, at most LAUNCH_PREPARED_MAX of them and
 * LAUNCH_PREPARED_BYTES_MAX in all: each one prepared holds its packed schedule for as long as
 * the daemon runs. One that does not fit is passed over for the smaller ones after it. */
static void task_prepare_all(LaunchTask *t) {
        PrepCandidate *c = NULL;
        size_t n = prep_candidates(&c);

        for (size_t i = 0; i < n && t->n_preps < LAUNCH_PREPARED_MAX && !atomic_load(&t->cancel); i++) {
                const char *reason = NULL;
                LaunchPrep *p = NULL, **v;

                if (launch_prep_build(c[i].name, &p, &reason) < 0)
                        continue;
                if (!prep_fits(t->preps, t->n_preps, p->heap_bytes)) {
                        log_debug("%s: not kept prepared: %zu bytes more than the %u KiB for preparations",
                                  p->name, p->heap_bytes, LAUNCH_PREPARED_BYTES_MAX / 1024);
                        launch_prep_unref(p);
                        continue;
                }
                v = reallocarray(t->preps, t->n_preps + 1, sizeof(*v));
                if (!v) {
                        launch_prep_unref(p);
                        continue;
                }
                t->preps = v;
                t->preps[t->n_preps++] = p;
        }
        for (size_t i = 0; i < n; i++)
                free(c[i].name);
        free(c);
}

/* One profile, prepared again because its launch's merge just rewrote it: the next launch would
 * otherwise find its preparation stale, be prepared as it starts, and not be held. */
static void task_prepare_one(LaunchTask *t) {
        const char *reason = NULL;
        LaunchPrep *p = NULL;
        int r;

        r = launch_prep_build(t->prepare, &p, &reason);
        if (r < 0) {
                log_debug("%s: not prepared again: %s", t->prepare, reason ? reason : strerror(-r));
                return;
        }
        t->preps = malloc(sizeof(*t->preps));
        if (!t->preps) {
                launch_prep_unref(p);
                return;
        }
        t->preps[t->n_preps++] = p;
}

/* ---- warming ---- */

static void eventfd_signal(int fd) {
        uint64_t one = 1;

        while (write(fd, &one, sizeof(one)) < 0 && errno == EINTR)
                ;
}

static void task_wake(LaunchTask *t) {
        eventfd_signal(t->efd);
}

static void on_engine_progress(const EngineProgress *p, void *userdata) {
        LaunchTask *t = userdata;
        uint_fast64_t zero = 0;

        (void) atomic_compare_exchange_strong(&t->first_read_usec, &zero, now_usec(CLOCK_MONOTONIC));
        if (p->phase == ENGINE_PHASE_WAIT && p->bytes_done >= p->bytes_total && !atomic_load(&t->cached)) {
                t->cached_usec = now_usec(CLOCK_MONOTONIC);
                atomic_store(&t->cached, true);
                task_wake(t);
        }
}

/* The metadata pass is over (or will not run): whoever waits for it may look paths up now, in
 * the cache. Once; the task's thread calls it, or its end when the thread never ran. */
static void task_meta_over(LaunchTask *t) {
        if (t->meta_fd < 0)
                return;
        eventfd_signal(t->meta_fd);
        t->meta_fd = safe_close(t->meta_fd);
}

/* The decision at the launch: the prepared workload, priced by the device's model now (the warms
 * since the preparation may have measured it). The shape stays the prepared one. */
static void prep_decide(const LaunchPrep *p, WarmDecision *ret) {
        DeviceModel m;

        device_model_read(NULL, NULL, p->dev, &m);
        warm_decide(WARM_ROUTE_LAUNCH, &m, &p->workload, ret);
        warm_decision_override(ret);
}

/* decided: the decision made for this launch already (launch_warmer_decide()), or NULL. */
static void task_decide(LaunchTask *t, const WarmDecision *decided) {
        WarmShape shape = t->prep->decision.shape;

        if (decided)
                t->decision = *decided;
        else
                prep_decide(t->prep, &t->decision);
        /* What was prepared is what can be read: a hold or a race of that schedule, or none. */
        if (t->decision.choice != WARM_CHOICE_NONE && t->decision.shape.touched_only != shape.touched_only)
                t->decision.reason = "the device's model changed since the profile was prepared: its prepared shape";
        t->decision.shape = shape;
        t->judged = true;
}

static void task_thread(void *userdata) {
        LaunchTask *t = userdata;
        uint64_t cpu0 = thread_cpu_usec();
        int old;

        /* libelf, if planning loads it (a profile's file changed, a static list's program), once
         * for the whole task; a prepared launch never loads it (elf-dl.h) */
        elf_dl_hold();
        if (!t->name) {
                old = engine_ioprio_set(ENGINE_IOPRIO_IDLE);
                if (t->prepare)
                        task_prepare_one(t);
                else
                        task_prepare_all(t);
                engine_ioprio_restore(old);
        } else {
                old = engine_ioprio_set(ENGINE_IOPRIO_BEST_EFFORT);
                if (!t->prep) {
                        t->error = launch_prep_build(t->name, &t->prep, &t->reason);
                        /* Decided here, as it was prepared: no hold waits on an unprepared launch. */
                        if (t->error >= 0)
                                task_decide(t, NULL);
                }
                t->start_usec = now_usec(CLOCK_MONOTONIC);
                if (t->error >= 0 && t->decision.choice == WARM_CHOICE_NONE)
                        t->reason = "decided against a warm";
                else if (t->error >= 0) {
                        WarmSample sample;
                        Plan *plan = NULL;
                        Schedule *schedule = NULL;
                        EngineOptions eo = {
                                /* Held: reads in flight, adjacent files merged (uring-read.h);
                                 * where io_uring is refused it reads as the read strategy does.
                                 * Racing: every read queued at once, in the launch's order. */
                                .strategy = t->decision.shape.strategy,
                                .wait = true,
                                .ioprio = ENGINE_IOPRIO_KEEP,
                                .progress = on_engine_progress,
                                .userdata = t,
                                .cancel = &t->cancel,
                        };
                        uint64_t m0 = now_usec(CLOCK_MONOTONIC);
                        int k = warm_meta_prep_run(t->prep->meta, &(WarmMetaOptions) {}, &t->meta);
                        if (k < 0)
                                log_debug("%s: metadata pass: %s", t->name, strerror(-k));
                        t->meta_usec = now_usec(CLOCK_MONOTONIC) - m0;
                        task_meta_over(t);
                        t->error = schedule_unpack(t->prep->pack, &plan, &schedule);
                        if (t->error >= 0) {
                                /* What the device does under this warm, for the next decision. */
                                warm_sample_start(plan, &sample);
                                t->error = warm_run_schedule(plan, schedule, &eo, &t->engine);
                                warm_sample_finish(&sample);
                        }
                        schedule_free(schedule);
                        plan_free(plan);
                }
                engine_ioprio_restore(old);
        }
        elf_dl_release();
        t->end_usec = now_usec(CLOCK_MONOTONIC);
        if (!atomic_load(&t->cached))
                t->cached_usec = t->end_usec;
        t->cpu_usec = thread_cpu_usec() - cpu0;
        task_meta_over(t);
        atomic_store(&t->cached, true);
        atomic_store(&t->finished, true);
        task_wake(t);
}

static void task_release_hold(LaunchTask *t) {
        int r;

        t->hold_deadline = sd_event_source_disable_unref(t->hold_deadline);
        t->hold_cgroup = mfree(t->hold_cgroup);
        if (t->wait_fn) {
                LaunchWaitFn fn = t->wait_fn;
                t->wait_fn = NULL;
                t->hold_usec = now_usec(CLOCK_MONOTONIC) - t->hold_start_usec;
                log_debug("%s: launcher released after %.3fs", t->name, (double) t->hold_usec / 1e6);
                fn(t->id, t->hold_usec, t->wait_userdata);
                return;
        }
        if (!t->hold) {
                /* Armed, never frozen (the profile came in first): the guard goes all the same. */
                t->guard = launch_guard_disarm(t->guard);
                return;
        }
        r = hold_release(t->hold);
        t->hold = NULL;
        /* Thawed: the guard has nothing left to do. */
        t->guard = launch_guard_disarm(t->guard);
        t->hold_usec = now_usec(CLOCK_MONOTONIC) - t->hold_start_usec;
        if (r < 0)
                log_warning("%s: cannot thaw its application: %s (its guardian thaws it)", t->name, strerror(-r));
        else
                log_debug("%s: application released after %.3fs", t->name, (double) t->hold_usec / 1e6);
}

static LaunchTask *launch_task_free(LaunchTask *t) {
        if (!t)
                return NULL;
        atomic_store(&t->cancel, true);
        if (t->thread_started)
                worker_join(&t->join);
        task_release_hold(t);
        task_meta_over(t);
        free(t->hold_cgroup);
        sd_event_source_disable_unref(t->source);
        safe_close(t->efd);
        for (size_t i = 0; i < t->n_preps; i++)
                launch_prep_unref(t->preps[i]);
        free(t->preps);
        launch_prep_unref(t->prep);
        engine_result_free(t->engine);
        warm_meta_done(&t->meta);
        free(t->name);
        free(t->prepare);
        free(t);
        return NULL;
}

static void launch_warmer_unlink(LaunchWarmer *lw, LaunchTask *t) {
        for (LaunchTask **p = &lw->tasks; *p; p = &(*p)->next)
                if (*p == t) {
                        *p = t->next;
                        return;
                }
}

/* Takes p (a reference) into the prepared set, replacing one of the same name. Whether it was
 * kept (false: it did not fit). */
static bool launch_warmer_keep(LaunchWarmer *lw, LaunchPrep *p) {
        LaunchPrep **v;

        p->n_ref++;
        for (size_t i = 0; i < lw->n_preps; i++)
                if (strcmp(lw->preps[i]->name, p->name) == 0) {
                        launch_prep_unref(lw->preps[i]);
                        lw->preps[i] = p;
                        return true;
                }
        v = prep_fits(lw->preps, lw->n_preps, p->heap_bytes) ? reallocarray(lw->preps, lw->n_preps + 1, sizeof(*v))
                                                              : NULL;
        if (!v) {
                launch_prep_unref(p);
                return false;
        }
        lw->preps = v;
        lw->preps[lw->n_preps++] = p;
        return true;
}


static int on_task_event(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        LaunchTask *t = userdata;
        LaunchWarmer *lw = t->lw;
        uint64_t v;

        (void) read(fd, &v, sizeof(v));
        if (atomic_load(&t->cached))
                task_release_hold(t);
        if (!atomic_load(&t->finished))
                return 0;
        worker_join(&t->join);
        t->thread_started = false;
        if (!t->name) {
                size_t kept = 0;
                for (size_t i = 0; i < t->n_preps; i++)
                        kept += launch_warmer_keep(lw, t->preps[i]);
                /* What reading the profiles took and let go, given back. */
                (void) malloc_trim(0);
                if (t->prepare)
                        log_debug("%s: %s for its next launch", t->prepare,
                                  kept > 0 ? "prepared again" : "not kept prepared");
                else {
                        lw->preparing = false;
                        log_info("Prepared %zu learned profile%s for launches", lw->n_preps,
                                 lw->n_preps == 1 ? "" : "s");
                }
        } else {
                const EngineResult *e = t->engine;
                uint64_t first = atomic_load(&t->first_read_usec);
                LaunchWarmOutcome o = {
                        .id = t->id,
                        .name = t->name,
                        .error = t->error < 0 ? t->error : 0,
                        .reason = t->reason,
                        .profile_path = t->prep ? t->prep->profile_path : NULL,
                        .prepared = t->was_prepared,
                        .judged = t->judged,
                        .decision = t->decision,
                        .held = t->hold_start_usec > 0,
                        .hold_error = t->hold_error,
                        .hold_usec = t->hold_usec,
                        .plan_bytes = t->prep ? t->prep->plan_bytes : 0,
                        .bytes = e ? e->bytes : 0,
                        .requests = e ? e->requests : 0,
                        .start_usec = t->start_usec > t->appear_usec ? t->start_usec - t->appear_usec : 0,
                        .first_read_usec = first > t->appear_usec ? first - t->appear_usec : 0,
                        .cached_usec = t->cached_usec - t->appear_usec,
                        .usec = t->end_usec - t->appear_usec,
                        .cpu_usec = t->cpu_usec,
                        .meta_route = t->meta.route,
                        .meta_requests = t->meta.stats.requests,
                        .meta_usec = t->meta_usec,
                };
                if (t->prep && !t->was_prepared && t->error >= 0)
                        launch_warmer_keep(lw, t->prep);
                lw->done(&o, lw->userdata);
        }
        launch_warmer_unlink(lw, t);
        launch_task_free(t);
        return 0;
}

static int launch_task_start(LaunchWarmer *lw, const char *name, const char *prepare, LaunchPrep *prep,
                             const WarmDecision *decided, uint64_t appear_usec, int meta_fd, LaunchTask **ret) {
        LaunchTask *t;
        int r;

        t = calloc(1, sizeof(*t));
        if (!t) {
                if (meta_fd >= 0) {
                        eventfd_signal(meta_fd);
                        safe_close(meta_fd);
                }
                return -ENOMEM;
        }
        t->meta_fd = meta_fd;
        t->lw = lw;
        t->id = ++lw->next_id;
        t->efd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
        t->appear_usec = appear_usec;
        atomic_init(&t->cancel, false);
        atomic_init(&t->cached, false);
        atomic_init(&t->finished, false);
        atomic_init(&t->first_read_usec, 0);
        if (prep) {
                prep->n_ref++;
                t->prep = prep;
                t->was_prepared = true;
                /* Before the thread starts: it reads the decision, the loop holds by it. */
                if (name)
                        task_decide(t, decided);
        }
        if (t->efd < 0)
                r = -errno;
        else if ((name && !(t->name = strdup(name))) || (prepare && !(t->prepare = strdup(prepare))))
                r = -ENOMEM;
        else
                r = sd_event_add_io(lw->event, &t->source, t->efd, EPOLLIN, on_task_event, t);
        if (r >= 0) {
                r = worker_start(&t->join, task_thread, t);
        }
        if (r < 0) {
                launch_task_free(t);
                return r;
        }
        t->thread_started = true;
        t->next = lw->tasks;
        lw->tasks = t;
        *ret = t;
        return 0;
}

/* ---- API ---- */

int launch_warmer_new(sd_event *event, LaunchWarmDoneFn done, void *userdata, LaunchWarmer **ret) {
        LaunchWarmer *lw = calloc(1, sizeof(*lw));

        if (!lw)
                return -ENOMEM;
        lw->event = sd_event_ref(event);
        lw->done = done;
        lw->userdata = userdata;
        *ret = lw;
        return 0;
}

LaunchWarmer *launch_warmer_free(LaunchWarmer *lw) {
        if (!lw)
                return NULL;
        /* Every application thawed first, before waiting for any warm (a thread stuck on a file
         * system that does not answer would keep them frozen until the bound). Then cancel all,
         * so that no thread waits for another's join. */
        for (LaunchTask *t = lw->tasks; t; t = t->next)
                task_release_hold(t);
        for (LaunchTask *t = lw->tasks; t; t = t->next)
                atomic_store(&t->cancel, true);
        while (lw->tasks) {
                LaunchTask *t = lw->tasks;
                lw->tasks = t->next;
                launch_task_free(t);
        }
        for (size_t i = 0; i < lw->n_preps; i++)
                launch_prep_unref(lw->preps[i]);
        free(lw->preps);
        sd_bus_unref(lw->bus);
        sd_event_unref(lw->event);
        free(lw);
        return NULL;
}

int launch_warmer_prepare_all(LaunchWarmer *lw) {
        LaunchTask *t;
        int r;

        if (lw->preparing)
                return 0;
        r = launch_task_start(lw, NULL, NULL, NULL, NULL, now_usec(CLOCK_MONOTONIC), -EBADF, &t);
        if (r >= 0)
                lw->preparing = true;
        return r;
}

static LaunchPrep *launch_warmer_find(LaunchWarmer *lw, const char *name) {
        for (size_t i = 0; i < lw->n_preps; i++)
                if (strcmp(lw->preps[i]->name, name) == 0)
                        return launch_prep_fresh(lw->preps[i]) ? lw->preps[i] : NULL;
        return NULL;
}

int launch_warmer_prepare(LaunchWarmer *lw, const char *name) {
        LaunchTask *t;

        return lw ? launch_task_start(lw, NULL, name, NULL, NULL, now_usec(CLOCK_MONOTONIC), -EBADF, &t) : 0;
}

void launch_warmer_forget(LaunchWarmer *lw, const char *name) {
        size_t n = 0;

        if (!lw)
                return;
        /* A launch warming from one keeps its reference; the preparation goes with the warm. */
        for (size_t i = 0; i < lw->n_preps; i++)
                if (!name || strcmp(lw->preps[i]->name, name) == 0)
                        launch_prep_unref(lw->preps[i]);
                else
                        lw->preps[n++] = lw->preps[i];
        lw->n_preps = n;
}

bool launch_warmer_is_prepared(LaunchWarmer *lw, const char *name) {
        return lw && launch_warmer_find(lw, name);
}

int launch_warmer_decide(LaunchWarmer *lw, const char *name, WarmDecision *ret, uint64_t *ret_observed) {
        LaunchPrep *p = lw ? launch_warmer_find(lw, name) : NULL;

        if (!p)
                return -ENOENT;
        prep_decide(p, ret);
        if (ret_observed)
                *ret_observed = p->observed;
        return 0;
}

int launch_warmer_start(LaunchWarmer *lw, const char *name, const WarmDecision *decided, uint64_t appear_usec,
                        int meta_fd, uint64_t *ret_id) {
        LaunchTask *t;
        int r;

        r = launch_task_start(lw, name, NULL, launch_warmer_find(lw, name), decided, appear_usec, meta_fd, &t);
        if (r < 0)
                return r;
        *ret_id = t->id;
        return 0;
}

static int on_hold_deadline(sd_event_source *s, uint64_t usec, void *userdata) {
        LaunchTask *t = userdata;

        log_debug("%s: the hold reached its bound before the profile was cached", t->name);
        task_release_hold(t);
        return 0;
}

/* A warm that may hold its launch: prepared (its device facts known), decided to hold, not cached
 * yet, before the bound. The bound's end goes to *ret_end. */
static LaunchTask *task_holdable(LaunchWarmer *lw, uint64_t id, uint64_t *ret_end) {
        LaunchTask *t;

        for (t = lw->tasks; t && t->id != id; t = t->next)
                ;
        /* A launch whose profile was not prepared is not held: its own thread is still making the
         * schedule, which is what says where the profile's files lie. */
        if (!t || !t->name || t->hold || t->guard || t->wait_fn || !t->was_prepared)
                return NULL;
        if (!t->judged || atomic_load(&t->cached) || t->decision.choice != WARM_CHOICE_HOLD)
                return NULL;
        *ret_end = t->appear_usec + LAUNCH_HOLD_MAX_USEC;
        return now_usec(CLOCK_MONOTONIC) < *ret_end ? t : NULL;
}

int launch_warmer_wait(LaunchWarmer *lw, uint64_t id, LaunchWaitFn fn, void *userdata) {
        LaunchTask *t;
        uint64_t end;

        if (!lw || !(t = task_holdable(lw, id, &end)))
                return 0;
        if (sd_event_add_time(lw->event, &t->hold_deadline, CLOCK_MONOTONIC, end, 1000, on_hold_deadline, t) < 0)
                return 0; /* without a bound, no wait */
        t->wait_fn = fn;
        t->wait_userdata = userdata;
        t->decision.route = WARM_ROUTE_RUN;
        t->hold_start_usec = now_usec(CLOCK_MONOTONIC);
        /* Cached meanwhile: its event is queued, and releases the launcher from the loop. */
        return 1;
}

/* The guard is armed (or could not be): the hold goes ahead when it is still wanted. */
static void on_guard_armed(LaunchGuard *g, int error, void *userdata) {
        LaunchTask *t = userdata;
        uint64_t now = now_usec(CLOCK_MONOTONIC);
        int r;

        if (error < 0) {
                log_debug("%s: no guard for its hold (%s): not held", t->name, strerror(-error));
                t->hold_error = error;
                task_release_hold(t);
                return;
        }
        /* Cached, or at its bound, meanwhile: nothing to hold. */
        if (atomic_load(&t->cached) || now >= t->hold_end_usec || !t->hold_cgroup) {
                task_release_hold(t);
                return;
        }
        r = hold_start(t->hold_cgroup, &t->hold);
        if (r < 0) {
                t->hold_error = r;
                task_release_hold(t);
                return;
        }
        t->hold_start_usec = now;
        /* At the bound, not up to 250 ms (sd-event's default accuracy) after it: the unit waits meanwhile. */
        if (sd_event_add_time(t->lw->event, &t->hold_deadline, CLOCK_MONOTONIC, t->hold_end_usec, 1000,
                              on_hold_deadline, t) < 0)
                log_debug("%s: no timer for the hold's bound, its guard keeps it", t->name);
        /* Cached meanwhile: the event already came, or is about to; release at once either way. */
        if (atomic_load(&t->cached))
                task_release_hold(t);
}

int launch_warmer_hold(LaunchWarmer *lw, uint64_t id, const char *cgroup_dir) {
        uint64_t end;
        LaunchTask *t = task_holdable(lw, id, &end);
        int r;

        if (!t)
                return 0;
        /* No hold without a release that outlives us: the guard first, the freeze once it is armed. */
        t->hold_cgroup = strdup(cgroup_dir);
        if (!t->hold_cgroup)
                return -ENOMEM;
        t->hold_end_usec = end;
        r = launch_guard_arm(lw->bus, cgroup_dir, end, t->id, on_guard_armed, t, &t->guard);
        if (r < 0) {
                t->hold_error = r;
                t->hold_cgroup = mfree(t->hold_cgroup);
                return r;
        }
        return 1;
}

void launch_warmer_set_bus(LaunchWarmer *lw, sd_bus *bus) {
        sd_bus_unref(lw->bus);
        lw->bus = sd_bus_ref(bus);
}

void launch_warmer_guard_state(LaunchWarmer *lw, const char *unit, const char *state) {
        for (LaunchTask *t = lw ? lw->tasks : NULL; t; t = t->next)
                if (t->guard && strcmp(launch_guard_unit(t->guard), unit) == 0) {
                        if (!launch_guard_state(t->guard, state))
                                return;
                        /* Killed, stopped or failed: nothing would thaw it if we died now. */
                        if (t->hold)
                                log_warning("%s: the guard of its hold ended first, releasing it", t->name);
                        task_release_hold(t);
                        return;
                }
}

json_object *launch_warmer_to_json(const LaunchWarmer *lw) {
        json_object *o = json_object_new_object(), *a = json_object_new_array();
        int64_t n = 0;

        if (!o)
                return NULL;
        /* Those a launch would use: a preparation whose profile changed since is not. */
        for (size_t i = 0; a && lw && i < lw->n_preps; i++)
                if (launch_prep_fresh(lw->preps[i])) {
                        json_object_array_add(a, json_object_new_string(lw->preps[i]->name));
                        n++;
                }
        json_object_object_add(o, "prepared", json_object_new_int64(n));
        json_object_object_add(o, "preparing", json_object_new_boolean(lw && lw->preparing));
        /* what they hold, all of them, against LAUNCH_PREPARED_BYTES_MAX */
        json_object_object_add(o, "bytes", json_object_new_int64(lw ? (int64_t) preps_heap_bytes(lw->preps, lw->n_preps) : 0));
        json_object_object_add(o, "profiles", a);
        return o;
}
