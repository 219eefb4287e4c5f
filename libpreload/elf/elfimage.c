/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Reads one ELF file through its program headers only, checking it the way ld.so would. */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "elf-dl.h"
#include "elfimage.h"
#include "fileio.h"
#include "macro.h"
#include "plan.h"

/* The kernel refuses a PT_INTERP longer than PATH_MAX (including its NUL). */
#define INTERP_MAX 4096u
/* A note segment larger than this is not looked into for a build-id. */
#define BUILD_ID_NOTE_MAX (1024u * 1024u)

/* libelf's table (elf-dl.h): the same address at every call, filled while a reference is held. */
static const ElfDl *libelf;

/* A reference to libelf for one call here, dropped after the Elf is ended: declared before it. */
typedef struct LibelfRef {
        bool held;
} LibelfRef;

static void libelf_refp(LibelfRef *ref) {
        if (ref->held)
                elf_dl_release();
}

static int libelf_acquire(LibelfRef *ref, const char **ret_reason) {
        const ElfDl *l;
        int r = elf_dl_acquire(&l, ret_reason);

        if (r < 0)
                return r;
        ref->held = true;
        __atomic_store_n(&libelf, l, __ATOMIC_RELEASE);
        return 0;
}

static void elf_endp(Elf **e) {
        if (*e)
                (void) libelf->end(*e);
}

DEFINE_TRIVIAL_CLEANUP_FUNC(ElfImage *, elfimage_free);

static int bad(const char **ret_reason, const char *reason) {
        if (ret_reason)
                *ret_reason = reason;
        return -EBADMSG;
}

static int bad_libelf(const char **ret_reason) {
        /* elf_errmsg() returns a static message of libelf's, gone when libelf is unloaded: the
         * reason is a copy that lasts (elf_dl_message()). It is all libelf tells about its failures. */
        const char *msg = elf_dl_message(libelf->errmsg(-1));
        return bad(ret_reason, msg ? msg : "libelf failed");
}

/*
 * The checks ld.so's open_verify() makes on e_ident before trusting anything else, on the first
 * n bytes of a file of file_size bytes.
 */
static int ident_check(const unsigned char *ident, size_t n, uint64_t file_size,
                       const char **ret_reason) {
        if (n < SELFMAG || memcmp(ident, ELFMAG, SELFMAG) != 0) {
                if (ret_reason)
                        *ret_reason = "not an ELF file";
                return -ENOEXEC;
        }
        if (n < EI_NIDENT)
                return bad(ret_reason, "file too short for an ELF header");
        if (ident[EI_CLASS] != ELFCLASS32 && ident[EI_CLASS] != ELFCLASS64)
                return bad(ret_reason, "unsupported ELF class");
        if (ident[EI_DATA] != ELFDATA2LSB && ident[EI_DATA] != ELFDATA2MSB)
                return bad(ret_reason, "unsupported ELF data encoding");
        if (ident[EI_VERSION] != EV_CURRENT)
                return bad(ret_reason, "unsupported ELF version");
        if (file_size < (ident[EI_CLASS] == ELFCLASS32 ? sizeof(Elf32_Ehdr) : sizeof(Elf64_Ehdr)))
                return bad(ret_reason, "file too short for an ELF header");
        return 0;
}

/* A program header's file bytes must lie inside the file, without wrapping around. */
static int segment_check(const GElf_Phdr *ph, uint64_t file_size, const char **ret_reason) {
        uint64_t end;

        if (__builtin_add_overflow(ph->p_offset, ph->p_filesz, &end))
                return bad(ret_reason, "p_offset + p_filesz overflows");
        if (end > file_size)
                return bad(ret_reason, "program header points past end of file");
        return 0;
}

/*
 * The tables ld.so reads through the dynamic section at every load: the tag giving each one's
 * address and the tag giving its size (0: the file does not say). DT_HASH is read only where
 * DT_GNU_HASH is missing, but linkers put it among the others, so taking it costs no request.
 */
static const struct {
        int64_t tag, size_tag;
} dyn_tables[] = {
        { DT_SYMTAB, 0 },     { DT_STRTAB, DT_STRSZ }, { DT_GNU_HASH, 0 },   { DT_HASH, 0 },
        { DT_VERSYM, 0 },     { DT_VERDEF, 0 },        { DT_VERNEED, 0 },    { DT_RELA, DT_RELASZ },
        { DT_REL, DT_RELSZ }, { DT_RELR, DT_RELRSZ },  { DT_JMPREL, DT_PLTRELSZ },
};
#define N_DYN_TABLES ELEMENTSOF(dyn_tables)

