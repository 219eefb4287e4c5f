/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The loader's search: path lists (RPATH, RUNPATH, LD_LIBRARY_PATH, the defaults) expanded as ld.so
 * expands them, the directories ld.so tries for a name in its order, and what it remembers about
 * absent directories. */
#include <elf.h>
#include <errno.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "loader-internal.h"
#include "loader.h"
#include "macro.h"

void search_list_done(SearchList *l) {
        strv_free_n(l->dirs, l->n_dirs);
        *l = (SearchList) {};
}

/*
 * glibc's is_dst(): "NAME" or "{NAME}" right after the '$'; the bare form must not run on into
 * more identifier characters. Returns the length consumed after '$', or 0.
 */
static size_t dst_match(const char *s, const char *name) {
        size_t n = strlen(name);
        if (s[0] == '{') {
                if (strncmp(s + 1, name, n) == 0 && s[1 + n] == '}')
                        return n + 2;
                return 0;
        }
        if (strncmp(s, name, n) != 0)
                return 0;
        char c = s[n];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')
                return 0;
        return n;
}

/*
 * Expands $ORIGIN, $LIB and $PLATFORM in one path element. A known DST without a value (no
 * platform) discards the element, as ld.so does: *ret = NULL. Unknown DSTs stay literal.
 */
int dst_expand(const Loader *ld, const char *in, size_t len, const char *origin, char **ret) {
        size_t cap = len + 1, n = 0;
        char *out = malloc(cap);
        if (!out)
                return -ENOMEM;

        for (size_t i = 0; i < len;) {
                const char *repl = NULL;
                size_t used = 0;
                if (in[i] == '$') {
                        if ((used = dst_match(in + i + 1, "ORIGIN")))
                                repl = origin;
                        else if ((used = dst_match(in + i + 1, "PLATFORM")))
                                repl = ld->hwcaps.platform;
                        else if ((used = dst_match(in + i + 1, "LIB")))
                                repl = ld->lib_dst;
                        if (used && !repl) {
                                free(out);
                                *ret = NULL;
                                return 0;
                        }
                }
                /* A DST can only appear inside a NUL-free element, so the match above never ran past len. */
                size_t add = repl ? strlen(repl) : 1;
                if (cap - n < add + 1) {
                        size_t ncap;
                        if (__builtin_add_overflow(cap, add + len, &ncap) || ncap > PATH_MAX * 16) {
                                free(out);
                                return -ENAMETOOLONG;
                        }
                        char *o = realloc(out, ncap);
                        if (!o) {
                                free(out);
                                return -ENOMEM;
                        }
                        out = o;
                        cap = ncap;
                }
                if (repl) {
                        memcpy(out + n, repl, add);
                        n += add;
                        i += 1 + used;
                } else
                        out[n++] = in[i++];
        }
        out[n] = 0;
        *ret = out;
        return 0;
}

static DirSlot *dir_states_find(const DirStates *t, const char *dir) {
        if (t->n_slots == 0)
                return NULL;
        for (size_t i = string_hash(dir) & (t->n_slots - 1);; i = (i + 1) & (t->n_slots - 1))
                if (!t->slots[i].dir || strcmp(t->slots[i].dir, dir) == 0)
                        return &t->slots[i];
}

static DirState dir_states_get(const DirStates *t, const char *dir) {
        const DirSlot *slot = dir_states_find(t, dir);
        return slot && slot->dir ? slot->state : DIR_UNKNOWN;
}

/* Remembers a directory's state. Returns false when it could not: the table is full or memory
 * ran out. */
static bool dir_states_set(DirStates *t, const char *dir, DirState state) {
        if (t->n_used >= DIR_STATES_MAX)
                return false;
        if ((t->n_used + 1) * 2 > t->n_slots) {
                DirStates n = { .n_slots = t->n_slots ? t->n_slots * 2 : 256 };
                n.slots = calloc(n.n_slots, sizeof(*n.slots));
                if (!n.slots)
                        return false;
                for (size_t i = 0; i < t->n_slots; i++)
                        if (t->slots[i].dir)
                                *dir_states_find(&n, t->slots[i].dir) = t->slots[i];
                n.n_used = t->n_used;
                free(t->slots);
                *t = n;
        }
        DirSlot *slot = dir_states_find(t, dir);
        if (!slot->dir) {
                slot->dir = strdup(dir);
                if (!slot->dir)
                        return false;
                t->n_used++;
        }
        slot->state = state;
        return true;
}

void dir_states_done(DirStates *t) {
        for (size_t i = 0; i < t->n_slots; i++)
                free(t->slots[i].dir);
        free(t->slots);
        *t = (DirStates) {};
}

