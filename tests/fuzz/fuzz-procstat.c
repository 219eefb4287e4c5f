/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the /proc/PID/stat parser of procmaps.h, which preloadd reads every 100 ms
 * for each process of a launch it follows (its major faults, and its command: a new one is a
 * program to look at). Whatever parses names a command that is what stands between the text's
 * first "(" and its last ")", cut to the kernel's length, and the same text with the counters cut
 * off does not parse.
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
        char comm[PROCMAPS_COMM_MAX];
        uint64_t majflt;
        char *text;

        text = fuzz_text(data, size, FUZZ_SIZE_MAX);
        if (!text)
                return 0;
        if (procmaps_stat_parse(text, &majflt, comm) == 0) {
                const char *open = strchr(text, '('), *close = strrchr(text, ')');
                size_t n = (size_t) (close - open - 1);
                if (n > PROCMAPS_COMM_MAX - 1)
                        n = PROCMAPS_COMM_MAX - 1;
                /* a NUL in the input ends the text: the command is what strlen() sees of it */
                if (strlen(comm) > n || strncmp(comm, open + 1, n) != 0)
                        abort();
                text[close - text + 1] = 0;
                if (procmaps_stat_parse(text, &majflt, NULL) != -EBADMSG)
                        abort();
        }
        free(text);
        return 0;
}
