/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Findings about files, devices, profiles and budgets that slow program starts, each with a fix. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "decide.h"
#include "device-model.h"
#include "device.h"
#include "device-lookup.h"
#include "doctor.h"
#include "format.h"
#include "json-util.h"
#include "fileio.h"
#include "macro.h"
#include "profile.h"
#include "schedule.h"
#include "strv.h"

/* Stale entries named in a finding; the rest are counted. */
#define DOCTOR_NAMES_MAX 3u

typedef struct FileKey {
        dev_t dev;
        ino_t ino;
} FileKey;

struct Doctor {
        DoctorOptions opts;
        char *sysfs_root;
        char *meminfo;
        char **profile_dirs; /* owned: the defaults, or a copy of the caller's */
        DoctorFinding *findings;
        size_t n_findings;
        FileKey *files; /* examined already */
        size_t n_files;
        dev_t *devices;
        size_t n_devices;
        dev_t *speed_devices; /* devices of profiles, judged once */
        size_t n_speed_devices;
        DoctorProfileUse *uses;
        size_t n_uses;
};

static const char *const kind_names[_DOCTOR_KIND_MAX] = {
        [DOCTOR_SPARSE_FILE] = "sparse-file",
        [DOCTOR_FRAGMENTED_FILE] = "fragmented-file",
        [DOCTOR_READ_AHEAD_SMALL] = "read-ahead-small",
        [DOCTOR_READ_AHEAD_HUGE] = "read-ahead-huge",
        [DOCTOR_SCHEDULER_NO_PRIORITY] = "scheduler-no-priority",
        [DOCTOR_LIBRARY_MISSING] = "library-missing",
        [DOCTOR_TARGET_UNPLANNED] = "target-unplanned",
        [DOCTOR_PROFILE_MISSING] = "profile-missing",
        [DOCTOR_PROFILE_STALE] = "profile-stale",
        [DOCTOR_PROFILE_MALFORMED] = "profile-malformed",
        [DOCTOR_PROFILE_NO_LOOKUPS] = "profile-no-lookups",
        [DOCTOR_BUDGET_TOO_SMALL] = "budget-too-small",
        [DOCTOR_DEVICE_MODEL] = "device-model",
        [DOCTOR_DECISION] = "decision",
};

const char *doctor_kind_to_string(DoctorKind k) {
        return (unsigned) k < _DOCTOR_KIND_MAX ? kind_names[k] : NULL;
}

const char *doctor_severity_to_string(DoctorSeverity s) {
        switch (s) {
        case DOCTOR_INFO:
                return "info";
        case DOCTOR_WARNING:
                return "warning";
        case DOCTOR_ERROR:
                return "error";
        }
        return NULL;
}

DEFINE_TRIVIAL_CLEANUP_FUNC(Profile *, profile_free);
DEFINE_TRIVIAL_CLEANUP_FUNC(Plan *, plan_free);

static void finding_done(DoctorFinding *f) {
        free(f->subject);
        free(f->target);
        free(f->problem);
        free(f->fix);
}

static void profile_use_done(DoctorProfileUse *u) {
        free(u->target);
        free(u->app);
        free(u->path);
        free(u->program);
        strv_free_n(u->looked_for, u->n_looked_for);
        *u = (DoctorProfileUse) {};
}

Doctor *doctor_free(Doctor *d) {
        if (!d)
                return NULL;
        for (size_t i = 0; i < d->n_findings; i++)
                finding_done(&d->findings[i]);
        free(d->findings);
        for (size_t i = 0; i < d->n_uses; i++)
                profile_use_done(&d->uses[i]);
        free(d->uses);
        free(d->files);
        free(d->devices);
        free(d->speed_devices);
        profile_dirs_free(d->profile_dirs);
        free(d->sysfs_root);
        free(d->meminfo);
        free(d);
        return NULL;
}

int doctor_new(const DoctorOptions *opts, Doctor **ret) {
        Doctor *d = calloc(1, sizeof(*d));
        int r;

        if (!d)
                return -ENOMEM;
        if (opts)
                d->opts = *opts;
        d->sysfs_root = strdup(opts && opts->sysfs_root ? opts->sysfs_root : "/sys");
        d->meminfo = opts && opts->meminfo ? strdup(opts->meminfo) : NULL;
        if (!d->sysfs_root || (opts && opts->meminfo && !d->meminfo)) {
                doctor_free(d);
                return -ENOMEM;
        }
        if (d->opts.target.profile_dirs) {
                size_t n = 0;
                while (d->opts.target.profile_dirs[n])
                        n++;
                d->profile_dirs = calloc(n + 1, sizeof(char *));
                if (!d->profile_dirs) {
                        doctor_free(d);
                        return -ENOMEM;
                }
                for (size_t i = 0; i < n; i++)
                        if (!(d->profile_dirs[i] = strdup(d->opts.target.profile_dirs[i]))) {
                                doctor_free(d);
                                return -ENOMEM;
                        }
        } else {
                r = profile_dirs_default(&d->profile_dirs);
                if (r == -ENOMEM) {
                        doctor_free(d);
                        return r;
                }
                /* No directory to search: every profile is missing, which is a finding. */
                if (r < 0 && !(d->profile_dirs = calloc(1, sizeof(char *)))) {
                        doctor_free(d);
                        return -ENOMEM;
                }
        }
        /* Everything the doctor plans, it plans the way the daemon would, from these dirs. */
        d->opts.target.profile_dirs = (const char *const *) d->profile_dirs;
        d->opts.sysfs_root = d->sysfs_root;
        d->opts.meminfo = d->meminfo;
        *ret = d;
        return 0;
}

