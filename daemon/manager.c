/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadd's manager: event loop, signals, sd_notify, reload, control methods, warm queue, login warm. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <systemd/sd-daemon.h>
#include <systemd/sd-event.h>
#include <time.h>
#include <unistd.h>

#include "build-config.h"
#include "client.h"
#include "config.h"
#include "control.h"
#include "device.h"
#include "engine.h"
#include "launch.h"
#include "ldcache.h"
#include "log.h"
#include "macro.h"
#include "manager.h"
#include "plan.h"
#include "protocol.h"
#include "residency.h"
#include "schedule.h"
#include "target.h"

#define LD_CACHE_PATH "/etc/ld.so.cache"

typedef enum JobType {
        JOB_WARM,
        JOB_RESIDENCY,
} JobType;

typedef enum JobState {
        JOB_QUEUED,
        JOB_RUNNING,
        JOB_DONE,
} JobState;

typedef enum LoginState {
        LOGIN_NONE,     /* no Trigger=login application when the daemon started */
        LOGIN_DISABLED, /* --no-login-warm */
        LOGIN_PENDING,  /* waiting for LoginDelaySec= */
        LOGIN_QUEUED,   /* the login job is queued or running */
        LOGIN_DONE,
        LOGIN_CANCELLED,
} LoginState;

static const char *const login_state_names[] = {
        [LOGIN_NONE] = "none",       [LOGIN_DISABLED] = "disabled", [LOGIN_PENDING] = "pending",
        [LOGIN_QUEUED] = "running",  [LOGIN_DONE] = "done",         [LOGIN_CANCELLED] = "cancelled",
};

typedef struct Job Job;

struct Manager {
        sd_event *event;
        sd_event_source *sigterm_source;
        sd_event_source *sigint_source;
        sd_event_source *sighup_source;
        sd_event_source *login_timer;
        Control *control;
        Config *config;
        char **config_dirs;
        size_t n_config_dirs;
        char *socket_path; /* bound by us, removed at exit; NULL when socket-activated */
        uid_t uid;

        uint64_t next_job_id;
        Job *queue; /* warms waiting, in order */
        size_t n_queued;
        Job *running; /* the warm in the worker thread */
        Job *queries; /* residency queries in their threads */
        size_t n_queries;

        LoginState login_state;
        uint64_t login_due_usec; /* CLOCK_MONOTONIC */
        char *login_summary;
        char *reload_error; /* the first error of the last failed reload, until one succeeds */
        bool stopping;
        LaunchWatcher *launch; /* NULL: LaunchWarm=no, or no user manager */
};

struct Job {
        Manager *manager;
        JobType type;
        JobState state;
        uint64_t id;
        char *target; /* what the job is shown as: app id, program, "login" */
        bool login;
        AppConfig **apps; /* copies: the configuration may be reloaded meanwhile */
        size_t n_apps;
        char *program;
        EngineStrategy strategy;
        EngineIOPrio ioprio;
        unsigned budget_percent;
        ControlConnection **waiters;
        size_t n_waiters;

        atomic_bool cancel;
        pthread_t thread;
        bool thread_started;
        int efd;
        sd_event_source *done_source;
        pthread_mutex_t lock; /* guards progress */
        EngineProgress progress;
        bool have_progress;

        /* Written by the worker, read by the loop after the thread is joined. */
        int error;
        bool plan_failed; /* the error concerns the target itself */
        char *error_path;
        const char *error_reason;
        char **warnings;
        size_t n_warnings;
        Plan *plan;
        EngineResult *result;
        PlanResidency *residency;
        uint64_t start_usec;
        uint64_t end_usec;
        bool launch;        /* queued by the launch watcher, told when it goes away */
        char *profile_path; /* the learned profile the plan came from */

        Job *next;
};

static uint64_t now_usec(void) {
        struct timespec ts;

        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (uint64_t) ts.tv_sec * 1000000u + (uint64_t) ts.tv_nsec / 1000u;
}

static const char *format_bytes(uint64_t bytes, char buf[static 16]) {
        static const char units[] = "KMGTPE";
        double v;
        size_t u = 0;

        if (bytes < 1024) {
                snprintf(buf, 16, "%" PRIu64 "B", bytes);
                return buf;
        }
        v = (double) bytes / 1024;
        while (v >= 1024 && u + 1 < sizeof(units) - 1) {
                v /= 1024;
                u++;
        }
        snprintf(buf, 16, v < 10 ? "%.1f%c" : "%.0f%c", v, units[u]);
        return buf;
}

/* ---- notify ---- */

static size_t config_login_apps(const Config *c) {
        size_t n = 0;

        for (size_t i = 0; i < c->n_apps; i++)
                n += c->apps[i].trigger == APP_TRIGGER_LOGIN;
        return n;
}

