/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the XFS pass's reader of bulkstat answers (xfsmeta_scan_answer()): the
 * first 8 bytes are where the call started, the next 4 the room it had; the rest are struct
 * xfs_bulkstat entries the kernel filled. The inodes asked for are the 64 from the start, every
 * other one a directory. An answer taken accounts for inodes in order, each once; one refused
 * leaves the scan as it was.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "xfsmeta.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        const XfsMetaGeometry geo = { 4096, 512, 4096, 3 };
        struct xfs_bulkstat *bs;
        FsMetaInode v[XFSMETA_CHUNK_INODES];
        XfsMetaScan scan = {};
        uint64_t start;
        uint32_t icount, ocount;
        size_t n;
        int r;

        if (size < 12)
                return 0;
        memcpy(&start, data, sizeof(start));
        memcpy(&icount, data + 8, sizeof(icount));
        icount = icount % (XFSMETA_CHUNK_INODES + 1);
        ocount = (uint32_t) ((size - 12) / sizeof(struct xfs_bulkstat));
        if (ocount > XFSMETA_CHUNK_INODES + 1)
                return 0;
        for (size_t i = 0; i < XFSMETA_CHUNK_INODES; i++)
                v[i] = (FsMetaInode) { start + i, i % 2 == 0 };
        n = fsmeta_inodes_sort_unique(v, XFSMETA_CHUNK_INODES);
        bs = malloc((ocount ? ocount : 1) * sizeof(*bs));
        if (!bs)
                return 0;
        memcpy(bs, data + 12, ocount * sizeof(*bs));
        r = xfsmeta_scan_answer(&scan, v, n, &geo, v[0].ino, icount, bs, ocount);
        if (r == 0 && (scan.next > n || scan.found + scan.skipped != scan.next || scan.n_dirs > scan.found ||
                       scan.inode_blocks > scan.found || (ocount <= icount && scan.next == 0)))
                abort();
        if (r < 0 && (scan.next != 0 || scan.found != 0 || scan.skipped != 0 || scan.n_dirs != 0))
                abort();
        xfsmeta_scan_done(&scan);
        free(bs);
        return 0;
}
