/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Control protocol: NUL framing, message parsing and formatting, parameter checks (no I/O). */
#include <errno.h>
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "macro.h"
#include "profile.h"
#include "protocol.h"

void protocol_framer_init(ProtocolFramer *f, size_t max) {
        *f = (ProtocolFramer) { .max = max };
}

void protocol_framer_done(ProtocolFramer *f) {
        free(f->buf);
        *f = (ProtocolFramer) { .max = f->max };
}

int protocol_framer_feed(ProtocolFramer *f, const void *data, size_t n) {
        size_t need;

        if (n == 0)
                return 0;
        if (__builtin_add_overflow(f->len, n, &need))
                return -ENOMEM;
        if (need > f->alloc) {
                size_t a = MAX(f->alloc * 2, MAX(need, (size_t) 4096));
                char *b = realloc(f->buf, a);
                if (!b)
                        return -ENOMEM;
                f->buf = b;
                f->alloc = a;
        }
        memcpy(f->buf + f->len, data, n);
        f->len = need;
        return 0;
}

int protocol_framer_pop(ProtocolFramer *f, char **ret, size_t *ret_len) {
        char *nul, *msg;
        size_t l;

        /* Only look at bytes not scanned before: feeding one byte at a time stays linear. */
        nul = f->len > f->scanned ? memchr(f->buf + f->scanned, '\0', f->len - f->scanned) : NULL;
        if (!nul) {
                f->scanned = f->len;
                if (f->len > f->max)
                        return -EMSGSIZE;
                return 0;
        }
        l = (size_t) (nul - f->buf);
        if (l > f->max)
                return -EMSGSIZE;
        msg = malloc(l + 1);
        if (!msg)
                return -ENOMEM;
        memcpy(msg, f->buf, l + 1);
        memmove(f->buf, nul + 1, f->len - l - 1);
        f->len -= l + 1;
        f->scanned = 0;
        /* Give memory back after a large message rather than keeping the high-water mark. */
        if (f->alloc > 65536 && f->len < f->alloc / 4) {
                char *b = realloc(f->buf, MAX(f->len, (size_t) 4096));
                if (b) {
                        f->buf = b;
                        f->alloc = MAX(f->len, (size_t) 4096);
                }
        }
        *ret = msg;
        *ret_len = l;
        return 1;
}

size_t protocol_framer_pending(const ProtocolFramer *f) {
        return f->len;
}

/* Length of the UTF-8 sequence at s (RFC 3629: shortest form, no surrogates, up to U+10FFFF), 0 if invalid. */
static size_t utf8_sequence(const unsigned char *s, size_t n) {
        unsigned char c = s[0], lo = 0x80, hi = 0xBF;
        size_t k;

        if (c < 0x80)
                return 1;
        if (c >= 0xC2 && c <= 0xDF)
                k = 2;
        else if (c >= 0xE0 && c <= 0xEF) {
                k = 3;
                if (c == 0xE0)
                        lo = 0xA0; /* shorter forms are over-long */
                else if (c == 0xED)
                        hi = 0x9F; /* U+D800..U+DFFF are surrogates */
        } else if (c >= 0xF0 && c <= 0xF4) {
                k = 4;
                if (c == 0xF0)
                        lo = 0x90;
                else if (c == 0xF4)
                        hi = 0x8F; /* past U+10FFFF */
        } else
                return 0; /* a continuation byte, 0xC0/0xC1 (over-long), or 0xF5.. */
        if (n < k || s[1] < lo || s[1] > hi)
                return 0;
        for (size_t i = 2; i < k; i++)
                if (s[i] < 0x80 || s[i] > 0xBF)
                        return 0;
        return k;
}

/* Whether an integer literal (digits, maybe a leading '-') fits in int64_t. */
static bool integer_fits(const char *p, size_t n) {
        bool neg = n > 0 && p[0] == '-';
        const char *max = neg ? "9223372036854775808" : "9223372036854775807";

        if (neg) {
                p++;
                n--;
        }
        return n < 19 || (n == 19 && memcmp(p, max, 19) <= 0);
}

