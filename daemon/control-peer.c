/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Who may use the control socket: a process of our uid that holds every group we hold. A process
 * of ours that dropped groups (a sandbox) must not have us read, and report on, files only those
 * groups may read. Refusals are answered and logged at a bounded rate.
 */
#include <errno.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "control-internal.h"
#include "log.h"
#include "macro.h"
#include "time-util.h"

/* Refused peers logged per interval; the rest are counted and summed up once. */
#define REFUSALS_LOGGED 10u
#define REFUSALS_INTERVAL_USEC (10u * 1000000u)

static void refuse_peer(Control *ctl, int fd, const struct ucred *cred, const char *why) {
        _cleanup_free_ char *msg = NULL;
        uint64_t now = now_usec(CLOCK_MONOTONIC);
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

int control_peer_groups_own(gid_t **ret, size_t *ret_n) {
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

bool control_peer_admit(Control *ctl, int fd, struct ucred *ret_cred) {
        struct ucred cred;
        socklen_t sl = sizeof(cred);
        gid_t missing;
        int r;

        if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &sl) < 0) {
                log_warning("control: cannot read peer credentials: %s", strerror(errno));
                return false;
        }
        if (cred.uid != ctl->uid) {
                refuse_peer(ctl, fd, &cred, NULL);
                return false;
        }
        r = peer_lacks_group(ctl, fd, &cred, &missing);
        if (r != 0) {
                char why[96];
                if (r > 0)
                        snprintf(why, sizeof(why), ": it lacks group %u, which preloadd holds",
                                 (unsigned) missing);
                else
                        snprintf(why, sizeof(why), ": cannot read its groups: %s", strerror(-r));
                refuse_peer(ctl, fd, &cred, why);
                return false;
        }
        *ret_cred = cred;
        return true;
}
