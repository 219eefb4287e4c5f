/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Holds: a cgroup of our own (made per run under the v2 hierarchy, removed at the end) holds a
 * process that counts in shared memory. A hold stops the count; releasing it, its deadline, and the
 * holder being killed with SIGKILL, stopped with SIGSTOP or crashing (abort()) each let it run
 * again within the bound. Needs root (skips otherwise).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "cgroup.h"
#include "hold.h"

static char *cg_dir;
static volatile uint64_t *counter;
static pid_t counter_pid;

static uint64_t now_usec(void) {
        struct timespec ts;

        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (uint64_t) ts.tv_sec * 1000000u + (uint64_t) ts.tv_nsec / 1000u;
}

static uint64_t counter_get(void) {
        return __atomic_load_n(counter, __ATOMIC_RELAXED);
}

/* Microseconds until the counter moves, or UINT64_MAX when it stays within limit_usec. */
static uint64_t counter_moves_within(uint64_t limit_usec) {
        uint64_t c0 = counter_get(), t0 = now_usec();

        while (now_usec() - t0 < limit_usec) {
                if (counter_get() != c0)
                        return now_usec() - t0;
                usleep(500);
        }
        return UINT64_MAX;
}

static bool counter_still_for(uint64_t usec) {
        uint64_t c0 = counter_get();

        usleep((useconds_t) usec);
        return counter_get() == c0;
}

static bool cgroup_frozen(void) {
        char path[512], buf[256] = "";
        FILE *f;

        snprintf(path, sizeof(path), "%s/cgroup.events", cg_dir);
        f = fopen(path, "re");
        if (!f)
                return false;
        size_t k = fread(buf, 1, sizeof(buf) - 1, f);
        buf[k] = '\0';
        fclose(f);
        return strstr(buf, "frozen 1\n") != NULL;
}

static int cg_write(const char *file, const char *value) {
        char path[512];
        FILE *f;
        int r = 0;

        snprintf(path, sizeof(path), "%s/%s", cg_dir, file);
        f = fopen(path, "we");
        if (!f)
                return -errno;
        if (fputs(value, f) < 0)
                r = -EIO;
        if (fclose(f) != 0 && r == 0)
                r = -errno;
        return r;
}

