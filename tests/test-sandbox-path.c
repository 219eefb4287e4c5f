/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Paths of a process in a mount namespace of its own, as the host names them: mount tables,
 * the translation through them, its check by identity, and a real namespace (as root). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <setjmp.h>
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

#include "macro.h"
#include "mountinfo.h"
#include "procmaps.h"
#include "sandbox-path.h"
#include "util.h"

/* bubblewrap's table for a Flatpak application: its own tmpfs as /, the runtime's files as /usr
 * (a GL extension mounted below it), the application's as /app, the user's tmpfs and the
 * application's data directory on the home file system (btrfs-like numbers, a subvolume root). */
static const char bwrap_table[] =
        "1500 1400 0:70 / / rw,nosuid,nodev,relatime - tmpfs tmpfs rw,uid=1000\n"
        "1501 1500 254:1 /var/lib/flatpak/runtime/org.freedesktop.Platform/x86_64/23.08/abc/files /usr "
        "ro,nosuid,nodev,relatime master:1 - ext4 /dev/vda1 rw\n"
        "1502 1500 254:1 /var/lib/flatpak/app/org.example.App/x86_64/stable/def/files /app "
        "ro,nosuid,nodev,relatime master:1 - ext4 /dev/vda1 rw\n"
        "1503 1501 254:1 /var/lib/flatpak/runtime/org.freedesktop.Platform.GL.default/x86_64/23.08/ghi/files "
        "/usr/lib/x86_64-linux-gnu/GL ro,nosuid,nodev,relatime master:1 - ext4 /dev/vda1 rw\n"
        "1504 1500 0:71 / /run/user/1000 rw,nosuid,nodev,relatime master:7 - tmpfs tmpfs rw\n"
        "1505 1500 0:45 /@home/u/.var/app/org.example.App /home/u/.var/app/org.example.App "
        "rw,relatime master:9 - btrfs /dev/vda2 rw,subvol=/@home\n"
        "1506 1500 0:5 /null /dev/null rw,nosuid - devtmpfs devtmpfs rw\n"
        "1507 1500 0:4 net:[4026531840] /run/netns rw - nsfs nsfs rw\n";

/* The host's: / on the same device as the deployments, /home a btrfs subvolume, the user's tmpfs. */
static const char host_table[] =
        "27 1 254:1 / / rw,relatime shared:1 - ext4 /dev/vda1 rw\n"
        "40 27 0:45 /@home /home rw,relatime shared:9 - btrfs /dev/vda2 rw,subvol=/@home\n"
        "41 27 0:71 / /run/user/1000 rw,nosuid,nodev,relatime shared:7 - tmpfs tmpfs rw\n"
        "42 27 0:5 / /dev rw,nosuid shared:2 - devtmpfs devtmpfs rw\n";

static MountTable *table(const char *text) {
        MountTable *t = NULL;

        assert_int_equal(mountinfo_table_parse(text, &t), 0);
        return t;
}

/* The nth candidate of path, or NULL. */
static char *map(const MountTable *theirs, const MountTable *ours, const char *path, size_t nth) {
        char *host = NULL;
        int r = sandbox_path_map(theirs, ours, path, nth, &host);

        assert_true(r == 0 || r == 1);
        assert_true((r == 1) == (host != NULL));
        return host;
}

static void check_map(const MountTable *theirs, const MountTable *ours, const char *path, const char *want) {
        char *host = map(theirs, ours, path, 0);

        if (!want) {
                if (host)
                        fail_msg("%s: translated to %s, expected none", path, host);
                return;
        }
        if (!host)
                fail_msg("%s: not translated, expected %s", path, want);
        assert_string_equal(host, want);
        free(host);
}

