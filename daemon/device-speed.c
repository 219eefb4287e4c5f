/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Slow or fast devices for preloadd: its blkio throttle, then measurements of its warms, then sysfs. */
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device-speed.h"
#include "fileio.h"
#include "macro.h"

#define BLKIO_ROOT "/sys/fs/cgroup/blkio"

typedef struct SpeedMemory {
        dev_t dev;
        DeviceSpeed speed;
} SpeedMemory;

static pthread_mutex_t memory_lock = PTHREAD_MUTEX_INITIALIZER;
static SpeedMemory memory[SPEED_MEMORY_MAX];
static size_t n_memory, memory_next;

uint64_t speed_throttle_min_iops(const char *buf) {
        uint64_t min = UINT64_MAX;

        for (const char *l = buf; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
                unsigned maj, mn;
                uint64_t v;
                if (sscanf(l, "%u:%u %" SCNu64, &maj, &mn, &v) == 3 && v > 0 && v < min)
                        min = v;
        }
        return min;
}

/* The lowest read IOPS limit on our own blkio cgroup (cgroup v1), UINT64_MAX when none. */
static uint64_t own_throttle_min_iops(void) {
        char self[4096], limits[4096];
        _cleanup_free_ char *path = NULL;
        const char *line;

        if (read_small_file_at(AT_FDCWD, "/proc/self/cgroup", self, sizeof(self)) < 0)
                return UINT64_MAX;
        for (line = self; line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
                const char *c = strchr(line, ':');
                if (c && strncmp(c + 1, "blkio:", 6) == 0) {
                        line = c + 7;
                        break;
                }
        }
        if (!line || asprintf(&path, BLKIO_ROOT "%.*s/blkio.throttle.read_iops_device", (int) strcspn(line, "\n"),
                              line) < 0)
                return UINT64_MAX;
        if (read_small_file_at(AT_FDCWD, path, limits, sizeof(limits)) < 0)
                return UINT64_MAX;
        return speed_throttle_min_iops(limits);
}

size_t speed_plan_devices(const Plan *p, dev_t *devs, size_t max) {
        size_t n = 0;

        for (size_t i = 0; p && i < p->n_files && n < max; i++) {
                const PlanFile *f = &p->files[i];
                bool seen = false;

                if (!f->have_identity)
                        continue;
                for (size_t j = 0; j < n && !seen; j++)
                        seen = devs[j] == f->dev;
                if (!seen)
                        devs[n++] = f->dev;
        }
        return n;
}

void speed_sample_start(const Plan *p, SpeedSample *ret) {
        *ret = (SpeedSample) {};
        ret->n_devs = speed_plan_devices(p, ret->devs, SPEED_SAMPLE_DEVICES_MAX);
        for (size_t i = 0; i < ret->n_devs; i++)
                ret->have[i] = device_stat_read(NULL, ret->devs[i], &ret->stats[i], NULL) >= 0;
}

static void memory_put(dev_t dev, const DeviceSpeed *s) {
        size_t i;

        pthread_mutex_lock(&memory_lock);
        for (i = 0; i < n_memory && memory[i].dev != dev; i++)
                ;
        if (i == n_memory) {
                if (n_memory < SPEED_MEMORY_MAX)
                        n_memory++;
                else
                        i = memory_next++ % SPEED_MEMORY_MAX;
        }
        memory[i] = (SpeedMemory) { .dev = dev, .speed = *s };
        pthread_mutex_unlock(&memory_lock);
}

static bool memory_get(dev_t dev, DeviceSpeed *ret) {
        bool found = false;

        pthread_mutex_lock(&memory_lock);
        for (size_t i = 0; i < n_memory && !found; i++)
                if (memory[i].dev == dev) {
                        *ret = memory[i].speed;
                        found = true;
                }
        pthread_mutex_unlock(&memory_lock);
        return found;
}

void speed_memory_clear(void) {
        pthread_mutex_lock(&memory_lock);
        n_memory = memory_next = 0;
        pthread_mutex_unlock(&memory_lock);
}

void speed_sample_finish(const SpeedSample *before) {
        for (size_t i = 0; i < before->n_devs; i++) {
                DeviceStat after;
                DeviceSpeed s;

                if (!before->have[i] || device_stat_read(NULL, before->devs[i], &after, NULL) < 0)
                        continue;
                s = device_speed_judge(&before->stats[i], &after);
                /* A warm that found its pages cached read too little to say anything: the last
                 * verdict stands. */
                if (s.verdict != DEVICE_SPEED_UNKNOWN)
                        memory_put(before->devs[i], &s);
        }
}

SpeedJudgement speed_judge(const dev_t *devs, size_t n) {
        SpeedJudgement j = { .by = DEVICE_SLOW_BY_FLAG, .dev = n > 0 ? devs[0] : 0 };
        bool have = false;

        /* A throttled disk (or a loop device over one) is as slow as its limit says. */
        if (n > 0 && own_throttle_min_iops() < SPEED_SLOW_IOPS)
                return (SpeedJudgement) { .slow = true, .by = DEVICE_SLOW_BY_THROTTLE, .dev = devs[0] };

        for (size_t i = 0; i < n; i++) {
                SpeedJudgement d = { .by = DEVICE_SLOW_BY_MEASURED, .dev = devs[i] };
                DeviceSpeed s;

                if (memory_get(devs[i], &s)) {
                        d.from_warms = true;
                        d.slow = s.verdict == DEVICE_SPEED_SLOW;
                } else
                        d.slow = device_slow_lifetime(NULL, devs[i], &s, &d.by);
                d.reads_per_sec = s.reads_per_sec;
                /* The first judgement, then any slow one: the slowest decides. */
                if (!have || (d.slow && (!j.slow || d.reads_per_sec < j.reads_per_sec)))
                        j = d;
                have = true;
        }
        return j;
}
