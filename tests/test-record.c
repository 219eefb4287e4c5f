/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Recording: a program built at test time maps a known file and touches known pages, pread()s,
 * read()s (in a forked child) and preadv()s (in a thread) known ranges of two more, stops itself
 * and takes a signal; the profile must hold exactly those pages, with the files in first-use
 * order. The same runs as root and, when we are root, as nobody; plus exec chains, the time
 * limit, and commands that cannot run.
 */
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <inttypes.h>
#include <limits.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <dirent.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "macro.h"
#include "plan.h"
#include "profile.h"
#include "record.h"
#include "util.h"

#define PAGE 4096u

static char *dir, *prog, *map_file, *pread_file, *read_file, *ra_file, *script, *md5_file, *access_file;

/*
 * The recorded program. Pages touched of MAP: 1, 5, 40 through a first mapping that is then
 * unmapped, 60 through a second one kept until exit. PREAD: pread(10000 bytes at 3*4096+7), so
 * pages 3..5. READ: read(5000 at 8192) in a forked child, so pages 2..3, and preadv(100+200 at
 * 40960) in a thread, so page 10. RA: read(100 bytes at 0), so page 0, where the kernel starts a
 * read-ahead window (random reads elsewhere it reads as asked). MADV_RANDOM keeps the kernel
 * from reading (and fault-around from mapping) pages around the touched ones. Given a directory
 * as argv[6], it then looks paths up there without reading them: stat() of a missing path,
 * access() and readlink() of existing ones, lstat() of relative paths after chdir(), openat() of a
 * missing file relative to a directory fd, execv() of a missing program, stat() of RA (which it
 * read), and paths in /proc, /dev and /sys.
 */
