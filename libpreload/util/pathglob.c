/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Glob patterns expanded with bounds checked while they run (see pathglob.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "macro.h"
#include "pathglob.h"
#include "strv.h"

DEFINE_TRIVIAL_CLEANUP_FUNC(DIR *, closedir);

typedef struct Walk {
        const PathGlobLimits *limits;
        char **matches;
        size_t n_matches, n_allocated; /* what the caller's array holds, then room made by doubling */
        uint64_t cost;
        const char *reason;
} Walk;

bool pathglob_is_pattern(const char *s) {
        return strpbrk(s, "*?[") != NULL;
}

/* Counts one directory entry or stat; -E2BIG past the cost bound, -ECANCELED when asked to stop. */
static int walk_step(Walk *w) {
        if (++w->cost > w->limits->max_cost) {
                w->reason = "the pattern walks too many directory entries";
                return -E2BIG;
        }
        if (w->limits->cancel && (w->cost & 255) == 0 && atomic_load(w->limits->cancel))
                return -ECANCELED;
        return 0;
}

static int walk_match(Walk *w, const char *path) {
        if (w->n_matches >= w->limits->max_matches) {
                w->reason = "the pattern matches too many files";
                return -E2BIG;
        }
        char *d = strdup(path);
        if (!d || ARRAY_GROW(w->matches, w->n_allocated, w->n_matches) < 0) {
                free(d);
                return -ENOMEM;
        }
        w->matches[w->n_matches++] = d;
        return 0;
}

/*
 * path holds what was matched so far (len bytes, no trailing slash but for "/"), rest the
 * components still to match. Depth first, so memory stays one path per level however many
 * entries a level has; the bounds are checked at every entry.
 */
static int walk(Walk *w, char *path, size_t len, const char *rest) {
        struct stat st;
        int r;

        while (*rest == '/')
                rest++;
        if (!*rest) {
                /* The whole pattern matched: the path exists (a dangling symlink too, as for glob()). */
                r = walk_step(w);
                if (r < 0)
                        return r;
                if (lstat(path, &st) < 0)
                        return 0;
                return walk_match(w, path);
        }

        size_t clen = strcspn(rest, "/");
        char comp[NAME_MAX + 1];
        if (clen > NAME_MAX)
                return 0; /* no file has such a name */
        memcpy(comp, rest, clen);
        comp[clen] = 0;
        const char *next = rest + clen;
        const char *sep = len > 0 && path[len - 1] == '/' ? "" : "/";

        if (!pathglob_is_pattern(comp)) {
                if (len + strlen(sep) + clen >= PATH_MAX)
                        return 0;
                strcpy(path + len, sep);
                strcpy(path + len + strlen(sep), comp);
                r = walk(w, path, len + strlen(sep) + clen, next);
                path[len] = 0;
                return r;
        }

        _cleanup_(closedirp) DIR *d = opendir(len > 0 ? path : ".");
        if (!d)
                return 0; /* an unreadable or absent directory on the way matches nothing */
        char **names = NULL;
        size_t n_names = 0;
        struct dirent *de;

        /* Sorted per directory, so the walk (and where a bound stops it) does not depend on the
         * order the file system returns. */
        while ((de = readdir(d))) {
                r = walk_step(w);
                if (r < 0) {
                        strv_free_n(names, n_names);
                        return r;
                }
                /* As glob() without GLOB_PERIOD: a leading dot is matched only by a dot. */
                if (fnmatch(comp, de->d_name, FNM_PERIOD) != 0)
                        continue;
                if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
                        continue;
                if (strv_push_dup(&names, &n_names, de->d_name) < 0) {
                        strv_free_n(names, n_names);
                        return -ENOMEM;
                }
        }
        closedir(TAKE_PTR(d)); /* one open directory per level at most while descending */
        if (n_names > 1)
                qsort(names, n_names, sizeof(char *), strv_compare);

        r = 0;
        for (size_t i = 0; i < n_names && r >= 0; i++) {
                size_t nlen = strlen(names[i]);
                if (len + strlen(sep) + nlen >= PATH_MAX)
                        continue;
                strcpy(path + len, sep);
                strcpy(path + len + strlen(sep), names[i]);
                r = walk(w, path, len + strlen(sep) + nlen, next);
                path[len] = 0;
        }
        strv_free_n(names, n_names);
        return r;
}

int pathglob_expand(const char *pattern, const PathGlobLimits *limits, char ***matches, size_t *n_matches,
                    const char **ret_reason) {
        Walk w = { .limits = limits, .matches = *matches, .n_matches = *n_matches, .n_allocated = *n_matches };
        char path[PATH_MAX];
        size_t start;
        int r;

        if (pattern[0] == '/') {
                strcpy(path, "/");
                start = 1;
        } else {
                path[0] = 0;
                start = 0;
        }
        size_t before = w.n_matches;
        r = walk(&w, path, start, pattern + start);
        if (r >= 0 && w.n_matches > before)
                qsort(w.matches + before, w.n_matches - before, sizeof(char *), strv_compare);
        *matches = w.matches;
        *n_matches = w.n_matches;
        if (r < 0 && ret_reason)
                *ret_reason = w.reason;
        return r;
}
