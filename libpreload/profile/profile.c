/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Learned profiles in memory: creating them, adding files, ranges and lookups, names. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "macro.h"
#include "profile-internal.h"

void profile_file_done(ProfileFile *f) {
        free(f->path);
        free(f->ranges);
        free(f->touched);
}

int profile_new(const char *name, Profile **ret) {
        Profile *p = calloc(1, sizeof(*p));
        if (!p)
                return -ENOMEM;
        if (name) {
                p->name = strdup(name);
                if (!p->name) {
                        free(p);
                        return -ENOMEM;
                }
        }
        *ret = p;
        return 0;
}

Profile *profile_free(Profile *p) {
        if (!p)
                return NULL;
        free(p->name);
        free(p->program);
        free(p->source);
        strv_free_n(p->command, p->n_command);
        for (size_t i = 0; i < p->n_files; i++)
                profile_file_done(&p->files[i]);
        free(p->files);
        strv_free_n(p->lookups, p->n_lookups);
        free(p->lookup_inos);
        free(p);
        return NULL;
}

int profile_set_command(Profile *p, char *const *argv, size_t n) {
        char **v = NULL;

        if (n > PROFILE_COMMAND_MAX)
                return -E2BIG;
        if (n > 0) {
                v = calloc(n, sizeof(char *));
                if (!v)
                        return -ENOMEM;
                for (size_t i = 0; i < n; i++) {
                        v[i] = strdup(argv[i]);
                        if (!v[i]) {
                                strv_free_n(v, n);
                                return -ENOMEM;
                        }
                }
        }
        strv_free_n(p->command, p->n_command);
        p->command = v;
        p->n_command = n;
        return 0;
}

int profile_set_program(Profile *p, const char *program) {
        char *s = NULL;
        if (program) {
                s = strdup(program);
                if (!s)
                        return -ENOMEM;
        }
        free(p->program);
        p->program = s;
        return 0;
}

int profile_append_file(Profile *p, char *path, const ProfileFingerprint *id, ProfileFile **ret) {
        if (p->n_files >= PROFILE_FILES_MAX)
                return -E2BIG;
        if (p->n_files == p->n_files_allocated) {
                size_t n = p->n_files_allocated ? p->n_files_allocated * 2 : 16;
                ProfileFile *files = reallocarray(p->files, n, sizeof(*files));
                if (!files)
                        return -ENOMEM;
                p->files = files;
                p->n_files_allocated = n;
        }
        ProfileFile *f = &p->files[p->n_files++];
        *f = (ProfileFile) { .path = path };
        if (id)
                f->id = *id;
        if (ret)
                *ret = f;
        return 0;
}

int profile_add_file(Profile *p, const char *path, const ProfileFingerprint *id, ProfileFile **ret) {
        if (!path || path[0] != '/')
                return -EINVAL;
        for (size_t i = 0; i < p->n_files; i++)
                if (strcmp(p->files[i].path, path) == 0)
                        return -EEXIST;
        char *s = strdup(path);
        if (!s)
                return -ENOMEM;
        int r = profile_append_file(p, s, id, ret);
        if (r < 0)
                free(s);
        return r;
}

static int lookup_append(Profile *p, const char *path, uint64_t ino) {
        int r;

        if (p->n_lookups >= PROFILE_LOOKUPS_MAX)
                return -E2BIG;
        r = lookups_add(&p->lookups, &p->n_lookups, &p->n_lookups_allocated, path);
        if (r < 0)
                return r;
        /* The inodes follow the paths' capacity. */
        if (p->n_lookup_inos_allocated < p->n_lookups_allocated) {
                uint64_t *v = reallocarray(p->lookup_inos, p->n_lookups_allocated, sizeof(uint64_t));
                if (!v) {
                        free(p->lookups[--p->n_lookups]);
                        return -ENOMEM;
                }
                p->lookup_inos = v;
                p->n_lookup_inos_allocated = p->n_lookups_allocated;
        }
        p->lookup_inos[p->n_lookups - 1] = ino;
        return 0;
}

/* A path the launch looked up never ends in "/" here: that marks a directory looked names up in
 * (lookup_names_dir()). A program's own "X/" or "X/./" (emacs checks its directories so) becomes
 * "X/." and "X/./.", which the kernel resolves to the same directory with the same lookups.
 * *ret is path as kept (path itself, or *buf), or -EINVAL, -ENOMEM. */
static int lookup_kept(const char *path, char **buf, const char **ret) {
        if (!path || path[0] != '/')
                return -EINVAL;
        if (lookup_names_dir(path) && asprintf(buf, "%s.", path) < 0)
                return -ENOMEM;
        *ret = *buf ?: path;
        return 0;
}

int profile_add_lookup_ino(Profile *p, const char *path, uint64_t ino) {
        _cleanup_free_ char *s = NULL;
        const char *kept;
        int r = lookup_kept(path, &s, &kept);

        return r < 0 ? r : lookup_append(p, kept, ino);
}

