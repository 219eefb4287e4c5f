/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The closure ld.so loads, found with glibc 2.36's rules (see loader.h for the summary). */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "loader.h"
#include "macro.h"
#include "plan.h"

#define SEARCH_DIRS_MAX 4096u
#define SUBDIRS_MAX 64u
/* Directories whose existence is remembered; past this the search still works, uncached. */
#define DIR_STATES_MAX 65536u

/* One search list (an RPATH, RUNPATH, LD_LIBRARY_PATH or the defaults), already expanded. */
typedef struct SearchList {
        char **dirs; /* each ends in '/' */
        size_t n_dirs;
        bool parsed; /* for the per-object lists: expanded already */
} SearchList;

/*
 * Name -> the first object (in load order) known by it: its path, its soname or a DT_NEEDED string
 * it was loaded for. Each need is then looked up in constant time; scanning every object for every
 * need made a 10 000-deep DT_NEEDED chain take seconds (minutes under sanitizers).
 */
typedef struct NameSlot {
        const char *name; /* owned by the closure's objects */
        size_t index;
} NameSlot;

typedef struct NameIndex {
        NameSlot *slots;
        size_t n_slots; /* 0 or a power of two */
        size_t n_used;
} NameIndex;

/*
 * Whether a search directory (with its hwcaps subdirectory) exists, learnt from the first failed
 * open in it, as ld.so's open_path() keeps r_search_path_elem.status[]: a directory that is not
 * there is not tried again for the next name. Without this, 4 000 needs against a RUNPATH of 4 096
 * absent directories cost 147 million failed opens.
 */
typedef enum DirState {
        DIR_UNKNOWN,
        DIR_ABSENT,
        DIR_PRESENT,
} DirState;

typedef struct DirSlot {
        char *dir; /* owned; NULL: free slot */
        DirState state;
} DirSlot;

typedef struct DirStates {
        DirSlot *slots;
        size_t n_slots; /* 0 or a power of two */
        size_t n_used;
} DirStates;

typedef struct Loader {
        const LoaderOptions *opts;
        Hwcaps hwcaps;
        char (*subdirs)[128];
        size_t n_subdirs;
        uint16_t machine;
        uint8_t elf_class;
        int32_t cache_flags;
        const char *lib_dst; /* what $LIB expands to: "lib/<triplet>" on Debian */
        char lib_dst_buf[64];
        SearchList library_path;
        SearchList defaults;
        Closure *closure;
        size_t n_objects_allocated;
        NameIndex names;
        DirStates dirs;
        SearchList *object_lists; /* [2 * object + runpath], expanded on first use */
        size_t n_object_lists;
        const char *reason; /* why the search gave up, for -E2BIG */
} Loader;

static void search_list_done(SearchList *l) {
        strv_free_n(l->dirs, l->n_dirs);
        *l = (SearchList) {};
}

static int strv_push(char ***v, size_t *n, char *s) {
        char **nv = reallocarray(*v, *n + 1, sizeof(char *));
        if (!nv) {
                free(s);
                return -ENOMEM;
        }
        nv[(*n)++] = s;
        *v = nv;
        return 0;
}

static int closure_warn(Closure *c, const char *path, const char *reason) {
        char *s;
        if (asprintf(&s, "%s: %s", path, reason) < 0)
                return -ENOMEM;
        return strv_push(&c->warnings, &c->n_warnings, s);
}

Closure *closure_free(Closure *c) {
        if (!c)
                return NULL;
        for (size_t i = 0; i < c->n_objects; i++) {
                LoadedObject *o = &c->objects[i];
                free(o->path);
                free(o->real_path);
                elfimage_free(o->image);
                strv_free_n(o->names, o->n_names);
        }
        free(c->objects);
        for (size_t i = 0; i < c->n_missing; i++)
                free(c->missing[i].name);
        free(c->missing);
        strv_free_n(c->warnings, c->n_warnings);
        free(c);
        return NULL;
}

const char *loader_multiarch_triplet(uint16_t machine, uint8_t elf_class) {
        switch (machine) {
        case EM_X86_64:
                return elf_class == ELFCLASS64 ? "x86_64-linux-gnu" : "x86_64-linux-gnux32";
        case EM_386:
                return "i386-linux-gnu";
        case EM_AARCH64:
                return "aarch64-linux-gnu";
        case EM_ARM:
                return "arm-linux-gnueabihf";
        case EM_RISCV:
                return elf_class == ELFCLASS64 ? "riscv64-linux-gnu" : NULL;
        case EM_PPC64:
                return "powerpc64le-linux-gnu";
        case EM_S390:
                return elf_class == ELFCLASS64 ? "s390x-linux-gnu" : NULL;
        case EM_MIPS:
                return elf_class == ELFCLASS64 ? "mips64el-linux-gnuabi64" : "mipsel-linux-gnu";
        case EM_LOONGARCH:
                return "loongarch64-linux-gnu";
        }
        return NULL;
}

