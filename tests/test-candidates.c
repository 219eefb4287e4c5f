/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What an observed launch looked up outside its application's directories
 * (daemon/launch/launch-candidates.c): the harvest's candidate directories on a freshly mounted
 * ext4 image, where nothing is in the lookup cache until a test looks it up, and their
 * confirmation by the next launch: only what was looked up in a directory the cache did not hold
 * as that launch began.
 */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "cached-names.h"
#include "launch-internal.h"
#include "macro.h"
#include "profile.h"
#include "strv.h"
#include "util.h"

static char *work, *mnt;

/* Looked up, as a launch's open or stat would. */
static void look_up(const char *rel) {
        _cleanup_free_ char *p = tu_strdupf("%s/%s", mnt, rel);
        struct stat st;
        assert_int_equal(stat(p, &st), 0);
}

/* The image mounted again: its lookup cache is empty once more (a cold start's). */
static void remount(void) {
        assert_int_equal(tu_run("umount '%1$s' && mount -o loop,ro,noatime '%2$s/img' '%1$s'", mnt, work), 0);
}

static int setup(void **state) {
        if (geteuid() != 0 || access("/dev/loop-control", F_OK) < 0)
                return 0;
        work = tu_mkdtemp();
        if (tu_run("cd '%s' && mkdir -p src/etc/fonts/conf.d src/share/fc src/share/fc2 src/share/fonts/X/Type1 "
                   "src/share/app src/share/prof src/share/lib && "
                   "echo c >src/etc/fonts/fonts.conf && echo a >src/share/fc/a.conf && "
                   "echo b >src/share/fc/b.conf && echo s >src/share/fc/libfc.so.1 && "
                   "echo u >src/share/fc/unused.conf && echo c >src/share/fc2/c.conf && "
                   "echo t >src/share/fonts/X/Type1/t.pfb && echo d >src/share/app/data && "
                   "echo p >src/share/prof/p.dat && echo l >src/share/lib/libx.so.1",
                   work) != 0 ||
            tu_mount_image(work) < 0) {
                tu_rm_rf(work);
                work = mfree(work);
                return 0;
        }
        mnt = tu_strdupf("%s/mnt", work);
        return 0;
}

static int teardown(void **state) {
        if (work) {
                (void) tu_run("umount '%s'", mnt);
                tu_rm_rf(work);
        }
        work = mfree(work);
        mnt = mfree(mnt);
        launch_candidates_forget(NULL);
        return 0;
}

static bool has(char *const *v, size_t n, const char *rel) {
        _cleanup_free_ char *p = tu_strdupf("%s/%s", mnt, rel);
        for (size_t i = 0; i < n; i++)
                if (strcmp(v[i], p) == 0)
                        return true;
        return false;
}

typedef struct Confirmed {
        char *paths[16];
        bool dir[16];
        size_t n;
} Confirmed;

static int on_confirmed(const char *path, bool dir, void *userdata) {
        Confirmed *c = userdata;
        assert_true(c->n < ELEMENTSOF(c->paths));
        c->paths[c->n] = strdup(path);
        c->dir[c->n++] = dir;
        return 0;
}

static void confirmed_done(Confirmed *c) {
        for (size_t i = 0; i < c->n; i++)
                free(c->paths[i]);
        c->n = 0;
}

static bool has_rel(const char *const *v, size_t n, const char *rel) {
        return has((char *const *) v, n, rel);
}

/* The harvest names the directories under the roots where something but a shared library was
 * looked up, or that were entered where nothing was found; but not the profile's own directories,
 * the application's trees, nor one its warm reads whole. */
