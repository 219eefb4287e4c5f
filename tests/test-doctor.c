/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Doctor tests: each finding from the bad condition built here, at test time: a sparse copy of a
 * program, a file written in pieces interleaved with another one, a fake sysfs tree with a tiny
 * or huge read_ahead_kb and a scheduler that ignores priorities, a program whose library is gone,
 * missing, stale and malformed profiles, and login applications over a small memory budget. And
 * the healthy counterparts, which must give no finding.
 */
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <cmocka.h>

#include "config.h"
#include "device.h"
#include "doctor.h"
#include "macro.h"
#include "profile.h"
#include "util.h"

typedef struct Fx {
        char *dir;
        char *profiles;
        Doctor *doctor;
} Fx;

static const char prog_src[] =
        "#include <stdio.h>\n"
        /* 64 KiB of zeros in the file, so that a sparse copy has holes. */
        "__attribute__((used)) static char pad[65536] = { 1 };\n"
        "int main(void) { return pad[0] == 1 ? 0 : 1; }\n";

static char *fx_path(Fx *fx, const char *rel) {
        return tu_strdupf("%s/%s", fx->dir, rel);
}

static Doctor *fx_doctor(Fx *fx, const char *sysfs_root, const char *meminfo) {
        const char *dirs[] = { fx->profiles, NULL };
        DoctorOptions o = { .sysfs_root = sysfs_root, .meminfo = meminfo,
                            .target = { .profile_dirs = dirs, .path_env = fx->dir } };
        doctor_free(fx->doctor);
        fx->doctor = NULL;
        assert_int_equal(doctor_new(&o, &fx->doctor), 0);
        return fx->doctor;
}

static int fx_setup(void **state) {
        Fx *fx = calloc(1, sizeof(Fx));
        assert_non_null(fx);
        char *d = tu_mkdtemp();
        fx->dir = realpath(d, NULL);
        assert_non_null(fx->dir);
        free(d);
        fx->profiles = fx_path(fx, "profiles");
        assert_int_equal(profile_dir_ensure(fx->profiles, 0700), 0);
        char *src = fx_path(fx, "prog.c");
        tu_write_file(src, prog_src, strlen(prog_src));
        assert_int_equal(tu_run("%s -O0 -o '%s/prog' '%s'", tu_cc(), fx->dir, src), 0);
        free(src);
        *state = fx;
        return 0;
}

static int fx_teardown(void **state) {
        Fx *fx = *state;
        doctor_free(fx->doctor);
        if (!getenv("PRELOAD_TEST_KEEP"))
                tu_rm_rf(fx->dir);
        free(fx->profiles);
        free(fx->dir);
        free(fx);
        return 0;
}

static size_t count_kind(const Doctor *d, DoctorKind kind) {
        size_t n, k = 0;
        const DoctorFinding *f = doctor_findings(d, &n);
        for (size_t i = 0; i < n; i++)
                if (f[i].kind == kind)
                        k++;
        return k;
}

static const DoctorFinding *find_kind(const Doctor *d, DoctorKind kind) {
        size_t n;
        const DoctorFinding *f = doctor_findings(d, &n);
        for (size_t i = 0; i < n; i++)
                if (f[i].kind == kind)
                        return &f[i];
        for (size_t i = 0; i < n; i++)
                fprintf(stderr, "finding %s %s: %s\n", doctor_kind_to_string(f[i].kind), f[i].subject, f[i].problem);
        fail_msg("no %s finding", doctor_kind_to_string(kind));
        return NULL;
}

/* A sparse copy of a program is found; the program itself and a copy without holes are not. */
static void test_doctor_sparse_program(void **state) {
        Fx *fx = *state;
        char *prog = fx_path(fx, "prog"), *sparse = fx_path(fx, "prog.sparse"), *tail = fx_path(fx, "prog.tail");
        Doctor *d = fx_doctor(fx, "/nonexistent", NULL);

        assert_int_equal(tu_run("cp --sparse=always '%s' '%s'", prog, sparse), 0);
        /* Also a program with a hole as its tail, in case the copy found no whole zero block. */
        assert_int_equal(tu_run("cp '%s' '%s' && truncate -s +1M '%s'", prog, tail, tail), 0);
        assert_int_equal(tu_run("'%s' && '%s'", sparse, tail), 0); /* both still run */

        assert_int_equal(doctor_check_file(d, "t", prog), 0);
        assert_int_equal(count_kind(d, DOCTOR_SPARSE_FILE), 0);
        assert_int_equal(doctor_check_file(d, "t", tail), 0);
        const DoctorFinding *f = find_kind(d, DOCTOR_SPARSE_FILE);
        assert_string_equal(f->subject, tail);
        assert_string_equal(f->target, "t");
        assert_int_equal(f->severity, DOCTOR_WARNING);
        assert_non_null(strstr(f->problem, "holes"));
        assert_non_null(strstr(f->fix, "cp --sparse=never"));
        assert_int_equal(doctor_check_file(d, "t", sparse), 0);
        assert_int_equal(count_kind(d, DOCTOR_SPARSE_FILE), 2);
        /* A file is examined once, whichever target brings it again. */
        assert_int_equal(doctor_check_file(d, "u", sparse), 0);
        assert_int_equal(count_kind(d, DOCTOR_SPARSE_FILE), 2);
        free(prog);
        free(sparse);
        free(tail);
}

