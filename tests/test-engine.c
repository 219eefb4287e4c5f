/* SPDX-License-Identifier: LGPL-2.1-or-later */
#include <errno.h>
#include <inttypes.h>
#include <fcntl.h>
#include <grp.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "engine.h"
#include "residency.h"
#include "schedule-pack.h"
#include "util.h"

#define PAGE UINT64_C(4096)
#define KIB UINT64_C(1024)
#define MIB (KIB * 1024)

static char *dir;

static int setup(void **state) {
        dir = tu_mkdtemp();
        /* Readable by the unprivileged child of the privilege test. */
        chmod(dir, 0755);
        return 0;
}

static int teardown(void **state) {
        tu_rm_rf(dir);
        free(dir);
        return 0;
}

static char *make_file(const char *name, uint64_t size) {
        char *path = tu_strdupf("%s/%s", dir, name);
        char *buf = malloc(size);
        assert_non_null(buf);
        for (uint64_t i = 0; i < size; i++)
                buf[i] = (char) (i * 131 + (i >> 12));
        tu_write_file(path, buf, size);
        free(buf);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(fsync(fd), 0); /* clean pages: DONTNEED can drop them */
        close(fd);
        chmod(path, 0644);
        return path;
}

static void evict(const char *path) {
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(fdatasync(fd), 0);
        assert_int_equal(posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED), 0);
        close(fd);
}

/* Resident pages of [off, off + len), from mincore: truthful for the owner and for root. */
static uint64_t resident_pages(const char *path, uint64_t off, uint64_t len) {
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        void *m = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, (off_t) off);
        assert_true(m != MAP_FAILED);
        unsigned char *vec = malloc(len / PAGE + 1);
        assert_non_null(vec);
        assert_int_equal(mincore(m, len, vec), 0);
        uint64_t n = 0;
        for (uint64_t i = 0; i < (len + PAGE - 1) / PAGE; i++)
                n += vec[i] & 1;
        free(vec);
        munmap(m, len);
        close(fd);
        return n;
}

static PlanFile *plan_file(Plan *p, const char *path) {
        struct stat st;
        PlanFile *f;
        if (stat(path, &st) < 0)
                assert_int_equal(plan_add_file(p, path, NULL, NULL, &f), 0);
        else
                assert_int_equal(plan_add_file(p, path, NULL, &st, &f), 0);
        return f;
}

static Schedule *schedule_for(const Plan *p, const ScheduleOptions *o) {
        DeviceCache *dc;
        ScheduleFacts *facts;
        Schedule *s;
        assert_int_equal(device_cache_new(NULL, &dc), 0);
        assert_int_equal(schedule_facts_gather(p, dc, o ? o->order : SCHEDULE_ORDER_AUTO, &facts), 0);
        assert_int_equal(schedule_build(p, facts, o, &s), 0);
        schedule_facts_free(facts);
        device_cache_free(dc);
        return s;
}

static EngineResult *warm(const Plan *p, const Schedule *s, EngineStrategy strategy, bool wait) {
        EngineOptions o = { .strategy = strategy, .wait = wait, .ioprio = ENGINE_IOPRIO_BEST_EFFORT };
        EngineResult *r;
        assert_int_equal(engine_warm(p, s, &o, &r), 0);
        return r;
}

