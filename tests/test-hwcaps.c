/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* hwcaps against the running ld.so: what it reports in --help, and which subdirectories it tries. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hwcaps.h"
#include "macro.h"
#include "util.h"

#define LDSO "/lib64/ld-linux-x86-64.so.2"
#define SONAME "libpreloadhwtest.so.1"

static bool have_native_ldso(void) {
#if defined(__x86_64__)
        return access(LDSO, X_OK) == 0;
#else
        return false;
#endif
}

/* "  NAME (flags...)" -> NAME, in a static buffer. */
static const char *help_name(const char *line) {
        static char buf[128];
        assert_int_equal(sscanf(line, " %127s", buf), 1);
        return buf;
}

static void test_hwcaps_detect_matches_ldso_help(void **state) {
        const char *hw_names[HWCAPS_MAX], *bits[HWCAPS_MAX];
        char *platform = NULL;
        size_t n_hw = 0, n_bits = 0, n;
        int section = 0;
        Hwcaps hw;

        if (!have_native_ldso())
                skip();
        char **lines = tu_run_lines(&n, "%s --help", LDSO);
        for (size_t i = 0; i < n; i++) {
                const char *l = lines[i];
                if (strncmp(l, "Subdirectories of glibc-hwcaps", 30) == 0)
                        section = 1;
                else if (strncmp(l, "Legacy HWCAP subdirectories", 27) == 0)
                        section = 2;
                else if (l[0] != ' ')
                        section = 0;
                else if (section == 1 && strstr(l, "searched"))
                        hw_names[n_hw++] = strdup(help_name(l));
                else if (section == 2 && strstr(l, "AT_PLATFORM"))
                        platform = strdup(help_name(l));
                else if (section == 2 && strstr(l, "searched") && strcmp(help_name(l), "tls") != 0)
                        bits[n_bits++] = strdup(help_name(l)); /* printed from the highest bit */
                assert_true(n_hw < HWCAPS_MAX && n_bits < HWCAPS_MAX);
        }
        tu_lines_free(lines, n);

        hwcaps_detect(&hw);
        assert_int_equal(hw.n_glibc_hwcaps, n_hw);
        for (size_t i = 0; i < n_hw; i++)
                assert_string_equal(hw.glibc_hwcaps[i], hw_names[i]);
        assert_non_null(platform);
        assert_string_equal(hw.platform, platform);
        /* glibc's order: hwcap bits from the lowest, the platform, "tls". */
        assert_int_equal(hw.n_legacy, n_bits + 2);
        for (size_t i = 0; i < n_bits; i++)
                assert_string_equal(hw.legacy[i], bits[n_bits - 1 - i]);
        assert_string_equal(hw.legacy[n_bits], platform);
        assert_string_equal(hw.legacy[n_bits + 1], "tls");

        for (size_t i = 0; i < n_hw; i++)
                free((char *) hw_names[i]);
        for (size_t i = 0; i < n_bits; i++)
                free((char *) bits[i]);
        free(platform);
}

static const HwcapsCpu cpu_v2 = {
        .baseline = true, .cmpxchg16b = true, .lahf_sahf = true, .popcnt = true,
        .sse3 = true, .ssse3 = true, .sse4_1 = true, .sse4_2 = true,
};

static HwcapsCpu cpu_v3(void) {
        HwcapsCpu c = cpu_v2;
        c.avx = c.avx2 = c.bmi1 = c.bmi2 = c.f16c = c.fma = c.lzcnt = c.movbe = true;
        return c;
}

static HwcapsCpu cpu_v4(void) {
        HwcapsCpu c = cpu_v3();
        c.avx512f = c.avx512bw = c.avx512cd = c.avx512dq = c.avx512vl = true;
        return c;
}

static void assert_strv(const char *const *v, size_t n, const char *const *expected, size_t n_expected) {
        assert_int_equal(n, n_expected);
        for (size_t i = 0; i < n; i++)
                assert_string_equal(v[i], expected[i]);
}

static void test_hwcaps_from_cpu_intel_avx512(void **state) {
        HwcapsCpu cpu = cpu_v4();
        Hwcaps hw;
        cpu.intel = true;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_strv(hw.glibc_hwcaps, hw.n_glibc_hwcaps,
                    (const char *[]) { "x86-64-v4", "x86-64-v3", "x86-64-v2" }, 3);
        assert_string_equal(hw.platform, "haswell");
        assert_strv(hw.legacy, hw.n_legacy, (const char *[]) { "x86_64", "avx512_1", "haswell", "tls" }, 4);
}

