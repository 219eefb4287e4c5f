/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The root metadata pass on XFS: bulkstat in inode order, then directories read by handle. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <time.h>
#include <unistd.h>

#include "macro.h"
#include "time-util.h"
#include "xfsmeta.h"

_Static_assert(sizeof(struct xfs_bulkstat) == 192, "struct xfs_bulkstat as the kernel has it");
_Static_assert(sizeof(struct xfs_bulk_ireq) == 64, "struct xfs_bulk_ireq as the kernel has it");
_Static_assert(sizeof(struct xfs_fsop_geom_v1) == 112, "struct xfs_fsop_geom_v1 as the kernel has it");

/*
 * XFS's file handle for open_by_handle_at(): the inode number (64 bits) and its generation,
 * packed (the kernel's struct xfs_fid64, type FILEID_INO32_GEN | XFS_FILEID_TYPE_64FLAG), which
 * xfs_fs_fh_to_dentry() takes whatever size of inode numbers the mount uses.
 */
#define XFS_FILEID_INO64_GEN 0x81
#define XFS_FILEID_INO64_GEN_BYTES 12

/* The most a directory's entries take: XFS puts its hash index at 32 GiB into the directory. */
#define XFSMETA_DIR_DATA_MAX (UINT64_C(32) << 30)

/* getdents64()'s buffer: several directory blocks' entries a call. */
#define XFSMETA_DENTS_BUFFER (32 * 1024)

static bool pow2_between(uint32_t x, uint32_t lo, uint32_t hi) {
        return x >= lo && x <= hi && (x & (x - 1)) == 0;
}

int xfsmeta_geometry_check(const struct xfs_fsop_geom_v1 *g, XfsMetaGeometry *ret) {
        /* Kernels that fill only the first fields leave the directory block size 0: one block. */
        uint32_t dir = g->dirblocksize ? g->dirblocksize : g->blocksize;
        unsigned log = 0;

        if (!pow2_between(g->blocksize, 512, 65536) || !pow2_between(g->inodesize, 256, g->blocksize) ||
            !pow2_between(dir, g->blocksize, 65536))
                return -EBADMSG;
        for (uint32_t per = g->blocksize / g->inodesize; per > 1; per >>= 1)
                log++;
        *ret = (XfsMetaGeometry) { .block_size = g->blocksize, .inode_size = g->inodesize,
                                   .dir_block_size = dir, .inodes_per_block_log = log };
        return 0;
}

uint32_t xfsmeta_batch_icount(const FsMetaInode *v, size_t n, size_t i) {
        uint64_t chunk = v[i].ino / XFSMETA_CHUNK_INODES;
        size_t j = i;

        while (j + 1 < n && v[j + 1].ino / XFSMETA_CHUNK_INODES == chunk)
                j++;
        return (uint32_t) (v[j].ino - v[i].ino + 1);
}

static int scan_push_dir(XfsMetaScan *scan, const struct xfs_bulkstat *b) {
        if (ARRAY_GROW(scan->dirs, scan->dirs_allocated, scan->n_dirs) < 0)
                return -ENOMEM;
        scan->dirs[scan->n_dirs++] = (XfsMetaDir) { .ino = b->bs_ino, .gen = b->bs_gen, .size = b->bs_size,
                                                    .blocks = b->bs_blocks };
        return 0;
}

int xfsmeta_scan_answer(XfsMetaScan *scan, const FsMetaInode *v, size_t n, const XfsMetaGeometry *geo,
                        uint64_t start, uint32_t icount, const struct xfs_bulkstat *bs, uint32_t ocount) {
        uint64_t end;
        size_t j = 0, k;

        if (ocount > icount)
                return -EBADMSG;
        for (uint32_t i = 0; i < ocount; i++)
                if (bs[i].bs_ino < start || (i > 0 && bs[i].bs_ino <= bs[i - 1].bs_ino))
                        return -EBADMSG;
        /* Covered: everything from start to the last inode returned (none: start itself, so that
         * the pass moves on); what is wanted there and not returned is not an inode now. */
        end = ocount == 0 ? start : bs[ocount - 1].bs_ino;
        for (k = scan->next; k < n && v[k].ino <= end; k++) {
                uint64_t block;

                while (j < ocount && bs[j].bs_ino < v[k].ino)
                        j++;
                if (j >= ocount || bs[j].bs_ino != v[k].ino) {
                        scan->skipped++;
                        continue;
                }
                scan->found++;
                block = v[k].ino >> geo->inodes_per_block_log;
                if (scan->last_block != block + 1) {
                        scan->inode_blocks++;
                        scan->last_block = block + 1;
                }
                if (v[k].directory && S_ISDIR(bs[j].bs_mode) && scan_push_dir(scan, &bs[j]) < 0)
                        return -ENOMEM;
        }
        scan->next = k;
        return 0;
}

void xfsmeta_scan_done(XfsMetaScan *scan) {
        free(scan->dirs);
        *scan = (XfsMetaScan) {};
}

/* Directory d opened by its handle (the generation bulkstat said: a reused inode is ESTALE). */
static int dir_open(int anchor_fd, const XfsMetaDir *d) {
        union {
                struct file_handle fh;
                char buf[sizeof(struct file_handle) + XFS_FILEID_INO64_GEN_BYTES];
        } h = {};
        int fd;

        h.fh.handle_bytes = XFS_FILEID_INO64_GEN_BYTES;
        h.fh.handle_type = XFS_FILEID_INO64_GEN;
        memcpy(h.fh.f_handle, &d->ino, sizeof(d->ino));
        memcpy(h.fh.f_handle + sizeof(d->ino), &d->gen, sizeof(d->gen));
        /* O_NOATIME: reading it must not make it dirty */
        fd = open_by_handle_at(anchor_fd, &h.fh,
                               O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK | O_NOATIME);
        return fd < 0 ? -errno : fd;
}

