/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Targets: what a user names, turned into a plan. A program path or a name looked up in PATH
 * gives its closure; a "#!" script gives its interpreter's plan (through "env NAME" via PATH)
 * plus the script itself; any other regular file is planned whole.
 *
 * Plan sources: a recorded profile (profile.h) says what a launch really read, so where one exists
 * for the target it replaces the static plan (TARGET_PLAN_AUTO, the default). Profiles are looked
 * up by application name (a bare name, or an application id through target_profile_add_to_plan())
 * or by program path (its base name, and only when the profile was recorded for that very file).
 * Entries whose files changed since recording are dropped one by one, each with a warning; when the
 * program itself changed (or nothing of the profile is left) the whole profile is stale, and the
 * static plan is used instead, with a warning.
 */
#pragma once

#include "loader.h"
#include "metadata.h"
#include "plan.h"

typedef enum TargetPlanSource {
        TARGET_PLAN_AUTO,    /* a fresh profile's ranges when there is one, else the static plan */
        TARGET_PLAN_STATIC,  /* what ELF analysis and ld.so's rules find; profiles are not read */
        TARGET_PLAN_PROFILE, /* a fresh profile's ranges; no usable profile is an error */
        _TARGET_PLAN_MAX,
} TargetPlanSource;

/*
 * The static_segment_max of a warm's plan until the cost model sets one per device. On the lab's
 * rotating disk (200 requests/s, 120 MiB/s) 8 MiB read whole costs 67 ms, the time of about 13
 * page faults a start would take in it if it were left out; a larger segment read whole costs more
 * than that for pages a start mostly does not touch (libicudata: 30 MiB mapped, 4 KiB touched by
 * clang-14 --version). Plans that show what ld.so maps (preloadctl plan, deps, evict) use 0.
 */
#define STATIC_SEGMENT_MAX_DEFAULT (UINT64_C(8) * 1024 * 1024)

typedef struct TargetOptions {
        LoaderOptions loader;
        const char *path_env; /* PATH for bare names and "env NAME"; NULL: a safe default */
        TargetPlanSource plan_source;
        const char *const *profile_dirs; /* NULL-terminated; NULL: profile_dirs_default() */
        MetadataPass metadata;           /* the metadata pass over a profile (metadata.h) */
        /* A profile adds only the bytes its launch touched, not the read-around the kernel read
         * with them (profile_add_to_plan_touched()): on a device bound by bandwidth a warm wins
         * only by reading fewer bytes than the cold start did. */
        bool touched_only;
        /* A static plan reads a non-writable PT_LOAD segment larger than this only where ld.so
         * reads it (headers, dynamic section, symbol, hash, version and relocation tables:
         * elfimage_add_ranges()). 0: every segment whole */
        uint64_t static_segment_max;
} TargetOptions;

/* Warnings and the reason of a failure, owned by the caller (free with target_report_done). */
typedef struct TargetReport {
        char **warnings; /* "PATH: reason" */
        size_t n_warnings;
        char *error_path; /* the file a failure concerns */
        const char *error_reason; /* static, or NULL to use strerror of the return value */
        char *profile_path; /* the profile whose ranges were used (the last one), or NULL */
        size_t n_profiles;  /* targets planned from a profile */
} TargetReport;

void target_report_done(TargetReport *r);

/* Adds the plan of one target to p: from its profile or statically, as opts->plan_source says. */
int target_add_to_plan(const char *target, const TargetOptions *opts, Plan *p, TargetReport *report);

/*
 * Adds the fresh entries of the profile of name_or_path (an application name, or a program path)
 * to p, when opts->plan_source allows profiles and a usable one exists. Returns 1 when the profile
 * was used; 0 when there is none, it is stale as a whole, or profiles are not wanted (warnings say
 * why, where there is something to say); <0 on failure: -ENOMEM, and in TARGET_PLAN_PROFILE mode
 * -EBADMSG for a malformed profile and -ESTALE for a stale one (report->error_* set). A missing
 * profile is 0 in every mode: the caller decides whether that is an error.
 */
int target_profile_add_to_plan(const char *name_or_path, const TargetOptions *opts, Plan *p,
                               TargetReport *report);

const char *target_plan_source_to_string(TargetPlanSource s);
int target_plan_source_from_string(const char *s, TargetPlanSource *ret);

/* Resolves a bare program name through a PATH string; returns a malloc'ed path or NULL. */
char *target_find_in_path(const char *name, const char *path_env);

/* A command's program as execvp() finds it: a name with a '/' as given (copied), a bare name
 * through PATH. Malloc'ed; NULL when not found (or out of memory). */
char *target_program_path(const char *name, const char *path_env);
