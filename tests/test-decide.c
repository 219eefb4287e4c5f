/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The decision of a warm (decide.h) over a table of devices and launches, each case with its
 * arithmetic; the device model from its evidence (device-model.h); the cgroup limits' parsers.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "decide.h"
#include "device-model.h"
#include "plan.h"
#include "profile.h"
#include "target.h"

#define KIB UINT64_C(1024)
#define MIB (KIB * 1024)
#define MSEC UINT64_C(1000)
#define SEC UINT64_C(1000000)

/* The lab's disk profiles, with the kernel's default read-ahead and a common max_sectors_kb, as
 * preloadd sees them there: hdd, microSD and cloud by their cgroup's read limits; ssd and NVMe
 * at the device's own rates, which their limits are above. */
static DeviceModel model(uint64_t iops, uint64_t bps, bool rotational, DeviceRateSource by) {
        return (DeviceModel) { .iops = iops, .bps = bps, .iops_by = by, .bps_by = by, .read_ahead_bytes = 128 * KIB,
                               .request_bytes = 1280 * KIB, .rotational = rotational, .ext4 = true };
}
#define HDD model(200, 120 * MIB, true, DEVICE_RATE_LIMIT)
#define SDCARD model(1500, 40 * MIB, false, DEVICE_RATE_LIMIT)
#define CLOUD model(3000, 125 * MIB, false, DEVICE_RATE_LIMIT)
#define SSD model(20000, 500 * MIB, false, DEVICE_RATE_LIFETIME)
#define NVME model(100000, 2000 * MIB, false, DEVICE_RATE_LIFETIME)

/* A launch like the lab's inkscape: its cold start read 70 MiB in 1500 requests; the profile's
 * ranges (touched runs and the read-ahead around them) are 69 MiB, 700 requests once bridged;
 * the touched pages alone 57 MiB in 640; 370 files. */
static WarmWorkload inkscape(bool touched_known, uint64_t launch_usec) {
        return (WarmWorkload) {
                .learned = true,
                .touched_known = touched_known,
                .files = 370,
                .cold = { .requests = 1500, .bytes = 70 * MIB },
                .all = { .requests = 700, .bytes = 69 * MIB },
                .touched = touched_known ? (WarmLoad) { .requests = 640, .bytes = 57 * MIB }
                                         : (WarmLoad) { .requests = 700, .bytes = 69 * MIB },
                .launch_usec = launch_usec,
        };
}

static void near(uint64_t got, uint64_t want) {
        /* integer microseconds of divisions: within a millisecond */
        assert_true(got + MSEC >= want && got <= want + MSEC);
}

/* hdd (200 IOPS, 120 MiB/s): the cold start costs max(1500 / 200 = 7.5 s, 70 / 120 = 0.58 s) =
 * 7.5 s: requests bind, so the launch is held. With every range: 700 requests + 5% of the cold
 * start's 1500 missed = 775, 3.875 s; bytes 69 + 3.5 MiB = 0.6 s: 3.875 s. The touched pages:
 * 640 + 10% of 1500 = 790 requests, 3.95 s: dearer, since the read-ahead they leave out costs
 * nothing here and the misses it catches cost a request each. Neighbours: the break-even is
 * 120 MiB / 200 = 629145 bytes, past 128 KiB. */
static void test_hdd_holds_every_range(void **state) {
        DeviceModel m = HDD;
        WarmWorkload w = inkscape(true, 0);
        WarmDecision d;

        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_HOLD);
        assert_false(d.shape.touched_only);
        near(d.cold_usec, 7500 * MSEC);
        near(d.warm_usec, 3875 * MSEC);
        near(d.alternative_usec, 3950 * MSEC);
        assert_int_equal(d.shape.bridge_bytes, 629145);
        assert_int_equal(d.shape.neighbours_bytes, 128 * KIB);
        assert_int_equal(d.shape.order, SCHEDULE_ORDER_PHYSICAL);
        assert_int_equal(d.shape.strategy, ENGINE_STRATEGY_URING);
        assert_true(d.shape.metadata_pass);
}

