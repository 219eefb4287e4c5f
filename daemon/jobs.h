/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadd's jobs: a warm (queued, one at a time) or a residency query (at once, up to
 * JOBS_QUERIES_MAX) of some targets, run in a worker thread through warm.h; its lifecycle, the
 * queue, deadlines and cancellation, and the replies to the callers waiting for it. The queue
 * knows nothing of the manager that owns it: what the owner must hear (STATUS=, the end of the
 * login warm or of a launch's warm) it hears through JobsHooks.
 */
#pragma once

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <systemd/sd-event.h>

#include "config.h"
#include "control.h"
#include "resolve.h"
#include "warm.h"
#include "workers.h"

typedef struct Job Job;
typedef struct Jobs Jobs;

/* Warms waiting in the queue at most; more are refused with TooManyJobs. */
#define JOBS_QUEUE_MAX 64u
/* Residency queries and checks running at once. */
#define JOBS_QUERIES_MAX 8u
/* Stuck workers left behind at most; beyond that no new thread starts (TooManyJobs). */
#define JOBS_ABANDONED_MAX 16u
/* How long a job may run: looking targets up, a residency query, a warm. */
#define JOB_CHECK_TIMEOUT_USEC (10ull * 1000000ull)
#define JOB_QUERY_TIMEOUT_USEC (60ull * 1000000ull)
#define JOB_WARM_TIMEOUT_USEC (15ull * 60ull * 1000000ull)
/* After a cancel (or the deadline), how long a worker has to notice before it is abandoned. */
#define JOB_CANCEL_GRACE_USEC (1ull * 1000000ull)

typedef enum JobType {
        JOB_WARM,
        JOB_RESIDENCY,
} JobType;

typedef enum JobState {
        JOB_CHECKING, /* a warm's targets looked up in a thread, before it is queued */
        JOB_QUEUED,
        JOB_RUNNING,
        JOB_DONE,
} JobState;

/* What became of a warm queued for a launch (jobs_warm_launch()), told as the job goes away. */
typedef struct JobOutcome {
        uint64_t job_id;
        bool ran;                 /* the worker ran it (false: dropped while queued) */
        bool cancelled;
        int error;                /* 0 or -errno */
        const char *error_reason; /* or NULL */
        const char *profile_path; /* the learned profile the plan came from, or NULL: the static plan */
        uint64_t plan_bytes;
        uint64_t bytes;           /* read by the warm */
        uint64_t usec;
} JobOutcome;

/* What the queue tells its owner (the manager), each with the userdata of jobs_new(). */
typedef struct JobsHooks {
        /* A warm started, ended or was abandoned: the STATUS= line may say something else. */
        void (*notify)(void *userdata);
        /* A job went away: a daemon that is stopping may be done. */
        void (*check_exit)(void *userdata);
        /* A warm queued by jobs_warm_launch() goes away (freed), with what became of it. */
        void (*launch_done)(const JobOutcome *o, void *userdata);
        /* The login warm ran to its end: its result (j->result, j->plan) may be kept. */
        void (*login_finished)(const Job *j, void *userdata);
        /* The login warm ended otherwise: cancelled while queued, abandoned, or its worker would
         * not start. */
        void (*login_cancelled)(void *userdata);
} JobsHooks;

struct Job {
        Jobs *jobs; /* the queue it belongs to */
        JobType type;
        JobState state;
        uint64_t id;
        char *target;      /* what the job is shown as: its targets, or "login" */
        char **targets;    /* resolved in the worker (resolve.h) */
        size_t n_targets;
        ResolveKind kind;  /* as the caller asked */
        ResolveKind resolved; /* what the first target turned out to be, when the call came */
        bool login;
        Config *config;    /* copies of the applications the targets name: a reload may come meanwhile */
        WarmOptions options;
        ControlConnection **waiters;
        size_t n_waiters;

        atomic_bool cancel;
        WorkerJoin join;
        bool thread_started;
        int efd;
        sd_event_source *done_source;
        pthread_mutex_t lock; /* guards progress */
        EngineProgress progress;
        bool have_progress;

        /* Written by the worker, read by the loop after the thread is joined. */
        int error;
        bool plan_failed; /* the error concerns the targets themselves */
        char *error_path;
        const char *error_reason;
        char **warnings; /* the job's own (ld.so.cache); the plan's are in plan */
        size_t n_warnings;
        WarmPlan *plan;
        WarmResult *result;
        WarmStatus *status;
        uint64_t start_usec;
        uint64_t end_usec;
        bool launch; /* queued by the launch watcher, told when the job goes away */
        bool reply_when_checked; /* a Warm without "wait": its caller hears once the check is done */
        bool known;   /* a Warm with "known": its check maps its program as a launch would (launch-map.h) */
        char *mapped; /* written by that check: what the program maps to, the target from then on (an
                       * application's id, j->resolved RESOLVE_APP, or the program's path, as
                       * named or canonical: launch_map_program()) */
        const char *skipped; /* or why nothing is warmed (static) */
        bool hold;    /* the Warm's "hold", for checked */
        /* Called on the loop once the check passed, before the job is queued: 1 when it answered
         * the waiters itself (the job then goes), 0 to queue the job. */
        int (*checked)(Job *j, void *userdata);
        void *checked_userdata;

        /* The deadline, then the grace after a cancel: a worker that ignores both is abandoned. */
        sd_event_source *timer_source;
        atomic_bool timed_out;
        bool abandoned; /* detached: still running, never freed while it may run */

        Job *next;
};

struct Jobs {
        sd_event *event;
        const JobsHooks *hooks;
        void *userdata;
        bool stopping; /* no job starts any more (jobs_stop()) */

        uint64_t next_job_id;
        Job *queue; /* warms waiting, in order */
        size_t n_queued;
        Job *running; /* the warm in the worker thread */
        Job *queries; /* residency queries and warms' checks in their threads */
        size_t n_queries;
        Job *abandoned; /* workers stuck past their deadline and cancel: left running, never freed */
        size_t n_abandoned;
};

/* An empty queue on event; hooks (kept, not copied) are called with userdata. */
int jobs_new(sd_event *event, const JobsHooks *hooks, void *userdata, Jobs **ret);
/* Cancels and joins every job, then frees them and q: at exit. Abandoned workers are left alone. */
Jobs *jobs_free(Jobs *q);

/*
 * A job of q for the targets, with preloadd.conf's options for it (login: a background warm).
 * Copies the applications the targets name from config.
 */
int job_new(Jobs *q, const Config *config, JobType type, char *const *targets, size_t n_targets, ResolveKind kind,
            bool login, Job **ret);
/*
 * A warm of program (a path or a name in PATH) only if preloadd knows it (the Warm method's
 * "known"): its check (jobs_check()) maps it as a launch would (launch_map_program()), to the
 * configured application whose Exec= it is, looked for among copies of every application of
 * config, or to its learned profile. What it maps to is then the job's target; when nothing, the
 * waiters hear why ("skipped") and the job goes.
 */
int job_new_known(Jobs *q, const Config *config, const char *program, Job **ret);
Job *job_free(Job *j);
int job_add_waiter(Job *j, ControlConnection *c);

/*
 * Looks up a warm's targets in a thread (they may lie on a file system that never answers), then
 * queues it; a refused target is replied to the waiters, as is the job id when
 * reply_when_checked. Returns 0, or -EBUSY when JOBS_QUERIES_MAX threads run already.
 */
int jobs_check(Jobs *q, Job *j);
/* Starts a residency query at once (it joins q->queries). */
int jobs_query(Jobs *q, Job *j);
/* Queues a warm; starts it when nothing runs. -EBUSY beyond JOBS_QUEUE_MAX. */
int jobs_enqueue(Jobs *q, Job *j);
/* Queues a warm of targets (resolved as kind; login: the background login warm, IOPriority=
 * applies). Returns 0 or -errno (-EBUSY beyond JOBS_QUEUE_MAX); nothing is queued on error. */
int jobs_enqueue_warm(Jobs *q, const Config *config, char *const *targets, size_t n_targets, ResolveKind kind,
                      bool login);
/*
 * Queues a warm of a configured application (a, copied) or else of program (a path or a profile
 * name), as the Warm method does; the owner hears of its end through hooks->launch_done. Returns
 * 0 with *ret_job_id, -EBUSY when the queue is full, -ESHUTDOWN when stopping, -ENOMEM.
 */
int jobs_warm_launch(Jobs *q, const Config *config, const AppConfig *a, const char *program,
                     uint64_t *ret_job_id);

/* From now on no job starts: the daemon stops. */
void jobs_stop(Jobs *q);
/* Cancels a job (id) or all (0): queued warms, the running one, warms being checked, and once
 * stopping residency queries too. Returns how many were cancelled. */
size_t jobs_cancel(Jobs *q, uint64_t id);
/* Whether no job runs: nothing in the worker thread and no query or check. */
bool jobs_idle(const Jobs *q);
/* "Warming firefox-esr", "Warming 3 login apps": what q->running (not NULL) does, malloc'ed in
 * *ret; the asprintf() result. */
int jobs_running_describe(const Jobs *q, char **ret);

/* { "job", "target", "kind", "state", "progress": { .. } }, for Status. */
json_object *job_to_json(Job *j);
