/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * ldcache: the real /etc/ld.so.cache against `ldconfig -p`, synthetic caches from a small builder
 * (formats, hwcaps, legacy bits, malformed files), caches written by ldconfig, and, where we may
 * bind-mount over /etc/ld.so.cache in a private mount namespace, the choice of the real ld.so.
 */
#include <elf.h>
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hwcaps.h"
#include "ldcache.h"
#include "macro.h"
#include "util.h"

#define X8664 (LDCACHE_FLAG_ELF_LIBC6 | LDCACHE_FLAG_X8664_LIB64)
#define EXT LDCACHE_HWCAP_EXTENSION
#define ISA(level) ((uint64_t) (level) << 32)
#define TLS_BIT (UINT64_C(1) << 63)
#define HASWELL_BIT (UINT64_C(1) << 50)
#define SONAME "libpreloadcachetest.so.1"

static const Hwcaps hw_v3 = { .glibc_hwcaps = { "x86-64-v3", "x86-64-v2" }, .n_glibc_hwcaps = 2 };
static const Hwcaps hw_v2 = { .glibc_hwcaps = { "x86-64-v2" }, .n_glibc_hwcaps = 1 };
static const Hwcaps hw_none = {};

/* ---- a cache builder ---- */

typedef struct Buf {
        uint8_t *data;
        size_t size;
} Buf;

static size_t buf_put(Buf *b, const void *p, size_t n) {
        size_t at = b->size;
        b->data = realloc(b->data, b->size + n + 1);
        assert_non_null(b->data);
        memcpy(b->data + at, p, n);
        b->size += n;
        return at;
}

static void buf_align(Buf *b, size_t align) {
        while (b->size % align)
                buf_put(b, "", 1);
}

static void put32(uint8_t *d, size_t at, uint32_t v) {
        memcpy(d + at, &v, sizeof(v));
}

static void put64(uint8_t *d, size_t at, uint64_t v) {
        memcpy(d + at, &v, sizeof(v));
}

typedef struct TEntry {
        int32_t flags;
        const char *key, *value;
        uint64_t hwcap;
} TEntry;

typedef enum Format { FORMAT_NEW, FORMAT_COMBINED, FORMAT_OLD } Format;

/* Offsets in a FORMAT_NEW cache. */
#define NEW_NLIBS 20
#define NEW_FLAGS 28
#define NEW_EXTENSION 32
#define ENTRY(i) (48 + 24 * (i))

/*
 * Lays out a cache the way ldconfig does (entries in the given order), with string offsets as
 * ld.so reads them: entry strings relative to the new header, hwcaps names relative to the file.
 */
static uint8_t *cache_build(Format format, const TEntry *e, size_t n, const char *const *names, size_t n_names,
                            size_t *ret_size) {
        Buf b = {};
        size_t base = 0;

        if (format != FORMAT_NEW) {
                uint32_t nlibs = format == FORMAT_OLD ? (uint32_t) n : 0;
                uint8_t zero[12] = {};
                if (format == FORMAT_COMBINED) /* ld.so ignores the old table then: keep it dummy */
                        nlibs = 2;
                buf_put(&b, "ld.so-1.7.0\0", 12);
                buf_put(&b, &nlibs, 4);
                size_t table = b.size;
                for (uint32_t i = 0; i < nlibs; i++)
                        buf_put(&b, zero, sizeof(zero));
                if (format == FORMAT_OLD) {
                        size_t strings = b.size;
                        for (size_t i = 0; i < n; i++) {
                                put32(b.data, table + 12 * i, (uint32_t) e[i].flags);
                                put32(b.data, table + 12 * i + 4,
                                      (uint32_t) (buf_put(&b, e[i].key, strlen(e[i].key) + 1) - strings));
                                put32(b.data, table + 12 * i + 8,
                                      (uint32_t) (buf_put(&b, e[i].value, strlen(e[i].value) + 1) - strings));
                        }
                        *ret_size = b.size;
                        return b.data;
                }
                buf_align(&b, 8);
                base = b.size;
        }

        uint8_t header[48] = {};
        memcpy(header, "glibc-ld.so.cache1.1", 20);
        put32(header, NEW_NLIBS, (uint32_t) n);
        header[NEW_FLAGS] = 2; /* little endian */
        buf_put(&b, header, sizeof(header));
        for (size_t i = 0; i < n; i++) {
                uint8_t entry[24] = {};
                put32(entry, 0, (uint32_t) e[i].flags);
                put64(entry, 16, e[i].hwcap);
                buf_put(&b, entry, sizeof(entry));
        }
        size_t strings = b.size;
        for (size_t i = 0; i < n; i++) {
                put32(b.data, base + ENTRY(i) + 4, (uint32_t) (buf_put(&b, e[i].key, strlen(e[i].key) + 1) - base));
                put32(b.data, base + ENTRY(i) + 8,
                      (uint32_t) (buf_put(&b, e[i].value, strlen(e[i].value) + 1) - base));
        }
        uint32_t name_at[8];
        assert_true(n_names <= ELEMENTSOF(name_at));
        for (size_t i = 0; i < n_names; i++)
                name_at[i] = (uint32_t) buf_put(&b, names[i], strlen(names[i]) + 1);
        put32(b.data, base + 24, (uint32_t) (b.size - strings));

        if (n_names > 0) {
                buf_align(&b, 4);
                size_t ext = b.size;
                uint32_t dir[6] = { 0xeaa42174u, 1, 1, 0, (uint32_t) (ext + sizeof(dir)), (uint32_t) (4 * n_names) };
                buf_put(&b, dir, sizeof(dir));
                buf_put(&b, name_at, 4 * n_names);
                put32(b.data, base + NEW_EXTENSION, (uint32_t) ext);
        }
        *ret_size = b.size;
        return b.data;
}