/* Parts besides the program headers' and the tables: the ELF header, the program header table,
 * e_entry, DT_INIT. */
#define N_OTHER_PARTS 4u

/* Dynamic entries as read, before their strings are looked up. */
typedef struct DynInfo {
        uint64_t *needed; /* string table offsets, in order */
        size_t n_needed;
        bool have_soname, have_rpath, have_runpath, have_strtab, have_strsz;
        uint64_t soname, rpath, runpath;
        uint64_t strtab; /* a virtual address */
        uint64_t strsz;
        /* dyn_tables[i]'s address and size, as the last of each tag says */
        uint64_t table_addr[N_DYN_TABLES], table_size[N_DYN_TABLES];
        bool have_table[N_DYN_TABLES], have_table_size[N_DYN_TABLES];
        bool have_init;
        uint64_t init;
} DynInfo;

/* The string table as bytes of the file, once DT_STRTAB has been mapped through PT_LOAD. */
typedef struct StrTab {
        const char *data;
        uint64_t size;
} StrTab;

static int strtab_get(const StrTab *t, uint64_t off, char **ret, const char **ret_reason) {
        if (off >= t->size)
                return bad(ret_reason, "string offset past DT_STRSZ");
        const char *s = t->data + off;
        const char *nul = memchr(s, 0, t->size - off);
        if (!nul)
                return bad(ret_reason, "string not NUL-terminated in DT_STRTAB");
        char *copy = strndup(s, (size_t) (nul - s));
        if (!copy)
                return -ENOMEM;
        *ret = copy;
        return 0;
}

/*
 * Finds the file bytes of the string table. ld.so reads DT_STRTAB from memory, where it lies
 * inside a PT_LOAD segment; only the part of a segment backed by the file (p_filesz) has bytes.
 */
static int strtab_map(Elf *elf, const ElfImage *img, const DynInfo *d, StrTab *ret,
                      const char **ret_reason) {
        if (!d->have_strtab || !d->have_strsz)
                return bad(ret_reason, "DT_STRTAB or DT_STRSZ missing");

        for (size_t i = 0; i < img->n_loads; i++) {
                const ElfLoad *l = img->loads + i;

                if (d->strtab < l->vaddr || d->strtab - l->vaddr >= l->filesz)
                        continue;

                uint64_t delta = d->strtab - l->vaddr;
                if (d->strsz > l->filesz - delta)
                        return bad(ret_reason, "DT_STRSZ runs past its PT_LOAD segment");
                /* segment_check() keeps offset + filesz inside the file, so this cannot wrap. */
                uint64_t off = l->offset + delta;
                if (off > INT64_MAX || d->strsz > SIZE_MAX)
                        return bad(ret_reason, "DT_STRTAB outside every PT_LOAD segment");
                if (d->strsz == 0) {
                        *ret = (StrTab) {};
                        return 0;
                }
                Elf_Data *data = libelf->getdata_rawchunk(elf, (int64_t) off, (size_t) d->strsz,
                                                          ELF_T_BYTE);
                if (!data)
                        return bad_libelf(ret_reason);
                *ret = (StrTab) { .data = data->d_buf, .size = d->strsz };
                return 0;
        }
        return bad(ret_reason, "DT_STRTAB outside every PT_LOAD segment");
}

