/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Configuration: one file per application in apps.d/ and the daemon settings in preloadd.conf,
 * looked up in an ordered list of directories. A same-named file in a later directory replaces
 * the earlier one; a file that is a symlink to /dev/null (or /dev/null itself) masks it.
 * Files are INI (parsed by inih), keys case-sensitive.
 *
 * Every problem is reported as "FILE:LINE: reason" ("FILE: reason" when it concerns the whole
 * file). A configuration fails per file: an application file with an error is skipped (listed in
 * Config.skipped) and every other one still loads; a broken preloadd.conf gives the built-in
 * defaults. Only a search directory that cannot be read fails the whole load.
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct json_object json_object;
struct Plan;
struct TargetOptions;
struct TargetReport;

/* Hard caps on what the loader accepts from disk. */
#define CONFIG_FILE_SIZE_MAX (256u * 1024u) /* one file */
#define CONFIG_APPS_MAX 16384u              /* apps.d entries over all directories */
#define CONFIG_LIST_MAX 256u                /* Exec= or Files= entries per application */
#define CONFIG_GLOB_MATCHES_MAX 65536u      /* files one application's globs may expand to */
#define CONFIG_GLOB_COST_MAX (1u << 20)      /* directory entries one pattern may read */
#define CONFIG_PRIORITY_MIN (-1000)
#define CONFIG_PRIORITY_MAX 1000
#define CONFIG_LOGIN_DELAY_MAX_USEC (24ull * 3600ull * 1000000ull)
#define CONFIG_APP_NAME_MAX 64u

typedef enum AppTrigger {
        APP_TRIGGER_DEMAND,
        APP_TRIGGER_LOGIN,
} AppTrigger;

typedef enum ConfigIOPriority {
        CONFIG_IO_PRIORITY_IDLE,
        CONFIG_IO_PRIORITY_BEST_EFFORT,
} ConfigIOPriority;

typedef struct AppConfig {
        char *id;        /* file name without ".conf": what users type */
        char *path;      /* the file it was read from */
        char *name;      /* Name=, or NULL */
        char **exec;     /* Exec=: absolute paths or bare names looked up in PATH */
        size_t n_exec;
        char **files;    /* Files=: absolute paths or glob patterns */
        size_t n_files;
        AppTrigger trigger;
        int priority;
        char **overridden; /* paths of same-named files this one replaced, earliest first */
        size_t n_overridden;
} AppConfig;

typedef struct DaemonConfig {
        char *path;                    /* the preloadd.conf in effect, or NULL for built-in defaults */
        unsigned memory_budget_percent; /* of MemAvailable at warm time, 1..100 */
        char *strategy;                /* Strategy=, as written; NULL: the engine's default */
        ConfigIOPriority io_priority;
        uint64_t login_delay_usec;
        bool launch_warm;              /* LaunchWarm=: warm applications the user manager starts */
        bool login_learned;            /* LoginLearned=: the login warm adds the most used learned apps */
        bool launch_learn;             /* LaunchLearn=: count launches, learn profiles by observing them */
        char **overridden;
        size_t n_overridden;
} DaemonConfig;

#define CONFIG_DEFAULT_MEMORY_BUDGET_PERCENT 50u
#define CONFIG_DEFAULT_LOGIN_DELAY_USEC (10ull * 1000000ull)

typedef struct ConfigMasked {
        char *id;   /* application id, or "preloadd.conf" for the main file */
        char *path; /* the masking file */
} ConfigMasked;

/* A file left out because it has errors: what it would have configured, and the first error. */
typedef struct ConfigSkipped {
        char *id;     /* application id, or "preloadd.conf" for the main file */
        char *path;
        char *reason; /* "FILE:LINE: reason" */
} ConfigSkipped;

typedef struct Config {
        DaemonConfig daemon;
        AppConfig *apps; /* sorted by id */
        size_t n_apps;
        ConfigMasked *masked;
        size_t n_masked;
        ConfigSkipped *skipped; /* in the order found */
        size_t n_skipped;
} Config;

typedef struct ConfigMessage {
        bool error;
        const char *text; /* points into errors[] or warnings[] */
} ConfigMessage;

/* Problems found while loading, "FILE:LINE: reason" each. Owned by the caller. */
typedef struct ConfigReport {
        char **errors;
        size_t n_errors;
        char **warnings;
        size_t n_warnings;
        ConfigMessage *messages; /* errors and warnings together, in the order found */
        size_t n_messages;
} ConfigReport;

void config_report_done(ConfigReport *r);

/*
 * Loads preloadd.conf and apps.d/ from dirs (lowest precedence first). Missing directories are
 * fine. Returns 0 with *ret set when no error was found (warnings may have been added to
 * report); CONFIG_LOAD_PARTIAL with *ret set when files with errors were skipped (each error in
 * report->errors, each file in (*ret)->skipped); -EBADMSG when a directory could not be read,
 * -ENOMEM, -E2BIG beyond CONFIG_APPS_MAX. report may be NULL.
 */
