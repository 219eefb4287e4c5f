/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* libext2fs loaded on demand (see ext2fs-dl.h). */
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "ext2fs-dl.h"

int ext2fs_dl_open(Ext2fsDl *ret, char **ret_reason) {
        const struct {
                const char *name;
                void **slot;
        } syms[] = {
                { "ext2fs_open2", (void **) &ret->open2 },
                { "ext2fs_close_free", (void **) &ret->close_free },
                { "ext2fs_blocks_count", (void **) &ret->blocks_count },
                { "ext2fs_inode_table_loc", (void **) &ret->inode_table_loc },
                { "ext2fs_read_inode", (void **) &ret->read_inode },
                { "ext2fs_block_iterate3", (void **) &ret->block_iterate3 },
                { "ext2fs_extent_open2", (void **) &ret->extent_open2 },
                { "ext2fs_extent_get", (void **) &ret->extent_get },
                { "ext2fs_extent_free", (void **) &ret->extent_free },
                { "ext2fs_is_fast_symlink", (void **) &ret->is_fast_symlink },
                { "ext2fs_lookup", (void **) &ret->lookup },
                { "error_message", (void **) &ret->error_message },
        };
        io_manager *manager;

        *ret = (Ext2fsDl) {};
        *ret_reason = NULL;
        ret->handle = dlopen(EXT2FS_DL_SONAME, RTLD_NOW | RTLD_LOCAL);
        if (!ret->handle) {
                const char *e = dlerror();
                if (asprintf(ret_reason, "cannot load %s: %s", EXT2FS_DL_SONAME, e ? e : "not found") < 0)
                        *ret_reason = NULL;
                return -EOPNOTSUPP;
        }
        /* dlsym() on the handle searches its dependencies too: com_err's error_message() */
        for (size_t i = 0; i < sizeof(syms) / sizeof(syms[0]); i++)
                if (!(*syms[i].slot = dlsym(ret->handle, syms[i].name))) {
                        if (asprintf(ret_reason, "%s lacks %s", EXT2FS_DL_SONAME, syms[i].name) < 0)
                                *ret_reason = NULL;
                        ext2fs_dl_close(ret);
                        return -EOPNOTSUPP;
                }
        manager = dlsym(ret->handle, "unix_io_manager");
        if (!manager || !*manager) {
                if (asprintf(ret_reason, "%s lacks unix_io_manager", EXT2FS_DL_SONAME) < 0)
                        *ret_reason = NULL;
                ext2fs_dl_close(ret);
                return -EOPNOTSUPP;
        }
        ret->unix_io_manager = *manager;
        return 0;
}

void ext2fs_dl_close(Ext2fsDl *l) {
        if (l->handle)
                dlclose(l->handle);
        *l = (Ext2fsDl) {};
}
