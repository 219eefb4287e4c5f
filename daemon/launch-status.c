/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The launch watcher's part of Status: the last launch of each application. */
#include <json-c/json.h>
#include <string.h>

#include "launch-internal.h"

static json_object *str_or_null(const char *s) {
        return s ? json_object_new_string(s) : NULL;
}

static json_object *launch_record_to_json(const LaunchRecord *r) {
        json_object *o = json_object_new_object();

        if (!o)
                return NULL;
        json_object_object_add(o, "app", json_object_new_string(r->app));
        json_object_object_add(o, "kind", json_object_new_string(r->kind ? r->kind : "app"));
        json_object_object_add(o, "unit", str_or_null(r->unit));
        json_object_object_add(o, "unit_app_id", str_or_null(r->unit_app_id));
        json_object_object_add(o, "program", str_or_null(r->program));
        json_object_object_add(o, "pid", r->pid > 0 ? json_object_new_int((int) r->pid) : NULL);
        json_object_object_add(o, "time_usec", json_object_new_int64((int64_t) r->time_usec));
        json_object_object_add(o, "launches", json_object_new_int64((int64_t) r->launches));
        json_object_object_add(o, "job", r->job_id ? json_object_new_int64((int64_t) r->job_id) : NULL);
        json_object_object_add(o, "state", str_or_null(r->state));
        /* Known once the warm has planned: until then null. */
        json_object_object_add(o, "plan_source",
                               r->in_flight || !r->state || strcmp(r->state, "done") != 0
                                       ? NULL
                                       : json_object_new_string(r->profile_path ? "profile" : "static"));
        json_object_object_add(o, "profile", str_or_null(r->profile_path));
        json_object_object_add(o, "plan_bytes", json_object_new_int64((int64_t) r->plan_bytes));
        json_object_object_add(o, "bytes", json_object_new_int64((int64_t) r->bytes));
        json_object_object_add(o, "usec", json_object_new_int64((int64_t) r->usec));
        json_object_object_add(o, "error", str_or_null(r->error));
        json_object_object_add(o, "skipped", str_or_null(r->skipped));
        json_object_object_add(o, "route", json_object_new_string(r->warm_id ? "launch" : "queue"));
        json_object_object_add(o, "prepared", json_object_new_boolean(r->prepared));
        json_object_object_add(o, "slow", json_object_new_boolean(r->slow));
        json_object_object_add(o, "requests", json_object_new_int64((int64_t) r->requests));
        json_object_object_add(o, "first_read_usec", json_object_new_int64((int64_t) r->first_read_usec));
        json_object_object_add(o, "cached_usec", json_object_new_int64((int64_t) r->cached_usec));
        json_object_object_add(o, "held", json_object_new_boolean(r->held));
        json_object_object_add(o, "hold_usec", json_object_new_int64((int64_t) r->hold_usec));
        json_object_object_add(o, "hold_error", r->hold_error ? json_object_new_string(strerror(-r->hold_error)) : NULL);
        json_object_object_add(o, "cpu_usec", json_object_new_int64((int64_t) r->cpu_usec));
        return o;
}

json_object *launch_watcher_to_json(const LaunchWatcher *w) {
        json_object *o = json_object_new_object(), *apps;

        if (!o)
                return NULL;
        json_object_object_add(o, "watching", json_object_new_boolean(w && w->connected));
        json_object_object_add(o, "bus", w ? json_object_new_string(w->bus_kind) : NULL);
        json_object_object_add(o, "error", w ? str_or_null(w->error) : NULL);
        json_object_object_add(o, "units_seen", json_object_new_int64(w ? (int64_t) w->n_units_seen : 0));
        json_object_object_add(o, "warms", json_object_new_int64(w ? (int64_t) w->n_warms : 0));
        json_object_object_add(o, "unmatched", json_object_new_int64(w ? (int64_t) w->n_unmatched : 0));
        apps = json_object_new_array();
        for (size_t i = 0; w && apps && i < w->n_records; i++)
                json_object_array_add(apps, launch_record_to_json(w->records[i]));
        json_object_object_add(o, "apps", apps);
        json_object_object_add(o, "prepared", launch_warmer_to_json(w ? w->warmer : NULL));
        return o;
}
