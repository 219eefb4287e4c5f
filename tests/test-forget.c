/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Forgetting what was learned of an application: its profile and map, its usage line, nothing else. */
#include <errno.h>
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

#include "forget.h"
#include "macro.h"
#include "usage.h"
#include "util.h"

#define USAGE_TEXT                                                                   \
        "preload-usage 1\n"                                                          \
        "app gimp launches=2 last=1700000000000000 weight=2000 after-login=0\n"      \
        "app vim.basic launches=1 last=1700000000000000 weight=1000 after-login=0\n" \
        "app dot launches=4 last=1700000000000000 weight=4000 after-login=0\n"

static int mkdir_p(const char *path) {
        char *p = strdup(path);

        for (char *s = p + 1; *s; s++)
                if (*s == '/') {
                        *s = 0;
                        (void) mkdir(p, 0700);
                        *s = '/';
                }
        int r = mkdir(p, 0700) < 0 ? -errno : 0;
        free(p);
        return r;
}

typedef struct Home {
        char *dir, *cache, *profiles, *usage;
} Home;

/* A home of its own (CACHE_DIRECTORY unset, XDG_CACHE_HOME in it): gimp has a profile, a map and
 * a usage line, vim.basic only a line, dot only a line, inkscape only a profile; and a file of the
 * user's own lies beside them. */
static int home_setup(void **state) {
        Home *h = calloc(1, sizeof(*h));
        const char *profile = "preload-profile 1\nname x\n";

        h->dir = tu_mkdtemp();
        h->cache = tu_strdupf("%s/cache", h->dir);
        h->profiles = tu_strdupf("%s/preloadd/profiles", h->cache);
        h->usage = tu_strdupf("%s/preloadd/usage", h->cache);
        unsetenv("CACHE_DIRECTORY");
        setenv("XDG_CACHE_HOME", h->cache, 1);
        assert_int_equal(mkdir_p(h->profiles), 0);
        tu_write_file(h->usage, USAGE_TEXT, strlen(USAGE_TEXT));
        for (const char *const *n = (const char *const[]) { "gimp.profile", "gimp.metamap", "inkscape.profile",
                                                             "notes.txt", NULL };
             *n; n++) {
                char *p = tu_strdupf("%s/%s", h->profiles, *n);
                tu_write_file(p, profile, strlen(profile));
                free(p);
        }
        *state = h;
        return 0;
}

static int home_teardown(void **state) {
        Home *h = *state;

        tu_rm_rf(h->dir);
        free(h->dir);
        free(h->cache);
        free(h->profiles);
        free(h->usage);
        free(h);
        unsetenv("XDG_CACHE_HOME");
        return 0;
}

static bool there(const Home *h, const char *name) {
        char *p = tu_strdupf("%s/%s", h->profiles, name);
        bool r = access(p, F_OK) == 0;
        free(p);
        return r;
}

static Usage *usage_now(const Home *h) {
        Usage *u = NULL;
        assert_int_equal(usage_load(h->usage, &u, NULL, NULL), 0);
        return u;
}

static void test_forget_app(void **state) {
        Home *h = *state;
        char *path = NULL;
        Forgotten f;
        Usage *u;

        assert_int_equal(forget_app("gimp", &f, &path, NULL, NULL), 0);
        assert_true(f.profile);
        assert_true(f.usage);
        assert_false(there(h, "gimp.profile"));
        assert_false(there(h, "gimp.metamap"));
        assert_true(there(h, "inkscape.profile"));
        assert_true(there(h, "notes.txt"));
        u = usage_now(h);
        assert_int_equal(u->n_apps, 2);
        assert_null(usage_find(u, "gimp"));
        assert_non_null(usage_find(u, "vim.basic"));
        assert_int_equal(usage_find(u, "dot")->launches, 4);
        usage_free(u);

        /* only one of the two there */
        assert_int_equal(forget_app("inkscape", &f, &path, NULL, NULL), 0);
        assert_true(f.profile);
        assert_false(f.usage);
        assert_int_equal(forget_app("dot", &f, &path, NULL, NULL), 0);
        assert_false(f.profile);
        assert_true(f.usage);
        /* again: nothing left, which is no error */
        assert_int_equal(forget_app("gimp", &f, &path, NULL, NULL), 0);
        assert_false(f.profile);
        assert_false(f.usage);
        /* never a path: what is removed is NAME.profile in the user's directory */
        assert_int_equal(forget_app("../usage", &f, &path, NULL, NULL), -EINVAL);
        assert_int_equal(forget_app("", &f, &path, NULL, NULL), -EINVAL);
        assert_null(path);
        u = usage_now(h);
        assert_int_equal(u->n_apps, 1);
        assert_string_equal(u->apps[0].name, "vim.basic");
        usage_free(u);
}

