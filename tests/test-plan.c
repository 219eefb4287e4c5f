/* SPDX-License-Identifier: LGPL-2.1-or-later */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <json-c/json.h>
#include <stdio.h>
#include <string.h>

#include "plan.h"

#define PAGE 4096u

static void assert_range(const PlanFile *f, size_t i, uint64_t off, uint64_t len) {
        assert_true(i < f->n_ranges);
        assert_int_equal(f->ranges[i].offset, off);
        assert_int_equal(f->ranges[i].length, len);
}

static void test_plan_file_add_range_aligns(void **state) {
        Plan *p;
        PlanFile *f;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_add_file(p, "/a", NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 100, 10, RANGE_SOURCE_ELF), 0);
        assert_int_equal(f->n_ranges, 1);
        assert_range(f, 0, 0, PAGE);
        assert_int_equal(plan_file_add_range(f, PAGE * 3 - 1, 2, RANGE_SOURCE_ELF), 0);
        assert_int_equal(f->n_ranges, 2);
        assert_range(f, 1, PAGE * 2, PAGE * 2);
        assert_int_equal(plan_file_add_range(f, 0, 0, RANGE_SOURCE_ELF), 0);
        assert_int_equal(f->n_ranges, 2);
        plan_free(p);
}

static void test_plan_file_add_range_merges(void **state) {
        Plan *p;
        PlanFile *f;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_add_file(p, "/a", NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 10 * PAGE, PAGE, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(f, 0, PAGE, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(f, 5 * PAGE, PAGE, RANGE_SOURCE_PROFILE), 0);
        assert_int_equal(f->n_ranges, 3);
        assert_range(f, 0, 0, PAGE);
        assert_range(f, 1, 5 * PAGE, PAGE);
        assert_range(f, 2, 10 * PAGE, PAGE);
        /* touching merges: [1,5) touches both [0,1) and [5,6) */
        assert_int_equal(plan_file_add_range(f, PAGE, 4 * PAGE, RANGE_SOURCE_ELF), 0);
        assert_int_equal(f->n_ranges, 2);
        assert_range(f, 0, 0, 6 * PAGE);
        assert_int_equal(f->ranges[0].sources, RANGE_SOURCE_ELF | RANGE_SOURCE_PROFILE);
        /* spanning everything */
        assert_int_equal(plan_file_add_range(f, 0, 20 * PAGE, RANGE_SOURCE_FILE), 0);
        assert_int_equal(f->n_ranges, 1);
        assert_range(f, 0, 0, 20 * PAGE);
        assert_int_equal(plan_file_bytes(f), 20 * PAGE);
        plan_free(p);
}

static void test_plan_file_add_range_overflow(void **state) {
        Plan *p;
        PlanFile *f;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_add_file(p, "/a", NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, UINT64_MAX - 10, 100, RANGE_SOURCE_ELF), -EOVERFLOW);
        assert_int_equal(plan_file_add_range(f, UINT64_MAX - 10, 5, RANGE_SOURCE_ELF), -EOVERFLOW);
        assert_int_equal(f->n_ranges, 0);
        plan_free(p);
}

static void test_plan_add_file_identity(void **state) {
        Plan *p;
        PlanFile *a, *b;
        struct stat st = { .st_dev = 1, .st_ino = 42, .st_size = 100 };
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_add_file(p, "/lib/libx.so.1", "/usr/lib/libx.so.1.2", &st, &a), 0);
        assert_int_equal(plan_add_file(p, "/usr/lib/libx.so.1", "/usr/lib/libx.so.1.2", &st, &b), 0);
        assert_int_equal(p->n_files, 1);
        assert_string_equal(p->files[0].path, "/lib/libx.so.1");
        st.st_ino = 43;
        assert_int_equal(plan_add_file(p, "/lib/liby.so", NULL, &st, &b), 0);
        assert_int_equal(p->n_files, 2);
        plan_free(p);
}

