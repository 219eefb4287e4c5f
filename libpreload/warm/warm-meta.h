/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The metadata pass of a warm: before any data, the metadata its plan's files and lookups need
 * (their inodes, every directory on their paths, extent trees), as root by the pass of each file
 * system's kind (ext4meta: ext4's blocks in large sorted requests; xfsmeta: bulkstat and
 * directory reads; btrfsmeta: tree searches), or on ext4 by preload-metad for a user, or skipped
 * (with the reason) when neither can. Files on a file system with no pass (tmpfs, overlay, FUSE,
 * ...) are left to the lookups the schedule does anyway, and the type is named: in "errors", or in
 * "skipped" when no file system of the plan has a pass.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "ext4meta.h"
#include "macro.h"
#include "plan.h"
#include "target.h"

typedef struct json_object json_object;

typedef enum WarmMetaRoute {
        WARM_META_SKIPPED,
        WARM_META_ROOT,   /* this process opened the block devices */
        WARM_META_HELPER, /* preload-metad did, on our descriptors */
} WarmMetaRoute;

typedef enum WarmMetaMap {
        WARM_META_MAP_NONE,
        WARM_META_MAP_READ,    /* the profiles' metadata maps were read in place of the walk */
        WARM_META_MAP_WRITTEN, /* the walk's and the pass's blocks became the profile's map (metamap.h) */
} WarmMetaMap;

typedef struct WarmMeta {
        WarmMetaRoute route;
        WarmMetaMap map;        /* the lookup walk's only */
        /* The walk's blocks of a single profile without a usable map, held until the pass after
         * planning adds the plan's own (its neighbours') and both become the map
         * (warm_meta_map_finish()). */
        Ext4MetaBlocks *map_blocks;
        size_t n_map_blocks;
        char *map_profile;
        struct stat map_profile_st;
        char *skipped;          /* why no pass ran (route WARM_META_SKIPPED), or NULL */
        Ext4MetaStats stats;    /* summed over file systems and requests */
        uint64_t file_systems;  /* passes run (one per file system, or helper requests) */
        uint64_t refused;       /* inodes a file system refused or the helper refused */
        char **errors;          /* "what: reason", one per refusal reason met, at most a few */
        size_t n_errors;
} WarmMeta;

typedef struct WarmMetaOptions {
        bool disabled;           /* skip the pass ("disabled") */
        bool no_map;             /* the walk neither reads nor writes metadata maps (metamap.h) */
        const char *done;        /* the pass ran already (why, as a static string): skip it
                                  * saying so */
        const char *sysfs_root;  /* NULL: /sys */
        const char *socket_path; /* the helper's; NULL: METAD_SOCKET_PATH (a prepared pass), or
                                  * no helper at all (warm_meta_run()) */
} WarmMetaOptions;

/*
 * Runs the pass for p's files (by identity) and the directories on the paths of its files and
 * lookups: as root grouped per file system, each by its kind's pass (ext4meta, xfsmeta,
 * btrfsmeta; a file system with none is named, fsmeta.h); otherwise through the helper at
 * o->socket_path when one is given and exists; otherwise not, saying why. Without root the pass
 * runs after planning's lookups, which have read the inodes and directory blocks already: the
 * helper then only adds its round trips (measured 0.1-0.2 s more a warm on the lab's hdd, no
 * request fewer: bench/results/metadata-hdd.md), so it is asked only when named. A pass
 * prepared ahead of the lookups (warm_meta_prepare()) is where it can pay. Never fails the warm:
 * trouble goes into *ret. Returns 0, or -ENOMEM.
 */
int warm_meta_run(const Plan *p, const WarmMetaOptions *o, WarmMeta *ret);
/* The same, and as root what it read per ext4 file system in *ret_blocks (freed with
 * ext4meta_blocks_free_n()). */
int warm_meta_run_collect(const Plan *p, const WarmMetaOptions *o, WarmMeta *ret, Ext4MetaBlocks **ret_blocks,
                          size_t *ret_n_blocks);
