/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* One warm for every route: targets -> plan -> facts -> schedule -> engine; status; evict; JSON. */
#include <errno.h>
#include <json-c/json.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "device.h"
#include "device-lookup.h"
#include "format.h"
#include "fileio.h"
#include "json-util.h"
#include "macro.h"
#include "neighbours.h"
#include "warm.h"

static int strv_add(char ***v, size_t *n, char *s) {
        char **w;

        if (!s)
                return -ENOMEM;
        w = reallocarray(*v, *n + 1, sizeof(char *));
        if (!w) {
                free(s);
                return -ENOMEM;
        }
        w[(*n)++] = s;
        *v = w;
        return 0;
}

static int strv_add_dup(char ***v, size_t *n, const char *s) {
        return strv_add(v, n, strdup(s));
}

static int vwarn(char ***v, size_t *n, const char *fmt, va_list ap) {
        char *s;

        if (vasprintf(&s, fmt, ap) < 0)
                return -ENOMEM;
        return strv_add(v, n, s);
}

int warm_options_apply_config(WarmOptions *o, const DaemonConfig *d, bool background) {
        int r = 0;

        if (!d)
                return 0;
        o->budget_percent = d->memory_budget_percent;
        if (d->strategy && engine_strategy_from_string(d->strategy, &o->strategy) < 0)
                r = -EINVAL;
        if (background)
                o->ioprio = d->io_priority == CONFIG_IO_PRIORITY_BEST_EFFORT ? ENGINE_IOPRIO_BEST_EFFORT
                                                                             : ENGINE_IOPRIO_IDLE;
        return r;
}

/* ---- plans of targets ---- */

WarmPlan *warm_plan_free(WarmPlan *wp) {
        if (!wp)
                return NULL;
        plan_free(wp->plan);
        for (size_t i = 0; i < wp->n_targets; i++)
                free(wp->profiles ? wp->profiles[i] : NULL);
        free(wp->profiles);
        strv_free_n(wp->targets, wp->n_targets);
        strv_free_n(wp->warnings, wp->n_warnings);
        for (size_t i = 0; i < wp->n_errors; i++) {
                free(wp->errors[i].target);
                free(wp->errors[i].path);
                free(wp->errors[i].reason);
        }
        free(wp->errors);
        warm_meta_done(&wp->walk);
        free(wp);
        return NULL;
}

uint64_t warm_neighbours_bytes(const WarmOptions *o) {
        if (o->neighbours_bytes != NEIGHBOURS_AUTO)
                return o->neighbours_bytes;
        /* Measured: with uring they halve inkscape's data requests; with read they add a third. */
        return o->strategy == ENGINE_STRATEGY_URING ? NEIGHBOURS_GAP_DEFAULT : 0;
}

int warm_plan_warn(WarmPlan *wp, const char *fmt, ...) {
        va_list ap;
        int r;

        va_start(ap, fmt);
        r = vwarn(&wp->warnings, &wp->n_warnings, fmt, ap);
        va_end(ap);
        return r;
}

static int warm_plan_add_error(WarmPlan *wp, const char *target, const char *path, const char *reason, int error) {
        WarmTargetError *v = reallocarray(wp->errors, wp->n_errors + 1, sizeof(WarmTargetError));
        WarmTargetError e = {
                .target = strdup(target),
                .path = strdup(path),
                .reason = strdup(reason ? reason : strerror(-error)),
                .error = error,
        };

        if (v)
                wp->errors = v;
        if (!v || !e.target || !e.path || !e.reason) {
                free(e.target);
                free(e.path);
                free(e.reason);
                return -ENOMEM;
        }
        wp->errors[wp->n_errors++] = e;
        return 0;
}

