/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Where profiles live: saving one atomically, the directories, finding one by name or program. */
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"
#include "profile-internal.h"

int profile_save(const Profile *p, const char *path) {
        _cleanup_free_ char *text = NULL;
        size_t size;
        int r;

        r = profile_format(p, &text, &size);
        if (r < 0)
                return r;
        /* Profiles are meant to be readable (see profile.h). */
        return write_file_atomic(path, text, size, 0644);
}

int profile_dir_lock(const char *dir, int *ret_fd) {
        int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOCTTY);

        if (fd < 0)
                return -errno;
        while (flock(fd, LOCK_EX) < 0)
                if (errno != EINTR) {
                        int r = -errno;
                        close(fd);
                        return r;
                }
        *ret_fd = fd;
        return 0;
}

int profile_name_from_program(const char *program, char **ret) {
        if (!program)
                return -EINVAL;
        /* A trailing slash names a directory, never a program: the empty base name is refused. */
        const char *slash = strrchr(program, '/');
        if (!profile_name_is_valid(slash ? slash + 1 : program))
                return -EINVAL;
        char *s = strdup(slash ? slash + 1 : program);
        if (!s)
                return -ENOMEM;
        *ret = s;
        return 0;
}

int profile_path_for_name(const char *dir, const char *name, char **ret) {
        char *s;
        if (!profile_name_is_valid(name))
                return -EINVAL;
        if (asprintf(&s, "%s/%s%s", dir, name, PROFILE_SUFFIX) < 0)
                return -ENOMEM;
        *ret = s;
        return 0;
}

static int dir_join(const char *a, const char *b, char **ret) {
        char *s;
        if (asprintf(&s, "%s%s", a, b) < 0)
                return -ENOMEM;
        *ret = s;
        return 0;
}

int profile_dir_user(char **ret) {
        const char *e;

        /* systemd's CacheDirectory=preloadd: a colon-separated list, ours first. */
        e = getenv("CACHE_DIRECTORY");
        if (e && e[0] == '/') {
                _cleanup_free_ char *first = strndup(e, strcspn(e, ":"));
                if (!first)
                        return -ENOMEM;
                return dir_join(first, "/profiles", ret);
        }
        e = getenv("XDG_CACHE_HOME");
        if (e && e[0] == '/')
                return dir_join(e, "/preloadd/profiles", ret);
        e = getenv("HOME");
        if (e && e[0] == '/')
                return dir_join(e, "/.cache/preloadd/profiles", ret);

        struct passwd pw, *res = NULL;
        char buf[4096];
        if (getpwuid_r(getuid(), &pw, buf, sizeof(buf), &res) != 0 || !res || !res->pw_dir ||
            res->pw_dir[0] != '/')
                return -ENOENT;
        return dir_join(res->pw_dir, "/.cache/preloadd/profiles", ret);
}

char **profile_dirs_free(char **dirs) {
        for (size_t i = 0; dirs && dirs[i]; i++)
                free(dirs[i]);
        free(dirs);
        return NULL;
}

int profile_dirs_default(char ***ret) {
        char **v = calloc(3, sizeof(char *));
        size_t n = 0;
        int r;

        if (!v)
                return -ENOMEM;
        r = profile_dir_user(&v[n]);
        if (r == -ENOMEM) {
                free(v);
                return r;
        }
        if (r >= 0)
                n++;
        v[n] = strdup(PROFILE_SYSTEM_DIR);
        if (!v[n]) {
                profile_dirs_free(v);
                return -ENOMEM;
        }
        *ret = v;
        return 0;
}

int profile_dir_ensure(const char *dir, mode_t mode) {
        _cleanup_free_ char *p = strdup(dir);
        struct stat st;

        if (!p)
                return -ENOMEM;
        if (p[0] != '/')
                return -EINVAL;
        for (char *s = p + 1;; s++) {
                if (*s != '/' && *s != 0)
                        continue;
                char saved = *s;
                *s = 0;
                if (mkdir(p, mode) < 0) {
                        if (errno != EEXIST)
                                return -errno;
                        if (stat(p, &st) < 0)
                                return -errno;
                        if (!S_ISDIR(st.st_mode))
                                return -ENOTDIR;
                }
                *s = saved;
                if (saved == 0)
                        break;
                while (s[1] == '/')
                        s++;
                if (s[1] == 0)
                        break;
        }
        return 0;
}

