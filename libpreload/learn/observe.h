/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Learning a launch by looking at it, without tracing it: what its processes have mapped from
 * files and touched (procmaps: /proc/PID/maps and pagemap), and the regular files they hold open,
 * up to each one's file position. Snapshots at a few moments of a start add up; the result is a
 * profile in first-seen order with each file's fingerprint, as `preloadctl record` writes one.
 *
 * What it sees and misses, compared with the recorder: it sees every page a process has touched in
 * a file mapping, including pages fault-around mapped without the program asking for them (which
 * the recorder sees too, from the same page tables); the read-around window a fault on a cold
 * file reads (which the recorder sees through tracefs, as root) it adds to each run of touched
 * pages, from the device's read-ahead size (the profile keeps the touched pages apart as its
 * "touched" bytes, profile.h, and the windows as ranges only); it misses what read() brought in from a file that is
 * closed again before a snapshot (openwatch.h tells which) and the paths looked up without being
 * opened. Unprivileged for processes of the same user.
 *
 * A process in a mount namespace of its own (a Flatpak or snap application) names the files of
 * its sandbox: each is taken under its host path (sandbox-path.h), checked to be the same file,
 * and one that has none (a file of the sandbox's own tmpfs, a file system the host does not
 * mount) is left out and counted (observer_n_untranslated()). A profile names host paths only.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "profile.h"

/* The read-around window added to touched pages (observe.c): the kernel's default read-ahead
 * where a device has none, and at most this much where it has more (an oversized read_ahead_kb,
 * which `preloadctl doctor` reports, would otherwise fill the profile with what a start wastes). */
#define OBSERVER_READ_AROUND_DEFAULT (UINT64_C(128) << 10)
#define OBSERVER_READ_AROUND_MAX (UINT64_C(512) << 10)
/* Files one observation keeps at most; more are ignored. */
#define OBSERVER_FILES_MAX 65536u
/* Open file descriptors of one process looked at. */
#define OBSERVER_FDS_MAX 4096u

typedef struct Observer Observer;

int observer_new(Observer **ret);
Observer *observer_free(Observer *o);

/*
 * Adds pid's present file pages and its open regular files. Files under /proc, /sys and /dev, and
 * deleted ones, are left out. Returns 0, -ESRCH when the process is gone, -ENOMEM.
 */
int observer_snapshot(Observer *o, pid_t pid);

/* Snapshots of every process in a cgroup directory (its cgroup.procs). Returns how many processes
 * were looked at, or -errno from reading cgroup.procs, -ENOMEM. */
int observer_snapshot_cgroup(Observer *o, const char *cgroup_dir);

/* Files a launch opened without a snapshot seeing them (openwatch.h): observer_to_profile() gives
 * such a file up to OBSERVER_OPENED_BYTES_MAX from its start, what reading it whole or its first
 * read-ahead window brings in. Returns 0, or -ENOMEM. */
#define OBSERVER_OPENED_BYTES_MAX (UINT64_C(1) << 20)
#define OBSERVER_OPENED_HEAD_BYTES (UINT64_C(128) << 10)
int observer_add_opened(Observer *o, const char *path);

size_t observer_n_files(const Observer *o);
uint64_t observer_bytes(const Observer *o);
/* Paths that processes in a sandbox named and the host has not (each counted once). */
size_t observer_n_untranslated(const Observer *o);

/*
 * A profile named name of what was seen, files in first-seen order, each with its fingerprint
 * taken now, ranges clamped to its size. A file that is gone or not regular any more is left out,
 * and so is one that is another file now than the one seen (its device and inode, where they were
 * known: a sandbox's files, and those seen open); *ret_skipped (may be NULL) counts what was left
 * out so.
 */
int observer_to_profile_counted(const Observer *o, const char *name, Profile **ret, size_t *ret_skipped);
/* The same, without the count. */
int observer_to_profile(const Observer *o, const char *name, Profile **ret);