void warm_meta_done(WarmMeta *m);

/*
 * The same pass made ready ahead, so that running it later looks no path up: the inodes to read
 * are collected now (the plan's files, its lookups and the directories on their paths). As root,
 * one O_PATH descriptor per file system anchors them; for the helper, the directories (at most
 * max_fds) are kept open, as the descriptors that prove we may ask about them, and the files'
 * inodes are left to the data's own opens. With no route, *ret carries why (run() says so).
 * Returns 0, or -ENOMEM.
 */
typedef struct WarmMetaPrep WarmMetaPrep;
int warm_meta_prepare(const Plan *p, const WarmMetaOptions *o, size_t max_fds, WarmMetaPrep **ret);
/* Runs a pass made ready; as warm_meta_run(). */
int warm_meta_prep_run(const WarmMetaPrep *mp, const WarmMetaOptions *o, WarmMeta *ret);
/* The inodes (root) or directories (helper) it holds. */
size_t warm_meta_prep_size(const WarmMetaPrep *mp);

/*
 * Loads the library a root pass of mp uses (libext2fs), when one of its file systems is ext4:
 * loaded by the pass itself, it is read at the launch's start, from a disk that may be cold (the
 * lab's vim on `hdd`: 11 requests, and 0.1 s of the throttle). Whether it is loaded (a failure is
 * the pass's to report). It stays mapped for good (148 kB of RSS), so the caller decides.
 */
bool warm_meta_prep_load(const WarmMetaPrep *mp);
WarmMetaPrep *warm_meta_prep_free(WarmMetaPrep *mp);
/* The heap a prepared pass holds, roughly (its arrays, without malloc's own overhead). */
size_t warm_meta_prep_heap_bytes(const WarmMetaPrep *mp);
DEFINE_TRIVIAL_CLEANUP_FUNC(WarmMetaPrep *, warm_meta_prep_free);

/*
 * The lookup walk before planning (root only: it reads directories by path, which only root may
 * ask for): the paths of the targets' learned profiles (files and lookups), mapped to their ext4
 * mounts, walked with ext4meta_walk(), so that planning's own stat() of every file finds its
 * metadata cached; on XFS and btrfs mounts the inodes the profiles recorded there are passed by
 * number instead (xfsmeta_pass(); btrfsmeta_pass() with their parent directories), as no walk by
 * path is needed to find them. Nothing for static plans, for a disabled pass or without root (*ret then
 * zero). Returns 0 or -ENOMEM; trouble goes into *ret.
 *
 * With every profile's metadata map usable (metamap.h), their blocks are read instead, one sweep
 * per file system, and libext2fs is not loaded (ret->map WARM_META_MAP_READ); a map whose device
 * changed is given up and the walk done. With one profile and no usable map, what the walk read
 * is held in ret->map_blocks for warm_meta_map_finish(), unless o->no_map.
 */
int warm_meta_walk_targets(char *const *targets, size_t n, const TargetOptions *topts, const WarmMetaOptions *o,
                           WarmMeta *ret);

/*
 * When the walk held blocks for a map (walk->n_map_blocks), runs the pass over the plan p (which
 * planning made from that profile, its neighbours included) as root, keeping what it read, and
 * stores both as the profile's map (walk->map WARM_META_MAP_WRITTEN); the pass's counts and
 * trouble are added to *walk. Returns 1 when the pass ran (the warm then skips its own), 0 when
 * there was nothing to do, or -ENOMEM.
 */
int warm_meta_map_finish(WarmMeta *walk, const Plan *p, const WarmMetaOptions *o);

/*
 * { "route": "root"|"helper"|null, "skipped": str|null, ext4meta_stats_to_json() members,
 *   "file_systems", "refused", "errors": [..], "walk": ext4meta_stats_to_json() }
 * with the counts of a lookup walk before planning (may be NULL) added in, and shown in "walk".
 */
json_object *warm_meta_to_json_with(const WarmMeta *m, const WarmMeta *walk);
