/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Hostile inputs, end to end: ELF files cut at every header boundary, program headers past the end,
 * absurd counts, DT_NEEDED cycles and a 10 000-deep chain, RUNPATH with thousands of entries,
 * symlink loops, FIFOs and device nodes, files replaced between planning and warming, a config
 * directory of 10 000 files, a 100 MiB config line, and control messages that are oversized,
 * truncated, not JSON or sent a byte at a time. Each must give a clear error naming the file and
 * the reason, in the library and through a preloadd started by hand, and the daemon must still
 * answer afterwards. Also the security rules (other uids refused, socket and profile modes) and the
 * faults (memory budget, profile writes on a full or read-only file system or killed mid-write,
 * the daemon killed mid-warm and restarted).
 *
 * Libraries are made by a small ELF writer below: compiling 10 000 of them would take minutes.
 */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <poll.h>
#include <pwd.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/sysmacros.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "client.h"
#include "config.h"
#include "device.h"
#include "device-lookup.h"
#include "elfimage.h"
#include "engine.h"
#include "ldcache.h"
#include "loader.h"
#include "macro.h"
#include "plan.h"
#include "profile.h"
#include "protocol.h"
#include "schedule.h"
#include "target.h"
#include "time-util.h"
#include "util.h"

static char *top;  /* this run's temporary directory */
static char *fast; /* a tmpfs in it when we may mount one (else top): thousands of files are made
                    * there, which on a busy disk would take longer than the rest together */

#ifndef __has_feature
#define __has_feature(x) 0
#endif

/*
 * Built with AddressSanitizer: several times slower, and growing arrays one element at a time
 * (as the config loader and the plan do) costs a fresh mapping per step. CI runs the suite both
 * ways; the sanitized pass skips the repetitions that add time but no new code path (the same
 * closure planned twice, the list-flooding client), never the hostile input itself.
 */
static bool sanitized(void) {
#if defined(__SANITIZE_ADDRESS__) || __has_feature(address_sanitizer)
        return true;
#else
        return false;
#endif
}

/* Time limits scale with this. */
static unsigned slow_factor(void) {
        return sanitized() ? 10 : 1;
}

static bool is_root(void) {
        return geteuid() == 0;
}

/* ---- a minimal ELF writer: 64-bit little-endian x86-64, one PT_LOAD over the whole file ---- */

typedef struct ElfSpec {
        uint16_t type;              /* 0: ET_DYN */
        const char *interp;         /* PT_INTERP, or NULL */
        const char *soname;
        const char *const *needed;
        size_t n_needed;
        const char *runpath;
        const char *rpath;
} ElfSpec;

typedef struct Buf {
        uint8_t *data;
        size_t len;
} Buf;

static size_t buf_add(Buf *b, const void *p, size_t n) {
        size_t at = b->len;
        b->data = realloc(b->data, b->len + n);
        assert_non_null(b->data);
        memcpy(b->data + at, p, n);
        b->len += n;
        return at;
}

static void buf_align(Buf *b, size_t a) {
        static const uint8_t zero[16];
        while (b->len % a)
                buf_add(b, zero, 1);
}

/* Builds the image; *ret_size gets its length. */
static uint8_t *elf_build(const ElfSpec *s, size_t *ret_size) {
        size_t n_ph = 2 + (s->interp ? 1 : 0), n_dyn, strsz = 1, dyn_off, str_off, interp_off = 0, k = 0;
        Elf64_Ehdr eh = {};
        Elf64_Phdr ph[3] = {};
        Elf64_Dyn *dyn;
        Buf b = {}, str = {};
        uint64_t *offs;

        /* the string table first, to know the offsets */
        buf_add(&str, "", 1);
        offs = calloc(s->n_needed + 3, sizeof(uint64_t));
        assert_non_null(offs);
        for (size_t i = 0; i < s->n_needed; i++)
                offs[i] = buf_add(&str, s->needed[i], strlen(s->needed[i]) + 1);
        if (s->soname)
                offs[s->n_needed] = buf_add(&str, s->soname, strlen(s->soname) + 1);
        if (s->runpath)
                offs[s->n_needed + 1] = buf_add(&str, s->runpath, strlen(s->runpath) + 1);
        if (s->rpath)
                offs[s->n_needed + 2] = buf_add(&str, s->rpath, strlen(s->rpath) + 1);
        strsz = str.len;

        n_dyn = s->n_needed + !!s->soname + !!s->runpath + !!s->rpath + 3;
        dyn = calloc(n_dyn, sizeof(Elf64_Dyn));
        assert_non_null(dyn);

        buf_add(&b, &eh, sizeof(eh));
        buf_add(&b, ph, n_ph * sizeof(Elf64_Phdr));
        if (s->interp)
                interp_off = buf_add(&b, s->interp, strlen(s->interp) + 1);
        buf_align(&b, 8);
        dyn_off = buf_add(&b, dyn, n_dyn * sizeof(Elf64_Dyn));
        str_off = buf_add(&b, str.data, str.len);

        for (size_t i = 0; i < s->n_needed; i++)
                dyn[k++] = (Elf64_Dyn) { .d_tag = DT_NEEDED, .d_un.d_val = offs[i] };
        if (s->soname)
                dyn[k++] = (Elf64_Dyn) { .d_tag = DT_SONAME, .d_un.d_val = offs[s->n_needed] };
        if (s->runpath)
                dyn[k++] = (Elf64_Dyn) { .d_tag = DT_RUNPATH, .d_un.d_val = offs[s->n_needed + 1] };
        if (s->rpath)
                dyn[k++] = (Elf64_Dyn) { .d_tag = DT_RPATH, .d_un.d_val = offs[s->n_needed + 2] };
        dyn[k++] = (Elf64_Dyn) { .d_tag = DT_STRTAB, .d_un.d_ptr = str_off };
        dyn[k++] = (Elf64_Dyn) { .d_tag = DT_STRSZ, .d_un.d_val = strsz };
        dyn[k++] = (Elf64_Dyn) { .d_tag = DT_NULL };
        memcpy(b.data + dyn_off, dyn, n_dyn * sizeof(Elf64_Dyn));

        memcpy(eh.e_ident, ELFMAG, SELFMAG);
        eh.e_ident[EI_CLASS] = ELFCLASS64;
        eh.e_ident[EI_DATA] = ELFDATA2LSB;
        eh.e_ident[EI_VERSION] = EV_CURRENT;
        eh.e_type = s->type ? s->type : ET_DYN;
        eh.e_machine = EM_X86_64;
        eh.e_version = EV_CURRENT;
        eh.e_phoff = sizeof(Elf64_Ehdr);
        eh.e_ehsize = sizeof(Elf64_Ehdr);
        eh.e_phentsize = sizeof(Elf64_Phdr);
        eh.e_phnum = (uint16_t) n_ph;
        memcpy(b.data, &eh, sizeof(eh));

        k = 0;
        if (s->interp)
                ph[k++] = (Elf64_Phdr) { .p_type = PT_INTERP, .p_flags = PF_R, .p_offset = interp_off,
                                         .p_vaddr = interp_off, .p_filesz = strlen(s->interp) + 1,
                                         .p_memsz = strlen(s->interp) + 1, .p_align = 1 };
        ph[k++] = (Elf64_Phdr) { .p_type = PT_LOAD, .p_flags = PF_R | PF_X, .p_offset = 0, .p_vaddr = 0,
                                 .p_filesz = b.len, .p_memsz = b.len, .p_align = 4096 };
        ph[k++] = (Elf64_Phdr) { .p_type = PT_DYNAMIC, .p_flags = PF_R, .p_offset = dyn_off,
                                 .p_vaddr = dyn_off, .p_filesz = n_dyn * sizeof(Elf64_Dyn),
                                 .p_memsz = n_dyn * sizeof(Elf64_Dyn), .p_align = 8 };
        memcpy(b.data + sizeof(eh), ph, n_ph * sizeof(Elf64_Phdr));

        free(offs);
        free(dyn);
        free(str.data);
        *ret_size = b.len;
        return b.data;
}

/* Writes a file in an existing directory (tu_write_file runs mkdir -p, too slow for thousands). */
static void file_write(const char *path, const void *data, size_t size) {
        int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0755);
        assert_true(fd >= 0);
        assert_int_equal(write(fd, data, size), (ssize_t) size);
        assert_int_equal(close(fd), 0);
}

static void elf_write(const char *path, const ElfSpec *s) {
        size_t n;
        uint8_t *b = elf_build(s, &n);
        char *dir = strdup(path), *slash = strrchr(dir, '/');
        struct stat st;

        *slash = '\0';
        if (stat(dir, &st) < 0)
                assert_int_equal(tu_run("mkdir -p '%s'", dir), 0);
        file_write(path, b, n);
        free(dir);
        free(b);
}

/* A program the writer makes: ld.so as interpreter, the given needs found through RUNPATH. */
static void prog_write(const char *path, const char *runpath, const char *const *needed, size_t n) {
        ElfSpec s = { .interp = "/lib64/ld-linux-x86-64.so.2", .runpath = runpath, .needed = needed,
                      .n_needed = n };
        elf_write(path, &s);
}

static Elf64_Phdr *phdr_of(uint8_t *b, uint32_t type) {
        Elf64_Ehdr *eh = (Elf64_Ehdr *) b;
        for (size_t i = 0; i < eh->e_phnum; i++) {
                Elf64_Phdr *ph = (Elf64_Phdr *) (b + eh->e_phoff) + i;
                if (ph->p_type == type)
                        return ph;
        }
        fail_msg("no program header of type %u", type);
        return NULL;
}

/* ---- planning through the library, as preloadctl and the daemon's worker do ---- */

typedef struct PlanOutcome {
        int r;
        char *error_path;
        const char *reason;
        char **warnings;
        size_t n_warnings;
        size_t n_files;
        size_t n_missing;
        uint64_t usec;
} PlanOutcome;

static void outcome_done(PlanOutcome *o) {
        free(o->error_path);
        for (size_t i = 0; i < o->n_warnings; i++)
                free(o->warnings[i]);
        free(o->warnings);
        *o = (PlanOutcome) {};
}

static PlanOutcome plan_target(const char *target) {
        TargetOptions opts = {};
        TargetReport rep = {};
        PlanOutcome o = {};
        Plan *p = NULL;
        uint64_t t0 = now_usec(CLOCK_MONOTONIC);

        assert_int_equal(plan_new(&p), 0);
        o.r = target_add_to_plan(target, &opts, p, &rep);
        o.usec = now_usec(CLOCK_MONOTONIC) - t0;
        o.error_path = rep.error_path ? strdup(rep.error_path) : NULL;
        o.reason = rep.error_reason ? rep.error_reason : o.r < 0 ? strerror(-o.r) : NULL;
        o.warnings = TAKE_PTR(rep.warnings);
        o.n_warnings = rep.n_warnings;
        rep.n_warnings = 0;
        o.n_files = p->n_files;
        o.n_missing = p->n_missing;
        target_report_done(&rep);
        plan_free(p);
        return o;
}

/* The plan of path fails with a reason, and the failure names path (or expect_path). */
static void expect_plan_error(const char *path, const char *expect_path, const char *reason) {
        PlanOutcome o = plan_target(path);

        if (o.r >= 0)
                fail_msg("%s: planned, expected an error", path);
        assert_non_null(o.error_path);
        assert_string_equal(o.error_path, expect_path ? expect_path : path);
        assert_non_null(o.reason);
        assert_true(strlen(o.reason) > 0);
        if (reason && strcmp(o.reason, reason) != 0)
                fail_msg("%s: reason '%s', expected '%s'", path, o.reason, reason);
        outcome_done(&o);
}

static bool warnings_have(const PlanOutcome *o, const char *path, const char *reason) {
        char *want = tu_strdupf("%s: %s", path, reason ? reason : "");
        bool found = false;

        for (size_t i = 0; i < o->n_warnings && !found; i++)
                found = reason ? strcmp(o->warnings[i], want) == 0 : strncmp(o->warnings[i], want, strlen(want)) == 0;
        if (!found) {
                fprintf(stderr, "no warning '%s' among %zu:\n", want, o->n_warnings);
                for (size_t i = 0; i < o->n_warnings && i < 10; i++)
                        fprintf(stderr, "  %s\n", o->warnings[i]);
        }
        free(want);
        return found;
}

/* ---- a preloadd started by hand ---- */

typedef struct Daemon {
        char *dir;    /* its own temporary directory */
        char *cfg;    /* --config-dir */
        char *socket; /* --socket */
        char *log;    /* its stderr */
        pid_t pid;
        uid_t uid;    /* run as this uid (root only), 0: as we are */
        int fuse_fd;  /* >= 0: preloadd runs in a mount namespace of its own with a FUSE file
                       * system on fuse_dir served by this fd (test_hostile_dead_fuse) */
        char *fuse_dir;
} Daemon;

/* Every daemon started, so that one left behind by a failed assertion is killed at the end. */
static Daemon *daemons[64];

static Daemon *daemon_new_in(const char *base) {
        Daemon *d = calloc(1, sizeof(Daemon));
        size_t i;

        assert_non_null(d);
        for (i = 0; i < ELEMENTSOF(daemons) && daemons[i]; i++)
                ;
        assert_true(i < ELEMENTSOF(daemons));
        daemons[i] = d;
        d->dir = tu_strdupf("%s/daemon.XXXXXX", base);
        assert_non_null(mkdtemp(d->dir));
        d->cfg = tu_strdupf("%s/cfg", d->dir);
        d->socket = tu_strdupf("%s/run/preloadd/control", d->dir);
        d->log = tu_strdupf("%s/log", d->dir);
        d->fuse_fd = -1;
        assert_int_equal(tu_run("mkdir -p '%s/apps.d' '%s/run'", d->cfg, d->dir), 0);
        return d;
}

static Daemon *daemon_new(void) {
        return daemon_new_in(top);
}

static void daemon_write_cfg(Daemon *d, const char *name, const char *text) {
        char *p = tu_strdupf("%s/%s", d->cfg, name);
        tu_write_file(p, text, strlen(text));
        free(p);
}

