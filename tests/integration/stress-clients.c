/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * 100 concurrent clients each send 100 requests to a preloadd started by hand on a unix socket in a
 * temporary directory: cheap valid calls (Status, List, Cancel of an unknown job, a residency
 * Status of a small program) interleaved with malformed ones (not JSON, truncated JSON, an unknown
 * method, a bad parameter, invalid UTF-8), half of the clients one call at a time, half all at
 * once; each client also sends one oversized message and hangs up once mid-message on connections
 * of their own. Checked: every request is answered, in order, with the reply its kind calls for;
 * afterwards the daemon's open descriptors are back to their count before, its RSS within 10% of
 * its baseline, and it exits cleanly on SIGTERM. The whole run is bounded in time.
 *
 * Usage: stress-clients [--soak=SEC] (PRELOADD names the daemon binary). Prints the figures it
 * measured.
 *
 * --soak=SEC: for SEC seconds, the same bursts one after another alongside hostile clients
 * (soak.c: greedy non-readers, idle connections, pipeliners, malformed messages, warms of a
 * glob-bomb application, and as root warms of a path on a FUSE mount that never answers), while
 * a well-behaved Status on a fresh connection is timed every 100 ms. Prints the latency's
 * p50/p99/max, the daemon's peak RSS and the load average; fails when p99 is over 100 ms or the
 * peak RSS over SOAK_RSS_BOUND_KB. The default run ends with a short soak (4 s).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "protocol.h"

#define N_CLIENTS 100
#define N_REQUESTS 100
#define EXIT_SKIP 77
#define ELEMENTS(x) (sizeof(x) / sizeof((x)[0]))

#ifndef __has_feature
#define __has_feature(x) 0
#endif
#if defined(__SANITIZE_ADDRESS__) || __has_feature(address_sanitizer)
/* ASan's quarantine and shadow memory make RSS say nothing about the daemon's own allocations. */
#define RSS_MEANINGFUL 0
#define SLOW 10
#else
#define RSS_MEANINGFUL 1
#define SLOW 1
#endif

static char socket_path[256];
static atomic_int failures;

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void fail(const char *fmt, ...) {
        va_list ap;
        va_start(ap, fmt);
        fprintf(stderr, "stress-clients: ");
        vfprintf(stderr, fmt, ap);
        fputc('\n', stderr);
        va_end(ap);
        atomic_fetch_add(&failures, 1);
}

static uint64_t now_usec(void) {
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (uint64_t) ts.tv_sec * 1000000u + (uint64_t) ts.tv_nsec / 1000u;
}

/* ---- what each request is, and what its reply must be ---- */

typedef enum Kind {
        KIND_STATUS,
        KIND_LIST,
        KIND_CANCEL_UNKNOWN,
        KIND_STATUS_PROGRAM,
        KIND_BAD_NOT_JSON,
        KIND_BAD_TRUNCATED,
        KIND_BAD_METHOD,
        KIND_BAD_PARAMETER,
        KIND_BAD_UTF8,
        _KIND_MAX,
} Kind;

static bool kind_valid(Kind k) {
        return k <= KIND_STATUS_PROGRAM;
}

/* Request i of a client: one in four malformed, the residency Status now and then. */
static Kind request_kind(int client, int i) {
        static const Kind valid[] = { KIND_STATUS, KIND_LIST, KIND_CANCEL_UNKNOWN, KIND_STATUS, KIND_LIST };
        if (i % 4 == 3)
                return KIND_BAD_NOT_JSON + (Kind) ((client + i) % 5);
        if ((client + i) % 25 == 0)
                return KIND_STATUS_PROGRAM;
        return valid[(client + i) % ELEMENTS(valid)];
}

static const char *request_text(Kind k, size_t *ret_len) {
        /* each ends in its NUL frame delimiter */
        static const char *const texts[_KIND_MAX] = {
                [KIND_STATUS] = "{\"method\":\"io.preloadd.Status\",\"parameters\":{}}",
                [KIND_LIST] = "{\"method\":\"io.preloadd.List\"}",
                [KIND_CANCEL_UNKNOWN] = "{\"method\":\"io.preloadd.Cancel\",\"parameters\":{\"job\":987654321}}",
                [KIND_STATUS_PROGRAM] = "{\"method\":\"io.preloadd.Status\",\"parameters\":{\"program\":\"/bin/true\"}}",
                [KIND_BAD_NOT_JSON] = "this is not JSON at all",
                [KIND_BAD_TRUNCATED] = "{\"method\":\"io.preloadd.Status\",\"parameters\":{",
                [KIND_BAD_METHOD] = "{\"method\":\"io.preloadd.SelfDestruct\"}",
                [KIND_BAD_PARAMETER] = "{\"method\":\"io.preloadd.List\",\"parameters\":{\"all\":true}}",
                [KIND_BAD_UTF8] = "{\"method\":\"io.preloadd.St\xc3\x28tus\"}",
        };
        *ret_len = strlen(texts[k]) + 1;
        return texts[k];
}

