/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The login warm: what it reads, and how it went. It reads, in order: the Trigger=login
 * applications (highest Priority= first), then, with LoginLearned=yes, the most used applications
 * the user launched that have a learned profile (usage.h: launches decayed with a week's
 * half-life), at most LOGIN_LEARNED_MAX of them, and none while memory is under pressure. One warm
 * plan of them all, so the memory budget cuts its end: the least used first. An application never
 * launched is never added; the shipped lists serve alone until the user's own usage exists. The
 * manager arms it and queues its warm; its state is kept here (LoginWarm).
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <systemd/sd-event.h>

#include "config.h"
#include "usage.h"
#include "warm.h"

typedef struct json_object json_object;

/* Learned applications the login warm adds at most. */
#define LOGIN_LEARNED_MAX 8u
/* Memory pressure (PSI "some" avg10, percent) at or above which no learned application is added. */
#define LOGIN_PRESSURE_MAX 10.0

/* Whether name has a learned profile (profile_find() in the daemon; tests fake it). */
typedef bool (*LoginHasProfileFn)(const char *name, void *userdata);

/*
 * The targets of the login warm into *ret (malloc'ed array of pointers into c and u; the strings
 * are not copied), *ret_n of them. u may be NULL (no usage yet). Returns 0 or -ENOMEM.
 */
int login_targets(const Config *c, const Usage *u, uint64_t now_usec, bool under_pressure,
                  LoginHasProfileFn has_profile, void *userdata, const char ***ret, size_t *ret_n);

/* PSI "some avg10" of /proc/pressure/memory (path NULL), in percent; -errno when unknown. */
int login_memory_pressure(const char *path, double *ret);

typedef enum LoginState {
        LOGIN_NONE,     /* no Trigger=login application when the daemon started */
        LOGIN_DISABLED, /* --no-login-warm */
        LOGIN_PENDING,  /* waiting for LoginDelaySec= */
        LOGIN_QUEUED,   /* the login job is queued or running */
        LOGIN_DONE,
        LOGIN_CANCELLED,
        _LOGIN_STATE_MAX,
} LoginState;

const char *login_state_to_string(LoginState s);

/* Trigger=login applications in c. */
size_t login_apps_configured(const Config *c);

/* Where the login warm is and what it did: what Status shows under "login", and the STATUS= line. */
typedef struct LoginWarm {
        LoginState state;
        uint64_t due_usec;      /* CLOCK_MONOTONIC */
        sd_event_source *timer; /* fires at due_usec while LOGIN_PENDING */
        char *summary;          /* "12M in 1.5s", once done */
        char **targets;         /* what it was asked to read, in order */
        size_t n_targets;
        json_object *result;    /* its totals and budget, once done */
} LoginWarm;

/* Its warm ran to its end (result and plan may be NULL: it failed before reading): done, or
 * cancelled when the engine was; the summary and the totals of the result are kept. */
void login_warm_finished(LoginWarm *l, const WarmResult *result, const WarmPlan *plan, uint64_t usec);
/* Frees what l holds (the timer too). */
void login_warm_done(LoginWarm *l);
