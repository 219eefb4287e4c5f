/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Executes a schedule with page-cache calls; the only module that issues them. */
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "engine.h"
#include "macro.h"
#include "json-util.h"
#include "time-util.h"
#include "uring-read.h"

#ifndef MADV_POPULATE_READ
#define MADV_POPULATE_READ 22
#endif

/* The ioprio ABI (linux/ioprio.h is not in every libc's kernel headers). */
#define ENGINE_IOPRIO_WHO_PROCESS 1
#define ENGINE_IOPRIO_CLASS_SHIFT 13
#define ENGINE_IOPRIO_CLASS_BE 2
#define ENGINE_IOPRIO_CLASS_IDLE 3
#define ENGINE_IOPRIO_BE_NORMAL 4 /* what a nice-0 process gets by default */

/* Wait-pass calls are split so that progress and cancellation stay responsive. */
#define ENGINE_WAIT_PIECE (UINT64_C(32) << 20)
/* The scratch buffer of the read strategy and of the wait fallback. */
#define ENGINE_READ_BUFFER_MAX (UINT64_C(16) << 20)
/* Files held open at once; the schedule is worked through in batches of this many. */
#define ENGINE_BATCH_MAX 256u
/*
 * Reads in flight for the uring strategy. Its batches are half of it: the block layer flushes a
 * plug at 32 requests (BLK_MAX_REQUEST_COUNT), and requests that merged count as one.
 */
#define ENGINE_URING_DEPTH 64u
/*
 * Bytes in flight for it: pages under I/O cannot be reclaimed, and 64 cap-sized reads (80 MiB)
 * made a warm in a 64 MiB memory cgroup meet its limit; and a cancelled warm, or a preloadd
 * stopped or killed, waits for what is in flight (16 MiB took 16 s on a disk throttled to 1 MiB/s).
 * Small files, whose requests merge, fit many times; large ranges are cap-sized requests
 * already, a few of which keep a disk busy.
 */
#define ENGINE_URING_BYTES (UINT64_C(4) << 20)

const char *engine_file_error_text(const EngineFileResult *f) {
        if (f->reason)
                return f->reason;
        return f->error ? strerror(-f->error) : "ok";
}

EngineResult *engine_result_free(EngineResult *r) {
        if (!r)
                return NULL;
        free(r->files);
        free(r);
        return NULL;
}

static int engine_result_new(size_t n_files, EngineResult **ret) {
        EngineResult *r = calloc(1, sizeof(*r));
        if (!r)
                return -ENOMEM;
        if (n_files > 0) {
                r->files = calloc(n_files, sizeof(EngineFileResult));
                if (!r->files) {
                        free(r);
                        return -ENOMEM;
                }
        }
        r->n_files = n_files;
        *ret = r;
        return 0;
}

static void file_fail(EngineFileResult *f, int error, const char *reason) {
        /* The first problem is the one to report: later ones follow from it. */
        if (f->error != 0)
                return;
        f->error = error;
        f->reason = reason;
}

/* One open file of the current batch. */
typedef struct OpenFile {
        int fd;
        bool active;       /* opened and still being warmed */
        uint8_t *map;      /* read-only shared mapping of [map_offset, map_offset + map_length) */
        uint64_t map_offset;
        uint64_t map_length;
        uint64_t limit;    /* page-rounded file size: nothing at or past it is touched */
        size_t requests_left;
        bool *span_waited; /* per schedule span */
        size_t spans_left;
} OpenFile;

typedef struct Engine {
        const Plan *plan;
        const Schedule *schedule;
        EngineOptions opts;
        EngineResult *result;
        OpenFile *open; /* indexed by schedule file */
        uint8_t *buffer;
        uint64_t buffer_size;
        bool no_populate; /* the kernel lacks MADV_POPULATE_READ: wait with pread instead */
        UringRead *uring; /* the uring strategy's reader; NULL: read with pread */
        uint64_t start_usec;
        EngineProgress progress;
} Engine;

static void engine_report(Engine *e) {
        if (!e->opts.progress)
                return;
        e->progress.elapsed_usec = now_usec(CLOCK_MONOTONIC) - e->start_usec;
        e->opts.progress(&e->progress, e->opts.userdata);
}

