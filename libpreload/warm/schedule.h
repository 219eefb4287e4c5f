/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The schedule: a plan with device knowledge applied. Every range is clamped to the file's
 * current size, small gaps are bridged where the disk seeks, the memory budget trims the tail of
 * the plan, and what is left is cut into requests no larger than the read-ahead cap of each
 * file's device, in the order the disk likes best. Building it is a pure function of the plan
 * and of facts gathered separately (schedule_facts_gather), so tests feed synthetic facts.
 */
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "device.h"
#include "device-lookup.h"
#include "plan.h"

typedef struct json_object json_object;

/*
 * Gaps between two ranges of one file up to a device-dependent size are read too, turning two
 * requests into one. On a disk that seeks, a gap of up to one default read-ahead window (128
 * KiB) is bridged: a cold start's own read-ahead reads such gaps anyway, so warming them costs no
 * memory a cold start would not spend, and one more request (a seek, 5-12 ms) costs more than
 * reading 128 KiB (1 ms at 120 MiB/s). Larger bridges save a few more requests but read pages no
 * launch touches: measured on learned profiles with the lab's hdd profile, bridging 1 MiB instead
 * of 128 KiB cut the requests by a quarter and raised the bytes warmed but never used from 14-27%
 * to 31-41% (bench/results/profiles-hdd.md). On flash a request costs tens of microseconds:
 * 32 KiB at 500 MiB/s.
 */
#define SCHEDULE_BRIDGE_ROTATIONAL (UINT64_C(128) * 1024)
#define SCHEDULE_BRIDGE_FLASH (UINT64_C(32) * 1024)
#define SCHEDULE_BRIDGE_DEFAULT SCHEDULE_BRIDGE_ROTATIONAL
#define SCHEDULE_BRIDGE_AUTO UINT64_MAX

/* By default a warm may take half of MemAvailable: the rest is left for the programs it helps. */
#define SCHEDULE_BUDGET_PERCENT_DEFAULT 50u

typedef enum ScheduleOrder {
        SCHEDULE_ORDER_AUTO,     /* physical order on rotational devices, plan order elsewhere */
        SCHEDULE_ORDER_PLAN,     /* plan order everywhere (ld.so's load order for closures) */
        SCHEDULE_ORDER_PHYSICAL, /* physical order wherever extents are known */
} ScheduleOrder;

typedef enum ScheduleBudgetMode {
        SCHEDULE_BUDGET_TRIM,   /* warm the plan up to the budget, in plan order; drop the tail */
        SCHEDULE_BUDGET_REFUSE, /* warm nothing when the plan exceeds the budget */
} ScheduleBudgetMode;

typedef struct ScheduleOptions {
        ScheduleOrder order;
        uint64_t bridge_bytes;      /* SCHEDULE_BRIDGE_AUTO: by device, rotational or flash */
        unsigned budget_percent;    /* share of mem_available; 0: no budget */
        ScheduleBudgetMode budget_mode;
        uint64_t mem_available;     /* bytes (from /proc/meminfo); 0: unknown, no budget */
        uint64_t max_request_bytes; /* extra limit on request size; 0: the device cap alone */
} ScheduleOptions;

#define SCHEDULE_OPTIONS_DEFAULT                                                   \
        ((ScheduleOptions) { .order = SCHEDULE_ORDER_AUTO,                         \
                             .bridge_bytes = SCHEDULE_BRIDGE_AUTO,                 \
                             .budget_percent = SCHEDULE_BUDGET_PERCENT_DEFAULT,    \
                             .budget_mode = SCHEDULE_BUDGET_TRIM })

/* What is known about one plan file before warming it. */
typedef struct FileFacts {
        int error;          /* 0, or -errno: the file cannot be warmed and gets no requests */
        const char *reason; /* static text for error, or NULL to use strerror() */
        dev_t dev;          /* current identity */
        ino_t ino;
        uint64_t size;
        uint64_t cap;       /* read-ahead cap of the device, bytes */
        bool rotational;
        Extent *extents;    /* sorted by logical offset; may be empty */
        size_t n_extents;
} FileFacts;

/* One FileFacts per plan file, same index; and what looking up the plan's lookups found. */
typedef struct ScheduleFacts {
        FileFacts *files;
        size_t n_files;
        size_t n_lookups;       /* distinct lookup paths looked up */
        size_t n_lookups_found; /* of those, paths that exist */
        size_t n_lookup_dirs_read; /* of those, "DIR/" lookups whose directory was read */
        size_t n_lookup_entries;   /* the entries of those stat()ed */
} ScheduleFacts;

int schedule_facts_new(size_t n_files, ScheduleFacts **ret);
ScheduleFacts *schedule_facts_free(ScheduleFacts *f);

