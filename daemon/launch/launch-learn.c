/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Learning from the launches preloadd sees: each launch counted in the user's usage file (the
 * login warm ranks by it), and the unit's processes observed at a few moments of their start
 * (observe.h) and merged into the application's learned profile (profile_merge_observed()), so a
 * profile exists and improves without `preloadctl record`. Snapshots read /proc only and run on
 * the event loop; fingerprinting the files and saving touch the disk and run in a thread. The
 * opens in the application's directories (launch-mark.c) and what the lookup cache names there
 * (launch-harvest.c) add what no snapshot shows; a forget since the launch began (launch-forget.c)
 * keeps its merge from saving.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cgroup.h"
#include "elf-dl.h"
#include "fileio.h"
#include "launch-internal.h"
#include "ldcache.h"
#include "log.h"
#include "macro.h"
#include "observe.h"
#include "procmaps.h"
#include "profile.h"
#include "strv.h"
#include "time-util.h"
#include "usage.h"
#include "workers.h"

/* Snapshots at these samples of the unit (LAUNCH_SAMPLE_USEC apart): 0.5, 1, 2, 4 and 8 s into
 * its start. What a start maps is mapped by then; later snapshots would add what the application
 * does after starting. */
static const unsigned snapshot_at[] = { 5, 10, 20, 40, 80 };

/* And in between, while the start still reads: when its processes took LEARN_BUSY_FAULTS major
 * faults since the last snapshot, at least LEARN_BUSY_GAP samples (0.2 s) after it, at most
 * LEARN_BUSY_SNAPSHOTS times. A start that does its work and exits between two fixed snapshots
 * (a program run for one job: an export, a compile) would otherwise leave all it read after
 * the last one it lived to see unlearned; what it reads in its last moments is lost anyway, so
 * the gap is short: at 0.5 s, gcc's and node's observed profiles missed 8-11% of what a cold
 * launch reads, at 0.2 s 6-7%, for no more CPU per launch in the lab (20-30 ms, tick-granular). */
#define LEARN_BUSY_FAULTS 8u
#define LEARN_BUSY_GAP 2u
#define LEARN_BUSY_SNAPSHOTS 16u

/* The name a launch is counted and learned under: an application's id or a profile name as it
 * is, a program by its base name (profile_name_from_program()). */
static int learn_name(const char *name, char **ret) {
        if (strchr(name, '/'))
                return profile_name_from_program(name, ret);
        if (!profile_name_is_valid(name))
                return -EINVAL;
        *ret = strdup(name);
        return *ret ? 0 : -ENOMEM;
}

static void usage_count(const char *name, uint64_t after_start_usec, const char *unit_id) {
        _cleanup_free_ char *path = NULL;
        const char *reason = NULL;
        unsigned line = 0;
        Usage *u = NULL;
        int r;

        r = usage_path_default(&path);
        if (r < 0)
                return;
        r = usage_load(path, &u, &line, &reason);
        if (r == -EBADMSG) {
                /* A broken file is replaced rather than left to block counting for good. */
                log_warning("%s:%u: %s, starting it anew", path, line, reason ? reason : "malformed");
                r = usage_parse("preload-usage 1\n", 16, &u, NULL, NULL);
        }
        if (r >= 0)
                r = usage_record_launch(u, name, now_usec(CLOCK_REALTIME), after_start_usec);
        /* The unit's id finds this name when its next unit appears (launch_map()). */
        if (r >= 0 && unit_id && usage_unit_id_is_valid(unit_id))
                r = usage_set_unit_id(u, name, unit_id);
        if (r >= 0) {
                _cleanup_free_ char *dir = strdup(path);
                char *slash = dir ? strrchr(dir, '/') : NULL;
                if (slash)
                        *slash = 0;
                if (dir)
                        (void) profile_dir_ensure(dir, 0700);
                r = usage_save(u, path);
        }
        if (r < 0)
                log_warning("%s: cannot count the launch of %s: %s", path, name, strerror(-r));
        usage_free(u);
}

static void learn_destroy(LaunchLearn *l) {
        safe_close(l->gate_fd);
        safe_close(l->wake_fd);
        safe_close(l->learned_fd);
        observer_free(l->observer);
        strv_free_n(l->scanned, l->n_scanned);
        launch_candidates_done(&l->candidates);
        strv_free_n(l->confirmed_dirs, l->n_confirmed_dirs);
        for (size_t i = 0; i < l->n_probed; i++) {
                free(l->probed[i].dir);
                free(l->probed[i].root);
        }
        free(l->probed);
        free(l->name);
        free(l);
}

