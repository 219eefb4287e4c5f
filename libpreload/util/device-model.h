/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What reading costs on a device: read requests per second and bytes per second, the two limits
 * of every disk a preloader meets (a rotating disk ~200 and 120 MiB/s, a microSD card ~1500 and
 * 40 MiB/s, a cloud volume 3000 and 125 MiB/s, a SATA SSD 20000 and 500 MiB/s, NVMe 100000 and
 * 2000 MiB/s). Reading R requests of B bytes costs max(R / iops, B / bps): blk-throttle and
 * real queues alike let one limit or the other bind, never both added.
 *
 * Each rate comes from the best evidence there is, weakest first:
 *   prior     the rotational flag: a rotating disk's 200 requests per second, else flash's 20000
 *   lifetime  the kernel's counters of the device (device_stat_read_lifetime()): reads per busy
 *             second, and bytes per busy second when its reads averaged at least
 *             DEVICE_MODEL_BPS_MIN_AVERAGE (small reads say how many a device serves, not how
 *             fast it streams: a rotating disk doing 64 KiB faults "reads" 12 MiB/s)
 *   warms     the same over this process's own warms of the device (device_model_note()), whose
 *             reads are large
 * A bandwidth nothing measured follows from the requests: below DEVICE_MODEL_SEEK_IOPS the device
 * seeks (a rotating disk's 120 MiB/s), above it DEVICE_MODEL_FLASH_BYTES_PER_REQUEST per request
 * (what flash of every class above streams, within 2x).
 *   limit     a read limit on the reader's cgroup: blkio.throttle.read_{iops,bps}_device (v1) or
 *             io.max's riops/rbps (v2, the cgroup and its ancestors); it caps whatever else says
 * Counters only ever give lower bounds (a device serving small reads one at a time looks slower
 * than it is), so measurements raise each other (the largest rate seen wins) and a limit lowers.
 * Mistakes go towards "slow", which costs a warm some overlap, never a launch its reads.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "device.h"

#define DEVICE_MODEL_ROTATIONAL_IOPS 200u
#define DEVICE_MODEL_ROTATIONAL_BPS (UINT64_C(120) << 20)
#define DEVICE_MODEL_FLASH_IOPS 20000u
#define DEVICE_MODEL_FLASH_BYTES_PER_REQUEST (UINT64_C(32) << 10)
#define DEVICE_MODEL_SEEK_IOPS 500u
#define DEVICE_MODEL_BPS_MIN_AVERAGE (UINT64_C(128) << 10)
/* A warm's sample says something past these (fewer reads or less busy time give any rate). */
#define DEVICE_MODEL_SAMPLE_MIN_READS 64u
#define DEVICE_MODEL_SAMPLE_MIN_BUSY_MS 20u
/* Devices whose warms are remembered (per process). */
#define DEVICE_MODEL_MEMORY_MAX 32u

typedef enum DeviceRateSource {
        DEVICE_RATE_PRIOR,
        DEVICE_RATE_LIFETIME,
        DEVICE_RATE_WARMS,
        DEVICE_RATE_LIMIT,
        _DEVICE_RATE_SOURCE_MAX,
} DeviceRateSource;

/* "prior", "lifetime", "warms", "limit" */
const char *device_rate_source_to_string(DeviceRateSource s);

typedef struct DeviceModel {
        dev_t dev;                 /* the block device it describes (device_block_of()) */
        char name[64];             /* the queue's owner ("vda", "loop0"), "" when none */
        uint64_t iops;             /* read requests per second, never 0 */
        uint64_t bps;              /* read bytes per second, never 0 */
        DeviceRateSource iops_by, bps_by;
        uint64_t read_ahead_bytes; /* what a fault on a cold file reads around it; never 0 */
        uint64_t request_bytes;    /* the largest read request (the read-ahead cap); never 0 */
        bool rotational;           /* the flag, as sysfs says it */
        bool ext4;                 /* it holds ext2/3/4 (the mount table says), whose metadata the
                                    * metadata pass reads merged from the device (ext4meta.h);
                                    * XFS's and btrfs's passes read one block a request, as the
                                    * lookups would (xfsmeta.h, btrfsmeta.h) */
        bool compressed;           /* it holds a compressed read-only image (squashfs, erofs): a
                                    * read of its files costs a request per compressed block,
                                    * merged or not, and its decompression */
        uint64_t warms;            /* warms measured on it (by this process) */
} DeviceModel;

/* The evidence, gathered by device_model_read() or made up by tests. Rates 0: none. */
typedef struct DeviceEvidence {
        DeviceInfo info;
        bool have_lifetime;
        DeviceStat lifetime;
        uint64_t warm_iops, warm_bps, warms; /* the largest rates measured over warms */
        uint64_t limit_iops, limit_bps;      /* UINT64_MAX: no limit */
} DeviceEvidence;

/* The model from evidence. Pure. */
void device_model_from_evidence(const DeviceEvidence *e, DeviceModel *ret);

/*
 * The model of block device dev (device_block_of() of a file's st_dev) now: sysfs under sysfs_root (NULL: "/sys"), the limits of this process's
 * cgroups (cgroup_root NULL: "/sys/fs/cgroup"; reading /proc/self/cgroup), and the warms noted.
 * Never fails: missing evidence leaves the prior.
 */
void device_model_read(const char *sysfs_root, const char *cgroup_root, dev_t dev, DeviceModel *ret);

/* Break-even gap: the bytes that cost as much to read as one more request (bps / iops). */
uint64_t device_model_break_even(const DeviceModel *m);

/* Microseconds to read requests totalling bytes: max(requests / iops, bytes / bps). Pure. */
uint64_t device_model_usec(const DeviceModel *m, uint64_t requests, uint64_t bytes);

/* Whether requests bind before bytes for reads of average size avg_bytes. Pure. */
bool device_model_request_bound(const DeviceModel *m, uint64_t avg_bytes);

/*
 * A warm's counters, sampled before and after it (device_stat_read() of the device that served
 * it): raises the remembered rates of dev when the sample is evidence enough. Thread-safe.
 */
void device_model_note(dev_t dev, const DeviceStat *before, const DeviceStat *after);
/* Forgets every note (tests). */
void device_model_forget_all(void);

/*
 * The lowest read limits in cgroup files' text: v1 "MAJ:MIN N" lines (blkio.throttle.read_iops_
 * device or read_bps_device: *ret gets the lowest N), v2 io.max "MAJ:MIN rbps=N riops=N ..."
 * (both). UINT64_MAX where none; "max" is none. Pure, for tests and fuzzing.
 */
uint64_t device_limit_v1_min(const char *text);
void device_limit_iomax_min(const char *text, uint64_t *iops, uint64_t *bps);

/* The model as JSON members of o: "device", "iops", "iops_by", "bytes_per_sec", "bps_by",
 * "read_ahead", "request_bytes", "rotational", "break_even", "warms_measured". */
typedef struct json_object json_object;
int device_model_to_json(const DeviceModel *m, json_object **ret);
