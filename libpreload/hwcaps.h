/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What the CPU supports, in the terms ld.so uses to pick library variants: the glibc-hwcaps
 * subdirectories (x86-64-v4, -v3, -v2) in priority order, the platform string that $PLATFORM
 * expands to, and the legacy HWCAP subdirectory names glibc 2.36 still searches.
 * Tests build a Hwcaps by hand; hwcaps_detect() fills one for the running machine.
 */
#pragma once

#include <stddef.h>

#define HWCAPS_MAX 8

typedef struct Hwcaps {
        /* glibc-hwcaps subdirectory names this CPU supports, best first ("x86-64-v4", ...). */
        const char *glibc_hwcaps[HWCAPS_MAX];
        size_t n_glibc_hwcaps;
        /* AT_PLATFORM as ld.so overrides it ("haswell", "xeon_phi", or the kernel's "x86_64"). */
        const char *platform;
        /* Legacy subdirectory components in glibc's order (hwcap bits, platform, "tls"); the
         * search tries every combination of them, most specific first. */
        const char *legacy[HWCAPS_MAX];
        size_t n_legacy;
} Hwcaps;

/*
 * Fills *ret for the running CPU and ELF machine/class of the native ld.so. For a foreign
 * machine (an i386 program on x86-64, say) call hwcaps_for_foreign() instead: no subdirectories.
 * Strings are static.
 */
void hwcaps_detect(Hwcaps *ret);
void hwcaps_for_foreign(Hwcaps *ret);

/*
 * The list of subdirectories (relative, each ending in '/', the last one "" for the directory
 * itself) that ld.so tries under every search directory, in order. Returns the count written
 * into ret (an array of at least hwcaps_subdirs_max() entries of at most 128 bytes each).
 */
size_t hwcaps_subdirs_max(const Hwcaps *hw);
size_t hwcaps_subdirs(const Hwcaps *hw, char (*ret)[128]);
