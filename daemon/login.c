/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The login warm: its targets (configured login applications, then the most used learned ones)
 * and its state, from pending to done. */
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "format.h"
#include "login.h"
#include "macro.h"
#include "strv.h"

static int app_priority_compare(const void *a, const void *b) {
        const AppConfig *x = *(const AppConfig *const *) a, *y = *(const AppConfig *const *) b;

        if (x->priority != y->priority)
                return x->priority > y->priority ? -1 : 1;
        return strcmp(x->id, y->id);
}

static bool listed(const char **v, size_t n, const char *s) {
        for (size_t i = 0; i < n; i++)
                if (strcmp(v[i], s) == 0)
                        return true;
        return false;
}

int login_targets(const Config *c, const Usage *u, uint64_t now_usec, bool under_pressure,
                  LoginHasProfileFn has_profile, void *userdata, const char ***ret, size_t *ret_n) {
        size_t n_usage = u ? u->n_apps : 0, n = 0, learned = 0;
        _cleanup_free_ const AppConfig **apps = calloc(c->n_apps + 1, sizeof(AppConfig *));
        _cleanup_free_ size_t *order = calloc(n_usage + 1, sizeof(size_t));
        const char **v = calloc(c->n_apps + MIN(n_usage, (size_t) LOGIN_LEARNED_MAX) + 1, sizeof(char *));

        if (!apps || !order || !v) {
                free(v);
                return -ENOMEM;
        }
        size_t n_login = 0;
        for (size_t i = 0; i < c->n_apps; i++)
                if (c->apps[i].trigger == APP_TRIGGER_LOGIN)
                        apps[n_login++] = &c->apps[i];
        /* Highest priority first: the memory budget trims the end of the plan. */
        qsort(apps, n_login, sizeof(AppConfig *), app_priority_compare);
        for (size_t i = 0; i < n_login; i++)
                v[n++] = apps[i]->id;

        if (c->daemon.login_learned && !under_pressure && n_usage > 0) {
                usage_rank(u, now_usec, order);
                for (size_t i = 0; i < n_usage && learned < LOGIN_LEARNED_MAX; i++) {
                        const char *name = u->apps[order[i]].name;
                        if (listed(v, n, name) || !has_profile(name, userdata))
                                continue;
                        v[n++] = name;
                        learned++;
                }
        }
        *ret = v;
        *ret_n = n;
        return 0;
}

int login_memory_pressure(const char *path, double *ret) {
        char buf[512];
        int r = read_small_file_at(AT_FDCWD, path ? path : "/proc/pressure/memory", buf, sizeof(buf));
        if (r < 0)
                return r;
        const char *s = strstr(buf, "some avg10=");
        if (!s)
                return -EBADMSG;
        char *end;
        double v = strtod(s + 11, &end);
        if (end == s + 11 || v < 0)
                return -EBADMSG;
        *ret = v;
        return 0;
}

/* ---- the login warm's state ---- */

static const char *const login_state_names[_LOGIN_STATE_MAX] = {
        [LOGIN_NONE] = "none",       [LOGIN_DISABLED] = "disabled", [LOGIN_PENDING] = "pending",
        [LOGIN_QUEUED] = "running",  [LOGIN_DONE] = "done",         [LOGIN_CANCELLED] = "cancelled",
};

const char *login_state_to_string(LoginState s) {
        return s < _LOGIN_STATE_MAX ? login_state_names[s] : NULL;
}

size_t login_apps_configured(const Config *c) {
        size_t n = 0;

        for (size_t i = 0; i < c->n_apps; i++)
                n += c->apps[i].trigger == APP_TRIGGER_LOGIN;
        return n;
}

/* Keeps the totals and the budget of the warm's result (warm_result_to_json(), which is released). */
static void login_warm_keep_result(LoginWarm *l, json_object *warm) {
        static const char *const keys[] = { "planned_bytes", "scheduled_bytes", "bytes", "files_warmed", "files_failed",
                                            "errors", "budget", "profiles" };
        json_object *o = json_object_new_object(), *v;

        for (size_t i = 0; o && i < ELEMENTSOF(keys); i++)
                if (json_object_object_get_ex(warm, keys[i], &v))
                        json_object_object_add(o, keys[i], json_object_get(v));
        json_object_put(warm);
        json_object_put(l->result);
        l->result = o;
}

void login_warm_finished(LoginWarm *l, const WarmResult *result, const WarmPlan *plan, uint64_t usec) {
        const EngineResult *e = result ? result->engine : NULL;
        char b[FORMAT_BYTES_MAX];
        json_object *o = NULL;

        l->state = e && e->cancelled ? LOGIN_CANCELLED : LOGIN_DONE;
        free(l->summary);
        l->summary = NULL;
        if (e && asprintf(&l->summary, "%s in %.1fs", format_bytes(e->bytes, b), (double) usec / 1e6) < 0)
                l->summary = NULL;
        if (result && warm_result_to_json(result, plan, &o) >= 0)
                login_warm_keep_result(l, o);
}

void login_warm_done(LoginWarm *l) {
        l->timer = sd_event_source_disable_unref(l->timer);
        free(l->summary);
        l->summary = NULL;
        strv_free_n(l->targets, l->n_targets);
        l->targets = NULL;
        l->n_targets = 0;
        json_object_put(l->result);
        l->result = NULL;
}
