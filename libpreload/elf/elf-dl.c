/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* libelf loaded on demand, with references (see elf-dl.h). */
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "dlib.h"
#include "elf-dl.h"
#include "macro.h"

/* libelf has a few dozen messages; the table holds each once. */
#define ELF_DL_MESSAGES_MAX 64u

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static ElfDl lib;
static char lib_error[256]; /* why it could not be loaded; empty while it could */
static unsigned n_refs;
static bool unload_unused;
static char *messages[ELF_DL_MESSAGES_MAX];
static size_t n_messages;

/* With the lock held. */
static int lib_load(void) {
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

        if (lib.handle)
                return 0;
        /* A library that could not be loaded once is not looked for again. */
        if (lib_error[0])
                return -EOPNOTSUPP;
        lib.handle = dlib_open(ELF_DL_SONAME, syms, ELEMENTSOF(syms), lib_error, sizeof(lib_error));
        if (!lib.handle)
                return -EOPNOTSUPP;
        /* Only records the version libelf is to speak; once per load, before any other call. */
        (void) lib.version(EV_CURRENT);
        return 0;
}

/* With the lock held. */
static void lib_unload(void) {
        void *handle = lib.handle;

        if (!handle)
                return;
        lib = (ElfDl) {};
        (void) dlclose(handle);
}

int elf_dl_acquire(const ElfDl **ret, const char **ret_reason) {
        int r;

        pthread_mutex_lock(&lock);
        r = lib_load();
        if (r >= 0)
                n_refs++;
        pthread_mutex_unlock(&lock);
        if (r < 0) {
                if (ret_reason)
                        *ret_reason = lib_error;
                return r;
        }
        *ret = &lib;
        return 0;
}

void elf_dl_hold(void) {
        pthread_mutex_lock(&lock);
        n_refs++;
        pthread_mutex_unlock(&lock);
}

void elf_dl_release(void) {
        pthread_mutex_lock(&lock);
        if (n_refs > 0 && --n_refs == 0 && unload_unused)
                lib_unload();
        pthread_mutex_unlock(&lock);
}

void elf_dl_unload_unused(bool unload) {
        pthread_mutex_lock(&lock);
        unload_unused = unload;
        if (unload && n_refs == 0)
                lib_unload();
        pthread_mutex_unlock(&lock);
}

bool elf_dl_loaded(void) {
        bool loaded;

        pthread_mutex_lock(&lock);
        loaded = lib.handle != NULL;
        pthread_mutex_unlock(&lock);
        return loaded;
}

const char *elf_dl_message(const char *msg) {
        const char *r = "libelf failed";

        if (!msg)
                return NULL;
        pthread_mutex_lock(&lock);
        for (size_t i = 0; i < n_messages; i++)
                if (strcmp(messages[i], msg) == 0) {
                        r = messages[i];
                        goto out;
                }
        /* Kept for the process's life: callers hold reasons as static strings. */
        if (n_messages < ELF_DL_MESSAGES_MAX && (messages[n_messages] = strdup(msg)))
                r = messages[n_messages++];
out:
        pthread_mutex_unlock(&lock);
        return r;
}
