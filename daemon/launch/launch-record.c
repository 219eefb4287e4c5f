/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The last launch of each application, as the launch watcher keeps it for Status. */
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "launch-internal.h"

LaunchRecord *launch_record_free(LaunchRecord *r) {
        if (!r)
                return NULL;
        free(r->app);
        free(r->unit);
        free(r->unit_app_id);
        free(r->program);
        free(r->profile_path);
        free(r->error);
        free(r->skipped);
        free(r);
        return NULL;
}

LaunchRecord *launch_record_get(LaunchWatcher *w, const char *app) {
        LaunchRecord *r;
        size_t oldest = 0;

        for (size_t i = 0; i < w->n_records; i++)
                if (strcmp(w->records[i]->app, app) == 0)
                        return w->records[i];
        r = calloc(1, sizeof(*r));
        if (!r || !(r->app = strdup(app)))
                return launch_record_free(r);
        if (w->n_records < LAUNCH_RECORDS_MAX) {
                w->records[w->n_records++] = r;
                return r;
        }
        for (size_t i = 1; i < w->n_records; i++)
                if (w->records[i]->time_usec < w->records[oldest]->time_usec)
                        oldest = i;
        launch_record_free(w->records[oldest]);
        w->records[oldest] = r;
        return r;
}

static bool base_is(const char *path, const char *name) {
        const char *b = path ? strrchr(path, '/') : NULL;
        return b && strcmp(b + 1, name) == 0;
}

void launch_record_forget(LaunchWatcher *w, const char *name) {
        size_t n = 0;

        /* However it was named: by the application, its program, or the program's file (vim runs
         * vim.basic, learned under that name). */
        for (size_t i = 0; i < w->n_records; i++) {
                LaunchRecord *r = w->records[i];
                if (!name || strcmp(r->app, name) == 0 || base_is(r->app, name) || base_is(r->program, name))
                        launch_record_free(r);
                else
                        w->records[n++] = r;
        }
        w->n_records = n;
}

static json_object *str_or_null(const char *s) {
        return s ? json_object_new_string(s) : NULL;
}

json_object *launch_record_to_json(const LaunchRecord *r) {
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
        json_object_object_add(o, "prepared", json_object_new_boolean(r->warm.prepared));
        /* Why it was held, raced or not warmed: the decision, the device's model, the predictions. */
        {
                json_object *d = NULL;
                if (!r->warm.judged || warm_decision_to_json(&r->warm.decision, &d) < 0)
                        d = NULL;
                json_object_object_add(o, "decision", d);
        }
        json_object_object_add(o, "requests", json_object_new_int64((int64_t) r->warm.requests));
        json_object_object_add(o, "start_usec", json_object_new_int64((int64_t) r->warm.start_usec));
        json_object_object_add(o, "first_read_usec", json_object_new_int64((int64_t) r->warm.first_read_usec));
        json_object_object_add(o, "cached_usec", json_object_new_int64((int64_t) r->warm.cached_usec));
        json_object_object_add(o, "held", json_object_new_boolean(r->warm.held));
        json_object_object_add(o, "hold_usec", json_object_new_int64((int64_t) r->warm.hold_usec));
        json_object_object_add(o, "hold_error", r->warm.hold_error ? json_object_new_string(strerror(-r->warm.hold_error)) : NULL);
        json_object_object_add(o, "cpu_usec", json_object_new_int64((int64_t) r->warm.cpu_usec));
        json_object_object_add(o, "metadata_route", r->warm.meta_route == WARM_META_SKIPPED ? NULL :
                               json_object_new_string(r->warm.meta_route == WARM_META_ROOT ? "root" : "helper"));
        json_object_object_add(o, "metadata_requests", json_object_new_int64((int64_t) r->warm.meta_requests));
        json_object_object_add(o, "metadata_usec", json_object_new_int64((int64_t) r->warm.meta_usec));
        json_object_object_add(o, "majflt", r->have_majflt ? json_object_new_int64((int64_t) r->majflt) : NULL);
        return o;
}
