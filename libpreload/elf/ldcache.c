/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* /etc/ld.so.cache: a bounded parser, and the lookup glibc 2.36's ld.so performs on it. */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "ldcache.h"
#include "macro.h"

#define OLD_MAGIC "ld.so-1.7.0"
#define NEW_MAGIC "glibc-ld.so.cache"
#define NEW_VERSION "1.1"
#define EXTENSION_MAGIC 0xeaa42174u
#define EXTENSION_TAG_GLIBC_HWCAPS 1u

/* On-disk layouts, in the native byte order (ld.so reads nothing else). */
typedef struct OldHeader {
        char magic[sizeof(OLD_MAGIC) - 1];
        uint32_t nlibs;
} OldHeader;

typedef struct OldEntry {
        int32_t flags;
        uint32_t key, value;
} OldEntry;

typedef struct NewHeader {
        char magic[sizeof(NEW_MAGIC) - 1];
        char version[sizeof(NEW_VERSION) - 1];
        uint32_t nlibs;
        uint32_t len_strings;
        uint8_t flags; /* byte order in the low two bits: 0 unset, 2 little, 3 big */
        uint8_t padding[3];
        uint32_t extension_offset;
        uint32_t unused[3];
} NewHeader;

typedef struct NewEntry {
        int32_t flags;
        uint32_t key, value; /* offsets from the start of the new header */
        uint32_t osversion;
        uint64_t hwcap;
} NewEntry;

typedef struct ExtensionSection {
        uint32_t tag, flags, offset, size; /* offset from the start of the file */
} ExtensionSection;

_Static_assert(sizeof(OldHeader) == 16, "old header layout");
_Static_assert(sizeof(OldEntry) == 12, "old entry layout");
_Static_assert(sizeof(NewHeader) == 48, "new header layout");
_Static_assert(sizeof(NewEntry) == 24, "new entry layout");
_Static_assert(sizeof(ExtensionSection) == 16, "extension section layout");

/* ld.so places the new table at the next multiple of its own alignment after the old one: that of
 * a struct holding a uint64_t, 8 on x86-64 and 4 on i386. */
#define NEW_TABLE_ALIGN _Alignof(NewEntry)

#define ENDIAN_NATIVE (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? 2 : 3)
#define ISA_LEVEL_MASK 0x3ffu
#define HWCAP_TLS (UINT64_C(1) << 63)
/* x86's legacy hwcap bit positions (glibc sysdeps/x86/dl-hwcap.h and dl-procinfo.h), which
 * ldconfig uses to encode subdirectory names in the hwcap field. */
#define PLATFORM_FIRST 48
#define PLATFORM_MASK (UINT64_C(0xf) << PLATFORM_FIRST)
static const char *const hwcap_names[] = { "sse2", "x86_64", "avx512_1" };
static const char *const platform_names[] = { "i586", "i686", "haswell", "xeon_phi" };
/* ISA levels 1, 2, 3 as ldconfig stores them in bits 32..41 of the hwcap field (0 is baseline). */
static const char *const isa_level_names[] = { "x86-64-v2", "x86-64-v3", "x86-64-v4" };

LdCache *ldcache_free(LdCache *c) {
        if (!c)
                return NULL;
        free(c->entries);
        free(c->hwcaps_names);
        free(c->storage);
        free(c);
        return NULL;
}
DEFINE_TRIVIAL_CLEANUP_FUNC(LdCache *, ldcache_free);

typedef struct Parser {
        const char *data;
        uint64_t size;
        uint64_t last_nul; /* a string starting at or before this offset is terminated */
        bool has_nul;
        const char *reason;
} Parser;

static int bad(Parser *p, const char *reason) {
        p->reason = reason;
        return -EBADMSG;
}

/* Checks the string at a file offset; O(1), so that many entries pointing at one long string
 * cannot make parsing quadratic. */
static int parser_string(Parser *p, uint64_t offset, const char *past_end, char **ret) {
        if (offset >= p->size)
                return bad(p, past_end);
        if (!p->has_nul || offset > p->last_nul)
                return bad(p, "unterminated string");
        *ret = (char *) p->data + offset;
        return 0;
}

