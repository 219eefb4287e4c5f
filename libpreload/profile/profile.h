/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Learned profiles: the files a recorded launch used, in first-use order, the byte ranges it read
 * of each, and a fingerprint per file so that a profile gone stale after an upgrade is noticed
 * entry by entry.
 *
 * The format is plain text, one file per application, meant to be read and diffed by people:
 *
 *   preload-profile 1
 *   # comment lines and empty lines are ignored
 *   name python3
 *   program /usr/bin/python3.11
 *   command python3 -c pass
 *   recorded 1700000000123456
 *   duration 81234
 *   observed 3
 *   file /usr/lib/x86_64-linux-gnu/libc.so.6
 *   id dev=254:0 ino=1234 size=1922136 mtime=1700000000.123456789 build-id=3e7ef2...
 *   range 0+4096 8192+65536
 *   touched 0+4096 8192+16384
 *   file /usr/share/app/old.dat
 *   id dev=254:0 ino=99 size=4096 mtime=1700000000.000000000
 *   misses 1
 *   range 0+4096
 *   file /etc/ld.so.cache
 *   id dev=254:0 ino=77 size=20011 mtime=1700000000.000000000
 *   lookup /usr/lib/python3.11/os.py ino=5678
 *   lookup /home/user/.local/lib/python3.11/site-packages
 *
 * Grammar, checked strictly (anything else is -EBADMSG with a line number and a static reason):
 *   - The first line is "preload-profile 1". Lines end in '\n' (the last one may omit it), hold
 *     at most PROFILE_LINE_MAX bytes and never a NUL byte. A line is a keyword and its values,
 *     separated by single spaces, without leading or trailing spaces.
 *   - Header keywords, each at most once and before the first "file": "name" (required), "program"
 *     (the executable the command resolved to, canonical), "command" (argv, informational),
 *     "recorded" (CLOCK_REALTIME microseconds when recording started), "duration" (microseconds
 *     the launch ran), "observed" (how many observed launches were merged into it: preloadd learns
 *     profiles by watching launches, see observe.h and profile_merge()), "launch-cpu" (the CPU
 *     microseconds the processes of the last launch that measured it used, cold or warm: the
 *     launch's own work, which a warm racing it can hide reads under; decide.h), "source" (the
 *     portable profile it was imported from: profile-portable.h; `import --system` replaces only
 *     the profiles it imported itself).
 *   - "file PATH" starts an entry; the next line must be its "id" line. An optional "misses N"
 *     line may follow it: how many observed launches in a row did not use the file (an entry
 *     ages out of a learned profile past PROFILE_MISSES_MAX). Zero or more "range" lines
 *     follow, each with one or more OFFSET+LENGTH pairs (decimal bytes). A file's ranges are
 *     non-empty, ascending, not overlapping, and end within the recorded size; ranges that touch
 *     are merged on load. Paths are absolute and appear once.
 *   - Zero or more "touched" lines follow a file's range lines (a "range" line after one is an
 *     error), each with one or more OFFSET+LENGTH pairs: the bytes the launch touched itself
 *     (pages present in its page tables, bytes it read()), where the ranges hold the kernel's
 *     read-around of them too. Pairs are non-empty, ascending and not overlapping across the
 *     file's touched lines, end within the recorded size and lie each inside one of the file's
 *     (merged) ranges; pairs that touch are merged on load. A file without touched lines has its
 *     touched bytes unknown: every range counts as touched, as in profiles written before them.
 *     On a device bound by bandwidth a warm of the touched bytes alone can beat the cold start,
 *     which reads the read-around too (profile_add_to_plan_touched()).
 *   - "lookup PATH" lines follow the last file entry (a "file" line after one is an error), one
 *     absolute path each, in first-use order, each path once: paths the launch looked up without
 *     reading them (stat, access, readlink, exec, failed and O_PATH opens), existing or not. They
 *     carry no fingerprint: stat'ing a path that changed costs no more than the lookup did. A
 *     lookup of a path that existed when it was recorded may end in " ino=N", the inode stat()
 *     found there (N > 0): with the files' inodes it gives the order in which the metadata pass
 *     (metadata.h) stats everything before any of it is cached. Profiles written before this
 *     have no inodes and parse as before; an inode gone stale only costs order, never a result.
 *     "lookup-in DIR [ino=N]" lines, among them, name a directory the launch looked names up in
 *     (an observed profile cannot see which: launch-appdirs.c): the warm reads it and the inodes
 *     of its entries (at most LOOKUP_DIR_ENTRIES_MAX). In memory it is the lookup "DIR/"; a
 *     plain lookup that ends in "/" (a program's own "X/" or "X/./") is kept and written with a
 *     "." after it, which resolves the same, so that it is never taken for one.
 *   - "id" holds dev=MAJOR:MINOR ino=N size=N mtime=SECONDS.NANOSECONDS (nine digits) and, for
 *     ELF files with one, build-id=HEX (lower case, 1 to PROFILE_BUILD_ID_MAX bytes), in that order.
 *   - Numbers are decimal without sign or leading zeros and must fit in 64 bits.
 *   - Strings (name, paths, command words) are single tokens: bytes 0x21..0x7e stand for
 *     themselves except '\' and '"'; everything else is escaped as \\, \", \n, \t or \xNN. The empty
 *     string is written "". A NUL byte cannot be written. So every path round-trips exactly.
 * Caps: PROFILE_FILES_MAX files, PROFILE_LOOKUPS_MAX lookups, PROFILE_RANGES_MAX ranges and touched
 * pairs in all, PROFILE_COMMAND_MAX words, PROFILE_SIZE_MAX bytes of text.
 *
 * Where profiles live: the user's ones in $XDG_CACHE_HOME/preloadd/profiles (by default
 * ~/.cache/preloadd/profiles; $CACHE_DIRECTORY/profiles when systemd runs us with
 * CacheDirectory=preloadd), system ones in PROFILE_SYSTEM_DIR. The file of app NAME is
 * NAME.profile. Files are written with mode 0644: they hold paths and offsets of files the
 * recording user could read, and the user's cache directory (created 0700) keeps them private
 * there, while system profiles must be readable by every user's daemon.
 *
 * Staleness, per entry (profile_file_check()):
 *   fresh       inode, size and mtime all match: the ranges describe the file as it is (the device
 *               number is not compared: it changes across boots for loop, device-mapper and
 *               some NVMe devices, where inode, size and nanosecond mtime of a path do not);
 *   same-build  something of those changed, but the file is an ELF file of the same size with the
 *               same GNU build-id (a reinstall or copy of the same build): still valid;
 *   stale       anything else (rewritten, other build, other size): the entry is dropped;
 *   missing     gone, or no longer a regular file: dropped.
 * Like make, this trusts mtime: a data file rewritten in place that gets its old mtime back (same
 * size and inode) still looks fresh. Package managers write new files and rename them, which
 * changes the inode.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "plan.h"

