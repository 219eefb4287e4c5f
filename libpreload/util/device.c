/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Device facts from sysfs (read-ahead cap, rotational, measured speed) and a file's physical extents (FIEMAP). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "device.h"
#include "fileio.h"
#include "macro.h"

int device_sysfs_read_attr(int dirfd, const char *name, char *buf, size_t size) {
        int r = read_small_file_at(dirfd, name, buf, size);
        if (r < 0)
                return r;
        buf[strcspn(buf, "\n")] = 0;
        return 0;
}

int device_sysfs_read_u64(int dirfd, const char *name, uint64_t *ret) {
        char buf[64], *end;
        unsigned long long v;
        int r;

        r = device_sysfs_read_attr(dirfd, name, buf, sizeof(buf));
        if (r < 0)
                return r;
        if (buf[0] < '0' || buf[0] > '9')
                return -EBADMSG;
        errno = 0;
        v = strtoull(buf, &end, 10);
        if (errno != 0 || *end != 0)
                return -EBADMSG;
        *ret = v;
        return 0;
}

int device_sysfs_devname(int devfd, char *buf, size_t size) {
        char ub[1024];
        const char *at;
        size_t len;
        int r;

        r = read_small_file_at(devfd, "uevent", ub, sizeof(ub));
        if (r < 0)
                return r;
        at = strstr(ub, "DEVNAME=");
        if (!at)
                return -ENOENT;
        at += 8;
        len = strcspn(at, "\n");
        /* A name, not a path: nothing from sysfs may point us outside /dev. */
        if (len == 0 || len >= size || memchr(at, '/', len) || (len <= 2 && at[0] == '.'))
                return -EBADMSG;
        memcpy(buf, at, len);
        buf[len] = 0;
        return 0;
}

/* A size in KiB, clamped so that a bogus value cannot make chunks unbounded. */
bool device_sysfs_dev_attr(int dirfd, const char *name, dev_t *ret) {
        char buf[32];
        unsigned maj, min;
        char tail;

        if (device_sysfs_read_attr(dirfd, name, buf, sizeof(buf)) < 0 ||
            sscanf(buf, "%u:%u%c", &maj, &min, &tail) != 2)
                return false;
        *ret = makedev(maj, min);
        return true;
}

