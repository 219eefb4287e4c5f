/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Closing the descriptors users send, off the event loop. A close() can wait as long as the file's
 * owner wants: a FUSE file's close waits for its server's answer to FLUSH, a TCP socket with
 * SO_LINGER set waits for its peer, a unix socket takes the descriptors queued in it along. So
 * every descriptor a user gave the helper is closed here, on threads that may wait, and the loop
 * never waits for one.
 *
 * The queue is per account (a uid): a thread takes one account's descriptors one at a time, and
 * no two threads work for one account, so a user whose close never returns holds one thread and
 * delays only their own closes. At most CLOSER_THREADS_MAX threads: past that many accounts stuck
 * at once, the others' closes wait for a thread (their answers do not: they are sent first).
 */
#pragma once

#include <stddef.h>
#include <sys/types.h>

#define CLOSER_THREADS_MAX 16

/*
 * Takes fd, to be closed on a closer thread for account. A socket's lingering is turned off
 * first (SO_LINGER { 1, 0 }: no wait for a peer that does not read). Never blocks for long: takes
 * a mutex that no close holds. On -ENOMEM the descriptor stays queued nowhere and is leaked rather
 * than closed here.
 */
int closer_close(uid_t account, int fd);

/* Descriptors of account not closed yet (queued, or in a close that has not returned). */
size_t closer_pending(uid_t account);

/* The same over all accounts. */
size_t closer_pending_total(void);
