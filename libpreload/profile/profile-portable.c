/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Portable profiles: export from a native profile, import against this machine's files, and the
 * shipped ones (profile-portable.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"
#include "profile-internal.h"
#include "profile-portable.h"

/* System files only: what another machine with the same packages has at the same path. A home
 * directory, /tmp or /run holds one user's or one boot's files, and naming them would carry a
 * user's file names to every machine. */
const char *const portable_roots_default[] = {
        "/usr", "/etc", "/opt", "/var/lib", "/var/cache", "/snap",
        "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", NULL,
};

bool profile_path_under(const char *path, const char *const *roots) {
        if (!path || path[0] != '/')
                return false;
        /* ".." would lead out of a root whatever the prefix; "." and empty components cannot. */
        for (const char *s = path; (s = strstr(s, "/..")); s += 3)
                if (s[3] == '/' || s[3] == 0)
                        return false;
        for (size_t i = 0; roots[i]; i++) {
                size_t n = strlen(roots[i]);
                if (strncmp(path, roots[i], n) == 0 && (path[n] == '/' || path[n] == 0))
                        return true;
        }
        return false;
}

bool profile_path_portable(const char *path) {
        return profile_path_under(path, portable_roots_default);
}

/* 64-bit FNV-1a: not a cryptographic hash, and it need not be one: a sample tells another build
 * of a file from this one, it does not vouch for content (the reads a profile asks for are
 * harmless whatever the file holds). */
#define FNV_OFFSET UINT64_C(0xcbf29ce484222325)
#define FNV_PRIME UINT64_C(0x100000001b3)

static uint64_t fnv1a(uint64_t h, const void *p, size_t n) {
        const unsigned char *b = p;
        for (size_t i = 0; i < n; i++)
                h = (h ^ b[i]) * FNV_PRIME;
        return h;
}

int profile_sample_fd(int fd, uint64_t size, uint64_t *ret) {
        const uint64_t mask = ~(uint64_t) (PORTABLE_SAMPLE_BLOCK - 1);
        uint64_t at[3] = { 0, (size / 2) & mask, size > 0 ? (size - 1) & mask : 0 };
        unsigned char buf[PORTABLE_SAMPLE_BLOCK], le[8];
        uint64_t h = FNV_OFFSET;

        for (size_t i = 0; i < 8; i++)
                le[i] = (unsigned char) (size >> (8 * i));
        h = fnv1a(h, le, sizeof(le));
        for (size_t i = 0; i < ELEMENTSOF(at); i++) {
                if (at[i] >= size || (i > 0 && at[i] == at[i - 1]))
                        continue; /* an empty file, or a small one whose pages coincide */
                size_t want = (size_t) MIN((uint64_t) PORTABLE_SAMPLE_BLOCK, size - at[i]), got = 0;
                while (got < want) {
                        ssize_t k = pread(fd, buf + got, want - got, (off_t) (at[i] + got));
                        if (k < 0 && errno == EINTR)
                                continue;
                        if (k < 0)
                                return -errno;
                        if (k == 0)
                                return -EIO; /* shorter than its size said */
                        got += (size_t) k;
                }
                h = fnv1a(h, buf, want);
        }
        *ret = h;
        return 0;
}

/* A lookup as profile_format() writes it back: "DIR/" is a directory looked names up in. */
static int copy_lookup(Profile *to, const char *path, uint64_t ino) {
        if (!lookup_names_dir(path))
                return profile_add_lookup_ino(to, path, ino);
        _cleanup_free_ char *dir = strndup(path, strlen(path) - 1);
        if (!dir)
                return -ENOMEM;
        return profile_add_lookup_in(to, dir, ino);
}

static int copy_ranges(ProfileFile *to, const ProfileFile *from) {
        int r = 0;
        for (size_t i = 0; r >= 0 && i < from->n_ranges; i++)
                r = profile_file_add_range(to, from->ranges[i].offset, from->ranges[i].length);
        for (size_t i = 0; r >= 0 && i < from->n_touched; i++)
                r = profile_file_add_touched(to, from->touched[i].offset, from->touched[i].length);
        return r;
}

/* Appends the entry of from's path with identity id and from's ranges, counted as kept. */
static int add_kept(Profile *p, const ProfileFile *from, const ProfileFingerprint *id, ProfileReport *report) {
        ProfileFile *nf;
        int r = profile_add_file(p, from->path, id, &nf);
        if (r >= 0)
                r = copy_ranges(nf, from);
        if (r >= 0 && report)
                report->n_fresh++;
        return r;
}

/* The header both directions keep: what the launch was, not how this machine learned it. The
 * command is left out: its words may name a user's files. */
static int copy_header(Profile *to, const Profile *from, const char *const *roots) {
        /* How many launches it learned from says whether the application's directories are in its
         * lookups yet: with them, a launch need not watch its opens to find them (launch.c). */
        to->observed = from->observed;
        to->recorded_usec = from->recorded_usec;
        to->duration_usec = from->duration_usec;
        to->launch_cpu_usec = from->launch_cpu_usec;
        if (from->program && (!roots || profile_path_under(from->program, roots)))
                return profile_set_program(to, from->program);
        return 0;
}

int profile_export(const Profile *native, const char *const *roots, Profile **ret, ProfileReport *report,
                   size_t *ret_lookups_dropped) {
        _cleanup_(profile_freep) Profile *p = NULL;
        size_t lookups_dropped = 0;
        int r;

        if (!roots)
                roots = portable_roots_default;
        r = profile_new(native->name, &p);
        if (r >= 0)
                r = copy_header(p, native, roots);
        if (r < 0)
                return r;
        for (size_t i = 0; i < native->n_files; i++) {
                const ProfileFile *f = &native->files[i];
                const char *reason = NULL;
                ProfileFileState state;
                ProfileFingerprint id = {};
                struct stat st;

                if (!profile_path_under(f->path, roots)) {
                        r = profile_report_drop(report, f->path, PROFILE_FILE_MISSING, "outside the allowed roots");
                        if (r < 0)
                                return r;
                        continue;
                }
                r = profile_file_check(f, &state, NULL, &reason);
                if (r < 0)
                        return r;
                if (state == PROFILE_FILE_STALE || state == PROFILE_FILE_MISSING) {
                        /* Its ranges describe a file that is gone: nothing to sample them against. */
                        r = profile_report_drop(report, f->path, state, reason);
                        if (r < 0)
                                return r;
                        continue;
                }
                _cleanup_close_ int fd = open_regular_file(f->path, &st);
                if (fd >= 0 && (uint64_t) st.st_size == f->id.size)
                        r = profile_sample_fd(fd, f->id.size, &id.sample);
                else
                        r = fd < 0 ? fd : -ESTALE;
                if (r == -ENOMEM)
                        return r;
                if (r < 0) {
                        r = profile_report_drop(report, f->path, PROFILE_FILE_STALE, "changed or unreadable while exported");
                        if (r < 0)
                                return r;
                        continue;
                }
                id.size = f->id.size;
                memcpy(id.build_id, f->id.build_id, f->id.build_id_size);
                id.build_id_size = f->id.build_id_size;
                r = add_kept(p, f, &id, report);
                if (r < 0)
                        return r;
        }
        for (size_t i = 0; i < native->n_lookups; i++) {
                if (!profile_path_under(native->lookups[i], roots)) {
                        lookups_dropped++;
                        continue;
                }
                r = copy_lookup(p, native->lookups[i], 0);
                if (r < 0)
                        return r;
        }
        if (ret_lookups_dropped)
                *ret_lookups_dropped = lookups_dropped;
        *ret = TAKE_PTR(p);
        return 0;
}

/* NULL when the local file at f->path is the one the portable entry describes (*local set to its
 * identity), else why not, and in *state whether it is missing or another file. */
static const char *import_check(const ProfileFile *f, ProfileFingerprint *local, ProfileFileState *state) {
        /* Never through a symbolic link (a profile is untrusted: it names system paths only, and a
         * link could lead anywhere), never a FIFO or a device (O_NONBLOCK, then the type). */
        _cleanup_close_ int fd = open(f->path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW);
        struct stat st;
        uint64_t sample;

        *state = PROFILE_FILE_MISSING;
        if (fd < 0)
                return errno == ENOENT || errno == ENOTDIR ? "missing here"
                       : errno == ELOOP                    ? "a symbolic link here"
                                                           : "cannot be opened here";
        if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))
                return "not a regular file here";
        *state = PROFILE_FILE_STALE;
        if ((uint64_t) st.st_size != f->id.size)
                return "another size here (another version)";
        if (profile_fingerprint_fd(fd, local) < 0)
                return "cannot be read here";
        if (local->build_id_size != f->id.build_id_size ||
            memcmp(local->build_id, f->id.build_id, local->build_id_size) != 0)
                return "another build here (build-id differs)";
        if (profile_sample_fd(fd, f->id.size, &sample) < 0)
                return "cannot be read here";
        if (sample != f->id.sample)
                return "other content here (sample differs)";
        *state = PROFILE_FILE_FRESH;
        return NULL;
}

