/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Memory cgroup limits (v1 and v2): the tightest headroom over a process's cgroups and ancestors. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "device.h"
#include "fileio.h"
#include "macro.h"
#include "memcg.h"

void memcg_limit_done(MemcgLimit *l) {
        free(l->dir);
        l->dir = NULL;
}

static bool path_ok(const char *p, size_t n) {
        if (n == 0 || p[0] != '/')
                return false;
        for (size_t i = 0; i + 2 < n; i++)
                if (p[i] == '/' && p[i + 1] == '.' && p[i + 2] == '.' && (i + 3 == n || p[i + 3] == '/'))
                        return false;
        return true;
}

static bool list_has(const char *list, size_t n, const char *word) {
        size_t w = strlen(word);

        for (size_t i = 0; i < n;) {
                size_t j = i;
                while (j < n && list[j] != ',')
                        j++;
                if (j - i == w && memcmp(list + i, word, w) == 0)
                        return true;
                i = j + 1;
        }
        return false;
}

int memcg_proc_parse(const char *buf, size_t len, char **ret_v1, char **ret_v2) {
        _cleanup_free_ char *v1 = NULL, *v2 = NULL;

        for (size_t i = 0; i < len;) {
                const char *line = buf + i, *eol = memchr(line, '\n', len - i), *c1, *c2;
                size_t n = eol ? (size_t) (eol - line) : len - i;
                char **dst = NULL;

                i += n + 1;
                if (n == 0)
                        continue;
                /* ID:CONTROLLERS:PATH; the path may itself hold ':' */
                c1 = memchr(line, ':', n);
                c2 = c1 ? memchr(c1 + 1, ':', n - (size_t) (c1 + 1 - line)) : NULL;
                if (!c1 || !c2 || c1 == line)
                        return -EBADMSG;
                if (c1 - line == 1 && line[0] == '0' && c2 == c1 + 1)
                        dst = &v2;
                else if (list_has(c1 + 1, (size_t) (c2 - c1 - 1), "memory"))
                        dst = &v1;
                if (!dst)
                        continue;
                if (!path_ok(c2 + 1, n - (size_t) (c2 + 1 - line)))
                        return -EBADMSG;
                free(*dst);
                *dst = strndup(c2 + 1, n - (size_t) (c2 + 1 - line));
                if (!*dst)
                        return -ENOMEM;
        }
        *ret_v1 = TAKE_PTR(v1);
        *ret_v2 = TAKE_PTR(v2);
        return 0;
}

/* A limit file: a number, or "max" (v2) for none. */
static int read_limit(int dirfd, const char *name, uint64_t *ret) {
        char buf[64];
        int r;

        r = device_sysfs_read_attr(dirfd, name, buf, sizeof(buf));
        if (r < 0)
                return r;
        if (strcmp(buf, "max") == 0) {
                *ret = UINT64_MAX;
                return 0;
        }
        return device_sysfs_read_u64(dirfd, name, ret);
}

/* The value of key in memory.stat ("key N" lines); 0 when absent. */
static uint64_t read_stat(int dirfd, const char *key) {
        char buf[8192];
        size_t k = strlen(key);

        if (read_small_file_at(dirfd, "memory.stat", buf, sizeof(buf)) < 0)
                return 0;
        for (char *l = buf; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
                if (strncmp(l, key, k) == 0 && l[k] == ' ')
                        return strtoull(l + k + 1, NULL, 10);
        return 0;
}

/* One hierarchy: dir = mount + path, walked up to the mount, the tightest headroom kept in *best. */
static int walk(const char *mount, const char *path, bool v2, MemcgLimit *best, bool *found) {
        _cleanup_free_ char *dir = NULL;
        size_t base = strlen(mount);

        if (asprintf(&dir, "%s%s", mount, strcmp(path, "/") == 0 ? "" : path) < 0)
                return -ENOMEM;
        for (;;) {
                _cleanup_close_ int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW);
                uint64_t limit = UINT64_MAX, high = UINT64_MAX, usage = 0, inactive;
                char *slash;

                if (fd >= 0 && read_limit(fd, v2 ? "memory.max" : "memory.limit_in_bytes", &limit) >= 0) {
                        if (v2 && read_limit(fd, "memory.high", &high) >= 0 && high < limit)
                                limit = high;
                        if (limit < MEMCG_UNLIMITED &&
                            device_sysfs_read_u64(fd, v2 ? "memory.current" : "memory.usage_in_bytes", &usage) >= 0) {
                                /* Inactive page cache is reclaimed first: count it as room, as
                                 * MemAvailable does. */
                                inactive = read_stat(fd, v2 ? "inactive_file" : "total_inactive_file");
                                usage = usage > inactive ? usage - inactive : 0;
                                uint64_t room = limit > usage ? limit - usage : 0;
                                if (!*found || room < best->headroom) {
                                        char *d = strdup(dir);
                                        if (!d)
                                                return -ENOMEM;
                                        free(best->dir);
                                        *best = (MemcgLimit) { .limit = limit, .usage = usage, .headroom = room, .dir = d };
                                        *found = true;
                                }
                        }
                }
                if (strlen(dir) <= base)
                        return 0;
                slash = strrchr(dir, '/');
                if (!slash || (size_t) (slash - dir) < base)
                        return 0;
                *slash = 0;
        }
}

int memcg_headroom_read(const char *root, MemcgLimit *ret) {
        const char *r0 = root && strcmp(root, "/") != 0 ? root : "";
        _cleanup_free_ char *v1 = NULL, *v2 = NULL, *proc = NULL, *m1 = NULL, *m2 = NULL;
        MemcgLimit best = {};
        bool found = false;
        char buf[4096];
        int r;

        if (asprintf(&proc, "%s/proc/self/cgroup", r0) < 0)
                return -ENOMEM;
        r = read_small_file_at(AT_FDCWD, proc, buf, sizeof(buf));
        if (r < 0)
                return r;
        r = memcg_proc_parse(buf, strlen(buf), &v1, &v2);
        if (r < 0)
                return r;
        if (v1) {
                if (asprintf(&m1, "%s/sys/fs/cgroup/memory", r0) < 0)
                        return -ENOMEM;
                r = walk(m1, v1, false, &best, &found);
        }
        if (r >= 0 && v2) {
                /* hybrid: the unified tree beside the v1 controllers; else /sys/fs/cgroup itself */
                if (asprintf(&m2, "%s/sys/fs/cgroup/unified", r0) < 0)
                        return -ENOMEM;
                if (access(m2, F_OK) < 0) {
                        free(m2);
                        if (asprintf(&m2, "%s/sys/fs/cgroup", r0) < 0) {
                                m2 = NULL;
                                return -ENOMEM;
                        }
                }
                r = walk(m2, v2, true, &best, &found);
        }
        if (r < 0) {
                memcg_limit_done(&best);
                return r;
        }
        if (!found)
                return 0;
        *ret = best;
        return 1;
}
