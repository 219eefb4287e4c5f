/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Metadata maps: the strict text form, and when a stored map may be used. */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "ext4meta.h"
#include "macro.h"
#include "metamap.h"
#include "util.h"

static const char seed[] = "preload-metamap 1\n"
                           "# a comment\n"
                           "profile size=4096 mtime=1700000000.000000123\n"
                           "written 1700000100\n"
                           "fs fsid=6c31f2a0:1b2c3d4e dev=7:0 block-size=4096\n"
                           "blocks 1057+4 1100+1 9000+32 70000+2\n"
                           "\n"
                           "fs fsid=0:1 dev=259:3 block-size=1024\n"
                           "blocks 2+1\n"
                           "blocks 40+3\n";

static MetaMap *parse_ok(const char *text) {
        MetaMap *m = NULL;
        unsigned line = 0;
        const char *reason = NULL;

        int r = metamap_parse(text, strlen(text), &m, &line, &reason);
        if (r < 0)
                fail_msg("line %u: %s", line, reason ? reason : "?");
        return m;
}

static void test_metamap_parse(void **state) {
        _cleanup_(metamap_freep) MetaMap *m = parse_ok(seed);

        assert_int_equal(m->profile_size, 4096);
        assert_int_equal(m->profile_mtime.tv_sec, 1700000000);
        assert_int_equal(m->profile_mtime.tv_nsec, 123);
        assert_int_equal(m->written, 1700000100);
        assert_int_equal(m->n_fs, 2);
        assert_int_equal(m->fs[0].fsid[0], 0x6c31f2a0);
        assert_int_equal(m->fs[0].fsid[1], 0x1b2c3d4e);
        assert_int_equal(m->fs[0].dev, makedev(7, 0));
        assert_int_equal(m->fs[0].block_size, 4096);
        assert_int_equal(m->fs[0].n_blocks, 4 + 1 + 32 + 2);
        assert_int_equal(m->fs[0].blocks[0], 1057);
        assert_int_equal(m->fs[0].blocks[3], 1060);
        assert_int_equal(m->fs[0].blocks[4], 1100);
        assert_int_equal(m->fs[0].blocks[38], 70001);
        /* runs continue across "blocks" lines of one file system */
        assert_int_equal(m->fs[1].dev, makedev(259, 3));
        assert_int_equal(m->fs[1].n_blocks, 4);
        assert_int_equal(m->fs[1].blocks[0], 2);
        assert_int_equal(m->fs[1].blocks[3], 42);
}

static void test_metamap_format_round_trip(void **state) {
        uint64_t blocks[] = { 5, 6, 7, 10, 12, 13 };
        Ext4MetaBlocks b = { .fsid = { 1, 0xabc }, .dev = makedev(8, 1), .block_size = 4096,
                             .blocks = blocks, .n_blocks = ELEMENTSOF(blocks) };
        MetaMap m = { .profile_size = 10, .profile_mtime = { 5, 999999999 }, .written = 7, .fs = &b, .n_fs = 1 };
        _cleanup_free_ char *text = NULL, *text2 = NULL;

        assert_int_equal(metamap_format(&m, &text), 0);
        /* adjacent blocks become one run */
        assert_non_null(strstr(text, "\nfs fsid=1:abc dev=8:1 block-size=4096\nblocks 5+3 10+1 12+2\n"));
        assert_non_null(strstr(text, "\nprofile size=10 mtime=5.999999999\n"));
        _cleanup_(metamap_freep) MetaMap *v = parse_ok(text);
        assert_int_equal(v->n_fs, 1);
        assert_int_equal(v->fs[0].n_blocks, ELEMENTSOF(blocks));
        assert_memory_equal(v->fs[0].blocks, blocks, sizeof(blocks));
        assert_int_equal(metamap_format(v, &text2), 0);
        assert_string_equal(text, text2);

        /* more runs than a line holds go on further lines, and still parse */
        uint64_t many[40];
        for (size_t i = 0; i < ELEMENTSOF(many); i++)
                many[i] = 100 + 2 * i;
        b.blocks = many;
        b.n_blocks = ELEMENTSOF(many);
        free(text);
        text = NULL;
        assert_int_equal(metamap_format(&m, &text), 0);
        _cleanup_(metamap_freep) MetaMap *w = parse_ok(text);
        assert_int_equal(w->fs[0].n_blocks, ELEMENTSOF(many));
        assert_int_equal(w->fs[0].blocks[39], 178);
}

