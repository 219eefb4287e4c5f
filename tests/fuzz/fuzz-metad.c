/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for preload-metad's wire format. The first byte says how many descriptors the
 * message arrived with; the rest is the message, parsed as a request and as a response. Whatever
 * parses must build back to the same bytes, and every rejection must say why.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "metad.h"

#define FUZZ_SIZE_MAX 4096u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        uint8_t out[METAD_RESPONSE_MAX + METAD_REQUEST_MAX];
        MetadRequest req;
        MetadResponse resp;
        const char *why;
        size_t n_received;
        int len;

        if (size < 1 || size > FUZZ_SIZE_MAX)
                return 0;
        n_received = data[0];
        data++;
        size--;

        why = NULL;
        if (metad_request_parse(data, size, n_received, &req, &why) < 0) {
                if (!why)
                        abort();
        } else {
                if (req.n_fds != n_received || req.n_fds == 0 || req.n_fds > METAD_MAX_FDS)
                        abort();
                len = metad_request_build(&req, out, sizeof(out));
                if (len < 0 || (size_t) len != size || memcmp(out, data, size) != 0)
                        abort();
        }

        why = NULL;
        if (metad_response_parse(data, size, &resp, &why) < 0) {
                if (!why)
                        abort();
        } else {
                for (size_t i = 0; i < resp.n_fds; i++)
                        if (resp.refusal[i] >= _METAD_REFUSAL_MAX || !metad_refusal_to_string(resp.refusal[i]))
                                abort();
                len = metad_response_build(&resp, out, sizeof(out));
                if (len < 0 || (size_t) len != size || memcmp(out, data, size) != 0)
                        abort();
        }
        return 0;
}
