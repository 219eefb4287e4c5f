/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A plan's files laid out one after another on ext4 (EXT4_IOC_MOVE_EXT); see relocate.h. */
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <linux/magic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

#include "device.h"
#include "macro.h"
#include "relocate.h"
#include "schedule.h"

/* The kernel's fs/ext4/ext4.h; not in the uapi headers Debian ships. */
struct ext4_move_extent {
        uint32_t reserved;
        uint32_t donor_fd;
        uint64_t orig_start;  /* in blocks */
        uint64_t donor_start; /* in blocks */
        uint64_t len;         /* in blocks */
        uint64_t moved_len;   /* out: blocks moved */
};
#ifndef EXT4_IOC_MOVE_EXT
#define EXT4_IOC_MOVE_EXT _IOWR('f', 15, struct ext4_move_extent)
#endif

/* One planned file that may be moved: open for reading while measuring, for writing to move. */
typedef struct Candidate {
        const PlanFile *f;
        const char *path;
        dev_t dev;
        ino_t ino;
        unsigned block_size;
        RelocateSpan *spans;
        size_t n_spans;
        int fd;
        bool shared; /* several targets plan it: laid out before the others */
} Candidate;

int relocate_spans(const PlanFile *f, uint64_t size, unsigned block_size, uint64_t bridge, RelocateSpan **ret) {
        uint64_t end_block = (size + block_size - 1) / block_size, bridge_blocks = bridge / block_size;
        RelocateSpan *v = NULL;
        size_t n = 0;

        /* The plan's ranges are sorted and do not touch (plan.h), so one pass joins them. */
        for (size_t i = 0; i < f->n_ranges; i++) {
                uint64_t offset = f->ranges[i].offset, start = offset / block_size;
                /* Clamped to the size first: a range "to the end" is UINT64_MAX long. */
                uint64_t end_byte = MIN(offset + MIN(f->ranges[i].length, UINT64_MAX - offset), size);
                uint64_t end = MIN((end_byte + block_size - 1) / block_size, end_block);

                if (start >= end)
                        continue;
                if (n > 0 && start <= v[n - 1].start + v[n - 1].length + bridge_blocks) {
                        v[n - 1].length = MAX(v[n - 1].start + v[n - 1].length, end) - v[n - 1].start;
                        continue;
                }
                RelocateSpan *nv = reallocarray(v, n + 1, sizeof(*v));
                if (!nv) {
                        free(v);
                        return -ENOMEM;
                }
                v = nv;
                v[n++] = (RelocateSpan) { .start = start, .length = end - start };
        }
        *ret = v;
        return (int) MIN(n, (size_t) INT32_MAX);
}

/* Adds the extents under one span of fd to the walk of the layout. */
static void layout_add(int fd, const RelocateSpan *s, unsigned block_size, uint64_t *next, bool *started,
                       size_t *runs, size_t *extents) {
        Extent *e = NULL;
        size_t n = 0;

        if (device_file_extents(fd, s->start * block_size, s->length * block_size, &e, &n) < 0 || n == 0) {
                /* Where it lies is unknown: it costs a seek of its own, at least. */
                (*runs)++;
                *started = false;
                free(e);
                return;
        }
        for (size_t i = 0; i < n; i++) {
                /* Less than a page between two spans is the alignment relocation keeps (blocks
                 * smaller than a page), read through by any request. */
                if (!*started || e[i].physical < *next || e[i].physical - *next >= plan_page_size())
                        (*runs)++;
                *started = true;
                *next = e[i].physical + e[i].length;
        }
        *extents += n;
        free(e);
}

static int skip_add(RelocateResult *r, const char *path, int error, const char *reason) {
        RelocateSkip *v = reallocarray(r->skipped, r->n_skipped + 1, sizeof(*v));
        char *p = strdup(path);

        if (!v || !p) {
                free(p);
                if (v)
                        r->skipped = v;
                return -ENOMEM;
        }
        r->skipped = v;
        r->skipped[r->n_skipped++] = (RelocateSkip) { .path = p, .error = error, .reason = reason };
        return 0;
}