/* Checks one reply against its request's kind; returns false (after saying why) on a mismatch. */
static bool reply_check(Kind k, const char *reply, int client, int i) {
        ProtocolReply r = {};
        const char *why = NULL, *want = NULL;
        bool ok;

        if (protocol_reply_parse(reply, strlen(reply), &r, &why) < 0) {
                fail("client %d request %d: unparsable reply (%s): %.200s", client, i, why, reply);
                return false;
        }
        switch (k) {
        case KIND_STATUS:
        case KIND_LIST:
                ok = !r.error;
                break;
        case KIND_CANCEL_UNKNOWN:
                ok = r.error && strcmp(r.error, PROTOCOL_ERROR_NO_SUCH_JOB) == 0;
                break;
        case KIND_STATUS_PROGRAM:
                /* answered at once, or refused while JOBS_QUERIES_MAX others run */
                ok = !r.error || strcmp(r.error, PROTOCOL_ERROR_TOO_MANY_JOBS) == 0;
                break;
        case KIND_BAD_NOT_JSON:
        case KIND_BAD_TRUNCATED:
        case KIND_BAD_UTF8:
                want = PROTOCOL_ERROR_INVALID_MESSAGE;
                break;
        case KIND_BAD_METHOD:
                want = PROTOCOL_ERROR_METHOD_NOT_FOUND;
                break;
        case KIND_BAD_PARAMETER:
                want = PROTOCOL_ERROR_INVALID_PARAMETER;
                break;
        default:
                ok = false;
        }
        if (want)
                ok = r.error && strcmp(r.error, want) == 0;
        if (!ok)
                fail("client %d request %d (kind %d): unexpected reply %.200s", client, i, (int) k, reply);
        protocol_reply_done(&r);
        return ok;
}

/* ---- socket helpers ---- */

static int sock_connect(void) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);

        if (fd < 0)
                return -errno;
        strcpy(sa.sun_path, socket_path);
        if (connect(fd, (struct sockaddr *) &sa, sizeof(sa)) < 0) {
                int r = -errno;
                close(fd);
                return r;
        }
        return fd;
}

static int send_all(int fd, const char *p, size_t n) {
        while (n > 0) {
                ssize_t k = send(fd, p, n, MSG_NOSIGNAL);
                if (k < 0) {
                        if (errno == EINTR)
                                continue;
                        return -errno;
                }
                p += k;
                n -= (size_t) k;
        }
        return 0;
}

/* Buffered reader of NUL-terminated replies. */
typedef struct Reader {
        int fd;
        char *buf;
        size_t len, alloc;
} Reader;

/* Returns a malloc'ed reply, or NULL on EOF, error or after timeout_ms without one. */
static char *reader_next(Reader *r, int timeout_ms) {
        for (;;) {
                char *nul = r->len ? memchr(r->buf, '\0', r->len) : NULL;
                if (nul) {
                        size_t l = (size_t) (nul - r->buf);
                        char *msg = malloc(l + 1);
                        memcpy(msg, r->buf, l + 1);
                        memmove(r->buf, nul + 1, r->len - l - 1);
                        r->len -= l + 1;
                        return msg;
                }
                struct pollfd p = { .fd = r->fd, .events = POLLIN };
                if (poll(&p, 1, timeout_ms) <= 0)
                        return NULL;
                if (r->alloc - r->len < 65536) {
                        r->alloc = r->alloc * 2 + 65536;
                        r->buf = realloc(r->buf, r->alloc);
                }
                ssize_t k = recv(r->fd, r->buf + r->len, r->alloc - r->len, 0);
                if (k <= 0)
                        return NULL;
                r->len += (size_t) k;
        }
}

/* ---- the clients ---- */

typedef struct ClientStats {
        int id;
        int valid_sent, valid_answered;
        int bad_sent, bad_answered;
        uint64_t max_latency_usec;
} ClientStats;