/* Whether the objects of o, in document order (each before what it holds), have counts[] members. */
static bool tree_counts_match(json_object *o, const size_t *counts, size_t n, size_t *i, unsigned depth) {
        if (depth > PROTOCOL_JSON_DEPTH + 1)
                return false;
        if (json_object_is_type(o, json_type_object)) {
                if (*i >= n || counts[*i] != (size_t) json_object_object_length(o))
                        return false;
                (*i)++;
                json_object_object_foreach(o, key, v) {
                        (void) key;
                        if (!tree_counts_match(v, counts, n, i, depth + 1))
                                return false;
                }
        } else if (json_object_is_type(o, json_type_array)) {
                for (size_t k = 0; k < json_object_array_length(o); k++)
                        if (!tree_counts_match(json_object_array_get_idx(o, k), counts, n, i, depth + 1))
                                return false;
        }
        return true;
}

/*
 * What json-c lets through in a text it parsed as o: bytes that are not UTF-8 in its shortest
 * form (json-c checks the shape of sequences only), integers outside int64_t (json-c clamps them),
 * and keys repeated in an object (json-c keeps the last: a call naming "method" twice would run
 * whichever a reader did not expect). The text is JSON already, which keeps the scan simple.
 */
static int json_text_check(const char *text, size_t len, json_object *o, const char **ret_reason) {
        _cleanup_free_ size_t *counts = NULL;
        ssize_t stack[PROTOCOL_JSON_DEPTH + 2];
        size_t n = 0, n_objects = 0, depth = 0, at = 0;

        for (size_t i = 0; i < len; i++)
                n_objects += text[i] == '{';
        counts = calloc(MAX(n_objects, (size_t) 1), sizeof(size_t));
        if (!counts)
                return -ENOMEM;
        for (size_t i = 0; i < len;) {
                char c = text[i];

                if (c == '"') {
                        for (i++; i < len && text[i] != '"';) {
                                size_t k;
                                if (text[i] == '\\') {
                                        i += 2;
                                        continue;
                                }
                                k = utf8_sequence((const unsigned char *) text + i, len - i);
                                if (k == 0) {
                                        *ret_reason = "string is not valid UTF-8";
                                        return -EBADMSG;
                                }
                                i += k;
                        }
                        i++;
                } else if (c == '-' || (c >= '0' && c <= '9')) {
                        size_t j = i;
                        bool integer = true;
                        while (j < len && text[j] && strchr("-+0123456789.eE", text[j])) {
                                integer = integer && !strchr(".eE", text[j]);
                                j++;
                        }
                        if (integer && !integer_fits(text + i, j - i)) {
                                *ret_reason = "integer out of range";
                                return -EBADMSG;
                        }
                        i = j;
                } else {
                        if (c == '{' || c == '[') {
                                if (depth >= ELEMENTSOF(stack))
                                        return -EBADMSG;
                                stack[depth++] = c == '{' ? (ssize_t) n++ : -1;
                        } else if ((c == '}' || c == ']') && depth > 0)
                                depth--;
                        else if (c == ':' && depth > 0 && stack[depth - 1] >= 0)
                                counts[stack[depth - 1]]++;
                        i++;
                }
        }
        if (!tree_counts_match(o, counts, n, &at, 0) || at != n) {
                *ret_reason = "duplicate key in a JSON object";
                return -EBADMSG;
        }
        return 0;
}