static void test_harvest(void **state) {
        _cleanup_free_ char *etc = NULL, *share = NULL, *p = NULL, *fc = NULL, *fc2 = NULL, *app = NULL;
        Profile *old = NULL;
        char **v = NULL;
        size_t n = 0;
        int r;

        if (!work)
                skip(); /* not root, or no mkfs.ext4 -d or loop device */
        etc = tu_strdupf("%s/etc", mnt);
        share = tu_strdupf("%s/share", mnt);
        fc = tu_strdupf("%s/share/fc", mnt);
        fc2 = tu_strdupf("%s/share/fc2", mnt);
        app = tu_strdupf("%s/share/app", mnt);
        const LaunchCandidateRoot roots[] = { { etc, 2 }, { share, 3 } };
        char *const trees[] = { app };

        look_up("etc/fonts/fonts.conf");
        look_up("share/fc/a.conf");
        look_up("share/fc/libfc.so.1");
        look_up("share/fc2/c.conf");
        look_up("share/fonts/X/Type1");
        look_up("share/app/data");
        look_up("share/prof/p.dat");
        look_up("share/lib/libx.so.1");

        assert_int_equal(profile_new("app", &old), 0);
        p = tu_strdupf("%s/share/prof/p.dat", mnt);
        assert_int_equal(profile_add_file(old, p, &(ProfileFingerprint) { .size = 2 }, NULL), 0);
        r = launch_harvest_candidates(roots, ELEMENTSOF(roots), old, trees, 1, NULL, &v, &n);
        assert_int_equal(r, 0);
        if (n == 0 && cached_open(AT_FDCWD, "/", O_DIRECTORY) == -ENOSYS) {
                profile_free(old);
                skip(); /* no RESOLVE_CACHED (Linux < 5.12) */
        }
        assert_int_equal(n, 4);
        assert_true(has(v, n, "etc/fonts"));
        assert_true(has(v, n, "share/fc"));
        assert_true(has(v, n, "share/fc2"));
        assert_true(has(v, n, "share/fonts/X/Type1"));
        assert_false(has(v, n, "share/prof")); /* the profile's */
        assert_false(has(v, n, "share/app"));  /* the application's own */
        assert_false(has(v, n, "share/lib"));  /* only a library */
        strv_free_n(v, n);

        /* one of the launch's own candidates that the cache held as it began: left out, for
         * another to take its place; one it did not hold stays */
        {
                char *paths[] = { fc, fc2 };
                bool held[] = { true, false };
                LaunchCandidates last = { .paths = paths, .cached = held, .n = 2 };
                assert_int_equal(launch_harvest_candidates(roots, ELEMENTSOF(roots), old, trees, 1, &last, &v, &n), 0);
                assert_int_equal(n, 3);
                assert_false(has(v, n, "share/fc"));
                assert_true(has(v, n, "share/fc2"));
                strv_free_n(v, n);
        }

        /* a directory the warm reads whole: its names may be the warm's own lookups */
        assert_int_equal(profile_add_lookup_in(old, fc2, 0), 0);
        assert_int_equal(launch_harvest_candidates(roots, ELEMENTSOF(roots), old, trees, 1, NULL, &v, &n), 0);
        assert_int_equal(n, 3);
        assert_false(has(v, n, "share/fc2"));
        strv_free_n(v, n);
        profile_free(old);
}

/* Confirmed: what was looked up in a candidate directory the cache did not hold as the launch
 * began. */
