/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Small helpers shared by every module: cleanup attributes, ownership transfer, bounds. */
#pragma once

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#define _cleanup_(f) __attribute__((cleanup(f)))
#define _unused_ __attribute__((unused))
#define _printf_(a, b) __attribute__((format(printf, a, b)))

#define ELEMENTSOF(x) (sizeof(x) / sizeof((x)[0]))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* Take ownership out of a variable that a cleanup attribute would otherwise free. */
#define TAKE_PTR(p)                              \
        ({                                       \
                __typeof__(p) _p_ = (p);         \
                (p) = NULL;                      \
                _p_;                             \
        })
#define TAKE_FD(fd)                              \
        ({                                       \
                int _fd_ = (fd);                 \
                (fd) = -EBADF;                   \
                _fd_;                            \
        })

static inline void freep(void *p) {
        free(*(void **) p);
}
#define _cleanup_free_ _cleanup_(freep)

static inline void *mfree(void *p) {
        free(p);
        return NULL;
}

static inline int safe_close(int fd) {
        if (fd >= 0) {
                int saved = errno;
                close(fd);
                errno = saved;
        }
        return -EBADF;
}
static inline void closep(int *fd) {
        safe_close(*fd);
}
#define _cleanup_close_ _cleanup_(closep)

/* Declares a function usable with _cleanup_() that calls func(*p) when *p is not NULL. */
#define DEFINE_TRIVIAL_CLEANUP_FUNC(type, func)          \
        static inline void func##p(type *p) {            \
                if (*p)                                  \
                        func(*p);                        \
        }

/* Room for element n of the array *p (*allocated elements of size bytes), made by doubling:
 * arrays grown one element at a time copy themselves at every step, quadratic for the thousands
 * of files of a data directory. 0, or -ENOMEM (*p unchanged). */
static inline int array_grow(void **p, size_t *allocated, size_t n, size_t size) {
        size_t a;
        void *v;

        if (n < *allocated)
                return 0;
        a = MAX(*allocated * 2, MAX(n + 1, (size_t) 16));
        v = reallocarray(*p, a, size);
        if (!v)
                return -ENOMEM;
        *p = v;
        *allocated = a;
        return 0;
}
#define ARRAY_GROW(p, allocated, n) array_grow((void **) &(p), &(allocated), (n), sizeof(*(p)))

/* qsort() and bsearch() order of uint64_t. */
static inline int u64_compare(const void *a, const void *b) {
        uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;
        return x < y ? -1 : x > y;
}

/* Sorts v and drops repeats; the number left. */
static inline size_t u64_sort_unique(uint64_t *v, size_t n) {
        size_t k = 0;

        if (n > 1)
                qsort(v, n, sizeof(uint64_t), u64_compare);
        for (size_t i = 0; i < n; i++)
                if (k == 0 || v[i] != v[k - 1])
                        v[k++] = v[i];
        return k;
}

/* FNV-1a of a string, for the open-addressing tables of paths and names (the loader, the recorder,
 * the observer): short keys, and nobody gains from making them collide. */
static inline uint64_t string_hash(const char *s) {
        uint64_t h = UINT64_C(14695981039346656037);
        for (; *s; s++)
                h = (h ^ (unsigned char) *s) * UINT64_C(1099511628211);
        return h;
}

/* The value of a hex digit, or -1. */
static inline int unhexchar(char c) {
        if (c >= '0' && c <= '9')
                return c - '0';
        if (c >= 'a' && c <= 'f')
                return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
                return c - 'A' + 10;
        return -1;
}

static inline uint64_t round_down_u64(uint64_t x, uint64_t align) {
        return x - (x % align);
}

/* Returns false when rounding up would overflow. */
static inline int round_up_u64(uint64_t x, uint64_t align, uint64_t *ret) {
        uint64_t r = x % align;
        if (r == 0) {
                *ret = x;
                return 1;
        }
        if (__builtin_add_overflow(x, align - r, ret))
                return 0;
        return 1;
}

static inline void strv_free_n(char **v, size_t n) {
        if (!v)
                return;
        for (size_t i = 0; i < n; i++)
                free(v[i]);
        free(v);
}
