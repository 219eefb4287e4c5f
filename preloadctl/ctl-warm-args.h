/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The options warm, status and evict share, as parsed once (ctl_warm_args_parse(), ctl-warm.h),
 * whichever route then runs the verb. Types only: the routing (ctl-route.h) decides from them
 * without knowing the verbs.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "warm.h"

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
        uint64_t static_segment_max; /* --static-segment-max: TargetOptions' for warm's static plans */
        char **targets;       /* into argv */
        int n_targets;
} CtlWarmArgs;