/* The same on XFS or btrfs: the same hold, without the metadata pass, whose reads there are one
 * block a request as the lookups' would be. */
static void test_hdd_not_ext4_no_metadata_pass(void **state) {
        DeviceModel m = HDD;
        WarmWorkload w = inkscape(true, 0);
        WarmDecision d;

        m.ext4 = false;
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_HOLD);
        near(d.warm_usec, 3875 * MSEC);
        assert_false(d.shape.metadata_pass);
}

/* The same on a compressed image (squashfs, erofs): at a launch no warm, whatever the model
 * predicts, since the warm's reads are as many as the launch's (a request per compressed block)
 * and its decompression as long; at login, ahead of the launch, it is made. */
static void test_hdd_compressed_no_warm_at_launch(void **state) {
        DeviceModel m = HDD;
        WarmWorkload w = inkscape(true, 0);
        WarmDecision d;

        m.ext4 = false;
        m.compressed = true;
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        near(d.warm_usec, d.cold_usec);
        assert_non_null(strstr(d.reason, "compressed image"));
        warm_decide(WARM_ROUTE_RUN, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        warm_decide(WARM_ROUTE_LOGIN, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_AHEAD);
        warm_decide(WARM_ROUTE_ON_DEMAND, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_AHEAD);
}

/* microSD (1500 IOPS, 40 MiB/s): cold max(1500 / 1500 = 1 s, 70 / 40 = 1.75 s) = 1.75 s: bytes
 * bind, and the launch's own work runs beside the reads: max(1.75 s, its time). Every range:
 * 72.5 MiB = 1.8125 s. The touched pages: 57 + 7 MiB missed = 64 MiB, 1.6 s (790 requests are
 * 0.53 s). With nothing known of the launch's own work, the reads outlast it: a race would have
 * the launch wait behind them, and a hold in series with it cannot be priced: none. A launch
 * known to work 2 s: the cold start is max(1.75, 2) = 2 s; a race max(1.6 s, 2 s) + half the
 * warm's CPU (2 ms + 370 x 15 us + 57 MiB at 4 GiB/s = 21.5 ms) = 2.0107 s, a hold 1.6 + 2 = 3.6 s:
 * none wins by 3%. No neighbours: the break-even is 40 MiB / 1500 = 27962 bytes. */
static void test_sdcard_no_warm(void **state) {
        DeviceModel m = SDCARD;
        WarmWorkload w = inkscape(true, 0);
        WarmDecision d;

        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        assert_non_null(strstr(d.reason, "outlasts the launch's own work"));
        near(d.cold_usec, 1750 * MSEC);
        assert_int_equal(d.warm_usec, d.cold_usec);

        w = inkscape(true, 2 * SEC);
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        near(d.cold_usec, 2000 * MSEC);
        near(d.alternative_usec, 2010 * MSEC + 750);
        assert_int_equal(d.shape.bridge_bytes, 27962);
        assert_int_equal(d.shape.neighbours_bytes, 0);
        assert_int_equal(d.shape.order, SCHEDULE_ORDER_PLAN);
        assert_int_equal(d.shape.strategy, ENGINE_STRATEGY_WILLNEED);
}

/* microSD under btrfs, whose 4 MiB read-ahead has a cold start read 128 MiB (in 700 requests)
 * for the 57 MiB the launch touches: cold max(0.467 s, 3.2 s) = 3.2 s, beside a launch of 0.7 s.
 * Touched: 57 + 12.8 MiB missed = 69.8 MiB, 1.745 s, more than the launch works, so no race;
 * held, 1.745 + 0.7 = 2.445 s, 23.6% less than cold, past the 20% a hold needs here. Every range:
 * 69 + 6.4 MiB = 1.885 s, held 2.585 s: dearer. */
static void test_sdcard_btrfs_holds_touched_pages(void **state) {
        DeviceModel m = SDCARD;
        WarmWorkload w = inkscape(true, 700 * MSEC);
        WarmDecision d;

        w.cold = (WarmLoad) { .requests = 700, .bytes = 128 * MIB };
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_HOLD);
        assert_true(d.shape.touched_only);
        near(d.cold_usec, 3200 * MSEC);
        near(d.warm_usec, 2445 * MSEC);
        near(d.alternative_usec, 2585 * MSEC);
        assert_non_null(strstr(d.reason, "bytes bind"));
        assert_int_equal(d.shape.order, SCHEDULE_ORDER_PLAN);
}

