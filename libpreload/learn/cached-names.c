/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Cached names of a directory's files (see cached-names.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "cached-names.h"
#include "macro.h"
#include "strv.h"

#ifndef SYS_openat2
#define SYS_openat2 437 /* the same number on every architecture */
#endif

int cached_open(int dirfd, const char *path, int flags) {
        struct open_how how = { .flags = (uint64_t) (flags | O_PATH | O_NOFOLLOW | O_CLOEXEC),
                                .resolve = RESOLVE_CACHED | RESOLVE_NO_MAGICLINKS };
        long fd = syscall(SYS_openat2, dirfd, path, &how, sizeof(how));

        return fd < 0 ? -errno : (int) fd;
}

typedef struct Names {
        char **v;
        size_t n;
} Names;

static void names_done(Names *names) {
        strv_free_n(names->v, names->n);
}

/* The entries of the directory dirfd whose names the cache holds: its regular files into
 * cached, its directories into subdirs (NULL: none wanted), with how many regular files it has
 * (SIZE_MAX when there were too many entries to see them all) and whether any directory was
 * named. Reads dir's blocks when they are not cached, nothing else. */
static int dir_list(int dirfd, Names *cached, Names *subdirs, size_t *ret_n_files, bool *ret_any_subdir) {
        size_t n_files = 0;
        bool any_subdir = false;
        DIR *d;
        int fd, r = 0;

        /* readdir wants a real descriptor; the directory's path is cached, its blocks may not be. */
        fd = openat(dirfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0)
                return -errno;
        d = fdopendir(fd);
        if (!d) {
                r = -errno;
                close(fd);
                return r;
        }
        for (size_t entries = 0;; entries++) {
                _cleanup_close_ int efd = -EBADF;
                struct dirent *de;
                struct stat st;

                if (entries >= CACHED_NAMES_DIR_ENTRIES_MAX) {
                        n_files = SIZE_MAX; /* not all seen: never taken for a scan */
                        break;
                }
                errno = 0;
                if (!(de = readdir(d))) {
                        r = -errno; /* 0 at the end */
                        break;
                }
                if (de->d_name[0] == '.' && (!de->d_name[1] || (de->d_name[1] == '.' && !de->d_name[2])))
                        continue;
                if (de->d_type == DT_REG)
                        n_files++;
                if (de->d_type != DT_REG && de->d_type != DT_DIR && de->d_type != DT_UNKNOWN)
                        continue;
                efd = cached_open(fd, de->d_name, 0);
                if (efd < 0 || fstat(efd, &st) < 0)
                        continue;
                if (S_ISREG(st.st_mode)) {
                        if (de->d_type == DT_UNKNOWN)
                                n_files++;
                        r = strv_push_dup(&cached->v, &cached->n, de->d_name);
                } else if (S_ISDIR(st.st_mode)) {
                        any_subdir = true;
                        if (subdirs)
                                r = strv_push_dup(&subdirs->v, &subdirs->n, de->d_name);
                }
                if (r < 0)
                        break;
        }
        closedir(d);
        if (ret_n_files)
                *ret_n_files = n_files;
        if (ret_any_subdir)
                *ret_any_subdir = any_subdir;
        return r;
}

/* dir's files, then its cached subdirectories' down to depth; dirfd is dir's, *n counts what fn
 * counted. */
