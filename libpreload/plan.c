/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The plan type: files with sorted, merged, page-aligned ranges. */
#include <errno.h>
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "macro.h"
#include "plan.h"
#include "json-util.h"

uint64_t plan_page_size(void) {
        static uint64_t cached;
        if (cached == 0) {
                long v = sysconf(_SC_PAGESIZE);
                cached = v > 0 ? (uint64_t) v : 4096;
        }
        return cached;
}

int plan_new(Plan **ret) {
        Plan *p = calloc(1, sizeof(*p));
        if (!p)
                return -ENOMEM;
        *ret = p;
        return 0;
}

static void plan_file_done(PlanFile *f) {
        free(f->path);
        free(f->real_path);
        free(f->ranges);
}

static void plan_missing_clear(Plan *p) {
        for (size_t i = 0; i < p->n_missing; i++) {
                free(p->missing[i].name);
                free(p->missing[i].needed_by);
        }
        p->missing = mfree(p->missing);
        p->n_missing = 0;
}

static void plan_lookups_clear(Plan *p) {
        strv_free_n(p->lookups, p->n_lookups);
        p->lookups = NULL;
        p->n_lookups = p->n_lookups_allocated = 0;
}

Plan *plan_free(Plan *p) {
        if (!p)
                return NULL;
        for (size_t i = 0; i < p->n_files; i++)
                plan_file_done(&p->files[i]);
        free(p->files);
        plan_missing_clear(p);
        plan_lookups_clear(p);
        free(p);
        return NULL;
}

static bool streq_null(const char *a, const char *b) {
        if (!a || !b)
                return a == b;
        return strcmp(a, b) == 0;
}

static PlanFile *plan_find_file(const Plan *p, const char *path, const char *real_path, const struct stat *st) {
        for (size_t i = 0; i < p->n_files; i++) {
                PlanFile *f = &p->files[i];
                if (st && f->have_identity) {
                        if (f->dev == st->st_dev && f->ino == st->st_ino)
                                return f;
                        continue;
                }
                if (real_path && f->real_path) {
                        if (strcmp(real_path, f->real_path) == 0)
                                return f;
                        continue;
                }
                if (streq_null(path, f->path))
                        return f;
        }
        return NULL;
}

const PlanFile *plan_find_same(const Plan *p, const PlanFile *f) {
        struct stat st = { .st_dev = f->dev, .st_ino = f->ino };
        return plan_find_file(p, f->path, f->real_path, f->have_identity ? &st : NULL);
}

int plan_add_file(Plan *p, const char *path, const char *real_path, const struct stat *st,
                  PlanFile **ret) {
        PlanFile *f = plan_find_file(p, path, real_path, st);
        if (f) {
                if (ret)
                        *ret = f;
                return 0;
        }

        /* 4000 files of a data directory took 1.3 s to plan under AddressSanitizer (whose realloc
         * always moves) when the array grew by one */
        if (ARRAY_GROW(p->files, p->n_files_allocated, p->n_files) < 0)
                return -ENOMEM;

        f = &p->files[p->n_files];
        *f = (PlanFile) {};
        f->path = strdup(path);
        f->real_path = real_path ? strdup(real_path) : NULL;
        if (!f->path || (real_path && !f->real_path)) {
                plan_file_done(f);
                return -ENOMEM;
        }
        if (st) {
                f->have_identity = true;
                f->dev = st->st_dev;
                f->ino = st->st_ino;
                f->size = (uint64_t) st->st_size;
                f->mtime_nsec = (uint64_t) st->st_mtim.tv_sec * UINT64_C(1000000000) +
                                (uint64_t) st->st_mtim.tv_nsec;
        }
        p->n_files++;
        if (ret)
                *ret = f;
        return 0;
}

int ranges_add(Range **ranges, size_t *n, size_t *n_allocated, uint64_t start, uint64_t end, unsigned sources) {
        Range *v = *ranges;
        size_t lo = 0, hi = *n;

        if (start >= end)
                return 0;
        /* First range that ends at or after start (disjoint and sorted, so their ends ascend too):
         * everything before it stays untouched. */
        while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                if (v[mid].offset + v[mid].length < start)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        /* Ranges [lo, hi) touch or overlap the new one and collapse into it. */
        hi = lo;
        while (hi < *n && v[hi].offset <= end) {
                start = MIN(start, v[hi].offset);
                end = MAX(end, v[hi].offset + v[hi].length);
                sources |= v[hi].sources;
                hi++;
        }

        Range merged = { .offset = start, .length = end - start, .sources = sources };
        if (hi > lo) {
                v[lo] = merged;
                memmove(v + lo + 1, v + hi, (*n - hi) * sizeof(Range));
                *n -= hi - lo - 1;
                return 0;
        }

        if (*n >= *n_allocated) {
                size_t want = MAX(*n + 1, *n_allocated > 0 ? *n_allocated * 2 : 4);
                v = reallocarray(v, want, sizeof(Range));
                if (!v)
                        return -ENOMEM;
                *ranges = v;
                *n_allocated = want;
        }
        memmove(v + lo + 1, v + lo, (*n - lo) * sizeof(Range));
        v[lo] = merged;
        (*n)++;
        return 0;
}

