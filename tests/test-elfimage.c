/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * elfimage against real files built at test time, checked field by field against readelf, and
 * against those files broken in every way the parser promises to catch.
 */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "elfimage.h"
#include "macro.h"
#include "plan.h"
#include "util.h"

static char *dir;
static bool have_m32;

static char *fixture(const char *name) {
        return tu_strdupf("%s/%s", dir, name);
}

static void write_source(const char *name, const char *text) {
        char *path = fixture(name);
        tu_write_file(path, text, strlen(text));
        free(path);
}

static int setup(void **state) {
        const char *cc = tu_cc();

        dir = tu_mkdtemp();
        write_source("dep1.c", "int d1(void){return 1;}\n");
        write_source("dep2.c", "int d2(void){return 2;}\n");
        write_source("fix.c", "int f(void){return 3;}\n");
        write_source("main.c", "int d1(void);\nint main(void){return d1();}\n");
        /* No C library in the 32-bit fixtures: only the compiler and linker have to know -m32. */
        write_source("start32.c", "int d32(void);\nvoid start(void){d32();for(;;);}\n");
        write_source("dep32.c", "int d32(void){return 32;}\n");
        /* A library with 2 MiB of code no start runs (the bulk a lean plan leaves out), a pointer
         * to relocate in its writable segment, calls through the PLT (one to versioned libc), a
         * version definition of its own and 256 more symbols, so that its unsized tables (.dynsym,
         * .gnu.version, .gnu.hash) span pages: every table ld.so reads. */
        write_source("big.c",
                     "#include <stdio.h>\n"
                     "#define F(n) int big_f##n(void){return 0x##n;}\n"
                     "#define F4(n) F(n##0) F(n##1) F(n##2) F(n##3)\n"
                     "#define F16(n) F4(n##0) F4(n##1) F4(n##2) F4(n##3)\n"
                     "#define F64(n) F16(n##0) F16(n##1) F16(n##2) F16(n##3)\n"
                     "F64(0) F64(1) F64(2) F64(3)\n"
                     "__asm__(\".text\\n.globl big_code\\n.type big_code,@function\\nbig_code:\\n"
                     ".skip 2097152, 0xc3\\n\");\n"
                     "static int counter = 1;\n"
                     "int *counter_ptr = &counter;\n"
                     "int d1(void);\n"
                     "int big_call(void){puts(\"big\");return d1() + *counter_ptr;}\n");
        write_source("big.map", "BIG_1 { global: big_*; counter_ptr; local: *; };\n");

        if (tu_run("cd '%s' && %s -shared -fPIC -o libdep1.so dep1.c && "
                   "%s -shared -fPIC -o libdep2.so dep2.c", dir, cc, cc) != 0)
                return -1;
        /* -nostdlib keeps DT_NEEDED to exactly the two we name, in that order. */
        for (int runpath = 0; runpath <= 1; runpath++)
                if (tu_run("cd '%s' && %s -nostdlib -shared -fPIC -Wl,-soname,libfix.so.1 "
                           "'-Wl,-rpath,/opt/fix/lib:$ORIGIN/../lib' -Wl,%s "
                           "-Wl,-z,nodefaultlib -Wl,--no-as-needed -L. -ldep1 -ldep2 "
                           "-o %s fix.c",
                           dir, cc, runpath ? "--enable-new-dtags" : "--disable-new-dtags",
                           runpath ? "libfix-runpath.so" : "libfix-rpath.so") != 0)
                        return -1;
        if (tu_run("cd '%s' && %s -fPIE -pie -o prog main.c -L. -ldep1 -Wl,-rpath,'%s'",
                   dir, cc, dir) != 0)
                return -1;
        /* The big library in both layouts: its code in a segment of its own (-z separate-code,
         * the default on x86-64), and headers, tables and code in one segment (libLLVM-14's). */
        for (int sep = 0; sep <= 1; sep++)
                if (tu_run("cd '%s' && %s -shared -fPIC -Wl,--version-script=big.map -Wl,-z,%s -o %s big.c "
                           "-L. -ldep1",
                           dir, cc, sep ? "separate-code" : "noseparate-code",
                           sep ? "libbig.so" : "libbig-onesegment.so") != 0)
                        return -1;

        have_m32 = tu_run("cd '%s' && %s -m32 -nostdlib -shared -fPIC -o libdep32.so dep32.c "
                          "2>/dev/null && %s -m32 -nostdlib -fPIE -pie -Wl,-e,start "
                          "-Wl,--dynamic-linker=/lib/ld-linux.so.2 -Wl,--no-as-needed "
                          "-o prog32 start32.c -L. -ldep32 2>/dev/null",
                          dir, cc, cc) == 0;
        return 0;
}

static int teardown(void **state) {
        tu_rm_rf(dir);
        free(dir);
        return 0;
}

/* ---- readelf as the reference ---- */

static char *readelf(const char *opts, const char *path) {
        char *out = tu_strdupf("%s/readelf.out", dir);
        size_t size;

        assert_int_equal(tu_run("LC_ALL=C readelf %s '%s' > '%s'", opts, path, out), 0);
        char *text = tu_read_file(out, &size);
        free(out);
        return text;
}

static size_t readelf_loads(const char *path, ElfLoad *loads, size_t max) {
        char *text = readelf("-lW", path), *save = NULL;
        size_t n = 0;

        for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
                uint64_t off, vaddr, paddr, filesz, memsz;
                int pos = 0;

                if (sscanf(line, " LOAD %" SCNx64 " %" SCNx64 " %" SCNx64 " %" SCNx64 " %" SCNx64 " %n",
                           &off, &vaddr, &paddr, &filesz, &memsz, &pos) != 5 || pos == 0)
                        continue;
                assert_true(n < max);
                /* The flags column ("R E", "RW ") runs up to the alignment. */
                char *flags = line + pos, *align = strstr(flags, "0x");
                assert_non_null(align);
                *align = 0;
                loads[n++] = (ElfLoad) {
                        .offset = off, .vaddr = vaddr, .filesz = filesz, .memsz = memsz,
                        .flags = (strchr(flags, 'R') ? PF_R : 0) | (strchr(flags, 'W') ? PF_W : 0) |
                                 (strchr(flags, 'E') ? PF_X : 0),
                };
        }
        free(text);
        return n;
}

/* The values in brackets on the lines of readelf -d for a tag, e.g. "(NEEDED)", in order. */
static size_t readelf_dyn_strings(const char *path, const char *tag, char **out, size_t max) {
        char *text = readelf("-dW", path), *save = NULL;
        size_t n = 0;

        for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
                if (!strstr(line, tag))
                        continue;
                char *open = strchr(line, '['), *close = strrchr(line, ']');
                assert_true(open && close && close > open);
                assert_true(n < max);
                out[n++] = strndup(open + 1, (size_t) (close - open - 1));
        }
        free(text);
        return n;
}

static char *readelf_interp(const char *path) {
        char *text = readelf("-lW", path);
        const char *key = "[Requesting program interpreter: ";
        char *p = strstr(text, key), *r = NULL;

        if (p) {
                p += strlen(key);
                r = strndup(p, strcspn(p, "]"));
        }
        free(text);
        return r;
}

