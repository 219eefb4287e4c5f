/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The doctor: what on this system makes program starts slower than they need to be, or makes
 * warming them less useful, each finding with the fix. It looks at what a warm of an application
 * or a program would read (its plan), the files of that plan, the devices that hold them, the
 * application's profile and, for the login applications, the memory budget:
 *
 *   sparse-file        a planned file with holes (SEEK_HOLE before its end, or fewer blocks
 *                      allocated than its size needs): written by a tool that skipped zeros; its
 *                      data was allocated piecemeal and its physical order is lost
 *   fragmented-file    a planned file in many small extents (FIEMAP): a cold read of it seeks
 *                      from extent to extent on a rotating disk
 *   read-ahead-small   the device's read_ahead_kb below DOCTOR_READ_AHEAD_SMALL_KB: page faults of
 *                      a cold start become many tiny requests
 *   read-ahead-huge    above DOCTOR_READ_AHEAD_HUGE_KB: every fault on a cold file reads that much,
 *                      most of it never used, and recorded profiles grow with it
 *   scheduler-no-priority  the device's I/O scheduler is none or kyber, which ignore I/O priorities:
 *                      background (idle) warming competes with the programs it is meant to help
 *   library-missing    a library the program needs that ld.so will not find: the start fails
 *   target-unplanned   a target that cannot be planned at all (missing program, not ELF, ...)
 *   profile-missing    no profile for the application: warms use the static plan, usually several
 *                      times what a start reads, without the data files it opens
 *   profile-stale      a profile whose entries (or program) changed since recording, or one that
 *                      recorded no files (a warm passes over it as it does a stale one)
 *   profile-malformed  a profile that does not parse
 *   profile-no-lookups a profile without the paths its start looks up (recorded by an older
 *                      preloadctl): a launch after its warm still reads their directories and inodes
 *   budget-too-small   the login applications' plans exceed the memory budget: the tail of the
 *                      login warm is dropped
 *   device-model       (info) a device holding a profile: its requests and bytes per second and
 *                      where each figure came from (device-model.h), what every decision goes by
 *   decision           (info) what a launch of the target would do with its profile now: held,
 *                      raced or not warmed, which pages, and the predicted times (decide.h)
 *
 * Findings are data (kind, severity, subject, problem, fix); the library prints nothing.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "config.h"
#include "plan.h"
#include "target.h"

typedef struct json_object json_object;

/* read_ahead_kb outside [SMALL, HUGE] is a finding; 128 KiB is the kernel's default. */
#define DOCTOR_READ_AHEAD_SMALL_KB 64u
#define DOCTOR_READ_AHEAD_HUGE_KB 2048u
/*
 * A file is heavily fragmented when it has at least this many extents and they are, on average,
 * smaller than DOCTOR_EXTENT_AVERAGE_MIN: a well laid out file has one extent per 128 MiB (ext4's
 * longest) or a handful more.
 */
#define DOCTOR_FRAGMENTS_MIN 16u
#define DOCTOR_EXTENT_AVERAGE_MIN (UINT64_C(1) << 20)
/* Findings kept at most, so that a pathological system cannot exhaust memory. */
#define DOCTOR_FINDINGS_MAX 100000u

typedef enum DoctorKind {
        DOCTOR_SPARSE_FILE,
        DOCTOR_FRAGMENTED_FILE,
        DOCTOR_READ_AHEAD_SMALL,
        DOCTOR_READ_AHEAD_HUGE,
        DOCTOR_SCHEDULER_NO_PRIORITY,
        DOCTOR_LIBRARY_MISSING,
        DOCTOR_TARGET_UNPLANNED,
        DOCTOR_PROFILE_MISSING,
        DOCTOR_PROFILE_STALE,
        DOCTOR_PROFILE_MALFORMED,
        DOCTOR_PROFILE_NO_LOOKUPS,
        DOCTOR_BUDGET_TOO_SMALL,
        DOCTOR_DEVICE_MODEL,
        DOCTOR_DECISION,
        _DOCTOR_KIND_MAX,
} DoctorKind;

typedef enum DoctorSeverity {
        DOCTOR_INFO,    /* worth knowing; nothing is wrong */
        DOCTOR_WARNING, /* starts are slower, or warms less useful, than they could be */
        DOCTOR_ERROR,   /* something will fail */
} DoctorSeverity;

