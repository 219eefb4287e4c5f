/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * /etc/ld.so.cache in glibc's "glibc-ld.so.cache1.1" format (optionally preceded by the old
 * "ld.so-1.7.0" table), including the extension section that tags entries with a glibc-hwcaps
 * subdirectory. The parser copies what it needs: the buffer may be freed afterwards.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "hwcaps.h"

typedef struct LdCacheEntry {
        int32_t flags;     /* FLAG_ELF_LIBC6 | FLAG_X8664_LIB64, ... */
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
} LdCache;

#define LDCACHE_ENTRIES_MAX (1u << 20)

/* -EBADMSG with *ret_reason (static) for a malformed cache, -ENOMEM. */
int ldcache_parse(const void *buf, size_t size, LdCache **ret, const char **ret_reason);
/* Reads and parses a file; -errno from open/read, else as ldcache_parse(). */
int ldcache_load(const char *path, LdCache **ret, const char **ret_reason);
LdCache *ldcache_free(LdCache *c);

/*
 * The path ld.so would take from the cache for soname: only entries whose flags equal
 * want_flags; among entries tagged with a glibc-hwcaps subdirectory the one of the highest
 * priority in hw->glibc_hwcaps wins, entries of unsupported subdirectories are skipped, and an
 * untagged entry is the fallback. Returns NULL when nothing matches. The string is owned by c.
 */
const char *ldcache_lookup(const LdCache *c, const char *soname, int32_t want_flags, const Hwcaps *hw);

/* The cache flags ld.so accepts for objects of this ELF machine and class, or -1 if unknown. */
int32_t ldcache_flags_for(uint16_t machine, uint8_t elf_class);
