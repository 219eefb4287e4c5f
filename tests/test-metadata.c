/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The metadata pass: items sorted by inode (unknown ones by path, after), each path of a profile
 * once, every item stat()ed exactly once and, with one worker, in that order; directories read;
 * EXT4_IOC_PRECACHE_EXTENTS refused cleanly where the file system has no such thing.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>
#include <cmocka.h>

#include "macro.h"
#include "metadata.h"
#include "profile.h"
#include "util.h"

static char *dir;

static int setup(void **state) {
        dir = tu_mkdtemp();
        return 0;
}

static int teardown(void **state) {
        tu_rm_rf(dir);
        free(dir);
        return 0;
}

static void test_metadata_items_sort(void **state) {
        MetadataItem v[] = {
                { .path = "/z/unknown" },
                { .path = "/b", .ino = 900 },
                { .path = "/a/unknown" },
                { .path = "/c", .ino = 12 },
                { .path = "/d", .ino = 12 }, /* same inode: by path */
                { .path = "/a", .ino = UINT64_MAX },
                { .path = "/m/unknown" },
        };
        static const char *const want[] = { "/c", "/d", "/b", "/a", "/a/unknown", "/m/unknown", "/z/unknown" };

        metadata_items_sort(v, ELEMENTSOF(v));
        for (size_t i = 0; i < ELEMENTSOF(v); i++)
                assert_string_equal(v[i].path, want[i]);
        metadata_items_sort(NULL, 0); /* nothing to sort: no qsort(NULL, 0) */
}

static Profile *profile_fixture(void) {
        Profile *p;
        ProfileFile *f;

        assert_int_equal(profile_new("app", &p), 0);
        assert_int_equal(profile_add_file(p, "/usr/bin/app", &(ProfileFingerprint) { .ino = 500, .size = 1 << 20 }, &f), 0);
        assert_int_equal(profile_add_file(p, "/usr/lib/libx.so", &(ProfileFingerprint) { .ino = 30, .size = 4096 }, &f), 0);
        assert_int_equal(profile_add_lookup_ino(p, "/usr/lib/liby.so", 31), 0);
        assert_int_equal(profile_add_lookup(p, "/etc/missing"), 0);
        /* The file's own path looked up too: one item, the file's. */
        assert_int_equal(profile_add_lookup_ino(p, "/usr/bin/app", 500), 0);
        assert_int_equal(profile_add_lookup_ino(p, "/opt/early", 2), 0);
        return p;
}

static void test_metadata_items_from_profile(void **state) {
        _cleanup_free_ MetadataItem *v = NULL;
        Profile *p = profile_fixture();
        size_t n;

        assert_int_equal(metadata_items_from_profile(p, &v, &n), 0);
        assert_int_equal(n, 5);
        assert_string_equal(v[0].path, "/opt/early");
        assert_false(v[0].is_file);
        assert_string_equal(v[1].path, "/usr/lib/libx.so");
        assert_true(v[1].is_file);
        assert_string_equal(v[2].path, "/usr/lib/liby.so");
        assert_string_equal(v[3].path, "/usr/bin/app");
        assert_true(v[3].is_file);
        assert_int_equal(v[3].size, 1 << 20);
        assert_string_equal(v[4].path, "/etc/missing");
        assert_int_equal(v[4].ino, 0);
        profile_free(p);

        /* An empty profile has no items. */
        free(v);
        v = NULL;
        assert_int_equal(profile_new("empty", &p), 0);
        assert_int_equal(metadata_items_from_profile(p, &v, &n), 0);
        assert_int_equal(n, 0);
        assert_null(v);
        profile_free(p);
}

/* A stat stand-in that records the order of the calls. */
typedef struct Recorder {
        pthread_mutex_t lock;
        const char *seen[64];
        size_t n;
} Recorder;

static int stat_record(const char *path, struct stat *ret, void *userdata) {
        Recorder *r = userdata;
        pthread_mutex_lock(&r->lock);
        if (r->n < ELEMENTSOF(r->seen))
                r->seen[r->n] = path;
        r->n++;
        pthread_mutex_unlock(&r->lock);
        *ret = (struct stat) {};
        return strstr(path, "missing") ? -ENOENT : 0;
}

static void test_metadata_stat_all_order_and_once(void **state) {
        _cleanup_free_ MetadataItem *v = NULL;
        Profile *p = profile_fixture();
        Recorder rec = { .lock = PTHREAD_MUTEX_INITIALIZER };
        size_t n, found;

        assert_int_equal(metadata_items_from_profile(p, &v, &n), 0);

        /* One worker: exactly the inode order, each path once. */
        assert_int_equal(metadata_stat_all(v, n, 1, stat_record, &rec, &found), 0);
        assert_int_equal(rec.n, n);
        for (size_t i = 0; i < n; i++)
                assert_ptr_equal(rec.seen[i], v[i].path);
        assert_int_equal(found, n - 1); /* /etc/missing */

        /* Many workers (more than items): each path still exactly once. */
        rec.n = 0;
        assert_int_equal(metadata_stat_all(v, n, METADATA_THREADS_MAX + 10, stat_record, &rec, &found), 0);
        assert_int_equal(rec.n, n);
        for (size_t i = 0; i < n; i++) {
                size_t times = 0;
                for (size_t j = 0; j < rec.n; j++)
                        times += rec.seen[j] == v[i].path;
                assert_int_equal(times, 1);
        }
        assert_int_equal(found, n - 1);

        rec.n = 0;
        assert_int_equal(metadata_stat_all(NULL, 0, 8, stat_record, &rec, &found), 0);
        assert_int_equal(rec.n, 0);
        assert_int_equal(found, 0);
        profile_free(p);
}