#define PROFILE_FORMAT_VERSION 1
#define PROFILE_FILES_MAX 65536u
#define PROFILE_LOOKUPS_MAX 65536u
#define PROFILE_RANGES_MAX (1024u * 1024u)
#define PROFILE_COMMAND_MAX 1024u
#define PROFILE_LINE_MAX 65536u
#define PROFILE_SIZE_MAX (64u * 1024u * 1024u)
#define PROFILE_NAME_MAX 200u
/* GNU build-ids are 16 (md5, uuid) or 20 (sha1) bytes; anything up to this is accepted. */
#define PROFILE_BUILD_ID_MAX 64u
/* An entry that this many observed launches in a row did not use leaves a learned profile. */
#define PROFILE_MISSES_MAX 3u

#define PROFILE_SYSTEM_DIR "/var/cache/preloadd/profiles"
#define PROFILE_SUFFIX ".profile"

/* What identifies the file a profile entry describes. */
typedef struct ProfileFingerprint {
        dev_t dev;
        uint64_t ino;
        uint64_t size;
        uint64_t mtime_nsec;
        uint8_t build_id[PROFILE_BUILD_ID_MAX];
        size_t build_id_size; /* 0: not an ELF file, or one without a build-id */
        /* Portable profiles only (profile-portable.h): a hash of a few of the file's pages, what
         * identifies a file without a build-id on another machine. 0 in native profiles. */
        uint64_t sample;
} ProfileFingerprint;