static void test_engine_warm_strategies(void **state) {
        char *a = make_file("strat-a", 3 * MIB), *b = make_file("strat-b", 2 * MIB),
             *odd = make_file("strat-odd", 100000);
        ScheduleOptions so = SCHEDULE_OPTIONS_DEFAULT;
        Plan *p;

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, a), 0, 3 * MIB, RANGE_SOURCE_FILE), 0);
        PlanFile *fb = plan_file(p, b);
        assert_int_equal(plan_file_add_range(fb, 0, 256 * KIB, RANGE_SOURCE_ELF), 0);
        assert_int_equal(plan_file_add_range(fb, 1 * MIB, 512 * KIB, RANGE_SOURCE_ELF), 0);
        /* A size that is not a multiple of the page: its last page is partial. */
        assert_int_equal(plan_file_add_range(plan_file(p, odd), 0, 100000, RANGE_SOURCE_FILE), 0);
        so.max_request_bytes = 256 * KIB; /* several requests per range */
        so.bridge_bytes = 0;
        Schedule *s = schedule_for(p, &so);
        assert_int_equal(s->n_requests, 12 + 1 + 2 + 1);

        for (EngineStrategy st = 0; st < _ENGINE_STRATEGY_MAX; st++) {
                evict(a);
                evict(b);
                evict(odd);
                assert_int_equal(resident_pages(a, 0, 3 * MIB), 0);
                EngineResult *r = warm(p, s, st, true);

                for (size_t i = 0; i < r->n_files; i++)
                        if (r->files[i].error)
                                fail_msg("%s: %s: %s", engine_strategy_to_string(st), p->files[i].path,
                                         engine_file_error_text(&r->files[i]));
                assert_int_equal(r->files_failed, 0);
                assert_int_equal(r->files_warmed, 3);
                assert_true(r->waited);
                assert_int_equal(r->requests, s->n_requests);
                assert_int_equal(r->bytes, 3 * MIB + 768 * KIB + 25 * PAGE);
                assert_int_equal(resident_pages(odd, 0, 100000), 25);
                assert_true(r->usec >= r->queue_usec);
                /* Every planned page is cached when warm returns. */
                assert_int_equal(resident_pages(a, 0, 3 * MIB), 3 * MIB / PAGE);
                assert_int_equal(resident_pages(b, 0, 256 * KIB), 256 * KIB / PAGE);
                assert_int_equal(resident_pages(b, 1 * MIB, 512 * KIB), 512 * KIB / PAGE);
                switch (st) {
                case ENGINE_STRATEGY_WILLNEED:
                        /* One fadvise per request, one populate per range, nothing else. */
                        assert_int_equal(r->n_fadvise, s->n_requests);
                        assert_int_equal(r->n_madvise, 4);
                        assert_int_equal(r->wait_calls, 4);
                        assert_int_equal(r->n_pread, 0);
                        /* It reads the planned ranges and nothing between them. */
                        assert_int_equal(resident_pages(b, 256 * KIB, 768 * KIB), 0);
                        break;
                case ENGINE_STRATEGY_MADVISE:
                        assert_int_equal(r->n_fadvise, 0);
                        assert_int_equal(r->n_madvise, s->n_requests + 4);
                        assert_int_equal(r->wait_calls, 4);
                        break;
                case ENGINE_STRATEGY_READ:
                        /* One more for the end of file inside the last, partial page. */
                        assert_int_equal(r->n_pread, s->n_requests + 1);
                        /* POSIX_FADV_RANDOM once per file: no read-ahead past the ranges. */
                        assert_int_equal(r->n_fadvise, 3);
                        assert_int_equal(r->n_madvise, 0);
                        assert_int_equal(resident_pages(b, 256 * KIB, 768 * KIB), 0);
                        assert_int_equal(resident_pages(b, 1536 * KIB, 512 * KIB), 0);
                        break;
                case ENGINE_STRATEGY_URING:
                        /* Every request one read in flight; the end of file inside the last page
                         * needs no second read; no read-ahead past the ranges either. */
                        assert_int_equal(r->n_uring_read, s->n_requests);
                        assert_int_equal(r->n_pread, 0);
                        assert_int_equal(r->n_fadvise, 3);
                        assert_int_equal(resident_pages(b, 256 * KIB, 768 * KIB), 0);
                        assert_int_equal(resident_pages(b, 1536 * KIB, 512 * KIB), 0);
                        break;
                case ENGINE_STRATEGY_POPULATE:
                        assert_int_equal(r->n_madvise, s->n_requests);
                        assert_int_equal(r->n_fadvise + r->n_pread, 0);
                        break;
                default:
                        break;
                }
                engine_result_free(r);
        }

        /* Without waiting: only the queued calls. */
        evict(a);
        evict(b);
        evict(odd);
        EngineResult *r = warm(p, s, ENGINE_STRATEGY_WILLNEED, false);
        assert_false(r->waited);
        assert_int_equal(r->n_fadvise, s->n_requests);
        assert_int_equal(r->n_madvise + r->n_pread + r->wait_calls, 0);
        engine_result_free(r);

        schedule_free(s);
        plan_free(p);
        free(a);
        free(b);
        free(odd);
}