int warm_plan_new(char *const *targets, size_t n, const Config *c, const TargetOptions *opts, ResolveKind kind,
                  WarmPlan **ret) {
        WarmPlan *wp;
        int r;

        wp = calloc(1, sizeof(*wp));
        if (!wp)
                return -ENOMEM;
        wp->profiles = calloc(n + 1, sizeof(char *));
        r = wp->profiles ? plan_new(&wp->plan) : -ENOMEM;
        for (size_t i = 0; r >= 0 && i < n; i++)
                r = strv_add_dup(&wp->targets, &wp->n_targets, targets[i]);
        for (size_t i = 0; r >= 0 && i < n; i++) {
                TargetReport report = {};
                int k = resolve_add_to_plan(targets[i], c, opts, kind, wp->plan, &report);

                for (size_t w = 0; r >= 0 && w < report.n_warnings; w++) {
                        r = strv_add(&wp->warnings, &wp->n_warnings, report.warnings[w]);
                        report.warnings[w] = NULL;
                }
                if (k == -ENOMEM)
                        r = k;
                else if (k < 0 && r >= 0)
                        r = warm_plan_add_error(wp, targets[i], report.error_path ? report.error_path : targets[i],
                                                report.error_reason, k);
                else if (k >= 0)
                        wp->profiles[i] = TAKE_PTR(report.profile_path);
                target_report_done(&report);
        }
        if (r < 0) {
                warm_plan_free(wp);
                return r;
        }
        *ret = wp;
        return 0;
}

static void load_add(WarmLoad *a, const WarmLoad *b) {
        a->requests += b->requests;
        a->bytes += b->bytes;
}

int warm_plan_decide(WarmPlan *wp, WarmRoute route) {
        bool all_profiles = wp->n_targets > 0;
        WarmWorkload sum = { .learned = true };
        DeviceModel m;
        dev_t dev = 0;

        for (size_t i = 0; i < wp->n_targets; i++)
                all_profiles = all_profiles && wp->profiles[i];
        if (!all_profiles) {
                warm_decide_plan(wp->plan, route, &wp->decision);
                warm_decision_override(&wp->decision);
                wp->decided = true;
                return 0;
        }
        (void) warm_plan_devices(wp->plan, &dev, 1);
        device_model_read(NULL, NULL, dev, &m); /* a block device: warm_plan_devices() */
        for (size_t i = 0; i < wp->n_targets; i++) {
                Profile *p = NULL;
                WarmWorkload w;
                int r = profile_load(wp->profiles[i], &p, NULL, NULL);

                if (r == -ENOMEM)
                        return r;
                if (r < 0)
                        continue; /* it was read a moment ago: changed since, and priced as empty */
                warm_workload_from_profile(p, &m, &w);
                profile_free(p);
                sum.touched_known = sum.touched_known || w.touched_known;
                sum.files += w.files;
                sum.launch_usec = MAX(sum.launch_usec, w.launch_usec);
                load_add(&sum.cold, &w.cold);
                load_add(&sum.all, &w.all);
                load_add(&sum.touched, &w.touched);
        }
        warm_decide(route, &m, &sum, &wp->decision);
        warm_decision_override(&wp->decision);
        wp->decided = true;
        return 0;
}

/* The plan of the decision's shape: planned again for the touched pages alone or with a static
 * plan's big segments trimmed, emptied for none; the shape's bridge, neighbours and order into o
 * where o leaves them automatic. */
static int warm_plan_reshape(WarmPlan **wpp, char *const *targets, size_t n, const Config *c,
                             const TargetOptions *opts, ResolveKind kind, WarmOptions *o) {
        WarmPlan *wp = *wpp, *again = NULL;
        const WarmDecision dec = wp->decision, *d = &dec; /* wp may be replaced below */
        TargetOptions t = opts ? *opts : (TargetOptions) {};
        bool learned = wp->n_targets > 0, replan = false;
        int r;

        if (d->choice == WARM_CHOICE_NONE && !o->dry_run) {
                Plan *empty = NULL;
                r = plan_new(&empty);
                if (r < 0)
                        return r;
                plan_free(wp->plan);
                wp->plan = empty;
                return 0;
        }
        for (size_t i = 0; i < wp->n_targets; i++)
                learned = learned && wp->profiles[i];
        if (learned && d->shape.touched_only) {
                t.touched_only = true;
                replan = true;
        } else if (!learned && t.static_segment_max == STATIC_SEGMENT_MAX_DEFAULT &&
                   warm_decide_static_segment_max(&d->model) != STATIC_SEGMENT_MAX_DEFAULT) {
                t.static_segment_max = warm_decide_static_segment_max(&d->model);
                replan = true;
        }
        if (replan) {
                r = warm_plan_new(targets, n, c, &t, kind, &again);
                if (r < 0)
                        return r;
                if (again->n_errors == 0) {
                        again->decided = true;
                        again->decision = wp->decision;
                        warm_plan_free(wp);
                        *wpp = wp = again;
                } else
                        warm_plan_free(again); /* changed under us: the first plan stands */
        }
        if (o->bridge_bytes == SCHEDULE_BRIDGE_AUTO)
                o->bridge_bytes = d->shape.bridge_bytes;
        if (o->neighbours_bytes == NEIGHBOURS_AUTO)
                o->neighbours_bytes = o->strategy == ENGINE_STRATEGY_URING ? d->shape.neighbours_bytes : 0;
        if (o->order == SCHEDULE_ORDER_AUTO)
                o->order = d->shape.order;
        return 0;
}

