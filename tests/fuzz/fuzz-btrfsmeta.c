/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the btrfs pass's reader of tree search answers (btrfsmeta_scan_answer()):
 * the kernel's buffer of search headers and items, read within its size. The first 4 bytes are
 * the item count the kernel says, the fifth whether parents are kept; the rest is the buffer.
 * What is taken stays inside the buffer and the count, and a parent kept is an inode number.
 */
#include <linux/btrfs_tree.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "btrfsmeta.h"

#define FUZZ_SIZE_MAX 262144u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        const FsMetaInode v[] = { { 257, false }, { 258, true } };
        BtrfsMetaScan scan = {};
        BtrfsMetaKey next;
        size_t used = SIZE_MAX, len;
        uint32_t nr;
        uint8_t *buf;

        if (size < 5 || size > FUZZ_SIZE_MAX)
                return 0;
        memcpy(&nr, data, sizeof(nr));
        nr %= 8192;
        scan.want_parents = data[4] & 1;
        /* a buffer of its exact size, so that a read past it is caught */
        len = size - 5;
        buf = malloc(len ? len : 1);
        if (!buf)
                return 0;
        memcpy(buf, data + 5, len);
        if (btrfsmeta_scan_answer(&scan, v, 2, buf, len, nr, &next, &used) == 0) {
                if (used > len || scan.items > nr || scan.found > scan.items ||
                    scan.bytes > used || (nr > 0 && scan.items == 0 && used == 0))
                        abort();
                for (size_t i = 0; i < scan.n_parents; i++)
                        if (scan.parents[i] < BTRFS_FIRST_FREE_OBJECTID ||
                            scan.parents[i] > BTRFS_LAST_FREE_OBJECTID)
                                abort();
                if (!scan.want_parents && scan.n_parents > 0)
                        abort();
        }
        btrfsmeta_scan_done(&scan);
        free(buf);
        return 0;
}