static pthread_barrier_t start_line;

static void *client_thread(void *userdata) {
        ClientStats *st = userdata;
        bool pipelined = st->id % 2 == 1;
        Reader rd = {};
        int fd;

        pthread_barrier_wait(&start_line);
        fd = sock_connect();
        if (fd < 0) {
                fail("client %d: connect: %s", st->id, strerror(-fd));
                return NULL;
        }
        rd.fd = fd;

        if (pipelined) {
                /* all 100 in one write, then the 100 replies in order */
                size_t total = 0, n;
                char *all = NULL;
                for (int i = 0; i < N_REQUESTS; i++) {
                        const char *t = request_text(request_kind(st->id, i), &n);
                        all = realloc(all, total + n);
                        memcpy(all + total, t, n);
                        total += n;
                }
                if (send_all(fd, all, total) < 0)
                        fail("client %d: send failed", st->id);
                free(all);
        }
        for (int i = 0; i < N_REQUESTS; i++) {
                Kind k = request_kind(st->id, i);
                uint64_t t0 = now_usec();
                char *reply;

                if (kind_valid(k))
                        st->valid_sent++;
                else
                        st->bad_sent++;
                if (!pipelined) {
                        size_t n;
                        const char *t = request_text(k, &n);
                        if (send_all(fd, t, n) < 0) {
                                fail("client %d request %d: send failed", st->id, i);
                                break;
                        }
                }
                reply = reader_next(&rd, 30000 * SLOW);
                if (!reply) {
                        fail("client %d request %d: no reply", st->id, i);
                        break;
                }
                if (reply_check(k, reply, st->id, i)) {
                        if (kind_valid(k))
                                st->valid_answered++;
                        else
                                st->bad_answered++;
                }
                if (now_usec() - t0 > st->max_latency_usec)
                        st->max_latency_usec = now_usec() - t0;
                free(reply);
        }
        close(fd);
        free(rd.buf);

        /* an oversized message: answered with MessageTooLarge, then the daemon hangs up */
        fd = sock_connect();
        if (fd >= 0) {
                size_t n = PROTOCOL_CALL_MAX + 4096;
                char *big = malloc(n), *reply;
                Reader r2 = { .fd = fd };
                memset(big, '[', n);
                (void) send_all(fd, big, n);
                reply = reader_next(&r2, 30000 * SLOW);
                if (!reply || !strstr(reply, PROTOCOL_ERROR_MESSAGE_TOO_LARGE))
                        fail("client %d: oversized message not refused: %.100s", st->id, reply ? reply : "(none)");
                free(reply);
                reply = reader_next(&r2, 30000 * SLOW);
                if (reply)
                        fail("client %d: connection not closed after an oversized message", st->id);
                free(reply);
                free(r2.buf);
                free(big);
                close(fd);
        } else
                fail("client %d: connect: %s", st->id, strerror(-fd));

        /* and a hang-up in the middle of a message */
        fd = sock_connect();
        if (fd >= 0) {
                (void) send_all(fd, "{\"method\":\"io.preloadd.Sta", 26);
                close(fd);
        }
        return NULL;
}

/* ---- the daemon ---- */

static pid_t daemon_pid;
static char tmpdir[] = "/tmp/preload-stress.XXXXXX";
static int fuse_fd = -1;   /* soak as root: serves fuse_dir in the daemon's mount namespace, never read */
static char fuse_dir[300];

static void write_text(const char *path, const char *text) {
        FILE *f = fopen(path, "we");
        if (!f || fputs(text, f) < 0 || fclose(f) != 0) {
                fprintf(stderr, "stress-clients: %s: %s\n", path, strerror(errno));
                exit(EXIT_FAILURE);
        }
}

static long proc_status_kb(pid_t pid, const char *key) {
        char path[64], line[256];
        long v = -1;
        FILE *f;

        snprintf(path, sizeof(path), "/proc/%d/status", (int) pid);
        f = fopen(path, "re");
        if (!f)
                return -1;
        while (fgets(line, sizeof(line), f))
                if (strncmp(line, key, strlen(key)) == 0 && line[strlen(key)] == ':')
                        v = strtol(line + strlen(key) + 1, NULL, 10);
        fclose(f);
        return v;
}

