/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* From an application's configuration to a plan: its programs' closures and its data files. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "fileio.h"
#include "macro.h"
#include "pathglob.h"
#include "plan.h"
#include "profile.h"
#include "strv.h"
#include "target.h"

int app_config_expand_files(const AppConfig *a, const atomic_bool *cancel, char ***ret, size_t *ret_n,
                            char **ret_reason) {
        const PathGlobLimits limits = {
                .max_matches = CONFIG_GLOB_MATCHES_MAX, .max_cost = CONFIG_GLOB_COST_MAX, .cancel = cancel,
        };
        const char *reason = NULL;
        char **v = NULL;
        size_t n = 0, i;
        int r = 0;

        for (i = 0; i < a->n_files && r >= 0; i++) {
                if (pathglob_is_pattern(a->files[i]))
                        r = pathglob_expand(a->files[i], &limits, &v, &n, &reason);
                else if (n >= CONFIG_GLOB_MATCHES_MAX) {
                        reason = "the patterns match too many files";
                        r = -E2BIG;
                } else if (strv_push_dup(&v, &n, a->files[i]) < 0)
                        r = -ENOMEM;
        }
        if (r < 0) {
                strv_free_n(v, n);
                if (r == -E2BIG && ret_reason &&
                    asprintf(ret_reason, "Files=%s: %s (at most %u files, %u directory entries)",
                             a->files[i - 1], reason ? reason : "too large", CONFIG_GLOB_MATCHES_MAX,
                             CONFIG_GLOB_COST_MAX) < 0)
                        *ret_reason = NULL;
                return r;
        }
        *ret = v;
        *ret_n = n;
        return 0;
}

static int report_warning_add(TargetReport *r, const char *path, const char *reason) {
        char *s;

        if (!r)
                return 0;
        if (asprintf(&s, "%s: %s", path, reason) < 0)
                return -ENOMEM;
        if (strv_push(&r->warnings, &r->n_warnings, s) < 0) {
                free(s);
                return -ENOMEM;
        }
        return 0;
}

static int plan_data_file(const char *path, Plan *p, TargetReport *report) {
        _cleanup_close_ int fd = -EBADF;
        PlanFile *f;
        struct stat st;
        int r;

        /* Never open a FIFO or a device someone listed (Files=/dev/ptmx would make a pty): only a
         * regular file is opened at all. */
        fd = open_regular_file(path, &st);
        if (fd == -EISDIR || fd == -EBADMSG)
                return report_warning_add(report, path, "not a regular file") < 0 ? -ENOMEM : 0;
        if (fd < 0)
                return report_warning_add(report, path, strerror(-fd)) < 0 ? -ENOMEM : 0;
        r = plan_add_file(p, path, NULL, &st, &f);
        if (r < 0)
                return r;
        r = plan_file_add_range(f, 0, (uint64_t) st.st_size, RANGE_SOURCE_FILE);
        if (r < 0)
                return r;
        return 1;
}

size_t app_config_profile_names(const AppConfig *a, const char *name,
                                const char *names[static APP_PROFILE_NAMES_MAX]) {
        size_t n = 0;

        if (profile_name_is_valid(a->id))
                names[n++] = a->id;
        /* The name it was found by, when that is not its id: config_find_app() takes a Name= too,
         * and a profile recorded under that name stands for the application as much as its id's. */
        if (name && a->name && strcmp(name, a->name) == 0 && strcmp(name, a->id) != 0 &&
            profile_name_is_valid(name))
                names[n++] = name;
        return n;
}

/*
 * The first usable profile of names, added to p: 1 when one was used, 0 when none was (none
 * exists, or each that does is unusable and a warning says so), <0 as target_profile_add_to_plan().
 * With --plan=profile an unusable one fails the application only when no later name gives a
 * usable one; the first failure is then returned, with its report fields.
 */
