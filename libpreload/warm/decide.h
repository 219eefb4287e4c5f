/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The one decision of a warm, on every route (a launch at its unit, `preloadctl run`, a warm asked
 * for on demand, the login warm): from the device's cost model (device-model.h) and what the
 * launch reads (its learned profile, or a static plan), what a cold start would cost, what each
 * way of warming would cost, and the cheapest, "no warm" included.
 *
 * What a launch reads, priced by the model (max(requests / iops, bytes / bps)):
 *   cold     each run of touched pages costs the fault that reads the read-ahead window around
 *            it, one request per window, plus one for each file's inode: the profile's ranges
 *            (touched runs widened by that window) in read-ahead-sized requests, each window
 *            read whole (within the file): on btrfs, whose own read-ahead is 4 MiB, a cold start
 *            reads twice the bytes it touches;
 *   all      the profile's ranges, gaps within a file bridged up to the break-even (the gap
 *            that costs as much as a request: bps / iops), in requests of the device's largest;
 *   touched  only the pages the launch touched, bridged likewise.
 * A rotating disk is bound by requests (its break-even is ~600 KiB): reading the read-ahead too
 * costs next to nothing and saves the launch's faults in it, so "all" with neighbours. Flash of
 * the middle classes (microSD, cloud volumes) is bound by bytes. Under a cgroup's read limit
 * (blk-throttle, io.max; a cloud volume's budget is one too) a cold start there already reads at
 * the bandwidth with the launch's own work beside its reads (max(I/O, the launch's time)): the
 * budget builds up while the launch works. Only reading fewer bytes than it did (the touched
 * pages) can win there. At the device's own rate (no limit below it: an SSD, NVMe) each fault
 * waits for its read in series with the launch's work (I/O + the launch's time).
 *
 * How the launch and the warm meet:
 *   hold   the launch waits (its cgroup frozen, or its launcher waiting) until the warm is done:
 *          warm I/O + the launch's own time. Where requests bind, the launch's faults racing the
 *          warm would cost a request each, so it waits; where bytes bind, it waits when the cold
 *          start reads so much more than the launch touches that even in series it is faster.
 *   race   the launch runs while the warm reads ahead, in the launch's order: max(warm I/O, the
 *          launch's own time), the warm's CPU added. Where bytes bind, every byte is read once
 *          either way and the launch's work overlaps the reads. At the device's own rate the
 *          warm's reads, queued at once, go faster than faults one at a time; priced at worst, in
 *          series with the launch: warm I/O + the launch's own time.
 *   none   a cold start: when no warm is predicted to win by DECIDE_MARGIN_PERCENT, a fast disk
 *          (NVMe) for one, where the warm's own CPU and opens are the larger cost.
 * On demand (`warm --wait NAME`, then the launch) the warm runs first whatever the device, and
 * someone asked for it: it is made, in the shape predicted cheapest for warm plus launch, and
 * says when a cold start is predicted no slower. At login nobody waits: the shape the model reads
 * fastest. "none" is for preloadd's own warms of a launch (at its unit, `preloadctl run`).
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "device-model.h"
#include "engine-strategy.h"
#include "schedule.h"

typedef struct Profile Profile;
typedef struct Plan Plan;
typedef struct json_object json_object;

/* A warm must be predicted this much faster than the cold start, or none is made. */
#define DECIDE_MARGIN_PERCENT 3u
/* And by at least this much: around its reads a warm at a launch costs a few milliseconds the
 * model does not price (its task, the metadata pass's opens, the launch's marking). gcc on the
 * lab's ssd profile, its profile 16 requests of the 509 its cold start reads, raced for a
 * predicted 2.3 ms (3.3%): 0.142 s against 0.131 s without preloadd (cold-unit, 5 repetitions,
 * bench/results/2026-11-29-all-disks); dot, predicted 5.6 ms, won 10 ms. */
#define DECIDE_MIN_SAVING_USEC 5000u
/* And a hold where bytes bind this much: it puts all of the launch's own work after the reads,
 * where the cold start overlaps them, and what the profile missed after the hold, so the model's
 * error counts whole. On the lab's microSD profile, held: dot on ext4 predicted 11% faster, 28%
 * slower (0.32 s against 0.25 s: its profile missed 176 of 385 reads); on XFS predicted 7%, 6%
 * slower; predicted 22%, 9% faster; gcc predicted 12-14%, 1-16% faster; btrfs's four predicted
 * 26-42%, 12-39% faster (docs/performance.md, "Every file system"). */
