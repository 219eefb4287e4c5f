/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What a job's worker thread does: look its targets up, measure their residency or warm them
 * (warm.h, as `preloadctl warm` does in-process), with the warm's I/O priority for all of it. It
 * writes only to its job, which the loop reads once it has joined the thread.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "decide.h"
#include "elf-dl.h"
#include "jobs-internal.h"
#include "launch-map.h"
#include "ldcache.h"
#include "time-util.h"

static void job_warn(Job *j, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void job_warn(Job *j, const char *fmt, ...) {
        va_list ap;
        char *s, **v;

        va_start(ap, fmt);
        if (vasprintf(&s, fmt, ap) < 0)
                s = NULL;
        va_end(ap);
        if (!s)
                return;
        v = reallocarray(j->warnings, j->n_warnings + 1, sizeof(char *));
        if (!v) {
                free(s);
                return;
        }
        v[j->n_warnings++] = s;
        j->warnings = v;
}

static void on_engine_progress(const EngineProgress *p, void *userdata) {
        Job *j = userdata;

        pthread_mutex_lock(&j->lock);
        j->progress = *p;
        j->have_progress = true;
        pthread_mutex_unlock(&j->lock);
}

/* The login warm: one application that cannot be planned does not stop the others. */
static int job_skip_failed_apps(Job *j) {
        WarmPlan *wp = j->plan;

        if (j->n_targets <= 1)
                return 0;
        for (size_t i = 0; i < wp->n_errors; i++)
                if (warm_plan_warn(wp, "%s: %s: %s, skipping", wp->errors[i].target, wp->errors[i].path,
                                   wp->errors[i].reason) < 0)
                        return -ENOMEM;
        for (size_t i = 0; i < wp->n_errors; i++) {
                free(wp->errors[i].target);
                free(wp->errors[i].path);
                free(wp->errors[i].reason);
        }
        wp->n_errors = 0;
        if (wp->plan->n_files == 0 && !atomic_load(&j->cancel)) {
                job_fail(j, -ENOENT, NULL, "none of the applications could be planned");
                return -ENOENT;
        }
        return 0;
}

/*
 * What each target is (resolve_target_kind): the file-system side of the checks a call gets, run
 * here because a path may lie on a file system that never answers. The first refusal is the job's
 * error; the first target's kind is j->resolved.
 */
static void job_check(Job *j, const TargetOptions *topts) {
        for (size_t i = 0; i < j->n_targets && !atomic_load(&j->cancel); i++) {
                const char *reason = NULL;
                ResolveKind kind;
                int r;

                r = resolve_target_kind(j->targets[i], j->config, topts, j->kind, &kind, &reason);
                if (r < 0) {
                        job_fail(j, r, j->targets[i], reason);
                        j->plan_failed = true;
                        return;
                }
                if (i == 0)
                        j->resolved = kind;
        }
}

/*
 * A warm of a program only if preloadd knows it (job_new_known()): what a launch of it would warm
 * (launch_map_program()), written to j->mapped and j->resolved, or why nothing, to j->skipped. The
 * loop makes it the job's target once it has joined this thread: until then it may read j->target
 * (an abandoned check's reply).
 */
static void job_check_known(Job *j) {
        LaunchTarget t = {};
        const char *reason = NULL;
        int r;

        r = launch_map_program(j->config, j->targets[0], &t, &reason);
        if (r < 0) {
                job_fail(j, r, j->targets[0], NULL);
                return;
        }
        if (r == 0)
                j->skipped = reason;
        /* An application is named by its id, also in the reply that it is skipped. */
        if (r > 0 || t.app) {
                j->mapped = strdup(t.app ? t.app->id : t.program);
                j->resolved = t.app ? RESOLVE_APP : RESOLVE_PROGRAM;
                if (!j->mapped)
                        job_fail(j, -ENOMEM, j->targets[0], NULL);
        }
        launch_target_done(&t);
}

/* Resolve, schedule, warm: warm.h, as `preloadctl warm` in-process. */
static void job_execute(Job *j) {
        LdCache *cache = NULL;
        WarmSample sample;
        TargetOptions topts = {};
        const char *reason = NULL;
        int r;

        if (j->state == JOB_CHECKING && j->known) {
                job_check_known(j);
                return;
        }
        /* Read per job: ldconfig may have run since the last one. Without a cache ld.so still
         * searches the default directories; so does the loader. */
        r = ldcache_load(LDCACHE_PATH, &cache, &reason);
        if (r < 0 && r != -ENOENT)
                job_warn(j, "%s: %s, searching without it", LDCACHE_PATH, reason ? reason : strerror(-r));
        topts.loader.cache = cache;
        /* PATH: the safe default, never whatever the daemon was started with. */
        topts.path_env = NULL;

        if (j->state == JOB_CHECKING) {
                job_check(j, &topts);
                goto finish;
        }
        if (j->type == JOB_RESIDENCY) {
                job_check(j, &topts);
                if (j->error || atomic_load(&j->cancel))
                        goto finish;
                r = warm_status(j->targets, j->n_targets, j->config, &topts, j->kind, &j->status);
                if (r < 0)
                        job_fail(j, r, NULL, NULL);
                else if (j->status->n_entries == 0) {
                        /* Nothing could be planned: the error is the targets'. */
                        job_fail(j, j->status->failed->errors[0].error, NULL, NULL);
                        j->plan_failed = true;
                }
                goto finish;
        }

        /* A warm (on demand or at login) reads only what ld.so reads of a static plan's large
         * segments; a status above measures what ld.so maps. */
        topts.static_segment_max = STATIC_SEGMENT_MAX_DEFAULT;
        r = warm_plan_new_for_warm(j->targets, j->n_targets, j->config, &topts, j->kind, &j->options, &j->plan);
        if (r >= 0 && j->login)
                r = job_skip_failed_apps(j);
        if (r < 0) {
                if (j->error == 0)
                        job_fail(j, r, NULL, NULL);
                j->plan_failed = r != -ENOMEM;
                goto finish;
        }
        if (j->plan->n_errors > 0) {
                job_fail(j, j->plan->errors[0].error, NULL, NULL);
                j->plan_failed = true;
                goto finish;
        }
        if (atomic_load(&j->cancel))
                goto finish;

        j->options.progress = on_engine_progress;
        j->options.userdata = j;
        j->options.cancel = &j->cancel;
        /* What the devices do under this warm teaches their cost model (decide.h). */
        warm_sample_start(j->plan->plan, &sample);
        r = warm_run(j->plan->plan, &j->options, &j->result);
        warm_sample_finish(&sample);
        /* cancelled before reading: no result, as when cancelled while planning */
        if (r < 0 && !(r == -ECANCELED && atomic_load(&j->cancel)))
                job_fail(j, r, NULL, NULL);
finish:
        ldcache_free(cache);
}

void job_work(void *userdata) {
        Job *j = userdata;
        uint64_t one = 1;

        j->start_usec = now_usec(CLOCK_MONOTONIC);
        /* Planning and fact gathering read metadata (ELF headers, inodes, looked-up paths): a
         * background warm stays idle for all of it, not only for the engine's reads. */
        int old_ioprio = engine_ioprio_set(j->options.ioprio);
        /* libelf, if planning loads it, once for the whole closure (elf-dl.h) */
        elf_dl_hold();
        job_execute(j);
        elf_dl_release();
        engine_ioprio_restore(old_ioprio);
        j->end_usec = now_usec(CLOCK_MONOTONIC);
        /* Wakes the loop; it joins us and reads the results. */
        while (write(j->efd, &one, sizeof(one)) < 0 && errno == EINTR)
                ;
}