/* Whether objects of this machine and class are what the ld.so of our own build loads. */
static bool machine_is_native(uint16_t machine, uint8_t elf_class) {
#if defined(__x86_64__) && defined(__LP64__)
        return machine == EM_X86_64 && elf_class == ELFCLASS64;
#elif defined(__i386__)
        return machine == EM_386;
#elif defined(__aarch64__)
        return machine == EM_AARCH64 && elf_class == ELFCLASS64;
#else
        return false;
#endif
}

/*
 * glibc's is_dst(): "NAME" or "{NAME}" right after the '$'; the bare form must not run on into
 * more identifier characters. Returns the length consumed after '$', or 0.
 */
static size_t dst_match(const char *s, const char *name) {
        size_t n = strlen(name);
        if (s[0] == '{') {
                if (strncmp(s + 1, name, n) == 0 && s[1 + n] == '}')
                        return n + 2;
                return 0;
        }
        if (strncmp(s, name, n) != 0)
                return 0;
        char c = s[n];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')
                return 0;
        return n;
}

/*
 * Expands $ORIGIN, $LIB and $PLATFORM in one path element. A known DST without a value (no
 * platform) discards the element, as ld.so does: *ret = NULL. Unknown DSTs stay literal.
 */
static int dst_expand(const Loader *ld, const char *in, size_t len, const char *origin, char **ret) {
        size_t cap = len + 1, n = 0;
        char *out = malloc(cap);
        if (!out)
                return -ENOMEM;

        for (size_t i = 0; i < len;) {
                const char *repl = NULL;
                size_t used = 0;
                if (in[i] == '$') {
                        if ((used = dst_match(in + i + 1, "ORIGIN")))
                                repl = origin;
                        else if ((used = dst_match(in + i + 1, "PLATFORM")))
                                repl = ld->hwcaps.platform;
                        else if ((used = dst_match(in + i + 1, "LIB")))
                                repl = ld->lib_dst;
                        if (used && !repl) {
                                free(out);
                                *ret = NULL;
                                return 0;
                        }
                }
                /* A DST can only appear inside a NUL-free element, so the match above never ran past len. */
                size_t add = repl ? strlen(repl) : 1;
                if (cap - n < add + 1) {
                        size_t ncap;
                        if (__builtin_add_overflow(cap, add + len, &ncap) || ncap > PATH_MAX * 16) {
                                free(out);
                                return -ENAMETOOLONG;
                        }
                        char *o = realloc(out, ncap);
                        if (!o) {
                                free(out);
                                return -ENOMEM;
                        }
                        out = o;
                        cap = ncap;
                }
                if (repl) {
                        memcpy(out + n, repl, add);
                        n += add;
                        i += 1 + used;
                } else
                        out[n++] = in[i++];
        }
        out[n] = 0;
        *ret = out;
        return 0;
}

static uint64_t name_hash(const char *s) {
        uint64_t h = UINT64_C(14695981039346656037); /* FNV-1a */
        for (; *s; s++)
                h = (h ^ (unsigned char) *s) * UINT64_C(1099511628211);
        return h;
}

static DirSlot *dir_states_find(const DirStates *t, const char *dir) {
        if (t->n_slots == 0)
                return NULL;
        for (size_t i = name_hash(dir) & (t->n_slots - 1);; i = (i + 1) & (t->n_slots - 1))
                if (!t->slots[i].dir || strcmp(t->slots[i].dir, dir) == 0)
                        return &t->slots[i];
}

static DirState dir_states_get(const DirStates *t, const char *dir) {
        const DirSlot *slot = dir_states_find(t, dir);
        return slot && slot->dir ? slot->state : DIR_UNKNOWN;
}

/* Remembers a directory's state. Returns false when it could not: the table is full or memory
 * ran out. */
static bool dir_states_set(DirStates *t, const char *dir, DirState state) {
        if (t->n_used >= DIR_STATES_MAX)
                return false;
        if ((t->n_used + 1) * 2 > t->n_slots) {
                DirStates n = { .n_slots = t->n_slots ? t->n_slots * 2 : 256 };
                n.slots = calloc(n.n_slots, sizeof(*n.slots));
                if (!n.slots)
                        return false;
                for (size_t i = 0; i < t->n_slots; i++)
                        if (t->slots[i].dir)
                                *dir_states_find(&n, t->slots[i].dir) = t->slots[i];
                n.n_used = t->n_used;
                free(t->slots);
                *t = n;
        }
        DirSlot *slot = dir_states_find(t, dir);
        if (!slot->dir) {
                slot->dir = strdup(dir);
                if (!slot->dir)
                        return false;
                t->n_used++;
        }
        slot->state = state;
        return true;
}