int launch_learn_new(int learned_fd, LaunchLearn **ret) {
        LaunchLearn *l = calloc(1, sizeof(*l));
        int r;

        if (!l)
                return -ENOMEM;
        l->gate_fd = -EBADF;
        l->wake_fd = -EBADF;
        l->epoch = launch_forget_epoch();
        /* its own: the merge thread may outlive the watcher's end of it */
        l->learned_fd = learned_fd >= 0 ? fcntl(learned_fd, F_DUPFD_CLOEXEC, 3) : -EBADF;
        r = observer_new(&l->observer);
        if (r < 0) {
                safe_close(l->learned_fd);
                free(l);
                return r;
        }
        *ret = l;
        return 0;
}

int launch_learn_name(LaunchLearn *l, const char *name, uint64_t after_start_usec, const char *unit_id) {
        int r;

        if (!l || l->name)
                return 0;
        r = learn_name(name, &l->name);
        if (r < 0)
                return r;
        /* Forgotten since it began: not counted; its merge saves nothing either. */
        if (!launch_forget_since(l->epoch, l->name))
                usage_count(l->name, after_start_usec, unit_id);
        /* Before the warm and the marking look anything up. A sandboxed application reads its
         * sandbox's /etc and /usr, not the host's trees the candidates are in. */
        if (!l->sandbox && (r = launch_candidates_begin(l->name, &l->candidates)) < 0)
                log_debug("%s: its candidates not looked at: %s", l->name, strerror(-r));
        launch_mark_start(l);
        return 0;
}

/* The dynamic loader by the names glibc gives it (ld-linux-x86-64.so.2, ld-linux-aarch64.so.1,
 * ld64.so.1, ...). */
static bool is_loader(const char *path) {
        const char *base = strrchr(path, '/');
        base = base ? base + 1 : path;
        return strncmp(base, "ld-linux", 8) == 0 || strncmp(base, "ld64.so", 7) == 0;
}

/*
 * What the launch did that no snapshot can show: the loader's reads of /etc/ld.so.cache (mapped
 * and unmapped before the first snapshot) and lookup of /etc/ld.so.preload, when the loader was
 * mapped; what its libraries look up at every start; and the lookups in the application's own
 * directories (launch-appdirs.c). A sandboxed application's loader and libraries read the
 * sandbox's /etc (Flatpak makes its ld.so.cache), not the host's: only its own directories then.
 */
static int learn_unseen(const LaunchLearn *l, Profile *p) {
        char **dirs = NULL;
        bool loader = false;
        ProfileFingerprint id;
        ProfileFile *f;
        int n, r;

        for (size_t i = 0; i < p->n_files && !loader && !l->sandbox; i++)
                loader = is_loader(p->files[i].path);
        if (loader && profile_fingerprint_path(LDCACHE_PATH, &id) >= 0 &&
            profile_add_file(p, LDCACHE_PATH, &id, &f) >= 0 && id.size > 0) {
                /* the loader maps it and searches it: touched, like a file seen opened */
                r = profile_file_add_touched(f, 0, MIN(id.size, OBSERVER_OPENED_BYTES_MAX));
                if (r < 0)
                        return r;
        }
        if (loader && profile_add_lookup(p, LDCACHE_PRELOAD_PATH) == -ENOMEM)
                return -ENOMEM;
        r = l->sandbox ? 0 : launch_library_lookups(p);
        if (r < 0)
                return r;
        n = launch_learn_app_dirs(l, &dirs);
        if (n < 0)
                return n;
        r = launch_dirs_lookups(p, dirs, (size_t) n);
        if (n > 0)
                strv_free_n(dirs, (size_t) n);
        return r;
}

/* What the launch looked up in a candidate directory (launch-candidates.c): a file is taken as an
 * open is, a directory as a lookup of it. */
static int on_confirmed(const char *path, bool dir, void *userdata) {
        LaunchLearn *l = userdata;

        if (dir)
                return strv_push_dup(&l->confirmed_dirs, &l->n_confirmed_dirs, path);
        return observer_add_opened(l->observer, path) == -ENOMEM ? -ENOMEM : 0;
}

