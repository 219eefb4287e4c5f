/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Loading apps.d/ and preloadd.conf: drop-in precedence, masking, strict values, file:line errors. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <ini.h>
#include <json-c/json.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "config.h"
#include "engine.h"
#include "fileio.h"
#include "macro.h"
#include "plan.h"
#include "target.h"

/* The meson-generated build configuration is also named config.h; it is found through the
 * build include path under this name. */
#include "build-config.h"

#define SECTION_APP "Application"
#define SECTION_DAEMON "Daemon"
#define MAIN_CONFIG_NAME "preloadd.conf"

void config_report_done(ConfigReport *r) {
        if (!r)
                return;
        strv_free_n(r->errors, r->n_errors);
        strv_free_n(r->warnings, r->n_warnings);
        *r = (ConfigReport) {};
}

static int strv_push(char ***v, size_t *n, char *s) {
        char **nv;

        nv = reallocarray(*v, *n + 1, sizeof(char *));
        if (!nv)
                return -ENOMEM;
        nv[(*n)++] = s;
        *v = nv;
        return 0;
}

static int strv_push_dup(char ***v, size_t *n, const char *s) {
        char *d = strdup(s);
        int r;

        if (!d)
                return -ENOMEM;
        r = strv_push(v, n, d);
        if (r < 0)
                free(d);
        return r;
}

static int strv_copy(char *const *src, size_t n, char ***ret, size_t *ret_n) {
        char **v = NULL;
        size_t m = 0;

        for (size_t i = 0; i < n; i++)
                if (strv_push_dup(&v, &m, src[i]) < 0) {
                        strv_free_n(v, m);
                        return -ENOMEM;
                }
        *ret = v;
        *ret_n = m;
        return 0;
}

_printf_(3, 4) static int report_add(ConfigReport *r, bool error, const char *fmt, ...) {
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
        k = error ? strv_push(&r->errors, &r->n_errors, s) : strv_push(&r->warnings, &r->n_warnings, s);
        if (k < 0)
                free(s);
        return k;
}

/* ---- parsing one file ---- */

typedef enum FileKind {
        FILE_KIND_APP,
        FILE_KIND_DAEMON,
} FileKind;

typedef struct ParseContext {
        FileKind kind;
        const char *path;
        const char *buf;
        size_t len;
        size_t pos;
        unsigned line;         /* line the parser is looking at */
        unsigned section_line; /* line of the expected section header, 0 if none seen */
        bool failed;
        int oom;
        ConfigReport *report;
        AppConfig *app;
        DaemonConfig *daemon;
} ParseContext;

_printf_(2, 3) static void parse_error(ParseContext *ctx, const char *fmt, ...) {
        _cleanup_free_ char *msg = NULL;
        va_list ap;

        ctx->failed = true;
        va_start(ap, fmt);
        if (vasprintf(&msg, fmt, ap) < 0) {
                msg = NULL;
                ctx->oom = -ENOMEM;
        }
        va_end(ap);
        if (msg && report_add(ctx->report, true, "%s:%u: %s", ctx->path, ctx->line, msg) < 0)
                ctx->oom = -ENOMEM;
}

_printf_(2, 3) static void parse_warning(ParseContext *ctx, const char *fmt, ...) {
        _cleanup_free_ char *msg = NULL;
        va_list ap;

        va_start(ap, fmt);
        if (vasprintf(&msg, fmt, ap) < 0) {
                msg = NULL;
                ctx->oom = -ENOMEM;
        }
        va_end(ap);
        if (msg && report_add(ctx->report, false, "%s:%u: %s", ctx->path, ctx->line, msg) < 0)
                ctx->oom = -ENOMEM;
}

static const char *expected_section(const ParseContext *ctx) {
        return ctx->kind == FILE_KIND_APP ? SECTION_APP : SECTION_DAEMON;
}

