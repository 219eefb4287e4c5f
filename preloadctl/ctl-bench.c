/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl bench: cold launch, warm then launch, launch after a warm; time and reads of each. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "ctl-bench.h"
#include "ctl.h"
#include "device-lookup.h"
#include "format.h"
#include "engine.h"
#include "fileio.h"
#include "macro.h"
#include "residency.h"
#include "schedule.h"
#include "time-util.h"
#include "warm.h"

#define BENCH_RUNS_DEFAULT 3u
#define BENCH_RUNS_MAX 100u
#define BENCH_TIMEOUT_DEFAULT_USEC (120u * UINT64_C(1000000))
/* Caveat lists name at most this many files. */
#define BENCH_LIST_MAX 5u

static unsigned arg_runs = BENCH_RUNS_DEFAULT;
static uint64_t arg_timeout_usec = BENCH_TIMEOUT_DEFAULT_USEC;
static char **arg_targets;
static size_t arg_n_targets;
static EngineStrategy arg_strategy = ENGINE_STRATEGY_DEFAULT;
static bool arg_show_output;

typedef enum Phase {
        PHASE_COLD,       /* launch after eviction */
        PHASE_WARM,       /* plan + warm --wait after eviction */
        PHASE_AFTER_WARM, /* launch right after the completed warm */
        PHASE_TOTAL,      /* warm + launch after it: the end-to-end figure */
        PHASE_AGAIN,      /* launch right after a launch: the floor, nothing left to read */
        _PHASE_MAX,
} Phase;

static const char *const phase_names[_PHASE_MAX] = {
        [PHASE_COLD] = "cold",
        [PHASE_WARM] = "warm",
        [PHASE_AFTER_WARM] = "after_warm",
        [PHASE_TOTAL] = "warm_and_launch",
        [PHASE_AGAIN] = "again",
};

static const char *const phase_titles[_PHASE_MAX] = {
        [PHASE_COLD] = "cold launch",
        [PHASE_WARM] = "warm --wait",
        [PHASE_AFTER_WARM] = "launch after warm",
        [PHASE_TOTAL] = "warm + launch",
        [PHASE_AGAIN] = "launch again",
};

typedef struct Sample {
        uint64_t usec;
        bool have_dev;
        uint64_t dev_reads; /* requests completed on the device: every process's */
        uint64_t dev_bytes;
        uint64_t own_bytes; /* read_bytes of the launched process tree, or of the warm */
        uint64_t majflt;
        int status;         /* wait status; 0 for the warm */
        bool timed_out;
} Sample;

typedef struct Bench {
        char **argv;
        char dev_stat[128]; /* /sys/dev/block/MAJ:MIN/stat of the program's device, or "" */
        char dev_name[64];
        Sample samples[_PHASE_MAX][BENCH_RUNS_MAX];
        /* What eviction could not drop, after the first eviction. */
        size_t evict_files;
        size_t evict_failed;
        uint64_t stayed_bytes;
        size_t stayed_files;
        char *stayed_names[BENCH_LIST_MAX];
        size_t unknown_files;
        uint64_t unknown_bytes;
        /* The warm's plan, from the last run. */
        char *profile_path;
        size_t plan_files;
        uint64_t plan_bytes;
        uint64_t warm_bytes;
        size_t warm_requests;
        size_t warm_failed;
} Bench;

static int parse_u64_field(const char **p, uint64_t *ret) {
        const char *s = *p;
        uint64_t v = 0;

        while (*s == ' ' || *s == '\t')
                s++;
        if (*s < '0' || *s > '9')
                return -EBADMSG;
        for (; *s >= '0' && *s <= '9'; s++)
                if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, (uint64_t) (*s - '0'), &v))
                        return -EBADMSG;
        *p = s;
        *ret = v;
        return 0;
}

int ctl_bench_parse_disk_stat(const char *buf, uint64_t *ret_reads, uint64_t *ret_bytes) {
        uint64_t f[3];
        const char *p = buf;

        for (size_t i = 0; i < ELEMENTSOF(f); i++)
                if (parse_u64_field(&p, &f[i]) < 0)
                        return -EBADMSG;
        if (f[2] > UINT64_MAX / 512)
                return -EBADMSG;
        *ret_reads = f[0];
        *ret_bytes = f[2] * 512;
        return 0;
}