/* Opens a planned file read-only, as the engine does, and decides whether it is one to lay out:
 * 1 yes, 0 not ours (not regular, not ext4, empty), <0 -ENOMEM. */
static int candidate_open(const PlanFile *f, Candidate *c, RelocateResult *r) {
        const char *path = f->real_path ? f->real_path : f->path, *reason = NULL;
        struct statfs sfs;
        struct stat st;
        int fd, q;

        q = schedule_file_open(f, &fd, &st, &reason);
        if (q == -EISDIR || q == -EINVAL)
                return 0;
        if (q < 0)
                return skip_add(r, path, q, reason) < 0 ? -ENOMEM : 0;
        if (fstatfs(fd, &sfs) < 0 || st.st_size == 0 || sfs.f_type != EXT4_SUPER_MAGIC) {
                close(fd);
                return 0;
        }
        *c = (Candidate) {
                .f = f,
                .path = path,
                .dev = st.st_dev,
                .ino = st.st_ino,
                .block_size = (unsigned) sfs.f_bsize,
                .fd = fd,
        };
        int n = relocate_spans(f, (uint64_t) st.st_size, c->block_size, SCHEDULE_BRIDGE_ROTATIONAL, &c->spans);
        if (n <= 0) {
                close(fd);
                return n;
        }
        c->n_spans = (size_t) n;
        return 1;
}

static const char *move_reason(int error) {
        switch (error) {
        case -ETXTBSY:
                return "a program being run";
        case -EPERM:
                return "immutable or append-only";
        case -EOPNOTSUPP:
        case -ENOTTY:
                return "not in extents (inline data, or an ext2/ext3 file)";
        case -EROFS:
                return "read-only file system";
        case -EACCES:
                return "cannot be opened for writing (relocation needs root)";
        default:
                return NULL;
        }
}

/* The donor blocks a span takes: each starts at the same offset within a page as its block 0
 * (MOVE_EXT wants orig_start and donor_start alike modulo a page), so with blocks under a page
 * a span is rounded up to whole pages. */
static uint64_t span_donor_blocks(const RelocateSpan *s, unsigned per_page) {
        return (s->length + per_page - 1) / per_page * per_page;
}

/* The files on one file system, c[0..n) in the plan's order, moved into one donor's blocks. */
static int relocate_device(Candidate *c, size_t n, RelocateResult *r) {
        unsigned per_page = MAX(1u, (unsigned) (plan_page_size() / c[0].block_size));
        uint64_t total = 0, cursor = 0;
        const char *dir_end;
        char *dir;
        int donor, q = 0;

        for (size_t i = 0; i < n; i++)
                for (size_t k = 0; k < c[i].n_spans; k++)
                        total += span_donor_blocks(&c[i].spans[k], per_page);

        /* The donor beside the first file: on its file system, and ext4 allocates near it. */
        dir_end = strrchr(c[0].path, '/');
        dir = dir_end ? strndup(c[0].path, MAX((size_t) (dir_end - c[0].path), (size_t) 1)) : strdup(".");
        if (!dir)
                return -ENOMEM;
        donor = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
        free(dir);
        if (donor < 0 || fallocate(donor, 0, 0, (off_t) (total * c[0].block_size)) < 0) {
                int error = -errno;
                const char *reason = error == -ENOSPC ? "no room for the new layout"
                                   : error == -EROFS  ? "read-only file system"
                                   : error == -EACCES || error == -EPERM ? "relocation needs root" : NULL;
                if (donor >= 0)
                        close(donor);
                for (size_t i = 0; i < n; i++)
                        if (skip_add(r, c[i].path, error, reason) < 0)
                                return -ENOMEM;
                return 0;
        }

        for (size_t i = 0; i < n && q >= 0; i++) {
                struct stat st;
                uint64_t moved = 0;
                int fd, error = 0;

                /* Opened again for writing: MOVE_EXT wants the file read-write, and a program
                 * being run refuses it (ETXTBSY), as it should. */
                fd = open(c[i].path, O_RDWR | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW | O_NONBLOCK);
                if (fd < 0)
                        error = -errno;
                else if (fstat(fd, &st) < 0)
                        error = -errno;
                else if (st.st_ino != c[i].ino || st.st_dev != c[i].dev)
                        error = -ESTALE; /* replaced since it was measured */
                for (size_t k = 0; error == 0 && k < c[i].n_spans; k++) {
                        struct ext4_move_extent me = {
                                .donor_fd = (uint32_t) donor,
                                .orig_start = c[i].spans[k].start,
                                .donor_start = cursor,
                                .len = c[i].spans[k].length,
                        };

                        if (ioctl(fd, EXT4_IOC_MOVE_EXT, &me) < 0) {
                                error = -errno;
                                break;
                        }
                        moved += me.moved_len;
                        /* Block for block: a hole in the span leaves its donor blocks unused. */
                        cursor += span_donor_blocks(&c[i].spans[k], per_page);
                        r->n_spans++;
                }
                if (fd >= 0)
                        close(fd);
                if (moved > 0) {
                        r->n_moved++;
                        r->bytes_moved += moved * c[i].block_size;
                }
                /* A file refused at its first span is left as it was; one refused later keeps
                 * what moved (each exchange is whole) and is said to be skipped too. */
                if (error < 0 || moved == 0)
                        q = skip_add(r, c[i].path, error < 0 ? error : -EIO,
                                     error == -ESTALE ? "changed since it was planned" : move_reason(error));
        }
        /* The moved data on the disk once for the whole file system, not a journal commit per
         * file; then the donor, holding the old blocks, frees them as it closes. */
        if (q >= 0 && syncfs(donor) < 0)
                q = -errno;
        close(donor);
        return q;
}

