/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Forgetting an application's learned profile and usage (see forget.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "forget.h"
#include "macro.h"
#include "metamap.h"
#include "profile.h"
#include "target.h"
#include "usage.h"

static bool has_suffix(const char *s, const char *suffix) {
        size_t n = strlen(s), k = strlen(suffix);
        return n > k && strcmp(s + n - k, suffix) == 0;
}

/* Removes path; 1 when it was there, 0 when not. */
static int unlink_if_there(const char *path) {
        if (unlink(path) >= 0)
                return 1;
        return errno == ENOENT ? 0 : -errno;
}

static int forget_profile(const char *name, bool *ret, char **ret_path) {
        _cleanup_free_ char *dir = NULL, *path = NULL, *map = NULL;
        int r;

        r = profile_dir_user(&dir);
        if (r < 0)
                return r;
        if ((r = profile_path_for_name(dir, name, &path)) < 0 || (r = metamap_path(path, &map)) < 0)
                return r;
        /* The map first: a profile without its map is whole, a map without its profile is litter. */
        r = unlink_if_there(map);
        if (r < 0) {
                *ret_path = TAKE_PTR(map);
                return r;
        }
        r = unlink_if_there(path);
        if (r < 0) {
                *ret_path = TAKE_PTR(path);
                return r;
        }
        *ret = r > 0;
        return 0;
}

static int forget_usage(const char *name, bool *ret, char **ret_path, unsigned *ret_line, const char **ret_reason) {
        _cleanup_free_ char *path = NULL;
        Usage *u = NULL;
        int r;

        r = usage_path_default(&path);
        if (r < 0)
                return r;
        r = usage_load(path, &u, ret_line, ret_reason);
        if (r >= 0 && usage_forget(u, name) > 0) {
                *ret = true;
                r = usage_save(u, path);
        }
        usage_free(u);
        if (r < 0)
                *ret_path = TAKE_PTR(path);
        return r;
}

int forget_app(const char *name, Forgotten *ret, char **ret_path, unsigned *ret_line, const char **ret_reason) {
        int r;

        *ret = (Forgotten) {};
        if (!profile_name_is_valid(name))
                return -EINVAL;
        /* The profile first: a usage file that cannot be read must not keep it. */
        r = forget_profile(name, &ret->profile, ret_path);
        if (r < 0)
                return r;
        return forget_usage(name, &ret->usage, ret_path, ret_line, ret_reason);
}

int forget_all(size_t *ret_profiles, bool *ret_usage, char **ret_path) {
        _cleanup_free_ char *dir = NULL, *usage = NULL;
        size_t n = 0;
        DIR *d;
        int r;

        *ret_profiles = 0;
        *ret_usage = false;
        if ((r = profile_dir_user(&dir)) < 0 || (r = usage_path_default(&usage)) < 0)
                return r;
        r = unlink_if_there(usage);
        if (r < 0) {
                *ret_path = TAKE_PTR(usage);
                return r;
        }
        *ret_usage = r > 0;
        d = opendir(dir);
        if (!d) {
                if (errno == ENOENT)
                        return 0;
                r = -errno;
                *ret_path = TAKE_PTR(dir);
                return r;
        }
        for (struct dirent *de; (de = readdir(d));) {
                bool profile = has_suffix(de->d_name, PROFILE_SUFFIX);
                /* Only what preloadd itself writes there, by name: nothing else the user keeps. */
                if (!profile && !has_suffix(de->d_name, METAMAP_SUFFIX))
                        continue;
                if (unlinkat(dirfd(d), de->d_name, 0) < 0 && errno != ENOENT) {
                        r = -errno;
                        if (asprintf(ret_path, "%s/%s", dir, de->d_name) < 0)
                                *ret_path = NULL;
                        break;
                }
                n += profile;
        }
        closedir(d);
        *ret_profiles = n;
        return r < 0 ? r : 0;
}

/* Whether the usage file or the user's profile directory has anything of name. */
static bool known(const char *name) {
        _cleanup_free_ char *dir = NULL, *path = NULL, *usage = NULL;
        Usage *u = NULL;
        bool found = false;

        if (!profile_name_is_valid(name))
                return false;
        if (usage_path_default(&usage) >= 0 && usage_load(usage, &u, NULL, NULL) >= 0)
                found = usage_find(u, name) != NULL;
        usage_free(u);
        if (!found && profile_dir_user(&dir) >= 0 && profile_path_for_name(dir, name, &path) >= 0)
                found = access(path, F_OK) >= 0;
        return found;
}

int forget_name_of(const char *arg, const char *path_env, char **ret) {
        _cleanup_free_ char *program = NULL, *name = NULL;

        if (known(arg)) {
                *ret = strdup(arg);
                return *ret ? 0 : -ENOMEM;
        }
        program = target_program_path(arg, path_env);
        /* Launches are learned under the file that runs: vim, a symlink, as vim.basic. */
        if (program) {
                char *real = realpath(program, NULL);
                if (real) {
                        free(program);
                        program = real;
                }
        }
        if (program && profile_name_from_program(program, &name) >= 0 && known(name)) {
                *ret = TAKE_PTR(name);
                return 0;
        }
        return -ENOENT;
}

json_object *forget_to_json(const char *name, const Forgotten *f, int error, const char *path, unsigned line,
                            const char *reason) {
        json_object *o = json_object_new_object();

        if (!o)
                return NULL;
        json_object_object_add(o, "app", name ? json_object_new_string(name) : NULL);
        json_object_object_add(o, "profile", json_object_new_boolean(f->profile));
        json_object_object_add(o, "usage", json_object_new_boolean(f->usage));
        if (error < 0) {
                json_object_object_add(o, "error", json_object_new_string(reason ? reason : strerror(-error)));
                json_object_object_add(o, "path", path ? json_object_new_string(path) : NULL);
                if (line > 0)
                        json_object_object_add(o, "line", json_object_new_int64(line));
        }
        return o;
}

json_object *forget_all_to_json(size_t profiles, bool usage, int error, const char *path) {
        json_object *o = forget_to_json(NULL, &(Forgotten) { .profile = profiles > 0, .usage = usage }, error, path,
                                        0, NULL);

        if (o)
                json_object_object_add(o, "profiles", json_object_new_int64((int64_t) profiles));
        return o;
}
