/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl cancel [JOB|APP]: by job number, by the name a warm was asked with, or every one. */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"
#include "ctl-cancel.h"
#include "ctl-daemon.h"
#include "ctl.h"
#include "protocol.h"

static int parse_job_id(const char *s, int64_t *ret) {
        char *end;
        long long v;

        if (*s < '0' || *s > '9')
                return -EINVAL;
        errno = 0;
        v = strtoll(s, &end, 10);
        if (errno != 0 || *end || v <= 0)
                return -EINVAL;
        *ret = v;
        return 0;
}

int verb_cancel(int argc, char **argv) {
        static const struct option options[] = { CTL_COMMON_OPTIONS, {} };
        ProtocolReply rep = {};
        Client *c = NULL;
        int64_t id = 0, n = 0;
        const char *what = NULL;
        int opt, r, status;

        optind = 0;
        while ((opt = getopt_long(argc, argv, CTL_COMMON_SHORT, options, NULL)) >= 0) {
                r = ctl_common_option(opt, optarg);
                if (r == -ECANCELED)
                        return CTL_EXIT_OK;
                if (r <= 0)
                        return CTL_EXIT_USAGE;
        }
        if (argc - optind > 1) {
                ctl_warn("cancel takes at most one JOB or APP");
                return CTL_EXIT_USAGE;
        }
        if (optind < argc)
                what = argv[optind];

        status = ctl_daemon_required("cancel", &c);
        if (status != CTL_EXIT_OK)
                return status;

        if (!what || parse_job_id(what, &id) >= 0) {
                /* One job by number, or every one. */
                r = ctl_daemon_cancel(c, id, &rep);
                if (r < 0)
                        status = ctl_error("cancel", NULL, r);
                else if (rep.error)
                        status = ctl_daemon_error("cancel", &rep);
                else
                        n = ctl_json_int(rep.parameters, "cancelled");
                protocol_reply_done(&rep);
        } else {
                /* An application (or any target): each of its jobs, by the name it was asked with. */
                json_object *jobs = ctl_daemon_jobs(c, CTL_CALL_TIMEOUT_USEC, &rep);
                if (!jobs)
                        status = ctl_error("cancel", "preloadd did not list its jobs", -EIO);
                for (size_t i = 0; jobs && i < json_object_array_length(jobs); i++) {
                        json_object *j = json_object_array_get_idx(jobs, i);
                        ProtocolReply crep = {};
                        if (!ctl_json_string(j, "target") || strcmp(ctl_json_string(j, "target"), what) != 0)
                                continue;
                        if (ctl_daemon_cancel(c, ctl_json_int(j, "job"), &crep) >= 0 && !crep.error)
                                n += ctl_json_int(crep.parameters, "cancelled");
                        protocol_reply_done(&crep);
                }
                protocol_reply_done(&rep);
                if (status == CTL_EXIT_OK && n == 0) {
                        ctl_warn("%s: no queued or running warm", what);
                        status = CTL_EXIT_FAILURE;
                }
        }
        client_free(c);
        if (status != CTL_EXIT_OK)
                return status;
        if (arg_json) {
                json_object *o = json_object_new_object();
                json_object_object_add(o, "cancelled", json_object_new_int64(n));
                ctl_print_json(o);
        } else
                printf("%" PRId64 " warm%s cancelled\n", n, n == 1 ? "" : "s");
        return CTL_EXIT_OK;
}
