/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libext2fs, loaded when the first metadata pass runs rather than with the program, and kept. Only
 * root's pass (and the helper's) use it: an unprivileged preloadd, which a desktop user's is,
 * never maps it or the com_err it links (148 kB of RSS). For a launch it will hold, preloadd loads
 * it while preparing (warm_meta_prep_load()), so that the launch's pass does not read the library
 * from a cold disk first. The functions are those of <ext2fs/ext2fs.h>, called through the table.
 */
#pragma once

#include <ext2fs/ext2fs.h>

/* The library's soname: e2fsprogs has kept it since 1.19. */
#define EXT2FS_DL_SONAME "libext2fs.so.2"

typedef struct Ext2fsDl {
        void *handle;
        errcode_t (*open2)(const char *name, const char *io_options, int flags, int superblock,
                           unsigned int block_size, io_manager manager, ext2_filsys *ret_fs);
        errcode_t (*close_free)(ext2_filsys *fs);
        blk64_t (*blocks_count)(struct ext2_super_block *super);
        blk64_t (*inode_table_loc)(ext2_filsys fs, dgrp_t group);
        errcode_t (*read_inode)(ext2_filsys fs, ext2_ino_t ino, struct ext2_inode *inode);
        errcode_t (*block_iterate3)(ext2_filsys fs, ext2_ino_t ino, int flags, char *block_buf,
                                    int (*func)(ext2_filsys fs, blk64_t *blocknr, e2_blkcnt_t blockcnt,
                                                blk64_t ref_blk, int ref_offset, void *priv_data),
                                    void *priv_data);
        errcode_t (*extent_open2)(ext2_filsys fs, ext2_ino_t ino, struct ext2_inode *inode,
                                  ext2_extent_handle_t *handle);
        errcode_t (*extent_get)(ext2_extent_handle_t handle, int flags, struct ext2fs_extent *extent);
        void (*extent_free)(ext2_extent_handle_t handle);
        int (*is_fast_symlink)(struct ext2_inode *inode);
        errcode_t (*lookup)(ext2_filsys fs, ext2_ino_t dir, const char *name, int namelen, char *buf,
                            ext2_ino_t *inode);
        const char *(*error_message)(errcode_t code); /* com_err's, which libext2fs links */
} Ext2fsDl;

/*
 * The table, the library loaded at the first call (thread-safe). Returns 0, or -EOPNOTSUPP with
 * *ret_reason (allocated; NULL when out of memory) saying which library or symbol is missing, at
 * this call and every later one.
 */
int ext2fs_dl(const Ext2fsDl **ret, char **ret_reason);
