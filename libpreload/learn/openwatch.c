/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Opens in marked directories through unprivileged fanotify (see openwatch.h). */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/fanotify.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

#include "cached-names.h"
#include "macro.h"
#include "openwatch.h"

#ifndef FAN_MARK_EVICTABLE
#define FAN_MARK_EVICTABLE 0x00000200 /* Linux 5.19: the mark does not pin the directory's inode */
#endif

/* Handles of the file systems this runs on are far smaller; MAX_HANDLE_SZ is the kernel's cap. */
#define HANDLE_BYTES_MAX 128u

typedef struct WatchedDir {
        int32_t fsid[2];
        int32_t handle_type;
        uint32_t handle_bytes;
        unsigned char handle[HANDLE_BYTES_MAX];
        char *path;
} WatchedDir;

struct OpenWatch {
        int fd; /* the fanotify group; -EBADF when detached */
        pid_t self; /* our own process: its opens are passed over */
        pthread_mutex_t lock;
        WatchedDir *dirs;
        size_t n_dirs;
};

static int watch_alloc(int fd, OpenWatch **ret) {
        OpenWatch *w = calloc(1, sizeof(*w));

        if (!w)
                return -ENOMEM;
        w->fd = fd;
        w->self = getpid();
        pthread_mutex_init(&w->lock, NULL);
        *ret = w;
        return 0;
}

int openwatch_new(OpenWatch **ret) {
        int fd = fanotify_init(FAN_CLASS_NOTIF | FAN_CLOEXEC | FAN_NONBLOCK | FAN_REPORT_DFID_NAME,
                               O_RDONLY | O_CLOEXEC | O_LARGEFILE);
        int r;

        if (fd < 0)
                return -errno;
        r = watch_alloc(fd, ret);
        if (r < 0)
                close(fd);
        return r;
}

int openwatch_new_detached(OpenWatch **ret) {
        return watch_alloc(-EBADF, ret);
}

OpenWatch *openwatch_free(OpenWatch *w) {
        if (!w)
                return NULL;
        if (w->fd >= 0)
                close(w->fd); /* the group's marks go with it */
        for (size_t i = 0; i < w->n_dirs; i++)
                free(w->dirs[i].path);
        free(w->dirs);
        pthread_mutex_destroy(&w->lock);
        free(w);
        return NULL;
}

size_t openwatch_n_dirs(const OpenWatch *w) {
        return w ? w->n_dirs : 0;
}

/* With w->lock held. */
static bool have_path(const OpenWatch *w, const char *dir) {
        for (size_t i = 0; i < w->n_dirs; i++)
                if (strcmp(w->dirs[i].path, dir) == 0)
                        return true;
        return false;
}

/* With w->lock held: appends, copying. */
static int dirs_append(OpenWatch *w, const WatchedDir *d) {
        WatchedDir *v;

        if (w->n_dirs >= OPENWATCH_DIRS_MAX)
                return -E2BIG;
        v = reallocarray(w->dirs, w->n_dirs + 1, sizeof(*v));
        if (!v)
                return -ENOMEM;
        w->dirs = v;
        w->dirs[w->n_dirs] = *d;
        if (!(w->dirs[w->n_dirs].path = strdup(d->path)))
                return -ENOMEM;
        w->n_dirs++;
        return 0;
}

int openwatch_add_handle(OpenWatch *w, const int32_t fsid[2], int32_t handle_type, const void *handle,
                         uint32_t handle_bytes, const char *dir) {
        WatchedDir d = { .fsid = { fsid[0], fsid[1] }, .handle_type = handle_type, .handle_bytes = handle_bytes,
                         .path = (char *) dir };
        int r;

        if (!dir || handle_bytes > HANDLE_BYTES_MAX)
                return -EINVAL;
        memcpy(d.handle, handle, handle_bytes);
        pthread_mutex_lock(&w->lock);
        if (have_path(w, dir))
                r = 0;
        else if ((r = dirs_append(w, &d)) >= 0)
                r = 1;
        pthread_mutex_unlock(&w->lock);
        return r;
}

static int add_dir(OpenWatch *w, const char *dir, bool cached_only) {
        _cleanup_close_ int fd = -EBADF;
        union {
                struct file_handle fh;
                unsigned char space[sizeof(struct file_handle) + HANDLE_BYTES_MAX];
        } h = { .fh.handle_bytes = HANDLE_BYTES_MAX };
        struct statfs sfs;
        int32_t fsid[2];
        int mount_id, r;

        if (!dir || dir[0] != '/')
                return -EINVAL;
        pthread_mutex_lock(&w->lock);
        r = have_path(w, dir) ? 0 : w->n_dirs >= OPENWATCH_DIRS_MAX ? -E2BIG : 1;
        pthread_mutex_unlock(&w->lock);
        if (r <= 0)
                return r;
        /* One walk of the path: the handle, the file system and the mark all from this fd (not
         * O_PATH: fanotify_mark() refuses one). */
        if (cached_only) {
                _cleanup_close_ int pfd = cached_open(AT_FDCWD, dir, O_DIRECTORY);
                if (pfd < 0)
                        return pfd;
                /* "." of a directory at hand: its inode is in memory, nothing to look up */
                fd = openat(pfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK);
        } else
                fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK);
        if (fd < 0)
                return -errno;
        if (name_to_handle_at(fd, "", &h.fh, &mount_id, AT_EMPTY_PATH) < 0 || fstatfs(fd, &sfs) < 0)
                return -errno;
        if (fanotify_mark(w->fd, FAN_MARK_ADD | FAN_MARK_EVICTABLE, FAN_OPEN | FAN_EVENT_ON_CHILD, fd, NULL) < 0 &&
            (errno != EINVAL ||
             fanotify_mark(w->fd, FAN_MARK_ADD, FAN_OPEN | FAN_EVENT_ON_CHILD, fd, NULL) < 0))
                return -errno;
        memcpy(fsid, &sfs.f_fsid, sizeof(fsid));
        return openwatch_add_handle(w, fsid, h.fh.handle_type, h.fh.f_handle, h.fh.handle_bytes, dir);
}

