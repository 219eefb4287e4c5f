/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The control protocol shared by preloadd and preloadctl: JSON messages framed as varlink frames
 * them (each message is one JSON object followed by a NUL byte). A call is
 *   { "method": "io.preloadd.NAME", "parameters": { ... }, "oneway": bool }
 * and its reply
 *   { "parameters": { ... } }  or  { "error": "ERROR.NAME", "parameters": { ... } }
 * Everything here works on memory only (no sockets), so that tests and fuzzers drive it directly.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct json_object json_object;

/* A call larger than this is refused (the connection cannot resync and is closed). */
#define PROTOCOL_CALL_MAX (64u * 1024u)
/* Replies may list the whole configuration; still bounded. */
#define PROTOCOL_REPLY_MAX (16u * 1024u * 1024u)
/* Nesting depth accepted from the peer (json-c's own default is 32). */
#define PROTOCOL_JSON_DEPTH 16

#define PROTOCOL_INTERFACE "io.preloadd"
#define PROTOCOL_METHOD_WARM PROTOCOL_INTERFACE ".Warm"
#define PROTOCOL_METHOD_STATUS PROTOCOL_INTERFACE ".Status"
#define PROTOCOL_METHOD_LIST PROTOCOL_INTERFACE ".List"
#define PROTOCOL_METHOD_RELOAD PROTOCOL_INTERFACE ".Reload"
#define PROTOCOL_METHOD_CANCEL PROTOCOL_INTERFACE ".Cancel"
#define PROTOCOL_METHOD_FORGET PROTOCOL_INTERFACE ".Forget"

/* Errors that varlink defines for every service. */
#define PROTOCOL_ERROR_METHOD_NOT_FOUND "org.varlink.service.MethodNotFound"
#define PROTOCOL_ERROR_INVALID_PARAMETER "org.varlink.service.InvalidParameter"
#define PROTOCOL_ERROR_PERMISSION_DENIED "org.varlink.service.PermissionDenied"
/* Ours. */
#define PROTOCOL_ERROR_INVALID_MESSAGE PROTOCOL_INTERFACE ".InvalidMessage"
#define PROTOCOL_ERROR_MESSAGE_TOO_LARGE PROTOCOL_INTERFACE ".MessageTooLarge"
#define PROTOCOL_ERROR_NO_SUCH_APP PROTOCOL_INTERFACE ".NoSuchApp"
#define PROTOCOL_ERROR_NO_SUCH_JOB PROTOCOL_INTERFACE ".NoSuchJob"
#define PROTOCOL_ERROR_CONFIG_INVALID PROTOCOL_INTERFACE ".ConfigInvalid"
#define PROTOCOL_ERROR_PLAN_FAILED PROTOCOL_INTERFACE ".PlanFailed" /* target not found, not ELF, ... */
#define PROTOCOL_ERROR_WARM_FAILED PROTOCOL_INTERFACE ".WarmFailed"
#define PROTOCOL_ERROR_CANCELLED PROTOCOL_INTERFACE ".Cancelled"   /* cancelled before it started */
#define PROTOCOL_ERROR_TOO_MANY_JOBS PROTOCOL_INTERFACE ".TooManyJobs"
#define PROTOCOL_ERROR_SHUTTING_DOWN PROTOCOL_INTERFACE ".ShuttingDown"
#define PROTOCOL_ERROR_INTERNAL PROTOCOL_INTERFACE ".InternalError"

/*
 * Splits a byte stream into messages. Bytes are appended with protocol_framer_feed() and whole
 * messages taken with protocol_framer_pop(). The buffer never holds more than one partial message
 * of at most max bytes plus what a single feed added.
 */
typedef struct ProtocolFramer {
        char *buf;
        size_t len;
        size_t alloc;
        size_t max;     /* largest message accepted, NUL excluded */
        size_t scanned; /* bytes of buf known to hold no NUL */
} ProtocolFramer;

void protocol_framer_init(ProtocolFramer *f, size_t max);
void protocol_framer_done(ProtocolFramer *f);
/* Returns 0, -ENOMEM. */
int protocol_framer_feed(ProtocolFramer *f, const void *data, size_t n);
/*
 * Takes the next complete message: 1 with *ret (malloc'ed, NUL-terminated) and *ret_len (NUL
 * excluded), 0 when no complete message is buffered, -EMSGSIZE when the pending message is
 * already longer than max (the stream cannot be resynchronised), -ENOMEM.
 */
