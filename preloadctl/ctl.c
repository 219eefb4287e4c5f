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
#include "ctl-daemon.h"
#include "ldcache.h"
#include "macro.h"

bool arg_json;
int arg_verbose;
const char *arg_library_path;
const char *arg_ld_cache = "/etc/ld.so.cache";
TargetPlanSource arg_plan_source = TARGET_PLAN_AUTO;
const char *arg_profile_dir;

int ctl_common_option(int c, const char *optarg) {
        switch (c) {
        case 'h':
                ctl_help();
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
        case '?':
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

int ctl_error(const char *path, const char *reason, int error) {
        ctl_warn("%s: %s", path, reason ? reason : strerror(error < 0 ? -error : error));
        if (error == -EACCES || error == -EPERM)
                return CTL_EXIT_PERMISSION;
        if (error == CTL_ERROR_UNKNOWN_APP)
                return CTL_EXIT_UNKNOWN_APP;
        return CTL_EXIT_FAILURE;
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
        /* Bare names resolve as the user's shell would. */
        opts.path_env = getenv("PATH");
        return &opts;
}

int ctl_plan_targets(char **targets, int n, Plan **ret) {
        Plan *p;
        int r, status = CTL_EXIT_OK;

        r = plan_new(&p);
        if (r < 0)
                return ctl_error("plan", NULL, r);
        for (int i = 0; i < n; i++) {
                TargetReport report = {};
                r = ctl_app_add_to_plan(targets[i], ctl_target_options(), p, &report);
                if (r == CTL_ERROR_UNKNOWN_APP) {
                        /* Neither an application nor a program: perhaps a profile's name. */
                        int k = target_profile_add_to_plan(targets[i], ctl_target_options(), p, &report);
                        if (k > 0) {
                                free(report.error_path);
                                report.error_path = NULL;
                                report.error_reason = NULL;
                        }
                        if (k != 0)
                                r = k;
                }
                if (r == 0)
                        r = target_add_to_plan(targets[i], ctl_target_options(), p, &report);
                for (size_t w = 0; w < report.n_warnings; w++)
                        ctl_warn("%s, ignoring", report.warnings[w]);
                if (r >= 0 && arg_verbose && report.profile_path)
                        ctl_warn("%s: planned from profile %s", targets[i], report.profile_path);
                if (r < 0)
                        status = ctl_error(report.error_path ? report.error_path : targets[i],
                                           report.error_reason, r);
                target_report_done(&report);
        }
        for (size_t i = 0; i < p->n_missing; i++)
                ctl_warn("%s: needed by %s, not found", p->missing[i].name,
                         p->missing[i].needed_by ? p->missing[i].needed_by : "?");
        if (status != CTL_EXIT_OK) {
                plan_free(p);
                return status;
        }
        *ret = p;
        return CTL_EXIT_OK;
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

const char *ctl_format_bytes(uint64_t bytes, char buf[static 16]) {
        static const char units[] = "KMGTPE";
        if (bytes < 1024) {
                snprintf(buf, 16, "%" PRIu64 "B", bytes);
                return buf;
        }
        double v = (double) bytes / 1024;
        size_t u = 0;
        while (v >= 1024 && u + 1 < sizeof(units) - 1) {
                v /= 1024;
                u++;
        }
        snprintf(buf, 16, v < 10 ? "%.1f%c" : "%.0f%c", v, units[u]);
        return buf;
}