static LdCache *cache_parse_ok(Format format, const TEntry *e, size_t n, const char *const *names,
                               size_t n_names) {
        size_t size;
        uint8_t *data = cache_build(format, e, n, names, n_names, &size);
        LdCache *c = NULL;
        const char *reason = NULL;
        int r = ldcache_parse(data, size, &c, &reason);
        if (r < 0)
                fprintf(stderr, "parse: %s\n", reason);
        assert_int_equal(r, 0);
        free(data); /* the cache must not point into the caller's buffer */
        return c;
}

static void assert_lookup(const LdCache *c, const char *soname, int32_t flags, const Hwcaps *hw,
                          const char *expected) {
        const char *got = ldcache_lookup(c, soname, flags, hw);
        if (!expected)
                assert_null(got);
        else {
                assert_non_null(got);
                assert_string_equal(got, expected);
        }
}

/* ---- helpers for running tools ---- */

static const char *ldconfig_path(void) {
        return access("/sbin/ldconfig", X_OK) == 0 ? "/sbin/ldconfig" : "ldconfig";
}

/* ---- the real cache ---- */

typedef struct PEntry {
        char *soname, *flags, *path;
} PEntry;

static void test_ldcache_system_cache_matches_ldconfig(void **state) {
        const char *reason = NULL;
        LdCache *c = NULL;
        PEntry *p = NULL;
        size_t n_lines, n_p = 0, checked64 = 0, checked32 = 0;
        Hwcaps hw, foreign;
        int r;

        if (access("/etc/ld.so.cache", R_OK) != 0)
                skip();
        r = ldcache_load("/etc/ld.so.cache", &c, &reason);
        if (r < 0)
                fprintf(stderr, "/etc/ld.so.cache: %s\n", reason ? reason : strerror(-r));
        assert_int_equal(r, 0);

        char **lines = tu_run_lines(&n_lines, "%s -p", ldconfig_path());
        for (size_t i = 0; i < n_lines; i++) {
                char *l = lines[i], *open_paren, *arrow;
                unsigned long count;
                if (sscanf(l, "%lu libs found in cache", &count) == 1)
                        assert_int_equal(count, c->n_entries);
                if (l[0] != '\t' || !(open_paren = strstr(l, " (")) || !(arrow = strstr(l, ") => ")))
                        continue;
                p = realloc(p, (n_p + 1) * sizeof(*p));
                assert_non_null(p);
                p[n_p].soname = strndup(l + 1, (size_t) (open_paren - l - 1));
                p[n_p].flags = strndup(open_paren + 2, (size_t) (arrow - open_paren - 2));
                p[n_p].path = strdup(arrow + 5);
                n_p++;
        }
        tu_lines_free(lines, n_lines);
        assert_int_equal(n_p, c->n_entries);

        hwcaps_detect(&hw);
        hwcaps_for_foreign(&foreign);
        for (size_t i = 0; i < n_p; i++) {
                bool seen = false, legacy = false;
                const char *expected64 = NULL, *expected32 = NULL;
                size_t best = SIZE_MAX;

                for (size_t j = 0; j < i && !seen; j++)
                        seen = strcmp(p[j].soname, p[i].soname) == 0;
                if (seen)
                        continue;
                /* Every entry of this soname, in file order. */
                for (size_t j = i; j < n_p; j++) {
                        const char *f = p[j].flags, *tag;
                        if (strcmp(p[j].soname, p[i].soname) != 0)
                                continue;
                        if (strcmp(f, "libc6") == 0 || strcmp(f, "ELF") == 0) {
                                if (!expected32)
                                        expected32 = p[j].path;
                                continue;
                        }
                        if (strncmp(f, "libc6,x86-64", 12) != 0)
                                continue;
                        tag = strstr(f, ", hwcap: ");
                        if (!tag) {
                                if (best == SIZE_MAX && !expected64)
                                        expected64 = p[j].path;
                                continue;
                        }
                        tag += strlen(", hwcap: ");
                        if (tag[0] != '"') {
                                legacy = true; /* legacy bits: covered by the synthetic tests */
                                continue;
                        }
                        for (size_t k = 0; k < hw.n_glibc_hwcaps && k < best; k++)
                                if (strncmp(tag + 1, hw.glibc_hwcaps[k], strlen(hw.glibc_hwcaps[k])) == 0 &&
                                    tag[1 + strlen(hw.glibc_hwcaps[k])] == '"') {
                                        best = k;
                                        expected64 = p[j].path;
                                }
                }
                if (!legacy) {
                        assert_lookup(c, p[i].soname, X8664, &hw, expected64);
                        checked64 += expected64 != NULL;
                }
                assert_lookup(c, p[i].soname, LDCACHE_FLAG_ELF_LIBC6, &foreign, expected32);
                checked32 += expected32 != NULL;
        }
        fprintf(stderr, "checked %zu x86-64 and %zu 32-bit sonames\n", checked64, checked32);
        assert_true(checked64 > 0);

        for (size_t i = 0; i < n_p; i++) {
                free(p[i].soname);
                free(p[i].flags);
                free(p[i].path);
        }
        free(p);
        ldcache_free(c);
}

/* ---- synthetic caches ---- */

static const char *const v2v3[] = { "x86-64-v2", "x86-64-v3" };

