/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Reading a profile's text form strictly: every line checked, the first error with its line. */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>

#include "fileio.h"
#include "macro.h"
#include "profile-internal.h"
#include "profile-portable.h"
#include "tokenize.h"

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
                        int hi = i + 2 < t->n ? unhexchar(t->s[i + 1]) : -1;
                        int lo = i + 2 < t->n ? unhexchar(t->s[i + 2]) : -1;
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

/* The rest of a "file" line (ret_ino NULL: one absolute path, nothing after it) or of a "lookup"
 * line (ret_ino set: the path, then optionally "ino=N" with N > 0; 0 when absent). */
static int parse_path_line(Parser *ps, char **ret, uint64_t *ret_ino) {
        _cleanup_free_ char *path = NULL;
        uint64_t ino = 0;
        Token t, v;
        int r;

        r = token_expect(ps, &t, "missing path");
        if (r < 0)
                return r;
        r = parse_path_token(ps, &t, &path);
        if (r < 0)
                return r;
        if (ret_ino) {
                r = token_next(ps, &t);
                if (r < 0)
                        return r;
                if (r > 0 && (!token_key(&t, "ino", &v) || parse_u64_str(v.s, v.n, &ino) < 0 || ino == 0))
                        return parse_fail(ps, "expected ino=NUMBER after the lookup path");
        }
        r = token_expect_end(ps);
        if (r < 0)
                return r;
        *ret = TAKE_PTR(path);
        if (ret_ino)
                *ret_ino = ino;
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

/* "sample=HEX": exactly 16 lower-case hex digits (profile-portable.h). */
static int parse_sample(Parser *ps, ProfileFingerprint *id) {
        Token t, v;
        int r = token_expect(ps, &t, "missing sample=");
        if (r < 0)
                return r;
        if (!token_key(&t, "sample", &v))
                return parse_fail(ps, "expected sample=HEX");
        if (v.n != 16)
                return parse_fail(ps, "bad sample length");
        for (size_t i = 0; i < v.n; i++) {
                int x = unhexchar(v.s[i]);
                if (x < 0 || (v.s[i] >= 'A' && v.s[i] <= 'F'))
                        return parse_fail(ps, "sample not lower-case hex");
                id->sample = id->sample << 4 | (uint64_t) x;
        }
        return 0;
}

/* "size=N", below 2^63. */
static int parse_size(Parser *ps, ProfileFingerprint *id) {
        Token t, v;
        int r = token_expect(ps, &t, "missing size=");
        if (r < 0)
                return r;
        if (!token_key(&t, "size", &v) || parse_u64_str(v.s, v.n, &id->size) < 0)
                return parse_fail(ps, "expected size=NUMBER");
        if (id->size > INT64_MAX)
                return parse_fail(ps, "size out of range");
        return 0;
}

/* A native id line's identity: dev= ino= size= mtime=. */
static int parse_native_identity(Parser *ps, ProfileFingerprint *id) {
        Token t, v;
        int r;

        r = token_expect(ps, &t, "missing dev=");
        if (r < 0)
                return r;
        if (!token_key(&t, "dev", &v))
                return parse_fail(ps, "expected dev=MAJOR:MINOR");
        if (parse_dev_value(&v, &id->dev) < 0)
                return parse_fail(ps, "bad dev=MAJOR:MINOR");

        r = token_expect(ps, &t, "missing ino=");
        if (r < 0)
                return r;
        if (!token_key(&t, "ino", &v) || parse_u64_str(v.s, v.n, &id->ino) < 0)
                return parse_fail(ps, "expected ino=NUMBER");

        r = parse_size(ps, id);
        if (r < 0)
                return r;

        r = token_expect(ps, &t, "missing mtime=");
        if (r < 0)
                return r;
        if (!token_key(&t, "mtime", &v))
                return parse_fail(ps, "expected mtime=SECONDS.NANOSECONDS");
        r = parse_mtime_value(&v, &id->mtime_nsec);
        if (r < 0)
                return parse_fail(ps, r == -ERANGE ? "mtime out of range" : "bad mtime=SECONDS.NANOSECONDS");
        return 0;
}

/* A native id line: dev= ino= size= mtime= [build-id=]; a portable one: size= sample= [build-id=]. */
static int parse_id(Parser *ps, ProfileFingerprint *id, bool portable) {
        Token t, v;
        int r;

        *id = (ProfileFingerprint) {};

        if (portable) {
                r = parse_size(ps, id);
                if (r >= 0)
                        r = parse_sample(ps, id);
        } else
                r = parse_native_identity(ps, id);
        if (r < 0)
                return r;

        r = token_next(ps, &t);
        if (r <= 0)
                return r;
        if (!token_key(&t, "build-id", &v))
                return parse_fail(ps, "expected build-id=HEX");
        if (v.n == 0 || v.n % 2 != 0 || v.n / 2 > PROFILE_BUILD_ID_MAX)
                return parse_fail(ps, "bad build-id length");
        for (size_t i = 0; i < v.n; i += 2) {
                int hi = unhexchar(v.s[i]), lo = unhexchar(v.s[i + 1]);
                bool upper = (v.s[i] >= 'A' && v.s[i] <= 'F') || (v.s[i + 1] >= 'A' && v.s[i + 1] <= 'F');
                if (hi < 0 || lo < 0 || upper)
                        return parse_fail(ps, "build-id not lower-case hex");
                id->build_id[i / 2] = (uint8_t) (hi << 4 | lo);
        }
        id->build_id_size = v.n / 2;
        return token_expect_end(ps);
}

/* Whether [off, end) lies inside one of the sorted, merged ranges. */
static bool ranges_contain(const Range *v, size_t n, uint64_t off, uint64_t end) {
        size_t lo = 0, hi = n;

        /* The last range starting at or before off is the only one that can hold it. */
        while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                if (v[mid].offset <= off)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        return lo > 0 && end <= v[lo - 1].offset + v[lo - 1].length;
}

/* The pairs of a "range" line, or of a "touched" line (touched: into f->touched, each inside the
 * ranges read before it). */
static int parse_ranges(Parser *ps, ProfileFile *f, bool touched, size_t *n_total) {
        Range **v = touched ? &f->touched : &f->ranges;
        size_t *n = touched ? &f->n_touched : &f->n_ranges;
        size_t *n_allocated = touched ? &f->n_touched_allocated : &f->n_ranges_allocated;
        Token t;
        int r, any = 0;

        while ((r = token_next(ps, &t)) > 0) {
                uint64_t off, len, end;
                const char *plus = memchr(t.s, '+', t.n);
                if (!plus || parse_u64_str(t.s, (size_t) (plus - t.s), &off) < 0 ||
                    parse_u64_str(plus + 1, t.n - (size_t) (plus - t.s) - 1, &len) < 0)
                        return parse_fail(ps, "expected OFFSET+LENGTH");
                if (len == 0)
                        return parse_fail(ps, touched ? "empty touched range" : "empty range");
                if (__builtin_add_overflow(off, len, &end))
                        return parse_fail(ps, "range overflows");
                if (end > f->id.size)
                        return parse_fail(ps, touched ? "touched range beyond end of file" : "range beyond end of file");
                if (touched && !ranges_contain(f->ranges, f->n_ranges, off, end))
                        return parse_fail(ps, "touched range outside the file's ranges");
                any = 1;
                if (*n > 0) {
                        Range *last = &(*v)[*n - 1];
                        uint64_t last_end = last->offset + last->length;
                        if (off < last_end)
                                return parse_fail(ps, touched ? "touched ranges overlap or not ascending"
                                                              : "ranges overlap or not ascending");
                        if (off == last_end) {
                                last->length += len;
                                continue;
                        }
                }
                if (*n_total >= PROFILE_RANGES_MAX)
                        return parse_fail(ps, "too many ranges");
                /* Past the last range and not touching it: an append. */
                r = ranges_add(v, n, n_allocated, off, end, RANGE_SOURCE_PROFILE);
                if (r < 0)
                        return r;
                (*n_total)++;
        }
        if (r < 0)
                return r;
        if (!any)
                return parse_fail(ps, touched ? "touched line without ranges" : "range line without ranges");
        return 0;
}

typedef struct PathLine {
        const char *path;
        unsigned line;
        size_t index;
} PathLine;

/* On a lookup's line number: its path ended in "/" and is kept with "." after it (profile.h). */
#define LINE_DOTTED (1u << 31)

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

/*
 * The lookups' check_unique(), except that a lookup made the same as another by the "." kept
 * after its final "/" is dropped, not an error: profiles written before "lookup-in" hold a
 * program's "X/" beside its "X/." (emacs does both). v[i].index is lookup i; v is sorted, and the
 * undotted one of a group sorts first (LINE_DOTTED is its line's high bit) and stays.
 */
static int lookups_unique(Parser *ps, Profile *p, PathLine *v, size_t n) {
        _cleanup_free_ bool *drop = NULL;
        size_t k = 0;

        if (n > 1)
                qsort(v, n, sizeof(PathLine), path_line_cmp);
        for (size_t i = 1; i < n; i++) {
                if (strcmp(v[i - 1].path, v[i].path) != 0)
                        continue;
                if (!(v[i].line & LINE_DOTTED)) {
                        ps->line_no = v[i].line;
                        return parse_fail(ps, "duplicate lookup");
                }
                if (!drop && !(drop = calloc(n, sizeof(bool))))
                        return -ENOMEM;
                drop[v[i].index] = true;
        }
        if (!drop)
                return 0;
        for (size_t i = 0; i < n; i++) {
                if (drop[i]) {
                        free(p->lookups[i]);
                        continue;
                }
                p->lookups[k] = p->lookups[i];
                p->lookup_inos[k++] = p->lookup_inos[i];
        }
        p->n_lookups = k;
        return 0;
}

/* A path a portable profile may name (profile_path_portable()), else the parse fails. */
static int check_portable_path(Parser *ps, bool portable, const char *path) {
        if (portable && !profile_path_portable(path))
                return parse_fail(ps, "path outside the allowed roots");
        return 0;
}

/* "end files=N lookups=M", the last line of a portable profile: what a truncated copy lacks. */
static int parse_end(Parser *ps, const Profile *p) {
        uint64_t files, lookups;
        Token t, v;
        int r;

        r = token_expect(ps, &t, "missing files=");
        if (r < 0)
                return r;
        if (!token_key(&t, "files", &v) || parse_u64_str(v.s, v.n, &files) < 0)
                return parse_fail(ps, "expected files=NUMBER");
        r = token_expect(ps, &t, "missing lookups=");
        if (r < 0)
                return r;
        if (!token_key(&t, "lookups", &v) || parse_u64_str(v.s, v.n, &lookups) < 0)
                return parse_fail(ps, "expected lookups=NUMBER");
        r = token_expect_end(ps);
        if (r < 0)
                return r;
        if (files != p->n_files || lookups != p->n_lookups)
                return parse_fail(ps, "end line does not match the entries (truncated or edited)");
        return 0;
}

static int parse_text(const char *buf, size_t len, bool portable, Profile **ret, unsigned *ret_line,
                      const char **ret_reason) {
        _cleanup_(profile_freep) Profile *p = NULL;
        _cleanup_free_ unsigned *file_lines = NULL, *lookup_lines = NULL;
        size_t n_file_lines = 0, n_lookup_lines = 0; /* allocated, kept at the entries' capacity */
        _cleanup_free_ PathLine *paths = NULL; /* for the duplicate checks at the end */
        size_t n_ranges_total = 0;
        Parser ps = {};
        bool have_header = false, need_id = false, in_lookups = false, seen_name = false, seen_program = false,
             seen_command = false, seen_recorded = false, seen_duration = false, seen_observed = false,
             seen_launch_cpu = false, seen_source = false, seen_end = false,
             cur_misses_seen = false;
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
                        const char *magic = portable ? "preload-portable " : "preload-profile ";
                        size_t ml = strlen(magic);
                        if ((size_t) (le - ps.line) < ml || memcmp(ps.line, magic, ml) != 0) {
                                r = parse_fail(&ps, portable ? "not a portable profile (no preload-portable header)"
                                                             : "not a profile (no preload-profile header)");
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

                if (seen_end) {
                        r = parse_fail(&ps, "line after end");
                        goto fail;
                }
                if (need_id && !token_is(&kw, "id")) {
                        r = parse_fail(&ps, "expected id line after file");
                        goto fail;
                }

                if (portable && token_is(&kw, "end")) {
                        if (!seen_name) {
                                r = parse_fail(&ps, "end before name");
                                goto fail;
                        }
                        r = parse_end(&ps, p);
                        if (r < 0)
                                goto fail;
                        seen_end = true;
                } else if (token_is(&kw, "lookup") || token_is(&kw, "lookup-in")) {
                        char *path;
                        uint64_t ino = 0;
                        if (!seen_name) {
                                /* Like a file entry, a lookup ends the header. */
                                r = parse_fail(&ps, "lookup before name");
                                goto fail;
                        }
                        r = parse_path_line(&ps, &path, &ino);
                        if (r < 0)
                                goto fail;
                        /* No inode numbers travel: another machine's would only mislead the order. */
                        if (portable && ino > 0)
                                r = parse_fail(&ps, "ino= in a portable profile");
                        if (r >= 0)
                                r = check_portable_path(&ps, portable, path);
                        if (r < 0) {
                                free(path);
                                goto fail;
                        }
                        bool dotted = token_is(&kw, "lookup") && lookup_names_dir(path);
                        r = token_is(&kw, "lookup-in") ? profile_add_lookup_in(p, path, ino)
                                                       : profile_add_lookup_ino(p, path, ino);
                        free(path);
                        if (r < 0) {
                                if (r == -E2BIG)
                                        r = parse_fail(&ps, "too many lookups");
                                goto fail;
                        }
                        r = lines_reserve(&lookup_lines, &n_lookup_lines, p->n_lookups_allocated);
                        if (r < 0)
                                goto fail;
                        lookup_lines[p->n_lookups - 1] = ps.line_no | (dotted ? LINE_DOTTED : 0);
                        in_lookups = true;
                } else if (in_lookups) {
                        r = parse_fail(&ps, token_is(&kw, "file") || token_is(&kw, "range") ||
                                                            token_is(&kw, "touched") || token_is(&kw, "id")
                                                    ? "file entry after lookup"
                                                    : "unknown keyword after lookup");
                        goto fail;
                } else if (token_is(&kw, "file")) {
                        char *path;
                        r = parse_path_line(&ps, &path, NULL);
                        if (r < 0)
                                goto fail;
                        r = check_portable_path(&ps, portable, path);
                        if (r < 0) {
                                free(path);
                                goto fail;
                        }
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
                        cur_misses_seen = false;
                } else if (token_is(&kw, "id")) {
                        if (!need_id) {
                                r = parse_fail(&ps, cur ? "duplicate id line" : "id line without file");
                                goto fail;
                        }
                        r = parse_id(&ps, &cur->id, portable);
                        if (r < 0)
                                goto fail;
                        need_id = false;
                } else if (token_is(&kw, "misses") && !portable) {
                        uint64_t v;
                        if (!cur) {
                                r = parse_fail(&ps, "misses line without file");
                                goto fail;
                        }
                        if (cur_misses_seen || cur->n_ranges > 0) {
                                r = parse_fail(&ps, "misses line not right after the id line");
                                goto fail;
                        }
                        r = parse_number_line(&ps, &v);
                        if (r < 0)
                                goto fail;
                        if (v > UINT32_MAX) {
                                r = parse_fail(&ps, "misses out of range");
                                goto fail;
                        }
                        cur->misses = (unsigned) v;
                        cur_misses_seen = true;
                } else if (token_is(&kw, "range") || token_is(&kw, "touched")) {
                        bool touched = token_is(&kw, "touched");
                        if (!cur) {
                                r = parse_fail(&ps, touched ? "touched line without file" : "range line without file");
                                goto fail;
                        }
                        /* All of a file's ranges first: each touched pair is checked against them. */
                        if (!touched && cur->n_touched > 0) {
                                r = parse_fail(&ps, "range line after touched line");
                                goto fail;
                        }
                        r = parse_ranges(&ps, cur, touched, &n_ranges_total);
                        if (r < 0)
                                goto fail;
                } else if (cur) {
                        /* Header keywords after the first file are as wrong as unknown ones. */
                        bool header = token_is(&kw, "name") || token_is(&kw, "program") ||
                                      token_is(&kw, "command") || token_is(&kw, "recorded") ||
                                      token_is(&kw, "duration") || token_is(&kw, "observed") ||
                                      token_is(&kw, "launch-cpu") || token_is(&kw, "source");
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
                        if (r >= 0)
                                r = check_portable_path(&ps, portable, p->program);
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
                } else if (token_is(&kw, "source") && !portable) {
                        Token t;
                        if (seen_source) {
                                r = parse_fail(&ps, "duplicate source");
                                goto fail;
                        }
                        r = token_expect(&ps, &t, "missing source path");
                        if (r >= 0)
                                r = parse_path_token(&ps, &t, &p->source);
                        if (r >= 0)
                                r = token_expect_end(&ps);
                        if (r < 0)
                                goto fail;
                        seen_source = true;
                } else if (token_is(&kw, "launch-cpu")) {
                        if (seen_launch_cpu) {
                                r = parse_fail(&ps, "duplicate launch-cpu");
                                goto fail;
                        }
                        r = parse_number_line(&ps, &p->launch_cpu_usec);
                        if (r < 0)
                                goto fail;
                        seen_launch_cpu = true;
                } else if (token_is(&kw, "recorded") || token_is(&kw, "duration") ||
                           token_is(&kw, "observed")) {
                        bool rec = token_is(&kw, "recorded"), obs = token_is(&kw, "observed");
                        bool *seen = rec ? &seen_recorded : obs ? &seen_observed : &seen_duration;
                        if (*seen) {
                                r = parse_fail(&ps, rec ? "duplicate recorded" : obs ? "duplicate observed"
                                                                                     : "duplicate duration");
                                goto fail;
                        }
                        r = parse_number_line(&ps, rec   ? &p->recorded_usec
                                                   : obs ? &p->observed
                                                         : &p->duration_usec);
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
        if (portable && !seen_end) {
                ps.line_no = 0;
                r = parse_fail(&ps, "truncated (no end line)");
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
                paths[i] = (PathLine) { p->lookups[i], lookup_lines[i], i };
        r = lookups_unique(&ps, p, paths, p->n_lookups);
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

int profile_parse(const char *buf, size_t len, Profile **ret, unsigned *ret_line, const char **ret_reason) {
        return parse_text(buf, len, false, ret, ret_line, ret_reason);
}

int portable_parse(const char *buf, size_t len, Profile **ret, unsigned *ret_line, const char **ret_reason) {
        return parse_text(buf, len, true, ret, ret_line, ret_reason);
}

static int load_text(const char *path, bool portable, Profile **ret, unsigned *ret_line, const char **ret_reason) {
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
        return parse_text(buf, size, portable, ret, ret_line, ret_reason);
}

int profile_load(const char *path, Profile **ret, unsigned *ret_line, const char **ret_reason) {
        return load_text(path, false, ret, ret_line, ret_reason);
}

int portable_load(const char *path, Profile **ret, unsigned *ret_line, const char **ret_reason) {
        return load_text(path, true, ret, ret_line, ret_reason);
}
