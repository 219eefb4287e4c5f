/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl record [--name APP] [--timeout SEC] [--output FILE] -- COMMAND...: learn a profile. */
#include <errno.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "ctl-record.h"
#include "ctl.h"
#include "format.h"
#include "macro.h"
#include "profile.h"
#include "record.h"

#define RECORD_TIMEOUT_DEFAULT_USEC (60u * UINT64_C(1000000))

static const char *arg_name;
static const char *arg_output;
static uint64_t arg_timeout_usec = RECORD_TIMEOUT_DEFAULT_USEC;
static bool arg_system;
static bool arg_evict = true;
static RecordMode arg_mode = RECORD_MODE_AUTO;

static void record_help(void) {
        printf("Usage: preloadctl record [OPTIONS] [--] COMMAND [ARGS...]\n\n"
               "Run COMMAND from a cold page cache and save the files and ranges its start read.\n\n"
               "  -n --name=APP       Profile name (default: the command's base name)\n"
               "  -t --timeout=SEC    Stop recording and kill the command after SEC seconds\n"
               "                      (default 60, 0 for no limit)\n"
               "  -o --output=FILE    Write the profile to FILE\n"
               "     --system         Write to " PROFILE_SYSTEM_DIR " instead of the user's cache\n"
               "     --no-evict       Do not drop the command's files from the cache first\n"
               "     --mode=MODE      auto (default: tracefs too when root), ptrace, or tracefs\n"
               "     --json           Print the summary as JSON\n"
               "  -v --verbose        List the recorded files\n");
}

static int parse_argv(int argc, char **argv) {
        enum { ARG_SYSTEM = CTL_ARG_VERB_FIRST, ARG_NO_EVICT, ARG_MODE };
        static const struct option options[] = {
                CTL_COMMON_OPTIONS,
                { "name", required_argument, NULL, 'n' },
                { "timeout", required_argument, NULL, 't' },
                { "output", required_argument, NULL, 'o' },
                { "system", no_argument, NULL, ARG_SYSTEM },
                { "no-evict", no_argument, NULL, ARG_NO_EVICT },
                { "mode", required_argument, NULL, ARG_MODE },
                {},
        };
        int c, r;

        optind = 0;
        /* "+": options end at the command, whose own options are its business. */
        while ((c = getopt_long(argc, argv, "+" CTL_COMMON_SHORT "n:t:o:", options, NULL)) >= 0) {
                switch (c) {
                case 'h':
                        record_help();
                        return 0;
                case 'n':
                        if (!profile_name_is_valid(optarg)) {
                                ctl_warn("invalid profile name '%s': printable ASCII without '/', "
                                         "not starting with '.'", optarg);
                                return -EINVAL;
                        }
                        arg_name = optarg;
                        break;
                case 't':
                        if (ctl_parse_seconds(optarg, 86400.0 * 365, &arg_timeout_usec) < 0) {
                                ctl_warn("invalid timeout '%s'", optarg);
                                return -EINVAL;
                        }
                        break;
                case 'o':
                        arg_output = optarg;
                        break;
                case ARG_SYSTEM:
                        arg_system = true;
                        break;
                case ARG_NO_EVICT:
                        arg_evict = false;
                        break;
                case ARG_MODE:
                        if (strcmp(optarg, "auto") == 0)
                                arg_mode = RECORD_MODE_AUTO;
                        else if (strcmp(optarg, "ptrace") == 0)
                                arg_mode = RECORD_MODE_PTRACE;
                        else if (strcmp(optarg, "tracefs") == 0)
                                arg_mode = RECORD_MODE_TRACEFS;
                        else {
                                ctl_warn("invalid mode '%s': auto, ptrace or tracefs", optarg);
                                return -EINVAL;
                        }
                        break;
                default:
                        r = ctl_common_option(c, optarg);
                        if (r == -ECANCELED)
                                return 0;
                        if (r <= 0)
                                return -EINVAL;
                }
        }
        if (optind >= argc) {
                ctl_warn("record needs a COMMAND; see preloadctl record --help");
                return -EINVAL;
        }
        if (arg_system && arg_output) {
                ctl_warn("--system and --output exclude each other");
                return -EINVAL;
        }
        return 1;
}

/* What to evict first: the static plan of the program and the files of the previous profile. */
static Plan *evict_plan(const char *program, const Profile *old) {
        Plan *p = NULL;

        if (plan_new(&p) < 0)
                return NULL;
        TargetReport report = {};
        /* A program the planner cannot follow (static, a script it cannot read) is fine here:
         * the recording still runs, only less of it starts cold. */
        (void) target_add_to_plan(program, ctl_target_options(), p, &report);
        target_report_done(&report);
        for (size_t i = 0; old && i < old->n_files; i++)
                (void) plan_add_file(p, old->files[i].path, NULL, NULL, NULL);
        return p;
}