static bool engine_cancelled(Engine *e) {
        if (e->opts.cancel && atomic_load(e->opts.cancel))
                e->result->cancelled = true;
        return e->result->cancelled;
}

static EngineFileResult *engine_file_result(Engine *e, size_t file) {
        return &e->result->files[e->schedule->files[file].plan_index];
}

static void open_file_close(OpenFile *of) {
        if (of->map)
                munmap(of->map, of->map_length);
        of->map = NULL;
        of->fd = safe_close(of->fd);
        free(of->span_waited);
        of->span_waited = NULL;
        of->active = false;
}

static bool engine_needs_map(const Engine *e) {
        switch (e->opts.strategy) {
        case ENGINE_STRATEGY_MADVISE:
        case ENGINE_STRATEGY_POPULATE:
                return true;
        case ENGINE_STRATEGY_WILLNEED:
                return e->opts.wait;
        default:
                return false;
        }
}

static uint64_t page_round_up(uint64_t x) {
        uint64_t r;
        if (!round_up_u64(x, plan_page_size(), &r))
                return round_down_u64(UINT64_MAX, plan_page_size());
        return r;
}

static void engine_file_open(Engine *e, size_t file) {
        const ScheduleFile *sf = &e->schedule->files[file];
        const PlanFile *pf = &e->plan->files[sf->plan_index];
        EngineFileResult *fr = engine_file_result(e, file);
        OpenFile *of = &e->open[file];
        const char *reason = NULL;
        struct stat st;
        int r;

        *of = (OpenFile) { .fd = -EBADF };
        if (sf->n_spans == 0)
                return;

        r = schedule_file_open(pf, &of->fd, &st, &reason);
        if (r < 0) {
                if (r == -ENOENT)
                        reason = "vanished since planning";
                file_fail(fr, r, reason);
                return;
        }
        if ((sf->dev != 0 || sf->ino != 0) && (st.st_dev != sf->dev || st.st_ino != sf->ino)) {
                file_fail(fr, -ESTALE, "replaced since planning (another inode at this path)");
                of->fd = safe_close(of->fd);
                return;
        }

        /*
         * The read strategy asks for exactly the pages it wants. Left to itself, the kernel takes
         * requests that follow each other in a file for a sequential stream and reads ahead of
         * them: measured, a warm of a learned profile of node cached 52 MiB of the program for 36
         * MiB asked. POSIX_FADV_RANDOM on our own open file stops that; other openers of the file
         * are not affected.
         */
        if (e->opts.strategy == ENGINE_STRATEGY_READ || e->opts.strategy == ENGINE_STRATEGY_URING) {
                e->result->n_fadvise++;
                (void) posix_fadvise(of->fd, 0, 0, POSIX_FADV_RANDOM);
        }
        of->limit = page_round_up((uint64_t) st.st_size);
        const Range *last = &sf->spans[sf->n_spans - 1];
        uint64_t end = last->offset + last->length;
        if (of->limit < end)
                file_fail(fr, -ERANGE, "shrank since planning, its tail was not warmed");

        of->span_waited = calloc(sf->n_spans, sizeof(bool));
        if (!of->span_waited) {
                file_fail(fr, -ENOMEM, NULL);
                of->fd = safe_close(of->fd);
                return;
        }
        of->spans_left = sf->n_spans;
        of->requests_left = sf->n_requests;

        if (engine_needs_map(e)) {
                uint64_t map_end = MIN(end, of->limit);
                if (map_end <= sf->spans[0].offset || map_end - sf->spans[0].offset > SIZE_MAX) {
                        /* Nothing left inside the file: no mapping, and every request is skipped. */
                        of->active = true;
                        return;
                }
                of->map_offset = sf->spans[0].offset;
                of->map_length = map_end - of->map_offset;
                void *m = mmap(NULL, (size_t) of->map_length, PROT_READ, MAP_SHARED, of->fd,
                               (off_t) of->map_offset);
                if (m == MAP_FAILED) {
                        of->map = NULL;
                        /* Without a mapping willneed can still wait with pread. */
                        if (e->opts.strategy != ENGINE_STRATEGY_WILLNEED) {
                                file_fail(fr, -errno, "cannot be mapped");
                                open_file_close(of);
                                return;
                        }
                } else
                        of->map = m;
        }
        of->active = true;
}

