/* SPDX-License-Identifier: LGPL-2.1-or-later */
#pragma once

/*
 * Threads kept for the life of the process, in place of a thread per task. A task runs on a
 * thread that is idle, or on a new one when none is: as many run at once as were started, as
 * with a thread each, and a task that never returns keeps only its own thread.
 *
 * Why: a thread that ends runs glibc's per-thread cleanup (__libc_thread_freeres), which calls
 * into the resolver and RPC code and so maps 160-190 kB of libc that preloadd never uses; a
 * daemon that ends a thread after each warm, merge and preparation carries those pages for its
 * whole life. A thread that waits here instead gives back its stack below the frame it waits in,
 * as glibc does for a thread that ends.
 *
 * Every thread blocks all signals (they belong to the event loop's signalfd), and each task runs
 * at the I/O priority of the thread that started it, as a thread created for it would.
 */

#include <stdbool.h>

/* What worker_join() waits on. Lives as long as the task may run: until worker_join() returns. */
typedef struct WorkerJoin {
        bool done;
} WorkerJoin;

/*
 * Runs fn(userdata) on a worker thread. join: waited on with worker_join(), or NULL when nobody
 * waits (fn then owns whatever it needs to free). Returns 0, or -errno when no thread was free and
 * none could be started, or -ESHUTDOWN after workers_stop() (fn has not run and will not).
 */
int worker_start(WorkerJoin *join, void (*fn)(void *userdata), void *userdata);

/* Returns once the task of join has returned; the thread that ran it no longer touches join. */
void worker_join(WorkerJoin *join);

/* Threads started so far, idle or not (status, tests). */
unsigned workers_count(void);

/* At exit: the idle threads end and are joined, so that the process ends with none of them (a
 * leak checker sees their thread-local storage freed). A thread still running a task (a warm
 * stuck on a file system that does not answer) is left; it ends after its task. No task starts
 * afterwards. */
void workers_stop(void);
