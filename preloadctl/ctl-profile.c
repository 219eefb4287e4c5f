/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl profile export NAME: a learned profile in portable form, for other machines.
 * preloadctl profile import FILE...: portable profiles checked against this machine's files and
 * saved as the user's (or, --system, every user's) profiles. Without FILE, --system imports the
 * profiles packages ship (/usr/lib/preloadd/profiles, overridden from /etc/preloadd/profiles),
 * which is what the package's trigger runs.
 */
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "ctl-profile.h"
#include "ctl.h"
#include "fileio.h"
#include "macro.h"
#include "profile-portable.h"
#include "profile.h"
#include "strv.h"

static const char *arg_output;
static bool arg_system;
static char **arg_shipped_dirs;
static size_t arg_n_shipped_dirs;

static void profile_help(void) {
        printf("Usage: preloadctl profile export [OPTIONS] NAME\n"
               "       preloadctl profile import [OPTIONS] FILE...\n"
               "       preloadctl profile import --system\n\n"
               "Move learned profiles between machines.\n\n"
               "  export NAME   Write NAME's profile in portable form: files by path, size,\n"
               "                build-id and a sample of their content, no device or inode\n"
               "  import FILE   Check every file a portable profile names against this\n"
               "                machine's copy, keep what matches, save it as NAME's profile\n\n"
               "  -o --output=FILE       export: write to FILE (default: standard output)\n"
               "     --system           import: save for every user in " PROFILE_SYSTEM_DIR "\n"
               "                        (root); without FILE, import the shipped profiles,\n"
               "                        NAME" PORTABLE_SUFFIX " in each configuration directory's\n"
               "                        " PORTABLE_SHIPPED_SUBDIR "/ (a later one overrides, an empty\n"
               "                        file or a link to /dev/null masks)\n"
               "     --config-dir=DIR   import --system: look for shipped profiles in DIR/"
               PORTABLE_SHIPPED_SUBDIR "\n"
               "                        instead (repeatable, lowest precedence first)\n"
               "     --profile-dir=DIR  export: find NAME in DIR; import: save in DIR\n"
               "     --json             Print the report as JSON\n"
               "  -v --verbose          export: list the files left out\n");
}

static int parse_argv(int argc, char **argv) {
        enum { ARG_SYSTEM = CTL_ARG_VERB_FIRST, ARG_CONFIG_DIR };
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "output", required_argument, NULL, 'o' },
                { "system", no_argument, NULL, ARG_SYSTEM },
                { "config-dir", required_argument, NULL, ARG_CONFIG_DIR },
                {},
        };
        int c, r;

        optind = 0;
        while ((c = getopt_long(argc, argv, CTL_COMMON_SHORT "o:", options, NULL)) >= 0) {
                switch (c) {
                case 'h':
                        profile_help();
                        return 0;
                case 'o':
                        arg_output = optarg;
                        break;
                case ARG_SYSTEM:
                        arg_system = true;
                        break;
                case ARG_CONFIG_DIR:
                        if (optarg[0] != '/') {
                                ctl_warn("--config-dir needs an absolute path: %s", optarg);
                                return -EINVAL;
                        }
                        if (strv_push(&arg_shipped_dirs, &arg_n_shipped_dirs, optarg) < 0)
                                return -ENOMEM;
                        break;
                default:
                        r = ctl_common_option(c, optarg);
                        if (r == 0) {
                                ctl_warn("profile: unknown option '%s'", argv[optind - 1]);
                                return -EINVAL;
                        }
                        if (r < 0)
                                return r == -ECANCELED ? 0 : r;
                }
        }
        return 1;
}

static json_object *dropped_json(const ProfileReport *rep) {
        json_object *a = json_object_new_array();
        for (size_t i = 0; a && i < rep->n_dropped; i++) {
                json_object *e = json_object_new_object();
                json_object_object_add(e, "path", json_object_new_string(rep->dropped[i].path));
                json_object_object_add(e, "state",
                                       json_object_new_string(profile_file_state_to_string(rep->dropped[i].state)));
                json_object_object_add(e, "reason", json_object_new_string(rep->dropped[i].reason));
                json_object_array_add(a, e);
        }
        return a;
}

/* ---- export ---- */