typedef struct Mutation {
        const char *truncate_path;
        uint64_t truncate_to;
        atomic_bool *cancel;
        unsigned calls;
        EnginePhase phases_seen;
        uint64_t last_done;
} Mutation;

static void on_progress(const EngineProgress *pr, void *userdata) {
        Mutation *m = userdata;
        assert_true(pr->bytes_done <= pr->bytes_total);
        assert_true(pr->files_done <= pr->files_total);
        m->phases_seen |= 1u << pr->phase;
        if (m->calls++ == 0) {
                if (m->truncate_path)
                        assert_int_equal(truncate(m->truncate_path, (off_t) m->truncate_to), 0);
                if (m->cancel)
                        atomic_store(m->cancel, true);
        }
}

/* A schedule and its plan packed (a prepared launch's) and unpacked: the same files, identities,
 * spans and requests in the same order, without the plan's ranges; and they warm the same. */
static void test_engine_warm_unpacked(void **state) {
        char *a = make_file("packed-a", 2 * MIB), *b = make_file("packed-b", 1 * MIB);
        char *link = tu_strdupf("%s/packed-link", dir), *gone = tu_strdupf("%s/packed-gone", dir);
        ScheduleOptions so = SCHEDULE_OPTIONS_DEFAULT;
        SchedulePack *k;
        Plan *p, *up;
        Schedule *us;
        PlanFile *f;

        assert_int_equal(symlink(b, link), 0);
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, a), 0, 1 * MIB, RANGE_SOURCE_FILE), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, a), 1536 * KIB, 128 * KIB, RANGE_SOURCE_FILE), 0);
        /* named by a symlink, opened by its real path */
        struct stat st;
        assert_int_equal(stat(b, &st), 0);
        assert_int_equal(plan_add_file(p, link, b, &st, &f), 0);
        assert_int_equal(plan_file_add_range(f, 512 * KIB, 256 * KIB, RANGE_SOURCE_FILE), 0);
        /* gone before the schedule: an error, no spans */
        assert_int_equal(plan_file_add_range(plan_file(p, gone), 0, 4096, RANGE_SOURCE_FILE), 0);
        assert_int_equal(plan_add_lookup(p, "/etc"), 0);
        so.max_request_bytes = 256 * KIB; /* several requests per span */
        so.bridge_bytes = 0;
        Schedule *s = schedule_for(p, &so);
        assert_int_equal(s->n_errors, 1);

        assert_int_equal(schedule_pack(p, s, &k), 0);
        assert_int_equal(schedule_pack_total_bytes(k), s->total_bytes);
        assert_int_equal(schedule_unpack(k, &up, &us), 0);
        /* it holds less than what it unpacks into, even without malloc's headers */
        size_t unpacked = sizeof(Plan) + sizeof(Schedule) + us->n_requests * sizeof(ScheduleRequest) +
                          up->n_files * (sizeof(PlanFile) + sizeof(ScheduleFile));
        for (size_t i = 0; i < up->n_files; i++)
                unpacked += strlen(up->files[i].path) + 1 + (up->files[i].real_path ? strlen(up->files[i].real_path) + 1 : 0) +
                            us->files[i].n_spans * sizeof(Range);
        assert_true(schedule_pack_bytes(k) < unpacked);
        assert_int_equal(up->n_files, p->n_files);
        for (size_t i = 0; i < p->n_files; i++) {
                assert_string_equal(up->files[i].path, p->files[i].path);
                assert_int_equal(up->files[i].have_identity, p->files[i].have_identity);
                if (p->files[i].have_identity) {
                        assert_int_equal(up->files[i].dev, p->files[i].dev);
                        assert_int_equal(up->files[i].ino, p->files[i].ino);
                }
                assert_int_equal(up->files[i].n_ranges, 0);
        }
        assert_string_equal(up->files[1].real_path, b);
        assert_null(up->files[0].real_path);
        assert_int_equal(up->n_lookups, 0);
        assert_int_equal(us->n_files, s->n_files);
        assert_int_equal(us->n_errors, 1);
        assert_int_equal(us->total_bytes, s->total_bytes);
        for (size_t i = 0; i < s->n_files; i++) {
                const ScheduleFile *x = &s->files[i], *y = &us->files[i];
                assert_int_equal(y->plan_index, x->plan_index);
                assert_int_equal(y->error, x->error);
                assert_ptr_equal(y->reason, x->reason);
                assert_int_equal(y->dev, x->dev);
                assert_int_equal(y->ino, x->ino);
                assert_int_equal(y->rotational, x->rotational);
                assert_int_equal(y->physical, x->physical);
                assert_int_equal(y->n_spans, x->n_spans);
                assert_int_equal(y->n_requests, x->n_requests);
                assert_int_equal(y->bytes, x->bytes);
                for (size_t j = 0; j < x->n_spans; j++) {
                        assert_int_equal(y->spans[j].offset, x->spans[j].offset);
                        assert_int_equal(y->spans[j].length, x->spans[j].length);
                }
        }
        assert_int_equal(us->n_requests, s->n_requests);
        assert_true(s->n_requests >= 6);
        for (size_t r = 0; r < s->n_requests; r++) {
                assert_int_equal(us->requests[r].file, s->requests[r].file);
                assert_int_equal(us->requests[r].offset, s->requests[r].offset);
                assert_int_equal(us->requests[r].length, s->requests[r].length);
        }
        /* a schedule that does not index the plan is refused */
        Plan *other;
        assert_int_equal(plan_new(&other), 0);
        SchedulePack *bad = NULL;
        assert_int_equal(schedule_pack(other, s, &bad), -EINVAL);
        assert_null(bad);
        plan_free(other);

        const EngineStrategy strategies[] = { ENGINE_STRATEGY_URING, ENGINE_STRATEGY_WILLNEED };
        for (size_t i = 0; i < sizeof(strategies) / sizeof(strategies[0]); i++) {
                evict(a);
                evict(b);
                EngineResult *r = warm(up, us, strategies[i], true);
                assert_int_equal(r->files_failed, 1);
                assert_int_equal(r->files[2].error, -ENOENT);
                assert_int_equal(r->files_warmed, 2);
                assert_int_equal(r->bytes, 1 * MIB + 128 * KIB + 256 * KIB);
                assert_int_equal(resident_pages(a, 0, 1 * MIB), 1 * MIB / PAGE);
                assert_int_equal(resident_pages(a, 1536 * KIB, 128 * KIB), 128 * KIB / PAGE);
                assert_int_equal(resident_pages(b, 512 * KIB, 256 * KIB), 256 * KIB / PAGE);
                engine_result_free(r);
        }
        /* a file replaced since packing (another inode, made while the first still existed) is
         * refused, not read */
        char *a2 = make_file("packed-a2", 2 * MIB);
        assert_int_equal(rename(a2, a), 0);
        free(a2);
        EngineResult *r = warm(up, us, ENGINE_STRATEGY_WILLNEED, true);
        assert_int_equal(r->files[0].error, -ESTALE);
        engine_result_free(r);

        schedule_free(us);
        plan_free(up);
        schedule_pack_free(k);
        schedule_free(s);
        plan_free(p);
        unlink(a);
        unlink(link);
        unlink(b);
        free(a);
        free(b);
        free(link);
        free(gone);
}

