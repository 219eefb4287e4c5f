/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadd's jobs: their lifecycle from new to done, and the queue of warms beside the queries. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "format.h"
#include "jobs-internal.h"
#include "json-util.h"
#include "log.h"
#include "macro.h"
#include "protocol.h"

Job *job_free(Job *j) {
        if (!j)
                return NULL;
        /* Never free what a worker still uses: callers join first. */
        if (j->launch) {
                const EngineResult *e = j->result ? j->result->engine : NULL;
                j->jobs->hooks->launch_done(&(JobOutcome) {
                        .job_id = j->id,
                        .ran = j->state == JOB_DONE,
                        .cancelled = atomic_load(&j->cancel) || (e && e->cancelled),
                        .error = j->error,
                        .error_reason = j->error_reason,
                        .profile_path = j->plan && j->plan->n_targets > 0 ? j->plan->profiles[0] : NULL,
                        .plan_bytes = j->plan ? plan_total_bytes(j->plan->plan) : 0,
                        .bytes = e ? e->bytes : 0,
                        .usec = j->end_usec - j->start_usec,
                }, j->jobs->userdata);
        }
        strv_free_n(j->targets, j->n_targets);
        config_free(j->config);
        free(j->target);
        free(j->mapped);
        for (size_t i = 0; i < j->n_waiters; i++)
                control_connection_unref(j->waiters[i]);
        free(j->waiters);
        j->done_source = sd_event_source_disable_unref(j->done_source);
        j->timer_source = sd_event_source_disable_unref(j->timer_source);
        safe_close(j->efd);
        pthread_mutex_destroy(&j->lock);
        free(j->error_path);
        strv_free_n(j->warnings, j->n_warnings);
        warm_plan_free(j->plan);
        warm_result_free(j->result);
        warm_status_free(j->status);
        free(j);
        return NULL;
}

static int app_compare_id(const void *a, const void *b) {
        return strcmp(((const AppConfig *) a)->id, ((const AppConfig *) b)->id);
}

/* The applications of c that targets name (all: every one), copied into a configuration of their
 * own. */
static int job_config_new(const Config *c, char *const *targets, size_t n, bool all, Config **ret) {
        Config *jc;

        if (all)
                n = c->n_apps;
        jc = calloc(1, sizeof(*jc));
        if (!jc)
                return -ENOMEM;
        jc->apps = calloc(n + 1, sizeof(AppConfig));
        if (!jc->apps) {
                config_free(jc);
                return -ENOMEM;
        }
        for (size_t i = 0; i < n; i++) {
                const AppConfig *a = all ? &c->apps[i] : config_find_app(c, targets[i]);
                AppConfig *copy;
                int r;

                if (!a || config_find_app(jc, a->id))
                        continue;
                r = app_config_copy(a, &copy);
                if (r < 0) {
                        config_free(jc);
                        return r;
                }
                jc->apps[jc->n_apps++] = *copy;
                free(copy);
                /* config_find_app() looks up by bisection */
                qsort(jc->apps, jc->n_apps, sizeof(AppConfig), app_compare_id);
        }
        *ret = jc;
        return 0;
}

