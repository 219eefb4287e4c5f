/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* XFS's pass: geometry checks, bulkstat batches, answers applied (fake ones, bad ones too). */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "macro.h"
#include "xfsmeta.h"

static void test_xfsmeta_geometry_check(void **state) {
        struct xfs_fsop_geom_v1 g = { .blocksize = 4096, .inodesize = 512, .dirblocksize = 4096 };
        XfsMetaGeometry geo;

        assert_int_equal(xfsmeta_geometry_check(&g, &geo), 0);
        assert_int_equal(geo.block_size, 4096);
        assert_int_equal(geo.inode_size, 512);
        assert_int_equal(geo.inodes_per_block_log, 3);
        g.dirblocksize = 0; /* not filled: one block */
        assert_int_equal(xfsmeta_geometry_check(&g, &geo), 0);
        assert_int_equal(geo.dir_block_size, 4096);
        g.dirblocksize = 65536;
        assert_int_equal(xfsmeta_geometry_check(&g, &geo), 0);
        g = (struct xfs_fsop_geom_v1) { .blocksize = 512, .inodesize = 512 };
        assert_int_equal(xfsmeta_geometry_check(&g, &geo), 0);
        assert_int_equal(geo.inodes_per_block_log, 0);

        static const uint32_t bad[][3] = {
                { 4096, 100, 4096 },    /* not a power of two */
                { 4096, 128, 4096 },    /* smaller than XFS makes */
                { 1024, 2048, 1024 },   /* bigger than a block */
                { 3000, 256, 4096 },
                { 131072, 512, 131072 },
                { 4096, 512, 2048 },    /* directory blocks smaller than blocks */
                { 0, 0, 0 },
        };
        for (size_t i = 0; i < ELEMENTSOF(bad); i++) {
                g = (struct xfs_fsop_geom_v1) { .blocksize = bad[i][0], .inodesize = bad[i][1],
                                                .dirblocksize = bad[i][2] };
                assert_int_equal(xfsmeta_geometry_check(&g, &geo), -EBADMSG);
        }
}

static void test_xfsmeta_batch_icount(void **state) {
        const FsMetaInode v[] = { { 100 }, { 101 }, { 127 }, { 128 }, { 190 }, { 200 },
                                  { (UINT64_C(1) << 40) + 3 }, { (UINT64_C(1) << 40) + 63 } };
        size_t n = ELEMENTSOF(v);

        assert_int_equal(xfsmeta_batch_icount(v, n, 0), 28); /* 100..127: one chunk */
        assert_int_equal(xfsmeta_batch_icount(v, n, 1), 27);
        assert_int_equal(xfsmeta_batch_icount(v, n, 2), 1);
        assert_int_equal(xfsmeta_batch_icount(v, n, 3), 63); /* 128..190 */
        assert_int_equal(xfsmeta_batch_icount(v, n, 5), 1);
        assert_int_equal(xfsmeta_batch_icount(v, n, 6), 61); /* 64-bit inode numbers */
        assert_int_equal(xfsmeta_batch_icount(v, n, 7), 1);
}

static struct xfs_bulkstat bs(uint64_t ino, uint16_t mode, uint32_t gen, uint64_t size, uint64_t blocks) {
        return (struct xfs_bulkstat) { .bs_ino = ino, .bs_mode = mode, .bs_gen = gen, .bs_size = size,
                                       .bs_blocks = blocks };
}

