/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl evict: the plan's pages dropped (warm.h), and what stayed cached because it is mapped. */
#include <json-c/json.h>
#include <stdio.h>

#include "ctl-evict.h"
#include "ctl-warm-args.h"
#include "ctl-warm.h"
#include "ctl.h"
#include "format.h"
#include "residency.h"

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
