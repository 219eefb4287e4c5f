/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl list, reload, cat-config, check-config; warm and status through preloadd when it runs. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "client.h"
#include "config.h"
#include "ctl-daemon.h"
#include "ctl-warm.h"
#include "ctl.h"
#include "macro.h"
#include "protocol.h"

/* Calls other than a waited-for warm answer at once; a daemon that does not is wedged. */
#define CALL_TIMEOUT_USEC (30ull * 1000000ull)

enum {
        ARG_CONFIG_DIR = CTL_ARG_VERB_FIRST + 0x80, /* clear of the numbers other verbs use */
        ARG_LOCAL,
};

static char **arg_config_dirs;
static size_t arg_n_config_dirs;
static bool arg_local;

/* Common options plus --config-dir= and, where it applies, --local. */
static int parse_verb_args(int argc, char **argv, bool allow_local, bool allow_config_dir) {
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "config-dir", required_argument, NULL, ARG_CONFIG_DIR },
                { "local", no_argument, NULL, ARG_LOCAL },
                {},
        };
        int c, r;

        optind = 0;
        while ((c = getopt_long(argc, argv, CTL_COMMON_SHORT, options, NULL)) >= 0) {
                if (c == ARG_CONFIG_DIR) {
                        char **v;
                        if (!allow_config_dir) {
                                ctl_warn("%s: --config-dir only applies to what is read in-process", argv[0]);
                                return -EINVAL;
                        }
                        if (optarg[0] != '/') {
                                ctl_warn("--config-dir needs an absolute path: %s", optarg);
                                return -EINVAL;
                        }
                        v = reallocarray(arg_config_dirs, arg_n_config_dirs + 1, sizeof(char *));
                        if (!v)
                                return -ENOMEM;
                        arg_config_dirs = v;
                        arg_config_dirs[arg_n_config_dirs++] = optarg;
                        continue;
                }
                if (c == ARG_LOCAL) {
                        if (!allow_local) {
                                ctl_warn("%s: --local does not apply", argv[0]);
                                return -EINVAL;
                        }
                        arg_local = true;
                        continue;
                }
                r = ctl_common_option(c, optarg);
                if (r == -ECANCELED)
                        return 0;
                if (r <= 0)
                        return -EINVAL;
        }
        if (optind < argc) {
                ctl_warn("%s takes no arguments", argv[0]);
                return -EINVAL;
        }
        return 1;
}

/* ---- configuration read in-process ---- */

static int load_config(Config **ret, ConfigReport *report, char ***ret_dirs, size_t *ret_n) {
        char **dirs = NULL;
        size_t n = 0;
        int r;

        if (arg_config_dirs) {
                for (size_t i = 0; i < arg_n_config_dirs; i++) {
                        char **v = reallocarray(dirs, n + 1, sizeof(char *));
                        if (!v || !(v[n] = strdup(arg_config_dirs[i]))) {
                                config_dirs_free(v ? v : dirs, n);
                                return -ENOMEM;
                        }
                        dirs = v;
                        n++;
                }
        } else {
                r = config_default_dirs(true, &dirs, &n);
                if (r < 0)
                        return r;
        }
        r = config_load((const char *const *) dirs, n, ret, report);
        if (ret_dirs && r >= 0) {
                *ret_dirs = dirs;
                *ret_n = n;
        } else
                config_dirs_free(dirs, n);
        return r;
}

static void print_report(const ConfigReport *r) {
        for (size_t i = 0; i < r->n_warnings; i++)
                ctl_warn("%s", r->warnings[i]);
        for (size_t i = 0; i < r->n_errors; i++)
                ctl_warn("%s", r->errors[i]);
}

/* ---- the daemon ---- */

static bool daemon_absent(int r) {
        /* No runtime directory, no socket, or nobody listening on it. */
        return r == -ENXIO || r == -ENOENT || r == -ECONNREFUSED || r == -ENOTDIR;
}

