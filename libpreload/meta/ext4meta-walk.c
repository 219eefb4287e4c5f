/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The lookup walk: the metadata that looking paths up needs, before anything has looked them up,
 * found level by level with libext2fs and read in sorted sweeps: at each depth the inode-table
 * blocks of that depth's directories, then their blocks; at the end the inode-table blocks of the
 * files named and the first level of their extent trees. The kernel's own lookups read the same
 * blocks one dependent request at a time; here one depth costs two sweeps for all paths at once.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ext4meta-internal.h"
#include "macro.h"
#include "time-util.h"

/* Deeper paths stop there (the kernel finishes them); symlink hops followed per name. */
#define WALK_MAX_DEPTH 32
#define WALK_MAX_HOPS 2

typedef struct WalkPath {
        const char *rest; /* what is left to look up, no leading '/' */
        ext2_ino_t dir;   /* the directory the next name is looked up in */
        bool done;
} WalkPath;

static int ino_cmp(const void *a, const void *b) {
        ext2_ino_t x = *(const ext2_ino_t *) a, y = *(const ext2_ino_t *) b;
        return x < y ? -1 : x > y;
}

static size_t ino_unique(ext2_ino_t *v, size_t n) {
        size_t k = 0;

        if (n == 0)
                return 0;
        qsort(v, n, sizeof(ext2_ino_t), ino_cmp);
        for (size_t i = 0; i < n; i++)
                if (k == 0 || v[i] != v[k - 1])
                        v[k++] = v[i];
        return k;
}

/* Reads the inode-table blocks of inos. */
static int walk_read_inodes(Pass *p, const ext2_ino_t *inos, size_t n) {
        uint64_t nread;
        int r = 0;

        for (size_t i = 0; r >= 0 && i < n; i++) {
                uint64_t b = ext4meta_inode_table_block(p, inos[i]);
                if (b == 0)
                        p->st.skipped++;
                else
                        r = ext4meta_want(p, b);
        }
        if (r >= 0)
                r = ext4meta_read(p, &nread);
        if (r >= 0)
                p->st.inode_blocks += nread;
        return r;
}

/*
 * Reads the blocks of those of inos that are directories, and says which in is_dir. inos stays
 * as it is, sorted: the caller looks its entries up by bisection (clearing the others to 0 once
 * made every path sorted beside a symlink on the way look absent, and it went unwalked).
 */
static int walk_read_dirs(Pass *p, const ext2_ino_t *inos, size_t n, bool *is_dir) {
        uint64_t nread;
        int r = 0;

        for (size_t i = 0; r >= 0 && i < n; i++) {
                struct ext2_inode inode;

                /* A symlink or a file on the way: the kernel takes it from here. */
                is_dir[i] = p->e2->read_inode(p->fs, inos[i], &inode) == 0 && LINUX_S_ISDIR(inode.i_mode);
                if (is_dir[i])
                        r = ext4meta_want_inode(p, &(Ext4MetaInode) { inos[i], true });
        }
        if (r >= 0)
                r = ext4meta_read(p, &nread);
        if (r >= 0)
                p->st.dir_blocks += nread;
        return r;
}

/* The next name of w->rest (its length), skipping "/" and "." ; 0 at the end. */
static size_t walk_next_name(WalkPath *w, const char **ret) {
        for (;;) {
                size_t len;

                while (*w->rest == '/')
                        w->rest++;
                len = strcspn(w->rest, "/");
                if (len == 1 && w->rest[0] == '.') {
                        w->rest++;
                        continue;
                }
                *ret = w->rest;
                w->rest += len;
                return len;
        }
}

/*
 * A fast symlink's target when it names an entry of the same directory ("libfoo.so.1" ->
 * "libfoo.so.1.2.3", the common case in library directories), looked up there. 0 otherwise.
 */
