/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadd's manager: event loop, signals, sd_notify, reload, arming the login warm; it owns the
 * warm queue (jobs.c), the launch watcher (launch/) and the control server, and wires them together. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <systemd/sd-daemon.h>
#include <systemd/sd-event.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "config.h"
#include "control.h"
#include "jobs.h"
#include "launch.h"
#include "log.h"
#include "macro.h"
#include "login.h"
#include "manager.h"
#include "profile.h"
#include "usage.h"
#include "strv.h"
#include "time-util.h"

/* ---- notify ---- */

char *manager_status_text(const Manager *m) {
        char *s = NULL;
        int k;

        if (m->stopping)
                k = asprintf(&s, "Shutting down");
        else if (m->jobs->running)
                k = jobs_running_describe(m->jobs, &s);
        else {
                char login[128] = "", reload[512] = "", skipped[64] = "";

                if (m->login.state == LOGIN_PENDING) {
                        uint64_t n = now_usec(CLOCK_MONOTONIC);
                        uint64_t left = m->login.due_usec > n ? m->login.due_usec - n : 0;
                        snprintf(login, sizeof(login), ", login warm in %" PRIu64 "s", (left + 999999) / 1000000);
                } else if (m->login.state == LOGIN_DONE && m->login.summary)
                        snprintf(login, sizeof(login), ", login warm done (%s)", m->login.summary);
                else if (m->login.state == LOGIN_CANCELLED)
                        snprintf(login, sizeof(login), ", login warm cancelled");
                if (m->reload_error)
                        snprintf(reload, sizeof(reload), "; reload failed, previous configuration kept: %s",
                                 m->reload_error);
                if (m->config->n_skipped > 0)
                        snprintf(skipped, sizeof(skipped), ", %zu file%s with errors skipped",
                                 m->config->n_skipped, m->config->n_skipped == 1 ? "" : "s");
                k = asprintf(&s, "Ready: %zu app%s configured%s%s%s", m->config->n_apps,
                             m->config->n_apps == 1 ? "" : "s", skipped, login, reload);
        }
        return k < 0 ? NULL : s;
}

void manager_notify(Manager *m, const char *extra) {
        _cleanup_free_ char *status = manager_status_text(m), *msg = NULL;

        if (asprintf(&msg, "%s%sSTATUS=%s", extra ? extra : "", extra ? "\n" : "", status ? status : "") < 0)
                return;
        (void) sd_notify(false, msg);
}

void manager_check_exit(Manager *m) {
        if (m->stopping && jobs_idle(m->jobs))
                (void) sd_event_exit(m->event, 0);
}

size_t manager_cancel(Manager *m, uint64_t id) {
        size_t n = jobs_cancel(m->jobs, id);

        if (id == 0 && m->login.state == LOGIN_PENDING) {
                m->login.timer = sd_event_source_disable_unref(m->login.timer);
                m->login.state = LOGIN_CANCELLED;
                n++;
        }
        return n;
}

size_t manager_abandoned(const Manager *m) {
        return m->jobs->n_abandoned;
}

/* ---- what the queue tells (jobs.h) ---- */

static void on_jobs_notify(void *userdata) {
        manager_notify(userdata, NULL);
}

static void on_jobs_check_exit(void *userdata) {
        manager_check_exit(userdata);
}

/* Through the manager rather than to the watcher itself: a reload with LaunchWarm=no frees the
 * watcher while warms it queued may still wait in the queue. */
static void on_jobs_launch_done(const JobOutcome *o, void *userdata) {
        Manager *m = userdata;

        launch_watcher_warm_done(m->launch, o);
}

static void on_jobs_login_finished(const Job *j, void *userdata) {
        Manager *m = userdata;

        login_warm_finished(&m->login, j->result, j->plan, j->end_usec - j->start_usec);
}

static void on_jobs_login_cancelled(void *userdata) {
        Manager *m = userdata;

        m->login.state = LOGIN_CANCELLED;
}

