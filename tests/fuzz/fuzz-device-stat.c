/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the block device stat parser (/sys/dev/block/MAJ:MIN/stat). Every
 * rejection says why; whatever parses makes a cost model without overflow (device-model.h) as a
 * device's lifetime counters, whose rates are never 0 and come from the counters only when they
 * are evidence enough; and a warm's note of nothing (the same counters twice) is no measurement.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/sysmacros.h>

#include "device-model.h"

#define FUZZ_SIZE_MAX 4096u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        const char *reason = NULL;
        DeviceEvidence e;
        DeviceStat st;
        DeviceModel m;

        if (size > FUZZ_SIZE_MAX)
                return 0;
        if (device_stat_parse((const char *) data, size, &st, &reason) < 0) {
                if (!reason)
                        abort();
                return 0;
        }
        e = (DeviceEvidence) { .info = { .cap = DEVICE_DEFAULT_CAP, .rotational = data[0] & 1 }, .have_lifetime = true,
                               .lifetime = st, .limit_iops = UINT64_MAX, .limit_bps = UINT64_MAX };
        device_model_from_evidence(&e, &m);
        if (m.iops == 0 || m.bps == 0 || m.request_bytes == 0 || m.read_ahead_bytes == 0)
                abort();
        if (m.iops_by == DEVICE_RATE_LIFETIME &&
            (st.reads < DEVICE_SPEED_MIN_READS || st.io_ticks_ms < DEVICE_SPEED_MIN_BUSY_MS))
                abort();
        device_model_forget_all();
        device_model_note(makedev(7, 99), &st, &st);
        device_model_read("/nonexistent", "/nonexistent", makedev(7, 99), &m);
        if (m.warms != 0)
                abort();
        return 0;
}
