/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Target tests: scripts, nested scripts, "env NAME", data files, bare names through PATH. The
 * expected plan of every ELF part is the loader's closure of that program (tested on its own in
 * test-loader); here we check that a target brings in exactly the right programs and files, each
 * with the right ranges, and cross-check the ELF files against what ld.so maps for them.
 */
#include <errno.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "config.h"
#include "macro.h"
#include "profile.h"
#include "resolve.h"
#include "target.h"
#include "warm.h"
#include "util.h"

#define INTERP "/lib64/ld-linux-x86-64.so.2"

typedef struct Fx {
        char *dir;
        char **pool;
        size_t n_pool;
} Fx;

static const char lib_src[] = "int fixture_symbol(void) { return 42; }\n";
static const char prog_src[] = "void _start(void) { for (;;) ; }\n";

static char *fx_str(Fx *fx, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static char *fx_str(Fx *fx, const char *fmt, ...) {
        va_list ap;
        char *s;
        va_start(ap, fmt);
        int r = vasprintf(&s, fmt, ap);
        va_end(ap);
        assert_true(r >= 0);
        char **n = reallocarray(fx->pool, fx->n_pool + 1, sizeof(char *));
        assert_non_null(n);
        fx->pool = n;
        fx->pool[fx->n_pool++] = s;
        return s;
}

static const char *fx_p(Fx *fx, const char *rel) {
        return fx_str(fx, "%s/%s", fx->dir, rel);
}

/*
 * Every case gets bin/fixprog (RUNPATH $ORIGIN/../lib) needing lib/libt.so.1, a program that is
 * not on the default PATH, so that finding it proves the PATH given was used.
 */
static int fx_setup(void **state) {
        Fx *fx = calloc(1, sizeof(Fx));
        assert_non_null(fx);
        char *d = tu_mkdtemp();
        fx->dir = realpath(d, NULL);
        assert_non_null(fx->dir);
        free(d);
        tu_write_file(fx_p(fx, "src/lib.c"), lib_src, strlen(lib_src));
        tu_write_file(fx_p(fx, "src/prog.c"), prog_src, strlen(prog_src));
        assert_int_equal(tu_run("mkdir -p '%s/lib' '%s/bin' && %s -shared -fPIC -nostdlib -Wl,-soname,libt.so.1 "
                                "-o '%s/lib/libt.so.1' '%s/src/lib.c'",
                                fx->dir, fx->dir, tu_cc(), fx->dir, fx->dir),
                         0);
        assert_int_equal(tu_run("%s -fPIE -pie -nostdlib -o '%s/bin/fixprog' '%s/src/prog.c' -Wl,--no-as-needed "
                                "-Wl,-rpath,'$ORIGIN/../lib' -L'%s/lib' -l:libt.so.1",
                                tu_cc(), fx->dir, fx->dir, fx->dir),
                         0);
        *state = fx;
        return 0;
}

static int fx_teardown(void **state) {
        Fx *fx = *state;
        if (!getenv("PRELOAD_TEST_KEEP"))
                tu_rm_rf(fx->dir);
        strv_free_n(fx->pool, fx->n_pool);
        free(fx->dir);
        free(fx);
        return 0;
}

static void write_script(Fx *fx, const char *rel, const char *text) {
        tu_write_file(fx_p(fx, rel), text, strlen(text));
}

/* The plan the loader makes for one program, with the options the target is given. */
static void expect_program(Plan *want, const char *path, const LoaderOptions *opts) {
        Closure *c = NULL;
        const char *reason = NULL;
        int r = loader_closure(path, opts, &c, &reason);
        if (r < 0)
                fail_msg("loader_closure(%s): %s (%s)", path, strerror(-r), reason ? reason : "-");
        assert_int_equal(closure_add_to_plan(c, 0, want), 0);
        closure_free(c);
}

/* A whole data file: one range from 0 to its size rounded up to the page. */
static void expect_whole_file(Plan *want, const char *path) {
        struct stat st;
        PlanFile *f;
        char *rp = realpath(path, NULL);
        assert_non_null(rp);
        assert_int_equal(stat(path, &st), 0);
        assert_int_equal(plan_add_file(want, path, rp, &st, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, (uint64_t) st.st_size, RANGE_SOURCE_FILE), 0);
        free(rp);
}

static const PlanFile *plan_find(const Plan *p, const char *real_path) {
        for (size_t i = 0; i < p->n_files; i++)
                if (p->files[i].real_path && strcmp(p->files[i].real_path, real_path) == 0)
                        return &p->files[i];
        return NULL;
}

static void plan_dump(const char *title, const Plan *p) {
        fprintf(stderr, "%s:\n", title);
        for (size_t i = 0; i < p->n_files; i++) {
                fprintf(stderr, "  %s (%s)", p->files[i].path, p->files[i].real_path ? p->files[i].real_path : "-");
                for (size_t j = 0; j < p->files[i].n_ranges; j++)
                        fprintf(stderr, " [%llu,+%llu)/%u", (unsigned long long) p->files[i].ranges[j].offset,
                                (unsigned long long) p->files[i].ranges[j].length, p->files[i].ranges[j].sources);
                fputc('\n', stderr);
        }
        for (size_t i = 0; i < p->n_missing; i++)
                fprintf(stderr, "  missing %s\n", p->missing[i].name);
}

/* Same files (by real path), each with identical ranges and sources; same missing names. */
static void assert_plan_equal(const Plan *got, const Plan *want) {
        plan_dump("got", got);
        plan_dump("want", want);
        assert_int_equal(got->n_files, want->n_files);
        for (size_t i = 0; i < want->n_files; i++) {
                const PlanFile *w = &want->files[i];
                const PlanFile *g = plan_find(got, w->real_path);
                if (!g)
                        fail_msg("plan lacks %s", w->real_path);
                assert_int_equal(g->n_ranges, w->n_ranges);
                for (size_t j = 0; j < w->n_ranges; j++) {
                        assert_int_equal(g->ranges[j].offset, w->ranges[j].offset);
                        assert_int_equal(g->ranges[j].length, w->ranges[j].length);
                        assert_int_equal(g->ranges[j].sources, w->ranges[j].sources);
                }
        }
        assert_int_equal(got->n_missing, want->n_missing);
        for (size_t i = 0; i < want->n_missing; i++)
                assert_string_equal(got->missing[i].name, want->missing[i].name);
}

/* The set of real paths ld.so maps for a program (plus the program and ld.so itself) is in p. */
static void assert_plan_has_ldso_view(const Plan *p, const char *prog) {
        char *cmd = tu_strdupf("env -i LD_TRACE_LOADED_OBJECTS=1 " INTERP " '%s'", prog);
        FILE *f = popen(cmd, "r");
        char line[PATH_MAX + 256];
        size_t n = 0;
        assert_non_null(f);
        while (fgets(line, sizeof(line), f)) {
                char *s = strstr(line, " => "), *e;
                s = s ? s + 4 : line + strspn(line, " \t");
                if (s[0] != '/')
                        continue;
                e = strstr(s, " (0x");
                if (e)
                        *e = 0;
                char *rp = realpath(s, NULL);
                assert_non_null(rp);
                if (!plan_find(p, rp))
                        fail_msg("ld.so maps %s for %s, the plan lacks it", rp, prog);
                free(rp);
                n++;
        }
        assert_int_equal(pclose(f), 0);
        free(cmd);
        const char *always[] = { prog, INTERP };
        for (size_t i = 0; i < ELEMENTSOF(always); i++) {
                char *rp = realpath(always[i], NULL);
                assert_non_null(rp);
                if (!plan_find(p, rp))
                        fail_msg("the plan lacks %s", rp);
                free(rp);
        }
        assert_true(n > 0 || strcmp(prog, "/usr/bin/env") != 0);
}

static Plan *target_plan_or_fail(const char *target, const TargetOptions *opts) {
        Plan *p = NULL;
        TargetReport report = {};
        assert_int_equal(plan_new(&p), 0);
        int r = target_add_to_plan(target, opts, p, &report);
        if (r < 0)
                fail_msg("target_add_to_plan(%s): %s: %s", target, report.error_path ? report.error_path : "-",
                         report.error_reason ? report.error_reason : strerror(-r));
        target_report_done(&report);
        return p;
}

/* "#!/usr/bin/env fixprog": env's closure, fixprog's closure (found through PATH), the script. */
static void test_target_add_to_plan_env_shebang(void **state) {
        Fx *fx = *state;
        const TargetOptions opts = { .path_env = fx_p(fx, "empty") };
        const TargetOptions opts_path = { .path_env = fx_str(fx, "%s/empty:%s/bin", fx->dir, fx->dir) };
        Plan *want = NULL;

        write_script(fx, "script", "#!/usr/bin/env fixprog\nhello\n");
        assert_int_equal(plan_new(&want), 0);
        expect_program(want, "/usr/bin/env", &opts_path.loader);
        expect_program(want, fx_p(fx, "bin/fixprog"), &opts_path.loader);
        expect_whole_file(want, fx_p(fx, "script"));

        Plan *got = target_plan_or_fail(fx_p(fx, "script"), &opts_path);
        assert_plan_equal(got, want);
        assert_plan_has_ldso_view(got, "/usr/bin/env");
        assert_plan_has_ldso_view(got, fx_p(fx, "bin/fixprog"));
        /* the script itself: one whole-file range from a named file */
        const PlanFile *s = plan_find(got, fx_p(fx, "script"));
        assert_non_null(s);
        assert_int_equal(s->n_ranges, 1);
        assert_int_equal(s->ranges[0].offset, 0);
        assert_int_equal(s->ranges[0].sources, RANGE_SOURCE_FILE);
        plan_free(got);
        plan_free(want);

        /* fixprog is not in this PATH: env and the script are still planned, the failure reported */
        Plan *p = NULL;
        TargetReport report = {};
        assert_int_equal(plan_new(&p), 0);
        int r = target_add_to_plan(fx_p(fx, "script"), &opts, p, &report);
        fprintf(stderr, "env NAME with NAME not in PATH -> %d, %zu warnings\n", r, report.n_warnings);
        for (size_t i = 0; i < report.n_warnings; i++)
                fprintf(stderr, "  %s\n", report.warnings[i]);
        bool named = false;
        for (size_t i = 0; i < report.n_warnings; i++)
                named = named || strstr(report.warnings[i], "fixprog");
        if (r < 0)
                named = named || (report.error_path && strstr(report.error_path, "fixprog"));
        assert_true(named);
        if (r == 0) {
                /* what can be planned still is: env and the script itself */
                char *env_real = realpath("/usr/bin/env", NULL);
                assert_non_null(env_real);
                if (!plan_find(p, env_real) || !plan_find(p, fx_p(fx, "script")))
                        fail_msg("env NAME with NAME not in PATH: env or the script itself not planned");
                free(env_real);
        }
        target_report_done(&report);
        plan_free(p);
}

/* "#!/abs/interp arg": the interpreter's closure and the script; the argument is not a file. */
static void test_target_add_to_plan_abs_interp_arg(void **state) {
        Fx *fx = *state;
        const TargetOptions opts = { .path_env = "/nonexistent" };
        Plan *want = NULL;

        write_script(fx, "script", fx_str(fx, "#!%s/bin/fixprog -x --flag\nbody\n", fx->dir));
        assert_int_equal(plan_new(&want), 0);
        expect_program(want, fx_p(fx, "bin/fixprog"), &opts.loader);
        expect_whole_file(want, fx_p(fx, "script"));

        Plan *got = target_plan_or_fail(fx_p(fx, "script"), &opts);
        assert_plan_equal(got, want);
        assert_plan_has_ldso_view(got, fx_p(fx, "bin/fixprog"));
        plan_free(got);
        plan_free(want);
}

/* A script whose interpreter is itself a script (the kernel follows such chains). */
static void test_target_add_to_plan_nested_script(void **state) {
        Fx *fx = *state;
        const TargetOptions opts = { .path_env = "/nonexistent" };
        Plan *want = NULL;

        write_script(fx, "inner", fx_str(fx, "#!%s/bin/fixprog\ninner\n", fx->dir));
        write_script(fx, "outer", fx_str(fx, "#! %s/inner  arg\nouter\n", fx->dir));
        assert_int_equal(plan_new(&want), 0);
        expect_program(want, fx_p(fx, "bin/fixprog"), &opts.loader);
        expect_whole_file(want, fx_p(fx, "inner"));
        expect_whole_file(want, fx_p(fx, "outer"));

        Plan *got = target_plan_or_fail(fx_p(fx, "outer"), &opts);
        assert_plan_equal(got, want);
        plan_free(got);
        plan_free(want);
}

/*
 * The kernel follows a chain of at most five "#!" files before the ELF interpreter (its binfmt
 * recursion limit); a sixth fails with ELOOP. Both facts are checked on the running kernel first.
 */
static void test_target_add_to_plan_script_depth_limit(void **state) {
        Fx *fx = *state;
        const TargetOptions opts = {};

        write_script(fx, "s1", "#!/bin/true\n");
        for (int i = 2; i <= 6; i++)
                write_script(fx, fx_str(fx, "s%d", i), fx_str(fx, "#!%s/s%d\n", fx->dir, i - 1));
        assert_int_equal(tu_run("chmod +x '%s'/s? && '%s/s5'", fx->dir, fx->dir), 0);
        assert_true(tu_run("'%s/s6' 2>/dev/null", fx->dir) != 0);

        Plan *got = target_plan_or_fail(fx_p(fx, "s5"), &opts);
        for (int i = 1; i <= 5; i++)
                assert_non_null(plan_find(got, fx_str(fx, "%s/s%d", fx->dir, i)));
        char *rp = realpath("/bin/true", NULL);
        assert_non_null(rp);
        assert_non_null(plan_find(got, rp));
        free(rp);
        plan_free(got);

        Plan *p = NULL;
        TargetReport report = {};
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan(fx_p(fx, "s6"), &opts, p, &report), -ELOOP);
        assert_non_null(report.error_path);
        target_report_done(&report);
        plan_free(p);
}

