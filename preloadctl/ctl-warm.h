/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl warm, status and evict: their options, parsed once; the in-process runs (the
 * library's warm.h); and the one renderer of their JSON, whichever route produced it.
 */
#pragma once

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "warm.h"

typedef struct json_object json_object;

typedef enum CtlWarmVerb {
        CTL_VERB_WARM,
        CTL_VERB_STATUS,
        CTL_VERB_EVICT,
} CtlWarmVerb;

typedef struct CtlWarmArgs {
        CtlWarmVerb verb;
        WarmOptions options;  /* WARM_OPTIONS_DEFAULT with the command line on top */
        bool set_strategy;    /* given on the command line: over preloadd.conf */
        bool set_budget;
        bool set_ioprio;
        bool local;           /* --local */
        const char *local_option; /* an option only the in-process route honours, or NULL */
        uint64_t timeout_usec; /* --timeout: how long preloadd may keep silent; 0: CTL_CALL_TIMEOUT_USEC */
        char **targets;       /* into argv */
        int n_targets;
} CtlWarmArgs;

/* Parses a verb's options. Returns >0 to go on, 0 after --help, <0 on a usage error (printed). */
int ctl_warm_args_parse(int argc, char **argv, CtlWarmVerb verb, CtlWarmArgs *ret);

/* The options of a warm done in-process: defaults, preloadd.conf, the command line. */
WarmOptions ctl_warm_options(const CtlWarmArgs *a);

/* In-process runs; each returns an exit status. */
int ctl_warm_local(const CtlWarmArgs *a);
/* Draws the progress line of a warm on stderr (a terminal), over the previous one. */
void ctl_progress_line_draw(const EngineProgress *pr);

/* The watch over a warm preloadd runs while preloadctl waits for it (in ctl-cancel.c): a progress
 * line on a terminal, and Ctrl-C cancelling the warm rather than leaving it running. */
typedef struct CtlWarmWatch {
        pthread_t thread;
        bool started;
        bool progress;     /* draw the progress line */
        bool drawn;
        atomic_bool done;
        const char *target; /* the first target, as sent */
        int64_t after_job;  /* jobs up to this id were there before */
        int64_t job;        /* ours, once seen (0 before) */
} CtlWarmWatch;

/* Starts watching for the warm about to be sent (first target target): a second connection
 * polls preloadd's Status. Nothing is started when that connection fails; returns nothing. */
void ctl_warm_watch_start(CtlWarmWatch *w, const char *target);
/* Stops the watch once the warm's reply came: the progress line is cleared, SIGINT restored. */
void ctl_warm_watch_stop(CtlWarmWatch *w);

int ctl_status_local(const CtlWarmArgs *a);
int verb_evict(int argc, char **argv);

/*
 * The renderers: warnings and errors on stderr, then a text summary or the JSON itself. They take
 * warm_result_to_json(), warm_status_to_json() and warm_plan_errors_to_json() objects (as
 * preloadd sends them too) and return the exit status.
 */
int ctl_warm_render(json_object *result);
int ctl_status_render(json_object *result);
int ctl_plan_failed_render(json_object *params);
