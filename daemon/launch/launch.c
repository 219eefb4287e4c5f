/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Launch detection: application units of the user manager, mapped to an application and warmed;
 * the watcher's connection to the manager, and its part of Status. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <systemd/sd-bus.h>
#include <time.h>
#include <unistd.h>

#include "cgroup.h"
#include "config.h"
#include "decide.h"
#include "jobs.h"
#include "launch.h"
#include "launch-guard.h"
#include "launch-internal.h"
#include "launch-warm.h"
#include "log.h"
#include "macro.h"
#include "profile.h"
#include "time-util.h"

#define SYSTEMD_DEST "org.freedesktop.systemd1"
#define SYSTEMD_PATH "/org/freedesktop/systemd1"
#define SYSTEMD_MANAGER "org.freedesktop.systemd1.Manager"

/* An application unit the manager told us about, until it is removed. */
typedef struct LaunchUnit {
        LaunchWatcher *watcher;
        char *unit;
        char *app_id;
        char *launcher;
        uint64_t seen_usec; /* CLOCK_REALTIME */
        uint64_t appear_usec; /* CLOCK_MONOTONIC */
        uint64_t warm_id;     /* its launch warm (launch-warm.h), 0: none */
        bool announced;     /* UnitNew said it was just loaded (not a unit from before we followed) */
        bool early;         /* its start job came: what its id names was looked for */
        bool handled;       /* its start was seen: resolved, or being resolved */
        unsigned retries;
        char *cgroup_dir;
        char *exe;          /* the last program seen in it that maps to nothing, while we look again */
        sd_bus_slot *slot;  /* the GetUnitProcesses query in flight */
        sd_event_source *retry_source;
        sd_event_source *sample_source; /* major faults, while it runs */
        unsigned n_samples;
        LaunchLearn *learn; /* what is learned from this launch */
        struct LaunchUnit *next;
} LaunchUnit;

/* ---- records ---- */

static int set_str(char **p, const char *s) {
        char *c = NULL;

        if (s && !(c = strdup(s)))
                return -ENOMEM;
        free(*p);
        *p = c;
        return 0;
}

void launch_watcher_warm_done(LaunchWatcher *w, const JobOutcome *res) {
        if (!w)
                return;
        for (size_t i = 0; i < w->n_records; i++) {
                LaunchRecord *r = w->records[i];
                if (r->job_id != res->job_id)
                        continue;
                r->in_flight = false;
                r->state = res->error ? "failed" : (!res->ran || res->cancelled) ? "cancelled" : "done";
                (void) set_str(&r->profile_path, res->profile_path);
                r->plan_bytes = res->plan_bytes;
                r->bytes = res->bytes;
                r->usec = res->usec;
                (void) set_str(&r->error, res->error ? (res->error_reason ? res->error_reason : strerror(-res->error))
                                                     : NULL);
                return;
        }
}

/* A launch warm ended (launch-warm.c): its record says how it went. */
static void on_launch_warm_done(const LaunchWarmOutcome *o, void *userdata) {
        LaunchWatcher *w = userdata;

        for (size_t i = 0; i < w->n_records; i++) {
                LaunchRecord *r = w->records[i];
                if (r->warm_id != o->id)
                        continue;
                r->in_flight = false;
                r->state = o->error ? "failed" : "done";
                (void) set_str(&r->profile_path, o->profile_path);
                (void) set_str(&r->error, o->error ? (o->reason ? o->reason : strerror(-o->error)) : NULL);
                r->plan_bytes = o->plan_bytes;
                r->bytes = o->bytes;
                r->usec = o->usec;
                r->warm = *o;
                r->warm.name = r->warm.reason = r->warm.profile_path = NULL;
                break;
        }
        if (o->error)
                log_warning("%s: launch warm failed: %s", o->name, o->reason ? o->reason : strerror(-o->error));
        else if (o->judged && o->decision.choice == WARM_CHOICE_NONE)
                log_info("%s: launch not warmed: %s (predicted cold %.3fs, the best warm %.3fs; %s: %" PRIu64
                         " requests/s, %" PRIu64 " bytes/s)",
                         o->name, o->decision.reason, (double) o->decision.cold_usec / 1e6,
                         (double) o->decision.alternative_usec / 1e6,
                         o->decision.model.name[0] ? o->decision.model.name : "its device", o->decision.model.iops,
                         o->decision.model.bps);
        else
                log_info("%s: launch warm (%s%s): started %.1fms, metadata %" PRIu64 " requests in %.3fs, first read "
                         "%.1fms after the unit appeared, cached at %.3fs, %" PRIu64 " requests, held %.3fs%s",
                         o->name, o->judged ? warm_choice_to_string(o->decision.choice) : "undecided",
                         o->judged && o->decision.shape.touched_only ? ", touched pages" : "",
                         (double) o->start_usec / 1e3, o->meta_requests, (double) o->meta_usec / 1e6,
                         (double) o->first_read_usec / 1e3, (double) o->cached_usec / 1e6, o->requests,
                         (double) o->hold_usec / 1e6, o->prepared ? "" : " (not prepared)");
}

/* ---- units ---- */

static LaunchUnit *launch_unit_free(LaunchUnit *u) {
        if (!u)
                return NULL;
        sd_bus_slot_unref(u->slot);
        sd_event_source_disable_unref(u->retry_source);
        sd_event_source_disable_unref(u->sample_source);
        launch_learn_free(u->learn);
        free(u->unit);
        free(u->app_id);
        free(u->launcher);
        free(u->cgroup_dir);
        free(u->exe);
        free(u);
        return NULL;
}

