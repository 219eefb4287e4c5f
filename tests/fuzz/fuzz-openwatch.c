/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the fanotify event parser of openwatch.h: a watch with one marked
 * directory (fsid 1:2, handle type 1, handle bytes 0x11..0x18, as the seeds name it). Whatever the
 * input, a reported open is a plain name in that directory, and the count is what was reported.
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "openwatch.h"

#define FUZZ_SIZE_MAX 65536u
#define SEED_DIR "/usr/share/seed"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int on_open(const char *dir, const char *name, void *userdata) {
        int *n = userdata;

        if (strcmp(dir, SEED_DIR) != 0 || !*name || strchr(name, '/') || strcmp(name, ".") == 0 ||
            strcmp(name, "..") == 0)
                abort();
        (*n)++;
        return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        static const unsigned char handle[] = { 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18 };
        static const int32_t fsid[2] = { 1, 2 };
        OpenWatch *w = NULL;
        int n = 0, r;

        if (size > FUZZ_SIZE_MAX)
                return 0;
        if (openwatch_new_detached(&w) < 0 || openwatch_add_handle(w, fsid, 1, handle, sizeof(handle), SEED_DIR) != 1)
                abort();
        r = openwatch_parse(w, data, size, on_open, &n);
        if ((r < 0 && r != -EBADMSG) || (r >= 0 && r != n))
                abort();
        openwatch_free(w);
        return 0;
}
