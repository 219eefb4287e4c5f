/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A warm's metadata pass: the plan's inodes and directories, as root (ext4meta, xfsmeta, btrfsmeta)
 * or via preload-metad. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "btrfsmeta.h"
#include "ext2fs-dl.h"
#include "ext4meta.h"
#include "fileio.h"
#include "fsmeta.h"
#include "json-util.h"
#include "macro.h"
#include "metad.h"
#include "mountinfo.h"
#include "profile.h"
#include "strv.h"
#include "warm-meta-internal.h"
#include "warm-meta.h"
#include "xfsmeta.h"

/* Reasons kept in the result; the rest are counted in "refused". */
#define WARM_META_ERRORS_MAX 8
/* The helper's answer for one batch: it reads at most a few MiB; a stuck helper costs this. */
#define WARM_META_HELPER_TIMEOUT_USEC (UINT64_C(10) * 1000000)

typedef struct MetaItem {
        dev_t dev;
        ino_t ino;
        bool directory;
        const char *path; /* points into the plan or into the directory list */
} MetaItem;

typedef struct MetaItems {
        MetaItem *v;
        size_t n, allocated;
        char **dirs; /* owned: the directories on the plan's paths */
        size_t n_dirs, dirs_allocated;
} MetaItems;


void warm_meta_done(WarmMeta *m) {
        free(m->skipped);
        ext4meta_blocks_free_n(m->map_blocks, m->n_map_blocks);
        free(m->map_profile);
        strv_free_n(m->errors, m->n_errors);
        *m = (WarmMeta) {};
}

int warm_meta_error(WarmMeta *m, const char *what, const char *reason) {
        char *s;

        for (size_t i = 0; i < m->n_errors; i++)
                if (strstr(m->errors[i], reason))
                        return 0; /* one line per reason */
        if (m->n_errors >= WARM_META_ERRORS_MAX)
                return 0;
        if (asprintf(&s, "%s: %s", what, reason) < 0)
                return -ENOMEM;
        if (strv_push(&m->errors, &m->n_errors, s) < 0) {
                free(s);
                return -ENOMEM;
        }
        return 0;
}

int warm_meta_add(WarmMeta *dst, WarmMeta *src) {
        ext4meta_stats_add(&dst->stats, &src->stats);
        dst->file_systems += src->file_systems;
        dst->refused += src->refused;
        for (size_t i = 0; i < src->n_errors; i++) {
                bool seen = false;
                for (size_t k = 0; k < dst->n_errors && !seen; k++)
                        seen = strcmp(dst->errors[k], src->errors[i]) == 0;
                if (seen || dst->n_errors >= WARM_META_ERRORS_MAX)
                        continue;
                if (strv_push(&dst->errors, &dst->n_errors, src->errors[i]) < 0)
                        return -ENOMEM;
                src->errors[i] = NULL;
        }
        return 0;
}

static int items_add(MetaItems *it, const struct stat *st, const char *path) {
        if (it->n >= EXT4META_MAX_INODES)
                return 0;
        if (it->n == it->allocated) {
                size_t m = MAX(it->allocated * 2, (size_t) 64);
                MetaItem *v = reallocarray(it->v, m, sizeof(MetaItem));
                if (!v)
                        return -ENOMEM;
                it->v = v;
                it->allocated = m;
        }
        it->v[it->n++] = (MetaItem) { st->st_dev, st->st_ino, S_ISDIR(st->st_mode), path };
        return 0;
}

/* Every directory above an absolute path ("/usr/lib/x/libc.so" gives "/", "/usr", "/usr/lib", ...). */
static int dirs_add_ancestors(MetaItems *it, const char *path) {
        if (!path || path[0] != '/')
                return 0;
        for (const char *s = path; (s = strchr(s, '/')); s++) {
                size_t len = s == path ? 1 : (size_t) (s - path);
                _cleanup_free_ char *d = NULL;
                int r;

                if (it->n_dirs >= EXT4META_MAX_INODES)
                        return 0;
                d = strndup(path, len);
                if (!d)
                        return -ENOMEM;
                r = lookups_add(&it->dirs, &it->n_dirs, &it->dirs_allocated, d);
                if (r < 0)
                        return r;
        }
        return 0;
}

