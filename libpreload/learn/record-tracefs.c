/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The privileged addition to a recording: page-cache insertions from a private tracefs instance. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "device-lookup.h"
#include "macro.h"
#include "record-internal.h"

#ifndef TRACEFS_MAGIC
#define TRACEFS_MAGIC 0x74726163
#endif
/* Per-CPU trace buffer: one insertion event takes about 40 bytes, so this holds ~400k of them. */
#define TRACE_BUFFER_KB "16384"
#define TRACE_EVENT "events/filemap/mm_filemap_add_to_page_cache/enable"

static int write_string(const char *dir, const char *file, const char *value) {
        char path[PATH_MAX];
        if ((size_t) snprintf(path, sizeof(path), "%s/%s", dir, file) >= sizeof(path))
                return -ENAMETOOLONG;
        _cleanup_close_ int fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY);
        if (fd < 0)
                return -errno;
        size_t n = strlen(value);
        if (write(fd, value, n) != (ssize_t) n)
                return errno > 0 ? -errno : -EIO;
        return 0;
}

static bool is_tracefs(const char *path) {
        struct statfs sfs;
        return statfs(path, &sfs) == 0 && (uint64_t) sfs.f_type == TRACEFS_MAGIC;
}

/* Instances of recorders that died without removing theirs hold trace buffers: remove them. */
static void tracefs_remove_stale(const char *root) {
        char path[PATH_MAX];
        snprintf(path, sizeof(path), "%s/instances", root);
        DIR *d = opendir(path);
        struct dirent *de;
        if (!d)
                return;
        while ((de = readdir(d))) {
                int pid;
                unsigned n;
                char end;
                if (sscanf(de->d_name, "preload-record-%d-%u%c", &pid, &n, &end) != 2 || pid <= 0 ||
                    pid == getpid() || kill(pid, 0) == 0 || errno != ESRCH)
                        continue;
                snprintf(path, sizeof(path), "%s/instances/%s", root, de->d_name);
                (void) rmdir(path);
        }
        closedir(d);
}

