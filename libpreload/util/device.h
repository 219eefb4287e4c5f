/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Device facts the scheduler needs: how much one read-ahead call can read on the device that
 * holds a file, whether that device rotates, and where a file's blocks lie on it (FIEMAP).
 *
 * The cap: posix_fadvise(WILLNEED), readahead(2) and madvise(MADV_WILLNEED) all end in the
 * kernel's forced read-ahead, which reads at most max(read_ahead_kb, max_sectors_kb) of the
 * filesystem's block device per call and silently drops the rest. That device is the one whose
 * number is st_dev: a partition's limits are its disk's queue, a loop device and a device-mapper
 * device have queues of their own (dm stacks its members' limits into its own max_sectors_kb,
 * and the kernel consults the dm queue, not the members, so the members are not read).
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/*
 * The cap used when no block queue governs a file: tmpfs, overlayfs, btrfs and network
 * filesystems report anonymous device numbers. 128 KiB is the kernel's default read_ahead_kb,
 * and no common block device has both limits below it, so a chunk this size is never cut
 * short; the price of guessing low is more calls, never unread data.
 */
#define DEVICE_DEFAULT_CAP (UINT64_C(128) * 1024)

/* Hard limits on what is believed from sysfs: a bogus value must not make chunks unbounded. */
#define DEVICE_MAX_CAP (UINT64_C(1) << 30)

typedef enum DeviceSource {
        DEVICE_SOURCE_DEFAULT, /* nothing in sysfs: DEVICE_DEFAULT_CAP, not rotational */
        DEVICE_SOURCE_QUEUE,   /* a block queue (disk, loop, dm, md, ...) */
        DEVICE_SOURCE_BDI,     /* only /sys/class/bdi/MAJ:MIN (NFS, FUSE): read_ahead_kb alone */
} DeviceSource;

/* How the block device of a file was found (device-lookup.h). */
typedef enum DeviceFoundBy {
        DEVICE_FOUND_NONE,   /* no block device serves the file */
        DEVICE_FOUND_ST_DEV, /* st_dev is one */
        DEVICE_FOUND_MOUNT,  /* the source of the file's mount is one (btrfs) */
        _DEVICE_FOUND_BY_MAX,
} DeviceFoundBy;

typedef struct DeviceInfo {
        dev_t dev;                  /* st_dev of the files this describes */
        dev_t block;                /* the block device read (dev, or a btrfs mount's source);
                                     * dev when there is none */
        DeviceFoundBy found_by;
        bool btrfs;                 /* block is a device of a btrfs file system, whose own
                                     * read-ahead (at least 4 MiB) is what read_ahead_bytes and
                                     * cap then say */
        unsigned members;           /* devices of that file system (a multi-device btrfs); 1 */
        DeviceSource source;
        char name[64];              /* queue owner, e.g. "vda" for vda1, "loop3", "dm-0"; "" if none */
        uint64_t read_ahead_bytes;  /* queue/read_ahead_kb, 0 if unknown */
        uint64_t max_sectors_bytes; /* queue/max_sectors_kb, 0 if unknown */
        uint64_t cap;               /* bytes one read-ahead call reads at most; never 0 */
        bool rotational;
        bool partition;             /* st_dev was a partition; name is its disk */
        bool loop;                  /* a loop device (it has loop/backing_file) */
} DeviceInfo;

/*
 * The btrfs file system that has block among its devices, by sysfs (/sys/fs/btrfs/FSID/devices
 * under the root rootfd): how many devices it has (capped at DEVICE_BTRFS_MEMBERS_MAX) and its own
 * read-ahead in bytes (0: unknown). Returns 0, or -ENOENT when block is no btrfs device.
 */
#define DEVICE_BTRFS_MEMBERS_MAX 64u
int device_btrfs_facts(int rootfd, dev_t block, unsigned *ret_members, uint64_t *ret_read_ahead);

