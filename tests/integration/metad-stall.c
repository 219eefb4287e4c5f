/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The users of tests/integration/metad-stall.sh: one that is served, and the ones that try to stall
 * preload-metad or overdraw its budget. Runs as root; each user is a child process that takes its
 * uid first (and keeps no capability).
 *
 *   metad-stall good SOCKET UID LIMIT_MS PATH...    a request of these files; prints the time to the
 *                                                   answer, fails when it took LIMIT_MS or more
 *   metad-stall linger SOCKET UID SEC PATH...       sends a TCP socket with SO_LINGER { 1, SEC } and
 *                                                   unsent data to a peer that never reads (and
 *                                                   these files, a pass to make before closing it)
 *   metad-stall fuse SOCKET UID DIR MODE            mounts a FUSE file system of its own on DIR
 *                                                   (user_id=UID) and sends its file: MODE flush: the
 *                                                   server never answers FLUSH; statfs: also
 *                                                   allow_other, nor STATFS; getattr: also nothing
 *                                                   after the open, GETATTR included
 *   metad-stall idle SOCKET UID N                   N connections that send nothing
 *   metad-stall userns SOCKET OWNER KUID PATH...    a request from a user namespace made by OWNER,
 *                                                   its uid 0 being KUID outside (a subordinate uid)
 *   metad-stall charge SOCKET UID MAX_BYTES PATH... these files opened (as root), the caches
 *                                                   dropped, then a request as UID with MAX_BYTES;
 *                                                   prints its answer (JSON)
 *   metad-stall window SOCKET UID WINDOW_SEC BUDGET PATH
 *                                                   requests at a window's edge; fails when more
 *                                                   than BUDGET bytes were read in any span of a
 *                                                   window
 *   metad-stall fuse-serve DIR                      (not a user of the helper: tests/integration/
 *                                                   launch.sh) mounts a FUSE file system on DIR
 *                                                   (allow_other) whose one file DIR/file
 *                                                   (FUSE_SERVE_SIZE bytes of zeros, a fixed
 *                                                   mtime) is served, READ and FLUSH included,
 *                                                   until SIGUSR1; from then on READ and FLUSH are
 *                                                   never answered (each logged on stderr), all
 *                                                   else still is. Prints "ready" once mounted,
 *                                                   "stalled" on SIGUSR1; unmounts (lazily) and
 *                                                   exits on SIGTERM, its end of /dev/fuse closed,
 *                                                   which aborts the connection and with it every
 *                                                   request left unanswered
 *
 * The stalling ones print "ready" once the helper has what stalls it, then hold it until SIGTERM.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/fuse.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <grp.h>
#include <time.h>
#include <unistd.h>

#include "metad.h"
#include "time-util.h"

static void die(const char *what) {
        fprintf(stderr, "metad-stall: %s: %s\n", what, strerror(errno));
        exit(2);
}

static void become(uid_t uid) {
        if (setgroups(0, NULL) < 0 || setresgid(uid, uid, uid) < 0 || setresuid(uid, uid, uid) < 0)
                die("setresuid");
}

static void hold(void) {
        sigset_t ss;
        int sig;

        printf("ready\n");
        fflush(stdout);
        sigemptyset(&ss);
        sigaddset(&ss, SIGTERM);
        sigaddset(&ss, SIGINT);
        sigprocmask(SIG_BLOCK, &ss, NULL);
        sigwait(&ss, &sig);
}

/* Sends fd to the helper, not waiting long for the answer: a stalled helper gives none. */
static void send_fd(const char *sock, int fd, const char *what) {
        MetadResponse resp;
        uint8_t flag = 0;
        int r = metad_client_request(sock, &fd, &flag, 1, 0, 500 * 1000, &resp);

        fprintf(stderr, "metad-stall: %s sent: %s\n", what,
                r < 0 ? strerror(-r) : metad_refusal_to_string(resp.refusal[0]));
}

static int open_all(char **paths, int n, int *fds, uint8_t *flags) {
        for (int i = 0; i < n; i++) {
                struct stat st;
                fds[i] = open(paths[i], O_RDONLY | O_CLOEXEC);
                if (fds[i] < 0 || fstat(fds[i], &st) < 0)
                        die(paths[i]);
                flags[i] = S_ISDIR(st.st_mode) ? METAD_FD_DIRECTORY_BLOCKS : 0;
        }
        return n;
}

