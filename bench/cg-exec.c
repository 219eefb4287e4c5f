/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * cg-exec PROCS COMMAND [ARG...]: moves itself into the cgroup whose cgroup.procs file is PROCS,
 * then executes COMMAND (looked up in PATH). The lab starts every measured process through it:
 * joining from a forked copy of the lab's Python process would run Python code inside the
 * throttled cgroup after the join, and the pages that code faults in (dropped from the cache with
 * everything else) would be read and counted as the measured program's own I/O.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
        char pid[32];
        int fd, n;

        if (argc < 3) {
                fprintf(stderr, "usage: cg-exec CGROUP_PROCS COMMAND [ARG...]\n");
                return 125;
        }
        fd = open(argv[1], O_WRONLY | O_CLOEXEC);
        n = snprintf(pid, sizeof(pid), "%d", (int) getpid());
        if (fd < 0 || write(fd, pid, (size_t) n) != n) {
                fprintf(stderr, "cg-exec: %s: %s\n", argv[1], strerror(errno));
                return 125;
        }
        close(fd);
        execvp(argv[2], argv + 2);
        fprintf(stderr, "cg-exec: %s: %s\n", argv[2], strerror(errno));
        return errno == ENOENT ? 127 : 126;
}
