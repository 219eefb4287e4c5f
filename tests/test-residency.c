/* SPDX-License-Identifier: LGPL-2.1-or-later */
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "residency.h"
#include "util.h"

#define PAGE UINT64_C(4096)
#define KIB UINT64_C(1024)
#define MIB (KIB * 1024)

static char *dir;

static int setup(void **state) {
        dir = tu_mkdtemp();
        chmod(dir, 0755);
        return 0;
}

static int teardown(void **state) {
        tu_rm_rf(dir);
        free(dir);
        return 0;
}

static char *make_file(const char *name, uint64_t size, mode_t mode) {
        char *path = tu_strdupf("%s/%s", dir, name);
        char *buf = malloc(size ? size : 1);
        assert_non_null(buf);
        memset(buf, 'r', size);
        tu_write_file(path, buf, size);
        free(buf);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(fsync(fd), 0);
        assert_int_equal(posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED), 0);
        close(fd);
        assert_int_equal(chmod(path, mode), 0);
        return path;
}

static void read_range(const char *path, uint64_t off, uint64_t len) {
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        char buf[4096];
        assert_true(fd >= 0);
        /* No read-ahead around the pages read, whatever the disk's read_ahead_kb: the tests count
         * exactly the pages they read. */
        assert_int_equal(posix_fadvise(fd, 0, 0, POSIX_FADV_RANDOM), 0);
        for (uint64_t o = off; o < off + len; o += sizeof(buf))
                assert_true(pread(fd, buf, sizeof(buf), (off_t) o) >= 0);
        close(fd);
}

static void test_residency_fd_range_counts(void **state) {
        char *a = make_file("count", 2 * MIB + 100, 0644);
        uint64_t c = 7;
        int fd = open(a, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);

        assert_int_equal(residency_fd_range(fd, 0, 2 * MIB + 100, &c), 0);
        assert_int_equal(c, 0);
        read_range(a, 0, 256 * KIB);
        assert_int_equal(residency_fd_range(fd, 0, 256 * KIB, &c), 0);
        assert_int_equal(c, 256 * KIB);
        /* Never more than the range asked for, whatever read-ahead brought in around it. */
        assert_int_equal(residency_fd_range(fd, 64 * KIB, 8 * KIB, &c), 0);
        assert_int_equal(c, 8 * KIB);
        /* Clamped to the file: the partial last page counts once, nothing past it. */
        read_range(a, 2 * MIB, PAGE);
        assert_int_equal(residency_fd_range(fd, 2 * MIB, 1 * MIB, &c), 0);
        assert_int_equal(c, PAGE);
        assert_int_equal(residency_fd_range(fd, 4 * MIB, 1 * MIB, &c), 0);
        assert_int_equal(c, 0);
        assert_int_equal(residency_fd_range(fd, 0, UINT64_MAX, &c), 0);
        assert_true(c >= 256 * KIB + PAGE);
        close(fd);

        int p[2];
        assert_int_equal(pipe(p), 0);
        c = 7;
        assert_int_equal(residency_fd_range(p[0], 0, PAGE, &c), -EINVAL);
        assert_int_equal(c, 7);
        close(p[0]);
        close(p[1]);
        free(a);
}