/*
 * Sends fds to the helper and closes fds[0] as soon as it is sent: the helper's copy is then the
 * last, whose close() lingers (closed after the answer, the sender's own close would be the one
 * to wait). The other descriptors (ext4 files) give the helper a pass to make first, so that this
 * close comes before the helper's.
 */
static void send_fds_and_close(const char *sock, int *fds, const uint8_t *flags, size_t n, const char *what) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        union {
                struct cmsghdr align;
                char buf[CMSG_SPACE(sizeof(int) * METAD_MAX_FDS)];
        } control = {};
        uint8_t out[METAD_REQUEST_MAX], in[METAD_RESPONSE_MAX];
        MetadRequest req = { .n_fds = n };
        struct iovec iov = { out, 0 };
        struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf,
                             .msg_controllen = CMSG_SPACE(sizeof(int) * n) };
        struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
        MetadResponse resp;
        const char *why;
        ssize_t got;
        int sk;

        memcpy(req.fd_flags, flags, n);
        iov.iov_len = (size_t) metad_request_build(&req, out, sizeof(out));
        *cm = (struct cmsghdr) { .cmsg_len = CMSG_LEN(sizeof(int) * n), .cmsg_level = SOL_SOCKET, .cmsg_type = SCM_RIGHTS };
        memcpy(CMSG_DATA(cm), fds, sizeof(int) * n);
        snprintf(sa.sun_path, sizeof(sa.sun_path), "%s", sock);
        sk = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
        if (sk < 0 || connect(sk, (struct sockaddr *) &sa, sizeof(sa)) < 0 || sendmsg(sk, &mh, MSG_NOSIGNAL) < 0)
                die("send");
        close(fds[0]);
        got = poll(&(struct pollfd) { .fd = sk, .events = POLLIN }, 1, 2000) > 0 ? recv(sk, in, sizeof(in), 0) : -1;
        fprintf(stderr, "metad-stall: %s sent: %s\n", what,
                got > 0 && metad_response_parse(in, (size_t) got, &resp, &why) >= 0 ?
                metad_refusal_to_string(resp.refusal[0]) : "no answer");
        close(sk);
}

static int do_good(char **argv, int argc) {
        int fds[METAD_MAX_FDS], n = argc - 3, r;
        uint8_t flags[METAD_MAX_FDS];
        long limit_ms = atol(argv[2]);
        MetadResponse resp;
        uint64_t t0, ms;

        become((uid_t) atol(argv[1]));
        open_all(argv + 3, n, fds, flags);
        t0 = now_usec(CLOCK_MONOTONIC);
        r = metad_client_request(argv[0], fds, flags, (size_t) n, 0, UINT64_C(5) * 1000000, &resp);
        ms = (now_usec(CLOCK_MONOTONIC) - t0) / 1000;
        if (r < 0) {
                printf("no answer after %llu ms: %s\n", (unsigned long long) ms, strerror(-r));
                return 1;
        }
        printf("answered in %llu ms: status %d, %llu bytes, first descriptor %s\n", (unsigned long long) ms,
               resp.status, (unsigned long long) resp.stats.bytes, metad_refusal_to_string(resp.refusal[0]));
        return resp.status == 0 && resp.refusal[0] == METAD_ACCEPTED && (long) ms < limit_ms ? 0 : 1;
}

static int do_linger(char **argv, int argc) {
        struct sockaddr_in sa = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
        socklen_t l = sizeof(sa);
        static char junk[65536];
        int lfd, fd, fds[METAD_MAX_FDS];
        uint8_t flags[METAD_MAX_FDS] = {};

        become((uid_t) atol(argv[1]));
        open_all(argv + 3, argc - 3, fds + 1, flags + 1);
        /* A listener that never accepts: the connection is made, its data never read. */
        lfd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (lfd < 0 || bind(lfd, (struct sockaddr *) &sa, sizeof(sa)) < 0 || listen(lfd, 1) < 0 ||
            getsockname(lfd, (struct sockaddr *) &sa, &l) < 0)
                die("listen");
        fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
        if (fd < 0 || (connect(fd, (struct sockaddr *) &sa, sizeof(sa)) < 0 && errno != EINPROGRESS))
                die("connect");
        usleep(100 * 1000);
        /* Until the peer's window and our send buffer are full: data that cannot go out. */
        while (send(fd, junk, sizeof(junk), MSG_NOSIGNAL) > 0)
                ;
        if (setsockopt(fd, SOL_SOCKET, SO_LINGER, &(struct linger) { 1, atoi(argv[2]) }, sizeof(struct linger)) < 0)
                die("SO_LINGER");
        fds[0] = fd;
        send_fds_and_close(argv[0], fds, flags, (size_t) argc - 2, "lingering socket");
        hold();
        return 0;
}

