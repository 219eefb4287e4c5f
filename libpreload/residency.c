/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Page-cache residency of files and plans, with "unknown" where the kernel will not tell. */
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "macro.h"
#include "residency.h"
#include "schedule.h"
#include "json-util.h"

#ifndef __NR_cachestat
#define __NR_cachestat 451 /* the same number on every architecture */
#endif

struct residency_cachestat_range {
        uint64_t off;
        uint64_t len;
};

struct residency_cachestat {
        uint64_t nr_cache;
        uint64_t nr_dirty;
        uint64_t nr_writeback;
        uint64_t nr_evicted;
        uint64_t nr_recently_evicted;
};

/* mincore() is mapped in pieces of this size so that its vector stays small. */
#define RESIDENCY_MINCORE_PIECE (UINT64_C(256) << 20)

/* The kernel's own rule for mincore() and cachestat(): owner, or allowed to write. */
static bool residency_visible(int fd) {
        struct stat st;
        char proc[64];

        if (geteuid() == 0)
                return true;
        if (fstat(fd, &st) >= 0 && st.st_uid == geteuid())
                return true;
        snprintf(proc, sizeof(proc), "/proc/self/fd/%d", fd);
        return faccessat(AT_FDCWD, proc, W_OK, AT_EACCESS) >= 0;
}

static int residency_mincore(int fd, uint64_t offset, uint64_t length, uint64_t *ret_cached) {
        uint64_t page = plan_page_size(), cached = 0;
        _cleanup_free_ unsigned char *vec = NULL;

        vec = malloc((size_t) (RESIDENCY_MINCORE_PIECE / page));
        if (!vec)
                return -ENOMEM;
        while (length > 0) {
                uint64_t n = MIN(length, RESIDENCY_MINCORE_PIECE);
                /* Mapping does not read anything, and the mapping is never touched. */
                void *m = mmap(NULL, (size_t) n, PROT_READ, MAP_SHARED, fd, (off_t) offset);
                if (m == MAP_FAILED)
                        return -errno;
                if (mincore(m, (size_t) n, vec) < 0) {
                        int r = -errno;
                        munmap(m, (size_t) n);
                        return r;
                }
                munmap(m, (size_t) n);
                for (uint64_t i = 0; i < (n + page - 1) / page; i++)
                        if (vec[i] & 1)
                                cached += page;
                offset += n;
                length -= n;
        }
        *ret_cached = cached;
        return 0;
}

int residency_fd_range(int fd, uint64_t offset, uint64_t length, uint64_t *ret_cached) {
        uint64_t page = plan_page_size(), size, end, cached = 0;
        struct residency_cachestat cs = {};
        struct stat st;

        if (fstat(fd, &st) < 0)
                return -errno;
        /* A block device's cache is where ext4 keeps its metadata (the metadata pass reads it). */
        if (S_ISBLK(st.st_mode)) {
                uint64_t bytes;
                if (ioctl(fd, BLKGETSIZE64, &bytes) < 0)
                        return -errno;
                st.st_size = (off_t) MIN(bytes, (uint64_t) INT64_MAX);
        } else if (!S_ISREG(st.st_mode))
                return -EINVAL;
        if (!round_up_u64((uint64_t) st.st_size, page, &size))
                return -EOVERFLOW;
        offset = round_down_u64(offset, page);
        if (__builtin_add_overflow(offset, length, &end) || !round_up_u64(end, page, &end))
                end = size;
        end = MIN(end, size);
        if (offset >= end) {
                *ret_cached = 0;
                return 0;
        }

        struct residency_cachestat_range range = { .off = offset, .len = end - offset };
        if (syscall(__NR_cachestat, fd, &range, &cs, 0) >= 0)
                cached = cs.nr_cache * page;
        else if (errno == EPERM)
                return -EPERM;
        else if (errno == ENOSYS || errno == EINVAL) {
                /* Before Linux 6.5. mincore() would lie where cachestat() refuses: check first. */
                if (!residency_visible(fd))
                        return -EPERM;
                int r = residency_mincore(fd, offset, end - offset, &cached);
                if (r < 0)
                        return r;
        } else
                return -errno;

        *ret_cached = MIN(cached, end - offset);
        return 0;
}

PlanResidency *plan_residency_free(PlanResidency *r) {
        if (!r)
                return NULL;
        free(r->files);
        free(r);
        return NULL;
}

