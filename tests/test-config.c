/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Config loader: drop-in precedence, masking, globs, values, and every error with file:line. */
#include <errno.h>
#include <json-c/json.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "config.h"
#include "plan.h"
#include "target.h"
#include "util.h"

typedef struct Fixture {
        char *root;
        char *dirs[3]; /* root/a < root/b < root/c */
} Fixture;

static int setup(void **state) {
        Fixture *f = calloc(1, sizeof(Fixture));
        f->root = tu_mkdtemp();
        for (size_t i = 0; i < 3; i++)
                f->dirs[i] = tu_strdupf("%s/%c", f->root, (char) ('a' + i));
        *state = f;
        return 0;
}

static int teardown(void **state) {
        Fixture *f = *state;
        tu_rm_rf(f->root);
        free(f->root);
        for (size_t i = 0; i < 3; i++)
                free(f->dirs[i]);
        free(f);
        return 0;
}

static void put(const Fixture *f, size_t dir, const char *name, const char *text) {
        char *p = tu_strdupf("%s/%s", f->dirs[dir], name);
        tu_write_file(p, text, strlen(text));
        free(p);
}

static int load(const Fixture *f, Config **ret, ConfigReport *report) {
        return config_load((const char *const *) f->dirs, 3, ret, report);
}

static bool report_has(char *const *v, size_t n, const char *s) {
        for (size_t i = 0; i < n; i++)
                if (strcmp(v[i], s) == 0)
                        return true;
        return false;
}

/* Asserts that the report has exactly this error (the file path is relative to the fixture). */
/* "FILE:LINE: reason", or "FILE: reason" for line 0 (the whole file). */
static char *message_new(const Fixture *f, size_t dir, const char *file, unsigned line, const char *reason) {
        if (line == 0)
                return tu_strdupf("%s/%s: %s", f->dirs[dir], file, reason);
        return tu_strdupf("%s/%s:%u: %s", f->dirs[dir], file, line, reason);
}

static void assert_error(const Fixture *f, const ConfigReport *r, size_t dir, const char *file, unsigned line,
                         const char *reason) {
        char *want = message_new(f, dir, file, line, reason);
        if (!report_has(r->errors, r->n_errors, want)) {
                fprintf(stderr, "missing error: %s\nhave:\n", want);
                for (size_t i = 0; i < r->n_errors; i++)
                        fprintf(stderr, "  %s\n", r->errors[i]);
                fail();
        }
        free(want);
}

static void assert_warning(const Fixture *f, const ConfigReport *r, size_t dir, const char *file,
                           unsigned line, const char *reason) {
        char *want = message_new(f, dir, file, line, reason);
        if (!report_has(r->warnings, r->n_warnings, want)) {
                fprintf(stderr, "missing warning: %s\nhave:\n", want);
                for (size_t i = 0; i < r->n_warnings; i++)
                        fprintf(stderr, "  %s\n", r->warnings[i]);
                fail();
        }
        free(want);
}

/* Loads a single app file with the given text and expects exactly one error. */
static void assert_app_error(const Fixture *f, const char *text, unsigned line, const char *reason) {
        ConfigReport r = {};
        Config *c = NULL;

        tu_rm_rf(f->root);
        put(f, 0, "apps.d/x.conf", text);
        /* The file is skipped; the load goes on. */
        assert_int_equal(load(f, &c, &r), CONFIG_LOAD_PARTIAL);
        assert_int_equal(c->n_apps, 0);
        assert_int_equal(c->n_skipped, 1);
        assert_string_equal(c->skipped[0].id, "x");
        c = config_free(c);
        assert_error(f, &r, 0, "apps.d/x.conf", line, reason);
        if (r.n_errors != 1) {
                for (size_t i = 0; i < r.n_errors; i++)
                        fprintf(stderr, "  %s\n", r.errors[i]);
                fail();
        }
        config_report_done(&r);
}

static void assert_daemon_error(const Fixture *f, const char *text, unsigned line, const char *reason) {
        ConfigReport r = {};
        Config *c = NULL;

        tu_rm_rf(f->root);
        put(f, 1, "preloadd.conf", text);
        /* Built-in defaults instead. */
        assert_int_equal(load(f, &c, &r), CONFIG_LOAD_PARTIAL);
        assert_null(c->daemon.path);
        assert_int_equal(c->n_skipped, 1);
        c = config_free(c);
        assert_error(f, &r, 1, "preloadd.conf", line, reason);
        assert_int_equal(r.n_errors, 1);
        config_report_done(&r);
}

static void test_config_load_empty(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;

        /* No directories exist at all: built-in defaults, nothing to warm. */
        assert_int_equal(load(f, &c, &r), 0);
        assert_int_equal(c->n_apps, 0);
        assert_null(c->daemon.path);
        assert_int_equal(c->daemon.memory_budget_percent, CONFIG_DEFAULT_MEMORY_BUDGET_PERCENT);
        assert_int_equal(c->daemon.io_priority, CONFIG_IO_PRIORITY_IDLE);
        assert_int_equal(c->daemon.login_delay_usec, CONFIG_DEFAULT_LOGIN_DELAY_USEC);
        assert_null(c->daemon.strategy);
        assert_int_equal(r.n_errors + r.n_warnings, 0);
        config_free(c);
}