/* A hold where bytes bind must be predicted 20% faster: the same launch with a cold start that
 * reads 111 MiB (2.775 s): held, 57 + 11.1 MiB = 1.7025 s + 0.7 s = 2.4025 s, 13.4% less: none;
 * 128 MiB (3.2 s), 23.6% less: held (above). */
static void test_sdcard_hold_margin(void **state) {
        DeviceModel m = SDCARD;
        WarmWorkload w = inkscape(true, 700 * MSEC);
        WarmDecision d;

        w.cold = (WarmLoad) { .requests = 700, .bytes = 111 * MIB };
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        near(d.cold_usec, 2775 * MSEC);
        assert_true(d.alternative_usec > 0 && d.alternative_usec < d.cold_usec);
        w.cold.bytes = 128 * MIB;
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_HOLD);
}

/* The same card with a profile that kept no touched pages apart (one written before they were):
 * every range is all there is, 1.8125 s, more than a cold start reads: no warm, under a launch of
 * 2 s too (a race max(1.8125, 2) + 12.2 ms = 2.0122 s against a cold max(1.75, 2) = 2 s). */
static void test_sdcard_old_profile_no_warm(void **state) {
        DeviceModel m = SDCARD;
        WarmWorkload w = inkscape(false, 0);
        WarmDecision d;

        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        assert_int_equal(d.warm_usec, d.cold_usec);
        assert_int_equal(d.alternative_usec, 0);
        assert_int_equal(d.load.bytes, 0);
        w = inkscape(false, 2 * SEC);
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
}

/* cloud (3000 IOPS, 125 MiB/s): cold max(0.5 s, 0.56 s) = 0.56 s, bytes bind (barely). Touched:
 * 64 MiB = 0.512 s (790 requests: 0.263 s): more than a launch of 0.3 s works, and held, 0.812 s
 * against max(0.56, 0.3): none. Under a launch of 0.6 s: a race max(0.512, 0.6) + 10.7 ms =
 * 0.6107 s against max(0.56, 0.6) = 0.6 s: none either, on `preloadctl run` as at the unit. */
