/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl's renderer of warm's, status's and a failed plan's JSON, and of a warm's progress. */
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <string.h>

#include "ctl-render.h"
#include "ctl-usage.h"
#include "ctl.h"
#include "format.h"
#include "macro.h"
#include "residency.h"

static double mib(uint64_t bytes) {
        return (double) bytes / (1024.0 * 1024.0);
}

static double seconds(uint64_t usec) {
        return (double) usec / 1e6;
}

/* Warnings, missing libraries, profiles (-v): what every result of a plan carries. */
static void render_plan_members(json_object *o) {
        json_object *a, *profiles;

        ctl_json_warn_strings(o, "warnings", ", ignoring");
        if (json_object_object_get_ex(o, "missing", &a) && json_object_is_type(a, json_type_array))
                for (size_t i = 0; i < json_object_array_length(a); i++) {
                        json_object *m = json_object_array_get_idx(a, i);
                        ctl_warn("%s: needed by %s, not found", ctl_json_string(m, "name"),
                                 ctl_json_string(m, "needed_by") ? ctl_json_string(m, "needed_by") : "?");
                }
        if (arg_verbose && json_object_object_get_ex(o, "profiles", &profiles) &&
            json_object_is_type(profiles, json_type_object)) {
                json_object_object_foreach(profiles, target, path)
                        ctl_warn("%s: planned from profile %s", target, json_object_get_string(path));
        }
}

/* Prints each { "target", "path", "reason", "errno" } and returns the exit status of the last. */
static int render_errors(json_object *o) {
        json_object *a;
        int status = CTL_EXIT_OK;

        if (!json_object_object_get_ex(o, "errors", &a) || !json_object_is_type(a, json_type_array))
                return status;
        for (size_t i = 0; i < json_object_array_length(a); i++) {
                json_object *e = json_object_array_get_idx(a, i);
                ctl_warn("%s: %s", ctl_json_string(e, "path"), ctl_json_string(e, "reason"));
                status = ctl_exit_status((int) ctl_json_int(e, "errno"));
        }
        return status;
}

int ctl_render_plan_failed(json_object *params) {
        int status;

        render_plan_members(params);
        status = render_errors(params);
        if (status == CTL_EXIT_OK) {
                /* Only the first error's members (a peer that sent no list). */
                ctl_warn("%s: %s", ctl_json_string(params, "path") ? ctl_json_string(params, "path") : "warm",
                         ctl_json_string(params, "reason") ? ctl_json_string(params, "reason") : "planning failed");
                status = ctl_exit_status((int) ctl_json_int(params, "errno"));
        }
        return status;
}

static void render_budget(json_object *o) {
        json_object *b;
        char b1[FORMAT_BYTES_MAX], b2[FORMAT_BYTES_MAX], b3[FORMAT_BYTES_MAX];

        if (!json_object_object_get_ex(o, "budget", &b))
                return;
        bool refused = ctl_json_bool(b, "refused");
        uint64_t trimmed = (uint64_t) ctl_json_int(b, "trimmed_bytes");
        if (!refused && trimmed == 0)
                return;
        uint64_t total = (uint64_t) ctl_json_int(o, json_object_object_get_ex(o, "scheduled_bytes", NULL)
                                                            ? "scheduled_bytes"
                                                            : "total_bytes");
        json_object *cg = NULL;
        bool memcg = json_object_object_get_ex(b, "cgroup", &cg) && cg;
        ctl_warn("plan needs %s, over the memory budget of %s (%" PRId64 "%% of %s %s): %s %s",
                 format_bytes(total + trimmed, b1), format_bytes((uint64_t) ctl_json_int(b, "bytes"), b2),
                 ctl_json_int(b, "percent"), memcg ? "the memory cgroup's headroom" : "MemAvailable",
                 format_bytes((uint64_t) ctl_json_int(b, "mem_available"), b3),
                 refused ? "refusing to warm," : "dropping the tail of the plan,",
                 refused ? "nothing read" : "keeping its front");
}

