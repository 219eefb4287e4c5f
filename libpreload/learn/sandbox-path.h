/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The host's path of a file that a process in a mount namespace of its own names. Flatpak runs an
 * application under bubblewrap, snap-confine a snap's on its base snap: their /proc/PID/maps and
 * /proc/PID/fd name /app/lib/libfoo.so and the runtime's /usr/lib/..., which on the host are
 * /var/lib/flatpak/app/ID/.../files/lib/libfoo.so, or, read as our paths, other files altogether
 * (the host's own /usr/lib/...). A learned profile must name what the host has.
 *
 * A path names a file in the process's mount with the longest mount point above it (its
 * /proc/PID/mountinfo); where the same file system (device number) is mounted in our namespace
 * with a root at or above that mount's root, the file is at our mount point, below it by what
 * their root adds to ours, plus the rest of the path. Every translation is then checked: the host
 * path must be the very file the process maps or holds (its inode, and its device: st_dev, or the
 * super block's number that /proc/PID/maps shows, which differs on btrfs). A path that fails
 * either step (a file of the sandbox's own tmpfs, a file system the host does not mount, a mount
 * hidden under another) has no host path.
 *
 * Known limit: where /proc/PID/maps names another inode than stat() does (overlayfs before Linux
 * 6.8 names the lower file's), a mapped file under a sandbox is not translated.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "mountinfo.h"

/* Mount namespaces besides ours whose tables one SandboxPaths keeps (a launch has one or two:
 * Flatpak's application and its D-Bus proxy); processes of others have no host paths. */
#define SANDBOX_NAMESPACES_MAX 8u
/* Mounts of ours tried for one path, best first, before it is given up. */
#define SANDBOX_CANDIDATES_MAX 4u

/* Our mount namespace and its table, and those of the namespaces met, each read once. Owned by
 * its caller (an observation), for one thread at a time. */
typedef struct SandboxPaths SandboxPaths;
typedef struct SandboxNs SandboxNs;

int sandbox_paths_new(SandboxPaths **ret);
SandboxPaths *sandbox_paths_free(SandboxPaths *s);

/*
 * The mount namespace of pid: 0 when it is ours (its paths are ours; also on a kernel that shows
 * no namespaces), 1 when it has one of its own, with *ret_ns set (owned by s). -ESRCH when pid is
 * gone, -E2BIG past SANDBOX_NAMESPACES_MAX, -ENOMEM, -errno of reading /proc/PID/ns/mnt or the
 * mount tables (-EACCES: another user's process).
 */
int sandbox_paths_namespace(SandboxPaths *s, pid_t pid, SandboxNs **ret_ns);

/*
 * The host's path of path as the processes of ns name it, checked to be the regular file of inode
 * ino on device dev (st_dev, or the super block's number). 1 with *ret (malloc'ed) and the file's
 * st_dev in *ret_dev (either may be NULL); 0 when it has none; -ENOMEM.
 */
int sandbox_paths_translate(SandboxPaths *s, SandboxNs *ns, const char *path, dev_t dev, uint64_t ino, char **ret,
                            dev_t *ret_dev);

/*
 * The nth (from 0) candidate host path of path through their table and ours, best first (our
 * mount with the longest root, the last listed of those), unchecked. 1 with *ret (malloc'ed), 0
 * when there is no nth (path is not absolute, or in no mount of theirs, or its file system is
 * mounted nowhere in ours at or above their root; or the result would exceed PATH_MAX), -ENOMEM.
 * Pure.
 */
int sandbox_path_map(const MountTable *theirs, const MountTable *ours, const char *path, size_t nth, char **ret);

/*
 * Whether the file at path is the regular file of inode ino on device dev: dev is its st_dev, or
 * the number of its mount's super block in ours (the table of our namespace; NULL: st_dev only).
 * 1 with its st_dev in *ret_dev (may be NULL), 0 when it is not (or is not there).
 */
int sandbox_path_same_file(const MountTable *ours, const char *path, dev_t dev, uint64_t ino, dev_t *ret_dev);