static const char prog_src[] =
        "#define _GNU_SOURCE\n"
        "#include <fcntl.h>\n#include <pthread.h>\n#include <signal.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
        "#include <string.h>\n#include <sys/mman.h>\n#include <sys/stat.h>\n#include <sys/uio.h>\n"
        "#include <sys/wait.h>\n"
        "#include <unistd.h>\n"
        "static char buf[65536];\n"
        "static volatile sig_atomic_t got_usr1;\n"
        "static void on_usr1(int s) { got_usr1 = 1; }\n"
        "static void *thread_main(void *arg) {\n"
        "        int fd = open(arg, O_RDONLY);\n"
        "        struct iovec iov[2] = { { buf, 100 }, { buf + 100, 200 } };\n"
        "        if (fd < 0 || preadv(fd, iov, 2, 40960) != 300) exit(5);\n"
        "        return NULL;\n"
        "}\n"
        "int main(int argc, char **argv) {\n"
        "        size_t len = 64 * 4096;\n"
        "        volatile char c;\n"
        "        int fd = open(argv[1], O_RDONLY);\n"
        "        if (fd < 0) return 2;\n"
        "        char *m = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);\n"
        "        if (m == MAP_FAILED) return 2;\n"
        "        madvise(m, len, MADV_RANDOM);\n"
        "        c = m[1 * 4096]; c = m[5 * 4096 + 100]; c = m[40 * 4096 + 4095];\n"
        "        munmap(m, len);\n"
        "        m = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, 0);\n"
        "        if (m == MAP_FAILED) return 2;\n"
        "        madvise(m, len, MADV_RANDOM);\n"
        "        c = m[60 * 4096];\n"
        "        (void) c;\n"
        "        int fd2 = open(argv[2], O_RDONLY);\n"
        "        if (fd2 < 0 || pread(fd2, buf, 10000, 3 * 4096 + 7) != 10000) return 3;\n"
        "        pid_t pid = fork();\n"
        "        if (pid == 0) {\n"
        "                int fd3 = open(argv[3], O_RDONLY);\n"
        "                if (fd3 < 0 || lseek(fd3, 8192, SEEK_SET) != 8192 || read(fd3, buf, 5000) != 5000) _exit(4);\n"
        "                raise(SIGSTOP);\n" /* a group stop; the parent continues us */
        "                _exit(0);\n"
        "        }\n"
        "        int st;\n"
        "        if (waitpid(pid, &st, WUNTRACED) != pid || !WIFSTOPPED(st)) return 6;\n"
        "        kill(pid, SIGCONT);\n"
        "        if (waitpid(pid, &st, 0) != pid || !WIFEXITED(st) || WEXITSTATUS(st) != 0) return 7;\n"
        "        pthread_t t;\n"
        "        if (pthread_create(&t, NULL, thread_main, argv[3]) != 0 || pthread_join(t, NULL) != 0) return 8;\n"
        "        signal(SIGUSR1, on_usr1);\n"
        "        raise(SIGUSR1);\n"
        "        if (!got_usr1) return 9;\n"
        "        int fd4 = open(argv[4], O_RDONLY);\n"
        "        if (fd4 < 0 || read(fd4, buf, 100) != 100) return 10;\n"
        "        if (argc > 6) {\n" /* lookups: paths used without reading them */
        "                char path[4096];\n"
        "                struct stat st;\n"
        "                snprintf(path, sizeof(path), \"%s/missing-stat\", argv[6]);\n"
        "                if (stat(path, &st) == 0) return 11;\n"
        "                snprintf(path, sizeof(path), \"%s/access-only.dat\", argv[6]);\n"
        "                if (access(path, R_OK) != 0) return 12;\n"
        "                snprintf(path, sizeof(path), \"%s/link\", argv[6]);\n"
        "                if (readlink(path, buf, sizeof(buf)) <= 0) return 13;\n"
        "                snprintf(path, sizeof(path), \"%s/cwd\", argv[6]);\n"
        "                if (chdir(path) != 0) return 14;\n"
        "                if (lstat(\"rel-entry\", &st) != 0) return 15;\n"
        "                if (lstat(\"rel-missing\", &st) == 0) return 16;\n"
        "                int d = open(argv[6], O_RDONLY | O_DIRECTORY);\n"
        "                if (d < 0 || openat(d, \"missing-openat\", O_RDONLY) >= 0) return 17;\n"
        "                snprintf(path, sizeof(path), \"%s/missing-exec\", argv[6]);\n"
        "                char *no_argv[] = { path, NULL };\n"
        "                if (execv(path, no_argv) == 0) return 18;\n"
        "                snprintf(path, sizeof(path), \"%s/cwd/\", argv[6]);\n" /* kept as \"X/.\", once */
        "                if (stat(path, &st) != 0) return 21;\n"
        "                snprintf(path, sizeof(path), \"%s/cwd/.\", argv[6]);\n"
        "                if (stat(path, &st) != 0) return 22;\n"
        "                if (stat(argv[4], &st) != 0) return 19;\n" /* read above: a file entry */
        "                stat(\"/proc/self/exe\", &st); access(\"/dev/null\", F_OK); stat(\"/sys/kernel\", &st);\n"
        "                snprintf(path, sizeof(path), \"%s/scratch/created-%u.dat\", argv[6], (unsigned) getuid());\n"
        "                int c = open(path, O_RDWR | O_CREAT | O_EXCL, 0644);\n" /* born now */
        "                if (c < 0 || write(c, buf, 8192) != 8192 || pread(c, buf, 4096, 0) != 4096) return 20;\n"
        "        }\n"
        "        if (argc > 5 && strcmp(argv[5], \"sleep\") == 0) for (;;) pause();\n"
        "        return 0;\n"
        "}\n";

static void write_sized(const char *path, size_t size) {
        char *data = malloc(size);
        assert_non_null(data);
        for (size_t i = 0; i < size; i++)
                data[i] = (char) (i * 7 + 3);
        tu_write_file(path, data, size);
        free(data);
        /* Written pages are dirty; only clean pages can be evicted for the cold start. */
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(fsync(fd), 0);
        close(fd);
        assert_int_equal(chmod(path, 0644), 0);
}

static int setup(void **state) {
        char *tmp = tu_mkdtemp();
        /* Canonical, as recorded file paths are: a lookup of a path the program reads is then the
         * same string as its file entry. */
        dir = realpath(tmp, NULL);
        free(tmp);
        if (!dir)
                return -1;
        /* nobody must reach the fixtures. */
        chmod(dir, 0755);
        char *src = tu_strdupf("%s/prog.c", dir);
        prog = tu_strdupf("%s/prog", dir);
        tu_write_file(src, prog_src, strlen(prog_src));
        if (tu_run("%s -O0 -pthread -o '%s' '%s'", tu_cc(), prog, src) != 0)
                return -1;
        free(src);
        map_file = tu_strdupf("%s/map.dat", dir);
        pread_file = tu_strdupf("%s/pread.dat", dir);
        read_file = tu_strdupf("%s/read.dat", dir);
        ra_file = tu_strdupf("%s/ra.dat", dir);
        md5_file = tu_strdupf("%s/md5 me.dat", dir);
        write_sized(map_file, 64 * PAGE);
        write_sized(pread_file, 32 * PAGE);
        write_sized(read_file, 16 * PAGE);
        write_sized(ra_file, 64 * PAGE);
        write_sized(md5_file, 5 * PAGE + 123);
        /* Where the program creates a file; it runs as nobody too. */
        char *scratch = tu_strdupf("%s/scratch", dir);
        if (mkdir(scratch, 0755) < 0 || chmod(scratch, 01777) < 0)
                return -1;
        free(scratch);
        access_file = tu_strdupf("%s/access-only.dat", dir);
        write_sized(access_file, 100);
        char *cwd = tu_strdupf("%s/cwd", dir), *rel = tu_strdupf("%s/cwd/rel-entry", dir),
             *link = tu_strdupf("%s/link", dir);
        if (mkdir(cwd, 0755) < 0 || symlink(map_file, link) < 0)
                return -1;
        write_sized(rel, 10);
        free(cwd);
        free(rel);
        free(link);
        script = tu_strdupf("%s/run.sh", dir);
        char *text = tu_strdupf("#!/bin/sh\nexec md5sum \"%s\" >/dev/null\n", md5_file);
        tu_write_file(script, text, strlen(text));
        free(text);
        return 0;
}

