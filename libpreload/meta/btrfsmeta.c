/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The root metadata pass on btrfs: tree searches over the inodes' keys, then their parents'. */
#include <endian.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>
#include <linux/magic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/statfs.h>
#include <time.h>
#include <unistd.h>

#include "btrfsmeta.h"
#include "macro.h"
#include "time-util.h"

_Static_assert(sizeof(struct btrfs_ioctl_search_header) == BTRFSMETA_HEADER_SIZE, "search header size");
_Static_assert(BTRFSMETA_SEARCH_BUFFER >= BTRFSMETA_HEADER_SIZE + BTRFSMETA_ITEM_MAX, "room for any item");

/* The part of struct btrfs_inode_extref before its name: parent (le64), index (le64), name
 * length (le16). */
#define EXTREF_HEAD 18

bool btrfsmeta_key_next(const BtrfsMetaKey *k, BtrfsMetaKey *ret) {
        if (k->offset < UINT64_MAX) {
                *ret = (BtrfsMetaKey) { k->objectid, k->type, k->offset + 1 };
                return true;
        }
        if (k->type < UINT8_MAX) {
                *ret = (BtrfsMetaKey) { k->objectid, k->type + 1, 0 };
                return true;
        }
        if (k->objectid < UINT64_MAX) {
                *ret = (BtrfsMetaKey) { k->objectid + 1, 0, 0 };
                return true;
        }
        return false;
}

size_t btrfsmeta_ranges(const FsMetaInode *v, size_t n, BtrfsMetaRange *ret) {
        size_t k = 0;

        for (size_t i = 0; i < n; i++) {
                if (k > 0 && ret[k - 1].last < UINT64_MAX && v[i].ino == ret[k - 1].last + 1) {
                        ret[k - 1].last = v[i].ino;
                        continue;
                }
                ret[k++] = (BtrfsMetaRange) { v[i].ino, v[i].ino };
        }
        return k;
}

bool btrfsmeta_answer_full(size_t used, size_t size) {
        return used > size || size - used < BTRFSMETA_HEADER_SIZE + BTRFSMETA_ITEM_MAX;
}

static int key_cmp(const BtrfsMetaKey *a, const BtrfsMetaKey *b) {
        if (a->objectid != b->objectid)
                return a->objectid < b->objectid ? -1 : 1;
        if (a->type != b->type)
                return a->type < b->type ? -1 : 1;
        return a->offset < b->offset ? -1 : a->offset > b->offset;
}

static int inode_cmp(const void *a, const void *b) {
        const FsMetaInode *x = a, *y = b;
        return x->ino < y->ino ? -1 : x->ino > y->ino;
}

static uint64_t item_cap(const FsMetaInode *v, size_t n, uint64_t objectid) {
        FsMetaInode key = { .ino = objectid };
        const FsMetaInode *f = n > 0 ? bsearch(&key, v, n, sizeof(FsMetaInode), inode_cmp) : NULL;

        return f && f->directory ? BTRFSMETA_MAX_DIR_ITEMS : BTRFSMETA_MAX_ITEMS;
}

static int scan_push_parent(BtrfsMetaScan *scan, uint64_t objectid, uint64_t parent) {
        if (parent == objectid || parent < BTRFS_FIRST_FREE_OBJECTID || parent > BTRFS_LAST_FREE_OBJECTID)
                return 0;
        if (ARRAY_GROW(scan->parents, scan->parents_allocated, scan->n_parents) < 0)
                return -ENOMEM;
        scan->parents[scan->n_parents++] = parent;
        return 0;
}

/* The parents an INODE_EXTREF item names (one entry per name that hashed alike). */
static int scan_extrefs(BtrfsMetaScan *scan, uint64_t objectid, const uint8_t *p, size_t len) {
        for (size_t off = 0; off + EXTREF_HEAD <= len;) {
                uint64_t parent;
                uint16_t name_len;
                int r;

                memcpy(&parent, p + off, sizeof(parent));
                memcpy(&name_len, p + off + 16, sizeof(name_len));
                r = scan_push_parent(scan, objectid, le64toh(parent));
                if (r < 0)
                        return r;
                off += EXTREF_HEAD + le16toh(name_len);
        }
        return 0;
}

