/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Profiles: the text form round-trips any path, the parser rejects every malformed line with its
 * number, fingerprints tell a rebuilt file from a reinstalled one, saving is atomic (a read-only
 * directory, a full disk, a file-size limit or SIGKILL mid-write leave the old profile whole), and
 * fresh entries become profile ranges of a plan.
 */
#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <inttypes.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "macro.h"
#include "plan.h"
#include "profile.h"
#include "util.h"

static char *dir;

static char *fixture(const char *name) {
        return tu_strdupf("%s/%s", dir, name);
}

static int setup(void **state) {
        dir = tu_mkdtemp();
        /* Tests that drop to nobody need to reach the fixtures. */
        chmod(dir, 0755);
        return 0;
}

static int teardown(void **state) {
        tu_rm_rf(dir);
        free(dir);
        return 0;
}

/* ---- helpers ---- */

static Profile *make_profile(const char *name, size_t n_files) {
        Profile *p;
        assert_int_equal(profile_new(name, &p), 0);
        for (size_t i = 0; i < n_files; i++) {
                char path[64];
                ProfileFile *f;
                ProfileFingerprint id = { .dev = makedev(8, 1), .ino = 1000 + i, .size = 1u << 20,
                                          .mtime_nsec = UINT64_C(1700000000123456789) + i };
                snprintf(path, sizeof(path), "/usr/lib/file-%zu.so", i);
                assert_int_equal(profile_add_file(p, path, &id, &f), 0);
                for (uint64_t r = 0; r < 8; r++)
                        assert_int_equal(profile_file_add_range(f, r * 65536, 4096 * (r + 1)), 0);
        }
        return p;
}

static void assert_profiles_equal(const Profile *a, const Profile *b) {
        assert_string_equal(a->name, b->name);
        assert_true((a->program == NULL) == (b->program == NULL));
        if (a->program)
                assert_string_equal(a->program, b->program);
        assert_int_equal(a->n_command, b->n_command);
        for (size_t i = 0; i < a->n_command; i++)
                assert_string_equal(a->command[i], b->command[i]);
        assert_int_equal(a->recorded_usec, b->recorded_usec);
        assert_int_equal(a->duration_usec, b->duration_usec);
        assert_int_equal(a->n_files, b->n_files);
        for (size_t i = 0; i < a->n_files; i++) {
                const ProfileFile *x = &a->files[i], *y = &b->files[i];
                assert_string_equal(x->path, y->path);
                assert_int_equal(x->id.dev, y->id.dev);
                assert_int_equal(x->id.ino, y->id.ino);
                assert_int_equal(x->id.size, y->id.size);
                assert_int_equal(x->id.mtime_nsec, y->id.mtime_nsec);
                assert_int_equal(x->id.build_id_size, y->id.build_id_size);
                assert_memory_equal(x->id.build_id, y->id.build_id, x->id.build_id_size);
                assert_int_equal(x->n_ranges, y->n_ranges);
                for (size_t j = 0; j < x->n_ranges; j++) {
                        assert_int_equal(x->ranges[j].offset, y->ranges[j].offset);
                        assert_int_equal(x->ranges[j].length, y->ranges[j].length);
                }
                assert_int_equal(x->n_touched, y->n_touched);
                for (size_t j = 0; j < x->n_touched; j++) {
                        assert_int_equal(x->touched[j].offset, y->touched[j].offset);
                        assert_int_equal(x->touched[j].length, y->touched[j].length);
                }
        }
        assert_int_equal(a->n_lookups, b->n_lookups);
        for (size_t i = 0; i < a->n_lookups; i++)
                assert_string_equal(a->lookups[i], b->lookups[i]);
}

static Profile *parse_ok(const char *text) {
        Profile *p = NULL;
        unsigned line = 0;
        const char *reason = NULL;
        int r = profile_parse(text, strlen(text), &p, &line, &reason);
        if (r < 0)
                fail_msg("parse failed at line %u: %s (%d)", line, reason ? reason : "?", r);
        return p;
}

/* The form is canonical: formatting what was parsed gives the same bytes. */
static void assert_formats_as(const Profile *q, const char *text, size_t size) {
        char *text2;
        size_t size2;

        assert_int_equal(profile_format(q, &text2, &size2), 0);
        assert_int_equal(size, size2);
        assert_memory_equal(text, text2, size);
        free(text2);
}

/* Whether d holds a dot file (a temporary file left behind); true too when d cannot be read.
 * No cmocka assertions: forked children call it. */
static bool dir_has_temp_files(const char *d) {
        DIR *dd = opendir(d);
        struct dirent *de;
        bool found = false;
        if (!dd)
                return true;
        while ((de = readdir(dd)))
                if (de->d_name[0] == '.' && strcmp(de->d_name, ".") != 0 && strcmp(de->d_name, "..") != 0)
                        found = true;
        closedir(dd);
        return found;
}

/* ---- the text form ---- */

static void test_profile_format_roundtrip_odd_paths(void **state) {
        static const char *const paths[] = {
                "/usr/lib/libc.so.6",
                "/home/u/My Documents/a b.txt",
                "/tmp/new\nline",
                "/tmp/tab\there",
                "/tmp/back\\slash",
                "/tmp/quote\"d",
                "/tmp/\x01\x02\x7f\xff",
                "/tmp/caf\xc3\xa9/\xe6\x96\x87",
                "/tmp/#not-a-comment",
                "/tmp/ leading and trailing ",
                "/tmp/\\x41 literally",
        };
        char *argv[] = { "prog", "", "two words", "\"quoted\"", "-c", "print('x')\n" };
        Profile *p, *q;
        char *text;
        size_t size;

        assert_int_equal(profile_new("odd", &p), 0);
        assert_int_equal(profile_set_program(p, "/opt/odd dir/bin/prog"), 0);
        assert_int_equal(profile_set_command(p, argv, ELEMENTSOF(argv)), 0);
        p->recorded_usec = UINT64_C(1700000000123456);
        p->duration_usec = 81234;
        for (size_t i = 0; i < ELEMENTSOF(paths); i++) {
                ProfileFingerprint id = { .dev = makedev(254, i), .ino = UINT64_MAX - i, .size = 1u << 20,
                                          .mtime_nsec = i * UINT64_C(1000000000) + 5 };
                if (i % 2 == 0) {
                        id.build_id_size = 20;
                        for (size_t b = 0; b < 20; b++)
                                id.build_id[b] = (uint8_t) (b * 13 + i);
                }
                ProfileFile *f;
                assert_int_equal(profile_add_file(p, paths[i], &id, &f), 0);
                for (uint64_t r = 0; r < 40; r++)
                        assert_int_equal(profile_file_add_range(f, r * 8192 + i, 4096), 0);
        }
        assert_int_equal(profile_add_file(p, paths[0], NULL, NULL), -EEXIST);
        assert_int_equal(profile_add_file(p, "relative", NULL, NULL), -EINVAL);

        assert_int_equal(profile_format(p, &text, &size), 0);
        assert_int_equal(strlen(text), size);
        /* Every line is one keyword and single-space separated tokens: nothing raw leaks through. */
        assert_null(strstr(text, "\t"));
        assert_null(strstr(text, "  "));
        assert_non_null(strstr(text, "file /home/u/My\\x20Documents/a\\x20b.txt\n"));
        assert_non_null(strstr(text, "file /tmp/new\\nline\n"));
        assert_non_null(strstr(text, "command prog \"\" two\\x20words \\\"quoted\\\" -c"));

        q = parse_ok(text);
        assert_profiles_equal(p, q);
        assert_formats_as(q, text, size);

        free(text);
        profile_free(p);
        profile_free(q);
}

static void test_profile_format_roundtrip_lookups(void **state) {
        static const char *const lookups[] = {
                "/usr/lib/python3.11/os.py",
                "/home/u/My Documents/missing",
                "/tmp/caf\xc3\xa9/\xff",
                "/a/before/the/others/in/sort/order",
                "/tmp/new\nline \"q\" back\\slash",
                "/usr/lib/file-1.so", /* a file entry's path may be a lookup too */
        };
        Profile *p = make_profile("lookups", 2), *q;
        char *text;
        size_t size;

        for (size_t i = 0; i < ELEMENTSOF(lookups); i++)
                assert_int_equal(profile_add_lookup(p, lookups[i]), 0);
        assert_int_equal(profile_add_lookup(p, "relative/path"), -EINVAL);
        assert_int_equal(profile_add_lookup(p, ""), -EINVAL);
        assert_int_equal(p->n_lookups, ELEMENTSOF(lookups));

        assert_int_equal(profile_format(p, &text, &size), 0);
        /* Escaped, after every file entry, in the order added. */
        static const char *const lines[] = {
                "\nlookup /usr/lib/python3.11/os.py\n",
                "\nlookup /home/u/My\\x20Documents/missing\n",
                "\nlookup /tmp/caf\\xc3\\xa9/\\xff\n",
                "\nlookup /a/before/the/others/in/sort/order\n",
                "\nlookup /tmp/new\\nline\\x20\\\"q\\\"\\x20back\\\\slash\n",
                "\nlookup /usr/lib/file-1.so\n",
        };
        const char *last_file = NULL, *prev;
        for (const char *f = strstr(text, "\nfile "); f; f = strstr(f + 1, "\nfile "))
                last_file = f;
        assert_non_null(last_file);
        prev = last_file;
        for (size_t i = 0; i < ELEMENTSOF(lines); i++) {
                const char *at = strstr(text, lines[i]);
                if (!at || at < prev)
                        fail_msg("%s missing or out of order in:\n%s", lines[i], text);
                prev = at;
        }
        /* Nothing follows the last lookup. */
        assert_int_equal(prev + strlen(lines[ELEMENTSOF(lines) - 1]), text + size);

        q = parse_ok(text);
        assert_int_equal(q->n_lookups, ELEMENTSOF(lookups));
        for (size_t i = 0; i < ELEMENTSOF(lookups); i++)
                assert_string_equal(q->lookups[i], lookups[i]);
        assert_profiles_equal(p, q);
        assert_formats_as(q, text, size);
        free(text);
        profile_free(q);
        profile_free(p);

        /* Lookups without any file entry, and comments between them. */
        q = parse_ok("preload-profile 1\nname app\nlookup /b\n# c\n\nlookup /a\nlookup /\n");
        assert_int_equal(q->n_files, 0);
        assert_int_equal(q->n_lookups, 3);
        assert_string_equal(q->lookups[0], "/b");
        assert_string_equal(q->lookups[1], "/a");
        assert_string_equal(q->lookups[2], "/");
        profile_free(q);
}

/* Lookups with and without the inode found at their path: written as " ino=N" when known, read
 * back; a profile written before lookups had inodes reads as unknown inodes. */