static int render_dry_run(json_object *o) {
        json_object *reqs, *files;
        char b1[FORMAT_BYTES_MAX], b2[FORMAT_BYTES_MAX];
        int status = CTL_EXIT_OK;

        render_plan_members(o);
        render_budget(o);
        if (arg_json)
                ctl_print_json(json_object_get(o));
        else {
                /* Offsets exact (they address the file), lengths human-sized; numbers to the right. */
                printf("%12s %8s  %s\n", "OFFSET", "LENGTH", "PATH");
                if (json_object_object_get_ex(o, "requests", &reqs))
                        for (size_t k = 0; k < json_object_array_length(reqs); k++) {
                                json_object *rq = json_object_array_get_idx(reqs, k);
                                printf("%12" PRId64 " %8s  %s\n", ctl_json_int(rq, "offset"),
                                       format_bytes((uint64_t) ctl_json_int(rq, "length"), b1),
                                       ctl_json_string(rq, "path"));
                        }
                printf("\n%" PRId64 " requests, %s of %s planned, %zu files", ctl_json_int(o, "total_requests"),
                       format_bytes((uint64_t) ctl_json_int(o, "total_bytes"), b1),
                       format_bytes((uint64_t) ctl_json_int(o, "planned_bytes"), b2),
                       json_object_object_get_ex(o, "files", &files) ? json_object_array_length(files) : 0);
                if (ctl_json_int(o, "lookups") > 0)
                        printf(", %" PRId64 " paths looked up (%" PRId64 " exist)", ctl_json_int(o, "lookups"),
                               ctl_json_int(o, "lookups_found"));
                printf("\n");
        }
        if (json_object_object_get_ex(o, "files", &files))
                for (size_t i = 0; i < json_object_array_length(files); i++) {
                        json_object *f = json_object_array_get_idx(files, i);
                        if (ctl_json_string(f, "error")) {
                                ctl_warn("%s: %s", ctl_json_string(f, "path"), ctl_json_string(f, "error"));
                                status = CTL_EXIT_FAILURE;
                        }
                }
        return status;
}

int ctl_render_warm(json_object *o) {
        json_object *errors, *sc;
        char b1[FORMAT_BYTES_MAX];
        const char *strategy = ctl_json_string(o, "strategy");

        if (json_object_object_get_ex(o, "total_requests", NULL))
                return render_dry_run(o);
        render_plan_members(o);
        render_budget(o);
        if (json_object_object_get_ex(o, "errors", &errors) && json_object_is_type(errors, json_type_array))
                for (size_t i = 0; i < json_object_array_length(errors); i++) {
                        json_object *e = json_object_array_get_idx(errors, i);
                        ctl_warn("%s: %s", ctl_json_string(e, "path"), ctl_json_string(e, "error"));
                }
        if (arg_json)
                ctl_print_json(json_object_get(o));
        else {
                bool sync = strategy && (strcmp(strategy, "read") == 0 || strcmp(strategy, "populate") == 0 ||
                                         strcmp(strategy, "uring") == 0);
                uint64_t bytes = (uint64_t) ctl_json_int(o, "bytes");
                double sec = seconds((uint64_t) ctl_json_int(o, "usec"));
                printf("%s %s in %" PRId64 " files, %" PRId64 " requests issued, %.2f s, %.1f MiB/s%s%s\n",
                       ctl_json_bool(o, "waited") || sync ? "Warmed" : "Queued", format_bytes(bytes, b1),
                       ctl_json_int(o, "files_warmed"), ctl_json_int(o, "requests"), sec,
                       sec > 0 ? mib(bytes) / sec : 0.0, ctl_json_int(o, "files_failed") ? ", some files failed" : "",
                       ctl_json_bool(o, "cancelled") ? ", cancelled" : "");
                if (ctl_json_int(o, "lookups") > 0)
                        printf("Looked up %" PRId64 " paths first (%" PRId64 " exist)\n", ctl_json_int(o, "lookups"),
                               ctl_json_int(o, "lookups_found"));
                if (json_object_object_get_ex(o, "decision", &sc))
                        ctl_render_decision("warm", sc);
                if (arg_verbose && json_object_object_get_ex(o, "syscalls", &sc))
                        printf("syscalls: %" PRId64 " fadvise64, %" PRId64 " madvise, %" PRId64
                               " pread64 (%" PRId64 " waiting), %" PRId64 " reads through io_uring\n",
                               ctl_json_int(sc, "fadvise64"), ctl_json_int(sc, "madvise"), ctl_json_int(sc, "pread64"),
                               ctl_json_int(o, "wait_calls"), ctl_json_int(sc, "io_uring_read"));
        }
        return ctl_json_int(o, "files_failed") > 0 || ctl_json_bool(o, "cancelled") ? CTL_EXIT_FAILURE : CTL_EXIT_OK;
}