static void test_config_load_precedence(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;
        const AppConfig *a;

        put(f, 0, "apps.d/editor.conf", "[Application]\nExec=/usr/bin/vendor-editor\n");
        put(f, 2, "apps.d/editor.conf", "[Application]\nExec=/usr/bin/local-editor\n");
        put(f, 1, "apps.d/browser.conf", "[Application]\nName=Browser\nExec=/usr/bin/browser\n");
        put(f, 0, "apps.d/mail.conf", "[Application]\nExec=mail\n");
        put(f, 1, "apps.d/mail.conf", "[Application]\nExec=mail2\n");
        put(f, 0, "preloadd.conf", "[Daemon]\nMemoryBudget=10%\n");
        put(f, 2, "preloadd.conf", "[Daemon]\nMemoryBudget=30%\n");

        assert_int_equal(load(f, &c, &r), 0);
        assert_int_equal(c->n_apps, 3);
        /* sorted by id */
        assert_string_equal(c->apps[0].id, "browser");
        assert_string_equal(c->apps[1].id, "editor");
        assert_string_equal(c->apps[2].id, "mail");

        a = config_find_app(c, "editor");
        assert_non_null(a);
        assert_int_equal(a->n_exec, 1);
        assert_string_equal(a->exec[0], "/usr/bin/local-editor");
        assert_true(strstr(a->path, "/c/apps.d/editor.conf") != NULL);
        assert_int_equal(a->n_overridden, 1);
        assert_true(strstr(a->overridden[0], "/a/apps.d/editor.conf") != NULL);

        a = config_find_app(c, "mail");
        assert_string_equal(a->exec[0], "mail2");
        assert_int_equal(a->n_overridden, 1);

        a = config_find_app(c, "browser");
        assert_string_equal(a->name, "Browser");
        assert_int_equal(a->n_overridden, 0);
        assert_null(config_find_app(c, "nothing"));

        /* The main file is replaced as a whole, not merged. */
        assert_int_equal(c->daemon.memory_budget_percent, 30);
        assert_true(strstr(c->daemon.path, "/c/preloadd.conf") != NULL);
        assert_int_equal(c->daemon.n_overridden, 1);
        config_free(c);
        config_report_done(&r);
}

static void test_config_load_masking(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;
        char *p;

        put(f, 0, "apps.d/gimp.conf", "[Application]\nExec=/usr/bin/gimp\n");
        put(f, 0, "apps.d/kept.conf", "[Application]\nExec=/usr/bin/kept\n");
        put(f, 0, "preloadd.conf", "[Daemon]\nMemoryBudget=10%\n");
        p = tu_strdupf("%s/apps.d/gimp.conf", f->dirs[2]);
        assert_int_equal(tu_run("mkdir -p %s/apps.d && ln -s /dev/null '%s'", f->dirs[2], p), 0);
        free(p);
        p = tu_strdupf("%s/preloadd.conf", f->dirs[1]);
        assert_int_equal(tu_run("mkdir -p %s && ln -s /dev/null '%s'", f->dirs[1], p), 0);
        free(p);
        /* A mask in a lower directory does not hide a file in a higher one. */
        assert_int_equal(tu_run("ln -s /dev/null %s/apps.d/kept.conf.tmp && mkdir -p %s/apps.d && "
                                "mv %s/apps.d/kept.conf.tmp %s/apps.d/kept.conf && "
                                "printf '[Application]\\nExec=/usr/bin/kept2\\n' > %s/apps.d/kept.conf",
                                f->dirs[0], f->dirs[1], f->dirs[0], f->dirs[1], f->dirs[2]),
                         0);

        assert_int_equal(load(f, &c, &r), 0);
        assert_null(config_find_app(c, "gimp"));
        assert_non_null(config_find_app(c, "kept"));
        assert_string_equal(config_find_app(c, "kept")->exec[0], "/usr/bin/kept2");
        assert_int_equal(c->n_masked, 2);
        /* masked main file: built-in defaults, not the lower file */
        assert_null(c->daemon.path);
        assert_int_equal(c->daemon.memory_budget_percent, CONFIG_DEFAULT_MEMORY_BUDGET_PERCENT);
        {
                bool main_masked = false, gimp_masked = false;
                for (size_t i = 0; i < c->n_masked; i++) {
                        main_masked |= strcmp(c->masked[i].id, "preloadd.conf") == 0;
                        gimp_masked |= strcmp(c->masked[i].id, "gimp") == 0 &&
                                       strstr(c->masked[i].path, "/c/apps.d/gimp.conf") != NULL;
                }
                assert_true(main_masked);
                assert_true(gimp_masked);
        }
        config_free(c);
        config_report_done(&r);
}