uint64_t ranges_bytes(const Range *ranges, size_t n) {
        uint64_t sum = 0;
        for (size_t i = 0; i < n; i++)
                sum += ranges[i].length;
        return sum;
}

bool plan_file_only_neighbour(const PlanFile *f) {
        for (size_t i = 0; i < f->n_ranges; i++)
                if (f->ranges[i].sources != RANGE_SOURCE_NEIGHBOUR)
                        return false;
        return f->n_ranges > 0;
}

int plan_file_add_range(PlanFile *f, uint64_t offset, uint64_t length, unsigned sources) {
        uint64_t page = plan_page_size(), end, start;

        if (length == 0)
                return 0;
        if (__builtin_add_overflow(offset, length, &end))
                return -EOVERFLOW;
        if (!round_up_u64(end, page, &end))
                return -EOVERFLOW;
        start = round_down_u64(offset, page);
        return ranges_add(&f->ranges, &f->n_ranges, &f->n_ranges_allocated, start, end, sources);
}

int plan_add_missing(Plan *p, const char *name, const char *needed_by) {
        for (size_t i = 0; i < p->n_missing; i++)
                if (streq_null(p->missing[i].name, name) && streq_null(p->missing[i].needed_by, needed_by))
                        return 0;

        PlanMissing *m = reallocarray(p->missing, p->n_missing + 1, sizeof(*m));
        if (!m)
                return -ENOMEM;
        p->missing = m;
        m = &m[p->n_missing];
        m->name = strdup(name);
        m->needed_by = needed_by ? strdup(needed_by) : NULL;
        if (!m->name || (needed_by && !m->needed_by)) {
                free(m->name);
                free(m->needed_by);
                return -ENOMEM;
        }
        p->n_missing++;
        return 0;
}

int lookups_add(char ***lookups, size_t *n, size_t *n_allocated, const char *path) {
        if (!path || path[0] != '/')
                return -EINVAL;
        if (*n == *n_allocated) {
                size_t m = *n_allocated ? *n_allocated * 2 : 64;
                char **v = reallocarray(*lookups, m, sizeof(char *));
                if (!v)
                        return -ENOMEM;
                *lookups = v;
                *n_allocated = m;
        }
        char *s = strdup(path);
        if (!s)
                return -ENOMEM;
        (*lookups)[(*n)++] = s;
        return 0;
}

int plan_add_lookup(Plan *p, const char *path) {
        return lookups_add(&p->lookups, &p->n_lookups, &p->n_lookups_allocated, path);
}

int plan_merge(Plan *dst, const Plan *src) {
        int r;

        for (size_t i = 0; i < src->n_files; i++) {
                const PlanFile *sf = &src->files[i];
                struct stat st = { .st_dev = sf->dev, .st_ino = sf->ino, .st_size = (off_t) sf->size };
                PlanFile *df;

                st.st_mtim.tv_sec = (time_t) (sf->mtime_nsec / UINT64_C(1000000000));
                st.st_mtim.tv_nsec = (long) (sf->mtime_nsec % UINT64_C(1000000000));
                r = plan_add_file(dst, sf->path, sf->real_path, sf->have_identity ? &st : NULL, &df);
                if (r < 0)
                        return r;
                for (size_t j = 0; j < sf->n_ranges; j++) {
                        r = plan_file_add_range(df, sf->ranges[j].offset, sf->ranges[j].length,
                                                sf->ranges[j].sources);
                        if (r < 0)
                                return r;
                }
        }
        for (size_t i = 0; i < src->n_missing; i++) {
                r = plan_add_missing(dst, src->missing[i].name, src->missing[i].needed_by);
                if (r < 0)
                        return r;
        }
        for (size_t i = 0; i < src->n_lookups; i++) {
                r = plan_add_lookup(dst, src->lookups[i]);
                if (r < 0)
                        return r;
        }
        return 0;
}

uint64_t plan_file_bytes(const PlanFile *f) {
        return ranges_bytes(f->ranges, f->n_ranges);
}

uint64_t plan_total_bytes(const Plan *p) {
        uint64_t sum = 0;
        for (size_t i = 0; i < p->n_files; i++)
                sum += plan_file_bytes(&p->files[i]);
        return sum;
}