/* After EFAULT or a short read: did the file shrink? Clamps the limit if so. */
static bool engine_file_shrank(Engine *e, size_t file) {
        OpenFile *of = &e->open[file];
        struct stat st;

        if (fstat(of->fd, &st) < 0)
                return false;
        uint64_t limit = page_round_up((uint64_t) st.st_size);
        if (limit >= of->limit)
                return false;
        of->limit = limit;
        file_fail(engine_file_result(e, file), -ERANGE, "shrank during the warm, its tail was not warmed");
        return true;
}

static int engine_setup_buffer(Engine *e);

/* pread of [offset, offset + length) into the scratch buffer; short only at end of file. */
static int engine_pread(Engine *e, size_t file, uint64_t offset, uint64_t length) {
        OpenFile *of = &e->open[file];
        int r;

        r = engine_setup_buffer(e);
        if (r < 0)
                return r;

        while (length > 0) {
                size_t n = (size_t) MIN(length, e->buffer_size);
                ssize_t got = pread(of->fd, e->buffer, n, (off_t) offset);
                e->result->n_pread++;
                if (got < 0) {
                        if (errno == EINTR || errno == EAGAIN)
                                continue;
                        return -errno;
                }
                if (got == 0) {
                        /* End of file: normal inside the last, partial page; else it shrank. */
                        struct stat st;
                        if (engine_file_shrank(e, file))
                                return 0;
                        if (fstat(of->fd, &st) < 0)
                                return -errno;
                        if (offset >= (uint64_t) st.st_size)
                                return 0;
                        return -EIO;
                }
                offset += (uint64_t) got;
                length -= (uint64_t) got;
        }
        return 0;
}

/* MADV_POPULATE_READ of [offset, offset + length): returns once the pages are cached. */
static int engine_populate(Engine *e, size_t file, uint64_t offset, uint64_t length) {
        OpenFile *of = &e->open[file];
        unsigned again = 0;

        if (!of->map || e->no_populate)
                return engine_pread(e, file, offset, length);
        for (;;) {
                e->result->n_madvise++;
                if (madvise(of->map + (offset - of->map_offset), (size_t) length, MADV_POPULATE_READ) >= 0)
                        return 0;
                if (errno == EINTR || (errno == EAGAIN && ++again < 16))
                        continue;
                if (errno == EINVAL) {
                        /* Before Linux 5.14: no such advice. Waiting by reading works everywhere. */
                        e->no_populate = true;
                        return engine_pread(e, file, offset, length);
                }
                if (errno == EFAULT) {
                        /* A page past the end of file, or one that could not be read. */
                        if (engine_file_shrank(e, file))
                                return 0;
                        return -EIO;
                }
                return -errno;
        }
}

/* Clamps a request to what is still inside the file. Returns false when nothing is left. */
static bool engine_clamp(const OpenFile *of, uint64_t *offset, uint64_t *length) {
        if (*offset >= of->limit)
                return false;
        *length = MIN(*length, of->limit - *offset);
        if (of->map && *offset + *length > of->map_offset + of->map_length) {
                if (*offset >= of->map_offset + of->map_length)
                        return false;
                *length = of->map_offset + of->map_length - *offset;
        }
        return *length > 0;
}

/* Counts a request that read [offset, offset + length), as far as the file still reaches. */
static void engine_account(Engine *e, size_t file, uint64_t offset, uint64_t length) {
        const OpenFile *of = &e->open[file];
        EngineFileResult *fr = engine_file_result(e, file);

        /* A read that met the new end of a file that shrank meanwhile did not read it all. */
        length = offset < of->limit ? MIN(length, of->limit - offset) : 0;
        e->result->requests++;
        e->result->bytes += length;
        fr->bytes += length;
        fr->requests++;
        e->progress.bytes_done += length;
}

