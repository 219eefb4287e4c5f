/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preload-metad: the root metadata pass (libpreload/meta/ext4meta) for users' warms. It reads only
 * the ext4 metadata of files whose open, readable descriptors a client sends it (never paths),
 * within a per-user byte budget, and answers with counts and refusal codes, never data.
 * Socket-activated (preload-metad.socket); exits when idle.
 *
 * Any local user may connect, so nothing a user sends may stop it: one thread serves every
 * connection from the event loop, each with its own deadline, at most CONNECTIONS_PER_USER per
 * user; it asks nothing of a descriptor's file system before the mount table says it is ext4; and
 * it never closes a descriptor a user sent (closer.h). The passes run on the loop one at a time:
 * they read only the block device, bounded by the budget.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <systemd/sd-daemon.h>
#include <systemd/sd-event.h>
#include <unistd.h>

#include "budget-window.h"
#include "build-config.h"
#include "closer.h"
#include "ext4meta.h"
#include "macro.h"
#include "metad.h"
#include "mountinfo.h"
#include "time-util.h"
#include "userns.h"

#define log_error(fmt, ...) fprintf(stderr, SD_ERR fmt "\n", ##__VA_ARGS__)
#define log_info(fmt, ...) fprintf(stderr, SD_INFO fmt "\n", ##__VA_ARGS__)

#ifndef SO_PEERPIDFD
#define SO_PEERPIDFD 77 /* Linux 6.5 */
#endif

/* Users remembered at once; the one used least recently (and holding no connection) goes first. */
#define USERS_MAX 1024
/* How long one client may take to send its request. */
#define RECEIVE_TIMEOUT_USEC (UINT64_C(2) * 1000000)
/* Connections one user may hold open, and descriptors of theirs not closed yet (a close that does
 * not return holds them): past either, the user's new connections are refused (EBUSY). */
#define CONNECTIONS_PER_USER 8
#define CLOSES_PER_USER 1024
/* Every request with a pass costs at least this much budget, even one that reads nothing (what it
 * wanted was cached): a user's requests cost the helper work whatever they read. */
#define REQUEST_MIN_CHARGE (UINT64_C(16) * 1024)
/* The account of every peer outside the initial user namespace: refused, and capped together. */
#define UID_OUTSIDE ((uid_t) -1)
/* Descriptors kept free: one request's (the kernel's SCM_MAX_FD, 253), and some for the loop. A
 * message whose descriptors cannot all be installed has the rest closed inside recvmsg(). */
#define FDS_RESERVE 320
/* Connections taken per wake-up, and the pause when out of descriptors. */
#define ACCEPT_BURST 16
#define ACCEPT_PAUSE_USEC (UINT64_C(100) * 1000)

static const char *arg_socket;
static uint64_t arg_idle_usec = UINT64_C(30) * 1000000;
static uint64_t arg_budget_bytes = UINT64_C(64) << 20;
static uint64_t arg_window_usec = UINT64_C(600) * 1000000;

typedef struct User {
        uid_t uid;
        bool used;
        unsigned n_conns;
        uint64_t last_usec;
        BudgetWindow window; /* bytes charged, sliding (budget-window.h) */
} User;

typedef struct Helper Helper;

typedef struct Conn {
        Helper *h;
        User *user;
        int fd;
        sd_event_source *io, *deadline;
        struct Conn *prev, *next;
} Conn;

struct Helper {
        sd_event *event;
        sd_event_source *listen, *resume, *idle;
        User users[USERS_MAX];
        Conn *conns;
        size_t n_conns;
        uint64_t fd_limit;
};

/* The user's entry: found, new, or the least recently used one without a connection, reused. */
static User *helper_user(Helper *h, uid_t uid) {
        User *u = NULL;

        for (size_t i = 0; i < USERS_MAX; i++) {
                User *v = &h->users[i];
                if (v->used && v->uid == uid) {
                        u = v;
                        break;
                }
                if (v->n_conns == 0 && (!u || (u->used && (!v->used || v->last_usec < u->last_usec))))
                        u = v;
        }
        if (!u)
                return NULL;
        if (!u->used || u->uid != uid)
                *u = (User) { .uid = uid, .used = true };
        u->last_usec = now_usec(CLOCK_MONOTONIC);
        return u;
}

typedef struct Accepted {
        dev_t dev;
        ino_t ino;
        bool directory;
        size_t index;
} Accepted;