static void test_config_load_names(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;

        put(f, 0, "apps.d/ok.conf", "[Application]\nExec=/bin/ok\n");
        put(f, 0, "apps.d/not-a-conf.txt", "garbage");
        put(f, 0, "apps.d/.hidden.conf", "garbage");
        put(f, 0, "apps.d/ok.conf.dpkg-old", "garbage");
        put(f, 0, "apps.d/bad name.conf", "[Application]\nExec=/bin/x\n");
        assert_int_equal(tu_run("mkdir -p '%s/apps.d/dir.conf'", f->dirs[0]), 0);

        assert_int_equal(load(f, &c, &r), 0);
        assert_int_equal(c->n_apps, 1);
        assert_string_equal(c->apps[0].id, "ok");
        assert_warning(f, &r, 0, "apps.d/bad name.conf", 0, "invalid application name 'bad name', ignoring");
        assert_warning(f, &r, 0, "apps.d/dir.conf", 0, "is a directory, ignoring");
        assert_int_equal(r.n_warnings, 2);
        config_free(c);
        config_report_done(&r);

        assert_true(config_app_id_valid("firefox-esr"));
        assert_true(config_app_id_valid("org.gnome.Shell@x+1_2"));
        assert_false(config_app_id_valid(""));
        assert_false(config_app_id_valid(".x"));
        assert_false(config_app_id_valid("-x"));
        assert_false(config_app_id_valid("a/b"));
        assert_false(config_app_id_valid("a b"));
        {
                char longname[CONFIG_APP_NAME_MAX + 2];
                memset(longname, 'a', sizeof(longname) - 1);
                longname[sizeof(longname) - 1] = '\0';
                assert_false(config_app_id_valid(longname));
                longname[CONFIG_APP_NAME_MAX] = '\0';
                assert_true(config_app_id_valid(longname));
        }
}

static void test_config_parse_app_values(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;
        const AppConfig *a;

        put(f, 0, "apps.d/full.conf",
            "# comment\r\n"
            "; another comment\n"
            "\n"
            "[Application]\r\n"
            "  Name = Full Application  \n"
            "Exec=/usr/bin/one two\n"
            "Exec=/opt/three ; inline comment\n"
            "Files=/usr/share/full/a.dat /usr/share/full/*.idx\n"
            "Trigger=login\n"
            "Priority=-5\n");
        put(f, 0, "apps.d/reset.conf",
            "[Application]\n"
            "Exec=/bin/dropped\n"
            "Exec=\n"
            "Exec=/bin/kept\n"
            "Files=/dropped\n"
            "Files=\n"
            "Trigger=login\n"
            "Trigger=demand\n"
            "Name=x\n"
            "Name=\n");

        assert_int_equal(load(f, &c, &r), 0);
        a = config_find_app(c, "full");
        assert_non_null(a);
        assert_string_equal(a->name, "Full Application");
        assert_int_equal(a->n_exec, 3);
        assert_string_equal(a->exec[0], "/usr/bin/one");
        assert_string_equal(a->exec[1], "two");
        assert_string_equal(a->exec[2], "/opt/three");
        assert_int_equal(a->n_files, 2);
        assert_string_equal(a->files[1], "/usr/share/full/*.idx");
        assert_int_equal(a->trigger, APP_TRIGGER_LOGIN);
        assert_int_equal(a->priority, -5);

        a = config_find_app(c, "reset");
        assert_int_equal(a->n_exec, 1);
        assert_string_equal(a->exec[0], "/bin/kept");
        assert_int_equal(a->n_files, 0);
        assert_int_equal(a->trigger, APP_TRIGGER_DEMAND);
        assert_int_equal(a->priority, 0);
        assert_null(a->name);
        config_free(c);
        config_report_done(&r);
}

static void test_config_parse_daemon_values(void **state) {
        static const struct {
                const char *text;
                uint64_t usec;
        } delays[] = {
                { "0", 0 },
                { "30", 30000000ull },
                { "30s", 30000000ull },
                { "500ms", 500000ull },
                { "2min", 120000000ull },
                { "1h", 3600000000ull },
                { "24h", 86400000000ull },
                { "1500us", 1500ull },
        };
        DaemonConfig d;
        ConfigReport r = {};

        for (size_t i = 0; i < sizeof(delays) / sizeof(delays[0]); i++) {
                char *text = tu_strdupf("[Daemon]\nLoginDelaySec=%s\n", delays[i].text);
                assert_int_equal(config_parse_daemon("/x", text, strlen(text), &d, &r), 0);
                assert_int_equal(d.login_delay_usec, delays[i].usec);
                daemon_config_done(&d);
                free(text);
        }
        {
                const char text[] = "[Daemon]\nMemoryBudget=100%\nStrategy=populate\nIOPriority=best-effort\n";
                assert_int_equal(config_parse_daemon("/x", text, strlen(text), &d, &r), 0);
                assert_int_equal(d.memory_budget_percent, 100);
                assert_string_equal(d.strategy, "populate");
                assert_int_equal(d.io_priority, CONFIG_IO_PRIORITY_BEST_EFFORT);
                assert_string_equal(d.path, "/x");
                daemon_config_done(&d);
        }
        {
                /* comments only, like the shipped file: every default */
                const char text[] = "# [Daemon]\n# MemoryBudget=50%\n";
                assert_int_equal(config_parse_daemon("/x", text, strlen(text), &d, &r), 0);
                assert_int_equal(d.memory_budget_percent, CONFIG_DEFAULT_MEMORY_BUDGET_PERCENT);
                daemon_config_done(&d);
        }
        /* Not NUL-terminated: the parser must stay within len. */
        {
                char text[] = "[Daemon]\nMemoryBudget=20%XXXXXXXX";
                assert_int_equal(config_parse_daemon("/x", text, strlen("[Daemon]\nMemoryBudget=20%"), &d, &r), 0);
                assert_int_equal(d.memory_budget_percent, 20);
                daemon_config_done(&d);
        }
        assert_int_equal(r.n_errors + r.n_warnings, 0);
}

