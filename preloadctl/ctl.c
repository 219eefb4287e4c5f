/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Helpers shared by preloadctl's verbs. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ctl.h"
#include "ldcache.h"
#include "macro.h"
#include "resolve.h"
#include "warm.h"

bool arg_json;
int arg_verbose;
const char *arg_library_path;
const char *arg_ld_cache = CTL_LD_CACHE_DEFAULT;
TargetPlanSource arg_plan_source = TARGET_PLAN_AUTO;
const char *arg_profile_dir;
MetadataPass arg_metadata = METADATA_PASS_DEFAULT;
uint64_t arg_static_segment_max;

static void (*help_fn)(void);
static char **arg_config_dirs;
static size_t arg_n_config_dirs;

void ctl_set_help(void (*help)(void)) {
        help_fn = help;
}

static const char *verb_name;
static char **verb_argv;

void ctl_set_verb(const char *verb, char **argv) {
        verb_name = verb;
        verb_argv = argv;
        opterr = 0;
}

/* Says what getopt refused, after it returned '?' (opterr is 0): one wording wherever it came. */
static void usage_error_print(void) {
        const char *arg = verb_argv && optind > 0 ? verb_argv[optind - 1] : NULL;
        const char *prefix = verb_name ? verb_name : "", *sep = verb_name ? ": " : "";
        const char *see = verb_name ? " --help" : "--help";

        if (optopt == 0 && arg)
                ctl_warn("%s%sunknown option '%s'; see %s%s%s", prefix, sep, arg, verb_name ? "preloadctl " : "",
                         prefix, see);
        else if (optopt >= 0x100 && arg && strncmp(arg, "--", 2) == 0) {
                if (strchr(arg, '='))
                        ctl_warn("%s%soption '%.*s' takes no argument", prefix, sep, (int) strcspn(arg, "="), arg);
                else
                        ctl_warn("%s%soption '%s' needs an argument", prefix, sep, arg);
        } else if (optopt > 0 && optopt < 0x100 && strchr("nto", optopt))
                ctl_warn("%s%soption '-%c' needs an argument", prefix, sep, optopt);
        else
                ctl_warn("%s%sunknown option '-%c'; see %s%s%s", prefix, sep,
                         optopt > 0 && optopt < 0x80 ? optopt : '?', verb_name ? "preloadctl " : "", prefix, see);
}

int ctl_common_option(int c, const char *optarg) {
        switch (c) {
        case 'h':
                if (help_fn)
                        help_fn();
                return -ECANCELED;
        case 'v':
                arg_verbose++;
                return 1;
        case CTL_ARG_JSON:
                arg_json = true;
                return 1;
        case CTL_ARG_LIBRARY_PATH:
                arg_library_path = optarg;
                return 1;
        case CTL_ARG_LD_CACHE:
                arg_ld_cache = optarg;
                return 1;
        case CTL_ARG_PLAN:
                if (target_plan_source_from_string(optarg, &arg_plan_source) < 0) {
                        ctl_warn("unknown plan source '%s' (auto, static, profile)", optarg);
                        return -EINVAL;
                }
                return 1;
        case CTL_ARG_PROFILE_DIR:
                arg_profile_dir = optarg;
                return 1;
        case CTL_ARG_METADATA:
                if (metadata_pass_from_string(optarg, &arg_metadata) < 0) {
                        ctl_warn("unknown metadata pass '%s' (default, serial, stat, dirs, extents)", optarg);
                        return -EINVAL;
                }
                return 1;
        case '?':
                usage_error_print();
                return -EINVAL;
        }
        return 0;
}

void ctl_warn(const char *fmt, ...) {
        va_list ap;
        fputs("preloadctl: ", stderr);
        va_start(ap, fmt);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
        fputc('\n', stderr);
}

int ctl_exit_status(int error) {
        if (error < 0)
                error = -error;
        if (error == EACCES || error == EPERM)
                return CTL_EXIT_PERMISSION;
        if (error == -RESOLVE_ERROR_UNKNOWN)
                return CTL_EXIT_UNKNOWN_APP;
        return CTL_EXIT_FAILURE;
}