static int app_profile_add_to_plan(const char *const *names, size_t n, const TargetOptions *opts, Plan *p,
                                   TargetReport *report) {
        _cleanup_free_ char *error_path = NULL;
        const char *error_reason = NULL;
        int error = 0, r;

        for (size_t i = 0; i < n; i++) {
                r = target_profile_add_to_plan(names[i], opts, p, report);
                if (r == -ENOMEM || r > 0)
                        return r;
                if (r < 0 && error == 0) {
                        error = r;
                        if (report) {
                                error_path = TAKE_PTR(report->error_path);
                                error_reason = report->error_reason;
                        }
                }
                if (r < 0 && report) {
                        /* Kept aside: a later profile may still be used. */
                        free(report->error_path);
                        report->error_path = NULL;
                        report->error_reason = NULL;
                }
        }
        if (error < 0 && report) {
                report->error_path = TAKE_PTR(error_path);
                report->error_reason = error_reason;
        }
        return error;
}

int app_config_add_to_plan(const AppConfig *a, const TargetOptions *opts, Plan *p, TargetReport *report) {
        return app_config_add_to_plan_named(a, NULL, opts, p, report);
}

int app_config_add_to_plan_named(const AppConfig *a, const char *name, const TargetOptions *opts, Plan *p,
                                 TargetReport *report) {
        const char *names[APP_PROFILE_NAMES_MAX];
        char **files = NULL;
        size_t n_files = 0, planned = 0, first_warning = SIZE_MAX;
        int r, first_error = 0;
        char *first_error_path = NULL;
        const char *first_error_reason = NULL;

        /* A fresh profile recorded under the application's id, else under the Name= it was asked
         * for by, replaces its static plan (the order: app_config_profile_names()). */
        r = app_profile_add_to_plan(names, app_config_profile_names(a, name, names), opts, p, report);
        if (r != 0)
                return r < 0 ? r : 0;

        for (size_t i = 0; i < a->n_exec; i++) {
                TargetReport tr = {};

                r = target_add_to_plan(a->exec[i], opts, p, &tr);
                for (size_t w = 0; w < tr.n_warnings; w++) {
                        if (report && strv_push(&report->warnings, &report->n_warnings, tr.warnings[w]) < 0)
                                r = -ENOMEM;
                        else if (report)
                                tr.warnings[w] = NULL;
                }
                if (r == -ENOMEM) {
                        target_report_done(&tr);
                        free(first_error_path);
                        return r;
                }
                if (r < 0) {
                        const char *path = tr.error_path ? tr.error_path : a->exec[i];
                        _cleanup_free_ char *why = NULL;
                        /* Name the file that asks for the program: that is where to fix it. */
                        if (asprintf(&why, "%s (Exec= of %s)", tr.error_reason ? tr.error_reason : strerror(-r),
                                     a->path ? a->path : a->id) < 0)
                                why = NULL;
                        if (!why || report_warning_add(report, path, why) < 0) {
                                target_report_done(&tr);
                                free(first_error_path);
                                return -ENOMEM;
                        }
                        if (first_error == 0) {
                                first_warning = report ? report->n_warnings - 1 : SIZE_MAX;
                                first_error = r;
                                first_error_path = strdup(path);
                                first_error_reason = tr.error_reason;
                        }
                } else
                        planned++;
                target_report_done(&tr);
        }

        _cleanup_free_ char *glob_reason = NULL;
        r = app_config_expand_files(a, opts ? opts->loader.cancel : NULL, &files, &n_files, &glob_reason);
        if (r < 0) {
                free(first_error_path);
                if (glob_reason && report_warning_add(report, a->path ? a->path : a->id, glob_reason) < 0)
                        return -ENOMEM;
                return r;
        }
        for (size_t i = 0; i < n_files; i++) {
                r = plan_data_file(files[i], p, report);
                if (r < 0) {
                        strv_free_n(files, n_files);
                        free(first_error_path);
                        return r;
                }
                if (r > 0)
                        planned++;
        }
        strv_free_n(files, n_files);

        if (planned == 0) {
                /* The first problem becomes the error: do not also report it as a warning. */
                if (report && first_error && first_warning < report->n_warnings) {
                        free(report->warnings[first_warning]);
                        memmove(report->warnings + first_warning, report->warnings + first_warning + 1,
                                (report->n_warnings - first_warning - 1) * sizeof(char *));
                        report->n_warnings--;
                }
                if (report) {
                        free(report->error_path);
                        report->error_path = first_error_path ? first_error_path : strdup(a->path);
                        report->error_reason = first_error ? first_error_reason
                                                           : "no Exec= program or Files= entry could be planned";
                } else
                        free(first_error_path);
                return first_error ? first_error : -ENOENT;
        }
        free(first_error_path);
        return 0;
}