int warm_plan_new_for_warm(char *const *targets, size_t n, const Config *c, const TargetOptions *opts,
                           ResolveKind kind, WarmOptions *o, WarmPlan **ret) {
        WarmMeta walk = {};
        WarmPlan *wp = NULL;
        int r;

        o->metadata_done = NULL;
        if (!o->dry_run) {
                r = warm_meta_walk_targets(targets, n, opts,
                                           &(WarmMetaOptions) { .disabled = o->no_metadata_pass,
                                                                .no_map = o->no_metadata_map,
                                                                .sysfs_root = o->sysfs_root },
                                           &walk);
                if (r < 0)
                        return r;
                if (walk.map == WARM_META_MAP_READ)
                        o->metadata_done = "read from the metadata map";
        }
        r = warm_plan_new(targets, n, c, opts, kind, &wp);
        /* The decision: the shape of this warm, or none (decide.h). */
        if (r >= 0 && wp->n_errors == 0 && !o->no_decision) {
                r = warm_plan_decide(wp, o->route);
                if (r >= 0)
                        r = warm_plan_reshape(&wp, targets, n, c, opts, kind, o);
                if (r < 0)
                        wp = warm_plan_free(wp);
        }
        /* The files between the plan's on the disk, read with them so that their requests merge
         * (neighbours.h): a dry run shows them too, as part of what the warm reads. */
        if (r >= 0 && wp->n_errors == 0 && wp->plan->n_files > 0 && warm_neighbours_bytes(o) > 0) {
                r = plan_add_neighbours(wp->plan, warm_neighbours_bytes(o), NULL, NULL);
                if (r < 0)
                        wp = warm_plan_free(wp);
        }
        /* The plan is now known, its neighbours too: the pass over it completes the profile's map. */
        if (r >= 0 && !o->dry_run && walk.n_map_blocks > 0 && wp->n_errors == 0) {
                r = warm_meta_map_finish(&walk, wp->plan,
                                         &(WarmMetaOptions) { .sysfs_root = o->sysfs_root });
                if (r > 0)
                        o->metadata_done = "done with the walk, before planning";
                if (r < 0)
                        wp = warm_plan_free(wp);
        }
        if (r < 0) {
                warm_meta_done(&walk);
                return r;
        }
        wp->walk = walk;
        *ret = wp;
        return 0;
}

static json_object *errors_to_json(const WarmPlan *wp) {
        json_object *a = json_object_new_array();

        for (size_t i = 0; a && wp && i < wp->n_errors; i++) {
                const WarmTargetError *e = &wp->errors[i];
                json_object *o = json_object_new_object();
                json_object_object_add(o, "target", json_object_new_string(e->target));
                json_object_object_add(o, "path", json_object_new_string(e->path));
                json_object_object_add(o, "reason", json_object_new_string(e->reason));
                json_object_object_add(o, "errno", json_object_new_int(-e->error));
                json_object_array_add(a, o);
        }
        return a;
}

static void add_missing(json_object *a, const Plan *p) {
        for (size_t i = 0; p && i < p->n_missing; i++) {
                json_object *o = json_object_new_object();
                json_object_object_add(o, "name", json_object_new_string(p->missing[i].name));
                json_object_object_add(o, "needed_by", p->missing[i].needed_by
                                                               ? json_object_new_string(p->missing[i].needed_by)
                                                               : NULL);
                json_object_array_add(a, o);
        }
}

