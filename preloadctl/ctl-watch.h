/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The watch over a warm preloadd runs while preloadctl waits for it: a progress line on a
 * terminal, and Ctrl-C cancelling the warm rather than leaving it running.
 */
#pragma once

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

typedef struct CtlWatch {
        pthread_t thread;
        bool started;
        bool progress;     /* draw the progress line */
        bool drawn;
        atomic_bool done;
        const char *target; /* the first target, as sent */
        int64_t after_job;  /* jobs up to this id were there before */
        int64_t job;        /* ours, once seen (0 before) */
} CtlWatch;

/* Starts watching for the warm about to be sent (first target target): a second connection
 * polls preloadd's Status. Nothing is started when that connection fails; returns nothing. */
void ctl_watch_start(CtlWatch *w, const char *target);
/* Stops the watch once the warm's reply came: the progress line is cleared, SIGINT restored. */
void ctl_watch_stop(CtlWatch *w);