static int accepted_cmp(const void *a, const void *b) {
        const Accepted *x = a, *y = b;
        if (x->dev != y->dev)
                return x->dev < y->dev ? -1 : 1;
        return x->ino < y->ino ? -1 : x->ino > y->ino;
}

/*
 * Why a descriptor may not be used, or METAD_ACCEPTED with its identity in *ret. Nothing here asks
 * the file's file system anything: statx() with AT_STATX_DONT_SYNC answers from the kernel's
 * inode (fstat() would ask a FUSE server for attributes gone stale, fstatfs() for STATFS), and
 * whether the device is ext4 comes from the mount table (*mountinfo: read at the first use).
 */
static MetadRefusal check_fd(int fd, uint8_t flags, char **mountinfo, Accepted *ret) {
        struct statx stx;
        char type[64];
        dev_t dev;
        int fl;

        if (statx(fd, "", AT_EMPTY_PATH | AT_STATX_DONT_SYNC, STATX_TYPE | STATX_INO, &stx) < 0)
                return METAD_REFUSED_FILE_TYPE;
        fl = fcntl(fd, F_GETFL);
        if (fl < 0)
                return METAD_REFUSED_FILE_TYPE;
        /* An O_PATH descriptor can be had for a file one may not read: it proves nothing. */
        if (fl & O_PATH)
                return METAD_REFUSED_O_PATH;
        if ((fl & O_ACCMODE) != O_RDONLY && (fl & O_ACCMODE) != O_RDWR)
                return METAD_REFUSED_NOT_READABLE;
        if (!S_ISREG(stx.stx_mode) && !S_ISDIR(stx.stx_mode))
                return METAD_REFUSED_FILE_TYPE;
        dev = makedev(stx.stx_dev_major, stx.stx_dev_minor);
        /* ext2 and ext3 too: the pass reads them alike (one magic, as fstatfs() saw it). */
        if ((!*mountinfo && mountinfo_read(mountinfo) < 0) || mountinfo_fstype(*mountinfo, dev, type, sizeof(type)) < 0 ||
            (strcmp(type, "ext4") != 0 && strcmp(type, "ext3") != 0 && strcmp(type, "ext2") != 0))
                return METAD_REFUSED_NOT_EXT4;
        if (major(dev) == 0)
                return METAD_REFUSED_NO_BLOCK_DEVICE;
        *ret = (Accepted) { dev, stx.stx_ino, S_ISDIR(stx.stx_mode) && (flags & METAD_FD_DIRECTORY_BLOCKS), 0 };
        return METAD_ACCEPTED;
}

/* The pass for one request's accepted descriptors, one file system at a time, within the budget:
 * what is left of it over the window, and the request's own max_bytes over all its passes. */
static void helper_pass(User *u, const int *fds, const MetadRequest *req, MetadResponse *resp) {
        uint64_t now = now_usec(CLOCK_MONOTONIC), spent = budget_window_spent(&u->window, arg_window_usec, now);
        uint64_t left = arg_budget_bytes - MIN(spent, arg_budget_bytes), charge;
        _cleanup_free_ char *mountinfo = NULL;
        Accepted acc[METAD_MAX_FDS];
        Ext4MetaInode inodes[METAD_MAX_FDS];
        size_t n_acc = 0;

        for (size_t i = 0; i < req->n_fds; i++) {
                resp->refusal[i] = check_fd(fds[i], req->fd_flags[i], &mountinfo, &acc[n_acc]);
                if (resp->refusal[i] == METAD_ACCEPTED)
                        acc[n_acc++].index = i;
        }
        if (n_acc > 0 && left < REQUEST_MIN_CHARGE) {
                for (size_t i = 0; i < n_acc; i++)
                        resp->refusal[acc[i].index] = METAD_REFUSED_BUDGET;
                resp->status = -EDQUOT;
                n_acc = 0;
        }
        if (req->max_bytes > 0)
                left = MIN(left, req->max_bytes);
        qsort(acc, n_acc, sizeof(Accepted), accepted_cmp);
        for (size_t i = 0, j; i < n_acc; i = j) {
                Ext4MetaBudget budget = EXT4META_BUDGET_DEFAULT;
                _cleanup_free_ char *reason = NULL;
                Ext4MetaStats st = {};
                int r;

                for (j = i; j < n_acc && acc[j].dev == acc[i].dev; j++)
                        inodes[j - i] = (Ext4MetaInode) { (uint32_t) acc[j].ino, acc[j].directory }; /* ext4's */
                /* Every byte the pass reads counts here, libext2fs's own reads included. */
                budget.max_bytes = MIN(budget.max_bytes, left - MIN(resp->stats.bytes, left));
                r = ext4meta_pass(fds[acc[i].index], NULL, inodes, j - i, &budget, &st, NULL, &reason);
                ext4meta_stats_add(&resp->stats, &st);
                if (r < 0) {
                        log_error("uid %u: metadata pass failed: %s", (unsigned) u->uid, reason ? reason : strerror(-r));
                        for (size_t k = i; k < j; k++)
                                resp->refusal[acc[k].index] = METAD_REFUSED_PASS_FAILED;
                }
        }
        charge = n_acc > 0 ? MAX(resp->stats.bytes, REQUEST_MIN_CHARGE) : 0;
        budget_window_charge(&u->window, arg_window_usec, now_usec(CLOCK_MONOTONIC), charge);
        spent = budget_window_spent(&u->window, arg_window_usec, now_usec(CLOCK_MONOTONIC));
        resp->budget_left = arg_budget_bytes - MIN(spent, arg_budget_bytes);
}

