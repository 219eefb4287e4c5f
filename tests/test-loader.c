/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Closure tests. Every case builds its fixtures with the compiler in a temporary directory, writes
 * out the exact closure it expects (paths in load order, who loaded whom, missing names), checks
 * the plan ranges against `readelf -lW`, and cross-checks the set of real paths against what ld.so
 * itself maps for the same program (LD_TRACE_LOADED_OBJECTS, ldd's mode: unlike --list it keeps
 * going past a library it cannot find).
 *
 * Fixtures are linked with -nostdlib so that a closure holds only the fixture's own objects and
 * the interpreter; one case links libc to cover the interpreter answering a DT_NEEDED by soname.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
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

#include "loader.h"
#include "macro.h"
#include "plan.h"
#include "util.h"

#define INTERP "/lib64/ld-linux-x86-64.so.2"
#define NONE SIZE_MAX

typedef struct Fx {
        char *dir; /* canonical path of the fixture directory */
        char **pool; /* strings freed at teardown, so that failing asserts do not leak */
        size_t n_pool;
        Closure **closures; /* likewise */
        size_t n_closures;
        LdCache *cache;
        int cwd_fd; /* restored at teardown, for tests that chdir() */
} Fx;

typedef struct ExpObj {
        const char *path;
        size_t loader;
        const char *names; /* space-separated set of DT_NEEDED names it answered, NULL: unchecked */
} ExpObj;

typedef struct ExpMissing {
        const char *name;
        size_t needed_by;
} ExpMissing;

static const char lib_src[] = "int fixture_symbol(void) { return 42; }\n";
/* No libc: the entry point never returns, and the program is never run anyway. */
static const char prog_src[] = "void _start(void) { for (;;) ; }\n";
static const char libc_prog_src[] = "int main(void) { return 0; }\n";

static char *fx_keep(Fx *fx, char *s) {
        char **n = reallocarray(fx->pool, fx->n_pool + 1, sizeof(char *));
        assert_non_null(n);
        fx->pool = n;
        fx->pool[fx->n_pool++] = s;
        return s;
}

