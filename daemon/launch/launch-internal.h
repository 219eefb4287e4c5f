/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What the launch watcher's files share: its state (launch.c), and what each of the others gives
 * the rest: unit names (launch-unit.c), what a unit maps to (launch-map.c), the last launches
 * (launch-record.c), forgetting (launch-forget.c), learning from a launch (launch-learn.c, with
 * its marking, launch-mark.c, and its harvest of cached names, launch-harvest.c), and the lookups
 * an observation cannot show (launch-appdirs.c, launch-libraries.c).
 */
#pragma once

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <systemd/sd-bus.h>

#include "config.h"
#include "forget.h"
#include "jobs.h"
#include "launch.h"
#include "launch-map.h"
#include "launch-warm.h"
#include "observe.h"
#include "openwatch.h"
#include "procmaps.h"
#include "profile.h"
#include "workers.h"

typedef struct LaunchUnit LaunchUnit;

/* The last launch of one application (launch-record.c). */
typedef struct LaunchRecord {
        char *app;    /* what was warmed: a configured application's id, a program path, a profile name */
        const char *kind; /* "app", "program" (a profile found for the program), "profile" (by the unit's id) */
        char *unit;
        char *unit_app_id;
        char *program; /* the executable seen in the unit */
        pid_t pid;
        uint64_t time_usec; /* CLOCK_REALTIME of the launch */
        uint64_t launches;
        uint64_t job_id;
        const char *state; /* "queued", "done", "cancelled", "failed" */
        bool in_flight;
        char *profile_path;
        uint64_t plan_bytes;
        uint64_t bytes;
        uint64_t usec;
        char *error;
        /* The launch warm (launch-warm.h); a queued job has warm_id 0. */
        uint64_t warm_id;
        LaunchWarmOutcome warm; /* how it went (its strings are not kept: NULL) */
        char *skipped; /* why nothing was warmed */
        uint64_t majflt; /* of the unit's processes, as last sampled */
        bool have_majflt;
} LaunchRecord;

struct LaunchWatcher {
        const Config *config; /* in force (launch_watcher_set_config()) */
        Jobs *jobs;           /* where a static plan's warm is queued */
        sd_event *event;
        sd_bus *bus;
        const char *bus_kind; /* "session" or "manager" */
        sd_bus_slot *slots[7]; /* the manager's 4 signals, Disconnected, PropertiesChanged, Subscribe */
        bool connected;
        char *error; /* why launches are not (or no longer) seen */
        LaunchWarmer *warmer;
        LaunchUnit *units;
        size_t n_units;
        LaunchRecord *records[LAUNCH_RECORDS_MAX];
        size_t n_records;
        uint64_t started_usec; /* CLOCK_MONOTONIC: launches are counted as time after login from here */
        bool manager_learns;   /* LaunchLearn=: count launches and learn profiles from them */
        uint64_t n_units_seen;
        uint64_t n_warms;
        uint64_t n_unmatched;
        int learned_fds[2];            /* the merges tell [1] which profile they saved; read at [0] */
        sd_event_source *learned_source;
};

/* ---- launch-unit.c (and launch_unit_parse(), launch.h) ---- */

/* Whether a unit's launcher (launch_unit_parse()) runs its application in a sandbox of its own,
 * whose programs are named by the sandbox's paths: "flatpak" or "snap" (static strings), or NULL
 * (also for launcher NULL). */
const char *launch_unit_sandbox(const char *launcher);

/* The control group of unit, from that of one of its processes (which may be below the unit's):
 * 1 with *ret set, 0 when unit is not a component of process_cgroup, -ENOMEM. Pure. */
int launch_unit_cgroup_of(const char *unit, const char *process_cgroup, char **ret);

/* ---- launch-map.c: launch-map.h ---- */

/* ---- launch-record.c ---- */

/* A record freed (NULL is fine); returns NULL. */
LaunchRecord *launch_record_free(LaunchRecord *r);
/* The record of app, made (evicting the oldest launch when full) if there is none; NULL when out
 * of memory. */
LaunchRecord *launch_record_get(LaunchWatcher *w, const char *app);
/* Drops the records of name (NULL: all), however it was named: by the application, its program,
 * or the program's file. */
void launch_record_forget(LaunchWatcher *w, const char *name);
/* The record as Status shows it, in "launches" "apps". */
json_object *launch_record_to_json(const LaunchRecord *r);

/* ---- launch-forget.c ---- */

