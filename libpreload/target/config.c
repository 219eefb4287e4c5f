/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Loading the configuration: directory search, drop-in precedence, masking, the Config object. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "config-internal.h"
#include "fileio.h"
#include "json-util.h"
#include "macro.h"
#include "strv.h"

/* The meson-generated build configuration is also named config.h; it is found through the
 * build include path under this name. */
#include "build-config.h"

#define MAIN_CONFIG_NAME "preloadd.conf"

void config_report_done(ConfigReport *r) {
        if (!r)
                return;
        strv_free_n(r->errors, r->n_errors);
        strv_free_n(r->warnings, r->n_warnings);
        free(r->messages);
        *r = (ConfigReport) {};
}

int config_report_add(ConfigReport *r, bool error, const char *fmt, ...) {
        ConfigMessage *m;
        va_list ap;
        char *s;
        int k;

        if (!r)
                return 0;
        va_start(ap, fmt);
        k = vasprintf(&s, fmt, ap);
        va_end(ap);
        if (k < 0)
                return -ENOMEM;
        m = reallocarray(r->messages, r->n_messages + 1, sizeof(ConfigMessage));
        if (!m) {
                free(s);
                return -ENOMEM;
        }
        r->messages = m;
        k = error ? strv_push(&r->errors, &r->n_errors, s) : strv_push(&r->warnings, &r->n_warnings, s);
        if (k < 0) {
                free(s);
                return k;
        }
        m[r->n_messages++] = (ConfigMessage) { .error = error, .text = s };
        return 0;
}

/* Records a file left out: its id, path and the first error found in it (since first_error). */
static int config_add_skipped(Config *c, const char *id, const char *path, const ConfigReport *report,
                              size_t first_error) {
        ConfigSkipped *v, *e;

        v = reallocarray(c->skipped, c->n_skipped + 1, sizeof(ConfigSkipped));
        if (!v)
                return -ENOMEM;
        c->skipped = v;
        e = &v[c->n_skipped];
        *e = (ConfigSkipped) {
                .id = strdup(id),
                .path = strdup(path),
                .reason = strdup(report && first_error < report->n_errors ? report->errors[first_error]
                                                                         : "has errors"),
        };
        if (!e->id || !e->path || !e->reason) {
                free(e->id);
                free(e->path);
                free(e->reason);
                return -ENOMEM;
        }
        c->n_skipped++;
        return 0;
}

/* ---- reading files and directories ---- */

static bool stat_is_null_device(const struct stat *st) {
        return S_ISCHR(st->st_mode) && st->st_rdev == makedev(1, 3);
}

/*
 * Reads a config file into memory. Returns 1 when the file masks (it is, or links to, /dev/null),
 * 0 with *ret_buf set otherwise; problems are added to report as errors and give -EBADMSG.
 */
static int config_file_read(const char *path, ConfigReport *report, char **ret_buf, size_t *ret_len) {
        _cleanup_close_ int fd = -EBADF;
        _cleanup_free_ char *buf = NULL;
        struct stat st;
        size_t len = 0;

        /* Only a regular file is opened: a FIFO dropped into a config directory must not hang the
         * loader, nor a device node run its driver's open. A link to /dev/null masks. */
        fd = open_regular_file(path, &st);
        if (fd == -EBADMSG && stat_is_null_device(&st))
                return 1;
        if (fd == -EBADMSG || fd == -EISDIR) {
                if (config_report_add(report, true, "%s: not a regular file", path) < 0)
                        return -ENOMEM;
                return -EBADMSG;
        }
        if (fd < 0) {
                if (config_report_add(report, true, "%s: cannot open: %s", path, strerror(-fd)) < 0)
                        return -ENOMEM;
                return -EBADMSG;
        }
        if ((uint64_t) st.st_size > CONFIG_FILE_SIZE_MAX) {
                if (config_report_add(report, true, "%s: file too large (%llu bytes, at most %u)", path,
                               (unsigned long long) st.st_size, CONFIG_FILE_SIZE_MAX) < 0)
                        return -ENOMEM;
                return -EBADMSG;
        }

        /* One byte more than the cap, so that a file that grew after fstat() is still caught. */
        buf = malloc(CONFIG_FILE_SIZE_MAX + 1);
        if (!buf)
                return -ENOMEM;
        ssize_t k = read_full(fd, buf, CONFIG_FILE_SIZE_MAX + 1);
        if (k < 0) {
                if (config_report_add(report, true, "%s: read failed: %s", path, strerror((int) -k)) < 0)
                        return -ENOMEM;
                return -EBADMSG;
        }
        len = (size_t) k;
        if (len > CONFIG_FILE_SIZE_MAX) {
                if (config_report_add(report, true, "%s: file too large (at most %u bytes)", path,
                               CONFIG_FILE_SIZE_MAX) < 0)
                        return -ENOMEM;
                return -EBADMSG;
        }
        *ret_buf = TAKE_PTR(buf);
        *ret_len = len;
        return 0;
}