static int profile_export_verb(const char *name) {
        _cleanup_free_ char *path = NULL, *text = NULL;
        _cleanup_(profile_report_done) ProfileReport rep = {};
        char **dirs = NULL, *one[2] = { (char *) arg_profile_dir, NULL };
        Profile *native = NULL, *portable = NULL;
        const char *reason = NULL;
        size_t size, lookups_dropped = 0;
        unsigned line = 0;
        int r;

        if (!arg_profile_dir && profile_dirs_default(&dirs) < 0)
                return ctl_error("export", NULL, -ENOMEM);
        r = profile_find(name, (const char *const *) (arg_profile_dir ? one : dirs), &native, &path, &line, &reason);
        profile_dirs_free(dirs);
        if (r == -ENOENT)
                return ctl_error(name, "no learned profile of that name", r);
        if (r == -EBADMSG)
                ctl_warn("%s:%u: %s", path, line, reason);
        if (r < 0)
                return r == -EBADMSG ? CTL_EXIT_FAILURE : ctl_error(name, NULL, r);
        r = profile_export(native, NULL, &portable, &rep, &lookups_dropped);
        profile_free(native);
        if (r >= 0)
                r = portable_format(portable, &text, &size);
        if (r < 0) {
                profile_free(portable);
                return ctl_error(name, NULL, r);
        }
        if (arg_output)
                r = write_file_atomic(arg_output, text, size, 0644);
        else if (fwrite(text, 1, size, stdout) != size || fflush(stdout) != 0)
                r = -EIO;
        if (r < 0) {
                profile_free(portable);
                return ctl_error(arg_output ? arg_output : "standard output", NULL, r);
        }
        if (arg_json && arg_output) {
                json_object *o = json_object_new_object();
                json_object_object_add(o, "name", json_object_new_string(name));
                json_object_object_add(o, "profile", json_object_new_string(path));
                json_object_object_add(o, "output", json_object_new_string(arg_output));
                json_object_object_add(o, "files", json_object_new_int64((int64_t) portable->n_files));
                json_object_object_add(o, "lookups", json_object_new_int64((int64_t) portable->n_lookups));
                json_object_object_add(o, "dropped", dropped_json(&rep));
                json_object_object_add(o, "lookups_dropped", json_object_new_int64((int64_t) lookups_dropped));
                ctl_print_json(o);
        } else {
                /* On stderr when the profile itself went to stdout. */
                FILE *f = arg_output ? stdout : stderr;
                fprintf(f, "Exported %s from %s: %zu files, %zu lookups%s%s\n", name, path, portable->n_files,
                        portable->n_lookups, arg_output ? " to " : "", arg_output ? arg_output : "");
                if (rep.n_dropped > 0 || lookups_dropped > 0)
                        fprintf(f, "Left out %zu files and %zu lookups (outside the allowed roots, or no "
                                   "longer the files learned)%s\n",
                                rep.n_dropped, lookups_dropped, arg_verbose ? ":" : "; -v lists the files");
                for (size_t i = 0; arg_verbose && i < rep.n_dropped; i++)
                        fprintf(f, "  %s: %s\n", rep.dropped[i].path, rep.dropped[i].reason);
        }
        profile_free(portable);
        return CTL_EXIT_OK;
}

/* ---- import ---- */