/* A uring read completed: res bytes of [offset, offset + length) read, or -errno. */
static void engine_uring_done(void *userdata, uint64_t token, uint64_t offset, uint64_t length, int64_t res) {
        Engine *e = userdata;
        size_t file = (size_t) token;
        OpenFile *of = &e->open[file];
        int r = 0;

        if (!of->active)
                return; /* failed meanwhile: reported already */
        /* A file cut short while its reads were in flight: report what is left of it. */
        (void) engine_file_shrank(e, file);
        if (res < 0)
                r = (int) res;
        else if (page_round_up(offset + (uint64_t) res) < MIN(offset + length, of->limit))
                /* Short before the file's last page: a read cut short, or the file shrank. (A read
                 * that ends inside the last page met the end of the file: done.) */
                r = engine_pread(e, file, offset + (uint64_t) res, length - (uint64_t) res);
        if (r < 0) {
                file_fail(engine_file_result(e, file), r, r == -EIO ? "read error" : NULL);
                open_file_close(of);
                return;
        }
        engine_account(e, file, offset, length);
        engine_report(e);
}

static void engine_issue(Engine *e, const ScheduleRequest *rq) {
        OpenFile *of = &e->open[rq->file];
        EngineFileResult *fr = engine_file_result(e, rq->file);
        uint64_t offset = rq->offset, length = rq->length;
        int r = 0;

        if (!of->active)
                return;
        /* Advice on pages past the end succeeds and reads nothing: see the file as it is now, so
         * that what is reported is what was really asked for. (read and populate find out.) */
        if (e->opts.strategy == ENGINE_STRATEGY_WILLNEED || e->opts.strategy == ENGINE_STRATEGY_MADVISE)
                (void) engine_file_shrank(e, rq->file);
        if (engine_clamp(of, &offset, &length)) {
                switch (e->opts.strategy) {
                case ENGINE_STRATEGY_WILLNEED:
                        e->result->n_fadvise++;
                        r = -posix_fadvise(of->fd, (off_t) offset, (off_t) length, POSIX_FADV_WILLNEED);
                        break;
                case ENGINE_STRATEGY_MADVISE:
                        e->result->n_madvise++;
                        if (madvise(of->map + (offset - of->map_offset), (size_t) length, MADV_WILLNEED) < 0)
                                r = -errno;
                        break;
                case ENGINE_STRATEGY_READ:
                        r = engine_pread(e, rq->file, offset, length);
                        break;
                case ENGINE_STRATEGY_POPULATE:
                        r = engine_populate(e, rq->file, offset, length);
                        break;
                case ENGINE_STRATEGY_URING:
                        if (!e->uring) {
                                r = engine_pread(e, rq->file, offset, length);
                                break;
                        }
                        /* Counted when it completes (engine_uring_done). */
                        r = uring_read_queue(e->uring, of->fd, offset, length, rq->file);
                        if (r < 0) {
                                file_fail(fr, r, NULL);
                                open_file_close(of);
                                return;
                        }
                        e->result->n_uring_read++;
                        if (--of->requests_left == 0)
                                e->progress.files_done++;
                        return;
                default:
                        r = -EINVAL;
                }
                if (r < 0) {
                        file_fail(fr, r, r == -EIO ? "read error" : NULL);
                        open_file_close(of);
                        return;
                }
                engine_account(e, rq->file, offset, length);
        }
        if (--of->requests_left == 0)
                e->progress.files_done++;
        engine_report(e);
}

/* The span of file that contains offset. */
static size_t span_of(const ScheduleFile *sf, uint64_t offset) {
        size_t lo = 0, hi = sf->n_spans;
        while (hi - lo > 1) {
                size_t mid = lo + (hi - lo) / 2;
                if (sf->spans[mid].offset <= offset)
                        lo = mid;
                else
                        hi = mid;
        }
        return lo;
}