/* A usage file that cannot be read does not keep the profile, and is reported by line. */
static void test_forget_app_malformed_usage(void **state) {
        Home *h = *state;
        const char *reason = NULL;
        char *path = NULL;
        unsigned line = 0;
        Forgotten f;

        tu_write_file(h->usage, "preload-usage 1\napp gimp launches=x\n", 36);
        assert_int_equal(forget_app("gimp", &f, &path, &line, &reason), -EBADMSG);
        assert_true(f.profile);
        assert_false(f.usage);
        assert_false(there(h, "gimp.profile"));
        assert_string_equal(path, h->usage);
        assert_int_equal(line, 2);
        assert_non_null(reason);
        free(path);
}

static void test_forget_all(void **state) {
        Home *h = *state;
        char *path = NULL;
        size_t n = 99;
        bool usage = false;

        assert_int_equal(forget_all(&n, &usage, &path), 0);
        assert_int_equal(n, 2);
        assert_true(usage);
        assert_false(there(h, "gimp.profile"));
        assert_false(there(h, "gimp.metamap"));
        assert_false(there(h, "inkscape.profile"));
        assert_true(there(h, "notes.txt"));
        assert_int_equal(access(h->usage, F_OK), -1);
        /* nothing left: nothing to do */
        assert_int_equal(forget_all(&n, &usage, &path), 0);
        assert_int_equal(n, 0);
        assert_false(usage);
        assert_null(path);
}

/* Names as the launches are learned: the name itself when known, else the program's file. */
static void test_forget_name_of(void **state) {
        Home *h = *state;
        char *bin = tu_strdupf("%s/bin", h->dir), *real = tu_strdupf("%s/vim.basic", bin),
             *link = tu_strdupf("%s/vim", bin), *name = NULL;

        assert_int_equal(mkdir_p(bin), 0);
        tu_write_file(real, "#!/bin/sh\n", 10);
        assert_int_equal(chmod(real, 0755), 0);
        assert_int_equal(symlink("vim.basic", link), 0);

        assert_int_equal(forget_name_of("gimp", bin, &name), 0);
        assert_string_equal(name, "gimp");
        free(name);
        assert_int_equal(forget_name_of("inkscape", bin, &name), 0); /* a profile only */
        assert_string_equal(name, "inkscape");
        free(name);
        assert_int_equal(forget_name_of("vim", bin, &name), 0);
        assert_string_equal(name, "vim.basic");
        free(name);
        assert_int_equal(forget_name_of(link, NULL, &name), 0);
        assert_string_equal(name, "vim.basic");
        free(name);
        assert_int_equal(forget_name_of("emacs", bin, &name), -ENOENT);
        assert_int_equal(forget_name_of("../usage", bin, &name), -ENOENT);
        free(bin);
        free(real);
        free(link);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test_setup_teardown(test_forget_app, home_setup, home_teardown),
                cmocka_unit_test_setup_teardown(test_forget_app_malformed_usage, home_setup, home_teardown),
                cmocka_unit_test_setup_teardown(test_forget_all, home_setup, home_teardown),
                cmocka_unit_test_setup_teardown(test_forget_name_of, home_setup, home_teardown),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