static int item_cmp(const void *a, const void *b) {
        const MetaItem *x = a, *y = b;
        if (x->dev != y->dev)
                return x->dev < y->dev ? -1 : 1;
        return x->ino < y->ino ? -1 : x->ino > y->ino;
}

/* The inodes of the entries of directory path (a "DIR/" lookup: a program looks names up there,
 * and those that exist cost it their inodes), from their directory entries, without a stat. */
static int items_add_entries(MetaItems *it, const char *path, dev_t dev) {
        DIR *d = opendir(path);
        size_t n = 0;
        int r = 0;

        if (!d)
                return 0;
        for (struct dirent *de; r >= 0 && n < LOOKUP_DIR_ENTRIES_MAX && (de = readdir(d));) {
                if (de->d_ino == 0 || strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
                        continue;
                r = items_add(it, &(struct stat) { .st_dev = dev, .st_ino = de->d_ino, .st_mode = S_IFREG }, path);
                n++;
        }
        closedir(d);
        return r;
}

/*
 * The inodes to prepare: the plan's files by identity, what its lookups name, and every directory
 * on those paths (lstat: a symlink on the way is an inode of its own). Sorted by (dev, ino), each
 * once; a directory is marked so when any path passes through it.
 */
static int items_collect(const Plan *p, MetaItems *it) {
        struct stat st;
        size_t k;
        int r = 0;

        for (size_t i = 0; r >= 0 && i < p->n_files; i++) {
                r = dirs_add_ancestors(it, p->files[i].path);
                if (r >= 0 && p->files[i].real_path && strcmp(p->files[i].real_path, p->files[i].path) != 0)
                        r = dirs_add_ancestors(it, p->files[i].real_path);
                if (r >= 0 && p->files[i].have_identity)
                        r = items_add(it, &(struct stat) { .st_dev = p->files[i].dev, .st_ino = p->files[i].ino,
                                                           .st_mode = S_IFREG },
                                      p->files[i].path);
        }
        for (size_t i = 0; r >= 0 && i < p->n_lookups; i++) {
                r = dirs_add_ancestors(it, p->lookups[i]);
                if (r < 0 || lstat(p->lookups[i], &st) < 0)
                        continue;
                r = items_add(it, &(struct stat) { .st_dev = st.st_dev, .st_ino = st.st_ino, .st_mode = S_IFREG },
                              p->lookups[i]);
                if (r >= 0 && lookup_names_dir(p->lookups[i]) && S_ISDIR(st.st_mode))
                        r = items_add_entries(it, p->lookups[i], st.st_dev);
        }
        if (r < 0)
                return r;
        if (it->n_dirs > 0)
                qsort(it->dirs, it->n_dirs, sizeof(char *), strv_compare);
        for (size_t i = 0; r >= 0 && i < it->n_dirs; i++) {
                if (i > 0 && strcmp(it->dirs[i], it->dirs[i - 1]) == 0)
                        continue;
                if (lstat(it->dirs[i], &st) >= 0)
                        r = items_add(it, &st, it->dirs[i]);
        }
        if (r < 0 || it->n == 0)
                return r;
        qsort(it->v, it->n, sizeof(MetaItem), item_cmp);
        k = 0;
        for (size_t i = 0; i < it->n; i++) {
                if (k > 0 && it->v[k - 1].dev == it->v[i].dev && it->v[k - 1].ino == it->v[i].ino) {
                        if (it->v[i].directory) {
                                it->v[k - 1].directory = true;
                                it->v[k - 1].path = it->v[i].path;
                        }
                        continue;
                }
                it->v[k++] = it->v[i];
        }
        it->n = k;
        return 0;
}

/* As root, made ready: one file system's inodes with a descriptor on it (O_PATH: opens nothing,
 * reads no data) that anchors the pass, so that running it looks no path up. */
typedef struct MetaGroup {
        int anchor;
        dev_t dev;
        FsMetaKind kind;           /* the pass it gets */
        Ext4MetaInode *inodes;     /* ext4's (32-bit inode numbers) */
        FsMetaInode *fs_inodes;    /* XFS's and btrfs's */
        size_t n;
} MetaGroup;

struct WarmMetaPrep {
        WarmMetaRoute route;
        char *skipped;
        MetaGroup *groups; /* root */
        size_t n_groups;
        int *dir_fds;      /* the helper's: directories, open */
        size_t n_dir_fds;
        uint64_t refused;  /* inodes left out when made ready (no anchor on their file system) */
        char **no_pass;    /* the types of the file systems met that have no pass ("tmpfs") */
        size_t n_no_pass;
        uint64_t no_pass_inodes; /* the inodes on them */
};

WarmMetaPrep *warm_meta_prep_free(WarmMetaPrep *mp) {
        if (!mp)
                return NULL;
        for (size_t i = 0; i < mp->n_groups; i++) {
                safe_close(mp->groups[i].anchor);
                free(mp->groups[i].inodes);
                free(mp->groups[i].fs_inodes);
        }
        free(mp->groups);
        for (size_t i = 0; i < mp->n_dir_fds; i++)
                safe_close(mp->dir_fds[i]);
        free(mp->dir_fds);
        strv_free_n(mp->no_pass, mp->n_no_pass);
        free(mp->skipped);
        free(mp);
        return NULL;
}

size_t warm_meta_prep_heap_bytes(const WarmMetaPrep *mp) {
        size_t n;

        if (!mp)
                return 0;
        n = sizeof(*mp) + mp->n_groups * sizeof(MetaGroup) + mp->n_dir_fds * sizeof(int) +
            (mp->skipped ? strlen(mp->skipped) + 1 : 0);
        for (size_t i = 0; i < mp->n_groups; i++)
                n += mp->groups[i].n *
                     (mp->groups[i].kind == FSMETA_EXT4 ? sizeof(Ext4MetaInode) : sizeof(FsMetaInode));
        for (size_t i = 0; i < mp->n_no_pass; i++)
                n += strlen(mp->no_pass[i]) + 1 + sizeof(char *);
        return n;
}

/* Keeps the type name of a file system with no pass, each once. Returns 0 or -ENOMEM. */
static int prep_no_pass(WarmMetaPrep *mp, const char *type, size_t n_inodes) {
        char *s;

        mp->no_pass_inodes += n_inodes;
        for (size_t i = 0; i < mp->n_no_pass; i++)
                if (strcmp(mp->no_pass[i], type) == 0)
                        return 0;
        s = strdup(type);
        if (!s || strv_push(&mp->no_pass, &mp->n_no_pass, s) < 0) {
                free(s);
                return -ENOMEM;
        }
        return 0;
}

/* The group of items [i, j) on the file system of anchor (taken on success), whose pass is kind. */
static int prep_group_add(WarmMetaPrep *mp, const MetaItems *it, size_t i, size_t j, FsMetaKind kind,
                          int anchor) {
        _cleanup_free_ Ext4MetaInode *inodes = NULL;
        _cleanup_free_ FsMetaInode *fs_inodes = NULL;
        MetaGroup *g;

        if (kind == FSMETA_EXT4) {
                inodes = calloc(j - i, sizeof(Ext4MetaInode));
                if (!inodes)
                        return -ENOMEM;
                /* ext4's inode numbers are 32 bits */
                for (size_t k = i; k < j; k++)
                        inodes[k - i] = (Ext4MetaInode) { (uint32_t) it->v[k].ino, it->v[k].directory };
        } else {
                fs_inodes = calloc(j - i, sizeof(FsMetaInode));
                if (!fs_inodes)
                        return -ENOMEM;
                for (size_t k = i; k < j; k++)
                        fs_inodes[k - i] = (FsMetaInode) { (uint64_t) it->v[k].ino, it->v[k].directory };
        }
        g = reallocarray(mp->groups, mp->n_groups + 1, sizeof(MetaGroup));
        if (!g)
                return -ENOMEM;
        mp->groups = g;
        mp->groups[mp->n_groups++] = (MetaGroup) { .anchor = anchor, .dev = it->v[i].dev, .kind = kind,
                                                   .n = j - i, .inodes = TAKE_PTR(inodes),
                                                   .fs_inodes = TAKE_PTR(fs_inodes) };
        return 0;
}

/* "no metadata pass for tmpfs, overlay": why no pass runs when no file system met has one. */
static int prep_no_pass_reason(const WarmMetaPrep *mp, char **ret) {
        size_t len = strlen("no metadata pass for ") + 1;
        char *s;

        for (size_t i = 0; i < mp->n_no_pass; i++)
                len += strlen(mp->no_pass[i]) + 2;
        s = malloc(len);
        if (!s)
                return -ENOMEM;
        strcpy(s, "no metadata pass for ");
        for (size_t i = 0; i < mp->n_no_pass; i++) {
                if (i > 0)
                        strcat(s, ", ");
                strcat(s, mp->no_pass[i]);
        }
        *ret = s;
        return 0;
}

/*
 * An O_PATH descriptor on the file system of items [i, j) (one device): a directory among them,
 * else a regular file. The passes of XFS and btrfs open it again for their ioctl()s, and a
 * directory has no lease that an open would break; the directories on the paths are in every
 * group. Returns it, or -ENOENT.
 */
static int group_anchor(const MetaItems *it, size_t i, size_t j) {
        for (int files = 0; files < 2; files++)
                for (size_t k = i; k < j; k++) {
                        struct stat st;
                        int fd;

                        if (it->v[k].directory == files)
                                continue;
                        fd = open(it->v[k].path, O_PATH | O_NOFOLLOW | O_CLOEXEC);
                        if (fd < 0)
                                continue;
                        if (fstat(fd, &st) >= 0 && st.st_dev == it->v[i].dev &&
                            (S_ISREG(st.st_mode) || S_ISDIR(st.st_mode)))
                                return fd;
                        safe_close(fd);
                }
        return -ENOENT;
}

/*
 * The items (sorted by device) grouped per file system, each group anchored on a path of it and
 * given the pass of its type (ext4, XFS, btrfs), told by the mount table rather than by asking the
 * file system, which a FUSE server may never answer. A file system with no pass is named in mp->no_pass;
 * with no group left to run, that is why the pass is skipped.
 */
static int prep_root_groups(const MetaItems *it, WarmMetaPrep *mp) {
        _cleanup_free_ char *mountinfo = NULL;
        int r;

        mp->route = WARM_META_ROOT;
        r = mountinfo_read(&mountinfo);
        if (r == -ENOMEM)
                return r;
        for (size_t i = 0, j; i < it->n; i = j) {
                _cleanup_close_ int anchor = -EBADF;
                char type[FSMETA_TYPE_MAX];
                FsMetaKind kind;

                for (j = i; j < it->n && it->v[j].dev == it->v[i].dev; j++)
                        ;
                anchor = group_anchor(it, i, j);
                if (anchor >= 0) {
                        r = fsmeta_kind_fd(anchor, mountinfo, &kind, type);
                        if (r == -ENOMEM)
                                return r;
                        if (r < 0)
                                anchor = safe_close(anchor);
                }
                if (anchor < 0) {
                        mp->refused += j - i;
                        continue;
                }
                r = kind == FSMETA_NONE ? prep_no_pass(mp, type, j - i)
                                        : prep_group_add(mp, it, i, j, kind, anchor);
                if (r < 0)
                        return r;
                if (kind != FSMETA_NONE)
                        TAKE_FD(anchor);
        }
        if (mp->n_groups == 0 && mp->n_no_pass > 0) {
                mp->route = WARM_META_SKIPPED;
                return prep_no_pass_reason(mp, &mp->skipped);
        }
        return 0;
}

bool warm_meta_prep_load(const WarmMetaPrep *mp) {
        if (!mp || mp->route != WARM_META_ROOT)
                return false;
        for (size_t i = 0; i < mp->n_groups; i++) {
                const char *why = NULL;
                if (mp->groups[i].kind == FSMETA_EXT4 &&
                    ext4meta_check_fd(mp->groups[i].anchor, &why) >= 0) {
                        const Ext2fsDl *dl;
                        _cleanup_free_ char *reason = NULL;
                        return ext2fs_dl(&dl, &reason) >= 0;
                }
        }
        return false;
}

/* The root pass over mp's groups, each by its file system's kind; with blocks, what it read on each
 * ext4 file system appended there (the others read through their own calls: no blocks to keep). */
static int meta_root(const WarmMetaPrep *mp, const WarmMetaOptions *o, WarmMeta *m, Ext4MetaBlocks **blocks,
                     size_t *n_blocks) {
        m->route = WARM_META_ROOT;
        m->refused += mp->refused + mp->no_pass_inodes;
        for (size_t i = 0; i < mp->n_no_pass; i++) {
                _cleanup_free_ char *none = NULL;
                if (asprintf(&none, "none for %s", mp->no_pass[i]) < 0 ||
                    warm_meta_error(m, "metadata pass", none) < 0)
                        return -ENOMEM;
        }
        for (size_t i = 0; i < mp->n_groups; i++) {
                const MetaGroup *g = &mp->groups[i];
                _cleanup_free_ char *reason = NULL;
                char what[64];
                int r;

                snprintf(what, sizeof(what), "device %u:%u", major(g->dev), minor(g->dev));
                Ext4MetaBlocks b = {};
                if (g->kind == FSMETA_XFS)
                        r = xfsmeta_pass(g->anchor, g->fs_inodes, g->n, NULL, &m->stats, &reason);
                else if (g->kind == FSMETA_BTRFS)
                        r = btrfsmeta_pass(g->anchor, g->fs_inodes, g->n, false, NULL, &m->stats, &reason);
                else
                        r = ext4meta_pass(g->anchor, o->sysfs_root, g->inodes, g->n, NULL, &m->stats,
                                          blocks ? &b : NULL, &reason);
                if (r >= 0 && blocks && g->kind == FSMETA_EXT4)
                        r = ext4meta_blocks_push(blocks, n_blocks, &b);
                if (r == -ENOMEM)
                        return r;
                m->file_systems++;
                if (r < 0) {
                        m->refused += g->n;
                        if (warm_meta_error(m, what, reason ? reason : strerror(-r)) < 0)
                                return -ENOMEM;
                }
        }
        return 0;
}

/* Sends n open descriptors (with their flags) to the helper and sums up its answer. */
static int meta_helper_send(const int *fds, const uint8_t *flags, size_t n, const WarmMetaOptions *o, WarmMeta *m) {
        MetadResponse resp;
        int r;

        if (n == 0)
                return 0;
        r = metad_client_request(o->socket_path, fds, flags, n, 0, WARM_META_HELPER_TIMEOUT_USEC, &resp);
        if (r < 0)
                return r;
        m->file_systems++;
        ext4meta_stats_add(&m->stats, &resp.stats);
        for (size_t i = 0; i < resp.n_fds; i++)
                if (resp.refusal[i] != METAD_ACCEPTED) {
                        m->refused++;
                        if (warm_meta_error(m, "preload-metad", metad_refusal_to_string(resp.refusal[i])) < 0)
                                return -ENOMEM;
                }
        return 0;
}

/* Item i opened for the helper (what proves we may ask about it), or -errno: a symlink,
 * unreadable, or no longer the inode collected. */
static int meta_item_open(const MetaItem *v) {
        struct stat st;
        int fd;

        if (v->directory) {
                fd = open(v->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK);
                if (fd < 0)
                        return -errno;
        } else {
                fd = open_regular_file(v->path, &st);
                if (fd < 0)
                        return fd;
        }
        if ((v->directory && fstat(fd, &st) < 0) || st.st_dev != v->dev || st.st_ino != v->ino) {
                safe_close(fd);
                return -ESTALE;
        }
        return fd;
}

/* One batch to the helper: the next files from *next on, up to METAD_MAX_FDS of them, opened,
 * sent, summed up; *next moves past them. Directories are not sent: planning stat()ed every path
 * before this pass, so the lookups have read the directory blocks they need, and a directory read
 * whole now only adds requests (bench/results/metadata-hdd.md, the unprivileged route). */
static int meta_helper_batch(const MetaItems *it, size_t *next, const WarmMetaOptions *o, WarmMeta *m) {
        int fds[METAD_MAX_FDS];
        uint8_t flags[METAD_MAX_FDS] = {};
        size_t n = 0;
        int r;

        for (; *next < it->n && n < METAD_MAX_FDS; (*next)++) {
                if (it->v[*next].directory)
                        continue;
                int fd = meta_item_open(&it->v[*next]);
                if (fd < 0)
                        continue; /* not ours to ask about */
                fds[n++] = fd;
        }
        r = meta_helper_send(fds, flags, n, o, m);
        for (size_t i = 0; i < n; i++)
                safe_close(fds[i]);
        return r;
}

/* The helper's requests, batch by batch: of descriptors open already (dir_fds, directories), else
 * of the items' files, opened batch by batch. */
static int meta_helper(const MetaItems *it, const int *dir_fds, size_t n_fds, const WarmMetaOptions *o, WarmMeta *m) {
        const char *path = o->socket_path ? o->socket_path : METAD_SOCKET_PATH;
        size_t i = 0;
        int r = 0;

        m->route = WARM_META_HELPER;
        while (dir_fds ? i < n_fds : i < it->n) {
                if (dir_fds) {
                        uint8_t flags[METAD_MAX_FDS];
                        size_t to = MIN(n_fds, i + METAD_MAX_FDS);
                        memset(flags, METAD_FD_DIRECTORY_BLOCKS, sizeof(flags));
                        r = meta_helper_send(dir_fds + i, flags, to - i, o, m);
                        i = to;
                } else
                        r = meta_helper_batch(it, &i, o, m);
                if (r == -ENOMEM)
                        return r;
                if (r < 0) {
                        if (warm_meta_error(m, path, strerror(-r)) < 0)
                                return -ENOMEM;
                        break; /* the helper is gone or broken: the rest would fare no better */
                }
        }
        return 0;
}

static void items_free(MetaItems *it) {
        free(it->v);
        strv_free_n(it->dirs, it->n_dirs);
        *it = (MetaItems) {};
}

/* Why no pass can run (malloc'ed into *ret), or 0 with *ret NULL when one can. after_lookups:
 * the pass would run once planning has looked every path up (warm_meta_run()). */
static int meta_skip_reason(const WarmMetaOptions *o, bool after_lookups, char **ret) {
        const char *socket_path = o->socket_path ? o->socket_path : METAD_SOCKET_PATH;

        *ret = NULL;
        if (o->disabled)
                return (*ret = strdup("disabled")) ? 0 : -ENOMEM;
        if (o->done)
                return (*ret = strdup(o->done)) ? 0 : -ENOMEM;
        if (geteuid() == 0)
                return 0;
        if (after_lookups && !o->socket_path)
                return (*ret = strdup("not root, and the lookups are done: no helper asked")) ? 0 : -ENOMEM;
        if (access(socket_path, F_OK) < 0)
                return asprintf(ret, "not root, and no helper at %s", socket_path) < 0 ? -ENOMEM : 0;
        return 0;
}

int warm_meta_run(const Plan *p, const WarmMetaOptions *o, WarmMeta *ret) {
        return warm_meta_run_collect(p, o, ret, NULL, NULL);
}

int warm_meta_run_collect(const Plan *p, const WarmMetaOptions *o, WarmMeta *ret, Ext4MetaBlocks **ret_blocks,
                          size_t *ret_n_blocks) {
        _cleanup_(warm_meta_prep_freep) WarmMetaPrep *mp = NULL;
        MetaItems it = {};
        WarmMeta m = {};
        int r;

        r = meta_skip_reason(o, true, &m.skipped);
        if (r >= 0 && !m.skipped) {
                r = items_collect(p, &it);
                if (r >= 0 && geteuid() == 0) {
                        mp = calloc(1, sizeof(*mp));
                        r = mp ? prep_root_groups(&it, mp) : -ENOMEM;
                        if (r >= 0 && mp->skipped)
                                m.skipped = TAKE_PTR(mp->skipped);
                        else if (r >= 0)
                                r = meta_root(mp, o, &m, ret_blocks, ret_n_blocks);
                } else if (r >= 0)
                        r = meta_helper(&it, NULL, 0, o, &m);
        }
        items_free(&it);
        if (r < 0) {
                warm_meta_done(&m);
                return r;
        }
        *ret = m;
        return 0;
}

int warm_meta_prepare(const Plan *p, const WarmMetaOptions *o, size_t max_fds, WarmMetaPrep **ret) {
        _cleanup_(warm_meta_prep_freep) WarmMetaPrep *mp = calloc(1, sizeof(WarmMetaPrep));
        MetaItems it = {};
        int r;

        if (!mp)
                return -ENOMEM;
        r = meta_skip_reason(o, false, &mp->skipped);
        if (r >= 0 && !mp->skipped) {
                r = items_collect(p, &it);
                if (r >= 0 && geteuid() == 0)
                        r = prep_root_groups(&it, mp);
                else if (r >= 0) {
                        /* Directories only: a file kept open would keep a replaced file's blocks
                         * on the disk until the next preparation. The data's own opens then
                         * read the files' inodes, their directories cached. */
                        mp->route = WARM_META_HELPER;
                        mp->dir_fds = calloc(MAX(MIN(it.n, max_fds), (size_t) 1), sizeof(int));
                        if (!mp->dir_fds)
                                r = -ENOMEM;
                        for (size_t i = 0; r >= 0 && i < it.n && mp->n_dir_fds < max_fds; i++) {
                                int fd;
                                if (!it.v[i].directory)
                                        continue;
                                fd = meta_item_open(&it.v[i]);
                                if (fd == -EMFILE || fd == -ENFILE)
                                        break;
                                if (fd >= 0)
                                        mp->dir_fds[mp->n_dir_fds++] = fd;
                        }
                }
        } else if (r >= 0)
                mp->route = WARM_META_SKIPPED;
        items_free(&it);
        if (r < 0)
                return r;
        *ret = TAKE_PTR(mp);
        return 0;
}

int warm_meta_prep_run(const WarmMetaPrep *mp, const WarmMetaOptions *o, WarmMeta *ret) {
        WarmMeta m = {};
        int r = 0;

        if (mp->skipped) {
                m.route = WARM_META_SKIPPED;
                r = (m.skipped = strdup(mp->skipped)) ? 0 : -ENOMEM;
        } else if (mp->route == WARM_META_ROOT)
                r = meta_root(mp, o, &m, NULL, NULL);
        else
                r = meta_helper(NULL, mp->dir_fds, mp->n_dir_fds, o, &m);
        if (r < 0) {
                warm_meta_done(&m);
                return r;
        }
        *ret = m;
        return 0;
}

size_t warm_meta_prep_size(const WarmMetaPrep *mp) {
        size_t n = mp ? mp->n_dir_fds : 0;

        for (size_t i = 0; mp && i < mp->n_groups; i++)
                n += mp->groups[i].n;
        return n;
}

json_object *warm_meta_to_json_with(const WarmMeta *m, const WarmMeta *walk) {
        static const char *const routes[] = { [WARM_META_ROOT] = "root", [WARM_META_HELPER] = "helper" };
        Ext4MetaStats total = m->stats;
        WarmMetaRoute route = m->route != WARM_META_SKIPPED || !walk ? m->route : walk->route;
        json_object *o, *errors;

        if (walk)
                ext4meta_stats_add(&total, &walk->stats);
        o = ext4meta_stats_to_json(&total);
        json_object_object_add(o, "route", route == WARM_META_SKIPPED ? NULL : json_object_new_string(routes[route]));
        json_object_object_add(o, "skipped", m->skipped ? json_object_new_string(m->skipped) : NULL);
        json_object_object_add(o, "file_systems", json_object_new_uint64(m->file_systems + (walk ? walk->file_systems : 0)));
        json_object_object_add(o, "refused", json_object_new_uint64(m->refused + (walk ? walk->refused : 0)));
        errors = json_new_strv(m->errors, m->n_errors);
        for (size_t i = 0; walk && errors && i < walk->n_errors; i++) {
                bool seen = false;
                for (size_t k = 0; k < m->n_errors && !seen; k++)
                        seen = strcmp(m->errors[k], walk->errors[i]) == 0;
                if (!seen)
                        json_object_array_add(errors, json_object_new_string(walk->errors[i]));
        }
        json_object_object_add(o, "errors", errors);
        json_object_object_add(o, "walk", ext4meta_stats_to_json(walk ? &walk->stats : &(Ext4MetaStats) {}));
        json_object_object_add(o, "map", !walk || walk->map == WARM_META_MAP_NONE ? NULL
                                         : json_object_new_string(walk->map == WARM_META_MAP_READ ? "read" : "written"));
        return o;
}
