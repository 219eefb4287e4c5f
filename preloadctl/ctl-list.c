/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl list: the configured applications, as preloadd runs them or as read in-process. */
#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>
#include <string.h>

#include "client.h"
#include "config.h"
#include "ctl-daemon.h"
#include "ctl-list.h"
#include "ctl-usage.h"
#include "ctl.h"
#include "format.h"
#include "macro.h"
#include "protocol.h"

static size_t array_length(json_object *a) {
        return a && json_object_is_type(a, json_type_array) ? json_object_array_length(a) : 0;
}

static const char *or_dash(const char *s) {
        return s && *s ? s : "-";
}

/* The applications preloadd learned from launches that no configuration names, most used first. */
static void list_print_learned(json_object *o) {
        json_object *learned = NULL;
        size_t n, w = strlen("LEARNED");
        char buf[128];

        json_object_object_get_ex(o, "learned", &learned);
        n = array_length(learned);
        if (n == 0)
                return;
        for (size_t i = 0; i < n; i++)
                w = MAX(w, format_width(or_dash(ctl_json_string(json_object_array_get_idx(learned, i), "name"))));
        printf("\n%-*s %s\n", (int) w, "LEARNED", "USE");
        for (size_t i = 0; i < n; i++) {
                json_object *a = json_object_array_get_idx(learned, i);
                const char *name = or_dash(ctl_json_string(a, "name"));
                printf("%-*s %s\n", format_pad(name, w), name, ctl_usage_describe(a, buf, sizeof(buf)) ?: "-");
        }
}

/* One table, the columns as wide as their longest entry: applications, masked and skipped files. */
static int list_print(json_object *o) {
        json_object *apps = NULL, *masked = NULL, *skipped = NULL;
        size_t n, nm, ns, w_id = strlen("APP"), w_name = strlen("NAME");

        json_object_object_get_ex(o, "apps", &apps);
        json_object_object_get_ex(o, "masked", &masked);
        json_object_object_get_ex(o, "skipped", &skipped);
        n = array_length(apps);
        nm = array_length(masked);
        ns = array_length(skipped);
        for (size_t i = 0; i < n + nm + ns; i++) {
                json_object *a = json_object_array_get_idx(i < n ? apps : i < n + nm ? masked : skipped,
                                                           i < n ? i : i < n + nm ? i - n : i - n - nm);
                w_id = MAX(w_id, format_width(or_dash(ctl_json_string(a, "id"))));
                w_name = MAX(w_name, format_width(or_dash(ctl_json_string(a, "name"))));
        }

        printf("%-*s %-*s %-8s %8s %8s  %s\n", (int) w_id, "APP", (int) w_name, "NAME", "TRIGGER", "PRIORITY",
               "LAUNCHES", "FILE");
        for (size_t i = 0; i < n; i++) {
                json_object *a = json_object_array_get_idx(apps, i);
                const char *id = or_dash(ctl_json_string(a, "id")), *name = or_dash(ctl_json_string(a, "name"));
                json_object *u = NULL;
                char launches[24] = "-";
                if (json_object_object_get_ex(a, "usage", &u) && u)
                        snprintf(launches, sizeof(launches), "%" PRId64, ctl_json_int(u, "launches"));
                printf("%-*s %-*s %-8s %8" PRId64 " %8s  %s\n", format_pad(id, w_id), id, format_pad(name, w_name),
                       name, or_dash(ctl_json_string(a, "trigger")), ctl_json_int(a, "priority"), launches,
                       or_dash(ctl_json_string(a, "path")));
        }
        for (size_t i = 0; i < nm + ns; i++) {
                json_object *a = json_object_array_get_idx(i < nm ? masked : skipped, i < nm ? i : i - nm);
                const char *id = or_dash(ctl_json_string(a, "id"));
                printf("%-*s %-*s %-8s %8s %8s  %s\n", format_pad(id, w_id), id, (int) w_name, "-",
                       i < nm ? "masked" : "skipped", "-", "-", or_dash(ctl_json_string(a, "path")));
        }
        printf("\n%zu application%s, %zu masked", n, n == 1 ? "" : "s", nm);
        if (ns > 0)
                printf(", %zu skipped for errors (see check-config)", ns);
        putchar('\n');
        list_print_learned(o);
        return CTL_EXIT_OK;
}

static int list_local(void) {
        ConfigReport report = {};
        Config *c = NULL;
        json_object *o;
        int r, status;

        r = ctl_config_load(&c, &report, NULL, NULL);
        ctl_config_report_print(&report);
        config_report_done(&report);
        if (r < 0) {
                if (r == -EBADMSG) {
                        ctl_warn("the configuration cannot be read");
                        return CTL_EXIT_FAILURE;
                }
                return ctl_error("configuration", NULL, r);
        }
        o = json_object_new_object();
        if (!o || config_to_json(c, o) < 0) {
                json_object_put(o);
                config_free(c);
                return ctl_error("configuration", NULL, -ENOMEM);
        }
        ctl_usage_add_to_list(o);
        if (arg_json) {
                ctl_print_json(o);
                status = CTL_EXIT_OK;
        } else {
                status = list_print(o);
                json_object_put(o);
        }
        config_free(c);
        return status;
}

int verb_list(int argc, char **argv) {
        Client *c = NULL;
        ProtocolReply rep = {};
        bool local = false;
        int r, status;

        r = ctl_parse_no_args(argc, argv, true, &local);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;

        /* --config-dir names files on disk: only an in-process read can honour it. */
        if (local || ctl_config_dirs_given()) {
                if (arg_verbose)
                        ctl_warn("reading the configuration in-process");
                return list_local();
        }
        r = ctl_daemon_connect(&c, NULL);
        if (r < 0) {
                if (!ctl_daemon_absent(r))
                        ctl_warn("cannot connect to preloadd (%s), reading the configuration in-process",
                                 strerror(-r));
                else if (arg_verbose)
                        ctl_warn("preloadd is not running, reading the configuration in-process");
                return list_local();
        }
        if (arg_verbose)
                ctl_warn("asking preloadd for the configuration it runs with");
        status = ctl_daemon_call(c, "list", PROTOCOL_METHOD_LIST, NULL, CTL_CALL_TIMEOUT_USEC, &rep);
        client_free(c);
        if (status != CTL_EXIT_OK)
                return status;
        if (rep.error) {
                status = ctl_daemon_error("list", &rep);
                protocol_reply_done(&rep);
                return status;
        }
        ctl_usage_add_to_list(rep.parameters);
        if (arg_json) {
                ctl_print_json(json_object_get(rep.parameters));
                status = CTL_EXIT_OK;
        } else
                status = list_print(rep.parameters);
        protocol_reply_done(&rep);
        return status;
}
