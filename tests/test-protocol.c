/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Control protocol: framing, message parsing, parameters, and the socket server end to end. */
#include <errno.h>
#include <grp.h>
#include <limits.h>
#include <poll.h>
#include <json-c/json.h>
#include <pthread.h>
#include <pwd.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>
#include <systemd/sd-event.h>

#include "client.h"
#include "control.h"
#include "protocol.h"
#include "time-util.h"
#include "util.h"

/* ---- framing ---- */

static void test_protocol_framer_basic(void **state) {
        ProtocolFramer f;
        char *m;
        size_t l;

        protocol_framer_init(&f, 100);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), 0);
        /* two messages and the start of a third in one feed */
        assert_int_equal(protocol_framer_feed(&f, "{\"a\":1}\0{}\0{\"b\"", 15), 0);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), 1);
        assert_int_equal(l, 7);
        assert_string_equal(m, "{\"a\":1}");
        free(m);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), 1);
        assert_string_equal(m, "{}");
        free(m);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), 0);
        assert_int_equal(protocol_framer_pending(&f), 4);
        assert_int_equal(protocol_framer_feed(&f, ":2}", 3), 0);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), 0);
        assert_int_equal(protocol_framer_feed(&f, "\0", 1), 0);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), 1);
        assert_string_equal(m, "{\"b\":2}");
        free(m);
        /* an empty message is a message (and then not valid JSON) */
        assert_int_equal(protocol_framer_feed(&f, "\0", 1), 0);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), 1);
        assert_int_equal(l, 0);
        free(m);
        assert_int_equal(protocol_framer_pending(&f), 0);
        protocol_framer_done(&f);
}

static void test_protocol_framer_one_byte_at_a_time(void **state) {
        ProtocolFramer f;
        char *msg, *m;
        size_t len, l, n = 0;
        json_object *p = json_object_new_object();

        json_object_object_add(p, "target", json_object_new_string("/usr/bin/some-program-with-a-long-name"));
        assert_int_equal(protocol_call_format(PROTOCOL_METHOD_WARM, p, false, &msg, &len), 0);
        json_object_put(p);
        assert_int_equal(msg[len - 1], '\0');

        protocol_framer_init(&f, PROTOCOL_CALL_MAX);
        for (int round = 0; round < 3; round++)
                for (size_t i = 0; i < len; i++) {
                        int r;
                        assert_int_equal(protocol_framer_feed(&f, msg + i, 1), 0);
                        r = protocol_framer_pop(&f, &m, &l);
                        if (i + 1 < len) {
                                assert_int_equal(r, 0);
                                continue;
                        }
                        assert_int_equal(r, 1);
                        assert_int_equal(l, len - 1);
                        assert_memory_equal(m, msg, len);
                        free(m);
                        n++;
                }
        assert_int_equal(n, 3);
        protocol_framer_done(&f);
        free(msg);
}

static void test_protocol_framer_oversized(void **state) {
        ProtocolFramer f;
        char buf[64], *m;
        size_t l;

        memset(buf, 'x', sizeof(buf));
        /* exactly the limit is fine */
        protocol_framer_init(&f, 10);
        assert_int_equal(protocol_framer_feed(&f, buf, 10), 0);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), 0);
        assert_int_equal(protocol_framer_feed(&f, "\0", 1), 0);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), 1);
        assert_int_equal(l, 10);
        free(m);
        /* one byte more without a NUL in sight: cannot resync */
        assert_int_equal(protocol_framer_feed(&f, buf, 11), 0);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), -EMSGSIZE);
        protocol_framer_done(&f);

        /* too long even though its NUL arrived in the same feed */
        protocol_framer_init(&f, 10);
        buf[20] = '\0';
        assert_int_equal(protocol_framer_feed(&f, buf, 21), 0);
        assert_int_equal(protocol_framer_pop(&f, &m, &l), -EMSGSIZE);
        protocol_framer_done(&f);
}

/* ---- messages ---- */

static void assert_call_bad(const char *text, const char *reason) {
        ProtocolCall c = {};
        const char *why = NULL;

        assert_int_equal(protocol_call_parse(text, strlen(text), &c, &why), -EBADMSG);
        assert_non_null(why);
        if (reason)
                assert_string_equal(why, reason);
        assert_null(c.method);
}

static void test_protocol_call_parse_malformed(void **state) {
        char deep[200];

        assert_call_bad("", "truncated JSON");
        assert_call_bad("{", "truncated JSON");
        assert_call_bad("{\"method\":\"io.preloadd.List\"", "truncated JSON");
        assert_call_bad("{method: 1}", "not valid JSON");
        assert_call_bad("{'method':'x'}", "not valid JSON");
        assert_call_bad("nonsense", "not valid JSON");
        assert_call_bad("{\"method\":\"x\"} {}", "trailing data after JSON value");
        assert_call_bad("{\"method\":\"x\"}x", "trailing data after JSON value");
        assert_call_bad("[1,2]", "message is not a JSON object");
        assert_call_bad("\"str\"", "message is not a JSON object");
        assert_call_bad("42", "message is not a JSON object");
        assert_call_bad("null", "message is not a JSON object");
        assert_call_bad("{}", "\"method\" missing or not a string");
        assert_call_bad("{\"method\":7}", "\"method\" missing or not a string");
        assert_call_bad("{\"method\":\"\"}", "\"method\" missing or not a string");
        assert_call_bad("{\"method\":\"x\",\"parameters\":[]}", "\"parameters\" is not an object");
        assert_call_bad("{\"method\":\"x\",\"parameters\":\"p\"}", "\"parameters\" is not an object");
        assert_call_bad("{\"method\":\"x\",\"oneway\":1}", "\"oneway\" is not a boolean");
        assert_call_bad("{\"method\":\"x\",\"more\":\"yes\"}", "\"more\" is not a boolean");
        /* invalid UTF-8 inside a string */
        assert_call_bad("{\"method\":\"\xff\xfe\"}", NULL);
        /* nesting beyond the depth limit */
        memset(deep, '[', 100);
        memset(deep + 100, ']', 99);
        deep[199] = '\0';
        {
                char *t = tu_strdupf("{\"method\":\"x\",\"parameters\":{\"a\":%s]}}", deep);
                assert_call_bad(t, "JSON nested too deeply");
                free(t);
        }
}

