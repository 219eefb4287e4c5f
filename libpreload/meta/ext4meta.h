/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The root metadata pass: the ext4 metadata blocks the kernel needs to look files up and map them
 * (inode-table blocks of their inodes, their directories' blocks, the extent-tree blocks of big
 * files), found with libext2fs and read from the block device in large sorted requests.
 *
 * ext4 reads all three through the block device's page cache (buffer heads over the bdev
 * mapping), so buffered reads of the device fill exactly the cache a later stat(), open() or
 * page fault looks in. The file system is mounted and changing under us: everything libext2fs
 * says is a hint, bounded and range-checked; a stale hint costs a wasted read, never a wrong
 * answer, since the pass only reads.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

typedef struct json_object json_object;

/* One inode to prepare: its inode-table block always; a directory's blocks when directory.
 * ext4's inode numbers are 32 bits; a prepared launch keeps hundreds of these. */
typedef struct Ext4MetaInode {
        uint32_t ino;
        bool directory;
} Ext4MetaInode;

/* What one pass may read. A block counts once however often it is named. */
typedef struct Ext4MetaBudget {
        uint64_t max_bytes;  /* bytes read from the device, gaps bridged and libext2fs's own reads
                              * included */
        uint64_t max_blocks; /* distinct metadata blocks */
} Ext4MetaBudget;

/* 64 MiB and 16384 blocks: the metadata of thousands of files, a fraction of a warm's data. */
#define EXT4META_MAX_BYTES_DEFAULT (UINT64_C(64) << 20)
#define EXT4META_MAX_BLOCKS_DEFAULT UINT64_C(16384)
#define EXT4META_BUDGET_DEFAULT \
        ((Ext4MetaBudget) { .max_bytes = EXT4META_MAX_BYTES_DEFAULT, .max_blocks = EXT4META_MAX_BLOCKS_DEFAULT })
/* Hard caps whatever the budget: inodes per pass, blocks taken from one directory. */
#define EXT4META_MAX_INODES 65536
#define EXT4META_MAX_DIR_BLOCKS 4096
/*
 * Gaps up to this are read rather than split into two requests. On a rotating disk a request
 * costs what about 600 KiB of transfer does (200 IOPS against 120 MiB/s), so a gap of half a
 * MiB is cheaper read than skipped; elsewhere requests are cheap and a small bridge does.
 */
#define EXT4META_BRIDGE_ROTATIONAL (UINT64_C(512) * 1024)
#define EXT4META_BRIDGE_BYTES (UINT64_C(64) * 1024)

typedef struct Ext4MetaStats {
        uint64_t inode_blocks;  /* distinct blocks of each kind that were read */
        uint64_t dir_blocks;
        uint64_t extent_blocks;
        uint64_t blocks;        /* their sum */
        uint64_t bytes;         /* read from the device: the sorted reads' ranges in whole pages,
                                 * bridged gaps included, and the pages libext2fs's own reads found
                                 * not in the cache (ext4meta-io.c) */
        uint64_t requests;      /* read-ahead calls, each at most the device's cap (ranges already
                                 * in the cache are not asked for, nor counted) */
        uint64_t usec;          /* the whole pass, libext2fs's own reads included */
        uint64_t inodes;        /* inodes asked about */
        uint64_t skipped;       /* inode numbers out of range or inodes libext2fs could not read */
        uint64_t trimmed;       /* blocks left unread for the budget (btrfs: inodes) */
        /* The passes of XFS and btrfs (xfsmeta.h, btrfsmeta.h), which read through the file
         * system's own calls: their device requests and bytes are not known (0 above). */
        uint64_t calls;         /* calls into the file system: bulkstat, getdents64, tree searches */
        uint64_t items;         /* btrfs tree items read */
} Ext4MetaStats;

/*
 * The pass for inodes on the file system of anchor_fd (any descriptor on it, O_PATH included):
 * ext4 (statfs) on a block device whose superblock is that file system's (the statfs fsid), or
 * -EOPNOTSUPP with the reason. Inode-table blocks are read first, so that libext2fs's own inode
 * reads then hit the cache; then directory and extent-tree blocks. Needs to open the block device
 * (root); sysfs_root NULL means /sys. Adds to *stats (not reset, so passes over several file
 * systems sum up). Returns 0, or -errno with *ret_reason (malloc'ed; may be NULL) saying why.
 */
typedef struct Ext4MetaBlocks Ext4MetaBlocks;
int ext4meta_pass(int anchor_fd, const char *sysfs_root, const Ext4MetaInode *inodes, size_t n,
                  const Ext4MetaBudget *budget, Ext4MetaStats *stats, Ext4MetaBlocks *ret_blocks, char **ret_reason);