static int parse_old_table(Parser *p, LdCache *c, uint32_t nlibs) {
        /* Strings of the old format are relative to the end of its entry table. */
        uint64_t strings = sizeof(OldHeader) + (uint64_t) nlibs * sizeof(OldEntry);

        c->entries = calloc(MAX(nlibs, 1u), sizeof(LdCacheEntry));
        if (!c->entries)
                return -ENOMEM;
        for (uint32_t i = 0; i < nlibs; i++) {
                OldEntry e;
                LdCacheEntry *out = &c->entries[i];
                int r;

                memcpy(&e, p->data + sizeof(OldHeader) + (uint64_t) i * sizeof(e), sizeof(e));
                out->flags = e.flags;
                r = parser_string(p, strings + e.key, "entry string offset past end of file", &out->key);
                if (r < 0)
                        return r;
                r = parser_string(p, strings + e.value, "entry string offset past end of file", &out->value);
                if (r < 0)
                        return r;
        }
        c->n_entries = nlibs;
        c->old_format = true;
        return 0;
}

static bool hwcap_is_extension(uint64_t hwcap) {
        /* glibc's dl_cache_hwcap_extension(): the marker must be the only upper bit besides the ISA
         * level; anything else is a legacy mask (which ld.so will then not accept). */
        return ((hwcap >> 32) & ~(uint64_t) ISA_LEVEL_MASK) == (LDCACHE_HWCAP_EXTENSION >> 32);
}

static int parse_extensions(Parser *p, LdCache *c, uint32_t offset) {
        uint64_t hw_offset = 0, hw_size = 0;
        uint32_t head[2];

        if (offset == 0)
                return 0;
        if (offset % 4 != 0)
                return bad(p, "misaligned extension directory");
        if ((uint64_t) offset + sizeof(head) > p->size)
                return bad(p, "extension directory past end of file");
        memcpy(head, p->data + offset, sizeof(head));
        if (head[0] != EXTENSION_MAGIC)
                return bad(p, "bad extension magic");
        if ((uint64_t) offset + sizeof(head) + (uint64_t) head[1] * sizeof(ExtensionSection) > p->size)
                return bad(p, "extension directory past end of file");

        for (uint32_t i = 0; i < head[1]; i++) {
                ExtensionSection s;
                memcpy(&s, p->data + offset + sizeof(head) + (uint64_t) i * sizeof(s), sizeof(s));
                if ((uint64_t) s.offset + s.size > p->size)
                        return bad(p, "extension section past end of file");
                /* Unknown tags are skipped; of several glibc-hwcaps sections the last counts. */
                if (s.tag == EXTENSION_TAG_GLIBC_HWCAPS) {
                        hw_offset = s.offset;
                        hw_size = s.size;
                }
        }
        if (hw_size == 0)
                return 0;
        if (hw_offset % 4 != 0 || hw_size % 4 != 0)
                return bad(p, "misaligned glibc-hwcaps section");

        c->n_hwcaps_names = hw_size / 4;
        c->hwcaps_names = calloc(c->n_hwcaps_names, sizeof(char *));
        if (!c->hwcaps_names)
                return -ENOMEM;
        for (size_t i = 0; i < c->n_hwcaps_names; i++) {
                uint32_t name;
                int r;
                memcpy(&name, p->data + hw_offset + 4 * i, sizeof(name));
                /* ld.so reads these relative to the file start, unlike the entry strings. */
                r = parser_string(p, name, "hwcaps string offset past end of file", &c->hwcaps_names[i]);
                if (r < 0)
                        return r;
        }
        return 0;
}

static int parse_new_table(Parser *p, LdCache *c, uint64_t base) {
        NewHeader h;
        int r;

        memcpy(&h, p->data + base, sizeof(h));
        /* ld.so's cache_file_new_matches_endian(). */
        if (h.flags != 0 && (h.flags & 3) != ENDIAN_NATIVE)
                return bad(p, "wrong byte order");
        if (h.nlibs > LDCACHE_ENTRIES_MAX)
                return bad(p, "too many entries");
        if ((p->size - base - sizeof(h)) / sizeof(NewEntry) < h.nlibs)
                return bad(p, "truncated entry table");

        c->entries = calloc(MAX(h.nlibs, 1u), sizeof(LdCacheEntry));
        if (!c->entries)
                return -ENOMEM;
        for (uint32_t i = 0; i < h.nlibs; i++) {
                NewEntry e;
                LdCacheEntry *out = &c->entries[i];

                memcpy(&e, p->data + base + sizeof(h) + (uint64_t) i * sizeof(e), sizeof(e));
                out->flags = e.flags;
                out->hwcap = e.hwcap;
                r = parser_string(p, base + e.key, "entry string offset past end of file", &out->key);
                if (r < 0)
                        return r;
                r = parser_string(p, base + e.value, "entry string offset past end of file", &out->value);
                if (r < 0)
                        return r;
        }
        c->n_entries = h.nlibs;

        r = parse_extensions(p, c, h.extension_offset);
        if (r < 0)
                return r;
        for (size_t i = 0; i < c->n_entries; i++) {
                LdCacheEntry *e = &c->entries[i];
                if (!hwcap_is_extension(e->hwcap))
                        continue;
                uint32_t index = (uint32_t) e->hwcap;
                if (index >= c->n_hwcaps_names)
                        return bad(p, "hwcaps index out of range");
                e->hwcaps_subdir = c->hwcaps_names[index];
        }
        return 0;
}

