/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What loader.c (the closure) and loader-search.c (the search) share. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "loader.h"

#define SEARCH_DIRS_MAX 4096u
#define SUBDIRS_MAX 64u
/* Directories whose existence is remembered; past this the search still works, uncached. */
#define DIR_STATES_MAX 65536u

/* One search list (an RPATH, RUNPATH, LD_LIBRARY_PATH or the defaults), already expanded. */
typedef struct SearchList {
        char **dirs; /* each ends in '/' */
        size_t n_dirs;
        bool parsed; /* for the per-object lists: expanded already */
} SearchList;

/*
 * Name -> the first object (in load order) known by it: its path, its soname or a DT_NEEDED string
 * it was loaded for. Each need is then looked up in constant time; scanning every object for every
 * need made a 10 000-deep DT_NEEDED chain take seconds (minutes under sanitizers).
 */
typedef struct NameSlot {
        const char *name; /* owned by the closure's objects */
        size_t index;
} NameSlot;

typedef struct NameIndex {
        NameSlot *slots;
        size_t n_slots; /* 0 or a power of two */
        size_t n_used;
} NameIndex;

/*
 * Whether a search directory (with its hwcaps subdirectory) exists, learnt from the first failed
 * open in it, as ld.so's open_path() keeps r_search_path_elem.status[]: a directory that is not
 * there is not tried again for the next name. Without this, 4 000 needs against a RUNPATH of 4 096
 * absent directories cost 147 million failed opens.
 */
typedef enum DirState {
        DIR_UNKNOWN,
        DIR_ABSENT,
        DIR_PRESENT,
} DirState;

typedef struct DirSlot {
        char *dir; /* owned; NULL: free slot */
        DirState state;
} DirSlot;

typedef struct DirStates {
        DirSlot *slots;
        size_t n_slots; /* 0 or a power of two */
        size_t n_used;
} DirStates;

typedef struct Loader {
        const LoaderOptions *opts;
        Hwcaps hwcaps;
        char (*subdirs)[128];
        size_t n_subdirs;
        uint16_t machine;
        uint8_t elf_class;
        int32_t cache_flags;
        const char *lib_dst; /* what $LIB expands to: "lib/<triplet>" on Debian */
        char lib_dst_buf[64];
        SearchList library_path;
        SearchList defaults;
        Closure *closure;
        size_t n_objects_allocated;
        NameIndex names;
        DirStates dirs;
        SearchList *object_lists; /* [2 * object + runpath], expanded on first use */
        size_t n_object_lists;
        const char *reason; /* why the search gave up, for -E2BIG */
} Loader;

/* The candidate file as ld.so's open_verify() sees it. */
typedef enum Verdict {
        VERDICT_ABSENT,      /* not there: keep searching */
        VERDICT_OTHER_CLASS, /* an ELF file for another class or machine: skipped, keep searching */
        VERDICT_BROKEN,      /* there but unusable: ld.so gives up on this name */
        VERDICT_OK,
} Verdict;

typedef struct Candidate {
        int fd;
        struct stat st;
        ElfImage *image;
        const char *reason;
} Candidate;

/* loader.c */
void candidate_done(Candidate *c);
Verdict candidate_open(const Loader *ld, const char *path, bool is_main, Candidate *c);
/* Appends s, freeing it when there is no memory for it. */
int loader_strv_push(char ***v, size_t *n, char *s);

/* loader-search.c */
void search_list_done(SearchList *l);
void dir_states_done(DirStates *t);
/* Expands $ORIGIN, $LIB and $PLATFORM in one path element; *ret = NULL when ld.so discards it. */
int dst_expand(const Loader *ld, const char *in, size_t len, const char *origin, char **ret);
int search_list_parse(const Loader *ld, const char *list, const char *seps, const char *origin, SearchList *ret);
int path_origin(const char *path, char **ret);
int object_origin(const LoadedObject *o, bool is_main, char **ret);
/* ld.so's _dl_map_object() search for a name without a slash, on behalf of object `loader`. */
int search_name(Loader *ld, size_t loader, const char *name, Candidate *ret, char **ret_path);
