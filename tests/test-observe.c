/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Observing a process without tracing it: touched pages of its file mappings, open files. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "cgroup.h"
#include "device.h"
#include "macro.h"
#include "observe.h"
#include "procmaps.h"
#include "util.h"

#define PAGE 4096u
#define FILE_PAGES 512u /* 2 MiB: far pages stay outside fault-around's 64 KiB window */

typedef struct Child {
        pid_t pid;
        int release; /* write end: closing it lets the child exit */
} Child;

/* A file of size bytes, out of the page cache: faults then read around the touched pages only.
 * (Cached, the kernel may map a whole large folio at the first fault, 2 MiB at once.) */
static void file_make(const char *path, size_t size) {
        tu_write_filled(path, size);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(fdatasync(fd), 0);
        assert_int_equal(posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED), 0);
        close(fd);
}

/* A child that maps path, touches pages first and last (by reading), reads `read_bytes` of
 * readpath through an fd it keeps open, opens /dev/null, appends to readpath.log (a log it
 * writes, open for writing only), then waits. */
static Child child_start(const char *path, unsigned first, unsigned last, const char *readpath, size_t read_bytes) {
        int ready[2], hold[2];
        Child c;
        char b;

        assert_int_equal(pipe(ready), 0);
        assert_int_equal(pipe(hold), 0);
        c.pid = fork();
        assert_true(c.pid >= 0);
        if (c.pid == 0) {
                close(ready[0]);
                close(hold[1]); /* EOF on hold[0] once the parent closes its end */
                int fd = open(path, O_RDONLY);
                volatile char *m = fd >= 0 ? mmap(NULL, FILE_PAGES * PAGE, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
                if (m == MAP_FAILED)
                        _exit(1);
                (void) m[first * PAGE];
                (void) m[last * PAGE];
                int rfd = open(readpath, O_RDONLY), nfd = open("/dev/null", O_RDONLY);
                char *buf = malloc(read_bytes);
                if (rfd < 0 || nfd < 0 || !buf || read(rfd, buf, read_bytes) != (ssize_t) read_bytes)
                        _exit(2);
                char log[PATH_MAX];
                snprintf(log, sizeof(log), "%s.log", readpath);
                int lfd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0600);
                if (lfd < 0 || write(lfd, buf, read_bytes) != (ssize_t) read_bytes)
                        _exit(3);
                (void) !write(ready[1], "x", 1);
                (void) !read(hold[0], &b, 1);
                _exit(0);
        }
        close(ready[1]);
        close(hold[0]);
        assert_int_equal(read(ready[0], &b, 1), 1);
        close(ready[0]);
        c.release = hold[1];
        return c;
}