int protocol_framer_pop(ProtocolFramer *f, char **ret, size_t *ret_len);
/* Bytes buffered that do not form a complete message yet. */
size_t protocol_framer_pending(const ProtocolFramer *f);

/*
 * Parses JSON text of exactly len bytes (no trailing data, valid UTF-8, depth-limited) into an
 * object. Returns 0, -EBADMSG with *ret_reason (static) set, -ENOMEM.
 */
int protocol_json_parse(const char *text, size_t len, json_object **ret, const char **ret_reason);

typedef struct ProtocolCall {
        char *method;
        json_object *parameters; /* always an object (empty when the call had none) */
        bool oneway;
} ProtocolCall;

void protocol_call_done(ProtocolCall *c);
/* Returns 0, -EBADMSG with *ret_reason set, -ENOMEM. */
int protocol_call_parse(const char *text, size_t len, ProtocolCall *ret, const char **ret_reason);

typedef struct ProtocolReply {
        char *error;             /* NULL on success */
        json_object *parameters; /* always an object */
} ProtocolReply;

void protocol_reply_done(ProtocolReply *r);
int protocol_reply_parse(const char *text, size_t len, ProtocolReply *ret, const char **ret_reason);

/*
 * Serialise a message, NUL terminator included in *ret_len. parameters may be NULL (sent as an
 * empty object); the caller keeps its reference. Return 0, -ENOMEM, -EMSGSIZE beyond max.
 */
int protocol_call_format(const char *method, json_object *parameters, bool oneway, char **ret,
                         size_t *ret_len);
int protocol_reply_format(const char *error, json_object *parameters, char **ret, size_t *ret_len);

/* ---- method parameters, checked the same way by the daemon and by the fuzzer ---- */

typedef enum WarmTargetKind {
        WARM_TARGET_AUTO,    /* "target" or "targets": resolved as resolve.h says (app, program, profile) */
        WARM_TARGET_APP,     /* "app" */
        WARM_TARGET_PROGRAM, /* "program": a path or a name looked up in PATH */
} WarmTargetKind;

/* Targets one call may name ("targets": [..]); they make one plan. */
#define PROTOCOL_TARGETS_MAX 64u

typedef struct WarmParams {
        WarmTargetKind kind;
        const char *target;   /* the first target; points into the parameters object */
        const char *targets[PROTOCOL_TARGETS_MAX];
        size_t n_targets;     /* at least 1 */
        bool wait;            /* reply when the warm is done, not when it is queued */
        bool hold;            /* a launch about to start (preloadctl run): on a slow device, reply once
                               * the prepared profile is cached, at most PROTOCOL_HOLD_MAX_USEC later */
        bool known;           /* "program" only: warmed only when preloadd knows it, as at a launch (a
                               * configured application's Exec=, or a learned profile); else the reply
                               * says why not ("skipped") */
        const char *strategy; /* NULL: the configured one */
} WarmParams;

/* The longest a launch is held (frozen in its unit, or its launcher waiting for the reply). */
#define PROTOCOL_HOLD_MAX_USEC (2u * 1000u * 1000u)

typedef struct TargetParams {
        WarmTargetKind kind;
        const char *target; /* the first target; NULL: none given */
        const char *targets[PROTOCOL_TARGETS_MAX];
        size_t n_targets;
} TargetParams;

/* Forget: "apps" (application or profile names, at most PROTOCOL_TARGETS_MAX), or "all": true. */
typedef struct ForgetParams {
        const char *apps[PROTOCOL_TARGETS_MAX]; /* point into the parameters object */
        size_t n_apps;
        bool all;
} ForgetParams;

/*
 * Each returns 0, or -EINVAL with *ret_parameter naming the offending parameter (for an
 * InvalidParameter error). Unknown parameters are refused too, so that typos do not go unnoticed.
 */
int protocol_warm_params_parse(json_object *parameters, WarmParams *ret, const char **ret_parameter);
int protocol_status_params_parse(json_object *parameters, TargetParams *ret, const char **ret_parameter);
int protocol_cancel_params_parse(json_object *parameters, uint64_t *ret_job, const char **ret_parameter);
int protocol_forget_params_parse(json_object *parameters, ForgetParams *ret, const char **ret_parameter);
int protocol_empty_params_parse(json_object *parameters, const char **ret_parameter);

/* The set of methods the daemon implements, for MethodNotFound. */
bool protocol_method_known(const char *method);