/* What json-c lets through: repeated keys, over-long UTF-8, surrogates, integers past int64. */
static void test_protocol_call_parse_lenient_json(void **state) {
        static const char *const overlong[] = {
                "\xc0\xaf", "\xc1\xbf", "\xe0\x80\xaf", "\xe0\x9f\xbf", "\xf0\x80\x80\xaf", "\xf0\x8f\xbf\xbf",
                "\xed\xa0\x80" /* a surrogate */, "\xf4\x90\x80\x80" /* past U+10FFFF */, "\xf8\x88\x80\x80\x80",
        };
        ProtocolCall call;
        const char *reason;
        uint64_t id;
        const char *bad = NULL;

        assert_call_bad("{\"method\":\"io.preloadd.Warm\",\"method\":\"io.preloadd.Status\"}",
                        "duplicate key in a JSON object");
        assert_call_bad("{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"wait\":false,\"wait\":true}}",
                        "duplicate key in a JSON object");
        assert_call_bad("{\"method\":\"x\",\"parameters\":{\"a\":[{\"k\":1},{\"k\":1,\"k\":2}]}}",
                        "duplicate key in a JSON object");
        for (size_t i = 0; i < sizeof(overlong) / sizeof(overlong[0]); i++) {
                char *t = tu_strdupf("{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"program\":\"/a%sb\"}}",
                                     overlong[i]);
                assert_call_bad(t, NULL);
                free(t);
        }
        assert_call_bad("{\"method\":\"io.preloadd.Cancel\",\"parameters\":{\"job\":18446744073709551616}}",
                        "integer out of range");
        assert_call_bad("{\"method\":\"io.preloadd.Cancel\",\"parameters\":{\"job\":9223372036854775808}}",
                        "integer out of range");
        assert_call_bad("{\"method\":\"x\",\"parameters\":{\"n\":-9223372036854775809}}", "integer out of range");

        /* the same keys in different objects, shortest-form UTF-8 of every length, int64's ends */
        const char *ok = "{\"method\":\"io.preloadd.Cancel\",\"parameters\":{\"job\":9223372036854775807,"
                         "\"x\":{\"job\":-9223372036854775808,\"s\":\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\xed\x9f\xbf"
                         "\xf4\x8f\xbf\xbf \\\" {\\\"x\\\":1,\\\"x\\\":2}\",\"f\":1e300}}}";
        assert_int_equal(protocol_call_parse(ok, strlen(ok), &call, &reason), 0);
        protocol_call_done(&call);
        {
                const char *c = "{\"method\":\"io.preloadd.Cancel\",\"parameters\":{\"job\":9223372036854775807}}";
                assert_int_equal(protocol_call_parse(c, strlen(c), &call, &reason), 0);
                assert_int_equal(protocol_cancel_params_parse(call.parameters, &id, &bad), 0);
                assert_true(id == UINT64_C(9223372036854775807));
                protocol_call_done(&call);
        }
}

static void test_protocol_call_parse_ok(void **state) {
        ProtocolCall c = {};
        const char *why = NULL;
        const char text[] = " {\"method\":\"io.preloadd.Warm\",\"parameters\":{\"app\":\"gimp\"},\"oneway\":true}\n";
        json_object *v;

        assert_int_equal(protocol_call_parse(text, strlen(text), &c, &why), 0);
        assert_string_equal(c.method, PROTOCOL_METHOD_WARM);
        assert_true(c.oneway);
        assert_true(json_object_object_get_ex(c.parameters, "app", &v));
        assert_string_equal(json_object_get_string(v), "gimp");
        protocol_call_done(&c);

        /* no parameters, or null: an empty object */
        assert_int_equal(protocol_call_parse("{\"method\":\"m\"}", 14, &c, &why), 0);
        assert_true(json_object_is_type(c.parameters, json_type_object));
        assert_int_equal(json_object_object_length(c.parameters), 0);
        assert_false(c.oneway);
        protocol_call_done(&c);
        assert_int_equal(protocol_call_parse("{\"method\":\"m\",\"parameters\":null}", 32, &c, &why), 0);
        assert_true(json_object_is_type(c.parameters, json_type_object));
        protocol_call_done(&c);

        /* length is honoured: bytes past len are not looked at */
        assert_int_equal(protocol_call_parse("{\"method\":\"m\"}GARBAGE", 14, &c, &why), 0);
        protocol_call_done(&c);
}

static void test_protocol_format_roundtrip(void **state) {
        json_object *p = json_object_new_object(), *v;
        ProtocolCall c = {};
        ProtocolReply r = {};
        const char *why;
        char *msg;
        size_t len;

        json_object_object_add(p, "target", json_object_new_string("/usr/bin/x \"quoted\" \xc3\xa9"));
        assert_int_equal(protocol_call_format(PROTOCOL_METHOD_WARM, p, true, &msg, &len), 0);
        assert_int_equal(strlen(msg) + 1, len);
        assert_int_equal(protocol_call_parse(msg, len - 1, &c, &why), 0);
        assert_string_equal(c.method, PROTOCOL_METHOD_WARM);
        assert_true(c.oneway);
        assert_true(json_object_object_get_ex(c.parameters, "target", &v));
        assert_string_equal(json_object_get_string(v), "/usr/bin/x \"quoted\" \xc3\xa9");
        protocol_call_done(&c);
        free(msg);

        assert_int_equal(protocol_reply_format(PROTOCOL_ERROR_NO_SUCH_APP, p, &msg, &len), 0);
        assert_int_equal(protocol_reply_parse(msg, len - 1, &r, &why), 0);
        assert_string_equal(r.error, PROTOCOL_ERROR_NO_SUCH_APP);
        assert_true(json_object_object_get_ex(r.parameters, "target", &v));
        protocol_reply_done(&r);
        free(msg);

        assert_int_equal(protocol_reply_format(NULL, NULL, &msg, &len), 0);
        assert_string_equal(msg, "{\"parameters\":{}}");
        assert_int_equal(protocol_reply_parse(msg, len - 1, &r, &why), 0);
        assert_null(r.error);
        protocol_reply_done(&r);
        free(msg);
        json_object_put(p);

        assert_int_equal(protocol_reply_parse("{\"error\":5}", 11, &r, &why), -EBADMSG);
        assert_int_equal(protocol_reply_parse("{\"parameters\":1}", 16, &r, &why), -EBADMSG);

        /* a call too large for the server is refused by the formatter already */
        {
                char *big = malloc(PROTOCOL_CALL_MAX + 1);
                memset(big, 'a', PROTOCOL_CALL_MAX);
                big[PROTOCOL_CALL_MAX] = '\0';
                p = json_object_new_object();
                json_object_object_add(p, "target", json_object_new_string(big));
                assert_int_equal(protocol_call_format(PROTOCOL_METHOD_WARM, p, false, &msg, &len), -EMSGSIZE);
                json_object_put(p);
                free(big);
        }
}

