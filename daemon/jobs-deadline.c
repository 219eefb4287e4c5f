/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * A job's deadline: how long each kind of job may run, the grace a worker gets to notice a cancel,
 * and what becomes of one that ignores both. Such a worker is most likely stuck in the kernel on a
 * file system that does not answer, where no signal but a fatal one reaches it: its callers get
 * an error, and the thread is left behind rather than waited for.
 */
#include <errno.h>
#include <inttypes.h>

#include "jobs-internal.h"
#include "log.h"

static int on_job_deadline(sd_event_source *s, uint64_t usec, void *userdata);

static uint64_t job_deadline_usec(const Job *j) {
        return j->state == JOB_CHECKING ? JOB_CHECK_TIMEOUT_USEC
               : j->type == JOB_RESIDENCY ? JOB_QUERY_TIMEOUT_USEC
                                          : JOB_WARM_TIMEOUT_USEC;
}

int job_deadline_arm(Job *j) {
        return sd_event_add_time_relative(j->jobs->event, &j->timer_source, CLOCK_MONOTONIC, job_deadline_usec(j), 0,
                                          on_job_deadline, j);
}

void job_cancel(Job *j) {
        uint64_t now, when = 0;

        atomic_store(&j->cancel, true);
        if (!j->timer_source)
                return;
        (void) sd_event_now(j->jobs->event, CLOCK_MONOTONIC, &now);
        (void) sd_event_source_get_time(j->timer_source, &when);
        if (when > now + JOB_CANCEL_GRACE_USEC)
                (void) sd_event_source_set_time(j->timer_source, now + JOB_CANCEL_GRACE_USEC);
        (void) sd_event_source_set_enabled(j->timer_source, SD_EVENT_ONESHOT);
}

/*
 * Its callers hear now; the job leaves the queue's books but is not freed while the thread may
 * still use it: on_job_done() frees it if the thread ever returns, and at exit nothing waits for it.
 */
static void job_abandon(Job *j) {
        Jobs *q = j->jobs;
        bool was_running = q->running == j;

        log_warning("%s: job %" PRIu64 " did not stop %s, abandoning its worker", j->target, j->id,
                    atomic_load(&j->timed_out) ? "by its deadline" : "when cancelled");
        job_reply_abandoned(j);
        j->timer_source = sd_event_source_disable_unref(j->timer_source);
        if (was_running) {
                q->running = NULL;
                if (j->login)
                        q->hooks->login_cancelled(q->userdata);
        } else
                jobs_queries_remove(q, j);
        j->abandoned = true;
        j->next = q->abandoned;
        q->abandoned = j;
        q->n_abandoned++;
        if (!q->stopping)
                jobs_start_next(q);
        q->hooks->notify(q->userdata);
        q->hooks->check_exit(q->userdata);
}

static int on_job_deadline(sd_event_source *s, uint64_t usec, void *userdata) {
        Job *j = userdata;

        if (atomic_load(&j->cancel)) {
                job_abandon(j);
                return 0;
        }
        log_warning("%s: job %" PRIu64 " ran past its deadline, cancelling it", j->target, j->id);
        atomic_store(&j->timed_out, true);
        job_cancel(j);
        return 0;
}