const DoctorFinding *doctor_findings(const Doctor *d, size_t *ret_n) {
        *ret_n = d->n_findings;
        return d->findings;
}

const DoctorProfileUse *doctor_profile_uses(const Doctor *d, size_t *ret_n) {
        *ret_n = d->n_uses;
        return d->uses;
}

const char *const *doctor_profile_dirs(const Doctor *d) {
        return (const char *const *) d->profile_dirs;
}

DoctorSeverity doctor_worst(const Doctor *d) {
        DoctorSeverity w = DOCTOR_INFO;
        for (size_t i = 0; i < d->n_findings; i++)
                w = MAX(w, d->findings[i].severity);
        return w;
}

static int vstrdupf(char **ret, const char *fmt, va_list ap) _printf_(2, 0);
static int vstrdupf(char **ret, const char *fmt, va_list ap) {
        return vasprintf(ret, fmt, ap) < 0 ? -ENOMEM : 0;
}

/* Adds a finding, taking problem and fix (NULL when their formatting failed: -ENOMEM). */
static int add(Doctor *d, DoctorKind kind, DoctorSeverity sev, const char *subject, const char *target,
               char *problem, char *fix) {
        DoctorFinding *v;

        if (!problem || !fix) {
                free(problem);
                free(fix);
                return -ENOMEM;
        }
        if (d->n_findings >= DOCTOR_FINDINGS_MAX) {
                free(problem);
                free(fix);
                return 0;
        }
        v = reallocarray(d->findings, d->n_findings + 1, sizeof(*v));
        if (!v) {
                free(problem);
                free(fix);
                return -ENOMEM;
        }
        d->findings = v;
        v[d->n_findings] = (DoctorFinding) { .kind = kind, .severity = sev, .subject = strdup(subject),
                                             .target = target ? strdup(target) : NULL,
                                             .problem = problem, .fix = fix };
        if (!v[d->n_findings].subject || (target && !v[d->n_findings].target)) {
                finding_done(&v[d->n_findings]);
                return -ENOMEM;
        }
        d->n_findings++;
        return 0;
}

static char *strf(const char *fmt, ...) _printf_(1, 2);
static char *strf(const char *fmt, ...) {
        va_list ap;
        char *s = NULL;

        va_start(ap, fmt);
        if (vstrdupf(&s, fmt, ap) < 0)
                s = NULL;
        va_end(ap);
        return s;
}

/* "12.3 MiB"-style sizes for the texts. */
static const char *fmt_bytes(uint64_t b, char buf[static 24]) {
        if (b < 1024)
                snprintf(buf, 24, "%" PRIu64 " B", b);
        else if (b < (UINT64_C(1) << 20))
                snprintf(buf, 24, "%.1f KiB", (double) b / 1024.0);
        else if (b < (UINT64_C(1) << 30))
                snprintf(buf, 24, "%.1f MiB", (double) b / 1048576.0);
        else
                snprintf(buf, 24, "%.1f GiB", (double) b / 1073741824.0);
        return buf;
}

/* ---- files ---------------------------------------------------------------------------------- */

static bool seen_file(Doctor *d, dev_t dev, ino_t ino, int *ret_error) {
        for (size_t i = 0; i < d->n_files; i++)
                if (d->files[i].dev == dev && d->files[i].ino == ino)
                        return true;
        FileKey *v = reallocarray(d->files, d->n_files + 1, sizeof(*v));
        if (!v) {
                *ret_error = -ENOMEM;
                return true;
        }
        d->files = v;
        v[d->n_files++] = (FileKey) { dev, ino };
        return false;
}

/* Extents that continue each other on the disk are one piece for a reader. */
static size_t count_fragments(const Extent *e, size_t n) {
        size_t pieces = 0;
        for (size_t i = 0; i < n; i++)
                if (i == 0 || e[i - 1].physical + e[i - 1].length != e[i].physical ||
                    e[i - 1].logical + e[i - 1].length != e[i].logical)
                        pieces++;
        return pieces;
}

static int check_sparse(Doctor *d, const char *target, const char *path, int fd, const struct stat *st) {
        uint64_t size = (uint64_t) st->st_size, allocated = (uint64_t) st->st_blocks * 512;
        char b1[24], b2[24], b3[24];
        off_t hole;

        if (size == 0)
                return 0;
        hole = lseek(fd, 0, SEEK_HOLE);
        if (hole < 0) {
                /* No SEEK_HOLE here: fall back on the block count, one block of slack for the tail. */
                if (allocated + (uint64_t) st->st_blksize > size)
                        return 0;
                hole = 0;
        } else if ((uint64_t) hole >= size)
                return 0;
        return add(d, DOCTOR_SPARSE_FILE, DOCTOR_WARNING, path, target,
                   strf("has holes (%s of %s allocated, the first hole at %s): its blocks were allocated "
                        "piecemeal as data arrived, so they are rarely in file order on the disk",
                        fmt_bytes(allocated, b1), fmt_bytes(size, b2), fmt_bytes((uint64_t) hole, b3)),
                   strf("rewrite it whole, e.g. cp --sparse=never '%s' '%s.new' && mv '%s.new' '%s' (keeping "
                        "its owner and mode), or reinstall the package that ships it",
                        path, path, path, path));
}