static void assert_loads_match_readelf(const ElfImage *img, const char *path) {
        ElfLoad want[64];
        size_t n = readelf_loads(path, want, 64);

        assert_true(n > 0);
        assert_int_equal(img->n_loads, n);
        for (size_t i = 0; i < n; i++) {
                assert_int_equal(img->loads[i].offset, want[i].offset);
                assert_int_equal(img->loads[i].vaddr, want[i].vaddr);
                assert_int_equal(img->loads[i].filesz, want[i].filesz);
                assert_int_equal(img->loads[i].memsz, want[i].memsz);
                assert_int_equal(img->loads[i].flags, want[i].flags);
        }
}

static void assert_needed_match_readelf(const ElfImage *img, const char *path) {
        char *want[64];
        size_t n = readelf_dyn_strings(path, "(NEEDED)", want, 64);

        assert_int_equal(img->n_needed, n);
        for (size_t i = 0; i < n; i++) {
                assert_string_equal(img->needed[i], want[i]);
                free(want[i]);
        }
}

static int range_cmp(const void *a, const void *b) {
        const Range *x = a, *y = b;
        return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* What elfimage_add_ranges() must produce with every segment whole, computed from readelf alone;
 * segment_max is what it is called with, one that must leave every segment whole. */
static void assert_ranges_match_readelf(const ElfImage *img, const char *path, uint64_t segment_max) {
        ElfLoad loads[64];
        Range want[64];
        size_t n_loads = readelf_loads(path, loads, 64), n = 0;
        uint64_t page = plan_page_size();

        for (size_t i = 0; i < n_loads; i++) {
                if (loads[i].filesz == 0)
                        continue;
                uint64_t start = loads[i].offset / page * page;
                uint64_t end = (loads[i].offset + loads[i].filesz + page - 1) / page * page;
                want[n++] = (Range) { .offset = start, .length = end - start };
        }
        qsort(want, n, sizeof(Range), range_cmp);
        size_t m = 0;
        for (size_t i = 0; i < n; i++) {
                if (m > 0 && want[i].offset <= want[m - 1].offset + want[m - 1].length) {
                        uint64_t end = MAX(want[m - 1].offset + want[m - 1].length,
                                           want[i].offset + want[i].length);
                        want[m - 1].length = end - want[m - 1].offset;
                } else
                        want[m++] = want[i];
        }

        Plan *p;
        PlanFile *f;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_add_file(p, path, NULL, NULL, &f), 0);
        assert_int_equal(elfimage_add_ranges(img, segment_max, f), 0);
        assert_int_equal(f->n_ranges, m);
        for (size_t i = 0; i < m; i++) {
                assert_int_equal(f->ranges[i].offset, want[i].offset);
                assert_int_equal(f->ranges[i].length, want[i].length);
                assert_int_equal(f->ranges[i].sources, RANGE_SOURCE_ELF);
        }
        plan_free(p);
}

/* Parses a file both ways (path and bytes) and checks they agree. */
static ElfImage *parse_file(const char *path) {
        ElfImage *a = NULL, *b = NULL;
        const char *reason = NULL;
        size_t size;
        void *buf = tu_read_file(path, &size);

        assert_int_equal(elfimage_open(path, &a, &reason), 0);
        assert_int_equal(elfimage_parse(buf, size, &b, &reason), 0);
        assert_int_equal(a->file_size, size);
        assert_int_equal(b->file_size, size);
        assert_int_equal(a->n_loads, b->n_loads);
        assert_memory_equal(a->loads, b->loads, a->n_loads * sizeof(ElfLoad));
        assert_int_equal(a->n_needed, b->n_needed);
        elfimage_free(b);
        free(buf);
        return a;
}

/* ---- real files ---- */

static void test_elfimage_open_library_rpath(void **state) {
        char *path = fixture("libfix-rpath.so");
        ElfImage *img = parse_file(path);

        assert_int_equal(img->elf_class, sizeof(void *) == 8 ? ELFCLASS64 : ELFCLASS32);
        assert_int_equal(img->type, ET_DYN);
#if defined(__x86_64__)
        assert_int_equal(img->machine, EM_X86_64);
#endif
        assert_null(img->interp);
        assert_true(img->dynamic);
        assert_int_equal(img->n_needed, 2);
        assert_string_equal(img->needed[0], "libdep1.so");
        assert_string_equal(img->needed[1], "libdep2.so");
        assert_string_equal(img->soname, "libfix.so.1");
        assert_string_equal(img->rpath, "/opt/fix/lib:$ORIGIN/../lib");
        assert_null(img->runpath);
        assert_true(img->flags_1 & DF_1_NODEFLIB);
        assert_loads_match_readelf(img, path);
        assert_needed_match_readelf(img, path);
        assert_ranges_match_readelf(img, path, 0);
        elfimage_free(img);
        free(path);
}

static void test_elfimage_open_library_runpath(void **state) {
        char *path = fixture("libfix-runpath.so");
        ElfImage *img = parse_file(path);

        assert_int_equal(img->n_needed, 2);
        assert_string_equal(img->needed[0], "libdep1.so");
        assert_string_equal(img->needed[1], "libdep2.so");
        assert_string_equal(img->soname, "libfix.so.1");
        assert_null(img->rpath);
        assert_string_equal(img->runpath, "/opt/fix/lib:$ORIGIN/../lib");
        assert_true(img->flags_1 & DF_1_NODEFLIB);
        assert_loads_match_readelf(img, path);
        assert_ranges_match_readelf(img, path, 0);
        elfimage_free(img);
        free(path);
}

static void test_elfimage_open_pie(void **state) {
        char *path = fixture("prog");
        ElfImage *img = parse_file(path);
        char *interp = readelf_interp(path);

        assert_non_null(interp);
        assert_non_null(img->interp);
        assert_string_equal(img->interp, interp);
        assert_int_equal(img->type, ET_DYN);
        assert_true(img->dynamic);
        assert_null(img->soname);
        assert_true(img->n_needed >= 2);
        assert_string_equal(img->needed[0], "libdep1.so");
        assert_true(img->rpath || img->runpath);
        assert_string_equal(img->rpath ? img->rpath : img->runpath, dir);
        assert_loads_match_readelf(img, path);
        assert_needed_match_readelf(img, path);
        assert_ranges_match_readelf(img, path, 0);
        elfimage_free(img);
        free(interp);
        free(path);
}

static void test_elfimage_open_32bit(void **state) {
        if (!have_m32) {
                fprintf(stderr, "# no 32-bit toolchain (cc -m32), skipping\n");
                skip();
        }
        char *path = fixture("prog32");
        ElfImage *img = parse_file(path);

        assert_int_equal(img->elf_class, ELFCLASS32);
        assert_int_equal(img->data, ELFDATA2LSB);
#if defined(__x86_64__)
        assert_int_equal(img->machine, EM_386);
#endif
        assert_string_equal(img->interp, "/lib/ld-linux.so.2");
        assert_int_equal(img->n_needed, 1);
        assert_string_equal(img->needed[0], "libdep32.so");
        assert_loads_match_readelf(img, path);
        assert_ranges_match_readelf(img, path, 0);
        elfimage_free(img);
        free(path);
}