/* Reads the dynamic array at [off, off + size) of the file into d. */
static int dynamic_read(Elf *elf, uint64_t off, uint64_t size, ElfImage *img, DynInfo *d,
                        const char **ret_reason) {
        size_t entsize = libelf->fsize(elf, ELF_T_DYN, 1, EV_CURRENT);
        if (entsize == 0)
                return bad_libelf(ret_reason);
        if (size < entsize)
                /* ld.so: "object file has no dynamic section" */
                return bad(ret_reason, "empty PT_DYNAMIC");
        uint64_t n = size / entsize;
        if (n > ELFIMAGE_DYN_MAX)
                return bad(ret_reason, "PT_DYNAMIC has too many entries");
        if (off > INT64_MAX)
                return bad(ret_reason, "program header points past end of file");

        Elf_Data *data = libelf->getdata_rawchunk(elf, (int64_t) off, (size_t) (n * entsize), ELF_T_DYN);
        if (!data)
                return bad_libelf(ret_reason);

        /* First pass: count DT_NEEDED, so that the list is one bounded allocation. */
        size_t n_needed = 0, n_used = 0;
        for (size_t i = 0; i < n; i++) {
                GElf_Dyn dyn;
                if (!libelf->getdyn(data, (int) i, &dyn))
                        return bad_libelf(ret_reason);
                if (dyn.d_tag == DT_NULL)
                        break;
                n_used++;
                if (dyn.d_tag == DT_NEEDED && ++n_needed > ELFIMAGE_NEEDED_MAX)
                        return bad(ret_reason, "too many DT_NEEDED entries");
        }

        if (n_needed > 0) {
                d->needed = calloc(n_needed, sizeof(uint64_t));
                if (!d->needed)
                        return -ENOMEM;
        }

        /* Where a tag repeats, the last one wins, as in ld.so's l_info[] table. */
        for (size_t i = 0; i < n_used; i++) {
                GElf_Dyn dyn;
                if (!libelf->getdyn(data, (int) i, &dyn))
                        return bad_libelf(ret_reason);
                for (size_t t = 0; t < N_DYN_TABLES; t++) {
                        if (dyn.d_tag == dyn_tables[t].tag) {
                                d->have_table[t] = true;
                                d->table_addr[t] = dyn.d_un.d_ptr;
                        } else if (dyn_tables[t].size_tag != 0 && dyn.d_tag == dyn_tables[t].size_tag) {
                                d->have_table_size[t] = true;
                                d->table_size[t] = dyn.d_un.d_val;
                        }
                }
                switch (dyn.d_tag) {
                case DT_NEEDED:
                        d->needed[d->n_needed++] = dyn.d_un.d_val;
                        break;
                case DT_SONAME:
                        d->have_soname = true;
                        d->soname = dyn.d_un.d_val;
                        break;
                case DT_RPATH:
                        d->have_rpath = true;
                        d->rpath = dyn.d_un.d_val;
                        break;
                case DT_RUNPATH:
                        d->have_runpath = true;
                        d->runpath = dyn.d_un.d_val;
                        break;
                case DT_STRTAB:
                        d->have_strtab = true;
                        d->strtab = dyn.d_un.d_ptr;
                        break;
                case DT_STRSZ:
                        d->have_strsz = true;
                        d->strsz = dyn.d_un.d_val;
                        break;
                case DT_FLAGS:
                        img->flags = dyn.d_un.d_val;
                        break;
                case DT_FLAGS_1:
                        img->flags_1 = dyn.d_un.d_val;
                        break;
                case DT_FINI:
                        img->fini = dyn.d_un.d_ptr;
                        break;
                case DT_INIT:
                        d->have_init = true;
                        d->init = dyn.d_un.d_ptr;
                        break;
                default:
                        break;
                }
        }
        return 0;
}

/* Appends a part; img->parts was allocated for every part image_parse() can add. */
static void part_add(ElfImage *img, uint64_t offset, uint64_t size, bool table) {
        if (size > 0)
                img->parts[img->n_parts++] = (ElfPart) { .offset = offset, .size = size, .table = table };
}

/* The segment whose file bytes hold vaddr, or NULL. */
static const ElfLoad *load_of_vaddr(const ElfImage *img, uint64_t vaddr) {
        for (size_t i = 0; i < img->n_loads; i++)
                if (vaddr >= img->loads[i].vaddr && vaddr - img->loads[i].vaddr < img->loads[i].filesz)
                        return &img->loads[i];
        return NULL;
}

/* One code page ld.so or the kernel jumps to (DT_INIT, e_entry); none where no segment maps it. */
static void part_add_code(ElfImage *img, uint64_t vaddr) {
        const ElfLoad *l = load_of_vaddr(img, vaddr);

        if (l)
                part_add(img, l->offset + (vaddr - l->vaddr), 1, false);
}

/*
 * The tables of the dynamic section as parts. Returns false where one lies outside the file bytes
 * of every PT_LOAD, or runs past its segment's: then what ld.so reads is not known, and a warm
 * reads the segments whole rather than guess.
 */
