/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Recording a launch: the files and ranges it used, made into a profile (see record.h). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "engine.h"
#include "macro.h"
#include "record-internal.h"
#include "target.h"
#include "time-util.h"

DEFINE_TRIVIAL_CLEANUP_FUNC(Profile *, profile_free);

/* Caps on what a traced program can make us hold. */
#define RECORD_ENTRIES_MAX (4u * PROFILE_FILES_MAX) /* files, directories and skipped paths seen */
#define RECORD_COMMAND_BYTES_MAX 16384u

DEFINE_TRIVIAL_CLEANUP_FUNC(EngineResult *, engine_result_free);

static void table_done(PathTable *t) {
        for (size_t i = 0; i < t->n; i++) {
                free(t->entries[i].path);
                free(t->entries[i].acc.ranges);
                free(t->entries[i].touched.ranges);
        }
        free(t->entries);
        free(t->slots);
}

static void recorder_done(Recorder *rec) {
        table_done(&rec->files);
        table_done(&rec->lookups);
        free(rec->tasks);
        free(rec->maps.data);
}

void recorder_fail(Recorder *rec, int r) {
        if (rec->error == 0)
                rec->error = r;
}

/* ---- files by path ------------------------------------------------------------------------- */

static int table_grow(PathTable *t) {
        size_t n = t->n_slots ? t->n_slots * 2 : 1024;
        size_t *slots = calloc(n, sizeof(size_t));
        if (!slots)
                return -ENOMEM;
        for (size_t i = 0; i < t->n; i++) {
                size_t h = (size_t) string_hash(t->entries[i].path) & (n - 1);
                while (slots[h])
                        h = (h + 1) & (n - 1);
                slots[h] = i + 1;
        }
        free(t->slots);
        t->slots = slots;
        t->n_slots = n;
        return 0;
}

/* The entry for path, or NULL with *ret_slot (if non-NULL) the free slot where it would go. */
static RecFile *table_find(const PathTable *t, const char *path, size_t *ret_slot) {
        if (t->n_slots == 0)
                return NULL;
        size_t h = (size_t) string_hash(path) & (t->n_slots - 1);
        for (; t->slots[h]; h = (h + 1) & (t->n_slots - 1)) {
                RecFile *f = &t->entries[t->slots[h] - 1];
                if (strcmp(f->path, path) == 0)
                        return f;
        }
        if (ret_slot)
                *ret_slot = h;
        return NULL;
}

/*
 * The entry for path: the existing one (*ret_new false), or a new one at the end (*ret_new true,
 * only .path set). -E2BIG when the table holds max entries already, -ENOMEM.
 */
static int table_get(PathTable *t, const char *path, size_t max, RecFile **ret, bool *ret_new) {
        size_t h = 0;

        if (t->n * 2 >= t->n_slots && table_grow(t) < 0)
                return -ENOMEM;
        RecFile *f = table_find(t, path, &h);
        if (f) {
                *ret = f;
                *ret_new = false;
                return 0;
        }
        if (t->n >= max)
                return -E2BIG;
        if (t->n == t->n_allocated) {
                size_t n = t->n_allocated ? t->n_allocated * 2 : 256;
                RecFile *v = reallocarray(t->entries, n, sizeof(RecFile));
                if (!v)
                        return -ENOMEM;
                t->entries = v;
                t->n_allocated = n;
        }
        char *s = strdup(path);
        if (!s)
                return -ENOMEM;
        t->entries[t->n] = (RecFile) { .path = s };
        t->slots[h] = ++t->n;
        *ret = &t->entries[t->n - 1];
        *ret_new = true;
        return 0;
}

/* Paths that never name a file worth warming, decided from the name alone. */
static bool path_is_recordable(const char *path, size_t len) {
        static const char deleted[] = " (deleted)";
        if (len == 0 || path[0] != '/')
                return false; /* "pipe:[…]", "socket:[…]", "anon_inode:…" */
        if (strncmp(path, "/proc/", 6) == 0 || strncmp(path, "/sys/", 5) == 0 ||
            strncmp(path, "/dev/", 5) == 0 || strncmp(path, "/memfd:", 7) == 0)
                return false;
        size_t dl = sizeof(deleted) - 1;
        if (len >= dl && memcmp(path + len - dl, deleted, dl) == 0)
                return false;
        return true;
}