static LaunchUnit *launch_unit_find(LaunchWatcher *w, const char *unit) {
        for (LaunchUnit *u = w->units; u; u = u->next)
                if (strcmp(u->unit, unit) == 0)
                        return u;
        return NULL;
}

static void launch_unit_remove(LaunchWatcher *w, LaunchUnit *u) {
        for (LaunchUnit **p = &w->units; *p; p = &(*p)->next)
                if (*p == u) {
                        *p = u->next;
                        w->n_units--;
                        launch_unit_free(u);
                        return;
                }
}

/* Starts following an application unit; the oldest one makes room when at the cap. */
static LaunchUnit *launch_unit_add(LaunchWatcher *w, const char *unit, char *app_id, char *launcher) {
        LaunchUnit *u;

        if (w->n_units >= LAUNCH_UNITS_MAX) {
                LaunchUnit **p = &w->units;
                while ((*p)->next)
                        p = &(*p)->next;
                launch_unit_remove(w, *p);
        }
        u = calloc(1, sizeof(*u));
        if (!u || !(u->unit = strdup(unit))) {
                free(u);
                free(app_id);
                free(launcher);
                return NULL;
        }
        u->watcher = w;
        u->app_id = app_id;
        u->launcher = launcher;
        u->seen_usec = now_usec(CLOCK_REALTIME);
        u->appear_usec = now_usec(CLOCK_MONOTONIC);
        u->next = w->units;
        w->units = u;
        w->n_units++;
        w->n_units_seen++;
        return u;
}

/* The unit's observation begins (launch-learn.c), told whether its application runs sandboxed. */
static void launch_unit_learn_new(LaunchUnit *u) {
        if (launch_learn_new(u->watcher->learned_fds[1], &u->learn) >= 0)
                u->learn->sandbox = launch_unit_sandbox(u->launcher);
}

/* The learned profile a launch of t warms, or NULL when it has none (a static plan). */
static const char *launch_profile_of(LaunchWatcher *w, const LaunchTarget *t) {
        if (t->app && launch_warmer_is_prepared(w->warmer, t->app->id))
                return t->app->id;
        return launch_map_profile_of(t);
}

/* The record of name for a launch in u: counted, with what the unit showed of it. */
static LaunchRecord *launch_record_launch(LaunchUnit *u, const char *name, const char *kind, pid_t pid,
                                          const char *exe) {
        LaunchRecord *rec = launch_record_get(u->watcher, name);

        if (!rec) {
                log_error("%s: out of memory", u->unit);
                return NULL;
        }
        rec->kind = kind;
        rec->pid = pid;
        rec->time_usec = u->seen_usec;
        rec->launches++;
        (void) set_str(&rec->unit, u->unit);
        (void) set_str(&rec->unit_app_id, u->app_id);
        (void) set_str(&rec->program, exe);
        return rec;
}

static void launch_unit_warm(LaunchUnit *u, pid_t pid, const char *exe, LaunchTarget *t) {
        LaunchWatcher *w = u->watcher;
        const char *name = t->name, *profile;
        LaunchRecord *rec = launch_record_launch(u, name, t->kind, pid, exe);
        _cleanup_close_ int meta_fd = -EBADF;
        WarmDecision decided;
        bool have_decided = false;
        uint64_t job_id = 0;
        int r;

        if (!rec)
                return;
        profile = rec->in_flight ? NULL : launch_profile_of(w, t);
        if (w->manager_learns) {
                /* Observed since its control group was known, or from now on when it is warmed as it
                 * appears: counted once, under the name it is warmed by. Its path walks wait for the
                 * warm's metadata pass, which reads the same directories in a few sorted requests:
                 * walked first, one block at a time, they would take the device from it. */
                if (!u->learn)
                        launch_unit_learn_new(u);
                if (profile)
                        (void) launch_mark_gate(u->learn, &meta_fd);
                if (u->learn && profile && !u->learn->name) {
                        /* Made once, for the marking and for the warm below. */
                        uint64_t observed = 0;
                        r = launch_warmer_decide(w->warmer, profile, &decided, &observed);
                        have_decided = r >= 0;
                        u->learn->marks = launch_mark_mode(have_decided ? (int) decided.choice : r, observed);
                }
                (void) launch_learn_name(u->learn, name, now_usec(CLOCK_MONOTONIC) - w->started_usec, u->app_id);
        }
        if (rec->in_flight) {
                /* One warm of an application at a time: a second window opened meanwhile
                 * needs the same pages. */
                log_debug("%s: launched again (%s) while its warm (job %" PRIu64 ", launch warm %" PRIu64
                          ") is under way", name, u->unit, rec->job_id, rec->warm_id);
                /* The launch warm covers this unit too: it may be held by it. */
                u->warm_id = rec->warm_id;
                return;
        }
        rec->warm_id = 0;
        rec->majflt = 0;
        rec->have_majflt = false;
        rec->warm = (LaunchWarmOutcome) {};
        (void) set_str(&rec->skipped, NULL);
        if (profile) {
                r = launch_warmer_start(w->warmer, profile, have_decided ? &decided : NULL,
                                        u->appear_usec ? u->appear_usec : now_usec(CLOCK_MONOTONIC),
                                        TAKE_FD(meta_fd), &rec->warm_id);
                if (r >= 0) {
                        w->n_warms++;
                        u->warm_id = rec->warm_id;
                        rec->job_id = 0;
                        rec->state = "queued";
                        rec->in_flight = true;
                        rec->bytes = rec->plan_bytes = rec->usec = 0;
                        (void) set_str(&rec->profile_path, NULL);
                        (void) set_str(&rec->error, NULL);
                        log_info("%s: launched in %s, warming its learned profile %s", name, u->unit, profile);
                        if (u->cgroup_dir)
                                (void) launch_warmer_hold(w->warmer, u->warm_id, u->cgroup_dir);
                        return;
                }
        } else if (!launch_map_static(exe, t)) {
                /* Where bytes bind, a cold launch reads near the bandwidth: a static plan, larger than
                 * what the launch reads, would only compete with it. */
                rec->state = "skipped";
                rec->job_id = 0;
                (void) set_str(&rec->skipped, LAUNCH_SKIPPED_STATIC);
                log_info("%s: launched in %s, no learned profile: nothing warmed, bytes bind on its device", name, u->unit);
                return;
        }
        r = jobs_warm_launch(w->jobs, w->config, t->app, t->program, &job_id);
        if (r < 0) {
                rec->state = "failed";
                rec->job_id = 0;
                (void) set_str(&rec->error, strerror(-r));
                log_warning("%s: launched in %s, cannot queue its warm: %s", name, u->unit, strerror(-r));
                return;
        }
        w->n_warms++;
        rec->job_id = job_id;
        rec->state = "queued";
        rec->in_flight = true;
        rec->bytes = rec->plan_bytes = rec->usec = 0;
        (void) set_str(&rec->profile_path, NULL);
        (void) set_str(&rec->error, NULL);
        log_info("%s: launched in %s (%s), warming (job %" PRIu64 ")", name, u->unit, exe ? exe : "program not seen",
                 job_id);
}

