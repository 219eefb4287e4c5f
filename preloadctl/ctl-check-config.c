/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl check-config: every configuration file loaded, each error and warning said once. */
#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>

#include "config.h"
#include "ctl-check-config.h"
#include "ctl.h"

int verb_check_config(int argc, char **argv) {
        ConfigReport report = {};
        Config *c = NULL;
        int r, status;

        r = ctl_parse_no_args(argc, argv, true, NULL);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        r = ctl_config_load(&c, &report, NULL, NULL);
        if (arg_json) {
                json_object *o = json_object_new_object(), *e = json_object_new_array(), *w = json_object_new_array();
                for (size_t i = 0; i < report.n_errors; i++)
                        json_object_array_add(e, json_object_new_string(report.errors[i]));
                for (size_t i = 0; i < report.n_warnings; i++)
                        json_object_array_add(w, json_object_new_string(report.warnings[i]));
                json_object_object_add(o, "valid", json_object_new_boolean(r == 0));
                json_object_object_add(o, "errors", e);
                json_object_object_add(o, "warnings", w);
                json_object_object_add(o, "apps", json_object_new_int64(c ? (int64_t) c->n_apps : 0));
                json_object_object_add(o, "skipped", json_object_new_int64(c ? (int64_t) c->n_skipped : 0));
                ctl_print_json(o);
        } else
                ctl_config_report_print(&report);

        if (r == CONFIG_LOAD_PARTIAL) {
                if (!arg_json)
                        ctl_warn("%zu error%s found; %zu file%s would be skipped, %zu applications load",
                                 report.n_errors, report.n_errors == 1 ? "" : "s", c->n_skipped,
                                 c->n_skipped == 1 ? "" : "s", c->n_apps);
                status = CTL_EXIT_FAILURE;
        } else if (r >= 0) {
                size_t login = 0;
                for (size_t i = 0; i < c->n_apps; i++)
                        login += c->apps[i].trigger == APP_TRIGGER_LOGIN;
                if (!arg_json)
                        printf("Configuration OK: %zu applications (%zu at login), %zu masked\n", c->n_apps, login,
                               c->n_masked);
                status = CTL_EXIT_OK;
        } else if (r == -EBADMSG) {
                if (!arg_json)
                        ctl_warn("%zu error%s found", report.n_errors, report.n_errors == 1 ? "" : "s");
                status = CTL_EXIT_FAILURE;
        } else
                status = ctl_error("configuration", NULL, r);
        config_report_done(&report);
        config_free(c);
        return status;
}
