/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Present pages of a process's file mappings, from /proc/PID/maps and /proc/PID/pagemap. */
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"
#include "procmaps.h"

#define PAGEMAP_BATCH 4096u
#define PAGEMAP_PRESENT (UINT64_C(1) << 63)
#define PAGEMAP_SWAPPED (UINT64_C(1) << 62)

int procmaps_read(const char *path, ProcMapsBuffer *buf, size_t *ret_size) {
        _cleanup_close_ int fd = open(path, O_RDONLY | O_CLOEXEC);
        size_t got = 0;

        if (fd < 0)
                return -errno;
        for (;;) {
                if (got + 4096 + 1 > buf->allocated) {
                        size_t n = MAX(buf->allocated * 2, (size_t) 65536);
                        if (n > PROCMAPS_TEXT_MAX)
                                return -EFBIG;
                        char *b = realloc(buf->data, n);
                        if (!b)
                                return -ENOMEM;
                        buf->data = b;
                        buf->allocated = n;
                }
                size_t room = buf->allocated - got - 1;
                ssize_t n = read_full(fd, buf->data + got, room);
                if (n < 0)
                        return (int) n;
                got += (size_t) n;
                if ((size_t) n < room)
                        break; /* the end: the buffer was not filled */
        }
        buf->data[got] = 0;
        *ret_size = got;
        return 0;
}

/* /proc/PID/maps escapes only '\n' in paths, as "\012". */
static void maps_unescape(char *s) {
        char *o = s;
        for (; *s; s++) {
                if (s[0] == '\\' && s[1] == '0' && s[2] == '1' && s[3] == '2') {
                        *o++ = '\n';
                        s += 3;
                } else
                        *o++ = *s;
        }
        *o = 0;
}

typedef struct Mapping {
        const char *path;
        dev_t dev;
        uint64_t ino;
} Mapping;

/* Calls fn for the present page runs of [start, end) of one mapping (file offset pgoff at start). */
static int mapping_runs(int pagemap, uint64_t page, const Mapping *m, uint64_t start, uint64_t end,
                        uint64_t pgoff, ProcMapsRunFn fn, void *userdata) {
        uint64_t entries[PAGEMAP_BATCH];
        uint64_t run_start = 0, run_len = 0;
        int r;

        for (uint64_t addr = start; addr < end;) {
                uint64_t n = MIN((end - addr) / page, (uint64_t) PAGEMAP_BATCH);
                off_t at = (off_t) (addr / page * sizeof(uint64_t));
                ssize_t got = pread(pagemap, entries, n * sizeof(uint64_t), at);
                if (got <= 0)
                        break;
                n = (uint64_t) got / sizeof(uint64_t);
                for (uint64_t i = 0; i < n; i++, addr += page) {
                        /* A swapped-out page of a file mapping is a private copy: it was read first. */
                        if (!(entries[i] & (PAGEMAP_PRESENT | PAGEMAP_SWAPPED)))
                                continue;
                        uint64_t off = pgoff + (addr - start);
                        if (run_len > 0 && run_start + run_len == off) {
                                run_len += page;
                                continue;
                        }
                        if (run_len > 0 && (r = fn(m->path, m->dev, m->ino, run_start, run_len, userdata)) < 0)
                                return r;
                        run_start = off;
                        run_len = page;
                }
        }
        if (run_len > 0)
                return fn(m->path, m->dev, m->ino, run_start, run_len, userdata);
        return 0;
}