static int teardown(void **state) {
        tu_rm_rf(dir);
        free(dir);
        free(prog);
        free(map_file);
        free(pread_file);
        free(read_file);
        free(ra_file);
        free(md5_file);
        free(access_file);
        free(script);
        return 0;
}

static Plan *evict_plan(void) {
        Plan *p;
        const char *files[] = { map_file, pread_file, read_file, ra_file, md5_file };
        assert_int_equal(plan_new(&p), 0);
        for (size_t i = 0; i < ELEMENTSOF(files); i++)
                assert_int_equal(plan_add_file(p, files[i], NULL, NULL, NULL), 0);
        return p;
}

static ssize_t file_index(const Profile *p, const char *path) {
        for (size_t i = 0; i < p->n_files; i++)
                if (strcmp(p->files[i].path, path) == 0)
                        return (ssize_t) i;
        return -1;
}

typedef struct Want {
        uint64_t offset, length;
} Want;

/* NULL when f's ranges (touched: its touched ranges) are exactly want; else a description (static
 * buffer). */
static const char *ranges_match_of(const Profile *p, const char *path, bool touched, const Want *want, size_t n) {
        static char msg[1024];
        ssize_t i = file_index(p, path);
        if (i < 0) {
                snprintf(msg, sizeof(msg), "%s not recorded", path);
                return msg;
        }
        const ProfileFile *f = &p->files[i];
        const Range *v = touched ? f->touched : f->ranges;
        size_t nv = touched ? f->n_touched : f->n_ranges;
        bool ok = nv == n;
        for (size_t j = 0; ok && j < n; j++)
                ok = v[j].offset == want[j].offset && v[j].length == want[j].length;
        if (ok)
                return NULL;
        int k = snprintf(msg, sizeof(msg), "%s: got%s", path, touched ? " touched" : "");
        for (size_t j = 0; j < nv && k > 0 && (size_t) k < sizeof(msg) - 64; j++)
                k += snprintf(msg + k, sizeof(msg) - (size_t) k, " %" PRIu64 "+%" PRIu64, v[j].offset, v[j].length);
        snprintf(msg + k, sizeof(msg) - (size_t) k, " (want %zu ranges)", n);
        return msg;
}

static const char *ranges_match(const Profile *p, const char *path, const Want *want, size_t n) {
        return ranges_match_of(p, path, false, want, n);
}

static const char *touched_match(const Profile *p, const char *path, const Want *want, size_t n) {
        return ranges_match_of(p, path, true, want, n);
}

/* NULL when every range of want lies within the recorded ranges of path. */
static const char *ranges_cover(const Profile *p, const char *path, const Want *want, size_t n) {
        static char msg[512];
        ssize_t i = file_index(p, path);
        if (i < 0)
                return "file not recorded";
        const ProfileFile *f = &p->files[i];
        for (size_t j = 0; j < n; j++) {
                bool in = false;
                for (size_t k = 0; k < f->n_ranges && !in; k++)
                        in = f->ranges[k].offset <= want[j].offset &&
                             want[j].offset + want[j].length <= f->ranges[k].offset + f->ranges[k].length;
                if (!in) {
                        snprintf(msg, sizeof(msg), "%s: %" PRIu64 "+%" PRIu64 " not covered", path, want[j].offset,
                                 want[j].length);
                        return msg;
                }
        }
        return NULL;
}

static ssize_t lookup_index(const Profile *p, const char *path) {
        for (size_t i = 0; i < p->n_lookups; i++)
                if (strcmp(p->lookups[i], path) == 0)
                        return (ssize_t) i;
        return -1;
}

