/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Strict line tokens, shared by the profile and metadata-map parsers. */
#include <errno.h>
#include <string.h>
#include <sys/sysmacros.h>

#include "tokenize.h"

int parse_fail(Parser *ps, const char *reason) {
        ps->reason = reason;
        return -EBADMSG;
}

/* Next space-separated token: 1 got one, 0 at the end of the line, -EBADMSG on a stray space. */
int token_next(Parser *ps, Token *ret) {
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

int token_expect(Parser *ps, Token *ret, const char *reason) {
        int r = token_next(ps, ret);
        if (r == 0)
                return parse_fail(ps, reason);
        return r < 0 ? r : 0;
}

int token_expect_end(Parser *ps) {
        Token t;
        int r = token_next(ps, &t);
        if (r > 0)
                return parse_fail(ps, "too many values");
        return r;
}

bool token_is(const Token *t, const char *s) {
        size_t n = strlen(s);
        return t->n == n && memcmp(t->s, s, n) == 0;
}

/* Decimal, no sign, no leading zeros, at most 2^64-1. */
int parse_u64_str(const char *s, size_t n, uint64_t *ret) {
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

/* "KEY=" prefix of a token: the value part in *ret_value. */
bool token_key(const Token *t, const char *key, Token *ret_value) {
        size_t n = strlen(key);
        if (t->n < n + 1 || memcmp(t->s, key, n) != 0 || t->s[n] != '=')
                return false;
        *ret_value = (Token) { t->s + n + 1, t->n - n - 1 };
        return true;
}

int token_expect_key(Parser *ps, const char *key, Token *ret_value, const char *reason) {
        Token t;
        int r = token_expect(ps, &t, reason);

        if (r < 0)
                return r;
        if (!token_key(&t, key, ret_value))
                return parse_fail(ps, reason);
        return 0;
}

int parse_dev_value(const Token *v, dev_t *ret) {
        const char *colon = memchr(v->s, ':', v->n);
        uint64_t a, b;
        dev_t d;

        if (!colon || parse_u64_str(v->s, (size_t) (colon - v->s), &a) < 0 ||
            parse_u64_str(colon + 1, v->n - (size_t) (colon - v->s) - 1, &b) < 0 || a > UINT32_MAX || b > UINT32_MAX)
                return -EBADMSG;
        d = makedev((unsigned) a, (unsigned) b);
        /* makedev() packs 32-bit halves into a 64-bit dev_t losslessly; check anyway. */
        if (major(d) != a || minor(d) != b)
                return -EBADMSG;
        *ret = d;
        return 0;
}

int parse_mtime_value(const Token *v, uint64_t *ret_nsec) {
        const char *dot = memchr(v->s, '.', v->n);
        uint64_t a, b = 0, ns;

        if (!dot || parse_u64_str(v->s, (size_t) (dot - v->s), &a) < 0 || v->n - (size_t) (dot - v->s) - 1 != 9)
                return -EBADMSG;
        /* Nine digits exactly, leading zeros allowed here. */
        for (const char *c = dot + 1; c < v->s + v->n; c++) {
                if (*c < '0' || *c > '9')
                        return -EBADMSG;
                b = b * 10 + (uint64_t) (*c - '0');
        }
        if (__builtin_mul_overflow(a, UINT64_C(1000000000), &ns) || __builtin_add_overflow(ns, b, &ns))
                return -ERANGE;
        *ret_nsec = ns;
        return 0;
}