/* The STATUS= text: one line that `systemctl status` shows. */
static char *manager_status_text(const Manager *m) {
        char *s = NULL;
        int k;

        if (m->stopping)
                k = asprintf(&s, "Shutting down");
        else if (m->running)
                k = m->running->login ? asprintf(&s, "Warming %zu login app%s", m->running->n_apps,
                                                 m->running->n_apps == 1 ? "" : "s")
                                      : asprintf(&s, "Warming %s", m->running->target);
        else {
                char login[128] = "", reload[512] = "";

                if (m->login_state == LOGIN_PENDING) {
                        uint64_t n = now_usec();
                        uint64_t left = m->login_due_usec > n ? m->login_due_usec - n : 0;
                        snprintf(login, sizeof(login), ", login warm in %" PRIu64 "s", (left + 999999) / 1000000);
                } else if (m->login_state == LOGIN_DONE && m->login_summary)
                        snprintf(login, sizeof(login), ", login warm done (%s)", m->login_summary);
                else if (m->login_state == LOGIN_CANCELLED)
                        snprintf(login, sizeof(login), ", login warm cancelled");
                if (m->reload_error)
                        snprintf(reload, sizeof(reload), "; reload failed, previous configuration kept: %s",
                                 m->reload_error);
                k = asprintf(&s, "Ready: %zu app%s configured%s%s", m->config->n_apps,
                             m->config->n_apps == 1 ? "" : "s", login, reload);
        }
        return k < 0 ? NULL : s;
}

/* Sends extra (may be NULL) followed by the current STATUS= line. */
static void manager_notify(Manager *m, const char *extra) {
        _cleanup_free_ char *status = manager_status_text(m), *msg = NULL;

        if (asprintf(&msg, "%s%sSTATUS=%s", extra ? extra : "", extra ? "\n" : "", status ? status : "") < 0)
                return;
        (void) sd_notify(false, msg);
}

/* ---- jobs ---- */

static Job *job_free(Job *j) {
        if (!j)
                return NULL;
        /* Never free what a worker still uses: callers join first. */
        if (j->launch && j->manager->launch)
                launch_watcher_warm_done(j->manager->launch, &(LaunchWarmResult) {
                        .job_id = j->id,
                        .ran = j->state == JOB_DONE,
                        .cancelled = atomic_load(&j->cancel) || (j->result && j->result->cancelled),
                        .error = j->error,
                        .error_reason = j->error_reason,
                        .profile_path = j->profile_path,
                        .plan_bytes = j->plan ? plan_total_bytes(j->plan) : 0,
                        .bytes = j->result ? j->result->bytes : 0,
                        .usec = j->end_usec - j->start_usec,
                });
        free(j->profile_path);
        for (size_t i = 0; i < j->n_apps; i++)
                app_config_free(j->apps[i]);
        free(j->apps);
        free(j->program);
        free(j->target);
        for (size_t i = 0; i < j->n_waiters; i++)
                control_connection_unref(j->waiters[i]);
        free(j->waiters);
        j->done_source = sd_event_source_disable_unref(j->done_source);
        safe_close(j->efd);
        pthread_mutex_destroy(&j->lock);
        free(j->error_path);
        strv_free_n(j->warnings, j->n_warnings);
        plan_free(j->plan);
        engine_result_free(j->result);
        plan_residency_free(j->residency);
        free(j);
        return NULL;
}

static int job_new(Manager *m, JobType type, const char *target, Job **ret) {
        Job *j;

        j = calloc(1, sizeof(*j));
        if (!j)
                return -ENOMEM;
        j->efd = -EBADF;
        pthread_mutex_init(&j->lock, NULL);
        atomic_init(&j->cancel, false);
        j->manager = m;
        j->type = type;
        j->id = ++m->next_job_id;
        j->strategy = ENGINE_STRATEGY_DEFAULT;
        j->ioprio = ENGINE_IOPRIO_BEST_EFFORT;
        j->budget_percent = m->config->daemon.memory_budget_percent;
        if (m->config->daemon.strategy)
                (void) engine_strategy_from_string(m->config->daemon.strategy, &j->strategy);
        j->target = strdup(target);
        if (!j->target) {
                job_free(j);
                return -ENOMEM;
        }
        *ret = j;
        return 0;
}

static int job_add_app(Job *j, const AppConfig *a) {
        AppConfig **v, *c;
        int r;

        r = app_config_copy(a, &c);
        if (r < 0)
                return r;
        v = reallocarray(j->apps, j->n_apps + 1, sizeof(AppConfig *));
        if (!v) {
                app_config_free(c);
                return -ENOMEM;
        }
        v[j->n_apps++] = c;
        j->apps = v;
        return 0;
}

