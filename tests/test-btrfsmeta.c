/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* btrfs's pass: keys, ranges, tree search answers applied (fake ones, bad ones too). */
#include <endian.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "btrfsmeta.h"
#include "macro.h"

static void test_btrfsmeta_key_next(void **state) {
        BtrfsMetaKey k;

        assert_true(btrfsmeta_key_next(&(BtrfsMetaKey) { 5, 1, 7 }, &k));
        assert_true(k.objectid == 5 && k.type == 1 && k.offset == 8);
        assert_true(btrfsmeta_key_next(&(BtrfsMetaKey) { 5, 1, UINT64_MAX }, &k));
        assert_true(k.objectid == 5 && k.type == 2 && k.offset == 0);
        assert_true(btrfsmeta_key_next(&(BtrfsMetaKey) { 5, 255, UINT64_MAX }, &k));
        assert_true(k.objectid == 6 && k.type == 0 && k.offset == 0);
        assert_false(btrfsmeta_key_next(&(BtrfsMetaKey) { UINT64_MAX, 255, UINT64_MAX }, &k));
}

static void test_btrfsmeta_ranges(void **state) {
        const FsMetaInode v[] = { { 256 }, { 257 }, { 258 }, { 300 }, { 301 }, { 1000 }, { UINT64_MAX - 1 },
                                  { UINT64_MAX } };
        BtrfsMetaRange r[ELEMENTSOF(v)];

        assert_int_equal(btrfsmeta_ranges(v, ELEMENTSOF(v), r), 4);
        assert_true(r[0].first == 256 && r[0].last == 258);
        assert_true(r[1].first == 300 && r[1].last == 301);
        assert_true(r[2].first == 1000 && r[2].last == 1000);
        assert_true(r[3].first == UINT64_MAX - 1 && r[3].last == UINT64_MAX);
        assert_int_equal(btrfsmeta_ranges(v, 0, r), 0);
}

static void test_btrfsmeta_answer_full(void **state) {
        const size_t size = BTRFSMETA_SEARCH_BUFFER;

        assert_false(btrfsmeta_answer_full(0, size));
        assert_false(btrfsmeta_answer_full(size - BTRFSMETA_ITEM_MAX - BTRFSMETA_HEADER_SIZE, size));
        assert_true(btrfsmeta_answer_full(size - BTRFSMETA_ITEM_MAX, size));
        assert_true(btrfsmeta_answer_full(size + 1, size));
}

/* An answer as the kernel writes it: a search header, then the item, again and again. */
typedef struct Answer {
        uint8_t *buf;
        size_t size, used;
        uint32_t n;
} Answer;

static void answer_add(Answer *a, uint64_t objectid, uint32_t type, uint64_t offset, const void *data,
                       uint32_t len) {
        struct btrfs_ioctl_search_header h = { .transid = 9, .objectid = objectid, .offset = offset,
                                               .type = type, .len = len };

        if (a->used + sizeof(h) + len > a->size) {
                a->size = MAX(a->size * 2, a->used + sizeof(h) + len + 4096);
                a->buf = realloc(a->buf, a->size);
                assert_non_null(a->buf);
        }
        memcpy(a->buf + a->used, &h, sizeof(h));
        if (len > 0)
                memcpy(a->buf + a->used + sizeof(h), data, len);
        a->used += sizeof(h) + len;
        a->n++;
}

static size_t extref(uint8_t *p, uint64_t parent, const char *name) {
        uint64_t le = htole64(parent), index = htole64(2);
        uint16_t len = htole16((uint16_t) strlen(name));

        memcpy(p, &le, 8);
        memcpy(p + 8, &index, 8);
        memcpy(p + 16, &len, 2);
        memcpy(p + 18, name, strlen(name));
        return 18 + strlen(name);
}

static void test_btrfsmeta_scan_answer(void **state) {
        const FsMetaInode v[] = { { 257, false }, { 258, false } };
        uint8_t inode[160] = {}, ref[12] = {}, extent[53] = {}, ext[64];
        size_t ext_len = extref(ext, 300, "a");
        Answer a = {};
        BtrfsMetaScan scan = { .want_parents = true };
        BtrfsMetaKey next;
        size_t used = 0;

        ext_len += extref(ext + ext_len, 301, "bb");
        answer_add(&a, 257, BTRFS_INODE_ITEM_KEY, 0, inode, sizeof(inode));
        answer_add(&a, 257, BTRFS_INODE_REF_KEY, 256, ref, sizeof(ref));
        answer_add(&a, 257, BTRFS_EXTENT_DATA_KEY, 0, extent, sizeof(extent));
        answer_add(&a, 258, BTRFS_INODE_ITEM_KEY, 0, inode, sizeof(inode));
        answer_add(&a, 258, BTRFS_INODE_REF_KEY, 258, ref, sizeof(ref)); /* itself: a subvolume's root */
        answer_add(&a, 258, BTRFS_INODE_EXTREF_KEY, 0xabcdef, ext, (uint32_t) ext_len);
        answer_add(&a, 258, BTRFS_XATTR_ITEM_KEY, 0x10, ref, sizeof(ref));
        a.buf = realloc(a.buf, a.size + 100); /* the rest of the buffer: unused */
        assert_int_equal(btrfsmeta_scan_answer(&scan, v, 2, a.buf, a.size, a.n, &next, &used), 0);
        assert_int_equal(used, a.used);
        assert_int_equal(scan.items, 7);
        assert_int_equal(scan.bytes, a.used);
        assert_int_equal(scan.found, 2);
        assert_true(next.objectid == 258 && next.type == BTRFS_XATTR_ITEM_KEY && next.offset == 0x11);
        assert_int_equal(scan.n_parents, 3);
        assert_int_equal(scan.parents[0], 256);
        assert_int_equal(scan.parents[1], 300);
        assert_int_equal(scan.parents[2], 301);
        btrfsmeta_scan_done(&scan);

        /* Without parents wanted, none is kept. */
        scan = (BtrfsMetaScan) {};
        assert_int_equal(btrfsmeta_scan_answer(&scan, v, 2, a.buf, a.size, a.n, &next, &used), 0);
        assert_int_equal(scan.n_parents, 0);
        assert_int_equal(scan.items, 7);
        btrfsmeta_scan_done(&scan);

        /* No items: the range is done. */
        scan = (BtrfsMetaScan) {};
        assert_int_equal(btrfsmeta_scan_answer(&scan, v, 2, a.buf, a.size, 0, &next, &used), 0);
        assert_int_equal(used, 0);
        assert_true(next.objectid == UINT64_MAX);
        free(a.buf);
}

