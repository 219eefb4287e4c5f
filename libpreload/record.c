/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Recording a launch under ptrace and a seccomp filter, without privileges (see record.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"
#include "record.h"
#include "target.h"

DEFINE_TRIVIAL_CLEANUP_FUNC(Profile *, profile_free);

#if defined(__x86_64__)
#define RECORD_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define RECORD_AUDIT_ARCH AUDIT_ARCH_AARCH64
#elif defined(__riscv) && __riscv_xlen == 64 && defined(AUDIT_ARCH_RISCV64)
#define RECORD_AUDIT_ARCH AUDIT_ARCH_RISCV64
#endif

#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT 21
#endif
#ifndef MADV_DONTNEED_LOCKED
#define MADV_DONTNEED_LOCKED 24
#endif

/* Caps on what a traced program can make us hold. */
#define RECORD_MAPS_MAX (64u * 1024u * 1024u)
#define RECORD_ENTRIES_MAX (4u * PROFILE_FILES_MAX) /* files, directories and skipped paths seen */
#define RECORD_COMMAND_BYTES_MAX 16384u
#define PAGEMAP_BATCH 4096u
#define PAGEMAP_PRESENT (UINT64_C(1) << 63)
#define PAGEMAP_SWAPPED (UINT64_C(1) << 62)
#ifndef TRACEFS_MAGIC
#define TRACEFS_MAGIC 0x74726163
#endif
/* Per-CPU trace buffer: one insertion event takes about 40 bytes, so this holds ~400k of them. */
#define TRACE_BUFFER_KB "16384"
#define TRACE_EVENT "events/filemap/mm_filemap_add_to_page_cache/enable"

typedef struct RecFile {
        char *path;
        bool skip;   /* not a regular file: remembered so it is not looked at again */
        PlanFile acc; /* only .ranges and .n_ranges are used: page-aligned ranges seen */
} RecFile;

/* Entries in first-use order, indexed by path (open addressing: index + 1, 0 empty). */
typedef struct PathTable {
        RecFile *entries;
        size_t n;
        size_t n_allocated;
        size_t *slots;
        size_t n_slots;
} PathTable;

typedef struct Task {
        pid_t tid;
        bool want_exit; /* resumed with PTRACE_SYSCALL to see the return of nr */
        uint64_t nr;
        uint64_t args[6];
        size_t file; /* for reads: the entry the fd referred to at entry */
} Task;

typedef struct Recorder {
        PathTable files;   /* files used (and paths that turned out not to be regular files) */
        PathTable lookups; /* paths looked up; only .path is used */

        Task *tasks;
        size_t n_tasks;
        size_t n_tasks_allocated;

        pid_t main_pid;
        bool started; /* the command's first exec happened: before it, the child is still us */
        bool main_exited;
        int error;    /* first error that makes the recording unusable (ENOMEM) */
        uint64_t birth_floor_nsec; /* files born from then on were created by the launch */
        uint64_t page;
        char *maps;   /* reused buffer for /proc/PID/maps */
        size_t maps_allocated;
        RecordStats stats;
} Recorder;

static uint64_t now_usec(clockid_t clock) {
        struct timespec ts;
        clock_gettime(clock, &ts);
        return (uint64_t) ts.tv_sec * UINT64_C(1000000) + (uint64_t) ts.tv_nsec / 1000;
}

static void table_done(PathTable *t) {
        for (size_t i = 0; i < t->n; i++) {
                free(t->entries[i].path);
                free(t->entries[i].acc.ranges);
        }
        free(t->entries);
        free(t->slots);
}

static void recorder_done(Recorder *rec) {
        table_done(&rec->files);
        table_done(&rec->lookups);
        free(rec->tasks);
        free(rec->maps);
}

static void recorder_fail(Recorder *rec, int r) {
        if (rec->error == 0)
                rec->error = r;
}

/* ---- files by path ------------------------------------------------------------------------- */

static uint64_t hash_path(const char *s) {
        /* FNV-1a: paths are short and not chosen to collide against us in a way that matters. */
        uint64_t h = UINT64_C(14695981039346656037);
        for (; *s; s++)
                h = (h ^ (unsigned char) *s) * UINT64_C(1099511628211);
        return h;
}

static int table_grow(PathTable *t) {
        size_t n = t->n_slots ? t->n_slots * 2 : 1024;
        size_t *slots = calloc(n, sizeof(size_t));
        if (!slots)
                return -ENOMEM;
        for (size_t i = 0; i < t->n; i++) {
                size_t h = (size_t) hash_path(t->entries[i].path) & (n - 1);
                while (slots[h])
                        h = (h + 1) & (n - 1);
                slots[h] = i + 1;
        }
        free(t->slots);
        t->slots = slots;
        t->n_slots = n;
        return 0;
}

/* The entry for path, or NULL with *ret_slot (if non-NULL) the free slot where it would go. */
static RecFile *table_find(const PathTable *t, const char *path, size_t *ret_slot) {
        if (t->n_slots == 0)
                return NULL;
        size_t h = (size_t) hash_path(path) & (t->n_slots - 1);
        for (; t->slots[h]; h = (h + 1) & (t->n_slots - 1)) {
                RecFile *f = &t->entries[t->slots[h] - 1];
                if (strcmp(f->path, path) == 0)
                        return f;
        }
        if (ret_slot)
                *ret_slot = h;
        return NULL;
}

/*
 * The entry for path: the existing one (*ret_new false), or a new one at the end (*ret_new true,
 * only .path set). -E2BIG when the table holds max entries already, -ENOMEM.
 */
static int table_get(PathTable *t, const char *path, size_t max, RecFile **ret, bool *ret_new) {
        size_t h = 0;

        if (t->n * 2 >= t->n_slots && table_grow(t) < 0)
                return -ENOMEM;
        RecFile *f = table_find(t, path, &h);
        if (f) {
                *ret = f;
                *ret_new = false;
                return 0;
        }
        if (t->n >= max)
                return -E2BIG;
        if (t->n == t->n_allocated) {
                size_t n = t->n_allocated ? t->n_allocated * 2 : 256;
                RecFile *v = reallocarray(t->entries, n, sizeof(RecFile));
                if (!v)
                        return -ENOMEM;
                t->entries = v;
                t->n_allocated = n;
        }
        char *s = strdup(path);
        if (!s)
                return -ENOMEM;
        t->entries[t->n] = (RecFile) { .path = s };
        t->slots[h] = ++t->n;
        *ret = &t->entries[t->n - 1];
        *ret_new = true;
        return 0;
}

/* Paths that never name a file worth warming, decided from the name alone. */
static bool path_is_recordable(const char *path, size_t len) {
        static const char deleted[] = " (deleted)";
        if (len == 0 || path[0] != '/')
                return false; /* "pipe:[…]", "socket:[…]", "anon_inode:…" */
        if (strncmp(path, "/proc/", 6) == 0 || strncmp(path, "/sys/", 5) == 0 ||
            strncmp(path, "/dev/", 5) == 0 || strncmp(path, "/memfd:", 7) == 0)
                return false;
        size_t dl = sizeof(deleted) - 1;
        if (len >= dl && memcmp(path + len - dl, deleted, dl) == 0)
                return false;
        return true;
}

/*
 * The entry for path, added when new. stat_path is what to stat to learn whether it is a regular
 * file (a /proc/PID/fd link reaches the very file the program has open). Returns the index, or
 * SIZE_MAX when the file is not recorded (skipped, cap reached, error).
 */
static size_t file_get(Recorder *rec, const char *path, const char *stat_path) {
        struct stat st;
        RecFile *f;
        bool is_new;

        if (!path_is_recordable(path, strlen(path)))
                return SIZE_MAX;
        int r = table_get(&rec->files, path, RECORD_ENTRIES_MAX, &f, &is_new);
        if (r == -ENOMEM)
                recorder_fail(rec, r);
        if (r < 0)
                return SIZE_MAX;
        if (is_new)
                f->skip = stat(stat_path, &st) < 0 || !S_ISREG(st.st_mode);
        return f->skip ? SIZE_MAX : (size_t) (f - rec->files.entries);
}

static void file_add_range(Recorder *rec, size_t idx, uint64_t offset, uint64_t length) {
        if (idx == SIZE_MAX || length == 0)
                return;
        int r = plan_file_add_range(&rec->files.entries[idx].acc, offset, length, RANGE_SOURCE_PROFILE);
        if (r == -ENOMEM)
                recorder_fail(rec, r);
}

/* The entry for what fd of tid refers to now. */
static size_t file_for_fd(Recorder *rec, pid_t tid, int fd) {
        char link[64], target[PATH_MAX + 32];

        snprintf(link, sizeof(link), "/proc/%d/fd/%d", (int) tid, fd);
        ssize_t n = readlink(link, target, sizeof(target) - 1);
        if (n <= 0 || (size_t) n >= sizeof(target) - 1)
                return SIZE_MAX;
        target[n] = 0;
        return file_get(rec, target, link);
}

/* The file position of fd of tid, from fdinfo. */
static int fd_position(pid_t tid, int fd, uint64_t *ret) {
        char path[64], buf[512];

        snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", (int) tid, fd);
        int r = read_small_file_at(AT_FDCWD, path, buf, sizeof(buf));
        if (r < 0)
                return r;
        if (strncmp(buf, "pos:", 4) != 0)
                return -EBADMSG;
        char *end;
        errno = 0;
        unsigned long long v = strtoull(buf + 4, &end, 10);
        if (errno != 0 || end == buf + 4)
                return -EBADMSG;
        *ret = v;
        return 0;
}

/* ---- page-table snapshots ------------------------------------------------------------------ */

static int read_proc_file(Recorder *rec, const char *path, size_t *ret_size) {
        _cleanup_close_ int fd = open(path, O_RDONLY | O_CLOEXEC);
        size_t got = 0;

        if (fd < 0)
                return -errno;
        for (;;) {
                if (got + 4096 + 1 > rec->maps_allocated) {
                        size_t n = MAX(rec->maps_allocated * 2, (size_t) 65536);
                        if (n > RECORD_MAPS_MAX)
                                return -EFBIG;
                        char *b = realloc(rec->maps, n);
                        if (!b)
                                return -ENOMEM;
                        rec->maps = b;
                        rec->maps_allocated = n;
                }
                size_t room = rec->maps_allocated - got - 1;
                ssize_t n = read_full(fd, rec->maps + got, room);
                if (n < 0)
                        return (int) n;
                got += (size_t) n;
                if ((size_t) n < room)
                        break; /* the end: the buffer was not filled */
        }
        rec->maps[got] = 0;
        *ret_size = got;
        return 0;
}

/* /proc/PID/maps escapes only '\n' in paths, as "\012". */
static void maps_unescape(char *s) {
        char *o = s;
        for (; *s; s++) {
                if (s[0] == '\\' && s[1] == '0' && s[2] == '1' && s[3] == '2') {
                        *o++ = '\n';
                        s += 3;
                } else
                        *o++ = *s;
        }
        *o = 0;
}

/* Adds the present pages of [start, end) of one mapping (file offset pgoff at start). */
static void snapshot_mapping(Recorder *rec, int pagemap, size_t idx, uint64_t start, uint64_t end,
                             uint64_t pgoff) {
        uint64_t entries[PAGEMAP_BATCH];
        uint64_t run_start = 0, run_len = 0;

        for (uint64_t addr = start; addr < end;) {
                uint64_t n = MIN((end - addr) / rec->page, (uint64_t) PAGEMAP_BATCH);
                off_t at = (off_t) (addr / rec->page * sizeof(uint64_t));
                ssize_t got = pread(pagemap, entries, n * sizeof(uint64_t), at);
                if (got <= 0)
                        break;
                n = (uint64_t) got / sizeof(uint64_t);
                for (uint64_t i = 0; i < n; i++, addr += rec->page) {
                        /* A swapped-out page of a file mapping is a private copy: it was read first. */
                        if (!(entries[i] & (PAGEMAP_PRESENT | PAGEMAP_SWAPPED)))
                                continue;
                        uint64_t off = pgoff + (addr - start);
                        if (run_len > 0 && run_start + run_len == off) {
                                run_len += rec->page;
                                continue;
                        }
                        file_add_range(rec, idx, run_start, run_len);
                        run_start = off;
                        run_len = rec->page;
                }
        }
        file_add_range(rec, idx, run_start, run_len);
}

/* Records the present pages of every file mapping of tid overlapping [lo, hi). */
static void snapshot(Recorder *rec, pid_t tid, uint64_t lo, uint64_t hi) {
        char path[64];
        size_t size;
        int r;

        if (lo >= hi)
                return;
        snprintf(path, sizeof(path), "/proc/%d/maps", (int) tid);
        r = read_proc_file(rec, path, &size);
        if (r == -ENOMEM)
                recorder_fail(rec, r);
        if (r < 0)
                return;
        snprintf(path, sizeof(path), "/proc/%d/pagemap", (int) tid);
        _cleanup_close_ int pagemap = open(path, O_RDONLY | O_CLOEXEC);
        rec->stats.n_snapshots++;

        for (char *line = rec->maps, *next; line && *line; line = next) {
                uint64_t start, end, pgoff, ino;
                unsigned maj, min;
                char perms[8];
                int pos = -1;

                next = strchr(line, '\n');
                if (next)
                        *next++ = 0;
                if (sscanf(line, "%" SCNx64 "-%" SCNx64 " %7s %" SCNx64 " %x:%x %" SCNu64 " %n", &start,
                           &end, perms, &pgoff, &maj, &min, &ino, &pos) < 7 || pos < 0)
                        continue;
                if (ino == 0 || line[pos] != '/')
                        continue;
                uint64_t s = MAX(start, lo), e = MIN(end, hi);
                if (s >= e)
                        continue;
                /* A length that ends inside a page still covers that page. */
                s = round_down_u64(s, rec->page);
                if (!round_up_u64(e, rec->page, &e) || e > end)
                        e = end;
                char *p = line + pos;
                maps_unescape(p);
                size_t idx = file_get(rec, p, p);
                if (idx == SIZE_MAX || pagemap < 0)
                        continue;
                snapshot_mapping(rec, pagemap, idx, s, e, pgoff + (s - start));
        }
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

/* ---- system calls --------------------------------------------------------------------------- */

static bool nr_is(uint64_t nr, long which) {
        return which >= 0 && nr == (uint64_t) which;
}

#ifdef __NR_open
#define NR_OPEN __NR_open
#else
#define NR_OPEN (-1L)
#endif
#ifdef __NR_openat2
#define NR_OPENAT2 __NR_openat2
#else
#define NR_OPENAT2 (-1L)
#endif

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

/*
 * System calls that look a path up, with the argument positions of the path and of the directory
 * fd it is relative to (-1: the working directory). Calls missing on an architecture are -1.
 */
#ifdef __NR_stat
#define NR_STAT __NR_stat
#define NR_LSTAT __NR_lstat
#define NR_ACCESS __NR_access
#define NR_READLINK __NR_readlink
#else
#define NR_STAT (-1L)
#define NR_LSTAT (-1L)
#define NR_ACCESS (-1L)
#define NR_READLINK (-1L)
#endif
#ifdef __NR_faccessat2
#define NR_FACCESSAT2 __NR_faccessat2
#else
#define NR_FACCESSAT2 (-1L)
#endif

typedef struct LookupCall {
        long nr;
        int path_arg;
        int dirfd_arg;
} LookupCall;

static const LookupCall lookup_calls[] = {
        { NR_STAT, 0, -1 },       { NR_LSTAT, 0, -1 },        { NR_ACCESS, 0, -1 },
        { NR_READLINK, 0, -1 },   { __NR_newfstatat, 1, 0 },  { __NR_statx, 1, 0 },
        { __NR_faccessat, 1, 0 }, { NR_FACCESSAT2, 1, 0 },    { __NR_readlinkat, 1, 0 },
        { __NR_execve, 0, -1 },   { __NR_execveat, 1, 0 },    { NR_OPEN, 0, -1 },
        { __NR_openat, 1, 0 },    { NR_OPENAT2, 1, 0 },
};

static const LookupCall *lookup_call(uint64_t nr) {
        for (size_t i = 0; i < ELEMENTSOF(lookup_calls); i++)
                if (nr_is(nr, lookup_calls[i].nr))
                        return &lookup_calls[i];
        return NULL;
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
        RecFile *f;
        bool is_new;

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
        if (!path_is_recordable(full, strlen(full)))
                return;
        int r = table_get(&rec->lookups, full, PROFILE_LOOKUPS_MAX, &f, &is_new);
        if (r == -ENOMEM)
                recorder_fail(rec, r);
}

static bool nr_is_open(uint64_t nr) {
        return nr_is(nr, NR_OPEN) || nr_is(nr, __NR_openat) || nr_is(nr, NR_OPENAT2);
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
        const LookupCall *lc = lookup_call(nr);
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
                if (fd_position(t->tid, (int) t->args[0], &pos) < 0 || pos < (uint64_t) rval)
                        return;
                offset = pos - (uint64_t) rval;
        }
        file_add_range(rec, t->file, offset, (uint64_t) rval);
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
                (void) file_get(rec, target, link);
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

/* ---- the seccomp filter --------------------------------------------------------------------- */

#ifdef RECORD_AUDIT_ARCH

enum { L_NEXT = -1, L_ALLOW, L_TRACE, L_MMAP, L_MADVISE, _L_MAX };

typedef struct Bpf {
        struct sock_filter insn[96];
        int jt[96], jf[96];
        size_t n;
        int label[_L_MAX];
} Bpf;

static void bpf_emit(Bpf *b, uint16_t code, uint32_t k, int jt, int jf) {
        if (b->n >= ELEMENTSOF(b->insn))
                abort(); /* the program is fixed; this cannot grow at run time */
        b->insn[b->n] = (struct sock_filter) BPF_STMT(code, k);
        b->jt[b->n] = jt;
        b->jf[b->n] = jf;
        b->n++;
}

static void bpf_label(Bpf *b, int label) {
        b->label[label] = (int) b->n;
}

static void bpf_trace_nr(Bpf *b, long nr) {
        if (nr >= 0)
                bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, (uint32_t) nr, L_TRACE, L_NEXT);
}

static uint32_t arg_low(unsigned i) {
        /* The low 32 bits of a 64-bit argument; enough for flags and advice values. */
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        return (uint32_t) (offsetof(struct seccomp_data, args) + i * sizeof(uint64_t));
#else
        return (uint32_t) (offsetof(struct seccomp_data, args) + i * sizeof(uint64_t) + 4);
#endif
}

static int filter_build(Bpf *b) {
        *b = (Bpf) {};
        bpf_emit(b, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), L_NEXT, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, RECORD_AUDIT_ARCH, L_NEXT, L_ALLOW);
        bpf_emit(b, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), L_NEXT, L_NEXT);
