/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the configuration's parser, loader and planner share beyond config.h. */
#pragma once

#include <stdbool.h>

#include "config.h"
#include "macro.h"

/* Adds a formatted error or warning to r (nothing when r is NULL): 0 or -ENOMEM. */
_printf_(3, 4) int config_report_add(ConfigReport *r, bool error, const char *fmt, ...);

/* The defaults a daemon configuration starts from before preloadd.conf is read. */
void daemon_config_init(DaemonConfig *d);

/* Frees what a holds, not a itself: for the applications a Config keeps in one array. */
void app_config_done(AppConfig *a);