/*
 * Closes a connection without waiting. Closing a unix socket releases whatever is queued in it,
 * and a descriptor in flight can be a socket that lingers or (through another unix socket)
 * anything: so only an empty one is closed here, the others on the closer. Shut down first, it
 * cannot be sent more; with SO_PASSCRED every queued message, an empty one without descriptors
 * too, peeks as truncated control data, and an empty queue as the end of the stream.
 */
static void socket_dispose(int fd, uid_t account) {
        char b;
        struct iovec iov = { &b, 1 };
        struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };

        (void) shutdown(fd, SHUT_RDWR);
        (void) setsockopt(fd, SOL_SOCKET, SO_PASSCRED, &(int) { 1 }, sizeof(int));
        if (recvmsg(fd, &mh, MSG_PEEK | MSG_DONTWAIT) == 0 && !(mh.msg_flags & MSG_CTRUNC))
                safe_close(fd);
        else if (closer_close(account, fd) < 0)
                log_error("out of memory: a connection's descriptor is left open");
}

/* A whole-request answer without descriptors (EPERM, EBUSY): metad_client_request() returns it. */
static void reply_status(int fd, int status) {
        uint8_t out[METAD_RESPONSE_MAX];
        int len = metad_response_build(&(MetadResponse) { .status = status }, out, sizeof(out));

        if (len > 0)
                (void) send(fd, out, (size_t) len, MSG_NOSIGNAL | MSG_DONTWAIT);
}

static Conn *conn_free(Conn *c) {
        if (!c)
                return NULL;
        sd_event_source_unref(c->io);
        sd_event_source_unref(c->deadline);
        if (c->prev)
                c->prev->next = c->next;
        else
                c->h->conns = c->next;
        if (c->next)
                c->next->prev = c->prev;
        c->h->n_conns--;
        c->user->n_conns--;
        return mfree(c);
}

/* The connection done with: its socket disposed of, its entry freed. */
static void conn_finish(Conn *c) {
        socket_dispose(c->fd, c->user->uid);
        conn_free(c);
}