static void dir_states_done(DirStates *t) {
        for (size_t i = 0; i < t->n_slots; i++)
                free(t->slots[i].dir);
        free(t->slots);
        *t = (DirStates) {};
}

/*
 * Splits a path list as ld.so's fillin_rpath() does: elements separated by any of seps, an empty
 * element meaning the current directory, trailing slashes folded into one, duplicates dropped.
 */
static int search_list_parse(const Loader *ld, const char *list, const char *seps, const char *origin,
                             SearchList *ret) {
        SearchList l = {};
        DirStates seen = {};
        int r;

        for (const char *p = list;;) {
                size_t len = strcspn(p, seps);
                char *dir = NULL;

                if (len == 0)
                        dir = strdup("./");
                else {
                        r = dst_expand(ld, p, len, origin, &dir);
                        /* ld.so cannot open a path that long either: it skips the element. */
                        if (r == -ENAMETOOLONG)
                                dir = NULL;
                        else if (r < 0)
                                goto fail;
                }
                if (dir) {
                        size_t dl = strlen(dir);
                        while (dl > 1 && dir[dl - 1] == '/')
                                dir[--dl] = 0;
                        if (strcmp(dir, "/") != 0) {
                                char *d;
                                if (asprintf(&d, "%s/", dir) < 0)
                                        d = NULL;
                                free(dir);
                                dir = d;
                        }
                        if (!dir) {
                                r = -ENOMEM;
                                goto fail;
                        }
                        /* A set, not a scan: a list of thousands of elements stays linear. */
                        bool dup = dir_states_get(&seen, dir) != DIR_UNKNOWN;
                        if (!dup && !dir_states_set(&seen, dir, DIR_PRESENT))
                                for (size_t i = 0; i < l.n_dirs && !dup; i++)
                                        dup = strcmp(l.dirs[i], dir) == 0;
                        if (dup || l.n_dirs >= SEARCH_DIRS_MAX)
                                free(dir);
                        else if ((r = strv_push(&l.dirs, &l.n_dirs, dir)) < 0)
                                goto fail;
                }
                if (p[len] == 0)
                        break;
                p += len + 1;
        }
        dir_states_done(&seen);
        *ret = l;
        return 0;
fail:
        dir_states_done(&seen);
        search_list_done(&l);
        return r;
}

/* Directory part of a path, made absolute against the current directory like ld.so's l_origin. */
static int path_origin(const char *path, char **ret) {
        const char *slash = strrchr(path, '/');
        char *o;

        if (path[0] == '/') {
                size_t n = slash == path ? 1 : (size_t) (slash - path);
                o = strndup(path, n);
        } else {
                char cwd[PATH_MAX];
                if (!getcwd(cwd, sizeof(cwd)))
                        return -errno;
                if (slash) {
                        if (asprintf(&o, "%s/%.*s", cwd, (int) (slash - path), path) < 0)
                                o = NULL;
                } else
                        o = strdup(cwd);
        }
        if (!o)
                return -ENOMEM;
        *ret = o;
        return 0;
}

/* Absolute form of a path without resolving symlinks (what reports show). */
static int path_absolute(const char *path, char **ret) {
        char *s;
        if (path[0] == '/')
                s = strdup(path);
        else {
                char cwd[PATH_MAX];
                if (!getcwd(cwd, sizeof(cwd)))
                        return -errno;
                if (strncmp(path, "./", 2) == 0)
                        path += 2;
                if (asprintf(&s, "%s/%s", cwd, path) < 0)
                        s = NULL;
        }
        if (!s)
                return -ENOMEM;
        *ret = s;
        return 0;
}

/* The candidate file as ld.so's open_verify() sees it. */
typedef enum Verdict {
        VERDICT_ABSENT,      /* not there: keep searching */
        VERDICT_OTHER_CLASS, /* an ELF file for another class or machine: skipped, keep searching */
        VERDICT_BROKEN,      /* there but unusable: ld.so gives up on this name */
        VERDICT_OK,
} Verdict;

typedef struct Candidate {
        int fd;
        struct stat st;
        ElfImage *image;
        const char *reason;
} Candidate;

static void candidate_done(Candidate *c) {
        safe_close(c->fd);
        elfimage_free(c->image);
        *c = (Candidate) { .fd = -EBADF };
}

