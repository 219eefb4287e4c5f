/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl warm: through preloadd when it runs and the options allow (watched while waited
 * for), else in-process through the library's warm.h, the same operation either way; and its
 * options, which status and evict share.
 */
#pragma once

#include "ctl-warm-args.h"

/* Parses a verb's options. Returns >0 to go on, 0 after --help, <0 on a usage error (printed). */
int ctl_warm_args_parse(int argc, char **argv, CtlWarmVerb verb, CtlWarmArgs *ret);

int verb_warm(int argc, char **argv);