/* One request, one response; every descriptor received goes to the closer. */
static int on_conn_io(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        Conn *c = userdata;
        union {
                struct cmsghdr align;
                char buf[CMSG_SPACE(sizeof(int) * (METAD_MAX_FDS + 3))];
        } control;
        uint8_t in[METAD_REQUEST_MAX + 1], out[METAD_RESPONSE_MAX];
        int fds[METAD_MAX_FDS + 3];
        size_t n_fds = 0;
        struct iovec iov = { in, sizeof(in) };
        struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf,
                             .msg_controllen = sizeof(control.buf) };
        uid_t uid = c->user->uid;
        MetadRequest req = {};
        MetadResponse resp = {};
        const char *why = NULL;
        ssize_t got;
        int len;

        /* Room for every descriptor the message may carry, else they would be closed in recvmsg(). */
        if (c->h->n_conns + closer_pending_total() + FDS_RESERVE > c->h->fd_limit) {
                reply_status(fd, -EBUSY);
                conn_finish(c);
                return 0;
        }
        got = recvmsg(fd, &mh, MSG_DONTWAIT | MSG_CMSG_CLOEXEC);
        if (got < 0 && (errno == EAGAIN || errno == EINTR))
                return 0;
        for (struct cmsghdr *cm = CMSG_FIRSTHDR(&mh); got >= 0 && cm; cm = CMSG_NXTHDR(&mh, cm))
                if (cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS) {
                        size_t k = (cm->cmsg_len - CMSG_LEN(0)) / sizeof(int);
                        for (size_t i = 0; i < k && n_fds < ELEMENTSOF(fds); i++)
                                memcpy(&fds[n_fds++], CMSG_DATA(cm) + i * sizeof(int), sizeof(int));
                }
        /* Nothing, and no descriptor: the client went away (or sent an empty message). */
        if (got > 0 || n_fds > 0) {
                resp.n_fds = MIN(n_fds, (size_t) METAD_MAX_FDS);
                if (mh.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) {
                        resp.status = -EBADMSG;
                        why = "request or descriptors truncated";
                } else if (metad_request_parse(in, (size_t) got, n_fds, &req, &why) < 0)
                        resp.status = -EBADMSG;
                else {
                        helper_pass(c->user, fds, &req, &resp);
                        log_info("uid %u: %zu descriptors, %" PRIu64 " blocks in %" PRIu64 " requests (%" PRIu64
                                 " bytes), %" PRIu64 " bytes of budget left",
                                 (unsigned) uid, req.n_fds, resp.stats.blocks, resp.stats.requests,
                                 resp.stats.bytes, resp.budget_left);
                }
                if (why)
                        log_error("uid %u: bad request: %s", (unsigned) uid, why);
                len = metad_response_build(&resp, out, sizeof(out));
                if (len > 0)
                        (void) send(fd, out, (size_t) len, MSG_NOSIGNAL | MSG_DONTWAIT);
        }
        for (size_t i = 0; i < n_fds; i++)
                if (closer_close(uid, fds[i]) < 0)
                        log_error("out of memory: a descriptor of uid %u is left open", (unsigned) uid);
        conn_finish(c);
        return 0;
}

static int on_conn_deadline(sd_event_source *s, uint64_t usec, void *userdata) {
        conn_finish(userdata);
        return 0;
}

/*
 * Whether the peer may be served at all: a process outside the initial user namespace is
 * refused, since its uid may be one of a user's subordinate uids, each of which would otherwise
 * have a budget of its own (userns.h). The pidfd of the process that connected (SO_PEERPIDFD,
 * Linux 6.5) tells a pid reused meanwhile; before 6.5, a pidfd taken now narrows the race to
 * the time between connect() and here.
 */
static bool peer_allowed(int cfd, pid_t pid) {
        _cleanup_close_ int pidfd = -EBADF;
        socklen_t l = sizeof(pidfd);

        if (getsockopt(cfd, SOL_SOCKET, SO_PEERPIDFD, &pidfd, &l) < 0)
                pidfd = (int) syscall(SYS_pidfd_open, pid, 0);
        return userns_pid_is_initial(pid, pidfd) > 0;
}

/* A new connection: refused at once (answered with the status), or served from the loop. */
static void helper_admit(Helper *h, int cfd) {
        struct ucred cred;
        socklen_t l = sizeof(cred);
        uid_t account = UID_OUTSIDE;
        User *u = NULL;
        Conn *c = NULL;
        int status = 0;

        if (getsockopt(cfd, SOL_SOCKET, SO_PEERCRED, &cred, &l) < 0)
                status = -EACCES;
        else if (!peer_allowed(cfd, cred.pid)) {
                log_info("pid %d of uid %u: outside the initial user namespace (or gone), refused", (int) cred.pid,
                         (unsigned) cred.uid);
                status = -EPERM;
        } else {
                account = cred.uid;
                u = helper_user(h, cred.uid);
                if (!u || u->n_conns >= CONNECTIONS_PER_USER || closer_pending(account) >= CLOSES_PER_USER)
                        status = -EBUSY;
        }
        if (status == 0)
                c = calloc(1, sizeof(Conn));
        if (c) {
                *c = (Conn) { .h = h, .user = u, .fd = cfd, .next = h->conns };
                if (sd_event_add_io(h->event, &c->io, cfd, EPOLLIN, on_conn_io, c) < 0 ||
                    sd_event_add_time_relative(h->event, &c->deadline, CLOCK_MONOTONIC, RECEIVE_TIMEOUT_USEC, 0,
                                               on_conn_deadline, c) < 0) {
                        sd_event_source_unref(c->io);
                        c = mfree(c);
                }
        }
        if (!c) {
                reply_status(cfd, status < 0 ? status : -ENOMEM);
                socket_dispose(cfd, account);
                return;
        }
        if (h->conns)
                h->conns->prev = c;
        h->conns = c;
        h->n_conns++;
        u->n_conns++;
}

