/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl run: asks preloadd to warm a command's application, then becomes the command. */
#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "client.h"
#include "config.h"
#include "device-lookup.h"
#include "ctl-run.h"
#include "ctl.h"
#include "decide.h"
#include "macro.h"
#include "profile.h"
#include "protocol.h"
#include "target.h"

/* The daemon answers at once, or on a slow device once the profile is cached and at most
 * PROTOCOL_HOLD_MAX_USEC later (the hold); a stuck daemon must not delay the start longer. */
#define RUN_CALL_TIMEOUT_USEC (PROTOCOL_HOLD_MAX_USEC + 500u * 1000u)

DEFINE_TRIVIAL_CLEANUP_FUNC(Config *, config_free);
DEFINE_TRIVIAL_CLEANUP_FUNC(Client *, client_free);

/* The configured application one of whose Exec= programs is program (by identity), or NULL. */
static char *find_app_for(const struct stat *prog_st) {
        _cleanup_(config_freep) Config *c = NULL;
        char **dirs = NULL;
        size_t n_dirs = 0;
        char *id = NULL;

        if (config_default_dirs(true, &dirs, &n_dirs) < 0)
                return NULL;
        /* A broken configuration is the daemon's to report; here it only means "nothing". */
        if (config_load((const char *const *) dirs, n_dirs, &c, NULL) < 0) {
                config_dirs_free(dirs, n_dirs);
                return NULL;
        }
        config_dirs_free(dirs, n_dirs);
        for (size_t i = 0; !id && i < c->n_apps; i++)
                for (size_t k = 0; !id && k < c->apps[i].n_exec; k++) {
                        _cleanup_free_ char *p = target_program_path(c->apps[i].exec[k], NULL);
                        struct stat st;
                        if (p && stat(p, &st) == 0 && st.st_dev == prog_st->st_dev && st.st_ino == prog_st->st_ino)
                                id = strdup(c->apps[i].id);
                }
        return id;
}

static bool have_profile(const char *program) {
        char **dirs = NULL;
        Profile *p = NULL;
        int r;

        if (profile_dirs_default(&dirs) < 0)
                return false;
        r = profile_find(program, (const char *const *) dirs, &p, NULL, NULL, NULL);
        profile_free(p);
        profile_dirs_free(dirs);
        return r >= 0;
}

/* Whether preloadd warms the static plan of st's program at its launch: by the same rule and the
 * same model of its device (warm_decide_static_launch()). */
static bool static_at_launch(const char *program, const struct stat *st) {
        DeviceModel m;

        device_model_read(NULL, NULL, device_block_of(program, st->st_dev), &m);
        return warm_decide_static_launch(&m);
}

/* Queues the warm, without waiting for it; every failure is only worth a word with -v. */
static void ask_daemon(const char *key, const char *value) {
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
        json_object_object_add(params, key, json_object_new_string(value));
        json_object_object_add(params, "wait", json_object_new_boolean(false));
        /* Held, as an application unit is on a slow device: the command starts once the part of
         * the profile that decides its speed is cached, instead of racing the warm for the disk. */
        json_object_object_add(params, "hold", json_object_new_boolean(true));
        r = client_call(c, PROTOCOL_METHOD_WARM, params, RUN_CALL_TIMEOUT_USEC, &rep);
        json_object_put(params);
        if (arg_verbose) {
                json_object *held = NULL;
                if (r < 0)
                        ctl_warn("%s: preloadd did not answer (%s)", value, strerror(-r));
                else if (rep.error)
                        ctl_warn("%s: preloadd refused the warm: %s", value, rep.error);
                else if (json_object_object_get_ex(rep.parameters, "held_usec", &held) &&
                         json_object_get_int64(held) > 0)
                        ctl_warn("%s: warming through preloadd, held %.3f s", value,
                                 (double) json_object_get_int64(held) / 1e6);
                else
                        ctl_warn("%s: warming through preloadd", value);
        }
        protocol_reply_done(&rep);
}

int verb_run(int argc, char **argv) {
        _cleanup_free_ char *program = NULL, *app = NULL;
        char **cmd = argv + 1;
        struct stat st;

        if (argc > 1 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
                printf("Usage: preloadctl run [--] COMMAND [ARGS...]\n\n"
                       "Ask preloadd to warm COMMAND's application (when it is configured or has a\n"
                       "profile), then run COMMAND in place of preloadctl.\n\nSee preloadctl(1).\n");
                return CTL_EXIT_OK;
        }
        if (argc > 1 && strcmp(argv[1], "--") == 0)
                cmd++;
        if (!*cmd) {
                ctl_warn("run: missing command; see --help");
                return CTL_EXIT_USAGE;
        }

        /* Only a program preloadd knows something about costs a call: a configured application, or
         * a learned profile. Anything else starts at once. */
        program = target_program_path(cmd[0], getenv("PATH"));
        if (program && stat(program, &st) == 0) {
                if ((app = find_app_for(&st)) && !have_profile(app) && !static_at_launch(program, &st)) {
                        /* As preloadd decides at a launch: where bytes bind, a static plan only
                         * competes with the start. */
                        if (arg_verbose)
                                ctl_warn("%s: no learned profile, and a static plan is not warmed where bytes "
                                         "bind; starting without a warm", app);
                } else if (app)
                        ask_daemon("app", app);
                else if (have_profile(program))
                        ask_daemon("program", program);
                else if (arg_verbose)
                        ctl_warn("%s: no application or profile, starting without a warm", program);
        }

        fflush(stdout);
        execvp(cmd[0], cmd);
        ctl_warn("%s: %s", cmd[0], strerror(errno));
        return errno == ENOENT ? 127 : 126;
}