/* The lookups of the basic recording; NULL when they are right. No cmocka calls. */
static const char *check_lookups(const Profile *p) {
        static char msg[PATH_MAX + 128];
        const char *e = NULL;

        /* In first-use order; relative paths made absolute against the working directory or the
         * directory fd. */
        char *want[] = {
                tu_strdupf("%s/missing-stat", dir),
                tu_strdupf("%s/access-only.dat", dir),
                tu_strdupf("%s/link", dir),
                tu_strdupf("%s/cwd/rel-entry", dir),
                tu_strdupf("%s/cwd/rel-missing", dir),
                tu_strdupf("%s/missing-openat", dir),
                tu_strdupf("%s/missing-exec", dir),
                tu_strdupf("%s/cwd/.", dir), /* "X/" and "X/.": one lookup, never "X/" (profile.h) */
        };
        ssize_t prev = -1;
        for (size_t i = 0; i < ELEMENTSOF(want) && !e; i++) {
                ssize_t k = lookup_index(p, want[i]);
                if (k < 0 || k <= prev) {
                        snprintf(msg, sizeof(msg), "lookup %s %s", want[i], k < 0 ? "not recorded" : "out of order");
                        e = msg;
                }
                prev = k;
        }
        for (size_t i = 0; i < ELEMENTSOF(want); i++)
                free(want[i]);
        if (e)
                return e;

        for (size_t i = 0; i < p->n_lookups; i++) {
                const char *l = p->lookups[i];
                if (l[0] != '/') {
                        snprintf(msg, sizeof(msg), "lookup %s is relative", l);
                        return msg;
                }
                if (lookup_names_dir(l)) {
                        snprintf(msg, sizeof(msg), "lookup %s taken for a directory looked names up in", l);
                        return msg;
                }
                if (strncmp(l, "/proc/", 6) == 0 || strncmp(l, "/dev/", 5) == 0 || strncmp(l, "/sys/", 5) == 0) {
                        snprintf(msg, sizeof(msg), "pseudo file %s looked up", l);
                        return msg;
                }
                /* Files it read (opened, stat'ed) are file entries: no lookup repeats them. */
                if (file_index(p, l) >= 0) {
                        snprintf(msg, sizeof(msg), "file entry %s is a lookup too", l);
                        return msg;
                }
                if (lookup_index(p, l) != (ssize_t) i) {
                        snprintf(msg, sizeof(msg), "lookup %s twice", l);
                        return msg;
                }
                /* Each carries the inode at its path after the launch, 0 where there is none. */
                struct stat lst;
                uint64_t want_ino = stat(l, &lst) == 0 ? (uint64_t) lst.st_ino : 0;
                if (p->lookup_inos[i] != want_ino) {
                        snprintf(msg, sizeof(msg), "lookup %s has inode %" PRIu64 ", not %" PRIu64, l,
                                 p->lookup_inos[i], want_ino);
                        return msg;
                }
        }
        const char *read_files[] = { map_file, pread_file, read_file, ra_file };
        for (size_t i = 0; i < ELEMENTSOF(read_files); i++)
                if (lookup_index(p, read_files[i]) >= 0) {
                        snprintf(msg, sizeof(msg), "%s read, yet a lookup", read_files[i]);
                        return msg;
                }
        /* A file only looked up is not a file entry. */
        if (file_index(p, access_file) >= 0)
                return "access()ed file recorded as used";
        return NULL;
}