static void test_elfimage_open_fd_memfd(void **state) {
        char *path = fixture("libfix-rpath.so");
        size_t size;
        void *buf = tu_read_file(path, &size);
        ElfImage *img = NULL;
        const char *reason = NULL;

        int fd = memfd_create("elfimage-test", MFD_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(write(fd, buf, size), (ssize_t) size);
        assert_int_equal(elfimage_open_fd(fd, &img, &reason), 0);
        assert_int_equal(img->file_size, size);
        assert_string_equal(img->soname, "libfix.so.1");
        assert_loads_match_readelf(img, path);
        elfimage_free(img);
        close(fd);
        free(buf);
        free(path);
}

/* ---- byte-swapped copy: the same file as a big-endian machine would have it ---- */

static void swap(void *p, size_t n) {
        uint8_t *b = p;
        for (size_t i = 0; i < n / 2; i++) {
                uint8_t t = b[i];
                b[i] = b[n - 1 - i];
                b[n - 1 - i] = t;
        }
}
#define SWAP(field) swap(&(field), sizeof(field))

/* Rewrites a 64-bit little-endian file's header, program headers and dynamic array in place. */
static void elf64_to_msb(uint8_t *buf, size_t size) {
        Elf64_Ehdr *eh = (Elf64_Ehdr *) buf;

        assert_int_equal(eh->e_ident[EI_DATA], ELFDATA2LSB);
        for (size_t i = 0; i < eh->e_phnum; i++) {
                Elf64_Phdr *ph = (Elf64_Phdr *) (buf + eh->e_phoff) + i;
                if (ph->p_type == PT_DYNAMIC) {
                        assert_true(ph->p_offset + ph->p_filesz <= size);
                        for (size_t j = 0; j < ph->p_filesz / sizeof(Elf64_Dyn); j++) {
                                Elf64_Dyn *d = (Elf64_Dyn *) (buf + ph->p_offset) + j;
                                SWAP(d->d_tag);
                                SWAP(d->d_un.d_val);
                        }
                }
                SWAP(ph->p_type);
                SWAP(ph->p_flags);
                SWAP(ph->p_offset);
                SWAP(ph->p_vaddr);
                SWAP(ph->p_paddr);
                SWAP(ph->p_filesz);
                SWAP(ph->p_memsz);
                SWAP(ph->p_align);
        }
        /* Section headers stay little-endian, so hide them; nothing here may need them. */
        eh->e_shoff = 0;
        eh->e_shnum = 0;
        eh->e_shstrndx = 0;
        eh->e_ident[EI_DATA] = ELFDATA2MSB;
        SWAP(eh->e_type);
        SWAP(eh->e_machine);
        SWAP(eh->e_version);
        SWAP(eh->e_entry);
        SWAP(eh->e_phoff);
        SWAP(eh->e_flags);
        SWAP(eh->e_ehsize);
        SWAP(eh->e_phentsize);
        SWAP(eh->e_phnum);
        SWAP(eh->e_shentsize);
}

static void test_elfimage_parse_big_endian(void **state) {
        if (sizeof(void *) != 8) {
                skip();
        }
        char *path = fixture("libfix-rpath.so");
        size_t size;
        uint8_t *buf = tu_read_file(path, &size);
        ElfImage *le = NULL, *be = NULL;
        const char *reason = NULL;

        assert_int_equal(elfimage_parse(buf, size, &le, &reason), 0);
        elf64_to_msb(buf, size);
        assert_int_equal(elfimage_parse(buf, size, &be, &reason), 0);

        assert_int_equal(be->data, ELFDATA2MSB);
        assert_int_equal(be->elf_class, le->elf_class);
        assert_int_equal(be->type, le->type);
        assert_int_equal(be->machine, le->machine);
        assert_int_equal(be->n_loads, le->n_loads);
        assert_memory_equal(be->loads, le->loads, le->n_loads * sizeof(ElfLoad));
        assert_int_equal(be->n_needed, 2);
        assert_string_equal(be->needed[0], "libdep1.so");
        assert_string_equal(be->needed[1], "libdep2.so");
        assert_string_equal(be->soname, "libfix.so.1");
        assert_string_equal(be->rpath, le->rpath);
        assert_int_equal(be->flags_1, le->flags_1);
        elfimage_free(le);
        elfimage_free(be);
        free(buf);
        free(path);
}

/* ---- malformed files ---- */

static ElfImage sentinel;

static void expect_fail(const void *buf, size_t size, int err, const char *reason) {
        ElfImage *img = &sentinel;
        const char *why = NULL;

        assert_int_equal(elfimage_parse(buf, size, &img, &why), err);
        assert_ptr_equal(img, &sentinel); /* untouched on failure */
        assert_non_null(why);
        if (reason)
                assert_string_equal(why, reason);
}

static uint8_t *load_fixture(const char *name, size_t *ret_size) {
        char *path = fixture(name);
        uint8_t *buf = tu_read_file(path, ret_size);
        free(path);
        return buf;
}

static Elf64_Ehdr *ehdr(uint8_t *buf) {
        return (Elf64_Ehdr *) buf;
}

static Elf64_Phdr *phdr_find(uint8_t *buf, uint32_t type, size_t nth) {
        Elf64_Ehdr *eh = ehdr(buf);
        for (size_t i = 0; i < eh->e_phnum; i++) {
                Elf64_Phdr *ph = (Elf64_Phdr *) (buf + eh->e_phoff) + i;
                if (ph->p_type == type && nth-- == 0)
                        return ph;
        }
        fail_msg("no program header of type %" PRIu32, type);
        return NULL;
}

static Elf64_Dyn *dyn_find(uint8_t *buf, int64_t tag, size_t nth) {
        Elf64_Phdr *ph = phdr_find(buf, PT_DYNAMIC, 0);
        for (size_t i = 0; i < ph->p_filesz / sizeof(Elf64_Dyn); i++) {
                Elf64_Dyn *d = (Elf64_Dyn *) (buf + ph->p_offset) + i;
                if (d->d_tag == tag && nth-- == 0)
                        return d;
        }
        fail_msg("no dynamic entry with tag %" PRId64, tag);
        return NULL;
}

static uint64_t phdr_table_end(uint8_t *buf) {
        return ehdr(buf)->e_phoff + (uint64_t) ehdr(buf)->e_phnum * ehdr(buf)->e_phentsize;
}

/* Every prefix of a real file: an error up to the end of the program headers, never a crash. */
static void truncate_all(const char *name) {
        size_t size;
        uint8_t *buf = load_fixture(name, &size);
        uint64_t table_end = phdr_table_end(buf);

        for (size_t n = 0; n <= size; n++) {
                /* A fresh allocation of exactly n bytes, so ASan catches any read past it. */
                uint8_t *copy = malloc(n ? n : 1);
                assert_non_null(copy);
                memcpy(copy, buf, n);

                ElfImage *img = NULL;
                const char *why = NULL;
                int r = elfimage_parse(copy, n, &img, &why);
                if (n < SELFMAG)
                        assert_int_equal(r, -ENOEXEC);
                else if (n < table_end)
                        assert_int_equal(r, -EBADMSG);
                else if (n == size)
                        assert_int_equal(r, 0);
                else
                        assert_true(r == 0 || r == -EBADMSG);
                if (r == -EBADMSG)
                        assert_non_null(why);
                elfimage_free(img);
                free(copy);
        }
        free(buf);
}

static void test_elfimage_parse_truncated(void **state) {
        truncate_all("libfix-rpath.so");
        truncate_all("prog");
}

/* Every byte of the headers set to a few bad values in turn: any answer but a crash is fine. */
static void test_elfimage_parse_header_bytes(void **state) {
        static const uint8_t values[] = { 0x00, 0x01, 0x7f, 0x80, 0xff };
        size_t size;
        uint8_t *buf = load_fixture("prog", &size);
        uint64_t table_end = phdr_table_end(buf);

        for (size_t i = 0; i < table_end; i++)
                for (size_t v = 0; v < ELEMENTSOF(values); v++) {
                        uint8_t *copy = malloc(size);
                        assert_non_null(copy);
                        memcpy(copy, buf, size);
                        copy[i] = values[v];

                        ElfImage *img = NULL;
                        int r = elfimage_parse(copy, size, &img, NULL);
                        assert_true(r == 0 || r == -EBADMSG || r == -ENOEXEC);
                        elfimage_free(img);
                        free(copy);
                }
        free(buf);
}

static void test_elfimage_parse_ident(void **state) {
        size_t size;
        uint8_t *buf = load_fixture("libfix-rpath.so", &size);
        const char text[] = "#!/bin/sh\necho hello\n";

        expect_fail(text, sizeof(text) - 1, -ENOEXEC, "not an ELF file");
        expect_fail("", 0, -ENOEXEC, "not an ELF file");
        expect_fail(buf, 3, -ENOEXEC, "not an ELF file");
        expect_fail(buf, 10, -EBADMSG, "file too short for an ELF header");
        expect_fail(buf, sizeof(Elf64_Ehdr) - 1, -EBADMSG, "file too short for an ELF header");

        buf[EI_CLASS] = 3;
        expect_fail(buf, size, -EBADMSG, "unsupported ELF class");
        buf[EI_CLASS] = ELFCLASS64;
        buf[EI_DATA] = 0;
        expect_fail(buf, size, -EBADMSG, "unsupported ELF data encoding");
        buf[EI_DATA] = ELFDATA2LSB;
        buf[EI_VERSION] = 2;
        expect_fail(buf, size, -EBADMSG, "unsupported ELF version");
        buf[EI_VERSION] = EV_CURRENT;
        ehdr(buf)->e_version = 7;
        expect_fail(buf, size, -EBADMSG, "unsupported ELF version");
        free(buf);
}

static void test_elfimage_parse_bad_phdrs(void **state) {
        size_t size;
        uint8_t *orig = load_fixture("libfix-rpath.so", &size);
        uint8_t *buf = malloc(size);
        assert_non_null(buf);

#define RESET() memcpy(buf, orig, size)
        RESET();
        ehdr(buf)->e_phoff = size + 1;
        expect_fail(buf, size, -EBADMSG, "truncated program header table");

        RESET();
        ehdr(buf)->e_phoff = UINT64_MAX - 8;
        expect_fail(buf, size, -EBADMSG, "truncated program header table");

        RESET();
        ehdr(buf)->e_phnum = 0xffff; /* PN_XNUM */
        expect_fail(buf, size, -EBADMSG, "absurd e_phnum");

        RESET();
        ehdr(buf)->e_phnum = ELFIMAGE_PHNUM_MAX + 1;
        expect_fail(buf, size, -EBADMSG, "absurd e_phnum");

        RESET();
        ehdr(buf)->e_phentsize = sizeof(Elf64_Phdr) + 8;
        expect_fail(buf, size, -EBADMSG, "unexpected e_phentsize");

        RESET();
        phdr_find(buf, PT_LOAD, 1)->p_filesz = size;
        expect_fail(buf, size, -EBADMSG, "program header points past end of file");

        RESET();
        phdr_find(buf, PT_LOAD, 0)->p_offset = UINT64_MAX - 16;
        expect_fail(buf, size, -EBADMSG, "p_offset + p_filesz overflows");

        RESET();
        Elf64_Phdr *ph = phdr_find(buf, PT_LOAD, 0);
        ph->p_memsz = ph->p_filesz - 1;
        expect_fail(buf, size, -EBADMSG, "p_filesz larger than p_memsz");

        RESET();
        phdr_find(buf, PT_DYNAMIC, 0)->p_offset = size - 8;
        expect_fail(buf, size, -EBADMSG, "program header points past end of file");

        RESET();
        phdr_find(buf, PT_DYNAMIC, 0)->p_filesz = 0;
        expect_fail(buf, size, -EBADMSG, "empty PT_DYNAMIC");

        /* No program headers at all is an image with nothing to map, not an error. */
        RESET();
        ehdr(buf)->e_phnum = 0;
        ElfImage *img = NULL;
        assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
        assert_int_equal(img->n_loads, 0);
        assert_false(img->dynamic);
        elfimage_free(img);
#undef RESET
        free(buf);
        free(orig);
}

static void test_elfimage_parse_bad_interp(void **state) {
        size_t size;
        uint8_t *buf = load_fixture("prog", &size);
        Elf64_Phdr *ph = phdr_find(buf, PT_INTERP, 0);
        uint64_t off = ph->p_offset, filesz = ph->p_filesz;

        buf[off + filesz - 1] = 'x';
        expect_fail(buf, size, -EBADMSG, "PT_INTERP not NUL-terminated");
        buf[off + filesz - 1] = 0;

        ph->p_offset = size - 4;
        expect_fail(buf, size, -EBADMSG, "program header points past end of file");
        ph->p_offset = off;

        ph->p_filesz = 1;
        expect_fail(buf, size, -EBADMSG, "bad PT_INTERP size");
        ph->p_filesz = filesz;

        ElfImage *img = NULL;
        assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
        assert_non_null(img->interp);
        elfimage_free(img);
        free(buf);
}

static void test_elfimage_parse_bad_dynamic(void **state) {
        size_t size;
        uint8_t *orig = load_fixture("libfix-rpath.so", &size);
        uint8_t *buf = malloc(size);
        assert_non_null(buf);

#define RESET() memcpy(buf, orig, size)
        RESET();
        dyn_find(buf, DT_STRTAB, 0)->d_un.d_ptr = 0x7fff00000000;
        expect_fail(buf, size, -EBADMSG, "DT_STRTAB outside every PT_LOAD segment");

        RESET();
        uint64_t strsz = dyn_find(buf, DT_STRSZ, 0)->d_un.d_val;
        dyn_find(buf, DT_NEEDED, 1)->d_un.d_val = strsz + 5;
        expect_fail(buf, size, -EBADMSG, "string offset past DT_STRSZ");

        RESET();
        dyn_find(buf, DT_SONAME, 0)->d_un.d_val = strsz;
        expect_fail(buf, size, -EBADMSG, "string offset past DT_STRSZ");

        RESET();
        /* Cut the table inside the first name, so that it has no NUL. */
        dyn_find(buf, DT_STRSZ, 0)->d_un.d_val = dyn_find(buf, DT_NEEDED, 0)->d_un.d_val + 3;
        expect_fail(buf, size, -EBADMSG, "string not NUL-terminated in DT_STRTAB");

        RESET();
        dyn_find(buf, DT_STRSZ, 0)->d_un.d_val = UINT64_MAX;
        expect_fail(buf, size, -EBADMSG, "DT_STRSZ runs past its PT_LOAD segment");

        RESET();
        dyn_find(buf, DT_STRTAB, 0)->d_tag = DT_DEBUG;
        expect_fail(buf, size, -EBADMSG, "DT_STRTAB or DT_STRSZ missing");

        RESET();
        dyn_find(buf, DT_STRSZ, 0)->d_tag = DT_DEBUG;
        expect_fail(buf, size, -EBADMSG, "DT_STRTAB or DT_STRSZ missing");

        /* Entries after the first DT_NULL are never read, however broken. */
        RESET();
        Elf64_Phdr *dynph = phdr_find(buf, PT_DYNAMIC, 0);
        Elf64_Dyn *null = dyn_find(buf, DT_NULL, 0);
        assert_true((uint8_t *) (null + 2) <= buf + dynph->p_offset + dynph->p_filesz);
        null[1] = (Elf64_Dyn) { .d_tag = DT_NEEDED, .d_un.d_val = UINT64_MAX };
        dyn_find(buf, DT_FLAGS_1, 0)->d_tag = DT_NULL;
        ElfImage *img = NULL;
        assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
        assert_int_equal(img->n_needed, 2);
        assert_int_equal(img->flags_1, 0);
        assert_string_equal(img->soname, "libfix.so.1");
        elfimage_free(img);
#undef RESET
        free(buf);
        free(orig);
}

/* ---- synthetic images, for what a linker will not produce ---- */

#define SYNTH_VADDR 0x10000u
static const char synth_strings[] = "\0libx.so\0/rp\0/runp";
enum { STR_LIBX = 1, STR_RP = 9, STR_RUNP = 13 };

/*
 * ELF header, a PT_LOAD covering the whole file, a bss-only PT_LOAD, PT_DYNAMIC with DT_STRTAB,
 * DT_STRSZ (unless !strtab), the given entries (which win over those two) and DT_NULL, then the
 * string table.
 */
static uint8_t *synth_build(const Elf64_Dyn *dyns, size_t n_dyns, bool strtab, size_t *ret_size) {
        size_t n_total = n_dyns + (strtab ? 2 : 0) + 1;
        size_t ph_off = sizeof(Elf64_Ehdr), dyn_off = ph_off + 3 * sizeof(Elf64_Phdr);
        size_t str_off = dyn_off + n_total * sizeof(Elf64_Dyn);
        size_t size = str_off + sizeof(synth_strings);
        uint8_t *buf = calloc(1, size);
        assert_non_null(buf);

        Elf64_Ehdr *eh = (Elf64_Ehdr *) buf;
        memcpy(eh->e_ident, ELFMAG, SELFMAG);
        eh->e_ident[EI_CLASS] = ELFCLASS64;
        eh->e_ident[EI_DATA] = ELFDATA2LSB;
        eh->e_ident[EI_VERSION] = EV_CURRENT;
        eh->e_type = ET_DYN;
        eh->e_machine = EM_X86_64;
        eh->e_version = EV_CURRENT;
        eh->e_phoff = ph_off;
        eh->e_ehsize = sizeof(Elf64_Ehdr);
        eh->e_phentsize = sizeof(Elf64_Phdr);
        eh->e_phnum = 3;

        Elf64_Phdr *ph = (Elf64_Phdr *) (buf + ph_off);
        ph[0] = (Elf64_Phdr) { .p_type = PT_LOAD, .p_flags = PF_R, .p_offset = 0,
                               .p_vaddr = SYNTH_VADDR, .p_filesz = size, .p_memsz = size,
                               .p_align = 0x1000 };
        ph[1] = (Elf64_Phdr) { .p_type = PT_LOAD, .p_flags = PF_R | PF_W, .p_offset = size,
                               .p_vaddr = 4 * SYNTH_VADDR, .p_filesz = 0, .p_memsz = 0x3000,
                               .p_align = 0x1000 };
        ph[2] = (Elf64_Phdr) { .p_type = PT_DYNAMIC, .p_flags = PF_R, .p_offset = dyn_off,
                               .p_vaddr = SYNTH_VADDR + dyn_off,
                               .p_filesz = n_total * sizeof(Elf64_Dyn),
                               .p_memsz = n_total * sizeof(Elf64_Dyn), .p_align = 8 };

        Elf64_Dyn *d = (Elf64_Dyn *) (buf + dyn_off);
        if (strtab) {
                *d++ = (Elf64_Dyn) { .d_tag = DT_STRTAB, .d_un.d_ptr = SYNTH_VADDR + str_off };
                *d++ = (Elf64_Dyn) { .d_tag = DT_STRSZ, .d_un.d_val = sizeof(synth_strings) };
        }
        memcpy(d, dyns, n_dyns * sizeof(Elf64_Dyn));
        d[n_dyns] = (Elf64_Dyn) { .d_tag = DT_NULL };
        memcpy(buf + str_off, synth_strings, sizeof(synth_strings));
        *ret_size = size;
        return buf;
}

static void test_elfimage_parse_rpath_runpath(void **state) {
        const Elf64_Dyn both[] = {
                { .d_tag = DT_NEEDED, .d_un.d_val = STR_LIBX },
                { .d_tag = DT_RPATH, .d_un.d_val = STR_RP },
                { .d_tag = DT_RUNPATH, .d_un.d_val = STR_RUNP },
                { .d_tag = DT_FLAGS, .d_un.d_val = DF_BIND_NOW },
        };
        ElfImage *img = NULL;
        size_t size;
        uint8_t *buf = synth_build(both, ELEMENTSOF(both), true, &size);

        assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
        assert_null(img->rpath);
        assert_string_equal(img->runpath, "/runp");
        assert_int_equal(img->n_needed, 1);
        assert_string_equal(img->needed[0], "libx.so");
        assert_int_equal(img->flags, DF_BIND_NOW);
        assert_int_equal(img->n_loads, 2);
        assert_int_equal(img->loads[1].filesz, 0);
        assert_int_equal(img->loads[1].memsz, 0x3000);
        assert_int_equal(img->loads[1].flags, PF_R | PF_W);

        /* The bss-only segment reads nothing from the file. */
        Plan *p;
        PlanFile *f;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_add_file(p, "/synth", NULL, NULL, &f), 0);
        assert_int_equal(elfimage_add_ranges(img, 0, f), 0);
        assert_int_equal(f->n_ranges, 1);
        assert_int_equal(f->ranges[0].offset, 0);
        assert_int_equal(f->ranges[0].length, plan_page_size());
        plan_free(p);
        elfimage_free(img);
        free(buf);

        /* Without DT_RUNPATH, DT_RPATH counts. A repeated tag: the last one wins. */
        const Elf64_Dyn rpath_only[] = {
                { .d_tag = DT_RPATH, .d_un.d_val = STR_RUNP },
                { .d_tag = DT_RPATH, .d_un.d_val = STR_RP },
        };
        buf = synth_build(rpath_only, ELEMENTSOF(rpath_only), true, &size);
        assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
        assert_string_equal(img->rpath, "/rp");
        assert_null(img->runpath);
        assert_int_equal(img->n_needed, 0);
        assert_null(img->needed);
        elfimage_free(img);
        free(buf);
}

