/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Clock readings in microseconds. */
#include "time-util.h"

uint64_t now_usec(clockid_t clock) {
        struct timespec ts;

        clock_gettime(clock, &ts);
        return (uint64_t) ts.tv_sec * UINT64_C(1000000) + (uint64_t) ts.tv_nsec / 1000;
}