int ctl_error(const char *path, const char *reason, int error) {
        ctl_warn("%s: %s", path, reason ? reason : strerror(error < 0 ? -error : error));
        return ctl_exit_status(error);
}

/* ---- the configuration read in-process ---- */

int ctl_config_dir_add(const char *dir) {
        char **v;

        if (dir[0] != '/') {
                ctl_warn("--config-dir needs an absolute path: %s", dir);
                return -EINVAL;
        }
        v = reallocarray(arg_config_dirs, arg_n_config_dirs + 1, sizeof(char *));
        if (!v)
                return -ENOMEM;
        arg_config_dirs = v;
        arg_config_dirs[arg_n_config_dirs++] = (char *) dir;
        return 0;
}

bool ctl_config_dirs_given(void) {
        return arg_n_config_dirs > 0;
}

int ctl_config_load(Config **ret, ConfigReport *report, char ***ret_dirs, size_t *ret_n) {
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
        /* The directories are wanted also when the load failed: they say where it looked. */
        if (ret_dirs) {
                *ret_dirs = dirs;
                *ret_n = n;
        } else
                config_dirs_free(dirs, n);
        return r;
}

void ctl_config_report_print(const ConfigReport *r) {
        for (size_t i = 0; i < r->n_messages; i++)
                ctl_warn("%s", r->messages[i].text);
}

void ctl_config_skipped_print(const Config *c) {
        for (size_t i = 0; c && i < c->n_skipped; i++)
                ctl_warn("%s: has errors, skipped (see check-config)", c->skipped[i].path);
}

const Config *ctl_config(void) {
        static Config *config;
        static bool loaded;

        if (!loaded) {
                ConfigReport r = {};
                int k = ctl_config_load(&config, &r, NULL, NULL);
                /* A file with errors is left out, the rest still names applications. */
                if (k == CONFIG_LOAD_PARTIAL)
                        ctl_config_skipped_print(config);
                /* A configuration that cannot be read must not stop planning programs by name. */
                if (k < 0) {
                        ctl_config_report_print(&r);
                        ctl_warn("the configuration has errors, application names are unavailable");
                        config = NULL;
                }
                config_report_done(&r);
                loaded = true;
        }
        return config;
}

const TargetOptions *ctl_target_options(void) {
        static TargetOptions opts;
        static LdCache *cache;
        static bool loaded;

        if (!loaded) {
                const char *reason = NULL;
                int r = ldcache_load(arg_ld_cache, &cache, &reason);
                /* Without a usable cache ld.so still searches the default directories; so do we. */
                if (r < 0 && r != -ENOENT)
                        ctl_warn("%s: %s, searching without it", arg_ld_cache, reason ? reason : strerror(-r));
                loaded = true;
        }
        opts.loader.cache = cache;
        opts.loader.library_path = arg_library_path;
        opts.plan_source = arg_plan_source;
        /* --profile-dir replaces the default search path (the user's cache, then the system's). */
        static const char *profile_dirs[2];
        profile_dirs[0] = arg_profile_dir;
        opts.profile_dirs = arg_profile_dir ? profile_dirs : NULL;
        opts.metadata = arg_metadata;
        /* What ld.so maps, whole, unless a verb asks for the lean form (plan, warm). */
        opts.static_segment_max = arg_static_segment_max;
        /* Bare names resolve as the user's shell would. */
        opts.path_env = getenv("PATH");
        return &opts;
}

int ctl_plan_targets(char **targets, int n, Plan **ret) {
        WarmPlan *wp = NULL;
        int r, status = CTL_EXIT_OK;

        r = warm_plan_new(targets, (size_t) n, ctl_config(), ctl_target_options(), RESOLVE_AUTO, &wp);
        if (r < 0)
                return ctl_error("plan", NULL, r);
        for (size_t w = 0; w < wp->n_warnings; w++)
                ctl_warn("%s, ignoring", wp->warnings[w]);
        for (size_t i = 0; arg_verbose && i < wp->n_targets; i++)
                if (wp->profiles[i])
                        ctl_warn("%s: planned from profile %s", wp->targets[i], wp->profiles[i]);
        for (size_t i = 0; i < wp->n_errors; i++)
                status = ctl_error(wp->errors[i].path, wp->errors[i].reason, wp->errors[i].error);
        for (size_t i = 0; i < wp->plan->n_missing; i++)
                ctl_warn("%s: needed by %s, not found", wp->plan->missing[i].name,
                         wp->plan->missing[i].needed_by ? wp->plan->missing[i].needed_by : "?");
        if (status == CTL_EXIT_OK)
                *ret = TAKE_PTR(wp->plan);
        warm_plan_free(wp);
        return status;
}

