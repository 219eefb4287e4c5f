/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * A schedule and its plan, packed for keeping. A prepared launch (daemon/launch/launch-warm.c) holds its
 * schedule for as long as preloadd runs, and a Plan plus a Schedule spend ~330 bytes a file on
 * what the engine never reads (ranges, sizes, per-file allocations and their malloc headers). A
 * pack keeps in one allocation only what engine_warm() and the device judgement read: each file's
 * path, identity, error and spans, and the requests in order. Unpacking it makes a Plan and a
 * Schedule that warm exactly as the originals (no I/O; microseconds for a few hundred files).
 */
#pragma once

#include <stddef.h>

#include "plan.h"
#include "schedule.h"

typedef struct SchedulePack SchedulePack;

/*
 * Packs s and p (s built from p). The plan's ranges, lookups and missing list are not kept.
 * Returns 0 with *ret set, -EINVAL when s does not index p, -E2BIG past 2^32 files, spans,
 * requests or bytes of paths, -ENOMEM.
 */
int schedule_pack(const Plan *p, const Schedule *s, SchedulePack **ret);
SchedulePack *schedule_pack_free(SchedulePack *k);

/*
 * A Plan (files with their paths and identities, no ranges) and a Schedule (files, spans and
 * requests, in the order packed) for one engine_warm(); the caller frees both. The Schedule's
 * per-file sizes, caps and planned or trimmed bytes are 0: only reports read those, and none is
 * made of a packed schedule. Returns 0 or -ENOMEM.
 */
int schedule_unpack(const SchedulePack *k, Plan **ret_plan, Schedule **ret_schedule);

/* The pack's size: all it holds. */
size_t schedule_pack_bytes(const SchedulePack *k);
/* The bytes the packed files' spans cover (the schedule's total_bytes). */
uint64_t schedule_pack_total_bytes(const SchedulePack *k);