bool profile_program_outdated(const Profile *p) {
        if (!p->program)
                return false;
        for (size_t i = 0; i < p->n_files; i++) {
                ProfileFileState state;
                if (strcmp(p->files[i].path, p->program) != 0)
                        continue;
                if (profile_file_check(&p->files[i], &state, NULL, NULL) < 0)
                        return false;
                return state == PROFILE_FILE_STALE || state == PROFILE_FILE_MISSING;
        }
        return false; /* a profile that does not fingerprint its program cannot tell */
}

int profile_load_base(const char *path, const char *system_dir, const char *name, Profile **ret) {
        _cleanup_free_ char *spath = NULL;
        Profile *own = NULL, *sys = NULL;
        int r;

        r = profile_load(path, &own, NULL, NULL);
        if (r == -ENOMEM)
                return r;
        if (r >= 0 && !profile_program_outdated(own)) {
                *ret = own;
                return 0;
        }
        /* None of one's own yet, or one of an older build than the system's: the system's. */
        if (system_dir && profile_path_for_name(system_dir, name, &spath) >= 0 &&
            profile_load(spath, &sys, NULL, NULL) >= 0 && (!own || !profile_program_outdated(sys))) {
                profile_free(own);
                *ret = sys;
                return 0;
        }
        profile_free(sys);
        if (!own)
                return r < 0 ? r : -ENOENT;
        *ret = own;
        return 0;
}

int profile_find(const char *name_or_path, const char *const *dirs, Profile **ret, char **ret_path,
                 unsigned *ret_line, const char **ret_reason) {
        _cleanup_free_ char *name = NULL;
        bool is_path = strchr(name_or_path, '/') != NULL;
        _cleanup_(profile_freep) Profile *fallback = NULL;
        _cleanup_free_ char *fallback_path = NULL;
        struct stat want;
        int r;

        if (is_path) {
                r = profile_name_from_program(name_or_path, &name);
                if (r < 0)
                        return r;
                if (stat(name_or_path, &want) < 0)
                        return -errno;
        } else {
                if (!profile_name_is_valid(name_or_path))
                        return -EINVAL;
                name = strdup(name_or_path);
                if (!name)
                        return -ENOMEM;
        }

        for (size_t i = 0; dirs && dirs[i]; i++) {
                _cleanup_free_ char *path = NULL;
                _cleanup_(profile_freep) Profile *p = NULL;

                r = profile_path_for_name(dirs[i], name, &path);
                if (r < 0)
                        return r;
                r = profile_load(path, &p, ret_line, ret_reason);
                if (r == -ENOENT || r == -ENOTDIR)
                        continue;
                if (r < 0) {
                        if (ret_path)
                                *ret_path = TAKE_PTR(path);
                        return r;
                }
                if (is_path && p->program) {
                        struct stat have;
                        /* Same base name, other program (/opt/x/bin/python3 against /usr/bin/python3). */
                        if (stat(p->program, &have) < 0 || have.st_dev != want.st_dev ||
                            have.st_ino != want.st_ino)
                                continue;
                }
                /* Learned of an older build of its program than a later directory's (a package
                 * upgrade shipped a system profile of the new one): that one, if it is so. */
                if (!fallback && dirs[i + 1] && profile_program_outdated(p)) {
                        fallback = TAKE_PTR(p);
                        fallback_path = TAKE_PTR(path);
                        continue;
                }
                if (fallback && profile_program_outdated(p))
                        break;
                fallback = profile_free(fallback);
                if (ret_path)
                        *ret_path = TAKE_PTR(path);
                *ret = TAKE_PTR(p);
                return 0;
        }
        if (fallback) {
                if (ret_path)
                        *ret_path = TAKE_PTR(fallback_path);
                *ret = TAKE_PTR(fallback);
                return 0;
        }
        return -ENOENT;
}