static json_object *params(const char *text) {
        json_object *o = json_tokener_parse(text);
        assert_non_null(o);
        return o;
}

static void assert_warm_bad(const char *text, const char *parameter) {
        json_object *o = params(text);
        WarmParams w;
        const char *bad = NULL;

        assert_int_equal(protocol_warm_params_parse(o, &w, &bad), -EINVAL);
        assert_string_equal(bad, parameter);
        json_object_put(o);
}

static void test_protocol_params(void **state) {
        json_object *o;
        WarmParams w;
        TargetParams t;
        uint64_t job;
        const char *bad = NULL;

        o = params("{\"app\":\"firefox-esr\",\"wait\":true,\"strategy\":\"populate\"}");
        assert_int_equal(protocol_warm_params_parse(o, &w, &bad), 0);
        assert_int_equal(w.kind, WARM_TARGET_APP);
        assert_string_equal(w.target, "firefox-esr");
        assert_true(w.wait);
        assert_string_equal(w.strategy, "populate");
        json_object_put(o);

        o = params("{\"program\":\"/bin/true\"}");
        assert_int_equal(protocol_warm_params_parse(o, &w, &bad), 0);
        assert_int_equal(w.kind, WARM_TARGET_PROGRAM);
        assert_false(w.wait);
        assert_false(w.hold);
        assert_null(w.strategy);
        json_object_put(o);

        o = params("{\"program\":\"/bin/true\",\"hold\":true}");
        assert_int_equal(protocol_warm_params_parse(o, &w, &bad), 0);
        assert_true(w.hold);
        assert_false(w.wait);
        json_object_put(o);

        o = params("{\"target\":\"gimp\"}");
        assert_int_equal(protocol_warm_params_parse(o, &w, &bad), 0);
        assert_int_equal(w.kind, WARM_TARGET_AUTO);
        assert_int_equal(w.n_targets, 1);
        json_object_put(o);

        /* several targets: one plan */
        o = params("{\"targets\":[\"gimp\",\"/bin/true\"],\"wait\":true}");
        assert_int_equal(protocol_warm_params_parse(o, &w, &bad), 0);
        assert_int_equal(w.kind, WARM_TARGET_AUTO);
        assert_int_equal(w.n_targets, 2);
        assert_string_equal(w.target, "gimp");
        assert_string_equal(w.targets[1], "/bin/true");
        json_object_put(o);
        assert_warm_bad("{\"targets\":[]}", "targets");
        assert_warm_bad("{\"targets\":\"gimp\"}", "targets");
        assert_warm_bad("{\"targets\":[\"a\",5]}", "targets");
        assert_warm_bad("{\"target\":\"a\",\"targets\":[\"b\"]}", "targets");

        assert_warm_bad("{}", "target");
        assert_warm_bad("{\"wait\":true}", "target");
        assert_warm_bad("{\"target\":\"a\",\"app\":\"b\"}", "app");
        assert_warm_bad("{\"target\":\"\"}", "target");
        assert_warm_bad("{\"target\":5}", "target");
        assert_warm_bad("{\"target\":\"a\\nb\"}", "target");
        assert_warm_bad("{\"target\":\"a\",\"wait\":\"yes\"}", "wait");
        assert_warm_bad("{\"target\":\"a\",\"hold\":1}", "hold");
        assert_warm_bad("{\"target\":\"a\",\"strategy\":3}", "strategy");
        assert_warm_bad("{\"target\":\"a\",\"colour\":\"red\"}", "colour");

        o = params("{}");
        assert_int_equal(protocol_status_params_parse(o, &t, &bad), 0);
        assert_null(t.target);
        assert_int_equal(protocol_cancel_params_parse(o, &job, &bad), 0);
        assert_int_equal(job, 0);
        assert_int_equal(protocol_empty_params_parse(o, &bad), 0);
        json_object_put(o);

        o = params("{\"job\":12}");
        assert_int_equal(protocol_cancel_params_parse(o, &job, &bad), 0);
        assert_int_equal(job, 12);
        assert_int_equal(protocol_empty_params_parse(o, &bad), -EINVAL);
        assert_string_equal(bad, "job");
        json_object_put(o);
        o = params("{\"job\":-1}");
        assert_int_equal(protocol_cancel_params_parse(o, &job, &bad), -EINVAL);
        json_object_put(o);
        o = params("{\"job\":\"1\"}");
        assert_int_equal(protocol_cancel_params_parse(o, &job, &bad), -EINVAL);
        json_object_put(o);

        assert_true(protocol_method_known(PROTOCOL_METHOD_RELOAD));
        assert_true(protocol_method_known(PROTOCOL_METHOD_FORGET));
        assert_false(protocol_method_known("io.preloadd.Explode"));
}

/* Warm's parameters in text, which must be accepted: the object, which the caller puts (w points
 * into it). */
static json_object *assert_warm_ok(const char *text, WarmParams *w) {
        json_object *o = params(text);
        const char *bad = NULL;

        assert_int_equal(protocol_warm_params_parse(o, w, &bad), 0);
        return o;
}

