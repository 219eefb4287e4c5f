/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Learning from the launches preloadd sees: each launch counted in the user's usage file (the
 * login warm ranks by it), and the unit's processes observed at a few moments of their start
 * (observe.h) and merged into the application's learned profile (profile_merge_observed()), so a
 * profile exists and improves without `preloadctl record`. Snapshots read /proc only and run on
 * the event loop; fingerprinting the files and saving touch the disk and run in a thread.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <malloc.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cached-names.h"
#include "elf-dl.h"
#include "engine.h"
#include "forget.h"
#include "launch-internal.h"
#include "ldcache.h"
#include "log.h"
#include "macro.h"
#include "observe.h"
#include "openwatch.h"
#include "profile.h"
#include "strv.h"
#include "time-util.h"
#include "usage.h"
#include "workers.h"

/* Snapshots at these samples of the unit (LAUNCH_SAMPLE_USEC apart): 0.5, 1, 2, 4 and 8 s into
 * its start. What a start maps is mapped by then; later snapshots would add what the application
 * does after starting. */
static const unsigned snapshot_at[] = { 5, 10, 20, 40, 80 };

/* And in between, while the start still reads: when its processes took LEARN_BUSY_FAULTS major
 * faults since the last snapshot, at least LEARN_BUSY_GAP samples (0.2 s) after it, at most
 * LEARN_BUSY_SNAPSHOTS times. A start that does its work and exits between two fixed snapshots
 * (a program run for one job: an export, a compile) would otherwise leave all it read after
 * the last one it lived to see unlearned; what it reads in its last moments is lost anyway, so
 * the gap is short: at 0.5 s, gcc's and node's observed profiles missed 8-11% of what a cold
 * launch reads, at 0.2 s 6-7%, for no more CPU per launch in the lab (20-30 ms, tick-granular). */
#define LEARN_BUSY_FAULTS 8u
#define LEARN_BUSY_GAP 2u
#define LEARN_BUSY_SNAPSHOTS 16u

typedef struct LearnProbed {
        char *dir;
        char *root; /* the application directory it is under */
} LearnProbed;

struct LaunchLearn {
        char *name; /* the profile's name */
        Observer *observer;
        unsigned snapshots;
        unsigned busy_snapshots;
        unsigned last_sample;  /* of the last snapshot */
        uint64_t last_majflt;  /* the unit's major faults then */
        LearnProc procs[LAUNCH_PROCS_MAX]; /* at the last sample */
        size_t n_procs;
        unsigned program_looks;
        OpenWatch *watch; /* opens in the application's directories (openwatch.h), or NULL */
        WorkerJoin marker; /* marks them, off the event loop */
        bool marking;
        atomic_bool stop_marking;
        int gate_fd; /* readable once the launch warm's metadata pass is over (launch_learn_gate()) */
        int learned_fd; /* told the profile's name once the merge saved it (launch_learn_new()) */
        char **scanned; /* directories every file of which was looked up (learn_cached()) */
        size_t n_scanned;
        LearnProbed *probed; /* directories entered where nothing was found: candidates (learn_probed()) */
        size_t n_probed, n_probed_allocated;
        bool ended; /* the unit went away before the last snapshot: its programs exited */
        uint64_t epoch; /* forgets there had been when the observation began (forgotten_since()) */
};

/* How long the marking waits at most for the launch warm's metadata pass. */
#define LEARN_GATE_MSEC 2000
/* Subdirectories of each directory of an application's data tree marked at most, and how deep. */
#define LEARN_SUBDIRS_MAX 64u
#define LEARN_TREE_DEPTH 3u
/* Files a launch may add that only the lookup cache showed (learn_cached()). */
#define LEARN_CACHED_MAX 64u
/* Directories entered where nothing was found, looked at for names the launch missed there. */
#define LEARN_PROBED_MAX 64u

/* ---- forgetting ---- */

/*
 * A forget (preloadctl forget) must not be undone by what was seen before it: an observation under
 * way, or a merge running in its thread, saves nothing of a name forgotten since the observation
 * began. The last LEARN_FORGETS_MAX forgets are remembered by their number; a launch observed
 * across more than that many saves nothing (it cannot tell, and losing one launch costs little).
 * The lock also keeps a forget's removal and a merge's save from interleaving.
 */
#define LEARN_FORGETS_MAX 64u
static pthread_mutex_t forget_lock = PTHREAD_MUTEX_INITIALIZER;
/* Forgets run on the event loop's thread, which alone writes these (under the lock, for the merge
 * threads that read them), and reads them there without it. */
