/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preload-metad's wire format (requests, responses) and its client: memory in, memory out. */
#include <endian.h>
#include <errno.h>
#include <poll.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "macro.h"
#include "metad.h"
#include "time-util.h"

static const char *const refusal_table[_METAD_REFUSAL_MAX] = {
        [METAD_ACCEPTED] = "accepted",
        [METAD_REFUSED_O_PATH] = "opened with O_PATH",
        [METAD_REFUSED_NOT_READABLE] = "not open for reading",
        [METAD_REFUSED_FILE_TYPE] = "neither a regular file nor a directory",
        [METAD_REFUSED_NOT_EXT4] = "not an ext4 file system",
        [METAD_REFUSED_NO_BLOCK_DEVICE] = "not on a block device",
        [METAD_REFUSED_BUDGET] = "over the user's metadata budget",
        [METAD_REFUSED_PASS_FAILED] = "the file system's metadata pass failed",
};

const char *metad_refusal_to_string(unsigned code) {
        return code < _METAD_REFUSAL_MAX ? refusal_table[code] : "unknown refusal";
}

static uint16_t get16(const uint8_t *p) {
        uint16_t v;
        memcpy(&v, p, sizeof(v));
        return le16toh(v);
}

static uint32_t get32(const uint8_t *p) {
        uint32_t v;
        memcpy(&v, p, sizeof(v));
        return le32toh(v);
}

static uint64_t get64(const uint8_t *p) {
        uint64_t v;
        memcpy(&v, p, sizeof(v));
        return le64toh(v);
}

static void put16(uint8_t *p, uint16_t v) {
        v = htole16(v);
        memcpy(p, &v, sizeof(v));
}

static void put32(uint8_t *p, uint32_t v) {
        v = htole32(v);
        memcpy(p, &v, sizeof(v));
}

static void put64(uint8_t *p, uint64_t v) {
        v = htole64(v);
        memcpy(p, &v, sizeof(v));
}

static int bad(const char **ret_reason, const char *why) {
        *ret_reason = why;
        return -EBADMSG;
}

int metad_request_parse(const void *buf, size_t len, size_t n_received, MetadRequest *ret, const char **ret_reason) {
        const uint8_t *p = buf;
        size_t n;

        if (len < METAD_REQUEST_HEADER)
                return bad(ret_reason, "request shorter than its header");
        if (memcmp(p, "PMDQ", 4) != 0)
                return bad(ret_reason, "not a request (magic)");
        if (get16(p + 4) != METAD_VERSION)
                return bad(ret_reason, "unknown request version");
        n = get16(p + 6);
        if (n == 0 || n > METAD_MAX_FDS)
                return bad(ret_reason, "descriptor count out of range");
        if (n != n_received)
                return bad(ret_reason, "descriptor count differs from the descriptors attached");
        if (get32(p + 8) != 0 || get32(p + 12) != 0)
                return bad(ret_reason, "unknown request flags");
        if (len != METAD_REQUEST_HEADER + n)
                return bad(ret_reason, "request length differs from its descriptor count");
        for (size_t i = 0; i < n; i++)
                if (p[METAD_REQUEST_HEADER + i] & ~METAD_FD_FLAGS_KNOWN)
                        return bad(ret_reason, "unknown descriptor flags");
        ret->max_bytes = get64(p + 16);
        ret->n_fds = n;
        memcpy(ret->fd_flags, p + METAD_REQUEST_HEADER, n);
        return 0;
}

int metad_request_build(const MetadRequest *req, uint8_t *buf, size_t size) {
        if (req->n_fds == 0 || req->n_fds > METAD_MAX_FDS || size < METAD_REQUEST_HEADER + req->n_fds)
                return -EINVAL;
        memcpy(buf, "PMDQ", 4);
        put16(buf + 4, METAD_VERSION);
        put16(buf + 6, (uint16_t) req->n_fds);
        put32(buf + 8, 0);
        put32(buf + 12, 0);
        put64(buf + 16, req->max_bytes);
        memcpy(buf + METAD_REQUEST_HEADER, req->fd_flags, req->n_fds);
        return (int) (METAD_REQUEST_HEADER + req->n_fds);
}

int metad_response_parse(const void *buf, size_t len, MetadResponse *ret, const char **ret_reason) {
        const uint8_t *p = buf;
        int32_t status;
        size_t n;

        if (len < METAD_RESPONSE_HEADER)
                return bad(ret_reason, "response shorter than its header");
        if (memcmp(p, "PMDA", 4) != 0)
                return bad(ret_reason, "not a response (magic)");
        if (get16(p + 4) != METAD_VERSION)
                return bad(ret_reason, "unknown response version");
        n = get16(p + 6);
        if (n > METAD_MAX_FDS || len != METAD_RESPONSE_HEADER + n)
                return bad(ret_reason, "response length differs from its descriptor count");
        status = (int32_t) get32(p + 8);
        if (status > 0 || status < -4095 || get32(p + 12) != 0)
                return bad(ret_reason, "response status out of range");
        for (size_t i = 0; i < n; i++)
                if (p[METAD_RESPONSE_HEADER + i] >= _METAD_REFUSAL_MAX)
                        return bad(ret_reason, "unknown refusal code");
        *ret = (MetadResponse) {
                .status = status,
                .stats = { .blocks = get64(p + 16), .bytes = get64(p + 24), .requests = get64(p + 32),
                           .usec = get64(p + 40), .inode_blocks = get64(p + 48), .dir_blocks = get64(p + 56),
                           .extent_blocks = get64(p + 64) },
                .budget_left = get64(p + 72),
                .n_fds = n,
        };
        memcpy(ret->refusal, p + METAD_RESPONSE_HEADER, n);
        return 0;
}