static bool daemon_try_connect(Daemon *d) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        bool ok;

        strcpy(sa.sun_path, d->socket);
        ok = fd >= 0 && connect(fd, (struct sockaddr *) &sa, sizeof(sa)) == 0;
        if (fd >= 0)
                close(fd);
        return ok;
}

/* Starts preloadd; returns its exit status if it exits before listening, -1 once it listens. */
static int daemon_start_status(Daemon *d) {
        const char *exe = getenv("PRELOADD");
        char *cfg_arg = tu_strdupf("--config-dir=%s", d->cfg), *sock_arg = tu_strdupf("--socket=%s", d->socket);
        uint64_t deadline = now_usec(CLOCK_MONOTONIC) + 20000000ull * slow_factor();
        int status;

        assert_non_null(exe);
        d->pid = fork();
        assert_true(d->pid >= 0);
        if (d->pid == 0) {
                int fd = open(d->log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644),
                    null = open("/dev/null", O_RDONLY | O_CLOEXEC);
                /* nothing of the test's: meson waits for its stdout to close */
                if (fd < 0 || null < 0 || dup2(fd, STDERR_FILENO) < 0 || dup2(fd, STDOUT_FILENO) < 0 ||
                    dup2(null, STDIN_FILENO) < 0)
                        _exit(126);
                if (d->uid != 0 && (setgroups(0, NULL) < 0 || setgid(d->uid) < 0 || setuid(d->uid) < 0))
                        _exit(125);
                if (d->fuse_fd >= 0) {
                        /* The mount lives and dies with the daemon's namespace; the test keeps the
                         * fd (close-on-exec here), and closing it aborts the connection. */
                        char opts[128];
                        snprintf(opts, sizeof(opts), "fd=%d,rootmode=40000,user_id=0,group_id=0", d->fuse_fd);
                        if (unshare(CLONE_NEWNS) < 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0 ||
                            mount("dead", d->fuse_dir, "fuse.dead", MS_NOSUID | MS_NODEV, opts) < 0)
                                _exit(124);
                }
                unsetenv("NOTIFY_SOCKET");
                unsetenv("LISTEN_FDS");
                unsetenv("LISTEN_PID");
                execl(exe, exe, cfg_arg, sock_arg, "--no-login-warm", (char *) NULL);
                _exit(127);
        }
        free(cfg_arg);
        free(sock_arg);
        while (now_usec(CLOCK_MONOTONIC) < deadline) {
                if (waitpid(d->pid, &status, WNOHANG) == d->pid) {
                        d->pid = 0;
                        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
                }
                if (daemon_try_connect(d))
                        return -1;
                usleep(10000);
        }
        fail_msg("preloadd did not listen on %s in time", d->socket);
        return 0;
}

static void daemon_start(Daemon *d) {
        int r = daemon_start_status(d);
        if (r >= 0) {
                (void) tu_run("cat '%s' >&2", d->log);
                fail_msg("preloadd exited with %d at start", r);
        }
}

static char *daemon_log(Daemon *d) {
        size_t n;
        return tu_read_file(d->log, &n);
}

/* Stops the daemon with SIGTERM and asserts a clean exit: surviving the abuse is the point. */
static void daemon_stop(Daemon *d) {
        int status;

        if (d->pid <= 0)
                return;
        assert_int_equal(kill(d->pid, SIGTERM), 0);
        assert_int_equal(waitpid(d->pid, &status, 0), d->pid);
        d->pid = 0;
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
                (void) tu_run("tail -20 '%s' >&2", d->log);
                fail_msg("preloadd did not exit cleanly: status 0x%x", status);
        }
}

static void daemon_free(Daemon *d) {
        if (!d)
                return;
        for (size_t i = 0; i < ELEMENTSOF(daemons); i++)
                if (daemons[i] == d)
                        daemons[i] = NULL;
        if (d->pid > 0) {
                kill(d->pid, SIGKILL);
                waitpid(d->pid, NULL, 0);
        }
        if (d->fuse_fd >= 0)
                close(d->fuse_fd);
        tu_rm_rf(d->dir);
        free(d->dir);
        free(d->fuse_dir);
        free(d->cfg);
        free(d->socket);
        free(d->log);
        free(d);
}

/* What the daemon's threads are doing, for a call that got no answer. */
static void daemon_dump(Daemon *d) {
        fprintf(stderr, "preloadd %d: threads and where they wait:\n", (int) d->pid);
        (void) tu_run("for t in /proc/%d/task/*; do echo \"$t $(cut -d' ' -f3 $t/stat) $(cat $t/wchan)\"; "
                      "cat $t/stack 2>/dev/null | head -5; done >&2; tail -20 '%s' >&2",
                      (int) d->pid, d->log);
}

static ProtocolReply daemon_call(Daemon *d, const char *method, json_object *params) {
        Client *c = NULL;
        ProtocolReply r = {};
        int k;

        assert_int_equal(client_connect(d->socket, &c), 0);
        k = client_call(c, method, params, 120000000ull * slow_factor(), &r);
        if (k < 0) {
                fprintf(stderr, "%s: %s\n", method, strerror(-k));
                daemon_dump(d);
        }
        assert_int_equal(k, 0);
        client_free(c);
        return r;
}

static const char *param_string(const ProtocolReply *r, const char *key) {
        json_object *v;
        if (!r->parameters || !json_object_object_get_ex(r->parameters, key, &v) || !v)
                return NULL;
        return json_object_get_string(v);
}

static int64_t param_int(json_object *o, const char *path) {
        /* "a.b.c" */
        char *copy = strdup(path), *save = NULL;
        json_object *v = o;

        for (char *k = strtok_r(copy, ".", &save); k; k = strtok_r(NULL, ".", &save))
                if (!v || !json_object_object_get_ex(v, k, &v)) {
                        free(copy);
                        fail_msg("no %s in reply", path);
                }
        free(copy);
        return json_object_get_int64(v);
}

/* Status answers, from the same daemon process. */
static void daemon_assert_answers(Daemon *d) {
        ProtocolReply r = daemon_call(d, PROTOCOL_METHOD_STATUS, NULL);
        assert_null(r.error);
        assert_int_equal(param_int(r.parameters, "pid"), d->pid);
        protocol_reply_done(&r);
}

static json_object *params_program(const char *key, const char *target, bool wait) {
        json_object *p = json_object_new_object();
        json_object_object_add(p, key, json_object_new_string(target));
        if (wait)
                json_object_object_add(p, "wait", json_object_new_boolean(true));
        return p;
}

static ProtocolReply daemon_warm(Daemon *d, const char *key, const char *target) {
        json_object *p = params_program(key, target, true);
        ProtocolReply r = daemon_call(d, PROTOCOL_METHOD_WARM, p);
        json_object_put(p);
        return r;
}

/* A Warm of program fails with PlanFailed naming path and the reason; the log says so too. */
static bool check_log;

static void daemon_expect_plan_failed(Daemon *d, const char *program, const char *path, const char *reason) {
        ProtocolReply r = daemon_warm(d, "program", program);
        const char *got_path, *got_reason;
        char *log, *line;

        if (!r.error)
                fail_msg("warm of %s succeeded, expected PlanFailed", program);
        assert_string_equal(r.error, PROTOCOL_ERROR_PLAN_FAILED);
        got_path = param_string(&r, "path");
        got_reason = param_string(&r, "reason");
        assert_non_null(got_path);
        assert_non_null(got_reason);
        assert_string_equal(got_path, path ? path : program);
        assert_true(strlen(got_reason) > 0);
        if (reason)
                assert_string_equal(got_reason, reason);
        /* What the worker fails on, the daemon logs once, "TARGET: PATH: REASON" (a target that
         * does not even exist is the client's business and only goes into the reply). */
        if (check_log) {
                line = tu_strdupf("%s: %s", got_path, got_reason);
                log = daemon_log(d);
                if (!strstr(log, line))
                        fail_msg("daemon log lacks '%s'", line);
                free(log);
                free(line);
        }
        protocol_reply_done(&r);
}

/* ---- raw socket access, for messages no client library would send ---- */

static int raw_connect(const char *path) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);

        assert_true(fd >= 0);
        strcpy(sa.sun_path, path);
        assert_int_equal(connect(fd, (struct sockaddr *) &sa, sizeof(sa)), 0);
        return fd;
}

static void raw_send(int fd, const void *data, size_t len) {
        const char *p = data;
        while (len > 0) {
                ssize_t k = send(fd, p, len, MSG_NOSIGNAL);
                assert_true(k > 0);
                p += k;
                len -= (size_t) k;
        }
}

/* Reads one NUL-terminated reply (NULL on EOF), waiting at most timeout_ms. */
static char *raw_read_reply(int fd, int timeout_ms) {
        size_t n = 0, a = 4096;
        char *buf = malloc(a);

        assert_non_null(buf);
        for (;;) {
                struct pollfd p = { .fd = fd, .events = POLLIN };
                ssize_t k;

                assert_true(poll(&p, 1, timeout_ms) == 1);
                if (n == a) {
                        a *= 2;
                        buf = realloc(buf, a);
                        assert_non_null(buf);
                }
                /* one byte at a time: the next reply must stay in the socket */
                k = read(fd, buf + n, 1);
                if (k <= 0) {
                        free(buf);
                        return NULL;
                }
                if (buf[n] == '\0')
                        return buf;
                n++;
        }
}

static void expect_reply_error(const char *reply, const char *error, const char *reason_part) {
        ProtocolReply r = {};
        const char *why = NULL, *reason;

        assert_non_null(reply);
        assert_int_equal(protocol_reply_parse(reply, strlen(reply), &r, &why), 0);
        if (!r.error || strcmp(r.error, error) != 0)
                fail_msg("reply %s, expected error %s", reply, error);
        if (reason_part) {
                reason = param_string(&r, "reason");
                if (!reason || !strstr(reason, reason_part))
                        fail_msg("reply %s, expected reason with '%s'", reply, reason_part);
        }
        protocol_reply_done(&r);
}

/* ======================================================================================== */
/* ELF files                                                                                 */
/* ======================================================================================== */

typedef struct Compiled {
        char *dir;
        char *prog; /* a real program needing libhostile.so through RUNPATH */
        char *lib;
} Compiled;

static Compiled compiled;

static void compiled_make(void) {
        if (compiled.prog)
                return;
        compiled.dir = tu_strdupf("%s/compiled", top);
        compiled.prog = tu_strdupf("%s/prog", compiled.dir);
        compiled.lib = tu_strdupf("%s/libhostile.so", compiled.dir);
        assert_int_equal(tu_run("mkdir -p '%s' && cd '%s' && "
                                "printf 'int h(void){return 1;}\\n' > lib.c && "
                                "printf 'int h(void);\\nint main(void){return h()-1;}\\n' > main.c && "
                                "%s -shared -fPIC -Wl,-soname,libhostile.so -o libhostile.so lib.c && "
                                "%s -o prog main.c ./libhostile.so -Wl,-rpath,'$ORIGIN' -Wl,--enable-new-dtags",
                                compiled.dir, compiled.dir, tu_cc(), tu_cc()),
                         0);
}

/* Every place where a header ends or a segment starts or ends, below the file size. */
static size_t header_boundaries(const uint8_t *b, size_t size, uint64_t *out, size_t max) {
        const Elf64_Ehdr *eh = (const Elf64_Ehdr *) b;
        size_t n = 0;
        static const uint64_t fixed[] = { 0, 1, 3, 4, 5, 15, 16, 17, 63, 64 };

#define ADD(v)                                                         \
        do {                                                           \
                uint64_t _v = (v);                                     \
                if (_v < size && n < max) {                            \
                        bool _dup = false;                             \
                        for (size_t _i = 0; _i < n; _i++)              \
                                _dup |= out[_i] == _v;                 \
                        if (!_dup)                                     \
                                out[n++] = _v;                         \
                }                                                      \
        } while (0)

        for (size_t i = 0; i < ELEMENTSOF(fixed); i++)
                ADD(fixed[i]);
        for (size_t i = 0; i <= eh->e_phnum; i++) {
                ADD(eh->e_phoff + i * eh->e_phentsize);
                ADD(eh->e_phoff + i * eh->e_phentsize - 1);
        }
        for (size_t i = 0; i < eh->e_phnum; i++) {
                const Elf64_Phdr *ph = (const Elf64_Phdr *) (b + eh->e_phoff) + i;
                if (ph->p_filesz == 0)
                        continue;
                ADD(ph->p_offset);
                ADD(ph->p_offset + 1);
                ADD(ph->p_offset + ph->p_filesz / 2);
                ADD(ph->p_offset + ph->p_filesz - 1);
        }
        ADD(size - 1);
#undef ADD
        return n;
}