/* "known": a boolean, true only with "program" (one program, as a launch shows it). */
static void test_protocol_warm_params_parse_known(void **state) {
        json_object *o;
        WarmParams w;
        const char *bad = NULL;

        o = assert_warm_ok("{\"program\":\"/usr/bin/gimp\",\"known\":true,\"hold\":true,\"wait\":false}", &w);
        assert_true(w.known && w.hold && !w.wait);
        assert_int_equal(w.kind, WARM_TARGET_PROGRAM);
        assert_int_equal(w.n_targets, 1);
        assert_string_equal(w.target, "/usr/bin/gimp");
        json_object_put(o);
        /* false is the default, whatever the target */
        json_object_put(assert_warm_ok("{\"program\":\"gimp\"}", &w));
        assert_false(w.known);
        json_object_put(assert_warm_ok("{\"app\":\"gimp\",\"known\":false}", &w));
        assert_false(w.known);

        assert_warm_bad("{\"program\":\"/bin/true\",\"known\":1}", "known");
        assert_warm_bad("{\"program\":\"/bin/true\",\"known\":\"yes\"}", "known");
        assert_warm_bad("{\"program\":\"/bin/true\",\"known\":null}", "known");
        assert_warm_bad("{\"app\":\"gimp\",\"known\":true}", "known");
        assert_warm_bad("{\"target\":\"gimp\",\"known\":true}", "known");
        assert_warm_bad("{\"targets\":[\"/bin/true\"],\"known\":true}", "known");
        /* the target is still required, and checked first */
        assert_warm_bad("{\"known\":true}", "target");
        /* Status takes no "known" */
        o = params("{\"program\":\"/bin/true\",\"known\":true}");
        assert_int_equal(protocol_status_params_parse(o, &(TargetParams) {}, &bad), -EINVAL);
        assert_string_equal(bad, "known");
        json_object_put(o);
}

static void assert_forget_bad(const char *json, const char *parameter) {
        json_object *o = params(json);
        const char *bad = NULL;
        ForgetParams f;

        assert_int_equal(protocol_forget_params_parse(o, &f, &bad), -EINVAL);
        assert_non_null(bad);
        assert_string_equal(bad, parameter);
        json_object_put(o);
}

/* Forget names applications, never paths, or says all; never both, never nothing. */
static void test_protocol_forget_params(void **state) {
        const char *bad = NULL;
        ForgetParams f;
        json_object *o;

        o = params("{\"apps\":[\"gimp\",\"vim.basic\"]}");
        assert_int_equal(protocol_forget_params_parse(o, &f, &bad), 0);
        assert_false(f.all);
        assert_int_equal(f.n_apps, 2);
        assert_string_equal(f.apps[0], "gimp");
        assert_string_equal(f.apps[1], "vim.basic");
        json_object_put(o);
        o = params("{\"all\":true}");
        assert_int_equal(protocol_forget_params_parse(o, &f, &bad), 0);
        assert_true(f.all);
        assert_int_equal(f.n_apps, 0);
        json_object_put(o);

        assert_forget_bad("{}", "apps");
        assert_forget_bad("{\"all\":false}", "apps");
        assert_forget_bad("{\"all\":1}", "all");
        assert_forget_bad("{\"all\":true,\"apps\":[\"a\"]}", "apps");
        assert_forget_bad("{\"apps\":[]}", "apps");
        assert_forget_bad("{\"apps\":\"gimp\"}", "apps");
        assert_forget_bad("{\"apps\":[\"../usage\"]}", "apps");
        assert_forget_bad("{\"apps\":[\"a/b\"]}", "apps");
        assert_forget_bad("{\"apps\":[\"\"]}", "apps");
        assert_forget_bad("{\"apps\":[\"a\\u0000b\"]}", "apps");
        assert_forget_bad("{\"apps\":[5]}", "apps");
        assert_forget_bad("{\"apps\":[\"a\"],\"force\":true}", "force");
}

/* ---- the server over a real socket ---- */

typedef struct Server {
        char *dir;
        char *path;
        sd_event *event;
        Control *control;
        int stop_fd;
        pthread_t thread;
        ControlConnection *held; /* a call whose reply the timer sends */
        sd_event_source *timer;
        unsigned calls;
} Server;

static int on_stop(sd_event_source *s, int fd, uint32_t revents, void *userdata) {
        return sd_event_exit(sd_event_source_get_event(s), 0);
}

static int on_release(sd_event_source *s, uint64_t usec, void *userdata) {
        Server *srv = userdata;
        json_object *p = json_object_new_object();

        json_object_object_add(p, "late", json_object_new_boolean(true));
        (void) control_connection_reply(srv->held, p);
        json_object_put(p);
        srv->held = control_connection_unref(srv->held);
        return 0;
}

/* Status echoes its parameters back; Warm replies 200 ms later (an asynchronous method). */
static int echo_status(ControlConnection *c, json_object *parameters, void *userdata) {
        Server *srv = userdata;
        srv->calls++;
        return control_connection_reply(c, parameters);
}

static int slow_warm(ControlConnection *c, json_object *parameters, void *userdata) {
        Server *srv = userdata;
        srv->calls++;
        srv->held = control_connection_ref(c);
        return sd_event_add_time_relative(srv->event, &srv->timer, CLOCK_MONOTONIC, 200000, 0, on_release, srv);
}

static int failing_reload(ControlConnection *c, json_object *parameters, void *userdata) {
        return -EIO;
}

/* List replies with {"pad": "xxx..."} of the size its parameters ask for. */
static int big_list(ControlConnection *c, json_object *parameters, void *userdata) {
        Server *srv = userdata;
        json_object *v = NULL, *p = json_object_new_object();
        size_t size = json_object_object_get_ex(parameters, "size", &v) ? (size_t) json_object_get_int64(v) : 0;
        char *pad = malloc(size + 1);
        int r;

        __atomic_add_fetch(&srv->calls, 1, __ATOMIC_SEQ_CST);
        memset(pad, 'x', size);
        pad[size] = 0;
        json_object_object_add(p, "pad", json_object_new_string(pad));
        free(pad);
        r = control_connection_reply(c, p);
        json_object_put(p);
        return r;
}

/* Cancel takes 2 ms of the loop's time per call, as a slow method would. */
static int slow_cancel(ControlConnection *c, json_object *parameters, void *userdata) {
        Server *srv = userdata;
        __atomic_add_fetch(&srv->calls, 1, __ATOMIC_SEQ_CST);
        usleep(2000);
        return control_connection_reply(c, NULL);
}

