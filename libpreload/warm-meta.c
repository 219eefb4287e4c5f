/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A warm's metadata pass: the plan's inodes and directories, as root (ext4meta) or via preload-metad. */
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <limits.h>
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "fileio.h"
#include "json-util.h"
#include "macro.h"
#include "metad.h"
#include "profile.h"
#include "strv.h"
#include "warm-meta.h"

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

/* Mount tables are short; this bounds a hostile one. */
#define WARM_META_MOUNTS_MAX 4096

void warm_meta_done(WarmMeta *m) {
        free(m->skipped);
        strv_free_n(m->errors, m->n_errors);
        *m = (WarmMeta) {};
}

static int meta_error(WarmMeta *m, const char *what, const char *reason) {
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
                if (r >= 0 && lstat(p->lookups[i], &st) >= 0)
                        r = items_add(it, &(struct stat) { .st_dev = st.st_dev, .st_ino = st.st_ino,
                                                           .st_mode = S_IFREG },
                                      p->lookups[i]);
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

/* As root: one ext4meta pass per file system, anchored on a path of it. */
static int meta_root(const MetaItems *it, const WarmMetaOptions *o, WarmMeta *m) {
        _cleanup_free_ Ext4MetaInode *inodes = calloc(MAX(it->n, (size_t) 1), sizeof(Ext4MetaInode));
        int r;

        if (!inodes)
                return -ENOMEM;
        m->route = WARM_META_ROOT;
        for (size_t i = 0, j; i < it->n; i = j) {
                _cleanup_close_ int anchor = -EBADF;
                _cleanup_free_ char *reason = NULL;
                char what[64];
                struct stat st;

                for (j = i; j < it->n && it->v[j].dev == it->v[i].dev; j++)
                        inodes[j - i] = (Ext4MetaInode) { it->v[j].ino, it->v[j].directory };
                snprintf(what, sizeof(what), "device %u:%u", major(it->v[i].dev), minor(it->v[i].dev));
                /* Any inode of the file system anchors it; O_PATH opens nothing and reads no data. */
                for (size_t k = i; k < j && anchor < 0; k++) {
                        anchor = open(it->v[k].path, O_PATH | O_NOFOLLOW | O_CLOEXEC);
                        if (anchor >= 0 && (fstat(anchor, &st) < 0 || st.st_dev != it->v[i].dev))
                                anchor = safe_close(anchor);
                }
                if (anchor < 0) {
                        m->refused += j - i;
                        continue;
                }
                r = ext4meta_pass(anchor, o->sysfs_root, inodes, j - i, NULL, &m->stats, &reason);
                if (r == -ENOMEM)
                        return r;
                m->file_systems++;
                if (r < 0) {
                        m->refused += j - i;
                        if (meta_error(m, what, reason ? reason : strerror(-r)) < 0)
                                return -ENOMEM;
                }
        }
        return 0;
}

/* One batch to the helper: opens each item for reading (what proves we may), sends, sums up. */
static int meta_helper_batch(const MetaItems *it, size_t from, size_t to, const WarmMetaOptions *o, WarmMeta *m) {
        int fds[METAD_MAX_FDS];
        uint8_t flags[METAD_MAX_FDS];
        size_t n = 0;
        MetadResponse resp;
        int r;

        for (size_t i = from; i < to; i++) {
                struct stat st;
                int fd = it->v[i].directory ? open(it->v[i].path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
                                            : open_regular_file(it->v[i].path, &st);
                if (fd < 0)
                        continue; /* a symlink, or unreadable: not ours to ask about */
                if ((it->v[i].directory && fstat(fd, &st) < 0) || st.st_dev != it->v[i].dev ||
                    st.st_ino != it->v[i].ino) {
                        safe_close(fd);
                        continue;
                }
                fds[n] = fd;
                flags[n++] = it->v[i].directory ? METAD_FD_DIRECTORY_BLOCKS : 0;
        }
        if (n == 0)
                return 0;
        r = metad_client_request(o->socket_path, fds, flags, n, 0, WARM_META_HELPER_TIMEOUT_USEC, &resp);
        for (size_t i = 0; i < n; i++)
                safe_close(fds[i]);
        if (r < 0)
                return r;
        m->file_systems++;
        ext4meta_stats_add(&m->stats, &resp.stats);
        for (size_t i = 0; i < resp.n_fds; i++)
                if (resp.refusal[i] != METAD_ACCEPTED) {
                        m->refused++;
                        if (meta_error(m, "preload-metad", metad_refusal_to_string(resp.refusal[i])) < 0)
                                return -ENOMEM;
                }
        return 0;
}

static int meta_helper(const MetaItems *it, const WarmMetaOptions *o, WarmMeta *m) {
        const char *path = o->socket_path ? o->socket_path : METAD_SOCKET_PATH;
        int r;

        m->route = WARM_META_HELPER;
        for (size_t i = 0; i < it->n; i += METAD_MAX_FDS) {
                r = meta_helper_batch(it, i, MIN(it->n, i + METAD_MAX_FDS), o, m);
                if (r == -ENOMEM)
                        return r;
                if (r < 0) {
                        if (meta_error(m, path, strerror(-r)) < 0)
                                return -ENOMEM;
                        break; /* the helper is gone or broken: the rest would fare no better */
                }
        }
        return 0;
}

static int meta_skip(WarmMeta *m, const char *reason, const char *path) {
        m->route = WARM_META_SKIPPED;
        return asprintf(&m->skipped, "%s%s", reason, path ? path : "") < 0 ? -ENOMEM : 0;
}

int warm_meta_run(const Plan *p, const WarmMetaOptions *o, WarmMeta *ret) {
        const char *socket_path = o->socket_path ? o->socket_path : METAD_SOCKET_PATH;
        MetaItems it = {};
        WarmMeta m = {};
        int r;

        if (o->disabled)
                r = meta_skip(&m, "disabled", NULL);
        else if (geteuid() != 0 && access(socket_path, F_OK) < 0)
                r = meta_skip(&m, "not root, and no helper at ", socket_path);
        else {
                r = items_collect(p, &it);
                if (r >= 0 && geteuid() == 0)
                        r = meta_root(&it, o, &m);
                else if (r >= 0)
                        r = meta_helper(&it, o, &m);
        }
        free(it.v);
        strv_free_n(it.dirs, it.n_dirs);
        if (r < 0) {
                warm_meta_done(&m);
                return r;
        }
        *ret = m;
        return 0;
}

/* ---- the lookup walk, before planning (root) ---- */

typedef struct Mount {
        char *dir;
        size_t len;
        bool ext4;   /* a file system the walk serves */
        dev_t dev;
        ino_t ino;   /* the mount's root directory: the walk starts there */
} Mount;

static void mounts_free(Mount *m, size_t n) {
        for (size_t i = 0; i < n; i++)
                free(m[i].dir);
        free(m);
}

/*
 * The mounts, from glibc's reader of /proc/self/mounts. stat() of a mount point reads nothing:
 * the kernel keeps every mount's root in its caches.
 */
static int mounts_read(Mount **ret, size_t *ret_n) {
        FILE *f = setmntent("/proc/self/mounts", "re");
        Mount *v = NULL;
        size_t n = 0;
        struct mntent *me;

        if (!f)
                return -errno;
        while ((me = getmntent(f)) && n < WARM_META_MOUNTS_MAX) {
                bool ext = strcmp(me->mnt_type, "ext4") == 0 || strcmp(me->mnt_type, "ext3") == 0 ||
                           strcmp(me->mnt_type, "ext2") == 0;
                struct stat st = {};
                Mount *w;

                /* Only an ext mount's root is walked from: others are kept, unstat()ed (an autofs
                 * or NFS mount point is not woken), so that a path below them is not ours. */
                if (me->mnt_dir[0] != '/' || (ext && stat(me->mnt_dir, &st) < 0))
                        continue;
                w = reallocarray(v, n + 1, sizeof(Mount));
                if (!w)
                        goto nomem;
                v = w;
                v[n] = (Mount) { strdup(me->mnt_dir), strlen(me->mnt_dir), ext, st.st_dev, st.st_ino };
                if (!v[n].dir)
                        goto nomem;
                n++;
        }
        endmntent(f);
        *ret = v;
        *ret_n = n;
        return 0;
nomem:
        endmntent(f);
        mounts_free(v, n);
        return -ENOMEM;
}

/* The mount path is under: the longest mount point that is a prefix at a '/', the last one listed
 * when several are mounted on the same point (it hides the others). -1 for none. */
static ssize_t mount_of(const Mount *m, size_t n, const char *path) {
        ssize_t best = -1;

        for (size_t i = 0; i < n; i++) {
                if (strncmp(path, m[i].dir, m[i].len) != 0)
                        continue;
                if (m[i].len > 1 && path[m[i].len] != '/' && path[m[i].len] != 0)
                        continue;
                if (best < 0 || m[i].len >= m[best].len)
                        best = (ssize_t) i;
        }
        return best;
}

/*
 * A path whose first directory is a symlink on the root ("/lib" -> "usr/lib" on a merged-/usr
 * system, where ld.so's cache names libraries under /lib) rewritten through it: the root's
 * entries are always cached, so readlink() here costs no read. NULL when nothing changes.
 */
static char *path_through_root_symlink(const char *path) {
        char first[NAME_MAX + 2], target[PATH_MAX];
        size_t len = strcspn(path + 1, "/");
        ssize_t k;
        char *s;

        if (path[0] != '/' || len == 0 || len > NAME_MAX || path[1 + len] != '/')
                return NULL;
        memcpy(first, path, len + 1);
        first[len + 1] = 0;
        k = readlink(first, target, sizeof(target) - 1);
        if (k <= 0 || target[0] == '/' || memchr(target, '.', 1))
                return NULL; /* not a symlink, or one the rule above does not cover */
        target[k] = 0;
        if (asprintf(&s, "/%s%s", target, path + 1 + len) < 0)
                return NULL;
        return s;
}

typedef struct WalkItem {
        size_t mount;
        char *path; /* owned; relative to the mount ("/..." ) from rel */
        const char *rel;
} WalkItem;

static int walk_item_cmp(const void *a, const void *b) {
        const WalkItem *x = a, *y = b;
        if (x->mount != y->mount)
                return x->mount < y->mount ? -1 : 1;
        return strcmp(x->rel, y->rel);
}

static int warm_meta_walk(char *const *paths, size_t n, const WarmMetaOptions *o, WarmMeta *m) {
        _cleanup_free_ WalkItem *items = calloc(MAX(n, (size_t) 1), sizeof(WalkItem));
        _cleanup_free_ const char **rels = calloc(MAX(n, (size_t) 1), sizeof(char *));
        Mount *mounts = NULL;
        size_t n_mounts = 0, n_items = 0;
        int r;

        if (!items || !rels)
                return -ENOMEM;
        if (n > EXT4META_MAX_INODES)
                n = EXT4META_MAX_INODES;
        r = mounts_read(&mounts, &n_mounts);
        if (r < 0)
                return r == -ENOMEM ? r : meta_error(m, "/proc/self/mounts", strerror(-r));
        for (size_t i = 0; i < n; i++) {
                char *p = path_through_root_symlink(paths[i]);
                ssize_t k;

                if (!p && !(p = strdup(paths[i]))) {
                        r = -ENOMEM;
                        break;
                }
                k = mount_of(mounts, n_mounts, p);
                if (k < 0 || !mounts[k].ext4) {
                        free(p);
                        continue;
                }
                items[n_items++] = (WalkItem) { (size_t) k, p, mounts[k].len > 1 ? p + mounts[k].len : p };
        }
        if (n_items > 0)
                qsort(items, n_items, sizeof(WalkItem), walk_item_cmp);
        for (size_t i = 0, j; r >= 0 && i < n_items; i = j) {
                const Mount *mt = &mounts[items[i].mount];
                _cleanup_free_ char *reason = NULL;
                _cleanup_close_ int anchor = -EBADF;
                size_t k = 0;

                for (j = i; j < n_items && items[j].mount == items[i].mount; j++)
                        if (k == 0 || strcmp(items[j].rel, rels[k - 1]) != 0)
                                rels[k++] = items[j].rel;
                anchor = open(mt->dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
                if (anchor < 0)
                        continue;
                r = ext4meta_walk(anchor, o->sysfs_root, mt->ino, rels, k, NULL, &m->stats, &reason);
                if (r == -ENOMEM)
                        break;
                m->file_systems++;
                if (r < 0) {
                        char what[64];
                        snprintf(what, sizeof(what), "device %u:%u", major(mt->dev), minor(mt->dev));
                        r = meta_error(m, what, reason ? reason : strerror(-r));
                }
        }
        for (size_t i = 0; i < n_items; i++)
                free(items[i].path);
        mounts_free(mounts, n_mounts);
        if (r < 0)
                return r;
        m->route = WARM_META_ROOT;
        return 0;
}

int warm_meta_walk_targets(char *const *targets, size_t n, const TargetOptions *topts, const WarmMetaOptions *o,
                           WarmMeta *ret) {
        char **owned = NULL, **paths = NULL;
        const char *const *dirs;
        size_t n_paths = 0, allocated = 0;
        WarmMeta m = {};
        int r = 0;

        if (o->disabled || geteuid() != 0 || (topts && topts->plan_source == TARGET_PLAN_STATIC)) {
                *ret = m;
                return 0;
        }
        dirs = topts ? topts->profile_dirs : NULL;
        if (!dirs) {
                r = profile_dirs_default(&owned);
                if (r == -ENOMEM)
                        return r;
                dirs = (const char *const *) owned;
        }
        for (size_t i = 0; r >= 0 && dirs && i < n; i++) {
                Profile *prof = NULL;
                const char *reason = NULL;
                unsigned line = 0;

                if (profile_find(targets[i], dirs, &prof, NULL, &line, &reason) < 0)
                        continue; /* planning will say what is wrong with it */
                /* A relative path (-EINVAL) is passed over, not the rest of the profile with it. */
                for (size_t k = 0; r >= 0 && k < prof->n_files + prof->n_lookups; k++) {
                        const char *path = k < prof->n_files ? prof->files[k].path : prof->lookups[k - prof->n_files];
                        r = lookups_add(&paths, &n_paths, &allocated, path);
                        if (r == -EINVAL)
                                r = 0;
                }
                profile_free(prof);
        }
        profile_dirs_free(owned);
        if (r >= 0 && n_paths > 0)
                r = warm_meta_walk(paths, n_paths, o, &m);
        strv_free_n(paths, n_paths);
        if (r < 0) {
                warm_meta_done(&m);
                return r;
        }
        *ret = m;
        return 0;
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
        return o;
}
