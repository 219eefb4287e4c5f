/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl's side of preloadd: the verbs list, reload, cat-config and check-config; warm and
 * status routed to the daemon when it runs (in-process otherwise, said with -v); and application
 * names from the configuration as targets.
 */
#pragma once

#include <errno.h>

#include "plan.h"
#include "target.h"

int verb_list(int argc, char **argv);
int verb_reload(int argc, char **argv);
int verb_cat_config(int argc, char **argv);
int verb_check_config(int argc, char **argv);

/* warm and status: through preloadd when it answers (unless --local), else verb_warm/verb_status. */
int ctl_daemon_verb_warm(int argc, char **argv);
int ctl_daemon_verb_status(int argc, char **argv);

/* A bare name that is neither a configured application nor a program in PATH. */
#define CTL_ERROR_UNKNOWN_APP (-ENOPKG)

/*
 * Target resolution hook for ctl_plan_targets(): a bare name that names a configured application
 * adds that application's plan and returns 1; returns 0 when target is not an application (the
 * caller plans it as a program); CTL_ERROR_UNKNOWN_APP (report filled) when it is a bare name
 * found neither in the configuration nor in PATH; other -errno from app_config_add_to_plan().
 */
int ctl_app_add_to_plan(const char *target, const TargetOptions *opts, Plan *p, TargetReport *report);

#define CTL_DAEMON_VERBS                                                                          \
        { "list", verb_list, "", "List the configured applications" },                           \
        { "reload", verb_reload, "", "Make preloadd re-read its configuration" },                \
        { "cat-config", verb_cat_config, "", "Show the configuration files in effect" },         \
        { "check-config", verb_check_config, "", "Validate the configuration files" },
