/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Relocation: what a plan reads of its files laid out on the disk one after another, in the
 * plan's order, so that a warm of them reads it in a few long requests rather than one or more
 * per file (and per range) at its own place on the disk.
 *
 * What is left of a warm once its metadata is read first (metadata.h, ext4meta.h) is data, at
 * least one request per file: a package's files are written together, but a program uses a few
 * of many (emacs 243 Lisp files out of thousands), so the ones it reads lie apart. Only a
 * different layout merges them.
 *
 Only the planned ranges move, not whole files: a program reads a few MiB of a library of
 * hundreds, and whole files would put those unread parts between the read ones (measured with
 * the lab: inkscape's 437 files moved whole still took a request per file or more).
 *
 * ext4 only, through EXT4_IOC_MOVE_EXT (what e4defrag uses): per file system, one donor file is
 * allocated in one piece (O_TMPFILE, so nothing is left behind), and each planned stretch of a
 * file is exchanged with the donor's next blocks; the kernel copies the data and journals the
 * exchange, the file keeps its inode, contents, size and modification time, and the donor,
 * holding the old blocks, is freed when closed. The unplanned parts of a file stay where they
 * were, so a file ends up in more extents. It needs each file opened for writing: root, and not a program
 * being run (ETXTBSY), which is passed over.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "plan.h"

typedef struct json_object json_object;

/* At most this much moved by one call unless told otherwise: every byte is read and written. */
#define RELOCATE_MAX_BYTES_DEFAULT (UINT64_C(1) << 30)

typedef struct RelocateOptions {
        bool dry_run;        /* measure the layout, move nothing */
        uint64_t max_bytes;  /* 0: RELOCATE_MAX_BYTES_DEFAULT */
        /* One per plan file, or NULL: the files several targets plan, laid out before the others
         * (relocate_shared_files()). */
        const bool *shared;
} RelocateOptions;

/* A file left where it was, and why. */
typedef struct RelocateSkip {
        char *path;
        int error;          /* negative errno */
        const char *reason; /* static, or NULL: strerror(-error) says it */
} RelocateSkip;

typedef struct RelocateResult {
        size_t n_files;          /* the plan's files considered (regular, on ext4) */
        size_t n_moved;
        uint64_t bytes_moved;    /* in whole blocks */
        size_t n_spans;          /* stretches laid out (relocate_spans()) */
        size_t n_devices;        /* file systems the files are on */
        /* The layout of the spans, walked in the plan's order: a run is a stretch of the disk
         * read without a seek, so one per file system is the best there is. "After" is measured
         * again. */
        size_t runs_before, runs_after;
        size_t extents_before, extents_after;
        bool in_order;           /* nothing moved: the layout was already one run per file system */
        size_t n_shared;         /* files several targets plan, laid out first */
        RelocateSkip *skipped;
        size_t n_skipped;
} RelocateResult;

/*
 * Several targets at once: which of merged's files more than one of plans[0..n) names (the same
 * inode, or the same path where a plan has no identity for it). Laid out first, in the order of
 * first use, such files lie together rather than among the first target's own, where every other
 * target would hop to them; relocating the targets one call after another instead leaves each
 * shared file where the last call put it (measured with the lab: gimp, relocated second of seven
 * programs, warmed in 655 requests and 4.27 s; relocated last, in 464 and 3.39 s). Returns 0 with
 * *ret (merged->n_files entries, allocated), or -ENOMEM.
 */
int relocate_shared_files(const Plan *merged, Plan *const *plans, size_t n, bool **ret);

/*
 * Lays out p's files in p's order (o->shared first, if given). Files that are not regular, not on ext4 or empty are left
 * out; one that cannot be opened, was replaced since planned (identity) or cannot be moved is
 * skipped (ret's skipped). Returns 0 (ret set even when nothing moved), -EMEDIUMTYPE where no planned file is on
 * ext4, -EFBIG past max_bytes (nothing moved), -ENOMEM; a file system that refuses the donor
 * (read-only, full) skips its files.
 */
int relocate_plan(const Plan *p, const RelocateOptions *o, RelocateResult **ret);
RelocateResult *relocate_result_free(RelocateResult *r);
int relocate_result_to_json(const RelocateResult *r, json_object **ret);

/* A stretch of a file to move, in blocks. */
typedef struct RelocateSpan {
        uint64_t start;
        uint64_t length;
} RelocateSpan;

/*
 * What of a planned file is laid out: its ranges in blocks, clamped to size, and joined where
 * the gap between two is at most bridge bytes, as the warm's schedule bridges them on a disk that
 * seeks (schedule.h), so that each request a warm makes is one stretch of the new layout.
 * Returns the number of spans (0: nothing of the file is planned within its size), or -ENOMEM.
 */
int relocate_spans(const PlanFile *f, uint64_t size, unsigned block_size, uint64_t bridge, RelocateSpan **ret);