static void test_plan_merge_and_json(void **state) {
        Plan *a, *b;
        PlanFile *f;
        json_object *j;
        assert_int_equal(plan_new(&a), 0);
        assert_int_equal(plan_new(&b), 0);
        assert_int_equal(plan_add_file(a, "/x", NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, PAGE, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_add_file(b, "/x", NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 2 * PAGE, PAGE, RANGE_SOURCE_PROFILE), 0);
        assert_int_equal(plan_add_file(b, "/y", NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, 3 * PAGE, RANGE_SOURCE_FILE), 0);
        assert_int_equal(plan_add_missing(b, "libgone.so.1", "/x"), 0);
        assert_int_equal(plan_add_missing(b, "libgone.so.1", "/x"), 0);
        assert_int_equal(plan_merge(a, b), 0);
        assert_int_equal(a->n_files, 2);
        assert_int_equal(a->n_missing, 1);
        assert_int_equal(plan_total_bytes(a), 5 * PAGE);
        assert_int_equal(plan_total_ranges(a), 3);

        assert_int_equal(plan_to_json(a, &j), 0);
        const char *s = json_object_to_json_string_ext(j, JSON_C_TO_STRING_PLAIN);
        assert_non_null(strstr(s, "\"path\":\"\\/x\""));
        assert_non_null(strstr(s, "\"ranges\":[[0,4096],[8192,4096]]"));
        assert_non_null(strstr(s, "\"sources\":[\"elf\",\"profile\"]"));
        assert_non_null(strstr(s, "\"total_bytes\":20480"));
        assert_non_null(strstr(s, "\"missing\":[{\"name\":\"libgone.so.1\",\"needed_by\":\"\\/x\"}]"));
        json_object_put(j);
        plan_free(a);
        plan_free(b);
}

static void test_plan_add_lookup(void **state) {
        Plan *p;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_add_lookup(p, "relative/path"), -EINVAL);
        assert_int_equal(plan_add_lookup(p, ""), -EINVAL);
        assert_int_equal(plan_add_lookup(p, NULL), -EINVAL);
        assert_int_equal(p->n_lookups, 0);

        /* Copied, kept in order, repeats kept (the engine stats each path once). */
        char buf[] = "/etc/a";
        assert_int_equal(plan_add_lookup(p, buf), 0);
        buf[5] = 'z';
        assert_int_equal(plan_add_lookup(p, "/b"), 0);
        assert_int_equal(plan_add_lookup(p, "/etc/a"), 0);
        assert_int_equal(p->n_lookups, 3);
        assert_string_equal(p->lookups[0], "/etc/a");
        assert_string_equal(p->lookups[1], "/b");
        assert_string_equal(p->lookups[2], "/etc/a");

        /* Past the first allocation. */
        for (unsigned i = 0; i < 200; i++) {
                char path[32];
                snprintf(path, sizeof(path), "/many/%u", i);
                assert_int_equal(plan_add_lookup(p, path), 0);
        }
        assert_int_equal(p->n_lookups, 203);
        assert_string_equal(p->lookups[0], "/etc/a");
        assert_string_equal(p->lookups[202], "/many/199");
        plan_free(p);
}

static void test_plan_merge_lookups_and_json(void **state) {
        Plan *a, *b;
        json_object *j;
        assert_int_equal(plan_new(&a), 0);
        assert_int_equal(plan_new(&b), 0);
        assert_int_equal(plan_add_lookup(a, "/first"), 0);
        assert_int_equal(plan_add_lookup(b, "/usr/lib/python3/os.py"), 0);
        assert_int_equal(plan_add_lookup(b, "/home/u/.local/missing dir"), 0);
        assert_int_equal(plan_add_file(b, "/x", NULL, NULL, NULL), 0);
        assert_int_equal(plan_merge(a, b), 0);
        assert_int_equal(a->n_files, 1);
        assert_int_equal(a->n_lookups, 3);
        assert_string_equal(a->lookups[0], "/first");
        assert_string_equal(a->lookups[1], "/usr/lib/python3/os.py");
        assert_string_equal(a->lookups[2], "/home/u/.local/missing dir");
        /* Copies: the source can go. */
        assert_ptr_not_equal(a->lookups[1], b->lookups[0]);
        plan_free(b);
        assert_string_equal(a->lookups[1], "/usr/lib/python3/os.py");

        assert_int_equal(plan_to_json(a, &j), 0);
        json_object *l = json_object_object_get(j, "lookups");
        assert_non_null(l);
        assert_true(json_object_is_type(l, json_type_array));
        assert_int_equal(json_object_array_length(l), 3);
        assert_string_equal(json_object_get_string(json_object_array_get_idx(l, 0)), "/first");
        assert_string_equal(json_object_get_string(json_object_array_get_idx(l, 2)), "/home/u/.local/missing dir");
        json_object *t = json_object_object_get(j, "total_lookups");
        assert_non_null(t);
        assert_true(json_object_is_type(t, json_type_int));
        assert_int_equal(json_object_get_uint64(t), 3);
        assert_int_equal(json_object_get_uint64(json_object_object_get(j, "total_files")), 1);
        json_object_put(j);
        plan_free(a);

        /* A plan without lookups still has both keys. */
        assert_int_equal(plan_new(&a), 0);
        assert_int_equal(plan_to_json(a, &j), 0);
        const char *s = json_object_to_json_string_ext(j, JSON_C_TO_STRING_PLAIN);
        assert_non_null(strstr(s, "\"lookups\":[]"));
        assert_non_null(strstr(s, "\"total_lookups\":0"));
        json_object_put(j);
        plan_free(a);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_plan_file_add_range_aligns),
                cmocka_unit_test(test_plan_file_add_range_merges),
                cmocka_unit_test(test_plan_file_add_range_overflow),
                cmocka_unit_test(test_plan_add_file_identity),
                cmocka_unit_test(test_plan_merge_and_json),
                cmocka_unit_test(test_plan_add_lookup),
                cmocka_unit_test(test_plan_merge_lookups_and_json),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