static void test_mountinfo_table_parse(void **state) {
        MountTable *t = table(bwrap_table);

        /* the nsfs line has no path for a root: left out */
        assert_int_equal(t->n_mounts, 7);
        assert_int_equal(t->mounts[0].id, 1500);
        assert_int_equal(t->mounts[0].dev, makedev(0, 70));
        assert_string_equal(t->mounts[0].root, "/");
        assert_string_equal(t->mounts[0].path, "/");
        assert_string_equal(t->mounts[3].path, "/usr/lib/x86_64-linux-gnu/GL");
        assert_string_equal(t->mounts[5].root, "/@home/u/.var/app/org.example.App");
        assert_ptr_equal(mountinfo_table_find_id(t, 1504), &t->mounts[4]);
        assert_null(mountinfo_table_find_id(t, 1507));
        mountinfo_table_free(t);

        /* escapes undone; malformed lines (no separator, a relative point, too few fields, a
         * separator before the paths) skipped; the last line without its newline taken */
        t = table("1 0 8:1 /data\\040set /mnt/my\\040disk rw - ext4 /dev/sda1 rw\n"
                  "2 1 8:1 / /nosep rw ext4 /dev/sda1 rw\n"
                  "3 1 8:1 / relative rw - ext4 /dev/sda1 rw\n"
                  "4 1 8:1\n"
                  "5 1 8:1 / - ext4 /dev/sda1 rw\n"
                  "x 1 8:1 / /x rw - ext4 /dev/sda1 rw\n"
                  "\n"
                  "6 1 8:2 /a\\012b /tab\\011here rw - ext4 /dev/sda2 rw");
        assert_int_equal(t->n_mounts, 2);
        assert_string_equal(t->mounts[0].root, "/data set");
        assert_string_equal(t->mounts[0].path, "/mnt/my disk");
        assert_string_equal(t->mounts[1].root, "/a\nb");
        assert_string_equal(t->mounts[1].path, "/tab\there");
        mountinfo_table_free(t);

        t = table("");
        assert_int_equal(t->n_mounts, 0);
        mountinfo_table_free(t);
        assert_null(mountinfo_table_free(NULL));
}

/* A Flatpak application's paths through bubblewrap's table and the host's. */
static void test_sandbox_path_map_flatpak(void **state) {
        MountTable *theirs = table(bwrap_table), *ours = table(host_table);

        check_map(theirs, ours, "/app/bin/example",
                  "/var/lib/flatpak/app/org.example.App/x86_64/stable/def/files/bin/example");
        check_map(theirs, ours, "/app", "/var/lib/flatpak/app/org.example.App/x86_64/stable/def/files");
        check_map(theirs, ours, "/usr/lib/x86_64-linux-gnu/libc.so.6",
                  "/var/lib/flatpak/runtime/org.freedesktop.Platform/x86_64/23.08/abc/files/lib/x86_64-linux-gnu/"
                  "libc.so.6");
        /* the longest mount point above the path: the GL extension below /usr */
        check_map(theirs, ours, "/usr/lib/x86_64-linux-gnu/GL/default/lib/libEGL.so.1",
                  "/var/lib/flatpak/runtime/org.freedesktop.Platform.GL.default/x86_64/23.08/ghi/files/default/lib/"
                  "libEGL.so.1");
        /* a name that only starts like a mount point is not below it */
        check_map(theirs, ours, "/usr/lib/x86_64-linux-gnu/GLX/libGLX.so",
                  "/var/lib/flatpak/runtime/org.freedesktop.Platform/x86_64/23.08/abc/files/lib/x86_64-linux-gnu/"
                  "GLX/libGLX.so");
        check_map(theirs, ours, "/application/x", NULL); /* in bwrap's tmpfs, not in /app */
        /* the user's tmpfs, mounted in both */
        check_map(theirs, ours, "/run/user/1000/.flatpak/1/ld.so.cache", "/run/user/1000/.flatpak/1/ld.so.cache");
        /* a btrfs subvolume: their root below ours */
        check_map(theirs, ours, "/home/u/.var/app/org.example.App/config/x.conf",
                  "/home/u/.var/app/org.example.App/config/x.conf");
        /* bwrap's own tmpfs (its /etc/passwd, /tmp): the host has no such file system */
        check_map(theirs, ours, "/etc/passwd", NULL);
        check_map(theirs, ours, "/", NULL);
        /* a file of devtmpfs bound alone: the host mounts all of it */
        check_map(theirs, ours, "/dev/null", "/dev/null");
        /* not a path */
        check_map(theirs, ours, "app/bin/example", NULL);
        check_map(theirs, ours, "", NULL);
        /* one candidate only */
        assert_null(map(theirs, ours, "/app/bin/example", 1));
        mountinfo_table_free(theirs);
        mountinfo_table_free(ours);
}

