/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A directory's files by the lookup cache: what is reported, and, on a file system mounted afresh
 * (root), that a name nobody looked up is not. */
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
#include "macro.h"
#include "util.h"

typedef struct Seen {
        char names[8][32];
        char scanned[4][128]; /* directories reported whole */
        int n_scanned;
        char probed[4][128]; /* directories entered where nothing was found */
        int n_probed;
        int n;
        int fail; /* returned from the callback when nonzero */
        const char *pass; /* a name passed over (not counted) */
} Seen;

static int on_name(const char *dir, const char *name, CachedName kind, void *userdata) {
        Seen *s = userdata;

        assert_non_null(dir);
        assert_true((name != NULL) == (kind == CACHED_NAME_FILE));
        if (kind == CACHED_NAME_PROBED) {
                if (s->n_probed < 4)
                        snprintf(s->probed[s->n_probed], sizeof(s->probed[0]), "%s", dir);
                s->n_probed++;
                return 1;
        }
        if (!name) {
                if (s->n_scanned < 4)
                        snprintf(s->scanned[s->n_scanned], sizeof(s->scanned[0]), "%s", dir);
                s->n_scanned++;
                return 1;
        }
        if (s->n < 8)
                snprintf(s->names[s->n], sizeof(s->names[0]), "%s", name);
        s->n++;
        if (s->fail)
                return s->fail;
        return !(s->pass && strcmp(name, s->pass) == 0);
}

static bool seen(const Seen *s, const char *name) {
        for (int i = 0; i < s->n && i < 8; i++)
                if (strcmp(s->names[i], name) == 0)
                        return true;
        return false;
}

/* Everything just created is in the cache: its regular files are reported, nothing else. */
static void test_created(void **state) {
        (void) state;
        _cleanup_free_ char *dir = tu_mkdtemp();
        _cleanup_free_ char *a = tu_strdupf("%s/a", dir), *b = tu_strdupf("%s/b", dir);
        _cleanup_free_ char *l = tu_strdupf("%s/l", dir), *sub = tu_strdupf("%s/sub", dir);
        _cleanup_free_ char *missing = tu_strdupf("%s/missing", dir), *s1 = tu_strdupf("%s/sub/s1", dir);
        _cleanup_free_ char *scan = tu_strdupf("%s/sub/scan", dir);
        Seen s = {};

        tu_write_file(a, "a", 1);
        tu_write_file(b, "b", 1);
        assert_int_equal(symlink(a, l), 0);
        assert_int_equal(mkdir(sub, 0755), 0);
        tu_write_file(s1, "s", 1);

        int r = cached_names_in_tree(dir, 0, 16, on_name, &s);
        if (r == -EOPNOTSUPP) {
                tu_rm_rf(dir);
                skip(); /* a kernel before 5.12 */
        }
        assert_int_equal(r, 2);
        assert_int_equal(s.n, 2);
        assert_true(seen(&s, "a"));
        assert_true(seen(&s, "b"));

        /* one level down too; a directory of CACHED_NAMES_SCAN_MIN files, all named, once as a whole */
        assert_int_equal(mkdir(scan, 0755), 0);
        for (unsigned i = 0; i < CACHED_NAMES_SCAN_MIN; i++) {
                _cleanup_free_ char *f = tu_strdupf("%s/f%u", scan, i);
                tu_write_file(f, "f", 1);
        }
        s = (Seen) {};
        assert_int_equal(cached_names_in_tree(dir, 1, 16, on_name, &s), 3);
        assert_true(seen(&s, "s1"));
        assert_int_equal(s.n_scanned, 0); /* one level: sub/scan not entered */
        s = (Seen) {};
        assert_int_equal(cached_names_in_tree(dir, 2, 16, on_name, &s), 4);
        assert_int_equal(s.n, 3);
        assert_int_equal(s.n_scanned, 1);
        assert_string_equal(s.scanned[0], scan);

        /* one passed over does not count against max */
        s = (Seen) { .pass = "a" };
        assert_int_equal(cached_names_in_tree(dir, 0, 16, on_name, &s), 1);
        assert_int_equal(s.n, 2);

        /* at most max */
        s = (Seen) {};
        assert_int_equal(cached_names_in_tree(dir, 0, 1, on_name, &s), 1);
        assert_int_equal(s.n, 1);

        /* the callback stops it */
        s = (Seen) { .fail = -EIO };
        assert_int_equal(cached_names_in_tree(dir, 0, 16, on_name, &s), -EIO);
        assert_int_equal(s.n, 1);

        s = (Seen) {};
        assert_int_equal(cached_names_in_tree(missing, 0, 16, on_name, &s), 0);
        assert_int_equal(cached_names_in_tree("relative", 0, 16, on_name, &s), -EINVAL);
        assert_int_equal(cached_names_in_tree(a, 0, 16, on_name, &s), -ENOTDIR);
        assert_int_equal(s.n, 0);

        /* in one directory: every file named, one by one, even one scanned whole; nothing below */
        s = (Seen) {};
        assert_int_equal(cached_names_in_dir(scan, 16, on_name, &s), (int) CACHED_NAMES_SCAN_MIN);
        assert_int_equal(s.n, CACHED_NAMES_SCAN_MIN);
        assert_int_equal(s.n_scanned, 0);
        s = (Seen) {};
        assert_int_equal(cached_names_in_dir(dir, 1, on_name, &s), 1);
        assert_int_equal(s.n, 1);
        s = (Seen) {};
        r = cached_names_in_dir(missing, 16, on_name, &s); /* never looked up, or held absent */
        assert_true(r == -EAGAIN || r == -ENOENT);
        assert_int_equal(cached_names_in_dir("relative", 16, on_name, &s), -EINVAL);
        assert_int_equal(s.n, 0);
        tu_rm_rf(dir);
}