/* One portable profile into dir. The entry for the report, with "error" when nothing was saved. */
static json_object *import_one(const char *file, const char *dir, const char *source, bool *ok) {
        _cleanup_(profile_report_done) ProfileReport rep = {};
        _cleanup_free_ char *out = NULL;
        json_object *e = json_object_new_object();
        Profile *portable = NULL, *native = NULL;
        const char *reason = NULL;
        unsigned line = 0;
        int r, lock = -EBADF;

        json_object_object_add(e, "file", json_object_new_string(file));
        r = portable_load(file, &portable, &line, &reason);
        if (r < 0) {
                char buf[512];
                if (r == -EBADMSG && line > 0)
                        snprintf(buf, sizeof(buf), "line %u: %s", line, reason);
                else
                        snprintf(buf, sizeof(buf), "%s", r == -EBADMSG && reason ? reason : strerror(-r));
                json_object_object_add(e, "error", json_object_new_string(buf));
                *ok = false;
                return e;
        }
        json_object_object_add(e, "name", json_object_new_string(portable->name));
        r = profile_import(portable, source, &native, &rep);
        if (r >= 0)
                r = profile_path_for_name(dir, portable->name, &out);
        if (r >= 0 && native->n_files == 0)
                r = -ENODATA;
        if (r >= 0) {
                /* Beside preloadd's merges into the same file (profile_dir_lock()). */
                r = profile_dir_lock(dir, &lock);
                if (r >= 0)
                        r = profile_save(native, out);
                safe_close(lock);
        }
        json_object_object_add(e, "files", json_object_new_int64((int64_t) portable->n_files));
        json_object_object_add(e, "kept", json_object_new_int64((int64_t) (native ? native->n_files : 0)));
        json_object_object_add(e, "lookups", json_object_new_int64((int64_t) portable->n_lookups));
        json_object_object_add(e, "dropped", dropped_json(&rep));
        if (r < 0) {
                json_object_object_add(e, "error", json_object_new_string(
                        r == -ENODATA ? "none of its files matches this machine's" : strerror(-r)));
                *ok = false;
        } else
                json_object_object_add(e, "path", json_object_new_string(out));
        profile_free(portable);
        profile_free(native);
        return e;
}

static void import_print(json_object *e) {
        const char *file = ctl_json_string(e, "file"), *error = ctl_json_string(e, "error");
        const char *name = ctl_json_string(e, "name"), *path = ctl_json_string(e, "path");
        json_object *dropped = NULL;

        if (error && !name) {
                ctl_warn("%s: %s", file, error);
                return;
        }
        if (path)
                printf("Imported %s from %s: %" PRId64 " of %" PRId64 " files, %" PRId64 " lookups, saved %s\n", name,
                       file, ctl_json_int(e, "kept"), ctl_json_int(e, "files"), ctl_json_int(e, "lookups"), path);
        if (json_object_object_get_ex(e, "dropped", &dropped))
                for (size_t i = 0; i < json_object_array_length(dropped); i++) {
                        json_object *d = json_object_array_get_idx(dropped, i);
                        printf("  dropped %s: %s\n", ctl_json_string(d, "path"), ctl_json_string(d, "reason"));
                }
        if (error)
                ctl_warn("%s: %s: %s", file, name, error);
}

/* Profiles an earlier import --system made from shipped files that are gone or masked now. */
static int remove_unshipped(const char *dir, char **shipped, json_object *removed) {
        DIR *dp = opendir(dir);
        struct dirent *de;

        if (!dp)
                return errno == ENOENT ? 0 : -errno;
        while ((de = readdir(dp))) {
                size_t len = strlen(de->d_name), sl = strlen(PROFILE_SUFFIX);
                if (de->d_name[0] == '.' || len <= sl || strcmp(de->d_name + len - sl, PROFILE_SUFFIX) != 0)
                        continue;
                _cleanup_free_ char *path = NULL;
                Profile *p = NULL;
                if (asprintf(&path, "%s/%s", dir, de->d_name) < 0) {
                        closedir(dp);
                        return -ENOMEM;
                }
                /* Only what an import made: `record --system` writes here too, without a source. */
                if (profile_load(path, &p, NULL, NULL) < 0 || !p->source) {
                        profile_free(p);
                        continue;
                }
                bool still = false;
                for (size_t i = 0; shipped[i] && !still; i++)
                        still = strcmp(shipped[i], p->source) == 0;
                if (!still && unlink(path) >= 0)
                        json_object_array_add(removed, json_object_new_string(path));
                profile_free(p);
        }
        closedir(dp);
        return 0;
}