typedef struct ProfileFile {
        char *path; /* absolute, canonical at recording time */
        ProfileFingerprint id;
        Range *ranges; /* byte ranges: sorted, merged, within id.size; sources unused */
        size_t n_ranges;
        size_t n_ranges_allocated;
        /* The part of ranges the launch touched itself, the rest being the kernel's read-around:
         * sorted, merged, each inside one range. n_touched 0: unknown, every range counts. */
        Range *touched;
        size_t n_touched;
        size_t n_touched_allocated;
        unsigned misses; /* observed launches in a row that did not use the file */
} ProfileFile;

typedef struct Profile {
        char *name;
        char *program;  /* or NULL */
        char **command; /* or NULL when n_command is 0 */
        size_t n_command;
        uint64_t recorded_usec; /* 0: unknown */
        uint64_t duration_usec; /* 0: unknown */
        uint64_t observed;      /* observed launches merged in (0: recorded only) */
        uint64_t launch_cpu_usec; /* CPU time the last measured launch used (0: unknown) */
        char *source;           /* the portable profile it was imported from, or NULL */
        ProfileFile *files;     /* first-use order */
        size_t n_files;
        size_t n_files_allocated;
        char **lookups;         /* absolute paths, first-use order, each once */
        uint64_t *lookup_inos;  /* per lookup: st_ino when recorded, 0 unknown */
        size_t n_lookups;
        size_t n_lookups_allocated;
        size_t n_lookup_inos_allocated;
} Profile;

typedef enum ProfileFileState {
        PROFILE_FILE_FRESH,
        PROFILE_FILE_SAME_BUILD,
        PROFILE_FILE_STALE,
        PROFILE_FILE_MISSING,
        _PROFILE_FILE_STATE_MAX,
} ProfileFileState;

/* An entry profile_add_to_plan() dropped, and why. */
typedef struct ProfileIssue {
        char *path;
        ProfileFileState state;
        const char *reason; /* static */
} ProfileIssue;

typedef struct ProfileReport {
        size_t n_fresh;
        size_t n_same_build;
        ProfileIssue *dropped;
        size_t n_dropped;
} ProfileReport;

void profile_report_done(ProfileReport *r);

int profile_new(const char *name, Profile **ret);
Profile *profile_free(Profile *p);

/* Sets the command words (copied); replaces earlier ones. */
int profile_set_command(Profile *p, char *const *argv, size_t n);
int profile_set_program(Profile *p, const char *program);

/*
 * Appends a file entry (path copied, must be absolute and not yet in the profile: -EEXIST).
 * *ret points into the profile and stays valid until the next profile_add_file(). ret may be NULL.
 */
int profile_add_file(Profile *p, const char *path, const ProfileFingerprint *id, ProfileFile **ret);

/*
 * Appends a lookup path (copied; absolute, else -EINVAL; -E2BIG past PROFILE_LOOKUPS_MAX). The
 * caller keeps lookups unique (the recorder's path table does): the parser rejects duplicates.
 * A path ending in "/" is kept with "." after it ("X/" is "X/."): in lookups, a final "/" marks
 * a directory looked names up in, which only profile_add_lookup_in() adds.
 */
int profile_add_lookup(Profile *p, const char *path);
/* The same, with the inode stat() found at path (0: unknown, does not exist). */
int profile_add_lookup_ino(Profile *p, const char *path, uint64_t ino);
/* The same for a caller whose paths are distinct (the recorder's): one whose kept form is there
 * already ("X/" after "X/.", or the other way round) adds nothing. */
int profile_add_lookup_distinct(Profile *p, const char *path, uint64_t ino);
/* Appends directory dir as one the launch looked names up in: kept as "DIR/" (lookup_names_dir()),
 * written "lookup-in DIR". The root is a plain lookup. */
int profile_add_lookup_in(Profile *p, const char *dir, uint64_t ino);
/* Whether path (as kept: "DIR/" for a directory looked names up in) is one of the profile's lookups. */
bool profile_has_lookup(const Profile *p, const char *path);

/*
 * Adds [offset, offset + length) to an entry, clamped to its fingerprint's size (a range wholly
 * past the end adds nothing), merged with ranges it touches or overlaps. -EOVERFLOW, -ENOMEM.
 */
int profile_file_add_range(ProfileFile *f, uint64_t offset, uint64_t length);

