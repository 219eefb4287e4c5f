/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Major page faults of a launch: summed over the processes of its unit's cgroup. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cgroup.h"
#include "fileio.h"
#include "launch-internal.h"

int launch_stat_parse_majflt(const char *buf, uint64_t *ret) {
        const char *p = strrchr(buf, ')');
        uint64_t majflt, cmajflt;

        /* After "(comm)": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt */
        if (!p || sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %" SCNu64 " %" SCNu64, &majflt, &cmajflt) != 2)
                return -EBADMSG;
        *ret = majflt + cmajflt;
        return 0;
}

int launch_cgroup_majflt(const char *cgroup_dir, uint64_t *ret) {
        pid_t pids[LAUNCH_PROCS_MAX];
        uint64_t sum = 0;
        int n;

        n = cgroup_procs_read(cgroup_dir, pids, LAUNCH_PROCS_MAX);
        if (n <= 0)
                return n < 0 ? n : -ESRCH;
        for (int i = 0; i < n; i++) {
                char path[64], buf[1024];
                uint64_t v;

                snprintf(path, sizeof(path), "/proc/%d/stat", (int) pids[i]);
                if (read_small_file_at(AT_FDCWD, path, buf, sizeof(buf)) >= 0 && launch_stat_parse_majflt(buf, &v) >= 0)
                        sum += v;
        }
        *ret = sum;
        return 0;
}