#define DECIDE_HOLD_BYTES_MARGIN_PERCENT 20u
/* The warm's own cost, not the device's: the thread that opens, reads into the cache (a copy per
 * byte through io_uring) and stats. Measured on the lab machine: ~4 GiB/s of copying, ~15 us per
 * file opened and read, ~2 ms to start. */
#define DECIDE_CPU_BYTES_PER_SEC (UINT64_C(4) << 30)
#define DECIDE_CPU_USEC_PER_FILE 15u
#define DECIDE_CPU_USEC_FIXED 2000u
/* What a launch reads that its profile missed, as a part of what a cold start reads: the pages
 * of the last launches are not all of the next one's (the lab measured 4.5-13.5% missed). The
 * read-ahead around the touched pages catches about half of it. */
#define DECIDE_MISS_TOUCHED_PERCENT 10u
#define DECIDE_MISS_ALL_PERCENT 5u
/* Bridges are never longer than this, whatever the break-even. */
#define DECIDE_BRIDGE_MAX (UINT64_C(2) << 20)
/* Gaps between files filled with their neighbours only where the break-even is at least this
 * (a disk bound by requests); the gap filled is the smaller of the break-even and 128 KiB. */
#define DECIDE_NEIGHBOURS_MIN_BREAK_EVEN (UINT64_C(128) << 10)
#define DECIDE_NEIGHBOURS_GAP (UINT64_C(128) << 10)

typedef enum WarmRoute {
        WARM_ROUTE_ON_DEMAND, /* warm (--wait) NAME: the launch follows the warm (options zeroed: this) */
        WARM_ROUTE_LAUNCH,    /* at a unit's start: a hold freezes it */
        WARM_ROUTE_RUN,       /* preloadctl run: a hold makes its launcher wait */
        WARM_ROUTE_LOGIN,     /* in the background: nobody waits */
        _WARM_ROUTE_MAX,
} WarmRoute;

typedef enum WarmChoice {
        WARM_CHOICE_NONE,
        WARM_CHOICE_RACE,
        WARM_CHOICE_HOLD,
        WARM_CHOICE_AHEAD, /* on demand and at login: the warm before (or without) a launch */
        _WARM_CHOICE_MAX,
} WarmChoice;

/* What reading some ranges costs: requests and bytes. */
typedef struct WarmLoad {
        uint64_t requests;
        uint64_t bytes;
} WarmLoad;

/* What a launch reads, in the model's terms. */
typedef struct WarmWorkload {
        bool learned;        /* from a learned profile; false: a static plan (no cold measure) */
        bool touched_known;  /* the profile kept touched pages apart (else touched == all) */
        uint64_t files;
        WarmLoad cold;
        WarmLoad all;
        WarmLoad touched;
        uint64_t launch_usec; /* the launch's own time, everything cached; 0: unknown */
} WarmWorkload;

/* The shape of a warm: which ranges, how bridged, with what around them. */
typedef struct WarmShape {
        bool touched_only;
        uint64_t bridge_bytes;
        uint64_t neighbours_bytes; /* 0: none */
        bool metadata_pass;
        /* Where requests bind: physical order, reads merged across adjacent files (uring). Where
         * bytes bind: the launch's own order (the profile's first use), every read queued at once
         * (willneed), so that the launch finds each page it wants already on its way. */
        ScheduleOrder order;
        EngineStrategy strategy;
} WarmShape;

typedef struct WarmDecision {
        WarmRoute route;
        WarmChoice choice;
        WarmShape shape;
        const char *reason;         /* static text */
        uint64_t cold_usec;         /* predicted: a cold start */
        uint64_t warm_usec;         /* predicted: the chosen way (cold_usec for none) */
        uint64_t alternative_usec;  /* predicted: the best way not chosen (0: none) */
        WarmLoad load;              /* what the chosen warm reads */
        DeviceModel model;          /* the device it was decided for */
} WarmDecision;

const char *warm_route_to_string(WarmRoute r);
const char *warm_choice_to_string(WarmChoice c);

