/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Glob patterns (*, ?, [...] per path component, as glob(3) without flags: a leading dot matched
 * only by a dot) expanded with bounds that hold while the walk runs. glob(3) collects every match
 * before a caller can count them: ten symlinks to "." and DIR/x/x/.../x with eleven "*" components
 * grew to gigabytes and could not be stopped. Here the matches, the directory entries read and a
 * cancel flag are checked at every step.
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct PathGlobLimits {
        size_t max_matches;  /* matches over all calls that share the array */
        uint64_t max_cost;   /* directory entries read and paths looked up, per call */
        const atomic_bool *cancel; /* may be NULL */
} PathGlobLimits;

/* Whether s has glob characters at all (a plain path is taken as it is, not looked up). */
bool pathglob_is_pattern(const char *s);

/*
 * Appends the sorted matches of pattern to *matches / *n_matches (which the caller owns and frees,
 * also on failure: what was appended before the failure stays). Returns 0, -E2BIG past a bound
 * (*ret_reason says which), -ECANCELED, or -ENOMEM. A directory that cannot be read matches
 * nothing, as for glob(3) without GLOB_ERR.
 */
int pathglob_expand(const char *pattern, const PathGlobLimits *limits, char ***matches, size_t *n_matches,
                    const char **ret_reason);
