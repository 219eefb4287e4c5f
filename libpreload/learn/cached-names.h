/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The regular files of a directory whose names the kernel still holds in its lookup cache: looked
 * up by someone since the cache last let them go, found without a single read (openat2() with
 * RESOLVE_CACHED, Linux 5.12). An observed launch uses it for what fanotify marks placed late
 * cannot show: a file in the application's own directories read and closed before its directory
 * was marked (vim's autoload/dist/ft.vim, in a directory three levels down that the marking walk
 * reaches only after vim is done; the walk may not reach it at all). Residency cannot say this
 * for an unprivileged caller: the kernel hides the page cache of files it could not write
 * (residency.h).
 */
#pragma once

#include <stddef.h>

/*
 * path (relative to dirfd) opened O_PATH (with flags, O_NOFOLLOW), only if every component of it
 * is in the lookup cache: the lookup is all that is done, so nothing is read. Returns the fd,
 * -EAGAIN when a component is not cached, -EOPNOTSUPP-like errors of openat2() (-ENOSYS, -EINVAL
 * on kernels before 5.12), or -errno.
 */
int cached_open(int dirfd, const char *path, int flags);

/* A directory this many files or more, all of them named in the cache, was listed and each entry
 * looked at (a program scanning for plugins: inkscape's extensions/docs), not read from: it is
 * reported once, as a whole. */
#define CACHED_NAMES_SCAN_MIN 3u
/* Entries of one directory read at most. */
#define CACHED_NAMES_DIR_ENTRIES_MAX 4096u

/* What fn is told of. */
typedef enum CachedName {
        CACHED_NAME_FILE,    /* name, a regular file of dir, was looked up */
        CACHED_NAME_SCANNED, /* every file of dir was (CACHED_NAMES_SCAN_MIN or more); name NULL */
        /* Nothing in dir was, though dir was (not the tree's top; name NULL): names looked up there
         * that do not exist (vim probes syntax/c.vim in every directory of its runtime path), or
         * dir stat()ed or walked through only, which this cannot tell apart: cached_name_absent()
         * can, for a name the caller suspects. */
        CACHED_NAME_PROBED,
} CachedName;

/* Returns 1 when it counts against the maximum, 0 when passed over, or <0 to stop (returned by
 * cached_names_in_tree()). */
typedef int (*CachedNameFn)(const char *dir, const char *name, CachedName kind, void *userdata);

/*
 * Calls fn for at most max regular files (not symbolic links) whose path is cached whole, or
 * directories as a whole (CachedName), in dir and in its subdirectories down to depth levels (0:
 * dir alone) that are cached themselves: a directory nobody went through is not read. Returns how
 * many fn counted (0 also when dir itself is not cached), -EOPNOTSUPP where the kernel lacks
 * openat2() or RESOLVE_CACHED, -errno of opening or reading dir, or fn's <0.
 */
int cached_names_in_tree(const char *dir, unsigned depth, size_t max, CachedNameFn fn, void *userdata);

/*
 * Calls fn (CACHED_NAME_FILE) for each regular file of dir alone whose name the lookup cache
 * holds, at most max that fn counted, every one of them: no directory is reported scanned or
 * probed. Returns how many fn counted, -EAGAIN when dir itself is not cached (nothing is read
 * then), -EOPNOTSUPP as above, -errno of opening or reading dir, or fn's <0.
 */
int cached_names_in_dir(const char *dir, size_t max, CachedNameFn fn, void *userdata);

/*
 * Whether the lookup cache holds dir/name as absent: someone looked that name up there since the
 * cache last let go of it and found nothing (a negative entry), so dir's blocks were read for it.
 * Nothing is read. Returns 1, 0 (present, or not known to the cache), -EOPNOTSUPP as above,
 * -EINVAL.
 */
int cached_name_absent(const char *dir, const char *name);
/* The same for any of names, dir opened once: 1 when one of them is held absent. -EINVAL for a
 * name that is empty or has a '/'. */
int cached_names_absent_any(const char *dir, const char *const *names, size_t n);