typedef struct DoctorFinding {
        DoctorKind kind;
        DoctorSeverity severity;
        char *subject; /* the file, device, profile or application it is about */
        char *target;  /* the application or program whose check found it, or NULL */
        char *problem; /* what is wrong, with the figures */
        char *fix;     /* what to do about it */
} DoctorFinding;

typedef struct DoctorOptions {
        const char *sysfs_root;      /* NULL: "/sys" */
        const char *meminfo;         /* NULL: "/proc/meminfo" */
        TargetOptions target;        /* loader and profile lookup; plan_source is ignored */
} DoctorOptions;

/*
 * What a warm of one checked target would read: the profile it would use, or the static plan, and
 * the profile files it looks for, in order, to tell which (the warm's own rule: an application's
 * app_config_profile_names(), then its Exec= programs' base names; a program's base name; a
 * profile's name).
 */
typedef struct DoctorProfileUse {
        char *target;      /* as checked: an application's id or Name=, a program, a profile's name */
        char *app;         /* the application's id, or NULL */
        char *path;        /* the profile a warm reads, or NULL: it reads the static plan */
        char *program;     /* the Exec= program path is the profile of (the rest of the application is
                            * planned statically), or NULL when it stands for the whole target */
        size_t n_files;    /* path's entries */
        size_t n_fresh;    /* of them, those a warm reads (fresh or same build) */
        bool unusable;     /* a profile looked for exists but is stale, empty or malformed */
        char **looked_for; /* "NAME.profile", in the order a warm looks for them */
        size_t n_looked_for;
} DoctorProfileUse;

typedef struct Doctor Doctor;

int doctor_new(const DoctorOptions *opts, Doctor **ret);
Doctor *doctor_free(Doctor *d);

/*
 * Checks one target (a program path, a name in PATH, or a profile's name): its static plan
 * (files, devices, missing libraries) and its profile. Every file and device is examined once per
 * Doctor, whichever target brings it. Returns 0 or -ENOMEM; trouble is in the findings, and
 * which profile a warm of it reads in doctor_profile_uses().
 */
int doctor_check_target(Doctor *d, const char *target);

/* The same for a configured application asked for by name (its id or its Name=; NULL: its id):
 * its Exec= programs and Files=, and its profile as a warm of that name finds it (by id, then by
 * that Name=, else by each Exec= program). */
int doctor_check_app(Doctor *d, const AppConfig *a, const char *name);

/*
 * The login applications of c against the memory budget: what their login warm would read (each
 * from its profile where a fresh one exists, its static plan otherwise, as the daemon plans) over
 * c->daemon.memory_budget_percent of MemAvailable. Nothing is said when there are no login apps.
 */
int doctor_check_budget(Doctor *d, const Config *c);

/* Individual checks, for tests and for callers with their own plans. */
int doctor_check_file(Doctor *d, const char *target, const char *path);
int doctor_check_device(Doctor *d, const char *target, dev_t dev);
int doctor_check_plan(Doctor *d, const char *target, const Plan *p);

/* The findings so far, in the order found. Valid until the next check or doctor_free(). */
const DoctorFinding *doctor_findings(const Doctor *d, size_t *ret_n);
/* What a warm of each target checked so far would read, in the order checked. Valid until the
 * next check or doctor_free(). */
const DoctorProfileUse *doctor_profile_uses(const Doctor *d, size_t *ret_n);
/* The directories profiles are looked for in, in order; NULL-terminated. */
const char *const *doctor_profile_dirs(const Doctor *d);
/* The highest severity found; DOCTOR_INFO when there is nothing. */
DoctorSeverity doctor_worst(const Doctor *d);

const char *doctor_kind_to_string(DoctorKind k);
const char *doctor_severity_to_string(DoctorSeverity s);

/* { "findings": [ { "kind", "severity", "subject", "target", "problem", "fix" } ], "errors": int,
 *   "warnings": int, "infos": int,
 *   "profiles": [ { "target", "app", "profile" (path or null), "program", "state" ("fresh",
 *                   "partly-stale", "unusable" or "none"), "files", "fresh_files",
 *                   "looked_for": [ "NAME.profile" ], "dirs": [ DIR ] } ] } */
int doctor_to_json(const Doctor *d, json_object **ret);