static void *server_thread(void *userdata) {
        Server *srv = userdata;
        (void) sd_event_loop(srv->event);
        return NULL;
}

static int server_setup_with(void **state, const ControlVTable *vt, const ControlLimits *limits) {
        Server *srv = calloc(1, sizeof(Server));
        int fd;

        srv->dir = tu_mkdtemp();
        srv->path = tu_strdupf("%s/run/preloadd/control", srv->dir);
        assert_int_equal(tu_run("mkdir -m 0700 '%s/run'", srv->dir), 0);
        assert_int_equal(sd_event_new(&srv->event), 0);
        assert_int_equal(control_listen_path(srv->path, &fd), 0);
        assert_int_equal(control_new(srv->event, fd, getuid(), vt, srv, &srv->control), 0);
        if (limits)
                control_set_limits(srv->control, limits);
        srv->stop_fd = eventfd(0, EFD_CLOEXEC);
        assert_int_equal(sd_event_add_io(srv->event, NULL, srv->stop_fd, EPOLLIN, on_stop, NULL), 0);
        assert_int_equal(pthread_create(&srv->thread, NULL, server_thread, srv), 0);
        *state = srv;
        return 0;
}

static int server_setup(void **state) {
        static const ControlVTable vt = { .status = echo_status, .warm = slow_warm, .reload = failing_reload };
        return server_setup_with(state, &vt, NULL);
}

/* Limits small enough for a test to reach: 8 connections, 2 MiB per peer and 3 MiB for all,
 * 4 calls per loop iteration; idle after 30 s, or after 300 ms for the idle test (a peer that does
 * not read is idle too, and would be closed while the others measure). */
static const ControlVTable small_vt = { .status = echo_status, .list = big_list, .cancel = slow_cancel };

static int server_setup_small(void **state) {
        static const ControlLimits limits = {
                .connections_max = 8, .output_max = 2u << 20, .output_total_max = 3u << 20,
                .idle_usec = 30000000, .calls_per_event = 4,
        };
        return server_setup_with(state, &small_vt, &limits);
}

static int server_setup_small_idle(void **state) {
        static const ControlLimits limits = {
                .connections_max = 8, .output_max = 2u << 20, .output_total_max = 3u << 20,
                .idle_usec = 300000, .calls_per_event = 4,
        };
        return server_setup_with(state, &small_vt, &limits);
}

static int server_teardown(void **state) {
        Server *srv = *state;
        uint64_t one = 1;

        assert_int_equal(write(srv->stop_fd, &one, sizeof(one)), 8);
        pthread_join(srv->thread, NULL);
        srv->held = control_connection_unref(srv->held);
        srv->timer = sd_event_source_disable_unref(srv->timer);
        control_free(srv->control);
        sd_event_unref(srv->event);
        close(srv->stop_fd);
        tu_rm_rf(srv->dir);
        free(srv->dir);
        free(srv->path);
        free(srv);
        return 0;
}

static int raw_connect(const char *path) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);

        assert_true(fd >= 0);
        strcpy(sa.sun_path, path);
        assert_int_equal(connect(fd, (struct sockaddr *) &sa, sizeof(sa)), 0);
        return fd;
}

/* Reads one NUL-terminated reply (or returns NULL at EOF). */
static char *raw_read_reply(int fd) {
        char *buf = malloc(1 << 20);
        size_t n = 0;

        for (;;) {
                ssize_t k = read(fd, buf + n, 1);
                if (k <= 0) {
                        free(buf);
                        return NULL;
                }
                if (buf[n] == '\0')
                        return buf;
                n++;
                assert_true(n < (1 << 20));
        }
}

static void raw_send(int fd, const void *data, size_t len) {
        assert_int_equal(send(fd, data, len, MSG_NOSIGNAL), (ssize_t) len);
}

static const char *reply_error(const char *reply, char *buf, size_t size) {
        ProtocolReply r = {};
        const char *why;

        assert_int_equal(protocol_reply_parse(reply, strlen(reply), &r, &why), 0);
        snprintf(buf, size, "%s", r.error ? r.error : "");
        protocol_reply_done(&r);
        return buf;
}

static void test_control_errors_keep_connection(void **state) {
        Server *srv = *state;
        int fd = raw_connect(srv->path);
        char *reply, e[128];
        static const char bad[] = "this is not json\0";
        static const char unknown[] = "{\"method\":\"io.preloadd.Explode\"}\0";
        static const char fails[] = "{\"method\":\"io.preloadd.Reload\"}\0";
        static const char unimplemented[] = "{\"method\":\"io.preloadd.List\"}\0";
        static const char ok[] = "{\"method\":\"io.preloadd.Status\",\"parameters\":{\"x\":1}}\0";

        raw_send(fd, bad, sizeof(bad) - 1);
        reply = raw_read_reply(fd);
        assert_non_null(reply);
        assert_string_equal(reply_error(reply, e, sizeof(e)), PROTOCOL_ERROR_INVALID_MESSAGE);
        assert_non_null(strstr(reply, "not valid JSON"));
        free(reply);

        raw_send(fd, unknown, sizeof(unknown) - 1);
        reply = raw_read_reply(fd);
        assert_string_equal(reply_error(reply, e, sizeof(e)), PROTOCOL_ERROR_METHOD_NOT_FOUND);
        assert_non_null(strstr(reply, "io.preloadd.Explode"));
        free(reply);

        /* a method the table leaves out is not found either */
        raw_send(fd, unimplemented, sizeof(unimplemented) - 1);
        reply = raw_read_reply(fd);
        assert_string_equal(reply_error(reply, e, sizeof(e)), PROTOCOL_ERROR_METHOD_NOT_FOUND);
        free(reply);

        /* a method that fails internally still gets exactly one reply */
        raw_send(fd, fails, sizeof(fails) - 1);
        reply = raw_read_reply(fd);
        assert_string_equal(reply_error(reply, e, sizeof(e)), PROTOCOL_ERROR_INTERNAL);
        free(reply);

        /* the connection still serves */
        raw_send(fd, ok, sizeof(ok) - 1);
        reply = raw_read_reply(fd);
        assert_string_equal(reply, "{\"parameters\":{\"x\":1}}");
        free(reply);
        close(fd);
}