static int proc_fd_count(pid_t pid) {
        char path[64];
        struct dirent *de;
        int n = 0;
        DIR *d;

        snprintf(path, sizeof(path), "/proc/%d/fd", (int) pid);
        d = opendir(path);
        if (!d)
                return -1;
        while ((de = readdir(d)))
                n += de->d_name[0] != '.';
        closedir(d);
        return n;
}

static int soak_fuse_mount(int fd, const char *dir);

static void daemon_kill(void) {
        if (daemon_pid > 0) {
                kill(daemon_pid, SIGKILL);
                waitpid(daemon_pid, NULL, 0);
                daemon_pid = 0;
        }
}

static void cleanup(void) {
        char cmd[128];
        daemon_kill();
        if (getenv("STRESS_KEEP")) {
                fprintf(stderr, "stress-clients: kept %s\n", tmpdir);
                return;
        }
        snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tmpdir);
        if (system(cmd) != 0)
                fprintf(stderr, "stress-clients: cannot remove %s\n", tmpdir);
}

static void daemon_start(const char *exe, bool allocator_caches_off) {
        char cfg[512], sock_arg[300], cfg_arg[600], log[512];
        uint64_t deadline = now_usec() + 20000000ull * SLOW;

        snprintf(cfg, sizeof(cfg), "%s/cfg", tmpdir);
        snprintf(log, sizeof(log), "%s/log", tmpdir);
        snprintf(socket_path, sizeof(socket_path), "%s/run/control", tmpdir);
        snprintf(cfg_arg, sizeof(cfg_arg), "--config-dir=%s", cfg);
        snprintf(sock_arg, sizeof(sock_arg), "--socket=%s", socket_path);

        daemon_pid = fork();
        if (daemon_pid < 0)
                exit(EXIT_FAILURE);
        if (daemon_pid == 0) {
                int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
                int null = open("/dev/null", O_RDWR | O_CLOEXEC);
                if (fd < 0 || null < 0 || dup2(null, 0) < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0)
                        _exit(126);
                unsetenv("NOTIFY_SOCKET");
                unsetenv("LISTEN_FDS");
                if (fuse_fd >= 0 && soak_fuse_mount(fuse_fd, fuse_dir) < 0)
                        _exit(124);
                if (allocator_caches_off) {
                        /* one arena, no per-thread cache: RSS then follows the daemon's own heap */
                        setenv("MALLOC_ARENA_MAX", "1", 1);
                        setenv("GLIBC_TUNABLES", "glibc.malloc.tcache_count=0", 1);
                }
                execl(exe, exe, cfg_arg, sock_arg, "--no-login-warm", (char *) NULL);
                _exit(127);
        }
        while (now_usec() < deadline) {
                int fd = sock_connect();
                if (fd >= 0) {
                        close(fd);
                        return;
                }
                if (waitpid(daemon_pid, NULL, WNOHANG) == daemon_pid) {
                        daemon_pid = 0;
                        fprintf(stderr, "stress-clients: preloadd exited at start, see %s\n", log);
                        exit(EXIT_FAILURE);
                }
                usleep(10000);
        }
        fprintf(stderr, "stress-clients: preloadd did not listen in time\n");
        exit(EXIT_FAILURE);
}

/* A short sequential round, so that the baseline includes what serving a first call allocates. */
static void warm_up(void) {
        for (int i = 0; i < 2 * _KIND_MAX; i++) {
                Kind k = (Kind) (i % _KIND_MAX);
                Reader rd = {};
                size_t n;
                const char *t = request_text(k, &n);
                char *reply;

                rd.fd = sock_connect();
                if (rd.fd < 0 || send_all(rd.fd, t, n) < 0 || !(reply = reader_next(&rd, 30000 * SLOW))) {
                        fprintf(stderr, "stress-clients: warm-up call failed\n");
                        exit(EXIT_FAILURE);
                }
                free(reply);
                free(rd.buf);
                close(rd.fd);
        }
}

/* Waits until the daemon has closed every client connection (its fd count is back). */
static int settle_fds(int baseline) {
        uint64_t deadline = now_usec() + 10000000ull * SLOW;
        int n;

        while ((n = proc_fd_count(daemon_pid)) > baseline && now_usec() < deadline)
                usleep(20000);
        return n;
}

typedef struct Burst {
        uint64_t elapsed_usec, max_latency_usec;
        long rss_peak, rss_after;
        int fds_peak, fds_after;
        int valid_sent, valid_answered, bad_sent, bad_answered;
} Burst;