static void child_stop(Child *c) {
        int status;
        close(c->release);
        assert_int_equal(waitpid(c->pid, &status, 0), c->pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
}

static const ProfileFile *profile_entry(const Profile *p, const char *path) {
        for (size_t i = 0; i < p->n_files; i++)
                if (strcmp(p->files[i].path, path) == 0)
                        return &p->files[i];
        return NULL;
}

static bool covers(const ProfileFile *f, uint64_t off) {
        for (size_t i = 0; i < f->n_ranges; i++)
                if (off >= f->ranges[i].offset && off < f->ranges[i].offset + f->ranges[i].length)
                        return true;
        return false;
}

static bool touched_covers(const ProfileFile *f, uint64_t off) {
        for (size_t i = 0; i < f->n_touched; i++)
                if (off >= f->touched[i].offset && off < f->touched[i].offset + f->touched[i].length)
                        return true;
        return false;
}

/* Touched bytes are known, and each touched range lies inside one range. */
static void assert_touched_inside(const ProfileFile *f) {
        assert_true(f->n_touched > 0);
        for (size_t i = 0; i < f->n_touched; i++) {
                bool in = false;
                for (size_t k = 0; k < f->n_ranges && !in; k++)
                        in = f->ranges[k].offset <= f->touched[i].offset &&
                             f->touched[i].offset + f->touched[i].length <= f->ranges[k].offset + f->ranges[k].length;
                assert_true(in);
        }
}

static void test_observer_snapshot(void **state) {
        char *dir = tu_mkdtemp(), *mapped = tu_strdupf("%s/mapped", dir), *readf = tu_strdupf("%s/read", dir);
        Observer *o = NULL;
        Profile *p = NULL;

        file_make(mapped, FILE_PAGES * PAGE);
        file_make(readf, 100000);
        Child c = child_start(mapped, 0, FILE_PAGES - 1, readf, 10000);

        assert_int_equal(observer_new(&o), 0);
        assert_int_equal(observer_snapshot(o, c.pid), 0);
        child_stop(&c);
        assert_int_equal(observer_to_profile(o, "observed", &p), 0);

        const ProfileFile *m = profile_entry(p, mapped), *r = profile_entry(p, readf);
        assert_non_null(m);
        assert_int_equal(m->id.size, FILE_PAGES * PAGE);
        /* the touched pages, and not the middle of the file */
        assert_true(covers(m, 0));
        assert_true(covers(m, (uint64_t) (FILE_PAGES - 1) * PAGE));
        assert_false(covers(m, (uint64_t) FILE_PAGES / 2 * PAGE));
        /* with the window a cold fault reads around each: half the device's read-ahead on either
         * side (the file's device's read_ahead_kb, or the kernel's default without one) */
        struct stat st;
        DeviceInfo d;
        uint64_t half;
        assert_int_equal(stat(mapped, &st), 0);
        assert_int_equal(device_info_read(NULL, st.st_dev, &d), 0);
        half = (d.read_ahead_bytes > 0 ? MIN(d.read_ahead_bytes, OBSERVER_READ_AROUND_MAX) : OBSERVER_READ_AROUND_DEFAULT) / 2;
        print_message("read-around on device %u:%u: %llu KiB\n", major(st.st_dev), minor(st.st_dev),
                      (unsigned long long) (half * 2 / 1024));
        assert_true(covers(m, half - PAGE));
        assert_false(covers(m, half + 64 * 1024)); /* beyond fault-around too */
        assert_true(covers(m, (uint64_t) (FILE_PAGES - 1) * PAGE - half));
        assert_false(covers(m, (uint64_t) (FILE_PAGES - 1) * PAGE - half - 64 * 1024 - PAGE));
        /* the touched pages themselves are kept apart, inside the ranges: the read-around window
         * before each run of them is a range and not touched */
        assert_touched_inside(m);
        assert_true(touched_covers(m, 0));
        assert_true(touched_covers(m, (uint64_t) (FILE_PAGES - 1) * PAGE));
        assert_false(touched_covers(m, (uint64_t) FILE_PAGES / 2 * PAGE));
        assert_true(profile_file_touched_bytes(m) < profile_file_bytes(m));
        for (size_t i = 0; i < m->n_touched; i++)
                if (m->touched[i].offset > 0) {
                        assert_true(covers(m, m->touched[i].offset - 1));
                        assert_false(touched_covers(m, m->touched[i].offset - 1));
                }
        /* the open file up to its position, not beyond */
        assert_non_null(r);
        assert_true(covers(r, 0));
        assert_true(covers(r, 9999));
        assert_false(covers(r, 50000));
        /* read() through the fd: touched, as far as it went */
        assert_touched_inside(r);
        assert_true(touched_covers(r, 0) && touched_covers(r, 9999));
        assert_int_equal(profile_file_touched_bytes(r), profile_file_bytes(r));
        /* devices are no files to warm, nor a log the program writes; the program's own binary
         * is mapped, so it is there too */
        assert_null(profile_entry(p, "/dev/null"));
        char *log = tu_strdupf("%s.log", readf);
        struct stat lst;
        assert_int_equal(stat(log, &lst), 0);
        assert_int_equal(lst.st_size, 10000); /* written, its position past 0 */
        assert_null(profile_entry(p, log));
        free(log);
        assert_true(p->n_files >= 3);
        /* mapped first: the entries keep the order they were first seen in */
        assert_true(m < r);

        profile_free(p);
        observer_free(o);
        tu_rm_rf(dir);
        free(mapped);
        free(readf);
        free(dir);
}

/* Files only seen opened (openwatch.h): a small one whole, a large one its head, and one also
 * mapped keeps the pages seen. */
/* fdinfo as the kernel writes it, and what it must refuse. */
/* /proc/PID/stat: major faults after the command, and the command however odd its name. */
static void test_stat_parse(void **state) {
        char comm[PROCMAPS_COMM_MAX];
        uint64_t v = 0;

        /* majflt 11, cmajflt 4; a command with spaces and parentheses. */
        assert_int_equal(procmaps_stat_parse("4242 (a (b) c) S 1 4242 4242 0 -1 4194560 900 7 11 4 17 5 0 0 20", &v, comm),
                         0);
        assert_true(v == 15);
        assert_string_equal(comm, "a (b) c");
        assert_int_equal(procmaps_stat_parse("7 (x86_64-linux-gnu-gcc-12) R 1 7 7 0 -1 0 1 2 3 4 5 6", &v, comm), 0);
        assert_true(v == 7);
        assert_string_equal(comm, "x86_64-linux-gn"); /* cut as the kernel's own is */
        assert_int_equal(procmaps_stat_parse("7 () R 1 7 7 0 -1 0 1 2 3 4", &v, NULL), 0);
        assert_int_equal(procmaps_stat_parse("4242 (x) S 1 2", &v, comm), -EBADMSG);
        assert_int_equal(procmaps_stat_parse("no parenthesis", &v, comm), -EBADMSG);
        assert_int_equal(procmaps_stat_parse("1 ) S 1 2 3 4 5 6 7 8 9 10 (", &v, comm), -EBADMSG);
}

static void test_fdinfo_parse(void **state) {
        uint64_t pos;
        unsigned flags;

        assert_int_equal(procmaps_fdinfo_parse("pos:\t4096\nflags:\t02100001\nmnt_id:\t24\nino:\t3\n", &pos, &flags), 0);
        assert_int_equal(pos, 4096);
        assert_int_equal(flags, 02100001);
        assert_int_equal(flags & O_ACCMODE, O_WRONLY);
        assert_int_equal(procmaps_fdinfo_parse("pos:\t0\nflags:\t0100000\n", &pos, &flags), 0);
        assert_int_equal(flags & O_ACCMODE, O_RDONLY);
        /* the order of the lines does not matter, their keys do */
        assert_int_equal(procmaps_fdinfo_parse("flags:\t02\npos:\t7", &pos, &flags), 0);
        assert_int_equal(pos, 7);
        assert_int_equal(flags, O_RDWR);
        assert_int_equal(procmaps_fdinfo_parse("pos:\t7\n", &pos, &flags), -EBADMSG);
        assert_int_equal(procmaps_fdinfo_parse("flags:\t02\n", &pos, &flags), -EBADMSG);
        assert_int_equal(procmaps_fdinfo_parse("pos:\t-1\nflags:\t0\n", &pos, &flags), -EBADMSG);
        assert_int_equal(procmaps_fdinfo_parse("pos:\t1\nflags:\t09\n", &pos, &flags), -EBADMSG);
        assert_int_equal(procmaps_fdinfo_parse("pos:\t1\nflags:\t077777777777\n", &pos, &flags), -EBADMSG);
        assert_int_equal(procmaps_fdinfo_parse("pos:\t99999999999999999999999\nflags:\t0\n", &pos, &flags), -EBADMSG);
        assert_int_equal(procmaps_fdinfo_parse("xpos:\t1\nflags:\t0\n", &pos, &flags), -EBADMSG);
        assert_int_equal(procmaps_fdinfo_parse("", &pos, &flags), -EBADMSG);
        /* and this process's own descriptor, through /proc */
        int fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(procmaps_fd_info(getpid(), fd, &pos, &flags), 0);
        assert_int_equal(pos, 0);
        assert_int_equal(flags & O_ACCMODE, O_RDONLY);
        assert_true(flags & O_CLOEXEC);
        close(fd);
}

static void test_observer_opened(void **state) {
        char *dir = tu_mkdtemp(), *small = tu_strdupf("%s/small.conf", dir), *large = tu_strdupf("%s/large", dir),
             *mapped = tu_strdupf("%s/mapped", dir), *readf = tu_strdupf("%s/read", dir);
        Observer *o = NULL;
        Profile *p = NULL;

        file_make(small, 5000);
        file_make(large, 2u << 20);
        file_make(mapped, FILE_PAGES * PAGE);
        file_make(readf, 5000);
        Child c = child_start(mapped, 0, 0, readf, 10);
        assert_int_equal(observer_new(&o), 0);
        assert_int_equal(observer_snapshot(o, c.pid), 0);
        child_stop(&c);
        assert_int_equal(observer_add_opened(o, small), 0);
        assert_int_equal(observer_add_opened(o, large), 0);
        assert_int_equal(observer_add_opened(o, mapped), 0);
        assert_int_equal(observer_add_opened(o, readf), 0);
        assert_int_equal(observer_add_opened(o, "/proc/self/status"), 0);
        assert_int_equal(observer_to_profile(o, "observed", &p), 0);

        const ProfileFile *sm = profile_entry(p, small), *lg = profile_entry(p, large), *m = profile_entry(p, mapped);
        assert_non_null(sm);
        assert_true(covers(sm, 0) && covers(sm, 4999)); /* whole */
        const ProfileFile *rd = profile_entry(p, readf);
        assert_non_null(rd);
        assert_true(covers(rd, 0));
        assert_false(covers(rd, 4999)); /* its snapshot said how far it was read: that stands */
        assert_non_null(lg);
        assert_true(covers(lg, 0) && covers(lg, OBSERVER_OPENED_HEAD_BYTES - 1));
        assert_false(covers(lg, OBSERVER_OPENED_HEAD_BYTES));
        assert_non_null(m);
        assert_true(covers(m, 0));
        assert_false(covers(m, (uint64_t) FILE_PAGES / 2 * PAGE)); /* its seen pages, not all of it */
        /* only seen opened: read, so touched, whole or its head */
        assert_touched_inside(sm);
        assert_int_equal(profile_file_touched_bytes(sm), 5000);
        assert_touched_inside(lg);
        assert_int_equal(profile_file_touched_bytes(lg), OBSERVER_OPENED_HEAD_BYTES);
        assert_touched_inside(m);
        assert_true(touched_covers(m, 0));
        assert_null(profile_entry(p, "/proc/self/status"));

        profile_free(p);
        observer_free(o);
        tu_rm_rf(dir);
        free(small);
        free(large);
        free(mapped);
        free(readf);
        free(dir);
}

static void test_observer_gone(void **state) {
        Observer *o = NULL;
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0)
                _exit(0);
        assert_int_equal(waitpid(pid, NULL, 0), pid);
        assert_int_equal(observer_new(&o), 0);
        assert_int_equal(observer_snapshot(o, pid), -ESRCH);
        assert_int_equal(observer_n_files(o), 0);
        observer_free(o);
}