static void render_residency(json_object *res) {
        json_object *files = NULL;
        char b1[FORMAT_BYTES_MAX], b2[FORMAT_BYTES_MAX], b3[FORMAT_BYTES_MAX];
        const char *target = ctl_json_string(res, "target");
        int64_t cached = ctl_json_int(res, "cached"), known = ctl_json_int(res, "total_known"),
                unknown = ctl_json_int(res, "files_unknown"), failed = ctl_json_int(res, "files_failed");

        if (known > 0 || unknown == 0)
                printf("%s: %s of %s cached (%.0f%%)", target, format_bytes((uint64_t) cached, b1),
                       format_bytes((uint64_t) known, b2), known ? 100.0 * (double) cached / (double) known : 100.0);
        else
                printf("%s: cached unknown", target);
        if (unknown > 0)
                printf(", %s in %" PRId64 " files unknown (" RESIDENCY_HIDDEN_REASON ")",
                       format_bytes((uint64_t) ctl_json_int(res, "total_unknown"), b3), unknown);
        if (failed > 0)
                printf(", %" PRId64 " files unreadable", failed);
        putchar('\n');
        if (!json_object_object_get_ex(res, "files", &files))
                return;
        for (size_t i = 0; i < json_object_array_length(files); i++) {
                json_object *f = json_object_array_get_idx(files, i);
                int64_t c = ctl_json_int(f, "cached"), t = ctl_json_int(f, "total");
                if (ctl_json_string(f, "error"))
                        printf("  %7s/%-7s    ?  %s: %s\n", "?", "?", ctl_json_string(f, "path"),
                               ctl_json_string(f, "error"));
                else if (!ctl_json_bool(f, "known"))
                        printf("  %7s/%-7s    ?  %s: unknown\n", "?", format_bytes((uint64_t) t, b2),
                               ctl_json_string(f, "path"));
                else
                        printf("  %7s/%-7s %3.0f%%  %s\n", format_bytes((uint64_t) c, b1),
                               format_bytes((uint64_t) t, b2), t ? 100.0 * (double) c / (double) t : 100.0,
                               ctl_json_string(f, "path"));
        }
}

void ctl_render_device_model(json_object *dev) {
        char b1[FORMAT_BYTES_MAX], b2[FORMAT_BYTES_MAX];

        printf("%s: %" PRId64 " reads/s (%s), %s/s (%s), break-even %s",
               ctl_json_string(dev, "device") ? ctl_json_string(dev, "device") : ctl_json_string(dev, "dev"),
               ctl_json_int(dev, "iops"), ctl_json_string(dev, "iops_by"),
               format_bytes((uint64_t) ctl_json_int(dev, "bytes_per_sec"), b1), ctl_json_string(dev, "bps_by"),
               format_bytes((uint64_t) ctl_json_int(dev, "break_even"), b2));
}

void ctl_render_decision(const char *who, json_object *d) {
        json_object *dev;
        char b[FORMAT_BYTES_MAX];
        const char *choice = ctl_json_string(d, "choice");

        printf("%s: decision for a %s: %s", who, ctl_json_string(d, "route"), choice);
        if (strcmp(choice, "none") != 0)
                printf(" (%s, %s in %" PRId64 " requests)",
                       ctl_json_bool(d, "touched_only") ? "the touched pages alone" : "read-ahead included",
                       format_bytes((uint64_t) ctl_json_int(d, "bytes"), b), ctl_json_int(d, "requests"));
        printf(": %s\n", ctl_json_string(d, "reason"));
        printf("%s: predicted: cold %.2f s", who, (double) ctl_json_int(d, "predicted_cold_usec") / 1e6);
        if (strcmp(choice, "none") != 0)
                printf(", this way %.2f s", (double) ctl_json_int(d, "predicted_warm_usec") / 1e6);
        if (ctl_json_int(d, "alternative_usec") > 0)
                printf(", the next best %.2f s", (double) ctl_json_int(d, "alternative_usec") / 1e6);
        if (json_object_object_get_ex(d, "device", &dev)) {
                printf("; device ");
                ctl_render_device_model(dev);
        }
        putchar('\n');
}