static int job_make(Jobs *q, const Config *config, JobType type, char *const *targets, size_t n_targets,
                    ResolveKind kind, bool login, bool all_apps, Job **ret) {
        Job *j;
        int r = 0;

        j = calloc(1, sizeof(*j));
        if (!j)
                return -ENOMEM;
        j->efd = -EBADF;
        pthread_mutex_init(&j->lock, NULL);
        atomic_init(&j->cancel, false);
        j->jobs = q;
        j->type = type;
        j->id = ++q->next_job_id;
        j->kind = kind;
        j->resolved = kind;
        j->login = login;
        /* Defaults, then preloadd.conf; the caller's options go on top. */
        j->options = WARM_OPTIONS_DEFAULT;
        (void) warm_options_apply_config(&j->options, &config->daemon, login);
        /* The job ends when the pages are in: status then tells the truth, and the next job's
         * reads do not compete with this one's. */
        j->options.wait = true;
        j->targets = calloc(n_targets + 1, sizeof(char *));
        if (!j->targets)
                r = -ENOMEM;
        for (size_t i = 0; r >= 0 && i < n_targets; i++) {
                j->targets[i] = strdup(targets[i]);
                if (!j->targets[i])
                        r = -ENOMEM;
                else
                        j->n_targets++;
        }
        if (r >= 0) {
                /* Shown as its targets, comma-separated, or as "login". */
                size_t len = 1;
                for (size_t i = 0; i < n_targets; i++)
                        len += strlen(targets[i]) + 2;
                j->target = login ? strdup("login") : calloc(1, len);
                if (!j->target)
                        r = -ENOMEM;
                for (size_t i = 0; !login && j->target && i < n_targets; i++) {
                        if (i > 0)
                                strcat(j->target, ", ");
                        strcat(j->target, targets[i]);
                }
        }
        if (r >= 0)
                r = job_config_new(config, targets, n_targets, all_apps, &j->config);
        if (r < 0) {
                job_free(j);
                return r;
        }
        *ret = j;
        return 0;
}

int job_new(Jobs *q, const Config *config, JobType type, char *const *targets, size_t n_targets, ResolveKind kind,
            bool login, Job **ret) {
        return job_make(q, config, type, targets, n_targets, kind, login, false, ret);
}

int job_new_known(Jobs *q, const Config *config, const char *program, Job **ret) {
        Job *j = NULL;
        int r;

        /* Its Exec= may be any application's: all of them go with it to the worker. */
        r = job_make(q, config, JOB_WARM, (char *const *) &program, 1, RESOLVE_PROGRAM, false, true, &j);
        if (r < 0)
                return r;
        j->known = true;
        *ret = j;
        return 0;
}

int job_add_waiter(Job *j, ControlConnection *c) {
        ControlConnection **v = reallocarray(j->waiters, j->n_waiters + 1, sizeof(ControlConnection *));

        if (!v)
                return -ENOMEM;
        v[j->n_waiters++] = control_connection_ref(c);
        j->waiters = v;
        return 0;
}

void job_fail(Job *j, int error, const char *path, const char *reason) {
        j->error = error;
        free(j->error_path);
        j->error_path = path ? strdup(path) : NULL;
        j->error_reason = reason;
}

/* ---- from start to done ---- */

static int on_job_done(sd_event_source *s, int fd, uint32_t revents, void *userdata);

/* Starts the worker of j in state (JOB_CHECKING or JOB_RUNNING), its deadline armed. */
static int job_start(Job *j, JobState state) {
        Jobs *q = j->jobs;
        JobState old_state = j->state;
        int r;

        if (q->n_abandoned >= JOBS_ABANDONED_MAX)
                return -EBUSY;
        j->efd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
        if (j->efd < 0)
                return -errno;
        r = sd_event_add_io(q->event, &j->done_source, j->efd, EPOLLIN, on_job_done, j);
        if (r < 0)
                return r;
        j->state = state;
        r = job_deadline_arm(j);
        if (r < 0) {
                j->state = old_state;
                return r;
        }
        r = worker_start(&j->join, job_work, j);
        if (r < 0) {
                j->state = old_state;
                j->timer_source = sd_event_source_disable_unref(j->timer_source);
                return r;
        }
        j->thread_started = true;
        return 0;
}