static void test_config_app_errors(void **state) {
        Fixture *f = *state;

        assert_app_error(f, "[Application]\nExec=/bin/x\nbroken line\n", 3, "expected KEY=VALUE");
        assert_app_error(f, "[Application]\nExec: /bin/x\n", 2, "expected KEY=VALUE");
        assert_app_error(f, "[Application]\n=/bin/x\nExec=/bin/x\n", 2, "missing key name before '='");
        assert_app_error(f, "[Application]\nExec=/bin/x\n[Other\n", 3, "section header without closing ']'");
        assert_app_error(f, "[Application]\nExec=/bin/x\n[Other] x\n", 3, "unexpected text after section header");
        assert_app_error(f, "Exec=/bin/x\n[Application]\nExec=/bin/y\n", 1,
                         "Exec= outside of a section (expected [Application] first)");
        assert_app_error(f, "[Application]\nExec=bin/x\n", 2,
                         "Exec= entry 'bin/x' is neither an absolute path nor a bare program name");
        assert_app_error(f, "[Application]\nExec=/usr/../bin/x\n", 2,
                         "Exec= entry '/usr/../bin/x' is neither an absolute path nor a bare program name");
        assert_app_error(f, "[Application]\nExec=/bin/x\nFiles=share/x\n", 3,
                         "Files= entry 'share/x' is not an absolute path");
        assert_app_error(f, "[Application]\nExec=/bin/x\nFiles=/a/../etc/shadow\n", 3,
                         "Files= entry '/a/../etc/shadow' is not an absolute path");
        assert_app_error(f, "[Application]\nExec=/bin/x\nTrigger=boot\n", 3,
                         "invalid Trigger= value 'boot' (expected login or demand)");
        assert_app_error(f, "[Application]\nExec=/bin/x\nTrigger=Login\n", 3,
                         "invalid Trigger= value 'Login' (expected login or demand)");
        assert_app_error(f, "[Application]\nExec=/bin/x\nPriority=high\n", 3,
                         "invalid Priority= value 'high' (expected an integer)");
        assert_app_error(f, "[Application]\nExec=/bin/x\nPriority=12x\n", 3,
                         "invalid Priority= value '12x' (expected an integer)");
        assert_app_error(f, "[Application]\nExec=/bin/x\nPriority=1001\n", 3,
                         "Priority= value '1001' out of range (-1000..1000)");
        assert_app_error(f, "[Application]\nExec=/bin/x\nPriority=-99999999999999999999\n", 3,
                         "Priority= value '-99999999999999999999' out of range (-1000..1000)");
        assert_app_error(f, "# nothing here\n", 1, "missing [Application] section");
        assert_app_error(f, "", 1, "missing [Application] section");
        assert_app_error(f, "\n\n[Application]\nName=x\nPriority=3\n", 3, "[Application] has neither Exec= nor Files=");
}

static void test_config_app_errors_binary(void **state) {
        Fixture *f = *state;
        static const char nul[] = "[Application]\nExec=/bin/x\nName=a\0b\n";
        ConfigReport r = {};
        Config *c = NULL;

        tu_rm_rf(f->root);
        {
                char *p = tu_strdupf("%s/apps.d/x.conf", f->dirs[0]);
                tu_write_file(p, nul, sizeof(nul) - 1);
                free(p);
        }
        assert_int_equal(load(f, &c, &r), CONFIG_LOAD_PARTIAL);
        c = config_free(c);
        assert_error(f, &r, 0, "apps.d/x.conf", 3, "line contains a NUL byte");
        config_report_done(&r);
}