static void add_profiles(json_object *o, const WarmPlan *wp) {
        for (size_t i = 0; i < wp->n_targets; i++)
                if (wp->profiles[i])
                        json_object_object_add(o, wp->targets[i], json_object_new_string(wp->profiles[i]));
}

/* What every JSON form of a plan of targets shares: targets, profiles, missing, warnings. */
static void add_plan_members(json_object *o, const WarmPlan *wp, char *const *more_warnings, size_t n_more) {
        json_object *profiles = json_object_new_object(), *missing = json_object_new_array(), *w;

        json_object_object_add(o, "targets", json_new_strv(wp->targets, wp->n_targets));
        add_profiles(profiles, wp);
        json_object_object_add(o, "profiles", profiles);
        add_missing(missing, wp->plan);
        json_object_object_add(o, "missing", missing);
        w = json_new_strv(wp->warnings, wp->n_warnings);
        for (size_t i = 0; w && i < n_more; i++)
                json_object_array_add(w, json_object_new_string(more_warnings[i]));
        json_object_object_add(o, "warnings", w);
}

int warm_plan_errors_to_json(const WarmPlan *wp, json_object **ret) {
        json_object *o = json_object_new_object();

        if (!o)
                return -ENOMEM;
        add_plan_members(o, wp, NULL, 0);
        json_object_object_add(o, "errors", errors_to_json(wp));
        if (wp->n_errors > 0) {
                json_object_object_add(o, "path", json_object_new_string(wp->errors[0].path));
                json_object_object_add(o, "reason", json_object_new_string(wp->errors[0].reason));
                json_object_object_add(o, "errno", json_object_new_int(-wp->errors[0].error));
        }
        *ret = o;
        return 0;
}

/* ---- warm ---- */

WarmResult *warm_result_free(WarmResult *r) {
        if (!r)
                return NULL;
        schedule_free(r->schedule);
        engine_result_free(r->engine);
        warm_meta_done(&r->meta);
        memcg_limit_done(&r->memcg);
        strv_free_n(r->warnings, r->n_warnings);
        free(r);
        return NULL;
}

/*
 * The memory a warm may use: MemAvailable, or less when a memory cgroup of ours (or an ancestor)
 * has less headroom: the pages we read are charged to it, and past its limit it reclaims them.
 */
static int warm_mem_available(const WarmOptions *o, WarmResult *res, uint64_t *ret) {
        MemcgLimit l = {};
        int r;

        r = meminfo_read_available(o->meminfo, ret);
        if (r < 0) {
                char *w = NULL;
                *ret = 0;
                if (asprintf(&w, "%s: %s, warming without a memory budget", o->meminfo ? o->meminfo : "/proc/meminfo",
                             strerror(-r)) < 0)
                        w = NULL;
                return strv_add(&res->warnings, &res->n_warnings, w);
        }
        if (o->meminfo && !o->cgroup_root)
                return 0;
        r = memcg_headroom_read(o->cgroup_root, &l);
        if (r <= 0)
                return r == -ENOMEM ? r : 0;
        if (l.headroom < *ret) {
                *ret = MAX(l.headroom, UINT64_C(1)); /* 0 would mean "unknown, no budget" */
                res->memcg = l;
                return 0;
        }
        memcg_limit_done(&l);
        return 0;
}

/*
 * After a waited warm: how much of what was scheduled is in the page cache now. The engine's
 * bytes count what was asked for; a cgroup limit or memory pressure may have reclaimed part of it
 * before the warm ended.
 */
