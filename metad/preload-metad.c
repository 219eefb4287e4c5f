/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preload-metad: the root metadata pass (libpreload/ext4meta) for users' warms. It reads only the
 * ext4 metadata of files whose open, readable descriptors a client sends it (never paths), within a
 * per-user byte budget, and answers with counts and refusal codes, never data. Socket-activated
 * (preload-metad.socket); exits when idle.
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
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <systemd/sd-daemon.h>
#include <systemd/sd-event.h>
#include <unistd.h>

#include "build-config.h"
#include "ext4meta.h"
#include "macro.h"
#include "metad.h"
#include "time-util.h"

#define log_error(fmt, ...) fprintf(stderr, SD_ERR fmt "\n", ##__VA_ARGS__)
#define log_info(fmt, ...) fprintf(stderr, SD_INFO fmt "\n", ##__VA_ARGS__)

/* Users remembered at once; the oldest window is forgotten first (it has the least to refund). */
#define USERS_MAX 1024
/* How long one client may take to send its request. */
#define RECEIVE_TIMEOUT_SEC 2

static const char *arg_socket;
static uint64_t arg_idle_usec = UINT64_C(30) * 1000000;
static uint64_t arg_budget_bytes = UINT64_C(64) << 20;
static uint64_t arg_window_usec = UINT64_C(600) * 1000000;

typedef struct UserBudget {
        uid_t uid;
        uint64_t window_start;
        uint64_t spent;
} UserBudget;

typedef struct Helper {
        sd_event *event;
        sd_event_source *idle;
        UserBudget users[USERS_MAX];
        size_t n_users;
} Helper;

/* The user's budget in its current window (a new window refills it). */
static UserBudget *helper_budget(Helper *h, uid_t uid) {
        uint64_t now = now_usec(CLOCK_MONOTONIC);
        UserBudget *b = NULL;

        for (size_t i = 0; i < h->n_users && !b; i++)
                if (h->users[i].uid == uid)
                        b = &h->users[i];
        if (!b && h->n_users < USERS_MAX)
                b = &h->users[h->n_users++];
        else if (!b) {
                b = &h->users[0];
                for (size_t i = 1; i < h->n_users; i++)
                        if (h->users[i].window_start < b->window_start)
                                b = &h->users[i];
        }
        if (b->uid != uid || now - b->window_start >= arg_window_usec)
                *b = (UserBudget) { .uid = uid, .window_start = now };
        return b;
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

/* Why a descriptor may not be used, or METAD_ACCEPTED with its identity in *ret. */
static MetadRefusal check_fd(int fd, uint8_t flags, Accepted *ret) {
        const char *why = NULL;
        struct stat st;
        int fl, r;

        fl = fcntl(fd, F_GETFL);
        if (fl < 0)
                return METAD_REFUSED_FILE_TYPE;
        /* An O_PATH descriptor can be had for a file one may not read: it proves nothing. */
        if (fl & O_PATH)
                return METAD_REFUSED_O_PATH;
        if ((fl & O_ACCMODE) != O_RDONLY && (fl & O_ACCMODE) != O_RDWR)
                return METAD_REFUSED_NOT_READABLE;
        if (fstat(fd, &st) < 0 || (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)))
                return METAD_REFUSED_FILE_TYPE;
        r = ext4meta_check_fd(fd, &why);
        if (r < 0)
                return r == -ENOTBLK ? METAD_REFUSED_NO_BLOCK_DEVICE : METAD_REFUSED_NOT_EXT4;
        *ret = (Accepted) { st.st_dev, st.st_ino, S_ISDIR(st.st_mode) && (flags & METAD_FD_DIRECTORY_BLOCKS), 0 };
        return METAD_ACCEPTED;
}

/* The pass for one request's accepted descriptors, one file system at a time, within the budget. */
static void helper_pass(Helper *h, uid_t uid, const int *fds, const MetadRequest *req, MetadResponse *resp) {
        UserBudget *b = helper_budget(h, uid);
        Accepted acc[METAD_MAX_FDS];
        Ext4MetaInode inodes[METAD_MAX_FDS];
        size_t n_acc = 0;

        for (size_t i = 0; i < req->n_fds; i++) {
                resp->refusal[i] = check_fd(fds[i], req->fd_flags[i], &acc[n_acc]);
                if (resp->refusal[i] == METAD_ACCEPTED)
                        acc[n_acc++].index = i;
        }
        if (n_acc > 0 && b->spent >= arg_budget_bytes) {
                for (size_t i = 0; i < n_acc; i++)
                        resp->refusal[acc[i].index] = METAD_REFUSED_BUDGET;
                resp->status = -EDQUOT;
                n_acc = 0;
        }
        qsort(acc, n_acc, sizeof(Accepted), accepted_cmp);
        for (size_t i = 0, j; i < n_acc; i = j) {
                Ext4MetaBudget budget = EXT4META_BUDGET_DEFAULT;
                _cleanup_free_ char *reason = NULL;
                Ext4MetaStats st = {};
                int r;

                for (j = i; j < n_acc && acc[j].dev == acc[i].dev; j++)
                        inodes[j - i] = (Ext4MetaInode) { (uint32_t) acc[j].ino, acc[j].directory }; /* ext4's */
                budget.max_bytes = MIN(budget.max_bytes, arg_budget_bytes - MIN(b->spent, arg_budget_bytes));
                if (req->max_bytes > 0)
                        budget.max_bytes = MIN(budget.max_bytes, req->max_bytes);
                r = ext4meta_pass(fds[acc[i].index], NULL, inodes, j - i, &budget, &st, NULL, &reason);
                b->spent += st.bytes;
                ext4meta_stats_add(&resp->stats, &st);
                if (r < 0) {
                        log_error("uid %u: metadata pass failed: %s", (unsigned) uid, reason ? reason : strerror(-r));
                        for (size_t k = i; k < j; k++)
                                resp->refusal[acc[k].index] = METAD_REFUSED_PASS_FAILED;
                }
        }
        resp->budget_left = arg_budget_bytes - MIN(b->spent, arg_budget_bytes);
}

