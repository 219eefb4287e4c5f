/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Reading clocks in the microseconds every time in the library is counted in. */
#pragma once

#include <stdint.h>
#include <time.h>

/*
 * The time of clock (CLOCK_MONOTONIC for intervals and deadlines, CLOCK_REALTIME for timestamps
 * stored in files) in microseconds. Cannot fail for the clocks Linux always has.
 */
uint64_t now_usec(clockid_t clock);