size_t recorder_file_get(Recorder *rec, const char *path, const char *stat_path) {
        struct stat st;
        RecFile *f;
        bool is_new;

        if (!path_is_recordable(path, strlen(path)))
                return SIZE_MAX;
        int r = table_get(&rec->files, path, RECORD_ENTRIES_MAX, &f, &is_new);
        if (r == -ENOMEM)
                recorder_fail(rec, r);
        if (r < 0)
                return SIZE_MAX;
        if (is_new)
                f->skip = stat(stat_path, &st) < 0 || !S_ISREG(st.st_mode);
        return f->skip ? SIZE_MAX : (size_t) (f - rec->files.entries);
}

void recorder_file_add_range(Recorder *rec, size_t idx, uint64_t offset, uint64_t length) {
        if (idx == SIZE_MAX || length == 0)
                return;
        int r = plan_file_add_range(&rec->files.entries[idx].acc, offset, length, RANGE_SOURCE_PROFILE);
        if (r == -ENOMEM)
                recorder_fail(rec, r);
}

void recorder_file_add_touched(Recorder *rec, size_t idx, uint64_t offset, uint64_t length) {
        if (idx == SIZE_MAX || length == 0)
                return;
        recorder_file_add_range(rec, idx, offset, length);
        int r = plan_file_add_range(&rec->files.entries[idx].touched, offset, length, RANGE_SOURCE_PROFILE);
        if (r == -ENOMEM)
                recorder_fail(rec, r);
}

void recorder_lookup_add(Recorder *rec, const char *path) {
        RecFile *f;
        bool is_new;

        if (!path_is_recordable(path, strlen(path)))
                return;
        int r = table_get(&rec->lookups, path, PROFILE_LOOKUPS_MAX, &f, &is_new);
        if (r == -ENOMEM)
                recorder_fail(rec, r);
}


/*
 * Whether a file was created at or after floor (CLOCK_REALTIME_COARSE nanoseconds, the clock file
 * timestamps come from): a file the launch wrote itself. The next launch writes it again (a lock,
 * a journal, a cache it rebuilds) or it is gone, so there is nothing to warm. False when the file
 * system keeps no birth time.
 */
static bool born_since(const struct statx *stx, uint64_t floor) {
        if (!(stx->stx_mask & STATX_BTIME) || stx->stx_btime.tv_sec < 0)
                return false;
        return (uint64_t) stx->stx_btime.tv_sec * UINT64_C(1000000000) + stx->stx_btime.tv_nsec >= floor;
}

static int profile_build(Recorder *rec, const RecordOptions *opts, const char *name, const char *program,
                         uint64_t recorded_usec, Profile **ret) {
        _cleanup_(profile_freep) Profile *p = NULL;
        size_t n_words = 0, bytes = 0;
        int r;

        r = profile_new(name, &p);
        if (r < 0)
                return r;
        r = profile_set_program(p, program);
        if (r < 0)
                return r;
        /* The command is informational: keep what fits a line comfortably. */
        while (opts->argv[n_words] && n_words < PROFILE_COMMAND_MAX) {
                bytes += strlen(opts->argv[n_words]);
                if (bytes > RECORD_COMMAND_BYTES_MAX && n_words > 0)
                        break;
                n_words++;
        }
        r = profile_set_command(p, opts->argv, n_words);
        if (r < 0)
                return r;
        p->recorded_usec = recorded_usec;
        p->duration_usec = rec->stats.duration_usec;

        for (size_t i = 0; i < rec->files.n; i++) {
                const RecFile *f = &rec->files.entries[i];
                ProfileFingerprint id;
                ProfileFile *pf;
                struct statx stx;

                if (f->skip)
                        continue;
                if (p->n_files >= PROFILE_FILES_MAX)
                        break;
                /* One look at the file as the launch left it: gone, created by it, or kept. */
                if (statx(AT_FDCWD, f->path, 0, STATX_BASIC_STATS | STATX_BTIME, &stx) < 0 ||
                    !S_ISREG(stx.stx_mode)) {
                        rec->stats.n_vanished++;
                        continue;
                }
                if (born_since(&stx, rec->birth_floor_nsec)) {
                        rec->stats.n_created++;
                        continue;
                }
                /* Identity after the launch: what the profile will be compared against. An
                 * execute-only program cannot be opened for its build-id; statx still tells. */
                if (profile_fingerprint_path(f->path, &id) < 0)
                        id = (ProfileFingerprint) {
                                .dev = makedev(stx.stx_dev_major, stx.stx_dev_minor),
                                .ino = stx.stx_ino,
                                .size = stx.stx_size,
                                .mtime_nsec = (uint64_t) stx.stx_mtime.tv_sec * UINT64_C(1000000000) +
                                              stx.stx_mtime.tv_nsec,
                        };
                r = profile_add_file(p, f->path, &id, &pf);
                if (r == -EEXIST)
                        continue;
                if (r < 0)
                        return r;
                for (size_t j = 0; j < f->acc.n_ranges; j++) {
                        r = profile_file_add_range(pf, f->acc.ranges[j].offset, f->acc.ranges[j].length);
                        if (r < 0)
                                return r;
                }
                /* A file only tracefs saw pages of keeps its touched bytes unknown (all of it). */
                for (size_t j = 0; j < f->touched.n_ranges; j++) {
                        r = profile_file_add_touched(pf, f->touched.ranges[j].offset, f->touched.ranges[j].length);
                        if (r < 0)
                                return r;
                }
        }
        /* A lookup of a path the profile opens anyway adds nothing. */
        for (size_t i = 0; i < rec->lookups.n && p->n_lookups < PROFILE_LOOKUPS_MAX; i++) {
                const char *path = rec->lookups.entries[i].path;
                const RecFile *f = table_find(&rec->files, path, NULL);
                if (f && !f->skip)
                        continue;
                /* Its inode, for the order of the metadata pass (metadata.h); after the launch, so
                 * its metadata is cached. "X/" and "X/." are one lookup (profile_add_lookup()). */
                struct stat st;
                r = profile_add_lookup_distinct(p, path, stat(path, &st) == 0 ? (uint64_t) st.st_ino : 0);
                if (r < 0)
                        return r;
        }
        *ret = TAKE_PTR(p);
        return 0;
}

