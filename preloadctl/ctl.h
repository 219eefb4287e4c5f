/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What every preloadctl verb shares (leaf helpers: nothing here calls back into a verb): common
 * options, exit codes, the configuration read in-process, turning targets into a plan with
 * warnings printed once, and output helpers. Verbs are `int verb_NAME(int argc, char **argv)`
 * with argv[0] the verb; they return an exit status (CTL_EXIT_*).
 */
#pragma once

#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>

#include "config.h"
#include "ldcache.h"
#include "plan.h"
#include "target.h"

typedef struct json_object json_object;

/* Exit statuses, as systemd's tools use them. */
enum {
        CTL_EXIT_OK = 0,
        CTL_EXIT_FAILURE = 1,
        CTL_EXIT_USAGE = 2,
        CTL_EXIT_PERMISSION = 4,
        CTL_EXIT_UNKNOWN_APP = 6,
        CTL_EXIT_NO_DAEMON = 7,
};

#define CTL_LD_CACHE_DEFAULT LDCACHE_PATH

extern bool arg_json;
extern int arg_verbose;
extern const char *arg_library_path;
extern const char *arg_ld_cache;
extern TargetPlanSource arg_plan_source;
extern const char *arg_profile_dir;
extern MetadataPass arg_metadata;
/* TargetOptions.static_segment_max of ctl_target_options(): 0 (every segment whole) unless a
 * verb's --static-segment-max= set it. */
extern uint64_t arg_static_segment_max;

/* Options every verb accepts; keep in sync with ctl_common_option(). */
enum {
        CTL_ARG_JSON = 0x100,
        CTL_ARG_LIBRARY_PATH,
        CTL_ARG_LD_CACHE,
        CTL_ARG_PLAN,
        CTL_ARG_PROFILE_DIR,
        CTL_ARG_METADATA,
        CTL_ARG_VERB_FIRST = 0x200, /* verbs number their own long options from here */
};
#define CTL_COMMON_OPTIONS                                                          \
        { "help", no_argument, NULL, 'h' }, { "json", no_argument, NULL, CTL_ARG_JSON }, \
        { "verbose", no_argument, NULL, 'v' },                                          \
        { "library-path", required_argument, NULL, CTL_ARG_LIBRARY_PATH },              \
        { "ld-cache", required_argument, NULL, CTL_ARG_LD_CACHE },                      \
        { "plan", required_argument, NULL, CTL_ARG_PLAN },                              \
        { "profile-dir", required_argument, NULL, CTL_ARG_PROFILE_DIR },                \
        { "metadata", required_argument, NULL, CTL_ARG_METADATA }
#define CTL_COMMON_SHORT "hv"

/* Handles a common option: 1 handled, 0 not a common option, <0 usage error (already printed).
 * 'h' prints the help text (ctl_set_help) and returns -ECANCELED so the verb exits 0. */
int ctl_common_option(int c, const char *optarg);
/* The help text -h/--help prints (the general one, or the verb's). */
void ctl_set_help(void (*help)(void));
/* The verb being run (NULL before one) and the argv its options are parsed from: usage errors
 * name it, as "preloadctl: VERB: unknown option '--foo'". Getopt's own messages are off. */
void ctl_set_verb(const char *verb, char **argv);

/* A verb's options when it has only the common ones; leaves the positional arguments at
 * argv[optind...]. Returns >0 to go on, 0 after --help, <0 on a usage error (printed). */
int ctl_parse_common_args(int argc, char **argv);
/* The options of a verb that takes no arguments: the common ones, --config-dir= (refused unless
 * allow_config_dir) and --local (refused unless ret_local, set true when given). Returns as
 * ctl_parse_common_args(). */
int ctl_parse_no_args(int argc, char **argv, bool allow_config_dir, bool *ret_local);

/* --config-dir=DIR (repeatable, absolute): the configuration read in-process. Returns 0, -EINVAL
 * (printed), -ENOMEM. */
int ctl_config_dir_add(const char *dir);
bool ctl_config_dirs_given(void);
/* Loads the configuration from --config-dir or the default directories (config_load()'s return
 * value). ret_dirs may be NULL; when not, the directories searched are set even on failure. */
int ctl_config_load(Config **ret, ConfigReport *report, char ***ret_dirs, size_t *ret_n);
/* Prints the errors and warnings in the order found. */
void ctl_config_report_print(const ConfigReport *r);
/* Says which files were left out for their errors (c may be NULL). */
void ctl_config_skipped_print(const Config *c);
/* The configuration for resolving targets, loaded once: files with errors left out (said once);
 * NULL when it cannot be read at all (then application names are unavailable, programs still
 * plan). */
const Config *ctl_config(void);

/* Prints "preloadctl: PATH: REASON" (reason or strerror(-error)) and returns the exit status
 * that fits the error (permission, usage, failure). */
int ctl_error(const char *path, const char *reason, int error);
void ctl_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Options for target resolution from the command line (LD_LIBRARY_PATH only from
 * --library-path, never from our own environment; ld.so.cache loaded once; the plan source of
 * --plan, profiles from --profile-dir or the default directories). */
const TargetOptions *ctl_target_options(void);

/*
 * Plans every target into one plan (resolve.h's order), printing each warning and error once.
 * Returns CTL_EXIT_OK with *ret set, or an exit status.
 */
int ctl_plan_targets(char **targets, int n, Plan **ret);

/* The exit status for an errno (positive or negative): permission, unknown application, failure. */
int ctl_exit_status(int error);

/* Members of a JSON object: NULL, 0 or false when absent or of another type. */
const char *ctl_json_string(json_object *o, const char *key);
int64_t ctl_json_int(json_object *o, const char *key);
bool ctl_json_bool(json_object *o, const char *key);
/* Prints each string of the array o[key] as a warning, with suffix. */
void ctl_json_warn_strings(json_object *o, const char *key, const char *suffix);

/* Writes a JSON object to stdout (pretty on a tty) and drops the reference. */
void ctl_print_json(json_object *o);

/* A size: "123", "64K", "1M", "2G" (also "64KiB", "64KB"), in bytes; -EINVAL. */
int ctl_parse_size(const char *s, uint64_t *ret);

/* A number of seconds (decimal, fractions allowed) from 0 to max_sec, as microseconds; -EINVAL. */
int ctl_parse_seconds(const char *s, double max_sec, uint64_t *ret_usec);