static int on_retry(sd_event_source *s, uint64_t usec, void *userdata);

/* The name a launch nothing maps is learned by: its program's, or a sandboxed application's id. */
static int launch_unit_learn_name(const LaunchUnit *u, const char *exe, char **ret) {
        if (launch_unit_sandbox(u->launcher)) {
                if (!u->app_id || !profile_name_is_valid(u->app_id))
                        return -EINVAL;
                *ret = strdup(u->app_id);
                return *ret ? 0 : -ENOMEM;
        }
        return profile_name_from_program(exe, ret);
}

/* A launch of a program nothing maps yet: its record says so, under the name it is learned by. */
static void launch_unit_record_unwarmed(LaunchUnit *u, pid_t pid, const char *exe) {
        _cleanup_free_ char *name = NULL;
        LaunchRecord *rec;

        if (launch_unit_learn_name(u, exe, &name) < 0)
                return;
        rec = launch_record_launch(u, name, launch_unit_sandbox(u->launcher) ? "profile" : "program", pid, exe);
        /* One warm under that name under way (another unit): that record stays its. */
        if (!rec || rec->in_flight)
                return;
        rec->state = "skipped";
        rec->job_id = rec->warm_id = 0;
        rec->majflt = 0;
        rec->have_majflt = false;
        rec->warm = (LaunchWarmOutcome) {};
        rec->bytes = rec->plan_bytes = rec->usec = 0;
        (void) set_str(&rec->profile_path, NULL);
        (void) set_str(&rec->error, NULL);
        (void) set_str(&rec->skipped, u->learn ? "no learned profile yet: this launch is learned"
                                               : LAUNCH_SKIPPED_UNKNOWN);
}

/* No process of the unit mapped: its id decides, or we look again shortly, or give up. */
static void launch_unit_fallback(LaunchUnit *u, bool any_process, pid_t pid, const char *exe) {
        LaunchWatcher *w = u->watcher;
        LaunchTarget t = {};
        int r;

        /* The launcher may still be about to exec the program: the unit's id decides meanwhile.
         * A unit without processes is not being launched (a stop job, or it is over already). */
        r = any_process ? launch_map(w->config, NULL, NULL, u->app_id, &t) : 0;
        if (r > 0) {
                launch_unit_warm(u, pid, exe, &t);
                launch_target_done(&t);
                return;
        }
        /* A sandbox's programs do not change what its unit's id says. */
        if (any_process && u->retries < LAUNCH_RETRIES_MAX && !launch_unit_sandbox(u->launcher)) {
                u->retries++;
                u->retry_source = sd_event_source_disable_unref(u->retry_source);
                r = sd_event_add_time_relative(w->event, &u->retry_source, CLOCK_MONOTONIC, LAUNCH_RETRY_USEC,
                                               LAUNCH_TIMER_ACCURACY_USEC, on_retry, u);
                if (r >= 0) {
                        /* Should the unit end before we give up, its launch is learned under this. */
                        if (exe)
                                (void) set_str(&u->exe, exe);
                        return;
                }
        }
        w->n_unmatched++;
        if (!exe)
                exe = u->exe;
        _cleanup_free_ char *name = NULL;
        bool named = (exe || (any_process && launch_unit_sandbox(u->launcher))) &&
                     launch_unit_learn_name(u, exe, &name) >= 0;
        log_debug("%s: %s matches no application or profile%s", u->unit,
                  launch_unit_sandbox(u->launcher) ? u->app_id : exe ? exe : "no process seen",
                  named && u->learn ? ", learning from it" : "");
        if (!named)
                return;
        /* Nothing to warm, but its next launch will have a learned profile; this one shows among
         * the launches all the same. */
        launch_unit_record_unwarmed(u, pid, exe);
        (void) launch_learn_name(u->learn, name, now_usec(CLOCK_MONOTONIC) - w->started_usec, u->app_id);
}