/* True if the first n bytes of the buffer equal the first n of s (a truncated magic). */
static bool prefix_of(const char *data, uint64_t size, const char *s) {
        return memcmp(data, s, MIN(size, (uint64_t) strlen(s))) == 0;
}

static int parse(Parser *p, LdCache *c) {
        const char *d = p->data;
        uint64_t size = p->size;

        /* The same format decisions as _dl_load_cache_lookup(), in the same order. */
        if (size >= 20 && memcmp(d, NEW_MAGIC NEW_VERSION, 20) == 0) {
                if (size <= sizeof(NewHeader))
                        return bad(p, "truncated header");
                return parse_new_table(p, c, 0);
        }
        if (size >= 20 && memcmp(d, NEW_MAGIC, strlen(NEW_MAGIC)) == 0)
                return bad(p, "unsupported version");
        if (size > sizeof(OldHeader) && memcmp(d, OLD_MAGIC, strlen(OLD_MAGIC)) == 0) {
                OldHeader h;
                uint64_t base;

                memcpy(&h, d, sizeof(h));
                if (h.nlibs > LDCACHE_ENTRIES_MAX)
                        return bad(p, "too many entries");
                if ((size - sizeof(h)) / sizeof(OldEntry) < h.nlibs)
                        return bad(p, "truncated entry table");
                base = sizeof(h) + (uint64_t) h.nlibs * sizeof(OldEntry);
                base = (base + NEW_TABLE_ALIGN - 1) / NEW_TABLE_ALIGN * NEW_TABLE_ALIGN;
                if (size >= base + sizeof(NewHeader) && memcmp(d + base, NEW_MAGIC NEW_VERSION, 20) == 0)
                        return parse_new_table(p, c, base);
                return parse_old_table(p, c, h.nlibs);
        }
        if (prefix_of(d, size, NEW_MAGIC NEW_VERSION) || prefix_of(d, size, OLD_MAGIC))
                return bad(p, "truncated header");
        return bad(p, "bad magic");
}

int ldcache_parse(const void *buf, size_t size, LdCache **ret, const char **ret_reason) {
        _cleanup_(ldcache_freep) LdCache *c = NULL;
        Parser p = { .size = size };
        int r;

        if (size > LDCACHE_SIZE_MAX) {
                if (ret_reason)
                        *ret_reason = "file too large";
                return -EBADMSG;
        }
        c = calloc(1, sizeof(*c));
        if (!c)
                return -ENOMEM;
        c->storage = malloc(MAX(size, (size_t) 1));
        if (!c->storage)
                return -ENOMEM;
        if (size > 0)
                memcpy(c->storage, buf, size);
        p.data = c->storage;

        const char *nul = size > 0 ? memrchr(p.data, 0, size) : NULL;
        p.has_nul = nul != NULL;
        p.last_nul = nul ? (uint64_t) (nul - p.data) : 0;

        r = parse(&p, c);
        if (r < 0) {
                if (r == -EBADMSG && ret_reason)
                        *ret_reason = p.reason;
                return r;
        }
        *ret = TAKE_PTR(c);
        return 0;
}

int ldcache_load(const char *path, LdCache **ret, const char **ret_reason) {
        _cleanup_free_ char *buf = NULL;
        size_t size;
        bool grew;
        int r;

        /* ldconfig renames a new cache into place, so it does not normally change under us; if it
         * does, parse what was read up to the size seen. */
        r = read_regular_file(path, LDCACHE_SIZE_MAX, &buf, &size, &grew, ret_reason);
        if (r < 0)
                return r;
        return ldcache_parse(buf, size, ret, ret_reason);
}