int btrfsmeta_scan_answer(BtrfsMetaScan *scan, const FsMetaInode *v, size_t n, const void *buf, size_t size,
                          uint32_t nr_items, BtrfsMetaKey *ret_next, size_t *ret_used) {
        const uint8_t *b = buf;
        BtrfsMetaKey last = {}, prev = {};
        bool over = false;
        size_t off = 0;

        for (uint32_t i = 0; i < nr_items; i++) {
                struct btrfs_ioctl_search_header h;

                if (size - off < BTRFSMETA_HEADER_SIZE)
                        return -EBADMSG;
                memcpy(&h, b + off, sizeof(h));
                off += BTRFSMETA_HEADER_SIZE;
                if (h.len > size - off || h.type > UINT8_MAX)
                        return -EBADMSG;
                last = (BtrfsMetaKey) { h.objectid, h.type, h.offset };
                if (i > 0 && key_cmp(&last, &prev) <= 0)
                        return -EBADMSG;
                prev = last;
                if (h.objectid != scan->objectid || scan->objectid_items == 0) {
                        scan->objectid = h.objectid;
                        scan->objectid_items = 0;
                }
                over = ++scan->objectid_items > item_cap(v, n, h.objectid);
                if (!over) {
                        int r = 0;

                        scan->items++;
                        scan->bytes += BTRFSMETA_HEADER_SIZE + h.len;
                        if (h.type == BTRFS_INODE_ITEM_KEY)
                                scan->found++;
                        else if (scan->want_parents && h.type == BTRFS_INODE_REF_KEY)
                                r = scan_push_parent(scan, h.objectid, h.offset);
                        else if (scan->want_parents && h.type == BTRFS_INODE_EXTREF_KEY)
                                r = scan_extrefs(scan, h.objectid, b + off, h.len);
                        if (r < 0)
                                return r;
                }
                off += h.len;
        }
        *ret_used = off;
        if (nr_items == 0) {
                *ret_next = (BtrfsMetaKey) { UINT64_MAX, UINT8_MAX, UINT64_MAX };
                return 0;
        }
        /* Past its cap: the rest of this inode is not asked for. */
        if (over && last.objectid < UINT64_MAX) {
                *ret_next = (BtrfsMetaKey) { last.objectid + 1, 0, 0 };
                return 0;
        }
        if (!btrfsmeta_key_next(&last, ret_next))
                *ret_next = (BtrfsMetaKey) { UINT64_MAX, UINT8_MAX, UINT64_MAX };
        return 0;
}

void btrfsmeta_scan_done(BtrfsMetaScan *scan) {
        free(scan->parents);
        *scan = (BtrfsMetaScan) {};
}

/* The keys of one range, searched from its first inode on, answer after answer. Returns 0, 1 when
 * the budget ran out, or -errno with *ret_reason. */
static int search_range(int fd, struct btrfs_ioctl_search_args_v2 *args, const BtrfsMetaRange *range,
                        const FsMetaInode *v, size_t n, const Ext4MetaBudget *budget, BtrfsMetaScan *scan,
                        Ext4MetaStats *st, char **ret_reason) {
        BtrfsMetaKey key = { range->first, 0, 0 };

        for (;;) {
                BtrfsMetaKey next;
                size_t used;
                int r;

                if (scan->bytes >= budget->max_bytes)
                        return 1;
                memset(&args->key, 0, sizeof(args->key));
                args->key.tree_id = 0; /* the subvolume of fd */
                args->key.min_objectid = key.objectid;
                args->key.min_type = key.type;
                args->key.min_offset = key.offset;
                args->key.max_objectid = range->last;
                args->key.max_type = UINT8_MAX;
                args->key.max_offset = UINT64_MAX;
                args->key.max_transid = UINT64_MAX;
                args->key.nr_items = UINT32_MAX;
                args->buf_size = BTRFSMETA_SEARCH_BUFFER;
                st->calls++;
                if (ioctl(fd, BTRFS_IOC_TREE_SEARCH_V2, args) < 0) {
                        r = -errno;
                        if (r == -EOVERFLOW && key.objectid < range->last) {
                                /* An item bigger than the buffer (not btrfs's): the next inode. */
                                key = (BtrfsMetaKey) { key.objectid + 1, 0, 0 };
                                continue;
                        }
                        if (r == -EOVERFLOW)
                                return 0;
                        if (asprintf(ret_reason, "BTRFS_IOC_TREE_SEARCH_V2: %s", strerror(-r)) < 0)
                                *ret_reason = NULL;
                        return r;
                }
                r = btrfsmeta_scan_answer(scan, v, n, args->buf, BTRFSMETA_SEARCH_BUFFER, args->key.nr_items,
                                          &next, &used);
                if (r == -EBADMSG)
                        *ret_reason = strdup("BTRFS_IOC_TREE_SEARCH_V2: an answer out of its buffer or "
                                             "order");
                if (r < 0)
                        return r;
                if (args->key.nr_items == 0 || !btrfsmeta_answer_full(used, BTRFSMETA_SEARCH_BUFFER) ||
                    next.objectid > range->last)
                        return 0;
                key = next;
        }
}

