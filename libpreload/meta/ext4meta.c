/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The root metadata pass: ext4 metadata blocks found with libext2fs, read through the block device. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <limits.h>
#include <linux/magic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>

#include "device.h"
#include "ext4meta-internal.h"
#include "ext4meta.h"
#include "macro.h"
#include "residency-fd.h"
#include "time-util.h"

/* The wait pass's pread() size: bounded whatever the device's cap says. */
#define EXT4META_WAIT_CHUNK (UINT64_C(1) << 20)


int ext4meta_check_fd(int fd, const char **ret_reason) {
        struct statfs sfs;
        struct stat st;

        if (fstatfs(fd, &sfs) < 0 || fstat(fd, &st) < 0)
                return -errno;
        /* ext2, ext3 and ext4 share the magic; one driver (ext4) serves all three here. */
        if (sfs.f_type != EXT4_SUPER_MAGIC) {
                *ret_reason = "not an ext4 file system";
                return -EOPNOTSUPP;
        }
        if (major(st.st_dev) == 0) {
                *ret_reason = "not on a block device";
                return -ENOTBLK;
        }
        return 0;
}

int ext4meta_device_path(const char *sysfs_root, dev_t dev, char **ret) {
        char path[PATH_MAX], name[128];
        _cleanup_close_ int devfd = -EBADF;
        int r;

        snprintf(path, sizeof(path), "%s/dev/block/%u:%u", sysfs_root ? sysfs_root : "/sys", major(dev), minor(dev));
        devfd = open(path, O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (devfd < 0)
                return -errno;
        r = device_sysfs_devname(devfd, name, sizeof(name));
        if (r < 0)
                return r == -EBADMSG ? -ENOENT : r;
        if (asprintf(ret, "/dev/%s", name) < 0)
                return -ENOMEM;
        return 0;
}

size_t ext4meta_blocks_to_ranges(const uint64_t *blocks, size_t n, uint64_t block_size, uint64_t bridge,
                                 Ext4MetaRange *ret) {
        size_t k = 0;

        for (size_t i = 0; i < n; i++) {
                uint64_t off = blocks[i] * block_size;

                if (k > 0 && off >= ret[k - 1].offset + ret[k - 1].length &&
                    off - (ret[k - 1].offset + ret[k - 1].length) <= bridge) {
                        ret[k - 1].length = off + block_size - ret[k - 1].offset;
                        continue;
                }
                if (k > 0 && off < ret[k - 1].offset + ret[k - 1].length)
                        continue; /* a repeat: input is sorted */
                ret[k++] = (Ext4MetaRange) { off, block_size };
        }
        return k;
}

static bool pass_is_done(const Pass *p, uint64_t b) {
        if (p->n_done == 0)
                return false; /* bsearch() wants a real array, even an empty one */
        return bsearch(&b, p->done, p->n_done, sizeof(uint64_t), u64_compare) != NULL;
}

/* Queues block b for this phase; false once the block budget is spent. */
int ext4meta_want(Pass *p, uint64_t b) {
        if (b == 0 || b >= p->e2->blocks_count(p->fs->super))
                return 0; /* a hint from a changing file system: out of range, ignored */
        if (pass_is_done(p, b))
                return 0;
        if (p->n_done + p->n_blocks >= p->budget->max_blocks) {
                p->st.trimmed++;
                return 0;
        }
        if (p->n_blocks == p->n_allocated) {
                size_t m = MAX(p->n_allocated * 2, (size_t) 256);
                uint64_t *v = reallocarray(p->blocks, m, sizeof(uint64_t));
                if (!v)
                        return -ENOMEM;
                p->blocks = v;
                p->n_allocated = m;
        }
        p->blocks[p->n_blocks++] = b;
        return 0;
}

/*
 * Reads sorted distinct blocks: merged into ranges, each queued with WILLNEED in pieces of at
 * most cap (what one forced read-ahead reads), then read once more with pread() to wait for
 * them: pages already in flight are waited for, not read twice. The byte budget (spent in
 * st->bytes) leaves out whole ranges, their blocks counted in st->trimmed. *ret_read counts the
 * blocks read; with keep (blocks itself may be given), they are left there in order.
 */
static int read_blocks(int devfd, uint64_t block_size, uint64_t cap, uint64_t bridge, const Ext4MetaBudget *budget,
                       const uint64_t *blocks, size_t n, uint64_t *keep, Ext4MetaStats *st, size_t *ret_read) {
        _cleanup_free_ Ext4MetaRange *ranges = NULL;
        _cleanup_free_ void *buf = NULL;
        uint64_t page = (uint64_t) sysconf(_SC_PAGESIZE);
        size_t n_ranges, n_read = 0, k;

        ranges = calloc(MAX(n, (size_t) 1), sizeof(Ext4MetaRange));
        /* The wait pass reads into this; pages already in flight make it cheap, not its size. */
        buf = malloc(EXT4META_WAIT_CHUNK);
        if (!ranges || !buf)
                return -ENOMEM;
        n_ranges = ext4meta_blocks_to_ranges(blocks, n, block_size, bridge, ranges);
        /* What the byte budget allows, in order; a range that does not fit leaves room for smaller
         * ones. A range costs its whole pages: with blocks smaller than a page, the device reads
         * the page's other blocks with it. */
        k = 0;
        for (size_t i = 0; i < n_ranges; i++) {
                uint64_t lo = round_down_u64(ranges[i].offset, page), hi, cost;
                if (!round_up_u64(ranges[i].offset + ranges[i].length, page, &hi))
                        continue;
                cost = hi - lo;
                if (st->bytes + cost <= budget->max_bytes) {
                        st->bytes += cost;
                        ranges[k++] = ranges[i];
                }
        }
        n_ranges = k;
        for (k = 0; k < n_ranges; k++)
                for (uint64_t off = 0; off < ranges[k].length; off += cap) {
                        uint64_t len = MIN(cap, ranges[k].length - off), cached = 0;
                        /* Already cached (an earlier pass, a lookup): nothing to ask the disk for. */
                        if (residency_fd_range(devfd, ranges[k].offset + off, len, &cached) >= 0 && cached >= len)
                                continue;
                        (void) posix_fadvise(devfd, (off_t) (ranges[k].offset + off), (off_t) len,
                                             POSIX_FADV_WILLNEED);
                        st->requests++;
                }
        for (k = 0; k < n_ranges; k++)
                for (uint64_t off = 0; off < ranges[k].length; off += EXT4META_WAIT_CHUNK) {
                        uint64_t len = MIN(EXT4META_WAIT_CHUNK, ranges[k].length - off);
                        if (pread(devfd, buf, len, (off_t) (ranges[k].offset + off)) < 0 && errno != EINTR)
                                return -errno;
                }
        /* The blocks inside the ranges read: the rest was over the byte budget. */
        for (size_t i = 0, j = 0; i < n; i++) {
                uint64_t off = blocks[i] * block_size;
                while (j < n_ranges && off >= ranges[j].offset + ranges[j].length)
                        j++;
                if (j < n_ranges && off >= ranges[j].offset) {
                        if (keep)
                                keep[n_read] = blocks[i];
                        n_read++;
                } else
                        st->trimmed++;
        }
        *ret_read = n_read;
        return 0;
}

/* Reads this phase's blocks (read_blocks()); the blocks read are left, sorted, in p->blocks[0, *ret_read). */
int ext4meta_read(Pass *p, uint64_t *ret_read) {
        size_t n_read;
        uint64_t *v;
        int r;

        *ret_read = 0;
        if (p->n_blocks == 0)
                return 0;
        p->n_blocks = u64_sort_unique(p->blocks, p->n_blocks);
        r = read_blocks(p->devfd, p->block_size, p->cap, p->bridge, p->budget, p->blocks, p->n_blocks, p->blocks,
                        &p->st, &n_read);
        if (r < 0)
                return r;
        if (n_read == 0)
                goto done;
        v = reallocarray(p->done, p->n_done + n_read, sizeof(uint64_t));
        if (!v)
                return -ENOMEM;
        p->done = v;
        memcpy(p->done + p->n_done, p->blocks, n_read * sizeof(uint64_t));
        p->n_done += n_read;
        qsort(p->done, p->n_done, sizeof(uint64_t), u64_compare);
done:
        p->n_blocks = 0; /* the next phase starts empty; the contents stay for the caller */
        *ret_read = n_read;
        return 0;
}

/* The inode-table block that holds ino, or 0 for an inode number the file system cannot have. */
uint64_t ext4meta_inode_table_block(const Pass *p, uint64_t ino) {
        ext2_filsys fs = p->fs;
        uint64_t ipg = fs->super->s_inodes_per_group, isz = EXT2_INODE_SIZE(fs->super), group, index, loc;

        if (ino < 1 || ino > fs->super->s_inodes_count || ipg == 0)
                return 0;
        group = (ino - 1) / ipg;
        index = (ino - 1) % ipg;
        if (group >= fs->group_desc_count)
                return 0;
        loc = p->e2->inode_table_loc(fs, (dgrp_t) group);
        return loc == 0 ? 0 : loc + index * isz / fs->blocksize;
}

static int on_dir_block(ext2_filsys fs, blk64_t *blocknr, e2_blkcnt_t blockcnt, blk64_t ref_blk, int ref_offset,
                        void *userdata) {
        Pass *p = userdata;

        if (p->dir_left == 0)
                return BLOCK_ABORT;
        p->error = ext4meta_want(p, *blocknr);
        if (p->error < 0)
                return BLOCK_ABORT;
        p->dir_left--;
        return 0;
}

/*
 * The blocks of the first level below the root of an extent tree, from the root in the inode:
 * for depth 1 those are the leaves the kernel reads to map any offset, for deeper trees the
 * first index level (the levels below are left to the kernel). No disk read.
 */
static int want_extent_index(Pass *p, ext2_ino_t ino, struct ext2_inode *inode) {
        ext2_extent_handle_t h = NULL;
        struct ext2fs_extent e;
        errcode_t err;
        int r = 0;

        if (p->e2->extent_open2(p->fs, ino, inode, &h) != 0)
                return 0;
        for (err = p->e2->extent_get(h, EXT2_EXTENT_ROOT, &e); err == 0 && r >= 0;
             err = p->e2->extent_get(h, EXT2_EXTENT_NEXT_SIB, &e)) {
                if (e.e_flags & EXT2_EXTENT_FLAGS_LEAF)
                        break; /* depth 0: the root holds the extents themselves */
                r = ext4meta_want(p, e.e_pblk);
        }
        p->e2->extent_free(h);
        return r;
}

static int extent_depth(const struct ext2_inode *inode) {
        const struct ext3_extent_header *eh = (const struct ext3_extent_header *) inode->i_block;

        if (!(inode->i_flags & EXT4_EXTENTS_FL) || ext2fs_le16_to_cpu(eh->eh_magic) != EXT3_EXT_MAGIC)
                return 0;
        return ext2fs_le16_to_cpu(eh->eh_depth);
}

/* One inode of phase two, read from the cache phase one filled: its directory or extent blocks. */
int ext4meta_want_inode(Pass *p, const Ext4MetaInode *mi) {
        struct ext2_inode inode;

        if (ext4meta_inode_table_block(p, mi->ino) == 0)
                return 0; /* counted as skipped in phase one */
        if (p->e2->read_inode(p->fs, (ext2_ino_t) mi->ino, &inode) != 0) {
                p->st.skipped++;
                return 0;
        }
        if (mi->directory && LINUX_S_ISDIR(inode.i_mode)) {
                if (inode.i_flags & EXT4_INLINE_DATA_FL)
                        return 0; /* the entries live in the inode */
                p->dir_left = EXT4META_MAX_DIR_BLOCKS;
                /* The walk reads a big directory's own extent blocks through libext2fs. */
                (void) p->e2->block_iterate3(p->fs, (ext2_ino_t) mi->ino, BLOCK_FLAG_READ_ONLY, NULL, on_dir_block, p);
                return p->error;
        }
        if (extent_depth(&inode) > 0)
                return want_extent_index(p, (ext2_ino_t) mi->ino, &inode);
        return 0;
}

/*
 * Phase two's wanted blocks: directories first, so that a sorted copy of what they want
 * (*ret_dirs) tells the kinds apart after the one sweep that reads both.
 */
static int pass_want_contents(Pass *p, const Ext4MetaInode *inodes, size_t n, uint64_t **ret_dirs,
                              size_t *ret_n_dirs) {
        int r = 0;

        for (size_t i = 0; r >= 0 && i < n; i++)
                if (inodes[i].directory)
                        r = ext4meta_want_inode(p, &inodes[i]);
        if (r < 0)
                return r;
        *ret_dirs = malloc(MAX(p->n_blocks, (size_t) 1) * sizeof(uint64_t));
        if (!*ret_dirs)
                return -ENOMEM;
        *ret_n_dirs = p->n_blocks;
        if (p->n_blocks > 0) {
                memcpy(*ret_dirs, p->blocks, p->n_blocks * sizeof(uint64_t));
                qsort(*ret_dirs, *ret_n_dirs, sizeof(uint64_t), u64_compare);
        }
        for (size_t i = 0; r >= 0 && i < n; i++)
                if (!inodes[i].directory)
                        r = ext4meta_want_inode(p, &inodes[i]);
        return r;
}

/* The fsid statfs() reports for an ext4 superblock's UUID (the kernel's uuid_to_fsid()). */
static void uuid_to_fsid(const uint8_t uuid[16], uint32_t ret[2]) {
        uint64_t a = 0, b = 0;

        for (int i = 7; i >= 0; i--) {
                a = (a << 8) | uuid[i];
                b = (b << 8) | uuid[8 + i];
        }
        a ^= b;
        ret[0] = (uint32_t) a;
        ret[1] = (uint32_t) (a >> 32);
}

/* The block device dev, opened read-only once it is known to be that device. */
static int device_open(const char *sysfs_root, dev_t dev, int *ret_fd, char **ret_path, char **ret_reason) {
        _cleanup_free_ char *devpath = NULL;
        _cleanup_close_ int fd = -EBADF;
        struct stat dst;
        int r;

        r = ext4meta_device_path(sysfs_root, dev, &devpath);
        if (r < 0) {
                if (asprintf(ret_reason, "no block device for %u:%u in sysfs", major(dev), minor(dev)) < 0)
                        *ret_reason = NULL;
                return r == -ENOMEM ? r : -EOPNOTSUPP;
        }
        fd = open(devpath, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (fd < 0) {
                r = -errno;
                if (asprintf(ret_reason, "%s: %s", devpath, strerror(-r)) < 0)
                        *ret_reason = NULL;
                return r;
        }
        if (fstat(fd, &dst) < 0)
                return -errno;
        if (!S_ISBLK(dst.st_mode) || dst.st_rdev != dev) {
                if (asprintf(ret_reason, "%s is not the block device %u:%u", devpath, major(dev), minor(dev)) < 0)
                        *ret_reason = NULL;
                return -ENODEV;
        }
        /* No read-ahead on our reads: a read of one block reads that block, and what the device
         * reads is what the budget is charged (ext4meta-io.c). WILLNEED still reads what it names. */
        (void) posix_fadvise(fd, 0, 0, POSIX_FADV_RANDOM);
        *ret_fd = TAKE_FD(fd);
        if (ret_path)
                *ret_path = TAKE_PTR(devpath);
        return 0;
}

/* How a device wants its metadata read: the read-ahead cap and the bridge for its kind. */
static void device_read_shape(const char *sysfs_root, dev_t dev, uint64_t block_size, uint64_t *ret_cap,
                              uint64_t *ret_bridge) {
        DeviceInfo di;

        *ret_cap = DEVICE_DEFAULT_CAP;
        *ret_bridge = EXT4META_BRIDGE_BYTES;
        if (device_info_read(sysfs_root, dev, &di) >= 0) {
                if (di.cap >= block_size)
                        *ret_cap = di.cap;
                if (di.rotational)
                        *ret_bridge = EXT4META_BRIDGE_ROTATIONAL;
        }
}

int ext4meta_open(Pass *p, int anchor_fd, const char *sysfs_root, char **ret_reason) {
        _cleanup_free_ char *devpath = NULL;
        const char *why = NULL;
        struct statfs sfs;
        struct stat st;
        uint32_t fsid[2];
        errcode_t err;
        int r;

        r = ext4meta_check_fd(anchor_fd, &why);
        if (r < 0) {
                *ret_reason = why ? strdup(why) : NULL;
                return r;
        }
        if (fstat(anchor_fd, &st) < 0 || fstatfs(anchor_fd, &sfs) < 0)
                return -errno;
        r = device_open(sysfs_root, st.st_dev, &p->devfd, &devpath, ret_reason);
        if (r < 0)
                return r;
        r = ext2fs_dl(&p->e2, ret_reason);
        if (r < 0)
                return r;
        /* Read-only, no journal replay (libext2fs never replays on open), no MMP writes; checksums
         * of a live file system may be mid-update, and what we read is only a hint anyway. */
        err = ext4meta_fs_open(p, devpath, EXT2_FLAG_64BITS | EXT2_FLAG_SKIP_MMP | EXT2_FLAG_IGNORE_CSUM_ERRORS);
        if (err != 0) {
                if (asprintf(ret_reason, "%s: libext2fs: %s", devpath, p->e2->error_message(err)) < 0)
                        *ret_reason = NULL;
                return -EIO;
        }
        uuid_to_fsid(p->fs->super->s_uuid, fsid);
        if (memcmp(fsid, &sfs.f_fsid, sizeof(fsid)) != 0) {
                if (asprintf(ret_reason, "%s: the superblock of another file system: a stale device, or a bind mount",
                             devpath) < 0)
                        *ret_reason = NULL;
                return -ENODEV;
        }
        p->fsid[0] = fsid[0];
        p->fsid[1] = fsid[1];
        p->dev = st.st_dev;
        p->block_size = p->fs->blocksize;
        if (p->block_size < 1024 || p->block_size > 65536) {
                if (asprintf(ret_reason, "%s: block size %" PRIu64 " out of range", devpath, p->block_size) < 0)
                        *ret_reason = NULL;
                return -EBADMSG;
        }
        device_read_shape(sysfs_root, st.st_dev, p->block_size, &p->cap, &p->bridge);
        return 0;
}

int ext4meta_pass(int anchor_fd, const char *sysfs_root, const Ext4MetaInode *inodes, size_t n,
                  const Ext4MetaBudget *budget, Ext4MetaStats *stats, Ext4MetaBlocks *ret_blocks, char **ret_reason) {
        Ext4MetaBudget defaults = EXT4META_BUDGET_DEFAULT;
        Pass p = { .devfd = -EBADF, .budget = budget ? budget : &defaults };
        uint64_t start = now_usec(CLOCK_MONOTONIC), nread = 0;
        _cleanup_free_ uint64_t *dirs = NULL;
        size_t n_dirs = 0;
        int r;

        *ret_reason = NULL;
        if (n > EXT4META_MAX_INODES) {
                *ret_reason = strdup("too many inodes for one pass");
                return -E2BIG;
        }
        r = ext4meta_open(&p, anchor_fd, sysfs_root, ret_reason);
        if (r < 0)
                goto finish;
        p.st.inodes = n;

        /* Phase one: the inode-table blocks, so that every inode read after this hits the cache. */
        for (size_t i = 0; i < n && r >= 0; i++) {
                uint64_t b = ext4meta_inode_table_block(&p, inodes[i].ino);
                if (b == 0)
                        p.st.skipped++;
                else
                        r = ext4meta_want(&p, b);
        }
        if (r >= 0)
                r = ext4meta_read(&p, &nread);
        if (r < 0)
                goto finish;
        p.st.inode_blocks = nread;

        /* Phase two: directory blocks and extent-tree blocks, one sorted sweep. */
        r = pass_want_contents(&p, inodes, n, &dirs, &n_dirs);
        if (r >= 0)
                r = ext4meta_read(&p, &nread);
        for (size_t i = 0; r >= 0 && i < nread; i++) {
                if (bsearch(&p.blocks[i], dirs, n_dirs, sizeof(uint64_t), u64_compare))
                        p.st.dir_blocks++;
                else
                        p.st.extent_blocks++;
        }
        if (r >= 0 && ret_blocks)
                ext4meta_take_blocks(&p, ret_blocks);
finish:
        ext4meta_close(&p, start);
        if (stats)
                ext4meta_stats_add(stats, &p.st);
        return r < 0 ? r : 0;
}

void ext4meta_blocks_done(Ext4MetaBlocks *b) {
        b->blocks = mfree(b->blocks);
        b->n_blocks = 0;
}

/* Whether devfd still holds the file system b names: the superblock's magic, UUID and block size. */
static int blocks_check_super(int devfd, const Ext4MetaBlocks *b, char **ret_reason) {
        struct ext2_super_block sb;
        uint32_t fsid[2];
        ssize_t n;

        /* The primary superblock sits 1024 bytes in whatever the block size; ext4 keeps it cached. */
        n = pread(devfd, &sb, sizeof(sb), SUPERBLOCK_OFFSET);
        if (n < 0)
                return -errno;
        if ((size_t) n < sizeof(sb) || ext2fs_le16_to_cpu(sb.s_magic) != EXT2_SUPER_MAGIC) {
                *ret_reason = strdup("no ext4 superblock on the device any more");
                return -ENODEV;
        }
        uuid_to_fsid(sb.s_uuid, fsid);
        if (memcmp(fsid, b->fsid, sizeof(fsid)) != 0 || ext2fs_le32_to_cpu(sb.s_log_block_size) > 6 ||
            (UINT32_C(1024) << ext2fs_le32_to_cpu(sb.s_log_block_size)) != b->block_size) {
                *ret_reason = strdup("the device holds another file system now");
                return -ENODEV;
        }
        return 0;
}

int ext4meta_read_blocks(const char *sysfs_root, const Ext4MetaBlocks *b, const Ext4MetaBudget *budget,
                         Ext4MetaStats *stats, char **ret_reason) {
        Ext4MetaBudget defaults = EXT4META_BUDGET_DEFAULT;
        Ext4MetaStats st = {};
        _cleanup_close_ int devfd = -EBADF;
        uint64_t start = now_usec(CLOCK_MONOTONIC), cap, bridge;
        size_t n, n_read;
        int r;

        *ret_reason = NULL;
        if (!budget)
                budget = &defaults;
        if (b->block_size < 1024 || b->block_size > 65536)
                return -EINVAL;
        r = device_open(sysfs_root, (dev_t) b->dev, &devfd, NULL, ret_reason);
        if (r >= 0)
                r = blocks_check_super(devfd, b, ret_reason);
        if (r < 0)
                return r;
        device_read_shape(sysfs_root, (dev_t) b->dev, b->block_size, &cap, &bridge);
        n = MIN(b->n_blocks, (size_t) budget->max_blocks);
        st.trimmed = b->n_blocks - n;
        r = read_blocks(devfd, b->block_size, cap, bridge, budget, b->blocks, n, NULL, &st, &n_read);
        if (r < 0)
                return r;
        st.blocks = n_read;
        st.usec = now_usec(CLOCK_MONOTONIC) - start;
        if (stats)
                ext4meta_stats_add(stats, &st);
        return 0;
}

void ext4meta_blocks_free_n(Ext4MetaBlocks *v, size_t n) {
        for (size_t i = 0; i < n; i++)
                ext4meta_blocks_done(&v[i]);
        free(v);
}

int ext4meta_blocks_push(Ext4MetaBlocks **v, size_t *n, Ext4MetaBlocks *b) {
        Ext4MetaBlocks *w;

        if (b->n_blocks == 0) {
                ext4meta_blocks_done(b);
                return 0;
        }
        w = reallocarray(*v, *n + 1, sizeof(Ext4MetaBlocks));
        if (!w) {
                ext4meta_blocks_done(b);
                return -ENOMEM;
        }
        *v = w;
        w[(*n)++] = *b;
        *b = (Ext4MetaBlocks) {};
        return 0;
}

void ext4meta_take_blocks(Pass *p, Ext4MetaBlocks *ret) {
        /* Everything asked for, cached or not: what a later warm finds uncached is not known now. */
        *ret = (Ext4MetaBlocks) { .fsid = { p->fsid[0], p->fsid[1] }, .dev = p->dev,
                                  .block_size = (uint32_t) p->block_size,
                                  .blocks = TAKE_PTR(p->done), .n_blocks = p->n_done };
        p->n_done = 0;
}

void ext4meta_close(Pass *p, uint64_t start_usec) {
        p->st.blocks = p->st.inode_blocks + p->st.dir_blocks + p->st.extent_blocks;
        p->st.usec = now_usec(CLOCK_MONOTONIC) - start_usec;
        if (p->fs)
                p->e2->close_free(&p->fs);
        p->devfd = safe_close(p->devfd);
        p->blocks = mfree(p->blocks);
        p->done = mfree(p->done);
}

void ext4meta_stats_add(Ext4MetaStats *dst, const Ext4MetaStats *src) {
        dst->inode_blocks += src->inode_blocks;
        dst->dir_blocks += src->dir_blocks;
        dst->extent_blocks += src->extent_blocks;
        dst->blocks += src->blocks;
        dst->bytes += src->bytes;
        dst->requests += src->requests;
        dst->usec += src->usec;
        dst->inodes += src->inodes;
        dst->skipped += src->skipped;
        dst->trimmed += src->trimmed;
        dst->calls += src->calls;
        dst->items += src->items;
}

json_object *ext4meta_stats_to_json(const Ext4MetaStats *s) {
        json_object *o = json_object_new_object();

        json_object_object_add(o, "inode_blocks", json_object_new_uint64(s->inode_blocks));
        json_object_object_add(o, "dir_blocks", json_object_new_uint64(s->dir_blocks));
        json_object_object_add(o, "extent_blocks", json_object_new_uint64(s->extent_blocks));
        json_object_object_add(o, "blocks", json_object_new_uint64(s->blocks));
        json_object_object_add(o, "bytes", json_object_new_uint64(s->bytes));
        json_object_object_add(o, "requests", json_object_new_uint64(s->requests));
        json_object_object_add(o, "usec", json_object_new_uint64(s->usec));
        json_object_object_add(o, "inodes", json_object_new_uint64(s->inodes));
        json_object_object_add(o, "inodes_skipped", json_object_new_uint64(s->skipped));
        json_object_object_add(o, "trimmed", json_object_new_uint64(s->trimmed));
        json_object_object_add(o, "calls", json_object_new_uint64(s->calls));
        json_object_object_add(o, "items", json_object_new_uint64(s->items));
        return o;
}