/* glibc's _dl_cache_libcmp(): digit runs compare as numbers, and sort above other characters. */
static int libcmp(const char *a, const char *b) {
        while (*a) {
                if (*a >= '0' && *a <= '9') {
                        if (!(*b >= '0' && *b <= '9'))
                                return 1;
                        uint64_t va = 0, vb = 0;
                        while (*a >= '0' && *a <= '9')
                                va = va * 10 + (uint64_t) (*a++ - '0');
                        while (*b >= '0' && *b <= '9')
                                vb = vb * 10 + (uint64_t) (*b++ - '0');
                        if (va != vb)
                                return va < vb ? -1 : 1;
                } else if (*b >= '0' && *b <= '9')
                        return -1;
                else if (*a != *b)
                        return (unsigned char) *a - (unsigned char) *b;
                else {
                        a++;
                        b++;
                }
        }
        return -(int) (unsigned char) *b;
}

/* _dl_cache_check_flags() of the ld.so that wants these flags. */
static bool flags_accepted(int32_t flags, int32_t want) {
        if (flags == want)
                return true;
        if (want == LDCACHE_FLAG_ELF_LIBC6) /* the generic ABIs: i386, ppc32, s390, ... */
                return flags == LDCACHE_FLAG_ELF;
        if (want == (LDCACHE_FLAG_ARM_LIBHF | LDCACHE_FLAG_ELF_LIBC6) ||
            want == (LDCACHE_FLAG_ARM_LIBSF | LDCACHE_FLAG_ELF_LIBC6))
                return flags == LDCACHE_FLAG_ELF_LIBC6; /* objects from before the float ABI mark */
        return false;
}

/* _DL_CACHE_DEFAULT_ID: the flags of an entry that ends the search. ARM does not define its own. */
static int32_t default_id(int32_t want) {
        if (want == (LDCACHE_FLAG_ARM_LIBHF | LDCACHE_FLAG_ELF_LIBC6) ||
            want == (LDCACHE_FLAG_ARM_LIBSF | LDCACHE_FLAG_ELF_LIBC6))
                return LDCACHE_FLAG_ELF_LIBC6;
        return want;
}

typedef struct LegacyCaps {
        uint64_t exclude;  /* hwcap bits that make an untagged entry unusable */
        uint64_t platform; /* the platform's bit, or all ones for a platform glibc does not know */
        uint32_t isa;      /* x86 ISA levels supported, as 1 << level */
} LegacyCaps;

static LegacyCaps legacy_caps(const Hwcaps *hw) {
        LegacyCaps l = { .platform = UINT64_MAX, .isa = 1 /* baseline */ };
        uint64_t allowed = PLATFORM_MASK | HWCAP_TLS;

        for (size_t i = 0; i < MIN(hw->n_legacy, (size_t) HWCAPS_MAX); i++)
                for (size_t b = 0; b < ELEMENTSOF(hwcap_names); b++)
                        if (hw->legacy[i] && strcmp(hw->legacy[i], hwcap_names[b]) == 0)
                                allowed |= UINT64_C(1) << b;
        l.exclude = ~allowed;

        for (size_t i = 0; hw->platform && i < ELEMENTSOF(platform_names); i++)
                if (strcmp(hw->platform, platform_names[i]) == 0)
                        l.platform = UINT64_C(1) << (PLATFORM_FIRST + i);

        /* The subdirectories are active exactly when the CPU has their ISA level. */
        for (size_t i = 0; i < MIN(hw->n_glibc_hwcaps, (size_t) HWCAPS_MAX); i++)
                for (size_t v = 0; v < ELEMENTSOF(isa_level_names); v++)
                        if (hw->glibc_hwcaps[i] && strcmp(hw->glibc_hwcaps[i], isa_level_names[v]) == 0)
                                l.isa |= 1u << (v + 1);
        return l;
}

/* 1 + the index of name in hw->glibc_hwcaps (lower is better), 0 if not supported. */
static uint32_t hwcaps_priority(const Hwcaps *hw, const char *name) {
        for (size_t i = 0; i < MIN(hw->n_glibc_hwcaps, (size_t) HWCAPS_MAX); i++)
                if (hw->glibc_hwcaps[i] && strcmp(hw->glibc_hwcaps[i], name) == 0)
                        return (uint32_t) i + 1;
        return 0;
}

