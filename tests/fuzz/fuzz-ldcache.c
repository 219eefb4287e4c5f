/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* libFuzzer target for the ld.so.cache parser and the lookup over what it accepts. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "hwcaps.h"
#include "ldcache.h"

/* Real caches are tens of kilobytes; bigger inputs only slow the fuzzer down. */
#define FUZZ_SIZE_MAX (1024u * 1024u)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        static const Hwcaps hw = {
                .glibc_hwcaps = { "x86-64-v3", "x86-64-v2" }, .n_glibc_hwcaps = 2,
                .platform = "haswell",
                .legacy = { "x86_64", "avx512_1", "haswell", "tls" }, .n_legacy = 4,
        };
        const char *reason = NULL;
        LdCache *c = NULL;
        size_t sum = 0;

        if (size > FUZZ_SIZE_MAX)
                return 0;
        if (ldcache_parse(data, size, &c, &reason) < 0)
                return 0;

        /* Touch every string, so that ASan sees any that is not NUL-terminated, and look every key
         * up (plus one that is missing) under a few ABIs. */
        for (size_t i = 0; i < c->n_hwcaps_names; i++)
                sum += strlen(c->hwcaps_names[i]);
        for (size_t i = 0; i < c->n_entries && i < 64; i++) {
                const LdCacheEntry *e = &c->entries[i];
                sum += strlen(e->key) + strlen(e->value);
                sum += e->hwcaps_subdir ? strlen(e->hwcaps_subdir) : 0;
                const char *p = ldcache_lookup(c, e->key, 0x0303, &hw);
                sum += p ? strlen(p) : 0;
                p = ldcache_lookup(c, e->key, 0x0003, NULL);
                sum += p ? strlen(p) : 0;
        }
        (void) ldcache_lookup(c, "libc.so.6", 0x0903, &hw);
        (void) sum;

        ldcache_free(c);
        return 0;
}