/* The daemon's last launch of a target (preloadd's Status, "launches"), when it saw one. */
static void render_launches(json_object *o) {
        json_object *all;
        char b[FORMAT_BYTES_MAX];

        if (!json_object_object_get_ex(o, "launches", &all) || !json_object_is_type(all, json_type_array))
                return;
        for (size_t i = 0; i < json_object_array_length(all); i++) {
                json_object *l = json_object_array_get_idx(all, i), *v;
                printf("%s: last launch %s (%s): ", ctl_json_string(l, "app"),
                       ctl_json_string(l, "unit") ? ctl_json_string(l, "unit") : "through preloadctl run",
                       ctl_json_string(l, "state") ? ctl_json_string(l, "state") : "?");
                if (ctl_json_string(l, "skipped"))
                        printf("nothing warmed: %s", ctl_json_string(l, "skipped"));
                else
                        printf("warmed %s of %s, metadata first (%" PRId64 " requests in %.1f ms), first data read "
                               "%.1f ms after it appeared, cached at %.2f s, held %.2f s",
                               format_bytes((uint64_t) ctl_json_int(l, "bytes"), b),
                               ctl_json_string(l, "profile") ? ctl_json_string(l, "profile") : "its static plan",
                               ctl_json_int(l, "metadata_requests"), (double) ctl_json_int(l, "metadata_usec") / 1e3,
                               (double) ctl_json_int(l, "first_read_usec") / 1e3,
                               (double) ctl_json_int(l, "cached_usec") / 1e6, (double) ctl_json_int(l, "hold_usec") / 1e6);
                if (json_object_object_get_ex(l, "majflt", &v) && v)
                        printf(", %" PRId64 " major faults", json_object_get_int64(v));
                if (ctl_json_string(l, "error"))
                        printf(" (%s)", ctl_json_string(l, "error"));
                putchar('\n');
                if (json_object_object_get_ex(l, "decision", &v) && v) {
                        char who[256];
                        snprintf(who, sizeof(who), "%s: last launch", ctl_json_string(l, "app"));
                        ctl_render_decision(who, v);
                        /* measured: when the warm had its pages cached, against what was predicted */
                        printf("%s: measured: cached %.2f s after it appeared (predicted %.2f s)\n", who,
                               (double) ctl_json_int(l, "cached_usec") / 1e6,
                               (double) ctl_json_int(v, "predicted_warm_usec") / 1e6);
                }
        }
}

int ctl_render_status(json_object *o) {
        json_object *all;
        int status;

        render_plan_members(o);
        status = render_errors(o);
        if (!json_object_object_get_ex(o, "residency", &all) || !json_object_is_type(all, json_type_array))
                return CTL_EXIT_FAILURE;
        ctl_usage_add_to_status(o);
        for (size_t i = 0; i < json_object_array_length(all); i++) {
                json_object *res = json_object_array_get_idx(all, i), *u;
                char buf[128];
                if (ctl_json_int(res, "files_failed") > 0 && status == CTL_EXIT_OK)
                        status = CTL_EXIT_FAILURE;
                if (arg_json)
                        continue;
                render_residency(res);
                if (json_object_object_get_ex(res, "usage", &u) && ctl_usage_describe(u, buf, sizeof(buf)))
                        printf("%s: %s\n", ctl_json_string(res, "target"), buf);
                if (json_object_object_get_ex(res, "decision", &u))
                        ctl_render_decision(ctl_json_string(res, "target"), u);
        }
        if (!arg_json)
                render_launches(o);
        if (arg_json)
                ctl_print_json(json_object_get(o));
        return status;
}

/* ---- progress ---- */

void ctl_render_progress(const EngineProgress *pr) {
        char b1[FORMAT_BYTES_MAX], b2[FORMAT_BYTES_MAX];
        double rate = pr->elapsed_usec > 0 ? mib(pr->bytes_done) / seconds(pr->elapsed_usec) : 0;

        fprintf(stderr, "\r%s %s/%s, %zu/%zu files, %.1f MiB/s\033[K",
                pr->phase == ENGINE_PHASE_QUEUE ? "queueing" : "waiting ", format_bytes(pr->bytes_done, b1),
                format_bytes(pr->bytes_total, b2), pr->files_done, pr->files_total, rate);
        fflush(stderr);
}
