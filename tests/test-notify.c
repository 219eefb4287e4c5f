/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadd's sd_notify messages, exactly, through an emulated NOTIFY_SOCKET: READY=1 once the
 * config is read and the socket listens, STATUS= while warming, RELOADING=1/READY=1 around
 * reloads (good and broken), STOPPING=1, and nothing else.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <poll.h>
#include <regex.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "client.h"
#include "protocol.h"
#include "util.h"

typedef struct Daemon {
        char *dir;
        char *cfg;
        char *socket;
        int notify_fd;
        pid_t pid;
} Daemon;

static uint64_t now_usec(void) {
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (uint64_t) ts.tv_sec * 1000000u + (uint64_t) ts.tv_nsec / 1000u;
}

/* Next datagram, or NULL after timeout_ms. */
static char *notify_next(Daemon *d, int timeout_ms) {
        struct pollfd p = { .fd = d->notify_fd, .events = POLLIN };
        char buf[4096];
        ssize_t k;

        if (poll(&p, 1, timeout_ms) <= 0)
                return NULL;
        k = recv(d->notify_fd, buf, sizeof(buf) - 1, 0);
        assert_true(k >= 0);
        buf[k] = '\0';
        return strdup(buf);
}

/* Asserts that the next message matches the extended regex (anchored). */
static char *expect(Daemon *d, const char *pattern) {
        char *msg = notify_next(d, 10000), *anchored = tu_strdupf("^%s$", pattern);
        regex_t re;

        if (!msg) {
                fprintf(stderr, "no notify message, expected: %s\n", pattern);
                fail();
        }
        assert_int_equal(regcomp(&re, anchored, REG_EXTENDED), 0);
        if (regexec(&re, msg, 0, NULL, 0) != 0) {
                fprintf(stderr, "notify message:\n%s\n-- does not match:\n%s\n", msg, pattern);
                fail();
        }
        regfree(&re);
        free(anchored);
        return msg;
}

static void expect_nothing(Daemon *d, int ms) {
        char *msg = notify_next(d, ms);
        if (msg) {
                fprintf(stderr, "unexpected notify message:\n%s\n", msg);
                fail();
        }
}

static void write_cfg(Daemon *d, const char *name, const char *text) {
        char *p = tu_strdupf("%s/%s", d->cfg, name);
        tu_write_file(p, text, strlen(text));
        free(p);
}

static int daemon_setup(void **state) {
        Daemon *d = calloc(1, sizeof(Daemon));
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        char *notify_path;

        d->dir = tu_mkdtemp();
        d->cfg = tu_strdupf("%s/cfg", d->dir);
        d->socket = tu_strdupf("%s/run/control", d->dir);
        notify_path = tu_strdupf("%s/notify", d->dir);
        d->notify_fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
        assert_true(d->notify_fd >= 0);
        strcpy(sa.sun_path, notify_path);
        assert_int_equal(bind(d->notify_fd, (struct sockaddr *) &sa, sizeof(sa)), 0);
        setenv("NOTIFY_SOCKET", notify_path, 1);
        free(notify_path);
        *state = d;
        return 0;
}

static int daemon_teardown(void **state) {
        Daemon *d = *state;

        if (d->pid > 0) {
                kill(d->pid, SIGKILL);
                waitpid(d->pid, NULL, 0);
        }
        unsetenv("NOTIFY_SOCKET");
        close(d->notify_fd);
        tu_rm_rf(d->dir);
        free(d->dir);
        free(d->cfg);
        free(d->socket);
        free(d);
        return 0;
}

static void daemon_start(Daemon *d) {
        const char *exe = getenv("PRELOADD");
        char *cfg_arg = tu_strdupf("--config-dir=%s", d->cfg), *sock_arg = tu_strdupf("--socket=%s", d->socket);

        assert_non_null(exe);
        assert_int_equal(tu_run("mkdir -p -m 0700 '%s/run'", d->dir), 0);
        d->pid = fork();
        assert_true(d->pid >= 0);
        if (d->pid == 0) {
                execl(exe, exe, cfg_arg, sock_arg, (char *) NULL);
                _exit(127);
        }
        free(cfg_arg);
        free(sock_arg);
}

