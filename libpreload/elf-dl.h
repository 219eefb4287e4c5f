/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libelf, loaded the first time an ELF file is read rather than with the program, and kept. A
 * preloadd that only warms learned profiles and a preloadctl that only talks to preloadd never
 * read one, so they never map libelf and the libz it links (170 kB of preloadd's RSS, and two
 * libraries fewer to read from a cold disk when preloadctl starts). The functions are those of
 * <libelf.h> and <gelf.h>, called through the table.
 */
#pragma once

#include <gelf.h>
#include <libelf.h>

/* The library's soname: elfutils has kept it since its first release. */
#define ELF_DL_SONAME "libelf.so.1"

typedef struct ElfDl {
        void *handle;
        __typeof__(elf_version) *version;
        __typeof__(elf_errmsg) *errmsg;
        __typeof__(elf_begin) *begin;
        __typeof__(elf_memory) *memory;
        __typeof__(elf_end) *end;
        __typeof__(elf_kind) *kind;
        __typeof__(elf_getphdrnum) *getphdrnum;
        __typeof__(elf_getdata_rawchunk) *getdata_rawchunk;
        __typeof__(gelf_fsize) *fsize;
        __typeof__(gelf_getehdr) *getehdr;
        __typeof__(gelf_getphdr) *getphdr;
        __typeof__(gelf_getdyn) *getdyn;
        __typeof__(gelf_getnote) *getnote;
} ElfDl;

/*
 * The table, the library loaded and elf_version() set at the first call (thread-safe). Returns 0,
 * or -ELIBACC with *ret_reason (static text) saying which library or symbol is missing, at this
 * call and every later one.
 */
int elf_dl(const ElfDl **ret, const char **ret_reason);