static void warm_measure_cached(const Plan *p, const Schedule *s, WarmResult *res) {
        uint64_t cached = 0;

        for (size_t i = 0; i < s->n_files; i++) {
                const ScheduleFile *sf = &s->files[i];
                _cleanup_close_ int fd = -EBADF;
                struct stat st;

                if (sf->n_spans == 0)
                        continue;
                fd = open_regular_file(p->files[sf->plan_index].path, &st);
                if (fd < 0 || st.st_dev != sf->dev || st.st_ino != sf->ino)
                        continue; /* gone or replaced: nothing of ours is cached under that name */
                for (size_t k = 0; k < sf->n_spans; k++) {
                        uint64_t c = 0;
                        int r = residency_fd_range(fd, sf->spans[k].offset, sf->spans[k].length, &c);
                        if (r == -EPERM)
                                return; /* hidden: not known */
                        if (r >= 0)
                                cached += c;
                }
        }
        res->cached_known = true;
        res->cached_bytes = cached;
}

int warm_run_schedule(const Plan *p, const Schedule *s, const EngineOptions *eo, EngineResult **ret) {
        return engine_warm(p, s, eo, ret);
}

int warm_run(const Plan *p, const WarmOptions *o, WarmResult **ret) {
        ScheduleOptions so = SCHEDULE_OPTIONS_DEFAULT;
        DeviceCache *dc = NULL;
        ScheduleFacts *facts = NULL;
        WarmResult *res;
        int r, old_ioprio;

        res = calloc(1, sizeof(*res));
        if (!res)
                return -ENOMEM;
        res->strategy = o->strategy;
        res->budget_percent = o->budget_percent;
        res->dry_run = o->dry_run;
        so.order = o->order;
        so.bridge_bytes = o->bridge_bytes;
        so.budget_percent = o->budget_percent;
        so.budget_mode = o->budget_mode;
        so.max_request_bytes = o->max_request_bytes;

        /* The class holds for gathering facts too: it reads metadata (inodes, looked-up paths). */
        old_ioprio = engine_ioprio_set(o->ioprio);
        /* Metadata first: every lookup, open and FIEMAP below then finds its blocks cached. */
        r = o->dry_run ? 0
                       : warm_meta_run(p, &(WarmMetaOptions) { .disabled = o->no_metadata_pass,
                                                               .done = o->metadata_done,
                                                               .sysfs_root = o->sysfs_root,
                                                               .socket_path = o->metad_socket },
                                       &res->meta);
        if (r >= 0 && o->cancel && atomic_load(o->cancel))
                r = -ECANCELED;
        if (r >= 0)
                r = warm_mem_available(o, res, &so.mem_available);
        if (r >= 0)
                r = device_cache_new(o->sysfs_root, &dc);
        if (r >= 0)
                r = schedule_facts_gather_until(p, dc, so.order, o->cancel, &facts);
        if (r >= 0)
                r = schedule_build(p, facts, &so, &res->schedule);
        schedule_facts_free(facts);
        device_cache_free(dc);
        if (r >= 0 && !o->dry_run) {
                EngineOptions eo = {
                        .strategy = o->strategy,
                        .wait = o->wait,
                        .ioprio = ENGINE_IOPRIO_KEEP, /* set above, for the whole warm */
                        .progress = o->progress,
                        .userdata = o->userdata,
                        .cancel = o->cancel,
                };
                r = warm_run_schedule(p, res->schedule, &eo, &res->engine);
                if (r >= 0 && o->wait && !res->engine->cancelled)
                        warm_measure_cached(p, res->schedule, res);
                /* Far less in the cache than was read: say so, the totals alone would mislead. */
                if (r >= 0 && res->cached_known && res->cached_bytes < res->engine->bytes / 10 * 9) {
                        char *w = NULL, b1[FORMAT_BYTES_MAX], b2[FORMAT_BYTES_MAX];
                        if (asprintf(&w, "only %s of the %s read is in the page cache (reclaimed: %s)",
                                     format_bytes(res->cached_bytes, b1), format_bytes(res->engine->bytes, b2),
                                     res->memcg.dir ? "the memory cgroup's limit" : "memory pressure") < 0)
                                w = NULL;
                        r = strv_add(&res->warnings, &res->n_warnings, w);
                }
        }
        engine_ioprio_restore(old_ioprio);
        if (r < 0) {
                warm_result_free(res);
                return r;
        }
        *ret = res;
        return 0;
}