bool config_app_id_valid(const char *id) {
        size_t l = strlen(id);

        if (l == 0 || l > CONFIG_APP_NAME_MAX || id[0] == '.' || id[0] == '-')
                return false;
        for (const char *p = id; *p; p++)
                if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
                      strchr("._@+-", *p)))
                        return false;
        return true;
}

typedef struct AppEntry {
        char *id;
        char *path;
        size_t dir_index;
} AppEntry;

static void app_entries_free(AppEntry *e, size_t n) {
        for (size_t i = 0; i < n; i++) {
                free(e[i].id);
                free(e[i].path);
        }
        free(e);
}

static int app_entry_compare(const void *a, const void *b) {
        const AppEntry *x = a, *y = b;
        int c = strcmp(x->id, y->id);

        if (c != 0)
                return c;
        return x->dir_index < y->dir_index ? -1 : x->dir_index > y->dir_index;
}

static int path_join(const char *a, const char *b, char **ret) {
        char *s;

        if (asprintf(&s, "%s/%s", a, b) < 0)
                return -ENOMEM;
        *ret = s;
        return 0;
}

/* Lists DIR/apps.d/ *.conf into entries. */
static int apps_dir_scan(const char *dir, size_t dir_index, AppEntry **entries, size_t *n,
                         ConfigReport *report) {
        _cleanup_free_ char *apps_dir = NULL;
        DIR *d;
        struct dirent *de;
        int r = 0;

        if (path_join(dir, "apps.d", &apps_dir) < 0)
                return -ENOMEM;
        d = opendir(apps_dir);
        if (!d) {
                if (errno == ENOENT || errno == ENOTDIR)
                        return 0;
                r = -errno;
                if (config_report_add(report, true, "%s: cannot open directory: %s", apps_dir, strerror(-r)) < 0)
                        return -ENOMEM;
                return -EBADMSG;
        }

        while ((errno = 0, de = readdir(d))) {
                size_t l = strlen(de->d_name);
                _cleanup_free_ char *id = NULL, *path = NULL;
                AppEntry *ne;

                if (de->d_name[0] == '.')
                        continue;
                /* Only *.conf counts, like other drop-in directories: packaging leftovers
                 * (.dpkg-old, ~) stay quietly out of the way. */
                if (l <= 5 || strcmp(de->d_name + l - 5, ".conf") != 0)
                        continue;
                id = strndup(de->d_name, l - 5);
                if (!id || path_join(apps_dir, de->d_name, &path) < 0) {
                        r = -ENOMEM;
                        break;
                }
                if (!config_app_id_valid(id)) {
                        if (config_report_add(report, false, "%s: invalid application name '%s', ignoring", path,
                                       id) < 0) {
                                r = -ENOMEM;
                                break;
                        }
                        continue;
                }
                if (de->d_type == DT_DIR) {
                        if (config_report_add(report, false, "%s: is a directory, ignoring", path) < 0) {
                                r = -ENOMEM;
                                break;
                        }
                        continue;
                }
                if (*n >= CONFIG_APPS_MAX) {
                        (void) config_report_add(report, true, "%s: too many application files (at most %u)",
                                          apps_dir, CONFIG_APPS_MAX);
                        r = -E2BIG;
                        break;
                }
                ne = reallocarray(*entries, *n + 1, sizeof(AppEntry));
                if (!ne) {
                        r = -ENOMEM;
                        break;
                }
                *entries = ne;
                ne[(*n)++] = (AppEntry) { .id = TAKE_PTR(id), .path = TAKE_PTR(path), .dir_index = dir_index };
        }
        if (r == 0 && errno != 0) {
                r = -errno;
                if (config_report_add(report, true, "%s: cannot read directory: %s", apps_dir, strerror(-r)) < 0)
                        r = -ENOMEM;
                else
                        r = -EBADMSG;
        }
        closedir(d);
        return r;
}

