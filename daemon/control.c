/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Control socket server: listening, accepting the peers control-peer.c admits, and the connections'
 * lifetime (references, idle timeout, the connection limit); their streams are control-frame.c's. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "control-internal.h"
#include "log.h"
#include "macro.h"
#include "time-util.h"

static void control_update_accept(Control *c);

ControlConnection *control_connection_ref(ControlConnection *c) {
        if (c)
                c->n_ref++;
        return c;
}

/* Connections allocated and not yet freed, over every Control of the process. */
static unsigned n_connections_live;

ControlConnection *control_connection_unref(ControlConnection *c) {
        if (!c || --c->n_ref > 0)
                return NULL;
        protocol_framer_done(&c->in);
        free(c->out);
        free(c);
        /* The last client is gone: give back what a burst of them took. glibc keeps freed heap
         * otherwise, and a daemon that runs all day should not sit on its peak. */
        if (--n_connections_live == 0)
                (void) malloc_trim(0);
        return NULL;
}

pid_t control_connection_peer_pid(const ControlConnection *c) {
        return c->peer.pid;
}

bool control_connection_is_gone(const ControlConnection *c) {
        return c->gone;
}

void control_connection_close(ControlConnection *c) {
        Control *ctl = c->control;

        if (c->gone)
                return;
        c->gone = true;
        c->io = sd_event_source_disable_unref(c->io);
        c->defer = sd_event_source_disable_unref(c->defer);
        c->idle = sd_event_source_disable_unref(c->idle);
        c->fd = safe_close(c->fd);
        if (ctl) {
                ctl->out_total -= c->out_alloc;
                free(c->out);
                c->out = NULL;
                c->out_len = c->out_alloc = 0;
                if (c->prev)
                        c->prev->next = c->next;
                else
                        ctl->connections = c->next;
                if (c->next)
                        c->next->prev = c->prev;
                c->prev = c->next = NULL;
                c->control = NULL;
                ctl->n_connections--;
                control_update_accept(ctl);
        }
        /* the list's reference */
        control_connection_unref(c);
}

static int on_idle(sd_event_source *s, uint64_t usec, void *userdata) {
        ControlConnection *c = userdata;

        log_debug("control: peer %d idle for %" PRIu64 " s, disconnecting", (int) c->peer.pid,
                  c->control ? c->control->limits.idle_usec / 1000000u : 0);
        control_connection_ref(c);
        control_connection_close(c);
        control_connection_unref(c);
        return 0;
}

/* A connection with a call in progress is never idle: a warm it waits for may take minutes. Bytes
 * alone are no progress, so a peer cannot keep a slot by trickling a call one byte a minute. */
void control_connection_touch(ControlConnection *c) {
        Control *ctl = c->control;

        if (c->gone || !ctl)
                return;
        c->active_usec = now_usec(CLOCK_MONOTONIC);
        if (c->pending) {
                if (c->idle)
                        (void) sd_event_source_set_enabled(c->idle, SD_EVENT_OFF);
                return;
        }
        if (!c->idle) {
                if (sd_event_add_time_relative(ctl->event, &c->idle, CLOCK_MONOTONIC, ctl->limits.idle_usec, 0,
                                               on_idle, c) < 0)
                        c->idle = NULL;
                return;
        }
        (void) sd_event_source_set_time_relative(c->idle, ctl->limits.idle_usec);
        (void) sd_event_source_set_enabled(c->idle, SD_EVENT_ONESHOT);
}

/* The connection quiet for longest with no call in progress, or NULL. */
static ControlConnection *control_most_idle(Control *ctl) {
        ControlConnection *best = NULL;

        for (ControlConnection *i = ctl->connections; i; i = i->next)
                if (!i->pending && (!best || i->active_usec < best->active_usec))
                        best = i;
        return best;
}

/* Accepting stops at the connection limit only while every connection has a call in progress;
 * otherwise a new peer takes the slot of the one quiet for longest (on_accept), so idle peers
 * cannot lock everyone out. */
static void control_update_accept(Control *c) {
        bool room = c->n_connections < c->limits.connections_max || control_most_idle(c);

        if (!c->listen_source || c->retry_source)
                return;
        (void) sd_event_source_set_enabled(c->listen_source, room ? SD_EVENT_ON : SD_EVENT_OFF);
}

static int on_retry(sd_event_source *s, uint64_t usec, void *userdata) {
        Control *c = userdata;

        c->retry_source = sd_event_source_disable_unref(c->retry_source);
        control_update_accept(c);
        return 0;
}