static void test_xfsmeta_scan_answer(void **state) {
        const FsMetaInode v[] = { { 100, true }, { 101, false }, { 105, false }, { 120, true },
                                  { 300, false } };
        const XfsMetaGeometry geo = { 4096, 512, 4096, 3 };
        XfsMetaScan scan = {};
        struct xfs_bulkstat a[3];

        /* From 100, room for 6: 100 (a directory), 101, and 103 that nobody asked for. */
        a[0] = bs(100, S_IFDIR | 0755, 7, 8192, 2);
        a[1] = bs(101, S_IFREG | 0644, 1, 10, 1);
        a[2] = bs(103, S_IFREG | 0644, 1, 10, 1);
        assert_int_equal(xfsmeta_scan_answer(&scan, v, ELEMENTSOF(v), &geo, 100, 6, a, 3), 0);
        assert_int_equal(scan.next, 2); /* 105 lies past what the answer covers */
        assert_int_equal(scan.found, 2);
        assert_int_equal(scan.skipped, 0);
        assert_int_equal(scan.inode_blocks, 1); /* 100 and 101: one block of 8 inodes */
        assert_int_equal(scan.n_dirs, 1);
        assert_true(scan.dirs[0].ino == 100 && scan.dirs[0].gen == 7 && scan.dirs[0].size == 8192 &&
                    scan.dirs[0].blocks == 2);

        /* From 105: 106 comes back, so 105 is no inode now; 120 is asked as a directory but is a
         * file: not read as one. */
        a[0] = bs(106, S_IFREG | 0644, 1, 0, 0);
        a[1] = bs(120, S_IFREG | 0644, 1, 0, 0);
        assert_int_equal(xfsmeta_scan_answer(&scan, v, ELEMENTSOF(v), &geo, 105, 16, a, 2), 0);
        assert_int_equal(scan.next, 4);
        assert_int_equal(scan.found, 3);
        assert_int_equal(scan.skipped, 1);
        assert_int_equal(scan.inode_blocks, 2);
        assert_int_equal(scan.n_dirs, 1);

        /* Nothing from 300 on: it is skipped, and the scan moves on. */
        assert_int_equal(xfsmeta_scan_answer(&scan, v, ELEMENTSOF(v), &geo, 300, 1, a, 0), 0);
        assert_int_equal(scan.next, 5);
        assert_int_equal(scan.skipped, 2);
        xfsmeta_scan_done(&scan);
}

/* Answers the kernel cannot give: refused, the scan as it was. */
static void test_xfsmeta_scan_answer_bad(void **state) {
        const FsMetaInode v[] = { { 100, true }, { 101, false } };
        const XfsMetaGeometry geo = { 4096, 256, 4096, 4 };
        XfsMetaScan scan = {};
        struct xfs_bulkstat a[2] = { bs(100, S_IFDIR, 1, 4096, 1), bs(101, S_IFREG, 1, 0, 0) };

        assert_int_equal(xfsmeta_scan_answer(&scan, v, 2, &geo, 100, 1, a, 2), -EBADMSG); /* > icount */
        a[1].bs_ino = 100;
        assert_int_equal(xfsmeta_scan_answer(&scan, v, 2, &geo, 100, 2, a, 2), -EBADMSG); /* repeated */
        a[0].bs_ino = 102;
        a[1].bs_ino = 101;
        assert_int_equal(xfsmeta_scan_answer(&scan, v, 2, &geo, 100, 2, a, 2), -EBADMSG); /* backwards */
        a[0].bs_ino = 99;
        assert_int_equal(xfsmeta_scan_answer(&scan, v, 2, &geo, 100, 2, a, 2), -EBADMSG); /* below start */
        assert_int_equal(scan.next, 0);
        assert_int_equal(scan.found + scan.skipped + scan.n_dirs, 0);
        xfsmeta_scan_done(&scan);
}

static void test_xfsmeta_pass_not_xfs(void **state) {
        _cleanup_close_ int fd = open("/proc/self", O_PATH | O_DIRECTORY | O_CLOEXEC);
        const FsMetaInode v[] = { { 1, false } };
        Ext4MetaStats st = {};
        char *reason = NULL;

        assert_true(fd >= 0);
        assert_int_equal(xfsmeta_pass(fd, v, 1, NULL, &st, &reason), -EOPNOTSUPP);
        assert_non_null(reason);
        assert_non_null(strstr(reason, "not an XFS file system"));
        assert_int_equal(st.calls, 0);
        free(reason);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_xfsmeta_geometry_check),
                cmocka_unit_test(test_xfsmeta_batch_icount),
                cmocka_unit_test(test_xfsmeta_scan_answer),
                cmocka_unit_test(test_xfsmeta_scan_answer_bad),
                cmocka_unit_test(test_xfsmeta_pass_not_xfs),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