static int config_add_masked(Config *c, const char *id, const char *path) {
        ConfigMasked *m;

        m = reallocarray(c->masked, c->n_masked + 1, sizeof(ConfigMasked));
        if (!m)
                return -ENOMEM;
        c->masked = m;
        m[c->n_masked] = (ConfigMasked) { .id = strdup(id), .path = strdup(path) };
        if (!m[c->n_masked].id || !m[c->n_masked].path) {
                free(m[c->n_masked].id);
                free(m[c->n_masked].path);
                return -ENOMEM;
        }
        c->n_masked++;
        return 0;
}

static int load_daemon_config(Config *c, const char *const *dirs, size_t n_dirs, ConfigReport *report) {
        _cleanup_free_ char *buf = NULL;
        char **candidates = NULL;
        size_t n_candidates = 0, len = 0, first_error = 0;
        int r = 0;

        for (size_t i = 0; i < n_dirs; i++) {
                _cleanup_free_ char *p = NULL;
                struct stat st;

                if (path_join(dirs[i], MAIN_CONFIG_NAME, &p) < 0) {
                        r = -ENOMEM;
                        goto finish;
                }
                if (stat(p, &st) < 0) {
                        if (errno == ENOENT || errno == ENOTDIR)
                                continue;
                        /* An unreadable one still takes precedence; opening it reports why. */
                }
                if (strv_push(&candidates, &n_candidates, p) < 0) {
                        r = -ENOMEM;
                        goto finish;
                }
                p = NULL;
        }
        if (n_candidates == 0)
                goto finish;

        first_error = report ? report->n_errors : 0;
        r = config_file_read(candidates[n_candidates - 1], report, &buf, &len);
        if (r == -EBADMSG)
                goto skip;
        if (r < 0)
                goto finish;
        if (r > 0) {
                r = config_add_masked(c, MAIN_CONFIG_NAME, candidates[n_candidates - 1]);
                goto finish;
        }
        {
                DaemonConfig d;
                r = config_parse_daemon(candidates[n_candidates - 1], buf, len, &d, report);
                if (r == -EBADMSG)
                        goto skip;
                if (r < 0)
                        goto finish;
                if (strv_copy(candidates, n_candidates - 1, &d.overridden, &d.n_overridden) < 0) {
                        daemon_config_done(&d);
                        r = -ENOMEM;
                        goto finish;
                }
                daemon_config_done(&c->daemon);
                c->daemon = d;
        }
        goto finish;
skip:
        /* The built-in defaults stay in effect. */
        r = config_add_skipped(c, MAIN_CONFIG_NAME, candidates[n_candidates - 1], report, first_error);
        if (r >= 0)
                r = CONFIG_LOAD_PARTIAL;
finish:
        strv_free_n(candidates, n_candidates);
        return r;
}

static int app_compare_id(const void *a, const void *b) {
        return strcmp(((const AppConfig *) a)->id, ((const AppConfig *) b)->id);
}

static int load_apps(Config *c, const char *const *dirs, size_t n_dirs, ConfigReport *report) {
        AppEntry *entries = NULL;
        size_t n_entries = 0;
        bool failed = false, skipped = false;
        int r = 0;

        for (size_t i = 0; i < n_dirs; i++) {
                r = apps_dir_scan(dirs[i], i, &entries, &n_entries, report);
                if (r == -EBADMSG) {
                        failed = true;
                        r = 0;
                } else if (r < 0)
                        goto finish;
        }
        if (n_entries == 0)
                goto finish;

        qsort(entries, n_entries, sizeof(AppEntry), app_entry_compare);

        for (size_t i = 0; i < n_entries;) {
                size_t j = i, last;
                _cleanup_free_ char *buf = NULL;
                size_t len = 0, first_error = report ? report->n_errors : 0;
                AppConfig *a = NULL;

                while (j < n_entries && strcmp(entries[j].id, entries[i].id) == 0)
                        j++;
                last = j - 1;

                r = config_file_read(entries[last].path, report, &buf, &len);
                if (r == -EBADMSG)
                        goto skip;
                if (r < 0)
                        goto finish;
                if (r > 0) {
                        r = config_add_masked(c, entries[last].id, entries[last].path);
                        if (r < 0)
                                goto finish;
                        i = j;
                        continue;
                }

                r = config_parse_app(entries[last].id, entries[last].path, buf, len, &a, report);
                if (r == -EBADMSG)
                        goto skip;
                if (r < 0)
                        goto finish;
                for (size_t k = i; k < last; k++)
                        if (strv_push_dup(&a->overridden, &a->n_overridden, entries[k].path) < 0) {
                                app_config_free(a);
                                r = -ENOMEM;
                                goto finish;
                        }
                {
                        AppConfig *na = reallocarray(c->apps, c->n_apps + 1, sizeof(AppConfig));
                        if (!na) {
                                app_config_free(a);
                                r = -ENOMEM;
                                goto finish;
                        }
                        c->apps = na;
                        /* The array holds the structs themselves; the allocation is released. */
                        c->apps[c->n_apps++] = *a;
                        free(a);
                }
                i = j;
                continue;
        skip:
                /* Left out, and so are the files it overrides: falling back to what the
                 * administrator replaced would warm what they did not ask for. */
                r = config_add_skipped(c, entries[last].id, entries[last].path, report, first_error);
                if (r < 0)
                        goto finish;
                skipped = true;
                i = j;
        }
        /* Already ordered by id through the entry sort; keep the guarantee explicit. */
        if (c->n_apps > 1)
                qsort(c->apps, c->n_apps, sizeof(AppConfig), app_compare_id);
        r = 0;
finish:
        app_entries_free(entries, n_entries);
        if (r < 0)
                return r;
        return failed ? -EBADMSG : skipped ? CONFIG_LOAD_PARTIAL : 0;
}

