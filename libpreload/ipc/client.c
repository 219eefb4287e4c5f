/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Control socket client: blocking connect, send, and a bounded, timed wait for the reply. */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "macro.h"
#include "time-util.h"

struct Client {
        int fd;
        char *path; /* for the liveness probe's second connection */
        ProtocolFramer in;
};

int client_socket_path(char **ret) {
        const char *rt = getenv("XDG_RUNTIME_DIR");
        char *p;

        if (!rt || rt[0] != '/')
                return -ENXIO;
        if (asprintf(&p, "%s/preloadd/control", rt) < 0)
                return -ENOMEM;
        *ret = p;
        return 0;
}

int client_connect(const char *path, Client **ret) {
        _cleanup_free_ char *def = NULL;
        _cleanup_close_ int fd = -EBADF;
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        Client *c;
        int r;

        if (!path) {
                r = client_socket_path(&def);
                if (r < 0)
                        return r;
                path = def;
        }
        if (strlen(path) >= sizeof(sa.sun_path))
                return -ENAMETOOLONG;
        memcpy(sa.sun_path, path, strlen(path) + 1);

        fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fd < 0)
                return -errno;
        if (connect(fd, (struct sockaddr *) &sa, sizeof(sa)) < 0)
                return -errno;

        c = calloc(1, sizeof(*c));
        if (!c)
                return -ENOMEM;
        c->path = strdup(path);
        if (!c->path) {
                free(c);
                return -ENOMEM;
        }
        c->fd = TAKE_FD(fd);
        protocol_framer_init(&c->in, PROTOCOL_REPLY_MAX);
        *ret = c;
        return 0;
}

Client *client_free(Client *c) {
        if (!c)
                return NULL;
        safe_close(c->fd);
        free(c->path);
        protocol_framer_done(&c->in);
        free(c);
        return NULL;
}

static int wait_fd(int fd, short events, uint64_t deadline) {
        struct pollfd p = { .fd = fd, .events = events };
        int timeout = -1, k;

        if (deadline != 0) {
                uint64_t n = now_usec(CLOCK_MONOTONIC);
                if (n >= deadline)
                        return -ETIMEDOUT;
                timeout = (int) MIN((deadline - n + 999) / 1000, (uint64_t) INT32_MAX);
        }
        k = poll(&p, 1, timeout);
        if (k < 0)
                return errno == EINTR ? 0 : -errno;
        if (k == 0)
                return -ETIMEDOUT;
        return 0;
}

/* Whether the daemon at c's path answers a Status on a connection of its own within timeout_usec. */
static int client_probe(const Client *c, uint64_t timeout_usec) {
        Client *p = NULL;
        ProtocolReply rep = {};
        int r;

        r = client_connect(c->path, &p);
        if (r < 0)
                return r;
        r = client_call(p, PROTOCOL_METHOD_STATUS, NULL, timeout_usec, &rep);
        protocol_reply_done(&rep);
        client_free(p);
        return r;
}

/* probe_usec 0: the reply is due within timeout_usec (0: no limit); else see client_call_alive(). */
static int client_call_full(Client *c, const char *method, json_object *parameters, uint64_t timeout_usec,
                            uint64_t probe_usec, ProtocolReply *ret) {
        _cleanup_free_ char *msg = NULL;
        size_t len, off = 0;
        uint64_t deadline = timeout_usec ? now_usec(CLOCK_MONOTONIC) + timeout_usec : 0;
        int r;

        r = protocol_call_format(method, parameters, false, &msg, &len);
        if (r < 0)
                return r;

        while (off < len) {
                ssize_t k = send(c->fd, msg + off, len - off, MSG_NOSIGNAL | MSG_DONTWAIT);
                if (k < 0) {
                        if (errno == EINTR)
                                continue;
                        if (errno == EAGAIN) {
                                r = wait_fd(c->fd, POLLOUT, deadline);
                                if (r < 0)
                                        return r;
                                continue;
                        }
                        if (errno == EPIPE || errno == ECONNRESET)
                                break; /* hung up, maybe after saying why (a refusal): read it */
                        return -errno;
                }
                off += (size_t) k;
        }

        for (;;) {
                _cleanup_free_ char *reply = NULL;
                size_t rlen;
                const char *reason;
                char buf[65536];
                ssize_t k;

                r = protocol_framer_pop(&c->in, &reply, &rlen);
                if (r < 0)
                        return r;
                if (r > 0) {
                        r = protocol_reply_parse(reply, rlen, ret, &reason);
                        return r;
                }
                if (probe_usec > 0) {
                        /* The reply may be minutes away: wait while the daemon answers a probe. */
                        r = wait_fd(c->fd, POLLIN, now_usec(CLOCK_MONOTONIC) + probe_usec);
                        if (r == -ETIMEDOUT) {
                                r = client_probe(c, timeout_usec);
                                if (r < 0)
                                        return -ETIMEDOUT;
                                continue;
                        }
                } else
                        r = wait_fd(c->fd, POLLIN, deadline);
                if (r < 0)
                        return r;
                k = recv(c->fd, buf, sizeof(buf), MSG_DONTWAIT);
                if (k < 0) {
                        if (errno == EINTR || errno == EAGAIN)
                                continue;
                        return errno == ECONNRESET ? -ECONNRESET : -errno;
                }
                if (k == 0)
                        return -ECONNRESET;
                r = protocol_framer_feed(&c->in, buf, (size_t) k);
                if (r < 0)
                        return r;
        }
}

int client_call(Client *c, const char *method, json_object *parameters, uint64_t timeout_usec,
                ProtocolReply *ret) {
        return client_call_full(c, method, parameters, timeout_usec, 0, ret);
}

int client_call_alive(Client *c, const char *method, json_object *parameters, uint64_t timeout_usec,
                      ProtocolReply *ret) {
        if (timeout_usec == 0)
                return -EINVAL;
        return client_call_full(c, method, parameters, timeout_usec, MIN(timeout_usec, CLIENT_PROBE_USEC), ret);
}