/* The manager's view of the unit's processes, for when /proc hides them from us (PrivateUsers=). */
static int on_unit_processes(sd_bus_message *m, void *userdata, sd_bus_error *ret_error) {
        LaunchUnit *u = userdata;
        const sd_bus_error *e = sd_bus_message_get_error(m);
        _cleanup_free_ char *first = NULL;
        pid_t first_pid = 0;
        size_t n = 0;
        int r;

        u->slot = sd_bus_slot_unref(u->slot);
        if (e) {
                log_debug("%s: GetUnitProcesses: %s", u->unit, e->message ? e->message : e->name);
                launch_unit_fallback(u, false, 0, NULL);
                return 0;
        }
        r = sd_bus_message_enter_container(m, 'a', "(sus)");
        while (r > 0 && n < LAUNCH_PROCS_MAX) {
                const char *cg, *cmdline;
                uint32_t pid;
                struct stat st;
                _cleanup_free_ char *program = NULL;
                LaunchTarget t = {};

                r = sd_bus_message_read(m, "(sus)", &cg, &pid, &cmdline);
                if (r <= 0)
                        break;
                n++;
                if (first_pid == 0)
                        first_pid = (pid_t) pid;
                if (launch_unit_sandbox(u->launcher))
                        continue; /* its unit's id decides (launch_unit_resolve()) */
                program = launch_map_cmdline_program(cmdline, &st);
                if (!program)
                        continue;
                if (launch_map(u->watcher->config, program, &st, NULL, &t) > 0) {
                        launch_unit_warm(u, (pid_t) pid, program, &t);
                        launch_target_done(&t);
                        return 0;
                }
                if (!first)
                        first = TAKE_PTR(program);
        }
        launch_unit_fallback(u, n > 0, first_pid, first);
        return 0;
}

/* Looks at the unit's processes; warms what the first one of ours maps to, or tries again later. */
static void launch_unit_resolve(LaunchUnit *u) {
        LaunchWatcher *w = u->watcher;
        pid_t pids[LAUNCH_PROCS_MAX];
        _cleanup_free_ char *first_exe = NULL;
        pid_t first_pid = 0;
        size_t n_seen = 0;
        int n, r;

        n = cgroup_procs_read(u->cgroup_dir, pids, ELEMENTSOF(pids));
        if (n < 0) {
                log_debug("%s: %s/cgroup.procs: %s", u->unit, u->cgroup_dir, strerror(-n));
                n = 0;
        }
        /* A Flatpak or snap application: its processes are the host's launcher (flatpak, snap,
         * bwrap, snap-confine), which every such application runs, and then programs named by
         * the paths of its sandbox (/app/bin/..., the runtime's /usr/bin/python3), not ours:
         * what they would map to says nothing of it. Its unit's id does. */
        if (launch_unit_sandbox(u->launcher) && n > 0) {
                launch_unit_fallback(u, true, pids[0], NULL);
                return;
        }
        for (int i = 0; i < n; i++) {
                _cleanup_free_ char *exe = NULL;
                LaunchTarget t = {};
                struct stat st;

                if (launch_map_process_exe(pids[i], &exe, &st) < 0)
                        continue;
                n_seen++;
                if (launch_map(w->config, exe, &st, NULL, &t) > 0) {
                        launch_unit_warm(u, pids[i], exe, &t);
                        launch_target_done(&t);
                        return;
                }
                if (!first_exe) {
                        first_exe = TAKE_PTR(exe);
                        first_pid = pids[i];
                }
        }
        if (n_seen == 0) {
                /* Processes we may not look at (a user namespace of our own, ProtectProc=), or a
                 * hierarchy we cannot read: the manager can, and says what each one runs. */
                r = sd_bus_call_method_async(w->bus, &u->slot, SYSTEMD_DEST, SYSTEMD_PATH, SYSTEMD_MANAGER,
                                             "GetUnitProcesses", on_unit_processes, u, "s", u->unit);
                if (r >= 0)
                        return;
        }
        launch_unit_fallback(u, n > 0, first_pid, first_exe);
}

static void launch_unit_started(LaunchUnit *u);

static int on_retry(sd_event_source *s, uint64_t usec, void *userdata) {
        LaunchUnit *u = userdata;

        u->retry_source = sd_event_source_disable_unref(u->retry_source);
        /* Before its control group is known, its processes are asked for again. */
        if (u->cgroup_dir)
                launch_unit_resolve(u);
        else
                launch_unit_started(u);
        return 0;
}

/* The major faults of the unit's processes go to its application's record, while it runs. */
static int on_sample(sd_event_source *s, uint64_t usec, void *userdata) {
        LaunchUnit *u = userdata;
        LaunchWatcher *w = u->watcher;
        LaunchProc procs[LAUNCH_PROCS_MAX];
        size_t n_procs = 0;
        uint64_t v;

        bool have = launch_learn_cgroup_sample(u->cgroup_dir, procs, &n_procs, &v) >= 0;

        u->learn = launch_learn_sample(u->learn, u->cgroup_dir, u->n_samples + 1, have ? v : UINT64_MAX, procs,
                                       have ? n_procs : 0);
        if (have)
                for (size_t i = 0; i < w->n_records; i++) {
                        LaunchRecord *r = w->records[i];
                        if (r->unit && strcmp(r->unit, u->unit) == 0 && (!r->have_majflt || v > r->majflt)) {
                                r->majflt = v;
                                r->have_majflt = true;
                        }
                }
        if (++u->n_samples >= LAUNCH_SAMPLES_MAX ||
            sd_event_source_set_time_relative(s, LAUNCH_SAMPLE_USEC) < 0 ||
            sd_event_source_set_enabled(s, SD_EVENT_ONESHOT) < 0)
                u->sample_source = sd_event_source_disable_unref(u->sample_source);
        return 0;
}

/* The unit's control group is known (u->cgroup_dir): it is observed, held while its warm runs on
 * a slow device, or resolved to what it runs. */
