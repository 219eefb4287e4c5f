/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What a launch reads outside its application's own directories, where no mark looks: a
 * library's configuration (fontconfig's /etc/fonts/fonts.conf and the files /etc/fonts/conf.d
 * points to in /usr/share/fontconfig/conf.avail), a compiler's headers under /usr/include. From
 * a cold disk each costs the start a lookup, an inode and a read: dot, observed, was warmed
 * without any of them and still read 63 requests of its own after its thaw, 1.79x as fast as
 * cold where its recorded profile made it 2.98x (bench/results/2026-11-29-candidates-hdd).
 *
 * After an observed launch the lookup cache names such files, among everything any process
 * looked up since the cache last let them go: on a desktop, most of /etc. So the directories
 * where the harvest finds them under the system's shared trees are only candidates, kept in
 * memory by application. As the next observed launch begins, each is looked at without a read
 * (cached_open()); after it, again. A name can only be in the cache below a directory that is, so
 * in a candidate directory the cache did not hold as the launch began and holds after, every
 * file it holds was looked up during the launch: each is taken as an open is, and ages out of the
 * profile like a file another process opened under a mark; a directory holding none, as a lookup
 * of it (fontconfig stats the font directories). A directory held as the launch began says
 * nothing, and stays a candidate. Nothing is read for any of this, and nothing unconfirmed is
 * ever warmed. Directories rather than files: a launch begins with a look at each, so they must
 * be few, and where a desktop's cache holds thousands of files of /usr/share, they sit in a few
 * hundred directories.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cached-names.h"
#include "launch-internal.h"
#include "macro.h"
#include "strv.h"

typedef struct CandidateSet {
        char *name;
        char **paths;
        size_t n;
        uint64_t used; /* the store's clock when last kept or begun: the oldest goes first */
} CandidateSet;

/* Kept by the merges (worker threads), read as launches begin (the event loop). */
static pthread_mutex_t store_lock = PTHREAD_MUTEX_INITIALIZER;
static CandidateSet store[LAUNCH_CANDIDATE_APPS_MAX];
static uint64_t store_clock;

static void set_clear(CandidateSet *s) {
        free(s->name);
        strv_free_n(s->paths, s->n);
        *s = (CandidateSet) {};
}

static CandidateSet *store_find(const char *name) {
        for (size_t i = 0; i < ELEMENTSOF(store); i++)
                if (store[i].name && strcmp(store[i].name, name) == 0)
                        return &store[i];
        return NULL;
}

int launch_candidates_keep(const char *name, char **paths, size_t n) {
        CandidateSet *s;
        char *copy = strdup(name);

        if (!copy) {
                strv_free_n(paths, n);
                return -ENOMEM;
        }
        pthread_mutex_lock(&store_lock);
        s = store_find(name);
        for (size_t i = 0; !s && n > 0 && i < ELEMENTSOF(store); i++)
                if (!store[i].name)
                        s = &store[i];
        if (!s && n > 0) {
                /* all taken: the application whose launch was longest ago makes room */
                s = &store[0];
                for (size_t i = 1; i < ELEMENTSOF(store); i++)
                        if (store[i].used < s->used)
                                s = &store[i];
        }
        if (s)
                set_clear(s);
        if (n > 0) {
                *s = (CandidateSet) { .name = copy, .paths = paths, .n = n, .used = ++store_clock };
                copy = NULL;
        }
        pthread_mutex_unlock(&store_lock);
        free(copy);
        if (n == 0)
                strv_free_n(paths, n);
        return 0;
}

void launch_candidates_forget(const char *name) {
        pthread_mutex_lock(&store_lock);
        for (size_t i = 0; i < ELEMENTSOF(store); i++)
                if (store[i].name && (!name || strcmp(store[i].name, name) == 0))
                        set_clear(&store[i]);
        pthread_mutex_unlock(&store_lock);
}

/* Whether the lookup cache holds the directory dir whole. Nothing is read. */
static bool held(const char *dir) {
        int fd = cached_open(AT_FDCWD, dir, O_DIRECTORY);

        if (fd < 0)
                return false;
        close(fd);
        return true;
}

