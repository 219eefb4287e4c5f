/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What a launch maps to: the configured application whose Exec= its program is, else the learned
 * profile of that program, else what the unit's application id names; and whether a static plan
 * is warmed at it. Used by the launch watcher at a unit's start, and by a Warm with "known"
 * (preloadctl run) in a job's check (jobs.h): everything here reads the file system, and nothing
 * here depends on the watcher's state, so a worker thread may call it.
 */
#pragma once

#include <stdbool.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "config.h"

/* Why a launch warms nothing, as its record and a "known" Warm's reply ("skipped") say. */
#define LAUNCH_SKIPPED_UNKNOWN "no configured application or learned profile"
#define LAUNCH_SKIPPED_STATIC                                                                       \
        "no learned profile, and a static plan is not warmed at launch where the device's time goes " \
        "with bytes (preloadctl record makes a profile)"

/* What a launch warms. */
typedef struct LaunchTarget {
        const AppConfig *app; /* a configured application, or NULL */
        char *program;        /* else a program path or a profile name for the job */
        char *name;           /* the record's key: the application's id or the profile's name */
        const char *kind;     /* "app", "program" (a profile found for the program), "profile" (by the unit's id) */
} LaunchTarget;
void launch_target_done(LaunchTarget *t);

/* Whether name_or_path has a learned profile in dirs (a malformed one counts). */
bool launch_map_profile_exists(const char *name_or_path, char **dirs);
/*
 * Maps a program (exe with its identity exe_st, or NULL) or else the unit's application id to a
 * target: an application of c, or a learned profile. 1: found (*ret set), 0: nothing, -ENOMEM.
 */
int launch_map(const Config *c, const char *exe, const struct stat *exe_st, const char *app_id, LaunchTarget *ret);
/* The learned profile on disk a launch of t warms: t's own name for a profile, a configured
 * application's id when a profile of that name exists; NULL when it has none (a static plan).
 * Points into t. */
const char *launch_map_profile_of(const LaunchTarget *t);
/* Whether a static plan is warmed as the program of t (exe, else the application's first Exec=)
 * starts: not where the device's time goes with bytes (warm_decide_static_launch()); true when
 * the program is not known. */
bool launch_map_static(const char *exe, const LaunchTarget *t);
/*
 * What a launch of program (an absolute path, or a name looked up in the default PATH) warms, as
 * the watcher decides at a unit's start: 1 with *ret set (a configured application whose Exec= is
 * that file, or the learned profile of the path it was named by, else of its canonical one), 0
 * with *ret_reason (static) when nothing is: the program cannot be found, preloadd knows nothing
 * of it (LAUNCH_SKIPPED_UNKNOWN),
 * or it is an application without a learned profile whose static plan is not warmed at a launch
 * (LAUNCH_SKIPPED_STATIC: *ret is set to it all the same); -ENOMEM.
 */
int launch_map_program(const Config *c, const char *program, LaunchTarget *ret, const char **ret_reason);
/* The program of a command line as the manager reports it (arguments joined by spaces): its first
 * word, absolute or looked up in the default PATH, canonical. Malloc'ed, with its identity; NULL
 * when there is none. */
char *launch_map_cmdline_program(const char *cmdline, struct stat *ret_st);
/* The executable of pid when it runs as our user: path (without " (deleted)") and identity. */
int launch_map_process_exe(pid_t pid, char **ret, struct stat *ret_st);
