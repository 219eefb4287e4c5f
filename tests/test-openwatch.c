/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Opens in marked directories: the fanotify record parser, and a live group where the kernel has one. */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/fanotify.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "macro.h"
#include "openwatch.h"
#include "util.h"

static const unsigned char handle[] = { 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18 };
static const int32_t fsid[2] = { 1, 2 };

typedef struct Seen {
        char names[8][64];
        char dirs[8][64];
        int n;
} Seen;

static int on_open(const char *dir, const char *name, void *userdata) {
        Seen *s = userdata;

        if (s->n < 8) {
                snprintf(s->dirs[s->n], sizeof(s->dirs[0]), "%s", dir);
                snprintf(s->names[s->n], sizeof(s->names[0]), "%s", name);
        }
        s->n++;
        return 0;
}

/* One event record: metadata, then a DFID_NAME record with the given handle byte and name. */
static size_t event_by(unsigned char *buf, uint64_t mask, unsigned char first_handle_byte, const char *name,
                       pid_t pid) {
        size_t name_len = strlen(name) + 1, info = 4 + 8 + 8 + sizeof(handle) + name_len;
        struct fanotify_event_metadata m = { .vers = FANOTIFY_METADATA_VERSION, .metadata_len = sizeof(m),
                                             .mask = mask, .fd = FAN_NOFD, .pid = pid };
        struct fanotify_event_info_header h = { .info_type = FAN_EVENT_INFO_TYPE_DFID_NAME };
        uint32_t bytes = sizeof(handle);
        int32_t type = 1;
        size_t at = sizeof(m);

        info = (info + 3) & ~(size_t) 3;
        h.len = (uint16_t) info;
        m.event_len = (uint32_t) (sizeof(m) + info);
        memset(buf, 0, m.event_len);
        memcpy(buf, &m, sizeof(m));
        memcpy(buf + at, &h, sizeof(h));
        memcpy(buf + at + 4, fsid, 8);
        memcpy(buf + at + 12, &bytes, 4);
        memcpy(buf + at + 16, &type, 4);
        memcpy(buf + at + 20, handle, sizeof(handle));
        buf[at + 20] = first_handle_byte;
        memcpy(buf + at + 20 + sizeof(handle), name, name_len);
        return m.event_len;
}

/* The same by another process (an unprivileged listener is told 0). */
static size_t event(unsigned char *buf, uint64_t mask, unsigned char first_handle_byte, const char *name) {
        return event_by(buf, mask, first_handle_byte, name, 0);
}

static void test_parse(void **state) {
        unsigned char buf[1024];
        OpenWatch *w = NULL;
        Seen s = {};
        size_t n = 0;

        assert_int_equal(openwatch_new_detached(&w), 0);
        assert_int_equal(openwatch_add_handle(w, fsid, 1, handle, sizeof(handle), "/usr/share/seed"), 1);
        assert_int_equal(openwatch_add_handle(w, fsid, 1, handle, sizeof(handle), "/usr/share/seed"), 0);
        assert_int_equal(openwatch_n_dirs(w), 1);

        n += event(buf + n, FAN_OPEN, 0x11, "seed.conf");
        n += event(buf + n, FAN_OPEN | FAN_ONDIR, 0x11, ".");  /* a subdirectory's own open */
        n += event(buf + n, FAN_OPEN, 0x99, "other.conf");     /* a directory not marked here */
        n += event_by(buf + n, FAN_OPEN, 0x11, "ours", getpid()); /* our own open */
        n += event_by(buf + n, FAN_OPEN, 0x11, "second", getpid() + 1);
        assert_int_equal(openwatch_parse(w, buf, n, on_open, &s), 2);
        assert_int_equal(s.n, 2);
        assert_string_equal(s.dirs[0], "/usr/share/seed");
        assert_string_equal(s.names[0], "seed.conf");
        assert_string_equal(s.names[1], "second");

        /* Truncated anywhere: refused, never read past the end. */
        for (size_t cut = 1; cut < n; cut += 7) {
                Seen t = {};
                int r = openwatch_parse(w, buf, cut, on_open, &t);
                assert_true(r == -EBADMSG || r >= 0);
        }
        s = (Seen) {};
        assert_int_equal(openwatch_parse(w, buf, event(buf, FAN_OPEN, 0x11, "x") - 1, on_open, &s), -EBADMSG);
        /* Another version of the records: refused. */
        n = event(buf, FAN_OPEN, 0x11, "x");
        buf[4] = FANOTIFY_METADATA_VERSION + 1;
        assert_int_equal(openwatch_parse(w, buf, n, on_open, &s), -EBADMSG);
        assert_int_equal(s.n, 0);
        openwatch_free(w);
}

static void touch(const char *path) {
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        close(fd);
}