static void test_residency_plan_totals_and_errors(void **state) {
        char *a = make_file("plan-a", 1 * MIB, 0644), *b = make_file("plan-b", 512 * KIB, 0644);
        char *gone = tu_strdupf("%s/plan-gone", dir), *sub = tu_strdupf("%s/plan-dir", dir);
        PlanResidency *r;
        PlanFile *f;
        Plan *p;

        assert_int_equal(mkdir(sub, 0755), 0);
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_add_file(p, a, NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, 128 * KIB, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(f, 512 * KIB, 4 * MIB, RANGE_SOURCE_ELF), 0); /* past EOF */
        assert_int_equal(plan_add_file(p, b, NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, 512 * KIB, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_add_file(p, gone, NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, PAGE, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_add_file(p, sub, NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, PAGE, RANGE_SOURCE_ELF), 0);

        read_range(a, 0, 128 * KIB);
        assert_int_equal(residency_plan(p, &r), 0);
        assert_true(r->files[0].known);
        assert_int_equal(r->files[0].total, 128 * KIB + 512 * KIB);
        assert_int_equal(r->files[0].cached, 128 * KIB);
        assert_null(file_residency_problem(&r->files[0]));
        assert_true(r->files[1].known);
        assert_int_equal(r->files[1].cached, 0);
        assert_int_equal(r->files[2].error, -ENOENT);
        assert_int_equal(r->files[3].error, -EISDIR);
        assert_non_null(strstr(file_residency_problem(&r->files[3]), "directory"));
        assert_int_equal(r->n_errors, 2);
        assert_int_equal(r->n_unknown, 0);
        assert_int_equal(r->cached, 128 * KIB);
        assert_int_equal(r->total_known, 640 * KIB + 512 * KIB);

        json_object *j, *files;
        assert_int_equal(plan_residency_to_json(r, p, &j), 0);
        files = json_object_object_get(j, "files");
        assert_int_equal(json_object_array_length(files), 4);
        assert_int_equal(json_object_get_uint64(json_object_object_get(json_object_array_get_idx(files, 0), "cached")),
                         128 * KIB);
        assert_null(json_object_object_get(json_object_array_get_idx(files, 0), "error"));
        assert_non_null(json_object_object_get(json_object_array_get_idx(files, 2), "error"));
        assert_int_equal(json_object_get_uint64(json_object_object_get(j, "cached")), 128 * KIB);
        json_object_put(j);

        plan_residency_free(r);
        plan_free(p);
        free(a);
        free(b);
        free(gone);
        free(sub);
}

/* As nobody: a root file it cannot write is "unknown", never a false 100%. */
static void test_residency_plan_hidden_for_unprivileged(void **state) {
        if (geteuid() != 0)
                skip();
        char *ro = make_file("hidden-ro", 256 * KIB, 0644), *rw = make_file("hidden-rw", 256 * KIB, 0666),
             *own = make_file("hidden-own", 256 * KIB, 0644);
        assert_int_equal(chown(own, 65534, 65534), 0);
        read_range(rw, 0, 64 * KIB);
        /* The truth, as root sees it (read-ahead may have brought in more than 64 KiB). */
        uint64_t rw_cached;
        int rwfd = open(rw, O_RDONLY | O_CLOEXEC);
        assert_true(rwfd >= 0);
        assert_int_equal(residency_fd_range(rwfd, 0, 256 * KIB, &rw_cached), 0);
        close(rwfd);
        assert_true(rw_cached >= 64 * KIB);

        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                PlanResidency *r;
                PlanFile *f;
                Plan *p;
                if (setgroups(0, NULL) < 0 || setgid(65534) < 0 || setuid(65534) < 0)
                        _exit(10);
                if (plan_new(&p) < 0)
                        _exit(11);
                const char *paths[] = { ro, rw, own };
                for (size_t i = 0; i < 3; i++) {
                        plan_add_file(p, paths[i], NULL, NULL, &f);
                        plan_file_add_range(f, 0, 256 * KIB, RANGE_SOURCE_FILE);
                }
                if (residency_plan(p, &r) < 0)
                        _exit(12);
                /* Not writable: hidden. mincore would have said 100% here. */
                if (r->files[0].known || r->files[0].error != 0 || r->files[0].total != 256 * KIB)
                        _exit(13);
                if (!strstr(file_residency_problem(&r->files[0]), "unknown (kernel hides"))
                        _exit(14);
                /* Writable, and owned: the truth. */
                if (!r->files[1].known || r->files[1].cached != rw_cached)
                        _exit(15);
                if (!r->files[2].known || r->files[2].cached != 0)
                        _exit(16);
                if (r->n_unknown != 1 || r->total_unknown != 256 * KIB || r->cached != rw_cached)
                        _exit(17);
                int fd = open(ro, O_RDONLY | O_CLOEXEC);
                uint64_t c;
                if (fd < 0 || residency_fd_range(fd, 0, 256 * KIB, &c) != -EPERM)
                        _exit(18);
                plan_residency_free(r);
                plan_free(p);
                _exit(0);
        }
        int status;
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
        free(ro);
        free(rw);
        free(own);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_residency_fd_range_counts),
                cmocka_unit_test(test_residency_plan_totals_and_errors),
                cmocka_unit_test(test_residency_plan_hidden_for_unprivileged),
        };
        return cmocka_run_group_tests(tests, setup, teardown);
}