static char *fx_str(Fx *fx, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static char *fx_str(Fx *fx, const char *fmt, ...) {
        va_list ap;
        char *s;
        va_start(ap, fmt);
        int r = vasprintf(&s, fmt, ap);
        va_end(ap);
        assert_true(r >= 0);
        return fx_keep(fx, s);
}

/* An absolute path inside the fixture directory. */
static const char *fx_p(Fx *fx, const char *rel) {
        return fx_str(fx, "%s/%s", fx->dir, rel);
}

static int fx_setup(void **state) {
        Fx *fx = calloc(1, sizeof(Fx));
        assert_non_null(fx);
        char *d = tu_mkdtemp();
        fx->dir = realpath(d, NULL);
        assert_non_null(fx->dir);
        free(d);
        tu_write_file(fx_p(fx, "src/lib.c"), lib_src, strlen(lib_src));
        tu_write_file(fx_p(fx, "src/prog.c"), prog_src, strlen(prog_src));
        tu_write_file(fx_p(fx, "src/libcprog.c"), libc_prog_src, strlen(libc_prog_src));
        fx->cwd_fd = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        assert_true(fx->cwd_fd >= 0);
        *state = fx;
        return 0;
}

static int fx_teardown(void **state) {
        Fx *fx = *state;
        assert_int_equal(fchdir(fx->cwd_fd), 0);
        close(fx->cwd_fd);
        if (!getenv("PRELOAD_TEST_KEEP"))
                tu_rm_rf(fx->dir);
        else
                fprintf(stderr, "fixtures kept in %s\n", fx->dir);
        strv_free_n(fx->pool, fx->n_pool);
        for (size_t i = 0; i < fx->n_closures; i++)
                closure_free(fx->closures[i]);
        free(fx->closures);
        ldcache_free(fx->cache);
        free(fx->dir);
        free(fx);
        return 0;
}

static void fx_mkdir_parent(Fx *fx, const char *path) {
        assert_int_equal(tu_run("mkdir -p \"$(dirname '%s')\"", path), 0);
}

/*
 * A shared library at rel with an optional soname. flags come after the source, so they may hold
 * -L/-l for the library's own DT_NEEDED, rpaths (single-quoted when they hold '$'), -z options.
 */
static const char *fx_lib(Fx *fx, const char *rel, const char *soname, const char *flags) {
        const char *out = fx_p(fx, rel);
        fx_mkdir_parent(fx, out);
        assert_int_equal(tu_run("%s -shared -fPIC -nostdlib -o '%s' %s%s%s '%s/src/lib.c' "
                                "-Wl,--no-as-needed -Wl,--allow-shlib-undefined %s",
                                tu_cc(), out, soname ? "'-Wl,-soname," : "", soname ? soname : "",
                                soname ? "'" : "", fx->dir, flags ? flags : ""),
                         0);
        return out;
}

static const char *fx_prog(Fx *fx, const char *rel, const char *flags) {
        const char *out = fx_p(fx, rel);
        fx_mkdir_parent(fx, out);
        assert_int_equal(tu_run("%s -fPIE -pie -nostdlib -o '%s' '%s/src/prog.c' "
                                "-Wl,--no-as-needed -Wl,--allow-shlib-undefined %s",
                                tu_cc(), out, fx->dir, flags ? flags : ""),
                         0);
        return out;
}

static char *realpath_or_die(const char *p) {
        char *r = realpath(p, NULL);
        if (!r)
                fail_msg("realpath(%s): %s", p, strerror(errno));
        return r;
}

static void closure_dump(const Closure *c) {
        for (size_t i = 0; i < c->n_objects; i++) {
                fprintf(stderr, "  [%zu] %s (%s) loader=%zd names:", i, c->objects[i].path,
                        c->objects[i].real_path,
                        c->objects[i].loader == NONE ? (ssize_t) -1 : (ssize_t) c->objects[i].loader);
                for (size_t j = 0; j < c->objects[i].n_names; j++)
                        fprintf(stderr, " %s", c->objects[i].names[j]);
                fputc('\n', stderr);
        }
        for (size_t i = 0; i < c->n_missing; i++)
                fprintf(stderr, "  missing %s needed by [%zu]\n", c->missing[i].name, c->missing[i].needed_by);
        for (size_t i = 0; i < c->n_warnings; i++)
                fprintf(stderr, "  warning %s\n", c->warnings[i]);
}

static int cmp_str(const void *a, const void *b) {
        return strcmp(*(char *const *) a, *(char *const *) b);
}

/* Sorts and removes duplicates; returns the new count. */
static size_t strv_sort_uniq(char **v, size_t n) {
        size_t k = 0;
        if (n == 0)
                return 0;
        qsort(v, n, sizeof(char *), cmp_str);
        for (size_t i = 0; i < n; i++) {
                if (k > 0 && strcmp(v[k - 1], v[i]) == 0) {
                        free(v[i]);
                        continue;
                }
                v[k++] = v[i];
        }
        return k;
}

static void assert_names(const LoadedObject *o, const char *expected) {
        char *copy = strdup(expected), *save = NULL;
        char **want = NULL, **got = NULL;
        size_t n_want = 0, n_got = 0;
        assert_non_null(copy);
        for (char *t = strtok_r(copy, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
                want = reallocarray(want, n_want + 1, sizeof(char *));
                want[n_want++] = strdup(t);
        }
        for (size_t i = 0; i < o->n_names; i++) {
                got = reallocarray(got, n_got + 1, sizeof(char *));
                got[n_got++] = strdup(o->names[i]);
        }
        n_want = strv_sort_uniq(want, n_want);
        n_got = strv_sort_uniq(got, n_got);
        if (n_want != n_got)
                fail_msg("%s: answered %zu distinct names, expected %zu (%s)", o->path, n_got, n_want, expected);
        for (size_t i = 0; i < n_want; i++)
                assert_string_equal(got[i], want[i]);
        strv_free_n(want, n_want);
        strv_free_n(got, n_got);
        free(copy);
}

/* The exact closure: objects in load order with their loaders and names, then the missing list. */
static void assert_closure(const Closure *c, const ExpObj *objs, size_t n, const ExpMissing *miss,
                           size_t n_miss) {
        fprintf(stderr, "closure:\n");
        closure_dump(c);
        assert_int_equal(c->n_objects, n);
        for (size_t i = 0; i < n; i++) {
                const LoadedObject *o = &c->objects[i];
                struct stat st;
                char *rp = realpath_or_die(objs[i].path);

                assert_string_equal(o->path, objs[i].path);
                assert_non_null(o->real_path);
                assert_string_equal(o->real_path, rp);
                assert_int_equal(stat(objs[i].path, &st), 0);
                assert_int_equal(o->dev, st.st_dev);
                assert_int_equal(o->ino, st.st_ino);
                assert_non_null(o->image);
                assert_int_equal(o->image->file_size, (uint64_t) st.st_size);
                assert_int_equal(o->loader, objs[i].loader);
                if (objs[i].names)
                        assert_names(o, objs[i].names);
                free(rp);
        }
        assert_int_equal(c->n_missing, n_miss);
        for (size_t i = 0; i < n_miss; i++) {
                assert_string_equal(c->missing[i].name, miss[i].name);
                assert_int_equal(c->missing[i].needed_by, miss[i].needed_by);
        }
}

/* PT_LOAD file ranges of one file as readelf shows them, page-rounded, sorted and merged. */
static size_t readelf_ranges(const char *path, uint64_t (*ret)[2], size_t max) {
        uint64_t page = plan_page_size();
        char *cmd = tu_strdupf("readelf -lW '%s'", path);
        FILE *f = popen(cmd, "r");
        char line[1024];
        size_t n = 0;

        assert_non_null(f);
        while (fgets(line, sizeof(line), f)) {
                unsigned long long off, vaddr, paddr, filesz;
                if (sscanf(line, " LOAD %llx %llx %llx %llx", &off, &vaddr, &paddr, &filesz) != 4)
                        continue;
                if (filesz == 0)
                        continue;
                uint64_t start = off - off % page;
                uint64_t end = off + filesz;
                if (end % page)
                        end += page - end % page;
                /* insert sorted, then merge touching or overlapping neighbours */
                assert_true(n < max);
                size_t i = n;
                while (i > 0 && ret[i - 1][0] > start) {
                        ret[i][0] = ret[i - 1][0];
                        ret[i][1] = ret[i - 1][1];
                        i--;
                }
                ret[i][0] = start;
                ret[i][1] = end;
                n++;
        }
        assert_int_equal(pclose(f), 0);
        free(cmd);

        size_t k = 0;
        for (size_t i = 0; i < n; i++) {
                if (k > 0 && ret[i][0] <= ret[k - 1][1]) {
                        if (ret[i][1] > ret[k - 1][1])
                                ret[k - 1][1] = ret[i][1];
                        continue;
                }
                ret[k][0] = ret[i][0];
                ret[k][1] = ret[i][1];
                k++;
        }
        assert_true(k > 0);
        return k;
}

static void assert_file_ranges_match_readelf(const PlanFile *pf, const char *path) {
        uint64_t want[64][2];
        size_t n = readelf_ranges(path, want, 64);
        if (pf->n_ranges != n) {
                for (size_t i = 0; i < pf->n_ranges; i++)
                        fprintf(stderr, "  got [%" PRIu64 ", +%" PRIu64 ")\n", pf->ranges[i].offset,
                                pf->ranges[i].length);
                for (size_t i = 0; i < n; i++)
                        fprintf(stderr, "  want [%" PRIu64 ", %" PRIu64 ")\n", want[i][0], want[i][1]);
                fail_msg("%s: %zu ranges, readelf says %zu", path, pf->n_ranges, n);
        }
        for (size_t i = 0; i < n; i++) {
                assert_int_equal(pf->ranges[i].offset, want[i][0]);
                assert_int_equal(pf->ranges[i].length, want[i][1] - want[i][0]);
                assert_int_equal(pf->ranges[i].sources, RANGE_SOURCE_ELF);
        }
}

/* closure_add_to_plan(): one file per object in load order, readelf's ranges, every missing name. */
static void assert_plan(const Closure *c) {
        Plan *p = NULL;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(closure_add_to_plan(c, 0, p), 0);
        assert_int_equal(p->n_files, c->n_objects);
        for (size_t i = 0; i < c->n_objects; i++) {
                const PlanFile *pf = &p->files[i];
                struct stat st;
                assert_string_equal(pf->path, c->objects[i].path);
                assert_non_null(pf->real_path);
                assert_string_equal(pf->real_path, c->objects[i].real_path);
                assert_int_equal(stat(c->objects[i].real_path, &st), 0);
                assert_true(pf->have_identity);
                assert_int_equal(pf->dev, st.st_dev);
                assert_int_equal(pf->ino, st.st_ino);
                assert_int_equal(pf->size, (uint64_t) st.st_size);
                assert_file_ranges_match_readelf(pf, c->objects[i].real_path);
        }
        assert_int_equal(p->n_missing, c->n_missing);
        for (size_t i = 0; i < c->n_missing; i++) {
                assert_string_equal(p->missing[i].name, c->missing[i].name);
                assert_non_null(p->missing[i].needed_by);
                assert_string_equal(p->missing[i].needed_by, c->objects[c->missing[i].needed_by].path);
        }
        plan_free(p);
}

typedef struct LdsoList {
        char **real_paths; /* sorted, unique, including the program and the interpreter */
        size_t n_real_paths;
        char **reported; /* paths exactly as ld.so printed them */
        size_t n_reported;
        char **missing; /* sorted, unique */
        size_t n_missing;
} LdsoList;

static void ldso_list_done(LdsoList *l) {
        strv_free_n(l->real_paths, l->n_real_paths);
        strv_free_n(l->reported, l->n_reported);
        strv_free_n(l->missing, l->n_missing);
        *l = (LdsoList) {};
}

static void strv_push(char ***v, size_t *n, char *s) {
        char **nv = reallocarray(*v, *n + 1, sizeof(char *));
        assert_non_null(nv);
        assert_non_null(s);
        nv[(*n)++] = s;
        *v = nv;
}

static bool strv_contains(char **v, size_t n, const char *s) {
        for (size_t i = 0; i < n; i++)
                if (strcmp(v[i], s) == 0)
                        return true;
        return false;
}

/*
 * What ld.so maps for prog, in an empty environment plus LD_LIBRARY_PATH when given. Run through
 * ld.so, or (direct) exec'ed, which is how a program starts for real: then the kernel maps the
 * interpreter and $ORIGIN comes from /proc/self/exe. In trace mode ld.so stops before the program's
 * code either way.
 */
static void ldso_list_mode(const char *prog, const char *library_path, bool direct, LdsoList *ret) {
        char *cmd = tu_strdupf("env -i %s%s%s LD_TRACE_LOADED_OBJECTS=1 %s '%s'",
                               library_path ? "LD_LIBRARY_PATH='" : "", library_path ? library_path : "",
                               library_path ? "'" : "", direct ? "" : INTERP, prog);
        FILE *f = popen(cmd, "r");
        char line[PATH_MAX + 256];
        LdsoList l = {};

        assert_non_null(f);
        strv_push(&l.real_paths, &l.n_real_paths, realpath_or_die(prog));
        /* ld.so maps itself; it prints its own line only when some object needs it by name */
        strv_push(&l.real_paths, &l.n_real_paths, realpath_or_die(INTERP));
        while (fgets(line, sizeof(line), f)) {
                char *s = line + strspn(line, " \t"), *arrow, *paren, *path;
                s[strcspn(s, "\n")] = 0;
                if (!*s || strcmp(s, "statically linked") == 0)
                        continue;
                arrow = strstr(s, " => ");
                if (arrow) {
                        if (strcmp(arrow + 4, "not found") == 0) {
                                *arrow = 0;
                                strv_push(&l.missing, &l.n_missing, strdup(s));
                                continue;
                        }
                        path = arrow + 4;
                } else
                        path = s;
                paren = strstr(path, " (0x");
                if (paren)
                        *paren = 0;
                if (strncmp(path, "linux-vdso.so", 13) == 0)
                        continue;
                /* a relative path (an empty or relative search directory) is relative to our cwd,
                 * which the child shares; the loader reports it made absolute */
                if (path[0] == '/')
                        strv_push(&l.reported, &l.n_reported, strdup(path));
                else {
                        char cwd[PATH_MAX];
                        assert_non_null(getcwd(cwd, sizeof(cwd)));
                        strv_push(&l.reported, &l.n_reported, tu_strdupf("%s/%s", cwd, path));
                }
                strv_push(&l.real_paths, &l.n_real_paths, realpath_or_die(path));
        }
        int r = pclose(f);
        if (!WIFEXITED(r) || WEXITSTATUS(r) != 0)
                fail_msg("%s -> %d", cmd, r);
        free(cmd);
        l.n_real_paths = strv_sort_uniq(l.real_paths, l.n_real_paths);
        l.n_missing = strv_sort_uniq(l.missing, l.n_missing);
        *ret = l;
}

static void ldso_list(const char *prog, const char *library_path, LdsoList *ret) {
        ldso_list_mode(prog, library_path, false, ret);
}

/* The closure maps exactly what ld.so maps, reports paths as ld.so does and misses what it misses. */
static void assert_same_as_ldso_mode(const Closure *c, const char *prog, const char *library_path, bool direct) {
        LdsoList l;
        char **got = NULL, **miss = NULL;
        size_t n_got = 0, n_miss = 0;

        ldso_list_mode(prog, library_path, direct, &l);
        for (size_t i = 0; i < c->n_objects; i++)
                strv_push(&got, &n_got, strdup(c->objects[i].real_path));
        for (size_t i = 0; i < c->n_missing; i++)
                strv_push(&miss, &n_miss, strdup(c->missing[i].name));
        n_got = strv_sort_uniq(got, n_got);
        n_miss = strv_sort_uniq(miss, n_miss);

        fprintf(stderr, "ld.so maps:\n");
        for (size_t i = 0; i < l.n_real_paths; i++)
                fprintf(stderr, "  %s\n", l.real_paths[i]);
        for (size_t i = 0; i < l.n_missing; i++)
                fprintf(stderr, "  missing %s\n", l.missing[i]);
        assert_int_equal(n_got, l.n_real_paths);
        for (size_t i = 0; i < n_got; i++)
                assert_string_equal(got[i], l.real_paths[i]);
        assert_int_equal(n_miss, l.n_missing);
        for (size_t i = 0; i < n_miss; i++)
                assert_string_equal(miss[i], l.missing[i]);
        for (size_t i = 0; i < l.n_reported; i++) {
                bool found = false;
                for (size_t j = 0; j < c->n_objects && !found; j++)
                        found = strcmp(c->objects[j].path, l.reported[i]) == 0;
                if (!found)
                        fail_msg("ld.so reports %s, which no object's path is", l.reported[i]);
        }
        strv_free_n(got, n_got);
        strv_free_n(miss, n_miss);
        ldso_list_done(&l);
}

static void assert_same_as_ldso(const Closure *c, const char *prog, const char *library_path) {
        assert_same_as_ldso_mode(c, prog, library_path, false);
}

/* The closure of prog; freed at teardown. */
static Closure *closure_or_fail(Fx *fx, const char *prog, const LoaderOptions *opts) {
        Closure *c = NULL;
        const char *reason = NULL;
        int r = loader_closure(prog, opts, &c, &reason);
        if (r < 0)
                fail_msg("loader_closure(%s): %s (%s)", prog, strerror(-r), reason ? reason : "-");
        assert_non_null(c);
        Closure **n = reallocarray(fx->closures, fx->n_closures + 1, sizeof(Closure *));
        assert_non_null(n);
        fx->closures = n;
        fx->closures[fx->n_closures++] = c;
        return c;
}

/* Builds an ld.so cache of our own with ldconfig over one fixture directory, and loads it. */
static LdCache *fx_ldcache(Fx *fx, const char *rel_dir) {
        const char *conf = fx_p(fx, "ld.so.conf"), *line = fx_str(fx, "%s/%s\n", fx->dir, rel_dir);
        LdCache *cache = NULL;
        const char *reason = NULL;

        tu_write_file(conf, line, strlen(line));
        assert_int_equal(tu_run("PATH=\"$PATH:/sbin:/usr/sbin\" ldconfig -X -C '%s/ld.so.cache' -f '%s'",
                                fx->dir, conf),
                         0);
        int r = ldcache_load(fx_p(fx, "ld.so.cache"), &cache, &reason);
        if (r < 0)
                fail_msg("ldcache_load: %s (%s)", strerror(-r), reason ? reason : "-");
        ldcache_free(fx->cache);
        fx->cache = cache;
        return cache;
}

/* Whether ld.so on this machine searches a glibc-hwcaps subdirectory (from ld.so --help). */
static bool ldso_supports(const char *what) {
        char *cmd = tu_strdupf(INTERP " --help");
        FILE *f = popen(cmd, "r");
        char line[512];
        bool yes = false;
        assert_non_null(f);
        while (fgets(line, sizeof(line), f)) {
                const char *s = line + strspn(line, " ");
                if (strncmp(s, what, strlen(what)) == 0 && s[strlen(what)] == ' ' &&
                    strstr(s, "supported, searched"))
                        yes = true;
        }
        pclose(f);
        free(cmd);
        return yes;
}

/* ------------------------------------------------------------------------------------------- */

static void test_loader_closure_origin_runpath(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        fx_lib(fx, "lib/libfoo.so.1", "libfoo.so.1", NULL);
        const char *prog = fx_prog(fx, "bin/prog",
                                   fx_str(fx, "-Wl,--enable-new-dtags -Wl,-rpath,'$ORIGIN/../lib' "
                                              "-L%s/lib -l:libfoo.so.1", fx->dir));
        assert_int_equal(tu_run("readelf -dW '%s' | grep -q 'RUNPATH.*\\$ORIGIN/../lib'", prog), 0);

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "bin/../lib/libfoo.so.1"), 0, "libfoo.so.1" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);
}