/* fuse-serve's file: larger than one read-ahead request, so that several READs are left waiting. */
#define FUSE_SERVE_SIZE (1024u * 1024u)
#define FUSE_SERVE_MTIME 1700000000u
#define FUSE_SERVE_MTIME_NSEC 123456789u

/* The FUSE server: answers what opening its one file takes, then (by mode) goes silent. */
typedef struct Fuse {
        int fd;
        uid_t uid;
        const char *mode;
        bool opened;
        /* fuse-serve: everything is answered until stalled, then READ and FLUSH never are */
        bool serve;
        atomic_bool stalled;
} Fuse;

static void fuse_attr_fill(const Fuse *f, struct fuse_attr *a, uint64_t ino) {
        uint64_t size = f->serve ? FUSE_SERVE_SIZE : 4096;

        *a = (struct fuse_attr) { .ino = ino, .mode = ino == FUSE_ROOT_ID ? S_IFDIR | 0755 : S_IFREG | 0444,
                                  .nlink = 1, .size = size, .blocks = size / 512, .uid = f->uid, .gid = f->uid,
                                  .blksize = 4096 };
        if (f->serve) {
                /* What a profile's "id" line records: it must read the same every time. */
                a->mtime = a->ctime = a->atime = FUSE_SERVE_MTIME;
                a->mtimensec = a->ctimensec = a->atimensec = FUSE_SERVE_MTIME_NSEC;
        }
}

static void fuse_reply(Fuse *f, uint64_t unique, int error, const void *payload, size_t size) {
        char buf[sizeof(struct fuse_out_header) + 256];
        struct fuse_out_header h = { .len = (uint32_t) (sizeof(h) + size), .error = error, .unique = unique };

        memcpy(buf, &h, sizeof(h));
        /* An error or an empty answer has no payload: memcpy() from NULL is undefined even for 0 bytes. */
        if (size > 0)
                memcpy(buf + sizeof(h), payload, size);
        (void) !write(f->fd, buf, sizeof(h) + size);
}

/* fuse-serve's answer to a READ: zeros, up to the end of the file. */
static void fuse_reply_read(Fuse *f, uint64_t unique, const struct fuse_read_in *ri) {
        static const char zeros[1024 * 1024];
        uint64_t size = ri->offset >= FUSE_SERVE_SIZE ? 0 : FUSE_SERVE_SIZE - ri->offset;
        struct fuse_out_header h = { .unique = unique };
        struct iovec iov[2];

        if (size > ri->size)
                size = ri->size;
        if (size > sizeof(zeros))
                size = sizeof(zeros);
        h.len = (uint32_t) (sizeof(h) + size);
        iov[0] = (struct iovec) { &h, sizeof(h) };
        iov[1] = (struct iovec) { (void *) zeros, (size_t) size };
        (void) !writev(f->fd, iov, 2);
}

/* fuse-serve, stalled: the request is left unanswered, and said so (with the time, for the test). */
static bool fuse_serve_silent(Fuse *f, const struct fuse_in_header *in, const void *arg) {
        struct timespec ts;

        if (!atomic_load(&f->stalled) || (in->opcode != FUSE_READ && in->opcode != FUSE_FLUSH))
                return false;
        clock_gettime(CLOCK_REALTIME, &ts);
        if (in->opcode == FUSE_READ)
                fprintf(stderr, "fuse-serve: READ %llu+%u left unanswered (at %lld%09ld, pid %u)\n",
                        (unsigned long long) ((const struct fuse_read_in *) arg)->offset,
                        ((const struct fuse_read_in *) arg)->size, (long long) ts.tv_sec, ts.tv_nsec,
                        (unsigned) in->pid);
        else
                fprintf(stderr, "fuse-serve: FLUSH left unanswered (at %lld%09ld, pid %u)\n", (long long) ts.tv_sec,
                        ts.tv_nsec, (unsigned) in->pid);
        return true;
}

