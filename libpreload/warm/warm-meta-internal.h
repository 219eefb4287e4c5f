/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* What the metadata pass (warm-meta.c) and the lookup walk (warm-walk.c) share. */
#pragma once

#include "warm-meta.h"

/* Keeps "what: reason" in m->errors, one line per reason and a few at most. Returns 0 or -ENOMEM. */
int warm_meta_error(WarmMeta *m, const char *what, const char *reason);
/* Adds src's counts and errors (taken from it) to dst. Returns 0 or -ENOMEM. */
int warm_meta_add(WarmMeta *dst, WarmMeta *src);