static int on_connection(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        Helper *h = userdata;

        for (unsigned i = 0; i < ACCEPT_BURST; i++) {
                int cfd = accept4(fd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);

                if (cfd < 0) {
                        /* Out of descriptors: the socket stays readable; look again in a while. */
                        if (errno == EMFILE || errno == ENFILE) {
                                (void) sd_event_source_set_enabled(h->listen, SD_EVENT_OFF);
                                (void) sd_event_source_set_time_relative(h->resume, ACCEPT_PAUSE_USEC);
                                (void) sd_event_source_set_enabled(h->resume, SD_EVENT_ONESHOT);
                        }
                        break;
                }
                helper_admit(h, cfd);
        }
        /* Busy: the idle exit starts counting again. */
        (void) sd_event_source_set_time_relative(h->idle, arg_idle_usec);
        (void) sd_event_source_set_enabled(h->idle, SD_EVENT_ONESHOT);
        return 0;
}

static int on_resume(sd_event_source *s, uint64_t usec, void *userdata) {
        Helper *h = userdata;
        return sd_event_source_set_enabled(h->listen, SD_EVENT_ON);
}

/* Idle: exits, unless a connection is open or a descriptor is still to be closed (a process
 * whose close never returns cannot end, and would keep the socket's next start waiting). */
static int on_idle(sd_event_source *s, uint64_t usec, void *userdata) {
        Helper *h = userdata;

        if (h->n_conns == 0 && closer_pending_total() == 0)
                return sd_event_exit(h->event, 0);
        (void) sd_event_source_set_time_relative(h->idle, arg_idle_usec);
        return sd_event_source_set_enabled(h->idle, SD_EVENT_ONESHOT);
}

static int listen_socket(const char *path) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        _cleanup_close_ int fd = -EBADF;

        if (strlen(path) >= sizeof(sa.sun_path))
                return -ENAMETOOLONG;
        strcpy(sa.sun_path, path);
        fd = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
        if (fd < 0)
                return -errno;
        (void) unlink(path);
        if (bind(fd, (struct sockaddr *) &sa, sizeof(sa)) < 0 || chmod(path, 0666) < 0 || listen(fd, 64) < 0)
                return -errno;
        return TAKE_FD(fd);
}

static void help(void) {
        printf("preload-metad [OPTIONS]\n\n"
               "The root metadata pass for users' warms, on the descriptors they send.\n\n"
               "  -h --help                 Show this help\n"
               "     --version              Show the version\n"
               "     --socket=PATH          Listen on PATH instead of the socket systemd passes\n"
               "     --idle-sec=SEC         Exit after SEC seconds without a request (default 30)\n"
               "     --budget-bytes=BYTES   Metadata bytes one user may have read per window (default 64 MiB)\n"
               "     --window-sec=SEC       The budget's window (default 600)\n");
}

static int parse_u64(const char *s, uint64_t *ret) {
        char *end;
        unsigned long long v;

        errno = 0;
        v = strtoull(s, &end, 10);
        if (errno != 0 || end == s || *end != 0 || s[0] == '-')
                return -EINVAL;
        *ret = v;
        return 0;
}

