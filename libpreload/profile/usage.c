/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Launch counts per application, decayed with age, and their file (see usage.h). */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "macro.h"
#include "profile.h"
#include "usage.h"

static const char header[] = "preload-usage 1";

Usage *usage_free(Usage *u) {
        if (!u)
                return NULL;
        for (size_t i = 0; i < u->n_apps; i++) {
                free(u->apps[i].name);
                free(u->apps[i].unit_id);
        }
        free(u->apps);
        free(u);
        return NULL;
}
DEFINE_TRIVIAL_CLEANUP_FUNC(Usage *, usage_free);

const UsageApp *usage_find(const Usage *u, const char *name) {
        for (size_t i = 0; i < u->n_apps; i++)
                if (strcmp(u->apps[i].name, name) == 0)
                        return &u->apps[i];
        return NULL;
}

int usage_forget(Usage *u, const char *name) {
        const UsageApp *a = usage_find(u, name);
        size_t i;

        if (!a)
                return 0;
        i = (size_t) (a - u->apps);
        free(u->apps[i].name);
        free(u->apps[i].unit_id);
        /* The file's order is kept: it is the order of first launches. */
        memmove(&u->apps[i], &u->apps[i + 1], (u->n_apps - i - 1) * sizeof(UsageApp));
        u->n_apps--;
        return 1;
}

/* 2^(-i/64) for i = 0..64, in units of 2^-32: the fraction of a half-life, interpolated between
 * two of these, is within 2e-5 of exp2(), without linking libm (324 kB of a daemon's RSS) for it. */
static const uint64_t halving_steps[65] = {
        4294967296u, 4248701965u, 4202935003u, 4157661043u, 4112874773u,
        4068570940u, 4024744348u, 3981389855u, 3938502376u, 3896076880u,
        3854108391u, 3812591987u, 3771522796u, 3730896002u, 3690706840u,
        3650950594u, 3611622603u, 3572718252u, 3534232978u, 3496162267u,
        3458501653u, 3421246719u, 3384393094u, 3347936457u, 3311872529u,
        3276197082u, 3240905930u, 3205994934u, 3171459999u, 3137297074u,
        3103502151u, 3070071267u, 3037000500u, 3004285971u, 2971923842u,
        2939910317u, 2908241642u, 2876914102u, 2845924021u, 2815267765u,
        2784941738u, 2754942382u, 2725266179u, 2695909648u, 2666869345u,
        2638141863u, 2609723834u, 2581611923u, 2553802834u, 2526293303u,
        2499080105u, 2472160047u, 2445529972u, 2419186755u, 2393127307u,
        2367348571u, 2341847524u, 2316621173u, 2291666561u, 2266980759u,
        2242560872u, 2218404036u, 2194507417u, 2170868212u, 2147483648u
};

/* The decayed weight of a at now: halved every half-life since its last launch. */
uint64_t usage_score_milli(const UsageApp *a, uint64_t now_usec) {
        if (now_usec <= a->last_usec)
                return a->weight_milli;
        uint64_t elapsed = now_usec - a->last_usec, halves = elapsed / USAGE_HALF_LIFE_USEC;
        if (halves >= 64)
                return 0;
        /* The rest of a half-life in 64ths, and what is left of one 64th in 2^-32 parts. */
        uint64_t rest = elapsed % USAGE_HALF_LIFE_USEC, step = rest * 64 / USAGE_HALF_LIFE_USEC;
        uint64_t part = (uint64_t) (((unsigned __int128) (rest * 64 - step * USAGE_HALF_LIFE_USEC) << 32) /
                                    USAGE_HALF_LIFE_USEC);
        uint64_t factor = halving_steps[step] - (((halving_steps[step] - halving_steps[step + 1]) * part) >> 32);
        /* weight x factor / 2^(32 + halves), rounded to the nearest */
        unsigned __int128 scaled = (unsigned __int128) a->weight_milli * factor;
        unsigned shift = 32 + (unsigned) halves;
        return (uint64_t) ((scaled + ((unsigned __int128) 1 << (shift - 1))) >> shift);
}

static int app_append(Usage *u, const char *name, UsageApp **ret) {
        if (u->n_apps >= USAGE_APPS_MAX)
                return -E2BIG;
        UsageApp *v = reallocarray(u->apps, u->n_apps + 1, sizeof(UsageApp));
        if (!v)
                return -ENOMEM;
        u->apps = v;
        v[u->n_apps] = (UsageApp) { .name = strdup(name) };
        if (!v[u->n_apps].name)
                return -ENOMEM;
        *ret = &v[u->n_apps++];
        return 0;
}

int usage_record_launch(Usage *u, const char *name, uint64_t now_usec, uint64_t after_login_usec) {
        UsageApp *a = (UsageApp *) usage_find(u, name);
        int r;

        if (!profile_name_is_valid(name))
                return -EINVAL;
        if (!a) {
                r = app_append(u, name, &a);
                if (r < 0)
                        return r;
        }
        a->weight_milli = usage_score_milli(a, now_usec) + 1000;
        /* A clock set back must not make the next score grow: keep the later time. */
        a->last_usec = MAX(a->last_usec, now_usec);
        if (after_login_usec > 0)
                a->after_login_usec = a->after_login_usec == 0 || a->launches == 0
                                              ? after_login_usec
                                              : (a->after_login_usec * MIN(a->launches, (uint64_t) 15) + after_login_usec) /
                                                        (MIN(a->launches, (uint64_t) 15) + 1);
        a->launches++;
        return 0;
}

