/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Learned profiles: text format, fingerprints, staleness, atomic save, and turning them into plans. */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <inttypes.h>
#include <pwd.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "macro.h"
#include "fileio.h"
#include "profile.h"

/* Caps on what the build-id reader looks at, so a hostile file cannot make it read much. */
#define BUILD_ID_PHNUM_MAX 4096u
#define BUILD_ID_NOTE_MAX (1024u * 1024u)
/* Ranges per "range" line in the written form: short enough to diff, long enough to be compact. */
#define FORMAT_RANGES_PER_LINE 16u

DEFINE_TRIVIAL_CLEANUP_FUNC(Profile *, profile_free);
DEFINE_TRIVIAL_CLEANUP_FUNC(Elf *, elf_end);

/* ---- lifecycle ------------------------------------------------------------------------------ */

static void profile_file_done(ProfileFile *f) {
        free(f->path);
        free(f->ranges);
}

int profile_new(const char *name, Profile **ret) {
        Profile *p = calloc(1, sizeof(*p));
        if (!p)
                return -ENOMEM;
        if (name) {
                p->name = strdup(name);
                if (!p->name) {
                        free(p);
                        return -ENOMEM;
                }
        }
        *ret = p;
        return 0;
}

Profile *profile_free(Profile *p) {
        if (!p)
                return NULL;
        free(p->name);
        free(p->program);
        strv_free_n(p->command, p->n_command);
        for (size_t i = 0; i < p->n_files; i++)
                profile_file_done(&p->files[i]);
        free(p->files);
        strv_free_n(p->lookups, p->n_lookups);
        free(p);
        return NULL;
}

int profile_set_command(Profile *p, char *const *argv, size_t n) {
        char **v = NULL;

        if (n > PROFILE_COMMAND_MAX)
                return -E2BIG;
        if (n > 0) {
                v = calloc(n, sizeof(char *));
                if (!v)
                        return -ENOMEM;
                for (size_t i = 0; i < n; i++) {
                        v[i] = strdup(argv[i]);
                        if (!v[i]) {
                                strv_free_n(v, n);
                                return -ENOMEM;
                        }
                }
        }
        strv_free_n(p->command, p->n_command);
        p->command = v;
        p->n_command = n;
        return 0;
}

int profile_set_program(Profile *p, const char *program) {
        char *s = NULL;
        if (program) {
                s = strdup(program);
                if (!s)
                        return -ENOMEM;
        }
        free(p->program);
        p->program = s;
        return 0;
}

/* Appends an entry taking ownership of path; no duplicate check (the parser checks once at the end). */
static int profile_append_file(Profile *p, char *path, const ProfileFingerprint *id, ProfileFile **ret) {
        if (p->n_files >= PROFILE_FILES_MAX)
                return -E2BIG;
        if (p->n_files == p->n_files_allocated) {
                size_t n = p->n_files_allocated ? p->n_files_allocated * 2 : 16;
                ProfileFile *files = reallocarray(p->files, n, sizeof(*files));
                if (!files)
                        return -ENOMEM;
                p->files = files;
                p->n_files_allocated = n;
        }
        ProfileFile *f = &p->files[p->n_files++];
        *f = (ProfileFile) { .path = path };
        if (id)
                f->id = *id;
        if (ret)
                *ret = f;
        return 0;
}

int profile_add_file(Profile *p, const char *path, const ProfileFingerprint *id, ProfileFile **ret) {
        if (!path || path[0] != '/')
                return -EINVAL;
        for (size_t i = 0; i < p->n_files; i++)
                if (strcmp(p->files[i].path, path) == 0)
                        return -EEXIST;
        char *s = strdup(path);
        if (!s)
                return -ENOMEM;
        int r = profile_append_file(p, s, id, ret);
        if (r < 0)
                free(s);
        return r;
}

int profile_add_lookup(Profile *p, const char *path) {
        if (p->n_lookups >= PROFILE_LOOKUPS_MAX)
                return -E2BIG;
        return lookups_add(&p->lookups, &p->n_lookups, &p->n_lookups_allocated, path);
}

int profile_file_add_range(ProfileFile *f, uint64_t offset, uint64_t length) {
        uint64_t end;

        if (__builtin_add_overflow(offset, length, &end))
                return -EOVERFLOW;
        return ranges_add(&f->ranges, &f->n_ranges, &f->n_ranges_allocated, offset, MIN(end, f->id.size),
                          RANGE_SOURCE_PROFILE);
}

uint64_t profile_file_bytes(const ProfileFile *f) {
        return ranges_bytes(f->ranges, f->n_ranges);
}

uint64_t profile_total_bytes(const Profile *p) {
        uint64_t sum = 0;
        for (size_t i = 0; i < p->n_files; i++)
                sum += profile_file_bytes(&p->files[i]);
        return sum;
}

size_t profile_total_ranges(const Profile *p) {
        size_t n = 0;
        for (size_t i = 0; i < p->n_files; i++)
                n += p->files[i].n_ranges;
        return n;
}

void profile_report_done(ProfileReport *r) {
        if (!r)
                return;
        for (size_t i = 0; i < r->n_dropped; i++)
                free(r->dropped[i].path);
        free(r->dropped);
        *r = (ProfileReport) {};
}

const char *profile_file_state_to_string(ProfileFileState s) {
        static const char *const table[_PROFILE_FILE_STATE_MAX] = {
                [PROFILE_FILE_FRESH] = "fresh",
                [PROFILE_FILE_SAME_BUILD] = "same-build",
                [PROFILE_FILE_STALE] = "stale",
                [PROFILE_FILE_MISSING] = "missing",
        };
        return (unsigned) s < _PROFILE_FILE_STATE_MAX ? table[s] : NULL;
}

bool profile_name_is_valid(const char *name) {
        size_t n = name ? strlen(name) : 0;
        if (n == 0 || n > PROFILE_NAME_MAX || name[0] == '.')
                return false;
        for (size_t i = 0; i < n; i++) {
                unsigned char c = (unsigned char) name[i];
                if (c <= 0x20 || c >= 0x7f || c == '/')
                        return false;
        }
        return true;
}

/* ---- writing -------------------------------------------------------------------------------- */

typedef struct Buf {
        char *data;
        size_t size;
        size_t allocated;
        size_t line_start;
        bool too_long;
} Buf;