static void test_control_one_byte_at_a_time(void **state) {
        Server *srv = *state;
        int fd = raw_connect(srv->path);
        static const char ok[] = "{\"method\":\"io.preloadd.Status\",\"parameters\":{\"slow\":true}}\0";
        char *reply;

        for (size_t i = 0; i < sizeof(ok) - 1; i++) {
                raw_send(fd, ok + i, 1);
                usleep(500);
        }
        reply = raw_read_reply(fd);
        assert_string_equal(reply, "{\"parameters\":{\"slow\":true}}");
        free(reply);
        close(fd);
}

static void test_control_oversized(void **state) {
        Server *srv = *state;
        int fd = raw_connect(srv->path);
        size_t n = PROTOCOL_CALL_MAX + 4096;
        char *big = malloc(n), *reply, e[128];

        memset(big, ' ', n);
        big[0] = '{';
        /* no NUL: the server gives up once the limit is passed, answers and hangs up */
        raw_send(fd, big, n);
        reply = raw_read_reply(fd);
        assert_non_null(reply);
        assert_string_equal(reply_error(reply, e, sizeof(e)), PROTOCOL_ERROR_MESSAGE_TOO_LARGE);
        free(reply);
        assert_null(raw_read_reply(fd));
        close(fd);
        free(big);

        /* and the server still serves others */
        {
                Client *c;
                ProtocolReply r = {};
                assert_int_equal(client_connect(srv->path, &c), 0);
                assert_int_equal(client_call(c, PROTOCOL_METHOD_STATUS, NULL, 5000000, &r), 0);
                assert_null(r.error);
                protocol_reply_done(&r);
                client_free(c);
        }
}

static void test_control_pipelined_order(void **state) {
        Server *srv = *state;
        int fd = raw_connect(srv->path);
        char *reply, all[512];
        size_t n;

        /* A slow call, then a fast one, in one write: replies come in call order. */
        n = (size_t) snprintf(all, sizeof(all), "%s%c%s%c",
                              "{\"method\":\"io.preloadd.Warm\",\"parameters\":{}}", 0,
                              "{\"method\":\"io.preloadd.Status\",\"parameters\":{\"second\":1}}", 0);
        raw_send(fd, all, n);
        reply = raw_read_reply(fd);
        assert_string_equal(reply, "{\"parameters\":{\"late\":true}}");
        free(reply);
        reply = raw_read_reply(fd);
        assert_string_equal(reply, "{\"parameters\":{\"second\":1}}");
        free(reply);

        /* oneway calls get no reply; the next call's reply comes alone */
        n = (size_t) snprintf(all, sizeof(all), "%s%c%s%c",
                              "{\"method\":\"io.preloadd.Status\",\"oneway\":true,\"parameters\":{\"a\":1}}", 0,
                              "{\"method\":\"io.preloadd.Status\",\"parameters\":{\"b\":2}}", 0);
        raw_send(fd, all, n);
        reply = raw_read_reply(fd);
        assert_string_equal(reply, "{\"parameters\":{\"b\":2}}");
        free(reply);
        close(fd);
}

static void test_control_client_gone_while_pending(void **state) {
        Server *srv = *state;
        static const char slow[] = "{\"method\":\"io.preloadd.Warm\"}\0";
        int fd = raw_connect(srv->path);
        Client *c;
        ProtocolReply r = {};

        raw_send(fd, slow, sizeof(slow) - 1);
        close(fd); /* the reply will find nobody */
        usleep(300000);
        assert_int_equal(client_connect(srv->path, &c), 0);
        assert_int_equal(client_call(c, PROTOCOL_METHOD_STATUS, NULL, 5000000, &r), 0);
        protocol_reply_done(&r);
        client_free(c);
}

static void test_control_many_clients(void **state) {
        Server *srv = *state;
        enum { N = 100 };
        int fds[N];
        char msg[128];

        for (int i = 0; i < N; i++)
                fds[i] = raw_connect(srv->path);
        for (int i = 0; i < N; i++) {
                int n = snprintf(msg, sizeof(msg), "{\"method\":\"io.preloadd.Status\",\"parameters\":{\"i\":%d}}", i);
                raw_send(fds[i], msg, (size_t) n + 1);
        }
        for (int i = N - 1; i >= 0; i--) {
                char *reply = raw_read_reply(fds[i]), want[64];
                snprintf(want, sizeof(want), "{\"parameters\":{\"i\":%d}}", i);
                assert_string_equal(reply, want);
                free(reply);
                close(fds[i]);
        }
}

static void test_control_refuses_other_uid(void **state) {
        Server *srv = *state;
        struct passwd *pw;
        pid_t pid;
        int status;

        if (getuid() != 0)
                skip();
        pw = getpwnam("nobody");
        if (!pw)
                skip();
        /* Let another uid reach the socket at all; the uid check must still refuse it. */
        assert_int_equal(tu_run("chmod 755 '%s' '%s/run' '%s/run/preloadd' && chmod 777 '%s'", srv->dir, srv->dir,
                                srv->dir, srv->path),
                         0);
        pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                /* No cmocka assertions here: a failure must not run the rest of the suite as nobody. */
                char buf[256];
                size_t n;

                if (setgid(pw->pw_gid) < 0 || setuid(pw->pw_uid) < 0)
                        _exit(10);
                /* The refusal comes unasked, then the server hangs up. */
                if (tu_unix_call(srv->path, NULL, buf, sizeof(buf), &n) < 0)
                        _exit(11);
                if (n == 0 || buf[n - 1] != '\0')
                        _exit(12);
                if (!strstr(buf, PROTOCOL_ERROR_PERMISSION_DENIED))
                        _exit(13);
                _exit(0);
        }
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
        assert_int_equal(srv->calls, 0);
}

/* In a child of our uid with GID and GROUPS: connects, sends a Status call. Exits 0 when served (the
 * echo comes back), 1 when refused (PermissionDenied), more on any other outcome. */