#ifdef __x86_64__
        /* x32 system calls share the architecture value; they are not recorded. */
        bpf_emit(b, BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, L_ALLOW, L_NEXT);
#endif
        bpf_trace_nr(b, NR_OPEN);
        bpf_trace_nr(b, __NR_openat);
        bpf_trace_nr(b, NR_OPENAT2);
        bpf_trace_nr(b, __NR_read);
        bpf_trace_nr(b, __NR_readv);
        bpf_trace_nr(b, __NR_pread64);
        bpf_trace_nr(b, __NR_preadv);
        bpf_trace_nr(b, __NR_preadv2);
        bpf_trace_nr(b, __NR_munmap);
        bpf_trace_nr(b, __NR_mremap);
        bpf_trace_nr(b, __NR_execve);
        bpf_trace_nr(b, __NR_execveat);
        bpf_trace_nr(b, __NR_exit_group);
        /* The lookup-only calls; opens and execs are traced above. */
        for (size_t i = 0; i < ELEMENTSOF(lookup_calls); i++)
                if (!nr_is_open((uint64_t) lookup_calls[i].nr) && lookup_calls[i].nr != __NR_execve &&
                    lookup_calls[i].nr != __NR_execveat)
                        bpf_trace_nr(b, lookup_calls[i].nr);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, __NR_mmap, L_MMAP, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, __NR_madvise, L_MADVISE, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JA, 0, L_ALLOW, L_ALLOW);

        /* mmap over an existing mapping replaces it: only MAP_FIXED can. */
        bpf_label(b, L_MMAP);
        bpf_emit(b, BPF_LD | BPF_W | BPF_ABS, arg_low(3), L_NEXT, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JSET | BPF_K, MAP_FIXED, L_TRACE, L_ALLOW);

        /* The advice values that take pages out of the page tables. */
        bpf_label(b, L_MADVISE);
        bpf_emit(b, BPF_LD | BPF_W | BPF_ABS, arg_low(2), L_NEXT, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, MADV_DONTNEED, L_TRACE, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, MADV_FREE, L_TRACE, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, MADV_REMOVE, L_TRACE, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, MADV_PAGEOUT, L_TRACE, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, MADV_DONTNEED_LOCKED, L_TRACE, L_ALLOW);

        bpf_label(b, L_ALLOW);
        bpf_emit(b, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, L_NEXT, L_NEXT);
        bpf_label(b, L_TRACE);
        bpf_emit(b, BPF_RET | BPF_K, SECCOMP_RET_TRACE, L_NEXT, L_NEXT);

        /* Resolve labels into the forward offsets BPF wants. */
        for (size_t i = 0; i < b->n; i++) {
                uint16_t cls = BPF_CLASS(b->insn[i].code);
                if (cls != BPF_JMP)
                        continue;
                int jt = b->jt[i] == L_NEXT ? (int) i + 1 : b->label[b->jt[i]];
                int jf = b->jf[i] == L_NEXT ? (int) i + 1 : b->label[b->jf[i]];
                if (jt <= (int) i || jf <= (int) i || jt - (int) i - 1 > 255 || jf - (int) i - 1 > 255)
                        return -EINVAL;
                if (BPF_OP(b->insn[i].code) == BPF_JA)
                        b->insn[i].k = (uint32_t) (jt - (int) i - 1);
                else {
                        b->insn[i].jt = (uint8_t) (jt - (int) i - 1);
                        b->insn[i].jf = (uint8_t) (jf - (int) i - 1);
                }
        }
        return 0;
}