static void test_loader_closure_origin_rpath(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        fx_lib(fx, "lib/libfoo.so.1", "libfoo.so.1", NULL);
        const char *prog = fx_prog(fx, "bin/prog",
                                   fx_str(fx, "-Wl,--disable-new-dtags -Wl,-rpath,'$ORIGIN/../lib' "
                                              "-L%s/lib -l:libfoo.so.1", fx->dir));
        assert_int_equal(tu_run("readelf -dW '%s' | grep -q '(RPATH).*\\$ORIGIN/../lib'", prog), 0);

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "bin/../lib/libfoo.so.1"), 0, "libfoo.so.1" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);
}

/*
 * A program started through a symlink: the kernel resolves it, and ld.so takes the program's
 * $ORIGIN from /proc/self/exe, so ../lib is next to the real file, not next to the symlink (where
 * a decoy waits). Checked against the program exec'ed directly in trace mode.
 */
static void test_loader_closure_origin_through_symlink(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        fx_lib(fx, "real/lib/libo.so.1", "libo.so.1", NULL);
        fx_lib(fx, "lib/libo.so.1", "libo.so.1", NULL);
        fx_prog(fx, "real/bin/prog", fx_str(fx, "-Wl,-rpath,'$ORIGIN/../lib' -L%s/real/lib -l:libo.so.1", fx->dir));
        assert_int_equal(tu_run("mkdir -p '%s/link' && ln -s ../real/bin/prog '%s/link/prog'", fx->dir, fx->dir), 0);
        const char *link = fx_p(fx, "link/prog");

        Closure *c = closure_or_fail(fx, link, &opts);
        const ExpObj want[] = {
                { link, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "real/bin/../lib/libo.so.1"), 0, "libo.so.1" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso_mode(c, link, NULL, true);
}

/* prog (RPATH A) -> libmid (in A, no rpath) -> libleaf (in A): prog's RPATH serves libmid's need. */
static void test_loader_closure_rpath_inherited(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        fx_lib(fx, "A/libleaf.so.1", "libleaf.so.1", NULL);
        fx_lib(fx, "A/libmid.so.1", "libmid.so.1", fx_str(fx, "-L%s/A -l:libleaf.so.1", fx->dir));
        assert_int_equal(tu_run("readelf -dW '%s/A/libmid.so.1' | grep -q -E 'RPATH|RUNPATH'", fx->dir), 1);
        const char *prog = fx_prog(fx, "prog",
                                   fx_str(fx, "-Wl,--disable-new-dtags -Wl,-rpath,%s/A -L%s/A -l:libmid.so.1 "
                                              "-Wl,-rpath-link,%s/A", fx->dir, fx->dir, fx->dir));

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "A/libmid.so.1"), 0, "libmid.so.1" },
                { fx_p(fx, "A/libleaf.so.1"), 2, "libleaf.so.1" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);
}