static bool is_blank(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/*
 * Feeds inih one line at a time from the buffer, like fgets() would. Doing the reading here
 * keeps an exact line count (inih does not pass line numbers to handlers in its default build)
 * and lets us reject what inih would silently mangle: over-long lines (which it truncates),
 * NUL bytes, "key: value" lines and indented lines (which it would glue onto the previous key).
 * A rejected line is replaced by an empty one so that inih keeps counting in step.
 */
static char *ini_buffer_reader(char *str, int num, void *stream) {
        ParseContext *ctx = stream;
        const char *start, *nl, *s, *e;
        size_t linelen;

        if (ctx->pos >= ctx->len || num < 3)
                return NULL;

        start = ctx->buf + ctx->pos;
        nl = memchr(start, '\n', ctx->len - ctx->pos);
        linelen = nl ? (size_t) (nl - start) : ctx->len - ctx->pos;
        ctx->pos += linelen + (nl ? 1 : 0);
        ctx->line++;

        s = start;
        e = start + linelen;
        while (s < e && is_blank(*s))
                s++;
        while (e > s && is_blank(e[-1]))
                e--;

        strcpy(str, "\n");

        if (memchr(start, '\0', linelen)) {
                parse_error(ctx, "line contains a NUL byte");
                return str;
        }
        if ((size_t) (e - s) > (size_t) num - 2) {
                parse_error(ctx, "line too long (more than %d characters)", num - 2);
                return str;
        }
        if (s == e || *s == '#' || *s == ';')
                return str;

        if (*s == '[') {
                const char *close = memchr(s, ']', (size_t) (e - s));
                if (!close) {
                        parse_error(ctx, "section header without closing ']'");
                        return str;
                }
                if (close + 1 != e) {
                        parse_error(ctx, "unexpected text after section header");
                        return str;
                }
                if ((size_t) (close - s - 1) == strlen(expected_section(ctx)) &&
                    memcmp(s + 1, expected_section(ctx), strlen(expected_section(ctx))) == 0) {
                        if (ctx->section_line == 0)
                                ctx->section_line = ctx->line;
                } else
                        parse_warning(ctx, "unknown section [%.*s], ignoring", (int) (close - s - 1), s + 1);
        } else {
                const char *sep = NULL;
                for (const char *p = s; p < e; p++)
                        if (*p == '=' || *p == ':') {
                                sep = p;
                                break;
                        }
                if (!sep || *sep == ':') {
                        parse_error(ctx, "expected KEY=VALUE");
                        return str;
                }
                if (sep == s) {
                        parse_error(ctx, "missing key name before '='");
                        return str;
                }
        }

        memcpy(str, s, (size_t) (e - s));
        str[e - s] = '\n';
        str[e - s + 1] = '\0';
        return str;
}

/* Splits a value on blanks and appends each word through add(); an empty value resets. */
static void parse_list(ParseContext *ctx, const char *key, const char *value, char ***list, size_t *n,
                       bool (*valid)(const char *word)) {
        const char *p = value;

        if (*value == '\0') {
                strv_free_n(*list, *n);
                *list = NULL;
                *n = 0;
                return;
        }

        while (*p) {
                size_t l;
                char *w;

                while (*p && is_blank(*p))
                        p++;
                if (!*p)
                        break;
                l = strcspn(p, " \t\r\f\v");
                w = strndup(p, l);
                if (!w) {
                        ctx->oom = -ENOMEM;
                        return;
                }
                p += l;
                if (!valid(w)) {
                        if (strcmp(key, "Exec") == 0)
                                parse_error(ctx, "Exec= entry '%s' is neither an absolute path nor a bare "
                                            "program name", w);
                        else
                                parse_error(ctx, "%s= entry '%s' is not an absolute path", key, w);
                        free(w);
                        continue;
                }
                if (*n >= CONFIG_LIST_MAX) {
                        parse_error(ctx, "too many %s= entries (at most %u)", key, CONFIG_LIST_MAX);
                        free(w);
                        return;
                }
                if (strv_push(list, n, w) < 0) {
                        free(w);
                        ctx->oom = -ENOMEM;
                        return;
                }
        }
}

static bool path_has_dotdot(const char *w) {
        for (const char *p = w; (p = strstr(p, "..")); p += 2)
                if ((p == w || p[-1] == '/') && (p[2] == '/' || p[2] == '\0'))
                        return true;
        return false;
}

static bool exec_word_valid(const char *w) {
        if (w[0] == '/')
                return !path_has_dotdot(w);
        return strchr(w, '/') == NULL && strcmp(w, ".") != 0 && strcmp(w, "..") != 0;
}

static bool files_word_valid(const char *w) {
        return w[0] == '/' && !path_has_dotdot(w);
}

static int parse_int_full(const char *s, long min, long max, long *ret) {
        char *end;
        long v;

        if (*s == '\0' || is_blank(*s))
                return -EINVAL;
        errno = 0;
        v = strtol(s, &end, 10);
        if (*end != '\0' || end == s)
                return -EINVAL;
        if (errno == ERANGE)
                return -ERANGE;
        if (v < min || v > max)
                return -ERANGE;
        *ret = v;
        return 0;
}

/* "30", "30s", "500ms", "2min", "1h", "1500us": a time span, as systemd writes them (one unit). */
static int parse_timespan(const char *s, uint64_t max_usec, uint64_t *ret) {
        static const struct {
                const char *suffix;
                uint64_t usec;
        } units[] = {
                { "", 1000000ull },  { "s", 1000000ull },      { "sec", 1000000ull },
                { "ms", 1000ull },   { "msec", 1000ull },      { "us", 1ull },
                { "usec", 1ull },    { "min", 60000000ull },   { "m", 60000000ull },
                { "h", 3600000000ull }, { "hr", 3600000000ull },
        };
        unsigned long long v;
        char *end;
        uint64_t r;

        if (*s < '0' || *s > '9')
                return -EINVAL;
        errno = 0;
        v = strtoull(s, &end, 10);
        if (errno != 0)
                return -ERANGE;
        while (is_blank(*end))
                end++;
        for (size_t i = 0; i < ELEMENTSOF(units); i++)
                if (strcmp(end, units[i].suffix) == 0) {
                        if (__builtin_mul_overflow((uint64_t) v, units[i].usec, &r) || r > max_usec)
                                return -ERANGE;
                        *ret = r;
                        return 0;
                }
        return -EINVAL;
}

static void handle_app_key(ParseContext *ctx, const char *name, const char *value) {
        AppConfig *a = ctx->app;

        if (strcmp(name, "Name") == 0) {
                char *d = NULL;
                if (*value && !(d = strdup(value))) {
                        ctx->oom = -ENOMEM;
                        return;
                }
                free(a->name);
                a->name = d;
        } else if (strcmp(name, "Exec") == 0)
                parse_list(ctx, name, value, &a->exec, &a->n_exec, exec_word_valid);
        else if (strcmp(name, "Files") == 0)
                parse_list(ctx, name, value, &a->files, &a->n_files, files_word_valid);
        else if (strcmp(name, "Trigger") == 0) {
                if (strcmp(value, "login") == 0)
                        a->trigger = APP_TRIGGER_LOGIN;
                else if (strcmp(value, "demand") == 0)
                        a->trigger = APP_TRIGGER_DEMAND;
                else
                        parse_error(ctx, "invalid Trigger= value '%s' (expected login or demand)", value);
        } else if (strcmp(name, "Priority") == 0) {
                long v;
                int r = parse_int_full(value, CONFIG_PRIORITY_MIN, CONFIG_PRIORITY_MAX, &v);
                if (r == -ERANGE)
                        parse_error(ctx, "Priority= value '%s' out of range (%d..%d)", value,
                                    CONFIG_PRIORITY_MIN, CONFIG_PRIORITY_MAX);
                else if (r < 0)
                        parse_error(ctx, "invalid Priority= value '%s' (expected an integer)", value);
                else
                        a->priority = (int) v;
        } else
                parse_warning(ctx, "unknown key %s in [" SECTION_APP "], ignoring", name);
}

static void handle_daemon_key(ParseContext *ctx, const char *name, const char *value) {
        DaemonConfig *d = ctx->daemon;

        if (strcmp(name, "MemoryBudget") == 0) {
                size_t l = strlen(value);
                long v;
                _cleanup_free_ char *num = NULL;

                if (l < 2 || value[l - 1] != '%') {
                        parse_error(ctx, "invalid MemoryBudget= value '%s' (expected a percentage, "
                                    "e.g. 50%%)", value);
                        return;
                }
                num = strndup(value, l - 1);
                if (!num) {
                        ctx->oom = -ENOMEM;
                        return;
                }
                if (parse_int_full(num, 1, 100, &v) < 0) {
                        parse_error(ctx, "invalid MemoryBudget= value '%s' (expected 1%%..100%%)", value);
                        return;
                }
                d->memory_budget_percent = (unsigned) v;
        } else if (strcmp(name, "Strategy") == 0) {
                char *s = NULL;
                EngineStrategy es;

                /* Checked against the engine here, so that a typo is a config error with a line
                 * number rather than a failure at warm time. */
                if (*value && engine_strategy_from_string(value, &es) < 0) {
                        char list[128] = "";
                        for (EngineStrategy i = 0; i < _ENGINE_STRATEGY_MAX; i++) {
                                if (i > 0)
                                        strncat(list, i + 1 == _ENGINE_STRATEGY_MAX ? " or " : ", ",
                                                sizeof(list) - strlen(list) - 1);
                                strncat(list, engine_strategy_to_string(i), sizeof(list) - strlen(list) - 1);
                        }
                        parse_error(ctx, "unknown Strategy= value '%s' (expected %s)", value, list);
                        return;
                }
                if (*value && !(s = strdup(value))) {
                        ctx->oom = -ENOMEM;
                        return;
                }
                free(d->strategy);
                d->strategy = s;
        } else if (strcmp(name, "IOPriority") == 0) {
                if (strcmp(value, "idle") == 0)
                        d->io_priority = CONFIG_IO_PRIORITY_IDLE;
                else if (strcmp(value, "best-effort") == 0)
                        d->io_priority = CONFIG_IO_PRIORITY_BEST_EFFORT;
                else
                        parse_error(ctx, "invalid IOPriority= value '%s' (expected idle or best-effort)",
                                    value);
        } else if (strcmp(name, "LoginDelaySec") == 0) {
                uint64_t u;
                int r = parse_timespan(value, CONFIG_LOGIN_DELAY_MAX_USEC, &u);
                if (r == -ERANGE)
                        parse_error(ctx, "LoginDelaySec= value '%s' too large (at most 24h)", value);
                else if (r < 0)
                        parse_error(ctx, "invalid LoginDelaySec= value '%s' (expected a time span, "
                                    "e.g. 30s or 2min)", value);
                else
                        d->login_delay_usec = u;
        } else if (strcmp(name, "LaunchWarm") == 0) {
                if (strcmp(value, "yes") == 0 || strcmp(value, "true") == 0 || strcmp(value, "on") == 0 ||
                    strcmp(value, "1") == 0)
                        d->launch_warm = true;
                else if (strcmp(value, "no") == 0 || strcmp(value, "false") == 0 || strcmp(value, "off") == 0 ||
                         strcmp(value, "0") == 0)
                        d->launch_warm = false;
                else
                        parse_error(ctx, "invalid LaunchWarm= value '%s' (expected yes or no)", value);
        } else
                parse_warning(ctx, "unknown key %s in [" SECTION_DAEMON "], ignoring", name);
}

static int config_ini_handler(void *user, const char *section, const char *name, const char *value) {
        ParseContext *ctx = user;

        /* Builds of inih that report new sections call us with name == NULL: nothing to do. */
        if (!name)
                return 1;
        if (section[0] == '\0') {
                parse_error(ctx, "%s= outside of a section (expected [%s] first)", name, expected_section(ctx));
                return 1;
        }
        if (strcmp(section, expected_section(ctx)) != 0)
                return 1; /* warned about at the section header */

        if (ctx->kind == FILE_KIND_APP)
                handle_app_key(ctx, name, value);
        else
                handle_daemon_key(ctx, name, value);
        return 1;
}

static int parse_buffer(ParseContext *ctx) {
        int r;

        r = ini_parse_stream(ini_buffer_reader, ctx, config_ini_handler, ctx);
        if (ctx->oom < 0)
                return ctx->oom;
        if (r == -2)
                return -ENOMEM;
        if (r != 0 && !ctx->failed) {
                /* Cannot happen with the line checks above; never let a rejection go unexplained. */
                ctx->line = (unsigned) (r > 0 ? r : 0);
                parse_error(ctx, "syntax error");
        }
        if (ctx->oom < 0)
                return ctx->oom;
        return ctx->failed ? -EBADMSG : 0;
}

AppConfig *app_config_free(AppConfig *a) {
        if (!a)
                return NULL;
        free(a->id);
        free(a->path);
        free(a->name);
        strv_free_n(a->exec, a->n_exec);
        strv_free_n(a->files, a->n_files);
        strv_free_n(a->overridden, a->n_overridden);
        free(a);
        return NULL;
}
DEFINE_TRIVIAL_CLEANUP_FUNC(AppConfig *, app_config_free)

int app_config_copy(const AppConfig *a, AppConfig **ret) {
        _cleanup_(app_config_freep) AppConfig *c = NULL;

        c = calloc(1, sizeof(*c));
        if (!c)
                return -ENOMEM;
        c->trigger = a->trigger;
        c->priority = a->priority;
        c->id = strdup(a->id);
        c->path = strdup(a->path);
        if (!c->id || !c->path || (a->name && !(c->name = strdup(a->name))))
                return -ENOMEM;
        if (strv_copy(a->exec, a->n_exec, &c->exec, &c->n_exec) < 0 ||
            strv_copy(a->files, a->n_files, &c->files, &c->n_files) < 0 ||
            strv_copy(a->overridden, a->n_overridden, &c->overridden, &c->n_overridden) < 0)
                return -ENOMEM;
        *ret = TAKE_PTR(c);
        return 0;
}

void daemon_config_done(DaemonConfig *d) {
        if (!d)
                return;
        free(d->path);
        free(d->strategy);
        strv_free_n(d->overridden, d->n_overridden);
        *d = (DaemonConfig) {};
}

static void daemon_config_init(DaemonConfig *d) {
        *d = (DaemonConfig) {
                .memory_budget_percent = CONFIG_DEFAULT_MEMORY_BUDGET_PERCENT,
                .io_priority = CONFIG_IO_PRIORITY_IDLE,
                .login_delay_usec = CONFIG_DEFAULT_LOGIN_DELAY_USEC,
                .launch_warm = true,
        };
}

int config_parse_app(const char *id, const char *path, const char *buf, size_t len, AppConfig **ret,
                     ConfigReport *report) {
        _cleanup_(app_config_freep) AppConfig *a = NULL;
        ParseContext ctx;
        int r;

        a = calloc(1, sizeof(*a));
        if (!a)
                return -ENOMEM;
        a->id = strdup(id);
        a->path = strdup(path);
        if (!a->id || !a->path)
                return -ENOMEM;
        a->trigger = APP_TRIGGER_DEMAND;

        ctx = (ParseContext) {
                .kind = FILE_KIND_APP, .path = path, .buf = buf, .len = len, .report = report, .app = a,
        };
        r = parse_buffer(&ctx);
        if (r == -ENOMEM)
                return r;

        /* Completeness is judged only for a file without other errors: a rejected Exec= line
         * would otherwise be reported twice. */
        if (ctx.failed)
                ;
        else if (ctx.section_line == 0) {
                ctx.line = 1;
                parse_error(&ctx, "missing [" SECTION_APP "] section");
        } else if (a->n_exec == 0 && a->n_files == 0) {
                ctx.line = ctx.section_line;
                parse_error(&ctx, "[" SECTION_APP "] has neither Exec= nor Files=");
        }
        if (ctx.oom < 0)
                return ctx.oom;
        if (ctx.failed)
                return -EBADMSG;

        *ret = TAKE_PTR(a);
        return 0;
}

int config_parse_daemon(const char *path, const char *buf, size_t len, DaemonConfig *ret,
                        ConfigReport *report) {
        DaemonConfig d;
        ParseContext ctx;
        int r;

        daemon_config_init(&d);
        d.path = strdup(path);
        if (!d.path)
                return -ENOMEM;
        ctx = (ParseContext) {
                .kind = FILE_KIND_DAEMON, .path = path, .buf = buf, .len = len, .report = report, .daemon = &d,
        };
        /* A main file without [Daemon] is fine: it may hold only comments, like the shipped one. */
        r = parse_buffer(&ctx);
        if (r < 0) {
                daemon_config_done(&d);
                return r;
        }
        *ret = d;
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

        /* O_NONBLOCK: a FIFO dropped into a config directory must not hang the loader. */
        fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (fd < 0) {
                int r = -errno;
                if (report_add(report, true, "%s:0: cannot open: %s", path, strerror(-r)) < 0)
                        return -ENOMEM;
                return -EBADMSG;
        }
        if (fstat(fd, &st) < 0) {
                int r = -errno;
                if (report_add(report, true, "%s:0: cannot stat: %s", path, strerror(-r)) < 0)
                        return -ENOMEM;
                return -EBADMSG;
        }
        if (stat_is_null_device(&st))
                return 1;
        if (!S_ISREG(st.st_mode)) {
                if (report_add(report, true, "%s:0: not a regular file", path) < 0)
                        return -ENOMEM;
                return -EBADMSG;
        }
        if ((uint64_t) st.st_size > CONFIG_FILE_SIZE_MAX) {
                if (report_add(report, true, "%s:0: file too large (%llu bytes, at most %u)", path,
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
                if (report_add(report, true, "%s:0: read failed: %s", path, strerror((int) -k)) < 0)
                        return -ENOMEM;
                return -EBADMSG;
        }
        len = (size_t) k;
        if (len > CONFIG_FILE_SIZE_MAX) {
                if (report_add(report, true, "%s:0: file too large (at most %u bytes)", path,
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
                if (report_add(report, true, "%s:0: cannot open directory: %s", apps_dir, strerror(-r)) < 0)
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
                        if (report_add(report, false, "%s:0: invalid application name '%s', ignoring", path,
                                       id) < 0) {
                                r = -ENOMEM;
                                break;
                        }
                        continue;
                }
                if (de->d_type == DT_DIR) {
                        if (report_add(report, false, "%s:0: is a directory, ignoring", path) < 0) {
                                r = -ENOMEM;
                                break;
                        }
                        continue;
                }
                if (*n >= CONFIG_APPS_MAX) {
                        (void) report_add(report, true, "%s:0: too many application files (at most %u)",
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
                if (report_add(report, true, "%s:0: cannot read directory: %s", apps_dir, strerror(-r)) < 0)
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
        size_t n_candidates = 0, len = 0;
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

        r = config_file_read(candidates[n_candidates - 1], report, &buf, &len);
        if (r < 0)
                goto finish;
        if (r > 0) {
                r = config_add_masked(c, MAIN_CONFIG_NAME, candidates[n_candidates - 1]);
                goto finish;
        }
        {
                DaemonConfig d;
                r = config_parse_daemon(candidates[n_candidates - 1], buf, len, &d, report);
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
        bool failed = false;
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
                size_t len = 0;
                AppConfig *a = NULL;

                while (j < n_entries && strcmp(entries[j].id, entries[i].id) == 0)
                        j++;
                last = j - 1;

                r = config_file_read(entries[last].path, report, &buf, &len);
                if (r == -EBADMSG) {
                        failed = true;
                        i = j;
                        continue;
                }
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
                if (r == -EBADMSG) {
                        failed = true;
                        i = j;
                        continue;
                }
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
        }
        /* Already ordered by id through the entry sort; keep the guarantee explicit. */
        if (c->n_apps > 1)
                qsort(c->apps, c->n_apps, sizeof(AppConfig), app_compare_id);
        r = 0;
finish:
        app_entries_free(entries, n_entries);
        if (r < 0)
                return r;
        return failed ? -EBADMSG : 0;
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
        for (size_t i = 0; i < c->n_apps; i++) {
                AppConfig *a = &c->apps[i];
                free(a->id);
                free(a->path);
                free(a->name);
                strv_free_n(a->exec, a->n_exec);
                strv_free_n(a->files, a->n_files);
                strv_free_n(a->overridden, a->n_overridden);
        }
        free(c->apps);
        for (size_t i = 0; i < c->n_masked; i++) {
                free(c->masked[i].id);
                free(c->masked[i].path);
        }
        free(c->masked);
        free(c);
        return NULL;
}
DEFINE_TRIVIAL_CLEANUP_FUNC(Config *, config_free)

int config_load(const char *const *dirs, size_t n_dirs, Config **ret, ConfigReport *report) {
        _cleanup_(config_freep) Config *c = NULL;
        bool failed = false;
        int r;

        r = config_new_default(&c);
        if (r < 0)
                return r;

        r = load_daemon_config(c, dirs, n_dirs, report);
        if (r == -EBADMSG)
                failed = true;
        else if (r < 0)
                return r;

        r = load_apps(c, dirs, n_dirs, report);
        if (r == -EBADMSG)
                failed = true;
        else if (r < 0)
                return r;

        if (failed)
                return -EBADMSG;
        *ret = TAKE_PTR(c);
        return 0;
}

const AppConfig *config_find_app(const Config *c, const char *id) {
        AppConfig key = { .id = (char *) id };

        if (!c || c->n_apps == 0)
                return NULL;
        return bsearch(&key, c->apps, c->n_apps, sizeof(AppConfig), app_compare_id);
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

/* ---- globs ---- */

static bool has_glob_chars(const char *s) {
        return strpbrk(s, "*?[") != NULL;
}

int app_config_expand_files(const AppConfig *a, char ***ret, size_t *ret_n) {
        char **v = NULL;
        size_t n = 0;
        int r = 0;

        for (size_t i = 0; i < a->n_files; i++) {
                glob_t g = {};
                int k;

                if (!has_glob_chars(a->files[i])) {
                        if (n >= CONFIG_GLOB_MATCHES_MAX) {
                                r = -E2BIG;
                                break;
                        }
                        if (strv_push_dup(&v, &n, a->files[i]) < 0) {
                                r = -ENOMEM;
                                break;
                        }
                        continue;
                }
                /* No GLOB_ERR: an unreadable directory on the way just matches nothing. */
                k = glob(a->files[i], 0, NULL, &g);
                if (k == GLOB_NOSPACE) {
                        globfree(&g);
                        r = -ENOMEM;
                        break;
                }
                for (size_t j = 0; k == 0 && j < g.gl_pathc; j++) {
                        if (n >= CONFIG_GLOB_MATCHES_MAX) {
                                r = -E2BIG;
                                break;
                        }
                        if (strv_push_dup(&v, &n, g.gl_pathv[j]) < 0) {
                                r = -ENOMEM;
                                break;
                        }
                }
                globfree(&g);
                if (r < 0)
                        break;
        }
        if (r < 0) {
                strv_free_n(v, n);
                return r;
        }
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

static json_object *json_strv(char *const *v, size_t n) {
        json_object *a = json_object_new_array();

        if (!a)
                return NULL;
        for (size_t i = 0; i < n; i++) {
                json_object *s = json_object_new_string(v[i]);
                if (!s || json_object_array_add(a, s) < 0) {
                        json_object_put(s);
                        json_object_put(a);
                        return NULL;
                }
        }
        return a;
}

static int json_add(json_object *o, const char *key, json_object *v) {
        if (!v)
                return -ENOMEM;
        if (json_object_object_add(o, key, v) < 0) {
                json_object_put(v);
                return -ENOMEM;
        }
        return 0;
}

int app_config_to_json(const AppConfig *a, json_object **ret) {
        json_object *o = json_object_new_object();

        if (!o)
                return -ENOMEM;
        if (json_add(o, "id", json_object_new_string(a->id)) < 0 ||
            (a->name ? json_add(o, "name", json_object_new_string(a->name))
                     : json_object_object_add(o, "name", NULL)) < 0 ||
            json_add(o, "path", json_object_new_string(a->path)) < 0 ||
            json_add(o, "exec", json_strv(a->exec, a->n_exec)) < 0 ||
            json_add(o, "files", json_strv(a->files, a->n_files)) < 0 ||
            json_add(o, "trigger", json_object_new_string(app_trigger_to_string(a->trigger))) < 0 ||
            json_add(o, "priority", json_object_new_int(a->priority)) < 0 ||
            json_add(o, "overridden", json_strv(a->overridden, a->n_overridden)) < 0) {
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
            json_add(o, "launch_warm", json_object_new_boolean(d->launch_warm)) < 0) {
                json_object_put(o);
                return -ENOMEM;
        }
        *ret = o;
        return 0;
}

/* ---- plans ---- */

static int report_warning_add(TargetReport *r, const char *path, const char *reason) {
        char *s;

        if (!r)
                return 0;
        if (asprintf(&s, "%s: %s", path, reason) < 0)
                return -ENOMEM;
        if (strv_push(&r->warnings, &r->n_warnings, s) < 0) {
                free(s);
                return -ENOMEM;
        }
        return 0;
}

static int plan_data_file(const char *path, Plan *p, TargetReport *report) {
        _cleanup_close_ int fd = -EBADF;
        PlanFile *f;
        struct stat st;
        int r;

        /* Never block on a FIFO or a device someone listed; only regular files are read. */
        fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (fd < 0 || fstat(fd, &st) < 0) {
                r = -errno;
                return report_warning_add(report, path, strerror(-r)) < 0 ? -ENOMEM : 0;
        }
        if (!S_ISREG(st.st_mode))
                return report_warning_add(report, path, "not a regular file") < 0 ? -ENOMEM : 0;
        r = plan_add_file(p, path, NULL, &st, &f);
        if (r < 0)
                return r;
        r = plan_file_add_range(f, 0, (uint64_t) st.st_size, RANGE_SOURCE_FILE);
        if (r < 0)
                return r;
        return 1;
}

int app_config_add_to_plan(const AppConfig *a, const TargetOptions *opts, Plan *p, TargetReport *report) {
        char **files = NULL;
        size_t n_files = 0, planned = 0, first_warning = SIZE_MAX;
        int r, first_error = 0;
        char *first_error_path = NULL;
        const char *first_error_reason = NULL;

        /* A fresh profile recorded under the application's id replaces its static plan. */
        r = target_profile_add_to_plan(a->id, opts, p, report);
        if (r != 0)
                return r < 0 ? r : 0;

        for (size_t i = 0; i < a->n_exec; i++) {
                TargetReport tr = {};

                r = target_add_to_plan(a->exec[i], opts, p, &tr);
                for (size_t w = 0; w < tr.n_warnings; w++) {
                        if (report && strv_push(&report->warnings, &report->n_warnings, tr.warnings[w]) < 0)
                                r = -ENOMEM;
                        else if (report)
                                tr.warnings[w] = NULL;
                }
                if (r == -ENOMEM) {
                        target_report_done(&tr);
                        free(first_error_path);
                        return r;
                }
                if (r < 0) {
                        const char *path = tr.error_path ? tr.error_path : a->exec[i];
                        if (report_warning_add(report, path, tr.error_reason ? tr.error_reason
                                                                             : strerror(-r)) < 0) {
                                target_report_done(&tr);
                                free(first_error_path);
                                return -ENOMEM;
                        }
                        if (first_error == 0) {
                                first_warning = report ? report->n_warnings - 1 : SIZE_MAX;
                                first_error = r;
                                first_error_path = strdup(path);
                                first_error_reason = tr.error_reason;
                        }
                } else
                        planned++;
                target_report_done(&tr);
        }

        r = app_config_expand_files(a, &files, &n_files);
        if (r < 0) {
                free(first_error_path);
                return r;
        }
        for (size_t i = 0; i < n_files; i++) {
                r = plan_data_file(files[i], p, report);
                if (r < 0) {
                        strv_free_n(files, n_files);
                        free(first_error_path);
                        return r;
                }
                if (r > 0)
                        planned++;
        }
        strv_free_n(files, n_files);

        if (planned == 0) {
                /* The first problem becomes the error: do not also report it as a warning. */
                if (report && first_error && first_warning < report->n_warnings) {
                        free(report->warnings[first_warning]);
                        memmove(report->warnings + first_warning, report->warnings + first_warning + 1,
                                (report->n_warnings - first_warning - 1) * sizeof(char *));
                        report->n_warnings--;
                }
                if (report) {
                        free(report->error_path);
                        report->error_path = first_error_path ? first_error_path : strdup(a->path);
                        report->error_reason = first_error ? first_error_reason
                                                           : "no Exec= program or Files= entry could be planned";
                } else
                        free(first_error_path);
                return first_error ? first_error : -ENOENT;
        }
        free(first_error_path);
        return 0;
}
