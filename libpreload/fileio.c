/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* File reads shared by the loaders (ld.so cache, profiles, configuration) and the sysfs and /proc readers. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"

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

        fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (fd < 0)
                return -errno;
        if (fstat(fd, &st) < 0)
                return -errno;
        if (!S_ISREG(st.st_mode)) {
                if (ret_reason)
                        *ret_reason = "not a regular file";
                return -EBADMSG;
        }
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