static int group_setup(void **state) {
        const char *root;
        char buf[32];

        counter = mmap(NULL, sizeof(uint64_t), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
        if (counter == MAP_FAILED)
                return -1;
        /* Guardians of holders we kill become our children, so that each can be seen to exit. */
        if (prctl(PR_SET_CHILD_SUBREAPER, 1) < 0)
                return -1;
        if (cgroup_v2_root(NULL, &root) < 0 ||
            asprintf(&cg_dir, "%s/preload-test-hold.%d", root, (int) getpid()) < 0 || mkdir(cg_dir, 0755) < 0)
                return -1;
        counter_pid = fork();
        if (counter_pid < 0)
                return -1;
        if (counter_pid == 0) {
                for (;;)
                        __atomic_add_fetch(counter, 1, __ATOMIC_RELAXED);
        }
        snprintf(buf, sizeof(buf), "%d\n", (int) counter_pid);
        if (cg_write("cgroup.procs", buf) < 0)
                return -1;
        return 0;
}

static int group_teardown(void **state) {
        if (counter_pid > 0) {
                (void) cg_write("cgroup.freeze", "0");
                kill(counter_pid, SIGKILL);
                waitpid(counter_pid, NULL, 0);
        }
        /* The cgroup empties a moment after its last process is reaped. */
        for (int i = 0; cg_dir && i < 100 && rmdir(cg_dir) < 0 && errno == EBUSY; i++)
                usleep(10000);
        free(cg_dir);
        return 0;
}

static void assert_running(void) {
        assert_false(cgroup_frozen());
        assert_true(counter_moves_within(1000000) != UINT64_MAX);
}

static void test_hold_release(void **state) {
        Hold *h = NULL;
        uint64_t t;

        assert_running();
        assert_int_equal(hold_start(cg_dir, 5000000, &h), 0);
        assert_int_equal(hold_wait_frozen(h, 1000000), 0);
        assert_true(cgroup_frozen());
        assert_true(counter_still_for(200000));
        assert_int_equal(hold_release(h), 0);
        t = counter_moves_within(1000000);
        assert_true(t != UINT64_MAX);
        print_message("released: counting again after %" PRIu64 " us\n", t);
        assert_false(cgroup_frozen());
}

static void test_hold_deadline(void **state) {
        Hold *h = NULL;
        uint64_t t0, t;

        assert_running();
        t0 = now_usec();
        assert_int_equal(hold_start(cg_dir, 400000, &h), 0);
        assert_int_equal(hold_wait_frozen(h, 1000000), 0);
        assert_true(counter_still_for(200000));
        /* Never released: the guardian thaws at the deadline. */
        t = counter_moves_within(2000000);
        assert_true(t != UINT64_MAX);
        t = now_usec() - t0;
        print_message("deadline 400 ms: counting again %" PRIu64 " us after the hold\n", t);
        assert_true(t >= 380000);
        assert_true(t < 1000000);
        assert_int_equal(hold_release(h), 0);
}

static void test_hold_bad_arguments(void **state) {
        Hold *h = NULL;

        assert_int_equal(hold_start(cg_dir, 0, &h), -EINVAL);
        assert_int_equal(hold_start("/nonexistent-cgroup", 1000000, &h), -ENOENT);
        assert_int_equal(hold_release(NULL), 0);
        assert_running();
}

typedef enum HolderFate {
        HOLDER_KILLED,
        HOLDER_STOPPED,
        HOLDER_CRASHES,
} HolderFate;

static void *idle_thread(void *p) {
        for (;;)
                pause();
        return NULL;
}

/* A process that holds the cgroup the way preloadd would (with a second thread), then meets its fate. */
static void run_holder(HolderFate fate, uint64_t timeout_usec) {
        int p[2], go[2];
        pid_t holder, guardian = 0;
        uint64_t t0, t;
        int status;

        assert_running();
        assert_int_equal(pipe(p), 0);
        assert_int_equal(pipe(go), 0);
        holder = fork();
        assert_true(holder >= 0);
        if (holder == 0) {
                pthread_t th;
                Hold *h = NULL;
                pid_t g;

                char c;

                close(p[0]);
                close(go[1]);
                if (pthread_create(&th, NULL, idle_thread, NULL) != 0 || hold_start(cg_dir, timeout_usec, &h) < 0 ||
                    hold_wait_frozen(h, 1000000) < 0)
                        _exit(1);
                g = hold_guardian_pid(h);
                if (write(p[1], &g, sizeof(g)) != sizeof(g))
                        _exit(1);
                if (fate == HOLDER_CRASHES) {
                        /* No core file: its writing would only delay the test. */
                        prctl(PR_SET_DUMPABLE, 0);
                        (void) read(go[0], &c, 1);
                        abort();
                }
                for (;;)
                        pause();
        }
        close(p[1]);
        close(go[0]);
        assert_int_equal(read(p[0], &guardian, sizeof(guardian)), (ssize_t) sizeof(guardian));
        close(p[0]);
        assert_true(guardian > 0);
        assert_true(cgroup_frozen());
        assert_true(counter_still_for(100000));

        t0 = now_usec();
        if (fate == HOLDER_KILLED)
                assert_int_equal(kill(holder, SIGKILL), 0);
        else if (fate == HOLDER_STOPPED)
                assert_int_equal(kill(holder, SIGSTOP), 0);
        else
                assert_int_equal(write(go[1], "x", 1), 1);
        t = counter_moves_within(timeout_usec + 1000000);
        assert_true(t != UINT64_MAX);
        t = now_usec() - t0;
        print_message("holder %s: counting again %" PRIu64 " us later (bound %" PRIu64 " us)\n",
                      fate == HOLDER_KILLED ? "killed (SIGKILL)" : fate == HOLDER_STOPPED ? "stopped (SIGSTOP)" : "crashed (abort)",
                      t, timeout_usec);
        if (fate == HOLDER_STOPPED)
                assert_true(t + 200000 >= timeout_usec); /* the deadline did it, not an accident */
        else
                assert_true(t < timeout_usec / 2);       /* EOF, long before the bound */
        assert_false(cgroup_frozen());

        close(go[1]);
        if (fate == HOLDER_STOPPED)
                kill(holder, SIGKILL);
        assert_int_equal(waitpid(holder, &status, 0), holder);
        assert_true(WIFSIGNALED(status));
        /* The guardian is gone too, not left behind (it is our child now, through the subreaper). */
        for (int i = 0; i < 200; i++) {
                pid_t k = waitpid(guardian, &status, WNOHANG);
                if (k == guardian)
                        break;
                if (k < 0 && errno == ECHILD)
                        break;
                usleep(5000);
        }
        assert_true(kill(guardian, 0) < 0 && errno == ESRCH);
}

static void test_hold_holder_killed(void **state) {
        run_holder(HOLDER_KILLED, 3000000);
}

static void test_hold_holder_stopped(void **state) {
        run_holder(HOLDER_STOPPED, 1000000);
}

static void test_hold_holder_crashes(void **state) {
        run_holder(HOLDER_CRASHES, 3000000);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_hold_bad_arguments),
                cmocka_unit_test(test_hold_release),
                cmocka_unit_test(test_hold_deadline),
                cmocka_unit_test(test_hold_holder_killed),
                cmocka_unit_test(test_hold_holder_stopped),
                cmocka_unit_test(test_hold_holder_crashes),
        };
        const char *root;

        if (geteuid() != 0) {
                printf("SKIP: needs root (a cgroup of its own)\n");
                return 77;
        }
        if (cgroup_v2_root(NULL, &root) < 0) {
                printf("SKIP: no cgroup v2 hierarchy\n");
                return 77;
        }
        return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