static uint64_t forget_epoch;                   /* forgets so far */
static char *forgotten[LEARN_FORGETS_MAX];     /* by forget number: the name, NULL for every one */

/* On the event loop's thread, or under forget_lock. */
static bool forgotten_since(uint64_t since, const char *name) {
        if (forget_epoch - since > LEARN_FORGETS_MAX)
                return true;
        for (uint64_t e = since + 1; e <= forget_epoch; e++) {
                const char *n = forgotten[e % LEARN_FORGETS_MAX];
                if (!n || strcmp(n, name) == 0)
                        return true;
        }
        return false;
}

/* Under forget_lock: one more forget, of name (NULL: all). */
static int forget_note(const char *name) {
        char *copy = NULL;

        if (name && !(copy = strdup(name)))
                return -ENOMEM;
        forget_epoch++;
        free(forgotten[forget_epoch % LEARN_FORGETS_MAX]);
        forgotten[forget_epoch % LEARN_FORGETS_MAX] = copy;
        return 0;
}

int launch_learn_forget(const char *name, Forgotten *ret, char **ret_path, unsigned *ret_line, const char **ret_reason) {
        int r;

        pthread_mutex_lock(&forget_lock);
        r = forget_note(name);
        if (r >= 0)
                r = forget_app(name, ret, ret_path, ret_line, ret_reason);
        pthread_mutex_unlock(&forget_lock);
        return r;
}

int launch_learn_forget_all(size_t *ret_profiles, bool *ret_usage, char **ret_path) {
        int r;

        pthread_mutex_lock(&forget_lock);
        r = forget_note(NULL);
        if (r >= 0)
                r = forget_all(ret_profiles, ret_usage, ret_path);
        pthread_mutex_unlock(&forget_lock);
        return r;
}

/* The name a launch is counted and learned under: an application's id or a profile name as it
 * is, a program by its base name (profile_name_from_program()). */
static int learn_name(const char *name, char **ret) {
        if (strchr(name, '/'))
                return profile_name_from_program(name, ret);
        if (!profile_name_is_valid(name))
                return -EINVAL;
        *ret = strdup(name);
        return *ret ? 0 : -ENOMEM;
}

static void usage_count(const char *name, uint64_t after_start_usec, const char *unit_id) {
        _cleanup_free_ char *path = NULL;
        const char *reason = NULL;
        unsigned line = 0;
        Usage *u = NULL;
        int r;

        r = usage_path_default(&path);
        if (r < 0)
                return;
        r = usage_load(path, &u, &line, &reason);
        if (r == -EBADMSG) {
                /* A broken file is replaced rather than left to block counting for good. */
                log_warning("%s:%u: %s, starting it anew", path, line, reason ? reason : "malformed");
                r = usage_parse("preload-usage 1\n", 16, &u, NULL, NULL);
        }
        if (r >= 0)
                r = usage_record_launch(u, name, now_usec(CLOCK_REALTIME), after_start_usec);
        /* The unit's id finds this name when its next unit appears (launch_map()). */
        if (r >= 0 && unit_id && usage_unit_id_is_valid(unit_id))
                r = usage_set_unit_id(u, name, unit_id);
        if (r >= 0) {
                _cleanup_free_ char *dir = strdup(path);
                char *slash = dir ? strrchr(dir, '/') : NULL;
                if (slash)
                        *slash = 0;
                if (dir)
                        (void) profile_dir_ensure(dir, 0700);
                r = usage_save(u, path);
        }
        if (r < 0)
                log_warning("%s: cannot count the launch of %s: %s", path, name, strerror(-r));
        usage_free(u);
}

/* ---- opens in the application's directories ---- */

/* A shared library by its name: seen by the snapshots through its mapping, and loaded by any
 * process, so an open of one says nothing of this launch. */
static bool is_shared_library(const char *name) {
        const char *so = strstr(name, ".so");
        return so && (so[3] == '\0' || so[3] == '.');
}

/* Directories every process reads from: an open there is no sign of the application. /etc is
 * not one of them: what a start reads and closes there (the name service's nsswitch.conf and
 * passwd, locale.alias) costs it a lookup, an inode and a read each from a cold disk, and a file
 * only another process opened during one launch leaves the profile after PROFILE_MISSES_MAX
 * launches without it. */