static void test_engine_warm_file_errors(void **state) {
        char *ok = make_file("err-ok", 1 * MIB), *repl = make_file("err-replaced", 64 * KIB),
             *shrunk = make_file("err-shrunk", 1 * MIB), *vanish = make_file("err-vanish", 64 * KIB);
        char *missing = tu_strdupf("%s/err-missing", dir), *sub = tu_strdupf("%s/err-dir", dir),
             *fifo = tu_strdupf("%s/err-fifo", dir), *repl_new = tu_strdupf("%s.new", repl);
        Plan *p;

        assert_int_equal(mkdir(sub, 0755), 0);
        assert_int_equal(mkfifo(fifo, 0644), 0);
        assert_int_equal(plan_new(&p), 0);
        const char *all[] = { ok, missing, sub, fifo, repl, shrunk, vanish };
        const uint64_t sizes[] = { 1 * MIB, PAGE, PAGE, PAGE, 64 * KIB, 1 * MIB, 64 * KIB };
        for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++)
                assert_int_equal(plan_file_add_range(plan_file(p, all[i]), 0, sizes[i], RANGE_SOURCE_FILE), 0);
        Schedule *s = schedule_for(p, NULL);

        /* Between planning and warming: replaced, shrunk, vanished. */
        tu_write_file(repl_new, "new", 3);
        assert_int_equal(rename(repl_new, repl), 0);
        assert_int_equal(truncate(shrunk, 100 * KIB), 0);
        assert_int_equal(unlink(vanish), 0);
        evict(ok);
        evict(shrunk);

        EngineResult *r = warm(p, s, ENGINE_STRATEGY_WILLNEED, true);
        assert_int_equal(r->files_warmed, 1);
        assert_int_equal(r->files_failed, 6);
        assert_int_equal(r->files[0].error, 0);
        assert_int_equal(resident_pages(ok, 0, 1 * MIB), 1 * MIB / PAGE);
        assert_int_equal(r->files[1].error, -ENOENT);
        assert_int_equal(r->files[2].error, -EISDIR);
        assert_non_null(strstr(engine_file_error_text(&r->files[2]), "directory"));
        assert_int_equal(r->files[3].error, -EINVAL);
        assert_non_null(strstr(engine_file_error_text(&r->files[3]), "FIFO"));
        assert_int_equal(r->files[4].error, -ESTALE);
        assert_non_null(strstr(engine_file_error_text(&r->files[4]), "replaced"));
        assert_int_equal(r->files[5].error, -ERANGE);
        assert_non_null(strstr(engine_file_error_text(&r->files[5]), "shrank"));
        /* What is left of the shrunk file is warmed all the same. */
        assert_int_equal(resident_pages(shrunk, 0, 100 * KIB), 100 * KIB / PAGE);
        assert_int_equal(r->files[6].error, -ENOENT);
        assert_non_null(strstr(engine_file_error_text(&r->files[6]), "vanished"));

        json_object *j;
        assert_int_equal(engine_result_to_json(r, p, &j), 0);
        assert_int_equal(json_object_array_length(json_object_object_get(j, "errors")), 6);
        assert_int_equal(json_object_get_int(json_object_object_get(j, "files_warmed")), 1);
        json_object_put(j);
        engine_result_free(r);

        schedule_free(s);
        plan_free(p);
        free(ok);
        free(repl);
        free(shrunk);
        free(vanish);
        free(missing);
        free(sub);
        free(fifo);
        free(repl_new);
}