static void test_cloud_no_warm(void **state) {
        DeviceModel m = CLOUD;
        WarmWorkload w = inkscape(true, 300 * MSEC);
        WarmDecision d;

        warm_decide(WARM_ROUTE_RUN, &m, &w, &d);
        assert_int_equal(d.route, WARM_ROUTE_RUN);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        near(d.cold_usec, 560 * MSEC);
        w = inkscape(true, 600 * MSEC);
        warm_decide(WARM_ROUTE_RUN, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        near(d.cold_usec, 600 * MSEC);
        near(d.alternative_usec, 610 * MSEC + 750);
}

/* SATA SSD (20000, 500 MiB/s) at its own rate: each fault of a cold start waits for its read, in
 * series with the launch's work: max(75 ms, 140 ms) = 140 ms of reads. Touched: 64 MiB = 128 ms
 * + 10.7 ms of the warm's CPU = 138.7 ms > 135.8 ms: with nothing known of the launch's own time,
 * no warm. Known to take 300 ms, in series: 440 ms cold, a race at worst 128 + 300 + 10.7 =
 * 438.7 ms: the 6 MiB it saves are not worth a warm either. */
static void test_ssd_no_warm(void **state) {
        DeviceModel m = SSD;
        WarmWorkload w = inkscape(true, 0);
        WarmDecision d;

        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        near(d.cold_usec, 140 * MSEC);

        w = inkscape(true, 300 * MSEC);
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        near(d.cold_usec, 440 * MSEC);
        near(d.alternative_usec, 438 * MSEC + 750);
}

/* The lab's ssd as preloadd measures it: 5800 requests and 190 MB/s over the device's lifetime of
 * cold starts, one fault at a time. Cold: max(1500 / 5800 = 258.6 ms, 70 MiB / 190 MB/s =
 * 386.3 ms) + a launch of 100 ms = 486.3 ms. Touched, raced: 64 MiB = 353.2 ms + 100 ms + 10.7 ms
 * = 463.9 ms, 4.6% less: a race, in the launch's order, every read queued at once. Every range:
 * 72.5 MiB = 400.1 ms + 100 + 12.2 = 512.3 ms. Under a cgroup limit at those rates (the budget
 * builds up while the launch works) the cold start is max(386.3, 100) = 386.3 ms: none. */
static void test_ssd_measured_races(void **state) {
        DeviceModel m = model(5800, 190 * 1000 * 1000, false, DEVICE_RATE_LIFETIME);
        WarmWorkload w = inkscape(true, 100 * MSEC);
        WarmDecision d;

        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_RACE);
        assert_true(d.shape.touched_only);
        near(d.cold_usec, 486 * MSEC + 300);
        near(d.warm_usec, 463 * MSEC + 900);
        near(d.alternative_usec, 512 * MSEC + 300);
        assert_int_equal(d.shape.order, SCHEDULE_ORDER_PLAN);
        assert_int_equal(d.shape.strategy, ENGINE_STRATEGY_WILLNEED);
        assert_non_null(strstr(d.reason, "ahead of the launch"));
        warm_decide(WARM_ROUTE_RUN, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_RACE);

        m.iops_by = m.bps_by = DEVICE_RATE_LIMIT;
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        near(d.cold_usec, 386 * MSEC + 300);
}

/* A short launch on the same measured ssd: 100 requests, 8 MiB cold, 10 ms of its own work, 10
 * files. Cold: max(17.2 ms, 8 MiB / 190 MB/s = 44.15 ms) + 10 ms = 54.15 ms. Touched 6 MiB in 10
 * requests, + 10% of the cold start missed: 20 requests, 6.8 MiB = 37.53 ms; the warm's CPU 2 ms
 * + 10 x 15 us + 6 MiB at 4 GiB/s = 3.61 ms: raced, 37.53 + 10 + 1.81 = 49.34 ms, 8.9% less, but
 * 4.8 ms: under the 5 ms a warm must save, none. Touched 5.5 MiB: 6.3 MiB = 34.77 ms, + 10 +
 * 1.75 = 46.51 ms, 7.6 ms less: a race. */
static void test_ssd_short_launch_min_saving(void **state) {
        DeviceModel m = model(5800, 190 * 1000 * 1000, false, DEVICE_RATE_LIFETIME);
        WarmWorkload w = {
                .learned = true,
                .touched_known = true,
                .files = 10,
                .cold = { .requests = 100, .bytes = 8 * MIB },
                .all = { .requests = 10, .bytes = 8 * MIB },
                .touched = { .requests = 10, .bytes = 6 * MIB },
                .launch_usec = 10 * MSEC,
        };
        WarmDecision d;

        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        near(d.cold_usec, 54 * MSEC + 150);
        near(d.alternative_usec, 49 * MSEC + 340);
        w.touched.bytes = 5 * MIB + 512 * KIB;
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_RACE);
        near(d.warm_usec, 46 * MSEC + 510);
}

/* NVMe (100000, 2000 MiB/s): cold max(15 ms, 35 ms) = 35 ms; the touched pages take 32 ms and the
 * warm's CPU 10.7 ms: none where the launch runs beside it. At login nobody waits: it reads the shape the
 * device reads fastest, touched (32 ms against 36.25 ms), and is never "none". */