static Verdict candidate_open(const Loader *ld, const char *path, bool is_main, Candidate *c) {
        int r;

        *c = (Candidate) { .fd = -EBADF };
        /* A PT_INTERP or DT_NEEDED naming a device node (/dev/watchdog, say) must not run its
         * driver's open: open_regular_file() looks at the type first. */
        c->fd = open_regular_file(path, &c->st);
        if (c->fd == -EISDIR || c->fd == -EBADMSG) {
                c->reason = c->fd == -EISDIR ? "is a directory" : "not a regular file";
                c->fd = -EBADF;
                return VERDICT_BROKEN;
        }
        if (c->fd < 0) {
                /* loader_closure() reports why the program itself cannot be opened */
                errno = -c->fd;
                c->fd = -EBADF;
                return VERDICT_ABSENT;
        }
        r = elfimage_open_fd(c->fd, &c->image, &c->reason);
        if (r == -ENOEXEC) {
                c->reason = "invalid ELF header";
                return VERDICT_BROKEN;
        }
        if (r < 0) {
                if (!c->reason)
                        c->reason = strerror(-r);
                return VERDICT_BROKEN;
        }
        if (is_main)
                return VERDICT_OK;
        if (c->image->elf_class != ld->elf_class || c->image->machine != ld->machine)
                return VERDICT_OTHER_CLASS;
        if (c->image->type != ET_DYN) {
                c->reason = "cannot dynamically load executable";
                return VERDICT_BROKEN;
        }
        if (c->image->flags_1 & DF_1_PIE) {
                c->reason = "cannot dynamically load position-independent executable";
                return VERDICT_BROKEN;
        }
        return VERDICT_OK;
}

/* Index of a loaded object satisfying name (by its path, a name it was loaded as, or its soname). */
static size_t closure_find_name(const Loader *ld, const char *name) {
        const NameIndex *ix = &ld->names;

        if (ix->n_slots == 0)
                return SIZE_MAX;
        for (size_t i = name_hash(name) & (ix->n_slots - 1);; i = (i + 1) & (ix->n_slots - 1)) {
                if (!ix->slots[i].name)
                        return SIZE_MAX;
                if (strcmp(ix->slots[i].name, name) == 0)
                        return ix->slots[i].index;
        }
}

/* Records that object index is known as name, unless an earlier object already is: objects are
 * added in load order, so the first one wins, as a scan in load order would find it. */
static int closure_index_name(Loader *ld, const char *name, size_t index) {
        NameIndex *ix = &ld->names;
        size_t i;

        if ((ix->n_used + 1) * 2 > ix->n_slots) {
                size_t n = ix->n_slots ? ix->n_slots * 2 : 64;
                NameSlot *slots = calloc(n, sizeof(NameSlot));
                if (!slots)
                        return -ENOMEM;
                for (size_t k = 0; k < ix->n_slots; k++) {
                        if (!ix->slots[k].name)
                                continue;
                        for (i = name_hash(ix->slots[k].name) & (n - 1); slots[i].name; i = (i + 1) & (n - 1))
                                ;
                        slots[i] = ix->slots[k];
                }
                free(ix->slots);
                ix->slots = slots;
                ix->n_slots = n;
        }
        for (i = name_hash(name) & (ix->n_slots - 1); ix->slots[i].name; i = (i + 1) & (ix->n_slots - 1))
                if (strcmp(ix->slots[i].name, name) == 0)
                        return 0;
        ix->slots[i] = (NameSlot) { .name = name, .index = index };
        ix->n_used++;
        return 0;
}

static size_t closure_find_file(const Closure *c, const struct stat *st) {
        for (size_t i = 0; i < c->n_objects; i++)
                if (c->objects[i].dev == st->st_dev && c->objects[i].ino == st->st_ino)
                        return i;
        return SIZE_MAX;
}

static int object_add_name(Loader *ld, size_t idx, const char *name) {
        LoadedObject *o = &ld->closure->objects[idx];
        int r;

        for (size_t i = 0; i < o->n_names; i++)
                if (strcmp(o->names[i], name) == 0)
                        return 0;
        char *s = strdup(name);
        if (!s)
                return -ENOMEM;
        r = strv_push(&o->names, &o->n_names, s);
        if (r < 0)
                return r;
        return closure_index_name(ld, s, idx);
}