size_t plan_total_ranges(const Plan *p) {
        size_t n = 0;
        for (size_t i = 0; i < p->n_files; i++)
                n += p->files[i].n_ranges;
        return n;
}

const char *range_source_to_string(RangeSource s) {
        switch (s) {
        case RANGE_SOURCE_ELF:
                return "elf";
        case RANGE_SOURCE_FILE:
                return "file";
        case RANGE_SOURCE_PROFILE:
                return "profile";
        case RANGE_SOURCE_NEIGHBOUR:
                return "neighbour";
        }
        return NULL;
}

static int plan_file_to_json(const PlanFile *f, json_object **ret) {
        json_object *o = json_object_new_object(), *ranges = NULL, *sources = NULL;
        unsigned all_sources = 0;
        int r = -ENOMEM;

        if (!o)
                return -ENOMEM;
        ranges = json_object_new_array();
        sources = json_object_new_array();
        if (!ranges || !sources)
                goto fail;
        for (size_t i = 0; i < f->n_ranges; i++) {
                json_object *pair = json_object_new_array();
                if (!pair)
                        goto fail;
                if (json_append(pair, json_object_new_uint64(f->ranges[i].offset)) < 0 ||
                    json_append(pair, json_object_new_uint64(f->ranges[i].length)) < 0 ||
                    json_append(ranges, pair) < 0) {
                        json_object_put(pair);
                        goto fail;
                }
                all_sources |= f->ranges[i].sources;
        }
        for (unsigned bit = 1; bit <= RANGE_SOURCE_NEIGHBOUR; bit <<= 1)
                if ((all_sources & bit) && json_append(sources, json_object_new_string(range_source_to_string(bit))) < 0)
                        goto fail;

        if (json_add(o, "path", json_object_new_string(f->path)) < 0 ||
            json_add_string_or_null(o, "real_path", f->real_path) < 0 ||
            json_add(o, "size", json_object_new_uint64(f->size)) < 0)
                goto fail;
        r = json_add(o, "ranges", ranges);
        ranges = NULL;
        if (r < 0)
                goto fail;
        r = json_add(o, "sources", sources);
        sources = NULL;
        if (r < 0)
                goto fail;
        r = json_add(o, "bytes", json_object_new_uint64(plan_file_bytes(f)));
        if (r < 0)
                goto fail;
        *ret = o;
        return 0;
fail:
        json_object_put(ranges);
        json_object_put(sources);
        json_object_put(o);
        return r < 0 ? r : -ENOMEM;
}

int plan_to_json(const Plan *p, json_object **ret) {
        json_object *o = json_object_new_object(), *files = json_object_new_array(),
                    *missing = json_object_new_array(), *lookups = json_object_new_array();
        int r = -ENOMEM;

        if (!o || !files || !missing || !lookups)
                goto fail;
        for (size_t i = 0; i < p->n_files; i++) {
                json_object *fo;
                r = plan_file_to_json(&p->files[i], &fo);
                if (r < 0)
                        goto fail;
                r = json_append(files, fo);
                if (r < 0)
                        goto fail;
        }
        for (size_t i = 0; i < p->n_missing; i++) {
                json_object *mo = json_object_new_object();
                if (!mo)
                        goto fail;
                if (json_add(mo, "name", json_object_new_string(p->missing[i].name)) < 0 ||
                    json_add_string_or_null(mo, "needed_by", p->missing[i].needed_by) < 0 ||
                    json_append(missing, mo) < 0) {
                        json_object_put(mo);
                        r = -ENOMEM;
                        goto fail;
                }
        }
        r = json_add(o, "files", files);
        files = NULL;
        if (r < 0)
                goto fail;
        r = json_add(o, "missing", missing);
        missing = NULL;
        if (r < 0)
                goto fail;
        for (size_t i = 0; i < p->n_lookups; i++)
                if (json_append(lookups, json_object_new_string(p->lookups[i])) < 0) {
                        r = -ENOMEM;
                        goto fail;
                }
        r = json_add(o, "lookups", lookups);
        lookups = NULL;
        if (r < 0)
                goto fail;
        if (json_add(o, "total_bytes", json_object_new_uint64(plan_total_bytes(p))) < 0 ||
            json_add(o, "total_files", json_object_new_uint64(p->n_files)) < 0 ||
            json_add(o, "total_ranges", json_object_new_uint64(plan_total_ranges(p))) < 0 ||
            json_add(o, "total_lookups", json_object_new_uint64(p->n_lookups)) < 0) {
                r = -ENOMEM;
                goto fail;
        }
        *ret = o;
        return 0;
fail:
        json_object_put(files);
        json_object_put(missing);
        json_object_put(lookups);
        json_object_put(o);
        return r < 0 ? r : -ENOMEM;
}