int openwatch_add_dir(OpenWatch *w, const char *dir) {
        return add_dir(w, dir, false);
}

int openwatch_add_dir_cached(OpenWatch *w, const char *dir) {
        return add_dir(w, dir, true);
}

/* With w->lock held: the marked directory of an event's handle, or NULL. */
static const char *dir_of(const OpenWatch *w, const int32_t fsid[2], int32_t type, const unsigned char *handle,
                          uint32_t bytes) {
        for (size_t i = 0; i < w->n_dirs; i++) {
                const WatchedDir *d = &w->dirs[i];
                if (d->fsid[0] == fsid[0] && d->fsid[1] == fsid[1] && d->handle_type == type &&
                    d->handle_bytes == bytes && memcmp(d->handle, handle, bytes) == 0)
                        return d->path;
        }
        return NULL;
}

/*
 * One info record of type DFID_NAME: fsid, a file handle, then a NUL-terminated name, all within
 * len bytes. Records are copied out field by field: a buffer need not be aligned for them.
 */
static int parse_dfid_name(OpenWatch *w, const unsigned char *p, size_t len, OpenWatchFn fn, void *userdata) {
        uint32_t bytes;
        int32_t fsid[2], type;
        size_t at = sizeof(struct fanotify_event_info_header), name_len;
        const char *name, *dir;
        int r = 0;

        if (len < at + sizeof(fsid) + sizeof(bytes) + sizeof(type))
                return -EBADMSG;
        memcpy(fsid, p + at, sizeof(fsid));
        at += sizeof(fsid);
        memcpy(&bytes, p + at, sizeof(bytes));
        memcpy(&type, p + at + sizeof(bytes), sizeof(type));
        at += sizeof(bytes) + sizeof(type);
        if (bytes > len - at)
                return -EBADMSG;
        name = (const char *) p + at + bytes;
        name_len = strnlen(name, len - at - bytes);
        if (name_len == len - at - bytes)
                return -EBADMSG; /* no NUL within the record */
        /* "." is the event of a directory itself (a subdirectory opened); no name of a file. */
        if (name_len == 0 || strcmp(name, ".") == 0 || strcmp(name, "..") == 0 || strchr(name, '/'))
                return 0;
        pthread_mutex_lock(&w->lock);
        dir = dir_of(w, fsid, type, p + at, bytes);
        if (dir)
                r = fn(dir, name, userdata);
        pthread_mutex_unlock(&w->lock);
        return r < 0 ? r : dir ? 1 : 0;
}

int openwatch_parse(OpenWatch *w, const void *buf, size_t n, OpenWatchFn fn, void *userdata) {
        const unsigned char *p = buf;
        int count = 0, r;

        while (n > 0) {
                struct fanotify_event_metadata m;

                if (n < sizeof(m))
                        return -EBADMSG;
                memcpy(&m, p, sizeof(m));
                if (m.vers != FANOTIFY_METADATA_VERSION || m.metadata_len < sizeof(m) ||
                    m.event_len < m.metadata_len || m.event_len > n)
                        return -EBADMSG;
                /* Our own opens (any thread's: without FAN_REPORT_TID the pid is the process's,
                 * and an unprivileged listener is still told its own) are the daemon planning or
                 * warming, never the launch: planning the files around a profile's on the disk
                 * opens a directory's other files, which would be learned whole. */
                if ((m.mask & FAN_OPEN) && !(m.mask & (FAN_ONDIR | FAN_Q_OVERFLOW)) && m.pid != w->self)
                        for (size_t at = m.metadata_len; at < m.event_len;) {
                                struct fanotify_event_info_header hdr;

                                if (m.event_len - at < sizeof(hdr))
                                        return -EBADMSG;
                                memcpy(&hdr, p + at, sizeof(hdr));
                                if (hdr.len < sizeof(hdr) || hdr.len > m.event_len - at)
                                        return -EBADMSG;
                                if (hdr.info_type == FAN_EVENT_INFO_TYPE_DFID_NAME) {
                                        r = parse_dfid_name(w, p + at, hdr.len, fn, userdata);
                                        if (r < 0)
                                                return r;
                                        count += r;
                                }
                                at += hdr.len;
                        }
                p += m.event_len;
                n -= m.event_len;
        }
        return count;
}

int openwatch_drain(OpenWatch *w, OpenWatchFn fn, void *userdata) {
        /* Aligned as the kernel writes records; 16 KiB holds a few hundred events. */
        union {
                struct fanotify_event_metadata m;
                unsigned char bytes[16384];
        } buf;
        int count = 0;

        if (w->fd < 0)
                return -EBADF;
        for (;;) {
                ssize_t n = read(w->fd, buf.bytes, sizeof(buf.bytes));
                int r;

                if (n < 0)
                        return errno == EAGAIN ? count : -errno;
                if (n == 0)
                        return count;
                r = openwatch_parse(w, buf.bytes, (size_t) n, fn, userdata);
                if (r < 0)
                        return r;
                count += r;
        }
}