/* ---- running -------------------------------------------------------------------------------- */

static void evict(const Plan *p, RecordStats *stats) {
        for (size_t i = 0; p && i < p->n_files; i++) {
                const PlanFile *f = &p->files[i];
                int fd = open(f->real_path ? f->real_path : f->path,
                              O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
                if (fd < 0) {
                        stats->n_evict_failed++;
                        continue;
                }
                if (posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) == 0)
                        stats->n_evicted++;
                else
                        stats->n_evict_failed++;
                close(fd);
        }
}

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

/* ---- the tracefs addition ------------------------------------------------------------------- */

static int write_string(const char *dir, const char *file, const char *value) {
        char path[PATH_MAX];
        if ((size_t) snprintf(path, sizeof(path), "%s/%s", dir, file) >= sizeof(path))
                return -ENAMETOOLONG;
        _cleanup_close_ int fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY);
        if (fd < 0)
                return -errno;
        size_t n = strlen(value);
        if (write(fd, value, n) != (ssize_t) n)
                return errno > 0 ? -errno : -EIO;
        return 0;
}

static bool is_tracefs(const char *path) {
        struct statfs sfs;
        return statfs(path, &sfs) == 0 && (uint64_t) sfs.f_type == TRACEFS_MAGIC;
}

/* Instances of recorders that died without removing theirs hold trace buffers: remove them. */
static void tracefs_remove_stale(const char *root) {
        char path[PATH_MAX];
        snprintf(path, sizeof(path), "%s/instances", root);
        DIR *d = opendir(path);
        struct dirent *de;
        if (!d)
                return;
        while ((de = readdir(d))) {
                int pid;
                unsigned n;
                char end;
                if (sscanf(de->d_name, "preload-record-%d-%u%c", &pid, &n, &end) != 2 || pid <= 0 ||
                    pid == getpid() || kill(pid, 0) == 0 || errno != ESRCH)
                        continue;
                snprintf(path, sizeof(path), "%s/instances/%s", root, de->d_name);
                (void) rmdir(path);
        }
        closedir(d);
}

