/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the parts of the profile code share beyond profile.h. */
#pragma once

#include "macro.h"
#include "profile.h"

DEFINE_TRIVIAL_CLEANUP_FUNC(Profile *, profile_free);

/* Appends an entry taking ownership of path; no duplicate check (the parser checks once at the end). */
int profile_append_file(Profile *p, char *path, const ProfileFingerprint *id, ProfileFile **ret);

/* Frees what an entry owns (its path and ranges). */
void profile_file_done(ProfileFile *f);
