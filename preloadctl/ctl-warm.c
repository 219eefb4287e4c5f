/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl warm, status and evict: options, in-process runs through warm.h, and the renderer. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ctl-usage.h"
#include "ctl-warm.h"
#include "ctl.h"
#include "format.h"
#include "macro.h"
#include "neighbours.h"

/* Once a progress line is drawn, redraw it at most this often. */
#define PROGRESS_INTERVAL_USEC (UINT64_C(100) * 1000)

/* "123", "64K", "1M", "2G": bytes. */
static int parse_size(const char *s, uint64_t *ret) {
        char *end;
        unsigned long long v;
        uint64_t mult = 1;

        errno = 0;
        if (*s < '0' || *s > '9')
                return -EINVAL;
        v = strtoull(s, &end, 10);
        if (errno != 0)
                return -EINVAL;
        switch (*end) {
        case 0:
                break;
        case 'K': case 'k':
                mult = 1024;
                end++;
                break;
        case 'M': case 'm':
                mult = 1024 * 1024;
                end++;
                break;
        case 'G': case 'g':
                mult = 1024 * 1024 * 1024;
                end++;
                break;
        default:
                return -EINVAL;
        }
        if (*end == 'i' && end[1] == 'B')
                end += 2;
        else if (*end == 'B')
                end++;
        if (*end != 0 || __builtin_mul_overflow((uint64_t) v, mult, ret))
                return -EINVAL;
        return 0;
}

static double mib(uint64_t bytes) {
        return (double) bytes / (1024.0 * 1024.0);
}

static double seconds(uint64_t usec) {
        return (double) usec / 1e6;
}

