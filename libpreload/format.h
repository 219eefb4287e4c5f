/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Sizes for people: "12.3M"-style, as tables and log lines show them. */
#pragma once

#include <stdint.h>

#define FORMAT_BYTES_MAX 16

/* Writes bytes as "512B", "1.5K", "12M", ... into buf and returns buf. */
const char *format_bytes(uint64_t bytes, char buf[static FORMAT_BYTES_MAX]);