static bool dir_shared(const char *dir) {
        static const char *const shared[] = { "/", "/tmp", "/var/tmp", "/run", "/dev", "/proc", "/sys",
                                              "/bin", "/sbin", "/usr/bin", "/usr/sbin", "/usr/local/bin",
                                              "/lib", "/lib64", "/usr/lib", "/usr/lib64", "/home" };
        const char *home = getenv("HOME");

        for (size_t i = 0; i < ELEMENTSOF(shared); i++)
                if (strcmp(dir, shared[i]) == 0)
                        return true;
        return home && strcmp(dir, home) == 0;
}

static void mark(LaunchLearn *l, const char *dir) {
        int r;

        if (atomic_load(&l->stop_marking) || dir_shared(dir))
                return;
        r = openwatch_add_dir(l->watch, dir);
        if (r < 0 && r != -ENOENT && r != -ENOTDIR && r != -EACCES)
                log_debug("%s: cannot watch %s for opens: %s", l->name, dir, strerror(-r));
}

/* dir and its subdirectories down to LEARN_TREE_DEPTH, breadth first (emacs:
 * /usr/share/emacs, 28.2, lisp, progmodes), at most LEARN_SUBDIRS_MAX of each, when dir exists. */
static void mark_tree(LaunchLearn *l, const char *dir) {
        struct { char *path; unsigned depth; } *queue = NULL;
        size_t n = 0, head = 0;

        if (!(queue = malloc(sizeof(*queue))) || !(queue[0].path = strdup(dir))) {
                free(queue);
                return;
        }
        queue[n++].depth = 0;
        for (; head < n && !atomic_load(&l->stop_marking) && openwatch_n_dirs(l->watch) < OPENWATCH_DIRS_MAX;
             head++) {
                DIR *d = opendir(queue[head].path);
                struct dirent *de;
                unsigned subdirs = 0;

                if (!d)
                        continue;
                mark(l, queue[head].path);
                while (queue[head].depth < LEARN_TREE_DEPTH && (de = readdir(d)) && subdirs < LEARN_SUBDIRS_MAX) {
                        char *sub = NULL;
                        void *v;
                        if (de->d_name[0] == '.' || (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN) ||
                            asprintf(&sub, "%s/%s", queue[head].path, de->d_name) < 0)
                                continue;
                        if (!(v = reallocarray(queue, n + 1, sizeof(*queue)))) {
                                free(sub);
                                break;
                        }
                        queue = v;
                        queue[n].path = sub;
                        queue[n++].depth = queue[head].depth + 1;
                        subdirs++;
                }
                closedir(d);
        }
        for (size_t i = 0; i < n; i++)
                free(queue[i].path);
        free(queue);
}

size_t launch_tree_names(const char *name, char ret[LAUNCH_TREE_NAMES_MAX][256]) {
        size_t n = 0;

        /* as it is; emacs-nox: emacs; vim.basic: vim; org.inkscape.Inkscape: inkscape */
        const size_t cuts[] = { strlen(name), strcspn(name, "-"), strcspn(name, ".") };
        const char *last = strrchr(name, '.');

        for (size_t c = 0; c < ELEMENTSOF(cuts) + 1 && n < LAUNCH_TREE_NAMES_MAX; c++) {
                char cand[256];
                if (c < ELEMENTSOF(cuts)) {
                        if (cuts[c] == 0 || cuts[c] >= sizeof(cand))
                                continue;
                        memcpy(cand, name, cuts[c]);
                        cand[cuts[c]] = '\0';
                } else {
                        if (!last || !last[1] || strlen(last + 1) >= sizeof(cand))
                                continue;
                        for (size_t i = 0; last[i + 1]; i++)
                                cand[i] = (char) ((last[i + 1] >= 'A' && last[i + 1] <= 'Z') ? last[i + 1] - 'A' + 'a'
                                                                                              : last[i + 1]);
                        cand[strlen(last + 1)] = '\0';
                }
                bool seen = false;
                for (size_t i = 0; i < n; i++)
                        seen = seen || strcmp(ret[i], cand) == 0;
                if (!seen)
                        strcpy(ret[n++], cand);
        }
        return n;
}

/* Until the launch warm's metadata pass is over, when one runs: the directories marked next are
 * the profile's, which that pass reads in a few sorted requests; looked up first, one block at a
 * time, they would go before it on the device (vim on the lab's `hdd`: 20 requests). */
static void learn_gate_wait(LaunchLearn *l) {
        struct pollfd pfd = { .fd = l->gate_fd, .events = POLLIN };

        if (l->gate_fd < 0)
                return;
        while (!atomic_load(&l->stop_marking) && poll(&pfd, 1, LEARN_GATE_MSEC) < 0 && errno == EINTR)
                ;
}