static void test_nvme_no_warm_but_at_login(void **state) {
        DeviceModel m = NVME;
        WarmWorkload w = inkscape(true, 0);
        WarmDecision d;

        for (WarmRoute r = WARM_ROUTE_LAUNCH; r <= WARM_ROUTE_RUN; r++) {
                warm_decide(r, &m, &w, &d);
                assert_int_equal(d.choice, WARM_CHOICE_NONE);
        }
        /* On demand the warm's CPU runs beside its reads, not beside the launch: max(32 ms,
         * 21.5 ms) = 32 ms against 35 ms x 0.97 = 33.95 ms, just a warm. */
        warm_decide(WARM_ROUTE_ON_DEMAND, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_AHEAD);
        near(d.warm_usec, 32 * MSEC);
        warm_decide(WARM_ROUTE_LOGIN, &m, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_AHEAD);
        assert_true(d.shape.touched_only);
}

/* On demand, the warm runs before the launch whatever the device: hdd reads every range ahead
 * (3.875 s against 7.5 s), microSD only the touched pages (1.6 s against 1.75 s). */
static void test_on_demand_ahead(void **state) {
        DeviceModel hdd = HDD, sd = SDCARD;
        WarmWorkload w = inkscape(true, 0);
        WarmDecision d;

        warm_decide(WARM_ROUTE_ON_DEMAND, &hdd, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_AHEAD);
        assert_false(d.shape.touched_only);
        near(d.warm_usec, 3875 * MSEC);
        warm_decide(WARM_ROUTE_ON_DEMAND, &sd, &w, &d);
        assert_int_equal(d.choice, WARM_CHOICE_AHEAD);
        assert_true(d.shape.touched_only);
        near(d.warm_usec, 1600 * MSEC);
}

/* A launch that reads nothing: nothing to decide but "nothing to read", never a division by 0. */
static void test_empty_workload(void **state) {
        DeviceModel m = SDCARD;
        WarmWorkload w = {};
        WarmDecision d;

        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_string_equal(d.reason, "nothing to read");
}

/* A static plan's largest segment read whole. hdd: a start touching 45% of a segment pays that
 * share in 128 KiB faults of 5 ms each; reading a window's share of the rest costs 128 KiB x 200 /
 * 120 MiB/s = 21% of that: every segment whole (0). A loop device with a 2560 KiB read-ahead on the
 * same disk: 2560 KiB x 200 / 120 MiB/s = 407%, past 45%: 8 faults of 8 x max(5 ms, 20.8 ms) =
 * 166.7 ms, 20 MiB (8 windows). microSD: 128 KiB x 1500 / 40 MiB/s = 469%: 8 x max(0.67 ms,
 * 3.125 ms) = 25 ms, 1 MiB: the floor, 8 MiB. NVMe (625%): the floor. */
static void test_static_segment_max(void **state) {
        DeviceModel hdd = HDD, sd = SDCARD, nvme = NVME, loop = HDD;

        loop.read_ahead_bytes = 2560 * KIB;
        assert_int_equal(warm_decide_static_segment_max(&hdd), 0);
        assert_int_equal(warm_decide_static_segment_max(&sd), STATIC_SEGMENT_MAX_DEFAULT);
        assert_int_equal(warm_decide_static_segment_max(&nvme), STATIC_SEGMENT_MAX_DEFAULT);
        assert_int_equal(warm_decide_static_segment_max(&loop), 20 * MIB);
        /* and a static plan is warmed at a launch only where requests bind */
        assert_true(warm_decide_static_launch(&hdd));
        assert_false(warm_decide_static_launch(&sd));
        assert_false(warm_decide_static_launch(&nvme));
}