static ProtocolReply call(Daemon *d, const char *method, json_object *params) {
        Client *c;
        ProtocolReply r = {};

        assert_int_equal(client_connect(d->socket, &c), 0);
        assert_int_equal(client_call(c, method, params, 60000000, &r), 0);
        client_free(c);
        return r;
}

#define STATUS_READY_LOGIN_DONE(apps) "STATUS=Ready: " apps " configured, login warm done \\([0-9.]+[BKMG]? in [0-9.]+s\\)"

static void test_notify_messages(void **state) {
        Daemon *d = *state;
        char *m, *broken;
        uint64_t before, after, mono;
        ProtocolReply r;
        json_object *p;
        int status;

        write_cfg(d, "apps.d/one.conf", "[Application]\nExec=/bin/true\nTrigger=login\n");
        write_cfg(d, "preloadd.conf", "[Daemon]\nLoginDelaySec=0\n");
        daemon_start(d);

        /* READY=1 only once config and socket are up: the socket must answer at once. */
        m = expect(d, "READY=1\nSTATUS=Ready: 1 app configured, login warm in 0s");
        free(m);
        {
                Client *c;
                assert_int_equal(client_connect(d->socket, &c), 0);
                client_free(c);
        }
        /* the login warm, in the background */
        free(expect(d, "STATUS=Warming 1 login app"));
        free(expect(d, STATUS_READY_LOGIN_DONE("1 app")));
        expect_nothing(d, 300);

        /* SIGHUP: a reload with RELOADING=1 (with the monotonic timestamp) and READY=1 after */
        before = now_usec();
        assert_int_equal(kill(d->pid, SIGHUP), 0);
        m = expect(d, "RELOADING=1\nMONOTONIC_USEC=[0-9]+\nSTATUS=Reloading configuration");
        after = now_usec();
        assert_int_equal(sscanf(m, "RELOADING=1\nMONOTONIC_USEC=%" SCNu64, &mono), 1);
        assert_true(mono >= before && mono <= after);
        free(m);
        free(expect(d, "READY=1\n" STATUS_READY_LOGIN_DONE("1 app")));

        /* a broken file: skipped, READY=1 all the same, the status counts it, the rest stays */
        write_cfg(d, "apps.d/two.conf", "[Application]\nExec=/bin/false\nTrigger=sometimes\n");
        r = call(d, PROTOCOL_METHOD_RELOAD, NULL);
        assert_null(r.error);
        protocol_reply_done(&r);
        free(expect(d, "RELOADING=1\nMONOTONIC_USEC=[0-9]+\nSTATUS=Reloading configuration"));
        broken = tu_strdupf("READY=1\nSTATUS=Ready: 1 app configured, 1 file with errors skipped, login warm "
                            "done \\([0-9.]+[BKMG]? in [0-9.]+s\\)");
        free(expect(d, broken));
        free(broken);
        r = call(d, PROTOCOL_METHOD_LIST, NULL);
        assert_null(r.error);
        assert_true(json_object_object_get_ex(r.parameters, "apps", &p));
        assert_int_equal(json_object_array_length(p), 1);
        assert_true(json_object_object_get_ex(r.parameters, "skipped", &p));
        assert_int_equal(json_object_array_length(p), 1);
        protocol_reply_done(&r);

        /* fixed: the failure leaves the status */
        write_cfg(d, "apps.d/two.conf", "[Application]\nExec=/bin/false\nTrigger=demand\n");
        r = call(d, PROTOCOL_METHOD_RELOAD, NULL);
        assert_null(r.error);
        protocol_reply_done(&r);
        free(expect(d, "RELOADING=1\nMONOTONIC_USEC=[0-9]+\nSTATUS=Reloading configuration"));
        free(expect(d, "READY=1\n" STATUS_READY_LOGIN_DONE("2 apps")));

        /* an on-demand warm shows while it runs */
        p = json_object_new_object();
        json_object_object_add(p, "app", json_object_new_string("two"));
        json_object_object_add(p, "wait", json_object_new_boolean(true));
        r = call(d, PROTOCOL_METHOD_WARM, p);
        json_object_put(p);
        assert_null(r.error);
        protocol_reply_done(&r);
        free(expect(d, "STATUS=Warming two"));
        free(expect(d, STATUS_READY_LOGIN_DONE("2 apps")));
        expect_nothing(d, 300);

        /* stop: STOPPING=1, a clean exit, nothing after */
        assert_int_equal(kill(d->pid, SIGTERM), 0);
        free(expect(d, "STOPPING=1\nSTATUS=Shutting down"));
        assert_int_equal(waitpid(d->pid, &status, 0), d->pid);
        d->pid = 0;
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
        expect_nothing(d, 100);
        /* the socket it bound is gone */
        assert_int_equal(access(d->socket, F_OK), -1);
}

