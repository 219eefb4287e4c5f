/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the mount table parsers (mountinfo.h): preload-metad asks it a device's
 * file system type, and every device lookup through a mount (device-lookup.h) asks it a mount's
 * type and source. The first 8 bytes are the mount id to look for; the rest is the table. What is
 * found is a NUL-terminated string that fits and came from the line of that id.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>

#include "fuzz-text.h"
#include "mountinfo.h"

#define FUZZ_SIZE_MAX 16384u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        char type[16], id_text[32];
        uint64_t id = 0;
        MountEntry e;
        char *text;

        if (size < sizeof(id))
                return 0;
        memcpy(&id, data, sizeof(id));
        id %= 100000; /* ids as the kernel gives them, so that some lines match */
        text = fuzz_text(data + sizeof(id), size - sizeof(id), FUZZ_SIZE_MAX);
        if (!text)
                return 0;

        memset(&e, 0xaa, sizeof(e));
        if (mountinfo_by_id(text, id, &e) == 0) {
                if (strnlen(e.fstype, sizeof(e.fstype)) >= sizeof(e.fstype) || e.fstype[0] == 0 ||
                    strnlen(e.source, sizeof(e.source)) >= sizeof(e.source) || !strstr(text, e.fstype))
                        abort();
                /* the line starts with the id, and the type is one of its fields */
                snprintf(id_text, sizeof(id_text), "%llu ", (unsigned long long) id);
                if (!strstr(text, id_text))
                        abort();
                /* the device it shows has that type by the other parser too */
                if (mountinfo_fstype(text, e.dev, type, sizeof(type)) == 0 &&
                    strnlen(type, sizeof(type)) >= sizeof(type))
                        abort();
        }
        if (mountinfo_fstype(text, makedev(id % 256, id / 256 % 256), type, sizeof(type)) == 0 &&
            (strnlen(type, sizeof(type)) >= sizeof(type) || !strstr(text, type)))
                abort();
        free(text);
        return 0;
}
