/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl run: asks preloadd to warm a command's program if it knows it, then becomes the command. */
#include <errno.h>
#include <json-c/json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "client.h"
#include "ctl-run.h"
#include "ctl.h"
#include "macro.h"
#include "protocol.h"
#include "target.h"

/* The daemon answers once it has looked the program up, or on a slow device once the profile is
 * cached and at most PROTOCOL_HOLD_MAX_USEC later (the hold); a stuck daemon must not delay the
 * start longer. */
#define RUN_CALL_TIMEOUT_USEC (PROTOCOL_HOLD_MAX_USEC + 500u * 1000u)

DEFINE_TRIVIAL_CLEANUP_FUNC(Client *, client_free);

/* What preloadd made of the call, for -v. */
static void report(const char *program, int r, const ProtocolReply *rep) {
        const char *target = NULL, *skipped;
        int64_t held;

        if (r < 0) {
                ctl_warn("%s: preloadd did not answer (%s), starting without a warm", program, strerror(-r));
                return;
        }
        if (rep->error) {
                const char *parameter = ctl_json_string(rep->parameters, "parameter");
                /* A preloadd older than this preloadctl: it would warm whatever it is asked to, so
                 * it is not asked without "known". */
                if (strcmp(rep->error, PROTOCOL_ERROR_INVALID_PARAMETER) == 0 && parameter &&
                    strcmp(parameter, "known") == 0)
                        ctl_warn("%s: preloadd is older than preloadctl (it does not take \"known\"), "
                                 "starting without a warm", program);
                else
                        ctl_warn("%s: preloadd refused the warm: %s", program, rep->error);
                return;
        }
        /* What the program was taken for: its application's id, or itself. */
        target = ctl_json_string(rep->parameters, "target");
        if (!target)
                target = program;
        skipped = ctl_json_string(rep->parameters, "skipped");
        if (skipped) {
                ctl_warn("%s: %s, starting without a warm", target, skipped);
                return;
        }
        held = ctl_json_int(rep->parameters, "held_usec");
        if (held > 0)
                ctl_warn("%s: warming through preloadd, held %.3f s", target, (double) held / 1e6);
        else if (ctl_json_int(rep->parameters, "job") > 0)
                ctl_warn("%s: warming through preloadd (job %lld)", target,
                         (long long) ctl_json_int(rep->parameters, "job"));
        else
                ctl_warn("%s: warming through preloadd", target);
}

/*
 * Asks preloadd to warm program if it knows it (a configured application's Exec=, or a learned
 * profile: it decides, as at a launch), held, without waiting for the warm. Whatever happens, the
 * command starts after: every failure is only worth a word with -v.
 */
static void ask_daemon(const char *program) {
        _cleanup_(client_freep) Client *c = NULL;
        ProtocolReply rep = {};
        json_object *params;
        int r;

        r = client_connect(NULL, &c);
        if (r < 0) {
                if (arg_verbose)
                        ctl_warn("preloadd not reached (%s), starting without a warm", strerror(-r));
                return;
        }
        params = json_object_new_object();
        if (!params)
                return;
        json_object_object_add(params, "program", json_object_new_string(program));
        json_object_object_add(params, "known", json_object_new_boolean(true));
        json_object_object_add(params, "wait", json_object_new_boolean(false));
        /* Held, as an application unit is on a slow device: the command starts once the part of
         * the profile that decides its speed is cached, instead of racing the warm for the disk. */
        json_object_object_add(params, "hold", json_object_new_boolean(true));
        r = client_call(c, PROTOCOL_METHOD_WARM, params, RUN_CALL_TIMEOUT_USEC, &rep);
        json_object_put(params);
        if (arg_verbose)
                report(program, r, &rep);
        protocol_reply_done(&rep);
}

/* The program execvp() will run, absolute (the daemon has no working directory of ours), or NULL. */
static char *program_absolute(const char *name) {
        _cleanup_free_ char *p = target_program_path(name, getenv("PATH"));
        char cwd[PATH_MAX], *abs = NULL;
        struct stat st;

        if (!p || stat(p, &st) < 0 || !S_ISREG(st.st_mode))
                return NULL;
        if (p[0] == '/')
                return TAKE_PTR(p);
        if (!getcwd(cwd, sizeof(cwd)) || asprintf(&abs, "%s/%s", cwd, p) < 0)
                return NULL;
        return abs;
}

int verb_run(int argc, char **argv) {
        _cleanup_free_ char *program = NULL;
        char **cmd = argv + 1;

        if (argc > 1 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
                printf("Usage: preloadctl run [--] COMMAND [ARGS...]\n\n"
                       "Ask preloadd to warm COMMAND's program if it knows it (a configured\n"
                       "application's Exec=, or a learned profile), then run COMMAND in place of\n"
                       "preloadctl.\n\nSee preloadctl(1).\n");
                return CTL_EXIT_OK;
        }
        if (argc > 1 && strcmp(argv[1], "--") == 0)
                cmd++;
        if (!*cmd) {
                ctl_warn("run: missing command; see --help");
                return CTL_EXIT_USAGE;
        }

        /* Whether preloadd knows the program is its to say: it has the configuration loaded and
         * the profiles at hand, where reading them here would add to the launch. */
        program = program_absolute(cmd[0]);
        if (program)
                ask_daemon(program);

        fflush(stdout);
        execvp(cmd[0], cmd);
        ctl_warn("%s: %s", cmd[0], strerror(errno));
        return errno == ENOENT ? 127 : 126;
}