int config_new_default(Config **ret) {
        Config *c = calloc(1, sizeof(Config));

        if (!c)
                return -ENOMEM;
        daemon_config_init(&c->daemon);
        *ret = c;
        return 0;
}

Config *config_free(Config *c) {
        if (!c)
                return NULL;
        daemon_config_done(&c->daemon);
        for (size_t i = 0; i < c->n_apps; i++)
                app_config_done(&c->apps[i]);
        free(c->apps);
        for (size_t i = 0; i < c->n_masked; i++) {
                free(c->masked[i].id);
                free(c->masked[i].path);
        }
        free(c->masked);
        for (size_t i = 0; i < c->n_skipped; i++) {
                free(c->skipped[i].id);
                free(c->skipped[i].path);
                free(c->skipped[i].reason);
        }
        free(c->skipped);
        free(c);
        return NULL;
}
DEFINE_TRIVIAL_CLEANUP_FUNC(Config *, config_free)

int config_load(const char *const *dirs, size_t n_dirs, Config **ret, ConfigReport *report) {
        _cleanup_(config_freep) Config *c = NULL;
        int r, k;

        r = config_new_default(&c);
        if (r < 0)
                return r;

        r = load_daemon_config(c, dirs, n_dirs, report);
        if (r < 0)
                return r;
        k = load_apps(c, dirs, n_dirs, report);
        if (k < 0)
                return k;

        *ret = TAKE_PTR(c);
        return r > 0 || k > 0 ? CONFIG_LOAD_PARTIAL : 0;
}

const AppConfig *config_find_app(const Config *c, const char *id) {
        AppConfig key = { .id = (char *) id };

        const AppConfig *a, *found = NULL;

        if (!c || c->n_apps == 0)
                return NULL;
        a = bsearch(&key, c->apps, c->n_apps, sizeof(AppConfig), app_compare_id);
        if (a)
                return a;
        /* Name= is what a menu shows; accept it when it names one application only. */
        for (size_t i = 0; i < c->n_apps; i++)
                if (c->apps[i].name && strcmp(c->apps[i].name, id) == 0) {
                        if (found)
                                return NULL;
                        found = &c->apps[i];
                }
        return found;
}

/* ---- default directories ---- */

void config_dirs_free(char **dirs, size_t n) {
        strv_free_n(dirs, n);
}

int config_default_dirs(bool user, char ***ret, size_t *ret_n) {
        char **v = NULL;
        size_t n = 0;
        const char *list = PRELOADD_CONFIG_DIRS;

        while (*list) {
                size_t l = strcspn(list, ":");
                char *d = strndup(list, l);
                if (!d || strv_push(&v, &n, d) < 0) {
                        free(d);
                        strv_free_n(v, n);
                        return -ENOMEM;
                }
                list += l;
                if (*list == ':')
                        list++;
        }

        if (user) {
                const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
                char *d = NULL;

                /* Relative values are invalid per the XDG spec and are ignored. */
                if (xdg && xdg[0] == '/') {
                        if (asprintf(&d, "%s/preloadd", xdg) < 0)
                                d = NULL;
                } else if (home && home[0] == '/') {
                        if (asprintf(&d, "%s/.config/preloadd", home) < 0)
                                d = NULL;
                } else
                        goto done;
                if (!d || strv_push(&v, &n, d) < 0) {
                        free(d);
                        strv_free_n(v, n);
                        return -ENOMEM;
                }
        }
done:
        *ret = v;
        *ret_n = n;
        return 0;
}

