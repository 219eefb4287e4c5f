/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadd: warms the page cache for configured applications at login and on request. */
#include <errno.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include "build-config.h"
#include "config.h"
#include "elf-dl.h"
#include "log.h"
#include "macro.h"
#include "launch-guard.h"
#include "manager.h"
#include "methods.h"
#include "workers.h"

#define EXIT_USAGE 2

static bool arg_check;
static bool arg_no_login_warm;
static const char *arg_socket;
static char **arg_config_dirs;
static size_t arg_n_config_dirs;

static void help(void) {
        printf("Usage: preloadd [OPTIONS]\n\n"
               "Warm the page cache for configured applications at login and on request.\n\n"
               "  -h --help               Show this help\n"
               "     --version            Show the version\n"
               "     --check              Validate the configuration and exit\n"
               "     --config-dir=DIR     Search DIR instead of the default directories\n"
               "                          (repeatable, lowest precedence first)\n"
               "     --socket=PATH        Listen on PATH when not socket-activated\n"
               "     --no-login-warm      Do not warm Trigger=login applications at start\n"
               "     --debug              Log debug messages\n"
               "\nSee preloadd(8) and preloadd.conf(5).\n");
}

static int parse_argv(int argc, char **argv) {
        enum {
                ARG_VERSION = 0x100,
                ARG_CHECK,
                ARG_CONFIG_DIR,
                ARG_SOCKET,
                ARG_NO_LOGIN_WARM,
                ARG_DEBUG,
        };
        static const struct option options[] = {
                { "help", no_argument, NULL, 'h' },
                { "version", no_argument, NULL, ARG_VERSION },
                { "check", no_argument, NULL, ARG_CHECK },
                { "config-dir", required_argument, NULL, ARG_CONFIG_DIR },
                { "socket", required_argument, NULL, ARG_SOCKET },
                { "no-login-warm", no_argument, NULL, ARG_NO_LOGIN_WARM },
                { "debug", no_argument, NULL, ARG_DEBUG },
                {},
        };
        int c;

        while ((c = getopt_long(argc, argv, "h", options, NULL)) >= 0)
                switch (c) {
                case 'h':
                        help();
                        return 0;
                case ARG_VERSION:
                        printf("preloadd %s\n", PACKAGE_VERSION);
                        return 0;
                case ARG_CHECK:
                        arg_check = true;
                        break;
                case ARG_CONFIG_DIR: {
                        char **v;
                        if (optarg[0] != '/') {
                                fprintf(stderr, "preloadd: --config-dir= needs an absolute path: %s\n", optarg);
                                return -EINVAL;
                        }
                        v = reallocarray(arg_config_dirs, arg_n_config_dirs + 1, sizeof(char *));
                        if (!v)
                                return -ENOMEM;
                        arg_config_dirs = v;
                        arg_config_dirs[arg_n_config_dirs++] = optarg;
                        break;
                }
                case ARG_SOCKET:
                        if (optarg[0] != '/') {
                                fprintf(stderr, "preloadd: --socket= needs an absolute path: %s\n", optarg);
                                return -EINVAL;
                        }
                        arg_socket = optarg;
                        break;
                case ARG_NO_LOGIN_WARM:
                        arg_no_login_warm = true;
                        break;
                case ARG_DEBUG:
                        log_max_level = 7;
                        break;
                default:
                        return -EINVAL;
                }
        if (optind < argc) {
                fprintf(stderr, "preloadd: unexpected argument '%s'\n", argv[optind]);
                return -EINVAL;
        }
        return 1;
}