/*
 * A forget (preloadctl forget) must not be undone by what was seen before it: an observation under
 * way, or a merge running in its thread, saves nothing of a name forgotten since the observation
 * began. Forgets are counted; an observation notes the count when it begins.
 */
/* Forgets so far. On the event loop's thread. */
uint64_t launch_forget_epoch(void);
/* Whether name (or every application) was forgotten since epoch since. On the event loop's
 * thread, or between launch_forget_lock() and launch_forget_unlock(). */
bool launch_forget_since(uint64_t since, const char *name);
/* Held by a merge from its check to its save: a forget's removal does not interleave with it. */
void launch_forget_lock(void);
void launch_forget_unlock(void);

/* ---- launch-learn.c ---- */

/* A process of a unit at a sample, and the program it runs (its comm: exec changes it). */
typedef struct LaunchProc {
        pid_t pid;
        char comm[PROCMAPS_COMM_MAX];
        uint64_t majflt; /* its own and its waited-for children's */
} LaunchProc;

/* The processes in a cgroup directory (at most LAUNCH_PROCS_MAX, into procs) and their major
 * faults summed: 0, -ESRCH when it holds none, -errno. */
int launch_learn_cgroup_sample(const char *cgroup_dir, LaunchProc *procs, size_t *n_procs, uint64_t *ret_majflt);

/* Learning from a launch: the unit's processes observed at a few of the samples below from the
 * moment its control group is known, whether or not its application is; the launch counted in the
 * usage file once it is named (its application, or its program when nothing maps it); what was
 * seen merged into the learned profile of that name after the last snapshot (or when the unit
 * goes away first). */
typedef struct LaunchLearn LaunchLearn;
/* learned_fd (or -EBADF): a datagram socket told the profile's name once its merge saved it. */
int launch_learn_new(int learned_fd, LaunchLearn **ret);
/* Names the launch (an application id, a profile name, or a program path: its base name) and
 * counts it, after_start_usec after preloadd started, noting the application id of the unit it
 * ran in (unit_id, or NULL) beside the count; the first name stays. l may be NULL. */
int launch_learn_name(LaunchLearn *l, const char *name, uint64_t after_start_usec, const char *unit_id);
/* Called at each sample of the unit with its major faults (UINT64_MAX: unknown) and its
 * processes: snapshots at fixed moments, in between while the start still reads, and of each
 * program that came since the last sample. Returns l, or NULL once it handed its observation to
 * the merge (l is then gone). */
LaunchLearn *launch_learn_sample(LaunchLearn *l, const char *cgroup_dir, unsigned n_samples, uint64_t majflt,
                                 const LaunchProc *procs, size_t n_procs);
LaunchLearn *launch_learn_free(LaunchLearn *l);

/*
 * Besides its snapshots at fixed moments and while its start reads, a launch's observation looks
 * at each program it runs after its start (a new process, or one of those that execs another
 * program): when it comes, once more at the next sample (its libraries loaded by then), and every
 * LEARN_PROGRAM_GAP samples while it takes LEARN_PROGRAM_FAULTS major faults, at most
 * LEARN_PROGRAM_LOOKS looks per launch (a look at a large program costs milliseconds of CPU:
 * 2-5 ms for inkscape's 768 mappings). A compiler's assembler, a script's commands run and exit
 * between the snapshots, and a child's last second goes after its last snapshot: gcc's `as` with
 * its libbfd and cc1's last 3.3 MiB were most of the 4.7 MiB its observed profile missed; with
 * looks 0.2 s apart 2.8 MiB of cc1 stayed unseen, 0.1 s apart 1.6 MiB
 * (bench/results/observe-vs-record.md). The processes there at the first sample are the
 * launch's own, and stay so when they exec (the launcher becoming the application): the
 * snapshots see them.
 */
#define LEARN_PROGRAM_LOOKS 32u
#define LEARN_PROGRAM_FAULTS 2u
#define LEARN_PROGRAM_GAP 1u

typedef struct LearnProc {
        LaunchProc proc;
        bool came;            /* after the first sample: a process the launch ran, not the launch itself */
        bool fresh;           /* a new program at this sample: looked at once more at the next */
        unsigned last_look;   /* the sample it was last looked at */
        uint64_t last_majflt; /* its major faults then */
} LearnProc;

/* Which of this sample's processes (procs, the n_samples-th sample) to look at, into look[], given
 * the last sample's state (prev); next[] (n_procs long) gets this sample's. Pure. */
void launch_learn_programs(const LearnProc *prev, size_t n_prev, const LaunchProc *procs, size_t n_procs,
                           unsigned n_samples, LearnProc *next, bool *look);

