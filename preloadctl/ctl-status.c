/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl status: preloadd's state, or the residency of targets, routed as warm is. */
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <string.h>

#include "client.h"
#include "ctl-daemon.h"
#include "ctl-render.h"
#include "ctl-route.h"
#include "ctl-status.h"
#include "ctl-warm-args.h"
#include "ctl-warm.h"
#include "ctl.h"
#include "format.h"
#include "macro.h"
#include "protocol.h"

/* ---- in-process ---- */

static int status_local(const CtlWarmArgs *a) {
        WarmStatus *s = NULL;
        json_object *j = NULL;
        int r, status;

        r = warm_status(a->targets, (size_t) a->n_targets, ctl_config(), ctl_target_options(), RESOLVE_AUTO, &s);
        if (r >= 0)
                r = warm_status_to_json(s, &j);
        warm_status_free(s);
        if (r < 0)
                return ctl_error("status", NULL, r);
        status = ctl_render_status(j);
        json_object_put(j);
        return status;
}

/* ---- through preloadd ---- */

/* What the login warm took, in order, and what its memory budget cut from the end. */
static void print_login_targets(json_object *login) {
        json_object *t = NULL, *res = NULL, *budget = NULL;
        char b[FORMAT_BYTES_MAX];

        if (!login || !json_object_object_get_ex(login, "targets", &t) || json_object_array_length(t) == 0)
                return;
        printf("  login targets:");
        for (size_t i = 0; i < json_object_array_length(t); i++)
                printf("%s %s", i ? "," : "", json_object_get_string(json_object_array_get_idx(t, i)));
        if (json_object_object_get_ex(login, "result", &res) && json_object_object_get_ex(res, "budget", &budget) &&
            ctl_json_int(budget, "trimmed_bytes") > 0)
                printf(" (%s cut by the memory budget)", format_bytes((uint64_t) ctl_json_int(budget, "trimmed_bytes"), b));
        putchar('\n');
}

static void print_daemon_status(json_object *p) {
        json_object *jobs = NULL, *login = NULL;

        printf("preloadd %s (pid %" PRId64 "): %s\n", ctl_json_string(p, "version"), ctl_json_int(p, "pid"),
               ctl_json_string(p, "status_text"));
        printf("  applications: %" PRId64 " (%" PRId64 " at login)\n", ctl_json_int(p, "apps"),
               ctl_json_int(p, "login_apps"));
        if (json_object_object_get_ex(p, "login", &login))
                printf("  login warm: %s%s%s\n", ctl_json_string(login, "state"),
                       ctl_json_string(login, "summary") ? ", " : "",
                       ctl_json_string(login, "summary") ? ctl_json_string(login, "summary") : "");
        print_login_targets(login);
        if (ctl_json_string(p, "reload_error"))
                printf("  last reload failed: %s\n", ctl_json_string(p, "reload_error"));
        if (json_object_object_get_ex(p, "jobs", &jobs) && json_object_array_length(jobs) > 0)
                for (size_t i = 0; i < json_object_array_length(jobs); i++) {
                        json_object *j = json_object_array_get_idx(jobs, i), *pr = NULL;
                        char b1[FORMAT_BYTES_MAX], b2[FORMAT_BYTES_MAX];
                        printf("  job %" PRId64 ": %s %s (%s)", ctl_json_int(j, "job"), ctl_json_string(j, "state"),
                               ctl_json_string(j, "target"), ctl_json_string(j, "kind"));
                        if (json_object_object_get_ex(j, "progress", &pr))
                                printf(", %s of %s", format_bytes((uint64_t) ctl_json_int(pr, "bytes_done"), b1),
                                       format_bytes((uint64_t) ctl_json_int(pr, "bytes_total"), b2));
                        putchar('\n');
                }
        else
                printf("  jobs: none\n");
}

/* The daemon's last launch of each target (by application or profile name, or a program's base
 * name) goes into res as "launches"; nothing when the daemon saw none. */
static void add_last_launches(Client *c, const CtlWarmArgs *a, json_object *res) {
        json_object *l = NULL, *apps = NULL, *out;
        ProtocolReply rep = {};

        if (client_call(c, PROTOCOL_METHOD_STATUS, NULL, CTL_CALL_TIMEOUT_USEC, &rep) < 0 || rep.error ||
            !json_object_object_get_ex(rep.parameters, "launches", &l) ||
            !json_object_object_get_ex(l, "apps", &apps) || !(out = json_object_new_array())) {
                protocol_reply_done(&rep);
                return;
        }
        for (size_t i = 0; i < json_object_array_length(apps); i++) {
                json_object *x = json_object_array_get_idx(apps, i);
                const char *app = ctl_json_string(x, "app");
                for (int k = 0; app && k < a->n_targets; k++) {
                        const char *t = a->targets[k], *base = strrchr(t, '/');
                        if (strcmp(t, app) == 0 || (base && strcmp(base + 1, app) == 0)) {
                                json_object_array_add(out, json_object_get(x));
                                break;
                        }
                }
        }
        /* Only when there is one: otherwise the answer is the same as the in-process one. */
        if (json_object_array_length(out) > 0)
                json_object_object_add(res, "launches", out);
        else
                json_object_put(out);
        protocol_reply_done(&rep);
}

static int status_via_daemon(Client *c, const CtlWarmArgs *a) {
        json_object *res = NULL;
        ProtocolReply rep = {};
        int status = ctl_route_call(c, a, "status", PROTOCOL_METHOD_STATUS, &rep);
        if (status != CTL_EXIT_OK) {
                protocol_reply_done(&rep);
                return status;
        }
        if (json_object_object_get_ex(rep.parameters, "result", &res)) {
                add_last_launches(c, a, res);
                status = ctl_render_status(res);
        } else {
                ctl_warn("status: preloadd sent no result");
                status = CTL_EXIT_FAILURE;
        }
        protocol_reply_done(&rep);
        return status;
}

/* No target: the daemon's own state, which only the daemon knows. */
static int status_of_daemon(uint64_t timeout) {
        Client *c = NULL;
        ProtocolReply rep = {};
        int status;

        status = ctl_daemon_required("status", &c);
        if (status != CTL_EXIT_OK)
                return status;
        status = ctl_daemon_call(c, "status", PROTOCOL_METHOD_STATUS, NULL, timeout ? timeout : CTL_CALL_TIMEOUT_USEC, &rep);
        client_free(c);
        if (status != CTL_EXIT_OK)
                return status;
        if (rep.error)
                status = ctl_daemon_error("status", &rep);
        else if (arg_json)
                ctl_print_json(json_object_get(rep.parameters));
        else
                print_daemon_status(rep.parameters);
        protocol_reply_done(&rep);
        return status;
}

int verb_status(int argc, char **argv) {
        CtlWarmArgs a;
        int r;

        r = ctl_warm_args_parse(argc, argv, CTL_VERB_STATUS, &a);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        if (a.n_targets == 0) {
                if (!a.local)
                        return status_of_daemon(a.timeout_usec);
                ctl_warn("%s needs at least one TARGET", argv[0]);
                return CTL_EXIT_USAGE;
        }
        return ctl_route_run(&a, "measuring", status_via_daemon, status_local);
}
