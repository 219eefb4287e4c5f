/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * stress-clients --soak: the bursts of well-behaved clients, one after another, alongside hostile
 * clients, for a given time; a well-behaved Status timed every 100 ms. Included by
 * stress-clients.c, whose helpers (connections, readers, the daemon, the bursts) it uses.
 */
#include <sched.h>
#include <sys/mount.h>

/* The done-when of "a daemon that cannot be wedged": Status within 100 ms at the 99th percentile,
 * RSS under a bound (docs/hostile-inputs.md has the figures it rests on). */
#define SOAK_P99_BOUND_USEC (100000ull * SLOW)
#define SOAK_RSS_BOUND_KB (24l * 1024)
#define SOAK_PROBE_USEC 100000ull
#define SOAK_FUSE_CYCLE_USEC 15000000ull
#define SOAK_IDLE_CONNECTIONS 16

static atomic_bool soak_stop;
static atomic_long soak_hostile_calls;

static int soak_fuse_mount(int fd, const char *dir) {
        char opts[128];

        snprintf(opts, sizeof(opts), "fd=%d,rootmode=40000,user_id=0,group_id=0", fd);
        if (unshare(CLONE_NEWNS) < 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0 ||
            mount("dead", dir, "fuse.dead", MS_NOSUID | MS_NODEV, opts) < 0)
                return -errno;
        return 0;
}

/*
 * Ends the dead file system's connection (its stuck requests fail, the abandoned workers return
 * and are freed) and mounts a new one in its place, inside the daemon's mount namespace.
 */
static void soak_fuse_cycle(void) {
        int fd = open("/dev/fuse", O_RDWR | O_CLOEXEC), status;
        char ns[64];
        pid_t pid;

        if (fd < 0)
                return;
        close(fuse_fd);
        fuse_fd = fd;
        snprintf(ns, sizeof(ns), "/proc/%d/ns/mnt", (int) daemon_pid);
        pid = fork();
        if (pid == 0) {
                char opts[128];
                int nsfd = open(ns, O_RDONLY | O_CLOEXEC);
                snprintf(opts, sizeof(opts), "fd=%d,rootmode=40000,user_id=0,group_id=0", fd);
                if (nsfd < 0 || setns(nsfd, CLONE_NEWNS) < 0)
                        _exit(1);
                (void) umount2(fuse_dir, MNT_DETACH);
                _exit(mount("dead", fuse_dir, "fuse.dead", MS_NOSUID | MS_NODEV, opts) < 0 ? 2 : 0);
        }
        if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
                fail("soak: cannot mount the dead file system again");
}

static void soak_sleep(uint64_t usec) {
        uint64_t end = now_usec() + usec;
        while (!atomic_load(&soak_stop) && now_usec() < end)
                usleep(20000);
}

/* Sends a call; reads one reply when wait_ms >= 0. Returns 0, or -1 when the reply did not come. */
static int soak_call(int fd, Reader *rd, const char *text, int wait_ms) {
        char *reply;

        if (send_all(fd, text, strlen(text) + 1) < 0)
                return -1;
        atomic_fetch_add(&soak_hostile_calls, 1);
        if (wait_ms < 0)
                return 0;
        reply = reader_next(rd, wait_ms);
        free(reply);
        return reply ? 0 : -1;
}

/* Asks for large replies (List) and never reads them: the daemon must bound what it queues. */
static void *soak_greedy(void *userdata) {
        while (!atomic_load(&soak_stop)) {
                int fd = sock_connect();
                if (fd < 0) {
                        soak_sleep(100000);
                        continue;
                }
                for (int i = 0; i < 50 && !atomic_load(&soak_stop); i++)
                        if (soak_call(fd, NULL, "{\"method\":\"io.preloadd.List\"}", -1) < 0)
                                break;
                soak_sleep(2000000);
                close(fd);
        }
        return NULL;
}

/* Connections that say nothing: the daemon evicts them when it needs the slots; reopened. */
static void *soak_idle(void *userdata) {
        int fds[SOAK_IDLE_CONNECTIONS];

        for (size_t i = 0; i < ELEMENTS(fds); i++)
                fds[i] = -1;
        while (!atomic_load(&soak_stop)) {
                for (size_t i = 0; i < ELEMENTS(fds); i++) {
                        struct pollfd p = { .fd = fds[i], .events = POLLIN };
                        if (fds[i] >= 0 && poll(&p, 1, 0) == 0)
                                continue;
                        if (fds[i] >= 0)
                                close(fds[i]);
                        fds[i] = sock_connect();
                }
                soak_sleep(1000000);
        }
        for (size_t i = 0; i < ELEMENTS(fds); i++)
                if (fds[i] >= 0)
                        close(fds[i]);
        return NULL;
}

