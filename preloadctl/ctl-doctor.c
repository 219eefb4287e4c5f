/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl doctor: prints the findings of the library's doctor (libpreload/warm/doctor.h). */
#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "ctl-doctor.h"
#include "ctl.h"
#include "doctor.h"
#include "macro.h"

static char **arg_config_dirs;
static size_t arg_n_config_dirs;
static const char *arg_sysfs_root;
static const char *arg_meminfo;

static void doctor_help(void) {
        printf("Usage: preloadctl doctor [OPTIONS] [APP|PROGRAM...]\n\n"
               "Find what makes program starts slow here, or warming them less useful, each with\n"
               "the fix. Without arguments: every configured application and the login budget.\n\n"
               "     --config-dir=DIR     Read the configuration from DIR (repeatable)\n"
               "     --profile-dir=DIR    Look for profiles in DIR only\n"
               "     --json               Print JSON\n");
}

static int parse_argv(int argc, char **argv) {
        enum { ARG_CONFIG_DIR = CTL_ARG_VERB_FIRST, ARG_SYSFS, ARG_MEMINFO };
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "config-dir", required_argument, NULL, ARG_CONFIG_DIR },
                /* For tests: a fake sysfs tree and meminfo. */
                { "sysfs-root", required_argument, NULL, ARG_SYSFS },
                { "meminfo", required_argument, NULL, ARG_MEMINFO },
                {},
        };
        int c, r;

        optind = 0;
        while ((c = getopt_long(argc, argv, CTL_COMMON_SHORT, options, NULL)) >= 0) {
                switch (c) {
                case 'h':
                        doctor_help();
                        return 0;
                case ARG_CONFIG_DIR: {
                        char **v = reallocarray(arg_config_dirs, arg_n_config_dirs + 1, sizeof(char *));
                        if (!v)
                                return -ENOMEM;
                        arg_config_dirs = v;
                        arg_config_dirs[arg_n_config_dirs++] = optarg;
                        break;
                }
                case ARG_SYSFS:
                        arg_sysfs_root = optarg;
                        break;
                case ARG_MEMINFO:
                        arg_meminfo = optarg;
                        break;
                default:
                        r = ctl_common_option(c, optarg);
                        if (r == -ECANCELED)
                                return 0;
                        if (r <= 0)
                                return -EINVAL;
                }
        }
        return 1;
}

/* The configuration, or NULL when it has errors (said once: the doctor still checks programs). */
static Config *load_config(void) {
        char **dirs = NULL;
        size_t n = 0;
        Config *c = NULL;
        ConfigReport report = {};
        int r;

        if (arg_config_dirs) {
                r = config_load((const char *const *) arg_config_dirs, arg_n_config_dirs, &c, &report);
        } else {
                r = config_default_dirs(true, &dirs, &n);
                if (r >= 0)
                        r = config_load((const char *const *) dirs, n, &c, &report);
                config_dirs_free(dirs, n);
        }
        for (size_t i = 0; i < report.n_errors; i++)
                ctl_warn("%s", report.errors[i]);
        if (r < 0)
                ctl_warn("the configuration %s; applications are not checked (preloadctl check-config)",
                         r == -EBADMSG ? "has errors" : strerror(-r));
        config_report_done(&report);
        return r < 0 ? NULL : c;
}

/* One line a target: the profile a warm of it reads, or the ones it looked for in vain. */
static void print_profile_uses(const Doctor *d) {
        const char *const *dirs = doctor_profile_dirs(d);
        size_t n;
        const DoctorProfileUse *u = doctor_profile_uses(d, &n);

        for (size_t i = 0; i < n; i++) {
                printf("profile: %s: ", u[i].target);
                if (u[i].path) {
                        if (u[i].n_fresh < u[i].n_files)
                                printf("%s (%zu of %zu files fresh)", u[i].path, u[i].n_fresh, u[i].n_files);
                        else
                                printf("%s (fresh, %zu file%s)", u[i].path, u[i].n_files,
                                       u[i].n_files == 1 ? "" : "s");
                        if (u[i].program)
                                printf(", for %s; the rest of the application from its static plan",
                                       u[i].program);
                        putchar('\n');
                        continue;
                }
                if (u[i].n_looked_for == 0) {
                        printf("none, no profile can have that name; a warm reads the static plan\n");
                        continue;
                }
                printf("none%s of ", u[i].unusable ? " usable" : "");
                for (size_t j = 0; j < u[i].n_looked_for; j++)
                        printf("%s%s", j > 0 ? ", " : "", u[i].looked_for[j]);
                printf(" in ");
                for (size_t j = 0; dirs[j]; j++)
                        printf("%s%s", j > 0 ? ", " : "", dirs[j]);
                printf("%s; a warm reads the static plan\n", dirs[0] ? "" : "no directory");
        }
        if (n > 0)
                putchar('\n');
}