int residency_plan(const Plan *p, PlanResidency **ret) {
        PlanResidency *res = calloc(1, sizeof(*res));
        uint64_t page = plan_page_size();
        int r;

        if (!res)
                return -ENOMEM;
        if (p->n_files > 0) {
                res->files = calloc(p->n_files, sizeof(FileResidency));
                if (!res->files) {
                        free(res);
                        return -ENOMEM;
                }
        }
        res->n_files = p->n_files;

        for (size_t i = 0; i < p->n_files; i++) {
                const PlanFile *pf = &p->files[i];
                FileResidency *fr = &res->files[i];
                _cleanup_close_ int fd = -EBADF;
                const char *reason = NULL;
                struct stat st;
                uint64_t limit;

                r = schedule_file_open(pf, &fd, &st, &reason);
                if (r < 0) {
                        fr->error = r;
                        fr->reason = reason;
                        res->n_errors++;
                        continue;
                }
                if (!round_up_u64((uint64_t) st.st_size, page, &limit))
                        limit = UINT64_MAX;
                fr->known = true;
                for (size_t j = 0; j < pf->n_ranges; j++) {
                        uint64_t a = pf->ranges[j].offset, b = a + pf->ranges[j].length, c = 0;
                        if (a >= limit)
                                continue;
                        b = MIN(b, limit);
                        fr->total += b - a;
                        if (!fr->known)
                                continue;
                        r = residency_fd_range(fd, a, b - a, &c);
                        if (r == -EPERM) {
                                fr->known = false;
                                continue;
                        }
                        if (r == -ENOMEM)
                                goto fail;
                        if (r < 0) {
                                fr->error = r;
                                fr->known = false;
                                break;
                        }
                        fr->cached += c;
                }
                if (fr->error) {
                        res->n_errors++;
                } else if (fr->known) {
                        res->cached += fr->cached;
                        res->total_known += fr->total;
                } else {
                        fr->cached = 0;
                        res->n_unknown++;
                        res->total_unknown += fr->total;
                }
        }
        *ret = res;
        return 0;
fail:
        plan_residency_free(res);
        return -ENOMEM;
}

const char *file_residency_problem(const FileResidency *f) {
        if (f->error)
                return f->reason ? f->reason : strerror(-f->error);
        if (!f->known)
                return "unknown (" RESIDENCY_HIDDEN_REASON ")";
        return NULL;
}

int plan_residency_to_json(const PlanResidency *r, const Plan *p, json_object **ret) {
        json_object *o = json_object_new_object(), *files = json_object_new_array();

        if (!o || !files)
                goto fail;
        for (size_t i = 0; i < r->n_files && i < p->n_files; i++) {
                const FileResidency *f = &r->files[i];
                json_object *e = json_object_new_object();
                if (!e)
                        goto fail;
                if (json_add(e, "path", json_object_new_string(p->files[i].path)) < 0 ||
                    json_add_nullable(e, "cached", f->known ? json_object_new_uint64(f->cached) : NULL, f->known) < 0 ||
                    json_add(e, "total", json_object_new_uint64(f->total)) < 0 ||
                    json_add(e, "known", json_object_new_boolean(f->known)) < 0 ||
                    json_add_nullable(e, "error", file_residency_problem(f) ?
                                      json_object_new_string(f->error ? file_residency_problem(f) : RESIDENCY_HIDDEN_REASON) : NULL,
                                      file_residency_problem(f) != NULL) < 0 ||
                    json_object_array_add(files, e) < 0) {
                        json_object_put(e);
                        goto fail;
                }
        }
        if (json_add(o, "files", files) < 0) {
                files = NULL;
                goto fail;
        }
        files = NULL;
        if (json_add(o, "cached", json_object_new_uint64(r->cached)) < 0 ||
            json_add(o, "total_known", json_object_new_uint64(r->total_known)) < 0 ||
            json_add(o, "total_unknown", json_object_new_uint64(r->total_unknown)) < 0 ||
            json_add(o, "files_unknown", json_object_new_uint64(r->n_unknown)) < 0 ||
            json_add(o, "files_failed", json_object_new_uint64(r->n_errors)) < 0)
                goto fail;
        *ret = o;
        return 0;
fail:
        json_object_put(files);
        json_object_put(o);
        return -ENOMEM;
}