static bool parts_add_tables(ElfImage *img, const DynInfo *d) {
        for (size_t t = 0; t < N_DYN_TABLES; t++) {
                bool sized = dyn_tables[t].size_tag != 0;
                uint64_t size = sized ? d->table_size[t] : ELFIMAGE_PART_SIZE_UNKNOWN;

                if (!d->have_table[t] || (sized && d->have_table_size[t] && size == 0))
                        continue;
                if (sized && !d->have_table_size[t])
                        return false; /* an address without its size: ld.so would fail too */
                const ElfLoad *l = load_of_vaddr(img, d->table_addr[t]);
                if (!l)
                        return false;
                uint64_t delta = d->table_addr[t] - l->vaddr;
                if (sized && size > l->filesz - delta)
                        return false;
                part_add(img, l->offset + delta, size, true);
        }
        if (d->have_init)
                part_add_code(img, d->init);
        return true;
}

static int part_cmp(const void *a, const void *b) {
        const ElfPart *x = a, *y = b;
        return x->offset < y->offset ? -1 : x->offset > y->offset;
}

static int dynamic_parse(Elf *elf, uint64_t off, uint64_t size, ElfImage *img,
                         const char **ret_reason) {
        DynInfo d = {};
        StrTab t = {};
        int r;

        r = dynamic_read(elf, off, size, img, &d, ret_reason);
        if (r < 0)
                goto finish;

        if (d.n_needed > 0 || d.have_soname || d.have_rpath || d.have_runpath) {
                r = strtab_map(elf, img, &d, &t, ret_reason);
                if (r < 0)
                        goto finish;
        }

        if (d.n_needed > 0) {
                img->needed = calloc(d.n_needed, sizeof(char *));
                if (!img->needed) {
                        r = -ENOMEM;
                        goto finish;
                }
                for (size_t i = 0; i < d.n_needed; i++) {
                        r = strtab_get(&t, d.needed[i], &img->needed[i], ret_reason);
                        if (r < 0)
                                goto finish;
                        img->n_needed++;
                }
        }
        if (d.have_soname) {
                r = strtab_get(&t, d.soname, &img->soname, ret_reason);
                if (r < 0)
                        goto finish;
        }
        if (d.have_runpath) {
                r = strtab_get(&t, d.runpath, &img->runpath, ret_reason);
                if (r < 0)
                        goto finish;
        } else if (d.have_rpath) {
                /* ld.so ignores DT_RPATH when DT_RUNPATH is present, so it is not even read. */
                r = strtab_get(&t, d.rpath, &img->rpath, ret_reason);
                if (r < 0)
                        goto finish;
        }
        img->dynamic = true;
        if (!parts_add_tables(img, &d))
                img->n_parts = 0;
        r = 0;
finish:
        free(d.needed);
        return r;
}

static int interp_parse(Elf *elf, const GElf_Phdr *ph, ElfImage *img, const char **ret_reason) {
        if (ph->p_filesz < 2 || ph->p_filesz > INTERP_MAX)
                return bad(ret_reason, "bad PT_INTERP size");
        if (ph->p_offset > INT64_MAX)
                return bad(ret_reason, "program header points past end of file");

        Elf_Data *data = libelf->getdata_rawchunk(elf, (int64_t) ph->p_offset, (size_t) ph->p_filesz,
                                                  ELF_T_BYTE);
        if (!data)
                return bad_libelf(ret_reason);
        /* The kernel insists on a NUL in the last byte; the path ends at the first one. */
        const char *s = data->d_buf;
        if (s[ph->p_filesz - 1] != 0)
                return bad(ret_reason, "PT_INTERP not NUL-terminated");
        img->interp = strdup(s);
        if (!img->interp)
                return -ENOMEM;
        return 0;
}