/* Sorted like ldconfig: flags descending, tagged entries first, by subdirectory name. */
static const TEntry hwcaps_entries[] = {
        { X8664, "libx.so.1", "/lib/glibc-hwcaps/x86-64-v2/libx.so.1", EXT | 0 },
        { X8664, "libx.so.1", "/lib/glibc-hwcaps/x86-64-v3/libx.so.1", EXT | ISA(2) | 1 },
        { X8664, "libx.so.1", "/lib/libx.so.1", 0 },
        { LDCACHE_FLAG_ELF_LIBC6, "libx.so.1", "/lib32/libx.so.1", 0 },
};

static void test_ldcache_lookup_hwcaps_priority(void **state) {
        LdCache *c = cache_parse_ok(FORMAT_NEW, hwcaps_entries, ELEMENTSOF(hwcaps_entries), v2v3, 2);
        Hwcaps v4 = { .glibc_hwcaps = { "x86-64-v4", "x86-64-v3", "x86-64-v2" }, .n_glibc_hwcaps = 3 };

        assert_false(c->old_format);
        assert_int_equal(c->n_entries, 4);
        assert_int_equal(c->n_hwcaps_names, 2);
        assert_string_equal(c->entries[1].hwcaps_subdir, "x86-64-v3");
        assert_null(c->entries[2].hwcaps_subdir);

        /* v3 over v2 when both are supported, whichever comes first in the file. */
        assert_lookup(c, "libx.so.1", X8664, &hw_v3, "/lib/glibc-hwcaps/x86-64-v3/libx.so.1");
        assert_lookup(c, "libx.so.1", X8664, &v4, "/lib/glibc-hwcaps/x86-64-v3/libx.so.1");
        assert_lookup(c, "libx.so.1", X8664, &hw_v2, "/lib/glibc-hwcaps/x86-64-v2/libx.so.1");
        assert_lookup(c, "libx.so.1", X8664, &hw_none, "/lib/libx.so.1");
        assert_lookup(c, "libx.so.1", X8664, NULL, "/lib/libx.so.1");
        /* Other flags: the i386 entry, nothing for x32, nothing for an unknown ABI. */
        assert_lookup(c, "libx.so.1", LDCACHE_FLAG_ELF_LIBC6, &hw_v3, "/lib32/libx.so.1");
        assert_lookup(c, "libx.so.1", LDCACHE_FLAG_ELF_LIBC6 | LDCACHE_FLAG_X8664_LIBX32, &hw_v3, NULL);
        assert_lookup(c, "libx.so.1", -1, &hw_v3, NULL);
        assert_lookup(c, "liby.so.1", X8664, &hw_v3, NULL);
        assert_lookup(c, "libx.so", X8664, &hw_v3, NULL);
        ldcache_free(c);
}

static void test_ldcache_lookup_isa_level(void **state) {
        /* A library in x86-64-v2/ that was linked for v3 (ISA level 2): usable only on v3 CPUs. */
        static const TEntry e[] = {
                { X8664, "libx.so.1", "/lib/glibc-hwcaps/x86-64-v2/libx.so.1", EXT | ISA(2) | 0 },
                { X8664, "libx.so.1", "/lib/libx.so.1", 0 },
        };
        LdCache *c = cache_parse_ok(FORMAT_NEW, e, ELEMENTSOF(e), v2v3, 1);
        assert_lookup(c, "libx.so.1", X8664, &hw_v3, "/lib/glibc-hwcaps/x86-64-v2/libx.so.1");
        assert_lookup(c, "libx.so.1", X8664, &hw_v2, "/lib/libx.so.1");
        ldcache_free(c);
}

static void test_ldcache_lookup_combined_format(void **state) {
        LdCache *c = cache_parse_ok(FORMAT_COMBINED, hwcaps_entries, ELEMENTSOF(hwcaps_entries), v2v3, 2);
        assert_false(c->old_format);
        assert_int_equal(c->n_entries, 4);
        assert_lookup(c, "libx.so.1", X8664, &hw_v3, "/lib/glibc-hwcaps/x86-64-v3/libx.so.1");
        assert_lookup(c, "libx.so.1", X8664, &hw_none, "/lib/libx.so.1");
        assert_lookup(c, "libx.so.1", LDCACHE_FLAG_ELF_LIBC6, &hw_v3, "/lib32/libx.so.1");
        ldcache_free(c);
}

static void test_ldcache_lookup_plain_elf_flags(void **state) {
        /* ld.so for the generic ABIs takes plain ELF entries too. The order (ELF before libc6)
         * is not what ldconfig writes, but shows the two formats' rules: the new one keeps the
         * first accepted entry, the old one lets later ones replace it until the default flags. */
        static const TEntry e[] = {
                { LDCACHE_FLAG_ELF, "ld-linux.so.2", "/lib/elf/ld-linux.so.2", 0 },
                { LDCACHE_FLAG_ELF_LIBC6, "ld-linux.so.2", "/lib/libc6/ld-linux.so.2", 0 },
        };
        LdCache *c = cache_parse_ok(FORMAT_NEW, e, ELEMENTSOF(e), NULL, 0);
        assert_lookup(c, "ld-linux.so.2", LDCACHE_FLAG_ELF_LIBC6, &hw_none, "/lib/elf/ld-linux.so.2");
        assert_lookup(c, "ld-linux.so.2", X8664, &hw_none, NULL);
        ldcache_free(c);

        c = cache_parse_ok(FORMAT_OLD, e, ELEMENTSOF(e), NULL, 0);
        assert_true(c->old_format);
        assert_int_equal(c->n_entries, 2);
        assert_lookup(c, "ld-linux.so.2", LDCACHE_FLAG_ELF_LIBC6, &hw_none, "/lib/libc6/ld-linux.so.2");
        ldcache_free(c);

        /* ARM hard-float takes unmarked libc6 entries; x86-64 does not. */
        static const TEntry arm[] = {
                { LDCACHE_FLAG_ELF_LIBC6, "libz.so.1", "/usr/lib/arm-unmarked/libz.so.1", 0 },
        };
        c = cache_parse_ok(FORMAT_NEW, arm, ELEMENTSOF(arm), NULL, 0);
        assert_lookup(c, "libz.so.1", LDCACHE_FLAG_ELF_LIBC6 | LDCACHE_FLAG_ARM_LIBHF, &hw_none,
                      "/usr/lib/arm-unmarked/libz.so.1");
        assert_lookup(c, "libz.so.1", X8664, &hw_none, NULL);
        ldcache_free(c);
}