static int check_fragments(Doctor *d, const char *target, const char *path, int fd, const struct stat *st) {
        _cleanup_free_ Extent *e = NULL;
        uint64_t size = (uint64_t) st->st_size;
        size_t n = 0, pieces;
        char b1[24], b2[24];
        int r;

        if (size == 0)
                return 0;
        r = device_file_extents(fd, 0, size, &e, &n);
        if (r == -ENOMEM)
                return r;
        if (r == -E2BIG)
                pieces = DEVICE_EXTENTS_MAX;
        else if (r < 0)
                return 0; /* no FIEMAP here (tmpfs, overlayfs): nothing to say */
        else
                pieces = count_fragments(e, n);
        if (pieces < DOCTOR_FRAGMENTS_MIN || size / pieces >= DOCTOR_EXTENT_AVERAGE_MIN)
                return 0;
        return add(d, DOCTOR_FRAGMENTED_FILE, DOCTOR_WARNING, path, target,
                   strf("heavily fragmented: %s%zu pieces on the disk for %s (%s on average), so a cold "
                        "read of it seeks from piece to piece",
                        r == -E2BIG ? "more than " : "", pieces, fmt_bytes(size, b1), fmt_bytes(size / pieces, b2)),
                   strf("defragment it (e4defrag '%s' on ext4, xfs_fsr on xfs, btrfs filesystem defragment "
                        "on btrfs), or copy it and move the copy over it while the file system has "
                        "contiguous free space",
                        path));
}

int doctor_check_file(Doctor *d, const char *target, const char *path) {
        _cleanup_close_ int fd = -EBADF;
        struct stat st;
        int r = 0;

        fd = open_regular_file(path, &st);
        if (fd < 0)
                return 0; /* the plan's own checks say why a file cannot be read */
        if (seen_file(d, st.st_dev, st.st_ino, &r))
                return r;
        r = check_sparse(d, target, path, fd, &st);
        if (r >= 0)
                r = check_fragments(d, target, path, fd, &st);
        if (r >= 0) {
                DeviceLookup l;
                r = device_lookup(d->sysfs_root, fd, "", st.st_dev, &l);
                if (r >= 0)
                        r = doctor_check_device(d, target, l.block);
        }
        return r;
}

/* ---- devices -------------------------------------------------------------------------------- */

/* The selected scheduler of "mq-deadline kyber [none] bfq", into buf. */
static bool scheduler_selected(const char *list, char *buf, size_t size) {
        const char *a = strchr(list, '['), *b = a ? strchr(a, ']') : NULL;

        if (!a || !b || (size_t) (b - a - 1) >= size)
                return false;
        memcpy(buf, a + 1, (size_t) (b - a - 1));
        buf[b - a - 1] = 0;
        return true;
}

