/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Launch counts with decay, ranking, and the usage file (strict parsing, atomic save). */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <cmocka.h>

#include "macro.h"
#include "usage.h"
#include "util.h"

#define DAY (UINT64_C(24) * 3600 * 1000000)
#define T0 (UINT64_C(1700000000) * 1000000)

static Usage *usage_empty(void) {
        Usage *u = NULL;
        assert_int_equal(usage_parse("preload-usage 1\n", 16, &u, NULL, NULL), 0);
        assert_int_equal(u->n_apps, 0);
        return u;
}

static void test_usage_score_decays(void **state) {
        Usage *u = usage_empty();

        assert_int_equal(usage_record_launch(u, "a", T0, 0), 0);
        const UsageApp *a = usage_find(u, "a");
        assert_non_null(a);
        assert_int_equal(usage_score_milli(a, T0), 1000);
        /* one half-life later: half; two: a quarter */
        assert_int_equal(usage_score_milli(a, T0 + USAGE_HALF_LIFE_USEC), 500);
        assert_int_equal(usage_score_milli(a, T0 + 2 * USAGE_HALF_LIFE_USEC), 250);
        /* a clock set back does not make it grow */
        assert_int_equal(usage_score_milli(a, T0 - DAY), 1000);
        /* a launch a half-life later adds 1 to what is left */
        assert_int_equal(usage_record_launch(u, "a", T0 + USAGE_HALF_LIFE_USEC, 0), 0);
        a = usage_find(u, "a");
        assert_int_equal(a->weight_milli, 1500);
        assert_int_equal(a->launches, 2);
        usage_free(u);
}

/* The decay without libm follows exp2() closely, for weights from one launch to 2^40 thousandths and
 * ages from a second to past 64 half-lives, and never grows with age. */
static void test_usage_score_exp2(void **state) {
        static const uint64_t weights[] = { 1, 1000, 1500, 123456789, UINT64_C(1) << 40 };
        static const uint64_t ages[] = { 1000000, 3600 * UINT64_C(1000000), DAY, 3 * DAY, 6 * DAY,
                                         USAGE_HALF_LIFE_USEC - 1, USAGE_HALF_LIFE_USEC + 12345,
                                         3 * DAY + 5 * USAGE_HALF_LIFE_USEC, 63 * USAGE_HALF_LIFE_USEC,
                                         64 * USAGE_HALF_LIFE_USEC, UINT64_C(1) << 62 };

        for (size_t w = 0; w < ELEMENTSOF(weights); w++) {
                uint64_t last = UINT64_MAX;
                for (size_t i = 0; i < ELEMENTSOF(ages); i++) {
                        UsageApp a = { .last_usec = T0, .weight_milli = weights[w] };
                        double want = (double) weights[w] * exp2(-(double) ages[i] / (double) USAGE_HALF_LIFE_USEC);
                        uint64_t got = usage_score_milli(&a, T0 + ages[i]);
                        double err = fabs((double) got - want);
                        if (err > 1.0 && err > want * 2e-5)
                                fail_msg("weight %" PRIu64 " after %" PRIu64 " us: %" PRIu64 ", exp2() gives %.3f",
                                         weights[w], ages[i], got, want);
                        assert_true(got <= last);
                        last = got;
                }
        }
        /* Every 64th of a half-life, against the table's own points and between them. */
        for (uint64_t k = 0; k <= 128; k++) {
                UsageApp a = { .last_usec = T0, .weight_milli = UINT64_C(1) << 40 };
                uint64_t age = USAGE_HALF_LIFE_USEC * k / 128;
                double want = (double) a.weight_milli * exp2(-(double) age / (double) USAGE_HALF_LIFE_USEC);
                assert_true(fabs((double) usage_score_milli(&a, T0 + age) - want) <= want * 2e-5);
        }
}

/* The example usage.h gives: ten launches three weeks ago rank below two yesterday. */
static void test_usage_rank(void **state) {
        Usage *u = usage_empty();
        uint64_t now = T0 + 21 * DAY;
        size_t order[3];

        for (int i = 0; i < 10; i++)
                assert_int_equal(usage_record_launch(u, "old", T0, 0), 0);
        assert_int_equal(usage_record_launch(u, "recent", now - DAY, 0), 0);
        assert_int_equal(usage_record_launch(u, "recent", now - DAY, 0), 0);
        assert_int_equal(usage_record_launch(u, "never-again", T0 - 60 * DAY, 0), 0);
        assert_int_equal(usage_score_milli(usage_find(u, "old"), now), 1250);
        assert_int_equal(usage_score_milli(usage_find(u, "recent"), now), 1811);
        usage_rank(u, now, order);
        assert_string_equal(u->apps[order[0]].name, "recent");
        assert_string_equal(u->apps[order[1]].name, "old");
        assert_string_equal(u->apps[order[2]].name, "never-again");
        usage_free(u);
}

