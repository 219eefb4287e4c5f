/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Neighbours: the files that lie on the disk in the small gaps between a plan's files, added to
 * the plan for the part that fills each gap. Why: a learned profile is mostly small files, read
 * one request each, and on a disk that counts requests the gap between two of them (another file
 * of the same package, a few KiB) costs a whole request where reading the gap would cost 30 us of
 * bandwidth. With the gap read too, the requests are adjacent and merge in the block layer (the
 * uring strategy submits them under one plug): measured on inkscape's learned profile, 409 data
 * requests became 239 for 2.4 MiB more (bench/results/data-hdd.md).
 *
 * Which files fill a gap is found without privileges: the directories of the two files around it
 * are listed (their entries carry inode numbers), and only the entries whose inode numbers lie
 * between those two files' are opened and mapped (FIEMAP), since a package's files are written
 * one after another, their inodes and blocks in the same order. Where the file system has no
 * FIEMAP nothing is added.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "device.h"
#include "plan.h"

/* Gaps up to one default read-ahead window: what a cold start's own read-ahead reads anyway. */
#define NEIGHBOURS_GAP_DEFAULT (UINT64_C(128) * 1024)
/* A warm's default: NEIGHBOURS_GAP_DEFAULT with the uring strategy, none with the others (whose
 * requests do not merge: the neighbours would only add requests). */
#define NEIGHBOURS_AUTO UINT64_MAX
/* Entries of a directory opened and mapped for one gap, at most. */
#define NEIGHBOURS_CANDIDATES_MAX 64u

/* A piece of a plan file on the disk: bytes [start, end) of device dev hold plan file `file`. */
typedef struct NeighbourRun {
        dev_t dev;
        uint64_t start;
        uint64_t end;
        size_t file;
} NeighbourRun;

/* A gap between two plan files on the disk: [start, end) of dev, between files a and b. */
typedef struct NeighbourGap {
        dev_t dev;
        uint64_t start;
        uint64_t end;
        size_t a;
        size_t b;
} NeighbourGap;

/*
 * Sorts runs by device and address and returns the gaps of 1 to max_gap bytes between two runs
 * of different files that follow each other. Pure: tests feed synthetic runs. Returns 0 (with
 * *ret NULL when there are none) or -ENOMEM.
 */
int neighbour_gaps(NeighbourRun *runs, size_t n, uint64_t max_gap, NeighbourGap **ret, size_t *ret_n);

/*
 * The part of a file with extents ext (sorted by logical offset) that lies in [start, end) of its
 * device, as file ranges added to *ranges (ranges_add: merged, sorted). Returns 0 or -ENOMEM.
 */
int neighbour_ranges(const Extent *ext, size_t n_ext, uint64_t start, uint64_t end, Range **ranges,
                     size_t *n, size_t *n_allocated);

/*
 * Adds to p the neighbours of its files (gaps up to max_gap). Only files with ranges count; the
 * files added carry RANGE_SOURCE_NEIGHBOUR. *ret_files and *ret_bytes (may be NULL) say what was
 * added. Problems with one file or directory skip it. Returns 0 or -ENOMEM.
 */
int plan_add_neighbours(Plan *p, uint64_t max_gap, size_t *ret_files, uint64_t *ret_bytes);