/* Everything after e_ident has been checked; file_size is what the Elf descriptor covers. */
static int image_parse(Elf *elf, uint64_t file_size, ElfImage **ret, const char **ret_reason) {
        _cleanup_(elfimage_freep) ElfImage *img = NULL;
        GElf_Ehdr ehdr;
        bool have_dynamic = false;
        uint64_t dyn_off = 0, dyn_size = 0;
        int r;

        if (libelf->kind(elf) != ELF_K_ELF)
                return bad(ret_reason, "not an ELF object");
        if (!libelf->getehdr(elf, &ehdr))
                return bad_libelf(ret_reason);
        if (ehdr.e_version != EV_CURRENT)
                return bad(ret_reason, "unsupported ELF version");

        img = calloc(1, sizeof(*img));
        if (!img)
                return -ENOMEM;
        img->elf_class = ehdr.e_ident[EI_CLASS];
        img->data = ehdr.e_ident[EI_DATA];
        img->osabi = ehdr.e_ident[EI_OSABI];
        img->type = ehdr.e_type;
        img->machine = ehdr.e_machine;
        img->file_size = file_size;

        /*
         * e_phnum is taken as it stands: PN_XNUM would send us to section 0 for the real count,
         * and ld.so never looks there. 0xffff is far above the cap anyway.
         */
        size_t phnum = ehdr.e_phnum;
        if (phnum > ELFIMAGE_PHNUM_MAX)
                return bad(ret_reason, "absurd e_phnum");

        if (phnum > 0) {
                uint64_t table_size, table_end;

                if (ehdr.e_phentsize != libelf->fsize(elf, ELF_T_PHDR, 1, EV_CURRENT))
                        return bad(ret_reason, "unexpected e_phentsize");
                table_size = (uint64_t) phnum * ehdr.e_phentsize;
                if (__builtin_add_overflow(ehdr.e_phoff, table_size, &table_end) ||
                    table_end > file_size)
                        return bad(ret_reason, "truncated program header table");

                img->loads = calloc(phnum, sizeof(ElfLoad));
                if (!img->loads)
                        return -ENOMEM;
        }
        img->parts = calloc(phnum + N_DYN_TABLES + N_OTHER_PARTS, sizeof(ElfPart));
        if (!img->parts)
                return -ENOMEM;
        /* ld.so reads the ELF header and the program headers itself (read(), not the mapping);
         * the table may lie anywhere (patchelf moves it to the end), its bounds checked above. */
        part_add(img, 0, libelf->fsize(elf, ELF_T_EHDR, 1, EV_CURRENT), false);
        part_add(img, ehdr.e_phoff, (uint64_t) phnum * ehdr.e_phentsize, false);

        for (size_t i = 0; i < phnum; i++) {
                GElf_Phdr ph;

                if (!libelf->getphdr(elf, (int) i, &ph))
                        return bad_libelf(ret_reason);

                switch (ph.p_type) {
                case PT_LOAD:
                        r = segment_check(&ph, file_size, ret_reason);
                        if (r < 0)
                                return r;
                        if (ph.p_filesz > ph.p_memsz)
                                return bad(ret_reason, "p_filesz larger than p_memsz");
                        img->loads[img->n_loads++] = (ElfLoad) {
                                .offset = ph.p_offset,
                                .filesz = ph.p_filesz,
                                .vaddr = ph.p_vaddr,
                                .memsz = ph.p_memsz,
                                .flags = ph.p_flags,
                        };
                        break;
                case PT_INTERP:
                        /* The kernel uses the first PT_INTERP. */
                        if (img->interp)
                                break;
                        r = segment_check(&ph, file_size, ret_reason);
                        if (r < 0)
                                return r;
                        r = interp_parse(elf, &ph, img, ret_reason);
                        if (r < 0)
                                return r;
                        part_add(img, ph.p_offset, ph.p_filesz, false);
                        break;
                case PT_DYNAMIC:
                        /* ld.so keeps the last PT_DYNAMIC it sees. */
                        r = segment_check(&ph, file_size, ret_reason);
                        if (r < 0)
                                return r;
                        have_dynamic = true;
                        dyn_off = ph.p_offset;
                        dyn_size = ph.p_filesz;
                        part_add(img, ph.p_offset, ph.p_filesz, false);
                        break;
                case PT_NOTE:
                case PT_GNU_PROPERTY:
                case PT_TLS:
                        /* The notes ld.so checks (GNU properties, ABI tag) and the TLS image it
                         * copies for each thread. Parts only: nothing is read from them here. */
                        if (segment_check(&ph, file_size, NULL) >= 0)
                                part_add(img, ph.p_offset, ph.p_filesz, false);
                        break;
                default:
                        break;
                }
        }
        if (ehdr.e_entry != 0)
                part_add_code(img, ehdr.e_entry);

        if (img->n_loads == 0) {
                free(img->loads);
                img->loads = NULL;
        }

        /* Strings are looked up through PT_LOAD, so the dynamic array waits for all of them. */
        if (have_dynamic) {
                r = dynamic_parse(elf, dyn_off, dyn_size, img, ret_reason);
                if (r < 0)
                        return r;
        }
        /* Without the dynamic section's tables, what ld.so reads is not known (or there is no
         * ld.so: a static program): no parts, every segment whole. */
        if (!img->dynamic || img->n_parts == 0) {
                free(img->parts);
                img->parts = NULL;
                img->n_parts = 0;
        } else
                qsort(img->parts, img->n_parts, sizeof(ElfPart), part_cmp);

        *ret = TAKE_PTR(img);
        return 0;
}

