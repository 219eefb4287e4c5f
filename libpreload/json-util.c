/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* json-c adders that check every allocation and own what they are given. */
#include <errno.h>

#include "json-util.h"

int json_add(json_object *o, const char *key, json_object *v) {
        if (!v)
                return -ENOMEM;
        if (json_object_object_add(o, key, v) < 0) {
                json_object_put(v);
                return -ENOMEM;
        }
        return 0;
}

int json_add_nullable(json_object *o, const char *key, json_object *v, bool present) {
        if (present)
                return json_add(o, key, v);
        json_object_put(v);
        return json_object_object_add(o, key, NULL) < 0 ? -ENOMEM : 0;
}

int json_add_string_or_null(json_object *o, const char *key, const char *s) {
        return json_add_nullable(o, key, s ? json_object_new_string(s) : NULL, s != NULL);
}

int json_append(json_object *a, json_object *v) {
        if (!v)
                return -ENOMEM;
        if (json_object_array_add(a, v) < 0) {
                json_object_put(v);
                return -ENOMEM;
        }
        return 0;
}

json_object *json_new_strv(char *const *v, size_t n) {
        json_object *a = json_object_new_array();

        for (size_t i = 0; a && i < n; i++)
                if (json_append(a, json_object_new_string(v[i])) < 0) {
                        json_object_put(a);
                        return NULL;
                }
        return a;
}

bool json_utf8_valid(const char *s, size_t len) {
        const unsigned char *p = (const unsigned char *) s, *e = p + len;

        while (p < e) {
                unsigned char c = *p;
                size_t n;
                uint32_t cp, min;

                if (c < 0x80) {
                        p++;
                        continue;
                }
                if ((c & 0xe0) == 0xc0)
                        n = 1, cp = c & 0x1f, min = 0x80;
                else if ((c & 0xf0) == 0xe0)
                        n = 2, cp = c & 0x0f, min = 0x800;
                else if ((c & 0xf8) == 0xf0)
                        n = 3, cp = c & 0x07, min = 0x10000;
                else
                        return false;
                if ((size_t) (e - p) <= n)
                        return false;
                for (size_t i = 1; i <= n; i++) {
                        if ((p[i] & 0xc0) != 0x80)
                                return false;
                        cp = (cp << 6) | (p[i] & 0x3f);
                }
                if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
                        return false;
                p += n + 1;
        }
        return true;
}