static void test_hostile_elf_truncated(void **state) {
        Daemon *d = daemon_new();
        size_t size, n_cuts, n_checked = 0;
        uint64_t cuts[256], needed_end;
        uint8_t *b;
        char *dir = tu_strdupf("%s/truncated", top);

        compiled_make();
        b = tu_read_file(compiled.prog, &size);
        n_cuts = header_boundaries(b, size, cuts, ELEMENTSOF(cuts));
        assert_true(n_cuts > 20);
        fprintf(stderr, "# %zu cuts of a %zu-byte program\n", n_cuts, size);
        daemon_start(d);

        /* Past the program headers and every segment there are only section headers, which
         * neither ld.so nor we use: a cut there still loads. */
        {
                const Elf64_Ehdr *eh = (const Elf64_Ehdr *) b;
                needed_end = eh->e_phoff + (uint64_t) eh->e_phnum * eh->e_phentsize;
                for (size_t i = 0; i < eh->e_phnum; i++) {
                        const Elf64_Phdr *ph = (const Elf64_Phdr *) (b + eh->e_phoff) + i;
                        if (ph->p_type == PT_LOAD || ph->p_type == PT_INTERP || ph->p_type == PT_DYNAMIC)
                                needed_end = MAX(needed_end, ph->p_offset + ph->p_filesz);
                }
                assert_true(needed_end < size);
        }

        for (size_t i = 0; i < n_cuts; i++) {
                char *path = tu_strdupf("%s/prog-%" PRIu64, dir, cuts[i]);
                PlanOutcome o;

                tu_write_file(path, b, cuts[i]);
                o = plan_target(path);
                if (cuts[i] < SELFMAG || cuts[i] >= needed_end) {
                        /* Not even the magic: a data file, planned whole, as the target rules say;
                         * or whole but for section headers. */
                        assert_int_equal(o.r, 0);
                        outcome_done(&o);
                        free(path);
                        continue;
                }
                if (o.r >= 0)
                        fail_msg("%s: a program cut at %" PRIu64 " of %zu bytes planned", path, cuts[i], size);
                assert_true(o.r == -EBADMSG);
                assert_string_equal(o.error_path, path);
                assert_non_null(o.reason);
                outcome_done(&o);
                /* the same through the daemon, which then still answers */
                check_log = true;
                daemon_expect_plan_failed(d, path, path, NULL);
                check_log = false;
                n_checked++;
                free(path);
        }
        assert_true(n_checked > 15);
        daemon_assert_answers(d);

        /* A library cut short is not the program's failure: it is missing, with a warning. */
        {
                size_t lsize;
                uint8_t *lb = tu_read_file(compiled.lib, &lsize);
                const Elf64_Ehdr *eh = (const Elf64_Ehdr *) lb;
                char *pdir = tu_strdupf("%s/cutlib", top), *prog = tu_strdupf("%s/prog", pdir),
                     *lib = tu_strdupf("%s/libhostile.so", pdir);
                PlanOutcome o;
                ProtocolReply r;
                json_object *w;

                assert_int_equal(tu_run("mkdir -p '%s' && cp '%s' '%s'", pdir, compiled.prog, prog), 0);
                tu_write_file(lib, lb, eh->e_phoff + eh->e_phentsize); /* one program header of several */
                o = plan_target(prog);
                assert_int_equal(o.r, 0);
                assert_int_equal(o.n_missing, 1);
                assert_true(warnings_have(&o, lib, "truncated program header table"));
                outcome_done(&o);

                r = daemon_warm(d, "program", prog);
                assert_null(r.error);
                assert_true(json_object_object_get_ex(r.parameters, "warnings", &w));
                {
                        char *want = tu_strdupf("%s: truncated program header table", lib);
                        bool found = false;
                        for (size_t i = 0; i < json_object_array_length(w); i++)
                                found |= strcmp(json_object_get_string(json_object_array_get_idx(w, i)), want) == 0;
                        assert_true(found);
                        free(want);
                }
                protocol_reply_done(&r);
                free(lb);
                free(pdir);
                free(prog);
                free(lib);
        }
        daemon_assert_answers(d);
        daemon_stop(d);
        daemon_free(d);
        free(b);
        free(dir);
}

static void write_mutated(const char *path, const ElfSpec *s, void (*mutate)(uint8_t *b, size_t *size)) {
        size_t n, room = 2u * 1024u * 1024u;
        uint8_t *b = elf_build(s, &n);
        /* zeroed room behind the image, for mutations that make the file larger */
        b = realloc(b, n + room);
        assert_non_null(b);
        memset(b + n, 0, room);
        mutate(b, &n);
        assert_true(n <= (size_t) 2u * 1024u * 1024u + 4096u);
        tu_write_file(path, b, n);
        free(b);
}

static void mut_load_past_eof(uint8_t *b, size_t *n) {
        phdr_of(b, PT_LOAD)->p_offset = *n + 4096;
}
static void mut_load_filesz_past_eof(uint8_t *b, size_t *n) {
        phdr_of(b, PT_LOAD)->p_filesz = *n + 1;
        phdr_of(b, PT_LOAD)->p_memsz = *n + 1;
}
static void mut_load_wraps(uint8_t *b, size_t *n) {
        phdr_of(b, PT_LOAD)->p_offset = UINT64_MAX - 10;
}
static void mut_dynamic_past_eof(uint8_t *b, size_t *n) {
        phdr_of(b, PT_DYNAMIC)->p_offset = *n;
}
static void mut_interp_past_eof(uint8_t *b, size_t *n) {
        phdr_of(b, PT_INTERP)->p_offset = (uint64_t) 1 << 40;
}
static void mut_phoff_past_eof(uint8_t *b, size_t *n) {
        ((Elf64_Ehdr *) b)->e_phoff = *n;
}
static void mut_phnum_huge(uint8_t *b, size_t *n) {
        ((Elf64_Ehdr *) b)->e_phnum = 0xffff;
}
static void mut_phnum_over_table(uint8_t *b, size_t *n) {
        ((Elf64_Ehdr *) b)->e_phnum = 4000; /* under the cap, but the table is not there */
}
static void mut_strsz_huge(uint8_t *b, size_t *n) {
        Elf64_Phdr *ph = phdr_of(b, PT_DYNAMIC);
        for (Elf64_Dyn *dyn = (Elf64_Dyn *) (b + ph->p_offset); dyn->d_tag != DT_NULL; dyn++)
                if (dyn->d_tag == DT_STRSZ)
                        dyn->d_un.d_val = UINT64_MAX;
}
static void mut_dynamic_huge(uint8_t *b, size_t *n) {
        /* PT_DYNAMIC claims 100 000 entries; the file is made that large so only the count is wrong */
        Elf64_Phdr *ph = phdr_of(b, PT_DYNAMIC);
        ph->p_filesz = 100000 * sizeof(Elf64_Dyn);
        ph->p_memsz = ph->p_filesz;
        phdr_of(b, PT_LOAD)->p_filesz = ph->p_offset + ph->p_filesz;
        phdr_of(b, PT_LOAD)->p_memsz = ph->p_offset + ph->p_filesz;
        *n = ph->p_offset + ph->p_filesz;
}

static void test_hostile_elf_headers_and_counts(void **state) {
        static const char *const one[] = { "libnone.so" };
        static const struct {
                const char *name;
                void (*mutate)(uint8_t *b, size_t *size);
                const char *reason;
        } cases[] = {
                { "load-past-eof", mut_load_past_eof, "program header points past end of file" },
                { "load-filesz-past-eof", mut_load_filesz_past_eof, "program header points past end of file" },
                { "load-wraps", mut_load_wraps, "p_offset + p_filesz overflows" },
                { "dynamic-past-eof", mut_dynamic_past_eof, "program header points past end of file" },
                { "interp-past-eof", mut_interp_past_eof, "program header points past end of file" },
                { "phoff-past-eof", mut_phoff_past_eof, "truncated program header table" },
                { "phnum-65535", mut_phnum_huge, "absurd e_phnum" },
                { "phnum-4000", mut_phnum_over_table, "truncated program header table" },
                { "strsz-huge", mut_strsz_huge, "DT_STRSZ runs past its PT_LOAD segment" },
                { "dynamic-100000", mut_dynamic_huge, "PT_DYNAMIC has too many entries" },
        };
        ElfSpec s = { .interp = "/lib64/ld-linux-x86-64.so.2", .needed = one, .n_needed = 1 };
        Daemon *d = daemon_new();
        char *dir = tu_strdupf("%s/headers", top);

        daemon_start(d);
        for (size_t i = 0; i < ELEMENTSOF(cases); i++) {
                char *path = tu_strdupf("%s/%s", dir, cases[i].name);
                uint64_t t0 = now_usec(CLOCK_MONOTONIC);

                write_mutated(path, &s, cases[i].mutate);
                expect_plan_error(path, NULL, cases[i].reason);
                daemon_expect_plan_failed(d, path, path, cases[i].reason);
                /* none of these may cost time in proportion to the counts they claim */
                assert_true(now_usec(CLOCK_MONOTONIC) - t0 < 2000000ull * slow_factor());
                free(path);
        }

        /* 5 000 DT_NEEDED entries: over the cap */
        {
                enum { N = 5000 };
                const char **needed = calloc(N, sizeof(char *));
                char *path = tu_strdupf("%s/needed-5000", dir);
                for (size_t i = 0; i < N; i++)
                        needed[i] = tu_strdupf("libn%zu.so", i);
                s.needed = needed;
                s.n_needed = N;
                elf_write(path, &s);
                expect_plan_error(path, NULL, "too many DT_NEEDED entries");
                daemon_expect_plan_failed(d, path, path, "too many DT_NEEDED entries");
                for (size_t i = 0; i < N; i++)
                        free((char *) needed[i]);
                free(needed);
                free(path);
        }
        /* 4 000 of them (under the cap), none found: planned, every one reported missing */
        {
                enum { N = 4000 };
                const char **needed = calloc(N, sizeof(char *));
                char *path = tu_strdupf("%s/needed-4000", dir);
                PlanOutcome o;
                for (size_t i = 0; i < N; i++)
                        needed[i] = tu_strdupf("libmissing%zu.so", i);
                s.needed = needed;
                s.n_needed = N;
                s.runpath = "/nonexistent";
                elf_write(path, &s);
                o = plan_target(path);
                assert_int_equal(o.r, 0);
                assert_int_equal(o.n_missing, N);
                assert_true(o.usec < 20000000ull * slow_factor());
                outcome_done(&o);
                for (size_t i = 0; i < N; i++)
                        free((char *) needed[i]);
                free(needed);
                free(path);
                s.runpath = NULL;
        }
        daemon_assert_answers(d);
        daemon_stop(d);
        daemon_free(d);
        free(dir);
}

/* Libraries libc<I>.so in dir, each needing libc<I+1>.so (the last one none, or lib0 for a cycle). */
static void chain_write(const char *dir, size_t n, bool cycle, const char *prefix) {
        assert_int_equal(tu_run("mkdir -p '%s'", dir), 0);
        for (size_t i = 0; i < n; i++) {
                char *name = tu_strdupf("%s/%s%zu.so", dir, prefix, i), *soname = tu_strdupf("%s%zu.so", prefix, i),
                     *next = tu_strdupf("%s%zu.so", prefix, (i + 1) % n);
                const char *needed[] = { next };
                ElfSpec s = { .soname = soname, .needed = needed, .n_needed = i + 1 < n || cycle ? 1 : 0,
                              .runpath = "$ORIGIN" };
                elf_write(name, &s);
                free(name);
                free(soname);
                free(next);
        }
}

static void test_hostile_needed_cycles(void **state) {
        char *dir = tu_strdupf("%s/cycle", top), *prog = tu_strdupf("%s/prog", dir), *self = tu_strdupf("%s/self.so", dir);
        const char *needed[] = { "libcyc0.so", "self.so" };
        const char *self_needed[] = { "self.so", "self.so" };
        ElfSpec ss = { .soname = "self.so", .needed = self_needed, .n_needed = 2, .runpath = "$ORIGIN" };
        Closure *c = NULL;
        const char *reason = NULL;
        Daemon *d = daemon_new();
        ProtocolReply r;

        chain_write(dir, 3, true, "libcyc");
        elf_write(self, &ss);
        prog_write(prog, "$ORIGIN", needed, 2);

        assert_int_equal(loader_closure(prog, NULL, &c, &reason), 0);
        /* program, ld.so, the three in the cycle and the one needing itself: each once */
        assert_int_equal(c->n_objects, 6);
        assert_int_equal(c->n_missing, 0);
        closure_free(c);

        daemon_start(d);
        r = daemon_warm(d, "program", prog);
        assert_null(r.error);
        assert_int_equal(param_int(r.parameters, "plan.total_files"), 6);
        protocol_reply_done(&r);
        daemon_assert_answers(d);
        daemon_stop(d);
        daemon_free(d);
        free(dir);
        free(prog);
        free(self);
}

static void test_hostile_needed_chain_10000(void **state) {
        enum { N = 10000 };
        char *dir = tu_strdupf("%s/chain", fast), *prog = tu_strdupf("%s/prog", dir);
        const char *needed[] = { "libch0.so" };
        Closure *c = NULL;
        const char *reason = NULL;
        Daemon *d = daemon_new();
        ProtocolReply r;
        uint64_t t0;

        t0 = now_usec(CLOCK_MONOTONIC);
        chain_write(dir, N, false, "libch");
        prog_write(prog, "$ORIGIN", needed, 1);
        fprintf(stderr, "# wrote %d libraries in %.2fs\n", N, (double) (now_usec(CLOCK_MONOTONIC) - t0) / 1e6);

        if (!sanitized()) {
                t0 = now_usec(CLOCK_MONOTONIC);
                assert_int_equal(loader_closure(prog, NULL, &c, &reason), 0);
                fprintf(stderr, "# closure of a %d-deep chain in %.2fs\n", N, (double) (now_usec(CLOCK_MONOTONIC) - t0) / 1e6);
                assert_true(now_usec(CLOCK_MONOTONIC) - t0 < 20000000ull);
                assert_int_equal(c->n_objects, N + 2);
                assert_int_equal(c->n_missing, 0);
                /* breadth first: the chain in order */
                assert_non_null(strstr(c->objects[2].path, "/libch0.so"));
                assert_non_null(strstr(c->objects[N + 1].path, "/libch9999.so"));
                closure_free(c);
        }

        daemon_start(d);
        t0 = now_usec(CLOCK_MONOTONIC);
        r = daemon_warm(d, "program", prog);
        fprintf(stderr, "# daemon planned and warmed it in %.2fs\n", (double) (now_usec(CLOCK_MONOTONIC) - t0) / 1e6);
        assert_null(r.error);
        assert_int_equal(param_int(r.parameters, "plan.total_files"), N + 2);
        assert_int_equal(param_int(r.parameters, "result.files_failed"), 0);
        protocol_reply_done(&r);
        daemon_assert_answers(d);
        daemon_stop(d);
        daemon_free(d);
        tu_rm_rf(dir);
        free(dir);
        free(prog);
}

/* More objects than the loader keeps (LOADER_OBJECTS_MAX): a clear error, not a crash or a hang. */
static void test_hostile_needed_chain_over_cap(void **state) {
        enum { N = LOADER_OBJECTS_MAX + 8 };
        const char *needed[] = { "libcap0.so" };
        char *dir, *prog;

        if (sanitized()) {
                print_message("# %u libraries are too slow to write and plan under sanitizers, skipped\n", N);
                skip();
        }
        dir = tu_strdupf("%s/chain-cap", fast);
        prog = tu_strdupf("%s/prog", dir);
        chain_write(dir, N, false, "libcap");
        prog_write(prog, "$ORIGIN", needed, 1);
        expect_plan_error(prog, NULL, "too many libraries in the closure");
        tu_rm_rf(dir);
        free(dir);
        free(prog);
}