static void test_config_app_errors_limits(void **state) {
        Fixture *f = *state;
        char *text, *p;
        size_t n = 0;
        ConfigReport r = {};
        Config *c = NULL;

        /* A long line is an error, never silently truncated (which would change a path). */
        {
                char longline[2048] = "[Application]\nExec=/bin/x\nFiles=/";
                size_t l = strlen(longline);
                memset(longline + l, 'a', 1000);
                strcpy(longline + l + 1000, "\n");
                tu_rm_rf(f->root);
                put(f, 0, "apps.d/x.conf", longline);
        }
        assert_int_equal(load(f, &c, &r), CONFIG_LOAD_PARTIAL);
        c = config_free(c);
        assert_int_equal(r.n_errors, 1);
        p = tu_strdupf("%s/apps.d/x.conf:3: line too long (more than ", f->dirs[0]);
        assert_true(strncmp(r.errors[0], p, strlen(p)) == 0);
        free(p);
        config_report_done(&r);

        /* Too many entries in one list. */
        text = calloc(1, 64 * 1024);
        n = (size_t) sprintf(text, "[Application]\n");
        for (unsigned i = 0; i < CONFIG_LIST_MAX + 1; i++)
                n += (size_t) sprintf(text + n, "Exec=/bin/p%u\n", i);
        p = tu_strdupf("too many Exec= entries (at most %u)", CONFIG_LIST_MAX);
        assert_app_error(f, text, CONFIG_LIST_MAX + 2, p);
        free(p);
        free(text);

        /* A file over the size cap is refused before it is read. */
        tu_rm_rf(f->root);
        text = malloc(CONFIG_FILE_SIZE_MAX + 2);
        memset(text, '#', CONFIG_FILE_SIZE_MAX + 1);
        text[CONFIG_FILE_SIZE_MAX + 1] = '\0';
        put(f, 0, "apps.d/x.conf", text);
        free(text);
        assert_int_equal(load(f, &c, &r), CONFIG_LOAD_PARTIAL);
        c = config_free(c);
        p = tu_strdupf("file too large (%u bytes, at most %u)", CONFIG_FILE_SIZE_MAX + 1, CONFIG_FILE_SIZE_MAX);
        assert_error(f, &r, 0, "apps.d/x.conf", 0, p);
        free(p);
        config_report_done(&r);

        /* A FIFO must neither hang the loader nor be read. */
        tu_rm_rf(f->root);
        assert_int_equal(tu_run("mkdir -p %s/apps.d && mkfifo %s/apps.d/x.conf", f->dirs[0], f->dirs[0]), 0);
        assert_int_equal(load(f, &c, &r), CONFIG_LOAD_PARTIAL);
        c = config_free(c);
        assert_error(f, &r, 0, "apps.d/x.conf", 0, "not a regular file");
        config_report_done(&r);

        /* A dangling symlink is reported, not skipped (it shadows a lower file). */
        tu_rm_rf(f->root);
        put(f, 0, "apps.d/x.conf", "[Application]\nExec=/bin/x\n");
        assert_int_equal(tu_run("mkdir -p %s/apps.d && ln -s /nonexistent %s/apps.d/x.conf", f->dirs[1],
                                f->dirs[1]),
                         0);
        assert_int_equal(load(f, &c, &r), CONFIG_LOAD_PARTIAL);
        c = config_free(c);
        assert_error(f, &r, 1, "apps.d/x.conf", 0, "cannot open: No such file or directory");
        config_report_done(&r);
}

static void test_config_daemon_errors(void **state) {
        Fixture *f = *state;

        assert_daemon_error(f, "[Daemon]\nMemoryBudget=50\n", 2,
                            "invalid MemoryBudget= value '50' (expected a percentage, e.g. 50%)");
        assert_daemon_error(f, "[Daemon]\nMemoryBudget=0%\n", 2,
                            "invalid MemoryBudget= value '0%' (expected 1%..100%)");
        assert_daemon_error(f, "[Daemon]\nMemoryBudget=101%\n", 2,
                            "invalid MemoryBudget= value '101%' (expected 1%..100%)");
        assert_daemon_error(f, "[Daemon]\nMemoryBudget=%\n", 2,
                            "invalid MemoryBudget= value '%' (expected a percentage, e.g. 50%)");
        assert_daemon_error(f, "[Daemon]\n\nStrategy=fast\n", 3,
                            "unknown Strategy= value 'fast' (expected willneed, madvise, read, populate or uring)");
        assert_daemon_error(f, "[Daemon]\nIOPriority=realtime\n", 2,
                            "invalid IOPriority= value 'realtime' (expected idle or best-effort)");
        assert_daemon_error(f, "[Daemon]\nLoginDelaySec=soon\n", 2,
                            "invalid LoginDelaySec= value 'soon' (expected a time span, e.g. 30s or 2min)");
        assert_daemon_error(f, "[Daemon]\nLoginDelaySec=-1\n", 2,
                            "invalid LoginDelaySec= value '-1' (expected a time span, e.g. 30s or 2min)");
        assert_daemon_error(f, "[Daemon]\nLoginDelaySec=5 fortnights\n", 2,
                            "invalid LoginDelaySec= value '5 fortnights' (expected a time span, e.g. 30s or 2min)");
        assert_daemon_error(f, "[Daemon]\nLoginDelaySec=25h\n", 2, "LoginDelaySec= value '25h' too large (at most 24h)");
        assert_daemon_error(f, "[Daemon]\nLoginDelaySec=99999999999999999999999\n", 2,
                            "LoginDelaySec= value '99999999999999999999999' too large (at most 24h)");
        assert_daemon_error(f, "MemoryBudget=10%\n", 1, "MemoryBudget= outside of a section (expected [Daemon] first)");
}