/* One connection, one request, one response; the descriptors are closed before returning. */
static void helper_serve(Helper *h, int cfd) {
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
        struct timeval tv = { .tv_sec = RECEIVE_TIMEOUT_SEC };
        struct ucred cred;
        socklen_t cl = sizeof(cred);
        MetadRequest req = {};
        MetadResponse resp = {};
        const char *why = NULL;
        ssize_t got;
        int len;

        (void) setsockopt(cfd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
        got = recvmsg(cfd, &mh, MSG_CMSG_CLOEXEC);
        if (got < 0)
                return;
        for (struct cmsghdr *cm = CMSG_FIRSTHDR(&mh); cm; cm = CMSG_NXTHDR(&mh, cm))
                if (cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS) {
                        size_t k = (cm->cmsg_len - CMSG_LEN(0)) / sizeof(int);
                        for (size_t i = 0; i < k && n_fds < ELEMENTSOF(fds); i++)
                                memcpy(&fds[n_fds++], CMSG_DATA(cm) + i * sizeof(int), sizeof(int));
                }
        resp.n_fds = MIN(n_fds, (size_t) METAD_MAX_FDS);
        if (getsockopt(cfd, SOL_SOCKET, SO_PEERCRED, &cred, &cl) < 0)
                resp.status = -EACCES;
        else if (mh.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) {
                resp.status = -EBADMSG;
                why = "request or descriptors truncated";
        } else if (metad_request_parse(in, (size_t) got, n_fds, &req, &why) < 0)
                resp.status = -EBADMSG;
        else {
                helper_pass(h, cred.uid, fds, &req, &resp);
                log_info("uid %u: %zu descriptors, %" PRIu64 " blocks in %" PRIu64 " requests (%" PRIu64
                         " bytes), %" PRIu64 " bytes of budget left",
                         (unsigned) cred.uid, req.n_fds, resp.stats.blocks, resp.stats.requests, resp.stats.bytes,
                         resp.budget_left);
        }
        if (why)
                log_error("uid %u: bad request: %s", (unsigned) cred.uid, why);
        len = metad_response_build(&resp, out, sizeof(out));
        if (len > 0)
                (void) send(cfd, out, (size_t) len, MSG_NOSIGNAL);
        for (size_t i = 0; i < n_fds; i++)
                safe_close(fds[i]);
}

static int on_connection(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        Helper *h = userdata;
        _cleanup_close_ int cfd = accept4(fd, NULL, NULL, SOCK_CLOEXEC);

        if (cfd >= 0)
                helper_serve(h, cfd);
        /* Busy: the idle exit starts counting again. */
        (void) sd_event_source_set_time_relative(h->idle, arg_idle_usec);
        (void) sd_event_source_set_enabled(h->idle, SD_EVENT_ONESHOT);
        return 0;
}

static int on_idle(sd_event_source *s, uint64_t usec, void *userdata) {
        Helper *h = userdata;
        return sd_event_exit(h->event, 0);
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
        static Helper h; /* 24 KiB of budgets: not on the stack */
        _cleanup_close_ int fd = -EBADF;
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
                r = sd_event_add_io(h.event, NULL, fd, EPOLLIN, on_connection, &h);
        if (r >= 0)
                r = sd_event_add_time_relative(h.event, &h.idle, CLOCK_MONOTONIC, arg_idle_usec, 0, on_idle, &h);
        if (r < 0) {
                log_error("event loop: %s", strerror(-r));
                sd_event_unref(h.event);
                return r;
        }
        (void) sd_notify(0, "READY=1");
        r = sd_event_loop(h.event);
        sd_event_source_unref(h.idle);
        sd_event_unref(h.event);
        return r;
}

int main(int argc, char **argv) {
        return run(argc, argv) < 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