/* The same with DT_RUNPATH: it serves only the program's own needs, so libleaf is not found. */
static void test_loader_closure_runpath_not_inherited(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        fx_lib(fx, "A/libleaf.so.1", "libleaf.so.1", NULL);
        fx_lib(fx, "A/libmid.so.1", "libmid.so.1", fx_str(fx, "-L%s/A -l:libleaf.so.1", fx->dir));
        const char *prog = fx_prog(fx, "prog",
                                   fx_str(fx, "-Wl,--enable-new-dtags -Wl,-rpath,%s/A -L%s/A -l:libmid.so.1 "
                                              "-Wl,-rpath-link,%s/A", fx->dir, fx->dir, fx->dir));

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "A/libmid.so.1"), 0, "libmid.so.1" },
        };
        const ExpMissing miss[] = { { "libleaf.so.1", 2 } };
        assert_closure(c, want, ELEMENTSOF(want), miss, ELEMENTSOF(miss));
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);
}

/* An intermediate library with a DT_RUNPATH of its own cuts off the program's RPATH for its needs. */
static void test_loader_closure_rpath_cut_by_runpath(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        fx_lib(fx, "A/libleaf.so.1", "libleaf.so.1", NULL);
        fx_lib(fx, "A/libmid.so.1", "libmid.so.1",
               fx_str(fx, "-Wl,--enable-new-dtags -Wl,-rpath,%s/nonexistent -L%s/A -l:libleaf.so.1", fx->dir,
                      fx->dir));
        const char *prog = fx_prog(fx, "prog",
                                   fx_str(fx, "-Wl,--disable-new-dtags -Wl,-rpath,%s/A -L%s/A -l:libmid.so.1 "
                                              "-Wl,-rpath-link,%s/A", fx->dir, fx->dir, fx->dir));

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "A/libmid.so.1"), 0, "libmid.so.1" },
        };
        const ExpMissing miss[] = { { "libleaf.so.1", 2 } };
        assert_closure(c, want, ELEMENTSOF(want), miss, ELEMENTSOF(miss));
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);
}

/*
 * -z nodeflib on the needing object: the default directories (a temporary one here) are not
 * searched for its needs, while the program's own needs still find them there.
 */
static void test_loader_closure_nodeflib(void **state) {
        Fx *fx = *state;
        const char *defaults[] = { fx_p(fx, "nonexistent-default"), fx_p(fx, "default") };
        const LoaderOptions opts = { .default_dirs = defaults, .n_default_dirs = ELEMENTSOF(defaults) };

        fx_lib(fx, "default/libdef.so.1", "libdef.so.1", NULL);
        fx_lib(fx, "default/libdef2.so.1", "libdef2.so.1", NULL);
        fx_lib(fx, "A/libmid.so.1", "libmid.so.1",
               fx_str(fx, "-Wl,-z,nodefaultlib -L%s/default -l:libdef.so.1", fx->dir));
        assert_int_equal(tu_run("readelf -dW '%s/A/libmid.so.1' | grep -q 'FLAGS_1.*NODEFLIB'", fx->dir), 0);
        const char *prog = fx_prog(fx, "prog",
                                   fx_str(fx, "-Wl,-rpath,%s/A -L%s/A -l:libmid.so.1 -L%s/default "
                                              "-l:libdef2.so.1 -Wl,-rpath-link,%s/default",
                                          fx->dir, fx->dir, fx->dir, fx->dir));
        /* the same needs from a program that has the flag itself */
        const char *prog_nodeflib = fx_prog(fx, "prog-nodeflib",
                                            fx_str(fx, "-Wl,-z,nodefaultlib -L%s/default -l:libdef2.so.1",
                                                   fx->dir));

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "A/libmid.so.1"), 0, "libmid.so.1" },
                { fx_p(fx, "default/libdef2.so.1"), 0, "libdef2.so.1" },
        };
        const ExpMissing miss[] = { { "libdef.so.1", 2 } };
        assert_closure(c, want, ELEMENTSOF(want), miss, ELEMENTSOF(miss));
        assert_plan(c);

        c = closure_or_fail(fx, prog_nodeflib, &opts);
        const ExpObj want2[] = {
                { prog_nodeflib, NONE, NULL },
                { INTERP, NONE, NULL },
        };
        const ExpMissing miss2[] = { { "libdef2.so.1", 0 } };
        assert_closure(c, want2, ELEMENTSOF(want2), miss2, ELEMENTSOF(miss2));
        assert_plan(c);
}

/* Locates preloadctl beside this build's tests, or returns NULL when it is not built. */
static char *preloadctl_path(void) {
        char self[PATH_MAX];
        ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
        if (n <= 0)
                return NULL;
        self[n] = 0;
        char *slash = strrchr(self, '/');
        if (!slash)
                return NULL;
        *slash = 0;
        char *p = tu_strdupf("%s/../preloadctl/preloadctl", self);
        if (access(p, X_OK) < 0) {
                free(p);
                return NULL;
        }
        return p;
}

/* Lines of a file, without their newlines. */
static size_t read_lines(const char *path, char ***ret) {
        size_t size;
        char *buf = tu_read_file(path, &size), *save = NULL;
        char **v = NULL;
        size_t n = 0;
        for (char *t = strtok_r(buf, "\n", &save); t; t = strtok_r(NULL, "\n", &save))
                strv_push(&v, &n, strdup(t));
        free(buf);
        *ret = v;
        return n;
}

/*
 * `preloadctl deps` prints the closure (one absolute path per line, in load order), warns on stderr
 * about what it cannot find, and still succeeds.
 */
static void assert_preloadctl_deps(Fx *fx, const Closure *c, const char *prog, const char *extra_args,
                                   const char *want_in_stderr) {
        char *ctl = preloadctl_path();
        if (!ctl) {
                fprintf(stderr, "preloadctl not built, not checking its output\n");
                return;
        }
        const char *out = fx_p(fx, "deps.out"), *err = fx_p(fx, "deps.err");
        /* a decoy in our environment must not change what it prints */
        assert_int_equal(tu_run("env LD_LIBRARY_PATH=%s/decoy '%s' deps %s '%s' >'%s' 2>'%s'", fx->dir, ctl,
                                extra_args ? extra_args : "", prog, out, err),
                         0);
        char **lines = NULL;
        size_t n = read_lines(out, &lines);
        assert_int_equal(n, c->n_objects);
        for (size_t i = 0; i < n; i++) {
                assert_true(lines[i][0] == '/');
                char *rp = realpath_or_die(lines[i]);
                assert_string_equal(rp, c->objects[i].real_path);
                free(rp);
        }
        strv_free_n(lines, n);

        size_t size;
        char *errtext = tu_read_file(err, &size);
        if (want_in_stderr) {
                if (!strstr(errtext, want_in_stderr))
                        fail_msg("preloadctl deps stderr lacks '%s': %s", want_in_stderr, errtext);
        } else
                assert_int_equal(size, 0);
        free(errtext);
        free(ctl);
}

static void test_loader_closure_missing(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        fx_lib(fx, "stub/libgone.so.1", "libgone.so.1", NULL);
        fx_lib(fx, "A/libthere.so.1", "libthere.so.1", NULL);
        const char *prog = fx_prog(fx, "prog",
                                   fx_str(fx, "-Wl,-rpath,%s/A -L%s/stub -l:libgone.so.1 -L%s/A -l:libthere.so.1",
                                          fx->dir, fx->dir, fx->dir));

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "A/libthere.so.1"), 0, "libthere.so.1" },
        };
        const ExpMissing miss[] = { { "libgone.so.1", 0 } };
        assert_closure(c, want, ELEMENTSOF(want), miss, ELEMENTSOF(miss));
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);
        assert_preloadctl_deps(fx, c, prog, NULL, "libgone.so.1");
}

/* liba needs libb needs liba: the walk ends, each loaded once. */
static void test_loader_closure_cycle(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        /* libb is linked against a first liba, which is then rebuilt to need libb */
        fx_lib(fx, "A/liba.so.1", "liba.so.1", NULL);
        fx_lib(fx, "A/libb.so.1", "libb.so.1", fx_str(fx, "-L%s/A -l:liba.so.1", fx->dir));
        fx_lib(fx, "A/liba.so.1", "liba.so.1", fx_str(fx, "-L%s/A -l:libb.so.1", fx->dir));
        /* DT_RPATH, so that it serves liba's need for libb too */
        const char *prog = fx_prog(fx, "prog", fx_str(fx, "-Wl,--disable-new-dtags -Wl,-rpath,%s/A -L%s/A "
                                                          "-l:liba.so.1 -Wl,-rpath-link,%s/A",
                                                          fx->dir, fx->dir, fx->dir));

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "A/liba.so.1"), 0, "liba.so.1" },
                { fx_p(fx, "A/libb.so.1"), 2, "libb.so.1" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);
}