/* "env -S" splits its argument: assignments and options before the program are not the program. */
static void test_target_add_to_plan_env_split(void **state) {
        Fx *fx = *state;
        const TargetOptions opts = { .path_env = fx_p(fx, "bin") };
        Plan *want = NULL;

        write_script(fx, "script", "#!/usr/bin/env -S -i LC_ALL=C fixprog --flag\n");
        assert_int_equal(plan_new(&want), 0);
        expect_program(want, "/usr/bin/env", &opts.loader);
        expect_program(want, fx_p(fx, "bin/fixprog"), &opts.loader);
        expect_whole_file(want, fx_p(fx, "script"));
        Plan *got = target_plan_or_fail(fx_p(fx, "script"), &opts);
        assert_plan_equal(got, want);
        plan_free(got);
        plan_free(want);
}

/* Options of env that take a separate argument (-u NAME, -C DIR) do not name the program. */
static void test_target_add_to_plan_env_option_arguments(void **state) {
        Fx *fx = *state;
        const TargetOptions opts = { .path_env = "/usr/bin:/bin" };
        Plan *want = NULL;

        write_script(fx, "script", "#!/usr/bin/env -S -u HOME -C / true\n");
        /* the running system's env takes it so */
        assert_int_equal(tu_run("chmod +x '%s/script' && '%s/script'", fx->dir, fx->dir), 0);

        char *true_path = target_find_in_path("true", opts.path_env);
        assert_non_null(true_path);
        assert_int_equal(plan_new(&want), 0);
        expect_program(want, "/usr/bin/env", &opts.loader);
        expect_program(want, true_path, &opts.loader);
        expect_whole_file(want, fx_p(fx, "script"));
        free(true_path);
        Plan *got = target_plan_or_fail(fx_p(fx, "script"), &opts);
        assert_plan_equal(got, want);
        plan_free(got);
        plan_free(want);
}

