/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Where warm and status run: through preloadd when it runs and the options allow, else in-process,
 * decided from the options as parsed (ctl-warm-args.h); and their call about the targets.
 */
#pragma once

#include "client.h"
#include "ctl-warm-args.h"
#include "protocol.h"

/* A refusal: the daemon serves only processes that hold all its groups (a sandbox that dropped
 * some is refused), and such a caller can still do the work itself, with its own permissions. */
#define CTL_ROUTE_REFUSED (-1)

/*
 * Calls method about the targets (a warm's with its wait and strategy), made absolute. CTL_EXIT_OK
 * with a successful reply in *rep; CTL_ROUTE_REFUSED; or the exit status of an error (printed
 * once).
 */
int ctl_route_call(Client *c, const CtlWarmArgs *a, const char *verb, const char *method, ProtocolReply *rep);

/*
 * Runs a parsed warm or status (doing: "warming", "measuring") where the options and preloadd
 * allow: via_daemon with a connection, else local; local too, with a warning, when via_daemon
 * returns CTL_ROUTE_REFUSED. Says which with -v. Returns the exit status.
 */
int ctl_route_run(const CtlWarmArgs *a, const char *doing, int (*via_daemon)(Client *c, const CtlWarmArgs *a),
                  int (*local)(const CtlWarmArgs *a));
