/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Small json-c helpers for building documents with every allocation checked. Each adder takes
 * ownership of the value it is given (also on failure) and returns 0 or -ENOMEM; a NULL value
 * means a failed allocation, except where a JSON null is asked for explicitly, since json-c
 * spells null as a NULL pointer.
 */
#pragma once

#include <json-c/json.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

int json_add(json_object *o, const char *key, json_object *v);
/* Adds v when present, a JSON null otherwise (v is then expected to be NULL). */
int json_add_nullable(json_object *o, const char *key, json_object *v, bool present);
int json_add_string_or_null(json_object *o, const char *key, const char *s);
int json_append(json_object *a, json_object *v);
/* A JSON array of the strings of v; NULL when out of memory. */
json_object *json_new_strv(char *const *v, size_t n);
/* Whether s (len bytes) is valid UTF-8, as JSON strings must be: no overlong forms, no
 * surrogates, nothing past U+10FFFF. */
bool json_utf8_valid(const char *s, size_t len);
