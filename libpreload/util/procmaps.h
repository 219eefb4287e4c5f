/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What a process has mapped from files and which of those pages it has touched: /proc/PID/maps
 * for the file mappings, /proc/PID/pagemap for the pages present in its page tables. The
 * recorder snapshots its tracees with it; preloadd observes launched applications with it. Both
 * files are readable for processes of the same user; without privileges pagemap hides the frame
 * numbers but still tells present pages, which is all that is used.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Cap on the /proc/PID/maps text a process can make us hold. */
#define PROCMAPS_TEXT_MAX (64u * 1024u * 1024u)

/* A reusable buffer for the maps text, grown as needed (owned by the caller, freed with free()). */
typedef struct ProcMapsBuffer {
        char *data;
        size_t allocated;
} ProcMapsBuffer;

/*
 * Called for every present page run of a file mapping: path (unescaped, absolute), the file's
 * device and inode as the mapping names them, and the byte range of the file, page-aligned.
 * Returns 0 to go on, <0 to stop the walk with that value.
 */
typedef int (*ProcMapsRunFn)(const char *path, dev_t dev, uint64_t ino, uint64_t offset, uint64_t length,
                             void *userdata);

/*
 * Walks the file mappings of pid overlapping [lo, hi) (0, UINT64_MAX for all) and calls fn for
 * every run of pages present (or swapped: a private copy that was read first). Returns 0, -errno
 * from reading maps (the process is gone: -ENOENT/-ESRCH), -EFBIG past PROCMAPS_TEXT_MAX, or what
 * fn returned. A process whose pagemap cannot be read reports nothing for its mappings.
 */
int procmaps_walk(pid_t pid, uint64_t lo, uint64_t hi, ProcMapsBuffer *buf, ProcMapsRunFn fn, void *userdata);

/* The text of /proc/PID/maps into buf, NUL-terminated; *ret_size its length. */
int procmaps_read(const char *path, ProcMapsBuffer *buf, size_t *ret_size);

/* The file position of pid's descriptor fd, from /proc/PID/fdinfo/FD: 0, -errno, -EBADMSG. */
int procmaps_fd_position(pid_t pid, int fd, uint64_t *ret);

/*
 * The position and the open flags (octal in the text: O_ACCMODE and the rest) of an fdinfo text
 * ("pos:\tN\nflags:\t0NNN\n..."), NUL-terminated. Returns 0, or -EBADMSG when either is missing
 * or malformed.
 */
int procmaps_fdinfo_parse(const char *text, uint64_t *ret_pos, unsigned *ret_flags);

/* The same from /proc/PID/fdinfo/FD: 0, -errno, -EBADMSG. */
int procmaps_fd_info(pid_t pid, int fd, uint64_t *ret_pos, unsigned *ret_flags);

/*
 * Major faults (majflt + cmajflt) and, when ret_comm is not NULL, the command name (what lies
 * between the first "(" and the last ")", cut to PROCMAPS_COMM_MAX - 1 bytes: exec changes it) of
 * a /proc/PID/stat text, NUL-terminated. Returns 0, or -EBADMSG.
 */
#define PROCMAPS_COMM_MAX 16u
int procmaps_stat_parse(const char *text, uint64_t *ret_majflt, char ret_comm[PROCMAPS_COMM_MAX]);