static ext2_ino_t walk_same_dir_target(Pass *p, ext2_ino_t dir, ext2_ino_t ino) {
        struct ext2_inode inode;
        char target[EXT2_N_BLOCKS * 4 + 1];
        ext2_ino_t t;
        size_t len;

        if (p->e2->read_inode(p->fs, ino, &inode) != 0 || !LINUX_S_ISLNK(inode.i_mode) ||
            !p->e2->is_fast_symlink(&inode) || inode.i_size == 0 || inode.i_size >= sizeof(target))
                return 0;
        len = inode.i_size;
        memcpy(target, inode.i_block, len);
        target[len] = 0;
        if (strlen(target) != len || strchr(target, '/') || strcmp(target, ".") == 0 || strcmp(target, "..") == 0)
                return 0;
        if (p->e2->lookup(p->fs, dir, target, (int) len, NULL, &t) != 0)
                return 0;
        return t;
}

/* Appends to a growing inode array. */
static int ino_push(ext2_ino_t **v, size_t *n, size_t *allocated, ext2_ino_t ino) {
        if (*n == *allocated) {
                size_t m = MAX(*allocated * 2, (size_t) 64);
                ext2_ino_t *w = reallocarray(*v, m, sizeof(ext2_ino_t));
                if (!w)
                        return -ENOMEM;
                *v = w;
                *allocated = m;
        }
        (*v)[(*n)++] = ino;
        return 0;
}

/* One depth: every active path's next directory read, then its next name looked up in it. */
static int walk_depth(Pass *p, WalkPath *w, size_t n, ext2_ino_t **finals, size_t *n_finals, size_t *finals_allocated,
                      size_t *ret_active) {
        _cleanup_free_ ext2_ino_t *dirs = malloc(MAX(n, (size_t) 1) * sizeof(ext2_ino_t));
        _cleanup_free_ bool *is_dir = calloc(MAX(n, (size_t) 1), sizeof(bool));
        size_t n_dirs = 0, active = 0;
        int r;

        if (!dirs || !is_dir)
                return -ENOMEM;
        for (size_t i = 0; i < n; i++)
                if (!w[i].done)
                        dirs[n_dirs++] = w[i].dir;
        n_dirs = ino_unique(dirs, n_dirs);
        r = walk_read_inodes(p, dirs, n_dirs);
        if (r >= 0)
                r = walk_read_dirs(p, dirs, n_dirs, is_dir);
        for (size_t i = 0; r >= 0 && i < n; i++) {
                ext2_ino_t key = w[i].dir, ino, *d;
                const char *name;
                size_t len;

                if (w[i].done)
                        continue;
                d = bsearch(&key, dirs, n_dirs, sizeof(ext2_ino_t), ino_cmp);
                len = walk_next_name(&w[i], &name);
                w[i].done = true;
                if (!d || !is_dir[d - dirs] || len == 0 || len > EXT2_NAME_LEN || (len == 2 && name[0] == '.' && name[1] == '.'))
                        continue; /* not a directory we read, or "..": the kernel takes it from here */
                if (p->e2->lookup(p->fs, key, name, (int) len, NULL, &ino) != 0)
                        continue; /* a name that is not there: the blocks read were what it costs */
                if (strspn(w[i].rest, "/") == strlen(w[i].rest)) {
                        /* Found: its directory kept for a symlink's target, looked up later. */
                        r = ino_push(finals, n_finals, finals_allocated, ino);
                        if (r >= 0)
                                r = ino_push(finals, n_finals, finals_allocated, key);
                        continue;
                }
                w[i].dir = ino;
                w[i].done = false;
                active++;
        }
        *ret_active = active;
        return r;
}

/*
 * The names found, as (inode, directory) pairs: their inode-table blocks in one sweep, then the
 * same for the targets of those that are symlinks to a name in the same directory, hop by hop.
 * On return *finals holds every inode to prepare, sorted and unique.
 */