/* fuse-serve's answers beyond what the other modes answer: what reading the file, and stat() and
 * open() of it and of the root, take. Whether it answered. */
static bool fuse_serve_reply(Fuse *f, const struct fuse_in_header *in, const void *arg) {
        switch (in->opcode) {
        case FUSE_READ:
                fuse_reply_read(f, in->unique, arg);
                return true;
        case FUSE_OPENDIR: {
                struct fuse_open_out o = { .fh = 2 };
                fuse_reply(f, in->unique, 0, &o, sizeof(o));
                return true;
        }
        case FUSE_READDIR: /* nothing listed: the lookup of "file" finds it */
        case FUSE_RELEASEDIR:
        case FUSE_ACCESS:
                fuse_reply(f, in->unique, 0, NULL, 0);
                return true;
        case FUSE_STATFS: {
                struct fuse_statfs_out o = { .st = { .blocks = FUSE_SERVE_SIZE / 4096, .files = 2, .bsize = 4096,
                                                     .namelen = 255, .frsize = 4096 } };
                fuse_reply(f, in->unique, 0, &o, sizeof(o));
                return true;
        }
        default:
                return false;
        }
}

static void *fuse_serve(void *userdata) {
        static char buf[FUSE_MIN_READ_BUFFER + 1024 * 1024];
        Fuse *f = userdata;

        for (;;) {
                ssize_t n = read(f->fd, buf, sizeof(buf));
                struct fuse_in_header *in = (struct fuse_in_header *) buf;
                const void *arg = buf + sizeof(*in);
                bool silent;

                if (n < 0 && errno == EINTR)
                        continue;
                if (n < (ssize_t) sizeof(*in))
                        return NULL;
                if (f->serve)
                        silent = fuse_serve_silent(f, in, arg);
                else
                        silent = f->opened && (strcmp(f->mode, "getattr") == 0 || (in->opcode != FUSE_GETATTR &&
                                                                                    in->opcode != FUSE_LOOKUP &&
                                                                                    in->opcode != FUSE_RELEASE));
                if (in->opcode == FUSE_FORGET || in->opcode == FUSE_BATCH_FORGET || in->opcode == FUSE_INTERRUPT || silent)
                        continue;
                if (f->serve && fuse_serve_reply(f, in, arg))
                        continue;
                switch (in->opcode) {
                case FUSE_INIT: {
                        const struct fuse_init_in *ii = arg;
                        struct fuse_init_out o = { .major = FUSE_KERNEL_VERSION, .minor = ii->minor < 31 ? ii->minor : 31,
                                                   .max_readahead = ii->max_readahead, .max_background = 16,
                                                   .congestion_threshold = 12, .max_write = 4096, .time_gran = 1 };
                        /* fuse-serve reads ahead in the background, as a libfuse server does by default. */
                        if (f->serve)
                                o.flags = ii->flags & FUSE_ASYNC_READ;
                        fuse_reply(f, in->unique, 0, &o, sizeof(o));
                        break;
                }
                case FUSE_LOOKUP: {
                        struct fuse_entry_out o = { .nodeid = 2, .generation = 1, .entry_valid = 3600 };
                        if (in->nodeid != FUSE_ROOT_ID || strcmp(arg, "file") != 0) {
                                fuse_reply(f, in->unique, -ENOENT, NULL, 0);
                                break;
                        }
                        fuse_attr_fill(f, &o.attr, 2); /* attr_valid 0: stale at once */
                        fuse_reply(f, in->unique, 0, &o, sizeof(o));
                        break;
                }
                case FUSE_GETATTR: {
                        struct fuse_attr_out o = {};
                        fuse_attr_fill(f, &o.attr, in->nodeid);
                        fuse_reply(f, in->unique, 0, &o, sizeof(o));
                        break;
                }
                case FUSE_OPEN: {
                        struct fuse_open_out o = { .fh = 1 };
                        fuse_reply(f, in->unique, 0, &o, sizeof(o));
                        f->opened = true;
                        break;
                }
                case FUSE_FLUSH:
                case FUSE_RELEASE:
                        /* Never -ENOSYS for FLUSH: the kernel would send no FLUSH again, ever. */
                        fuse_reply(f, in->unique, 0, NULL, 0);
                        break;
                default:
                        fuse_reply(f, in->unique, -ENOSYS, NULL, 0);
                }
        }
}