static void test_hostile_runpath_thousands(void **state) {
        enum { N = 3000 };
        char *dir = tu_strdupf("%s/runpath", top), *prog = tu_strdupf("%s/prog", dir), *libdir = tu_strdupf("%s/lib", dir);
        const char *needed[] = { "librp0.so", "librp1.so", "librp2.so", "libabsent.so" };
        size_t len = 0, alloc = (size_t) N * 64 + 256;
        char *runpath = malloc(alloc);
        PlanOutcome o;

        assert_non_null(runpath);
        /* thousands of directories that do not exist, then the one that does */
        for (size_t i = 0; i < N; i++)
                len += (size_t) snprintf(runpath + len, alloc - len, "%s/nope%zu:", dir, i);
        snprintf(runpath + len, alloc - len, "%s", libdir);
        chain_write(libdir, 3, false, "librp");
        prog_write(prog, runpath, needed, 4);

        o = plan_target(prog);
        fprintf(stderr, "# %d RUNPATH entries, 4 needs: planned in %.2fs\n", N, (double) o.usec / 1e6);
        assert_int_equal(o.r, 0);
        assert_int_equal(o.n_files, 5); /* program, ld.so, three libraries */
        assert_int_equal(o.n_missing, 1);
        assert_true(o.usec < 30000000ull * slow_factor());
        outcome_done(&o);

        /* Past the loader's cap of 4096 search directories the rest is ignored: the library in the
         * 5001st directory is reported missing rather than searched for without bound. */
        len = 0;
        alloc = 5000 * 64 + 256;
        free(runpath);
        runpath = malloc(alloc);
        for (size_t i = 0; i < 5000; i++)
                len += (size_t) snprintf(runpath + len, alloc - len, "%s/nope%zu:", dir, i);
        snprintf(runpath + len, alloc - len, "%s", libdir);
        prog_write(prog, runpath, needed, 1);
        o = plan_target(prog);
        assert_int_equal(o.r, 0);
        assert_int_equal(o.n_missing, 1);
        outcome_done(&o);

        free(runpath);
        free(dir);
        free(prog);
        free(libdir);
}

/*
 * 4 000 needs, none of them found, against a RUNPATH of 4 096 directories that do not exist: ld.so
 * asks once per directory whether it exists and skips an absent one for every later name. So does
 * the loader; without that the search made 147 million failed opens and ran for minutes. The bound
 * below is what the search may cost: three probes per RUNPATH directory (the first open, the
 * subdirectory, the directory), the default directories per need, and the cache of a few more.
 */
static void test_hostile_needed_times_runpath(void **state) {
        enum { N_DIRS = 4096, N_NEEDED = 4000 };
        char *dir = tu_strdupf("%s/needrun", top), *prog = tu_strdupf("%s/prog", dir);
        size_t len = 0, alloc = (size_t) N_DIRS * 64 + 64;
        char *runpath = malloc(alloc), **needed = calloc(N_NEEDED, sizeof(char *));
        Closure *c = NULL;
        const char *reason = NULL;

        assert_non_null(runpath);
        assert_non_null(needed);
        for (size_t i = 0; i < N_DIRS; i++)
                len += (size_t) snprintf(runpath + len, alloc - len, "%s%s/nope%zu", i ? ":" : "", dir, i);
        for (size_t i = 0; i < N_NEEDED; i++)
                needed[i] = tu_strdupf("libabsent%zu.so.1", i);
        prog_write(prog, runpath, (const char *const *) needed, N_NEEDED);

        LoaderOptions opts = {};
        assert_int_equal(loader_closure(prog, &opts, &c, &reason), 0);
        assert_int_equal(c->n_missing, N_NEEDED);
        fprintf(stderr, "# %d needs x %d absent RUNPATH directories: %zu probes\n", N_NEEDED, N_DIRS, c->n_probes);
        assert_true(c->n_probes <= (size_t) N_DIRS * 3 + (size_t) N_NEEDED * 16);
        closure_free(c);

        /* The same search stops at once when cancelled. */
        atomic_bool cancel = true;
        opts.cancel = &cancel;
        c = NULL;
        assert_int_equal(loader_closure(prog, &opts, &c, &reason), -ECANCELED);
        assert_null(c);

        for (size_t i = 0; i < N_NEEDED; i++)
                free(needed[i]);
        free(needed);
        free(runpath);
        tu_rm_rf(dir);
        free(dir);
        free(prog);
}

/* A RUNPATH element that expands past any path length ($ORIGIN 10 000 times) is skipped, as ld.so
 * skips it, and the elements after it are still searched; the program still plans. */
static void test_hostile_runpath_too_long(void **state) {
        char *dir = tu_strdupf("%s/rplong", top), *prog = tu_strdupf("%s/prog", dir), *libdir = tu_strdupf("%s/lib", dir);
        const char *needed[] = { "librl0.so" };
        size_t len = 0, alloc = 10000 * 8 + 4096;
        char *runpath = malloc(alloc), *needed_long = malloc(alloc);
        PlanOutcome o;

        assert_non_null(runpath);
        assert_non_null(needed_long);
        for (size_t i = 0; i < 10000; i++)
                len += (size_t) snprintf(runpath + len, alloc - len, "$ORIGIN");
        snprintf(runpath + len, alloc - len, ":%s", libdir);
        chain_write(libdir, 1, false, "librl");
        prog_write(prog, runpath, needed, 1);
        o = plan_target(prog);
        assert_int_equal(o.r, 0);
        assert_int_equal(o.n_files, 3); /* program, ld.so, the library */
        assert_int_equal(o.n_missing, 0);
        outcome_done(&o);

        /* A DT_NEEDED that expands past any path length is one missing library, not a failed plan. */
        len = 0;
        for (size_t i = 0; i < 10000; i++)
                len += (size_t) snprintf(needed_long + len, alloc - len, "$ORIGIN");
        snprintf(needed_long + len, alloc - len, "/libx.so");
        const char *needed2[] = { "librl0.so", needed_long };
        prog_write(prog, libdir, needed2, 2);
        o = plan_target(prog);
        assert_int_equal(o.r, 0);
        assert_int_equal(o.n_missing, 1);
        outcome_done(&o);

        free(needed_long);
        free(runpath);
        tu_rm_rf(dir);
        free(dir);
        free(prog);
        free(libdir);
}

/*
 * Ten symlinks to "." and Files=DIR/x/x/.../x with eleven "*" components: glob(3) collected every
 * match (10^11 paths) before the cap was checked and grew to gigabytes, beyond cancel and SIGTERM.
 * The walk now stops at its bound on directory entries read, names the pattern, and stops at once
 * when cancelled.
 */
static void test_hostile_glob_bomb(void **state) {
        char *dir = tu_strdupf("%s/globbomb", top), *conf;
        AppConfig *app = NULL;
        TargetReport report = {};
        TargetOptions opts = {};
        Plan *p = NULL;
        char **files = NULL, *reason = NULL;
        size_t n = 0;

        assert_int_equal(tu_run("mkdir -p '%s' && cd '%s' && for i in 0 1 2 3 4 5 6 7 8 9; do ln -s . l$i; done",
                                dir, dir), 0);
        conf = tu_strdupf("[Application]\nFiles=%s/*/*/*/*/*/*/*/*/*/*/*/x\n", dir);
        assert_int_equal(config_parse_app("bomb", "bomb.conf", conf, strlen(conf), &app, NULL), 0);

        assert_int_equal(app_config_expand_files(app, NULL, &files, &n, &reason), -E2BIG);
        assert_null(files);
        assert_non_null(reason);
        assert_non_null(strstr(reason, "Files="));
        assert_non_null(strstr(reason, "directory entries"));
        free(reason);

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(app_config_add_to_plan(app, &opts, p, &report), -E2BIG);
        assert_true(report.n_warnings >= 1);
        assert_non_null(strstr(report.warnings[report.n_warnings - 1], "bomb.conf: Files="));
        target_report_done(&report);

        atomic_bool cancel = true;
        opts.loader.cancel = &cancel;
        assert_int_equal(app_config_add_to_plan(app, &opts, p, &report), -ECANCELED);
        target_report_done(&report);

        plan_free(p);
        app_config_free(app);
        free(conf);
        tu_rm_rf(dir);
        free(dir);
}

static void test_hostile_symlink_loops(void **state) {
        char *dir = tu_strdupf("%s/loops", top), *loop = tu_strdupf("%s/loop-a", dir), *prog = tu_strdupf("%s/prog", dir),
             *interp_prog = tu_strdupf("%s/interp-loop", dir), *script = tu_strdupf("%s/script", dir);
        const char *needed[] = { "libloop.so" };
        ElfSpec si = { .interp = loop };
        Daemon *d = daemon_new();
        PlanOutcome o;
        char *text;

        assert_int_equal(tu_run("mkdir -p '%s' && cd '%s' && ln -s loop-b loop-a && ln -s loop-a loop-b && "
                                "ln -s libloop.so libloop.so.1 && ln -s libloop.so.1 libloop.so",
                                dir, dir),
                         0);
        /* the target itself */
        expect_plan_error(loop, NULL, strerror(ELOOP));
        /* a library in the search path: not there, as for ld.so */
        prog_write(prog, "$ORIGIN", needed, 1);
        o = plan_target(prog);
        assert_int_equal(o.r, 0);
        assert_int_equal(o.n_missing, 1);
        outcome_done(&o);
        /* the interpreter */
        elf_write(interp_prog, &si);
        o = plan_target(interp_prog);
        assert_int_equal(o.r, 0);
        assert_true(warnings_have(&o, loop, "interpreter not found"));
        outcome_done(&o);
        /* a script's interpreter */
        text = tu_strdupf("#!%s\n", loop);
        tu_write_file(script, text, strlen(text));
        expect_plan_error(script, loop, strerror(ELOOP));
        free(text);

        /* through the daemon, and in its config: an app file that is a loop names itself */
        daemon_start(d);
        daemon_expect_plan_failed(d, loop, loop, strerror(ELOOP));
        daemon_expect_plan_failed(d, script, loop, strerror(ELOOP));
        assert_int_equal(tu_run("ln -s '%s' '%s/apps.d/looped.conf'", loop, d->cfg), 0);
        {
                ProtocolReply r = daemon_call(d, PROTOCOL_METHOD_RELOAD, NULL);
                json_object *errors;
                char *want = tu_strdupf("%s/apps.d/looped.conf: cannot open: %s", d->cfg, strerror(ELOOP));
                /* the file is skipped, the rest of the configuration reloads */
                assert_null(r.error);
                assert_true(json_object_object_get_ex(r.parameters, "errors", &errors));
                assert_string_equal(json_object_get_string(json_object_array_get_idx(errors, 0)), want);
                free(want);
                protocol_reply_done(&r);
        }
        daemon_assert_answers(d);
        daemon_stop(d);
        daemon_free(d);
        free(dir);
        free(loop);
        free(prog);
        free(interp_prog);
        free(script);
}

/* Runs fn in a child that must finish within ms, so a blocking open fails the test instead of hanging it. */
static void must_not_block(const char *what, void (*fn)(void *), void *userdata, int ms) {
        pid_t pid = fork();
        uint64_t deadline = now_usec(CLOCK_MONOTONIC) + (uint64_t) ms * 1000u * slow_factor();
        int status;

        assert_true(pid >= 0);
        if (pid == 0) {
                fn(userdata);
                _exit(0);
        }
        while (waitpid(pid, &status, WNOHANG) == 0) {
                if (now_usec(CLOCK_MONOTONIC) > deadline) {
                        kill(pid, SIGKILL);
                        waitpid(pid, NULL, 0);
                        fail_msg("%s blocked", what);
                }
                usleep(5000);
        }
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
                fail_msg("%s failed in the child (status 0x%x)", what, status);
}

static void plan_fifo_child(void *userdata) {
        const char *fifo = userdata;
        PlanOutcome o = plan_target(fifo);
        if (o.r != -EBADMSG || !o.error_path || strcmp(o.error_path, fifo) != 0 ||
            strcmp(o.reason, "not a regular file") != 0) {
                fprintf(stderr, "FIFO plan: %d %s %s\n", o.r, o.error_path, o.reason);
                _exit(1);
        }
        outcome_done(&o);
}

static void load_fifo_config_child(void *userdata) {
        const char *dir = userdata;
        const char *dirs[] = { dir };
        ConfigReport rep = {};
        Config *c = NULL;
        char *want_app = tu_strdupf("%s/apps.d/fifo.conf: not a regular file", dir);
        char *want_main = tu_strdupf("%s/preloadd.conf: not a regular file", dir);
        char *want_dev = tu_strdupf("%s/apps.d/zero.conf: not a regular file", dir);
        bool a = false, m = false, z = false;

        if (config_load(dirs, 1, &c, &rep) != CONFIG_LOAD_PARTIAL)
                _exit(2);
        c = config_free(c);
        for (size_t i = 0; i < rep.n_errors; i++) {
                a |= strcmp(rep.errors[i], want_app) == 0;
                m |= strcmp(rep.errors[i], want_main) == 0;
                z |= strcmp(rep.errors[i], want_dev) == 0;
        }
        if (!a || !m || !z) {
                for (size_t i = 0; i < rep.n_errors; i++)
                        fprintf(stderr, "config error: %s\n", rep.errors[i]);
                _exit(3);
        }
        config_report_done(&rep);
        free(want_app);
        free(want_main);
        free(want_dev);
}

