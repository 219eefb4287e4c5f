/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Holds: a cgroup frozen, and the guard that thaws it whatever its holder does (see hold.h). */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "hold.h"
#include "macro.h"

struct Hold {
        char *dir;
        int freeze_fd;
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

static int open_freeze(const char *cgroup_dir) {
        _cleanup_free_ char *path = NULL;
        int fd;

        if (asprintf(&path, "%s/cgroup.freeze", cgroup_dir) < 0)
                return -ENOMEM;
        fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY);
        return fd < 0 ? -errno : fd;
}

int hold_start(const char *cgroup_dir, Hold **ret) {
        Hold *h;
        int r;

        h = calloc(1, sizeof(*h));
        if (!h)
                return -ENOMEM;
        h->dir = strdup(cgroup_dir);
        h->freeze_fd = open_freeze(cgroup_dir);
        r = !h->dir ? -ENOMEM : h->freeze_fd < 0 ? h->freeze_fd : write_freeze(h->freeze_fd, true);
        if (r < 0) {
                safe_close(h->freeze_fd);
                free(h->dir);
                free(h);
                return r;
        }
        *ret = h;
        return 0;
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

int hold_release(Hold *h) {
        int r;

        if (!h)
                return 0;
        r = write_freeze(h->freeze_fd, false);
        safe_close(h->freeze_fd);
        free(h->dir);
        free(h);
        return r;
}

int hold_guard(const char *cgroup_dir, pid_t holder, uint64_t deadline_usec, HoldGuardEnd *ret_end) {
        _cleanup_close_ int freeze_fd = -EBADF, pidfd = -EBADF, sfd = -EBADF;
        HoldGuardEnd end = HOLD_GUARD_DEADLINE;
        uint64_t now = monotonic_usec();
        sigset_t mask;

        /* Opened first: the thaw must not need a lookup when it is due. */
        freeze_fd = open_freeze(cgroup_dir);
        if (freeze_fd < 0)
                return freeze_fd;
        sigemptyset(&mask);
        sigaddset(&mask, SIGTERM);
        sigaddset(&mask, SIGINT);
        sigaddset(&mask, SIGHUP);
        sigaddset(&mask, SIGQUIT);
        if (sigprocmask(SIG_BLOCK, &mask, NULL) < 0)
                return -errno;
        sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
        if (deadline_usec > now + HOLD_TIMEOUT_MAX_USEC)
                deadline_usec = now + HOLD_TIMEOUT_MAX_USEC;
        pidfd = (int) syscall(SYS_pidfd_open, holder, 0);
        if (pidfd < 0 && errno == ESRCH)
                end = HOLD_GUARD_HOLDER_GONE;
        else
                for (;;) {
                        struct pollfd p[2] = { { .fd = pidfd, .events = POLLIN }, { .fd = sfd, .events = POLLIN } };
                        int ms, k;

                        now = monotonic_usec();
                        if (now >= deadline_usec)
                                break;
                        ms = (int) ((deadline_usec - now + 999) / 1000);
                        /* Without a pidfd (an old kernel), the deadline alone; without a signalfd, no signal. */
                        k = poll(p, 2, ms);
                        if (k < 0 && errno == EINTR)
                                continue;
                        if (k > 0)
                                end = p[0].revents ? HOLD_GUARD_HOLDER_GONE : HOLD_GUARD_SIGNAL;
                        break;
                }
        if (ret_end)
                *ret_end = end;
        return write_freeze(freeze_fd, false);
}
