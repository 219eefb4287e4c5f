/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the metadata map parser. Every rejection says where and why; whatever
 * parses formats back to text that parses to the same text again, within the parser's limits.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "metamap.h"

#define FUZZ_SIZE_MAX (256u * 1024u)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        MetaMap *m = NULL, *v = NULL;
        char *text = NULL, *text2 = NULL;
        unsigned line = 0;
        const char *reason = NULL;
        uint64_t total = 0;

        if (size > FUZZ_SIZE_MAX)
                return 0;
        if (metamap_parse((const char *) data, size, &m, &line, &reason) < 0) {
                if (!reason || line == 0)
                        abort();
                return 0;
        }
        if (m->n_fs == 0 || m->n_fs > METAMAP_MAX_FILE_SYSTEMS)
                abort();
        for (size_t f = 0; f < m->n_fs; f++) {
                const Ext4MetaBlocks *b = &m->fs[f];
                if (b->n_blocks == 0 || b->block_size < 1024 || b->block_size > 65536)
                        abort();
                for (size_t i = 0; i < b->n_blocks; i++)
                        if (b->blocks[i] == 0 || (i > 0 && b->blocks[i] <= b->blocks[i - 1]))
                                abort(); /* sorted and distinct, as a read wants them */
                total += b->n_blocks;
        }
        if (total > METAMAP_MAX_BLOCKS)
                abort();
        if (metamap_format(m, &text) < 0)
                abort();
        if (metamap_parse(text, strlen(text), &v, &line, &reason) < 0)
                abort();
        if (metamap_format(v, &text2) < 0 || strcmp(text, text2) != 0)
                abort();
        free(text);
        free(text2);
        metamap_free(m);
        metamap_free(v);
        return 0;
}
