/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * cgroup v2 helpers: where the unified hierarchy is mounted (/sys/fs/cgroup on a unified system,
 * /sys/fs/cgroup/unified on a hybrid one), a unit's cgroup directory from its ControlGroup
 * property, and the processes a cgroup holds.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Processes read from one cgroup.procs at most. */
#define CGROUP_PROCS_MAX 4096u

/*
 * The mount point of the v2 hierarchy (static string). -ENOMEDIUM when neither place holds one.
 * root overrides the file system root for tests (NULL: "/").
 */
int cgroup_v2_root(const char *root, const char **ret);

/*
 * The directory of a cgroup given as a ControlGroup property ("/user.slice/.../app-x.scope"):
 * malloc'ed. -EINVAL for a path that is not absolute or holds "..", -ENOMEDIUM as above.
 */
int cgroup_dir_for(const char *control_group, char **ret);

/*
 * Parses the text of cgroup.procs (one decimal PID a line) into at most max PIDs, in file order.
 * Returns the number stored (further ones are dropped), or -EBADMSG for anything else.
 */
int cgroup_procs_parse(const char *buf, size_t len, pid_t *pids, size_t max);

/* Reads DIR/cgroup.procs as cgroup_procs_parse() does. -errno from open/read. */
int cgroup_procs_read(const char *dir, pid_t *pids, size_t max);

/*
 * The "usage_usec" of the text of a v2 cpu.stat (present in every cgroup, the cpu controller on or
 * not): the CPU time its processes used, past and present. -EBADMSG without one. Pure.
 */
int cgroup_cpu_usage_parse(const char *buf, uint64_t *ret);
/* The same of DIR/cpu.stat. -errno from reading it. */
int cgroup_cpu_usage_read(const char *dir, uint64_t *ret);