/* Forgetting one application leaves the others as they were, in the file's order. */
static void test_usage_forget(void **state) {
        Usage *u = usage_empty();
        char *text = NULL;
        size_t size;

        assert_int_equal(usage_record_launch(u, "a", T0, 0), 0);
        assert_int_equal(usage_record_launch(u, "b", T0 + 1, 5000000), 0);
        assert_int_equal(usage_record_launch(u, "b", T0 + 2, 0), 0);
        assert_int_equal(usage_record_launch(u, "c", T0 + 3, 0), 0);
        assert_int_equal(usage_forget(u, "b"), 1);
        assert_int_equal(u->n_apps, 2);
        assert_null(usage_find(u, "b"));
        assert_string_equal(u->apps[0].name, "a");
        assert_string_equal(u->apps[1].name, "c");
        assert_int_equal(usage_forget(u, "b"), 0);
        assert_int_equal(usage_forget(u, "c"), 1);
        assert_int_equal(usage_forget(u, "a"), 1);
        assert_int_equal(u->n_apps, 0);
        assert_int_equal(usage_format(u, &text, &size), 0);
        assert_string_equal(text, "preload-usage 1\n");
        /* counting again after a forget starts from nothing */
        assert_int_equal(usage_record_launch(u, "b", T0 + 4, 0), 0);
        assert_int_equal(usage_find(u, "b")->launches, 1);
        free(text);
        usage_free(u);
}

static void test_usage_after_login(void **state) {
        Usage *u = usage_empty();

        assert_int_equal(usage_record_launch(u, "a", T0, 10000000), 0);
        assert_int_equal(usage_find(u, "a")->after_login_usec, 10000000);
        assert_int_equal(usage_record_launch(u, "a", T0 + 1, 20000000), 0);
        assert_int_equal(usage_find(u, "a")->after_login_usec, 15000000);
        /* unknown offsets leave the average alone */
        assert_int_equal(usage_record_launch(u, "a", T0 + 2, 0), 0);
        assert_int_equal(usage_find(u, "a")->after_login_usec, 15000000);
        assert_int_equal(usage_record_launch(u, "../etc", T0, 0), -EINVAL);
        assert_int_equal(usage_record_launch(u, "", T0, 0), -EINVAL);
        usage_free(u);
}

static void test_usage_format_roundtrip(void **state) {
        static const char text[] = "preload-usage 1\n"
                                   "app firefox-esr launches=12 last=1700000000123456 weight=3520 after-login=42000000\n"
                                   "app gimp launches=1 last=1690000000000000 weight=1000 after-login=0\n";
        Usage *u = NULL;
        char *out = NULL;
        size_t n;

        assert_int_equal(usage_parse(text, sizeof(text) - 1, &u, NULL, NULL), 0);
        assert_int_equal(u->n_apps, 2);
        assert_int_equal(usage_find(u, "firefox-esr")->launches, 12);
        assert_int_equal(usage_find(u, "gimp")->last_usec, UINT64_C(1690000000000000));
        assert_int_equal(usage_format(u, &out, &n), 0);
        assert_int_equal(n, sizeof(text) - 1);
        assert_memory_equal(out, text, n);
        free(out);
        usage_free(u);
}

static void test_usage_unit_id(void **state) {
        static const char text[] = "preload-usage 1\n"
                                   "app kate launches=3 last=1700000000000000 weight=2990 after-login=0 unit-id=org.kde.kate\n"
                                   "app gimp launches=1 last=1690000000000000 weight=1000 after-login=0\n";
        char long_id[USAGE_UNIT_ID_MAX + 2];
        Usage *u = NULL;
        char *out = NULL;
        size_t n;

        assert_int_equal(usage_parse(text, sizeof(text) - 1, &u, NULL, NULL), 0);
        assert_string_equal(usage_find(u, "kate")->unit_id, "org.kde.kate");
        assert_null(usage_find(u, "gimp")->unit_id);
        assert_string_equal(usage_find_unit_id(u, "org.kde.kate")->name, "kate");
        assert_null(usage_find_unit_id(u, "org.gimp.GIMP"));
        assert_int_equal(usage_format(u, &out, &n), 0);
        assert_int_equal(n, sizeof(text) - 1);
        assert_memory_equal(out, text, n);
        free(out);

        /* an id launched under another name since: the later launch wins */
        assert_int_equal(usage_record_launch(u, "kate2", 1710000000000000, 0), 0);
        assert_int_equal(usage_set_unit_id(u, "kate2", "org.kde.kate"), 0);
        assert_string_equal(usage_find_unit_id(u, "org.kde.kate")->name, "kate2");
        assert_int_equal(usage_set_unit_id(u, "gimp", "org.gimp.GIMP"), 0);
        assert_string_equal(usage_find_unit_id(u, "org.gimp.GIMP")->name, "gimp");
        assert_int_equal(usage_set_unit_id(u, "gimp", "gimp-2"), 0);
        assert_null(usage_find_unit_id(u, "org.gimp.GIMP"));

        /* what the file cannot hold is refused */
        assert_int_equal(usage_set_unit_id(u, "nosuch", "x"), -ENOENT);
        assert_int_equal(usage_set_unit_id(u, "gimp", ""), -EINVAL);
        assert_int_equal(usage_set_unit_id(u, "gimp", "a b"), -EINVAL);
        assert_int_equal(usage_set_unit_id(u, "gimp", "../x"), -EINVAL);
        memset(long_id, 'a', sizeof(long_id) - 1);
        long_id[sizeof(long_id) - 1] = 0;
        assert_int_equal(usage_set_unit_id(u, "gimp", long_id), -EINVAL);
        long_id[USAGE_UNIT_ID_MAX] = 0;
        assert_int_equal(usage_set_unit_id(u, "gimp", long_id), 0);

        /* forgetting an entry forgets its id */
        assert_int_equal(usage_forget(u, "kate2"), 1);
        assert_string_equal(usage_find_unit_id(u, "org.kde.kate")->name, "kate");
        usage_free(u);
}

