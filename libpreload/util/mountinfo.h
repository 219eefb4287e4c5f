/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What the mount table says about a device: which file system type is mounted from it. Asking the
 * mount table (a text the kernel writes from what it holds) rather than the file system itself
 * (fstatfs()) is what lets preload-metad tell an ext4 file apart from a FUSE one without sending
 * the FUSE server a request it could leave unanswered.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/*
 * The file system type ("ext4", "fuse.sshfs", "tmpfs") of the first mount of device dev in text,
 * in the format of /proc/PID/mountinfo, copied into ret (size bytes, NUL-terminated). Lines that
 * do not parse are skipped. Returns 0, -ENOENT when no mount is of dev, -ENAMETOOLONG when the
 * type does not fit.
 */
int mountinfo_fstype(const char *text, dev_t dev, char *ret, size_t size);

/* One line of the mount table, as device lookups need it. */
typedef struct MountEntry {
        dev_t dev;         /* the number the line shows (not always the st_dev of its files: btrfs) */
        char fstype[32];   /* "btrfs" */
        char source[256];  /* "/dev/loop3", "overlay"; \ooo escapes undone */
} MountEntry;

/*
 * The line of mount mnt_id (statx()'s stx_mnt_id, fdinfo's mnt_id) in text, in the format of
 * /proc/PID/mountinfo. Lines that do not parse are skipped. Returns 0, -ENOENT when no line has
 * that id, -ENAMETOOLONG when its type or source does not fit. Pure.
 */
int mountinfo_by_id(const char *text, uint64_t mnt_id, MountEntry *ret);

/* /proc/self/mountinfo, read whole into a malloc'ed NUL-terminated buffer. Returns 0 or -errno. */
int mountinfo_read(char **ret);

/* The same of process pid's mount namespace (/proc/PID/mountinfo): 0, -ESRCH when pid is gone,
 * -errno. */
int mountinfo_read_pid(pid_t pid, char **ret);

/* Mounts one table holds at most; the lines past it are left out. */
#define MOUNTINFO_MOUNTS_MAX 65536u

/* One mount: which part of which file system is seen where. */
typedef struct MountPoint {
        uint64_t id;
        dev_t dev;   /* the number the line shows: its super block's */
        char *root;  /* the directory of the file system mounted ("/" for its root), \ooo undone */
        char *path;  /* where it is mounted, \ooo undone */
} MountPoint;

/* A mount table in its order: a mount listed later on the same point covers the earlier one. */
typedef struct MountTable {
        MountPoint *mounts;
        size_t n_mounts;
} MountTable;

/*
 * The mounts of text, in the format of /proc/PID/mountinfo. Lines that do not parse, and those
 * whose root or mount point is not an absolute path (nsfs's "net:[4026531840]"), are left out.
 * Returns 0 with *ret set (malloc'ed; mountinfo_table_free()), -ENOMEM. Pure.
 */
int mountinfo_table_parse(const char *text, MountTable **ret);
MountTable *mountinfo_table_free(MountTable *t);

/* The mount of id in t, or NULL. */
const MountPoint *mountinfo_table_find_id(const MountTable *t, uint64_t id);
