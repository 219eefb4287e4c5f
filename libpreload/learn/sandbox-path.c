/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Paths a sandboxed process names, as the host names them (see sandbox-path.h). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "macro.h"
#include "mountinfo.h"
#include "sandbox-path.h"

struct SandboxNs {
        uint64_t ino; /* of /proc/PID/ns/mnt */
        MountTable *table;
};

struct SandboxPaths {
        bool namespaces; /* whether the kernel tells them apart (/proc/self/ns/mnt) */
        uint64_t own_ino;
        MountTable *own; /* read when the first namespace not ours is met */
        SandboxNs ns[SANDBOX_NAMESPACES_MAX];
        size_t n_ns;
};

int sandbox_paths_new(SandboxPaths **ret) {
        SandboxPaths *s = calloc(1, sizeof(*s));
        struct stat st;

        if (!s)
                return -ENOMEM;
        if (stat("/proc/self/ns/mnt", &st) >= 0) {
                s->namespaces = true;
                s->own_ino = (uint64_t) st.st_ino;
        }
        *ret = s;
        return 0;
}

SandboxPaths *sandbox_paths_free(SandboxPaths *s) {
        if (!s)
                return NULL;
        for (size_t i = 0; i < s->n_ns; i++)
                mountinfo_table_free(s->ns[i].table);
        mountinfo_table_free(s->own);
        free(s);
        return NULL;
}

static int table_read(pid_t pid, MountTable **ret) {
        _cleanup_free_ char *text = NULL;
        int r = pid > 0 ? mountinfo_read_pid(pid, &text) : mountinfo_read(&text);

        if (r < 0)
                return r;
        return mountinfo_table_parse(text, ret);
}

int sandbox_paths_namespace(SandboxPaths *s, pid_t pid, SandboxNs **ret_ns) {
        MountTable *t = NULL;
        char path[64];
        struct stat st;
        int r;

        if (!s->namespaces)
                return 0;
        snprintf(path, sizeof(path), "/proc/%d/ns/mnt", (int) pid);
        if (stat(path, &st) < 0)
                return errno == ENOENT ? -ESRCH : -errno;
        if ((uint64_t) st.st_ino == s->own_ino)
                return 0;
        for (size_t i = 0; i < s->n_ns; i++)
                if (s->ns[i].ino == (uint64_t) st.st_ino) {
                        *ret_ns = &s->ns[i];
                        return 1;
                }
        if (s->n_ns == SANDBOX_NAMESPACES_MAX)
                return -E2BIG;
        if (!s->own) {
                r = table_read(0, &s->own);
                if (r < 0)
                        return r;
        }
        /* Read after its namespace was: should pid have been replaced meanwhile, the check of
         * every translation by identity still holds. */
        r = table_read(pid, &t);
        if (r < 0)
                return r;
        s->ns[s->n_ns] = (SandboxNs) { .ino = (uint64_t) st.st_ino, .table = t };
        *ret_ns = &s->ns[s->n_ns++];
        return 1;
}

/* What path adds below the directory dir ("" or "/..."), or NULL when dir is neither path nor
 * one of its parents: "/usr" is above "/usr/lib" and "/usr", not "/usrx". */
static const char *path_below(const char *dir, const char *path) {
        size_t n = strlen(dir);

        if (strcmp(dir, "/") == 0)
                return strcmp(path, "/") == 0 ? "" : path;
        if (strncmp(dir, path, n) != 0 || (path[n] != '/' && path[n] != '\0'))
                return NULL;
        return path + n;
}

int sandbox_path_map(const MountTable *theirs, const MountTable *ours, const char *path, size_t nth, char **ret) {
        const MountPoint *m = NULL;
        const char *rest = NULL;
        size_t best = 0, order[SANDBOX_CANDIDATES_MAX], n = 0;

        if (!theirs || !ours || path[0] != '/')
                return 0;
        /* Their mount that serves path: the deepest mount point above it; of several on the same
         * point, the last listed, mounted over the others. (A mount hidden under a later one on a
         * directory above it would be taken too: the identity check refuses what it gives.) */
        for (size_t i = 0; i < theirs->n_mounts; i++) {
                const char *r = path_below(theirs->mounts[i].path, path);
                size_t l = strlen(theirs->mounts[i].path);
                if (r && (!m || l >= best)) {
                        m = &theirs->mounts[i];
                        rest = r;
                        best = l;
                }
        }
        if (!m)
                return 0;
        /* Ours of the same file system whose root holds theirs, the longest root first (the
         * fewest directories of ours to walk), the last listed first among equals. */
        for (size_t i = ours->n_mounts; i-- > 0;) {
                const MountPoint *o = &ours->mounts[i];
                size_t k;

                if (o->dev != m->dev || !path_below(o->root, m->root))
                        continue;
                if (n == ELEMENTSOF(order) && strlen(ours->mounts[order[n - 1]].root) >= strlen(o->root))
                        continue;
                k = n < ELEMENTSOF(order) ? n++ : n - 1;
                for (; k > 0 && strlen(ours->mounts[order[k - 1]].root) < strlen(o->root); k--)
                        order[k] = order[k - 1];
                order[k] = i;
        }
        if (nth >= n)
                return 0;
        const MountPoint *o = &ours->mounts[order[nth]];
        const char *below = path_below(o->root, m->root);
        const char *base = strcmp(o->path, "/") == 0 ? "" : o->path;
        char *host;

        if (strlen(base) + strlen(below) + strlen(rest) >= PATH_MAX)
                return 0;
        if (asprintf(&host, "%s%s%s", base, below, rest) < 0)
                return -ENOMEM;
        if (!host[0]) {
                free(host);
                host = strdup("/");
                if (!host)
                        return -ENOMEM;
        }
        *ret = host;
        return 1;
}

int sandbox_path_same_file(const MountTable *ours, const char *path, dev_t dev, uint64_t ino, dev_t *ret_dev) {
        struct statx sx;
        dev_t st_dev;

        /* The path itself: a symbolic link there is not the file mapped. */
        if (statx(AT_FDCWD, path, AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT, STATX_TYPE | STATX_INO | STATX_MNT_ID,
                  &sx) < 0 ||
            !S_ISREG(sx.stx_mode) || sx.stx_ino != ino)
                return 0;
        st_dev = makedev(sx.stx_dev_major, sx.stx_dev_minor);
        if (st_dev != dev) {
                /* /proc/PID/maps names the super block's number, which is not st_dev on btrfs:
                 * the file's mount says which it is. */
                const MountPoint *m = NULL;
                if (ours && (sx.stx_mask & STATX_MNT_ID))
                        m = mountinfo_table_find_id(ours, sx.stx_mnt_id);
                if (!m || m->dev != dev)
                        return 0;
        }
        if (ret_dev)
                *ret_dev = st_dev;
        return 1;
}

int sandbox_paths_translate(SandboxPaths *s, SandboxNs *ns, const char *path, dev_t dev, uint64_t ino, char **ret,
                            dev_t *ret_dev) {
        for (size_t nth = 0; nth < SANDBOX_CANDIDATES_MAX; nth++) {
                _cleanup_free_ char *host = NULL;
                int r = sandbox_path_map(ns->table, s->own, path, nth, &host);

                if (r <= 0)
                        return r;
                if (sandbox_path_same_file(s->own, host, dev, ino, ret_dev) > 0) {
                        if (ret)
                                *ret = TAKE_PTR(host);
                        return 1;
                }
        }
        return 0;
}
