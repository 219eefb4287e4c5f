/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Portable profiles: the format, export and import against real files, shipped profiles, and the
 * system profile taking over from a user's profile of an older build. */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "macro.h"
#include "plan.h"
#include "profile-portable.h"
#include "profile.h"
#include "util.h"

static char *dir;

static char *fixture(const char *name) {
        return tu_strdupf("%s/%s", dir, name);
}

static int setup(void **state) {
        dir = tu_mkdtemp();
        return 0;
}

static int teardown(void **state) {
        tu_rm_rf(dir);
        free(dir);
        return 0;
}

static const char portable_text[] =
        "preload-portable 1\n"
        "# a comment\n"
        "name app\n"
        "program /usr/bin/app\n"
        "recorded 1700000000123456\n"
        "duration 81234\n"
        "launch-cpu 5000\n"
        "file /usr/bin/app\n"
        "id size=20000 sample=00112233445566ff build-id=0a0b0c\n"
        "range 0+8192 12288+4096\n"
        "touched 0+4096\n"
        "file /etc/app.conf\n"
        "id size=10 sample=0000000000000001\n"
        "file /var/cache/fontconfig/x.cache-8\n"
        "id size=4096 sample=ffffffffffffffff\n"
        "range 0+4096\n"
        "lookup /usr/share/app/\\x20dir\n"
        "lookup-in /usr/lib/app/plugins\n"
        "lookup /opt\n"
        "end files=3 lookups=3\n";

static void test_portable_parse_format(void **state) {
        Profile *p = NULL, *q = NULL;
        char *text = NULL, *text2 = NULL;
        size_t size, size2;

        assert_int_equal(portable_parse(portable_text, strlen(portable_text), &p, NULL, NULL), 0);
        assert_string_equal(p->name, "app");
        assert_string_equal(p->program, "/usr/bin/app");
        assert_int_equal(p->duration_usec, 81234);
        assert_int_equal(p->launch_cpu_usec, 5000);
        assert_int_equal(p->n_files, 3);
        assert_int_equal(p->files[0].id.size, 20000);
        assert_int_equal(p->files[0].id.sample, UINT64_C(0x00112233445566ff));
        assert_int_equal(p->files[0].id.build_id_size, 3);
        assert_int_equal(p->files[0].id.build_id[2], 0x0c);
        assert_int_equal(p->files[0].id.ino, 0);
        assert_int_equal(p->files[0].n_ranges, 2);
        assert_int_equal(p->files[0].n_touched, 1);
        assert_int_equal(p->files[1].n_ranges, 0);
        assert_int_equal(p->n_lookups, 3);
        assert_string_equal(p->lookups[0], "/usr/share/app/ dir");
        assert_string_equal(p->lookups[1], "/usr/lib/app/plugins/");
        /* the native parser refuses it, and the portable one a native profile */
        assert_int_equal(profile_parse(portable_text, strlen(portable_text), &q, NULL, NULL), -EBADMSG);

        /* format, parse, format: the same text, with the end line counting the entries */
        assert_int_equal(portable_format(p, &text, &size), 0);
        assert_non_null(strstr(text, "\nend files=3 lookups=3\n"));
        assert_null(strstr(text, "dev="));
        assert_int_equal(portable_parse(text, size, &q, NULL, NULL), 0);
        assert_int_equal(portable_format(q, &text2, &size2), 0);
        assert_int_equal(size, size2);
        assert_memory_equal(text, text2, size);
        profile_free(q);
        q = NULL;

        /* a native profile's text is not a portable one */
        free(text2);
        p->files[0].id.ino = 5;
        assert_int_equal(profile_format(p, &text2, &size2), 0);
        const char *reason = NULL;
        unsigned line = 0;
        assert_int_equal(portable_parse(text2, size2, &q, &line, &reason), -EBADMSG);
        assert_int_equal(line, 1);
        assert_string_equal(reason, "not a portable profile (no preload-portable header)");

        free(text);
        free(text2);
        profile_free(p);
}