/* Appends the object in c (taking its image), or returns the index of the same file already loaded. */
static int closure_add(Loader *ld, Candidate *cand, const char *path, const char *name, size_t loader,
                       size_t *ret_index) {
        Closure *c = ld->closure;
        size_t idx = closure_find_file(c, &cand->st);
        int r;

        if (idx == SIZE_MAX) {
                if (c->n_objects >= LOADER_OBJECTS_MAX)
                        return -E2BIG;
                if (c->n_objects == ld->n_objects_allocated) {
                        /* Doubling: growing by one copied the array once per object. */
                        size_t n = MIN(MAX(ld->n_objects_allocated * 2, (size_t) 16), (size_t) LOADER_OBJECTS_MAX);
                        LoadedObject *objs = reallocarray(c->objects, n, sizeof(*objs));
                        if (!objs)
                                return -ENOMEM;
                        c->objects = objs;
                        ld->n_objects_allocated = n;
                }
                LoadedObject *o = &c->objects[c->n_objects];
                *o = (LoadedObject) { .loader = loader, .dev = cand->st.st_dev, .ino = cand->st.st_ino,
                                      .st = cand->st };
                r = path_absolute(path, &o->path);
                if (r < 0)
                        return r;
                /* Identity comes from the open fd; the canonical path is for reports and plans. */
                o->real_path = realpath(o->path, NULL);
                if (!o->real_path)
                        o->real_path = strdup(o->path);
                if (!o->real_path) {
                        free(o->path);
                        return -ENOMEM;
                }
                o->image = TAKE_PTR(cand->image);
                idx = c->n_objects++;
                r = closure_index_name(ld, o->path, idx);
                if (r >= 0 && o->image->soname)
                        r = closure_index_name(ld, o->image->soname, idx);
                if (r < 0)
                        return r;
        }
        if (name) {
                r = object_add_name(ld, idx, name);
                if (r < 0)
                        return r;
        }
        *ret_index = idx;
        return 0;
}

/* Counts one open or stat of the search; past the bound the closure is refused, not computed. */
static int probe_count(Loader *ld) {
        if (++ld->closure->n_probes > LOADER_PROBES_MAX) {
                ld->reason = "library search too costly (directory probes over the limit)";
                return -E2BIG;
        }
        return 0;
}

/* After a failed open in dir: does the directory exist at all? As ld.so, asked once per directory. */
static int dir_learn(Loader *ld, const char *dir, DirState *ret) {
        struct stat st;
        int r;

        *ret = dir_states_get(&ld->dirs, dir);
        if (*ret != DIR_UNKNOWN)
                return 0;
        r = probe_count(ld);
        if (r < 0)
                return r;
        *ret = stat(dir, &st) == 0 && S_ISDIR(st.st_mode) ? DIR_PRESENT : DIR_ABSENT;
        dir_states_set(&ld->dirs, dir, *ret);
        return 0;
}

/* Tries every directory of a list, with every hwcaps subdirectory, in ld.so's order. */
static int search_in_list(Loader *ld, const SearchList *l, const char *name, Candidate *ret, char **ret_path) {
        int r;

        for (size_t d = 0; d < l->n_dirs; d++) {
                /* An absent directory has no subdirectories either. */
                if (dir_states_get(&ld->dirs, l->dirs[d]) == DIR_ABSENT)
                        continue;
                for (size_t s = 0; s < ld->n_subdirs; s++) {
                        _cleanup_free_ char *dir = NULL;
                        char *path;
                        Candidate c;
                        DirState state;

                        if (asprintf(&dir, "%s%s", l->dirs[d], ld->subdirs[s]) < 0)
                                return -ENOMEM;
                        if (dir_states_get(&ld->dirs, dir) == DIR_ABSENT)
                                continue;
                        r = probe_count(ld);
                        if (r < 0)
                                return r;
                        if (asprintf(&path, "%s%s", dir, name) < 0)
                                return -ENOMEM;
                        Verdict v = candidate_open(ld, path, false, &c);
                        if (v == VERDICT_OK || v == VERDICT_BROKEN) {
                                *ret = c;
                                *ret_path = path;
                                return v;
                        }
                        candidate_done(&c);
                        free(path);

                        r = dir_learn(ld, dir, &state);
                        if (r < 0)
                                return r;
                        if (state == DIR_ABSENT && ld->subdirs[s][0]) {
                                r = dir_learn(ld, l->dirs[d], &state);
                                if (r < 0)
                                        return r;
                                if (state == DIR_ABSENT)
                                        break;
                        }
                }
        }
        return VERDICT_ABSENT;
}

static int object_origin(const LoadedObject *o, bool is_main, char **ret) {
        /* The program's origin comes from /proc/self/exe at a real start, so symlinks are resolved;
         * a library's comes from the path it was opened under. */
        return path_origin(is_main ? o->real_path : o->path, ret);
}

/* An object's RPATH or RUNPATH, expanded once and kept: every need of it and of the objects it
 * loads searches the same list again. */
