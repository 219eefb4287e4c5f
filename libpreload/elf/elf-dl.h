/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libelf, loaded when the first ELF file is read rather than with the program. Only planning a
 * program (its closure), recording, and a profile's file whose fingerprint changed read ELF:
 * `preloadctl warm` of a profile or an application, `status` and the like never map libelf or the
 * libz it links. On the lab's cold disk (hdd, requests counted, the warm of a learned profile)
 * that start read them for 8-9 requests: dot's warm 147 -> 138 and 0.66 -> 0.56 s, gcc's 140 ->
 * 132. The functions are those of <libelf.h> and <gelf.h>, called through the table.
 *
 * Each use holds a reference. A program that runs for long (preloadd) asks for the library to be
 * unloaded whenever no reference is left (elf_dl_unload_unused()): libelf and libz are then
 * mapped only while a plan or a merge reads ELF files, 168 kB of the daemon's resident memory the
 * rest of the time. Others keep it once loaded.
 */
#pragma once

#include <gelf.h>
#include <stdbool.h>
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
 * The table, with a reference: the library loaded (and elf_version() set) if it was not, thread-safe.
 * Returns 0, or -EOPNOTSUPP with *ret_reason (static) naming the library or the symbol that is
 * missing, at this call and every later one (no reference is taken then). The table is valid until
 * the matching elf_dl_release().
 */
int elf_dl_acquire(const ElfDl **ret, const char **ret_reason);

/* A reference that does not load: libelf, if some call within loads it, stays loaded until the
 * matching elf_dl_release(). Around a pass over many files, so that each does not load it again. */
void elf_dl_hold(void);

/* Drops a reference of elf_dl_acquire() or elf_dl_hold(); the last one unloads the library if
 * elf_dl_unload_unused() asked for it. */
void elf_dl_release(void);

/* Whether the library is unloaded when its last reference goes (default: kept once loaded). */
void elf_dl_unload_unused(bool unload);

/* Whether it is loaded now (tests, the daemon's log). */
bool elf_dl_loaded(void);

/*
 * A message of libelf's (elf_errmsg()) as a string that outlives the library: the same text gives
 * the same pointer. A reason from a file read while libelf was loaded stays valid after it is
 * unloaded. NULL gives NULL.
 */
const char *elf_dl_message(const char *msg);
