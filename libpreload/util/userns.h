/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Whether a process runs in the initial user namespace, told without any privilege: from its
 * /proc/PID/uid_map, which anyone may read, rather than from its namespace file, which only a
 * process allowed to ptrace it may open.
 *
 * Why preload-metad asks: every uid of a user namespace is a uid of its own to SO_PEERCRED, so a
 * user with 65536 subordinate uids (a rootless container's) would have as many budgets. The owner
 * of the namespace, whom they belong to, can only be learned through the namespace file
 * (NS_GET_OWNER_UID), which the helper, running without CAP_SYS_PTRACE, cannot open for another
 * user's process.
 */
#pragma once

#include <stdbool.h>
#include <sys/types.h>

/* Whether text, a uid_map as a process of the initial namespace reads it, is the initial
 * namespace's own: the single line "0 0 4294967295". An empty map (not written yet) is not. */
bool userns_map_is_initial(const char *text);

/*
 * Whether process pid is in the initial user namespace: 1 yes, 0 no, -errno when it cannot be
 * told (-ESRCH: the process is gone). pidfd (or -1) is a pidfd of that process taken when the pid
 * was (SO_PEERPIDFD): checked to be still alive after the map is read, so that a pid reused by
 * another process in between is not believed.
 */
int userns_pid_is_initial(pid_t pid, int pidfd);
