/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Memory cgroup limits over fake trees: /proc/self/cgroup parsing, v1 and v2, the tightest headroom. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "memcg.h"
#include "util.h"

#define MiB (UINT64_C(1) << 20)

static void put(const char *root, const char *path, const char *text) {
        char *p = tu_strdupf("%s%s", root, path);
        tu_write_file(p, text, strlen(text));
        free(p);
}

static void test_memcg_proc_parse_hybrid(void **state) {
        const char *text = "9:name=systemd:/\n4:memory:/process_api/abc\n3:cpu,cpuacct:/x\n0::/user.slice/a:b\n";
        char *v1 = NULL, *v2 = NULL;

        assert_int_equal(memcg_proc_parse(text, strlen(text), &v1, &v2), 0);
        assert_string_equal(v1, "/process_api/abc");
        assert_string_equal(v2, "/user.slice/a:b"); /* ':' in a path stays */
        free(v1);
        free(v2);

        /* v1 with memory among other controllers; no v2 line */
        text = "5:cpu,memory:/m\n";
        assert_int_equal(memcg_proc_parse(text, strlen(text), &v1, &v2), 0);
        assert_string_equal(v1, "/m");
        assert_null(v2);
        free(v1);

        /* neither: no limit to find, not an error; "memoryx" is not "memory" */
        text = "5:memoryx:/m\n1:cpu:/\n";
        assert_int_equal(memcg_proc_parse(text, strlen(text), &v1, &v2), 0);
        assert_null(v1);
        assert_null(v2);
}

static void test_memcg_proc_parse_malformed(void **state) {
        static const char *const bad[] = {
                "garbage\n", "4:memory\n", ":memory:/x\n", "4:memory:relative\n", "0::/a/../b\n", "0::/..\n", "0::\n",
        };
        for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
                char *v1 = NULL, *v2 = NULL;
                if (memcg_proc_parse(bad[i], strlen(bad[i]), &v1, &v2) != -EBADMSG)
                        fail_msg("accepted: %s", bad[i]);
        }
        {
                /* "..." is a name, not a parent */
                const char *ok = "0::/a/...\n";
                char *v1 = NULL, *v2 = NULL;
                assert_int_equal(memcg_proc_parse(ok, strlen(ok), &v1, &v2), 0);
                assert_string_equal(v2, "/a/...");
                free(v2);
        }
}

/* A hybrid tree: v1 limit on an ancestor, v2 limit tighter on another ancestor. */
static void test_memcg_headroom_hybrid(void **state) {
        char *root = tu_mkdtemp(), *want;
        MemcgLimit l = {};

        put(root, "/proc/self/cgroup", "4:memory:/a/b\n0::/u/v\n");
        /* v1: b unlimited (PAGE_COUNTER_MAX), a at 200 MiB with 150 used, 20 of it inactive cache */
        put(root, "/sys/fs/cgroup/memory/a/b/memory.limit_in_bytes", "9223372036854771712\n");
        put(root, "/sys/fs/cgroup/memory/a/b/memory.usage_in_bytes", "1000\n");
        put(root, "/sys/fs/cgroup/memory/a/memory.limit_in_bytes", "209715200\n");
        put(root, "/sys/fs/cgroup/memory/a/memory.usage_in_bytes", "157286400\n");
        put(root, "/sys/fs/cgroup/memory/a/memory.stat", "cache 1\ntotal_inactive_file 20971520\n");
        put(root, "/sys/fs/cgroup/memory/memory.limit_in_bytes", "9223372036854771712\n");
        assert_int_equal(memcg_headroom_read(root, &l), 1);
        assert_int_equal(l.limit, 200 * MiB);
        assert_int_equal(l.usage, 130 * MiB);
        assert_int_equal(l.headroom, 70 * MiB);
        want = tu_strdupf("%s/sys/fs/cgroup/memory/a", root);
        assert_string_equal(l.dir, want);
        free(want);
        memcg_limit_done(&l);

        /* v2 in the unified tree: v at "max", u at 100 MiB with 50 used: tighter than v1's 70 */
        put(root, "/sys/fs/cgroup/unified/cgroup.procs", "");
        put(root, "/sys/fs/cgroup/unified/u/v/memory.max", "max\n");
        put(root, "/sys/fs/cgroup/unified/u/v/memory.current", "5\n");
        put(root, "/sys/fs/cgroup/unified/u/memory.max", "104857600\n");
        put(root, "/sys/fs/cgroup/unified/u/memory.current", "52428800\n");
        assert_int_equal(memcg_headroom_read(root, &l), 1);
        assert_int_equal(l.headroom, 50 * MiB);
        want = tu_strdupf("%s/sys/fs/cgroup/unified/u", root);
        assert_string_equal(l.dir, want);
        free(want);
        memcg_limit_done(&l);

        /* memory.high below memory.max counts; over the limit: no headroom at all */
        put(root, "/sys/fs/cgroup/unified/u/v/memory.high", "4\n");
        assert_int_equal(memcg_headroom_read(root, &l), 1);
        assert_int_equal(l.limit, 4);
        assert_int_equal(l.headroom, 0);
        memcg_limit_done(&l);

        tu_rm_rf(root);
        free(root);
}

/* A pure v2 system: the unified tree is /sys/fs/cgroup itself. No limit anywhere: 0. */
static void test_memcg_headroom_v2_only(void **state) {
        char *root = tu_mkdtemp();
        MemcgLimit l = {};

        put(root, "/proc/self/cgroup", "0::/s/app.scope\n");
        put(root, "/sys/fs/cgroup/cgroup.controllers", "memory\n");
        put(root, "/sys/fs/cgroup/s/app.scope/memory.max", "max\n");
        put(root, "/sys/fs/cgroup/s/app.scope/memory.current", "100\n");
        put(root, "/sys/fs/cgroup/s/memory.max", "max\n");
        assert_int_equal(memcg_headroom_read(root, &l), 0);
        assert_null(l.dir);

        put(root, "/sys/fs/cgroup/s/app.scope/memory.max", "67108864\n");
        put(root, "/sys/fs/cgroup/s/app.scope/memory.stat", "anon 5\ninactive_file 50\nfile 100\n");
        assert_int_equal(memcg_headroom_read(root, &l), 1);
        assert_int_equal(l.usage, 50);
        assert_int_equal(l.headroom, 64 * MiB - 50);
        memcg_limit_done(&l);

        /* a malformed limit file is no limit; a malformed /proc/self/cgroup is an error */
        put(root, "/sys/fs/cgroup/s/app.scope/memory.max", "lots\n");
        assert_int_equal(memcg_headroom_read(root, &l), 0);
        put(root, "/proc/self/cgroup", "nonsense\n");
        assert_int_equal(memcg_headroom_read(root, &l), -EBADMSG);
        tu_rm_rf(root);
        free(root);
}

/* The running system: whatever it says, it says it consistently. */
static void test_memcg_headroom_self(void **state) {
        MemcgLimit l = {};
        int r = memcg_headroom_read(NULL, &l);

        assert_true(r == 0 || r == 1 || r == -ENOENT);
        if (r == 1) {
                assert_true(l.limit < MEMCG_UNLIMITED);
                assert_true(l.headroom <= l.limit);
                assert_non_null(l.dir);
        }
        memcg_limit_done(&l);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_memcg_proc_parse_hybrid),
                cmocka_unit_test(test_memcg_proc_parse_malformed),
                cmocka_unit_test(test_memcg_headroom_hybrid),
                cmocka_unit_test(test_memcg_headroom_v2_only),
                cmocka_unit_test(test_memcg_headroom_self),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
