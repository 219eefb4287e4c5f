/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Plan + device facts + budget -> ordered requests of at most one read-ahead cap each. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"
#include "metadata.h"
#include "schedule.h"
#include "json-util.h"

int schedule_facts_new(size_t n_files, ScheduleFacts **ret) {
        ScheduleFacts *f = calloc(1, sizeof(*f));
        if (!f)
                return -ENOMEM;
        if (n_files > 0) {
                f->files = calloc(n_files, sizeof(FileFacts));
                if (!f->files) {
                        free(f);
                        return -ENOMEM;
                }
        }
        f->n_files = n_files;
        *ret = f;
        return 0;
}

ScheduleFacts *schedule_facts_free(ScheduleFacts *f) {
        if (!f)
                return NULL;
        for (size_t i = 0; i < f->n_files; i++)
                free(f->files[i].extents);
        free(f->files);
        free(f);
        return NULL;
}

/* Sorting helpers carry their context in the array, so qsort needs no globals. */
typedef struct OpenKey {
        size_t index;
        bool have_identity;
        dev_t dev;
        ino_t ino;
} OpenKey;

static int open_key_compare(const void *a, const void *b) {
        const OpenKey *x = a, *y = b;

        /* Files without a known inode go last, in plan order. */
        if (x->have_identity != y->have_identity)
                return x->have_identity ? -1 : 1;
        if (x->have_identity) {
                if (x->dev != y->dev)
                        return x->dev < y->dev ? -1 : 1;
                if (x->ino != y->ino)
                        return x->ino < y->ino ? -1 : 1;
        }
        return x->index < y->index ? -1 : x->index > y->index;
}

int schedule_file_open(const PlanFile *f, int *ret_fd, struct stat *ret_st, const char **ret_reason) {
        _cleanup_close_ int fd = -EBADF;
        struct stat st;

        fd = open_regular_file(f->real_path ? f->real_path : f->path, &st);
        if (fd == -EISDIR || fd == -EBADMSG) {
                *ret_reason = file_type_reason(st.st_mode);
                return fd == -EISDIR ? -EISDIR : -EINVAL;
        }
        if (fd == -ESTALE) {
                *ret_reason = "replaced while being opened";
                return fd;
        }
        if (fd < 0)
                return fd;
        if (f->have_identity && (st.st_dev != f->dev || st.st_ino != f->ino)) {
                *ret_reason = "replaced since planning (another inode at this path)";
                return -ESTALE;
        }
        *ret_fd = TAKE_FD(fd);
        *ret_st = st;
        return 0;
}

static int path_compare(const void *a, const void *b) {
        return strcmp(*(char *const *) a, *(char *const *) b);
}

typedef struct DirEntry {
        ino_t ino;
        char *name;
} DirEntry;

static int dir_entry_compare(const void *a, const void *b) {
        const DirEntry *x = a, *y = b;
        return x->ino < y->ino ? -1 : x->ino > y->ino;
}

/* "DIR/": a directory whose names a launch looked up (profile.h), read whole (the lookups that
 * fail there read its blocks as much as those that succeed), and its entries stat()ed in inode
 * order (those that exist cost the launch their inodes; in inode order the inode-table reads
 * are shared). Returns the entries stat()ed, or -errno. */
static int dir_read_entries(const char *path) {
        _cleanup_free_ DirEntry *v = NULL;
        size_t n = 0, allocated = 0;
        DIR *d = opendir(path);
        int r = 0;

        if (!d)
                return -errno;
        for (struct dirent *de; n < LOOKUP_DIR_ENTRIES_MAX && (de = readdir(d));) {
                if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
                        continue;
                if (ARRAY_GROW(v, allocated, n) < 0 || !(v[n].name = strdup(de->d_name))) {
                        r = -ENOMEM;
                        break;
                }
                v[n++].ino = de->d_ino;
        }
        if (r >= 0 && n > 1)
                qsort(v, n, sizeof(*v), dir_entry_compare);
        for (size_t i = 0; i < n; i++) {
                struct stat st;
                if (r >= 0)
                        (void) fstatat(dirfd(d), v[i].name, &st, AT_SYMLINK_NOFOLLOW);
                free(v[i].name);
        }
        closedir(d);
        return r < 0 ? r : (int) n;
}