static void test_hostile_fifos_and_devices(void **state) {
        char *dir = tu_strdupf("%s/fifo", top), *fifo = tu_strdupf("%s/fifo", dir), *prog = tu_strdupf("%s/prog", dir),
             *cfg = tu_strdupf("%s/cfg", dir), *zero = tu_strdupf("%s/zero", dir);
        const char *needed[] = { "libfifo.so", "libzero.so" };
        Daemon *d = daemon_new();
        PlanOutcome o;
        char *app;

        assert_int_equal(tu_run("mkdir -p '%s/apps.d' && cd '%s' && mkfifo fifo libfifo.so && ln -s /dev/zero zero && "
                                "ln -s /dev/zero libzero.so && mkfifo '%s/apps.d/fifo.conf' '%s/preloadd.conf' && "
                                "ln -s /dev/zero '%s/apps.d/zero.conf'",
                                cfg, dir, cfg, cfg, cfg),
                         0);
        /* nobody writes to these FIFOs: any blocking open would hang here */
        must_not_block("planning a FIFO", plan_fifo_child, fifo, 5000);
        expect_plan_error(zero, NULL, "not a regular file");
        expect_plan_error("/dev/null", NULL, "not a regular file");
        must_not_block("loading a config with FIFOs", load_fifo_config_child, cfg, 5000);

        /* libraries that are a FIFO and a device: broken, reported, the program still planned */
        prog_write(prog, "$ORIGIN", needed, 2);
        o = plan_target(prog);
        assert_int_equal(o.r, 0);
        assert_int_equal(o.n_missing, 2);
        {
                char *lf = tu_strdupf("%s/libfifo.so", dir), *lz = tu_strdupf("%s/libzero.so", dir);
                assert_true(warnings_have(&o, lf, "not a regular file"));
                assert_true(warnings_have(&o, lz, "not a regular file"));
                free(lf);
                free(lz);
        }
        outcome_done(&o);

        /* the daemon: a program that is a FIFO, and an app whose Files= are FIFOs and devices */
        app = tu_strdupf("[Application]\nFiles=%s %s /dev/zero /dev/null %s/libzero.so\n", fifo, zero, dir);
        daemon_write_cfg(d, "apps.d/devices.conf", app);
        free(app);
        daemon_start(d);
        daemon_expect_plan_failed(d, fifo, fifo, "not a regular file");
        daemon_expect_plan_failed(d, "/dev/zero", "/dev/zero", "not a regular file");
        {
                uint64_t t0 = now_usec(CLOCK_MONOTONIC);
                ProtocolReply r = daemon_warm(d, "app", "devices");
                json_object *errors;

                assert_true(now_usec(CLOCK_MONOTONIC) - t0 < 10000000ull * slow_factor());
                /* Files= that are not regular files are skipped with a reason each; nothing is warmed */
                if (r.error) {
                        assert_string_equal(r.error, PROTOCOL_ERROR_PLAN_FAILED);
                } else {
                        assert_int_equal(param_int(r.parameters, "result.bytes"), 0);
                        assert_true(json_object_object_get_ex(r.parameters, "result", &errors));
                        assert_true(json_object_object_get_ex(errors, "errors", &errors));
                        assert_true(json_object_array_length(errors) >= 3);
                        for (size_t i = 0; i < json_object_array_length(errors); i++) {
                                json_object *e = json_object_array_get_idx(errors, i), *v;
                                assert_true(json_object_object_get_ex(e, "path", &v));
                                assert_true(json_object_get_string_len(v) > 0);
                                assert_true(json_object_object_get_ex(e, "error", &v));
                                assert_non_null(strstr(json_object_get_string(v), "not a regular file"));
                        }
                }
                protocol_reply_done(&r);
        }
        daemon_assert_answers(d);
        daemon_stop(d);
        daemon_free(d);
        free(dir);
        free(fifo);
        free(prog);
        free(cfg);
        free(zero);
}

/*
 * Planning has no side effects on what it meets: a device node or FIFO named by PT_INTERP,
 * DT_NEEDED or a "#!" line is looked at (O_PATH), never opened, so no driver's open runs (a
 * /dev/watchdog armed by planning a hostile program, say). inotify reports every real open.
 */
static void test_hostile_nodes_never_opened(void **state) {
        char *dir = tu_strdupf("%s/nodes", top), *node = tu_strdupf("%s/node", dir), *prog = tu_strdupf("%s/prog", dir),
             *interp = tu_strdupf("%s/interp-node", dir), *script = tu_strdupf("%s/script", dir), *text;
        const char *needed[] = { node, "node" };
        ElfSpec si = { .interp = node };
        struct inotify_event ev;
        PlanOutcome o;
        int ifd;

        assert_int_equal(tu_run("mkdir -p '%s' && mkfifo '%s'", dir, node), 0);
        prog_write(prog, "$ORIGIN", needed, 2);
        elf_write(interp, &si);
        text = tu_strdupf("#!%s\n", node);
        tu_write_file(script, text, strlen(text));
        free(text);

        ifd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        assert_true(ifd >= 0);
        assert_true(inotify_add_watch(ifd, node, IN_OPEN) >= 0);

        o = plan_target(prog);
        assert_int_equal(o.r, 0);
        assert_true(warnings_have(&o, node, "not a regular file"));
        outcome_done(&o);
        o = plan_target(interp);
        assert_int_equal(o.r, 0);
        assert_true(warnings_have(&o, node, "not a regular file"));
        outcome_done(&o);
        expect_plan_error(script, node, "not a regular file");
        expect_plan_error(node, NULL, "not a regular file");

        /* The same node as an ld.so cache (--ld-cache), in an application's Files= and as a
         * profile's entry: refused, never opened. Files=/dev/ptmx used to open a new pty. */
        LdCache *cache = NULL;
        const char *why = NULL;
        assert_true(ldcache_load(node, &cache, &why) < 0);
        assert_null(cache);

        AppConfig *app = NULL;
        char *conf = tu_strdupf("[Application]\nFiles=%s\n", node);
        TargetReport report = {};
        Plan *p = NULL;
        assert_int_equal(config_parse_app("nodes", "nodes.conf", conf, strlen(conf), &app, NULL), 0);
        assert_int_equal(plan_new(&p), 0);
        (void) app_config_add_to_plan(app, NULL, p, &report);
        assert_int_equal(p->n_files, 0);
        target_report_done(&report);
        plan_free(p);
        app_config_free(app);
        free(conf);

        ProfileFingerprint fp;
        assert_true(profile_fingerprint_path(node, &fp) < 0);
        ProfileFile pf = { .path = node };
        ProfileFileState pstate;
        struct stat pst;
        const char *preason = NULL;
        (void) profile_file_check(&pf, &pstate, &pst, &preason);
        assert_int_not_equal(pstate, PROFILE_FILE_FRESH);

        if (read(ifd, &ev, sizeof(ev)) >= 0)
                fail_msg("%s was opened while planning", node);
        assert_int_equal(errno, EAGAIN);
        close(ifd);
        free(dir);
        free(node);
        free(prog);
        free(interp);
        free(script);
}

/* ======================================================================================== */
/* Files changing between planning and warming                                               */
/* ======================================================================================== */

static EngineResult *warm_plan(const Plan *p, unsigned budget_percent, uint64_t mem_available) {
        DeviceCache *dc = NULL;
        ScheduleFacts *facts = NULL;
        ScheduleOptions so = SCHEDULE_OPTIONS_DEFAULT;
        Schedule *s = NULL;
        EngineOptions eo = { .strategy = ENGINE_STRATEGY_READ, .wait = true, .ioprio = ENGINE_IOPRIO_KEEP };
        EngineResult *res = NULL;

        assert_int_equal(device_cache_new(NULL, &dc), 0);
        assert_int_equal(schedule_facts_gather(p, dc, so.order, &facts), 0);
        so.budget_percent = budget_percent;
        so.mem_available = mem_available;
        assert_int_equal(schedule_build(p, facts, &so, &s), 0);
        assert_int_equal(engine_warm(p, s, &eo, &res), 0);
        schedule_free(s);
        schedule_facts_free(facts);
        device_cache_free(dc);
        return res;
}

static const EngineFileResult *result_for(const EngineResult *res, const Plan *p, const char *path) {
        for (size_t i = 0; i < p->n_files; i++)
                if (strcmp(p->files[i].path, path) == 0)
                        return &res->files[i];
        fail_msg("%s not in the plan", path);
        return NULL;
}

static void test_hostile_replaced_before_warm(void **state) {
        char *dir = tu_strdupf("%s/replace", top), *prog = tu_strdupf("%s/prog", dir);
        const char *needed[] = { "librep0.so", "librep1.so", "librep2.so", "librep3.so" };
        char *lib[4], *data = tu_strdupf("%s/data", dir);
        TargetOptions opts = {};
        TargetReport rep = {};
        EngineResult *res;
        Plan *p = NULL;
        PlanFile *f;
        struct stat st;
        char buf[65536];

        memset(buf, 'x', sizeof(buf));
        for (size_t i = 0; i < 4; i++) {
                const char *none[] = { NULL };
                char *soname = tu_strdupf("librep%zu.so", i);
                ElfSpec s = { .soname = soname, .needed = none, .n_needed = 0 };
                lib[i] = tu_strdupf("%s/%s", dir, soname);
                elf_write(lib[i], &s);
                free(soname);
        }
        prog_write(prog, "$ORIGIN", needed, 4);
        tu_write_file(data, buf, sizeof(buf));

        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(target_add_to_plan(prog, &opts, p, &rep), 0);
        target_report_done(&rep);
        assert_int_equal(stat(data, &st), 0);
        assert_int_equal(plan_add_file(p, data, data, &st, &f), 0);
        assert_int_equal(plan_file_add_range(f, 0, sizeof(buf), RANGE_SOURCE_FILE), 0);

        /* between planning and warming: replaced by rename (another inode), deleted, turned into a
         * FIFO, truncated to nothing */
        {
                char *tmp = tu_strdupf("%s.new", lib[0]);
                const char *none[] = { NULL };
                ElfSpec s = { .soname = "librep0.so", .needed = none };
                elf_write(tmp, &s);
                assert_int_equal(rename(tmp, lib[0]), 0);
                free(tmp);
        }
        assert_int_equal(unlink(lib[1]), 0);
        assert_int_equal(unlink(lib[2]), 0);
        assert_int_equal(mkfifo(lib[2], 0644), 0);
        assert_int_equal(truncate(data, 0), 0);

        res = warm_plan(p, 0, 0);
        assert_string_equal(engine_file_error_text(result_for(res, p, lib[0])),
                            "replaced since planning (another inode at this path)");
        assert_int_equal(result_for(res, p, lib[1])->error, -ENOENT);
        assert_string_equal(engine_file_error_text(result_for(res, p, lib[2])), "is a FIFO, not a regular file");
        /* the truncated file: its identity still holds, there is just nothing left to read */
        assert_int_equal(result_for(res, p, data)->bytes, 0);
        /* the untouched ones warmed */
        assert_int_equal(result_for(res, p, lib[3])->error, 0);
        assert_int_equal(result_for(res, p, prog)->error, 0);
        assert_true(res->files_failed >= 3);
        engine_result_free(res);
        plan_free(p);
        for (size_t i = 0; i < 4; i++)
                free(lib[i]);
        free(data);
        free(dir);
        free(prog);
}

/* ======================================================================================== */
/* Config                                                                                    */
/* ======================================================================================== */

static void test_hostile_config_dir_10000(void **state) {
        enum { N = 10000 };
        Daemon *d = daemon_new_in(fast);
        const char *dirs[] = { d->cfg };
        ConfigReport rep = {};
        Config *c = NULL;
        ProtocolReply r;
        uint64_t t0;

        for (size_t i = 0; i < N; i++) {
                char *path = tu_strdupf("%s/apps.d/app%05zu.conf", d->cfg, i), *text;
                text = tu_strdupf("[Application]\nName=App %zu\nExec=/bin/true\nFiles=/etc/hostname\nPriority=%zu\n", i,
                                  i % 100);
                file_write(path, text, strlen(text));
                free(path);
                free(text);
        }
        /* under sanitizers the daemon's own load below is the one checked */
        if (!sanitized()) {
                t0 = now_usec(CLOCK_MONOTONIC);
                assert_int_equal(config_load(dirs, 1, &c, &rep), 0);
                fprintf(stderr, "# %d app files loaded in %.2fs\n", N, (double) (now_usec(CLOCK_MONOTONIC) - t0) / 1e6);
                /* No bound on the time: a test run beside this one that drops the page cache
                 * makes these 10000 reads cold (10.7 s once in CI, 0.14 s alone). */
                assert_int_equal(c->n_apps, N);
                config_free(c);
                config_report_done(&rep);
        }

        daemon_start(d);
        r = daemon_call(d, PROTOCOL_METHOD_LIST, NULL);
        assert_null(r.error);
        {
                json_object *apps;
                assert_true(json_object_object_get_ex(r.parameters, "apps", &apps));
                assert_int_equal(json_object_array_length(apps), N);
        }
        protocol_reply_done(&r);
        if (sanitized()) {
                daemon_assert_answers(d);
                daemon_stop(d);
                daemon_free(d);
                return;
        }
        t0 = now_usec(CLOCK_MONOTONIC);
        r = daemon_call(d, PROTOCOL_METHOD_RELOAD, NULL);
        assert_null(r.error);
        assert_int_equal(param_int(r.parameters, "apps"), N);
        protocol_reply_done(&r);
        fprintf(stderr, "# reload of %d apps in %.2fs\n", N, (double) (now_usec(CLOCK_MONOTONIC) - t0) / 1e6);

        /* A client that asks for the whole list again and again and never reads: the daemon keeps
         * at most CONTROL_OUTPUT_MAX for it, then hangs up, and serves the others meanwhile. */
        {
                int fd = raw_connect(d->socket), rcvbuf = 4096;
                static const char list[] = "{\"method\":\"io.preloadd.List\"}";
                Buf all = {};

                (void) setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof(rcvbuf));
                /* 20 lists of ~2.5 MB each: past the 32 MiB the daemon keeps for one client */
                for (int i = 0; i < 20; i++)
                        buf_add(&all, list, sizeof(list));
                raw_send(fd, all.data, all.len);
                free(all.data);
                daemon_assert_answers(d);
                /* served meanwhile (a new connection goes first), and the greedy one hung up on
                 * once its replies reach the limit */
                {
                        bool found = false;
                        for (int i = 0; i < 400 && !found; i++) {
                                char *log = daemon_log(d);
                                found = strstr(log, "does not read its replies, disconnecting");
                                free(log);
                                if (!found)
                                        usleep(50000);
                        }
                        assert_true(found);
                }
                close(fd);
                daemon_assert_answers(d);
        }
        daemon_assert_answers(d);
        daemon_stop(d);
        daemon_free(d);
}