/* A file seen open and replaced before the profile is made (renamed over, as a package update
 * does): another file under its path, which the launch never read, so left out and counted. */
static void test_observer_replaced(void **state) {
        char *dir = tu_mkdtemp(), *mapped = tu_strdupf("%s/mapped", dir), *readf = tu_strdupf("%s/read", dir),
             *next = tu_strdupf("%s/read.new", dir);
        Observer *o = NULL;
        Profile *p = NULL;
        size_t skipped = 99;

        file_make(mapped, FILE_PAGES * PAGE);
        file_make(readf, 8192);
        Child c = child_start(mapped, 0, 0, readf, 4096);
        assert_int_equal(observer_new(&o), 0);
        assert_int_equal(observer_snapshot(o, c.pid), 0);
        child_stop(&c);
        assert_int_equal(observer_n_untranslated(o), 0); /* our own namespace: nothing to translate */

        assert_int_equal(observer_to_profile_counted(o, "observed", &p, &skipped), 0);
        assert_int_equal(skipped, 0);
        assert_non_null(profile_entry(p, readf));
        profile_free(p);

        tu_write_filled(next, 8192);
        assert_int_equal(rename(next, readf), 0);
        assert_int_equal(observer_to_profile_counted(o, "observed", &p, &skipped), 0);
        assert_int_equal(skipped, 1);
        assert_null(profile_entry(p, readf));
        assert_non_null(profile_entry(p, mapped)); /* its identity was not taken: kept while it is there */
        profile_free(p);

        /* gone altogether: left out, counted */
        assert_int_equal(unlink(mapped), 0);
        assert_int_equal(observer_to_profile_counted(o, "observed", &p, &skipped), 0);
        assert_int_equal(skipped, 2);
        assert_null(profile_entry(p, mapped));
        profile_free(p);

        observer_free(o);
        tu_rm_rf(dir);
        free(dir);
        free(mapped);
        free(readf);
        free(next);
}