/* A plain data file is planned whole: [0, size rounded up to the page). */
static void test_target_add_to_plan_data_file(void **state) {
        Fx *fx = *state;
        const TargetOptions opts = {};
        char buf[5000];
        uint64_t page = plan_page_size();

        memset(buf, 'x', sizeof(buf));
        tu_write_file(fx_p(fx, "data"), buf, sizeof(buf));
        Plan *got = target_plan_or_fail(fx_p(fx, "data"), &opts);
        assert_int_equal(got->n_files, 1);
        assert_string_equal(got->files[0].real_path, fx_p(fx, "data"));
        assert_int_equal(got->files[0].n_ranges, 1);
        assert_int_equal(got->files[0].ranges[0].offset, 0);
        assert_int_equal(got->files[0].ranges[0].length, (sizeof(buf) + page - 1) / page * page);
        assert_int_equal(got->files[0].ranges[0].sources, RANGE_SOURCE_FILE);
        assert_int_equal(got->files[0].size, sizeof(buf));
        assert_int_equal(got->n_missing, 0);
        plan_free(got);
}

/* A directory is not a target: an error that names it, and nothing planned. */
static void test_target_add_to_plan_directory(void **state) {
        Fx *fx = *state;
        const TargetOptions opts = {};
        Plan *p = NULL;
        TargetReport report = {};

        assert_int_equal(plan_new(&p), 0);
        int r = target_add_to_plan(fx_p(fx, "bin"), &opts, p, &report);
        assert_int_equal(r, -EISDIR);
        assert_non_null(report.error_path);
        assert_string_equal(report.error_path, fx_p(fx, "bin"));
        assert_int_equal(p->n_files, 0);
        target_report_done(&report);
        plan_free(p);
}

/* A bare name is looked up in the PATH given, skipping directories and non-executables. */
static void test_target_add_to_plan_bare_name(void **state) {
        Fx *fx = *state;
        const TargetOptions opts = { .path_env = fx_str(fx, "%s/empty:%s/noexec:%s/isdir:%s/bin", fx->dir, fx->dir,
                                                        fx->dir, fx->dir) };
        Plan *want = NULL;

        tu_write_file(fx_p(fx, "noexec/fixprog"), "not this one\n", 13);
        assert_int_equal(chmod(fx_p(fx, "noexec/fixprog"), 0644), 0);
        assert_int_equal(tu_run("mkdir -p '%s/isdir/fixprog'", fx->dir), 0);

        char *found = target_find_in_path("fixprog", opts.path_env);
        assert_non_null(found);
        assert_string_equal(found, fx_p(fx, "bin/fixprog"));
        free(found);
        assert_null(target_find_in_path("no-such-program-here", opts.path_env));

        assert_int_equal(plan_new(&want), 0);
        expect_program(want, fx_p(fx, "bin/fixprog"), &opts.loader);
        Plan *got = target_plan_or_fail("fixprog", &opts);
        assert_plan_equal(got, want);
        assert_plan_has_ldso_view(got, fx_p(fx, "bin/fixprog"));
        plan_free(got);
        plan_free(want);

        Plan *p = NULL;
        TargetReport report = {};
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan("no-such-program-here", &opts, p, &report), -ENOENT);
        assert_int_equal(p->n_files, 0);
        target_report_done(&report);
        plan_free(p);
}