static void test_notify_broken_config_at_start(void **state) {
        Daemon *d = *state;

        /* the broken file is skipped: READY=1, and the status says so */
        write_cfg(d, "apps.d/bad.conf", "[Application]\nExec=relative/path\n");
        write_cfg(d, "apps.d/good.conf", "[Application]\nExec=/bin/true\n");
        daemon_start(d);
        free(expect(d, "READY=1\nSTATUS=Ready: 1 app configured, 1 file with errors skipped"));
}

static void test_notify_login_pending_and_cancel(void **state) {
        Daemon *d = *state;
        ProtocolReply r;
        json_object *v;
        int status;

        write_cfg(d, "apps.d/one.conf", "[Application]\nExec=/bin/true\nTrigger=login\n");
        write_cfg(d, "preloadd.conf", "[Daemon]\nLoginDelaySec=1h\n");
        daemon_start(d);
        free(expect(d, "READY=1\nSTATUS=Ready: 1 app configured, login warm in 3600s"));

        r = call(d, PROTOCOL_METHOD_STATUS, NULL);
        assert_true(json_object_object_get_ex(r.parameters, "login", &v));
        assert_true(json_object_object_get_ex(v, "state", &v));
        assert_string_equal(json_object_get_string(v), "pending");
        protocol_reply_done(&r);

        /* Cancel with no job cancels the pending login warm too. */
        r = call(d, PROTOCOL_METHOD_CANCEL, NULL);
        assert_null(r.error);
        assert_true(json_object_object_get_ex(r.parameters, "cancelled", &v));
        assert_int_equal(json_object_get_int(v), 1);
        protocol_reply_done(&r);
        free(expect(d, "STATUS=Ready: 1 app configured, login warm cancelled"));

        assert_int_equal(kill(d->pid, SIGTERM), 0);
        free(expect(d, "STOPPING=1\nSTATUS=Shutting down"));
        assert_int_equal(waitpid(d->pid, &status, 0), d->pid);
        d->pid = 0;
        assert_int_equal(WEXITSTATUS(status), 0);
}

static uint64_t status_job(Daemon *d, const char **ret_state, uint64_t *ret_usec) {
        uint64_t t0 = now_usec(), id = 0;
        ProtocolReply r = call(d, PROTOCOL_METHOD_STATUS, NULL);
        json_object *jobs, *j, *v;

        *ret_usec = now_usec() - t0;
        *ret_state = NULL;
        assert_null(r.error);
        assert_true(json_object_object_get_ex(r.parameters, "jobs", &jobs));
        if (json_object_array_length(jobs) > 0) {
                j = json_object_array_get_idx(jobs, 0);
                assert_true(json_object_object_get_ex(j, "job", &v));
                id = (uint64_t) json_object_get_int64(v);
                assert_true(json_object_object_get_ex(j, "state", &v));
                *ret_state = strcmp(json_object_get_string(v), "running") == 0 ? "running" : "queued";
        }
        protocol_reply_done(&r);
        return id;
}

/*
 * A warm of a few thousand files takes seconds: meanwhile the daemon answers at once (the warm is
 * in its worker thread), and Cancel stops it, with the waiting caller told so.
 */