static void test_profile_lookup_inodes_roundtrip(void **state) {
        Profile *p = make_profile("inodes", 1), *q;
        char *text;
        size_t size;

        assert_int_equal(profile_add_lookup_ino(p, "/usr/lib/a.so", 326591), 0);
        assert_int_equal(profile_add_lookup(p, "/etc/ld.so.preload"), 0);
        assert_int_equal(profile_add_lookup_ino(p, "/max", UINT64_MAX), 0);
        /* Past the first allocation, so the inodes grow with the paths. */
        for (unsigned i = 0; i < 200; i++) {
                char path[32];
                snprintf(path, sizeof(path), "/many/%u", i);
                assert_int_equal(profile_add_lookup_ino(p, path, i % 3 == 0 ? 0 : 1000 + i), 0);
        }
        assert_int_equal(profile_add_lookup_ino(p, "relative", 5), -EINVAL);
        assert_int_equal(profile_format(p, &text, &size), 0);
        assert_non_null(strstr(text, "\nlookup /usr/lib/a.so ino=326591\n"));
        assert_non_null(strstr(text, "\nlookup /etc/ld.so.preload\n"));
        assert_non_null(strstr(text, "\nlookup /max ino=18446744073709551615\n"));
        assert_non_null(strstr(text, "\nlookup /many/3\n"));
        assert_non_null(strstr(text, "\nlookup /many/199 ino=1199\n"));

        q = parse_ok(text);
        assert_profiles_equal(p, q);
        assert_int_equal(q->n_lookups, p->n_lookups);
        for (size_t i = 0; i < p->n_lookups; i++)
                assert_int_equal(q->lookup_inos[i], p->lookup_inos[i]);
        assert_formats_as(q, text, size);
        free(text);
        profile_free(q);
        profile_free(p);

        /* An old profile: no inodes anywhere, every lookup unknown, and written back unchanged. */
        static const char old[] = "preload-profile 1\nname app\nlookup /b\nlookup /a\n";
        q = parse_ok(old);
        assert_int_equal(q->n_lookups, 2);
        assert_int_equal(q->lookup_inos[0], 0);
        assert_int_equal(q->lookup_inos[1], 0);
        assert_int_equal(profile_format(q, &text, &size), 0);
        assert_non_null(strstr(text, "\nlookup /b\nlookup /a\n"));
        assert_null(strstr(text, "ino="));
        free(text);
        profile_free(q);
}

static void test_profile_save_load_roundtrip(void **state) {
        char *path = fixture("roundtrip.profile");
        Profile *p = make_profile("roundtrip", 50), *q = NULL;
        struct stat st;

        assert_int_equal(profile_save(p, path), 0);
        assert_int_equal(stat(path, &st), 0);
        assert_int_equal(st.st_mode & 07777, 0644);
        assert_int_equal(profile_load(path, &q, NULL, NULL), 0);
        assert_profiles_equal(p, q);
        assert_false(dir_has_temp_files(dir));

        assert_int_equal(profile_total_ranges(q), 50 * 8);
        assert_int_equal(profile_total_bytes(q), 50 * 4096 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8));

        profile_free(p);
        profile_free(q);
        unlink(path);
        free(path);
}

static void test_profile_file_add_range_clamps_and_merges(void **state) {
        ProfileFile f = { .id.size = 10000 };

        assert_int_equal(profile_file_add_range(&f, 8192, 8192), 0); /* clamped to 10000 */
        assert_int_equal(f.n_ranges, 1);
        assert_int_equal(f.ranges[0].offset, 8192);
        assert_int_equal(f.ranges[0].length, 10000 - 8192);
        assert_int_equal(profile_file_add_range(&f, 20000, 4096), 0); /* wholly past the end */
        assert_int_equal(f.n_ranges, 1);
        assert_int_equal(profile_file_add_range(&f, 0, 100), 0);
        assert_int_equal(profile_file_add_range(&f, 4096, 100), 0);
        assert_int_equal(f.n_ranges, 3);
        /* Bridging all three: one range. */
        assert_int_equal(profile_file_add_range(&f, 50, 8192), 0);
        assert_int_equal(f.n_ranges, 1);
        assert_int_equal(f.ranges[0].offset, 0);
        assert_int_equal(f.ranges[0].length, 10000);
        assert_int_equal(profile_file_add_range(&f, UINT64_MAX, 2), -EOVERFLOW);
        free(f.ranges);
}

static void test_profile_parse_minimal_and_merge(void **state) {
        Profile *p = parse_ok("preload-profile 1\n"
                              "# a comment\n"
                              "\n"
                              "name app\n"
                              "file /a\n"
                              "# comments may go anywhere after the header\n"
                              "id dev=8:1 ino=5 size=20000 mtime=12.000000001\n"
                              "range 0+4096 4096+4096\n"
                              "range 12288+100\n"
                              "file /b\n"
                              "id dev=0:0 ino=0 size=0 mtime=0.000000000"); /* no final newline */
        assert_string_equal(p->name, "app");
        assert_null(p->program);
        assert_int_equal(p->n_command, 0);
        assert_int_equal(p->n_files, 2);
        assert_int_equal(p->files[0].id.dev, makedev(8, 1));
        assert_int_equal(p->files[0].id.mtime_nsec, UINT64_C(12000000001));
        /* Touching ranges merge on load. */
        assert_int_equal(p->files[0].n_ranges, 2);
        assert_int_equal(p->files[0].ranges[0].length, 8192);
        assert_int_equal(p->files[0].ranges[1].offset, 12288);
        assert_int_equal(p->files[1].n_ranges, 0);
        profile_free(p);
}

typedef struct BadCase {
        const char *text;
        unsigned line;
        const char *reason;
} BadCase;

#define H "preload-profile 1\nname app\n"
#define F "file /a\nid dev=8:1 ino=5 size=10000 mtime=1.000000000\n"

