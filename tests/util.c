/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Fixture helpers: tests shell out to the compiler, so a plain shell is fine here. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util.h"

static void die(const char *what) {
        fprintf(stderr, "test fixture: %s: %s\n", what, strerror(errno));
        abort();
}

char *tu_mkdtemp(void) {
        const char *tmp = getenv("TMPDIR");
        char *p = tu_strdupf("%s/preload-test.XXXXXX", tmp && *tmp ? tmp : "/tmp");
        if (!mkdtemp(p))
                die("mkdtemp");
        return p;
}

void tu_rm_rf(const char *path) {
        if (path && path[0] == '/')
                (void) tu_run("rm -rf -- '%s'", path);
}

static char *tu_vstrdupf(const char *fmt, va_list ap) {
        char *s;
        if (vasprintf(&s, fmt, ap) < 0)
                die("vasprintf");
        return s;
}

int tu_run(const char *fmt, ...) {
        va_list ap;
        char *cmd;
        int r;

        va_start(ap, fmt);
        cmd = tu_vstrdupf(fmt, ap);
        va_end(ap);
        r = system(cmd);
        if (r != 0)
                fprintf(stderr, "test fixture: '%s' -> %d\n", cmd, r);
        free(cmd);
        if (r == -1 || !WIFEXITED(r))
                return -1;
        return WEXITSTATUS(r);
}

const char *tu_cc(void) {
        const char *cc = getenv("CC");
        return cc && *cc ? cc : "cc";
}

int tu_mount_image(const char *work) {
        return tu_run("mkdir -p '%1$s/mnt' && mkfs.ext4 -q -F -d '%1$s/src' '%1$s/img' 8M >/dev/null && "
                      "mount -o loop,ro,noatime '%1$s/img' '%1$s/mnt'", work) == 0 ? 0 : -1;
}

void tu_write_file(const char *path, const void *data, size_t size) {
        char *dir = strdup(path), *slash;
        if (!dir)
                die("strdup");
        slash = strrchr(dir, '/');
        if (slash && slash != dir) {
                *slash = 0;
                (void) tu_run("mkdir -p '%s'", dir);
        }
        free(dir);

        int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0755);
        if (fd < 0)
                die(path);
        const char *p = data;
        while (size > 0) {
                ssize_t n = write(fd, p, size);
                if (n <= 0)
                        die(path);
                p += n;
                size -= (size_t) n;
        }
        close(fd);
}

void tu_write_filled(const char *path, size_t size) {
        char *buf = malloc(size);
        if (!buf)
                die("malloc");
        memset(buf, 'x', size);
        tu_write_file(path, buf, size);
        free(buf);
}

void *tu_read_file(const char *path, size_t *ret_size) {
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        struct stat st;
        if (fd < 0 || fstat(fd, &st) < 0)
                die(path);
        char *buf = malloc((size_t) st.st_size + 1);
        if (!buf)
                die("malloc");
        size_t got = 0;
        while (got < (size_t) st.st_size) {
                ssize_t n = read(fd, buf + got, (size_t) st.st_size - got);
                if (n <= 0)
                        die(path);
                got += (size_t) n;
        }
        buf[got] = 0;
        close(fd);
        *ret_size = got;
        return buf;
}

char *tu_strdupf(const char *fmt, ...) {
        va_list ap;
        va_start(ap, fmt);
        char *s = tu_vstrdupf(fmt, ap);
        va_end(ap);
        return s;
}

char **tu_run_lines(size_t *ret_n, const char *fmt, ...) {
        char *cmd, *full, *line = NULL, **lines = NULL;
        size_t n = 0, cap = 0;
        va_list ap;
        FILE *f;

        va_start(ap, fmt);
        cmd = tu_vstrdupf(fmt, ap);
        va_end(ap);
        full = tu_strdupf("LC_ALL=C %s 2>&1", cmd);
        f = popen(full, "r");
        if (!f)
                die("popen");
        while (getline(&line, &cap, f) >= 0) {
                line[strcspn(line, "\n")] = 0;
                char **l = realloc(lines, (n + 2) * sizeof(char *));
                if (!l || !(l[n] = strdup(line)))
                        die("out of memory");
                lines = l;
                lines[++n] = NULL;
        }
        pclose(f);
        free(line);
        free(full);
        free(cmd);
        *ret_n = n;
        return lines;
}

void tu_lines_free(char **lines, size_t n) {
        for (size_t i = 0; i < n; i++)
                free(lines[i]);
        free(lines);
}

int tu_unix_call(const char *path, const char *msg, char *buf, size_t size, size_t *ret_n) {
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        size_t n = 0;
        ssize_t k;
        int fd;

        if (strlen(path) >= sizeof(sa.sun_path))
                return -1;
        strcpy(sa.sun_path, path);
        fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fd < 0)
                return -1;
        if (connect(fd, (struct sockaddr *) &sa, sizeof(sa)) < 0) {
                close(fd);
                return -1;
        }
        if (msg)
                (void) send(fd, msg, strlen(msg) + 1, MSG_NOSIGNAL);
        while (n < size && (n == 0 || buf[n - 1] != '\0') && (k = read(fd, buf + n, size - n)) > 0)
                n += (size_t) k;
        *ret_n = n;
        return fd;
}