static int buf_reserve(Buf *b, size_t extra) {
        size_t need;
        if (__builtin_add_overflow(b->size, extra + 1, &need))
                return -ENOMEM;
        if (need <= b->allocated)
                return 0;
        size_t n = MAX(need, b->allocated ? b->allocated * 2 : 4096);
        char *d = realloc(b->data, n);
        if (!d)
                return -ENOMEM;
        b->data = d;
        b->allocated = n;
        return 0;
}

static int buf_put(Buf *b, const char *s, size_t n) {
        int r = buf_reserve(b, n);
        if (r < 0)
                return r;
        memcpy(b->data + b->size, s, n);
        b->size += n;
        b->data[b->size] = 0;
        return 0;
}

static int buf_puts(Buf *b, const char *s) {
        return buf_put(b, s, strlen(s));
}

static int buf_printf(Buf *b, const char *fmt, ...) _printf_(2, 3);
static int buf_printf(Buf *b, const char *fmt, ...) {
        char tmp[128];
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
        va_end(ap);
        if (n < 0 || (size_t) n >= sizeof(tmp))
                return -EINVAL;
        return buf_put(b, tmp, (size_t) n);
}

static int buf_newline(Buf *b) {
        if (b->size - b->line_start > PROFILE_LINE_MAX)
                b->too_long = true;
        int r = buf_put(b, "\n", 1);
        b->line_start = b->size;
        return r;
}

/* One string as a token of the format (see profile.h). */
static int buf_put_escaped(Buf *b, const char *s) {
        static const char hex[] = "0123456789abcdef";
        int r;

        if (!*s)
                return buf_put(b, "\"\"", 2);
        for (; *s; s++) {
                unsigned char c = (unsigned char) *s;
                char e[4];
                size_t n = 2;

                if (c > 0x20 && c < 0x7f && c != '\\' && c != '"') {
                        e[0] = (char) c;
                        n = 1;
                } else if (c == '\\' || c == '"') {
                        e[0] = '\\';
                        e[1] = (char) c;
                } else if (c == '\n') {
                        e[0] = '\\';
                        e[1] = 'n';
                } else if (c == '\t') {
                        e[0] = '\\';
                        e[1] = 't';
                } else {
                        e[0] = '\\';
                        e[1] = 'x';
                        e[2] = hex[c >> 4];
                        e[3] = hex[c & 15];
                        n = 4;
                }
                r = buf_put(b, e, n);
                if (r < 0)
                        return r;
        }
        return 0;
}

static int format_file(Buf *b, const ProfileFile *f) {
        int r;

        r = buf_puts(b, "file ");
        if (r >= 0)
                r = buf_put_escaped(b, f->path);
        if (r >= 0)
                r = buf_newline(b);
        if (r >= 0)
                r = buf_printf(b, "id dev=%u:%u ino=%" PRIu64 " size=%" PRIu64 " mtime=%" PRIu64 ".%09" PRIu64,
                               major(f->id.dev), minor(f->id.dev), f->id.ino, f->id.size,
                               f->id.mtime_nsec / UINT64_C(1000000000),
                               f->id.mtime_nsec % UINT64_C(1000000000));
        if (r >= 0 && f->id.build_id_size > 0) {
                r = buf_puts(b, " build-id=");
                for (size_t i = 0; r >= 0 && i < f->id.build_id_size && i < PROFILE_BUILD_ID_MAX; i++)
                        r = buf_printf(b, "%02x", f->id.build_id[i]);
        }
        if (r >= 0)
                r = buf_newline(b);
        for (size_t i = 0; r >= 0 && i < f->n_ranges; i++) {
                r = buf_puts(b, i % FORMAT_RANGES_PER_LINE == 0 ? "range" : "");
                if (r >= 0)
                        r = buf_printf(b, " %" PRIu64 "+%" PRIu64, f->ranges[i].offset, f->ranges[i].length);
                bool line_full = i % FORMAT_RANGES_PER_LINE == FORMAT_RANGES_PER_LINE - 1;
                if (r >= 0 && (line_full || i + 1 == f->n_ranges))
                        r = buf_newline(b);
        }
        return r;
}

int profile_format(const Profile *p, char **ret, size_t *ret_size) {
        Buf b = {};
        int r;

        if (!profile_name_is_valid(p->name))
                return -EINVAL;

        r = buf_printf(&b, "preload-profile %d", PROFILE_FORMAT_VERSION);
        if (r >= 0)
                r = buf_newline(&b);
        if (r >= 0)
                r = buf_puts(&b, "# Learned by preloadctl record: files in first-use order, "
                                 "byte ranges read, paths looked up.\n");
        b.line_start = b.size;
        if (r >= 0)
                r = buf_puts(&b, "name ");
        if (r >= 0)
                r = buf_put_escaped(&b, p->name);
        if (r >= 0)
                r = buf_newline(&b);
        if (r >= 0 && p->program) {
                r = buf_puts(&b, "program ");
                if (r >= 0)
                        r = buf_put_escaped(&b, p->program);
                if (r >= 0)
                        r = buf_newline(&b);
        }
        if (r >= 0 && p->n_command > 0) {
                r = buf_puts(&b, "command");
                for (size_t i = 0; r >= 0 && i < p->n_command; i++) {
                        r = buf_put(&b, " ", 1);
                        if (r >= 0)
                                r = buf_put_escaped(&b, p->command[i]);
                }
                if (r >= 0)
                        r = buf_newline(&b);
        }
        if (r >= 0 && p->recorded_usec > 0) {
                r = buf_printf(&b, "recorded %" PRIu64, p->recorded_usec);
                if (r >= 0)
                        r = buf_newline(&b);
        }
        if (r >= 0 && p->duration_usec > 0) {
                r = buf_printf(&b, "duration %" PRIu64, p->duration_usec);
                if (r >= 0)
                        r = buf_newline(&b);
        }
        for (size_t i = 0; r >= 0 && i < p->n_files; i++)
                r = format_file(&b, &p->files[i]);
        for (size_t i = 0; r >= 0 && i < p->n_lookups; i++) {
                r = buf_puts(&b, "lookup ");
                if (r >= 0)
                        r = buf_put_escaped(&b, p->lookups[i]);
                if (r >= 0)
                        r = buf_newline(&b);
        }

        if (r >= 0 && b.too_long)
                r = -E2BIG;
        if (r >= 0 && !b.data)
                r = -EINVAL;
        if (r < 0) {
                free(b.data);
                return r;
        }
        *ret = b.data;
        if (ret_size)
                *ret_size = b.size;
        return 0;
}

