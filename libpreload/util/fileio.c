/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* File reads shared by the loaders (ld.so cache, profiles, configuration) and the sysfs and /proc readers. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"

const char *file_type_reason(mode_t mode) {
        switch (mode & S_IFMT) {
        case S_IFREG:
                return "a regular file";
        case S_IFDIR:
                return "is a directory, not a regular file";
        case S_IFIFO:
                return "is a FIFO, not a regular file";
        case S_IFSOCK:
                return "is a socket, not a regular file";
        case S_IFCHR:
        case S_IFBLK:
                return "is a device node, not a regular file";
        default:
                return "not a regular file";
        }
}

int open_regular_file(const char *path, struct stat *ret_st) {
        _cleanup_close_ int pathfd = -EBADF, fd = -EBADF;
        struct stat st, st2;
        char proc[64];

        /* O_PATH opens nothing: no FIFO blocks, no driver's open runs (a new pty, a serial port
         * reset, a tape rewound). Only a regular file is then opened for reading, through the very
         * inode the O_PATH descriptor holds, so a rename in between cannot swap it. */
        pathfd = open(path, O_PATH | O_CLOEXEC);
        if (pathfd < 0)
                return -errno;
        if (fstat(pathfd, &st) < 0)
                return -errno;
        if (ret_st)
                *ret_st = st;
        if (S_ISDIR(st.st_mode))
                return -EISDIR;
        if (!S_ISREG(st.st_mode))
                return -EBADMSG;

        snprintf(proc, sizeof(proc), "/proc/self/fd/%d", pathfd);
        fd = open(proc, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (fd < 0 && errno == ENOENT && access("/proc/self/fd", F_OK) < 0)
                /* No /proc: open by name, and check below that it is still the same inode. */
                fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (fd < 0)
                return -errno;
        if (fstat(fd, &st2) < 0)
                return -errno;
        if (st2.st_dev != st.st_dev || st2.st_ino != st.st_ino || !S_ISREG(st2.st_mode))
                return -ESTALE;
        if (ret_st)
                *ret_st = st2;
        return TAKE_FD(fd);
}

ssize_t read_full(int fd, void *buf, size_t size) {
        size_t got = 0;

        while (got < size) {
                ssize_t n = read(fd, (char *) buf + got, size - got);
                if (n < 0) {
                        if (errno == EINTR)
                                continue;
                        return -errno;
                }
                if (n == 0)
                        break;
                got += (size_t) n;
        }
        return (ssize_t) got;
}

int read_small_file_at(int dirfd, const char *path, char *buf, size_t size) {
        _cleanup_close_ int fd = openat(dirfd, path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);

        if (fd < 0)
                return -errno;
        ssize_t n = read_full(fd, buf, size - 1);
        if (n < 0)
                return (int) n;
        buf[n] = 0;
        return 0;
}

int read_regular_file(const char *path, uint64_t max, char **ret, size_t *ret_size, bool *ret_grew,
                      const char **ret_reason) {
        _cleanup_close_ int fd = -EBADF;
        _cleanup_free_ char *buf = NULL;
        struct stat st;
        size_t got = 0;

        fd = open_regular_file(path, &st);
        if (fd == -EISDIR || fd == -EBADMSG) {
                if (ret_reason)
                        *ret_reason = "not a regular file";
                return -EBADMSG;
        }
        if (fd < 0)
                return fd;
        if ((uint64_t) st.st_size > max)
                return -EFBIG;

        /* One byte more than the size, to notice a file that grew while we read it. */
        size_t want = (size_t) st.st_size + 1;
        buf = malloc(want);
        if (!buf)
                return -ENOMEM;
        ssize_t n = read_full(fd, buf, want);
        if (n < 0)
                return (int) n;
        got = (size_t) n;
        *ret_grew = got > (size_t) st.st_size;
        *ret_size = MIN(got, (size_t) st.st_size);
        *ret = TAKE_PTR(buf);
        return 0;
}

static int write_all(int fd, const char *p, size_t n) {
        while (n > 0) {
                ssize_t w = write(fd, p, n);
                if (w < 0) {
                        if (errno == EINTR)
                                continue;
                        return -errno;
                }
                if (w == 0)
                        return -EIO;
                p += w;
                n -= (size_t) w;
        }
        return 0;
}

int write_file_atomic(const char *path, const char *text, size_t size, mode_t mode) {
        return write_file_atomic_full(path, text, size, mode, true);
}

int write_file_atomic_full(const char *path, const char *text, size_t size, mode_t mode, bool durable) {
        _cleanup_free_ char *dir = NULL, *tmp = NULL;
        _cleanup_close_ int fd = -EBADF;
        int r;

        const char *slash = strrchr(path, '/');
        const char *base = slash ? slash + 1 : path;
        if (!*base)
                return -EISDIR;
        dir = slash ? strndup(path, (size_t) (slash - path) + (slash == path)) : strdup(".");
        if (!dir)
                return -ENOMEM;
        if (asprintf(&tmp, "%s/.%s.XXXXXX", dir, base) < 0) {
                tmp = NULL;
                return -ENOMEM;
        }
        fd = mkostemp(tmp, O_CLOEXEC);
        if (fd < 0)
                return -errno;
        /* mkostemp() creates 0600 */
        if (fchmod(fd, mode) < 0) {
                r = -errno;
                goto fail;
        }
        r = write_all(fd, text, size);
        if (r < 0)
                goto fail;
        /* The data must be on disk before the rename makes it the profile, or a crash could leave
         * an empty file under the final name. */
        if (durable && fsync(fd) < 0) {
                r = -errno;
                goto fail;
        }
        if (close(TAKE_FD(fd)) < 0) {
                r = -errno;
                goto fail;
        }
        if (rename(tmp, path) < 0) {
                r = -errno;
                goto fail;
        }
        if (!durable)
                return 0;
        /* Make the rename itself durable; a directory that cannot be fsync()ed is not an error. */
        int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dfd >= 0) {
                (void) fsync(dfd);
                close(dfd);
        }
        return 0;

fail:
        (void) unlink(tmp);
        return r;
}
