/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Holds: a cgroup of our own (made per run under the v2 hierarchy, removed at the end) holds a
 * process that counts in shared memory. A hold stops the count; releasing it lets it run again,
 * and so does its guard, in a process of its own: at once when the holder is killed, was gone
 * before, or the guard is told to stop; at the deadline when the holder is stopped. Needs root
 * (skips otherwise).
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
        assert_int_equal(hold_start(cg_dir, &h), 0);
        assert_int_equal(hold_wait_frozen(h, 1000000), 0);
        assert_true(cgroup_frozen());
        assert_true(counter_still_for(200000));
        assert_int_equal(hold_release(h), 0);
        t = counter_moves_within(1000000);
        assert_true(t != UINT64_MAX);
        print_message("released: counting again after %" PRIu64 " us\n", t);
        assert_false(cgroup_frozen());
}

static void test_hold_bad_arguments(void **state) {
        Hold *h = NULL;

        assert_int_equal(hold_start("/nonexistent-cgroup", &h), -ENOENT);
        assert_int_equal(hold_guard("/nonexistent-cgroup", getpid(), now_usec() + 1000, NULL), -ENOENT);
        assert_int_equal(hold_release(NULL), 0);
        assert_running();
}

/* A process that stands for the holder (preloadd): it only waits for its fate. */
static pid_t holder_start(void) {
        pid_t pid = fork();

        assert_true(pid >= 0);
        if (pid == 0)
                for (;;)
                        pause();
        return pid;
}

/* The guard in a process of its own, as the user manager runs it: its exit status says how its
 * wait ended (10 + HoldGuardEnd), 1 on an error. */
static pid_t guard_start(pid_t holder, uint64_t deadline_usec) {
        pid_t pid = fork();

        assert_true(pid >= 0);
        if (pid == 0) {
                HoldGuardEnd end;
                _exit(hold_guard(cg_dir, holder, deadline_usec, &end) < 0 ? 1 : 10 + (int) end);
        }
        return pid;
}

static int guard_wait(pid_t guard) {
        int status;

        assert_int_equal(waitpid(guard, &status, 0), guard);
        assert_true(WIFEXITED(status));
        return WEXITSTATUS(status);
}

typedef enum HolderFate {
        HOLDER_KILLED,  /* SIGKILL: preloadd killed, alone or with its whole service */
        HOLDER_STOPPED, /* SIGSTOP: preloadd, or its whole service, stopped */
        HOLDER_GONE,    /* gone before the guard even started */
        GUARD_STOPPED,  /* the guard told to stop (the manager stops its unit) */
} HolderFate;

/* Freezes, guards with a bound of bound_usec, lets fate happen, and checks the cgroup runs again
 * when it should: at once, or at the bound. */
static void run_guarded(HolderFate fate, uint64_t bound_usec) {
        static const char *const names[] = { "holder killed", "holder stopped", "holder gone before", "guard stopped" };
        pid_t holder = holder_start(), guard = 0;
        Hold *h = NULL;
        uint64_t t0, t;
        int end, want;

        assert_running();
        if (fate == HOLDER_GONE) {
                kill(holder, SIGKILL);
                assert_int_equal(waitpid(holder, NULL, 0), holder);
        }
        t0 = now_usec();
        /* Armed before the freeze, as preloadd does; a guard whose holder is gone already thaws at
         * once, so that one comes after the freeze is seen (else it may thaw first). */
        if (fate != HOLDER_GONE)
                guard = guard_start(holder, t0 + bound_usec);
        assert_int_equal(hold_start(cg_dir, &h), 0);
        assert_int_equal(hold_wait_frozen(h, 1000000), 0);
        if (fate == HOLDER_GONE)
                guard = guard_start(holder, t0 + bound_usec);
        if (fate != HOLDER_GONE) {
                assert_true(counter_still_for(100000));
                t0 = now_usec();
        }
        if (fate == HOLDER_KILLED)
                assert_int_equal(kill(holder, SIGKILL), 0);
        else if (fate == HOLDER_STOPPED)
                assert_int_equal(kill(holder, SIGSTOP), 0);
        else if (fate == GUARD_STOPPED)
                assert_int_equal(kill(guard, SIGTERM), 0);
        end = guard_wait(guard);
        t = counter_moves_within(1000000);
        assert_true(t != UINT64_MAX);
        t = now_usec() - t0;
        print_message("%s: counting again %" PRIu64 " us later (bound %" PRIu64 " us)\n", names[fate], t, bound_usec);
        want = fate == HOLDER_STOPPED ? 10 + HOLD_GUARD_DEADLINE
               : fate == GUARD_STOPPED ? 10 + HOLD_GUARD_SIGNAL
                                       : 10 + HOLD_GUARD_HOLDER_GONE;
        assert_int_equal(end, want);
        if (fate == HOLDER_STOPPED)
                assert_true(t + 200000 >= bound_usec); /* the deadline did it, not an accident */
        else
                assert_true(t < bound_usec / 2);       /* at once, long before the bound */
        assert_false(cgroup_frozen());
        /* The holder's own release after the guard's is harmless. */
        assert_int_equal(hold_release(h), 0);
        if (fate != HOLDER_GONE) {
                kill(holder, SIGKILL);
                assert_int_equal(waitpid(holder, NULL, 0), holder);
        }
}

static void test_hold_holder_killed(void **state) {
        run_guarded(HOLDER_KILLED, 3000000);
}

static void test_hold_holder_stopped(void **state) {
        run_guarded(HOLDER_STOPPED, 600000);
}

static void test_hold_holder_gone(void **state) {
        run_guarded(HOLDER_GONE, 3000000);
}

static void test_hold_guard_stopped(void **state) {
        run_guarded(GUARD_STOPPED, 3000000);
}

/* A guard never waits past HOLD_TIMEOUT_MAX_USEC, whatever deadline it is given. */
static void test_hold_guard_clamped(void **state) {
        pid_t holder = holder_start(), guard;
        int status;

        guard = guard_start(holder, UINT64_MAX);
        /* Still waiting a moment later: neither gone nor thawed. */
        usleep(200000);
        assert_int_equal(waitpid(guard, &status, WNOHANG), 0);
        kill(guard, SIGTERM);
        assert_int_equal(guard_wait(guard), 10 + HOLD_GUARD_SIGNAL);
        kill(holder, SIGKILL);
        assert_int_equal(waitpid(holder, NULL, 0), holder);
        assert_running();
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_hold_bad_arguments),
                cmocka_unit_test(test_hold_release),
                cmocka_unit_test(test_hold_holder_killed),
                cmocka_unit_test(test_hold_holder_stopped),
                cmocka_unit_test(test_hold_holder_gone),
                cmocka_unit_test(test_hold_guard_stopped),
                cmocka_unit_test(test_hold_guard_clamped),
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
