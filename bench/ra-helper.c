/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Peer method of the cold-start lab: what a browser's own library preloader does. For each
 * ELF file named on the command line, read its ELF and program headers, then issue one
 * readahead(2) over the extent of its PT_LOAD segments and move on. Non-ELF files are
 * skipped. The lab compiles this at start-up so the peer costs no interpreter start.
 *
 * Exit status: 0 when every file was handled, 1 when any could not be opened or parsed.
 */
#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* A real program has a few dozen program headers; more means a corrupt file. */
#define PHNUM_MAX 1024

static int extent_get(int fd, uint64_t *ret_start, uint64_t *ret_end) {
        unsigned char ident[EI_NIDENT];
        uint64_t start = UINT64_MAX, end = 0, phoff, entsize;
        unsigned phnum;
        int is64;

        if (pread(fd, ident, sizeof(ident), 0) != (ssize_t) sizeof(ident) ||
            memcmp(ident, ELFMAG, SELFMAG) != 0)
                return -EBADMSG;
        if (ident[EI_DATA] != ELFDATA2LSB)
                return -EBADMSG; /* the lab runs on little-endian hosts only */
        is64 = ident[EI_CLASS] == ELFCLASS64;
        if (is64) {
                Elf64_Ehdr eh;
                if (pread(fd, &eh, sizeof(eh), 0) != (ssize_t) sizeof(eh))
                        return -EBADMSG;
                phoff = eh.e_phoff;
                entsize = eh.e_phentsize;
                phnum = eh.e_phnum;
                if (entsize != sizeof(Elf64_Phdr))
                        return -EBADMSG;
        } else if (ident[EI_CLASS] == ELFCLASS32) {
                Elf32_Ehdr eh;
                if (pread(fd, &eh, sizeof(eh), 0) != (ssize_t) sizeof(eh))
                        return -EBADMSG;
                phoff = eh.e_phoff;
                entsize = eh.e_phentsize;
                phnum = eh.e_phnum;
                if (entsize != sizeof(Elf32_Phdr))
                        return -EBADMSG;
        } else
                return -EBADMSG;
        if (phnum == 0 || phnum > PHNUM_MAX || phoff > INT64_MAX / 2)
                return -EBADMSG;

        for (unsigned i = 0; i < phnum; i++) {
                uint64_t off, filesz, seg_end, where = phoff + (uint64_t) i * entsize;

                if (is64) {
                        Elf64_Phdr ph;
                        if (pread(fd, &ph, sizeof(ph), (off_t) where) != (ssize_t) sizeof(ph))
                                return -EBADMSG;
                        if (ph.p_type != PT_LOAD)
                                continue;
                        off = ph.p_offset;
                        filesz = ph.p_filesz;
                } else {
                        Elf32_Phdr ph;
                        if (pread(fd, &ph, sizeof(ph), (off_t) where) != (ssize_t) sizeof(ph))
                                return -EBADMSG;
                        if (ph.p_type != PT_LOAD)
                                continue;
                        off = ph.p_offset;
                        filesz = ph.p_filesz;
                }
                if (__builtin_add_overflow(off, filesz, &seg_end) || seg_end > INT64_MAX)
                        return -EBADMSG;
                if (off < start)
                        start = off;
                if (seg_end > end)
                        end = seg_end;
        }
        if (start >= end)
                return -EBADMSG;
        *ret_start = start & ~(uint64_t) 4095;
        *ret_end = end;
        return 0;
}

int main(int argc, char **argv) {
        int failed = 0;

        for (int i = 1; i < argc; i++) {
                uint64_t start, end;
                int fd, r;

                fd = open(argv[i], O_RDONLY | O_CLOEXEC | O_NOCTTY);
                if (fd < 0) {
                        fprintf(stderr, "ra-helper: %s: %s\n", argv[i], strerror(errno));
                        failed = 1;
                        continue;
                }
                r = extent_get(fd, &start, &end);
                if (r == 0 && readahead(fd, (off64_t) start, (size_t) (end - start)) < 0) {
                        fprintf(stderr, "ra-helper: %s: readahead: %s\n", argv[i], strerror(errno));
                        failed = 1;
                }
                /* a non-ELF file in the set is not a library: a browser's preloader skips it */
                close(fd);
        }
        return failed;
}
