/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What every preloadctl verb shares: common options, exit codes, turning targets into a plan
 * with warnings printed once, and output helpers. Verbs are `int verb_NAME(int argc, char **argv)`
 * with argv[0] the verb; they return an exit status (CTL_EXIT_*).
 */
#pragma once

#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>

#include "plan.h"
#include "target.h"

/* Exit statuses, as systemd's tools use them. */
enum {
        CTL_EXIT_OK = 0,
        CTL_EXIT_FAILURE = 1,
        CTL_EXIT_USAGE = 2,
        CTL_EXIT_PERMISSION = 4,
        CTL_EXIT_UNKNOWN_APP = 6,
        CTL_EXIT_NO_DAEMON = 7,
};

extern bool arg_json;
extern int arg_verbose;
extern const char *arg_library_path;
extern const char *arg_ld_cache;
extern TargetPlanSource arg_plan_source;
extern const char *arg_profile_dir;

/* Options every verb accepts; keep in sync with ctl_common_option(). */
enum {
        CTL_ARG_JSON = 0x100,
        CTL_ARG_LIBRARY_PATH,
        CTL_ARG_LD_CACHE,
        CTL_ARG_PLAN,
        CTL_ARG_PROFILE_DIR,
        CTL_ARG_VERB_FIRST = 0x200, /* verbs number their own long options from here */
};
#define CTL_COMMON_OPTIONS                                                          \
        { "help", no_argument, NULL, 'h' }, { "json", no_argument, NULL, CTL_ARG_JSON }, \
        { "verbose", no_argument, NULL, 'v' },                                          \
        { "library-path", required_argument, NULL, CTL_ARG_LIBRARY_PATH },              \
        { "ld-cache", required_argument, NULL, CTL_ARG_LD_CACHE },                      \
        { "plan", required_argument, NULL, CTL_ARG_PLAN },                              \
        { "profile-dir", required_argument, NULL, CTL_ARG_PROFILE_DIR }
#define CTL_COMMON_SHORT "hv"

/* Handles a common option: 1 handled, 0 not a common option, <0 usage error (already printed).
 * 'h' prints the help text and returns -ECANCELED so the verb exits 0. */
int ctl_common_option(int c, const char *optarg);

/* Prints "preloadctl: PATH: REASON" (reason or strerror(-error)) and returns the exit status
 * that fits the error (permission, usage, failure). */
int ctl_error(const char *path, const char *reason, int error);
void ctl_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Options for target resolution from the command line (LD_LIBRARY_PATH only from
 * --library-path, never from our own environment; ld.so.cache loaded once; the plan source of
 * --plan, profiles from --profile-dir or the default directories). */
const TargetOptions *ctl_target_options(void);

/*
 * Plans every target into one plan, printing each warning and error once.
 * Returns CTL_EXIT_OK with *ret set, or an exit status.
 */
int ctl_plan_targets(char **targets, int n, Plan **ret);

/* Writes a JSON object to stdout (pretty on a tty) and drops the reference. */
void ctl_print_json(json_object *o);

/* A number of seconds (decimal, fractions allowed) from 0 to max_sec, as microseconds; -EINVAL. */
int ctl_parse_seconds(const char *s, double max_sec, uint64_t *ret_usec);

/* "12.3M"-style sizes for tables. */
const char *ctl_format_bytes(uint64_t bytes, char buf[static 16]);

void ctl_help(void);