/*
 * An ext4 image made with its files inside (mkfs.ext4 -d), mounted: nothing of it has been looked
 * up. One file read and one stat()ed are reported; the third, never named, is not; a directory never
 * entered is not read; one whose three files were all stat()ed is reported whole.
 */
static void test_fresh_mount(void **state) {
        (void) state;
        _cleanup_free_ char *work = NULL, *mnt = NULL, *d = NULL, *e = NULL, *a = NULL, *c = NULL;
        struct stat st;
        Seen s = {};
        int r;

        if (geteuid() != 0 || access("/dev/loop-control", F_OK) < 0)
                skip();
        work = tu_mkdtemp();
        if (tu_run("mkdir -p '%1$s/src/d' '%1$s/src/e' && echo a >'%1$s/src/d/a' && "
                   "echo b >'%1$s/src/d/b' && echo c >'%1$s/src/d/c' && echo f >'%1$s/src/e/f' && "
                   "mkdir '%1$s/src/s' && echo 1 >'%1$s/src/s/1' && echo 2 >'%1$s/src/s/2' && echo 3 >'%1$s/src/s/3' && "
                   "mkdir -p '%1$s/src/p' '%1$s/src/t/u' && echo x >'%1$s/src/p/x' && echo v >'%1$s/src/t/u/v'",
                   work) != 0 || tu_mount_image(work) < 0) {
                tu_rm_rf(work);
                skip(); /* no mkfs.ext4 -d, or no loop device to mount it on */
        }
        mnt = tu_strdupf("%s/mnt", work);
        d = tu_strdupf("%s/mnt/d", work);
        e = tu_strdupf("%s/mnt/e", work);
        a = tu_strdupf("%s/a", d);
        c = tu_strdupf("%s/c", d);
        size_t size;
        free(tu_read_file(a, &size));
        assert_int_equal(stat(c, &st), 0);
        for (int i = 1; i <= 3; i++) {
                _cleanup_free_ char *f = tu_strdupf("%s/mnt/s/%d", work, i);
                assert_int_equal(stat(f, &st), 0);
        }
        /* p: a name looked for that is not there; t only gone through, to t/u/v */
        _cleanup_free_ char *absent = tu_strdupf("%s/mnt/p/absent", work), *v = tu_strdupf("%s/mnt/t/u/v", work);
        assert_int_equal(stat(absent, &st), -1);
        assert_int_equal(stat(v, &st), 0);

        /* from the top: d went through, e never entered (its f not reported, though a walk that
         * read e would find it), s listed and looked at whole, p entered for nothing found, t
         * gone through to a file two levels down */
        r = cached_names_in_tree(mnt, 2, 16, on_name, &s);
        if (r != -EOPNOTSUPP) {
                _cleanup_free_ char *sdir = tu_strdupf("%s/s", mnt), *pdir = tu_strdupf("%s/p", mnt);
                assert_int_equal(r, 5);
                assert_int_equal(s.n, 3);
                assert_int_equal(s.n_scanned, 1);
                assert_string_equal(s.scanned[0], sdir);
                assert_int_equal(s.n_probed, 1);
                assert_string_equal(s.probed[0], pdir);
                assert_true(seen(&s, "a"));
                assert_true(seen(&s, "c"));
                assert_true(seen(&s, "v"));
                assert_false(seen(&s, "b"));
                /* t at the walk's last level: u, below it, still shows that t was gone through */
                s = (Seen) {};
                assert_int_equal(cached_names_in_tree(mnt, 1, 16, on_name, &s), 4);
                assert_int_equal(s.n_probed, 1);
                assert_string_equal(s.probed[0], pdir);
                assert_false(seen(&s, "v"));
                /* the name looked for in p is known absent; p's file, never named, is not; nor a
                 * name nobody looked for, nor one in a directory never entered */
                assert_int_equal(cached_name_absent(pdir, "absent"), 1);
                assert_int_equal(cached_name_absent(pdir, "x"), 0);
                assert_int_equal(cached_name_absent(pdir, "other"), 0);
                assert_int_equal(cached_name_absent(e, "f"), 0);
                assert_int_equal(cached_name_absent(e, "nothing"), 0);
                assert_int_equal(cached_name_absent(pdir, "a/b"), -EINVAL);
                assert_int_equal(cached_name_absent("relative", "x"), -EINVAL);
                /* any of several, the directory opened once: the one looked for among others */
                const char *some[] = { "x", "other", "absent" }, *none[] = { "x", "other" };
                assert_int_equal(cached_names_absent_any(pdir, some, ELEMENTSOF(some)), 1);
                assert_int_equal(cached_names_absent_any(pdir, none, ELEMENTSOF(none)), 0);
                assert_int_equal(cached_names_absent_any(pdir, NULL, 0), 0);
                /* the top is never reported as probed: the caller names it already */
                s = (Seen) {};
                assert_int_equal(cached_names_in_tree(pdir, 0, 16, on_name, &s), 0);
                assert_int_equal(s.n_probed, 0);
                s = (Seen) {};
                assert_int_equal(cached_names_in_tree(e, 0, 16, on_name, &s), 0);
                assert_int_equal(s.n, 0);
        }
        assert_int_equal(tu_run("umount '%s/mnt'", work), 0);
        tu_rm_rf(work);
        if (r == -EOPNOTSUPP)
                skip();
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_created),
                cmocka_unit_test(test_fresh_mount),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
