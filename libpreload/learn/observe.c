/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Observing a launch from /proc: mapped and touched pages, open files (see observe.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cgroup.h"
#include "device.h"
#include "device-lookup.h"
#include "fileio.h"
#include "macro.h"
#include "observe.h"
#include "plan.h"
#include "procmaps.h"

typedef struct ObservedFile {
        char *path;
        Range *ranges; /* touched, and the read-around of it */
        size_t n_ranges;
        size_t n_ranges_allocated;
        Range *touched; /* pages present in page tables, bytes up to a file position */
        size_t n_touched;
        size_t n_touched_allocated;
        bool opened; /* seen opened (openwatch.h), what it read unknown */
} ObservedFile;

/* Devices whose read-around window is known, at most; past that it is read each time. */
#define OBSERVER_DEVICES_MAX 16u

struct Observer {
        struct {
                dev_t dev;
                uint64_t bytes;
        } read_around[OBSERVER_DEVICES_MAX];
        size_t n_read_around;
        ObservedFile *files; /* first-seen order */
        size_t n_files;
        size_t n_allocated;
        size_t *slots; /* open addressing over files, index + 1; 0: free */
        size_t n_slots;
        ProcMapsBuffer maps;
};

int observer_new(Observer **ret) {
        Observer *o = calloc(1, sizeof(*o));
        if (!o)
                return -ENOMEM;
        *ret = o;
        return 0;
}

Observer *observer_free(Observer *o) {
        if (!o)
                return NULL;
        for (size_t i = 0; i < o->n_files; i++) {
                free(o->files[i].path);
                free(o->files[i].ranges);
                free(o->files[i].touched);
        }
        free(o->files);
        free(o->slots);
        free(o->maps.data);
        free(o);
        return NULL;
}

static size_t *slot_find(const Observer *o, const char *path) {
        for (size_t i = string_hash(path) & (o->n_slots - 1);; i = (i + 1) & (o->n_slots - 1))
                if (o->slots[i] == 0 || strcmp(o->files[o->slots[i] - 1].path, path) == 0)
                        return &o->slots[i];
}

static int slots_grow(Observer *o) {
        size_t n = o->n_slots ? o->n_slots * 2 : 256;
        size_t *old = o->slots, n_old = o->n_slots;

        o->slots = calloc(n, sizeof(size_t));
        if (!o->slots) {
                o->slots = old;
                return -ENOMEM;
        }
        o->n_slots = n;
        for (size_t i = 0; i < n_old; i++)
                if (old[i])
                        *slot_find(o, o->files[old[i] - 1].path) = old[i];
        free(old);
        return 0;
}

/* The entry for path, added at the end when new; NULL past OBSERVER_FILES_MAX or without memory. */
static ObservedFile *file_get(Observer *o, const char *path) {
        if ((o->n_files + 1) * 2 > o->n_slots && slots_grow(o) < 0)
                return NULL;
        size_t *slot = slot_find(o, path);
        if (*slot)
                return &o->files[*slot - 1];
        if (o->n_files >= OBSERVER_FILES_MAX)
                return NULL;
        if (o->n_files == o->n_allocated) {
                size_t n = o->n_allocated ? o->n_allocated * 2 : 64;
                ObservedFile *v = reallocarray(o->files, n, sizeof(*v));
                if (!v)
                        return NULL;
                o->files = v;
                o->n_allocated = n;
        }
        ObservedFile *f = &o->files[o->n_files];
        *f = (ObservedFile) { .path = strdup(path) };
        if (!f->path)
                return NULL;
        *slot = ++o->n_files;
        return f;
}

/* Pseudo files, devices, deleted files: nothing a warm could read. */
static bool path_observable(const char *path) {
        size_t n = strlen(path);
        return path[0] == '/' && strncmp(path, "/proc/", 6) != 0 && strncmp(path, "/sys/", 5) != 0 &&
               strncmp(path, "/dev/", 5) != 0 && !(n > 10 && strcmp(path + n - 10, " (deleted)") == 0);
}

static uint64_t end_of(uint64_t offset, uint64_t length) {
        uint64_t end;
        return __builtin_add_overflow(offset, length, &end) ? UINT64_MAX : end;
}

/* Adds [touched_offset, + touched_length) as touched, and [offset, + length), which holds it, as
 * range. */
static int file_add(Observer *o, const char *path, uint64_t offset, uint64_t length, uint64_t touched_offset,
                    uint64_t touched_length) {
        int r;

        if (!path_observable(path))
                return 0;
        ObservedFile *f = file_get(o, path);
        if (!f)
                return o->n_files >= OBSERVER_FILES_MAX ? 0 : -ENOMEM;
        r = ranges_add(&f->ranges, &f->n_ranges, &f->n_ranges_allocated, offset, end_of(offset, length),
                       RANGE_SOURCE_PROFILE);
        if (r < 0)
                return r;
        return ranges_add(&f->touched, &f->n_touched, &f->n_touched_allocated, touched_offset,
                          end_of(touched_offset, touched_length), RANGE_SOURCE_PROFILE);
}

/* The window a page fault on a cold file reads around the page: the device's read-ahead size
 * (its bdi's), at most OBSERVER_READ_AROUND_MAX; the kernel's default where none is known (a file
 * system on no block device of its own). */
static uint64_t read_around_bytes(Observer *o, const char *path, dev_t dev) {
        DeviceInfo d;
        uint64_t bytes = OBSERVER_READ_AROUND_DEFAULT;

        for (size_t i = 0; i < o->n_read_around; i++)
                if (o->read_around[i].dev == dev)
                        return o->read_around[i].bytes;
        if (device_info_for_file(NULL, AT_FDCWD, path, dev, &d) >= 0 && d.read_ahead_bytes > 0)
                bytes = MIN(d.read_ahead_bytes, OBSERVER_READ_AROUND_MAX);
        if (o->n_read_around < OBSERVER_DEVICES_MAX) {
                o->read_around[o->n_read_around].dev = dev;
                o->read_around[o->n_read_around++].bytes = bytes;
        }
        return bytes;
}

/*
 * A run of touched pages of a file mapping. A cold start read more than these: its first fault in
 * the run read the window around the page (filemap's read-around: half the read-ahead size before
 * it, half after), and touching on read on ahead. Those bytes are what the start waited for, so
 * the profile takes them too: what the run's first page's window adds before and after it. The
 * run itself is what the launch touched: kept apart, for a warm that reads only that.
 */
static int on_run(const char *path, dev_t dev, uint64_t ino, uint64_t offset, uint64_t length, void *userdata) {
        Observer *o = userdata;
        uint64_t half = read_around_bytes(o, path, dev) / 2, start = offset > half ? offset - half : 0;
        uint64_t end = end_of(offset, MAX(length, half));

        return file_add(o, path, start, end - start, offset, length);
}

/* Open regular files: read from the start up to their position, as sequential reads leave them.
 * Not those open for writing only: a log the program appends to (its output redirected, say) is
 * nothing a start reads. */
static int snapshot_fds(Observer *o, pid_t pid) {
        char dir[64];
        struct dirent *de;
        size_t seen = 0;
        int r = 0;

        snprintf(dir, sizeof(dir), "/proc/%d/fd", (int) pid);
        DIR *d = opendir(dir);
        if (!d)
                return errno == ENOENT ? -ESRCH : 0; /* another user's process: nothing to see */
        while ((de = readdir(d)) && seen < OBSERVER_FDS_MAX && r >= 0) {
                char link[320], target[PATH_MAX];
                struct stat st;
                uint64_t pos;
                unsigned flags;

                if (de->d_name[0] == '.')
                        continue;
                seen++;
                snprintf(link, sizeof(link), "%s/%s", dir, de->d_name);
                ssize_t n = readlink(link, target, sizeof(target) - 1);
                if (n <= 0)
                        continue;
                target[n] = 0;
                if (!path_observable(target) || stat(link, &st) < 0 || !S_ISREG(st.st_mode))
                        continue;
                if (procmaps_fd_info(pid, atoi(de->d_name), &pos, &flags) < 0 || pos == 0 ||
                    (flags & O_ACCMODE) == O_WRONLY)
                        continue;
                /* read() through this fd: touched, as far as it went */
                r = file_add(o, target, 0, MIN(pos, (uint64_t) st.st_size), 0, MIN(pos, (uint64_t) st.st_size));
        }
        closedir(d);
        return r;
}

int observer_snapshot(Observer *o, pid_t pid) {
        int r = procmaps_walk(pid, 0, UINT64_MAX, &o->maps, on_run, o);
        if (r == -ENOENT)
                return -ESRCH;
        if (r == -ENOMEM)
                return r;
        /* maps of another user's process (-EACCES): still look at what can be seen */
        return snapshot_fds(o, pid);
}

int observer_snapshot_cgroup(Observer *o, const char *cgroup_dir) {
        pid_t pids[CGROUP_PROCS_MAX];
        int n = cgroup_procs_read(cgroup_dir, pids, ELEMENTSOF(pids));

        if (n < 0)
                return n;
        for (int i = 0; i < n; i++) {
                int r = observer_snapshot(o, pids[i]);
                if (r == -ENOMEM)
                        return r;
        }
        return n;
}

int observer_add_opened(Observer *o, const char *path) {
        ObservedFile *f;

        if (!path_observable(path))
                return 0;
        f = file_get(o, path);
        if (!f)
                return o->n_files >= OBSERVER_FILES_MAX ? 0 : -ENOMEM;
        f->opened = true;
        return 0;
}

size_t observer_n_files(const Observer *o) {
        return o->n_files;
}

uint64_t observer_bytes(const Observer *o) {
        uint64_t sum = 0;
        for (size_t i = 0; i < o->n_files; i++)
                sum += ranges_bytes(o->files[i].ranges, o->files[i].n_ranges);
        return sum;
}

int observer_to_profile(const Observer *o, const char *name, Profile **ret) {
        Profile *p = NULL;
        int r;

        r = profile_new(name, &p);
        if (r < 0)
                return r;
        for (size_t i = 0; i < o->n_files; i++) {
                const ObservedFile *f = &o->files[i];
                ProfileFingerprint id;
                ProfileFile *pf;

                if ((f->n_ranges == 0 && !f->opened) || profile_fingerprint_path(f->path, &id) < 0)
                        continue;
                r = profile_add_file(p, f->path, &id, &pf);
                for (size_t k = 0; r >= 0 && k < f->n_ranges; k++)
                        r = profile_file_add_range(pf, f->ranges[k].offset, f->ranges[k].length);
                for (size_t k = 0; r >= 0 && k < f->n_touched; k++)
                        r = profile_file_add_touched(pf, f->touched[k].offset, f->touched[k].length);
                /* Only seen opened: a small file was read whole, a large one at least its head; read,
                 * so touched. */
                if (r >= 0 && f->n_ranges == 0 && id.size > 0)
                        r = profile_file_add_touched(pf, 0, id.size <= OBSERVER_OPENED_BYTES_MAX ? id.size
                                                                                                  : OBSERVER_OPENED_HEAD_BYTES);
                if (r < 0 && r != -EEXIST) {
                        profile_free(p);
                        return r;
                }
        }
        *ret = p;
        return 0;
}
