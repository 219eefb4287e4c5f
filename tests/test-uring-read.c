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
#include <unistd.h>

#include "uring-read.h"
#include "util.h"

#define KIB UINT64_C(1024)
#define N_READS 150 /* more than the depth: the ring is refilled in batches */

typedef struct Seen {
        unsigned calls[N_READS + 1];
        int64_t res[N_READS + 1];
        uint64_t offset[N_READS + 1];
        uint64_t length[N_READS + 1];
} Seen;

static void on_done(void *userdata, uint64_t token, uint64_t offset, uint64_t length, int64_t res) {
        Seen *s = userdata;
        assert_true(token <= N_READS);
        s->calls[token]++;
        s->res[token] = res;
        s->offset[token] = offset;
        s->length[token] = length;
}

static void test_uring_read(void **state) {
        char *dir = tu_mkdtemp(), *path = tu_strdupf("%s/data", dir);
        size_t size = N_READS * 4 * KIB + 100; /* the last read is short: the end of the file */
        char *buf = calloc(1, size);
        Seen seen = {};
        UringRead *u;
        int r, fd;

        assert_non_null(buf);
        tu_write_file(path, buf, size);
        fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);

        /* At most 16 reads or 40 KiB in flight: the bytes bind first (five reads of 8 KiB). */
        r = uring_read_new(16, 8 * KIB, 40 * KIB, on_done, &seen, &u);
        if (r == -EOPNOTSUPP || r == -ENOSYS || r == -EPERM) {
                close(fd);
                tu_rm_rf(dir);
                free(dir);
                free(path);
                free(buf);
                skip();
        }
        assert_int_equal(r, 0);
        assert_int_equal(uring_read_queue(u, fd, 0, 16 * KIB, 0), -EINVAL); /* over max_length */
        assert_int_equal(uring_read_queue(u, fd, 0, 0, 0), -EINVAL);
        for (unsigned i = 0; i < N_READS; i++)
                assert_int_equal(uring_read_queue(u, fd, i * 4 * KIB, 8 * KIB, i), 0);
        /* A read of a closed descriptor fails alone, as its own completion. */
        assert_int_equal(uring_read_queue(u, 1000000, 0, 4 * KIB, N_READS), 0);
        assert_int_equal(uring_read_drain(u), 0);
        assert_int_equal(uring_read_submitted(u), N_READS + 1);
        assert_true(uring_read_peak_bytes(u) <= 40 * KIB);
        assert_true(uring_read_peak_bytes(u) >= 16 * KIB);

        for (unsigned i = 0; i < N_READS; i++) {
                assert_int_equal(seen.calls[i], 1);
                assert_int_equal(seen.offset[i], i * 4 * KIB);
                assert_int_equal(seen.length[i], 8 * KIB);
        }
        assert_int_equal(seen.res[0], 8 * KIB);
        assert_int_equal(seen.res[N_READS - 2], 8 * KIB);
        assert_int_equal(seen.res[N_READS - 1], 4 * KIB + 100);
        assert_int_equal(seen.calls[N_READS], 1);
        assert_int_equal(seen.res[N_READS], -EBADF);

        /* Nothing in flight: draining again is a no-op. */
        assert_int_equal(uring_read_drain(u), 0);
        assert_int_equal(uring_read_submitted(u), N_READS + 1);
        uring_read_free(u);

        assert_int_equal(uring_read_new(0, 8 * KIB, 40 * KIB, on_done, &seen, &u), -EINVAL);
        assert_int_equal(uring_read_new(16, 8 * KIB, 4 * KIB, on_done, &seen, &u), -EINVAL);
        close(fd);
        tu_rm_rf(dir);
        free(dir);
        free(path);
        free(buf);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_uring_read),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
