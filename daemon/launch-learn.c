/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Learning from the launches preloadd sees: each launch counted in the user's usage file (the
 * login warm ranks by it), and the unit's processes observed at a few moments of their start
 * (observe.h) and merged into the application's learned profile (profile_merge_observed()), so a
 * profile exists and improves without `preloadctl record`. Snapshots read /proc only and run on
 * the event loop; fingerprinting the files and saving touch the disk and run in a thread.
 */
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "launch-internal.h"
#include "log.h"
#include "macro.h"
#include "observe.h"
#include "profile.h"
#include "time-util.h"
#include "usage.h"

/* Snapshots at these samples of the unit (LAUNCH_SAMPLE_USEC apart): 0.5, 1, 2, 4 and 8 s into
 * its start. What a start maps is mapped by then; later snapshots would add what the application
 * does after starting. */
static const unsigned snapshot_at[] = { 5, 10, 20, 40, 80 };

struct LaunchLearn {
        char *name; /* the profile's name */
        Observer *observer;
        unsigned snapshots;
};

/* The name a launch is counted and learned under: an application's id or a profile name as it
 * is, a program by its base name (profile_name_from_program()). */
static int learn_name(const char *name, char **ret) {
        if (strchr(name, '/'))
                return profile_name_from_program(name, ret);
        if (!profile_name_is_valid(name))
                return -EINVAL;
        *ret = strdup(name);
        return *ret ? 0 : -ENOMEM;
}

static void usage_count(const char *name, uint64_t after_start_usec) {
        _cleanup_free_ char *path = NULL;
        const char *reason = NULL;
        unsigned line = 0;
        Usage *u = NULL;
        int r;

        r = usage_path_default(&path);
        if (r < 0)
                return;
        r = usage_load(path, &u, &line, &reason);
        if (r == -EBADMSG) {
                /* A broken file is replaced rather than left to block counting for good. */
                log_warning("%s:%u: %s, starting it anew", path, line, reason ? reason : "malformed");
                r = usage_parse("preload-usage 1\n", 16, &u, NULL, NULL);
        }
        if (r >= 0)
                r = usage_record_launch(u, name, now_usec(CLOCK_REALTIME), after_start_usec);
        if (r >= 0) {
                _cleanup_free_ char *dir = strdup(path);
                char *slash = dir ? strrchr(dir, '/') : NULL;
                if (slash)
                        *slash = 0;
                if (dir)
                        (void) profile_dir_ensure(dir, 0700);
                r = usage_save(u, path);
        }
        if (r < 0)
                log_warning("%s: cannot count the launch of %s: %s", path, name, strerror(-r));
        usage_free(u);
}

int launch_learn_new(LaunchLearn **ret) {
        LaunchLearn *l = calloc(1, sizeof(*l));
        int r;

        if (!l)
                return -ENOMEM;
        r = observer_new(&l->observer);
        if (r < 0) {
                free(l);
                return r;
        }
        *ret = l;
        return 0;
}

int launch_learn_name(LaunchLearn *l, const char *name, uint64_t after_start_usec) {
        int r;

        if (!l || l->name)
                return 0;
        r = learn_name(name, &l->name);
        if (r < 0)
                return r;
        usage_count(l->name, after_start_usec);
        return 0;
}

/* The merge, in a thread of its own: it fingerprints every file (ELF build-ids) and writes. */
static void *merge_thread(void *userdata) {
        LaunchLearn *l = userdata;
        _cleanup_free_ char *dir = NULL, *path = NULL;
        Profile *observed = NULL, *p = NULL;
        int r;

        r = observer_to_profile(l->observer, l->name, &observed);
        if (r < 0 || observed->n_files == 0)
                goto finish;
        r = profile_dir_user(&dir);
        if (r >= 0)
                r = profile_dir_ensure(dir, 0700);
        if (r >= 0)
                r = profile_path_for_name(dir, l->name, &path);
        if (r < 0)
                goto finish;
        r = profile_load(path, &p, NULL, NULL);
        if (r < 0)
                r = profile_new(l->name, &p); /* none yet (or a broken one): learned from scratch */
        if (r >= 0)
                r = profile_merge_observed(p, observed);
        if (r >= 0)
                r = profile_save(p, path);
        if (r < 0)
                log_warning("%s: cannot learn from its launch: %s", l->name, strerror(-r));
        else
                log_info("%s: learned from its launch: %zu files, %" PRIu64 " launches observed (%s)", l->name,
                         p->n_files, p->observed, path);
finish:
        profile_free(observed);
        profile_free(p);
        observer_free(l->observer);
        free(l->name);
        free(l);
        return NULL;
}

/* Hands what was observed to the merge thread; l is gone afterwards. A launch never named (no
 * program of ours was seen in it) is not learned from. */
static void learn_finish(LaunchLearn *l) {
        pthread_attr_t attr;
        pthread_t t;

        if (!l->name || observer_n_files(l->observer) == 0 || pthread_attr_init(&attr) != 0) {
                observer_free(l->observer);
                free(l->name);
                free(l);
                return;
        }
        (void) pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        if (pthread_create(&t, &attr, merge_thread, l) != 0) {
                observer_free(l->observer);
                free(l->name);
                free(l);
        }
        pthread_attr_destroy(&attr);
}

LaunchLearn *launch_learn_sample(LaunchLearn *l, const char *cgroup_dir, unsigned n_samples) {
        if (!l || !cgroup_dir)
                return l;
        for (size_t i = 0; i < ELEMENTSOF(snapshot_at); i++)
                if (n_samples == snapshot_at[i]) {
                        int r = observer_snapshot_cgroup(l->observer, cgroup_dir);
                        if (r >= 0)
                                l->snapshots++;
                        log_debug("%s: snapshot at %.1fs: %s, %zu files seen", cgroup_dir,
                                  (double) n_samples * LAUNCH_SAMPLE_USEC / 1e6, r < 0 ? strerror(-r) : "taken",
                                  observer_n_files(l->observer));
                        if (i + 1 == ELEMENTSOF(snapshot_at)) {
                                learn_finish(l);
                                return NULL;
                        }
                }
        return l;
}

LaunchLearn *launch_learn_free(LaunchLearn *l) {
        if (!l)
                return NULL;
        /* A unit that went away before the last snapshot: learn what was seen of it. */
        if (l->snapshots > 0) {
                learn_finish(l);
                return NULL;
        }
        observer_free(l->observer);
        free(l->name);
        free(l);
        return NULL;
}