static int object_search_list(Loader *ld, size_t obj, bool runpath, const SearchList **ret) {
        const LoadedObject *o = &ld->closure->objects[obj];
        const char *list = runpath ? o->image->runpath : o->image->rpath;
        size_t k = obj * 2 + runpath;
        int r;

        if (k >= ld->n_object_lists) {
                size_t n = MAX(k + 1, ld->n_object_lists * 2);
                SearchList *v = reallocarray(ld->object_lists, n, sizeof(*v));
                if (!v)
                        return -ENOMEM;
                memset(v + ld->n_object_lists, 0, (n - ld->n_object_lists) * sizeof(*v));
                ld->object_lists = v;
                ld->n_object_lists = n;
        }
        SearchList *l = &ld->object_lists[k];
        if (!l->parsed && list) {
                _cleanup_free_ char *origin = NULL;
                r = object_origin(o, obj == 0, &origin);
                if (r < 0)
                        return r;
                r = search_list_parse(ld, list, ":", origin, l);
                if (r < 0)
                        return r;
        }
        l->parsed = true;
        *ret = l;
        return 0;
}

static int search_object_list(Loader *ld, size_t obj, bool runpath, const char *name, Candidate *ret,
                              char **ret_path) {
        const SearchList *l;
        int r;

        r = object_search_list(ld, obj, runpath, &l);
        if (r < 0)
                return r;
        return search_in_list(ld, l, name, ret, ret_path);
}

/* ld.so's _dl_map_object() search for a name without a slash, on behalf of object `loader`. */
static int search_name(Loader *ld, size_t loader, const char *name, Candidate *ret, char **ret_path) {
        const LoadedObject *lo = &ld->closure->objects[loader];
        int r;

        if (!lo->image->runpath) {
                bool did_main = false;
                for (size_t l = loader; l != SIZE_MAX; l = ld->closure->objects[l].loader) {
                        r = search_object_list(ld, l, false, name, ret, ret_path);
                        if (r != VERDICT_ABSENT)
                                return r;
                        did_main |= l == 0;
                }
                if (!did_main) {
                        r = search_object_list(ld, 0, false, name, ret, ret_path);
                        if (r != VERDICT_ABSENT)
                                return r;
                }
        }

        r = search_in_list(ld, &ld->library_path, name, ret, ret_path);
        if (r != VERDICT_ABSENT)
                return r;

        r = search_object_list(ld, loader, true, name, ret, ret_path);
        if (r != VERDICT_ABSENT)
                return r;

        if (lo->image->flags_1 & DF_1_NODEFLIB)
                return VERDICT_ABSENT;

        if (ld->opts->cache && ld->cache_flags >= 0) {
                const char *cached = ldcache_lookup(ld->opts->cache, name, ld->cache_flags, &ld->hwcaps);
                if (cached) {
                        Candidate c;
                        Verdict v = candidate_open(ld, cached, false, &c);
                        /* A cache entry that fails verification falls through to the default path. */
                        if (v == VERDICT_OK) {
                                *ret = c;
                                *ret_path = strdup(cached);
                                if (!*ret_path) {
                                        candidate_done(ret);
                                        return -ENOMEM;
                                }
                                return VERDICT_OK;
                        }
                        candidate_done(&c);
                }
        }

        return search_in_list(ld, &ld->defaults, name, ret, ret_path);
}

static int closure_add_missing(Closure *c, const char *name, size_t needed_by) {
        LoaderMissing *m = reallocarray(c->missing, c->n_missing + 1, sizeof(*m));
        if (!m)
                return -ENOMEM;
        c->missing = m;
        m[c->n_missing].name = strdup(name);
        if (!m[c->n_missing].name)
                return -ENOMEM;
        m[c->n_missing].needed_by = needed_by;
        c->n_missing++;
        return 0;
}

/* Maps one DT_NEEDED entry of object `loader`. */
static int loader_map_needed(Loader *ld, size_t loader, const char *needed) {
        Closure *c = ld->closure;
        _cleanup_free_ char *expanded = NULL, *found_path = NULL;
        Candidate cand = { .fd = -EBADF };
        const char *name = needed;
        int r, v;

        if (ld->opts->cancel && atomic_load(ld->opts->cancel))
                return -ECANCELED;

        size_t known = closure_find_name(ld, needed);
        if (known != SIZE_MAX)
                /* ld.so remembers a soname match as one more name of the object. */
                return object_add_name(ld, known, needed);

        if (strchr(needed, '$')) {
                _cleanup_free_ char *origin = NULL;
                r = object_origin(&c->objects[loader], loader == 0, &origin);
                if (r < 0)
                        return r;
                r = dst_expand(ld, needed, strlen(needed), origin, &expanded);
                if (r < 0 && r != -ENAMETOOLONG)
                        return r;
                if (!expanded)
                        return closure_add_missing(c, needed, loader);
                name = expanded;
        }

        if (strchr(name, '/')) {
                v = candidate_open(ld, name, false, &cand);
                if (v == VERDICT_OK || v == VERDICT_BROKEN) {
                        found_path = strdup(name);
                        if (!found_path) {
                                candidate_done(&cand);
                                return -ENOMEM;
                        }
                }
        } else
                v = search_name(ld, loader, name, &cand, &found_path);
        if (v < 0)
                return v;

        if (v == VERDICT_BROKEN) {
                r = closure_warn(c, found_path, cand.reason ? cand.reason : "cannot load");
                candidate_done(&cand);
                if (r < 0)
                        return r;
                return closure_add_missing(c, needed, loader);
        }
        if (v != VERDICT_OK) {
                candidate_done(&cand);
                return closure_add_missing(c, needed, loader);
        }

        size_t idx;
        r = closure_add(ld, &cand, found_path, needed, loader, &idx);
        candidate_done(&cand);
        return r;
}

