/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * A library loaded with dlopen() when it is first needed, its functions called through a table of
 * pointers, so that a process that never needs it never maps it (libelf, libext2fs).
 */
#pragma once

#include <stddef.h>

typedef struct DlSymbol {
        const char *name;
        void **slot;
} DlSymbol;

/*
 * Loads soname (RTLD_NOW | RTLD_LOCAL) and each of the n symbols into its slot. Returns the
 * handle, or NULL with error (of size bytes) saying which library or symbol is missing.
 */
void *dl_table_open(const char *soname, const DlSymbol *syms, size_t n, char *error, size_t size);
