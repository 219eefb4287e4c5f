/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the block device stat parser (/sys/dev/block/MAJ:MIN/stat). Every
 * rejection says why; whatever parses judges without overflow, alone (a lifetime) and against a
 * second parse of the same text (a delta of nothing: never a verdict).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "device.h"

#define FUZZ_SIZE_MAX 4096u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        const char *reason = NULL;
        DeviceStat st;
        DeviceSpeed s;

        if (size > FUZZ_SIZE_MAX)
                return 0;
        if (device_stat_parse((const char *) data, size, &st, &reason) < 0) {
                if (!reason)
                        abort();
                return 0;
        }
        s = device_speed_judge(NULL, &st);
        if (s.verdict != DEVICE_SPEED_UNKNOWN &&
            (s.reads < DEVICE_SPEED_MIN_READS || s.busy_ms < DEVICE_SPEED_MIN_BUSY_MS))
                abort();
        if ((s.verdict == DEVICE_SPEED_SLOW) != (s.verdict != DEVICE_SPEED_UNKNOWN &&
                                                  s.reads_per_sec < DEVICE_SLOW_READS_PER_SEC))
                abort();
        if (device_speed_judge(&st, &st).verdict != DEVICE_SPEED_UNKNOWN)
                abort();
        return 0;
}