static void launch_unit_cgroup_known(LaunchUnit *u) {
        int r;

        /* Every application unit is observed while it runs, whether or not anything maps it yet:
         * its first snapshot (0.5 s) may come before we know what it runs. */
        if (!u->learn && u->watcher->manager_learns)
                launch_unit_learn_new(u);
        if (!u->sample_source)
                (void) sd_event_add_time_relative(u->watcher->event, &u->sample_source, CLOCK_MONOTONIC, 0,
                                                  LAUNCH_TIMER_ACCURACY_USEC, on_sample, u);
        if (u->warm_id) {
                /* Warming since it appeared: what is left is holding it on a slow device. */
                r = launch_warmer_hold(u->watcher->warmer, u->warm_id, u->cgroup_dir);
                if (r < 0)
                        log_warning("%s: cannot hold it: %s, ignoring", u->unit, strerror(-r));
                return;
        }
        launch_unit_resolve(u);
}

/* The processes of a unit that started, as the manager lists them: where its control group is. */
static int on_started_processes(sd_bus_message *m, void *userdata, sd_bus_error *ret_error) {
        LaunchUnit *u = userdata;
        LaunchWatcher *w = u->watcher;
        const sd_bus_error *e = sd_bus_message_get_error(m);
        _cleanup_free_ char *unit_cg = NULL;
        const char *cg = NULL, *cmdline;
        uint32_t pid;
        int r;

        u->slot = sd_bus_slot_unref(u->slot);
        if (e) {
                /* Gone already (a oneshot service over, a scope whose program exited): nothing to
                 * warm or hold, and nothing asked of the manager again, which would load it anew. */
                log_debug("%s: GetUnitProcesses: %s, its launch is over", u->unit, e->message ? e->message : e->name);
                launch_unit_remove(w, u);
                return 0;
        }
        r = sd_bus_message_enter_container(m, 'a', "(sus)");
        if (r > 0)
                r = sd_bus_message_read(m, "(sus)", &cg, &pid, &cmdline);
        if (r <= 0 || !cg || !*cg) {
                /* No process yet (a service between its fork and its move into its group), or none
                 * any more. */
                if (++u->retries > LAUNCH_START_RETRIES_MAX ||
                    sd_event_add_time_relative(w->event, &u->retry_source, CLOCK_MONOTONIC, LAUNCH_RETRY_USEC,
                                               LAUNCH_TIMER_ACCURACY_USEC, on_retry, u) < 0) {
                        log_debug("%s: no process in it, ignoring", u->unit);
                        launch_unit_remove(w, u);
                }
                return 0;
        }
        r = launch_unit_cgroup_of(u->unit, cg, &unit_cg);
        if (r < 0)
                return 0;
        r = cgroup_dir_for(r > 0 ? unit_cg : cg, &u->cgroup_dir);
        if (r < 0) {
                log_debug("%s: control group %s: %s, ignoring", u->unit, cg, strerror(-r));
                return 0;
        }
        u->retries = 0;
        launch_unit_cgroup_known(u);
        return 0;
}

/*
 * The unit started (it is activating or active, or its start job is done): asks the manager for
 * its processes, which tell its control group. GetUnitProcesses never loads a unit: a unit gone
 * since is an error, where a property of its object path would load a "not-found" stub and
 * announce it with UnitNew.
 */
static void launch_unit_started(LaunchUnit *u) {
        int r;

        u->handled = true;
        u->slot = sd_bus_slot_unref(u->slot);
        r = sd_bus_call_method_async(u->watcher->bus, &u->slot, SYSTEMD_DEST, SYSTEMD_PATH, SYSTEMD_MANAGER,
                                     "GetUnitProcesses", on_started_processes, u, "s", u->unit);
        if (r < 0)
                log_warning("%s: cannot ask for its processes: %s, ignoring", u->unit, strerror(-r));
}

/*
 * Its start job came: when its id already names a learned profile (prepared, on disk, a configured
 * application that has one, or the profile its units were last learned under), the warm starts
 * now, before the program runs or is looked at. Else the program decides once the unit runs.
 */
static void launch_unit_early(LaunchUnit *u) {
        LaunchWatcher *w = u->watcher;
        LaunchTarget t = {};

        u->early = true;
        if (!u->app_id)
                return;
        if (launch_warmer_is_prepared(w->warmer, u->app_id)) {
                t = (LaunchTarget) { .program = strdup(u->app_id), .name = strdup(u->app_id), .kind = "profile" };
                if (!t.program || !t.name) {
                        launch_target_done(&t);
                        return;
                }
        } else if (launch_map(w->config, NULL, NULL, u->app_id, &t) <= 0)
                return;
        if (launch_profile_of(w, &t))
                launch_unit_warm(u, 0, NULL, &t);
        launch_target_done(&t);
}

/* The application unit of a signal: followed already, or followed from now on. NULL for any
 * other unit. */
static LaunchUnit *launch_unit_of_signal(LaunchWatcher *w, const char *unit) {
        LaunchUnit *u = launch_unit_find(w, unit);
        char *id = NULL, *launcher = NULL;

        if (u || launch_unit_parse(unit, &id, &launcher) <= 0)
                return u;
        return launch_unit_add(w, unit, id, launcher);
}

/*
 * A unit was loaded. Nothing is asked of the manager and nothing is warmed yet: a unit loaded by
 * a query (systemctl status of a unit that is gone, a property read on its object path) is a
 * "not-found" stub that never starts, and asking about it would load it again. Its start job,
 * or its activation, says that it is launched.
 */