static int on_accept(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        Control *ctl = userdata;
        _cleanup_close_ int cfd = -EBADF;
        ControlConnection *c;
        struct ucred cred;
        int r;

        cfd = accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (cfd < 0) {
                if (errno == EAGAIN || errno == EINTR || errno == ECONNABORTED)
                        return 0;
                log_warning("control: accept failed: %s", strerror(errno));
                /* Out of fds (or worse): pause accepting instead of spinning on a readable socket. */
                (void) sd_event_source_set_enabled(ctl->listen_source, SD_EVENT_OFF);
                if (!ctl->retry_source)
                        (void) sd_event_add_time_relative(ctl->event, &ctl->retry_source, CLOCK_MONOTONIC,
                                                          1000000, 0, on_retry, ctl);
                return 0;
        }
        if (!control_peer_admit(ctl, cfd, &cred))
                return 0;

        if (ctl->n_connections >= ctl->limits.connections_max) {
                ControlConnection *quiet = control_most_idle(ctl);
                if (!quiet)
                        return 0; /* every slot has a call in progress: this peer is turned away */
                log_debug("control: connection limit reached, disconnecting peer %d, the longest idle",
                          (int) quiet->peer.pid);
                control_connection_close(quiet);
        }

        c = calloc(1, sizeof(*c));
        if (!c)
                return 0;
        n_connections_live++;
        c->n_ref = 1;
        c->peer = cred;
        protocol_framer_init(&c->in, PROTOCOL_CALL_MAX);
        r = sd_event_add_io(ctl->event, &c->io, cfd, EPOLLIN, control_frame_on_io, c);
        if (r >= 0)
                r = sd_event_source_set_priority(c->io, CONTROL_PRIORITY_FRESH);
        if (r < 0) {
                log_warning("control: cannot watch connection: %s", strerror(-r));
                control_connection_unref(c);
                return 0;
        }
        c->fd = TAKE_FD(cfd);
        c->control = ctl;
        c->next = ctl->connections;
        if (c->next)
                c->next->prev = c;
        ctl->connections = c;
        ctl->n_connections++;
        control_connection_touch(c);
        control_update_accept(ctl);
        return 0;
}

int control_new(sd_event *event, int listen_fd, uid_t uid, const ControlVTable *vtable, void *userdata,
                Control **ret) {
        Control *c;
        int r;

        c = calloc(1, sizeof(*c));
        if (!c) {
                safe_close(listen_fd);
                return -ENOMEM;
        }
        c->event = sd_event_ref(event);
        c->listen_fd = listen_fd;
        c->uid = uid;
        r = control_peer_groups_own(&c->groups, &c->n_groups);
        if (r < 0) {
                control_free(c);
                return r;
        }
        c->vtable = *vtable;
        c->userdata = userdata;
        c->limits = (ControlLimits) CONTROL_LIMITS_DEFAULT;
        /* Sockets handed over by systemd may be blocking; accept must never block the loop. */
        (void) fcntl(listen_fd, F_SETFL, fcntl(listen_fd, F_GETFL) | O_NONBLOCK);
        r = sd_event_add_io(event, &c->listen_source, listen_fd, EPOLLIN, on_accept, c);
        /* Accepting is cheap and bounded (connections_max): before the established peers' work. */
        if (r >= 0)
                r = sd_event_source_set_priority(c->listen_source, CONTROL_PRIORITY_FRESH);
        if (r < 0) {
                control_free(c);
                return r;
        }
        *ret = c;
        return 0;
}

Control *control_free(Control *c) {
        if (!c)
                return NULL;
        while (c->connections)
                control_connection_close(c->connections);
        c->listen_source = sd_event_source_disable_unref(c->listen_source);
        c->retry_source = sd_event_source_disable_unref(c->retry_source);
        safe_close(c->listen_fd);
        sd_event_unref(c->event);
        free(c->groups);
        free(c);
        return NULL;
}

unsigned control_n_connections(const Control *c) {
        return c->n_connections;
}

size_t control_output_bytes(const Control *c) {
        return c->out_total;
}

void control_set_limits(Control *c, const ControlLimits *limits) {
        c->limits = *limits;
        control_update_accept(c);
}

int control_listen_path(const char *path, int *ret_fd) {
        _cleanup_close_ int fd = -EBADF;
        _cleanup_free_ char *dir = NULL;
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        struct stat st;
        char *slash;
        mode_t old_umask;
        int r;

        if (strlen(path) >= sizeof(sa.sun_path))
                return -ENAMETOOLONG;
        if (path[0] != '/')
                return -EINVAL;
        memcpy(sa.sun_path, path, strlen(path) + 1);

        dir = strdup(path);
        if (!dir)
                return -ENOMEM;
        slash = strrchr(dir, '/');
        if (slash != dir) {
                *slash = '\0';
                if (mkdir(dir, 0700) < 0 && errno != EEXIST)
                        return -errno;
                if (lstat(dir, &st) < 0)
                        return -errno;
                if (!S_ISDIR(st.st_mode) || st.st_uid != geteuid())
                        return -EPERM;
                /* Our own directory with loose permissions (say, created by a unit without
                 * DirectoryMode=): tighten it rather than serve through it. */
                if ((st.st_mode & 077) != 0 && chmod(dir, 0700) < 0)
                        return -errno;
        }

        fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
        if (fd < 0)
                return -errno;

        if (lstat(path, &st) == 0) {
                _cleanup_close_ int probe = -EBADF;

                if (!S_ISSOCK(st.st_mode))
                        return -EEXIST;
                /* A socket someone still answers on belongs to a running daemon. */
                probe = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
                if (probe < 0)
                        return -errno;
                if (connect(probe, (struct sockaddr *) &sa, sizeof(sa)) == 0)
                        return -EADDRINUSE;
                if (unlink(path) < 0 && errno != ENOENT)
                        return -errno;
        }

        old_umask = umask(0177);
        r = bind(fd, (struct sockaddr *) &sa, sizeof(sa));
        umask(old_umask);
        if (r < 0)
                return -errno;
        if (listen(fd, SOMAXCONN) < 0) {
                r = -errno;
                (void) unlink(path);
                return r;
        }
        *ret_fd = TAKE_FD(fd);
        return 0;
}
