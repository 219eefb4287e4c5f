/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl relocate TARGET...: the plan's files laid out one after another (relocate.h). */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctl-relocate.h"
#include "ctl.h"
#include "format.h"
#include "macro.h"
#include "relocate.h"

enum {
        ARG_DRY_RUN = CTL_ARG_VERB_FIRST,
        ARG_MAX_MIB,
};

static int parse_args(int argc, char **argv, RelocateOptions *o) {
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "dry-run", no_argument, NULL, ARG_DRY_RUN },
                { "max-mib", required_argument, NULL, ARG_MAX_MIB },
                {}
        };
        int c, r;

        optind = 0;
        while ((c = getopt_long(argc, argv, CTL_COMMON_SHORT, options, NULL)) >= 0) {
                switch (c) {
                case ARG_DRY_RUN:
                        o->dry_run = true;
                        break;
                case ARG_MAX_MIB: {
                        char *end;
                        unsigned long long mib;

                        errno = 0;
                        mib = strtoull(optarg, &end, 10);
                        if (errno != 0 || end == optarg || *end != '\0' || optarg[0] == '-' || mib == 0 ||
                            mib > UINT64_MAX / (1024 * 1024)) {
                                ctl_warn("--max-mib: '%s' is not a number of MiB", optarg);
                                return -EINVAL;
                        }
                        o->max_bytes = (uint64_t) mib * 1024 * 1024;
                        break;
                }
                default:
                        r = ctl_common_option(c, optarg);
                        if (r == -ECANCELED)
                                return 0;
                        if (r <= 0)
                                return -EINVAL;
                }
        }
        if (argc - optind < 1) {
                ctl_warn("relocate takes one or more TARGETs");
                return -EINVAL;
        }
        return 1;
}

static void print_result(const RelocateResult *r, bool dry_run) {
        char b[FORMAT_BYTES_MAX];

        if (r->in_order)
                printf("%zu files already in order: %zu runs on %zu file systems; nothing moved\n", r->n_files,
                       r->runs_before, r->n_devices);
        else if (dry_run)
                printf("%zu files in %zu runs on %zu file systems (%zu extents); relocating would make %zu\n",
                       r->n_files, r->runs_before, r->n_devices, r->extents_before, r->n_devices);
        else
                printf("Relocated %zu of %zu files (%s): %zu runs before, %zu after (%zu extents before, %zu after)\n",
                       r->n_moved, r->n_files, format_bytes(r->bytes_moved, b), r->runs_before, r->runs_after,
                       r->extents_before, r->extents_after);
        if (r->n_shared > 0 && !r->in_order)
                printf("%zu files several targets read %s first\n", r->n_shared, dry_run ? "would be laid out" : "laid out");
}

/*
 * The targets' plan, and with several targets which of its files more than one plans
 * (relocate_shared_files()): each target planned alone, then merged in the targets' order.
 */
static int plan_relocation(char **targets, int n, Plan **ret, bool **ret_shared) {
        _cleanup_free_ Plan **each = NULL;
        Plan *p = NULL;
        int r, status;

        *ret_shared = NULL;
        if (n == 1)
                return ctl_plan_targets(targets, n, ret);
        each = calloc((size_t) n, sizeof(Plan *));
        if (!each)
                return ctl_error("relocate", NULL, -ENOMEM);
        status = CTL_EXIT_OK;
        for (int i = 0; i < n && status == CTL_EXIT_OK; i++)
                status = ctl_plan_targets(targets + i, 1, &each[i]);
        r = 0;
        if (status == CTL_EXIT_OK)
                r = plan_new(&p);
        for (int i = 0; status == CTL_EXIT_OK && r >= 0 && i < n; i++)
                r = plan_merge(p, each[i]);
        if (status == CTL_EXIT_OK && r >= 0)
                r = relocate_shared_files(p, each, (size_t) n, ret_shared);
        for (int i = 0; i < n; i++)
                plan_free(each[i]);
        if (status == CTL_EXIT_OK && r < 0)
                status = ctl_error("relocate", NULL, r);
        if (status != CTL_EXIT_OK) {
                plan_free(p);
                return status;
        }
        *ret = p;
        return CTL_EXIT_OK;
}

int verb_relocate(int argc, char **argv) {
        RelocateOptions o = {};
        RelocateResult *res = NULL;
        _cleanup_free_ bool *shared = NULL;
        Plan *p = NULL;
        int r, status;

        r = parse_args(argc, argv, &o);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        status = plan_relocation(argv + optind, argc - optind, &p, &shared);
        if (status != CTL_EXIT_OK)
                return status;

        o.shared = shared;
        r = relocate_plan(p, &o, &res);
        plan_free(p);
        if (r == -EMEDIUMTYPE)
                return ctl_error("relocate", "no planned file is on ext4, the only file system it can lay out", r);
        if (r == -EFBIG) {
                char b[FORMAT_BYTES_MAX];
                ctl_warn("relocate: the plan's files are more than %s (--max-mib); nothing moved",
                         format_bytes(o.max_bytes ? o.max_bytes : RELOCATE_MAX_BYTES_DEFAULT, b));
                return CTL_EXIT_FAILURE;
        }
        if (r < 0)
                return ctl_error("relocate", NULL, r);

        for (size_t i = 0; i < res->n_skipped; i++)
                ctl_warn("%s: left in place: %s", res->skipped[i].path,
                         res->skipped[i].reason ? res->skipped[i].reason : strerror(-res->skipped[i].error));
        if (arg_json) {
                json_object *j;
                r = relocate_result_to_json(res, &j);
                if (r < 0) {
                        relocate_result_free(res);
                        return ctl_error("relocate", NULL, r);
                }
                json_object_object_add(j, "dry_run", json_object_new_boolean(o.dry_run));
                ctl_print_json(j);
        } else
                print_result(res, o.dry_run);
        /* Nothing could be moved and something should have been: say so in the status too. */
        status = CTL_EXIT_OK;
        if (!o.dry_run && !res->in_order && res->n_moved == 0) {
                bool perm = res->n_skipped > 0;
                for (size_t i = 0; i < res->n_skipped; i++)
                        perm = perm && (res->skipped[i].error == -EACCES || res->skipped[i].error == -EPERM);
                status = perm ? CTL_EXIT_PERMISSION : CTL_EXIT_FAILURE;
        }
        relocate_result_free(res);
        return status;
}