int profile_import(const Profile *portable, const char *source, Profile **ret, ProfileReport *report) {
        _cleanup_(profile_freep) Profile *p = NULL;
        int r;

        r = profile_new(portable->name, &p);
        if (r >= 0)
                r = copy_header(p, portable, NULL);
        if (r >= 0 && source && !(p->source = strdup(source)))
                r = -ENOMEM;
        if (r < 0)
                return r;
        for (size_t i = 0; i < portable->n_files; i++) {
                const ProfileFile *f = &portable->files[i];
                ProfileFingerprint local = {};
                ProfileFileState state;
                const char *reason = import_check(f, &local, &state);

                if (reason) {
                        r = profile_report_drop(report, f->path, state, reason);
                        if (r < 0)
                                return r;
                        continue;
                }
                r = add_kept(p, f, &local, report);
                if (r < 0)
                        return r;
        }
        for (size_t i = 0; i < portable->n_lookups; i++) {
                const char *path = portable->lookups[i];
                struct stat st;
                /* This machine's inode where there is one: the metadata pass's order (profile.h). */
                uint64_t ino = lstat(path, &st) >= 0 ? (uint64_t) st.st_ino : 0;
                r = copy_lookup(p, path, ino);
                if (r < 0)
                        return r;
        }
        *ret = TAKE_PTR(p);
        return 0;
}

