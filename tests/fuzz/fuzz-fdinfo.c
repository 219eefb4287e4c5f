/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the /proc/PID/fdinfo parser of procmaps.h, which reads what the launches
 * preloadd observes left open. Whatever parses has a position and flags that the text names in
 * full: the parse of the same text with its flags line dropped fails.
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-text.h"
#include "procmaps.h"

#define FUZZ_SIZE_MAX 4096u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        uint64_t pos;
        unsigned flags;
        char *text, *line;

        text = fuzz_text(data, size, FUZZ_SIZE_MAX);
        if (!text)
                return 0;
        if (procmaps_fdinfo_parse(text, &pos, &flags) == 0) {
                /* blank out every line that starts with "flags:": nothing else may stand for it */
                for (line = text; line; line = strchr(line, '\n'), line = line ? line + 1 : NULL)
                        if (strncmp(line, "flags:", 6) == 0)
                                line[0] = '#';
                if (procmaps_fdinfo_parse(text, &pos, &flags) != -EBADMSG)
                        abort();
        }
        free(text);
        return 0;
}