/* The directories under the system's shared trees where the lookup cache names what this launch
 * may have looked up, outside what the merged profile p and the marks see to: the candidates of
 * its next (*ret, *ret_n). 0, -ENOMEM. */
static int harvest_candidates(const LaunchLearn *l, const Profile *p, char ***ret, size_t *ret_n) {
        char **trees = NULL;
        int n_trees, r;

        n_trees = launch_learn_app_dirs(l, &trees);
        if (n_trees < 0)
                return n_trees;
        r = launch_harvest_candidates(launch_candidate_roots, launch_n_candidate_roots, p, trees, (size_t) n_trees,
                                      &l->candidates, ret, ret_n);
        if (n_trees > 0)
                strv_free_n(trees, (size_t) n_trees);
        return r;
}

/* The merge, on a worker thread (workers.h): it fingerprints every file (ELF build-ids) and writes. */
static void merge_thread(void *userdata) {
        LaunchLearn *l = userdata;
        _cleanup_free_ char *dir = NULL, *path = NULL;
        Profile *observed = NULL, *p = NULL;
        char **candidates = NULL;
        size_t skipped = 0, n_candidates = 0;
        bool forgot = false;
        int r, k, dir_lock = -EBADF;

        /* libelf for the fingerprints, loaded once for all of them and unloaded after (elf-dl.h) */
        elf_dl_hold();
        r = profile_dir_user(&dir);
        if (r >= 0)
                r = profile_dir_ensure(dir, 0700);
        if (r >= 0)
                r = profile_path_for_name(dir, l->name, &path);
        if (r < 0)
                goto finish;
        /* One merge at a time, from its load to its save: two launches of an application that end
         * together each loaded the profile before the other saved it, and the later save lost the
         * other's launch; and none while `preloadctl record` saves over it. The directory's flock()
         * serves both: each merge opens the directory anew, and flock() sets descriptors of their
         * own against each other within a process too. Merges take milliseconds; one waiting for
         * another costs nothing anyone sees. */
        r = profile_dir_lock(dir, &dir_lock);
        if (r < 0)
                goto finish;
        /* The user's own, or the system's (shipped for every user) until there is one. */
        r = profile_load_base(path, PROFILE_SYSTEM_DIR, l->name, &p);
        if (r < 0)
                r = profile_new(l->name, &p); /* none yet (or a broken one): learned from scratch */
        if (r >= 0)
                r = launch_harvest_cached(l, p);
        if (r >= 0 && (r = launch_candidates_confirm(&l->candidates, on_confirmed, l)) > 0) {
                log_debug("%s: %d of its %zu candidate directories gone into during its launch", l->name, r,
                          l->candidates.n);
                r = 0;
        }
        if (r >= 0)
                r = observer_to_profile_counted(l->observer, l->name, &observed, &skipped);
        if (r < 0 || observed->n_files == 0)
                goto finish;
        observed->launch_cpu_usec = l->cpu_usec;
        r = learn_unseen(l, observed);
        if (r >= 0 && l->ended)
                r = launch_exit_pages(observed);
        for (size_t i = 0; r >= 0 && i < l->n_scanned; i++)
                if ((r = launch_dir_lookup(observed, l->scanned[i])) == -E2BIG || r > 0)
                        r = 0; /* E2BIG: the profile has all the lookups it may have */
        if (r >= 0)
                r = launch_harvest_probed(l, observed);
        for (size_t i = 0; r >= 0 && i < l->n_confirmed_dirs; i++)
                if (!profile_has_lookup(observed, l->confirmed_dirs[i]) &&
                    (r = profile_add_lookup(observed, l->confirmed_dirs[i])) == -E2BIG)
                        r = 0;
        /* Unwatched, it could not see a file read and closed between two snapshots: what it did not
         * see does not age for it. */
        if (r >= 0)
                r = profile_merge_observed_full(p, observed, l->marks == LEARN_MARKS_ALL);
        /* walked before the lock, which a forget on the event loop may wait for */
        if (r >= 0 && !l->sandbox && (k = harvest_candidates(l, p, &candidates, &n_candidates)) < 0)
                log_debug("%s: no candidates for its next launch: %s", l->name, strerror(-k));
        if (r >= 0) {
                launch_forget_lock();
                forgot = launch_forget_since(l->epoch, l->name);
                if (!forgot)
                        r = profile_save(p, path);
                if (r >= 0 && !forgot && !l->sandbox) {
                        log_debug("%s: %zu candidate directories for its next launch", l->name, n_candidates);
                        (void) launch_candidates_keep(l->name, TAKE_PTR(candidates), n_candidates);
                        n_candidates = 0;
                }
                launch_forget_unlock();
        }
        strv_free_n(candidates, n_candidates);
        if (r < 0)
                log_warning("%s: cannot learn from its launch: %s", l->name, strerror(-r));
        else if (forgot)
                log_info("%s: forgotten while its launch was observed, nothing learned from it", l->name);
        else {
                /* What it saw that the profile does not take: paths of its sandbox the host has
                 * not (sandbox-path.h), and files gone or replaced since they were seen. */
                size_t untranslated = observer_n_untranslated(l->observer);
                char left[192] = "";
                if (untranslated > 0 || skipped > 0)
                        snprintf(left, sizeof(left),
                                 "; left out: %zu paths of its sandbox not on the host, %zu files gone or changed",
                                 untranslated, skipped);
                log_info("%s: learned from its launch: %zu files, %" PRIu64 " launches observed (%s)%s", l->name,
                         p->n_files, p->observed, path, left);
                /* A datagram: no signal if the daemon's end is gone, nothing waited for if full. */
                if (l->learned_fd >= 0)
                        (void) send(l->learned_fd, l->name, strlen(l->name), MSG_DONTWAIT | MSG_NOSIGNAL);
        }
finish:
        safe_close(dir_lock);
        profile_free(observed);
        profile_free(p);
        learn_destroy(l);
        elf_dl_release();
        /* The snapshots, both profiles and the fingerprints were this thread's arena's: given back
         * now, or every launch leaves preloadd sitting on the peak of the largest one learned. */
        (void) malloc_trim(0);
}

