/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Control socket server: accept, peer uid and group check, framing, dispatch, ordered replies,
 * backpressure. */
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "control.h"
#include "log.h"
#include "macro.h"

int log_max_level = 6;

#define READ_CHUNK 65536u
/* Reads per wake-up before yielding to other connections. */
#define READS_PER_EVENT 16
/* Refused peers logged per interval; the rest are counted and summed up once. */
#define REFUSALS_LOGGED 10u
#define REFUSALS_INTERVAL_USEC (10u * 1000000u)

struct Control {
        sd_event *event;
        sd_event_source *listen_source;
        sd_event_source *retry_source; /* re-enables accepting after EMFILE */
        int listen_fd;
        uid_t uid;
        gid_t *groups; /* ours: the effective gid and the supplementary groups */
        size_t n_groups;
        ControlVTable vtable;
        void *userdata;
        ControlConnection *connections;
        unsigned n_connections;
        ControlLimits limits;
        size_t out_total; /* reply buffers of every connection, allocated bytes */
        uint64_t refusals_since_usec;
        unsigned refusals_logged, refusals_suppressed;
};

struct ControlConnection {
        unsigned n_ref;
        Control *control; /* NULL once closed */
        ControlConnection *prev, *next;
        int fd;
        sd_event_source *io;
        sd_event_source *defer;
        ProtocolFramer in;
        char *out;
        size_t out_len;
        size_t out_alloc;
        struct ucred peer;
        sd_event_source *idle; /* closes the connection when it goes quiet */
        uint64_t active_usec;  /* its last complete call or reply, CLOCK_MONOTONIC */
        bool pending;        /* a call awaits its reply */
        bool pending_oneway; /* ... and that call wants none */
        bool dispatching;    /* inside the method handler */
        bool read_eof;       /* the peer will send nothing more */
        bool close_after_flush;
        bool gone;
        unsigned fresh_calls; /* calls handled at the priority of a new connection, up to CONTROL_FRESH_CALLS */
};

static void control_update_accept(Control *c);
static void conn_process(ControlConnection *c);

static uint64_t now_monotonic_usec(void) {
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (uint64_t) ts.tv_sec * 1000000u + (uint64_t) ts.tv_nsec / 1000u;
}

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