static int lookups_warm(const Plan *p, ScheduleFacts *facts) {
        if (p->n_lookups == 0)
                return 0;
        _cleanup_free_ char **v = reallocarray(NULL, p->n_lookups, sizeof(char *));
        if (!v)
                return -ENOMEM;
        memcpy(v, p->lookups, p->n_lookups * sizeof(char *));
        qsort(v, p->n_lookups, sizeof(char *), path_compare);
        for (size_t i = 0; i < p->n_lookups; i++) {
                struct stat st;
                if (i > 0 && strcmp(v[i - 1], v[i]) == 0)
                        continue;
                facts->n_lookups++;
                if (stat(v[i], &st) < 0)
                        continue;
                facts->n_lookups_found++;
                if (lookup_names_dir(v[i]) && S_ISDIR(st.st_mode) && (uint64_t) st.st_size <= METADATA_DIR_MAX) {
                        int k = dir_read_entries(v[i]);
                        if (k == -ENOMEM)
                                return k;
                        if (k >= 0) {
                                facts->n_lookup_dirs_read++;
                                facts->n_lookup_entries += (size_t) k;
                        }
                }
        }
        return 0;
}

int schedule_facts_gather(const Plan *p, DeviceCache *dc, ScheduleOrder order, ScheduleFacts **ret) {
        return schedule_facts_gather_until(p, dc, order, NULL, ret);
}

int schedule_facts_gather_until(const Plan *p, DeviceCache *dc, ScheduleOrder order, const atomic_bool *cancel,
                                ScheduleFacts **ret) {
        _cleanup_free_ OpenKey *keys = NULL;
        ScheduleFacts *facts = NULL;
        int r;

        r = schedule_facts_new(p->n_files, &facts);
        if (r < 0)
                return r;
        r = lookups_warm(p, facts);
        if (r < 0) {
                schedule_facts_free(facts);
                return r;
        }
        if (p->n_files > 0) {
                keys = calloc(p->n_files, sizeof(*keys));
                if (!keys) {
                        schedule_facts_free(facts);
                        return -ENOMEM;
                }
        }
        for (size_t i = 0; i < p->n_files; i++)
                keys[i] = (OpenKey) { .index = i, .have_identity = p->files[i].have_identity,
                                      .dev = p->files[i].dev, .ino = p->files[i].ino };
        if (p->n_files > 1)
                qsort(keys, p->n_files, sizeof(*keys), open_key_compare);

        for (size_t k = 0; k < p->n_files; k++) {
                const PlanFile *pf = &p->files[keys[k].index];
                FileFacts *ff = &facts->files[keys[k].index];
                _cleanup_close_ int fd = -EBADF;
                const DeviceInfo *di;
                const char *reason = NULL;
                struct stat st;

                if (cancel && (k & 63) == 0 && atomic_load(cancel)) {
                        schedule_facts_free(facts);
                        return -ECANCELED;
                }
                r = schedule_file_open(pf, &fd, &st, &reason);
                if (r < 0) {
                        if (r == -ENOMEM)
                                goto fail;
                        ff->error = r;
                        ff->reason = reason;
                        continue;
                }
                ff->dev = st.st_dev;
                ff->ino = st.st_ino;
                ff->size = (uint64_t) st.st_size;

                r = device_cache_get(dc, fd, "", st.st_dev, &di);
                if (r == -ENOMEM)
                        goto fail;
                if (r < 0) {
                        /* A sysfs tree that does not parse: warm with the safe default anyway. */
                        ff->cap = DEVICE_DEFAULT_CAP;
                        ff->rotational = false;
                } else {
                        ff->cap = di->cap;
                        ff->rotational = di->rotational;
                }

                if (order == SCHEDULE_ORDER_PHYSICAL || (order == SCHEDULE_ORDER_AUTO && ff->rotational)) {
                        r = device_file_extents(fd, 0, ff->size, &ff->extents, &ff->n_extents);
                        if (r == -ENOMEM)
                                goto fail;
                        /* No extents only means no physical order for this file. */
                }
        }

        *ret = facts;
        return 0;
fail:
        schedule_facts_free(facts);
        return -ENOMEM;
}