/* Which of theirs serves a path, and which of ours are tried in which order. */
static void test_sandbox_path_map_longest_prefix(void **state) {
        MountTable *theirs = table("10 1 8:1 / / rw - ext4 /dev/sda1 rw\n"
                                   "11 10 8:1 /srv/old /data rw - ext4 /dev/sda1 rw\n"
                                   "12 10 8:1 /srv/new /data rw - ext4 /dev/sda1 rw\n" /* over 11 */
                                   "13 10 8:1 /srv/deep /data/sub/deeper rw - ext4 /dev/sda1 rw\n"
                                   "14 10 8:2 / /usr rw - ext4 /dev/sda2 rw\n"),
                   *ours = table("20 1 8:1 / / rw - ext4 /dev/sda1 rw\n"
                                 "21 20 8:1 /srv /mnt/srv rw - ext4 /dev/sda1 rw\n"
                                 "22 20 8:1 /srv/new /mnt/new rw - ext4 /dev/sda1 rw\n"
                                 "23 20 8:1 /srv/other /mnt/other rw - ext4 /dev/sda1 rw\n"
                                 "24 20 8:2 / /usr rw - ext4 /dev/sda2 rw\n"
                                 "25 20 8:2 / /again/usr rw - ext4 /dev/sda2 rw\n");
        char *h;

        /* the later of two mounts on one point; of ours, the longest root first */
        check_map(theirs, ours, "/data/f", "/mnt/new/f");
        h = map(theirs, ours, "/data/f", 1);
        assert_string_equal(h, "/mnt/srv/new/f");
        free(h);
        h = map(theirs, ours, "/data/f", 2);
        assert_string_equal(h, "/srv/new/f");
        free(h);
        assert_null(map(theirs, ours, "/data/f", 3)); /* /srv/other holds no /srv/new */
        /* the deeper mount point wins over the shorter one */
        check_map(theirs, ours, "/data/sub/deeper/g", "/mnt/srv/deep/g");
        check_map(theirs, ours, "/data/sub/deep", "/mnt/new/sub/deep");
        /* "/" itself */
        check_map(theirs, ours, "/etc/hosts", "/etc/hosts");
        /* equal roots: the last listed first */
        check_map(theirs, ours, "/usr/lib/libz.so", "/again/usr/lib/libz.so");
        h = map(theirs, ours, "/usr/lib/libz.so", 1);
        assert_string_equal(h, "/usr/lib/libz.so");
        free(h);
        mountinfo_table_free(theirs);
        mountinfo_table_free(ours);

        /* more candidates than are tried: the longest roots */
        theirs = table("1 0 8:1 /a/b/c/d/e /x rw - ext4 /dev/sda1 rw\n");
        ours = table("2 1 8:1 / /r0 rw - ext4 /dev/sda1 rw\n"
                     "3 1 8:1 /a/b/c/d /r4 rw - ext4 /dev/sda1 rw\n"
                     "4 1 8:1 /a /r1 rw - ext4 /dev/sda1 rw\n"
                     "5 1 8:1 /a/b/c/d/e /r5 rw - ext4 /dev/sda1 rw\n"
                     "6 1 8:1 /a/b /r2 rw - ext4 /dev/sda1 rw\n"
                     "7 1 8:1 /a/b/c /r3 rw - ext4 /dev/sda1 rw\n");
        const char *want[] = { "/r5/f", "/r4/e/f", "/r3/d/e/f", "/r2/c/d/e/f" };
        for (size_t i = 0; i < ELEMENTSOF(want); i++) {
                h = map(theirs, ours, "/x/f", i);
                assert_string_equal(h, want[i]);
                free(h);
        }
        assert_null(map(theirs, ours, "/x/f", SANDBOX_CANDIDATES_MAX));
        mountinfo_table_free(theirs);
        mountinfo_table_free(ours);
}

