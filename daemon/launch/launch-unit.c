/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Application unit names as desktops make them (systemd's desktop-environment naming). */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <systemd/sd-bus.h>
#include <time.h>
#include <unistd.h>

#include "launch.h"
#include "launch-internal.h"
#include "macro.h"

/* ---- unit names ---- */

/* Undoes systemd's unit name escaping (\xNN) of [s, s + n). NULL on a malformed escape, a byte
 * that would not be printable ASCII, or no memory (*oom set). */
static char *unit_unescape(const char *s, size_t n, bool *oom) {
        char *out = malloc(n + 1), *o = out;

        if (!out) {
                *oom = true;
                return NULL;
        }
        for (size_t i = 0; i < n; i++) {
                char c = s[i];
                if (c == '\\') {
                        int hi, lo;
                        if (n - i < 4 || s[i + 1] != 'x' || (hi = unhexchar(s[i + 2])) < 0 || (lo = unhexchar(s[i + 3])) < 0) {
                                free(out);
                                return NULL;
                        }
                        c = (char) (hi * 16 + lo);
                        i += 3;
                }
                if (c < 0x21 || c > 0x7e) {
                        free(out);
                        return NULL;
                }
                *o++ = c;
        }
        *o = '\0';
        return out;
}

static bool app_id_is_valid(const char *id) {
        size_t l = strlen(id);

        return l > 0 && l <= LAUNCH_APP_ID_MAX && id[0] != '.' && !strchr(id, '/');
}

/* The 36 characters of a UUID as the kernel writes one (random/uuid): 8-4-4-4-12 hex digits. */
static bool is_uuid(const char *s, size_t n) {
        if (n != 36)
                return false;
        for (size_t i = 0; i < n; i++)
                if (i == 8 || i == 13 || i == 18 || i == 23 ? s[i] != '-' : unhexchar(s[i]) < 0)
                        return false;
        return true;
}

/* Whether [s, s + n) is a name of snapd's grammar: letters and digits (lower case only when
 * !upper), single dashes between them, not at either end. */
static bool snap_name_ok(const char *s, size_t n, bool upper) {
        if (n == 0 || s[0] == '-' || s[n - 1] == '-')
                return false;
        for (size_t i = 0; i < n; i++) {
                char c = s[i];
                bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (upper && c >= 'A' && c <= 'Z');
                if (c == '-' ? s[i + 1] == '-' : !alnum)
                        return false;
        }
        return true;
}

/*
 * A snap's application scope, which `snap run` makes for every start of a snap's application:
 * snap.<instance>.<app>-<UUID>.scope, where the instance is the snap's name, or <name>_<key> for
 * a parallel install, and systemd's escaping touches no character of either (snapd escapes '+',
 * which only its component hooks' tags hold). Hooks (snap.<instance>.hook.<hook>-<UUID>.scope)
 * and services (snap.<instance>.<app>.service: daemons, not launches) are no applications.
 */
static int snap_unit_parse(const char *unit, char **ret_app_id) {
        const char *body = unit + 5, *end = body + strlen(body);
        _cleanup_free_ char *tag = NULL;
        char *dot, *under;
        bool oom = false;
        size_t n;

        if (end - body <= 6 || strcmp(end - 6, ".scope") != 0)
                return 0;
        end -= 6;
        if (end - body < 38 || end[-37] != '-' || !is_uuid(end - 36, 36))
                return 0;
        tag = unit_unescape(body, (size_t) (end - 37 - body), &oom);
        if (oom)
                return -ENOMEM;
        if (!tag || !(dot = strchr(tag, '.')) || strchr(dot + 1, '.'))
                return 0;
        /* <name>[_<key>].<app>: the key is 1..10 lower case letters and digits */
        under = memchr(tag, '_', (size_t) (dot - tag));
        n = (size_t) ((under ? under : dot) - tag);
        if (!snap_name_ok(tag, n, false) || !snap_name_ok(dot + 1, strlen(dot + 1), true))
                return 0;
        if (under) {
                n = (size_t) (dot - under - 1);
                if (n > 10 || !snap_name_ok(under + 1, n, false) || memchr(under + 1, '-', n))
                        return 0;
        }
        /* The id snapd gives the application's desktop file (<snap>_<app>.desktop, and
         * <snap>+<key>_<app>.desktop for a parallel install: '_' separates the snap from the
         * application there), which is also the application id a desktop's own scope for it
         * carries (GNOME Shell: app-gnome-<snap>_<app>-<pid>.scope): either unit finds the same
         * learned profile. */
        if (under)
                *under = '+';
        *dot = '_';
        if (!app_id_is_valid(tag))
                return 0;
        if (ret_app_id)
                *ret_app_id = TAKE_PTR(tag);
        return 1;
}

int launch_unit_parse(const char *unit, char **ret_app_id, char **ret_launcher) {
        const char *body, *end, *field[4];
        size_t len[4], n = 0, n_names;
        bool scope, oom = false;
        _cleanup_free_ char *id = NULL, *launcher = NULL;

        if (unit && strncmp(unit, "snap.", 5) == 0) {
                int r = snap_unit_parse(unit, ret_app_id ? &id : NULL);
                if (r <= 0)
                        return r;
                if (ret_launcher && !(launcher = strdup("snap")))
                        return -ENOMEM;
                if (ret_app_id)
                        *ret_app_id = TAKE_PTR(id);
                if (ret_launcher)
                        *ret_launcher = TAKE_PTR(launcher);
                return 1;
        }
        /* Flatpak (1.8 and later) names its scope as the desktops do, with "flatpak" as the
         * launcher: app-flatpak-<app id>-<pid>.scope (1.16: its instance id for the pid), the id
         * escaped as systemd escapes unit names (every byte but letters, digits, ':', '_' and '.'
         * as \xNN: org.example.App-Devel as org.example.App\x2dDevel). */
        if (!unit || strncmp(unit, "app-", 4) != 0)
                return 0;
        body = unit + 4;
        end = body + strlen(body);
        if (end - body > 6 && strcmp(end - 6, ".scope") == 0) {
                scope = true;
                end -= 6;
        } else if (end - body > 8 && strcmp(end - 8, ".service") == 0) {
                const char *at = memchr(body, '@', (size_t) (end - body));
                scope = false;
                end -= 8;
                if (at) {
                        /* The instance is the random part; "app-foo@.service" is a template. */
                        if (at + 1 == end || memchr(at + 1, '@', (size_t) (end - at - 1)))
                                return 0;
                        end = at;
                }
        } else
                return 0;

        /* Split on the literal dashes: at most launcher, id, random. */
        for (const char *p = body;;) {
                const char *d = memchr(p, '-', (size_t) (end - p));
                if (n == ELEMENTSOF(field))
                        return 0;
                field[n] = p;
                len[n] = (size_t) ((d ? d : end) - p);
                if (len[n] == 0)
                        return 0;
                n++;
                if (!d)
                        break;
                p = d + 1;
        }

        if (scope) {
                /* <id>-<random> or <launcher>-<id>-<random> */
                if (n < 2 || n > 3)
                        return 0;
                n_names = n - 1;
        } else {
                /* <id> or <launcher>-<id>; before systemd 248 also <launcher>-<id>-autostart */
                if (n == 3 && len[2] == 9 && strncmp(field[2], "autostart", 9) == 0)
                        n_names = 2;
                else if (n <= 2)
                        n_names = n;
                else
                        return 0;
        }

        id = unit_unescape(field[n_names - 1], len[n_names - 1], &oom);
        if (oom)
                return -ENOMEM;
        if (!id || !app_id_is_valid(id))
                return 0;
        if (n_names == 2) {
                launcher = unit_unescape(field[0], len[0], &oom);
                if (oom)
                        return -ENOMEM;
                if (!launcher)
                        return 0;
        }
        if (ret_app_id)
                *ret_app_id = TAKE_PTR(id);
        if (ret_launcher)
                *ret_launcher = TAKE_PTR(launcher);
        return 1;
}

const char *launch_unit_sandbox(const char *launcher) {
        if (launcher && strcmp(launcher, "flatpak") == 0)
                return "flatpak";
        if (launcher && strcmp(launcher, "snap") == 0)
                return "snap";
        return NULL;
}

int launch_unit_cgroup_of(const char *unit, const char *process_cgroup, char **ret) {
        size_t l = strlen(unit);

        /* A process may sit in a group below its unit's (Delegate=): the unit's is the one named
         * after it. */
        for (const char *p = strchr(process_cgroup, '/'); p; p = strchr(p + 1, '/'))
                if (strncmp(p + 1, unit, l) == 0 && (p[1 + l] == '/' || p[1 + l] == '\0')) {
                        *ret = strndup(process_cgroup, (size_t) (p + 1 + l - process_cgroup));
                        return *ret ? 1 : -ENOMEM;
                }
        return 0;
}