int ctl_parse_size(const char *s, uint64_t *ret) {
        char *end;
        unsigned long long v;
        uint64_t mult = 1;

        errno = 0;
        if (*s < '0' || *s > '9')
                return -EINVAL;
        v = strtoull(s, &end, 10);
        if (errno != 0)
                return -EINVAL;
        switch (*end) {
        case 0:
                break;
        case 'K': case 'k':
                mult = 1024;
                end++;
                break;
        case 'M': case 'm':
                mult = 1024 * 1024;
                end++;
                break;
        case 'G': case 'g':
                mult = 1024 * 1024 * 1024;
                end++;
                break;
        default:
                return -EINVAL;
        }
        if (*end == 'i' && end[1] == 'B')
                end += 2;
        else if (*end == 'B')
                end++;
        if (*end != 0 || __builtin_mul_overflow((uint64_t) v, mult, ret))
                return -EINVAL;
        return 0;
}

int ctl_parse_seconds(const char *s, double max_sec, uint64_t *ret_usec) {
        char *end;
        errno = 0;
        double v = strtod(s, &end);
        if (errno != 0 || end == s || *end || !isfinite(v) || v < 0 || v > max_sec)
                return -EINVAL;
        *ret_usec = (uint64_t) (v * 1e6);
        return 0;
}

void ctl_print_json(json_object *o) {
        int flags = isatty(STDOUT_FILENO) ? JSON_C_TO_STRING_PRETTY : JSON_C_TO_STRING_PLAIN;
        puts(json_object_to_json_string_ext(o, flags | JSON_C_TO_STRING_NOSLASHESCAPE));
        json_object_put(o);
}

const char *ctl_json_string(json_object *o, const char *key) {
        json_object *v;

        if (!o || !json_object_object_get_ex(o, key, &v) || !json_object_is_type(v, json_type_string))
                return NULL;
        return json_object_get_string(v);
}

int64_t ctl_json_int(json_object *o, const char *key) {
        json_object *v;

        if (!o || !json_object_object_get_ex(o, key, &v))
                return 0;
        return json_object_get_int64(v);
}

bool ctl_json_bool(json_object *o, const char *key) {
        json_object *v;

        if (!o || !json_object_object_get_ex(o, key, &v))
                return false;
        return json_object_get_boolean(v);
}

void ctl_json_warn_strings(json_object *o, const char *key, const char *suffix) {
        json_object *a;

        if (!o || !json_object_object_get_ex(o, key, &a) || !json_object_is_type(a, json_type_array))
                return;
        for (size_t i = 0; i < json_object_array_length(a); i++)
                ctl_warn("%s%s", json_object_get_string(json_object_array_get_idx(a, i)), suffix);
}

int ctl_parse_common_args(int argc, char **argv) {
        static const struct option options[] = { CTL_COMMON_OPTIONS, {} };
        int c, r;

        optind = 0;
        while ((c = getopt_long(argc, argv, CTL_COMMON_SHORT, options, NULL)) >= 0) {
                r = ctl_common_option(c, optarg);
                if (r == -ECANCELED)
                        return 0;
                if (r <= 0)
                        return -EINVAL;
        }
        return 1;
}

int ctl_parse_no_args(int argc, char **argv, bool allow_config_dir, bool *ret_local) {
        enum {
                ARG_CONFIG_DIR = CTL_ARG_VERB_FIRST + 0x80, /* clear of the numbers other verbs use */
                ARG_LOCAL,
        };
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "config-dir", required_argument, NULL, ARG_CONFIG_DIR },
                { "local", no_argument, NULL, ARG_LOCAL },
                {},
        };
        bool allow_local = ret_local != NULL;
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
                        if (allow_local)
                                *ret_local = true;
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
