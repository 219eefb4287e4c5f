/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* libelf loaded on demand (see elf-dl.h). */
#include <errno.h>
#include <pthread.h>

#include "dlib.h"
#include "elf-dl.h"
#include "macro.h"

static ElfDl lib;
static char lib_error[256]; /* why it could not be loaded; empty when it was */
static pthread_once_t lib_once = PTHREAD_ONCE_INIT;

static void lib_load(void) {
        const DlibSymbol syms[] = {
                { "elf_version", (void **) &lib.version },
                { "elf_begin", (void **) &lib.begin },
                { "elf_memory", (void **) &lib.memory },
                { "elf_end", (void **) &lib.end },
                { "elf_kind", (void **) &lib.kind },
                { "elf_errmsg", (void **) &lib.errmsg },
                { "elf_getdata_rawchunk", (void **) &lib.getdata_rawchunk },
                { "elf_getphdrnum", (void **) &lib.getphdrnum },
                { "gelf_fsize", (void **) &lib.fsize },
                { "gelf_getdyn", (void **) &lib.getdyn },
                { "gelf_getehdr", (void **) &lib.getehdr },
                { "gelf_getnote", (void **) &lib.getnote },
                { "gelf_getphdr", (void **) &lib.getphdr },
        };

        lib.handle = dlib_open(ELF_DL_SONAME, syms, ELEMENTSOF(syms), lib_error, sizeof(lib_error));
        if (lib.handle)
                /* Only records the version libelf is to speak; once, before any other call. */
                (void) lib.version(EV_CURRENT);
}

int elf_dl(const ElfDl **ret, const char **ret_reason) {
        (void) pthread_once(&lib_once, lib_load);
        if (lib_error[0]) {
                if (ret_reason)
                        *ret_reason = lib_error;
                return -EOPNOTSUPP;
        }
        *ret = &lib;
        return 0;
}
