/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Helpers for tests that build real fixtures (ELF files, trees) in a temporary directory. */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* A fresh directory under $TMPDIR (or /tmp); aborts the test program on failure. */
char *tu_mkdtemp(void);
/* Removes a tree; ignores errors. */
void tu_rm_rf(const char *path);
/* Runs a shell command built from fmt; returns its exit status (or -1). Output goes to stderr. */
int tu_run(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* An ext4 image of work/src (the caller fills it), mounted read-only at work/mnt from a loop
 * device: nothing on it looked up yet. 0, or -1 where mkfs.ext4 -d or a loop device is missing
 * (the caller skips); the caller unmounts work/mnt. */
int tu_mount_image(const char *work);
/* The C compiler from $CC (set by meson), else "cc". */
const char *tu_cc(void);
/* Writes a file (creating parents); aborts on failure. */
void tu_write_file(const char *path, const void *data, size_t size);
/* A file of size bytes of 'x'. */
void tu_write_filled(const char *path, size_t size);
/* Reads a whole file into a malloc'ed buffer; aborts on failure. */
void *tu_read_file(const char *path, size_t *ret_size);
/* asprintf that aborts on failure. */
char *tu_strdupf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Output (stdout and stderr) of a shell command built from fmt, run with a C locale: its lines
 * without newlines, NULL-terminated, count in *ret_n (NULL when there is none). */
char **tu_run_lines(size_t *ret_n, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void tu_lines_free(char **lines, size_t n);
/* For a forked child, which must not use cmocka: connects to the unix stream socket at path, sends
 * msg with its NUL unless msg is NULL (a failed send is ignored: a refusal may have hung up
 * already), and reads one message, up to its NUL or the end, into buf; its length in *ret_n.
 * Returns the connection, for what may follow, or -1 when it cannot connect. */
int tu_unix_call(const char *path, const char *msg, char *buf, size_t size, size_t *ret_n);