/* How many entries of the previous profile no longer describe their files. */
static size_t count_stale(const Profile *old) {
        size_t n = 0;
        for (size_t i = 0; old && i < old->n_files; i++) {
                ProfileFileState s;
                if (profile_file_check(&old->files[i], &s, NULL, NULL) >= 0 &&
                    (s == PROFILE_FILE_STALE || s == PROFILE_FILE_MISSING))
                        n++;
        }
        return n;
}

static void on_interrupt(int sig) {
        /* Ctrl-C reaches the command too; it ends, and the recording ends with it and is saved. */
}

static void print_summary(const Profile *p, const RecordStats *st, const char *path, size_t n_stale,
                          size_t n_old) {
        char b[16];

        if (arg_json) {
                int status = st->exit_status;
                json_object *o = json_object_new_object();
                json_object_object_add(o, "name", json_object_new_string(p->name));
                json_object_object_add(o, "path", json_object_new_string(path));
                json_object_object_add(o, "program", p->program ? json_object_new_string(p->program) : NULL);
                json_object_object_add(o, "files", json_object_new_int64((int64_t) p->n_files));
                json_object_object_add(o, "lookups", json_object_new_int64((int64_t) p->n_lookups));
                json_object_object_add(o, "ranges",
                                       json_object_new_int64((int64_t) profile_total_ranges(p)));
                json_object_object_add(o, "bytes", json_object_new_int64((int64_t) profile_total_bytes(p)));
                json_object_object_add(o, "touched_bytes", json_object_new_int64((int64_t) profile_touched_bytes(p)));
                json_object_object_add(o, "duration_usec",
                                       json_object_new_int64((int64_t) st->duration_usec));
                json_object_object_add(o, "exit_status",
                                       WIFEXITED(status) ? json_object_new_int(WEXITSTATUS(status)) : NULL);
                json_object_object_add(o, "signal",
                                       WIFSIGNALED(status) ? json_object_new_int(WTERMSIG(status)) : NULL);
                json_object_object_add(o, "timed_out", json_object_new_boolean(st->timed_out));
                json_object_object_add(o, "tracefs", json_object_new_boolean(st->tracefs));
                json_object_object_add(o, "trace_bytes", json_object_new_int64((int64_t) st->trace_bytes));
                json_object_object_add(o, "trace_lost", json_object_new_int64((int64_t) st->n_trace_lost));
                json_object_object_add(o, "processes", json_object_new_int64((int64_t) st->n_processes));
                json_object_object_add(o, "evicted_files", json_object_new_int64((int64_t) st->n_evicted));
                json_object_object_add(o, "vanished_files", json_object_new_int64((int64_t) st->n_vanished));
                json_object_object_add(o, "created_files", json_object_new_int64((int64_t) st->n_created));
                json_object_object_add(o, "previous_files", json_object_new_int64((int64_t) n_old));
                json_object_object_add(o, "previous_stale", json_object_new_int64((int64_t) n_stale));
                ctl_print_json(o);
                return;
        }

        if (arg_verbose) {
                size_t w = 4;
                for (size_t i = 0; i < p->n_files; i++)
                        w = MAX(w, strlen(p->files[i].path));
                w = MIN(w, 80);
                printf("%-*s %7s %8s\n", (int) w, "FILE", "RANGES", "BYTES");
                for (size_t i = 0; i < p->n_files; i++)
                        printf("%-*s %7zu %8s\n", (int) w, p->files[i].path, p->files[i].n_ranges,
                               format_bytes(profile_file_bytes(&p->files[i]), b));
                putchar('\n');
        }
        printf("Recorded %s: %zu files, %zu ranges, %s (%" PRIu64 " bytes), %zu paths looked up, in %.2f s",
               p->name, p->n_files, profile_total_ranges(p), format_bytes(profile_total_bytes(p), b),
               profile_total_bytes(p), p->n_lookups, (double) st->duration_usec / 1e6);
        if (WIFEXITED(st->exit_status))
                printf(", exit status %d", WEXITSTATUS(st->exit_status));
        else if (WIFSIGNALED(st->exit_status))
                printf(", killed by SIG%s", sigabbrev_np(WTERMSIG(st->exit_status)) ?: "?");
        printf("\n%s, ", st->tracefs ? "Pages used and read ahead (ptrace + tracefs)"
                                      : "Pages used (ptrace; read-ahead is not seen without tracefs)");
        printf("saved %s\n", path);
        if (n_stale > 0)
                printf("The previous profile had %zu stale entries of %zu.\n", n_stale, n_old);
}