int launch_candidates_begin(const char *name, LaunchCandidates *ret) {
        CandidateSet *s;
        int r = 0;

        *ret = (LaunchCandidates) {};
        pthread_mutex_lock(&store_lock);
        s = store_find(name);
        if (s) {
                s->used = ++store_clock;
                r = strv_copy(s->paths, s->n, &ret->paths, &ret->n);
        }
        pthread_mutex_unlock(&store_lock);
        if (r < 0 || ret->n == 0)
                return r;
        ret->cached = calloc(ret->n, sizeof(bool));
        if (!ret->cached) {
                launch_candidates_done(ret);
                return -ENOMEM;
        }
        for (size_t i = 0; i < ret->n; i++)
                ret->cached[i] = held(ret->paths[i]);
        return 0;
}

typedef struct ConfirmCtx {
        LaunchCandidateFn fn;
        void *userdata;
} ConfirmCtx;

static int on_confirmed_name(const char *dir, const char *name, CachedName kind, void *userdata) {
        ConfirmCtx *c = userdata;
        _cleanup_free_ char *path = NULL;
        int r;

        if (launch_is_shared_library(name))
                return 0;
        if (asprintf(&path, "%s/%s", dir, name) < 0)
                return -ENOMEM;
        r = c->fn(path, false, c->userdata);
        return r < 0 ? r : 1;
}

/* The regular files of dir, which the launch went into, that the lookup cache holds, but shared
 * libraries: each to fn; none, dir itself. At most *budget files, counted down. */
static int confirm_dir(const char *dir, LaunchCandidateFn fn, void *userdata, size_t *budget) {
        ConfirmCtx c = { .fn = fn, .userdata = userdata };
        int r;

        /* the launch went through dir, so its blocks are cached: listing it reads nothing */
        r = cached_names_in_dir(dir, *budget, on_confirmed_name, &c);
        if (r == -ENOMEM)
                return r;
        if (r < 0)
                return 0; /* gone from the cache since, or not ours to read */
        *budget -= (size_t) r;
        return r > 0 ? 0 : fn(dir, true, userdata);
}

int launch_candidates_confirm(const LaunchCandidates *c, LaunchCandidateFn fn, void *userdata) {
        size_t budget = LAUNCH_CONFIRMED_MAX;
        int n = 0;

        for (size_t i = 0; i < c->n && budget > 0; i++) {
                int r;
                if (c->cached[i] || !held(c->paths[i]))
                        continue;
                r = confirm_dir(c->paths[i], fn, userdata, &budget);
                if (r < 0)
                        return r;
                n++;
        }
        return n;
}

void launch_candidates_done(LaunchCandidates *c) {
        strv_free_n(c->paths, c->n);
        free(c->cached);
        *c = (LaunchCandidates) {};
}

/* ---- the harvest ---- */

typedef struct HarvestCtx {
        const Profile *old;
        const LaunchCandidates *last;
        char **own; /* directories of old's files, and the application's own trees */
        size_t n_own, n_trees;
        char **paths;
        size_t n;
} HarvestCtx;

/* Whether dir was one of last's candidates that the cache held as that launch began: held before
 * and after, it says nothing, and would only take the place of one that may (on a desktop whose
 * cache holds most of /etc, the candidates go round what it holds, not the same ones each time). */
static bool held_throughout(const LaunchCandidates *last, const char *dir) {
        for (size_t i = 0; last && i < last->n; i++)
                if (last->cached[i] && strcmp(last->paths[i], dir) == 0)
                        return true;
        return false;
}

/* Whether old's warm looks into dir whole (the lookup "DIR/", profile.h): its metadata pass may
 * look up every name there, which would pass for the launch's. */
static bool dir_looked_into(const Profile *old, const char *dir) {
        _cleanup_free_ char *whole = NULL;

        return asprintf(&whole, "%s/", dir) >= 0 && profile_has_lookup(old, whole);
}

/* Whether dir is one of c->own's directories (the first n_own - n_trees), or below one of its
 * trees (the last n_trees): what the profile and the marks see to already. */
