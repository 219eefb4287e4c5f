/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The lookups an observed launch cannot show. A program looks names up in its own directories
 * (vim probes its runtime path, ~/.vim, /etc/vim, /var/lib/vim/addons, /usr/share/vim/vimfiles,
 * for every file it sources; most programs try ~/.config/NAME and /etc/NAME): a lookup of a name
 * that is not there leaves nothing in /proc and no fanotify event, yet reads the directory's
 * blocks from a cold disk, one request at a time. So an observed profile names the directories
 * an application's name points at: those that exist as "DIR/" (the warm reads them and their
 * entries' inodes), those that do not as a lookup of the path (the warm reads what its parent
 * has). Measured on vim through the unit route with a fixed observed profile
 * (bench/results/observe-vs-record.md): 0.66 s without these lookups, 0.55 s with them, as fast
 * as its recorded profile, against 0.90 s cold.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "launch-internal.h"
#include "macro.h"

size_t launch_app_names(const char *name, char ret[LAUNCH_APP_NAMES_MAX][256]) {
        size_t n = 0;

        /* as it is; emacs-nox: emacs; vim.basic: vim; org.inkscape.Inkscape: inkscape */
        const size_t cuts[] = { strlen(name), strcspn(name, "-"), strcspn(name, ".") };
        const char *last = strrchr(name, '.');

        for (size_t c = 0; c < ELEMENTSOF(cuts) + 1 && n < LAUNCH_APP_NAMES_MAX; c++) {
                char cand[256];
                if (c < ELEMENTSOF(cuts)) {
                        if (cuts[c] == 0 || cuts[c] >= sizeof(cand))
                                continue;
                        memcpy(cand, name, cuts[c]);
                        cand[cuts[c]] = '\0';
                } else {
                        if (!last || !last[1] || strlen(last + 1) >= sizeof(cand))
                                continue;
                        for (size_t i = 0; last[i + 1]; i++)
                                cand[i] = (char) ((last[i + 1] >= 'A' && last[i + 1] <= 'Z') ? last[i + 1] - 'A' + 'a'
                                                                                              : last[i + 1]);
                        cand[strlen(last + 1)] = '\0';
                }
                bool seen = false;
                for (size_t i = 0; i < n; i++)
                        seen = seen || strcmp(ret[i], cand) == 0;
                if (!seen)
                        strcpy(ret[n++], cand);
        }
        return n;
}

LaunchAppEnv launch_app_env(void) {
        return (LaunchAppEnv) { .home = getenv("HOME"),
                                .config_home = getenv("XDG_CONFIG_HOME"),
                                .data_home = getenv("XDG_DATA_HOME"),
                                .cache_home = getenv("XDG_CACHE_HOME"),
                                .data_dirs = getenv("XDG_DATA_DIRS") };
}

static int candidates_add(char ***v, size_t *n, size_t *allocated, const char *base, const char *sep,
                          const char *name) {
        char *s = NULL;

        /* relative XDG variables are to be ignored (the XDG base directory specification) */
        if (!base || base[0] != '/' || *n >= LAUNCH_APP_DIRS_MAX)
                return 0;
        if (asprintf(&s, "%s%s%s", strcmp(base, "/") == 0 ? "" : base, sep, name) < 0)
                return -ENOMEM;
        for (size_t i = 0; i < *n; i++)
                if (strcmp((*v)[i], s) == 0) {
                        free(s);
                        return 0;
                }
        if (ARRAY_GROW(*v, *allocated, *n + 1) < 0) {
                free(s);
                return -ENOMEM;
        }
        (*v)[(*n)++] = s;
        (*v)[*n] = NULL;
        return 0;
}

int launch_app_dirs(char names[][256], size_t n_names, const LaunchAppEnv *env, char ***ret) {
        _cleanup_free_ char *data_dirs = strdup(env->data_dirs && *env->data_dirs ? env->data_dirs
                                                                                  : "/usr/local/share:/usr/share");
        _cleanup_free_ char *config = NULL, *data = NULL, *cache = NULL;
        char **v = NULL, *save = NULL;
        size_t n = 0, allocated = 0;
        int r = 0;

        if (!data_dirs)
                return -ENOMEM;
        if (env->home && env->home[0] == '/') {
                if ((!env->config_home && asprintf(&config, "%s/.config", env->home) < 0) ||
                    (!env->data_home && asprintf(&data, "%s/.local/share", env->home) < 0) ||
                    (!env->cache_home && asprintf(&cache, "%s/.cache", env->home) < 0))
                        return -ENOMEM;
        }
        /* The system's first, in the order a program reads them (its data, its configuration,
         * its state), then the user's own. */
        for (char *d = strtok_r(data_dirs, ":", &save); r >= 0 && d; d = strtok_r(NULL, ":", &save))
                for (size_t i = 0; r >= 0 && i < n_names; i++)
                        r = candidates_add(&v, &n, &allocated, d, "/", names[i]);
        for (size_t i = 0; r >= 0 && i < n_names; i++)
                r = candidates_add(&v, &n, &allocated, "/etc", "/", names[i]);
        for (size_t i = 0; r >= 0 && i < n_names; i++)
                r = candidates_add(&v, &n, &allocated, "/var/lib", "/", names[i]);
        for (size_t i = 0; r >= 0 && i < n_names; i++) {
                const char *user[] = { env->config_home ?: config, env->data_home ?: data, env->cache_home ?: cache };
                r = candidates_add(&v, &n, &allocated, env->home, "/.", names[i]);
                for (size_t k = 0; r >= 0 && k < ELEMENTSOF(user); k++)
                        r = candidates_add(&v, &n, &allocated, user[k], "/", names[i]);
        }
        if (r < 0) {
                strv_free_n(v, n);
                return r;
        }
        *ret = v;
        return (int) n;
}