static int candidate_compare_dev(const void *a, const void *b) {
        const Candidate *x = a, *y = b;

        if (x->dev != y->dev)
                return x->dev < y->dev ? -1 : 1;
        if (x->shared != y->shared)
                return x->shared ? -1 : 1;
        /* Stable within a device: the plan's order, by where in the plan the file is. */
        return x->f < y->f ? -1 : x->f > y->f;
}

static void candidates_layout(const Candidate *c, size_t n, size_t *ret_runs, size_t *ret_extents) {
        size_t runs = 0, extents = 0;

        for (size_t i = 0; i < n;) {
                uint64_t next = 0;
                bool started = false;
                size_t j = i;

                for (; j < n && c[j].dev == c[i].dev; j++)
                        for (size_t k = 0; k < c[j].n_spans; k++)
                                layout_add(c[j].fd, &c[j].spans[k], c[j].block_size, &next, &started, &runs,
                                           &extents);
                i = j;
        }
        *ret_runs = runs;
        *ret_extents = extents;
}

int relocate_plan(const Plan *p, const RelocateOptions *o, RelocateResult **ret) {
        RelocateOptions opts = o ? *o : (RelocateOptions) {};
        _cleanup_free_ Candidate *c = NULL;
        RelocateResult *r;
        uint64_t bytes = 0;
        size_t n = 0;
        int q = 0;

        if (opts.max_bytes == 0)
                opts.max_bytes = RELOCATE_MAX_BYTES_DEFAULT;
        r = calloc(1, sizeof(*r));
        c = calloc(MAX(p->n_files, (size_t) 1), sizeof(*c));
        if (!r || !c) {
                free(r);
                return -ENOMEM;
        }
        for (size_t i = 0; i < p->n_files && q >= 0; i++) {
                bool dup = false;

                q = candidate_open(&p->files[i], &c[n], r);
                /* A file planned under two names (hard links) is moved once. */
                for (size_t j = 0; q > 0 && j < n && !dup; j++)
                        dup = c[j].dev == c[n].dev && c[j].ino == c[n].ino;
                if (q > 0 && dup) {
                        close(c[n].fd);
                        free(c[n].spans);
                }
                else if (q > 0) {
                        for (size_t k = 0; k < c[n].n_spans; k++)
                                bytes += c[n].spans[k].length * c[n].block_size;
                        c[n].shared = opts.shared && opts.shared[i];
                        r->n_shared += c[n].shared;
                        n++;
                }
        }
        if (q >= 0 && n == 0)
                q = -EMEDIUMTYPE;
        if (q >= 0 && bytes > opts.max_bytes)
                q = -EFBIG;
        if (q < 0)
                goto out;

        qsort(c, n, sizeof(*c), candidate_compare_dev);
        r->n_files = n;
        for (size_t i = 0; i < n; i++)
                r->n_devices += i == 0 || c[i].dev != c[i - 1].dev;
        candidates_layout(c, n, &r->runs_before, &r->extents_before);
        r->in_order = r->runs_before <= r->n_devices;
        if (r->in_order || opts.dry_run) {
                r->runs_after = r->runs_before;
                r->extents_after = r->extents_before;
                goto out;
        }
        for (size_t i = 0; i < n && q >= 0;) {
                size_t j = i;
                while (j < n && c[j].dev == c[i].dev)
                        j++;
                q = relocate_device(c + i, j - i, r);
                i = j;
        }
        if (q >= 0)
                candidates_layout(c, n, &r->runs_after, &r->extents_after);
out:
        for (size_t i = 0; i < n; i++) {
                close(c[i].fd);
                free(c[i].spans);
        }
        if (q < 0) {
                relocate_result_free(r);
                return q;
        }
        *ret = r;
        return 0;
}

