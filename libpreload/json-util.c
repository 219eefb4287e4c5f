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
