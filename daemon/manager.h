/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The daemon's state: configuration, the sd-event loop with its signals, the control socket, the
 * warm queue (jobs.h), the control methods (methods.h) and the login warm. Warms run one at a
 * time in a worker thread (planning included, since reading ELF headers of a large closure takes
 * a while on a cold disk); the thread signals completion through an eventfd, so the loop keeps
 * answering while it works.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <systemd/sd-event.h>

#include "config.h"
#include "control.h"
#include "resolve.h"

typedef struct Manager Manager;
typedef struct Job Job;
typedef struct LaunchWatcher LaunchWatcher;

typedef enum LoginState {
        LOGIN_NONE,     /* no Trigger=login application when the daemon started */
        LOGIN_DISABLED, /* --no-login-warm */
        LOGIN_PENDING,  /* waiting for LoginDelaySec= */
        LOGIN_QUEUED,   /* the login job is queued or running */
        LOGIN_DONE,
        LOGIN_CANCELLED,
        _LOGIN_STATE_MAX,
} LoginState;

struct Manager {
        sd_event *event;
        sd_event_source *sigterm_source;
        sd_event_source *sigint_source;
        sd_event_source *sighup_source;
        sd_event_source *login_timer;
        Control *control;
        Config *config;
        char **config_dirs;
        size_t n_config_dirs;
        char *socket_path; /* bound by us, removed at exit; NULL when socket-activated */
        uid_t uid;

        uint64_t next_job_id;
        Job *queue; /* warms waiting, in order */
        size_t n_queued;
        Job *running; /* the warm in the worker thread */
        Job *queries; /* residency queries and warms' checks in their threads */
        size_t n_queries;
        Job *abandoned; /* workers stuck past their deadline and cancel: left running, never freed */
        size_t n_abandoned;

        LoginState login_state;
        uint64_t login_due_usec; /* CLOCK_MONOTONIC */
        char *login_summary;
        char **login_targets; /* what the login warm was asked to read, in order */
        json_object *login_result; /* its totals and budget, once done (manager_login_result()) */
        size_t n_login_targets;
        char *reload_error; /* the first error of the last failed reload, until one succeeds */
        bool stopping;
        LaunchWatcher *launch; /* NULL: LaunchWarm=no, or no user manager to follow */
};

/* Warms waiting in the queue at most; more are refused with TooManyJobs. */
#define MANAGER_QUEUE_MAX 64u
/* Residency queries and checks running at once. */
#define MANAGER_QUERIES_MAX 8u
/* Stuck workers left behind at most; beyond that no new thread starts (TooManyJobs). */
#define MANAGER_ABANDONED_MAX 16u
/* How long a job may run: looking targets up, a residency query, a warm. */
#define JOB_CHECK_TIMEOUT_USEC (10ull * 1000000ull)
#define JOB_QUERY_TIMEOUT_USEC (60ull * 1000000ull)
#define JOB_WARM_TIMEOUT_USEC (15ull * 60ull * 1000000ull)
/* After a cancel (or the deadline), how long a worker has to notice before it is abandoned. */
#define JOB_CANCEL_GRACE_USEC (1ull * 1000000ull)

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

/* The STATUS= text: one line that `systemctl status` shows. malloc'ed, NULL when out of memory. */
char *manager_status_text(const Manager *m);
/* Sends extra (may be NULL) followed by the current STATUS= line. */
void manager_notify(Manager *m, const char *extra);
/* Leaves the loop once stopping and no job runs. */
void manager_check_exit(Manager *m);
/* Trigger=login applications in c. */
size_t config_login_apps(const Config *c);
/* Keeps the totals and the budget of the login warm's result (warm_result_to_json(), which is
 * released): what Status shows under "login" as "result". */
void manager_login_result(Manager *m, json_object *warm);
const char *login_state_to_string(LoginState s);

/*
 * The queue's side that the loop needs, implemented with the jobs (jobs.c), so that the manager
 * includes neither jobs.h nor methods.h and the daemon's modules form no include cycle.
 */
/* Queues a warm of targets (resolved as kind; login: the background login warm, IOPriority=
 * applies). Returns 0 or -errno (-EBUSY beyond MANAGER_QUEUE_MAX); nothing is queued on error. */
int manager_enqueue_warm(Manager *m, char *const *targets, size_t n_targets, ResolveKind kind, bool login);
/* "Warming firefox-esr", "Warming 3 login apps": what m->running does, malloc'ed in *ret; the
 * asprintf() result. */
int manager_running_describe(const Manager *m, char **ret);
/* Cancels a job (id) or all (0), the pending login warm too. Returns how many were cancelled. */
size_t manager_cancel(Manager *m, uint64_t id);
/* Cancels and joins every job, then frees them: at exit. Abandoned workers are left alone. */
void manager_jobs_free(Manager *m);
/* Workers abandoned: the process must end with _exit(), which waits for none of them. */
size_t manager_abandoned(const Manager *m);

/* The control methods (methods.c), with the Manager as userdata. */
extern const ControlVTable manager_vtable;

/* For the launch watcher (launch.c): the configuration in force (valid until the next reload). */
const Config *manager_get_config(Manager *m);
/* Follows launches (on) or stops (off): creates or frees m->launch (launch.c). */
void manager_launch_watch(Manager *m, bool on);

/*
 * Queues a warm of a configured application (a, copied) or else of program (a path or a profile
 * name), as the Warm method does; the watcher hears of its end through launch_watcher_warm_done().
 * Returns 0 with *ret_job_id, -EBUSY when the queue is full, -ESHUTDOWN when stopping, -ENOMEM.
 */
int manager_warm_launch(Manager *m, const AppConfig *a, const char *program, uint64_t *ret_job_id); /* jobs.c */