static void test_ldcache_lookup_legacy_hwcap(void **state) {
        /* The order and hwcap values ldconfig 2.36 writes for legacy subdirectories. */
        static const TEntry e[] = {
                { X8664, "libx.so.1", "/lib/tls/haswell/libx.so.1", TLS_BIT | HASWELL_BIT },
                { X8664, "libx.so.1", "/lib/haswell/x86_64/libx.so.1", HASWELL_BIT | 2 },
                { X8664, "libx.so.1", "/lib/tls/libx.so.1", TLS_BIT },
                { X8664, "libx.so.1", "/lib/xeon_phi/libx.so.1", UINT64_C(1) << 51 },
                { X8664, "libx.so.1", "/lib/haswell/libx.so.1", HASWELL_BIT },
                { X8664, "libx.so.1", "/lib/avx512_1/libx.so.1", 4 },
                { X8664, "libx.so.1", "/lib/x86_64/libx.so.1", 2 },
                { X8664, "libx.so.1", "/lib/sse2/libx.so.1", 1 },
                { X8664, "libx.so.1", "/lib/libx.so.1", 0 },
        };
        Hwcaps intel = { .platform = "haswell", .legacy = { "x86_64", "avx512_1", "haswell", "tls" }, .n_legacy = 4 };
        Hwcaps amd = { .platform = "x86_64", .legacy = { "x86_64", "x86_64", "tls" }, .n_legacy = 3 };
        Hwcaps foreign;
        LdCache *c = cache_parse_ok(FORMAT_NEW, e, ELEMENTSOF(e), NULL, 0);

        assert_lookup(c, "libx.so.1", X8664, &intel, "/lib/tls/haswell/libx.so.1");
        /* An unknown platform rejects every entry with a platform bit; tls is always fine. */
        assert_lookup(c, "libx.so.1", X8664, &amd, "/lib/tls/libx.so.1");
        hwcaps_for_foreign(&foreign);
        assert_lookup(c, "libx.so.1", X8664, &foreign, "/lib/tls/libx.so.1");
        ldcache_free(c);

        /* Without the tls entries: hwcap bits must all be supported. */
        c = cache_parse_ok(FORMAT_NEW, e + 3, ELEMENTSOF(e) - 3, NULL, 0);
        assert_lookup(c, "libx.so.1", X8664, &intel, "/lib/haswell/libx.so.1");
        assert_lookup(c, "libx.so.1", X8664, &amd, "/lib/x86_64/libx.so.1");
        assert_lookup(c, "libx.so.1", X8664, &foreign, "/lib/libx.so.1");
        ldcache_free(c);

        /* The extension bit together with another upper bit is not an extension entry, and as a
         * legacy mask it is never supported. */
        static const TEntry odd[] = {
                { X8664, "libx.so.1", "/lib/odd/libx.so.1", EXT | (UINT64_C(1) << 45) },
                { X8664, "libx.so.1", "/lib/libx.so.1", 0 },
        };
        c = cache_parse_ok(FORMAT_NEW, odd, ELEMENTSOF(odd), v2v3, 2);
        assert_null(c->entries[0].hwcaps_subdir);
        assert_lookup(c, "libx.so.1", X8664, &hw_v3, "/lib/libx.so.1");
        ldcache_free(c);
}

static void test_ldcache_lookup_binary_search(void **state) {
        TEntry e[100];
        char keys[100][32], values[100][32];

        /* ldconfig's order: descending, digit runs compared as numbers. */
        for (size_t i = 0; i < ELEMENTSOF(e); i++) {
                snprintf(keys[i], sizeof(keys[i]), "libt%zu.so.1", ELEMENTSOF(e) - 1 - i);
                snprintf(values[i], sizeof(values[i]), "/lib/%s", keys[i]);
                e[i] = (TEntry) { X8664, keys[i], values[i], 0 };
        }
        LdCache *c = cache_parse_ok(FORMAT_NEW, e, ELEMENTSOF(e), NULL, 0);
        for (size_t i = 0; i < ELEMENTSOF(e); i++)
                assert_lookup(c, keys[i], X8664, &hw_none, values[i]);
        /* Compared like ld.so: a leading zero in a number does not matter. */
        assert_lookup(c, "libt07.so.1", X8664, &hw_none, "/lib/libt7.so.1");
        assert_lookup(c, "libt100.so.1", X8664, &hw_none, NULL);
        assert_lookup(c, "libt.so.1", X8664, &hw_none, NULL);
        assert_lookup(c, "", X8664, &hw_none, NULL);
        ldcache_free(c);
}

