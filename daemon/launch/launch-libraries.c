/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What the libraries of an observed launch do that no snapshot of it shows: the paths they look
 * up from their constructors, and the code they run as the program exits, after the last look.
 */
#include <errno.h>
#include <string.h>

#include "elfimage.h"
#include "launch-internal.h"
#include "macro.h"
#include "plan.h"

/*
 * Paths a library looks up from its constructor at every start of a program that maps it, which
 * no look and no event shows: libselinux reads /etc/selinux/config (absent unless SELinux is
 * configured), for every program that links it, gio's among them. Each of 80 profiles recorded in
 * the lab with libselinux mapped has the lookup; every observed one lacked it, and vim, warmed
 * from its observed profile, then read /etc/selinux's inode and block itself after its thaw.
 */
static const struct {
        const char *library; /* a mapped file's name */
        const char *path;
} library_lookups[] = {
        { "libselinux.so.1", "/etc/selinux/config" },
};

int launch_library_lookups(Profile *p) {
        for (size_t k = 0; k < ELEMENTSOF(library_lookups); k++)
                for (size_t i = 0; i < p->n_files; i++) {
                        const char *base = strrchr(p->files[i].path, '/');
                        int r;
                        if (strcmp(base ? base + 1 : p->files[i].path, library_lookups[k].library) != 0)
                                continue;
                        if (profile_has_lookup(p, library_lookups[k].path))
                                break;
                        r = profile_add_lookup_ino(p, library_lookups[k].path, 0);
                        if (r < 0)
                                return r;
                        break;
                }
        return 0;
}

/*
 * ld.so runs each object's DT_FINI as the program exits. gcc's crti puts it in a section of its
 * own after the whole text, on a page nothing else of a start touches: vim -es, warmed from its
 * observed profile, read libpcre2's and libm's DT_FINI pages itself as it exited, one request
 * each after its thaw, when a zombie's mappings are gone and no look can see them. Only a launch
 * that ended within its observation pays this at its start (a compile, an export, vim -es); one
 * that keeps running exits long after, so the caller asks only for those.
 */
int launch_exit_pages(Profile *p) {
        const uint64_t page = plan_page_size();

        for (size_t i = 0; i < p->n_files; i++) {
                ProfileFile *f = &p->files[i];
                ElfImage *img = NULL;
                uint64_t off;
                int r;

                if (f->n_ranges == 0 || elfimage_open(f->path, &img, NULL) < 0)
                        continue;
                r = img->fini != 0 && elfimage_vaddr_offset(img, img->fini, &off) >= 0
                            ? profile_file_add_touched(f, off / page * page, page)
                            : 0;
                elfimage_free(img);
                if (r == -ENOMEM)
                        return r;
        }
        return 0;
}