/* --check: what the daemon would load, reported as preloadctl check-config does. */
static int run_check(void) {
        char **dirs = arg_config_dirs;
        size_t n = arg_n_config_dirs;
        char **def = NULL;
        size_t n_def = 0;
        ConfigReport report = {};
        Config *c = NULL;
        int r;

        if (!dirs) {
                r = config_default_dirs(true, &def, &n_def);
                if (r < 0)
                        return EXIT_FAILURE;
                dirs = def;
                n = n_def;
        }
        r = config_load((const char *const *) dirs, n, &c, &report);
        for (size_t i = 0; i < report.n_messages; i++)
                fprintf(stderr, "preloadd: %s\n", report.messages[i].text);
        if (r == CONFIG_LOAD_PARTIAL)
                fprintf(stderr, "preloadd: %zu file%s with errors would be skipped\n", c->n_skipped,
                        c->n_skipped == 1 ? "" : "s");
        else if (r >= 0) {
                size_t login = 0;
                for (size_t i = 0; i < c->n_apps; i++)
                        login += c->apps[i].trigger == APP_TRIGGER_LOGIN;
                printf("Configuration OK: %zu apps (%zu at login), %zu masked\n", c->n_apps, login, c->n_masked);
        } else if (r != -EBADMSG)
                fprintf(stderr, "preloadd: cannot load configuration: %s\n", strerror(-r));
        config_free(c);
        config_report_done(&report);
        config_dirs_free(def, n_def);
        return r != 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}

static int run(int argc, char **argv) {
        ManagerOptions opts = {};
        ConfigReport report = {};
        Manager *m = NULL;
        struct rlimit rl;
        size_t abandoned;
        int r;

        r = parse_argv(argc, argv);
        if (r <= 0)
                return r < 0 ? EXIT_USAGE : EXIT_SUCCESS;
        if (arg_check)
                return run_check();

        /* Not dumpable: the peer check admits only processes with all of our groups, and a
         * same-uid process that dropped one must not ptrace us (or read /proc/PID/mem) to get
         * what only that group may read. It also keeps our memory out of core dumps. */
        if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) < 0)
                log_warning("Failed to make the process non-dumpable, ignoring: %m");

        /* Prepared launches keep directories open for the metadata helper (launch-warm.h) and a
         * warm opens files in batches of what the limit allows: the soft limit up to the hard
         * one, as a service that uses many descriptors should (nothing here uses select()). */
        if (getrlimit(RLIMIT_NOFILE, &rl) >= 0 && rl.rlim_cur < rl.rlim_max) {
                rl.rlim_cur = rl.rlim_max;
                if (setrlimit(RLIMIT_NOFILE, &rl) < 0)
                        log_debug("Failed to raise the descriptor limit, ignoring: %m");
        }

        /* libelf is loaded while a plan or a merge reads ELF files and unloaded after (elf-dl.h):
         * 168 kB with libz that a daemon idle between launches does not keep. Loaded once now, so
         * that a system without it hears at start. */
        const ElfDl *elf;
        const char *elf_reason = NULL;
        if (elf_dl_acquire(&elf, &elf_reason) < 0)
                log_warning("ELF files cannot be read (%s): program targets cannot be planned", elf_reason);
        else
                elf_dl_release();
        elf_dl_unload_unused(true);

        opts.config_dirs = arg_config_dirs;
        opts.n_config_dirs = arg_n_config_dirs;
        opts.socket_path = arg_socket;
        opts.no_login_warm = arg_no_login_warm;
        opts.vtable = &methods_vtable;

        r = manager_new(&opts, &m, &report);
        config_report_done(&report);
        if (r == -EBADMSG)
                log_error("Configuration has errors, not starting");
        else if (r < 0)
                log_error("Failed to start: %s", strerror(-r));
        if (r < 0)
                return EXIT_FAILURE;

        r = manager_run(m);
        abandoned = manager_abandoned(m);
        manager_free(m);
        workers_stop();
        if (r < 0)
                log_error("Event loop failed: %s", strerror(-r));
        if (abandoned > 0) {
                /* A worker stuck in the kernel (a file system that never answers) cannot be joined,
                 * and exit handlers may wait for it (a sanitizer's leak check stops every thread):
                 * end now; the kernel kills the stuck thread with the process. */
                log_warning("Exiting with %zu worker%s abandoned", abandoned, abandoned == 1 ? "" : "s");
                free(arg_config_dirs);
                _exit(r < 0 ? EXIT_FAILURE : EXIT_SUCCESS);
        }
        return r < 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}

int main(int argc, char **argv) {
        int r;

        /* The guard of a hold, started by the user manager (launch-guard.h): nothing else runs. */
        if (argc > 1 && strcmp(argv[1], "--thaw-guard") == 0)
                return launch_guard_main(argc, argv);
        r = run(argc, argv);

        free(arg_config_dirs);
        return r;
}
