/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Launch detection: preloadd follows the user's service manager and warms an application when the
 * desktop starts it. Desktops (GNOME, KDE, ...) start each application in a transient unit named
 * as systemd's desktop-environment conventions say:
 *
 *   app[-<launcher>]-<ApplicationID>-<RANDOM>.scope
 *   app[-<launcher>]-<ApplicationID>[@<RANDOM>].service
 *
 * Neither the launcher nor the application id holds a literal '-': a '-' of the id is escaped as
 * "\x2d", so the literal dashes are the separators. Flatpak names its scopes so too, with the
 * launcher "flatpak" (app-flatpak-<ApplicationID>-<pid or instance>.scope); a snap's application
 * runs in snap.<snap>.<app>-<UUID>.scope, taken as the application <snap>_<app> (its desktop
 * file's id) with the launcher "snap". Units named otherwise are ignored.
 *
 * The watcher subscribes to the manager's signals (no polling). UnitNew notes an application unit;
 * its start job (JobNew) says it is launched; its turning activating or active
 * (PropertiesChanged), or else the end of its start job (JobRemoved), says it runs: a scope that
 * a launcher made for a program it started first (GNOME Shell, KIO), a scope made before its
 * program (systemd-run --scope), or a service the manager started (KIO's app services, of
 * Type=oneshot, exec, simple or forking: a oneshot one's start job ends only when it exits).
 * Nothing the watcher does in answer to a signal makes the manager load a unit: it never reads
 * a property of a unit's object path (which loads a unit gone since as a "not-found" stub and
 * announces it with UnitNew), only GetUnitProcesses, which fails for a unit that is gone; a stub
 * never gets a start job, so it is never warmed. The unit's processes give its control group
 * (cgroup.procs in the v2 hierarchy); the first one of ours whose executable maps to something
 * decides what is warmed: the configured application whose Exec= is that program, else the
 * learned profile of that program, else the configured application or learned profile named by
 * the unit's application id. When the unit's id already names a learned profile (its own name,
 * or the one its units were learned under before: usage.h's unit-id), the warm starts at its
 * start job, before the program runs or is looked at. A learned profile is
 * warmed by the launch warm (launch-warm.h: a prepared schedule, and a hold on a slow device);
 * a static plan goes through the daemon's queue (jobs.h) like a Warm call, and only on a slow
 * device.
 * A launch that nothing maps is recorded too, and learned under its program.
 * The last launch of each application is kept for Status.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <systemd/sd-event.h>

#include "config.h"
#include "forget.h"
#include "jobs.h"
#include "launch-warm.h"

typedef struct json_object json_object;
typedef struct LaunchWatcher LaunchWatcher;

/* Applications whose last launch is kept; the oldest record makes room. */
/* Longest application id a unit name may carry. */
#define LAUNCH_APP_ID_MAX 255u
#define LAUNCH_RECORDS_MAX 64u
/* Application units followed at once (started, not yet removed). */
#define LAUNCH_UNITS_MAX 256u
/* Processes of a unit examined for its program. */
#define LAUNCH_PROCS_MAX 16u
/* A scope's process may still be the launcher, not yet the program: look again this often, this
 * many times, before giving up on the unit. */
#define LAUNCH_RETRY_USEC (50u * 1000u)
#define LAUNCH_RETRIES_MAX 20u
/* A unit that started without a process listed yet is asked again this many times, as often. */
#define LAUNCH_START_RETRIES_MAX 5u

/*
 * Parses a unit name by the desktop naming, or a snap's application scope. Returns 1 for an
 * application unit, with the unescaped application id in *ret_app_id and the launcher (or NULL
 * when the name has none; "snap" for a snap's scope) in *ret_launcher (either out-parameter may
 * be NULL); 0 for any other unit (a snap's hooks and services among them), valid or not; -ENOMEM.
 * An id must come out as 1..255 bytes of printable ASCII other than '/', not starting with '.'.
 */
int launch_unit_parse(const char *unit, char **ret_app_id, char **ret_launcher);

/*
 * Connects to the user manager (the session bus when there is one, else the manager's private
 * socket $XDG_RUNTIME_DIR/systemd/private), subscribes, and follows launches on event. Launches
 * map with config (launch_watcher_set_config() after each reload); a static plan is queued on
 * jobs. Logs one line either way. Returns 0 with *ret set, or <0 (logged) when no manager is
 * reachable.
 */
int launch_watcher_new(const Config *config, Jobs *jobs, sd_event *event, LaunchWatcher **ret);
LaunchWatcher *launch_watcher_free(LaunchWatcher *w);
/* The configuration in force from now on (the previous one may be freed at once). w may be NULL. */
void launch_watcher_set_config(LaunchWatcher *w, const Config *config);

/* Called by the daemon for every job the watcher queued, when the job is freed. w may be NULL. */
void launch_watcher_warm_done(LaunchWatcher *w, const JobOutcome *result);

/*
 * A warm asked for on demand without waiting (preloadctl run): when target (a program path, or an
 * application or profile name) has a prepared learned profile of that name, starts its launch
 * warm at once, recorded as a launch. 1 with *ret_id set, 0 when it has none (the caller queues a job), -ENOMEM. w may be NULL.
 */
int launch_watcher_warm_prepared(LaunchWatcher *w, const char *target, uint64_t *ret_id);

/* That warm's launcher waits for fn on a slow device (launch_warmer_wait()): 1, or 0 when it
 * may go at once (fn never comes). w may be NULL. */
int launch_watcher_wait(LaunchWatcher *w, uint64_t id, LaunchWaitFn fn, void *userdata);

/*
 * Forgets an application as preloadctl forget asks (forget.h): its profile and usage on disk, its
 * last launch and its preparation; no launch observed since before it saves anything of it. w may
 * be NULL (launches not followed). Return what forget_app() and forget_all() return
 * (launch-forget.c).
 */
int launch_forget(LaunchWatcher *w, const char *name, Forgotten *ret, char **ret_path, unsigned *ret_line,
                  const char **ret_reason);
int launch_forget_all(LaunchWatcher *w, size_t *ret_profiles, bool *ret_usage, char **ret_path);

/*
 * The "launches" member of Status: { "watching", "bus", "error", "units_seen", "warms",
 * "unmatched", "apps": [ last launch per application ] }. w may be NULL (not watching).
 * Never NULL unless out of memory.
 */
json_object *launch_watcher_to_json(const LaunchWatcher *w);