/* A private instance, so that our events and settings never touch anyone else's tracing. */
static int tracefs_create(const char *root, char **ret_instance) {
        static const char *const roots[] = { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" };
        const char *use = NULL;

        if (root)
                use = is_tracefs(root) ? root : NULL;
        else
                for (size_t i = 0; i < ELEMENTSOF(roots) && !use; i++)
                        if (is_tracefs(roots[i]))
                                use = roots[i];
        if (!use)
                return -EOPNOTSUPP;
        tracefs_remove_stale(use);

        for (unsigned n = 0; n < 100; n++) {
                char *inst;
                if (asprintf(&inst, "%s/instances/preload-record-%d-%u", use, (int) getpid(), n) < 0)
                        return -ENOMEM;
                if (mkdir(inst, 0700) == 0) {
                        int r = write_string(inst, "buffer_size_kb", TRACE_BUFFER_KB);
                        if (r >= 0)
                                r = write_string(inst, "options/event-fork", "1");
                        if (r < 0) {
                                (void) rmdir(inst);
                                free(inst);
                                return r;
                        }
                        *ret_instance = inst;
                        return 0;
                }
                int e = errno;
                free(inst);
                if (e != EEXIST)
                        return e == EACCES ? -EPERM : -e;
        }
        return -EEXIST;
}

static int tracefs_start(const char *inst, pid_t pid) {
        char buf[32];
        snprintf(buf, sizeof(buf), "%d", (int) pid);
        int r = write_string(inst, "set_event_pid", buf);
        if (r < 0)
                return r;
        return write_string(inst, TRACE_EVENT, "1");
}

static void tracefs_destroy(char *inst) {
        if (!inst)
                return;
        (void) write_string(inst, TRACE_EVENT, "0");
        (void) rmdir(inst);
        free(inst);
}

typedef struct InodeKey {
        unsigned major, minor;
        uint64_t ino;
        size_t file;
} InodeKey;

static int inode_key_cmp(const void *a, const void *b) {
        const InodeKey *x = a, *y = b;
        if (x->ino != y->ino)
                return x->ino < y->ino ? -1 : 1;
        if (x->major != y->major)
                return x->major < y->major ? -1 : 1;
        return x->minor < y->minor ? -1 : x->minor > y->minor;
}

/* The file an insertion event is about: exact device and inode, or the only file with that inode
 * (on btrfs and overlayfs, stat() and the page cache disagree about the device). */
static size_t inode_lookup(const InodeKey *keys, size_t n, unsigned major, unsigned minor, uint64_t ino) {
        size_t lo = 0, hi = n;
        while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                if (keys[mid].ino < ino)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        size_t first = lo, count = 0, found = SIZE_MAX;
        for (size_t i = first; i < n && keys[i].ino == ino; i++, count++)
                if (keys[i].major == major && keys[i].minor == minor)
                        return keys[i].file;
                else
                        found = keys[i].file;
        return count == 1 ? found : SIZE_MAX;
}

static void trace_line(Recorder *rec, const InodeKey *keys, size_t n_keys, const char *line) {
        const char *ev = strstr(line, "mm_filemap_add_to_page_cache: ");
        unsigned major, minor, order;
        uint64_t ino, ofs;
        char *e;

        if (!ev)
                return;
        const char *d = strstr(ev, "dev "), *i = strstr(ev, " ino "), *o = strstr(ev, " ofs="),
                   *r = strstr(ev, " order=");
        if (!d || !i || !o || !r || sscanf(d, "dev %u:%u", &major, &minor) != 2)
                return;
        errno = 0;
        ino = strtoull(i + 5, &e, 16);
        if (errno != 0 || e == i + 5)
                return;
        ofs = strtoull(o + 5, &e, 10);
        if (errno != 0 || e == o + 5)
                return;
        order = (unsigned) strtoul(r + 7, &e, 10);
        if (errno != 0 || e == r + 7 || order > 20)
                return;
        size_t idx = inode_lookup(keys, n_keys, major, minor, ino);
        if (idx == SIZE_MAX) {
                rec->stats.n_trace_unattributed++;
                return;
        }
        uint64_t len = rec->page << order;
        rec->stats.trace_bytes += len;
        file_add_range(rec, idx, ofs, len);
}

static uint64_t trace_lost(const char *inst) {
        char path[PATH_MAX];
        uint64_t lost = 0;

        for (unsigned cpu = 0; cpu < 4096; cpu++) {
                snprintf(path, sizeof(path), "%s/per_cpu/cpu%u/stats", inst, cpu);
                FILE *f = fopen(path, "re");
                if (!f)
                        break;
                char line[256];
                while (fgets(line, sizeof(line), f))
                        if (strncmp(line, "overrun: ", 9) == 0)
                                lost += strtoull(line + 9, NULL, 10);
                fclose(f);
        }
        return lost;
}

/* Reads the instance's buffer once everything ran and adds each insertion to its file. */
static void tracefs_collect(Recorder *rec, const char *inst) {
        _cleanup_free_ InodeKey *keys = NULL;
        size_t n_keys = 0;
        char path[PATH_MAX];

        (void) write_string(inst, TRACE_EVENT, "0");
        keys = calloc(rec->files.n ? rec->files.n : 1, sizeof(InodeKey));
        if (!keys) {
                recorder_fail(rec, -ENOMEM);
                return;
        }
        for (size_t i = 0; i < rec->files.n; i++) {
                struct stat st;
                if (rec->files.entries[i].skip || stat(rec->files.entries[i].path, &st) < 0)
                        continue;
                keys[n_keys++] = (InodeKey) { major(st.st_dev), minor(st.st_dev), (uint64_t) st.st_ino, i };
        }
        qsort(keys, n_keys, sizeof(InodeKey), inode_key_cmp);

        snprintf(path, sizeof(path), "%s/trace", inst);
        FILE *f = fopen(path, "re");
        if (!f)
                return;
        char line[1024];
        while (fgets(line, sizeof(line), f))
                if (line[0] != '#')
                        trace_line(rec, keys, n_keys, line);
        fclose(f);
        rec->stats.n_trace_lost = trace_lost(inst);
}

/*
 * Whether a file was created at or after floor (CLOCK_REALTIME_COARSE nanoseconds, the clock file
 * timestamps come from): a file the launch wrote itself. The next launch writes it again (a lock,
 * a journal, a cache it rebuilds) or it is gone, so there is nothing to warm. False when the file
 * system keeps no birth time.
 */
static bool born_since(const struct statx *stx, uint64_t floor) {
        if (!(stx->stx_mask & STATX_BTIME) || stx->stx_btime.tv_sec < 0)
                return false;
        return (uint64_t) stx->stx_btime.tv_sec * UINT64_C(1000000000) + stx->stx_btime.tv_nsec >= floor;
}

static int profile_build(Recorder *rec, const RecordOptions *opts, const char *name, const char *program,
                         uint64_t recorded_usec, Profile **ret) {
        _cleanup_(profile_freep) Profile *p = NULL;
        size_t n_words = 0, bytes = 0;
        int r;

        r = profile_new(name, &p);
        if (r < 0)
                return r;
        r = profile_set_program(p, program);
        if (r < 0)
                return r;
        /* The command is informational: keep what fits a line comfortably. */
        while (opts->argv[n_words] && n_words < PROFILE_COMMAND_MAX) {
                bytes += strlen(opts->argv[n_words]);
                if (bytes > RECORD_COMMAND_BYTES_MAX && n_words > 0)
                        break;
                n_words++;
        }
        r = profile_set_command(p, opts->argv, n_words);
        if (r < 0)
                return r;
        p->recorded_usec = recorded_usec;
        p->duration_usec = rec->stats.duration_usec;

        for (size_t i = 0; i < rec->files.n; i++) {
                const RecFile *f = &rec->files.entries[i];
                ProfileFingerprint id;
                ProfileFile *pf;
                struct statx stx;

                if (f->skip)
                        continue;
                if (p->n_files >= PROFILE_FILES_MAX)
                        break;
                /* One look at the file as the launch left it: gone, created by it, or kept. */
                if (statx(AT_FDCWD, f->path, 0, STATX_BASIC_STATS | STATX_BTIME, &stx) < 0 ||
                    !S_ISREG(stx.stx_mode)) {
                        rec->stats.n_vanished++;
                        continue;
                }
                if (born_since(&stx, rec->birth_floor_nsec)) {
                        rec->stats.n_created++;
                        continue;
                }
                /* Identity after the launch: what the profile will be compared against. An
                 * execute-only program cannot be opened for its build-id; statx still tells. */
                if (profile_fingerprint_path(f->path, &id) < 0)
                        id = (ProfileFingerprint) {
                                .dev = makedev(stx.stx_dev_major, stx.stx_dev_minor),
                                .ino = stx.stx_ino,
                                .size = stx.stx_size,
                                .mtime_nsec = (uint64_t) stx.stx_mtime.tv_sec * UINT64_C(1000000000) +
                                              stx.stx_mtime.tv_nsec,
                        };
                r = profile_add_file(p, f->path, &id, &pf);
                if (r == -EEXIST)
                        continue;
                if (r < 0)
                        return r;
                for (size_t j = 0; j < f->acc.n_ranges; j++) {
                        r = profile_file_add_range(pf, f->acc.ranges[j].offset, f->acc.ranges[j].length);
                        if (r < 0)
                                return r;
                }
        }
        /* A lookup of a path the profile opens anyway adds nothing. */
        for (size_t i = 0; i < rec->lookups.n && p->n_lookups < PROFILE_LOOKUPS_MAX; i++) {
                const char *path = rec->lookups.entries[i].path;
                const RecFile *f = table_find(&rec->files, path, NULL);
                if (f && !f->skip)
                        continue;
                r = profile_add_lookup(p, path);
                if (r < 0)
                        return r;
        }
        *ret = TAKE_PTR(p);
        return 0;
}

int record_run(const RecordOptions *opts, Profile **ret, RecordStats *ret_stats) {
        _cleanup_free_ char *exe = NULL, *program = NULL, *name = NULL;
        char *trace = NULL;
        int sync_pipe[2] = { -EBADF, -EBADF }, err_pipe[2] = { -EBADF, -EBADF };
        Recorder rec = { .page = plan_page_size() };
        struct sigaction old_sa = {};
        sigset_t chld, old_mask;
        bool sigchld_ignored = false;
        Bpf bpf;
        bool trace_failed = false;
        int r, exec_error = 0;

        if (!opts || !opts->argv || !opts->argv[0] || !opts->argv[0][0])
                return -EINVAL;
        if (opts->name) {
                if (!profile_name_is_valid(opts->name))
                        return -EINVAL;
                name = strdup(opts->name);
                if (!name)
                        return -ENOMEM;
        } else {
                r = profile_name_from_program(opts->argv[0], &name);
                if (r < 0)
                        return r;
        }
        exe = target_program_path(opts->argv[0], opts->path_env);
        if (!exe)
                return -ENOENT;
        if (access(exe, X_OK) < 0)
                return -errno;
        program = realpath(exe, NULL);
        if (!program)
                return -errno;

        r = filter_build(&bpf);
        if (r < 0)
                return r;
        struct sock_fprog prog = { .len = (unsigned short) bpf.n, .filter = bpf.insn };

        if (opts->mode == RECORD_MODE_TRACEFS || (opts->mode == RECORD_MODE_AUTO && geteuid() == 0)) {
                r = tracefs_create(opts->tracefs, &trace);
                if (r < 0 && opts->mode == RECORD_MODE_TRACEFS)
                        return r;
                /* Otherwise recording goes on without it. */
        }

        evict(opts->evict, &rec.stats);

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

        uint64_t recorded_usec = now_usec(CLOCK_REALTIME), start = now_usec(CLOCK_MONOTONIC);
        rec.birth_floor_nsec = now_usec(CLOCK_REALTIME_COARSE) * 1000;
        pid_t parent = getpid();
        pid_t pid = fork();
        if (pid < 0) {
                r = -errno;
                goto out_signals;
        }
        if (pid == 0)
                child_run(exe, opts->argv, &old_mask, sigchld_ignored, sync_pipe[0], err_pipe[1], &prog,
                          parent);

        rec.main_pid = pid;
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
        (void) task_get(&rec, pid);
        /* The child waits for our word before it execs: its very first page-cache insertion is
         * traced. */
        if (trace && tracefs_start(trace, pid) < 0) {
                if (opts->mode == RECORD_MODE_TRACEFS) {
                        trace_failed = true;
                        (void) kill(pid, SIGKILL);
                } else {
                        tracefs_destroy(trace);
                        trace = NULL;
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
                        on_wait_status(&rec, tid, status);
                        continue;
                }
                uint64_t now = now_usec(CLOCK_MONOTONIC);
                if (deadline > 0 && now >= deadline) {
                        on_timeout(&rec);
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
        rec.stats.duration_usec = now_usec(CLOCK_MONOTONIC) - start;
        rec.stats.pid = pid;

        /* The child writes errno here when it could not set itself up or exec; the pipe is
         * closed-on-exec, so a successful exec leaves it empty. */
        bool exec_failed = read(err_pipe[0], &exec_error, sizeof(exec_error)) == (ssize_t) sizeof(exec_error) &&
                           exec_error > 0;
        if (trace_failed)
                r = -EOPNOTSUPP;
        else if (exec_failed)
                r = -exec_error;
        else if (!rec.started)
                r = -ECHILD; /* killed before it could exec */
        else {
                if (trace) {
                        tracefs_collect(&rec, trace);
                        rec.stats.tracefs = true;
                }
                Profile *p;
                r = rec.error < 0 ? rec.error : profile_build(&rec, opts, name, program, recorded_usec, &p);
                if (r >= 0) {
                        *ret = p;
                        if (ret_stats)
                                *ret_stats = rec.stats;
                }
        }

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
        tracefs_destroy(trace);
        safe_close(sync_pipe[0]);
        safe_close(sync_pipe[1]);
        safe_close(err_pipe[0]);
        safe_close(err_pipe[1]);
        recorder_done(&rec);
        return r;
}

#else /* no seccomp architecture value known for this machine */

int record_run(const RecordOptions *opts, Profile **ret, RecordStats *ret_stats) {
        return -EOPNOTSUPP;
}

#endif