int procmaps_walk(pid_t pid, uint64_t lo, uint64_t hi, ProcMapsBuffer *buf, ProcMapsRunFn fn, void *userdata) {
        uint64_t page = (uint64_t) sysconf(_SC_PAGESIZE);
        char path[64];
        size_t size;
        int r;

        if (lo >= hi)
                return 0;
        snprintf(path, sizeof(path), "/proc/%d/maps", (int) pid);
        r = procmaps_read(path, buf, &size);
        if (r < 0)
                return r;
        snprintf(path, sizeof(path), "/proc/%d/pagemap", (int) pid);
        _cleanup_close_ int pagemap = open(path, O_RDONLY | O_CLOEXEC);
        if (pagemap < 0)
                return 0;

        for (char *line = buf->data, *next; line && *line; line = next) {
                uint64_t start, end, pgoff, ino;
                unsigned maj, min;
                char perms[8];
                int pos = -1;

                next = strchr(line, '\n');
                if (next)
                        *next++ = 0;
                if (sscanf(line, "%" SCNx64 "-%" SCNx64 " %7s %" SCNx64 " %x:%x %" SCNu64 " %n", &start,
                           &end, perms, &pgoff, &maj, &min, &ino, &pos) < 7 || pos < 0)
                        continue;
                if (ino == 0 || line[pos] != '/')
                        continue;
                uint64_t s = MAX(start, lo), e = MIN(end, hi);
                if (s >= e)
                        continue;
                /* A length that ends inside a page still covers that page. */
                s = round_down_u64(s, page);
                if (!round_up_u64(e, page, &e) || e > end)
                        e = end;
                char *p = line + pos;
                maps_unescape(p);
                Mapping m = { .path = p, .dev = makedev(maj, min), .ino = ino };
                r = mapping_runs(pagemap, page, &m, s, e, pgoff + (s - start), fn, userdata);
                if (r < 0)
                        return r;
        }
        return 0;
}

/* The number after "key:" at the start of a line of text, in base; -EBADMSG when none. */
static int fdinfo_field(const char *text, const char *key, int base, unsigned long long *ret) {
        size_t n = strlen(key);
        char *end;

        for (const char *line = text; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
                if (strncmp(line, key, n) != 0 || line[n] != ':')
                        continue;
                const char *v = line + n + 1;
                v += strspn(v, " \t");
                /* strtoull() would take a sign and wrap it */
                if (*v < '0' || *v > '9')
                        return -EBADMSG;
                errno = 0;
                *ret = strtoull(v, &end, base);
                if (errno != 0 || (*end != '\n' && *end != 0))
                        return -EBADMSG;
                return 0;
        }
        return -EBADMSG;
}

int procmaps_fdinfo_parse(const char *text, uint64_t *ret_pos, unsigned *ret_flags) {
        unsigned long long pos, flags;

        if (fdinfo_field(text, "pos", 10, &pos) < 0 || fdinfo_field(text, "flags", 8, &flags) < 0 ||
            flags > UINT_MAX)
                return -EBADMSG;
        *ret_pos = pos;
        *ret_flags = (unsigned) flags;
        return 0;
}

int procmaps_fd_info(pid_t pid, int fd, uint64_t *ret_pos, unsigned *ret_flags) {
        char path[64], buf[512];

        snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", (int) pid, fd);
        int r = read_small_file_at(AT_FDCWD, path, buf, sizeof(buf));
        if (r < 0)
                return r;
        return procmaps_fdinfo_parse(buf, ret_pos, ret_flags);
}

int procmaps_fd_position(pid_t pid, int fd, uint64_t *ret) {
        unsigned flags;
        return procmaps_fd_info(pid, fd, ret, &flags);
}

int procmaps_stat_parse(const char *text, uint64_t *ret_majflt, char ret_comm[PROCMAPS_COMM_MAX]) {
        const char *open = strchr(text, '('), *close = strrchr(text, ')');
        uint64_t majflt, cmajflt;

        /* After "(comm)": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt */
        if (!open || !close || close < open ||
            sscanf(close + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %" SCNu64 " %" SCNu64, &majflt, &cmajflt) != 2)
                return -EBADMSG;
        *ret_majflt = majflt + cmajflt;
        if (ret_comm) {
                size_t n = MIN((size_t) (close - open - 1), (size_t) PROCMAPS_COMM_MAX - 1);
                memcpy(ret_comm, open + 1, n);
                ret_comm[n] = '\0';
        }
        return 0;
}
