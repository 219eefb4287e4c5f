/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The ptrace loop of a recording: the tracees' calls, page-table snapshots, the child's setup. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"
#include "procmaps.h"
#include "record-internal.h"
#include "time-util.h"


/* The entry for what fd of tid refers to now. */
static size_t file_for_fd(Recorder *rec, pid_t tid, int fd) {
        char link[64], target[PATH_MAX + 32];

        snprintf(link, sizeof(link), "/proc/%d/fd/%d", (int) tid, fd);
        ssize_t n = readlink(link, target, sizeof(target) - 1);
        if (n <= 0 || (size_t) n >= sizeof(target) - 1)
                return SIZE_MAX;
        target[n] = 0;
        return recorder_file_get(rec, target, link);
}

/* ---- page-table snapshots ------------------------------------------------------------------ */

/* One present page run of a tracee's file mapping: the file's entry gets the range. */
static int on_snapshot_run(const char *path, dev_t dev, uint64_t ino, uint64_t offset, uint64_t length,
                           void *userdata) {
        Recorder *rec = userdata;
        size_t idx = recorder_file_get(rec, path, path);

        if (idx != SIZE_MAX)
                recorder_file_add_touched(rec, idx, offset, length);
        return 0;
}

/* Records the present pages of every file mapping of tid overlapping [lo, hi). */
static void snapshot(Recorder *rec, pid_t tid, uint64_t lo, uint64_t hi) {
        if (lo >= hi)
                return;
        rec->stats.n_snapshots++;
        int r = procmaps_walk(tid, lo, hi, &rec->maps, on_snapshot_run, rec);
        if (r == -ENOMEM)
                recorder_fail(rec, r);
}

/* ---- tasks ---------------------------------------------------------------------------------- */

static Task *task_find(Recorder *rec, pid_t tid) {
        for (size_t i = 0; i < rec->n_tasks; i++)
                if (rec->tasks[i].tid == tid)
                        return &rec->tasks[i];
        return NULL;
}

static Task *task_get(Recorder *rec, pid_t tid) {
        Task *t = task_find(rec, tid);
        if (t)
                return t;
        if (rec->n_tasks == rec->n_tasks_allocated) {
                size_t n = rec->n_tasks_allocated ? rec->n_tasks_allocated * 2 : 16;
                Task *v = reallocarray(rec->tasks, n, sizeof(Task));
                if (!v) {
                        recorder_fail(rec, -ENOMEM);
                        return NULL;
                }
                rec->tasks = v;
                rec->n_tasks_allocated = n;
        }
        t = &rec->tasks[rec->n_tasks++];
        *t = (Task) { .tid = tid, .file = SIZE_MAX };
        rec->stats.n_processes++;
        return t;
}

static void task_remove(Recorder *rec, pid_t tid) {
        Task *t = task_find(rec, tid);
        if (t)
                *t = rec->tasks[--rec->n_tasks];
}

/* Tgid and number of threads of tid, from /proc/TID/status. */
static int task_status(pid_t tid, pid_t *ret_tgid, unsigned *ret_threads) {
        char path[64], buf[4096];
        snprintf(path, sizeof(path), "/proc/%d/status", (int) tid);
        int r = read_small_file_at(AT_FDCWD, path, buf, sizeof(buf));
        if (r < 0)
                return r;
        const char *t = strstr(buf, "\nTgid:"), *h = strstr(buf, "\nThreads:");
        if (!t || !h)
                return -EBADMSG;
        *ret_tgid = (pid_t) strtol(t + 6, NULL, 10);
        *ret_threads = (unsigned) strtoul(h + 9, NULL, 10);
        return 0;
}

/* The flags of an open call; 0 (a plain read-only open) when openat2's cannot be read. */
static uint64_t open_flags(pid_t tid, uint64_t nr, const uint64_t *args) {
        uint64_t flags = 0;

        if (nr_is(nr, NR_OPEN))
                return args[1];
        if (nr_is(nr, __NR_openat))
                return args[2];
        /* openat2: flags are the first field of struct open_how in the tracee. */
        struct iovec local = { &flags, sizeof(flags) }, remote = { (void *) (uintptr_t) args[2], sizeof(flags) };
        if (process_vm_readv(tid, &local, 1, &remote, 1, 0) != (ssize_t) sizeof(flags))
                return 0;
        return flags;
}

