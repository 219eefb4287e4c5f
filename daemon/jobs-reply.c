/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What a job says in JSON: the reply its waiting callers get (the library's JSON of the warm or
 * the status, or the error with the job's facts) and its entry in Status.
 */
#include <errno.h>
#include <json-c/json.h>
#include <string.h>

#include "jobs-internal.h"
#include "json-util.h"
#include "protocol.h"

static const char *job_kind(const Job *j) {
        return j->login ? "login" : resolve_kind_to_string(j->resolved);
}

/* What every reply about a job carries. */
static json_object *job_params(const Job *j) {
        json_object *p = json_object_new_object(), *w;

        json_object_object_add(p, "job", json_object_new_int64((int64_t) j->id));
        json_object_object_add(p, "target", json_object_new_string(j->target));
        json_object_object_add(p, "targets", json_new_strv(j->targets, j->n_targets));
        json_object_object_add(p, "kind", json_object_new_string(job_kind(j)));
        w = json_new_strv(j->warnings, j->n_warnings);
        for (size_t i = 0; w && j->plan && i < j->plan->n_warnings; i++)
                json_object_array_add(w, json_object_new_string(j->plan->warnings[i]));
        json_object_object_add(p, "warnings", w);
        return p;
}

static json_object *job_error_params(const Job *j) {
        json_object *p = NULL;
        const WarmPlan *failed = j->type == JOB_RESIDENCY && j->status ? j->status->failed : j->plan;

        if (j->plan_failed && failed && failed->n_errors > 0 && warm_plan_errors_to_json(failed, &p) >= 0) {
                /* The library's form of the failure, plus the job. */
                json_object_object_add(p, "job", json_object_new_int64((int64_t) j->id));
                json_object_object_add(p, "target", json_object_new_string(j->target));
                return p;
        }
        p = job_params(j);
        json_object_object_add(p, "path", j->error_path ? json_object_new_string(j->error_path) : NULL);
        json_object_object_add(p, "reason",
                               json_object_new_string(j->error_reason ? j->error_reason : strerror(-j->error)));
        json_object_object_add(p, "errno", json_object_new_int(-j->error));
        return p;
}

static json_object *job_reply_params(const Job *j) {
        json_object *p = job_params(j), *o = NULL;

        if (j->plan) {
                /* Totals only: the plan itself can list thousands of files (preloadctl plan shows it). */
                o = json_object_new_object();
                json_object_object_add(o, "total_bytes", json_object_new_int64((int64_t) plan_total_bytes(j->plan->plan)));
                json_object_object_add(o, "total_files", json_object_new_int64((int64_t) j->plan->plan->n_files));
                json_object_object_add(o, "total_ranges",
                                       json_object_new_int64((int64_t) plan_total_ranges(j->plan->plan)));
                json_object_object_add(o, "missing", json_object_new_int64((int64_t) j->plan->plan->n_missing));
                json_object_object_add(p, "plan", o);
        }
        /* "result": the library's JSON of the warm or the status, what preloadctl prints. */
        o = NULL;
        if (j->result && warm_result_to_json(j->result, j->plan, &o) >= 0)
                json_object_object_add(p, "result", o);
        o = NULL;
        if (j->status && warm_status_to_json(j->status, &o) >= 0)
                json_object_object_add(p, "result", o);
        /* Cancelled while planning there is no result at all: say so on its own. */
        json_object_object_add(p, "cancelled", json_object_new_boolean(atomic_load(&j->cancel)));
        json_object_object_add(p, "strategy", json_object_new_string(engine_strategy_to_string(j->options.strategy)));
        json_object_object_add(p, "usec", json_object_new_int64((int64_t) (j->end_usec - j->start_usec)));
        return p;
}

void job_reply_waiters(Job *j) {
        json_object *p = j->error ? job_error_params(j) : job_reply_params(j);
        const char *error = NULL;

        if (j->error)
                error = j->plan_failed            ? PROTOCOL_ERROR_PLAN_FAILED
                        : j->type == JOB_WARM     ? PROTOCOL_ERROR_WARM_FAILED
                                                  : PROTOCOL_ERROR_INTERNAL;
        for (size_t i = 0; i < j->n_waiters; i++) {
                if (error)
                        (void) control_connection_reply_error(j->waiters[i], error, p);
                else
                        (void) control_connection_reply(j->waiters[i], p);
                j->waiters[i] = control_connection_unref(j->waiters[i]);
        }
        j->n_waiters = 0;
        json_object_put(p);
}

void job_reply_error(Job *j, const char *error, json_object *p) {
        for (size_t i = 0; i < j->n_waiters; i++) {
                (void) control_connection_reply_error(j->waiters[i], error, p);
                j->waiters[i] = control_connection_unref(j->waiters[i]);
        }
        j->n_waiters = 0;
}

void job_reply_skipped(Job *j) {
        json_object *p = json_object_new_object();

        json_object_object_add(p, "target", json_object_new_string(j->target));
        json_object_object_add(p, "skipped", json_object_new_string(j->skipped));
        for (size_t i = 0; i < j->n_waiters; i++) {
                (void) control_connection_reply(j->waiters[i], p);
                j->waiters[i] = control_connection_unref(j->waiters[i]);
        }
        j->n_waiters = 0;
        json_object_put(p);
}

/* Cancelled, or past its deadline (the target's file system, mostly). */
void job_reply_abandoned(Job *j) {
        bool timed_out = atomic_load(&j->timed_out);
        const char *error = !timed_out                     ? PROTOCOL_ERROR_CANCELLED
                            : j->state == JOB_CHECKING || j->type == JOB_RESIDENCY ? PROTOCOL_ERROR_PLAN_FAILED
                                                                                    : PROTOCOL_ERROR_WARM_FAILED;
        json_object *p = json_object_new_object();

        json_object_object_add(p, "job", json_object_new_int64((int64_t) j->id));
        json_object_object_add(p, "target", json_object_new_string(j->target));
        json_object_object_add(p, "targets", json_new_strv(j->targets, j->n_targets));
        json_object_object_add(p, "reason", json_object_new_string(timed_out ? "no answer in time (a file system that does not respond?)"
                                                                           : "cancelled"));
        json_object_object_add(p, "errno", json_object_new_int(timed_out ? ETIMEDOUT : ECANCELED));
        job_reply_error(j, error, p);
        json_object_put(p);
}

json_object *job_to_json(Job *j) {
        json_object *o = json_object_new_object();

        json_object_object_add(o, "job", json_object_new_int64((int64_t) j->id));
        json_object_object_add(o, "target", json_object_new_string(j->target));
        json_object_object_add(o, "kind", json_object_new_string(job_kind(j)));
        json_object_object_add(o, "state", json_object_new_string(j->state == JOB_RUNNING ? "running" : "queued"));
        pthread_mutex_lock(&j->lock);
        if (j->have_progress) {
                json_object *p = json_object_new_object();
                json_object_object_add(p, "phase", json_object_new_string(j->progress.phase == ENGINE_PHASE_WAIT
                                                                                  ? "wait"
                                                                                  : "queue"));
                json_object_object_add(p, "bytes_done", json_object_new_int64((int64_t) j->progress.bytes_done));
                json_object_object_add(p, "bytes_total", json_object_new_int64((int64_t) j->progress.bytes_total));
                json_object_object_add(p, "files_done", json_object_new_int64((int64_t) j->progress.files_done));
                json_object_object_add(p, "files_total", json_object_new_int64((int64_t) j->progress.files_total));
                json_object_object_add(o, "progress", p);
        }
        pthread_mutex_unlock(&j->lock);
        return o;
}