static void test_ldcache_flags_for(void **state) {
        assert_int_equal(ldcache_flags_for(EM_X86_64, ELFCLASS64), 0x0303);
        assert_int_equal(ldcache_flags_for(EM_X86_64, ELFCLASS32), 0x0803);
        assert_int_equal(ldcache_flags_for(EM_386, ELFCLASS32), 0x0003);
        assert_int_equal(ldcache_flags_for(EM_AARCH64, ELFCLASS64), 0x0a03);
        assert_int_equal(ldcache_flags_for(EM_ARM, ELFCLASS32), 0x0903);
        assert_int_equal(ldcache_flags_for(EM_PPC64, ELFCLASS64), 0x0503);
        assert_int_equal(ldcache_flags_for(EM_S390, ELFCLASS64), 0x0403);
        assert_int_equal(ldcache_flags_for(EM_RISCV, ELFCLASS64), 0x1003);
        assert_int_equal(ldcache_flags_for(EM_386, ELFCLASS64), -1);
        assert_int_equal(ldcache_flags_for(EM_MIPS, ELFCLASS64), -1);
        assert_int_equal(ldcache_flags_for(EM_X86_64, ELFCLASSNONE), -1);
}

/* ---- malformed caches ---- */

static void assert_bad(const uint8_t *data, size_t size, const char *reason) {
        LdCache *sentinel = (LdCache *) (uintptr_t) 0x1, *c = sentinel;
        const char *got = NULL;
        /* An exact-size copy, so ASan sees any read past the end. */
        uint8_t *copy = malloc(MAX(size, (size_t) 1));
        assert_non_null(copy);
        memcpy(copy, data, size);
        assert_int_equal(ldcache_parse(copy, size, &c, &got), -EBADMSG);
        assert_ptr_equal(c, sentinel);
        assert_non_null(got);
        if (reason)
                assert_string_equal(got, reason);
        free(copy);
}

static void test_ldcache_parse_truncated(void **state) {
        for (Format f = FORMAT_NEW; f <= FORMAT_OLD; f++) {
                size_t size;
                uint8_t *data = cache_build(f, hwcaps_entries, f == FORMAT_OLD ? 3 : ELEMENTSOF(hwcaps_entries),
                                            f == FORMAT_OLD ? NULL : v2v3, f == FORMAT_OLD ? 0 : 2, &size);
                /* A combined file cut before the end of its new header is an old-format file
                 * (ld.so then reads the old table); from there on the new table must be whole. */
                size_t from = f == FORMAT_COMBINED ? 40 + 48 : 0;
                LdCache *c = NULL;
                assert_int_equal(ldcache_parse(data, size, &c, NULL), 0);
                ldcache_free(c);
                /* Every shorter prefix is malformed: the last byte is a string's NUL or extension
                 * data, so nothing can be dropped unnoticed. */
                for (size_t len = from; len < size; len++)
                        assert_bad(data, len, NULL);
                if (f == FORMAT_COMBINED) {
                        assert_int_equal(ldcache_parse(data, from - 1, &c, NULL), 0);
                        assert_true(c->old_format);
                        assert_int_equal(c->n_entries, 2);
                        ldcache_free(c);
                }
                assert_bad(data, 0, "truncated header");
                assert_bad(data, 16, "truncated header");
                assert_bad(data, 30, f == FORMAT_NEW ? "truncated header" : "truncated entry table");
                if (f == FORMAT_NEW) {
                        assert_bad(data, 48, "truncated header");
                        assert_bad(data, ENTRY(3) + 10, "truncated entry table");
                        assert_bad(data, ENTRY(4), "entry string offset past end of file");
                }
                free(data);
        }
}