static void test_hostile_config_huge_line(void **state) {
        const size_t big = 100u * 1024u * 1024u;
        Daemon *d = daemon_new();
        char *path = tu_strdupf("%s/apps.d/huge.conf", d->cfg), *mainconf = tu_strdupf("%s/preloadd.conf", d->cfg);
        char *buf = malloc(big + 64), *want, *log, *off;
        const char *dirs[] = { d->cfg };
        ConfigReport rep = {};
        Config *c = NULL;
        AppConfig *a = NULL;
        ProtocolReply r;
        int len;

        assert_non_null(buf);
        len = snprintf(buf, 64, "[Application]\nExec=/bin/");
        memset(buf + len, 'x', big);
        buf[len + big] = '\n';

        /* in memory: one line error, found without copying the line anywhere */
        {
                uint64_t t0 = now_usec(CLOCK_MONOTONIC);
                assert_int_equal(config_parse_app("huge", path, buf, (size_t) len + big + 1, &a, &rep), -EBADMSG);
                assert_null(a);
                assert_int_equal(rep.n_errors, 1);
                want = tu_strdupf("%s:2: line too long", path);
                assert_true(strncmp(rep.errors[0], want, strlen(want)) == 0);
                free(want);
                config_report_done(&rep);
                assert_true(now_usec(CLOCK_MONOTONIC) - t0 < 5000000ull * slow_factor());
        }

        /* on disk, as an app file and as the main file: refused by size before being read */
        tu_write_file(path, buf, (size_t) len + big + 1);
        assert_int_equal(config_load(dirs, 1, &c, &rep), CONFIG_LOAD_PARTIAL);
        assert_int_equal(rep.n_errors, 1);
        assert_int_equal(c->n_apps, 0);
        assert_int_equal(c->n_skipped, 1);
        c = config_free(c);
        want = tu_strdupf("%s: file too large (%zu bytes, at most %u)", path, (size_t) len + big + 1,
                          CONFIG_FILE_SIZE_MAX);
        assert_string_equal(rep.errors[0], want);
        config_report_done(&rep);

        /* the daemon starts without it, saying where and why */
        daemon_start(d);
        log = daemon_log(d);
        assert_non_null(strstr(log, want));
        free(log);
        free(want);
        daemon_stop(d);

        /* started on a good config, a reload that meets it (now as the main file) keeps the old one */
        off = tu_strdupf("%s/huge.off", d->dir);
        assert_int_equal(rename(path, off), 0);
        daemon_write_cfg(d, "apps.d/good.conf", "[Application]\nExec=/bin/true\n");
        daemon_start(d);
        assert_int_equal(rename(off, mainconf), 0);
        free(off);
        r = daemon_call(d, PROTOCOL_METHOD_RELOAD, NULL);
        assert_null(r.error);
        {
                /* the main file is skipped (built-in defaults), the application stays */
                json_object *errors;
                want = tu_strdupf("%s: file too large", mainconf);
                assert_true(json_object_object_get_ex(r.parameters, "errors", &errors));
                assert_true(strncmp(json_object_get_string(json_object_array_get_idx(errors, 0)), want,
                                    strlen(want)) == 0);
                free(want);
        }
        protocol_reply_done(&r);
        r = daemon_call(d, PROTOCOL_METHOD_STATUS, NULL);
        assert_null(r.error);
        assert_int_equal(param_int(r.parameters, "apps"), 1);
        protocol_reply_done(&r);
        daemon_assert_answers(d);
        daemon_stop(d);
        daemon_free(d);
        free(buf);
        free(path);
        free(mainconf);
}

/* ======================================================================================== */
/* Control messages                                                                          */
/* ======================================================================================== */

static void test_hostile_protocol_messages(void **state) {
        Daemon *d = daemon_new();
        char *reply;
        int fd;

        daemon_start(d);

        /* oversized, without a NUL: MessageTooLarge, then the daemon hangs up */
        {
                size_t n = PROTOCOL_CALL_MAX + 1;
                char *big = malloc(n);
                memset(big, ' ', n);
                big[0] = '{';
                fd = raw_connect(d->socket);
                raw_send(fd, big, n);
                reply = raw_read_reply(fd, 10000);
                expect_reply_error(reply, PROTOCOL_ERROR_MESSAGE_TOO_LARGE, NULL);
                free(reply);
                assert_null(raw_read_reply(fd, 10000));
                close(fd);
                free(big);
        }
        /* oversized, 1 MiB of valid JSON with its NUL, in one go */
        {
                size_t n = 1024 * 1024;
                char *big = malloc(n + 64);
                int k = snprintf(big, 64, "{\"method\":\"io.preloadd.Status\",\"parameters\":{\"x\":\"");
                memset(big + k, 'a', n);
                memcpy(big + k + n, "\"}}", 4);
                fd = raw_connect(d->socket);
                /* the daemon may hang up before it has read it all */
                (void) send(fd, big, (size_t) k + n + 4, MSG_NOSIGNAL);
                reply = raw_read_reply(fd, 10000);
                expect_reply_error(reply, PROTOCOL_ERROR_MESSAGE_TOO_LARGE, NULL);
                free(reply);
                close(fd);
                free(big);
        }
        daemon_assert_answers(d);

        /* malformed ones on one connection: each gets its error and the connection goes on */
        {
                static const struct {
                        const char *msg;
                        size_t len;
                        const char *error;
                        const char *reason;
                } bad[] = {
#define M(s) s, sizeof(s)
                        { M("{\"method\":\"io.preloadd.Status\""), PROTOCOL_ERROR_INVALID_MESSAGE, "truncated JSON" },
                        { M("{\"method\":\"io.preloadd.Sta"), PROTOCOL_ERROR_INVALID_MESSAGE, "truncated JSON" },
                        { M("GET / HTTP/1.1\r\nHost: x\r\n\r\n"), PROTOCOL_ERROR_INVALID_MESSAGE, "not valid JSON" },
                        { M("\x7f" "ELF\x02\x01\x01"), PROTOCOL_ERROR_INVALID_MESSAGE, "not valid JSON" },
                        { M("{\"method\":\"\xff\xfe\"}"), PROTOCOL_ERROR_INVALID_MESSAGE, "not valid JSON" },
                        { M("[\"io.preloadd.Status\"]"), PROTOCOL_ERROR_INVALID_MESSAGE, "not a JSON object" },
                        { M("null"), PROTOCOL_ERROR_INVALID_MESSAGE, "not a JSON object" },
                        { M("{\"method\":\"io.preloadd.Status\"}{}"), PROTOCOL_ERROR_INVALID_MESSAGE, "trailing data" },
                        { M("{\"method\":\"io.preloadd.Status\\u0000\"}"), PROTOCOL_ERROR_INVALID_MESSAGE, "NUL" },
                        { M("{\"method\":42}"), PROTOCOL_ERROR_INVALID_MESSAGE, "\"method\"" },
                        { M("{\"method\":\"io.preloadd.Warm\",\"method\":\"io.preloadd.Status\"}"),
                          PROTOCOL_ERROR_INVALID_MESSAGE, "duplicate key" },
                        { M("{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"program\":\"/\xc0\xaf\"}}"),
                          PROTOCOL_ERROR_INVALID_MESSAGE, "UTF-8" },
                        { M("{\"method\":\"io.preloadd.Cancel\",\"parameters\":{\"job\":18446744073709551617}}"),
                          PROTOCOL_ERROR_INVALID_MESSAGE, "out of range" },
                        { M("{\"method\":\"io.preloadd.Status\",\"parameters\":[]}"), PROTOCOL_ERROR_INVALID_MESSAGE,
                          "\"parameters\"" },
                        { M("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"),
                          PROTOCOL_ERROR_INVALID_MESSAGE, "nested too deeply" },
                        { M(""), PROTOCOL_ERROR_INVALID_MESSAGE, NULL },
                        { M("{\"method\":\"io.preloadd.Explode\"}"), PROTOCOL_ERROR_METHOD_NOT_FOUND, NULL },
                        { M("{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"program\":\"/bin/true\",\"wait\":\"yes\"}}"),
                          PROTOCOL_ERROR_INVALID_PARAMETER, NULL },
                        { M("{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"program\":\"a\\nb\"}}"),
                          PROTOCOL_ERROR_INVALID_PARAMETER, NULL },
                        { M("{\"method\":\"io.preloadd.Cancel\",\"parameters\":{\"job\":-1}}"),
                          PROTOCOL_ERROR_INVALID_PARAMETER, NULL },
                        { M("{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"program\":\"relative/path\",\"wait\":true}}"),
                          PROTOCOL_ERROR_PLAN_FAILED, "relative path" },
#undef M
                };
                fd = raw_connect(d->socket);
                for (size_t i = 0; i < ELEMENTSOF(bad); i++) {
                        raw_send(fd, bad[i].msg, bad[i].len); /* sizeof includes the NUL frame end */
                        reply = raw_read_reply(fd, 10000);
                        if (!reply)
                                fail_msg("no reply to message %zu", i);
                        expect_reply_error(reply, bad[i].error, bad[i].reason);
                        free(reply);
                }
                close(fd);
        }

        /* one byte at a time, with pauses: one reply, once the NUL arrives */
        {
                static const char status[] = "{\"method\":\"io.preloadd.Status\",\"parameters\":{}}";
                ProtocolReply r = {};
                const char *why;
                fd = raw_connect(d->socket);
                for (size_t i = 0; i < sizeof(status); i++) {
                        struct pollfd p = { .fd = fd, .events = POLLIN };
                        raw_send(fd, status + i, 1);
                        /* nothing comes back before the message is complete */
                        if (i + 1 < sizeof(status))
                                assert_int_equal(poll(&p, 1, 2), 0);
                }
                reply = raw_read_reply(fd, 10000);
                assert_non_null(reply);
                assert_int_equal(protocol_reply_parse(reply, strlen(reply), &r, &why), 0);
                assert_null(r.error);
                assert_int_equal(param_int(r.parameters, "pid"), d->pid);
                protocol_reply_done(&r);
                free(reply);
                close(fd);
        }

        /* cut off mid-message: the daemon drops the connection and nothing else happens */
        fd = raw_connect(d->socket);
        raw_send(fd, "{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"program\":\"/bin/tr", 59);
        close(fd);
        /* hangs up right after a call that waits: the reply is dropped, the job still runs */
        fd = raw_connect(d->socket);
        {
                static const char warm[] = "{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"program\":\"/bin/true\",\"wait\":true}}";
                raw_send(fd, warm, sizeof(warm));
        }
        close(fd);
        /* many connections that send half a message and stall, while others are served */
        {
                int stalled[64];
                for (size_t i = 0; i < ELEMENTSOF(stalled); i++) {
                        stalled[i] = raw_connect(d->socket);
                        raw_send(stalled[i], "{\"method\":", 10);
                }
                daemon_assert_answers(d);
                for (size_t i = 0; i < ELEMENTSOF(stalled); i++)
                        close(stalled[i]);
        }
        /* a thousand calls in one write: a thousand replies, in order */
        {
                enum { N = 1000 };
                Buf all = {};
                for (int i = 0; i < N; i++) {
                        char *m = tu_strdupf("{\"method\":\"io.preloadd.%s\"}", i % 2 ? "List" : "Explode");
                        buf_add(&all, m, strlen(m) + 1);
                        free(m);
                }
                fd = raw_connect(d->socket);
                raw_send(fd, all.data, all.len);
                for (int i = 0; i < N; i++) {
                        ProtocolReply r = {};
                        const char *why;
                        reply = raw_read_reply(fd, 10000);
                        assert_non_null(reply);
                        assert_int_equal(protocol_reply_parse(reply, strlen(reply), &r, &why), 0);
                        if (i % 2)
                                assert_null(r.error);
                        else
                                assert_string_equal(r.error, PROTOCOL_ERROR_METHOD_NOT_FOUND);
                        protocol_reply_done(&r);
                        free(reply);
                }
                close(fd);
                free(all.data);
        }
        daemon_assert_answers(d);
        daemon_stop(d);
        daemon_free(d);
}

/* ======================================================================================== */
/* Security                                                                                  */
/* ======================================================================================== */

/* In a child running as uid: connects to path, sends a Status call, expects PermissionDenied and a
 * hang-up. Exits 0 when refused like that. */
static int connect_as(uid_t uid, const char *path) {
        pid_t pid = fork();
        int status;

        assert_true(pid >= 0);
        if (pid == 0) {
                char buf[512], more;
                size_t n;
                int fd;

                if (setgroups(0, NULL) < 0 || setgid(uid) < 0 || setuid(uid) < 0)
                        _exit(10);
                fd = tu_unix_call(path, "{\"method\":\"io.preloadd.Warm\",\"parameters\":{\"program\":\"/bin/true\"}}",
                                  buf, sizeof(buf), &n);
                if (fd < 0)
                        _exit(11);
                if (n == 0 || buf[n - 1] != '\0' || !strstr(buf, PROTOCOL_ERROR_PERMISSION_DENIED))
                        _exit(12);
                /* exactly one message, then the hang-up (EOF, or a reset: our call went unread) */
                if (strlen(buf) + 1 != n || read(fd, &more, 1) > 0)
                        _exit(13);
                _exit(0);
        }
        assert_int_equal(waitpid(pid, &status, 0), pid);
        return WIFEXITED(status) ? WEXITSTATUS(status) : 100;
}

