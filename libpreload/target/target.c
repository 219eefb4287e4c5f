/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Targets: program paths, bare names, "#!" scripts and data files turned into plans. */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "macro.h"
#include "metadata.h"
#include "profile.h"
#include "target.h"

/* The kernel runs a chain of this many "#!" scripts before an ELF interpreter and fails one more
 * with ELOOP (the exec recursion limit). */
#define SCRIPT_DEPTH_MAX 5
/* The kernel reads at most this much of a "#!" line (BINPRM_BUF_SIZE). */
#define SHEBANG_MAX 256

DEFINE_TRIVIAL_CLEANUP_FUNC(Profile *, profile_free);

static const char default_path[] = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

void target_report_done(TargetReport *r) {
        if (!r)
                return;
        strv_free_n(r->warnings, r->n_warnings);
        free(r->error_path);
        free(r->profile_path);
        *r = (TargetReport) {};
}

static int report_warn(TargetReport *r, const char *line) {
        if (!r)
                return 0;
        char *s = strdup(line);
        if (!s)
                return -ENOMEM;
        char **v = reallocarray(r->warnings, r->n_warnings + 1, sizeof(char *));
        if (!v) {
                free(s);
                return -ENOMEM;
        }
        v[r->n_warnings++] = s;
        r->warnings = v;
        return 0;
}

static int report_warnf(TargetReport *r, const char *fmt, ...) _printf_(2, 3);
static int report_warnf(TargetReport *r, const char *fmt, ...) {
        _cleanup_free_ char *s = NULL;
        va_list ap;
        int n;

        if (!r)
                return 0;
        va_start(ap, fmt);
        n = vasprintf(&s, fmt, ap);
        va_end(ap);
        if (n < 0)
                return -ENOMEM;
        return report_warn(r, s);
}

static int report_fail(TargetReport *r, const char *path, const char *reason, int error) {
        if (r) {
                free(r->error_path);
                r->error_path = strdup(path);
                r->error_reason = reason;
        }
        return error;
}

static const char *const plan_source_names[_TARGET_PLAN_MAX] = {
        [TARGET_PLAN_AUTO] = "auto",
        [TARGET_PLAN_STATIC] = "static",
        [TARGET_PLAN_PROFILE] = "profile",
};

const char *target_plan_source_to_string(TargetPlanSource s) {
        return (unsigned) s < _TARGET_PLAN_MAX ? plan_source_names[s] : NULL;
}

int target_plan_source_from_string(const char *s, TargetPlanSource *ret) {
        for (TargetPlanSource i = 0; i < _TARGET_PLAN_MAX; i++)
                if (strcmp(s, plan_source_names[i]) == 0) {
                        *ret = i;
                        return 0;
                }
        return -EINVAL;
}

/* The profile's own program entry, or NULL when it recorded none. */
static const ProfileFile *profile_program_entry(const Profile *prof) {
        if (!prof->program)
                return NULL;
        for (size_t i = 0; i < prof->n_files; i++)
                if (strcmp(prof->files[i].path, prof->program) == 0)
                        return &prof->files[i];
        return NULL;
}

/* A profile that cannot be used: a warning in auto mode (the static plan follows), else an error. */
static int profile_unusable(const TargetOptions *opts, TargetReport *report, const char *path,
                            const char *reason, int error) {
        if (opts->plan_source == TARGET_PLAN_PROFILE)
                return report_fail(report, path, reason, error);
        return report_warnf(report, "%s: %s, using the static plan", path, reason);
}

