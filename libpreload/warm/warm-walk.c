/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The lookup walk of a warm's learned profiles, before planning (root): their paths walked through
 * the on-disk directories with ext4meta, or the blocks their metadata maps name read in its place
 * (metamap.h), and a single profile's walk kept as its map; on XFS and btrfs, the pass of their
 * inode numbers (xfsmeta, btrfsmeta) in its place.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>

#include "btrfsmeta.h"
#include "ext4meta.h"
#include "fsmeta.h"
#include "macro.h"
#include "metamap.h"
#include "plan.h"
#include "profile.h"
#include "strv.h"
#include "warm-meta-internal.h"
#include "warm-meta.h"
#include "xfsmeta.h"

/* What a learned profile knows of a path's inode before any lookup: dev 0 for a lookup's
 * (recorded without its device), ino 0 for none. */
typedef struct WalkHint {
        dev_t dev;
        uint64_t ino;
} WalkHint;

/* Mount tables are short; this bounds a hostile one. */
#define WARM_META_MOUNTS_MAX 4096

typedef struct Mount {
        char *dir;
        size_t len;
        FsMetaKind kind; /* the pass it has; FSMETA_NONE: not walked */
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
                FsMetaKind kind = fsmeta_kind_from_type(me->mnt_type);
                struct stat st = {};
                Mount *w;

                /* Only the root of a mount with a pass is walked from: others are kept, unstat()ed
                 * (an autofs or NFS mount point is not woken), so that a path below them is not
                 * ours. */
                if (me->mnt_dir[0] != '/' || (kind != FSMETA_NONE && stat(me->mnt_dir, &st) < 0))
                        continue;
                w = reallocarray(v, n + 1, sizeof(Mount));
                if (!w)
                        goto nomem;
                v = w;
                v[n] = (Mount) { strdup(me->mnt_dir), strlen(me->mnt_dir), kind, st.st_dev, st.st_ino };
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
        WalkHint hint;
} WalkItem;

static int walk_item_cmp(const void *a, const void *b) {
        const WalkItem *x = a, *y = b;
        if (x->mount != y->mount)
                return x->mount < y->mount ? -1 : 1;
        return strcmp(x->rel, y->rel);
}

/*
 * The inodes of one mount's items that may be trusted as the walk's hints: a file's when its
 * recorded device is the mount's; a lookup's (no device recorded) only when some file's was, the
 * profile then having been recorded on this file system rather than on another with other inodes.
 * Sorted and each once: inodes that share an inode-table block come together, and the walk wants
 * that block once rather than once for each (ext4meta_walk()).
 */
static size_t walk_hints(const WalkItem *items, size_t n, dev_t dev, uint64_t *ret) {
        bool same_fs = false;
        size_t k = 0;

        for (size_t i = 0; i < n && !same_fs; i++)
                same_fs = items[i].hint.ino != 0 && items[i].hint.dev == dev;
        for (size_t i = 0; same_fs && i < n; i++)
                if (items[i].hint.ino != 0 && (items[i].hint.dev == dev || items[i].hint.dev == 0))
                        ret[k++] = items[i].hint.ino;
        return u64_sort_unique(ret, k);
}

/*
 * XFS and btrfs in place of the walk: the inodes the profiles know (n_inos of inos, sorted) read by
 * number, without a lookup; on btrfs the directories above them too, from their INODE_REF items.
 * On XFS the directories are left to planning's lookups and the pass after it (XFS keeps no
 * parent in an inode).
 */
static int walk_by_number(int anchor, FsMetaKind kind, const uint64_t *inos, size_t n_inos,
                          Ext4MetaStats *st, char **ret_reason) {
        _cleanup_free_ FsMetaInode *v = calloc(MAX(n_inos, (size_t) 1), sizeof(FsMetaInode));

        if (!v)
                return -ENOMEM;
        for (size_t i = 0; i < n_inos; i++)
                v[i] = (FsMetaInode) { inos[i], false };
        if (kind == FSMETA_XFS)
                return xfsmeta_pass(anchor, v, n_inos, NULL, st, ret_reason);
        return btrfsmeta_pass(anchor, v, n_inos, true, NULL, st, ret_reason);
}

/* The walk of paths, per mount with a pass; with ret_blocks, what it read on each ext4 file system
 * too. */
