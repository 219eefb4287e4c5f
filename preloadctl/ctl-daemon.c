/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl's side of preloadd: connecting, calls, error replies printed once. */
#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"
#include "ctl-daemon.h"
#include "ctl-render.h"
#include "ctl.h"
#include "macro.h"
#include "protocol.h"

bool ctl_daemon_absent(int r) {
        /* No runtime directory, no socket, or nobody listening on it. */
        return r == -ENXIO || r == -ENOENT || r == -ECONNREFUSED || r == -ENOTDIR;
}

int ctl_daemon_connect(Client **ret, char **ret_path) {
        _cleanup_free_ char *path = NULL;
        int r;

        r = client_socket_path(&path);
        if (r < 0)
                return r;
        r = client_connect(path, ret);
        if (r < 0)
                return r;
        if (ret_path)
                *ret_path = TAKE_PTR(path);
        return 0;
}

int ctl_daemon_error(const char *what, const ProtocolReply *rep) {
        const char *e = rep->error;
        json_object *p = rep->parameters;

        if (strcmp(e, PROTOCOL_ERROR_NO_SUCH_APP) == 0) {
                ctl_warn("%s: no such application", ctl_json_string(p, "app") ? ctl_json_string(p, "app") : what);
                return CTL_EXIT_UNKNOWN_APP;
        }
        if (strcmp(e, PROTOCOL_ERROR_PERMISSION_DENIED) == 0) {
                ctl_warn("preloadd refused this process: it serves only its own uid, and only processes "
                         "that hold all of its groups");
                return CTL_EXIT_PERMISSION;
        }
        if (strcmp(e, PROTOCOL_ERROR_PLAN_FAILED) == 0)
                return ctl_render_plan_failed(p);
        if (strcmp(e, PROTOCOL_ERROR_WARM_FAILED) == 0) {
                ctl_json_warn_strings(p, "warnings", ", ignoring");
                ctl_warn("%s: %s", ctl_json_string(p, "path") ? ctl_json_string(p, "path") : what,
                         ctl_json_string(p, "reason") ? ctl_json_string(p, "reason") : e);
                return ctl_exit_status((int) ctl_json_int(p, "errno"));
        }
        if (strcmp(e, PROTOCOL_ERROR_INVALID_PARAMETER) == 0) {
                ctl_warn("%s: preloadd refused parameter '%s'", what,
                         ctl_json_string(p, "parameter") ? ctl_json_string(p, "parameter") : "?");
                return CTL_EXIT_USAGE;
        }
        if (strcmp(e, PROTOCOL_ERROR_NO_SUCH_JOB) == 0) {
                ctl_warn("no such job: %s", ctl_json_string(p, "job") ? ctl_json_string(p, "job") : "?");
                return CTL_EXIT_FAILURE;
        }
        ctl_warn("%s: preloadd answered %s%s%s", what, e, ctl_json_string(p, "reason") ? ": " : "",
                 ctl_json_string(p, "reason") ? ctl_json_string(p, "reason") : "");
        return CTL_EXIT_FAILURE;
}

/* alive: the reply may take as long as the work, while preloadd answers (client_call_alive()). */
static int daemon_call_full(Client *c, const char *what, const char *method, json_object *params, uint64_t timeout,
                            bool alive, ProtocolReply *rep) {
        int r = alive ? client_call_alive(c, method, params, timeout, rep) : client_call(c, method, params, timeout, rep);

        if (r == -ETIMEDOUT) {
                ctl_warn("%s: preloadd did not answer within %g s", what, (double) timeout / 1e6);
                return CTL_EXIT_FAILURE;
        }
        if (r == -ECONNRESET) {
                ctl_warn("%s: preloadd closed the connection", what);
                return CTL_EXIT_FAILURE;
        }
        if (r < 0) {
                ctl_warn("%s: talking to preloadd failed: %s", what, strerror(-r));
                return CTL_EXIT_FAILURE;
        }
        return CTL_EXIT_OK;
}

int ctl_daemon_call(Client *c, const char *what, const char *method, json_object *params, uint64_t timeout,
                    ProtocolReply *rep) {
        return daemon_call_full(c, what, method, params, timeout, false, rep);
}

int ctl_daemon_call_alive(Client *c, const char *what, const char *method, json_object *params, uint64_t timeout,
                          ProtocolReply *rep) {
        return daemon_call_full(c, what, method, params, timeout, true, rep);
}

int ctl_daemon_required(const char *verb, Client **ret) {
        int r = ctl_daemon_connect(ret, NULL);

        if (ctl_daemon_absent(r)) {
                ctl_warn("%s: preloadd is not running", verb);
                return CTL_EXIT_NO_DAEMON;
        }
        if (r < 0) {
                ctl_warn("%s: cannot connect to preloadd: %s", verb, strerror(-r));
                return r == -EACCES || r == -EPERM ? CTL_EXIT_PERMISSION : CTL_EXIT_FAILURE;
        }
        return CTL_EXIT_OK;
}

/* ---- calls several verbs make ---- */

json_object *ctl_daemon_jobs(Client *c, uint64_t timeout_usec, ProtocolReply *rep) {
        json_object *jobs;

        if (client_call(c, PROTOCOL_METHOD_STATUS, NULL, timeout_usec, rep) < 0 || rep->error ||
            !json_object_object_get_ex(rep->parameters, "jobs", &jobs) ||
            !json_object_is_type(jobs, json_type_array))
                return NULL;
        return jobs;
}

int ctl_daemon_cancel(Client *c, int64_t id, ProtocolReply *rep) {
        json_object *p = json_object_new_object();
        int r;

        if (!p)
                return -ENOMEM;
        if (id > 0)
                json_object_object_add(p, "job", json_object_new_int64(id));
        r = client_call(c, PROTOCOL_METHOD_CANCEL, p, CTL_CALL_TIMEOUT_USEC, rep);
        json_object_put(p);
        return r;
}
