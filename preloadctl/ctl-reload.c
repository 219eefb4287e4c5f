/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl reload: preloadd re-reads its configuration, or keeps the one in force and says why. */
#include <inttypes.h>
#include <json-c/json.h>
#include <string.h>

#include "client.h"
#include "ctl-daemon.h"
#include "ctl-reload.h"
#include "ctl.h"
#include "protocol.h"

int verb_reload(int argc, char **argv) {
        Client *c = NULL;
        ProtocolReply rep = {};
        int r, status;

        r = ctl_parse_no_args(argc, argv, false, NULL);
        if (r <= 0)
                return r == 0 ? CTL_EXIT_OK : CTL_EXIT_USAGE;
        status = ctl_daemon_required("reload", &c);
        if (status != CTL_EXIT_OK)
                return status;
        status = ctl_daemon_call(c, "reload", PROTOCOL_METHOD_RELOAD, NULL, CTL_CALL_TIMEOUT_USEC, &rep);
        client_free(c);
        if (status != CTL_EXIT_OK)
                return status;

        if (arg_json)
                ctl_print_json(json_object_get(rep.parameters));
        else {
                ctl_json_warn_strings(rep.parameters, "warnings", "");
                ctl_json_warn_strings(rep.parameters, "errors", "");
        }
        if (rep.error && strcmp(rep.error, PROTOCOL_ERROR_CONFIG_INVALID) == 0) {
                ctl_warn("reload: the new configuration has errors; preloadd keeps the previous one");
                status = CTL_EXIT_FAILURE;
        } else if (rep.error)
                status = ctl_daemon_error("reload", &rep);
        else if (arg_verbose)
                ctl_warn("reloaded: %" PRId64 " applications", ctl_json_int(rep.parameters, "apps"));
        protocol_reply_done(&rep);
        return status;
}