static void test_ldcache_parse_malformed(void **state) {
        size_t size, plain_size, old_size;
        uint8_t *good = cache_build(FORMAT_NEW, hwcaps_entries, ELEMENTSOF(hwcaps_entries), v2v3, 2, &size);
        uint8_t *plain = cache_build(FORMAT_NEW, hwcaps_entries + 2, 2, NULL, 0, &plain_size);
        uint8_t *d = calloc(1, size + 64); /* room for the other layouts below too */
        uint32_t ext;
        LdCache *c;
        memcpy(&ext, good + NEW_EXTENSION, 4);

#define PATCH(stmt, reason)                     \
        do {                                    \
                memcpy(d, good, size);          \
                stmt;                           \
                assert_bad(d, size, reason);    \
        } while (0)

        PATCH(d[0] = 'X', "bad magic");
        PATCH(d[19] = '2', "unsupported version"); /* "1.1" -> "1.2" */
        PATCH(memcpy(d, "ld.so-1.7.0", 11), NULL); /* an old header with a nonsense count */
        PATCH(d[NEW_FLAGS] = 3, "wrong byte order");
        PATCH(d[NEW_FLAGS] = 1, "wrong byte order");
        PATCH(put32(d, NEW_NLIBS, UINT32_MAX), "too many entries");
        PATCH(put32(d, NEW_NLIBS, LDCACHE_ENTRIES_MAX), "truncated entry table");
        PATCH(put32(d, ENTRY(0) + 4, UINT32_MAX), "entry string offset past end of file");
        PATCH(put32(d, ENTRY(2) + 8, (uint32_t) size), "entry string offset past end of file");
        PATCH(put64(d, ENTRY(1) + 16, EXT | 2), "hwcaps index out of range");
        PATCH(put64(d, ENTRY(1) + 16, EXT | UINT32_MAX), "hwcaps index out of range");
        PATCH(put32(d, NEW_EXTENSION, ext + 2), "misaligned extension directory");
        PATCH(put32(d, NEW_EXTENSION, (uint32_t) size - 4), "extension directory past end of file");
        PATCH(put32(d, ext, 0xdeadbeef), "bad extension magic");
        PATCH(put32(d, ext + 4, 1000), "extension directory past end of file");
        /* The directory: magic, count, then {tag, flags, offset, size}; the names array follows. */
        PATCH(put32(d, ext + 16, (uint32_t) size), "extension section past end of file");
        PATCH(put32(d, ext + 20, UINT32_MAX), "extension section past end of file");
        PATCH(put32(d, ext + 16, ext + 22), "misaligned glibc-hwcaps section");
        PATCH(put32(d, ext + 20, 6), "misaligned glibc-hwcaps section");
        PATCH(put32(d, ext + 24, (uint32_t) size + 100), "hwcaps string offset past end of file");
        PATCH(put32(d, ext + 28, (uint32_t) size), "hwcaps string offset past end of file");
        /* No extension at all while entries refer to it. */
        PATCH(put32(d, NEW_EXTENSION, 0), "hwcaps index out of range");

        /* Strings must end inside the file: the last one loses its NUL. */
        memcpy(d, plain, plain_size);
        d[plain_size - 1] = 'x';
        assert_bad(d, plain_size, "unterminated string");

        /* Old format: bounds of the count and of the strings. */
        uint8_t *old = cache_build(FORMAT_OLD, hwcaps_entries + 2, 2, NULL, 0, &old_size);
        memcpy(d, old, old_size);
        put32(d, 12, UINT32_MAX);
        assert_bad(d, old_size, "too many entries");
        memcpy(d, old, old_size);
        put32(d, 12, 1000);
        assert_bad(d, old_size, "truncated entry table");
        memcpy(d, old, old_size);
        put32(d, 16 + 4, 5000);
        assert_bad(d, old_size, "entry string offset past end of file");
        assert_bad((const uint8_t *) "ld.so-1.7", 9, "truncated header");
        assert_bad((const uint8_t *) "glibc-ld.so.cach", 16, "truncated header");
        assert_bad((const uint8_t *) "\x7f" "ELF", 4, "bad magic");

        /* Accepted variations: byte order unset, extra flag bits, no extension, an unknown
         * extension tag, an empty glibc-hwcaps section. */
        memcpy(d, good, size);
        d[NEW_FLAGS] = 0;
        assert_int_equal(ldcache_parse(d, size, &c, NULL), 0);
        ldcache_free(c);
        d[NEW_FLAGS] = 0x12;
        assert_int_equal(ldcache_parse(d, size, &c, NULL), 0);
        ldcache_free(c);
        assert_int_equal(ldcache_parse(plain, plain_size, &c, NULL), 0);
        assert_int_equal(c->n_hwcaps_names, 0);
        ldcache_free(c);
        memcpy(d, good, size);
        put32(d, ext + 8, 7); /* the tag: now unknown, so no names, and the tagged entries dangle */
        assert_bad(d, size, "hwcaps index out of range");
        memcpy(d, good, size);
        put64(d, ENTRY(0) + 16, 0);
        put64(d, ENTRY(1) + 16, 0);
        put32(d, ext + 20, 0);
        assert_int_equal(ldcache_parse(d, size, &c, NULL), 0);
        assert_int_equal(c->n_hwcaps_names, 0);
        ldcache_free(c);
#undef PATCH

        free(old);
        free(d);
        free(plain);
        free(good);
}

static void test_ldcache_load_errors(void **state) {
        const char *reason = NULL;
        LdCache *c = NULL;
        char *tmp = tu_mkdtemp(), *path = tu_strdupf("%s/cache", tmp);

        assert_int_equal(ldcache_load(path, &c, &reason), -ENOENT);
        assert_int_equal(ldcache_load(tmp, &c, &reason), -EBADMSG);
        assert_string_equal(reason, "not a regular file");
        tu_write_file(path, "", 0);
        assert_int_equal(ldcache_load(path, &c, &reason), -EBADMSG);
        assert_string_equal(reason, "truncated header");
        assert_null(c);

        size_t size;
        uint8_t *data = cache_build(FORMAT_NEW, hwcaps_entries, ELEMENTSOF(hwcaps_entries), v2v3, 2, &size);
        tu_write_file(path, data, size);
        assert_int_equal(ldcache_load(path, &c, NULL), 0);
        assert_int_equal(c->n_entries, 4);
        ldcache_free(c);
        assert_null(ldcache_free(NULL));

        free(data);
        tu_rm_rf(tmp);
        free(path);
        free(tmp);
}

/* ---- caches written by ldconfig, and what ld.so takes from them ---- */

/* A tree ROOT/lib/... with copies of one library, a program needing it, and ROOT/conf. */
typedef struct Fixture {
        char *tmp, *root, *lib, *prog;
} Fixture;

