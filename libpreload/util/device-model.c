/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What reading costs on a device: requests and bytes per second, from the best evidence (device-model.h). */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>

#include "device-lookup.h"
#include "device-model.h"
#include "fileio.h"
#include "json-util.h"
#include "macro.h"
#include "mountinfo.h"

#define USEC_PER_SEC UINT64_C(1000000)

typedef struct ModelMemory {
        dev_t dev;
        uint64_t iops, bps, warms;
} ModelMemory;

static pthread_mutex_t memory_lock = PTHREAD_MUTEX_INITIALIZER;
static ModelMemory memory[DEVICE_MODEL_MEMORY_MAX];
static size_t n_memory, memory_next;

static const char *const source_names[_DEVICE_RATE_SOURCE_MAX] = {
        [DEVICE_RATE_PRIOR] = "prior",
        [DEVICE_RATE_LIFETIME] = "lifetime",
        [DEVICE_RATE_WARMS] = "warms",
        [DEVICE_RATE_LIMIT] = "limit",
};

const char *device_rate_source_to_string(DeviceRateSource s) {
        return (unsigned) s < _DEVICE_RATE_SOURCE_MAX ? source_names[s] : "unknown";
}

/* n per busy_ms milliseconds, per second; 0 when it does not fit. */
static uint64_t per_sec(uint64_t n, uint64_t busy_ms) {
        unsigned __int128 v = (unsigned __int128) n * 1000u / busy_ms;
        return v > UINT64_MAX ? 0 : (uint64_t) v;
}

static void raise_rate(uint64_t *rate, DeviceRateSource *by, uint64_t v, DeviceRateSource source) {
        /* A measured rate is a lower bound of what the device can do: only a higher one moves
         * it, except that any measurement replaces the prior, which is a guess. */
        if (v > 0 && (*by == DEVICE_RATE_PRIOR || v > *rate)) {
                *rate = v;
                *by = source;
        }
}

/* Bytes per busy second of reads averaging at least DEVICE_MODEL_BPS_MIN_AVERAGE: reads that
 * small say how many a device serves, not how fast it streams. 0 when they say nothing. */
static uint64_t streaming_bps(uint64_t reads, uint64_t bytes, uint64_t busy_ms) {
        if (reads == 0 || busy_ms == 0 || bytes / reads < DEVICE_MODEL_BPS_MIN_AVERAGE)
                return 0;
        return per_sec(bytes, busy_ms);
}

void device_model_from_evidence(const DeviceEvidence *e, DeviceModel *ret) {
        DeviceModel m = {
                .dev = e->info.dev,
                .read_ahead_bytes = e->info.read_ahead_bytes ? e->info.read_ahead_bytes : DEVICE_DEFAULT_CAP,
                /* One read-ahead call reads cap; the queue splits it at max_sectors (a btrfs
                 * file system's 4 MiB read-ahead over a loop device's 1280 KiB requests). */
                .request_bytes = e->info.cap == 0 ? DEVICE_DEFAULT_CAP
                                 : e->info.max_sectors_bytes > 0 ? MIN(e->info.cap, e->info.max_sectors_bytes)
                                                                 : e->info.cap,
                .rotational = e->info.rotational,
                .warms = e->warms,
                .iops_by = DEVICE_RATE_PRIOR,
                .bps_by = DEVICE_RATE_PRIOR,
        };
        bool lifetime = e->have_lifetime && e->lifetime.reads >= DEVICE_SPEED_MIN_READS &&
                        e->lifetime.io_ticks_ms >= DEVICE_SPEED_MIN_BUSY_MS;
        uint64_t bps = 0;

        snprintf(m.name, sizeof(m.name), "%s", e->info.name);
        m.iops = m.rotational ? DEVICE_MODEL_ROTATIONAL_IOPS : DEVICE_MODEL_FLASH_IOPS;
        if (lifetime)
                raise_rate(&m.iops, &m.iops_by, per_sec(e->lifetime.reads, e->lifetime.io_ticks_ms), DEVICE_RATE_LIFETIME);
        raise_rate(&m.iops, &m.iops_by, e->warm_iops, DEVICE_RATE_WARMS);

        /* The bandwidth: measured over large reads, or else what a device serving that many
         * requests streams: a disk that seeks (below DEVICE_MODEL_SEEK_IOPS) a rotating disk's,
         * flash its class's bytes per request. */
        if (lifetime)
                bps = streaming_bps(e->lifetime.reads, e->lifetime.read_sectors * 512u, e->lifetime.io_ticks_ms);
        if (bps > 0) {
                m.bps = bps;
                m.bps_by = DEVICE_RATE_LIFETIME;
        }
        if (e->warm_bps > m.bps) {
                m.bps = e->warm_bps;
                m.bps_by = DEVICE_RATE_WARMS;
        }
        if (m.bps == 0) {
                m.bps = m.iops < DEVICE_MODEL_SEEK_IOPS ? DEVICE_MODEL_ROTATIONAL_BPS
                                                        : m.iops * DEVICE_MODEL_FLASH_BYTES_PER_REQUEST;
                m.bps_by = m.iops_by;
        }

        if (e->limit_iops > 0 && e->limit_iops < m.iops) {
                m.iops = e->limit_iops;
                m.iops_by = DEVICE_RATE_LIMIT;
        }
        if (e->limit_bps > 0 && e->limit_bps < m.bps) {
                m.bps = e->limit_bps;
                m.bps_by = DEVICE_RATE_LIMIT;
        }
        m.iops = MAX(m.iops, UINT64_C(1));
        m.bps = MAX(m.bps, UINT64_C(4096));
        *ret = m;
}