/* An inode past its cap: the rest of its items are not counted, the next search starts after it. */
static void test_btrfsmeta_scan_answer_cap(void **state) {
        const FsMetaInode files[] = { { 257, false }, { 258, false } };
        const FsMetaInode dirs[] = { { 257, true }, { 258, false } };
        BtrfsMetaScan scan = {};
        BtrfsMetaKey next;
        Answer a = {};
        size_t used;

        for (uint64_t i = 0; i < BTRFSMETA_MAX_ITEMS + 10; i++)
                answer_add(&a, 257, BTRFS_EXTENT_DATA_KEY, i * 4096, NULL, 0);
        assert_int_equal(btrfsmeta_scan_answer(&scan, files, 2, a.buf, a.used, a.n, &next, &used), 0);
        assert_int_equal(scan.items, BTRFSMETA_MAX_ITEMS);
        assert_true(next.objectid == 258 && next.type == 0 && next.offset == 0);
        btrfsmeta_scan_done(&scan);

        /* a directory's cap is higher */
        scan = (BtrfsMetaScan) {};
        assert_int_equal(btrfsmeta_scan_answer(&scan, dirs, 2, a.buf, a.used, a.n, &next, &used), 0);
        assert_int_equal(scan.items, BTRFSMETA_MAX_ITEMS + 10);
        assert_true(next.objectid == 257 && next.offset == (BTRFSMETA_MAX_ITEMS + 9) * 4096ULL + 1);
        btrfsmeta_scan_done(&scan);
        free(a.buf);
}

static void test_btrfsmeta_scan_answer_bad(void **state) {
        const FsMetaInode v[] = { { 257, false } };
        uint8_t data[16] = {};
        BtrfsMetaScan scan = {};
        BtrfsMetaKey next;
        Answer a = {};
        size_t used;

        answer_add(&a, 257, BTRFS_INODE_ITEM_KEY, 0, data, sizeof(data));
        answer_add(&a, 257, BTRFS_INODE_REF_KEY, 256, data, sizeof(data));
        /* more items than the buffer holds */
        assert_int_equal(btrfsmeta_scan_answer(&scan, v, 1, a.buf, a.used, a.n + 1, &next, &used), -EBADMSG);
        /* an item running past the buffer */
        assert_int_equal(btrfsmeta_scan_answer(&scan, v, 1, a.buf, a.used - 1, a.n, &next, &used), -EBADMSG);
        /* a header cut short */
        assert_int_equal(btrfsmeta_scan_answer(&scan, v, 1, a.buf, 20, 1, &next, &used), -EBADMSG);
        btrfsmeta_scan_done(&scan);
        free(a.buf);

        /* keys going backwards, and a type no key has */
        a = (Answer) {};
        answer_add(&a, 258, BTRFS_INODE_ITEM_KEY, 0, NULL, 0);
        answer_add(&a, 257, BTRFS_INODE_ITEM_KEY, 0, NULL, 0);
        scan = (BtrfsMetaScan) {};
        assert_int_equal(btrfsmeta_scan_answer(&scan, v, 1, a.buf, a.used, a.n, &next, &used), -EBADMSG);
        btrfsmeta_scan_done(&scan);
        free(a.buf);
        a = (Answer) {};
        answer_add(&a, 257, 300, 0, NULL, 0);
        scan = (BtrfsMetaScan) {};
        assert_int_equal(btrfsmeta_scan_answer(&scan, v, 1, a.buf, a.used, a.n, &next, &used), -EBADMSG);
        btrfsmeta_scan_done(&scan);
        free(a.buf);
}

static void test_btrfsmeta_pass_not_btrfs(void **state) {
        _cleanup_close_ int fd = open("/proc/self", O_PATH | O_DIRECTORY | O_CLOEXEC);
        const FsMetaInode v[] = { { 257, false } };
        Ext4MetaStats st = {};
        char *reason = NULL;

        assert_true(fd >= 0);
        assert_int_equal(btrfsmeta_pass(fd, v, 1, true, NULL, &st, &reason), -EOPNOTSUPP);
        assert_non_null(reason);
        assert_non_null(strstr(reason, "not a btrfs file system"));
        assert_int_equal(st.calls, 0);
        free(reason);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_btrfsmeta_key_next),
                cmocka_unit_test(test_btrfsmeta_ranges),
                cmocka_unit_test(test_btrfsmeta_answer_full),
                cmocka_unit_test(test_btrfsmeta_scan_answer),
                cmocka_unit_test(test_btrfsmeta_scan_answer_cap),
                cmocka_unit_test(test_btrfsmeta_scan_answer_bad),
                cmocka_unit_test(test_btrfsmeta_pass_not_btrfs),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