/* ---- parsing -------------------------------------------------------------------------------- */

typedef struct Token {
        const char *s;
        size_t n;
} Token;

typedef struct Parser {
        const char *line; /* current line, without its '\n' */
        const char *end;
        const char *pos;  /* next token */
        unsigned line_no;
        const char *reason;
} Parser;

static int parse_fail(Parser *ps, const char *reason) {
        ps->reason = reason;
        return -EBADMSG;
}

/* Next space-separated token: 1 got one, 0 at the end of the line, -EBADMSG on a stray space. */
static int token_next(Parser *ps, Token *ret) {
        if (ps->pos >= ps->end)
                return 0;
        if (ps->pos != ps->line) {
                /* Between tokens there is exactly one space, and a line never ends in one. */
                if (*ps->pos != ' ')
                        return parse_fail(ps, "internal tokenizer error");
                ps->pos++;
                if (ps->pos >= ps->end)
                        return parse_fail(ps, "trailing space");
        }
        if (*ps->pos == ' ')
                return parse_fail(ps, ps->pos == ps->line ? "leading space" : "double space");
        const char *s = ps->pos;
        const char *e = memchr(s, ' ', (size_t) (ps->end - s));
        if (!e)
                e = ps->end;
        ps->pos = e;
        *ret = (Token) { s, (size_t) (e - s) };
        return 1;
}

static int token_expect(Parser *ps, Token *ret, const char *reason) {
        int r = token_next(ps, ret);
        if (r == 0)
                return parse_fail(ps, reason);
        return r < 0 ? r : 0;
}

static int token_expect_end(Parser *ps) {
        Token t;
        int r = token_next(ps, &t);
        if (r > 0)
                return parse_fail(ps, "too many values");
        return r;
}

static bool token_is(const Token *t, const char *s) {
        size_t n = strlen(s);
        return t->n == n && memcmp(t->s, s, n) == 0;
}

static int hexval(char c) {
        if (c >= '0' && c <= '9')
                return c - '0';
        if (c >= 'a' && c <= 'f')
                return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
                return c - 'A' + 10;
        return -1;
}

/* Unescapes a string token into a malloc'ed, NUL-terminated string. */
static int token_unescape(Parser *ps, const Token *t, char **ret) {
        if (token_is(t, "\"\"")) {
                char *s = strdup("");
                if (!s)
                        return -ENOMEM;
                *ret = s;
                return 0;
        }
        char *s = malloc(t->n + 1), *o = s;
        if (!s)
                return -ENOMEM;
        for (size_t i = 0; i < t->n; i++) {
                char c = t->s[i];
                if (c == '"') {
                        free(s);
                        return parse_fail(ps, "unescaped quote");
                }
                if ((unsigned char) c <= 0x20 || (unsigned char) c >= 0x7f) {
                        free(s);
                        return parse_fail(ps, "control or non-ASCII byte not escaped");
                }
                if (c != '\\') {
                        *o++ = c;
                        continue;
                }
                if (++i >= t->n) {
                        free(s);
                        return parse_fail(ps, "escape at end of string");
                }
                switch (t->s[i]) {
                case '\\':
                case '"':
                        *o++ = t->s[i];
                        break;
                case 'n':
                        *o++ = '\n';
                        break;
                case 't':
                        *o++ = '\t';
                        break;
                case 'x': {
                        int hi = i + 2 < t->n ? hexval(t->s[i + 1]) : -1;
                        int lo = i + 2 < t->n ? hexval(t->s[i + 2]) : -1;
                        if (hi < 0 || lo < 0) {
                                free(s);
                                return parse_fail(ps, "bad \\x escape");
                        }
                        if (hi == 0 && lo == 0) {
                                free(s);
                                return parse_fail(ps, "NUL byte in string");
                        }
                        *o++ = (char) (hi << 4 | lo);
                        i += 2;
                        break;
                }
                default:
                        free(s);
                        return parse_fail(ps, "unknown escape");
                }
        }
        *o = 0;
        *ret = s;
        return 0;
}

static int parse_path_token(Parser *ps, const Token *t, char **ret) {
        char *s;
        int r = token_unescape(ps, t, &s);
        if (r < 0)
                return r;
        if (s[0] != '/') {
                free(s);
                return parse_fail(ps, "path not absolute");
        }
        *ret = s;
        return 0;
}

/* The rest of a "file" or "lookup" line: one absolute path, nothing after it. */
static int parse_path_line(Parser *ps, char **ret) {
        Token t;
        char *path;
        int r;

        r = token_expect(ps, &t, "missing path");
        if (r < 0)
                return r;
        r = parse_path_token(ps, &t, &path);
        if (r < 0)
                return r;
        r = token_expect_end(ps);
        if (r < 0) {
                free(path);
                return r;
        }
        *ret = path;
        return 0;
}

/* Decimal, no sign, no leading zeros, at most 2^64-1. */
static int parse_u64_str(const char *s, size_t n, uint64_t *ret) {
        uint64_t v = 0;
        if (n == 0 || n > 20 || (n > 1 && s[0] == '0'))
                return -EBADMSG;
        for (size_t i = 0; i < n; i++) {
                if (s[i] < '0' || s[i] > '9')
                        return -EBADMSG;
                if (__builtin_mul_overflow(v, 10, &v) ||
                    __builtin_add_overflow(v, (uint64_t) (s[i] - '0'), &v))
                        return -EBADMSG;
        }
        *ret = v;
        return 0;
}

static int parse_number_line(Parser *ps, uint64_t *ret) {
        Token t;
        int r = token_expect(ps, &t, "missing number");
        if (r < 0)
                return r;
        if (parse_u64_str(t.s, t.n, ret) < 0)
                return parse_fail(ps, "bad number");
        return token_expect_end(ps);
}

/* "KEY=" prefix of a token: returns the value part or NULL. */
static bool token_key(const Token *t, const char *key, Token *ret_value) {
        size_t n = strlen(key);
        if (t->n < n + 1 || memcmp(t->s, key, n) != 0 || t->s[n] != '=')
                return false;
        *ret_value = (Token) { t->s + n + 1, t->n - n - 1 };
        return true;
}