/* 500 calls in one write, then their replies. */
static void *soak_pipeliner(void *userdata) {
        static const char call[] = "{\"method\":\"io.preloadd.Status\"}";
        char *all = malloc(500 * sizeof(call));

        for (int i = 0; i < 500; i++)
                memcpy(all + (size_t) i * sizeof(call), call, sizeof(call));
        while (!atomic_load(&soak_stop)) {
                Reader rd = { .fd = sock_connect() };
                if (rd.fd < 0) {
                        soak_sleep(100000);
                        continue;
                }
                if (send_all(rd.fd, all, 500 * sizeof(call)) == 0) {
                        atomic_fetch_add(&soak_hostile_calls, 500);
                        for (int i = 0; i < 500 && !atomic_load(&soak_stop); i++) {
                                char *reply = reader_next(&rd, 30000 * SLOW);
                                if (!reply)
                                        break;
                                free(reply);
                        }
                }
                free(rd.buf);
                close(rd.fd);
                soak_sleep(200000);
        }
        free(all);
        return NULL;
}

/* Malformed messages, one after another on one connection, each answered with its error. */
static void *soak_malformed(void *userdata) {
        static const char *const bad[] = {
                "not JSON", "{\"method\":", "{\"method\":\"io.preloadd.Nope\"}", "{\"method\":\"io.preloadd.List\",\"parameters\":{\"x\":1}}",
                "{\"method\":\"io.preloadd.St\xc0\xaftus\"}", "{\"method\":\"io.preloadd.Status\",\"method\":\"io.preloadd.List\"}",
                "{\"method\":\"io.preloadd.Cancel\",\"parameters\":{\"job\":99999999999999999999}}",
                "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
        };
        while (!atomic_load(&soak_stop)) {
                Reader rd = { .fd = sock_connect() };
                if (rd.fd < 0) {
                        soak_sleep(100000);
                        continue;
                }
                for (int i = 0; i < 200 && !atomic_load(&soak_stop); i++) {
                        if (soak_call(rd.fd, &rd, bad[i % ELEMENTS(bad)], 30000 * SLOW) < 0)
                                break;
                        usleep(5000);
                }
                free(rd.buf);
                close(rd.fd);
        }
        return NULL;
}

/* Warms: the glob-bomb application (not waited for), and as root a path on the dead file system. */
static void *soak_warms(void *userdata) {
        char slow[512];
        int stuck[4] = { -1, -1, -1, -1 };
        unsigned n = 0;

        snprintf(slow, sizeof(slow), "{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"program\":\"%s/bin/x\",\"wait\":true}}",
                 fuse_dir);
        while (!atomic_load(&soak_stop)) {
                Reader rd = { .fd = sock_connect() };
                if (rd.fd >= 0) {
                        (void) soak_call(rd.fd, &rd, "{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"app\":\"bomb\"}}",
                                         30000 * SLOW);
                        free(rd.buf);
                        close(rd.fd);
                }
                if (fuse_fd >= 0 && n++ % 2 == 0) {
                        /* a few callers left waiting on it, the oldest hung up on */
                        size_t k = n / 2 % ELEMENTS(stuck);
                        if (stuck[k] >= 0)
                                close(stuck[k]);
                        stuck[k] = sock_connect();
                        if (stuck[k] >= 0)
                                (void) soak_call(stuck[k], NULL, slow, -1);
                }
                soak_sleep(500000);
        }
        for (size_t i = 0; i < ELEMENTS(stuck); i++)
                if (stuck[i] >= 0)
                        close(stuck[i]);
        return NULL;
}

/* The well-behaved bursts, one after another. */
static atomic_int soak_bursts, soak_burst_failures;

static void *soak_bursts_thread(void *userdata) {
        while (!atomic_load(&soak_stop)) {
                Burst b;
                /* INT_MAX: do not wait for the fd count to settle, the hostile clients hold some */
                if (burst_run(INT32_MAX, &b) < 0 || b.valid_answered != b.valid_sent || b.bad_answered != b.bad_sent) {
                        fail("soak: burst %d: %d of %d valid and %d of %d malformed answered as expected",
                             atomic_load(&soak_bursts), b.valid_answered, b.valid_sent, b.bad_answered, b.bad_sent);
                        atomic_fetch_add(&soak_burst_failures, 1);
                        break;
                }
                atomic_fetch_add(&soak_bursts, 1);
        }
        return NULL;
}

/* A well-behaved Status on a fresh connection: its latency, or UINT64_MAX without a reply. */
static uint64_t soak_probe(void) {
        uint64_t t0 = now_usec();
        Reader rd = { .fd = sock_connect() };
        char *reply = NULL;
        uint64_t t = UINT64_MAX;

        if (rd.fd < 0)
                return t;
        if (send_all(rd.fd, "{\"method\":\"io.preloadd.Status\"}", 32) == 0)
                reply = reader_next(&rd, 10000);
        if (reply) {
                ProtocolReply r = {};
                const char *why = NULL;
                if (protocol_reply_parse(reply, strlen(reply), &r, &why) == 0 && !r.error)
                        t = now_usec() - t0;
                protocol_reply_done(&r);
        }
        free(reply);
        free(rd.buf);
        close(rd.fd);
        return t;
}

