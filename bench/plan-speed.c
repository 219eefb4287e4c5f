/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * How long deps + plan take for the largest closure on this machine, with warm metadata.
 * Usage: plan-speed [--runs N] [FILE...]   (no FILE: scan /usr/bin, /usr/sbin, and /usr/libexec and
 *        /usr/lib two levels deep)
 * Prints the file, its closure size and the median/min/max time of loader_closure() plus
 * closure_add_to_plan() over N runs, after one unmeasured run to warm the dentry and inode caches.
 */
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "ldcache.h"
#include "loader.h"
#include "plan.h"

static uint64_t now_usec(void) {
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (uint64_t) ts.tv_sec * 1000000 + (uint64_t) ts.tv_nsec / 1000;
}

static int cmp_u64(const void *a, const void *b) {
        uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;
        return x < y ? -1 : x > y;
}

/* One deps + plan pass; returns the number of objects or -errno. */
static int plan_once(const char *path, const LoaderOptions *opts, uint64_t *ret_bytes) {
        Closure *c = NULL;
        Plan *p = NULL;
        int r = loader_closure(path, opts, &c, NULL);
        if (r < 0)
                return r;
        r = plan_new(&p);
        if (r >= 0)
                r = closure_add_to_plan(c, 0, p);
        if (r >= 0) {
                *ret_bytes = plan_total_bytes(p);
                r = (int) c->n_objects;
        }
        plan_free(p);
        closure_free(c);
        return r;
}

static void scan(const char *dir, const LoaderOptions *opts, char **best, int *best_n, int depth) {
        DIR *d = opendir(dir);
        struct dirent *de;
        if (!d)
                return;
        while ((de = readdir(d))) {
                char *path;
                struct stat st;
                uint64_t bytes;
                if (de->d_name[0] == '.' || asprintf(&path, "%s/%s", dir, de->d_name) < 0)
                        continue;
                if (lstat(path, &st) < 0) {
                        free(path);
                        continue;
                }
                /* Programs under /usr/lib/APP/ (browsers, office suites) one level down. */
                if (S_ISDIR(st.st_mode) && depth > 0)
                        scan(path, opts, best, best_n, depth - 1);
                else if (S_ISREG(st.st_mode) && (st.st_mode & 0111)) {
                        int n = plan_once(path, opts, &bytes);
                        if (n > *best_n) {
                                free(*best);
                                *best = strdup(path);
                                *best_n = n;
                        }
                }
                free(path);
        }
        closedir(d);
}

int main(int argc, char **argv) {
        static const char *dirs[] = { "/usr/bin", "/usr/sbin", "/usr/libexec", "/usr/lib" };
        LoaderOptions opts = {};
        LdCache *cache = NULL;
        char *best = NULL;
        int best_n = 0, runs = 200, first = 1;
        uint64_t bytes = 0;

        if (argc > 2 && strcmp(argv[1], "--runs") == 0) {
                runs = atoi(argv[2]);
                first = 3;
        }
        if (runs < 1)
                runs = 1;
        if (ldcache_load("/etc/ld.so.cache", &cache, NULL) >= 0)
                opts.cache = cache;

        if (first < argc)
                for (int i = first; i < argc; i++) {
                        int n = plan_once(argv[i], &opts, &bytes);
                        if (n > best_n) {
                                free(best);
                                best = strdup(argv[i]);
                                best_n = n;
                        }
                }
        else
                for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
                        scan(dirs[i], &opts, &best, &best_n, 1);
        if (!best) {
                fprintf(stderr, "plan-speed: no dynamically linked program found\n");
                return 1;
        }

        /* The cache is parsed once per process by preloadctl too, but a CLI run pays for it: time both. */
        uint64_t *t = calloc((size_t) runs, sizeof(uint64_t)), *tc = calloc((size_t) runs, sizeof(uint64_t));
        if (!t || !tc)
                return 1;
        (void) plan_once(best, &opts, &bytes);
        for (int i = 0; i < runs; i++) {
                uint64_t t0 = now_usec();
                (void) plan_once(best, &opts, &bytes);
                t[i] = now_usec() - t0;

                t0 = now_usec();
                LdCache *c2 = NULL;
                LoaderOptions o2 = opts;
                if (ldcache_load("/etc/ld.so.cache", &c2, NULL) >= 0)
                        o2.cache = c2;
                (void) plan_once(best, &o2, &bytes);
                ldcache_free(c2);
                tc[i] = now_usec() - t0;
        }
        qsort(t, (size_t) runs, sizeof(uint64_t), cmp_u64);
        qsort(tc, (size_t) runs, sizeof(uint64_t), cmp_u64);
        printf("file: %s\nobjects: %d\nplan bytes: %" PRIu64 "\nruns: %d\n", best, best_n, bytes, runs);
        printf("deps+plan: median %.3f ms (min %.3f, max %.3f)\n", t[runs / 2] / 1000.0, t[0] / 1000.0,
               t[runs - 1] / 1000.0);
        printf("deps+plan including ld.so.cache load: median %.3f ms (min %.3f, max %.3f)\n",
               tc[runs / 2] / 1000.0, tc[0] / 1000.0, tc[runs - 1] / 1000.0);
        free(t);
        free(tc);
        free(best);
        ldcache_free(cache);
        return 0;
}