/* How deep the marking walks below each directory of an application's data tree, and the harvest
 * looks. */
#define LEARN_TREE_DEPTH 3u

/* A directory of the application's entered where nothing was found (launch-harvest.c). */
typedef struct LearnProbed {
        char *dir;
        char *root; /* the application directory it is under */
} LearnProbed;

/* How an observed launch's opens in the application's directories are watched (launch-mark.c). */
typedef enum LearnMarks {
        LEARN_MARKS_ALL,    /* every directory: looked up, and its tree listed, as needed */
        LEARN_MARKS_CACHED, /* only directories already in the lookup cache, as they come: no read */
        LEARN_MARKS_NONE,
} LearnMarks;

/* The candidate directories of one launch (launch-candidates.c), each looked at as it began. */
typedef struct LaunchCandidates {
        char **paths; /* absolute */
        bool *cached; /* per path: the lookup cache held it whole as the launch began */
        size_t n;
} LaunchCandidates;

/* One launch's observation, shared by its snapshots and merge (launch-learn.c), its marking
 * (launch-mark.c) and its harvest (launch-harvest.c). */
struct LaunchLearn {
        char *name; /* the profile's name */
        Observer *observer;
        unsigned snapshots;
        unsigned busy_snapshots;
        unsigned last_sample;  /* of the last snapshot */
        uint64_t last_majflt;  /* the unit's major faults then */
        LearnProc procs[LAUNCH_PROCS_MAX]; /* at the last sample */
        size_t n_procs;
        unsigned program_looks;
        OpenWatch *watch; /* opens in the application's directories (openwatch.h), or NULL */
        WorkerJoin marker; /* marks them, off the event loop */
        bool marking;
        LearnMarks marks; /* how this launch's opens are watched (launch_mark_mode()) */
        int wake_fd; /* wakes a marker waiting for directories to be cached (LEARN_MARKS_CACHED) */
        atomic_bool stop_marking;
        int gate_fd; /* readable once the launch warm's metadata pass is over (launch_mark_gate()) */
        int learned_fd; /* told the profile's name once the merge saved it (launch_learn_new()) */
        char **scanned; /* directories every file of which was looked up (launch_harvest_cached()) */
        size_t n_scanned;
        LearnProbed *probed; /* directories entered where nothing was found: candidates (launch_harvest_probed()) */
        size_t n_probed, n_probed_allocated;
        bool ended; /* the unit went away before the last snapshot: its programs exited */
        uint64_t cpu_usec; /* the unit's CPU time at its last sample: the launch's own work */
        uint64_t epoch; /* forgets there had been when the observation began (launch_forget_since()) */
        const char *sandbox; /* launch_unit_sandbox() of its unit: "flatpak", "snap", or NULL */
        LaunchCandidates candidates; /* looked at as it began (launch-candidates.c) */
        char **confirmed_dirs; /* candidate directories the launch went into: lookups */
        size_t n_confirmed_dirs;
};

/* ---- launch-mark.c: opens in the application's directories ---- */

/* A shared library by its name (NAME.so, NAME.so.N...): seen by the snapshots through its
 * mapping, and loaded by any process, so an open of one says nothing of a launch. Pure. */
bool launch_is_shared_library(const char *name);

/* Of name, a file opened in dir: taken into l's observation (a shared library is not: every
 * process loads those, and the snapshots see them mapped). 0, or -ENOMEM. */
int launch_mark_opened(const char *dir, const char *name, void *userdata /* LaunchLearn */);
/*
 * The application's directories are marked while its profile is young (at the launches of one
 * that learned from fewer than LEARN_MARK_LAUNCHES), and then at every LEARN_MARK_EVERY-th.
 * Marking reads their blocks, and lists the application's trees, from the disk the launch is
 * reading from (at idle priority, which blk-throttle and the "none" scheduler of NVMe, virtio and
 * loop devices ignore). Behind a warm it waits for the metadata pass (the gate) and finds the
 * directories cached; without one it would be all that preloadd adds to the launch: on the lab's
 * `sdcard`, inkscape 1.93 s with it and 1.83 s without, 40 reads more; gcc on the xz squashfs
 * image on `hdd`, its profile young, 2.28-2.53 s against 2.17-2.20 s cold, 16-50 reads more. So
 * where no warm is made, only directories the launch itself has brought into the lookup cache are
 * marked, as it does (LEARN_MARKS_CACHED): not one read. What it finds (a file read and closed
 * between two snapshots) the first launches found; the later wholly marked ones let what is no
 * longer read age out, since a launch not wholly marked ages nothing it did not see
 * (profile_merge_observed_full()).
 */