static json_object *budget_to_json(const WarmResult *r) {
        const Schedule *s = r->schedule;
        json_object *b = json_object_new_object();

        json_object_object_add(b, "percent", json_object_new_int64(r->budget_percent));
        json_object_object_add(b, "bytes", s->budget_bytes ? json_object_new_uint64(s->budget_bytes) : NULL);
        json_object_object_add(b, "mem_available", s->mem_available ? json_object_new_uint64(s->mem_available) : NULL);
        json_object_object_add(b, "trimmed_bytes", json_object_new_uint64(s->budget_trimmed_bytes));
        json_object_object_add(b, "refused", json_object_new_boolean(s->budget_refused));
        if (r->memcg.dir) {
                json_object *c = json_object_new_object();
                json_object_object_add(c, "path", json_object_new_string(r->memcg.dir));
                json_object_object_add(c, "limit", json_object_new_uint64(r->memcg.limit));
                json_object_object_add(c, "usage", json_object_new_uint64(r->memcg.usage));
                json_object_object_add(c, "headroom", json_object_new_uint64(r->memcg.headroom));
                json_object_object_add(b, "cgroup", c);
        } else
                json_object_object_add(b, "cgroup", NULL);
        return b;
}

int warm_result_to_json(const WarmResult *r, const WarmPlan *wp, json_object **ret) {
        const Schedule *s = r->schedule;
        json_object *o = NULL;
        int k;

        if (r->dry_run || !r->engine)
                k = schedule_to_json(s, wp->plan, &o);
        else
                k = engine_result_to_json(r->engine, wp->plan, &o);
        if (k < 0)
                return k;
        json_object_object_add(o, "strategy", json_object_new_string(engine_strategy_to_string(r->strategy)));
        if (!r->dry_run && r->engine) {
                json_object_object_add(o, "planned_bytes", json_object_new_uint64(s->planned_bytes));
                json_object_object_add(o, "scheduled_bytes", json_object_new_uint64(s->total_bytes));
                json_object_object_add(o, "scheduled_requests", json_object_new_uint64(s->n_requests));
                json_object_object_add(o, "lookups", json_object_new_uint64(s->n_lookups));
                json_object_object_add(o, "lookups_found", json_object_new_uint64(s->n_lookups_found));
        }
        json_object_object_add(o, "budget", budget_to_json(r));
        if (!r->dry_run && r->engine) {
                json_object_object_add(o, "cached_bytes", r->cached_known ? json_object_new_uint64(r->cached_bytes) : NULL);
                json_object_object_add(o, "metadata_pass", warm_meta_to_json_with(&r->meta, &wp->walk));
        }
        if (wp->decided) {
                json_object *d = NULL;
                if (warm_decision_to_json(&wp->decision, &d) >= 0)
                        json_object_object_add(o, "decision", d);
        }
        add_plan_members(o, wp, r->warnings, r->n_warnings);
        *ret = o;
        return 0;
}

/* ---- status ---- */

WarmStatus *warm_status_free(WarmStatus *s) {
        if (!s)
                return NULL;
        for (size_t i = 0; i < s->n_entries; i++) {
                warm_plan_free(s->entries[i].plan);
                plan_residency_free(s->entries[i].residency);
        }
        free(s->entries);
        warm_plan_free(s->failed);
        free(s);
        return NULL;
}

/* Moves wp's errors and warnings into dst. */
static int warm_plan_take_errors(WarmPlan *dst, WarmPlan *wp) {
        for (size_t i = 0; i < wp->n_warnings; i++) {
                if (strv_add(&dst->warnings, &dst->n_warnings, wp->warnings[i]) < 0) {
                        wp->warnings[i] = NULL;
                        return -ENOMEM;
                }
                wp->warnings[i] = NULL;
        }
        for (size_t i = 0; i < wp->n_errors; i++) {
                const WarmTargetError *e = &wp->errors[i];
                if (warm_plan_add_error(dst, e->target, e->path, e->reason, e->error) < 0)
                        return -ENOMEM;
        }
        return 0;
}