static int walk_finals(Pass *p, ext2_ino_t **finals, size_t *n_finals) {
        _cleanup_free_ ext2_ino_t *inos = malloc(MAX(*n_finals, (size_t) 1) * sizeof(ext2_ino_t));
        size_t n_pairs = *n_finals / 2, n_inos = 0;
        int r;

        if (!inos)
                return -ENOMEM;
        for (size_t i = 0; i < n_pairs; i++)
                inos[i] = (*finals)[2 * i];
        n_inos = ino_unique(inos, n_pairs);
        r = walk_read_inodes(p, inos, n_inos);
        for (int hop = 0; r >= 0 && hop < WALK_MAX_HOPS; hop++) {
                size_t before = n_inos, k = 0;
                ext2_ino_t *v;

                for (size_t i = 0; i < n_pairs; i++) {
                        ext2_ino_t t = walk_same_dir_target(p, (*finals)[2 * i + 1], (*finals)[2 * i]);
                        if (t == 0)
                                continue;
                        (*finals)[2 * k] = t; /* the next hop starts from the target */
                        (*finals)[2 * k + 1] = (*finals)[2 * i + 1];
                        k++;
                }
                n_pairs = k;
                if (k == 0)
                        break;
                v = reallocarray(inos, n_inos + k, sizeof(ext2_ino_t));
                if (!v)
                        return -ENOMEM;
                inos = v;
                for (size_t i = 0; i < k; i++)
                        inos[n_inos++] = (*finals)[2 * i];
                r = walk_read_inodes(p, inos + before, n_inos - before);
        }
        if (r < 0)
                return r;
        n_inos = ino_unique(inos, n_inos);
        free(*finals);
        *finals = TAKE_PTR(inos);
        *n_finals = n_inos;
        p->st.inodes = n_inos;
        return 0;
}

int ext4meta_walk(int anchor_fd, const char *sysfs_root, uint64_t start_ino, const char *const *paths, size_t n,
                  const uint64_t *hints, size_t n_hints, const Ext4MetaBudget *budget, Ext4MetaStats *stats,
                  Ext4MetaBlocks *ret_blocks, char **ret_reason) {
        Ext4MetaBudget defaults = EXT4META_BUDGET_DEFAULT;
        Pass p = { .devfd = -EBADF, .budget = budget ? budget : &defaults };
        uint64_t start = now_usec(CLOCK_MONOTONIC), nread;
        _cleanup_free_ WalkPath *w = NULL;
        _cleanup_free_ ext2_ino_t *finals = NULL;
        size_t n_finals = 0, finals_allocated = 0, active = n;
        int r;

        *ret_reason = NULL;
        if (n > EXT4META_MAX_INODES) {
                *ret_reason = strdup("too many paths for one walk");
                return -E2BIG;
        }
        w = calloc(MAX(n, (size_t) 1), sizeof(WalkPath));
        if (!w)
                return -ENOMEM;
        if (start_ino == 0 || start_ino > UINT32_MAX)
                return -EINVAL;
        for (size_t i = 0; i < n; i++)
                w[i] = (WalkPath) { .rest = paths[i], .dir = (ext2_ino_t) start_ino, .done = paths[i][0] != '/' };
        r = ext4meta_open(&p, anchor_fd, sysfs_root, ret_reason);
        /* Wanted now, read with the first depth's sweep (walk_read_inodes() reads what is wanted);
         * sorted hints name a block shared by several inodes one after another: wanted once. */
        uint64_t last = 0;
        for (size_t i = 0; r >= 0 && hints && i < MIN(n_hints, (size_t) EXT4META_MAX_INODES); i++) {
                uint64_t b = ext4meta_inode_table_block(&p, hints[i]);
                if (b != 0 && b != last)
                        r = ext4meta_want(&p, b);
                last = b;
        }
        for (unsigned depth = 0; r >= 0 && active > 0 && depth < WALK_MAX_DEPTH; depth++)
                r = walk_depth(&p, w, n, &finals, &n_finals, &finals_allocated, &active);
        if (r >= 0)
                r = walk_finals(&p, &finals, &n_finals);
        /* The files' extent trees. */
        for (size_t i = 0; r >= 0 && i < n_finals; i++)
                r = ext4meta_want_inode(&p, &(Ext4MetaInode) { finals[i], false });
        if (r >= 0)
                r = ext4meta_read(&p, &nread);
        if (r >= 0)
                p.st.extent_blocks += nread;
        if (r >= 0 && ret_blocks)
                ext4meta_take_blocks(&p, ret_blocks);
        ext4meta_close(&p, start);
        if (stats)
                ext4meta_stats_add(stats, &p.st);
        return r < 0 ? r : 0;
}