/*
 * The directories an application reads its own files from, marked in a thread at idle I/O
 * priority (the path walks must not compete with the launch): the directories of the data files
 * its learned profile has, then the trees its name points at (launch-appdirs.c: inkscape's
 * /usr/share/inkscape with its extensions, filters, ui, ..., then /etc/inkscape, then
 * ~/.config/inkscape); shared libraries and the directories every process reads from left out.
 */
static void mark_thread(void *userdata) {
        LaunchLearn *l = userdata;
        _cleanup_free_ char *pdir = NULL, *ppath = NULL;
        char names[LAUNCH_TREE_NAMES_MAX][256], **dirs = NULL;
        const LaunchAppEnv env = launch_app_env();
        Profile *p = NULL;
        int n;

        /* /etc first: every start reads there (the loader's cache, the name service's files) at
         * once, and its path is cached by then. Then what the profile knows, at the launch's own
         * priority: the budget of marks may not reach the whole data tree, and these few
         * directories are to be marked before the application, held while its profile is read
         * in, goes on (at the idle priority they would wait behind that read). */
        mark(l, "/etc");
        learn_gate_wait(l);
        if (profile_dir_user(&pdir) >= 0 && profile_path_for_name(pdir, l->name, &ppath) >= 0 &&
            profile_load(ppath, &p, NULL, NULL) >= 0) {
                for (size_t i = 0; i < p->n_files && !atomic_load(&l->stop_marking); i++) {
                        _cleanup_free_ char *dir = strdup(p->files[i].path);
                        char *slash = dir ? strrchr(dir, '/') : NULL;
                        /* "/" itself is never marked (dir_shared()) */
                        if (!slash || slash == dir || is_shared_library(slash + 1))
                                continue;
                        *slash = '\0';
                        mark(l, dir);
                }
                profile_free(p);
        }
        (void) engine_ioprio_set(ENGINE_IOPRIO_IDLE);
        n = launch_app_dirs(names, launch_tree_names(l->name, names), &env, &dirs);
        for (int i = 0; i < n; i++)
                mark_tree(l, dirs[i]);
        if (n > 0)
                strv_free_n(dirs, (size_t) n);
}

static int on_open(const char *dir, const char *name, void *userdata) {
        LaunchLearn *l = userdata;
        _cleanup_free_ char *path = NULL;

        if (is_shared_library(name) || asprintf(&path, "%s/%s", dir, name) < 0)
                return 0;
        return observer_add_opened(l->observer, path) == -ENOMEM ? -ENOMEM : 0;
}

static void watch_start(LaunchLearn *l) {
        int r = openwatch_new(&l->watch);

        if (r < 0) {
                /* An old kernel, or a system call filter without fanotify: snapshots only. */
                log_debug("%s: no fanotify group for opens (%s): snapshots only", l->name, strerror(-r));
                l->watch = NULL;
                return;
        }
        l->marking = worker_start(&l->marker, mark_thread, l) >= 0;
}

static void watch_drain(LaunchLearn *l) {
        int r;

        if (!l->watch)
                return;
        r = openwatch_drain(l->watch, on_open, l);
        if (r < 0)
                log_debug("%s: reading opens: %s", l->name, strerror(-r));
}

/* The marker stopped and joined, what came drained, the group closed (its marks go with it). */
static void watch_stop(LaunchLearn *l) {
        uint64_t one = 1;

        atomic_store(&l->stop_marking, true);
        /* a marker waiting at the gate goes on at once */
        if (l->gate_fd >= 0)
                (void) !write(l->gate_fd, &one, sizeof(one));
        if (l->marking)
                worker_join(&l->marker);
        l->marking = false;
        watch_drain(l);
        l->watch = openwatch_free(l->watch);
}

static void learn_destroy(LaunchLearn *l) {
        safe_close(l->gate_fd);
        safe_close(l->learned_fd);
        observer_free(l->observer);
        strv_free_n(l->scanned, l->n_scanned);
        for (size_t i = 0; i < l->n_probed; i++) {
                free(l->probed[i].dir);
                free(l->probed[i].root);
        }
        free(l->probed);
        free(l->name);
        free(l);
}

int launch_learn_new(int learned_fd, LaunchLearn **ret) {
        LaunchLearn *l = calloc(1, sizeof(*l));
        int r;

        if (!l)
                return -ENOMEM;
        l->gate_fd = -EBADF;
        l->epoch = forget_epoch;
        /* its own: the merge thread may outlive the watcher's end of it */
        l->learned_fd = learned_fd >= 0 ? fcntl(learned_fd, F_DUPFD_CLOEXEC, 3) : -EBADF;
        r = observer_new(&l->observer);
        if (r < 0) {
                safe_close(l->learned_fd);
                free(l);
                return r;
        }
        *ret = l;
        return 0;
}