/* DT_FINI read, and addresses turned into file offsets only where a segment maps them from the
 * file: not in the bss-only segment, not past a segment's file bytes. */
static void test_elfimage_parse_fini(void **state) {
        const Elf64_Dyn dyns[] = { { .d_tag = DT_FINI, .d_un.d_ptr = SYNTH_VADDR + 0x40 } };
        ElfImage *img = NULL;
        uint64_t off = UINT64_MAX;
        size_t size;
        uint8_t *buf = synth_build(dyns, ELEMENTSOF(dyns), true, &size);

        assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
        assert_int_equal(img->fini, SYNTH_VADDR + 0x40);
        assert_int_equal(elfimage_vaddr_offset(img, img->fini, &off), 0);
        assert_int_equal(off, 0x40);
        assert_int_equal(elfimage_vaddr_offset(img, SYNTH_VADDR + size - 1, &off), 0);
        assert_int_equal(off, size - 1);
        off = 7;
        assert_int_equal(elfimage_vaddr_offset(img, SYNTH_VADDR + size, &off), -ENOENT);
        assert_int_equal(elfimage_vaddr_offset(img, 4 * SYNTH_VADDR, &off), -ENOENT); /* bss */
        assert_int_equal(elfimage_vaddr_offset(img, SYNTH_VADDR - 1, &off), -ENOENT);
        assert_int_equal(off, 7);
        assert_int_equal(elfimage_vaddr_offset(NULL, 0, &off), -EINVAL);
        elfimage_free(img);
        free(buf);

        /* None: 0. */
        const Elf64_Dyn no_fini[] = { { .d_tag = DT_FLAGS, .d_un.d_val = 0 } };
        buf = synth_build(no_fini, ELEMENTSOF(no_fini), true, &size);
        assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
        assert_int_equal(img->fini, 0);
        elfimage_free(img);
        free(buf);
}

