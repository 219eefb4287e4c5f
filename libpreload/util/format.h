/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Sizes for people: "12.3M"-style, as tables and log lines show them. */
#pragma once

#include <stddef.h>
#include <stdint.h>

#define FORMAT_BYTES_MAX 16

/* Writes bytes as "512B", "1.5K", "12M", ... into buf and returns buf. */
const char *format_bytes(uint64_t bytes, char buf[static FORMAT_BYTES_MAX]);

/* The columns a UTF-8 string takes on a terminal: wide (East Asian) characters count two,
 * combining ones none, each invalid byte one. Independent of the caller's locale. */
size_t format_width(const char *s);

/* The printf field width ("%-*s") that pads s to width columns: printf pads by bytes, a
 * multibyte string takes fewer columns than bytes. */
int format_pad(const char *s, size_t width);