/*
 * The lookup walk: for paths relative to the directory start_ino of the file system of anchor_fd
 * (each starting with '/'; a mount point's inode when the paths are relative to it; paths not
 * found end where they fail), the metadata the kernel reads to look them up
 * and map them, before anything has looked them up: depth by depth, the inode-table blocks of
 * that depth's directories and then their blocks, each depth in one sorted sweep for all paths;
 * then the inode-table blocks of the names found (a fast symlink to a name in the same directory
 * followed) and the first level of their extent trees. Symlinked or ".." directories on the way
 * end a path there. Same checks, budget, accounting and return as ext4meta_pass() ("inodes"
 * counts the names found).
 *
 * hints (may be NULL) are inode numbers the paths are expected to reach, known ahead (a profile
 * stores its files' and lookups' inodes): their inode-table blocks join the first sweep, so that
 * the blocks each later depth and the names' own sweep would ask for one at a time are mostly
 * cached by then, read in the same sorted requests as the root's. A stale hint costs a block
 * read for nothing, within the budget.
 */
int ext4meta_walk(int anchor_fd, const char *sysfs_root, uint64_t start_ino, const char *const *paths, size_t n,
                  const uint64_t *hints, size_t n_hints, const Ext4MetaBudget *budget, Ext4MetaStats *stats,
                  Ext4MetaBlocks *ret_blocks, char **ret_reason);

/*
 * The blocks a walk read on one file system (all it asked for within the budget, cached or not),
 * kept so that a later warm can read them again without libext2fs or the walk's sweeps
 * (metamap.h). ext4meta_walk() and ext4meta_pass() fill *ret_blocks (may be NULL) when they
 * succeed.
 */
struct Ext4MetaBlocks {
        uint32_t fsid[2];    /* statfs()'s f_fsid of the file system, from its superblock's UUID */
        uint64_t dev;        /* the block device it is on, as st_dev */
        uint32_t block_size;
        uint64_t *blocks;    /* sorted, distinct */
        size_t n_blocks;
};
void ext4meta_blocks_done(Ext4MetaBlocks *b);
void ext4meta_blocks_free_n(Ext4MetaBlocks *v, size_t n);
/* Appends *b (taken: emptied, or freed on -ENOMEM) to the array *v of *n; an empty *b is dropped.
 * Returns 0 or -ENOMEM. */
int ext4meta_blocks_push(Ext4MetaBlocks **v, size_t *n, Ext4MetaBlocks *b);

/*
 * Reads b's blocks again, in the sorted requests of a pass, without libext2fs: the block device
 * b->dev (found through sysfs_root, NULL: /sys) is read only if its superblock is still that of
 * the file system b names (magic, UUID, block size), else -ENODEV with the reason. Root only.
 * Adds to *stats what was read ("blocks", "bytes", "requests", "usec"; the kinds are not known).
 * Returns 0, or -errno with *ret_reason (malloc'ed; may be NULL).
 */
int ext4meta_read_blocks(const char *sysfs_root, const Ext4MetaBlocks *b, const Ext4MetaBudget *budget,
                         Ext4MetaStats *stats, char **ret_reason);

/*
 * Whether fd is on a file system the pass serves: 0; or with a static reason -EOPNOTSUPP ("not an
 * ext4 file system") or -ENOTBLK ("not on a block device"); or -errno from fstatfs().
 */
int ext4meta_check_fd(int fd, const char **ret_reason);

/* "/dev/NAME" of the block device dev, from sysfs's uevent. Returns 0, -ENOENT, -ENOMEM. */
int ext4meta_device_path(const char *sysfs_root, dev_t dev, char **ret);

/*
 * Sorted distinct block numbers to byte ranges: adjacent blocks and gaps up to bridge bytes
 * merged. Pure, for tests. Returns the number of ranges written into ret (room for n), each
 * { offset, length } in bytes.
 */
typedef struct Ext4MetaRange {
        uint64_t offset;
        uint64_t length;
} Ext4MetaRange;
size_t ext4meta_blocks_to_ranges(const uint64_t *blocks, size_t n, uint64_t block_size, uint64_t bridge,
                                 Ext4MetaRange *ret);

/* { "inode_blocks", "dir_blocks", "extent_blocks", "blocks", "bytes", "requests", "usec",
 *   "inodes", "inodes_skipped", "trimmed", "calls", "items" } */
json_object *ext4meta_stats_to_json(const Ext4MetaStats *s);
void ext4meta_stats_add(Ext4MetaStats *dst, const Ext4MetaStats *src);