/* Hands what was observed to a merge on a worker thread; l is gone afterwards. A launch never
 * named (no program of ours was seen in it) is not learned from. */
static void learn_finish(LaunchLearn *l) {
        launch_mark_stop(l);
        if (!l->name || observer_n_files(l->observer) == 0 || worker_start(NULL, merge_thread, l) < 0)
                learn_destroy(l);
}

/* ---- the snapshots ---- */

/* Major page faults of a launch, summed over the processes of its unit's cgroup, with what each
 * runs: the samples that decide when to look. */
int launch_learn_cgroup_sample(const char *cgroup_dir, LaunchProc *procs, size_t *n_procs, uint64_t *ret_majflt) {
        pid_t pids[LAUNCH_PROCS_MAX];
        uint64_t sum = 0;
        size_t k = 0;
        int n;

        n = cgroup_procs_read(cgroup_dir, pids, LAUNCH_PROCS_MAX);
        if (n <= 0)
                return n < 0 ? n : -ESRCH;
        for (int i = 0; i < n; i++) {
                char path[64], buf[1024];
                uint64_t v;

                snprintf(path, sizeof(path), "/proc/%d/stat", (int) pids[i]);
                if (read_small_file_at(AT_FDCWD, path, buf, sizeof(buf)) < 0 ||
                    procmaps_stat_parse(buf, &v, procs[k].comm) < 0)
                        continue; /* gone since cgroup.procs was read */
                sum += v;
                procs[k].majflt = v;
                procs[k++].pid = pids[i];
        }
        *n_procs = k;
        *ret_majflt = sum;
        return 0;
}

/* Whether a snapshot is due between the fixed ones. */
static bool busy_due(const LaunchLearn *l, unsigned n_samples, uint64_t majflt) {
        return majflt != UINT64_MAX && majflt >= l->last_majflt + LEARN_BUSY_FAULTS &&
               n_samples >= l->last_sample + LEARN_BUSY_GAP && l->busy_snapshots < LEARN_BUSY_SNAPSHOTS;
}