static bool dir_own(const HarvestCtx *c, const char *dir) {
        for (size_t i = 0; i < c->n_own; i++) {
                size_t n = strlen(c->own[i]);
                bool tree = i >= c->n_own - c->n_trees;
                if (strncmp(c->own[i], dir, n) == 0 && (dir[n] == '\0' || (tree && dir[n] == '/')))
                        return true;
        }
        return false;
}

static int on_name(const char *dir, const char *name, CachedName kind, void *userdata) {
        HarvestCtx *c = userdata;

        /* a directory scanned whole is an application's plugin tree (launch-harvest.c); a shared
         * library is seen mapped, and one another process loaded says nothing */
        if (kind == CACHED_NAME_SCANNED || (kind == CACHED_NAME_FILE && launch_is_shared_library(name)))
                return 0;
        /* a directory's files come one after another */
        if (c->n > 0 && strcmp(c->paths[c->n - 1], dir) == 0)
                return 0;
        if (dir_own(c, dir) || dir_looked_into(c->old, dir) || profile_has_lookup(c->old, dir) ||
            held_throughout(c->last, dir))
                return 0;
        for (size_t i = 0; i < c->n; i++)
                if (strcmp(c->paths[i], dir) == 0)
                        return 0;
        return strv_push_dup(&c->paths, &c->n, dir) < 0 ? -ENOMEM : 1;
}

/* The directories of p's files, each once, into c->own. */
static int own_dirs(HarvestCtx *c, const Profile *p) {
        for (size_t i = 0; i < p->n_files; i++) {
                const char *f = p->files[i].path, *slash = strrchr(f, '/');
                _cleanup_free_ char *dir = slash && slash != f ? strndup(f, (size_t) (slash - f)) : NULL;
                bool seen = false;
                if (!slash || slash == f)
                        continue;
                if (!dir)
                        return -ENOMEM;
                for (size_t k = c->n_own; k > 0 && !seen; k--)
                        seen = strcmp(c->own[k - 1], dir) == 0;
                if (seen)
                        continue;
                if (strv_push(&c->own, &c->n_own, dir) < 0)
                        return -ENOMEM;
                dir = NULL;
        }
        return 0;
}

int launch_harvest_candidates(const LaunchCandidateRoot *roots, size_t n_roots, const Profile *old,
                              char *const *app_trees, size_t n_app_trees, const LaunchCandidates *last,
                              char ***ret, size_t *ret_n) {
        HarvestCtx c = { .old = old, .last = last };
        int r;

        r = own_dirs(&c, old);
        for (size_t i = 0; r >= 0 && i < n_app_trees; i++)
                r = strv_push_dup(&c.own, &c.n_own, app_trees[i]);
        c.n_trees = n_app_trees;
        for (size_t i = 0; r >= 0 && i < n_roots && c.n < LAUNCH_CANDIDATES_MAX; i++) {
                r = cached_names_in_tree(roots[i].dir, roots[i].depth, LAUNCH_CANDIDATES_MAX - c.n, on_name, &c);
                if (r == -ENOMEM)
                        break;
                if (r == -EOPNOTSUPP) {
                        r = 0; /* no RESOLVE_CACHED: the same under every root, and no candidates */
                        break;
                }
                r = 0; /* a root that is not there, or not ours to read */
        }
        strv_free_n(c.own, c.n_own);
        if (r < 0) {
                strv_free_n(c.paths, c.n);
                return r;
        }
        *ret = c.paths;
        *ret_n = c.n;
        return 0;
}

/* The trees every application's libraries read from, not any one application's own (those the
 * marks and launch_harvest_cached() see to), each down to the depth its files sit at: fontconfig's
 * /usr/share/fontconfig/conf.avail (2), /usr/include/x86_64-linux-gnu/bits/types (3). */
const LaunchCandidateRoot launch_candidate_roots[] = {
        { "/etc", 3 },
        { "/usr/share", 3 },
        { "/usr/include", 4 },
        { "/usr/local/share", 3 },
        { "/usr/local/include", 4 },
};
const size_t launch_n_candidate_roots = ELEMENTSOF(launch_candidate_roots);
