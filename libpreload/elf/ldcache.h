/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * /etc/ld.so.cache in glibc's "glibc-ld.so.cache1.1" format (optionally preceded by the old
 * "ld.so-1.7.0" table), including the extension section that tags entries with a glibc-hwcaps
 * subdirectory, read the way glibc 2.36's ld.so reads it. The parser keeps its own copy of the
 * buffer: the caller's buffer may be freed afterwards.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hwcaps.h"

/* Where ld.so reads its cache from, and the list of objects it loads into every process first
 * (looked up by every dynamically linked start, there or not). */
#define LDCACHE_PATH "/etc/ld.so.cache"
#define LDCACHE_PRELOAD_PATH "/etc/ld.so.preload"

/* Entry flags (glibc's ldconfig.h): a type in the low byte, an ABI marker in the next one. */
#define LDCACHE_FLAG_ELF             0x0001
#define LDCACHE_FLAG_ELF_LIBC6       0x0003
#define LDCACHE_FLAG_SPARC_LIB64     0x0100
#define LDCACHE_FLAG_IA64_LIB64      0x0200
#define LDCACHE_FLAG_X8664_LIB64     0x0300
#define LDCACHE_FLAG_S390_LIB64      0x0400
#define LDCACHE_FLAG_POWERPC_LIB64   0x0500
#define LDCACHE_FLAG_X8664_LIBX32    0x0800
#define LDCACHE_FLAG_ARM_LIBHF       0x0900
#define LDCACHE_FLAG_AARCH64_LIB64   0x0a00
#define LDCACHE_FLAG_ARM_LIBSF       0x0b00
#define LDCACHE_FLAG_RISCV_FLOAT_ABI_DOUBLE 0x1000
#define LDCACHE_FLAG_LARCH_FLOAT_ABI_DOUBLE 0x1200

/* hwcap field: this bit (alone among the upper 32 bits but the ISA level) marks an entry whose
 * low 32 bits index the glibc-hwcaps names; bits 32..41 hold the x86 ISA level it needs. */
#define LDCACHE_HWCAP_EXTENSION (UINT64_C(1) << 62)

typedef struct LdCacheEntry {
        int32_t flags;     /* LDCACHE_FLAG_ELF_LIBC6 | LDCACHE_FLAG_X8664_LIB64, ... */
        char *key;         /* soname */
        char *value;       /* absolute path */
        uint64_t hwcap;    /* legacy hwcap mask, or the extension marker plus an index */
        const char *hwcaps_subdir; /* glibc-hwcaps subdirectory name for extension entries, or NULL */
} LdCacheEntry;

typedef struct LdCache {
        LdCacheEntry *entries; /* in file order (sorted by ldconfig, most preferred first) */
        size_t n_entries;
        char **hwcaps_names; /* strings of the glibc-hwcaps extension */
        size_t n_hwcaps_names;
        bool old_format;     /* only the "ld.so-1.7.0" table was there: no hwcap data */
        char *storage;       /* private: the copy of the file every string above points into */
} LdCache;

#define LDCACHE_ENTRIES_MAX (1u << 20)
#define LDCACHE_SIZE_MAX (64u << 20)

/*
 * Parses a cache. Returns 0, -ENOMEM, or -EBADMSG with *ret_reason (a static string, if ret_reason
 * is not NULL) for a malformed cache. *ret is written only on success, *ret_reason only on
 * -EBADMSG. Anything out of bounds or not NUL-terminated rejects the whole file; ld.so would
 * instead ignore some of these defects (an entry with a bad string offset, an unusable hwcaps
 * index), which only occur in corrupted files. Like ld.so, a cache of the other byte order is
 * rejected, and in the combined old+new format the new table is at the next multiple of the entry
 * alignment after the old table (else the old table alone is used).
 */
int ldcache_parse(const void *buf, size_t size, LdCache **ret, const char **ret_reason);
/* Reads and parses a file; -errno from open/read, -EFBIG above LDCACHE_SIZE_MAX, -EBADMSG for
 * something that is not a regular file or not a valid cache. */
int ldcache_load(const char *path, LdCache **ret, const char **ret_reason);
LdCache *ldcache_free(LdCache *c);

/*
 * The path ld.so 2.36 would take from the cache for soname (search_cache() in elf/dl-cache.c):
 * among the entries with this key (compared like ld.so, so "libfoo.so.01" matches "...so.1"),
 * only those whose flags ld.so accepts for want_flags (equal, plus plain ELF entries for the
 * generic ABIs and unmarked libc6 entries for ARM); among entries tagged with a glibc-hwcaps
 * subdirectory the one of the highest priority in hw->glibc_hwcaps wins (those of unsupported
 * subdirectories, or needing an x86 ISA level the CPU lacks, are skipped); otherwise the first
 * untagged entry whose legacy hwcap bits (named by hw->legacy, "tls" always) and platform bit
 * (hw->platform) are supported. The osversion field is ignored, as ld.so 2.36 does. Returns NULL
 * when nothing matches. The string is owned by c.
 */
const char *ldcache_lookup(const LdCache *c, const char *soname, int32_t want_flags, const Hwcaps *hw);

/*
 * The cache flags ld.so accepts for objects of this ELF machine and class, or -1 if unknown.
 * ABIs that the flags word tells apart by e_flags are assumed to be the Debian ones: ARM is
 * hard-float, RISC-V and LoongArch double-float; MIPS is unknown.
 */
int32_t ldcache_flags_for(uint16_t machine, uint8_t elf_class);
