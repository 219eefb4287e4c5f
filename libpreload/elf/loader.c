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
#include "loader-internal.h"
#include "loader.h"
#include "macro.h"
#include "plan.h"


int loader_strv_push(char ***v, size_t *n, char *s) {
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
        return loader_strv_push(&c->warnings, &c->n_warnings, s);
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

void candidate_done(Candidate *c) {
        safe_close(c->fd);
        elfimage_free(c->image);
        *c = (Candidate) { .fd = -EBADF };
}

Verdict candidate_open(const Loader *ld, const char *path, bool is_main, Candidate *c) {
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
        for (size_t i = string_hash(name) & (ix->n_slots - 1);; i = (i + 1) & (ix->n_slots - 1)) {
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
                        for (i = string_hash(ix->slots[k].name) & (n - 1); slots[i].name; i = (i + 1) & (n - 1))
                                ;
                        slots[i] = ix->slots[k];
                }
                free(ix->slots);
                ix->slots = slots;
                ix->n_slots = n;
        }
        for (i = string_hash(name) & (ix->n_slots - 1); ix->slots[i].name; i = (i + 1) & (ix->n_slots - 1))
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
        r = loader_strv_push(&o->names, &o->n_names, s);
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
                                r = loader_strv_push(&ld->defaults.dirs, &ld->defaults.n_dirs, TAKE_PTR(one.dirs[j]));
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

int closure_add_to_plan(const Closure *c, uint64_t segment_max, Plan *p) {
        int r;

        for (size_t i = 0; i < c->n_objects; i++) {
                const LoadedObject *o = &c->objects[i];
                PlanFile *f;

                r = plan_add_file(p, o->path, o->real_path, &o->st, &f);
                if (r < 0)
                        return r;
                r = elfimage_add_ranges(o->image, segment_max, f);
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