/*
 * As root: a process in a mount namespace of its own, as a Flatpak application runs, where dir/A
 * is bound over dir/B (the host keeps B's own files: B/lib.so there is another file) and a tmpfs
 * of its own is on dir/C. It maps B/lib.so and C/only-here, and reads B/data through a descriptor
 * it keeps. The profile names the host's files (A/...), never B's, and nothing of C.
 */
static void test_observer_sandboxed(void **state) {
        if (geteuid() != 0)
                skip();
        char *dir = tu_mkdtemp(), *a = tu_strdupf("%s/A", dir), *b = tu_strdupf("%s/B", dir),
             *cdir = tu_strdupf("%s/C", dir), *a_lib = tu_strdupf("%s/A/lib.so", dir),
             *b_lib = tu_strdupf("%s/B/lib.so", dir), *a_data = tu_strdupf("%s/A/data", dir);
        int ready[2], hold[2];
        Observer *o = NULL;
        Profile *p = NULL;
        size_t skipped = 99;
        char x;

        assert_int_equal(mkdir(a, 0755), 0);
        assert_int_equal(mkdir(b, 0755), 0);
        assert_int_equal(mkdir(cdir, 0755), 0);
        file_make(a_lib, FILE_PAGES * PAGE);
        tu_write_filled(b_lib, FILE_PAGES * PAGE);
        file_make(a_data, 8192);
        assert_int_equal(pipe(ready), 0);
        assert_int_equal(pipe(hold), 0);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                close(ready[0]);
                close(hold[1]);
                if (unshare(CLONE_NEWNS) < 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0 ||
                    mount(a, b, NULL, MS_BIND, NULL) < 0 || mount("tmpfs", cdir, "tmpfs", 0, "size=1m") < 0)
                        _exit(1);
                int tfd = open(tu_strdupf("%s/only-here", cdir), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
                char page[PAGE];
                memset(page, 'x', sizeof(page));
                if (tfd < 0 || write(tfd, page, sizeof(page)) != (ssize_t) sizeof(page))
                        _exit(2);
                int lfd = open(tu_strdupf("%s/B/lib.so", dir), O_RDONLY | O_CLOEXEC);
                volatile char *m1 = lfd >= 0 ? mmap(NULL, FILE_PAGES * PAGE, PROT_READ, MAP_PRIVATE, lfd, 0)
                                             : MAP_FAILED;
                volatile char *m2 = mmap(NULL, PAGE, PROT_READ, MAP_PRIVATE, tfd, 0);
                if (m1 == MAP_FAILED || m2 == MAP_FAILED)
                        _exit(3);
                (void) m1[0];
                (void) m1[(FILE_PAGES - 1) * PAGE];
                (void) m2[0];
                int dfd = open(tu_strdupf("%s/B/data", dir), O_RDONLY | O_CLOEXEC);
                char buf[3000];
                if (dfd < 0 || read(dfd, buf, sizeof(buf)) != sizeof(buf))
                        _exit(4);
                (void) !write(ready[1], "x", 1);
                (void) !read(hold[0], &x, 1);
                _exit(0);
        }
        close(ready[1]);
        close(hold[0]);
        assert_int_equal(read(ready[0], &x, 1), 1);
        close(ready[0]);

        assert_int_equal(observer_new(&o), 0);
        assert_int_equal(observer_snapshot(o, pid), 0);
        assert_int_equal(observer_snapshot(o, pid), 0); /* again: nothing counted twice */
        close(hold[1]);
        int status;
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        /* C/only-here, mapped and open: one path the host has not */
        assert_int_equal(observer_n_untranslated(o), 1);
        assert_int_equal(observer_to_profile_counted(o, "sandboxed", &p, &skipped), 0);
        assert_int_equal(skipped, 0);

        const ProfileFile *lib = profile_entry(p, a_lib), *data = profile_entry(p, a_data);
        assert_non_null(lib);
        assert_true(touched_covers(lib, 0));
        assert_true(touched_covers(lib, (uint64_t) (FILE_PAGES - 1) * PAGE));
        assert_false(touched_covers(lib, (uint64_t) FILE_PAGES / 2 * PAGE));
        assert_non_null(data);
        assert_true(covers(data, 0) && covers(data, 2999));
        assert_false(covers(data, 6000));
        /* nothing under the sandbox's names: neither B (the host's B/lib.so is another file) nor C */
        char *bprefix = tu_strdupf("%s/", b), *cprefix = tu_strdupf("%s/", cdir);
        for (size_t i = 0; i < p->n_files; i++) {
                assert_true(strncmp(p->files[i].path, bprefix, strlen(bprefix)) != 0);
                assert_true(strncmp(p->files[i].path, cprefix, strlen(cprefix)) != 0);
        }
        /* its own program and libraries, which its namespace shares with ours, as they are */
        char self[PATH_MAX];
        ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
        assert_true(n > 0);
        self[n] = '\0';
        assert_non_null(profile_entry(p, self));

        profile_free(p);
        observer_free(o);
        tu_rm_rf(dir);
        free(bprefix);
        free(cprefix);
        free(dir);
        free(a);
        free(b);
        free(cdir);
        free(a_lib);
        free(b_lib);
        free(a_data);
}

