/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Target resolution: application, program in PATH, profile, path; one order for every route. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "macro.h"
#include "profile.h"
#include "resolve.h"

static bool is_bare_name(const char *target) {
        return !strchr(target, '/');
}

/* Whether a profile file of that name exists in the directories opts names (or the default). */
static bool profile_exists(const char *name, const TargetOptions *opts) {
        const char *const *dirs = opts ? opts->profile_dirs : NULL;
        char **owned = NULL;
        bool found = false;

        if ((opts && opts->plan_source == TARGET_PLAN_STATIC) || !profile_name_is_valid(name))
                return false;
        if (!dirs) {
                if (profile_dirs_default(&owned) < 0)
                        return false;
                dirs = (const char *const *) owned;
        }
        for (size_t i = 0; dirs[i] && !found; i++) {
                _cleanup_free_ char *path = NULL;
                if (profile_path_for_name(dirs[i], name, &path) >= 0)
                        found = access(path, F_OK) >= 0;
        }
        profile_dirs_free(owned);
        return found;
}

int resolve_target_kind_offline(const char *target, const Config *c, ResolveKind want, ResolveKind *ret_kind,
                                const char **ret_reason) {
        if (!*target) {
                *ret_reason = "empty target";
                return -EINVAL;
        }
        if (!is_bare_name(target) && target[0] != '/') {
                *ret_reason = "relative path (the daemon has no working directory of yours)";
                return -EINVAL;
        }
        if (want == RESOLVE_APP && !(is_bare_name(target) && config_find_app(c, target))) {
                *ret_reason = "no application of that name";
                return RESOLVE_ERROR_UNKNOWN;
        }
        if (want != RESOLVE_PROGRAM && is_bare_name(target) && config_find_app(c, target)) {
                *ret_kind = RESOLVE_APP;
                return 0;
        }
        return -EAGAIN;
}

int resolve_target_kind(const char *target, const Config *c, const TargetOptions *opts, ResolveKind want,
                        ResolveKind *ret_kind, const char **ret_reason) {
        const char *path_env = opts ? opts->path_env : NULL;
        struct stat st;
        int r;

        if (!*target) {
                *ret_reason = "empty target";
                return -EINVAL;
        }
        if (!is_bare_name(target)) {
                if (want == RESOLVE_APP) {
                        *ret_reason = "no application of that name";
                        return RESOLVE_ERROR_UNKNOWN;
                }
                if (stat(target, &st) < 0) {
                        *ret_reason = NULL;
                        return -errno;
                }
                *ret_kind = RESOLVE_PROGRAM;
                return 0;
        }
        r = resolve_target_kind_offline(target, c, want, ret_kind, ret_reason);
        if (r != -EAGAIN)
                return r;
        /*
         * Profiles only: a program found in PATH would be planned from the profile of its name all
         * the same (target_add_to_plan() looks that up first), so the search would only cost a
         * directory lookup per PATH entry, on a cold disk, before anything is warmed. The profile
         * is then looked for once, before the search rather than after it.
         */
        bool profile_first = opts && opts->plan_source == TARGET_PLAN_PROFILE;
        if (profile_first && want != RESOLVE_PROGRAM && profile_exists(target, opts)) {
                *ret_kind = RESOLVE_PROFILE;
                return 0;
        }
        {
                _cleanup_free_ char *found = target_find_in_path(target, path_env);
                if (found) {
                        *ret_kind = RESOLVE_PROGRAM;
                        return 0;
                }
        }
        if (!profile_first && want != RESOLVE_PROGRAM && profile_exists(target, opts)) {
                *ret_kind = RESOLVE_PROFILE;
                return 0;
        }
        *ret_reason = RESOLVE_UNKNOWN_REASON;
        return RESOLVE_ERROR_UNKNOWN;
}

static int report_fail(TargetReport *report, const char *path, const char *reason, int error) {
        if (report) {
                free(report->error_path);
                report->error_path = strdup(path);
                report->error_reason = reason;
        }
        return error;
}

int resolve_add_to_plan(const char *target, const Config *c, const TargetOptions *opts, ResolveKind want,
                        Plan *p, TargetReport *report) {
        const char *reason = NULL;
        ResolveKind kind;
        int r;

        r = resolve_target_kind(target, c, opts, want, &kind, &reason);
        if (r == -ENOENT || r == -ENOTDIR || r == -ELOOP || r == -ENAMETOOLONG)
                /* A path that does not exist: the static planner names the file and the reason. */
                kind = RESOLVE_PROGRAM;
        else if (r < 0)
                return report_fail(report, target, reason, r);

        switch (kind) {
        case RESOLVE_APP:
                /* By its id or its Name=: the profile of the name asked for counts either way. */
                return app_config_add_to_plan_named(config_find_app(c, target), target, opts, p, report);
        case RESOLVE_PROFILE:
                r = target_profile_add_to_plan(target, opts, p, report);
                if (r > 0) {
                        /* A profile used in the end: earlier trouble no longer concerns the caller. */
                        if (report) {
                                free(report->error_path);
                                report->error_path = NULL;
                                report->error_reason = NULL;
                        }
                        return 0;
                }
                if (r < 0)
                        return r;
                /* Stale as a whole (the warnings say why): nothing to warm under that name. */
                return report_fail(report, target, RESOLVE_UNKNOWN_REASON, RESOLVE_ERROR_UNKNOWN);
        default:
                return target_add_to_plan(target, opts, p, report);
        }
}

const char *resolve_kind_to_string(ResolveKind k) {
        static const char *const names[_RESOLVE_KIND_MAX] = {
                [RESOLVE_AUTO] = "auto",
                [RESOLVE_APP] = "app",
                [RESOLVE_PROFILE] = "profile",
                [RESOLVE_PROGRAM] = "program",
        };
        return k < _RESOLVE_KIND_MAX ? names[k] : NULL;
}