int verb_record(int argc, char **argv) {
        _cleanup_free_ char *dir = NULL, *path = NULL;
        Profile *p = NULL;
        Plan *evict = NULL;
        RecordStats st = {};
        int r;

        r = parse_argv(argc, argv);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        char **cmd = argv + optind;

        if (arg_output)
                path = strdup(arg_output);
        else {
                if (arg_system)
                        dir = strdup(PROFILE_SYSTEM_DIR);
                else {
                        r = profile_dir_user(&dir);
                        if (r < 0)
                                return ctl_error("profile directory",
                                                 "no cache directory; set XDG_CACHE_HOME or use --output", r);
                }
                if (!dir)
                        return ctl_error("record", NULL, -ENOMEM);
                /* The user's cache stays private (XDG); system profiles are for every user. */
                r = profile_dir_ensure(dir, arg_system ? 0755 : 0700);
                if (r < 0)
                        return ctl_error(dir, NULL, r);
                _cleanup_free_ char *n = NULL;
                if (!arg_name && profile_name_from_program(cmd[0], &n) < 0) {
                        ctl_warn("%s: cannot make a profile name of it; use --name", cmd[0]);
                        return CTL_EXIT_USAGE;
                }
                r = profile_path_for_name(dir, arg_name ? arg_name : n, &path);
                if (r < 0)
                        return ctl_error("record", NULL, r);
        }
        if (!path)
                return ctl_error("record", NULL, -ENOMEM);

        /* The previous profile, if any: its files start cold too, and its staleness is reported. */
        Profile *old = NULL;
        unsigned line = 0;
        const char *reason = NULL;
        r = profile_load(path, &old, &line, &reason);
        if (r == -EBADMSG)
                ctl_warn("%s:%u: %s; replacing it", path, line, reason);
        size_t n_old = old ? old->n_files : 0, n_stale = count_stale(old);

        if (arg_evict) {
                evict = evict_plan(cmd[0], old);
                if (!evict) {
                        profile_free(old);
                        return ctl_error("record", NULL, -ENOMEM);
                }
        }

        RecordOptions opts = {
                .argv = cmd,
                .path_env = getenv("PATH"),
                .name = arg_name,
                .timeout_usec = arg_timeout_usec,
                .evict = evict,
                .mode = arg_mode,
        };
        struct sigaction sa = { .sa_handler = on_interrupt }, old_int, old_quit;
        sigaction(SIGINT, &sa, &old_int);
        sigaction(SIGQUIT, &sa, &old_quit);
        r = record_run(&opts, &p, &st);
        sigaction(SIGINT, &old_int, NULL);
        sigaction(SIGQUIT, &old_quit, NULL);
        plan_free(evict);
        profile_free(old);
        if (r == -ENOENT)
                return ctl_error(cmd[0], "command not found", r);
        if (r == -EOPNOTSUPP && arg_mode == RECORD_MODE_TRACEFS)
                return ctl_error("tracefs", "not mounted, or no filemap events in this kernel", r);
        if (r == -EPERM && arg_mode == RECORD_MODE_TRACEFS)
                return ctl_error("tracefs", "permission denied (tracefs needs root)", r);
        if (r == -EPERM)
                return ctl_error(cmd[0], "tracing not permitted here (ptrace or seccomp refused)", r);
        if (r == -EOPNOTSUPP)
                return ctl_error(cmd[0], "recording is not supported on this architecture", r);
        if (r < 0)
                return ctl_error(cmd[0], NULL, r);

        if (st.n_evict_failed > 0 && arg_verbose)
                ctl_warn("%zu files could not be evicted before recording, ignoring", st.n_evict_failed);
        if (st.timed_out)
                ctl_warn("%s: time limit of %.1f s reached, command killed; "
                         "the profile covers what ran until then", cmd[0], (double) arg_timeout_usec / 1e6);
        if (p->n_files == 0)
                ctl_warn("%s: no files recorded", cmd[0]);
        if (st.n_trace_lost > 0)
                ctl_warn("tracefs: %" PRIu64 " events lost (trace buffer full), ignoring", st.n_trace_lost);

        /* Not in the middle of a merge of preloadd's that loaded the profile before this save: it
         * would save its old version back over the recording. */
        _cleanup_close_ int dir_lock = -EBADF;
        r = dir ? profile_dir_lock(dir, &dir_lock) : 0;
        if (r >= 0)
                r = profile_save(p, path);
        if (r < 0) {
                int status = ctl_error(path, NULL, r);
                profile_free(p);
                return status;
        }
        print_summary(p, &st, path, n_stale, n_old);
        profile_free(p);
        return CTL_EXIT_OK;
}