/* Opens that read the file they open: what file entries come from. */
static bool open_flags_read(uint64_t flags) {
        return (flags & O_ACCMODE) != O_WRONLY && !(flags & O_PATH);
}

/* Opens whose path is a lookup worth repeating: not those that write or create files. */
static bool open_flags_lookup(uint64_t flags) {
        return (flags & O_ACCMODE) == O_RDONLY && !(flags & (O_CREAT | O_TMPFILE));
}


/* Copies the NUL-terminated string at addr in tid's memory into buf; -ENAMETOOLONG if it does not
 * fit, -EFAULT when it cannot be read. Reads page by page: the string may end before a hole. */
static int tracee_string(Recorder *rec, pid_t tid, uint64_t addr, char *buf, size_t size) {
        size_t got = 0;

        while (got < size) {
                size_t chunk = MIN(size - got, rec->page - (addr + got) % rec->page);
                struct iovec local = { buf + got, chunk }, remote = { (void *) (uintptr_t) (addr + got), chunk };
                ssize_t n = process_vm_readv(tid, &local, 1, &remote, 1, 0);
                if (n <= 0)
                        return -EFAULT;
                if (memchr(buf + got, 0, (size_t) n))
                        return 0;
                got += (size_t) n;
        }
        return -ENAMETOOLONG;
}

/* Adds the path a lookup call names, made absolute against its directory fd or the working
 * directory of tid. "" (AT_EMPTY_PATH, an fstat) names no path. */
static void lookup_add(Recorder *rec, pid_t tid, int dirfd, uint64_t addr) {
        char path[PATH_MAX], link[64], full[2 * PATH_MAX + 2];

        if (tracee_string(rec, tid, addr, path, sizeof(path)) < 0 || path[0] == 0)
                return;
        if (path[0] == '/')
                strcpy(full, path);
        else {
                if (dirfd == AT_FDCWD)
                        snprintf(link, sizeof(link), "/proc/%d/cwd", (int) tid);
                else
                        snprintf(link, sizeof(link), "/proc/%d/fd/%d", (int) tid, dirfd);
                ssize_t n = readlink(link, full, PATH_MAX);
                if (n <= 0 || n >= PATH_MAX || full[0] != '/')
                        return;
                full[n] = 0;
                snprintf(full + n, sizeof(full) - (size_t) n, "%s%s", n == 1 ? "" : "/", path);
        }
        recorder_lookup_add(rec, full);
}

static bool nr_is_read(uint64_t nr) {
        return nr_is(nr, __NR_read) || nr_is(nr, __NR_readv) || nr_is(nr, __NR_pread64) ||
               nr_is(nr, __NR_preadv) || nr_is(nr, __NR_preadv2);
}

/* At the seccomp stop, before the call runs. Sets t->want_exit when the return matters. */
static void on_seccomp(Recorder *rec, Task *t) {
        struct __ptrace_syscall_info info = {};

        if (ptrace(PTRACE_GET_SYSCALL_INFO, t->tid, (void *) sizeof(info), &info) <= 0 ||
            info.op != PTRACE_SYSCALL_INFO_SECCOMP)
                return;
        if (!rec->started)
                return;

        uint64_t nr = info.seccomp.nr, *a = info.seccomp.args, end;
        const LookupCall *lc = record_lookup_call(nr);
        bool is_open = nr_is_open(nr), is_exec = nr_is(nr, __NR_execve) || nr_is(nr, __NR_execveat);
        uint64_t flags = is_open ? open_flags(t->tid, nr, a) : 0;
        if (lc && (!is_open || open_flags_lookup(flags)))
                lookup_add(rec, t->tid, lc->dirfd_arg < 0 ? AT_FDCWD : (int) a[lc->dirfd_arg], a[lc->path_arg]);

        if (is_open) {
                /* Its return is the fd of the file used, if it reads one. */
                if (!open_flags_read(flags))
                        return;
        } else if (lc && !is_exec) {
                return; /* stat, access, readlink: the lookup is all */
        } else if (nr_is_read(nr)) {
                /* Only reads of recordable files need their return; sockets and pipes run on. */
                t->file = file_for_fd(rec, t->tid, (int) a[0]);
                if (t->file == SIZE_MAX)
                        return;
        } else if (nr_is(nr, __NR_mmap) || nr_is(nr, __NR_munmap) || nr_is(nr, __NR_mremap) ||
                   nr_is(nr, __NR_madvise)) {
                /* The filter lets only mmap(MAP_FIXED) and dropping madvise()s through: the range
                 * given is about to lose its pages. */
                if (__builtin_add_overflow(a[0], a[1], &end))
                        end = UINT64_MAX;
                snapshot(rec, t->tid, a[0], end);
                return;
        } else {
                /* execve, execveat, exit_group: the whole address space is about to go. */
                snapshot(rec, t->tid, 0, UINT64_MAX);
                return;
        }
        t->want_exit = true;
        t->nr = nr;
        memcpy(t->args, a, sizeof(t->args));
}