/*
 * Adds [offset, offset + length) to an entry's touched bytes and to its ranges (touched bytes are
 * always inside the ranges), clamped and merged like profile_file_add_range(). -EOVERFLOW, -ENOMEM.
 */
int profile_file_add_touched(ProfileFile *f, uint64_t offset, uint64_t length);

/*
 * Merges one observed launch (observe.h) into a learned profile, as preloadd does after each launch
 * it sees: a union that forgets. A file seen again keeps the union of its ranges (if it changed
 * since, an upgrade, the new ranges replace the old, touched bytes too) and its misses go back to
 * 0; its touched bytes are the union of those known on either side, unknown only when unknown on
 * both (an entry of an older profile merged with a launch that says what it touched then counts
 * its old ranges as read-around: kept, not touched); a file not seen
 * counts one more miss and leaves the profile past PROFILE_MISSES_MAX; new files are appended, so
 * what a start used first stays first. Lookups are a union (observed ones are those of the
 * application's directories, which no snapshot can show: launch-appdirs.c). into->observed
 * counts the launches merged. Returns 0, -ENOMEM, -E2BIG.
 */
int profile_merge_observed(Profile *into, const Profile *observed);
/* The same; with age_unseen false a file not seen keeps its misses as they were (an observation
 * that could not have seen every file: one made without watching the opens). */
int profile_merge_observed_full(Profile *into, const Profile *observed, bool age_unseen);

uint64_t profile_file_bytes(const ProfileFile *f);
uint64_t profile_total_bytes(const Profile *p);
size_t profile_total_ranges(const Profile *p);
/* The bytes a launch touched: of an entry (its ranges' bytes when unknown), of a whole profile;
 * and the ranges touched_only planning adds (an entry's ranges when its touched are unknown). */
uint64_t profile_file_touched_bytes(const ProfileFile *f);
uint64_t profile_touched_bytes(const Profile *p);
size_t profile_touched_ranges(const Profile *p);

/*
 * Parses profile text (the fuzzers' entry point). On success *ret owns everything. On -EBADMSG,
 * *ret_line (if non-NULL) gets the 1-based line number (0 when the error is not tied to a line)
 * and *ret_reason a static reason such as "range beyond end of file". Also -ENOMEM.
 */
int profile_parse(const char *buf, size_t len, Profile **ret, unsigned *ret_line, const char **ret_reason);

/*
 * Reads and parses a profile file. Errors as profile_parse(), plus open/read errors, -EFBIG over
 * PROFILE_SIZE_MAX, -EBADMSG "not a regular file".
 */
int profile_load(const char *path, Profile **ret, unsigned *ret_line, const char **ret_reason);

/* The text form of a profile; *ret is NUL-terminated, *ret_size excludes the NUL. -E2BIG when a
 * line would exceed PROFILE_LINE_MAX, -EINVAL when a string holds nothing writable. */
int profile_format(const Profile *p, char **ret, size_t *ret_size);

/*
 * Writes a profile atomically: to a temporary ".NAME.XXXXXX" file in the same directory (mode
 * 0644), fsync()ed, renamed over path, then the directory fsync()ed. A failure at any point
 * (ENOSPC, a read-only directory, a crash or SIGKILL in between) leaves the previous file as it
 * was; only a temporary file may remain after a crash, and loaders ignore dot files.
 */
int profile_save(const Profile *p, const char *path);

/*
 * Serializes the writers of the profiles in dir across processes: preloadd's merges (a load, a
 * merge, a save) and `preloadctl record`'s save. Without it a merge that loaded a profile before
 * a recording was saved over it would save the old profile back. An exclusive flock() on the
 * directory, waited for; released by closing *ret_fd. Each call opens the directory anew, so two
 * threads of one process exclude each other too. Returns 0 or -errno.
 */
int profile_dir_lock(const char *dir, int *ret_fd);

/* Profile names become file names: 1..PROFILE_NAME_MAX bytes of printable ASCII other than '/',
 * not starting with '.'. */
bool profile_name_is_valid(const char *name);

/* The profile name for a program: the base name of its path (malloc'ed), or -EINVAL. */
int profile_name_from_program(const char *program, char **ret);

/* DIR/NAME.profile, malloc'ed; -EINVAL for a bad name. */
int profile_path_for_name(const char *dir, const char *name, char **ret);