static void shrink_during(EngineStrategy strategy) {
        char *a = make_file("during-a", 1 * MIB), *b = make_file("during-b", 2 * MIB);
        ScheduleOptions so = SCHEDULE_OPTIONS_DEFAULT;
        Mutation m = { .truncate_path = b, .truncate_to = 8 * KIB };
        Plan *p;

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, a), 0, 1 * MIB, RANGE_SOURCE_FILE), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, b), 0, 2 * MIB, RANGE_SOURCE_FILE), 0);
        so.max_request_bytes = 128 * KIB;
        so.order = SCHEDULE_ORDER_PLAN;
        Schedule *s = schedule_for(p, &so);
        evict(a);
        evict(b);

        /* b is cut to 8 KiB after the first call: its mapping now reaches past the end. */
        EngineOptions o = { .strategy = strategy, .wait = true, .progress = on_progress, .userdata = &m };
        EngineResult *r;
        assert_int_equal(engine_warm(p, s, &o, &r), 0);
        assert_int_equal(r->files[0].error, 0);
        assert_int_equal(resident_pages(a, 0, 1 * MIB), 1 * MIB / PAGE);
        assert_int_equal(r->files[1].error, -ERANGE);
        assert_non_null(strstr(engine_file_error_text(&r->files[1]), "during"));
        assert_int_equal(r->files_failed, 1);
        /* What was really issued: a whole, and b's 8 KiB that are left, not its 2 MiB */
        if (r->files[1].bytes > 8 * KIB)
                fail_msg("%s: %" PRIu64 " bytes reported for a file cut to 8 KiB",
                         engine_strategy_to_string(strategy), r->files[1].bytes);
        assert_int_equal(r->files[0].bytes, 1 * MIB);
        assert_int_equal(r->bytes, r->files[0].bytes + r->files[1].bytes);
        engine_result_free(r);
        schedule_free(s);
        plan_free(p);
        free(a);
        free(b);
}

