/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Threads kept for the life of the process (workers.h). */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "workers.h"

#define WORKERS_IOPRIO_WHO_PROCESS 1 /* with 0: the calling thread */

typedef struct Task {
        void (*fn)(void *userdata);
        void *userdata;
        WorkerJoin *join;
        long ioprio; /* its starter's, or -1 */
} Task;

/* A thread, on its own stack: it returns only after workers_stop(). */
typedef struct Worker {
        pthread_t tid;
        pthread_cond_t cond; /* signalled when a task is handed to it, or to stop */
        Task *task;
        struct Worker *next_idle;
} Worker;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done_cond = PTHREAD_COND_INITIALIZER; /* worker_join() waits here */
/* The idle threads, the last to become idle on top: it takes the next task, its stack the
 * warmest; those below stay idle and keep none of theirs. */
static Worker *idle;
static unsigned n_threads;
static bool stopping;
static pthread_once_t atfork_once = PTHREAD_ONCE_INIT;

/* A child of fork() has none of its parent's threads: it starts its own when it needs one. */
static void on_fork_child(void) {
        pthread_mutex_init(&lock, NULL);
        pthread_cond_init(&done_cond, NULL);
        idle = NULL;
        n_threads = 0;
        stopping = false;
}

static void atfork_register(void) {
        (void) pthread_atfork(NULL, NULL, on_fork_child);
}

/* Runs w's task and frees it; w is idle from the moment its task is done, so that a task started
 * right after a join (the metadata passes, one after the other) takes this thread rather than a
 * new one. */
static void task_run(Worker *w) {
        Task *t = w->task;

        /* As a thread started for it would: at its starter's I/O priority (a background warm's
         * metadata requests in flight at the idle class, a launch's at best-effort), whatever
         * the task before left. */
        if (t->ioprio >= 0 && syscall(SYS_ioprio_get, WORKERS_IOPRIO_WHO_PROCESS, 0) != t->ioprio)
                (void) syscall(SYS_ioprio_set, WORKERS_IOPRIO_WHO_PROCESS, 0, (int) t->ioprio);
        t->fn(t->userdata);
        pthread_mutex_lock(&lock);
        if (t->join) {
                t->join->done = true;
                pthread_cond_broadcast(&done_cond);
        }
        w->task = NULL;
        if (!stopping) {
                w->next_idle = idle;
                idle = w;
        }
        pthread_mutex_unlock(&lock);
        free(t);
}

/* The stack below this frame holds nothing live: its pages go back before the thread waits, as
 * glibc gives back those of a thread that ends. One page is kept for the wait's own frames. */
static __attribute__((noinline)) void stack_release(uintptr_t low) {
        uintptr_t page = (uintptr_t) sysconf(_SC_PAGESIZE);
        uintptr_t high = ((uintptr_t) __builtin_frame_address(0) & ~(page - 1)) - page;

        if (low != 0 && high > low)
                (void) madvise((void *) low, high - low, MADV_DONTNEED);
}

static uintptr_t stack_low(void) {
        pthread_attr_t a;
        void *addr = NULL;
        size_t size = 0;

        if (pthread_getattr_np(pthread_self(), &a) != 0)
                return 0;
        if (pthread_attr_getstack(&a, &addr, &size) != 0)
                addr = NULL;
        pthread_attr_destroy(&a);
        return (uintptr_t) addr;
}

static void *worker_main(void *userdata) {
        Worker w = { .tid = pthread_self(), .task = userdata };
        uintptr_t low = stack_low();

        pthread_cond_init(&w.cond, NULL);
        for (;;) {
                task_run(&w);
                stack_release(low);
                pthread_mutex_lock(&lock);
                while (!w.task && !stopping)
                        pthread_cond_wait(&w.cond, &lock);
                pthread_mutex_unlock(&lock);
                if (!w.task)
                        break;
        }
        /* workers_stop() took it off the idle list and joins it */
        pthread_cond_destroy(&w.cond);
        return NULL;
}

int worker_start(WorkerJoin *join, void (*fn)(void *userdata), void *userdata) {
        sigset_t all, old;
        pthread_t tid;
        Task *t;
        int r;

        (void) pthread_once(&atfork_once, atfork_register);
        t = malloc(sizeof(*t));
        if (!t)
                return -ENOMEM;
        *t = (Task) { .fn = fn, .userdata = userdata, .join = join,
                      .ioprio = syscall(SYS_ioprio_get, WORKERS_IOPRIO_WHO_PROCESS, 0) };
        if (join)
                join->done = false;

        pthread_mutex_lock(&lock);
        if (stopping) {
                pthread_mutex_unlock(&lock);
                free(t);
                return -ESHUTDOWN;
        }
        if (idle) {
                Worker *w = idle;
                idle = w->next_idle;
                w->task = t;
                pthread_cond_signal(&w->cond);
                pthread_mutex_unlock(&lock);
                return 0;
        }
        n_threads++;
        pthread_mutex_unlock(&lock);

        /* The thread takes no signals: they belong to the event loop's signalfd. Joinable: only
         * workers_stop() joins it. */
        sigfillset(&all);
        pthread_sigmask(SIG_BLOCK, &all, &old);
        r = pthread_create(&tid, NULL, worker_main, t);
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        if (r != 0) {
                pthread_mutex_lock(&lock);
                n_threads--;
                pthread_mutex_unlock(&lock);
                free(t);
                return -r;
        }
        return 0;
}

void worker_join(WorkerJoin *join) {
        pthread_mutex_lock(&lock);
        while (!join->done)
                pthread_cond_wait(&done_cond, &lock);
        pthread_mutex_unlock(&lock);
}

unsigned workers_count(void) {
        unsigned n;

        pthread_mutex_lock(&lock);
        n = n_threads;
        pthread_mutex_unlock(&lock);
        return n;
}

void workers_stop(void) {
        pthread_t *tids = NULL;
        size_t n = 0, k = 0;

        pthread_mutex_lock(&lock);
        stopping = true;
        for (Worker *w = idle; w; w = w->next_idle)
                n++;
        /* Without memory for the list, the idle threads are left to the process's exit. */
        tids = n > 0 ? calloc(n, sizeof(*tids)) : NULL;
        for (Worker *w = idle; tids && w; w = w->next_idle) {
                tids[k++] = w->tid;
                pthread_cond_signal(&w->cond);
        }
        if (tids) {
                idle = NULL;
                n_threads -= (unsigned) k;
        }
        pthread_mutex_unlock(&lock);
        for (size_t i = 0; i < k; i++)
                (void) pthread_join(tids[i], NULL);
        free(tids);
}