static int job_add_waiter(Job *j, ControlConnection *c) {
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

static void job_take_report(Job *j, TargetReport *tr) {
        for (size_t i = 0; i < tr->n_warnings; i++)
                job_warn(j, "%s", tr->warnings[i]);
        if (tr->profile_path) {
                free(j->profile_path);
                j->profile_path = TAKE_PTR(tr->profile_path);
        }
}

/* The plan of the job's target, exactly as `preloadctl plan` builds it. */
static int job_plan(Job *j, const TargetOptions *topts) {
        int r;

        r = plan_new(&j->plan);
        if (r < 0)
                return r;

        if (j->program) {
                TargetReport tr = {};
                r = target_add_to_plan(j->program, topts, j->plan, &tr);
                job_take_report(j, &tr);
                if (r < 0)
                        job_fail(j, r, tr.error_path ? tr.error_path : j->program, tr.error_reason);
                target_report_done(&tr);
                return r;
        }

        for (size_t i = 0; i < j->n_apps && !atomic_load(&j->cancel); i++) {
                TargetReport tr = {};
                r = app_config_add_to_plan(j->apps[i], topts, j->plan, &tr);
                job_take_report(j, &tr);
                if (r == -ENOMEM) {
                        target_report_done(&tr);
                        return r;
                }
                if (r < 0) {
                        const char *path = tr.error_path ? tr.error_path : j->apps[i]->path;
                        const char *reason = tr.error_reason ? tr.error_reason : strerror(-r);
                        /* One login application that cannot be planned does not stop the others. */
                        if (j->n_apps > 1)
                                job_warn(j, "%s: %s: %s, skipping", j->apps[i]->id, path, reason);
                        else {
                                job_fail(j, r, path, tr.error_reason);
                                target_report_done(&tr);
                                return r;
                        }
                }
                target_report_done(&tr);
        }
        if (j->plan->n_files == 0 && j->n_apps > 1 && !atomic_load(&j->cancel)) {
                job_fail(j, -ENOENT, NULL, "none of the applications could be planned");
                return -ENOENT;
        }
        return 0;
}

/* Plan, schedule, warm: the same library calls `preloadctl warm` makes in-process. */
static void job_execute(Job *j) {
        LdCache *cache = NULL;
        DeviceCache *dc = NULL;
        ScheduleFacts *facts = NULL;
        Schedule *sched = NULL;
        TargetOptions topts = {};
        ScheduleOptions so = SCHEDULE_OPTIONS_DEFAULT;
        EngineOptions eo;
        const char *reason = NULL;
        uint64_t avail = 0;
        int r;

        /* Read per job: ldconfig may have run since the last one. Without a cache ld.so still
         * searches the default directories; so does the loader. */
        r = ldcache_load(LD_CACHE_PATH, &cache, &reason);
        if (r < 0 && r != -ENOENT)
                job_warn(j, "%s: %s, searching without it", LD_CACHE_PATH, reason ? reason : strerror(-r));
        topts.loader.cache = cache;
        /* PATH: the safe default, never whatever the daemon was started with. */
        topts.path_env = NULL;

        r = job_plan(j, &topts);
        if (r < 0) {
                if (j->error == 0)
                        job_fail(j, r, NULL, NULL);
                j->plan_failed = r != -ENOMEM;
                goto finish;
        }

        if (j->type == JOB_RESIDENCY) {
                r = residency_plan(j->plan, &j->residency);
                if (r < 0)
                        job_fail(j, r, NULL, NULL);
                goto finish;
        }
        if (atomic_load(&j->cancel))
                goto finish;

        r = device_cache_new(NULL, &dc);
        if (r >= 0)
                r = schedule_facts_gather(j->plan, dc, so.order, &facts);
        if (r < 0) {
                job_fail(j, r, NULL, NULL);
                goto finish;
        }
        r = meminfo_read_available(NULL, &avail);
        if (r < 0)
                job_warn(j, "/proc/meminfo: %s, warming without a memory budget", strerror(-r));
        so.budget_percent = j->budget_percent;
        so.mem_available = r < 0 ? 0 : avail;
        r = schedule_build(j->plan, facts, &so, &sched);
        if (r < 0) {
                job_fail(j, r, NULL, NULL);
                goto finish;
        }

        eo = (EngineOptions) {
                .strategy = j->strategy,
                /* The job ends when the pages are in: status then tells the truth, and the
                 * next job's reads do not compete with this one's. */
                .wait = true,
                .ioprio = j->ioprio,
                .progress = on_engine_progress,
                .userdata = j,
                .cancel = &j->cancel,
        };
        r = engine_warm(j->plan, sched, &eo, &j->result);
        if (r < 0)
                job_fail(j, r, NULL, NULL);
finish:
        schedule_free(sched);
        schedule_facts_free(facts);
        device_cache_free(dc);
        ldcache_free(cache);
}

static void *job_thread(void *userdata) {
        Job *j = userdata;
        uint64_t one = 1;

        j->start_usec = now_usec();
        /* Planning and fact gathering read metadata (ELF headers, inodes, looked-up paths): a
         * background warm stays idle for all of it, not only for the engine's reads. */
        int old_ioprio = engine_ioprio_set(j->ioprio);
        job_execute(j);
        engine_ioprio_restore(old_ioprio);
        j->end_usec = now_usec();
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

static json_object *strv_to_json(char *const *v, size_t n) {
        json_object *a = json_object_new_array();

        for (size_t i = 0; a && i < n; i++)
                json_object_array_add(a, json_object_new_string(v[i]));
        return a;
}

static json_object *job_error_params(const Job *j) {
        json_object *p = json_object_new_object();
        const char *reason = j->error_reason ? j->error_reason : strerror(-j->error);

        json_object_object_add(p, "job", json_object_new_int64((int64_t) j->id));
        json_object_object_add(p, "target", json_object_new_string(j->target));
        json_object_object_add(p, "path", j->error_path ? json_object_new_string(j->error_path) : NULL);
        json_object_object_add(p, "reason", json_object_new_string(reason));
        json_object_object_add(p, "errno", json_object_new_int(-j->error));
        json_object_object_add(p, "warnings", strv_to_json(j->warnings, j->n_warnings));
        return p;
}

static json_object *job_reply_params(const Job *j) {
        json_object *p = json_object_new_object(), *o = NULL;

        json_object_object_add(p, "job", json_object_new_int64((int64_t) j->id));
        json_object_object_add(p, "target", json_object_new_string(j->target));
        json_object_object_add(p, "kind", json_object_new_string(j->login ? "login" : j->program ? "program" : "app"));
        if (j->plan) {
                /* Totals only: the plan itself can list thousands of files (preloadctl plan shows it). */
                o = json_object_new_object();
                json_object_object_add(o, "total_bytes", json_object_new_int64((int64_t) plan_total_bytes(j->plan)));
                json_object_object_add(o, "total_files", json_object_new_int64((int64_t) j->plan->n_files));
                json_object_object_add(o, "total_ranges", json_object_new_int64((int64_t) plan_total_ranges(j->plan)));
                json_object_object_add(o, "missing", json_object_new_int64((int64_t) j->plan->n_missing));
                json_object_object_add(p, "plan", o);
        }
        o = NULL;
        if (j->result && engine_result_to_json(j->result, j->plan, &o) >= 0)
                json_object_object_add(p, "result", o);
        o = NULL;
        if (j->residency && plan_residency_to_json(j->residency, j->plan, &o) >= 0)
                json_object_object_add(p, "residency", o);
        /* Cancelled while planning there is no result at all: say so on its own. */
        json_object_object_add(p, "cancelled", json_object_new_boolean(atomic_load(&j->cancel)));
        json_object_object_add(p, "strategy", json_object_new_string(engine_strategy_to_string(j->strategy)));
        json_object_object_add(p, "usec", json_object_new_int64((int64_t) (j->end_usec - j->start_usec)));
        json_object_object_add(p, "warnings", strv_to_json(j->warnings, j->n_warnings));
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

static void manager_check_exit(Manager *m) {
        if (m->stopping && !m->running && !m->queries)
                (void) sd_event_exit(m->event, 0);
}

static void manager_start_next(Manager *m);

static void job_log_result(const Job *j) {
        char b[16];

        if (j->error) {
                log_warning("%s: %s%s%s", j->target, j->error_path ? j->error_path : "",
                            j->error_path ? ": " : "", j->error_reason ? j->error_reason : strerror(-j->error));
                return;
        }
        for (size_t i = 0; i < j->n_warnings; i++)
                log_debug("%s: %s", j->target, j->warnings[i]);
        if (j->result)
                log_info("%s: warmed %s in %zu files (%zu failed) in %.2fs%s", j->target,
                         format_bytes(j->result->bytes, b), j->result->files_warmed, j->result->files_failed,
                         (double) j->result->usec / 1e6, j->result->cancelled ? ", cancelled" : "");
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
                job_log_result(j);
                if (j->login) {
                        char b[16];
                        m->login_state = j->result && j->result->cancelled ? LOGIN_CANCELLED : LOGIN_DONE;
                        free(m->login_summary);
                        m->login_summary = NULL;
                        if (j->result && asprintf(&m->login_summary, "%s in %.1fs", format_bytes(j->result->bytes, b),
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

static int manager_enqueue(Manager *m, Job *j) {
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

/* Cancels a job (id) or all (0). Returns how many were cancelled. */
static size_t manager_cancel(Manager *m, uint64_t id) {
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

/* ---- login warm ---- */

static int app_priority_compare(const void *a, const void *b) {
        const AppConfig *x = *(const AppConfig *const *) a, *y = *(const AppConfig *const *) b;

        if (x->priority != y->priority)
                return x->priority > y->priority ? -1 : 1;
        return strcmp(x->id, y->id);
}

static int on_login_timer(sd_event_source *s, uint64_t usec, void *userdata) {
        Manager *m = userdata;
        Job *j = NULL;
        int r;

        m->login_timer = sd_event_source_disable_unref(m->login_timer);
        if (config_login_apps(m->config) == 0) {
                m->login_state = LOGIN_DONE;
                manager_notify(m, NULL);
                return 0;
        }
        r = job_new(m, JOB_WARM, "login", &j);
        if (r < 0)
                goto fail;
        j->login = true;
        j->ioprio = m->config->daemon.io_priority == CONFIG_IO_PRIORITY_BEST_EFFORT ? ENGINE_IOPRIO_BEST_EFFORT
                                                                                 : ENGINE_IOPRIO_IDLE;
        for (size_t i = 0; i < m->config->n_apps; i++)
                if (m->config->apps[i].trigger == APP_TRIGGER_LOGIN && (r = job_add_app(j, &m->config->apps[i])) < 0)
                        goto fail;
        /* Highest priority first: the memory budget trims the end of the plan. */
        qsort(j->apps, j->n_apps, sizeof(AppConfig *), app_priority_compare);
        m->login_state = LOGIN_QUEUED;
        r = manager_enqueue(m, j);
        if (r < 0)
                goto fail;
        return 0;
fail:
        log_error("login warm: %s", strerror(-r));
        job_free(j);
        m->login_state = LOGIN_CANCELLED;
        manager_notify(m, NULL);
        return 0;
}

static int manager_arm_login(Manager *m, bool no_login_warm) {
        int r;

        if (no_login_warm) {
                m->login_state = LOGIN_DISABLED;
                return 0;
        }
        if (config_login_apps(m->config) == 0) {
                m->login_state = LOGIN_NONE;
                return 0;
        }
        m->login_due_usec = now_usec() + m->config->daemon.login_delay_usec;
        r = sd_event_add_time(m->event, &m->login_timer, CLOCK_MONOTONIC, m->login_due_usec, 0, on_login_timer,
                              m);
        if (r < 0)
                return r;
        m->login_state = LOGIN_PENDING;
        return 0;
}

/* ---- configuration ---- */

static void log_report(const ConfigReport *r) {
        for (size_t i = 0; i < r->n_warnings; i++)
                log_warning("%s", r->warnings[i]);
        for (size_t i = 0; i < r->n_errors; i++)
                log_error("%s", r->errors[i]);
}

int manager_reload(Manager *m, ConfigReport *report) {
        Config *c = NULL;
        char buf[64];
        int r;

        snprintf(buf, sizeof(buf), "RELOADING=1\nMONOTONIC_USEC=%" PRIu64, now_usec());
        {
                /* The status during the reload is fixed text: the old config still shows otherwise. */
                _cleanup_free_ char *msg = NULL;
                if (asprintf(&msg, "%s\nSTATUS=Reloading configuration", buf) >= 0)
                        (void) sd_notify(false, msg);
        }

        r = config_load((const char *const *) m->config_dirs, m->n_config_dirs, &c, report);
        log_report(report);
        if (r < 0) {
                free(m->reload_error);
                m->reload_error = NULL;
                if (report->n_errors > 0)
                        m->reload_error = strdup(report->errors[0]);
                else if (asprintf(&m->reload_error, "%s", strerror(-r)) < 0)
                        m->reload_error = NULL;
                log_error("Reload failed, keeping the previous configuration");
        } else {
                config_free(m->config);
                m->config = c;
                free(m->reload_error);
                m->reload_error = NULL;
                log_info("Configuration reloaded: %zu apps", c->n_apps);
                if (!c->daemon.launch_warm)
                        m->launch = launch_watcher_free(m->launch);
                else if (!m->launch)
                        (void) launch_watcher_new(m, m->event, &m->launch);
        }
        manager_notify(m, "READY=1");
        return r;
}

/* ---- control methods ---- */

static int reply_simple_error(ControlConnection *c, const char *error, const char *key, const char *value) {
        json_object *p = json_object_new_object();
        int r;

        if (key)
                json_object_object_add(p, key, json_object_new_string(value));
        r = control_connection_reply_error(c, error, p);
        json_object_put(p);
        return r;
}

/* Resolves a target of a call into an app (found in config) or a program. */
static int resolve_target(Manager *m, ControlConnection *c, WarmTargetKind kind, const char *target,
                          const AppConfig **ret_app) {
        const AppConfig *a = NULL;

        if (kind != WARM_TARGET_PROGRAM && !strchr(target, '/'))
                a = config_find_app(m->config, target);
        if (kind == WARM_TARGET_APP && !a) {
                (void) reply_simple_error(c, PROTOCOL_ERROR_NO_SUCH_APP, "app", target);
                return -ENOENT;
        }
        if (!a) {
                /* Cheap checks now, so that a caller who does not wait still hears about a typo;
                 * the worker does the real planning. */
                const char *reason = NULL;
                int error = 0;
                struct stat st;

                if (target[0] != '/' && strchr(target, '/')) {
                        error = EINVAL;
                        reason = "relative path (the daemon has no working directory of yours)";
                } else if (target[0] == '/' && stat(target, &st) < 0) {
                        error = errno;
                        reason = strerror(error);
                } else if (target[0] != '/') {
                        char *found = target_find_in_path(target, NULL);
                        if (!found) {
                                error = ENOENT;
                                reason = "no application or program of that name";
                        }
                        free(found);
                }
                if (error) {
                        json_object *p = json_object_new_object();
                        json_object_object_add(p, "target", json_object_new_string(target));
                        json_object_object_add(p, "path", json_object_new_string(target));
                        json_object_object_add(p, "reason", json_object_new_string(reason));
                        json_object_object_add(p, "errno", json_object_new_int(error));
                        (void) control_connection_reply_error(c, PROTOCOL_ERROR_PLAN_FAILED, p);
                        json_object_put(p);
                        return -error;
                }
        }
        *ret_app = a;
        return 0;
}

static int method_warm(ControlConnection *c, json_object *parameters, void *userdata) {
        Manager *m = userdata;
        const char *bad = NULL;
        const AppConfig *a = NULL;
        WarmParams w;
        Job *j = NULL;
        int r;

        if (protocol_warm_params_parse(parameters, &w, &bad) < 0)
                return control_connection_reply_invalid_parameter(c, bad);
        if (m->stopping)
                return reply_simple_error(c, PROTOCOL_ERROR_SHUTTING_DOWN, NULL, NULL);
        if (resolve_target(m, c, w.kind, w.target, &a) < 0)
                return 0;
        if (m->n_queued >= MANAGER_QUEUE_MAX)
                return reply_simple_error(c, PROTOCOL_ERROR_TOO_MANY_JOBS, NULL, NULL);

        r = job_new(m, JOB_WARM, a ? a->id : w.target, &j);
        if (r < 0)
                return r;
        if (w.strategy && engine_strategy_from_string(w.strategy, &j->strategy) < 0) {
                job_free(j);
                return control_connection_reply_invalid_parameter(c, "strategy");
        }
        if (a)
                r = job_add_app(j, a);
        else if (!(j->program = strdup(w.target)))
                r = -ENOMEM;
        if (r >= 0 && w.wait)
                r = job_add_waiter(j, c);
        if (r < 0) {
                job_free(j);
                return r;
        }
        r = manager_enqueue(m, j);
        if (r < 0) {
                job_free(j);
                return reply_simple_error(c, PROTOCOL_ERROR_TOO_MANY_JOBS, NULL, NULL);
        }
        if (!w.wait) {
                json_object *p = json_object_new_object();
                json_object_object_add(p, "job", json_object_new_int64((int64_t) j->id));
                json_object_object_add(p, "target", json_object_new_string(j->target));
                r = control_connection_reply(c, p);
                json_object_put(p);
                return r;
        }
        return 0;
}

static json_object *job_to_json(Job *j) {
        json_object *o = json_object_new_object();

        json_object_object_add(o, "job", json_object_new_int64((int64_t) j->id));
        json_object_object_add(o, "target", json_object_new_string(j->target));
        json_object_object_add(o, "kind", json_object_new_string(j->login ? "login" : j->program ? "program" : "app"));
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

static int method_status(ControlConnection *c, json_object *parameters, void *userdata) {
        Manager *m = userdata;
        const char *bad = NULL;
        const AppConfig *a = NULL;
        TargetParams t;
        json_object *p, *jobs, *login, *o = NULL;
        _cleanup_free_ char *status = NULL;
        Job *j = NULL;
        int r;

        if (protocol_status_params_parse(parameters, &t, &bad) < 0)
                return control_connection_reply_invalid_parameter(c, bad);

        if (t.target) {
                /* Residency of one target: planning reads ELF headers, so it runs in a thread. */
                if (m->stopping)
                        return reply_simple_error(c, PROTOCOL_ERROR_SHUTTING_DOWN, NULL, NULL);
                if (resolve_target(m, c, t.kind, t.target, &a) < 0)
                        return 0;
                if (m->n_queries >= MANAGER_QUERIES_MAX)
                        return reply_simple_error(c, PROTOCOL_ERROR_TOO_MANY_JOBS, NULL, NULL);
                r = job_new(m, JOB_RESIDENCY, a ? a->id : t.target, &j);
                if (r < 0)
                        return r;
                if (a)
                        r = job_add_app(j, a);
                else if (!(j->program = strdup(t.target)))
                        r = -ENOMEM;
                if (r >= 0)
                        r = job_add_waiter(j, c);
                if (r >= 0)
                        r = job_start(j);
                if (r < 0) {
                        job_free(j);
                        return r;
                }
                j->next = m->queries;
                m->queries = j;
                m->n_queries++;
                return 0;
        }

        p = json_object_new_object();
        json_object_object_add(p, "version", json_object_new_string(PACKAGE_VERSION));
        json_object_object_add(p, "pid", json_object_new_int((int) getpid()));
        json_object_object_add(p, "state", json_object_new_string(m->running ? "warming" : "idle"));
        status = manager_status_text(m);
        json_object_object_add(p, "status_text", json_object_new_string(status ? status : ""));
        json_object_object_add(p, "apps", json_object_new_int64((int64_t) m->config->n_apps));
        json_object_object_add(p, "login_apps", json_object_new_int64((int64_t) config_login_apps(m->config)));
        if (daemon_config_to_json(&m->config->daemon, &o) >= 0)
                json_object_object_add(p, "daemon", o);
        json_object_object_add(p, "reload_error", m->reload_error ? json_object_new_string(m->reload_error) : NULL);

        login = json_object_new_object();
        json_object_object_add(login, "state", json_object_new_string(login_state_names[m->login_state]));
        if (m->login_state == LOGIN_PENDING) {
                uint64_t n = now_usec();
                json_object_object_add(login, "due_in_usec",
                                       json_object_new_int64((int64_t) (m->login_due_usec > n ? m->login_due_usec - n : 0)));
        }
        json_object_object_add(login, "summary", m->login_summary ? json_object_new_string(m->login_summary) : NULL);
        json_object_object_add(p, "login", login);

        jobs = json_object_new_array();
        if (m->running)
                json_object_array_add(jobs, job_to_json(m->running));
        for (Job *q = m->queue; q; q = q->next)
                json_object_array_add(jobs, job_to_json(q));
        json_object_object_add(p, "jobs", jobs);
        json_object_object_add(p, "launches", launch_watcher_to_json(m->launch));

        r = control_connection_reply(c, p);
        json_object_put(p);
        return r;
}

static int method_list(ControlConnection *c, json_object *parameters, void *userdata) {
        Manager *m = userdata;
        const char *bad = NULL;
        json_object *p, *apps, *masked, *o = NULL;
        int r;

        if (protocol_empty_params_parse(parameters, &bad) < 0)
                return control_connection_reply_invalid_parameter(c, bad);
        p = json_object_new_object();
        apps = json_object_new_array();
        for (size_t i = 0; i < m->config->n_apps; i++)
                if (app_config_to_json(&m->config->apps[i], &o) >= 0)
                        json_object_array_add(apps, o);
        json_object_object_add(p, "apps", apps);
        masked = json_object_new_array();
        for (size_t i = 0; i < m->config->n_masked; i++) {
                json_object *e = json_object_new_object();
                json_object_object_add(e, "id", json_object_new_string(m->config->masked[i].id));
                json_object_object_add(e, "path", json_object_new_string(m->config->masked[i].path));
                json_object_array_add(masked, e);
        }
        json_object_object_add(p, "masked", masked);
        if (daemon_config_to_json(&m->config->daemon, &o) >= 0)
                json_object_object_add(p, "daemon", o);
        json_object_object_add(p, "config_dirs", strv_to_json(m->config_dirs, m->n_config_dirs));
        r = control_connection_reply(c, p);
        json_object_put(p);
        return r;
}

static int method_reload(ControlConnection *c, json_object *parameters, void *userdata) {
        Manager *m = userdata;
        ConfigReport report = {};
        const char *bad = NULL;
        json_object *p;
        int r;

        if (protocol_empty_params_parse(parameters, &bad) < 0)
                return control_connection_reply_invalid_parameter(c, bad);
        r = manager_reload(m, &report);
        p = json_object_new_object();
        json_object_object_add(p, "errors", strv_to_json(report.errors, report.n_errors));
        json_object_object_add(p, "warnings", strv_to_json(report.warnings, report.n_warnings));
        if (r >= 0) {
                json_object_object_add(p, "apps", json_object_new_int64((int64_t) m->config->n_apps));
                r = control_connection_reply(c, p);
        } else if (r == -EBADMSG)
                r = control_connection_reply_error(c, PROTOCOL_ERROR_CONFIG_INVALID, p);
        json_object_put(p);
        config_report_done(&report);
        return r;
}

static int method_cancel(ControlConnection *c, json_object *parameters, void *userdata) {
        Manager *m = userdata;
        const char *bad = NULL;
        uint64_t id;
        size_t n;
        json_object *p;
        int r;

        if (protocol_cancel_params_parse(parameters, &id, &bad) < 0)
                return control_connection_reply_invalid_parameter(c, bad);
        n = manager_cancel(m, id);
        if (id != 0 && n == 0) {
                char buf[32];
                snprintf(buf, sizeof(buf), "%" PRIu64, id);
                return reply_simple_error(c, PROTOCOL_ERROR_NO_SUCH_JOB, "job", buf);
        }
        p = json_object_new_object();
        json_object_object_add(p, "cancelled", json_object_new_int64((int64_t) n));
        r = control_connection_reply(c, p);
        json_object_put(p);
        manager_notify(m, NULL);
        return r;
}

static const ControlVTable manager_vtable = {
        .warm = method_warm,
        .status = method_status,
        .list = method_list,
        .reload = method_reload,
        .cancel = method_cancel,
};

/* ---- signals and setup ---- */

static int on_sigterm(sd_event_source *s, const struct signalfd_siginfo *si, void *userdata) {
        Manager *m = userdata;

        if (m->stopping)
                return 0;
        log_info("Received %s, stopping", si->ssi_signo == SIGINT ? "SIGINT" : "SIGTERM");
        m->stopping = true;
        (void) manager_cancel(m, 0);
        manager_notify(m, "STOPPING=1");
        manager_check_exit(m);
        return 0;
}

static int on_sighup(sd_event_source *s, const struct signalfd_siginfo *si, void *userdata) {
        Manager *m = userdata;
        ConfigReport report = {};

        if (!m->stopping)
                (void) manager_reload(m, &report);
        config_report_done(&report);
        return 0;
}

/* The listening socket: systemd's when socket-activated, else our own. */
static int manager_setup_socket(Manager *m, const char *path, int *ret_fd) {
        _cleanup_free_ char *def = NULL;
        int n, r;

        n = sd_listen_fds(true);
        if (n < 0)
                return n;
        if (n > 1) {
                log_error("Expected one socket from systemd, got %d", n);
                return -EINVAL;
        }
        if (n == 1) {
                if (sd_is_socket_unix(SD_LISTEN_FDS_START, SOCK_STREAM, 1, NULL, 0) <= 0) {
                        log_error("The socket passed by systemd is not a listening unix stream socket");
                        return -EINVAL;
                }
                *ret_fd = SD_LISTEN_FDS_START;
                return 0;
        }

        if (!path) {
                r = client_socket_path(&def);
                if (r < 0) {
                        log_error("XDG_RUNTIME_DIR is not set; use --socket=PATH");
                        return r;
                }
                path = def;
        }
        r = control_listen_path(path, ret_fd);
        if (r == -EADDRINUSE) {
                log_error("%s: another preloadd is already listening", path);
                return r;
        }
        if (r < 0) {
                log_error("%s: cannot listen: %s", path, strerror(-r));
                return r;
        }
        m->socket_path = strdup(path);
        return m->socket_path ? 0 : -ENOMEM;
}

int manager_new(const ManagerOptions *opts, Manager **ret, ConfigReport *ret_report) {
        Manager *m;
        sigset_t mask;
        int fd = -EBADF, r;

        m = calloc(1, sizeof(*m));
        if (!m)
                return -ENOMEM;
        m->uid = getuid();

        if (opts->config_dirs) {
                for (size_t i = 0; i < opts->n_config_dirs; i++) {
                        char **v = reallocarray(m->config_dirs, m->n_config_dirs + 1, sizeof(char *));
                        if (!v || !(v[m->n_config_dirs] = strdup(opts->config_dirs[i]))) {
                                if (v)
                                        m->config_dirs = v;
                                r = -ENOMEM;
                                goto fail;
                        }
                        m->config_dirs = v;
                        m->n_config_dirs++;
                }
        } else {
                r = config_default_dirs(true, &m->config_dirs, &m->n_config_dirs);
                if (r < 0)
                        goto fail;
        }

        r = config_load((const char *const *) m->config_dirs, m->n_config_dirs, &m->config, ret_report);
        log_report(ret_report);
        if (r < 0)
                goto fail;

        r = sd_event_new(&m->event);
        if (r < 0)
                goto fail;
        sigemptyset(&mask);
        sigaddset(&mask, SIGTERM);
        sigaddset(&mask, SIGINT);
        sigaddset(&mask, SIGHUP);
        sigprocmask(SIG_BLOCK, &mask, NULL);
        if ((r = sd_event_add_signal(m->event, &m->sigterm_source, SIGTERM, on_sigterm, m)) < 0 ||
            (r = sd_event_add_signal(m->event, &m->sigint_source, SIGINT, on_sigterm, m)) < 0 ||
            (r = sd_event_add_signal(m->event, &m->sighup_source, SIGHUP, on_sighup, m)) < 0)
                goto fail;

        r = manager_setup_socket(m, opts->socket_path, &fd);
        if (r < 0)
                goto fail;
        r = control_new(m->event, fd, m->uid, &manager_vtable, m, &m->control);
        if (r < 0)
                goto fail;

        r = manager_arm_login(m, opts->no_login_warm);
        if (r < 0)
                goto fail;

        /* Without a user manager the daemon still serves calls: launch_watcher_new() says so. */
        if (m->config->daemon.launch_warm)
                (void) launch_watcher_new(m, m->event, &m->launch);

        *ret = m;
        return 0;
fail:
        manager_free(m);
        return r;
}

int manager_run(Manager *m) {
        int r;

        log_info("Ready: %zu app%s configured, listening on %s", m->config->n_apps, m->config->n_apps == 1 ? "" : "s",
                 m->socket_path ? m->socket_path : "the socket from systemd");
        manager_notify(m, "READY=1");
        r = sd_event_loop(m->event);
        return r;
}

Manager *manager_free(Manager *m) {
        if (!m)
                return NULL;
        m->launch = launch_watcher_free(m->launch);
        /* A worker still running holds pointers into its job: cancel and join before freeing. */
        if (m->running) {
                atomic_store(&m->running->cancel, true);
                if (m->running->thread_started)
                        pthread_join(m->running->thread, NULL);
                job_free(m->running);
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
        m->control = control_free(m->control);
        if (m->socket_path)
                (void) unlink(m->socket_path);
        free(m->socket_path);
        m->login_timer = sd_event_source_disable_unref(m->login_timer);
        m->sigterm_source = sd_event_source_disable_unref(m->sigterm_source);
        m->sigint_source = sd_event_source_disable_unref(m->sigint_source);
        m->sighup_source = sd_event_source_disable_unref(m->sighup_source);
        sd_event_unref(m->event);
        config_free(m->config);
        strv_free_n(m->config_dirs, m->n_config_dirs);
        free(m->login_summary);
        free(m->reload_error);
        free(m);
        return NULL;
}

/* ---- for the launch watcher ---- */

const Config *manager_get_config(Manager *m) {
        return m->config;
}

int manager_warm_launch(Manager *m, const AppConfig *a, const char *program, uint64_t *ret_job_id) {
        Job *j = NULL;
        uint64_t id;
        int r;

        if (m->stopping)
                return -ESHUTDOWN;
        r = job_new(m, JOB_WARM, a ? a->id : program, &j);
        if (r < 0)
                return r;
        if (a)
                r = job_add_app(j, a);
        else if (!(j->program = strdup(program)))
                r = -ENOMEM;
        if (r < 0) {
                job_free(j);
                return r;
        }
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