int metad_response_build(const MetadResponse *resp, uint8_t *buf, size_t size) {
        const Ext4MetaStats *s = &resp->stats;

        if (resp->n_fds > METAD_MAX_FDS || size < METAD_RESPONSE_HEADER + resp->n_fds || resp->status > 0 ||
            resp->status < -4095)
                return -EINVAL;
        memcpy(buf, "PMDA", 4);
        put16(buf + 4, METAD_VERSION);
        put16(buf + 6, (uint16_t) resp->n_fds);
        put32(buf + 8, (uint32_t) resp->status);
        put32(buf + 12, 0);
        put64(buf + 16, s->blocks);
        put64(buf + 24, s->bytes);
        put64(buf + 32, s->requests);
        put64(buf + 40, s->usec);
        put64(buf + 48, s->inode_blocks);
        put64(buf + 56, s->dir_blocks);
        put64(buf + 64, s->extent_blocks);
        put64(buf + 72, resp->budget_left);
        memcpy(buf + METAD_RESPONSE_HEADER, resp->refusal, resp->n_fds);
        return (int) (METAD_RESPONSE_HEADER + resp->n_fds);
}

int metad_client_request(const char *socket_path, const int *fds, const uint8_t *fd_flags, size_t n,
                         uint64_t max_bytes, uint64_t timeout_usec, MetadResponse *ret) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        union {
                struct cmsghdr align;
                char buf[CMSG_SPACE(sizeof(int) * METAD_MAX_FDS)];
        } control = {};
        uint8_t out[METAD_REQUEST_MAX], in[METAD_RESPONSE_MAX + 1];
        MetadRequest req = { .max_bytes = max_bytes, .n_fds = n };
        _cleanup_close_ int sk = -EBADF;
        const char *why;
        struct iovec iov;
        struct msghdr mh = {};
        struct cmsghdr *cm;
        struct pollfd pfd;
        ssize_t got, sent;
        int len, r;

        if (!socket_path)
                socket_path = METAD_SOCKET_PATH;
        if (n == 0 || n > METAD_MAX_FDS || strlen(socket_path) >= sizeof(sa.sun_path))
                return -EINVAL;
        memcpy(req.fd_flags, fd_flags, n);
        len = metad_request_build(&req, out, sizeof(out));
        if (len < 0)
                return len;
        strcpy(sa.sun_path, socket_path);
        sk = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
        if (sk < 0)
                return -errno;
        if (connect(sk, (struct sockaddr *) &sa, sizeof(sa)) < 0)
                return -errno;

        iov = (struct iovec) { out, (size_t) len };
        mh.msg_iov = &iov;
        mh.msg_iovlen = 1;
        mh.msg_control = control.buf;
        mh.msg_controllen = CMSG_SPACE(sizeof(int) * n);
        cm = CMSG_FIRSTHDR(&mh);
        cm->cmsg_level = SOL_SOCKET;
        cm->cmsg_type = SCM_RIGHTS;
        cm->cmsg_len = CMSG_LEN(sizeof(int) * n);
        memcpy(CMSG_DATA(cm), fds, sizeof(int) * n);
        /* EPIPE: the helper shut the connection, and may have said why before (a refusal). */
        sent = sendmsg(sk, &mh, MSG_NOSIGNAL);
        if (sent < 0 && errno != EPIPE)
                return -errno;

        pfd = (struct pollfd) { .fd = sk, .events = POLLIN };
        for (uint64_t deadline = now_usec(CLOCK_MONOTONIC) + timeout_usec;;) {
                uint64_t now = now_usec(CLOCK_MONOTONIC);
                if (now >= deadline)
                        return -ETIMEDOUT;
                r = poll(&pfd, 1, (int) MIN((deadline - now + 999) / 1000, (uint64_t) INT32_MAX));
                if (r < 0 && errno != EINTR)
                        return -errno;
                if (r > 0)
                        break;
        }
        got = recv(sk, in, sizeof(in), MSG_TRUNC);
        /* A refused connection is closed with our request unread in it, which the kernel reports
         * first (once), before the answer the helper sent ahead of closing. */
        if (got < 0 && errno == ECONNRESET)
                got = recv(sk, in, sizeof(in), MSG_TRUNC | MSG_DONTWAIT);
        if (got < 0)
                return -errno;
        if (got == 0)
                return sent < 0 ? -EPIPE : -EBADMSG;
        if ((size_t) got > METAD_RESPONSE_MAX)
                return -EBADMSG;
        r = metad_response_parse(in, (size_t) got, ret, &why);
        if (r < 0)
                return r;
        if (ret->n_fds == n)
                return 0;
        /* A connection refused whole (EPERM, EBUSY) is answered without its descriptors. */
        return ret->n_fds == 0 && ret->status < 0 ? ret->status : -EBADMSG;
}
