/* SPDX-License-Identifier: LGPL-2.1-or-later */
#include <errno.h>
#include <stdatomic.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "schedule.h"
#include "util.h"

#define PAGE UINT64_C(4096)
#define KIB UINT64_C(1024)
#define MIB (KIB * 1024)

/* A plan of n synthetic files with identities, and facts that match them. */
typedef struct Fixture {
        Plan *plan;
        ScheduleFacts *facts;
        Schedule *schedule;
} Fixture;

static PlanFile *add_file(Fixture *x, const char *path, ino_t ino, uint64_t size) {
        struct stat st = { .st_dev = makedev(8, 1), .st_ino = ino, .st_size = (off_t) size };
        PlanFile *f;
        assert_int_equal(plan_add_file(x->plan, path, NULL, &st, &f), 0);
        return f;
}

static void facts_for(Fixture *x, uint64_t cap, bool rotational) {
        assert_int_equal(schedule_facts_new(x->plan->n_files, &x->facts), 0);
        for (size_t i = 0; i < x->plan->n_files; i++) {
                FileFacts *ff = &x->facts->files[i];
                ff->dev = x->plan->files[i].dev;
                ff->ino = x->plan->files[i].ino;
                ff->size = x->plan->files[i].size;
                ff->cap = cap;
                ff->rotational = rotational;
        }
}

static void set_extents(Fixture *x, size_t file, const Extent *e, size_t n) {
        FileFacts *ff = &x->facts->files[file];
        ff->extents = calloc(n, sizeof(Extent));
        assert_non_null(ff->extents);
        memcpy(ff->extents, e, n * sizeof(Extent));
        ff->n_extents = n;
}

static void build(Fixture *x, const ScheduleOptions *o) {
        schedule_free(x->schedule);
        x->schedule = NULL;
        assert_int_equal(schedule_build(x->plan, x->facts, o, &x->schedule), 0);
}

static void fixture_done(Fixture *x) {
        schedule_free(x->schedule);
        schedule_facts_free(x->facts);
        plan_free(x->plan);
}

static const ScheduleFile *sfile(const Fixture *x, const char *path) {
        for (size_t i = 0; i < x->schedule->n_files; i++)
                if (strcmp(x->plan->files[x->schedule->files[i].plan_index].path, path) == 0)
                        return &x->schedule->files[i];
        fail_msg("%s not in schedule", path);
        return NULL;
}

static const char *req_path(const Fixture *x, size_t k) {
        return x->plan->files[x->schedule->files[x->schedule->requests[k].file].plan_index].path;
}

/* Every request fits its cap, and together they cover exactly the spans. */
static void assert_requests_cover_spans(const Fixture *x) {
        uint64_t total = 0;
        for (size_t k = 0; k < x->schedule->n_requests; k++) {
                const ScheduleRequest *r = &x->schedule->requests[k];
                const ScheduleFile *sf = &x->schedule->files[r->file];
                assert_true(r->length > 0);
                assert_true(r->length <= sf->cap);
                bool inside = false;
                for (size_t j = 0; j < sf->n_spans; j++)
                        if (r->offset >= sf->spans[j].offset &&
                            r->offset + r->length <= sf->spans[j].offset + sf->spans[j].length)
                                inside = true;
                assert_true(inside);
                total += r->length;
        }
        assert_int_equal(total, x->schedule->total_bytes);
}

static void test_schedule_build_chunks_by_cap(void **state) {
        Fixture x = {};
        assert_int_equal(plan_new(&x.plan), 0);
        PlanFile *f = add_file(&x, "/big", 10, 100 * MIB);
        assert_int_equal(plan_file_add_range(f, 0, 10 * MIB + 3 * PAGE, RANGE_SOURCE_ELF), 0);
        f = add_file(&x, "/small", 11, 100 * KIB);
        assert_int_equal(plan_file_add_range(f, 0, 100 * KIB, RANGE_SOURCE_FILE), 0);
        facts_for(&x, 1280 * KIB, false);
        build(&x, NULL);

        /* 10 MiB + 12 KiB in 1280 KiB chunks: 8 full and one of 12 KiB; then the small file. */
        assert_int_equal(x.schedule->n_requests, 10);
        for (size_t k = 0; k < 8; k++) {
                assert_string_equal(req_path(&x, k), "/big");
                assert_int_equal(x.schedule->requests[k].offset, k * 1280 * KIB);
                assert_int_equal(x.schedule->requests[k].length, 1280 * KIB);
        }
        assert_int_equal(x.schedule->requests[8].length, 3 * PAGE);
        assert_string_equal(req_path(&x, 9), "/small");
        assert_int_equal(x.schedule->requests[9].length, 100 * KIB);
        assert_int_equal(sfile(&x, "/big")->n_requests, 9);
        assert_int_equal(x.schedule->total_bytes, 10 * MIB + 3 * PAGE + 100 * KIB);
        assert_int_equal(x.schedule->n_errors, 0);
        assert_requests_cover_spans(&x);

        /* An extra limit below the cap. */
        ScheduleOptions o = SCHEDULE_OPTIONS_DEFAULT;
        o.max_request_bytes = 256 * KIB;
        build(&x, &o);
        assert_int_equal(sfile(&x, "/big")->n_requests, 41);
        assert_requests_cover_spans(&x);
        fixture_done(&x);
}

