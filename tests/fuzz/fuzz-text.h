/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The fuzzer's input as the NUL-terminated text a /proc parser gets (at most max bytes: NULL
 * past that, the input skipped). Aborts when out of memory: a fuzzer has no error path. */
#pragma once

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static inline char *fuzz_text(const uint8_t *data, size_t size, size_t max) {
        char *text;

        if (size > max)
                return NULL;
        text = malloc(size + 1);
        if (!text)
                abort();
        memcpy(text, data, size);
        text[size] = 0;
        return text;
}