/* Every way a hostile or damaged bundle is refused: the line and the reason. */
static void test_portable_parse_errors(void **state) {
        static const struct {
                const char *text;
                unsigned line;
                const char *reason;
        } cases[] = {
#define H "preload-portable 1\nname a\n"
                { "preload-portable 2\nname a\nend files=0 lookups=0\n", 1, "unsupported profile version" },
                { "preload-profile 1\nname a\n", 1, "not a portable profile (no preload-portable header)" },
                { H "file /home/u/.bashrc\nid size=1 sample=0000000000000000\nend files=1 lookups=0\n", 3,
                  "path outside the allowed roots" },
                { H "file /usr/../home/u/x\nid size=1 sample=0000000000000000\nend files=1 lookups=0\n", 3,
                  "path outside the allowed roots" },
                { H "file /usrx/y\nid size=1 sample=0000000000000000\nend files=1 lookups=0\n", 3,
                  "path outside the allowed roots" },
                { H "lookup /tmp/x\nend files=0 lookups=1\n", 3, "path outside the allowed roots" },
                { H "lookup-in /proc/self\nend files=0 lookups=1\n", 3, "path outside the allowed roots" },
                { "preload-portable 1\nname a\nprogram /root/bin/x\nend files=0 lookups=0\n", 3,
                  "path outside the allowed roots" },
                { H "lookup /usr/x ino=5\nend files=0 lookups=1\n", 3, "ino= in a portable profile" },
                { H "file /usr/x\nid dev=1:2 ino=3 size=1 mtime=0.000000000\nend files=1 lookups=0\n", 4,
                  "expected size=NUMBER" },
                { H "file /usr/x\nid size=1\nend files=1 lookups=0\n", 4, "missing sample=" },
                { H "file /usr/x\nid size=1 sample=00\nend files=1 lookups=0\n", 4, "bad sample length" },
                { H "file /usr/x\nid size=1 sample=00000000000000AB\nend files=1 lookups=0\n", 4,
                  "sample not lower-case hex" },
                { H "file /usr/x\nid size=1 sample=000000000000000g\nend files=1 lookups=0\n", 4,
                  "sample not lower-case hex" },
                { H "file /usr/x\nid size=1 sample=0000000000000000 build-id=0\nend files=1 lookups=0\n", 4,
                  "bad build-id length" },
                { H "file /usr/x\nid size=1 sample=0000000000000000\nmisses 1\nend files=1 lookups=0\n", 5,
                  "unknown keyword" },
                { "preload-portable 1\nname a\nsource /usr/x\nend files=0 lookups=0\n", 3, "unknown keyword" },
                { H "file /usr/x\nid size=1 sample=0000000000000000\nrange 0+2\nend files=1 lookups=0\n", 5,
                  "range beyond end of file" },
                { H "end files=1 lookups=0\n", 3, "end line does not match the entries (truncated or edited)" },
                { H "end files=0 lookups=0\nlookup /usr/x\n", 4, "line after end" },
                { H "end files=0 lookups=0\nend files=0 lookups=0\n", 4, "line after end" },
                { H "end files=0\n", 3, "missing lookups=" },
                { "preload-portable 1\nend files=0 lookups=0\n", 2, "end before name" },
                { H "lookup /usr/x\n", 0, "truncated (no end line)" },
                { H, 0, "truncated (no end line)" },
#undef H
        };

        for (size_t i = 0; i < ELEMENTSOF(cases); i++) {
                Profile *p = NULL;
                unsigned line = 99;
                const char *reason = NULL;
                int r = portable_parse(cases[i].text, strlen(cases[i].text), &p, &line, &reason);
                if (r != -EBADMSG || line != cases[i].line || !reason || strcmp(reason, cases[i].reason) != 0)
                        fail_msg("case %zu: got %d line %u reason '%s', want line %u '%s'", i, r, line,
                                 reason ? reason : "(null)", cases[i].line, cases[i].reason);
                assert_null(p);
        }
}

