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
#include "sandbox-path.h"

typedef struct ObservedFile {
        char *path; /* the host's */
        dev_t dev;  /* the file's identity as stat() gave it when it was seen, when have_id */
        uint64_t ino;
        bool have_id;
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
        /* The process being looked at: its mount namespace, when not ours (sandbox-path.h). */
        SandboxPaths *sandbox;
        SandboxNs *ns;
        bool untranslatable; /* its paths have no host paths at all (its namespace unknown) */
        /* The last translation, which a mapping's next run (and the next mapping of the same
         * file) asks for again: their path and identity, and the host path (NULL: none). */
        char *memo_path, *memo_host;
        dev_t memo_dev, memo_id_dev;
        uint64_t memo_ino;
        /* Paths of sandboxes seen with no host path, each counted once (string_hash() | 1; 0: free). */
        uint64_t *untranslated;
        size_t n_untranslated, n_untranslated_slots;
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
        sandbox_paths_free(o->sandbox);
        free(o->memo_path);
        free(o->memo_host);
        free(o->untranslated);
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
 * range; the file's identity (st_dev, inode) when id_dev is not NULL. */
static int file_add(Observer *o, const char *path, const dev_t *id_dev, uint64_t ino, uint64_t offset,
                    uint64_t length, uint64_t touched_offset, uint64_t touched_length) {
        int r;

        if (!path_observable(path))
                return 0;
        ObservedFile *f = file_get(o, path);
        if (!f)
                return o->n_files >= OBSERVER_FILES_MAX ? 0 : -ENOMEM;
        /* The first identity stays: the profile takes the file only while it is still that one. */
        if (id_dev && !f->have_id) {
                f->dev = *id_dev;
                f->ino = ino;
                f->have_id = true;
        }
        r = ranges_add(&f->ranges, &f->n_ranges, &f->n_ranges_allocated, offset, end_of(offset, length),
                       RANGE_SOURCE_PROFILE);
        if (r < 0)
                return r;
        return ranges_add(&f->touched, &f->n_touched, &f->n_touched_allocated, touched_offset,
                          end_of(touched_offset, touched_length), RANGE_SOURCE_PROFILE);
}

/* Counts path, of a sandbox, as one without a host path (once). 0, or -ENOMEM. */
static int untranslated_add(Observer *o, const char *path) {
        uint64_t h = string_hash(path) | 1;
        size_t i;

        if (o->n_untranslated >= OBSERVER_FILES_MAX)
                return 0;
        if ((o->n_untranslated + 1) * 2 > o->n_untranslated_slots) {
                size_t n = o->n_untranslated_slots ? o->n_untranslated_slots * 2 : 64;
                uint64_t *v = calloc(n, sizeof(uint64_t));
                if (!v)
                        return -ENOMEM;
                for (size_t k = 0; k < o->n_untranslated_slots; k++)
                        if (o->untranslated[k]) {
                                for (i = o->untranslated[k] & (n - 1); v[i]; i = (i + 1) & (n - 1))
                                        ;
                                v[i] = o->untranslated[k];
                        }
                free(o->untranslated);
                o->untranslated = v;
                o->n_untranslated_slots = n;
        }
        size_t mask = o->n_untranslated_slots - 1;
        for (i = h & mask; o->untranslated[i]; i = (i + 1) & mask)
                if (o->untranslated[i] == h)
                        return 0;
        o->untranslated[i] = h;
        o->n_untranslated++;
        return 0;
}

/*
 * The host path of path, named by the process looked at in its own namespace, with the file's
 * identity (dev, ino as it names them): 1 with *ret_host (the observer's, valid until the next
 * call) and its st_dev, 0 when it has none (counted), -ENOMEM.
 */
static int translate(Observer *o, const char *path, dev_t dev, uint64_t ino, const char **ret_host,
                     dev_t *ret_dev) {
        char *host = NULL;
        dev_t id_dev = 0;
        int r = 0;

        if (!(o->memo_path && strcmp(o->memo_path, path) == 0 && o->memo_dev == dev && o->memo_ino == ino)) {
                if (o->ns) {
                        r = sandbox_paths_translate(o->sandbox, o->ns, path, dev, ino, &host, &id_dev);
                        if (r < 0)
                                return r;
                }
                free(o->memo_path);
                free(o->memo_host);
                o->memo_host = host;
                o->memo_id_dev = id_dev;
                o->memo_dev = dev;
                o->memo_ino = ino;
                o->memo_path = strdup(path);
                if (!o->memo_path)
                        return -ENOMEM;
        }
        if (!o->memo_host)
                return untranslated_add(o, path);
        *ret_host = o->memo_host;
        *ret_dev = o->memo_id_dev;
        return 1;
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
        const char *host = path;
        dev_t id_dev = 0;
        int r;

        if (!path_observable(path))
                return 0;
        if (o->ns || o->untranslatable) {
                r = translate(o, path, dev, ino, &host, &id_dev);
                if (r <= 0)
                        return r;
        }
        uint64_t half = read_around_bytes(o, host, dev) / 2, start = offset > half ? offset - half : 0;
        uint64_t end = end_of(offset, MAX(length, half));

        /* A path of our own namespace is ours as it is: its identity as /proc/PID/maps names it
         * need not be stat()'s (btrfs, overlayfs), so none is kept. */
        return file_add(o, host, host != path ? &id_dev : NULL, ino, start, end - start, offset, length);
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
                const char *host = target;
                dev_t id_dev = st.st_dev;
                if (o->ns || o->untranslatable) {
                        r = translate(o, target, st.st_dev, (uint64_t) st.st_ino, &host, &id_dev);
                        if (r <= 0)
                                continue;
                }
                /* read() through this fd: touched, as far as it went; the file stat() saw through
                 * the descriptor is the one the profile may take */
                r = file_add(o, host, &id_dev, (uint64_t) st.st_ino, 0, MIN(pos, (uint64_t) st.st_size), 0,
                             MIN(pos, (uint64_t) st.st_size));
        }
        closedir(d);
        return r;
}