int launch_sandbox_dirs(const char *sandbox, const char *name, const LaunchAppEnv *env, char ***ret) {
        _cleanup_free_ char *instance = NULL;
        char **v = NULL;
        size_t n = 0, allocated = 0;
        int r = 0;

        if (sandbox && strcmp(sandbox, "flatpak") == 0)
                r = candidates_add(&v, &n, &allocated, env->home, "/.var/app/", name);
        else if (sandbox && strcmp(sandbox, "snap") == 0 && name[0] != '_' && strchr(name, '_')) {
                /* <snap>[+<key>]_<app>: the instance's data is ~/snap/<snap>[_<key>] */
                instance = strndup(name, strcspn(name, "_"));
                if (!instance)
                        return -ENOMEM;
                for (char *plus = strchr(instance, '+'); plus; plus = strchr(plus, '+'))
                        *plus = '_';
                r = candidates_add(&v, &n, &allocated, env->home, "/snap/", instance);
        }
        if (r < 0) {
                strv_free_n(v, n);
                return r;
        }
        *ret = v;
        return (int) n;
}

int launch_learn_app_dirs(const LaunchLearn *l, char ***ret) {
        char names[LAUNCH_APP_NAMES_MAX][256];
        const LaunchAppEnv env = launch_app_env();

        if (l->sandbox)
                return launch_sandbox_dirs(l->sandbox, l->name, &env, ret);
        return launch_app_dirs(names, launch_app_names(l->name, names), &env, ret);
}

/* A lookup once: "DIR/" for an existing directory small enough to read whole, else the path
 * alone (a missing one, or a directory too large), with the inode found there (0: none). */
static int lookup_add(Profile *p, const char *path, bool whole_dir, uint64_t ino) {
        _cleanup_free_ char *s = NULL;

        if (asprintf(&s, "%s%s", path, whole_dir ? "/" : "") < 0)
                return -ENOMEM;
        if (profile_has_lookup(p, s))
                return 0;
        return whole_dir ? profile_add_lookup_in(p, path, ino) : profile_add_lookup_ino(p, path, ino);
}

static bool dir_read_whole(const struct stat *st) {
        return (uint64_t) st->st_size <= LAUNCH_APP_DIR_BYTES_MAX;
}

int launch_dir_lookup(Profile *p, const char *dir) {
        struct stat st;
        int r;

        if (stat(dir, &st) < 0 || !S_ISDIR(st.st_mode))
                return 0;
        r = lookup_add(p, dir, dir_read_whole(&st), st.st_ino);
        return r < 0 ? r : 1;
}

int launch_app_lookups(Profile *p, char names[][256], size_t n_names, const LaunchAppEnv *env) {
        char **dirs = NULL;
        int n, r;

        n = launch_app_dirs(names, n_names, env, &dirs);
        if (n < 0)
                return n;
        r = launch_dirs_lookups(p, dirs, (size_t) n);
        if (n > 0)
                strv_free_n(dirs, (size_t) n);
        return r;
}

int launch_dirs_lookups(Profile *p, char **dirs, size_t n) {
        size_t added = 0;
        int r = 0;

        for (size_t i = 0; r >= 0 && i < n && added < LAUNCH_APP_LOOKUPS_MAX; i++) {
                struct stat st;
                DIR *d;

                if (stat(dirs[i], &st) < 0) {
                        /* not there: its parent's blocks are what the program's lookups read */
                        if (errno == ENOENT || errno == ENOTDIR) {
                                added++;
                                r = lookup_add(p, dirs[i], false, 0);
                        }
                        continue;
                }
                if (!S_ISDIR(st.st_mode))
                        continue;
                added++;
                r = lookup_add(p, dirs[i], dir_read_whole(&st), st.st_ino);
                /* and its directories one level down (vim: /var/lib/vim/addons, /usr/share/vim/vimfiles) */
                d = r >= 0 ? opendir(dirs[i]) : NULL;
                for (struct dirent *de; d && r >= 0 && added < LAUNCH_APP_LOOKUPS_MAX && (de = readdir(d));) {
                        _cleanup_free_ char *sub = NULL;
                        if (de->d_name[0] == '.' || (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN &&
                                                      de->d_type != DT_LNK))
                                continue;
                        if (asprintf(&sub, "%s/%s", dirs[i], de->d_name) < 0)
                                r = -ENOMEM;
                        else if ((r = launch_dir_lookup(p, sub)) > 0) {
                                added++;
                                r = 0;
                        }
                }
                if (d)
                        closedir(d);
        }
        return r;
}
