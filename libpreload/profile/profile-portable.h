/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Portable profiles: a learned profile in a form that holds on another machine with the same
 * packages, for fleets, images and distributions (learned once, shipped, imported everywhere).
 *
 * A native profile (profile.h) names each file by device and inode number, which hold only where
 * it was learned. A portable one names it by what survives a copy:
 *
 *   preload-portable 1
 *   name python3
 *   program /usr/bin/python3.11
 *   file /usr/lib/x86_64-linux-gnu/libc.so.6
 *   id size=1922136 sample=5c0ffee5c0ffee00 build-id=3e7ef2...
 *   range 0+4096 8192+65536
 *   touched 0+4096
 *   lookup /usr/lib/python3.11/os.py
 *   end files=1 lookups=1
 *
 * The grammar is the native one (profile.h) with these differences, each checked:
 *   - the first line is "preload-portable 1";
 *   - "id" holds size=N sample=HEX [build-id=HEX]: sample is 16 lower-case hex digits,
 *     profile_sample_fd() of the file; no dev=, ino= or mtime=;
 *   - no "misses" or "source" lines, no " ino=" on lookups: they describe one machine's files;
 *   - every path (program, files, lookups) lies under one of the allowed roots
 *     (profile_path_portable()): system files, never a home directory, /tmp or /proc;
 *   - the last line is "end files=N lookups=M" with the counts of the entries before it: a
 *     truncated copy is refused whole, not imported in part.
 * A portable profile is untrusted input: it may come from anywhere (a package, configuration
 * management, a download), so the same strict parser and caps apply, and importing it never
 * opens anything but a regular file under the allowed roots.
 */
#pragma once

#include "profile.h"

#define PORTABLE_FORMAT_VERSION 1
#define PORTABLE_SUFFIX ".portable"
/* Where packages ship portable profiles, below each configuration directory (PRELOADD_CONFIG_DIRS:
 * /usr/lib/preloadd/profiles, ..., /etc/preloadd/profiles, a later one overriding the same name). */
#define PORTABLE_SHIPPED_SUBDIR "profiles"
/* Bytes the content sample hashes at each of the file's start, middle and last page. */
#define PORTABLE_SAMPLE_BLOCK 4096u

/* Whether path may appear in a portable profile: absolute, no ".." component, and under /usr,
 * /etc, /opt, /var/lib, /var/cache, /snap or the merged-/usr links (/bin, /sbin, /lib*). */
bool profile_path_portable(const char *path);
/* The same against other roots (NULL-terminated, absolute, no trailing '/'): the tests' own. */
bool profile_path_under(const char *path, const char *const *roots);
extern const char *const portable_roots_default[];

/*
 * The content sample of an open regular file of the given size: a 64-bit FNV-1a hash of the size
 * and of up to PORTABLE_SAMPLE_BLOCK bytes at its start, its middle and its last page (three
 * preads). Cheap enough for every file of a profile, and different for another build of a data
 * file that kept its size. -EIO when the file is shorter than size, or -errno.
 */
int profile_sample_fd(int fd, uint64_t size, uint64_t *ret);

/* Parsing, loading and formatting the portable form: as profile_parse(), profile_load() and
 * profile_format() (profile.h), same errors, the grammar above. */
int portable_parse(const char *buf, size_t len, Profile **ret, unsigned *ret_line, const char **ret_reason);
int portable_load(const char *path, Profile **ret, unsigned *ret_line, const char **ret_reason);
int portable_format(const Profile *p, char **ret, size_t *ret_size);

/*
 * The portable form of a native profile, from the files as they are now. An entry is exported
 * only when its file is still the one learned (fresh or same-build, profile_file_check()) and lies
 * under the allowed roots (roots, or portable_roots_default when NULL); the others go into report->dropped with a reason. Lookups outside the
 * allowed roots are left out and counted in *ret_lookups_dropped (may be NULL). Returns 0,
 * -ENOMEM, -E2BIG.
 */
int profile_export(const Profile *native, const char *const *roots, Profile **ret, ProfileReport *report,
                   size_t *ret_lookups_dropped);

/*
 * The native profile of a portable one on this machine: each file is checked against the local
 * copy (a regular file, not a symbolic link, of the same size, build-id and sample) and kept with
 * the local identity, or dropped into report->dropped with its reason (missing, other size, other
 * build, content differs). Lookups are kept, with the inode found there now. The result keeps the
 * launches observed where it was learned (the user's own launches refine it from the first on)
 * and has source set to source (may be NULL). Returns 0 (also when nothing matched: n_files 0), -ENOMEM.
 */
int profile_import(const Profile *portable, const char *source, Profile **ret, ProfileReport *report);

/*
 * The shipped portable profiles: NAME.portable in DIR/profiles for each dir of dirs (lowest
 * precedence first, as PRELOADD_CONFIG_DIRS), a later directory's file replacing an earlier one of
 * the same name, an empty file or a symbolic link to /dev/null masking it. *ret gets a
 * NULL-terminated array of the winning paths, sorted by name (free with profile_dirs_free()).
 * Dot files and other names are ignored. Returns 0, -ENOMEM.
 */
int portable_shipped(const char *const *dirs, char ***ret);