int target_profile_add_to_plan(const char *name_or_path, const TargetOptions *opts, Plan *p,
                               TargetReport *report) {
        static const TargetOptions no_options = {};
        _cleanup_(profile_freep) Profile *prof = NULL;
        _cleanup_free_ char *ppath = NULL;
        const char *reason = NULL;
        char **owned = NULL;
        const char *const *dirs;
        unsigned line = 0;
        int r;

        if (!opts)
                opts = &no_options;
        if (opts->plan_source == TARGET_PLAN_STATIC || !*name_or_path)
                return 0;
        /* A bare name that cannot be a profile's name has no profile. */
        if (!strchr(name_or_path, '/') && !profile_name_is_valid(name_or_path))
                return 0;

        dirs = opts->profile_dirs;
        if (!dirs) {
                r = profile_dirs_default(&owned);
                if (r == -ENOMEM)
                        return r;
                if (r < 0)
                        return 0; /* nowhere to look */
                dirs = (const char *const *) owned;
        }
        r = profile_find(name_or_path, dirs, &prof, &ppath, &line, &reason);
        profile_dirs_free(owned);
        /* No profile (or a target that does not exist: the static planner says so). */
        if (r == -ENOENT || r == -ENOTDIR || r == -EINVAL)
                return 0;
        if (r == -ENOMEM)
                return r;
        if (r < 0) {
                /* A profile that does not parse or cannot be read. */
                _cleanup_free_ char *where = NULL;
                if (!ppath)
                        return profile_unusable(opts, report, name_or_path, reason ? reason : strerror(-r), r);
                if (r == -EBADMSG && line > 0 && asprintf(&where, "%s:%u", ppath, line) < 0)
                        return -ENOMEM;
                return profile_unusable(opts, report, where ? where : ppath,
                                        reason ? reason : "cannot be read", r);
        }

        /* The program changed: what the profile says about the rest no longer describes its
         * launch (an upgrade changes the libraries and data files too). */
        const ProfileFile *prog = profile_program_entry(prof);
        if (prog) {
                ProfileFileState state;
                r = profile_file_check(prog, &state, NULL, NULL);
                if (r < 0)
                        return r;
                if (state == PROFILE_FILE_STALE || state == PROFILE_FILE_MISSING)
                        return profile_unusable(opts, report, ppath,
                                                state == PROFILE_FILE_STALE ?
                                                "stale, its program changed since it was recorded" :
                                                "stale, its program is gone",
                                                -ESTALE);
        }

        /* Everything the profile will look at, looked at first in the order of its inodes: the
         * staleness checks and the lookups that follow find it cached. */
        r = metadata_profile_pass(prof, opts->metadata, NULL);
        if (r < 0)
                return r;
        ProfileReport pr = {};
        r = profile_add_to_plan_touched(prof, p, opts->touched_only, &pr);
        if (r >= 0 && pr.n_fresh + pr.n_same_build == 0) {
                /* Every entry was dropped (so nothing was added): nothing to warm from it. */
                profile_report_done(&pr);
                return profile_unusable(opts, report, ppath,
                                        prof->n_files == 0 ? "empty, it recorded no files" :
                                                             "stale, none of its files is as recorded",
                                        -ESTALE);
        }
        for (size_t i = 0; r >= 0 && i < pr.n_dropped; i++)
                r = report_warnf(report, "%s: %s since the profile was recorded", pr.dropped[i].path,
                                 pr.dropped[i].state == PROFILE_FILE_MISSING ? "gone" : "changed");
        profile_report_done(&pr);
        if (r < 0)
                return r;
        if (report) {
                free(report->profile_path);
                report->profile_path = TAKE_PTR(ppath);
                report->n_profiles++;
        }
        return 1;
}

char *target_find_in_path(const char *name, const char *path_env) {
        const char *p = path_env ? path_env : default_path;

        if (!*name || strchr(name, '/'))
                return NULL;
        for (;;) {
                size_t len = strcspn(p, ":");
                char *candidate;
                struct stat st;

                /* An empty PATH element means the current directory, as execvp() treats it. */
                if (asprintf(&candidate, "%.*s%s%s", (int) len, len ? p : ".", "/", name) < 0)
                        return NULL;
                if (stat(candidate, &st) == 0 && S_ISREG(st.st_mode) && access(candidate, X_OK) == 0)
                        return candidate;
                free(candidate);
                if (p[len] == 0)
                        return NULL;
                p += len + 1;
        }
}