uint64_t device_limit_v1_min(const char *text) {
        uint64_t min = UINT64_MAX;

        for (const char *l = text; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
                unsigned maj, mn;
                uint64_t v;
                if (sscanf(l, "%u:%u %" SCNu64, &maj, &mn, &v) == 3 && v > 0 && v < min)
                        min = v;
        }
        return min;
}

void device_limit_iomax_min(const char *text, uint64_t *iops, uint64_t *bps) {
        *iops = *bps = UINT64_MAX;
        for (const char *l = text; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
                size_t len = strcspn(l, "\n");
                const char *p = l, *end = l + len;

                while (p < end) {
                        const char *w = p;
                        size_t n = strcspn(w, " \n");
                        uint64_t v;
                        char *e;

                        if (w + n > end)
                                n = (size_t) (end - w);
                        if (n > 6 && (strncmp(w, "riops=", 6) == 0 || strncmp(w, "rbps=", 5) == 0)) {
                                bool is_iops = w[1] == 'i';
                                const char *num = w + (is_iops ? 6 : 5);
                                errno = 0;
                                v = strtoull(num, &e, 10);
                                if (errno == 0 && e == w + n && e != num && v > 0) {
                                        uint64_t *slot = is_iops ? iops : bps;
                                        if (v < *slot)
                                                *slot = v;
                                }
                        }
                        p = w + n;
                        while (p < end && *p == ' ')
                                p++;
                }
        }
}

/* The cgroup path of controller (v1: "blkio") or of the unified hierarchy (NULL) in
 * /proc/self/cgroup, into buf; -ENOENT when there is none. */
static int own_cgroup(const char *controller, char *buf, size_t size) {
        char self[4096];

        if (read_small_file_at(AT_FDCWD, "/proc/self/cgroup", self, sizeof(self)) < 0)
                return -ENOENT;
        for (const char *l = self; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
                const char *c = strchr(l, ':'), *path;
                size_t n;

                if (!c)
                        continue;
                path = strchr(c + 1, ':');
                if (!path)
                        continue;
                if (controller ? !((size_t) (path - c - 1) == strlen(controller) &&
                                   strncmp(c + 1, controller, strlen(controller)) == 0)
                               : !(path == c + 1 && strncmp(l, "0:", 2) == 0))
                        continue;
                n = strcspn(path + 1, "\n");
                if (n + 1 > size)
                        return -ENAMETOOLONG;
                memcpy(buf, path + 1, n);
                buf[n] = 0;
                return 0;
        }
        return -ENOENT;
}

/* The read limits on this process's cgroups: v1 blkio's own group, v2 io.max up to the root.
 * Each is the lowest on any device: a reader under a limit for the disk under its loop device
 * (the lab's case) is as limited on the loop device. */
