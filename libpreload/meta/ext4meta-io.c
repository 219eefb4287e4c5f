/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libext2fs's own reads of the device, charged to the pass: an io_manager that reads on the
 * pass's descriptor of the block device, where the pass's sorted reads go.
 *
 * Why not libext2fs's unix_io_manager: it reads on a descriptor of its own, with the kernel's
 * read-ahead, and nothing of it was counted; a request of max_bytes=1 made the device read
 * 840 KiB (its inode and directory look-ups read ahead a window each), and a normal request's
 * 2.54 MB of reads were charged as 1.70 MB. Here read-ahead is off on the descriptor
 * (POSIX_FADV_RANDOM, set by ext4meta_open()), every read charges the pages it finds uncached,
 * which are those it makes the device read, and a read the byte budget cannot cover fails
 * (EDQUOT): libext2fs then skips the inode or directory it wanted it for, or the pass fails.
 * Pages already cached (the superblock and group descriptors a mounted ext4 keeps, the blocks
 * the pass's own sweeps just read) cost nothing: they read nothing.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "ext4meta-internal.h"
#include "macro.h"

/* ext2fs_open2() takes a device name, not a context: the pass being opened on this thread. */
static __thread Pass *pass_opening;

static struct struct_io_manager charged_manager;

static errcode_t charged_open(const char *name, int flags, io_channel *ret) {
        io_channel c;

        if (!pass_opening || (flags & IO_FLAG_RW))
                return EXT2_ET_RO_FILSYS;
        c = calloc(1, sizeof(*c));
        if (!c)
                return ENOMEM;
        c->name = strdup(name);
        if (!c->name) {
                free(c);
                return ENOMEM;
        }
        c->magic = EXT2_ET_MAGIC_IO_CHANNEL;
        c->manager = &charged_manager;
        c->block_size = 1024;
        c->refcount = 1;
        c->flags = CHANNEL_FLAGS_BLOCK_DEVICE;
        c->private_data = pass_opening;
        *ret = c;
        return 0;
}

static errcode_t charged_close(io_channel c) {
        if (--c->refcount > 0)
                return 0;
        free(c->name);
        free(c);
        return 0;
}

static errcode_t charged_set_blksize(io_channel c, int block_size) {
        if (block_size <= 0)
                return EXT2_ET_INVALID_ARGUMENT;
        c->block_size = block_size;
        return 0;
}

/*
 * Bytes of the pages [lo, hi) of the device that a read makes it read: those not in the cache, or
 * in it but not all read (ext4 reads single blocks, so with blocks smaller than a page a page can
 * hold some); mincore() tells both apart, cachestat() would count the second as cached. Where it
 * cannot tell, all of them.
 */
static uint64_t uncached_bytes(int fd, uint64_t lo, uint64_t hi, uint64_t page) {
        size_t n = (size_t) ((hi - lo) / page), k = 0;
        _cleanup_free_ unsigned char *vec = malloc(MAX(n, (size_t) 1));
        void *m;

        if (!vec)
                return hi - lo;
        m = mmap(NULL, (size_t) (hi - lo), PROT_READ, MAP_SHARED, fd, (off_t) lo);
        if (m == MAP_FAILED)
                return hi - lo;
        if (mincore(m, (size_t) (hi - lo), vec) < 0)
                k = n;
        else
                for (size_t i = 0; i < n; i++)
                        k += !(vec[i] & 1);
        munmap(m, (size_t) (hi - lo));
        return k * page;
}

static errcode_t charged_read_blk64(io_channel c, unsigned long long block, int count, void *data) {
        Pass *p = c->private_data;
        uint64_t size, off, lo, hi, cost;
        uint64_t page = (uint64_t) sysconf(_SC_PAGESIZE);
        ssize_t n;

        /* A negative count is a size in bytes (the superblock's 1024). */
        size = count < 0 ? (uint64_t) -(int64_t) count : (uint64_t) count * (uint64_t) c->block_size;
        if (__builtin_mul_overflow((uint64_t) block, (uint64_t) c->block_size, &off) ||
            __builtin_add_overflow(off, size, &hi) || !round_up_u64(hi, page, &hi))
                return EXT2_ET_SHORT_READ;
        /* The device reads whole pages: those of the range it would read are the cost. */
        lo = round_down_u64(off, page);
        cost = uncached_bytes(p->devfd, lo, hi, page);
        if (cost > p->budget->max_bytes - MIN(p->st.bytes, p->budget->max_bytes))
                return EDQUOT;
        p->st.bytes += cost;
        n = pread(p->devfd, data, size, (off_t) off);
        if (n < 0)
                return errno;
        if ((uint64_t) n != size) {
                memset((char *) data + n, 0, size - (uint64_t) n);
                return EXT2_ET_SHORT_READ;
        }
        return 0;
}

static errcode_t charged_read_blk(io_channel c, unsigned long block, int count, void *data) {
        return charged_read_blk64(c, block, count, data);
}

static errcode_t charged_write_blk(io_channel c, unsigned long block, int count, const void *data) {
        return EXT2_ET_RO_FILSYS;
}

static errcode_t charged_write_blk64(io_channel c, unsigned long long block, int count, const void *data) {
        return EXT2_ET_RO_FILSYS;
}

static errcode_t charged_write_byte(io_channel c, unsigned long offset, int count, const void *data) {
        return EXT2_ET_RO_FILSYS;
}

static errcode_t charged_flush(io_channel c) {
        return 0;
}

static errcode_t charged_set_option(io_channel c, const char *option, const char *arg) {
        return EXT2_ET_INVALID_ARGUMENT;
}

static struct struct_io_manager charged_manager = {
        .magic = EXT2_ET_MAGIC_IO_MANAGER,
        .name = "preload charged I/O manager",
        .open = charged_open,
        .close = charged_close,
        .set_blksize = charged_set_blksize,
        .read_blk = charged_read_blk,
        .write_blk = charged_write_blk,
        .flush = charged_flush,
        .write_byte = charged_write_byte,
        .set_option = charged_set_option,
        .read_blk64 = charged_read_blk64,
        .write_blk64 = charged_write_blk64,
};

errcode_t ext4meta_fs_open(Pass *p, const char *devpath, int flags) {
        errcode_t err;

        pass_opening = p;
        err = p->e2->open2(devpath, NULL, flags, 0, 0, &charged_manager, &p->fs);
        pass_opening = NULL;
        if (err != 0)
                p->fs = NULL;
        return err;
}
