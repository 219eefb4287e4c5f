/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The root metadata pass on XFS: the inodes asked for, bulkstat()ed in inode-number order (which
 * is disk order: an XFS inode number is its allocation group, block and slot), and the
 * directories among them read whole with getdents64(), opened by handle.
 *
 * XFS keeps its metadata in its own buffer cache (xfs_buf), not in the block device's page cache:
 * a read of the device, as ext4meta does, fills nothing XFS looks in (measured: a whole loop
 * device read ahead left a stat() and readdir of 3050 files and directories 138 device reads, as
 * many as cold). Bulkstat reads each inode chunk with read-ahead and leaves its cluster buffers in
 * that cache, so that a later stat() finds the inode there; getdents64() leaves a directory's data
 * blocks there. A lookup in a directory of more than one block also reads its hash index (leaf
 * and node blocks), which getdents64() does not: those few are left to the lookups.
 *
 * Everything the file system says is a hint, range-checked; the pass only reads.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/ioctl.h>

#include "ext4meta.h"
#include "fsmeta.h"

/*
 * The kernel's interface, defined here as its uapi header fs/xfs/libxfs/xfs_fs.h (xfsprogs'
 * <xfs/xfs_fs.h>) has it, for the two calls used: that header is not a build dependency.
 * XFS_IOC_FSGEOMETRY_V1 (Linux 2.6+) and the v5 XFS_IOC_BULKSTAT (Linux 5.3+).
 */
struct xfs_fsop_geom_v1 {
        uint32_t blocksize;
        uint32_t rtextsize;
        uint32_t agblocks;
        uint32_t agcount;
        uint32_t logblocks;
        uint32_t sectsize;
        uint32_t inodesize;
        uint32_t imaxpct;
        uint64_t datablocks;
        uint64_t rtblocks;
        uint64_t rtextents;
        uint64_t logstart;
        unsigned char uuid[16];
        uint32_t sunit;
        uint32_t swidth;
        int32_t version;
        uint32_t flags;
        uint32_t logsectsize;
        uint32_t rtsectsize;
        uint32_t dirblocksize;
};

struct xfs_bulkstat {
        uint64_t bs_ino;
        uint64_t bs_size;
        uint64_t bs_blocks; /* file system blocks, data and attribute forks */
        uint64_t bs_xflags;
        int64_t bs_atime;
        int64_t bs_mtime;
        int64_t bs_ctime;
        int64_t bs_btime;
        uint32_t bs_gen;
        uint32_t bs_uid;
        uint32_t bs_gid;
        uint32_t bs_projectid;
        uint32_t bs_atime_nsec;
        uint32_t bs_mtime_nsec;
        uint32_t bs_ctime_nsec;
        uint32_t bs_btime_nsec;
        uint32_t bs_blksize;
        uint32_t bs_rdev;
        uint32_t bs_cowextsize_blks;
        uint32_t bs_extsize_blks;
        uint32_t bs_nlink;
        uint32_t bs_extents;
        uint32_t bs_aextents;
        uint16_t bs_version;
        uint16_t bs_forkoff;
        uint16_t bs_sick;
        uint16_t bs_checked;
        uint16_t bs_mode;
        uint16_t bs_pad2;
        uint64_t bs_extents64;
        uint64_t bs_pad[6];
};

struct xfs_bulk_ireq {
        uint64_t ino;    /* in: the first inode number; out: where the next call starts */
        uint32_t flags;
        uint32_t icount; /* in: room for this many */
        uint32_t ocount; /* out: this many filled */
        uint32_t agno;
        uint64_t reserved[5];
};

struct xfs_bulkstat_req {
        struct xfs_bulk_ireq hdr;
        struct xfs_bulkstat bulkstat[];
};

#define XFS_IOC_FSGEOMETRY_V1 _IOR('X', 100, struct xfs_fsop_geom_v1)
#define XFS_IOC_BULKSTAT _IOR('X', 127, struct xfs_bulkstat_req)