static int tree_walk(int dirfd, const char *dir, bool top, unsigned depth, size_t max, size_t *n, CachedNameFn fn,
                     void *userdata) {
        _cleanup_(names_done) Names cached = {}, subdirs = {};
        size_t n_files;
        bool any_subdir;
        int r;

        /* a subdirectory one below depth is not entered, but was gone through (any_subdir) */
        r = dir_list(dirfd, &cached, depth > 0 ? &subdirs : NULL, &n_files, &any_subdir);
        if (r < 0)
                return r;

        if (cached.n >= CACHED_NAMES_SCAN_MIN && cached.n == n_files) {
                /* every file named: the directory was listed and each entry looked at, not read from */
                r = *n < max ? fn(dir, NULL, CACHED_NAME_SCANNED, userdata) : 0;
                if (r > 0)
                        (*n)++;
        } else if (cached.n == 0 && !any_subdir && !top) {
                /* entered, yet nothing in it was found: what was looked up there does not exist */
                r = *n < max ? fn(dir, NULL, CACHED_NAME_PROBED, userdata) : 0;
                if (r > 0)
                        (*n)++;
        } else
                for (size_t i = 0; r >= 0 && i < cached.n && *n < max; i++) {
                        r = fn(dir, cached.v[i], CACHED_NAME_FILE, userdata);
                        if (r > 0)
                                (*n)++;
                }
        if (r < 0)
                return r;

        for (size_t i = 0; i < subdirs.n && *n < max; i++) {
                _cleanup_close_ int efd = cached_open(dirfd, subdirs.v[i], O_DIRECTORY);
                _cleanup_free_ char *sub = NULL;

                if (efd < 0)
                        continue;
                if (asprintf(&sub, "%s/%s", dir, subdirs.v[i]) < 0)
                        return -ENOMEM;
                r = tree_walk(efd, sub, false, depth - 1, max, n, fn, userdata);
                if (r == -ENOMEM || (r < 0 && r != -EACCES && r != -ENOENT && r != -ENOTDIR))
                        return r;
        }
        return 0;
}

/* dir opened from the lookup cache alone: -EAGAIN or -ENOENT where it is not cached there,
 * -EOPNOTSUPP where the kernel cannot say (no RESOLVE_CACHED). */
static int cached_dir_open(const char *dir, CachedNameFn fn) {
        int fd;

        if (!dir || dir[0] != '/' || !fn)
                return -EINVAL;
        fd = cached_open(AT_FDCWD, dir, O_DIRECTORY);
        return fd == -ENOSYS || fd == -EINVAL ? -EOPNOTSUPP : fd;
}

int cached_names_in_tree(const char *dir, unsigned depth, size_t max, CachedNameFn fn, void *userdata) {
        _cleanup_close_ int pfd = -EBADF;
        size_t n = 0;
        int r;

        pfd = cached_dir_open(dir, fn);
        if (pfd == -EAGAIN || pfd == -ENOENT)
                return 0; /* the directory itself is not cached: nothing in it was looked up */
        if (pfd < 0)
                return pfd;
        r = tree_walk(pfd, dir, true, depth, max, &n, fn, userdata);
        return r < 0 ? r : (int) n;
}

int cached_names_in_dir(const char *dir, size_t max, CachedNameFn fn, void *userdata) {
        _cleanup_(names_done) Names cached = {};
        _cleanup_close_ int pfd = -EBADF;
        size_t n = 0;
        int r;

        pfd = cached_dir_open(dir, fn);
        if (pfd < 0)
                return pfd;
        r = dir_list(pfd, &cached, NULL, NULL, NULL);
        for (size_t i = 0; r >= 0 && i < cached.n && n < max; i++)
                if ((r = fn(dir, cached.v[i], CACHED_NAME_FILE, userdata)) > 0)
                        n++;
        return r < 0 ? r : (int) n;
}

int cached_names_absent_any(const char *dir, const char *const *names, size_t n) {
        _cleanup_close_ int dfd = -EBADF;

        if (!dir || dir[0] != '/' || (n > 0 && !names))
                return -EINVAL;
        for (size_t i = 0; i < n; i++)
                if (!names[i] || !names[i][0] || strchr(names[i], '/'))
                        return -EINVAL;
        dfd = cached_open(AT_FDCWD, dir, O_DIRECTORY);
        if (dfd == -ENOSYS || dfd == -EINVAL)
                return -EOPNOTSUPP;
        if (dfd < 0)
                return 0;
        for (size_t i = 0; i < n; i++) {
                /* a negative entry is found without a lookup; a name the cache does not know needs
                 * one (-EAGAIN) */
                _cleanup_close_ int fd = cached_open(dfd, names[i], 0);
                if (fd == -ENOENT)
                        return 1;
        }
        return 0;
}

int cached_name_absent(const char *dir, const char *name) {
        return cached_names_absent_any(dir, &name, 1);
}
