/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl warm, status and evict: the engine and residency, run locally from the command line. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ctl-warm.h"
#include "ctl.h"
#include "engine.h"
#include "macro.h"
#include "residency.h"
#include "schedule.h"

/* Once a progress line is drawn, redraw it at most this often. */
#define PROGRESS_INTERVAL_USEC (UINT64_C(100) * 1000)

typedef struct WarmArgs {
        bool wait;
        bool dry_run;
        EngineStrategy strategy;
        EngineIOPrio ioprio;
        ScheduleOptions schedule;
        const char *sysfs_root;
        const char *meminfo;
} WarmArgs;

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

static void warm_help(void) {
        printf("Usage: preloadctl warm [OPTIONS] TARGET...\n\n"
               "Read the plan of TARGETs into the page cache.\n\n"
               "  -w --wait               Return only when every page is cached\n"
               "     --strategy=NAME      read (default), willneed, madvise or populate\n"
               "     --dry-run            Print the schedule (requests in order) and stop\n"
               "     --order=ORDER        auto (physical on rotating disks), plan or physical\n"
               "     --bridge=SIZE        Read gaps up to SIZE within a file (default: 128K on\n"
               "                          rotating disks, else 32K)\n"
               "     --budget=PERCENT     Warm at most PERCENT of MemAvailable (default 50, 0: none)\n"
               "     --refuse-over-budget Warm nothing when the plan is over budget (default: trim)\n"
               "     --ioprio=CLASS       best-effort (default), idle or keep\n"
               "     --max-request=SIZE   Cut requests smaller than the device cap\n"
               "     --json               Print JSON\n");
}