/* The geometry the pass uses, checked. */
typedef struct XfsMetaGeometry {
        uint32_t block_size;     /* 512..65536, a power of two */
        uint32_t inode_size;     /* 256..block_size, a power of two */
        uint32_t dir_block_size; /* block_size..65536, a power of two */
        unsigned inodes_per_block_log;
} XfsMetaGeometry;

/* Checks what XFS_IOC_FSGEOMETRY_V1 said. Returns 0, or -EBADMSG for sizes XFS cannot have. Pure. */
int xfsmeta_geometry_check(const struct xfs_fsop_geom_v1 *g, XfsMetaGeometry *ret);

/* Inodes one bulkstat call returns at most: an inode chunk's. */
#define XFSMETA_CHUNK_INODES 64

/*
 * The icount of the bulkstat call that starts at v[i] (sorted, distinct): up to the last inode
 * asked for in v[i]'s aligned chunk of XFSMETA_CHUNK_INODES numbers, so that one call covers what
 * is wanted of a chunk, which XFS reads whole anyway. At least 1. Pure.
 */
uint32_t xfsmeta_batch_icount(const FsMetaInode *v, size_t n, size_t i);

/* A directory to read: what bulkstat said of it. */
typedef struct XfsMetaDir {
        uint64_t ino;
        uint32_t gen;
        uint64_t size;   /* its data section, bytes */
        uint64_t blocks; /* blocks it holds: 0 for one whose entries live in its inode */
} XfsMetaDir;

/* What the bulkstat answers said of the inodes asked for. */
typedef struct XfsMetaScan {
        size_t next;         /* the first of v not yet answered for */
        uint64_t found;      /* inodes asked for and returned */
        uint64_t skipped;    /* inodes asked for and not returned: freed, or not inode numbers */
        uint64_t inode_blocks; /* distinct blocks holding the found ones */
        uint64_t last_block;   /* the last of those, plus one (0: none yet) */
        XfsMetaDir *dirs;      /* directories asked for (directory set) that bulkstat says are */
        size_t n_dirs, dirs_allocated;
} XfsMetaScan;

/*
 * One bulkstat answer (ocount entries for a call from start with room for icount), applied to the
 * sorted, distinct inodes v from scan->next on: the ones it covers are found or skipped, and the
 * directories among them queued. An answer that is not sorted, starts below start or says more
 * than icount is refused with -EBADMSG and changes nothing; -ENOMEM. Pure but for the allocation.
 */
int xfsmeta_scan_answer(XfsMetaScan *scan, const FsMetaInode *v, size_t n, const XfsMetaGeometry *geo,
                        uint64_t start, uint32_t icount, const struct xfs_bulkstat *bs, uint32_t ocount);
void xfsmeta_scan_done(XfsMetaScan *scan);

/*
 * The pass for inodes (any order, repeats allowed) on the XFS file system of anchor_fd (any
 * descriptor on it, O_PATH included), within budget (NULL: the default): the inodes bulkstat()ed,
 * then the directories among them (directory set) read whole, in inode order; a directory bigger
 * than EXT4META_MAX_DIR_BLOCKS blocks, or past the budget's bytes, is left out (trimmed). Root:
 * bulkstat and open_by_handle_at() need CAP_SYS_ADMIN and CAP_DAC_READ_SEARCH. Adds to *stats
 * "inodes", "inodes_skipped", "inode_blocks" (distinct blocks holding the inodes found),
 * "dir_blocks" (the directories' data blocks), "blocks", "calls" (bulkstat, open and getdents64
 * calls), "trimmed" and "usec"; the device's requests and bytes are not known here (XFS reads
 * them), and stay 0. Returns 0, or -errno with *ret_reason (malloc'ed; may be NULL): -EOPNOTSUPP
 * for another file system.
 */
int xfsmeta_pass(int anchor_fd, const FsMetaInode *inodes, size_t n, const Ext4MetaBudget *budget,
                 Ext4MetaStats *stats, char **ret_reason);