static void own_limits(const char *cgroup_root, uint64_t *ret_iops, uint64_t *ret_bps) {
        const char *root = cgroup_root ? cgroup_root : "/sys/fs/cgroup";
        char cg[2048], text[8192];
        _cleanup_free_ char *path = NULL;

        *ret_iops = *ret_bps = UINT64_MAX;
        if (own_cgroup("blkio", cg, sizeof(cg)) >= 0) {
                if (asprintf(&path, "%s/blkio%s/blkio.throttle.read_iops_device", root, cg) >= 0 &&
                    read_small_file_at(AT_FDCWD, path, text, sizeof(text)) >= 0)
                        *ret_iops = device_limit_v1_min(text);
                path = mfree(path);
                if (asprintf(&path, "%s/blkio%s/blkio.throttle.read_bps_device", root, cg) >= 0 &&
                    read_small_file_at(AT_FDCWD, path, text, sizeof(text)) >= 0)
                        *ret_bps = device_limit_v1_min(text);
                path = mfree(path);
        }
        if (own_cgroup(NULL, cg, sizeof(cg)) >= 0) {
                /* io.max binds at every level: the lowest along the path to the root. */
                for (;;) {
                        uint64_t iops, bps;
                        char *slash;

                        if (asprintf(&path, "%s%s/io.max", root, strcmp(cg, "/") == 0 ? "" : cg) >= 0 &&
                            read_small_file_at(AT_FDCWD, path, text, sizeof(text)) >= 0) {
                                device_limit_iomax_min(text, &iops, &bps);
                                *ret_iops = MIN(*ret_iops, iops);
                                *ret_bps = MIN(*ret_bps, bps);
                        }
                        path = mfree(path);
                        slash = strrchr(cg, '/');
                        if (!slash || slash == cg)
                                break;
                        *slash = 0;
                }
        }
}

/* What the mount table says dev holds: ext2, ext3 or ext4; a compressed image. */
static void fs_kind(dev_t dev, bool *ret_ext4, bool *ret_compressed) {
        _cleanup_free_ char *table = NULL;
        char type[16];

        *ret_ext4 = *ret_compressed = false;
        if (mountinfo_read(&table) < 0 || mountinfo_fstype(table, dev, type, sizeof(type)) < 0)
                return;
        *ret_ext4 = strcmp(type, "ext4") == 0 || strcmp(type, "ext3") == 0 || strcmp(type, "ext2") == 0;
        *ret_compressed = strcmp(type, "squashfs") == 0 || strcmp(type, "erofs") == 0;
}

static bool memory_get(dev_t dev, ModelMemory *ret) {
        bool found = false;

        pthread_mutex_lock(&memory_lock);
        for (size_t i = 0; i < n_memory && !found; i++)
                if (memory[i].dev == dev) {
                        *ret = memory[i];
                        found = true;
                }
        pthread_mutex_unlock(&memory_lock);
        return found;
}

void device_model_note(dev_t dev, const DeviceStat *before, const DeviceStat *after) {
        uint64_t reads, busy, bytes, iops, bps;
        size_t i;

        if (after->reads < before->reads || after->io_ticks_ms < before->io_ticks_ms ||
            after->read_sectors < before->read_sectors)
                return; /* another device under the same number */
        reads = after->reads - before->reads;
        busy = after->io_ticks_ms - before->io_ticks_ms;
        bytes = (after->read_sectors - before->read_sectors) * 512u;
        if (reads < DEVICE_MODEL_SAMPLE_MIN_READS || busy < DEVICE_MODEL_SAMPLE_MIN_BUSY_MS)
                return; /* found cached, or too little to say anything */
        iops = per_sec(reads, busy);
        bps = streaming_bps(reads, bytes, busy);

        pthread_mutex_lock(&memory_lock);
        for (i = 0; i < n_memory && memory[i].dev != dev; i++)
                ;
        if (i == n_memory) {
                if (n_memory < DEVICE_MODEL_MEMORY_MAX)
                        n_memory++;
                else
                        i = memory_next++ % DEVICE_MODEL_MEMORY_MAX;
                memory[i] = (ModelMemory) { .dev = dev };
        }
        memory[i].iops = MAX(memory[i].iops, iops);
        memory[i].bps = MAX(memory[i].bps, bps);
        memory[i].warms++;
        pthread_mutex_unlock(&memory_lock);
}