int warm_status(char *const *targets, size_t n, const Config *c, const TargetOptions *opts, ResolveKind kind,
                WarmStatus **ret) {
        WarmStatus *s;
        int r;

        s = calloc(1, sizeof(*s));
        if (!s)
                return -ENOMEM;
        s->entries = calloc(n + 1, sizeof(WarmStatusEntry));
        s->failed = calloc(1, sizeof(WarmPlan));
        r = s->entries && s->failed && (s->failed->profiles = calloc(n + 1, sizeof(char *))) ? 0 : -ENOMEM;
        /* One plan per target, so that each gets its own totals. */
        for (size_t i = 0; r >= 0 && i < n; i++) {
                WarmPlan *wp = NULL;

                r = strv_add_dup(&s->failed->targets, &s->failed->n_targets, targets[i]);
                if (r >= 0)
                        r = warm_plan_new(&targets[i], 1, c, opts, kind, &wp);
                if (r < 0)
                        break;
                if (wp->n_errors > 0) {
                        r = warm_plan_take_errors(s->failed, wp);
                        warm_plan_free(wp);
                        continue;
                }
                s->entries[s->n_entries].plan = wp;
                /* What a launch of it would do now: the device's model, the decision. */
                r = warm_plan_decide(wp, WARM_ROUTE_LAUNCH);
                if (r >= 0)
                        r = residency_plan(wp->plan, &s->entries[s->n_entries].residency);
                s->n_entries++;
        }
        if (r < 0) {
                warm_status_free(s);
                return r;
        }
        *ret = s;
        return 0;
}

int warm_status_to_json(const WarmStatus *s, json_object **ret) {
        json_object *o = json_object_new_object(), *res = json_object_new_array(), *profiles, *missing, *w;

        if (!o || !res) {
                json_object_put(o);
                json_object_put(res);
                return -ENOMEM;
        }
        json_object_object_add(o, "targets", json_new_strv(s->failed->targets, s->failed->n_targets));
        profiles = json_object_new_object();
        missing = json_object_new_array();
        w = json_object_new_array();
        for (size_t i = 0; i < s->n_entries; i++) {
                const WarmStatusEntry *e = &s->entries[i];
                json_object *r = NULL;
                if (plan_residency_to_json(e->residency, e->plan->plan, &r) < 0) {
                        json_object_put(o);
                        json_object_put(res);
                        json_object_put(profiles);
                        json_object_put(missing);
                        json_object_put(w);
                        return -ENOMEM;
                }
                json_object_object_add(r, "target", json_object_new_string(e->plan->targets[0]));
                if (e->plan->decided) {
                        json_object *d = NULL;
                        if (warm_decision_to_json(&e->plan->decision, &d) >= 0)
                                json_object_object_add(r, "decision", d);
                }
                json_object_array_add(res, r);
                add_profiles(profiles, e->plan);
                add_missing(missing, e->plan->plan);
                for (size_t k = 0; k < e->plan->n_warnings; k++)
                        json_object_array_add(w, json_object_new_string(e->plan->warnings[k]));
        }
        for (size_t k = 0; k < s->failed->n_warnings; k++)
                json_object_array_add(w, json_object_new_string(s->failed->warnings[k]));
        json_object_object_add(o, "residency", res);
        json_object_object_add(o, "errors", errors_to_json(s->failed));
        json_object_object_add(o, "profiles", profiles);
        json_object_object_add(o, "missing", missing);
        json_object_object_add(o, "warnings", w);
        *ret = o;
        return 0;
}

/* ---- evict ---- */

int warm_evict(const Plan *p, EngineResult **ret_result, PlanResidency **ret_after) {
        EngineResult *res = NULL;
        int r;

        r = engine_evict(p, &res);
        if (r < 0)
                return r;
        r = residency_plan(p, ret_after);
        if (r < 0) {
                engine_result_free(res);
                return r;
        }
        *ret_result = res;
        return 0;
}

int warm_evict_to_json(const EngineResult *r, const PlanResidency *after, const Plan *p, json_object **ret) {
        json_object *o = NULL, *rj = NULL;
        int k;

        k = engine_result_to_json(r, p, &o);
        if (k >= 0)
                k = plan_residency_to_json(after, p, &rj);
        if (k < 0) {
                json_object_put(o);
                return k;
        }
        json_object_object_add(o, "residency_after", rj);
        *ret = o;
        return 0;
}