static int warm_meta_walk(char *const *paths, const WalkHint *hints, size_t n, const WarmMetaOptions *o,
                          WarmMeta *m, Ext4MetaBlocks **ret_blocks, size_t *ret_n_blocks) {
        _cleanup_free_ WalkItem *items = calloc(MAX(n, (size_t) 1), sizeof(WalkItem));
        _cleanup_free_ const char **rels = calloc(MAX(n, (size_t) 1), sizeof(char *));
        _cleanup_free_ uint64_t *inos = calloc(MAX(n, (size_t) 1), sizeof(uint64_t));
        Mount *mounts = NULL;
        size_t n_mounts = 0, n_items = 0;
        int r;

        if (!items || !rels || !inos)
                return -ENOMEM;
        if (n > EXT4META_MAX_INODES)
                n = EXT4META_MAX_INODES;
        r = mounts_read(&mounts, &n_mounts);
        if (r < 0)
                return r == -ENOMEM ? r : warm_meta_error(m, "/proc/self/mounts", strerror(-r));
        for (size_t i = 0; i < n; i++) {
                char *p = path_through_root_symlink(paths[i]);
                ssize_t k;

                if (!p && !(p = strdup(paths[i]))) {
                        r = -ENOMEM;
                        break;
                }
                k = mount_of(mounts, n_mounts, p);
                if (k < 0 || mounts[k].kind == FSMETA_NONE) {
                        free(p);
                        continue;
                }
                items[n_items++] = (WalkItem) { (size_t) k, p, mounts[k].len > 1 ? p + mounts[k].len : p, hints[i] };
        }
        if (n_items > 0)
                qsort(items, n_items, sizeof(WalkItem), walk_item_cmp);
        for (size_t i = 0, j; r >= 0 && i < n_items; i = j) {
                const Mount *mt = &mounts[items[i].mount];
                _cleanup_free_ char *reason = NULL;
                _cleanup_close_ int anchor = -EBADF;
                size_t k = 0, n_inos;

                for (j = i; j < n_items && items[j].mount == items[i].mount; j++)
                        if (k == 0 || strcmp(items[j].rel, rels[k - 1]) != 0)
                                rels[k++] = items[j].rel;
                n_inos = walk_hints(items + i, j - i, mt->dev, inos);
                anchor = open(mt->dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
                if (anchor < 0)
                        continue;
                Ext4MetaBlocks b = {};
                if (mt->kind != FSMETA_EXT4 && n_inos == 0)
                        continue; /* nothing known by number: planning's lookups read it */
                if (mt->kind != FSMETA_EXT4)
                        r = walk_by_number(anchor, mt->kind, inos, n_inos, &m->stats, &reason);
                else
                        r = ext4meta_walk(anchor, o->sysfs_root, mt->ino, rels, k, inos, n_inos, NULL,
                                          &m->stats, ret_blocks ? &b : NULL, &reason);
                if (r >= 0 && ret_blocks && mt->kind == FSMETA_EXT4)
                        r = ext4meta_blocks_push(ret_blocks, ret_n_blocks, &b);
                if (r == -ENOMEM)
                        break;
                m->file_systems++;
                if (r < 0) {
                        char what[64];
                        snprintf(what, sizeof(what), "device %u:%u", major(mt->dev), minor(mt->dev));
                        r = warm_meta_error(m, what, reason ? reason : strerror(-r));
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

/* Adds b's blocks to the union u (per file system, sorted and distinct). */
static int blocks_union_add(Ext4MetaBlocks **u, size_t *n, const Ext4MetaBlocks *b) {
        Ext4MetaBlocks *t = NULL;
        uint64_t *v;

        for (size_t i = 0; i < *n && !t; i++)
                if ((*u)[i].dev == b->dev && memcmp((*u)[i].fsid, b->fsid, sizeof(b->fsid)) == 0 &&
                    (*u)[i].block_size == b->block_size)
                        t = &(*u)[i];
        if (!t) {
                Ext4MetaBlocks *w = reallocarray(*u, *n + 1, sizeof(Ext4MetaBlocks));
                if (!w)
                        return -ENOMEM;
                *u = w;
                t = &w[(*n)++];
                *t = (Ext4MetaBlocks) { .fsid = { b->fsid[0], b->fsid[1] }, .dev = b->dev, .block_size = b->block_size };
        }
        v = reallocarray(t->blocks, t->n_blocks + b->n_blocks, sizeof(uint64_t));
        if (!v)
                return -ENOMEM;
        t->blocks = v;
        memcpy(v + t->n_blocks, b->blocks, b->n_blocks * sizeof(uint64_t));
        t->n_blocks = u64_sort_unique(v, t->n_blocks + b->n_blocks);
        return 0;
}

/*
 * Reads the blocks of the maps, one sweep per file system for all of them, in place of the walk.
 * Returns 0 when every file system's were read, 1 when one could not be (said in m->errors: the
 * walk then does it over), or -ENOMEM.
 */
static int meta_read_maps(MetaMap *const *maps, size_t n, const WarmMetaOptions *o, WarmMeta *m) {
        Ext4MetaBlocks *u = NULL;
        size_t n_u = 0;
        int r = 0, failed = 0;

        for (size_t i = 0; r >= 0 && i < n; i++)
                for (size_t f = 0; r >= 0 && f < maps[i]->n_fs; f++)
                        r = blocks_union_add(&u, &n_u, &maps[i]->fs[f]);
        for (size_t i = 0; r >= 0 && i < n_u; i++) {
                _cleanup_free_ char *reason = NULL;
                char what[64];

                r = ext4meta_read_blocks(o->sysfs_root, &u[i], NULL, &m->stats, &reason);
                m->file_systems++;
                if (r == -ENOMEM)
                        break;
                if (r < 0) {
                        failed = 1;
                        snprintf(what, sizeof(what), "metadata map, device %u:%u", major((dev_t) u[i].dev),
                                 minor((dev_t) u[i].dev));
                        r = warm_meta_error(m, what, reason ? reason : strerror(-r));
                }
        }
        ext4meta_blocks_free_n(u, n_u);
        return r < 0 ? r : failed;
}

/* What the walk of some profiles gathers: their paths and hints, and their maps. */
typedef struct WalkSet {
        char **paths;
        WalkHint *hints;
        size_t n_paths, allocated, hints_allocated;
        MetaMap **maps;
        size_t n_maps, maps_allocated;
        size_t n_profiles;
        char *single;             /* the profile's path while there is one profile */
        struct stat single_st;
} WalkSet;

static void walk_set_done(WalkSet *ws) {
        strv_free_n(ws->paths, ws->n_paths);
        free(ws->hints);
        for (size_t i = 0; i < ws->n_maps; i++)
                metamap_free(ws->maps[i]);
        free(ws->maps);
        free(ws->single);
}

/* Adds the profile prof, read from path: its paths, and its map when use_map and usable at now. */
static int walk_set_add(WalkSet *ws, const Profile *prof, const char *path, bool use_map, int64_t now) {
        int r = 0;

        ws->n_profiles++;
        if (use_map) {
                MetaMap *mm = NULL;
                const char *why;

                r = metamap_load(path, now, &mm, &why);
                if (r >= 0 && ARRAY_GROW(ws->maps, ws->maps_allocated, ws->n_maps) < 0) {
                        metamap_free(mm);
                        return -ENOMEM;
                }
                if (r >= 0)
                        ws->maps[ws->n_maps++] = mm;
                else if (r == -ENOMEM)
                        return r;
                r = 0; /* no usable map: the walk makes one */
        }
        ws->single = mfree(ws->single);
        if (ws->n_profiles == 1 && stat(path, &ws->single_st) >= 0 && !(ws->single = strdup(path)))
                return -ENOMEM;
        /* A relative path (-EINVAL) is passed over, not the rest of the profile with it. */
        for (size_t k = 0; r >= 0 && k < prof->n_files + prof->n_lookups; k++) {
                const char *lp = k < prof->n_files ? prof->files[k].path : prof->lookups[k - prof->n_files];
                WalkHint h = k < prof->n_files ? (WalkHint) { prof->files[k].id.dev, prof->files[k].id.ino }
                             : (WalkHint) { 0, prof->lookup_inos ? prof->lookup_inos[k - prof->n_files] : 0 };

                if (ARRAY_GROW(ws->hints, ws->hints_allocated, ws->n_paths) < 0)
                        return -ENOMEM;
                r = lookups_add(&ws->paths, &ws->n_paths, &ws->allocated, lp);
                if (r >= 0)
                        ws->hints[ws->n_paths - 1] = h;
                if (r == -EINVAL)
                        r = 0;
        }
        return r;
}

/*
 * Every profile's map read in place of the walk when all have one; else the walk, whose blocks
 * become the map of a single profile. Trouble goes into *m.
 */
static int walk_set_run(WalkSet *ws, const WarmMetaOptions *o, WarmMeta *m) {
        int r = 0;

        if (ws->n_profiles > 0 && ws->n_maps == ws->n_profiles) {
                r = meta_read_maps(ws->maps, ws->n_maps, o, m);
                if (r == 0) {
                        m->route = WARM_META_ROOT;
                        m->map = WARM_META_MAP_READ;
                        return 0;
                }
                if (r < 0)
                        return r;
                /* A device that changed: what was read stays counted, the walk does the rest. */
        }
        if (ws->n_paths == 0)
                return 0;
        /* One profile: what the walk reads becomes its map. With several, what each of them needs
         * is not told apart; each gets its map when warmed alone. */
        bool collect = !o->no_map && ws->n_profiles == 1 && ws->single;
        /* The file systems walked: one the walk could not read (another kind, a device we may not
         * open) it could not read next time either, and goes without. Held in m for the pass after
         * planning, which adds what the plan reads beside the profile (warm_meta_map_finish()). */
        r = warm_meta_walk(ws->paths, ws->hints, ws->n_paths, o, m, collect ? &m->map_blocks : NULL,
                           &m->n_map_blocks);
        if (r >= 0 && m->n_map_blocks > 0) {
                m->map_profile = TAKE_PTR(ws->single);
                m->map_profile_st = ws->single_st;
        }
        return r;
}

static bool walk_allowed(const WarmMetaOptions *o) {
        return !o->disabled && geteuid() == 0;
}

int warm_meta_walk_targets(char *const *targets, size_t n, const TargetOptions *topts, const WarmMetaOptions *o,
                           WarmMeta *ret) {
        char **owned = NULL;
        const char *const *dirs;
        int64_t now = (int64_t) time(NULL);
        WalkSet ws = {};
        WarmMeta m = {};
        int r = 0;

        *ret = m;
        if (!walk_allowed(o) || (topts && topts->plan_source == TARGET_PLAN_STATIC))
                return 0;
        dirs = topts ? topts->profile_dirs : NULL;
        if (!dirs) {
                r = profile_dirs_default(&owned);
                if (r == -ENOMEM)
                        return r;
                dirs = (const char *const *) owned;
        }
        for (size_t i = 0; r >= 0 && dirs && i < n; i++) {
                _cleanup_free_ char *path = NULL;
                Profile *prof = NULL;
                const char *reason = NULL;
                unsigned line = 0;

                if (profile_find(targets[i], dirs, &prof, &path, &line, &reason) < 0)
                        continue; /* planning will say what is wrong with it */
                r = walk_set_add(&ws, prof, path, !o->no_map, now);
                profile_free(prof);
        }
        profile_dirs_free(owned);
        if (r >= 0)
                r = walk_set_run(&ws, o, &m);
        walk_set_done(&ws);
        if (r < 0) {
                warm_meta_done(&m);
                return r;
        }
        *ret = m;
        return 0;
}

int warm_meta_map_finish(WarmMeta *walk, const Plan *p, const WarmMetaOptions *o) {
        Ext4MetaBlocks *u = NULL, *pass_blocks = NULL;
        size_t n_u = 0, n_pass = 0;
        WarmMeta pass = {};
        int r;

        if (walk->n_map_blocks == 0)
                return 0;
        r = warm_meta_run_collect(p, o, &pass, &pass_blocks, &n_pass);
        for (size_t i = 0; r >= 0 && i < walk->n_map_blocks; i++)
                r = blocks_union_add(&u, &n_u, &walk->map_blocks[i]);
        for (size_t i = 0; r >= 0 && i < n_pass; i++)
                r = blocks_union_add(&u, &n_u, &pass_blocks[i]);
        if (r >= 0)
                r = warm_meta_add(walk, &pass);
        if (r >= 0 && metamap_store(walk->map_profile, &walk->map_profile_st, (int64_t) time(NULL), u, n_u) >= 0)
                walk->map = WARM_META_MAP_WRITTEN;
        ext4meta_blocks_free_n(u, n_u);
        ext4meta_blocks_free_n(pass_blocks, n_pass);
        ext4meta_blocks_free_n(walk->map_blocks, walk->n_map_blocks);
        walk->map_blocks = NULL;
        walk->n_map_blocks = 0;
        warm_meta_done(&pass);
        return r < 0 ? r : 1;
}

