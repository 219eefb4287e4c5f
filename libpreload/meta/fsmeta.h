/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Which root metadata pass a file system has: ext4 (its metadata read from the block device,
 * ext4meta.h), XFS (bulkstat and directory reads, xfsmeta.h), btrfs (tree searches,
 * btrfsmeta.h), or none, with the name of its type to say so. What the passes of XFS and btrfs
 * take: inode numbers of 64 bits.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum FsMetaKind {
        FSMETA_NONE,  /* no pass: tmpfs, overlay, FUSE, NFS, ... */
        FSMETA_EXT4,  /* ext2, ext3 and ext4, all served by the ext4 driver */
        FSMETA_XFS,
        FSMETA_BTRFS,
} FsMetaKind;

/* One inode to prepare on XFS or btrfs: its inode always; a directory's entries when directory. */
typedef struct FsMetaInode {
        uint64_t ino;
        bool directory;
} FsMetaInode;

/* The longest type name kept ("fuse.sshfs"); a longer one is cut. */
#define FSMETA_TYPE_MAX 32

/* The pass of a type as the mount table spells it ("ext4", "xfs", "btrfs", "tmpfs"). Pure. */
FsMetaKind fsmeta_kind_from_type(const char *fstype);

/* "ext4", "xfs", "btrfs", or NULL for FSMETA_NONE. */
const char *fsmeta_kind_to_string(FsMetaKind kind);

/*
 * The pass of fd's file system and its type's name (copied into ret_type, FSMETA_TYPE_MAX bytes):
 * from the mount table's line of fd's mount (statx()'s mount id, asked without syncing: a FUSE
 * server is sent nothing), else from fstatfs()'s magic number ("0x01021994" for one not known).
 * mountinfo is the text of /proc/self/mountinfo, or NULL to read it here. Returns 0 or -errno.
 */
int fsmeta_kind_fd(int fd, const char *mountinfo, FsMetaKind *ret_kind,
                   char ret_type[static FSMETA_TYPE_MAX]);

/*
 * A descriptor for ioctl()s on the file anchor_fd names (which may be O_PATH, on which ioctl()
 * fails): anchor_fd itself when it is not O_PATH, else the same regular file or directory
 * opened again read-only through /proc/self/fd (reading nothing, updating no atime), checked to be
 * the same inode. Returns the new descriptor (the caller closes it) or -errno: -EBADF for an
 * anchor that is neither a regular file nor a directory.
 */
int fsmeta_reopen(int anchor_fd);

/*
 * The checks every pass of a file system makes first: at most EXT4META_MAX_INODES inodes (n), the
 * anchor on a file system whose statfs() magic is magic (what), and a descriptor for its ioctl()s
 * (fsmeta_reopen()). Returns that descriptor, or -errno with *ret_reason (malloc'ed, may stay
 * NULL on -ENOMEM) saying why: -E2BIG, -EOPNOTSUPP ("not WHAT"), or fstatfs()'s or the reopen's.
 */
int fsmeta_pass_open(int anchor_fd, unsigned long magic, const char *what, size_t n, char **ret_reason);

/*
 * Sorts v by inode number and keeps each once, a directory when any of its copies is. Returns the
 * number kept. Pure.
 */
size_t fsmeta_inodes_sort_unique(FsMetaInode *v, size_t n);