static int parse_id(Parser *ps, ProfileFingerprint *id) {
        Token t, v;
        uint64_t a, b;
        int r;

        *id = (ProfileFingerprint) {};

        r = token_expect(ps, &t, "missing dev=");
        if (r < 0)
                return r;
        if (!token_key(&t, "dev", &v))
                return parse_fail(ps, "expected dev=MAJOR:MINOR");
        const char *colon = memchr(v.s, ':', v.n);
        if (!colon || parse_u64_str(v.s, (size_t) (colon - v.s), &a) < 0 ||
            parse_u64_str(colon + 1, v.n - (size_t) (colon - v.s) - 1, &b) < 0 || a > UINT32_MAX ||
            b > UINT32_MAX)
                return parse_fail(ps, "bad dev=MAJOR:MINOR");
        id->dev = makedev((unsigned) a, (unsigned) b);
        /* makedev() packs 32-bit halves into a 64-bit dev_t losslessly; check anyway. */
        if (major(id->dev) != a || minor(id->dev) != b)
                return parse_fail(ps, "bad dev=MAJOR:MINOR");

        r = token_expect(ps, &t, "missing ino=");
        if (r < 0)
                return r;
        if (!token_key(&t, "ino", &v) || parse_u64_str(v.s, v.n, &id->ino) < 0)
                return parse_fail(ps, "expected ino=NUMBER");

        r = token_expect(ps, &t, "missing size=");
        if (r < 0)
                return r;
        if (!token_key(&t, "size", &v) || parse_u64_str(v.s, v.n, &id->size) < 0)
                return parse_fail(ps, "expected size=NUMBER");
        if (id->size > INT64_MAX)
                return parse_fail(ps, "size out of range");

        r = token_expect(ps, &t, "missing mtime=");
        if (r < 0)
                return r;
        if (!token_key(&t, "mtime", &v))
                return parse_fail(ps, "expected mtime=SECONDS.NANOSECONDS");
        const char *dot = memchr(v.s, '.', v.n);
        if (!dot || parse_u64_str(v.s, (size_t) (dot - v.s), &a) < 0 || v.n - (size_t) (dot - v.s) - 1 != 9)
                return parse_fail(ps, "bad mtime=SECONDS.NANOSECONDS");
        /* Nine digits exactly, leading zeros allowed here. */
        b = 0;
        for (const char *c = dot + 1; c < v.s + v.n; c++) {
                if (*c < '0' || *c > '9')
                        return parse_fail(ps, "bad mtime=SECONDS.NANOSECONDS");
                b = b * 10 + (uint64_t) (*c - '0');
        }
        if (__builtin_mul_overflow(a, UINT64_C(1000000000), &id->mtime_nsec) ||
            __builtin_add_overflow(id->mtime_nsec, b, &id->mtime_nsec))
                return parse_fail(ps, "mtime out of range");

        r = token_next(ps, &t);
        if (r <= 0)
                return r;
        if (!token_key(&t, "build-id", &v))
                return parse_fail(ps, "expected build-id=HEX");
        if (v.n == 0 || v.n % 2 != 0 || v.n / 2 > PROFILE_BUILD_ID_MAX)
                return parse_fail(ps, "bad build-id length");
        for (size_t i = 0; i < v.n; i += 2) {
                int hi = hexval(v.s[i]), lo = hexval(v.s[i + 1]);
                bool upper = (v.s[i] >= 'A' && v.s[i] <= 'F') || (v.s[i + 1] >= 'A' && v.s[i + 1] <= 'F');
                if (hi < 0 || lo < 0 || upper)
                        return parse_fail(ps, "build-id not lower-case hex");
                id->build_id[i / 2] = (uint8_t) (hi << 4 | lo);
        }
        id->build_id_size = v.n / 2;
        return token_expect_end(ps);
}

static int parse_ranges(Parser *ps, ProfileFile *f, size_t *n_total) {
        Token t;
        int r, any = 0;

        while ((r = token_next(ps, &t)) > 0) {
                uint64_t off, len, end;
                const char *plus = memchr(t.s, '+', t.n);
                if (!plus || parse_u64_str(t.s, (size_t) (plus - t.s), &off) < 0 ||
                    parse_u64_str(plus + 1, t.n - (size_t) (plus - t.s) - 1, &len) < 0)
                        return parse_fail(ps, "expected OFFSET+LENGTH");
                if (len == 0)
                        return parse_fail(ps, "empty range");
                if (__builtin_add_overflow(off, len, &end))
                        return parse_fail(ps, "range overflows");
                if (end > f->id.size)
                        return parse_fail(ps, "range beyond end of file");
                any = 1;
                if (f->n_ranges > 0) {
                        Range *last = &f->ranges[f->n_ranges - 1];
                        uint64_t last_end = last->offset + last->length;
                        if (off < last_end)
                                return parse_fail(ps, "ranges overlap or not ascending");
                        if (off == last_end) {
                                last->length += len;
                                continue;
                        }
                }
                if (*n_total >= PROFILE_RANGES_MAX)
                        return parse_fail(ps, "too many ranges");
                /* Past the last range and not touching it: an append. */
                r = ranges_add(&f->ranges, &f->n_ranges, &f->n_ranges_allocated, off, end, RANGE_SOURCE_PROFILE);
                if (r < 0)
                        return r;
                (*n_total)++;
        }
        if (r < 0)
                return r;
        if (!any)
                return parse_fail(ps, "range line without ranges");
        return 0;
}

typedef struct PathLine {
        const char *path;
        unsigned line;
} PathLine;

static int path_line_cmp(const void *a, const void *b) {
        const PathLine *x = a, *y = b;
        int c = strcmp(x->path, y->path);
        if (c != 0)
                return c;
        return x->line < y->line ? -1 : x->line > y->line;
}

/* Grows a line-number array to n entries when it is shorter: only when the entries' array grew. */
static int lines_reserve(unsigned **lines, size_t *n_allocated, size_t n) {
        if (*n_allocated >= n)
                return 0;
        unsigned *v = reallocarray(*lines, n, sizeof(unsigned));
        if (!v)
                return -ENOMEM;
        *lines = v;
        *n_allocated = n;
        return 0;
}

/* Fails with reason at the later line of the first path that v holds twice; sorts v. Sorting once
 * keeps big profiles n log n. */