/*
 * Examines every plan file: opens it as the engine will (regular files only), checks its identity
 * against the plan, looks up its device in dc, and reads FIEMAP extents where order needs them.
 * Files are examined in inode order so that their metadata is read in one sweep. Before that, it
 * stat()s each distinct path of the plan's lookups once, in path order so that the names of one
 * directory are looked up together: this is what warms the directory blocks and inodes a launch
 * reads for paths it only looks up. Problems with a file are recorded in its FileFacts, not
 * returned; returns 0 or -ENOMEM, or -ECANCELED once *cancel is set (looked at every 64 files:
 * a daemon's cancelled job must stop within its grace, and thousands of files take long).
 * schedule_facts_gather() is the same without a cancel.
 */
int schedule_facts_gather_until(const Plan *p, DeviceCache *dc, ScheduleOrder order, const atomic_bool *cancel,
                                ScheduleFacts **ret);
int schedule_facts_gather(const Plan *p, DeviceCache *dc, ScheduleOrder order, ScheduleFacts **ret);
/*
 * Opens a plan file for reading the way every part of the engine does: real_path when known,
 * regular files only (a FIFO, directory or device node in a plan is refused without opening
 * it), and only the inode the plan names when the plan has an identity (-ESTALE otherwise).
 * On success returns 0 with an O_RDONLY|O_NONBLOCK fd and its stat. On failure returns -errno
 * and may set *ret_reason to a static text that explains it better than strerror().
 */
int schedule_file_open(const PlanFile *f, int *ret_fd, struct stat *ret_st, const char **ret_reason);

typedef struct ScheduleRequest {
        size_t file;     /* index into Schedule.files */
        uint64_t offset;
        uint64_t length; /* never above the cap of the file's device */
} ScheduleRequest;

typedef struct ScheduleFile {
        size_t plan_index;
        int error;          /* 0, or -errno: nothing or not everything of the plan is scheduled */
        const char *reason; /* static text for error, or NULL */
        dev_t dev;          /* identity seen by the facts, for the engine to recheck */
        ino_t ino;
        uint64_t size;
        uint64_t cap;
        bool rotational;
        bool physical;          /* its requests follow physical order */
        Range *spans;           /* what the requests cover: clamped, bridged and trimmed ranges */
        size_t n_spans;
        uint64_t planned_bytes; /* the plan's ranges */
        uint64_t bytes;         /* the spans */
        uint64_t trimmed_bytes; /* planned bytes not scheduled (end of file, budget) */
        size_t n_requests;
} ScheduleFile;

typedef struct Schedule {
        ScheduleFile *files; /* one per plan file, in the order to open them (inode order) */
        size_t n_files;
        ScheduleRequest *requests; /* in the order to issue them */
        size_t n_requests;
        uint64_t planned_bytes;
        uint64_t total_bytes;
        uint64_t budget_bytes;   /* 0: no budget applied */
        uint64_t mem_available;
        uint64_t budget_trimmed_bytes;
        bool budget_refused;     /* over budget in SCHEDULE_BUDGET_REFUSE mode: nothing scheduled */
        size_t n_errors;         /* files with error != 0 */
        size_t n_lookups;        /* from the facts: lookups made, and how many paths exist */
        size_t n_lookups_found;
} Schedule;

/*
 * Builds the schedule of p from facts (facts->n_files == p->n_files). Returns 0, -EINVAL when
 * facts do not match the plan, -ENOMEM, -E2BIG when the request count would pass
 * SCHEDULE_REQUESTS_MAX. Budget trouble is not a failure: it shows in the files' errors.
 */
#define SCHEDULE_REQUESTS_MAX (UINT64_C(1) << 24)
int schedule_build(const Plan *p, const ScheduleFacts *facts, const ScheduleOptions *opts, Schedule **ret);
Schedule *schedule_free(Schedule *s);

/* The MemAvailable line of a /proc/meminfo buffer, in bytes. -EBADMSG when absent or malformed. */
int meminfo_parse_available(const char *buf, size_t len, uint64_t *ret);
/* Reads path (NULL: /proc/meminfo) and parses it. */
int meminfo_read_available(const char *path, uint64_t *ret);

/*
 * { "requests": [ { "path": str, "offset": int, "length": int } ],
 *   "files": [ { "path": str, "cap": int, "rotational": bool, "physical": bool, "bytes": int,
 *                "planned_bytes": int, "trimmed_bytes": int, "requests": int,
 *                "error": str|null } ],
 *   "total_bytes": int, "planned_bytes": int, "total_requests": int,
 *   "budget_bytes": int|null, "mem_available": int|null, "budget_refused": bool,
 *   "lookups": int, "lookups_found": int }
 */
int schedule_to_json(const Schedule *s, const Plan *p, json_object **ret);

const char *schedule_order_to_string(ScheduleOrder o);
int schedule_order_from_string(const char *s, ScheduleOrder *ret);
