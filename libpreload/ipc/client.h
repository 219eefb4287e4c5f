/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The socket client preloadctl uses to talk to preloadd: connect, one call, one reply. */
#pragma once

#include <stdint.h>

#include "protocol.h"

typedef struct Client Client;

/*
 * The control socket of the running user's daemon: $XDG_RUNTIME_DIR/preloadd/control.
 * Returns -ENXIO when XDG_RUNTIME_DIR is unset or not absolute.
 */
int client_socket_path(char **ret);

/*
 * Connects to path (NULL: client_socket_path()). Returns 0, or -ENOENT/-ECONNREFUSED when no
 * daemon listens there (the caller may then work in-process), -EACCES, other -errno.
 */
int client_connect(const char *path, Client **ret);
Client *client_free(Client *c);

/*
 * Sends one call and waits for its reply, at most timeout_usec (0: no limit; warms that are waited
 * for may take minutes). Returns 0 with *ret filled (ret->error set for error replies), -ETIMEDOUT,
 * -ECONNRESET when the daemon went away, -EBADMSG for a malformed reply, -EMSGSIZE, -ENOMEM.
 */
int client_call(Client *c, const char *method, json_object *parameters, uint64_t timeout_usec,
                ProtocolReply *ret);

/* How long a reply awaited by client_call_alive() may keep silent before the daemon is probed. */
#define CLIENT_PROBE_USEC (5ull * 1000000ull)

/*
 * As client_call(), for a call whose reply takes as long as the work (a waited-for warm): no limit
 * on the call itself, but after each MIN(timeout_usec, CLIENT_PROBE_USEC) of silence a Status on a
 * second connection must be answered within timeout_usec (> 0), else -ETIMEDOUT. A daemon that is
 * stopped or wedged is thus noticed within about twice timeout_usec, a busy one is waited for.
 */
int client_call_alive(Client *c, const char *method, json_object *parameters, uint64_t timeout_usec,
                      ProtocolReply *ret);