/* Patches e_machine of an ELF file in place. */
static void patch_machine(const char *path, uint16_t machine) {
        int fd = open(path, O_WRONLY | O_CLOEXEC);
        uint8_t le[2] = { machine & 0xff, machine >> 8 };
        assert_true(fd >= 0);
        assert_int_equal(pwrite(fd, le, 2, 18), 2);
        close(fd);
}

/* Libraries of the wrong class or machine earlier in the path are passed over. */
static void test_loader_closure_wrong_class_skipped(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};
        bool have_m32;

        fx_lib(fx, "right/libw.so.1", "libw.so.1", NULL);
        /* a real 32-bit build when the compiler can make one; it needs no 32-bit libc here */
        have_m32 = tu_run("mkdir -p '%s/w32' && %s -m32 -shared -fPIC -nostdlib -Wl,-soname,libw.so.1 "
                          "-o '%s/w32/libw.so.1' '%s/src/lib.c'", fx->dir, tu_cc(), fx->dir, fx->dir) == 0;
        if (have_m32)
                assert_int_equal(tu_run("readelf -h '%s/w32/libw.so.1' | grep -q 'Class:.*ELF32'", fx->dir), 0);
        else
                fprintf(stderr, "no -m32 build here: testing the foreign-machine copy only\n");
        fx_lib(fx, "arm/libw.so.1", "libw.so.1", NULL);
        patch_machine(fx_p(fx, "arm/libw.so.1"), 183 /* EM_AARCH64 */);
        const char *prog = fx_prog(fx, "prog", fx_str(fx, "-Wl,-rpath,%s/w32:%s/arm:%s/right -L%s/right -l:libw.so.1",
                                                      fx->dir, fx->dir, fx->dir, fx->dir));
        const char *prog_only_wrong = fx_prog(fx, "prog-only-wrong",
                                              fx_str(fx, "-Wl,-rpath,%s/w32:%s/arm -L%s/right -l:libw.so.1",
                                                     fx->dir, fx->dir, fx->dir));

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "right/libw.so.1"), 0, "libw.so.1" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);

        c = closure_or_fail(fx, prog_only_wrong, &opts);
        const ExpObj want2[] = {
                { prog_only_wrong, NONE, NULL },
                { INTERP, NONE, NULL },
        };
        const ExpMissing miss2[] = { { "libw.so.1", 0 } };
        assert_closure(c, want2, ELEMENTSOF(want2), miss2, ELEMENTSOF(miss2));
        assert_plan(c);
        assert_same_as_ldso(c, prog_only_wrong, NULL);
}

/* DIR/glibc-hwcaps/x86-64-v2/ wins over DIR/ exactly when the capabilities include x86-64-v2. */
static void test_loader_closure_glibc_hwcaps(void **state) {
        Fx *fx = *state;
        const Hwcaps v2 = { .glibc_hwcaps = { "x86-64-v2" }, .n_glibc_hwcaps = 1, .platform = "x86_64" };
        const Hwcaps v3v2 = { .glibc_hwcaps = { "x86-64-v3", "x86-64-v2" }, .n_glibc_hwcaps = 2,
                              .platform = "x86_64" };
        const Hwcaps baseline = { .platform = "x86_64" };
        const Hwcaps legacy = { .platform = "x86_64", .legacy = { "x86_64" }, .n_legacy = 1 };

        fx_lib(fx, "D/glibc-hwcaps/x86-64-v2/libx.so.1", "libx.so.1", NULL);
        fx_lib(fx, "D/libx.so.1", "libx.so.1", NULL);
        fx_lib(fx, "E/x86_64/liby.so.1", "liby.so.1", NULL);
        fx_lib(fx, "E/liby.so.1", "liby.so.1", NULL);
        const char *prog = fx_prog(fx, "prog", fx_str(fx, "-Wl,-rpath,%s/D -L%s/D -l:libx.so.1", fx->dir, fx->dir));
        const char *prog_legacy = fx_prog(fx, "prog-legacy",
                                          fx_str(fx, "-Wl,-rpath,%s/E -L%s/E -l:liby.so.1", fx->dir, fx->dir));

        LoaderOptions opts = { .hwcaps = &v2 };
        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want_v2[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "D/glibc-hwcaps/x86-64-v2/libx.so.1"), 0, "libx.so.1" },
        };
        assert_closure(c, want_v2, ELEMENTSOF(want_v2), NULL, 0);
        assert_plan(c);
        if (ldso_supports("x86-64-v2"))
                assert_same_as_ldso(c, prog, NULL);

        opts.hwcaps = &v3v2;
        c = closure_or_fail(fx, prog, &opts);
        assert_closure(c, want_v2, ELEMENTSOF(want_v2), NULL, 0);

        opts.hwcaps = &baseline;
        c = closure_or_fail(fx, prog, &opts);
        const ExpObj want_plain[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "D/libx.so.1"), 0, "libx.so.1" },
        };
        assert_closure(c, want_plain, ELEMENTSOF(want_plain), NULL, 0);
        assert_plan(c);

        /* the legacy subdirectories glibc 2.36 still searches */
        opts.hwcaps = &legacy;
        c = closure_or_fail(fx, prog_legacy, &opts);
        const ExpObj want_legacy[] = {
                { prog_legacy, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "E/x86_64/liby.so.1"), 0, "liby.so.1" },
        };
        assert_closure(c, want_legacy, ELEMENTSOF(want_legacy), NULL, 0);
        assert_plan(c);
        if (ldso_supports("x86_64"))
                assert_same_as_ldso(c, prog_legacy, NULL);

        opts.hwcaps = &baseline;
        c = closure_or_fail(fx, prog_legacy, &opts);
        const ExpObj want_legacy_plain[] = {
                { prog_legacy, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "E/liby.so.1"), 0, "liby.so.1" },
        };
        assert_closure(c, want_legacy_plain, ELEMENTSOF(want_legacy_plain), NULL, 0);
}

/*
 * Every subdirectory ld.so tries under a search directory (glibc-hwcaps, then the legacy
 * combinations, then the directory itself), in its order: a copy of the library in each, and the
 * copies removed best first. Each time the loader, with the detected capabilities, must take the
 * copy ld.so takes. The order comes from ld.so's own LD_DEBUG=libs trace.
 */
static void test_loader_closure_subdir_order(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};
        char **dirs = NULL;
        size_t n_dirs = 0;

        fx_lib(fx, "D/libhw.so.1", "libhw.so.1", NULL);
        const char *prog = fx_prog(fx, "prog", fx_str(fx, "-Wl,-rpath,%s/D -L%s/D -l:libhw.so.1", fx->dir, fx->dir));
        char *cmd = tu_strdupf("env -i LD_DEBUG=libs LD_TRACE_LOADED_OBJECTS=1 " INTERP " '%s' 2>&1", prog);
        FILE *f = popen(cmd, "r");
        char line[16384];
        assert_non_null(f);
        while (fgets(line, sizeof(line), f)) {
                char *s = strstr(line, "search path="), *save = NULL;
                if (!s || n_dirs > 0)
                        continue;
                s += strlen("search path=");
                s[strcspn(s, "\t\n")] = 0;
                /* Where the platform is also a hwcap bit's name (x86_64 on AMD), ld.so lists
                 * "tls/x86_64" and "x86_64" twice; a second try of a directory finds nothing new. */
                for (char *t = strtok_r(s, ":", &save); t; t = strtok_r(NULL, ":", &save))
                        if (!strv_contains(dirs, n_dirs, t))
                                strv_push(&dirs, &n_dirs, strdup(t));
        }
        pclose(f);
        free(cmd);
        assert_true(n_dirs >= 1);
        assert_string_equal(dirs[n_dirs - 1], fx_p(fx, "D"));
        fprintf(stderr, "ld.so tries %zu directories\n", n_dirs);
        for (size_t i = 0; i + 1 < n_dirs; i++)
                assert_int_equal(tu_run("mkdir -p '%s' && cp '%s/D/libhw.so.1' '%s/'", dirs[i], fx->dir, dirs[i]), 0);

        for (size_t i = 0; i < n_dirs; i++) {
                Closure *c = closure_or_fail(fx, prog, &opts);
                const ExpObj want[] = {
                        { prog, NONE, NULL },
                        { INTERP, NONE, NULL },
                        { fx_str(fx, "%s/libhw.so.1", dirs[i]), 0, "libhw.so.1" },
                };
                assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
                assert_same_as_ldso(c, prog, NULL);
                if (i + 1 < n_dirs)
                        assert_int_equal(unlink(fx_str(fx, "%s/libhw.so.1", dirs[i])), 0);
        }
        strv_free_n(dirs, n_dirs);
}

