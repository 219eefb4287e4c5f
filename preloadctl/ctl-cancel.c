/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl cancel, and watching a warm that preloadd runs for a waiting preloadctl. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "config.h"
#include "ctl-cancel.h"
#include "ctl-route.h"
#include "ctl-warm.h"
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

/* preloadd's queued and running jobs; NULL on failure (jobs is borrowed from *rep). */
static json_object *daemon_jobs(Client *c, uint64_t timeout_usec, ProtocolReply *rep) {
        json_object *jobs;

        if (client_call(c, PROTOCOL_METHOD_STATUS, NULL, timeout_usec, rep) < 0 || rep->error ||
            !json_object_object_get_ex(rep->parameters, "jobs", &jobs) ||
            !json_object_is_type(jobs, json_type_array))
                return NULL;
        return jobs;
}

static const char *base_name(const char *s) {
        const char *b = s ? strrchr(s, '/') : NULL;
        return b ? b + 1 : s ? s : "";
}

static int cancel_job(Client *c, int64_t id, ProtocolReply *rep) {
        json_object *p = json_object_new_object();
        int r;

        if (!p)
                return -ENOMEM;
        if (id > 0)
                json_object_object_add(p, "job", json_object_new_int64(id));
        r = client_call(c, PROTOCOL_METHOD_CANCEL, p, CTL_CALL_TIMEOUT_USEC, rep);
        json_object_put(p);
        return r;
}

/* ---- the watch ---- */

static void watch_poll(CtlWarmWatch *w, Client *c) {
        ProtocolReply rep = {};
        json_object *jobs = daemon_jobs(c, WATCH_POLL_TIMEOUT_USEC, &rep), *pr;

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
                        ctl_progress_line_draw(&p);
                        w->drawn = true;
                }
        }
        protocol_reply_done(&rep);
}

static void *watch_thread(void *userdata) {
        CtlWarmWatch *w = userdata;
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
                        if (cancel_job(c, w->job, &rep) >= 0 && !rep.error)
                                ctl_warn("cancelling job %" PRId64 " in preloadd", w->job);
                        protocol_reply_done(&rep);
                        /* A second Ctrl-C ends preloadctl at once. */
                        sigaction(SIGINT, &old_sigint, NULL);
                }
        }
        client_free(c);
        return NULL;
}

void ctl_warm_watch_start(CtlWarmWatch *w, const char *target) {
        struct sigaction sa = { .sa_handler = on_sigint };
        ProtocolReply rep = {};
        Client *c = NULL;
        json_object *jobs;

        *w = (CtlWarmWatch) { .target = target, .progress = !arg_json && isatty(STDERR_FILENO) };
        atomic_init(&w->done, false);
        if (ctl_daemon_connect(&c, NULL) < 0)
                return;
        /* Our job is the first of that target after those there now. */
        jobs = daemon_jobs(c, WATCH_POLL_TIMEOUT_USEC, &rep);
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

void ctl_warm_watch_stop(CtlWarmWatch *w) {
        if (!w->started)
                return;
        atomic_store(&w->done, true);
        pthread_join(w->thread, NULL);
        if (w->drawn)
                fputs("\r\033[K", stderr);
        sigaction(SIGINT, &old_sigint, NULL);
        w->started = false;
}

/* ---- preloadctl cancel [JOB|APP] ---- */

static int parse_job_id(const char *s, int64_t *ret) {
        char *end;
        long long v;

        if (*s < '0' || *s > '9')
                return -EINVAL;
        errno = 0;
        v = strtoll(s, &end, 10);
        if (errno != 0 || *end || v <= 0)
                return -EINVAL;
        *ret = v;
        return 0;
}

int verb_cancel(int argc, char **argv) {
        static const struct option options[] = { CTL_COMMON_OPTIONS, {} };
        ProtocolReply rep = {};
        Client *c = NULL;
        int64_t id = 0, n = 0;
        const char *what = NULL;
        int opt, r, status;

        optind = 0;
        while ((opt = getopt_long(argc, argv, CTL_COMMON_SHORT, options, NULL)) >= 0) {
                r = ctl_common_option(opt, optarg);
                if (r == -ECANCELED)
                        return CTL_EXIT_OK;
                if (r <= 0)
                        return CTL_EXIT_USAGE;
        }
        if (argc - optind > 1) {
                ctl_warn("cancel takes at most one JOB or APP");
                return CTL_EXIT_USAGE;
        }
        if (optind < argc)
                what = argv[optind];

        status = ctl_daemon_required("cancel", &c);
        if (status != CTL_EXIT_OK)
                return status;

        if (!what || parse_job_id(what, &id) >= 0) {
                /* One job by number, or every one. */
                r = cancel_job(c, id, &rep);
                if (r < 0)
                        status = ctl_error("cancel", NULL, r);
                else if (rep.error)
                        status = ctl_daemon_error("cancel", &rep);
                else
                        n = ctl_json_int(rep.parameters, "cancelled");
                protocol_reply_done(&rep);
        } else {
                /* An application (or any target): each of its jobs, by the name it was asked with. */
                json_object *jobs = daemon_jobs(c, CTL_CALL_TIMEOUT_USEC, &rep);
                if (!jobs)
                        status = ctl_error("cancel", "preloadd did not list its jobs", -EIO);
                for (size_t i = 0; jobs && i < json_object_array_length(jobs); i++) {
                        json_object *j = json_object_array_get_idx(jobs, i);
                        ProtocolReply crep = {};
                        if (!ctl_json_string(j, "target") || strcmp(ctl_json_string(j, "target"), what) != 0)
                                continue;
                        if (cancel_job(c, ctl_json_int(j, "job"), &crep) >= 0 && !crep.error)
                                n += ctl_json_int(crep.parameters, "cancelled");
                        protocol_reply_done(&crep);
                }
                protocol_reply_done(&rep);
                if (status == CTL_EXIT_OK && n == 0) {
                        ctl_warn("%s: no queued or running warm", what);
                        status = CTL_EXIT_FAILURE;
                }
        }
        client_free(c);
        if (status != CTL_EXIT_OK)
                return status;
        if (arg_json) {
                json_object *o = json_object_new_object();
                json_object_object_add(o, "cancelled", json_object_new_int64(n));
                ctl_print_json(o);
        } else
                printf("%" PRId64 " warm%s cancelled\n", n, n == 1 ? "" : "s");
        return CTL_EXIT_OK;
}