static void test_hwcaps_from_cpu_amd(void **state) {
        /* No platform override and no AVX512_1 bit outside Intel, even with AVX-512. */
        HwcapsCpu cpu = cpu_v4();
        Hwcaps hw;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_int_equal(hw.n_glibc_hwcaps, 3);
        assert_string_equal(hw.platform, "x86_64");
        assert_strv(hw.legacy, hw.n_legacy, (const char *[]) { "x86_64", "x86_64", "tls" }, 3);
}

static void test_hwcaps_from_cpu_xeon_phi(void **state) {
        /* Knights Landing: AVX-512 F/CD/ER/PF without BW/DQ/VL, so x86-64-v3 at most. */
        HwcapsCpu cpu = cpu_v3();
        Hwcaps hw;
        cpu.intel = true;
        cpu.avx512f = cpu.avx512cd = cpu.avx512er = cpu.avx512pf = true;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_strv(hw.glibc_hwcaps, hw.n_glibc_hwcaps, (const char *[]) { "x86-64-v3", "x86-64-v2" }, 2);
        assert_string_equal(hw.platform, "xeon_phi");
        assert_strv(hw.legacy, hw.n_legacy, (const char *[]) { "x86_64", "xeon_phi", "tls" }, 3);

        /* ER without PF: no platform from AVX-512, haswell instead, and still no AVX512_1. */
        cpu.avx512pf = false;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_string_equal(hw.platform, "haswell");
        assert_strv(hw.legacy, hw.n_legacy, (const char *[]) { "x86_64", "haswell", "tls" }, 3);
}

static void test_hwcaps_from_cpu_levels(void **state) {
        HwcapsCpu cpu = cpu_v2;
        Hwcaps hw;

        cpu.intel = true;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_strv(hw.glibc_hwcaps, hw.n_glibc_hwcaps, (const char *[]) { "x86-64-v2" }, 1);
        assert_string_equal(hw.platform, "x86_64");

        /* Every v3 feature but F16C: haswell (which does not need it) but no x86-64-v3. */
        cpu = cpu_v3();
        cpu.intel = true;
        cpu.f16c = false;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_strv(hw.glibc_hwcaps, hw.n_glibc_hwcaps, (const char *[]) { "x86-64-v2" }, 1);
        assert_string_equal(hw.platform, "haswell");

        /* Levels are cumulative: v3 features without POPCNT give nothing. */
        cpu = cpu_v3();
        cpu.popcnt = false;
        hwcaps_from_cpu(&cpu, NULL, &hw);
        assert_int_equal(hw.n_glibc_hwcaps, 0);
        assert_null(hw.platform);
        assert_strv(hw.legacy, hw.n_legacy, (const char *[]) { "x86_64", "tls" }, 2);
}

/*
 * The full subdirectory list for each kind of CPU that changes it, checked against glibc 2.36:
 *  - glibc-hwcaps names, best first: _dl_hwcaps_subdirs and _dl_hwcaps_subdirs_active() in
 *    sysdeps/x86_64/dl-hwcaps-subdirs.c lines 24-52;
 *  - hwcap bits and platform: init_cpu_features() in sysdeps/x86/cpu-features.c lines 769-803
 *    (dl_hwcap is HWCAP_X86_64, plus HWCAP_X86_AVX512_1 and platform "xeon_phi"/"haswell" on
 *    Intel only; elsewhere dl_platform stays the kernel's AT_PLATFORM);
 *  - the legacy components and their order: _dl_important_hwcaps() in elf/dl-hwcaps.c lines
 *    176-227 (set hwcap bits from the lowest, then dl_platform, then "tls"), and the power set
 *    from line 278 on (all components first, inside a path the later components first).
 * Where the platform is spelled like the x86_64 bit, glibc tries "tls/x86_64/" and "x86_64/"
 * twice; the list holds each directory once, and "x86_64/x86_64/" (a real path ld.so tries).
 */
static void assert_subdirs_once(const Hwcaps *hw, const char *const *expected, size_t n_expected) {
        char (*dirs)[128] = calloc(hwcaps_subdirs_max(hw), sizeof(*dirs));
        size_t n = hwcaps_subdirs(hw, dirs);

        assert_non_null(dirs);
        for (size_t i = 0; i < n; i++)
                for (size_t j = 0; j < i; j++)
                        if (strcmp(dirs[i], dirs[j]) == 0)
                                fail_msg("\"%s\" listed twice (%zu and %zu)", dirs[i], j, i);
        for (size_t i = 0; i < MIN(n, n_expected); i++)
                assert_string_equal(dirs[i], expected[i]);
        assert_int_equal(n, n_expected);
        free(dirs);
}