/* All checks of the basic recording; NULL when it is right. No cmocka calls: children use it. */
static const char *check_basic(const Profile *p, const RecordStats *st, bool sleeping) {
        static char msg[512];
        static const Want map_want[] = {
                { 1 * PAGE, PAGE }, { 5 * PAGE, PAGE }, { 40 * PAGE, PAGE }, { 60 * PAGE, PAGE } };
        static const Want pread_want[] = { { 3 * PAGE, 3 * PAGE } };
        static const Want read_want[] = { { 2 * PAGE, 2 * PAGE }, { 10 * PAGE, PAGE } };
        static const Want ra_want[] = { { 0, PAGE } };
        const char *e;
        char *real = realpath(prog, NULL);

        if (!real)
                return "realpath";
        if (strcmp(p->name, "prog") != 0 || !p->program || strcmp(p->program, real) != 0) {
                free(real);
                return "name or program wrong";
        }
        if (p->n_files < 5 || strcmp(p->files[0].path, real) != 0) {
                snprintf(msg, sizeof(msg), "first file is %s, not the program", p->n_files ? p->files[0].path : "-");
                free(real);
                return msg;
        }
        free(real);
        if (p->n_command < 4 || strcmp(p->command[1], map_file) != 0)
                return "command not kept";
        if (sleeping ? !st->timed_out || !WIFSIGNALED(st->exit_status) || WTERMSIG(st->exit_status) != SIGKILL
                     : st->timed_out || !WIFEXITED(st->exit_status) || WEXITSTATUS(st->exit_status) != 0) {
                snprintf(msg, sizeof(msg), "exit status %#x, timed out %d", st->exit_status, st->timed_out);
                return msg;
        }
        if (st->n_processes < 3)
                return "fork child and thread not traced";

        /* First-use order: the program, its interpreter and libraries, then the data files. */
        ssize_t im = file_index(p, map_file), ip = file_index(p, pread_file), ir = file_index(p, read_file);
        ssize_t ilibc = -1;
        for (size_t i = 0; i < p->n_files; i++)
                if (strstr(p->files[i].path, "/libc.so"))
                        ilibc = (ssize_t) i;
        if (im < 0 || ip < 0 || ir < 0 || ilibc < 0 || !(ilibc < im && im < ip && ip < ir)) {
                snprintf(msg, sizeof(msg), "order: libc %zd map %zd pread %zd read %zd", ilibc, im, ip, ir);
                return msg;
        }
        if ((e = ranges_match(p, map_file, map_want, ELEMENTSOF(map_want))) ||
            (e = ranges_match(p, pread_file, pread_want, ELEMENTSOF(pread_want))) ||
            (e = ranges_match(p, read_file, read_want, ELEMENTSOF(read_want))) ||
            (e = ranges_match(p, ra_file, ra_want, ELEMENTSOF(ra_want))))
                return e;
        /* Mapped pages present and bytes read are what the launch touched: all of it, here. */
        if ((e = touched_match(p, map_file, map_want, ELEMENTSOF(map_want))) ||
            (e = touched_match(p, pread_file, pread_want, ELEMENTSOF(pread_want))) ||
            (e = touched_match(p, read_file, read_want, ELEMENTSOF(read_want))) ||
            (e = touched_match(p, ra_file, ra_want, ELEMENTSOF(ra_want))))
                return e;

        /* Fingerprints are real: they make the entries fresh right now. */
        for (size_t i = 0; i < p->n_files; i++) {
                ProfileFileState s;
                if (profile_file_check(&p->files[i], &s, NULL, NULL) < 0 || s != PROFILE_FILE_FRESH) {
                        snprintf(msg, sizeof(msg), "%s is not fresh", p->files[i].path);
                        return msg;
                }
        }
        /* The program is ELF with a build-id (the toolchain default here), the data files none. */
        if (p->files[im].id.build_id_size != 0)
                return "data file has a build-id";
        /* Nothing from /proc, /sys or /dev. */
        for (size_t i = 0; i < p->n_files; i++)
                if (strncmp(p->files[i].path, "/proc/", 6) == 0 || strncmp(p->files[i].path, "/dev/", 5) == 0 ||
                    strncmp(p->files[i].path, "/sys/", 5) == 0)
                        return "pseudo file recorded";
        if (st->n_evicted != 5)
                return "the five data files were not evicted";
        /* A file the launch created itself is not warmed: left out where birth times exist. */
        char *created = tu_strdupf("%s/scratch/created-%u.dat", dir, (unsigned) getuid());
        struct statx stx;
        bool btime = statx(AT_FDCWD, created, 0, STATX_BTIME, &stx) == 0 && (stx.stx_mask & STATX_BTIME);
        ssize_t ic = file_index(p, created);
        free(created);
        if (btime ? ic >= 0 || st->n_created != 1 : ic < 0) {
                snprintf(msg, sizeof(msg), "created file: entry %zd, n_created %zu, btime %d", ic, st->n_created, btime);
                return msg;
        }
        return check_lookups(p);
}

static int record_basic_mode(bool sleeping, RecordMode mode, const char *tracefs, Profile **ret,
                             RecordStats *st) {
        char *argv[] = { prog, map_file, pread_file, read_file, ra_file, sleeping ? "sleep" : "exit", dir, NULL };
        Plan *evict = evict_plan();
        /* The program creates this file anew (O_EXCL); one per user, as the directory is sticky. */
        char *created = tu_strdupf("%s/scratch/created-%u.dat", dir, (unsigned) getuid());
        (void) unlink(created);
        free(created);
        RecordOptions opts = {
                .argv = argv,
                .timeout_usec = sleeping ? 1500000 : 60000000,
                .evict = evict,
                .mode = mode,
                .tracefs = tracefs,
        };
        int r = record_run(&opts, ret, st);
        plan_free(evict);
        return r;
}