/* At the syscall-exit stop that on_seccomp() asked for. */
static void on_syscall_exit(Recorder *rec, Task *t) {
        struct __ptrace_syscall_info info = {};
        uint64_t offset;

        t->want_exit = false;
        if (ptrace(PTRACE_GET_SYSCALL_INFO, t->tid, (void *) sizeof(info), &info) <= 0 ||
            info.op != PTRACE_SYSCALL_INFO_EXIT || info.exit.is_error || info.exit.rval < 0)
                return;

        int64_t rval = info.exit.rval;
        if (nr_is_open(t->nr)) {
                (void) file_for_fd(rec, t->tid, (int) rval);
                return;
        }
        if (rval == 0)
                return;
        if (nr_is(t->nr, __NR_pread64) || nr_is(t->nr, __NR_preadv) ||
            (nr_is(t->nr, __NR_preadv2) && (int64_t) t->args[3] != -1))
                offset = t->args[3];
        else {
                /* read, readv, preadv2 at the current position: it has moved past what was read. */
                uint64_t pos = 0;
                if (procmaps_fd_position(t->tid, (int) t->args[0], &pos) < 0 || pos < (uint64_t) rval)
                        return;
                offset = pos - (uint64_t) rval;
        }
        recorder_file_add_touched(rec, t->file, offset, (uint64_t) rval);
}

static void on_exec(Recorder *rec, Task *t) {
        char link[64], target[PATH_MAX + 32];

        rec->started = true;
        t->want_exit = false;
        /* The kernel mapped the program and its interpreter: they are the first files used. */
        snprintf(link, sizeof(link), "/proc/%d/exe", (int) t->tid);
        ssize_t n = readlink(link, target, sizeof(target) - 1);
        if (n > 0 && (size_t) n < sizeof(target) - 1) {
                target[n] = 0;
                (void) recorder_file_get(rec, target, link);
        }
        snapshot(rec, t->tid, 0, UINT64_MAX);
}

static void on_exit_stop(Recorder *rec, Task *t) {
        pid_t tgid;
        unsigned threads;

        if (!rec->started)
                return;
        /* The address space goes with the last thread; the leader's stop catches most exits. */
        if (task_status(t->tid, &tgid, &threads) < 0 || tgid == t->tid || threads <= 1)
                snapshot(rec, t->tid, 0, UINT64_MAX);
}

/* At the time limit: take what the processes have mapped, then kill them all. */
static void on_timeout(Recorder *rec) {
        rec->stats.timed_out = true;
        for (size_t i = 0; i < rec->n_tasks; i++) {
                pid_t tgid;
                unsigned threads;
                if (rec->started && task_status(rec->tasks[i].tid, &tgid, &threads) >= 0 &&
                    tgid == rec->tasks[i].tid)
                        snapshot(rec, rec->tasks[i].tid, 0, UINT64_MAX);
        }
        for (size_t i = 0; i < rec->n_tasks; i++)
                (void) kill(rec->tasks[i].tid, SIGKILL);
        (void) kill(rec->main_pid, SIGKILL);
}

static bool is_stop_signal(int sig) {
        return sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU;
}