/* ---- names and JSON ---- */

const char *app_trigger_to_string(AppTrigger t) {
        return t == APP_TRIGGER_LOGIN ? "login" : "demand";
}

const char *config_io_priority_to_string(ConfigIOPriority p) {
        return p == CONFIG_IO_PRIORITY_BEST_EFFORT ? "best-effort" : "idle";
}

int app_config_to_json(const AppConfig *a, json_object **ret) {
        json_object *o = json_object_new_object();

        if (!o)
                return -ENOMEM;
        if (json_add(o, "id", json_object_new_string(a->id)) < 0 ||
            (a->name ? json_add(o, "name", json_object_new_string(a->name))
                     : json_object_object_add(o, "name", NULL)) < 0 ||
            json_add(o, "path", json_object_new_string(a->path)) < 0 ||
            json_add(o, "exec", json_new_strv(a->exec, a->n_exec)) < 0 ||
            json_add(o, "files", json_new_strv(a->files, a->n_files)) < 0 ||
            json_add(o, "trigger", json_object_new_string(app_trigger_to_string(a->trigger))) < 0 ||
            json_add(o, "priority", json_object_new_int(a->priority)) < 0 ||
            json_add(o, "overridden", json_new_strv(a->overridden, a->n_overridden)) < 0) {
                json_object_put(o);
                return -ENOMEM;
        }
        *ret = o;
        return 0;
}

int daemon_config_to_json(const DaemonConfig *d, json_object **ret) {
        json_object *o = json_object_new_object();

        if (!o)
                return -ENOMEM;
        if ((d->path ? json_add(o, "path", json_object_new_string(d->path))
                     : json_object_object_add(o, "path", NULL)) < 0 ||
            json_add(o, "memory_budget_percent", json_object_new_int64(d->memory_budget_percent)) < 0 ||
            (d->strategy ? json_add(o, "strategy", json_object_new_string(d->strategy))
                         : json_object_object_add(o, "strategy", NULL)) < 0 ||
            json_add(o, "io_priority", json_object_new_string(config_io_priority_to_string(d->io_priority))) < 0 ||
            json_add(o, "login_delay_usec", json_object_new_int64((int64_t) d->login_delay_usec)) < 0 ||
            json_add(o, "launch_warm", json_object_new_boolean(d->launch_warm)) < 0 ||
            json_add(o, "login_learned", json_object_new_boolean(d->login_learned)) < 0 ||
            json_add(o, "launch_learn", json_object_new_boolean(d->launch_learn)) < 0) {
                json_object_put(o);
                return -ENOMEM;
        }
        *ret = o;
        return 0;
}

static json_object *config_path_entry_new(const char *id, const char *path, const char *reason) {
        json_object *e = json_object_new_object();

        if (!e)
                return NULL;
        if (json_add(e, "id", json_object_new_string(id)) < 0 ||
            json_add(e, "path", json_object_new_string(path)) < 0 ||
            (reason && json_add(e, "reason", json_object_new_string(reason)) < 0)) {
                json_object_put(e);
                return NULL;
        }
        return e;
}

int config_to_json(const Config *c, json_object *o) {
        json_object *apps = json_object_new_array(), *masked = json_object_new_array(),
                    *skipped = json_object_new_array(), *e;
        int r = -ENOMEM;

        if (!apps || !masked || !skipped)
                goto fail;
        for (size_t i = 0; i < c->n_apps; i++)
                if (app_config_to_json(&c->apps[i], &e) < 0 || json_append(apps, e) < 0)
                        goto fail;
        for (size_t i = 0; i < c->n_masked; i++)
                if (json_append(masked, config_path_entry_new(c->masked[i].id, c->masked[i].path, NULL)) < 0)
                        goto fail;
        for (size_t i = 0; i < c->n_skipped; i++)
                if (json_append(skipped, config_path_entry_new(c->skipped[i].id, c->skipped[i].path,
                                                               c->skipped[i].reason)) < 0)
                        goto fail;
        r = json_add(o, "apps", TAKE_PTR(apps));
        if (r >= 0)
                r = json_add(o, "masked", TAKE_PTR(masked));
        if (r >= 0)
                r = json_add(o, "skipped", TAKE_PTR(skipped));
fail:
        json_object_put(apps);
        json_object_put(masked);
        json_object_put(skipped);
        return r;
}
