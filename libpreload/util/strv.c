/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* String arrays as pointer and count: appending and copying. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "macro.h"
#include "strv.h"

int strv_push(char ***v, size_t *n, char *s) {
        char **nv;

        nv = reallocarray(*v, *n + 1, sizeof(char *));
        if (!nv)
                return -ENOMEM;
        nv[(*n)++] = s;
        *v = nv;
        return 0;
}

int strv_push_dup(char ***v, size_t *n, const char *s) {
        char *d = strdup(s);
        int r;

        if (!d)
                return -ENOMEM;
        r = strv_push(v, n, d);
        if (r < 0)
                free(d);
        return r;
}

int strv_copy(char *const *src, size_t n, char ***ret, size_t *ret_n) {
        char **v = NULL;
        size_t m = 0;

        for (size_t i = 0; i < n; i++)
                if (strv_push_dup(&v, &m, src[i]) < 0) {
                        strv_free_n(v, m);
                        return -ENOMEM;
                }
        *ret = v;
        *ret_n = m;
        return 0;
}

int strv_compare(const void *a, const void *b) {
        return strcmp(*(char *const *) a, *(char *const *) b);
}