Schedule *schedule_free(Schedule *s) {
        if (!s)
                return NULL;
        for (size_t i = 0; i < s->n_files; i++)
                free(s->files[i].spans);
        free(s->files);
        free(s->requests);
        free(s);
        return NULL;
}

/* Clamps the plan's ranges to the file's size and bridges gaps up to bridge bytes. */
static int schedule_file_spans(ScheduleFile *sf, const PlanFile *pf, uint64_t bridge) {
        uint64_t page = plan_page_size(), limit;

        if (!round_up_u64(sf->size, page, &limit))
                limit = round_down_u64(UINT64_MAX, page);
        if (pf->n_ranges == 0)
                return 0;
        sf->spans = calloc(pf->n_ranges, sizeof(Range));
        if (!sf->spans)
                return -ENOMEM;

        for (size_t i = 0; i < pf->n_ranges; i++) {
                Range r = pf->ranges[i];
                uint64_t end = r.offset + r.length; /* plan ranges never overflow */

                if (r.offset >= limit)
                        continue;
                end = MIN(end, limit);
                r.length = end - r.offset;
                if (sf->n_spans > 0) {
                        Range *last = &sf->spans[sf->n_spans - 1];
                        uint64_t last_end = last->offset + last->length;
                        if (r.offset - last_end <= bridge) {
                                last->length = end - last->offset;
                                last->sources |= r.sources;
                                continue;
                        }
                }
                sf->spans[sf->n_spans++] = r;
        }
        sf->bytes = ranges_bytes(sf->spans, sf->n_spans);
        return 0;
}

/* Keeps the first keep bytes of the spans (page aligned) and drops the rest. */
static void schedule_file_keep(ScheduleFile *sf, uint64_t keep) {
        uint64_t sum = 0;
        size_t n = 0;

        keep = round_down_u64(keep, plan_page_size());
        for (; n < sf->n_spans && sum < keep; n++) {
                uint64_t room = keep - sum;
                if (sf->spans[n].length > room)
                        sf->spans[n].length = room;
                sum += sf->spans[n].length;
        }
        sf->n_spans = n;
        sf->bytes = sum;
}

static void schedule_file_fail(ScheduleFile *sf, int error, const char *reason) {
        /* The first problem is the one reported; later ones are consequences. */
        if (sf->error != 0)
                return;
        sf->error = error;
        sf->reason = reason;
}

typedef struct RequestKey {
        ScheduleRequest req;
        unsigned group; /* 0: physically ordered, 1: plan order */
        dev_t dev;
        uint64_t physical;
        size_t seq;     /* plan order, the tie breaker that makes the sort stable */
} RequestKey;