int doctor_check_device(Doctor *d, const char *target, dev_t dev) {
        _cleanup_close_ int rootfd = -EBADF, devfd = -EBADF, queuefd = -EBADF;
        char path[64], buf[256], name[64] = "", sched[32], b1[24];
        bool loop, stacked, rotational;
        int r;

        for (size_t i = 0; i < d->n_devices; i++)
                if (d->devices[i] == dev)
                        return 0;
        dev_t *v = reallocarray(d->devices, d->n_devices + 1, sizeof(dev_t));
        if (!v)
                return -ENOMEM;
        d->devices = v;
        v[d->n_devices++] = dev;

        rootfd = open(d->sysfs_root, O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (rootfd < 0)
                return 0;
        snprintf(path, sizeof(path), "dev/block/%u:%u", major(dev), minor(dev));
        devfd = openat(rootfd, path, O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (devfd < 0)
                return 0; /* no block device (tmpfs, overlayfs, network): no queue to tune */
        if (faccessat(devfd, "partition", F_OK, 0) >= 0) {
                int parent = openat(devfd, "..", O_PATH | O_DIRECTORY | O_CLOEXEC);
                if (parent < 0)
                        return 0;
                safe_close(devfd);
                devfd = parent;
        }
        /* The device's name: its uevent says it (DEVNAME=), also in a fake tree. */
        if (device_sysfs_devname(devfd, name, sizeof(name)) < 0)
                name[0] = 0;
        if (!name[0])
                snprintf(name, sizeof(name), "%u:%u", major(dev), minor(dev));
        loop = faccessat(devfd, "loop/backing_file", F_OK, 0) >= 0;
        stacked = faccessat(devfd, "dm", F_OK, 0) >= 0 || faccessat(devfd, "md", F_OK, 0) >= 0;
        queuefd = openat(devfd, "queue", O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (queuefd < 0)
                return 0;
        rotational = device_sysfs_read_attr(queuefd, "rotational", buf, sizeof(buf)) >= 0 && strcmp(buf, "0") != 0;

        /* A btrfs file system's files read ahead by its own bdi, not by the queue's setting. */
        unsigned members;
        uint64_t ra = 0;
        bool btrfs = device_btrfs_facts(rootfd, dev, &members, &ra) >= 0;
        bool have_kb = !btrfs && device_sysfs_read_u64(queuefd, "read_ahead_kb", &ra) >= 0;
        unsigned long long kb = ra;
        if (have_kb && kb < DOCTOR_READ_AHEAD_SMALL_KB) {
                r = add(d, DOCTOR_READ_AHEAD_SMALL, DOCTOR_WARNING, name, target,
                        strf("read_ahead_kb is %llu: every page fault of a cold start reads "
                             "at most %llu KiB, so a start is many small requests%s",
                             kb, kb, rotational ? " and seeks" : ""),
                        strf("echo 128 > /sys/block/%s/queue/read_ahead_kb, and keep it with a udev "
                             "rule: ACTION==\"add|change\", KERNEL==\"%s\", "
                             "ATTR{queue/read_ahead_kb}=\"128\"",
                             name, name));
                if (r < 0)
                        return r;
        } else if (have_kb && kb > DOCTOR_READ_AHEAD_HUGE_KB) {
                r = add(d, DOCTOR_READ_AHEAD_HUGE, DOCTOR_WARNING, name, target,
                        strf("read_ahead_kb is %llu: every page fault on a cold file reads %s "
                             "around it, mostly never used: cold starts read several times "
                             "what they need, and recorded profiles grow with it",
                             kb, fmt_bytes((uint64_t) kb * 1024, b1)),
                        strf("echo 128 > /sys/block/%s/queue/read_ahead_kb (the kernel's "
                             "default; up to 512 for a rotating disk), and keep it with a udev "
                             "rule: ACTION==\"add|change\", KERNEL==\"%s\", "
                             "ATTR{queue/read_ahead_kb}=\"128\"",
                             name, name));
                if (r < 0)
                        return r;
        }

        /* Loop and stacked devices pass requests on: the disk below them schedules. */
        if (loop || stacked)
                return 0;
        if (device_sysfs_read_attr(queuefd, "scheduler", buf, sizeof(buf)) < 0 || !scheduler_selected(buf, sched, sizeof(sched)))
                return 0;
        if (strcmp(sched, "none") != 0 && strcmp(sched, "kyber") != 0)
                return 0;
        bool have_deadline = strstr(buf, "mq-deadline") != NULL, have_bfq = strstr(buf, "bfq") != NULL;
        return add(d, DOCTOR_SCHEDULER_NO_PRIORITY, rotational ? DOCTOR_WARNING : DOCTOR_INFO, name, target,
                   strf("its I/O scheduler is %s, which ignores I/O priorities: background warming (idle "
                        "class) competes with the programs it is meant to help%s",
                        sched, rotational ? ", and on a rotating disk every competing request costs a seek" : ""),
                   have_deadline || have_bfq ?
                        strf("echo %s > /sys/block/%s/queue/scheduler, and keep it with a udev rule: "
                             "ACTION==\"add|change\", KERNEL==\"%s\", ATTR{queue/scheduler}=\"%s\"",
                             have_bfq && rotational ? "bfq" : "mq-deadline", name, name,
                             have_bfq && rotational ? "bfq" : "mq-deadline") :
                        strf("load an I/O scheduler that honours priorities (modprobe mq-deadline or bfq) and "
                             "select it in /sys/block/%s/queue/scheduler",
                             name));
}

/* ---- plans ---------------------------------------------------------------------------------- */

int doctor_check_plan(Doctor *d, const char *target, const Plan *p) {
        int r;

        for (size_t i = 0; i < p->n_files; i++) {
                const PlanFile *f = &p->files[i];
                r = doctor_check_file(d, target, f->real_path ? f->real_path : f->path);
                if (r < 0)
                        return r;
        }
        for (size_t i = 0; i < p->n_missing; i++) {
                const PlanMissing *m = &p->missing[i];
                r = add(d, DOCTOR_LIBRARY_MISSING, DOCTOR_ERROR, m->name, target,
                        strf("needed by %s, not found where ld.so looks (its RUNPATH, the ld.so cache, the "
                             "default directories): the program fails to start",
                             m->needed_by ? m->needed_by : "the program"),
                        strf("install the package that ships %s, or, if it is installed in a directory of its "
                             "own, add that directory to /etc/ld.so.conf.d/ and run ldconfig",
                             m->name));
                if (r < 0)
                        return r;
        }
        return 0;
}

/* ---- profiles ------------------------------------------------------------------------------- */

/* A device holding a profile, once: its cost model (device-model.h), what the decisions go by. */
static int check_device_model(Doctor *d, const char *target, const char *path) {
        char name[80], be[FORMAT_BYTES_MAX], bps[FORMAT_BYTES_MAX], warms[64] = "";
        DeviceModel m;
        DeviceLookup l;
        struct stat st;

        if (stat(path, &st) < 0 || device_lookup(d->sysfs_root, AT_FDCWD, path, st.st_dev, &l) < 0)
                return 0;
        for (size_t i = 0; i < d->n_speed_devices; i++)
                if (d->speed_devices[i] == l.block)
                        return 0;
        dev_t *v = reallocarray(d->speed_devices, d->n_speed_devices + 1, sizeof(dev_t));
        if (!v)
                return -ENOMEM;
        d->speed_devices = v;
        v[d->n_speed_devices++] = l.block;

        device_model_read(d->sysfs_root, NULL, l.block, &m);
        snprintf(name, sizeof(name), "%s", m.name[0] ? m.name : "its device");
        if (m.warms > 0)
                snprintf(warms, sizeof(warms), " (%" PRIu64 " warms measured)", m.warms);
        return add(d, DOCTOR_DEVICE_MODEL, DOCTOR_INFO, name, target,
                   strf("reads %" PRIu64 " requests/s (%s) and %s/s (%s), read-ahead %" PRIu64
                        " KiB: a gap of %s costs as much as a request, so %s bind there%s",
                        m.iops, device_rate_source_to_string(m.iops_by), format_bytes(m.bps, bps),
                        device_rate_source_to_string(m.bps_by), m.read_ahead_bytes / 1024,
                        format_bytes(device_model_break_even(&m), be),
                        warm_decide_static_launch(&m) ? "requests" : "bytes",
                        warms),
                   strf("nothing to do: preloadd refines it with every warm it makes"));
}

/* What a launch of target would do with its profile now (decide.h). */
static int check_decision(Doctor *d, const char *target, const char *ppath, const Profile *prof) {
        char b[FORMAT_BYTES_MAX];
        WarmDecision w;

        warm_decide_profile(prof, WARM_ROUTE_LAUNCH, &w, NULL);
        return add(d, DOCTOR_DECISION, DOCTOR_INFO, ppath, target,
                   w.choice == WARM_CHOICE_NONE && w.alternative_usec == 0
                           ? strf("a launch is not warmed: %s (predicted cold %.2f s)", w.reason,
                                  (double) w.cold_usec / 1e6)
                   : w.choice == WARM_CHOICE_NONE
                           ? strf("a launch is not warmed: %s (predicted cold %.2f s, the best warm %.2f s)", w.reason,
                                  (double) w.cold_usec / 1e6, (double) w.alternative_usec / 1e6)
                           : strf("a launch is %s, %s (%s in %" PRIu64 " requests): %s (predicted cold %.2f s, "
                                  "warm %.2f s)",
                                  w.choice == WARM_CHOICE_HOLD ? "held while it is warmed" : "raced by its warm",
                                  w.shape.touched_only ? "the touched pages alone" : "read-ahead included",
                                  format_bytes(w.load.bytes, b), w.load.requests, w.reason,
                                  (double) w.cold_usec / 1e6, (double) w.warm_usec / 1e6),
                   strf("nothing to do: `preloadctl status %s` shows the last launch's", target));
}

/* The finding for an application or program without a profile. */
static int missing_profile(Doctor *d, const char *target, const char *name, const char *program) {
        _cleanup_free_ char *path = program ? target_program_path(program, d->opts.target.path_env) : NULL;
        DeviceInfo info;
        struct stat st;

        /* Where it matters: where bytes bind preloadd warms only learned profiles at a launch
         * (warm_decide_static_launch()), so without one nothing is warmed at all. */
        DeviceModel m;
        if (path && stat(path, &st) == 0 && device_info_for_file(d->sysfs_root, AT_FDCWD, path, st.st_dev, &info) >= 0 &&
            info.source == DEVICE_SOURCE_QUEUE &&
            (device_model_read(d->sysfs_root, NULL, info.block, &m), !warm_decide_static_launch(&m)))
                return add(d, DOCTOR_PROFILE_MISSING, DOCTOR_WARNING, name, target,
                           strf("no profile: %s's time goes with bytes, where preloadd warms only learned "
                                "profiles when the application starts (a static plan, several times what a "
                                "start reads, would compete with the start itself): it warms nothing for it",
                                info.name[0] ? info.name : "its device"),
                           strf("record one by starting it once under the recorder: preloadctl record --name "
                                "'%s' -- %s", name, program));
        return add(d, DOCTOR_PROFILE_MISSING, DOCTOR_INFO, name, target,
                   strf("no profile: warms read the static plan, which is usually several times what a "
                        "start reads and misses the data files it opens"),
                   strf("record one by starting it once under the recorder: preloadctl record --name '%s' -- %s",
                        name, program ? program : name));
}

/*
 * Looks up and judges the profile of name_or_path (an application id or a program). Returns 1
 * when a usable profile exists (its plan is added to plan_out when given, and use, when given,
 * gets its path and counts), 2 when one exists but cannot be used (a finding says why; use is
 * marked unusable), 0 when there is none.
 */
static int check_profile(Doctor *d, const char *target, const char *name_or_path, const char *program,
                         Plan *plan_out, DoctorProfileUse *use) {
        _cleanup_(profile_freep) Profile *prof = NULL;
        _cleanup_free_ char *ppath = NULL, *where = NULL;
        const char *reason = NULL, *name;
        unsigned line = 0;
        int r;

        r = profile_find(name_or_path, (const char *const *) d->profile_dirs, &prof, &ppath, &line, &reason);
        if (r == -ENOMEM)
                return r;
        if (r < 0 && !ppath)
                return 0; /* none (or a program that does not exist: its plan says so) */
        if (r < 0) {
                where = line > 0 ? strf("%s:%u", ppath, line) : strdup(ppath);
                if (!where)
                        return -ENOMEM;
                name = strrchr(name_or_path, '/') ? strrchr(name_or_path, '/') + 1 : name_or_path;
                r = add(d, DOCTOR_PROFILE_MALFORMED, DOCTOR_WARNING, where, target,
                        strf("%s: the profile cannot be used, so warms fall back to the static plan",
                             reason ? reason : strerror(-r)),
                        strf("record it again (the new one replaces it): preloadctl record --name '%s' -- %s",
                             name, program ? program : name));
                if (use)
                        use->unusable = true;
                return r < 0 ? r : 2;
        }

        /* Judge every entry as a warm would. */
        const char *names[DOCTOR_NAMES_MAX] = {};
        size_t n_bad = 0;
        bool program_bad = false;
        for (size_t i = 0; i < prof->n_files; i++) {
                ProfileFileState state;
                r = profile_file_check(&prof->files[i], &state, NULL, NULL);
                if (r < 0)
                        return r;
                if (state != PROFILE_FILE_STALE && state != PROFILE_FILE_MISSING)
                        continue;
                if (prof->program && strcmp(prof->files[i].path, prof->program) == 0)
                        program_bad = true;
                if (n_bad < DOCTOR_NAMES_MAX)
                        names[n_bad] = prof->files[i].path;
                n_bad++;
        }
        const char *cmd = prof->program ? prof->program : program ? program : prof->name;
        if (program_bad || (n_bad > 0 && n_bad == prof->n_files) || prof->n_files == 0) {
                /* As the warm judges it (target_profile_add_to_plan()): nothing of it is read. */
                r = add(d, DOCTOR_PROFILE_STALE, DOCTOR_WARNING, ppath, target,
                        prof->n_files == 0 ?
                                strf("empty: it recorded no files, so warms use the static plan instead") :
                                strf("stale: %s changed since it was recorded (%zu of %zu entries no longer "
                                     "match), so warms use the static plan instead",
                                     program_bad ? prof->program : "every file it lists", n_bad,
                                     prof->n_files),
                        strf("record it again: preloadctl record --name '%s' -- %s", prof->name, cmd));
                if (use)
                        use->unusable = true;
                return r < 0 ? r : 2;
        }
        if (n_bad > 0) {
                r = add(d, DOCTOR_PROFILE_STALE, DOCTOR_WARNING, ppath, target,
                        strf("%zu of %zu files changed or disappeared since it was recorded (%s%s%s%s%s%s), so "
                             "warms skip them and the start reads them cold",
                             n_bad, prof->n_files, names[0], names[1] ? ", " : "", names[1] ? names[1] : "",
                             names[2] ? ", " : "", names[2] ? names[2] : "", n_bad > DOCTOR_NAMES_MAX ? ", ..." : ""),
                        strf("record it again: preloadctl record --name '%s' -- %s", prof->name, cmd));
                if (r < 0)
                        return r;
        }
        if (prof->n_lookups == 0 && prof->n_files > 0) {
                /* Every dynamically linked start looks paths up (ld.so alone probes several), so
                 * none at all means a recorder that did not trace them. */
                r = add(d, DOCTOR_PROFILE_NO_LOOKUPS, DOCTOR_INFO, ppath, target,
                        strf("holds no looked-up paths (recorded by an older preloadctl), so a start after "
                             "its warm still reads the directories and inodes of the paths it checks"),
                        strf("record it again: preloadctl record --name '%s' -- %s", prof->name, cmd));
                if (r < 0)
                        return r;
        }
        for (size_t i = 0; i < prof->n_files; i++) {
                r = check_device_model(d, target, prof->files[i].path);
                if (r < 0)
                        return r;
        }
        r = check_decision(d, target, ppath, prof);
        if (r < 0)
                return r;
        if (plan_out) {
                r = profile_add_to_plan(prof, plan_out, NULL);
                if (r < 0)
                        return r;
        }
        if (use) {
                free(use->path);
                use->path = TAKE_PTR(ppath);
                use->n_files = prof->n_files;
                use->n_fresh = prof->n_files - n_bad;
        }
        return 1;
}

/* Starts the record of what a warm of target reads (app: its id, or NULL), kept in d. */
static int profile_use_new(Doctor *d, const char *target, const char *app, DoctorProfileUse **ret) {
        DoctorProfileUse *v = reallocarray(d->uses, d->n_uses + 1, sizeof(*v));

        if (!v)
                return -ENOMEM;
        d->uses = v;
        v[d->n_uses] = (DoctorProfileUse) { .target = strdup(target), .app = app ? strdup(app) : NULL };
        if (!v[d->n_uses].target || (app && !v[d->n_uses].app)) {
                profile_use_done(&v[d->n_uses]);
                return -ENOMEM;
        }
        *ret = &v[d->n_uses++];
        return 0;
}

/* Adds NAME.profile for a profile's name, or a program's base name, to what use looked for. */
static int profile_use_looked_for(DoctorProfileUse *use, const char *name_or_path) {
        const char *slash = strrchr(name_or_path, '/'), *name = slash ? slash + 1 : name_or_path;
        _cleanup_free_ char *s = NULL;

        if (!profile_name_is_valid(name))
                return 0; /* no file can have it: nothing is looked for */
        s = strf("%s%s", name, PROFILE_SUFFIX);
        if (!s)
                return -ENOMEM;
        for (size_t i = 0; i < use->n_looked_for; i++)
                if (strcmp(use->looked_for[i], s) == 0)
                        return 0;
        if (strv_push(&use->looked_for, &use->n_looked_for, s) < 0)
                return -ENOMEM;
        TAKE_PTR(s);
        return 0;
}

/* ---- targets and applications --------------------------------------------------------------- */

static int unplanned(Doctor *d, const char *target, const char *subject, const char *reason) {
        return add(d, DOCTOR_TARGET_UNPLANNED, DOCTOR_ERROR, subject, target,
                   strf("cannot be planned: %s", reason),
                   strf("check the name and the file (preloadctl plan -v '%s' shows what is planned)", target));
}

int doctor_check_target(Doctor *d, const char *target) {
        _cleanup_(plan_freep) Plan *p = NULL, *pp = NULL;
        _cleanup_free_ char *program = NULL;
        TargetOptions o = d->opts.target;
        TargetReport report = {};
        int r, profile;

        r = plan_new(&p);
        if (r >= 0)
                r = plan_new(&pp);
        if (r < 0)
                return r;
        program = target_program_path(target, o.path_env);

        DoctorProfileUse *use;
        r = profile_use_new(d, target, NULL, &use);
        if (r >= 0)
                r = profile_use_looked_for(use, target);
        if (r < 0)
                return r;
        /* A bare name may be a profile's name (recorded with --name) and no program. */
        profile = check_profile(d, target, target, program, pp, use);
        if (profile < 0)
                return profile;

        o.plan_source = TARGET_PLAN_STATIC;
        r = target_add_to_plan(target, &o, p, &report);
        if (r == -ENOMEM) {
                target_report_done(&report);
                return r;
        }
        if (r < 0 && profile != 1) {
                _cleanup_free_ char *why = strf("%s", report.error_reason ? report.error_reason : strerror(-r));
                r = why ? unplanned(d, target, report.error_path ? report.error_path : target, why) : -ENOMEM;
                target_report_done(&report);
                return r;
        }
        target_report_done(&report);
        if (profile == 0) {
                const char *base = strrchr(target, '/');
                r = missing_profile(d, target, base ? base + 1 : target, program);
                if (r < 0)
                        return r;
        }
        r = doctor_check_plan(d, target, p);
        if (r >= 0)
                r = doctor_check_plan(d, target, pp);
        return r;
}

int doctor_check_app(Doctor *d, const AppConfig *a, const char *name) {
        _cleanup_(plan_freep) Plan *p = NULL, *pp = NULL;
        _cleanup_free_ char *first = NULL;
        const char *names[APP_PROFILE_NAMES_MAX];
        TargetOptions o = d->opts.target;
        TargetReport report = {};
        DoctorProfileUse *use;
        size_t n_names;
        bool used = false;
        int r;

        r = plan_new(&p);
        if (r >= 0)
                r = plan_new(&pp);
        if (r < 0)
                return r;
        if (a->n_exec > 0)
                first = target_program_path(a->exec[0], o.path_env);

        /* The profiles a warm of that name looks for, in its order (app_config_add_to_plan_named()):
         * the first usable one stands for the whole application. */
        r = profile_use_new(d, name ? name : a->id, a->id, &use);
        if (r < 0)
                return r;
        n_names = app_config_profile_names(a, name, names);
        for (size_t i = 0; r >= 0 && i < n_names; i++)
                r = profile_use_looked_for(use, names[i]);
        for (size_t i = 0; r >= 0 && !used && i < n_names; i++) {
                r = check_profile(d, a->id, names[i], first, pp, use);
                used = r == 1;
        }
        if (r < 0)
                return r;
        /* Without one of its own, the profiles of its programs serve, each for its program (the
         * doctor names the first; a warm reads each). */
        for (size_t i = 0; !used && i < a->n_exec; i++) {
                _cleanup_free_ char *prog = target_program_path(a->exec[i], o.path_env);
                if (!prog)
                        continue;
                r = profile_use_looked_for(use, prog);
                if (r >= 0)
                        r = check_profile(d, a->id, prog, prog, pp, use);
                if (r < 0)
                        return r;
                used = r == 1;
                if (used && !(use->program = strdup(prog)))
                        return -ENOMEM;
        }
        if (!used && !use->unusable) {
                r = missing_profile(d, a->id, a->id, first);
                if (r < 0)
                        return r;
        }

        o.plan_source = TARGET_PLAN_STATIC;
        r = app_config_add_to_plan(a, &o, p, &report);
        if (r == -ENOMEM) {
                target_report_done(&report);
                return r;
        }
        int failed = r;
        r = 0;
        /* Exec= entries that cannot be planned come back as warnings "PATH: reason". */
        for (size_t i = 0; r >= 0 && i < report.n_warnings; i++) {
                const char *w = report.warnings[i], *colon = strstr(w, ": ");
                _cleanup_free_ char *subject = colon ? strndup(w, (size_t) (colon - w)) : strdup(w);
                r = subject ? unplanned(d, a->id, subject, colon ? colon + 2 : w) : -ENOMEM;
        }
        if (r >= 0 && failed < 0) {
                _cleanup_free_ char *why = strf("%s", report.error_reason ? report.error_reason : strerror(-failed));
                r = why ? unplanned(d, a->id, report.error_path ? report.error_path : a->path, why) : -ENOMEM;
        }
        target_report_done(&report);
        if (r < 0)
                return r;
        r = doctor_check_plan(d, a->id, p);
        if (r >= 0)
                r = doctor_check_plan(d, a->id, pp);
        return r;
}

/* ---- the login budget ----------------------------------------------------------------------- */

int doctor_check_budget(Doctor *d, const Config *c) {
        _cleanup_(plan_freep) Plan *p = NULL;
        _cleanup_free_ char *names = NULL;
        TargetOptions o = d->opts.target;
        uint64_t avail = 0, budget, need;
        size_t n_login = 0, len = 0;
        char b1[24], b2[24], b3[24];
        int r;

        for (size_t i = 0; i < c->n_apps; i++)
                if (c->apps[i].trigger == APP_TRIGGER_LOGIN) {
                        n_login++;
                        len += strlen(c->apps[i].id) + 2;
                }
        if (n_login == 0)
                return 0;
        r = meminfo_read_available(d->meminfo, &avail);
        if (r < 0 || avail == 0)
                return r == -ENOMEM ? r : 0; /* nothing to compare with */

        r = plan_new(&p);
        if (r < 0)
                return r;
        names = calloc(1, len + 1);
        if (!names)
                return -ENOMEM;
        /* As the daemon plans a login warm: one plan of every login application, profiles first. */
        o.plan_source = TARGET_PLAN_AUTO;
        for (size_t i = 0; i < c->n_apps; i++) {
                const AppConfig *a = &c->apps[i];
                TargetReport report = {};
                if (a->trigger != APP_TRIGGER_LOGIN)
                        continue;
                if (names[0])
                        strcat(names, ", ");
                strcat(names, a->id);
                r = app_config_add_to_plan(a, &o, p, &report);
                target_report_done(&report);
                if (r == -ENOMEM)
                        return r;
        }
        need = plan_total_bytes(p);
        unsigned percent = MIN(MAX(c->daemon.memory_budget_percent, 1u), 100u);
        budget = avail / 100 * percent;
        if (need <= budget)
                return 0;
        uint64_t want_percent = need / (avail / 100 ? avail / 100 : 1) + 1;
        return add(d, DOCTOR_BUDGET_TOO_SMALL, DOCTOR_WARNING, c->daemon.path ? c->daemon.path : "preloadd.conf",
                   NULL,
                   strf("the login applications (%s) need %s, over the memory budget of %s (%u%% of "
                        "MemAvailable %s): the login warm drops the tail of their plan",
                        names, fmt_bytes(need, b1), fmt_bytes(budget, b2), percent, fmt_bytes(avail, b3)),
                   want_percent <= 100 ?
                        strf("raise MemoryBudget= in preloadd.conf to %" PRIu64 "%%, record profiles of the login "
                             "applications (their plans are smaller), or move some to Trigger=demand",
                             want_percent) :
                        strf("more than all of MemAvailable: record profiles of the login applications (their "
                             "plans are smaller) or move some to Trigger=demand"));
}

/* ---- JSON ----------------------------------------------------------------------------------- */

static const char *profile_use_state(const DoctorProfileUse *u) {
        if (u->path)
                return u->n_fresh < u->n_files ? "partly-stale" : "fresh";
        return u->unusable ? "unusable" : "none";
}

static json_object *profile_uses_to_json(const Doctor *d) {
        json_object *a = json_object_new_array();
        size_t n_dirs = 0;

        while (d->profile_dirs[n_dirs])
                n_dirs++;
        for (size_t i = 0; a && i < d->n_uses; i++) {
                const DoctorProfileUse *u = &d->uses[i];
                json_object *e = json_object_new_object();
                if (!e || json_add(e, "target", json_object_new_string(u->target)) < 0 ||
                    json_add_string_or_null(e, "app", u->app) < 0 ||
                    json_add_string_or_null(e, "profile", u->path) < 0 ||
                    json_add_string_or_null(e, "program", u->program) < 0 ||
                    json_add(e, "state", json_object_new_string(profile_use_state(u))) < 0 ||
                    json_add(e, "files", json_object_new_uint64(u->n_files)) < 0 ||
                    json_add(e, "fresh_files", json_object_new_uint64(u->n_fresh)) < 0 ||
                    json_add(e, "looked_for", json_new_strv(u->looked_for, u->n_looked_for)) < 0 ||
                    json_add(e, "dirs", json_new_strv(d->profile_dirs, n_dirs)) < 0) {
                        json_object_put(e);
                        json_object_put(a);
                        return NULL;
                }
                if (json_append(a, e) < 0) {
                        json_object_put(a);
                        return NULL;
                }
        }
        return a;
}

int doctor_to_json(const Doctor *d, json_object **ret) {
        json_object *o = json_object_new_object(), *a = json_object_new_array();
        size_t count[3] = {};

        if (!o || !a)
                goto fail;
        for (size_t i = 0; i < d->n_findings; i++) {
                const DoctorFinding *f = &d->findings[i];
                json_object *e = json_object_new_object();
                if (!e)
                        goto fail;
                count[f->severity]++;
                if (json_add(e, "kind", json_object_new_string(doctor_kind_to_string(f->kind))) < 0 ||
                    json_add(e, "severity", json_object_new_string(doctor_severity_to_string(f->severity))) < 0 ||
                    json_add(e, "subject", json_object_new_string(f->subject)) < 0 ||
                    json_add_string_or_null(e, "target", f->target) < 0 ||
                    json_add(e, "problem", json_object_new_string(f->problem)) < 0 ||
                    json_add(e, "fix", json_object_new_string(f->fix)) < 0) {
                        json_object_put(e);
                        goto fail;
                }
                if (json_append(a, e) < 0)
                        goto fail;
        }
        if (json_add(o, "findings", a) < 0) {
                a = NULL;
                goto fail;
        }
        a = NULL;
        if (json_add(o, "errors", json_object_new_uint64(count[DOCTOR_ERROR])) < 0 ||
            json_add(o, "warnings", json_object_new_uint64(count[DOCTOR_WARNING])) < 0 ||
            json_add(o, "infos", json_object_new_uint64(count[DOCTOR_INFO])) < 0 ||
            json_add(o, "profiles", profile_uses_to_json(d)) < 0)
                goto fail;
        *ret = o;
        return 0;
fail:
        json_object_put(a);
        json_object_put(o);
        return -ENOMEM;
}