static int check_unique(Parser *ps, PathLine *v, size_t n, const char *reason) {
        if (n > 1)
                qsort(v, n, sizeof(PathLine), path_line_cmp);
        for (size_t i = 1; i < n; i++)
                if (strcmp(v[i - 1].path, v[i].path) == 0) {
                        ps->line_no = v[i].line;
                        return parse_fail(ps, reason);
                }
        return 0;
}

int profile_parse(const char *buf, size_t len, Profile **ret, unsigned *ret_line, const char **ret_reason) {
        _cleanup_(profile_freep) Profile *p = NULL;
        _cleanup_free_ unsigned *file_lines = NULL, *lookup_lines = NULL;
        size_t n_file_lines = 0, n_lookup_lines = 0; /* allocated, kept at the entries' capacity */
        _cleanup_free_ PathLine *paths = NULL; /* for the duplicate checks at the end */
        size_t n_ranges_total = 0;
        Parser ps = {};
        bool have_header = false, need_id = false, in_lookups = false, seen_name = false, seen_program = false,
             seen_command = false, seen_recorded = false, seen_duration = false;
        ProfileFile *cur = NULL;
        const char *s = buf, *e = buf + len;
        int r;

        r = profile_new(NULL, &p);
        if (r < 0)
                return r;

        while (s < e) {
                const char *nl = memchr(s, '\n', (size_t) (e - s));
                const char *le = nl ? nl : e;
                Token kw;

                ps = (Parser) { .line = s, .end = le, .pos = s, .line_no = ps.line_no + 1 };
                s = nl ? nl + 1 : e;

                if ((size_t) (le - ps.line) > PROFILE_LINE_MAX) {
                        r = parse_fail(&ps, "line too long");
                        goto fail;
                }
                if (memchr(ps.line, 0, (size_t) (le - ps.line))) {
                        r = parse_fail(&ps, "NUL byte");
                        goto fail;
                }
                if (!have_header) {
                        static const char magic[] = "preload-profile ";
                        size_t ml = sizeof(magic) - 1;
                        if ((size_t) (le - ps.line) < ml || memcmp(ps.line, magic, ml) != 0) {
                                r = parse_fail(&ps, "not a profile (no preload-profile header)");
                                goto fail;
                        }
                        uint64_t v;
                        if (parse_u64_str(ps.line + ml, (size_t) (le - ps.line) - ml, &v) < 0 ||
                            v != PROFILE_FORMAT_VERSION) {
                                r = parse_fail(&ps, "unsupported profile version");
                                goto fail;
                        }
                        have_header = true;
                        continue;
                }
                if (le == ps.line || ps.line[0] == '#')
                        continue;

                r = token_expect(&ps, &kw, "empty line");
                if (r < 0)
                        goto fail;

                if (need_id && !token_is(&kw, "id")) {
                        r = parse_fail(&ps, "expected id line after file");
                        goto fail;
                }

                if (token_is(&kw, "lookup")) {
                        char *path;
                        if (!seen_name) {
                                /* Like a file entry, a lookup ends the header. */
                                r = parse_fail(&ps, "lookup before name");
                                goto fail;
                        }
                        r = parse_path_line(&ps, &path);
                        if (r < 0)
                                goto fail;
                        r = profile_add_lookup(p, path);
                        free(path);
                        if (r < 0) {
                                if (r == -E2BIG)
                                        r = parse_fail(&ps, "too many lookups");
                                goto fail;
                        }
                        r = lines_reserve(&lookup_lines, &n_lookup_lines, p->n_lookups_allocated);
                        if (r < 0)
                                goto fail;
                        lookup_lines[p->n_lookups - 1] = ps.line_no;
                        in_lookups = true;
                } else if (in_lookups) {
                        r = parse_fail(&ps, token_is(&kw, "file") || token_is(&kw, "range") ||
                                                            token_is(&kw, "id")
                                                    ? "file entry after lookup"
                                                    : "unknown keyword after lookup");
                        goto fail;
                } else if (token_is(&kw, "file")) {
                        char *path;
                        r = parse_path_line(&ps, &path);
                        if (r < 0)
                                goto fail;
                        if (p->n_files >= PROFILE_FILES_MAX) {
                                free(path);
                                r = parse_fail(&ps, "too many files");
                                goto fail;
                        }
                        r = profile_append_file(p, path, NULL, &cur);
                        if (r < 0) {
                                free(path);
                                goto fail;
                        }
                        r = lines_reserve(&file_lines, &n_file_lines, p->n_files_allocated);
                        if (r < 0)
                                goto fail;
                        file_lines[p->n_files - 1] = ps.line_no;
                        need_id = true;
                } else if (token_is(&kw, "id")) {
                        if (!need_id) {
                                r = parse_fail(&ps, cur ? "duplicate id line" : "id line without file");
                                goto fail;
                        }
                        r = parse_id(&ps, &cur->id);
                        if (r < 0)
                                goto fail;
                        need_id = false;
                } else if (token_is(&kw, "range")) {
                        if (!cur) {
                                r = parse_fail(&ps, "range line without file");
                                goto fail;
                        }
                        r = parse_ranges(&ps, cur, &n_ranges_total);
                        if (r < 0)
                                goto fail;
                } else if (cur) {
                        /* Header keywords after the first file are as wrong as unknown ones. */
                        bool header = token_is(&kw, "name") || token_is(&kw, "program") ||
                                      token_is(&kw, "command") || token_is(&kw, "recorded") ||
                                      token_is(&kw, "duration");
                        r = parse_fail(&ps, header ? "header keyword after first file" : "unknown keyword");
                        goto fail;
                } else if (token_is(&kw, "name")) {
                        Token t;
                        if (seen_name) {
                                r = parse_fail(&ps, "duplicate name");
                                goto fail;
                        }
                        r = token_expect(&ps, &t, "missing name");
                        if (r < 0)
                                goto fail;
                        r = token_unescape(&ps, &t, &p->name);
                        if (r < 0)
                                goto fail;
                        if (!profile_name_is_valid(p->name)) {
                                r = parse_fail(&ps, "invalid name");
                                goto fail;
                        }
                        r = token_expect_end(&ps);
                        if (r < 0)
                                goto fail;
                        seen_name = true;
                } else if (token_is(&kw, "program")) {
                        Token t;
                        if (seen_program) {
                                r = parse_fail(&ps, "duplicate program");
                                goto fail;
                        }
                        r = token_expect(&ps, &t, "missing program path");
                        if (r < 0)
                                goto fail;
                        r = parse_path_token(&ps, &t, &p->program);
                        if (r < 0)
                                goto fail;
                        r = token_expect_end(&ps);
                        if (r < 0)
                                goto fail;
                        seen_program = true;
                } else if (token_is(&kw, "command")) {
                        Token t;
                        if (seen_command) {
                                r = parse_fail(&ps, "duplicate command");
                                goto fail;
                        }
                        seen_command = true;
                        while ((r = token_next(&ps, &t)) > 0) {
                                if (p->n_command >= PROFILE_COMMAND_MAX) {
                                        r = parse_fail(&ps, "command too long");
                                        goto fail;
                                }
                                char **v = reallocarray(p->command, p->n_command + 1, sizeof(char *));
                                if (!v) {
                                        r = -ENOMEM;
                                        goto fail;
                                }
                                p->command = v;
                                r = token_unescape(&ps, &t, &p->command[p->n_command]);
                                if (r < 0)
                                        goto fail;
                                p->n_command++;
                        }
                        if (r < 0)
                                goto fail;
                        if (p->n_command == 0) {
                                r = parse_fail(&ps, "empty command");
                                goto fail;
                        }
                } else if (token_is(&kw, "recorded") || token_is(&kw, "duration")) {
                        bool rec = token_is(&kw, "recorded");
                        bool *seen = rec ? &seen_recorded : &seen_duration;
                        if (*seen) {
                                r = parse_fail(&ps, rec ? "duplicate recorded" : "duplicate duration");
                                goto fail;
                        }
                        r = parse_number_line(&ps, rec ? &p->recorded_usec : &p->duration_usec);
                        if (r < 0)
                                goto fail;
                        *seen = true;
                } else {
                        r = parse_fail(&ps, "unknown keyword");
                        goto fail;
                }
        }

        if (!have_header) {
                ps = (Parser) { .line_no = 1 };
                r = parse_fail(&ps, "not a profile (no preload-profile header)");
                goto fail;
        }
        if (need_id) {
                ps.line_no = file_lines[p->n_files - 1];
                r = parse_fail(&ps, "file without id line");
                goto fail;
        }
        if (!seen_name) {
                ps.line_no = 0;
                r = parse_fail(&ps, "missing name");
                goto fail;
        }
        paths = calloc(MAX(p->n_files, p->n_lookups) + 1, sizeof(PathLine));
        if (!paths)
                return -ENOMEM;
        for (size_t i = 0; i < p->n_files; i++)
                paths[i] = (PathLine) { p->files[i].path, file_lines[i] };
        r = check_unique(&ps, paths, p->n_files, "duplicate file");
        if (r < 0)
                goto fail;
        for (size_t i = 0; i < p->n_lookups; i++)
                paths[i] = (PathLine) { p->lookups[i], lookup_lines[i] };
        r = check_unique(&ps, paths, p->n_lookups, "duplicate lookup");
        if (r < 0)
                goto fail;

        *ret = TAKE_PTR(p);
        return 0;

fail:
        if (r == -EBADMSG) {
                if (ret_line)
                        *ret_line = ps.line_no;
                if (ret_reason)
                        *ret_reason = ps.reason;
        }
        return r;
}

