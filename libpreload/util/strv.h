/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Growing NULL-free string arrays kept as a pointer and a count (char **v; size_t n). */
#pragma once

#include <stddef.h>

/* Appends s, taking ownership of it only on success (the caller frees it on -ENOMEM). */
int strv_push(char ***v, size_t *n, char *s);
/* Appends a copy of s; 0 or -ENOMEM. */
int strv_push_dup(char ***v, size_t *n, const char *s);
/* A deep copy of src into *ret and *ret_n (NULL and 0 for an empty one); 0 or -ENOMEM, with
 * nothing written on failure. */
int strv_copy(char *const *src, size_t n, char ***ret, size_t *ret_n);
/* qsort() comparator for an array of strings, by strcmp(). */
int strv_compare(const void *a, const void *b);