static void test_profile_parse_errors(void **state) {
        static const BadCase cases[] = {
                { "", 1, "not a profile (no preload-profile header)" },
                { "name app\n", 1, "not a profile (no preload-profile header)" },
                { "# comment\npreload-profile 1\n", 1, "not a profile (no preload-profile header)" },
                { "preload-profile 2\nname app\n", 1, "unsupported profile version" },
                { "preload-profile 01\nname app\n", 1, "unsupported profile version" },
                { "preload-profile 1\r\nname app\n", 1, "unsupported profile version" },
                { "preload-profile 1\n", 0, "missing name" },
                { "preload-profile 1\n" F, 0, "missing name" },
                { H "bogus 1\n", 3, "unknown keyword" },
                { H "name other\n", 3, "duplicate name" },
                { "preload-profile 1\nname .hidden\n", 2, "invalid name" },
                { "preload-profile 1\nname a/b\n", 2, "invalid name" },
                { "preload-profile 1\nname\n", 2, "missing name" },
                { "preload-profile 1\nname  app\n", 2, "double space" },
                { "preload-profile 1\nname app \n", 2, "trailing space" },
                { "preload-profile 1\n name app\n", 2, "leading space" },
                { "preload-profile 1\nname app extra\n", 2, "too many values" },
                { H "program relative/path\n", 3, "path not absolute" },
                { H "program /a\nprogram /b\n", 4, "duplicate program" },
                { H "command\n", 3, "empty command" },
                { H "command a\ncommand b\n", 4, "duplicate command" },
                { H "recorded\n", 3, "missing number" },
                { H "observed 1\nobserved 2\n", 4, "duplicate observed" },
                { H "misses 1\n", 3, "misses line without file" },
                { H F "range 0+4096\nmisses 1\n", 6, "misses line not right after the id line" },
                { H F "misses 1\nmisses 2\n", 6, "misses line not right after the id line" },
                { H "recorded -1\n", 3, "bad number" },
                { H "recorded 18446744073709551616\n", 3, "bad number" },
                { H "duration 1 2\n", 3, "too many values" },
                { H "duration 5\nduration 5\n", 4, "duplicate duration" },
                { H "file a\n", 3, "path not absolute" },
                { H "file /a\\q\n", 3, "unknown escape" },
                { H "file /a\\x4\n", 3, "bad \\x escape" },
                { H "file /a\\x4g\n", 3, "bad \\x escape" },
                { H "file /a\\x00b\n", 3, "NUL byte in string" },
                { H "file /a\\\n", 3, "escape at end of string" },
                { H "file /a\"b\n", 3, "unescaped quote" },
                { H "file /a\tb\n", 3, "control or non-ASCII byte not escaped" },
                { H "file /caf\xc3\xa9\n", 3, "control or non-ASCII byte not escaped" },
                { H "file /a\n", 3, "file without id line" },
                { H "file /a\nrange 0+1\n", 4, "expected id line after file" },
                { H "file /a\nfile /b\n", 4, "expected id line after file" },
                { H "id dev=8:1 ino=5 size=1 mtime=1.000000000\n", 3, "id line without file" },
                { H F "id dev=8:1 ino=5 size=1 mtime=1.000000000\n", 5, "duplicate id line" },
                { H F "name x\n", 5, "header keyword after first file" },
                { H F "command x\n", 5, "header keyword after first file" },
                { H F "what\n", 5, "unknown keyword" },
                { H "range 0+1\n", 3, "range line without file" },
                { H F "range\n", 5, "range line without ranges" },
                { H F "range 0+10001\n", 5, "range beyond end of file" },
                { H F "range 9999+2\n", 5, "range beyond end of file" },
                { H F "range 0+0\n", 5, "empty range" },
                { H F "range 0+8 4+2\n", 5, "ranges overlap or not ascending" },
                { H F "range 100+8\nrange 0+8\n", 6, "ranges overlap or not ascending" },
                { H F "range 18446744073709551615+1\n", 5, "range overflows" },
                { H F "range 01+5\n", 5, "expected OFFSET+LENGTH" },
                { H F "range 1-5\n", 5, "expected OFFSET+LENGTH" },
                { H F "range +5\n", 5, "expected OFFSET+LENGTH" },
                { H F "range 0+4096  8192+1\n", 5, "double space" },
                { H "touched 0+1\n", 3, "touched line without file" },
                { H F "touched 0+4096\n", 5, "touched range outside the file's ranges" },
                { H F "range 0+4096\ntouched 4000+200\n", 6, "touched range outside the file's ranges" },
                { H F "range 4096+4096\ntouched 0+4096\n", 6, "touched range outside the file's ranges" },
                { H F "range 0+4096 8192+1808\ntouched 0+4096 4096+4096\n", 6,
                  "touched range outside the file's ranges" },
                { H F "range 0+4096 8192+1808\ntouched 4000+4400\n", 6, "touched range outside the file's ranges" },
                { H F "range 0+8192\ntouched 0+4096 100+8\n", 6, "touched ranges overlap or not ascending" },
                { H F "range 0+8192\ntouched 4096+8 0+8\n", 6, "touched ranges overlap or not ascending" },
                { H F "range 0+8192\ntouched 4096+8\ntouched 0+8\n", 7, "touched ranges overlap or not ascending" },
                { H F "range 0+10000\ntouched 9999+2\n", 6, "touched range beyond end of file" },
                { H F "range 0+10000\ntouched 20000+1\n", 6, "touched range beyond end of file" },
                { H F "range 0+10000\ntouched 0+0\n", 6, "empty touched range" },
                { H F "range 0+10000\ntouched\n", 6, "touched line without ranges" },
                { H F "range 0+10000\ntouched 18446744073709551615+1\n", 6, "range overflows" },
                { H F "range 0+10000\ntouched 0-1\n", 6, "expected OFFSET+LENGTH" },
                { H F "range 0+4096\ntouched 0+4096\nrange 8192+4096\n", 7, "range line after touched line" },
                { H F "range 0+4096\ntouched 0+4096\nmisses 1\n", 7, "misses line not right after the id line" },
                { H F "range 0+4096\nlookup /x\ntouched 0+4096\n", 7, "file entry after lookup" },
                { H F "file /b\nid dev=8:1 ino=6 size=1 mtime=1.000000000\nfile /a\n"
                      "id dev=8:1 ino=5 size=1 mtime=1.000000000\n", 7, "duplicate file" },
                { H "file /a\nid\n", 4, "missing dev=" },
                { H "file /a\nid ino=5\n", 4, "expected dev=MAJOR:MINOR" },
                { H "file /a\nid dev=8\n", 4, "bad dev=MAJOR:MINOR" },
                { H "file /a\nid dev=8:4294967296\n", 4, "bad dev=MAJOR:MINOR" },
                { H "file /a\nid dev=8:1 size=5\n", 4, "expected ino=NUMBER" },
                { H "file /a\nid dev=8:1 ino=5\n", 4, "missing size=" },
                { H "file /a\nid dev=8:1 ino=5 size=9223372036854775808 mtime=1.000000000\n", 4,
                  "size out of range" },
                { H "file /a\nid dev=8:1 ino=5 size=5\n", 4, "missing mtime=" },
                { H "file /a\nid dev=8:1 ino=5 size=5 mtime=1.00000000\n", 4, "bad mtime=SECONDS.NANOSECONDS" },
                { H "file /a\nid dev=8:1 ino=5 size=5 mtime=1\n", 4, "bad mtime=SECONDS.NANOSECONDS" },
                { H "file /a\nid dev=8:1 ino=5 size=5 mtime=1.00000000x\n", 4, "bad mtime=SECONDS.NANOSECONDS" },
                { H "file /a\nid dev=8:1 ino=5 size=5 mtime=18446744073709551615.000000000\n", 4,
                  "mtime out of range" },
                { H "file /a\nid dev=8:1 ino=5 size=5 mtime=1.000000000 build-id=abc\n", 4, "bad build-id length" },
                { H "file /a\nid dev=8:1 ino=5 size=5 mtime=1.000000000 build-id=\n", 4, "bad build-id length" },
                { H "file /a\nid dev=8:1 ino=5 size=5 mtime=1.000000000 build-id=ABCD\n", 4,
                  "build-id not lower-case hex" },
                { H "file /a\nid dev=8:1 ino=5 size=5 mtime=1.000000000 build-id=zz\n", 4,
                  "build-id not lower-case hex" },
                { H "file /a\nid dev=8:1 ino=5 size=5 mtime=1.000000000 buildid=ab\n", 4, "expected build-id=HEX" },
                { H "file /a\nid dev=8:1 ino=5 size=5 mtime=1.000000000 build-id=ab x\n", 4, "too many values" },
                { "preload-profile 1\nlookup /x\nname app\n", 2, "lookup before name" },
                { "preload-profile 1\nprogram /p\nlookup /x\n", 3, "lookup before name" },
                { H "lookup x\n", 3, "path not absolute" },
                { H "lookup \"\"\n", 3, "path not absolute" },
                { H "lookup\n", 3, "missing path" },
                { H "lookup /a /b\n", 3, "expected ino=NUMBER after the lookup path" },
                { H "lookup /a ino=0\n", 3, "expected ino=NUMBER after the lookup path" },
                { H "lookup /a ino=01\n", 3, "expected ino=NUMBER after the lookup path" },
                { H "lookup /a ino=\n", 3, "expected ino=NUMBER after the lookup path" },
                { H "lookup /a ino=-1\n", 3, "expected ino=NUMBER after the lookup path" },
                { H "lookup /a ino=18446744073709551616\n", 3, "expected ino=NUMBER after the lookup path" },
                { H "lookup /a dev=1:2\n", 3, "expected ino=NUMBER after the lookup path" },
                { H "lookup /a ino=1 ino=2\n", 3, "too many values" },
                { H "lookup /a  ino=1\n", 3, "double space" },
                { H "lookup /a ino=1 \n", 3, "trailing space" },
                { H "lookup /caf\xc3\xa9\n", 3, "control or non-ASCII byte not escaped" },
                { H "file /a\nlookup /x\n", 4, "expected id line after file" },
                { H F "lookup /x\nfile /b\n", 6, "file entry after lookup" },
                { H F "lookup /x\nrange 0+1\n", 6, "file entry after lookup" },
                { H F "lookup /x\nid dev=8:1 ino=5 size=1 mtime=1.000000000\n", 6, "file entry after lookup" },
                { H "lookup /x\n# c\n\nfile /b\nid dev=8:1 ino=6 size=1 mtime=1.000000000\n", 6,
                  "file entry after lookup" },
                { H "lookup /x\nname other\n", 4, "unknown keyword after lookup" },
                { H "lookup /x\nprogram /p\n", 4, "unknown keyword after lookup" },
                { H F "lookup /x\nbogus\n", 6, "unknown keyword after lookup" },
                { H "lookup /x\nlookup /y\nlookup /x\n", 5, "duplicate lookup" },
                { H F "lookup /y\nlookup /z\nlookup /q\nlookup /z\nlookup /w\n", 8, "duplicate lookup" },
                { H "lookup /x\nlookup /x/\nlookup /x\n", 5, "duplicate lookup" },
                { H "lookup-in /d\nlookup-in /d/\n", 4, "duplicate lookup" },
                { H "lookup-in d\n", 3, "path not absolute" },
                { H "lookup-in /d\nfile /b\n", 4, "file entry after lookup" },
        };

        for (size_t i = 0; i < ELEMENTSOF(cases); i++) {
                Profile *p = NULL;
                unsigned line = 12345;
                const char *reason = NULL;
                int r = profile_parse(cases[i].text, strlen(cases[i].text), &p, &line, &reason);
                if (r != -EBADMSG || line != cases[i].line || !reason || strcmp(reason, cases[i].reason) != 0)
                        fail_msg("case %zu: got %d, line %u, '%s'; want line %u, '%s'", i, r, line,
                                 reason ? reason : "(null)", cases[i].line, cases[i].reason);
                assert_null(p);
        }
}

static void test_profile_parse_caps(void **state) {
        Profile *p = NULL;
        unsigned line = 0;
        const char *reason = NULL;

        /* A NUL byte in the middle of a line. */
        static const char nul[] = "preload-profile 1\nname a\0b\n";
        assert_int_equal(profile_parse(nul, sizeof(nul) - 1, &p, &line, &reason), -EBADMSG);
        assert_int_equal(line, 2);
        assert_string_equal(reason, "NUL byte");

        /* A line over PROFILE_LINE_MAX. */
        size_t n = PROFILE_LINE_MAX + 64;
        char *big = malloc(n + 64);
        assert_non_null(big);
        int k = sprintf(big, "preload-profile 1\nname app\nprogram /");
        memset(big + k, 'a', n);
        big[k + n] = '\n';
        assert_int_equal(profile_parse(big, (size_t) k + n + 1, &p, &line, &reason), -EBADMSG);
        assert_int_equal(line, 3);
        assert_string_equal(reason, "line too long");
        free(big);

        /* More files than PROFILE_FILES_MAX. */
        size_t cap = (size_t) (PROFILE_FILES_MAX + 1) * 64 + 64, len = 0;
        big = malloc(cap);
        assert_non_null(big);
        len += (size_t) sprintf(big, "preload-profile 1\nname app\n");
        for (unsigned i = 0; i <= PROFILE_FILES_MAX; i++)
                len += (size_t) sprintf(big + len, "file /f%u\nid dev=0:0 ino=%u size=0 mtime=0.000000000\n", i, i);
        assert_int_equal(profile_parse(big, len, &p, &line, &reason), -EBADMSG);
        assert_int_equal(line, 3 + 2 * PROFILE_FILES_MAX);
        assert_string_equal(reason, "too many files");
        free(big);

        /* More lookups than PROFILE_LOOKUPS_MAX; exactly that many is fine. */
        cap = (size_t) (PROFILE_LOOKUPS_MAX + 1) * 32 + 64;
        len = 0;
        big = malloc(cap);
        assert_non_null(big);
        len += (size_t) sprintf(big, "preload-profile 1\nname app\n");
        for (unsigned i = 0; i < PROFILE_LOOKUPS_MAX; i++)
                len += (size_t) sprintf(big + len, "lookup /l%u\n", i);
        p = NULL;
        assert_int_equal(profile_parse(big, len, &p, &line, &reason), 0);
        assert_int_equal(p->n_lookups, PROFILE_LOOKUPS_MAX);
        assert_int_equal(profile_add_lookup(p, "/one/more"), -E2BIG);
        assert_int_equal(p->n_lookups, PROFILE_LOOKUPS_MAX);
        profile_free(p);
        p = NULL;
        len += (size_t) sprintf(big + len, "lookup /one/more\n");
        assert_int_equal(profile_parse(big, len, &p, &line, &reason), -EBADMSG);
        assert_int_equal(line, 3 + PROFILE_LOOKUPS_MAX);
        assert_string_equal(reason, "too many lookups");
        assert_null(p);
        free(big);
}

/* ---- fingerprints and staleness ---- */

/* Builds NAME.so from body; the source is always "lib.c" so that only what we vary differs. */
static char *build_so(const char *name, const char *build_id, const char *body) {
        char *src = tu_strdupf("%s/lib.c", dir), *out = tu_strdupf("%s/%s.so", dir, name);
        tu_write_file(src, body, strlen(body));
        assert_int_equal(tu_run("cd '%s' && %s -shared -fPIC -Wl,--build-id=%s -o '%s' lib.c", dir, tu_cc(),
                                build_id, out), 0);
        free(src);
        return out;
}