/* Waits for one span, in pieces, once; in the order the requests were issued. */
static void engine_wait_span(Engine *e, size_t file, size_t span) {
        const ScheduleFile *sf = &e->schedule->files[file];
        OpenFile *of = &e->open[file];
        EngineFileResult *fr = engine_file_result(e, file);
        uint64_t offset = sf->spans[span].offset, end = offset + sf->spans[span].length;

        if (!of->active || of->span_waited[span])
                return;
        of->span_waited[span] = true;
        while (offset < end && !engine_cancelled(e)) {
                uint64_t length = MIN(end - offset, ENGINE_WAIT_PIECE), o = offset;
                if (!engine_clamp(of, &o, &length))
                        break;
                size_t calls = e->result->n_madvise + e->result->n_pread;
                int r = engine_populate(e, file, o, length);
                e->result->wait_calls += e->result->n_madvise + e->result->n_pread - calls;
                if (r < 0) {
                        file_fail(fr, r, r == -EIO ? "read error while waiting" : NULL);
                        open_file_close(of);
                        return;
                }
                e->progress.bytes_done += length;
                offset += length;
                engine_report(e);
        }
        if (--of->spans_left == 0)
                e->progress.files_done++;
}

static int engine_setup_buffer(Engine *e) {
        uint64_t size = 0;

        if (e->buffer)
                return 0;
        for (size_t i = 0; i < e->schedule->n_files; i++)
                size = MAX(size, e->schedule->files[i].cap);
        size = MIN(MAX(size, plan_page_size()), ENGINE_READ_BUFFER_MAX);
        e->buffer = malloc((size_t) size);
        if (!e->buffer)
                return -ENOMEM;
        e->buffer_size = size;
        return 0;
}

static size_t engine_batch_size(void) {
        struct rlimit rl;
        size_t n = ENGINE_BATCH_MAX;

        /* Leave room for the caller's own descriptors. */
        if (getrlimit(RLIMIT_NOFILE, &rl) >= 0 && rl.rlim_cur != RLIM_INFINITY)
                n = MIN(n, (size_t) (rl.rlim_cur / 2));
        return MAX(n, (size_t) 8);
}

static int ioprio_value(EngineIOPrio p) {
        switch (p) {
        case ENGINE_IOPRIO_IDLE:
                return ENGINE_IOPRIO_CLASS_IDLE << ENGINE_IOPRIO_CLASS_SHIFT;
        case ENGINE_IOPRIO_BEST_EFFORT:
                return ENGINE_IOPRIO_CLASS_BE << ENGINE_IOPRIO_CLASS_SHIFT | ENGINE_IOPRIO_BE_NORMAL;
        default:
                return -1;
        }
}

int engine_ioprio_set(EngineIOPrio p) {
        if (ioprio_value(p) < 0)
                return -1;
        int old = (int) syscall(SYS_ioprio_get, ENGINE_IOPRIO_WHO_PROCESS, 0);
        /* Failure leaves the priority as it was: slower or faster, never wrong. */
        if (old < 0 || syscall(SYS_ioprio_set, ENGINE_IOPRIO_WHO_PROCESS, 0, ioprio_value(p)) < 0)
                return -1;
        return old;
}

void engine_ioprio_restore(int old) {
        if (old >= 0)
                (void) syscall(SYS_ioprio_set, ENGINE_IOPRIO_WHO_PROCESS, 0, old);
}

