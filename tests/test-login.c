/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The login warm's targets: configured login apps by priority, then the most used learned ones. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "login.h"
#include "macro.h"
#include "util.h"

#define DAY (UINT64_C(24) * 3600 * 1000000)
#define NOW (UINT64_C(1700000000) * 1000000)

/* Names with a learned profile: all but "noprofile". */
static bool fake_has_profile(const char *name, void *userdata) {
        return strcmp(name, "noprofile") != 0;
}

static Config *config_with(const char *const *apps, const int *prio, const bool *login, size_t n) {
        Config *c = NULL;
        assert_int_equal(config_new_default(&c), 0);
        c->apps = calloc(n, sizeof(AppConfig));
        assert_non_null(c->apps);
        for (size_t i = 0; i < n; i++)
                c->apps[i] = (AppConfig) { .id = strdup(apps[i]), .path = strdup("/x.conf"), .priority = prio[i],
                                           .trigger = login[i] ? APP_TRIGGER_LOGIN : APP_TRIGGER_DEMAND };
        c->n_apps = n;
        return c;
}

static void assert_targets(const char **v, size_t n, const char *const *want, size_t n_want) {
        assert_int_equal(n, n_want);
        for (size_t i = 0; i < n; i++)
                assert_string_equal(v[i], want[i]);
}

static void test_login_targets(void **state) {
        Config *c = config_with((const char *[]) { "shell", "mail", "editor" }, (const int[]) { 0, 50, 0 },
                                (const bool[]) { true, true, false }, 3);
        Usage *u = NULL;
        const char **v = NULL;
        size_t n;

        /* no usage yet: the configured login apps, by priority */
        assert_int_equal(login_targets(c, NULL, NOW, false, fake_has_profile, NULL, &v, &n), 0);
        assert_targets(v, n, (const char *[]) { "mail", "shell" }, 2);
        free(v);

        /* A launched five times, B once, one without a profile, one that is a login app already */
        assert_int_equal(usage_parse("preload-usage 1\n", 16, &u, NULL, NULL), 0);
        for (int i = 0; i < 5; i++)
                assert_int_equal(usage_record_launch(u, "A", NOW - DAY, 0), 0);
        assert_int_equal(usage_record_launch(u, "B", NOW - DAY, 0), 0);
        assert_int_equal(usage_record_launch(u, "noprofile", NOW, 0), 0);
        assert_int_equal(usage_record_launch(u, "shell", NOW, 0), 0);
        assert_int_equal(login_targets(c, u, NOW, false, fake_has_profile, NULL, &v, &n), 0);
        assert_targets(v, n, (const char *[]) { "mail", "shell", "A", "B" }, 4);
        free(v);

        /* under memory pressure, or with LoginLearned=no: only the configured ones */
        assert_int_equal(login_targets(c, u, NOW, true, fake_has_profile, NULL, &v, &n), 0);
        assert_targets(v, n, (const char *[]) { "mail", "shell" }, 2);
        free(v);
        c->daemon.login_learned = false;
        assert_int_equal(login_targets(c, u, NOW, false, fake_has_profile, NULL, &v, &n), 0);
        assert_int_equal(n, 2);
        free(v);
        c->daemon.login_learned = true;

        /* at most LOGIN_LEARNED_MAX learned ones */
        for (unsigned i = 0; i < 2 * LOGIN_LEARNED_MAX; i++) {
                char name[16];
                snprintf(name, sizeof(name), "x%u", i);
                assert_int_equal(usage_record_launch(u, name, NOW, 0), 0);
        }
        assert_int_equal(login_targets(c, u, NOW, false, fake_has_profile, NULL, &v, &n), 0);
        assert_int_equal(n, 2 + LOGIN_LEARNED_MAX);
        free(v);

        usage_free(u);
        config_free(c);
}

static void test_login_memory_pressure(void **state) {
        char *dir = tu_mkdtemp(), *path = tu_strdupf("%s/memory", dir);
        static const char psi[] = "some avg10=12.50 avg60=3.00 avg300=1.00 total=123\n"
                                  "full avg10=1.00 avg60=0.00 avg300=0.00 total=4\n";
        double v = 0;

        tu_write_file(path, psi, sizeof(psi) - 1);
        assert_int_equal(login_memory_pressure(path, &v), 0);
        assert_true(v > 12.49 && v < 12.51);
        tu_write_file(path, "garbage\n", 8);
        assert_int_equal(login_memory_pressure(path, &v), -EBADMSG);
        assert_int_equal(login_memory_pressure("/nonexistent/psi", &v), -ENOENT);
        tu_rm_rf(dir);
        free(path);
        free(dir);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_login_targets),
                cmocka_unit_test(test_login_memory_pressure),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
