/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The plan: which files to read, and which byte ranges of each. Every part of the project
 * speaks in plans: targets produce them, profiles add to them, the scheduler orders them and
 * the engine executes them.
 *
 * Invariants kept by every function here: a file's ranges are sorted by offset, never empty,
 * page-aligned at the start and merged wherever they touch or overlap; a file appears once
 * (identified by device and inode when known, by path otherwise). Files keep the order in
 * which they were first added, which for closures is ld.so's load order.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

typedef struct json_object json_object;

/* Where a range came from; a merged range carries the union of its sources. */
typedef enum RangeSource {
        RANGE_SOURCE_ELF = 1u << 0,     /* a PT_LOAD segment ld.so maps */
        RANGE_SOURCE_FILE = 1u << 1,    /* a whole data file named explicitly (config, script) */
        RANGE_SOURCE_PROFILE = 1u << 2, /* learned from a recorded launch */
        RANGE_SOURCE_NEIGHBOUR = 1u << 3, /* fills a small gap on the disk between two plan files */
} RangeSource;

typedef struct Range {
        uint64_t offset;
        uint64_t length;
        unsigned sources; /* RangeSource bits */
} Range;

typedef struct PlanFile {
        char *path;      /* as the loader or the user named it; what reports show */
        char *real_path; /* canonical path (symlinks resolved), or NULL when unknown */
        /* Identity at planning time, so that the engine can tell a replaced file. */
        bool have_identity;
        dev_t dev;
        ino_t ino;
        uint64_t size;
        uint64_t mtime_nsec;
        Range *ranges;
        size_t n_ranges;
        size_t n_ranges_allocated;
} PlanFile;

typedef struct PlanMissing {
        char *name;      /* soname or path that could not be resolved */
        char *needed_by; /* path of the object that asked for it, or NULL */
} PlanMissing;

typedef struct Plan {
        PlanFile *files;
        size_t n_files;
        size_t n_files_allocated;
        PlanMissing *missing;
        size_t n_missing;
        /* Absolute paths a launch looked up without reading them (stat, access, readlink, failed
         * and O_PATH opens), existing or not: warming them reads the directory blocks and inodes
         * the lookups need. In the order added; may repeat (the engine stats each path once). */
        char **lookups;
        size_t n_lookups;
        size_t n_lookups_allocated;
} Plan;

/* A lookup path ending in "/" names a directory a launch looked names up in (profile.h): warming
 * it reads the directory and the inodes of at most LOOKUP_DIR_ENTRIES_MAX of its entries. */
#define LOOKUP_DIR_ENTRIES_MAX 4096u
static inline bool lookup_names_dir(const char *path) {
        size_t n = strlen(path);
        return n > 1 && path[n - 1] == '/';
}

int plan_new(Plan **ret);
Plan *plan_free(Plan *p);

/*
 * Returns the entry for a file, adding it when new. The file is matched by identity when st is
 * given and by real path (or path) otherwise. st may be NULL. *ret points into the plan and stays
 * valid until the next plan_add_file() call.
 */
int plan_add_file(Plan *p, const char *path, const char *real_path, const struct stat *st,
                  PlanFile **ret);
/* The entry of p that plan_add_file() would take another plan's f for, or NULL. */
const PlanFile *plan_find_same(const Plan *p, const PlanFile *f);

/*
 * Adds [start, end) to a sorted array of disjoint ranges that do not touch (PlanFile's and
 * ProfileFile's), merging it with every range it touches or overlaps; their sources are or-ed
 * in. The array grows geometrically. An empty range adds nothing. Returns 0 or -ENOMEM.
 */
int ranges_add(Range **ranges, size_t *n, size_t *n_allocated, uint64_t start, uint64_t end, unsigned sources);

/* The bytes the ranges cover. */
uint64_t ranges_bytes(const Range *ranges, size_t n);

/*
 * Adds [offset, offset + length) to a file. The start is rounded down and the end up to the page
 * size, then merged with touching or overlapping ranges. A zero length adds nothing.
 * Returns -EOVERFLOW when offset + length does not fit, -ENOMEM.
 */
int plan_file_add_range(PlanFile *f, uint64_t offset, uint64_t length, unsigned sources);

/* Whether every range of f only fills a gap between other files (a neighbour and nothing else). */
bool plan_file_only_neighbour(const PlanFile *f);

/* Records a library that could not be found; duplicates (same name and needer) are dropped. */
int plan_add_missing(Plan *p, const char *name, const char *needed_by);

/*
 * Appends a copy of an absolute path to a lookup array (Plan's and Profile's), growing it
 * geometrically. -EINVAL for a relative path, -ENOMEM.
 */
int lookups_add(char ***lookups, size_t *n, size_t *n_allocated, const char *path);

/* Appends an absolute path to the plan's lookups (copied). -EINVAL for a relative path, -ENOMEM. */
int plan_add_lookup(Plan *p, const char *path);

/* Adds every file, range, missing entry and lookup of src to dst. */
int plan_merge(Plan *dst, const Plan *src);

uint64_t plan_file_bytes(const PlanFile *f);
uint64_t plan_total_bytes(const Plan *p);

size_t plan_total_ranges(const Plan *p);

/*
 * The documented JSON form:
 *   { "files": [ { "path": str, "real_path": str|null, "size": int,
 *                  "ranges": [[offset, length], ...], "bytes": int,
 *                  "sources": ["elf"|"file"|"profile", ...] } ],
 *     "total_bytes": int, "total_files": int, "total_ranges": int,
 *     "missing": [ { "name": str, "needed_by": str|null } ],
 *     "lookups": [ str, ... ], "total_lookups": int }
 */
int plan_to_json(const Plan *p, json_object **ret);

/* The page size ranges are aligned to (the running kernel's). */
uint64_t plan_page_size(void);

const char *range_source_to_string(RangeSource s);