static void test_hostile_other_uid_refused(void **state) {
        Daemon *d;
        ProtocolReply r;
        char *log;
        struct stat st;
        char *sockdir;

        if (!is_root()) {
                print_message("# needs root to act as another uid, skipped\n");
                skip();
        }

        /* A root daemon, its socket opened up to everyone: uid 65534 is still refused. */
        d = daemon_new();
        daemon_start(d);
        sockdir = tu_strdupf("%s/run/preloadd", d->dir);
        assert_int_equal(stat(sockdir, &st), 0);
        assert_int_equal(st.st_mode & 07777, 0700);
        assert_int_equal(stat(d->socket, &st), 0);
        assert_int_equal(st.st_mode & 0777, 0600);
        assert_int_equal(tu_run("chmod 755 '%s' '%s' '%s/run' '%s' && chmod 666 '%s'", top, d->dir, d->dir, sockdir,
                                d->socket),
                         0);
        assert_int_equal(connect_as(65534, d->socket), 0);
        log = daemon_log(d);
        assert_non_null(strstr(log, "refusing peer pid"));
        assert_non_null(strstr(log, "of uid 65534"));
        free(log);
        /* nothing was queued on its behalf */
        r = daemon_call(d, PROTOCOL_METHOD_STATUS, NULL);
        {
                json_object *jobs;
                assert_true(json_object_object_get_ex(r.parameters, "jobs", &jobs));
                assert_int_equal(json_object_array_length(jobs), 0);
        }
        protocol_reply_done(&r);
        daemon_assert_answers(d);
        daemon_stop(d);
        daemon_free(d);
        free(sockdir);

        /* A daemon of uid 65534 (a user's daemon): root is another uid and is refused too. */
        d = daemon_new();
        d->uid = 65534;
        assert_int_equal(tu_run("chmod 755 '%s' && chown -R 65534:65534 '%s/run' '%s' '%s' && chmod 755 '%s'", top, d->dir,
                                d->cfg, d->dir, d->dir),
                         0);
        if (tu_run("setpriv --reuid=65534 --regid=65534 --clear-groups test -x '%s'", getenv("PRELOADD")) != 0) {
                daemon_free(d);
                print_message("# uid 65534 cannot reach the preloadd binary, second half skipped\n");
                skip();
        }
        daemon_start(d);
        assert_int_equal(connect_as(0, d->socket), 0);
        assert_int_equal(connect_as(65533, d->socket), 11); /* cannot even connect: 0600 socket in a 0700 dir */

        /* Not dumpable: a process of the same uid that dropped a group cannot ptrace the daemon and
         * read through it what only that group may, and /proc/PID/mem is root's, not the uid's. */
        char *mem = tu_strdupf("/proc/%d/mem", (int) d->pid);
        assert_int_equal(stat(mem, &st), 0);
        assert_int_equal(st.st_uid, 0);
        free(mem);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                if (setgroups(0, NULL) < 0 || setgid(65534) < 0 || setuid(65534) < 0)
                        _exit(125);
                _exit(ptrace(PTRACE_ATTACH, d->pid, NULL, NULL) == 0 ? 0 : errno == EPERM ? 1 : 2);
        }
        int status;
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 1);

        daemon_stop(d);
        daemon_free(d);
}

/*
 * The daemon opens what a request names with its own credentials, which are the client's (only its
 * own uid is admitted): a file the client cannot open, the daemon cannot plan either.
 */
static void test_hostile_unreadable_target(void **state) {
        Daemon *d;
        char *secret, *secret_dir, *hidden;
        pid_t pid;
        int status;

        if (!is_root()) {
                print_message("# needs root to run a daemon of another uid, skipped\n");
                skip();
        }
        secret = tu_strdupf("%s/secret", top);
        secret_dir = tu_strdupf("%s/secret-dir", top);
        hidden = tu_strdupf("%s/secret-dir/prog", top);
        compiled_make();
        assert_int_equal(tu_run("cp '%s' '%s' && chmod 600 '%s' && mkdir -p '%s' && cp '%s' '%s' && chmod 700 '%s'",
                                compiled.prog, secret, secret, secret_dir, compiled.prog, hidden, secret_dir),
                         0);
        d = daemon_new();
        d->uid = 65534;
        assert_int_equal(tu_run("chmod 755 '%s' '%s' && chown -R 65534:65534 '%s/run' '%s'", top, d->dir, d->dir, d->cfg), 0);
        if (tu_run("setpriv --reuid=65534 --regid=65534 --clear-groups test -x '%s'", getenv("PRELOADD")) != 0) {
                daemon_free(d);
                free(secret);
                free(secret_dir);
                free(hidden);
                print_message("# uid 65534 cannot reach the preloadd binary, skipped\n");
                skip();
        }
        daemon_start(d);
        /* the client, as the daemon's uid: it cannot read these, so the daemon must not either */
        pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                if (setgroups(0, NULL) < 0 || setgid(65534) < 0 || setuid(65534) < 0)
                        _exit(10);
                daemon_expect_plan_failed(d, secret, secret, strerror(EACCES));
                daemon_expect_plan_failed(d, hidden, hidden, strerror(EACCES));
                /* Status with a target (residency) plans too */
                {
                        json_object *p = params_program("program", secret, false);
                        ProtocolReply r = daemon_call(d, PROTOCOL_METHOD_STATUS, p);
                        json_object_put(p);
                        if (!r.error || strcmp(r.error, PROTOCOL_ERROR_PLAN_FAILED) != 0)
                                _exit(11);
                        protocol_reply_done(&r);
                }
                _exit(0);
        }
        assert_int_equal(waitpid(pid, &status, 0), pid);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
        daemon_stop(d);
        daemon_free(d);
        free(secret);
        free(secret_dir);
        free(hidden);
}

static void test_hostile_socket_dir_not_ours(void **state) {
        Daemon *d;
        char *log;

        if (!is_root())
                skip();
        /* The socket directory exists and belongs to someone else: refuse to serve through it. */
        d = daemon_new();
        assert_int_equal(tu_run("mkdir -p '%s/run/preloadd' && chown 65534:65534 '%s/run/preloadd'", d->dir, d->dir), 0);
        assert_int_equal(daemon_start_status(d), 1);
        log = daemon_log(d);
        assert_non_null(strstr(log, d->socket));
        assert_non_null(strstr(log, strerror(EPERM)));
        free(log);
        daemon_free(d);

        /* A symlink where the directory should be is not followed either. */
        d = daemon_new();
        assert_int_equal(tu_run("mkdir -p '%s/elsewhere' && ln -s '%s/elsewhere' '%s/run/preloadd'", d->dir, d->dir, d->dir), 0);
        assert_int_equal(daemon_start_status(d), 1);
        assert_false(daemon_try_connect(d));
        daemon_free(d);

        /* A loose directory of ours is tightened. */
        d = daemon_new();
        assert_int_equal(tu_run("mkdir -p -m 0777 '%s/run/preloadd'", d->dir), 0);
        daemon_start(d);
        {
                struct stat st;
                char *dir = tu_strdupf("%s/run/preloadd", d->dir);
                assert_int_equal(stat(dir, &st), 0);
                assert_int_equal(st.st_mode & 07777, 0700);
                free(dir);
        }
        daemon_stop(d);
        daemon_free(d);
}

/* ======================================================================================== */
/* Faults                                                                                    */
/* ======================================================================================== */

/* A sparse file of size bytes (reads as zeros, costs no disk). */
static void sparse_file(const char *path, uint64_t size) {
        int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        assert_true(fd >= 0);
        assert_int_equal(ftruncate(fd, (off_t) size), 0);
        close(fd);
}

static void test_hostile_budget_exhausted(void **state) {
        char *dir = tu_strdupf("%s/budget", top), *a = tu_strdupf("%s/a", dir), *b = tu_strdupf("%s/b", dir),
             *c = tu_strdupf("%s/c", dir);
        uint64_t mib = 1024 * 1024;
        EngineResult *res;
        Plan *p = NULL;

        assert_int_equal(tu_run("mkdir -p '%s'", dir), 0);
        sparse_file(a, 4 * mib);
        sparse_file(b, 4 * mib);
        sparse_file(c, 4 * mib);
        assert_int_equal(plan_new(&p), 0);
        const char *files[] = { a, b, c };
        for (size_t i = 0; i < 3; i++) {
                struct stat st;
                PlanFile *f;
                assert_int_equal(stat(files[i], &st), 0);
                assert_int_equal(plan_add_file(p, files[i], files[i], &st, &f), 0);
                assert_int_equal(plan_file_add_range(f, 0, 4 * mib, RANGE_SOURCE_FILE), 0);
        }
        /* a budget of 50% of "6 MiB available": the first file whole, the second cut, the third dropped */
        res = warm_plan(p, 50, 12 * mib);
        assert_int_equal(res->bytes, 6 * mib);
        assert_int_equal(result_for(res, p, a)->error, 0);
        assert_string_equal(engine_file_error_text(result_for(res, p, b)), "partly dropped by the memory budget");
        assert_int_equal(result_for(res, p, b)->bytes, 2 * mib);
        assert_string_equal(engine_file_error_text(result_for(res, p, c)), "dropped by the memory budget");
        assert_int_equal(result_for(res, p, c)->bytes, 0);
        engine_result_free(res);
        plan_free(p);

        /* The daemon with MemoryBudget=1%: a plan far larger than the budget warms up to it and stops. */
        {
                Daemon *d = daemon_new();
                char *app, *huge = tu_strdupf("%s/huge", dir), *small = tu_strdupf("%s/small", dir);
                uint64_t avail = 0, budget;
                ProtocolReply r;

                sparse_file(small, mib);
                sparse_file(huge, UINT64_C(1) << 40); /* 1 TiB of holes */
                daemon_write_cfg(d, "preloadd.conf", "[Daemon]\nMemoryBudget=1%\n");
                app = tu_strdupf("[Application]\nFiles=%s %s\n", small, huge);
                daemon_write_cfg(d, "apps.d/big.conf", app);
                free(app);
                daemon_start(d);
                r = daemon_warm(d, "app", "big");
                assert_null(r.error);
                assert_int_equal(meminfo_read_available(NULL, &avail), 0);
                budget = avail / 100;
                /* the small file whole, the huge one up to the budget (MemAvailable moves a little) */
                assert_true((uint64_t) param_int(r.parameters, "result.bytes") <= budget * 11 / 10 + mib);
                assert_true((uint64_t) param_int(r.parameters, "result.bytes") >= mib);
                assert_int_equal(param_int(r.parameters, "result.files_failed"), 1);
                {
                        json_object *res_o, *errs, *e, *v;
                        assert_true(json_object_object_get_ex(r.parameters, "result", &res_o));
                        assert_true(json_object_object_get_ex(res_o, "errors", &errs));
                        e = json_object_array_get_idx(errs, 0);
                        assert_true(json_object_object_get_ex(e, "path", &v));
                        assert_string_equal(json_object_get_string(v), huge);
                        assert_true(json_object_object_get_ex(e, "error", &v));
                        assert_string_equal(json_object_get_string(v), "partly dropped by the memory budget");
                }
                protocol_reply_done(&r);
                daemon_assert_answers(d);
                daemon_stop(d);
                daemon_free(d);
                free(huge);
                free(small);
        }
        tu_rm_rf(dir);
        free(dir);
        free(a);
        free(b);
        free(c);
}

static Profile *profile_make(const char *name, size_t n_files) {
        Profile *p = NULL;
        assert_int_equal(profile_new(name, &p), 0);
        for (size_t i = 0; i < n_files; i++) {
                char *path = tu_strdupf("/usr/lib/hostile/%s/file-%06zu.so", name, i);
                ProfileFingerprint id = { .dev = makedev(254, 1), .ino = 1000 + i, .size = 1 << 20,
                                          .mtime_nsec = 1700000000000000000ull + i };
                ProfileFile *f;
                assert_int_equal(profile_add_file(p, path, &id, &f), 0);
                for (size_t k = 0; k < 8; k++)
                        assert_int_equal(profile_file_add_range(f, k * 65536, 4096), 0);
                free(path);
        }
        return p;
}

static char *profile_text(const Profile *p, size_t *ret_n) {
        char *t = NULL;
        assert_int_equal(profile_format(p, &t, ret_n), 0);
        return t;
}

/* Whatever is at path is exactly one of the two texts. */
static void assert_profile_is(const char *path, const char *t1, size_t n1, const char *t2, size_t n2) {
        size_t n;
        char *got = tu_read_file(path, &n);
        if (!((n == n1 && memcmp(got, t1, n) == 0) || (t2 && n == n2 && memcmp(got, t2, n) == 0)))
                fail_msg("%s: %zu bytes, neither of the complete profiles (%zu, %zu bytes)", path, n, n1, n2);
        free(got);
}

static size_t dir_count_tmp(const char *dir) {
        char *cmd = tu_strdupf("ls -A '%s' | grep -c '^\\.' > '%s/count' || true", dir, top), *path = tu_strdupf("%s/count", top);
        size_t n;
        char *s;
        assert_int_equal(tu_run("%s", cmd), 0);
        s = tu_read_file(path, &n);
        n = strtoul(s, NULL, 10);
        free(s);
        free(cmd);
        free(path);
        return n;
}