/* A copy cut anywhere short of its last newline is refused whole, never imported in part. */
static void test_portable_truncated(void **state) {
        size_t n = strlen(portable_text);
        Profile *p = NULL;

        for (size_t len = 0; len + 1 < n; len++) {
                if (portable_parse(portable_text, len, &p, NULL, NULL) != -EBADMSG)
                        fail_msg("a copy cut to %zu of %zu bytes parsed", len, n);
        }
        assert_int_equal(portable_parse(portable_text, n - 1, &p, NULL, NULL), 0);
        profile_free(p);
}

static void test_portable_roots(void **state) {
        assert_true(profile_path_portable("/usr/lib/x.so"));
        assert_true(profile_path_portable("/usr"));
        assert_true(profile_path_portable("/etc/fonts/fonts.conf"));
        assert_true(profile_path_portable("/var/lib/flatpak/app/x"));
        assert_true(profile_path_portable("/usr/lib/a/..b"));
        assert_false(profile_path_portable("/usr/lib/../../home/u/x"));
        assert_false(profile_path_portable("/usr/.."));
        assert_false(profile_path_portable("/home/u/.cache/x"));
        assert_false(profile_path_portable("/var/tmp/x"));
        assert_false(profile_path_portable("/usrlocal/x"));
        assert_false(profile_path_portable("usr/lib/x"));
        assert_false(profile_path_portable(""));
}

/* Builds NAME.so with a build-id; the source is always "lib.c" so that only the id differs. */
static char *build_so(const char *name, const char *build_id) {
        static const char body[] = "int f(void){return 1;}\n";
        char *src = fixture("lib.c"), *out = fixture(name);
        tu_write_file(src, body, strlen(body));
        assert_int_equal(tu_run("cd '%s' && %s -shared -fPIC -Wl,--build-id=%s -o '%s' lib.c", dir, tu_cc(),
                                build_id, out), 0);
        free(src);
        return out;
}

static void add_entry(Profile *p, const char *path, uint64_t touched) {
        ProfileFingerprint id;
        ProfileFile *f;
        assert_int_equal(profile_fingerprint_path(path, &id), 0);
        assert_int_equal(profile_add_file(p, path, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 0, 8192), 0);
        if (touched > 0)
                assert_int_equal(profile_file_add_touched(f, 0, touched), 0);
}

static const ProfileIssue *find_issue(const ProfileReport *r, const char *path) {
        for (size_t i = 0; i < r->n_dropped; i++)
                if (strcmp(r->dropped[i].path, path) == 0)
                        return &r->dropped[i];
        fail_msg("%s not dropped", path);
        return NULL;
}

/* Learned on one machine, imported on another: what is the same build stays, what is not is
 * dropped with its reason, and the rest still plans (a warm reads it). */
