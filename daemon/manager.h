/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The daemon's state: configuration, the sd-event loop with its signals, the control socket, the
 * warm queue (jobs.h), the launch watcher (launch.h) and the login warm (login.h). The manager
 * owns them all and wires them together; none of them knows the manager: the queue and the
 * watcher hear what they need through their own interfaces, and the control methods (methods.h)
 * are handed in at creation. Warms run one at a time in a worker thread (planning included,
 * since reading ELF headers of a large closure takes a while on a cold disk); the thread signals
 * completion through an eventfd, so the loop keeps answering while it works.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <systemd/sd-event.h>

#include "config.h"
#include "control.h"
#include "jobs.h"
#include "launch.h"
#include "login.h"

typedef struct Manager Manager;

struct Manager {
        sd_event *event;
        sd_event_source *sigterm_source;
        sd_event_source *sigint_source;
        sd_event_source *sighup_source;
        Control *control;
        Config *config;
        char **config_dirs;
        size_t n_config_dirs;
        char *socket_path; /* bound by us, removed at exit; NULL when socket-activated */
        uid_t uid;

        Jobs *jobs;
        LoginWarm login;
        char *reload_error; /* the first error of the last failed reload, until one succeeds */
        bool stopping;
        LaunchWatcher *launch; /* NULL: LaunchWarm=no, or no user manager to follow */
};

typedef struct ManagerOptions {
        char *const *config_dirs; /* NULL: config_default_dirs(true) */
        size_t n_config_dirs;
        const char *socket_path;  /* NULL: $XDG_RUNTIME_DIR/preloadd/control (unless socket-activated) */
        bool no_login_warm;
        const ControlVTable *vtable; /* the control methods (methods.h), called with the Manager */
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

/* The STATUS= text: one line that `systemctl status` shows. malloc'ed, NULL when out of memory. */
char *manager_status_text(const Manager *m);
/* Sends extra (may be NULL) followed by the current STATUS= line. */
void manager_notify(Manager *m, const char *extra);
/* Leaves the loop once stopping and no job runs. */
void manager_check_exit(Manager *m);
/* Cancels a job (id) or all (0), the pending login warm too. Returns how many were cancelled. */
size_t manager_cancel(Manager *m, uint64_t id);
/* Workers abandoned: the process must end with _exit(), which waits for none of them. */
size_t manager_abandoned(const Manager *m);