static int u64_compare(const void *a, const void *b) {
        uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;
        return x < y ? -1 : x > y;
}

static int soak(const char *exe, uint64_t seconds) {
        void *(*const hostile[])(void *) = { soak_greedy, soak_idle, soak_pipeliner, soak_malformed, soak_warms };
        pthread_t threads[ELEMENTS(hostile) + 1];
        size_t n_samples = 0, max_samples = (size_t) (seconds * 1000000 / SOAK_PROBE_USEC) + 16, lost = 0;
        uint64_t *lat = calloc(max_samples, sizeof(uint64_t)), t0, t_end, next_cycle;
        long rss_peak = 0, rss_base;
        double load[3] = {};
        int status;
        FILE *f;

        printf("== soak: %" PRIu64 " s\n", seconds);
        if (geteuid() == 0) {
                snprintf(fuse_dir, sizeof(fuse_dir), "%s/dead", tmpdir);
                if (mkdir(fuse_dir, 0755) == 0)
                        fuse_fd = open("/dev/fuse", O_RDWR | O_CLOEXEC);
        }
        if (fuse_fd < 0)
                printf("soak: no dead file system (needs root and /dev/fuse): slow-path warms left out\n");
        daemon_start(exe, true);
        warm_up();
        rss_base = proc_status_kb(daemon_pid, "VmRSS");

        atomic_store(&soak_stop, false);
        for (size_t i = 0; i < ELEMENTS(hostile); i++)
                pthread_create(&threads[i], NULL, hostile[i], NULL);
        pthread_create(&threads[ELEMENTS(hostile)], NULL, soak_bursts_thread, NULL);

        t0 = now_usec();
        next_cycle = t0 + SOAK_FUSE_CYCLE_USEC;
        while (now_usec() - t0 < seconds * 1000000 && n_samples < max_samples) {
                uint64_t tick = now_usec(), t = soak_probe();
                long rss = proc_status_kb(daemon_pid, "VmRSS");

                if (t == UINT64_MAX)
                        lost++;
                else
                        lat[n_samples++] = t;
                rss_peak = rss > rss_peak ? rss : rss_peak;
                if (fuse_fd >= 0 && now_usec() > next_cycle) {
                        soak_fuse_cycle();
                        next_cycle = now_usec() + SOAK_FUSE_CYCLE_USEC;
                }
                if (atomic_load(&soak_burst_failures) > 0)
                        break;
                if (now_usec() - tick < SOAK_PROBE_USEC)
                        usleep((useconds_t) (SOAK_PROBE_USEC - (now_usec() - tick)));
        }
        t_end = now_usec();
        atomic_store(&soak_stop, true);
        for (size_t i = 0; i < ELEMENTS(threads); i++)
                pthread_join(threads[i], NULL);
        if ((f = fopen("/proc/loadavg", "re"))) {
                if (fscanf(f, "%lf %lf %lf", &load[0], &load[1], &load[2]) != 3)
                        load[0] = load[1] = load[2] = -1;
                fclose(f);
        }

        qsort(lat, n_samples, sizeof(uint64_t), u64_compare);
        if (n_samples > 0) {
                uint64_t p50 = lat[n_samples / 2], p99 = lat[(n_samples * 99) / 100], max = lat[n_samples - 1];
                printf("soak: %.0f s, %zu Status probes (%zu unanswered): latency p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                       (double) (t_end - t0) / 1e6, n_samples, lost, (double) p50 / 1e3, (double) p99 / 1e3,
                       (double) max / 1e3);
                printf("soak: %d bursts of %d x %d well-behaved requests, %ld hostile calls; RSS baseline %ld kB, peak %ld kB "
                       "(bound %ld kB); load average %.2f %.2f %.2f\n",
                       atomic_load(&soak_bursts), N_CLIENTS, N_REQUESTS, atomic_load(&soak_hostile_calls), rss_base,
                       rss_peak, SOAK_RSS_BOUND_KB, load[0], load[1], load[2]);
                if (p99 > SOAK_P99_BOUND_USEC)
                        fail("soak: Status p99 %.1f ms, over %.0f ms", (double) p99 / 1e3, (double) SOAK_P99_BOUND_USEC / 1e3);
        }
        if (lost > 0)
                fail("soak: %zu Status probes unanswered", lost);
        if (RSS_MEANINGFUL && rss_peak > SOAK_RSS_BOUND_KB)
                fail("soak: peak RSS %ld kB, over the bound of %ld kB", rss_peak, SOAK_RSS_BOUND_KB);
        free(lat);

        if (kill(daemon_pid, SIGTERM) < 0 || waitpid(daemon_pid, &status, 0) != daemon_pid)
                fail("soak: cannot stop preloadd");
        else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
                fail("soak: preloadd did not exit cleanly: status 0x%x", status);
        daemon_pid = 0;
        if (fuse_fd >= 0)
                close(fuse_fd);
        fuse_fd = -1;
        return 0;
}
