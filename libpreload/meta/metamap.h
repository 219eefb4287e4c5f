/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * A profile's metadata map: the ext4 blocks (inode tables, directories, extent trees) that the
 * lookup walk of a root warm of the profile read, kept beside it as NAME.metamap. The next root
 * warm reads them again in one sorted sweep per file system, without loading libext2fs and
 * without the walk's sweep per depth of the paths. ureadahead kept its inode groups in its pack
 * file for the same reason.
 *
 * The map is a cache of what libext2fs said: a map that no longer matches its profile (changed
 * since) or is older than METAMAP_MAX_AGE is not used, and the warm walks and writes a new one. A
 * block that moved since costs a read for nothing and a missing one a lookup's own read; never a
 * wrong answer, since the map only says what to read.
 *
 * Format, one item per line ('#' comments and blank lines ignored):
 *
 *     preload-metamap 1
 *     profile size=BYTES mtime=SECONDS.NANOSECONDS   the profile file it was made for
 *     written SECONDS                                 when (CLOCK_REALTIME)
 *     fs fsid=HEX:HEX dev=MAJOR:MINOR block-size=N    then that file system's blocks:
 *     blocks FIRST+COUNT ...                          runs, ascending, not touching or overlapping
 */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <time.h>

#include "ext4meta.h"
#include "macro.h"

#define METAMAP_SUFFIX ".metamap"
/* Directories gain and lose blocks as packages come and go: a week-old map is made again. */
#define METAMAP_MAX_AGE_SEC (7 * 24 * 3600)
/* A map is ours and small: a walk's budget is 16384 blocks per file system. */
#define METAMAP_MAX_FILE_SYSTEMS 16
#define METAMAP_MAX_BLOCKS (UINT64_C(4) * 16384)
#define METAMAP_MAX_BYTES (UINT64_C(4) << 20)

typedef struct MetaMap {
        uint64_t profile_size;
        struct timespec profile_mtime;
        int64_t written;          /* seconds since the epoch */
        Ext4MetaBlocks *fs;
        size_t n_fs;
} MetaMap;

MetaMap *metamap_free(MetaMap *m);
DEFINE_TRIVIAL_CLEANUP_FUNC(MetaMap *, metamap_free);

/*
 * Parses a map's text (len bytes, need not be NUL-terminated). Returns 0, -ENOMEM, or -EBADMSG
 * with the line (1-based) and a static reason.
 */
int metamap_parse(const char *text, size_t len, MetaMap **ret, unsigned *ret_line, const char **ret_reason);

/* The map's text (malloc'ed, NUL-terminated). Returns 0 or -ENOMEM. */
int metamap_format(const MetaMap *m, char **ret);

/* NAME.metamap beside NAME.profile (or PATH.metamap beside another name). Returns 0 or -ENOMEM. */
int metamap_path(const char *profile_path, char **ret);

/*
 * The map of the profile at profile_path, if it may be used now (at now, seconds): written by this
 * user (a map only steers what root reads, so one that someone else could have written is not
 * taken), well-formed, made for the profile as it is, and younger than METAMAP_MAX_AGE_SEC.
 * Returns 0; -ENOENT when there is none; -ESTALE, -EPERM or -EBADMSG with a static reason; or
 * -errno.
 */
int metamap_load(const char *profile_path, int64_t now, MetaMap **ret, const char **ret_reason);

/*
 * Writes the map of the profile at profile_path for the blocks of n file systems, keyed to the
 * profile as profile_st saw it, written at now. Atomically (a new file renamed over the old) but
 * not synced: it is a cache, and a torn one is only not used. Returns 0 or -errno.
 */
int metamap_store(const char *profile_path, const struct stat *profile_st, int64_t now, const Ext4MetaBlocks *fs,
                  size_t n);

/* Removes the map of the profile at profile_path, if any (its files moved). Returns 0 or -errno. */
int metamap_remove(const char *profile_path);
