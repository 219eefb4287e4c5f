/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Forgetting what was learned of an application, at the user's request (preloadctl forget): its
 * profile in the user's profile directory (learned from launches or recorded, with the metadata
 * map beside it) and its line in the usage file, so that neither the login warm nor a launch
 * uses them again. Profiles in other directories (shipped, or another --profile-dir) are not
 * the user's learned ones and are left alone. preloadd runs this for preloadctl when it runs,
 * after it stopped observing the application's launches in progress.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

typedef struct json_object json_object;

typedef struct Forgotten {
        bool profile; /* the user's profile of that name was removed */
        bool usage;   /* its line in the usage file was removed */
} Forgotten;

/*
 * Forgets name. Returns 0 with *ret saying what there was (nothing at all is not an error here);
 * -EINVAL for a name no profile can have; -ENOENT without a user directory; -EBADMSG when the
 * usage file is malformed (*ret_line and a static *ret_reason, which may be NULL); other -errno.
 * On error *ret_path (malloc'ed) names the file, and *ret tells what was removed before it (the
 * profile goes first: a usage file that cannot be read does not keep it).
 */
int forget_app(const char *name, Forgotten *ret, char **ret_path, unsigned *ret_line, const char **ret_reason);

/*
 * Forgets every application: the usage file and each profile and metadata map in the user's
 * profile directory. Returns 0 with the profiles removed in *ret_profiles and whether there was
 * a usage file; -errno with *ret_path naming what could not be removed.
 */
int forget_all(size_t *ret_profiles, bool *ret_usage, char **ret_path);

/*
 * The name arg is learned under: arg itself when the usage file or the user's profile directory
 * knows it; else, for a program (a path, or a name found in PATH), the profile name its launches
 * are learned under (vim: vim.basic, the name of the file it resolves to). Malloc'ed; -ENOENT
 * when neither knows anything of arg, -ENOMEM.
 */
int forget_name_of(const char *arg, const char *path_env, char **ret);

/*
 * What Forget replies, and preloadctl forget --json prints, for one application: { "app",
 * "profile", "usage" [, "error", "path", "line"] }, the error members when error < 0 (reason, or
 * strerror()); and for all of them: "app" null, and "profiles", the profiles removed. NULL
 * without memory.
 */
json_object *forget_to_json(const char *name, const Forgotten *f, int error, const char *path, unsigned line,
                            const char *reason);
json_object *forget_all_to_json(size_t profiles, bool usage, int error, const char *path);
