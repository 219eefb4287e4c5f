/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* libFuzzer target for the in-memory ELF parser and the ranges it feeds into a plan. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
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
        PlanFile *f, *lean;

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

        /* The whole segments, and the lean form of every one (segment_max 1): never a byte
         * outside what ld.so maps. */
        if (plan_new(&p) >= 0 && plan_add_file(p, "/fuzz", NULL, NULL, &f) >= 0 &&
            elfimage_add_ranges(img, 0, f) >= 0 && plan_add_file(p, "/lean", NULL, NULL, &lean) >= 0) {
                f = &p->files[0]; /* plan_add_file() may have moved it */
                if (elfimage_add_ranges(img, 1, lean) >= 0)
                        for (size_t i = 0, j = 0; i < lean->n_ranges; i++) {
                                while (j < f->n_ranges &&
                                       f->ranges[j].offset + f->ranges[j].length <= lean->ranges[i].offset)
                                        j++;
                                if (j == f->n_ranges || f->ranges[j].offset > lean->ranges[i].offset ||
                                    f->ranges[j].offset + f->ranges[j].length <
                                            lean->ranges[i].offset + lean->ranges[i].length)
                                        abort();
                        }
        }

        plan_free(p);
        elfimage_free(img);
        return 0;
}