void device_model_forget_all(void) {
        pthread_mutex_lock(&memory_lock);
        n_memory = memory_next = 0;
        pthread_mutex_unlock(&memory_lock);
}

void device_model_read(const char *sysfs_root, const char *cgroup_root, dev_t dev, DeviceModel *ret) {
        DeviceEvidence e = {};
        ModelMemory mem;

        if (device_info_read(sysfs_root, dev, &e.info) < 0)
                e.info = (DeviceInfo) { .dev = dev, .block = dev, .members = 1, .cap = DEVICE_DEFAULT_CAP };
        e.have_lifetime = device_stat_read_lifetime(sysfs_root, dev, &e.lifetime, NULL) >= 0;
        if (memory_get(dev, &mem)) {
                e.warm_iops = mem.iops;
                e.warm_bps = mem.bps;
                e.warms = mem.warms;
        }
        own_limits(cgroup_root, &e.limit_iops, &e.limit_bps);
        device_model_from_evidence(&e, ret);
        ret->dev = dev;
        fs_kind(dev, &ret->ext4, &ret->compressed);
}

uint64_t device_model_break_even(const DeviceModel *m) {
        return m->bps / MAX(m->iops, UINT64_C(1));
}

uint64_t device_model_usec(const DeviceModel *m, uint64_t requests, uint64_t bytes) {
        unsigned __int128 by_req = (unsigned __int128) requests * USEC_PER_SEC / MAX(m->iops, UINT64_C(1));
        unsigned __int128 by_bytes = (unsigned __int128) bytes * USEC_PER_SEC / MAX(m->bps, UINT64_C(1));
        unsigned __int128 v = MAX(by_req, by_bytes);
        return v > UINT64_MAX ? UINT64_MAX : (uint64_t) v;
}

bool device_model_request_bound(const DeviceModel *m, uint64_t avg_bytes) {
        return avg_bytes < device_model_break_even(m);
}

int device_model_to_json(const DeviceModel *m, json_object **ret) {
        json_object *o = json_object_new_object();
        char dev[32];
        int r = 0;

        if (!o)
                return -ENOMEM;
        snprintf(dev, sizeof(dev), "%u:%u", major(m->dev), minor(m->dev));
        r = r < 0 ? r : json_add(o, "dev", json_object_new_string(dev));
        r = r < 0 ? r : json_add_string_or_null(o, "device", m->name[0] ? m->name : NULL);
        r = r < 0 ? r : json_add(o, "iops", json_object_new_int64((int64_t) MIN(m->iops, (uint64_t) INT64_MAX)));
        r = r < 0 ? r : json_add(o, "iops_by", json_object_new_string(device_rate_source_to_string(m->iops_by)));
        r = r < 0 ? r : json_add(o, "bytes_per_sec", json_object_new_int64((int64_t) MIN(m->bps, (uint64_t) INT64_MAX)));
        r = r < 0 ? r : json_add(o, "bps_by", json_object_new_string(device_rate_source_to_string(m->bps_by)));
        r = r < 0 ? r : json_add(o, "read_ahead", json_object_new_int64((int64_t) m->read_ahead_bytes));
        r = r < 0 ? r : json_add(o, "request_bytes", json_object_new_int64((int64_t) m->request_bytes));
        r = r < 0 ? r : json_add(o, "rotational", json_object_new_boolean(m->rotational));
        r = r < 0 ? r : json_add(o, "ext4", json_object_new_boolean(m->ext4));
        r = r < 0 ? r : json_add(o, "compressed", json_object_new_boolean(m->compressed));
        r = r < 0 ? r : json_add(o, "break_even", json_object_new_int64((int64_t) device_model_break_even(m)));
        r = r < 0 ? r : json_add(o, "warms_measured", json_object_new_int64((int64_t) m->warms));
        if (r < 0) {
                json_object_put(o);
                return r;
        }
        *ret = o;
        return 0;
}