static void test_hostile_profile_write_faults(void **state) {
        char *mnt, *path, *t_old, *t_big;
        Profile *old, *big;
        size_t n_old, n_big;
        struct stat st;
        int r;

        if (!is_root()) {
                print_message("# needs root to mount a small tmpfs, skipped\n");
                skip();
        }
        mnt = tu_strdupf("%s/profiles-fs", top);
        path = tu_strdupf("%s/profiles-fs/app.profile", top);
        old = profile_make("app", 3);
        big = profile_make("app", 3000);
        t_old = profile_text(old, &n_old);
        t_big = profile_text(big, &n_big);
        assert_true(n_big > 256 * 1024);
        assert_int_equal(tu_run("mkdir -p '%s' && mount -t tmpfs -o size=256k,mode=0755 hostile-profiles '%s'", mnt, mnt), 0);

        /* the old profile, written with the documented mode */
        {
                mode_t um = umask(0);
                assert_int_equal(profile_save(old, path), 0);
                umask(um);
        }
        assert_int_equal(stat(path, &st), 0);
        assert_int_equal(st.st_mode & 07777, 0644);

        /* ENOSPC: a profile larger than the file system; the old one stays, no temporary is left */
        r = profile_save(big, path);
        assert_int_equal(r, -ENOSPC);
        assert_profile_is(path, t_old, n_old, NULL, 0);
        assert_int_equal(dir_count_tmp(mnt), 0);

        /* read-only: EROFS, the old one stays */
        assert_int_equal(tu_run("mount -o remount,ro '%s'", mnt), 0);
        r = profile_save(old, path);
        assert_int_equal(r, -EROFS);
        assert_profile_is(path, t_old, n_old, NULL, 0);
        assert_int_equal(tu_run("umount '%s'", mnt), 0);

        /* a private directory made for profiles is 0700 whatever the umask */
        {
                char *pd = tu_strdupf("%s/cache/preloadd/profiles", top);
                mode_t um = umask(0);
                assert_int_equal(profile_dir_ensure(pd, 0700), 0);
                umask(um);
                assert_int_equal(stat(pd, &st), 0);
                assert_int_equal(st.st_mode & 07777, 0700);
                free(pd);
        }
        profile_free(old);
        profile_free(big);
        free(t_old);
        free(t_big);
        free(mnt);
        free(path);
}

/* SIGKILL at random moments of profile writes: the file is always one whole profile or the other. */
static void test_hostile_profile_sigkill(void **state) {
        char *dir = tu_strdupf("%s/kill-profiles", top), *path = tu_strdupf("%s/kill-profiles/app.profile", top);
        Profile *a = profile_make("app", 1000), *b = profile_make("app", 3000);
        size_t na, nb, killed_mid = 0;
        char *ta = profile_text(a, &na), *tb = profile_text(b, &nb);
        unsigned seed = 1;

        assert_int_equal(tu_run("mkdir -p '%s'", dir), 0);
        assert_int_equal(profile_save(a, path), 0);
        for (int round = 0; round < 30; round++) {
                pid_t pid = fork();
                int status;

                assert_true(pid >= 0);
                if (pid == 0) {
                        for (;;) {
                                if (profile_save(b, path) < 0 || profile_save(a, path) < 0)
                                        _exit(1);
                        }
                }
                usleep(1000 + rand_r(&seed) % 20000);
                assert_int_equal(kill(pid, SIGKILL), 0);
                assert_int_equal(waitpid(pid, &status, 0), pid);
                assert_true(WIFSIGNALED(status));
                assert_profile_is(path, ta, na, tb, nb);
                {
                        Profile *p = NULL;
                        unsigned line;
                        const char *why;
                        assert_int_equal(profile_load(path, &p, &line, &why), 0);
                        profile_free(p);
                }
                killed_mid += dir_count_tmp(dir) > 0;
                /* a stale temporary file (dot file) is what a kill may leave; loaders skip it */
                assert_int_equal(tu_run("rm -f '%s'/.app.profile.*", dir), 0);
        }
        fprintf(stderr, "# 30 kills during profile writes, %zu left a temporary file, none a torn profile\n",
                killed_mid);
        profile_free(a);
        profile_free(b);
        free(ta);
        free(tb);
        tu_rm_rf(dir);
        free(dir);
        free(path);
}

/* Killed with SIGKILL while warming, restarted on the same socket: serves again, warms again. */
static void test_hostile_daemon_killed_mid_warm(void **state) {
        Daemon *d = daemon_new();
        char *dir = tu_strdupf("%s/killwarm", top), *app;
        json_object *p;
        ProtocolReply r;
        bool warming = false;

        assert_int_equal(tu_run("mkdir -p '%s'", dir), 0);
        /* many files, so that the warm lasts long enough to be caught */
        {
                char buf[8192];
                memset(buf, 'w', sizeof(buf));
                for (int i = 0; i < 3000; i++) {
                        char *f = tu_strdupf("%s/f%04d", dir, i);
                        file_write(f, buf, sizeof(buf));
                        free(f);
                }
                app = tu_strdupf("[Application]\nFiles=%s/f*\n", dir);
        }
        daemon_write_cfg(d, "apps.d/many.conf", app);
        free(app);
        daemon_start(d);

        for (int attempt = 0; attempt < 5 && !warming; attempt++) {
                p = params_program("app", "many", false);
                r = daemon_call(d, PROTOCOL_METHOD_WARM, p);
                json_object_put(p);
                assert_null(r.error);
                protocol_reply_done(&r);
                for (int i = 0; i < 200 && !warming; i++) {
                        r = daemon_call(d, PROTOCOL_METHOD_STATUS, NULL);
                        warming = strcmp(param_string(&r, "state"), "warming") == 0;
                        protocol_reply_done(&r);
                }
                /* too quick to catch: drop our files from the cache and try again */
                for (int i = 0; i < 3000 && !warming; i++) {
                        char *f = tu_strdupf("%s/f%04d", dir, i);
                        int fd = open(f, O_RDONLY | O_CLOEXEC);
                        if (fd >= 0) {
                                (void) posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
                                close(fd);
                        }
                        free(f);
                }
        }
        if (!warming)
                print_message("# the warm finished before it could be caught; killing the idle daemon instead\n");
        assert_int_equal(kill(d->pid, SIGKILL), 0);
        assert_int_equal(waitpid(d->pid, NULL, 0), d->pid);
        d->pid = 0;
        assert_false(daemon_try_connect(d));

        /* restarted by hand (a socket unit would do the same): the stale socket is replaced */
        daemon_start(d);
        daemon_assert_answers(d);
        r = daemon_warm(d, "app", "many");
        assert_null(r.error);
        assert_int_equal(param_int(r.parameters, "plan.total_files"), 3000);
        assert_int_equal(param_int(r.parameters, "result.files_failed"), 0);
        protocol_reply_done(&r);
        daemon_stop(d);
        daemon_free(d);
        tu_rm_rf(dir);
        free(dir);
}

/* ======================================================================================== */
/* A file system that never answers                                                        */
/* ======================================================================================== */

static char *raw_call_text(const char *method, json_object *params) {
        char *text = NULL;
        size_t len;
        assert_int_equal(protocol_call_format(method, params, false, &text, &len), 0);
        return text;
}

static int raw_start_call(Daemon *d, const char *method, json_object *params) {
        int fd = raw_connect(d->socket);
        char *text = raw_call_text(method, params);
        raw_send(fd, text, strlen(text) + 1);
        free(text);
        json_object_put(params);
        return fd;
}

/* Status answered within ms: the loop is not waiting for anything. */
static void daemon_assert_answers_within(Daemon *d, uint64_t ms) {
        uint64_t t0 = now_usec(CLOCK_MONOTONIC), took;
        daemon_assert_answers(d);
        took = (now_usec(CLOCK_MONOTONIC) - t0) / 1000;
        if (took > ms)
                fail_msg("Status took %" PRIu64 " ms (at most %" PRIu64 ")", took, ms);
}

/*
 * A FUSE mount whose server never reads /dev/fuse (a dead NFS server behaves the same): the kernel
 * waits for the INIT answer before any lookup, killably only. Warms (preloadctl run's "known" one
 * too) and residency queries of paths under it get stuck in their workers; the loop answers everyone else, Cancel ends the warms (the
 * stuck workers are abandoned after the grace), and SIGTERM ends the daemon cleanly.
 */
static void test_hostile_dead_fuse(void **state) {
        Daemon *d;
        char *path;
        int warm_wait, warm_nowait, warm_known, query, status;
        char *reply;
        uint64_t t0;

        if (!is_root()) {
                skip();
                return;
        }
        d = daemon_new();
        d->fuse_fd = open("/dev/fuse", O_RDWR | O_CLOEXEC);
        if (d->fuse_fd < 0) {
                daemon_free(d);
                skip();
                return;
        }
        d->fuse_dir = tu_strdupf("%s/dead", d->dir);
        assert_int_equal(mkdir(d->fuse_dir, 0755), 0);
        daemon_start(d);

        path = tu_strdupf("%s/bin/prog", d->fuse_dir);
        warm_wait = raw_start_call(d, PROTOCOL_METHOD_WARM, params_program("program", path, true));
        warm_nowait = raw_start_call(d, PROTOCOL_METHOD_WARM, params_program("program", path, false));
        {
                /* preloadctl run's: what the program is, looked up as at a launch */
                json_object *p = params_program("program", path, false);
                json_object_object_add(p, "known", json_object_new_boolean(true));
                json_object_object_add(p, "hold", json_object_new_boolean(true));
                warm_known = raw_start_call(d, PROTOCOL_METHOD_WARM, p);
        }
        query = raw_start_call(d, PROTOCOL_METHOD_STATUS, params_program("program", path, false));
        usleep(300000);

        /* the loop answers, again and again */
        for (int i = 0; i < 5; i++)
                daemon_assert_answers_within(d, 2000 * slow_factor());

        /* Cancel answers at once; the warms' callers hear within the grace */
        t0 = now_usec(CLOCK_MONOTONIC);
        {
                json_object *p = json_object_new_object(); /* no job: all of them */
                ProtocolReply r;
                r = daemon_call(d, PROTOCOL_METHOD_CANCEL, p);
                json_object_put(p);
                assert_null(r.error);
                assert_int_equal(param_int(r.parameters, "cancelled"), 3);
                protocol_reply_done(&r);
        }
        assert_true(now_usec(CLOCK_MONOTONIC) - t0 < 2000000ull * slow_factor());
        reply = raw_read_reply(warm_wait, 5000 * (int) slow_factor());
        expect_reply_error(reply, PROTOCOL_ERROR_CANCELLED, NULL);
        free(reply);
        reply = raw_read_reply(warm_nowait, 5000 * (int) slow_factor());
        expect_reply_error(reply, PROTOCOL_ERROR_CANCELLED, NULL);
        free(reply);
        reply = raw_read_reply(warm_known, 5000 * (int) slow_factor());
        expect_reply_error(reply, PROTOCOL_ERROR_CANCELLED, NULL);
        free(reply);
        daemon_assert_answers_within(d, 2000 * slow_factor());
        close(warm_wait);
        close(warm_nowait);
        close(warm_known);

        /* one more stuck warm, and the residency query still stuck: SIGTERM ends it all */
        warm_wait = raw_start_call(d, PROTOCOL_METHOD_WARM, params_program("program", path, true));
        usleep(200000);
        t0 = now_usec(CLOCK_MONOTONIC);
        assert_int_equal(kill(d->pid, SIGTERM), 0);
        for (;;) {
                pid_t k = waitpid(d->pid, &status, WNOHANG);
                assert_true(k >= 0);
                if (k == d->pid)
                        break;
                if (now_usec(CLOCK_MONOTONIC) - t0 > 5000000ull * slow_factor()) {
                        daemon_dump(d);
                        fail_msg("preloadd did not exit within 5 s of SIGTERM");
                }
                usleep(20000);
        }
        d->pid = 0;
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
                (void) tu_run("tail -20 '%s' >&2", d->log);
                fail_msg("preloadd did not exit cleanly: status 0x%x", status);
        }
        /* the callers still connected heard why, or saw the connection end */
        reply = raw_read_reply(query, 1000);
        if (reply)
                expect_reply_error(reply, PROTOCOL_ERROR_CANCELLED, NULL);
        free(reply);
        close(query);
        close(warm_wait);
        {
                char *log = daemon_log(d);
                assert_non_null(strstr(log, "abandoning its worker"));
                free(log);
        }
        free(path);
        daemon_free(d);
}

static int group_setup(void **state) {
        signal(SIGPIPE, SIG_IGN);
        top = tu_mkdtemp();
        fast = tu_strdupf("%s/fast", top);
        if (!is_root() || tu_run("mkdir '%s' && mount -t tmpfs -o size=512m,mode=0755 hostile-fast '%s'", fast, fast) != 0) {
                free(fast);
                fast = strdup(top);
        }
        return 0;
}

static int group_teardown(void **state) {
        for (size_t i = 0; i < ELEMENTSOF(daemons); i++)
                daemon_free(daemons[i]);
        /* a tmpfs left mounted by a failed test */
        char *mnt = tu_strdupf("%s/profiles-fs", top);
        if (is_root()) {
                (void) umount2(mnt, MNT_DETACH);
                if (strcmp(fast, top) != 0)
                        (void) umount2(fast, MNT_DETACH);
        }
        free(mnt);
        free(fast);
        tu_rm_rf(top);
        free(top);
        return 0;
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_hostile_elf_truncated),
                cmocka_unit_test(test_hostile_elf_headers_and_counts),
                cmocka_unit_test(test_hostile_needed_cycles),
                cmocka_unit_test(test_hostile_needed_chain_10000),
                cmocka_unit_test(test_hostile_needed_chain_over_cap),
                cmocka_unit_test(test_hostile_runpath_thousands),
                cmocka_unit_test(test_hostile_needed_times_runpath),
                cmocka_unit_test(test_hostile_runpath_too_long),
                cmocka_unit_test(test_hostile_glob_bomb),
                cmocka_unit_test(test_hostile_symlink_loops),
                cmocka_unit_test(test_hostile_fifos_and_devices),
                cmocka_unit_test(test_hostile_nodes_never_opened),
                cmocka_unit_test(test_hostile_replaced_before_warm),
                cmocka_unit_test(test_hostile_config_dir_10000),
                cmocka_unit_test(test_hostile_config_huge_line),
                cmocka_unit_test(test_hostile_protocol_messages),
                cmocka_unit_test(test_hostile_other_uid_refused),
                cmocka_unit_test(test_hostile_unreadable_target),
                cmocka_unit_test(test_hostile_socket_dir_not_ours),
                cmocka_unit_test(test_hostile_budget_exhausted),
                cmocka_unit_test(test_hostile_profile_write_faults),
                cmocka_unit_test(test_hostile_profile_sigkill),
                cmocka_unit_test(test_hostile_daemon_killed_mid_warm),
                cmocka_unit_test(test_hostile_dead_fuse),
        };
        /* TEST_FILTER=pattern runs only the matching tests (cmocka's wildcards). */
        if (getenv("TEST_FILTER"))
                cmocka_set_test_filter(getenv("TEST_FILTER"));
        return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