/* A library built here: DT_FINI as readelf gives it, and its offset where readelf's section
 * headers put .fini (the linker's crti adds one to every shared library gcc links). */
static void test_elfimage_open_fini(void **state) {
        char *path = fixture("libdep1.so");
        ElfImage *img = parse_file(path);
        char **lines;
        size_t n;
        uint64_t want_fini = 0, want_off = UINT64_MAX, off;

        lines = tu_run_lines(&n, "readelf -dW '%s' | awk '$2 == \"(FINI)\" { print $3 }'", path);
        if (n == 1)
                want_fini = strtoull(lines[0], NULL, 16);
        tu_lines_free(lines, n);
        lines = tu_run_lines(&n, "readelf -SW '%s' | sed 's/^ *\\[ *[0-9]*\\]//' | "
                             "awk '$1 == \".fini\" { print $4 }'", path);
        if (n == 1)
                want_off = strtoull(lines[0], NULL, 16);
        tu_lines_free(lines, n);

        assert_true(want_fini != 0);
        assert_int_equal(img->fini, want_fini);
        assert_int_equal(elfimage_vaddr_offset(img, img->fini, &off), 0);
        assert_int_equal(off, want_off);
        elfimage_free(img);
        free(path);
}

static void test_elfimage_parse_no_strings(void **state) {
        /* Without a string tag the string table is not needed. */
        const Elf64_Dyn dyns[] = { { .d_tag = DT_FLAGS_1, .d_un.d_val = DF_1_NODEFLIB } };
        ElfImage *img = NULL;
        size_t size;
        uint8_t *buf = synth_build(dyns, ELEMENTSOF(dyns), false, &size);

        assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
        assert_true(img->dynamic);
        assert_int_equal(img->flags_1, DF_1_NODEFLIB);
        assert_int_equal(img->n_needed, 0);
        elfimage_free(img);
        free(buf);

        /* Memory past p_filesz holds zeros, not the file's bytes: no string table there. */
        const Elf64_Dyn in_bss[] = {
                { .d_tag = DT_STRTAB, .d_un.d_ptr = 4 * SYNTH_VADDR + 0x10 },
                { .d_tag = DT_STRSZ, .d_un.d_val = 0x10 },
                { .d_tag = DT_NEEDED, .d_un.d_val = 1 },
        };
        buf = synth_build(in_bss, ELEMENTSOF(in_bss), false, &size);
        expect_fail(buf, size, -EBADMSG, "DT_STRTAB outside every PT_LOAD segment");
        free(buf);

        const Elf64_Dyn soname[] = { { .d_tag = DT_SONAME, .d_un.d_val = STR_LIBX } };
        buf = synth_build(soname, ELEMENTSOF(soname), false, &size);
        expect_fail(buf, size, -EBADMSG, "DT_STRTAB or DT_STRSZ missing");
        free(buf);
}