static void test_schedule_build_clamps_to_size(void **state) {
        Fixture x = {};
        assert_int_equal(plan_new(&x.plan), 0);
        PlanFile *f = add_file(&x, "/shrunk", 10, 20 * PAGE);
        assert_int_equal(plan_file_add_range(f, 0, 4 * PAGE, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(f, 8 * PAGE, 10 * PAGE, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(f, 30 * PAGE, PAGE, RANGE_SOURCE_ELF), 0);
        facts_for(&x, 1 * MIB, false);
        x.facts->files[0].size = 10 * PAGE - 100; /* shrank since planning */
        ScheduleOptions no_bridge = SCHEDULE_OPTIONS_DEFAULT;
        no_bridge.bridge_bytes = 0; /* clamping alone, without reading the 16 KiB gap */
        build(&x, &no_bridge);

        const ScheduleFile *sf = sfile(&x, "/shrunk");
        assert_int_equal(sf->n_spans, 2);
        assert_int_equal(sf->spans[1].offset, 8 * PAGE);
        assert_int_equal(sf->spans[1].length, 2 * PAGE); /* up to the last (partial) page */
        assert_int_equal(sf->bytes, 6 * PAGE);
        assert_int_equal(sf->trimmed_bytes, 9 * PAGE);
        assert_int_equal(sf->error, -ERANGE);
        assert_non_null(strstr(sf->reason, "shrank"));
        assert_requests_cover_spans(&x);

        /* A last range ending inside the last page is not "shrunk". */
        x.facts->files[0].size = 31 * PAGE - 1;
        build(&x, NULL);
        assert_int_equal(sfile(&x, "/shrunk")->error, 0);
        fixture_done(&x);
}

static void test_schedule_build_bridges_gaps_on_rotational(void **state) {
        Fixture x = {};
        assert_int_equal(plan_new(&x.plan), 0);
        PlanFile *f = add_file(&x, "/lib", 10, 8 * MIB);
        assert_int_equal(plan_file_add_range(f, 0, 4 * KIB, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(f, 64 * KIB, 4 * KIB, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(f, 64 * KIB + 512 * KIB + 4 * KIB, 4 * KIB, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(f, 4 * MIB, 8 * KIB, RANGE_SOURCE_ELF), 0);
        Extent e[] = { { .logical = 0, .physical = 100 * MIB, .length = 8 * MIB } };

        /* Rotational: gaps of up to 128 KiB are read through. */
        facts_for(&x, 1280 * KIB, true);
        set_extents(&x, 0, e, 1);
        build(&x, NULL);
        const ScheduleFile *sf = sfile(&x, "/lib");
        assert_true(sf->physical);
        assert_int_equal(sf->n_spans, 3);
        assert_int_equal(sf->spans[0].offset, 0);
        assert_int_equal(sf->spans[0].length, 68 * KIB);
        assert_int_equal(sf->spans[1].offset, 64 * KIB + 512 * KIB + 4 * KIB);
        assert_int_equal(sf->spans[2].offset, 4 * MIB);
        assert_int_equal(sf->bytes, 68 * KIB + 4 * KIB + 8 * KIB);
        assert_int_equal(sf->trimmed_bytes, 0);
        assert_requests_cover_spans(&x);

        /* A threshold given explicitly. */
        ScheduleOptions o = SCHEDULE_OPTIONS_DEFAULT;
        o.bridge_bytes = 512 * KIB;
        build(&x, &o);
        assert_int_equal(sfile(&x, "/lib")->n_spans, 2);
        assert_int_equal(sfile(&x, "/lib")->spans[0].length, 584 * KIB);
        o.bridge_bytes = 60 * KIB;
        build(&x, &o);
        assert_int_equal(sfile(&x, "/lib")->n_spans, 3);
        o.bridge_bytes = 0;
        build(&x, &o);
        assert_int_equal(sfile(&x, "/lib")->n_spans, 4);
        assert_int_equal(sfile(&x, "/lib")->bytes, plan_file_bytes(&x.plan->files[0]));
        schedule_facts_free(x.facts);

        /* Rotational without extents: no physical order, the same bridges. */
        facts_for(&x, 1280 * KIB, true);
        build(&x, NULL);
        assert_false(sfile(&x, "/lib")->physical);
        assert_int_equal(sfile(&x, "/lib")->n_spans, 3);
        schedule_facts_free(x.facts);

        /* Not rotational: only gaps up to 32 KiB are bridged. */
        facts_for(&x, 1280 * KIB, false);
        set_extents(&x, 0, e, 1);
        build(&x, NULL);
        assert_false(sfile(&x, "/lib")->physical);
        assert_int_equal(sfile(&x, "/lib")->n_spans, 4);
        schedule_facts_free(x.facts);
        assert_int_equal(plan_file_add_range(f = &x.plan->files[0], 4 * MIB + 40 * KIB, 4 * KIB, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(f, 4 * MIB + 80 * KIB, 4 * KIB, RANGE_SOURCE_ELF), 0);
        facts_for(&x, 1280 * KIB, false);
        build(&x, NULL);
        /* 4M+8K .. 4M+40K is a 32 KiB gap, bridged; the next one, 36 KiB, is not. */
        assert_int_equal(sfile(&x, "/lib")->n_spans, 5);
        assert_int_equal(sfile(&x, "/lib")->spans[3].length, 44 * KIB);
        fixture_done(&x);
}

static void test_schedule_build_physical_order(void **state) {
        Fixture x = {};
        assert_int_equal(plan_new(&x.plan), 0);
        /* Plan order: /a (fragmented, far), /b (near), /c (no extents known). */
        PlanFile *f = add_file(&x, "/a", 10, 3 * MIB);
        assert_int_equal(plan_file_add_range(f, 0, 3 * MIB, RANGE_SOURCE_ELF), 0);
        f = add_file(&x, "/b", 11, 1 * MIB);
        assert_int_equal(plan_file_add_range(f, 0, 1 * MIB, RANGE_SOURCE_ELF), 0);
        f = add_file(&x, "/c", 12, 1 * MIB);
        assert_int_equal(plan_file_add_range(f, 0, 1 * MIB, RANGE_SOURCE_ELF), 0);
        Extent ea[] = {
                { .logical = 0, .physical = 500 * MIB, .length = 1 * MIB },
                { .logical = 1 * MIB, .physical = 100 * MIB, .length = 1 * MIB },
                { .logical = 2 * MIB, .physical = 300 * MIB, .length = 1 * MIB },
        };
        Extent eb[] = { { .logical = 0, .physical = 200 * MIB, .length = 1 * MIB } };

        facts_for(&x, 1 * MIB, true);
        set_extents(&x, 0, ea, 3);
        set_extents(&x, 1, eb, 1);
        build(&x, NULL);
        assert_int_equal(x.schedule->n_requests, 5);
        /* One sweep up the disk: 100M (/a), 200M (/b), 300M (/a), 500M (/a); /c last. */
        static const struct { const char *path; uint64_t offset; } want[] = {
                { "/a", 1 * MIB }, { "/b", 0 }, { "/a", 2 * MIB }, { "/a", 0 }, { "/c", 0 },
        };
        for (size_t k = 0; k < 5; k++) {
                assert_string_equal(req_path(&x, k), want[k].path);
                assert_int_equal(x.schedule->requests[k].offset, want[k].offset);
        }
        assert_requests_cover_spans(&x);

        /* Plan order when asked. */
        ScheduleOptions o = SCHEDULE_OPTIONS_DEFAULT;
        o.order = SCHEDULE_ORDER_PLAN;
        build(&x, &o);
        static const struct { const char *path; uint64_t offset; } plan_want[] = {
                { "/a", 0 }, { "/a", 1 * MIB }, { "/a", 2 * MIB }, { "/b", 0 }, { "/c", 0 },
        };
        for (size_t k = 0; k < 5; k++) {
                assert_string_equal(req_path(&x, k), plan_want[k].path);
                assert_int_equal(x.schedule->requests[k].offset, plan_want[k].offset);
        }

        /* Not rotational: plan order unless physical order is asked for. */
        for (size_t i = 0; i < 3; i++)
                x.facts->files[i].rotational = false;
        build(&x, NULL);
        assert_string_equal(req_path(&x, 0), "/a");
        assert_int_equal(x.schedule->requests[0].offset, 0);
        o.order = SCHEDULE_ORDER_PHYSICAL;
        build(&x, &o);
        assert_string_equal(req_path(&x, 0), "/a");
        assert_int_equal(x.schedule->requests[0].offset, 1 * MIB);
        assert_string_equal(req_path(&x, 1), "/b");
        fixture_done(&x);
}

static void test_schedule_build_opens_in_inode_order(void **state) {
        Fixture x = {};
        assert_int_equal(plan_new(&x.plan), 0);
        const ino_t inos[] = { 30, 10, 20 };
        const char *names[] = { "/ino30", "/ino10", "/ino20" };
        for (size_t i = 0; i < 3; i++) {
                PlanFile *f = add_file(&x, names[i], inos[i], 2 * PAGE);
                assert_int_equal(plan_file_add_range(f, 0, PAGE, RANGE_SOURCE_ELF), 0);
        }
        facts_for(&x, 1 * MIB, false);
        build(&x, NULL);
        assert_int_equal(x.schedule->n_files, 3);
        assert_int_equal(x.schedule->files[0].ino, 10);
        assert_int_equal(x.schedule->files[1].ino, 20);
        assert_int_equal(x.schedule->files[2].ino, 30);
        assert_int_equal(x.schedule->files[0].plan_index, 1);
        /* Requests still follow plan order, each pointing at its own file. */
        assert_string_equal(req_path(&x, 0), "/ino30");
        assert_string_equal(req_path(&x, 1), "/ino10");
        assert_string_equal(req_path(&x, 2), "/ino20");
        fixture_done(&x);
}

static Fixture budget_fixture(void) {
        Fixture x = {};
        assert_int_equal(plan_new(&x.plan), 0);
        PlanFile *f = add_file(&x, "/first", 50, 300 * PAGE);
        assert_int_equal(plan_file_add_range(f, 0, 300 * PAGE, RANGE_SOURCE_ELF), 0);
        f = add_file(&x, "/second", 40, 300 * PAGE);
        assert_int_equal(plan_file_add_range(f, 0, 100 * PAGE, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(f, 150 * PAGE, 150 * PAGE, RANGE_SOURCE_ELF), 0);
        f = add_file(&x, "/third", 30, 100 * PAGE);
        assert_int_equal(plan_file_add_range(f, 0, 100 * PAGE, RANGE_SOURCE_ELF), 0);
        facts_for(&x, 64 * PAGE, false);
        return x;
}

static void test_schedule_build_budget_trims_tail(void **state) {
        Fixture x = budget_fixture();
        ScheduleOptions o = SCHEDULE_OPTIONS_DEFAULT;
        o.mem_available = 1000 * PAGE; /* 50%: 500 pages for a plan of 650 */
        build(&x, &o);

        assert_int_equal(x.schedule->budget_bytes, 500 * PAGE);
        assert_int_equal(x.schedule->total_bytes, 500 * PAGE);
        assert_int_equal(x.schedule->budget_trimmed_bytes, 150 * PAGE);
        assert_false(x.schedule->budget_refused);
        const ScheduleFile *a = sfile(&x, "/first"), *b = sfile(&x, "/second"), *c = sfile(&x, "/third");
        assert_int_equal(a->error, 0);
        assert_int_equal(a->bytes, 300 * PAGE);
        /* The second keeps its first range and half of its second. */
        assert_int_equal(b->error, -ENOMEM);
        assert_non_null(strstr(b->reason, "partly"));
        assert_int_equal(b->bytes, 200 * PAGE);
        assert_int_equal(b->n_spans, 2);
        assert_int_equal(b->spans[1].length, 100 * PAGE);
        assert_int_equal(b->trimmed_bytes, 50 * PAGE);
        assert_int_equal(c->error, -ENOMEM);
        assert_int_equal(c->bytes, 0);
        assert_int_equal(c->n_requests, 0);
        assert_int_equal(c->trimmed_bytes, 100 * PAGE);
        assert_int_equal(x.schedule->n_errors, 2);
        assert_requests_cover_spans(&x);

        /* A larger share fits everything. */
        o.budget_percent = 70;
        build(&x, &o);
        assert_int_equal(x.schedule->n_errors, 0);
        assert_int_equal(x.schedule->total_bytes, 650 * PAGE);
        /* No MemAvailable known, or no budget: no trimming. */
        o.budget_percent = 10;
        o.mem_available = 0;
        build(&x, &o);
        assert_int_equal(x.schedule->total_bytes, 650 * PAGE);
        assert_int_equal(x.schedule->budget_bytes, 0);
        fixture_done(&x);
}

static void test_schedule_build_budget_cuts_neighbours_silently(void **state) {
        Fixture x = budget_fixture();
        ScheduleOptions o = SCHEDULE_OPTIONS_DEFAULT;
        PlanFile *f = add_file(&x, "/gap", 20, 10 * PAGE);
        assert_int_equal(plan_file_add_range(f, 0, 10 * PAGE, RANGE_SOURCE_NEIGHBOUR), 0);
        f = add_file(&x, "/both", 10, 10 * PAGE);
        assert_int_equal(plan_file_add_range(f, 0, 5 * PAGE, RANGE_SOURCE_NEIGHBOUR), 0);
        assert_int_equal(plan_file_add_range(f, 5 * PAGE, 5 * PAGE, RANGE_SOURCE_PROFILE), 0);
        schedule_facts_free(x.facts); /* again, with the two files added */
        facts_for(&x, 64 * PAGE, false);
        o.mem_available = 1000 * PAGE; /* 500 pages for a plan of 670 */
        build(&x, &o);

        assert_int_equal(x.schedule->budget_trimmed_bytes, 170 * PAGE);
        /* Only filling a gap, never asked for: cut and counted, not reported. */
        assert_int_equal(sfile(&x, "/gap")->bytes, 0);
        assert_int_equal(sfile(&x, "/gap")->trimmed_bytes, 10 * PAGE);
        assert_int_equal(sfile(&x, "/gap")->error, 0);
        /* Learned in part: reported as any file. */
        assert_int_equal(sfile(&x, "/both")->error, -ENOMEM);
        assert_int_equal(x.schedule->n_errors, 3);
        fixture_done(&x);
}

static void test_schedule_build_budget_refuses(void **state) {
        Fixture x = budget_fixture();
        ScheduleOptions o = SCHEDULE_OPTIONS_DEFAULT;
        o.mem_available = 1000 * PAGE;
        o.budget_mode = SCHEDULE_BUDGET_REFUSE;
        build(&x, &o);
        assert_true(x.schedule->budget_refused);
        assert_int_equal(x.schedule->n_requests, 0);
        assert_int_equal(x.schedule->total_bytes, 0);
        assert_int_equal(x.schedule->planned_bytes, 650 * PAGE);
        assert_int_equal(x.schedule->n_errors, 3);
        for (size_t i = 0; i < 3; i++) {
                assert_int_equal(x.schedule->files[i].error, -ENOMEM);
                assert_non_null(strstr(x.schedule->files[i].reason, "budget"));
        }
        o.mem_available = 2000 * PAGE;
        build(&x, &o);
        assert_false(x.schedule->budget_refused);
        assert_int_equal(x.schedule->n_errors, 0);
        fixture_done(&x);
}

static void test_schedule_build_file_errors(void **state) {
        Fixture x = {};
        assert_int_equal(plan_new(&x.plan), 0);
        const char *names[] = { "/ok", "/gone", "/replaced" };
        for (size_t i = 0; i < 3; i++) {
                PlanFile *f = add_file(&x, names[i], 10 + i, 4 * PAGE);
                assert_int_equal(plan_file_add_range(f, 0, 4 * PAGE, RANGE_SOURCE_ELF), 0);
        }
        facts_for(&x, 1 * MIB, false);
        x.facts->files[1] = (FileFacts) { .error = -ENOENT };
        x.facts->files[2].ino = 99;
        build(&x, NULL);
        assert_int_equal(x.schedule->n_requests, 1);
        assert_string_equal(req_path(&x, 0), "/ok");
        assert_int_equal(sfile(&x, "/gone")->error, -ENOENT);
        assert_int_equal(sfile(&x, "/gone")->trimmed_bytes, 4 * PAGE);
        assert_int_equal(sfile(&x, "/replaced")->error, -ESTALE);
        assert_int_equal(x.schedule->n_errors, 2);

        /* Facts for another plan are refused. */
        ScheduleFacts *other;
        Schedule *s = NULL;
        assert_int_equal(schedule_facts_new(2, &other), 0);
        assert_int_equal(schedule_build(x.plan, other, NULL, &s), -EINVAL);
        assert_null(s);
        schedule_facts_free(other);
        fixture_done(&x);
}

static void test_schedule_facts_gather_real_files(void **state) {
        char *dir = tu_mkdtemp(), *ok = tu_strdupf("%s/ok", dir), *sub = tu_strdupf("%s/sub", dir),
             *fifo = tu_strdupf("%s/fifo", dir), *gone = tu_strdupf("%s/gone", dir),
             *repl = tu_strdupf("%s/replaced", dir), *sysfs = tu_strdupf("%s/nosysfs", dir);
        char data[3 * 4096];
        struct stat st;
        Plan *p;
        PlanFile *f;
        DeviceCache *dc;
        ScheduleFacts *facts;

        memset(data, 'x', sizeof(data));
        tu_write_file(ok, data, sizeof(data));
        tu_write_file(repl, data, sizeof(data));
        assert_int_equal(mkdir(sub, 0755), 0);
        assert_int_equal(mkfifo(fifo, 0644), 0);
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(stat(ok, &st), 0);
        assert_int_equal(plan_add_file(p, ok, NULL, &st, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, sizeof(data), RANGE_SOURCE_FILE), 0);
        assert_int_equal(plan_add_file(p, sub, NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, 4096, RANGE_SOURCE_FILE), 0);
        assert_int_equal(plan_add_file(p, fifo, NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, 4096, RANGE_SOURCE_FILE), 0);
        assert_int_equal(plan_add_file(p, gone, NULL, NULL, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, 4096, RANGE_SOURCE_FILE), 0);
        assert_int_equal(stat(repl, &st), 0);
        assert_int_equal(plan_add_file(p, repl, NULL, &st, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, 4096, RANGE_SOURCE_FILE), 0);
        /* Replace it as package managers do: a new file renamed over the path. */
        char *repl_new = tu_strdupf("%s.new", repl);
        tu_write_file(repl_new, data, 100);
        assert_int_equal(rename(repl_new, repl), 0);
        free(repl_new);
        tu_write_file(ok, data, sizeof(data)); /* rewritten in place: same inode, fine */

        assert_int_equal(device_cache_new(sysfs, &dc), 0);
        /* Cancelled: nothing gathered; not cancelled: the same as without a flag. */
        {
                atomic_bool cancel = true;
                facts = NULL;
                assert_int_equal(schedule_facts_gather_until(p, dc, SCHEDULE_ORDER_PHYSICAL, &cancel, &facts),
                                 -ECANCELED);
                assert_null(facts);
                atomic_store(&cancel, false);
                assert_int_equal(schedule_facts_gather_until(p, dc, SCHEDULE_ORDER_PHYSICAL, &cancel, &facts), 0);
                assert_int_equal(facts->files[0].size, sizeof(data));
                schedule_facts_free(facts);
        }
        /* A FIFO must not block the gather: it is never opened for reading. */
        assert_int_equal(schedule_facts_gather(p, dc, SCHEDULE_ORDER_PHYSICAL, &facts), 0);
        assert_int_equal(facts->files[0].error, 0);
        assert_int_equal(facts->files[0].size, sizeof(data));
        assert_int_equal(facts->files[0].cap, DEVICE_DEFAULT_CAP);
        assert_int_equal(facts->files[1].error, -EISDIR);
        assert_non_null(strstr(facts->files[1].reason, "directory"));
        assert_int_equal(facts->files[2].error, -EINVAL);
        assert_non_null(strstr(facts->files[2].reason, "FIFO"));
        assert_int_equal(facts->files[3].error, -ENOENT);
        assert_int_equal(facts->files[4].error, -ESTALE);
        assert_non_null(strstr(facts->files[4].reason, "replaced"));

        Schedule *s;
        assert_int_equal(schedule_build(p, facts, NULL, &s), 0);
        assert_int_equal(s->n_errors, 4);
        assert_int_equal(s->n_requests, 1);
        assert_int_equal(s->total_bytes, sizeof(data));

        json_object *j;
        assert_int_equal(schedule_to_json(s, p, &j), 0);
        json_object *reqs = json_object_object_get(j, "requests"), *files = json_object_object_get(j, "files");
        assert_int_equal(json_object_array_length(reqs), 1);
        assert_string_equal(json_object_get_string(json_object_object_get(json_object_array_get_idx(reqs, 0), "path")), ok);
        assert_int_equal(json_object_array_length(files), 5);
        assert_int_equal(json_object_get_uint64(json_object_object_get(j, "total_bytes")), sizeof(data));
        json_object_put(j);

        schedule_free(s);
        schedule_facts_free(facts);
        device_cache_free(dc);
        plan_free(p);
        tu_rm_rf(dir);
        free(dir);
        free(ok);
        free(sub);
        free(fifo);
        free(gone);
        free(repl);
        free(sysfs);
}

static void test_schedule_facts_gather_lookups(void **state) {
        char *dir = tu_mkdtemp(), *file = tu_strdupf("%s/exists", dir), *missing = tu_strdupf("%s/no/such", dir),
             *sub = tu_strdupf("%s/sub", dir), *sysfs = tu_strdupf("%s/nosysfs", dir);
        Plan *p;
        DeviceCache *dc;
        ScheduleFacts *facts;
        Schedule *s;
        json_object *j;

        tu_write_file(file, "x", 1);
        assert_int_equal(mkdir(sub, 0755), 0);
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_add_lookup(p, file), 0);
        assert_int_equal(plan_add_lookup(p, missing), 0);
        assert_int_equal(plan_add_lookup(p, file), 0);
        assert_int_equal(plan_add_lookup(p, sub), 0);
        assert_int_equal(device_cache_new(sysfs, &dc), 0);

        /* Repeats count once; the missing path is looked up but not found. */
        assert_int_equal(schedule_facts_gather(p, dc, SCHEDULE_ORDER_PLAN, &facts), 0);
        assert_int_equal(facts->n_files, 0);
        assert_int_equal(facts->n_lookups, 3);
        assert_int_equal(facts->n_lookups_found, 2);
        assert_int_equal(schedule_build(p, facts, NULL, &s), 0);
        assert_int_equal(s->n_lookups, 3);
        assert_int_equal(s->n_lookups_found, 2);
        assert_int_equal(s->n_requests, 0);
        assert_int_equal(schedule_to_json(s, p, &j), 0);
        assert_int_equal(json_object_get_uint64(json_object_object_get(j, "lookups")), 3);
        assert_int_equal(json_object_get_uint64(json_object_object_get(j, "lookups_found")), 2);
        json_object_put(j);
        schedule_free(s);
        schedule_facts_free(facts);

        /* With a file in the plan too: the file's facts are unaffected, the counts the same. */
        PlanFile *f;
        struct stat st;
        assert_int_equal(stat(file, &st), 0);
        assert_int_equal(plan_add_file(p, file, NULL, &st, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, 1, RANGE_SOURCE_PROFILE), 0);
        assert_int_equal(schedule_facts_gather(p, dc, SCHEDULE_ORDER_PHYSICAL, &facts), 0);
        assert_int_equal(facts->n_files, 1);
        assert_int_equal(facts->files[0].error, 0);
        assert_int_equal(facts->n_lookups, 3);
        assert_int_equal(facts->n_lookups_found, 2);
        assert_int_equal(schedule_build(p, facts, NULL, &s), 0);
        assert_int_equal(s->n_requests, 1);
        assert_int_equal(s->n_lookups, 3);
        assert_int_equal(s->n_lookups_found, 2);
        schedule_free(s);
        schedule_facts_free(facts);

        /* "DIR/" reads the directory it names; a file or a missing path so named is only looked up. */
        char *subdir = tu_strdupf("%s/", sub), *filedir = tu_strdupf("%s/", file), *gonedir = tu_strdupf("%s/gone/", dir);
        Plan *q;
        assert_int_equal(plan_new(&q), 0);
        assert_int_equal(plan_add_lookup(q, subdir), 0);
        assert_int_equal(plan_add_lookup(q, filedir), 0);
        assert_int_equal(plan_add_lookup(q, gonedir), 0);
        assert_int_equal(schedule_facts_gather(q, dc, SCHEDULE_ORDER_PLAN, &facts), 0);
        assert_int_equal(facts->n_lookups, 3);
        assert_int_equal(facts->n_lookups_found, 1);
        assert_int_equal(facts->n_lookup_dirs_read, 1);
        assert_int_equal(facts->n_lookup_entries, 0); /* sub is empty */
        schedule_facts_free(facts);
        /* its entries are stat()ed, each once */
        char *e1 = tu_strdupf("%s/e1", sub), *e2 = tu_strdupf("%s/e2", sub);
        tu_write_file(e1, "1", 1);
        assert_int_equal(mkdir(e2, 0755), 0);
        assert_int_equal(schedule_facts_gather(q, dc, SCHEDULE_ORDER_PLAN, &facts), 0);
        assert_int_equal(facts->n_lookup_dirs_read, 1);
        assert_int_equal(facts->n_lookup_entries, 2);
        schedule_facts_free(facts);
        assert_int_equal(unlink(e1), 0);
        assert_int_equal(rmdir(e2), 0);
        free(e1);
        free(e2);
        plan_free(q);
        free(subdir);
        free(filedir);
        free(gonedir);
        /* plain lookups read no directory */
        assert_int_equal(schedule_facts_gather(p, dc, SCHEDULE_ORDER_PLAN, &facts), 0);
        assert_int_equal(facts->n_lookup_dirs_read, 0);
        schedule_facts_free(facts);

        /* Once the path appears, the next gather finds it. */
        tu_write_file(missing, "y", 1);
        assert_int_equal(schedule_facts_gather(p, dc, SCHEDULE_ORDER_PLAN, &facts), 0);
        assert_int_equal(facts->n_lookups, 3);
        assert_int_equal(facts->n_lookups_found, 3);
        schedule_facts_free(facts);
        plan_free(p);

        /* A plan without lookups: zero, and so in the schedule's JSON. */
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(schedule_facts_gather(p, dc, SCHEDULE_ORDER_PLAN, &facts), 0);
        assert_int_equal(facts->n_lookups, 0);
        assert_int_equal(facts->n_lookups_found, 0);
        assert_int_equal(schedule_build(p, facts, NULL, &s), 0);
        assert_int_equal(schedule_to_json(s, p, &j), 0);
        assert_non_null(json_object_object_get(j, "lookups"));
        assert_int_equal(json_object_get_uint64(json_object_object_get(j, "lookups")), 0);
        assert_int_equal(json_object_get_uint64(json_object_object_get(j, "lookups_found")), 0);
        json_object_put(j);
        schedule_free(s);
        schedule_facts_free(facts);
        plan_free(p);

        device_cache_free(dc);
        tu_rm_rf(dir);
        free(dir);
        free(file);
        free(missing);
        free(sub);
        free(sysfs);
}

static void test_meminfo_parse_available(void **state) {
        static const char good[] = "MemTotal:       24684096 kB\nMemFree:        23419628 kB\n"
                                   "MemAvailable:   24097284 kB\nBuffers:           56980 kB\n";
        uint64_t v = 7;
        assert_int_equal(meminfo_parse_available(good, strlen(good), &v), 0);
        assert_int_equal(v, UINT64_C(24097284) * 1024);
        static const char missing[] = "MemTotal: 1 kB\nMemFree: 1 kB\n";
        v = 7;
        assert_int_equal(meminfo_parse_available(missing, strlen(missing), &v), -EBADMSG);
        assert_int_equal(v, 7);
        static const char bad[] = "MemAvailable: lots kB\n";
        assert_int_equal(meminfo_parse_available(bad, strlen(bad), &v), -EBADMSG);
        static const char big[] = "MemAvailable: 99999999999999999999 kB\n";
        assert_int_equal(meminfo_parse_available(big, strlen(big), &v), -EBADMSG);
        static const char unit[] = "MemAvailable: 12 MB\n";
        assert_int_equal(meminfo_parse_available(unit, strlen(unit), &v), -EBADMSG);
        /* Not NUL-terminated, last line without newline. */
        static const char tail[] = "X: 1 kB\nMemAvailable: 8 kBgarbage";
        assert_int_equal(meminfo_parse_available(tail, strlen(tail) - 7, &v), 0);
        assert_int_equal(v, 8192);

        assert_int_equal(meminfo_read_available(NULL, &v), 0);
        assert_true(v > 0);
        assert_int_equal(meminfo_read_available("/nonexistent/meminfo", &v), -ENOENT);
}

static void test_schedule_order_strings(void **state) {
        ScheduleOrder o;
        assert_int_equal(schedule_order_from_string("physical", &o), 0);
        assert_int_equal(o, SCHEDULE_ORDER_PHYSICAL);
        assert_string_equal(schedule_order_to_string(SCHEDULE_ORDER_PLAN), "plan");
        assert_int_equal(schedule_order_from_string("random", &o), -EINVAL);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_schedule_build_chunks_by_cap),
                cmocka_unit_test(test_schedule_build_clamps_to_size),
                cmocka_unit_test(test_schedule_build_bridges_gaps_on_rotational),
                cmocka_unit_test(test_schedule_build_physical_order),
                cmocka_unit_test(test_schedule_build_opens_in_inode_order),
                cmocka_unit_test(test_schedule_build_budget_trims_tail),
                cmocka_unit_test(test_schedule_build_budget_cuts_neighbours_silently),
                cmocka_unit_test(test_schedule_build_budget_refuses),
                cmocka_unit_test(test_schedule_build_file_errors),
                cmocka_unit_test(test_schedule_facts_gather_real_files),
                cmocka_unit_test(test_schedule_facts_gather_lookups),
                cmocka_unit_test(test_meminfo_parse_available),
                cmocka_unit_test(test_schedule_order_strings),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