/* As root: every process of a cgroup (v2 hierarchy), as preloadd looks at an app unit. */
static void test_observer_cgroup(void **state) {
        const char *root = NULL;
        if (geteuid() != 0 || cgroup_v2_root(NULL, &root) < 0)
                skip();
        char *dir = tu_mkdtemp(), *mapped = tu_strdupf("%s/mapped", dir), *readf = tu_strdupf("%s/read", dir);
        char *cg = tu_strdupf("%s/preload-observe-%d", root, (int) getpid());
        Observer *o = NULL;

        file_make(mapped, FILE_PAGES * PAGE);
        file_make(readf, 8192);
        assert_int_equal(tu_run("mkdir '%s'", cg), 0);
        Child c = child_start(mapped, 3, 300, readf, 4096);
        assert_int_equal(tu_run("echo %d > '%s/cgroup.procs'", (int) c.pid, cg), 0);

        assert_int_equal(observer_new(&o), 0);
        assert_int_equal(observer_snapshot_cgroup(o, cg), 1);
        assert_true(observer_n_files(o) >= 2);
        assert_true(observer_bytes(o) >= 2 * PAGE);

        child_stop(&c);
        observer_free(o);
        (void) tu_run("rmdir '%s'", cg);
        tu_rm_rf(dir);
        free(cg);
        free(mapped);
        free(readf);
        free(dir);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_observer_snapshot),
                cmocka_unit_test(test_stat_parse),
                cmocka_unit_test(test_fdinfo_parse),
                cmocka_unit_test(test_observer_opened),
                cmocka_unit_test(test_observer_gone),
                cmocka_unit_test(test_observer_replaced),
                cmocka_unit_test(test_observer_sandboxed),
                cmocka_unit_test(test_observer_cgroup),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
