/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * range-read CHUNK LIST: reads the byte ranges LIST names into the page cache, as a warm does
 * (as the warm engine does): first posix_fadvise(WILLNEED) over every range in chunks of at most
 * CHUNK bytes (the kernel's forced read-ahead reads no more than max(read_ahead_kb,
 * max_sectors_kb) a call), so that the reads are queued in the list's order, then pread() of
 * every range, which waits for what is still in flight and reads what WILLNEED left out.
 * LIST has a line per range, PATH<TAB>OFFSET<TAB>LENGTH (LENGTH 0: to the end of the file); a
 * path may be a file or a block device. It prints the bytes read and the ranges on stdout.
 *
 * bench/squashfs-warm.py starts it in a throttled cgroup through cg-exec after dropping the page
 * cache: a small C program, so that what it reads besides the ranges is its own few pages (and
 * libc, which running processes keep cached), not an interpreter's.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct range {
        int fd;
        off_t off, len;
};

static int open_cached(const char *path) {
        static char last[4096];
        static int last_fd = -1;
        if (last_fd >= 0 && strcmp(path, last) == 0)
                return last_fd;
        /* the list names a file's ranges together: one open per file */
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
                fprintf(stderr, "range-read: %s: %s\n", path, strerror(errno));
                return -1;
        }
        snprintf(last, sizeof(last), "%s", path);
        last_fd = fd;
        return fd;
}

int main(int argc, char **argv) {
        if (argc != 3) {
                fprintf(stderr, "usage: range-read CHUNK LIST\n");
                return 2;
        }
        off_t chunk = strtoll(argv[1], NULL, 10);
        if (chunk <= 0) {
                fprintf(stderr, "range-read: CHUNK %s: not a size\n", argv[1]);
                return 2;
        }
        FILE *list = fopen(argv[2], "re");
        if (!list) {
                fprintf(stderr, "range-read: %s: %s\n", argv[2], strerror(errno));
                return 2;
        }
        struct range *r = NULL;
        size_t n = 0, cap = 0;
        char *line = NULL;
        size_t line_cap = 0;
        int status = 0;
        while (getline(&line, &line_cap, list) > 0) {
                line[strcspn(line, "\n")] = 0;
                char *t1 = strchr(line, '\t');
                char *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
                if (!t2) {
                        fprintf(stderr, "range-read: malformed line: %s\n", line);
                        return 2;
                }
                *t1 = *t2 = 0;
                int fd = open_cached(line);
                if (fd < 0) {
                        status = 1;
                        continue;
                }
                if (n == cap) {
                        cap = cap ? 2 * cap : 256;
                        r = realloc(r, cap * sizeof(*r));
                        if (!r)
                                return 3;
                }
                r[n].fd = fd;
                r[n].off = strtoll(t1 + 1, NULL, 10);
                r[n].len = strtoll(t2 + 1, NULL, 10);
                if (r[n].len == 0) {
                        struct stat st;
                        off_t size = 0;
                        if (fstat(fd, &st) == 0)
                                size = S_ISBLK(st.st_mode) ? lseek(fd, 0, SEEK_END) : st.st_size;
                        r[n].len = size > r[n].off ? size - r[n].off : 0;
                }
                n++;
        }
        fclose(list);
        free(line);

        for (size_t i = 0; i < n; i++)
                for (off_t o = 0; o < r[i].len; o += chunk) {
                        off_t len = r[i].len - o < chunk ? r[i].len - o : chunk;
                        posix_fadvise(r[i].fd, r[i].off + o, len, POSIX_FADV_WILLNEED);
                }
        static char buf[1 << 20];
        long long total = 0;
        for (size_t i = 0; i < n; i++)
                for (off_t o = 0; o < r[i].len;) {
                        size_t want = r[i].len - o < (off_t)sizeof(buf) ? (size_t)(r[i].len - o) : sizeof(buf);
                        ssize_t got = pread(r[i].fd, buf, want, r[i].off + o);
                        if (got < 0) {
                                if (errno == EINTR)
                                        continue;
                                fprintf(stderr, "range-read: read: %s\n", strerror(errno));
                                status = 1;
                                break;
                        }
                        if (got == 0)
                                break; /* past the end of the file */
                        o += got;
                        total += got;
                }
        printf("%lld bytes in %zu ranges\n", total, n);
        return status;
}