/* Which paths pid names: ours (o->ns NULL), those of a namespace of its own (o->ns), or none
 * that can be told (o->untranslatable). 0, -ESRCH, -ENOMEM. */
static int snapshot_namespace(Observer *o, pid_t pid) {
        int r;

        o->ns = NULL;
        o->untranslatable = false;
        o->memo_path = mfree(o->memo_path);
        o->memo_host = mfree(o->memo_host);
        if (!o->sandbox && (r = sandbox_paths_new(&o->sandbox)) < 0)
                return r;
        r = sandbox_paths_namespace(o->sandbox, pid, &o->ns);
        if (r == -ESRCH || r == -ENOMEM)
                return r;
        /* Past the namespaces kept, or a table that cannot be read: what it names has no host
         * path that could be checked. (Another user's process: neither can its maps be read.) */
        o->untranslatable = r < 0;
        return 0;
}

int observer_snapshot(Observer *o, pid_t pid) {
        int r = snapshot_namespace(o, pid);
        if (r < 0)
                return r;
        r = procmaps_walk(pid, 0, UINT64_MAX, &o->maps, on_run, o);
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

size_t observer_n_untranslated(const Observer *o) {
        return o->n_untranslated;
}

uint64_t observer_bytes(const Observer *o) {
        uint64_t sum = 0;
        for (size_t i = 0; i < o->n_files; i++)
                sum += ranges_bytes(o->files[i].ranges, o->files[i].n_ranges);
        return sum;
}

int observer_to_profile_counted(const Observer *o, const char *name, Profile **ret, size_t *ret_skipped) {
        Profile *p = NULL;
        size_t skipped = 0;
        int r;

        r = profile_new(name, &p);
        if (r < 0)
                return r;
        for (size_t i = 0; i < o->n_files; i++) {
                const ObservedFile *f = &o->files[i];
                ProfileFingerprint id;
                ProfileFile *pf;

                if (f->n_ranges == 0 && !f->opened)
                        continue;
                /* Gone, or another file there now than the one seen: nothing of it was read. */
                if (profile_fingerprint_path(f->path, &id) < 0 ||
                    (f->have_id && (id.dev != f->dev || id.ino != f->ino))) {
                        skipped++;
                        continue;
                }
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
        if (ret_skipped)
                *ret_skipped = skipped;
        return 0;
}

int observer_to_profile(const Observer *o, const char *name, Profile **ret) {
        return observer_to_profile_counted(o, name, ret, NULL);
}