static int do_fuse(char **argv) {
        uid_t uid = (uid_t) atol(argv[1]);
        const char *dir = argv[2];
        Fuse f = { .uid = uid, .mode = argv[3] };
        char opts[256], path[4096];
        pthread_t t;
        int pipefd[2], status;
        pid_t pid;
        char c;

        f.fd = open("/dev/fuse", O_RDWR | O_CLOEXEC);
        if (f.fd < 0)
                die("/dev/fuse");
        snprintf(opts, sizeof(opts), "fd=%d,rootmode=40000,user_id=%u,group_id=%u%s", f.fd, (unsigned) uid,
                 (unsigned) uid, strcmp(f.mode, "flush") == 0 ? "" : ",allow_other");
        if (mount("stall", dir, "fuse.stall", MS_NOSUID | MS_NODEV, opts) < 0)
                die("mount");
        if (pthread_create(&t, NULL, fuse_serve, &f) != 0)
                die("pthread_create");
        if (pipe2(pipefd, O_CLOEXEC) < 0)
                die("pipe");
        pid = fork();
        if (pid < 0)
                die("fork");
        if (pid == 0) {
                int fd;
                /* The server's end stays with the parent alone: its exit must abort the
                 * connection, which a copy here would keep up (this process's own close of the
                 * file waits for FLUSH too). */
                close(f.fd);
                become(uid);
                snprintf(path, sizeof(path), "%s/file", dir);
                fd = open(path, O_RDONLY | O_CLOEXEC);
                if (fd < 0)
                        die(path);
                send_fd(argv[0], fd, f.mode);
                (void) !write(pipefd[1], "x", 1);
                /* Keeps its own descriptor: its close would wait for FLUSH too. Ends with the
                 * server (the connection is aborted when /dev/fuse is closed). */
                pause();
                _exit(0);
        }
        close(pipefd[1]);
        if (read(pipefd[0], &c, 1) != 1)
                die("the FUSE user");
        hold();
        /* Unmounted first; the server's end goes with this process, which aborts what waits. */
        (void) umount2(dir, MNT_DETACH);
        kill(pid, SIGKILL);
        (void) waitpid(pid, &status, WNOHANG);
        _exit(0);
}

/*
 * fuse-serve DIR: the file system stays mounted and served until SIGTERM; SIGUSR1 stalls READ and
 * FLUSH. Nothing here keeps a copy of /dev/fuse (no fork, O_CLOEXEC): however this process ends,
 * even by SIGKILL, the connection is aborted with it, and whatever waits for an answer fails.
 */
static int do_fuse_serve(char **argv) {
        const char *dir = argv[0];
        Fuse f = { .uid = 0, .mode = "serve", .serve = true };
        char opts[256];
        sigset_t ss;
        pthread_t t;
        int sig;

        /* Blocked before the server's thread starts, which inherits the mask: the signals come
         * to sigwait() below. */
        sigemptyset(&ss);
        sigaddset(&ss, SIGTERM);
        sigaddset(&ss, SIGINT);
        sigaddset(&ss, SIGUSR1);
        sigprocmask(SIG_BLOCK, &ss, NULL);
        atomic_init(&f.stalled, false);
        f.fd = open("/dev/fuse", O_RDWR | O_CLOEXEC);
        if (f.fd < 0)
                die("/dev/fuse");
        /* allow_other: readable by every user, not only by root (its mounter). */
        snprintf(opts, sizeof(opts), "fd=%d,rootmode=40000,user_id=0,group_id=0,allow_other", f.fd);
        if (mount("stall", dir, "fuse.stall", MS_NOSUID | MS_NODEV, opts) < 0)
                die("mount");
        if (pthread_create(&t, NULL, fuse_serve, &f) != 0)
                die("pthread_create");
        printf("ready\n");
        for (;;) {
                if (sigwait(&ss, &sig) != 0 || sig != SIGUSR1)
                        break;
                atomic_store(&f.stalled, true);
                printf("stalled\n");
        }
        (void) umount2(dir, MNT_DETACH);
        /* The thread still reads /dev/fuse: exit ends it, and the last close of it aborts. */
        _exit(0);
}

