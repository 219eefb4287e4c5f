/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The control socket server: accepts connections on a unix stream socket, refuses peers of another
 * uid, splits the stream into calls, answers malformed ones itself and hands the rest to the
 * method table. A method either replies at once or keeps a reference to the connection and
 * replies later (a warm that the caller waits for); the connection reads no further calls until
 * then, so replies stay in call order.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <systemd/sd-event.h>

#include "protocol.h"

typedef struct Control Control;
typedef struct ControlConnection ControlConnection;

/* Concurrent connections served. At the limit a new peer takes the slot of the connection quiet
 * for longest; only when every connection has a call in progress do new ones wait in the listen
 * backlog. */
#define CONTROL_CONNECTIONS_MAX 512u
/* Replies queued for a client that does not read; beyond it the connection is dropped. */
#define CONTROL_OUTPUT_MAX (32u * 1024u * 1024u)
/* Replies queued for all clients together; beyond it the peers with the largest backlog are
 * dropped first. Bounds the daemon's memory whatever the number of greedy clients. */
#define CONTROL_OUTPUT_TOTAL_MAX (64u * 1024u * 1024u)
/* A connection with no call in progress that completes no call and takes no reply for this long
 * is closed. */
#define CONTROL_IDLE_USEC (60u * 1000000u)
/* Calls of one connection handled per event-loop iteration before the others get their turn. */
#define CONTROL_CALLS_PER_EVENT 32u
/* A new connection's first calls, and accepting, run at a higher priority than the established
 * connections' work; past that many calls a connection is like the others. */
#define CONTROL_FRESH_CALLS 4u
#define CONTROL_PRIORITY_FRESH (SD_EVENT_PRIORITY_NORMAL - 1)

typedef struct ControlLimits {
        unsigned connections_max;
        size_t output_max;
        size_t output_total_max;
        uint64_t idle_usec;
        unsigned calls_per_event;
} ControlLimits;

#define CONTROL_LIMITS_DEFAULT                                                                       \
        {                                                                                            \
                .connections_max = CONTROL_CONNECTIONS_MAX, .output_max = CONTROL_OUTPUT_MAX,        \
                .output_total_max = CONTROL_OUTPUT_TOTAL_MAX, .idle_usec = CONTROL_IDLE_USEC,        \
                .calls_per_event = CONTROL_CALLS_PER_EVENT,                                          \
        }

/*
 * A method: parameters is the call's (always an object). Returns 0 after replying or after taking
 * a reference to reply later; a negative errno makes the server reply InternalError.
 */
typedef int (*ControlMethodFn)(ControlConnection *c, json_object *parameters, void *userdata);

typedef struct ControlVTable {
        ControlMethodFn warm;
        ControlMethodFn status;
        ControlMethodFn list;
        ControlMethodFn reload;
        ControlMethodFn cancel;
        ControlMethodFn forget;
} ControlVTable;

/*
 * Serves on listen_fd (a listening AF_UNIX stream socket, taken over: closed on error too).
 * uid is the only peer uid admitted.
 */
int control_new(sd_event *event, int listen_fd, uid_t uid, const ControlVTable *vtable, void *userdata,
                Control **ret);
Control *control_free(Control *c);
unsigned control_n_connections(const Control *c);
/* Bytes allocated for queued replies, all connections together. */
size_t control_output_bytes(const Control *c);
/* Replaces the defaults (CONTROL_LIMITS_DEFAULT); tests make them small. */
void control_set_limits(Control *c, const ControlLimits *limits);

/*
 * Creates the socket at path: its directory is made 0700 if missing (and must be a directory we
 * own that others cannot enter), a stale socket is replaced, the socket is 0600.
 */
int control_listen_path(const char *path, int *ret_fd);

ControlConnection *control_connection_ref(ControlConnection *c);
ControlConnection *control_connection_unref(ControlConnection *c);

/* Sends the reply to the call in progress. parameters may be NULL; the caller keeps its
 * reference. A reply to a oneway call, or to a peer that is gone, is dropped. */
int control_connection_reply(ControlConnection *c, json_object *parameters);
int control_connection_reply_error(ControlConnection *c, const char *error, json_object *parameters);
/* InvalidParameter with { "parameter": name }. */
int control_connection_reply_invalid_parameter(ControlConnection *c, const char *name);

/* The peer's credentials at connect time. */
pid_t control_connection_peer_pid(const ControlConnection *c);
bool control_connection_is_gone(const ControlConnection *c);
