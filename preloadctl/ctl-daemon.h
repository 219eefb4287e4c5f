/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl's side of preloadd: connecting, one call, error replies printed once, and the few
 * calls several verbs make (the jobs preloadd has, cancelling one).
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "client.h"
#include "protocol.h"

/* Calls other than a waited-for warm answer at once; a daemon that does not is wedged. */
#define CTL_CALL_TIMEOUT_USEC (30ull * 1000000ull)

/* No runtime directory, no socket, or nobody listening on it. */
bool ctl_daemon_absent(int r);
/* Returns 0 with a connection (and its path when ret_path), or -errno (see ctl_daemon_absent). */
int ctl_daemon_connect(Client **ret, char **ret_path);
/* Connects for a verb that needs the daemon: exit status 7 when it is not running. */
int ctl_daemon_required(const char *verb, Client **ret);
/* One call; prints transport errors once. Returns an exit status, CTL_EXIT_OK with *rep filled. */
int ctl_daemon_call(Client *c, const char *what, const char *method, json_object *params, uint64_t timeout,
                    ProtocolReply *rep);
/* The same for a call whose reply may take as long as the work, while preloadd answers: timeout
 * bounds its silence (client_call_alive()). */
int ctl_daemon_call_alive(Client *c, const char *what, const char *method, json_object *params, uint64_t timeout,
                          ProtocolReply *rep);
/* Prints an error reply once and turns it into an exit status. */
int ctl_daemon_error(const char *what, const ProtocolReply *rep);

/* preloadd's queued and running jobs (Status's "jobs"); NULL on failure (borrowed from *rep, which
 * the caller releases either way). */
json_object *ctl_daemon_jobs(Client *c, uint64_t timeout_usec, ProtocolReply *rep);
/* Cancels job id (0: every one). Returns client_call()'s value, the reply in *rep. */
int ctl_daemon_cancel(Client *c, int64_t id, ProtocolReply *rep);