static void test_config_errors_collected(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;

        /* Every problem in every file is reported at once, not just the first. */
        put(f, 0, "apps.d/one.conf", "[Application]\nExec=/bin/x\nTrigger=x\nPriority=y\n");
        put(f, 1, "apps.d/two.conf", "[Application]\nbad\n");
        put(f, 2, "apps.d/good.conf", "[Application]\nExec=/bin/x\n");
        put(f, 2, "preloadd.conf", "[Daemon]\nIOPriority=x\n");
        assert_int_equal(load(f, &c, &r), CONFIG_LOAD_PARTIAL);
        /* Only the good application loads. */
        assert_int_equal(c->n_apps, 1);
        assert_string_equal(c->apps[0].id, "good");
        assert_int_equal(c->n_skipped, 3);
        c = config_free(c);
        assert_int_equal(r.n_errors, 4);
        assert_error(f, &r, 0, "apps.d/one.conf", 3, "invalid Trigger= value 'x' (expected login or demand)");
        assert_error(f, &r, 0, "apps.d/one.conf", 4, "invalid Priority= value 'y' (expected an integer)");
        assert_error(f, &r, 1, "apps.d/two.conf", 2, "expected KEY=VALUE");
        assert_error(f, &r, 2, "preloadd.conf", 2, "invalid IOPriority= value 'x' (expected idle or best-effort)");
        config_report_done(&r);

        /* A broken file that is overridden by a good one does not count. */
        tu_rm_rf(f->root);
        put(f, 0, "apps.d/one.conf", "[Application]\nbad\n");
        put(f, 1, "apps.d/one.conf", "[Application]\nExec=/bin/x\n");
        assert_int_equal(load(f, &c, &r), 0);
        assert_int_equal(r.n_errors, 0);
        config_free(c);
        config_report_done(&r);
}

/* One broken file is reported and skipped; every other application keeps working. */
static void test_config_load_per_file(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;
        json_object *o, *v;

        put(f, 0, "apps.d/good.conf", "[Application]\nExec=/bin/true\n");
        put(f, 0, "apps.d/bad.conf", "[Application]\nExec=/bin/true\nbroken\n");
        /* a broken override hides the file it replaces, it does not bring it back */
        put(f, 0, "apps.d/over.conf", "[Application]\nExec=/bin/true\n");
        put(f, 1, "apps.d/over.conf", "[Application]\nTrigger=sometimes\nExec=/bin/true\n");
        assert_int_equal(load(f, &c, &r), CONFIG_LOAD_PARTIAL);
        assert_int_equal(c->n_apps, 1);
        assert_non_null(config_find_app(c, "good"));
        assert_null(config_find_app(c, "bad"));
        assert_null(config_find_app(c, "over"));
        assert_int_equal(c->n_skipped, 2);
        assert_string_equal(c->skipped[0].id, "bad");
        assert_error(f, &r, 0, "apps.d/bad.conf", 3, "expected KEY=VALUE");
        assert_true(strstr(c->skipped[0].reason, "bad.conf:3: expected KEY=VALUE") != NULL);

        /* list's JSON says what was skipped, and why */
        o = json_object_new_object();
        assert_int_equal(config_to_json(c, o), 0);
        assert_true(json_object_object_get_ex(o, "skipped", &v));
        assert_int_equal(json_object_array_length(v), 2);
        assert_string_equal(json_object_get_string(json_object_object_get(json_object_array_get_idx(v, 0), "id")),
                            "bad");
        json_object_put(o);
        config_free(c);
        config_report_done(&r);
}

/* Values end up in JSON: a line that is not UTF-8 is an error, and the JSON stays valid. */
static void test_config_utf8(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;

        assert_app_error(f, "[Application]\nName=caf\xe9\nExec=/bin/true\n", 2, "line is not valid UTF-8");
        assert_app_error(f, "[Application]\nExec=/bin/\xc0\xaf\n", 2, "line is not valid UTF-8");
        assert_app_error(f, "[Application]\nExec=/bin/true\nName=\xed\xa0\x80\n", 3, "line is not valid UTF-8");
        assert_daemon_error(f, "[Daemon]\nStrategy=\xff\n", 2, "line is not valid UTF-8");

        tu_rm_rf(f->root);
        put(f, 0, "apps.d/x.conf", "[Application]\nName=Caf\xc3\xa9 \xf0\x9f\x98\x80\nExec=/bin/true\n");
        assert_int_equal(load(f, &c, &r), 0);
        assert_string_equal(config_find_app(c, "x")->name, "Caf\xc3\xa9 \xf0\x9f\x98\x80");
        config_free(c);
        config_report_done(&r);
}