bool usage_unit_id_is_valid(const char *id) {
        size_t l = id ? strlen(id) : 0;

        if (l == 0 || l > USAGE_UNIT_ID_MAX || id[0] == '.')
                return false;
        for (const char *p = id; *p; p++)
                if (*p < 0x21 || *p > 0x7e || *p == '/')
                        return false;
        return true;
}

int usage_set_unit_id(Usage *u, const char *name, const char *unit_id) {
        UsageApp *a = (UsageApp *) usage_find(u, name);
        char *c;

        if (!usage_unit_id_is_valid(unit_id))
                return -EINVAL;
        if (!a)
                return -ENOENT;
        if (a->unit_id && strcmp(a->unit_id, unit_id) == 0)
                return 0;
        c = strdup(unit_id);
        if (!c)
                return -ENOMEM;
        free(a->unit_id);
        a->unit_id = c;
        return 0;
}

const UsageApp *usage_find_unit_id(const Usage *u, const char *unit_id) {
        const UsageApp *best = NULL;

        /* An id launched under two names (a program replaced by another) goes to the later. */
        for (size_t i = 0; i < u->n_apps; i++)
                if (u->apps[i].unit_id && strcmp(u->apps[i].unit_id, unit_id) == 0 &&
                    (!best || u->apps[i].last_usec > best->last_usec))
                        best = &u->apps[i];
        return best;
}

typedef struct RankContext {
        const Usage *u;
        uint64_t now;
} RankContext;

static int rank_compare(const void *x, const void *y, void *userdata) {
        const RankContext *c = userdata;
        const UsageApp *a = &c->u->apps[*(const size_t *) x], *b = &c->u->apps[*(const size_t *) y];
        uint64_t sa = usage_score_milli(a, c->now), sb = usage_score_milli(b, c->now);

        if (sa != sb)
                return sa > sb ? -1 : 1;
        return strcmp(a->name, b->name);
}

void usage_rank(const Usage *u, uint64_t now_usec, size_t *ret) {
        RankContext c = { u, now_usec };

        for (size_t i = 0; i < u->n_apps; i++)
                ret[i] = i;
        if (u->n_apps > 1)
                qsort_r(ret, u->n_apps, sizeof(size_t), rank_compare, &c);
}

/* ---- the file ---- */

/* "key=N" at *p: the number, and *p moved past it and one space (or to the end). */
static int parse_field(const char **p, const char *end, const char *key, uint64_t *ret) {
        size_t kl = strlen(key);
        const char *s = *p;
        uint64_t v = 0;

        if ((size_t) (end - s) <= kl + 1 || memcmp(s, key, kl) != 0 || s[kl] != '=')
                return -EBADMSG;
        s += kl + 1;
        if (s == end || *s < '0' || *s > '9' || (*s == '0' && s + 1 < end && s[1] >= '0' && s[1] <= '9'))
                return -EBADMSG;
        for (; s < end && *s >= '0' && *s <= '9'; s++)
                if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, (uint64_t) (*s - '0'), &v))
                        return -EBADMSG;
        if (s < end && *s != ' ')
                return -EBADMSG;
        *p = s < end ? s + 1 : s;
        *ret = v;
        return 0;
}

static int parse_app_line(Usage *u, const char *s, const char *end, const char **ret_reason) {
        const char *sp;
        UsageApp *a;
        char name[PROFILE_NAME_MAX + 1];
        int r;

        if ((size_t) (end - s) < 4 || memcmp(s, "app ", 4) != 0) {
                *ret_reason = "expected an app line";
                return -EBADMSG;
        }
        s += 4;
        sp = memchr(s, ' ', (size_t) (end - s));
        if (!sp || sp == s || (size_t) (sp - s) > PROFILE_NAME_MAX) {
                *ret_reason = "invalid application name";
                return -EBADMSG;
        }
        memcpy(name, s, (size_t) (sp - s));
        name[sp - s] = 0;
        if (!profile_name_is_valid(name)) {
                *ret_reason = "invalid application name";
                return -EBADMSG;
        }
        if (usage_find(u, name)) {
                *ret_reason = "duplicate application";
                return -EBADMSG;
        }
        UsageApp n = {};
        s = sp + 1;
        if (parse_field(&s, end, "launches", &n.launches) < 0 || parse_field(&s, end, "last", &n.last_usec) < 0 ||
            parse_field(&s, end, "weight", &n.weight_milli) < 0 ||
            parse_field(&s, end, "after-login", &n.after_login_usec) < 0) {
                *ret_reason = "expected launches=N last=N weight=N after-login=N";
                return -EBADMSG;
        }
        if (s != end) {
                char id[USAGE_UNIT_ID_MAX + 1];
                size_t l = (size_t) (end - s);
                if (l <= strlen("unit-id=") || memcmp(s, "unit-id=", strlen("unit-id=")) != 0) {
                        *ret_reason = "expected unit-id=ID or the end of the line after after-login=N";
                        return -EBADMSG;
                }
                l -= strlen("unit-id=");
                if (l > USAGE_UNIT_ID_MAX) {
                        *ret_reason = "invalid unit-id";
                        return -EBADMSG;
                }
                memcpy(id, s + strlen("unit-id="), l);
                id[l] = 0;
                if (!usage_unit_id_is_valid(id)) {
                        *ret_reason = "invalid unit-id";
                        return -EBADMSG;
                }
                n.unit_id = strdup(id);
                if (!n.unit_id)
                        return -ENOMEM;
        }
        r = app_append(u, name, &a);
        if (r == -E2BIG)
                *ret_reason = "too many applications";
        if (r < 0) {
                free(n.unit_id);
                return r;
        }
        n.name = a->name;
        *a = n;
        return 0;
}