char *target_program_path(const char *name, const char *path_env) {
        return strchr(name, '/') ? strdup(name) : target_find_in_path(name, path_env);
}

static bool streq_any(const char *s, const char *a, const char *b, const char *c, const char *d) {
        return strcmp(s, a) == 0 || strcmp(s, b) == 0 || strcmp(s, c) == 0 || strcmp(s, d) == 0;
}

static int plan_whole_file(Plan *p, const char *path, const struct stat *st) {
        _cleanup_free_ char *real = realpath(path, NULL);
        PlanFile *f;
        int r;

        r = plan_add_file(p, path, real, st, &f);
        if (r < 0)
                return r;
        return plan_file_add_range(f, 0, (uint64_t) st->st_size, RANGE_SOURCE_FILE);
}

/* A statically linked program is still mapped by the kernel: its PT_LOAD ranges, no closure. */
static int plan_static(Plan *p, const char *path, const struct stat *st, const TargetOptions *opts,
                       TargetReport *report) {
        _cleanup_free_ char *real = realpath(path, NULL);
        ElfImage *img = NULL;
        const char *reason = NULL;
        PlanFile *f;
        int r;

        r = elfimage_open(path, &img, &reason);
        if (r < 0)
                return report_fail(report, path, reason, r);
        r = plan_add_file(p, path, real, st, &f);
        if (r >= 0)
                r = elfimage_add_ranges(img, opts->static_segment_max, f);
        elfimage_free(img);
        return r;
}

static int plan_elf(const char *path, const struct stat *st, const TargetOptions *opts, Plan *p,
                    TargetReport *report) {
        Closure *c = NULL;
        const char *reason = NULL;
        int r;

        r = loader_closure(path, &opts->loader, &c, &reason);
        if (r == -EMEDIUMTYPE)
                return plan_static(p, path, st, opts, report);
        if (r < 0)
                return report_fail(report, path, reason, r);
        for (size_t i = 0; i < c->n_warnings && r >= 0; i++)
                r = report_warn(report, c->warnings[i]);
        if (r >= 0)
                r = closure_add_to_plan(c, opts->static_segment_max, p);
        closure_free(c);
        return r;
}

static int plan_path(const char *path, const TargetOptions *opts, Plan *p, TargetReport *report, int depth);

/*
 * "#!INTERP [ARG]": the kernel runs INTERP (itself possibly a script) with the rest of the line as
 * one argument. "env NAME" and "env -S NAME ..." look NAME up in PATH, so plan that program too.
 */