/* What used to surprise: BOM, two sections, line 0, message order, Name= as a target. */
static void test_config_surprises(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;

        /* a UTF-8 byte order mark is not part of the first line */
        put(f, 0, "apps.d/bom.conf", "\xef\xbb\xbf[Application]\nExec=/bin/true\n");
        /* a second [Application] section is said, with the line of the first */
        put(f, 0, "apps.d/twice.conf", "[Application]\nExec=/bin/true\n[Application]\nName=Twice\n");
        /* a bad file name concerns the whole file: no line number */
        put(f, 0, "apps.d/bad name.conf", "[Application]\nExec=/bin/true\n");
        /* warnings and errors come in the order of the lines */
        put(f, 0, "apps.d/order.conf", "[Application]\nExec=/bin/true\nUnknown=1\nTrigger=x\nOther=2\n");
        assert_int_equal(load(f, &c, &r), CONFIG_LOAD_PARTIAL);
        assert_non_null(config_find_app(c, "bom"));
        assert_non_null(config_find_app(c, "twice"));
        assert_warning(f, &r, 0, "apps.d/twice.conf", 3, "[Application] again (first at line 1), its keys add to the first");
        assert_warning(f, &r, 0, "apps.d/bad name.conf", 0, "invalid application name 'bad name', ignoring");
        {
                char *w1 = message_new(f, 0, "apps.d/order.conf", 3, "unknown key Unknown in [Application], ignoring");
                char *e = message_new(f, 0, "apps.d/order.conf", 4, "invalid Trigger= value 'x' (expected login or demand)");
                char *w2 = message_new(f, 0, "apps.d/order.conf", 5, "unknown key Other in [Application], ignoring");
                size_t i = 0;
                while (i < r.n_messages && strcmp(r.messages[i].text, w1) != 0)
                        i++;
                assert_true(i + 2 < r.n_messages);
                assert_false(r.messages[i].error);
                assert_string_equal(r.messages[i + 1].text, e);
                assert_true(r.messages[i + 1].error);
                assert_string_equal(r.messages[i + 2].text, w2);
                free(w1);
                free(e);
                free(w2);
        }
        /* Name= names the application too, when only one has it */
        assert_ptr_equal(config_find_app(c, "Twice"), config_find_app(c, "twice"));
        config_free(c);
        config_report_done(&r);
}

static void test_config_warnings(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;

        put(f, 0, "apps.d/x.conf", "[Application]\nExec=/bin/x\nexec=/bin/y\nColour=blue\n[Extra]\nFoo=bar\n");
        put(f, 0, "preloadd.conf", "[Daemon]\nMemoryBudget=5%\nMaxJobs=4\n");
        assert_int_equal(load(f, &c, &r), 0);
        assert_int_equal(r.n_errors, 0);
        assert_warning(f, &r, 0, "apps.d/x.conf", 3, "unknown key exec in [Application], ignoring");
        assert_warning(f, &r, 0, "apps.d/x.conf", 4, "unknown key Colour in [Application], ignoring");
        assert_warning(f, &r, 0, "apps.d/x.conf", 5, "unknown section [Extra], ignoring");
        assert_warning(f, &r, 0, "preloadd.conf", 3, "unknown key MaxJobs in [Daemon], ignoring");
        assert_int_equal(r.n_warnings, 4);
        assert_int_equal(config_find_app(c, "x")->n_exec, 1);
        assert_int_equal(c->daemon.memory_budget_percent, 5);
        config_free(c);
        config_report_done(&r);
}

static void test_app_config_expand_files(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;
        char **files = NULL;
        size_t n = 0;
        char *text;

        put(f, 1, "data/b.idx", "b");
        put(f, 1, "data/a.idx", "a");
        put(f, 1, "data/c.dat", "c");
        put(f, 1, "data/sub/d.idx", "d");
        text = tu_strdupf("[Application]\nFiles=%s/data/*.idx %s/data/missing.dat %s/nomatch/*.x\n"
                          "Files=%s/data/?.dat %s/data/*/*.idx\n",
                          f->dirs[1], f->dirs[1], f->dirs[1], f->dirs[1], f->dirs[1]);
        put(f, 0, "apps.d/g.conf", text);
        free(text);

        assert_int_equal(load(f, &c, &r), 0);
        assert_int_equal(app_config_expand_files(config_find_app(c, "g"), NULL, &files, &n, NULL), 0);
        assert_int_equal(n, 5);
        /* globs sorted, plain paths kept even when missing (the plan reports them) */
        assert_true(strstr(files[0], "/data/a.idx") != NULL);
        assert_true(strstr(files[1], "/data/b.idx") != NULL);
        assert_true(strstr(files[2], "/data/missing.dat") != NULL);
        assert_true(strstr(files[3], "/data/c.dat") != NULL);
        assert_true(strstr(files[4], "/data/sub/d.idx") != NULL);
        for (size_t i = 0; i < n; i++)
                free(files[i]);
        free(files);
        config_free(c);
        config_report_done(&r);
}