int launch_learn_gate(LaunchLearn *l, int *ret_fd) {
        *ret_fd = -EBADF;
        /* once, and only before the marking starts (launch_learn_name()) */
        if (!l || l->name || l->gate_fd >= 0)
                return 0;
        l->gate_fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
        if (l->gate_fd < 0)
                return -errno;
        *ret_fd = fcntl(l->gate_fd, F_DUPFD_CLOEXEC, 3);
        if (*ret_fd < 0) {
                int r = -errno;
                l->gate_fd = safe_close(l->gate_fd);
                return r;
        }
        return 1;
}

int launch_learn_name(LaunchLearn *l, const char *name, uint64_t after_start_usec, const char *unit_id) {
        int r;

        if (!l || l->name)
                return 0;
        r = learn_name(name, &l->name);
        if (r < 0)
                return r;
        /* Forgotten since it began: not counted; its merge saves nothing either. */
        if (!forgotten_since(l->epoch, l->name))
                usage_count(l->name, after_start_usec, unit_id);
        watch_start(l);
        return 0;
}

/* The dynamic loader by the names glibc gives it (ld-linux-x86-64.so.2, ld-linux-aarch64.so.1,
 * ld64.so.1, ...). */
static bool is_loader(const char *path) {
        const char *base = strrchr(path, '/');
        base = base ? base + 1 : path;
        return strncmp(base, "ld-linux", 8) == 0 || strncmp(base, "ld64.so", 7) == 0;
}

/*
 * What the launch did that no snapshot can show: the loader's reads of /etc/ld.so.cache (mapped
 * and unmapped before the first snapshot) and lookup of /etc/ld.so.preload, when the loader was
 * mapped; what its libraries look up at every start; and the lookups in the application's own
 * directories (launch-appdirs.c).
 */
static int learn_unseen(const char *name, Profile *p) {
        char names[LAUNCH_TREE_NAMES_MAX][256];
        bool loader = false;
        ProfileFingerprint id;
        ProfileFile *f;
        int r;

        for (size_t i = 0; i < p->n_files && !loader; i++)
                loader = is_loader(p->files[i].path);
        if (loader && profile_fingerprint_path(LDCACHE_PATH, &id) >= 0 &&
            profile_add_file(p, LDCACHE_PATH, &id, &f) >= 0 && id.size > 0) {
                r = profile_file_add_range(f, 0, MIN(id.size, OBSERVER_OPENED_BYTES_MAX));
                if (r < 0)
                        return r;
        }
        if (loader && profile_add_lookup(p, LDCACHE_PRELOAD_PATH) == -ENOMEM)
                return -ENOMEM;
        r = launch_library_lookups(p);
        if (r < 0)
                return r;
        const LaunchAppEnv env = launch_app_env();
        return launch_app_lookups(p, names, launch_tree_names(name, names), &env);
}

/* Whether the launch warm of p looked into dir: a file of p there (its neighbours opened too), or
 * dir read whole with its entries ("dir/"). */
static bool dir_warmed(const Profile *p, const char *dir) {
        size_t n = strlen(dir);

        for (size_t i = 0; i < p->n_files; i++) {
                const char *f = p->files[i].path;
                if (strncmp(f, dir, n) == 0 && f[n] == '/' && !strchr(f + n + 1, '/'))
                        return true;
        }
        for (size_t i = 0; i < p->n_lookups; i++)
                if (strncmp(p->lookups[i], dir, n) == 0 && p->lookups[i][n] == '/' && p->lookups[i][n + 1] == '\0')
                        return true;
        return false;
}

typedef struct CachedCtx {
        LaunchLearn *l;
        const Profile *old;
        char *dir;   /* the directory of the last name, and whether it was warmed: a directory's */
        bool warmed; /* names come one after another, and dir_warmed() reads the whole profile */
        const char *root; /* the application directory walked */
} CachedCtx;

