/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Closes users' descriptors on threads of their own, per account (see closer.h). */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "closer.h"
#include "macro.h"

/* A closer thread calls close(), setsockopt() and statx(): a small stack will do. */
#define CLOSER_STACK_SIZE (UINT64_C(256) * 1024)

typedef struct Account {
        uid_t uid;
        int *fds; /* a ring of allocated slots, n of them used from head */
        size_t head, n, allocated;
        bool serving; /* a thread is closing one of its descriptors */
} Account;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER;
static Account *accounts; /* those with descriptors left, or being served */
static size_t n_accounts, n_allocated, next_account, total;
static unsigned n_threads, n_idle;

static Account *account_find(uid_t uid) {
        for (size_t i = 0; i < n_accounts; i++)
                if (accounts[i].uid == uid)
                        return &accounts[i];
        return NULL;
}

/* An account none serves with a descriptor left, taken round-robin so that all get their turn. */
static Account *account_runnable(void) {
        for (size_t k = 0; k < n_accounts; k++) {
                Account *a = &accounts[(next_account + k) % n_accounts];
                if (!a->serving && a->n > 0) {
                        next_account = (next_account + k + 1) % n_accounts;
                        return a;
                }
        }
        return NULL;
}

static size_t runnable_count(void) {
        size_t k = 0;

        for (size_t i = 0; i < n_accounts; i++)
                k += !accounts[i].serving && accounts[i].n > 0;
        return k;
}

static void close_one(int fd) {
        struct statx stx;

        /* AT_STATX_DONT_SYNC: the type from what the kernel holds, no question to a FUSE server. */
        if (statx(fd, "", AT_EMPTY_PATH | AT_STATX_DONT_SYNC, STATX_TYPE, &stx) == 0 && S_ISSOCK(stx.stx_mode))
                (void) setsockopt(fd, SOL_SOCKET, SO_LINGER, &(struct linger) { .l_onoff = 1, .l_linger = 0 },
                                  sizeof(struct linger));
        (void) close(fd);
}

static void *closer_thread(void *userdata) {
        pthread_mutex_lock(&lock);
        for (;;) {
                Account *a;
                uid_t uid;
                int fd;

                while (!(a = account_runnable())) {
                        n_idle++;
                        pthread_cond_wait(&wake, &lock);
                        n_idle--;
                }
                uid = a->uid;
                fd = a->fds[a->head];
                a->head = (a->head + 1) % a->allocated;
                a->n--;
                a->serving = true;
                pthread_mutex_unlock(&lock);

                close_one(fd);

                pthread_mutex_lock(&lock);
                total--;
                /* The array may have moved meanwhile: find the account again. */
                a = account_find(uid);
                a->serving = false;
                if (a->n == 0) {
                        free(a->fds);
                        *a = accounts[--n_accounts];
                }
        }
        return NULL;
}

static void thread_start(void) {
        pthread_attr_t attr;
        pthread_t t;
        sigset_t all, old;

        if (pthread_attr_init(&attr) != 0)
                return;
        (void) pthread_attr_setstacksize(&attr, CLOSER_STACK_SIZE);
        (void) pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        /* Signals are the event loop's; a thread created with them blocked keeps them blocked. */
        sigfillset(&all);
        pthread_sigmask(SIG_SETMASK, &all, &old);
        if (pthread_create(&t, &attr, closer_thread, NULL) == 0)
                n_threads++;
        /* else: the descriptor waits for a thread that is running, or for the next one started */
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        pthread_attr_destroy(&attr);
}

int closer_close(uid_t account, int fd) {
        Account *a;
        int r = 0;

        if (fd < 0)
                return 0;
        pthread_mutex_lock(&lock);
        a = account_find(account);
        if (!a) {
                if (ARRAY_GROW(accounts, n_allocated, n_accounts) < 0) {
                        r = -ENOMEM;
                        goto finish;
                }
                a = &accounts[n_accounts++];
                *a = (Account) { .uid = account };
        }
        if (a->n == a->allocated) {
                /* Grow the ring, unwrapped into the new array's start. */
                size_t m = MAX(a->allocated * 2, (size_t) 64);
                int *v = malloc(m * sizeof(int));
                if (!v) {
                        r = -ENOMEM;
                        goto finish;
                }
                for (size_t i = 0; i < a->n; i++)
                        v[i] = a->fds[(a->head + i) % a->allocated];
                free(a->fds);
                a->fds = v;
                a->head = 0;
                a->allocated = m;
        }
        a->fds[(a->head + a->n) % a->allocated] = fd;
        a->n++;
        total++;
        /* A thread for each account with descriptors and none at work for it, up to the cap:
         * the idle ones take what they can, a signalled one may not have woken yet. */
        if (n_threads < CLOSER_THREADS_MAX && runnable_count() > n_idle)
                thread_start();
        pthread_cond_signal(&wake);
finish:
        if (a && a->n == 0 && !a->serving) {
                free(a->fds);
                *a = accounts[--n_accounts];
        }
        pthread_mutex_unlock(&lock);
        return r;
}

size_t closer_pending(uid_t account) {
        Account *a;
        size_t n = 0;

        pthread_mutex_lock(&lock);
        a = account_find(account);
        if (a)
                n = a->n + a->serving;
        pthread_mutex_unlock(&lock);
        return n;
}

size_t closer_pending_total(void) {
        size_t n;

        pthread_mutex_lock(&lock);
        n = total;
        pthread_mutex_unlock(&lock);
        return n;
}
