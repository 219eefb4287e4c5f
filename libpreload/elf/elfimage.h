/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * One ELF file as the dynamic linker sees it: the header fields it checks, PT_INTERP, the PT_LOAD
 * segments it maps and the dynamic entries that drive the search (DT_NEEDED, DT_SONAME, DT_RPATH,
 * DT_RUNPATH, DT_FLAGS_1). Only program headers are used, as ld.so uses only them: section
 * headers may be stripped or lie.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct ElfLoad {
        uint64_t offset; /* p_offset */
        uint64_t filesz; /* p_filesz: bytes read from the file (bss beyond it reads nothing) */
        uint64_t vaddr;
        uint64_t memsz;
        uint32_t flags; /* PF_R | PF_W | PF_X */
} ElfLoad;

/*
 * A part of the file the dynamic linker reads itself, as a file range: the ELF and program headers,
 * PT_DYNAMIC, the notes, and the tables the dynamic section points to. What a start touches beyond
 * these (the code and data it runs) depends on the program, and is what a profile learns.
 */
typedef struct ElfPart {
        uint64_t offset;
        uint64_t size;  /* ELFIMAGE_PART_SIZE_UNKNOWN: a table whose size the file does not give */
        bool table;     /* a table of the dynamic section (the others are headers, notes, code) */
} ElfPart;

/* DT_SYMTAB, DT_GNU_HASH, DT_HASH, DT_VERSYM, DT_VERDEF and DT_VERNEED come without a size. */
#define ELFIMAGE_PART_SIZE_UNKNOWN UINT64_MAX

typedef struct ElfImage {
        uint8_t elf_class; /* ELFCLASS32 or ELFCLASS64 */
        uint8_t data;      /* ELFDATA2LSB or ELFDATA2MSB */
        uint8_t osabi;
        uint16_t type;     /* ET_EXEC, ET_DYN, ... */
        uint16_t machine;  /* EM_* */
        uint64_t file_size;

        char *interp; /* the first PT_INTERP, up to its first NUL, or NULL */
        ElfLoad *loads; /* PT_LOAD in program header order; NULL when there is none */
        size_t n_loads;

        bool dynamic; /* has a usable PT_DYNAMIC (the last one, as ld.so takes the last) */
        char **needed; /* DT_NEEDED in order; NULL when there is none */
        size_t n_needed;
        char *soname;  /* DT_SONAME or NULL */
        char *rpath;   /* DT_RPATH or NULL; NULL too when DT_RUNPATH is present, as ld.so ignores it then */
        char *runpath; /* DT_RUNPATH or NULL */
        uint64_t flags;   /* DT_FLAGS */
        uint64_t flags_1; /* DT_FLAGS_1 (DF_1_NODEFLIB, ...) */
        uint64_t fini;    /* DT_FINI: the function ld.so calls as the program exits, or 0 */

        /* What ld.so reads of the file itself, sorted by offset; NULL (n_parts 0) where that is
         * not known: no usable PT_DYNAMIC, or a table the dynamic section points to lies outside
         * the file bytes of every PT_LOAD. elfimage_add_ranges() reads only these of a large
         * segment. */
        ElfPart *parts;
        size_t n_parts;
} ElfImage;

/* Caps applied to everything read from a file, so a hostile file cannot make us allocate much. */
#define ELFIMAGE_PHNUM_MAX 4096u
#define ELFIMAGE_DYN_MAX 65536u
#define ELFIMAGE_NEEDED_MAX 4096u

