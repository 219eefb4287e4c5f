/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the mount table parsers (mountinfo.h): preload-metad asks it a device's
 * file system type, and every device lookup through a mount (device-lookup.h) asks it a mount's
 * type and source. The first 8 bytes are the mount id to look for; the rest is the table. What is
 * found is a NUL-terminated string that fits and came from the line of that id.
 *
 * The same text as a whole table (mountinfo_table_parse()), which a sandboxed process's paths are
 * translated through (sandbox-path.h): every mount's root and mount point are absolute, and a
 * path translated with the table as theirs and as ours comes out absolute, within PATH_MAX, and
 * is the path itself where the table has one mount of "/" at "/" only.
 */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>

#include "fuzz-text.h"
#include "mountinfo.h"
#include "sandbox-path.h"

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

        MountTable *t = NULL;
        if (mountinfo_table_parse(text, &t) == 0) {
                static const char *const paths[] = { "/", "/usr/lib/libc.so.6", "/app/bin/x", "/a b/c", "/srv" };
                for (size_t i = 0; i < t->n_mounts; i++)
                        if (t->mounts[i].root[0] != '/' || t->mounts[i].path[0] != '/' ||
                            mountinfo_table_find_id(t, t->mounts[i].id) == NULL)
                                abort();
                for (size_t i = 0; i < sizeof(paths) / sizeof(paths[0]); i++)
                        for (size_t nth = 0; nth < SANDBOX_CANDIDATES_MAX; nth++) {
                                char *host = NULL;
                                int r = sandbox_path_map(t, t, paths[i], nth, &host);
                                if (r < 0 || r > 1 || (r == 1) != (host != NULL))
                                        abort();
                                if (host && (host[0] != '/' || strlen(host) >= PATH_MAX))
                                        abort();
                                /* one mount of the whole file system at "/": a path is itself */
                                if (host && nth == 0 && t->n_mounts == 1 && strcmp(t->mounts[0].root, "/") == 0 &&
                                    strcmp(t->mounts[0].path, "/") == 0 && strcmp(host, paths[i]) != 0)
                                        abort();
                                free(host);
                                if (r == 0)
                                        break;
                        }
                mountinfo_table_free(t);
        }
        free(text);
        return 0;
}