/*
 * What this machine's ld.so expands $LIB and $PLATFORM to, read from its LD_DEBUG=libs search
 * path for a probe whose RUNPATH brackets them with markers.
 */
static void ldso_dst_expansions(Fx *fx, char **ret_lib, char **ret_platform) {
        static const char marker[] = "/nonexistent-preload-probe/";
        fx_lib(fx, "probe/libprobe.so.1", "libprobe.so.1", NULL);
        const char *probe = fx_prog(fx, "probe/prog",
                                    fx_str(fx, "-Wl,-rpath,'%s$LIB/@/${PLATFORM}/@' -L%s/probe -l:libprobe.so.1",
                                           marker, fx->dir));
        char *cmd = tu_strdupf("env -i LD_DEBUG=libs LD_TRACE_LOADED_OBJECTS=1 " INTERP " '%s' 2>&1", probe);
        FILE *f = popen(cmd, "r");
        char line[16384];
        char *lib = NULL, *platform = NULL;
        assert_non_null(f);
        while (fgets(line, sizeof(line), f)) {
                char *s = strstr(line, marker), *e;
                if (!s || lib)
                        continue;
                s += strlen(marker);
                e = strstr(s, "/@/");
                assert_non_null(e);
                lib = strndup(s, (size_t) (e - s));
                s = e + 3;
                e = strstr(s, "/@");
                assert_non_null(e);
                platform = strndup(s, (size_t) (e - s));
        }
        pclose(f);
        free(cmd);
        assert_non_null(lib);
        assert_non_null(platform);
        fprintf(stderr, "ld.so expands $LIB to '%s', $PLATFORM to '%s'\n", lib, platform);
        *ret_lib = fx_keep(fx, lib);
        *ret_platform = fx_keep(fx, platform);
}

static void test_loader_closure_dst(void **state) {
        Fx *fx = *state;
        char *lib, *platform;
        const Hwcaps xplat = { .platform = "xplat" };

        ldso_dst_expansions(fx, &lib, &platform);
        assert_string_equal(lib, "lib/x86_64-linux-gnu");

        fx_lib(fx, "dst/d5/libd5.so.1", "libd5.so.1", NULL);
        /* in a library, $ORIGIN is the library's own directory */
        fx_lib(fx, "dst/d1/libd1.so.1", "libd1.so.1",
               fx_str(fx, "-Wl,-rpath,'$ORIGIN/../d5' -L%s/dst/d5 -l:libd5.so.1", fx->dir));
        fx_lib(fx, "dst/d2/libd2.so.1", "libd2.so.1", NULL);
        fx_lib(fx, fx_str(fx, "dst/d3/%s/libd3.so.1", lib), "libd3.so.1", NULL);
        fx_lib(fx, fx_str(fx, "dst/d4/%s/libd4.so.1", platform), "libd4.so.1", NULL);
        fx_lib(fx, "dst/d4/xplat/libd4.so.1", "libd4.so.1", NULL);
        const char *prog = fx_prog(fx, "dst/prog",
                                   fx_str(fx, "-Wl,-rpath,'$ORIGIN/d1:${ORIGIN}/d2:$ORIGIN/d3/$LIB:"
                                              "$ORIGIN/d4/${PLATFORM}' -L%s/dst/d1 -l:libd1.so.1 -L%s/dst/d2 "
                                              "-l:libd2.so.1 -L%s/dst/d3/%s -l:libd3.so.1 -L%s/dst/d4/xplat "
                                              "-l:libd4.so.1 -Wl,-rpath-link,%s/dst/d5",
                                          fx->dir, fx->dir, fx->dir, lib, fx->dir, fx->dir));

        /* detected capabilities: what ld.so does on this machine */
        LoaderOptions opts = {};
        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "dst/d1/libd1.so.1"), 0, "libd1.so.1" },
                { fx_p(fx, "dst/d2/libd2.so.1"), 0, "libd2.so.1" },
                { fx_str(fx, "%s/dst/d3/%s/libd3.so.1", fx->dir, lib), 0, "libd3.so.1" },
                { fx_str(fx, "%s/dst/d4/%s/libd4.so.1", fx->dir, platform), 0, "libd4.so.1" },
                { fx_p(fx, "dst/d1/../d5/libd5.so.1"), 2, "libd5.so.1" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);

        /* $PLATFORM follows the capabilities given */
        opts.hwcaps = &xplat;
        c = closure_or_fail(fx, prog, &opts);
        const ExpObj want_xplat[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "dst/d1/libd1.so.1"), 0, "libd1.so.1" },
                { fx_p(fx, "dst/d2/libd2.so.1"), 0, "libd2.so.1" },
                { fx_str(fx, "%s/dst/d3/%s/libd3.so.1", fx->dir, lib), 0, "libd3.so.1" },
                { fx_p(fx, "dst/d4/xplat/libd4.so.1"), 0, "libd4.so.1" },
                { fx_p(fx, "dst/d1/../d5/libd5.so.1"), 2, "libd5.so.1" },
        };
        assert_closure(c, want_xplat, ELEMENTSOF(want_xplat), NULL, 0);
}

/*
 * An i386 program (when the compiler can build one and this machine runs the i386 ld.so): $LIB
 * must expand as the i386 ld.so installed here expands it, which on a biarch system (libc6-i386,
 * /lib/ld-linux.so.2 -> /lib32) is "lib32" rather than the multiarch "lib/i386-linux-gnu". A copy
 * of the library waits in each; the one the i386 ld.so takes is the answer.
 */
static void test_loader_closure_foreign_i386(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};
        const char *ld32 = "/lib/ld-linux.so.2";

        if (access(ld32, X_OK) < 0 ||
            tu_run("%s -m32 -shared -fPIC -nostdlib -Wl,-soname,libf.so.1 -o '%s/libf32.so' '%s/src/lib.c' "
                   "2>/dev/null", tu_cc(), fx->dir, fx->dir) != 0) {
                fprintf(stderr, "no i386 build or no %s here\n", ld32);
                skip();
        }
        assert_int_equal(tu_run("mkdir -p '%s/f/lib32' '%s/f/lib/i386-linux-gnu' && cp '%s/libf32.so' "
                                "'%s/f/lib32/libf.so.1' && cp '%s/libf32.so' '%s/f/lib/i386-linux-gnu/libf.so.1'",
                                fx->dir, fx->dir, fx->dir, fx->dir, fx->dir, fx->dir),
                         0);
        const char *prog = fx_p(fx, "f/prog");
        assert_int_equal(tu_run("%s -m32 -fPIE -pie -nostdlib -o '%s' '%s/src/prog.c' -Wl,-dynamic-linker,%s "
                                "-Wl,--no-as-needed -Wl,-rpath,'$ORIGIN/$LIB' -L'%s/f/lib32' -l:libf.so.1",
                                tu_cc(), prog, fx->dir, ld32, fx->dir),
                         0);

        char *cmd = tu_strdupf("env -i LD_TRACE_LOADED_OBJECTS=1 %s '%s'", ld32, prog);
        FILE *f = popen(cmd, "r");
        char line[PATH_MAX + 64], *ldso_path = NULL;
        assert_non_null(f);
        while (fgets(line, sizeof(line), f)) {
                char *s = strstr(line, "libf.so.1 => ");
                if (!s)
                        continue;
                s += strlen("libf.so.1 => ");
                s[strcspn(s, " \n")] = 0;
                ldso_path = fx_str(fx, "%s", s);
        }
        pclose(f);
        free(cmd);
        if (!ldso_path) {
                fprintf(stderr, "the i386 ld.so does not run here\n");
                skip();
        }
        fprintf(stderr, "the i386 ld.so takes %s\n", ldso_path);

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { ld32, NONE, NULL },
                { ldso_path, 0, "libf.so.1" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
}

/*
 * Two files with one DT_SONAME: prog needs "libx.so" (a file whose soname is libx.so.1), liby needs
 * "libx.so.1". ld.so answers the second need with the object already loaded, by soname, and never
 * opens A/libx.so.1. A second program needs two names of one soname-less file (a symlink): loaded
 * once, by identity.
 */