static void job_log_result(const Job *j) {
        const WarmPlan *wp = j->plan;
        char b[FORMAT_BYTES_MAX];

        if (j->error && wp && wp->n_errors > 0) {
                for (size_t i = 0; i < wp->n_errors; i++)
                        log_warning("%s: %s: %s", wp->errors[i].target, wp->errors[i].path, wp->errors[i].reason);
                return;
        }
        if (j->error) {
                log_warning("%s: %s%s%s", j->target, j->error_path ? j->error_path : "",
                            j->error_path ? ": " : "", j->error_reason ? j->error_reason : strerror(-j->error));
                return;
        }
        for (size_t i = 0; i < j->n_warnings; i++)
                log_debug("%s: %s", j->target, j->warnings[i]);
        for (size_t i = 0; wp && i < wp->n_warnings; i++)
                log_debug("%s: %s", j->target, wp->warnings[i]);
        if (j->result && j->result->engine)
                log_info("%s: warmed %s in %zu files (%zu failed) in %.2fs%s", j->target,
                         format_bytes(j->result->engine->bytes, b), j->result->engine->files_warmed,
                         j->result->engine->files_failed, (double) j->result->engine->usec / 1e6,
                         j->result->engine->cancelled ? ", cancelled" : "");
}

/* What a "known" warm's program maps to (j->mapped, from its check) is its target from now on. */
static int job_take_mapped(Job *j) {
        char *shown = strdup(j->mapped);

        if (!shown)
                return -ENOMEM;
        free(j->targets[0]);
        j->targets[0] = TAKE_PTR(j->mapped);
        free(j->target);
        j->target = shown;
        j->kind = j->resolved;
        return 0;
}

/* A warm's targets looked up (the worker's check): refused, skipped (a "known" program preloadd
 * knows nothing of), taken by its checked callback, or queued with the caller told its id. */
static void job_checked(Job *j) {
        Jobs *q = j->jobs;
        json_object *p = json_object_new_object();
        const char *error = NULL;
        bool taken = false;

        jobs_queries_remove(q, j);
        json_object_object_add(p, "job", json_object_new_int64((int64_t) j->id));
        if (!j->error && j->mapped && job_take_mapped(j) < 0)
                job_fail(j, -ENOMEM, j->targets[0], NULL);
        if (j->error) {
                error = PROTOCOL_ERROR_PLAN_FAILED;
                json_object_object_add(p, "target", json_object_new_string(j->error_path));
                json_object_object_add(p, "path", json_object_new_string(j->error_path));
                json_object_object_add(p, "reason",
                                       json_object_new_string(j->error_reason ? j->error_reason : strerror(-j->error)));
                json_object_object_add(p, "errno", json_object_new_int(-j->error));
        } else if (atomic_load(&j->cancel))
                error = PROTOCOL_ERROR_CANCELLED;
        else if (q->stopping)
                error = PROTOCOL_ERROR_SHUTTING_DOWN;
        else if (j->skipped) {
                log_debug("%s: asked to warm it if known, not warmed: %s", j->target, j->skipped);
                job_reply_skipped(j);
                taken = true;
        } else if (j->checked && j->checked(j, j->checked_userdata) > 0)
                taken = true;
        else if (q->n_queued >= JOBS_QUEUE_MAX)
                error = PROTOCOL_ERROR_TOO_MANY_JOBS;
        if (error || taken) {
                if (error)
                        job_reply_error(j, error, p);
                json_object_put(p);
                job_free(j);
                q->hooks->check_exit(q->userdata);
                return;
        }
        if (j->reply_when_checked) {
                json_object_object_add(p, "target", json_object_new_string(j->target));
                json_object_object_add(p, "targets", json_new_strv(j->targets, j->n_targets));
                for (size_t i = 0; i < j->n_waiters; i++) {
                        (void) control_connection_reply(j->waiters[i], p);
                        j->waiters[i] = control_connection_unref(j->waiters[i]);
                }
                j->n_waiters = 0;
        }
        json_object_put(p);
        j->state = JOB_QUEUED;
        if (jobs_enqueue(q, j) < 0) {
                job_reply_error(j, PROTOCOL_ERROR_TOO_MANY_JOBS, NULL);
                job_free(j);
        }
}

