/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Reading a whole small file (a cache, a profile) with the checks every loader needs. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Reads a regular file of at most max bytes into a malloc'ed buffer (never NULL, even for an
 * empty file). Opened with O_NONBLOCK, so a FIFO cannot block us. Returns -errno from open/fstat/
 * read, -EBADMSG with *ret_reason "not a regular file", -EFBIG over max, -ENOMEM. *ret_size is at
 * most the size fstat() saw; *ret_grew tells whether the file had more than that by the time it was
 * read (someone rewriting it in place).
 */
int read_regular_file(const char *path, uint64_t max, char **ret, size_t *ret_size, bool *ret_grew,
                      const char **ret_reason);
