/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl deps FILE and preloadctl plan TARGET...: what ld.so loads and what a warm would read. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctl-plan.h"
#include "ctl.h"
#include "format.h"
#include "loader.h"
#include "macro.h"
#include "target.h"

/* Parses only the common options; leaves the positional arguments at argv[optind...]. */
static int parse_common_only(int argc, char **argv) {
        static const struct option options[] = { CTL_COMMON_OPTIONS, {} };
        int c, r;

        optind = 0;
        while ((c = getopt_long(argc, argv, CTL_COMMON_SHORT, options, NULL)) >= 0) {
                r = ctl_common_option(c, optarg);
                if (r == -ECANCELED)
                        return 0;
                if (r <= 0)
                        return -EINVAL;
        }
        return 1;
}

static json_object *deps_to_json(const Closure *c) {
        json_object *o = json_object_new_object(), *objs = json_object_new_array(),
                    *missing = json_object_new_array();

        for (size_t i = 0; i < c->n_objects; i++) {
                const LoadedObject *lo = &c->objects[i];
                json_object *e = json_object_new_object();
                json_object_object_add(e, "path", json_object_new_string(lo->path));
                json_object_object_add(e, "real_path", json_object_new_string(lo->real_path));
                json_object_object_add(e, "soname", lo->image->soname ? json_object_new_string(lo->image->soname) : NULL);
                json_object_object_add(e, "needed_by", lo->loader == SIZE_MAX ? NULL :
                                       json_object_new_string(c->objects[lo->loader].path));
                json_object_array_add(objs, e);
        }
        for (size_t i = 0; i < c->n_missing; i++) {
                json_object *e = json_object_new_object();
                json_object_object_add(e, "name", json_object_new_string(c->missing[i].name));
                json_object_object_add(e, "needed_by", json_object_new_string(c->objects[c->missing[i].needed_by].path));
                json_object_array_add(missing, e);
        }
        json_object_object_add(o, "objects", objs);
        json_object_object_add(o, "missing", missing);
        return o;
}

int verb_deps(int argc, char **argv) {
        const char *reason = NULL;
        Closure *c = NULL;
        int r;

        r = parse_common_only(argc, argv);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        if (argc - optind != 1) {
                ctl_warn("deps takes exactly one FILE");
                return CTL_EXIT_USAGE;
        }
        /* A bare name is a program in PATH, as plan and the shell take it. */
        _cleanup_free_ char *found = strchr(argv[optind], '/') ? NULL
                                                               : target_find_in_path(argv[optind], getenv("PATH"));
        const char *path = found ? found : argv[optind];

        r = loader_closure(path, &ctl_target_options()->loader, &c, &reason);
        if (r == -EMEDIUMTYPE) {
                /* The kernel still maps the program itself: it is the whole closure. */
                _cleanup_free_ char *real = realpath(path, NULL);
                if (!real)
                        return ctl_error(path, NULL, -errno);
                if (arg_verbose)
                        ctl_warn("%s: statically linked, no libraries to load", path);
                if (arg_json) {
                        json_object *o = json_object_new_object(), *objs = json_object_new_array(),
                                    *e = json_object_new_object();
                        json_object_object_add(e, "path", json_object_new_string(real));
                        json_object_object_add(e, "real_path", json_object_new_string(real));
                        json_object_array_add(objs, e);
                        json_object_object_add(o, "objects", objs);
                        json_object_object_add(o, "missing", json_object_new_array());
                        ctl_print_json(o);
                } else
                        puts(real);
                return CTL_EXIT_OK;
        }
        if (r == -ENOEXEC)
                reason = "not an ELF file";
        if (r < 0)
                return ctl_error(path, reason, r);

        for (size_t i = 0; i < c->n_warnings; i++)
                ctl_warn("%s, ignoring", c->warnings[i]);
        for (size_t i = 0; i < c->n_missing; i++)
                ctl_warn("%s: needed by %s, not found", c->missing[i].name, c->objects[c->missing[i].needed_by].path);

        if (arg_json)
                ctl_print_json(deps_to_json(c));
        else
                for (size_t i = 0; i < c->n_objects; i++)
                        puts(c->objects[i].path);
        closure_free(c);
        return CTL_EXIT_OK;
}

static void plan_print_table(const Plan *p) {
        char b1[16], b2[16];
        size_t w = 4;

        for (size_t i = 0; i < p->n_files; i++)
                w = MAX(w, format_width(p->files[i].path));
        w = MIN(w, 80);
        printf("%-*s %7s %8s %8s\n", (int) w, "FILE", "RANGES", "BYTES", "SIZE");
        for (size_t i = 0; i < p->n_files; i++) {
                const PlanFile *f = &p->files[i];
                printf("%-*s %7zu %8s %8s\n", format_pad(f->path, w), f->path, f->n_ranges,
                       format_bytes(plan_file_bytes(f), b1), format_bytes(f->size, b2));
        }
        printf("\n%zu files, %zu ranges, %s (%" PRIu64 " bytes) to read", p->n_files, plan_total_ranges(p),
               format_bytes(plan_total_bytes(p), b1), plan_total_bytes(p));
        if (p->n_missing > 0)
                printf(", %zu missing", p->n_missing);
        if (p->n_lookups > 0)
                printf(", %zu paths to look up", p->n_lookups);
        putchar('\n');
}

int verb_plan(int argc, char **argv) {
        Plan *p = NULL;
        int r;

        r = parse_common_only(argc, argv);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        if (argc - optind < 1) {
                ctl_warn("plan takes one or more TARGETs");
                return CTL_EXIT_USAGE;
        }
        r = ctl_plan_targets(argv + optind, argc - optind, &p);
        if (r != CTL_EXIT_OK)
                return r;
        if (arg_json) {
                json_object *o;
                r = plan_to_json(p, &o);
                if (r < 0) {
                        plan_free(p);
                        return ctl_error("plan", NULL, r);
                }
                ctl_print_json(o);
        } else
                plan_print_table(p);
        plan_free(p);
        return CTL_EXIT_OK;
}