/* One wait status of a tracee: record what it tells, then resume the tracee exactly once. */
static void on_wait_status(Recorder *rec, pid_t tid, int status) {
        if (WIFEXITED(status) || WIFSIGNALED(status)) {
                if (tid == rec->main_pid) {
                        rec->stats.exit_status = status;
                        rec->main_exited = true;
                }
                task_remove(rec, tid);
                return;
        }
        if (!WIFSTOPPED(status))
                return;

        Task *t = task_get(rec, tid);
        int sig = WSTOPSIG(status), event = (int) ((unsigned) status >> 16), inject = 0;
        unsigned long msg;

        rec->stats.n_stops++;
        if (sig == (SIGTRAP | 0x80)) {
                if (t)
                        on_syscall_exit(rec, t);
        } else if (sig == SIGTRAP && event == PTRACE_EVENT_SECCOMP) {
                if (t)
                        on_seccomp(rec, t);
        } else if (sig == SIGTRAP &&
                   (event == PTRACE_EVENT_FORK || event == PTRACE_EVENT_VFORK ||
                    event == PTRACE_EVENT_CLONE)) {
                /* The child reports its own first stop; knowing it now keeps the count right. */
                if (ptrace(PTRACE_GETEVENTMSG, tid, NULL, &msg) >= 0)
                        (void) task_get(rec, (pid_t) msg);
                t = task_find(rec, tid);
        } else if (sig == SIGTRAP && event == PTRACE_EVENT_EXEC) {
                /* A non-leader thread that execs takes over the leader's id; its own id is gone. */
                if (ptrace(PTRACE_GETEVENTMSG, tid, NULL, &msg) >= 0 && (pid_t) msg != tid)
                        task_remove(rec, (pid_t) msg);
                t = task_get(rec, tid);
                if (t)
                        on_exec(rec, t);
        } else if (sig == SIGTRAP && event == PTRACE_EVENT_EXIT) {
                if (t)
                        on_exit_stop(rec, t);
        } else if (event == PTRACE_EVENT_STOP) {
                /* A group stop (SIGSTOP and friends) stays a stop until SIGCONT; anything else is a
                 * new child's first stop or an interrupt. */
                if (is_stop_signal(sig)) {
                        (void) ptrace(PTRACE_LISTEN, tid, NULL, NULL);
                        return;
                }
        } else
                inject = sig; /* a signal on its way to the program */

        (void) ptrace(t && t->want_exit ? PTRACE_SYSCALL : PTRACE_CONT, tid, NULL,
                      (void *) (uintptr_t) inject);
}

#ifdef RECORD_AUDIT_ARCH

/* In the child between fork and exec: only async-signal-safe calls. */
static _Noreturn void child_run(const char *exe, char *const *argv, const sigset_t *mask,
                                bool sigchld_ignored, int sync_fd, int err_fd,
                                const struct sock_fprog *prog, pid_t parent) {
        int e = 0;
        char c;

        if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != parent)
                _exit(127);
        if (sigchld_ignored)
                (void) signal(SIGCHLD, SIG_IGN);
        (void) sigprocmask(SIG_SETMASK, mask, NULL);
        /* Wait until the parent traces us: a SECCOMP_RET_TRACE without a tracer fails with ENOSYS. */
        if (read(sync_fd, &c, 1) != 1)
                _exit(127);
        if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 ||
            syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, prog) < 0) {
                e = errno;
                (void) !write(err_fd, &e, sizeof(e));
                _exit(127);
        }
        execv(exe, argv);
        e = errno;
        (void) !write(err_fd, &e, sizeof(e));
        _exit(127);
}

