/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Targets: what a user names, turned into a plan. A program path or a name looked up in PATH
 * gives its closure; a "#!" script gives its interpreter's plan (through "env NAME" via PATH)
 * plus the script itself; any other regular file is planned whole.
 */
#pragma once

#include "loader.h"
#include "plan.h"

typedef struct TargetOptions {
        LoaderOptions loader;
        const char *path_env; /* PATH for bare names and "env NAME"; NULL: a safe default */
} TargetOptions;

/* Warnings and the reason of a failure, owned by the caller (free with target_report_done). */
typedef struct TargetReport {
        char **warnings; /* "PATH: reason" */
        size_t n_warnings;
        char *error_path; /* the file a failure concerns */
        const char *error_reason; /* static, or NULL to use strerror of the return value */
} TargetReport;

void target_report_done(TargetReport *r);

/* Adds the plan of one target to p. */
int target_add_to_plan(const char *target, const TargetOptions *opts, Plan *p, TargetReport *report);

/* Resolves a bare program name through a PATH string; returns a malloc'ed path or NULL. */
char *target_find_in_path(const char *name, const char *path_env);