#ifdef RECORD_AUDIT_ARCH

/* The cold state: the engine drops each file of the plan whole, as a cold start finds it. */
static void recorder_evict(const Plan *p, RecordStats *stats) {
        _cleanup_(engine_result_freep) EngineResult *res = NULL;

        if (!p)
                return;
        if (engine_evict_files(p, &res) < 0) {
                stats->n_evict_failed += p->n_files;
                return;
        }
        stats->n_evicted += res->files_warmed;
        stats->n_evict_failed += res->files_failed;
}

int record_run(const RecordOptions *opts, Profile **ret, RecordStats *ret_stats) {
        _cleanup_free_ char *exe = NULL, *program = NULL, *name = NULL;
        char *trace = NULL;
        Recorder rec = { .page = plan_page_size() };
        Bpf bpf;
        int r;

        if (!opts || !opts->argv || !opts->argv[0] || !opts->argv[0][0])
                return -EINVAL;
        if (opts->name) {
                if (!profile_name_is_valid(opts->name))
                        return -EINVAL;
                name = strdup(opts->name);
                if (!name)
                        return -ENOMEM;
        } else {
                r = profile_name_from_program(opts->argv[0], &name);
                if (r < 0)
                        return r;
        }
        exe = target_program_path(opts->argv[0], opts->path_env);
        if (!exe)
                return -ENOENT;
        if (access(exe, X_OK) < 0)
                return -errno;
        program = realpath(exe, NULL);
        if (!program)
                return -errno;

        r = record_filter_build(&bpf);
        if (r < 0)
                return r;
        struct sock_fprog prog = { .len = (unsigned short) bpf.n, .filter = bpf.insn };

        if (opts->mode == RECORD_MODE_TRACEFS || (opts->mode == RECORD_MODE_AUTO && geteuid() == 0)) {
                r = record_tracefs_create(opts->tracefs, &trace);
                if (r < 0 && opts->mode == RECORD_MODE_TRACEFS)
                        return r;
                /* Otherwise recording goes on without it. */
        }

        recorder_evict(opts->evict, &rec.stats);

        r = recorder_trace(&rec, opts, exe, &prog, &trace);
        if (r >= 0) {
                if (trace) {
                        record_tracefs_collect(&rec, trace);
                        rec.stats.tracefs = true;
                }
                Profile *p;
                r = rec.error < 0 ? rec.error : profile_build(&rec, opts, name, program, rec.recorded_usec, &p);
                if (r >= 0) {
                        *ret = p;
                        if (ret_stats)
                                *ret_stats = rec.stats;
                }
        }

        record_tracefs_destroy(trace);
        recorder_done(&rec);
        return r;
}

#else /* no seccomp architecture value known for this machine */

int record_run(const RecordOptions *opts, Profile **ret, RecordStats *ret_stats) {
        return -EOPNOTSUPP;
}

#endif
