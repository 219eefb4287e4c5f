/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadd's control methods: parameters checked, targets resolved (resolve.h), jobs made. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "build-config.h"
#include "jobs.h"
#include "json-util.h"
#include "launch.h"
#include "log.h"
#include "login.h"
#include "macro.h"
#include "manager.h"
#include "methods.h"
#include "protocol.h"
#include "time-util.h"
#include "resolve.h"

static int reply_simple_error(ControlConnection *c, const char *error, const char *key, const char *value) {
        json_object *p = json_object_new_object();
        int r;

        if (key)
                json_object_object_add(p, key, json_object_new_string(value));
        r = control_connection_reply_error(c, error, p);
        json_object_put(p);
        return r;
}

static ResolveKind resolve_kind_from_params(WarmTargetKind k) {
        return k == WARM_TARGET_APP ? RESOLVE_APP : k == WARM_TARGET_PROGRAM ? RESOLVE_PROGRAM : RESOLVE_AUTO;
}

/*
 * Checks the targets of a call as far as that needs no file-system access (resolve_target_kind_offline):
 * the event loop must not wait for a file system that may never answer, so paths and names found
 * in PATH or among profiles are looked up by a worker (job_check). Replies and returns <0 when a
 * target is refused; returns 1 with what the first target is when all were told apart here, 0
 * when a worker has to look.
 */
static int check_targets(Manager *m, ControlConnection *c, const char *const *targets, size_t n, ResolveKind want,
                         ResolveKind *ret_first) {
        int all = 1;

        for (size_t i = 0; i < n; i++) {
                const char *t = targets[i], *reason = NULL;
                ResolveKind kind;
                json_object *p;
                int r;

                r = resolve_target_kind_offline(t, m->config, want, &kind, &reason);
                if (r == -EAGAIN) {
                        all = 0;
                        continue;
                }
                if (r >= 0) {
                        if (i == 0)
                                *ret_first = kind;
                        continue;
                }
                if (want == RESOLVE_APP && r == RESOLVE_ERROR_UNKNOWN) {
                        (void) reply_simple_error(c, PROTOCOL_ERROR_NO_SUCH_APP, "app", t);
                        return r;
                }
                p = json_object_new_object();
                json_object_object_add(p, "target", json_object_new_string(t));
                json_object_object_add(p, "path", json_object_new_string(t));
                json_object_object_add(p, "reason", json_object_new_string(reason ? reason : strerror(-r)));
                json_object_object_add(p, "errno", json_object_new_int(-r));
                (void) control_connection_reply_error(c, PROTOCOL_ERROR_PLAN_FAILED, p);
                json_object_put(p);
                return r;
        }
        return all;
}

static int reply_launch_warm(ControlConnection *c, uint64_t id, const char *target, int64_t held_usec) {
        json_object *p = json_object_new_object();
        int r;

        json_object_object_add(p, "launch_warm", json_object_new_int64((int64_t) id));
        if (target)
                json_object_object_add(p, "target", json_object_new_string(target));
        json_object_object_add(p, "held_usec", held_usec >= 0 ? json_object_new_int64(held_usec) : NULL);
        r = control_connection_reply(c, p);
        json_object_put(p);
        return r;
}

/* A launcher waiting for its held warm. */
typedef struct HeldCall {
        ControlConnection *c;
        char *target;
} HeldCall;

static HeldCall *held_call_free(HeldCall *h) {
        if (!h)
                return NULL;
        control_connection_unref(h->c);
        free(h->target);
        free(h);
        return NULL;
}

/* The launcher of a held warm may go (launch_warmer_wait()). */
static void on_launch_released(uint64_t id, uint64_t held_usec, void *userdata) {
        HeldCall *h = userdata;

        (void) reply_launch_warm(h->c, id, h->target, (int64_t) held_usec);
        held_call_free(h);
}

/*
 * A program or application about to start (preloadctl run): its prepared learned profile, at once,
 * as at a launch (launch.c); held as a unit's launch would be, but by the reply: the launcher
 * waits for it. 1 when c has its answer (or will have it), 0 when target has no prepared profile.
 */
static int warm_prepared(Manager *m, ControlConnection *c, const char *target, bool hold) {
        uint64_t launch_id;

        if (launch_watcher_warm_prepared(m->launch, target, &launch_id) <= 0)
                return 0;
        if (hold) {
                HeldCall *h = calloc(1, sizeof(*h));
                if (h && (h->target = strdup(target))) {
                        h->c = control_connection_ref(c);
                        if (launch_watcher_wait(m->launch, launch_id, on_launch_released, h) > 0)
                                return 1;
                }
                held_call_free(h);
        }
        (void) reply_launch_warm(c, launch_id, target, hold ? 0 : -1);
        return 1;
}

/* A "known" warm's program mapped (job_new_known()): what it maps to goes the way it would named
 * outright, its prepared profile first. */