static int call_with_groups(const char *path, gid_t gid, const gid_t *groups, size_t n_groups) {
        pid_t pid = fork();
        int status;

        assert_true(pid >= 0);
        if (pid == 0) {
                char buf[256];
                size_t n;

                if (setgroups(n_groups, groups) < 0 || setgid(gid) < 0)
                        _exit(10);
                if (tu_unix_call(path, "{\"method\":\"io.preloadd.Status\",\"parameters\":{\"i\":7}}", buf,
                                 sizeof(buf), &n) < 0)
                        _exit(11);
                if (n == 0 || buf[n - 1] != '\0')
                        _exit(13);
                if (strstr(buf, PROTOCOL_ERROR_PERMISSION_DENIED))
                        _exit(1);
                _exit(strcmp(buf, "{\"parameters\":{\"i\":7}}") == 0 ? 0 : 14);
        }
        assert_int_equal(waitpid(pid, &status, 0), pid);
        return WIFEXITED(status) ? WEXITSTATUS(status) : 100;
}

static void test_control_refuses_peer_without_our_groups(void **state) {
        Server *srv = *state;
        const gid_t more[] = { 0, 65534 };

        /* the server holds gid 0: a root test process whose groups are just that */
        if (getuid() != 0 || getegid() != 0)
                skip();
        /* our uid, our groups and one more: served */
        assert_int_equal(call_with_groups(srv->path, 0, more, 2), 0);
        /* our uid, but neither gid nor groups hold 0, which the server does: a sandbox that
         * dropped groups must not have the server read what only those groups may */
        assert_int_equal(call_with_groups(srv->path, 65534, NULL, 0), 1);
        assert_int_equal(srv->calls, 1);
}

static void test_control_listen_path(void **state) {
        char *dir = tu_mkdtemp(), *path = tu_strdupf("%s/sub/control", dir), *file;
        int fd, fd2;
        struct stat st;

        assert_int_equal(control_listen_path(path, &fd), 0);
        assert_int_equal(stat(path, &st), 0);
        assert_true(S_ISSOCK(st.st_mode));
        assert_int_equal(st.st_mode & 0777, 0600);
        file = tu_strdupf("%s/sub", dir);
        assert_int_equal(stat(file, &st), 0);
        assert_int_equal(st.st_mode & 0777, 0700);
        free(file);
        /* someone listens: refuse to steal the socket */
        assert_int_equal(control_listen_path(path, &fd2), -EADDRINUSE);
        close(fd);
        /* a stale socket is replaced */
        assert_int_equal(control_listen_path(path, &fd2), 0);
        close(fd2);
        /* a non-socket is never removed */
        assert_int_equal(unlink(path), 0);
        tu_write_file(path, "x", 1);
        assert_int_equal(control_listen_path(path, &fd2), -EEXIST);
        /* loose permissions of our own directory are tightened */
        unlink(path);
        file = tu_strdupf("%s/sub", dir);
        chmod(file, 0755);
        assert_int_equal(control_listen_path(path, &fd2), 0);
        close(fd2);
        assert_int_equal(stat(file, &st), 0);
        assert_int_equal(st.st_mode & 0777, 0700);
        free(file);
        assert_int_equal(control_listen_path("relative/path", &fd2), -EINVAL);
        tu_rm_rf(dir);
        free(dir);
        free(path);
}

static unsigned calls_settled(Server *srv) {
        unsigned last = UINT_MAX, now;
        /* until no call was handled for 200 ms */
        while ((now = __atomic_load_n(&srv->calls, __ATOMIC_SEQ_CST)) != last) {
                last = now;
                usleep(200000);
        }
        return now;
}

/* Greedy peers that never read: together they get at most output_total_max of queued replies,
 * the worst of them are dropped, and a peer that reads is still answered in full. Without the
 * global cap, 8 peers x 2 MiB would sit in the daemon. */
static void test_control_output_total_bounded(void **state) {
        Server *srv = *state;
        enum { N = 7, CALLS = 4 };
        int fds[N];
        char msg[128];
        int n = snprintf(msg, sizeof(msg), "{\"method\":\"io.preloadd.List\",\"parameters\":{\"size\":400000}}");

        for (int i = 0; i < N; i++) {
                fds[i] = raw_connect(srv->path);
                for (int k = 0; k < CALLS; k++)
                        raw_send(fds[i], msg, (size_t) n + 1);
        }
        calls_settled(srv);
        size_t queued = control_output_bytes(srv->control);
        fprintf(stderr, "# %d peers not reading: %zu bytes queued\n", N, queued);
        assert_true(queued <= 3u << 20);
        assert_true(queued >= 1u << 20); /* the cap was reached, not everyone dropped */

        Client *c;
        ProtocolReply r = {};
        json_object *params = json_object_new_object(), *pad;
        json_object_object_add(params, "size", json_object_new_int(1000000));
        assert_int_equal(client_connect(srv->path, &c), 0);
        assert_int_equal(client_call(c, PROTOCOL_METHOD_LIST, params, 5000000, &r), 0);
        assert_null(r.error);
        assert_true(json_object_object_get_ex(r.parameters, "pad", &pad));
        assert_int_equal(json_object_get_string_len(pad), 1000000);
        protocol_reply_done(&r);
        client_free(c);
        json_object_put(params);
        for (int i = 0; i < N; i++)
                close(fds[i]);
}

/* Idle peers cannot lock others out: at the connection limit a new peer takes the slot of the one
 * idle for longest, and a silent connection is closed after the idle time. */
static void test_control_idle_peers(void **state) {
        Server *srv = *state;
        enum { N = 8 };
        int fds[N];
        Client *c;
        ProtocolReply r = {};

        for (int i = 0; i < N; i++)
                fds[i] = raw_connect(srv->path);
        usleep(50000);
        assert_int_equal(client_connect(srv->path, &c), 0);
        assert_int_equal(client_call(c, PROTOCOL_METHOD_STATUS, NULL, 2000000, &r), 0);
        assert_null(r.error);
        protocol_reply_done(&r);
        client_free(c);

        /* the first peer lost its slot to the client above; the others are closed once idle */
        struct pollfd pfd = { .fd = fds[N - 1], .events = POLLIN };
        assert_int_equal(poll(&pfd, 1, 5000), 1);
        char b;
        assert_int_equal(read(fds[N - 1], &b, 1), 0);
        assert_int_equal(read(fds[0], &b, 1), 0);
        for (int i = 0; i < N; i++)
                close(fds[i]);
}

