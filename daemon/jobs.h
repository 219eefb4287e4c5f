/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadd's jobs: a warm (queued, one at a time) or a residency query (at once, up to
 * MANAGER_QUERIES_MAX) of some targets, run in a worker thread through warm.h; its lifecycle,
 * the queue, cancellation and the replies to the callers waiting for it.
 */
#pragma once

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "control.h"
#include "manager.h"
#include "warm.h"
#include "workers.h"

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

struct Job {
        Manager *manager;
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

        /* The deadline, then the grace after a cancel: a worker that ignores both is abandoned. */
        sd_event_source *timer_source;
        atomic_bool timed_out;
        bool abandoned; /* detached: still running, never freed while it may run */

        Job *next;
};

/*
 * A job of the targets, with preloadd.conf's options for it (login: a background warm). Copies
 * the applications the targets name from the manager's configuration.
 */
int job_new(Manager *m, JobType type, char *const *targets, size_t n_targets, ResolveKind kind, bool login,
            Job **ret);
Job *job_free(Job *j);
int job_add_waiter(Job *j, ControlConnection *c);

/*
 * Looks up a warm's targets in a thread (they may lie on a file system that never answers), then
 * queues it; a refused target is replied to the waiters, as is the job id when
 * reply_when_checked. Returns 0, or -EBUSY when MANAGER_QUERIES_MAX threads run already.
 */
int manager_check(Manager *m, Job *j);
/* Starts a residency query at once (it joins m->queries). */
int manager_query(Manager *m, Job *j);
/* Queues a warm; starts it when nothing runs. -EBUSY beyond MANAGER_QUEUE_MAX. */
int manager_enqueue(Manager *m, Job *j);

/* { "job", "target", "kind", "state", "progress": { .. } }, for Status. */
json_object *job_to_json(Job *j);