int ctl_bench_parse_proc_io(const char *buf, uint64_t *ret_read_bytes) {
        static const char key[] = "read_bytes:";

        for (const char *line = buf; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
                if (strncmp(line, key, sizeof(key) - 1) == 0) {
                        const char *p = line + sizeof(key) - 1;
                        uint64_t v;
                        if (parse_u64_field(&p, &v) < 0 || (*p != '\n' && *p != 0))
                                return -EBADMSG;
                        *ret_read_bytes = v;
                        return 0;
                }
        return -EBADMSG;
}

static void dev_snapshot(const Bench *b, bool *ret_have, uint64_t *ret_reads, uint64_t *ret_bytes) {
        char buf[512];

        *ret_have = false;
        if (!b->dev_stat[0] || read_small_file_at(AT_FDCWD, b->dev_stat, buf, sizeof(buf)) < 0)
                return;
        if (ctl_bench_parse_disk_stat(buf, ret_reads, ret_bytes) >= 0)
                *ret_have = true;
}

/* read_bytes of this process: reaped children's I/O is added to it (kernel task I/O accounting). */
static uint64_t own_read_bytes(void) {
        char buf[1024];
        uint64_t v = 0;

        if (read_small_file_at(AT_FDCWD, "/proc/self/io", buf, sizeof(buf)) < 0 || ctl_bench_parse_proc_io(buf, &v) < 0)
                return 0;
        return v;
}

typedef struct Snapshot {
        uint64_t usec;
        bool have_dev;
        uint64_t dev_reads, dev_bytes;
        uint64_t own;
} Snapshot;

static void snapshot_take(const Bench *b, Snapshot *s) {
        dev_snapshot(b, &s->have_dev, &s->dev_reads, &s->dev_bytes);
        s->own = own_read_bytes();
        s->usec = now_usec(CLOCK_MONOTONIC);
}

static void sample_from(const Snapshot *a, const Snapshot *z, Sample *s) {
        s->usec = z->usec - a->usec;
        s->have_dev = a->have_dev && z->have_dev && z->dev_reads >= a->dev_reads && z->dev_bytes >= a->dev_bytes;
        s->dev_reads = s->have_dev ? z->dev_reads - a->dev_reads : 0;
        s->dev_bytes = s->have_dev ? z->dev_bytes - a->dev_bytes : 0;
        s->own_bytes = z->own >= a->own ? z->own - a->own : 0;
}

/* Runs the command once, in its own process group, output to /dev/null unless -v. */
static int launch(Bench *b, Sample *s) {
        Snapshot a = {}, z = {};
        struct rusage ru = {};
        int status = 0, pidfd;
        pid_t pid;

        snapshot_take(b, &a);
        pid = fork();
        if (pid < 0)
                return -errno;
        if (pid == 0) {
                int null = open("/dev/null", O_RDWR | O_CLOEXEC);
                (void) setpgid(0, 0);
                if (null >= 0) {
                        (void) dup2(null, STDIN_FILENO);
                        if (!arg_show_output) {
                                (void) dup2(null, STDOUT_FILENO);
                                (void) dup2(null, STDERR_FILENO);
                        }
                }
                execvp(b->argv[0], b->argv);
                _exit(127);
        }
        (void) setpgid(pid, pid);
        pidfd = (int) syscall(SYS_pidfd_open, pid, 0);
        if (pidfd >= 0) {
                struct pollfd pfd = { .fd = pidfd, .events = POLLIN };
                int ms = arg_timeout_usec > 0 ? (int) MIN(arg_timeout_usec / 1000, (uint64_t) INT32_MAX) : -1;
                int n;
                while ((n = poll(&pfd, 1, ms)) < 0 && errno == EINTR)
                        ;
                if (n == 0) {
                        s->timed_out = true;
                        (void) kill(-pid, SIGKILL);
                        (void) kill(pid, SIGKILL);
                }
                close(pidfd);
        }
        while (wait4(pid, &status, 0, &ru) < 0)
                if (errno != EINTR)
                        return -errno;
        snapshot_take(b, &z);
        sample_from(&a, &z, s);
        s->status = status;
        s->majflt = (uint64_t) ru.ru_majflt;
        /* What the command left running in its group (daemons it started) is not ours to keep. */
        (void) kill(-pid, SIGKILL);
        return 0;
}

/* Plans the targets with opts (resolve.h's order), quietly: warnings are printed once, by the
 * first warm. */
static int plan_targets(const TargetOptions *opts, bool print, WarmPlan **ret) {
        WarmPlan *wp = NULL;
        int r;

        r = warm_plan_new(arg_targets, arg_n_targets, ctl_config(), opts, RESOLVE_AUTO, &wp);
        if (r < 0)
                return r;
        if (print)
                for (size_t w = 0; w < wp->n_warnings; w++)
                        ctl_warn("%s, ignoring", wp->warnings[w]);
        if (wp->n_errors > 0) {
                r = wp->errors[0].error;
                if (print)
                        for (size_t i = 0; i < wp->n_errors; i++)
                                (void) ctl_error(wp->errors[i].path, wp->errors[i].reason, wp->errors[i].error);
                warm_plan_free(wp);
                return r;
        }
        *ret = wp;
        return 0;
}

/* The files to drop, whole: the static plan and the profile's files, whatever --plan says, so
 * that every source starts from the same state. */
static int evict_plan(Plan **ret) {
        TargetOptions o = *ctl_target_options();
        Plan *all = NULL;
        int r;

        r = plan_new(&all);
        if (r < 0)
                return r;
        for (TargetPlanSource s = TARGET_PLAN_AUTO; s <= TARGET_PLAN_STATIC; s++) {
                WarmPlan *wp = NULL;
                o.plan_source = s;
                /* A source without a plan (no profile) adds nothing. */
                if (plan_targets(&o, false, &wp) < 0)
                        continue;
                r = plan_merge(all, wp->plan);
                warm_plan_free(wp);
                if (r < 0) {
                        plan_free(all);
                        return r;
                }
        }
        /* A cold launch reads around the planned ranges too (read-ahead): drop whole files. */
        for (size_t i = 0; i < all->n_files; i++) {
                r = plan_file_add_range(&all->files[i], 0, all->files[i].size, RANGE_SOURCE_FILE);
                if (r < 0) {
                        plan_free(all);
                        return r;
                }
        }
        *ret = all;
        return 0;
}

static void evict(Bench *b, const Plan *p, bool account) {
        EngineResult *res = NULL;
        PlanResidency *after = NULL;

        if (warm_evict(p, &res, &after) < 0) {
                if (account)
                        b->evict_failed += p->n_files;
                return;
        }
        for (size_t i = 0; account && i < p->n_files; i++) {
                const FileResidency *f = &after->files[i];
                if (res->files[i].error != 0) {
                        b->evict_failed++;
                        continue;
                }
                b->evict_files++;
                if (f->error == 0 && !f->known) {
                        b->unknown_files++;
                        b->unknown_bytes += f->total;
                } else if (f->error == 0 && f->cached > 0) {
                        if (b->stayed_files < BENCH_LIST_MAX)
                                b->stayed_names[b->stayed_files] = strdup(p->files[i].path);
                        b->stayed_files++;
                        b->stayed_bytes += f->cached;
                }
        }
        plan_residency_free(after);
        engine_result_free(res);
}

/* Resolve, schedule and warm, as `preloadctl warm --wait` does in-process. */
static int warm(Bench *b, bool first, Sample *s) {
        WarmOptions o = WARM_OPTIONS_DEFAULT;
        TargetOptions topts = *ctl_target_options();
        WarmResult *res = NULL;
        WarmPlan *wp = NULL;
        Snapshot a, z;
        int r;

        snapshot_take(b, &a);
        free(b->profile_path);
        b->profile_path = NULL;
        /* The static plan's large segments lean, as warm reads them. */
        topts.static_segment_max = STATIC_SEGMENT_MAX_DEFAULT;
        r = plan_targets(&topts, first, &wp);
        if (r < 0)
                return r;
        for (size_t i = 0; i < wp->n_targets; i++)
                if (wp->profiles[i]) {
                        free(b->profile_path);
                        b->profile_path = strdup(wp->profiles[i]);
                }
        o.strategy = arg_strategy;
        o.wait = true;
        r = warm_run(wp->plan, &o, &res);
        snapshot_take(b, &z);
        if (r >= 0) {
                const EngineResult *e = res->engine;
                sample_from(&a, &z, s);
                b->plan_files = wp->plan->n_files;
                b->plan_bytes = plan_total_bytes(wp->plan);
                b->warm_bytes = e->bytes;
                b->warm_requests = e->requests;
                b->warm_failed = e->files_failed;
                if (first)
                        for (size_t i = 0; i < e->n_files; i++)
                                if (e->files[i].error != 0)
                                        ctl_warn("%s: %s", wp->plan->files[i].path, engine_file_error_text(&e->files[i]));
        }
        warm_result_free(res);
        warm_plan_free(wp);
        return r;
}

static int cmp_u64(const void *x, const void *y) {
        uint64_t a = *(const uint64_t *) x, b = *(const uint64_t *) y;
        return a < b ? -1 : a > b;
}

/* Median of one field over the runs (the lower middle for an even count: a value that occurred). */
static uint64_t median(const Sample *s, unsigned n, size_t offset) {
        uint64_t v[BENCH_RUNS_MAX];
        for (unsigned i = 0; i < n; i++)
                memcpy(&v[i], (const char *) &s[i] + offset, sizeof(uint64_t));
        qsort(v, n, sizeof(uint64_t), cmp_u64);
        return v[(n - 1) / 2];
}

#define MEDIAN(s, n, field) median(s, n, offsetof(Sample, field))

static bool phase_has_dev(const Sample *s, unsigned n) {
        for (unsigned i = 0; i < n; i++)
                if (!s[i].have_dev)
                        return false;
        return true;
}

static bool phase_is_launch(Phase p) {
        return p == PHASE_COLD || p == PHASE_AFTER_WARM || p == PHASE_AGAIN;
}

/* Honest caveats about what this measurement could and could not control. */
static int caveats(const Bench *b, char ***ret, size_t *ret_n) {
        char **v = NULL;
        size_t n = 0;
        char b1[16], *s = NULL, *names = NULL;
        int r = 0;

#define ADD(...)                                                                               \
        do {                                                                                   \
                if (asprintf(&s, __VA_ARGS__) < 0) {                                           \
                        r = -ENOMEM;                                                           \
                        goto fail;                                                             \
                }                                                                              \
                char **nv = reallocarray(v, n + 1, sizeof(char *));                            \
                if (!nv) {                                                                     \
                        free(s);                                                               \
                        r = -ENOMEM;                                                           \
                        goto fail;                                                             \
                }                                                                              \
                v = nv;                                                                        \
                v[n++] = s;                                                                    \
                s = NULL;                                                                      \
        } while (0)

        if (b->stayed_files > 0) {
                size_t len = 0;
                for (size_t i = 0; i < MIN(b->stayed_files, BENCH_LIST_MAX); i++)
                        len += (b->stayed_names[i] ? strlen(b->stayed_names[i]) : 1) + 2;
                names = calloc(1, len + 8);
                if (!names) {
                        r = -ENOMEM;
                        goto fail;
                }
                for (size_t i = 0; i < MIN(b->stayed_files, BENCH_LIST_MAX); i++) {
                        if (i > 0)
                                strcat(names, ", ");
                        strcat(names, b->stayed_names[i] ? b->stayed_names[i] : "?");
                }
                if (b->stayed_files > BENCH_LIST_MAX)
                        strcat(names, ", ...");
                ADD("%s in %zu files stayed cached after eviction (pages mapped by running processes or "
                    "dirty), so the cold launch did not read them: %s",
                    format_bytes(b->stayed_bytes, b1), b->stayed_files, names);
        }
        if (b->unknown_files > 0)
                ADD("%zu of %zu evicted files (%s): whether their pages left the cache is unknown, the "
                    RESIDENCY_HIDDEN_REASON "; pages mapped by running processes "
                    "(shared libraries) stay cached, so the cold figures may be too low",
                    b->unknown_files, b->evict_files, format_bytes(b->unknown_bytes, b1));
        if (b->evict_failed > 0)
                ADD("%zu files of the plans could not be opened to evict them", b->evict_failed);
        ADD("eviction drops file pages only: directory entries, inodes and other metadata stay cached "
            "(as after a recent start), so a cold start after a reboot reads more than 'cold' here");
        ADD("files a launch reads outside the plans (found only by a profile) are not evicted%s",
            b->profile_path ? " unless the profile lists them" : "");
        if (b->dev_stat[0])
                ADD("device reads are counted on %s for every process of the machine; 'own MiB' are the "
                    "launched process tree's (or the warm's) own reads", b->dev_name);
        else
                ADD("the program's file system has no block device statistics: only own reads are shown");
        free(names);
        *ret = v;
        *ret_n = n;
        return 0;
fail:
        free(names);
        strv_free_n(v, n);
        return r;
#undef ADD
}

static json_object *sample_json(const Sample *s, Phase p) {
        json_object *o = json_object_new_object();
        json_object_object_add(o, "usec", json_object_new_uint64(s->usec));
        json_object_object_add(o, "dev_reads", s->have_dev ? json_object_new_uint64(s->dev_reads) : NULL);
        json_object_object_add(o, "dev_read_bytes", s->have_dev ? json_object_new_uint64(s->dev_bytes) : NULL);
        json_object_object_add(o, "own_read_bytes", json_object_new_uint64(s->own_bytes));
        if (phase_is_launch(p)) {
                json_object_object_add(o, "majflt", json_object_new_uint64(s->majflt));
                json_object_object_add(o, "exit_status", WIFEXITED(s->status) ?
                                       json_object_new_int(WEXITSTATUS(s->status)) : NULL);
                json_object_object_add(o, "signal", WIFSIGNALED(s->status) ?
                                       json_object_new_int(WTERMSIG(s->status)) : NULL);
                json_object_object_add(o, "timed_out", json_object_new_boolean(s->timed_out));
        }
        return o;
}

static void print_json(const Bench *b, unsigned runs, char **cav, size_t n_cav) {
        json_object *o = json_object_new_object(), *cmd = json_object_new_array(),
                    *targets = json_object_new_array(), *phases = json_object_new_object(),
                    *ev = json_object_new_object(), *stayed = json_object_new_array(),
                    *cj = json_object_new_array();

        for (char **a = b->argv; *a; a++)
                json_object_array_add(cmd, json_object_new_string(*a));
        for (size_t i = 0; i < arg_n_targets; i++)
                json_object_array_add(targets, json_object_new_string(arg_targets[i]));
        json_object_object_add(o, "command", cmd);
        json_object_object_add(o, "targets", targets);
        json_object_object_add(o, "plan_source", json_object_new_string(target_plan_source_to_string(arg_plan_source)));
        json_object_object_add(o, "profile", b->profile_path ? json_object_new_string(b->profile_path) : NULL);
        json_object_object_add(o, "strategy", json_object_new_string(engine_strategy_to_string(arg_strategy)));
        json_object_object_add(o, "plan_files", json_object_new_uint64(b->plan_files));
        json_object_object_add(o, "plan_bytes", json_object_new_uint64(b->plan_bytes));
        json_object_object_add(o, "warm_bytes", json_object_new_uint64(b->warm_bytes));
        json_object_object_add(o, "warm_requests", json_object_new_uint64(b->warm_requests));
        json_object_object_add(o, "runs", json_object_new_uint64(runs));
        json_object_object_add(o, "device", b->dev_name[0] ? json_object_new_string(b->dev_name) : NULL);
        for (Phase p = 0; p < _PHASE_MAX; p++) {
                const Sample *s = b->samples[p];
                bool dev = phase_has_dev(s, runs);
                json_object *ph = json_object_new_object(), *all = json_object_new_array();
                json_object_object_add(ph, "usec", json_object_new_uint64(MEDIAN(s, runs, usec)));
                json_object_object_add(ph, "dev_reads", dev ? json_object_new_uint64(MEDIAN(s, runs, dev_reads)) : NULL);
                json_object_object_add(ph, "dev_read_bytes", dev ? json_object_new_uint64(MEDIAN(s, runs, dev_bytes)) : NULL);
                json_object_object_add(ph, "own_read_bytes", json_object_new_uint64(MEDIAN(s, runs, own_bytes)));
                for (unsigned i = 0; i < runs; i++)
                        json_object_array_add(all, sample_json(&s[i], p));
                json_object_object_add(ph, "samples", all);
                json_object_object_add(phases, phase_names[p], ph);
        }
        json_object_object_add(o, "phases", phases);
        uint64_t total = MEDIAN(b->samples[PHASE_TOTAL], runs, usec);
        json_object_object_add(o, "speedup", total > 0 ?
                               json_object_new_double((double) MEDIAN(b->samples[PHASE_COLD], runs, usec) / (double) total) :
                               NULL);
        json_object_object_add(ev, "files", json_object_new_uint64(b->evict_files));
        json_object_object_add(ev, "failed", json_object_new_uint64(b->evict_failed));
        json_object_object_add(ev, "stayed_bytes", json_object_new_uint64(b->stayed_bytes));
        json_object_object_add(ev, "stayed_files", json_object_new_uint64(b->stayed_files));
        for (size_t i = 0; i < MIN(b->stayed_files, BENCH_LIST_MAX); i++)
                if (b->stayed_names[i])
                        json_object_array_add(stayed, json_object_new_string(b->stayed_names[i]));
        json_object_object_add(ev, "stayed", stayed);
        json_object_object_add(ev, "unknown_files", json_object_new_uint64(b->unknown_files));
        json_object_object_add(ev, "unknown_bytes", json_object_new_uint64(b->unknown_bytes));
        json_object_object_add(o, "evict", ev);
        for (size_t i = 0; i < n_cav; i++)
                json_object_array_add(cj, json_object_new_string(cav[i]));
        json_object_object_add(o, "caveats", cj);
        ctl_print_json(o);
}

static void print_table(const Bench *b, unsigned runs, char **cav, size_t n_cav) {
        char b1[16];

        printf("%s", "Benchmark of");
        for (char **a = b->argv; *a; a++)
                printf(" %s", *a);
        printf(" (%u run%s; plan: %s, %zu files, %s, warmed in %zu requests)\n\n", runs, runs == 1 ? "" : "s",
               b->profile_path ? b->profile_path : "static", b->plan_files, format_bytes(b->plan_bytes, b1),
               b->warm_requests);
        printf("%-18s %9s %10s %9s %9s\n", "PHASE", "TIME", "DEV READS", "DEV MiB", "OWN MiB");
        for (Phase p = 0; p < _PHASE_MAX; p++) {
                const Sample *s = b->samples[p];
                bool dev = phase_has_dev(s, runs);
                printf("%-18s %7.2f s ", phase_titles[p], (double) MEDIAN(s, runs, usec) / 1e6);
                if (dev)
                        printf("%10" PRIu64 " %9.1f", MEDIAN(s, runs, dev_reads),
                               (double) MEDIAN(s, runs, dev_bytes) / 1048576.0);
                else
                        printf("%10s %9s", "-", "-");
                printf(" %9.1f\n", (double) MEDIAN(s, runs, own_bytes) / 1048576.0);
        }
        uint64_t cold = MEDIAN(b->samples[PHASE_COLD], runs, usec), total = MEDIAN(b->samples[PHASE_TOTAL], runs, usec);
        if (total > 0)
                printf("\nWarm + launch took %.2f s against %.2f s cold: %.1fx %s. Medians.\n", (double) total / 1e6,
                       (double) cold / 1e6, cold >= total ? (double) cold / (double) total : (double) total / (double) cold,
                       cold >= total ? "faster" : "slower");
        if (n_cav > 0) {
                printf("\nCaveats:\n");
                for (size_t i = 0; i < n_cav; i++)
                        printf("  - %s\n", cav[i]);
        }
}

static void bench_help(void) {
        printf("Usage: preloadctl bench [OPTIONS] [--] COMMAND [ARGS...]\n\n"
               "Measure a cold launch of COMMAND, a warm followed by a launch, and a launch after a\n"
               "completed warm, with the time and disk reads of each phase (medians).\n\n"
               "  -n --runs=N          Repetitions (default 3)\n"
               "     --target=TARGET   What to plan and evict (default: the command; repeatable)\n"
               "     --plan=SOURCE     Plan of the warm: auto, static or profile\n"
               "     --strategy=NAME   Warm strategy (default read)\n"
               "  -t --timeout=SEC     Kill a launch after SEC seconds (default 120, 0: none)\n"
               "  -v --verbose         Show the command's output\n"
               "     --json            Print JSON\n");
}

static int parse_argv(int argc, char **argv) {
        enum { ARG_TARGET = CTL_ARG_VERB_FIRST, ARG_STRATEGY };
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "runs", required_argument, NULL, 'n' },
                { "target", required_argument, NULL, ARG_TARGET },
                { "strategy", required_argument, NULL, ARG_STRATEGY },
                { "timeout", required_argument, NULL, 't' },
                {},
        };
        int c, r;

        optind = 0;
        while ((c = getopt_long(argc, argv, "+" CTL_COMMON_SHORT "n:t:", options, NULL)) >= 0) {
                switch (c) {
                case 'h':
                        bench_help();
                        return 0;
                case 'n': {
                        char *end;
                        errno = 0;
                        unsigned long v = strtoul(optarg, &end, 10);
                        if (errno != 0 || *end || end == optarg || v < 1 || v > BENCH_RUNS_MAX) {
                                ctl_warn("invalid number of runs '%s' (1-%u)", optarg, BENCH_RUNS_MAX);
                                return -EINVAL;
                        }
                        arg_runs = (unsigned) v;
                        break;
                }
                case ARG_TARGET: {
                        char **v = reallocarray(arg_targets, arg_n_targets + 1, sizeof(char *));
                        if (!v)
                                return -ENOMEM;
                        arg_targets = v;
                        arg_targets[arg_n_targets++] = optarg;
                        break;
                }
                case ARG_STRATEGY:
                        if (engine_strategy_from_string(optarg, &arg_strategy) < 0) {
                                ctl_warn("unknown strategy '%s' (willneed, madvise, read, populate, uring)", optarg);
                                return -EINVAL;
                        }
                        break;
                case 't':
                        if (ctl_parse_seconds(optarg, 86400.0, &arg_timeout_usec) < 0) {
                                ctl_warn("invalid timeout '%s'", optarg);
                                return -EINVAL;
                        }
                        break;
                default:
                        r = ctl_common_option(c, optarg);
                        if (r == -ECANCELED)
                                return 0;
                        if (r <= 0)
                                return -EINVAL;
                        if (c == 'v')
                                arg_show_output = true;
                }
        }
        if (optind >= argc) {
                ctl_warn("bench needs a COMMAND; see preloadctl bench --help");
                return -EINVAL;
        }
        return 1;
}

