/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Recording a launch: runs a command and learns which files it used, in first-use order, which
 * byte ranges of each it read, and which paths it looked up, as a Profile. Works without any
 * privilege.
 *
 * How (ptrace + seccomp, the same for every user): the command runs as our child, traced with
 * PTRACE_SEIZE (fork, clone, vfork and exec followed, PTRACE_O_EXITKILL) under a seccomp filter
 * (installed after PR_SET_NO_NEW_PRIVS) that stops only at the system calls that matter, so the
 * rest run at full speed:
 *   open, openat, openat2       at their return: the file (from /proc/PID/fd), in first-use order;
 *                               opens for writing only and O_PATH opens are not uses
 *   read, readv, pread64,       at their return: the bytes actually read, at the offset given or
 *   preadv, preadv2             at the file position (/proc/PID/fdinfo) minus the count read
 *   mmap with MAP_FIXED, munmap, before the call: the pages of the file mappings about to be
 *   mremap, madvise(DONTNEED,   replaced or dropped that are present in the page tables
 *   FREE, REMOVE, PAGEOUT)      (/proc/PID/maps + /proc/PID/pagemap, bit 63)
 *   execve, execveat,           before the call: the same for every file mapping of the process;
 *   exit_group                  after a successful exec: the new executable and its interpreter
 *   stat, lstat, newfstatat,    before the call: the path looked up (read from the tracee's
 *   statx, access, faccessat,   memory, made absolute against the directory fd or the working
 *   faccessat2, readlink,       directory); so are the paths of open calls that only read and
 *   readlinkat                  create nothing, and of exec calls, whether they succeed or not
 * and, at each process's exit stop and at the time limit (before killing), the present pages of
 * every file mapping once more. A present page is one the program faulted in, or one that
 * fault-around mapped beside such a fault because it was already cached.
 * Only regular files count: /proc, /sys, /dev, memfds and deleted files are skipped. Fingerprints
 * are taken after the launch, so files the launch created and removed again are left out; so are
 * files it created and kept (birth time from statx at or after the start, where the file system
 * keeps one): a lock, a journal or a cache the next launch writes anew has nothing to warm. Paths
 * looked up become the profile's lookups, except those of files it holds under that very path
 * (opening the file repeats the lookup); a lookup of another spelling of a file's path (through a
 * symbolic link, "..") stays, since the walk it makes is another one.
 *
 * What it misses: pages the kernel's read-ahead brought in that the program never touched (they
 * cost I/O at cold start but need no warming to be fast enough), reads through io_uring,
 * sendfile, splice and copy_file_range, lookups through io_uring, directory listings
 * (getdents64), pages a program faulted and then dropped with a system call other than those
 * above or that reclaim took out of the page tables before a snapshot, and reads and lookups of
 * 32-bit (compat) and x32 processes (their system calls pass the filter untraced). The metadata
 * that opens and lookups read (directory blocks, inodes) is not recorded as such: a warm repeats
 * the lookups and opens instead, which reads the same blocks. Set-user-ID programs run
 * without their privileges (no-new-privileges), so record them as the user they will run as.
 * Recording slows the command a little (two stops per traced read or open, one per lookup).
 *
 * Cold state: before running, every file of opts->evict is dropped from the page cache with
 * POSIX_FADV_DONTNEED, so that what the recording sees is what a cold start reads. Eviction can
 * not drop pages that a running process maps (the desktop's own libc, for one) nor dirty pages;
 * those pages are present from the start, yet the program still faults on them, so they are
 * still recorded as used; only their read cost is not seen.
 *
 * Ending: when every traced process has exited, or at the time limit, when the remaining ones are
 * snapshotted and killed with SIGKILL. Processes cannot outlive the recording: a process left
 * running under the seccomp filter without its tracer would see ENOSYS from open().
 *
 * Privileged addition (RECORD_MODE_AUTO as root with tracefs mounted, or RECORD_MODE_TRACEFS): a
 * private tracefs instance records filemap:mm_filemap_add_to_page_cache for the command's process
 * tree (set_event_pid with event-fork), so every page the launch brought into the page cache is
 * added to the ranges of a file it used: the read-ahead pages it never touched too (ranges only:
 * the profile's touched bytes stay what ptrace saw, profile.h). How much that
 * adds depends on read_ahead_kb: measured with 8 MiB, 8% (gcc) to 53% (node) of what a cold start
 * reads was read-ahead the program never touched. It sees only pages that were not cached yet (run
 * from a cold state), attributes pages by device and inode to files the ptrace side saw (others are
 * counted in n_trace_unattributed), and can lose events when its buffer (16 MiB per CPU) fills
 * (n_trace_lost). The instance (instances/preload-record-PID-N) is removed afterwards; one left by
 * a recorder that died is removed by the next recording.
 *
 * Process-wide effects while record_run() runs: it reaps every child of the calling process
 * (waitpid(-1)), so call it from a process without other children (preloadctl, a test, a forked
 * helper of the daemon); it blocks SIGCHLD in the calling thread and restores the mask and a
 * SIG_IGN disposition of SIGCHLD afterwards. ptrace needs the caller to be dumpable: a process
 * that changed its uid must call prctl(PR_SET_DUMPABLE, 1) first, or record_run() fails -EPERM.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "plan.h"
#include "profile.h"

typedef enum RecordMode {
        RECORD_MODE_AUTO,    /* ptrace; plus tracefs when we may use it (root, tracefs mounted) */
        RECORD_MODE_PTRACE,  /* ptrace only: what the program used */
        RECORD_MODE_TRACEFS, /* ptrace plus tracefs, or fail (-EPERM, -EOPNOTSUPP) */
} RecordMode;

typedef struct RecordOptions {
        char *const *argv;    /* the command; argv[0] is looked up in path_env unless it holds a '/' */
        const char *path_env; /* PATH for argv[0]; NULL: a safe default */
        const char *name;     /* profile name; NULL: the base name of argv[0] */
        uint64_t timeout_usec; /* 0: no limit */
        const Plan *evict;    /* files to drop from the page cache first, or NULL */
        RecordMode mode;
        const char *tracefs;  /* tracefs mount point; NULL: /sys/kernel/tracing, then debugfs's */
} RecordOptions;

typedef struct RecordStats {
        uint64_t duration_usec; /* from the fork to the last exit */
        int exit_status;        /* wait status of the command's first process */
        pid_t pid;              /* of the command's first process */
        bool timed_out;         /* killed at the time limit */
        size_t n_processes;     /* processes and threads traced */
        size_t n_stops;         /* ptrace stops handled */
        size_t n_snapshots;     /* page-table snapshots taken */
        size_t n_evicted;       /* files of opts->evict dropped from the cache */
        size_t n_evict_failed;  /* files of opts->evict that could not be opened or dropped */
        size_t n_vanished;      /* files used but gone (or not regular) after the launch */
        size_t n_created;       /* files used that the launch created (left out) */
        bool tracefs;           /* the tracefs addition was used */
        uint64_t trace_bytes;   /* bytes of page-cache insertions the trace attributed to files */
        size_t n_trace_unattributed; /* insertion events into files the ptrace side never saw */
        uint64_t n_trace_lost;  /* events the trace buffer dropped */
} RecordStats;

/*
 * Runs opts->argv and records its launch. On success *ret is the profile (name, program, command,
 * recorded time, duration, files in first-use order with fingerprints and ranges) and *ret_stats
 * (if non-NULL) the counts above. A command that runs but fails is still a successful recording
 * (see exit_status). Errors: -ENOENT/-EACCES/... when the command cannot be executed, -EPERM
 * when ptrace or seccomp is not allowed here, -EINVAL for a bad name or empty argv, -ENOMEM.
 */
int record_run(const RecordOptions *opts, Profile **ret, RecordStats *ret_stats);
