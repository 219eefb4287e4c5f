/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl warm, status and evict: their options, parsed once; the in-process runs (the
 * library's warm.h); and the one renderer of their JSON, whichever route produced it.
 */
#pragma once

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
