/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The engine executes a schedule: it is the only place that issues page-cache calls. It opens the
 * files in the schedule's order, issues one call per request (each no larger than the device's
 * read-ahead cap, so the kernel does not silently drop the tail), then, when asked to wait, makes
 * one synchronous pass that returns only once the pages are in the cache.
 *
 * Strategies:
 *   willneed  posix_fadvise(WILLNEED) per request: queues every read at once, so the disk sees a
 *             deep queue of large requests. Wait pass: MADV_POPULATE_READ over each span on a
 *             temporary read-only mapping, which waits for pages already in flight and reads any
 *             the kernel dropped. Needs only read permission, so it works for any user.
 *   madvise   the same through MADV_WILLNEED on a mapping of the file.
 *   read      pread() of each request into a scratch buffer: synchronous, one copy.
 *   populate  MADV_POPULATE_READ per request: synchronous, no copy, no queue.
 *   uring     read() of each request through io_uring, up to ENGINE_URING_DEPTH in flight and
 *             submitted in batches (uring-read.h): the read-ahead of a batch is issued under one
 *             block-layer plug, so requests for files adjacent on the disk merge into one device
 *             request. Synchronous like read: every read has completed when the warm returns.
 *             Where io_uring is missing or refused, it reads as the read strategy does.
 *
 * Safety against files changing under the engine: a file is opened only if it is a regular file
 * with the inode the schedule saw ("replaced since planning" otherwise, and it is skipped: the
 * engine cannot plan, the caller may re-plan and warm again). Ranges are clamped to the size
 * fstat reports at open. The mapping is never touched from user space: MADV_POPULATE_READ
 * reports a page past the end of a concurrently truncated file as EFAULT instead of raising
 * SIGBUS, and the engine then re-reads the size, clamps and reports "shrank during warm".
 *
 * I/O priority: the calls are made at the class the options ask (idle for background warming,
 * best-effort for on-demand), restored afterwards. The block layer tags the requests issued from
 * this thread with it; BFQ honours every class, mq-deadline serves the idle class only after the
 * others (with aging), kyber and none ignore it.
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine-strategy.h" /* EngineStrategy, its names */
#include "plan.h"
#include "schedule.h"

typedef struct json_object json_object;

typedef enum EngineIOPrio {
        ENGINE_IOPRIO_KEEP,        /* leave the thread's I/O priority alone */
        ENGINE_IOPRIO_IDLE,        /* background warming: only when the disk is otherwise idle */
        ENGINE_IOPRIO_BEST_EFFORT, /* on-demand warming: like the program it is for */
} EngineIOPrio;

typedef enum EnginePhase {
        ENGINE_PHASE_QUEUE, /* issuing requests */
        ENGINE_PHASE_WAIT,  /* waiting for them to complete */
} EnginePhase;

typedef struct EngineProgress {
        EnginePhase phase;
        uint64_t bytes_done; /* bytes issued (queue phase) or known cached (wait phase) */
        uint64_t bytes_total;
        size_t files_done;
        size_t files_total;
        uint64_t elapsed_usec;
} EngineProgress;

typedef void (*EngineProgressFn)(const EngineProgress *progress, void *userdata);

typedef struct EngineOptions {
        EngineStrategy strategy;
        bool wait;                 /* willneed, madvise: wait for completion before returning */
        EngineIOPrio ioprio;
        EngineProgressFn progress; /* called after each call; may be NULL */
        void *userdata;
        const atomic_bool *cancel; /* checked between calls; may be NULL */
} EngineOptions;

typedef struct EngineFileResult {
        int error;          /* 0: every planned byte of the file was warmed */
        const char *reason; /* static text for error, or NULL: strerror() */
        uint64_t bytes;     /* bytes of requests issued (and, when waiting, completed) */
        size_t requests;
} EngineFileResult;

typedef struct EngineResult {
        EngineFileResult *files; /* one per plan file, plan order */
        size_t n_files;
        uint64_t bytes;          /* bytes of the requests issued */
        size_t files_warmed;     /* files without error */
        size_t files_failed;
        size_t requests;         /* read-ahead or read calls, one per schedule request */
        size_t wait_calls;       /* calls of the completion pass */
        /* Every page-cache syscall issued, by kind, to cross-check with strace -c. */
        size_t n_fadvise;
        size_t n_madvise;
        size_t n_pread;
        size_t n_uring_read;      /* reads submitted through io_uring */
        uint64_t queue_usec;     /* until the last request was issued */
        uint64_t usec;           /* in total, wait included */
        bool waited;
        bool cancelled;
} EngineResult;

EngineResult *engine_result_free(EngineResult *r);

/*
 * Sets the calling thread's I/O priority class for a warm and returns what to hand to
 * engine_ioprio_restore() (-1 when nothing changed: ENGINE_IOPRIO_KEEP, or the kernel refused).
 * engine_warm() does this around its own calls; a caller that plans and gathers facts in the same
 * thread (opening files, looking paths up: metadata reads) sets it around the whole job, so that
 * a background warm is idle from its first read.
 */
int engine_ioprio_set(EngineIOPrio p);
void engine_ioprio_restore(int old);

/*
 * Warms p as s says (s built from p). Per-file trouble (vanished, replaced, shrunk, unreadable,
 * I/O error, over budget in the schedule) goes into the result and the rest of the plan still
 * warms; cancellation sets result->cancelled. Returns 0, or -EINVAL, -ENOMEM.
 */
int engine_warm(const Plan *p, const Schedule *s, const EngineOptions *opts, EngineResult **ret);

/*
 * Drops the plan's pages from the page cache with POSIX_FADV_DONTNEED, range by range. Pages
 * that a running process maps, and dirty pages, stay. Per-file results as for engine_warm.
 */
int engine_evict(const Plan *p, EngineResult **ret);

/*
 * Same, but drops each file of the plan whole (one POSIX_FADV_DONTNEED to the end of the file),
 * whatever ranges it lists, files without ranges too: for a cold start, where pages outside the
 * planned ranges count as well. A file's bytes are its size at open.
 */
int engine_evict_files(const Plan *p, EngineResult **ret);

/* { "bytes", "files_warmed", "files_failed", "requests", "wait_calls", "syscalls": { "fadvise64",
 *   "madvise", "pread64" }, "queue_usec", "usec", "waited", "cancelled",
 *   "errors": [ { "path", "error" } ] } */
int engine_result_to_json(const EngineResult *r, const Plan *p, json_object **ret);

/* The text for a file's error: its static reason, or strerror(). */
const char *engine_file_error_text(const EngineFileResult *f);