static int on_known_checked(Job *j, void *userdata) {
        Manager *m = userdata;

        /* its caller, the one waiter of a Warm without "wait" */
        if (j->n_waiters != 1)
                return 0;
        return warm_prepared(m, j->waiters[0], j->targets[0], j->hold);
}

static int method_warm(ControlConnection *c, json_object *parameters, void *userdata) {
        Manager *m = userdata;
        const char *bad = NULL;
        ResolveKind want, first = RESOLVE_AUTO;
        WarmParams w;
        Job *j = NULL;
        bool prepared_first;
        int checked, r;

        if (protocol_warm_params_parse(parameters, &w, &bad) < 0)
                return control_connection_reply_invalid_parameter(c, bad);
        if (m->stopping)
                return reply_simple_error(c, PROTOCOL_ERROR_SHUTTING_DOWN, NULL, NULL);
        want = resolve_kind_from_params(w.kind);
        checked = check_targets(m, c, w.targets, w.n_targets, want, &first);
        if (checked < 0)
                return 0;
        /* A program or application about to start, not waited for: its prepared profile, if any.
         * A known program's is looked for once a worker has mapped it (on_known_checked()). */
        prepared_first = !w.wait && !w.strategy && w.n_targets == 1;
        if (prepared_first && !w.known && warm_prepared(m, c, w.targets[0], w.hold) > 0)
                return 0;
        /* A known program may need no room in the queue (skipped, or its prepared profile): its
         * check asks for it (job_checked()). */
        if (!w.known && m->jobs->n_queued >= JOBS_QUEUE_MAX)
                return reply_simple_error(c, PROTOCOL_ERROR_TOO_MANY_JOBS, NULL, NULL);

        if (w.known)
                r = job_new_known(m->jobs, m->config, w.target, &j);
        else
                r = job_new(m->jobs, m->config, JOB_WARM, (char *const *) w.targets, w.n_targets, want, false, &j);
        if (r < 0)
                return r;
        j->resolved = first;
        if (w.strategy && engine_strategy_from_string(w.strategy, &j->options.strategy) < 0) {
                job_free(j);
                return control_connection_reply_invalid_parameter(c, "strategy");
        }
        if (w.known && prepared_first) {
                j->hold = w.hold;
                j->checked = on_known_checked;
                j->checked_userdata = m;
        }
        if (w.wait || !checked)
                r = job_add_waiter(j, c);
        if (r < 0) {
                job_free(j);
                return r;
        }
        if (!checked) {
                /* The caller hears from the worker: a refused target, or the job's id. */
                j->reply_when_checked = !w.wait;
                r = jobs_check(m->jobs, j);
                if (r < 0) {
                        job_free(j);
                        return reply_simple_error(c, PROTOCOL_ERROR_TOO_MANY_JOBS, NULL, NULL);
                }
                return 0;
        }
        r = jobs_enqueue(m->jobs, j);
        if (r < 0) {
                job_free(j);
                return reply_simple_error(c, PROTOCOL_ERROR_TOO_MANY_JOBS, NULL, NULL);
        }
        if (!w.wait) {
                json_object *p = json_object_new_object();
                json_object_object_add(p, "job", json_object_new_int64((int64_t) j->id));
                json_object_object_add(p, "target", json_object_new_string(j->target));
                json_object_object_add(p, "targets", json_new_strv(j->targets, j->n_targets));
                r = control_connection_reply(c, p);
                json_object_put(p);
                return r;
        }
        return 0;
}

/* Residency of targets: looking them up and planning touch the file system, so it runs in a thread. */
static int status_of_targets(Manager *m, ControlConnection *c, const TargetParams *t) {
        ResolveKind want = resolve_kind_from_params(t->kind), first = RESOLVE_AUTO;
        Job *j = NULL;
        int r;

        if (m->stopping)
                return reply_simple_error(c, PROTOCOL_ERROR_SHUTTING_DOWN, NULL, NULL);
        if (check_targets(m, c, t->targets, t->n_targets, want, &first) < 0)
                return 0;
        if (m->jobs->n_queries >= JOBS_QUERIES_MAX)
                return reply_simple_error(c, PROTOCOL_ERROR_TOO_MANY_JOBS, NULL, NULL);
        r = job_new(m->jobs, m->config, JOB_RESIDENCY, (char *const *) t->targets, t->n_targets, want, false, &j);
        if (r < 0)
                return r;
        j->resolved = first;
        r = job_add_waiter(j, c);
        if (r >= 0)
                r = jobs_query(m->jobs, j);
        if (r < 0)
                job_free(j);
        return r;
}

