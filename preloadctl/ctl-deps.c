/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl deps FILE: the objects ld.so loads for FILE, in load order, and what it cannot find. */
#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdint.h>

#include "ctl-deps.h"
#include "ctl.h"
#include "loader.h"
#include "macro.h"

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

        r = ctl_parse_common_args(argc, argv);
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
