/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libelf, loaded when the first ELF file is read rather than with the program, and kept. Only
 * planning a program (its closure), recording, and a profile's file whose fingerprint changed
 * read ELF: `preloadctl warm` of a profile or an application, `status` and the like never map
 * libelf or the libz it links. On the lab's cold disk (hdd, requests counted, the warm of a
 * learned profile) that start read them for 8-9 requests: dot's warm 147 -> 138 and 0.66 -> 0.56
 * s, gcc's 140 -> 132. preloadd loads it as it starts (preloadd.c). The functions are those of
 * <libelf.h> and <gelf.h>, called through the table.
 */
#pragma once

#include <gelf.h>
#include <libelf.h>

/* elfutils' soname, the same since its first release. */
#define ELF_DL_SONAME "libelf.so.1"

typedef struct ElfDl {
        void *handle;
        __typeof__(elf_version) *version;
        __typeof__(elf_begin) *begin;
        __typeof__(elf_memory) *memory;
        __typeof__(elf_end) *end;
        __typeof__(elf_kind) *kind;
        __typeof__(elf_errmsg) *errmsg;
        __typeof__(elf_getdata_rawchunk) *getdata_rawchunk;
        __typeof__(elf_getphdrnum) *getphdrnum;
        __typeof__(gelf_fsize) *fsize;
        __typeof__(gelf_getdyn) *getdyn;
        __typeof__(gelf_getehdr) *getehdr;
        __typeof__(gelf_getnote) *getnote;
        __typeof__(gelf_getphdr) *getphdr;
} ElfDl;

/*
 * The table, the library loaded (and elf_version() set) at the first call, thread-safe. Returns 0,
 * or -EOPNOTSUPP with *ret_reason (static) naming the library or the symbol that is missing, at
 * this call and every later one.
 */
int elf_dl(const ElfDl **ret, const char **ret_reason);