/* The real pass over real files: the stats succeed, the directories are read, and the inodes
 * the files really have give the order. */
static void test_metadata_profile_pass_real_files(void **state) {
        _cleanup_free_ char *a = tu_strdupf("%s/d1/a", dir), *b = tu_strdupf("%s/d2/b", dir),
                            *missing = tu_strdupf("%s/d2/missing", dir);
        Profile *p;
        ProfileFile *f;
        struct stat st;
        MetadataStats stats;

        tu_write_file(a, "a", 1);
        tu_write_file(b, "b", 1);
        assert_int_equal(profile_new("real", &p), 0);
        assert_int_equal(stat(a, &st), 0);
        assert_int_equal(profile_add_file(p, a, &(ProfileFingerprint) { .ino = st.st_ino, .size = 1 }, &f), 0);
        assert_int_equal(stat(b, &st), 0);
        assert_int_equal(profile_add_lookup_ino(p, b, st.st_ino), 0);
        assert_int_equal(profile_add_lookup(p, missing), 0);

        for (MetadataPass pass = 0; pass < _METADATA_PASS_MAX; pass++) {
                assert_int_equal(metadata_profile_pass(p, pass, &stats), 0);
                if (pass == METADATA_PASS_DEFAULT) {
                        /* The default is the serial pass: the others won nothing on the lab. */
                        MetadataStats serial;
                        assert_int_equal(metadata_profile_pass(p, METADATA_PASS_SERIAL, &serial), 0);
                        assert_int_equal(stats.n_stats, serial.n_stats);
                        continue;
                }
                if (pass == METADATA_PASS_SERIAL) {
                        assert_int_equal(stats.n_stats, 1); /* files only */
                        assert_int_equal(stats.n_found, 1);
                } else {
                        assert_int_equal(stats.n_stats, 3);
                        assert_int_equal(stats.n_found, 2);
                }
                assert_int_equal(stats.n_dirs, pass == METADATA_PASS_DIRS ? 2 : 0);
                /* Too small for an extent tree: never asked. */
                assert_int_equal(stats.n_extents + stats.n_extents_refused, 0);
        }
        profile_free(p);
}

static void test_metadata_extents_precache(void **state) {
        _cleanup_free_ char *path = tu_strdupf("%s/big", dir);
        _cleanup_close_ int fd = -EBADF, mfd = -EBADF;
        _cleanup_free_ char *buf = calloc(1, METADATA_EXTENTS_MIN);
        struct statfs sfs;
        MetadataItem item;
        size_t done, refused;

        assert_non_null(buf);
        /* A memfd (shmem) has no extent tree: refused, as on any file system that is not ext4. */
        mfd = memfd_create("metadata-test", MFD_CLOEXEC);
        assert_true(mfd >= 0);
        assert_int_equal(metadata_extents_precache_fd(mfd), -EOPNOTSUPP);

        /* A file in the test directory: cached on ext4, refused elsewhere (tmpfs, xfs, btrfs). */
        tu_write_file(path, buf, METADATA_EXTENTS_MIN);
        fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(fstatfs(fd, &sfs), 0);
        bool ext4 = sfs.f_type == EXT4_SUPER_MAGIC;
        assert_int_equal(metadata_extents_precache_fd(fd), ext4 ? 0 : -EOPNOTSUPP);

        item = (MetadataItem) { .path = path, .size = METADATA_EXTENTS_MIN, .is_file = true };
        assert_int_equal(metadata_extents_precache(&item, 1, 4, &done, &refused), 0);
        assert_int_equal(done, ext4 ? 1 : 0);
        assert_int_equal(refused, ext4 ? 0 : 1);
        /* Under the size, or a lookup: not asked at all. */
        item.size = METADATA_EXTENTS_MIN - 1;
        assert_int_equal(metadata_extents_precache(&item, 1, 4, &done, &refused), 0);
        assert_int_equal(done + refused, 0);
        item = (MetadataItem) { .path = path, .size = METADATA_EXTENTS_MIN };
        assert_int_equal(metadata_extents_precache(&item, 1, 4, &done, &refused), 0);
        assert_int_equal(done + refused, 0);
}

static void test_metadata_pass_names(void **state) {
        MetadataPass p;
        for (MetadataPass i = 0; i < _METADATA_PASS_MAX; i++) {
                assert_int_equal(metadata_pass_from_string(metadata_pass_to_string(i), &p), 0);
                assert_int_equal(p, i);
        }
        assert_int_equal(metadata_pass_from_string("bogus", &p), -EINVAL);
        assert_int_equal(metadata_pass_from_string(NULL, &p), -EINVAL);
        assert_null(metadata_pass_to_string(_METADATA_PASS_MAX));
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_metadata_items_sort),
                cmocka_unit_test(test_metadata_items_from_profile),
                cmocka_unit_test(test_metadata_stat_all_order_and_once),
                cmocka_unit_test(test_metadata_profile_pass_real_files),
                cmocka_unit_test(test_metadata_extents_precache),
                cmocka_unit_test(test_metadata_pass_names),
        };
        return cmocka_run_group_tests(tests, setup, teardown);
}