/* The block device statistics of the file system that holds path. */
static void find_device(Bench *b, const char *path) {
        struct stat st;
        char link[64], name[PATH_MAX];
        ssize_t n;

        if (!path || stat(path, &st) < 0)
                return;
        dev_t dev = device_block_of(path, st.st_dev);
        snprintf(link, sizeof(link), "/sys/dev/block/%u:%u", major(dev), minor(dev));
        n = readlink(link, name, sizeof(name) - 1);
        if (n <= 0)
                return;
        name[n] = 0;
        snprintf(b->dev_stat, sizeof(b->dev_stat), "%s/stat", link);
        if (access(b->dev_stat, R_OK) < 0) {
                b->dev_stat[0] = 0;
                return;
        }
        const char *base = strrchr(name, '/');
        snprintf(b->dev_name, sizeof(b->dev_name), "%.63s", base ? base + 1 : name);
}

int verb_bench(int argc, char **argv) {
        _cleanup_free_ char *program = NULL;
        Bench *b = NULL;
        Plan *ev = NULL;
        char **cav = NULL;
        size_t n_cav = 0;
        int r, status = CTL_EXIT_OK;

        r = parse_argv(argc, argv);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;

        b = calloc(1, sizeof(*b));
        if (!b)
                return ctl_error("bench", NULL, -ENOMEM);
        b->argv = argv + optind;
        program = target_program_path(b->argv[0], getenv("PATH"));
        if (!program) {
                status = ctl_error(b->argv[0], "command not found", -ENOENT);
                goto finish;
        }
        if (arg_n_targets == 0) {
                arg_targets = calloc(1, sizeof(char *));
                if (!arg_targets) {
                        status = ctl_error("bench", NULL, -ENOMEM);
                        goto finish;
                }
                arg_targets[arg_n_targets++] = program;
        }
        find_device(b, program);

        r = evict_plan(&ev);
        if (r < 0) {
                status = ctl_error("bench", NULL, r);
                goto finish;
        }

        for (unsigned run = 0; run < arg_runs; run++) {
                Sample *cold = &b->samples[PHASE_COLD][run], *again = &b->samples[PHASE_AGAIN][run],
                       *w = &b->samples[PHASE_WARM][run], *after = &b->samples[PHASE_AFTER_WARM][run];

                evict(b, ev, run == 0);
                r = launch(b, cold);
                if (r >= 0)
                        r = launch(b, again);
                if (r < 0) {
                        status = ctl_error(b->argv[0], NULL, r);
                        goto finish;
                }
                evict(b, ev, false);
                r = warm(b, run == 0, w);
                if (r < 0) {
                        status = r == -ENOMEM ? ctl_error("warm", NULL, r) : CTL_EXIT_FAILURE;
                        goto finish;
                }
                r = launch(b, after);
                if (r < 0) {
                        status = ctl_error(b->argv[0], NULL, r);
                        goto finish;
                }
                Sample *t = &b->samples[PHASE_TOTAL][run];
                *t = (Sample) { .usec = w->usec + after->usec, .have_dev = w->have_dev && after->have_dev,
                                .dev_reads = w->dev_reads + after->dev_reads,
                                .dev_bytes = w->dev_bytes + after->dev_bytes,
                                .own_bytes = w->own_bytes + after->own_bytes };
                for (Sample *s = cold; s; s = s == cold ? again : s == again ? after : NULL)
                        if (s->timed_out || !WIFEXITED(s->status) || WEXITSTATUS(s->status) != 0) {
                                if (s->timed_out)
                                        ctl_warn("%s: killed after the time limit", b->argv[0]);
                                else if (WIFEXITED(s->status) && WEXITSTATUS(s->status) == 127)
                                        ctl_warn("%s: could not be executed", b->argv[0]);
                                else if (WIFEXITED(s->status))
                                        ctl_warn("%s: exit status %d", b->argv[0], WEXITSTATUS(s->status));
                                else
                                        ctl_warn("%s: killed by signal %d", b->argv[0], WTERMSIG(s->status));
                                status = CTL_EXIT_FAILURE;
                        }
                if (status != CTL_EXIT_OK)
                        goto finish;
        }

        r = caveats(b, &cav, &n_cav);
        if (r < 0) {
                status = ctl_error("bench", NULL, r);
                goto finish;
        }
        if (arg_json)
                print_json(b, arg_runs, cav, n_cav);
        else
                print_table(b, arg_runs, cav, n_cav);
        if (b->warm_failed > 0)
                status = CTL_EXIT_FAILURE;
finish:
        strv_free_n(cav, n_cav);
        plan_free(ev);
        if (b) {
                for (size_t i = 0; i < BENCH_LIST_MAX; i++)
                        free(b->stayed_names[i]);
                free(b->profile_path);
                free(b);
        }
        free(arg_targets);
        arg_targets = NULL;
        arg_n_targets = 0;
        return status;
}
