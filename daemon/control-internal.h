/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the control server's files share: the server and its connections (control.c), the calls
 * and replies on a connection's stream (control-frame.c), and who may connect (control-peer.c). */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <systemd/sd-event.h>

#include "control.h"
#include "protocol.h"

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

/* ---- control.c: connections ---- */

/* Closes c: its fd, its sources and its reply buffer go, the server forgets it and may accept
 * again. c itself lives on while referenced. Idempotent. */
void control_connection_close(ControlConnection *c);
/* Marks progress (a call handled, the replies sent) and restarts the idle clock. */
void control_connection_touch(ControlConnection *c);

/* ---- control-frame.c: the calls and replies on a connection's stream ---- */

/* The connection's socket became readable or writable (sd-event; userdata: the connection). */
int control_frame_on_io(sd_event_source *s, int fd, uint32_t revents, void *userdata);

/* ---- control-peer.c: who may connect ---- */

/* Our effective gid and supplementary groups, into *ret (malloc'ed) and *ret_n. */
int control_peer_groups_own(gid_t **ret, size_t *ret_n);
/* Whether the peer on fd, a new connection, is served: of our uid, holding all of our groups.
 * true with its credentials in *ret_cred; false when refused (told so, and logged within a rate)
 * or its credentials cannot be read (logged). */
bool control_peer_admit(Control *ctl, int fd, struct ucred *ret_cred);
