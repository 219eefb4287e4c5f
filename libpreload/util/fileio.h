/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Reading files: whole small files (a cache, a profile) with the checks every loader needs, and
 * short text files (sysfs, /proc). */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>

/*
 * Opens path read-only if, and only if, it is a regular file, without ever opening anything else:
 * the type is checked through an O_PATH descriptor first, so a device node, FIFO or socket named
 * in a configuration, a profile, an ELF header or on the command line runs no driver's open and
 * blocks nothing. Every open of a path that comes from outside goes through here.
 * Returns the descriptor (O_CLOEXEC, O_NONBLOCK), or -errno from opening; -EISDIR for a directory;
 * -EBADMSG for another file that is not regular (*ret_st then tells which: file_type_reason());
 * -ESTALE if the path was replaced between the check and the open. *ret_st (may be NULL) is the
 * opened file's stat.
 */
int open_regular_file(const char *path, struct stat *ret_st);

/* "is a FIFO, not a regular file", ... for a file type that open_regular_file() refused. */
const char *file_type_reason(mode_t mode);

/*
 * Reads a regular file of at most max bytes into a malloc'ed buffer (never NULL, even for an
 * empty file). Opened with O_NONBLOCK, so a FIFO cannot block us. Returns -errno from open/fstat/
 * read, -EBADMSG with *ret_reason "not a regular file", -EFBIG over max, -ENOMEM. *ret_size is at
 * most the size fstat() saw; *ret_grew tells whether the file had more than that by the time it was
 * read (someone rewriting it in place).
 */
/* Reads until size bytes are in or the end of the file, retrying EINTR: bytes read, or -errno. */
ssize_t read_full(int fd, void *buf, size_t size);

/*
 * Reads what fits of a small text file (a sysfs attribute, a /proc file) into buf, NUL-terminated:
 * at most size - 1 bytes. path is taken relative to dirfd as openat() does (AT_FDCWD for a plain
 * path). Returns 0 or -errno.
 */
int read_small_file_at(int dirfd, const char *path, char *buf, size_t size);

/*
 * Writes size bytes of text to path atomically with the given mode: a temporary file in the same
 * directory, fsync(), rename() over path, fsync() of the directory. A crash leaves the old file or
 * the new one, never a part. Returns 0 or -errno.
 */
int write_file_atomic(const char *path, const char *text, size_t size, mode_t mode);
/* The same; when not durable, nothing is synced: for a cache, which a crash may leave empty or
 * torn under its name, and whose reader then does without it. */
int write_file_atomic_full(const char *path, const char *text, size_t size, mode_t mode, bool durable);

int read_regular_file(const char *path, uint64_t max, char **ret, size_t *ret_size, bool *ret_grew,
                      const char **ret_reason);
