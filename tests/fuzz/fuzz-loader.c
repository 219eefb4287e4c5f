/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the closure step: the input is a program, written to a memfd and resolved
 * through its /proc/self/fd path with the system's real search rules (ld.so.cache, default
 * directories, hwcaps subdirectories), so PT_INTERP, DT_NEEDED, DT_RPATH, DT_RUNPATH and their
 * $ORIGIN/$LIB/$PLATFORM expansions all come from the fuzzer. The closure is then added to a plan.
 *
 * The input names any path it likes, so the search runs in a private mount namespace where /dev
 * is an empty tmpfs (with /dev/null): no device node can be opened, whatever the input says.
 * Where that namespace cannot be set up the target does nothing rather than run unconfined.
 */
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ldcache.h"
#include "loader.h"
#include "plan.h"

#define FUZZ_SIZE_MAX (1024u * 1024u)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int write_file(const char *path, const char *text) {
        int fd = open(path, O_WRONLY | O_CLOEXEC);
        ssize_t n;

        if (fd < 0)
                return -errno;
        n = write(fd, text, strlen(text));
        close(fd);
        return n == (ssize_t) strlen(text) ? 0 : -EIO;
}

/* A mount namespace of our own with nothing under /dev but /dev/null. */
static int sandbox_enter(void) {
        uid_t uid = getuid();
        gid_t gid = getgid();
        char map[64], null_path[64];
        int null_fd, fd, r;

        if (unshare(CLONE_NEWNS) < 0) {
                /* Not root: a user namespace gives the mount rights. */
                if (unshare(CLONE_NEWUSER | CLONE_NEWNS) < 0)
                        return -errno;
                (void) write_file("/proc/self/setgroups", "deny");
                snprintf(map, sizeof(map), "%u %u 1", (unsigned) uid, (unsigned) uid);
                if (write_file("/proc/self/uid_map", map) < 0)
                        return -EPERM;
                snprintf(map, sizeof(map), "%u %u 1", (unsigned) gid, (unsigned) gid);
                if (write_file("/proc/self/gid_map", map) < 0)
                        return -EPERM;
        }
        if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
                return -errno;
        /* /dev/null stays reachable (libFuzzer and the sanitizers may use it): hold the old one
         * before /dev is covered, then bind it onto a file of the new /dev. */
        null_fd = open("/dev/null", O_PATH | O_CLOEXEC);
        if (null_fd < 0)
                return -errno;
        snprintf(null_path, sizeof(null_path), "/proc/self/fd/%d", null_fd);
        if (mount("tmpfs", "/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, "mode=0755,size=64k") < 0) {
                r = -errno;
                close(null_fd);
                return r;
        }
        fd = open("/dev/null", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0)
                close(fd);
        (void) mount(null_path, "/dev/null", NULL, MS_BIND, NULL);
        close(null_fd);
        return 0;
}

static bool ready;
static int memfd = -1;
static char memfd_path[64];
static LdCache *cache;

static void setup(void) {
        static bool done;
        const char *reason = NULL;
        int r;

        if (done)
                return;
        done = true;
        r = sandbox_enter();
        if (r < 0) {
                fprintf(stderr, "fuzz-loader: cannot set up the sandbox (%s), not fuzzing\n", strerror(-r));
                return;
        }
        memfd = memfd_create("fuzz-loader", MFD_CLOEXEC);
        if (memfd < 0)
                return;
        snprintf(memfd_path, sizeof(memfd_path), "/proc/self/fd/%d", memfd);
        /* A missing or odd cache just means searching without one, as in the daemon. */
        (void) ldcache_load("/etc/ld.so.cache", &cache, &reason);
        ready = true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        LoaderOptions opts = {};
        Closure *c = NULL;
        Plan *p = NULL;
        const char *reason = NULL;
        int r;

        if (size > FUZZ_SIZE_MAX)
                return 0;
        setup();
        if (!ready)
                return 0;
        if (ftruncate(memfd, 0) < 0 || pwrite(memfd, data, size, 0) != (ssize_t) size)
                abort();

        opts.cache = cache;
        r = loader_closure(memfd_path, &opts, &c, &reason);
        if (r == -EBADMSG && !reason)
                abort(); /* a malformed program must say why */
        if (r < 0)
                return 0;

        /* Invariants the plan and the reports rely on. */
        if (c->n_objects == 0 || c->n_objects > LOADER_OBJECTS_MAX)
                abort();
        for (size_t i = 0; i < c->n_objects; i++) {
                const LoadedObject *o = &c->objects[i];
                if (!o->path || !o->real_path || !o->image)
                        abort();
                if (i > 0 && o->loader != SIZE_MAX && o->loader >= i)
                        abort(); /* breadth first: a need is loaded after its needer */
        }
        for (size_t i = 0; i < c->n_missing; i++)
                if (c->missing[i].needed_by >= c->n_objects || !c->missing[i].name)
                        abort();
        for (size_t i = 0; i < c->n_warnings; i++)
                if (!strstr(c->warnings[i], ": "))
                        abort(); /* "PATH: reason" */

        /* Every segment whole, then the lean form of every one (segment_max 1). */
        for (uint64_t max = 0; max <= 1; max++)
                if (plan_new(&p) >= 0) {
                        r = closure_add_to_plan(c, max, p);
                        if (r < 0 && r != -ENOMEM && r != -EOVERFLOW)
                                abort();
                        p = plan_free(p);
                }
        closure_free(c);
        return 0;
}