static void test_portable_export_import(void **state) {
        char *root = fixture("root"), *elsewhere = fixture("elsewhere/x.dat");
        char *same = tu_strdupf("%s/same.so", root), *data = tu_strdupf("%s/data.dat", root),
             *gone = tu_strdupf("%s/gone.dat", root), *changed = tu_strdupf("%s/changed.dat", root),
             *linked = tu_strdupf("%s/linked.dat", root), *sized = tu_strdupf("%s/sized.dat", root);
        const char *const roots[] = { root, NULL };
        ProfileReport rep = {}, rep2 = {};
        Profile *native, *portable = NULL, *imported = NULL;
        size_t lookups_dropped = 99;
        Plan *plan;

        assert_int_equal(mkdir(root, 0755), 0);
        char *a = build_so("a.so", "0x00112233445566778899aabbccddeeff00112233");
        char *b = build_so("b.so", "0xffeeddccbbaa99887766554433221100ffeeddcc");
        struct stat sa, sb;
        assert_int_equal(stat(a, &sa), 0);
        assert_int_equal(stat(b, &sb), 0);
        assert_int_equal(sa.st_size, sb.st_size); /* same size, other build */
        assert_int_equal(rename(a, same), 0);
        char *other_so = tu_strdupf("%s/other.so", root);
        tu_run("cp '%s' '%s'", same, other_so);
        tu_write_filled(data, 50000);
        tu_write_filled(gone, 5000);
        tu_write_filled(changed, 50000);
        tu_write_filled(linked, 9000);
        tu_write_filled(sized, 9000);
        tu_write_filled(elsewhere, 100);

        assert_int_equal(profile_new("app", &native), 0);
        assert_int_equal(profile_set_program(native, same), 0);
        native->observed = 7;
        add_entry(native, same, 4096);
        add_entry(native, data, 0);
        add_entry(native, gone, 0);
        add_entry(native, other_so, 0);
        add_entry(native, changed, 100);
        add_entry(native, linked, 0);
        add_entry(native, sized, 0);
        add_entry(native, elsewhere, 0);
        assert_int_equal(profile_add_lookup(native, data), 0);
        assert_int_equal(profile_add_lookup(native, "/home/u/.config/app"), 0);
        assert_int_equal(profile_add_lookup_in(native, root, 0), 0);

        assert_int_equal(profile_export(native, roots, &portable, &rep, &lookups_dropped), 0);
        assert_int_equal(portable->n_files, 7);
        assert_int_equal(rep.n_dropped, 1);
        assert_string_equal(find_issue(&rep, elsewhere)->reason, "outside the allowed roots");
        assert_int_equal(lookups_dropped, 1);
        assert_int_equal(portable->n_lookups, 2);
        assert_string_equal(portable->program, same);
        assert_int_equal(portable->files[0].id.ino, 0);
        assert_int_equal(portable->files[0].id.build_id_size, 20);
        assert_int_equal(portable->files[0].n_touched, 1);
        assert_true(portable->files[1].id.sample != 0);

        /* "the other machine": some files are another build or gone */
        assert_int_equal(unlink(gone), 0);
        assert_int_equal(rename(b, other_so), 0);              /* same size, other build-id */
        int fd = open(changed, O_WRONLY);
        assert_true(fd >= 0);
        assert_int_equal(pwrite(fd, "y", 1, 25000), 1);        /* the middle page differs */
        close(fd);
        assert_int_equal(unlink(linked), 0);
        assert_int_equal(symlink(data, linked), 0);
        tu_write_filled(sized, 9001);

        assert_int_equal(profile_import(portable, "/usr/lib/preloadd/profiles/app.portable", &imported, &rep2), 0);
        assert_string_equal(imported->source, "/usr/lib/preloadd/profiles/app.portable");
        assert_int_equal(imported->observed, 7); /* its directories were learned */
        assert_int_equal(imported->n_files, 2);
        assert_string_equal(imported->files[0].path, same);
        assert_string_equal(imported->files[1].path, data);
        struct stat st;
        assert_int_equal(stat(data, &st), 0);
        assert_int_equal(imported->files[1].id.ino, st.st_ino);
        assert_int_equal(imported->files[0].n_touched, 1);
        assert_int_equal(rep2.n_dropped, 5);
        assert_string_equal(find_issue(&rep2, gone)->reason, "missing here");
        assert_int_equal(find_issue(&rep2, gone)->state, PROFILE_FILE_MISSING);
        assert_string_equal(find_issue(&rep2, other_so)->reason, "another build here (build-id differs)");
        assert_int_equal(find_issue(&rep2, other_so)->state, PROFILE_FILE_STALE);
        assert_string_equal(find_issue(&rep2, changed)->reason, "other content here (sample differs)");
        assert_string_equal(find_issue(&rep2, linked)->reason, "a symbolic link here");
        assert_string_equal(find_issue(&rep2, sized)->reason, "another size here (another version)");
        assert_int_equal(imported->n_lookups, 2);
        assert_int_equal(imported->lookup_inos[0], st.st_ino);

        /* what was kept plans as a learned profile does */
        assert_int_equal(plan_new(&plan), 0);
        assert_int_equal(profile_add_to_plan(imported, plan, NULL), 0);
        assert_int_equal(plan->n_files, 2);
        assert_int_equal(plan->files[1].n_ranges, 1);
        assert_int_equal(plan->files[1].ranges[0].length, 8192);
        plan_free(plan);

        profile_report_done(&rep);
        profile_report_done(&rep2);
        profile_free(native);
        profile_free(portable);
        profile_free(imported);
        free(a);
        free(b);
        free(other_so);
        free(root);
        free(elsewhere);
        free(same);
        free(data);
        free(gone);
        free(changed);
        free(linked);
        free(sized);
}

