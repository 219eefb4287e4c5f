/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What observing a launch sees, against what `preloadctl record` recorded for the same program.
 * Usage: observe-compare [--interval-ms N] RECORDED.profile -- COMMAND...
 * Runs COMMAND in a fresh cgroup of the v2 hierarchy (as root; else only its first process is
 * watched), snapshots every process in it every N ms (default 20) until the command exits, as
 * preloadd observes an application unit, and prints:
 *   covered  bytes of the recorded profile the observation has too, and their share;
 *   missed   recorded bytes it does not have (read() of files closed before a snapshot,
 *            read-ahead around faults, files of processes that came and went between snapshots);
 *   extra    observed bytes the recording does not have (pages mapped without a read the
 *            recorder saw: fault-around and large folios of files already cached).
 * Drop the page cache first for a cold launch: what a cached file maps at a fault differs.
 */
#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cgroup.h"
#include "observe.h"
#include "plan.h"
#include "profile.h"

static const ProfileFile *find(const Profile *p, const char *path) {
        for (size_t i = 0; i < p->n_files; i++)
                if (strcmp(p->files[i].path, path) == 0)
                        return &p->files[i];
        return NULL;
}

/* Bytes of a that b covers too. */
static uint64_t overlap(const ProfileFile *a, const ProfileFile *b) {
        uint64_t sum = 0;
        for (size_t i = 0; i < a->n_ranges; i++)
                for (size_t j = 0; b && j < b->n_ranges; j++) {
                        uint64_t s = a->ranges[i].offset > b->ranges[j].offset ? a->ranges[i].offset : b->ranges[j].offset;
                        uint64_t ea = a->ranges[i].offset + a->ranges[i].length, eb = b->ranges[j].offset + b->ranges[j].length;
                        uint64_t e = ea < eb ? ea : eb;
                        if (e > s)
                                sum += e - s;
                }
        return sum;
}

static double mib(uint64_t b) {
        return (double) b / (1024.0 * 1024.0);
}

int main(int argc, char **argv) {
        unsigned interval_ms = 20;
        int a = 1;

        if (a + 1 < argc && strcmp(argv[a], "--interval-ms") == 0) {
                interval_ms = (unsigned) atoi(argv[a + 1]);
                a += 2;
        }
        if (a + 2 >= argc || strcmp(argv[a + 1], "--") != 0) {
                fprintf(stderr, "usage: observe-compare [--interval-ms N] RECORDED.profile -- COMMAND...\n");
                return 2;
        }
        const char *recorded_path = argv[a];
        char **cmd = argv + a + 2;
        Profile *rec = NULL, *obs = NULL;
        unsigned line = 0;
        const char *reason = NULL;
        int r = profile_load(recorded_path, &rec, &line, &reason);
        if (r < 0) {
                fprintf(stderr, "observe-compare: %s:%u: %s\n", recorded_path, line, reason ? reason : strerror(-r));
                return 1;
        }

        const char *root = NULL;
        char cg[256] = "";
        if (geteuid() == 0 && cgroup_v2_root(NULL, &root) >= 0) {
                snprintf(cg, sizeof(cg), "%s/observe-compare-%d", root, (int) getpid());
                if (mkdir(cg, 0755) < 0)
                        cg[0] = 0;
        }
        int go[2];
        if (pipe(go) < 0)
                return 1;
        pid_t pid = fork();
        if (pid < 0)
                return 1;
        if (pid == 0) {
                char b;
                close(go[1]);
                (void) !read(go[0], &b, 1); /* in the cgroup before exec */
                execvp(cmd[0], cmd);
                _exit(127);
        }
        close(go[0]);
        if (cg[0]) {
                char procs[300];
                snprintf(procs, sizeof(procs), "%s/cgroup.procs", cg);
                FILE *f = fopen(procs, "we");
                if (!f || fprintf(f, "%d\n", (int) pid) < 0 || fclose(f) != 0)
                        cg[0] = 0;
        }
        close(go[1]);

        Observer *o = NULL;
        if (observer_new(&o) < 0)
                return 1;
        unsigned snapshots = 0;
        struct timespec ts = { .tv_sec = interval_ms / 1000, .tv_nsec = (long) (interval_ms % 1000) * 1000000L };
        int status = 0;
        for (;;) {
                if (cg[0])
                        (void) observer_snapshot_cgroup(o, cg);
                else
                        (void) observer_snapshot(o, pid);
                snapshots++;
                pid_t w = waitpid(pid, &status, WNOHANG);
                if (w == pid)
                        break;
                nanosleep(&ts, NULL);
        }
        if (cg[0])
                (void) rmdir(cg);

        r = observer_to_profile(o, rec->name, &obs);
        if (r < 0)
                return 1;
        uint64_t rec_bytes = profile_total_bytes(rec), obs_bytes = profile_total_bytes(obs), covered = 0;
        size_t files_missed = 0;
        for (size_t i = 0; i < rec->n_files; i++) {
                const ProfileFile *of = find(obs, rec->files[i].path);
                covered += overlap(&rec->files[i], of);
                files_missed += !of;
        }
        printf("command %s: exit %d, %u snapshots every %u ms%s\n", cmd[0],
               WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status), snapshots, interval_ms,
               cg[0] ? " (its cgroup)" : " (first process only)");
        printf("recorded  %zu files %.1f MiB\nobserved  %zu files %.1f MiB\n", rec->n_files, mib(rec_bytes),
               obs->n_files, mib(obs_bytes));
        printf("covered   %.1f MiB (%.1f%% of recorded)\nmissed    %.1f MiB (%.1f%%), %zu files not seen\n"
               "extra     %.1f MiB (%.1f%% of observed)\n",
               mib(covered), rec_bytes ? 100.0 * (double) covered / (double) rec_bytes : 0.0, mib(rec_bytes - covered),
               rec_bytes ? 100.0 * (double) (rec_bytes - covered) / (double) rec_bytes : 0.0, files_missed,
               mib(obs_bytes - covered), obs_bytes ? 100.0 * (double) (obs_bytes - covered) / (double) obs_bytes : 0.0);
        profile_free(rec);
        profile_free(obs);
        observer_free(o);
        return 0;
}
