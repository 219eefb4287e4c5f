/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* How much of one fd's range is cached: cachestat(), or mincore() where it tells the truth. */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "macro.h"
#include "plan.h"
#include "residency-fd.h"

#ifndef __NR_cachestat
#define __NR_cachestat 451 /* the same number on every architecture */
#endif

struct residency_cachestat_range {
        uint64_t off;
        uint64_t len;
};

struct residency_cachestat {
        uint64_t nr_cache;
        uint64_t nr_dirty;
        uint64_t nr_writeback;
        uint64_t nr_evicted;
        uint64_t nr_recently_evicted;
};

/* mincore() is mapped in pieces of this size so that its vector stays small. */
#define RESIDENCY_MINCORE_PIECE (UINT64_C(256) << 20)

/* The kernel's own rule for mincore() and cachestat(): owner, or allowed to write. */
static bool residency_visible(int fd) {
        struct stat st;
        char proc[64];

        if (geteuid() == 0)
                return true;
        if (fstat(fd, &st) >= 0 && st.st_uid == geteuid())
                return true;
        snprintf(proc, sizeof(proc), "/proc/self/fd/%d", fd);
        return faccessat(AT_FDCWD, proc, W_OK, AT_EACCESS) >= 0;
}

static int residency_mincore(int fd, uint64_t offset, uint64_t length, uint64_t *ret_cached) {
        uint64_t page = plan_page_size(), cached = 0;
        _cleanup_free_ unsigned char *vec = NULL;

        vec = malloc((size_t) (RESIDENCY_MINCORE_PIECE / page));
        if (!vec)
                return -ENOMEM;
        while (length > 0) {
                uint64_t n = MIN(length, RESIDENCY_MINCORE_PIECE);
                /* Mapping does not read anything, and the mapping is never touched. */
                void *m = mmap(NULL, (size_t) n, PROT_READ, MAP_SHARED, fd, (off_t) offset);
                if (m == MAP_FAILED)
                        return -errno;
                if (mincore(m, (size_t) n, vec) < 0) {
                        int r = -errno;
                        munmap(m, (size_t) n);
                        return r;
                }
                munmap(m, (size_t) n);
                for (uint64_t i = 0; i < (n + page - 1) / page; i++)
                        if (vec[i] & 1)
                                cached += page;
                offset += n;
                length -= n;
        }
        *ret_cached = cached;
        return 0;
}

int residency_fd_range(int fd, uint64_t offset, uint64_t length, uint64_t *ret_cached) {
        uint64_t page = plan_page_size(), size, end, cached = 0;
        struct residency_cachestat cs = {};
        struct stat st;

        if (fstat(fd, &st) < 0)
                return -errno;
        /* A block device's cache is where ext4 keeps its metadata (the metadata pass reads it). */
        if (S_ISBLK(st.st_mode)) {
                uint64_t bytes;
                if (ioctl(fd, BLKGETSIZE64, &bytes) < 0)
                        return -errno;
                st.st_size = (off_t) MIN(bytes, (uint64_t) INT64_MAX);
        } else if (!S_ISREG(st.st_mode))
                return -EINVAL;
        if (!round_up_u64((uint64_t) st.st_size, page, &size))
                return -EOVERFLOW;
        offset = round_down_u64(offset, page);
        if (__builtin_add_overflow(offset, length, &end) || !round_up_u64(end, page, &end))
                end = size;
        end = MIN(end, size);
        if (offset >= end) {
                *ret_cached = 0;
                return 0;
        }

        struct residency_cachestat_range range = { .off = offset, .len = end - offset };
        if (syscall(__NR_cachestat, fd, &range, &cs, 0) >= 0)
                cached = cs.nr_cache * page;
        else if (errno == EPERM)
                return -EPERM;
        else if (errno == ENOSYS || errno == EINVAL) {
                /* Before Linux 6.5. mincore() would lie where cachestat() refuses: check first. */
                if (!residency_visible(fd))
                        return -EPERM;
                int r = residency_mincore(fd, offset, end - offset, &cached);
                if (r < 0)
                        return r;
        } else
                return -errno;

        *ret_cached = MIN(cached, end - offset);
        return 0;
}