static int on_cached(const char *dir, const char *name, CachedName kind, void *userdata) {
        CachedCtx *c = userdata;
        int r;

        if (!c->dir || strcmp(c->dir, dir) != 0) {
                free(c->dir);
                if (!(c->dir = strdup(dir)))
                        return -ENOMEM;
                c->warmed = dir_warmed(c->old, dir);
        }
        if (c->warmed)
                return 0;
        if (kind == CACHED_NAME_PROBED) {
                /* a candidate only: not counted against the files */
                if (c->l->n_probed >= LEARN_PROBED_MAX)
                        return 0;
                LearnProbed pr = { .dir = strdup(dir), .root = strdup(c->root) };
                if (!pr.dir || !pr.root || ARRAY_GROW(c->l->probed, c->l->n_probed_allocated, c->l->n_probed + 1) < 0) {
                        free(pr.dir);
                        free(pr.root);
                        return -ENOMEM;
                }
                c->l->probed[c->l->n_probed++] = pr;
                return 0;
        }
        r = kind == CACHED_NAME_FILE ? on_open(dir, name, c->l) : strv_push_dup(&c->l->scanned, &c->l->n_scanned, dir);
        return r < 0 ? r : 1;
}

/*
 * The files of the application's own directories (launch-appdirs.c) and their subdirectories
 * down to LEARN_TREE_DEPTH that the lookup cache still names (cached-names.h), where no mark may
 * have seen their open: read and closed before the marking walk reached their directory, on a
 * cold disk at idle priority (vim's autoload/dist/ft.vim and colors/lists/default.vim, read in
 * its first 0.3 s), each taken as an open is. A directory whose every file is named was scanned
 * rather than read from (inkscape lists its extensions' tree and looks at each entry; recorded,
 * those are lookups): it becomes a lookup of the whole directory ("DIR/"). One entered where
 * nothing was found is a candidate for learn_probed(). Files in a directory the launch warm of old
 * looked into do not count, for the warm's own opens fill the cache there too; so a file found
 * this way is found once, and its next launches must show its open for it to stay (its
 * directory, now the profile's, is marked at the launch's priority). Something else
 * that looked there since the cache last let go shows up as well: at most LEARN_CACHED_MAX files
 * and directories a launch.
 */
static int learn_cached(LaunchLearn *l, const Profile *old) {
        char names[LAUNCH_TREE_NAMES_MAX][256], **dirs = NULL;
        const LaunchAppEnv env = launch_app_env();
        CachedCtx ctx = { .l = l, .old = old };
        size_t found = 0;
        int n, r = 0;

        n = launch_app_dirs(names, launch_tree_names(l->name, names), &env, &dirs);
        if (n < 0)
                return n == -ENOMEM ? n : 0;
        for (int i = 0; r >= 0 && i < n && found < LEARN_CACHED_MAX; i++) {
                ctx.root = dirs[i];
                r = cached_names_in_tree(dirs[i], LEARN_TREE_DEPTH, LEARN_CACHED_MAX - found, on_cached, &ctx);
                if (r >= 0)
                        found += (size_t) r;
                else if (r != -ENOMEM) {
                        log_debug("%s: cached names under %s: %s", l->name, dirs[i], strerror(-r));
                        r = r == -EOPNOTSUPP ? r : 0; /* an old kernel: the same for every directory */
                }
        }
        if (n > 0)
                strv_free_n(dirs, (size_t) n);
        free(ctx.dir);
        return r == -ENOMEM ? r : 0;
}

/*
 * A directory of the application's entered where nothing was found (learn_cached()) counts when
 * the lookup cache holds, there, a name the launch opened elsewhere as absent: a program that
 * searches a path of directories for its files (vim's runtime path, emacs' load-path) looks each
 * one up in every directory before the one that has it, and each miss read that directory's
 * blocks (vim: syntax/c.vim in /usr/share/vim/vimfiles; warmed without it, vim read that block
 * itself after its thaw). The cache's word alone is not enough: the marking walk enters every
 * directory of the tree too. A directory found is looked up whole ("DIR/").
 */
static int learn_probed(const LaunchLearn *l, Profile *observed) {
        _cleanup_free_ const char **names = calloc(observed->n_files, sizeof(char *));

        if (observed->n_files > 0 && !names)
                return -ENOMEM;
        for (size_t i = 0; i < l->n_probed; i++) {
                const LearnProbed *pr = &l->probed[i];
                size_t rl = strlen(pr->root), n = 0;
                int r;

                /* the names of files under the same application directory: what a search path of
                 * that tree looks for */
                for (size_t k = 0; k < observed->n_files; k++) {
                        const char *f = observed->files[k].path, *base = strrchr(f, '/');
                        if (base && base[1] && strncmp(f, pr->root, rl) == 0 && f[rl] == '/')
                                names[n++] = base + 1;
                }
                if (cached_names_absent_any(pr->dir, names, n) <= 0)
                        continue;
                r = launch_dir_lookup(observed, pr->dir);
                if (r == -ENOMEM)
                        return r;
        }
        return 0;
}