/*
 * The workload of a learned profile on the device m describes (bridging at its break-even):
 * its touched pages (profile.h) apart from the read-ahead around them. Pure.
 */
void warm_workload_from_profile(const Profile *p, const DeviceModel *m, WarmWorkload *ret);
/* The same for a plan without a profile (a static plan): all its ranges; cold unknown. Pure. */
void warm_workload_from_plan(const Plan *p, const DeviceModel *m, WarmWorkload *ret);

/* The decision for route, with m and w. Pure: every case of it is a unit test. */
void warm_decide(WarmRoute route, const DeviceModel *m, const WarmWorkload *w, WarmDecision *ret);

/*
 * For a static plan without a profile: the largest PT_LOAD segment read whole (above it, only what
 * ld.so itself touches: elfimage.h); 0: every segment whole. A start touches 45-80% of the big
 * libraries measured (clang's libLLVM 45%, libreoffice's libmergedlo 62%): where the faults for
 * that share cost more than reading the rest (requests bind: a rotating disk), every segment is
 * read whole (libreoffice on `hdd`, bios counted: lean 1.09x slower than cold, whole 1.01x,
 * bench/results/static-hdd.md). Elsewhere a start takes at least 8 faults, a read-ahead window
 * each, in a segment it maps; a segment read whole costs no more than those up to the size
 * returned, never less than STATIC_SEGMENT_MAX_DEFAULT. Pure.
 */
#define DECIDE_STATIC_TOUCHED_PERCENT 45u
uint64_t warm_decide_static_segment_max(const DeviceModel *m);

/*
 * The decision for a learned profile on route: the model of the device holding most of its bytes
 * (device_model_read(): sysfs and cgroups as they are), its workload. *ret_w (optional) gets the
 * workload, to decide again later with a newer model. Pure but for reading the model.
 */
void warm_decide_profile(const Profile *p, WarmRoute route, WarmDecision *ret, WarmWorkload *ret_w);
/* The same for a plan (a static one, or a learned one already planned). */
void warm_decide_plan(const Plan *p, WarmRoute route, WarmDecision *ret);

/*
 * The lab's knob: $PRELOAD_DECIDE, a comma list of choice=none|race|hold|ahead, touched=0|1,
 * meta=0|1, bridge=BYTES, neighbours=BYTES, order=plan|physical, strategy=NAME, overrides those
 * parts of d (the reason says so), so that each part of a decision can be measured against the
 * others side by side (bench/README.md). Unknown parts are ignored. Not for users: the model
 * decides.
 */
void warm_decision_override(WarmDecision *d);

/* The distinct block devices of p's files (those with an identity; device_block_of()), at most
 * max; the one with the most planned bytes first. */
size_t warm_plan_devices(const Plan *p, dev_t *devs, size_t max);

/* Counters of a warm's devices, sampled before and after it: the model learns from each warm
 * that read enough (device_model_note()). */
#define WARM_SAMPLE_DEVICES_MAX 8u
typedef struct WarmSample {
        dev_t devs[WARM_SAMPLE_DEVICES_MAX];
        DeviceStat stats[WARM_SAMPLE_DEVICES_MAX];
        bool have[WARM_SAMPLE_DEVICES_MAX];
        size_t n_devs;
} WarmSample;
void warm_sample_start(const Plan *p, WarmSample *ret);
void warm_sample_finish(const WarmSample *s);

/*
 * Whether a static plan (no profile) is warmed as its program starts, racing it: only where
 * requests bind (the break-even reaches DECIDE_NEIGHBOURS_MIN_BREAK_EVEN, a rotating disk), where
 * the faults a start would take one window at a time cost more than the bytes read around them.
 * Where bytes bind, a cold start reads near the bandwidth and a plan larger than what it touches
 * only competes with it. Pure.
 */
bool warm_decide_static_launch(const DeviceModel *m);

/* { "route", "choice", "reason", "touched_only", "bridge", "neighbours", "metadata_pass", "order", "strategy",
 *   "predicted_cold_usec", "predicted_warm_usec", "alternative_usec", "requests", "bytes",
 *   "device": device_model_to_json() } */
int warm_decision_to_json(const WarmDecision *d, json_object **ret);