/* 300 slow calls pipelined by one peer do not hold up another: its call is answered after a few of
 * them, not after all 300 (they take 2 ms each, 0.6 s in all). */
static void test_control_fair_between_peers(void **state) {
        Server *srv = *state;
        static const char cancel[] = "{\"method\":\"io.preloadd.Cancel\"}";
        size_t one = sizeof(cancel), n = 300 * one;
        char *all = malloc(n);
        int fd = raw_connect(srv->path);
        Client *c;
        ProtocolReply r = {};

        for (size_t i = 0; i < 300; i++)
                memcpy(all + i * one, cancel, one);
        raw_send(fd, all, n);
        usleep(20000);
        assert_int_equal(client_connect(srv->path, &c), 0);
        assert_int_equal(client_call(c, PROTOCOL_METHOD_STATUS, NULL, 5000000, &r), 0);
        unsigned handled = __atomic_load_n(&srv->calls, __ATOMIC_SEQ_CST);
        fprintf(stderr, "# answered after %u of 300 pipelined calls\n", handled);
        assert_true(handled < 150);
        protocol_reply_done(&r);
        client_free(c);
        close(fd);
        free(all);
}

/* ---- client_call_alive(): a long reply waited for while the daemon answers, not after ---- */

/* A server in a child: each connection in a child of its own; Status answered at once, any other
 * call after delay_ms; stopped (SIGSTOP) when told, as a wedged daemon is. */
static pid_t slow_server_start(const char *path, int delay_ms) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        int lfd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        pid_t pid;

        assert_true(lfd >= 0);
        strcpy(sa.sun_path, path);
        assert_int_equal(bind(lfd, (struct sockaddr *) &sa, sizeof(sa)), 0);
        assert_int_equal(listen(lfd, 16), 0);
        pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                signal(SIGCHLD, SIG_IGN);
                for (;;) {
                        int fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC);
                        char buf[4096];
                        ssize_t n;
                        if (fd < 0)
                                continue;
                        if (fork() != 0) {
                                close(fd);
                                continue;
                        }
                        n = read(fd, buf, sizeof(buf) - 1);
                        buf[n > 0 ? n : 0] = 0;
                        if (!strstr(buf, PROTOCOL_METHOD_STATUS))
                                usleep((useconds_t) delay_ms * 1000);
                        (void) write(fd, "{\"parameters\":{}}", 18);
                        _exit(0);
                }
        }
        close(lfd);
        return pid;
}

static void test_client_call_alive(void **state) {
        char *dir = tu_mkdtemp(), *path = tu_strdupf("%s/sock", dir);
        pid_t pid = slow_server_start(path, 2500);
        Client *c = NULL;
        ProtocolReply r = {};
        uint64_t t0;

        /* 2.5 s of work, a 0.5 s timeout: the probes keep the wait going */
        assert_int_equal(client_connect(path, &c), 0);
        assert_int_equal(client_call(c, PROTOCOL_METHOD_WARM, NULL, 500000, &r), -ETIMEDOUT);
        client_free(c);
        assert_int_equal(client_connect(path, &c), 0);
        assert_int_equal(client_call_alive(c, PROTOCOL_METHOD_WARM, NULL, 500000, &r), 0);
        assert_null(r.error);
        protocol_reply_done(&r);
        client_free(c);

        /* stopped: given up after the probe's timeout, well before the work would end */
        assert_int_equal(client_connect(path, &c), 0);
        assert_int_equal(kill(pid, SIGSTOP), 0);
        t0 = now_usec(CLOCK_MONOTONIC);
        assert_int_equal(client_call_alive(c, PROTOCOL_METHOD_WARM, NULL, 500000, &r), -ETIMEDOUT);
        assert_true(now_usec(CLOCK_MONOTONIC) - t0 < 2000000);
        client_free(c);
        assert_int_equal(client_call_alive(NULL, PROTOCOL_METHOD_WARM, NULL, 0, &r), -EINVAL);

        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
        tu_rm_rf(dir);
        free(path);
        free(dir);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_protocol_framer_basic),
                cmocka_unit_test(test_protocol_call_parse_lenient_json),
                cmocka_unit_test(test_client_call_alive),
                cmocka_unit_test(test_protocol_framer_one_byte_at_a_time),
                cmocka_unit_test(test_protocol_framer_oversized),
                cmocka_unit_test(test_protocol_call_parse_malformed),
                cmocka_unit_test(test_protocol_call_parse_ok),
                cmocka_unit_test(test_protocol_format_roundtrip),
                cmocka_unit_test(test_protocol_params),
                cmocka_unit_test(test_protocol_warm_params_parse_known),
                cmocka_unit_test(test_protocol_forget_params),
                cmocka_unit_test(test_control_listen_path),
                cmocka_unit_test_setup_teardown(test_control_errors_keep_connection, server_setup, server_teardown),
                cmocka_unit_test_setup_teardown(test_control_one_byte_at_a_time, server_setup, server_teardown),
                cmocka_unit_test_setup_teardown(test_control_oversized, server_setup, server_teardown),
                cmocka_unit_test_setup_teardown(test_control_pipelined_order, server_setup, server_teardown),
                cmocka_unit_test_setup_teardown(test_control_client_gone_while_pending, server_setup, server_teardown),
                cmocka_unit_test_setup_teardown(test_control_many_clients, server_setup, server_teardown),
                cmocka_unit_test_setup_teardown(test_control_refuses_other_uid, server_setup, server_teardown),
                cmocka_unit_test_setup_teardown(test_control_refuses_peer_without_our_groups, server_setup,
                                                server_teardown),
                cmocka_unit_test_setup_teardown(test_control_output_total_bounded, server_setup_small,
                                                server_teardown),
                cmocka_unit_test_setup_teardown(test_control_idle_peers, server_setup_small_idle, server_teardown),
                cmocka_unit_test_setup_teardown(test_control_fair_between_peers, server_setup_small,
                                                server_teardown),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