/*
 * The user's profile directory from the environment ($CACHE_DIRECTORY, $XDG_CACHE_HOME, $HOME,
 * then the password database), malloc'ed. Does not create it. -ENOENT when none can be found.
 */
int profile_dir_user(char **ret);

/*
 * The directories profile_find() should search, in order: the user's (when one can be found), then
 * PROFILE_SYSTEM_DIR. *ret is a NULL-terminated, malloc'ed array of malloc'ed strings; free it with
 * profile_dirs_free().
 */
int profile_dirs_default(char ***ret);
char **profile_dirs_free(char **dirs);

/* Creates dir and its missing parents with the given mode; an existing directory is fine. */
int profile_dir_ensure(const char *dir, mode_t mode);

/*
 * Finds the profile for an application name or a program path in dirs (NULL-terminated, first
 * match wins). A path is looked up by its base name, and a profile whose "program" names another
 * file (compared by device and inode) is passed over. One whose program is outdated
 * (profile_program_outdated()) yields to a later directory's of the same name that is not: a
 * user's profile of the old build to the system's of the new one. On success *ret (and *ret_path, if non-NULL)
 * are set. -ENOENT when no directory has one; a malformed profile fails with -EBADMSG and its
 * line and reason (as profile_load(); ret_path then names it).
 */
int profile_find(const char *name_or_path, const char *const *dirs, Profile **ret, char **ret_path,
                 unsigned *ret_line, const char **ret_reason);

/* Whether the profile's program (its "program" line's entry) is no longer the file learned: an
 * upgrade replaced it. False when the profile does not fingerprint its program. */
bool profile_program_outdated(const Profile *p);

/*
 * The profile a user's learning merges into: the one at path (the user's own), unless there is
 * none, it is broken, or its program is outdated while the profile of name in system_dir (may be
 * NULL) is not: then that one, which a package or an administrator shipped (profile-portable.h).
 * So a user's first observed launch refines the system profile into their own, and a newer
 * system profile for a newer build replaces an own profile of the old build. -ENOENT when there
 * is neither, -EBADMSG and the like when only the user's exists and cannot be read.
 */
int profile_load_base(const char *path, const char *system_dir, const char *name, Profile **ret);

/*
 * The fingerprint of an open file: its fstat() identity and, when it is an ELF file, its GNU
 * build-id (from the PT_NOTE segments, read through libelf). A file that is not ELF, malformed
 * ELF, or ELF without a build-id gets build_id_size 0. Errors are those of fstat/open.
 */
int profile_fingerprint_fd(int fd, ProfileFingerprint *ret);
int profile_fingerprint_path(const char *path, ProfileFingerprint *ret);

/*
 * The GNU build-id of an ELF file (fd positioned anywhere; not moved): 1..PROFILE_BUILD_ID_MAX
 * bytes into buf, size into *ret_size. -ENODATA when the file has none, -ENOEXEC when it is not ELF.
 * The same as elfimage_build_id() (elfimage.h), which has the full list of errors.
 */
int profile_build_id_read(int fd, uint8_t buf[static PROFILE_BUILD_ID_MAX], size_t *ret_size);

/*
 * Checks one entry against the file system. *ret_state always gets set on success; *ret_st (if
 * non-NULL) gets the current stat of the file when it is fresh or same-build; *ret_reason (if
 * non-NULL) a static explanation for stale and missing. Returns 0, or -ENOMEM.
 */
int profile_file_check(const ProfileFile *f, ProfileFileState *ret_state, struct stat *ret_st,
                       const char **ret_reason);

/*
 * Adds each fresh or same-build entry to the plan with RANGE_SOURCE_PROFILE ranges and its current
 * identity (entries without ranges are added too: opening them still costs metadata reads), and
 * every lookup to the plan's lookups.
 * Dropped entries go into report (may be NULL) with their state and reason; counts too.
 * Returns 0, or -ENOMEM / -EOVERFLOW from the plan.
 */
int profile_add_to_plan(const Profile *p, Plan *plan, ProfileReport *report);
/* The same; with touched_only, an entry adds only its touched bytes (its ranges when unknown):
 * what a device bound by bandwidth should read, leaving the read-around out. */
int profile_add_to_plan_touched(const Profile *p, Plan *plan, bool touched_only, ProfileReport *report);

const char *profile_file_state_to_string(ProfileFileState s);