/* A plain program path: its closure, nothing else. */
static void test_target_add_to_plan_program(void **state) {
        Fx *fx = *state;
        const TargetOptions opts = {};
        Plan *want = NULL;

        assert_int_equal(plan_new(&want), 0);
        expect_program(want, fx_p(fx, "bin/fixprog"), &opts.loader);
        assert_int_equal(want->n_files, 3);
        Plan *got = target_plan_or_fail(fx_p(fx, "bin/fixprog"), &opts);
        assert_plan_equal(got, want);
        plan_free(got);
        plan_free(want);
}

/*
 * static_segment_max reaches every object of the closure: the loader's plan with that threshold,
 * which reads less than the whole segments (ld.so's own code segment, in the closure as the
 * interpreter, is above a page).
 */
static void test_target_add_to_plan_static_segment_max(void **state) {
        Fx *fx = *state;
        const TargetOptions whole = {}, lean = { .static_segment_max = plan_page_size() };
        Closure *c = NULL;
        Plan *want = NULL;

        assert_int_equal(plan_new(&want), 0);
        assert_int_equal(loader_closure(fx_p(fx, "bin/fixprog"), &lean.loader, &c, NULL), 0);
        assert_int_equal(closure_add_to_plan(c, lean.static_segment_max, want), 0);
        closure_free(c);
        Plan *got = target_plan_or_fail(fx_p(fx, "bin/fixprog"), &lean);
        Plan *all = target_plan_or_fail(fx_p(fx, "bin/fixprog"), &whole);
        assert_plan_equal(got, want);
        assert_int_equal(got->n_files, all->n_files);
        assert_true(plan_total_bytes(got) < plan_total_bytes(all));
        plan_free(all);
        plan_free(got);
        plan_free(want);
}

/* ---- plan sources: profiles replace the static plan where a fresh one exists ---- */

/* Writes DIR/NAME.profile for program prog: prog [0, 4096) and data [4096, 8192), fingerprinted now. */
static void write_profile(Fx *fx, const char *name, const char *prog, const char *data) {
        Profile *prof = NULL;
        ProfileFingerprint id;
        ProfileFile *f;
        char *path = NULL;

        assert_int_equal(profile_new(name, &prof), 0);
        if (prog) {
                assert_int_equal(profile_set_program(prof, prog), 0);
                assert_int_equal(profile_fingerprint_path(prog, &id), 0);
                assert_int_equal(profile_add_file(prof, prog, &id, &f), 0);
                assert_int_equal(profile_file_add_range(f, 0, 4096), 0);
        }
        assert_int_equal(profile_fingerprint_path(data, &id), 0);
        assert_int_equal(profile_add_file(prof, data, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 4096, 4096), 0);
        assert_int_equal(profile_dir_ensure(fx_p(fx, "profiles"), 0700), 0);
        assert_int_equal(profile_path_for_name(fx_p(fx, "profiles"), name, &path), 0);
        assert_int_equal(profile_save(prof, path), 0);
        free(path);
        profile_free(prof);
}

static bool report_has_warning(const TargetReport *r, const char *text) {
        for (size_t i = 0; i < r->n_warnings; i++)
                if (strcmp(r->warnings[i], text) == 0)
                        return true;
        for (size_t i = 0; i < r->n_warnings; i++)
                fprintf(stderr, "warning: %s\n", r->warnings[i]);
        return false;
}

static void fx_data(Fx *fx) {
        char buf[16384];
        memset(buf, 'd', sizeof(buf));
        tu_write_file(fx_p(fx, "data/blob"), buf, sizeof(buf));
}

/* auto and profile take the profile's ranges; static ignores it; the report names the profile. */
static void test_target_add_to_plan_profile_sources(void **state) {
        Fx *fx = *state;
        const char *dirs[] = { fx_p(fx, "profiles"), NULL };
        const char *prog = fx_p(fx, "bin/fixprog");
        TargetOptions opts = { .profile_dirs = dirs };
        TargetReport report = {};
        Plan *p = NULL;

        fx_data(fx);
        write_profile(fx, "fixprog", prog, fx_p(fx, "data/blob"));

        for (TargetPlanSource src = TARGET_PLAN_AUTO; src <= TARGET_PLAN_PROFILE; src++) {
                if (src == TARGET_PLAN_STATIC)
                        continue;
                opts.plan_source = src;
                assert_int_equal(plan_new(&p), 0);
                assert_int_equal(target_add_to_plan(prog, &opts, p, &report), 0);
                assert_int_equal(p->n_files, 2);
                assert_string_equal(p->files[0].path, prog);
                assert_int_equal(p->files[0].n_ranges, 1);
                assert_int_equal(p->files[0].ranges[0].offset, 0);
                assert_int_equal(p->files[0].ranges[0].length, 4096);
                assert_int_equal(p->files[0].ranges[0].sources, RANGE_SOURCE_PROFILE);
                assert_true(p->files[0].have_identity);
                assert_string_equal(p->files[1].path, fx_p(fx, "data/blob"));
                assert_int_equal(p->files[1].ranges[0].offset, 4096);
                assert_int_equal(report.n_warnings, 0);
                assert_int_equal(report.n_profiles, 1);
                assert_string_equal(report.profile_path, fx_p(fx, "profiles/fixprog.profile"));
                target_report_done(&report);
                plan_free(p);
        }

        /* static: the closure, as if there were no profile. */
        opts.plan_source = TARGET_PLAN_STATIC;
        Plan *want = NULL;
        assert_int_equal(plan_new(&want), 0);
        expect_program(want, prog, &opts.loader);
        Plan *got = target_plan_or_fail(prog, &opts);
        assert_plan_equal(got, want);
        plan_free(got);
        plan_free(want);

        /* The same base name for another program is not its profile. */
        assert_int_equal(tu_run("cp '%s' '%s/fixprog'", prog, fx->dir), 0);
        opts.plan_source = TARGET_PLAN_PROFILE;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan(fx_p(fx, "fixprog"), &opts, p, &report), -ENOENT);
        assert_string_equal(report.error_path, fx_p(fx, "fixprog"));
        assert_non_null(strstr(report.error_reason, "no profile"));
        assert_int_equal(p->n_files, 0);
        target_report_done(&report);
        plan_free(p);

        /* auto without a profile: the static plan, silently. */
        opts.plan_source = TARGET_PLAN_AUTO;
        got = target_plan_or_fail(fx_p(fx, "fixprog"), &opts);
        assert_true(got->n_files >= 2);
        for (size_t i = 0; i < got->n_files; i++)
                assert_int_equal(got->files[i].ranges[0].sources, RANGE_SOURCE_ELF);
        plan_free(got);
}

