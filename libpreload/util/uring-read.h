/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Buffered reads through io_uring, many in flight, submitted in batches. Why: a read of a file
 * not yet cached starts its read-ahead from inside the submitting call, and io_uring submits a
 * batch under one block-layer plug, so the read-ahead of files that lie next to each other on
 * the disk merges into one device request. pread() and the read-ahead calls each flush their own
 * plug before returning, and a queue without an elevator (a loop device, an NVMe disk) never
 * holds two requests long enough to merge them: 131 of inkscape's 411 files were read each in a
 * request of its own right after the file before it on the disk (bench/results/data-hdd.md).
 *
 * The data is thrown away: every read lands in one scratch buffer shared by all (the kernel's
 * copies may overlap; nobody looks at them). The fds must have POSIX_FADV_RANDOM set so that the
 * read-ahead is exactly the range asked for.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

typedef struct UringRead UringRead;

/* Called once per read when it completes: res is the bytes read (short at end of file) or -errno. */
typedef void (*UringReadDoneFn)(void *userdata, uint64_t token, uint64_t offset, uint64_t length, int64_t res);

/*
 * A reader with up to depth reads and max_bytes in flight (pages under I/O cannot be reclaimed:
 * a memory cgroup's limit must not be met by them), each at most max_length bytes (<= max_bytes).
 * Returns -EOPNOTSUPP
 * when built without liburing, the kernel's refusal (-ENOSYS, -EPERM when io_uring is disabled)
 * or -ENOMEM: the caller then reads another way.
 */
int uring_read_new(unsigned depth, uint64_t max_length, uint64_t max_bytes, UringReadDoneFn done, void *userdata,
                   UringRead **ret);
UringRead *uring_read_free(UringRead *u);

/* Queues a read of [offset, offset + length) of fd (length <= max_length). Submits when a batch is
 * full, reaping completions (and calling done) as room is needed. Returns 0 or -errno. */
int uring_read_queue(UringRead *u, int fd, uint64_t offset, uint64_t length, uint64_t token);

/* Submits what is queued and waits for every read in flight. Returns 0 or -errno. */
int uring_read_drain(UringRead *u);

/* Reads submitted so far (for the syscall cross-check) and io_uring_enter calls made. */
size_t uring_read_submitted(const UringRead *u);
/* The most bytes that were in flight at once. */
uint64_t uring_read_peak_bytes(const UringRead *u);
