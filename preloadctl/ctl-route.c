/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl's side of preloadd: connecting, calls, error replies; and warm and status routed to
 * preloadd or run in-process, decided from the options as parsed (ctl-warm.c).
 */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "client.h"
#include "ctl-route.h"
#include "ctl-warm.h"
#include "ctl.h"
#include "format.h"
#include "macro.h"
#include "protocol.h"


bool ctl_daemon_absent(int r) {
        /* No runtime directory, no socket, or nobody listening on it. */
        return r == -ENXIO || r == -ENOENT || r == -ECONNREFUSED || r == -ENOTDIR;
}

/* Returns 0 with a connection, a "daemon absent" error (see daemon_absent), or another -errno. */
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

/* Prints an error reply once and turns it into an exit status. */
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
                return ctl_plan_failed_render(p);
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

/* One call; prints transport errors once. Returns an exit status, CTL_EXIT_OK with *rep filled. */
int ctl_daemon_call(Client *c, const char *what, const char *method, json_object *params, uint64_t timeout,
                    ProtocolReply *rep) {
        return daemon_call_full(c, what, method, params, timeout, false, rep);
}

/* Connects for a verb that needs the daemon: exit 7 when it is not running. */
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

/* ---- warm and status: where they run ---- */

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

/* A refusal: the daemon serves only processes that hold all its groups (a sandbox that dropped
 * some is refused), and such a caller can still do the work itself, with its own permissions. */
#define VIA_DAEMON_REFUSED (-1)

/*
 * Calls method about the targets (a warm's with its wait and strategy). CTL_EXIT_OK with a successful reply in *rep; VIA_DAEMON_REFUSED; or the exit status of an error
 * (printed once).
 */
static int call_targets(Client *c, const CtlWarmArgs *a, const char *verb, const char *method, ProtocolReply *rep) {
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
        status = daemon_call_full(c, verb, method, params, timeout, true, rep);
        json_object_put(params);
        if (status != CTL_EXIT_OK)
                return status;
        if (rep->error && strcmp(rep->error, PROTOCOL_ERROR_PERMISSION_DENIED) == 0)
                status = VIA_DAEMON_REFUSED;
        else if (rep->error)
                status = ctl_daemon_error(a->n_targets == 1 ? a->targets[0] : verb, rep);
        return status;
}

static int warm_via_daemon(Client *c, const CtlWarmArgs *a) {
        json_object *res = NULL;
        ProtocolReply rep = {};
        CtlWarmWatch watch = {};
        int status;

        /* A waited-for warm takes as long as the disk needs: show it, and let Ctrl-C cancel it. */
        if (a->options.wait)
                ctl_warm_watch_start(&watch, a->targets[0]);
        status = call_targets(c, a, "warm", PROTOCOL_METHOD_WARM, &rep);
        ctl_warm_watch_stop(&watch);
        if (status != CTL_EXIT_OK) {
                protocol_reply_done(&rep);
                return status;
        }
        if (json_object_object_get_ex(rep.parameters, "result", &res))
                status = ctl_warm_render(res);
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

/*
 * Runs a parsed warm or status where route() says: through preloadd, or in-process; in-process
 * too, with a warning, when preloadd refuses this process.
 */
static int run_routed(const CtlWarmArgs *a, const char *doing, int (*via_daemon)(Client *c, const CtlWarmArgs *a),
                      int (*local)(const CtlWarmArgs *a)) {
        Client *c = NULL;
        int status;

        if (route(doing, a, &c) > 0)
                return local(a);
        status = via_daemon(c, a);
        client_free(c);
        if (status == VIA_DAEMON_REFUSED) {
                ctl_warn("preloadd refused this process (it lacks one of the daemon's groups?), %s in-process", doing);
                status = local(a);
        }
        return status;
}

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
        int status = call_targets(c, a, "status", PROTOCOL_METHOD_STATUS, &rep);
        if (status != CTL_EXIT_OK) {
                protocol_reply_done(&rep);
                return status;
        }
        if (json_object_object_get_ex(rep.parameters, "result", &res)) {
                add_last_launches(c, a, res);
                status = ctl_status_render(res);
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

/* warm and status: parsed once, then run where the parsed options and preloadd allow. */
static int verb_routed(int argc, char **argv, CtlWarmVerb verb) {
        CtlWarmArgs a;
        int r;

        r = ctl_warm_args_parse(argc, argv, verb, &a);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        if (verb == CTL_VERB_WARM)
                return run_routed(&a, "warming", warm_via_daemon, ctl_warm_local);
        if (a.n_targets == 0) {
                if (!a.local)
                        return status_of_daemon(a.timeout_usec);
                ctl_warn("%s needs at least one TARGET", argv[0]);
                return CTL_EXIT_USAGE;
        }
        return run_routed(&a, "measuring", status_via_daemon, ctl_status_local);
}

int verb_warm(int argc, char **argv) {
        return verb_routed(argc, argv, CTL_VERB_WARM);
}

int verb_status(int argc, char **argv) {
        return verb_routed(argc, argv, CTL_VERB_STATUS);
}