/* A private instance, so that our events and settings never touch anyone else's tracing. */
int record_tracefs_create(const char *root, char **ret_instance) {
        static const char *const roots[] = { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" };
        const char *use = NULL;

        if (root)
                use = is_tracefs(root) ? root : NULL;
        else
                for (size_t i = 0; i < ELEMENTSOF(roots) && !use; i++)
                        if (is_tracefs(roots[i]))
                                use = roots[i];
        if (!use)
                return -EOPNOTSUPP;
        tracefs_remove_stale(use);

        for (unsigned n = 0; n < 100; n++) {
                char *inst;
                if (asprintf(&inst, "%s/instances/preload-record-%d-%u", use, (int) getpid(), n) < 0)
                        return -ENOMEM;
                if (mkdir(inst, 0700) == 0) {
                        int r = write_string(inst, "buffer_size_kb", TRACE_BUFFER_KB);
                        if (r >= 0)
                                r = write_string(inst, "options/event-fork", "1");
                        if (r < 0) {
                                (void) rmdir(inst);
                                free(inst);
                                return r;
                        }
                        *ret_instance = inst;
                        return 0;
                }
                int e = errno;
                free(inst);
                if (e != EEXIST)
                        return e == EACCES ? -EPERM : -e;
        }
        return -EEXIST;
}

int record_tracefs_start(const char *inst, pid_t pid) {
        char buf[32];
        snprintf(buf, sizeof(buf), "%d", (int) pid);
        int r = write_string(inst, "set_event_pid", buf);
        if (r < 0)
                return r;
        return write_string(inst, TRACE_EVENT, "1");
}

void record_tracefs_destroy(char *inst) {
        if (!inst)
                return;
        (void) write_string(inst, TRACE_EVENT, "0");
        (void) rmdir(inst);
        free(inst);
}

typedef struct InodeKey {
        unsigned major, minor;
        uint64_t ino;
        size_t file;
} InodeKey;

static int inode_key_cmp(const void *a, const void *b) {
        const InodeKey *x = a, *y = b;
        if (x->ino != y->ino)
                return x->ino < y->ino ? -1 : 1;
        if (x->major != y->major)
                return x->major < y->major ? -1 : 1;
        return x->minor < y->minor ? -1 : x->minor > y->minor;
}

/* The file an insertion event is about: exact device and inode, or the only file with that inode
 * (on btrfs and overlayfs, stat() and the page cache disagree about the device). */
static size_t inode_lookup(const InodeKey *keys, size_t n, unsigned major, unsigned minor, uint64_t ino) {
        size_t lo = 0, hi = n;
        while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                if (keys[mid].ino < ino)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        size_t first = lo, count = 0, found = SIZE_MAX;
        for (size_t i = first; i < n && keys[i].ino == ino; i++, count++)
                if (keys[i].major == major && keys[i].minor == minor)
                        return keys[i].file;
                else
                        found = keys[i].file;
        return count == 1 ? found : SIZE_MAX;
}

static void trace_line(Recorder *rec, const InodeKey *keys, size_t n_keys, const char *line) {
        const char *ev = strstr(line, "mm_filemap_add_to_page_cache: ");
        unsigned major, minor, order;
        uint64_t ino, ofs;
        char *e;

        if (!ev)
                return;
        const char *d = strstr(ev, "dev "), *i = strstr(ev, " ino "), *o = strstr(ev, " ofs="),
                   *r = strstr(ev, " order=");
        if (!d || !i || !o || !r || sscanf(d, "dev %u:%u", &major, &minor) != 2)
                return;
        errno = 0;
        ino = strtoull(i + 5, &e, 16);
        if (errno != 0 || e == i + 5)
                return;
        ofs = strtoull(o + 5, &e, 10);
        if (errno != 0 || e == o + 5)
                return;
        order = (unsigned) strtoul(r + 7, &e, 10);
        if (errno != 0 || e == r + 7 || order > 20)
                return;
        size_t idx = inode_lookup(keys, n_keys, major, minor, ino);
        if (idx == SIZE_MAX) {
                rec->stats.n_trace_unattributed++;
                return;
        }
        uint64_t len = rec->page << order;
        rec->stats.trace_bytes += len;
        /* In the page cache, not necessarily touched: a range, not touched bytes. */
        recorder_file_add_range(rec, idx, ofs, len);
}

static uint64_t trace_lost(const char *inst) {
        char path[PATH_MAX];
        uint64_t lost = 0;

        for (unsigned cpu = 0; cpu < 4096; cpu++) {
                snprintf(path, sizeof(path), "%s/per_cpu/cpu%u/stats", inst, cpu);
                FILE *f = fopen(path, "re");
                if (!f)
                        break;
                char line[256];
                while (fgets(line, sizeof(line), f))
                        if (strncmp(line, "overrun: ", 9) == 0)
                                lost += strtoull(line + 9, NULL, 10);
                fclose(f);
        }
        return lost;
}

/* Reads the instance's buffer once everything ran and adds each insertion to its file. */
void record_tracefs_collect(Recorder *rec, const char *inst) {
        _cleanup_free_ InodeKey *keys = NULL;
        size_t n_keys = 0;
        char path[PATH_MAX];

        (void) write_string(inst, TRACE_EVENT, "0");
        keys = calloc(rec->files.n ? rec->files.n : 1, sizeof(InodeKey));
        if (!keys) {
                recorder_fail(rec, -ENOMEM);
                return;
        }
        for (size_t i = 0; i < rec->files.n; i++) {
                struct stat st;
                DeviceLookup l;
                if (rec->files.entries[i].skip || stat(rec->files.entries[i].path, &st) < 0)
                        continue;
                /* The events name a file by its super block's device: btrfs's is not st_dev. */
                if (device_lookup(NULL, AT_FDCWD, rec->files.entries[i].path, st.st_dev, &l) < 0)
                        l.sb_dev = st.st_dev;
                keys[n_keys++] = (InodeKey) { major(l.sb_dev), minor(l.sb_dev), (uint64_t) st.st_ino, i };
        }
        qsort(keys, n_keys, sizeof(InodeKey), inode_key_cmp);

        snprintf(path, sizeof(path), "%s/trace", inst);
        FILE *f = fopen(path, "re");
        if (!f)
                return;
        char line[1024];
        while (fgets(line, sizeof(line), f))
                if (line[0] != '#')
                        trace_line(rec, keys, n_keys, line);
        fclose(f);
        rec->stats.n_trace_lost = trace_lost(inst);
}