static void test_portable_sample(void **state) {
        char *f = fixture("sample.dat");
        uint64_t h1, h2, h3;
        int fd;

        /* sampled: [0, 4096), the middle page [8192, 12288) and the last [20480, 20490) */
        tu_write_filled(f, 5 * 4096 + 10);
        fd = open(f, O_RDWR);
        assert_true(fd >= 0);
        assert_int_equal(profile_sample_fd(fd, 5 * 4096 + 10, &h1), 0);
        /* a byte outside the three sampled pages does not count; one inside does */
        assert_int_equal(pwrite(fd, "z", 1, 4096 + 5), 1);
        assert_int_equal(profile_sample_fd(fd, 5 * 4096 + 10, &h2), 0);
        assert_true(h1 == h2);
        assert_int_equal(pwrite(fd, "z", 1, 5 * 4096 + 9), 1);
        assert_int_equal(profile_sample_fd(fd, 5 * 4096 + 10, &h3), 0);
        assert_true(h3 != h2);
        /* shorter than said */
        assert_int_equal(profile_sample_fd(fd, 10 * 4096, &h3), -EIO);
        assert_int_equal(profile_sample_fd(fd, 0, &h3), 0);
        close(fd);
        free(f);
}

/* Writes DIR/profiles/NAME with data. */
static void ship(const char *d, const char *name, const char *data) {
        char *path = tu_strdupf("%s/profiles/%s", d, name);
        tu_write_file(path, data, strlen(data));
        free(path);
}

static void test_portable_shipped(void **state) {
        char *low = fixture("ship-low"), *high = fixture("ship-high");
        char *x = tu_strdupf("%s/profiles/x.portable", low), *y = tu_strdupf("%s/profiles/y.portable", high),
             *z = tu_strdupf("%s/profiles/z.portable", high);
        const char *const dirs[] = { low, high, NULL };
        char **v = NULL;

        ship(low, "x.portable", "a");
        ship(low, "y.portable", "a");
        ship(low, "z.portable", "a");
        ship(low, "e.portable", "a");
        ship(low, "notes.txt", "a");
        ship(low, ".hidden.portable", "a");
        ship(high, "y.portable", "b");
        ship(high, "e.portable", ""); /* masked */
        assert_int_equal(symlink("/dev/null", z), 0);

        assert_int_equal(portable_shipped(dirs, &v), 0);
        assert_non_null(v[0]);
        assert_string_equal(v[0], x);
        assert_non_null(v[1]);
        assert_string_equal(v[1], y);
        assert_null(v[2]);
        profile_dirs_free(v);

        const char *const none[] = { "/nonexistent-preload-dir", NULL };
        assert_int_equal(portable_shipped(none, &v), 0);
        assert_null(v[0]);
        profile_dirs_free(v);
        free(low);
        free(high);
        free(x);
        free(y);
        free(z);
}