static void test_engine_warm_shrinks_during_willneed(void **state) {
        shrink_during(ENGINE_STRATEGY_WILLNEED);
}

static void test_engine_warm_shrinks_during_populate(void **state) {
        shrink_during(ENGINE_STRATEGY_POPULATE);
}

static void test_engine_warm_shrinks_during_madvise(void **state) {
        shrink_during(ENGINE_STRATEGY_MADVISE);
}

static void test_engine_warm_shrinks_during_read(void **state) {
        shrink_during(ENGINE_STRATEGY_READ);
}

static void test_engine_warm_cancel(void **state) {
        char *a = make_file("cancel-a", 1 * MIB), *b = make_file("cancel-b", 1 * MIB);
        ScheduleOptions so = SCHEDULE_OPTIONS_DEFAULT;
        atomic_bool cancel = false;
        Mutation m = { .cancel = &cancel };
        Plan *p;

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, a), 0, 1 * MIB, RANGE_SOURCE_FILE), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, b), 0, 1 * MIB, RANGE_SOURCE_FILE), 0);
        so.max_request_bytes = 128 * KIB;
        so.order = SCHEDULE_ORDER_PLAN;
        Schedule *s = schedule_for(p, &so);
        EngineOptions o = { .strategy = ENGINE_STRATEGY_WILLNEED, .wait = true, .progress = on_progress,
                            .userdata = &m, .cancel = &cancel };
        EngineResult *r;
        assert_int_equal(engine_warm(p, s, &o, &r), 0);
        assert_true(r->cancelled);
        assert_false(r->waited);
        assert_int_equal(r->requests, 1);
        assert_int_equal(m.calls, 1);
        assert_int_equal(r->files_failed, 2);
        assert_int_equal(r->files[1].error, -ECANCELED);
        engine_result_free(r);
        schedule_free(s);
        plan_free(p);
        free(a);
        free(b);
}

static void test_engine_warm_progress(void **state) {
        char *a = make_file("progress-a", 1 * MIB);
        ScheduleOptions so = SCHEDULE_OPTIONS_DEFAULT;
        Mutation m = {};
        Plan *p;

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, a), 0, 1 * MIB, RANGE_SOURCE_FILE), 0);
        so.max_request_bytes = 256 * KIB;
        Schedule *s = schedule_for(p, &so);
        EngineOptions o = { .strategy = ENGINE_STRATEGY_WILLNEED, .wait = true, .progress = on_progress, .userdata = &m };
        EngineResult *r;
        assert_int_equal(engine_warm(p, s, &o, &r), 0);
        assert_int_equal(m.calls, 4 + 1); /* four queued calls, one wait piece */
        assert_int_equal(m.phases_seen, (1u << ENGINE_PHASE_QUEUE) | (1u << ENGINE_PHASE_WAIT));
        engine_result_free(r);
        schedule_free(s);
        plan_free(p);
        free(a);
}