static int method_status(ControlConnection *c, json_object *parameters, void *userdata) {
        Manager *m = userdata;
        const char *bad = NULL;
        TargetParams t;
        json_object *p, *jobs, *login, *o = NULL;
        _cleanup_free_ char *status = NULL;
        int r;

        if (protocol_status_params_parse(parameters, &t, &bad) < 0)
                return control_connection_reply_invalid_parameter(c, bad);
        if (t.target)
                return status_of_targets(m, c, &t);

        p = json_object_new_object();
        json_object_object_add(p, "version", json_object_new_string(PACKAGE_VERSION));
        json_object_object_add(p, "pid", json_object_new_int((int) getpid()));
        json_object_object_add(p, "state", json_object_new_string(m->jobs->running ? "warming" : "idle"));
        status = manager_status_text(m);
        json_object_object_add(p, "status_text", json_object_new_string(status ? status : ""));
        json_object_object_add(p, "apps", json_object_new_int64((int64_t) m->config->n_apps));
        json_object_object_add(p, "login_apps", json_object_new_int64((int64_t) login_apps_configured(m->config)));
        if (daemon_config_to_json(&m->config->daemon, &o) >= 0)
                json_object_object_add(p, "daemon", o);
        json_object_object_add(p, "reload_error", m->reload_error ? json_object_new_string(m->reload_error) : NULL);
        json_object_object_add(p, "launches", launch_watcher_to_json(m->launch));

        login = json_object_new_object();
        json_object_object_add(login, "state", json_object_new_string(login_state_to_string(m->login.state)));
        if (m->login.state == LOGIN_PENDING) {
                uint64_t n = now_usec(CLOCK_MONOTONIC);
                json_object_object_add(login, "due_in_usec",
                                       json_object_new_int64((int64_t) (m->login.due_usec > n ? m->login.due_usec - n : 0)));
        }
        json_object_object_add(login, "summary", m->login.summary ? json_object_new_string(m->login.summary) : NULL);
        json_object_object_add(login, "targets", json_new_strv(m->login.targets, m->login.n_targets));
        json_object_object_add(login, "result", json_object_get(m->login.result));
        json_object_object_add(p, "login", login);

        jobs = json_object_new_array();
        if (m->jobs->running)
                json_object_array_add(jobs, job_to_json(m->jobs->running));
        for (Job *q = m->jobs->queue; q; q = q->next)
                json_object_array_add(jobs, job_to_json(q));
        json_object_object_add(p, "jobs", jobs);

        r = control_connection_reply(c, p);
        json_object_put(p);
        return r;
}

static int method_list(ControlConnection *c, json_object *parameters, void *userdata) {
        Manager *m = userdata;
        const char *bad = NULL;
        json_object *p, *o = NULL;
        int r;

        if (protocol_empty_params_parse(parameters, &bad) < 0)
                return control_connection_reply_invalid_parameter(c, bad);
        p = json_object_new_object();
        if (!p || config_to_json(m->config, p) < 0) {
                json_object_put(p);
                return -ENOMEM;
        }
        if (daemon_config_to_json(&m->config->daemon, &o) >= 0)
                json_object_object_add(p, "daemon", o);
        json_object_object_add(p, "config_dirs", json_new_strv(m->config_dirs, m->n_config_dirs));
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
        json_object_object_add(p, "errors", json_new_strv(report.errors, report.n_errors));
        json_object_object_add(p, "warnings", json_new_strv(report.warnings, report.n_warnings));
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

static int method_forget(ControlConnection *c, json_object *parameters, void *userdata) {
        Manager *m = userdata;
        const char *bad = NULL;
        ForgetParams f;
        json_object *p, *a;
        int r;

        if (protocol_forget_params_parse(parameters, &f, &bad) < 0)
                return control_connection_reply_invalid_parameter(c, bad);
        a = json_object_new_array();
        if (f.all) {
                _cleanup_free_ char *path = NULL;
                size_t n = 0;
                bool usage = false;
                r = launch_forget_all(m->launch, &n, &usage, &path);
                json_object_array_add(a, forget_all_to_json(n, usage, r, path));
                log_info("Forgot every application at a client's request: %zu profiles%s%s", n,
                         usage ? " and the usage file" : "", r < 0 ? ", not all" : "");
        } else
                for (size_t i = 0; i < f.n_apps; i++) {
                        _cleanup_free_ char *path = NULL;
                        const char *reason = NULL;
                        unsigned line = 0;
                        Forgotten g;
                        r = launch_forget(m->launch, f.apps[i], &g, &path, &line, &reason);
                        json_object_array_add(a, forget_to_json(f.apps[i], &g, r, path, line, reason));
                        if (r >= 0 && (g.profile || g.usage))
                                log_info("%s: forgotten at a client's request", f.apps[i]);
                }
        p = json_object_new_object();
        json_object_object_add(p, "forgotten", a);
        r = control_connection_reply(c, p);
        json_object_put(p);
        return r;
}

const ControlVTable methods_vtable = {
        .warm = method_warm,
        .status = method_status,
        .list = method_list,
        .reload = method_reload,
        .cancel = method_cancel,
        .forget = method_forget,
};
