/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Memory cgroup limits: how much more the calling process may bring into memory (page cache
 * included, which is charged to the cgroup of the process that reads) before its cgroup, or one
 * of their ancestors, reclaims. cgroup v1's memory controller and v2's unified hierarchy, as
 * /proc/self/cgroup names them; the tightest headroom wins.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

/* A limit at or above this is "no limit" (v1 writes PAGE_COUNTER_MAX pages as bytes). */
#define MEMCG_UNLIMITED (UINT64_C(1) << 62)

typedef struct MemcgLimit {
        uint64_t limit;    /* bytes: memory.max (or memory.high when lower) / memory.limit_in_bytes */
        uint64_t usage;    /* memory.current / memory.usage_in_bytes, less inactive file pages */
        uint64_t headroom; /* limit - usage, 0 when usage is at or over the limit */
        char *dir;         /* the cgroup directory that sets it (malloc'ed) */
} MemcgLimit;

void memcg_limit_done(MemcgLimit *l);

/*
 * Parses the text of /proc/PID/cgroup: the path of the v1 memory controller's cgroup and of the
 * v2 one ("0::PATH"), each malloc'ed, NULL when absent. Returns 0, -EBADMSG for a malformed line
 * or a path that is not absolute or holds "..", -ENOMEM.
 */
int memcg_proc_parse(const char *buf, size_t len, char **ret_v1, char **ret_v2);

/*
 * The tightest memory headroom of the calling process's cgroups and their ancestors, in both
 * hierarchies. root overrides the file system root for tests (NULL: "/"): ROOT/proc/self/cgroup,
 * ROOT/sys/fs/cgroup/memory (v1), ROOT/sys/fs/cgroup/unified or ROOT/sys/fs/cgroup (v2). Returns 1
 * with *ret filled when some cgroup sets a limit, 0 when none does (or no memory controller is
 * mounted), -errno when /proc/self/cgroup cannot be read or parsed.
 */
int memcg_headroom_read(const char *root, MemcgLimit *ret);