static int parse_warm_args(int argc, char **argv, bool warm, WarmArgs *a) {
        enum {
                ARG_STRATEGY = CTL_ARG_VERB_FIRST,
                ARG_DRY_RUN,
                ARG_ORDER,
                ARG_BRIDGE,
                ARG_BUDGET,
                ARG_REFUSE,
                ARG_IOPRIO,
                ARG_MAX_REQUEST,
                ARG_SYSFS,
                ARG_MEMINFO,
        };
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "wait", no_argument, NULL, 'w' },
                { "strategy", required_argument, NULL, ARG_STRATEGY },
                { "dry-run", no_argument, NULL, ARG_DRY_RUN },
                { "order", required_argument, NULL, ARG_ORDER },
                { "bridge", required_argument, NULL, ARG_BRIDGE },
                { "budget", required_argument, NULL, ARG_BUDGET },
                { "refuse-over-budget", no_argument, NULL, ARG_REFUSE },
                { "ioprio", required_argument, NULL, ARG_IOPRIO },
                { "max-request", required_argument, NULL, ARG_MAX_REQUEST },
                /* For tests: a fake sysfs tree and meminfo. */
                { "sysfs-root", required_argument, NULL, ARG_SYSFS },
                { "meminfo", required_argument, NULL, ARG_MEMINFO },
                {},
        };
        int c, r;

        /* read: the fastest on the throttled lab disk, see bench/results/warm-throughput.md. */
        *a = (WarmArgs) { .strategy = ENGINE_STRATEGY_DEFAULT, .ioprio = ENGINE_IOPRIO_BEST_EFFORT,
                          .schedule = SCHEDULE_OPTIONS_DEFAULT };
        optind = 0;
        while ((c = getopt_long(argc, argv, CTL_COMMON_SHORT "w", options, NULL)) >= 0) {
                if (!warm && (c == 'w' || (c >= CTL_ARG_VERB_FIRST && c != ARG_SYSFS && c != ARG_MEMINFO))) {
                        ctl_warn("%s: %s only applies to warm", argv[0], argv[optind - 1]);
                        return -EINVAL;
                }
                switch (c) {
                case 'w':
                        a->wait = true;
                        continue;
                case 'h':
                        if (warm) {
                                warm_help();
                                return 0;
                        }
                        break;
                case ARG_STRATEGY:
                        if (engine_strategy_from_string(optarg, &a->strategy) < 0) {
                                ctl_warn("unknown strategy '%s' (willneed, madvise, read, populate)", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_DRY_RUN:
                        a->dry_run = true;
                        continue;
                case ARG_ORDER:
                        if (schedule_order_from_string(optarg, &a->schedule.order) < 0) {
                                ctl_warn("unknown order '%s' (auto, plan, physical)", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_BRIDGE:
                        if (parse_size(optarg, &a->schedule.bridge_bytes) < 0) {
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
                        a->schedule.budget_percent = (unsigned) v;
                        continue;
                }
                case ARG_REFUSE:
                        a->schedule.budget_mode = SCHEDULE_BUDGET_REFUSE;
                        continue;
                case ARG_IOPRIO:
                        if (strcmp(optarg, "idle") == 0)
                                a->ioprio = ENGINE_IOPRIO_IDLE;
                        else if (strcmp(optarg, "best-effort") == 0)
                                a->ioprio = ENGINE_IOPRIO_BEST_EFFORT;
                        else if (strcmp(optarg, "keep") == 0)
                                a->ioprio = ENGINE_IOPRIO_KEEP;
                        else {
                                ctl_warn("unknown I/O priority class '%s' (best-effort, idle, keep)", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_MAX_REQUEST:
                        if (parse_size(optarg, &a->schedule.max_request_bytes) < 0) {
                                ctl_warn("invalid size '%s'", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_SYSFS:
                        a->sysfs_root = optarg;
                        continue;
                case ARG_MEMINFO:
                        a->meminfo = optarg;
                        continue;
                }
                r = ctl_common_option(c, optarg);
                if (r == -ECANCELED)
                        return 0;
                if (r <= 0)
                        return -EINVAL;
        }
        if (optind >= argc) {
                ctl_warn("%s needs at least one TARGET", argv[0]);
                return -EINVAL;
        }
        return 1;
}

/* Plan, facts and schedule for the targets, with the budget explained when it bites. */
static int warm_schedule(WarmArgs *a, char **targets, int n, Plan **ret_plan, Schedule **ret_schedule) {
        Plan *p = NULL;
        DeviceCache *dc = NULL;
        ScheduleFacts *facts = NULL;
        Schedule *s = NULL;
        char b1[16], b2[16], b3[16];
        int r, status;

        status = ctl_plan_targets(targets, n, &p);
        if (status != CTL_EXIT_OK)
                return status;

        r = meminfo_read_available(a->meminfo, &a->schedule.mem_available);
        if (r < 0) {
                ctl_warn("%s: %s, warming without a memory budget", a->meminfo ? a->meminfo : "/proc/meminfo",
                         strerror(-r));
                a->schedule.mem_available = 0;
        }

        r = device_cache_new(a->sysfs_root, &dc);
        if (r >= 0)
                r = schedule_facts_gather(p, dc, a->schedule.order, &facts);
        if (r >= 0)
                r = schedule_build(p, facts, &a->schedule, &s);
        schedule_facts_free(facts);
        device_cache_free(dc);
        if (r < 0) {
                plan_free(p);
                return ctl_error("schedule", NULL, r);
        }

        if (s->budget_refused || s->budget_trimmed_bytes > 0) {
                uint64_t wanted = s->total_bytes + s->budget_trimmed_bytes;
                ctl_warn("plan needs %s, over the memory budget of %s (%u%% of MemAvailable %s): %s %s",
                         ctl_format_bytes(wanted, b1), ctl_format_bytes(s->budget_bytes, b2),
                         a->schedule.budget_percent, ctl_format_bytes(s->mem_available, b3),
                         s->budget_refused ? "refusing to warm," : "dropping the tail of the plan,",
                         s->budget_refused ? "nothing read" : "keeping its front");
        }
        *ret_plan = p;
        *ret_schedule = s;
        return CTL_EXIT_OK;
}

static int print_dry_run(const Plan *p, const Schedule *s) {
        char b1[16], b2[16];

        if (arg_json) {
                json_object *o;
                int r = schedule_to_json(s, p, &o);
                if (r < 0)
                        return ctl_error("schedule", NULL, r);
                ctl_print_json(o);
        } else {
                printf("%-12s %-10s %s\n", "OFFSET", "LENGTH", "PATH");
                for (size_t k = 0; k < s->n_requests; k++) {
                        const ScheduleRequest *rq = &s->requests[k];
                        printf("%-12" PRIu64 " %-10" PRIu64 " %s\n", rq->offset, rq->length,
                               p->files[s->files[rq->file].plan_index].path);
                }
                printf("\n%zu requests, %s of %s planned, %zu files", s->n_requests,
                       ctl_format_bytes(s->total_bytes, b1), ctl_format_bytes(s->planned_bytes, b2), s->n_files);
                if (s->n_lookups > 0)
                        printf(", %zu paths looked up (%zu exist)", s->n_lookups, s->n_lookups_found);
                printf("\n");
        }
        for (size_t i = 0; i < s->n_files; i++)
                if (s->files[i].error != 0)
                        ctl_warn("%s: %s", p->files[s->files[i].plan_index].path,
                                 s->files[i].reason ? s->files[i].reason : strerror(-s->files[i].error));
        return s->n_errors > 0 ? CTL_EXIT_FAILURE : CTL_EXIT_OK;
}

typedef struct ProgressLine {
        uint64_t last_usec;
        bool drawn;
} ProgressLine;

static void on_progress(const EngineProgress *pr, void *userdata) {
        ProgressLine *l = userdata;
        char b1[16], b2[16];

        if (l->drawn && pr->elapsed_usec - l->last_usec < PROGRESS_INTERVAL_USEC)
                return;
        l->last_usec = pr->elapsed_usec;
        l->drawn = true;
        double rate = pr->elapsed_usec > 0 ? mib(pr->bytes_done) / seconds(pr->elapsed_usec) : 0;
        fprintf(stderr, "\r%s %s/%s, %zu/%zu files, %.1f MiB/s\033[K",
                pr->phase == ENGINE_PHASE_QUEUE ? "queueing" : "waiting ", ctl_format_bytes(pr->bytes_done, b1),
                ctl_format_bytes(pr->bytes_total, b2), pr->files_done, pr->files_total, rate);
        fflush(stderr);
}

int verb_warm(int argc, char **argv) {
        WarmArgs a;
        Plan *p = NULL;
        Schedule *s = NULL;
        EngineResult *res = NULL;
        ProgressLine line = {};
        char b1[16];
        int r, status;

        r = parse_warm_args(argc, argv, true, &a);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;

        /* The class holds for planning too: it reads metadata (headers, inodes, looked-up paths). */
        int old_ioprio = engine_ioprio_set(a.ioprio);
        status = warm_schedule(&a, argv + optind, argc - optind, &p, &s);
        if (status != CTL_EXIT_OK) {
                engine_ioprio_restore(old_ioprio);
                return status;
        }
        if (a.dry_run) {
                status = print_dry_run(p, s);
                goto finish;
        }

        EngineOptions eo = {
                .strategy = a.strategy,
                .wait = a.wait,
                .ioprio = a.ioprio,
                .progress = !arg_json && isatty(STDERR_FILENO) ? on_progress : NULL,
                .userdata = &line,
        };
        r = engine_warm(p, s, &eo, &res);
        if (line.drawn)
                fputs("\r\033[K", stderr);
        if (r < 0) {
                status = ctl_error("warm", NULL, r);
                goto finish;
        }

        for (size_t i = 0; i < res->n_files; i++)
                if (res->files[i].error != 0)
                        ctl_warn("%s: %s", p->files[i].path, engine_file_error_text(&res->files[i]));

        if (arg_json) {
                json_object *o;
                r = engine_result_to_json(res, p, &o);
                if (r < 0) {
                        status = ctl_error("warm", NULL, r);
                        goto finish;
                }
                json_object_object_add(o, "strategy", json_object_new_string(engine_strategy_to_string(a.strategy)));
                json_object_object_add(o, "planned_bytes", json_object_new_uint64(s->planned_bytes));
                json_object_object_add(o, "scheduled_requests", json_object_new_uint64(s->n_requests));
                ctl_print_json(o);
        } else {
                double sec = seconds(res->usec);
                printf("%s %s in %zu files, %zu requests issued, %.2f s, %.1f MiB/s%s\n",
                       a.wait || a.strategy >= ENGINE_STRATEGY_READ ? "Warmed" : "Queued",
                       ctl_format_bytes(res->bytes, b1), res->files_warmed, res->requests, sec,
                       sec > 0 ? mib(res->bytes) / sec : 0.0, res->files_failed ? ", some files failed" : "");
                if (s->n_lookups > 0)
                        printf("Looked up %zu paths first (%zu exist)\n", s->n_lookups, s->n_lookups_found);
                if (arg_verbose)
                        printf("syscalls: %zu fadvise64, %zu madvise, %zu pread64 (%zu waiting)\n",
                               res->n_fadvise, res->n_madvise, res->n_pread, res->wait_calls);
        }
        status = res->files_failed > 0 || res->cancelled ? CTL_EXIT_FAILURE : CTL_EXIT_OK;
finish:
        engine_ioprio_restore(old_ioprio);
        engine_result_free(res);
        schedule_free(s);
        plan_free(p);
        return status;
}

static void print_residency_rows(const Plan *p, const PlanResidency *r) {
        char b1[16], b2[16];

        for (size_t i = 0; i < r->n_files; i++) {
                const FileResidency *f = &r->files[i];
                const char *problem = file_residency_problem(f);
                if (problem)
                        printf("  %7s/%-7s    ?  %s: %s\n", "?", f->error ? "?" : ctl_format_bytes(f->total, b2),
                               p->files[i].path, f->error ? problem : "unknown");
                else
                        printf("  %7s/%-7s %3.0f%%  %s\n", ctl_format_bytes(f->cached, b1),
                               ctl_format_bytes(f->total, b2),
                               f->total ? 100.0 * (double) f->cached / (double) f->total : 100.0, p->files[i].path);
        }
}

int verb_status(int argc, char **argv) {
        WarmArgs a;
        json_object *all = NULL;
        char b1[16], b2[16], b3[16];
        int r, status = CTL_EXIT_OK;

        r = parse_warm_args(argc, argv, false, &a);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        if (arg_json)
                all = json_object_new_array();

        /* One plan per target, so that each gets its own totals. */
        for (int t = optind; t < argc; t++) {
                Plan *p = NULL;
                PlanResidency *res = NULL;
                int st = ctl_plan_targets(argv + t, 1, &p);
                if (st != CTL_EXIT_OK) {
                        status = st;
                        continue;
                }
                r = residency_plan(p, &res);
                if (r < 0) {
                        status = ctl_error(argv[t], NULL, r);
                        plan_free(p);
                        continue;
                }
                if (res->n_errors > 0)
                        status = CTL_EXIT_FAILURE;
                if (arg_json) {
                        json_object *o;
                        if (plan_residency_to_json(res, p, &o) >= 0) {
                                json_object_object_add(o, "target", json_object_new_string(argv[t]));
                                json_object_array_add(all, o);
                        }
                } else {
                        if (res->total_known > 0 || res->n_unknown == 0)
                                printf("%s: %s of %s cached (%.0f%%)", argv[t], ctl_format_bytes(res->cached, b1),
                                       ctl_format_bytes(res->total_known, b2),
                                       res->total_known ? 100.0 * (double) res->cached / (double) res->total_known : 100.0);
                        else
                                printf("%s: cached unknown", argv[t]);
                        if (res->n_unknown > 0)
                                printf(", %s in %zu files unknown (" RESIDENCY_HIDDEN_REASON ")",
                                       ctl_format_bytes(res->total_unknown, b3), res->n_unknown);
                        if (res->n_errors > 0)
                                printf(", %zu files unreadable", res->n_errors);
                        putchar('\n');
                        print_residency_rows(p, res);
                }
                plan_residency_free(res);
                plan_free(p);
        }
        if (all)
                ctl_print_json(all);
        return status;
}

int verb_evict(int argc, char **argv) {
        WarmArgs a;
        Plan *p = NULL;
        EngineResult *res = NULL;
        PlanResidency *after = NULL;
        char b1[16], b2[16];
        int r, status;

        r = parse_warm_args(argc, argv, false, &a);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        status = ctl_plan_targets(argv + optind, argc - optind, &p);
        if (status != CTL_EXIT_OK)
                return status;

        r = engine_evict(p, &res);
        if (r >= 0)
                r = residency_plan(p, &after);
        if (r < 0) {
                status = ctl_error("evict", NULL, r);
                goto finish;
        }
        for (size_t i = 0; i < res->n_files; i++)
                if (res->files[i].error != 0)
                        ctl_warn("%s: %s", p->files[i].path, engine_file_error_text(&res->files[i]));

        if (arg_json) {
                json_object *o, *rj;
                if (engine_result_to_json(res, p, &o) < 0 || plan_residency_to_json(after, p, &rj) < 0) {
                        status = ctl_error("evict", NULL, -ENOMEM);
                        goto finish;
                }
                json_object_object_add(o, "residency_after", rj);
                ctl_print_json(o);
        } else {
                printf("Evicted %s in %zu files; %s stayed cached", ctl_format_bytes(res->bytes, b1),
                       res->files_warmed, ctl_format_bytes(after->cached, b2));
                if (after->n_unknown > 0)
                        printf(", %zu files unknown (" RESIDENCY_HIDDEN_REASON ")", after->n_unknown);
                putchar('\n');
                for (size_t i = 0; i < after->n_files; i++)
                        if (after->files[i].known && after->files[i].cached > 0)
                                printf("  %s: %s stayed (mapped by a running process)\n", p->files[i].path,
                                       ctl_format_bytes(after->files[i].cached, b1));
        }
        status = res->files_failed > 0 ? CTL_EXIT_FAILURE : CTL_EXIT_OK;
finish:
        plan_residency_free(after);
        engine_result_free(res);
        plan_free(p);
        return status;
}
