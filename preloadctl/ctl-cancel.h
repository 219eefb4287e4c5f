/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl cancel: preloadd's warms, one job, an application's, or all. */
#pragma once

int verb_cancel(int argc, char **argv);
