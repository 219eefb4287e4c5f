/* SPDX-License-Identifier: LGPL-2.1-or-later */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "neighbours.h"
#include "util.h"

#define KIB UINT64_C(1024)

static void test_neighbour_gaps(void **state) {
        /* Out of order on purpose: the function sorts. Device 1: file 0 at [0, 8K), file 1 at
         * [12K, 16K) (a 4K gap), file 1 again at [16K, 20K) (same file: no gap), file 2 at
         * [20K + 128K, ...) (exactly the limit), file 3 at [.. + 128K + 4K] (one past it); file 4
         * inside file 3's run (overlap: no gap). Device 2: file 5 right after a device-1 address. */
        NeighbourRun runs[] = {
                { .dev = 1, .start = 12 * KIB, .end = 16 * KIB, .file = 1 },
                { .dev = 1, .start = 0, .end = 8 * KIB, .file = 0 },
                { .dev = 1, .start = 16 * KIB, .end = 20 * KIB, .file = 1 },
                { .dev = 1, .start = 148 * KIB, .end = 152 * KIB, .file = 2 },
                { .dev = 1, .start = 284 * KIB, .end = 400 * KIB, .file = 3 },
                { .dev = 1, .start = 300 * KIB, .end = 310 * KIB, .file = 4 },
                { .dev = 1, .start = 404 * KIB, .end = 408 * KIB, .file = 4 },
                { .dev = 2, .start = 409 * KIB, .end = 410 * KIB, .file = 5 },
        };
        NeighbourGap *g;
        size_t n;

        assert_int_equal(neighbour_gaps(runs, sizeof(runs) / sizeof(runs[0]), 128 * KIB, &g, &n), 0);
        assert_int_equal(n, 3);
        assert_int_equal(g[0].start, 8 * KIB);
        assert_int_equal(g[0].end, 12 * KIB);
        assert_int_equal(g[0].a, 0);
        assert_int_equal(g[0].b, 1);
        assert_int_equal(g[0].dev, 1);
        assert_int_equal(g[1].start, 20 * KIB);
        assert_int_equal(g[1].end, 148 * KIB);
        assert_int_equal(g[1].b, 2);
        /* After file 4's run inside file 3's, the gap starts where file 3 ends, not file 4. */
        assert_int_equal(g[2].start, 400 * KIB);
        assert_int_equal(g[2].end, 404 * KIB);
        assert_int_equal(g[2].a, 3);
        assert_int_equal(g[2].b, 4);
        free(g);

        assert_int_equal(neighbour_gaps(runs, 1, 128 * KIB, &g, &n), 0);
        assert_null(g);
        assert_int_equal(n, 0);
        assert_int_equal(neighbour_gaps(runs, 0, 128 * KIB, &g, &n), 0);
        assert_int_equal(n, 0);
}

static void test_neighbour_ranges(void **state) {
        /* Logical [0, 8K) at 100K, [8K, 16K) at 40K. */
        Extent ext[] = {
                { .logical = 0, .physical = 100 * KIB, .length = 8 * KIB },
                { .logical = 8 * KIB, .physical = 40 * KIB, .length = 8 * KIB },
        };
        Range *r = NULL;
        size_t n = 0, na = 0;

        assert_int_equal(neighbour_ranges(ext, 2, 44 * KIB, 104 * KIB, &r, &n, &na), 0);
        assert_int_equal(n, 2);
        assert_int_equal(r[0].offset, 0);
        assert_int_equal(r[0].length, 4 * KIB);
        assert_int_equal(r[1].offset, 12 * KIB);
        assert_int_equal(r[1].length, 4 * KIB);
        assert_int_equal(r[0].sources, RANGE_SOURCE_NEIGHBOUR);
        free(r);
        r = NULL;
        n = na = 0;
        assert_int_equal(neighbour_ranges(ext, 2, 0, 40 * KIB, &r, &n, &na), 0);
        assert_int_equal(n, 0);
        free(r);
}

static char *write_file(const char *dir, const char *name, size_t size) {
        char *path = tu_strdupf("%s/%s", dir, name);
        tu_write_filled(path, size);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(fsync(fd), 0); /* allocated now: FIEMAP sees where */
        close(fd);
        return path;
}

