/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Which metadata pass a file system has, from the mount table's type; the shared inode list. */
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

#include "fsmeta.h"
#include "macro.h"
#include "util.h"

static void test_fsmeta_kind_from_type(void **state) {
        assert_int_equal(fsmeta_kind_from_type("ext4"), FSMETA_EXT4);
        assert_int_equal(fsmeta_kind_from_type("ext3"), FSMETA_EXT4);
        assert_int_equal(fsmeta_kind_from_type("ext2"), FSMETA_EXT4);
        assert_int_equal(fsmeta_kind_from_type("xfs"), FSMETA_XFS);
        assert_int_equal(fsmeta_kind_from_type("btrfs"), FSMETA_BTRFS);
        assert_int_equal(fsmeta_kind_from_type("tmpfs"), FSMETA_NONE);
        assert_int_equal(fsmeta_kind_from_type("overlay"), FSMETA_NONE);
        assert_int_equal(fsmeta_kind_from_type("fuse.sshfs"), FSMETA_NONE);
        assert_int_equal(fsmeta_kind_from_type("ext4x"), FSMETA_NONE);
        assert_int_equal(fsmeta_kind_from_type(""), FSMETA_NONE);
        assert_int_equal(fsmeta_kind_from_type(NULL), FSMETA_NONE);
        assert_string_equal(fsmeta_kind_to_string(FSMETA_XFS), "xfs");
        assert_string_equal(fsmeta_kind_to_string(FSMETA_BTRFS), "btrfs");
        assert_string_equal(fsmeta_kind_to_string(FSMETA_EXT4), "ext4");
        assert_null(fsmeta_kind_to_string(FSMETA_NONE));
}

/* /proc is proc wherever the tests run: from the mount table, and from statfs() when the table
 * does not have the mount; a table that says otherwise is what is believed. */
static void test_fsmeta_kind_fd(void **state) {
        _cleanup_close_ int fd = open("/proc/self", O_PATH | O_DIRECTORY | O_CLOEXEC);
        char type[FSMETA_TYPE_MAX], *table = NULL;
        FsMetaKind kind = FSMETA_EXT4;
        struct statx sx;

        assert_true(fd >= 0);
        assert_int_equal(fsmeta_kind_fd(fd, NULL, &kind, type), 0);
        assert_int_equal(kind, FSMETA_NONE);
        assert_string_equal(type, "proc");

        kind = FSMETA_EXT4;
        assert_int_equal(fsmeta_kind_fd(fd, "", &kind, type), 0); /* no line: statfs() */
        assert_int_equal(kind, FSMETA_NONE);
        assert_string_equal(type, "proc");

        if (statx(fd, "", AT_EMPTY_PATH, STATX_MNT_ID, &sx) < 0 || !(sx.stx_mask & STATX_MNT_ID))
                skip();
        table = tu_strdupf("1 0 0:1 / / rw - ext4 /dev/root rw\n"
                           "%llu 1 0:5 / /proc rw,nosuid shared:5 - xfs /dev/loop7 rw\n",
                           (unsigned long long) sx.stx_mnt_id);
        assert_int_equal(fsmeta_kind_fd(fd, table, &kind, type), 0);
        assert_int_equal(kind, FSMETA_XFS);
        assert_string_equal(type, "xfs");
        free(table);
}

static void test_fsmeta_reopen(void **state) {
        char *dir = tu_mkdtemp(), *file = tu_strdupf("%s/f", dir), *fifo = tu_strdupf("%s/p", dir);
        _cleanup_close_ int opath = -EBADF, again = -EBADF, plain = -EBADF, dup = -EBADF, pipe_path = -EBADF;
        struct stat a, b;

        tu_write_file(file, "x", 1);
        assert_int_equal(mkfifo(fifo, 0600), 0);
        opath = open(file, O_PATH | O_CLOEXEC);
        assert_true(opath >= 0);
        again = fsmeta_reopen(opath);
        assert_true(again >= 0);
        assert_false(fcntl(again, F_GETFL) & O_PATH);
        assert_int_equal(fstat(opath, &a), 0);
        assert_int_equal(fstat(again, &b), 0);
        assert_true(a.st_dev == b.st_dev && a.st_ino == b.st_ino);

        plain = open(file, O_RDONLY | O_CLOEXEC);
        dup = fsmeta_reopen(plain);
        assert_true(dup >= 0 && dup != plain);

        /* opening a FIFO would block: refused */
        pipe_path = open(fifo, O_PATH | O_CLOEXEC);
        assert_true(pipe_path >= 0);
        assert_int_equal(fsmeta_reopen(pipe_path), -EBADF);
        tu_rm_rf(dir);
        free(dir);
        free(file);
        free(fifo);
}

static void test_fsmeta_inodes_sort_unique(void **state) {
        FsMetaInode v[] = { { 300, false }, { 12, false }, { 300, true }, { 7, false }, { 12, false },
                            { UINT64_MAX, false } };
        size_t n = fsmeta_inodes_sort_unique(v, ELEMENTSOF(v));

        assert_int_equal(n, 4);
        assert_true(v[0].ino == 7 && !v[0].directory);
        assert_true(v[1].ino == 12 && !v[1].directory);
        assert_true(v[2].ino == 300 && v[2].directory); /* a directory when any copy is */
        assert_true(v[3].ino == UINT64_MAX);
        assert_int_equal(fsmeta_inodes_sort_unique(v, 0), 0);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_fsmeta_kind_from_type),
                cmocka_unit_test(test_fsmeta_kind_fd),
                cmocka_unit_test(test_fsmeta_reopen),
                cmocka_unit_test(test_fsmeta_inodes_sort_unique),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