static void test_loader_closure_soname_dedup(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        fx_lib(fx, "stub/libx.so", "libx.so", NULL);
        fx_lib(fx, "A/libx.so", "libx.so.1", NULL);
        fx_lib(fx, "A/libx.so.1", "libx.so.1", NULL);
        fx_lib(fx, "A/liby.so.1", "liby.so.1", fx_str(fx, "-L%s/A -l:libx.so.1", fx->dir));
        const char *prog = fx_prog(fx, "prog", fx_str(fx, "-Wl,-rpath,%s/A -L%s/stub -l:libx.so -L%s/A -l:liby.so.1",
                                                      fx->dir, fx->dir, fx->dir));

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "A/libx.so"), 0, "libx.so libx.so.1" },
                { fx_p(fx, "A/liby.so.1"), 0, "liby.so.1" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);

        fx_lib(fx, "stub/libq.so.1", "libq.so.1", NULL);
        fx_lib(fx, "stub/libqq.so.1", "libqq.so.1", NULL);
        fx_lib(fx, "B/libq.so.1", NULL, NULL);
        assert_int_equal(symlink("libq.so.1", fx_p(fx, "B/libqq.so.1")), 0);
        const char *prog2 = fx_prog(fx, "prog2", fx_str(fx, "-Wl,-rpath,%s/B -L%s/stub -l:libq.so.1 -l:libqq.so.1",
                                                        fx->dir, fx->dir));
        c = closure_or_fail(fx, prog2, &opts);
        const ExpObj want2[] = {
                { prog2, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "B/libq.so.1"), 0, "libq.so.1 libqq.so.1" },
        };
        assert_closure(c, want2, ELEMENTSOF(want2), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso(c, prog2, NULL);
}

/*
 * LD_LIBRARY_PATH given in the options comes after DT_RPATH but before DT_RUNPATH and the cache;
 * LD_LIBRARY_PATH in our own environment is never consulted.
 */
static void test_loader_closure_library_path(void **state) {
        Fx *fx = *state;
        const char *L = fx_p(fx, "L");
        LdCache *cache;

        for (const char *d = "L\0R\0decoy\0"; *d; d += strlen(d) + 1)
                fx_lib(fx, fx_str(fx, "%s/libq.so.1", d), "libq.so.1", NULL);
        for (const char *d = "L\0C\0decoy\0"; *d; d += strlen(d) + 1)
                fx_lib(fx, fx_str(fx, "%s/libk.so.1", d), "libk.so.1", NULL);
        const char *prog = fx_prog(fx, "prog", fx_str(fx, "-Wl,--enable-new-dtags -Wl,-rpath,%s/R -L%s/R "
                                                          "-l:libq.so.1 -L%s/C -l:libk.so.1", fx->dir, fx->dir, fx->dir));
        const char *prog_rpath = fx_prog(fx, "prog-rpath",
                                         fx_str(fx, "-Wl,--disable-new-dtags -Wl,-rpath,%s/R -L%s/R "
                                                    "-l:libq.so.1 -L%s/C -l:libk.so.1", fx->dir, fx->dir, fx->dir));

        /* a cache that knows C, made by ldconfig into a file of our own */
        cache = fx_ldcache(fx, "C");

        assert_int_equal(setenv("LD_LIBRARY_PATH", fx_p(fx, "decoy"), 1), 0);

        LoaderOptions opts = { .library_path = L, .cache = cache };
        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "L/libq.so.1"), 0, "libq.so.1" },
                { fx_p(fx, "L/libk.so.1"), 0, "libk.so.1" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso(c, prog, L);
        assert_preloadctl_deps(fx, c, prog, fx_str(fx, "--library-path=%s", L), NULL);

        /* DT_RPATH comes first */
        c = closure_or_fail(fx, prog_rpath, &opts);
        const ExpObj want_rpath[] = {
                { prog_rpath, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "R/libq.so.1"), 0, "libq.so.1" },
                { fx_p(fx, "L/libk.so.1"), 0, "libk.so.1" },
        };
        assert_closure(c, want_rpath, ELEMENTSOF(want_rpath), NULL, 0);
        assert_same_as_ldso(c, prog_rpath, L);

        /* without it: RUNPATH, then the cache; never the decoy from our environment */
        opts.library_path = NULL;
        c = closure_or_fail(fx, prog, &opts);
        const ExpObj want_none[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "R/libq.so.1"), 0, "libq.so.1" },
                { fx_p(fx, "C/libk.so.1"), 0, "libk.so.1" },
        };
        assert_closure(c, want_none, ELEMENTSOF(want_none), NULL, 0);
        assert_plan(c);

        /* and without the cache, libk is nowhere to be found */
        opts.cache = NULL;
        c = closure_or_fail(fx, prog, &opts);
        const ExpObj want_nocache[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "R/libq.so.1"), 0, "libq.so.1" },
        };
        const ExpMissing miss_nocache[] = { { "libk.so.1", 0 } };
        assert_closure(c, want_nocache, ELEMENTSOF(want_nocache), miss_nocache, ELEMENTSOF(miss_nocache));
        assert_same_as_ldso(c, prog, NULL);

        assert_int_equal(unsetenv("LD_LIBRARY_PATH"), 0);
}

/*
 * The cache: an entry tagged with a glibc-hwcaps subdirectory wins when the capabilities include
 * it; an object with -z nodefaultlib does not consult the cache at all.
 */
static void test_loader_closure_cache(void **state) {
        Fx *fx = *state;
        const Hwcaps v2 = { .glibc_hwcaps = { "x86-64-v2" }, .n_glibc_hwcaps = 1, .platform = "x86_64" };
        const Hwcaps baseline = { .platform = "x86_64" };

        fx_lib(fx, "C/libh.so.1", "libh.so.1", NULL);
        fx_lib(fx, "C/glibc-hwcaps/x86-64-v2/libh.so.1", "libh.so.1", NULL);
        fx_lib(fx, "C/libn.so.1", "libn.so.1", NULL);
        LdCache *cache = fx_ldcache(fx, "C");
        const char *prog = fx_prog(fx, "prog", fx_str(fx, "-L%s/C -l:libh.so.1", fx->dir));
        const char *prog_nodeflib = fx_prog(fx, "prog-nodeflib",
                                            fx_str(fx, "-Wl,-z,nodefaultlib -L%s/C -l:libn.so.1 -l:libh.so.1",
                                                   fx->dir));

        LoaderOptions opts = { .cache = cache, .hwcaps = &v2 };
        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want_v2[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "C/glibc-hwcaps/x86-64-v2/libh.so.1"), 0, "libh.so.1" },
        };
        assert_closure(c, want_v2, ELEMENTSOF(want_v2), NULL, 0);
        assert_plan(c);

        opts.hwcaps = &baseline;
        c = closure_or_fail(fx, prog, &opts);
        const ExpObj want_plain[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { fx_p(fx, "C/libh.so.1"), 0, "libh.so.1" },
        };
        assert_closure(c, want_plain, ELEMENTSOF(want_plain), NULL, 0);

        c = closure_or_fail(fx, prog_nodeflib, &opts);
        const ExpObj want_nodeflib[] = {
                { prog_nodeflib, NONE, NULL },
                { INTERP, NONE, NULL },
        };
        const ExpMissing miss_nodeflib[] = { { "libn.so.1", 0 }, { "libh.so.1", 0 } };
        assert_closure(c, want_nodeflib, ELEMENTSOF(want_nodeflib), miss_nodeflib, ELEMENTSOF(miss_nodeflib));
        assert_plan(c);
}

/*
 * An empty element of LD_LIBRARY_PATH is the current directory, but an empty LD_LIBRARY_PATH is
 * no path at all (ld.so ignores it).
 */
