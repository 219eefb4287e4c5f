/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl: plan, warm and inspect what programs read at start; talks to preloadd when it runs. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "build-config.h"
#include "ctl-bench.h"
#include "ctl-cancel.h"
#include "ctl-cat-config.h"
#include "ctl-check-config.h"
#include "ctl-deps.h"
#include "ctl-doctor.h"
#include "ctl-evict.h"
#include "ctl-forget.h"
#include "ctl-profile.h"
#include "ctl-list.h"
#include "ctl-plan.h"
#include "ctl-record.h"
#include "ctl-relocate.h"
#include "ctl-reload.h"
#include "ctl-run.h"
#include "ctl-status.h"
#include "ctl-warm.h"
#include "ctl.h"
#include "macro.h"

typedef struct Verb {
        const char *name;
        int (*run)(int argc, char **argv);
        const char *args;
        const char *help;
        const char *options; /* the verb's own options, as help lines; NULL: only the common ones */
} Verb;

#define OPT_LOCAL "     --local               Do the work in this process even when preloadd runs\n"
#define OPT_TIMEOUT                                                                                 \
        "     --timeout=SEC         Give up when preloadd does not answer within SEC seconds\n"     \
        "                           (default 30; a waited warm may last longer while it answers)\n"
#define OPT_CONFIG_DIR                                                                              \
        "     --config-dir=DIR      Read the configuration from DIR (repeatable, lowest precedence\n" \
        "                           first) instead of the default directories\n"
#define OPT_FAKE_DEVICE                                                                              \
        "     --sysfs-root=DIR      Read device facts from a fake sysfs tree (for tests)\n"          \
        "     --meminfo=FILE        Read MemAvailable from FILE (for tests)\n"

static const Verb verbs[] = {
        { "deps", verb_deps, "FILE", "List the objects ld.so loads for FILE, in load order", NULL },
        { "plan", verb_plan, "TARGET...", "Show the files and ranges a warm would read",
          "     --static-segment-max=SIZE\n"
          "                           Show only what ld.so reads of a non-writable segment\n"
          "                           larger than SIZE, as a warm reads it (default 0: whole)\n" },
        { "warm", verb_warm, "TARGET...", "Read the plan of TARGETs into the page cache",
          "  -w --wait                Return only when every page is cached (a progress line on a\n"
          "                           terminal; Ctrl-C cancels the warm)\n"
          "     --strategy=NAME       uring (default), read, willneed, madvise or populate\n"
          OPT_LOCAL OPT_TIMEOUT OPT_CONFIG_DIR
          "In-process only:\n"
          "     --dry-run             Print the schedule (requests in order) and stop\n"
          "     --order=ORDER         auto (physical on rotating disks), plan or physical\n"
          "     --bridge=SIZE         Read gaps up to SIZE within a file (default: 128K on\n"
          "                           rotating disks, else 32K)\n"
          "     --budget=PERCENT      Warm at most PERCENT of MemAvailable (default 50, 0: none)\n"
          "     --refuse-over-budget  Warm nothing when the plan is over budget (default: trim)\n"
          "     --ioprio=CLASS        best-effort (default), idle or keep\n"
          "     --max-request=SIZE    Cut requests smaller than the device cap\n"
          "     --static-segment-max=SIZE\n"
          "                           Read only what ld.so reads of a non-writable segment\n"
          "                           larger than SIZE in a static plan (default 8M, 0: whole)\n"
          "     --no-metadata-pass    Do not read the files' ext4 metadata from the block device\n"
          "                           first (as root, or through preload-metad)\n"
          "     --no-metadata-map     As root, walk the profile's paths for their metadata\n"
          "                           rather than read its stored map, and store none\n"
          "     --metad-socket=PATH   preload-metad's socket (default /run/preload/metad.sock)\n"
          "     --neighbours=SIZE     Also read the files that fill gaps up to SIZE on the\n"
          "                           disk between the plan's files (default: auto, 128K\n"
          "                           with the uring strategy, else none)\n"
          OPT_FAKE_DEVICE },
        { "status", verb_status, "[TARGET...]", "Show preloadd's state, or how much of each plan is cached",
          OPT_LOCAL OPT_TIMEOUT OPT_CONFIG_DIR OPT_FAKE_DEVICE },
        { "evict", verb_evict, "TARGET...", "Drop the plan's pages from the page cache",
          OPT_CONFIG_DIR OPT_FAKE_DEVICE },
        { "cancel", verb_cancel, "[JOB|APP]", "Cancel preloadd's warms: one job, an application's, or all",
          NULL },
        { "list", verb_list, "", "List the configured applications", OPT_LOCAL OPT_CONFIG_DIR },
        { "forget", verb_forget, "APP...|--all", "Remove what was learned of applications: profile, launch counts",
          "     --all                 Every application learned\n" OPT_LOCAL },
        { "reload", verb_reload, "", "Make preloadd re-read its configuration", NULL },
        { "cat-config", verb_cat_config, "", "Show the directories searched and the files in effect",
          OPT_CONFIG_DIR },
        { "check-config", verb_check_config, "", "Validate the configuration files", OPT_CONFIG_DIR },
        { "record", verb_record, "COMMAND...", "Run COMMAND cold and save what its start read", NULL },
        { "bench", verb_bench, "COMMAND...", "Time COMMAND cold, after a warm, and the warm itself", NULL },
        { "doctor", verb_doctor, "[APP...]", "Find what makes program starts slow, with the fix", NULL },
        { "relocate", verb_relocate, "TARGET...", "Lay out the plan's files one after another on the disk",
          "     --dry-run             Measure the layout, move nothing\n"
          "     --max-mib=N           Refuse plans larger than N MiB (default 1024)\n" },
        { "run", verb_run, "COMMAND...", "Ask preloadd to warm COMMAND's application, then run it", NULL },
        { "profile", verb_profile, "export|import", "Move learned profiles between machines (portable form)",
          NULL },
};

