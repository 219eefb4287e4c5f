/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The page cache's answer for one fd's range, below everything that asks it: residency of plans
 * (residency.h), a warm's measure of what stayed, the metadata pass's check of a block device.
 * As root, or for files the caller owns or could open for writing, cachestat() (Linux 6.5+) or
 * mincore() tell the truth; for any other file the kernel hides it, and this says so.
 */
#pragma once

#include <stdint.h>

/*
 * Cached bytes of [offset, offset + length) of fd, counted in whole pages and clamped to the
 * file's size (a block device's: its size). Returns 0 with *ret_cached set, -EPERM when the
 * kernel would not tell the truth to this caller, -EINVAL for an fd that is neither a regular
 * file nor a block device, or another -errno.
 */
int residency_fd_range(int fd, uint64_t offset, uint64_t length, uint64_t *ret_cached);