static void test_hwcaps_subdirs_intel_avx512(void **state) {
        static const char *const expected[] = {
                "glibc-hwcaps/x86-64-v4/", "glibc-hwcaps/x86-64-v3/", "glibc-hwcaps/x86-64-v2/",
                "tls/haswell/avx512_1/x86_64/", "tls/haswell/avx512_1/", "tls/haswell/x86_64/",
                "tls/haswell/", "tls/avx512_1/x86_64/", "tls/avx512_1/", "tls/x86_64/", "tls/",
                "haswell/avx512_1/x86_64/", "haswell/avx512_1/", "haswell/x86_64/", "haswell/",
                "avx512_1/x86_64/", "avx512_1/", "x86_64/", "",
        };
        HwcapsCpu cpu = cpu_v4();
        Hwcaps hw;
        cpu.intel = true;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_subdirs_once(&hw, expected, ELEMENTSOF(expected));
}

static void test_hwcaps_subdirs_intel_avx2(void **state) {
        static const char *const expected[] = {
                "glibc-hwcaps/x86-64-v3/", "glibc-hwcaps/x86-64-v2/",
                "tls/haswell/x86_64/", "tls/haswell/", "tls/x86_64/", "tls/",
                "haswell/x86_64/", "haswell/", "x86_64/", "",
        };
        HwcapsCpu cpu = cpu_v3();
        Hwcaps hw;
        cpu.intel = true;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_subdirs_once(&hw, expected, ELEMENTSOF(expected));
}

static void test_hwcaps_subdirs_xeon_phi(void **state) {
        static const char *const expected[] = {
                "glibc-hwcaps/x86-64-v3/", "glibc-hwcaps/x86-64-v2/",
                "tls/xeon_phi/x86_64/", "tls/xeon_phi/", "tls/x86_64/", "tls/",
                "xeon_phi/x86_64/", "xeon_phi/", "x86_64/", "",
        };
        HwcapsCpu cpu = cpu_v3();
        Hwcaps hw;
        cpu.intel = true;
        cpu.avx512f = cpu.avx512cd = cpu.avx512er = cpu.avx512pf = true;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_subdirs_once(&hw, expected, ELEMENTSOF(expected));
}

static void test_hwcaps_subdirs_amd_avx512(void **state) {
        /* Components x86_64 (bit), x86_64 (platform), tls: eight combinations, six directories. */
        static const char *const expected[] = {
                "glibc-hwcaps/x86-64-v4/", "glibc-hwcaps/x86-64-v3/", "glibc-hwcaps/x86-64-v2/",
                "tls/x86_64/x86_64/", "tls/x86_64/", "tls/", "x86_64/x86_64/", "x86_64/", "",
        };
        HwcapsCpu cpu = cpu_v4();
        Hwcaps hw;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_subdirs_once(&hw, expected, ELEMENTSOF(expected));
}

static void test_hwcaps_subdirs_amd(void **state) {
        static const char *const expected[] = {
                "glibc-hwcaps/x86-64-v3/", "glibc-hwcaps/x86-64-v2/",
                "tls/x86_64/x86_64/", "tls/x86_64/", "tls/", "x86_64/x86_64/", "x86_64/", "",
        };
        HwcapsCpu cpu = cpu_v3();
        Hwcaps hw;
        hwcaps_from_cpu(&cpu, "x86_64", &hw);
        assert_subdirs_once(&hw, expected, ELEMENTSOF(expected));
}

static void test_hwcaps_subdirs_below_v2(void **state) {
        /* Baseline x86-64 only (no SSE4.2, no POPCNT): no glibc-hwcaps names, and not haswell even
         * on Intel, so the platform stays the kernel's. */
        static const char *const expected[] = {
                "tls/x86_64/x86_64/", "tls/x86_64/", "tls/", "x86_64/x86_64/", "x86_64/", "",
        };
        HwcapsCpu cpu = { .baseline = true, .cmpxchg16b = true, .sse3 = true, .ssse3 = true };
        Hwcaps hw;
        for (int intel = 0; intel <= 1; intel++) {
                cpu.intel = intel;
                hwcaps_from_cpu(&cpu, "x86_64", &hw);
                assert_int_equal(hw.n_glibc_hwcaps, 0);
                assert_subdirs_once(&hw, expected, ELEMENTSOF(expected));
        }
}

