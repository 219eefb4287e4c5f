/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Daemon logging: one line per event on stderr, with the sd-daemon level prefix journald reads. */
#pragma once

#include <stdarg.h>
#include <stdio.h>
#include <systemd/sd-daemon.h>

extern int log_max_level; /* LOG_INFO unless --debug */

__attribute__((format(printf, 2, 3))) static inline void log_at(int level, const char *fmt, ...) {
        static const char *const prefixes[] = { SD_EMERG, SD_ALERT, SD_CRIT,   SD_ERR,
                                                SD_WARNING, SD_NOTICE, SD_INFO, SD_DEBUG };
        va_list ap;

        if (level > log_max_level || level < 0 || level > 7)
                return;
        fputs(prefixes[level], stderr);
        va_start(ap, fmt);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
        fputc('\n', stderr);
}

#define log_error(...) log_at(3, __VA_ARGS__)
#define log_warning(...) log_at(4, __VA_ARGS__)
#define log_notice(...) log_at(5, __VA_ARGS__)
#define log_info(...) log_at(6, __VA_ARGS__)
#define log_debug(...) log_at(7, __VA_ARGS__)