/* ld.so's choice within the entries of one key, [first, last], found at index `found`. */
static const char *select_entry(const LdCache *c, const char *soname, long first, long found, long last,
                                int32_t want, const Hwcaps *hw) {
        LegacyCaps caps = legacy_caps(hw);
        const char *best = NULL;
        uint32_t best_priority = 0;

        for (long i = first; i <= last; i++) {
                const LdCacheEntry *e = &c->entries[i];

                if (i > found && libcmp(soname, e->key) != 0)
                        break;
                if (!flags_accepted(e->flags, want))
                        continue;
                if (c->old_format) {
                        /* Without hwcap data, a later accepted entry replaces an earlier one until
                         * one has the default flags. */
                        best = e->value;
                        if (e->flags == default_id(want))
                                break;
                        continue;
                }

                bool named = e->hwcaps_subdir != NULL;
                if (named) {
                        unsigned level = (unsigned) (e->hwcap >> 32) & ISA_LEVEL_MASK;
                        uint32_t bit = 1u << (level & 31); /* the shift x86 performs */
                        if ((caps.isa & bit) != bit)
                                continue;
                } else {
                        /* Tagged entries sort first: the first untagged one ends a tagged match. */
                        if (best)
                                break;
                        if (e->hwcap & caps.exclude)
                                continue;
                }
                if ((e->hwcap & PLATFORM_MASK) != 0 && (e->hwcap & PLATFORM_MASK) != caps.platform)
                        continue;
                if (named) {
                        uint32_t priority = hwcaps_priority(hw, e->hwcaps_subdir);
                        if (priority == 0 || (best && priority >= best_priority))
                                continue;
                        best_priority = priority;
                }
                best = e->value;
                if (!named && e->flags == default_id(want))
                        break;
        }
        return best;
}

const char *ldcache_lookup(const LdCache *c, const char *soname, int32_t want_flags, const Hwcaps *hw) {
        static const Hwcaps none = {};

        if (!c || !soname || want_flags < 0 || c->n_entries == 0)
                return NULL;
        if (!hw)
                hw = &none;

        /* The binary search of search_cache(): ldconfig sorts keys in descending libcmp order. */
        long left = 0, right = (long) c->n_entries - 1;
        while (left <= right) {
                long middle = left + (right - left) / 2;
                int cmp = libcmp(soname, c->entries[middle].key);
                if (cmp == 0) {
                        long first = middle;
                        while (first > 0 && libcmp(soname, c->entries[first - 1].key) == 0)
                                first--;
                        return select_entry(c, soname, first, middle, right, want_flags, hw);
                }
                if (cmp < 0)
                        left = middle + 1;
                else
                        right = middle - 1;
        }
        return NULL;
}

#ifndef EM_LOONGARCH
#define EM_LOONGARCH 258
#endif

int32_t ldcache_flags_for(uint16_t machine, uint8_t elf_class) {
        bool is64 = elf_class == ELFCLASS64;

        if (elf_class != ELFCLASS32 && elf_class != ELFCLASS64)
                return -1;
        switch (machine) {
        case EM_X86_64:
                return LDCACHE_FLAG_ELF_LIBC6 | (is64 ? LDCACHE_FLAG_X8664_LIB64 : LDCACHE_FLAG_X8664_LIBX32);
        case EM_AARCH64:
                return is64 ? LDCACHE_FLAG_ELF_LIBC6 | LDCACHE_FLAG_AARCH64_LIB64 : -1;
        case EM_ARM:
                return is64 ? -1 : LDCACHE_FLAG_ELF_LIBC6 | LDCACHE_FLAG_ARM_LIBHF;
        case EM_PPC64:
                return is64 ? LDCACHE_FLAG_ELF_LIBC6 | LDCACHE_FLAG_POWERPC_LIB64 : -1;
        case EM_S390:
                return LDCACHE_FLAG_ELF_LIBC6 | (is64 ? LDCACHE_FLAG_S390_LIB64 : 0);
        case EM_SPARCV9:
        case EM_SPARC:
        case EM_SPARC32PLUS:
                return LDCACHE_FLAG_ELF_LIBC6 | (is64 ? LDCACHE_FLAG_SPARC_LIB64 : 0);
        case EM_IA_64:
                return is64 ? LDCACHE_FLAG_ELF_LIBC6 | LDCACHE_FLAG_IA64_LIB64 : -1;
        case EM_RISCV:
                return is64 ? LDCACHE_FLAG_ELF_LIBC6 | LDCACHE_FLAG_RISCV_FLOAT_ABI_DOUBLE : -1;
        case EM_LOONGARCH:
                return is64 ? LDCACHE_FLAG_ELF_LIBC6 | LDCACHE_FLAG_LARCH_FLOAT_ABI_DOUBLE : -1;
        case EM_386: /* these use glibc's generic flags */
        case EM_PPC:
        case EM_68K:
        case EM_PARISC:
        case EM_SH:
                return is64 ? -1 : LDCACHE_FLAG_ELF_LIBC6;
        default:
                return -1;
        }
}