static void test_usage_parse_malformed(void **state) {
        static const struct {
                const char *text;
                unsigned line;
                const char *reason;
        } cases[] = {
                { "", 1, "not a usage file" },
                { "preload-usage 2\n", 1, "not a usage file" },
                { "preload-usage 1\nfoo\n", 2, "expected an app line" },
                { "preload-usage 1\napp x launches=1\n", 2, "expected launches=N" },
                { "preload-usage 1\napp x launches=01 last=1 weight=1 after-login=0\n", 2, "expected launches=N" },
                { "preload-usage 1\napp x launches=1 last=1 weight=1 after-login=0 extra=1\n", 2, "expected unit-id=ID" },
                { "preload-usage 1\napp x launches=1 last=1 weight=1 after-login=0 unit-id=\n", 2, "expected unit-id=ID" },
                { "preload-usage 1\napp x launches=1 last=1 weight=1 after-login=0 unit-id=a/b\n", 2, "invalid unit-id" },
                { "preload-usage 1\napp x launches=1 last=1 weight=1 after-login=0 unit-id=.a\n", 2, "invalid unit-id" },
                { "preload-usage 1\napp x launches=1 last=1 weight=1 after-login=0 unit-id=a b\n", 2, "invalid unit-id" },
                { "preload-usage 1\napp x launches=99999999999999999999 last=1 weight=1 after-login=0\n", 2,
                  "expected launches=N" },
                { "preload-usage 1\napp ../x launches=1 last=1 weight=1 after-login=0\n", 2, "invalid application" },
                { "preload-usage 1\n# fine\n\napp x launches=1 last=1 weight=1 after-login=0\n"
                  "app x launches=1 last=1 weight=1 after-login=0\n", 5, "duplicate application" },
                { "preload-usage 1\napp x\0 launches=1\n", 2, "NUL" },
        };
        for (size_t i = 0; i < ELEMENTSOF(cases); i++) {
                Usage *u = NULL;
                unsigned line = 0;
                const char *reason = NULL;
                size_t len = strlen(cases[i].text);
                if (i == ELEMENTSOF(cases) - 1)
                        len = 34;
                assert_int_equal(usage_parse(cases[i].text, len, &u, &line, &reason), -EBADMSG);
                assert_null(u);
                assert_int_equal(line, cases[i].line);
                assert_non_null(reason);
                if (!strstr(reason, cases[i].reason))
                        fail_msg("case %zu: reason '%s', expected '%s'", i, reason, cases[i].reason);
        }
}

static void test_usage_load_save(void **state) {
        char *dir = tu_mkdtemp(), *path = tu_strdupf("%s/usage", dir);
        Usage *u = NULL, *v = NULL;
        struct stat st;

        /* no file yet: nothing used */
        assert_int_equal(usage_load(path, &u, NULL, NULL), 0);
        assert_int_equal(u->n_apps, 0);
        assert_int_equal(usage_record_launch(u, "a", T0, 5), 0);
        assert_int_equal(usage_save(u, path), 0);
        assert_int_equal(stat(path, &st), 0);
        assert_int_equal(st.st_mode & 0777, 0600);
        assert_int_equal(usage_load(path, &v, NULL, NULL), 0);
        assert_int_equal(v->n_apps, 1);
        assert_int_equal(v->apps[0].launches, 1);
        assert_int_equal(v->apps[0].after_login_usec, 5);
        usage_free(u);
        usage_free(v);
        tu_rm_rf(dir);
        free(path);
        free(dir);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_usage_score_decays),
                cmocka_unit_test(test_usage_score_exp2),
                cmocka_unit_test(test_usage_rank),
                cmocka_unit_test(test_usage_forget),
                cmocka_unit_test(test_usage_after_login),
                cmocka_unit_test(test_usage_format_roundtrip),
                cmocka_unit_test(test_usage_unit_id),
                cmocka_unit_test(test_usage_parse_malformed),
                cmocka_unit_test(test_usage_load_save),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
