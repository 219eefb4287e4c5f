/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* libFuzzer target for the in-memory ELF parser and the ranges it feeds into a plan. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "elfimage.h"
#include "plan.h"

/* Enough for ld.so itself and most libraries as seeds; bigger inputs only slow the fuzzer. */
#define FUZZ_SIZE_MAX (1024u * 1024u)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        ElfImage *img = NULL;
        const char *reason = NULL;
        Plan *p = NULL;
        PlanFile *f;

        if (size > FUZZ_SIZE_MAX)
                return 0;

        if (elfimage_parse(data, size, &img, &reason) < 0)
                return 0;

        /* Touch every string, so that ASan sees any that is not NUL-terminated or freed early. */
        size_t sum = img->interp ? strlen(img->interp) : 0;
        for (size_t i = 0; i < img->n_needed; i++)
                sum += strlen(img->needed[i]);
        sum += img->soname ? strlen(img->soname) : 0;
        sum += img->rpath ? strlen(img->rpath) : 0;
        sum += img->runpath ? strlen(img->runpath) : 0;
        (void) sum;

        if (plan_new(&p) >= 0 && plan_add_file(p, "/fuzz", NULL, NULL, &f) >= 0)
                (void) elfimage_add_ranges(img, f);

        plan_free(p);
        elfimage_free(img);
        return 0;
}
