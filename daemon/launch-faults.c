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
#include "procmaps.h"

int launch_cgroup_sample(const char *cgroup_dir, LaunchProc *procs, size_t *n_procs, uint64_t *ret_majflt) {
        pid_t pids[LAUNCH_PROCS_MAX];
        uint64_t sum = 0;
        size_t k = 0;
        int n;

        n = cgroup_procs_read(cgroup_dir, pids, LAUNCH_PROCS_MAX);
        if (n <= 0)
                return n < 0 ? n : -ESRCH;
        for (int i = 0; i < n; i++) {
                char path[64], buf[1024];
                uint64_t v;

                snprintf(path, sizeof(path), "/proc/%d/stat", (int) pids[i]);
                if (read_small_file_at(AT_FDCWD, path, buf, sizeof(buf)) < 0 ||
                    procmaps_stat_parse(buf, &v, procs[k].comm) < 0)
                        continue; /* gone since cgroup.procs was read */
                sum += v;
                procs[k].majflt = v;
                procs[k++].pid = pids[i];
        }
        *n_procs = k;
        *ret_majflt = sum;
        return 0;
}
