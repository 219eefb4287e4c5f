/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The closure ld.so loads for a program, found with glibc 2.36's search rules: PT_INTERP, then
 * DT_NEEDED breadth-first; per need DT_RPATH of the loader chain (only while the needing object has
 * no DT_RUNPATH), LD_LIBRARY_PATH, the needing object's DT_RUNPATH, /etc/ld.so.cache, and the
 * default directories unless DF_1_NODEFLIB; glibc-hwcaps and legacy subdirectories under every
 * search directory; $ORIGIN, $LIB and $PLATFORM expanded; a name already loaded (by soname, by
 * the name it was loaded under, or the same file) satisfies later needs; files of the wrong class
 * or machine are skipped. A file that is found but cannot be loaded (not ELF, an executable, a
 * malformed header) ends the search for that name, as ld.so then fails the start: the name is
 * reported missing and the reason is a warning.
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "elfimage.h"
#include "hwcaps.h"
#include "ldcache.h"

struct Plan;

typedef struct LoaderOptions {
        /* LD_LIBRARY_PATH as the target will see it; NULL for none. Never read from our own
         * environment implicitly. */
        const char *library_path;
        /* Parsed ld.so.cache, or NULL to search without it. Owned by the caller. */
        const LdCache *cache;
        /* Capabilities for subdirectory search; NULL: hwcaps_detect() for native objects. */
        const Hwcaps *hwcaps;
        /* Default directories; NULL: the Debian multiarch defaults for the program's machine. */
        const char *const *default_dirs;
        size_t n_default_dirs;
        /* When set and true, the search stops at the next DT_NEEDED with -ECANCELED. */
        const atomic_bool *cancel;
} LoaderOptions;

typedef struct LoadedObject {
        char *path;      /* the path ld.so opened, as it reports it */
        char *real_path; /* canonical path */
        dev_t dev;
        ino_t ino;
        struct stat st;  /* fstat of the file ld.so would map: identity for plans */
        ElfImage *image;
        size_t loader;   /* index of the object whose DT_NEEDED loaded it; SIZE_MAX for the
                          * program and its interpreter */
        char **names;    /* every name this object was asked for (DT_NEEDED strings) */
        size_t n_names;
} LoadedObject;

typedef struct LoaderMissing {
        char *name;
        size_t needed_by; /* index into objects */
} LoaderMissing;

typedef struct Closure {
        LoadedObject *objects; /* load order: program, interpreter, then breadth-first needs */
        size_t n_objects;
        LoaderMissing *missing;
        size_t n_missing;
        /* Non-fatal problems met while searching (a malformed library skipped, ...), one line each,
         * "PATH: reason". Callers print them as warnings. */
        char **warnings;
        size_t n_warnings;
        /* Opens and stats the search made: each absent directory is asked once, as ld.so does. */
        size_t n_probes;
} Closure;

#define LOADER_OBJECTS_MAX 16384u
/* Bound on the search's opens and stats for one closure: a real program needs a few thousand. */
#define LOADER_PROBES_MAX (1u << 20)

/*
 * Resolves the closure of the ELF file at path. Errors concern the program itself:
 *   -ENOENT/-EACCES/...   cannot open it
 *   -ENOEXEC              not ELF
 *   -EBADMSG              malformed (*ret_reason set to a static string)
 *   -EMEDIUMTYPE          statically linked or not loadable (no PT_INTERP and not ET_DYN)
 *   -E2BIG                more than LOADER_OBJECTS_MAX objects, or more than LOADER_PROBES_MAX
 *                         opens and stats in the search (*ret_reason set)
 *   -ECANCELED            opts->cancel became true
 * Libraries that cannot be found are listed in missing, never fatal.
 */
int loader_closure(const char *path, const LoaderOptions *opts, Closure **ret, const char **ret_reason);
Closure *closure_free(Closure *c);

/* Adds every object's PT_LOAD ranges (elfimage_add_ranges() with segment_max: 0 reads every
 * segment whole) and every missing name to a plan. */
int closure_add_to_plan(const Closure *c, uint64_t segment_max, struct Plan *p);

/* The Debian multiarch triplet for an ELF machine and class ("x86_64-linux-gnu"), or NULL. */
const char *loader_multiarch_triplet(uint16_t machine, uint8_t elf_class);