int usage_parse(const char *buf, size_t len, Usage **ret, unsigned *ret_line, const char **ret_reason) {
        _cleanup_(usage_freep) Usage *u = NULL;
        const char *reason = NULL, *s = buf, *end = buf + len;
        unsigned line = 0;
        int r = 0;

        u = calloc(1, sizeof(*u));
        if (!u)
                return -ENOMEM;
        if (len > USAGE_SIZE_MAX) {
                reason = "file too large";
                r = -EBADMSG;
        }
        while (r >= 0 && s < end) {
                const char *nl = memchr(s, '\n', (size_t) (end - s)), *le = nl ? nl : end;
                line++;
                if (memchr(s, 0, (size_t) (le - s))) {
                        reason = "line contains a NUL byte";
                        r = -EBADMSG;
                } else if (line == 1) {
                        if ((size_t) (le - s) != strlen(header) || memcmp(s, header, strlen(header)) != 0) {
                                reason = "not a usage file (no preload-usage 1 header)";
                                r = -EBADMSG;
                        }
                } else if (le > s && s[0] != '#')
                        r = parse_app_line(u, s, le, &reason);
                s = nl ? nl + 1 : end;
        }
        if (r >= 0 && line == 0) {
                reason = "not a usage file (no preload-usage 1 header)";
                r = -EBADMSG;
                line = 1;
        }
        if (r < 0) {
                if (ret_line)
                        *ret_line = line;
                if (ret_reason)
                        *ret_reason = reason;
                return r;
        }
        *ret = TAKE_PTR(u);
        return 0;
}

int usage_format(const Usage *u, char **ret, size_t *ret_size) {
        char *text = NULL;
        size_t size = 0;
        FILE *f = open_memstream(&text, &size);

        if (!f)
                return -ENOMEM;
        fprintf(f, "%s\n", header);
        for (size_t i = 0; i < u->n_apps; i++) {
                const UsageApp *a = &u->apps[i];
                fprintf(f, "app %s launches=%" PRIu64 " last=%" PRIu64 " weight=%" PRIu64 " after-login=%" PRIu64 "%s%s\n",
                        a->name, a->launches, a->last_usec, a->weight_milli, a->after_login_usec,
                        a->unit_id ? " unit-id=" : "", a->unit_id ? a->unit_id : "");
        }
        if (fclose(f) != 0) {
                free(text);
                return -ENOMEM;
        }
        *ret = text;
        *ret_size = size;
        return 0;
}

int usage_load(const char *path, Usage **ret, unsigned *ret_line, const char **ret_reason) {
        _cleanup_free_ char *buf = NULL;
        size_t size = 0;
        bool grew;
        int r;

        r = read_regular_file(path, USAGE_SIZE_MAX, &buf, &size, &grew, ret_reason);
        if (r == -ENOENT) {
                Usage *u = calloc(1, sizeof(*u));
                if (!u)
                        return -ENOMEM;
                *ret = u;
                return 0;
        }
        if (r == -EFBIG) {
                if (ret_reason)
                        *ret_reason = "file too large";
                return -EBADMSG;
        }
        if (r < 0)
                return r;
        return usage_parse(buf, size, ret, ret_line, ret_reason);
}

int usage_path_default(char **ret) {
        _cleanup_free_ char *profiles = NULL;
        int r = profile_dir_user(&profiles);
        if (r < 0)
                return r;
        char *slash = strrchr(profiles, '/');
        if (!slash || slash == profiles)
                return -ENOENT;
        *slash = 0;
        return asprintf(ret, "%s/" USAGE_FILE_NAME, profiles) < 0 ? -ENOMEM : 0;
}

int usage_save(const Usage *u, const char *path) {
        _cleanup_free_ char *text = NULL;
        size_t size;
        int r;

        r = usage_format(u, &text, &size);
        if (r < 0)
                return r;
        /* What the user launches is theirs alone. Not synced: it is saved at every launch, where
         * an fsync() would put the file system's journal in the launch's way, and a crash that
         * loses the last count loses nothing worth it (a torn file is started anew). */
        return write_file_atomic_full(path, text, size, 0600, false);
}