static bool extents_of(const char *path, Extent **ext, size_t *n) {
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        int r = device_file_extents(fd, 0, UINT64_MAX / 2, ext, n);
        close(fd);
        return r >= 0 && *n > 0;
}

static void test_plan_add_neighbours(void **state) {
        char *dir = tu_mkdtemp();
        /* Written one after another: on most file systems their blocks follow each other. */
        char *a = write_file(dir, "a", 8 * KIB), *mid = write_file(dir, "mid", 12 * KIB),
             *b = write_file(dir, "b", 8 * KIB);
        Extent *ea = NULL, *em = NULL, *eb = NULL;
        size_t na = 0, nm = 0, nb = 0, files;
        uint64_t bytes;
        struct stat st;
        PlanFile *f;
        Plan *p;

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(stat(a, &st), 0);
        assert_int_equal(plan_add_file(p, a, NULL, &st, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, 8 * KIB, RANGE_SOURCE_PROFILE), 0);
        assert_int_equal(stat(b, &st), 0);
        assert_int_equal(plan_add_file(p, b, NULL, &st, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, 8 * KIB, RANGE_SOURCE_PROFILE), 0);

        /* The expectation comes from where this machine's file system put the three files. */
        bool between = extents_of(a, &ea, &na) && extents_of(mid, &em, &nm) && extents_of(b, &eb, &nb) &&
                na == 1 && nm == 1 && nb == 1 && em[0].physical == ea[0].physical + 8 * KIB &&
                eb[0].physical == em[0].physical + 12 * KIB;
        struct stat sa, sm, sb;
        assert_int_equal(stat(a, &sa) | stat(mid, &sm) | stat(b, &sb), 0);
        between = between && sa.st_ino < sm.st_ino && sm.st_ino < sb.st_ino;

        assert_int_equal(plan_add_neighbours(p, 128 * KIB, &files, &bytes), 0);
        if (between) {
                assert_int_equal(files, 1);
                assert_int_equal(bytes, 12 * KIB);
                assert_int_equal(p->n_files, 3);
                assert_string_equal(p->files[2].path, mid);
                assert_int_equal(p->files[2].n_ranges, 1);
                assert_int_equal(p->files[2].ranges[0].length, 12 * KIB);
                assert_int_equal(p->files[2].ranges[0].sources, RANGE_SOURCE_NEIGHBOUR);
                /* A gap larger than the limit is left alone. */
                Plan *q;
                assert_int_equal(plan_new(&q), 0);
                assert_int_equal(plan_merge(q, p), 0);
                plan_free(p);
                assert_int_equal(plan_new(&p), 0);
                for (size_t i = 0; i < 2; i++) {
                        assert_int_equal(stat(q->files[i].path, &st), 0);
                        assert_int_equal(plan_add_file(p, q->files[i].path, NULL, &st, &f), 0);
                        assert_int_equal(plan_file_add_range(f, 0, 8 * KIB, RANGE_SOURCE_PROFILE), 0);
                }
                plan_free(q);
                assert_int_equal(plan_add_neighbours(p, 8 * KIB, &files, &bytes), 0);
                assert_int_equal(files, 0);
                assert_int_equal(p->n_files, 2);
        } else {
                /* Elsewhere (tmpfs has no FIEMAP; another layout) nothing that is not between. */
                for (size_t i = 2; i < p->n_files; i++)
                        assert_string_not_equal(p->files[i].path, a);
        }
        /* Off: nothing added. */
        size_t before = p->n_files;
        assert_int_equal(plan_add_neighbours(p, 0, &files, &bytes), 0);
        assert_int_equal(files, 0);
        assert_int_equal(p->n_files, before);

        plan_free(p);
        free(ea);
        free(em);
        free(eb);
        tu_rm_rf(dir);
        free(dir);
        free(a);
        free(mid);
        free(b);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_neighbour_gaps),
                cmocka_unit_test(test_neighbour_ranges),
                cmocka_unit_test(test_plan_add_neighbours),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