static int do_idle(char **argv) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        int n = atoi(argv[2]), refused = 0;

        become((uid_t) atol(argv[1]));
        snprintf(sa.sun_path, sizeof(sa.sun_path), "%s", argv[0]);
        for (int i = 0; i < n; i++) {
                int fd = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
                if (fd < 0 || connect(fd, (struct sockaddr *) &sa, sizeof(sa)) < 0)
                        die("connect");
        }
        /* What the helper answered at once (a refusal, or the end of the connection). */
        usleep(300 * 1000);
        for (int fd = 3; fd < 3 + n; fd++)
                refused += poll(&(struct pollfd) { .fd = fd, .events = POLLIN }, 1, 0) > 0;
        fprintf(stderr, "metad-stall: %d idle connections, %d of them refused at once\n", n, refused);
        hold();
        return 0;
}

static int do_userns(char **argv, int argc) {
        uid_t owner = (uid_t) atol(argv[1]), kuid = (uid_t) atol(argv[2]);
        int go[2], ready[2], status;
        char path[64], map[64];
        pid_t pid;
        char c;

        if (pipe2(go, O_CLOEXEC) < 0 || pipe2(ready, O_CLOEXEC) < 0)
                die("pipe");
        pid = fork();
        if (pid < 0)
                die("fork");
        if (pid == 0) {
                int fds[METAD_MAX_FDS], n = argc - 3, r;
                uint8_t flags[METAD_MAX_FDS];
                MetadResponse resp;

                become(owner);
                if (unshare(CLONE_NEWUSER) < 0)
                        die("unshare");
                (void) !write(ready[1], "x", 1);
                if (read(go[0], &c, 1) != 1)
                        _exit(2);
                /* uid 0 inside, KUID outside: what SO_PEERCRED reports. */
                if (setresgid(0, 0, 0) < 0 || setresuid(0, 0, 0) < 0)
                        die("setresuid inside");
                open_all(argv + 3, n, fds, flags);
                r = metad_client_request(argv[0], fds, flags, (size_t) n, 0, UINT64_C(5) * 1000000, &resp);
                if (r < 0)
                        printf("refused: %s\n", strerror(-r));
                else
                        printf("answered: status %d, first descriptor %s, budget left %llu\n", resp.status,
                               metad_refusal_to_string(resp.refusal[0]), (unsigned long long) resp.budget_left);
                _exit(r < 0 ? 1 : 0);
        }
        if (read(ready[0], &c, 1) != 1)
                die("the user namespace");
        /* Maps written from outside by root, as newuidmap would from /etc/subuid. */
        snprintf(path, sizeof(path), "/proc/%d/setgroups", (int) pid);
        int fd = open(path, O_WRONLY | O_CLOEXEC);
        if (fd < 0 || write(fd, "deny", 4) != 4)
                die(path);
        close(fd);
        snprintf(map, sizeof(map), "0 %u 1", (unsigned) kuid);
        for (int i = 0; i < 2; i++) {
                snprintf(path, sizeof(path), "/proc/%d/%s", (int) pid, i == 0 ? "uid_map" : "gid_map");
                fd = open(path, O_WRONLY | O_CLOEXEC);
                if (fd < 0 || write(fd, map, strlen(map)) != (ssize_t) strlen(map))
                        die(path);
                close(fd);
        }
        (void) !write(go[1], "x", 1);
        if (waitpid(pid, &status, 0) < 0)
                die("waitpid");
        return WIFEXITED(status) ? WEXITSTATUS(status) : 2;
}

