/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The unprivileged metadata pass: before a profile's data is read, the metadata every open and
 * lookup of it needs (inode-table blocks, directory blocks, extent blocks) is read in the order
 * the disk likes, with enough requests in flight for the I/O scheduler to sort and merge them.
 *
 * On ext4 a stat() whose inode-table block is not cached reads inode_readahead_blks (32) blocks
 * around it, so stats in inode order share those reads, where the launch's order misses again and
 * again. Profiles record every file's inode and, where the path existed, every lookup's
 * (profile.h), so the order is known before any lookup. Paths whose inode is unknown follow, in
 * path order, so that the names of one directory are looked up together.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "profile.h"

/* Stats in flight: enough for the scheduler to sort, few enough to stay cheap on 2 cores. */
#define METADATA_THREADS_DEFAULT 8u
#define METADATA_THREADS_MAX 64u
/* Directories larger than this are not read whole: a lookup reads a few of their blocks only. */
#define METADATA_DIR_MAX (UINT64_C(1) << 20)
/* Files this large are asked to cache their extent tree (smaller ones keep it in the inode). */
#define METADATA_EXTENTS_MIN (UINT64_C(256) * 1024)

/* Which passes run (the lab compares them side by side: bench/README.md). */
typedef enum MetadataPass {
        METADATA_PASS_DEFAULT,    /* the pass that won on the lab (see metadata.c) */
        METADATA_PASS_SERIAL,     /* the files only, one stat at a time, in inode order */
        METADATA_PASS_STAT,       /* files and lookups, METADATA_THREADS_DEFAULT in flight */
        METADATA_PASS_DIRS,       /* the parent directories read first (getdents64), then STAT */
        METADATA_PASS_EXTENTS,    /* STAT, then EXT4_IOC_PRECACHE_EXTENTS on large files */
        _METADATA_PASS_MAX,
} MetadataPass;

/* One path to look at: a profile file or a lookup. */
typedef struct MetadataItem {
        const char *path; /* borrowed */
        uint64_t ino;     /* st_ino when recorded; 0: unknown */
        uint64_t size;    /* recorded size of a file; 0 for lookups */
        bool is_file;
} MetadataItem;

/* What the pass did. */
typedef struct MetadataStats {
        size_t n_stats;           /* distinct paths stat()ed */
        size_t n_found;           /* of those, paths that exist */
        size_t n_dirs;            /* directories read */
        size_t n_extents;         /* files whose extent tree was cached */
        size_t n_extents_refused; /* files on a file system without EXT4_IOC_PRECACHE_EXTENTS */
} MetadataStats;

/* stat() or a test's stand-in; returns 0 or -errno. Called from several threads at once. */
typedef int (*MetadataStatFn)(const char *path, struct stat *ret, void *userdata);

/* Sorts items: known inodes first, ascending (the device plays no part: each file system's
 * items stay in its own inode order), then unknown ones by path; ties by path. */
void metadata_items_sort(MetadataItem *v, size_t n);

/*
 * The items of a profile: its files and its lookups, each path once (a lookup of a file's path
 * adds nothing), sorted by metadata_items_sort(). *ret is malloc'ed (NULL when empty) and borrows
 * the profile's paths. -ENOMEM.
 */
int metadata_items_from_profile(const Profile *p, MetadataItem **ret, size_t *ret_n);

/*
 * Calls fn (NULL: stat()) once for each item, claiming them in array order from `threads` workers
 * (the caller is one of them; 0 or 1: the caller alone, in order; capped at METADATA_THREADS_MAX;
 * a worker that cannot be started leaves its share to the others). *ret_found (may be NULL) gets
 * how many calls succeeded. Returns 0.
 */
int metadata_stat_all(const MetadataItem *v, size_t n, unsigned threads, MetadataStatFn fn, void *userdata,
                      size_t *ret_found);

/*
 * Reads the parent directories of the items whole (getdents64 to the end), each once, in the
 * order of their inodes, from `threads` workers; directories over METADATA_DIR_MAX are only
 * stat()ed. *ret_n (may be NULL) gets how many were read. Returns 0 or -ENOMEM.
 */
int metadata_dirs_read(const MetadataItem *v, size_t n, unsigned threads, size_t *ret_n);

/*
 * EXT4_IOC_PRECACHE_EXTENTS on an fd open for reading: the whole extent tree into the extent
 * status cache, so the data reads that follow wait for no extent block. Returns 0, -EOPNOTSUPP on
 * a file system without it (the ioctl's ENOTTY, EINVAL or EOPNOTSUPP), or another -errno.
 */
int metadata_extents_precache_fd(int fd);

/*
 * The same for every file item of at least METADATA_EXTENTS_MIN bytes (recorded size), opened
 * with open_regular_file(). Counts go to *ret_done and *ret_refused (each may be NULL). Returns 0.
 */
int metadata_extents_precache(const MetadataItem *v, size_t n, unsigned threads, size_t *ret_done,
                              size_t *ret_refused);

/* The pass `pass` asks for over profile p (directories, then stats, then extents). Returns 0 or
 * -ENOMEM; *ret (may be NULL) gets what it did. Problems with single paths are no failure. */
int metadata_profile_pass(const Profile *p, MetadataPass pass, MetadataStats *ret);

const char *metadata_pass_to_string(MetadataPass p);
int metadata_pass_from_string(const char *s, MetadataPass *ret);