/* The directories the scan queued, read whole in inode order, within the budget. */
static int read_dirs(int anchor_fd, const XfsMetaGeometry *geo, const XfsMetaScan *scan,
                     const Ext4MetaBudget *budget, Ext4MetaStats *st, char **ret_reason) {
        _cleanup_free_ void *buf = malloc(XFSMETA_DENTS_BUFFER);
        uint64_t bytes = 0;

        if (!buf)
                return -ENOMEM;
        for (size_t i = 0; i < scan->n_dirs; i++) {
                const XfsMetaDir *d = &scan->dirs[i];
                uint64_t blocks = d->size / geo->block_size + (d->size % geo->block_size != 0);
                ssize_t k;
                int fd;

                if (d->blocks == 0 || blocks == 0)
                        continue; /* its entries live in its inode, read with it */
                if (d->size > XFSMETA_DIR_DATA_MAX) {
                        st->skipped++; /* no directory's entries take that much */
                        continue;
                }
                if (blocks > EXT4META_MAX_DIR_BLOCKS || bytes + d->size > budget->max_bytes ||
                    st->inode_blocks + st->dir_blocks + blocks > budget->max_blocks) {
                        st->trimmed += blocks;
                        continue;
                }
                fd = dir_open(anchor_fd, d);
                st->calls++;
                if (fd == -EPERM) {
                        *ret_reason = strdup("open_by_handle_at(): not permitted (CAP_DAC_READ_SEARCH)");
                        return fd;
                }
                if (fd == -ENOMEM)
                        return fd;
                if (fd < 0) {
                        st->skipped++; /* gone or reused since bulkstat */
                        continue;
                }
                do {
                        k = getdents64(fd, buf, XFSMETA_DENTS_BUFFER);
                        st->calls++;
                } while (k > 0);
                safe_close(fd);
                st->dir_blocks += blocks;
                bytes += d->size;
        }
        return 0;
}

int xfsmeta_pass(int anchor_fd, const FsMetaInode *inodes, size_t n, const Ext4MetaBudget *budget,
                 Ext4MetaStats *stats, char **ret_reason) {
        Ext4MetaBudget defaults = EXT4META_BUDGET_DEFAULT;
        uint64_t start = now_usec(CLOCK_MONOTONIC);
        _cleanup_free_ struct xfs_bulkstat_req *req = NULL;
        _cleanup_free_ FsMetaInode *v = NULL;
        struct xfs_fsop_geom_v1 g = {};
        XfsMetaScan scan = {};
        Ext4MetaStats st = {};
        XfsMetaGeometry geo;
        _cleanup_close_ int fd = -EBADF;
        int r;

        if (!budget)
                budget = &defaults;
        fd = fsmeta_pass_open(anchor_fd, XFS_SUPER_MAGIC, "an XFS file system", n, ret_reason);
        if (fd < 0)
                return fd;
        if (ioctl(fd, XFS_IOC_FSGEOMETRY_V1, &g) < 0) {
                r = -errno;
                if (asprintf(ret_reason, "XFS_IOC_FSGEOMETRY_V1: %s", strerror(-r)) < 0)
                        *ret_reason = NULL;
                return r;
        }
        if (xfsmeta_geometry_check(&g, &geo) < 0) {
                *ret_reason = strdup("XFS geometry out of range");
                return -EBADMSG;
        }
        v = malloc(MAX(n, (size_t) 1) * sizeof(FsMetaInode));
        req = calloc(1, sizeof(*req) + XFSMETA_CHUNK_INODES * sizeof(struct xfs_bulkstat));
        if (!v || !req)
                return -ENOMEM;
        if (n > 0)
                memcpy(v, inodes, n * sizeof(FsMetaInode));
        n = fsmeta_inodes_sort_unique(v, n);
        st.inodes = n;

        /* The inodes, a chunk's worth a call, in disk order. */
        r = 0;
        while (scan.next < n && scan.inode_blocks < budget->max_blocks) {
                uint64_t from = v[scan.next].ino;
                uint32_t icount = xfsmeta_batch_icount(v, n, scan.next);

                memset(req, 0, sizeof(*req));
                req->hdr.ino = from;
                req->hdr.icount = icount;
                st.calls++;
                if (ioctl(fd, XFS_IOC_BULKSTAT, req) < 0) {
                        r = -errno;
                        if (asprintf(ret_reason, "XFS_IOC_BULKSTAT: %s", strerror(-r)) < 0)
                                *ret_reason = NULL;
                        goto finish;
                }
                r = xfsmeta_scan_answer(&scan, v, n, &geo, from, icount, req->bulkstat, req->hdr.ocount);
                if (r == -EBADMSG)
                        *ret_reason = strdup("XFS_IOC_BULKSTAT: an answer out of order");
                if (r < 0)
                        goto finish;
        }
        /* Left for the budget: the blocks of the inodes not asked about. */
        uint64_t last = 0;
        for (size_t i = scan.next; i < n; i++) {
                uint64_t block = v[i].ino >> geo.inodes_per_block_log;
                if (last != block + 1)
                        st.trimmed++;
                last = block + 1;
        }
        st.inode_blocks = scan.inode_blocks;
        r = read_dirs(fd, &geo, &scan, budget, &st, ret_reason);
finish:
        st.inode_blocks = scan.inode_blocks;
        st.skipped += scan.skipped;
        st.blocks = st.inode_blocks + st.dir_blocks;
        st.usec = now_usec(CLOCK_MONOTONIC) - start;
        if (stats)
                ext4meta_stats_add(stats, &st);
        xfsmeta_scan_done(&scan);
        return r < 0 ? r : 0;
}