static void test_profile_build_id_read(void **state) {
        char *so = build_so("bid", "0x0123456789abcdef0123456789abcdef01234567", "int f(void){return 1;}\n");
        char *none = build_so("nobid", "none", "int f(void){return 1;}\n");
        char *data = fixture("data.txt");
        uint8_t id[PROFILE_BUILD_ID_MAX];
        size_t n = 0;
        int fd;

        tu_write_file(data, "hello\n", 6);
        fd = open(so, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(profile_build_id_read(fd, id, &n), 0);
        assert_int_equal(n, 20);
        static const uint8_t want[] = { 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x01, 0x23,
                                        0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x01, 0x23, 0x45, 0x67 };
        assert_memory_equal(id, want, 20);
        close(fd);

        fd = open(none, O_RDONLY | O_CLOEXEC);
        assert_int_equal(profile_build_id_read(fd, id, &n), -ENODATA);
        close(fd);
        fd = open(data, O_RDONLY | O_CLOEXEC);
        assert_int_equal(profile_build_id_read(fd, id, &n), -ENOEXEC);
        close(fd);

        /* The system's libc has a build-id as "file" reports it. */
        ProfileFingerprint fp;
        assert_int_equal(profile_fingerprint_path(so, &fp), 0);
        assert_int_equal(fp.build_id_size, 20);
        assert_int_equal(profile_fingerprint_path(data, &fp), 0);
        assert_int_equal(fp.build_id_size, 0);
        assert_int_equal(fp.size, 6);

        free(so);
        free(none);
        free(data);
}

static ProfileFile entry_for(const char *path) {
        ProfileFile f = { .path = (char *) path };
        assert_int_equal(profile_fingerprint_path(path, &f.id), 0);
        return f;
}

static ProfileFileState check(const ProfileFile *f, const char **reason) {
        ProfileFileState s = _PROFILE_FILE_STATE_MAX;
        *reason = NULL;
        assert_int_equal(profile_file_check(f, &s, NULL, reason), 0);
        return s;
}

static void test_profile_file_check_staleness(void **state) {
        const char *reason;
        struct timespec ts[2] = { { .tv_sec = 1000000000 }, { .tv_sec = 1000000000, .tv_nsec = 42 } };

        /* ELF: a new mtime or a new inode with the same build keeps the entry valid. */
        char *so = build_so("stale1", "0x11111111111111111111111111111111111111aa", "int f(void){return 1;}\n");
        ProfileFile f = entry_for(so);
        assert_int_equal(check(&f, &reason), PROFILE_FILE_FRESH);
        assert_int_equal(utimensat(AT_FDCWD, so, ts, 0), 0);
        assert_int_equal(check(&f, &reason), PROFILE_FILE_SAME_BUILD);
        assert_int_equal(tu_run("cp '%s' '%s.new' && mv '%s.new' '%s'", so, so, so, so), 0);
        struct stat st;
        assert_int_equal(profile_file_check(&f, &(ProfileFileState) { PROFILE_FILE_FRESH }, &st, NULL), 0);
        assert_int_not_equal((uint64_t) st.st_ino, f.id.ino);
        assert_int_equal(check(&f, &reason), PROFILE_FILE_SAME_BUILD);

        /* Same size, other build: stale. Build-ids of the same length keep the size equal. */
        char *other = build_so("stale1-other", "0x22222222222222222222222222222222222222bb", "int f(void){return 1;}\n");
        assert_int_equal(stat(other, &st), 0);
        assert_int_equal((uint64_t) st.st_size, f.id.size);
        assert_int_equal(rename(other, so), 0);
        assert_int_equal(check(&f, &reason), PROFILE_FILE_STALE);
        assert_string_equal(reason, "another build (build-id differs)");

        /* Other code, other size: stale. */
        char *bigger = build_so("stale1-big", "0x11111111111111111111111111111111111111aa",
                                "int g[4096] = {1};\nint f(void){return g[7];}\n");
        assert_int_equal(rename(bigger, so), 0);
        assert_int_equal(check(&f, &reason), PROFILE_FILE_STALE);
        assert_string_equal(reason, "size changed since recording");

        /* A data file has no build-id: any change of inode or mtime makes it stale. */
        char *data = fixture("stale.dat");
        tu_write_file(data, "0123456789", 10);
        ProfileFile d = entry_for(data);
        assert_int_equal(d.id.build_id_size, 0);
        assert_int_equal(check(&d, &reason), PROFILE_FILE_FRESH);
        /* Another device number alone (a loop or device-mapper device numbered anew at boot):
         * still fresh, where it used to make a data file stale and an ELF file cost a read. */
        ProfileFile moved = d;
        moved.id.dev = makedev(major(d.id.dev) + 1, minor(d.id.dev) + 7);
        assert_int_equal(check(&moved, &reason), PROFILE_FILE_FRESH);
        assert_int_equal(utimensat(AT_FDCWD, data, ts, 0), 0);
        assert_int_equal(check(&d, &reason), PROFILE_FILE_STALE);
        assert_string_equal(reason, "modified since recording");
        d = entry_for(data);
        tu_write_file(data, "9876543210", 10);
        assert_int_equal(utimensat(AT_FDCWD, data, ts, 0), 0); /* even with the old mtime back... */
        struct stat dst;
        assert_int_equal(stat(data, &dst), 0);
        if ((uint64_t) dst.st_ino == d.id.ino)
                /* ...an in-place rewrite that restores the mtime is invisible: documented limit. */
                assert_int_equal(check(&d, &reason), PROFILE_FILE_FRESH);
        tu_write_file(data, "short", 5);
        assert_int_equal(check(&d, &reason), PROFILE_FILE_STALE);
        assert_string_equal(reason, "size changed since recording");

        assert_int_equal(unlink(data), 0);
        assert_int_equal(check(&d, &reason), PROFILE_FILE_MISSING);
        assert_string_equal(reason, "no longer exists");
        assert_int_equal(mkdir(data, 0755), 0);
        assert_int_equal(check(&d, &reason), PROFILE_FILE_MISSING);
        assert_string_equal(reason, "no longer a regular file");
        rmdir(data);

        assert_string_equal(profile_file_state_to_string(PROFILE_FILE_SAME_BUILD), "same-build");
        assert_null(profile_file_state_to_string(_PROFILE_FILE_STATE_MAX));
        free(so);
        free(other);
        free(bigger);
        free(data);
}

static void test_profile_add_to_plan(void **state) {
        char *fresh = fixture("plan-fresh.dat"), *stale = fixture("plan-stale.dat"), *gone = fixture("plan-gone.dat");
        char *big = calloc(1, 65536);
        ProfileFingerprint id;
        ProfileFile *f;
        Profile *p;
        Plan *plan;
        ProfileReport report = {};
        struct timespec ts[2] = { { .tv_sec = 1000 }, { .tv_sec = 1000 } };

        tu_write_file(fresh, big, 65536);
        tu_write_file(stale, big, 65536);
        tu_write_file(gone, big, 100);
        assert_int_equal(profile_new("planned", &p), 0);
        assert_int_equal(profile_fingerprint_path(fresh, &id), 0);
        assert_int_equal(profile_add_file(p, fresh, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 4096, 100), 0);   /* page-rounded in the plan */
        assert_int_equal(profile_file_add_range(f, 40960, 8192), 0);
        assert_int_equal(profile_fingerprint_path(stale, &id), 0);
        assert_int_equal(profile_add_file(p, stale, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 0, 4096), 0);
        assert_int_equal(profile_fingerprint_path(gone, &id), 0);
        assert_int_equal(profile_add_file(p, gone, &id, &f), 0);
        assert_int_equal(utimensat(AT_FDCWD, stale, ts, 0), 0);
        assert_int_equal(unlink(gone), 0);

        assert_int_equal(plan_new(&plan), 0);
        assert_int_equal(profile_add_to_plan(p, plan, &report), 0);
        assert_int_equal(plan->n_files, 1);
        PlanFile *pf = &plan->files[0];
        assert_string_equal(pf->path, fresh);
        assert_true(pf->have_identity);
        struct stat st;
        assert_int_equal(stat(fresh, &st), 0);
        assert_int_equal(pf->ino, st.st_ino);
        assert_int_equal(pf->size, 65536);
        assert_int_equal(pf->n_ranges, 2);
        assert_int_equal(pf->ranges[0].offset, 4096);
        assert_int_equal(pf->ranges[0].length, 4096);
        assert_int_equal(pf->ranges[0].sources, RANGE_SOURCE_PROFILE);
        assert_int_equal(pf->ranges[1].offset, 40960);
        assert_int_equal(pf->ranges[1].length, 8192);

        assert_int_equal(report.n_fresh, 1);
        assert_int_equal(report.n_same_build, 0);
        assert_int_equal(report.n_dropped, 2);
        assert_string_equal(report.dropped[0].path, stale);
        assert_int_equal(report.dropped[0].state, PROFILE_FILE_STALE);
        assert_string_equal(report.dropped[1].path, gone);
        assert_int_equal(report.dropped[1].state, PROFILE_FILE_MISSING);
        assert_string_equal(report.dropped[1].reason, "no longer exists");

        /* Merging into a plan that already has the file (from a static plan) keeps one entry. */
        assert_int_equal(profile_add_to_plan(p, plan, NULL), 0);
        assert_int_equal(plan->n_files, 1);

        profile_report_done(&report);
        assert_null(report.dropped);
        plan_free(plan);
        profile_free(p);
        free(big);
        free(fresh);
        free(stale);
        free(gone);
}

static void test_profile_add_to_plan_lookups(void **state) {
        char *fresh = fixture("lookup-fresh.dat"), *gone = fixture("lookup-gone.dat");
        ProfileFingerprint id;
        Profile *p;
        Plan *plan;
        ProfileReport report = {};

        tu_write_file(fresh, "abc", 3);
        tu_write_file(gone, "abc", 3);
        assert_int_equal(profile_new("lookups", &p), 0);
        assert_int_equal(profile_fingerprint_path(fresh, &id), 0);
        assert_int_equal(profile_add_file(p, fresh, &id, NULL), 0);
        assert_int_equal(profile_fingerprint_path(gone, &id), 0);
        assert_int_equal(profile_add_file(p, gone, &id, NULL), 0);
        assert_int_equal(unlink(gone), 0);
        /* Lookups carry no fingerprint: missing paths, and paths of dropped entries, go in too. */
        assert_int_equal(profile_add_lookup(p, "/nonexistent/preload/lookup"), 0);
        assert_int_equal(profile_add_lookup(p, gone), 0);
        assert_int_equal(profile_add_lookup(p, dir), 0);

        assert_int_equal(plan_new(&plan), 0);
        assert_int_equal(plan_add_lookup(plan, "/already/there"), 0);
        assert_int_equal(profile_add_to_plan(p, plan, &report), 0);
        assert_int_equal(plan->n_files, 1);
        assert_int_equal(report.n_dropped, 1);
        assert_int_equal(plan->n_lookups, 4);
        assert_string_equal(plan->lookups[0], "/already/there");
        assert_string_equal(plan->lookups[1], "/nonexistent/preload/lookup");
        assert_string_equal(plan->lookups[2], gone);
        assert_string_equal(plan->lookups[3], dir);
        /* Copies: the plan outlives the profile. */
        profile_free(p);
        assert_string_equal(plan->lookups[3], dir);

        profile_report_done(&report);
        plan_free(plan);
        unlink(fresh);
        free(fresh);
        free(gone);
}

/* ---- atomic save ---- */

static void assert_survivor(const char *path, const Profile *old) {
        Profile *q = NULL;
        assert_int_equal(profile_load(path, &q, NULL, NULL), 0);
        assert_profiles_equal(old, q);
        profile_free(q);
}

/* Runs fn in a child, as nobody when we are root; returns its exit status (0 ok, 77 skipped). */
static int run_child(int (*fn)(void *), void *arg, bool drop) {
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                if (drop && geteuid() == 0 && (setgroups(0, NULL) < 0 || setgid(65534) < 0 || setuid(65534) < 0))
                        _exit(3);
                _exit(fn(arg));
        }
        int status;
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        return WEXITSTATUS(status);
}

