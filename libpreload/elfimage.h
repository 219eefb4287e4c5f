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

typedef struct ElfImage {
        uint8_t elf_class; /* ELFCLASS32 or ELFCLASS64 */
        uint8_t data;      /* ELFDATA2LSB or ELFDATA2MSB */
        uint8_t osabi;
        uint16_t type;     /* ET_EXEC, ET_DYN, ... */
        uint16_t machine;  /* EM_* */
        uint64_t file_size;

        char *interp; /* PT_INTERP, NUL-terminated, or NULL */
        ElfLoad *loads;
        size_t n_loads;

        bool dynamic; /* has a usable PT_DYNAMIC */
        char **needed; /* DT_NEEDED in order */
        size_t n_needed;
        char *soname;  /* DT_SONAME or NULL */
        char *rpath;   /* DT_RPATH or NULL; NULL too when DT_RUNPATH is present, as ld.so ignores it then */
        char *runpath; /* DT_RUNPATH or NULL */
        uint64_t flags;   /* DT_FLAGS */
        uint64_t flags_1; /* DT_FLAGS_1 (DF_1_NODEFLIB, ...) */
} ElfImage;

/* Caps applied to everything read from a file, so a hostile file cannot make us allocate much. */
#define ELFIMAGE_PHNUM_MAX 4096u
#define ELFIMAGE_DYN_MAX 65536u
#define ELFIMAGE_NEEDED_MAX 4096u

/*
 * Parse an ELF image from memory (the fuzzers' entry point; the buffer must outlive the call
 * only). On success *ret owns everything it points to. Errors:
 *   -ENOEXEC   not an ELF file (no ELF magic); scripts and data files land here
 *   -EBADMSG   malformed; *ret_reason (if non-NULL) gets a static, human-readable reason such as
 *              "truncated program header table"
 *   -ENOMEM
 */
int elfimage_parse(const void *buf, size_t size, ElfImage **ret, const char **ret_reason);

/* Same for an open file descriptor (mapped with ELF_C_READ_MMAP) and for a path. */
int elfimage_open_fd(int fd, ElfImage **ret, const char **ret_reason);
int elfimage_open(const char *path, ElfImage **ret, const char **ret_reason);

ElfImage *elfimage_free(ElfImage *img);

/*
 * Adds each PT_LOAD's file range to a plan file: [p_offset rounded down to the page,
 * p_offset + p_filesz rounded up). See plan.h for PlanFile.
 */
struct PlanFile;
int elfimage_add_ranges(const ElfImage *img, struct PlanFile *f);
