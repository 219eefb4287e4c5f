/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * How much each application is used, as preloadd counts the launches it sees: the login warm
 * warms the most used learned applications first, and `preloadctl list`/`status` show it.
 *
 * The score of an application is its launches, each worth less the older it is: every launch adds
 * 1, and the sum halves every USAGE_HALF_LIFE_USEC without launches. Ten launches three weeks ago
 * (1.25 today) rank below two launches yesterday (1.81). Kept as the decayed sum at the last launch,
 * so nothing needs updating while nothing launches.
 *
 * The file (USAGE_FILE_NAME beside the profiles, plain text, one line per application):
 *
 *   preload-usage 1
 *   app firefox-esr launches=12 last=1700000000123456 weight=3520 after-login=42000000
 *   app kate launches=3 last=1700000000123456 weight=2990 after-login=0 unit-id=org.kde.kate
 *
 * launches: all seen; last: CLOCK_REALTIME microseconds of the last one; weight: the decayed sum
 * at that moment in thousandths; after-login: microseconds from login to launch, averaged over
 * the launches (0: unknown); unit-id (optional, last): the application id of the desktop unit
 * (app-ID-….scope, app-ID@….service) it was last launched in, so that its next unit is warmed
 * from its profile the moment the unit appears, before any process is looked at. Names are
 * application or profile names (profile_name_is_valid()).
 * Lines are checked strictly: anything else is -EBADMSG with a line number and a reason.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define USAGE_FORMAT_VERSION 1
#define USAGE_APPS_MAX 4096u
#define USAGE_SIZE_MAX (1024u * 1024u)
#define USAGE_FILE_NAME "usage"
#define USAGE_HALF_LIFE_USEC (UINT64_C(7) * 24 * 3600 * 1000000)

typedef struct UsageApp {
        char *name;
        uint64_t launches;
        uint64_t last_usec;        /* CLOCK_REALTIME */
        uint64_t weight_milli;     /* decayed launches at last_usec, in thousandths */
        uint64_t after_login_usec; /* average time from login to launch; 0: unknown */
        char *unit_id;             /* the desktop unit's application id it was last launched in, or NULL */
} UsageApp;

typedef struct Usage {
        UsageApp *apps;
        size_t n_apps;
} Usage;

Usage *usage_free(Usage *u);

/* In-memory entry point (what the fuzzer calls). Returns 0, -EBADMSG with *ret_line and a static
 * *ret_reason, -ENOMEM. */
int usage_parse(const char *buf, size_t len, Usage **ret, unsigned *ret_line, const char **ret_reason);
int usage_format(const Usage *u, char **ret, size_t *ret_size);
/* Reads path (a missing file is an empty Usage) / writes it atomically (mode 0600). */
int usage_load(const char *path, Usage **ret, unsigned *ret_line, const char **ret_reason);
int usage_save(const Usage *u, const char *path);

/* The user's usage file: USAGE_FILE_NAME in the directory that holds the profile directory
 * (~/.cache/preloadd/usage by default), malloc'ed. -ENOENT when there is no user directory. */
int usage_path_default(char **ret);

/* Counts a launch of name at now_usec (CLOCK_REALTIME), after_login_usec after login (0: unknown).
 * Returns 0, -EINVAL for an invalid name, -E2BIG past USAGE_APPS_MAX, -ENOMEM. */
int usage_record_launch(Usage *u, const char *name, uint64_t now_usec, uint64_t after_login_usec);

/* A unit's application id as the file keeps it: 1..USAGE_UNIT_ID_MAX bytes 0x21..0x7e, no '/', not
 * starting with '.' (what launch_unit_parse() yields). */
#define USAGE_UNIT_ID_MAX 255u
bool usage_unit_id_is_valid(const char *id);
/* Notes that name (counted already) was launched in a unit of application id unit_id. Returns 0,
 * -EINVAL for an invalid id, -ENOENT when name has no entry, -ENOMEM. */
int usage_set_unit_id(Usage *u, const char *name, const char *unit_id);
/* The application last launched in a unit of application id unit_id, or NULL. */
const UsageApp *usage_find_unit_id(const Usage *u, const char *unit_id);

/* Removes name's entry. Returns 1 when there was one, 0 when not. */
int usage_forget(Usage *u, const char *name);

/* The score of an application at now_usec, in thousandths of a launch (see above). */
uint64_t usage_score_milli(const UsageApp *a, uint64_t now_usec);
const UsageApp *usage_find(const Usage *u, const char *name);

/* Indices of u->apps by score at now_usec, highest first, ties by name; ret holds n_apps entries. */
void usage_rank(const Usage *u, uint64_t now_usec, size_t *ret);
