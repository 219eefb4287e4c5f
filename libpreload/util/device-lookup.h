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

/*
 * The btrfs file system that has block among its devices, by sysfs (/sys/fs/btrfs/FSID/devices
 * under the root rootfd): how many devices it has (capped at DEVICE_BTRFS_MEMBERS_MAX) and its own
 * read-ahead in bytes (0: unknown). Returns 0, or -ENOENT when block is no btrfs device.
 */
#define DEVICE_BTRFS_MEMBERS_MAX 64u
int device_btrfs_facts(int rootfd, dev_t block, unsigned *ret_members, uint64_t *ret_read_ahead);
