/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Sizes for people. */
#include <inttypes.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

#include "format.h"

const char *format_bytes(uint64_t bytes, char buf[static FORMAT_BYTES_MAX]) {
        static const char units[] = "KMGTPE";
        double v;
        size_t u = 0;

        if (bytes < 1024) {
                snprintf(buf, FORMAT_BYTES_MAX, "%" PRIu64 "B", bytes);
                return buf;
        }
        v = (double) bytes / 1024;
        while (v >= 1024 && u + 1 < sizeof(units) - 1) {
                v /= 1024;
                u++;
        }
        snprintf(buf, FORMAT_BYTES_MAX, v < 10 ? "%.1f%c" : "%.0f%c", v, units[u]);
        return buf;
}

size_t format_width(const char *s) {
        /* wcwidth() answers for the thread's locale: C.UTF-8 (built into glibc) whatever the
         * caller runs under, so a table lines up under LANG=C too. */
        static locale_t utf8;
        locale_t old = (locale_t) 0;
        mbstate_t st = {};
        size_t n = 0, len = strlen(s);

        if (!utf8)
                utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t) 0);
        if (utf8)
                old = uselocale(utf8);
        while (len > 0) {
                wchar_t wc;
                size_t k = mbrtowc(&wc, s, len, &st);
                int w;

                if (k == (size_t) -1 || k == (size_t) -2 || k == 0) {
                        /* Not UTF-8 (or no UTF-8 locale): a byte, a column. */
                        st = (mbstate_t) {};
                        k = 1;
                        w = 1;
                } else
                        w = wcwidth(wc);
                n += w > 0 ? (size_t) w : 0;
                s += k;
                len -= k;
        }
        if (utf8)
                uselocale(old);
        return n;
}

int format_pad(const char *s, size_t width) {
        size_t cols = format_width(s), bytes = strlen(s);

        /* Padding is added for the columns missing; printf counts bytes. */
        return (int) (cols >= width ? bytes : bytes + (width - cols));
}