static int on_unit_new(sd_bus_message *m, void *userdata, sd_bus_error *ret_error) {
        LaunchWatcher *w = userdata;
        const char *unit, *path;
        LaunchUnit *u;
        char *id = NULL, *launcher = NULL;

        if (sd_bus_message_read(m, "so", &unit, &path) < 0)
                return 0;
        if (launch_unit_parse(unit, &id, &launcher) <= 0 || launch_unit_find(w, unit)) {
                free(id);
                free(launcher);
                return 0;
        }
        u = launch_unit_add(w, unit, id, launcher);
        if (u)
                u->announced = true;
        return 0;
}

/* A job for a unit: the start job of a unit just loaded is its launch, and may warm at once. */
static int on_job_new(sd_bus_message *m, void *userdata, sd_bus_error *ret_error) {
        LaunchWatcher *w = userdata;
        const char *job, *unit;
        LaunchUnit *u;
        uint32_t id;

        if (sd_bus_message_read(m, "uos", &id, &job, &unit) < 0)
                return 0;
        /* A job of a unit loaded before (a stop, a restart) is no launch of it. */
        u = launch_unit_find(w, unit);
        if (u && u->announced && !u->early && !u->handled)
                launch_unit_early(u);
        return 0;
}

static int on_job_removed(sd_bus_message *m, void *userdata, sd_bus_error *ret_error) {
        LaunchWatcher *w = userdata;
        const char *job, *unit, *result;
        LaunchUnit *u;
        uint32_t id;

        if (sd_bus_message_read(m, "uoss", &id, &job, &unit, &result) < 0)
                return 0;
        /* A guard that could not start: its hold goes. */
        if (launch_guard_is_unit(unit) && strcmp(result, "done") != 0)
                launch_warmer_guard_state(w->warmer, unit, NULL);
        if (strcmp(result, "done") != 0)
                return 0;
        /* Its activation was not seen (its UnitNew came before we subscribed): the name tells. A
         * oneshot service's start job ends when its program has exited: by then the query finds
         * it gone, or without processes, and the launch ends there. */
        u = launch_unit_of_signal(w, unit);
        /* Later jobs of the unit (stop, restart) are not launches. */
        if (u && !u->handled)
                launch_unit_started(u);
        return 0;
}

/*
 * A unit's state changed. A unit that turns activating or active was started: a service the
 * moment its program is forked (a oneshot one stays activating until it exits, and its start job
 * ends only then), a scope once it holds its process. From here it is observed and held.
 */
static int on_unit_changed(sd_bus_message *m, void *userdata, sd_bus_error *ret_error) {
        LaunchWatcher *w = userdata;
        const char *path = sd_bus_message_get_path(m), *iface, *state = NULL;
        _cleanup_free_ char *unit = NULL;
        LaunchUnit *u;
        bool guard;

        if (!path || sd_bus_path_decode(path, SYSTEMD_PATH "/unit", &unit) <= 0 ||
            sd_bus_message_read(m, "s", &iface) < 0 || strcmp(iface, "org.freedesktop.systemd1.Unit") != 0)
                return 0;
        /* Only application units and the holds' guards: most changes are of other units. */
        guard = launch_guard_is_unit(unit);
        if ((!guard && strncmp(unit, "app-", 4) != 0) || sd_bus_message_enter_container(m, 'a', "{sv}") <= 0)
                return 0;
        while (!state && sd_bus_message_enter_container(m, 'e', "sv") > 0) {
                const char *name;
                if (sd_bus_message_read(m, "s", &name) < 0)
                        return 0;
                if (strcmp(name, "ActiveState") == 0 ? sd_bus_message_read(m, "v", "s", &state) < 0
                                                     : sd_bus_message_skip(m, "v") < 0)
                        return 0;
                if (sd_bus_message_exit_container(m) < 0)
                        return 0;
        }
        if (!state)
                return 0;
        if (guard) {
                launch_warmer_guard_state(w->warmer, unit, state);
                return 0;
        }
        if (strcmp(state, "activating") != 0 && strcmp(state, "active") != 0)
                return 0;
        u = launch_unit_of_signal(w, unit);
        if (u && !u->handled) {
                if (u->announced && !u->early)
                        launch_unit_early(u);
                launch_unit_started(u);
        }
        return 0;
}

static int on_unit_removed(sd_bus_message *m, void *userdata, sd_bus_error *ret_error) {
        LaunchWatcher *w = userdata;
        const char *unit, *path;
        LaunchUnit *u;

        if (sd_bus_message_read(m, "so", &unit, &path) < 0)
                return 0;
        if (launch_guard_is_unit(unit)) {
                launch_warmer_guard_state(w->warmer, unit, NULL);
                return 0;
        }
        u = launch_unit_find(w, unit);
        if (u) {
                log_debug("%s: removed", unit);
                /* Over before we stopped looking for what it runs: learned under its program. */
                if (u->exe)
                        (void) launch_learn_name(u->learn, u->exe, now_usec(CLOCK_MONOTONIC) - w->started_usec, u->app_id);
                launch_unit_remove(w, u);
        }
        return 0;
}

static int on_disconnected(sd_bus_message *m, void *userdata, sd_bus_error *ret_error) {
        LaunchWatcher *w = userdata;

        if (!w->connected)
                return 0;
        w->connected = false;
        (void) set_str(&w->error, "the connection to the user manager was closed");
        log_warning("Lost the connection to the user manager: launches are no longer seen");
        return 0;
}

static int on_subscribed(sd_bus_message *m, void *userdata, sd_bus_error *ret_error) {
        LaunchWatcher *w = userdata;
        const sd_bus_error *e = sd_bus_message_get_error(m);

        if (e) {
                w->connected = false;
                (void) set_str(&w->error, e->message ? e->message : e->name);
                log_warning("The user manager refused Subscribe(): %s; launches are not seen",
                            e->message ? e->message : e->name);
        }
        return 0;
}

