/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Writing a profile in its text form (the format is described in profile.h). */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>

#include "macro.h"
#include "profile-internal.h"
#include "profile-portable.h"

/* Ranges per "range" line in the written form: short enough to diff, long enough to be compact. */
#define FORMAT_RANGES_PER_LINE 16u

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

/* "range" or "touched" lines: FORMAT_RANGES_PER_LINE pairs a line, far below PROFILE_LINE_MAX. */
static int format_ranges(Buf *b, const char *keyword, const Range *v, size_t n) {
        int r = 0;

        for (size_t i = 0; r >= 0 && i < n; i++) {
                r = buf_puts(b, i % FORMAT_RANGES_PER_LINE == 0 ? keyword : "");
                if (r >= 0)
                        r = buf_printf(b, " %" PRIu64 "+%" PRIu64, v[i].offset, v[i].length);
                bool line_full = i % FORMAT_RANGES_PER_LINE == FORMAT_RANGES_PER_LINE - 1;
                if (r >= 0 && (line_full || i + 1 == n))
                        r = buf_newline(b);
        }
        return r;
}

static int format_file(Buf *b, const ProfileFile *f, bool portable) {
        int r;

        r = buf_puts(b, "file ");
        if (r >= 0)
                r = buf_put_escaped(b, f->path);
        if (r >= 0)
                r = buf_newline(b);
        if (r >= 0 && portable)
                r = buf_printf(b, "id size=%" PRIu64 " sample=%016" PRIx64, f->id.size, f->id.sample);
        else if (r >= 0)
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
        if (r >= 0 && f->misses > 0 && !portable) {
                r = buf_printf(b, "misses %u", f->misses);
                if (r >= 0)
                        r = buf_newline(b);
        }
        if (r >= 0)
                r = format_ranges(b, "range", f->ranges, f->n_ranges);
        if (r >= 0)
                r = format_ranges(b, "touched", f->touched, f->n_touched);
        return r;
}

static int format_text(const Profile *p, bool portable, char **ret, size_t *ret_size) {
        Buf b = {};
        int r;

        if (!profile_name_is_valid(p->name))
                return -EINVAL;

        if (portable) {
                r = buf_printf(&b, "preload-portable %d", PORTABLE_FORMAT_VERSION);
                if (r >= 0)
                        r = buf_newline(&b);
                if (r >= 0)
                        r = buf_puts(&b, "# Exported by preloadctl profile export: files by path, size, sample "
                                         "and build-id; import with preloadctl profile import.\n");
        } else {
                r = buf_printf(&b, "preload-profile %d", PROFILE_FORMAT_VERSION);
                if (r >= 0)
                        r = buf_newline(&b);
                if (r >= 0)
                        r = buf_puts(&b, "# Learned by preloadctl record: files in first-use order, "
                                         "byte ranges read, paths looked up.\n");
        }
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
        if (r >= 0 && p->observed > 0) {
                r = buf_printf(&b, "observed %" PRIu64, p->observed);
                if (r >= 0)
                        r = buf_newline(&b);
        }
        if (r >= 0 && p->launch_cpu_usec > 0) {
                r = buf_printf(&b, "launch-cpu %" PRIu64, p->launch_cpu_usec);
                if (r >= 0)
                        r = buf_newline(&b);
        }
        if (r >= 0 && p->source && !portable) {
                r = buf_puts(&b, "source ");
                if (r >= 0)
                        r = buf_put_escaped(&b, p->source);
                if (r >= 0)
                        r = buf_newline(&b);
        }
        for (size_t i = 0; r >= 0 && i < p->n_files; i++)
                r = format_file(&b, &p->files[i], portable);
        for (size_t i = 0; r >= 0 && i < p->n_lookups; i++) {
                /* "DIR/" is a directory looked names up in: "lookup-in DIR" (profile.h) */
                bool in = lookup_names_dir(p->lookups[i]);
                _cleanup_free_ char *dir = in ? strndup(p->lookups[i], strlen(p->lookups[i]) - 1) : NULL;
                if (in && !dir)
                        r = -ENOMEM;
                if (r >= 0)
                        r = buf_puts(&b, in ? "lookup-in " : "lookup ");
                if (r >= 0)
                        r = buf_put_escaped(&b, in ? dir : p->lookups[i]);
                if (r >= 0 && p->lookup_inos && p->lookup_inos[i] > 0 && !portable)
                        r = buf_printf(&b, " ino=%" PRIu64, p->lookup_inos[i]);
                if (r >= 0)
                        r = buf_newline(&b);
        }
        if (r >= 0 && portable) {
                r = buf_printf(&b, "end files=%zu lookups=%zu", p->n_files, p->n_lookups);
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

int profile_format(const Profile *p, char **ret, size_t *ret_size) {
        return format_text(p, false, ret, ret_size);
}

int portable_format(const Profile *p, char **ret, size_t *ret_size) {
        return format_text(p, true, ret, ret_size);
}
