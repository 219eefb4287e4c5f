/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The daemon's state: configuration, the sd-event loop with its signals, the control socket, the
 * warm queue and the login warm. Warms run one at a time in a worker thread (planning included,
 * since reading ELF headers of a large closure takes a while on a cold disk); the thread signals
 * completion through an eventfd, so the loop keeps answering while it works.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "config.h"

typedef struct Manager Manager;

/* Warms waiting in the queue at most; more are refused with TooManyJobs. */
#define MANAGER_QUEUE_MAX 64u
/* Residency queries running at once. */
#define MANAGER_QUERIES_MAX 8u

typedef struct ManagerOptions {
        char *const *config_dirs; /* NULL: config_default_dirs(true) */
        size_t n_config_dirs;
        const char *socket_path;  /* NULL: $XDG_RUNTIME_DIR/preloadd/control (unless socket-activated) */
        bool no_login_warm;
} ManagerOptions;

/*
 * Reads the configuration (a broken one is fatal at start: *ret_report says why), takes the socket
 * from systemd or binds it, and sets up signals. Returns 0, -EBADMSG (config), or -errno.
 */
int manager_new(const ManagerOptions *opts, Manager **ret, ConfigReport *ret_report);
Manager *manager_free(Manager *m);

/* Sends READY=1, runs until SIGTERM/SIGINT, sends STOPPING=1, waits for the worker. */
int manager_run(Manager *m);

/*
 * Re-reads the configuration. On -EBADMSG the previous one stays in force and report lists the
 * errors. Sends RELOADING=1 and READY=1 around it.
 */
int manager_reload(Manager *m, ConfigReport *report);

/* For the launch watcher (launch.c): the configuration in force (valid until the next reload). */
const Config *manager_get_config(Manager *m);

/*
 * Queues a warm of a configured application (a, copied) or else of program (a path or a profile
 * name), as the Warm method does; the watcher hears of its end through launch_watcher_warm_done().
 * Returns 0 with *ret_job_id, -EBUSY when the queue is full, -ESHUTDOWN when stopping, -ENOMEM.
 */
int manager_warm_launch(Manager *m, const AppConfig *a, const char *program, uint64_t *ret_job_id);