static void test_daemon_answers_while_warming_and_cancels(void **state) {
        Daemon *d = *state;
        char *data = tu_strdupf("%s/data", d->dir), *text;
        bool cancelled = false;
        int status;

        {
                static char block[8192];
                memset(block, 'x', sizeof(block));
                assert_int_equal(mkdir(data, 0755), 0);
                for (int i = 0; i < 4000; i++) {
                        char *f = tu_strdupf("%s/f%04d.dat", data, i);
                        int fd = open(f, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
                        assert_true(fd >= 0);
                        assert_int_equal(write(fd, block, sizeof(block)), (ssize_t) sizeof(block));
                        close(fd);
                        free(f);
                }
        }
        text = tu_strdupf("[Application]\nFiles=%s/*.dat\n", data);
        write_cfg(d, "apps.d/many.conf", text);
        free(text);
        daemon_start(d);
        free(expect(d, "READY=1\nSTATUS=Ready: 1 app configured"));

        for (int attempt = 0; attempt < 5 && !cancelled; attempt++) {
                static const char warm[] = "{\"method\":\"io.preloadd.Warm\",\"parameters\":"
                                           "{\"app\":\"many\",\"wait\":true}}";
                struct sockaddr_un sa = { .sun_family = AF_UNIX };
                const char *st = NULL;
                uint64_t id = 0, usec, answered = 0;
                static char reply[4 << 20];
                size_t n = 0;
                ssize_t k;
                int fd;
                ProtocolReply r;
                json_object *p, *res, *v;

                fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
                strcpy(sa.sun_path, d->socket);
                assert_int_equal(connect(fd, (struct sockaddr *) &sa, sizeof(sa)), 0);
                assert_int_equal(send(fd, warm, sizeof(warm), MSG_NOSIGNAL), (ssize_t) sizeof(warm));

                /* While it runs, Status answers promptly, again and again. */
                for (int i = 0; i < 200; i++) {
                        id = status_job(d, &st, &usec);
                        assert_true(usec < 500000);
                        if (st && strcmp(st, "running") == 0 && ++answered >= 3)
                                break;
                        usleep(2000);
                }
                assert_true(answered >= 1);

                p = json_object_new_object();
                json_object_object_add(p, "job", json_object_new_int64((int64_t) id));
                r = call(d, PROTOCOL_METHOD_CANCEL, p);
                json_object_put(p);
                if (r.error) {
                        /* It finished between the status and the cancel: try again. */
                        assert_string_equal(r.error, PROTOCOL_ERROR_NO_SUCH_JOB);
                        protocol_reply_done(&r);
                } else
                        protocol_reply_done(&r);

                /* The waiting caller gets its reply: cancelled, unless it had finished. */
                while (n == 0 || reply[n - 1] != '\0') {
                        k = read(fd, reply + n, sizeof(reply) - n);
                        if (k <= 0)
                                fprintf(stderr, "read: %zd (%m) after %zu bytes\n", k, n);
                        assert_true(k > 0);
                        n += (size_t) k;
                }
                close(fd);
                {
                        const char *why;
                        assert_int_equal(protocol_reply_parse(reply, n - 1, &r, &why), 0);
                }
                assert_null(r.error);
                /* cancelled while planning (no result yet) or while reading (result says so too) */
                assert_true(json_object_object_get_ex(r.parameters, "cancelled", &v));
                cancelled = json_object_get_boolean(v);
                if (cancelled && json_object_object_get_ex(r.parameters, "result", &res)) {
                        assert_true(json_object_object_get_ex(res, "cancelled", &v));
                        assert_true(json_object_get_boolean(v));
                }
                protocol_reply_done(&r);
        }
        assert_true(cancelled);

        /* the daemon goes on serving, then stops cleanly */
        {
                ProtocolReply r = call(d, PROTOCOL_METHOD_LIST, NULL);
                assert_null(r.error);
                protocol_reply_done(&r);
        }
        assert_int_equal(kill(d->pid, SIGTERM), 0);
        assert_int_equal(waitpid(d->pid, &status, 0), d->pid);
        d->pid = 0;
        assert_int_equal(WEXITSTATUS(status), 0);
        free(data);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test_setup_teardown(test_notify_messages, daemon_setup, daemon_teardown),
                cmocka_unit_test_setup_teardown(test_notify_broken_config_at_start, daemon_setup, daemon_teardown),
                cmocka_unit_test_setup_teardown(test_notify_login_pending_and_cancel, daemon_setup, daemon_teardown),
                cmocka_unit_test_setup_teardown(test_daemon_answers_while_warming_and_cancels, daemon_setup,
                                                daemon_teardown),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
