/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* CPU capabilities as glibc 2.36's ld.so derives them, and the subdirectories it searches. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>

#if defined(__x86_64__)
#include <cpuid.h>
#endif

#include "hwcaps.h"
#include "macro.h"

static void legacy_push(Hwcaps *hw, const char *name) {
        if (name && hw->n_legacy < HWCAPS_MAX)
                hw->legacy[hw->n_legacy++] = name;
}

static const char *kernel_platform(void) {
        return (const char *) getauxval(AT_PLATFORM);
}

void hwcaps_from_cpu(const HwcapsCpu *cpu, const char *at_platform, Hwcaps *ret) {
        Hwcaps hw = { .platform = at_platform };
        bool v2, v3, v4, avx512_1 = false;

        /* The x86-64 ISA levels, each including the one below (glibc's get_isa_level()). */
        v2 = cpu->baseline && cpu->cmpxchg16b && cpu->lahf_sahf && cpu->popcnt && cpu->sse3 &&
             cpu->ssse3 && cpu->sse4_1 && cpu->sse4_2;
        v3 = v2 && cpu->avx && cpu->avx2 && cpu->bmi1 && cpu->bmi2 && cpu->f16c && cpu->fma &&
             cpu->lzcnt && cpu->movbe;
        v4 = v3 && cpu->avx512f && cpu->avx512bw && cpu->avx512cd && cpu->avx512dq && cpu->avx512vl;
        if (v4)
                hw.glibc_hwcaps[hw.n_glibc_hwcaps++] = "x86-64-v4";
        if (v3)
                hw.glibc_hwcaps[hw.n_glibc_hwcaps++] = "x86-64-v3";
        if (v2)
                hw.glibc_hwcaps[hw.n_glibc_hwcaps++] = "x86-64-v2";

        /* ld.so replaces AT_PLATFORM and sets the AVX512_1 hwcap bit on Intel CPUs only
         * (init_cpu_features() in sysdeps/x86/cpu-features.c). */
        if (cpu->intel) {
                const char *platform = NULL;
                if (cpu->avx512f && cpu->avx512cd) {
                        if (cpu->avx512er) {
                                if (cpu->avx512pf)
                                        platform = "xeon_phi";
                        } else if (cpu->avx512bw && cpu->avx512dq && cpu->avx512vl)
                                avx512_1 = true;
                }
                if (!platform && cpu->avx2 && cpu->fma && cpu->bmi1 && cpu->bmi2 && cpu->lzcnt &&
                    cpu->movbe && cpu->popcnt)
                        platform = "haswell";
                if (platform)
                        hw.platform = platform;
        }

        /* _dl_important_hwcaps() order: hwcap bits from the lowest, the platform, "tls". */
        legacy_push(&hw, "x86_64");
        if (avx512_1)
                legacy_push(&hw, "avx512_1");
        legacy_push(&hw, hw.platform);
        legacy_push(&hw, "tls");
        *ret = hw;
}

#if defined(__x86_64__)
static void cpu_read(HwcapsCpu *ret) {
        HwcapsCpu cpu = {};
        unsigned max, max_ext, a, b, c, d;
        unsigned c1 = 0, d1 = 0, b7 = 0, c_ext = 0;
        uint64_t xcr0 = 0;

        max = __get_cpuid_max(0, NULL);
        __cpuid(0, a, b, c, d);
        cpu.intel = b == 0x756e6547 && d == 0x49656e69 && c == 0x6c65746e; /* "GenuineIntel" */
        if (max >= 1)
                __cpuid(1, a, b, c1, d1);
        if (max >= 7)
                __cpuid_count(7, 0, a, b7, c, d);
        max_ext = __get_cpuid_max(0x80000000, NULL);
        if (max_ext >= 0x80000001)
                __cpuid(0x80000001, a, b, c_ext, d);

        /* Register state the kernel saves: without it AVX and AVX-512 are not usable. */
        if (c1 & bit_OSXSAVE) {
                unsigned lo, hi;
                __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
                xcr0 = ((uint64_t) hi << 32) | lo;
        }
        bool ymm = (xcr0 & 0x6) == 0x6;             /* SSE and AVX state */
        bool zmm = ymm && (xcr0 & 0xe0) == 0xe0;    /* opmask, ZMM0-15 upper, ZMM16-31 */

        cpu.baseline = (d1 & 1u /* FPU */) && (d1 & bit_CMPXCHG8B) && (d1 & bit_CMOV) && (d1 & bit_MMX) &&
                       (d1 & bit_FXSAVE) && (d1 & bit_SSE) && (d1 & bit_SSE2);
        cpu.sse3 = c1 & bit_SSE3;
        cpu.ssse3 = c1 & bit_SSSE3;
        cpu.sse4_1 = c1 & bit_SSE4_1;
        cpu.sse4_2 = c1 & bit_SSE4_2;
        cpu.cmpxchg16b = c1 & bit_CMPXCHG16B;
        cpu.popcnt = c1 & bit_POPCNT;
        cpu.movbe = c1 & bit_MOVBE;
        cpu.lahf_sahf = c_ext & bit_LAHF_LM;
        cpu.lzcnt = c_ext & bit_LZCNT;
        cpu.bmi1 = b7 & bit_BMI;
        cpu.bmi2 = b7 & bit_BMI2;
        cpu.avx = ymm && (c1 & bit_AVX);
        cpu.avx2 = cpu.avx && (b7 & bit_AVX2);
        cpu.fma = cpu.avx && (c1 & bit_FMA);
        cpu.f16c = cpu.avx && (c1 & bit_F16C);
        cpu.avx512f = zmm && (b7 & bit_AVX512F);
        cpu.avx512bw = cpu.avx512f && (b7 & bit_AVX512BW);
        cpu.avx512cd = cpu.avx512f && (b7 & bit_AVX512CD);
        cpu.avx512dq = cpu.avx512f && (b7 & bit_AVX512DQ);
        cpu.avx512vl = cpu.avx512f && (b7 & bit_AVX512VL);
        cpu.avx512er = cpu.avx512f && (b7 & bit_AVX512ER);
        cpu.avx512pf = cpu.avx512f && (b7 & bit_AVX512PF);
        *ret = cpu;
}
#endif

