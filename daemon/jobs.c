/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadd's jobs: lifecycle, the worker thread (warm.h), the queue, cancellation, replies. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "format.h"
#include "jobs.h"
#include "json-util.h"
#include "launch.h"
#include "ldcache.h"
#include "log.h"
#include "macro.h"
#include "protocol.h"
#include "time-util.h"

#define LD_CACHE_PATH "/etc/ld.so.cache"

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

/* Resolve, schedule, warm: warm.h, as `preloadctl warm` in-process. */
static void job_execute(Job *j) {
        LdCache *cache = NULL;
        TargetOptions topts = {};
        const char *reason = NULL;
        int r;

        /* Read per job: ldconfig may have run since the last one. Without a cache ld.so still
         * searches the default directories; so does the loader. */
        r = ldcache_load(LD_CACHE_PATH, &cache, &reason);
        if (r < 0 && r != -ENOENT)
                job_warn(j, "%s: %s, searching without it", LD_CACHE_PATH, reason ? reason : strerror(-r));
        topts.loader.cache = cache;
        /* PATH: the safe default, never whatever the daemon was started with. */
        topts.path_env = NULL;

        if (j->type == JOB_RESIDENCY) {
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

        r = warm_plan_new(j->targets, j->n_targets, j->config, &topts, j->kind, &j->plan);
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
        r = warm_run(j->plan->plan, &j->options, &j->result);
        if (r < 0)
                job_fail(j, r, NULL, NULL);
finish:
        ldcache_free(cache);
}

static void *job_thread(void *userdata) {
        Job *j = userdata;
        uint64_t one = 1;

        j->start_usec = now_usec(CLOCK_MONOTONIC);
        /* Planning and fact gathering read metadata (ELF headers, inodes, looked-up paths): a
         * background warm stays idle for all of it, not only for the engine's reads. */
        int old_ioprio = engine_ioprio_set(j->options.ioprio);
        job_execute(j);
        engine_ioprio_restore(old_ioprio);
        j->end_usec = now_usec(CLOCK_MONOTONIC);
        /* Wakes the loop; it joins us and reads the results. */
        while (write(j->efd, &one, sizeof(one)) < 0 && errno == EINTR)
                ;
        return NULL;
}

static int on_job_done(sd_event_source *s, int fd, uint32_t revents, void *userdata);

static int job_start(Job *j) {
        Manager *m = j->manager;
        sigset_t all, old;
        int r;

        j->efd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
        if (j->efd < 0)
                return -errno;
        r = sd_event_add_io(m->event, &j->done_source, j->efd, EPOLLIN, on_job_done, j);
        if (r < 0)
                return r;
        /* The worker takes no signals: they belong to the loop's signalfd. */
        sigfillset(&all);
        pthread_sigmask(SIG_BLOCK, &all, &old);
        r = -pthread_create(&j->thread, NULL, job_thread, j);
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        if (r < 0)
                return r;
        j->thread_started = true;
        j->state = JOB_RUNNING;
        return 0;
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

static int on_job_done(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        Job *j = userdata;
        Manager *m = j->manager;
        uint64_t v;

        (void) read(fd, &v, sizeof(v));
        pthread_join(j->thread, NULL);
        j->thread_started = false;
        j->state = JOB_DONE;
        j->done_source = sd_event_source_disable_unref(j->done_source);

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
                }
                m->running = NULL;
        } else {
                Job **p = &m->queries;
                while (*p && *p != j)
                        p = &(*p)->next;
                if (*p)
                        *p = j->next;
                m->n_queries--;
        }

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
                r = job_start(j);
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

int manager_query(Manager *m, Job *j) {
        int r;

        if (m->n_queries >= MANAGER_QUERIES_MAX)
                return -EBUSY;
        r = job_start(j);
        if (r < 0)
                return r;
        j->next = m->queries;
        m->queries = j;
        m->n_queries++;
        return 0;
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
                atomic_store(&m->running->cancel, true);
                n++;
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

void manager_jobs_free(Manager *m) {
        /* A worker still running holds pointers into its job: cancel and join before freeing. */
        if (m->running) {
                atomic_store(&m->running->cancel, true);
                if (m->running->thread_started)
                        pthread_join(m->running->thread, NULL);
                m->running = job_free(m->running);
        }
        while (m->queries) {
                Job *j = m->queries;
                m->queries = j->next;
                if (j->thread_started)
                        pthread_join(j->thread, NULL);
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