static void test_elfimage_parse_caps(void **state) {
        size_t n = ELFIMAGE_NEEDED_MAX + 1, size;
        Elf64_Dyn *dyns = calloc(ELFIMAGE_DYN_MAX + 1, sizeof(Elf64_Dyn));
        ElfImage *img = NULL;
        uint8_t *buf;
        assert_non_null(dyns);

        for (size_t i = 0; i < n; i++)
                dyns[i] = (Elf64_Dyn) { .d_tag = DT_NEEDED, .d_un.d_val = STR_LIBX };
        buf = synth_build(dyns, n - 1, true, &size);
        assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
        assert_int_equal(img->n_needed, ELFIMAGE_NEEDED_MAX);
        assert_string_equal(img->needed[ELFIMAGE_NEEDED_MAX - 1], "libx.so");
        elfimage_free(img);
        free(buf);

        buf = synth_build(dyns, n, true, &size);
        expect_fail(buf, size, -EBADMSG, "too many DT_NEEDED entries");
        free(buf);

        /* DT_STRTAB, DT_STRSZ and DT_NULL come on top of the entries given. */
        for (size_t i = 0; i <= ELFIMAGE_DYN_MAX; i++)
                dyns[i] = (Elf64_Dyn) { .d_tag = DT_DEBUG };
        buf = synth_build(dyns, ELFIMAGE_DYN_MAX - 3, true, &size);
        assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
        elfimage_free(img);
        free(buf);
        buf = synth_build(dyns, ELFIMAGE_DYN_MAX - 2, true, &size);
        expect_fail(buf, size, -EBADMSG, "PT_DYNAMIC has too many entries");
        free(buf);
        free(dyns);
}

/* ---- what elfimage_open() meets on disk ---- */

static void test_elfimage_open_not_regular(void **state) {
        char *fifo = fixture("fifo"), *missing = fixture("missing"), *text = fixture("script");
        char *empty = fixture("empty");
        ElfImage *img = &sentinel;
        const char *why = NULL;

        assert_int_equal(elfimage_open(dir, &img, &why), -EISDIR);
        assert_int_equal(elfimage_open(missing, &img, &why), -ENOENT);

        /* Nobody writes to the FIFO: opening it must neither block nor be taken for a file. */
        assert_int_equal(mkfifo(fifo, 0600), 0);
        time_t start = time(NULL);
        assert_int_equal(elfimage_open(fifo, &img, &why), -EBADMSG);
        assert_string_equal(why, "not a regular file");
        assert_true(time(NULL) - start < 5);

        tu_write_file(text, "#!/bin/sh\nexit 0\n", 17);
        assert_int_equal(elfimage_open(text, &img, &why), -ENOEXEC);
        tu_write_file(empty, "", 0);
        assert_int_equal(elfimage_open(empty, &img, &why), -ENOEXEC);
        assert_string_equal(why, "not an ELF file");
        tu_write_file(empty, "\177ELF\2\1\1", 7);
        assert_int_equal(elfimage_open(empty, &img, &why), -EBADMSG);
        assert_string_equal(why, "file too short for an ELF header");

        assert_ptr_equal(img, &sentinel);
        free(fifo);
        free(missing);
        free(text);
        free(empty);
}