/*
 * Reads the facts for dev from a sysfs tree rooted at sysfs_root ("/sys" on a real system; tests
 * build a fake tree). Never fails for lack of sysfs entries: a device without a queue gets the
 * default. Returns 0, -ENOMEM, or -EBADMSG when a present attribute does not parse.
 */
int device_info_read(const char *sysfs_root, dev_t dev, DeviceInfo *ret);

/*
 * A sysfs attribute relative to dirfd, without its trailing newline; -ENOENT when absent. The
 * _u64 form wants a plain decimal number (-EBADMSG otherwise).
 */
int device_sysfs_read_attr(int dirfd, const char *name, char *buf, size_t size);
int device_sysfs_read_u64(int dirfd, const char *name, uint64_t *ret);

/*
 * The DEVNAME= of a sysfs device directory's uevent ("loop3", "nvme0n1p2"): a name under /dev,
 * never a path. Returns 0, -ENOENT without one, -EBADMSG for one that is not a plain name.
 */
int device_sysfs_devname(int devfd, char *buf, size_t size);

/* The MAJ:MIN of a sysfs "dev" attribute (relative to dirfd) into *ret. */
bool device_sysfs_dev_attr(int dirfd, const char *name, dev_t *ret);

/* One physical extent of a file, as FIEMAP reports it. */
typedef struct Extent {
        uint64_t logical;  /* file offset */
        uint64_t physical; /* byte address on the device */
        uint64_t length;
} Extent;

/* FIEMAP answers are bounded: a file with more extents than this is treated as unordered. */
#define DEVICE_EXTENTS_MAX 65536u

/*
 * The physical extents of fd overlapping [offset, offset + length), sorted by logical offset.
 * Extents without a stable address (delayed allocation, inline data, encoded/compressed, unknown)
 * are left out, so a file may come back with gaps or none at all. Returns -EOPNOTSUPP where the
 * filesystem has no FIEMAP (tmpfs, overlayfs, ...), -E2BIG past DEVICE_EXTENTS_MAX.
 */
int device_file_extents(int fd, uint64_t offset, uint64_t length, Extent **ret, size_t *ret_n);

/*
 * A device's I/O counters (/sys/dev/block/MAJ:MIN/stat, the kernel's
 * Documentation/block/stat.rst): what the cost model (device-model.h) measures a device by, rather
 * than its queue/rotational flag (a virtual disk and every loop device say rotational whatever is
 * behind them). Reads per second of busy time (io_ticks: the time with at least one request in
 * flight, so idle time does not count): a rotating disk completes some 100-300 random reads per
 * busy second, flash thousands.
 */

/* The counters used, from one line of a stat file (fields 1, 3, 4 and 10). */
typedef struct DeviceStat {
        uint64_t reads;         /* reads completed */
        uint64_t read_sectors;  /* 512-byte sectors read */
        uint64_t read_ticks_ms; /* time reads spent, summed over requests */
        uint64_t io_ticks_ms;   /* time with I/O in flight */
} DeviceStat;

/* Less evidence than this says nothing: a handful of reads, or of busy milliseconds (io_ticks
 * moves in jiffies), gives any rate at all. */
#define DEVICE_SPEED_MIN_READS 256u
#define DEVICE_SPEED_MIN_BUSY_MS 100u

/*
 * Parses the text of a stat file: at least 11 unsigned decimal fields separated by blanks, one
 * line. Returns 0, or -EBADMSG with *ret_reason (static text) set. Pure.
 */
int device_stat_parse(const char *buf, size_t len, DeviceStat *ret, const char **ret_reason);

/*
 * Reads the stat file of dev (a partition, loop or dm device has its own) under sysfs_root (NULL:
 * "/sys"). Returns 0, -ENOENT for a device without one (tmpfs, overlayfs, network), or -EBADMSG
 * with *ret_reason set when given.
 */
int device_stat_read(const char *sysfs_root, dev_t dev, DeviceStat *ret, const char **ret_reason);
