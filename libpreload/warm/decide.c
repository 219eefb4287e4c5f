/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The one decision of a warm: cold, held, racing or none, and its shape (decide.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "decide.h"
#include "device-lookup.h"
#include "json-util.h"
#include "macro.h"
#include "plan.h"
#include "profile.h"
#include "target.h"

#define USEC_PER_SEC UINT64_C(1000000)

static const char *const route_names[_WARM_ROUTE_MAX] = {
        [WARM_ROUTE_LAUNCH] = "launch",
        [WARM_ROUTE_RUN] = "run",
        [WARM_ROUTE_ON_DEMAND] = "on-demand",
        [WARM_ROUTE_LOGIN] = "login",
};

static const char *const choice_names[_WARM_CHOICE_MAX] = {
        [WARM_CHOICE_NONE] = "none",
        [WARM_CHOICE_RACE] = "race",
        [WARM_CHOICE_HOLD] = "hold",
        [WARM_CHOICE_AHEAD] = "ahead",
};

const char *warm_route_to_string(WarmRoute r) {
        return (unsigned) r < _WARM_ROUTE_MAX ? route_names[r] : NULL;
}

const char *warm_choice_to_string(WarmChoice c) {
        return (unsigned) c < _WARM_CHOICE_MAX ? choice_names[c] : NULL;
}

static uint64_t div_up(uint64_t a, uint64_t b) {
        return a / b + (a % b != 0);
}

static uint64_t bridge_of(const DeviceModel *m) {
        return MIN(device_model_break_even(m), DECIDE_BRIDGE_MAX);
}

/* Ranges read as a warm reads them: gaps up to bridge filled, in requests of at most cap. */
static void load_add_ranges(WarmLoad *l, const Range *r, size_t n, uint64_t bridge, uint64_t cap) {
        for (size_t i = 0; i < n;) {
                uint64_t start = r[i].offset, end = r[i].offset + r[i].length;

                for (i++; i < n && r[i].offset - end <= bridge; i++)
                        end = r[i].offset + r[i].length;
                l->bytes += end - start;
                l->requests += div_up(end - start, cap);
        }
}

/* Ranges read by a cold start's faults: one request per read-ahead window, plus the file's
 * inode; each window read whole, the file's size at most. */
static void load_add_cold(WarmLoad *l, const Range *r, size_t n, uint64_t window, uint64_t size) {
        uint64_t bytes = 0;

        l->requests++;
        for (size_t i = 0; i < n; i++) {
                uint64_t windows = div_up(r[i].length, window);
                l->requests += windows;
                bytes += MAX(r[i].length, windows * window);
        }
        l->bytes += size > 0 ? MIN(bytes, size) : bytes;
}

/* The metadata a warm's pass reads for its files: their inodes and directories, a few per
 * inode-table run. Counted the same for every shape; it matters against a cold start, which pays
 * one request per file (load_add_cold()). */
static void load_add_meta(WarmLoad *l, uint64_t files) {
        l->requests += div_up(files, 8);
}

void warm_workload_from_profile(const Profile *p, const DeviceModel *m, WarmWorkload *ret) {
        uint64_t bridge = bridge_of(m);
        WarmWorkload w = { .learned = true, .launch_usec = p->launch_cpu_usec };

        for (size_t i = 0; i < p->n_files; i++) {
                const ProfileFile *f = &p->files[i];

                w.files++;
                load_add_cold(&w.cold, f->ranges, f->n_ranges, m->read_ahead_bytes, f->id.size);
                load_add_ranges(&w.all, f->ranges, f->n_ranges, bridge, m->request_bytes);
                if (f->n_touched > 0) {
                        w.touched_known = true;
                        load_add_ranges(&w.touched, f->touched, f->n_touched, bridge, m->request_bytes);
                } else
                        load_add_ranges(&w.touched, f->ranges, f->n_ranges, bridge, m->request_bytes);
        }
        load_add_meta(&w.all, w.files);
        load_add_meta(&w.touched, w.files);
        *ret = w;
}

void warm_workload_from_plan(const Plan *p, const DeviceModel *m, WarmWorkload *ret) {
        uint64_t bridge = bridge_of(m);
        WarmWorkload w = {};

        for (size_t i = 0; i < p->n_files; i++) {
                const PlanFile *f = &p->files[i];

                w.files++;
                load_add_ranges(&w.all, f->ranges, f->n_ranges, bridge, m->request_bytes);
                /* A cold start of a static plan: nobody measured it. Its faults touch
                 * DECIDE_STATIC_TOUCHED_PERCENT of every mapped range, a window at least, each
                 * window a request. */
                w.cold.requests++;
                for (size_t k = 0; k < f->n_ranges; k++) {
                        uint64_t windows = MAX(UINT64_C(1),
                                               div_up(f->ranges[k].length * DECIDE_STATIC_TOUCHED_PERCENT / 100,
                                                      m->read_ahead_bytes));
                        w.cold.requests += windows;
                        w.cold.bytes += MIN(windows * m->read_ahead_bytes, f->ranges[k].length);
                }
        }
        load_add_meta(&w.all, w.files);
        w.touched = w.all;
        *ret = w;
}

/* What the warm's own thread costs: opens, copies, the start. */
static uint64_t warm_cpu_usec(const WarmWorkload *w, const WarmLoad *l) {
        return DECIDE_CPU_USEC_FIXED + w->files * DECIDE_CPU_USEC_PER_FILE +
               (uint64_t) ((unsigned __int128) l->bytes * USEC_PER_SEC / DECIDE_CPU_BYTES_PER_SEC);
}

typedef struct Way {
        WarmChoice choice;
        bool touched_only;
        uint64_t usec;
        WarmLoad load;
} Way;

/*
 * Whether a cold start's reads run beside the launch's own work: only where bytes bind and a
 * cgroup's read limit sets the rate (blk-throttle, io.max, and the cloud volumes they imitate).
 * Such a limit is a budget that builds up while the launch works, and its next reads spend it at
 * once: inkscape on the lab's microSD profile, 1.69 s cold for 1.75 s of reads and 0.33 s of its
 * own. Where the device's own rate binds (measured over its lifetime or its warms, or the prior),
 * each fault stops the launch for its read: on the lab's ssd and nvme profiles, whose limits are
 * above what the device serves, a cold start took its own time plus 0.09-0.17 ms per request
 * (inkscape, emacs, gcc, dot, bench/results/2026-11-29-race-fast), where the model's 1 / iops
 * is 0.17 ms. Where requests bind, every fault stops it too.
 */
static bool cold_overlaps(const DeviceModel *m, bool request_bound) {
        return !request_bound && m->bps_by == DEVICE_RATE_LIMIT;
}

/* The cost of warming load on route, and how: see decide.h. */
static Way way_cost(WarmRoute route, const DeviceModel *m, const WarmWorkload *w, bool touched_only,
                    bool request_bound) {
        const WarmLoad *l = touched_only ? &w->touched : &w->all;
        unsigned miss = touched_only ? DECIDE_MISS_TOUCHED_PERCENT : DECIDE_MISS_ALL_PERCENT;
        /* What the profile missed, the launch reads itself, as a cold start would. */
        uint64_t io = device_model_usec(m, l->requests + w->cold.requests * miss / 100,
                                        l->bytes + w->cold.bytes * miss / 100);
        uint64_t cpu = warm_cpu_usec(w, l);
        Way way = { .touched_only = touched_only, .load = *l };

        switch (route) {
        case WARM_ROUTE_LAUNCH:
        case WARM_ROUTE_RUN:
                if (request_bound) {
                        /* The launch's faults would each cost a request beside the warm's: it
                         * waits, and runs from the cache. */
                        way.choice = WARM_CHOICE_HOLD;
                        way.usec = MAX(io, cpu) + w->launch_usec;
                } else if (!cold_overlaps(m, request_bound)) {
                        /* Bytes bind at the device's own rate: the cold start's faults wait for
                         * their reads one by one, in series with the launch's work (above). A
                         * race reads ahead of it many at once; at worst the launch still waits
                         * for each page it wants, in series with the warm's reads, which are
                         * fewer than the cold start's: io + its own time. */
                        way.choice = WARM_CHOICE_RACE;
                        way.usec = io + w->launch_usec + cpu / 2;
                } else {
                        /* Bytes bind at a cgroup's read limit: each is read once either way, so
                         * the launch runs beside the reads, in its own order, and only the warm's
                         * CPU competes with it (on the other core, half of it). That hides the
                         * reads only under the launch's own work: where they outlast it, the
                         * launch soon waits behind the warm's queue for a page it wants now, and
                         * its faults on what the profile missed wait behind all of it. Measured
                         * on the lab's microSD profile, 8 programs raced: 0.63-1.02x of cold,
                         * where this model without the condition predicted 1.04-1.8x
                         * (bench/results/2026-11-29-6.18.44-fc-v782-sdcard-race). There the
                         * launch is held instead: in series, which wins only where the cold start
                         * reads much more than the launch touches (btrfs's 4 MiB read-ahead). */
                        uint64_t race = io <= w->launch_usec ? MAX(io, w->launch_usec) + cpu / 2 : UINT64_MAX;
                        /* in series with a launch whose own time is not known, not at all */
                        uint64_t hold = w->launch_usec > 0 ? MAX(io, cpu) + w->launch_usec : UINT64_MAX;
                        way.choice = race <= hold ? WARM_CHOICE_RACE : WARM_CHOICE_HOLD;
                        way.usec = MIN(race, hold);
                }
                break;
        case WARM_ROUTE_ON_DEMAND:
                way.choice = WARM_CHOICE_AHEAD;
                way.usec = MAX(io, cpu) + w->launch_usec;
                break;
        default:
                way.choice = WARM_CHOICE_AHEAD;
                way.usec = MAX(io, cpu);
                break;
        }
        return way;
}

/* No warm: the launch is predicted to cost what a cold start does; alternative_usec is the best
 * warm's prediction (0: none could be made). */
static void decide_none(WarmDecision *d, uint64_t alternative_usec, const char *reason) {
        d->alternative_usec = alternative_usec;
        d->choice = WARM_CHOICE_NONE;
        d->warm_usec = d->cold_usec;
        d->load = (WarmLoad) {};
        d->reason = reason;
}

void warm_decide(WarmRoute route, const DeviceModel *m, const WarmWorkload *w, WarmDecision *ret) {
        uint64_t cold_io = device_model_usec(m, w->cold.requests, w->cold.bytes);
        uint64_t by_req = (uint64_t) ((unsigned __int128) w->cold.requests * USEC_PER_SEC / m->iops);
        bool request_bound = by_req >= cold_io; /* the requests' term is the max */
        WarmDecision d = {
                .route = route,
                .model = *m,
                .cold_usec = cold_overlaps(m, request_bound) ? MAX(cold_io, w->launch_usec) : cold_io + w->launch_usec,
                .shape = {
                        .bridge_bytes = bridge_of(m),
                        /* Where requests bind, the files between the profile's on the disk cost
                         * less than the request they save (neighbours.h). */
                        .neighbours_bytes = device_model_break_even(m) >= DECIDE_NEIGHBOURS_MIN_BREAK_EVEN
                                                    ? MIN(device_model_break_even(m), DECIDE_NEIGHBOURS_GAP)
                                                    : 0,
                        /* Every inode and directory block is a 4 KiB read, below any device's
                         * break-even: read merged, they always cost less than one at a time. That
                         * is ext4's pass; XFS's and btrfs's read a block a request as the lookups
                         * would, so they only put their reads before the data: on the lab's `hdd`,
                         * XFS gcc 1.27 s with it, 1.05 s without, dot 1.27 s and 1.12 s; btrfs gcc
                         * 0.86-0.94 s and 0.75 s (docs/performance.md). */
                        .metadata_pass = m->ext4,
                },
        };
        Way all = way_cost(route, m, w, false, request_bound), best = all, other = {};
        bool have_other = false;

        if (w->touched_known && w->touched.bytes < w->all.bytes) {
                Way touched = way_cost(route, m, w, true, request_bound);
                if (touched.usec < all.usec) {
                        best = touched;
                        other = all;
                } else
                        other = touched;
                have_other = true;
        }

        d.choice = best.choice;
        d.shape.touched_only = best.touched_only;
        if (request_bound) {
                d.shape.order = SCHEDULE_ORDER_PHYSICAL;
                d.shape.strategy = ENGINE_STRATEGY_URING;
        } else {
                d.shape.order = SCHEDULE_ORDER_PLAN;
                d.shape.strategy = ENGINE_STRATEGY_WILLNEED;
        }
        d.warm_usec = best.usec;
        d.load = best.load;
        d.alternative_usec = have_other && other.usec != UINT64_MAX ? other.usec : 0;

        /* Not for a warm someone asked for (preloadctl warm): it is made, in the cheapest shape,
         * and says what it predicts. Nor at login, where nobody waits. */
        bool launch = (route == WARM_ROUTE_LAUNCH || route == WARM_ROUTE_RUN) && w->all.bytes > 0;
        if (launch && best.usec == UINT64_MAX)
                decide_none(&d, 0, "bytes bind and reading even the touched pages outlasts the launch's own work: "
                                   "racing it, the launch would wait behind the warm's reads");
        else if (launch &&
                 ((unsigned __int128) best.usec * 100 >
                          (unsigned __int128) d.cold_usec *
                                  (100 - (best.choice == WARM_CHOICE_HOLD && !request_bound ? DECIDE_HOLD_BYTES_MARGIN_PERCENT
                                                                                           : DECIDE_MARGIN_PERCENT)) ||
                  best.usec + DECIDE_MIN_SAVING_USEC > d.cold_usec))
                decide_none(&d, best.usec, "no warm is predicted to beat a cold start here: the device reads the launch "
                                           "about as fast as a warm would, and a warm adds its own work");
        else if (launch && m->compressed)
                /* A warm beside or before the launch reads a squashfs or erofs image a compressed
                 * block a request, as the launch's faults do, and decompresses as much: inkscape on
                 * the lab's `hdd`, xz squashfs, 12.34 s cold, 12.93 s of warm then 3.43 s of launch
                 * (bench/results/squashfs-warm-hdd.md). Ahead of the launch (login, on demand) it
                 * still wins. */
                decide_none(&d, best.usec, "a compressed image (squashfs, erofs): a warm reads it a compressed block "
                                           "a request and decompresses it, as the launch does, so only ahead of the "
                                           "launch does it win");
        else if (w->all.bytes == 0)
                d.reason = "nothing to read";
        else if (route == WARM_ROUTE_ON_DEMAND && best.usec >= d.cold_usec)
                d.reason = "asked for, so made in the cheapest shape, though a cold start is predicted to be as fast";
        else if (route == WARM_ROUTE_LOGIN)
                d.reason = best.touched_only ? "in the background, the touched pages alone: the device's "
                                               "time goes with bytes"
                                             : "in the background, every range: the device's time goes with "
                                               "requests, the read-ahead around them costs next to nothing";
        else if (best.choice == WARM_CHOICE_HOLD && !request_bound)
                d.reason = best.touched_only ? "bytes bind, and a cold start reads far more than the launch touches: "
                                               "the launch waits while the touched pages alone are read"
                                             : "bytes bind, and a cold start reads far more than the profile: the "
                                               "launch waits while the profile is read";
        else if (best.choice == WARM_CHOICE_HOLD)
                d.reason = best.touched_only ? "requests bind: the launch waits while the touched pages are read "
                                               "in large requests"
                                             : "requests bind: the launch waits while the profile, read-ahead "
                                               "included, is read in large requests";
        else if (best.choice == WARM_CHOICE_RACE)
                d.reason = best.touched_only ? "bytes bind: only the touched pages, fewer bytes than a cold "
                                               "start reads, ahead of the launch as it runs"
                                             : "bytes bind: the profile ahead of the launch as it runs";
        else
                d.reason = best.touched_only ? "before the launch, the touched pages alone: the device's time "
                                               "goes with bytes"
                                             : "before the launch, every range: the device's time goes with "
                                               "requests";
        *ret = d;
}

bool warm_decide_static_launch(const DeviceModel *m) {
        return device_model_break_even(m) >= DECIDE_NEIGHBOURS_MIN_BREAK_EVEN;
}

uint64_t warm_decide_static_segment_max(const DeviceModel *m) {
        /* A start touching DECIDE_STATIC_TOUCHED_PERCENT of a segment takes that share of it in
         * faults of a read-ahead window each: past the break-even, where a window's request costs
         * more than reading the window's share of the rest, the whole segment is cheaper,
         * whatever its size (a rotating disk: 128 KiB x 200 / 120 MiB/s = 21% < 45%). */
        if ((unsigned __int128) m->read_ahead_bytes * m->iops * 100 <
            (unsigned __int128) m->bps * DECIDE_STATIC_TOUCHED_PERCENT)
                return 0;
        /* Elsewhere the faults of a start in a segment it maps: at least 8 read-ahead windows,
         * each a request. A segment read whole costs no more than those up to this size. */
        uint64_t window = m->read_ahead_bytes;
        uint64_t faults = 8u * device_model_usec(m, 1, window);
        unsigned __int128 by_bytes = (unsigned __int128) faults * m->bps / USEC_PER_SEC;
        unsigned __int128 by_req = (unsigned __int128) faults * m->iops / USEC_PER_SEC * m->request_bytes;
        unsigned __int128 v = MIN(by_bytes, by_req);

        v = MAX(v, (unsigned __int128) 8u * window);
        return (uint64_t) MAX(v, (unsigned __int128) STATIC_SEGMENT_MAX_DEFAULT);
}

/* The block device of the file of p with the most bytes, as it is now (device numbers of loop and
 * dm devices change across boots; the recorded one is the fallback). */
static dev_t profile_main_dev(const Profile *p) {
        const ProfileFile *best = NULL;
        struct stat st;

        for (size_t i = 0; i < p->n_files; i++)
                if (!best || profile_file_bytes(&p->files[i]) > profile_file_bytes(best))
                        best = &p->files[i];
        if (!best)
                return 0;
        return stat(best->path, &st) >= 0 ? device_block_of(best->path, st.st_dev) : best->id.dev;
}

void warm_decision_override(WarmDecision *d) {
        const char *e = getenv("PRELOAD_DECIDE");
        _cleanup_free_ char *copy = NULL;
        char *save = NULL;

        if (!e || !*e || !(copy = strdup(e)))
                return;
        for (char *kv = strtok_r(copy, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
                char *v = strchr(kv, '=');
                if (!v)
                        continue;
                *v++ = 0;
                if (strcmp(kv, "choice") == 0) {
                        for (WarmChoice c = 0; c < _WARM_CHOICE_MAX; c++)
                                if (strcmp(v, choice_names[c]) == 0)
                                        d->choice = c;
                } else if (strcmp(kv, "touched") == 0)
                        d->shape.touched_only = strcmp(v, "1") == 0;
                else if (strcmp(kv, "meta") == 0)
                        d->shape.metadata_pass = strcmp(v, "1") == 0;
                else if (strcmp(kv, "bridge") == 0)
                        d->shape.bridge_bytes = strtoull(v, NULL, 10);
                else if (strcmp(kv, "neighbours") == 0)
                        d->shape.neighbours_bytes = strtoull(v, NULL, 10);
                else if (strcmp(kv, "order") == 0)
                        d->shape.order = strcmp(v, "physical") == 0 ? SCHEDULE_ORDER_PHYSICAL : SCHEDULE_ORDER_PLAN;
                else if (strcmp(kv, "strategy") == 0)
                        (void) engine_strategy_from_string(v, &d->shape.strategy);

        }
        d->reason = "overridden by $PRELOAD_DECIDE (the lab's knob)";
}

void warm_decide_profile(const Profile *p, WarmRoute route, WarmDecision *ret, WarmWorkload *ret_w) {
        DeviceModel m;
        WarmWorkload w;

        device_model_read(NULL, NULL, profile_main_dev(p), &m);
        warm_workload_from_profile(p, &m, &w);
        warm_decide(route, &m, &w, ret);
        warm_decision_override(ret);
        if (ret_w)
                *ret_w = w;
}

size_t warm_plan_devices(const Plan *p, dev_t *devs, size_t max) {
        uint64_t bytes[WARM_SAMPLE_DEVICES_MAX] = {};
        /* st_dev to devs[] index, so that each file system is looked up once; btrfs subvolumes
         * have numbers of their own and one device. */
        dev_t seen[2 * WARM_SAMPLE_DEVICES_MAX];
        size_t seen_at[2 * WARM_SAMPLE_DEVICES_MAX], n_seen = 0, n = 0;

        max = MIN(max, (size_t) WARM_SAMPLE_DEVICES_MAX);
        for (size_t i = 0; p && i < p->n_files; i++) {
                const PlanFile *f = &p->files[i];
                size_t s, j;

                if (!f->have_identity)
                        continue;
                for (s = 0; s < n_seen && seen[s] != f->dev; s++)
                        ;
                if (s < n_seen)
                        j = seen_at[s];
                else {
                        dev_t block = device_block_of(f->real_path ? f->real_path : f->path, f->dev);

                        for (j = 0; j < n && devs[j] != block; j++)
                                ;
                        if (j == n) {
                                if (n == max)
                                        continue;
                                devs[n++] = block;
                        }
                        if (n_seen < ELEMENTSOF(seen)) {
                                seen[n_seen] = f->dev;
                                seen_at[n_seen++] = j;
                        }
                }
                bytes[j] += plan_file_bytes(f);
        }
        /* the one with the most bytes first: it decides */
        for (size_t j = 1; j < n; j++)
                if (bytes[j] > bytes[0]) {
                        dev_t d = devs[0];
                        uint64_t b = bytes[0];
                        devs[0] = devs[j];
                        bytes[0] = bytes[j];
                        devs[j] = d;
                        bytes[j] = b;
                }
        return n;
}

void warm_decide_plan(const Plan *p, WarmRoute route, WarmDecision *ret) {
        dev_t dev = 0;
        DeviceModel m;
        WarmWorkload w;

        (void) warm_plan_devices(p, &dev, 1);
        device_model_read(NULL, NULL, dev, &m);
        warm_workload_from_plan(p, &m, &w);
        warm_decide(route, &m, &w, ret);
}

void warm_sample_start(const Plan *p, WarmSample *ret) {
        *ret = (WarmSample) {};
        ret->n_devs = warm_plan_devices(p, ret->devs, WARM_SAMPLE_DEVICES_MAX);
        for (size_t i = 0; i < ret->n_devs; i++)
                ret->have[i] = device_stat_read(NULL, ret->devs[i], &ret->stats[i], NULL) >= 0;
}

void warm_sample_finish(const WarmSample *s) {
        for (size_t i = 0; i < s->n_devs; i++) {
                DeviceStat after;

                if (s->have[i] && device_stat_read(NULL, s->devs[i], &after, NULL) >= 0)
                        device_model_note(s->devs[i], &s->stats[i], &after);
        }
}

int warm_decision_to_json(const WarmDecision *d, json_object **ret) {
        json_object *o = json_object_new_object(), *dev = NULL;
        int r = 0;

        if (!o)
                return -ENOMEM;
        r = r < 0 ? r : json_add(o, "route", json_object_new_string(warm_route_to_string(d->route)));
        r = r < 0 ? r : json_add(o, "choice", json_object_new_string(warm_choice_to_string(d->choice)));
        r = r < 0 ? r : json_add_string_or_null(o, "reason", d->reason);
        r = r < 0 ? r : json_add(o, "touched_only", json_object_new_boolean(d->shape.touched_only));
        r = r < 0 ? r : json_add(o, "bridge", json_object_new_int64((int64_t) d->shape.bridge_bytes));
        r = r < 0 ? r : json_add(o, "neighbours", json_object_new_int64((int64_t) d->shape.neighbours_bytes));
        r = r < 0 ? r : json_add(o, "metadata_pass", json_object_new_boolean(d->shape.metadata_pass));
        r = r < 0 ? r : json_add(o, "order", json_object_new_string(d->shape.order == SCHEDULE_ORDER_PHYSICAL ? "physical" : "plan"));
        r = r < 0 ? r : json_add(o, "strategy", json_object_new_string(engine_strategy_to_string(d->shape.strategy)));
        r = r < 0 ? r : json_add(o, "predicted_cold_usec", json_object_new_int64((int64_t) d->cold_usec));
        r = r < 0 ? r : json_add(o, "predicted_warm_usec", json_object_new_int64((int64_t) d->warm_usec));
        r = r < 0 ? r : json_add(o, "alternative_usec", json_object_new_int64((int64_t) d->alternative_usec));
        r = r < 0 ? r : json_add(o, "requests", json_object_new_int64((int64_t) d->load.requests));
        r = r < 0 ? r : json_add(o, "bytes", json_object_new_int64((int64_t) d->load.bytes));
        if (r >= 0)
                r = device_model_to_json(&d->model, &dev);
        r = r < 0 ? r : json_add(o, "device", dev);
        if (r < 0) {
                json_object_put(o);
                return r;
        }
        *ret = o;
        return 0;
}