static void loader_done(Loader *ld) {
        dir_states_done(&ld->dirs);
        for (size_t i = 0; i < ld->n_object_lists; i++)
                search_list_done(&ld->object_lists[i]);
        free(ld->object_lists);
        search_list_done(&ld->library_path);
        search_list_done(&ld->defaults);
        free(ld->subdirs);
        free(ld->names.slots);
}

static int loader_init(Loader *ld, const LoaderOptions *opts, const ElfImage *main_image) {
        const char *triplet;
        int r;

        ld->opts = opts;
        ld->machine = main_image->machine;
        ld->elf_class = main_image->elf_class;
        ld->cache_flags = ldcache_flags_for(ld->machine, ld->elf_class);

        if (opts->hwcaps)
                ld->hwcaps = *opts->hwcaps;
        else if (machine_is_native(ld->machine, ld->elf_class))
                hwcaps_detect(&ld->hwcaps);
        else
                hwcaps_for_foreign(&ld->hwcaps);

        size_t max = hwcaps_subdirs_max(&ld->hwcaps);
        if (max == 0 || max > SUBDIRS_MAX)
                return -EINVAL;
        ld->subdirs = calloc(max, sizeof(*ld->subdirs));
        if (!ld->subdirs)
                return -ENOMEM;
        ld->n_subdirs = hwcaps_subdirs(&ld->hwcaps, ld->subdirs);

        /* $LIB and the default directories are compiled into each ld.so. Debian's are the
         * multiarch ones ("lib/x86_64-linux-gnu"), except for biarch loaders such as libc6-i386's
         * /lib/ld-linux.so.2 -> /lib32, which use the directory they live in ("lib32"). The
         * interpreter's real location tells them apart. */
        triplet = loader_multiarch_triplet(ld->machine, ld->elf_class);
        _cleanup_free_ char *interp_real = main_image->interp ? realpath(main_image->interp, NULL) : NULL;
        const char *rel = NULL;
        if (interp_real) {
                char *slash = strrchr(interp_real, '/');
                if (slash && slash != interp_real) {
                        *slash = 0;
                        rel = interp_real + (strncmp(interp_real, "/usr/", 5) == 0 ? 5 : 1);
                        if (strncmp(rel, "lib", 3) != 0)
                                rel = NULL;
                }
        }
        if (rel)
                snprintf(ld->lib_dst_buf, sizeof(ld->lib_dst_buf), "%s", rel);
        else if (triplet)
                snprintf(ld->lib_dst_buf, sizeof(ld->lib_dst_buf), "lib/%s", triplet);
        else
                snprintf(ld->lib_dst_buf, sizeof(ld->lib_dst_buf), "%s", ld->elf_class == ELFCLASS64 ? "lib64" : "lib");
        ld->lib_dst = ld->lib_dst_buf;

        if (opts->default_dirs) {
                for (size_t i = 0; i < opts->n_default_dirs; i++) {
                        SearchList one = {};
                        r = search_list_parse(ld, opts->default_dirs[i], "", "/", &one);
                        if (r < 0)
                                return r;
                        for (size_t j = 0; j < one.n_dirs; j++) {
                                r = strv_push(&ld->defaults.dirs, &ld->defaults.n_dirs, TAKE_PTR(one.dirs[j]));
                                if (r < 0) {
                                        search_list_done(&one);
                                        return r;
                                }
                        }
                        search_list_done(&one);
                }
        } else {
                char list[256];
                if (strcmp(ld->lib_dst, "lib") != 0)
                        snprintf(list, sizeof(list), "/%s:/usr/%s:/lib:/usr/lib", ld->lib_dst, ld->lib_dst);
                else
                        snprintf(list, sizeof(list), "/lib:/usr/lib");
                r = search_list_parse(ld, list, ":", "/", &ld->defaults);
                if (r < 0)
                        return r;
        }
        return 0;
}

