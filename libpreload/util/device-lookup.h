/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The block device behind a file: the one lookup every part that needs a device (read-ahead cap,
 * rotational flag, speed, counters, holds, doctor) goes through.
 *
 * Most file systems report it as st_dev: ext4 and XFS on a disk, a partition, a loop or a
 * device-mapper device (LUKS, LVM). btrfs does not: every subvolume has an anonymous number
 * (0:41) that is neither in /sys/dev/block nor the number the mount table shows for the mount.
 * There the device is the mount's source, found through the file's mount id (statx) and the
 * mount table. What a btrfs file system changes about its device's facts (its own read-ahead)
 * device_info_read() adds from the device's number alone, so a device number found here is all
 * later steps need.
 *
 * What has no block device (tmpfs, overlayfs, NFS, FUSE) is reported as such, and keeps its
 * st_dev for the bdi lookup device_info_read() does.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "device.h"

/* "none", "st_dev", "mount" */
const char *device_found_by_to_string(DeviceFoundBy by);

typedef struct DeviceLookup {
        dev_t st_dev;                 /* what the file reports */
        dev_t block;                  /* the block device; st_dev when none was found */
        DeviceFoundBy by;
        char fstype[32];              /* the mount's type, when looked up through it; else "" */
        dev_t sb_dev;                 /* the number the mount table shows, its super block's:
                                       * what the kernel's tracepoints name files by (btrfs:
                                       * not st_dev); st_dev unless looked up through the mount */
} DeviceLookup;

/*
 * Finds the device of the file at path (relative to dirfd; AT_FDCWD; "" for dirfd itself) whose
 * st_dev is given.
 * sysfs_root NULL means "/sys". Never fails for lack of a device: *ret says DEVICE_FOUND_NONE.
 * Lookups through a mount are remembered per st_dev and mount id, so a plan's hundreds of files
 * read the mount table once. Returns 0 or -ENOMEM.
 */
int device_lookup(const char *sysfs_root, int dirfd, const char *path, dev_t st_dev, DeviceLookup *ret);

/* The block device of a file (device_lookup() with the real /sys); st_dev when none. */
dev_t device_block_of(const char *path, dev_t st_dev);

/*
 * device_info_read() of the file's block device; ->dev stays st_dev, ->block and ->found_by say
 * what was found. Returns 0, -ENOMEM or -EBADMSG (a present sysfs attribute that does not parse).
 */
int device_info_for_file(const char *sysfs_root, int dirfd, const char *path, dev_t st_dev, DeviceInfo *ret);

/* Forgets what was remembered (tests). */
void device_lookup_forget_all(void);

/* The caller-owned per-device cache: a handful of devices per plan, so a plain array. Keyed by
 * st_dev; the device behind it is looked up once (device_info_for_file()). */
typedef struct DeviceCache {
        char *sysfs_root;
        DeviceInfo *devices;
        size_t n_devices;
} DeviceCache;

/* sysfs_root NULL means "/sys". */
int device_cache_new(const char *sysfs_root, DeviceCache **ret);
DeviceCache *device_cache_free(DeviceCache *c);
/* The facts for the file at path (relative to dirfd, "" for dirfd itself) whose st_dev is dev.
 * *ret points into the cache and stays valid until the next call. */
int device_cache_get(DeviceCache *c, int dirfd, const char *path, dev_t dev, const DeviceInfo **ret);


/* Loop and device-mapper devices followed down to the device under them, at most this deep. */
#define DEVICE_LOOP_DEPTH_MAX 4u

/*
 * The lifetime counters that describe dev: its own, except for a loop device, whose counters
 * outlive its attachments (they keep counting across losetup -d and a new file, so they describe
 * whatever it served before): then those of the device holding its backing file (through its
 * mount on btrfs), and for a device-mapper device over one device (LUKS, a
 * plain LVM volume) that device's, followed down DEVICE_LOOP_DEPTH_MAX levels. *ret_dev is the
 * device whose counters these are.
 */
int device_stat_read_lifetime(const char *sysfs_root, dev_t dev, DeviceStat *ret, dev_t *ret_dev);
