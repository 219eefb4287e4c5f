/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl bench [--plan=SOURCE] [--runs N] -- COMMAND...: how much a warm helps one command,
 * measured the way any user can: evict what eviction can drop, time a cold launch, a warm
 * followed by a launch, and a launch after a completed warm, with the disk reads of each phase.
 */
#pragma once

#include <stdint.h>

int verb_bench(int argc, char **argv);

/* Fields 1 and 3 of a block device's stat file: reads completed and bytes read. -EBADMSG. */
int ctl_bench_parse_disk_stat(const char *buf, uint64_t *ret_reads, uint64_t *ret_bytes);

/* The read_bytes line of a /proc/PID/io buffer: bytes the task made the storage layer fetch. */
int ctl_bench_parse_proc_io(const char *buf, uint64_t *ret_read_bytes);