/* ---- connection ---- */

/* "unix:path=" plus the path escaped as D-Bus addresses want. */
static int bus_address_for_path(const char *path, char **ret) {
        size_t l = strlen(path);
        char *s = malloc(strlen("unix:path=") + 3 * l + 1), *o;

        if (!s)
                return -ENOMEM;
        o = stpcpy(s, "unix:path=");
        for (const char *p = path; *p; p++) {
                unsigned char c = (unsigned char) *p;
                if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || strchr("-_/.\\", c))
                        *o++ = (char) c;
                else
                        o += sprintf(o, "%%%02x", c);
        }
        *o = '\0';
        *ret = s;
        return 0;
}

/*
 * Opens the bus to the user manager: the session bus when there is one, else the manager's private
 * socket. 0 with *ret and *ret_kind ("session", "manager") set; <0 with *ret_what (malloc'ed, may
 * stay NULL) naming what was missing.
 */
static int launch_bus_open(sd_bus **ret, const char **ret_kind, char **ret_what) {
        const char *rt = getenv("XDG_RUNTIME_DIR");
        _cleanup_free_ char *session = NULL, *private = NULL, *address = NULL;
        sd_bus *bus = NULL;
        int r = -ENOENT;

        if (rt && (asprintf(&session, "%s/bus", rt) < 0 || asprintf(&private, "%s/systemd/private", rt) < 0))
                return -ENOMEM;
        if (getenv("DBUS_SESSION_BUS_ADDRESS") || (session && access(session, F_OK) == 0)) {
                r = sd_bus_open_user(&bus);
                if (r >= 0) {
                        *ret = bus;
                        *ret_kind = "session";
                        return 0;
                }
        }
        if (!private) {
                *ret_what = strdup("XDG_RUNTIME_DIR is not set");
                return -ENXIO;
        }
        /* No session bus (a bare session, the tests): the manager's own socket speaks the same API. */
        r = bus_address_for_path(private, &address);
        if (r < 0)
                return r;
        if ((r = sd_bus_new(&bus)) < 0 || (r = sd_bus_set_address(bus, address)) < 0 || (r = sd_bus_start(bus)) < 0) {
                sd_bus_unref(bus);
                *ret_what = TAKE_PTR(private);
                return r;
        }
        *ret = bus;
        *ret_kind = "manager";
        return 0;
}

int launch_watcher_warm_prepared(LaunchWatcher *w, const char *target, uint64_t *ret_id) {
        _cleanup_free_ char *name = NULL;
        LaunchRecord *rec;
        int r;

        if (!w || !target)
                return 0;
        if (strchr(target, '/') ? profile_name_from_program(target, &name) < 0 : !(name = strdup(target)))
                return 0;
        if (!launch_warmer_is_prepared(w->warmer, name))
                return 0;
        rec = launch_record_get(w, name);
        if (!rec)
                return -ENOMEM;
        if (rec->in_flight) {
                /* Being warmed already (its unit appeared a moment ago): the same pages. */
                *ret_id = rec->warm_id;
                return 1;
        }
        r = launch_warmer_start(w->warmer, name, NULL, now_usec(CLOCK_MONOTONIC), -EBADF, ret_id);
        if (r < 0)
                return r;
        /* A fresh record under the same name: what the last launch said goes. */
        free(rec->unit);
        free(rec->unit_app_id);
        free(rec->program);
        free(rec->profile_path);
        free(rec->error);
        free(rec->skipped);
        *rec = (LaunchRecord) { .app = rec->app, .kind = "program", .launches = rec->launches + 1,
                                .time_usec = now_usec(CLOCK_REALTIME), .state = "queued", .in_flight = true,
                                .warm_id = *ret_id };
        (void) set_str(&rec->program, target);
        w->n_warms++;
        log_info("%s: asked to warm %s for a launch, warming its learned profile", name, target);
        return 1;
}

int launch_watcher_wait(LaunchWatcher *w, uint64_t id, LaunchWaitFn fn, void *userdata) {
        return w ? launch_warmer_wait(w->warmer, id, fn, userdata) : 0;
}

/* A launch's merge saved its profile: prepared again now, so that the next launch is held while
 * its first reads go out, as the first launch after preloadd started is. */
static int on_learned(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        LaunchWatcher *w = userdata;
        char name[PATH_MAX];
        ssize_t n;

        while ((n = recv(fd, name, sizeof(name) - 1, MSG_DONTWAIT)) > 0) {
                int r;
                name[n] = '\0';
                if (!profile_name_is_valid(name))
                        continue;
                r = launch_warmer_prepare(w->warmer, name);
                if (r < 0)
                        log_debug("%s: cannot prepare it again: %s", name, strerror(-r));
        }
        return 0;
}

