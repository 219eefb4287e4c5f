/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl list, reload, cat-config, check-config: the configuration, in-process or preloadd's. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "client.h"
#include "config.h"
#include "ctl-config.h"
#include "ctl-route.h"
#include "ctl-usage.h"
#include "ctl.h"
#include "format.h"
#include "json-util.h"
#include "macro.h"
#include "protocol.h"

enum {
        ARG_CONFIG_DIR = CTL_ARG_VERB_FIRST + 0x80, /* clear of the numbers other verbs use */
        ARG_LOCAL,
};

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
                const char *refused = NULL;

                switch (c) {
                case ARG_CONFIG_DIR:
                        refused = allow_config_dir ? NULL : "--config-dir only applies to what is read in-process";
                        r = refused || ctl_config_dir_add(optarg) < 0 ? -EINVAL : 1;
                        break;
                case ARG_LOCAL:
                        refused = allow_local ? NULL : "--local does not apply";
                        arg_local = arg_local || allow_local;
                        r = refused ? -EINVAL : 1;
                        break;
                default:
                        r = ctl_common_option(c, optarg);
                }
                if (refused)
                        ctl_warn("%s: %s", argv[0], refused);
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

/* ---- list ---- */

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
        int r, status;

        r = parse_verb_args(argc, argv, true, true);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;

        /* --config-dir names files on disk: only an in-process read can honour it. */
        if (arg_local || ctl_config_dirs_given()) {
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

/* ---- reload ---- */

int verb_reload(int argc, char **argv) {
        Client *c = NULL;
        ProtocolReply rep = {};
        int r, status;

        r = parse_verb_args(argc, argv, false, false);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        status = ctl_daemon_required("reload", &c);
        if (status != CTL_EXIT_OK)
                return status;
        status = ctl_daemon_call(c, "reload", PROTOCOL_METHOD_RELOAD, NULL, CTL_CALL_TIMEOUT_USEC, &rep);
        client_free(c);
        if (status != CTL_EXIT_OK)
                return status;

        if (arg_json)
                ctl_print_json(json_object_get(rep.parameters));
        else {
                ctl_json_warn_strings(rep.parameters, "warnings", "");
                ctl_json_warn_strings(rep.parameters, "errors", "");
        }
        if (rep.error && strcmp(rep.error, PROTOCOL_ERROR_CONFIG_INVALID) == 0) {
                ctl_warn("reload: the new configuration has errors; preloadd keeps the previous one");
                status = CTL_EXIT_FAILURE;
        } else if (rep.error)
                status = ctl_daemon_error("reload", &rep);
        else if (arg_verbose)
                ctl_warn("reloaded: %" PRId64 " applications", ctl_json_int(rep.parameters, "apps"));
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

static bool dir_exists(const char *path) {
        struct stat st;
        return stat(path, &st) >= 0 && S_ISDIR(st.st_mode);
}

/* The directories searched, lowest precedence first, each marked when it does not exist. */
static void print_dirs(char *const *dirs, size_t n) {
        printf("# Directories searched, lowest precedence first:\n");
        for (size_t i = 0; i < n; i++)
                printf("#   %s%s\n", dirs[i], dir_exists(dirs[i]) ? "" : " (does not exist)");
}

int verb_cat_config(int argc, char **argv) {
        ConfigReport report = {};
        Config *c = NULL;
        char **dirs = NULL;
        size_t n_dirs = 0;
        int r;

        r = parse_verb_args(argc, argv, false, true);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        r = ctl_config_load(&c, &report, &dirs, &n_dirs);
        ctl_config_report_print(&report);
        config_report_done(&report);
        if (r == -ENOMEM) {
                config_dirs_free(dirs, n_dirs);
                return ctl_error("configuration", NULL, r);
        }

        if (arg_json) {
                json_object *o = json_object_new_object(), *d = NULL;
                json_object_object_add(o, "config_dirs", json_new_strv(dirs, n_dirs));
                if (c && daemon_config_to_json(&c->daemon, &d) >= 0)
                        json_object_object_add(o, "daemon", d);
                if (c)
                        (void) config_to_json(c, o);
                ctl_print_json(o);
                goto finish;
        }

        print_dirs(dirs, n_dirs);
        if (!c) {
                ctl_warn("the configuration cannot be read; see check-config");
                goto finish;
        }
        putchar('\n');
        if (c->daemon.path) {
                print_origin(c->daemon.path, c->daemon.overridden, c->daemon.n_overridden);
                if ((r = cat_file(c->daemon.path)) < 0)
                        ctl_warn("%s: %s", c->daemon.path, strerror(-r));
        } else
                printf("# preloadd.conf: none in effect, built-in defaults\n");
        for (size_t i = 0; i < c->n_apps; i++) {
                const AppConfig *a = &c->apps[i];
                putchar('\n');
                print_origin(a->path, a->overridden, a->n_overridden);
                if ((r = cat_file(a->path)) < 0)
                        ctl_warn("%s: %s", a->path, strerror(-r));
        }
        for (size_t i = 0; i < c->n_masked; i++)
                printf("\n# %s: masked by %s\n", c->masked[i].id, c->masked[i].path);
        for (size_t i = 0; i < c->n_skipped; i++)
                printf("\n# %s: skipped, it has errors: %s\n", c->skipped[i].path, c->skipped[i].reason);
finish:
        config_dirs_free(dirs, n_dirs);
        if (!c)
                return CTL_EXIT_FAILURE;
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