int ctl_warm_args_parse(int argc, char **argv, CtlWarmVerb verb, CtlWarmArgs *ret) {
        enum {
                ARG_STRATEGY = CTL_ARG_VERB_FIRST,
                ARG_DRY_RUN,
                ARG_ORDER,
                ARG_BRIDGE,
                ARG_NEIGHBOURS,
                ARG_BUDGET,
                ARG_REFUSE,
                ARG_IOPRIO,
                ARG_NO_METADATA_PASS,
                ARG_NO_METADATA_MAP,
                ARG_METAD_SOCKET,
                ARG_MAX_REQUEST,
                ARG_SYSFS,
                ARG_MEMINFO,
                ARG_LOCAL,
                ARG_CONFIG_DIR,
                ARG_TIMEOUT,
        };
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "wait", no_argument, NULL, 'w' },
                { "strategy", required_argument, NULL, ARG_STRATEGY },
                { "dry-run", no_argument, NULL, ARG_DRY_RUN },
                { "order", required_argument, NULL, ARG_ORDER },
                { "bridge", required_argument, NULL, ARG_BRIDGE },
                { "neighbours", required_argument, NULL, ARG_NEIGHBOURS },
                { "budget", required_argument, NULL, ARG_BUDGET },
                { "refuse-over-budget", no_argument, NULL, ARG_REFUSE },
                { "ioprio", required_argument, NULL, ARG_IOPRIO },
                { "no-metadata-pass", no_argument, NULL, ARG_NO_METADATA_PASS },
                { "no-metadata-map", no_argument, NULL, ARG_NO_METADATA_MAP },
                { "metad-socket", required_argument, NULL, ARG_METAD_SOCKET },
                { "max-request", required_argument, NULL, ARG_MAX_REQUEST },
                /* For tests: a fake sysfs tree and meminfo. */
                { "sysfs-root", required_argument, NULL, ARG_SYSFS },
                { "meminfo", required_argument, NULL, ARG_MEMINFO },
                { "local", no_argument, NULL, ARG_LOCAL },
                { "config-dir", required_argument, NULL, ARG_CONFIG_DIR },
                { "timeout", required_argument, NULL, ARG_TIMEOUT },
                {},
        };
        bool warm = verb == CTL_VERB_WARM;
        CtlWarmArgs a = { .verb = verb, .options = WARM_OPTIONS_DEFAULT };
        int c, r;

        optind = 0;
        while ((c = getopt_long(argc, argv, CTL_COMMON_SHORT "w", options, NULL)) >= 0) {
                if (!warm && (c == 'w' || (c >= CTL_ARG_VERB_FIRST && c <= ARG_MAX_REQUEST))) {
                        ctl_warn("%s: %s only applies to warm", argv[0], argv[optind - 1]);
                        return -EINVAL;
                }
                /* Every option but these few is one only the in-process route honours. */
                if (c >= CTL_ARG_VERB_FIRST && c != ARG_STRATEGY && c != ARG_LOCAL && c != ARG_TIMEOUT)
                        a.local_option = argv[optind - 1];
                switch (c) {
                case 'w':
                        a.options.wait = true;
                        continue;
                case ARG_STRATEGY:
                        if (engine_strategy_from_string(optarg, &a.options.strategy) < 0) {
                                ctl_warn("unknown strategy '%s' (willneed, madvise, read, populate, uring)", optarg);
                                return -EINVAL;
                        }
                        a.set_strategy = true;
                        continue;
                case ARG_DRY_RUN:
                        a.options.dry_run = true;
                        continue;
                case ARG_ORDER:
                        if (schedule_order_from_string(optarg, &a.options.order) < 0) {
                                ctl_warn("unknown order '%s' (auto, plan, physical)", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_BRIDGE:
                        if (parse_size(optarg, &a.options.bridge_bytes) < 0) {
                                ctl_warn("invalid size '%s'", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_NEIGHBOURS:
                        if (strcmp(optarg, "auto") == 0)
                                a.options.neighbours_bytes = NEIGHBOURS_AUTO;
                        else if (parse_size(optarg, &a.options.neighbours_bytes) < 0) {
                                ctl_warn("invalid size '%s'", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_BUDGET: {
                        uint64_t v;
                        if (parse_size(optarg, &v) < 0 || v > 100) {
                                ctl_warn("invalid budget '%s' (a percentage, 0-100)", optarg);
                                return -EINVAL;
                        }
                        a.options.budget_percent = (unsigned) v;
                        a.set_budget = true;
                        continue;
                }
                case ARG_REFUSE:
                        a.options.budget_mode = SCHEDULE_BUDGET_REFUSE;
                        continue;
                case ARG_IOPRIO:
                        if (strcmp(optarg, "idle") == 0)
                                a.options.ioprio = ENGINE_IOPRIO_IDLE;
                        else if (strcmp(optarg, "best-effort") == 0)
                                a.options.ioprio = ENGINE_IOPRIO_BEST_EFFORT;
                        else if (strcmp(optarg, "keep") == 0)
                                a.options.ioprio = ENGINE_IOPRIO_KEEP;
                        else {
                                ctl_warn("unknown I/O priority class '%s' (best-effort, idle, keep)", optarg);
                                return -EINVAL;
                        }
                        a.set_ioprio = true;
                        continue;
                case ARG_NO_METADATA_PASS:
                        a.options.no_metadata_pass = true;
                        continue;
                case ARG_NO_METADATA_MAP:
                        a.options.no_metadata_map = true;
                        continue;
                case ARG_METAD_SOCKET:
                        if (optarg[0] != '/') {
                                ctl_warn("--metad-socket= needs an absolute path: %s", optarg);
                                return -EINVAL;
                        }
                        a.options.metad_socket = optarg;
                        continue;
                case ARG_MAX_REQUEST:
                        if (parse_size(optarg, &a.options.max_request_bytes) < 0) {
                                ctl_warn("invalid size '%s'", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_SYSFS:
                        a.options.sysfs_root = optarg;
                        continue;
                case ARG_MEMINFO:
                        a.options.meminfo = optarg;
                        continue;
                case ARG_LOCAL:
                        if (verb == CTL_VERB_EVICT) {
                                ctl_warn("%s: --local does not apply", argv[0]);
                                return -EINVAL;
                        }
                        a.local = true;
                        continue;
                case ARG_CONFIG_DIR:
                        if (ctl_config_dir_add(optarg) < 0)
                                return -EINVAL;
                        continue;
                case ARG_TIMEOUT: {
                        char *end;
                        double sec;
                        errno = 0;
                        sec = strtod(optarg, &end);
                        if (errno != 0 || end == optarg || *end != 0 || !(sec >= 0.001 && sec <= 86400.0)) {
                                ctl_warn("invalid timeout '%s' (seconds, 0.001-86400)", optarg);
                                return -EINVAL;
                        }
                        a.timeout_usec = (uint64_t) (sec * 1e6);
                        continue;
                }
                }
                r = ctl_common_option(c, optarg);
                if (r == -ECANCELED)
                        return 0;
                if (r <= 0)
                        return -EINVAL;
        }
        a.targets = argv + optind;
        a.n_targets = argc - optind;
        /* status without a target asks preloadd about itself. */
        if (a.n_targets == 0 && verb != CTL_VERB_STATUS) {
                ctl_warn("%s needs at least one TARGET", argv[0]);
                return -EINVAL;
        }
        *ret = a;
        return 1;
}

WarmOptions ctl_warm_options(const CtlWarmArgs *a) {
        WarmOptions o = a->options;
        const Config *c = ctl_config();

        /* preloadd.conf over the defaults, as preloadd applies it; the command line over both. */
        o.strategy = ENGINE_STRATEGY_DEFAULT;
        o.budget_percent = SCHEDULE_BUDGET_PERCENT_DEFAULT;
        o.ioprio = ENGINE_IOPRIO_BEST_EFFORT;
        if (c && warm_options_apply_config(&o, &c->daemon, false) < 0)
                ctl_warn("%s: unknown Strategy=%s, using %s", c->daemon.path ? c->daemon.path : "preloadd.conf",
                         c->daemon.strategy, engine_strategy_to_string(o.strategy));
        if (a->set_strategy)
                o.strategy = a->options.strategy;
        if (a->set_budget)
                o.budget_percent = a->options.budget_percent;
        if (a->set_ioprio)
                o.ioprio = a->options.ioprio;
        return o;
}

/* ---- rendering ---- */

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

int ctl_plan_failed_render(json_object *params) {
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

int ctl_warm_render(json_object *o) {
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

/* Why the launch was held or not: the device judged slow or fast, and by what. */
static void print_hold_reason(json_object *l) {
        const char *by = ctl_json_string(l, "slow_by"), *over = ctl_json_string(l, "measured_over");
        json_object *v;
        bool slow = json_object_object_get_ex(l, "slow", &v) && json_object_get_boolean(v);

        printf(" (%s device, ", slow ? "slow" : "fast");
        if (strcmp(by, "measured") == 0)
                printf("measured: %" PRId64 " reads per busy second over %s)", ctl_json_int(l, "reads_per_sec"),
                       over && strcmp(over, "warms") == 0 ? "preloadd's warms" : "its lifetime");
        else if (strcmp(by, "throttle") == 0)
                printf("by a read IOPS limit on preloadd's blkio cgroup)");
        else
                printf("by its rotational flag, nothing measured)");
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
                if (ctl_json_string(l, "slow_by"))
                        print_hold_reason(l);
                if (json_object_object_get_ex(l, "majflt", &v) && v)
                        printf(", %" PRId64 " major faults", json_object_get_int64(v));
                if (ctl_json_string(l, "error"))
                        printf(" (%s)", ctl_json_string(l, "error"));
                putchar('\n');
        }
}

int ctl_status_render(json_object *o) {
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
        }
        if (!arg_json)
                render_launches(o);
        if (arg_json)
                ctl_print_json(json_object_get(o));
        return status;
}

/* ---- in-process ---- */

typedef struct ProgressLine {
        uint64_t last_usec;
        bool drawn;
} ProgressLine;

void ctl_progress_line_draw(const EngineProgress *pr) {
        char b1[FORMAT_BYTES_MAX], b2[FORMAT_BYTES_MAX];
        double rate = pr->elapsed_usec > 0 ? mib(pr->bytes_done) / seconds(pr->elapsed_usec) : 0;

        fprintf(stderr, "\r%s %s/%s, %zu/%zu files, %.1f MiB/s\033[K",
                pr->phase == ENGINE_PHASE_QUEUE ? "queueing" : "waiting ", format_bytes(pr->bytes_done, b1),
                format_bytes(pr->bytes_total, b2), pr->files_done, pr->files_total, rate);
        fflush(stderr);
}

static void on_progress(const EngineProgress *pr, void *userdata) {
        ProgressLine *l = userdata;

        if (l->drawn && pr->elapsed_usec - l->last_usec < PROGRESS_INTERVAL_USEC)
                return;
        l->last_usec = pr->elapsed_usec;
        l->drawn = true;
        ctl_progress_line_draw(pr);
}

int ctl_warm_local(const CtlWarmArgs *a) {
        WarmOptions o = ctl_warm_options(a);
        WarmPlan *wp = NULL;
        WarmResult *res = NULL;
        ProgressLine line = {};
        json_object *j = NULL;
        int r, old_ioprio, status;

        /* The class holds for planning too: it reads metadata (headers, inodes, looked-up paths). */
        old_ioprio = engine_ioprio_set(o.ioprio);
        r = warm_plan_new_for_warm(a->targets, (size_t) a->n_targets, ctl_config(), ctl_target_options(), RESOLVE_AUTO,
                                   &o, &wp);
        engine_ioprio_restore(old_ioprio);
        if (r < 0)
                return ctl_error("plan", NULL, r);
        if (wp->n_errors > 0) {
                r = warm_plan_errors_to_json(wp, &j);
                status = r < 0 ? ctl_error("plan", NULL, r) : ctl_plan_failed_render(j);
                goto finish;
        }
        if (!arg_json && isatty(STDERR_FILENO)) {
                o.progress = on_progress;
                o.userdata = &line;
        }
        r = warm_run(wp->plan, &o, &res);
        if (line.drawn)
                fputs("\r\033[K", stderr);
        if (r >= 0)
                r = warm_result_to_json(res, wp, &j);
        if (r < 0) {
                status = ctl_error(o.dry_run ? "schedule" : "warm", NULL, r);
                goto finish;
        }
        status = ctl_warm_render(j);
finish:
        json_object_put(j);
        warm_result_free(res);
        warm_plan_free(wp);
        return status;
}

int ctl_status_local(const CtlWarmArgs *a) {
        WarmStatus *s = NULL;
        json_object *j = NULL;
        int r, status;

        r = warm_status(a->targets, (size_t) a->n_targets, ctl_config(), ctl_target_options(), RESOLVE_AUTO, &s);
        if (r >= 0)
                r = warm_status_to_json(s, &j);
        warm_status_free(s);
        if (r < 0)
                return ctl_error("status", NULL, r);
        status = ctl_status_render(j);
        json_object_put(j);
        return status;
}

int verb_evict(int argc, char **argv) {
        CtlWarmArgs a;
        Plan *p = NULL;
        EngineResult *res = NULL;
        PlanResidency *after = NULL;
        char b1[FORMAT_BYTES_MAX], b2[FORMAT_BYTES_MAX];
        int r, status;

        r = ctl_warm_args_parse(argc, argv, CTL_VERB_EVICT, &a);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        status = ctl_plan_targets(a.targets, a.n_targets, &p);
        if (status != CTL_EXIT_OK)
                return status;

        r = warm_evict(p, &res, &after);
        if (r < 0) {
                status = ctl_error("evict", NULL, r);
                goto finish;
        }
        for (size_t i = 0; i < res->n_files; i++)
                if (res->files[i].error != 0)
                        ctl_warn("%s: %s", p->files[i].path, engine_file_error_text(&res->files[i]));

        if (arg_json) {
                json_object *o;
                r = warm_evict_to_json(res, after, p, &o);
                if (r < 0) {
                        status = ctl_error("evict", NULL, r);
                        goto finish;
                }
                ctl_print_json(o);
        } else {
                printf("Evicted %s in %zu files; %s stayed cached", format_bytes(res->bytes, b1),
                       res->files_warmed, format_bytes(after->cached, b2));
                if (after->n_unknown > 0)
                        printf(", %zu files unknown (" RESIDENCY_HIDDEN_REASON ")", after->n_unknown);
                putchar('\n');
                for (size_t i = 0; i < after->n_files; i++)
                        if (after->files[i].known && after->files[i].cached > 0)
                                printf("  %s: %s stayed (mapped by a running process)\n", p->files[i].path,
                                       format_bytes(after->files[i].cached, b1));
        }
        status = res->files_failed > 0 ? CTL_EXIT_FAILURE : CTL_EXIT_OK;
finish:
        plan_residency_free(after);
        engine_result_free(res);
        plan_free(p);
        return status;
}