typedef struct SaveArgs {
        const char *path;
        const Profile *p;
        int want;
        const Profile *big; /* for the full-disk test */
} SaveArgs;

static int child_save(void *arg) {
        SaveArgs *a = arg;
        int r = profile_save(a->p, a->path);
        if (r != a->want) {
                fprintf(stderr, "profile_save: %d, expected %d\n", r, a->want);
                return 1;
        }
        return 0;
}

static void test_profile_save_read_only_dir(void **state) {
        char *d = fixture("ro"), *path = fixture("ro/app.profile");
        Profile *old = make_profile("app", 3), *new = make_profile("app", 9);

        assert_int_equal(mkdir(d, 0755), 0);
        assert_int_equal(profile_save(old, path), 0);
        assert_int_equal(chmod(d, 0555), 0);
        /* Root ignores directory permissions; an unprivileged writer is what this is about. */
        SaveArgs a = { path, new, -EACCES };
        assert_int_equal(run_child(child_save, &a, true), 0);
        assert_survivor(path, old);
        assert_false(dir_has_temp_files(d));
        chmod(d, 0755);

        profile_free(old);
        profile_free(new);
        free(d);
        free(path);
}

static int child_save_fsize(void *arg) {
        /* A file-size limit fails write() with EFBIG part way, as a full disk would. */
        struct rlimit rl = { 8192, 8192 };
        signal(SIGXFSZ, SIG_IGN);
        if (setrlimit(RLIMIT_FSIZE, &rl) < 0)
                return 2;
        return child_save(arg);
}

static void test_profile_save_write_fails_midway(void **state) {
        char *path = fixture("fsize.profile");
        Profile *old = make_profile("fsize", 2), *new = make_profile("fsize", 500);

        assert_int_equal(profile_save(old, path), 0);
        SaveArgs a = { path, new, -EFBIG };
        assert_int_equal(run_child(child_save_fsize, &a, false), 0);
        assert_survivor(path, old);
        assert_false(dir_has_temp_files(dir));
        unlink(path);
        profile_free(old);
        profile_free(new);
        free(path);
}

