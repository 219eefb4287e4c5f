/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Sizes for people. */
#include <inttypes.h>
#include <stdio.h>

#include "format.h"

const char *format_bytes(uint64_t bytes, char buf[static FORMAT_BYTES_MAX]) {
        static const char units[] = "KMGTPE";
        double v;
        size_t u = 0;

        if (bytes < 1024) {
                snprintf(buf, FORMAT_BYTES_MAX, "%" PRIu64 "B", bytes);
                return buf;
        }
        v = (double) bytes / 1024;
        while (v >= 1024 && u + 1 < sizeof(units) - 1) {
                v /= 1024;
                u++;
        }
        snprintf(buf, FORMAT_BYTES_MAX, v < 10 ? "%.1f%c" : "%.0f%c", v, units[u]);
        return buf;
}