static const JobsHooks jobs_hooks = {
        .notify = on_jobs_notify,
        .check_exit = on_jobs_check_exit,
        .launch_done = on_jobs_launch_done,
        .login_finished = on_jobs_login_finished,
        .login_cancelled = on_jobs_login_cancelled,
};

/* ---- login warm ---- */

static bool has_learned_profile(const char *name, void *userdata) {
        char **dirs = userdata;
        Profile *p = NULL;

        if (profile_find(name, (const char *const *) dirs, &p, NULL, NULL, NULL) < 0)
                return false;
        profile_free(p);
        return true;
}

static int on_login_timer(sd_event_source *s, uint64_t usec, void *userdata) {
        Manager *m = userdata;
        _cleanup_free_ const char **ids = NULL;
        _cleanup_free_ char *usage_path = NULL;
        char **dirs = NULL;
        Usage *u = NULL;
        double pressure = 0;
        size_t n = 0;
        int r;

        m->login.timer = sd_event_source_disable_unref(m->login.timer);
        /* The user's own usage, when there is some: a broken file only costs the learned part. */
        if (m->config->daemon.login_learned && usage_path_default(&usage_path) >= 0) {
                unsigned line = 0;
                const char *reason = NULL;
                r = usage_load(usage_path, &u, &line, &reason);
                if (r < 0)
                        log_warning("%s:%u: %s, ignoring", usage_path, line, reason ? reason : strerror(-r));
        }
        bool under_pressure = login_memory_pressure(NULL, &pressure) >= 0 && pressure >= LOGIN_PRESSURE_MAX;
        if (under_pressure)
                log_info("login warm: memory pressure %.1f%%, learned applications left out", pressure);
        (void) profile_dirs_default(&dirs);
        r = dirs ? login_targets(m->config, u, now_usec(CLOCK_REALTIME), under_pressure, has_learned_profile, dirs,
                                 &ids, &n)
                 : -ENOMEM;
        if (r < 0)
                goto fail;
        if (n == 0) {
                m->login.state = LOGIN_DONE;
                manager_notify(m, NULL);
                goto finish;
        }
        /* A background warm: IOPriority= applies (job_new). Names resolve as a Warm's do: an
         * application, else a program, else a learned profile. */
        m->login.state = LOGIN_QUEUED;
        strv_free_n(m->login.targets, m->login.n_targets);
        m->login.targets = NULL;
        m->login.n_targets = 0;
        if (strv_copy((char *const *) ids, n, &m->login.targets, &m->login.n_targets) < 0)
                m->login.n_targets = 0;
        log_info("login warm: %zu application%s", n, n == 1 ? "" : "s");
        r = jobs_enqueue_warm(m->jobs, m->config, (char *const *) ids, n, RESOLVE_AUTO, true);
        if (r < 0)
                goto fail;
        goto finish;
fail:
        log_error("login warm: %s", strerror(-r));
        m->login.state = LOGIN_CANCELLED;
        manager_notify(m, NULL);
finish:
        usage_free(u);
        profile_dirs_free(dirs);
        return 0;
}

/* Whether the user has launched anything we counted (the usage file has an application). */
static bool usage_exists(void) {
        _cleanup_free_ char *path = NULL;
        Usage *u = NULL;
        bool any;

        if (usage_path_default(&path) < 0 || usage_load(path, &u, NULL, NULL) < 0)
                return false;
        any = u->n_apps > 0;
        usage_free(u);
        return any;
}

static int manager_arm_login(Manager *m, bool no_login_warm) {
        int r;

        if (no_login_warm) {
                m->login.state = LOGIN_DISABLED;
                return 0;
        }
        /* Learned applications may be added when the timer fires: with LoginLearned=yes and some
         * usage of the user's, it is armed even without a Trigger=login application. */
        if (login_apps_configured(m->config) == 0 && !(m->config->daemon.login_learned && usage_exists())) {
                m->login.state = LOGIN_NONE;
                return 0;
        }
        m->login.due_usec = now_usec(CLOCK_MONOTONIC) + m->config->daemon.login_delay_usec;
        r = sd_event_add_time(m->event, &m->login.timer, CLOCK_MONOTONIC, m->login.due_usec, 0, on_login_timer,
                              m);
        if (r < 0)
                return r;
        m->login.state = LOGIN_PENDING;
        return 0;
}

