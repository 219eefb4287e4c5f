/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Libraries loaded on demand (see dl-table.h). */
#include <dlfcn.h>
#include <stdio.h>

#include "dl-table.h"

void *dl_table_open(const char *soname, const DlSymbol *syms, size_t n, char *error, size_t size) {
        void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);

        if (!handle) {
                const char *e = dlerror();
                snprintf(error, size, "cannot load %s: %s", soname, e ? e : "not found");
                return NULL;
        }
        for (size_t i = 0; i < n; i++)
                if (!(*syms[i].slot = dlsym(handle, syms[i].name))) {
                        snprintf(error, size, "%s lacks %s", soname, syms[i].name);
                        dlclose(handle);
                        return NULL;
                }
        return handle;
}
