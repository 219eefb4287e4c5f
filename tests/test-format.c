/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Sizes and table columns for people: byte counts, and the terminal width of UTF-8 strings. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "format.h"

static void test_format_bytes(void **state) {
        char b[FORMAT_BYTES_MAX];

        assert_string_equal(format_bytes(0, b), "0B");
        assert_string_equal(format_bytes(1023, b), "1023B");
        assert_string_equal(format_bytes(1536, b), "1.5K");
        assert_string_equal(format_bytes(UINT64_C(12) << 20, b), "12M");
        assert_string_equal(format_bytes(UINT64_MAX, b), "16E");
}

static void test_format_width(void **state) {
        assert_int_equal(format_width(""), 0);
        assert_int_equal(format_width("plain"), 5);
        /* Two bytes, one column, each. */
        assert_int_equal(format_width("Caf\xc3\xa9 \xc3\x9c" "ber"), 9);
        /* CJK ideographs take two columns. */
        assert_int_equal(format_width("\xe6\x97\xa5\xe6\x9c\xac"), 4);
        /* A combining acute accent adds none. */
        assert_int_equal(format_width("e\xcc\x81"), 1);
        /* Bytes that are not UTF-8 take a column each (a '?' or a box on a terminal). */
        assert_int_equal(format_width("a\xff\xfe"), 3);
        assert_int_equal(format_width("\xe6\x97"), 2);
}

static void test_format_pad(void **state) {
        char line[64];

        assert_int_equal(format_pad("abc", 6), 6);
        /* Six bytes, four columns: two more bytes of padding than printf would add. */
        assert_int_equal(format_pad("\xe6\x97\xa5\xe6\x9c\xac", 6), 8);
        snprintf(line, sizeof(line), "%-*s|", format_pad("\xe6\x97\xa5\xe6\x9c\xac", 6), "\xe6\x97\xa5\xe6\x9c\xac");
        assert_string_equal(line, "\xe6\x97\xa5\xe6\x9c\xac  |");
        /* Wider than the column: printed whole, no padding. */
        assert_int_equal(format_pad("toolong", 3), 7);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_format_bytes),
                cmocka_unit_test(test_format_width),
                cmocka_unit_test(test_format_pad),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
