/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Opens in an application's own directories, which no snapshot shows (a file read and closed
 * between two of them): the directories are marked in a fanotify group (openwatch.h) by a thread
 * at idle I/O priority, after the launch warm's metadata pass when one runs (the gate), and the
 * opens seen there go into the launch's observation.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "decide.h"
#include "engine.h"
#include "launch-internal.h"
#include "log.h"
#include "macro.h"
#include "profile.h"
#include "strv.h"

/* How long the marking waits at most for the launch warm's metadata pass. */
#define LEARN_GATE_MSEC 2000
/* Subdirectories of each directory of an application's data tree marked at most (how deep:
 * LEARN_TREE_DEPTH). */
#define LEARN_SUBDIRS_MAX 64u

bool launch_is_shared_library(const char *name) {
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

/* Each directory of dirs marked once the launch has brought it into the lookup cache, looked for
 * again every LEARN_MARK_CACHED_MSEC until the launch's observation ends: nothing is read, and
 * nothing listed (the trees below the application's directories are left to the harvest). */
static void mark_cached(LaunchLearn *l, char **dirs, size_t n) {
        struct pollfd pfd = { .fd = l->wake_fd, .events = POLLIN };
        size_t pending = n;

        while (pending > 0 && !atomic_load(&l->stop_marking)) {
                pending = 0;
                for (size_t i = 0; i < n; i++) {
                        int r;
                        if (!dirs[i])
                                continue;
                        r = dir_shared(dirs[i]) ? 0 : openwatch_add_dir_cached(l->watch, dirs[i]);
                        if (r == -EAGAIN) {
                                pending++;
                                continue;
                        }
                        if (r == -ENOSYS || r == -EINVAL || r == -E2BIG) {
                                /* no RESOLVE_CACHED here (before Linux 5.12), or the marks' budget
                                 * spent: nothing more can be marked without a read */
                                pending = 0;
                                break;
                        }
                        dirs[i] = mfree(dirs[i]);
                }
                if (pending > 0 && poll(&pfd, 1, LEARN_MARK_CACHED_MSEC) < 0 && errno != EINTR)
                        break;
        }
}

/* The directories of p's files, but for shared libraries' (strv_push()ed to *dirs, *n). */
static int profile_dirs_push(const Profile *p, char ***dirs, size_t *n) {
        for (size_t i = 0; i < p->n_files; i++) {
                _cleanup_free_ char *dir = strdup(p->files[i].path);
                char *slash = dir ? strrchr(dir, '/') : NULL;
                if (!dir)
                        return -ENOMEM;
                /* "/" itself is never marked (dir_shared()) */
                if (!slash || slash == dir || launch_is_shared_library(slash + 1))
                        continue;
                *slash = '\0';
                bool seen = false;
                for (size_t k = 0; k < *n && !seen; k++)
                        seen = strcmp((*dirs)[k], dir) == 0;
                if (seen)
                        continue;
                if (strv_push(dirs, n, dir) < 0)
                        return -ENOMEM;
                dir = NULL;
        }
        return 0;
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

/* Until the launch warm's metadata pass is over, when one runs: the directories marked next are
 * the profile's, which that pass reads in a few sorted requests; looked up first, one block at a
 * time, they would go before it on the device (vim on the lab's `hdd`: 20 requests). */
static void gate_wait(LaunchLearn *l) {
        struct pollfd pfd = { .fd = l->gate_fd, .events = POLLIN };

        if (l->gate_fd < 0)
                return;
        while (!atomic_load(&l->stop_marking) && poll(&pfd, 1, LEARN_GATE_MSEC) < 0 && errno == EINTR)
                ;
}

/* The directories of the files of l's learned profile (the user's), to *dirs. */
static int learned_dirs(const LaunchLearn *l, char ***dirs, size_t *n) {
        _cleanup_free_ char *pdir = NULL, *ppath = NULL;
        Profile *p = NULL;
        int r;

        if (profile_dir_user(&pdir) < 0 || profile_path_for_name(pdir, l->name, &ppath) < 0 ||
            profile_load(ppath, &p, NULL, NULL) < 0)
                return 0;
        r = profile_dirs_push(p, dirs, n);
        profile_free(p);
        return r;
}

/* LEARN_MARKS_CACHED: /etc, the directories of the profile's files and the application's own
 * directories (not their trees), each as soon as the launch has looked it up. */
static void mark_thread_cached(LaunchLearn *l) {
        char **dirs = NULL, **app = NULL;
        size_t n = 0;
        int n_app, r = 0;

        if (!l->sandbox)
                r = strv_push_dup(&dirs, &n, "/etc");
        if (r >= 0)
                r = learned_dirs(l, &dirs, &n);
        n_app = r >= 0 ? launch_learn_app_dirs(l, &app) : 0;
        for (int i = 0; i < n_app && r >= 0; i++)
                r = strv_push_dup(&dirs, &n, app[i]);
        if (n_app > 0)
                strv_free_n(app, (size_t) n_app);
        if (r >= 0)
                mark_cached(l, dirs, n);
        strv_free_n(dirs, n);
}

/*
 * The directories an application reads its own files from, marked in a thread at idle I/O
 * priority (the path walks must not compete with the launch): the directories of the data files
 * its learned profile has, then the trees its name points at (launch-appdirs.c: inkscape's
 * /usr/share/inkscape with its extensions, filters, ui, ..., then /etc/inkscape, then
 * ~/.config/inkscape); shared libraries and the directories every process reads from left out.
 * A sandboxed application's are the host's directories its profile names (host paths: marks are
 * on inodes, so an open there through the sandbox's path shows all the same) and its own data
 * directory (launch_sandbox_dirs()), not /etc or the host's trees of its name.
 */
static void mark_thread(void *userdata) {
        LaunchLearn *l = userdata;
        char **dirs = NULL;
        size_t n_dirs = 0;
        int n;

        if (l->marks == LEARN_MARKS_CACHED) {
                mark_thread_cached(l);
                return;
        }
        /* /etc first: every start reads there (the loader's cache, the name service's files) at
         * once, and its path is cached by then. Then what the profile knows, at the launch's own
         * priority: the budget of marks may not reach the whole data tree, and these few
         * directories are to be marked before the application, held while its profile is read
         * in, goes on (at the idle priority they would wait behind that read). */
        if (!l->sandbox) /* a sandbox's /etc is its runtime's */
                mark(l, "/etc");
        gate_wait(l);
        (void) learned_dirs(l, &dirs, &n_dirs);
        for (size_t i = 0; i < n_dirs; i++)
                mark(l, dirs[i]);
        strv_free_n(dirs, n_dirs);
        dirs = NULL;
        (void) engine_ioprio_set(ENGINE_IOPRIO_IDLE);
        n = launch_learn_app_dirs(l, &dirs);
        for (int i = 0; i < n; i++)
                mark_tree(l, dirs[i]);
        if (n > 0)
                strv_free_n(dirs, (size_t) n);
}

int launch_mark_opened(const char *dir, const char *name, void *userdata) {
        LaunchLearn *l = userdata;
        _cleanup_free_ char *path = NULL;

        if (launch_is_shared_library(name) || asprintf(&path, "%s/%s", dir, name) < 0)
                return 0;
        return observer_add_opened(l->observer, path) == -ENOMEM ? -ENOMEM : 0;
}

LearnMarks launch_mark_mode(int choice, uint64_t observed) {
        if (choice < 0)
                observed = 0;
        if (observed >= LEARN_MARK_LAUNCHES && observed % LEARN_MARK_EVERY != 0)
                return LEARN_MARKS_NONE;
        return choice == WARM_CHOICE_NONE ? LEARN_MARKS_CACHED : LEARN_MARKS_ALL;
}

void launch_mark_start(LaunchLearn *l) {
        int r;

        if (l->marks == LEARN_MARKS_NONE)
                return;
        if (l->marks == LEARN_MARKS_CACHED && l->wake_fd < 0) {
                l->wake_fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
                if (l->wake_fd < 0) {
                        log_debug("%s: no eventfd for its marker: %m; snapshots only", l->name);
                        return;
                }
        }
        r = openwatch_new(&l->watch);

        if (r < 0) {
                /* An old kernel, or a system call filter without fanotify: snapshots only. */
                log_debug("%s: no fanotify group for opens (%s): snapshots only", l->name, strerror(-r));
                l->watch = NULL;
                return;
        }
        l->marking = worker_start(&l->marker, mark_thread, l) >= 0;
}

void launch_mark_drain(LaunchLearn *l) {
        int r;

        if (!l->watch)
                return;
        r = openwatch_drain(l->watch, launch_mark_opened, l);
        if (r < 0)
                log_debug("%s: reading opens: %s", l->name, strerror(-r));
}

void launch_mark_stop(LaunchLearn *l) {
        uint64_t one = 1;

        atomic_store(&l->stop_marking, true);
        /* a marker waiting at the gate, or for directories to be cached, goes on at once */
        if (l->gate_fd >= 0)
                (void) !write(l->gate_fd, &one, sizeof(one));
        if (l->wake_fd >= 0)
                (void) !write(l->wake_fd, &one, sizeof(one));
        if (l->marking)
                worker_join(&l->marker);
        l->marking = false;
        launch_mark_drain(l);
        l->watch = openwatch_free(l->watch);
}

int launch_mark_gate(LaunchLearn *l, int *ret_fd) {
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
