/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Holds: an application's cgroup frozen (cgroup v2 cgroup.freeze) while the decisive part of its
 * profile is read, then thawed. A hold never outlives its bound, whatever happens to its holder:
 * before freezing, a guardian process is forked that keeps the cgroup.freeze file open and the
 * read end of a pipe whose only write end the holder keeps. The guardian thaws the cgroup and exits
 * when the pipe reaches EOF (the holder released the hold, exited, was killed with SIGKILL or
 * crashed), or when the deadline passes (the holder is stopped, or hangs). It blocks every signal
 * it can, so that a SIGTERM sent to a whole service does not take it before it has thawed.
 *
 * What it cannot cover: the guardian and the holder killed with SIGKILL at the same instant (a
 * service's final SIGKILL after its stop timed out) leave the cgroup frozen until someone writes 0;
 * a holder that stops releases its holds first.
 *
 * The guardian runs only async-signal-safe code after fork(): the holder may have threads.
 * Whoever holds must be able to write cgroup.freeze: the owner of a delegated cgroup (a desktop's
 * app units, with user@.service's Delegate=yes), or root.
 */
#pragma once

#include <stdint.h>
#include <sys/types.h>

typedef struct Hold Hold;

/* The longest hold accepted; a caller's bound is clamped to it. */
#define HOLD_TIMEOUT_MAX_USEC (10u * 1000000u)

/*
 * Freezes the cgroup whose directory is cgroup_dir (e.g. /sys/fs/cgroup/unified/user.slice/...)
 * for at most timeout_usec (1..HOLD_TIMEOUT_MAX_USEC). Returns 0 with *ret set once 1 was written
 * to cgroup.freeze (the kernel completes the freeze shortly after: see hold_wait_frozen());
 * -EINVAL for a bad timeout, -errno of open/pipe/fork/write otherwise (nothing left frozen, no
 * guardian left running).
 */
int hold_start(const char *cgroup_dir, uint64_t timeout_usec, Hold **ret);

/*
 * Waits until cgroup.events says "frozen 1", at most timeout_usec. 0 when frozen, -ETIMEDOUT,
 * -errno when cgroup.events cannot be read.
 */
int hold_wait_frozen(const Hold *h, uint64_t timeout_usec);

/* The guardian's PID (for tests and logs). */
pid_t hold_guardian_pid(const Hold *h);

/*
 * Thaws the cgroup at once, tells the guardian to go and reaps it. Returns 0, or -errno of the
 * thaw write (the guardian's own thaw then still follows). Frees h; NULL is fine.
 */
int hold_release(Hold *h);