/* An entry whose file changed is dropped with a warning; the rest of the profile is used. */
static void test_target_add_to_plan_profile_stale_entry(void **state) {
        Fx *fx = *state;
        const char *dirs[] = { fx_p(fx, "profiles"), NULL };
        const char *prog = fx_p(fx, "bin/fixprog");
        const TargetOptions opts = { .profile_dirs = dirs };
        TargetReport report = {};
        Plan *p = NULL;

        fx_data(fx);
        write_profile(fx, "fixprog", prog, fx_p(fx, "data/blob"));
        assert_int_equal(tu_run("echo more >> '%s'", fx_p(fx, "data/blob")), 0);

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan(prog, &opts, p, &report), 0);
        assert_int_equal(p->n_files, 1);
        assert_string_equal(p->files[0].path, prog);
        char *w = tu_strdupf("%s: changed since the profile was recorded", fx_p(fx, "data/blob"));
        assert_true(report_has_warning(&report, w));
        free(w);
        target_report_done(&report);
        plan_free(p);

        /* Gone is said as such. */
        assert_int_equal(unlink(fx_p(fx, "data/blob")), 0);
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan(prog, &opts, p, &report), 0);
        assert_int_equal(p->n_files, 1);
        w = tu_strdupf("%s: gone since the profile was recorded", fx_p(fx, "data/blob"));
        assert_true(report_has_warning(&report, w));
        free(w);
        target_report_done(&report);
        plan_free(p);
}

/* A changed program makes the whole profile stale: auto falls back, profile fails. */
static void test_target_add_to_plan_profile_stale_program(void **state) {
        Fx *fx = *state;
        const char *dirs[] = { fx_p(fx, "profiles"), NULL };
        const char *prog = fx_p(fx, "bin/fixprog");
        TargetOptions opts = { .profile_dirs = dirs };
        TargetReport report = {};
        Plan *p = NULL;

        fx_data(fx);
        write_profile(fx, "fixprog", prog, fx_p(fx, "data/blob"));
        /* Another build: relinked with one more byte of code. */
        tu_write_file(fx_p(fx, "src/prog.c"), "void _start(void) { for (;;) __asm__(\"nop\"); }\n", 47);
        assert_int_equal(tu_run("%s -fPIE -pie -nostdlib -o '%s.new' '%s/src/prog.c' -Wl,--no-as-needed "
                                "-Wl,-rpath,'$ORIGIN/../lib' -L'%s/lib' -l:libt.so.1 && mv '%s.new' '%s'",
                                tu_cc(), prog, fx->dir, fx->dir, prog, prog),
                         0);

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan(prog, &opts, p, &report), 0);
        assert_int_equal(p->n_files, 3); /* the static closure */
        assert_null(report.profile_path);
        char *w = tu_strdupf("%s: stale, its program changed since it was recorded, using the static plan",
                             fx_p(fx, "profiles/fixprog.profile"));
        assert_true(report_has_warning(&report, w));
        free(w);
        target_report_done(&report);
        plan_free(p);

        opts.plan_source = TARGET_PLAN_PROFILE;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan(prog, &opts, p, &report), -ESTALE);
        assert_string_equal(report.error_path, fx_p(fx, "profiles/fixprog.profile"));
        assert_int_equal(p->n_files, 0);
        target_report_done(&report);
        plan_free(p);
}

/* A malformed profile: a warning and the static plan in auto mode, an error in profile mode. */
static void test_target_add_to_plan_profile_malformed(void **state) {
        Fx *fx = *state;
        const char *dirs[] = { fx_p(fx, "profiles"), NULL };
        const char *prog = fx_p(fx, "bin/fixprog");
        TargetOptions opts = { .profile_dirs = dirs };
        TargetReport report = {};
        Plan *p = NULL;
        static const char bad[] = "preload-profile 1\nname fixprog\nfile relative/path\n";

        tu_write_file(fx_p(fx, "profiles/fixprog.profile"), bad, strlen(bad));
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan(prog, &opts, p, &report), 0);
        assert_int_equal(p->n_files, 3);
        assert_int_equal(report.n_warnings, 1);
        char *prefix = tu_strdupf("%s:3: ", fx_p(fx, "profiles/fixprog.profile"));
        assert_true(strncmp(report.warnings[0], prefix, strlen(prefix)) == 0);
        free(prefix);
        target_report_done(&report);
        plan_free(p);

        opts.plan_source = TARGET_PLAN_PROFILE;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan(prog, &opts, p, &report), -EBADMSG);
        assert_non_null(report.error_reason);
        target_report_done(&report);
        plan_free(p);
}

/* A bare name finds the profile recorded under that name, even for no program in PATH. */
static void test_target_add_to_plan_profile_by_name(void **state) {
        Fx *fx = *state;
        const char *dirs[] = { fx_p(fx, "profiles"), NULL };
        const TargetOptions opts = { .profile_dirs = dirs, .path_env = fx_p(fx, "empty") };
        TargetReport report = {};
        Plan *p = NULL;

        fx_data(fx);
        write_profile(fx, "my-app", NULL, fx_p(fx, "data/blob"));
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan("my-app", &opts, p, &report), 0);
        assert_int_equal(p->n_files, 1);
        assert_string_equal(p->files[0].path, fx_p(fx, "data/blob"));
        target_report_done(&report);

        /* The lower-level call says whether it used one. */
        assert_int_equal(target_profile_add_to_plan("my-app", &opts, p, &report), 1);
        assert_int_equal(target_profile_add_to_plan("other-app", &opts, p, &report), 0);
        assert_int_equal(target_profile_add_to_plan("../x", &opts, p, &report), 0);
        target_report_done(&report);
        plan_free(p);

        TargetPlanSource s;
        assert_int_equal(target_plan_source_from_string("profile", &s), 0);
        assert_int_equal(s, TARGET_PLAN_PROFILE);
        assert_int_equal(target_plan_source_from_string("learned", &s), -EINVAL);
        assert_string_equal(target_plan_source_to_string(TARGET_PLAN_STATIC), "static");
}

