/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Libraries loaded on demand (see dlib.h). */
#include <dlfcn.h>
#include <stdio.h>

#include "dlib.h"

void *dlib_open(const char *soname, const DlibSymbol *syms, size_t n_syms, char *err, size_t n_err) {
        void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);

        if (!handle) {
                const char *e = dlerror();
                snprintf(err, n_err, "cannot load %s: %s", soname, e ? e : "not found");
                return NULL;
        }
        for (size_t i = 0; i < n_syms; i++)
                if (!(*syms[i].slot = dlsym(handle, syms[i].name))) {
                        snprintf(err, n_err, "%s lacks %s", soname, syms[i].name);
                        (void) dlclose(handle);
                        return NULL;
                }
        return handle;
}
