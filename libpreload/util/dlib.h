/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * A library loaded when it is first needed rather than with the program (ext2fs-dl.h, elf-dl.h):
 * a process that never needs it neither maps it nor reads it from a cold disk at its start.
 */
#pragma once

#include <stddef.h>

typedef struct DlibSymbol {
        const char *name;
        void **slot;
} DlibSymbol;

/*
 * dlopen(soname) (RTLD_NOW | RTLD_LOCAL) and every symbol into its slot. Returns the handle, or
 * NULL with why in err (a line naming the library and the missing piece).
 */
void *dlib_open(const char *soname, const DlibSymbol *syms, size_t n_syms, char *err, size_t n_err);
