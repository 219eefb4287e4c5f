/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the cgroup files the device model reads (device-model.h, cgroup.h): v1
 * blkio.throttle.read_*_device ("MAJ:MIN N" lines), v2 io.max ("MAJ:MIN rbps=N riops=N ...") and
 * cpu.stat's usage_usec, which a launch's observation reads every 100 ms. A limit found is one of
 * the numbers in the text, never 0; usage_usec is the number after its key.
 */
#include <errno.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgroup.h"
#include "device-model.h"
#include "fuzz-text.h"

#define FUZZ_SIZE_MAX 8192u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Whether the decimal form of v stands in text (as a whole number). */
static int appears(const char *text, uint64_t v) {
        char num[32];
        size_t n;

        n = (size_t) snprintf(num, sizeof(num), "%" PRIu64, v);
        for (const char *p = strstr(text, num); p; p = strstr(p + 1, num))
                if ((p == text || p[-1] < '0' || p[-1] > '9') && (p[n] < '0' || p[n] > '9'))
                        return 1;
        return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        uint64_t v, iops, bps;
        char *text;

        text = fuzz_text(data, size, FUZZ_SIZE_MAX);
        if (!text)
                return 0;
        v = device_limit_v1_min(text);
        if (v != UINT64_MAX && (v == 0 || !appears(text, v)))
                abort();
        device_limit_iomax_min(text, &iops, &bps);
        if ((iops != UINT64_MAX && (iops == 0 || !strstr(text, "riops=") || !appears(text, iops))) ||
            (bps != UINT64_MAX && (bps == 0 || !strstr(text, "rbps=") || !appears(text, bps))))
                abort();
        if (cgroup_cpu_usage_parse(text, &v) == 0 && (!strstr(text, "usage_usec ") || !appears(text, v)))
                abort();
        free(text);
        return 0;
}
