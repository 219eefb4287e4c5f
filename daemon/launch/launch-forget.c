/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Forgetting an application (preloadctl forget): its profile and usage on disk, its last launch
 * and its preparation, and, so that nothing observed before the forget undoes it, a count of
 * forgets that every observation notes as it begins and every merge checks before it saves.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "launch-internal.h"

/*
 * The last LEARN_FORGETS_MAX forgets are remembered by their number; a launch observed across more
 * than that many saves nothing (it cannot tell, and losing one launch costs little). The lock also
 * keeps a forget's removal and a merge's save from interleaving.
 */
#define LEARN_FORGETS_MAX 64u
static pthread_mutex_t forget_lock = PTHREAD_MUTEX_INITIALIZER;
/* Forgets run on the event loop's thread, which alone writes these (under the lock, for the merge
 * threads that read them), and reads them there without it. */
static uint64_t forget_epoch;                   /* forgets so far */
static char *forgotten[LEARN_FORGETS_MAX];     /* by forget number: the name, NULL for every one */

uint64_t launch_forget_epoch(void) {
        return forget_epoch;
}

bool launch_forget_since(uint64_t since, const char *name) {
        if (forget_epoch - since > LEARN_FORGETS_MAX)
                return true;
        for (uint64_t e = since + 1; e <= forget_epoch; e++) {
                const char *n = forgotten[e % LEARN_FORGETS_MAX];
                if (!n || strcmp(n, name) == 0)
                        return true;
        }
        return false;
}

void launch_forget_lock(void) {
        pthread_mutex_lock(&forget_lock);
}

void launch_forget_unlock(void) {
        pthread_mutex_unlock(&forget_lock);
}

/* Under forget_lock: one more forget, of name (NULL: all). */
static int forget_note(const char *name) {
        char *copy = NULL;

        if (name && !(copy = strdup(name)))
                return -ENOMEM;
        forget_epoch++;
        free(forgotten[forget_epoch % LEARN_FORGETS_MAX]);
        forgotten[forget_epoch % LEARN_FORGETS_MAX] = copy;
        return 0;
}

/* What the watcher keeps of name (NULL: of every application): its last launch, its preparation. */
static void watcher_forget(LaunchWatcher *w, const char *name) {
        if (!w)
                return;
        launch_record_forget(w, name);
        launch_candidates_forget(name);
        launch_warmer_forget(w->warmer, name);
}

int launch_forget(LaunchWatcher *w, const char *name, Forgotten *ret, char **ret_path, unsigned *ret_line,
                  const char **ret_reason) {
        int r;

        watcher_forget(w, name);
        pthread_mutex_lock(&forget_lock);
        r = forget_note(name);
        if (r >= 0)
                r = forget_app(name, ret, ret_path, ret_line, ret_reason);
        pthread_mutex_unlock(&forget_lock);
        return r;
}

int launch_forget_all(LaunchWatcher *w, size_t *ret_profiles, bool *ret_usage, char **ret_path) {
        int r;

        watcher_forget(w, NULL);
        pthread_mutex_lock(&forget_lock);
        r = forget_note(NULL);
        if (r >= 0)
                r = forget_all(ret_profiles, ret_usage, ret_path);
        pthread_mutex_unlock(&forget_lock);
        return r;
}
