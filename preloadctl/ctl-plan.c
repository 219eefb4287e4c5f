/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl plan TARGET...: the files and ranges a warm would read, and where each comes from. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctl-plan.h"
#include "ctl.h"
#include "format.h"
#include "loader.h"
#include "macro.h"
#include "target.h"

static void plan_print_table(const Plan *p) {
        char b1[16], b2[16];
        size_t w = 4;

        for (size_t i = 0; i < p->n_files; i++)
                w = MAX(w, format_width(p->files[i].path));
        w = MIN(w, 80);
        printf("%-*s %7s %8s %8s\n", (int) w, "FILE", "RANGES", "BYTES", "SIZE");
        for (size_t i = 0; i < p->n_files; i++) {
                const PlanFile *f = &p->files[i];
                printf("%-*s %7zu %8s %8s\n", format_pad(f->path, w), f->path, f->n_ranges,
                       format_bytes(plan_file_bytes(f), b1), format_bytes(f->size, b2));
        }
        printf("\n%zu files, %zu ranges, %s (%" PRIu64 " bytes) to read", p->n_files, plan_total_ranges(p),
               format_bytes(plan_total_bytes(p), b1), plan_total_bytes(p));
        if (p->n_missing > 0)
                printf(", %zu missing", p->n_missing);
        if (p->n_lookups > 0)
                printf(", %zu paths to look up", p->n_lookups);
        putchar('\n');
}

/* The common options and --static-segment-max=SIZE: 1 continue, 0 done (--help), <0 usage error. */
static int parse_argv(int argc, char **argv) {
        enum { ARG_STATIC_SEGMENT_MAX = CTL_ARG_VERB_FIRST };
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "static-segment-max", required_argument, NULL, ARG_STATIC_SEGMENT_MAX },
                {},
        };
        int c, r;

        optind = 0;
        while ((c = getopt_long(argc, argv, CTL_COMMON_SHORT, options, NULL)) >= 0) {
                if (c == ARG_STATIC_SEGMENT_MAX) {
                        /* The plan shows what ld.so maps, each segment whole, unless asked for
                         * what a warm reads of a static plan (warm's default: STATIC_SEGMENT_MAX_DEFAULT). */
                        if (ctl_parse_size(optarg, &arg_static_segment_max) < 0) {
                                ctl_warn("invalid size '%s'", optarg);
                                return -EINVAL;
                        }
                        continue;
                }
                r = ctl_common_option(c, optarg);
                if (r == -ECANCELED)
                        return 0;
                if (r <= 0)
                        return -EINVAL;
        }
        return 1;
}

int verb_plan(int argc, char **argv) {
        Plan *p = NULL;
        int r;

        r = parse_argv(argc, argv);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        if (argc - optind < 1) {
                ctl_warn("plan takes one or more TARGETs");
                return CTL_EXIT_USAGE;
        }
        r = ctl_plan_targets(argv + optind, argc - optind, &p);
        if (r != CTL_EXIT_OK)
                return r;
        if (arg_json) {
                json_object *o;
                r = plan_to_json(p, &o);
                if (r < 0) {
                        plan_free(p);
                        return ctl_error("plan", NULL, r);
                }
                ctl_print_json(o);
        } else
                plan_print_table(p);
        plan_free(p);
        return CTL_EXIT_OK;
}