static int request_key_compare(const void *a, const void *b) {
        const RequestKey *x = a, *y = b;

        if (x->group != y->group)
                return x->group < y->group ? -1 : 1;
        if (x->group == 0) {
                if (x->dev != y->dev)
                        return x->dev < y->dev ? -1 : 1;
                if (x->physical != y->physical)
                        return x->physical < y->physical ? -1 : 1;
        }
        return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* The device address of a file offset; UINT64_MAX when no extent says. */
static uint64_t extents_physical(const Extent *e, size_t n, uint64_t offset) {
        size_t lo = 0, hi = n;

        /* First extent that ends after offset. */
        while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                if (e[mid].logical + e[mid].length <= offset)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        if (lo < n) {
                if (e[lo].logical <= offset)
                        return e[lo].physical + (offset - e[lo].logical);
                /* In a hole: the next data is where the head goes. */
                return e[lo].physical;
        }
        if (n > 0)
                return e[n - 1].physical + e[n - 1].length;
        return UINT64_MAX;
}

int schedule_build(const Plan *p, const ScheduleFacts *facts, const ScheduleOptions *opts, Schedule **ret) {
        ScheduleOptions o = opts ? *opts : SCHEDULE_OPTIONS_DEFAULT;
        _cleanup_free_ ScheduleFile *files = NULL;
        _cleanup_free_ RequestKey *keys = NULL;
        _cleanup_free_ OpenKey *open = NULL;
        _cleanup_free_ size_t *slot = NULL;
        Schedule *s = NULL;
        uint64_t n_requests = 0, used = 0;
        size_t seq = 0;
        int r;

        if (!facts || facts->n_files != p->n_files)
                return -EINVAL;

        s = calloc(1, sizeof(*s));
        if (!s)
                return -ENOMEM;
        s->n_lookups = facts->n_lookups;
        s->n_lookups_found = facts->n_lookups_found;
        if (p->n_files > 0) {
                files = calloc(p->n_files, sizeof(*files));
                open = calloc(p->n_files, sizeof(*open));
                slot = calloc(p->n_files, sizeof(*slot));
                if (!files || !open || !slot) {
                        r = -ENOMEM;
                        goto fail;
                }
        }

        /* Per file, in plan order: clamp, bridge. */
        for (size_t i = 0; i < p->n_files; i++) {
                const PlanFile *pf = &p->files[i];
                const FileFacts *ff = &facts->files[i];
                ScheduleFile *sf = &files[i];
                uint64_t bridge;

                sf->plan_index = i;
                sf->planned_bytes = plan_file_bytes(pf);
                s->planned_bytes += sf->planned_bytes;
                if (ff->error != 0) {
                        schedule_file_fail(sf, ff->error, ff->reason);
                        sf->trimmed_bytes = sf->planned_bytes;
                        continue;
                }
                sf->dev = ff->dev;
                sf->ino = ff->ino;
                sf->size = ff->size;
                sf->cap = ff->cap > 0 ? MIN(ff->cap, DEVICE_MAX_CAP) : DEVICE_DEFAULT_CAP;
                if (o.max_request_bytes > 0)
                        sf->cap = MAX(MIN(sf->cap, round_down_u64(o.max_request_bytes, plan_page_size())),
                                      plan_page_size());
                sf->rotational = ff->rotational;
                sf->physical = ff->n_extents > 0 &&
                               (o.order == SCHEDULE_ORDER_PHYSICAL ||
                                (o.order == SCHEDULE_ORDER_AUTO && ff->rotational));
                if (pf->have_identity && (pf->dev != ff->dev || pf->ino != ff->ino)) {
                        schedule_file_fail(sf, -ESTALE, "replaced since planning");
                        sf->trimmed_bytes = sf->planned_bytes;
                        continue;
                }

                bridge = o.bridge_bytes != SCHEDULE_BRIDGE_AUTO ? o.bridge_bytes :
                         sf->rotational                        ? SCHEDULE_BRIDGE_ROTATIONAL :
                                                                 SCHEDULE_BRIDGE_FLASH;
                r = schedule_file_spans(sf, pf, bridge);
                if (r < 0)
                        goto fail;
                /* What the plan wanted past the end of the file cannot be warmed. */
                uint64_t in_file = 0, page = plan_page_size(), limit;
                if (!round_up_u64(sf->size, page, &limit))
                        limit = UINT64_MAX;
                for (size_t j = 0; j < pf->n_ranges; j++) {
                        uint64_t a = pf->ranges[j].offset, b = a + pf->ranges[j].length;
                        if (a < limit)
                                in_file += MIN(b, limit) - a;
                }
                if (in_file < sf->planned_bytes) {
                        sf->trimmed_bytes = sf->planned_bytes - in_file;
                        schedule_file_fail(sf, -ERANGE, "shorter than planned: file shrank since planning");
                }
        }

        /* The budget, in plan order: the front of a plan is what a launch needs first. */
        s->mem_available = o.mem_available;
        if (o.budget_percent > 0 && o.mem_available > 0) {
                uint64_t total = 0;

                unsigned percent = MIN(o.budget_percent, 100u);
                if (__builtin_mul_overflow(o.mem_available, (uint64_t) percent, &s->budget_bytes))
                        s->budget_bytes = o.mem_available / 100 * percent;
                else
                        s->budget_bytes /= 100;
                for (size_t i = 0; i < p->n_files; i++)
                        total += files[i].bytes;
                if (total > s->budget_bytes && o.budget_mode == SCHEDULE_BUDGET_REFUSE) {
                        s->budget_refused = true;
                        s->budget_trimmed_bytes = total;
                        for (size_t i = 0; i < p->n_files; i++) {
                                if (files[i].bytes == 0)
                                        continue;
                                files[i].trimmed_bytes += files[i].bytes;
                                files[i].n_spans = 0;
                                files[i].bytes = 0;
                                schedule_file_fail(&files[i], -ENOMEM, "plan exceeds the memory budget, refused");
                        }
                } else if (total > s->budget_bytes) {
                        for (size_t i = 0; i < p->n_files; i++) {
                                ScheduleFile *sf = &files[i];
                                uint64_t before = sf->bytes;

                                if (used + sf->bytes > s->budget_bytes) {
                                        schedule_file_keep(sf, s->budget_bytes - used);
                                        /* A file that only fills a gap was never asked for: cut,
                                         * it is counted as trimmed and not reported. */
                                        if (!plan_file_only_neighbour(&p->files[i]))
                                                schedule_file_fail(sf, -ENOMEM,
                                                                   sf->bytes > 0 ? "partly dropped by the memory budget" :
                                                                                   "dropped by the memory budget");
                                        sf->trimmed_bytes += before - sf->bytes;
                                        s->budget_trimmed_bytes += before - sf->bytes;
                                }
                                used += sf->bytes;
                        }
                }
        }

        /* Count and cut requests. */
        for (size_t i = 0; i < p->n_files; i++) {
                ScheduleFile *sf = &files[i];
                for (size_t j = 0; j < sf->n_spans; j++) {
                        uint64_t n = sf->spans[j].length / sf->cap + (sf->spans[j].length % sf->cap != 0);
                        sf->n_requests += n;
                        n_requests += n;
                }
                s->total_bytes += sf->bytes;
                if (n_requests > SCHEDULE_REQUESTS_MAX) {
                        r = -E2BIG;
                        goto fail;
                }
        }

        /* Open order: inode order, so that the inode tables are read in one sweep. */
        for (size_t i = 0; i < p->n_files; i++)
                open[i] = (OpenKey) { .index = i, .have_identity = files[i].dev != 0 || files[i].ino != 0,
                                      .dev = files[i].dev, .ino = files[i].ino };
        if (p->n_files > 1)
                qsort(open, p->n_files, sizeof(*open), open_key_compare);
        for (size_t k = 0; k < p->n_files; k++)
                slot[open[k].index] = k;

        if (n_requests > 0) {
                keys = calloc(n_requests, sizeof(*keys));
                if (!keys) {
                        r = -ENOMEM;
                        goto fail;
                }
        }
        for (size_t i = 0; i < p->n_files; i++) {
                const ScheduleFile *sf = &files[i];
                const FileFacts *ff = &facts->files[i];
                for (size_t j = 0; j < sf->n_spans; j++) {
                        uint64_t off = sf->spans[j].offset, end = off + sf->spans[j].length;
                        while (off < end) {
                                uint64_t len = MIN(sf->cap, end - off);
                                RequestKey *k = &keys[seq];
                                *k = (RequestKey) {
                                        .req = { .file = slot[i], .offset = off, .length = len },
                                        .group = 1,
                                        .seq = seq,
                                };
                                if (sf->physical) {
                                        k->physical = extents_physical(ff->extents, ff->n_extents, off);
                                        if (k->physical != UINT64_MAX) {
                                                k->group = 0;
                                                k->dev = sf->dev;
                                        }
                                }
                                seq++;
                                off += len;
                        }
                }
        }
        if (n_requests > 1)
                qsort(keys, n_requests, sizeof(*keys), request_key_compare);

        if (n_requests > 0) {
                s->requests = calloc(n_requests, sizeof(ScheduleRequest));
                if (!s->requests) {
                        r = -ENOMEM;
                        goto fail;
                }
        }
        for (size_t k = 0; k < n_requests; k++)
                s->requests[k] = keys[k].req;
        s->n_requests = n_requests;

        if (p->n_files > 0) {
                s->files = calloc(p->n_files, sizeof(ScheduleFile));
                if (!s->files) {
                        r = -ENOMEM;
                        goto fail;
                }
        }
        for (size_t k = 0; k < p->n_files; k++) {
                s->files[k] = files[open[k].index];
                files[open[k].index].spans = NULL;
                if (s->files[k].error != 0)
                        s->n_errors++;
        }
        s->n_files = p->n_files;

        *ret = s;
        return 0;
fail:
        for (size_t i = 0; files && i < p->n_files; i++)
                free(files[i].spans);
        schedule_free(s);
        return r;
}

int meminfo_parse_available(const char *buf, size_t len, uint64_t *ret) {
        static const char key[] = "MemAvailable:";
        const char *p = buf, *end = buf + len;

        while (p < end) {
                const char *nl = memchr(p, '\n', (size_t) (end - p));
                const char *line_end = nl ? nl : end;
                size_t n = (size_t) (line_end - p);

                if (n > sizeof(key) - 1 && memcmp(p, key, sizeof(key) - 1) == 0) {
                        const char *q = p + sizeof(key) - 1;
                        uint64_t kib = 0, bytes;
                        bool digits = false;

                        while (q < line_end && *q == ' ')
                                q++;
                        for (; q < line_end && *q >= '0' && *q <= '9'; q++) {
                                if (__builtin_mul_overflow(kib, 10, &kib) ||
                                    __builtin_add_overflow(kib, (uint64_t) (*q - '0'), &kib))
                                        return -EBADMSG;
                                digits = true;
                        }
                        while (q < line_end && *q == ' ')
                                q++;
                        if (!digits || line_end - q != 2 || memcmp(q, "kB", 2) != 0)
                                return -EBADMSG;
                        if (__builtin_mul_overflow(kib, 1024, &bytes))
                                return -EBADMSG;
                        *ret = bytes;
                        return 0;
                }
                p = nl ? nl + 1 : end;
        }
        return -EBADMSG;
}

int meminfo_read_available(const char *path, uint64_t *ret) {
        _cleanup_close_ int fd = -EBADF;
        char buf[16384];

        fd = open(path ? path : "/proc/meminfo", O_RDONLY | O_CLOEXEC | O_NOCTTY);
        if (fd < 0)
                return -errno;
        ssize_t n = read_full(fd, buf, sizeof(buf));
        if (n < 0)
                return (int) n;
        return meminfo_parse_available(buf, (size_t) n, ret);
}

const char *schedule_order_to_string(ScheduleOrder o) {
        switch (o) {
        case SCHEDULE_ORDER_AUTO:
                return "auto";
        case SCHEDULE_ORDER_PLAN:
                return "plan";
        case SCHEDULE_ORDER_PHYSICAL:
                return "physical";
        }
        return NULL;
}

int schedule_order_from_string(const char *s, ScheduleOrder *ret) {
        for (ScheduleOrder o = SCHEDULE_ORDER_AUTO; o <= SCHEDULE_ORDER_PHYSICAL; o++)
                if (strcmp(s, schedule_order_to_string(o)) == 0) {
                        *ret = o;
                        return 0;
                }
        return -EINVAL;
}

static const char *schedule_file_error_text(const ScheduleFile *sf) {
        return sf->reason ? sf->reason : strerror(-sf->error);
}

int schedule_to_json(const Schedule *s, const Plan *p, json_object **ret) {
        json_object *o = json_object_new_object(), *reqs = json_object_new_array(),
                    *files = json_object_new_array();

        if (!o || !reqs || !files)
                goto fail;
        for (size_t i = 0; i < s->n_requests; i++) {
                const ScheduleRequest *rq = &s->requests[i];
                const PlanFile *pf = &p->files[s->files[rq->file].plan_index];
                json_object *e = json_object_new_object();
                if (!e)
                        goto fail;
                if (json_add(e, "path", json_object_new_string(pf->path)) < 0 ||
                    json_add(e, "offset", json_object_new_uint64(rq->offset)) < 0 ||
                    json_add(e, "length", json_object_new_uint64(rq->length)) < 0 ||
                    json_append(reqs, e) < 0) {
                        json_object_put(e);
                        goto fail;
                }
        }
        for (size_t i = 0; i < s->n_files; i++) {
                const ScheduleFile *sf = &s->files[i];
                json_object *e = json_object_new_object();
                if (!e)
                        goto fail;
                if (json_add(e, "path", json_object_new_string(p->files[sf->plan_index].path)) < 0 ||
                    json_add(e, "cap", json_object_new_uint64(sf->cap)) < 0 ||
                    json_add(e, "rotational", json_object_new_boolean(sf->rotational)) < 0 ||
                    json_add(e, "physical", json_object_new_boolean(sf->physical)) < 0 ||
                    json_add(e, "bytes", json_object_new_uint64(sf->bytes)) < 0 ||
                    json_add(e, "planned_bytes", json_object_new_uint64(sf->planned_bytes)) < 0 ||
                    json_add(e, "trimmed_bytes", json_object_new_uint64(sf->trimmed_bytes)) < 0 ||
                    json_add(e, "requests", json_object_new_uint64(sf->n_requests)) < 0 ||
                    json_add_nullable(e, "error", sf->error ? json_object_new_string(schedule_file_error_text(sf)) : NULL,
                                      sf->error != 0) < 0 ||
                    json_append(files, e) < 0) {
                        json_object_put(e);
                        goto fail;
                }
        }
        if (json_add(o, "requests", reqs) < 0) {
                reqs = NULL;
                goto fail;
        }
        reqs = NULL;
        if (json_add(o, "files", files) < 0) {
                files = NULL;
                goto fail;
        }
        files = NULL;
        if (json_add(o, "total_bytes", json_object_new_uint64(s->total_bytes)) < 0 ||
            json_add(o, "planned_bytes", json_object_new_uint64(s->planned_bytes)) < 0 ||
            json_add(o, "total_requests", json_object_new_uint64(s->n_requests)) < 0 ||
            json_add_nullable(o, "budget_bytes", s->budget_bytes ? json_object_new_uint64(s->budget_bytes) : NULL,
                              s->budget_bytes != 0) < 0 ||
            json_add_nullable(o, "mem_available", s->mem_available ? json_object_new_uint64(s->mem_available) : NULL,
                              s->mem_available != 0) < 0 ||
            json_add(o, "budget_refused", json_object_new_boolean(s->budget_refused)) < 0 ||
            json_add(o, "lookups", json_object_new_uint64(s->n_lookups)) < 0 ||
            json_add(o, "lookups_found", json_object_new_uint64(s->n_lookups_found)) < 0)
                goto fail;
        *ret = o;
        return 0;
fail:
        json_object_put(reqs);
        json_object_put(files);
        json_object_put(o);
        return -ENOMEM;
}
