/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Watching a warm that preloadd runs for a waiting preloadctl: its progress, and Ctrl-C. */
#include <inttypes.h>
#include <json-c/json.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "ctl-daemon.h"
#include "ctl-render.h"
#include "ctl-watch.h"
#include "ctl.h"
#include "macro.h"
#include "protocol.h"

#define WATCH_INTERVAL_USEC (UINT64_C(200) * 1000)

static volatile sig_atomic_t interrupted;
static struct sigaction old_sigint;

static void on_sigint(int sig) {
        interrupted = 1;
}

/* The watch is a display: a poll preloadd does not answer at once is skipped, and it never holds
 * up the warm's own bounded wait (--timeout). */
#define WATCH_POLL_TIMEOUT_USEC (1000u * 1000u)

static const char *base_name(const char *s) {
        const char *b = s ? strrchr(s, '/') : NULL;
        return b ? b + 1 : s ? s : "";
}

static void watch_poll(CtlWatch *w, Client *c) {
        ProtocolReply rep = {};
        json_object *jobs = ctl_daemon_jobs(c, WATCH_POLL_TIMEOUT_USEC, &rep), *pr;

        for (size_t i = 0; jobs && i < json_object_array_length(jobs); i++) {
                json_object *j = json_object_array_get_idx(jobs, i);
                int64_t id = ctl_json_int(j, "job");

                if (w->job == 0 && id > w->after_job &&
                    strcmp(base_name(ctl_json_string(j, "target")), base_name(w->target)) == 0)
                        w->job = id;
                if (id != w->job || !w->progress || !json_object_object_get_ex(j, "progress", &pr))
                        continue;
                EngineProgress p = {
                        .phase = strcmp(ctl_json_string(pr, "phase") ?: "", "wait") == 0 ? ENGINE_PHASE_WAIT
                                                                                          : ENGINE_PHASE_QUEUE,
                        .bytes_done = (uint64_t) ctl_json_int(pr, "bytes_done"),
                        .bytes_total = (uint64_t) ctl_json_int(pr, "bytes_total"),
                        .files_done = (size_t) ctl_json_int(pr, "files_done"),
                        .files_total = (size_t) ctl_json_int(pr, "files_total"),
                };
                if (!atomic_load(&w->done)) {
                        ctl_render_progress(&p);
                        w->drawn = true;
                }
        }
        protocol_reply_done(&rep);
}

static void *watch_thread(void *userdata) {
        CtlWatch *w = userdata;
        Client *c = NULL;
        bool cancelled = false;

        if (ctl_daemon_connect(&c, NULL) < 0)
                return NULL;
        while (!atomic_load(&w->done)) {
                struct timespec ts = { 0, 20 * 1000 * 1000 };

                for (uint64_t slept = 0; slept < WATCH_INTERVAL_USEC && !atomic_load(&w->done) &&
                                         !(interrupted && !cancelled);
                     slept += 20000)
                        nanosleep(&ts, NULL);
                if (atomic_load(&w->done))
                        break;
                watch_poll(w, c);
                if (interrupted && !cancelled && w->job > 0) {
                        ProtocolReply rep = {};
                        cancelled = true;
                        if (w->drawn)
                                fputc('\n', stderr);
                        w->drawn = false;
                        if (ctl_daemon_cancel(c, w->job, &rep) >= 0 && !rep.error)
                                ctl_warn("cancelling job %" PRId64 " in preloadd", w->job);
                        protocol_reply_done(&rep);
                        /* A second Ctrl-C ends preloadctl at once. */
                        sigaction(SIGINT, &old_sigint, NULL);
                }
        }
        client_free(c);
        return NULL;
}

void ctl_watch_start(CtlWatch *w, const char *target) {
        struct sigaction sa = { .sa_handler = on_sigint };
        ProtocolReply rep = {};
        Client *c = NULL;
        json_object *jobs;

        *w = (CtlWatch) { .target = target, .progress = !arg_json && isatty(STDERR_FILENO) };
        atomic_init(&w->done, false);
        if (ctl_daemon_connect(&c, NULL) < 0)
                return;
        /* Our job is the first of that target after those there now. */
        jobs = ctl_daemon_jobs(c, WATCH_POLL_TIMEOUT_USEC, &rep);
        for (size_t i = 0; jobs && i < json_object_array_length(jobs); i++)
                w->after_job = MAX(w->after_job, ctl_json_int(json_object_array_get_idx(jobs, i), "job"));
        protocol_reply_done(&rep);
        client_free(c);
        if (!jobs)
                return;

        interrupted = 0;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGINT, &sa, &old_sigint);
        if (pthread_create(&w->thread, NULL, watch_thread, w) != 0) {
                sigaction(SIGINT, &old_sigint, NULL);
                return;
        }
        w->started = true;
}

void ctl_watch_stop(CtlWatch *w) {
        if (!w->started)
                return;
        atomic_store(&w->done, true);
        pthread_join(w->thread, NULL);
        if (w->drawn)
                fputs("\r\033[K", stderr);
        sigaction(SIGINT, &old_sigint, NULL);
        w->started = false;
}