/* The workload of a profile, on microSD (break-even 27962 bytes, 1280 KiB requests, 128 KiB
 * windows): one file with ranges [0, 256K) and [300K, 556K) (gap 44 KiB: past the break-even, not
 * bridged) and touched [64K, 68K) and [400K, 408K) (gap far past it).
 *   cold: 1 (inode) + 2 + 2 windows = 5 requests, 512 KiB;
 *   all: 2 requests, 512 KiB;
 *   touched: 2 requests, 12 KiB. */
static void test_workload_from_profile(void **state) {
        DeviceModel m = SDCARD;
        ProfileFingerprint id = { .dev = 1, .ino = 2, .size = 1 * MIB };
        Profile *p = NULL;
        ProfileFile *f;
        WarmWorkload w;

        assert_int_equal(profile_new("t", &p), 0);
        assert_int_equal(profile_add_file(p, "/t/a", &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 0, 256 * KIB), 0);
        assert_int_equal(profile_file_add_range(f, 300 * KIB, 256 * KIB), 0);
        assert_int_equal(profile_file_add_touched(f, 64 * KIB, 4 * KIB), 0);
        assert_int_equal(profile_file_add_touched(f, 400 * KIB, 8 * KIB), 0);
        warm_workload_from_profile(p, &m, &w);
        assert_true(w.touched_known);
        assert_int_equal(w.files, 1);
        assert_int_equal(w.cold.requests, 5);
        assert_int_equal(w.cold.bytes, 512 * KIB);
        /* + 1 each: the metadata pass of one file (a run of inode-table blocks) */
        assert_int_equal(w.all.requests, 2 + 1);
        assert_int_equal(w.all.bytes, 512 * KIB);
        assert_int_equal(w.touched.requests, 2 + 1);
        assert_int_equal(w.touched.bytes, 12 * KIB);

        /* Under btrfs's 4 MiB read-ahead each range's fault reads a whole window: the file's
         * 1 MiB at most. */
        m.read_ahead_bytes = 4 * MIB;
        warm_workload_from_profile(p, &m, &w);
        assert_int_equal(w.cold.requests, 1 + 1 + 1);
        assert_int_equal(w.cold.bytes, 1 * MIB);

        /* On hdd (break-even 629145) both gaps are bridged: one request each. */
        m = HDD;
        warm_workload_from_profile(p, &m, &w);
        assert_int_equal(w.all.requests, 1 + 1);
        assert_int_equal(w.all.bytes, 556 * KIB);
        assert_int_equal(w.touched.requests, 1 + 1);
        assert_int_equal(w.touched.bytes, 344 * KIB);
        profile_free(p);
}