/* An application's profile (recorded under its id) replaces its Exec= closures and Files=. */
static void test_app_config_add_to_plan_profile(void **state) {
        Fx *fx = *state;
        const char *dirs[] = { fx_p(fx, "profiles"), NULL };
        TargetOptions opts = { .profile_dirs = dirs };
        TargetReport report = {};
        AppConfig *a = NULL;
        Plan *p = NULL;
        char *conf = tu_strdupf("[Application]\nExec=%s\nFiles=%s\n", fx_p(fx, "bin/fixprog"), fx_p(fx, "data/blob"));

        fx_data(fx);
        assert_int_equal(config_parse_app("fixapp", "fixapp.conf", conf, strlen(conf), &a, NULL), 0);
        free(conf);

        /* No profile yet: the closure and the data file. */
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(app_config_add_to_plan(a, &opts, p, &report), 0);
        assert_int_equal(p->n_files, 4);
        target_report_done(&report);
        plan_free(p);

        write_profile(fx, "fixapp", NULL, fx_p(fx, "data/blob"));
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(app_config_add_to_plan(a, &opts, p, &report), 0);
        assert_int_equal(p->n_files, 1);
        assert_int_equal(p->files[0].ranges[0].offset, 4096);
        assert_int_equal(p->files[0].ranges[0].length, 4096);
        assert_string_equal(report.profile_path, fx_p(fx, "profiles/fixapp.profile"));
        target_report_done(&report);
        plan_free(p);

        /* static ignores it. */
        opts.plan_source = TARGET_PLAN_STATIC;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(app_config_add_to_plan(a, &opts, p, &report), 0);
        assert_int_equal(p->n_files, 4);
        target_report_done(&report);
        plan_free(p);
        app_config_free(a);
}

/*
 * One resolution for every route: an application id, a program in PATH, a profile-only name and a
 * path resolve in resolve.h's order; a name that is none of them is unknown; a kind asked for
 * restricts it.
 */
static void test_resolve_add_to_plan_order(void **state) {
        Fx *fx = *state;
        const char *dirs[] = { fx_p(fx, "profiles"), NULL };
        const TargetOptions opts = { .profile_dirs = dirs, .path_env = fx_p(fx, "bin") };
        const char *cfg_dirs[] = { fx_p(fx, "cfg") };
        const char *reason = NULL;
        ResolveKind kind;
        Config *c = NULL;
        Plan *p = NULL;
        TargetReport report = {};
        char *app;

        fx_data(fx);
        write_profile(fx, "learned-only", NULL, fx_p(fx, "data/blob"));
        app = fx_str(fx, "[Application]\nExec=%s\n", fx_p(fx, "bin/fixprog"));
        tu_write_file(fx_p(fx, "cfg/apps.d/my-app.conf"), app, strlen(app));
        /* an application named like a program in PATH: the application wins */
        app = fx_str(fx, "[Application]\nFiles=%s\n", fx_p(fx, "data/blob"));
        tu_write_file(fx_p(fx, "cfg/apps.d/fixprog.conf"), app, strlen(app));
        assert_int_equal(config_load(cfg_dirs, 1, &c, NULL), 0);

        assert_int_equal(resolve_target_kind("my-app", c, &opts, RESOLVE_AUTO, &kind, &reason), 0);
        assert_int_equal(kind, RESOLVE_APP);
        assert_int_equal(resolve_target_kind("fixprog", c, &opts, RESOLVE_AUTO, &kind, &reason), 0);
        assert_int_equal(kind, RESOLVE_APP);
        assert_int_equal(resolve_target_kind("fixprog", c, &opts, RESOLVE_PROGRAM, &kind, &reason), 0);
        assert_int_equal(kind, RESOLVE_PROGRAM);
        assert_int_equal(resolve_target_kind("fixprog", NULL, &opts, RESOLVE_AUTO, &kind, &reason), 0);
        assert_int_equal(kind, RESOLVE_PROGRAM);
        assert_int_equal(resolve_target_kind("learned-only", c, &opts, RESOLVE_AUTO, &kind, &reason), 0);
        assert_int_equal(kind, RESOLVE_PROFILE);
        assert_int_equal(resolve_target_kind(fx_p(fx, "data/blob"), c, &opts, RESOLVE_AUTO, &kind, &reason), 0);
        assert_int_equal(kind, RESOLVE_PROGRAM);
        assert_int_equal(resolve_target_kind("nothing-at-all", c, &opts, RESOLVE_AUTO, &kind, &reason),
                         RESOLVE_ERROR_UNKNOWN);
        assert_string_equal(reason, RESOLVE_UNKNOWN_REASON);
        assert_int_equal(resolve_target_kind("learned-only", c, &opts, RESOLVE_APP, &kind, &reason),
                         RESOLVE_ERROR_UNKNOWN);
        assert_int_equal(resolve_target_kind("learned-only", c, &opts, RESOLVE_PROGRAM, &kind, &reason),
                         RESOLVE_ERROR_UNKNOWN);
        assert_int_equal(resolve_target_kind(fx_p(fx, "missing"), c, &opts, RESOLVE_AUTO, &kind, &reason), -ENOENT);

        /* the profile-only name plans its profile's files, whichever route asks */
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(resolve_add_to_plan("learned-only", c, &opts, RESOLVE_AUTO, p, &report), 0);
        assert_int_equal(p->n_files, 1);
        assert_string_equal(p->files[0].path, fx_p(fx, "data/blob"));
        assert_non_null(report.profile_path);
        target_report_done(&report);
        plan_free(p);

        /* the application: its Exec= closure */
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(resolve_add_to_plan("my-app", c, &opts, RESOLVE_AUTO, p, &report), 0);
        assert_non_null(plan_find(p, fx_p(fx, "bin/fixprog")));
        target_report_done(&report);
        plan_free(p);

        /* unknown: the report names the target */
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(resolve_add_to_plan("nothing-at-all", c, &opts, RESOLVE_AUTO, p, &report),
                         RESOLVE_ERROR_UNKNOWN);
        assert_string_equal(report.error_path, "nothing-at-all");
        assert_string_equal(report.error_reason, RESOLVE_UNKNOWN_REASON);
        target_report_done(&report);
        plan_free(p);

        /* several targets make one plan; one that fails is an error of its own */
        {
                char *targets[] = { (char *) "learned-only", (char *) "my-app", (char *) "nothing-at-all" };
                WarmPlan *wp = NULL;
                assert_int_equal(warm_plan_new(targets, 3, c, &opts, RESOLVE_AUTO, &wp), 0);
                assert_int_equal(wp->n_targets, 3);
                assert_int_equal(wp->n_errors, 1);
                assert_string_equal(wp->errors[0].target, "nothing-at-all");
                assert_int_equal(wp->errors[0].error, RESOLVE_ERROR_UNKNOWN);
                assert_non_null(wp->profiles[0]);
                assert_null(wp->profiles[1]);
                assert_non_null(plan_find(wp->plan, fx_p(fx, "data/blob")));
                assert_non_null(plan_find(wp->plan, fx_p(fx, "bin/fixprog")));
                warm_plan_free(wp);
        }

        /* Profiles only: a program in PATH that has a profile of its name is that profile, told
         * before the PATH search (which would find bin/fixprog); without a profile, or as
         * programs only, or with profiles allowed but not required, PATH decides as before. */
        {
                TargetOptions popts = opts;
                popts.plan_source = TARGET_PLAN_PROFILE;
                assert_int_equal(resolve_target_kind("fixprog", NULL, &popts, RESOLVE_AUTO, &kind, &reason), 0);
                assert_int_equal(kind, RESOLVE_PROGRAM);
                write_profile(fx, "fixprog", NULL, fx_p(fx, "data/blob"));
                assert_int_equal(resolve_target_kind("fixprog", NULL, &popts, RESOLVE_AUTO, &kind, &reason), 0);
                assert_int_equal(kind, RESOLVE_PROFILE);
                assert_int_equal(resolve_target_kind("fixprog", NULL, &popts, RESOLVE_PROGRAM, &kind, &reason), 0);
                assert_int_equal(kind, RESOLVE_PROGRAM);
                assert_int_equal(resolve_target_kind("fixprog", NULL, &opts, RESOLVE_AUTO, &kind, &reason), 0);
                assert_int_equal(kind, RESOLVE_PROGRAM);
                /* the application of that name still comes first */
                assert_int_equal(resolve_target_kind("fixprog", c, &popts, RESOLVE_AUTO, &kind, &reason), 0);
                assert_int_equal(kind, RESOLVE_APP);
                /* and the profile is what is planned, as the PATH route would have planned it */
                assert_int_equal(plan_new(&p), 0);
                assert_int_equal(resolve_add_to_plan("fixprog", NULL, &popts, RESOLVE_AUTO, p, &report), 0);
                assert_int_equal(p->n_files, 1);
                assert_string_equal(p->files[0].path, fx_p(fx, "data/blob"));
                target_report_done(&report);
                plan_free(p);
        }
        config_free(c);
}

