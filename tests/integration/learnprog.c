/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * A program for learn.sh: maps each FILE, touches every page of it (as a start that reads its data
 * through mappings does), then stays SECONDS, so that preloadd can look at it while it runs. A
 * FILE written +PATH is read whole with read() and closed 0.2 s later instead, as a start reads
 * a small configuration file: no snapshot of preloadd's can see it. A FILE written @PATH is
 * mapped and touched page by page (no read-around: each page a fault of its own) 2.2 s after the
 * start, after preloadd's snapshot at 2 s, as a start that does its job late reads. A FILE written
 * !PATH is mapped by a child instead, this program run again 1.1 s after the start, and the parent
 * waits for it: the child touches the first page, 0.25 s later the last five pages one fault each,
 * and exits 0.3 s after that, between preloadd's snapshots at 1 and 2 s, as a compiler's assembler
 * runs and as its cc1 reads until it exits.
 * Usage: learnprog SECONDS FILE...
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void sleep_ms(long ms) {
        struct timespec ts = { .tv_sec = ms / 1000, .tv_nsec = (ms % 1000) * 1000 * 1000 };
        while (nanosleep(&ts, &ts) < 0)
                ;
}

/* Until ms after start (CLOCK_MONOTONIC). */
static void sleep_until(const struct timespec *start, long ms) {
        long long ns = (long long) start->tv_nsec + (ms % 1000) * 1000000LL;
        struct timespec at = { .tv_sec = start->tv_sec + ms / 1000 + (time_t) (ns / 1000000000),
                               .tv_nsec = (long) (ns % 1000000000) };
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, NULL) != 0)
                ;
}

/* The child of !PATH: first page, then the last five, then gone. */
static int child(const char *path) {
        volatile unsigned sum = 0;
        long page = sysconf(_SC_PAGESIZE);
        struct stat st;
        int fd = open(path, O_RDONLY | O_CLOEXEC);

        if (fd < 0 || fstat(fd, &st) < 0 || st.st_size < 6 * page) {
                perror(path);
                return 1;
        }
        const unsigned char *p = mmap(NULL, (size_t) st.st_size, PROT_READ, MAP_SHARED, fd, 0);
        if (p == MAP_FAILED || madvise((void *) p, (size_t) st.st_size, MADV_RANDOM) < 0) {
                perror(path);
                return 1;
        }
        sum += p[0];
        sleep_ms(250);
        for (int k = 1; k <= 5; k++)
                sum += p[(st.st_size / page - k) * page];
        sleep_ms(300);
        return 0;
}

int main(int argc, char **argv) {
        volatile unsigned sum = 0;
        long page = sysconf(_SC_PAGESIZE);
        struct timespec start;
        double secs;

        if (argc == 3 && strcmp(argv[1], "--child") == 0)
                return child(argv[2]);

        if (argc < 2) {
                fprintf(stderr, "usage: learnprog SECONDS FILE...\n");
                return 2;
        }
        secs = atof(argv[1]);
        clock_gettime(CLOCK_MONOTONIC, &start);
        for (int i = 2; i < argc; i++) {
                struct stat st;
                if (argv[i][0] == '+' || argv[i][0] == '@' || argv[i][0] == '!')
                        continue;
                int fd = open(argv[i], O_RDONLY | O_CLOEXEC);
                if (fd < 0 || fstat(fd, &st) < 0 || st.st_size == 0) {
                        perror(argv[i]);
                        return 1;
                }
                const unsigned char *p = mmap(NULL, (size_t) st.st_size, PROT_READ, MAP_SHARED, fd, 0);
                if (p == MAP_FAILED) {
                        perror(argv[i]);
                        return 1;
                }
                for (off_t o = 0; o < st.st_size; o += page)
                        sum += p[o];
                /* Kept mapped and open: observed as a start's mappings and open files are. */
        }
        for (int i = 2; i < argc; i++) {
                int status;
                pid_t pid;
                if (argv[i][0] != '!')
                        continue;
                sleep_until(&start, 1100);
                pid = fork();
                if (pid < 0) {
                        perror("fork");
                        return 1;
                }
                if (pid == 0) {
                        execl("/proc/self/exe", argv[0], "--child", argv[i] + 1, (char *) NULL);
                        perror("exec");
                        _exit(1);
                }
                if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
                        fprintf(stderr, "%s: the child failed\n", argv[i] + 1);
                        return 1;
                }
        }
        for (int i = 2; i < argc; i++) {
                char buf[4096];
                int fd;
                if (argv[i][0] != '+')
                        continue;
                sleep_ms(200);
                fd = open(argv[i] + 1, O_RDONLY | O_CLOEXEC);
                if (fd < 0) {
                        perror(argv[i] + 1);
                        return 1;
                }
                while (read(fd, buf, sizeof(buf)) > 0)
                        ;
                close(fd);
        }
        for (int i = 2; i < argc; i++) {
                struct stat st;
                int fd;
                if (argv[i][0] != '@')
                        continue;
                sleep_until(&start, 2200);
                fd = open(argv[i] + 1, O_RDONLY | O_CLOEXEC);
                if (fd < 0 || fstat(fd, &st) < 0 || st.st_size == 0) {
                        perror(argv[i] + 1);
                        return 1;
                }
                const unsigned char *p = mmap(NULL, (size_t) st.st_size, PROT_READ, MAP_SHARED, fd, 0);
                if (p == MAP_FAILED || madvise((void *) p, (size_t) st.st_size, MADV_RANDOM) < 0) {
                        perror(argv[i] + 1);
                        return 1;
                }
                for (off_t o = 0; o < st.st_size; o += page)
                        sum += p[o];
        }
        sleep_ms((long) (secs * 1000.0));
        return 0;
}
