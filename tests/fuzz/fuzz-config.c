/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * libFuzzer target for the config parser (apps.d files and preloadd.conf, through the in-memory
 * entry points the loader uses). Beyond not crashing: every error and warning names the file and
 * a line, what parses survives a deep copy and the JSON forms, and a file that parses for one
 * kind never leaves anything half-built behind on failure (ASan checks the leaks).
 */
#include <errno.h>
#include <json-c/json.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"

/* Twice the loader's own cap, so that the cap's edge is covered; bigger inputs only slow it. */
#define FUZZ_SIZE_MAX (2u * CONFIG_FILE_SIZE_MAX)
#define FUZZ_PATH "/fuzz/apps.d/fuzz.conf"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void report_check(const ConfigReport *r) {
        char *const *lists[] = { r->errors, r->warnings };
        const size_t counts[] = { r->n_errors, r->n_warnings };

        /* "PATH:LINE: reason": the message a user sees must say where. */
        for (size_t l = 0; l < 2; l++)
                for (size_t i = 0; i < counts[l]; i++) {
                        const char *s = lists[l][i];
                        size_t n = strlen(FUZZ_PATH);
                        if (strncmp(s, FUZZ_PATH ":", n + 1) != 0)
                                abort();
                        s += n + 1;
                        if (*s < '0' || *s > '9')
                                abort();
                        s += strspn(s, "0123456789");
                        if (strncmp(s, ": ", 2) != 0 || s[2] == '\0')
                                abort();
                }
}

static void app_check(const AppConfig *a) {
        AppConfig *copy = NULL;
        json_object *j = NULL;

        if (a->n_exec > CONFIG_LIST_MAX || a->n_files > CONFIG_LIST_MAX)
                abort();
        if (a->priority < CONFIG_PRIORITY_MIN || a->priority > CONFIG_PRIORITY_MAX)
                abort();
        if (app_config_copy(a, &copy) >= 0) {
                if (copy->n_exec != a->n_exec || copy->n_files != a->n_files)
                        abort();
                for (size_t i = 0; i < a->n_exec; i++)
                        if (strcmp(copy->exec[i], a->exec[i]) != 0)
                                abort();
                for (size_t i = 0; i < a->n_files; i++)
                        if (strcmp(copy->files[i], a->files[i]) != 0)
                                abort();
                app_config_free(copy);
        }
        if (app_config_to_json(a, &j) >= 0) {
                /* The List reply is serialised: that must work for whatever was accepted. */
                if (!json_object_to_json_string_ext(j, JSON_C_TO_STRING_PLAIN))
                        abort();
                json_object_put(j);
        }
}

static void daemon_check(const DaemonConfig *d) {
        json_object *j = NULL;

        if (d->memory_budget_percent < 1 || d->memory_budget_percent > 100)
                abort();
        if (d->login_delay_usec > CONFIG_LOGIN_DELAY_MAX_USEC)
                abort();
        if (daemon_config_to_json(d, &j) >= 0) {
                if (!json_object_to_json_string_ext(j, JSON_C_TO_STRING_PLAIN))
                        abort();
                json_object_put(j);
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
        ConfigReport report = {};
        AppConfig *a = NULL;
        DaemonConfig d = {};
        int r;

        if (size > FUZZ_SIZE_MAX)
                return 0;

        /* Both kinds see every input: the grammar is the same, the keys differ. */
        r = config_parse_app("fuzz", FUZZ_PATH, (const char *) data, size, &a, &report);
        if (r == -EBADMSG && report.n_errors == 0)
                abort(); /* a rejected file must say why */
        if (r >= 0)
                app_check(a);
        report_check(&report);
        app_config_free(a);
        config_report_done(&report);

        r = config_parse_daemon(FUZZ_PATH, (const char *) data, size, &d, &report);
        if (r == -EBADMSG && report.n_errors == 0)
                abort();
        if (r >= 0) {
                daemon_check(&d);
                daemon_config_done(&d);
        }
        report_check(&report);
        config_report_done(&report);
        return 0;
}
