/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preload-metad's wire format (both ends, every rejection, a connection refused whole), the
 * metadata pass's block merging and its refusal of what is not ext4 on a block device, the warm's
 * pass skipped with its reason; and what the helper decides with: its sliding budget window, the
 * mount table's file system types, whether a peer is in the initial user namespace.
 */
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "budget-window.h"
#include "ext4meta.h"
#include "macro.h"
#include "metad.h"
#include "mountinfo.h"
#include "userns.h"
#include "warm-meta.h"
#include "util.h"

static size_t request(uint8_t *buf, size_t n_fds, uint64_t max_bytes) {
        MetadRequest req = { .max_bytes = max_bytes, .n_fds = n_fds };
        int len;

        for (size_t i = 0; i < n_fds; i++)
                req.fd_flags[i] = i % 2 ? METAD_FD_DIRECTORY_BLOCKS : 0;
        len = metad_request_build(&req, buf, METAD_REQUEST_MAX);
        assert_int_equal(len, METAD_REQUEST_HEADER + n_fds);
        return (size_t) len;
}

static void test_metad_request_roundtrip(void **state) {
        uint8_t buf[METAD_REQUEST_MAX];
        MetadRequest got;
        const char *why = NULL;
        size_t len;

        len = request(buf, 3, 12345);
        assert_int_equal(metad_request_parse(buf, len, 3, &got, &why), 0);
        assert_int_equal(got.n_fds, 3);
        assert_int_equal(got.max_bytes, 12345);
        assert_int_equal(got.fd_flags[0], 0);
        assert_int_equal(got.fd_flags[1], METAD_FD_DIRECTORY_BLOCKS);
        /* little-endian on the wire, whatever the host */
        assert_memory_equal(buf, "PMDQ\x01\x00\x03\x00", 8);
        assert_int_equal(buf[16], 12345 & 0xff);

        len = request(buf, METAD_MAX_FDS, 0);
        assert_int_equal(metad_request_parse(buf, len, METAD_MAX_FDS, &got, &why), 0);
        assert_int_equal(got.n_fds, METAD_MAX_FDS);

        MetadRequest none = { .n_fds = 0 }, many = { .n_fds = METAD_MAX_FDS + 1 };
        assert_int_equal(metad_request_build(&none, buf, sizeof(buf)), -EINVAL);
        assert_int_equal(metad_request_build(&many, buf, sizeof(buf)), -EINVAL);
}

static void test_metad_request_parse_malformed(void **state) {
        uint8_t buf[METAD_REQUEST_MAX + 8], bad[sizeof(buf)];
        MetadRequest got = { .n_fds = 99 };
        const char *why;
        size_t len = request(buf, 2, 0);
        struct {
                size_t at;
                uint8_t value;
                const char *reason;
        } cases[] = {
                { 0, 'X', "not a request (magic)" },
                { 4, 2, "unknown request version" },
                { 8, 1, "unknown request flags" },
                { 12, 1, "unknown request flags" },
                { METAD_REQUEST_HEADER + 1, 0x80, "unknown descriptor flags" },
                { 6, 0, "descriptor count out of range" },
                { 7, 0xff, "descriptor count out of range" },
        };

        for (size_t i = 0; i < ELEMENTSOF(cases); i++) {
                memcpy(bad, buf, len);
                bad[cases[i].at] = cases[i].value;
                why = NULL;
                assert_int_equal(metad_request_parse(bad, len, 2, &got, &why), -EBADMSG);
                assert_string_equal(why, cases[i].reason);
        }
        /* The count must be the descriptors attached, and the length must be the count's. */
        assert_int_equal(metad_request_parse(buf, len, 1, &got, &why), -EBADMSG);
        assert_string_equal(why, "descriptor count differs from the descriptors attached");
        assert_int_equal(metad_request_parse(buf, len, 3, &got, &why), -EBADMSG);
        assert_int_equal(metad_request_parse(buf, len - 1, 2, &got, &why), -EBADMSG);
        assert_string_equal(why, "request length differs from its descriptor count");
        assert_int_equal(metad_request_parse(buf, len + 1, 2, &got, &why), -EBADMSG);
        for (size_t l = 0; l < METAD_REQUEST_HEADER; l++)
                assert_int_equal(metad_request_parse(buf, l, 2, &got, &why), -EBADMSG);
        assert_int_equal(got.n_fds, 99); /* untouched on failure */
}