#define LEARN_MARK_LAUNCHES 3u
#define LEARN_MARK_EVERY 8u
/* How often a marker of LEARN_MARKS_CACHED looks again for directories the launch went into. */
#define LEARN_MARK_CACHED_MSEC 50
/* How a launch is marked: choice is its launch warm's (a WarmChoice), or negative when its profile
 * is not prepared (none yet, or more than are kept prepared: taken as young); observed is the
 * launches its profile learned from. */
LearnMarks launch_mark_mode(int choice, uint64_t observed);
/* Starts watching l's opens and marking the application's directories in a thread (after its
 * gate, when it has one), as l->marks says. Without fanotify, nothing: the snapshots alone
 * observe. */
void launch_mark_start(LaunchLearn *l);
/* Takes the opens seen so far into l's observation. */
void launch_mark_drain(LaunchLearn *l);
/* The marker stopped and joined, what came drained, the group closed (its marks go with it). */
void launch_mark_stop(LaunchLearn *l);
/* Before launch_learn_name(): the marking of the application's directories is to wait for the
 * launch warm's metadata pass. *ret_fd gets an eventfd to write to once that pass is over (or
 * -EBADF: nothing waits). Returns 1 with one, 0 without (l NULL, named already, or gated), <0
 * -errno. */
int launch_mark_gate(LaunchLearn *l, int *ret_fd);

/* ---- launch-candidates.c: what a launch looked up outside its application's directories ---- */

/* Candidate directories kept per application at most, applications kept at most (the one whose
 * launch was longest ago makes room), and files one launch's confirmed candidates give at most. */
#define LAUNCH_CANDIDATES_MAX 256u
#define LAUNCH_CANDIDATE_APPS_MAX 16u
#define LAUNCH_CONFIRMED_MAX 256u

/* Replaces name's candidate directories by paths (n of them, taken; none: name has no more).
 * 0, -ENOMEM. */
int launch_candidates_keep(const char *name, char **paths, size_t n);
/* Drops the candidates of name (NULL: of every application): it was forgotten. */
void launch_candidates_forget(const char *name);
/* As a launch of name begins: its candidates, each looked at without a read. 0 (*ret empty when
 * there are none), -ENOMEM. */
int launch_candidates_begin(const char *name, LaunchCandidates *ret);
/* A file the launch looked up (dir false), or a candidate directory it went into that holds none
 * (dir true). */
typedef int (*LaunchCandidateFn)(const char *path, bool dir, void *userdata);
/* Calls fn for what the launch looked up in each of c's directories that the cache did not hold
 * as it began and holds now: every regular file there the cache holds but shared libraries (at
 * most LAUNCH_CONFIRMED_MAX in all), or the directory when it holds none. Returns how many
 * directories, or fn's <0. */
int launch_candidates_confirm(const LaunchCandidates *c, LaunchCandidateFn fn, void *userdata);
void launch_candidates_done(LaunchCandidates *c);

typedef struct LaunchCandidateRoot {
        const char *dir;
        unsigned depth;
} LaunchCandidateRoot;
/* The system's shared trees a harvest looks under. */
extern const LaunchCandidateRoot launch_candidate_roots[];
extern const size_t launch_n_candidate_roots;
/* The directories under roots (n_roots of them, each down to its depth) where the lookup cache
 * names a regular file but a shared library, or that it names with nothing in them (entered, and
 * what was looked up there is not): none that holds one of old's files, is below one of the
 * application's own trees (app_trees, n_app_trees), is looked into whole or up by old's warm, or
 * is one of last's (the launch's own candidates, or NULL) that the cache held as it began. At
 * most LAUNCH_CANDIDATES_MAX, into *ret (a strv of *ret_n). 0, or -ENOMEM. */
int launch_harvest_candidates(const LaunchCandidateRoot *roots, size_t n_roots, const Profile *old,
                              char *const *app_trees, size_t n_app_trees, const LaunchCandidates *last,
                              char ***ret, size_t *ret_n);

/* ---- launch-harvest.c: what the lookup cache still names after the launch ---- */

/* Files and directories (to l->scanned, l->probed, the observation) the lookup cache names in
 * the application's directories that the launch warm of old did not look into. 0 or -ENOMEM. */
int launch_harvest_cached(LaunchLearn *l, const Profile *old);
/* The directories of l->probed where the cache holds a name observed's files have elsewhere as
 * absent: each added to observed as a lookup of the whole directory. 0 or -ENOMEM. */