static int plan_script(const char *path, const char *head, size_t n, const struct stat *st,
                       const TargetOptions *opts, Plan *p, TargetReport *report, int depth) {
        char line[SHEBANG_MAX + 1];
        size_t len = 0;
        int r;

        for (size_t i = 2; i < n && head[i] != '\n' && len < SHEBANG_MAX; i++)
                line[len++] = head[i];
        line[len] = 0;

        char *s = line + strspn(line, " \t");
        size_t ilen = strcspn(s, " \t");
        if (ilen == 0)
                return report_fail(report, path, "empty interpreter in #! line", -ENOEXEC);
        s[ilen] = 0;
        const char *interp = s;
        char *arg = s + ilen + 1 <= line + len ? s + ilen + 1 : NULL;

        if (depth >= SCRIPT_DEPTH_MAX)
                return report_fail(report, path, "too many levels of #! interpreters", -ELOOP);

        r = plan_path(interp, opts, p, report, depth + 1);
        if (r < 0)
                return r;

        const char *base = strrchr(interp, '/');
        base = base ? base + 1 : interp;
        if (strcmp(base, "env") == 0 && arg) {
                /* The program is the first word that is neither an option, an option's argument
                 * (-u NAME, -C DIR) nor NAME=VALUE; "-S" splits the rest into more words. */
                bool skip_next = false;
                for (char *tok = strtok(arg, " \t\r"); tok; tok = strtok(NULL, " \t\r")) {
                        if (skip_next) {
                                skip_next = false;
                                continue;
                        }
                        if (strncmp(tok, "-S", 2) == 0 && tok[2] && tok[2] != '-')
                                tok += 2; /* "-Sprog": the split string starts right after -S */
                        else if (tok[0] == '-') {
                                skip_next = streq_any(tok, "-u", "-C", "--unset", "--chdir");
                                continue;
                        } else if (strchr(tok, '='))
                                continue;
                        _cleanup_free_ char *found = target_program_path(tok, opts->path_env);
                        if (!found) {
                                char msg[SHEBANG_MAX + 64];
                                snprintf(msg, sizeof(msg), "%s: env program '%s' not found in PATH", path, tok);
                                r = report_warn(report, msg);
                                if (r >= 0)
                                        r = plan_add_missing(p, tok, path);
                                if (r < 0)
                                        return r;
                                break;
                        }
                        r = plan_path(found, opts, p, report, depth + 1);
                        if (r < 0)
                                return r;
                        break;
                }
        }
        return plan_whole_file(p, path, st);
}

static int plan_path(const char *path, const TargetOptions *opts, Plan *p, TargetReport *report, int depth) {
        _cleanup_close_ int pathfd = -EBADF, fd = -EBADF;
        char head[SHEBANG_MAX], proc[64];
        struct stat st;
        ssize_t n;

        /* O_PATH first: a target or "#!" interpreter that is a device node is refused without
         * running its driver's open; only a regular file is opened, through the same inode. */
        pathfd = open(path, O_PATH | O_CLOEXEC);
        if (pathfd < 0)
                return report_fail(report, path, NULL, -errno);
        if (fstat(pathfd, &st) < 0)
                return report_fail(report, path, NULL, -errno);
        if (S_ISDIR(st.st_mode))
                return report_fail(report, path, "is a directory", -EISDIR);
        if (!S_ISREG(st.st_mode))
                return report_fail(report, path, "not a regular file", -EBADMSG);
        snprintf(proc, sizeof(proc), "/proc/self/fd/%d", pathfd);
        fd = open(proc, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (fd < 0 && errno == ENOENT && access("/proc/self/fd", F_OK) < 0)
                fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK); /* no /proc */
        if (fd < 0)
                return report_fail(report, path, NULL, -errno);

        n = pread(fd, head, sizeof(head), 0);
        if (n < 0)
                return report_fail(report, path, NULL, -errno);
        if (n >= 4 && memcmp(head, "\177ELF", 4) == 0)
                return plan_elf(path, &st, opts, p, report);
        if (n >= 2 && head[0] == '#' && head[1] == '!')
                return plan_script(path, head, (size_t) n, &st, opts, p, report, depth);
        return plan_whole_file(p, path, &st);
}

int target_add_to_plan(const char *target, const TargetOptions *opts, Plan *p, TargetReport *report) {
        static const TargetOptions no_options = {};
        _cleanup_free_ char *found = NULL;
        int r;

        if (!opts)
                opts = &no_options;
        if (!*target)
                return report_fail(report, target, "empty target", -EINVAL);

        r = target_profile_add_to_plan(target, opts, p, report);
        if (r != 0)
                return r < 0 ? r : 0;
        if (opts->plan_source == TARGET_PLAN_PROFILE)
                return report_fail(report, target, "no profile recorded for it (see preloadctl record)",
                                   -ENOENT);

        if (!strchr(target, '/')) {
                found = target_find_in_path(target, opts->path_env);
                if (!found)
                        return report_fail(report, target, "not found in PATH", -ENOENT);
                target = found;
        }
        return plan_path(target, opts, p, report, 0);
}
