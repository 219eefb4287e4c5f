/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A schedule and its plan in one allocation, for keeping; unpacked for a warm. */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "macro.h"
#include "schedule-pack.h"

#define PACK_NONE UINT32_MAX

enum {
        PACKED_HAVE_IDENTITY = 1u << 0,
        PACKED_ROTATIONAL = 1u << 1,
        PACKED_PHYSICAL = 1u << 2,
};

/* One file, in the schedule's order (the order to open them). */
typedef struct PackedFile {
        uint64_t plan_dev, plan_ino; /* the plan's identity, with PACKED_HAVE_IDENTITY */
        uint64_t dev, ino;           /* the schedule's: what the facts saw */
        const char *reason;          /* static text, or NULL */
        uint32_t path, real_path;    /* offsets into the strings; real_path PACK_NONE: none */
        uint32_t plan_index;
        uint32_t n_spans;            /* this file's, next in the pack's spans */
        int32_t error;
        uint8_t flags;
} PackedFile;

typedef struct PackedSpan {
        uint64_t offset, length;
} PackedSpan;

typedef struct PackedRequest {
        uint32_t file, length; /* a request is never above its device's cap */
        uint64_t offset;
} PackedRequest;

struct SchedulePack {
        size_t size;
        uint32_t n_files, n_spans, n_requests;
        uint64_t planned_bytes, budget_bytes, mem_available, budget_trimmed_bytes;
        size_t n_lookups, n_lookups_found;
        bool budget_refused;
        PackedFile *files;
        PackedSpan *spans;
        PackedRequest *requests;
        char *strings;
        uint64_t data[]; /* files, spans, requests, strings */
};

static uint32_t pack_string(char *strings, size_t *at, const char *s) {
        size_t n = strlen(s) + 1, o = *at;

        memcpy(strings + o, s, n);
        *at += n;
        return (uint32_t) o;
}

int schedule_pack(const Plan *p, const Schedule *s, SchedulePack **ret) {
        _cleanup_free_ bool *seen = NULL;
        size_t n_spans = 0, strings = 0, at = 0, size, span = 0;
        SchedulePack *k;

        if (s->n_files != p->n_files)
                return -EINVAL;
        if (s->n_files > 0 && !(seen = calloc(s->n_files, sizeof(bool))))
                return -ENOMEM;
        for (size_t i = 0; i < s->n_files; i++) {
                const ScheduleFile *sf = &s->files[i];
                const PlanFile *pf;

                /* every plan file once: unpacking fills the plan's array by these */
                if (sf->plan_index >= p->n_files || seen[sf->plan_index])
                        return -EINVAL;
                seen[sf->plan_index] = true;
                pf = &p->files[sf->plan_index];
                n_spans += sf->n_spans;
                strings += strlen(pf->path) + 1;
                if (pf->real_path && strcmp(pf->real_path, pf->path) != 0)
                        strings += strlen(pf->real_path) + 1;
        }
        for (size_t r = 0; r < s->n_requests; r++) {
                if (s->requests[r].file >= s->n_files)
                        return -EINVAL;
                if (s->requests[r].length > UINT32_MAX)
                        return -E2BIG;
        }
        if (s->n_files >= UINT32_MAX || n_spans >= UINT32_MAX || s->n_requests >= UINT32_MAX || strings >= UINT32_MAX)
                return -E2BIG;

        size = sizeof(SchedulePack) + s->n_files * sizeof(PackedFile) + n_spans * sizeof(PackedSpan) +
               s->n_requests * sizeof(PackedRequest) + strings;
        k = malloc(size);
        if (!k)
                return -ENOMEM;
        *k = (SchedulePack) {
                .size = size,
                .n_files = (uint32_t) s->n_files,
                .n_spans = (uint32_t) n_spans,
                .n_requests = (uint32_t) s->n_requests,
                .planned_bytes = s->planned_bytes,
                .budget_bytes = s->budget_bytes,
                .mem_available = s->mem_available,
                .budget_trimmed_bytes = s->budget_trimmed_bytes,
                .n_lookups = s->n_lookups,
                .n_lookups_found = s->n_lookups_found,
                .budget_refused = s->budget_refused,
        };
        /* 8-byte members first, so that each array stays aligned; the strings last */
        k->files = (PackedFile *) k->data;
        k->spans = (PackedSpan *) (k->files + s->n_files);
        k->requests = (PackedRequest *) (k->spans + n_spans);
        k->strings = (char *) (k->requests + s->n_requests);

        for (size_t i = 0; i < s->n_files; i++) {
                const ScheduleFile *sf = &s->files[i];
                const PlanFile *pf = &p->files[sf->plan_index];
                PackedFile *f = &k->files[i];

                *f = (PackedFile) {
                        .plan_dev = pf->have_identity ? (uint64_t) pf->dev : 0,
                        .plan_ino = pf->have_identity ? (uint64_t) pf->ino : 0,
                        .dev = (uint64_t) sf->dev,
                        .ino = (uint64_t) sf->ino,
                        .reason = sf->reason,
                        .plan_index = (uint32_t) sf->plan_index,
                        .n_spans = (uint32_t) sf->n_spans,
                        .error = sf->error,
                        .flags = (pf->have_identity ? PACKED_HAVE_IDENTITY : 0) |
                                 (sf->rotational ? PACKED_ROTATIONAL : 0) | (sf->physical ? PACKED_PHYSICAL : 0),
                        .real_path = PACK_NONE,
                };
                f->path = pack_string(k->strings, &at, pf->path);
                if (pf->real_path && strcmp(pf->real_path, pf->path) != 0)
                        f->real_path = pack_string(k->strings, &at, pf->real_path);
                for (size_t j = 0; j < sf->n_spans; j++)
                        k->spans[span++] = (PackedSpan) { sf->spans[j].offset, sf->spans[j].length };
        }
        for (size_t r = 0; r < s->n_requests; r++)
                k->requests[r] = (PackedRequest) { .file = (uint32_t) s->requests[r].file,
                                                   .length = (uint32_t) s->requests[r].length,
                                                   .offset = s->requests[r].offset };
        *ret = k;
        return 0;
}