int protocol_json_parse(const char *text, size_t len, json_object **ret, const char **ret_reason) {
        struct json_tokener *tok;
        json_object *o;
        enum json_tokener_error e;
        size_t end;
        int r;

        if (len > INT32_MAX) {
                *ret_reason = "message too large";
                return -EBADMSG;
        }
        tok = json_tokener_new_ex(PROTOCOL_JSON_DEPTH);
        if (!tok)
                return -ENOMEM;
        json_tokener_set_flags(tok, JSON_TOKENER_STRICT | JSON_TOKENER_ALLOW_TRAILING_CHARS | JSON_TOKENER_VALIDATE_UTF8);
        o = json_tokener_parse_ex(tok, text, (int) len);
        e = json_tokener_get_error(tok);
        end = json_tokener_get_parse_end(tok);
        if (!o && e == json_tokener_continue) {
                end = len;
                /* A bare number may go on in the next chunk: a NUL tells json-c the text ended.
                 * Anything else still open at that point was cut short. */
                o = json_tokener_parse_ex(tok, "", 1);
                e = json_tokener_get_error(tok);
                if (!o && e != json_tokener_success)
                        e = json_tokener_continue;
        }
        if (!o && e == json_tokener_success) {
                /* the text was JSON null */
                json_tokener_free(tok);
                *ret_reason = "message is not a JSON object";
                return -EBADMSG;
        }
        if (!o && e == json_tokener_continue) {
                /* The text ended inside a value. */
                json_tokener_free(tok);
                *ret_reason = "truncated JSON";
                return -EBADMSG;
        }
        if (e != json_tokener_success || !o) {
                json_tokener_free(tok);
                json_object_put(o);
                *ret_reason = e == json_tokener_error_depth ? "JSON nested too deeply" : "not valid JSON";
                return -EBADMSG;
        }
        /* Strict mode stops at the end of the first value; anything after it but blanks is junk. */
        for (size_t i = end; i < len; i++)
                if (!strchr(" \t\r\n", text[i])) {
                        json_tokener_free(tok);
                        json_object_put(o);
                        *ret_reason = "trailing data after JSON value";
                        return -EBADMSG;
                }
        json_tokener_free(tok);
        if (!json_object_is_type(o, json_type_object)) {
                json_object_put(o);
                *ret_reason = "message is not a JSON object";
                return -EBADMSG;
        }
        r = json_text_check(text, end, o, ret_reason);
        if (r < 0) {
                json_object_put(o);
                return r;
        }
        *ret = o;
        return 0;
}

/* The "parameters" member: absent or null gives a fresh empty object. */
static int take_parameters(json_object *msg, json_object **ret, const char **ret_reason) {
        json_object *p;

        if (!json_object_object_get_ex(msg, "parameters", &p) || !p) {
                p = json_object_new_object();
                if (!p)
                        return -ENOMEM;
                *ret = p;
                return 0;
        }
        if (!json_object_is_type(p, json_type_object)) {
                *ret_reason = "\"parameters\" is not an object";
                return -EBADMSG;
        }
        *ret = json_object_get(p);
        return 0;
}

void protocol_call_done(ProtocolCall *c) {
        free(c->method);
        json_object_put(c->parameters);
        *c = (ProtocolCall) {};
}

int protocol_call_parse(const char *text, size_t len, ProtocolCall *ret, const char **ret_reason) {
        json_object *msg = NULL, *m, *v;
        ProtocolCall c = {};
        int r;

        r = protocol_json_parse(text, len, &msg, ret_reason);
        if (r < 0)
                return r;
        if (!json_object_object_get_ex(msg, "method", &m) || !json_object_is_type(m, json_type_string) ||
            json_object_get_string_len(m) == 0) {
                *ret_reason = "\"method\" missing or not a string";
                r = -EBADMSG;
                goto finish;
        }
        /* "\u0000" is valid JSON but would cut the name short: "X.Warm\u0000junk" is not Warm. */
        if (strlen(json_object_get_string(m)) != (size_t) json_object_get_string_len(m)) {
                *ret_reason = "\"method\" contains a NUL character";
                r = -EBADMSG;
                goto finish;
        }
        if (json_object_object_get_ex(msg, "oneway", &v)) {
                if (!json_object_is_type(v, json_type_boolean)) {
                        *ret_reason = "\"oneway\" is not a boolean";
                        r = -EBADMSG;
                        goto finish;
                }
                c.oneway = json_object_get_boolean(v);
        }
        /* "more" asks for a stream of replies, which no method here produces. */
        if (json_object_object_get_ex(msg, "more", &v) && !json_object_is_type(v, json_type_boolean)) {
                *ret_reason = "\"more\" is not a boolean";
                r = -EBADMSG;
                goto finish;
        }
        r = take_parameters(msg, &c.parameters, ret_reason);
        if (r < 0)
                goto finish;
        c.method = strdup(json_object_get_string(m));
        if (!c.method) {
                protocol_call_done(&c);
                r = -ENOMEM;
                goto finish;
        }
        *ret = c;
        r = 0;
finish:
        json_object_put(msg);
        return r;
}