/* Two files written in turns, a block at a time with fsync, interleave on the disk. */
static void test_doctor_fragmented_file(void **state) {
        Fx *fx = *state;
        char *a = fx_path(fx, "frag-a"), *b = fx_path(fx, "frag-b"), *whole = fx_path(fx, "whole");
        char block[4096];
        int fa, fb;

        memset(block, 'x', sizeof(block));
        fa = open(a, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        fb = open(b, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        assert_true(fa >= 0 && fb >= 0);
        for (int i = 0; i < 96; i++) {
                assert_int_equal(pwrite(fa, block, sizeof(block), (off_t) i * 4096), 4096);
                assert_int_equal(fsync(fa), 0);
                assert_int_equal(pwrite(fb, block, sizeof(block), (off_t) i * 4096), 4096);
                assert_int_equal(fsync(fb), 0);
        }
        close(fb);

        Extent *e = NULL;
        size_t n = 0;
        int r = device_file_extents(fa, 0, 96 * 4096, &e, &n);
        close(fa);
        free(e);
        if (r == -EOPNOTSUPP || n < DOCTOR_FRAGMENTS_MIN) {
                fprintf(stderr, "no fragmentation here (FIEMAP %s, %zu extents): skipping\n", strerror(-r), n);
                free(a);
                free(b);
                free(whole);
                skip();
        }

        Doctor *d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_file(d, "t", a), 0);
        const DoctorFinding *f = find_kind(d, DOCTOR_FRAGMENTED_FILE);
        assert_string_equal(f->subject, a);
        assert_non_null(strstr(f->problem, "pieces"));
        assert_non_null(strstr(f->fix, "e4defrag"));

        /* Written in one go: one piece, no finding. */
        assert_int_equal(tu_run("head -c 393216 /dev/zero | tr '\\0' y > '%s' && sync '%s'", whole, whole), 0);
        size_t before = count_kind(d, DOCTOR_FRAGMENTED_FILE);
        assert_int_equal(doctor_check_file(d, "t", whole), 0);
        assert_int_equal(count_kind(d, DOCTOR_FRAGMENTED_FILE), before);
        free(a);
        free(b);
        free(whole);
}

/* A fake sysfs: disk vdz (254:0) with partition vdz1 (254:1), and a loop device (7:0). */
static char *fake_sysfs(Fx *fx, const char *ra_kb, const char *scheduler, const char *rotational) {
        char *root = fx_path(fx, "sys");
        tu_rm_rf(root);
        assert_int_equal(tu_run("mkdir -p '%s/devices/vdz/queue' '%s/devices/vdz/vdz1' '%s/devices/loop0/queue' "
                                "'%s/devices/loop0/loop' '%s/dev/block' && "
                                "ln -s ../../devices/vdz '%s/dev/block/254:0' && "
                                "ln -s ../../devices/vdz/vdz1 '%s/dev/block/254:1' && "
                                "ln -s ../../devices/loop0 '%s/dev/block/7:0' && "
                                "printf 'MAJOR=254\\nMINOR=0\\nDEVNAME=vdz\\nDEVTYPE=disk\\n' > '%s/devices/vdz/uevent' && "
                                "echo 1 > '%s/devices/vdz/vdz1/partition' && "
                                "echo %s > '%s/devices/vdz/queue/read_ahead_kb' && "
                                "echo '%s' > '%s/devices/vdz/queue/scheduler' && "
                                "echo %s > '%s/devices/vdz/queue/rotational' && "
                                "printf 'DEVNAME=loop0\\n' > '%s/devices/loop0/uevent' && "
                                "echo /x > '%s/devices/loop0/loop/backing_file' && "
                                "echo 128 > '%s/devices/loop0/queue/read_ahead_kb' && "
                                "echo '[none]' > '%s/devices/loop0/queue/scheduler'",
                                root, root, root, root, root, root, root, root, root, root, ra_kb, root, scheduler,
                                root, rotational, root, root, root, root, root),
                         0);
        return root;
}

static void test_doctor_device_read_ahead_and_scheduler(void **state) {
        Fx *fx = *state;
        char *sys;
        Doctor *d;
        const DoctorFinding *f;

        /* Healthy: 128 KiB, mq-deadline. */
        sys = fake_sysfs(fx, "128", "[mq-deadline] kyber bfq none", "1");
        d = fx_doctor(fx, sys, NULL);
        assert_int_equal(doctor_check_device(d, "t", makedev(254, 1)), 0);
        size_t n;
        doctor_findings(d, &n);
        assert_int_equal(n, 0);
        free(sys);

        /* Tiny read-ahead on the disk of a partition, none as scheduler on a rotating disk. */
        sys = fake_sysfs(fx, "16", "mq-deadline kyber bfq [none]", "1");
        d = fx_doctor(fx, sys, NULL);
        assert_int_equal(doctor_check_device(d, "t", makedev(254, 1)), 0);
        f = find_kind(d, DOCTOR_READ_AHEAD_SMALL);
        assert_string_equal(f->subject, "vdz");
        assert_non_null(strstr(f->problem, "read_ahead_kb is 16"));
        assert_non_null(strstr(f->fix, "/sys/block/vdz/queue/read_ahead_kb"));
        f = find_kind(d, DOCTOR_SCHEDULER_NO_PRIORITY);
        assert_int_equal(f->severity, DOCTOR_WARNING);
        assert_non_null(strstr(f->problem, "none"));
        assert_non_null(strstr(f->fix, "bfq"));
        /* Once per device, however many files and partitions lead to it. */
        assert_int_equal(doctor_check_device(d, "t", makedev(254, 1)), 0);
        assert_int_equal(count_kind(d, DOCTOR_READ_AHEAD_SMALL), 1);
        free(sys);

        /* Huge read-ahead; kyber on flash is a note, not a warning. */
        sys = fake_sysfs(fx, "8192", "mq-deadline [kyber] none", "0");
        d = fx_doctor(fx, sys, NULL);
        assert_int_equal(doctor_check_device(d, "t", makedev(254, 0)), 0);
        f = find_kind(d, DOCTOR_READ_AHEAD_HUGE);
        assert_non_null(strstr(f->problem, "8192"));
        f = find_kind(d, DOCTOR_SCHEDULER_NO_PRIORITY);
        assert_int_equal(f->severity, DOCTOR_INFO);
        assert_non_null(strstr(f->fix, "mq-deadline"));
        /* A loop device passes requests on: its "none" is no finding. */
        size_t before = count_kind(d, DOCTOR_SCHEDULER_NO_PRIORITY);
        assert_int_equal(doctor_check_device(d, "t", makedev(7, 0)), 0);
        assert_int_equal(count_kind(d, DOCTOR_SCHEDULER_NO_PRIORITY), before);
        /* A device without a block node (tmpfs): nothing to say. */
        assert_int_equal(doctor_check_device(d, "t", makedev(0, 44)), 0);
        free(sys);
}

/* A program whose library was removed after linking: ld.so will not find it. */
static void test_doctor_library_missing(void **state) {
        Fx *fx = *state;
        Doctor *d = fx_doctor(fx, "/nonexistent", NULL);

        assert_int_equal(tu_run("cd '%s' && echo 'int gone(void) { return 0; }' > gone.c && "
                                "%s -shared -fPIC -Wl,-soname,libgone.so.1 -o libgone.so.1 gone.c && "
                                "echo 'int gone(void); int main(void) { return gone(); }' > needs.c && "
                                "%s -o needs needs.c ./libgone.so.1 && rm libgone.so.1",
                                fx->dir, tu_cc(), tu_cc()),
                         0);
        char *needs = fx_path(fx, "needs");
        assert_int_equal(doctor_check_target(d, needs), 0);
        const DoctorFinding *f = find_kind(d, DOCTOR_LIBRARY_MISSING);
        assert_string_equal(f->subject, "libgone.so.1");
        assert_int_equal(f->severity, DOCTOR_ERROR);
        assert_non_null(strstr(f->problem, needs));
        assert_int_equal(doctor_worst(d), DOCTOR_ERROR);

        /* A target that cannot be planned at all. */
        assert_int_equal(doctor_check_target(d, "/nonexistent/program"), 0);
        f = find_kind(d, DOCTOR_TARGET_UNPLANNED);
        assert_string_equal(f->subject, "/nonexistent/program");
        free(needs);
}

/* Writes NAME.profile for prog (its first page) and data (a page), fingerprinted now, with a
 * looked-up path unless told otherwise. */
static void write_profile_lookups(Fx *fx, const char *name, const char *prog, const char *data, bool lookups) {
        Profile *prof = NULL;
        ProfileFingerprint id;
        ProfileFile *f;
        char *path = NULL;

        assert_int_equal(profile_new(name, &prof), 0);
        assert_int_equal(profile_set_program(prof, prog), 0);
        assert_int_equal(profile_fingerprint_path(prog, &id), 0);
        assert_int_equal(profile_add_file(prof, prog, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 0, 4096), 0);
        assert_int_equal(profile_fingerprint_path(data, &id), 0);
        assert_int_equal(profile_add_file(prof, data, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 0, 4096), 0);
        if (lookups)
                assert_int_equal(profile_add_lookup(prof, "/etc/ld.so.preload"), 0);
        assert_int_equal(profile_path_for_name(fx->profiles, name, &path), 0);
        assert_int_equal(profile_save(prof, path), 0);
        free(path);
        profile_free(prof);
}

static void write_profile(Fx *fx, const char *name, const char *prog, const char *data) {
        write_profile_lookups(fx, name, prog, data, true);
}

static void test_doctor_profiles(void **state) {
        Fx *fx = *state;
        char *prog = fx_path(fx, "prog"), *data = fx_path(fx, "data"), *ppath = fx_path(fx, "profiles/prog.profile");
        const DoctorFinding *f;
        Doctor *d;

        tu_write_file(data, "some data\n", 10);

        /* None yet: a note with the command that records one. */
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        f = find_kind(d, DOCTOR_PROFILE_MISSING);
        assert_int_equal(f->severity, DOCTOR_INFO);
        assert_string_equal(f->subject, "prog");
        assert_non_null(strstr(f->fix, "preloadctl record --name 'prog' -- "));
        assert_int_equal(doctor_worst(d), DOCTOR_INFO);

        /* Fresh: nothing to say about it. */
        write_profile(fx, "prog", prog, data);
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        assert_int_equal(count_kind(d, DOCTOR_PROFILE_MISSING) + count_kind(d, DOCTOR_PROFILE_STALE), 0);
        assert_int_equal(count_kind(d, DOCTOR_PROFILE_NO_LOOKUPS), 0);
        /* By its name too (a bare name found in the PATH given). */
        assert_int_equal(doctor_check_target(d, "prog"), 0);
        assert_int_equal(count_kind(d, DOCTOR_PROFILE_MISSING) + count_kind(d, DOCTOR_PROFILE_STALE), 0);

        /* Fresh but without looked-up paths, as an older recorder wrote them: a note to record
         * it again, and the profile is still used. */
        write_profile_lookups(fx, "prog", prog, data, false);
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        f = find_kind(d, DOCTOR_PROFILE_NO_LOOKUPS);
        assert_int_equal(f->severity, DOCTOR_INFO);
        assert_string_equal(f->subject, ppath);
        assert_non_null(strstr(f->fix, "preloadctl record --name 'prog' -- "));
        assert_int_equal(count_kind(d, DOCTOR_PROFILE_MISSING) + count_kind(d, DOCTOR_PROFILE_STALE), 0);
        assert_int_equal(doctor_worst(d), DOCTOR_INFO);

        /* A data file rewritten since: one stale entry of two. */
        assert_int_equal(tu_run("echo more >> '%s'", data), 0);
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        f = find_kind(d, DOCTOR_PROFILE_STALE);
        assert_string_equal(f->subject, ppath);
        assert_non_null(strstr(f->problem, "1 of 2 files"));
        assert_non_null(strstr(f->problem, data));
        assert_non_null(strstr(f->fix, "preloadctl record --name 'prog' -- "));

        /* The program rebuilt: the whole profile is stale. */
        write_profile(fx, "prog", prog, data);
        assert_int_equal(tu_run("cd '%s' && %s -O1 -o prog.new prog.c && mv prog.new prog", fx->dir, tu_cc()), 0);
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        f = find_kind(d, DOCTOR_PROFILE_STALE);
        assert_non_null(strstr(f->problem, "static plan instead"));
        assert_int_equal(count_kind(d, DOCTOR_PROFILE_MISSING), 0);

        /* Malformed: said with its line. */
        tu_write_file(ppath, "preload-profile 1\nname prog\nbogus line\n", 39);
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        f = find_kind(d, DOCTOR_PROFILE_MALFORMED);
        char *where = tu_strdupf("%s:3", ppath);
        assert_string_equal(f->subject, where);
        free(where);
        assert_int_equal(count_kind(d, DOCTOR_PROFILE_MISSING), 0);
        free(prog);
        free(data);
        free(ppath);
}

/* Login applications whose plans exceed the budget; an application's own checks. */
static void test_doctor_budget_and_apps(void **state) {
        Fx *fx = *state;
        char *conf = fx_path(fx, "conf"), *big = fx_path(fx, "big"), *meminfo = fx_path(fx, "meminfo");
        const char *dirs[] = { conf };
        ConfigReport report = {};
        Config *c = NULL;
        Doctor *d;

        assert_int_equal(tu_run("head -c 4194304 /dev/zero | tr '\\0' z > '%s'", big), 0);
        char *app = tu_strdupf("[Application]\nExec=%s/prog\nFiles=%s\nTrigger=login\n", fx->dir, big);
        char *app_path = fx_path(fx, "conf/apps.d/bigapp.conf");
        tu_write_file(app_path, app, strlen(app));
        char *other = tu_strdupf("[Application]\nExec=%s/missing-program\n", fx->dir);
        char *other_path = fx_path(fx, "conf/apps.d/broken.conf");
        tu_write_file(other_path, other, strlen(other));
        char *daemon_path = fx_path(fx, "conf/preloadd.conf");
        tu_write_file(daemon_path, "[Daemon]\nMemoryBudget=50%\n", 26);
        assert_int_equal(config_load(dirs, 1, &c, &report), 0);
        config_report_done(&report);
        assert_int_equal(c->n_apps, 2);

        /* 8 MiB available: a budget of 4 MiB, under what the login application reads. */
        tu_write_file(meminfo, "MemTotal: 100000 kB\nMemAvailable: 8192 kB\n", 42);
        d = fx_doctor(fx, "/nonexistent", meminfo);
        assert_int_equal(doctor_check_budget(d, c), 0);
        const DoctorFinding *f = find_kind(d, DOCTOR_BUDGET_TOO_SMALL);
        assert_string_equal(f->subject, daemon_path);
        assert_non_null(strstr(f->problem, "bigapp"));
        assert_non_null(strstr(f->problem, "50%"));
        assert_non_null(strstr(f->fix, "MemoryBudget="));

        /* 8 GiB available: enough. */
        tu_write_file(meminfo, "MemTotal: 100000 kB\nMemAvailable: 8388608 kB\n", 45);
        d = fx_doctor(fx, "/nonexistent", meminfo);
        assert_int_equal(doctor_check_budget(d, c), 0);
        assert_int_equal(count_kind(d, DOCTOR_BUDGET_TOO_SMALL), 0);

        /* The broken application: its program cannot be planned; the other one has no profile. */
        assert_int_equal(doctor_check_app(d, config_find_app(c, "broken"), NULL), 0);
        f = find_kind(d, DOCTOR_TARGET_UNPLANNED);
        assert_string_equal(f->target, "broken");
        assert_int_equal(doctor_check_app(d, config_find_app(c, "bigapp"), NULL), 0);
        f = find_kind(d, DOCTOR_PROFILE_MISSING);
        assert_non_null(f);

        /* JSON carries every finding with its counts. */
        json_object *j = NULL, *v = NULL;
        assert_int_equal(doctor_to_json(d, &j), 0);
        assert_true(json_object_object_get_ex(j, "findings", &v));
        size_t n;
        const DoctorFinding *all = doctor_findings(d, &n);
        assert_int_equal(json_object_array_length(v), n);
        json_object *first = json_object_array_get_idx(v, 0), *k = NULL;
        assert_true(json_object_object_get_ex(first, "kind", &k));
        assert_string_equal(json_object_get_string(k), doctor_kind_to_string(all[0].kind));
        assert_true(json_object_object_get_ex(first, "fix", &k));
        assert_string_equal(json_object_get_string(k), all[0].fix);
        assert_true(json_object_object_get_ex(j, "errors", &v));
        assert_true(json_object_get_int(v) >= 1);
        json_object_put(j);

        config_free(c);
        free(conf);
        free(big);
        free(meminfo);
        free(app);
        free(app_path);
        free(other);
        free(other_path);
        free(daemon_path);
}

/* Without a profile on a non-rotational device nothing is warmed at a launch: a warning. */

/* The fake disk's counters, on the disk and on its partition (the directory may be on 254:1). */
static void write_disk_stat(const char *sys, const char *line) {
        const char *where[] = { "devices/vdz/stat", "devices/vdz/vdz1/stat" };

        for (size_t i = 0; i < 2; i++) {
                char *path = tu_strdupf("%s/%s", sys, where[i]);
                tu_write_file(path, line, strlen(line));
                free(path);
        }
}
static void test_doctor_profile_missing_on_a_fast_device(void **state) {
        Fx *fx = *state;
        char *prog = fx_path(fx, "prog"), *sys;
        const DoctorFinding *f;
        struct stat st;
        Doctor *d;

        tu_write_file(prog, "#!/bin/sh\n", 10);
        assert_int_equal(chmod(prog, 0755), 0);
        assert_int_equal(stat(prog, &st), 0);
        sys = fake_sysfs(fx, "128", "[bfq] none", "0");
        /* The directory's own device, whatever it is, as the fake flash disk. */
        if (major(st.st_dev) != 254 || minor(st.st_dev) > 1)
                assert_int_equal(tu_run("ln -s ../../devices/vdz '%s/dev/block/%u:%u'", sys, major(st.st_dev),
                                        minor(st.st_dev)), 0);
        d = fx_doctor(fx, sys, NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        f = find_kind(d, DOCTOR_PROFILE_MISSING);
        assert_int_equal(f->severity, DOCTOR_WARNING);
        assert_non_null(strstr(f->problem, "vdz's time goes with bytes"));
        assert_non_null(strstr(f->problem, "it warms nothing for it"));
        assert_non_null(strstr(f->fix, "preloadctl record --name 'prog' -- "));
        free(sys);

        /* A rotating disk: the static plan is still warmed, a note. */
        sys = fake_sysfs(fx, "128", "[bfq] none", "1");
        if (major(st.st_dev) != 254 || minor(st.st_dev) > 1)
                assert_int_equal(tu_run("ln -s ../../devices/vdz '%s/dev/block/%u:%u'", sys, major(st.st_dev),
                                        minor(st.st_dev)), 0);
        d = fx_doctor(fx, sys, NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        assert_int_equal(find_kind(d, DOCTOR_PROFILE_MISSING)->severity, DOCTOR_INFO);

        /* The flag says rotational, the counters say flash (5000 reads per busy second): fast. */
        write_disk_stat(sys, "  500000 0 40000000 90000 0 0 0 0 0 100000 90000\n");
        d = fx_doctor(fx, sys, NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        assert_int_equal(find_kind(d, DOCTOR_PROFILE_MISSING)->severity, DOCTOR_WARNING);
        free(sys);

        /* Not rotational by its flag, 150 reads per busy second by its counters: slow, a note. */
        sys = fake_sysfs(fx, "128", "[bfq] none", "0");
        if (major(st.st_dev) != 254 || minor(st.st_dev) > 1)
                assert_int_equal(tu_run("ln -s ../../devices/vdz '%s/dev/block/%u:%u'", sys, major(st.st_dev),
                                        minor(st.st_dev)), 0);
        write_disk_stat(sys, "15000 0 1200000 140000 0 0 0 0 0 100000 140000 0 0 0 0 0 0\n");
        d = fx_doctor(fx, sys, NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        assert_int_equal(find_kind(d, DOCTOR_PROFILE_MISSING)->severity, DOCTOR_INFO);
        free(sys);
        free(prog);
}

/* The device holding a profile: a note of its cost model, once, and the decision of a launch. */
static void test_doctor_device_model(void **state) {
        Fx *fx = *state;
        char *prog = fx_path(fx, "prog"), *data = fx_path(fx, "data"), *sys, *p1, *p2;
        const DoctorFinding *f;
        struct stat st;
        Doctor *d;

        tu_write_file(prog, "#!/bin/sh\n", 10);
        assert_int_equal(chmod(prog, 0755), 0);
        tu_write_file(data, "some data\n", 10);
        assert_int_equal(stat(prog, &st), 0);
        write_profile(fx, "prog", prog, data);
        for (int i = 0; i < 3; i++) {
                /* rotational by its flag, 5000 reads of 40 KiB per busy second by its counters; then
                 * not rotational, the same counters; then rotational, nothing measured */
                const char *ssd = "500000 0 40000000 90000 0 0 0 0 0 100000 90000\n";
                sys = fake_sysfs(fx, "128", "[bfq] none", i == 1 ? "0" : "1");
                if (major(st.st_dev) != 254 || minor(st.st_dev) > 1)
                        assert_int_equal(tu_run("ln -s ../../devices/vdz '%s/dev/block/%u:%u'", sys,
                                                major(st.st_dev), minor(st.st_dev)), 0);
                p1 = tu_strdupf("%s/devices/vdz/stat", sys);
                p2 = tu_strdupf("%s/devices/vdz/vdz1/stat", sys);
                if (i < 2) {
                        tu_write_file(p1, ssd, strlen(ssd));
                        tu_write_file(p2, ssd, strlen(ssd));
                }
                d = fx_doctor(fx, sys, NULL);
                assert_int_equal(doctor_check_target(d, prog), 0);
                /* one device: one note, whatever the number of its files in the profile */
                assert_int_equal(count_kind(d, DOCTOR_DEVICE_MODEL), 1);
                f = find_kind(d, DOCTOR_DEVICE_MODEL);
                assert_int_equal(f->severity, DOCTOR_INFO);
                assert_string_equal(f->subject, "vdz");
                if (i < 2)
                        /* the counters, whatever the flag: 5000 requests a second of 32 KiB each */
                        assert_non_null(strstr(f->problem, "reads 5000 requests/s (lifetime) and 156M/s (lifetime)"));
                else
                        assert_non_null(strstr(f->problem, "reads 200 requests/s (prior) and 120M/s (prior)"));
                assert_non_null(strstr(f->problem, i < 2 ? "so bytes bind there" : "so requests bind there"));
                /* and what a launch would do with the profile */
                assert_int_equal(count_kind(d, DOCTOR_DECISION), 1);
                assert_non_null(strstr(find_kind(d, DOCTOR_DECISION)->problem, "a launch is"));
                free(p1);
                free(p2);
                free(sys);
        }
        free(prog);
        free(data);
}

/* The "profiles" entry i of the doctor's JSON, field key, as a string ("" for null). */
static char *json_profile_field(const Doctor *d, size_t i, const char *key) {
        json_object *j = NULL, *a = NULL, *v = NULL;
        char *s;

        assert_int_equal(doctor_to_json(d, &j), 0);
        assert_true(json_object_object_get_ex(j, "profiles", &a));
        assert_true(i < json_object_array_length(a));
        assert_true(json_object_object_get_ex(json_object_array_get_idx(a, i), key, &v));
        if (json_object_is_type(v, json_type_array)) {
                /* "a, b": enough to compare */
                size_t len = 1;
                for (size_t k = 0; k < json_object_array_length(v); k++)
                        len += strlen(json_object_get_string(json_object_array_get_idx(v, k))) + 2;
                s = calloc(1, len);
                assert_non_null(s);
                for (size_t k = 0; k < json_object_array_length(v); k++) {
                        if (k > 0)
                                strcat(s, ", ");
                        strcat(s, json_object_get_string(json_object_array_get_idx(v, k)));
                }
        } else
                s = strdup(v ? json_object_get_string(v) : "");
        assert_non_null(s);
        json_object_put(j);
        return s;
}

static void assert_json_profile_field(const Doctor *d, size_t i, const char *key, const char *want) {
        char *got = json_profile_field(d, i, key);
        assert_string_equal(got, want);
        free(got);
}

/*
 * The profile a warm of each target would read, named as the warm finds it: an application asked
 * for by its Name= by that name after its id, then by its programs' base names; a program by its
 * base name. Without one: what was looked for, and where. In JSON too.
 */
static void test_doctor_profile_use(void **state) {
        Fx *fx = *state;
        char *prog = fx_path(fx, "prog"), *data = fx_path(fx, "data"), *conf = fx_path(fx, "conf");
        char *by_name = fx_path(fx, "profiles/FixTool.profile"), *by_id = fx_path(fx, "profiles/fixapp.profile");
        char *by_prog = fx_path(fx, "profiles/prog.profile");
        const char *cfg_dirs[] = { conf };
        const DoctorProfileUse *u;
        Config *c = NULL;
        size_t n;
        Doctor *d;

        tu_write_file(data, "some data\n", 10);
        char *app = tu_strdupf("[Application]\nName=FixTool\nExec=%s\n", prog);
        char *app_path = fx_path(fx, "conf/apps.d/fixapp.conf");
        tu_write_file(app_path, app, strlen(app));
        assert_int_equal(config_load(cfg_dirs, 1, &c, NULL), 0);
        const AppConfig *a = config_find_app(c, "FixTool");
        assert_non_null(a);

        /* None: what a warm looks for, in its order, and where. */
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_app(d, a, "FixTool"), 0);
        assert_int_equal(doctor_check_target(d, prog), 0);
        u = doctor_profile_uses(d, &n);
        assert_int_equal(n, 2);
        assert_string_equal(u[0].target, "FixTool");
        assert_string_equal(u[0].app, "fixapp");
        assert_null(u[0].path);
        assert_false(u[0].unusable);
        assert_int_equal(u[0].n_looked_for, 3);
        assert_string_equal(u[0].looked_for[0], "fixapp.profile");
        assert_string_equal(u[0].looked_for[1], "FixTool.profile");
        assert_string_equal(u[0].looked_for[2], "prog.profile");
        assert_string_equal(u[1].target, prog);
        assert_null(u[1].app);
        assert_null(u[1].path);
        assert_int_equal(u[1].n_looked_for, 1);
        assert_string_equal(u[1].looked_for[0], "prog.profile");
        assert_string_equal(doctor_profile_dirs(d)[0], fx->profiles);
        assert_null(doctor_profile_dirs(d)[1]);
        assert_json_profile_field(d, 0, "state", "none");
        assert_json_profile_field(d, 0, "profile", "");
        assert_json_profile_field(d, 0, "looked_for", "fixapp.profile, FixTool.profile, prog.profile");
        assert_json_profile_field(d, 0, "dirs", fx->profiles);

        /* Recorded under the Name=: a warm by that name reads it; one by the id does not. */
        write_profile(fx, "FixTool", prog, data);
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_app(d, a, "FixTool"), 0);
        assert_int_equal(count_kind(d, DOCTOR_PROFILE_MISSING), 0);
        assert_int_equal(doctor_check_app(d, a, NULL), 0);
        assert_int_equal(count_kind(d, DOCTOR_PROFILE_MISSING), 1);
        u = doctor_profile_uses(d, &n);
        assert_int_equal(n, 2);
        assert_string_equal(u[0].path, by_name);
        assert_null(u[0].program);
        assert_int_equal(u[0].n_files, 2);
        assert_int_equal(u[0].n_fresh, 2);
        assert_string_equal(u[1].target, "fixapp");
        assert_null(u[1].path);
        assert_int_equal(u[1].n_looked_for, 2);
        assert_json_profile_field(d, 0, "state", "fresh");
        assert_json_profile_field(d, 0, "profile", by_name);
        assert_json_profile_field(d, 0, "files", "2");
        assert_json_profile_field(d, 1, "state", "none");

        /* Recorded under the id as well: the id's comes first. */
        write_profile(fx, "fixapp", prog, data);
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_app(d, a, "FixTool"), 0);
        u = doctor_profile_uses(d, &n);
        assert_string_equal(u[0].path, by_id);

        /* Only the program's: it serves for that program. */
        assert_int_equal(unlink(by_id), 0);
        assert_int_equal(unlink(by_name), 0);
        write_profile(fx, "prog", prog, data);
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_app(d, a, "FixTool"), 0);
        assert_int_equal(doctor_check_target(d, prog), 0);
        u = doctor_profile_uses(d, &n);
        assert_string_equal(u[0].path, by_prog);
        assert_string_equal(u[0].program, prog);
        assert_string_equal(u[1].path, by_prog);
        assert_null(u[1].program);
        assert_json_profile_field(d, 0, "program", prog);

        /* A file of it changed: still read, without that file. */
        assert_int_equal(tu_run("echo more >> '%s'", data), 0);
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        u = doctor_profile_uses(d, &n);
        assert_string_equal(u[0].path, by_prog);
        assert_int_equal(u[0].n_fresh, 1);
        assert_json_profile_field(d, 0, "state", "partly-stale");

        /* The program rebuilt: stale as a whole, so a warm reads the static plan. */
        assert_int_equal(tu_run("cd '%s' && %s -O1 -o prog.new prog.c && mv prog.new prog", fx->dir, tu_cc()), 0);
        d = fx_doctor(fx, "/nonexistent", NULL);
        assert_int_equal(doctor_check_target(d, prog), 0);
        u = doctor_profile_uses(d, &n);
        assert_null(u[0].path);
        assert_true(u[0].unusable);
        assert_json_profile_field(d, 0, "state", "unusable");

        config_free(c);
        free(app);
        free(app_path);
        free(prog);
        free(data);
        free(conf);
        free(by_name);
        free(by_id);
        free(by_prog);
}

int main(void) {
#define T(f) cmocka_unit_test_setup_teardown(f, fx_setup, fx_teardown)
        const struct CMUnitTest tests[] = {
                T(test_doctor_sparse_program),
                T(test_doctor_fragmented_file),
                T(test_doctor_device_read_ahead_and_scheduler),
                T(test_doctor_library_missing),
                T(test_doctor_profiles),
                T(test_doctor_profile_missing_on_a_fast_device),
                T(test_doctor_device_model),
                T(test_doctor_budget_and_apps),
                T(test_doctor_profile_use),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
