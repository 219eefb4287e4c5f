/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the control protocol as the daemon meets it: the input is a byte stream
 * from a client, fed to the framer in chunks whose sizes the input's first byte chooses (one byte
 * at a time included), each complete message parsed as a call and its parameters checked by the
 * method's own parser, and as a reply (what preloadctl parses). Beyond not crashing: whatever
 * parses formats back to text that parses again to the same method, and every refusal carries a
 * reason.
 */
#include <errno.h>
#include <json-c/json.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "profile.h"
#include "protocol.h"

#define FUZZ_SIZE_MAX (256u * 1024u)
/* A small frame limit, so that the oversized path is reached without megabyte inputs. */
#define FUZZ_FRAME_MAX 4096u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void params_check(const char *method, json_object *parameters) {
        const char *bad = NULL;
        WarmParams w;
        TargetParams t;
        ForgetParams f;
        uint64_t job;
        int r = 0;

        if (strcmp(method, PROTOCOL_METHOD_WARM) == 0) {
                r = protocol_warm_params_parse(parameters, &w, &bad);
                /* An accepted target is what the daemon then stats and plans: bounded, no controls. */
                if (r >= 0 && (!w.target || strlen(w.target) == 0 || strlen(w.target) > 4096))
                        abort();
                /* "known" maps one program, as a launch shows it: never an application or a list. */
                if (r >= 0 && w.known && (w.kind != WARM_TARGET_PROGRAM || w.n_targets != 1))
                        abort();
        } else if (strcmp(method, PROTOCOL_METHOD_STATUS) == 0) {
                r = protocol_status_params_parse(parameters, &t, &bad);
                if (r >= 0 && t.target && strlen(t.target) == 0)
                        abort();
        } else if (strcmp(method, PROTOCOL_METHOD_CANCEL) == 0) {
                r = protocol_cancel_params_parse(parameters, &job, &bad);
        } else if (strcmp(method, PROTOCOL_METHOD_FORGET) == 0) {
                r = protocol_forget_params_parse(parameters, &f, &bad);
                /* An accepted call names what to remove: everything, or names that are no paths. */
                if (r >= 0 && !f.all && f.n_apps == 0)
                        abort();
                for (size_t i = 0; r >= 0 && i < f.n_apps; i++)
                        if (!profile_name_is_valid(f.apps[i]) || strchr(f.apps[i], '/'))
                                abort();
        } else if (protocol_method_known(method))
                r = protocol_empty_params_parse(parameters, &bad);
        /* InvalidParameter names the parameter. */
        if (r < 0 && (r != -EINVAL || !bad))
                abort();
}

static void message_check(const char *msg, size_t len) {
        ProtocolCall call = {};
        ProtocolReply reply = {};
        const char *reason = NULL;
        char *text = NULL;
        size_t text_len = 0;
        int r;

        r = protocol_call_parse(msg, len, &call, &reason);
        if (r == -EBADMSG && !reason)
                abort();
        if (r >= 0) {
                if (!call.method || !call.parameters || !json_object_is_type(call.parameters, json_type_object))
                        abort();
                params_check(call.method, call.parameters);
                /* The method dispatched on is the whole name sent, not a prefix cut at a "\u0000". */
                {
                        json_object *o = NULL, *m = NULL;
                        if (protocol_json_parse(msg, len, &o, &reason) < 0 ||
                            !json_object_object_get_ex(o, "method", &m) ||
                            (size_t) json_object_get_string_len(m) != strlen(call.method))
                                abort();
                        json_object_put(o);
                }
                /* What the daemon accepted, re-sent, is accepted again as the same call. */
                if (protocol_call_format(call.method, call.parameters, call.oneway, &text, &text_len) >= 0) {
                        ProtocolCall again = {};
                        if (text_len == 0 || text[text_len - 1] != '\0')
                                abort();
                        if (protocol_call_parse(text, text_len - 1, &again, &reason) < 0)
                                abort();
                        if (strcmp(again.method, call.method) != 0 || again.oneway != call.oneway)
                                abort();
                        protocol_call_done(&again);
                        free(text);
                }
                protocol_call_done(&call);
        }

        reason = NULL;
        r = protocol_reply_parse(msg, len, &reply, &reason);
        if (r == -EBADMSG && !reason)
                abort();
        if (r >= 0) {
                if (!reply.parameters)
                        abort();
                if (protocol_reply_format(reply.error, reply.parameters, &text, &text_len) >= 0) {
                        ProtocolReply again = {};
                        if (protocol_reply_parse(text, text_len - 1, &again, &reason) < 0)
                                abort();
                        if ((again.error == NULL) != (reply.error == NULL) ||
                            (reply.error && strcmp(again.error, reply.error) != 0))
                                abort();
                        protocol_reply_done(&again);
                        free(text);
                }
                protocol_reply_done(&reply);
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        ProtocolFramer f;
        size_t chunk, fed = 0, popped = 0;
        bool oversized = false;

        if (size > FUZZ_SIZE_MAX || size == 0)
                return 0;
        /* Chunk sizes 1..256: byte-at-a-time arrival is as common in the corpus as whole writes. */
        chunk = (size_t) data[0] + 1;
        data++;
        size--;

        protocol_framer_init(&f, FUZZ_FRAME_MAX);
        while (fed < size && !oversized) {
                size_t n = size - fed < chunk ? size - fed : chunk;

                if (protocol_framer_feed(&f, data + fed, n) < 0)
                        abort();
                fed += n;
                for (;;) {
                        char *msg = NULL;
                        size_t len = 0;
                        int r = protocol_framer_pop(&f, &msg, &len);
                        if (r == 0)
                                break;
                        if (r == -EMSGSIZE) {
                                /* The daemon hangs up here; the framer must have bounded itself. */
                                oversized = true;
                                break;
                        }
                        if (r < 0)
                                abort();
                        if (len > FUZZ_FRAME_MAX || msg[len] != '\0' || memchr(msg, '\0', len))
                                abort();
                        popped += len + 1;
                        message_check(msg, len);
                        free(msg);
                }
                /* Never more than one partial message plus the last chunk. */
                if (!oversized && protocol_framer_pending(&f) > FUZZ_FRAME_MAX + chunk)
                        abort();
        }
        if (!oversized && popped + protocol_framer_pending(&f) != fed)
                abort();
        protocol_framer_done(&f);
        return 0;
}