static const char common_options[] =
        "  -h --help                Show this help\n"
        "  -v --verbose             Say more about what is done\n"
        "     --json                Print JSON instead of tables\n"
        "     --library-path=PATH   LD_LIBRARY_PATH the target will run with\n"
        "     --ld-cache=FILE       ld.so cache to use (default /etc/ld.so.cache)\n"
        "     --plan=SOURCE         auto (a fresh profile, else the static plan), static\n"
        "                           or profile\n"
        "     --profile-dir=DIR     Look for profiles in DIR only\n"
        "     --metadata=PASS       Metadata pass before a profile's data: default, serial,\n"
        "                           stat, dirs or extents\n";

static void help(void) {
        printf("Usage: preloadctl [OPTIONS] VERB [ARGS...]\n\n"
               "Plan and warm the page cache for program starts.\n\nVerbs:\n");
        for (size_t i = 0; i < ELEMENTSOF(verbs); i++)
                printf("  %-12s %-12s %s\n", verbs[i].name, verbs[i].args, verbs[i].help);
        printf("\nOptions:\n%s"
               "     --version             Show the version\n"
               "\nOptions of some verbs (see VERB --help):\n"
               OPT_LOCAL OPT_CONFIG_DIR
               "\nSee preloadctl(1).\n",
               common_options);
}

static const Verb *current_verb;

/* The help of the verb being run: its usage, its own options, then the common ones. */
static void verb_help(void) {
        const Verb *v = current_verb;

        printf("Usage: preloadctl %s [OPTIONS]%s%s\n\n%s.\n\n", v->name, *v->args ? " " : "", v->args, v->help);
        if (v->options)
                printf("Options:\n%s\nCommon options:\n", v->options);
        else
                printf("Options:\n");
        printf("%s\nSee preloadctl(1).\n", common_options);
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
        ctl_set_verb(NULL, argv);
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
                if (strcmp(verbs[i].name, argv[optind]) == 0) {
                        current_verb = &verbs[i];
                        ctl_set_help(verb_help);
                        ctl_set_verb(verbs[i].name, argv + optind);
                        return verbs[i].run(argc - optind, argv + optind);
                }
        ctl_warn("unknown verb '%s'; see --help", argv[optind]);
        return CTL_EXIT_USAGE;
}

int main(int argc, char **argv) {
        return run(argc, argv);
}