static void test_elfimage_open_truncated_file(void **state) {
        /* The fd path checks sizes against fstat(), as the memory path does against its length. */
        size_t size;
        uint8_t *buf = load_fixture("libfix-rpath.so", &size);
        char *path = fixture("truncated.so");
        ElfImage *img = &sentinel;
        const char *why = NULL;

        tu_write_file(path, buf, phdr_table_end(buf) - 1);
        assert_int_equal(elfimage_open(path, &img, &why), -EBADMSG);
        assert_string_equal(why, "truncated program header table");

        Elf64_Phdr *last = phdr_find(buf, PT_LOAD, 3);
        tu_write_file(path, buf, last->p_offset + last->p_filesz - 1);
        assert_int_equal(elfimage_open(path, &img, &why), -EBADMSG);
        assert_string_equal(why, "program header points past end of file");
        assert_ptr_equal(img, &sentinel);
        free(path);
        free(buf);
}

/* ---- build-ids ---- */

static char *build_with_id(const char *name, const char *build_id) {
        char *out = fixture(name);

        assert_int_equal(tu_run("cd '%s' && %s -shared -fPIC -Wl,--build-id=%s -o '%s' dep1.c", dir, tu_cc(),
                                build_id, out), 0);
        return out;
}

static void test_elfimage_build_id_read(void **state) {
        static const uint8_t want[] = { 0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10, 0x00, 0x11,
                                        0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb };
        char *so = build_with_id("libbid.so", "0xfedcba98765432100011223344556677" "8899aabb");
        uint8_t id[ELFIMAGE_BUILD_ID_MAX];
        size_t n = 0;
        int fd = open(so, O_RDONLY | O_CLOEXEC);

        assert_true(fd >= 0);
        /* Read with pread: the caller's position stays where it was. */
        assert_int_equal(lseek(fd, 7, SEEK_SET), 7);
        assert_int_equal(elfimage_build_id(fd, id, &n), 0);
        assert_int_equal(n, sizeof(want));
        assert_memory_equal(id, want, sizeof(want));
        assert_int_equal(lseek(fd, 0, SEEK_CUR), 7);
        close(fd);
        free(so);
}

static void test_elfimage_build_id_missing(void **state) {
        char *none = build_with_id("libnobid.so", "none"), *text = fixture("bid-script");
        char *long_id = tu_strdupf("0x%0136d", 1); /* 68 bytes: more than a profile keeps */
        char *too_long = build_with_id("liblongbid.so", long_id);
        uint8_t id[ELFIMAGE_BUILD_ID_MAX];
        size_t n = 12345;
        int fd;

        fd = open(none, O_RDONLY | O_CLOEXEC);
        assert_int_equal(elfimage_build_id(fd, id, &n), -ENODATA);
        close(fd);

        fd = open(too_long, O_RDONLY | O_CLOEXEC);
        assert_int_equal(elfimage_build_id(fd, id, &n), -EBADMSG);
        close(fd);

        tu_write_file(text, "#!/bin/sh\nexit 0\n", 17);
        fd = open(text, O_RDONLY | O_CLOEXEC);
        assert_int_equal(elfimage_build_id(fd, id, &n), -ENOEXEC);
        close(fd);

        fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        assert_int_equal(elfimage_build_id(fd, id, &n), -EISDIR);
        close(fd);

        assert_int_equal(elfimage_build_id(-1, id, &n), -EINVAL);
        /* Failures leave the size alone. */
        assert_int_equal(n, 12345);
        free(none);
        free(text);
        free(long_id);
        free(too_long);
}

/* ---- the lean form of large segments ---- */

/* A section's file bytes from readelf -S: an oracle apart from the dynamic section the code reads.
 * False where the file has no such section, or it is empty or NOBITS. */
static bool readelf_section(const char *path, const char *name, uint64_t *ret_off, uint64_t *ret_size) {
        char *text = readelf("-SW", path), *save = NULL;
        bool found = false;

        for (char *line = strtok_r(text, "\n", &save); line && !found; line = strtok_r(NULL, "\n", &save)) {
                char sname[128], type[64];
                uint64_t addr, off, size;
                char *b = strchr(line, ']');

                if (!b || sscanf(b + 1, " %127s %63s %" SCNx64 " %" SCNx64 " %" SCNx64, sname, type, &addr,
                                 &off, &size) != 5)
                        continue;
                if (strcmp(sname, name) != 0 || strcmp(type, "NOBITS") == 0 || size == 0)
                        continue;
                *ret_off = off;
                *ret_size = size;
                found = true;
        }
        free(text);
        return found;
}

/* The largest segment without PF_W, from readelf -l. */
static ElfLoad readelf_biggest_readonly(const char *path) {
        ElfLoad loads[64], big = {};
        size_t n = readelf_loads(path, loads, 64);

        for (size_t i = 0; i < n; i++)
                if (!(loads[i].flags & PF_W) && loads[i].filesz > big.filesz)
                        big = loads[i];
        assert_true(big.filesz > 0);
        return big;
}

/* How many bytes of [off, off + len) the ranges of f hold. */
static uint64_t plan_file_bytes_in(const PlanFile *f, uint64_t off, uint64_t len) {
        uint64_t n = 0;

        for (size_t i = 0; i < f->n_ranges; i++) {
                uint64_t lo = MAX(f->ranges[i].offset, off);
                uint64_t hi = MIN(f->ranges[i].offset + f->ranges[i].length, off + len);
                if (lo < hi)
                        n += hi - lo;
        }
        return n;
}

/* A plan of one file with img's ranges under segment_max. */
static Plan *plan_image(const ElfImage *img, const char *path, uint64_t segment_max) {
        Plan *p;
        PlanFile *f;

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_add_file(p, path, NULL, NULL, &f), 0);
        assert_int_equal(elfimage_add_ranges(img, segment_max, f), 0);
        return p;
}

/*
 * A segment above segment_max gets what ld.so reads of it (the headers, the dynamic section, the
 * symbol, string, hash, version and relocation tables) and not its code; one at segment_max, and
 * every one with 0, stays whole; writable segments stay whole.
 */
