/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* libext2fs loaded on demand (see ext2fs-dl.h). */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "dlib.h"
#include "ext2fs-dl.h"
#include "macro.h"

static Ext2fsDl lib;
static char lib_error[256]; /* why it could not be loaded; empty when it was */
static pthread_once_t lib_once = PTHREAD_ONCE_INIT;

static void lib_load(void) {
        const DlibSymbol syms[] = {
                { "ext2fs_open2", (void **) &lib.open2 },
                { "ext2fs_close_free", (void **) &lib.close_free },
                { "ext2fs_blocks_count", (void **) &lib.blocks_count },
                { "ext2fs_inode_table_loc", (void **) &lib.inode_table_loc },
                { "ext2fs_read_inode", (void **) &lib.read_inode },
                { "ext2fs_block_iterate3", (void **) &lib.block_iterate3 },
                { "ext2fs_extent_open2", (void **) &lib.extent_open2 },
                { "ext2fs_extent_get", (void **) &lib.extent_get },
                { "ext2fs_extent_free", (void **) &lib.extent_free },
                { "ext2fs_is_fast_symlink", (void **) &lib.is_fast_symlink },
                { "ext2fs_lookup", (void **) &lib.lookup },
                /* com_err's, found through the handle's dependencies */
                { "error_message", (void **) &lib.error_message },
        };

        /* Its own io_manager is not used: libext2fs reads through ext4meta-io.c's, charged. */
        lib.handle = dlib_open(EXT2FS_DL_SONAME, syms, ELEMENTSOF(syms), lib_error, sizeof(lib_error));
}

int ext2fs_dl(const Ext2fsDl **ret, char **ret_reason) {
        (void) pthread_once(&lib_once, lib_load);
        *ret_reason = NULL;
        if (lib_error[0]) {
                *ret_reason = strdup(lib_error);
                return -EOPNOTSUPP;
        }
        *ret = &lib;
        return 0;
}