int loader_closure(const char *path, const LoaderOptions *opts, Closure **ret, const char **ret_reason) {
        static const LoaderOptions no_options = {};
        Loader ld = {};
        Candidate cand;
        Closure *c;
        size_t idx;
        int r;

        if (!opts)
                opts = &no_options;

        c = calloc(1, sizeof(*c));
        if (!c)
                return -ENOMEM;
        ld.closure = c;

        Verdict v = candidate_open(&ld, path, true, &cand);
        if (v == VERDICT_ABSENT) {
                r = -errno;
                candidate_done(&cand);
                closure_free(c);
                return r;
        }
        if (v == VERDICT_BROKEN) {
                r = cand.reason && strcmp(cand.reason, "invalid ELF header") == 0 ? -ENOEXEC :
                    cand.reason && strcmp(cand.reason, "is a directory") == 0   ? -EISDIR :
                                                                                  -EBADMSG;
                if (ret_reason)
                        *ret_reason = cand.reason;
                candidate_done(&cand);
                closure_free(c);
                return r;
        }
        if (!cand.image->dynamic || (!cand.image->interp && cand.image->type != ET_DYN)) {
                if (ret_reason)
                        *ret_reason = "statically linked";
                candidate_done(&cand);
                closure_free(c);
                return -EMEDIUMTYPE;
        }

        r = loader_init(&ld, opts, cand.image);
        if (r < 0)
                goto fail;

        /* An empty LD_LIBRARY_PATH is ignored as a whole; only an empty element means ".". */
        if (opts->library_path && opts->library_path[0]) {
                _cleanup_free_ char *origin = NULL;
                /* LD_LIBRARY_PATH takes ':' and ';' and expands $ORIGIN relative to the program. */
                r = path_origin(path, &origin);
                if (r < 0)
                        goto fail;
                _cleanup_free_ char *real = realpath(path, NULL);
                if (real) {
                        free(origin);
                        origin = NULL;
                        r = path_origin(real, &origin);
                        if (r < 0)
                                goto fail;
                }
                r = search_list_parse(&ld, opts->library_path, ":;", origin, &ld.library_path);
                if (r < 0)
                        goto fail;
        }

        r = closure_add(&ld, &cand, path, NULL, SIZE_MAX, &idx);
        candidate_done(&cand);
        if (r < 0)
                goto fail;

        const char *interp = c->objects[0].image->interp;
        size_t interp_idx = SIZE_MAX;
        if (interp) {
                /* The kernel maps the interpreter with the program; its soname then satisfies every
                 * DT_NEEDED on it (libc needs ld-linux-x86-64.so.2). */
                v = candidate_open(&ld, interp, true, &cand);
                if (v == VERDICT_OK) {
                        r = closure_add(&ld, &cand, interp, NULL, SIZE_MAX, &interp_idx);
                        candidate_done(&cand);
                        if (r < 0)
                                goto fail;
                } else {
                        r = closure_warn(c, interp, v == VERDICT_ABSENT ? "interpreter not found" :
                                                                          cand.reason ? cand.reason : "cannot load");
                        candidate_done(&cand);
                        if (r < 0 || (r = closure_add_missing(c, interp, 0)) < 0)
                                goto fail;
                }
        }

        /* Breadth first: each object's needs in order, objects in the order they were loaded. */
        for (size_t i = 0; i < c->n_objects; i++) {
                if (i == interp_idx && i != 0)
                        continue; /* ld.so's own needs are resolved inside ld.so, not searched */
                for (size_t n = 0; n < c->objects[i].image->n_needed; n++) {
                        /* c->objects may move while mapping: index, never hold pointers. */
                        r = loader_map_needed(&ld, i, c->objects[i].image->needed[n]);
                        if (r < 0)
                                goto fail;
                }
        }

        loader_done(&ld);
        *ret = c;
        return 0;
fail:
        /* Without a reason the caller could only print strerror(E2BIG), "Argument list too long". */
        if (r == -E2BIG && ret_reason)
                *ret_reason = ld.reason ? ld.reason : "too many libraries in the closure";
        loader_done(&ld);
        closure_free(c);
        return r;
}

int closure_add_to_plan(const Closure *c, Plan *p) {
        int r;

        for (size_t i = 0; i < c->n_objects; i++) {
                const LoadedObject *o = &c->objects[i];
                PlanFile *f;

                r = plan_add_file(p, o->path, o->real_path, &o->st, &f);
                if (r < 0)
                        return r;
                r = elfimage_add_ranges(o->image, f);
                if (r < 0)
                        return r;
        }
        for (size_t i = 0; i < c->n_missing; i++) {
                r = plan_add_missing(p, c->missing[i].name, c->objects[c->missing[i].needed_by].path);
                if (r < 0)
                        return r;
        }
        return 0;
}
