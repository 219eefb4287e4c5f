/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the parts of the profile code share beyond profile.h. */
#pragma once

#include "macro.h"
#include "profile.h"

DEFINE_TRIVIAL_CLEANUP_FUNC(Profile *, profile_free);

/* Appends an entry taking ownership of path; no duplicate check (the parser checks once at the end). */
int profile_append_file(Profile *p, char *path, const ProfileFingerprint *id, ProfileFile **ret);
/* Whether a and b identify the same file: inode, size and mtime. The device number plays no part:
 * it changes across boots for loop, device-mapper and some NVMe devices, and an entry found stale
 * for that alone would cost a build-id read (data) or be dropped. */
bool profile_fingerprint_same(const ProfileFingerprint *a, const ProfileFingerprint *b);

/* Frees what an entry owns (its path, ranges and touched ranges). */
void profile_file_done(ProfileFile *f);

/* Appends a dropped entry (path copied) to r; nothing when r is NULL. 0 or -ENOMEM. */
int profile_report_drop(ProfileReport *r, const char *path, ProfileFileState state, const char *reason);