static void test_confirm(void **state) {
        const char *const dirs[] = { "etc/fonts", "share/fc", "share/fonts/X/Type1", "share/fc2" };
        LaunchCandidates c = {};
        Confirmed got = {};
        char **paths = NULL;
        size_t n = 0;

        if (!work)
                skip();
        {
                _cleanup_close_ int fd = cached_open(AT_FDCWD, "/", O_DIRECTORY);
                if (fd == -ENOSYS || fd == -EINVAL)
                        skip();
        }
        for (size_t i = 0; i < ELEMENTSOF(dirs); i++) {
                _cleanup_free_ char *d = tu_strdupf("%s/%s", mnt, dirs[i]);
                assert_int_equal(strv_push_dup(&paths, &n, d), 0);
        }
        assert_int_equal(launch_candidates_keep("app", paths, n), 0);

        remount();
        look_up("share/fc2/c.conf"); /* before the launch: fc2 says nothing of it */
        assert_int_equal(launch_candidates_begin("app", &c), 0);
        assert_int_equal(c.n, 4);
        assert_false(c.cached[0]);
        assert_false(c.cached[1]);
        assert_false(c.cached[2]);
        assert_true(c.cached[3]);

        /* the launch */
        look_up("etc/fonts/fonts.conf");
        look_up("share/fc/a.conf");
        look_up("share/fc/b.conf");
        look_up("share/fc/libfc.so.1");
        look_up("share/fc2/c.conf");
        assert_int_equal(launch_candidates_confirm(&c, on_confirmed, &got), 2);
        assert_int_equal(got.n, 3);
        assert_true(has_rel((const char *const *) got.paths, got.n, "etc/fonts/fonts.conf"));
        assert_true(has_rel((const char *const *) got.paths, got.n, "share/fc/a.conf"));
        assert_true(has_rel((const char *const *) got.paths, got.n, "share/fc/b.conf"));
        for (size_t i = 0; i < got.n; i++)
                assert_false(got.dir[i]);
        confirmed_done(&got);

        /* entered, with nothing looked up in it found: the directory itself */
        look_up("share/fonts/X/Type1");
        assert_int_equal(launch_candidates_confirm(&c, on_confirmed, &got), 3);
        assert_int_equal(got.n, 4);
        assert_true(has_rel((const char *const *) got.paths, got.n, "share/fonts/X/Type1"));
        for (size_t i = 0; i < got.n; i++)
                assert_true(got.dir[i] == (strstr(got.paths[i], "Type1") != NULL));
        confirmed_done(&got);
        launch_candidates_done(&c);

        /* forgotten: nothing is looked at for it any more */
        launch_candidates_forget("app");
        assert_int_equal(launch_candidates_begin("app", &c), 0);
        assert_int_equal(c.n, 0);
}

/* The store keeps LAUNCH_CANDIDATE_APPS_MAX applications; the one begun longest ago goes. */
static void test_store(void **state) {
        LaunchCandidates c = {};

        for (unsigned i = 0; i < LAUNCH_CANDIDATE_APPS_MAX; i++) {
                char name[32], **paths = NULL;
                size_t n = 0;
                snprintf(name, sizeof(name), "app%u", i);
                assert_int_equal(strv_push_dup(&paths, &n, "/nonexistent/x"), 0);
                assert_int_equal(launch_candidates_keep(name, paths, n), 0);
        }
        /* app0 used again: app1 is now the oldest */
        assert_int_equal(launch_candidates_begin("app0", &c), 0);
        assert_int_equal(c.n, 1);
        assert_false(c.cached[0]);
        launch_candidates_done(&c);
        {
                char **paths = NULL;
                size_t n = 0;
                assert_int_equal(strv_push_dup(&paths, &n, "/nonexistent/y"), 0);
                assert_int_equal(launch_candidates_keep("new", paths, n), 0);
        }
        assert_int_equal(launch_candidates_begin("app1", &c), 0);
        assert_int_equal(c.n, 0);
        assert_int_equal(launch_candidates_begin("app0", &c), 0);
        assert_int_equal(c.n, 1);
        launch_candidates_done(&c);
        assert_int_equal(launch_candidates_begin("new", &c), 0);
        assert_int_equal(c.n, 1);
        assert_string_equal(c.paths[0], "/nonexistent/y");
        launch_candidates_done(&c);

        /* kept empty for one not kept: nobody makes room for it */
        assert_int_equal(launch_candidates_keep("none", NULL, 0), 0);
        assert_int_equal(launch_candidates_begin("app0", &c), 0);
        assert_int_equal(c.n, 1);
        launch_candidates_done(&c);
        for (unsigned i = 2; i < LAUNCH_CANDIDATE_APPS_MAX; i++) {
                char name[32];
                snprintf(name, sizeof(name), "app%u", i);
                assert_int_equal(launch_candidates_begin(name, &c), 0);
                assert_int_equal(c.n, 1);
                launch_candidates_done(&c);
        }

        /* kept empty: gone */
        assert_int_equal(launch_candidates_keep("new", NULL, 0), 0);
        assert_int_equal(launch_candidates_begin("new", &c), 0);
        assert_int_equal(c.n, 0);
        launch_candidates_forget(NULL);
        assert_int_equal(launch_candidates_begin("app0", &c), 0);
        assert_int_equal(c.n, 0);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_harvest),
                cmocka_unit_test(test_confirm),
                cmocka_unit_test(test_store),
        };
        return cmocka_run_group_tests(tests, setup, teardown);
}