static int child_save_enospc(void *arg) {
        SaveArgs *a = arg;
        char *d = strdup(a->path);
        *strrchr(d, '/') = 0;
        /* A private mount namespace holding a tiny tmpfs: a real ENOSPC without touching the host. */
        if (unshare(CLONE_NEWNS) < 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0 ||
            mount("tmpfs", d, "tmpfs", 0, "size=64k") < 0)
                return 77;
        if (profile_save(a->p, a->path) != 0)
                return 4;
        char *filler = tu_strdupf("%s/filler", d);
        int fd = open(filler, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
        char buf[4096] = {};
        while (fd >= 0 && write(fd, buf, sizeof(buf)) > 0)
                ;
        if (fd >= 0)
                close(fd);
        int r = profile_save(a->big, a->path);
        if (r != -ENOSPC) {
                fprintf(stderr, "profile_save on a full fs: %d\n", r);
                return 5;
        }
        Profile *q = NULL;
        if (profile_load(a->path, &q, NULL, NULL) != 0 || q->n_files != a->p->n_files || strcmp(q->name, a->p->name) != 0)
                return 6;
        profile_free(q);
        if (dir_has_temp_files(d))
                return 7;
        free(filler);
        free(d);
        return 0;
}

static void test_profile_save_enospc(void **state) {
        char *d = fixture("full"), *path = fixture("full/app.profile");
        Profile *old = make_profile("app", 4), *big = make_profile("full", 500);

        if (geteuid() != 0) {
                free(d);
                free(path);
                profile_free(old);
                profile_free(big);
                skip();
        }
        assert_int_equal(mkdir(d, 0755), 0);
        SaveArgs a = { path, old, 0, big };
        int r = run_child(child_save_enospc, &a, false);
        profile_free(old);
        profile_free(big);
        free(d);
        free(path);
        if (r == 77)
                skip();
        assert_int_equal(r, 0);
}

static void test_profile_save_sigkill(void **state) {
        char *path = fixture("kill.profile");
        Profile *a = make_profile("kill", 2000), *b = make_profile("kill", 3000), *q;
        unsigned seed = (unsigned) time(NULL);

        assert_int_equal(profile_save(a, path), 0);
        for (int round = 0; round < 20; round++) {
                pid_t pid = fork();
                assert_true(pid >= 0);
                if (pid == 0)
                        for (int i = 0;; i++)
                                if (profile_save(i % 2 ? a : b, path) < 0)
                                        _exit(1);
                struct timespec ts = { 0, (long) (rand_r(&seed) % 20000) * 1000 };
                nanosleep(&ts, NULL);
                kill(pid, SIGKILL);
                int status;
                assert_int_equal(waitpid(pid, &status, 0), pid);
                assert_true(WIFSIGNALED(status));
                /* Whatever instant the kill hit, the profile is one of the two, whole. */
                assert_int_equal(profile_load(path, &q, NULL, NULL), 0);
                assert_true(q->n_files == 2000 || q->n_files == 3000);
                assert_profiles_equal(q->n_files == 2000 ? a : b, q);
                profile_free(q);
        }
        tu_run("rm -f '%s'/.kill.profile.*", dir);
        unlink(path);
        profile_free(a);
        profile_free(b);
        free(path);
}

/* ---- names and locations ---- */

static void test_profile_names_and_dirs(void **state) {
        char *s = NULL;

        assert_true(profile_name_is_valid("python3"));
        assert_true(profile_name_is_valid("org.gnome.Nautilus"));
        assert_false(profile_name_is_valid(""));
        assert_false(profile_name_is_valid(".hidden"));
        assert_false(profile_name_is_valid("a/b"));
        assert_false(profile_name_is_valid("a b"));
        assert_false(profile_name_is_valid("caf\xc3\xa9"));
        assert_false(profile_name_is_valid(NULL));

        assert_int_equal(profile_name_from_program("/usr/bin/python3", &s), 0);
        assert_string_equal(s, "python3");
        free(s);
        assert_int_equal(profile_name_from_program("gcc", &s), 0);
        assert_string_equal(s, "gcc");
        free(s);
        assert_int_equal(profile_name_from_program("/usr/bin/", &s), -EINVAL);
        assert_int_equal(profile_name_from_program("./.hidden", &s), -EINVAL);

        assert_int_equal(profile_path_for_name("/d", "app", &s), 0);
        assert_string_equal(s, "/d/app.profile");
        free(s);
        assert_int_equal(profile_path_for_name("/d", "../x", &s), -EINVAL);

        char *saved_cache = getenv("CACHE_DIRECTORY") ? strdup(getenv("CACHE_DIRECTORY")) : NULL;
        char *saved_xdg = getenv("XDG_CACHE_HOME") ? strdup(getenv("XDG_CACHE_HOME")) : NULL;
        char *saved_home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
        setenv("CACHE_DIRECTORY", "/var/cache/x:/other", 1);
        assert_int_equal(profile_dir_user(&s), 0);
        assert_string_equal(s, "/var/cache/x/profiles");
        free(s);
        unsetenv("CACHE_DIRECTORY");
        setenv("XDG_CACHE_HOME", "/xdg", 1);
        assert_int_equal(profile_dir_user(&s), 0);
        assert_string_equal(s, "/xdg/preloadd/profiles");
        free(s);
        setenv("XDG_CACHE_HOME", "relative", 1); /* XDG: relative values are ignored */
        setenv("HOME", "/home/u", 1);
        assert_int_equal(profile_dir_user(&s), 0);
        assert_string_equal(s, "/home/u/.cache/preloadd/profiles");
        free(s);
        char **dirs;
        assert_int_equal(profile_dirs_default(&dirs), 0);
        assert_string_equal(dirs[0], "/home/u/.cache/preloadd/profiles");
        assert_string_equal(dirs[1], PROFILE_SYSTEM_DIR);
        assert_null(dirs[2]);
        profile_dirs_free(dirs);
        if (saved_cache)
                setenv("CACHE_DIRECTORY", saved_cache, 1);
        if (saved_xdg)
                setenv("XDG_CACHE_HOME", saved_xdg, 1);
        else
                unsetenv("XDG_CACHE_HOME");
        if (saved_home)
                setenv("HOME", saved_home, 1);
        free(saved_cache);
        free(saved_xdg);
        free(saved_home);

        char *deep = fixture("a/b//c/");
        assert_int_equal(profile_dir_ensure(deep, 0700), 0);
        assert_int_equal(profile_dir_ensure(deep, 0700), 0);
        struct stat st;
        assert_int_equal(stat(deep, &st), 0);
        assert_true(S_ISDIR(st.st_mode));
        assert_int_equal(st.st_mode & 0777, 0700);
        char *file = fixture("a/file");
        tu_write_file(file, "", 0);
        char *under = fixture("a/file/x");
        assert_int_equal(profile_dir_ensure(under, 0700), -ENOTDIR);
        free(deep);
        free(file);
        free(under);
}

static void test_profile_find(void **state) {
        char *d1 = fixture("find1"), *d2 = fixture("find2"), *prog = fixture("find-bin/app"),
             *other = fixture("find-other/app");
        const char *const dirs[] = { d1, d2, NULL };
        Profile *p, *q = NULL;
        char *path = NULL;
        unsigned line;
        const char *reason;

        tu_write_file(prog, "#!/bin/sh\n", 10);
        tu_write_file(other, "#!/bin/sh\n", 10);
        assert_int_equal(mkdir(d1, 0755), 0);
        assert_int_equal(mkdir(d2, 0755), 0);
        assert_int_equal(profile_find("app", dirs, &q, &path, NULL, NULL), -ENOENT);

        p = make_profile("app", 1);
        assert_int_equal(profile_set_program(p, prog), 0);
        char *p2 = tu_strdupf("%s/app.profile", d2);
        assert_int_equal(profile_save(p, p2), 0);
        assert_int_equal(profile_find("app", dirs, &q, &path, NULL, NULL), 0);
        assert_string_equal(path, p2);
        assert_string_equal(q->program, prog);
        profile_free(q);
        free(path);

        /* By program path: found when the profile's program is that file, passed over otherwise. */
        assert_int_equal(profile_find(prog, dirs, &q, &path, NULL, NULL), 0);
        profile_free(q);
        free(path);
        assert_int_equal(profile_find(other, dirs, &q, &path, NULL, NULL), -ENOENT);

        /* The first directory wins. */
        char *p1 = tu_strdupf("%s/app.profile", d1);
        assert_int_equal(profile_set_program(p, NULL), 0);
        p->duration_usec = 7;
        assert_int_equal(profile_save(p, p1), 0);
        assert_int_equal(profile_find("app", dirs, &q, &path, NULL, NULL), 0);
        assert_string_equal(path, p1);
        assert_int_equal(q->duration_usec, 7);
        profile_free(q);
        free(path);

        /* A broken profile is an error naming the file and line, not silently skipped. */
        static const char broken[] = "preload-profile 1\nname app\nfile x\n";
        tu_write_file(p1, broken, strlen(broken));
        path = NULL;
        assert_int_equal(profile_find("app", dirs, &q, &path, &line, &reason), -EBADMSG);
        assert_string_equal(path, p1);
        assert_int_equal(line, 3);
        assert_string_equal(reason, "path not absolute");
        free(path);
        assert_int_equal(profile_find("bad/name/../", dirs, &q, &path, NULL, NULL), -EINVAL);

        profile_free(p);
        free(p1);
        free(p2);
        free(d1);
        free(d2);
        free(prog);
        free(other);
}

/* The fuzzer's seed profiles are valid: otherwise the fuzzer would start from nothing useful. */
static void test_profile_parse_fuzz_seeds(void **state) {
        const char *src = getenv("TEST_SRCDIR");
        static const char *const seeds[] = { "profile-basic", "profile-escapes", "profile-lookups", "profile-touched" };

        if (!src)
                skip();
        for (size_t i = 0; i < ELEMENTSOF(seeds); i++) {
                char *path = tu_strdupf("%s/fuzz/seeds-text/%s", src, seeds[i]);
                Profile *p = NULL;
                unsigned line = 0;
                const char *reason = NULL;
                int r = profile_load(path, &p, &line, &reason);
                if (r < 0)
                        fail_msg("%s: line %u: %s (%d)", path, line, reason ? reason : "?", r);
                assert_true(p->n_files > 0);
                if (strcmp(seeds[i], "profile-lookups") == 0) {
                        assert_int_equal(p->n_lookups, 5);
                        assert_string_equal(p->lookups[2], "/home/u/My Documents/caf\xc3\xa9");
                        assert_string_equal(p->lookups[4], "/tmp/new\nline\ttab\\back\"quote");
                }
                if (strcmp(seeds[i], "profile-touched") == 0) {
                        /* touched pairs merged where they touch; the cache's touched unknown */
                        assert_int_equal(p->files[0].n_touched, 3);
                        assert_int_equal(p->files[1].n_touched, 3);
                        assert_int_equal(p->files[1].touched[0].length, 12288);
                        assert_int_equal(p->files[2].n_touched, 0);
                        assert_int_equal(profile_touched_bytes(p), 16384 + 4096 + 65536 + 12288 + 4096 + 1112 + 36864);
                }
                profile_free(p);
                free(path);
        }
}

/* A file entry with the given identity and ranges (offset, length pairs). */
static ProfileFile *entry(Profile *p, const char *path, uint64_t ino, const uint64_t *r, size_t n) {
        ProfileFingerprint id = { .dev = makedev(8, 1), .ino = ino, .size = 1u << 20, .mtime_nsec = 1 };
        ProfileFile *f;
        assert_int_equal(profile_add_file(p, path, &id, &f), 0);
        for (size_t i = 0; i + 1 < n; i += 2)
                assert_int_equal(profile_file_add_range(f, r[i], r[i + 1]), 0);
        return f;
}

static const ProfileFile *find(const Profile *p, const char *path) {
        for (size_t i = 0; i < p->n_files; i++)
                if (strcmp(p->files[i].path, path) == 0)
                        return &p->files[i];
        return NULL;
}

/* Each observed launch refines the profile: union where seen, misses where not, dropped once
 * old, new files after the known ones, a changed file's ranges replaced. */
static void test_profile_merge_observed(void **state) {
        Profile *p, *o;

        assert_int_equal(profile_new("app", &p), 0);
        entry(p, "/a", 1, (const uint64_t[]) { 0, 4096 }, 2);
        entry(p, "/b", 2, (const uint64_t[]) { 0, 4096 }, 2);
        assert_int_equal(profile_add_lookup_ino(p, "/etc/x", 77), 0);

        assert_int_equal(profile_new("app", &o), 0);
        entry(o, "/c", 3, (const uint64_t[]) { 0, 8192 }, 2);
        entry(o, "/a", 1, (const uint64_t[]) { 8192, 4096 }, 2);
        /* The same file under a device numbered anew since: the same file, its number updated. */
        ((ProfileFile *) find(o, "/a"))->id.dev = makedev(9, 9);
        assert_int_equal(profile_merge_observed(p, o), 0);
        profile_free(o);
        assert_int_equal(find(p, "/a")->id.dev, makedev(9, 9));
        assert_int_equal(p->lookup_inos[0], 77); /* lookups and their inodes are kept */

        assert_int_equal(p->observed, 1);
        assert_int_equal(p->n_files, 3);
        assert_string_equal(p->files[0].path, "/a"); /* known first stay first */
        assert_string_equal(p->files[2].path, "/c");
        assert_int_equal(profile_file_bytes(find(p, "/a")), 8192);
        assert_int_equal(find(p, "/a")->misses, 0);
        assert_int_equal(find(p, "/b")->misses, 1);
        assert_int_equal(p->n_lookups, 1);

        /* An observation that could not see every file (unwatched opens): /b's misses stay as they
         * were however often, while /a is refreshed and the launch counted */
        for (unsigned i = 0; i < PROFILE_MISSES_MAX + 2; i++) {
                assert_int_equal(profile_new("app", &o), 0);
                entry(o, "/a", 1, (const uint64_t[]) { 8192, 4096 }, 2);
                assert_int_equal(profile_merge_observed_full(p, o, false), 0);
                profile_free(o);
        }
        assert_non_null(find(p, "/b"));
        assert_int_equal(find(p, "/b")->misses, 1);
        assert_int_equal(find(p, "/c")->misses, 0);
        assert_int_equal(p->observed, 1 + PROFILE_MISSES_MAX + 2);
        p->observed = 1;

        /* /b unused PROFILE_MISSES_MAX more times: gone; /a rebuilt (another inode): new ranges */
        for (unsigned i = 0; i < PROFILE_MISSES_MAX; i++) {
                assert_int_equal(profile_new("app", &o), 0);
                entry(o, "/a", 10, (const uint64_t[]) { 65536, 4096 }, 2);
                assert_int_equal(profile_merge_observed(p, o), 0);
                profile_free(o);
        }
        assert_null(find(p, "/b"));
        assert_non_null(find(p, "/c"));
        assert_int_equal(find(p, "/c")->misses, PROFILE_MISSES_MAX);
        assert_int_equal(find(p, "/a")->id.ino, 10);
        assert_int_equal(find(p, "/a")->n_ranges, 1);
        assert_int_equal(find(p, "/a")->ranges[0].offset, 65536);
        assert_int_equal(p->observed, 1 + PROFILE_MISSES_MAX);

        /* what was learned survives the text form, misses included */
        char *text = NULL;
        size_t n;
        assert_int_equal(profile_format(p, &text, &n), 0);
        assert_non_null(strstr(text, "\nobserved 4\n"));
        assert_non_null(strstr(text, "\nmisses 3\n"));
        Profile *q = parse_ok(text);
        assert_profiles_equal(p, q);
        assert_int_equal(q->observed, p->observed);
        assert_int_equal(find(q, "/c")->misses, PROFILE_MISSES_MAX);
        free(text);
        profile_free(q);
        profile_free(p);

        /* lookups of an observed launch join the known ones, each once, in order */
        assert_int_equal(profile_new("app", &p), 0);
        assert_int_equal(profile_add_lookup_ino(p, "/etc/x", 77), 0);
        assert_int_equal(profile_new("app", &o), 0);
        entry(o, "/a", 1, (const uint64_t[]) { 0, 4096 }, 2);
        assert_int_equal(profile_add_lookup_in(o, "/etc/app", 5), 0);
        assert_int_equal(profile_add_lookup_ino(o, "/etc/x", 77), 0);
        assert_int_equal(profile_add_lookup(o, "/home/u/.app"), 0);
        assert_int_equal(profile_merge_observed(p, o), 0);
        assert_int_equal(profile_merge_observed(p, o), 0);
        profile_free(o);
        assert_int_equal(p->n_lookups, 3);
        assert_string_equal(p->lookups[0], "/etc/x");
        assert_string_equal(p->lookups[1], "/etc/app/");
        assert_int_equal(p->lookup_inos[1], 5);
        assert_string_equal(p->lookups[2], "/home/u/.app");
        assert_int_equal(p->lookup_inos[2], 0);
        /* "DIR/" survives the text form */
        assert_int_equal(profile_format(p, &text, &n), 0);
        assert_non_null(strstr(text, "\nlookup-in /etc/app ino=5\n"));
        q = parse_ok(text);
        assert_profiles_equal(p, q);
        free(text);
        profile_free(q);
        profile_free(p);
}

/* ---- touched bytes ---- */

/* An entry's touched ranges, as offset, length pairs; n 0 for unknown. */
static void assert_touched(const ProfileFile *f, const uint64_t *want, size_t n) {
        assert_non_null(f);
        assert_int_equal(f->n_touched, n / 2);
        for (size_t i = 0; i + 1 < n; i += 2) {
                assert_int_equal(f->touched[i / 2].offset, want[i]);
                assert_int_equal(f->touched[i / 2].length, want[i + 1]);
        }
}

/* Every touched range lies inside one range. */
static void assert_touched_inside(const ProfileFile *f) {
        for (size_t i = 0; i < f->n_touched; i++) {
                bool in = false;
                for (size_t k = 0; k < f->n_ranges && !in; k++)
                        in = f->ranges[k].offset <= f->touched[i].offset &&
                             f->touched[i].offset + f->touched[i].length <= f->ranges[k].offset + f->ranges[k].length;
                assert_true(in);
        }
}

static void test_profile_file_add_touched(void **state) {
        ProfileFile f = { .id.size = 10000 };

        /* into the ranges too, clamped to the size */
        assert_int_equal(profile_file_add_touched(&f, 8192, 8192), 0);
        assert_int_equal(f.n_ranges, 1);
        assert_int_equal(f.ranges[0].length, 10000 - 8192);
        assert_touched(&f, (const uint64_t[]) { 8192, 10000 - 8192 }, 2);
        assert_int_equal(profile_file_add_touched(&f, 20000, 4096), 0); /* wholly past the end */
        assert_int_equal(f.n_touched, 1);
        /* read-around: a range, not touched */
        assert_int_equal(profile_file_add_range(&f, 0, 8192), 0);
        assert_int_equal(f.n_ranges, 1);
        assert_int_equal(profile_file_bytes(&f), 10000);
        assert_int_equal(profile_file_touched_bytes(&f), 10000 - 8192);
        assert_int_equal(profile_file_add_touched(&f, 100, 50), 0);
        assert_int_equal(profile_file_add_touched(&f, 150, 50), 0); /* touching: merged */
        assert_touched(&f, (const uint64_t[]) { 100, 100, 8192, 10000 - 8192 }, 4);
        assert_touched_inside(&f);
        assert_int_equal(profile_file_add_touched(&f, UINT64_MAX, 2), -EOVERFLOW);
        free(f.ranges);
        free(f.touched);

        /* unknown: all of the ranges */
        ProfileFile g = { .id.size = 10000 };
        assert_int_equal(profile_file_add_range(&g, 0, 5000), 0);
        assert_int_equal(profile_file_touched_bytes(&g), 5000);
        free(g.ranges);
}

/* Touched lines survive the text form, canonical, over several lines like ranges; a profile without
 * them parses as before, everything touched. */
static void test_profile_touched_roundtrip(void **state) {
        static const char text[] = "preload-profile 1\n"
                                   "# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.\n"
                                   "name app\n"
                                   "file /a\n"
                                   "id dev=8:1 ino=5 size=20000 mtime=12.000000001\n"
                                   "range 0+8192 12288+4096\n"
                                   "touched 0+4096 4096+100\n"
                                   "touched 12288+4096\n"
                                   "file /b\n"
                                   "id dev=8:1 ino=6 size=20000 mtime=12.000000001\n"
                                   "range 0+8192\n";
        static const char canonical[] = "preload-profile 1\n"
                                        "# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.\n"
                                        "name app\n"
                                        "file /a\n"
                                        "id dev=8:1 ino=5 size=20000 mtime=12.000000001\n"
                                        "range 0+8192 12288+4096\n"
                                        "touched 0+4196 12288+4096\n"
                                        "file /b\n"
                                        "id dev=8:1 ino=6 size=20000 mtime=12.000000001\n"
                                        "range 0+8192\n";
        Profile *p = parse_ok(text), *q;
        char *out;
        size_t n;

        assert_touched(&p->files[0], (const uint64_t[]) { 0, 4196, 12288, 4096 }, 4);
        assert_touched(&p->files[1], NULL, 0);
        assert_int_equal(profile_file_touched_bytes(&p->files[0]), 4196 + 4096);
        assert_int_equal(profile_file_touched_bytes(&p->files[1]), 8192);
        assert_int_equal(profile_touched_bytes(p), 4196 + 4096 + 8192);
        assert_int_equal(profile_total_bytes(p), 8192 + 4096 + 8192);
        assert_int_equal(profile_touched_ranges(p), 3);
        assert_formats_as(p, canonical, sizeof(canonical) - 1);
        q = parse_ok(canonical);
        assert_profiles_equal(p, q);
        profile_free(q);
        profile_free(p);

        /* many touched pairs: split over lines as range lines are, and read back the same */
        p = make_profile("many", 2);
        ProfileFile *f = &p->files[1];
        for (uint64_t r = 0; r < 8; r++)
                for (uint64_t k = 0; k < 4; k++)
                        assert_int_equal(profile_file_add_touched(f, r * 65536 + k * 1024, 100 + k), 0);
        assert_int_equal(f->n_touched, 32);
        assert_int_equal(f->n_ranges, 8); /* all inside the ranges there were */
        assert_int_equal(profile_format(p, &out, &n), 0);
        size_t lines = 0;
        for (const char *c = out; (c = strstr(c, "\ntouched ")); c++)
                lines++;
        assert_int_equal(lines, 2);
        q = parse_ok(out);
        assert_profiles_equal(p, q);
        assert_touched(&q->files[0], NULL, 0);
        assert_int_equal(profile_touched_bytes(q), profile_touched_bytes(p));
        assert_int_equal(profile_touched_bytes(q), profile_total_bytes(q) - profile_file_bytes(&q->files[1]) +
                                                           8 * (100 + 101 + 102 + 103));
        free(out);
        profile_free(q);
        profile_free(p);
}

/* Touched pairs count against PROFILE_RANGES_MAX with the ranges. */
static void test_profile_touched_caps(void **state) {
        uint64_t size = (uint64_t) PROFILE_RANGES_MAX * 2 + 2;
        size_t cap = (size_t) PROFILE_RANGES_MAX * 16 + 4096, len = 0;
        char *big = malloc(cap);
        Profile *p = NULL;
        unsigned line = 0;
        const char *reason = NULL;

        assert_non_null(big);
        len += (size_t) sprintf(big, "preload-profile 1\nname app\nfile /a\nid dev=8:1 ino=5 size=%" PRIu64
                                     " mtime=1.000000000\nrange 0+%" PRIu64 "\n", size, size);
        /* one range and PROFILE_RANGES_MAX - 1 touched pairs: exactly the cap */
        for (unsigned i = 0; i + 1 < PROFILE_RANGES_MAX; i++)
                len += (size_t) sprintf(big + len, "%s %u+1%s", i % 4096 == 0 ? "touched" : "", 2 * i,
                                        i % 4096 == 4095 || i + 2 == PROFILE_RANGES_MAX ? "\n" : "");
        assert_int_equal(profile_parse(big, len, &p, &line, &reason), 0);
        assert_int_equal(p->files[0].n_touched, PROFILE_RANGES_MAX - 1);
        profile_free(p);
        p = NULL;
        len += (size_t) sprintf(big + len, "touched %" PRIu64 "+1\n", size - 1);
        assert_int_equal(profile_parse(big, len, &p, &line, &reason), -EBADMSG);
        assert_string_equal(reason, "too many ranges");
        assert_null(p);
        free(big);
}

/* touched_only planning: a fresh entry adds only what the launch touched, or all of its ranges
 * when that is unknown; the all-ranges form is as before. */
static void test_profile_add_to_plan_touched(void **state) {
        char *a = fixture("touched-a.dat"), *b = fixture("touched-b.dat");
        char *big = calloc(1, 65536);
        ProfileFingerprint id;
        ProfileFile *f;
        Profile *p;
        Plan *all, *touched;

        tu_write_file(a, big, 65536);
        tu_write_file(b, big, 65536);
        assert_int_equal(profile_new("touched", &p), 0);
        assert_int_equal(profile_fingerprint_path(a, &id), 0);
        assert_int_equal(profile_add_file(p, a, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 0, 32768), 0); /* read-around */
        assert_int_equal(profile_file_add_touched(f, 4096, 4096), 0);
        assert_int_equal(profile_file_add_touched(f, 16384, 100), 0);
        assert_int_equal(profile_fingerprint_path(b, &id), 0);
        assert_int_equal(profile_add_file(p, b, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 8192, 8192), 0); /* touched unknown */

        assert_int_equal(plan_new(&all), 0);
        assert_int_equal(plan_new(&touched), 0);
        assert_int_equal(profile_add_to_plan(p, all, NULL), 0);
        assert_int_equal(profile_add_to_plan_touched(p, touched, true, NULL), 0);
        assert_int_equal(plan_total_bytes(all), 32768 + 8192);
        assert_int_equal(touched->n_files, 2);
        assert_int_equal(touched->files[0].n_ranges, 2);
        assert_int_equal(touched->files[0].ranges[0].offset, 4096);
        assert_int_equal(touched->files[0].ranges[0].length, 4096);
        assert_int_equal(touched->files[0].ranges[1].offset, 16384);
        assert_int_equal(touched->files[0].ranges[1].length, 4096); /* page-rounded */
        assert_int_equal(touched->files[1].n_ranges, 1);
        assert_int_equal(touched->files[1].ranges[0].offset, 8192);
        assert_int_equal(touched->files[1].ranges[0].length, 8192);
        assert_int_equal(plan_total_bytes(touched), 4096 + 4096 + 8192);
        plan_free(all);
        plan_free(touched);
        profile_free(p);

        /* an old profile, without touched lines: touched_only plans it all, the same */
        assert_int_equal(profile_fingerprint_path(a, &id), 0);
        char *text = tu_strdupf("preload-profile 1\nname old\nfile %s\n"
                                "id dev=%u:%u ino=%" PRIu64 " size=65536 mtime=%" PRIu64 ".%09" PRIu64 "\n"
                                "range 0+4096 8192+100 40960+8192\n",
                                a, major(id.dev), minor(id.dev), id.ino, id.mtime_nsec / UINT64_C(1000000000),
                                id.mtime_nsec % UINT64_C(1000000000));
        p = parse_ok(text);
        assert_int_equal(profile_touched_bytes(p), profile_total_bytes(p));
        assert_int_equal(profile_touched_ranges(p), profile_total_ranges(p));
        assert_int_equal(plan_new(&all), 0);
        assert_int_equal(plan_new(&touched), 0);
        assert_int_equal(profile_add_to_plan_touched(p, all, false, NULL), 0);
        assert_int_equal(profile_add_to_plan_touched(p, touched, true, NULL), 0);
        assert_int_equal(all->n_files, 1);
        assert_int_equal(touched->n_files, 1);
        assert_int_equal(touched->files[0].n_ranges, all->files[0].n_ranges);
        assert_int_equal(touched->files[0].n_ranges, 3);
        for (size_t i = 0; i < all->files[0].n_ranges; i++) {
                assert_int_equal(touched->files[0].ranges[i].offset, all->files[0].ranges[i].offset);
                assert_int_equal(touched->files[0].ranges[i].length, all->files[0].ranges[i].length);
        }
        plan_free(all);
        plan_free(touched);
        profile_free(p);
        free(text);
        free(big);
        free(a);
        free(b);
}

/* Merging touched bytes: a union of what both sides know, unknown only when neither knows; a
 * changed file's touched bytes replaced with its ranges. */
static void test_profile_merge_observed_touched(void **state) {
        Profile *p, *o;
        ProfileFile *f;

        assert_int_equal(profile_new("app", &p), 0);
        f = entry(p, "/known", 1, (const uint64_t[]) { 0, 65536 }, 2);
        assert_int_equal(profile_file_add_touched(f, 4096, 4096), 0);
        entry(p, "/old", 2, (const uint64_t[]) { 0, 65536 }, 2); /* an older profile's entry */
        f = entry(p, "/known-then-unknown", 3, (const uint64_t[]) { 0, 65536 }, 2);
        assert_int_equal(profile_file_add_touched(f, 0, 4096), 0);
        entry(p, "/never", 4, (const uint64_t[]) { 0, 4096 }, 2);
        f = entry(p, "/changed", 5, (const uint64_t[]) { 0, 65536 }, 2);
        assert_int_equal(profile_file_add_touched(f, 0, 65536), 0);

        assert_int_equal(profile_new("app", &o), 0);
        f = entry(o, "/known", 1, (const uint64_t[]) { 131072, 65536 }, 2);
        assert_int_equal(profile_file_add_touched(f, 8192, 4096), 0);   /* touches the known one */
        assert_int_equal(profile_file_add_touched(f, 163840, 4096), 0);
        f = entry(o, "/old", 2, (const uint64_t[]) { 65536, 65536 }, 2);
        assert_int_equal(profile_file_add_touched(f, 98304, 4096), 0);
        entry(o, "/known-then-unknown", 3, (const uint64_t[]) { 65536, 4096 }, 2);
        entry(o, "/never", 4, (const uint64_t[]) { 8192, 4096 }, 2);
        f = entry(o, "/changed", 50, (const uint64_t[]) { 0, 8192 }, 2); /* another inode */
        assert_int_equal(profile_file_add_touched(f, 4096, 4096), 0);
        f = entry(o, "/new", 6, (const uint64_t[]) { 0, 65536 }, 2);
        assert_int_equal(profile_file_add_touched(f, 0, 4096), 0);
        assert_int_equal(profile_merge_observed(p, o), 0);
        profile_free(o);

        /* known on both sides: the union */
        assert_touched(find(p, "/known"), (const uint64_t[]) { 4096, 8192, 163840, 4096 }, 4);
        assert_int_equal(profile_file_bytes(find(p, "/known")), 65536 * 2);
        /* unknown in the profile, known in the launch: the launch's; the old ranges are kept, as
         * read-around */
        assert_touched(find(p, "/old"), (const uint64_t[]) { 98304, 4096 }, 2);
        assert_int_equal(profile_file_bytes(find(p, "/old")), 131072);
        /* known in the profile, unknown in the launch: the profile's */
        assert_touched(find(p, "/known-then-unknown"), (const uint64_t[]) { 0, 4096 }, 2);
        assert_int_equal(profile_file_bytes(find(p, "/known-then-unknown")), 65536 + 4096);
        /* unknown on both sides: unknown, all of it touched */
        assert_touched(find(p, "/never"), NULL, 0);
        assert_int_equal(profile_file_touched_bytes(find(p, "/never")), 8192);
        /* a changed file: ranges and touched bytes replaced */
        assert_int_equal(find(p, "/changed")->n_ranges, 1);
        assert_int_equal(profile_file_bytes(find(p, "/changed")), 8192);
        assert_touched(find(p, "/changed"), (const uint64_t[]) { 4096, 4096 }, 2);
        /* a new file: its touched bytes copied */
        assert_touched(find(p, "/new"), (const uint64_t[]) { 0, 4096 }, 2);
        for (size_t i = 0; i < p->n_files; i++)
                assert_touched_inside(&p->files[i]);

        /* a changed file whose launch says nothing of touched bytes: unknown, not the old ones */
        assert_int_equal(profile_new("app", &o), 0);
        entry(o, "/known", 100, (const uint64_t[]) { 0, 4096 }, 2);
        assert_int_equal(profile_merge_observed(p, o), 0);
        profile_free(o);
        assert_touched(find(p, "/known"), NULL, 0);
        assert_int_equal(profile_file_touched_bytes(find(p, "/known")), 4096);

        /* and it all survives the text form */
        char *text;
        size_t n;
        assert_int_equal(profile_format(p, &text, &n), 0);
        Profile *q = parse_ok(text);
        assert_profiles_equal(p, q);
        free(text);
        profile_free(q);
        profile_free(p);
}

/* A program's own "X/" or "X/./" is a plain lookup, never a directory looked names up in: read as
 * one, emacs's "/usr/share/emacs/28.2/lisp/./" made every warm stat its 1500 entries. */
static void test_profile_lookup_in_apart(void **state) {
        Profile *p, *q;
        char *text;
        size_t n;

        assert_int_equal(profile_new("app", &p), 0);
        assert_int_equal(profile_add_lookup(p, "/x/"), 0);
        assert_int_equal(profile_add_lookup(p, "/x/./"), 0);
        assert_int_equal(profile_add_lookup(p, "/"), 0);
        assert_int_equal(profile_add_lookup_in(p, "/x//", 9), 0);
        assert_int_equal(profile_add_lookup_in(p, "/y", 0), 0);
        assert_int_equal(profile_add_lookup_in(p, "relative", 0), -EINVAL);
        assert_int_equal(p->n_lookups, 5);
        assert_string_equal(p->lookups[0], "/x/.");
        assert_string_equal(p->lookups[1], "/x/./.");
        assert_string_equal(p->lookups[2], "/");
        assert_string_equal(p->lookups[3], "/x/");
        assert_string_equal(p->lookups[4], "/y/");
        assert_false(lookup_names_dir(p->lookups[0]) || lookup_names_dir(p->lookups[1]) ||
                     lookup_names_dir(p->lookups[2]));
        assert_true(lookup_names_dir(p->lookups[3]) && lookup_names_dir(p->lookups[4]));
        assert_true(profile_has_lookup(p, "/x/"));

        assert_int_equal(profile_format(p, &text, &n), 0);
        assert_non_null(strstr(text, "\nlookup /x/.\nlookup /x/./.\nlookup /\nlookup-in /x ino=9\nlookup-in /y\n"));
        q = parse_ok(text);
        assert_profiles_equal(p, q);
        assert_string_equal(q->lookups[3], "/x/");
        assert_int_equal(q->lookup_inos[3], 9);
        free(text);
        profile_free(q);
        profile_free(p);

        /* a profile written before "lookup-in": its "X/" lines are plain lookups */
        q = parse_ok("preload-profile 1\nname app\nlookup /usr/share/emacs/lisp/./ ino=4\nlookup /home/u/.emacs.d/\n");
        assert_int_equal(q->n_lookups, 2);
        assert_string_equal(q->lookups[0], "/usr/share/emacs/lisp/./.");
        assert_int_equal(q->lookup_inos[0], 4);
        assert_string_equal(q->lookups[1], "/home/u/.emacs.d/.");
        profile_free(q);
        /* one that the "." made the same as another is dropped (emacs's profiles hold "X/" and "X/.") */
        q = parse_ok("preload-profile 1\nname app\nlookup /d/ ino=3\nlookup /e\nlookup /d/.\nlookup /f/.\nlookup /f/\n");
        assert_int_equal(q->n_lookups, 3);
        assert_string_equal(q->lookups[0], "/e");
        assert_string_equal(q->lookups[1], "/d/.");
        assert_string_equal(q->lookups[2], "/f/.");
        profile_free(q);
        /* the two kinds of one directory are two lookups; the same kind twice is a duplicate */
        q = parse_ok("preload-profile 1\nname app\nlookup /d/\nlookup-in /d\n");
        assert_int_equal(q->n_lookups, 2);
        profile_free(q);
}

/* In a child: whether it gets the directory's lock without waiting (1), or finds it held (0). */
static int lock_free_in_child(const char *path) {
        int status;
        pid_t pid = fork();

        assert_true(pid >= 0);
        if (pid == 0) {
                int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
                if (fd < 0)
                        _exit(2);
                _exit(flock(fd, LOCK_EX | LOCK_NB) == 0 ? 1 : errno == EWOULDBLOCK ? 0 : 3);
        }
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        assert_true(WEXITSTATUS(status) <= 1);
        return WEXITSTATUS(status);
}

static void test_profile_dir_lock(void **state) {
        char *top = tu_mkdtemp(), *file = tu_strdupf("%s/x.profile", top), *missing = tu_strdupf("%s/none", top);
        int fd = -1;

        assert_int_equal(lock_free_in_child(top), 1);
        assert_int_equal(profile_dir_lock(top, &fd), 0);
        assert_true(fd >= 0);
        /* another process (a merge of preloadd's, a record) waits for it */
        assert_int_equal(lock_free_in_child(top), 0);
        close(fd);
        assert_int_equal(lock_free_in_child(top), 1);
        /* bad directories: nothing held, *ret_fd untouched */
        tu_write_file(file, "", 0);
        fd = -7;
        assert_int_equal(profile_dir_lock(file, &fd), -ENOTDIR);
        assert_int_equal(profile_dir_lock(missing, &fd), -ENOENT);
        assert_int_equal(fd, -7);
        tu_rm_rf(top);
        free(file);
        free(missing);
        free(top);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_profile_format_roundtrip_odd_paths),
                cmocka_unit_test(test_profile_format_roundtrip_lookups),
                cmocka_unit_test(test_profile_lookup_in_apart),
                cmocka_unit_test(test_profile_lookup_inodes_roundtrip),
                cmocka_unit_test(test_profile_save_load_roundtrip),
                cmocka_unit_test(test_profile_file_add_range_clamps_and_merges),
                cmocka_unit_test(test_profile_parse_minimal_and_merge),
                cmocka_unit_test(test_profile_parse_errors),
                cmocka_unit_test(test_profile_parse_caps),
                cmocka_unit_test(test_profile_parse_fuzz_seeds),
                cmocka_unit_test(test_profile_build_id_read),
                cmocka_unit_test(test_profile_file_check_staleness),
                cmocka_unit_test(test_profile_add_to_plan),
                cmocka_unit_test(test_profile_add_to_plan_lookups),
                cmocka_unit_test(test_profile_save_read_only_dir),
                cmocka_unit_test(test_profile_save_write_fails_midway),
                cmocka_unit_test(test_profile_save_enospc),
                cmocka_unit_test(test_profile_save_sigkill),
                cmocka_unit_test(test_profile_names_and_dirs),
                cmocka_unit_test(test_profile_find),
                cmocka_unit_test(test_profile_dir_lock),
                cmocka_unit_test(test_profile_merge_observed),
                cmocka_unit_test(test_profile_merge_observed_touched),
                cmocka_unit_test(test_profile_file_add_touched),
                cmocka_unit_test(test_profile_touched_roundtrip),
                cmocka_unit_test(test_profile_touched_caps),
                cmocka_unit_test(test_profile_add_to_plan_touched),
        };
        return cmocka_run_group_tests(tests, setup, teardown);
}
