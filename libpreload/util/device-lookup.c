/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The block device behind a file, through its mount where st_dev is none (see device-lookup.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "device-lookup.h"
#include "fileio.h"
#include "macro.h"
#include "mountinfo.h"

/* Lookups through a mount remembered per process: a handful of file systems at a time. */
#define LOOKUP_MEMORY_MAX 16u

typedef struct LookupMemory {
        dev_t st_dev;
        uint64_t mnt_id;
        DeviceLookup v;
} LookupMemory;

static pthread_mutex_t memory_lock = PTHREAD_MUTEX_INITIALIZER;
static LookupMemory memory[LOOKUP_MEMORY_MAX];
static size_t n_memory, memory_next;

const char *device_found_by_to_string(DeviceFoundBy by) {
        static const char *const names[_DEVICE_FOUND_BY_MAX] = {
                [DEVICE_FOUND_NONE] = "none",
                [DEVICE_FOUND_ST_DEV] = "st_dev",
                [DEVICE_FOUND_MOUNT] = "mount",
        };
        return by < _DEVICE_FOUND_BY_MAX ? names[by] : "unknown";
}

static bool is_block_device(int rootfd, dev_t dev) {
        char path[64];

        snprintf(path, sizeof(path), "dev/block/%u:%u", major(dev), minor(dev));
        return faccessat(rootfd, path, F_OK, 0) >= 0;
}

static bool memory_get(dev_t st_dev, uint64_t mnt_id, DeviceLookup *ret) {
        bool found = false;

        pthread_mutex_lock(&memory_lock);
        for (size_t i = 0; i < n_memory && !found; i++)
                if (memory[i].st_dev == st_dev && memory[i].mnt_id == mnt_id) {
                        *ret = memory[i].v;
                        found = true;
                }
        pthread_mutex_unlock(&memory_lock);
        return found;
}

static void memory_put(dev_t st_dev, uint64_t mnt_id, const DeviceLookup *v) {
        size_t i;

        pthread_mutex_lock(&memory_lock);
        if (n_memory < LOOKUP_MEMORY_MAX)
                i = n_memory++;
        else
                i = memory_next++ % LOOKUP_MEMORY_MAX;
        memory[i] = (LookupMemory) { .st_dev = st_dev, .mnt_id = mnt_id, .v = *v };
        pthread_mutex_unlock(&memory_lock);
}

void device_lookup_forget_all(void) {
        pthread_mutex_lock(&memory_lock);
        n_memory = memory_next = 0;
        pthread_mutex_unlock(&memory_lock);
}

int device_lookup(const char *sysfs_root, int dirfd, const char *path, dev_t st_dev, DeviceLookup *ret) {
        _cleanup_close_ int rootfd = -EBADF;
        _cleanup_free_ char *table = NULL;
        DeviceLookup l = { .st_dev = st_dev, .block = st_dev, .sb_dev = st_dev };
        bool real_sysfs = !sysfs_root || strcmp(sysfs_root, "/sys") == 0;
        struct statx sx;
        struct stat sst;
        MountEntry me;
        bool found;
        int r;

        *ret = l;
        rootfd = open(sysfs_root ? sysfs_root : "/sys", O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (rootfd < 0)
                return 0; /* no sysfs (a container without it): nothing to find */
        if (is_block_device(rootfd, st_dev)) {
                ret->by = DEVICE_FOUND_ST_DEV;
                return 0;
        }
        if (!path)
                return 0;
        /* The file's mount, by id: mount points can be stacked and paths renamed, ids cannot. A
         * file that is no longer the one st_dev came from says nothing. */
        if (statx(dirfd, path, AT_NO_AUTOMOUNT | AT_STATX_DONT_SYNC | (path[0] ? 0 : AT_EMPTY_PATH), STATX_MNT_ID,
                  &sx) < 0 ||
            !(sx.stx_mask & STATX_MNT_ID) || makedev(sx.stx_dev_major, sx.stx_dev_minor) != st_dev)
                return 0;
        if (real_sysfs && memory_get(st_dev, sx.stx_mnt_id, ret))
                return 0;

        r = mountinfo_read(&table);
        if (r == -ENOMEM)
                return r;
        /* A source that is not a device node under /dev ("overlay", "tmpfs", "server:/export")
         * names no block device; one that is must be one the kernel knows as such. */
        found = r >= 0 && mountinfo_by_id(table, sx.stx_mnt_id, &me) >= 0;
        if (found)
                l.sb_dev = me.dev;
        if (found && strncmp(me.source, "/dev/", 5) == 0 && stat(me.source, &sst) >= 0 && S_ISBLK(sst.st_mode) &&
            is_block_device(rootfd, sst.st_rdev)) {
                l.block = sst.st_rdev;
                l.by = DEVICE_FOUND_MOUNT;
                snprintf(l.fstype, sizeof(l.fstype), "%s", me.fstype);
        }
        if (real_sysfs)
                memory_put(st_dev, sx.stx_mnt_id, &l);
        *ret = l;
        return 0;
}

dev_t device_block_of(const char *path, dev_t st_dev) {
        DeviceLookup l;

        if (device_lookup(NULL, AT_FDCWD, path, st_dev, &l) < 0)
                return st_dev;
        return l.block;
}

int device_info_for_file(const char *sysfs_root, int dirfd, const char *path, dev_t st_dev, DeviceInfo *ret) {
        DeviceLookup l;
        DeviceInfo d;
        int r;

        r = device_lookup(sysfs_root, dirfd, path, st_dev, &l);
        if (r < 0)
                return r;
        r = device_info_read(sysfs_root, l.block, &d);
        if (r < 0)
                return r;
        d.dev = st_dev;
        d.found_by = l.by;
        *ret = d;
        return 0;
}

int device_cache_new(const char *sysfs_root, DeviceCache **ret) {
        DeviceCache *c = calloc(1, sizeof(*c));
        if (!c)
                return -ENOMEM;
        c->sysfs_root = strdup(sysfs_root ? sysfs_root : "/sys");
        if (!c->sysfs_root) {
                free(c);
                return -ENOMEM;
        }
        *ret = c;
        return 0;
}

DeviceCache *device_cache_free(DeviceCache *c) {
        if (!c)
                return NULL;
        free(c->sysfs_root);
        free(c->devices);
        free(c);
        return NULL;
}

int device_cache_get(DeviceCache *c, int dirfd, const char *path, dev_t dev, const DeviceInfo **ret) {
        DeviceInfo d, *a;
        int r;

        for (size_t i = 0; i < c->n_devices; i++)
                if (c->devices[i].dev == dev) {
                        *ret = &c->devices[i];
                        return 0;
                }

        r = device_info_for_file(c->sysfs_root, dirfd, path, dev, &d);
        if (r < 0)
                return r;
        a = reallocarray(c->devices, c->n_devices + 1, sizeof(*a));
        if (!a)
                return -ENOMEM;
        c->devices = a;
        a[c->n_devices] = d;
        *ret = &a[c->n_devices++];
        return 0;
}

/*
 * The one device under a device-mapper device (dm-crypt for LUKS, one LVM volume on one disk):
 * dm-crypt counts its bios, before the disk's queue merges them into requests, so the disk's
 * counters are the device's speed. With several (a striped or spanned volume) none of them
 * speaks for the whole: false.
 */
static bool single_slave(int rootfd, dev_t dev, dev_t *ret) {
        char path[64], name[NAME_MAX + 1] = "";
        unsigned n = 0;
        int fd;
        DIR *d;

        snprintf(path, sizeof(path), "dev/block/%u:%u/slaves", major(dev), minor(dev));
        fd = openat(rootfd, path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0)
                return false;
        d = fdopendir(fd);
        if (!d) {
                safe_close(fd);
                return false;
        }
        for (struct dirent *de; (de = readdir(d)) && n < 2; )
                if (de->d_name[0] != '.') {
                        snprintf(name, sizeof(name), "%s", de->d_name);
                        n++;
                }
        bool ok = false;
        if (n == 1) {
                char attr[NAME_MAX + 8];

                snprintf(attr, sizeof(attr), "%s/dev", name);
                ok = device_sysfs_dev_attr(dirfd(d), attr, ret);
        }
        closedir(d);
        return ok;
}

int device_stat_read_lifetime(const char *sysfs_root, dev_t dev, DeviceStat *ret, dev_t *ret_dev) {
        _cleanup_close_ int rootfd = open(sysfs_root ? sysfs_root : "/sys", O_PATH | O_DIRECTORY | O_CLOEXEC);
        DeviceStat own, below;
        int r;

        if (rootfd < 0)
                return -ENOENT;
        r = device_stat_read(sysfs_root, dev, &own, NULL);
        if (r < 0)
                return r;
        for (unsigned depth = 0; depth < DEVICE_LOOP_DEPTH_MAX; depth++) {
                char path[64], backing[4096];
                struct stat st;
                dev_t next;

                snprintf(path, sizeof(path), "dev/block/%u:%u/loop/backing_file", major(dev), minor(dev));
                if (read_small_file_at(rootfd, path, backing, sizeof(backing)) >= 0) {
                        backing[strcspn(backing, "\n")] = 0;
                        /* A backing file we cannot see (deleted, another mount namespace), or one
                         * on a file system without a block device (tmpfs): the loop's own
                         * counters, mixed as they may be, are all there is. */
                        DeviceLookup l;
                        if (backing[0] != '/' || stat(backing, &st) < 0 ||
                            device_lookup(sysfs_root, AT_FDCWD, backing, st.st_dev, &l) < 0)
                                break;
                        next = l.block;
                } else if (!single_slave(rootfd, dev, &next))
                        break;
                if (device_stat_read(sysfs_root, next, &below, NULL) < 0)
                        break;
                dev = next;
                own = below;
        }
        *ret = own;
        if (ret_dev)
                *ret_dev = dev;
        return 0;
}