/* Opens path from a child process, as a launched program does. */
static void touch_child(const char *path) {
        pid_t pid = fork();
        int status;

        assert_true(pid >= 0);
        if (pid == 0) {
                int fd = open(path, O_RDONLY | O_CLOEXEC);
                _exit(fd >= 0 ? 0 : 1);
        }
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

static void test_live(void **state) {
        _cleanup_free_ char *dir = tu_mkdtemp(), *a = NULL, *sub = NULL, *b = NULL, *before = NULL;
        OpenWatch *w = NULL;
        Seen s = {};
        int r;

        r = openwatch_new(&w);
        if (r == -EPERM || r == -EINVAL || r == -ENOSYS) {
                print_message("no fanotify group for us here (%s): the live part is skipped\n", strerror(-r));
                tu_rm_rf(dir);
                return;
        }
        assert_int_equal(r, 0);
        a = tu_strdupf("%s/a.conf", dir);
        before = tu_strdupf("%s/before", dir);
        sub = tu_strdupf("%s/sub", dir);
        b = tu_strdupf("%s/sub/b.conf", dir);
        tu_write_file(a, "a", 1);
        tu_write_file(before, "b", 1);
        assert_int_equal(mkdir(sub, 0755), 0);
        tu_write_file(b, "b", 1);
        touch(before); /* before the mark: not seen */

        assert_int_equal(openwatch_add_dir(w, dir), 1);
        assert_int_equal(openwatch_add_dir(w, dir), 0);
        assert_int_equal(openwatch_add_dir(w, "relative"), -EINVAL);
        assert_true(openwatch_add_dir(w, a) < 0); /* not a directory */
        touch(before);    /* our own open: passed over */
        touch_child(a);
        touch_child(b);   /* in a subdirectory: its own directory is not marked */
        touch_child(sub); /* the subdirectory itself: reported on its own handle, passed over */
        assert_int_equal(openwatch_drain(w, on_open, &s), 1);
        assert_int_equal(s.n, 1);
        assert_string_equal(s.dirs[0], dir);
        assert_string_equal(s.names[0], "a.conf");
        /* Drained: nothing more. */
        assert_int_equal(openwatch_drain(w, on_open, &s), 0);
        openwatch_free(w);
        tu_rm_rf(dir);
}

/* Sectors read from the block device of path's file system (its stat file), or -1. */
static long long dev_sectors_read(const char *path) {
        struct stat st;
        unsigned long long f[3];
        char sys[96];

        if (stat(path, &st) < 0)
                return -1;
        snprintf(sys, sizeof(sys), "/sys/dev/block/%u:%u/stat", major(st.st_dev), minor(st.st_dev));
        FILE *fp = fopen(sys, "re");
        if (!fp)
                return -1;
        int n = fscanf(fp, "%llu %llu %llu", &f[0], &f[1], &f[2]);
        fclose(fp);
        return n == 3 ? (long long) f[2] : -1;
}

/* The same, once nothing else reads the device (a udev probe of a new loop device would): equal
 * twice 50 ms apart, within 2 s. */
static long long dev_sectors_settled(const char *path) {
        long long a = dev_sectors_read(path), b;

        for (int i = 0; i < 40; i++, a = b) {
                usleep(50 * 1000);
                b = dev_sectors_read(path);
                if (b == a)
                        break;
        }
        return a;
}

/*
 * A freshly mounted ext4 image: a directory nobody entered is not marked without a read
 * (-EAGAIN), and the attempt reads nothing from the device; once a walk went into it, it is
 * marked, still without a read, and an open there is seen.
 */
static void test_cached_only(void **state) {
        _cleanup_free_ char *work = NULL, *mnt = NULL, *d = NULL, *f = NULL, *g = NULL;
        OpenWatch *w = NULL;
        Seen s = {};
        struct stat st;
        long long before;
        int r;

        if (geteuid() != 0 || access("/dev/loop-control", F_OK) < 0)
                skip();
        r = openwatch_new(&w);
        if (r == -EPERM || r == -EINVAL || r == -ENOSYS)
                skip();
        assert_int_equal(r, 0);
        work = tu_mkdtemp();
        if (tu_run("mkdir -p '%1$s/src/d' && echo f >'%1$s/src/d/f' && echo g >'%1$s/src/d/g'", work) != 0 ||
            tu_mount_image(work) < 0) {
                openwatch_free(w);
                tu_rm_rf(work);
                skip(); /* no mkfs.ext4 -d, or no loop device to mount it on */
        }
        mnt = tu_strdupf("%s/mnt", work);
        d = tu_strdupf("%s/d", mnt);
        f = tu_strdupf("%s/f", d);
        g = tu_strdupf("%s/g", d);

        before = dev_sectors_settled(mnt);
        r = openwatch_add_dir_cached(w, d);
        if (r == -ENOSYS || r == -EINVAL) {
                print_message("no RESOLVE_CACHED here: skipped\n");
        } else {
                assert_int_equal(r, -EAGAIN);
                assert_int_equal(openwatch_n_dirs(w), 0);
                assert_true(before >= 0);
                assert_int_equal(dev_sectors_read(mnt), before); /* not one sector read */

                assert_int_equal(stat(f, &st), 0); /* the launch's walk: d is cached now */
                before = dev_sectors_settled(mnt);
                assert_int_equal(openwatch_add_dir_cached(w, d), 1);
                assert_int_equal(openwatch_add_dir_cached(w, d), 0); /* already */
                assert_int_equal(dev_sectors_read(mnt), before);
                touch_child(g);
                assert_int_equal(openwatch_drain(w, on_open, &s), 1);
                assert_string_equal(s.dirs[0], d);
                assert_string_equal(s.names[0], "g");
        }
        openwatch_free(w);
        assert_int_equal(tu_run("umount '%s'", mnt), 0);
        tu_rm_rf(work);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_parse),
                cmocka_unit_test(test_live),
                cmocka_unit_test(test_cached_only),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
