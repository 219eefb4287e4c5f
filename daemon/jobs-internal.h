/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the jobs' files share: the lifecycle and the queue (jobs.c), the worker (jobs-work.c), the
 * deadline (jobs-deadline.c) and the replies (jobs-reply.c). */
#pragma once

#include <json-c/json.h>

#include "jobs.h"

/* ---- jobs.c ---- */

/* Records the job's error: path (copied) and reason (static) may be NULL. */
void job_fail(Job *j, int error, const char *path, const char *reason);
/* Takes j off q->queries (a check or a query whose worker is done or abandoned). */
void jobs_queries_remove(Jobs *q, Job *j);
/* Starts the warms queued while nothing runs. */
void jobs_start_next(Jobs *q);

/* ---- jobs-work.c: what runs in the worker thread ---- */

/* The worker's body (workers.h): check, query or warm j, then wake the loop through j->efd. */
void job_work(void *userdata);

/* ---- jobs-deadline.c ---- */

/* Arms j's deadline for its state (j->timer_source): past it the worker is cancelled, and past the
 * grace after a cancel it is abandoned. Returns 0 or -errno. */
int job_deadline_arm(Job *j);
/* Asks the worker to stop; one that has not within the grace is abandoned. */
void job_cancel(Job *j);

/* ---- jobs-reply.c: what the callers waiting for a job hear ---- */

/* The job's result or error to each waiter, who then waits no more. */
void job_reply_waiters(Job *j);
/* The error (a PROTOCOL_ERROR_*) with p (may be NULL; not taken) to each waiter. */
void job_reply_error(Job *j, const char *error, json_object *p);
/* A "known" warm's program that preloadd knows nothing of: { "target", "skipped": why } to each
 * waiter, who then waits no more. */
void job_reply_skipped(Job *j);
/* The error of a job abandoned: cancelled, or past its deadline. */
void job_reply_abandoned(Job *j);
