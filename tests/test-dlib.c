/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Libraries loaded on demand: the table filled, and a missing library or symbol named in one line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "dlib.h"
#include "elf-dl.h"
#include "macro.h"

/* glibc's soname: the library every process here has loaded already. */
#define LIBC "libc.so.6"
#define NO_SUCH "libno-such-library-of-dlib-tests.so.9"

static void test_dlib_fills_the_table(void **state) {
        size_t (*len)(const char *) = NULL;
        int (*cmp)(const char *, const char *) = NULL;
        const DlibSymbol syms[] = { { "strlen", (void **) &len }, { "strcmp", (void **) &cmp } };
        char err[256] = "";

        assert_non_null(dlib_open(LIBC, syms, ELEMENTSOF(syms), err, sizeof(err)));
        assert_string_equal(err, "");
        /* Called through the table: the slots hold the functions themselves. */
        assert_int_equal(len("lab"), 3);
        assert_int_equal(cmp("a", "a"), 0);
        assert_true(cmp("a", "b") < 0);
}

static void test_dlib_missing_symbol(void **state) {
        void *a = NULL, *b = NULL;
        const DlibSymbol syms[] = { { "strlen", &a }, { "no_such_symbol_of_dlib_tests", &b } };
        char err[256] = "";

        assert_null(dlib_open(LIBC, syms, ELEMENTSOF(syms), err, sizeof(err)));
        assert_string_equal(err, LIBC " lacks no_such_symbol_of_dlib_tests");
}

static void test_dlib_missing_library(void **state) {
        void *a = NULL;
        const DlibSymbol syms[] = { { "f", &a } };
        char err[256] = "";

        assert_null(dlib_open(NO_SUCH, syms, ELEMENTSOF(syms), err, sizeof(err)));
        assert_non_null(strstr(err, "cannot load " NO_SUCH ": "));
        assert_null(a);
        /* A short buffer is cut, not overrun. */
        char small[8];
        assert_null(dlib_open(NO_SUCH, syms, ELEMENTSOF(syms), small, sizeof(small)));
        assert_int_equal(strlen(small), sizeof(small) - 1);
}

static void test_elf_dl_once(void **state) {
        const ElfDl *a = NULL, *b = NULL;
        const char *reason = NULL;

        assert_int_equal(elf_dl_acquire(&a, &reason), 0);
        assert_null(reason);
        assert_int_equal(elf_dl_acquire(&b, NULL), 0);
        assert_ptr_equal(a, b);
        assert_non_null(a->handle);
        /* elf_version() was set at the load: asked again it answers the version it holds. */
        assert_int_equal(a->version(EV_NONE), EV_CURRENT);
        assert_non_null(a->getphdr);
        assert_non_null(a->getnote);
        elf_dl_release();
        elf_dl_release();
        /* kept once loaded, by default */
        assert_true(elf_dl_loaded());
}

/* Whether ELF_DL_SONAME is among this process's mappings. */
static bool mapped(void) {
        char line[512];
        bool found = false;
        FILE *f = fopen("/proc/self/maps", "re");

        assert_non_null(f);
        while (fgets(line, sizeof(line), f))
                found = found || strstr(line, "/libelf") != NULL;
        fclose(f);
        return found;
}

static void test_elf_dl_unload_unused(void **state) {
        const ElfDl *a = NULL;
        const char *m1, *m2;

        elf_dl_unload_unused(true);
        assert_false(elf_dl_loaded());
        assert_false(mapped());
        /* a hold does not load */
        elf_dl_hold();
        assert_false(elf_dl_loaded());
        /* a use within it loads, and the hold keeps it after the use */
        assert_int_equal(elf_dl_acquire(&a, NULL), 0);
        assert_true(mapped());
        m1 = elf_dl_message(a->errmsg(-1));
        elf_dl_release();
        assert_true(elf_dl_loaded());
        assert_non_null(a->getphdr);
        /* the last reference unloads it: out of the maps, with libz */
        elf_dl_release();
        assert_false(elf_dl_loaded());
        assert_false(mapped());
        assert_null(a->getphdr);
        /* a message of libelf's outlives it, the same text the same pointer */
        assert_non_null(m1);
        assert_true(strlen(m1) > 0);
        assert_int_equal(elf_dl_acquire(&a, NULL), 0);
        m2 = elf_dl_message(a->errmsg(-1));
        assert_ptr_equal(m1, m2);
        assert_ptr_not_equal(m2, a->errmsg(-1));
        elf_dl_release();
        assert_false(elf_dl_loaded());
        assert_null(elf_dl_message(NULL));
        elf_dl_unload_unused(false);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_dlib_fills_the_table),
                cmocka_unit_test(test_dlib_missing_symbol),
                cmocka_unit_test(test_dlib_missing_library),
                cmocka_unit_test(test_elf_dl_once),
                cmocka_unit_test(test_elf_dl_unload_unused),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