static int do_charge(char **argv, int argc) {
        int fds[METAD_MAX_FDS], n = argc - 3, r;
        uint8_t flags[METAD_MAX_FDS];
        MetadResponse resp;
        int fd;

        /* Opened before the drop, as preloadd holds a launch's descriptors: what the helper then
         * reads, the client's own lookups did not read before. */
        open_all(argv + 3, n, fds, flags);
        sync();
        fd = open("/proc/sys/vm/drop_caches", O_WRONLY | O_CLOEXEC);
        if (fd < 0 || write(fd, "3", 1) != 1)
                die("drop_caches");
        close(fd);
        become((uid_t) atol(argv[1]));
        r = metad_client_request(argv[0], fds, flags, (size_t) n, strtoull(argv[2], NULL, 10), UINT64_C(20) * 1000000,
                                 &resp);
        if (r < 0) {
                fprintf(stderr, "metad-stall: %s: %s\n", argv[0], strerror(-r));
                return 1;
        }
        printf("{\"status\": %d, \"bytes\": %llu, \"blocks\": %llu, \"budget_left\": %llu, \"first\": \"%s\"}\n",
               resp.status, (unsigned long long) resp.stats.bytes, (unsigned long long) resp.stats.blocks,
               (unsigned long long) resp.budget_left, metad_refusal_to_string(resp.refusal[0]));
        return 0;
}

/*
 * One small request at the start of a window, then as many as the budget allows from 0.8 to 1.4
 * windows on: with a fixed window from the first request, the budget is spent just before the
 * edge and again just after. Prints the most bytes read in any span of one window.
 */
static int do_window(char **argv) {
        uint64_t window = (uint64_t) atol(argv[2]) * 1000000, budget = strtoull(argv[3], NULL, 10), t0;
        uint64_t at[4096], bytes[4096], most = 0;
        int fd, n = 0, accepted = 0;
        uint8_t flag;

        become((uid_t) atol(argv[1]));
        open_all(argv + 4, 1, &fd, &flag);
        t0 = now_usec(CLOCK_MONOTONIC);
        for (uint64_t now = t0; now < t0 + window * 14 / 10 && n < 4096; now = now_usec(CLOCK_MONOTONIC)) {
                MetadResponse resp;
                if (n == 1 && now < t0 + window * 8 / 10)
                        usleep((useconds_t) (t0 + window * 8 / 10 - now));
                if (metad_client_request(argv[0], &fd, &flag, 1, 0, UINT64_C(5) * 1000000, &resp) < 0)
                        die("request");
                at[n] = now_usec(CLOCK_MONOTONIC);
                bytes[n] = resp.stats.bytes;
                accepted += resp.refusal[0] == METAD_ACCEPTED;
                n++;
                if (n > 1)
                        usleep(20 * 1000);
        }
        for (int i = 0; i < n; i++) {
                uint64_t sum = 0;
                for (int j = i; j < n && at[j] < at[i] + window; j++)
                        sum += bytes[j];
                if (sum > most)
                        most = sum;
        }
        printf("%d requests, %d accepted; at most %llu bytes read in a window's span (budget %llu)\n", n, accepted,
               (unsigned long long) most, (unsigned long long) budget);
        return most <= budget ? 0 : 1;
}

int main(int argc, char **argv) {
        const char *verb = argc > 1 ? argv[1] : "";

        setvbuf(stdout, NULL, _IOLBF, 0);
        if (strcmp(verb, "good") == 0 && argc >= 6)
                return do_good(argv + 2, argc - 2);
        if (strcmp(verb, "linger") == 0 && argc >= 5)
                return do_linger(argv + 2, argc - 2);
        if (strcmp(verb, "fuse") == 0 && argc == 6)
                return do_fuse(argv + 2);
        if (strcmp(verb, "fuse-serve") == 0 && argc == 3)
                return do_fuse_serve(argv + 2);
        if (strcmp(verb, "idle") == 0 && argc == 5)
                return do_idle(argv + 2);
        if (strcmp(verb, "userns") == 0 && argc >= 6)
                return do_userns(argv + 2, argc - 2);
        if (strcmp(verb, "charge") == 0 && argc >= 6)
                return do_charge(argv + 2, argc - 2);
        if (strcmp(verb, "window") == 0 && argc == 7)
                return do_window(argv + 2);
        fprintf(stderr, "usage: metad-stall good|linger|fuse|idle|userns|charge|window SOCKET ...\n"
                        "       metad-stall fuse-serve DIR\n");
        return 2;
}