/* 100 clients at once, each with its 100 requests; returns once all are done and the daemon settled. */
static int burst_run(int fds_base, Burst *b) {
        static ClientStats stats[N_CLIENTS];
        pthread_t threads[N_CLIENTS];
        bool joined[N_CLIENTS] = {}, done = false;
        uint64_t t0;

        *b = (Burst) {};
        memset(stats, 0, sizeof(stats));
        pthread_barrier_init(&start_line, NULL, N_CLIENTS + 1);
        for (int i = 0; i < N_CLIENTS; i++) {
                stats[i].id = i;
                if (pthread_create(&threads[i], NULL, client_thread, &stats[i]) != 0) {
                        fprintf(stderr, "stress-clients: cannot start client threads\n");
                        return -1;
                }
        }
        t0 = now_usec();
        pthread_barrier_wait(&start_line);
        /* sample the daemon while the clients run; they finish on their own */
        while (!done) {
                long rss = proc_status_kb(daemon_pid, "VmRSS");
                int fds = proc_fd_count(daemon_pid);
                b->rss_peak = rss > b->rss_peak ? rss : b->rss_peak;
                b->fds_peak = fds > b->fds_peak ? fds : b->fds_peak;
                done = true;
                for (int i = 0; i < N_CLIENTS; i++) {
                        if (!joined[i])
                                joined[i] = pthread_tryjoin_np(threads[i], NULL) == 0;
                        done &= joined[i];
                }
                if (done)
                        break;
                if (now_usec() - t0 > 60000000ull * SLOW) {
                        fprintf(stderr, "stress-clients: clients still running after %d s\n", 60 * SLOW);
                        return -1;
                }
                usleep(5000);
        }
        b->elapsed_usec = now_usec() - t0;
        pthread_barrier_destroy(&start_line);

        for (int i = 0; i < N_CLIENTS; i++) {
                b->valid_sent += stats[i].valid_sent;
                b->valid_answered += stats[i].valid_answered;
                b->bad_sent += stats[i].bad_sent;
                b->bad_answered += stats[i].bad_answered;
                if (stats[i].max_latency_usec > b->max_latency_usec)
                        b->max_latency_usec = stats[i].max_latency_usec;
        }
        b->fds_after = settle_fds(fds_base);
        /* worker threads of the last residency queries end, the last connection's close is handled */
        usleep(300000);
        b->rss_after = proc_status_kb(daemon_pid, "VmRSS");
        return 0;
}

/* rss_bound: the most RSS may be after the burst (0: not checked). */
static void burst_check(const char *name, const Burst *b, long rss_base, long rss_bound, int fds_base) {
        printf("%s: %d clients x %d requests in %.2f s (%.0f requests/s), slowest reply %.1f ms\n", name, N_CLIENTS,
               N_REQUESTS, (double) b->elapsed_usec / 1e6,
               (double) (b->valid_sent + b->bad_sent) / ((double) b->elapsed_usec / 1e6),
               (double) b->max_latency_usec / 1e3);
        printf("%s: valid requests: %d sent, %d answered as expected; malformed: %d sent, %d answered with their "
               "error\n",
               name, b->valid_sent, b->valid_answered, b->bad_sent, b->bad_answered);
        printf("%s: RSS baseline %ld kB, peak %ld kB, after %ld kB (%+.1f%%); open fds baseline %d, peak %d, after %d\n",
               name, rss_base, b->rss_peak, b->rss_after, 100.0 * (double) (b->rss_after - rss_base) / (double) rss_base,
               fds_base, b->fds_peak, b->fds_after);

        if (b->valid_sent != N_CLIENTS * N_REQUESTS * 3 / 4 || b->valid_answered != b->valid_sent)
                fail("%s: %d of %d valid requests answered as expected", name, b->valid_answered, b->valid_sent);
        if (b->bad_answered != b->bad_sent)
                fail("%s: %d of %d malformed requests answered with their error", name, b->bad_answered, b->bad_sent);
        if (b->fds_after != fds_base)
                fail("%s: fd leak: %d open fds after, %d before", name, b->fds_after, fds_base);
        if (RSS_MEANINGFUL && rss_bound > 0 && b->rss_after > rss_bound)
                fail("%s: RSS %ld kB after, above the bound of %ld kB", name, b->rss_after, rss_bound);
        if (b->elapsed_usec > 30000000ull * SLOW)
                fail("%s: took %.1f s, more than %d s", name, (double) b->elapsed_usec / 1e6, 30 * SLOW);
}