int elfimage_parse(const void *buf, size_t size, ElfImage **ret, const char **ret_reason) {
        _cleanup_(libelf_refp) LibelfRef ref = {};
        _cleanup_(elf_endp) Elf *elf = NULL;
        int r;

        if (!ret || (!buf && size > 0))
                return -EINVAL;

        r = ident_check(buf, size, size, ret_reason);
        if (r < 0)
                return r;

        r = libelf_acquire(&ref, ret_reason);
        if (r < 0)
                return r;
        /* ELF_C_READ_MEMORY never writes to the image; the cast only satisfies the prototype. */
        elf = libelf->memory((char *) buf, size);
        if (!elf)
                return bad_libelf(ret_reason);

        return image_parse(elf, size, ret, ret_reason);
}

/*
 * Hands fd to libelf the way every reader here does: a regular file whose e_ident ld.so would
 * accept, read with pread (ELF_C_READ). Returns 0 with the file size and the descriptor in *ret,
 * libelf referenced in *ref, or the errors of elfimage_open_fd().
 */
static int image_begin_fd(int fd, LibelfRef *ref, uint64_t *ret_file_size, Elf **ret, const char **ret_reason) {
        unsigned char ident[EI_NIDENT];
        struct stat st;
        ssize_t n;
        Elf *elf;
        int r;

        if (fstat(fd, &st) < 0)
                return -errno;
        if (S_ISDIR(st.st_mode))
                return -EISDIR;
        if (!S_ISREG(st.st_mode))
                return bad(ret_reason, "not a regular file");

        /* libelf turns a bad e_ident into "no ELF at all"; read it ourselves for a precise reason.
         * Most files are not ELF, and this one small read is all they cost. */
        do
                n = pread(fd, ident, sizeof(ident), 0);
        while (n < 0 && errno == EINTR);
        if (n < 0)
                return -errno;
        r = ident_check(ident, (size_t) n, (uint64_t) st.st_size, ret_reason);
        if (r < 0)
                return r;

        r = libelf_acquire(ref, ret_reason);
        if (r < 0)
                return r;
        /* ELF_C_READ, not ELF_C_READ_MMAP: libelf then preads only the headers and the chunks asked
         * for, and a file truncated under us (an upgrade copying over a library) gives a read error
         * instead of SIGBUS in a long-running daemon. */
        elf = libelf->begin(fd, ELF_C_READ, NULL);
        if (!elf)
                return bad_libelf(ret_reason);

        *ret_file_size = (uint64_t) st.st_size;
        *ret = elf;
        return 0;
}

int elfimage_open_fd(int fd, ElfImage **ret, const char **ret_reason) {
        _cleanup_(libelf_refp) LibelfRef ref = {};
        _cleanup_(elf_endp) Elf *elf = NULL;
        uint64_t file_size;
        int r;

        if (fd < 0 || !ret)
                return -EINVAL;

        r = image_begin_fd(fd, &ref, &file_size, &elf, ret_reason);
        if (r < 0)
                return r;

        return image_parse(elf, file_size, ret, ret_reason);
}