int launch_harvest_probed(const LaunchLearn *l, Profile *observed);

/* ---- launch-appdirs.c ---- */

/* The names an application's data trees go by (/usr/share/NAME, /etc/NAME), from its learned
 * name: as it is, before its first "-" and its first ".", and its last "."-part in lower case
 * (reverse-DNS ids), each once. Returns how many. Pure. */
#define LAUNCH_APP_NAMES_MAX 4u
size_t launch_app_names(const char *name, char ret[LAUNCH_APP_NAMES_MAX][256]);

/* Where an application's name says it keeps its files: the environment they are found by (NULL:
 * unset; the XDG defaults under home then). */
typedef struct LaunchAppEnv {
        const char *home, *config_home, *data_home, *cache_home, *data_dirs;
} LaunchAppEnv;
/* Ours (getenv(): valid while the environment is not changed). */
LaunchAppEnv launch_app_env(void);
/* Candidate directories at most, lookups one observed launch adds at most, and the size of a
 * directory read whole ("DIR/"): a larger one is named by its path alone. */
#define LAUNCH_APP_DIRS_MAX 64u
#define LAUNCH_APP_LOOKUPS_MAX 64u
#define LAUNCH_APP_DIR_BYTES_MAX (UINT64_C(64) * 1024)
/* The directories of the names in names: NAME under each of $XDG_DATA_DIRS, /etc/NAME,
 * /var/lib/NAME, then ~/.NAME, $XDG_CONFIG_HOME/NAME, $XDG_DATA_HOME/NAME and
 * $XDG_CACHE_HOME/NAME, in that order, each once, at most LAUNCH_APP_DIRS_MAX. *ret is a
 * NULL-terminated strv. Returns how many, or -ENOMEM. Pure. */
int launch_app_dirs(char names[][256], size_t n_names, const LaunchAppEnv *env, char ***ret);
/* Adds to an observed profile the lookups its launch could not show: each of launch_app_dirs()
 * that exists as "DIR/" (with its subdirectories), each that does not as its path, at most
 * LAUNCH_APP_LOOKUPS_MAX, none already there. Returns 0, -ENOMEM, -E2BIG. */
int launch_app_lookups(Profile *p, char names[][256], size_t n_names, const LaunchAppEnv *env);
/* The same for the directories dirs (n of them). */
int launch_dirs_lookups(Profile *p, char **dirs, size_t n);
/* The directories a sandboxed application (sandbox: launch_unit_sandbox()) of id name keeps its
 * own files in on the host, which it sees under the same paths: Flatpak's ~/.var/app/ID, a snap's
 * ~/snap/INSTANCE (INSTANCE: SNAP, or SNAP_KEY for an id SNAP+KEY_APP). The host's trees of its
 * name (launch_app_dirs()) are none of its, nor is the host's /etc. *ret is a NULL-terminated
 * strv (NULL when none). Returns how many, or -ENOMEM. Pure. */
int launch_sandbox_dirs(const char *sandbox, const char *name, const LaunchAppEnv *env, char ***ret);
/* Those of a launch's application: launch_sandbox_dirs() for a sandboxed one, else
 * launch_app_dirs() of its name. */
int launch_learn_app_dirs(const LaunchLearn *l, char ***ret);
/* Adds the directory dir as launch_app_lookups() adds one of its own: "DIR/" when small enough,
 * else its path; once. Returns 1 when dir is a directory (added now or before), 0 when it is not,
 * -ENOMEM, -E2BIG. */
int launch_dir_lookup(Profile *p, const char *dir);

/* ---- launch-libraries.c ---- */

/* Adds the paths a library p maps looks up at every start (libselinux's configuration), none
 * already there. Returns 0 or -ENOMEM. */
int launch_library_lookups(Profile *p);
/* Adds to an observed profile the page holding each of its ELF files' DT_FINI, which ld.so runs
 * as the program exits. Returns 0 or -ENOMEM. */
int launch_exit_pages(Profile *p);

/* ---- the samples of a unit (launch.c) ---- */

/* Sampled this often while an application unit runs, for at most LAUNCH_SAMPLES_MAX times. */
#define LAUNCH_SAMPLE_USEC (100u * 1000u)
#define LAUNCH_SAMPLES_MAX 600u
/* The accuracy of the sample and retry timers: sd-event's default (250 ms) would stretch the
 * retries of a unit past a short launch, and move the snapshots away from the moments above. */
#define LAUNCH_TIMER_ACCURACY_USEC (1000u)