/* The merge, on a worker thread (workers.h): it fingerprints every file (ELF build-ids) and writes. */
static void merge_thread(void *userdata) {
        LaunchLearn *l = userdata;
        _cleanup_free_ char *dir = NULL, *path = NULL;
        Profile *observed = NULL, *p = NULL;
        bool forgot = false;
        int r, dir_lock = -EBADF;

        /* libelf for the fingerprints, loaded once for all of them and unloaded after (elf-dl.h) */
        elf_dl_hold();
        r = profile_dir_user(&dir);
        if (r >= 0)
                r = profile_dir_ensure(dir, 0700);
        if (r >= 0)
                r = profile_path_for_name(dir, l->name, &path);
        if (r < 0)
                goto finish;
        /* One merge at a time, from its load to its save: two launches of an application that end
         * together each loaded the profile before the other saved it, and the later save lost the
         * other's launch; and none while `preloadctl record` saves over it. The directory's flock()
         * serves both: each merge opens the directory anew, and flock() sets descriptors of their
         * own against each other within a process too. Merges take milliseconds; one waiting for
         * another costs nothing anyone sees. */
        r = profile_dir_lock(dir, &dir_lock);
        if (r < 0)
                goto finish;
        r = profile_load(path, &p, NULL, NULL);
        if (r < 0)
                r = profile_new(l->name, &p); /* none yet (or a broken one): learned from scratch */
        if (r >= 0)
                r = learn_cached(l, p);
        if (r >= 0)
                r = observer_to_profile(l->observer, l->name, &observed);
        if (r < 0 || observed->n_files == 0)
                goto finish;
        r = learn_unseen(l->name, observed);
        if (r >= 0 && l->ended)
                r = launch_exit_pages(observed);
        for (size_t i = 0; r >= 0 && i < l->n_scanned; i++)
                if ((r = launch_dir_lookup(observed, l->scanned[i])) == -E2BIG || r > 0)
                        r = 0; /* E2BIG: the profile has all the lookups it may have */
        if (r >= 0)
                r = learn_probed(l, observed);
        if (r >= 0)
                r = profile_merge_observed(p, observed);
        if (r >= 0) {
                pthread_mutex_lock(&forget_lock);
                forgot = forgotten_since(l->epoch, l->name);
                if (!forgot)
                        r = profile_save(p, path);
                pthread_mutex_unlock(&forget_lock);
        }
        if (r < 0)
                log_warning("%s: cannot learn from its launch: %s", l->name, strerror(-r));
        else if (forgot)
                log_info("%s: forgotten while its launch was observed, nothing learned from it", l->name);
        else {
                log_info("%s: learned from its launch: %zu files, %" PRIu64 " launches observed (%s)", l->name,
                         p->n_files, p->observed, path);
                /* A datagram: no signal if the daemon's end is gone, nothing waited for if full. */
                if (l->learned_fd >= 0)
                        (void) send(l->learned_fd, l->name, strlen(l->name), MSG_DONTWAIT | MSG_NOSIGNAL);
        }
finish:
        safe_close(dir_lock);
        profile_free(observed);
        profile_free(p);
        learn_destroy(l);
        elf_dl_release();
        /* The snapshots, both profiles and the fingerprints were this thread's arena's: given back
         * now, or every launch leaves preloadd sitting on the peak of the largest one learned. */
        (void) malloc_trim(0);
}

/* Hands what was observed to a merge on a worker thread; l is gone afterwards. A launch never
 * named (no program of ours was seen in it) is not learned from. */
static void learn_finish(LaunchLearn *l) {
        watch_stop(l);
        if (!l->name || observer_n_files(l->observer) == 0 || worker_start(NULL, merge_thread, l) < 0)
                learn_destroy(l);
}

/* Whether a snapshot is due between the fixed ones. */
static bool busy_due(const LaunchLearn *l, unsigned n_samples, uint64_t majflt) {
        return majflt != UINT64_MAX && majflt >= l->last_majflt + LEARN_BUSY_FAULTS &&
               n_samples >= l->last_sample + LEARN_BUSY_GAP && l->busy_snapshots < LEARN_BUSY_SNAPSHOTS;
}