static void test_hwcaps_subdirs_order(void **state) {
        static const char *const expected[] = {
                "glibc-hwcaps/x86-64-v3/", "glibc-hwcaps/x86-64-v2/",
                "tls/haswell/avx512_1/x86_64/", "tls/haswell/avx512_1/", "tls/haswell/x86_64/",
                "tls/haswell/", "tls/avx512_1/x86_64/", "tls/avx512_1/", "tls/x86_64/", "tls/",
                "haswell/avx512_1/x86_64/", "haswell/avx512_1/", "haswell/x86_64/", "haswell/",
                "avx512_1/x86_64/", "avx512_1/", "x86_64/", "",
        };
        Hwcaps hw = {
                .glibc_hwcaps = { "x86-64-v3", "x86-64-v2" }, .n_glibc_hwcaps = 2,
                .platform = "haswell",
                .legacy = { "x86_64", "avx512_1", "haswell", "tls" }, .n_legacy = 4,
        };
        char (*dirs)[128];

        assert_int_equal(hwcaps_subdirs_max(&hw), ELEMENTSOF(expected));
        dirs = calloc(hwcaps_subdirs_max(&hw), sizeof(*dirs));
        assert_int_equal(hwcaps_subdirs(&hw, dirs), ELEMENTSOF(expected));
        for (size_t i = 0; i < ELEMENTSOF(expected); i++)
                assert_string_equal(dirs[i], expected[i]);
        free(dirs);
}

static void test_hwcaps_subdirs_small(void **state) {
        Hwcaps hw = {}, foreign;
        char dirs[4][128];

        /* Nothing at all: only the directory itself. */
        assert_int_equal(hwcaps_subdirs_max(&hw), 1);
        assert_int_equal(hwcaps_subdirs(&hw, dirs), 1);
        assert_string_equal(dirs[0], "");

        hwcaps_for_foreign(&foreign);
        assert_int_equal(foreign.n_glibc_hwcaps, 0);
        assert_null(foreign.platform);
        assert_int_equal(hwcaps_subdirs_max(&foreign), 2);
        assert_int_equal(hwcaps_subdirs(&foreign, dirs), 2);
        assert_string_equal(dirs[0], "tls/");
        assert_string_equal(dirs[1], "");

        /* Two components: both, the second, the first, none. */
        hw = (Hwcaps) { .legacy = { "a", "b" }, .n_legacy = 2 };
        assert_int_equal(hwcaps_subdirs(&hw, dirs), 4);
        assert_string_equal(dirs[0], "b/a/");
        assert_string_equal(dirs[1], "b/");
        assert_string_equal(dirs[2], "a/");
        assert_string_equal(dirs[3], "");
}

static void test_hwcaps_subdirs_too_long(void **state) {
        char name[200], dirs[4][128];
        memset(name, 'x', sizeof(name) - 1);
        name[sizeof(name) - 1] = 0;
        Hwcaps hw = { .glibc_hwcaps = { name }, .n_glibc_hwcaps = 1, .legacy = { name }, .n_legacy = 1 };
        /* Names that do not fit are left out rather than truncated into a wrong path. */
        assert_int_equal(hwcaps_subdirs_max(&hw), 3);
        assert_int_equal(hwcaps_subdirs(&hw, dirs), 1);
        assert_string_equal(dirs[0], "");
}

/* A library with SONAME and a program needing it, no RUNPATH: found only via LD_LIBRARY_PATH. */
static void build_fixture(const char *dir) {
        char *src = tu_strdupf("%s/lib.c", dir), *main_src = tu_strdupf("%s/main.c", dir);
        static const char lib_c[] = "int hwtest(void) { return 0; }\n";
        static const char main_c[] = "int hwtest(void);\nint main(void) { return hwtest(); }\n";
        tu_write_file(src, lib_c, sizeof(lib_c) - 1);
        tu_write_file(main_src, main_c, sizeof(main_c) - 1);
        assert_int_equal(tu_run("%s -shared -fPIC -Wl,-soname," SONAME " -o %s/lib.so %s", tu_cc(), dir, src), 0);
        assert_int_equal(tu_run("%s -o %s/prog %s %s/lib.so", tu_cc(), dir, main_src, dir), 0);
        free(src);
        free(main_src);
}

/* Every "trying file=" ld.so prints under LD_DEBUG=libs for our library, in order, must be one
 * subdirectory of hwcaps_subdirs() in the same order. A directory ld.so tries a second time (the
 * platform named like a hwcap bit) is skipped: that try cannot find anything the first missed. */