static void fixture_init(Fixture *f) {
        static const char lib_c[] = "int cachetest(void) { return 0; }\n";
        static const char main_c[] = "int cachetest(void);\nint main(void) { return cachetest(); }\n";
        f->tmp = tu_mkdtemp();
        f->root = tu_strdupf("%s/root", f->tmp);
        f->lib = tu_strdupf("%s/lib.c", f->tmp);
        f->prog = tu_strdupf("%s/prog", f->tmp);
        tu_write_file(f->lib, lib_c, sizeof(lib_c) - 1);
        char *main_src = tu_strdupf("%s/main.c", f->tmp);
        tu_write_file(main_src, main_c, sizeof(main_c) - 1);
        char *conf = tu_strdupf("%s/conf", f->root);
        tu_write_file(conf, "/lib\n", 5);
        assert_int_equal(tu_run("%s -shared -fPIC -Wl,-soname," SONAME " -o %s/lib.so %s", tu_cc(), f->tmp, f->lib), 0);
        assert_int_equal(tu_run("%s -o %s %s %s/lib.so", tu_cc(), f->prog, main_src, f->tmp), 0);
        free(conf);
        free(main_src);
}

static void fixture_done(Fixture *f) {
        tu_rm_rf(f->tmp);
        free(f->tmp);
        free(f->root);
        free(f->lib);
        free(f->prog);
}

/* Puts a copy of the library at ROOT/lib/SUBDIR, linked with extra flags (an ISA level note). */
static void fixture_add(Fixture *f, const char *subdir, const char *ldflags) {
        assert_int_equal(tu_run("mkdir -p %s/lib/%s && %s -shared -fPIC -Wl,-soname," SONAME " %s -o %s/lib/%s" SONAME
                                " %s", f->root, subdir, tu_cc(), ldflags, f->root, subdir, f->lib), 0);
}

/* Runs ldconfig chrooted into ROOT (so it writes no auxiliary cache of the host). */
static LdCache *fixture_ldconfig(Fixture *f, const char *format, char **ret_path) {
        const char *reason = NULL;
        LdCache *c = NULL;
        assert_int_equal(tu_run("%s -r %s -X -c %s -C /cache.%s -f /conf", ldconfig_path(), f->root, format, format), 0);
        *ret_path = tu_strdupf("%s/cache.%s", f->root, format);
        int r = ldcache_load(*ret_path, &c, &reason);
        if (r < 0)
                fprintf(stderr, "%s: %s\n", *ret_path, reason ? reason : strerror(-r));
        assert_int_equal(r, 0);
        return c;
}

static void test_ldcache_ldconfig_hwcaps(void **state) {
        Fixture f = {};
        char *path;
        Hwcaps hw;

        if (access(ldconfig_path(), X_OK) != 0 && tu_run("command -v ldconfig >/dev/null") != 0)
                skip();
        fixture_init(&f);
        fixture_add(&f, "", "");
        fixture_add(&f, "glibc-hwcaps/x86-64-v2/", "");
        hwcaps_detect(&hw);
        bool v2 = false;
        for (size_t i = 0; i < hw.n_glibc_hwcaps; i++)
                v2 |= strcmp(hw.glibc_hwcaps[i], "x86-64-v2") == 0;

        LdCache *c = fixture_ldconfig(&f, "new", &path);
        assert_int_equal(c->n_entries, 2);
        assert_int_equal(c->n_hwcaps_names, 1);
        assert_string_equal(c->hwcaps_names[0], "x86-64-v2");
        assert_lookup(c, SONAME, X8664, &hw, v2 ? "/lib/glibc-hwcaps/x86-64-v2/" SONAME : "/lib/" SONAME);
        assert_lookup(c, SONAME, X8664, &hw_v2, "/lib/glibc-hwcaps/x86-64-v2/" SONAME);
        assert_lookup(c, SONAME, X8664, &hw_none, "/lib/" SONAME);
        ldcache_free(c);
        free(path);

        /* The compat format writes the hwcaps names relative to the new table while ld.so reads
         * them relative to the file: the tagged entry becomes unusable, as with ld.so. */
        c = fixture_ldconfig(&f, "compat", &path);
        assert_int_equal(c->n_entries, 2);
        assert_lookup(c, SONAME, X8664, &hw_v2, "/lib/" SONAME);
        ldcache_free(c);
        free(path);

        fixture_done(&f);
}

static bool can_bind_mount(void) {
        static int cached = -1;
        if (cached < 0)
                cached = geteuid() == 0 && access("/etc/ld.so.cache", F_OK) == 0 &&
                         tu_run("unshare -m true 2>/dev/null") == 0;
        return cached;
}

/* The path ld.so takes from the cache at `cache` for the program's library, or NULL: the first
 * "trying file=" right after "search cache=" in its LD_DEBUG=libs output. */
static char *ldso_choice(const char *cache, const char *prog) {
        char *choice = NULL;
        size_t n;
        char **lines = tu_run_lines(&n, "unshare -m sh -c 'mount --bind %s /etc/ld.so.cache && "
                                     "exec env -u LD_LIBRARY_PATH LD_DEBUG=libs %s'", cache, prog);
        for (size_t i = 0; i + 1 < n && !choice; i++) {
                const char *t;
                if (!strstr(lines[i], "search cache=/etc/ld.so.cache"))
                        continue;
                if ((t = strstr(lines[i + 1], "trying file=")))
                        choice = strdup(t + strlen("trying file="));
                break;
        }
        tu_lines_free(lines, n);
        return choice;
}

static void assert_same_as_ldso(const char *cache_path, const char *prog, const Hwcaps *hw) {
        const char *reason = NULL;
        LdCache *c = NULL;
        int r = ldcache_load(cache_path, &c, &reason);
        if (r < 0)
                fprintf(stderr, "%s: %s\n", cache_path, reason);
        assert_int_equal(r, 0);
        const char *ours = ldcache_lookup(c, SONAME, X8664, hw);
        char *theirs = ldso_choice(cache_path, prog);
        fprintf(stderr, "%s: ld.so %s, ldcache %s\n", cache_path, theirs ? theirs : "(none)", ours ? ours : "(none)");
        if (!theirs)
                assert_null(ours);
        else {
                assert_non_null(ours);
                assert_string_equal(ours, theirs);
        }
        free(theirs);
        ldcache_free(c);
}

