/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl forget APP... | --all: through preloadd when it runs, which must also stop using and
 * observing what it forgets (its launches under way, its preparations); in this process when it
 * does not, or with --local.
 */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctl-forget.h"
#include "ctl-daemon.h"
#include "ctl.h"
#include "forget.h"
#include "macro.h"
#include "protocol.h"

static bool arg_all;
static bool arg_local;

/* Whether an entry of the reply forgot something, without error (for all of them: without error). */
static bool entry_ok(json_object *e) {
        return !ctl_json_string(e, "error") &&
               (!ctl_json_string(e, "app") || ctl_json_bool(e, "profile") || ctl_json_bool(e, "usage"));
}

/* What one entry of the reply says, on stdout; its error on stderr. */
static void print_entry(json_object *e) {
        const char *app = ctl_json_string(e, "app"), *error = ctl_json_string(e, "error");
        bool profile = ctl_json_bool(e, "profile"), usage = ctl_json_bool(e, "usage");

        if (error) {
                const char *path = ctl_json_string(e, "path");
                int64_t line = ctl_json_int(e, "line");
                char where[32] = "";
                if (line > 0)
                        snprintf(where, sizeof(where), ":%" PRId64, line);
                if (profile)
                        printf("Forgot %s: its profile\n", app);
                ctl_warn("%s%s: %s (forgetting %s)", path ? path : app ? app : "forget", where, error,
                         app ? app : "every application");
        } else if (!app) {
                int64_t n = ctl_json_int(e, "profiles");
                if (n == 0 && !usage)
                        printf("Nothing learned to forget\n");
                else if (n == 0)
                        printf("Forgot every launch count\n");
                else
                        printf("Forgot %" PRId64 " profile%s%s\n", n, n == 1 ? "" : "s",
                               usage ? " and every launch count" : "");
        } else if (!profile && !usage)
                ctl_warn("%s: nothing learned of it", app);
        else
                printf("Forgot %s: %s%s%s\n", app, profile ? "its profile" : "", profile && usage ? " and " : "",
                       usage ? "its launch count" : "");
}

static int print_reply(json_object *forgotten) {
        bool ok = true;

        if (arg_json) {
                json_object *o = json_object_new_object();
                json_object_object_add(o, "forgotten", json_object_get(forgotten));
                ctl_print_json(o);
        }
        for (size_t i = 0; i < json_object_array_length(forgotten); i++) {
                json_object *e = json_object_array_get_idx(forgotten, i);
                if (!arg_json)
                        print_entry(e);
                ok = entry_ok(e) && ok;
        }
        return ok ? CTL_EXIT_OK : CTL_EXIT_FAILURE;
}

static json_object *forget_local(char **names, size_t n) {
        json_object *a = json_object_new_array();

        if (!a)
                return NULL;
        if (arg_all) {
                _cleanup_free_ char *path = NULL;
                size_t profiles = 0;
                bool usage = false;
                int r = forget_all(&profiles, &usage, &path);
                json_object_array_add(a, forget_all_to_json(profiles, usage, r, path));
                return a;
        }
        for (size_t i = 0; i < n; i++) {
                _cleanup_free_ char *path = NULL;
                const char *reason = NULL;
                unsigned line = 0;
                Forgotten f;
                int r = forget_app(names[i], &f, &path, &line, &reason);
                json_object_array_add(a, forget_to_json(names[i], &f, r, path, line, reason));
        }
        return a;
}

static int forget_via_daemon(Client *c, char **names, size_t n) {
        json_object *p = json_object_new_object(), *apps = NULL, *forgotten;
        ProtocolReply rep = {};
        int status;

        if (!p)
                return ctl_error("forget", NULL, -ENOMEM);
        if (arg_all)
                json_object_object_add(p, "all", json_object_new_boolean(true));
        else {
                apps = json_object_new_array();
                for (size_t i = 0; i < n; i++)
                        json_object_array_add(apps, json_object_new_string(names[i]));
                json_object_object_add(p, "apps", apps);
        }
        status = ctl_daemon_call(c, "forget", PROTOCOL_METHOD_FORGET, p, CTL_CALL_TIMEOUT_USEC, &rep);
        json_object_put(p);
        if (status != CTL_EXIT_OK)
                return status;
        if (rep.error)
                status = ctl_daemon_error("forget", &rep);
        else if (!json_object_object_get_ex(rep.parameters, "forgotten", &forgotten) ||
                 !json_object_is_type(forgotten, json_type_array))
                status = ctl_error("forget", "preloadd's reply lists nothing", -EBADMSG);
        else
                status = print_reply(forgotten);
        protocol_reply_done(&rep);
        return status;
}

int verb_forget(int argc, char **argv) {
        enum { ARG_ALL = CTL_ARG_VERB_FIRST, ARG_LOCAL };
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "all", no_argument, NULL, ARG_ALL },
                { "local", no_argument, NULL, ARG_LOCAL },
                {},
        };
        char **names = NULL;
        size_t n = 0;
        Client *c = NULL;
        int opt, r, status = CTL_EXIT_OK, unknown = 0;

        optind = 0;
        arg_all = arg_local = false;
        while ((opt = getopt_long(argc, argv, CTL_COMMON_SHORT, options, NULL)) >= 0) {
                if (opt == ARG_ALL) {
                        arg_all = true;
                        continue;
                }
                if (opt == ARG_LOCAL) {
                        arg_local = true;
                        continue;
                }
                r = ctl_common_option(opt, optarg);
                if (r == -ECANCELED)
                        return CTL_EXIT_OK;
                if (r <= 0)
                        return CTL_EXIT_USAGE;
        }
        if (arg_all == (optind < argc)) {
                ctl_warn("forget takes APP... or --all");
                return CTL_EXIT_USAGE;
        }
        if (argc - optind > (int) PROTOCOL_TARGETS_MAX) {
                ctl_warn("forget takes at most %u applications at once", PROTOCOL_TARGETS_MAX);
                return CTL_EXIT_USAGE;
        }

        names = calloc((size_t) (argc - optind) + 1, sizeof(char *));
        if (!names)
                return ctl_error("forget", NULL, -ENOMEM);
        /* As they are learned: vim as vim.basic, the program it runs. */
        for (int i = optind; i < argc; i++) {
                r = forget_name_of(argv[i], getenv("PATH"), &names[n]);
                if (r == -ENOENT) {
                        ctl_warn("%s: nothing learned of it", argv[i]);
                        unknown++;
                } else if (r < 0) {
                        status = ctl_error(argv[i], NULL, r);
                        goto finish;
                } else
                        n++;
        }
        if (!arg_all && n == 0) {
                status = CTL_EXIT_FAILURE;
                goto finish;
        }

        r = arg_local ? -ENOENT : ctl_daemon_connect(&c, NULL);
        if (r < 0 && !arg_local && !ctl_daemon_absent(r)) {
                status = ctl_error("forget", "cannot connect to preloadd", r);
                goto finish;
        }
        if (c) {
                if (arg_verbose)
                        ctl_warn("asking preloadd to forget");
                status = forget_via_daemon(c, names, n);
                client_free(c);
        } else {
                json_object *a = forget_local(names, n);
                if (arg_verbose)
                        ctl_warn("forgetting in-process%s", arg_local ? "" : ": preloadd is not running");
                status = a ? print_reply(a) : ctl_error("forget", NULL, -ENOMEM);
                json_object_put(a);
        }
        if (status == CTL_EXIT_OK && unknown > 0)
                status = CTL_EXIT_FAILURE;
finish:
        for (size_t i = 0; i < n; i++)
                free(names[i]);
        free(names);
        return status;
}
