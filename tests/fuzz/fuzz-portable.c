/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the portable profile parser (profile-portable.h): a bundle from anywhere.
 * Beyond not crashing, whatever parses must name only paths under the allowed roots and format back
 * to text that parses to the same text again: the written form is canonical.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "profile-portable.h"
#include "profile.h"

/* Big enough for thousands of entries; bigger inputs only slow the fuzzer. */
#define FUZZ_SIZE_MAX (1024u * 1024u)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        Profile *p = NULL, *q = NULL;
        char *text = NULL, *text2 = NULL;
        size_t n = 0, n2 = 0;
        unsigned line = 0;
        const char *reason = NULL;

        if (size > FUZZ_SIZE_MAX)
                return 0;
        if (portable_parse((const char *) data, size, &p, &line, &reason) < 0)
                return 0;

        /* Touch every string so ASan sees any that is unterminated or freed early. */
        size_t sum = strlen(p->name) + (p->program ? strlen(p->program) : 0);
        for (size_t i = 0; i < p->n_command; i++)
                sum += strlen(p->command[i]);
        for (size_t i = 0; i < p->n_files; i++) {
                sum += strlen(p->files[i].path);
                if (!profile_path_portable(p->files[i].path) || p->files[i].id.ino != 0)
                        abort(); /* a bundle names system files only, and no inode */
        }
        for (size_t i = 0; i < p->n_lookups; i++) {
                sum += strlen(p->lookups[i]);
                if (!profile_path_portable(p->lookups[i]) || p->lookup_inos[i] != 0)
                        abort();
        }
        if (p->program && !profile_path_portable(p->program))
                abort();
        (void) sum;
        (void) profile_total_bytes(p);
        if (profile_touched_bytes(p) > profile_total_bytes(p))
                abort(); /* touched bytes are inside the ranges */

        if (portable_format(p, &text, &n) >= 0) {
                if (portable_parse(text, n, &q, &line, &reason) < 0)
                        abort(); /* the writer produced something the parser rejects */
                if (portable_format(q, &text2, &n2) < 0 || n != n2 || memcmp(text, text2, n) != 0)
                        abort(); /* not canonical */
        }

        free(text);
        free(text2);
        profile_free(q);
        profile_free(p);
        return 0;
}
