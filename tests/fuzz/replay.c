/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Runs a libFuzzer target over files and directories of inputs without libFuzzer, so every
 * `meson test` replays the seed corpus and the regression inputs under whatever sanitizers the
 * build has. Usage: fuzz-NAME PATH...
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define REPLAY_SIZE_MAX (64u * 1024u * 1024u)

static int replay_file(const char *path, size_t *count) {
        int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY);
        struct stat st;
        if (fd < 0 || fstat(fd, &st) < 0) {
                fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
                if (fd >= 0)
                        close(fd);
                return -1;
        }
        if ((uint64_t) st.st_size > REPLAY_SIZE_MAX) {
                close(fd);
                return 0;
        }
        /* An exact-size heap buffer, so ASan catches a parser reading past the input. */
        uint8_t *buf = malloc(st.st_size > 0 ? (size_t) st.st_size : 1);
        size_t got = 0;
        while (buf && got < (size_t) st.st_size) {
                ssize_t n = read(fd, buf + got, (size_t) st.st_size - got);
                if (n <= 0)
                        break;
                got += (size_t) n;
        }
        close(fd);
        if (!buf)
                return -1;
        LLVMFuzzerTestOneInput(buf, got);
        free(buf);
        (*count)++;
        return 0;
}

static int replay_path(const char *path, size_t *count) {
        struct stat st;
        if (stat(path, &st) < 0) {
                fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
                return -1;
        }
        if (!S_ISDIR(st.st_mode))
                return replay_file(path, count);

        struct dirent **names;
        int n = scandir(path, &names, NULL, alphasort), r = 0;
        if (n < 0) {
                fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
                return -1;
        }
        for (int i = 0; i < n; i++) {
                if (names[i]->d_name[0] != '.') {
                        char *p;
                        if (asprintf(&p, "%s/%s", path, names[i]->d_name) >= 0) {
                                if (replay_path(p, count) < 0)
                                        r = -1;
                                free(p);
                        }
                }
                free(names[i]);
        }
        free(names);
        return r;
}

int main(int argc, char **argv) {
        size_t count = 0;
        int r = 0;
        for (int i = 1; i < argc; i++)
                if (replay_path(argv[i], &count) < 0)
                        r = 1;
        printf("replayed %zu inputs\n", count);
        return r;
}
