/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Strict line tokens for our text formats (profiles, metadata maps): a line's values separated
 * by exactly one space, none leading or trailing; decimal numbers without sign or leading zeros;
 * KEY=VALUE tokens. A parser fails with a static reason, which its caller reports with the line.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

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

/* Sets ps->reason; returns -EBADMSG. */
int parse_fail(Parser *ps, const char *reason);
/* Next space-separated token: 1 got one, 0 at the end of the line, -EBADMSG on a stray space. */
int token_next(Parser *ps, Token *ret);
/* The next token, or -EBADMSG with reason at the end of the line. */
int token_expect(Parser *ps, Token *ret, const char *reason);
/* 0 at the end of the line; -EBADMSG ("too many values") otherwise. */
int token_expect_end(Parser *ps);
bool token_is(const Token *t, const char *s);
/* Whether t is "KEY=..."; *ret_value is then what follows the '='. */
bool token_key(const Token *t, const char *key, Token *ret_value);
/* The next token as "KEY=VALUE" (its value in *ret_value), or -EBADMSG with reason. */
int token_expect_key(Parser *ps, const char *key, Token *ret_value, const char *reason);
/* Decimal, no sign, no leading zeros, at most 2^64-1: 0 or -EBADMSG. */
int parse_u64_str(const char *s, size_t n, uint64_t *ret);
/* "MAJOR:MINOR", each at most 32 bits: 0 or -EBADMSG. */
int parse_dev_value(const Token *v, dev_t *ret);
/* "SECONDS.NANOSECONDS", nine digits after the dot, as nanoseconds: 0, -EBADMSG or -ERANGE. */
int parse_mtime_value(const Token *v, uint64_t *ret_nsec);