/*
 * One daemon, three bursts, twice. With glibc's default allocator the RSS after a burst holds what
 * the allocator keeps for reuse (an arena per worker thread that ran at once, up to 8 per core, and
 * the main thread's cache pinning heap pages): 20-30% above a fresh start, stepping up when a burst
 * happens to run more workers at once. That run checks answers and descriptors and reports RSS.
 * The second run turns those caches off, so that RSS follows the daemon's own heap: it must come
 * back within 10% of the fresh baseline after every burst (a leak would grow burst by burst).
 */
static int scenario(const char *exe, bool allocator_caches_off) {
        const char *label = allocator_caches_off ? "allocator caches off" : "default allocator";
        long rss_base;
        int fds_base, status;
        Burst b;

        printf("== %s\n", label);
        daemon_start(exe, allocator_caches_off);
        warm_up();
        usleep(300000);
        fds_base = proc_fd_count(daemon_pid);
        rss_base = proc_status_kb(daemon_pid, "VmRSS");
        printf("baseline: RSS %ld kB, %d open fds\n", rss_base, fds_base);

        for (int i = 1; i <= 3; i++) {
                char name[32];
                long bound;

                snprintf(name, sizeof(name), "burst %d", i);
                if (burst_run(fds_base, &b) < 0)
                        return -1;
                bound = allocator_caches_off ? rss_base + rss_base / 10 : 0;
                burst_check(name, &b, rss_base, bound, fds_base);
        }
        if (!RSS_MEANINGFUL)
                printf("RSS bounds not checked: sanitizer build\n");

        /* still serving, and a clean stop */
        warm_up();
        if (kill(daemon_pid, SIGTERM) < 0 || waitpid(daemon_pid, &status, 0) != daemon_pid)
                fail("%s: cannot stop preloadd", label);
        else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
                fail("%s: preloadd did not exit cleanly: status 0x%x", label, status);
        daemon_pid = 0;
        return 0;
}

#include "soak.c"

int main(int argc, char **argv) {
        const char *exe = getenv("PRELOADD");
        char path[600];
        long soak_sec = 0;

        if (argc > 1 && strncmp(argv[1], "--soak=", 7) == 0)
                soak_sec = strtol(argv[1] + 7, NULL, 10);
        if (argc > 2 || (argc == 2 && soak_sec <= 0)) {
                fprintf(stderr, "usage: stress-clients [--soak=SEC]\n");
                return EXIT_FAILURE;
        }

        if (!exe) {
                fprintf(stderr, "stress-clients: PRELOADD is not set\n");
                return EXIT_SKIP;
        }
        signal(SIGPIPE, SIG_IGN);
        if (!mkdtemp(tmpdir))
                return EXIT_FAILURE;
        atexit(cleanup);
        snprintf(path, sizeof(path), "mkdir -p '%s/cfg/apps.d' '%s/run'", tmpdir, tmpdir);
        if (system(path) != 0)
                return EXIT_FAILURE;
        for (int i = 0; i < 20; i++) {
                snprintf(path, sizeof(path), "%s/cfg/apps.d/app%02d.conf", tmpdir, i);
                write_text(path, "[Application]\nName=Some application\nExec=/bin/true /bin/sh\nFiles=/etc/hostname\n");
        }
        snprintf(path, sizeof(path), "%s/cfg/preloadd.conf", tmpdir);
        write_text(path, "[Daemon]\nMemoryBudget=10%\n");
        /* a glob bomb, bounded by the planner (pathglob.h); warmed by the soak's hostile clients */
        snprintf(path, sizeof(path), "%s/cfg/apps.d/bomb.conf", tmpdir);
        write_text(path, "[Application]\nFiles=/usr/*/*/*/*/*/*/*/*/*/*/x\n");

        if (soak_sec > 0) {
                if (soak(exe, (uint64_t) soak_sec) < 0)
                        return EXIT_FAILURE;
        } else if (scenario(exe, false) < 0 || (RSS_MEANINGFUL && scenario(exe, true) < 0) || soak(exe, 4) < 0)
                return EXIT_FAILURE;

        if (atomic_load(&failures) > 0) {
                snprintf(path, sizeof(path), "tail -20 '%s/log' >&2", tmpdir);
                (void) system(path);
                return EXIT_FAILURE;
        }
        printf("stress-clients: PASS\n");
        return EXIT_SUCCESS;
}
