/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What the CPU supports, in the terms ld.so uses to pick library variants: the glibc-hwcaps
 * subdirectories (x86-64-v4, -v3, -v2) in priority order, the platform string that $PLATFORM
 * expands to, and the legacy HWCAP subdirectory names glibc 2.36 still searches.
 * Tests build a Hwcaps by hand; hwcaps_detect() fills one for the running machine.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#define HWCAPS_MAX 8

typedef struct Hwcaps {
        /* glibc-hwcaps subdirectory names this CPU supports, best first ("x86-64-v4", ...). */
        const char *glibc_hwcaps[HWCAPS_MAX];
        size_t n_glibc_hwcaps;
        /* AT_PLATFORM as ld.so overrides it ("haswell", "xeon_phi", or the kernel's "x86_64"). */
        const char *platform;
        /* Legacy subdirectory components in glibc's order (hwcap bits, platform, "tls"); the
         * search tries every combination of them, most specific first. ldcache_lookup() also reads
         * the hwcap bit names here ("x86_64", "avx512_1") to accept legacy cache entries. */
        const char *legacy[HWCAPS_MAX];
        size_t n_legacy;
} Hwcaps;

/*
 * CPU features in glibc's "usable" sense: the CPU reports the feature and, for AVX and AVX-512,
 * the kernel enables the register state (XGETBV). hwcaps_detect() reads them with CPUID; tests
 * describe other CPUs with them.
 */
typedef struct HwcapsCpu {
        bool intel;    /* GenuineIntel: ld.so only overrides the platform on Intel */
        bool baseline; /* CMOV, CX8, FPU, FXSR, MMX, SSE, SSE2 */
        bool cmpxchg16b, lahf_sahf, popcnt, sse3, ssse3, sse4_1, sse4_2;
        bool avx, avx2, bmi1, bmi2, f16c, fma, lzcnt, movbe;
        bool avx512f, avx512bw, avx512cd, avx512dq, avx512vl, avx512er, avx512pf;
} HwcapsCpu;

/*
 * Fills *ret for the running CPU, as the native ld.so (x86-64) sees it with the default hwcap
 * mask and no GLIBC_TUNABLES / LD_HWCAP_MASK / --glibc-hwcaps-* overrides. On other architectures
 * there are no glibc-hwcaps names and no hwcap bit names: the platform is the kernel's AT_PLATFORM
 * and the legacy components are that platform and "tls". Strings are static.
 */
void hwcaps_detect(Hwcaps *ret);

/*
 * The x86-64 ld.so's view of a CPU: glibc-hwcaps levels from the x86-64 ISA levels, platform
 * "xeon_phi"/"haswell" on Intel CPUs that qualify (otherwise at_platform, the kernel's string,
 * which may be NULL), legacy components "x86_64", "avx512_1" (Intel with AVX-512 F/CD/BW/DQ/VL
 * and no ER), platform, "tls". Strings are static or at_platform itself.
 */
void hwcaps_from_cpu(const HwcapsCpu *cpu, const char *at_platform, Hwcaps *ret);

/*
 * For objects of another machine or class than the native ld.so (an i386 program on x86-64):
 * we do not model that ld.so's CPU detection, so no glibc-hwcaps names, no platform (NULL), and
 * only "tls", the one legacy component every glibc 2.36 ld.so searches. Legacy subdirectories
 * named after its platform or hwcap bits ("i686/", "sse2/") are therefore not searched, and cache
 * entries tagged with them are not taken.
 */
void hwcaps_for_foreign(Hwcaps *ret);

/*
 * The list of subdirectories (relative, each ending in '/', the last one "" for the directory
 * itself) that ld.so tries under every search directory, in order: "glibc-hwcaps/NAME/" for each
 * glibc_hwcaps name, then every combination of the legacy components as glibc's
 * _dl_important_hwcaps() orders them (all components first, the directory itself last; within a
 * path the components appear in reverse legacy order, e.g. "tls/haswell/avx512_1/x86_64/").
 * Returns the count written into ret (an array of at least hwcaps_subdirs_max() entries of at
 * most 128 bytes each). Only the first HWCAPS_MAX names of each list count; a combination that
 * does not fit in 128 bytes is left out.
 */
size_t hwcaps_subdirs_max(const Hwcaps *hw);
size_t hwcaps_subdirs(const Hwcaps *hw, char (*ret)[128]);