void protocol_reply_done(ProtocolReply *r) {
        free(r->error);
        json_object_put(r->parameters);
        *r = (ProtocolReply) {};
}

int protocol_reply_parse(const char *text, size_t len, ProtocolReply *ret, const char **ret_reason) {
        json_object *msg = NULL, *e;
        ProtocolReply rep = {};
        int r;

        r = protocol_json_parse(text, len, &msg, ret_reason);
        if (r < 0)
                return r;
        if (json_object_object_get_ex(msg, "error", &e) && e) {
                if (!json_object_is_type(e, json_type_string) || json_object_get_string_len(e) == 0 ||
                    strlen(json_object_get_string(e)) != (size_t) json_object_get_string_len(e)) {
                        *ret_reason = "\"error\" is not a string";
                        r = -EBADMSG;
                        goto finish;
                }
                rep.error = strdup(json_object_get_string(e));
                if (!rep.error) {
                        r = -ENOMEM;
                        goto finish;
                }
        }
        r = take_parameters(msg, &rep.parameters, ret_reason);
        if (r < 0) {
                protocol_reply_done(&rep);
                goto finish;
        }
        *ret = rep;
        r = 0;
finish:
        json_object_put(msg);
        return r;
}

static int format_message(json_object *msg, size_t max, char **ret, size_t *ret_len) {
        const char *s;
        size_t l;
        char *b;

        s = json_object_to_json_string_ext(msg, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE);
        if (!s)
                return -ENOMEM;
        l = strlen(s);
        if (l > max)
                return -EMSGSIZE;
        b = malloc(l + 1);
        if (!b)
                return -ENOMEM;
        memcpy(b, s, l + 1); /* the NUL is the frame delimiter */
        *ret = b;
        *ret_len = l + 1;
        return 0;
}

static int add_parameters(json_object *msg, json_object *parameters) {
        json_object *p = parameters ? json_object_get(parameters) : json_object_new_object();

        if (!p)
                return -ENOMEM;
        if (json_object_object_add(msg, "parameters", p) < 0) {
                json_object_put(p);
                return -ENOMEM;
        }
        return 0;
}

int protocol_call_format(const char *method, json_object *parameters, bool oneway, char **ret,
                         size_t *ret_len) {
        json_object *msg = json_object_new_object(), *m = json_object_new_string(method);
        int r = -ENOMEM;

        if (!msg || !m || json_object_object_add(msg, "method", m) < 0) {
                json_object_put(m);
                goto finish;
        }
        if (add_parameters(msg, parameters) < 0)
                goto finish;
        if (oneway && json_object_object_add(msg, "oneway", json_object_new_boolean(true)) < 0)
                goto finish;
        r = format_message(msg, PROTOCOL_CALL_MAX, ret, ret_len);
finish:
        json_object_put(msg);
        return r;
}

int protocol_reply_format(const char *error, json_object *parameters, char **ret, size_t *ret_len) {
        json_object *msg = json_object_new_object();
        int r = -ENOMEM;

        if (!msg)
                return -ENOMEM;
        if (error) {
                json_object *e = json_object_new_string(error);
                if (!e || json_object_object_add(msg, "error", e) < 0) {
                        json_object_put(e);
                        goto finish;
                }
        }
        if (add_parameters(msg, parameters) < 0)
                goto finish;
        r = format_message(msg, PROTOCOL_REPLY_MAX, ret, ret_len);
finish:
        json_object_put(msg);
        return r;
}

/* ---- parameters ---- */