/* Plans target through resolve_add_to_plan(), the one route of preloadctl warm and preloadd's
 * Warm; report names the profile it used. */
static Plan *resolve_plan(const char *target, const Config *c, const TargetOptions *opts, TargetReport *report) {
        Plan *p = NULL;
        assert_int_equal(plan_new(&p), 0);
        int r = resolve_add_to_plan(target, c, opts, RESOLVE_AUTO, p, report);
        if (r < 0)
                fail_msg("resolve_add_to_plan(%s): %s", target, strerror(-r));
        return p;
}

/* The static plan of the application of the test below: bin/fixprog's closure and data/blob. */
static void assert_app_static_plan(Fx *fx, const Plan *p, const TargetReport *report) {
        if (p->n_files != 4)
                plan_dump("not the static plan", p);
        assert_int_equal(p->n_files, 4);
        assert_non_null(plan_find(p, fx_p(fx, "bin/fixprog")));
        /* a Files= entry is planned by the path written */
        assert_string_equal(p->files[p->n_files - 1].path, fx_p(fx, "data/blob"));
        for (size_t i = 0; i < p->n_files; i++)
                assert_int_equal(p->files[i].ranges[0].sources & RANGE_SOURCE_PROFILE, 0);
        assert_null(report->profile_path);
}

/* The plan of write_profile(NAME, NULL, data): data's [4096, 8192) alone, from that profile. */
static void assert_profile_plan(Fx *fx, const Plan *p, const TargetReport *report, const char *data,
                                const char *name) {
        if (p->n_files != 1)
                plan_dump("not the profile's plan", p);
        assert_int_equal(p->n_files, 1);
        assert_string_equal(p->files[0].path, data);
        assert_int_equal(p->files[0].n_ranges, 1);
        assert_int_equal(p->files[0].ranges[0].offset, 4096);
        assert_int_equal(p->files[0].ranges[0].length, 4096);
        assert_int_equal(p->files[0].ranges[0].sources, RANGE_SOURCE_PROFILE);
        assert_int_equal(plan_total_bytes(p), 4096);
        assert_non_null(report->profile_path);
        assert_string_equal(report->profile_path, fx_str(fx, "%s/profiles/%s.profile", fx->dir, name));
}

/*
 * An application asked for by its Name= is warmed from the profile recorded under that name
 * (`preloadctl record --name NAME`) when it has none under its id; by its id, from its id's; a
 * profile that is stale as a whole is passed over; --plan=static ignores them all; a Name= that
 * cannot be a profile's name looks for the id's alone.
 */