/* A profile whose program is another build than it learned yields to the system's of this one. */
static void test_portable_system_takes_over(void **state) {
        char *user = fixture("u-profiles"), *sys = fixture("s-profiles"), *prog = fixture("bin/app");
        char *upath = tu_strdupf("%s/app.profile", user), *spath = tu_strdupf("%s/app.profile", sys);
        const char *const dirs[] = { user, sys, NULL };
        Profile *own, *shipped, *q = NULL;
        char *path = NULL;

        assert_int_equal(mkdir(user, 0700), 0);
        assert_int_equal(mkdir(sys, 0755), 0);
        tu_write_filled(prog, 1000);
        assert_int_equal(profile_new("app", &own), 0);
        assert_int_equal(profile_set_program(own, prog), 0);
        add_entry(own, prog, 0);
        own->duration_usec = 1;
        assert_int_equal(profile_save(own, upath), 0);

        /* the user's, fresh: theirs, in both lookups */
        assert_false(profile_program_outdated(own));
        assert_int_equal(profile_load_base(upath, sys, "app", &q), 0);
        assert_int_equal(q->duration_usec, 1);
        profile_free(q);

        /* upgraded: the program is another file now; the system profile is of the new one */
        tu_write_filled(prog, 2000);
        assert_true(profile_program_outdated(own));
        assert_int_equal(profile_new("app", &shipped), 0);
        assert_int_equal(profile_set_program(shipped, prog), 0);
        add_entry(shipped, prog, 0);
        shipped->duration_usec = 2;
        assert_int_equal(profile_save(shipped, spath), 0);
        assert_int_equal(profile_find("app", dirs, &q, &path, NULL, NULL), 0);
        assert_string_equal(path, spath);
        assert_int_equal(q->duration_usec, 2);
        profile_free(q);
        free(path);
        assert_int_equal(profile_load_base(upath, sys, "app", &q), 0);
        assert_int_equal(q->duration_usec, 2);
        profile_free(q);

        /* both outdated: the user's own still */
        tu_write_filled(prog, 3000);
        assert_int_equal(profile_find("app", dirs, &q, &path, NULL, NULL), 0);
        assert_string_equal(path, upath);
        profile_free(q);
        free(path);
        assert_int_equal(profile_load_base(upath, sys, "app", &q), 0);
        assert_int_equal(q->duration_usec, 1);
        profile_free(q);

        /* none of the user's: the system's, until they learn their own */
        assert_int_equal(unlink(upath), 0);
        assert_int_equal(profile_load_base(upath, sys, "app", &q), 0);
        assert_int_equal(q->duration_usec, 2);
        profile_free(q);
        assert_int_equal(unlink(spath), 0);
        assert_int_equal(profile_load_base(upath, sys, "app", &q), -ENOENT);

        profile_free(own);
        profile_free(shipped);
        free(user);
        free(sys);
        free(prog);
        free(upath);
        free(spath);
}

/* The fuzzer's seeds parse: otherwise it would start from nothing useful. */
static void test_portable_fuzz_seeds(void **state) {
        const char *src = getenv("TEST_SRCDIR");
        static const char *const seeds[] = { "portable-basic", "portable-minimal", "portable-real" };

        if (!src)
                skip();
        for (size_t i = 0; i < ELEMENTSOF(seeds); i++) {
                char *path = tu_strdupf("%s/fuzz/seeds-text/%s", src, seeds[i]);
                Profile *p = NULL;
                unsigned line = 0;
                const char *reason = NULL;
                int r = portable_load(path, &p, &line, &reason);
                if (r < 0)
                        fail_msg("%s: line %u: %s (%d)", path, line, reason ? reason : "?", r);
                assert_true(i == 1 || p->n_files > 0);
                profile_free(p);
                free(path);
        }
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_portable_parse_format),
                cmocka_unit_test(test_portable_parse_errors),
                cmocka_unit_test(test_portable_truncated),
                cmocka_unit_test(test_portable_roots),
                cmocka_unit_test(test_portable_sample),
                cmocka_unit_test(test_portable_export_import),
                cmocka_unit_test(test_portable_shipped),
                cmocka_unit_test(test_portable_system_takes_over),
                cmocka_unit_test(test_portable_fuzz_seeds),
        };
        return cmocka_run_group_tests(tests, setup, teardown);
}