static int on_job_done(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        Job *j = userdata;
        Jobs *q = j->jobs;
        uint64_t v;

        (void) read(fd, &v, sizeof(v));
        worker_join(&j->join);
        j->thread_started = false;
        j->done_source = sd_event_source_disable_unref(j->done_source);
        j->efd = safe_close(j->efd);
        if (j->abandoned) {
                /* It came back after all; its callers heard already. */
                Job **p = &q->abandoned;
                while (*p && *p != j)
                        p = &(*p)->next;
                if (*p)
                        *p = j->next;
                q->n_abandoned--;
                job_free(j);
                return 0;
        }
        j->timer_source = sd_event_source_disable_unref(j->timer_source);
        if (j->state == JOB_CHECKING) {
                job_checked(j);
                return 0;
        }
        j->state = JOB_DONE;
        if (atomic_load(&j->timed_out) && !j->error) {
                job_fail(j, -ETIMEDOUT, NULL, "did not finish by its deadline");
                j->plan_failed = j->type == JOB_RESIDENCY;
        }

        if (j->type == JOB_WARM) {
                job_log_result(j);
                if (j->login)
                        q->hooks->login_finished(j, q->userdata);
                q->running = NULL;
        } else
                jobs_queries_remove(q, j);

        job_reply_waiters(j);
        job_free(j);

        if (!q->stopping)
                jobs_start_next(q);
        if (!q->running)
                q->hooks->notify(q->userdata);
        q->hooks->check_exit(q->userdata);
        return 0;
}

/* ---- the queue, and the queries beside it ---- */

int jobs_new(sd_event *event, const JobsHooks *hooks, void *userdata, Jobs **ret) {
        Jobs *q = calloc(1, sizeof(*q));

        if (!q)
                return -ENOMEM;
        q->event = sd_event_ref(event);
        q->hooks = hooks;
        q->userdata = userdata;
        *ret = q;
        return 0;
}

Jobs *jobs_free(Jobs *q) {
        if (!q)
                return NULL;
        /* Abandoned workers may never return: their jobs stay allocated, their sources go (they
         * hold the event loop). */
        for (Job *j = q->abandoned; j; j = j->next)
                j->done_source = sd_event_source_disable_unref(j->done_source);
        /* A worker still running holds pointers into its job: cancel and join before freeing. */
        if (q->running) {
                atomic_store(&q->running->cancel, true);
                if (q->running->thread_started)
                        worker_join(&q->running->join);
                q->running = job_free(q->running);
        }
        while (q->queries) {
                Job *j = q->queries;
                q->queries = j->next;
                if (j->thread_started)
                        worker_join(&j->join);
                job_free(j);
        }
        while (q->queue) {
                Job *j = q->queue;
                q->queue = j->next;
                job_free(j);
        }
        sd_event_unref(q->event);
        free(q);
        return NULL;
}

void jobs_start_next(Jobs *q) {
        while (!q->running && q->queue) {
                Job *j = q->queue;
                int r;

                q->queue = j->next;
                j->next = NULL;
                q->n_queued--;
                r = job_start(j, JOB_RUNNING);
                if (r < 0) {
                        log_error("%s: cannot start warm: %s", j->target, strerror(-r));
                        job_fail(j, r, NULL, "cannot start worker thread");
                        if (j->login)
                                q->hooks->login_cancelled(q->userdata);
                        job_reply_waiters(j);
                        job_free(j);
                        continue;
                }
                q->running = j;
                log_info("%s: warming (job %" PRIu64 ")", j->target, j->id);
                q->hooks->notify(q->userdata);
        }
}

void jobs_queries_remove(Jobs *q, Job *j) {
        Job **p = &q->queries;

        while (*p && *p != j)
                p = &(*p)->next;
        if (*p) {
                *p = j->next;
                q->n_queries--;
        }
        j->next = NULL;
}