int profile_add_lookup_distinct(Profile *p, const char *path, uint64_t ino) {
        _cleanup_free_ char *s = NULL;
        const char *kept;
        size_t n;
        int r = lookup_kept(path, &s, &kept);

        if (r < 0)
                return r;
        /* Only a path kept as "X/." can be another's kept form: only those are looked for. */
        n = strlen(kept);
        if (n >= 2 && strcmp(kept + n - 2, "/.") == 0 && profile_has_lookup(p, kept))
                return 0;
        return lookup_append(p, kept, ino);
}

int profile_add_lookup_in(Profile *p, const char *dir, uint64_t ino) {
        _cleanup_free_ char *s = NULL;
        size_t n;

        if (!dir || dir[0] != '/')
                return -EINVAL;
        n = strlen(dir);
        while (n > 1 && dir[n - 1] == '/')
                n--;
        if (n == 1) /* the root: looked up like any path, never read whole */
                return lookup_append(p, "/", ino);
        if (asprintf(&s, "%.*s/", (int) n, dir) < 0)
                return -ENOMEM;
        return lookup_append(p, s, ino);
}

int profile_add_lookup(Profile *p, const char *path) {
        return profile_add_lookup_ino(p, path, 0);
}

bool profile_has_lookup(const Profile *p, const char *path) {
        for (size_t i = 0; i < p->n_lookups; i++)
                if (strcmp(p->lookups[i], path) == 0)
                        return true;
        return false;
}

int profile_file_add_range(ProfileFile *f, uint64_t offset, uint64_t length) {
        uint64_t end;

        if (__builtin_add_overflow(offset, length, &end))
                return -EOVERFLOW;
        return ranges_add(&f->ranges, &f->n_ranges, &f->n_ranges_allocated, offset, MIN(end, f->id.size),
                          RANGE_SOURCE_PROFILE);
}

int profile_file_add_touched(ProfileFile *f, uint64_t offset, uint64_t length) {
        uint64_t end;
        int r;

        if (__builtin_add_overflow(offset, length, &end))
                return -EOVERFLOW;
        end = MIN(end, f->id.size);
        /* The ranges first: touched bytes outside them would be a profile the parser rejects. */
        r = ranges_add(&f->ranges, &f->n_ranges, &f->n_ranges_allocated, offset, end, RANGE_SOURCE_PROFILE);
        if (r < 0)
                return r;
        return ranges_add(&f->touched, &f->n_touched, &f->n_touched_allocated, offset, end, RANGE_SOURCE_PROFILE);
}

uint64_t profile_file_touched_bytes(const ProfileFile *f) {
        return f->n_touched > 0 ? ranges_bytes(f->touched, f->n_touched) : profile_file_bytes(f);
}

uint64_t profile_touched_bytes(const Profile *p) {
        uint64_t sum = 0;
        for (size_t i = 0; i < p->n_files; i++)
                sum += profile_file_touched_bytes(&p->files[i]);
        return sum;
}

size_t profile_touched_ranges(const Profile *p) {
        size_t n = 0;
        for (size_t i = 0; i < p->n_files; i++)
                n += p->files[i].n_touched > 0 ? p->files[i].n_touched : p->files[i].n_ranges;
        return n;
}

uint64_t profile_file_bytes(const ProfileFile *f) {
        return ranges_bytes(f->ranges, f->n_ranges);
}

uint64_t profile_total_bytes(const Profile *p) {
        uint64_t sum = 0;
        for (size_t i = 0; i < p->n_files; i++)
                sum += profile_file_bytes(&p->files[i]);
        return sum;
}

size_t profile_total_ranges(const Profile *p) {
        size_t n = 0;
        for (size_t i = 0; i < p->n_files; i++)
                n += p->files[i].n_ranges;
        return n;
}

void profile_report_done(ProfileReport *r) {
        if (!r)
                return;
        for (size_t i = 0; i < r->n_dropped; i++)
                free(r->dropped[i].path);
        free(r->dropped);
        *r = (ProfileReport) {};
}

const char *profile_file_state_to_string(ProfileFileState s) {
        static const char *const table[_PROFILE_FILE_STATE_MAX] = {
                [PROFILE_FILE_FRESH] = "fresh",
                [PROFILE_FILE_SAME_BUILD] = "same-build",
                [PROFILE_FILE_STALE] = "stale",
                [PROFILE_FILE_MISSING] = "missing",
        };
        return (unsigned) s < _PROFILE_FILE_STATE_MAX ? table[s] : NULL;
}

bool profile_name_is_valid(const char *name) {
        size_t n = name ? strlen(name) : 0;
        if (n == 0 || n > PROFILE_NAME_MAX || name[0] == '.')
                return false;
        for (size_t i = 0; i < n; i++) {
                unsigned char c = (unsigned char) name[i];
                if (c <= 0x20 || c >= 0x7f || c == '/')
                        return false;
        }
        return true;
}
