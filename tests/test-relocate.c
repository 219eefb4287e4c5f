/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Relocation's arithmetic: which stretches of a planned file are laid out, and what it refuses.
 * The moves themselves need root and ext4: tests/integration/relocate.sh. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <cmocka.h>

#include "relocate.h"

#define K UINT64_C(1024)

static PlanFile file_with(Range *ranges, size_t n) {
        return (PlanFile) { .path = (char *) "/f", .ranges = ranges, .n_ranges = n };
}

static void test_relocate_spans_bridge(void **state) {
        /* 128 KiB apart joins (the warm reads the gap too); 132 KiB apart does not. */
        Range r[] = { { 0, 8 * K, 0 }, { 136 * K, 4 * K, 0 }, { 272 * K, 4 * K, 0 } };
        PlanFile f = file_with(r, 3);
        RelocateSpan *s = NULL;

        assert_int_equal(relocate_spans(&f, 1024 * K, 4096, 128 * K, &s), 2);
        assert_int_equal(s[0].start, 0);
        assert_int_equal(s[0].length, 35); /* blocks 0..34: through the end of the second range */
        assert_int_equal(s[1].start, 68);
        assert_int_equal(s[1].length, 1);
        free(s);

        /* No bridge: three spans. */
        assert_int_equal(relocate_spans(&f, 1024 * K, 4096, 0, &s), 3);
        free(s);
}

static void test_relocate_spans_clamp(void **state) {
        /* A range past the end is dropped, one across it cut at the last block, a partial block
         * rounded up; "to the end" (UINT64_MAX) stops at the size. */
        Range r[] = { { 4 * K, 100, 0 }, { 60 * K, UINT64_MAX - 60 * K, 0 } };
        PlanFile f = file_with(r, 2);
        RelocateSpan *s = NULL;

        assert_int_equal(relocate_spans(&f, 70 * K + 1, 4096, 0, &s), 2);
        assert_int_equal(s[0].start, 1);
        assert_int_equal(s[0].length, 1);
        assert_int_equal(s[1].start, 15);
        assert_int_equal(s[1].length, 3); /* blocks 15, 16, 17: 70 KiB + 1 byte ends in block 17 */
        free(s);

        Range past[] = { { 64 * K, 4 * K, 0 } };
        PlanFile g = file_with(past, 1);
        assert_int_equal(relocate_spans(&g, 64 * K, 4096, 128 * K, &s), 0);
        free(s);
        /* Nothing planned: nothing to lay out. */
        PlanFile none = file_with(NULL, 0);
        assert_int_equal(relocate_spans(&none, 64 * K, 4096, 128 * K, &s), 0);
        free(s);
}

static void test_relocate_spans_small_blocks(void **state) {
        /* 1 KiB blocks: offsets and the bridge counted in them. */
        Range r[] = { { 4 * K, 4 * K, 0 }, { 12 * K, 4 * K, 0 } };
        PlanFile f = file_with(r, 2);
        RelocateSpan *s = NULL;

        assert_int_equal(relocate_spans(&f, 64 * K, 1024, 4 * K, &s), 1);
        assert_int_equal(s[0].start, 4);
        assert_int_equal(s[0].length, 12);
        free(s);
        assert_int_equal(relocate_spans(&f, 64 * K, 1024, 3 * K, &s), 2);
        free(s);
}

static void test_relocate_plan_nothing_on_ext4(void **state) {
        /* A character device and a missing file: nothing to lay out, on any machine. */
        Plan *p = NULL;
        RelocateResult *r = NULL;
        struct stat st;

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(stat("/dev/null", &st), 0);
        assert_int_equal(plan_add_file(p, "/dev/null", NULL, &st, NULL), 0);
        assert_int_equal(relocate_plan(p, &(RelocateOptions) { .dry_run = true }, &r), -EMEDIUMTYPE);
        assert_null(r);
        plan_free(p);
}

static void add(Plan *p, const char *path, ino_t ino) {
        struct stat st = { .st_dev = 7, .st_ino = ino, .st_size = 4096 };
        assert_int_equal(plan_add_file(p, path, NULL, ino ? &st : NULL, NULL), 0);
}

static void test_relocate_shared_files(void **state) {
        Plan *a = NULL, *b = NULL, *c = NULL, *merged = NULL;
        bool *shared = NULL;

        assert_int_equal(plan_new(&a), 0);
        assert_int_equal(plan_new(&b), 0);
        assert_int_equal(plan_new(&c), 0);
        assert_int_equal(plan_new(&merged), 0);
        add(a, "/a", 1);
        add(a, "/lib/s", 9);
        add(a, "/lib/t", 7);
        add(b, "/b", 2);
        add(b, "/lib/s", 9);
        add(c, "/c", 3);
        add(c, "/lib/t-link", 7); /* the same inode under another name: one file */
        add(c, "/etc/conf", 0);   /* no identity: known by its path */
        add(b, "/etc/conf", 0);
        Plan *each[] = { a, b, c };
        for (size_t i = 0; i < 3; i++)
                assert_int_equal(plan_merge(merged, each[i]), 0);

        assert_int_equal(relocate_shared_files(merged, each, 3, &shared), 0);
        for (size_t i = 0; i < merged->n_files; i++) {
                const char *p = merged->files[i].path;
                bool want = strcmp(p, "/lib/s") == 0 || strcmp(p, "/lib/t") == 0 ||
                            strcmp(p, "/lib/t-link") == 0 || strcmp(p, "/etc/conf") == 0;
                assert_true(shared[i] == want);
        }
        free(shared);

        /* One target: nothing is shared. */
        assert_int_equal(relocate_shared_files(a, each, 1, &shared), 0);
        for (size_t i = 0; i < a->n_files; i++)
                assert_false(shared[i]);
        free(shared);
        plan_free(merged);
        plan_free(a);
        plan_free(b);
        plan_free(c);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_relocate_spans_bridge),
                cmocka_unit_test(test_relocate_spans_clamp),
                cmocka_unit_test(test_relocate_spans_small_blocks),
                cmocka_unit_test(test_relocate_plan_nothing_on_ext4),
                cmocka_unit_test(test_relocate_shared_files),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