#define CONFIG_LOAD_PARTIAL 1
int config_load(const char *const *dirs, size_t n_dirs, Config **ret, ConfigReport *report);
Config *config_free(Config *c);

/* Config with built-in defaults and no applications. */
int config_new_default(Config **ret);

/*
 * The directories searched by default, lowest precedence first: the vendor and local library
 * directories, /run, the system configuration directory and, when user is true,
 * $XDG_CONFIG_HOME/preloadd (or ~/.config/preloadd). Free with config_dirs_free().
 */
int config_default_dirs(bool user, char ***ret, size_t *ret_n);
void config_dirs_free(char **dirs, size_t n);

/*
 * In-memory entry points (what the loader and the fuzzer call). path is used in messages only;
 * buf need not be NUL-terminated. Return 0, or -EBADMSG after adding errors to report.
 */
int config_parse_app(const char *id, const char *path, const char *buf, size_t len, AppConfig **ret,
                     ConfigReport *report);
int config_parse_daemon(const char *path, const char *buf, size_t len, DaemonConfig *ret,
                        ConfigReport *report);

AppConfig *app_config_free(AppConfig *a);
/* A deep copy, for work that outlives a reload (a queued warm). */
int app_config_copy(const AppConfig *a, AppConfig **ret);
void daemon_config_done(DaemonConfig *d);

/* The application of that id, else the one application whose Name= is exactly that; NULL. */
const AppConfig *config_find_app(const Config *c, const char *id);
bool config_app_id_valid(const char *id);

/*
 * Expands an application's Files= entries: plain paths are kept as written (missing ones too,
 * the plan reports them), glob patterns are replaced by their sorted matches. The bounds hold
 * while the patterns are walked: -E2BIG beyond CONFIG_GLOB_MATCHES_MAX files or
 * CONFIG_GLOB_COST_MAX directory entries read, with *ret_reason (may be NULL; free it) naming
 * the pattern and the bound ("Files=PATTERN: ..."); -ECANCELED once *cancel (may be NULL) is true.
 */
int app_config_expand_files(const AppConfig *a, const atomic_bool *cancel, char ***ret, size_t *ret_n,
                            char **ret_reason);

const char *app_trigger_to_string(AppTrigger t);
const char *config_io_priority_to_string(ConfigIOPriority p);

/*
 * JSON forms, used by the List method and `preloadctl list --json`:
 *   app: { "id", "name", "path", "exec": [..], "files": [..], "trigger", "priority",
 *          "overridden": [..] }
 *   daemon: { "path", "memory_budget_percent", "strategy", "io_priority", "login_delay_usec",
 *             "launch_warm", "login_learned", "launch_learn" }
 */
int app_config_to_json(const AppConfig *a, json_object **ret);
int daemon_config_to_json(const DaemonConfig *d, json_object **ret);
/* Adds "apps", "masked" ({ "id", "path" }) and "skipped" ({ "id", "path", "reason" }) to o. */
int config_to_json(const Config *c, json_object *o);

/* The most profile names that stand for a whole application (app_config_profile_names()). */
#define APP_PROFILE_NAMES_MAX 2u

/*
 * The names of the profiles that replace an application's whole plan, in the order a warm looks
 * for them: its id (what preloadd learns launches under, and the only name a warm by id or a login
 * warm knows), then name when that is the application's Name= and not its id (the name it was
 * asked for by, as typed: `preloadctl record --name NAME` then `preloadctl warm NAME`). name may
 * be NULL. Names that cannot be a profile's (profile_name_is_valid(): "GNOME Shell") are left out.
 * Writes pointers into a or name to names and returns how many (0..APP_PROFILE_NAMES_MAX).
 */
size_t app_config_profile_names(const AppConfig *a, const char *name,
                                const char *names[static APP_PROFILE_NAMES_MAX]);

/*
 * Adds an application's plan to p: the fresh entries of the first usable profile of
 * app_config_profile_names(a, name) when opts allow one (target_profile_add_to_plan), which
 * replaces the rest; otherwise the closure of every Exec= program (target_add_to_plan, which may
 * use that program's own profile, by its base name) and every Files= match read whole. An entry
 * that cannot be planned is a warning in report ("PATH: reason"); the call fails (with report's
 * error fields set as target_add_to_plan does) only when nothing at all could be planned for the
 * application. name is what the application was asked for by (its id or its Name=), or NULL.
 */
int app_config_add_to_plan_named(const AppConfig *a, const char *name, const struct TargetOptions *opts,
                                 struct Plan *p, struct TargetReport *report);

/* app_config_add_to_plan_named() by its id alone: the login warm, a launch, the doctor's budget. */
int app_config_add_to_plan(const AppConfig *a, const struct TargetOptions *opts, struct Plan *p,
                           struct TargetReport *report);
