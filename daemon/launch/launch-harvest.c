/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What the kernel's lookup cache still names in an application's own directories once its launch
 * is over (cached-names.h): files it read before any mark could see their open, directories it
 * scanned whole, and directories it searched in vain, each of which the merge adds to what the
 * launch was seen to read.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cached-names.h"
#include "launch-internal.h"
#include "log.h"
#include "macro.h"
#include "strv.h"

/* Files a launch may add that only the lookup cache showed (launch_harvest_cached()). */
#define LEARN_CACHED_MAX 64u
/* Directories entered where nothing was found, looked at for names the launch missed there. */
#define LEARN_PROBED_MAX 64u

/* Whether the launch warm of p looked into dir: a file of p there (its neighbours opened too), or
 * dir read whole with its entries ("dir/"). */
static bool dir_warmed(const Profile *p, const char *dir) {
        size_t n = strlen(dir);

        for (size_t i = 0; i < p->n_files; i++) {
                const char *f = p->files[i].path;
                if (strncmp(f, dir, n) == 0 && f[n] == '/' && !strchr(f + n + 1, '/'))
                        return true;
        }
        for (size_t i = 0; i < p->n_lookups; i++)
                if (strncmp(p->lookups[i], dir, n) == 0 && p->lookups[i][n] == '/' && p->lookups[i][n + 1] == '\0')
                        return true;
        return false;
}

typedef struct CachedCtx {
        LaunchLearn *l;
        const Profile *old;
        char *dir;   /* the directory of the last name, and whether it was warmed: a directory's */
        bool warmed; /* names come one after another, and dir_warmed() reads the whole profile */
        const char *root; /* the application directory walked */
} CachedCtx;

static int on_cached(const char *dir, const char *name, CachedName kind, void *userdata) {
        CachedCtx *c = userdata;
        int r;

        if (!c->dir || strcmp(c->dir, dir) != 0) {
                free(c->dir);
                if (!(c->dir = strdup(dir)))
                        return -ENOMEM;
                c->warmed = dir_warmed(c->old, dir);
        }
        if (c->warmed)
                return 0;
        if (kind == CACHED_NAME_PROBED) {
                /* a candidate only: not counted against the files */
                if (c->l->n_probed >= LEARN_PROBED_MAX)
                        return 0;
                LearnProbed pr = { .dir = strdup(dir), .root = strdup(c->root) };
                if (!pr.dir || !pr.root || ARRAY_GROW(c->l->probed, c->l->n_probed_allocated, c->l->n_probed + 1) < 0) {
                        free(pr.dir);
                        free(pr.root);
                        return -ENOMEM;
                }
                c->l->probed[c->l->n_probed++] = pr;
                return 0;
        }
        r = kind == CACHED_NAME_FILE ? launch_mark_opened(dir, name, c->l)
                                     : strv_push_dup(&c->l->scanned, &c->l->n_scanned, dir);
        return r < 0 ? r : 1;
}

/*
 * The files of the application's own directories (launch-appdirs.c) and their subdirectories
 * down to LEARN_TREE_DEPTH that the lookup cache still names (cached-names.h), where no mark may
 * have seen their open: read and closed before the marking walk reached their directory, on a
 * cold disk at idle priority (vim's autoload/dist/ft.vim and colors/lists/default.vim, read in
 * its first 0.3 s), each taken as an open is. A directory whose every file is named was scanned
 * rather than read from (inkscape lists its extensions' tree and looks at each entry; recorded,
 * those are lookups): it becomes a lookup of the whole directory ("DIR/"). One entered where
 * nothing was found is a candidate for launch_harvest_probed(). Files in a directory the launch
 * warm of old looked into do not count, for the warm's own opens fill the cache there too; so a
 * file found this way is found once, and its next launches must show its open for it to stay (its
 * directory, now the profile's, is marked at the launch's priority). Something else
 * that looked there since the cache last let go shows up as well: at most LEARN_CACHED_MAX files
 * and directories a launch.
 */
int launch_harvest_cached(LaunchLearn *l, const Profile *old) {
        char **dirs = NULL;
        CachedCtx ctx = { .l = l, .old = old };
        size_t found = 0;
        int n, r = 0;

        n = launch_learn_app_dirs(l, &dirs);
        if (n < 0)
                return n == -ENOMEM ? n : 0;
        for (int i = 0; r >= 0 && i < n && found < LEARN_CACHED_MAX; i++) {
                ctx.root = dirs[i];
                r = cached_names_in_tree(dirs[i], LEARN_TREE_DEPTH, LEARN_CACHED_MAX - found, on_cached, &ctx);
                if (r >= 0)
                        found += (size_t) r;
                else if (r != -ENOMEM) {
                        log_debug("%s: cached names under %s: %s", l->name, dirs[i], strerror(-r));
                        r = r == -EOPNOTSUPP ? r : 0; /* an old kernel: the same for every directory */
                }
        }
        if (n > 0)
                strv_free_n(dirs, (size_t) n);
        free(ctx.dir);
        return r == -ENOMEM ? r : 0;
}

/*
 * A directory of the application's entered where nothing was found (launch_harvest_cached())
 * counts when the lookup cache holds, there, a name the launch opened elsewhere as absent: a
 * program that searches a path of directories for its files (vim's runtime path, emacs'
 * load-path) looks each one up in every directory before the one that has it, and each miss read
 * that directory's blocks (vim: syntax/c.vim in /usr/share/vim/vimfiles; warmed without it, vim
 * read that block itself after its thaw). The cache's word alone is not enough: the marking walk
 * enters every directory of the tree too. A directory found is looked up whole ("DIR/").
 */
int launch_harvest_probed(const LaunchLearn *l, Profile *observed) {
        _cleanup_free_ const char **names = calloc(observed->n_files, sizeof(char *));

        if (observed->n_files > 0 && !names)
                return -ENOMEM;
        for (size_t i = 0; i < l->n_probed; i++) {
                const LearnProbed *pr = &l->probed[i];
                size_t rl = strlen(pr->root), n = 0;
                int r;

                /* the names of files under the same application directory: what a search path of
                 * that tree looks for */
                for (size_t k = 0; k < observed->n_files; k++) {
                        const char *f = observed->files[k].path, *base = strrchr(f, '/');
                        if (base && base[1] && strncmp(f, pr->root, rl) == 0 && f[rl] == '/')
                                names[n++] = base + 1;
                }
                if (cached_names_absent_any(pr->dir, names, n) <= 0)
                        continue;
                r = launch_dir_lookup(observed, pr->dir);
                if (r == -ENOMEM)
                        return r;
        }
        return 0;
}