static void test_metad_response_roundtrip(void **state) {
        MetadResponse resp = {
                .status = -EDQUOT,
                .stats = { .blocks = 7, .bytes = 8192, .requests = 2, .usec = 999, .inode_blocks = 3,
                           .dir_blocks = 3, .extent_blocks = 1 },
                .budget_left = UINT64_MAX - 1,
                .n_fds = 2,
                .refusal = { METAD_ACCEPTED, METAD_REFUSED_O_PATH },
        }, got;
        uint8_t buf[METAD_RESPONSE_MAX], bad[METAD_RESPONSE_MAX];
        const char *why;
        int len;

        len = metad_response_build(&resp, buf, sizeof(buf));
        assert_int_equal(len, METAD_RESPONSE_HEADER + 2);
        assert_int_equal(metad_response_parse(buf, (size_t) len, &got, &why), 0);
        assert_int_equal(got.status, -EDQUOT);
        assert_int_equal(got.stats.blocks, 7);
        assert_int_equal(got.stats.bytes, 8192);
        assert_int_equal(got.stats.requests, 2);
        assert_int_equal(got.stats.usec, 999);
        assert_int_equal(got.stats.inode_blocks, 3);
        assert_int_equal(got.stats.dir_blocks, 3);
        assert_int_equal(got.stats.extent_blocks, 1);
        assert_true(got.budget_left == UINT64_MAX - 1);
        assert_int_equal(got.n_fds, 2);
        assert_int_equal(got.refusal[1], METAD_REFUSED_O_PATH);

        memcpy(bad, buf, (size_t) len);
        bad[METAD_RESPONSE_HEADER + 1] = _METAD_REFUSAL_MAX;
        assert_int_equal(metad_response_parse(bad, (size_t) len, &got, &why), -EBADMSG);
        assert_string_equal(why, "unknown refusal code");
        memcpy(bad, buf, (size_t) len);
        bad[8] = 1; /* a positive status */
        bad[9] = bad[10] = bad[11] = 0;
        assert_int_equal(metad_response_parse(bad, (size_t) len, &got, &why), -EBADMSG);
        assert_int_equal(metad_response_parse(buf, (size_t) len - 1, &got, &why), -EBADMSG);
        resp.status = 5;
        assert_int_equal(metad_response_build(&resp, buf, sizeof(buf)), -EINVAL);
}

static void test_metad_refusal_to_string(void **state) {
        for (unsigned i = 0; i < _METAD_REFUSAL_MAX; i++) {
                assert_non_null(metad_refusal_to_string(i));
                for (unsigned k = 0; k < i; k++)
                        assert_string_not_equal(metad_refusal_to_string(i), metad_refusal_to_string(k));
        }
        assert_string_equal(metad_refusal_to_string(_METAD_REFUSAL_MAX), "unknown refusal");
        assert_string_equal(metad_refusal_to_string(METAD_REFUSED_O_PATH), "opened with O_PATH");
}

static void test_ext4meta_blocks_to_ranges(void **state) {
        /* 1 KiB blocks, 4 KiB bridge: 10-12 one range, 14 bridged (gap 1 block), 100 alone,
         * 100 again a repeat, 105 bridged (gap 4 blocks = the bridge), 111 not (gap 5). */
        const uint64_t blocks[] = { 10, 11, 12, 14, 100, 100, 105, 111 };
        Ext4MetaRange r[ELEMENTSOF(blocks)];
        size_t n = ext4meta_blocks_to_ranges(blocks, ELEMENTSOF(blocks), 1024, 4096, r);

        assert_int_equal(n, 3);
        assert_int_equal(r[0].offset, 10 * 1024);
        assert_int_equal(r[0].length, 5 * 1024);
        assert_int_equal(r[1].offset, 100 * 1024);
        assert_int_equal(r[1].length, 6 * 1024);
        assert_int_equal(r[2].offset, 111 * 1024);
        assert_int_equal(r[2].length, 1024);
        assert_int_equal(ext4meta_blocks_to_ranges(blocks, 0, 1024, 4096, r), 0);
        /* no bridge: only adjacent blocks merge */
        n = ext4meta_blocks_to_ranges(blocks, ELEMENTSOF(blocks), 4096, 0, r);
        assert_int_equal(n, 5);
        assert_int_equal(r[0].length, 3 * 4096);
}