static int record_basic(bool sleeping, Profile **ret, RecordStats *st) {
        /* The exact-page checks are about what ptrace sees: tracefs would add read-ahead. */
        return record_basic_mode(sleeping, RECORD_MODE_PTRACE, NULL, ret, st);
}

static void test_record_run_basic(void **state) {
        Profile *p = NULL;
        RecordStats st = {};
        sigset_t before, after;

        sigprocmask(SIG_SETMASK, NULL, &before);
        int r = record_basic(false, &p, &st);
        if (r == -EPERM)
                skip(); /* ptrace or seccomp refused by the environment */
        assert_int_equal(r, 0);
        const char *e = check_basic(p, &st, false);
        if (e)
                fail_msg("%s", e);
        assert_true(st.n_stops > 0);
        assert_true(st.n_snapshots > 0);
        assert_true(st.duration_usec > 0 && st.duration_usec < 30000000);

        /* The caller's signal state is as it was, with no stray SIGCHLD pending. */
        sigprocmask(SIG_SETMASK, NULL, &after);
        assert_int_equal(sigismember(&before, SIGCHLD), sigismember(&after, SIGCHLD));
        sigset_t pending;
        sigpending(&pending);
        assert_false(sigismember(&pending, SIGCHLD));

        /* The profile survives its own format. */
        char *text;
        size_t n;
        Profile *q;
        assert_int_equal(profile_format(p, &text, &n), 0);
        assert_int_equal(profile_parse(text, n, &q, NULL, NULL), 0);
        assert_int_equal(q->n_files, p->n_files);
        assert_int_equal(q->n_lookups, p->n_lookups);
        for (size_t i = 0; i < p->n_lookups; i++)
                assert_string_equal(q->lookups[i], p->lookups[i]);
        free(text);
        profile_free(q);
        profile_free(p);
}

static void test_record_run_unprivileged(void **state) {
        if (geteuid() != 0)
                skip(); /* test_record_run_basic already ran unprivileged */

        fflush(NULL);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                Profile *p = NULL;
                RecordStats st = {};
                /* Changing uid makes a process non-dumpable, and ptrace then refuses its children
                 * until they exec; a user's own process is dumpable. */
                if (setgroups(0, NULL) < 0 || setgid(65534) < 0 || setuid(65534) < 0 ||
                    prctl(PR_SET_DUMPABLE, 1) < 0)
                        _exit(2);
                int r = record_basic(false, &p, &st);
                if (r == -EPERM)
                        _exit(77);
                if (r < 0) {
                        fprintf(stderr, "record_run as nobody: %s\n", strerror(-r));
                        _exit(1);
                }
                const char *e = check_basic(p, &st, false);
                if (e) {
                        fprintf(stderr, "as nobody: %s\n", e);
                        _exit(1);
                }
                profile_free(p);
                _exit(0);
        }
        int status;
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        if (WEXITSTATUS(status) == 77)
                skip();
        assert_int_equal(WEXITSTATUS(status), 0);
}

/* The device's read_ahead_kb for files in dir, or -1. */
static long read_ahead_kb(const char *path) {
        struct stat st;
        if (stat(path, &st) < 0)
                return -1;
        char *p = tu_strdupf("/sys/class/bdi/%u:%u/read_ahead_kb", major(st.st_dev), minor(st.st_dev));
        FILE *f = fopen(p, "re");
        long v = -1;
        if (f) {
                if (fscanf(f, "%ld", &v) != 1)
                        v = -1;
                fclose(f);
        }
        free(p);
        return v;
}