/* Returns 0 with a connection, a "daemon absent" error (see daemon_absent), or another -errno. */
static int daemon_connect(Client **ret, char **ret_path) {
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

static int exit_status_for_errno(int error) {
        if (error == EACCES || error == EPERM)
                return CTL_EXIT_PERMISSION;
        return CTL_EXIT_FAILURE;
}

static const char *json_get_string(json_object *o, const char *key) {
        json_object *v;

        if (!o || !json_object_object_get_ex(o, key, &v) || !json_object_is_type(v, json_type_string))
                return NULL;
        return json_object_get_string(v);
}

static int64_t json_get_int(json_object *o, const char *key) {
        json_object *v;

        if (!o || !json_object_object_get_ex(o, key, &v))
                return 0;
        return json_object_get_int64(v);
}

static bool json_get_bool(json_object *o, const char *key) {
        json_object *v;

        if (!o || !json_object_object_get_ex(o, key, &v))
                return false;
        return json_object_get_boolean(v);
}

static void print_string_array(json_object *o, const char *key, const char *suffix) {
        json_object *a;

        if (!o || !json_object_object_get_ex(o, key, &a) || !json_object_is_type(a, json_type_array))
                return;
        for (size_t i = 0; i < json_object_array_length(a); i++)
                ctl_warn("%s%s", json_object_get_string(json_object_array_get_idx(a, i)), suffix);
}

/* Prints an error reply once and turns it into an exit status. */
static int daemon_error(const char *what, const ProtocolReply *rep) {
        const char *e = rep->error;
        json_object *p = rep->parameters;

        if (strcmp(e, PROTOCOL_ERROR_NO_SUCH_APP) == 0) {
                ctl_warn("%s: no such application", json_get_string(p, "app") ? json_get_string(p, "app") : what);
                return CTL_EXIT_UNKNOWN_APP;
        }
        if (strcmp(e, PROTOCOL_ERROR_PERMISSION_DENIED) == 0) {
                ctl_warn("preloadd refused this process: it serves only its own uid, and only processes "
                         "that hold all of its groups");
                return CTL_EXIT_PERMISSION;
        }
        if (strcmp(e, PROTOCOL_ERROR_PLAN_FAILED) == 0 || strcmp(e, PROTOCOL_ERROR_WARM_FAILED) == 0) {
                int error = (int) json_get_int(p, "errno");
                const char *path = json_get_string(p, "path");
                print_string_array(p, "warnings", ", ignoring");
                ctl_warn("%s: %s", path ? path : what, json_get_string(p, "reason") ? json_get_string(p, "reason") : e);
                /* A bare name that resolves to nothing is an unknown application, as in-process. */
                if (strcmp(e, PROTOCOL_ERROR_PLAN_FAILED) == 0 && error == ENOENT && !strchr(what, '/'))
                        return CTL_EXIT_UNKNOWN_APP;
                return exit_status_for_errno(error);
        }
        if (strcmp(e, PROTOCOL_ERROR_INVALID_PARAMETER) == 0) {
                ctl_warn("%s: preloadd refused parameter '%s'", what,
                         json_get_string(p, "parameter") ? json_get_string(p, "parameter") : "?");
                return CTL_EXIT_USAGE;
        }
        if (strcmp(e, PROTOCOL_ERROR_NO_SUCH_JOB) == 0) {
                ctl_warn("no such job: %s", json_get_string(p, "job") ? json_get_string(p, "job") : "?");
                return CTL_EXIT_FAILURE;
        }
        ctl_warn("%s: preloadd answered %s%s%s", what, e, json_get_string(p, "reason") ? ": " : "",
                 json_get_string(p, "reason") ? json_get_string(p, "reason") : "");
        return CTL_EXIT_FAILURE;
}

/* One call; prints transport errors once. Returns an exit status, CTL_EXIT_OK with *rep filled. */
static int daemon_call(Client *c, const char *what, const char *method, json_object *params, uint64_t timeout,
                       ProtocolReply *rep) {
        int r = client_call(c, method, params, timeout, rep);

        if (r == -ETIMEDOUT) {
                ctl_warn("%s: preloadd did not answer in time", what);
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

/* Connects for a verb that needs the daemon: exit 7 when it is not running. */
static int daemon_required(const char *verb, Client **ret) {
        int r = daemon_connect(ret, NULL);

        if (daemon_absent(r)) {
                ctl_warn("%s: preloadd is not running", verb);
                return CTL_EXIT_NO_DAEMON;
        }
        if (r < 0) {
                ctl_warn("%s: cannot connect to preloadd: %s", verb, strerror(-r));
                return r == -EACCES || r == -EPERM ? CTL_EXIT_PERMISSION : CTL_EXIT_FAILURE;
        }
        return CTL_EXIT_OK;
}

/* ---- list ---- */

static void print_app_row(const char *id, const char *trigger, int64_t priority, const char *path) {
        printf("%-24s %-8s %8" PRId64 "  %s\n", id, trigger, priority, path);
}

static int list_print(json_object *apps, json_object *masked) {
        size_t n = apps ? json_object_array_length(apps) : 0, nm = masked ? json_object_array_length(masked) : 0;

        printf("%-24s %-8s %8s  %s\n", "APP", "TRIGGER", "PRIORITY", "FILE");
        for (size_t i = 0; i < n; i++) {
                json_object *a = json_object_array_get_idx(apps, i);
                print_app_row(json_get_string(a, "id"), json_get_string(a, "trigger"), json_get_int(a, "priority"),
                              json_get_string(a, "path"));
        }
        for (size_t i = 0; i < nm; i++) {
                json_object *a = json_object_array_get_idx(masked, i);
                printf("%-24s %-8s %8s  %s\n", json_get_string(a, "id"), "masked", "-", json_get_string(a, "path"));
        }
        printf("\n%zu applications, %zu masked\n", n, nm);
        return CTL_EXIT_OK;
}

static int list_local(void) {
        ConfigReport report = {};
        Config *c = NULL;
        json_object *o = json_object_new_object(), *apps = json_object_new_array(), *masked = json_object_new_array(),
                    *e;
        int r, status;

        r = load_config(&c, &report, NULL, NULL);
        print_report(&report);
        config_report_done(&report);
        if (r < 0) {
                json_object_put(o);
                json_object_put(apps);
                json_object_put(masked);
                if (r == -EBADMSG) {
                        ctl_warn("the configuration has errors");
                        return CTL_EXIT_FAILURE;
                }
                return ctl_error("configuration", NULL, r);
        }
        for (size_t i = 0; i < c->n_apps; i++)
                if (app_config_to_json(&c->apps[i], &e) >= 0)
                        json_object_array_add(apps, e);
        for (size_t i = 0; i < c->n_masked; i++) {
                e = json_object_new_object();
                json_object_object_add(e, "id", json_object_new_string(c->masked[i].id));
                json_object_object_add(e, "path", json_object_new_string(c->masked[i].path));
                json_object_array_add(masked, e);
        }
        json_object_object_add(o, "apps", apps);
        json_object_object_add(o, "masked", masked);
        if (arg_json) {
                ctl_print_json(o);
                status = CTL_EXIT_OK;
        } else {
                status = list_print(apps, masked);
                json_object_put(o);
        }
        config_free(c);
        return status;
}

int verb_list(int argc, char **argv) {
        Client *c = NULL;
        ProtocolReply rep = {};
        json_object *apps = NULL, *masked = NULL;
        int r, status;

        r = parse_verb_args(argc, argv, true, true);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;

        /* --config-dir names files on disk: only an in-process read can honour it. */
        if (arg_local || arg_config_dirs) {
                if (arg_verbose)
                        ctl_warn("reading the configuration in-process");
                return list_local();
        }
        r = daemon_connect(&c, NULL);
        if (r < 0) {
                if (!daemon_absent(r))
                        ctl_warn("cannot connect to preloadd (%s), reading the configuration in-process",
                                 strerror(-r));
                else if (arg_verbose)
                        ctl_warn("preloadd is not running, reading the configuration in-process");
                return list_local();
        }
        if (arg_verbose)
                ctl_warn("asking preloadd for the configuration it runs with");
        status = daemon_call(c, "list", PROTOCOL_METHOD_LIST, NULL, CALL_TIMEOUT_USEC, &rep);
        client_free(c);
        if (status != CTL_EXIT_OK)
                return status;
        if (rep.error) {
                status = daemon_error("list", &rep);
                protocol_reply_done(&rep);
                return status;
        }
        if (arg_json) {
                ctl_print_json(json_object_get(rep.parameters));
                status = CTL_EXIT_OK;
        } else {
                json_object_object_get_ex(rep.parameters, "apps", &apps);
                json_object_object_get_ex(rep.parameters, "masked", &masked);
                status = list_print(apps, masked);
        }
        protocol_reply_done(&rep);
        return status;
}

/* ---- reload ---- */

int verb_reload(int argc, char **argv) {
        Client *c = NULL;
        ProtocolReply rep = {};
        int r, status;

        r = parse_verb_args(argc, argv, false, false);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        status = daemon_required("reload", &c);
        if (status != CTL_EXIT_OK)
                return status;
        status = daemon_call(c, "reload", PROTOCOL_METHOD_RELOAD, NULL, CALL_TIMEOUT_USEC, &rep);
        client_free(c);
        if (status != CTL_EXIT_OK)
                return status;

        if (arg_json)
                ctl_print_json(json_object_get(rep.parameters));
        else {
                print_string_array(rep.parameters, "warnings", "");
                print_string_array(rep.parameters, "errors", "");
        }
        if (rep.error && strcmp(rep.error, PROTOCOL_ERROR_CONFIG_INVALID) == 0) {
                ctl_warn("reload: the new configuration has errors; preloadd keeps the previous one");
                status = CTL_EXIT_FAILURE;
        } else if (rep.error)
                status = daemon_error("reload", &rep);
        else if (arg_verbose)
                ctl_warn("reloaded: %" PRId64 " applications", json_get_int(rep.parameters, "apps"));
        protocol_reply_done(&rep);
        return status;
}

/* ---- cat-config, check-config ---- */

static int cat_file(const char *path) {
        FILE *f = fopen(path, "re");
        char buf[4096];
        size_t k, total = 0;
        bool newline = true;

        if (!f)
                return -errno;
        while ((k = fread(buf, 1, sizeof(buf), f)) > 0 && total < CONFIG_FILE_SIZE_MAX) {
                fwrite(buf, 1, k, stdout);
                newline = buf[k - 1] == '\n';
                total += k;
        }
        fclose(f);
        if (!newline)
                putchar('\n');
        return 0;
}

static void print_origin(const char *path, char *const *overridden, size_t n) {
        printf("# %s\n", path);
        for (size_t i = 0; i < n; i++)
                printf("# (overrides %s)\n", overridden[i]);
}

int verb_cat_config(int argc, char **argv) {
        ConfigReport report = {};
        Config *c = NULL;
        char **dirs = NULL;
        size_t n_dirs = 0;
        bool first = true;
        int r;

        r = parse_verb_args(argc, argv, false, true);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        r = load_config(&c, &report, &dirs, &n_dirs);
        print_report(&report);
        config_report_done(&report);
        if (r == -EBADMSG) {
                ctl_warn("the configuration has errors; see check-config");
                return CTL_EXIT_FAILURE;
        }
        if (r < 0)
                return ctl_error("configuration", NULL, r);

        if (arg_json) {
                json_object *o = json_object_new_object(), *apps = json_object_new_array(), *e, *d = NULL;
                json_object *masked = json_object_new_array(), *jd = json_object_new_array();
                for (size_t i = 0; i < n_dirs; i++)
                        json_object_array_add(jd, json_object_new_string(dirs[i]));
                json_object_object_add(o, "config_dirs", jd);
                if (daemon_config_to_json(&c->daemon, &d) >= 0)
                        json_object_object_add(o, "daemon", d);
                for (size_t i = 0; i < c->n_apps; i++)
                        if (app_config_to_json(&c->apps[i], &e) >= 0)
                                json_object_array_add(apps, e);
                json_object_object_add(o, "apps", apps);
                for (size_t i = 0; i < c->n_masked; i++) {
                        e = json_object_new_object();
                        json_object_object_add(e, "id", json_object_new_string(c->masked[i].id));
                        json_object_object_add(e, "path", json_object_new_string(c->masked[i].path));
                        json_object_array_add(masked, e);
                }
                json_object_object_add(o, "masked", masked);
                ctl_print_json(o);
                goto finish;
        }

        if (c->daemon.path) {
                print_origin(c->daemon.path, c->daemon.overridden, c->daemon.n_overridden);
                if ((r = cat_file(c->daemon.path)) < 0)
                        ctl_warn("%s: %s", c->daemon.path, strerror(-r));
                first = false;
        } else {
                printf("# preloadd.conf: none found, built-in defaults\n");
                first = false;
        }
        for (size_t i = 0; i < c->n_apps; i++) {
                const AppConfig *a = &c->apps[i];
                if (!first)
                        putchar('\n');
                first = false;
                print_origin(a->path, a->overridden, a->n_overridden);
                if ((r = cat_file(a->path)) < 0)
                        ctl_warn("%s: %s", a->path, strerror(-r));
        }
        for (size_t i = 0; i < c->n_masked; i++)
                printf("\n# %s: masked by %s\n", c->masked[i].id, c->masked[i].path);
finish:
        config_dirs_free(dirs, n_dirs);
        config_free(c);
        return CTL_EXIT_OK;
}

int verb_check_config(int argc, char **argv) {
        ConfigReport report = {};
        Config *c = NULL;
        int r, status;

        r = parse_verb_args(argc, argv, false, true);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        r = load_config(&c, &report, NULL, NULL);
        if (arg_json) {
                json_object *o = json_object_new_object(), *e = json_object_new_array(), *w = json_object_new_array();
                for (size_t i = 0; i < report.n_errors; i++)
                        json_object_array_add(e, json_object_new_string(report.errors[i]));
                for (size_t i = 0; i < report.n_warnings; i++)
                        json_object_array_add(w, json_object_new_string(report.warnings[i]));
                json_object_object_add(o, "valid", json_object_new_boolean(r >= 0));
                json_object_object_add(o, "errors", e);
                json_object_object_add(o, "warnings", w);
                json_object_object_add(o, "apps", json_object_new_int64(c ? (int64_t) c->n_apps : 0));
                ctl_print_json(o);
        } else
                print_report(&report);

        if (r >= 0) {
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

/* ---- applications as targets ---- */

int ctl_app_add_to_plan(const char *target, const TargetOptions *opts, Plan *p, TargetReport *report) {
        static Config *config;
        static bool loaded;
        const AppConfig *a;
        char *found;

        if (strchr(target, '/') || !*target)
                return 0;
        if (!loaded) {
                ConfigReport r = {};
                int k = load_config(&config, &r, NULL, NULL);
                /* A broken configuration must not stop planning programs by name. */
                if (k < 0) {
                        print_report(&r);
                        ctl_warn("the configuration has errors, application names are unavailable");
                        config = NULL;
                }
                config_report_done(&r);
                loaded = true;
        }
        a = config_find_app(config, target);
        if (a) {
                int r = app_config_add_to_plan(a, opts, p, report);
                return r < 0 ? r : 1;
        }
        found = target_find_in_path(target, opts->path_env);
        if (found) {
                free(found);
                return 0;
        }
        if (report) {
                free(report->error_path);
                report->error_path = strdup(target);
                report->error_reason = "no application or program of that name";
        }
        return CTL_ERROR_UNKNOWN_APP;
}

/* ---- warm and status through the daemon ---- */

/*
 * Options the daemon path understands; anything else (a schedule option, a fake sysfs, --help)
 * means the caller wants the in-process verb, which knows them all.
 */
typedef struct ForwardArgs {
        bool forward;
        bool wait;
        const char *strategy;
        char **targets;
        int n_targets;
        char **local_argv; /* argv without --local */
        int local_argc;
} ForwardArgs;

static void forward_args_done(ForwardArgs *f) {
        free(f->targets);
        free(f->local_argv);
}

static int forward_args_parse(int argc, char **argv, bool warm, ForwardArgs *ret) {
        ForwardArgs f = { .forward = true };
        bool options_done = false;

        f.targets = calloc((size_t) argc + 1, sizeof(char *));
        f.local_argv = calloc((size_t) argc + 1, sizeof(char *));
        if (!f.targets || !f.local_argv) {
                forward_args_done(&f);
                return -ENOMEM;
        }
        f.local_argv[f.local_argc++] = argv[0];
        for (int i = 1; i < argc; i++) {
                const char *a = argv[i];

                if (options_done || a[0] != '-' || a[1] == '\0') {
                        f.targets[f.n_targets++] = argv[i];
                        f.local_argv[f.local_argc++] = argv[i];
                        continue;
                }
                if (strcmp(a, "--local") == 0) {
                        arg_local = true;
                        continue;
                }
                f.local_argv[f.local_argc++] = argv[i];
                if (strcmp(a, "--") == 0)
                        options_done = true;
                else if (strcmp(a, "--json") == 0)
                        arg_json = true;
                else if (strcmp(a, "--verbose") == 0)
                        arg_verbose++;
                else if (warm && strcmp(a, "--wait") == 0)
                        f.wait = true;
                else if (warm && strncmp(a, "--strategy=", 11) == 0)
                        f.strategy = a + 11;
                else if (warm && strcmp(a, "--strategy") == 0 && i + 1 < argc) {
                        f.strategy = argv[++i];
                        f.local_argv[f.local_argc++] = argv[i];
                } else if (a[1] != '-' && strspn(a + 1, warm ? "vw" : "v") == strlen(a + 1)) {
                        for (const char *s = a + 1; *s; s++)
                                if (*s == 'v')
                                        arg_verbose++;
                                else
                                        f.wait = true;
                } else
                        f.forward = false;
        }
        *ret = f;
        return 0;
}

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

/* A call's parameters naming target i (made absolute: the daemon has its own cwd), or NULL
 * after reporting why not into *status. */
static json_object *target_params(const ForwardArgs *f, int i, int *status) {
        _cleanup_free_ char *t = absolute_target(f->targets[i]);
        json_object *params;

        if (!t || !(params = json_object_new_object())) {
                *status = ctl_error(f->targets[i], NULL, t ? -ENOMEM : -errno);
                return NULL;
        }
        json_object_object_add(params, "target", json_object_new_string(t));
        return params;
}

static double mib(int64_t bytes) {
        return (double) bytes / (1024.0 * 1024.0);
}

static void print_warm_result(const char *target, json_object *params, bool wait) {
        json_object *res = NULL, *errors;
        char b[16];

        print_string_array(params, "warnings", ", ignoring");
        if (!json_object_object_get_ex(params, "result", &res))
                return;
        if (json_object_object_get_ex(res, "errors", &errors) && json_object_is_type(errors, json_type_array))
                for (size_t i = 0; i < json_object_array_length(errors); i++) {
                        json_object *e = json_object_array_get_idx(errors, i);
                        ctl_warn("%s: %s", json_get_string(e, "path"), json_get_string(e, "error"));
                }
        if (!arg_json) {
                double sec = (double) json_get_int(res, "usec") / 1e6;
                int64_t bytes = json_get_int(res, "bytes");
                printf("%s: %s %s in %" PRId64 " files, %" PRId64 " requests issued, %.2f s, %.1f MiB/s%s%s\n",
                       target, wait ? "Warmed" : "Queued", ctl_format_bytes((uint64_t) bytes, b),
                       json_get_int(res, "files_warmed"), json_get_int(res, "requests"), sec,
                       sec > 0 ? mib(bytes) / sec : 0.0, json_get_int(res, "files_failed") ? ", some files failed" : "",
                       json_get_bool(res, "cancelled") ? ", cancelled" : "");
        }
}

/*
 * The JSON of a warm done by the daemon, shaped like the in-process one: the engine's result with
 * "strategy" and "planned_bytes", plus "job" and "target"; a warm only queued gives those two.
 */
static json_object *warm_json(json_object *params) {
        json_object *res = NULL, *o, *v, *plan = NULL;

        if (json_object_object_get_ex(params, "result", &res))
                o = json_object_get(res);
        else
                o = json_object_new_object();
        if (!o)
                return NULL;
        json_object_object_add(o, "job", json_object_new_int64(json_get_int(params, "job")));
        if (json_object_object_get_ex(params, "target", &v))
                json_object_object_add(o, "target", json_object_get(v));
        if (json_object_object_get_ex(params, "strategy", &v))
                json_object_object_add(o, "strategy", json_object_get(v));
        if (json_object_object_get_ex(params, "plan", &plan))
                json_object_object_add(o, "planned_bytes", json_object_new_int64(json_get_int(plan, "total_bytes")));
        if (json_object_object_get_ex(params, "cancelled", &v) && !res)
                json_object_object_add(o, "cancelled", json_object_get(v));
        if (json_object_object_get_ex(params, "warnings", &v))
                json_object_object_add(o, "warnings", json_object_get(v));
        return o;
}

/* A refusal of the first call: the daemon serves only processes that hold all its groups (a
 * sandbox that dropped some is refused), and such a caller can still do the work itself, with its
 * own permissions. */
#define VIA_DAEMON_REFUSED (-1)

static bool refused_first(bool first, const ProtocolReply *rep) {
        return first && strcmp(rep->error, PROTOCOL_ERROR_PERMISSION_DENIED) == 0;
}

static int warm_via_daemon(Client *c, const ForwardArgs *f) {
        json_object *all = arg_json ? json_object_new_array() : NULL;
        int status = CTL_EXIT_OK;
        bool first = true;

        for (int i = 0; i < f->n_targets; i++) {
                json_object *params = target_params(f, i, &status);
                ProtocolReply rep = {};
                int st;

                if (!params)
                        continue;
                json_object_object_add(params, "wait", json_object_new_boolean(f->wait));
                if (f->strategy)
                        json_object_object_add(params, "strategy", json_object_new_string(f->strategy));
                /* A waited-for warm takes as long as the disk needs. */
                st = daemon_call(c, f->targets[i], PROTOCOL_METHOD_WARM, params, f->wait ? 0 : CALL_TIMEOUT_USEC,
                                 &rep);
                json_object_put(params);
                if (st != CTL_EXIT_OK) {
                        json_object_put(all);
                        return st;
                }
                if (rep.error && refused_first(first, &rep)) {
                        protocol_reply_done(&rep);
                        json_object_put(all);
                        return VIA_DAEMON_REFUSED;
                }
                first = false;
                if (rep.error) {
                        status = daemon_error(f->targets[i], &rep);
                        protocol_reply_done(&rep);
                        continue;
                }
                if (f->wait) {
                        json_object *res = NULL;
                        print_warm_result(f->targets[i], rep.parameters, true);
                        if (json_get_bool(rep.parameters, "cancelled")) {
                                if (!json_object_object_get_ex(rep.parameters, "result", &res) && !arg_json)
                                        printf("%s: cancelled before reading\n", f->targets[i]);
                                status = CTL_EXIT_FAILURE;
                        } else if (json_object_object_get_ex(rep.parameters, "result", &res) &&
                                   json_get_int(res, "files_failed") > 0)
                                status = CTL_EXIT_FAILURE;
                } else if (!arg_json)
                        printf("%s: queued in preloadd as job %" PRId64 "\n", f->targets[i],
                               json_get_int(rep.parameters, "job"));
                if (all)
                        json_object_array_add(all, warm_json(rep.parameters));
                protocol_reply_done(&rep);
        }
        if (all && json_object_array_length(all) == 1) {
                /* One target: the same object the in-process warm prints, plus the job. */
                json_object *one = json_object_get(json_object_array_get_idx(all, 0));
                json_object_put(all);
                ctl_print_json(one);
        } else if (all)
                ctl_print_json(all);
        return status;
}

/* Decides where a warm or status runs; says which with -v. Returns 1 to run in-process. */
static int route(const char *verb, const ForwardArgs *f, Client **ret, char **ret_path) {
        int r;

        if (arg_local) {
                if (arg_verbose)
                        ctl_warn("%s in-process (--local)", verb);
                return 1;
        }
        if (!f->forward) {
                if (arg_verbose)
                        ctl_warn("%s in-process (options only the in-process %s knows)", verb, verb);
                return 1;
        }
        r = daemon_connect(ret, ret_path);
        if (r < 0) {
                if (!daemon_absent(r))
                        ctl_warn("cannot connect to preloadd (%s), %s in-process", strerror(-r), verb);
                else if (arg_verbose)
                        ctl_warn("preloadd is not running, %s in-process", verb);
                return 1;
        }
        if (arg_verbose)
                ctl_warn("%s through preloadd (%s)", verb, *ret_path);
        return 0;
}

int ctl_daemon_verb_warm(int argc, char **argv) {
        _cleanup_free_ char *path = NULL;
        ForwardArgs f;
        Client *c = NULL;
        int r, status;

        r = forward_args_parse(argc, argv, true, &f);
        if (r < 0)
                return ctl_error("warm", NULL, r);
        if (f.forward && f.n_targets == 0) {
                /* Let the in-process verb explain the usage. */
                f.forward = false;
        }
        if (route("warming", &f, &c, &path) > 0) {
                status = verb_warm(f.local_argc, f.local_argv);
                forward_args_done(&f);
                return status;
        }
        status = warm_via_daemon(c, &f);
        client_free(c);
        if (status == VIA_DAEMON_REFUSED) {
                ctl_warn("preloadd refused this process (it lacks one of the daemon's groups?), warming in-process");
                status = verb_warm(f.local_argc, f.local_argv);
        }
        forward_args_done(&f);
        return status;
}

static void print_daemon_status(json_object *p) {
        json_object *jobs = NULL, *login = NULL;

        printf("preloadd %s (pid %" PRId64 "): %s\n", json_get_string(p, "version"), json_get_int(p, "pid"),
               json_get_string(p, "status_text"));
        printf("  applications: %" PRId64 " (%" PRId64 " at login)\n", json_get_int(p, "apps"),
               json_get_int(p, "login_apps"));
        if (json_object_object_get_ex(p, "login", &login))
                printf("  login warm: %s%s%s\n", json_get_string(login, "state"),
                       json_get_string(login, "summary") ? ", " : "",
                       json_get_string(login, "summary") ? json_get_string(login, "summary") : "");
        if (json_get_string(p, "reload_error"))
                printf("  last reload failed: %s\n", json_get_string(p, "reload_error"));
        if (json_object_object_get_ex(p, "jobs", &jobs) && json_object_array_length(jobs) > 0)
                for (size_t i = 0; i < json_object_array_length(jobs); i++) {
                        json_object *j = json_object_array_get_idx(jobs, i), *pr = NULL;
                        char b1[16], b2[16];
                        printf("  job %" PRId64 ": %s %s (%s)", json_get_int(j, "job"), json_get_string(j, "state"),
                               json_get_string(j, "target"), json_get_string(j, "kind"));
                        if (json_object_object_get_ex(j, "progress", &pr))
                                printf(", %s of %s", ctl_format_bytes((uint64_t) json_get_int(pr, "bytes_done"), b1),
                                       ctl_format_bytes((uint64_t) json_get_int(pr, "bytes_total"), b2));
                        putchar('\n');
                }
        else
                printf("  jobs: none\n");
}

static void print_residency(const char *target, json_object *res) {
        json_object *files = NULL;
        char b1[16], b2[16], b3[16];
        int64_t cached = json_get_int(res, "cached"), known = json_get_int(res, "total_known"),
                unknown = json_get_int(res, "files_unknown"), failed = json_get_int(res, "files_failed");

        if (known > 0 || unknown == 0)
                printf("%s: %s of %s cached (%.0f%%)", target, ctl_format_bytes((uint64_t) cached, b1),
                       ctl_format_bytes((uint64_t) known, b2), known ? 100.0 * (double) cached / (double) known : 100.0);
        else
                printf("%s: cached unknown", target);
        if (unknown > 0)
                printf(", %s in %" PRId64 " files unknown (kernel hides residency of files you cannot write)",
                       ctl_format_bytes((uint64_t) json_get_int(res, "total_unknown"), b3), unknown);
        if (failed > 0)
                printf(", %" PRId64 " files unreadable", failed);
        putchar('\n');
        if (!json_object_object_get_ex(res, "files", &files))
                return;
        for (size_t i = 0; i < json_object_array_length(files); i++) {
                json_object *f = json_object_array_get_idx(files, i);
                int64_t c = json_get_int(f, "cached"), t = json_get_int(f, "total");
                if (json_get_string(f, "error"))
                        printf("  %7s/%-7s    ?  %s: %s\n", "?", "?", json_get_string(f, "path"),
                               json_get_string(f, "error"));
                else if (!json_get_bool(f, "known"))
                        printf("  %7s/%-7s    ?  %s: unknown\n", "?", ctl_format_bytes((uint64_t) t, b2),
                               json_get_string(f, "path"));
                else
                        printf("  %7s/%-7s %3.0f%%  %s\n", ctl_format_bytes((uint64_t) c, b1),
                               ctl_format_bytes((uint64_t) t, b2), t ? 100.0 * (double) c / (double) t : 100.0,
                               json_get_string(f, "path"));
        }
}

static int status_via_daemon(Client *c, const ForwardArgs *f) {
        json_object *all = arg_json ? json_object_new_array() : NULL;
        int status = CTL_EXIT_OK;
        bool first = true;

        for (int i = 0; i < f->n_targets; i++) {
                json_object *params = target_params(f, i, &status), *res = NULL;
                ProtocolReply rep = {};
                int st;

                if (!params)
                        continue;
                st = daemon_call(c, f->targets[i], PROTOCOL_METHOD_STATUS, params, CALL_TIMEOUT_USEC, &rep);
                json_object_put(params);
                if (st != CTL_EXIT_OK) {
                        json_object_put(all);
                        return st;
                }
                if (rep.error && refused_first(first, &rep)) {
                        protocol_reply_done(&rep);
                        json_object_put(all);
                        return VIA_DAEMON_REFUSED;
                }
                first = false;
                if (rep.error) {
                        status = daemon_error(f->targets[i], &rep);
                        protocol_reply_done(&rep);
                        continue;
                }
                print_string_array(rep.parameters, "warnings", ", ignoring");
                if (json_object_object_get_ex(rep.parameters, "residency", &res)) {
                        if (json_get_int(res, "files_failed") > 0)
                                status = CTL_EXIT_FAILURE;
                        if (all) {
                                json_object_object_add(res, "target", json_object_new_string(f->targets[i]));
                                json_object_array_add(all, json_object_get(res));
                        } else
                                print_residency(f->targets[i], res);
                }
                protocol_reply_done(&rep);
        }
        if (all)
                ctl_print_json(all);
        return status;
}

int ctl_daemon_verb_status(int argc, char **argv) {
        _cleanup_free_ char *path = NULL;
        ForwardArgs f;
        Client *c = NULL;
        ProtocolReply rep = {};
        int r, status;

        r = forward_args_parse(argc, argv, false, &f);
        if (r < 0)
                return ctl_error("status", NULL, r);

        if (f.n_targets == 0 && f.forward && !arg_local) {
                /* No target: the daemon's own state, which only the daemon knows. */
                forward_args_done(&f);
                status = daemon_required("status", &c);
                if (status != CTL_EXIT_OK)
                        return status;
                status = daemon_call(c, "status", PROTOCOL_METHOD_STATUS, NULL, CALL_TIMEOUT_USEC, &rep);
                client_free(c);
                if (status != CTL_EXIT_OK)
                        return status;
                if (rep.error)
                        status = daemon_error("status", &rep);
                else if (arg_json)
                        ctl_print_json(json_object_get(rep.parameters));
                else
                        print_daemon_status(rep.parameters);
                protocol_reply_done(&rep);
                return status;
        }
        if (route("measuring", &f, &c, &path) > 0) {
                status = verb_status(f.local_argc, f.local_argv);
                forward_args_done(&f);
                return status;
        }
        status = status_via_daemon(c, &f);
        client_free(c);
        if (status == VIA_DAEMON_REFUSED) {
                ctl_warn("preloadd refused this process (it lacks one of the daemon's groups?), measuring in-process");
                status = verb_status(f.local_argc, f.local_argv);
        }
        forward_args_done(&f);
        return status;
}