/* A memfd is shmem: the pass refuses it with the reason, and reads nothing. */
static void test_ext4meta_pass_not_ext4(void **state) {
        _cleanup_close_ int fd = memfd_create("not-ext4", MFD_CLOEXEC);
        Ext4MetaInode ino = { .ino = 2, .directory = true };
        Ext4MetaStats st = {};
        const char *why = NULL;
        char *reason = NULL;

        assert_true(fd >= 0);
        assert_int_equal(ext4meta_check_fd(fd, &why), -EOPNOTSUPP);
        assert_string_equal(why, "not an ext4 file system");
        assert_int_equal(ext4meta_pass(fd, NULL, &ino, 1, NULL, &st, NULL, &reason), -EOPNOTSUPP);
        assert_string_equal(reason, "not an ext4 file system");
        assert_int_equal(st.blocks, 0);
        assert_int_equal(st.requests, 0);
        free(reason);
        assert_int_equal(ext4meta_pass(fd, NULL, &ino, EXT4META_MAX_INODES + 1, NULL, &st, NULL, &reason), -E2BIG);
        free(reason);
}

/* A fake sysfs tree: the device's node name comes from uevent, never a path. */
static void test_ext4meta_device_path(void **state) {
        static const char good[] = "MAJOR=7\nMINOR=3\nDEVNAME=loop3\nDEVTYPE=disk\n",
                          evil[] = "MAJOR=7\nMINOR=3\nDEVNAME=../etc/passwd\n";
        char *tmpl = tu_mkdtemp(), path[512];
        char *dev = NULL;

        assert_int_equal(tu_run("mkdir -p %s/dev/block/7:3", tmpl), 0);
        snprintf(path, sizeof(path), "%s/dev/block/7:3/uevent", tmpl);
        tu_write_file(path, good, sizeof(good) - 1);
        assert_int_equal(ext4meta_device_path(tmpl, makedev(7, 3), &dev), 0);
        assert_string_equal(dev, "/dev/loop3");
        free(dev);
        tu_write_file(path, evil, sizeof(evil) - 1);
        assert_int_equal(ext4meta_device_path(tmpl, makedev(7, 3), &dev), -ENOENT);
        assert_int_equal(ext4meta_device_path(tmpl, makedev(7, 4), &dev), -ENOENT);
        tu_rm_rf(tmpl);
        free(tmpl);
}

/* Not root and no helper: the warm goes on without the pass and says why. */
static void test_warm_meta_skipped(void **state) {
        WarmMeta m;
        Plan *p = NULL;

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(warm_meta_run(p, &(WarmMetaOptions) { .disabled = true }, &m), 0);
        assert_int_equal(m.route, WARM_META_SKIPPED);
        assert_string_equal(m.skipped, "disabled");
        warm_meta_done(&m);
        plan_free(p);
}

/* The user's side, in a child that is not root (nobody's ids when the test runs as root). */
static bool user_warm_meta_skips(void) {
        WarmMeta m;
        Plan *p = NULL;
        bool ok;

        if (plan_new(&p) < 0)
                return false;
        /* The pass runs after planning's lookups: no helper is asked unless one is named. */
        ok = warm_meta_run(p, &(WarmMetaOptions) {}, &m) == 0 && m.route == WARM_META_SKIPPED &&
             m.skipped && strcmp(m.skipped, "not root, and the lookups are done: no helper asked") == 0;
        warm_meta_done(&m);
        /* Named, and not there: skipped, saying where it was looked for. */
        ok = ok && warm_meta_run(p, &(WarmMetaOptions) { .socket_path = "/nonexistent/metad.sock" }, &m) == 0 &&
             m.route == WARM_META_SKIPPED && m.skipped &&
             strcmp(m.skipped, "not root, and no helper at /nonexistent/metad.sock") == 0;
        warm_meta_done(&m);
        plan_free(p);
        return ok;
}

static void test_warm_meta_user(void **state) {
        int status;
        pid_t pid = fork();

        assert_true(pid >= 0);
        if (pid == 0) {
                if (geteuid() == 0 && (setgroups(0, NULL) < 0 || setresgid(65534, 65534, 65534) < 0 ||
                                       setresuid(65534, 65534, 65534) < 0))
                        _exit(2);
                _exit(user_warm_meta_skips() ? 0 : 1);
        }
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
}

/* A helper that refuses the connection whole (EBUSY, EPERM): the client returns its status, also
 * when the helper closed with the request unread (the kernel reports ECONNRESET first). */