static int child_tracefs(void) {
        char *mnt = tu_strdupf("%s/tracefs", dir);
        Profile *p = NULL;
        RecordStats st = {};
        const char *e;

        /* tracefs in a private mount namespace: nothing changes for the rest of the machine. */
        if (mkdir(mnt, 0700) < 0 || unshare(CLONE_NEWNS) < 0 ||
            mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0 || mount("nodev", mnt, "tracefs", 0, NULL) < 0)
                return 77;
        /* An instance left by a recorder that died (its pid is gone) is cleaned up. */
        pid_t dead = fork();
        if (dead == 0)
                _exit(0);
        if (dead < 0 || waitpid(dead, NULL, 0) != dead)
                return 1;
        char *stale = tu_strdupf("%s/instances/preload-record-%d-0", mnt, (int) dead);
        if (mkdir(stale, 0700) < 0)
                return 77;
        int r = record_basic_mode(false, RECORD_MODE_TRACEFS, mnt, &p, &st);
        if (r == -EOPNOTSUPP || r == -EPERM)
                return 77;
        if (access(stale, F_OK) == 0) {
                fprintf(stderr, "stale instance %s not removed\n", stale);
                return 1;
        }
        free(stale);
        if (r < 0) {
                fprintf(stderr, "record_run with tracefs: %s\n", strerror(-r));
                return 1;
        }
        if (!st.tracefs || st.trace_bytes == 0 || st.n_trace_lost > 0) {
                fprintf(stderr, "tracefs: used %d, %" PRIu64 " bytes, %" PRIu64 " lost\n", st.tracefs,
                        st.trace_bytes, st.n_trace_lost);
                return 1;
        }
        /* MADV_RANDOM: the kernel read exactly the touched pages, as ptrace saw them. */
        static const Want map_want[] = {
                { 1 * PAGE, PAGE }, { 5 * PAGE, PAGE }, { 40 * PAGE, PAGE }, { 60 * PAGE, PAGE } };
        static const Want pread_want[] = { { 3 * PAGE, 3 * PAGE } };
        static const Want read_want[] = { { 2 * PAGE, 2 * PAGE }, { 10 * PAGE, PAGE } };
        static const Want ra_want[] = { { 0, PAGE } };
        if ((e = ranges_match(p, map_file, map_want, ELEMENTSOF(map_want))) ||
            (e = ranges_cover(p, pread_file, pread_want, ELEMENTSOF(pread_want))) ||
            (e = ranges_cover(p, read_file, read_want, ELEMENTSOF(read_want))) ||
            (e = ranges_cover(p, ra_file, ra_want, ELEMENTSOF(ra_want)))) {
                fprintf(stderr, "tracefs: %s\n", e);
                return 1;
        }
        /* A read at the start of a file opens a read-ahead window: more than was asked for is in the
         * profile now. (Random reads elsewhere the kernel reads as asked.) */
        ssize_t i = file_index(p, ra_file);
        if (read_ahead_kb(ra_file) >= 16 && profile_file_bytes(&p->files[i]) <= PAGE) {
                fprintf(stderr, "tracefs: no read-ahead pages seen (%" PRIu64 " bytes traced)\n", st.trace_bytes);
                return 1;
        }
        /* The read-ahead is a range, not touched: that stays what ptrace saw. */
        if ((e = touched_match(p, ra_file, ra_want, ELEMENTSOF(ra_want))) ||
            (e = touched_match(p, map_file, map_want, ELEMENTSOF(map_want)))) {
                fprintf(stderr, "tracefs: %s\n", e);
                return 1;
        }
        if (read_ahead_kb(ra_file) >= 16 && profile_file_touched_bytes(&p->files[i]) >= profile_file_bytes(&p->files[i])) {
                fprintf(stderr, "tracefs: read-ahead counted as touched\n");
                return 1;
        }
        profile_free(p);

        /* Our private instance is gone (tracefs is one for the machine: others may have theirs). */
        char *inst = tu_strdupf("%s/instances", mnt), *mine = tu_strdupf("preload-record-%d-", (int) getpid());
        DIR *d = opendir(inst);
        struct dirent *de;
        while (d && (de = readdir(d)))
                if (strncmp(de->d_name, mine, strlen(mine)) == 0) {
                        fprintf(stderr, "tracefs instance %s left behind\n", de->d_name);
                        return 1;
                }
        if (d)
                closedir(d);
        free(inst);
        free(mine);
        free(mnt);
        return 0;
}

static void test_record_run_tracefs(void **state) {
        if (geteuid() != 0)
                skip();
        fflush(NULL);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0)
                _exit(child_tracefs());
        int status;
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        if (WEXITSTATUS(status) == 77)
                skip();
        assert_int_equal(WEXITSTATUS(status), 0);
}

static void test_record_run_tracefs_unavailable(void **state) {
        Profile *p = NULL;
        RecordStats st = {};

        /* Asked for and not there: an error, not a silent ptrace-only profile. */
        assert_int_equal(record_basic_mode(false, RECORD_MODE_TRACEFS, dir, &p, &st), -EOPNOTSUPP);
        assert_null(p);
        /* Automatic mode goes on without it. */
        int r = record_basic_mode(false, RECORD_MODE_AUTO, dir, &p, &st);
        if (r == -EPERM)
                skip();
        assert_int_equal(r, 0);
        assert_false(st.tracefs);
        profile_free(p);
}