int device_btrfs_facts(int rootfd, dev_t block, unsigned *ret_members, uint64_t *ret_read_ahead) {
        _cleanup_close_ int fsfd = openat(rootfd, "fs/btrfs", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        int r = -ENOENT;
        DIR *d;

        if (fsfd < 0 || !(d = fdopendir(fsfd)))
                return -ENOENT;
        fsfd = -EBADF; /* the DIR owns it */
        for (struct dirent *de; r < 0 && (de = readdir(d)); ) {
                char path[NAME_MAX + 16];
                int devsfd;
                unsigned members = 0;
                bool mine = false;
                uint64_t kb = 0;
                DIR *dd;

                if (de->d_name[0] == '.' || strcmp(de->d_name, "features") == 0)
                        continue;
                snprintf(path, sizeof(path), "%s/devices", de->d_name);
                devsfd = openat(dirfd(d), path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
                if (devsfd < 0)
                        continue;
                if (!(dd = fdopendir(devsfd))) {
                        safe_close(devsfd);
                        continue;
                }
                for (struct dirent *me; (me = readdir(dd)) && members < DEVICE_BTRFS_MEMBERS_MAX; ) {
                        char attr[NAME_MAX + 8];
                        dev_t dev;

                        if (me->d_name[0] == '.')
                                continue;
                        members++;
                        snprintf(attr, sizeof(attr), "%s/dev", me->d_name);
                        if (device_sysfs_dev_attr(dirfd(dd), attr, &dev) && dev == block)
                                mine = true;
                }
                closedir(dd);
                if (!mine)
                        continue;
                snprintf(path, sizeof(path), "%s/bdi", de->d_name);
                int bdifd = openat(dirfd(d), path, O_PATH | O_DIRECTORY | O_CLOEXEC);
                if (bdifd < 0 || device_sysfs_read_u64(bdifd, "read_ahead_kb", &kb) < 0 || kb > DEVICE_MAX_CAP / 1024)
                        kb = 0;
                safe_close(bdifd);
                *ret_members = MAX(members, 1u);
                *ret_read_ahead = kb * 1024;
                r = 0;
        }
        closedir(d);
        return r;
}

static int sysfs_read_kib(int dirfd, const char *name, uint64_t *ret) {
        uint64_t kib, bytes;
        int r;

        r = device_sysfs_read_u64(dirfd, name, &kib);
        if (r < 0)
                return r;
        if (__builtin_mul_overflow(kib, UINT64_C(1024), &bytes) || bytes > DEVICE_MAX_CAP)
                bytes = DEVICE_MAX_CAP;
        *ret = bytes;
        return 0;
}

/* The last component of the directory fd refers to, e.g. "vda" for .../block/vda. */
static void dir_basename(int dirfd, char *buf, size_t size) {
        char proc[64], target[4096];
        ssize_t n;

        buf[0] = 0;
        snprintf(proc, sizeof(proc), "/proc/self/fd/%d", dirfd);
        n = readlink(proc, target, sizeof(target) - 1);
        if (n <= 0)
                return;
        target[n] = 0;
        const char *slash = strrchr(target, '/'), *name = slash ? slash + 1 : target;
        if (strlen(name) < size)
                memcpy(buf, name, strlen(name) + 1);
}

static void device_info_finish(DeviceInfo *d) {
        d->cap = MAX(d->read_ahead_bytes, d->max_sectors_bytes);
        if (d->cap == 0)
                d->cap = DEVICE_DEFAULT_CAP;
        d->cap = MIN(d->cap, DEVICE_MAX_CAP);
}

int device_info_read(const char *sysfs_root, dev_t dev, DeviceInfo *ret) {
        _cleanup_close_ int rootfd = -EBADF, devfd = -EBADF, queuefd = -EBADF;
        DeviceInfo d = { .dev = dev, .block = dev, .members = 1, .source = DEVICE_SOURCE_DEFAULT };
        char path[128];
        uint64_t v;
        int r;

        rootfd = open(sysfs_root ? sysfs_root : "/sys", O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (rootfd < 0) {
                /* No sysfs at all (a container without it): every file gets the default. */
                device_info_finish(&d);
                *ret = d;
                return 0;
        }

        snprintf(path, sizeof(path), "dev/block/%u:%u", major(dev), minor(dev));
        devfd = openat(rootfd, path, O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (devfd < 0) {
                /*
                 * Anonymous device numbers have no block node. Network and FUSE filesystems still
                 * register a bdi under the same number, whose read_ahead_kb is their cap.
                 */
                snprintf(path, sizeof(path), "class/bdi/%u:%u", major(dev), minor(dev));
                _cleanup_close_ int bdifd = openat(rootfd, path, O_PATH | O_DIRECTORY | O_CLOEXEC);
                if (bdifd >= 0) {
                        r = sysfs_read_kib(bdifd, "read_ahead_kb", &v);
                        if (r == -EBADMSG)
                                return r;
                        if (r >= 0) {
                                d.source = DEVICE_SOURCE_BDI;
                                d.read_ahead_bytes = v;
                        }
                }
                device_info_finish(&d);
                *ret = d;
                return 0;
        }

        d.found_by = DEVICE_FOUND_ST_DEV;
        /* A partition has no queue of its own: its limits are those of the disk above it. */
        if (faccessat(devfd, "partition", F_OK, 0) >= 0) {
                int parent = openat(devfd, "..", O_PATH | O_DIRECTORY | O_CLOEXEC);
                if (parent < 0)
                        return -errno;
                safe_close(devfd);
                devfd = parent;
                d.partition = true;
        }
        dir_basename(devfd, d.name, sizeof(d.name));
        d.loop = faccessat(devfd, "loop/backing_file", F_OK, 0) >= 0;

        queuefd = openat(devfd, "queue", O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (queuefd >= 0) {
                d.source = DEVICE_SOURCE_QUEUE;
                r = sysfs_read_kib(queuefd, "read_ahead_kb", &d.read_ahead_bytes);
                if (r < 0 && r != -ENOENT)
                        return r;
                r = sysfs_read_kib(queuefd, "max_sectors_kb", &d.max_sectors_bytes);
                if (r < 0 && r != -ENOENT)
                        return r;
                r = device_sysfs_read_u64(queuefd, "rotational", &v);
                if (r < 0 && r != -ENOENT)
                        return r;
                d.rotational = r >= 0 && v != 0;
        }
        device_info_finish(&d);
        /* A btrfs file system reads ahead by its own bdi: the kernel's forced read-ahead reads
         * max(io_pages, ra_pages) of it, io_pages the default and ra_pages at least 4 MiB, and
         * a fault reads ra_pages around itself. The queue only splits those into requests. */
        uint64_t fs_ra = 0;
        if (device_btrfs_facts(rootfd, dev, &d.members, &fs_ra) >= 0) {
                d.btrfs = true;
                if (fs_ra > 0) {
                        d.read_ahead_bytes = fs_ra;
                        d.cap = MIN(MAX(fs_ra, DEVICE_DEFAULT_CAP), DEVICE_MAX_CAP);
                }
        }
        *ret = d;
        return 0;
}

/* Extents whose address is not a stable place on the device say nothing about order. */
#define EXTENT_UNORDERED_FLAGS                                                            \
        (FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_ENCODED |         \
         FIEMAP_EXTENT_DATA_INLINE | FIEMAP_EXTENT_DATA_TAIL | FIEMAP_EXTENT_NOT_ALIGNED)

int device_file_extents(int fd, uint64_t offset, uint64_t length, Extent **ret, size_t *ret_n) {
        enum { BATCH = 128 };
        _cleanup_free_ struct fiemap *fm = NULL;
        _cleanup_free_ Extent *out = NULL;
        size_t n = 0, allocated = 0;
        uint64_t end, pos = offset;
        bool last = false;

        if (__builtin_add_overflow(offset, length, &end))
                end = UINT64_MAX;
        fm = calloc(1, sizeof(*fm) + BATCH * sizeof(struct fiemap_extent));
        if (!fm)
                return -ENOMEM;

        while (!last && pos < end) {
                memset(fm, 0, sizeof(*fm));
                fm->fm_start = pos;
                fm->fm_length = end - pos;
                fm->fm_extent_count = BATCH;
                if (ioctl(fd, FS_IOC_FIEMAP, fm) < 0)
                        return errno == ENOTTY || errno == EINVAL ? -EOPNOTSUPP : -errno;
                if (fm->fm_mapped_extents == 0)
                        break;
                if (fm->fm_mapped_extents > BATCH)
                        return -EBADMSG;

                for (unsigned i = 0; i < fm->fm_mapped_extents; i++) {
                        const struct fiemap_extent *fe = &fm->fm_extents[i];
                        uint64_t fe_end;

                        if (fe->fe_flags & FIEMAP_EXTENT_LAST)
                                last = true;
                        if (__builtin_add_overflow(fe->fe_logical, fe->fe_length, &fe_end))
                                return -EBADMSG;
                        /* The kernel must make progress; anything else would loop forever. */
                        if (fe_end <= pos)
                                return -EBADMSG;
                        pos = fe_end;
                        if (fe->fe_flags & EXTENT_UNORDERED_FLAGS || fe->fe_length == 0)
                                continue;
                        if (n >= DEVICE_EXTENTS_MAX)
                                return -E2BIG;
                        if (n == allocated) {
                                size_t na = allocated ? allocated * 2 : 16;
                                Extent *a = reallocarray(out, na, sizeof(*a));
                                if (!a)
                                        return -ENOMEM;
                                out = a;
                                allocated = na;
                        }
                        out[n++] = (Extent) {
                                .logical = fe->fe_logical,
                                .physical = fe->fe_physical,
                                .length = fe->fe_length,
                        };
                }
        }

        *ret = TAKE_PTR(out);
        *ret_n = n;
        return 0;
}

/* ---- measured speed ---- */

/* More fields than any kernel writes (17 today) means the text is not a stat file. */
#define DEVICE_STAT_FIELDS_MAX 64u

int device_stat_parse(const char *buf, size_t len, DeviceStat *ret, const char **ret_reason) {
        uint64_t f[DEVICE_STAT_FIELDS_MAX] = {};
        size_t n = 0, i = 0;

        /* One line: a trailing newline ends it, anything after it is not a stat file. */
        if (len > 0 && buf[len - 1] == '\n')
                len--;
        while (i < len) {
                uint64_t v = 0;

                if (buf[i] == ' ' || buf[i] == '\t') {
                        i++;
                        continue;
                }
                if (buf[i] < '0' || buf[i] > '9') {
                        *ret_reason = "a field that is not an unsigned decimal number";
                        return -EBADMSG;
                }
                if (n >= DEVICE_STAT_FIELDS_MAX) {
                        *ret_reason = "too many fields";
                        return -EBADMSG;
                }
                for (; i < len && buf[i] >= '0' && buf[i] <= '9'; i++)
                        if (__builtin_mul_overflow(v, UINT64_C(10), &v) ||
                            __builtin_add_overflow(v, (uint64_t) (buf[i] - '0'), &v)) {
                                *ret_reason = "a counter above 2^64";
                                return -EBADMSG;
                        }
                f[n++] = v;
        }
        /* Fields 1-11 are in every kernel since 2.6; 12-17 came later. */
        if (n < 11) {
                *ret_reason = "fewer than 11 fields";
                return -EBADMSG;
        }
        *ret = (DeviceStat) {
                .reads = f[0],
                .read_sectors = f[2],
                .read_ticks_ms = f[3],
                .io_ticks_ms = f[9],
        };
        return 0;
}

static int stat_read_at(int rootfd, dev_t dev, DeviceStat *ret, const char **ret_reason) {
        char path[64], buf[512];
        const char *reason = NULL;
        int r;

        snprintf(path, sizeof(path), "dev/block/%u:%u/stat", major(dev), minor(dev));
        r = read_small_file_at(rootfd, path, buf, sizeof(buf));
        if (r < 0)
                return r;
        r = device_stat_parse(buf, strlen(buf), ret, &reason);
        if (r < 0 && ret_reason)
                *ret_reason = reason;
        return r;
}

int device_stat_read(const char *sysfs_root, dev_t dev, DeviceStat *ret, const char **ret_reason) {
        _cleanup_close_ int rootfd = open(sysfs_root ? sysfs_root : "/sys", O_PATH | O_DIRECTORY | O_CLOEXEC);

        if (rootfd < 0)
                return -ENOENT;
        return stat_read_at(rootfd, dev, ret, ret_reason);
}
