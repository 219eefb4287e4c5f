/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What the login warm reads, in order: the Trigger=login applications (highest Priority= first),
 * then, with LoginLearned=yes, the most used applications the user launched that have a learned
 * profile (usage.h: launches decayed with a week's half-life), at most LOGIN_LEARNED_MAX of them,
 * and none while memory is under pressure. One warm plan of them all, so the memory budget cuts
 * its end: the least used first. An application never launched is never added; the shipped
 * lists serve alone until the user's own usage exists.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "config.h"
#include "usage.h"

/* Learned applications the login warm adds at most. */
#define LOGIN_LEARNED_MAX 8u
/* Memory pressure (PSI "some" avg10, percent) at or above which no learned application is added. */
#define LOGIN_PRESSURE_MAX 10.0

/* Whether name has a learned profile (profile_find() in the daemon; tests fake it). */
typedef bool (*LoginHasProfileFn)(const char *name, void *userdata);

/*
 * The targets of the login warm into *ret (malloc'ed array of pointers into c and u; the strings
 * are not copied), *ret_n of them. u may be NULL (no usage yet). Returns 0 or -ENOMEM.
 */
int login_targets(const Config *c, const Usage *u, uint64_t now_usec, bool under_pressure,
                  LoginHasProfileFn has_profile, void *userdata, const char ***ret, size_t *ret_n);

/* PSI "some avg10" of /proc/pressure/memory (path NULL), in percent; -errno when unknown. */
int login_memory_pressure(const char *path, double *ret);