int engine_warm(const Plan *p, const Schedule *s, const EngineOptions *opts, EngineResult **ret) {
        _cleanup_free_ OpenFile *open = NULL;
        Engine e = { .plan = p, .schedule = s };
        int r, old_ioprio = -1;

        if (!opts || (unsigned) opts->strategy >= _ENGINE_STRATEGY_MAX || s->n_files != p->n_files)
                return -EINVAL;
        for (size_t i = 0; i < s->n_files; i++)
                if (s->files[i].plan_index >= p->n_files)
                        return -EINVAL;
        for (size_t k = 0; k < s->n_requests; k++)
                if (s->requests[k].file >= s->n_files)
                        return -EINVAL;
        e.opts = *opts;
        if (e.opts.strategy == ENGINE_STRATEGY_READ || e.opts.strategy == ENGINE_STRATEGY_POPULATE ||
            e.opts.strategy == ENGINE_STRATEGY_URING)
                e.opts.wait = true; /* synchronous by nature */

        r = engine_result_new(p->n_files, &e.result);
        if (r < 0)
                return r;
        if (s->n_files > 0) {
                open = calloc(s->n_files, sizeof(*open));
                if (!open) {
                        engine_result_free(e.result);
                        return -ENOMEM;
                }
        }
        for (size_t i = 0; i < s->n_files; i++)
                open[i].fd = -EBADF;
        e.open = open;

        /* Problems the schedule already knows (gone, not regular, over budget) come first. */
        for (size_t i = 0; i < s->n_files; i++)
                if (s->files[i].error != 0)
                        file_fail(&e.result->files[s->files[i].plan_index], s->files[i].error, s->files[i].reason);

        old_ioprio = engine_ioprio_set(opts->ioprio);
        if (e.opts.strategy == ENGINE_STRATEGY_URING && s->n_requests > 0) {
                uint64_t longest = 0;
                for (size_t k = 0; k < s->n_requests; k++)
                        longest = MAX(longest, s->requests[k].length);
                /* Without io_uring (not built in, disabled, refused) it reads as the read strategy. */
                (void) uring_read_new(ENGINE_URING_DEPTH, longest, MAX(longest, ENGINE_URING_BYTES),
                                      engine_uring_done, &e, &e.uring);
        }

        e.start_usec = now_usec(CLOCK_MONOTONIC);
        e.progress = (EngineProgress) { .phase = ENGINE_PHASE_QUEUE, .bytes_total = s->total_bytes,
                                        .files_total = s->n_files };
        size_t batch = engine_batch_size();
        for (size_t b0 = 0; b0 < s->n_files && !engine_cancelled(&e); b0 += batch) {
                size_t b1 = MIN(s->n_files, b0 + batch);

                for (size_t i = b0; i < b1; i++)
                        engine_file_open(&e, i);
                e.progress.phase = ENGINE_PHASE_QUEUE;
                for (size_t k = 0; k < s->n_requests && !engine_cancelled(&e); k++)
                        if (s->requests[k].file >= b0 && s->requests[k].file < b1)
                                engine_issue(&e, &s->requests[k]);
                if (e.uring) {
                        /* Every read completes before its batch's files are closed. */
                        r = uring_read_drain(e.uring);
                        if (r < 0)
                                for (size_t i = b0; i < b1; i++)
                                        if (open[i].active) {
                                                file_fail(engine_file_result(&e, i), r, NULL);
                                                open_file_close(&open[i]);
                                        }
                }
                e.result->queue_usec = now_usec(CLOCK_MONOTONIC) - e.start_usec;

                if (e.opts.wait && (e.opts.strategy == ENGINE_STRATEGY_WILLNEED ||
                                    e.opts.strategy == ENGINE_STRATEGY_MADVISE)) {
                        if (e.progress.phase != ENGINE_PHASE_WAIT) {
                                e.progress.phase = ENGINE_PHASE_WAIT;
                                e.progress.bytes_done = 0;
                                e.progress.files_done = 0;
                        }
                        for (size_t k = 0; k < s->n_requests && !engine_cancelled(&e); k++) {
                                const ScheduleRequest *rq = &s->requests[k];
                                if (rq->file >= b0 && rq->file < b1)
                                        engine_wait_span(&e, rq->file, span_of(&s->files[rq->file], rq->offset));
                        }
                }
                for (size_t i = b0; i < b1; i++)
                        open_file_close(&open[i]);
        }
        e.result->waited = e.opts.wait && !e.result->cancelled;

        e.uring = uring_read_free(e.uring);
        engine_ioprio_restore(old_ioprio);

        for (size_t i = 0; i < s->n_files; i++) {
                EngineFileResult *fr = &e.result->files[s->files[i].plan_index];
                if (fr->error == 0 && e.result->cancelled && fr->requests < s->files[i].n_requests)
                        file_fail(fr, -ECANCELED, "cancelled");
                if (fr->error != 0)
                        e.result->files_failed++;
                else
                        e.result->files_warmed++;
        }
        e.result->usec = now_usec(CLOCK_MONOTONIC) - e.start_usec;
        free(e.buffer);
        *ret = e.result;
        return 0;
}

