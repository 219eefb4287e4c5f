/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * cg-exec [--user UID:GID] [--gate FD] PROCS COMMAND [ARG...]: moves itself into the cgroup whose
 * cgroup.procs file is PROCS, then executes COMMAND (looked up in PATH), as UID:GID with no
 * supplementary groups when --user is given (a user's warm, measured beside root's). With
 * --gate, it waits for a byte on FD before executing (none: the lab gave up, it exits 125): the
 * lab makes the process a transient scope meanwhile, as a desktop's launcher does (lab_dbus.py). The lab starts every measured process through it
 * (or has the user manager start it, as a transient service's ExecStart=: --launcher=service):
 * joining from a forked copy of the lab's Python process would run Python code inside the
 * throttled cgroup after the join, and the pages that code faults in (dropped from the cache with
 * everything else) would be read and counted as the measured program's own I/O.
 */
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
        unsigned uid = 0, gid = 0;
        bool as_user = false;
        int gate = -1;
        char pid[32];
        int fd, n;

        if (argc > 2 && strcmp(argv[1], "--user") == 0) {
                char end;
                if (sscanf(argv[2], "%u:%u%c", &uid, &gid, &end) != 2) {
                        fprintf(stderr, "cg-exec: --user %s: not UID:GID\n", argv[2]);
                        return 125;
                }
                as_user = true;
                argc -= 2;
                argv += 2;
        }
        if (argc > 2 && strcmp(argv[1], "--gate") == 0) {
                char end;
                if (sscanf(argv[2], "%d%c", &gate, &end) != 1 || gate < 0) {
                        fprintf(stderr, "cg-exec: --gate %s: not a descriptor\n", argv[2]);
                        return 125;
                }
                argc -= 2;
                argv += 2;
        }
        if (argc < 3) {
                fprintf(stderr, "usage: cg-exec [--user UID:GID] [--gate FD] CGROUP_PROCS COMMAND [ARG...]\n");
                return 125;
        }
        fd = open(argv[1], O_WRONLY | O_CLOEXEC);
        n = snprintf(pid, sizeof(pid), "%d", (int) getpid());
        if (fd < 0 || write(fd, pid, (size_t) n) != n) {
                fprintf(stderr, "cg-exec: %s: %s\n", argv[1], strerror(errno));
                return 125;
        }
        close(fd);
        /* the groups first: setuid() takes away the right to change them */
        if (as_user && (setgroups(0, NULL) < 0 || setgid(gid) < 0 || setuid(uid) < 0)) {
                fprintf(stderr, "cg-exec: --user %u:%u: %s\n", uid, gid, strerror(errno));
                return 125;
        }
        if (gate >= 0) {
                char go;
                ssize_t k;
                while ((k = read(gate, &go, 1)) < 0 && errno == EINTR)
                        ;
                if (k != 1) {
                        fprintf(stderr, "cg-exec: --gate %d: %s\n", gate, k < 0 ? strerror(errno) : "closed");
                        return 125;
                }
                close(gate);
        }
        execvp(argv[2], argv + 2);
        fprintf(stderr, "cg-exec: %s: %s\n", argv[2], strerror(errno));
        return errno == ENOENT ? 127 : 126;
}