/* Starts j's worker at once, beside the queue: a warm's check or a residency query. */
static int jobs_queries_start(Jobs *q, Job *j, JobState state) {
        int r;

        if (q->n_queries >= JOBS_QUERIES_MAX)
                return -EBUSY;
        r = job_start(j, state);
        if (r < 0)
                return r;
        j->next = q->queries;
        q->queries = j;
        q->n_queries++;
        return 0;
}

int jobs_check(Jobs *q, Job *j) {
        return jobs_queries_start(q, j, JOB_CHECKING);
}

int jobs_query(Jobs *q, Job *j) {
        return jobs_queries_start(q, j, JOB_RUNNING);
}

int jobs_running_describe(const Jobs *q, char **ret) {
        const Job *j = q->running;
        return j->login ? asprintf(ret, "Warming %zu login app%s", j->n_targets, j->n_targets == 1 ? "" : "s")
                        : asprintf(ret, "Warming %s", j->target);
}

int jobs_warm_launch(Jobs *q, const Config *config, const AppConfig *a, const char *program,
                     uint64_t *ret_job_id) {
        char *target = (char *) (a ? a->id : program);
        Job *j = NULL;
        uint64_t id;
        int r;

        if (q->stopping)
                return -ESHUTDOWN;
        /* A program path resolves to its fresh learned profile first, else its static plan. */
        r = job_new(q, config, JOB_WARM, &target, 1, a ? RESOLVE_APP : RESOLVE_AUTO, false, &j);
        if (r < 0)
                return r;
        /* Read now: a job that cannot start is freed inside jobs_enqueue(). */
        id = j->id;
        j->launch = true;
        r = jobs_enqueue(q, j);
        if (r < 0) {
                j->launch = false;
                job_free(j);
                return r;
        }
        *ret_job_id = id;
        return 0;
}

int jobs_enqueue_warm(Jobs *q, const Config *config, char *const *targets, size_t n_targets, ResolveKind kind,
                      bool login) {
        Job *j = NULL;
        int r;

        r = job_new(q, config, JOB_WARM, targets, n_targets, kind, login, &j);
        if (r < 0)
                return r;
        r = jobs_enqueue(q, j);
        if (r < 0)
                job_free(j);
        return r;
}

int jobs_enqueue(Jobs *q, Job *j) {
        Job **p = &q->queue;

        if (q->n_queued >= JOBS_QUEUE_MAX)
                return -EBUSY;
        while (*p)
                p = &(*p)->next;
        *p = j;
        q->n_queued++;
        j->state = JOB_QUEUED;
        jobs_start_next(q);
        return 0;
}

void jobs_stop(Jobs *q) {
        q->stopping = true;
}

size_t jobs_cancel(Jobs *q, uint64_t id) {
        size_t n = 0;

        if (q->running && (id == 0 || q->running->id == id)) {
                job_cancel(q->running);
                n++;
        }
        for (Job *j = q->queries; j; j = j->next) {
                /* Warms being checked; residency queries only at shutdown (their callers wait for them). */
                if (j->state == JOB_CHECKING ? id == 0 || j->id == id : id == 0 && q->stopping) {
                        job_cancel(j);
                        n += j->state == JOB_CHECKING;
                }
        }
        for (Job **p = &q->queue; *p;) {
                Job *j = *p;
                if (id != 0 && j->id != id) {
                        p = &j->next;
                        continue;
                }
                *p = j->next;
                q->n_queued--;
                if (j->login)
                        q->hooks->login_cancelled(q->userdata);
                for (size_t i = 0; i < j->n_waiters; i++) {
                        json_object *params = json_object_new_object();
                        json_object_object_add(params, "job", json_object_new_int64((int64_t) j->id));
                        (void) control_connection_reply_error(j->waiters[i], PROTOCOL_ERROR_CANCELLED, params);
                        json_object_put(params);
                }
                job_free(j);
                n++;
        }
        return n;
}

bool jobs_idle(const Jobs *q) {
        return !q->running && !q->queries;
}