static void test_app_config_add_to_plan(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        TargetReport tr = {};
        TargetOptions opts = {};
        Config *c = NULL;
        Plan *p = NULL;
        char *text, *fifo;
        bool seen_data = false, seen_true = false;

        put(f, 1, "data/big.dat", "0123456789");
        fifo = tu_strdupf("%s/data/fifo.dat", f->dirs[1]);
        assert_int_equal(tu_run("mkfifo '%s'", fifo), 0);
        text = tu_strdupf("[Application]\nExec=/bin/true /nonexistent/prog\nFiles=%s/data/*.dat\n", f->dirs[1]);
        put(f, 0, "apps.d/app.conf", text);
        free(text);
        put(f, 0, "apps.d/none.conf", "[Application]\nExec=/nonexistent/a\nFiles=/nonexistent/b\n");

        assert_int_equal(load(f, &c, &r), 0);
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(app_config_add_to_plan(config_find_app(c, "app"), &opts, p, &tr), 0);
        for (size_t i = 0; i < p->n_files; i++) {
                const PlanFile *pf = &p->files[i];
                if (strstr(pf->path, "/data/big.dat")) {
                        seen_data = true;
                        assert_int_equal(pf->n_ranges, 1);
                        assert_int_equal(pf->ranges[0].offset, 0);
                        assert_int_equal(pf->ranges[0].sources, RANGE_SOURCE_FILE);
                }
                if (strcmp(pf->path, "/bin/true") == 0)
                        seen_true = true;
        }
        assert_true(seen_data);
        assert_true(seen_true);
        /* The missing program and the FIFO are warnings; the rest is planned. */
        assert_int_equal(tr.n_warnings, 2);
        assert_true(strncmp(tr.warnings[0], "/nonexistent/prog: ", 19) == 0);
        text = tu_strdupf("%s: not a regular file", fifo);
        assert_string_equal(tr.warnings[1], text);
        free(text);
        target_report_done(&tr);
        plan_free(p);

        /* Nothing plannable at all: the application fails, naming the first problem. */
        assert_int_equal(plan_new(&p), 0);
        assert_int_equal(app_config_add_to_plan(config_find_app(c, "none"), &opts, p, &tr), -ENOENT);
        assert_string_equal(tr.error_path, "/nonexistent/a");
        /* the error is not repeated as a warning; the other problem is one */
        assert_int_equal(tr.n_warnings, 1);
        assert_string_equal(tr.warnings[0], "/nonexistent/b: No such file or directory");
        target_report_done(&tr);
        plan_free(p);
        free(fifo);
        config_free(c);
        config_report_done(&r);
}

static void test_config_default_dirs(void **state) {
        char **dirs;
        size_t n;
        char *old = getenv("XDG_CONFIG_HOME") ? strdup(getenv("XDG_CONFIG_HOME")) : NULL;

        assert_int_equal(config_default_dirs(false, &dirs, &n), 0);
        assert_true(n >= 3);
        assert_string_equal(dirs[n - 2], "/run/preloadd");
        config_dirs_free(dirs, n);

        setenv("XDG_CONFIG_HOME", "/home/u/.cfg", 1);
        assert_int_equal(config_default_dirs(true, &dirs, &n), 0);
        assert_string_equal(dirs[n - 1], "/home/u/.cfg/preloadd");
        assert_string_equal(dirs[n - 2] + strlen(dirs[n - 2]) - strlen("preloadd"), "preloadd");
        config_dirs_free(dirs, n);

        /* relative XDG_CONFIG_HOME is invalid: fall back to $HOME/.config */
        setenv("XDG_CONFIG_HOME", "rel", 1);
        setenv("HOME", "/home/v", 1);
        assert_int_equal(config_default_dirs(true, &dirs, &n), 0);
        assert_string_equal(dirs[n - 1], "/home/v/.config/preloadd");
        config_dirs_free(dirs, n);

        if (old)
                setenv("XDG_CONFIG_HOME", old, 1);
        else
                unsetenv("XDG_CONFIG_HOME");
        free(old);
}

static void test_config_json(void **state) {
        Fixture *f = *state;
        ConfigReport r = {};
        Config *c = NULL;
        json_object *o, *v;

        put(f, 0, "apps.d/j.conf", "[Application]\nExec=/bin/j\nTrigger=login\nPriority=7\n");
        assert_int_equal(load(f, &c, &r), 0);
        assert_int_equal(app_config_to_json(config_find_app(c, "j"), &o), 0);
        assert_true(json_object_object_get_ex(o, "id", &v));
        assert_string_equal(json_object_get_string(v), "j");
        assert_true(json_object_object_get_ex(o, "name", &v));
        assert_null(v);
        assert_true(json_object_object_get_ex(o, "trigger", &v));
        assert_string_equal(json_object_get_string(v), "login");
        assert_true(json_object_object_get_ex(o, "priority", &v));
        assert_int_equal(json_object_get_int(v), 7);
        assert_true(json_object_object_get_ex(o, "exec", &v));
        assert_int_equal(json_object_array_length(v), 1);
        json_object_put(o);

        assert_int_equal(daemon_config_to_json(&c->daemon, &o), 0);
        assert_true(json_object_object_get_ex(o, "memory_budget_percent", &v));
        assert_int_equal(json_object_get_int(v), CONFIG_DEFAULT_MEMORY_BUDGET_PERCENT);
        assert_true(json_object_object_get_ex(o, "io_priority", &v));
        assert_string_equal(json_object_get_string(v), "idle");
        json_object_put(o);
        config_free(c);
        config_report_done(&r);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test_setup_teardown(test_config_load_empty, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_load_precedence, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_load_masking, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_load_names, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_parse_app_values, setup, teardown),
                cmocka_unit_test(test_config_parse_daemon_values),
                cmocka_unit_test_setup_teardown(test_config_app_errors, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_app_errors_binary, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_app_errors_limits, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_daemon_errors, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_errors_collected, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_load_per_file, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_utf8, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_surprises, setup, teardown),
                cmocka_unit_test_setup_teardown(test_config_warnings, setup, teardown),
                cmocka_unit_test_setup_teardown(test_app_config_expand_files, setup, teardown),
                cmocka_unit_test_setup_teardown(test_app_config_add_to_plan, setup, teardown),
                cmocka_unit_test(test_config_default_dirs),
                cmocka_unit_test_setup_teardown(test_config_json, setup, teardown),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