static void test_engine_warm_budget(void **state) {
        char *a = make_file("budget-a", 1 * MIB), *b = make_file("budget-b", 1 * MIB);
        ScheduleOptions so = SCHEDULE_OPTIONS_DEFAULT;
        Plan *p;

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, a), 0, 1 * MIB, RANGE_SOURCE_FILE), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, b), 0, 1 * MIB, RANGE_SOURCE_FILE), 0);
        so.mem_available = 2 * MIB; /* half of it: a fits, b does not */
        Schedule *s = schedule_for(p, &so);
        evict(a);
        evict(b);
        EngineResult *r = warm(p, s, ENGINE_STRATEGY_WILLNEED, true);
        assert_int_equal(r->files[0].error, 0);
        assert_int_equal(r->files[1].error, -ENOMEM);
        assert_non_null(strstr(engine_file_error_text(&r->files[1]), "memory budget"));
        assert_int_equal(r->files_failed, 1);
        assert_int_equal(resident_pages(a, 0, 1 * MIB), 1 * MIB / PAGE);
        assert_int_equal(resident_pages(b, 0, 1 * MIB), 0);
        engine_result_free(r);
        schedule_free(s);
        plan_free(p);
        free(a);
        free(b);
}

/*
 * The completion path for a user who cannot write the files: as nobody, warm a root-owned 0644
 * file with wait, and check afterwards as root, where mincore tells the truth, that it is cached.
 */
static void test_engine_warm_unprivileged(void **state) {
        if (geteuid() != 0)
                skip();
        char *pub = make_file("priv-public", 4 * MIB), *secret = make_file("priv-secret", 64 * KIB);
        assert_int_equal(chmod(secret, 0600), 0);
        evict(pub);
        assert_int_equal(resident_pages(pub, 0, 4 * MIB), 0);

        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                Plan *p;
                PlanResidency *res;
                EngineResult *r;
                if (setgroups(0, NULL) < 0 || setgid(65534) < 0 || setuid(65534) < 0)
                        _exit(10);
                if (plan_new(&p) < 0)
                        _exit(11);
                plan_file_add_range(plan_file(p, pub), 0, 4 * MIB, RANGE_SOURCE_FILE);
                plan_file_add_range(plan_file(p, secret), 0, 64 * KIB, RANGE_SOURCE_FILE);
                /* Honest residency: nobody cannot be told about a root file. */
                if (residency_plan(p, &res) < 0 || res->files[0].known || res->n_unknown != 1 ||
                    res->files[1].error != -EACCES)
                        _exit(12);
                plan_residency_free(res);
                Schedule *s = schedule_for(p, NULL);
                EngineOptions o = { .strategy = ENGINE_STRATEGY_WILLNEED, .wait = true, .ioprio = ENGINE_IOPRIO_IDLE };
                if (engine_warm(p, s, &o, &r) < 0)
                        _exit(13);
                if (!r->waited || r->files[0].error != 0 || r->files[1].error != -EACCES || r->files_warmed != 1)
                        _exit(14);
                if (r->wait_calls < 1 || r->n_fadvise != s->n_requests)
                        _exit(15);
                engine_result_free(r);
                schedule_free(s);
                plan_free(p);
                _exit(0);
        }
        int status;
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
        /* Every page, right after the unprivileged warm --wait returned. */
        assert_int_equal(resident_pages(pub, 0, 4 * MIB), 4 * MIB / PAGE);
        free(pub);
        free(secret);
}

/* The calling thread's I/O priority class, from ioprio_get (class in the bits above 13). */
static int thread_ioprio_class(void) {
        long v = syscall(SYS_ioprio_get, 1 /* IOPRIO_WHO_PROCESS */, 0);
        assert_true(v >= 0);
        return (int) (v >> 13);
}

static void test_engine_ioprio_set_restore(void **state) {
        int before = (int) syscall(SYS_ioprio_get, 1, 0);
        assert_true(before >= 0);

        /* Idle (class 3) for the job, then back to exactly what it was. */
        int old = engine_ioprio_set(ENGINE_IOPRIO_IDLE);
        assert_int_equal(old, before);
        assert_int_equal(thread_ioprio_class(), 3);
        engine_ioprio_restore(old);
        assert_int_equal((int) syscall(SYS_ioprio_get, 1, 0), before);

        /* Best effort (class 2) likewise; keep changes nothing and has nothing to restore. */
        old = engine_ioprio_set(ENGINE_IOPRIO_BEST_EFFORT);
        assert_int_equal(thread_ioprio_class(), 2);
        engine_ioprio_restore(old);
        assert_int_equal(engine_ioprio_set(ENGINE_IOPRIO_KEEP), -1);
        assert_int_equal((int) syscall(SYS_ioprio_get, 1, 0), before);
        engine_ioprio_restore(-1);
        assert_int_equal((int) syscall(SYS_ioprio_get, 1, 0), before);
}