/* Paths in no mount, file systems the host does not mount, escaped mount points, bounds. */
static void test_sandbox_path_map_edges(void **state) {
        MountTable *theirs = table("1 0 8:1 /data\\040set /mnt/my\\040disk rw - ext4 /dev/sda1 rw\n"
                                   "2 0 8:3 / /only-theirs rw - ext4 /dev/sda3 rw\n"
                                   "3 0 8:4 /var/lib/flatpak/runtime /runtime rw - ext4 /dev/sda4 rw\n"),
                   *ours = table("10 1 8:1 / /media/a\\040b rw - ext4 /dev/sda1 rw\n"
                                 "11 1 8:4 /var/lib/flatpak/app /apps rw - ext4 /dev/sda4 rw\n"),
                   *empty = table("");
        char *long_path;

        /* in no mount of theirs (their table has no "/") */
        check_map(theirs, ours, "/etc/passwd", NULL);
        /* escaped on both sides */
        check_map(theirs, ours, "/mnt/my disk/f", "/media/a b/data set/f");
        check_map(theirs, ours, "/mnt/my diskette/f", NULL);
        /* mounted only in theirs */
        check_map(theirs, ours, "/only-theirs/f", NULL);
        /* mounted in ours, but only a part that does not hold theirs */
        check_map(theirs, ours, "/runtime/x/files/lib/libc.so.6", NULL);
        /* empty tables */
        check_map(empty, ours, "/mnt/my disk/f", NULL);
        check_map(theirs, empty, "/mnt/my disk/f", NULL);
        assert_int_equal(sandbox_path_map(NULL, ours, "/x", 0, &(char *) { NULL }), 0);
        /* a result past PATH_MAX is none */
        long_path = malloc(PATH_MAX + 32);
        assert_non_null(long_path);
        strcpy(long_path, "/mnt/my disk/");
        memset(long_path + 13, 'a', PATH_MAX - 20);
        long_path[13 + PATH_MAX - 20] = '\0';
        check_map(theirs, ours, long_path, NULL);
        free(long_path);
        mountinfo_table_free(theirs);
        mountinfo_table_free(ours);
        mountinfo_table_free(empty);
}

/* The identity check: inode, and st_dev or the super block's number of the file's mount. */
static void test_sandbox_path_same_file(void **state) {
        char *dir = tu_mkdtemp(), *f = tu_strdupf("%s/f", dir), *link = tu_strdupf("%s/l", dir), *text = NULL;
        struct statx sx;
        struct stat st;
        MountTable *ours;
        dev_t got = 0;

        tu_write_file(f, "x", 1);
        assert_int_equal(symlink(f, link), 0);
        assert_int_equal(stat(f, &st), 0);
        assert_int_equal(sandbox_path_same_file(NULL, f, st.st_dev, st.st_ino, &got), 1);
        assert_true(got == st.st_dev);
        assert_int_equal(sandbox_path_same_file(NULL, f, st.st_dev, st.st_ino + 1, NULL), 0);
        assert_int_equal(sandbox_path_same_file(NULL, f, makedev(250, 250), st.st_ino, NULL), 0);
        /* a link to it, a directory, nothing: none is the file */
        assert_int_equal(sandbox_path_same_file(NULL, link, st.st_dev, st.st_ino, NULL), 0);
        assert_int_equal(sandbox_path_same_file(NULL, dir, st.st_dev, st.st_ino, NULL), 0);
        assert_int_equal(sandbox_path_same_file(NULL, "/nonexistent/f", st.st_dev, st.st_ino, NULL), 0);

        /* /proc/PID/maps names the super block's number: the file's mount in our table says it */
        assert_int_equal(statx(AT_FDCWD, f, 0, STATX_MNT_ID, &sx), 0);
        if (!(sx.stx_mask & STATX_MNT_ID))
                skip();
        assert_true(asprintf(&text, "%llu 1 250:7 / / rw - btrfs /dev/x rw\n", (unsigned long long) sx.stx_mnt_id) > 0);
        ours = table(text);
        got = 0;
        assert_int_equal(sandbox_path_same_file(ours, f, makedev(250, 7), st.st_ino, &got), 1);
        assert_true(got == st.st_dev); /* what stat() says, as the profile's fingerprint will */
        assert_int_equal(sandbox_path_same_file(ours, f, makedev(250, 8), st.st_ino, NULL), 0);
        assert_int_equal(sandbox_path_same_file(ours, f, makedev(250, 7), st.st_ino + 1, NULL), 0);
        mountinfo_table_free(ours);
        free(text);
        tu_rm_rf(dir);
        free(dir);
        free(f);
        free(link);
}

/* Our own namespace, and one that is gone. */
static void test_sandbox_paths_namespace_own(void **state) {
        SandboxPaths *s = NULL;
        SandboxNs *ns = NULL;
        char *text = NULL;
        pid_t pid;

        assert_int_equal(sandbox_paths_new(&s), 0);
        assert_int_equal(sandbox_paths_namespace(s, getpid(), &ns), 0);
        assert_null(ns);
        pid = fork();
        assert_true(pid >= 0);
        if (pid == 0)
                _exit(0);
        assert_int_equal(waitpid(pid, NULL, 0), pid);
        assert_int_equal(sandbox_paths_namespace(s, pid, &ns), -ESRCH);
        assert_int_equal(mountinfo_read_pid(pid, &text), -ESRCH);
        assert_null(sandbox_paths_free(s));
        assert_null(sandbox_paths_free(NULL));
}