static int parse_argv(int argc, char **argv) {
        enum { ARG_VERSION = 0x100, ARG_SOCKET, ARG_IDLE, ARG_BUDGET, ARG_WINDOW };
        static const struct option options[] = {
                { "help", no_argument, NULL, 'h' },
                { "version", no_argument, NULL, ARG_VERSION },
                { "socket", required_argument, NULL, ARG_SOCKET },
                { "idle-sec", required_argument, NULL, ARG_IDLE },
                { "budget-bytes", required_argument, NULL, ARG_BUDGET },
                { "window-sec", required_argument, NULL, ARG_WINDOW },
                {},
        };
        uint64_t v;
        int c;

        while ((c = getopt_long(argc, argv, "h", options, NULL)) >= 0)
                switch (c) {
                case 'h':
                        help();
                        return 0;
                case ARG_VERSION:
                        printf("preload-metad %s\n", PACKAGE_VERSION);
                        return 0;
                case ARG_SOCKET:
                        if (optarg[0] != '/') {
                                fprintf(stderr, "preload-metad: --socket= needs an absolute path: %s\n", optarg);
                                return -EINVAL;
                        }
                        arg_socket = optarg;
                        break;
                case ARG_IDLE:
                case ARG_BUDGET:
                case ARG_WINDOW:
                        if (parse_u64(optarg, &v) < 0 || (c != ARG_BUDGET && (v == 0 || v > UINT32_MAX))) {
                                fprintf(stderr, "preload-metad: %s: not a valid value\n", optarg);
                                return -EINVAL;
                        }
                        if (c == ARG_IDLE)
                                arg_idle_usec = v * 1000000;
                        else if (c == ARG_WINDOW)
                                arg_window_usec = v * 1000000;
                        else
                                arg_budget_bytes = v;
                        break;
                default:
                        return -EINVAL;
                }
        if (optind < argc) {
                fprintf(stderr, "preload-metad: unexpected argument '%s'\n", argv[optind]);
                return -EINVAL;
        }
        return 1;
}

static int run(int argc, char **argv) {
        static Helper h; /* 300 KiB of users: not on the stack */
        _cleanup_close_ int fd = -EBADF;
        struct rlimit rl;
        sigset_t ss;
        int r;

        r = parse_argv(argc, argv);
        if (r <= 0)
                return r;
        if (arg_socket) {
                fd = listen_socket(arg_socket);
                if (fd < 0) {
                        log_error("%s: %s", arg_socket, strerror(-fd));
                        return fd;
                }
        } else {
                r = sd_listen_fds(1);
                if (r != 1 || sd_is_socket_unix(SD_LISTEN_FDS_START, SOCK_SEQPACKET, 1, NULL, 0) <= 0) {
                        log_error("no listening SOCK_SEQPACKET socket: start through preload-metad.socket, or "
                                  "pass --socket=PATH");
                        return -EBADF;
                }
                fd = SD_LISTEN_FDS_START;
        }
        /* Connections are taken until none is left, never waited for. */
        r = fcntl(fd, F_GETFL);
        if (r < 0 || fcntl(fd, F_SETFL, r | O_NONBLOCK) < 0) {
                log_error("listening socket: %s", strerror(errno));
                return -errno;
        }
        /* Users' descriptors wait here until closed (closer.h): as many as the hard limit allows. */
        h.fd_limit = 1024;
        if (getrlimit(RLIMIT_NOFILE, &rl) == 0) {
                rl.rlim_cur = rl.rlim_max;
                (void) setrlimit(RLIMIT_NOFILE, &rl);
                (void) getrlimit(RLIMIT_NOFILE, &rl);
                h.fd_limit = rl.rlim_cur;
        }
        sigemptyset(&ss);
        sigaddset(&ss, SIGTERM);
        sigaddset(&ss, SIGINT);
        sigprocmask(SIG_BLOCK, &ss, NULL);
        r = sd_event_default(&h.event);
        if (r >= 0)
                r = sd_event_add_signal(h.event, NULL, SIGTERM, NULL, NULL);
        if (r >= 0)
                r = sd_event_add_signal(h.event, NULL, SIGINT, NULL, NULL);
        if (r >= 0)
                r = sd_event_add_io(h.event, &h.listen, fd, EPOLLIN, on_connection, &h);
        if (r >= 0)
                r = sd_event_add_time_relative(h.event, &h.resume, CLOCK_MONOTONIC, ACCEPT_PAUSE_USEC, 0, on_resume, &h);
        if (r >= 0)
                r = sd_event_source_set_enabled(h.resume, SD_EVENT_OFF);
        if (r >= 0)
                r = sd_event_add_time_relative(h.event, &h.idle, CLOCK_MONOTONIC, arg_idle_usec, 0, on_idle, &h);
        if (r >= 0) {
                (void) sd_notify(0, "READY=1");
                r = sd_event_loop(h.event);
        } else
                log_error("event loop: %s", strerror(-r));
        /* Connections still open at SIGTERM: their sockets are left to the process's end. */
        while (h.conns)
                conn_free(h.conns);
        sd_event_source_unref(h.listen);
        sd_event_source_unref(h.resume);
        sd_event_source_unref(h.idle);
        sd_event_unref(h.event);
        return r;
}

int main(int argc, char **argv) {
        return run(argc, argv) < 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