/* The model from its evidence. */
static void test_model_from_evidence(void **state) {
        DeviceEvidence e = { .info = { .rotational = true, .read_ahead_bytes = 128 * KIB, .cap = 1280 * KIB },
                             .limit_iops = UINT64_MAX, .limit_bps = UINT64_MAX };
        DeviceModel m;

        /* nothing known: a rotating disk's prior */
        device_model_from_evidence(&e, &m);
        assert_int_equal(m.iops, DEVICE_MODEL_ROTATIONAL_IOPS);
        assert_int_equal(m.bps, DEVICE_MODEL_ROTATIONAL_BPS);
        assert_int_equal(m.iops_by, DEVICE_RATE_PRIOR);

        /* flash, nothing known: 20000 requests of 32 KiB a second */
        e.info.rotational = false;
        device_model_from_evidence(&e, &m);
        assert_int_equal(m.iops, DEVICE_MODEL_FLASH_IOPS);
        assert_int_equal(m.bps, DEVICE_MODEL_FLASH_IOPS * 32 * KIB);

        /* its lifetime: 3000 reads and 3000 x 64 KiB in 2 busy seconds: 1500 reads/s; reads that
         * small say nothing of the bandwidth: 1500 x 32 KiB/s, flash's */
        e.have_lifetime = true;
        e.lifetime = (DeviceStat) { .reads = 3000, .read_sectors = 3000 * 128, .io_ticks_ms = 2000 };
        device_model_from_evidence(&e, &m);
        assert_int_equal(m.iops, 1500);
        assert_int_equal(m.iops_by, DEVICE_RATE_LIFETIME);
        assert_int_equal(m.bps, 1500 * 32 * KIB);
        assert_int_equal(m.bps_by, DEVICE_RATE_LIFETIME);

        /* the same of 256 KiB reads: 3000 x 256 KiB / 2 s = 375 MiB/s, measured */
        e.lifetime.read_sectors = 3000 * 512;
        device_model_from_evidence(&e, &m);
        assert_int_equal(m.bps, 375 * MIB);

        /* a warm measured more: it wins; less: the lifetime stays (both are lower bounds) */
        e.warm_iops = 2500;
        e.warm_bps = 10 * MIB;
        e.warms = 2;
        device_model_from_evidence(&e, &m);
        assert_int_equal(m.iops, 2500);
        assert_int_equal(m.iops_by, DEVICE_RATE_WARMS);
        assert_int_equal(m.bps, 375 * MIB);
        assert_int_equal(m.warms, 2);


        /* a cgroup limit caps both */
        e.limit_iops = 1500;
        e.limit_bps = 40 * MIB;
        device_model_from_evidence(&e, &m);
        assert_int_equal(m.iops, 1500);
        assert_int_equal(m.iops_by, DEVICE_RATE_LIMIT);
        assert_int_equal(m.bps, 40 * MIB);
        assert_int_equal(m.bps_by, DEVICE_RATE_LIMIT);
        assert_int_equal(device_model_break_even(&m), 27962);

        /* 150 small reads per busy second: a disk that seeks, a rotating disk's bandwidth */
        e.warm_iops = e.warm_bps = e.warms = 0;
        e.limit_iops = e.limit_bps = UINT64_MAX;
        e.lifetime = (DeviceStat) { .reads = 15000, .read_sectors = 15000 * 16, .io_ticks_ms = 100000 };
        device_model_from_evidence(&e, &m);
        assert_int_equal(m.iops, 150);
        assert_int_equal(m.bps, DEVICE_MODEL_ROTATIONAL_BPS);

        /* too little evidence (255 reads) says nothing */
        e = (DeviceEvidence) { .info = { .rotational = true }, .have_lifetime = true,
                               .lifetime = { .reads = 255, .read_sectors = 8, .io_ticks_ms = 5000 },
                               .limit_iops = UINT64_MAX, .limit_bps = UINT64_MAX };
        device_model_from_evidence(&e, &m);
        assert_int_equal(m.iops, DEVICE_MODEL_ROTATIONAL_IOPS);
        assert_int_equal(m.read_ahead_bytes, DEVICE_DEFAULT_CAP);
        assert_int_equal(m.request_bytes, DEVICE_DEFAULT_CAP);
}

/* Warms noted raise the remembered rates; a sample with too little in it, or counters that went
 * backwards (another device under the number), are ignored. */
static void test_model_notes(void **state) {
        DeviceStat a = { .reads = 1000, .read_sectors = 1000, .io_ticks_ms = 1000 };
        DeviceStat b = { .reads = 1400, .read_sectors = 1000 + 400 * 256, .io_ticks_ms = 1200 };
        DeviceStat back = { .reads = 10, .read_sectors = 10, .io_ticks_ms = 10 };
        DeviceStat few = { .reads = 1010, .read_sectors = 2000, .io_ticks_ms = 1100 };

        device_model_forget_all();
        device_model_note(7, &a, &few);
        device_model_note(7, &a, &back);
        /* nothing remembered yet: read the model of a device that has no sysfs entry (prior) */
        DeviceModel m;
        device_model_read("/nonexistent", "/nonexistent", 7, &m);
        assert_int_equal(m.warms, 0);
        /* 400 reads of 128 KiB in 200 ms: 2000 reads/s, 250 MiB/s */
        device_model_note(7, &a, &b);
        device_model_read("/nonexistent", "/nonexistent", 7, &m);
        assert_int_equal(m.warms, 1);
        assert_int_equal(m.iops, 2000);
        assert_int_equal(m.iops_by, DEVICE_RATE_WARMS);
        assert_int_equal(m.bps, 250 * MIB);
        device_model_forget_all();
}