void hwcaps_detect(Hwcaps *ret) {
#if defined(__x86_64__)
        HwcapsCpu cpu;
        cpu_read(&cpu);
        hwcaps_from_cpu(&cpu, kernel_platform(), ret);
#else
        Hwcaps hw = { .platform = kernel_platform() };
        legacy_push(&hw, hw.platform);
        legacy_push(&hw, "tls");
        *ret = hw;
#endif
}

void hwcaps_for_foreign(Hwcaps *ret) {
        *ret = (Hwcaps) { .legacy = { "tls" }, .n_legacy = 1 };
}

size_t hwcaps_subdirs_max(const Hwcaps *hw) {
        return MIN(hw->n_glibc_hwcaps, (size_t) HWCAPS_MAX) + ((size_t) 1 << MIN(hw->n_legacy, (size_t) HWCAPS_MAX));
}

static bool subdir_listed(char (*dirs)[128], size_t n, const char *dir) {
        for (size_t i = 0; i < n; i++)
                if (strcmp(dirs[i], dir) == 0)
                        return true;
        return false;
}

size_t hwcaps_subdirs(const Hwcaps *hw, char (*ret)[128]) {
        size_t n = 0, cnt = MIN(hw->n_legacy, (size_t) HWCAPS_MAX);

        for (size_t i = 0; i < MIN(hw->n_glibc_hwcaps, (size_t) HWCAPS_MAX); i++) {
                int k = snprintf(ret[n], sizeof(ret[n]), "glibc-hwcaps/%s/", hw->glibc_hwcaps[i]);
                if (k > 0 && (size_t) k < sizeof(ret[n]))
                        n++;
        }

        /* The power set, as _dl_important_hwcaps() lays it out (glibc 2.36 elf/dl-hwcaps.c, the
         * "Power set construction" after the glibc-hwcaps part): entry k holds the components whose
         * bit is set in (all - k), so the full combination comes first and "" last; inside one path
         * the later components (tls, platform) come first.
         *
         * glibc pushes the platform even when it is also a hwcap bit's name: on a CPU that is not
         * Intel AT_PLATFORM stays "x86_64", the name of the x86_64 bit, and ld.so tries
         * "tls/x86_64/" and "x86_64/" twice each (LD_DEBUG=libs shows it). The second try of a
         * directory can only find what the first one did not, i.e. nothing, so each directory is
         * listed once, at its first place. "x86_64/x86_64/" is a real, separate directory that
         * ld.so does try, so it stays. */
        size_t all = ((size_t) 1 << cnt) - 1;
        for (size_t k = 0; k <= all; k++) {
                size_t mask = all - k, len = 0;
                bool fits = true;
                ret[n][0] = 0;
                for (size_t j = cnt; j-- > 0 && fits;) {
                        if (!(mask & ((size_t) 1 << j)))
                                continue;
                        int w = snprintf(ret[n] + len, sizeof(ret[n]) - len, "%s/", hw->legacy[j]);
                        fits = w > 0 && (size_t) w < sizeof(ret[n]) - len;
                        len += fits ? (size_t) w : 0;
                }
                if (fits && !subdir_listed(ret, n, ret[n]))
                        n++;
        }
        return n;
}