static void test_loader_closure_library_path_empty(void **state) {
        Fx *fx = *state;

        fx_lib(fx, "cwd/libcw.so.1", "libcw.so.1", NULL);
        const char *prog = fx_prog(fx, "prog", fx_str(fx, "-L%s/cwd -l:libcw.so.1", fx->dir));
        assert_int_equal(chdir(fx_p(fx, "cwd")), 0); /* teardown returns */

        LoaderOptions opts = { .library_path = "" };
        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want_none[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
        };
        const ExpMissing miss[] = { { "libcw.so.1", 0 } };
        assert_closure(c, want_none, ELEMENTSOF(want_none), miss, ELEMENTSOF(miss));
        assert_same_as_ldso(c, prog, "");

        for (const char *lp = "/nonexistent:\0:/nonexistent\0/nonexistent::/x\0"; *lp; lp += strlen(lp) + 1) {
                opts.library_path = lp;
                c = closure_or_fail(fx, prog, &opts);
                const ExpObj want_cwd[] = {
                        { prog, NONE, NULL },
                        { INTERP, NONE, NULL },
                        { fx_p(fx, "cwd/libcw.so.1"), 0, "libcw.so.1" },
                };
                assert_closure(c, want_cwd, ELEMENTSOF(want_cwd), NULL, 0);
                assert_same_as_ldso(c, prog, lp);
        }
}

/* A DT_NEEDED with a slash is opened as is (after $ORIGIN expansion), without any search. */
static void test_loader_closure_needed_with_slash(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        const char *abs = fx_lib(fx, "sub/libslash.so", NULL, NULL);
        fx_lib(fx, "sub/libo.so.1", "$ORIGIN/sub/libo.so.1", NULL);
        fx_lib(fx, "stub/libgone.so", NULL, NULL);
        /* a same-named library in the search path must not be taken for the slash name */
        fx_lib(fx, "A/libslash.so", NULL, NULL);
        const char *prog = fx_prog(fx, "prog", fx_str(fx, "-Wl,-rpath,%s/A '%s' '%s/sub/libo.so.1' '%s/stub/libgone.so'",
                                                      fx->dir, abs, fx->dir, fx->dir));
        assert_int_equal(tu_run("readelf -dW '%s' | grep -q 'NEEDED.*\\[\\$ORIGIN/sub/libo.so.1\\]'", prog), 0);
        assert_int_equal(tu_run("rm '%s/stub/libgone.so'", fx->dir), 0);

        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, NULL },
                { abs, 0, NULL },
                { fx_p(fx, "sub/libo.so.1"), 0, NULL },
        };
        const ExpMissing miss[] = { { fx_p(fx, "stub/libgone.so"), 0 } };
        assert_closure(c, want, ELEMENTSOF(want), miss, ELEMENTSOF(miss));
        assert_names(&c->objects[2], abs);
        assert_names(&c->objects[3], "$ORIGIN/sub/libo.so.1");
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);
}

/* A program linked with libc: libc's own need for ld-linux-x86-64.so.2 is the interpreter. */
static void test_loader_closure_libc(void **state) {
        Fx *fx = *state;
        const char *prog = fx_p(fx, "libcprog");
        LdCache *cache = NULL;
        const char *reason = NULL;

        assert_int_equal(tu_run("%s -o '%s' '%s/src/libcprog.c'", tu_cc(), prog, fx->dir), 0);
        LdsoList l;
        ldso_list(prog, NULL, &l);
        assert_int_equal(l.n_reported, 2); /* libc and ld.so */
        ldso_list_done(&l);

        /* without the cache the first default directory has it */
        LoaderOptions opts = {};
        Closure *c = closure_or_fail(fx, prog, &opts);
        const ExpObj want[] = {
                { prog, NONE, NULL },
                { INTERP, NONE, "ld-linux-x86-64.so.2" },
                { "/lib/x86_64-linux-gnu/libc.so.6", 0, "libc.so.6" },
        };
        assert_closure(c, want, ELEMENTSOF(want), NULL, 0);
        assert_plan(c);
        assert_same_as_ldso(c, prog, NULL);

        /* with the system cache, the same */
        int r = ldcache_load("/etc/ld.so.cache", &cache, &reason);
        if (r < 0)
                fail_msg("ldcache_load: %s (%s)", strerror(-r), reason ? reason : "-");
        fx->cache = cache;
        opts.cache = cache;
        c = closure_or_fail(fx, prog, &opts);
        assert_same_as_ldso(c, prog, NULL);
        assert_int_equal(c->n_objects, 3);
        assert_int_equal(c->n_missing, 0);
}

static void test_loader_closure_static(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};
        const char *prog = fx_p(fx, "static");
        Closure *c = NULL;

        assert_int_equal(tu_run("%s -static -nostdlib -o '%s' '%s/src/prog.c'", tu_cc(), prog, fx->dir), 0);
        assert_int_equal(tu_run("readelf -lW '%s' | grep -q -E 'INTERP|DYNAMIC'", prog), 1);
        assert_int_equal(loader_closure(prog, &opts, &c, NULL), -EMEDIUMTYPE);
        assert_null(c);
}

static void test_loader_closure_not_elf(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};
        Closure *c = NULL;
        const char *reason = NULL;

        tu_write_file(fx_p(fx, "text"), "#!/bin/sh\n", 10);
        assert_int_equal(loader_closure(fx_p(fx, "text"), &opts, &c, NULL), -ENOEXEC);
        assert_int_equal(loader_closure(fx_p(fx, "nonexistent"), &opts, &c, NULL), -ENOENT);

        /* an ELF header cut short is malformed, with a reason */
        fx_lib(fx, "whole.so", NULL, NULL);
        assert_int_equal(tu_run("head -c 40 '%s/whole.so' > '%s/cut.so'", fx->dir, fx->dir), 0);
        assert_int_equal(loader_closure(fx_p(fx, "cut.so"), &opts, &c, &reason), -EBADMSG);
        assert_non_null(reason);
        assert_null(c);
}

/* A library that is malformed is skipped like ld.so skips it, with a warning naming it. */
static void test_loader_closure_malformed_library(void **state) {
        Fx *fx = *state;
        const LoaderOptions opts = {};

        fx_lib(fx, "good/libm1.so.1", "libm1.so.1", NULL);
        assert_int_equal(tu_run("mkdir -p '%s/bad' && head -c 100 '%s/good/libm1.so.1' > '%s/bad/libm1.so.1'",
                                fx->dir, fx->dir, fx->dir),
                         0);
        const char *prog = fx_prog(fx, "prog", fx_str(fx, "-Wl,-rpath,%s/bad:%s/good -L%s/good -l:libm1.so.1",
                                                      fx->dir, fx->dir, fx->dir));
        Closure *c = closure_or_fail(fx, prog, &opts);
        closure_dump(c);
        /* ld.so stops at a file it cannot read the headers of; either way we plan no more than it */
        assert_true(c->n_objects == 2 || c->n_objects == 3);
        bool warned = false;
        for (size_t i = 0; i < c->n_warnings; i++)
                warned = warned || strstr(c->warnings[i], fx_p(fx, "bad/libm1.so.1"));
        assert_true(warned);
}

static void test_loader_multiarch_triplet(void **state) {
        assert_string_equal(loader_multiarch_triplet(62 /* EM_X86_64 */, 2 /* ELFCLASS64 */), "x86_64-linux-gnu");
        assert_string_equal(loader_multiarch_triplet(3 /* EM_386 */, 1 /* ELFCLASS32 */), "i386-linux-gnu");
        assert_string_equal(loader_multiarch_triplet(183 /* EM_AARCH64 */, 2), "aarch64-linux-gnu");
        assert_null(loader_multiarch_triplet(0xfffe, 2));
}

int main(void) {
#define T(f) cmocka_unit_test_setup_teardown(f, fx_setup, fx_teardown)
        const struct CMUnitTest tests[] = {
                T(test_loader_closure_origin_runpath),
                T(test_loader_closure_origin_rpath),
                T(test_loader_closure_origin_through_symlink),
                T(test_loader_closure_rpath_inherited),
                T(test_loader_closure_runpath_not_inherited),
                T(test_loader_closure_rpath_cut_by_runpath),
                T(test_loader_closure_nodeflib),
                T(test_loader_closure_missing),
                T(test_loader_closure_cycle),
                T(test_loader_closure_wrong_class_skipped),
                T(test_loader_closure_glibc_hwcaps),
                T(test_loader_closure_subdir_order),
                T(test_loader_closure_dst),
                T(test_loader_closure_foreign_i386),
                T(test_loader_closure_soname_dedup),
                T(test_loader_closure_library_path),
                T(test_loader_closure_library_path_empty),
                T(test_loader_closure_cache),
                T(test_loader_closure_needed_with_slash),
                T(test_loader_closure_libc),
                T(test_loader_closure_static),
                T(test_loader_closure_not_elf),
                T(test_loader_closure_malformed_library),
                cmocka_unit_test(test_loader_multiarch_triplet),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
