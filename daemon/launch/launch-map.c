/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Launch detection: what a unit's program (or its application id) maps to: a configured
 * application, or a learned profile; and whether a static plan is warmed at its launch. */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "decide.h"
#include "device-lookup.h"
#include "launch-map.h"
#include "log.h"
#include "macro.h"
#include "profile.h"
#include "target.h"
#include "usage.h"

void launch_target_done(LaunchTarget *t) {
        free(t->program);
        free(t->name);
        *t = (LaunchTarget) {};
}

static bool stat_same(const struct stat *a, const struct stat *b) {
        return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

/* The configured application one of whose Exec= programs is the file exe_st describes. */
static const AppConfig *config_find_app_by_exec(const Config *c, const struct stat *exe_st) {
        for (size_t i = 0; i < c->n_apps; i++)
                for (size_t k = 0; k < c->apps[i].n_exec; k++) {
                        _cleanup_free_ char *p = target_program_path(c->apps[i].exec[k], NULL);
                        struct stat st;
                        if (p && stat(p, &st) == 0 && stat_same(&st, exe_st))
                                return &c->apps[i];
                }
        return NULL;
}

bool launch_map_profile_exists(const char *name_or_path, char **dirs) {
        Profile *p = NULL;
        int r;

        if (!dirs)
                return false;
        r = profile_find(name_or_path, (const char *const *) dirs, &p, NULL, NULL, NULL);
        profile_free(p);
        /* A malformed profile is still one: the warm says what is wrong with it. */
        return r >= 0 || r == -EBADMSG;
}

/* The learned name last launched in a unit of application id app_id (the usage file), malloc'ed,
 * or NULL. */
static char *unit_id_profile(const char *app_id) {
        _cleanup_free_ char *path = NULL;
        const UsageApp *a;
        Usage *u = NULL;
        char *name = NULL;

        if (!usage_unit_id_is_valid(app_id) || usage_path_default(&path) < 0 ||
            usage_load(path, &u, NULL, NULL) < 0)
                return NULL;
        a = usage_find_unit_id(u, app_id);
        if (a)
                name = strdup(a->name);
        usage_free(u);
        return name;
}

int launch_map(const Config *c, const char *exe, const struct stat *exe_st, const char *app_id, LaunchTarget *ret) {
        LaunchTarget t = {};
        char **dirs = NULL;
        const AppConfig *a = NULL;
        int r = 0;

        if (exe)
                a = config_find_app_by_exec(c, exe_st);
        else if (app_id && config_app_id_valid(app_id))
                a = config_find_app(c, app_id);
        if (a) {
                t = (LaunchTarget) { .app = a, .name = strdup(a->id), .kind = "app" };
                r = t.name ? 1 : -ENOMEM;
                goto finish;
        }
        if (profile_dirs_default(&dirs) < 0)
                goto finish;
        if (exe && launch_map_profile_exists(exe, dirs)) {
                t = (LaunchTarget) { .program = strdup(exe), .kind = "program" };
                r = t.program && profile_name_from_program(exe, &t.name) >= 0 ? 1 : -ENOMEM;
        } else if (!exe && app_id && profile_name_is_valid(app_id) && launch_map_profile_exists(app_id, dirs)) {
                t = (LaunchTarget) { .program = strdup(app_id), .name = strdup(app_id), .kind = "profile" };
                r = t.program && t.name ? 1 : -ENOMEM;
        } else if (!exe && app_id) {
                /* A desktop id (org.kde.kate) names no profile itself: the one learned from the
                 * launches of units of that id does (usage.h), so that it warms before its
                 * program is looked up. */
                _cleanup_free_ char *name = unit_id_profile(app_id);
                if (name && launch_map_profile_exists(name, dirs)) {
                        t = (LaunchTarget) { .program = strdup(name), .name = TAKE_PTR(name), .kind = "profile" };
                        r = t.program ? 1 : -ENOMEM;
                }
        }
finish:
        profile_dirs_free(dirs);
        if (r > 0)
                *ret = t;
        else
                launch_target_done(&t);
        return r;
}

const char *launch_map_profile_of(const LaunchTarget *t) {
        char **dirs = NULL;
        bool found;

        if (!t->app)
                return t->name;
        if (!profile_name_is_valid(t->app->id) || profile_dirs_default(&dirs) < 0)
                return NULL;
        found = launch_map_profile_exists(t->app->id, dirs);
        profile_dirs_free(dirs);
        return found ? t->app->id : NULL;
}

bool launch_map_static(const char *exe, const LaunchTarget *t) {
        _cleanup_free_ char *p = NULL;
        DeviceModel m;
        struct stat st;

        if (!exe && t->app && t->app->n_exec > 0)
                exe = p = target_program_path(t->app->exec[0], NULL);
        /* Not known: as before, the static plan is warmed. */
        if (!exe || stat(exe, &st) < 0) {
                log_debug("%s: its program is not known: its static plan is warmed", exe ? exe : "?");
                return true;
        }
        device_model_read(NULL, NULL, device_block_of(exe, st.st_dev), &m);
        log_debug("%s: on %s, %" PRIu64 " requests/s (%s), %" PRIu64 " bytes/s (%s): %s bind", exe,
                  m.name[0] ? m.name : "?", m.iops, device_rate_source_to_string(m.iops_by), m.bps,
                  device_rate_source_to_string(m.bps_by), warm_decide_static_launch(&m) ? "requests" : "bytes");
        return warm_decide_static_launch(&m);
}

/* A program named as a launch names it, absolute or looked up in the default PATH, with its
 * identity (malloc'ed), or NULL when it is no regular file (or a relative path). */
static char *program_named(const char *word, struct stat *ret_st) {
        char *p;

        if (!word[0])
                return NULL;
        if (strchr(word, '/'))
                p = word[0] == '/' ? strdup(word) : NULL;
        else
                p = target_program_path(word, NULL);
        if (!p || stat(p, ret_st) < 0 || !S_ISREG(ret_st->st_mode)) {
                free(p);
                return NULL;
        }
        return p;
}

/* The same, canonical: the path /proc/PID/exe names. */
static char *program_path(const char *word, struct stat *ret_st) {
        char *p = program_named(word, ret_st), *canonical;

        canonical = p ? realpath(p, NULL) : NULL;
        if (canonical) {
                free(p);
                p = canonical;
        }
        return p;
}

int launch_map_program(const Config *c, const char *program, LaunchTarget *ret, const char **ret_reason) {
        _cleanup_free_ char *exe = NULL;
        LaunchTarget t = {};
        struct stat st;
        int r;

        exe = program_named(program, &st);
        if (!exe) {
                *ret_reason = "not a program preloadd can find";
                return 0;
        }
        /* By the name it was run by first, as `record` names its profile (gcc, not the
         * x86_64-linux-gnu-gcc-12 it links to), then by the file it is. */
        r = launch_map(c, exe, &st, NULL, &t);
        if (r == 0) {
                _cleanup_free_ char *canonical = realpath(exe, NULL);
                if (canonical && strcmp(canonical, exe) != 0) {
                        free(exe);
                        exe = TAKE_PTR(canonical);
                        r = launch_map(c, exe, &st, NULL, &t);
                }
        }
        if (r <= 0) {
                *ret_reason = LAUNCH_SKIPPED_UNKNOWN;
                return r;
        }
        /* As at a unit's start (launch.c): where bytes bind, a static plan only competes with it. */
        r = 1;
        if (t.app && !launch_map_profile_of(&t) && !launch_map_static(exe, &t)) {
                *ret_reason = LAUNCH_SKIPPED_STATIC;
                r = 0;
        }
        *ret = t;
        return r;
}

char *launch_map_cmdline_program(const char *cmdline, struct stat *ret_st) {
        _cleanup_free_ char *word = strndup(cmdline, strcspn(cmdline, " "));

        return word ? program_path(word, ret_st) : NULL;
}

/* The executable of pid when it runs as our user: path (without " (deleted)") and identity. */
int launch_map_process_exe(pid_t pid, char **ret, struct stat *ret_st) {
        char proc[64], buf[PATH_MAX];
        struct stat st;
        ssize_t k;

        snprintf(proc, sizeof(proc), "/proc/%d", (int) pid);
        if (stat(proc, &st) < 0)
                return -errno;
        if (st.st_uid != getuid())
                return -EPERM;
        snprintf(proc, sizeof(proc), "/proc/%d/exe", (int) pid);
        k = readlink(proc, buf, sizeof(buf) - 1);
        if (k < 0)
                return -errno;
        buf[k] = '\0';
        if (k > 10 && strcmp(buf + k - 10, " (deleted)") == 0)
                buf[k - 10] = '\0';
        if (stat(proc, &st) < 0)
                return -errno;
        if (!(*ret = strdup(buf)))
                return -ENOMEM;
        *ret_st = st;
        return 0;
}