int relocate_shared_files(const Plan *merged, Plan *const *plans, size_t n, bool **ret) {
        bool *shared = calloc(MAX(merged->n_files, (size_t) 1), sizeof(bool));

        if (!shared)
                return -ENOMEM;
        /* A file as plan_merge() matched it into merged, in each target's plan. */
        for (size_t i = 0; i < merged->n_files; i++) {
                size_t in = 0;
                for (size_t t = 0; t < n && in < 2; t++)
                        in += plan_find_same(plans[t], &merged->files[i]) != NULL;
                shared[i] = in >= 2;
        }
        *ret = shared;
        return 0;
}

RelocateResult *relocate_result_free(RelocateResult *r) {
        if (!r)
                return NULL;
        for (size_t i = 0; i < r->n_skipped; i++)
                free(r->skipped[i].path);
        free(r->skipped);
        free(r);
        return NULL;
}

int relocate_result_to_json(const RelocateResult *r, json_object **ret) {
        json_object *o = json_object_new_object(), *skipped = json_object_new_array();

        if (!o || !skipped) {
                json_object_put(o);
                json_object_put(skipped);
                return -ENOMEM;
        }
        json_object_object_add(o, "files", json_object_new_uint64(r->n_files));
        json_object_object_add(o, "moved", json_object_new_uint64(r->n_moved));
        json_object_object_add(o, "bytes_moved", json_object_new_uint64(r->bytes_moved));
        json_object_object_add(o, "spans", json_object_new_uint64(r->n_spans));
        json_object_object_add(o, "file_systems", json_object_new_uint64(r->n_devices));
        json_object_object_add(o, "in_order", json_object_new_boolean(r->in_order));
        json_object_object_add(o, "shared", json_object_new_uint64(r->n_shared));
        json_object_object_add(o, "runs_before", json_object_new_uint64(r->runs_before));
        json_object_object_add(o, "runs_after", json_object_new_uint64(r->runs_after));
        json_object_object_add(o, "extents_before", json_object_new_uint64(r->extents_before));
        json_object_object_add(o, "extents_after", json_object_new_uint64(r->extents_after));
        for (size_t i = 0; i < r->n_skipped; i++) {
                const RelocateSkip *s = &r->skipped[i];
                json_object *e = json_object_new_object();
                json_object_object_add(e, "path", json_object_new_string(s->path));
                json_object_object_add(e, "reason", json_object_new_string(s->reason ? s->reason : strerror(-s->error)));
                json_object_array_add(skipped, e);
        }
        json_object_object_add(o, "skipped", skipped);
        *ret = o;
        return 0;
}