void launch_learn_programs(const LearnProc *prev, size_t n_prev, const LaunchProc *procs, size_t n_procs,
                           unsigned n_samples, LearnProc *next, bool *look) {
        for (size_t i = 0; i < n_procs; i++) {
                const LearnProc *p = NULL;
                bool same;

                for (size_t j = 0; j < n_prev && !p; j++)
                        if (prev[j].proc.pid == procs[i].pid)
                                p = &prev[j];
                same = p && strcmp(p->proc.comm, procs[i].comm) == 0;
                /* A process there at the first sample stays the launch's own when it execs (the
                 * launcher becoming the application); one of those that came runs a new program. */
                next[i] = (LearnProc) { .proc = procs[i], .came = p ? p->came : n_samples > 1 };
                next[i].fresh = !same && next[i].came;
                next[i].last_look = same ? p->last_look : 0;
                next[i].last_majflt = same ? p->last_majflt : procs[i].majflt;
                look[i] = next[i].fresh || (same && p->fresh) ||
                          (same && next[i].came && n_samples >= next[i].last_look + LEARN_PROGRAM_GAP &&
                           procs[i].majflt >= next[i].last_majflt + LEARN_PROGRAM_FAULTS);
                if (look[i]) {
                        next[i].last_look = n_samples;
                        next[i].last_majflt = procs[i].majflt;
                }
        }
}

/* Snapshots of what launch_learn_programs() picks, LEARN_PROGRAM_LOOKS at most per launch; the
 * processes remembered for the next sample. Returns the processes looked at. */
static unsigned snapshot_programs(LaunchLearn *l, unsigned n_samples, const LaunchProc *procs, size_t n_procs) {
        LearnProc next[LAUNCH_PROCS_MAX] = {};
        bool look[LAUNCH_PROCS_MAX] = {};
        unsigned looked = 0;

        n_procs = MIN(n_procs, (size_t) LAUNCH_PROCS_MAX);
        launch_learn_programs(l->procs, l->n_procs, procs, n_procs, n_samples, next, look);
        for (size_t i = 0; i < n_procs; i++)
                if (look[i] && l->program_looks < LEARN_PROGRAM_LOOKS) {
                        l->program_looks++;
                        if (observer_snapshot(l->observer, procs[i].pid) >= 0)
                                looked++;
                }
        memcpy(l->procs, next, sizeof(next));
        l->n_procs = n_procs;
        return looked;
}

LaunchLearn *launch_learn_sample(LaunchLearn *l, const char *cgroup_dir, unsigned n_samples, uint64_t majflt,
                                 const LaunchProc *procs, size_t n_procs) {
        bool fixed = false, last = false;
        int r;

        if (!l || !cgroup_dir)
                return l;
        /* What the launch's processes have worked so far: the decision's "launch's own time"
         * (decide.h), which a warm racing it hides its reads under. A cgroup that went away keeps
         * the last figure. */
        (void) cgroup_cpu_usage_read(cgroup_dir, &l->cpu_usec);
        if (snapshot_programs(l, n_samples, procs, n_procs) > 0) {
                l->snapshots++;
                log_debug("%s: snapshot at %.1fs of the programs that came: %zu files seen", cgroup_dir,
                          (double) n_samples * LAUNCH_SAMPLE_USEC / 1e6, observer_n_files(l->observer));
        }
        /* A process that exited takes its faults out of the sum: count from what is left. */
        if (majflt < l->last_majflt)
                l->last_majflt = majflt;
        for (size_t i = 0; i < ELEMENTSOF(snapshot_at); i++)
                if (n_samples == snapshot_at[i]) {
                        fixed = true;
                        last = i + 1 == ELEMENTSOF(snapshot_at);
                }
        if (!fixed && !busy_due(l, n_samples, majflt))
                return l;
        if (!fixed)
                l->busy_snapshots++;
        r = observer_snapshot_cgroup(l->observer, cgroup_dir);
        if (r >= 0)
                l->snapshots++;
        l->last_sample = n_samples;
        if (majflt != UINT64_MAX)
                l->last_majflt = majflt;
        launch_mark_drain(l);
        log_debug("%s: snapshot at %.1fs%s: %s, %zu files seen, %zu paths of a sandbox not on the host", cgroup_dir,
                  (double) n_samples * LAUNCH_SAMPLE_USEC / 1e6, fixed ? "" : " (still reading)",
                  r < 0 ? strerror(-r) : "taken", observer_n_files(l->observer), observer_n_untranslated(l->observer));
        if (last) {
                learn_finish(l);
                return NULL;
        }
        return l;
}

LaunchLearn *launch_learn_free(LaunchLearn *l) {
        if (!l)
                return NULL;
        /* A unit that went away before the last snapshot: learn what was seen of it, and that it
         * exited (preloadd stopping ends the observation too: its merge is unlikely to finish). */
        if (l->snapshots > 0) {
                l->ended = true;
                learn_finish(l);
                return NULL;
        }
        launch_mark_stop(l);
        learn_destroy(l);
        return NULL;
}