typedef struct Shipped {
        char *name; /* NAME of NAME.portable */
        char *path; /* NULL: masked */
} Shipped;

static bool shipped_masked(int dfd, const char *file) {
        struct stat st;
        char target[16];

        if (fstatat(dfd, file, &st, AT_SYMLINK_NOFOLLOW) < 0)
                return false;
        if (S_ISLNK(st.st_mode)) {
                ssize_t n = readlinkat(dfd, file, target, sizeof(target) - 1);
                return n == 9 && memcmp(target, "/dev/null", 9) == 0;
        }
        return S_ISREG(st.st_mode) && st.st_size == 0;
}

static int shipped_cmp(const void *a, const void *b) {
        return strcmp(((const Shipped *) a)->name, ((const Shipped *) b)->name);
}

int portable_shipped(const char *const *dirs, char ***ret) {
        Shipped *v = NULL;
        size_t n = 0;
        char **out = NULL;
        int r = 0;

        for (size_t d = 0; r >= 0 && dirs && dirs[d]; d++) {
                _cleanup_free_ char *dir = NULL;
                if (asprintf(&dir, "%s/%s", dirs[d], PORTABLE_SHIPPED_SUBDIR) < 0) {
                        r = -ENOMEM;
                        break;
                }
                DIR *dp = opendir(dir);
                if (!dp)
                        continue; /* most configuration directories have none */
                struct dirent *de;
                while (r >= 0 && (de = readdir(dp))) {
                        size_t len = strlen(de->d_name), sl = strlen(PORTABLE_SUFFIX);
                        if (de->d_name[0] == '.' || len <= sl || strcmp(de->d_name + len - sl, PORTABLE_SUFFIX) != 0)
                                continue;
                        _cleanup_free_ char *name = strndup(de->d_name, len - sl), *path = NULL;
                        if (!name) {
                                r = -ENOMEM;
                                break;
                        }
                        if (!profile_name_is_valid(name))
                                continue;
                        if (!shipped_masked(dirfd(dp), de->d_name) &&
                            asprintf(&path, "%s/%s", dir, de->d_name) < 0) {
                                r = -ENOMEM;
                                break;
                        }
                        size_t i = 0;
                        while (i < n && strcmp(v[i].name, name) != 0)
                                i++;
                        if (i == n) {
                                Shipped *nv = reallocarray(v, n + 1, sizeof(*v));
                                if (!nv) {
                                        r = -ENOMEM;
                                        break;
                                }
                                v = nv;
                                v[n++] = (Shipped) { TAKE_PTR(name), NULL };
                        }
                        /* A later directory overrides: its file, or its mask. */
                        free(v[i].path);
                        v[i].path = TAKE_PTR(path);
                }
                closedir(dp);
        }
        if (r >= 0) {
                if (n > 0)
                        qsort(v, n, sizeof(*v), shipped_cmp);
                out = calloc(n + 1, sizeof(char *));
                if (!out)
                        r = -ENOMEM;
        }
        size_t k = 0;
        for (size_t i = 0; i < n; i++) {
                if (r >= 0 && v[i].path)
                        out[k++] = TAKE_PTR(v[i].path);
                free(v[i].name);
                free(v[i].path);
        }
        free(v);
        if (r < 0)
                return r;
        *ret = out;
        return 0;
}