static void assert_lean(const char *name) {
        /* The tables the fixture's link must have made; they are read by ld.so at every load. */
        static const char *const tables[] = {
                ".dynamic", ".dynsym", ".dynstr", ".gnu.hash", ".gnu.version", ".gnu.version_d",
                ".gnu.version_r", ".rela.dyn", ".rela.plt",
        };
        /* The ones a link may or may not make. */
        static const char *const maybe[] = { ".hash", ".relr.dyn", ".rel.dyn", ".rel.plt", ".note.gnu.property" };
        char *path = fixture(name);
        ElfImage *img = parse_file(path);
        ElfLoad big = readelf_biggest_readonly(path), loads[64];
        uint64_t page = plan_page_size(), off, size;

        assert_true(big.filesz > 2 * 1024 * 1024);
        assert_true(img->n_parts > 0);
        assert_ranges_match_readelf(img, path, 0);
        assert_ranges_match_readelf(img, path, big.filesz);

        Plan *whole = plan_image(img, path, 0), *lean = plan_image(img, path, big.filesz - 1);
        const PlanFile *w = &whole->files[0], *f = &lean->files[0];

        for (size_t i = 0; i < ELEMENTSOF(tables) + ELEMENTSOF(maybe); i++) {
                const char *s = i < ELEMENTSOF(tables) ? tables[i] : maybe[i - ELEMENTSOF(tables)];
                if (!readelf_section(path, s, &off, &size)) {
                        if (i < ELEMENTSOF(tables))
                                fail_msg("%s: no %s section, the fixture is not what the test needs", name, s);
                        continue;
                }
                if (plan_file_bytes_in(f, off, size) != size)
                        fail_msg("%s: %s [%#" PRIx64 ", +%#" PRIx64 ") not wholly in the lean plan", name, s, off,
                                 size);
        }
        /* ld.so reads the ELF and program headers itself. */
        assert_int_equal(plan_file_bytes_in(f, 0, 64), 64);
        /* Relocations write the writable segments: read whole, even above the threshold. */
        Plan *tiny = plan_image(img, path, 1);
        size_t n = readelf_loads(path, loads, 64);
        for (size_t i = 0; i < n; i++)
                if (loads[i].flags & PF_W) {
                        assert_true(loads[i].filesz > 1);
                        assert_int_equal(plan_file_bytes_in(f, loads[i].offset, loads[i].filesz), loads[i].filesz);
                        assert_int_equal(plan_file_bytes_in(&tiny->files[0], loads[i].offset, loads[i].filesz),
                                         loads[i].filesz);
                }
        plan_free(tiny);
        /* The code: at most the pages it shares with the tables and DT_INIT's, not its 2 MiB. */
        assert_true(readelf_section(path, ".text", &off, &size));
        assert_true(size > 2 * 1024 * 1024);
        if (plan_file_bytes_in(f, off, size) > 4 * page)
                fail_msg("%s: %" PRIu64 " bytes of .text in the lean plan", name, plan_file_bytes_in(f, off, size));
        /* Never a byte ld.so does not map. */
        for (size_t i = 0; i < f->n_ranges; i++)
                assert_int_equal(plan_file_bytes_in(w, f->ranges[i].offset, f->ranges[i].length), f->ranges[i].length);
        assert_true(plan_file_bytes(f) + 2 * 1024 * 1024 - 4 * page <= plan_file_bytes(w));

        plan_free(whole);
        plan_free(lean);
        elfimage_free(img);
        free(path);
}

static void test_elfimage_add_ranges_lean(void **state) {
        assert_lean("libbig.so");
}

static void test_elfimage_add_ranges_lean_one_segment(void **state) {
        assert_lean("libbig-onesegment.so");
}

/*
 * A dynamic section whose tables cannot be placed in the file: a table outside every segment, one
 * running past its segment, an address without its size. The file still parses, and since what
 * ld.so reads is not known, every segment is read whole.
 */
static void test_elfimage_add_ranges_lean_fallback(void **state) {
        char *path = fixture("libbig-onesegment.so");
        uint64_t max = readelf_biggest_readonly(path).filesz - 1;

        for (int k = 0; k <= 3; k++) {
                ElfImage *img = NULL;
                size_t size;
                uint8_t *buf = load_fixture("libbig-onesegment.so", &size);

                switch (k) {
                case 1:
                        dyn_find(buf, DT_RELA, 0)->d_un.d_ptr = UINT64_C(1) << 40;
                        break;
                case 2:
                        dyn_find(buf, DT_RELASZ, 0)->d_un.d_val = size;
                        break;
                case 3:
                        dyn_find(buf, DT_PLTRELSZ, 0)->d_tag = DT_DEBUG;
                        break;
                }
                assert_int_equal(elfimage_parse(buf, size, &img, NULL), 0);
                if (k == 0) {
                        /* The file as linked: lean (so that the cases below can fail). */
                        Plan *p = plan_image(img, path, max);
                        assert_true(img->n_parts > 0);
                        assert_true(plan_file_bytes(&p->files[0]) < max);
                        plan_free(p);
                } else {
                        assert_int_equal(img->n_parts, 0);
                        assert_null(img->parts);
                        assert_ranges_match_readelf(img, path, max);
                }
                elfimage_free(img);
                free(buf);
        }
        free(path);
}

/* A static program has no dynamic section (and no ld.so): its segments are read whole. */
static void test_elfimage_add_ranges_lean_static(void **state) {
        char *path = fixture("static");

        write_source("static.c", "int main(void){return 0;}\n");
        if (tu_run("cd '%s' && %s -static -o static static.c 2>/dev/null", dir, tu_cc()) != 0) {
                fprintf(stderr, "# no static C library (libc.a), skipping\n");
                free(path);
                skip();
        }
        ElfImage *img = parse_file(path);
        assert_false(img->dynamic);
        assert_int_equal(img->n_parts, 0);
        assert_ranges_match_readelf(img, path, 1);
        elfimage_free(img);
        free(path);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_elfimage_open_library_rpath),
                cmocka_unit_test(test_elfimage_open_library_runpath),
                cmocka_unit_test(test_elfimage_open_pie),
                cmocka_unit_test(test_elfimage_open_32bit),
                cmocka_unit_test(test_elfimage_add_ranges_lean),
                cmocka_unit_test(test_elfimage_add_ranges_lean_one_segment),
                cmocka_unit_test(test_elfimage_add_ranges_lean_fallback),
                cmocka_unit_test(test_elfimage_add_ranges_lean_static),
                cmocka_unit_test(test_elfimage_open_fd_memfd),
                cmocka_unit_test(test_elfimage_parse_big_endian),
                cmocka_unit_test(test_elfimage_parse_truncated),
                cmocka_unit_test(test_elfimage_parse_header_bytes),
                cmocka_unit_test(test_elfimage_parse_ident),
                cmocka_unit_test(test_elfimage_parse_bad_phdrs),
                cmocka_unit_test(test_elfimage_parse_bad_interp),
                cmocka_unit_test(test_elfimage_parse_bad_dynamic),
                cmocka_unit_test(test_elfimage_parse_rpath_runpath),
                cmocka_unit_test(test_elfimage_parse_fini),
                cmocka_unit_test(test_elfimage_open_fini),
                cmocka_unit_test(test_elfimage_parse_no_strings),
                cmocka_unit_test(test_elfimage_parse_caps),
                cmocka_unit_test(test_elfimage_open_not_regular),
                cmocka_unit_test(test_elfimage_open_truncated_file),
                cmocka_unit_test(test_elfimage_build_id_read),
                cmocka_unit_test(test_elfimage_build_id_missing),
        };
        return cmocka_run_group_tests(tests, setup, teardown);
}