SchedulePack *schedule_pack_free(SchedulePack *k) {
        free(k);
        return NULL;
}

size_t schedule_pack_bytes(const SchedulePack *k) {
        return k ? k->size : 0;
}

uint64_t schedule_pack_total_bytes(const SchedulePack *k) {
        uint64_t n = 0;

        for (size_t i = 0; k && i < k->n_spans; i++)
                n += k->spans[i].length;
        return n;
}

static int unpack_plan(const SchedulePack *k, Plan **ret) {
        Plan *p = NULL;
        int r = plan_new(&p);

        if (r < 0)
                return r;
        if (k->n_files > 0 && !(p->files = calloc(k->n_files, sizeof(PlanFile)))) {
                plan_free(p);
                return -ENOMEM;
        }
        p->n_files = p->n_files_allocated = k->n_files;
        for (size_t i = 0; i < k->n_files; i++) {
                const PackedFile *f = &k->files[i];
                PlanFile *pf = &p->files[f->plan_index];

                pf->have_identity = f->flags & PACKED_HAVE_IDENTITY;
                pf->dev = (dev_t) f->plan_dev;
                pf->ino = (ino_t) f->plan_ino;
                pf->path = strdup(k->strings + f->path);
                if (!pf->path || (f->real_path != PACK_NONE && !(pf->real_path = strdup(k->strings + f->real_path)))) {
                        plan_free(p);
                        return -ENOMEM;
                }
        }
        *ret = p;
        return 0;
}

static int unpack_schedule(const SchedulePack *k, Schedule **ret) {
        Schedule *s = calloc(1, sizeof(*s));
        size_t span = 0;

        if (!s)
                return -ENOMEM;
        *s = (Schedule) {
                .planned_bytes = k->planned_bytes,
                .budget_bytes = k->budget_bytes,
                .mem_available = k->mem_available,
                .budget_trimmed_bytes = k->budget_trimmed_bytes,
                .budget_refused = k->budget_refused,
                .n_lookups = k->n_lookups,
                .n_lookups_found = k->n_lookups_found,
        };
        if ((k->n_files > 0 && !(s->files = calloc(k->n_files, sizeof(ScheduleFile)))) ||
            (k->n_requests > 0 && !(s->requests = calloc(k->n_requests, sizeof(ScheduleRequest))))) {
                schedule_free(s);
                return -ENOMEM;
        }
        s->n_files = k->n_files;
        for (size_t i = 0; i < k->n_files; i++) {
                const PackedFile *f = &k->files[i];
                ScheduleFile *sf = &s->files[i];

                *sf = (ScheduleFile) {
                        .plan_index = f->plan_index,
                        .error = f->error,
                        .reason = f->reason,
                        .dev = (dev_t) f->dev,
                        .ino = (ino_t) f->ino,
                        .rotational = f->flags & PACKED_ROTATIONAL,
                        .physical = f->flags & PACKED_PHYSICAL,
                };
                if (f->error != 0)
                        s->n_errors++;
                if (f->n_spans > 0 && !(sf->spans = calloc(f->n_spans, sizeof(Range)))) {
                        schedule_free(s);
                        return -ENOMEM;
                }
                sf->n_spans = f->n_spans;
                for (size_t j = 0; j < f->n_spans; j++, span++) {
                        sf->spans[j] = (Range) { .offset = k->spans[span].offset, .length = k->spans[span].length };
                        sf->bytes += k->spans[span].length;
                }
                s->total_bytes += sf->bytes;
        }
        s->n_requests = k->n_requests;
        for (size_t r = 0; r < k->n_requests; r++) {
                s->requests[r] = (ScheduleRequest) { .file = k->requests[r].file,
                                                     .offset = k->requests[r].offset,
                                                     .length = k->requests[r].length };
                s->files[k->requests[r].file].n_requests++;
        }
        *ret = s;
        return 0;
}

int schedule_unpack(const SchedulePack *k, Plan **ret_plan, Schedule **ret_schedule) {
        Plan *p = NULL;
        int r;

        r = unpack_plan(k, &p);
        if (r < 0)
                return r;
        r = unpack_schedule(k, ret_schedule);
        if (r < 0) {
                plan_free(p);
                return r;
        }
        *ret_plan = p;
        return 0;
}