static void test_record_run_timeout(void **state) {
        Profile *p = NULL;
        RecordStats st = {};

        int r = record_basic(true, &p, &st);
        if (r == -EPERM)
                skip();
        assert_int_equal(r, 0);
        /* Killed at the limit; the pages still mapped then (page 60) come from the last snapshot. */
        const char *e = check_basic(p, &st, true);
        if (e)
                fail_msg("%s", e);
        assert_true(st.duration_usec >= 1500000);
        assert_true(st.duration_usec < 20000000);
        assert_int_equal(kill(st.pid, 0), -1);
        assert_int_equal(errno, ESRCH);
        profile_free(p);
}

static void test_record_run_exec_chain(void **state) {
        char *argv[] = { script, NULL };
        Plan *evict = evict_plan();
        RecordOptions opts = { .argv = argv, .name = "chain", .timeout_usec = 60000000, .evict = evict };
        Profile *p = NULL;
        RecordStats st = {};

        int r = record_run(&opts, &p, &st);
        plan_free(evict);
        if (r == -EPERM)
                skip();
        assert_int_equal(r, 0);
        assert_string_equal(p->name, "chain");
        assert_true(WIFEXITED(st.exit_status) && WEXITSTATUS(st.exit_status) == 0);

        /* The shell runs the script, which it reads; md5sum replaces the shell and reads the whole
         * data file: everything shows up, in that order. */
        char *real_script = realpath(script, NULL);
        assert_string_equal(p->program, real_script);
        ssize_t is = file_index(p, real_script), im = -1, id = file_index(p, md5_file);
        for (size_t i = 0; i < p->n_files; i++)
                if (strstr(p->files[i].path, "/md5sum"))
                        im = (ssize_t) i;
        assert_true(is > 0); /* after the shell itself */
        assert_true(im > is);
        assert_true(id > im);
        static const Want whole[] = { { 0, 5 * PAGE + 123 } };
        const char *e = ranges_match(p, md5_file, whole, 1);
        if (e)
                fail_msg("%s", e);
        free(real_script);
        profile_free(p);
}

static void test_record_run_cannot_run(void **state) {
        Profile *p = NULL;
        char *missing[] = { "/nonexistent/prog", NULL };
        char *bare[] = { "no-such-command-for-preload", NULL };
        char *data[] = { map_file, NULL };
        char *empty[] = { NULL };
        RecordOptions opts = { .argv = missing };

        assert_int_equal(record_run(&opts, &p, NULL), -ENOENT);
        opts.argv = bare;
        opts.path_env = dir;
        assert_int_equal(record_run(&opts, &p, NULL), -ENOENT);
        /* Readable but not executable: refused before anything runs. */
        opts.argv = data;
        assert_int_equal(record_run(&opts, &p, NULL), -EACCES);
        opts.argv = empty;
        assert_int_equal(record_run(&opts, &p, NULL), -EINVAL);
        opts.argv = missing;
        opts.name = "../bad";
        assert_int_equal(record_run(&opts, &p, NULL), -EINVAL);
        assert_null(p);

        /* A bare name is looked up in the PATH given. */
        char *bin = tu_strdupf("%s/bin", dir), *link = tu_strdupf("%s/bin/prog-in-path", dir);
        mkdir(bin, 0755);
        assert_int_equal(symlink(prog, link), 0);
        char *named[] = { "prog-in-path", map_file, pread_file, read_file, ra_file, NULL };
        RecordOptions o2 = { .argv = named, .path_env = bin, .timeout_usec = 60000000 };
        RecordStats st = {};
        int r = record_run(&o2, &p, &st);
        if (r == -EPERM)
                skip();
        assert_int_equal(r, 0);
        assert_string_equal(p->name, "prog-in-path");
        assert_true(WIFEXITED(st.exit_status) && WEXITSTATUS(st.exit_status) == 0);
        char *real = realpath(prog, NULL);
        assert_string_equal(p->program, real);
        free(real);
        profile_free(p);
        free(bin);
        free(link);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_record_run_basic),
                cmocka_unit_test(test_record_run_unprivileged),
                cmocka_unit_test(test_record_run_tracefs),
                cmocka_unit_test(test_record_run_tracefs_unavailable),
                cmocka_unit_test(test_record_run_timeout),
                cmocka_unit_test(test_record_run_exec_chain),
                cmocka_unit_test(test_record_run_cannot_run),
        };
        return cmocka_run_group_tests(tests, setup, teardown);
}
