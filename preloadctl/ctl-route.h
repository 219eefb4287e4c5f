/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl's side of preloadd: connecting, one call, error replies printed once; and the verbs
 * warm and status, which go through preloadd when it runs and the options allow, else in-process.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "client.h"
#include "protocol.h"

/* Calls other than a waited-for warm answer at once; a daemon that does not is wedged. */
#define CTL_CALL_TIMEOUT_USEC (30ull * 1000000ull)

int verb_warm(int argc, char **argv);
int verb_status(int argc, char **argv);

/* No runtime directory, no socket, or nobody listening on it. */
bool ctl_daemon_absent(int r);
/* Returns 0 with a connection (and its path when ret_path), or -errno (see ctl_daemon_absent). */
int ctl_daemon_connect(Client **ret, char **ret_path);
/* Connects for a verb that needs the daemon: exit status 7 when it is not running. */
int ctl_daemon_required(const char *verb, Client **ret);
/* One call; prints transport errors once. Returns an exit status, CTL_EXIT_OK with *rep filled. */
int ctl_daemon_call(Client *c, const char *what, const char *method, json_object *params, uint64_t timeout,
                    ProtocolReply *rep);
/* Prints an error reply once and turns it into an exit status. */
int ctl_daemon_error(const char *what, const ProtocolReply *rep);
