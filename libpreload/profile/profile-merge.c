/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Refining a learned profile with each observed launch: a union that forgets (see profile.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "macro.h"
#include "profile-internal.h"

static const ProfileFile *observed_find(const Profile *observed, const char *path, const size_t *order,
                                        size_t n) {
        /* order: the observed entries sorted by path, for a binary search per kept entry */
        size_t lo = 0, hi = n;
        while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                int c = strcmp(observed->files[order[mid]].path, path);
                if (c == 0)
                        return &observed->files[order[mid]];
                if (c < 0)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        return NULL;
}

static int order_compare(const void *a, const void *b, void *userdata) {
        const Profile *p = userdata;
        return strcmp(p->files[*(const size_t *) a].path, p->files[*(const size_t *) b].path);
}

/*
 * Adds o's ranges and touched bytes to f. Touched bytes known on one side only stay what that side
 * says: f's old ranges, or o's new ones, then count as read-around. That keeps what a launch was
 * seen touching, at the cost of an old profile's ranges the launch may have touched too; the next
 * launch that touches them puts them back. Unknown on both sides stays unknown.
 */
static int file_union(ProfileFile *f, const ProfileFile *o) {
        int r;

        for (size_t k = 0; k < o->n_ranges; k++) {
                r = profile_file_add_range(f, o->ranges[k].offset, o->ranges[k].length);
                if (r < 0)
                        return r;
        }
        for (size_t k = 0; k < o->n_touched; k++) {
                r = profile_file_add_touched(f, o->touched[k].offset, o->touched[k].length);
                if (r < 0)
                        return r;
        }
        return 0;
}

int profile_merge_observed(Profile *into, const Profile *observed) {
        return profile_merge_observed_full(into, observed, true);
}

int profile_merge_observed_full(Profile *into, const Profile *observed, bool age_unseen) {
        _cleanup_free_ size_t *order = NULL;
        _cleanup_free_ bool *used = NULL;
        size_t kept = 0;
        int r;

        order = calloc(observed->n_files + 1, sizeof(size_t));
        used = calloc(observed->n_files + 1, sizeof(bool));
        if (!order || !used)
                return -ENOMEM;
        for (size_t i = 0; i < observed->n_files; i++)
                order[i] = i;
        qsort_r(order, observed->n_files, sizeof(size_t), order_compare, (void *) observed);

        /* What the profile knew: refreshed where seen again, aged where not, dropped once old. */
        for (size_t i = 0; i < into->n_files; i++) {
                ProfileFile *f = &into->files[i];
                const ProfileFile *o = observed_find(observed, f->path, order, observed->n_files);

                if (o) {
                        used[o - observed->files] = true;
                        if (!profile_fingerprint_same(&f->id, &o->id)) {
                                /* The file changed (an upgrade): what it was read for is gone. */
                                free(f->ranges);
                                f->ranges = NULL;
                                f->n_ranges = f->n_ranges_allocated = 0;
                                free(f->touched);
                                f->touched = NULL;
                                f->n_touched = f->n_touched_allocated = 0;
                                f->id = o->id;
                        }
                        r = file_union(f, o);
                        if (r < 0)
                                return r;
                        f->id.dev = o->id.dev; /* the device's number now */
                        f->misses = 0;
                } else if (age_unseen && ++f->misses > PROFILE_MISSES_MAX) {
                        profile_file_done(f);
                        continue;
                }
                into->files[kept++] = *f;
        }
        into->n_files = kept;

        /* New files after the known ones: what a start used first stays first. */
        for (size_t i = 0; i < observed->n_files; i++) {
                const ProfileFile *o = &observed->files[i];
                ProfileFile *f;

                if (used[i])
                        continue;
                if (into->n_files >= PROFILE_FILES_MAX)
                        break;
                r = profile_add_file(into, o->path, &o->id, &f);
                if (r < 0)
                        return r;
                r = file_union(f, o);
                if (r < 0)
                        return r;
        }

        /* Lookups are a union: the ones a launch's directories gave (launch-appdirs.c) after
         * those recorded. */
        for (size_t i = 0; i < observed->n_lookups && into->n_lookups < PROFILE_LOOKUPS_MAX; i++) {
                if (profile_has_lookup(into, observed->lookups[i]))
                        continue;
                r = lookup_names_dir(observed->lookups[i])
                            ? profile_add_lookup_in(into, observed->lookups[i], observed->lookup_inos[i])
                            : profile_add_lookup_ino(into, observed->lookups[i], observed->lookup_inos[i]);
                if (r < 0)
                        return r;
        }
        into->observed++;
        /* The launch's own time: the latest launch that measured it (see profile.h). */
        if (observed->launch_cpu_usec > 0)
                into->launch_cpu_usec = observed->launch_cpu_usec;
        return 0;
}