static void print_findings(const Doctor *d) {
        static const char *const label[] = { [DOCTOR_INFO] = "note", [DOCTOR_WARNING] = "warning",
                                             [DOCTOR_ERROR] = "error" };
        size_t n, count[3] = {};
        const DoctorFinding *f = doctor_findings(d, &n);

        for (size_t i = 0; i < n; i++) {
                count[f[i].severity]++;
                printf("%s: %s%s%s%s\n  %s\n  Fix: %s\n\n", label[f[i].severity], f[i].subject,
                       f[i].target && strcmp(f[i].target, f[i].subject) != 0 ? " (" : "",
                       f[i].target && strcmp(f[i].target, f[i].subject) != 0 ? f[i].target : "",
                       f[i].target && strcmp(f[i].target, f[i].subject) != 0 ? ")" : "", f[i].problem, f[i].fix);
        }
        if (n == 0)
                printf("No problems found.\n");
        else
                printf("%zu error%s, %zu warning%s, %zu note%s.\n", count[DOCTOR_ERROR], count[DOCTOR_ERROR] == 1 ? "" : "s",
                       count[DOCTOR_WARNING], count[DOCTOR_WARNING] == 1 ? "" : "s", count[DOCTOR_INFO],
                       count[DOCTOR_INFO] == 1 ? "" : "s");
}

int verb_doctor(int argc, char **argv) {
        Doctor *d = NULL;
        Config *c = NULL;
        int r, status = CTL_EXIT_OK;

        r = parse_argv(argc, argv);
        if (r <= 0) {
                free(arg_config_dirs);
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        }

        DoctorOptions o = { .sysfs_root = arg_sysfs_root, .meminfo = arg_meminfo, .target = *ctl_target_options() };
        r = doctor_new(&o, &d);
        if (r < 0) {
                status = ctl_error("doctor", NULL, r);
                goto finish;
        }
        c = load_config();

        if (optind >= argc) {
                for (size_t i = 0; c && i < c->n_apps && r >= 0; i++)
                        r = doctor_check_app(d, &c->apps[i], NULL);
                if (c && c->n_apps == 0 && arg_verbose)
                        ctl_warn("no applications configured; name programs to check them");
        } else
                for (int i = optind; i < argc && r >= 0; i++) {
                        const AppConfig *a = c ? config_find_app(c, argv[i]) : NULL;
                        /* As a warm resolves it: an application by id or Name=, else a program or a
                         * profile's name (resolve.h). */
                        r = a ? doctor_check_app(d, a, argv[i]) : doctor_check_target(d, argv[i]);
                }
        if (r >= 0 && c)
                r = doctor_check_budget(d, c);
        if (r < 0) {
                status = ctl_error("doctor", NULL, r);
                goto finish;
        }

        if (arg_json) {
                json_object *j;
                r = doctor_to_json(d, &j);
                if (r < 0) {
                        status = ctl_error("doctor", NULL, r);
                        goto finish;
                }
                ctl_print_json(j);
        } else {
                print_profile_uses(d);
                print_findings(d);
        }
        /* Like a linter: anything worse than a note is a failure. */
        status = doctor_worst(d) >= DOCTOR_WARNING ? CTL_EXIT_FAILURE : CTL_EXIT_OK;
finish:
        config_free(c);
        doctor_free(d);
        free(arg_config_dirs);
        arg_config_dirs = NULL;
        arg_n_config_dirs = 0;
        return status;
}
