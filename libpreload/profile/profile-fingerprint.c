/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Files of a profile against the disk: fingerprints, staleness, and the plan a profile gives. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "elfimage.h"
#include "fileio.h"
#include "macro.h"
#include "profile-internal.h"
#include "profile.h"

_Static_assert(PROFILE_BUILD_ID_MAX == ELFIMAGE_BUILD_ID_MAX, "a profile holds every build-id elfimage reads");

int profile_build_id_read(int fd, uint8_t buf[static PROFILE_BUILD_ID_MAX], size_t *ret_size) {
        return elfimage_build_id(fd, buf, ret_size);
}

static uint64_t stat_mtime_nsec(const struct stat *st) {
        return (uint64_t) st->st_mtim.tv_sec * UINT64_C(1000000000) + (uint64_t) st->st_mtim.tv_nsec;
}

bool profile_fingerprint_same(const ProfileFingerprint *a, const ProfileFingerprint *b) {
        return a->ino == b->ino && a->size == b->size && a->mtime_nsec == b->mtime_nsec;
}

int profile_fingerprint_fd(int fd, ProfileFingerprint *ret) {
        ProfileFingerprint id = {};
        struct stat st;

        if (fstat(fd, &st) < 0)
                return -errno;
        id.dev = st.st_dev;
        id.ino = (uint64_t) st.st_ino;
        id.size = (uint64_t) st.st_size;
        id.mtime_nsec = stat_mtime_nsec(&st);
        if (S_ISREG(st.st_mode) && profile_build_id_read(fd, id.build_id, &id.build_id_size) < 0)
                id.build_id_size = 0;
        *ret = id;
        return 0;
}

int profile_fingerprint_path(const char *path, ProfileFingerprint *ret) {
        _cleanup_close_ int fd = open_regular_file(path, NULL);
        if (fd < 0)
                return fd;
        return profile_fingerprint_fd(fd, ret);
}

/* NULL when the file at f->path is the same ELF build as recorded (*st set to it), else why not. */
static const char *same_build_check(const ProfileFile *f, struct stat *st) {
        /* A profile entry is a path from a file anyone could have edited: never open a device. */
        _cleanup_close_ int fd = open_regular_file(f->path, NULL);
        ProfileFingerprint now;

        if (fd < 0 || profile_fingerprint_fd(fd, &now) < 0 || fstat(fd, st) < 0)
                return "modified since recording, and unreadable";
        if (now.build_id_size != f->id.build_id_size ||
            memcmp(now.build_id, f->id.build_id, now.build_id_size) != 0)
                return "another build (build-id differs)";
        if ((uint64_t) st->st_size != f->id.size)
                return "size changed since recording";
        return NULL;
}

int profile_file_check(const ProfileFile *f, ProfileFileState *ret_state, struct stat *ret_st,
                       const char **ret_reason) {
        ProfileFileState state;
        const char *reason;
        struct stat st;

        if (stat(f->path, &st) < 0) {
                state = PROFILE_FILE_MISSING;
                reason = errno == ENOENT || errno == ENOTDIR ? "no longer exists" : "cannot be accessed";
        } else if (!S_ISREG(st.st_mode)) {
                state = PROFILE_FILE_MISSING;
                reason = "no longer a regular file";
        } else if (profile_fingerprint_same(&(ProfileFingerprint) { .ino = (uint64_t) st.st_ino,
                                                                    .size = (uint64_t) st.st_size,
                                                                    .mtime_nsec = stat_mtime_nsec(&st) },
                                            &f->id)) {
                state = PROFILE_FILE_FRESH;
                reason = NULL;
        } else if ((uint64_t) st.st_size != f->id.size) {
                state = PROFILE_FILE_STALE;
                reason = "size changed since recording";
        } else if (f->id.build_id_size == 0) {
                state = PROFILE_FILE_STALE;
                reason = "modified since recording";
        } else {
                /* Same size, other inode or mtime: still valid if it is the same build. */
                reason = same_build_check(f, &st);
                state = reason ? PROFILE_FILE_STALE : PROFILE_FILE_SAME_BUILD;
        }

        if (reason && ret_reason)
                *ret_reason = reason;
        if (!reason && ret_st)
                *ret_st = st;
        *ret_state = state;
        return 0;
}

int profile_report_drop(ProfileReport *r, const char *path, ProfileFileState state, const char *reason) {
        if (!r)
                return 0;
        ProfileIssue *v = reallocarray(r->dropped, r->n_dropped + 1, sizeof(*v));
        if (!v)
                return -ENOMEM;
        r->dropped = v;
        char *s = strdup(path);
        if (!s)
                return -ENOMEM;
        v[r->n_dropped++] = (ProfileIssue) { s, state, reason };
        return 0;
}

int profile_add_to_plan(const Profile *p, Plan *plan, ProfileReport *report) {
        return profile_add_to_plan_touched(p, plan, false, report);
}

int profile_add_to_plan_touched(const Profile *p, Plan *plan, bool touched_only, ProfileReport *report) {
        int r;

        for (size_t i = 0; i < p->n_files; i++) {
                const ProfileFile *f = &p->files[i];
                ProfileFileState state;
                const char *reason = NULL;
                struct stat st;
                PlanFile *pf;

                r = profile_file_check(f, &state, &st, &reason);
                if (r < 0)
                        return r;
                if (state == PROFILE_FILE_STALE || state == PROFILE_FILE_MISSING) {
                        r = profile_report_drop(report, f->path, state, reason);
                        if (r < 0)
                                return r;
                        continue;
                }
                if (report) {
                        if (state == PROFILE_FILE_FRESH)
                                report->n_fresh++;
                        else
                                report->n_same_build++;
                }
                r = plan_add_file(plan, f->path, f->path, &st, &pf);
                if (r < 0)
                        return r;
                /* Touched bytes unknown: every range counts as touched. */
                bool touched = touched_only && f->n_touched > 0;
                const Range *v = touched ? f->touched : f->ranges;
                size_t n = touched ? f->n_touched : f->n_ranges;
                for (size_t j = 0; j < n; j++) {
                        r = plan_file_add_range(pf, v[j].offset, v[j].length, RANGE_SOURCE_PROFILE);
                        if (r < 0)
                                return r;
                }
        }
        for (size_t i = 0; i < p->n_lookups; i++) {
                r = plan_add_lookup(plan, p->lookups[i]);
                if (r < 0)
                        return r;
        }
        return 0;
}