void launch_learn_programs(const LearnProc *prev, size_t n_prev, const LaunchProc *procs, size_t n_procs,
                           unsigned n_samples, LearnProc *next, bool *look) {
        for (size_t i = 0; i < n_procs; i++) {
                const LearnProc *p = NULL;
                bool same;

                for (size_t j = 0; j < n_prev && !p; j++)
                        if (prev[j].proc.pid == procs[i].pid)
                                p = &prev[j];
                same = p && strcmp(p->proc.comm, procs[i].comm) == 0;
                /* A process there at the first sample stays the launch's own when it execs (the
                 * launcher becoming the application); one of those that came runs a new program. */
                next[i] = (LearnProc) { .proc = procs[i], .came = p ? p->came : n_samples > 1 };
                next[i].fresh = !same && next[i].came;
                next[i].last_look = same ? p->last_look : 0;
                next[i].last_majflt = same ? p->last_majflt : procs[i].majflt;
                look[i] = next[i].fresh || (same && p->fresh) ||
                          (same && next[i].came && n_samples >= next[i].last_look + LEARN_PROGRAM_GAP &&
                           procs[i].majflt >= next[i].last_majflt + LEARN_PROGRAM_FAULTS);
                if (look[i]) {
                        next[i].last_look = n_samples;
                        next[i].last_majflt = procs[i].majflt;
                }
        }
}

/* Snapshots of what launch_learn_programs() picks, LEARN_PROGRAM_LOOKS at most per launch; the
 * processes remembered for the next sample. Returns the processes looked at. */
static unsigned snapshot_programs(LaunchLearn *l, unsigned n_samples, const LaunchProc *procs, size_t n_procs) {
        LearnProc next[LAUNCH_PROCS_MAX] = {};
        bool look[LAUNCH_PROCS_MAX] = {};
        unsigned looked = 0;

        n_procs = MIN(n_procs, (size_t) LAUNCH_PROCS_MAX);
        launch_learn_programs(l->procs, l->n_procs, procs, n_procs, n_samples, next, look);
        for (size_t i = 0; i < n_procs; i++)
                if (look[i] && l->program_looks < LEARN_PROGRAM_LOOKS) {
                        l->program_looks++;
                        if (observer_snapshot(l->observer, procs[i].pid) >= 0)
                                looked++;
                }
        memcpy(l->procs, next, sizeof(next));
        l->n_procs = n_procs;
        return looked;
}

LaunchLearn *launch_learn_sample(LaunchLearn *l, const char *cgroup_dir, unsigned n_samples, uint64_t majflt,
                                 const LaunchProc *procs, size_t n_procs) {
        bool fixed = false, last = false;
        int r;

        if (!l || !cgroup_dir)
                return l;
        if (snapshot_programs(l, n_samples, procs, n_procs) > 0) {
                l->snapshots++;
                log_debug("%s: snapshot at %.1fs of the programs that came: %zu files seen", cgroup_dir,
                          (double) n_samples * LAUNCH_SAMPLE_USEC / 1e6, observer_n_files(l->observer));
        }
        /* A process that exited takes its faults out of the sum: count from what is left. */
        if (majflt < l->last_majflt)
                l->last_majflt = majflt;
        for (size_t i = 0; i < ELEMENTSOF(snapshot_at); i++)
                if (n_samples == snapshot_at[i]) {
                        fixed = true;
                        last = i + 1 == ELEMENTSOF(snapshot_at);
                }
        if (!fixed && !busy_due(l, n_samples, majflt))
                return l;
        if (!fixed)
                l->busy_snapshots++;
        r = observer_snapshot_cgroup(l->observer, cgroup_dir);
        if (r >= 0)
                l->snapshots++;
        l->last_sample = n_samples;
        if (majflt != UINT64_MAX)
                l->last_majflt = majflt;
        watch_drain(l);
        log_debug("%s: snapshot at %.1fs%s: %s, %zu files seen", cgroup_dir,
                  (double) n_samples * LAUNCH_SAMPLE_USEC / 1e6, fixed ? "" : " (still reading)",
                  r < 0 ? strerror(-r) : "taken", observer_n_files(l->observer));
        if (last) {
                learn_finish(l);
                return NULL;
        }
        return l;
}

LaunchLearn *launch_learn_free(LaunchLearn *l) {
        if (!l)
                return NULL;
        /* A unit that went away before the last snapshot: learn what was seen of it, and that it
         * exited (preloadd stopping ends the observation too: its merge is unlikely to finish). */
        if (l->snapshots > 0) {
                l->ended = true;
                learn_finish(l);
                return NULL;
        }
        watch_stop(l);
        learn_destroy(l);
        return NULL;
}
