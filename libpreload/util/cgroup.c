/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* cgroup v2 helpers: the unified hierarchy's mount point, a unit's directory, its processes. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cgroup.h"
#include "fileio.h"
#include "macro.h"

int cgroup_v2_root(const char *root, const char **ret) {
        /* The hybrid layout first: there /sys/fs/cgroup is a tmpfs of v1 controllers. */
        static const struct {
                const char *dir;
                const char *probe;
        } candidates[] = {
                { "/sys/fs/cgroup/unified", "/sys/fs/cgroup/unified/cgroup.procs" },
                { "/sys/fs/cgroup", "/sys/fs/cgroup/cgroup.controllers" },
        };

        for (size_t i = 0; i < ELEMENTSOF(candidates); i++) {
                char p[PATH_MAX];

                snprintf(p, sizeof(p), "%s%s", root && strcmp(root, "/") != 0 ? root : "", candidates[i].probe);
                if (access(p, F_OK) == 0) {
                        *ret = candidates[i].dir;
                        return 0;
                }
        }
        return -ENOMEDIUM;
}

int cgroup_dir_for(const char *control_group, char **ret) {
        const char *root;
        char *s;
        int r;

        if (!control_group || control_group[0] != '/' || strstr(control_group, "/../") ||
            (strlen(control_group) >= 3 && strcmp(control_group + strlen(control_group) - 3, "/..") == 0))
                return -EINVAL;
        r = cgroup_v2_root(NULL, &root);
        if (r < 0)
                return r;
        /* The root cgroup is "/": its directory is the mount point itself. */
        if (asprintf(&s, "%s%s", root, strcmp(control_group, "/") == 0 ? "" : control_group) < 0)
                return -ENOMEM;
        *ret = s;
        return 0;
}

int cgroup_procs_parse(const char *buf, size_t len, pid_t *pids, size_t max) {
        size_t n = 0, i = 0;

        while (i < len) {
                unsigned long long v = 0;
                size_t start = i;

                while (i < len && buf[i] >= '0' && buf[i] <= '9') {
                        v = v * 10 + (unsigned) (buf[i] - '0');
                        if (v > INT_MAX)
                                return -EBADMSG;
                        i++;
                }
                if (i == start || v == 0 || i >= len || buf[i] != '\n')
                        return -EBADMSG;
                i++;
                if (n < max)
                        pids[n++] = (pid_t) v;
        }
        return (int) n;
}

int cgroup_procs_read(const char *dir, pid_t *pids, size_t max) {
        _cleanup_free_ char *path = NULL, *buf = NULL;
        _cleanup_close_ int fd = -EBADF;
        size_t size = 0, allocated = 0;

        if (asprintf(&path, "%s/cgroup.procs", dir) < 0)
                return -ENOMEM;
        fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY);
        if (fd < 0)
                return -errno;
        /* Pseudo-file: read until EOF, bounded by what CGROUP_PROCS_MAX lines can take. */
        for (;;) {
                ssize_t k;

                if (size == allocated) {
                        char *b;
                        if (allocated >= (size_t) CGROUP_PROCS_MAX * 12)
                                break;
                        allocated = allocated ? allocated * 2 : 4096;
                        b = realloc(buf, allocated);
                        if (!b)
                                return -ENOMEM;
                        buf = b;
                }
                k = read(fd, buf + size, allocated - size);
                if (k < 0) {
                        if (errno == EINTR)
                                continue;
                        return -errno;
                }
                if (k == 0)
                        break;
                size += (size_t) k;
        }
        /* A truncated last line (the cap) is dropped rather than misread. */
        while (size > 0 && buf[size - 1] != '\n')
                size--;
        return cgroup_procs_parse(buf ? buf : "", size, pids, max);
}

int cgroup_cpu_usage_parse(const char *buf, uint64_t *ret) {
        for (const char *l = buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
                unsigned long long v;
                char *end;

                if (strncmp(l, "usage_usec ", 11) != 0)
                        continue;
                errno = 0;
                v = strtoull(l + 11, &end, 10);
                if (errno != 0 || end == l + 11 || (*end != '\n' && *end != 0))
                        return -EBADMSG;
                *ret = v;
                return 0;
        }
        return -EBADMSG;
}

int cgroup_cpu_usage_read(const char *dir, uint64_t *ret) {
        _cleanup_free_ char *path = NULL;
        char buf[1024];
        int r;

        if (asprintf(&path, "%s/cpu.stat", dir) < 0)
                return -ENOMEM;
        r = read_small_file_at(AT_FDCWD, path, buf, sizeof(buf));
        if (r < 0)
                return r;
        return cgroup_cpu_usage_parse(buf, ret);
}