int profile_load(const char *path, Profile **ret, unsigned *ret_line, const char **ret_reason) {
        _cleanup_free_ char *buf = NULL;
        size_t size;
        bool grew;
        int r;

        r = read_regular_file(path, PROFILE_SIZE_MAX, &buf, &size, &grew, ret_reason);
        if (r == -EBADMSG && ret_line)
                *ret_line = 0;
        if (r < 0)
                return r;
        if (grew)
                return -EAGAIN; /* being rewritten in place: not by us, we rename */
        return profile_parse(buf, size, ret, ret_line, ret_reason);
}

/* ---- saving and locating -------------------------------------------------------------------- */

static int write_all(int fd, const char *p, size_t n) {
        while (n > 0) {
                ssize_t w = write(fd, p, n);
                if (w < 0) {
                        if (errno == EINTR)
                                continue;
                        return -errno;
                }
                if (w == 0)
                        return -EIO;
                p += w;
                n -= (size_t) w;
        }
        return 0;
}

int profile_save(const Profile *p, const char *path) {
        _cleanup_free_ char *text = NULL, *dir = NULL, *tmp = NULL;
        _cleanup_close_ int fd = -EBADF;
        size_t size;
        int r;

        r = profile_format(p, &text, &size);
        if (r < 0)
                return r;

        const char *slash = strrchr(path, '/');
        const char *base = slash ? slash + 1 : path;
        if (!*base)
                return -EISDIR;
        dir = slash ? strndup(path, (size_t) (slash - path) + (slash == path)) : strdup(".");
        if (!dir)
                return -ENOMEM;
        if (asprintf(&tmp, "%s/.%s.XXXXXX", dir, base) < 0) {
                tmp = NULL;
                return -ENOMEM;
        }
        fd = mkostemp(tmp, O_CLOEXEC);
        if (fd < 0)
                return -errno;
        /* mkostemp() creates 0600; profiles are meant to be readable (see profile.h). */
        if (fchmod(fd, 0644) < 0) {
                r = -errno;
                goto fail;
        }
        r = write_all(fd, text, size);
        if (r < 0)
                goto fail;
        /* The data must be on disk before the rename makes it the profile, or a crash could leave
         * an empty file under the final name. */
        if (fsync(fd) < 0) {
                r = -errno;
                goto fail;
        }
        if (close(TAKE_FD(fd)) < 0) {
                r = -errno;
                goto fail;
        }
        if (rename(tmp, path) < 0) {
                r = -errno;
                goto fail;
        }
        /* Make the rename itself durable; a directory that cannot be fsync()ed is not an error. */
        int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dfd >= 0) {
                (void) fsync(dfd);
                close(dfd);
        }
        return 0;

fail:
        (void) unlink(tmp);
        return r;
}

int profile_name_from_program(const char *program, char **ret) {
        if (!program)
                return -EINVAL;
        /* A trailing slash names a directory, never a program: the empty base name is refused. */
        const char *slash = strrchr(program, '/');
        if (!profile_name_is_valid(slash ? slash + 1 : program))
                return -EINVAL;
        char *s = strdup(slash ? slash + 1 : program);
        if (!s)
                return -ENOMEM;
        *ret = s;
        return 0;
}

