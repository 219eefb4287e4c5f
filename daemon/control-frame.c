/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * A connection's stream: calls read and split into frames (protocol.h), dispatched to the method
 * table one at a time and in order, a bounded number per loop iteration; replies queued and sent
 * within the output budget, each connection's and all connections' together.
 */
#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "control-internal.h"
#include "log.h"
#include "macro.h"

#define READ_CHUNK 65536u
/* Reads per wake-up before yielding to other connections. */
#define READS_PER_EVENT 16

static void conn_process(ControlConnection *c);

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
                        control_connection_close(c);
                        return -EPIPE;
                }
                memmove(c->out, c->out + k, c->out_len - (size_t) k);
                c->out_len -= (size_t) k;
                if (c->out_len == 0)
                        control_connection_touch(c);
        }
        if (c->out_len == 0 && c->close_after_flush) {
                control_connection_close(c);
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
                control_connection_close(c);
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
                                control_connection_close(c);
                                return -ENOBUFS;
                        }
                        log_warning("control: peer %d does not read its replies and replies queued for all "
                                    "peers are at their limit, disconnecting it", (int) greedy->peer.pid);
                        control_connection_close(greedy);
                }
                char *b = realloc(c->out, a);
                if (!b) {
                        control_connection_close(c);
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
                        control_connection_close(c);
                        return r;
                }
                (void) conn_queue(c, msg, len);
        }

        /* A reply sent later, from outside the handler: go on with calls that queued up. */
        if (!c->dispatching && !c->gone) {
                if (!c->defer) {
                        r = conn_resume_later(c);
                        if (r < 0) {
                                control_connection_close(c);
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
                                        control_connection_close(c);
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
                        control_connection_close(c);
                        return;
                }
                conn_dispatch(c, msg, len);
                control_connection_touch(c);
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

int control_frame_on_io(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
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
                                control_connection_close(c);
                                goto finish;
                        }
                        if (k == 0) {
                                c->read_eof = true;
                                break;
                        }
                        if (protocol_framer_feed(&c->in, buf, (size_t) k) < 0) {
                                control_connection_close(c);
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
                control_connection_close(c);
finish:
        control_connection_unref(c);
        return 0;
}
