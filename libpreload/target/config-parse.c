/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Parsing one configuration file, an application or preloadd.conf: strict values, file:line errors. */
#include <errno.h>
#include <ini.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config-internal.h"
#include "engine-strategy.h"
#include "json-util.h"
#include "macro.h"
#include "strv.h"

#define SECTION_APP "Application"
#define SECTION_DAEMON "Daemon"

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
        if (msg && config_report_add(ctx->report, true, "%s:%u: %s", ctx->path, ctx->line, msg) < 0)
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
        if (msg && config_report_add(ctx->report, false, "%s:%u: %s", ctx->path, ctx->line, msg) < 0)
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
        /* Values end up in JSON (list, cat-config, the daemon's replies), which must be UTF-8. */
        if (!json_utf8_valid(start, linelen)) {
                parse_error(ctx, "line is not valid UTF-8");
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
                        else
                                parse_warning(ctx, "[%s] again (first at line %u), its keys add to the first",
                                              expected_section(ctx), ctx->section_line);
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

/* yes/true/on/1 or no/false/off/0, as systemd takes booleans. */
static void parse_bool(ParseContext *ctx, const char *name, const char *value, bool *ret) {
        static const char *const yes[] = { "yes", "true", "on", "1" }, *const no[] = { "no", "false", "off", "0" };

        for (size_t i = 0; i < ELEMENTSOF(yes); i++)
                if (strcmp(value, yes[i]) == 0 || strcmp(value, no[i]) == 0) {
                        *ret = strcmp(value, yes[i]) == 0;
                        return;
                }
        parse_error(ctx, "invalid %s= value '%s' (expected yes or no)", name, value);
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
        } else if (strcmp(name, "LaunchWarm") == 0)
                parse_bool(ctx, name, value, &d->launch_warm);
        else if (strcmp(name, "LoginLearned") == 0)
                parse_bool(ctx, name, value, &d->login_learned);
        else if (strcmp(name, "LaunchLearn") == 0)
                parse_bool(ctx, name, value, &d->launch_learn);
        else
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

        /* A byte order mark, as some Windows editors write, is no part of the first line. */
        if (ctx->len >= 3 && memcmp(ctx->buf, "\xef\xbb\xbf", 3) == 0)
                ctx->pos = 3;

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

void app_config_done(AppConfig *a) {
        free(a->id);
        free(a->path);
        free(a->name);
        strv_free_n(a->exec, a->n_exec);
        strv_free_n(a->files, a->n_files);
        strv_free_n(a->overridden, a->n_overridden);
}

AppConfig *app_config_free(AppConfig *a) {
        if (!a)
                return NULL;
        app_config_done(a);
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

void daemon_config_init(DaemonConfig *d) {
        *d = (DaemonConfig) {
                .memory_budget_percent = CONFIG_DEFAULT_MEMORY_BUDGET_PERCENT,
                .io_priority = CONFIG_IO_PRIORITY_IDLE,
                .login_delay_usec = CONFIG_DEFAULT_LOGIN_DELAY_USEC,
                .launch_warm = true,
                .login_learned = true,
                .launch_learn = true,
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