static void test_metad_client_refused(void **state) {
        char *dir = tu_mkdtemp(), *path = tu_strdupf("%s/metad.sock", dir);
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        uint8_t out[METAD_RESPONSE_MAX], flag = 0;
        MetadResponse resp;
        int lfd, fd = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC), len;

        strcpy(sa.sun_path, path);
        lfd = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
        assert_true(lfd >= 0);
        assert_int_equal(bind(lfd, (struct sockaddr *) &sa, sizeof(sa)), 0);
        assert_int_equal(listen(lfd, 4), 0);
        len = metad_response_build(&(MetadResponse) { .status = -EBUSY }, out, sizeof(out));
        assert_int_equal(len, METAD_RESPONSE_HEADER);
        for (int unread = 0; unread < 2; unread++) {
                pid_t pid = fork();
                int status;

                assert_true(pid >= 0);
                if (pid == 0) {
                        int c = accept4(lfd, NULL, NULL, SOCK_CLOEXEC);
                        char b[METAD_REQUEST_MAX];
                        /* unread: answered before the request is taken, closed with it queued */
                        if (c < 0 || (!unread && recv(c, b, sizeof(b), 0) < 0) || send(c, out, (size_t) len, 0) != len)
                                _exit(1);
                        if (unread) {
                                usleep(100 * 1000);
                                shutdown(c, SHUT_RDWR);
                        }
                        _exit(0);
                }
                assert_int_equal(metad_client_request(path, &fd, &flag, 1, 0, UINT64_C(5) * 1000000, &resp), -EBUSY);
                assert_int_equal(waitpid(pid, &status, 0), pid);
                assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        }
        close(lfd);
        close(fd);
        tu_rm_rf(dir);
        free(path);
        free(dir);
}

/* The largest sum of charges[i] (made at times at[i]) inside any span of length window. */
static uint64_t most_in_a_window(const uint64_t *at, const uint64_t *charges, size_t n, uint64_t window) {
        uint64_t most = 0;

        for (size_t i = 0; i < n; i++) {
                uint64_t sum = 0;
                for (size_t j = i; j < n && at[j] < at[i] + window; j++)
                        sum += charges[j];
                most = MAX(most, sum);
        }
        return most;
}

/* A user who spends all that the window lets, at every step: never more than the budget in any
 * span of one window, whatever the steps; and a charge is forgotten once a window and a bucket
 * have passed. A fixed window let two budgets go in 0.8 s across its edge. */
static void test_budget_window_sliding(void **state) {
        const uint64_t window = 600 * UINT64_C(1000000), budget = 64 << 20;
        static uint64_t at[20000], charges[20000];
        BudgetWindow w = {};
        size_t n = 0;

        assert_int_equal(budget_window_spent(&w, window, 0), 0);
        /* Steps of 0.1 s to 37 s, for an hour; each time, spend what is left (at most 16 MiB). */
        for (uint64_t t = 1, step = 100000; t < 3600 * UINT64_C(1000000) && n < ELEMENTSOF(at); t += step) {
                uint64_t left = budget - MIN(budget_window_spent(&w, window, t), budget);
                uint64_t c = MIN(left, UINT64_C(16) << 20);
                if (c > 0) {
                        budget_window_charge(&w, window, t, c);
                        at[n] = t;
                        charges[n++] = c;
                }
                step = step * 7 % 37000000 + 100000;
        }
        assert_true(n > 20);
        assert_true(most_in_a_window(at, charges, n, window) <= budget);

        /* One charge: counts for a whole window, is gone a window and a bucket after its bucket. */
        w = (BudgetWindow) {};
        budget_window_charge(&w, window, 1000 * UINT64_C(1000000), 5000);
        assert_int_equal(budget_window_spent(&w, window, 1000 * UINT64_C(1000000)), 5000);
        assert_int_equal(budget_window_spent(&w, window, (1000 + 600) * UINT64_C(1000000) - 1), 5000);
        assert_int_equal(budget_window_spent(&w, window, (1000 + 660) * UINT64_C(1000000) + 1), 0);
        /* Before it (a clock that never goes back would not ask): not counted either. */
        assert_int_equal(budget_window_spent(&w, window, 900 * UINT64_C(1000000)), 0);
        /* Charges in one bucket add up; saturated, not wrapped. */
        budget_window_charge(&w, window, 1000 * UINT64_C(1000000), UINT64_MAX);
        assert_true(budget_window_spent(&w, window, 1000 * UINT64_C(1000000)) == UINT64_MAX);
}

