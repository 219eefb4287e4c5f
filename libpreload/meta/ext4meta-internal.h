/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What ext4meta's two passes share: by inode number (ext4meta.c) and by path (ext4meta-walk.c). */
#pragma once

#include <ext2fs/ext2_fs.h>
#include <ext2fs/ext2fs.h>
#include <stdbool.h>
#include <stdint.h>

#include "ext2fs-dl.h"
#include "ext4meta.h"

/* The pass's working set: the file system, its device, the blocks wanted, what is spent. */
typedef struct Pass {
        const Ext2fsDl *e2; /* the library (ext2fs-dl.h) */
        ext2_filsys fs;
        int devfd;
        uint32_t fsid[2];   /* the file system's, as statfs() reports it */
        uint64_t dev;       /* its block device */
        uint64_t block_size;
        uint64_t cap;            /* bytes one read-ahead call reads on the device */
        uint64_t bridge;         /* gaps read rather than split (EXT4META_BRIDGE_*) */
        const Ext4MetaBudget *budget;
        Ext4MetaStats st;
        uint64_t *blocks;        /* wanted in this phase, unsorted, may repeat */
        size_t n_blocks, n_allocated;
        uint64_t *done;          /* read in earlier phases, sorted */
        size_t n_done;
        uint64_t dir_left;       /* blocks still accepted from the directory being walked */
        int error;               /* what stopped a walk through a callback (-ENOMEM) */
} Pass;

/* Opens the file system of anchor_fd and its block device into p (ext4meta_pass's checks). */
int ext4meta_open(Pass *p, int anchor_fd, const char *sysfs_root, char **ret_reason);
/* Opens p->fs with libext2fs (open2's flags) on p->devfd, every read it makes charged to p's
 * byte budget (ext4meta-io.c). Returns libext2fs's error code, p->fs NULL on failure. */
errcode_t ext4meta_fs_open(Pass *p, const char *devpath, int flags);
/* Hands the blocks read so far over to *ret (Ext4MetaBlocks), leaving none in p. */
void ext4meta_take_blocks(Pass *p, Ext4MetaBlocks *ret);
/* Closes and frees what ext4meta_open() and the phases left in p; adds usec to p->st. */
void ext4meta_close(Pass *p, uint64_t start_usec);
/* Queues block b for this phase (out of range, already read or over the block budget: not). */
int ext4meta_want(Pass *p, uint64_t b);
/* Reads this phase's blocks; the blocks read are left, sorted, in p->blocks[0, *ret_read). */
int ext4meta_read(Pass *p, uint64_t *ret_read);
/* The inode-table block holding ino, or 0 for an inode number the file system cannot have. */
uint64_t ext4meta_inode_table_block(const Pass *p, uint64_t ino);
/* Queues a directory's blocks (mi->directory) or the first index level of a file's extent tree. */
int ext4meta_want_inode(Pass *p, const Ext4MetaInode *mi);