/* Refuses members other than the allowed ones. */
static int check_members(json_object *parameters, const char *const *allowed, size_t n,
                         const char **ret_parameter) {
        json_object_object_foreach(parameters, key, val) {
                bool ok = false;
                (void) val;
                for (size_t i = 0; i < n && !ok; i++)
                        ok = strcmp(key, allowed[i]) == 0;
                if (!ok) {
                        *ret_parameter = key;
                        return -EINVAL;
                }
        }
        return 0;
}

/* Target names are paths or app ids: non-empty, bounded, no control characters. */
static bool target_string_valid(json_object *v) {
        const char *s;
        int l;

        if (!json_object_is_type(v, json_type_string))
                return false;
        l = json_object_get_string_len(v);
        if (l <= 0 || l > 4096)
                return false;
        s = json_object_get_string(v);
        for (int i = 0; i < l; i++)
                if ((unsigned char) s[i] < 0x20 || s[i] == 0x7f)
                        return false;
        return true;
}

static int parse_target(json_object *parameters, bool required, TargetParams *ret, const char **ret_parameter) {
        static const struct {
                const char *key;
                WarmTargetKind kind;
        } keys[] = {
                { "target", WARM_TARGET_AUTO },
                { "app", WARM_TARGET_APP },
                { "program", WARM_TARGET_PROGRAM },
        };
        TargetParams t = {};
        json_object *v;

        for (size_t i = 0; i < ELEMENTSOF(keys); i++) {
                if (!json_object_object_get_ex(parameters, keys[i].key, &v))
                        continue;
                /* exactly one of them */
                if (t.target || !target_string_valid(v)) {
                        *ret_parameter = keys[i].key;
                        return -EINVAL;
                }
                t.kind = keys[i].kind;
                t.target = t.targets[0] = json_object_get_string(v);
                t.n_targets = 1;
        }
        if (json_object_object_get_ex(parameters, "targets", &v)) {
                size_t n;
                if (t.target || !json_object_is_type(v, json_type_array) ||
                    (n = json_object_array_length(v)) == 0 || n > PROTOCOL_TARGETS_MAX) {
                        *ret_parameter = "targets";
                        return -EINVAL;
                }
                for (size_t i = 0; i < n; i++) {
                        json_object *e = json_object_array_get_idx(v, i);
                        if (!target_string_valid(e)) {
                                *ret_parameter = "targets";
                                return -EINVAL;
                        }
                        t.targets[i] = json_object_get_string(e);
                }
                t.kind = WARM_TARGET_AUTO;
                t.target = t.targets[0];
                t.n_targets = n;
        }
        if (required && !t.target) {
                *ret_parameter = "target";
                return -EINVAL;
        }
        *ret = t;
        return 0;
}

int protocol_warm_params_parse(json_object *parameters, WarmParams *ret, const char **ret_parameter) {
        static const char *const allowed[] = { "target", "targets", "app", "program", "wait", "hold", "known",
                                               "strategy" };
        WarmParams w = {};
        TargetParams t;
        json_object *v;
        int r;

        r = check_members(parameters, allowed, ELEMENTSOF(allowed), ret_parameter);
        if (r < 0)
                return r;
        r = parse_target(parameters, true, &t, ret_parameter);
        if (r < 0)
                return r;
        w.kind = t.kind;
        w.target = t.target;
        memcpy(w.targets, t.targets, sizeof(w.targets));
        w.n_targets = t.n_targets;
        if (json_object_object_get_ex(parameters, "wait", &v)) {
                if (!json_object_is_type(v, json_type_boolean)) {
                        *ret_parameter = "wait";
                        return -EINVAL;
                }
                w.wait = json_object_get_boolean(v);
        }
        if (json_object_object_get_ex(parameters, "hold", &v)) {
                if (!json_object_is_type(v, json_type_boolean)) {
                        *ret_parameter = "hold";
                        return -EINVAL;
                }
                w.hold = json_object_get_boolean(v);
        }
        if (json_object_object_get_ex(parameters, "known", &v)) {
                /* What preloadd knows is a program, as a launch shows it: one path or name. */
                if (!json_object_is_type(v, json_type_boolean) ||
                    (json_object_get_boolean(v) && w.kind != WARM_TARGET_PROGRAM)) {
                        *ret_parameter = "known";
                        return -EINVAL;
                }
                w.known = json_object_get_boolean(v);
        }
        if (json_object_object_get_ex(parameters, "strategy", &v) && v) {
                if (!json_object_is_type(v, json_type_string) || json_object_get_string_len(v) == 0 ||
                    json_object_get_string_len(v) > 32) {
                        *ret_parameter = "strategy";
                        return -EINVAL;
                }
                w.strategy = json_object_get_string(v);
        }
        *ret = w;
        return 0;
}

