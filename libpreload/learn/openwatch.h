/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Opens in chosen directories, seen through fanotify as an unprivileged process may (Linux 5.13
 * and later): inode marks on directories (FAN_EVENT_ON_CHILD), events in the notification class,
 * each naming the opened file by its directory's handle and its name (FAN_REPORT_DFID_NAME). The
 * opener's pid stays hidden from an unprivileged listener, except that it is told its own: what a
 * mark sees is every other process's opens (ours are passed over), and a caller attributes events
 * by when and where they come. Observing a launch (observe.h) misses
 * the files a program reads and closes between two snapshots; these are what a mark shows.
 *
 * A directory is known by the handle name_to_handle_at() gives it when it is marked; an event
 * about a directory not marked here (a subdirectory's own open is reported on its own handle) is
 * passed over. Thread-safe: directories may be marked from one thread while another drains.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

/* Directories one watch marks at most. */
#define OPENWATCH_DIRS_MAX 256u

typedef struct OpenWatch OpenWatch;

/* An open of name in the marked directory dir. Returns 0, or <0 to stop (returned by the drain). */
typedef int (*OpenWatchFn)(const char *dir, const char *name, void *userdata);

/*
 * A watch with no marks. -EPERM, -EINVAL or -ENOSYS where the kernel (or a system call filter)
 * offers no unprivileged fanotify; -ENOMEM, -EMFILE.
 */
int openwatch_new(OpenWatch **ret);
/* The same without a kernel group: only openwatch_parse() and openwatch_add_handle() (tests). */
int openwatch_new_detached(OpenWatch **ret);
OpenWatch *openwatch_free(OpenWatch *w);

/*
 * Marks the directory at the absolute path dir for opens of the files in it. Returns 1 when
 * marked, 0 when it was already, -E2BIG past OPENWATCH_DIRS_MAX, -ENOTDIR, -errno of
 * name_to_handle_at()/statfs()/fanotify_mark().
 */
int openwatch_add_dir(OpenWatch *w, const char *dir);
/* The same, without a read: only when dir and every directory above it are in the kernel's lookup
 * cache (cached_open()); -EAGAIN when one is not, as yet. */
int openwatch_add_dir_cached(OpenWatch *w, const char *dir);

/* For tests and the fuzzer: dir known by fsid and handle, as openwatch_add_dir() records it. */
int openwatch_add_handle(OpenWatch *w, const int32_t fsid[2], int32_t handle_type, const void *handle,
                         uint32_t handle_bytes, const char *dir);

size_t openwatch_n_dirs(const OpenWatch *w);

/*
 * Calls fn for each open of a non-directory in a marked directory by another process that buf (n
 * bytes of fanotify event records, as read() returns them) reports, in order. Malformed records end the parse:
 * -EBADMSG. Returns the number of opens reported, or fn's <0.
 */
int openwatch_parse(OpenWatch *w, const void *buf, size_t n, OpenWatchFn fn, void *userdata);

/* Reads every queued event (non-blocking) and parses it. Returns the opens reported, or -errno. */
int openwatch_drain(OpenWatch *w, OpenWatchFn fn, void *userdata);