/*
 * Splits a path list as ld.so's fillin_rpath() does: elements separated by any of seps, an empty
 * element meaning the current directory, trailing slashes folded into one, duplicates dropped.
 */
int search_list_parse(const Loader *ld, const char *list, const char *seps, const char *origin,
                             SearchList *ret) {
        SearchList l = {};
        DirStates seen = {};
        int r;

        for (const char *p = list;;) {
                size_t len = strcspn(p, seps);
                char *dir = NULL;

                if (len == 0)
                        dir = strdup("./");
                else {
                        r = dst_expand(ld, p, len, origin, &dir);
                        /* ld.so cannot open a path that long either: it skips the element. */
                        if (r == -ENAMETOOLONG)
                                dir = NULL;
                        else if (r < 0)
                                goto fail;
                }
                if (dir) {
                        size_t dl = strlen(dir);
                        while (dl > 1 && dir[dl - 1] == '/')
                                dir[--dl] = 0;
                        if (strcmp(dir, "/") != 0) {
                                char *d;
                                if (asprintf(&d, "%s/", dir) < 0)
                                        d = NULL;
                                free(dir);
                                dir = d;
                        }
                        if (!dir) {
                                r = -ENOMEM;
                                goto fail;
                        }
                        /* A set, not a scan: a list of thousands of elements stays linear. */
                        bool dup = dir_states_get(&seen, dir) != DIR_UNKNOWN;
                        if (!dup && !dir_states_set(&seen, dir, DIR_PRESENT))
                                for (size_t i = 0; i < l.n_dirs && !dup; i++)
                                        dup = strcmp(l.dirs[i], dir) == 0;
                        if (dup || l.n_dirs >= SEARCH_DIRS_MAX)
                                free(dir);
                        else if ((r = loader_strv_push(&l.dirs, &l.n_dirs, dir)) < 0)
                                goto fail;
                }
                if (p[len] == 0)
                        break;
                p += len + 1;
        }
        dir_states_done(&seen);
        *ret = l;
        return 0;
fail:
        dir_states_done(&seen);
        search_list_done(&l);
        return r;
}

/* Directory part of a path, made absolute against the current directory like ld.so's l_origin. */
int path_origin(const char *path, char **ret) {
        const char *slash = strrchr(path, '/');
        char *o;

        if (path[0] == '/') {
                size_t n = slash == path ? 1 : (size_t) (slash - path);
                o = strndup(path, n);
        } else {
                char cwd[PATH_MAX];
                if (!getcwd(cwd, sizeof(cwd)))
                        return -errno;
                if (slash) {
                        if (asprintf(&o, "%s/%.*s", cwd, (int) (slash - path), path) < 0)
                                o = NULL;
                } else
                        o = strdup(cwd);
        }
        if (!o)
                return -ENOMEM;
        *ret = o;
        return 0;
}

/* Counts one open or stat of the search; past the bound the closure is refused, not computed. */
static int probe_count(Loader *ld) {
        if (++ld->closure->n_probes > LOADER_PROBES_MAX) {
                ld->reason = "library search too costly (directory probes over the limit)";
                return -E2BIG;
        }
        return 0;
}

/* After a failed open in dir: does the directory exist at all? As ld.so, asked once per directory. */
static int dir_learn(Loader *ld, const char *dir, DirState *ret) {
        struct stat st;
        int r;

        *ret = dir_states_get(&ld->dirs, dir);
        if (*ret != DIR_UNKNOWN)
                return 0;
        r = probe_count(ld);
        if (r < 0)
                return r;
        *ret = stat(dir, &st) == 0 && S_ISDIR(st.st_mode) ? DIR_PRESENT : DIR_ABSENT;
        dir_states_set(&ld->dirs, dir, *ret);
        return 0;
}