int protocol_status_params_parse(json_object *parameters, TargetParams *ret, const char **ret_parameter) {
        static const char *const allowed[] = { "target", "targets", "app", "program" };
        int r;

        r = check_members(parameters, allowed, ELEMENTSOF(allowed), ret_parameter);
        if (r < 0)
                return r;
        return parse_target(parameters, false, ret, ret_parameter);
}

int protocol_cancel_params_parse(json_object *parameters, uint64_t *ret_job, const char **ret_parameter) {
        static const char *const allowed[] = { "job" };
        json_object *v;
        int64_t id;
        int r;

        r = check_members(parameters, allowed, ELEMENTSOF(allowed), ret_parameter);
        if (r < 0)
                return r;
        if (!json_object_object_get_ex(parameters, "job", &v) || !v) {
                *ret_job = 0;
                return 0;
        }
        if (!json_object_is_type(v, json_type_int)) {
                *ret_parameter = "job";
                return -EINVAL;
        }
        errno = 0;
        id = json_object_get_int64(v);
        if (id <= 0 || errno != 0) {
                *ret_parameter = "job";
                return -EINVAL;
        }
        *ret_job = (uint64_t) id;
        return 0;
}

int protocol_forget_params_parse(json_object *parameters, ForgetParams *ret, const char **ret_parameter) {
        static const char *const allowed[] = { "apps", "all" };
        ForgetParams f = {};
        json_object *v;
        int r;

        r = check_members(parameters, allowed, ELEMENTSOF(allowed), ret_parameter);
        if (r < 0)
                return r;
        if (json_object_object_get_ex(parameters, "all", &v)) {
                if (!json_object_is_type(v, json_type_boolean)) {
                        *ret_parameter = "all";
                        return -EINVAL;
                }
                f.all = json_object_get_boolean(v);
        }
        if (json_object_object_get_ex(parameters, "apps", &v)) {
                size_t n;
                if (f.all || !json_object_is_type(v, json_type_array) || (n = json_object_array_length(v)) == 0 ||
                    n > PROTOCOL_TARGETS_MAX) {
                        *ret_parameter = "apps";
                        return -EINVAL;
                }
                for (size_t i = 0; i < n; i++) {
                        json_object *e = json_object_array_get_idx(v, i);
                        /* Names, never paths: what is removed is NAME.profile in the user's directory. */
                        if (!json_object_is_type(e, json_type_string) ||
                            (size_t) json_object_get_string_len(e) != strlen(json_object_get_string(e)) ||
                            !profile_name_is_valid(json_object_get_string(e))) {
                                *ret_parameter = "apps";
                                return -EINVAL;
                        }
                        f.apps[i] = json_object_get_string(e);
                }
                f.n_apps = n;
        }
        if (!f.all && f.n_apps == 0) {
                *ret_parameter = "apps";
                return -EINVAL;
        }
        *ret = f;
        return 0;
}

int protocol_empty_params_parse(json_object *parameters, const char **ret_parameter) {
        return check_members(parameters, NULL, 0, ret_parameter);
}

bool protocol_method_known(const char *method) {
        static const char *const methods[] = {
                PROTOCOL_METHOD_WARM, PROTOCOL_METHOD_STATUS, PROTOCOL_METHOD_LIST,
                PROTOCOL_METHOD_RELOAD, PROTOCOL_METHOD_CANCEL, PROTOCOL_METHOD_FORGET,
        };
        for (size_t i = 0; i < ELEMENTSOF(methods); i++)
                if (strcmp(method, methods[i]) == 0)
                        return true;
        return false;
}
