/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl warm: its options (status and evict share them), routed to preloadd or run in-process
 * (warm.h), rendered the same either way. */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "client.h"
#include "ctl-render.h"
#include "ctl-route.h"
#include "ctl-warm-args.h"
#include "ctl-warm.h"
#include "ctl-watch.h"
#include "ctl.h"
#include "macro.h"
#include "neighbours.h"
#include "protocol.h"

/* Once a progress line is drawn, redraw it at most this often. */
#define PROGRESS_INTERVAL_USEC (UINT64_C(100) * 1000)

/* ---- the options warm, status and evict share ---- */

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
                ARG_STATIC_SEGMENT_MAX,
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
                { "static-segment-max", required_argument, NULL, ARG_STATIC_SEGMENT_MAX },
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
        CtlWarmArgs a = { .verb = verb, .options = WARM_OPTIONS_DEFAULT,
                          .static_segment_max = STATIC_SEGMENT_MAX_DEFAULT };
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
                        if (ctl_parse_size(optarg, &a.options.bridge_bytes) < 0) {
                                ctl_warn("invalid size '%s'", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_NEIGHBOURS:
                        if (strcmp(optarg, "auto") == 0)
                                a.options.neighbours_bytes = NEIGHBOURS_AUTO;
                        else if (ctl_parse_size(optarg, &a.options.neighbours_bytes) < 0) {
                                ctl_warn("invalid size '%s'", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_BUDGET: {
                        uint64_t v;
                        if (ctl_parse_size(optarg, &v) < 0 || v > 100) {
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
                case ARG_STATIC_SEGMENT_MAX:
                        if (ctl_parse_size(optarg, &a.static_segment_max) < 0) {
                                ctl_warn("invalid size '%s'", optarg);
                                return -EINVAL;
                        }
                        continue;
                case ARG_MAX_REQUEST:
                        if (ctl_parse_size(optarg, &a.options.max_request_bytes) < 0) {
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

/* ---- in-process ---- */

/* The options of a warm done in-process: defaults, preloadd.conf, the command line. */
static WarmOptions warm_options(const CtlWarmArgs *a) {
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

typedef struct ProgressLine {
        uint64_t last_usec;
        bool drawn;
} ProgressLine;

static void on_progress(const EngineProgress *pr, void *userdata) {
        ProgressLine *l = userdata;

        if (l->drawn && pr->elapsed_usec - l->last_usec < PROGRESS_INTERVAL_USEC)
                return;
        l->last_usec = pr->elapsed_usec;
        l->drawn = true;
        ctl_render_progress(pr);
}

static int warm_local(const CtlWarmArgs *a) {
        WarmOptions o = warm_options(a);
        TargetOptions topts = *ctl_target_options();
        WarmPlan *wp = NULL;
        WarmResult *res = NULL;
        ProgressLine line = {};
        json_object *j = NULL;
        int r, old_ioprio, status;

        /* The class holds for planning too: it reads metadata (headers, inodes, looked-up paths). */
        old_ioprio = engine_ioprio_set(o.ioprio);
        /* A static plan's large segments lean, as preloadd's warms read them. */
        topts.static_segment_max = a->static_segment_max;
        r = warm_plan_new_for_warm(a->targets, (size_t) a->n_targets, ctl_config(), &topts, RESOLVE_AUTO, &o, &wp);
        engine_ioprio_restore(old_ioprio);
        if (r < 0)
                return ctl_error("plan", NULL, r);
        if (wp->n_errors > 0) {
                r = warm_plan_errors_to_json(wp, &j);
                status = r < 0 ? ctl_error("plan", NULL, r) : ctl_render_plan_failed(j);
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
        status = ctl_render_warm(j);
finish:
        json_object_put(j);
        warm_result_free(res);
        warm_plan_free(wp);
        return status;
}

/* ---- through preloadd ---- */

static int warm_via_daemon(Client *c, const CtlWarmArgs *a) {
        json_object *res = NULL;
        ProtocolReply rep = {};
        CtlWatch watch = {};
        int status;

        /* A waited-for warm takes as long as the disk needs: show it, and let Ctrl-C cancel it. */
        if (a->options.wait)
                ctl_watch_start(&watch, a->targets[0]);
        status = ctl_route_call(c, a, "warm", PROTOCOL_METHOD_WARM, &rep);
        ctl_watch_stop(&watch);
        if (status != CTL_EXIT_OK) {
                protocol_reply_done(&rep);
                return status;
        }
        if (json_object_object_get_ex(rep.parameters, "result", &res))
                status = ctl_render_warm(res);
        else if (ctl_json_bool(rep.parameters, "cancelled")) {
                /* Cancelled while planning: nothing was read. */
                if (arg_json)
                        ctl_print_json(json_object_get(rep.parameters));
                else
                        printf("%s: cancelled before reading\n", ctl_json_string(rep.parameters, "target"));
                status = CTL_EXIT_FAILURE;
        } else {
                /* Queued, not waited for: the job says where it is. */
                if (arg_json) {
                        json_object *o = json_object_new_object(), *v;
                        json_object_object_add(o, "job", json_object_new_int64(ctl_json_int(rep.parameters, "job")));
                        if (json_object_object_get_ex(rep.parameters, "targets", &v))
                                json_object_object_add(o, "targets", json_object_get(v));
                        json_object_object_add(o, "queued", json_object_new_boolean(true));
                        ctl_print_json(o);
                } else
                        printf("%s: queued in preloadd as job %" PRId64 "\n", ctl_json_string(rep.parameters, "target"),
                               ctl_json_int(rep.parameters, "job"));
        }
        protocol_reply_done(&rep);
        return status;
}

int verb_warm(int argc, char **argv) {
        CtlWarmArgs a;
        int r;

        r = ctl_warm_args_parse(argc, argv, CTL_VERB_WARM, &a);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        return ctl_route_run(&a, "warming", warm_via_daemon, warm_local);
}