/* ---- launches ---- */

/* Follows launches (on) or stops (off): creates or frees m->launch. */
static void manager_launch_watch(Manager *m, bool on) {
        if (!on)
                m->launch = launch_watcher_free(m->launch);
        else if (!m->launch)
                (void) launch_watcher_new(m->config, m->jobs, m->event, &m->launch);
}

/* ---- configuration ---- */

static void log_report(const ConfigReport *r, const Config *c) {
        for (size_t i = 0; i < r->n_messages; i++)
                if (r->messages[i].error)
                        log_error("%s", r->messages[i].text);
                else
                        log_warning("%s", r->messages[i].text);
        for (size_t i = 0; c && i < c->n_skipped; i++)
                log_warning("%s: has errors, skipped", c->skipped[i].path);
}

int manager_reload(Manager *m, ConfigReport *report) {
        Config *c = NULL;
        char buf[64];
        int r;

        snprintf(buf, sizeof(buf), "RELOADING=1\nMONOTONIC_USEC=%" PRIu64, now_usec(CLOCK_MONOTONIC));
        {
                /* The status during the reload is fixed text: the old config still shows otherwise. */
                _cleanup_free_ char *msg = NULL;
                if (asprintf(&msg, "%s\nSTATUS=Reloading configuration", buf) >= 0)
                        (void) sd_notify(false, msg);
        }

        r = config_load((const char *const *) m->config_dirs, m->n_config_dirs, &c, report);
        log_report(report, r >= 0 ? c : NULL);
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
                /* The watcher maps launches with the configuration in force. */
                launch_watcher_set_config(m->launch, c);
                manager_launch_watch(m, c->daemon.launch_warm);
                free(m->reload_error);
                m->reload_error = NULL;
                log_info("Configuration reloaded: %zu apps", c->n_apps);
        }
        manager_notify(m, "READY=1");
        return r;
}

/* ---- signals and setup ---- */

static int on_sigterm(sd_event_source *s, const struct signalfd_siginfo *si, void *userdata) {
        Manager *m = userdata;

        if (m->stopping)
                return 0;
        log_info("Received %s, stopping", si->ssi_signo == SIGINT ? "SIGINT" : "SIGTERM");
        m->stopping = true;
        jobs_stop(m->jobs);
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
        log_report(ret_report, r >= 0 ? m->config : NULL);
        if (r < 0)
                goto fail;

        r = sd_event_new(&m->event);
        if (r < 0)
                goto fail;
        r = jobs_new(m->event, &jobs_hooks, m, &m->jobs);
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
        r = control_new(m->event, fd, m->uid, opts->vtable, m, &m->control);
        if (r < 0)
                goto fail;

        r = manager_arm_login(m, opts->no_login_warm);
        if (r >= 0)
                manager_launch_watch(m, m->config->daemon.launch_warm);
        if (r < 0)
                goto fail;

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
        manager_launch_watch(m, false);
        m->jobs = jobs_free(m->jobs);
        m->control = control_free(m->control);
        if (m->socket_path)
                (void) unlink(m->socket_path);
        free(m->socket_path);
        login_warm_done(&m->login);
        m->sigterm_source = sd_event_source_disable_unref(m->sigterm_source);
        m->sigint_source = sd_event_source_disable_unref(m->sigint_source);
        m->sighup_source = sd_event_source_disable_unref(m->sighup_source);
        sd_event_unref(m->event);
        config_free(m->config);
        strv_free_n(m->config_dirs, m->n_config_dirs);
        free(m->reload_error);
        free(m);
        return NULL;
}
