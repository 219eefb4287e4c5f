/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Where preloadctl warm and status run: through preloadd or in-process, from the options as parsed. */
#include <errno.h>
#include <json-c/json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "client.h"
#include "ctl-daemon.h"
#include "ctl-route.h"
#include "ctl.h"
#include "macro.h"
#include "protocol.h"

/* The daemon runs elsewhere: relative paths must become absolute before they travel. */
static char *absolute_target(const char *t) {
        char cwd[PATH_MAX], *s;

        if (t[0] == '/' || !strchr(t, '/'))
                return strdup(t);
        if (!getcwd(cwd, sizeof(cwd)))
                return NULL;
        if (asprintf(&s, "%s/%s", cwd, t) < 0)
                return NULL;
        return s;
}

/* A call's parameters naming every target (made absolute: the daemon has its own cwd), or NULL
 * after reporting why not into *status. */
static json_object *targets_params(const CtlWarmArgs *a, int *status) {
        json_object *params = json_object_new_object(), *targets = json_object_new_array();

        if (!params || !targets) {
                json_object_put(params);
                json_object_put(targets);
                *status = ctl_error("preloadd", NULL, -ENOMEM);
                return NULL;
        }
        json_object_object_add(params, "targets", targets);
        for (int i = 0; i < a->n_targets; i++) {
                char *t = absolute_target(a->targets[i]);
                if (!t) {
                        *status = ctl_error(a->targets[i], NULL, -errno);
                        json_object_put(params);
                        return NULL;
                }
                json_object_array_add(targets, json_object_new_string(t));
                free(t);
        }
        return params;
}

/*
 * Decides where a warm or status runs, from the parsed options; says which with -v. Returns 1 to
 * run in-process, 0 with a connection to preloadd.
 */
static int route(const char *verb, const CtlWarmArgs *a, Client **ret) {
        _cleanup_free_ char *path = NULL;
        const char *local_option = a->local_option;
        int r;

        /* Common options the daemon cannot honour: it plans with its own view of the system. */
        if (!local_option && arg_library_path)
                local_option = "--library-path";
        if (!local_option && strcmp(arg_ld_cache, CTL_LD_CACHE_DEFAULT) != 0)
                local_option = "--ld-cache";
        if (!local_option && arg_plan_source != TARGET_PLAN_AUTO)
                local_option = "--plan";
        if (!local_option && arg_profile_dir)
                local_option = "--profile-dir";
        if (!local_option && arg_metadata != METADATA_PASS_DEFAULT)
                local_option = "--metadata";
        if (a->local) {
                if (arg_verbose)
                        ctl_warn("%s in-process (--local)", verb);
                return 1;
        }
        if (local_option) {
                if (arg_verbose)
                        ctl_warn("%s in-process (%s is an option only the in-process route knows)", verb,
                                 local_option);
                return 1;
        }
        r = ctl_daemon_connect(ret, &path);
        if (r < 0) {
                if (!ctl_daemon_absent(r))
                        ctl_warn("cannot connect to preloadd (%s), %s in-process", strerror(-r), verb);
                else if (arg_verbose)
                        ctl_warn("preloadd is not running, %s in-process", verb);
                return 1;
        }
        if (arg_verbose)
                ctl_warn("%s through preloadd (%s)", verb, path);
        return 0;
}

int ctl_route_call(Client *c, const CtlWarmArgs *a, const char *verb, const char *method, ProtocolReply *rep) {
        /* Planning and a waited warm take as long as the disk needs: bounded by preloadd's
         * liveness, not by their length. */
        uint64_t timeout = a->timeout_usec ? a->timeout_usec : CTL_CALL_TIMEOUT_USEC;
        json_object *params;
        int status = CTL_EXIT_OK;

        params = targets_params(a, &status);
        if (!params)
                return status;
        if (a->verb == CTL_VERB_WARM) {
                json_object_object_add(params, "wait", json_object_new_boolean(a->options.wait));
                if (a->set_strategy)
                        json_object_object_add(params, "strategy",
                                               json_object_new_string(engine_strategy_to_string(a->options.strategy)));
        }
        status = ctl_daemon_call_alive(c, verb, method, params, timeout, rep);
        json_object_put(params);
        if (status != CTL_EXIT_OK)
                return status;
        if (rep->error && strcmp(rep->error, PROTOCOL_ERROR_PERMISSION_DENIED) == 0)
                status = CTL_ROUTE_REFUSED;
        else if (rep->error)
                status = ctl_daemon_error(a->n_targets == 1 ? a->targets[0] : verb, rep);
        return status;
}

int ctl_route_run(const CtlWarmArgs *a, const char *doing, int (*via_daemon)(Client *c, const CtlWarmArgs *a),
                  int (*local)(const CtlWarmArgs *a)) {
        Client *c = NULL;
        int status;

        if (route(doing, a, &c) > 0)
                return local(a);
        status = via_daemon(c, a);
        client_free(c);
        if (status == CTL_ROUTE_REFUSED) {
                ctl_warn("preloadd refused this process (it lacks one of the daemon's groups?), %s in-process", doing);
                status = local(a);
        }
        return status;
}