static void test_limit_parsers(void **state) {
        uint64_t iops, bps;

        assert_true(device_limit_v1_min("") == UINT64_MAX);
        assert_true(device_limit_v1_min("254:0 200\n") == 200);
        assert_true(device_limit_v1_min("7:0 20000\n254:0 200\n8:16 5000") == 200);
        assert_true(device_limit_v1_min("254:0 0\ngarbage\n7:1 x\n") == UINT64_MAX);

        device_limit_iomax_min("", &iops, &bps);
        assert_true(iops == UINT64_MAX && bps == UINT64_MAX);
        device_limit_iomax_min("8:0 rbps=1048576 wbps=max riops=max wiops=max\n8:16 rbps=max wbps=max riops=300 wiops=max\n",
                               &iops, &bps);
        assert_true(iops == 300);
        assert_true(bps == 1048576);
        device_limit_iomax_min("8:0 rbps=12x riops= rbps=0 riops=-1 xriops=5\n", &iops, &bps);
        assert_true(iops == UINT64_MAX && bps == UINT64_MAX);
}

/* The JSON a launch record and status carry. */
static void test_decision_json(void **state) {
        DeviceModel m = SDCARD;
        WarmWorkload w = inkscape(true, 700 * MSEC);
        WarmDecision d;
        json_object *o = NULL, *v, *dev;

        w.cold = (WarmLoad) { .requests = 700, .bytes = 128 * MIB }; /* btrfs's, as above */
        warm_decide(WARM_ROUTE_LAUNCH, &m, &w, &d);
        assert_int_equal(warm_decision_to_json(&d, &o), 0);
        assert_true(json_object_object_get_ex(o, "choice", &v));
        assert_string_equal(json_object_get_string(v), "hold");
        assert_true(json_object_object_get_ex(o, "touched_only", &v) && json_object_get_boolean(v));
        assert_true(json_object_object_get_ex(o, "predicted_cold_usec", &v));
        assert_true(json_object_get_int64(v) == (int64_t) d.cold_usec);
        assert_true(json_object_object_get_ex(o, "device", &dev));
        assert_true(json_object_object_get_ex(dev, "iops", &v) && json_object_get_int64(v) == 1500);
        assert_true(json_object_object_get_ex(dev, "break_even", &v) && json_object_get_int64(v) == 27962);
        json_object_put(o);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_hdd_holds_every_range),
                cmocka_unit_test(test_hdd_not_ext4_no_metadata_pass),
                cmocka_unit_test(test_hdd_compressed_no_warm_at_launch),
                cmocka_unit_test(test_sdcard_no_warm),
                cmocka_unit_test(test_sdcard_btrfs_holds_touched_pages),
                cmocka_unit_test(test_sdcard_hold_margin),
                cmocka_unit_test(test_sdcard_old_profile_no_warm),
                cmocka_unit_test(test_cloud_no_warm),
                cmocka_unit_test(test_ssd_no_warm),
                cmocka_unit_test(test_ssd_measured_races),
                cmocka_unit_test(test_ssd_short_launch_min_saving),
                cmocka_unit_test(test_nvme_no_warm_but_at_login),
                cmocka_unit_test(test_on_demand_ahead),
                cmocka_unit_test(test_empty_workload),
                cmocka_unit_test(test_static_segment_max),
                cmocka_unit_test(test_workload_from_profile),
                cmocka_unit_test(test_model_from_evidence),
                cmocka_unit_test(test_model_notes),
                cmocka_unit_test(test_limit_parsers),
                cmocka_unit_test(test_decision_json),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