/* The parents found, not searched yet (searched: sorted), as the next level's directories. */
static int next_level(BtrfsMetaScan *scan, uint64_t **searched, size_t *n_searched, FsMetaInode **ret,
                      size_t *ret_n) {
        size_t n = u64_sort_unique(scan->parents, scan->n_parents), k = 0;
        FsMetaInode *v;
        uint64_t *s;

        scan->n_parents = 0;
        v = calloc(MAX(n, (size_t) 1), sizeof(FsMetaInode));
        if (!v)
                return -ENOMEM;
        for (size_t i = 0; i < n; i++)
                if (*n_searched == 0 ||
                    !bsearch(&scan->parents[i], *searched, *n_searched, sizeof(uint64_t), u64_compare))
                        v[k++] = (FsMetaInode) { scan->parents[i], true };
        s = reallocarray(*searched, *n_searched + k + 1, sizeof(uint64_t));
        if (!s) {
                free(v);
                return -ENOMEM;
        }
        for (size_t i = 0; i < k; i++)
                s[*n_searched + i] = v[i].ino;
        *searched = s;
        *n_searched = u64_sort_unique(s, *n_searched + k);
        free(*ret);
        *ret = v;
        *ret_n = k;
        return 0;
}

int btrfsmeta_pass(int anchor_fd, const FsMetaInode *inodes, size_t n, bool parents,
                   const Ext4MetaBudget *budget, Ext4MetaStats *stats, char **ret_reason) {
        Ext4MetaBudget defaults = EXT4META_BUDGET_DEFAULT;
        uint64_t start = now_usec(CLOCK_MONOTONIC), total = 0;
        _cleanup_free_ struct btrfs_ioctl_search_args_v2 *args = NULL;
        _cleanup_free_ BtrfsMetaRange *ranges = NULL;
        _cleanup_free_ uint64_t *searched = NULL;
        _cleanup_free_ FsMetaInode *v = NULL;
        BtrfsMetaScan scan = { .want_parents = parents };
        size_t n_searched = 0;
        Ext4MetaStats st = {};
        _cleanup_close_ int fd = -EBADF;
        int r = 0;

        if (!budget)
                budget = &defaults;
        fd = fsmeta_pass_open(anchor_fd, BTRFS_SUPER_MAGIC, "a btrfs file system", n, ret_reason);
        if (fd < 0)
                return fd;
        args = calloc(1, sizeof(*args) + BTRFSMETA_SEARCH_BUFFER);
        v = malloc(MAX(n, (size_t) 1) * sizeof(FsMetaInode));
        searched = malloc(MAX(n, (size_t) 1) * sizeof(uint64_t));
        if (!args || !v || !searched)
                return -ENOMEM;
        if (n > 0)
                memcpy(v, inodes, n * sizeof(FsMetaInode));
        n = fsmeta_inodes_sort_unique(v, n);
        for (size_t i = 0; i < n; i++)
                searched[i] = v[i].ino;
        n_searched = n;

        /* Level by level: the inodes, then the directories they are in, and so on up. */
        for (unsigned depth = 0; r == 0 && n > 0 && depth < BTRFSMETA_MAX_DEPTH; depth++) {
                BtrfsMetaRange *w = reallocarray(ranges, n, sizeof(BtrfsMetaRange));
                uint64_t found = scan.found;
                size_t n_ranges, i;

                if (!w) {
                        r = -ENOMEM;
                        break;
                }
                ranges = w;
                if (total + n > EXT4META_MAX_INODES)
                        n = EXT4META_MAX_INODES - total;
                total += n;
                st.inodes += n;
                n_ranges = btrfsmeta_ranges(v, n, ranges);
                for (i = 0; r == 0 && i < n_ranges; i++)
                        r = search_range(fd, args, &ranges[i], v, n, budget, &scan, &st, ret_reason);
                if (r == 1) {
                        /* the budget: what is left of this level is not read */
                        for (i--; i < n_ranges; i++)
                                st.trimmed += ranges[i].last - ranges[i].first + 1;
                        break;
                }
                if (r < 0)
                        break;
                st.skipped += n - MIN(scan.found - found, (uint64_t) n);
                if (!parents || total >= EXT4META_MAX_INODES)
                        break;
                r = next_level(&scan, &searched, &n_searched, &v, &n);
        }
        st.items = scan.items;
        st.usec = now_usec(CLOCK_MONOTONIC) - start;
        if (stats)
                ext4meta_stats_add(stats, &st);
        btrfsmeta_scan_done(&scan);
        return r < 0 ? r : 0;
}
