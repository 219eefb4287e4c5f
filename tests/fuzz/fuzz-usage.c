/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the usage file parser. Whatever parses must format back to text that parses
 * to the same text again, and ranking and scoring must hold for any values it accepts.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "usage.h"

#define FUZZ_SIZE_MAX (256u * 1024u)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        Usage *u = NULL, *v = NULL;
        char *text = NULL, *text2 = NULL;
        size_t n = 0, n2 = 0;
        unsigned line = 0;
        const char *reason = NULL;

        if (size > FUZZ_SIZE_MAX)
                return 0;
        if (usage_parse((const char *) data, size, &u, &line, &reason) < 0) {
                if (!reason || line == 0)
                        abort(); /* every rejection says where and why */
                return 0;
        }
        size_t *order = calloc(u->n_apps + 1, sizeof(size_t));
        if (!order)
                abort();
        usage_rank(u, UINT64_MAX, order);
        for (size_t i = 0; i + 1 < u->n_apps; i++)
                if (usage_score_milli(&u->apps[order[i]], UINT64_MAX) <
                    usage_score_milli(&u->apps[order[i + 1]], UINT64_MAX))
                        abort();
        free(order);
        if (usage_format(u, &text, &n) < 0)
                abort();
        if (usage_parse(text, n, &v, &line, &reason) < 0)
                abort();
        if (usage_format(v, &text2, &n2) < 0 || n != n2 || memcmp(text, text2, n) != 0)
                abort();
        free(text);
        free(text2);
        usage_free(u);
        usage_free(v);
        return 0;
}