/* Tries every directory of a list, with every hwcaps subdirectory, in ld.so's order. */
static int search_in_list(Loader *ld, const SearchList *l, const char *name, Candidate *ret, char **ret_path) {
        int r;

        for (size_t d = 0; d < l->n_dirs; d++) {
                /* An absent directory has no subdirectories either. */
                if (dir_states_get(&ld->dirs, l->dirs[d]) == DIR_ABSENT)
                        continue;
                for (size_t s = 0; s < ld->n_subdirs; s++) {
                        _cleanup_free_ char *dir = NULL;
                        char *path;
                        Candidate c;
                        DirState state;

                        if (asprintf(&dir, "%s%s", l->dirs[d], ld->subdirs[s]) < 0)
                                return -ENOMEM;
                        if (dir_states_get(&ld->dirs, dir) == DIR_ABSENT)
                                continue;
                        r = probe_count(ld);
                        if (r < 0)
                                return r;
                        if (asprintf(&path, "%s%s", dir, name) < 0)
                                return -ENOMEM;
                        Verdict v = candidate_open(ld, path, false, &c);
                        if (v == VERDICT_OK || v == VERDICT_BROKEN) {
                                *ret = c;
                                *ret_path = path;
                                return v;
                        }
                        candidate_done(&c);
                        free(path);

                        r = dir_learn(ld, dir, &state);
                        if (r < 0)
                                return r;
                        if (state == DIR_ABSENT && ld->subdirs[s][0]) {
                                r = dir_learn(ld, l->dirs[d], &state);
                                if (r < 0)
                                        return r;
                                if (state == DIR_ABSENT)
                                        break;
                        }
                }
        }
        return VERDICT_ABSENT;
}

int object_origin(const LoadedObject *o, bool is_main, char **ret) {
        /* The program's origin comes from /proc/self/exe at a real start, so symlinks are resolved;
         * a library's comes from the path it was opened under. */
        return path_origin(is_main ? o->real_path : o->path, ret);
}

/* An object's RPATH or RUNPATH, expanded once and kept: every need of it and of the objects it
 * loads searches the same list again. */
static int object_search_list(Loader *ld, size_t obj, bool runpath, const SearchList **ret) {
        const LoadedObject *o = &ld->closure->objects[obj];
        const char *list = runpath ? o->image->runpath : o->image->rpath;
        size_t k = obj * 2 + runpath;
        int r;

        if (k >= ld->n_object_lists) {
                size_t n = MAX(k + 1, ld->n_object_lists * 2);
                SearchList *v = reallocarray(ld->object_lists, n, sizeof(*v));
                if (!v)
                        return -ENOMEM;
                memset(v + ld->n_object_lists, 0, (n - ld->n_object_lists) * sizeof(*v));
                ld->object_lists = v;
                ld->n_object_lists = n;
        }
        SearchList *l = &ld->object_lists[k];
        if (!l->parsed && list) {
                _cleanup_free_ char *origin = NULL;
                r = object_origin(o, obj == 0, &origin);
                if (r < 0)
                        return r;
                r = search_list_parse(ld, list, ":", origin, l);
                if (r < 0)
                        return r;
        }
        l->parsed = true;
        *ret = l;
        return 0;
}

static int search_object_list(Loader *ld, size_t obj, bool runpath, const char *name, Candidate *ret,
                              char **ret_path) {
        const SearchList *l;
        int r;

        r = object_search_list(ld, obj, runpath, &l);
        if (r < 0)
                return r;
        return search_in_list(ld, l, name, ret, ret_path);
}

/* ld.so's _dl_map_object() search for a name without a slash, on behalf of object `loader`. */
int search_name(Loader *ld, size_t loader, const char *name, Candidate *ret, char **ret_path) {
        const LoadedObject *lo = &ld->closure->objects[loader];
        int r;

        if (!lo->image->runpath) {
                bool did_main = false;
                for (size_t l = loader; l != SIZE_MAX; l = ld->closure->objects[l].loader) {
                        r = search_object_list(ld, l, false, name, ret, ret_path);
                        if (r != VERDICT_ABSENT)
                                return r;
                        did_main |= l == 0;
                }
                if (!did_main) {
                        r = search_object_list(ld, 0, false, name, ret, ret_path);
                        if (r != VERDICT_ABSENT)
                                return r;
                }
        }

        r = search_in_list(ld, &ld->library_path, name, ret, ret_path);
        if (r != VERDICT_ABSENT)
                return r;

        r = search_object_list(ld, loader, true, name, ret, ret_path);
        if (r != VERDICT_ABSENT)
                return r;

        if (lo->image->flags_1 & DF_1_NODEFLIB)
                return VERDICT_ABSENT;

        if (ld->opts->cache && ld->cache_flags >= 0) {
                const char *cached = ldcache_lookup(ld->opts->cache, name, ld->cache_flags, &ld->hwcaps);
                if (cached) {
                        Candidate c;
                        Verdict v = candidate_open(ld, cached, false, &c);
                        /* A cache entry that fails verification falls through to the default path. */
                        if (v == VERDICT_OK) {
                                *ret = c;
                                *ret_path = strdup(cached);
                                if (!*ret_path) {
                                        candidate_done(ret);
                                        return -ENOMEM;
                                }
                                return VERDICT_OK;
                        }
                        candidate_done(&c);
                }
        }

        return search_in_list(ld, &ld->defaults, name, ret, ret_path);
}
