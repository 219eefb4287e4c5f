/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadd's jobs: lifecycle, the worker thread (warm.h), the queue, cancellation, replies. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "device-speed.h"
#include "elf-dl.h"
#include "format.h"
#include "jobs.h"
#include "json-util.h"
#include "launch.h"
#include "ldcache.h"
#include "log.h"
#include "macro.h"
#include "protocol.h"
#include "time-util.h"


Job *job_free(Job *j) {
        if (!j)
                return NULL;
        /* Never free what a worker still uses: callers join first. */
        if (j->launch && j->manager->launch) {
                const EngineResult *e = j->result ? j->result->engine : NULL;
                launch_watcher_warm_done(j->manager->launch, &(LaunchWarmResult) {
                        .job_id = j->id,
                        .ran = j->state == JOB_DONE,
                        .cancelled = atomic_load(&j->cancel) || (e && e->cancelled),
                        .error = j->error,
                        .error_reason = j->error_reason,
                        .profile_path = j->plan && j->plan->n_targets > 0 ? j->plan->profiles[0] : NULL,
                        .plan_bytes = j->plan ? plan_total_bytes(j->plan->plan) : 0,
                        .bytes = e ? e->bytes : 0,
                        .usec = j->end_usec - j->start_usec,
                });
        }
        strv_free_n(j->targets, j->n_targets);
        config_free(j->config);
        free(j->target);
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

/* The applications of m's configuration that targets name, copied into a configuration of their own. */
static int job_config_new(const Config *c, char *const *targets, size_t n, Config **ret) {
        Config *jc;

        jc = calloc(1, sizeof(*jc));
        if (!jc)
                return -ENOMEM;
        jc->apps = calloc(n + 1, sizeof(AppConfig));
        if (!jc->apps) {
                config_free(jc);
                return -ENOMEM;
        }
        for (size_t i = 0; i < n; i++) {
                const AppConfig *a = config_find_app(c, targets[i]);
                AppConfig *copy;
                int r;

                if (!a || config_find_app(jc, targets[i]))
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

int job_new(Manager *m, JobType type, char *const *targets, size_t n_targets, ResolveKind kind, bool login,
            Job **ret) {
        Job *j;
        int r = 0;

        j = calloc(1, sizeof(*j));
        if (!j)
                return -ENOMEM;
        j->efd = -EBADF;
        pthread_mutex_init(&j->lock, NULL);
        atomic_init(&j->cancel, false);
        j->manager = m;
        j->type = type;
        j->id = ++m->next_job_id;
        j->kind = kind;
        j->resolved = kind;
        j->login = login;
        /* Defaults, then preloadd.conf; the caller's options go on top. */
        j->options = WARM_OPTIONS_DEFAULT;
        (void) warm_options_apply_config(&j->options, &m->config->daemon, login);
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
                r = job_config_new(m->config, targets, n_targets, &j->config);
        if (r < 0) {
                job_free(j);
                return r;
        }
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

static void job_warn(Job *j, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void job_warn(Job *j, const char *fmt, ...) {
        va_list ap;
        char *s, **v;

        va_start(ap, fmt);
        if (vasprintf(&s, fmt, ap) < 0)
                s = NULL;
        va_end(ap);
        if (!s)
                return;
        v = reallocarray(j->warnings, j->n_warnings + 1, sizeof(char *));
        if (!v) {
                free(s);
                return;
        }
        v[j->n_warnings++] = s;
        j->warnings = v;
}

static void job_fail(Job *j, int error, const char *path, const char *reason) {
        j->error = error;
        free(j->error_path);
        j->error_path = path ? strdup(path) : NULL;
        j->error_reason = reason;
}

static void on_engine_progress(const EngineProgress *p, void *userdata) {
        Job *j = userdata;

        pthread_mutex_lock(&j->lock);
        j->progress = *p;
        j->have_progress = true;
        pthread_mutex_unlock(&j->lock);
}

/* The login warm: one application that cannot be planned does not stop the others. */
static int job_skip_failed_apps(Job *j) {
        WarmPlan *wp = j->plan;

        if (j->n_targets <= 1)
                return 0;
        for (size_t i = 0; i < wp->n_errors; i++)
                if (warm_plan_warn(wp, "%s: %s: %s, skipping", wp->errors[i].target, wp->errors[i].path,
                                   wp->errors[i].reason) < 0)
                        return -ENOMEM;
        for (size_t i = 0; i < wp->n_errors; i++) {
                free(wp->errors[i].target);
                free(wp->errors[i].path);
                free(wp->errors[i].reason);
        }
        wp->n_errors = 0;
        if (wp->plan->n_files == 0 && !atomic_load(&j->cancel)) {
                job_fail(j, -ENOENT, NULL, "none of the applications could be planned");
                return -ENOENT;
        }
        return 0;
}

/*
 * What each target is (resolve_target_kind): the file-system side of the checks a call gets, run
 * here because a path may lie on a file system that never answers. The first refusal is the job's
 * error; the first target's kind is j->resolved.
 */
static void job_check(Job *j, const TargetOptions *topts) {
        for (size_t i = 0; i < j->n_targets && !atomic_load(&j->cancel); i++) {
                const char *reason = NULL;
                ResolveKind kind;
                int r;

                r = resolve_target_kind(j->targets[i], j->config, topts, j->kind, &kind, &reason);
                if (r < 0) {
                        job_fail(j, r, j->targets[i], reason);
                        j->plan_failed = true;
                        return;
                }
                if (i == 0)
                        j->resolved = kind;
        }
}

/* Resolve, schedule, warm: warm.h, as `preloadctl warm` in-process. */
static void job_execute(Job *j) {
        LdCache *cache = NULL;
        SpeedSample sample;
        TargetOptions topts = {};
        const char *reason = NULL;
        int r;

        /* Read per job: ldconfig may have run since the last one. Without a cache ld.so still
         * searches the default directories; so does the loader. */
        r = ldcache_load(LDCACHE_PATH, &cache, &reason);
        if (r < 0 && r != -ENOENT)
                job_warn(j, "%s: %s, searching without it", LDCACHE_PATH, reason ? reason : strerror(-r));
        topts.loader.cache = cache;
        /* PATH: the safe default, never whatever the daemon was started with. */
        topts.path_env = NULL;

        if (j->state == JOB_CHECKING) {
                job_check(j, &topts);
                goto finish;
        }
        if (j->type == JOB_RESIDENCY) {
                job_check(j, &topts);
                if (j->error || atomic_load(&j->cancel))
                        goto finish;
                r = warm_status(j->targets, j->n_targets, j->config, &topts, j->kind, &j->status);
                if (r < 0)
                        job_fail(j, r, NULL, NULL);
                else if (j->status->n_entries == 0) {
                        /* Nothing could be planned: the error is the targets'. */
                        job_fail(j, j->status->failed->errors[0].error, NULL, NULL);
                        j->plan_failed = true;
                }
                goto finish;
        }

        r = warm_plan_new_for_warm(j->targets, j->n_targets, j->config, &topts, j->kind, &j->options, &j->plan);
        if (r >= 0 && j->login)
                r = job_skip_failed_apps(j);
        if (r < 0) {
                if (j->error == 0)
                        job_fail(j, r, NULL, NULL);
                j->plan_failed = r != -ENOMEM;
                goto finish;
        }
        if (j->plan->n_errors > 0) {
                job_fail(j, j->plan->errors[0].error, NULL, NULL);
                j->plan_failed = true;
                goto finish;
        }
        if (atomic_load(&j->cancel))
                goto finish;

        j->options.progress = on_engine_progress;
        j->options.userdata = j;
        j->options.cancel = &j->cancel;
        /* What the devices do under this warm decides the next launch's hold (device-speed.h). */
        speed_sample_start(j->plan->plan, &sample);
        r = warm_run(j->plan->plan, &j->options, &j->result);
        speed_sample_finish(&sample);
        /* cancelled before reading: no result, as when cancelled while planning */
        if (r < 0 && !(r == -ECANCELED && atomic_load(&j->cancel)))
                job_fail(j, r, NULL, NULL);
finish:
        ldcache_free(cache);
}

static void job_thread(void *userdata) {
        Job *j = userdata;
        uint64_t one = 1;

        j->start_usec = now_usec(CLOCK_MONOTONIC);
        /* Planning and fact gathering read metadata (ELF headers, inodes, looked-up paths): a
         * background warm stays idle for all of it, not only for the engine's reads. */
        int old_ioprio = engine_ioprio_set(j->options.ioprio);
        /* libelf, if planning loads it, once for the whole closure (elf-dl.h) */
        elf_dl_hold();
        job_execute(j);
        elf_dl_release();
        engine_ioprio_restore(old_ioprio);
        j->end_usec = now_usec(CLOCK_MONOTONIC);
        /* Wakes the loop; it joins us and reads the results. */
        while (write(j->efd, &one, sizeof(one)) < 0 && errno == EINTR)
                ;
}

static int on_job_done(sd_event_source *s, int fd, uint32_t revents, void *userdata);
static int on_job_timer(sd_event_source *s, uint64_t usec, void *userdata);

static uint64_t job_timeout_usec(const Job *j) {
        return j->state == JOB_CHECKING ? JOB_CHECK_TIMEOUT_USEC
               : j->type == JOB_RESIDENCY ? JOB_QUERY_TIMEOUT_USEC
                                          : JOB_WARM_TIMEOUT_USEC;
}

/* Starts the worker of j in state (JOB_CHECKING or JOB_RUNNING), its deadline armed. */
static int job_start(Job *j, JobState state) {
        Manager *m = j->manager;
        JobState old_state = j->state;
        int r;

        if (m->n_abandoned >= MANAGER_ABANDONED_MAX)
                return -EBUSY;
        j->efd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
        if (j->efd < 0)
                return -errno;
        r = sd_event_add_io(m->event, &j->done_source, j->efd, EPOLLIN, on_job_done, j);
        if (r < 0)
                return r;
        j->state = state;
        r = sd_event_add_time_relative(m->event, &j->timer_source, CLOCK_MONOTONIC, job_timeout_usec(j), 0,
                                       on_job_timer, j);
        if (r < 0) {
                j->state = old_state;
                return r;
        }
        r = worker_start(&j->join, job_thread, j);
        if (r < 0) {
                j->state = old_state;
                j->timer_source = sd_event_source_disable_unref(j->timer_source);
                return r;
        }
        j->thread_started = true;
        return 0;
}

/* Asks the worker to stop; one that has not within the grace is abandoned (on_job_timer). */
static void job_cancel(Job *j) {
        uint64_t now, when = 0;

        atomic_store(&j->cancel, true);
        if (!j->timer_source)
                return;
        (void) sd_event_now(j->manager->event, CLOCK_MONOTONIC, &now);
        (void) sd_event_source_get_time(j->timer_source, &when);
        if (when > now + JOB_CANCEL_GRACE_USEC)
                (void) sd_event_source_set_time(j->timer_source, now + JOB_CANCEL_GRACE_USEC);
        (void) sd_event_source_set_enabled(j->timer_source, SD_EVENT_ONESHOT);
}

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

static void job_reply_waiters(Job *j) {
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

static void manager_start_next(Manager *m);

static void job_reply_error(Job *j, const char *error, json_object *p) {
        for (size_t i = 0; i < j->n_waiters; i++) {
                (void) control_connection_reply_error(j->waiters[i], error, p);
                j->waiters[i] = control_connection_unref(j->waiters[i]);
        }
        j->n_waiters = 0;
}

static void queries_remove(Manager *m, Job *j) {
        Job **p = &m->queries;

        while (*p && *p != j)
                p = &(*p)->next;
        if (*p) {
                *p = j->next;
                m->n_queries--;
        }
        j->next = NULL;
}

/* The error of a job abandoned: cancelled, or past its deadline (the target's file system, mostly). */
static void job_reply_abandoned(Job *j) {
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

/*
 * A worker that neither finished by its deadline nor noticed the cancel is stuck, most likely in
 * the kernel on a file system that does not answer, where no signal but a fatal one reaches it.
 * Its callers get an error now; the job leaves the queue's books but is not freed while the thread
 * may still use it: on_job_done frees it if the thread ever returns, and at exit nothing waits for it.
 */
static void job_abandon(Job *j) {
        Manager *m = j->manager;
        bool was_running = m->running == j;

        log_warning("%s: job %" PRIu64 " did not stop %s, abandoning its worker", j->target, j->id,
                    atomic_load(&j->timed_out) ? "by its deadline" : "when cancelled");
        job_reply_abandoned(j);
        j->timer_source = sd_event_source_disable_unref(j->timer_source);
        if (was_running) {
                m->running = NULL;
                if (j->login)
                        m->login_state = LOGIN_CANCELLED;
        } else
                queries_remove(m, j);
        j->abandoned = true;
        j->next = m->abandoned;
        m->abandoned = j;
        m->n_abandoned++;
        if (!m->stopping)
                manager_start_next(m);
        manager_notify(m, NULL);
        manager_check_exit(m);
}

static int on_job_timer(sd_event_source *s, uint64_t usec, void *userdata) {
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

/* A warm's targets looked up (job_check): refused, or queued with the caller told its id. */
static void job_checked(Job *j) {
        Manager *m = j->manager;
        json_object *p = json_object_new_object();
        const char *error = NULL;

        queries_remove(m, j);
        json_object_object_add(p, "job", json_object_new_int64((int64_t) j->id));
        if (j->error) {
                error = PROTOCOL_ERROR_PLAN_FAILED;
                json_object_object_add(p, "target", json_object_new_string(j->error_path));
                json_object_object_add(p, "path", json_object_new_string(j->error_path));
                json_object_object_add(p, "reason",
                                       json_object_new_string(j->error_reason ? j->error_reason : strerror(-j->error)));
                json_object_object_add(p, "errno", json_object_new_int(-j->error));
        } else if (atomic_load(&j->cancel))
                error = PROTOCOL_ERROR_CANCELLED;
        else if (m->stopping)
                error = PROTOCOL_ERROR_SHUTTING_DOWN;
        else if (m->n_queued >= MANAGER_QUEUE_MAX)
                error = PROTOCOL_ERROR_TOO_MANY_JOBS;
        if (error) {
                job_reply_error(j, error, p);
                json_object_put(p);
                job_free(j);
                manager_check_exit(m);
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
        if (manager_enqueue(m, j) < 0) {
                job_reply_error(j, PROTOCOL_ERROR_TOO_MANY_JOBS, NULL);
                job_free(j);
        }
}

static int on_job_done(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        Job *j = userdata;
        Manager *m = j->manager;
        uint64_t v;

        (void) read(fd, &v, sizeof(v));
        worker_join(&j->join);
        j->thread_started = false;
        j->done_source = sd_event_source_disable_unref(j->done_source);
        j->efd = safe_close(j->efd);
        if (j->abandoned) {
                /* It came back after all; its callers heard already. */
                Job **p = &m->abandoned;
                while (*p && *p != j)
                        p = &(*p)->next;
                if (*p)
                        *p = j->next;
                m->n_abandoned--;
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
                const EngineResult *e = j->result ? j->result->engine : NULL;
                job_log_result(j);
                if (j->login) {
                        char b[FORMAT_BYTES_MAX];
                        m->login_state = e && e->cancelled ? LOGIN_CANCELLED : LOGIN_DONE;
                        free(m->login_summary);
                        m->login_summary = NULL;
                        if (e && asprintf(&m->login_summary, "%s in %.1fs", format_bytes(e->bytes, b),
                                          (double) (j->end_usec - j->start_usec) / 1e6) < 0)
                                m->login_summary = NULL;
                        json_object *o = NULL;
                        if (j->result && warm_result_to_json(j->result, j->plan, &o) >= 0)
                                manager_login_result(m, o);
                }
                m->running = NULL;
        } else
                queries_remove(m, j);

        job_reply_waiters(j);
        job_free(j);

        if (!m->stopping)
                manager_start_next(m);
        if (!m->running)
                manager_notify(m, NULL);
        manager_check_exit(m);
        return 0;
}

static void manager_start_next(Manager *m) {
        while (!m->running && m->queue) {
                Job *j = m->queue;
                int r;

                m->queue = j->next;
                j->next = NULL;
                m->n_queued--;
                r = job_start(j, JOB_RUNNING);
                if (r < 0) {
                        log_error("%s: cannot start warm: %s", j->target, strerror(-r));
                        job_fail(j, r, NULL, "cannot start worker thread");
                        if (j->login)
                                m->login_state = LOGIN_CANCELLED;
                        job_reply_waiters(j);
                        job_free(j);
                        continue;
                }
                m->running = j;
                log_info("%s: warming (job %" PRIu64 ")", j->target, j->id);
                manager_notify(m, NULL);
        }
}

/* Starts j's worker at once, beside the queue: a warm's check or a residency query. */
static int queries_start(Manager *m, Job *j, JobState state) {
        int r;

        if (m->n_queries >= MANAGER_QUERIES_MAX)
                return -EBUSY;
        r = job_start(j, state);
        if (r < 0)
                return r;
        j->next = m->queries;
        m->queries = j;
        m->n_queries++;
        return 0;
}

int manager_check(Manager *m, Job *j) {
        return queries_start(m, j, JOB_CHECKING);
}

int manager_query(Manager *m, Job *j) {
        return queries_start(m, j, JOB_RUNNING);
}

int manager_running_describe(const Manager *m, char **ret) {
        const Job *j = m->running;
        return j->login ? asprintf(ret, "Warming %zu login app%s", j->n_targets, j->n_targets == 1 ? "" : "s")
                        : asprintf(ret, "Warming %s", j->target);
}

int manager_warm_launch(Manager *m, const AppConfig *a, const char *program, uint64_t *ret_job_id) {
        char *target = (char *) (a ? a->id : program);
        Job *j = NULL;
        uint64_t id;
        int r;

        if (m->stopping)
                return -ESHUTDOWN;
        /* A program path resolves to its fresh learned profile first, else its static plan. */
        r = job_new(m, JOB_WARM, &target, 1, a ? RESOLVE_APP : RESOLVE_AUTO, false, &j);
        if (r < 0)
                return r;
        /* Read now: a job that cannot start is freed inside manager_enqueue(). */
        id = j->id;
        j->launch = true;
        r = manager_enqueue(m, j);
        if (r < 0) {
                j->launch = false;
                job_free(j);
                return r;
        }
        *ret_job_id = id;
        return 0;
}

int manager_enqueue_warm(Manager *m, char *const *targets, size_t n_targets, ResolveKind kind, bool login) {
        Job *j = NULL;
        int r;

        r = job_new(m, JOB_WARM, targets, n_targets, kind, login, &j);
        if (r < 0)
                return r;
        r = manager_enqueue(m, j);
        if (r < 0)
                job_free(j);
        return r;
}

int manager_enqueue(Manager *m, Job *j) {
        Job **p = &m->queue;

        if (m->n_queued >= MANAGER_QUEUE_MAX)
                return -EBUSY;
        while (*p)
                p = &(*p)->next;
        *p = j;
        m->n_queued++;
        j->state = JOB_QUEUED;
        manager_start_next(m);
        return 0;
}

size_t manager_cancel(Manager *m, uint64_t id) {
        size_t n = 0;

        if (m->running && (id == 0 || m->running->id == id)) {
                job_cancel(m->running);
                n++;
        }
        for (Job *j = m->queries; j; j = j->next) {
                /* Warms being checked; residency queries only at shutdown (their callers wait for them). */
                if (j->state == JOB_CHECKING ? id == 0 || j->id == id : id == 0 && m->stopping) {
                        job_cancel(j);
                        n += j->state == JOB_CHECKING;
                }
        }
        for (Job **p = &m->queue; *p;) {
                Job *j = *p;
                if (id != 0 && j->id != id) {
                        p = &j->next;
                        continue;
                }
                *p = j->next;
                m->n_queued--;
                if (j->login)
                        m->login_state = LOGIN_CANCELLED;
                for (size_t i = 0; i < j->n_waiters; i++) {
                        json_object *params = json_object_new_object();
                        json_object_object_add(params, "job", json_object_new_int64((int64_t) j->id));
                        (void) control_connection_reply_error(j->waiters[i], PROTOCOL_ERROR_CANCELLED, params);
                        json_object_put(params);
                }
                job_free(j);
                n++;
        }
        if (id == 0 && m->login_state == LOGIN_PENDING) {
                m->login_timer = sd_event_source_disable_unref(m->login_timer);
                m->login_state = LOGIN_CANCELLED;
                n++;
        }
        return n;
}

size_t manager_abandoned(const Manager *m) {
        return m->n_abandoned;
}

void manager_jobs_free(Manager *m) {
        /* Abandoned workers may never return: their jobs stay allocated, their sources go (they
         * hold the event loop). */
        for (Job *j = m->abandoned; j; j = j->next)
                j->done_source = sd_event_source_disable_unref(j->done_source);
        /* A worker still running holds pointers into its job: cancel and join before freeing. */
        if (m->running) {
                atomic_store(&m->running->cancel, true);
                if (m->running->thread_started)
                        worker_join(&m->running->join);
                m->running = job_free(m->running);
        }
        while (m->queries) {
                Job *j = m->queries;
                m->queries = j->next;
                if (j->thread_started)
                        worker_join(&j->join);
                job_free(j);
        }
        while (m->queue) {
                Job *j = m->queue;
                m->queue = j->next;
                job_free(j);
        }
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
