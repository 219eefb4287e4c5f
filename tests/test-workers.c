/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Threads kept for the process's life: joins, reuse, concurrency, what a task finds of the one before, stop. */
#include <dirent.h>
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "workers.h"

#define IOPRIO_WHO_PROCESS 1
#define IOPRIO_CLASS_IDLE 3
#define IOPRIO_CLASS_SHIFT 13
#define DEEP_BYTES (256u * 1024u)

typedef struct Probe {
        int pipe_fd;        /* read one byte from it first, when >= 0 */
        pid_t tid;
        int ran;
        long ioprio;        /* the thread's I/O priority as the task found it */
        int set_idle;       /* then lower it to the idle class */
        int signals_blocked;
        uintptr_t deep;     /* where a deep call's buffer lay */
        int go_deep;
} Probe;

/* Touches DEEP_BYTES of the thread's stack, a byte a page (volatile: no store left out), and says
 * where they lay. */
static __attribute__((noinline)) void deep_call(uintptr_t *ret) {
        volatile char buf[DEEP_BYTES];

        for (size_t i = 0; i < sizeof(buf); i += 512)
                buf[i] = 1;
        *ret = (uintptr_t) &buf[0];
}

static void probe_task(void *userdata) {
        Probe *p = userdata;
        sigset_t set;
        char c;

        if (p->pipe_fd >= 0)
                assert_int_equal(read(p->pipe_fd, &c, 1), 1);
        p->tid = (pid_t) syscall(SYS_gettid);
        p->ioprio = syscall(SYS_ioprio_get, IOPRIO_WHO_PROCESS, 0);
        if (p->set_idle)
                assert_int_equal(syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, IOPRIO_CLASS_IDLE << IOPRIO_CLASS_SHIFT), 0);
        pthread_sigmask(SIG_SETMASK, NULL, &set);
        p->signals_blocked = sigismember(&set, SIGTERM) && sigismember(&set, SIGINT) && sigismember(&set, SIGUSR1) &&
                             sigismember(&set, SIGCHLD);
        if (p->go_deep)
                deep_call(&p->deep);
        p->ran = 1;
}

static void run(Probe *p) {
        WorkerJoin j;

        assert_int_equal(worker_start(&j, probe_task, p), 0);
        worker_join(&j);
        assert_true(j.done);
        assert_int_equal(p->ran, 1);
}

static void test_worker_join_waits(void **state) {
        Probe p = { .pipe_fd = -1 };
        WorkerJoin j;
        int fds[2];

        assert_int_equal(pipe(fds), 0);
        p.pipe_fd = fds[0];
        assert_int_equal(worker_start(&j, probe_task, &p), 0);
        usleep(20 * 1000);
        /* blocked on the pipe: not done, and the join would wait */
        assert_int_equal(p.ran, 0);
        assert_int_equal(write(fds[1], "x", 1), 1);
        worker_join(&j);
        assert_int_equal(p.ran, 1);
        assert_int_not_equal(p.tid, (pid_t) syscall(SYS_gettid));
        close(fds[0]);
        close(fds[1]);
}

static void test_worker_start_reuses_idle_thread(void **state) {
        Probe a = { .pipe_fd = -1 }, b = { .pipe_fd = -1 }, c = { .pipe_fd = -1 };
        unsigned n;

        run(&a);
        n = workers_count();
        run(&b);
        run(&c);
        /* each task after a join takes the thread the join waited for */
        assert_int_equal(workers_count(), n);
        assert_int_equal(b.tid, a.tid);
        assert_int_equal(c.tid, a.tid);
}

static void test_worker_start_concurrent(void **state) {
        Probe a = { .pipe_fd = -1 }, b = { .pipe_fd = -1 };
        WorkerJoin ja;
        unsigned n0 = workers_count();
        int fds[2];

        assert_int_equal(pipe(fds), 0);
        a.pipe_fd = fds[0];
        assert_int_equal(worker_start(&ja, probe_task, &a), 0);
        /* a blocks; b must not wait behind it */
        run(&b);
        assert_int_equal(a.ran, 0);
        assert_int_equal(write(fds[1], "x", 1), 1);
        worker_join(&ja);
        assert_int_not_equal(a.tid, b.tid);
        /* one idle thread at most was there before: a took it, b needed another */
        assert_true(workers_count() >= 2);
        assert_true(workers_count() <= n0 + 2);
        close(fds[0]);
        close(fds[1]);
}

