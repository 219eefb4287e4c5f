/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the recorder's parts share: its state, the traced system calls, the tracefs instance. */
#pragma once

#include <linux/audit.h>
#include <linux/filter.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <sys/types.h>

#include "procmaps.h"
#include "record.h"

/* The audit architecture value the seccomp filter checks; no recording without one. */
#if defined(__x86_64__)
#define RECORD_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define RECORD_AUDIT_ARCH AUDIT_ARCH_AARCH64
#elif defined(__riscv) && __riscv_xlen == 64 && defined(AUDIT_ARCH_RISCV64)
#define RECORD_AUDIT_ARCH AUDIT_ARCH_RISCV64
#endif

typedef struct RecFile {
        char *path;
        bool skip;   /* not a regular file: remembered so it is not looked at again */
        PlanFile acc; /* only .ranges and .n_ranges are used: page-aligned ranges seen */
        PlanFile touched; /* the same, of what the launch touched itself (not tracefs's read-ahead) */
} RecFile;

/* Entries in first-use order, indexed by path (open addressing: index + 1, 0 empty). */
typedef struct PathTable {
        RecFile *entries;
        size_t n;
        size_t n_allocated;
        size_t *slots;
        size_t n_slots;
} PathTable;

typedef struct Task {
        pid_t tid;
        bool want_exit; /* resumed with PTRACE_SYSCALL to see the return of nr */
        uint64_t nr;
        uint64_t args[6];
        size_t file; /* for reads: the entry the fd referred to at entry */
} Task;

typedef struct Recorder {
        PathTable files;   /* files used (and paths that turned out not to be regular files) */
        PathTable lookups; /* paths looked up; only .path is used */

        Task *tasks;
        size_t n_tasks;
        size_t n_tasks_allocated;

        pid_t main_pid;
        bool started; /* the command's first exec happened: before it, the child is still us */
        bool main_exited;
        int error;    /* first error that makes the recording unusable (ENOMEM) */
        uint64_t birth_floor_nsec; /* files born from then on were created by the launch */
        uint64_t page;
        ProcMapsBuffer maps; /* reused for /proc/PID/maps */
        uint64_t recorded_usec; /* CLOCK_REALTIME at the start: the profile's timestamp */
        RecordStats stats;
} Recorder;

/* ---- the recorder core (record.c) ---- */

/* Keeps the first error that makes the recording unusable. */
void recorder_fail(Recorder *rec, int r);

/*
 * The entry for path, added when new. stat_path is what to stat to learn whether it is a regular
 * file (a /proc/PID/fd link reaches the very file the program has open). Returns the index, or
 * SIZE_MAX when the file is not recorded (skipped, cap reached, error).
 */
size_t recorder_file_get(Recorder *rec, const char *path, const char *stat_path);

/* Adds [offset, offset + length) to the file at idx; nothing for SIZE_MAX or an empty range. What
 * only entered the page cache (tracefs) is a range; what the launch touched (present in its page
 * tables, read by it) is touched too (recorder_file_add_touched()). */
void recorder_file_add_range(Recorder *rec, size_t idx, uint64_t offset, uint64_t length);
void recorder_file_add_touched(Recorder *rec, size_t idx, uint64_t offset, uint64_t length);

/* Adds an absolute path the launch looked up, unless it names nothing worth repeating. */
void recorder_lookup_add(Recorder *rec, const char *path);

/* ---- the traced system calls (record-seccomp.c) ---- */

static inline bool nr_is(uint64_t nr, long which) {
        return which >= 0 && nr == (uint64_t) which;
}

#ifdef __NR_open
#define NR_OPEN __NR_open
#else
#define NR_OPEN (-1L)
#endif
#ifdef __NR_openat2
#define NR_OPENAT2 __NR_openat2
#else
#define NR_OPENAT2 (-1L)
#endif

static inline bool nr_is_open(uint64_t nr) {
        return nr_is(nr, NR_OPEN) || nr_is(nr, __NR_openat) || nr_is(nr, NR_OPENAT2);
}

/* A system call that looks a path up, with the argument positions of the path and of the
 * directory fd it is relative to (-1: the working directory). */
typedef struct LookupCall {
        long nr;
        int path_arg;
        int dirfd_arg;
} LookupCall;

/* The lookup call nr is, or NULL. */
const LookupCall *record_lookup_call(uint64_t nr);

#ifdef RECORD_AUDIT_ARCH
enum { L_NEXT = -1, L_ALLOW, L_TRACE, L_MMAP, L_MADVISE, _L_MAX };

/* A seccomp program under construction: jumps name labels until record_filter_build() resolves
 * them. */
typedef struct Bpf {
        struct sock_filter insn[96];
        int jt[96], jf[96];
        size_t n;
        int label[_L_MAX];
} Bpf;

/*
 * Builds the filter that stops the tracee at the calls the recorder follows (opens, reads,
 * lookups, execs, exit_group, mappings replaced, dropping madvise()s) and lets every other call
 * run. Returns 0, or -EINVAL if a jump does not fit, which the fixed program never does.
 */
int record_filter_build(Bpf *b);
#endif

/* ---- the ptrace loop (record-ptrace.c) ---- */

/*
 * Runs exe with argv under the filter prog, traced until every process of the launch is gone or
 * opts->timeout_usec passed. *trace is the tracefs instance (or NULL): it is started for the
 * launch, and destroyed and set to NULL if that fails outside RECORD_MODE_TRACEFS. Returns 0 once
 * the command ran, -EOPNOTSUPP when tracefs was required and could not start, the exec's -errno,
 * -ECHILD when the command was killed before its exec, or -errno of the setup.
 */
int recorder_trace(Recorder *rec, const RecordOptions *opts, const char *exe,
                   const struct sock_fprog *prog, char **trace);

/* ---- the tracefs addition (record-tracefs.c) ---- */

/* A private instance under root (NULL: the usual mount points) in *ret_instance; -EOPNOTSUPP
 * without tracefs, -EPERM, -ENOMEM, -errno. */
int record_tracefs_create(const char *root, char **ret_instance);
/* Traces page-cache insertions of pid and the processes it forks from now on. */
int record_tracefs_start(const char *inst, pid_t pid);
/* Adds each page-cache insertion the instance saw to the range of its file. */
void record_tracefs_collect(Recorder *rec, const char *inst);
/* Stops, removes and frees the instance; NULL is fine. */
void record_tracefs_destroy(char *inst);
