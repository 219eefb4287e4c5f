/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Holds: a cgroup frozen for a bounded time, thawed by a guardian process whatever its holder does. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hold.h"
#include "macro.h"

struct Hold {
        char *dir;
        int freeze_fd;
        int pipe_fd; /* write end: closing it releases the guardian */
        pid_t guardian;
};

static uint64_t monotonic_usec(void) {
        struct timespec ts;

        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (uint64_t) ts.tv_sec * 1000000u + (uint64_t) ts.tv_nsec / 1000u;
}

static int write_freeze(int fd, bool freeze) {
        ssize_t k;

        do
                k = pwrite(fd, freeze ? "1" : "0", 1, 0);
        while (k < 0 && errno == EINTR);
        return k < 0 ? -errno : 0;
}

/* The guardian: async-signal-safe calls only. Never returns. */
_Noreturn static void guardian_run(int freeze_fd, int pipe_fd, uint64_t deadline_usec) {
        sigset_t all;

        /* Our own stdio and the holder's descriptors stay out: keep only the two we need. */
        if (freeze_fd != 3) {
                if (pipe_fd == 3) {
                        int t = dup(pipe_fd);
                        if (t < 0)
                                goto thaw;
                        pipe_fd = t;
                }
                if (dup2(freeze_fd, 3) < 0)
                        goto thaw;
                freeze_fd = 3;
        }
        if (pipe_fd != 4) {
                if (dup2(pipe_fd, 4) < 0)
                        goto thaw;
                pipe_fd = 4;
        }
        (void) syscall(SYS_close_range, 5u, ~0u, 0u);

        sigfillset(&all);
        (void) sigprocmask(SIG_BLOCK, &all, NULL);

        for (;;) {
                struct pollfd p = { .fd = pipe_fd, .events = POLLIN };
                uint64_t now = monotonic_usec();
                int ms, k;

                if (now >= deadline_usec)
                        break;
                ms = (int) ((deadline_usec - now + 999) / 1000);
                k = poll(&p, 1, ms);
                if (k < 0 && errno == EINTR)
                        continue;
                /* EOF, a byte, an error or the deadline: each means thaw. */
                break;
        }
thaw:
        (void) write_freeze(freeze_fd, false);
        _exit(0);
}

int hold_start(const char *cgroup_dir, uint64_t timeout_usec, Hold **ret) {
        _cleanup_free_ char *path = NULL;
        int p[2], r;
        uint64_t deadline;
        Hold *h;
        pid_t pid;

        if (timeout_usec == 0)
                return -EINVAL;
        if (timeout_usec > HOLD_TIMEOUT_MAX_USEC)
                timeout_usec = HOLD_TIMEOUT_MAX_USEC;
        h = calloc(1, sizeof(*h));
        if (!h)
                return -ENOMEM;
        h->freeze_fd = h->pipe_fd = -EBADF;
        h->dir = strdup(cgroup_dir);
        if (!h->dir || asprintf(&path, "%s/cgroup.freeze", cgroup_dir) < 0) {
                r = -ENOMEM;
                goto fail;
        }
        h->freeze_fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY);
        if (h->freeze_fd < 0) {
                r = -errno;
                goto fail;
        }
        if (pipe2(p, O_CLOEXEC) < 0) {
                r = -errno;
                goto fail;
        }
        h->pipe_fd = p[1];
        deadline = monotonic_usec() + timeout_usec;
        pid = fork();
        if (pid < 0) {
                r = -errno;
                safe_close(p[0]);
                goto fail;
        }
        if (pid == 0) {
                close(p[1]);
                guardian_run(h->freeze_fd, p[0], deadline);
        }
        safe_close(p[0]);
        h->guardian = pid;

        /* The guardian is in place: from here on, whatever happens to us, it thaws. */
        r = write_freeze(h->freeze_fd, true);
        if (r < 0) {
                (void) hold_release(h);
                return r;
        }
        *ret = h;
        return 0;
fail:
        safe_close(h->freeze_fd);
        safe_close(h->pipe_fd);
        free(h->dir);
        free(h);
        return r;
}

int hold_wait_frozen(const Hold *h, uint64_t timeout_usec) {
        _cleanup_free_ char *path = NULL;
        uint64_t end = monotonic_usec() + timeout_usec;

        if (asprintf(&path, "%s/cgroup.events", h->dir) < 0)
                return -ENOMEM;
        for (;;) {
                char buf[256];
                ssize_t k;
                int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY);

                if (fd < 0)
                        return -errno;
                k = read(fd, buf, sizeof(buf) - 1);
                safe_close(fd);
                if (k < 0)
                        return -errno;
                buf[k] = '\0';
                if (strstr(buf, "frozen 1\n"))
                        return 0;
                if (monotonic_usec() >= end)
                        return -ETIMEDOUT;
                (void) usleep(1000);
        }
}

pid_t hold_guardian_pid(const Hold *h) {
        return h->guardian;
}

int hold_release(Hold *h) {
        int r;

        if (!h)
                return 0;
        r = write_freeze(h->freeze_fd, false);
        safe_close(h->pipe_fd);
        if (h->guardian > 0)
                while (waitpid(h->guardian, NULL, 0) < 0 && errno == EINTR)
                        ;
        safe_close(h->freeze_fd);
        free(h->dir);
        free(h);
        return r;
}