/* Drops each file's planned ranges, or each file whole, from the page cache. */
static int engine_drop(const Plan *p, bool whole, EngineResult **ret) {
        EngineResult *res;
        uint64_t start = now_usec(CLOCK_MONOTONIC);
        int r;

        r = engine_result_new(p->n_files, &res);
        if (r < 0)
                return r;
        for (size_t i = 0; i < p->n_files; i++) {
                const PlanFile *pf = &p->files[i];
                EngineFileResult *fr = &res->files[i];
                _cleanup_close_ int fd = -EBADF;
                const char *reason = NULL;
                struct stat st;

                r = schedule_file_open(pf, &fd, &st, &reason);
                if (r < 0) {
                        file_fail(fr, r, reason);
                        res->files_failed++;
                        continue;
                }
                /* Whole: one call with length 0, which the kernel takes as "to the end of the file". */
                size_t n_calls = whole ? 1 : pf->n_ranges;
                for (size_t j = 0; j < n_calls; j++) {
                        uint64_t offset = whole ? 0 : pf->ranges[j].offset;
                        uint64_t length = whole ? 0 : pf->ranges[j].length;

                        res->n_fadvise++;
                        r = posix_fadvise(fd, (off_t) offset, (off_t) length, POSIX_FADV_DONTNEED);
                        if (r != 0) {
                                file_fail(fr, -r, NULL);
                                break;
                        }
                        if (whole)
                                length = (uint64_t) st.st_size;
                        res->requests++;
                        fr->requests++;
                        fr->bytes += length;
                        res->bytes += length;
                }
                if (fr->error)
                        res->files_failed++;
                else
                        res->files_warmed++;
        }
        res->usec = now_usec(CLOCK_MONOTONIC) - start;
        *ret = res;
        return 0;
}

int engine_evict(const Plan *p, EngineResult **ret) {
        return engine_drop(p, false, ret);
}

int engine_evict_files(const Plan *p, EngineResult **ret) {
        return engine_drop(p, true, ret);
}

int engine_result_to_json(const EngineResult *r, const Plan *p, json_object **ret) {
        json_object *o = json_object_new_object(), *sys = json_object_new_object(),
                    *errors = json_object_new_array();

        if (!o || !sys || !errors)
                goto fail;
        for (size_t i = 0; i < r->n_files && i < p->n_files; i++) {
                if (r->files[i].error == 0)
                        continue;
                json_object *e = json_object_new_object();
                if (!e)
                        goto fail;
                if (json_add(e, "path", json_object_new_string(p->files[i].path)) < 0 ||
                    json_add(e, "error", json_object_new_string(engine_file_error_text(&r->files[i]))) < 0 ||
                    json_add(e, "errno", json_object_new_int(-r->files[i].error)) < 0 ||
                    json_object_array_add(errors, e) < 0) {
                        json_object_put(e);
                        goto fail;
                }
        }
        if (json_add(sys, "fadvise64", json_object_new_uint64(r->n_fadvise)) < 0 ||
            json_add(sys, "madvise", json_object_new_uint64(r->n_madvise)) < 0 ||
            json_add(sys, "pread64", json_object_new_uint64(r->n_pread)) < 0 ||
            json_add(sys, "io_uring_read", json_object_new_uint64(r->n_uring_read)) < 0)
                goto fail;
        if (json_add(o, "syscalls", sys) < 0) {
                sys = NULL;
                goto fail;
        }
        sys = NULL;
        if (json_add(o, "errors", errors) < 0) {
                errors = NULL;
                goto fail;
        }
        errors = NULL;
        if (json_add(o, "bytes", json_object_new_uint64(r->bytes)) < 0 ||
            json_add(o, "files_warmed", json_object_new_uint64(r->files_warmed)) < 0 ||
            json_add(o, "files_failed", json_object_new_uint64(r->files_failed)) < 0 ||
            json_add(o, "requests", json_object_new_uint64(r->requests)) < 0 ||
            json_add(o, "wait_calls", json_object_new_uint64(r->wait_calls)) < 0 ||
            json_add(o, "queue_usec", json_object_new_uint64(r->queue_usec)) < 0 ||
            json_add(o, "usec", json_object_new_uint64(r->usec)) < 0 ||
            json_add(o, "waited", json_object_new_boolean(r->waited)) < 0 ||
            json_add(o, "cancelled", json_object_new_boolean(r->cancelled)) < 0)
                goto fail;
        *ret = o;
        return 0;
fail:
        json_object_put(sys);
        json_object_put(errors);
        json_object_put(o);
        return -ENOMEM;
}