static void test_hwcaps_subdirs_ldso_tries(void **state) {
        char (*dirs)[128];
        size_t n_dirs, n, k = 0;
        Hwcaps hw;

        if (!have_native_ldso())
                skip();
        char *tmp = tu_mkdtemp(), *search = tu_strdupf("%s/search", tmp);
        build_fixture(tmp);
        /* Only the plain copy exists, so ld.so tries every subdirectory before it. */
        assert_int_equal(tu_run("mkdir -p %s && cp %s/lib.so %s/" SONAME, search, tmp, search), 0);

        hwcaps_detect(&hw);
        dirs = calloc(hwcaps_subdirs_max(&hw), sizeof(*dirs));
        n_dirs = hwcaps_subdirs(&hw, dirs);

        char *prefix = tu_strdupf("trying file=%s/", search);
        char **lines = tu_run_lines(&n, "LD_DEBUG=libs LD_LIBRARY_PATH=%s %s --list %s/prog", search, LDSO, tmp);
        for (size_t i = 0; i < n; i++) {
                const char *t = strstr(lines[i], prefix);
                /* libc.so.6 is looked for in the same directory too. */
                if (!t || !strstr(t, SONAME))
                        continue;
                t += strlen(prefix);
                bool again = false;
                for (size_t j = 0; j < k && !again; j++) {
                        char *seen = tu_strdupf("%s" SONAME, dirs[j]);
                        again = strcmp(t, seen) == 0;
                        free(seen);
                }
                if (again)
                        continue;
                assert_true(k < n_dirs);
                char *expected = tu_strdupf("%s" SONAME, dirs[k]);
                assert_string_equal(t, expected);
                free(expected);
                k++;
        }
        assert_int_equal(k, n_dirs);

        tu_lines_free(lines, n);
        free(prefix);
        free(dirs);
        tu_rm_rf(tmp);
        free(search);
        free(tmp);
}

/* Copies in every subdirectory: ld.so must take them in hwcaps_subdirs() order as each one it took
 * is removed. */
static void test_hwcaps_subdirs_ldso_picks(void **state) {
        char (*dirs)[128];
        size_t n_dirs;
        Hwcaps hw;

        if (!have_native_ldso())
                skip();
        char *tmp = tu_mkdtemp(), *search = tu_strdupf("%s/search", tmp);
        build_fixture(tmp);

        hwcaps_detect(&hw);
        dirs = calloc(hwcaps_subdirs_max(&hw), sizeof(*dirs));
        n_dirs = hwcaps_subdirs(&hw, dirs);
        for (size_t i = 0; i < n_dirs; i++)
                assert_int_equal(tu_run("mkdir -p %s/%s && cp %s/lib.so %s/%s" SONAME, search, dirs[i], tmp,
                                        search, dirs[i]), 0);

        for (size_t i = 0; i < n_dirs; i++) {
                char *expected = tu_strdupf(SONAME " => %s/%s" SONAME " (", search, dirs[i]);
                size_t n;
                bool found = false;
                char **lines = tu_run_lines(&n, "LD_LIBRARY_PATH=%s %s --list %s/prog", search, LDSO, tmp);
                for (size_t j = 0; j < n; j++)
                        found |= strstr(lines[j], expected) != NULL;
                if (!found)
                        for (size_t j = 0; j < n; j++)
                                fprintf(stderr, "ld.so: %s\n", lines[j]);
                assert_true(found);
                tu_lines_free(lines, n);
                free(expected);
                assert_int_equal(tu_run("rm %s/%s" SONAME, search, dirs[i]), 0);
        }

        free(dirs);
        tu_rm_rf(tmp);
        free(search);
        free(tmp);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_hwcaps_detect_matches_ldso_help),
                cmocka_unit_test(test_hwcaps_from_cpu_intel_avx512),
                cmocka_unit_test(test_hwcaps_from_cpu_amd),
                cmocka_unit_test(test_hwcaps_from_cpu_xeon_phi),
                cmocka_unit_test(test_hwcaps_from_cpu_levels),
                cmocka_unit_test(test_hwcaps_subdirs_intel_avx512),
                cmocka_unit_test(test_hwcaps_subdirs_intel_avx2),
                cmocka_unit_test(test_hwcaps_subdirs_xeon_phi),
                cmocka_unit_test(test_hwcaps_subdirs_amd_avx512),
                cmocka_unit_test(test_hwcaps_subdirs_amd),
                cmocka_unit_test(test_hwcaps_subdirs_below_v2),
                cmocka_unit_test(test_hwcaps_subdirs_order),
                cmocka_unit_test(test_hwcaps_subdirs_small),
                cmocka_unit_test(test_hwcaps_subdirs_too_long),
                cmocka_unit_test(test_hwcaps_subdirs_ldso_tries),
                cmocka_unit_test(test_hwcaps_subdirs_ldso_picks),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