static void test_metamap_parse_errors(void **state) {
        static const struct {
                const char *text;
                unsigned line;
                const char *reason;
        } cases[] = {
                { "", 1, "empty" },
                { "preload-profile 1\n", 1, "not a metadata map" },
                { "preload-metamap 1\nprofile size=1 mtime=1.000000000\n", 2, "missing profile or written" },
                { "preload-metamap 1\nprofile size=1 mtime=1.000000000\nwritten 1\n", 3,
                  "a file system without blocks" },
                { "preload-metamap 1\nwritten 1\nprofile size=1 mtime=1.000000000\nblocks 1+1\n", 4,
                  "blocks before any fs line" },
                { "preload-metamap 1\nwritten 1\nprofile size=1 mtime=1.000000000\n"
                  "fs fsid=1:2 dev=7:0 block-size=4096\nblocks 10+2 12+1\n",
                  5, "not ascending" },
                { "preload-metamap 1\nwritten 1\nprofile size=1 mtime=1.000000000\n"
                  "fs fsid=1:2 dev=7:0 block-size=4096\nblocks 10+2 5+1\n",
                  5, "not ascending" },
                { "preload-metamap 1\nwritten 1\nprofile size=1 mtime=1.000000000\n"
                  "fs fsid=1:2 dev=7:0 block-size=4096\nblocks 0+2\n",
                  5, "out of range" },
                { "preload-metamap 1\nwritten 1\nprofile size=1 mtime=1.000000000\n"
                  "fs fsid=1:2 dev=7:0 block-size=4096\nblocks 3+0\n",
                  5, "out of range" },
                { "preload-metamap 1\nwritten 1\nprofile size=1 mtime=1.000000000\n"
                  "fs fsid=1:2 dev=7:0 block-size=4096\nblocks 1+70000\n",
                  5, "too many blocks" },
                { "preload-metamap 1\nwritten 1\nprofile size=1 mtime=1.000000000\n"
                  "fs fsid=1:2 dev=7:0 block-size=3000\n",
                  4, "power of two" },
                { "preload-metamap 1\nwritten 1\nprofile size=1 mtime=1.000000000\n"
                  "fs fsid=1:2 dev=7:0 block-size=4096\nfs fsid=1:2 dev=7:0 block-size=4096\n",
                  5, "a file system without blocks" },
                { "preload-metamap 1\nwritten 1\nprofile size=1 mtime=1.000000000\n"
                  "fs fsid=1:G dev=7:0 block-size=4096\n",
                  4, "fsid" },
                { "preload-metamap 1\nwritten 1\nwritten 2\n", 3, "a second written line" },
                { "preload-metamap 1\nwritten 1 \n", 2, "trailing space" },
                { "preload-metamap 1\nwritten 01\n", 2, "bad time" },
                { "preload-metamap 1\nprofile size=1 mtime=1.5\n", 2, "mtime" },
                { "preload-metamap 1\nbogus 1\n", 2, "unknown keyword" },
                { "preload-metamap 1\nwritten\0 1\n", 2, "NUL" },
        };

        for (size_t i = 0; i < ELEMENTSOF(cases); i++) {
                MetaMap *m = NULL;
                unsigned line = 0;
                const char *reason = NULL;
                size_t len = strlen(cases[i].text);

                if (strstr(cases[i].reason, "NUL"))
                        len = sizeof("preload-metamap 1\nwritten\0 1\n") - 1;
                int r = metamap_parse(cases[i].text, len, &m, &line, &reason);
                if (r != -EBADMSG || !reason || !strstr(reason, cases[i].reason) ||
                    (cases[i].line != 0 && line != cases[i].line))
                        fail_msg("case %zu: r=%d line %u reason %s", i, r, line, reason ? reason : "(none)");
                assert_null(m);
        }
}

static void test_metamap_path(void **state) {
        _cleanup_free_ char *a = NULL, *b = NULL;

        assert_int_equal(metamap_path("/var/cache/preloadd/profiles/gimp.profile", &a), 0);
        assert_string_equal(a, "/var/cache/preloadd/profiles/gimp.metamap");
        assert_int_equal(metamap_path("/tmp/x/saved", &b), 0);
        assert_string_equal(b, "/tmp/x/saved.metamap");
}

