/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl: plan, warm and inspect what programs read at start; talks to preloadd when it runs. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "build-config.h"
#include "ctl-plan.h"
#include "ctl.h"
#include "macro.h"
#include "ctl-config.h"
#include "ctl-route.h"
#include "ctl-warm.h"
#include "ctl-record.h"
#include "ctl-bench.h"
#include "ctl-doctor.h"
#include "ctl-run.h"

typedef struct Verb {
        const char *name;
        int (*run)(int argc, char **argv);
        const char *args;
        const char *help;
} Verb;

static const Verb verbs[] = {
        { "deps", verb_deps, "FILE", "List the objects ld.so loads for FILE, in load order" },
        { "plan", verb_plan, "TARGET...", "Show the files and ranges a warm would read" },
        { "warm", verb_warm, "TARGET...", "Read the plan of TARGETs into the page cache" },
        { "status", verb_status, "TARGET...", "Show how much of each plan is cached" },
        { "evict", verb_evict, "TARGET...", "Drop the plan's pages from the page cache" },
        { "list", verb_list, "", "List the configured applications" },
        { "reload", verb_reload, "", "Make preloadd re-read its configuration" },
        { "cat-config", verb_cat_config, "", "Show the configuration files in effect" },
        { "check-config", verb_check_config, "", "Validate the configuration files" },
        { "record", verb_record, "COMMAND...", "Run COMMAND cold and save what its start read" },
        { "bench", verb_bench, "COMMAND...", "Time COMMAND cold, after a warm, and the warm itself" },
        { "doctor", verb_doctor, "[APP...]", "Find what makes program starts slow, with the fix" },
        { "run", verb_run, "COMMAND...", "Ask preloadd to warm COMMAND's application, then run it" },
};

static void help(void) {
        printf("Usage: preloadctl [OPTIONS] VERB [ARGS...]\n\n"
               "Plan and warm the page cache for program starts.\n\nVerbs:\n");
        for (size_t i = 0; i < ELEMENTSOF(verbs); i++)
                printf("  %-12s %-12s %s\n", verbs[i].name, verbs[i].args, verbs[i].help);
        printf("\nOptions:\n"
               "  -h --help                Show this help\n"
               "     --version             Show the version\n"
               "  -v --verbose             Say more about what is done\n"
               "     --json                Print JSON instead of tables\n"
               "     --library-path=PATH   LD_LIBRARY_PATH the target will run with\n"
               "     --ld-cache=FILE       ld.so cache to use (default /etc/ld.so.cache)\n"
               "     --plan=SOURCE         auto (a fresh profile, else the static plan), static\n"
               "                           or profile\n"
               "     --profile-dir=DIR     Look for profiles in DIR only\n"
               "\nSee preloadctl(1).\n");
}

static int run(int argc, char **argv) {
        enum { ARG_VERSION = CTL_ARG_VERB_FIRST };
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "version", no_argument, NULL, ARG_VERSION },
                {},
        };
        int c, r;

        ctl_set_help(help);
        /* Options before the verb; each verb parses its own (and the common ones) after it. */
        while ((c = getopt_long(argc, argv, "+" CTL_COMMON_SHORT, options, NULL)) >= 0) {
                if (c == ARG_VERSION) {
                        printf("preloadctl %s\n", PACKAGE_VERSION);
                        return CTL_EXIT_OK;
                }
                r = ctl_common_option(c, optarg);
                if (r == -ECANCELED)
                        return CTL_EXIT_OK;
                if (r <= 0)
                        return CTL_EXIT_USAGE;
        }
        if (optind >= argc) {
                ctl_warn("missing verb; see --help");
                return CTL_EXIT_USAGE;
        }
        for (size_t i = 0; i < ELEMENTSOF(verbs); i++)
                if (strcmp(verbs[i].name, argv[optind]) == 0)
                        return verbs[i].run(argc - optind, argv + optind);
        ctl_warn("unknown verb '%s'; see --help", argv[optind]);
        return CTL_EXIT_USAGE;
}

int main(int argc, char **argv) {
        return run(argc, argv);
}
