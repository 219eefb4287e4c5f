/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Buffered reads in flight through io_uring (see uring-read.h). */
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>

#include "build-config.h"
#include "macro.h"
#include "uring-read.h"

#if HAVE_LIBURING
#include <liburing.h>

typedef struct UringSlot {
        uint64_t token;
        uint64_t offset;
        uint64_t length;
        bool busy;
} UringSlot;

struct UringRead {
        struct io_uring ring;
        unsigned depth;
        uint64_t max_length;
        uint64_t max_bytes;
        uint64_t bytes;     /* in flight */
        uint64_t peak;      /* the most bytes in flight at once */
        uint8_t *buffer;
        UringSlot *slots;
        unsigned in_flight; /* submitted or prepared, not yet reaped */
        unsigned prepared;  /* prepared, not yet submitted */
        size_t submitted;
        UringReadDoneFn done;
        void *userdata;
};

int uring_read_new(unsigned depth, uint64_t max_length, uint64_t max_bytes, UringReadDoneFn done, void *userdata,
                   UringRead **ret) {
        UringRead *u;
        int r;

        if (depth == 0 || max_length == 0 || max_length > UINT32_MAX || max_bytes < max_length || !done)
                return -EINVAL;
        u = calloc(1, sizeof(*u));
        if (!u)
                return -ENOMEM;
        *u = (UringRead) { .depth = depth, .max_length = max_length, .max_bytes = max_bytes, .done = done,
                           .userdata = userdata };
        u->slots = calloc(depth, sizeof(UringSlot));
        u->buffer = malloc((size_t) max_length);
        r = u->slots && u->buffer ? io_uring_queue_init(depth, &u->ring, 0) : -ENOMEM;
        if (r < 0) {
                free(u->slots);
                free(u->buffer);
                free(u);
                return r;
        }
        *ret = u;
        return 0;
}

UringRead *uring_read_free(UringRead *u) {
        if (!u)
                return NULL;
        /* Reads still in flight write into the buffer: wait for them before freeing it. */
        (void) uring_read_drain(u);
        io_uring_queue_exit(&u->ring);
        free(u->slots);
        free(u->buffer);
        free(u);
        return NULL;
}

static int uring_submit(UringRead *u) {
        while (u->prepared > 0) {
                int r = io_uring_submit(&u->ring);
                if (r == -EINTR || r == -EAGAIN)
                        continue;
                if (r < 0)
                        return r;
                u->submitted += (size_t) r;
                u->prepared -= MIN(u->prepared, (unsigned) r);
        }
        return 0;
}

/* Reaps at least one completion (waiting for it) and then whatever else is ready. */
static int uring_reap(UringRead *u) {
        struct io_uring_cqe *cqe;
        int r;

        do
                r = io_uring_wait_cqe(&u->ring, &cqe);
        while (r == -EINTR || r == -EAGAIN);
        if (r < 0)
                return r;
        do {
                UringSlot *s = &u->slots[io_uring_cqe_get_data64(cqe)];
                int64_t res = cqe->res;
                io_uring_cqe_seen(&u->ring, cqe);
                s->busy = false;
                u->in_flight--;
                u->bytes -= s->length;
                u->done(u->userdata, s->token, s->offset, s->length, res);
        } while (io_uring_peek_cqe(&u->ring, &cqe) == 0);
        return 0;
}

int uring_read_queue(UringRead *u, int fd, uint64_t offset, uint64_t length, uint64_t token) {
        struct io_uring_sqe *sqe;
        unsigned slot;
        int r;

        if (length == 0 || length > u->max_length)
                return -EINVAL;
        /*
         * A batch is submitted whole, under one plug; a ring half in flight is refilled only
         * when half of it is free again, so that every submission is a batch that can merge.
         */
        if (u->in_flight >= u->depth || u->bytes + length > u->max_bytes) {
                r = uring_submit(u);
                if (r < 0)
                        return r;
                while (u->in_flight > u->depth / 2 || (u->in_flight > 0 && u->bytes + length > u->max_bytes / 2)) {
                        r = uring_reap(u);
                        if (r < 0)
                                return r;
                }
        }
        for (slot = 0; slot < u->depth && u->slots[slot].busy; slot++)
                ;
        if (slot >= u->depth)
                return -EIO; /* cannot happen: in_flight counts the busy slots */
        sqe = io_uring_get_sqe(&u->ring);
        if (!sqe) {
                r = uring_submit(u);
                if (r < 0)
                        return r;
                sqe = io_uring_get_sqe(&u->ring);
                if (!sqe)
                        return -EBUSY;
        }
        io_uring_prep_read(sqe, fd, u->buffer, (unsigned) length, offset);
        io_uring_sqe_set_data64(sqe, slot);
        u->slots[slot] = (UringSlot) { .token = token, .offset = offset, .length = length, .busy = true };
        u->in_flight++;
        u->bytes += length;
        u->peak = MAX(u->peak, u->bytes);
        u->prepared++;
        return 0;
}

int uring_read_drain(UringRead *u) {
        int r;

        r = uring_submit(u);
        if (r < 0)
                return r;
        while (u->in_flight > 0) {
                r = uring_reap(u);
                if (r < 0)
                        return r;
        }
        return 0;
}

size_t uring_read_submitted(const UringRead *u) {
        return u->submitted;
}

uint64_t uring_read_peak_bytes(const UringRead *u) {
        return u->peak;
}

#else

int uring_read_new(unsigned depth, uint64_t max_length, uint64_t max_bytes, UringReadDoneFn done, void *userdata,
                   UringRead **ret) {
        return -EOPNOTSUPP;
}

UringRead *uring_read_free(UringRead *u) {
        return NULL;
}

int uring_read_queue(UringRead *u, int fd, uint64_t offset, uint64_t length, uint64_t token) {
        return -EOPNOTSUPP;
}

int uring_read_drain(UringRead *u) {
        return -EOPNOTSUPP;
}

size_t uring_read_submitted(const UringRead *u) {
        return 0;
}

uint64_t uring_read_peak_bytes(const UringRead *u) {
        return 0;
}

#endif