static void test_worker_ioprio_of_starter(void **state) {
        Probe a = { .pipe_fd = -1, .set_idle = 1 }, b = { .pipe_fd = -1 }, c = { .pipe_fd = -1 };
        long mine = syscall(SYS_ioprio_get, IOPRIO_WHO_PROCESS, 0), idle = IOPRIO_CLASS_IDLE << IOPRIO_CLASS_SHIFT;

        if (mine < 0 || mine == idle)
                skip();
        run(&a);
        assert_int_equal(a.ioprio, mine);
        /* a left its thread at the idle class; b, started from here, runs at this thread's */
        run(&b);
        assert_int_equal(b.tid, a.tid);
        assert_int_equal(b.ioprio, mine);
        /* started from a thread at the idle class, c runs at it, on the same thread */
        assert_int_equal(syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, idle), 0);
        run(&c);
        assert_int_equal(syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, mine), 0);
        assert_int_equal(c.tid, a.tid);
        assert_int_equal(c.ioprio, idle);
}

static void test_worker_signals_blocked(void **state) {
        Probe a = { .pipe_fd = -1 };
        sigset_t none, old;

        /* however the starter's mask is */
        sigemptyset(&none);
        pthread_sigmask(SIG_SETMASK, &none, &old);
        run(&a);
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        assert_int_equal(a.signals_blocked, 1);
}

static void test_worker_stack_given_back(void **state) {
        Probe a = { .pipe_fd = -1, .go_deep = 1 }, b = { .pipe_fd = -1 };
        long page = sysconf(_SC_PAGESIZE);
        unsigned char vec[DEEP_BYTES / 4096 + 2];
        uintptr_t start;
        size_t resident = 0, n;

        run(&a);
        /* b starts only once a's thread waited again, its stack given back by then */
        run(&b);
        assert_int_equal(b.tid, a.tid);
        start = (a.deep + (uintptr_t) page - 1) & ~((uintptr_t) page - 1);
        n = (DEEP_BYTES - (size_t) (start - a.deep)) / (size_t) page;
        assert_true(n <= sizeof(vec));
        assert_int_equal(mincore((void *) start, n * (size_t) page, vec), 0);
        for (size_t i = 0; i < n; i++)
                resident += vec[i] & 1;
        /* the deep call's pages, all touched, are gone but for the page kept for the wait */
        assert_true(resident <= 2);
}

static void test_worker_after_fork(void **state) {
        int status;
        pid_t pid;

        /* threads exist in the parent; the child has none of them and must start its own */
        Probe warmup = { .pipe_fd = -1 };
        run(&warmup);
        pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                Probe p = { .pipe_fd = -1 };
                WorkerJoin j;
                alarm(10);
                if (worker_start(&j, probe_task, &p) < 0)
                        _exit(2);
                worker_join(&j);
                _exit(p.ran == 1 && workers_count() == 1 ? 0 : 3);
        }
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
}

static size_t threads_now(void) {
        size_t n = 0;
        DIR *d = opendir("/proc/self/task");
        struct dirent *de;

        assert_non_null(d);
        while ((de = readdir(d)))
                n += de->d_name[0] != '.';
        closedir(d);
        return n;
}

/* Last: it ends the pool for the rest of the process. */
static void test_workers_stop(void **state) {
        Probe p = { .pipe_fd = -1 };
        WorkerJoin j;

        run(&p);
        assert_true(threads_now() >= 2);
        workers_stop();
        /* every idle thread ended and was joined: this one is left */
        assert_int_equal(threads_now(), 1);
        assert_int_equal(workers_count(), 0);
        assert_int_equal(worker_start(&j, probe_task, &p), -ESHUTDOWN);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_worker_join_waits),
                cmocka_unit_test(test_worker_start_reuses_idle_thread),
                cmocka_unit_test(test_worker_start_concurrent),
                cmocka_unit_test(test_worker_ioprio_of_starter),
                cmocka_unit_test(test_worker_signals_blocked),
                cmocka_unit_test(test_worker_stack_given_back),
                cmocka_unit_test(test_worker_after_fork),
                cmocka_unit_test(test_workers_stop),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