int profile_path_for_name(const char *dir, const char *name, char **ret) {
        char *s;
        if (!profile_name_is_valid(name))
                return -EINVAL;
        if (asprintf(&s, "%s/%s%s", dir, name, PROFILE_SUFFIX) < 0)
                return -ENOMEM;
        *ret = s;
        return 0;
}

static int dir_join(const char *a, const char *b, char **ret) {
        char *s;
        if (asprintf(&s, "%s%s", a, b) < 0)
                return -ENOMEM;
        *ret = s;
        return 0;
}

int profile_dir_user(char **ret) {
        const char *e;

        /* systemd's CacheDirectory=preloadd: a colon-separated list, ours first. */
        e = getenv("CACHE_DIRECTORY");
        if (e && e[0] == '/') {
                _cleanup_free_ char *first = strndup(e, strcspn(e, ":"));
                if (!first)
                        return -ENOMEM;
                return dir_join(first, "/profiles", ret);
        }
        e = getenv("XDG_CACHE_HOME");
        if (e && e[0] == '/')
                return dir_join(e, "/preloadd/profiles", ret);
        e = getenv("HOME");
        if (e && e[0] == '/')
                return dir_join(e, "/.cache/preloadd/profiles", ret);

        struct passwd pw, *res = NULL;
        char buf[4096];
        if (getpwuid_r(getuid(), &pw, buf, sizeof(buf), &res) != 0 || !res || !res->pw_dir ||
            res->pw_dir[0] != '/')
                return -ENOENT;
        return dir_join(res->pw_dir, "/.cache/preloadd/profiles", ret);
}

char **profile_dirs_free(char **dirs) {
        for (size_t i = 0; dirs && dirs[i]; i++)
                free(dirs[i]);
        free(dirs);
        return NULL;
}

int profile_dirs_default(char ***ret) {
        char **v = calloc(3, sizeof(char *));
        size_t n = 0;
        int r;

        if (!v)
                return -ENOMEM;
        r = profile_dir_user(&v[n]);
        if (r == -ENOMEM) {
                free(v);
                return r;
        }
        if (r >= 0)
                n++;
        v[n] = strdup(PROFILE_SYSTEM_DIR);
        if (!v[n]) {
                profile_dirs_free(v);
                return -ENOMEM;
        }
        *ret = v;
        return 0;
}

int profile_dir_ensure(const char *dir, mode_t mode) {
        _cleanup_free_ char *p = strdup(dir);
        struct stat st;

        if (!p)
                return -ENOMEM;
        if (p[0] != '/')
                return -EINVAL;
        for (char *s = p + 1;; s++) {
                if (*s != '/' && *s != 0)
                        continue;
                char saved = *s;
                *s = 0;
                if (mkdir(p, mode) < 0) {
                        if (errno != EEXIST)
                                return -errno;
                        if (stat(p, &st) < 0)
                                return -errno;
                        if (!S_ISDIR(st.st_mode))
                                return -ENOTDIR;
                }
                *s = saved;
                if (saved == 0)
                        break;
                while (s[1] == '/')
                        s++;
                if (s[1] == 0)
                        break;
        }
        return 0;
}

int profile_find(const char *name_or_path, const char *const *dirs, Profile **ret, char **ret_path,
                 unsigned *ret_line, const char **ret_reason) {
        _cleanup_free_ char *name = NULL;
        bool is_path = strchr(name_or_path, '/') != NULL;
        struct stat want;
        int r;

        if (is_path) {
                r = profile_name_from_program(name_or_path, &name);
                if (r < 0)
                        return r;
                if (stat(name_or_path, &want) < 0)
                        return -errno;
        } else {
                if (!profile_name_is_valid(name_or_path))
                        return -EINVAL;
                name = strdup(name_or_path);
                if (!name)
                        return -ENOMEM;
        }

        for (size_t i = 0; dirs && dirs[i]; i++) {
                _cleanup_free_ char *path = NULL;
                _cleanup_(profile_freep) Profile *p = NULL;

                r = profile_path_for_name(dirs[i], name, &path);
                if (r < 0)
                        return r;
                r = profile_load(path, &p, ret_line, ret_reason);
                if (r == -ENOENT || r == -ENOTDIR)
                        continue;
                if (r < 0) {
                        if (ret_path)
                                *ret_path = TAKE_PTR(path);
                        return r;
                }
                if (is_path && p->program) {
                        struct stat have;
                        /* Same base name, other program (/opt/x/bin/python3 against /usr/bin/python3). */
                        if (stat(p->program, &have) < 0 || have.st_dev != want.st_dev ||
                            have.st_ino != want.st_ino)
                                continue;
                }
                if (ret_path)
                        *ret_path = TAKE_PTR(path);
                *ret = TAKE_PTR(p);
                return 0;
        }
        return -ENOENT;
}

/* ---- fingerprints and staleness ------------------------------------------------------------- */

static void libelf_init(void) {
        static bool done;
        if (!__atomic_load_n(&done, __ATOMIC_ACQUIRE)) {
                (void) elf_version(EV_CURRENT);
                __atomic_store_n(&done, true, __ATOMIC_RELEASE);
        }
}

