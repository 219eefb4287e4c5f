/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The unprivileged metadata pass: stats in inode order with requests in flight, directories,
 * extent trees (metadata.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"
#include "metadata.h"
#include "workers.h"

/* From linux/ext4.h, which is not a uapi header: _IO('f', 18). */
#ifndef EXT4_IOC_PRECACHE_EXTENTS
#define EXT4_IOC_PRECACHE_EXTENTS _IO('f', 18)
#endif

/* getdents64 buffer: 32 KiB holds a few hundred names per call. */
#define METADATA_DIRENT_BUF (32u * 1024u)

static int item_path_compare(const void *a, const void *b) {
        const MetadataItem *x = a, *y = b;
        int c = strcmp(x->path, y->path);
        if (c != 0)
                return c;
        /* A file before a lookup of the same path, so that deduplication keeps the file. */
        return (int) y->is_file - (int) x->is_file;
}

static int item_inode_compare(const void *a, const void *b) {
        const MetadataItem *x = a, *y = b;

        if ((x->ino != 0) != (y->ino != 0))
                return x->ino != 0 ? -1 : 1;
        if (x->ino != y->ino)
                return x->ino < y->ino ? -1 : 1;
        return item_path_compare(a, b);
}

void metadata_items_sort(MetadataItem *v, size_t n) {
        if (n > 1)
                qsort(v, n, sizeof(*v), item_inode_compare);
}

int metadata_items_from_profile(const Profile *p, MetadataItem **ret, size_t *ret_n) {
        size_t n = p->n_files + p->n_lookups, k = 0;
        MetadataItem *v = NULL;

        if (n > 0) {
                v = calloc(n, sizeof(*v));
                if (!v)
                        return -ENOMEM;
        }
        for (size_t i = 0; i < p->n_files; i++)
                v[k++] = (MetadataItem) { .path = p->files[i].path, .ino = p->files[i].id.ino,
                                          .size = p->files[i].id.size, .is_file = true };
        for (size_t i = 0; i < p->n_lookups; i++)
                v[k++] = (MetadataItem) { .path = p->lookups[i],
                                          .ino = p->lookup_inos ? p->lookup_inos[i] : 0 };
        /* Each path once: sorted by path, a file comes before a lookup of the same path. */
        if (n > 1)
                qsort(v, n, sizeof(*v), item_path_compare);
        k = 0;
        for (size_t i = 0; i < n; i++)
                if (k == 0 || strcmp(v[k - 1].path, v[i].path) != 0)
                        v[k++] = v[i];
        metadata_items_sort(v, k);
        *ret = v;
        *ret_n = k;
        return 0;
}

/* Work shared by the workers: each claims the next index until none is left, so the requests
 * reach the disk in array order, up to `threads` at a time. */
typedef struct Pool {
        size_t n;
        atomic_size_t next;
        atomic_size_t done; /* calls that succeeded */
        int (*fn)(struct Pool *pool, size_t i);
        const MetadataItem *items;
        MetadataStatFn stat_fn;
        void *userdata;
        atomic_size_t refused;   /* extents pass: ioctl not supported */
} Pool;

static void pool_worker(void *userdata) {
        Pool *pool = userdata;

        for (;;) {
                size_t i = atomic_fetch_add(&pool->next, 1);
                if (i >= pool->n)
                        break;
                if (pool->fn(pool, i) >= 0)
                        atomic_fetch_add(&pool->done, 1);
        }
}

static void pool_run(Pool *pool, unsigned threads) {
        WorkerJoin joins[METADATA_THREADS_MAX];
        size_t started = 0;

        threads = MIN(MAX(threads, 1u), METADATA_THREADS_MAX);
        if (threads > pool->n)
                threads = (unsigned) MAX(pool->n, (size_t) 1);
        for (unsigned t = 1; t < threads; t++) {
                if (worker_start(&joins[started], pool_worker, pool) < 0)
                        break; /* the others do its share */
                started++;
        }
        pool_worker(pool);
        for (size_t t = 0; t < started; t++)
                worker_join(&joins[t]);
}

static int stat_default(const char *path, struct stat *ret, void *userdata) {
        return stat(path, ret) < 0 ? -errno : 0;
}

static int pool_stat_one(Pool *pool, size_t i) {
        struct stat st;
        return pool->stat_fn(pool->items[i].path, &st, pool->userdata);
}

int metadata_stat_all(const MetadataItem *v, size_t n, unsigned threads, MetadataStatFn fn, void *userdata,
                      size_t *ret_found) {
        Pool pool = { .n = n, .fn = pool_stat_one, .items = v, .stat_fn = fn ? fn : stat_default,
                      .userdata = userdata };

        if (n > 0)
                pool_run(&pool, threads);
        if (ret_found)
                *ret_found = atomic_load(&pool.done);
        return 0;
}

typedef struct DirKey {
        char *path;
        uint64_t ino;
        uint64_t size;
        int error;
} DirKey;

static int dir_key_path_compare(const void *a, const void *b) {
        return strcmp(((const DirKey *) a)->path, ((const DirKey *) b)->path);
}

static int dir_key_inode_compare(const void *a, const void *b) {
        const DirKey *x = a, *y = b;
        if (x->ino != y->ino)
                return x->ino < y->ino ? -1 : 1;
        return strcmp(x->path, y->path);
}

static int pool_dir_stat(Pool *pool, size_t i) {
        DirKey *d = (DirKey *) pool->userdata + i;
        struct stat st;

        if (stat(d->path, &st) < 0 || !S_ISDIR(st.st_mode)) {
                d->error = -ENOTDIR;
                return -ENOTDIR;
        }
        d->ino = (uint64_t) st.st_ino;
        d->size = (uint64_t) st.st_size;
        return 0;
}

static int pool_dir_read(Pool *pool, size_t i) {
        const DirKey *d = (const DirKey *) pool->userdata + i;
        _cleanup_close_ int fd = -EBADF;
        _cleanup_free_ char *buf = NULL;
        ssize_t k;

        if (d->error < 0 || d->size > METADATA_DIR_MAX)
                return -EFBIG;
        fd = open(d->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
        if (fd < 0)
                return -errno;
        buf = malloc(METADATA_DIRENT_BUF);
        if (!buf)
                return -ENOMEM;
        /* The names are not wanted: reading them to the end is what caches the blocks. */
        while ((k = getdents64(fd, buf, METADATA_DIRENT_BUF)) > 0)
                ;
        return k < 0 ? -errno : 0;
}

int metadata_dirs_read(const MetadataItem *v, size_t n, unsigned threads, size_t *ret_n) {
        DirKey *dirs = NULL;
        size_t n_dirs = 0, k = 0;
        Pool pool;
        int r = 0;

        if (n > 0) {
                dirs = calloc(n, sizeof(*dirs));
                if (!dirs)
                        return -ENOMEM;
        }
        for (size_t i = 0; i < n; i++) {
                const char *slash = strrchr(v[i].path, '/');
                if (!slash)
                        continue;
                char *s = slash == v[i].path ? strdup("/") : strndup(v[i].path, (size_t) (slash - v[i].path));
                if (!s) {
                        r = -ENOMEM;
                        goto finish;
                }
                dirs[n_dirs++] = (DirKey) { .path = s };
        }
        if (n_dirs > 1)
                qsort(dirs, n_dirs, sizeof(*dirs), dir_key_path_compare);
        for (size_t i = 0; i < n_dirs; i++) {
                if (k > 0 && strcmp(dirs[k - 1].path, dirs[i].path) == 0) {
                        free(dirs[i].path);
                        continue;
                }
                dirs[k++] = dirs[i];
        }
        n_dirs = k;

        /* Their inodes first, in path order (the directories' own lookups share blocks), then
         * their blocks in inode order, which on ext4 is roughly their blocks' order too. */
        pool = (Pool) { .n = n_dirs, .fn = pool_dir_stat, .userdata = dirs };
        if (n_dirs > 0)
                pool_run(&pool, threads);
        if (n_dirs > 1)
                qsort(dirs, n_dirs, sizeof(*dirs), dir_key_inode_compare);
        pool = (Pool) { .n = n_dirs, .fn = pool_dir_read, .userdata = dirs };
        if (n_dirs > 0)
                pool_run(&pool, threads);
        if (ret_n)
                *ret_n = atomic_load(&pool.done);
finish:
        for (size_t i = 0; i < n_dirs; i++)
                free(dirs[i].path);
        free(dirs);
        return r;
}

int metadata_extents_precache_fd(int fd) {
        if (ioctl(fd, EXT4_IOC_PRECACHE_EXTENTS) >= 0)
                return 0;
        /* Other file systems answer ENOTTY; some filters and stacked file systems EINVAL. */
        if (errno == ENOTTY || errno == EINVAL || errno == EOPNOTSUPP)
                return -EOPNOTSUPP;
        return -errno;
}

static int pool_extents_one(Pool *pool, size_t i) {
        const MetadataItem *it = &pool->items[i];
        _cleanup_close_ int fd = -EBADF;
        int r;

        if (!it->is_file || it->size < METADATA_EXTENTS_MIN)
                return -ERANGE;
        fd = open_regular_file(it->path, NULL);
        if (fd < 0)
                return fd;
        r = metadata_extents_precache_fd(fd);
        if (r == -EOPNOTSUPP)
                atomic_fetch_add(&pool->refused, 1);
        return r;
}

int metadata_extents_precache(const MetadataItem *v, size_t n, unsigned threads, size_t *ret_done,
                              size_t *ret_refused) {
        Pool pool = { .n = n, .fn = pool_extents_one, .items = v };

        if (n > 0)
                pool_run(&pool, threads);
        if (ret_done)
                *ret_done = atomic_load(&pool.done);
        if (ret_refused)
                *ret_refused = atomic_load(&pool.refused);
        return 0;
}

/* What METADATA_PASS_DEFAULT runs: the pass that won on the lab (docs/performance.md, "Metadata first"). None
 * of the others cut requests there: an inode-table miss costs its readahead window whatever the
 * order of the stats, stats in flight split those windows when they walk paths without an inode,
 * and reading a hashed directory whole reads every leaf block one by one. */
#define METADATA_PASS_WINNER METADATA_PASS_SERIAL

int metadata_profile_pass(const Profile *p, MetadataPass pass, MetadataStats *ret) {
        _cleanup_free_ MetadataItem *items = NULL;
        MetadataStats stats = {};
        size_t n = 0;
        int r;

        if (pass == METADATA_PASS_DEFAULT)
                pass = METADATA_PASS_WINNER;
        r = metadata_items_from_profile(p, &items, &n);
        if (r < 0)
                return r;

        if (pass == METADATA_PASS_SERIAL) {
                /* The files only, one at a time: the pass before lookups had inodes. */
                size_t k = 0;
                for (size_t i = 0; i < n; i++)
                        if (items[i].is_file)
                                items[k++] = items[i];
                n = k;
                stats.n_stats = n;
                r = metadata_stat_all(items, n, 1, NULL, NULL, &stats.n_found);
        } else {
                if (pass == METADATA_PASS_DIRS) {
                        r = metadata_dirs_read(items, n, METADATA_THREADS_DEFAULT, &stats.n_dirs);
                        if (r < 0)
                                return r;
                }
                stats.n_stats = n;
                r = metadata_stat_all(items, n, METADATA_THREADS_DEFAULT, NULL, NULL, &stats.n_found);
                if (r >= 0 && pass == METADATA_PASS_EXTENTS)
                        r = metadata_extents_precache(items, n, METADATA_THREADS_DEFAULT, &stats.n_extents,
                                                      &stats.n_extents_refused);
        }
        if (r < 0)
                return r;
        if (ret)
                *ret = stats;
        return 0;
}

static const char *const pass_names[_METADATA_PASS_MAX] = {
        [METADATA_PASS_DEFAULT] = "default",
        [METADATA_PASS_SERIAL] = "serial",
        [METADATA_PASS_STAT] = "stat",
        [METADATA_PASS_DIRS] = "dirs",
        [METADATA_PASS_EXTENTS] = "extents",
};

const char *metadata_pass_to_string(MetadataPass p) {
        return (unsigned) p < _METADATA_PASS_MAX ? pass_names[p] : NULL;
}

int metadata_pass_from_string(const char *s, MetadataPass *ret) {
        for (size_t i = 0; i < _METADATA_PASS_MAX; i++)
                if (s && strcmp(s, pass_names[i]) == 0) {
                        *ret = (MetadataPass) i;
                        return 0;
                }
        return -EINVAL;
}
