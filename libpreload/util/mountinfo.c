/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The mount table: the file system type mounted from a device (see mountinfo.h). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"
#include "mountinfo.h"

/* A mount table this long is not one (tens of thousands of mounts): refused rather than read. */
#define MOUNTINFO_MAX (UINT64_C(64) << 20)

int mountinfo_fstype(const char *text, dev_t dev, char *ret, size_t size) {
        for (const char *line = text; *line; ) {
                const char *end = strchrnul(line, '\n'), *sep, *type;
                unsigned maj, min;
                size_t len;

                /* "36 35 98:0 /root /mnt opts [optional fields...] - TYPE SOURCE SUPEROPTS"; the
                 * paths have spaces and newlines escaped (\040, \012), so " - " only ends the
                 * optional fields. */
                if (sscanf(line, "%*u %*u %u:%u ", &maj, &min) == 2 && makedev(maj, min) == dev &&
                    (sep = strstr(line, " - ")) && sep < end) {
                        type = sep + 3;
                        len = strcspn(type, " \n");
                        if (len >= size)
                                return -ENAMETOOLONG;
                        memcpy(ret, type, len);
                        ret[len] = 0;
                        return 0;
                }
                line = *end ? end + 1 : end;
        }
        return -ENOENT;
}

/* Copies a mountinfo field of len bytes into ret, undoing the kernel's \ooo escapes (of space,
 * tab, newline and backslash). -ENAMETOOLONG when it does not fit. */
static int field_unescape(const char *f, size_t len, char *ret, size_t size) {
        size_t o = 0;

        for (size_t i = 0; i < len; i++) {
                char c = f[i];

                if (c == '\\' && i + 3 < len && f[i + 1] >= '0' && f[i + 1] <= '3' && f[i + 2] >= '0' &&
                    f[i + 2] <= '7' && f[i + 3] >= '0' && f[i + 3] <= '7') {
                        c = (char) ((f[i + 1] - '0') * 64 + (f[i + 2] - '0') * 8 + (f[i + 3] - '0'));
                        i += 3;
                }
                if (o + 1 >= size)
                        return -ENAMETOOLONG;
                ret[o++] = c;
        }
        ret[o] = 0;
        return 0;
}

int mountinfo_by_id(const char *text, uint64_t mnt_id, MountEntry *ret) {
        for (const char *line = text; *line; ) {
                const char *end = strchrnul(line, '\n'), *sep, *type, *source;
                unsigned long long id;
                unsigned maj, min;
                size_t type_len, source_len;
                int r;

                /* "36 35 98:0 /root /mnt opts [optional fields...] - TYPE SOURCE SUPEROPTS" */
                if (sscanf(line, "%llu %*u %u:%u ", &id, &maj, &min) == 3 && id == mnt_id &&
                    (sep = strstr(line, " - ")) && sep < end) {
                        type = sep + 3;
                        type_len = strcspn(type, " \n");
                        source = type + type_len;
                        if (*source != ' ')
                                return -ENOENT; /* no source field: not a mount table line */
                        source++;
                        source_len = strcspn(source, " \n");
                        if (type_len == 0 || type_len >= sizeof(ret->fstype))
                                return -ENAMETOOLONG;
                        memcpy(ret->fstype, type, type_len);
                        ret->fstype[type_len] = 0;
                        r = field_unescape(source, source_len, ret->source, sizeof(ret->source));
                        if (r < 0)
                                return r;
                        ret->dev = makedev(maj, min);
                        return 0;
                }
                line = *end ? end + 1 : end;
        }
        return -ENOENT;
}