int launch_watcher_new(const Config *config, Jobs *jobs, sd_event *event, LaunchWatcher **ret) {
        static const struct {
                const char *member;
                sd_bus_message_handler_t handler;
        } signals[] = {
                { "UnitNew", on_unit_new },
                { "JobNew", on_job_new },
                { "JobRemoved", on_job_removed },
                { "UnitRemoved", on_unit_removed },
        };
        _cleanup_free_ char *what = NULL;
        LaunchWatcher *w;
        const char *sender;
        int r;

        w = calloc(1, sizeof(*w));
        if (!w)
                return -ENOMEM;
        w->config = config;
        w->jobs = jobs;
        w->learned_fds[0] = w->learned_fds[1] = -EBADF;
        w->event = sd_event_ref(event);
        w->started_usec = now_usec(CLOCK_MONOTONIC);
        w->manager_learns = config->daemon.launch_learn;
        r = launch_warmer_new(event, on_launch_warm_done, w, &w->warmer);
        if (r < 0) {
                free(w);
                return r;
        }
        r = launch_bus_open(&w->bus, &w->bus_kind, &what);
        if (r < 0) {
                log_info("No user manager to follow (%s%s%s): launches are not seen", what ? what : "", what ? ": " : "",
                         strerror(-r));
                launch_watcher_free(w);
                return r;
        }
        r = sd_bus_attach_event(w->bus, event, SD_EVENT_PRIORITY_NORMAL);
        if (r < 0)
                goto fail;
        launch_warmer_set_bus(w->warmer, w->bus);
        /* On the session bus only systemd may speak for systemd; the private socket has no names. */
        sender = sd_bus_is_bus_client(w->bus) > 0 ? SYSTEMD_DEST : NULL;
        for (size_t i = 0; i < ELEMENTSOF(signals); i++) {
                r = sd_bus_match_signal_async(w->bus, &w->slots[i], sender, SYSTEMD_PATH, SYSTEMD_MANAGER,
                                              signals[i].member, signals[i].handler, NULL, w);
                if (r < 0)
                        goto fail;
        }
        r = sd_bus_match_signal_async(w->bus, &w->slots[ELEMENTSOF(signals)], NULL, "/org/freedesktop/DBus/Local",
                                      "org.freedesktop.DBus.Local", "Disconnected", on_disconnected, NULL, w);
        if (r < 0)
                goto fail;
        /* The state changes of units: of the Unit interface only (each change also comes for the
         * unit type's interface). */
        r = sd_bus_add_match_async(w->bus, &w->slots[ELEMENTSOF(signals) + 1],
                                   sender ? "type='signal',sender='" SYSTEMD_DEST "',path_namespace='" SYSTEMD_PATH
                                            "/unit',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',"
                                            "arg0='org.freedesktop.systemd1.Unit'"
                                          : "type='signal',path_namespace='" SYSTEMD_PATH "/unit',interface='org.freedesktop."
                                            "DBus.Properties',member='PropertiesChanged',arg0='org.freedesktop.systemd1.Unit'",
                                   on_unit_changed, NULL, w);
        if (r < 0)
                goto fail;
        r = sd_bus_call_method_async(w->bus, &w->slots[ELEMENTSOF(signals) + 2], SYSTEMD_DEST, SYSTEMD_PATH,
                                     SYSTEMD_MANAGER, "Subscribe", on_subscribed, w, NULL);
        if (r < 0)
                goto fail;
        w->connected = true;
        if (w->manager_learns &&
            (socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0, w->learned_fds) < 0 ||
             sd_event_add_io(event, &w->learned_source, w->learned_fds[0], EPOLLIN, on_learned, w) < 0))
                log_warning("Cannot hear of learned profiles: a launch after one is prepared as it starts");
        r = launch_warmer_prepare_all(w->warmer);
        if (r < 0)
                log_warning("Cannot prepare the learned profiles: %s, ignoring", strerror(-r));
        log_info("Following launches through the user manager (%s)",
                 strcmp(w->bus_kind, "session") == 0 ? "session bus" : "its private socket");
        *ret = w;
        return 0;
fail:
        log_warning("Cannot follow the user manager: %s; launches are not seen", strerror(-r));
        launch_watcher_free(w);
        return r;
}

LaunchWatcher *launch_watcher_free(LaunchWatcher *w) {
        if (!w)
                return NULL;
        /* First: its threads and holds go before anything they report to. */
        w->warmer = launch_warmer_free(w->warmer);
        while (w->units) {
                LaunchUnit *u = w->units;
                w->units = u->next;
                launch_unit_free(u);
        }
        sd_event_source_disable_unref(w->learned_source);
        safe_close(w->learned_fds[0]);
        safe_close(w->learned_fds[1]);
        for (size_t i = 0; i < ELEMENTSOF(w->slots); i++)
                sd_bus_slot_unref(w->slots[i]);
        if (w->bus) {
                (void) sd_bus_detach_event(w->bus);
                sd_bus_flush_close_unref(w->bus);
        }
        sd_event_unref(w->event);
        for (size_t i = 0; i < w->n_records; i++)
                launch_record_free(w->records[i]);
        free(w->error);
        free(w);
        return NULL;
}

void launch_watcher_set_config(LaunchWatcher *w, const Config *config) {
        if (w)
                w->config = config;
}

/* ---- Status ---- */

json_object *launch_watcher_to_json(const LaunchWatcher *w) {
        json_object *o = json_object_new_object(), *apps;

        if (!o)
                return NULL;
        json_object_object_add(o, "watching", json_object_new_boolean(w && w->connected));
        json_object_object_add(o, "bus", w ? json_object_new_string(w->bus_kind) : NULL);
        json_object_object_add(o, "error", w && w->error ? json_object_new_string(w->error) : NULL);
        json_object_object_add(o, "units_seen", json_object_new_int64(w ? (int64_t) w->n_units_seen : 0));
        json_object_object_add(o, "warms", json_object_new_int64(w ? (int64_t) w->n_warms : 0));
        json_object_object_add(o, "unmatched", json_object_new_int64(w ? (int64_t) w->n_unmatched : 0));
        apps = json_object_new_array();
        for (size_t i = 0; w && apps && i < w->n_records; i++)
                json_object_array_add(apps, launch_record_to_json(w->records[i]));
        json_object_object_add(o, "apps", apps);
        json_object_object_add(o, "prepared", launch_warmer_to_json(w ? w->warmer : NULL));
        return o;
}