int elfimage_build_id(int fd, uint8_t buf[static ELFIMAGE_BUILD_ID_MAX], size_t *ret_size) {
        _cleanup_(libelf_refp) LibelfRef ref = {};
        _cleanup_(elf_endp) Elf *elf = NULL;
        uint64_t file_size;
        size_t phnum;
        int r;

        if (fd < 0 || !ret_size)
                return -EINVAL;

        r = image_begin_fd(fd, &ref, &file_size, &elf, NULL);
        if (r < 0)
                return r;
        if (libelf->kind(elf) != ELF_K_ELF)
                return -ENOEXEC;
        if (libelf->getphdrnum(elf, &phnum) < 0 || phnum > ELFIMAGE_PHNUM_MAX)
                return -EBADMSG;
        for (size_t i = 0; i < phnum; i++) {
                GElf_Phdr ph;
                if (!libelf->getphdr(elf, (int) i, &ph))
                        return -EBADMSG;
                if (ph.p_type != PT_NOTE || ph.p_filesz == 0 || ph.p_filesz > BUILD_ID_NOTE_MAX)
                        continue;
                Elf_Data *data = libelf->getdata_rawchunk(elf, (int64_t) ph.p_offset, ph.p_filesz,
                                                          ph.p_align == 8 ? ELF_T_NHDR8 : ELF_T_NHDR);
                if (!data)
                        continue;
                GElf_Nhdr nh;
                size_t off = 0, name_off, desc_off;
                while (off < data->d_size &&
                       (off = libelf->getnote(data, off, &nh, &name_off, &desc_off)) > 0) {
                        if (nh.n_type != NT_GNU_BUILD_ID || nh.n_namesz != 4 ||
                            memcmp((const char *) data->d_buf + name_off, "GNU", 4) != 0)
                                continue;
                        if (nh.n_descsz == 0 || nh.n_descsz > ELFIMAGE_BUILD_ID_MAX)
                                return -EBADMSG;
                        memcpy(buf, (const char *) data->d_buf + desc_off, nh.n_descsz);
                        *ret_size = nh.n_descsz;
                        return 0;
                }
        }
        return -ENODATA;
}

int elfimage_open(const char *path, ElfImage **ret, const char **ret_reason) {
        _cleanup_close_ int fd = -EBADF;

        if (!path || !ret)
                return -EINVAL;

        fd = open_regular_file(path, NULL);
        if (fd == -EBADMSG && ret_reason)
                *ret_reason = "not a regular file";
        if (fd < 0)
                return fd;

        return elfimage_open_fd(fd, ret, ret_reason);
}

ElfImage *elfimage_free(ElfImage *img) {
        if (!img)
                return NULL;
        free(img->interp);
        free(img->loads);
        strv_free_n(img->needed, img->n_needed);
        free(img->soname);
        free(img->rpath);
        free(img->runpath);
        free(img->parts);
        free(img);
        return NULL;
}

int elfimage_vaddr_offset(const ElfImage *img, uint64_t vaddr, uint64_t *ret) {
        if (!img || !ret)
                return -EINVAL;
        const ElfLoad *l = load_of_vaddr(img, vaddr);
        if (!l)
                return -ENOENT;
        *ret = l->offset + (vaddr - l->vaddr);
        return 0;
}

/* The parts of img within the file bytes of segment l, as the lean form of it. */
static int load_add_parts(const ElfImage *img, const ElfLoad *l, PlanFile *f) {
        uint64_t end = l->offset + l->filesz; /* segment_check() keeps this from wrapping */
        size_t lo = 0, hi = img->n_parts;
        int r;

        /* Parts are sorted by offset: the first one at or after the segment's start. */
        while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                if (img->parts[mid].offset < l->offset)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        for (size_t i = lo; i < img->n_parts && img->parts[i].offset < end; i++) {
                const ElfPart *pt = &img->parts[i];
                uint64_t stop;

                if (pt->size != ELFIMAGE_PART_SIZE_UNKNOWN)
                        stop = pt->size > end - pt->offset ? end : pt->offset + pt->size;
                else {
                        /* Up to the next table in the segment, else a guess. */
                        stop = end - pt->offset > ELFIMAGE_TABLE_TAIL_MAX ? pt->offset + ELFIMAGE_TABLE_TAIL_MAX
                                                                          : end;
                        for (size_t j = i + 1; j < img->n_parts && img->parts[j].offset < end; j++)
                                if (img->parts[j].table && img->parts[j].offset > pt->offset) {
                                        stop = img->parts[j].offset;
                                        break;
                                }
                }
                r = plan_file_add_range(f, pt->offset, stop - pt->offset, RANGE_SOURCE_ELF);
                if (r < 0)
                        return r;
        }
        return 0;
}

int elfimage_add_ranges(const ElfImage *img, uint64_t segment_max, struct PlanFile *f) {
        int r;

        if (!img || !f)
                return -EINVAL;

        for (size_t i = 0; i < img->n_loads; i++) {
                const ElfLoad *l = &img->loads[i];

                if (segment_max > 0 && l->filesz > segment_max && !(l->flags & PF_W) && img->n_parts > 0)
                        r = load_add_parts(img, l, f);
                else
                        r = plan_file_add_range(f, l->offset, l->filesz, RANGE_SOURCE_ELF);
                if (r < 0)
                        return r;
        }
        return 0;
}