/*
 * Parse an ELF image from memory (the fuzzers' entry point; the buffer must outlive the call
 * only, and is never written to). On success *ret owns everything it points to; on failure *ret
 * is untouched. Where a tag repeats, the last one counts, as in ld.so. Errors:
 *   -ENOEXEC   not an ELF file (no ELF magic); scripts, data and empty files land here;
 *              *ret_reason (if non-NULL) gets "not an ELF file"
 *   -EBADMSG   malformed; *ret_reason (if non-NULL) gets a static, human-readable reason such as
 *              "truncated program header table"
 *   -ENOMEM
 *   -EINVAL    ret is NULL, or buf is NULL with a non-zero size
 * A file without program headers (a relocatable object) parses, with no loads and no dynamic
 * entries; whether it can be loaded is the caller's question, like the class and machine.
 */
int elfimage_parse(const void *buf, size_t size, ElfImage **ret, const char **ret_reason);

/*
 * Same for an open file descriptor, read with pread (ELF_C_READ): only the headers and the chunks
 * asked for (program headers, dynamic section, strings) are read, and a file truncated by someone
 * else while it is parsed gives an error rather than the SIGBUS a map would raise. Besides the
 * errors above: -EISDIR for a directory, -EBADMSG with "not a regular file" for anything else that
 * is not a regular file, -errno from fstat() and pread().
 */
int elfimage_open_fd(int fd, ElfImage **ret, const char **ret_reason);
/*
 * Same for a path, opened with O_NONBLOCK so that a FIFO does not block; -errno from open()
 * (-ENOENT, -EACCES, ...).
 */
int elfimage_open(const char *path, ElfImage **ret, const char **ret_reason);

ElfImage *elfimage_free(ElfImage *img);

/*
 * The file offset of the byte at vaddr: within a PT_LOAD's file bytes ([p_vaddr, p_vaddr +
 * p_filesz)). Returns 0, -ENOENT where no segment maps vaddr from the file, -EINVAL.
 */
int elfimage_vaddr_offset(const ElfImage *img, uint64_t vaddr, uint64_t *ret);

/* The longest GNU build-id read (SHA-1 ones are 20 bytes, UUID ones 16). */
#define ELFIMAGE_BUILD_ID_MAX 64u

/*
 * The GNU build-id of the ELF file open at fd (its position is not moved), opened as
 * elfimage_open_fd() opens one: pread, no mapping. Looks at the NT_GNU_BUILD_ID note of the
 * PT_NOTE segments (each up to 1 MiB). On success returns 0 with 1..ELFIMAGE_BUILD_ID_MAX bytes
 * in buf and their number in *ret_size; on failure buf and *ret_size are untouched. Errors:
 * -ENOEXEC not an ELF file, -ENODATA no build-id, -EBADMSG malformed (or a longer build-id),
 * -EISDIR, -errno from fstat() and pread(), -EINVAL.
 */
int elfimage_build_id(int fd, uint8_t buf[static ELFIMAGE_BUILD_ID_MAX], size_t *ret_size);

/*
 * An unsized table that no other table follows in its segment is taken this far: version tables
 * (the usual last unsized ones) are a few hundred bytes, and a wrong guess costs only faults.
 */
#define ELFIMAGE_TABLE_TAIL_MAX (UINT64_C(64) * 1024)

/*
 * Adds each PT_LOAD's file range to a plan file: [p_offset rounded down to the page,
 * p_offset + p_filesz rounded up), tagged RANGE_SOURCE_ELF; a segment with p_filesz 0 adds
 * nothing. With segment_max > 0, a segment whose p_filesz is larger and that is not writable adds
 * only img->parts within it ("lean"): sized parts as they are, an unsized table up to the next
 * table's start in the segment (linkers lay them out back to back) or, with none after it,
 * ELFIMAGE_TABLE_TAIL_MAX. A writable segment is read whole whatever its size: relocations write
 * most of it (.data.rel.ro, .got) at every start. Without parts every segment is read whole.
 * segment_max 0 reads every segment whole. See plan.h for PlanFile. Returns 0, -EINVAL or
 * plan_file_add_range()'s error, in which case the ranges added before it stay.
 */
struct PlanFile;
int elfimage_add_ranges(const ElfImage *img, uint64_t segment_max, struct PlanFile *f);
