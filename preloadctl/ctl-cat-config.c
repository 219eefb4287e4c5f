/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl cat-config: the directories searched and the files in effect, as they are on disk. */
#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "config.h"
#include "ctl-cat-config.h"
#include "ctl.h"
#include "json-util.h"

static int cat_file(const char *path) {
        FILE *f = fopen(path, "re");
        char buf[4096];
        size_t k, total = 0;
        bool newline = true;

        if (!f)
                return -errno;
        while ((k = fread(buf, 1, sizeof(buf), f)) > 0 && total < CONFIG_FILE_SIZE_MAX) {
                fwrite(buf, 1, k, stdout);
                newline = buf[k - 1] == '\n';
                total += k;
        }
        fclose(f);
        if (!newline)
                putchar('\n');
        return 0;
}

static void print_origin(const char *path, char *const *overridden, size_t n) {
        printf("# %s\n", path);
        for (size_t i = 0; i < n; i++)
                printf("# (overrides %s)\n", overridden[i]);
}

static bool dir_exists(const char *path) {
        struct stat st;
        return stat(path, &st) >= 0 && S_ISDIR(st.st_mode);
}

/* The directories searched, lowest precedence first, each marked when it does not exist. */
static void print_dirs(char *const *dirs, size_t n) {
        printf("# Directories searched, lowest precedence first:\n");
        for (size_t i = 0; i < n; i++)
                printf("#   %s%s\n", dirs[i], dir_exists(dirs[i]) ? "" : " (does not exist)");
}

int verb_cat_config(int argc, char **argv) {
        ConfigReport report = {};
        Config *c = NULL;
        char **dirs = NULL;
        size_t n_dirs = 0;
        int r;

        r = ctl_parse_no_args(argc, argv, true, NULL);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        r = ctl_config_load(&c, &report, &dirs, &n_dirs);
        ctl_config_report_print(&report);
        config_report_done(&report);
        if (r == -ENOMEM) {
                config_dirs_free(dirs, n_dirs);
                return ctl_error("configuration", NULL, r);
        }

        if (arg_json) {
                json_object *o = json_object_new_object(), *d = NULL;
                json_object_object_add(o, "config_dirs", json_new_strv(dirs, n_dirs));
                if (c && daemon_config_to_json(&c->daemon, &d) >= 0)
                        json_object_object_add(o, "daemon", d);
                if (c)
                        (void) config_to_json(c, o);
                ctl_print_json(o);
                goto finish;
        }

        print_dirs(dirs, n_dirs);
        if (!c) {
                ctl_warn("the configuration cannot be read; see check-config");
                goto finish;
        }
        putchar('\n');
        if (c->daemon.path) {
                print_origin(c->daemon.path, c->daemon.overridden, c->daemon.n_overridden);
                if ((r = cat_file(c->daemon.path)) < 0)
                        ctl_warn("%s: %s", c->daemon.path, strerror(-r));
        } else
                printf("# preloadd.conf: none in effect, built-in defaults\n");
        for (size_t i = 0; i < c->n_apps; i++) {
                const AppConfig *a = &c->apps[i];
                putchar('\n');
                print_origin(a->path, a->overridden, a->n_overridden);
                if ((r = cat_file(a->path)) < 0)
                        ctl_warn("%s: %s", a->path, strerror(-r));
        }
        for (size_t i = 0; i < c->n_masked; i++)
                printf("\n# %s: masked by %s\n", c->masked[i].id, c->masked[i].path);
        for (size_t i = 0; i < c->n_skipped; i++)
                printf("\n# %s: skipped, it has errors: %s\n", c->skipped[i].path, c->skipped[i].reason);
finish:
        config_dirs_free(dirs, n_dirs);
        if (!c)
                return CTL_EXIT_FAILURE;
        config_free(c);
        return CTL_EXIT_OK;
}