int recorder_trace(Recorder *rec, const RecordOptions *opts, const char *exe,
                   const struct sock_fprog *prog, char **trace) {
        int sync_pipe[2] = { -EBADF, -EBADF }, err_pipe[2] = { -EBADF, -EBADF };
        struct sigaction old_sa = {};
        sigset_t chld, old_mask;
        bool sigchld_ignored = false;
        bool trace_failed = false;
        int r, exec_error = 0;

        if (pipe2(sync_pipe, O_CLOEXEC) < 0 || pipe2(err_pipe, O_CLOEXEC) < 0) {
                r = -errno;
                goto out_pipes;
        }

        /* SIGCHLD tells us a tracee stopped; it must be neither delivered elsewhere nor ignored
         * (ignored signals are dropped, so sigtimedwait() would never see them). */
        sigemptyset(&chld);
        sigaddset(&chld, SIGCHLD);
        if (sigaction(SIGCHLD, NULL, &old_sa) == 0 && old_sa.sa_handler == SIG_IGN) {
                struct sigaction dfl = { .sa_handler = SIG_DFL };
                sigchld_ignored = sigaction(SIGCHLD, &dfl, NULL) == 0;
        }
        pthread_sigmask(SIG_BLOCK, &chld, &old_mask);

        rec->recorded_usec = now_usec(CLOCK_REALTIME);
        uint64_t start = now_usec(CLOCK_MONOTONIC);
        rec->birth_floor_nsec = now_usec(CLOCK_REALTIME_COARSE) * 1000;
        pid_t parent = getpid();
        pid_t pid = fork();
        if (pid < 0) {
                r = -errno;
                goto out_signals;
        }
        if (pid == 0)
                child_run(exe, opts->argv, &old_mask, sigchld_ignored, sync_pipe[0], err_pipe[1], prog,
                          parent);

        rec->main_pid = pid;
        sync_pipe[0] = safe_close(sync_pipe[0]);
        err_pipe[1] = safe_close(err_pipe[1]);

        if (ptrace(PTRACE_SEIZE, pid, NULL,
                   (void *) (uintptr_t) (PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK |
                                         PTRACE_O_TRACECLONE | PTRACE_O_TRACEEXEC | PTRACE_O_TRACEEXIT |
                                         PTRACE_O_TRACESECCOMP | PTRACE_O_EXITKILL)) < 0) {
                r = -errno;
                (void) kill(pid, SIGKILL);
                (void) waitpid(pid, NULL, 0);
                goto out_signals;
        }
        (void) task_get(rec, pid);
        /* The child waits for our word before it execs: its very first page-cache insertion is
         * traced. */
        if (*trace && record_tracefs_start(*trace, pid) < 0) {
                if (opts->mode == RECORD_MODE_TRACEFS) {
                        trace_failed = true;
                        (void) kill(pid, SIGKILL);
                } else {
                        record_tracefs_destroy(*trace);
                        *trace = NULL;
                }
        }
        if (write(sync_pipe[1], "x", 1) != 1) {
                r = -errno;
                (void) kill(pid, SIGKILL);
        }
        sync_pipe[1] = safe_close(sync_pipe[1]);

        uint64_t deadline = opts->timeout_usec > 0 ? start + opts->timeout_usec : 0;
        for (;;) {
                int status;
                pid_t tid = waitpid(-1, &status, __WALL | WNOHANG);
                if (tid < 0) {
                        if (errno == EINTR)
                                continue;
                        break; /* ECHILD: every tracee is gone */
                }
                if (tid > 0) {
                        on_wait_status(rec, tid, status);
                        continue;
                }
                uint64_t now = now_usec(CLOCK_MONOTONIC);
                if (deadline > 0 && now >= deadline) {
                        on_timeout(rec);
                        deadline = 0;
                        continue;
                }
                struct timespec ts, *tsp = NULL;
                if (deadline > 0) {
                        uint64_t left = deadline - now;
                        ts = (struct timespec) { .tv_sec = (time_t) (left / 1000000),
                                                 .tv_nsec = (long) (left % 1000000) * 1000 };
                        tsp = &ts;
                }
                (void) sigtimedwait(&chld, NULL, tsp);
        }
        rec->stats.duration_usec = now_usec(CLOCK_MONOTONIC) - start;
        rec->stats.pid = pid;

        /* The child writes errno here when it could not set itself up or exec; the pipe is
         * closed-on-exec, so a successful exec leaves it empty. */
        bool exec_failed = read(err_pipe[0], &exec_error, sizeof(exec_error)) == (ssize_t) sizeof(exec_error) &&
                           exec_error > 0;
        if (trace_failed)
                r = -EOPNOTSUPP;
        else if (exec_failed)
                r = -exec_error;
        else if (!rec->started)
                r = -ECHILD; /* killed before it could exec */
        else
                r = 0;

out_signals:
        /* Drop a SIGCHLD left pending by our tracees so the caller's handler does not see it. */
        {
                struct timespec zero = {};
                while (sigtimedwait(&chld, NULL, &zero) > 0)
                        ;
        }
        pthread_sigmask(SIG_SETMASK, &old_mask, NULL);
        if (sigchld_ignored)
                (void) sigaction(SIGCHLD, &old_sa, NULL);
out_pipes:
        safe_close(sync_pipe[0]);
        safe_close(sync_pipe[1]);
        safe_close(err_pipe[0]);
        safe_close(err_pipe[1]);
        return r;
}

#endif
