/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Which devices preloadd judges slow, and by what (the hold, and whether a static plan is worth
 * warming at a launch, depend on it). In this order:
 *   - a read IOPS limit below SPEED_SLOW_IOPS on preloadd's own blkio cgroup (cgroup v1), as in
 *     a throttled test or the lab: slow;
 *   - what the device was measured to do over preloadd's own last warm that read enough from it
 *     (its counters sampled before and after each warm; kept in memory, per device);
 *   - before any such warm, the device's lifetime counters (device_speed_lifetime());
 *   - with no evidence at all, its rotational flag.
 * A sample is one read of a small sysfs file; nothing is polled and no timer runs.
 *
 * The memory is shared by the warm threads (launch warms, the manager's jobs): a mutex guards it.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "device.h"
#include "plan.h"

/* A read IOPS limit below this on the daemon's blkio cgroup makes its devices slow: the same
 * line as for a measured rate. */
#define SPEED_SLOW_IOPS DEVICE_SLOW_READS_PER_SEC

/* Devices sampled per warm: a plan's files lie on one or two. */
#define SPEED_SAMPLE_DEVICES_MAX 8u
/* Devices remembered. */
#define SPEED_MEMORY_MAX 32u

typedef struct SpeedJudgement {
        bool slow;
        DeviceSlowBy by;
        bool from_warms;        /* measured over preloadd's own warms, not over the device's lifetime */
        uint64_t reads_per_sec; /* when measured: of the slowest device judged */
        dev_t dev;              /* the device that decided (the first one when none is slow) */
} SpeedJudgement;

typedef struct SpeedSample {
        dev_t devs[SPEED_SAMPLE_DEVICES_MAX];
        DeviceStat stats[SPEED_SAMPLE_DEVICES_MAX];
        bool have[SPEED_SAMPLE_DEVICES_MAX];
        size_t n_devs;
} SpeedSample;

/* The distinct devices of p's files (those with an identity), at most max. */
size_t speed_plan_devices(const Plan *p, dev_t *devs, size_t max);

/* Samples the counters of the devices of p: call before a warm of p. */
void speed_sample_start(const Plan *p, SpeedSample *ret);
/* Samples them again and remembers the verdict of each device with evidence enough. */
void speed_sample_finish(const SpeedSample *before);

/* The judgement of the devices (slow when one is slow). n == 0: by the flag, not slow. */
SpeedJudgement speed_judge(const dev_t *devs, size_t n);

/* Forgets every measurement (tests). */
void speed_memory_clear(void);

/*
 * The lowest read IOPS limit in the text of a blkio.throttle.read_iops_device file ("MAJ:MIN N"
 * lines); UINT64_MAX when it has none. Pure, for tests.
 */
uint64_t speed_throttle_min_iops(const char *buf);
