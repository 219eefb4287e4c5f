/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Launch counts from the usage file, beside list's and status's own output. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ctl-usage.h"
#include "ctl.h"
#include "json-util.h"
#include "macro.h"
#include "profile.h"
#include "target.h"
#include "time-util.h"
#include "usage.h"

static Usage *usage_read(void) {
        _cleanup_free_ char *path = NULL;
        unsigned line = 0;
        const char *reason = NULL;
        Usage *u = NULL;
        int r;

        if (usage_path_default(&path) < 0)
                return NULL;
        r = usage_load(path, &u, &line, &reason);
        if (r == -ENOENT)
                return NULL;
        if (r < 0) {
                /* A broken file costs the columns, not the verb. */
                if (line > 0)
                        ctl_warn("%s:%u: %s, launch counts not shown", path, line, reason ? reason : strerror(-r));
                else
                        ctl_warn("%s: %s, launch counts not shown", path, reason ? reason : strerror(-r));
                return NULL;
        }
        return u;
}

static json_object *usage_app_json(const UsageApp *a, uint64_t now) {
        json_object *o = json_object_new_object();

        if (!o || json_add(o, "name", json_object_new_string(a->name)) < 0 ||
            json_add(o, "launches", json_object_new_int64((int64_t) a->launches)) < 0 ||
            json_add(o, "last_launch_usec", json_object_new_int64((int64_t) a->last_usec)) < 0 ||
            json_add_nullable(o, "after_login_usec", json_object_new_int64((int64_t) a->after_login_usec),
                              a->after_login_usec > 0) < 0 ||
            json_add(o, "score", json_object_new_double((double) usage_score_milli(a, now) / 1000.0)) < 0 ||
            json_add_string_or_null(o, "unit_id", a->unit_id) < 0) {
                json_object_put(o);
                return NULL;
        }
        return o;
}

void ctl_usage_add_to_list(json_object *list) {
        Usage *u = usage_read();
        json_object *apps = NULL, *learned;
        uint64_t now = now_usec(CLOCK_REALTIME);
        size_t *rank;
        bool *named;

        if (!u)
                return;
        named = calloc(MAX(u->n_apps, (size_t) 1), sizeof(bool));
        rank = calloc(MAX(u->n_apps, (size_t) 1), sizeof(size_t));
        learned = json_object_new_array();
        if (!named || !rank || !learned) {
                free(named);
                free(rank);
                json_object_put(learned);
                usage_free(u);
                return;
        }
        if (json_object_object_get_ex(list, "apps", &apps) && json_object_is_type(apps, json_type_array))
                for (size_t i = 0; i < json_object_array_length(apps); i++) {
                        json_object *a = json_object_array_get_idx(apps, i);
                        const char *id = ctl_json_string(a, "id");
                        const UsageApp *ua = id ? usage_find(u, id) : NULL;
                        if (!ua)
                                continue;
                        named[ua - u->apps] = true;
                        json_object_object_add(a, "usage", usage_app_json(ua, now));
                }
        /* By score, as the login warm ranks them: the order of u->apps is the file's. */
        usage_rank(u, now, rank);
        for (size_t n = 0; n < u->n_apps; n++)
                if (!named[rank[n]])
                        json_object_array_add(learned, usage_app_json(&u->apps[rank[n]], now));
        json_object_object_add(list, "learned", learned);
        free(rank);
        free(named);
        usage_free(u);
}

static const UsageApp *usage_of_target(const Usage *u, const char *target) {
        _cleanup_free_ char *program = NULL, *name = NULL;
        const char *base = strrchr(target, '/');
        const UsageApp *a = usage_find(u, target);

        if (!a && base)
                a = usage_find(u, base + 1);
        /* A program is counted under its profile name: vim under vim.basic, where vim leads. */
        if (!a && (program = target_program_path(target, getenv("PATH"))) &&
            profile_name_from_program(program, &name) >= 0)
                a = usage_find(u, name);
        return a;
}

void ctl_usage_add_to_status(json_object *status) {
        Usage *u;
        json_object *all;
        uint64_t now = now_usec(CLOCK_REALTIME);

        if (!json_object_object_get_ex(status, "residency", &all) || !json_object_is_type(all, json_type_array))
                return;
        u = usage_read();
        if (!u)
                return;
        for (size_t i = 0; i < json_object_array_length(all); i++) {
                json_object *e = json_object_array_get_idx(all, i);
                const char *t = ctl_json_string(e, "target");
                const UsageApp *a = t ? usage_of_target(u, t) : NULL;
                if (a)
                        json_object_object_add(e, "usage", usage_app_json(a, now));
        }
        usage_free(u);
}

static const char *ago(uint64_t then, uint64_t now, char *buf, size_t size) {
        uint64_t s = now > then ? (now - then) / 1000000 : 0;

        if (s < 120)
                snprintf(buf, size, "%" PRIu64 " s ago", s);
        else if (s < 2 * 3600)
                snprintf(buf, size, "%" PRIu64 " min ago", s / 60);
        else if (s < 2 * 86400)
                snprintf(buf, size, "%" PRIu64 " h ago", s / 3600);
        else
                snprintf(buf, size, "%" PRIu64 " days ago", s / 86400);
        return buf;
}

const char *ctl_usage_describe(json_object *u, char *buf, size_t size) {
        json_object *s;
        char when[32];
        int64_t n;

        if (!u)
                return NULL;
        n = ctl_json_int(u, "launches");
        int k = snprintf(buf, size, "launched %" PRId64 " time%s, last %s, score %.2f", n, n == 1 ? "" : "s",
                         ago((uint64_t) ctl_json_int(u, "last_launch_usec"), now_usec(CLOCK_REALTIME), when, sizeof(when)),
                         json_object_object_get_ex(u, "score", &s) ? json_object_get_double(s) : 0.0);
        if (k > 0 && (size_t) k < size && ctl_json_int(u, "after_login_usec") > 0)
                snprintf(buf + k, size - (size_t) k, ", %.0f s after login on average",
                         (double) ctl_json_int(u, "after_login_usec") / 1e6);
        return buf;
}
