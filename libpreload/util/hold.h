/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Holds: an application's cgroup frozen (cgroup v2 cgroup.freeze) while the decisive part of its
 * profile is read, then thawed.
 *
 * A hold must never outlive its bound, whatever happens to its holder: killed alone or with its
 * whole service (pkill, systemd-oomd, a cgroup-wide SIGKILL), stopped with it (SIGSTOP), or hung
 * on a file system that stopped answering. So the release does not live in the holder's process
 * tree or cgroup: a guard (hold_guard()) runs elsewhere, started before the freeze (preloadd asks
 * the user manager for a transient unit of its own: daemon/launch/launch-guard.c), and thaws the cgroup
 * when the holder exits, when the deadline passes, or when it is told to stop, whichever comes
 * first. The holder forks nothing, so no copy of its descriptors (a stuck FUSE file's among them)
 * is ever closed by another process, and it never waits for one.
 *
 * Whoever holds or guards must be able to write cgroup.freeze: the owner of a delegated cgroup (a
 * desktop's app units, with user@.service's Delegate=yes), or root.
 */
#pragma once

#include <stdint.h>
#include <sys/types.h>

typedef struct Hold Hold;

/* The longest hold a guard accepts. */
#define HOLD_TIMEOUT_MAX_USEC (10u * 1000000u)

/*
 * Freezes the cgroup whose directory is cgroup_dir (e.g. /sys/fs/cgroup/unified/user.slice/...).
 * Returns 0 with *ret set once 1 was written to cgroup.freeze (the kernel completes the freeze
 * shortly after: see hold_wait_frozen()); -errno of open/write otherwise (nothing frozen). The
 * caller arms a guard first.
 */
int hold_start(const char *cgroup_dir, Hold **ret);

/*
 * Waits until cgroup.events says "frozen 1", at most timeout_usec. 0 when frozen, -ETIMEDOUT,
 * -errno when cgroup.events cannot be read.
 */
int hold_wait_frozen(const Hold *h, uint64_t timeout_usec);

/* Thaws the cgroup at once (one write; it never waits for anything). Returns 0, or -errno of the
 * write (the guard's thaw then still follows). Frees h; NULL is fine. */
int hold_release(Hold *h);

/* What ended a guard's wait. */
typedef enum HoldGuardEnd {
        HOLD_GUARD_HOLDER_GONE,
        HOLD_GUARD_DEADLINE,
        HOLD_GUARD_SIGNAL,
} HoldGuardEnd;

/*
 * The guard: blocks the usual termination signals (SIGTERM, SIGINT, SIGHUP, SIGQUIT) and waits
 * until the process holder has exited (a pidfd; one already gone counts at once), deadline_usec
 * (CLOCK_MONOTONIC) has passed, or one of those signals came; then writes 0 to cgroup_dir's
 * cgroup.freeze. The deadline is clamped to HOLD_TIMEOUT_MAX_USEC from now. Returns 0 with
 * *ret_end saying why (may be NULL), or -errno when the cgroup cannot be opened or thawed (a
 * cgroup gone with its application is -ENOENT: nothing is left to thaw).
 */
int hold_guard(const char *cgroup_dir, pid_t holder, uint64_t deadline_usec, HoldGuardEnd *ret_end);