static int profile_import_verb(char **files, size_t n) {
        _cleanup_free_ char *dir = NULL;
        char **shipped = NULL, **cdirs = NULL;
        size_t n_cdirs = 0;
        json_object *imported = json_object_new_array(), *removed = json_object_new_array();
        bool ok = true;
        int r;

        if (arg_profile_dir && arg_profile_dir[0] != '/') {
                _cleanup_free_ char *cwd = getcwd(NULL, 0);
                if (cwd && asprintf(&dir, "%s/%s", cwd, arg_profile_dir) < 0)
                        dir = NULL;
        } else if (arg_profile_dir)
                dir = strdup(arg_profile_dir);
        else if (arg_system)
                dir = strdup(PROFILE_SYSTEM_DIR);
        else if ((r = profile_dir_user(&dir)) < 0)
                return ctl_error("profile directory", "no cache directory; set XDG_CACHE_HOME or use --profile-dir", r);
        if (!dir)
                return ctl_error("import", NULL, -ENOMEM);
        /* The user's profiles stay private (XDG); system ones are for every user's daemon. */
        r = profile_dir_ensure(dir, arg_system ? 0755 : 0700);
        if (r < 0)
                return ctl_error(dir, NULL, r);

        if (n == 0) {
                if (arg_n_shipped_dirs == 0 && config_default_dirs(false, &cdirs, &n_cdirs) < 0)
                        return ctl_error("import", NULL, -ENOMEM);
                char **from = arg_n_shipped_dirs > 0 ? arg_shipped_dirs : cdirs;
                size_t n_from = arg_n_shipped_dirs > 0 ? arg_n_shipped_dirs : n_cdirs;
                _cleanup_free_ const char **search = calloc(n_from + 1, sizeof(char *));
                if (!search)
                        return ctl_error("import", NULL, -ENOMEM);
                for (size_t i = 0; i < n_from; i++)
                        search[i] = from[i];
                r = portable_shipped(search, &shipped);
                if (r < 0)
                        return ctl_error("import", NULL, r);
                for (size_t i = 0; shipped[i]; i++)
                        json_object_array_add(imported, import_one(shipped[i], dir, shipped[i], &ok));
                r = remove_unshipped(dir, shipped, removed);
                if (r < 0)
                        ok = ctl_error(dir, NULL, r) == CTL_EXIT_OK;
        } else
                for (size_t i = 0; i < n; i++) {
                        /* The source a shipped-profile import keeps is an absolute path. */
                        _cleanup_free_ char *abs = realpath(files[i], NULL);
                        json_object_array_add(imported, import_one(files[i], dir, abs, &ok));
                }

        if (arg_json) {
                json_object *o = json_object_new_object();
                json_object_object_add(o, "directory", json_object_new_string(dir));
                json_object_object_add(o, "imported", json_object_get(imported));
                json_object_object_add(o, "removed", json_object_get(removed));
                ctl_print_json(o);
        } else {
                for (size_t i = 0; i < json_object_array_length(imported); i++)
                        import_print(json_object_array_get_idx(imported, i));
                for (size_t i = 0; i < json_object_array_length(removed); i++)
                        printf("Removed %s: its shipped profile is gone or masked\n",
                               json_object_get_string(json_object_array_get_idx(removed, i)));
                if (n == 0 && json_object_array_length(imported) == 0)
                        printf("No shipped profiles to import\n");
        }
        json_object_put(imported);
        json_object_put(removed);
        profile_dirs_free(shipped);
        strv_free_n(cdirs, n_cdirs);
        return ok ? CTL_EXIT_OK : CTL_EXIT_FAILURE;
}

int verb_profile(int argc, char **argv) {
        int r = parse_argv(argc, argv);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        char **args = argv + optind;
        size_t n = (size_t) (argc - optind);

        if (n == 0) {
                ctl_warn("profile: give export NAME or import FILE...");
                return CTL_EXIT_USAGE;
        }
        if (strcmp(args[0], "export") == 0) {
                if (n != 2 || arg_system) {
                        ctl_warn("profile export: give one NAME (and no --system)");
                        return CTL_EXIT_USAGE;
                }
                if (arg_json && !arg_output) {
                        /* Standard output carries the profile itself. */
                        ctl_warn("profile export: --json needs --output");
                        return CTL_EXIT_USAGE;
                }
                return profile_export_verb(args[1]);
        }
        if (strcmp(args[0], "import") == 0) {
                if (n == 1 && !arg_system) {
                        ctl_warn("profile import: give FILE..., or --system for the shipped profiles");
                        return CTL_EXIT_USAGE;
                }
                if (arg_output) {
                        ctl_warn("profile import: --output does not apply");
                        return CTL_EXIT_USAGE;
                }
                return profile_import_verb(args + 1, n - 1);
        }
        ctl_warn("profile: unknown command '%s' (export or import)", args[0]);
        return CTL_EXIT_USAGE;
}