int profile_build_id_read(int fd, uint8_t buf[static PROFILE_BUILD_ID_MAX], size_t *ret_size) {
        unsigned char magic[SELFMAG];
        _cleanup_(elf_endp) Elf *elf = NULL;
        size_t phnum;

        /* Most files a launch reads are not ELF: decide that with one small read. */
        ssize_t n = pread(fd, magic, sizeof(magic), 0);
        if (n < 0)
                return -errno;
        if ((size_t) n < sizeof(magic) || memcmp(magic, ELFMAG, SELFMAG) != 0)
                return -ENOEXEC;

        libelf_init();
        /* ELF_C_READ reads what it is asked for with pread(): no mapping, so a file truncated
         * meanwhile gives an error rather than SIGBUS. */
        elf = elf_begin(fd, ELF_C_READ, NULL);
        if (!elf || elf_kind(elf) != ELF_K_ELF)
                return -ENOEXEC;
        if (elf_getphdrnum(elf, &phnum) < 0)
                return -EBADMSG;
        if (phnum > BUILD_ID_PHNUM_MAX)
                return -EBADMSG;
        for (size_t i = 0; i < phnum; i++) {
                GElf_Phdr ph;
                if (!gelf_getphdr(elf, (int) i, &ph))
                        return -EBADMSG;
                if (ph.p_type != PT_NOTE || ph.p_filesz == 0 || ph.p_filesz > BUILD_ID_NOTE_MAX)
                        continue;
                Elf_Data *data = elf_getdata_rawchunk(elf, (int64_t) ph.p_offset, ph.p_filesz,
                                                      ph.p_align == 8 ? ELF_T_NHDR8 : ELF_T_NHDR);
                if (!data)
                        continue;
                GElf_Nhdr nh;
                size_t off = 0, name_off, desc_off;
                while (off < data->d_size &&
                       (off = gelf_getnote(data, off, &nh, &name_off, &desc_off)) > 0) {
                        if (nh.n_type != NT_GNU_BUILD_ID || nh.n_namesz != 4 ||
                            memcmp((const char *) data->d_buf + name_off, "GNU", 4) != 0)
                                continue;
                        if (nh.n_descsz == 0 || nh.n_descsz > PROFILE_BUILD_ID_MAX)
                                return -EBADMSG;
                        memcpy(buf, (const char *) data->d_buf + desc_off, nh.n_descsz);
                        *ret_size = nh.n_descsz;
                        return 0;
                }
        }
        return -ENODATA;
}

static uint64_t stat_mtime_nsec(const struct stat *st) {
        return (uint64_t) st->st_mtim.tv_sec * UINT64_C(1000000000) + (uint64_t) st->st_mtim.tv_nsec;
}

int profile_fingerprint_fd(int fd, ProfileFingerprint *ret) {
        ProfileFingerprint id = {};
        struct stat st;

        if (fstat(fd, &st) < 0)
                return -errno;
        id.dev = st.st_dev;
        id.ino = (uint64_t) st.st_ino;
        id.size = (uint64_t) st.st_size;
        id.mtime_nsec = stat_mtime_nsec(&st);
        if (S_ISREG(st.st_mode) && profile_build_id_read(fd, id.build_id, &id.build_id_size) < 0)
                id.build_id_size = 0;
        *ret = id;
        return 0;
}

int profile_fingerprint_path(const char *path, ProfileFingerprint *ret) {
        _cleanup_close_ int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        if (fd < 0)
                return -errno;
        return profile_fingerprint_fd(fd, ret);
}

/* NULL when the file at f->path is the same ELF build as recorded (*st set to it), else why not. */
static const char *same_build_check(const ProfileFile *f, struct stat *st) {
        _cleanup_close_ int fd = open(f->path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
        ProfileFingerprint now;

        if (fd < 0 || profile_fingerprint_fd(fd, &now) < 0 || fstat(fd, st) < 0)
                return "modified since recording, and unreadable";
        if (now.build_id_size != f->id.build_id_size ||
            memcmp(now.build_id, f->id.build_id, now.build_id_size) != 0)
                return "another build (build-id differs)";
        if ((uint64_t) st->st_size != f->id.size)
                return "size changed since recording";
        return NULL;
}

int profile_file_check(const ProfileFile *f, ProfileFileState *ret_state, struct stat *ret_st,
                       const char **ret_reason) {
        ProfileFileState state;
        const char *reason;
        struct stat st;

        if (stat(f->path, &st) < 0) {
                state = PROFILE_FILE_MISSING;
                reason = errno == ENOENT || errno == ENOTDIR ? "no longer exists" : "cannot be accessed";
        } else if (!S_ISREG(st.st_mode)) {
                state = PROFILE_FILE_MISSING;
                reason = "no longer a regular file";
        } else if (st.st_dev == f->id.dev && (uint64_t) st.st_ino == f->id.ino &&
                   (uint64_t) st.st_size == f->id.size && stat_mtime_nsec(&st) == f->id.mtime_nsec) {
                state = PROFILE_FILE_FRESH;
                reason = NULL;
        } else if ((uint64_t) st.st_size != f->id.size) {
                state = PROFILE_FILE_STALE;
                reason = "size changed since recording";
        } else if (f->id.build_id_size == 0) {
                state = PROFILE_FILE_STALE;
                reason = "modified since recording";
        } else {
                /* Same size, other inode or mtime: still valid if it is the same build. */
                reason = same_build_check(f, &st);
                state = reason ? PROFILE_FILE_STALE : PROFILE_FILE_SAME_BUILD;
        }

        if (reason && ret_reason)
                *ret_reason = reason;
        if (!reason && ret_st)
                *ret_st = st;
        *ret_state = state;
        return 0;
}

static int report_drop(ProfileReport *r, const char *path, ProfileFileState state, const char *reason) {
        if (!r)
                return 0;
        ProfileIssue *v = reallocarray(r->dropped, r->n_dropped + 1, sizeof(*v));
        if (!v)
                return -ENOMEM;
        r->dropped = v;
        char *s = strdup(path);
        if (!s)
                return -ENOMEM;
        v[r->n_dropped++] = (ProfileIssue) { s, state, reason };
        return 0;
}

int profile_add_to_plan(const Profile *p, Plan *plan, ProfileReport *report) {
        int r;

        for (size_t i = 0; i < p->n_files; i++) {
                const ProfileFile *f = &p->files[i];
                ProfileFileState state;
                const char *reason = NULL;
                struct stat st;
                PlanFile *pf;

                r = profile_file_check(f, &state, &st, &reason);
                if (r < 0)
                        return r;
                if (state == PROFILE_FILE_STALE || state == PROFILE_FILE_MISSING) {
                        r = report_drop(report, f->path, state, reason);
                        if (r < 0)
                                return r;
                        continue;
                }
                if (report) {
                        if (state == PROFILE_FILE_FRESH)
                                report->n_fresh++;
                        else
                                report->n_same_build++;
                }
                r = plan_add_file(plan, f->path, f->path, &st, &pf);
                if (r < 0)
                        return r;
                for (size_t j = 0; j < f->n_ranges; j++) {
                        r = plan_file_add_range(pf, f->ranges[j].offset, f->ranges[j].length,
                                                RANGE_SOURCE_PROFILE);
                        if (r < 0)
                                return r;
                }
        }
        for (size_t i = 0; i < p->n_lookups; i++) {
                r = plan_add_lookup(plan, p->lookups[i]);
                if (r < 0)
                        return r;
        }
        return 0;
}