/* ---- a real namespace (root) ---- */

typedef struct Sandboxed {
        pid_t pid;
        int release;
        int fd; /* the number of its descriptor of B/data */
} Sandboxed;

/*
 * A child in a mount namespace of its own where dir/A is bound over dir/B (whose own files the
 * host keeps: B/lib.so there is another file) and a tmpfs of its own is mounted on dir/C: it maps
 * B/lib.so and C/only-here and touches a page of each, reads B/data through a descriptor it keeps
 * open, then waits.
 */
static Sandboxed sandboxed_start(const char *dir) {
        int ready[2], hold[2];
        Sandboxed c = {};
        char b;

        assert_int_equal(pipe(ready), 0);
        assert_int_equal(pipe(hold), 0);
        c.pid = fork();
        assert_true(c.pid >= 0);
        if (c.pid == 0) {
                char *a = tu_strdupf("%s/A", dir), *bb = tu_strdupf("%s/B", dir), *cc = tu_strdupf("%s/C", dir);
                close(ready[0]);
                close(hold[1]);
                if (unshare(CLONE_NEWNS) < 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0 ||
                    mount(a, bb, NULL, MS_BIND, NULL) < 0 || mount("tmpfs", cc, "tmpfs", 0, "size=1m") < 0)
                        _exit(1);
                int tfd = open(tu_strdupf("%s/only-here", cc), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
                char page[8192];
                memset(page, 'x', sizeof(page));
                if (tfd < 0 || write(tfd, page, sizeof(page)) != (ssize_t) sizeof(page))
                        _exit(2);
                int lfd = open(tu_strdupf("%s/lib.so", bb), O_RDONLY | O_CLOEXEC);
                volatile char *m1 = lfd >= 0 ? mmap(NULL, 8192, PROT_READ, MAP_PRIVATE, lfd, 0) : MAP_FAILED;
                volatile char *m2 = mmap(NULL, 8192, PROT_READ, MAP_PRIVATE, tfd, 0);
                if (m1 == MAP_FAILED || m2 == MAP_FAILED)
                        _exit(3);
                (void) m1[0];
                (void) m2[0];
                int dfd = open(tu_strdupf("%s/data", bb), O_RDONLY | O_CLOEXEC);
                char buf[100];
                if (dfd < 0 || read(dfd, buf, sizeof(buf)) != sizeof(buf))
                        _exit(4);
                (void) !write(ready[1], &dfd, sizeof(dfd));
                (void) !read(hold[0], &b, 1);
                _exit(0);
        }
        close(ready[1]);
        close(hold[0]);
        assert_int_equal(read(ready[0], &c.fd, sizeof(c.fd)), sizeof(c.fd));
        close(ready[0]);
        c.release = hold[1];
        return c;
}

static void sandboxed_stop(Sandboxed *c) {
        int status;

        close(c->release);
        assert_int_equal(waitpid(c->pid, &status, 0), c->pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
}

typedef struct Seen {
        const char *dir;
        char *paths[8];
        dev_t devs[8];
        uint64_t inos[8];
        size_t n;
} Seen;

/* The child's mappings under the test's directory, each once. */
static int on_seen(const char *path, dev_t dev, uint64_t ino, uint64_t offset, uint64_t length, void *userdata) {
        Seen *s = userdata;

        if (strncmp(path, s->dir, strlen(s->dir)) != 0 || s->n == ELEMENTSOF(s->paths))
                return 0;
        for (size_t i = 0; i < s->n; i++)
                if (strcmp(s->paths[i], path) == 0)
                        return 0;
        s->paths[s->n] = strdup(path);
        s->devs[s->n] = dev;
        s->inos[s->n++] = ino;
        return 0;
}

static void test_sandbox_paths_real_namespace(void **state) {
        if (geteuid() != 0)
                skip();
        char *dir = tu_mkdtemp(), *a = tu_strdupf("%s/A", dir), *b = tu_strdupf("%s/B", dir),
             *c = tu_strdupf("%s/C", dir), *a_lib = tu_strdupf("%s/A/lib.so", dir), *b_lib = tu_strdupf("%s/B/lib.so", dir),
             *a_data = tu_strdupf("%s/A/data", dir), *b_data = tu_strdupf("%s/B/data", dir),
             *only = tu_strdupf("%s/C/only-here", dir);
        struct stat a_lib_st, b_lib_st, a_data_st, fd_st;
        ProcMapsBuffer buf = {};
        SandboxPaths *s = NULL;
        SandboxNs *ns = NULL, *ns2 = NULL;
        Seen seen = { .dir = dir };
        char link[64], target[PATH_MAX], *host = NULL;
        dev_t id_dev = 0;
        ssize_t n;

        assert_int_equal(mkdir(a, 0755), 0);
        assert_int_equal(mkdir(b, 0755), 0);
        assert_int_equal(mkdir(c, 0755), 0);
        tu_write_filled(a_lib, 8192);
        tu_write_filled(b_lib, 8192); /* the host's own B/lib.so: not the file the child maps */
        tu_write_filled(a_data, 4096);
        assert_int_equal(stat(a_lib, &a_lib_st), 0);
        assert_int_equal(stat(b_lib, &b_lib_st), 0);
        assert_int_equal(stat(a_data, &a_data_st), 0);

        Sandboxed child = sandboxed_start(dir);
        assert_int_equal(sandbox_paths_new(&s), 0);
        assert_int_equal(sandbox_paths_namespace(s, child.pid, &ns), 1);
        assert_non_null(ns);
        /* asked again: the same namespace, its tables read once */
        assert_int_equal(sandbox_paths_namespace(s, child.pid, &ns2), 1);
        assert_ptr_equal(ns, ns2);
        assert_int_equal(sandbox_paths_namespace(s, getpid(), &ns2), 0);

        /* its maps name B/lib.so (the inode of A/lib.so) and C/only-here */
        assert_int_equal(procmaps_walk(child.pid, 0, UINT64_MAX, &buf, on_seen, &seen), 0);
        assert_int_equal(seen.n, 2);
        for (size_t i = 0; i < seen.n; i++) {
                int r = sandbox_paths_translate(s, ns, seen.paths[i], seen.devs[i], seen.inos[i], &host, &id_dev);
                if (strcmp(seen.paths[i], b_lib) == 0) {
                        assert_true(seen.inos[i] == a_lib_st.st_ino && seen.inos[i] != b_lib_st.st_ino);
                        assert_int_equal(r, 1);
                        assert_string_equal(host, a_lib);
                        assert_true(id_dev == a_lib_st.st_dev);
                        free(host);
                        host = NULL;
                } else {
                        /* its tmpfs is mounted nowhere in ours */
                        assert_string_equal(seen.paths[i], only);
                        assert_int_equal(r, 0);
                }
                free(seen.paths[i]);
        }
        /* the host's B/lib.so is another file: its identity does not pass as the mapped one's */
        assert_int_equal(sandbox_paths_translate(s, ns, b_lib, b_lib_st.st_dev, b_lib_st.st_ino, &host, NULL), 0);

        /* its descriptor of B/data: the file stat() sees through /proc/PID/fd is A/data */
        snprintf(link, sizeof(link), "/proc/%d/fd/%d", (int) child.pid, child.fd);
        n = readlink(link, target, sizeof(target) - 1);
        assert_true(n > 0);
        target[n] = '\0';
        assert_string_equal(target, b_data);
        assert_int_equal(stat(link, &fd_st), 0);
        assert_int_equal(sandbox_paths_translate(s, ns, target, fd_st.st_dev, fd_st.st_ino, &host, &id_dev), 1);
        assert_string_equal(host, a_data);
        assert_true(id_dev == a_data_st.st_dev && fd_st.st_ino == a_data_st.st_ino);
        free(host);

        sandboxed_stop(&child);
        sandbox_paths_free(s);
        free(buf.data);
        tu_rm_rf(dir);
        free(dir);
        free(a);
        free(b);
        free(c);
        free(a_lib);
        free(b_lib);
        free(a_data);
        free(b_data);
        free(only);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_mountinfo_table_parse),
                cmocka_unit_test(test_sandbox_path_map_flatpak),
                cmocka_unit_test(test_sandbox_path_map_longest_prefix),
                cmocka_unit_test(test_sandbox_path_map_edges),
                cmocka_unit_test(test_sandbox_path_same_file),
                cmocka_unit_test(test_sandbox_paths_namespace_own),
                cmocka_unit_test(test_sandbox_paths_real_namespace),
        };

        return cmocka_run_group_tests(tests, NULL, NULL);
}