static void conn_close(ControlConnection *c) {
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

static void conn_update_events(ControlConnection *c) {
        uint32_t events = 0;

        if (c->gone)
                return;
        if (!c->pending && !c->read_eof && !c->close_after_flush)
                events |= EPOLLIN;
        if (c->out_len > 0)
                events |= EPOLLOUT;
        (void) sd_event_source_set_io_events(c->io, events);
}

static int on_idle(sd_event_source *s, uint64_t usec, void *userdata) {
        ControlConnection *c = userdata;

        log_debug("control: peer %d idle for %" PRIu64 " s, disconnecting", (int) c->peer.pid,
                  c->control ? c->control->limits.idle_usec / 1000000u : 0);
        control_connection_ref(c);
        conn_close(c);
        control_connection_unref(c);
        return 0;
}

/* Marks progress (a call handled, the replies sent) and restarts the idle clock. A connection with
 * a call in progress is never idle: a warm it waits for may take minutes. Bytes alone are no
 * progress, so a peer cannot keep a slot by trickling a call one byte a minute. */
static void conn_touch(ControlConnection *c) {
        Control *ctl = c->control;

        if (c->gone || !ctl)
                return;
        c->active_usec = now_monotonic_usec();
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

/* Gives back a drained reply buffer, so a burst of large replies does not stay allocated. */
static void conn_out_release(ControlConnection *c) {
        if (c->out_len > 0 || c->out_alloc == 0)
                return;
        if (c->control)
                c->control->out_total -= c->out_alloc;
        free(c->out);
        c->out = NULL;
        c->out_alloc = 0;
}

/* Returns 0, or -EPIPE after closing the connection. */
static int conn_flush(ControlConnection *c) {
        while (c->out_len > 0) {
                ssize_t k = send(c->fd, c->out, c->out_len, MSG_NOSIGNAL | MSG_DONTWAIT);
                if (k < 0) {
                        if (errno == EINTR)
                                continue;
                        if (errno == EAGAIN)
                                break;
                        log_debug("control: peer %d: send failed: %s", (int) c->peer.pid, strerror(errno));
                        conn_close(c);
                        return -EPIPE;
                }
                memmove(c->out, c->out + k, c->out_len - (size_t) k);
                c->out_len -= (size_t) k;
                if (c->out_len == 0)
                        conn_touch(c);
        }
        if (c->out_len == 0 && c->close_after_flush) {
                conn_close(c);
                return -EPIPE;
        }
        conn_out_release(c);
        return 0;
}

/* The connection, other than keep, with the most reply bytes queued; NULL if none has any. */
static ControlConnection *control_greediest(Control *ctl, const ControlConnection *keep) {
        ControlConnection *best = NULL;

        for (ControlConnection *i = ctl->connections; i; i = i->next)
                if (i != keep && i->out_len > 0 && (!best || i->out_len > best->out_len))
                        best = i;
        return best;
}

static int conn_queue(ControlConnection *c, const char *data, size_t len) {
        Control *ctl = c->control;
        size_t need;

        if (c->gone || !ctl)
                return 0;
        if (__builtin_add_overflow(c->out_len, len, &need) || need > ctl->limits.output_max) {
                log_warning("control: peer %d does not read its replies, disconnecting", (int) c->peer.pid);
                conn_close(c);
                return -ENOBUFS;
        }
        if (need > c->out_alloc) {
                size_t a = MAX(need, MIN(c->out_alloc * 2, ctl->limits.output_max));

                /* All connections together stay under output_total_max: the peers that read the
                 * least lose their backlog first. A reply never waits for memory another peer
                 * hoards, so a client that reads is answered however many do not. */
                while (ctl->out_total - c->out_alloc + a > ctl->limits.output_total_max) {
                        ControlConnection *greedy = control_greediest(ctl, c);
                        if (!greedy || greedy->out_len < c->out_len) {
                                log_warning("control: peer %d does not read its replies and replies queued "
                                            "for all peers are at their limit, disconnecting",
                                            (int) c->peer.pid);
                                conn_close(c);
                                return -ENOBUFS;
                        }
                        log_warning("control: peer %d does not read its replies and replies queued for all "
                                    "peers are at their limit, disconnecting it", (int) greedy->peer.pid);
                        conn_close(greedy);
                }
                char *b = realloc(c->out, a);
                if (!b) {
                        conn_close(c);
                        return -ENOMEM;
                }
                ctl->out_total += a - c->out_alloc;
                c->out = b;
                c->out_alloc = a;
        }
        memcpy(c->out + c->out_len, data, len);
        c->out_len = need;
        if (conn_flush(c) < 0)
                return 0;
        conn_update_events(c);
        return 0;
}

static int on_defer(sd_event_source *s, uint64_t usec, void *userdata) {
        ControlConnection *c = userdata;

        (void) sd_event_source_set_enabled(s, SD_EVENT_OFF);
        control_connection_ref(c);
        conn_process(c);
        control_connection_unref(c);
        return 0;
}

/*
 * Goes on with the connection's buffered calls in a later iteration, after the sources already
 * pending: an expired timer becomes pending when the loop next looks, as I/O does, so the
 * connections take turns. (A defer source would be pending from the iteration that enables it and
 * win every round at the same priority; below it, it starves while other peers keep the loop busy:
 * a pipeliner then waited for minutes under a sustained load.)
 */
static int conn_resume_later(ControlConnection *c) {
        return sd_event_add_time_relative(c->control->event, &c->defer, CLOCK_MONOTONIC, 0, 1, on_defer, c);
}

static void conn_resume_again(ControlConnection *c) {
        (void) sd_event_source_set_time_relative(c->defer, 0);
        (void) sd_event_source_set_enabled(c->defer, SD_EVENT_ONESHOT);
}

static int conn_send_reply(ControlConnection *c, const char *error, json_object *parameters) {
        _cleanup_free_ char *msg = NULL;
        size_t len;
        bool oneway = c->pending_oneway;
        int r;

        if (!c->pending)
                return -EBUSY; /* a second reply to one call would desynchronise the client */
        c->pending = false;
        c->pending_oneway = false;

        if (!c->gone && !oneway) {
                r = protocol_reply_format(error, parameters, &msg, &len);
                if (r == -EMSGSIZE) {
                        log_error("control: reply too large, sending an error instead");
                        r = protocol_reply_format(PROTOCOL_ERROR_INTERNAL, NULL, &msg, &len);
                }
                if (r < 0) {
                        conn_close(c);
                        return r;
                }
                (void) conn_queue(c, msg, len);
        }

        /* A reply sent later, from outside the handler: go on with calls that queued up. */
        if (!c->dispatching && !c->gone) {
                if (!c->defer) {
                        r = conn_resume_later(c);
                        if (r < 0) {
                                conn_close(c);
                                return r;
                        }
                } else
                        conn_resume_again(c);
        }
        return 0;
}

int control_connection_reply(ControlConnection *c, json_object *parameters) {
        return conn_send_reply(c, NULL, parameters);
}

int control_connection_reply_error(ControlConnection *c, const char *error, json_object *parameters) {
        return conn_send_reply(c, error, parameters);
}

static json_object *json_pair(const char *key, const char *value) {
        json_object *o = json_object_new_object();

        if (o)
                json_object_object_add(o, key, json_object_new_string(value));
        return o;
}

int control_connection_reply_invalid_parameter(ControlConnection *c, const char *name) {
        json_object *p = json_pair("parameter", name);
        int r = conn_send_reply(c, PROTOCOL_ERROR_INVALID_PARAMETER, p);

        json_object_put(p);
        return r;
}

/* Replies to a message that never became a call (not pending). */
static void conn_reply_direct(ControlConnection *c, const char *error, const char *key, const char *value) {
        json_object *p = key ? json_pair(key, value) : NULL;

        c->pending = true;
        c->pending_oneway = false;
        (void) conn_send_reply(c, error, p);
        json_object_put(p);
}

static void conn_dispatch(ControlConnection *c, const char *msg, size_t len) {
        Control *ctl = c->control;
        ProtocolCall call = {};
        const char *reason = NULL;
        ControlMethodFn fn = NULL;
        int r;

        r = protocol_call_parse(msg, len, &call, &reason);
        if (r == -ENOMEM) {
                conn_reply_direct(c, PROTOCOL_ERROR_INTERNAL, NULL, NULL);
                return;
        }
        if (r < 0) {
                log_debug("control: peer %d: bad message: %s", (int) c->peer.pid, reason);
                conn_reply_direct(c, PROTOCOL_ERROR_INVALID_MESSAGE, "reason", reason);
                return;
        }

        if (strcmp(call.method, PROTOCOL_METHOD_WARM) == 0)
                fn = ctl->vtable.warm;
        else if (strcmp(call.method, PROTOCOL_METHOD_STATUS) == 0)
                fn = ctl->vtable.status;
        else if (strcmp(call.method, PROTOCOL_METHOD_LIST) == 0)
                fn = ctl->vtable.list;
        else if (strcmp(call.method, PROTOCOL_METHOD_RELOAD) == 0)
                fn = ctl->vtable.reload;
        else if (strcmp(call.method, PROTOCOL_METHOD_CANCEL) == 0)
                fn = ctl->vtable.cancel;
        else if (strcmp(call.method, PROTOCOL_METHOD_FORGET) == 0)
                fn = ctl->vtable.forget;
        if (!fn) {
                c->pending_oneway = call.oneway;
                c->pending = true;
                {
                        json_object *p = json_pair("method", call.method);
                        (void) conn_send_reply(c, PROTOCOL_ERROR_METHOD_NOT_FOUND, p);
                        json_object_put(p);
                }
                protocol_call_done(&call);
                return;
        }

        c->pending = true;
        c->pending_oneway = call.oneway;
        c->dispatching = true;
        r = fn(c, call.parameters, ctl->userdata);
        c->dispatching = false;
        if (r < 0 && c->pending) {
                log_error("control: %s failed: %s", call.method, strerror(-r));
                (void) conn_send_reply(c, PROTOCOL_ERROR_INTERNAL, NULL);
        }
        protocol_call_done(&call);
}

/* Handles buffered calls until one is left waiting for an asynchronous reply, at most
 * calls_per_event of them: then the rest wait for a later loop iteration, after other
 * connections had their turn (a peer that pipelines thousands of calls does not stall them). */
static void conn_process(ControlConnection *c) {
        unsigned handled = 0, budget = c->control->limits.calls_per_event;

        /* A new connection's first calls go before the established ones' (conn_set_fresh()): one
         * Status of a preloadctl is answered at once, however many peers keep the loop busy. */
        if (c->fresh_calls < CONTROL_FRESH_CALLS)
                budget = MIN(budget, CONTROL_FRESH_CALLS - c->fresh_calls);
        while (!c->gone && !c->pending && !c->close_after_flush) {
                _cleanup_free_ char *msg = NULL;
                size_t len;
                int r;

                if (handled >= budget && protocol_framer_pending(&c->in) > 0) {
                        if (!c->defer) {
                                if (conn_resume_later(c) < 0) {
                                        conn_close(c);
                                        return;
                                }
                        } else
                                conn_resume_again(c);
                        break;
                }
                r = protocol_framer_pop(&c->in, &msg, &len);
                if (r == 0)
                        break;
                handled++;
                if (r == -EMSGSIZE) {
                        char limit[32];
                        snprintf(limit, sizeof(limit), "%u", PROTOCOL_CALL_MAX);
                        log_warning("control: peer %d: message larger than %u bytes, disconnecting",
                                    (int) c->peer.pid, PROTOCOL_CALL_MAX);
                        conn_reply_direct(c, PROTOCOL_ERROR_MESSAGE_TOO_LARGE, "max", limit);
                        c->close_after_flush = true;
                        (void) conn_flush(c);
                        return;
                }
                if (r < 0) {
                        conn_close(c);
                        return;
                }
                conn_dispatch(c, msg, len);
                conn_touch(c);
        }
        if (c->gone)
                return;
        if (c->fresh_calls < CONTROL_FRESH_CALLS) {
                c->fresh_calls += handled;
                if (c->fresh_calls >= CONTROL_FRESH_CALLS)
                        (void) sd_event_source_set_priority(c->io, SD_EVENT_PRIORITY_NORMAL);
        }
        if (c->read_eof && !c->pending) {
                /* Nothing more will come: leave once the replies are out. */
                c->close_after_flush = true;
                if (conn_flush(c) < 0)
                        return;
        }
        conn_update_events(c);
}

static int on_connection_io(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        ControlConnection *c = userdata;
        bool hup = revents & (EPOLLHUP | EPOLLERR);

        control_connection_ref(c);

        if ((revents & EPOLLOUT) && conn_flush(c) < 0)
                goto finish;

        /* On hangup read what is left anyway: a oneway call may be in it. */
        if ((revents & EPOLLIN) || hup) {
                char buf[READ_CHUNK];

                for (int i = 0; i < READS_PER_EVENT && !c->read_eof; i++) {
                        ssize_t k = recv(c->fd, buf, sizeof(buf), MSG_DONTWAIT);
                        if (k < 0) {
                                if (errno == EINTR)
                                        continue;
                                if (errno == EAGAIN)
                                        break;
                                conn_close(c);
                                goto finish;
                        }
                        if (k == 0) {
                                c->read_eof = true;
                                break;
                        }
                        if (protocol_framer_feed(&c->in, buf, (size_t) k) < 0) {
                                conn_close(c);
                                goto finish;
                        }
                        /* Without a complete call in sight there is no point buffering more. */
                        if (protocol_framer_pending(&c->in) > PROTOCOL_CALL_MAX)
                                break;
                }
                if (hup)
                        c->read_eof = true;
                conn_process(c);
        }
        if (!c->gone && hup && c->pending)
                /* The peer is gone while its call runs: the method finds out through
                 * control_connection_is_gone() and its reply is dropped. */
                conn_close(c);
finish:
        control_connection_unref(c);
        return 0;
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

static void refuse_peer(Control *ctl, int fd, const struct ucred *cred, const char *why) {
        _cleanup_free_ char *msg = NULL;
        uint64_t now = now_monotonic_usec();
        size_t len;

        /* A peer that reconnects in a loop must not flood the journal: a few lines per interval,
         * then one line with how many were left out. */
        if (now - ctl->refusals_since_usec >= REFUSALS_INTERVAL_USEC) {
                if (ctl->refusals_suppressed > 0)
                        log_warning("control: %u more peers refused in the last %u s, not logged",
                                    ctl->refusals_suppressed, REFUSALS_INTERVAL_USEC / 1000000u);
                ctl->refusals_since_usec = now;
                ctl->refusals_logged = ctl->refusals_suppressed = 0;
        }
        if (ctl->refusals_logged < REFUSALS_LOGGED) {
                ctl->refusals_logged++;
                log_warning("control: refusing peer pid %d of uid %u%s", (int) cred->pid, (unsigned) cred->uid,
                            why ? why : "");
        } else
                ctl->refusals_suppressed++;
        if (protocol_reply_format(PROTOCOL_ERROR_PERMISSION_DENIED, NULL, &msg, &len) >= 0)
                (void) send(fd, msg, len, MSG_NOSIGNAL | MSG_DONTWAIT);
}

static int groups_get_own(gid_t **ret, size_t *ret_n) {
        int n = getgroups(0, NULL);
        if (n < 0)
                return -errno;
        gid_t *g = calloc((size_t) n + 1, sizeof(gid_t));
        if (!g)
                return -ENOMEM;
        n = getgroups(n, g + 1);
        if (n < 0) {
                free(g);
                return -errno;
        }
        g[0] = getegid();
        *ret = g;
        *ret_n = (size_t) n + 1;
        return 0;
}

/* The peer's supplementary groups as of its connect(). */
static int peer_groups(int fd, gid_t **ret, size_t *ret_n) {
        socklen_t len = 64 * sizeof(gid_t);

        for (int attempt = 0; attempt < 3; attempt++) {
                gid_t *g = malloc(len ? len : sizeof(gid_t));
                if (!g)
                        return -ENOMEM;
                socklen_t got = len;
                if (getsockopt(fd, SOL_SOCKET, SO_PEERGROUPS, g, &got) >= 0) {
                        *ret = g;
                        *ret_n = got / sizeof(gid_t);
                        return 0;
                }
                free(g);
                if (errno != ERANGE)
                        return -errno;
                len = got; /* the size it needs */
        }
        return -ERANGE;
}

/* A process of our uid that dropped groups (a sandbox) must not have us read, and report on, files
 * only those groups may read: each group we hold has to be the peer's gid or one of its groups.
 * Returns 1 and the first group it lacks, 0 when it has them all, -errno when unknown. */
static int peer_lacks_group(const Control *ctl, int fd, const struct ucred *cred, gid_t *ret_missing) {
        _cleanup_free_ gid_t *theirs = NULL;
        size_t n_theirs = 0;
        int r;

        r = peer_groups(fd, &theirs, &n_theirs);
        if (r < 0)
                return r;
        for (size_t i = 0; i < ctl->n_groups; i++) {
                gid_t g = ctl->groups[i];
                bool found = g == cred->gid;
                for (size_t j = 0; !found && j < n_theirs; j++)
                        found = theirs[j] == g;
                if (!found) {
                        *ret_missing = g;
                        return 1;
                }
        }
        return 0;
}

static int on_accept(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        Control *ctl = userdata;
        _cleanup_close_ int cfd = -EBADF;
        ControlConnection *c;
        struct ucred cred;
        socklen_t sl = sizeof(cred);
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
        if (getsockopt(cfd, SOL_SOCKET, SO_PEERCRED, &cred, &sl) < 0) {
                log_warning("control: cannot read peer credentials: %s", strerror(errno));
                return 0;
        }
        if (cred.uid != ctl->uid) {
                refuse_peer(ctl, cfd, &cred, NULL);
                return 0;
        }
        gid_t missing;
        r = peer_lacks_group(ctl, cfd, &cred, &missing);
        if (r != 0) {
                char why[96];
                if (r > 0)
                        snprintf(why, sizeof(why), ": it lacks group %u, which preloadd holds",
                                 (unsigned) missing);
                else
                        snprintf(why, sizeof(why), ": cannot read its groups: %s", strerror(-r));
                refuse_peer(ctl, cfd, &cred, why);
                return 0;
        }

        if (ctl->n_connections >= ctl->limits.connections_max) {
                ControlConnection *quiet = control_most_idle(ctl);
                if (!quiet)
                        return 0; /* every slot has a call in progress: this peer is turned away */
                log_debug("control: connection limit reached, disconnecting peer %d, the longest idle",
                          (int) quiet->peer.pid);
                conn_close(quiet);
        }

        c = calloc(1, sizeof(*c));
        if (!c)
                return 0;
        n_connections_live++;
        c->n_ref = 1;
        c->peer = cred;
        protocol_framer_init(&c->in, PROTOCOL_CALL_MAX);
        r = sd_event_add_io(ctl->event, &c->io, cfd, EPOLLIN, on_connection_io, c);
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
        conn_touch(c);
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
        r = groups_get_own(&c->groups, &c->n_groups);
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
                conn_close(c->connections);
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
