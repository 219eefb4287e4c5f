/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Target resolution: what a user names, looked up in one order whichever route warms it
 * (preloadctl in-process, preloadd, preloadctl bench):
 *
 *   1. a bare name that is an application id in the configuration, or the Name= of one application
 *      only: the application's plan (app_config_add_to_plan_named(): a fresh profile recorded under
 *      its id, else under that Name=, else its Exec= programs, each through its own profile, and
 *      its Files=);
 *   2. a bare name found in PATH: that program (when only a profile may plan it, one of its name
 *      is taken first: the program would be planned from that profile all the same);
 *   3. a bare name that a learned profile carries (profiles allowed): the profile's plan;
 *   4. a path: a program, a "#!" script or a data file (target_add_to_plan);
 *   otherwise a bare name is unknown (RESOLVE_ERROR_UNKNOWN).
 *
 * A caller may ask for one kind only: RESOLVE_APP accepts step 1 alone, RESOLVE_PROGRAM skips
 * steps 1 and 3.
 */
#pragma once

#include <errno.h>

#include "config.h"
#include "plan.h"
#include "target.h"

typedef enum ResolveKind {
        RESOLVE_AUTO,    /* as asked: whatever the name turns out to be */
        RESOLVE_APP,     /* an application id from the configuration */
        RESOLVE_PROFILE, /* a learned profile's name */
        RESOLVE_PROGRAM, /* a path (program, script, data file) or a program name in PATH */
        _RESOLVE_KIND_MAX,
} ResolveKind;

/* A bare name that is no application, no program in PATH and no profile. */
#define RESOLVE_ERROR_UNKNOWN (-ENOPKG)
#define RESOLVE_UNKNOWN_REASON "no application or program of that name"

/*
 * What target is, without planning it (cheap: a configuration lookup, a PATH search, a stat):
 * 0 with *ret_kind set (never RESOLVE_AUTO); RESOLVE_ERROR_UNKNOWN for a bare name that names
 * nothing (or, when want is RESOLVE_APP, no application); -errno when a path cannot be stat()ed;
 * -EINVAL for an empty target. *ret_reason (static) explains a failure. c may be NULL.
 */
int resolve_target_kind(const char *target, const Config *c, const TargetOptions *opts, ResolveKind want,
                        ResolveKind *ret_kind, const char **ret_reason);

/*
 * What target is when that can be told without file-system access (a daemon's event loop must not
 * wait for a file system that may never answer): 0 with *ret_kind for an application id;
 * RESOLVE_ERROR_UNKNOWN when want is RESOLVE_APP and no application has that id; -EINVAL for an
 * empty target or a relative path (a caller elsewhere has its own working directory), with
 * *ret_reason; -EAGAIN when only resolve_target_kind() can tell.
 */
int resolve_target_kind_offline(const char *target, const Config *c, ResolveKind want, ResolveKind *ret_kind,
                                const char **ret_reason);

/*
 * Adds the plan of target to p, resolved in the order above. Returns 0, RESOLVE_ERROR_UNKNOWN or
 * another -errno, with report's error fields set on failure (as target_add_to_plan does).
 */
int resolve_add_to_plan(const char *target, const Config *c, const TargetOptions *opts, ResolveKind want,
                        Plan *p, TargetReport *report);

const char *resolve_kind_to_string(ResolveKind k);
