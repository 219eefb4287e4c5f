/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The daemon's log level: one for the process, set once from the command line (log.h). */
#include "log.h"

int log_max_level = 6; /* LOG_INFO */