static void test_metamap_store_load(void **state) {
        _cleanup_free_ char *dir = tu_mkdtemp();
        _cleanup_free_ char *prof = tu_strdupf("%s/app.profile", dir);
        _cleanup_free_ char *map = tu_strdupf("%s/app.metamap", dir);
        uint64_t blocks[] = { 3, 4, 90 };
        Ext4MetaBlocks b = { .fsid = { 7, 8 }, .dev = makedev(7, 0), .block_size = 4096, .blocks = blocks,
                             .n_blocks = ELEMENTSOF(blocks) };
        int64_t now = (int64_t) time(NULL);
        const char *reason = NULL;
        MetaMap *m = NULL;
        struct stat st;

        assert_int_equal(metamap_load(prof, now, &m, &reason), -ENOENT);
        tu_write_file(prof, "profile text\n", 13);
        assert_int_equal(stat(prof, &st), 0);
        assert_int_equal(metamap_load(prof, now, &m, &reason), -ENOENT);
        assert_int_equal(metamap_store(prof, &st, now, &b, 1), 0);

        assert_int_equal(metamap_load(prof, now, &m, &reason), 0);
        assert_int_equal(m->n_fs, 1);
        assert_int_equal(m->fs[0].n_blocks, 3);
        assert_int_equal(m->fs[0].blocks[2], 90);
        m = metamap_free(m);

        /* a week on, or from a clock set forward, it is made again */
        assert_int_equal(metamap_load(prof, now + METAMAP_MAX_AGE_SEC + 1, &m, &reason), -ESTALE);
        assert_int_equal(metamap_load(prof, now - 1, &m, &reason), -ESTALE);
        assert_null(m);

        /* the profile changed since: not used */
        struct timespec ts[2] = { { .tv_nsec = UTIME_OMIT }, { .tv_sec = st.st_mtim.tv_sec - 10 } };
        assert_int_equal(utimensat(AT_FDCWD, prof, ts, 0), 0);
        assert_int_equal(metamap_load(prof, now, &m, &reason), -ESTALE);
        assert_non_null(strstr(reason, "another version of the profile"));

        /* a torn or foreign file is not used either */
        tu_write_file(map, "preload-metamap 1\nwritten", 25);
        assert_int_equal(metamap_load(prof, now, &m, &reason), -EBADMSG);
        assert_non_null(reason);
        if (geteuid() == 0) {
                assert_int_equal(stat(prof, &st), 0);
                assert_int_equal(metamap_store(prof, &st, now, &b, 1), 0);
                assert_int_equal(chown(map, 65534, 65534), 0);
                assert_int_equal(metamap_load(prof, now, &m, &reason), -EPERM);
        }
        assert_int_equal(metamap_remove(prof), 0);
        assert_int_equal(access(map, F_OK), -1);
        assert_int_equal(metamap_remove(prof), 0);

        /* nothing to keep: no map */
        b.n_blocks = 0;
        assert_int_equal(metamap_store(prof, &st, now, &b, 1), -E2BIG);
        assert_int_equal(access(map, F_OK), -1);
        tu_rm_rf(dir);
}

/* Without a block device under it (here /proc's anonymous device) a map is refused, not read. */
static void test_metamap_read_no_device(void **state) {
        uint64_t blocks[] = { 1 };
        struct stat st;
        Ext4MetaStats stats = {};
        _cleanup_free_ char *reason = NULL;

        assert_int_equal(stat("/proc/self", &st), 0);
        Ext4MetaBlocks b = { .dev = st.st_dev, .block_size = 4096, .blocks = blocks, .n_blocks = 1 };
        assert_int_equal(ext4meta_read_blocks(NULL, &b, NULL, &stats, &reason), -EOPNOTSUPP);
        assert_non_null(reason);
        assert_non_null(strstr(reason, "no block device"));
        assert_int_equal(stats.requests, 0);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_metamap_parse),
                cmocka_unit_test(test_metamap_format_round_trip),
                cmocka_unit_test(test_metamap_parse_errors),
                cmocka_unit_test(test_metamap_path),
                cmocka_unit_test(test_metamap_store_load),
                cmocka_unit_test(test_metamap_read_no_device),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