static void test_ldcache_matches_ldso(void **state) {
        Fixture f = {};
        char *path;
        Hwcaps hw;

        if (!can_bind_mount() || access("/lib64/ld-linux-x86-64.so.2", X_OK) != 0)
                skip();
        hwcaps_detect(&hw);
        fixture_init(&f);

        /* glibc-hwcaps subdirectories, with ISA level notes on v3 and v4. */
        fixture_add(&f, "", "");
        fixture_add(&f, "glibc-hwcaps/x86-64-v2/", "");
        fixture_add(&f, "glibc-hwcaps/x86-64-v3/", "-Wl,-z,x86-64-v3");
        fixture_add(&f, "glibc-hwcaps/x86-64-v4/", "-Wl,-z,x86-64-v4");
        LdCache *c = fixture_ldconfig(&f, "new", &path);
        ldcache_free(c);
        assert_same_as_ldso(path, f.prog, &hw);
        free(path);
        c = fixture_ldconfig(&f, "compat", &path);
        ldcache_free(c);
        assert_same_as_ldso(path, f.prog, &hw);
        free(path);

        /* A v2 directory holding a v4 build: its ISA level decides. */
        assert_int_equal(tu_run("rm -rf %s/lib/glibc-hwcaps/x86-64-v3 %s/lib/glibc-hwcaps/x86-64-v4", f.root, f.root), 0);
        fixture_add(&f, "glibc-hwcaps/x86-64-v2/", "-Wl,-z,x86-64-v4");
        c = fixture_ldconfig(&f, "new", &path);
        ldcache_free(c);
        assert_same_as_ldso(path, f.prog, &hw);
        free(path);

        /* Legacy subdirectories, each step removing the one ld.so took. */
        assert_int_equal(tu_run("rm -rf %s/lib/glibc-hwcaps", f.root), 0);
        static const char *const legacy[] = {
                "tls/haswell/", "haswell/x86_64/", "tls/", "xeon_phi/", "haswell/", "i686/",
                "avx512_1/", "x86_64/", "sse2/", "tls/x86_64/",
        };
        for (size_t i = 0; i < ELEMENTSOF(legacy); i++)
                fixture_add(&f, legacy[i], "");
        for (size_t i = 0; i < ELEMENTSOF(legacy) + 1; i++) {
                c = fixture_ldconfig(&f, "new", &path);
                assert_same_as_ldso(path, f.prog, &hw);
                const char *took = ldcache_lookup(c, SONAME, X8664, &hw);
                if (took && strcmp(took, "/lib/" SONAME) != 0)
                        assert_int_equal(tu_run("rm %s%s", f.root, took), 0);
                ldcache_free(c);
                free(path);
        }

        /* Layouts ldconfig 2.36 does not write: old+new with usable hwcaps names, the old table
         * alone, and an extension marker combined with another bit. */
        static const TEntry e[] = {
                { X8664, SONAME, "/lib/glibc-hwcaps/x86-64-v2/" SONAME, EXT | ISA(1) | 0 },
                { X8664, SONAME, "/lib/glibc-hwcaps/x86-64-v3/" SONAME, EXT | ISA(2) | 1 },
                { X8664, SONAME, "/lib/odd/" SONAME, EXT | (UINT64_C(1) << 45) },
                { X8664, SONAME, "/lib/" SONAME, 0 },
                { X8664, SONAME, "/lib/second/" SONAME, 0 },
        };
        static const struct {
                Format format;
                size_t first, n, n_names;
        } layouts[] = {
                { FORMAT_COMBINED, 0, 5, 2 },
                { FORMAT_NEW, 2, 3, 2 },
                { FORMAT_OLD, 3, 2, 0 },
                { FORMAT_NEW, 1, 1, 2 },
        };
        for (size_t i = 0; i < ELEMENTSOF(layouts); i++) {
                size_t size;
                uint8_t *data = cache_build(layouts[i].format, e + layouts[i].first, layouts[i].n, v2v3,
                                            layouts[i].n_names, &size);
                path = tu_strdupf("%s/synthetic%zu", f.tmp, i);
                tu_write_file(path, data, size);
                assert_same_as_ldso(path, f.prog, &hw);
                free(path);
                free(data);
        }

        fixture_done(&f);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_ldcache_system_cache_matches_ldconfig),
                cmocka_unit_test(test_ldcache_lookup_hwcaps_priority),
                cmocka_unit_test(test_ldcache_lookup_isa_level),
                cmocka_unit_test(test_ldcache_lookup_combined_format),
                cmocka_unit_test(test_ldcache_lookup_plain_elf_flags),
                cmocka_unit_test(test_ldcache_lookup_legacy_hwcap),
                cmocka_unit_test(test_ldcache_lookup_binary_search),
                cmocka_unit_test(test_ldcache_flags_for),
                cmocka_unit_test(test_ldcache_parse_truncated),
                cmocka_unit_test(test_ldcache_parse_malformed),
                cmocka_unit_test(test_ldcache_load_errors),
                cmocka_unit_test(test_ldcache_ldconfig_hwcaps),
                cmocka_unit_test(test_ldcache_matches_ldso),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