static void test_engine_evict_keeps_mapped(void **state) {
        char *a = make_file("evict-a", 2 * MIB), *b = make_file("evict-b", 1 * MIB);
        Plan *p;
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, a), 0, 2 * MIB, RANGE_SOURCE_FILE), 0);
        assert_int_equal(plan_file_add_range(plan_file(p, b), 0, 1 * MIB, RANGE_SOURCE_FILE), 0);
        Schedule *s = schedule_for(p, NULL);
        EngineResult *r = warm(p, s, ENGINE_STRATEGY_WILLNEED, true);
        engine_result_free(r);
        assert_int_equal(resident_pages(a, 0, 2 * MIB), 2 * MIB / PAGE);

        /* A "running process" maps and touches the first page. */
        int fd = open(a, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        volatile unsigned char *m = mmap(NULL, 2 * MIB, PROT_READ, MAP_SHARED, fd, 0);
        assert_true(m != MAP_FAILED);
        (void) m[0];

        assert_int_equal(engine_evict(p, &r), 0);
        assert_int_equal(r->files_failed, 0);
        assert_int_equal(r->n_fadvise, 2);
        engine_result_free(r);
        PlanResidency *res;
        assert_int_equal(residency_plan(p, &res), 0);
        assert_true(res->files[0].known);
        /* The mapped page (and those fault-around mapped with it) stay; the rest is gone. */
        assert_true(res->cached >= PAGE);
        /*
         * How much stays depends on the folio size the cache used: a mapped page keeps its whole
         * folio, up to 2 MiB on this file. The unmapped file goes entirely.
         */
        assert_true(res->files[0].cached <= 2 * MIB);
        assert_int_equal(res->files[1].cached, 0);
        assert_int_equal(resident_pages(b, 0, 1 * MIB), 0);
        plan_residency_free(res);
        munmap((void *) m, 2 * MIB);
        close(fd);

        assert_int_equal(engine_evict(p, &r), 0);
        engine_result_free(r);
        assert_int_equal(resident_pages(a, 0, 2 * MIB), 0);
        schedule_free(s);
        plan_free(p);
        free(a);
        free(b);
}

static void test_engine_strategy_strings(void **state) {
        EngineStrategy s;
        assert_int_equal(engine_strategy_from_string("populate", &s), 0);
        assert_int_equal(s, ENGINE_STRATEGY_POPULATE);
        assert_string_equal(engine_strategy_to_string(ENGINE_STRATEGY_WILLNEED), "willneed");
        assert_int_equal(engine_strategy_from_string("mmap", &s), -EINVAL);
        assert_null(engine_strategy_to_string(_ENGINE_STRATEGY_MAX));
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_engine_warm_strategies),
                cmocka_unit_test(test_engine_warm_file_errors),
                cmocka_unit_test(test_engine_warm_unpacked),
                cmocka_unit_test(test_engine_warm_shrinks_during_willneed),
                cmocka_unit_test(test_engine_warm_shrinks_during_populate),
                cmocka_unit_test(test_engine_warm_shrinks_during_madvise),
                cmocka_unit_test(test_engine_warm_shrinks_during_read),
                cmocka_unit_test(test_engine_warm_cancel),
                cmocka_unit_test(test_engine_warm_progress),
                cmocka_unit_test(test_engine_warm_budget),
                cmocka_unit_test(test_engine_warm_unprivileged),
                cmocka_unit_test(test_engine_ioprio_set_restore),
                cmocka_unit_test(test_engine_evict_keeps_mapped),
                cmocka_unit_test(test_engine_strategy_strings),
        };
        return cmocka_run_group_tests(tests, setup, teardown);
}
