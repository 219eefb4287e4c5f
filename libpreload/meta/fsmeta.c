/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Which root metadata pass a file system has, and its type's name (see fsmeta.h). */
#include <errno.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>

#include "ext4meta.h"
#include "fsmeta.h"
#include "macro.h"
#include "mountinfo.h"

FsMetaKind fsmeta_kind_from_type(const char *fstype) {
        if (!fstype)
                return FSMETA_NONE;
        if (strcmp(fstype, "ext4") == 0 || strcmp(fstype, "ext3") == 0 || strcmp(fstype, "ext2") == 0)
                return FSMETA_EXT4;
        if (strcmp(fstype, "xfs") == 0)
                return FSMETA_XFS;
        if (strcmp(fstype, "btrfs") == 0)
                return FSMETA_BTRFS;
        return FSMETA_NONE;
}

const char *fsmeta_kind_to_string(FsMetaKind kind) {
        switch (kind) {
        case FSMETA_EXT4:
                return "ext4";
        case FSMETA_XFS:
                return "xfs";
        case FSMETA_BTRFS:
                return "btrfs";
        default:
                return NULL;
        }
}

/* The names of the magic numbers a warm meets most; the others are said in hex. */
static const struct {
        unsigned long magic;
        const char *name;
} magic_names[] = {
        { EXT4_SUPER_MAGIC, "ext4" },
        { XFS_SUPER_MAGIC, "xfs" },
        { BTRFS_SUPER_MAGIC, "btrfs" },
        { TMPFS_MAGIC, "tmpfs" },
        { OVERLAYFS_SUPER_MAGIC, "overlay" },
        { SQUASHFS_MAGIC, "squashfs" },
        { NFS_SUPER_MAGIC, "nfs" },
        { FUSE_SUPER_MAGIC, "fuse" },
        { PROC_SUPER_MAGIC, "proc" },
        { SYSFS_MAGIC, "sysfs" },
        { MSDOS_SUPER_MAGIC, "vfat" },
        { F2FS_SUPER_MAGIC, "f2fs" },
};

/* The type from fstatfs() of fd: the last resort, as it asks a FUSE server. */
static int kind_from_statfs(int fd, FsMetaKind *ret_kind, char ret_type[static FSMETA_TYPE_MAX]) {
        struct statfs sfs;

        if (fstatfs(fd, &sfs) < 0)
                return -errno;
        for (size_t i = 0; i < ELEMENTSOF(magic_names); i++)
                if ((unsigned long) sfs.f_type == magic_names[i].magic) {
                        snprintf(ret_type, FSMETA_TYPE_MAX, "%s", magic_names[i].name);
                        *ret_kind = fsmeta_kind_from_type(ret_type);
                        return 0;
                }
        snprintf(ret_type, FSMETA_TYPE_MAX, "0x%08lx", (unsigned long) sfs.f_type);
        *ret_kind = FSMETA_NONE;
        return 0;
}

int fsmeta_kind_fd(int fd, const char *mountinfo, FsMetaKind *ret_kind,
                   char ret_type[static FSMETA_TYPE_MAX]) {
        _cleanup_free_ char *owned = NULL;
        struct statx sx;
        MountEntry me;

        if (statx(fd, "", AT_EMPTY_PATH | AT_NO_AUTOMOUNT | AT_STATX_DONT_SYNC, STATX_MNT_ID, &sx) < 0 ||
            !(sx.stx_mask & STATX_MNT_ID))
                return kind_from_statfs(fd, ret_kind, ret_type);
        if (!mountinfo) {
                int r = mountinfo_read(&owned);
                if (r == -ENOMEM)
                        return r;
                if (r < 0)
                        return kind_from_statfs(fd, ret_kind, ret_type);
                mountinfo = owned;
        }
        if (mountinfo_by_id(mountinfo, sx.stx_mnt_id, &me) < 0)
                return kind_from_statfs(fd, ret_kind, ret_type);
        snprintf(ret_type, FSMETA_TYPE_MAX, "%s", me.fstype);
        *ret_kind = fsmeta_kind_from_type(me.fstype);
        return 0;
}

int fsmeta_reopen(int anchor_fd) {
        char path[64];
        struct stat a, b;
        int flags, fd;

        flags = fcntl(anchor_fd, F_GETFL);
        if (flags < 0)
                return -errno;
        if (!(flags & O_PATH)) {
                fd = fcntl(anchor_fd, F_DUPFD_CLOEXEC, 3);
                return fd < 0 ? -errno : fd;
        }
        if (fstat(anchor_fd, &a) < 0)
                return -errno;
        /* No FIFO, device or socket: opening one may block or do something. */
        if (!S_ISREG(a.st_mode) && !S_ISDIR(a.st_mode))
                return -EBADF;
        snprintf(path, sizeof(path), "/proc/self/fd/%d", anchor_fd);
        fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOATIME |
                                (S_ISDIR(a.st_mode) ? O_DIRECTORY : 0));
        if (fd < 0)
                return -errno;
        if (fstat(fd, &b) < 0 || b.st_dev != a.st_dev || b.st_ino != a.st_ino) {
                safe_close(fd);
                return -ESTALE;
        }
        return fd;
}

int fsmeta_pass_open(int anchor_fd, unsigned long magic, const char *what, size_t n, char **ret_reason) {
        struct statfs sfs;
        int fd;

        *ret_reason = NULL;
        if (n > EXT4META_MAX_INODES) {
                *ret_reason = strdup("too many inodes for one pass");
                return -E2BIG;
        }
        if (fstatfs(anchor_fd, &sfs) < 0)
                return -errno;
        if ((unsigned long) sfs.f_type != magic) {
                if (asprintf(ret_reason, "not %s", what) < 0)
                        *ret_reason = NULL;
                return -EOPNOTSUPP;
        }
        fd = fsmeta_reopen(anchor_fd);
        if (fd < 0 && asprintf(ret_reason, "reopening the anchor for ioctl(): %s", strerror(-fd)) < 0)
                *ret_reason = NULL;
        return fd;
}

static int inode_cmp(const void *a, const void *b) {
        const FsMetaInode *x = a, *y = b;
        return x->ino < y->ino ? -1 : x->ino > y->ino;
}

size_t fsmeta_inodes_sort_unique(FsMetaInode *v, size_t n) {
        size_t k = 0;

        if (n == 0)
                return 0;
        qsort(v, n, sizeof(FsMetaInode), inode_cmp);
        for (size_t i = 0; i < n; i++) {
                if (k > 0 && v[k - 1].ino == v[i].ino) {
                        v[k - 1].directory |= v[i].directory;
                        continue;
                }
                v[k++] = v[i];
        }
        return k;
}