static void test_resolve_add_to_plan_app_profile_by_name(void **state) {
        Fx *fx = *state;
        const char *dirs[] = { fx_p(fx, "profiles"), NULL };
        TargetOptions opts = { .profile_dirs = dirs, .path_env = fx_p(fx, "bin") };
        const char *cfg_dirs[] = { fx_p(fx, "cfg") };
        const char *blob = fx_p(fx, "data/blob"), *other = fx_p(fx, "data/other");
        const char *names[APP_PROFILE_NAMES_MAX];
        TargetReport report = {};
        Config *c = NULL;
        Plan *p;
        char buf[16384];
        char *app;

        fx_data(fx);
        memset(buf, 'o', sizeof(buf));
        tu_write_file(other, buf, sizeof(buf));
        app = fx_str(fx, "[Application]\nName=FixTool\nExec=%s\nFiles=%s\n", fx_p(fx, "bin/fixprog"), blob);
        tu_write_file(fx_p(fx, "cfg/apps.d/fixapp.conf"), app, strlen(app));
        app = fx_str(fx, "[Application]\nName=Fix Tool Two\nExec=%s\n", fx_p(fx, "bin/fixprog"));
        tu_write_file(fx_p(fx, "cfg/apps.d/spaced.conf"), app, strlen(app));
        assert_int_equal(config_load(cfg_dirs, 1, &c, NULL), 0);
        const AppConfig *a = config_find_app(c, "FixTool");
        assert_non_null(a);
        assert_string_equal(a->id, "fixapp");

        /* The names, in their order: the id, then the Name= asked for (and only when asked). */
        assert_int_equal(app_config_profile_names(a, "FixTool", names), 2);
        assert_string_equal(names[0], "fixapp");
        assert_string_equal(names[1], "FixTool");
        assert_int_equal(app_config_profile_names(a, "fixapp", names), 1);
        assert_int_equal(app_config_profile_names(a, NULL, names), 1);
        assert_string_equal(names[0], "fixapp");
        assert_int_equal(app_config_profile_names(config_find_app(c, "Fix Tool Two"), "Fix Tool Two", names), 1);
        assert_string_equal(names[0], "spaced");

        /* No profile: the static plan, by either name. */
        p = resolve_plan("FixTool", c, &opts, &report);
        assert_app_static_plan(fx, p, &report);
        target_report_done(&report);
        plan_free(p);

        /* Recorded under the Name=: a warm by that name reads the profile, nothing else. */
        write_profile(fx, "FixTool", NULL, blob);
        p = resolve_plan("FixTool", c, &opts, &report);
        assert_profile_plan(fx, p, &report, blob, "FixTool");
        assert_int_equal(report.n_warnings, 0);
        target_report_done(&report);
        plan_free(p);
        /* the warm's own plan, as preloadctl warm and preloadd's Warm make it, names it too */
        {
                char *targets[] = { (char *) "FixTool" };
                WarmPlan *wp = NULL;
                assert_int_equal(warm_plan_new(targets, 1, c, &opts, RESOLVE_AUTO, &wp), 0);
                assert_int_equal(wp->n_errors, 0);
                assert_string_equal(wp->profiles[0], fx_p(fx, "profiles/FixTool.profile"));
                assert_int_equal(plan_total_bytes(wp->plan), 4096);
                warm_plan_free(wp);
        }
        /* By its id: the id's profile only, so here the static plan. */
        p = resolve_plan("fixapp", c, &opts, &report);
        assert_app_static_plan(fx, p, &report);
        target_report_done(&report);
        plan_free(p);
        /* --plan=static: the static plan, profile or not. */
        opts.plan_source = TARGET_PLAN_STATIC;
        p = resolve_plan("FixTool", c, &opts, &report);
        assert_app_static_plan(fx, p, &report);
        target_report_done(&report);
        plan_free(p);
        opts.plan_source = TARGET_PLAN_AUTO;

        /* Recorded under the id as well: the id's comes first, whichever name is asked for. */
        write_profile(fx, "fixapp", NULL, other);
        p = resolve_plan("FixTool", c, &opts, &report);
        assert_profile_plan(fx, p, &report, other, "fixapp");
        target_report_done(&report);
        plan_free(p);
        p = resolve_plan("fixapp", c, &opts, &report);
        assert_profile_plan(fx, p, &report, other, "fixapp");
        target_report_done(&report);
        plan_free(p);

        /* The id's stale as a whole: passed over, with a warning, for the Name='s. */
        tu_write_file(other, buf, sizeof(buf) - 1);
        p = resolve_plan("FixTool", c, &opts, &report);
        assert_profile_plan(fx, p, &report, blob, "FixTool");
        assert_true(report_has_warning(&report, fx_str(fx, "%s/profiles/fixapp.profile: stale, none of its files is "
                                                           "as recorded, using the static plan", fx->dir)));
        target_report_done(&report);
        plan_free(p);
        /* also with --plan=profile, where a stale profile alone is an error */
        opts.plan_source = TARGET_PLAN_PROFILE;
        p = resolve_plan("FixTool", c, &opts, &report);
        assert_profile_plan(fx, p, &report, blob, "FixTool");
        assert_null(report.error_path);
        target_report_done(&report);
        plan_free(p);
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(resolve_add_to_plan("fixapp", c, &opts, RESOLVE_AUTO, p, &report), -ESTALE);
        assert_string_equal(report.error_path, fx_p(fx, "profiles/fixapp.profile"));
        assert_int_equal(p->n_files, 0);
        target_report_done(&report);
        plan_free(p);
        opts.plan_source = TARGET_PLAN_AUTO;

        /* Both stale: the static plan, as without a profile. */
        assert_int_equal(unlink(blob), 0);
        fx_data(fx);
        assert_int_equal(tu_run("echo more >> '%s'", blob), 0);
        p = resolve_plan("FixTool", c, &opts, &report);
        assert_app_static_plan(fx, p, &report);
        assert_true(report_has_warning(&report, fx_str(fx, "%s/profiles/FixTool.profile: stale, none of its files is "
                                                           "as recorded, using the static plan", fx->dir)));
        target_report_done(&report);
        plan_free(p);
        /* and with --plan=profile the first failure is the error */
        opts.plan_source = TARGET_PLAN_PROFILE;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(resolve_add_to_plan("FixTool", c, &opts, RESOLVE_AUTO, p, &report), -ESTALE);
        assert_string_equal(report.error_path, fx_p(fx, "profiles/fixapp.profile"));
        target_report_done(&report);
        plan_free(p);
        config_free(c);
}

int main(void) {
#define T(f) cmocka_unit_test_setup_teardown(f, fx_setup, fx_teardown)
        const struct CMUnitTest tests[] = {
                T(test_target_add_to_plan_env_shebang),
                T(test_target_add_to_plan_abs_interp_arg),
                T(test_target_add_to_plan_nested_script),
                T(test_target_add_to_plan_script_depth_limit),
                T(test_target_add_to_plan_env_split),
                T(test_target_add_to_plan_env_option_arguments),
                T(test_target_add_to_plan_data_file),
                T(test_target_add_to_plan_directory),
                T(test_target_add_to_plan_bare_name),
                T(test_target_add_to_plan_program),
                T(test_target_add_to_plan_static_segment_max),
                T(test_target_add_to_plan_profile_sources),
                T(test_target_add_to_plan_profile_stale_entry),
                T(test_target_add_to_plan_profile_stale_program),
                T(test_target_add_to_plan_profile_malformed),
                T(test_target_add_to_plan_profile_by_name),
                T(test_app_config_add_to_plan_profile),
                T(test_resolve_add_to_plan_order),
                T(test_resolve_add_to_plan_app_profile_by_name),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
