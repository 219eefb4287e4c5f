/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The root metadata pass on btrfs: the leaves of the subvolume's tree that hold the inodes asked
 * for, every item of each (its INODE_ITEM, INODE_REF, xattrs, a directory's DIR_ITEM and
 * DIR_INDEX entries, a file's EXTENT_DATA), read with the tree search ioctl in key order, which is
 * inode-number order. Optionally the directories the inodes' INODE_REF items name, level by level
 * up to the subvolume's root, so that inode numbers alone (a profile's, before any lookup) bring
 * in the directories their paths pass through.
 *
 * btrfs keeps its tree blocks in the page cache of its own btree inode, not in the block device's:
 * a read of the device fills nothing btrfs looks in (measured: a whole loop device read ahead left
 * a stat() and readdir of 3050 files and directories 92 device reads, as many as cold). A tree
 * search reads the leaves it walks into that cache, where a later stat() (the INODE_ITEM), lookup
 * (DIR_ITEM), readdir (DIR_INDEX) and read (EXTENT_DATA) find them. btrfs reads a tree block at
 * a time with no read-ahead here, so the pass costs about the requests those calls would make
 * cold; it makes them ahead, in key order.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ext4meta.h"
#include "fsmeta.h"

/* A key of btrfs's trees, ordered by objectid (the inode number), type, offset. */
typedef struct BtrfsMetaKey {
        uint64_t objectid;
        uint32_t type;
        uint64_t offset;
} BtrfsMetaKey;

/* The key right after k into *ret; false when k is the last key there can be. Pure. */
bool btrfsmeta_key_next(const BtrfsMetaKey *k, BtrfsMetaKey *ret);

/* A run of consecutive inode numbers, searched as one range of keys: nothing between them is
 * read that was not asked for. */
typedef struct BtrfsMetaRange {
        uint64_t first, last;
} BtrfsMetaRange;

/* The runs of v (sorted, distinct) into ret (room for n). Returns their number. Pure. */
size_t btrfsmeta_ranges(const FsMetaInode *v, size_t n, BtrfsMetaRange *ret);

/* Items taken of one inode: a file's (its extents), a directory's (two items an entry). */
#define BTRFSMETA_MAX_ITEMS 4096
#define BTRFSMETA_MAX_DIR_ITEMS 65536
/* Directory levels followed up from the inodes: deeper paths are not. */
#define BTRFSMETA_MAX_DEPTH 64
/* The tree search's buffer: the kernel stops at the first item that does not fit, and an item
 * takes up to a 64 KiB node less its headers. */
#define BTRFSMETA_ITEM_MAX (64 * 1024)
#define BTRFSMETA_SEARCH_BUFFER (128 * 1024)
/* The size of a search answer's item header (struct btrfs_ioctl_search_header). */
#define BTRFSMETA_HEADER_SIZE 32

/* What the tree search answers said. */
typedef struct BtrfsMetaScan {
        uint64_t items;          /* taken (an inode's past its cap are not) */
        uint64_t bytes;          /* their bytes, headers included */
        uint64_t found;          /* INODE_ITEMs: inodes that exist */
        uint64_t objectid;       /* the inode whose items are being counted, and how many */
        uint64_t objectid_items;
        bool want_parents;       /* keep the directories INODE_REF and INODE_EXTREF items name */
        uint64_t *parents;       /* unsorted, may repeat */
        size_t n_parents, parents_allocated;
} BtrfsMetaScan;

/*
 * One answer of BTRFS_IOC_TREE_SEARCH_V2 (nr_items items in buf of size bytes) applied to scan;
 * v (sorted, distinct) are the inodes asked for, whose directory flag sets an inode's cap
 * (BTRFSMETA_MAX_DIR_ITEMS, else BTRFSMETA_MAX_ITEMS). *ret_next is where the next search
 * starts: after the last item, or the next inode once this one is past its cap; *ret_used the
 * bytes the items took. Returns 0 (nothing more after the last item when nr_items is 0); -EBADMSG
 * for an answer whose items run out of the buffer or go backwards (scan then unchanged but for
 * what came before); -ENOMEM. Pure but for the allocation.
 */
int btrfsmeta_scan_answer(BtrfsMetaScan *scan, const FsMetaInode *v, size_t n, const void *buf, size_t size,
                          uint32_t nr_items, BtrfsMetaKey *ret_next, size_t *ret_used);

/* Whether a search that filled used bytes of a buffer of size bytes may have stopped for room
 * (the next item might not have fitted), rather than at the end of its range. Pure. */
bool btrfsmeta_answer_full(size_t used, size_t size);

void btrfsmeta_scan_done(BtrfsMetaScan *scan);

/*
 * The pass for inodes (any order, repeats allowed) in the subvolume of anchor_fd (any descriptor
 * on it, O_PATH included) of a btrfs file system, within budget (NULL: the default; its bytes
 * bound the items' bytes): every item of each, in key order; with parents, then the directories
 * their INODE_REF items name, level by level (at most BTRFSMETA_MAX_DEPTH). Root: the tree search
 * needs CAP_SYS_ADMIN. Adds to *stats "inodes" (asked for, parents included), "inodes_skipped"
 * (with no INODE_ITEM), "items", "calls", "trimmed" (inodes left for the budget) and "usec"; the
 * tree blocks it read and the device's requests are not known here, and stay 0. Returns 0, or
 * -errno with *ret_reason (malloc'ed; may be NULL): -EOPNOTSUPP for another file system.
 */
int btrfsmeta_pass(int anchor_fd, const FsMetaInode *inodes, size_t n, bool parents,
                   const Ext4MetaBudget *budget, Ext4MetaStats *stats, char **ret_reason);