static void test_mountinfo_fstype(void **state) {
        static const char text[] =
                "22 1 253:1 / / rw,relatime shared:1 - ext4 /dev/vda1 rw\n"
                "30 22 0:27 / /run rw,nosuid master:5 - tmpfs tmpfs rw,mode=755\n"
                "41 22 0:45 / /home/u/a\\040b rw - fuse.sshfs u@host:/ rw,user_id=1000\n"
                "not a mount line\n"
                "44 22 7:3 /sub /mnt/bind rw shared:3 master:2 - ext3 /dev/loop3 rw\n"
                "45 22 7:4 / /mnt/tail rw - ext2 /dev/loop4 rw"; /* no newline at the end */
        char type[16];

        assert_int_equal(mountinfo_fstype(text, makedev(253, 1), type, sizeof(type)), 0);
        assert_string_equal(type, "ext4");
        assert_int_equal(mountinfo_fstype(text, makedev(0, 27), type, sizeof(type)), 0);
        assert_string_equal(type, "tmpfs");
        assert_int_equal(mountinfo_fstype(text, makedev(0, 45), type, sizeof(type)), 0);
        assert_string_equal(type, "fuse.sshfs");
        assert_int_equal(mountinfo_fstype(text, makedev(7, 3), type, sizeof(type)), 0);
        assert_string_equal(type, "ext3");
        assert_int_equal(mountinfo_fstype(text, makedev(7, 4), type, sizeof(type)), 0);
        assert_string_equal(type, "ext2");
        assert_int_equal(mountinfo_fstype(text, makedev(8, 1), type, sizeof(type)), -ENOENT);
        assert_int_equal(mountinfo_fstype(text, makedev(0, 45), type, 4), -ENAMETOOLONG);
        assert_int_equal(mountinfo_fstype("", makedev(253, 1), type, sizeof(type)), -ENOENT);

        /* This process's own table has its root's device. */
        char *own = NULL;
        struct stat st;
        assert_int_equal(mountinfo_read(&own), 0);
        assert_int_equal(stat("/", &st), 0);
        assert_int_equal(mountinfo_fstype(own, st.st_dev, type, sizeof(type)), 0);
        free(own);
}

static void test_userns_map_is_initial(void **state) {
        assert_true(userns_map_is_initial("         0          0 4294967295\n"));
        assert_true(userns_map_is_initial("0 0 4294967295"));
        assert_false(userns_map_is_initial(""));              /* a namespace whose map is not written */
        assert_false(userns_map_is_initial("         0       1000          1\n"));
        assert_false(userns_map_is_initial("         0     100000      65536\n"));
        assert_false(userns_map_is_initial("         0          0 4294967294\n"));
        assert_false(userns_map_is_initial("         0          0 4294967295\n         1          1          1\n"));
        assert_false(userns_map_is_initial("0 0 4294967295x"));
}

/* This process, a child in a user namespace of its own, a process that is gone. */
static void test_userns_pid_is_initial(void **state) {
        int ready[2], status;
        pid_t pid;
        char c;

        assert_int_equal(userns_pid_is_initial(getpid(), -1), 1);
        assert_int_equal(pipe2(ready, O_CLOEXEC), 0);
        pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                c = unshare(CLONE_NEWUSER) < 0 ? 'n' : 'y';
                (void) !write(ready[1], &c, 1);
                pause();
                _exit(0);
        }
        assert_int_equal(read(ready[0], &c, 1), 1);
        if (c == 'y')
                assert_int_equal(userns_pid_is_initial(pid, -1), 0);
        else
                print_message("no user namespace could be made here: that half not checked\n");
        kill(pid, SIGKILL);
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_int_equal(userns_pid_is_initial(pid, -1), -ESRCH);
        close(ready[0]);
        close(ready[1]);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_metad_request_roundtrip),
                cmocka_unit_test(test_metad_request_parse_malformed),
                cmocka_unit_test(test_metad_response_roundtrip),
                cmocka_unit_test(test_metad_refusal_to_string),
                cmocka_unit_test(test_metad_client_refused),
                cmocka_unit_test(test_budget_window_sliding),
                cmocka_unit_test(test_mountinfo_fstype),
                cmocka_unit_test(test_userns_map_is_initial),
                cmocka_unit_test(test_userns_pid_is_initial),
                cmocka_unit_test(test_ext4meta_blocks_to_ranges),
                cmocka_unit_test(test_ext4meta_pass_not_ext4),
                cmocka_unit_test(test_ext4meta_device_path),
                cmocka_unit_test(test_warm_meta_skipped),
                cmocka_unit_test(test_warm_meta_user),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
