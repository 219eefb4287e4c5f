/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Whether a process is in the initial user namespace, from its uid_map (see userns.h). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"
#include "userns.h"

bool userns_map_is_initial(const char *text) {
        unsigned long inside, outside, count;
        int end = 0;

        /* The kernel pads the columns with spaces; one line, and nothing after it. */
        if (sscanf(text, " %lu %lu %lu%n", &inside, &outside, &count, &end) != 3)
                return false;
        return inside == 0 && outside == 0 && count == 4294967295UL && text[end + strspn(text + end, " \n")] == 0;
}

int userns_pid_is_initial(pid_t pid, int pidfd) {
        char path[64], map[4096];
        int r;

        if (pid <= 0)
                return -ESRCH;
        snprintf(path, sizeof(path), "/proc/%d/uid_map", (int) pid);
        r = read_small_file_at(AT_FDCWD, path, map, sizeof(map));
        if (r < 0)
                return r == -ENOENT ? -ESRCH : r;
        /* Signal 0 sends nothing; EPERM still says the process is there. */
        if (pidfd >= 0 && syscall(SYS_pidfd_send_signal, pidfd, 0, NULL, 0) < 0 && errno != EPERM)
                return -errno;
        return userns_map_is_initial(map);
}