static int mountinfo_read_at(const char *path, char **ret) {
        _cleanup_close_ int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        _cleanup_free_ char *buf = NULL;
        size_t size = 16384, got = 0;

        if (fd < 0)
                return -errno;
        /* procfs files have no size: read until the end, doubling. */
        for (;;) {
                ssize_t n;
                char *b = realloc(buf, size + 1);

                if (!b)
                        return -ENOMEM;
                buf = b;
                n = read_full(fd, buf + got, size - got);
                if (n < 0)
                        return (int) n;
                got += (size_t) n;
                if (got < size)
                        break;
                if (size >= MOUNTINFO_MAX)
                        return -EFBIG;
                size *= 2;
        }
        buf[got] = 0;
        *ret = TAKE_PTR(buf);
        return 0;
}

int mountinfo_read(char **ret) {
        return mountinfo_read_at("/proc/self/mountinfo", ret);
}

int mountinfo_read_pid(pid_t pid, char **ret) {
        char path[64];
        int r;

        if (pid <= 0)
                return -EINVAL;
        snprintf(path, sizeof(path), "/proc/%d/mountinfo", (int) pid);
        r = mountinfo_read_at(path, ret);
        /* A process that exited and was not waited for yet (a zombie) keeps its /proc directory
         * but has no namespace any more: its table does not open (EINVAL). */
        return r == -ENOENT || r == -EINVAL ? -ESRCH : r;
}

/* A field of len bytes as a malloc'ed string with its escapes undone; NULL without memory. */
static char *field_dup(const char *f, size_t len) {
        char *s = malloc(len + 1);

        if (s && field_unescape(f, len, s, len + 1) < 0)
                s = mfree(s); /* cannot happen: undoing escapes only shortens */
        return s;
}

MountTable *mountinfo_table_free(MountTable *t) {
        if (!t)
                return NULL;
        for (size_t i = 0; i < t->n_mounts; i++) {
                free(t->mounts[i].root);
                free(t->mounts[i].path);
        }
        free(t->mounts);
        free(t);
        return NULL;
}

int mountinfo_table_parse(const char *text, MountTable **ret) {
        MountTable *t = calloc(1, sizeof(*t));
        size_t allocated = 0;

        if (!t)
                return -ENOMEM;
        for (const char *line = text; *line && t->n_mounts < MOUNTINFO_MOUNTS_MAX;) {
                const char *end = strchrnul(line, '\n'), *root, *path, *sep;
                unsigned long long id;
                unsigned maj, min;
                size_t root_len, path_len;
                int pos = -1;

                /* "36 35 98:0 /root /mnt opts [optional fields...] - TYPE SOURCE SUPEROPTS" */
                if (sscanf(line, "%llu %*u %u:%u %n", &id, &maj, &min, &pos) == 3 && pos > 0 &&
                    line + pos < end && (sep = strstr(line, " - ")) && sep < end) {
                        root = line + pos;
                        root_len = strcspn(root, " \n");
                        path = root + root_len + (root[root_len] == ' ');
                        path_len = strcspn(path, " \n");
                        if (root[0] == '/' && path[0] == '/' && path + path_len <= sep) {
                                if (t->n_mounts == allocated) {
                                        size_t n = allocated ? allocated * 2 : 64;
                                        MountPoint *v = reallocarray(t->mounts, n, sizeof(*v));
                                        if (!v)
                                                goto oom;
                                        t->mounts = v;
                                        allocated = n;
                                }
                                MountPoint *m = &t->mounts[t->n_mounts];
                                *m = (MountPoint) { .id = id, .dev = makedev(maj, min) };
                                m->root = field_dup(root, root_len);
                                m->path = field_dup(path, path_len);
                                t->n_mounts++;
                                if (!m->root || !m->path)
                                        goto oom;
                        }
                }
                line = *end ? end + 1 : end;
        }
        *ret = t;
        return 0;
oom:
        mountinfo_table_free(t);
        return -ENOMEM;
}

const MountPoint *mountinfo_table_find_id(const MountTable *t, uint64_t id) {
        for (size_t i = 0; i < t->n_mounts; i++)
                if (t->mounts[i].id == id)
                        return &t->mounts[i];
        return NULL;
}
