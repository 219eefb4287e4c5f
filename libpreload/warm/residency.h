/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Residency: how much of a plan is in the page cache, told honestly. As root, or for files the
 * caller owns or could open for writing, cachestat() (Linux 6.5+) or mincore() tell the truth.
 * For any other file the kernel hides it: cachestat() answers EPERM and mincore() claims every
 * page is resident, whatever the truth. Such files are reported as unknown, never as cached.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "plan.h"
#include "residency-fd.h" /* residency_fd_range(): one fd's range */

typedef struct json_object json_object;

#define RESIDENCY_HIDDEN_REASON "kernel hides residency of files you cannot write"

typedef struct FileResidency {
        int error;          /* the file could not be examined (gone, not regular, ...) */
        const char *reason; /* static text for error, or NULL: strerror() */
        bool known;         /* false: hidden by the kernel (see RESIDENCY_HIDDEN_REASON) */
        uint64_t cached;    /* bytes of the plan's ranges in the cache (when known) */
        uint64_t total;     /* bytes of the plan's ranges inside the file as it is now */
} FileResidency;

typedef struct PlanResidency {
        FileResidency *files; /* one per plan file, plan order */
        size_t n_files;
        uint64_t cached;      /* over the files whose residency is known */
        uint64_t total_known;
        uint64_t total_unknown;
        size_t n_unknown;
        size_t n_errors;
} PlanResidency;

/* Measures every file of p. Per-file trouble goes into the result; returns 0 or -ENOMEM. */
int residency_plan(const Plan *p, PlanResidency **ret);
PlanResidency *plan_residency_free(PlanResidency *r);

/* The text for a file's state: "unknown (...)" or an error, NULL when known. */
const char *file_residency_problem(const FileResidency *f);

/*
 * { "files": [ { "path": str, "cached": int|null, "total": int, "known": bool,
 *                "error": str|null } ],
 *   "cached": int, "total_known": int, "total_unknown": int, "files_unknown": int,
 *   "files_failed": int }
 */
int plan_residency_to_json(const PlanResidency *r, const Plan *p, json_object **ret);
