/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Launch detection: unit names by the desktop naming, and the cgroup.procs reader it relies on. */
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "cgroup.h"
#include "config.h"
#include "decide.h"
#include "launch.h"
#include "launch-internal.h"
#include "elfimage.h"
#include "launch-warm.h"
#include "macro.h"
#include "plan.h"
#include "profile.h"
#include "util.h"

static void check_app(const char *unit, const char *id, const char *launcher) {
        char *got_id = NULL, *got_launcher = NULL;

        if (launch_unit_parse(unit, &got_id, &got_launcher) != 1)
                fail_msg("%s: not parsed as an application unit", unit);
        assert_string_equal(got_id, id);
        if (launcher)
                assert_string_equal(got_launcher, launcher);
        else
                assert_null(got_launcher);
        free(got_id);
        free(got_launcher);
}

static void check_not_app(const char *unit) {
        char *id = NULL, *launcher = NULL;
        int r = launch_unit_parse(unit, &id, &launcher);

        if (r != 0)
                fail_msg("%s: parsed as an application unit (%d, id '%s')", unit, r, id ? id : "");
        assert_null(id);
        assert_null(launcher);
}

static void test_launch_unit_parse_scope(void **state) {
        check_app("app-gnome-org.gnome.Evince-12345.scope", "org.gnome.Evince", "gnome");
        check_app("app-test-X-1.scope", "X", "test");
        check_app("app-org.gnome.Evince-12345.scope", "org.gnome.Evince", NULL);
        check_app("app-glib-firefox-4242.scope", "firefox", "glib");
        check_app("app-KDE-org.kde.okular-a1b2c3.scope", "org.kde.okular", "KDE");
}

static void test_launch_unit_parse_service(void **state) {
        check_app("app-gnome-org.gnome.Evince@12345.service", "org.gnome.Evince", "gnome");
        check_app("app-flatpak-org.telegram.desktop@12345.service", "org.telegram.desktop", "flatpak");
        check_app("app-KDE-org.kde.okular@12345.service", "org.kde.okular", "KDE");
        check_app("app-org.kde.konsole@0d1f4b8e9a7c4f2e.service", "org.kde.konsole", NULL);
        /* Singletons (D-Bus activated) have no random part. */
        check_app("app-org.kde.amarok.service", "org.kde.amarok", NULL);
        check_app("app-gnome-org.gnome.Nautilus.service", "org.gnome.Nautilus", "gnome");
        /* Before systemd 248 autostart units ended in -autostart. */
        check_app("app-gnome-org.gnome.SettingsDaemon.Power-autostart.service", "org.gnome.SettingsDaemon.Power",
                  "gnome");
}

static void test_launch_unit_parse_escapes(void **state) {
        check_app("app-gnome-org.gnome.Evolution\\x2dalarm\\x2dnotify-2437.scope", "org.gnome.Evolution-alarm-notify",
                  "gnome");
        check_app("app-my\\x2dlauncher-foo\\x2dbar@1.service", "foo-bar", "my-launcher");
        check_app("app-a\\x2Db-1.scope", "a-b", NULL);
        check_app("app-caf\\x40e-1.scope", "caf@e", NULL);
        /* Malformed or unprintable escapes, and ids that cannot name a file, are not taken. */
        check_not_app("app-foo\\x2-1.scope");
        check_not_app("app-foo\\x-1.scope");
        check_not_app("app-foo\\xzz-1.scope");
        check_not_app("app-foo\\y2d-1.scope");
        check_not_app("app-foo\\-1.scope");
        check_not_app("app-a\\x2fb-1.scope");
        check_not_app("app-\\x2efoo-1.scope");
        check_not_app("app-a\\x00b-1.scope");
        check_not_app("app-a\\x20b-1.scope");
        check_not_app("app-a\\xc3\\xa9-1.scope");
}

/* Flatpak's scope: app-flatpak-<id>-<pid> (1.8 to 1.14) or -<instance id> (1.16), its id escaped
 * as systemd escapes unit names (all but letters, digits, ':', '_' and '.'). */
static void test_launch_unit_parse_flatpak(void **state) {
        char unit[600], *id = NULL;

        check_app("app-flatpak-org.gnome.Evince-12345.scope", "org.gnome.Evince", "flatpak");
        check_app("app-flatpak-org.mozilla.firefox-3951802447.scope", "org.mozilla.firefox", "flatpak");
        check_app("app-flatpak-org.gnome.TextEditor\\x2dDevel-77.scope", "org.gnome.TextEditor-Devel", "flatpak");
        check_app("app-flatpak-io.github.a_b.C_d-1.scope", "io.github.a_b.C_d", "flatpak");
        /* hostile: empty fields, an unescaped dash, bad escapes, an id that cannot name a file */
        check_not_app("app-flatpak--1.scope");
        check_not_app("app-flatpak-.scope");
        check_not_app("app-flatpak-org.foo.Bar-.scope");
        check_not_app("app-flatpak-org.foo.Bar-Devel-1.scope");
        check_not_app("app-flatpak-org.foo\\x2-1.scope");
        check_not_app("app-flatpak-org.foo\\xffffffc3-1.scope"); /* a signed char's escape */
        check_not_app("app-flatpak-\\x2e.hidden-1.scope");
        check_not_app("app-flatpak-a\\x2fb-1.scope");
        check_not_app("app-flatpak-org.foo-1.scope\\x00");
        /* an id of 255 bytes is one, of 256 not */
        snprintf(unit, sizeof(unit), "app-flatpak-org.%0251d-1.scope", 0);
        assert_int_equal(launch_unit_parse(unit, &id, NULL), 1);
        assert_int_equal(strlen(id), 255);
        free(id);
        snprintf(unit, sizeof(unit), "app-flatpak-org.%0252d-1.scope", 0);
        check_not_app(unit);
        /* its launcher runs it in a sandbox of its own (its unit's id names it, not its programs) */
        assert_true(launch_unit_sandbox("flatpak"));
        assert_true(launch_unit_sandbox("snap"));
        assert_false(launch_unit_sandbox("gnome"));
        assert_false(launch_unit_sandbox("flatpak2"));
        assert_false(launch_unit_sandbox(""));
        assert_false(launch_unit_sandbox(NULL));
}

/* A snap's application scope: snap.<instance>.<app>-<UUID>.scope, as the desktop file id
 * <snap>_<app> (<snap>+<key>_<app> for a parallel install); not its hooks or services. */
static void test_launch_unit_parse_snap(void **state) {
        static const char *const not_apps[] = {
                "snap.firefox.firefox.service",                                  /* a daemon */
                "snap.firefox.firefox-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.service",
                "snap.lxd.daemon.service",
                "snap.firefox.hook.configure-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope", /* a hook */
                "snap.foo\\x2bcomp.hook.install-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.firefox-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",      /* no app */
                "snap..firefox-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.firefox.-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.firefox.firefox.scope",                                    /* no UUID */
                "snap.firefox.firefox-.scope",
                "snap.firefox.firefox-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5.scope",  /* 35 characters */
                "snap.firefox.firefox-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5ee.scope",
                "snap.firefox.firefox-0ae4b2f6x2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.firefox.firefox-0ae4b2g6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.firefox.firefox0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",  /* no dash before it */
                "snap.Firefox.firefox-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope", /* upper case snap */
                "snap.-foo.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo-.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo--x.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo.bar--0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo.b_r-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo_.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",      /* empty key */
                "snap._k.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo_K.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo_a-b.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo_12345678901.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope", /* key of 11 */
                "snap.foo_a_b.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.fo\\x2fo.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo\\x2ebar.baz-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo.b\\x2-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo.b\\x00r-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.foo.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope.bak",
                "snap.foo.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.slice",
                "snap.scope",
                "snap..scope",
                "snap.-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
                "snap.",
                "snapd.service",
                "snap-foo.bar-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope",
        };
        char unit[600], *id = NULL;

        check_app("snap.firefox.firefox-0ae4b2f6-2c1d-4c3f-9b1e-3f1a2b3c4d5e.scope", "firefox_firefox", "snap");
        check_app("snap.gnome-calculator.gnome-calculator-8f0c3a51-71f2-4e4e-a9cb-0c1d2e3f4a5b.scope",
                  "gnome-calculator_gnome-calculator", "snap");
        check_app("snap.code.url-handler-8F0C3A51-71F2-4E4E-A9CB-0C1D2E3F4A5B.scope", "code_url-handler", "snap");
        check_app("snap.vlc.VLC2-8f0c3a51-71f2-4e4e-a9cb-0c1d2e3f4a5b.scope", "vlc_VLC2", "snap");
        /* a parallel install: the key after '+' as in its desktop file's name */
        check_app("snap.firefox_beta2.firefox-8f0c3a51-71f2-4e4e-a9cb-0c1d2e3f4a5b.scope", "firefox+beta2_firefox",
                  "snap");
        for (size_t i = 0; i < ELEMENTSOF(not_apps); i++)
                check_not_app(not_apps[i]);
        /* out-parameters are optional */
        assert_int_equal(launch_unit_parse("snap.a.b-8f0c3a51-71f2-4e4e-a9cb-0c1d2e3f4a5b.scope", NULL, NULL), 1);
        /* too long: an id of 255 bytes is one, of 256 not */
        snprintf(unit, sizeof(unit), "snap.s%0250d.a-8f0c3a51-71f2-4e4e-a9cb-0c1d2e3f4a5b.scope", 0);
        assert_int_equal(launch_unit_parse(unit, &id, NULL), 1);
        assert_int_equal(strlen(id), 253);
        free(id);
        snprintf(unit, sizeof(unit), "snap.s%0251d.ab-8f0c3a51-71f2-4e4e-a9cb-0c1d2e3f4a5b.scope", 0);
        assert_int_equal(launch_unit_parse(unit, &id, NULL), 1);
        assert_int_equal(strlen(id), 255);
        free(id);
        snprintf(unit, sizeof(unit), "snap.s%0252d.ab-8f0c3a51-71f2-4e4e-a9cb-0c1d2e3f4a5b.scope", 0);
        check_not_app(unit);
}

static void test_launch_unit_parse_not_app(void **state) {
        static const char *const units[] = {
                "app.slice",
                "app-.slice",
                "app-gnome-foo-1.slice",
                "session-2.scope",
                "run-u12.service",
                "run-r0123456789abcdef.scope",
                "user@1000.service",
                "dbus-:1.2-org.freedesktop.portal.Desktop@0.service",
                "other-X-1.scope",
                "application-X-1.scope",
                "App-gnome-foo-1.scope",
                "preloadd.service",
                "app",
                "app-",
                "app-.scope",
                "app-.service",
                "app-foo.scope",         /* a scope needs its random part */
                "app--1.scope",
                "app-foo--1.scope",
                "app--foo-1.scope",
                "app-foo-.scope",
                "app-a-b-c-1.scope",     /* an unescaped dash in the id */
                "app-a-b-c.service",
                "app-a-b-c-d.service",
                "app-foo@.service",      /* a template */
                "app-foo@1@2.service",
                "app-@1.service",
                "app-gnome-@1.service",
                "app-foo-1.scope.bak",
                "app-foo-1.Scope",
                "app-foo.socket",
                "app-foo-1.timer",
                "",
        };

        for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++)
                check_not_app(units[i]);
        assert_int_equal(launch_unit_parse(NULL, NULL, NULL), 0);
        /* Out-parameters are optional. */
        assert_int_equal(launch_unit_parse("app-test-X-1.scope", NULL, NULL), 1);
}

static void test_launch_unit_parse_long_id(void **state) {
        char unit[600], *id = NULL;

        snprintf(unit, sizeof(unit), "app-%0255d-1.scope", 0);
        assert_int_equal(launch_unit_parse(unit, &id, NULL), 1);
        assert_int_equal(strlen(id), 255);
        free(id);
        snprintf(unit, sizeof(unit), "app-%0256d-1.scope", 0);
        check_not_app(unit);
}

static void test_launch_unit_cgroup_of(void **state) {
        static const struct {
                const char *unit, *cg, *want;
        } cases[] = {
                { "app-x@r1.service", "/user.slice/user-1000.slice/user@1000.service/app.slice/app-x@r1.service",
                  "/user.slice/user-1000.slice/user@1000.service/app.slice/app-x@r1.service" },
                /* a process below its unit's group (Delegate=) */
                { "app-k-a.scope", "/u/app.slice/app-k-a.scope/sub/deeper", "/u/app.slice/app-k-a.scope" },
                /* a prefix of another component is not the unit */
                { "app-k-a.scope", "/u/app.slice/app-k-a.scope2/x", NULL },
                { "app-k-a.scope", "/u/app.slice/xapp-k-a.scope", NULL },
                { "app-k-a.scope", "/", NULL },
        };

        for (size_t i = 0; i < ELEMENTSOF(cases); i++) {
                char *got = NULL;
                int r = launch_unit_cgroup_of(cases[i].unit, cases[i].cg, &got);
                assert_int_equal(r, cases[i].want ? 1 : 0);
                if (cases[i].want)
                        assert_string_equal(got, cases[i].want);
                free(got);
        }
}

static void test_cgroup_procs_parse(void **state) {
        pid_t pids[3];

        assert_int_equal(cgroup_procs_parse("", 0, pids, 3), 0);
        assert_int_equal(cgroup_procs_parse("12\n345\n", 7, pids, 3), 2);
        assert_int_equal(pids[0], 12);
        assert_int_equal(pids[1], 345);
        /* More than asked for: the first ones, in order. */
        assert_int_equal(cgroup_procs_parse("1\n2\n3\n4\n", 8, pids, 3), 3);
        assert_int_equal(pids[2], 3);
        assert_int_equal(cgroup_procs_parse("12", 2, pids, 3), -EBADMSG);
        assert_int_equal(cgroup_procs_parse("12\n\n", 4, pids, 3), -EBADMSG);
        assert_int_equal(cgroup_procs_parse("-1\n", 3, pids, 3), -EBADMSG);
        assert_int_equal(cgroup_procs_parse("0\n", 2, pids, 3), -EBADMSG);
        assert_int_equal(cgroup_procs_parse("1 2\n", 4, pids, 3), -EBADMSG);
        assert_int_equal(cgroup_procs_parse("99999999999\n", 12, pids, 3), -EBADMSG);
}

static void test_cgroup_dir_for(void **state) {
        const char *root;
        char *d = NULL;

        assert_int_equal(cgroup_dir_for("relative", &d), -EINVAL);
        assert_int_equal(cgroup_dir_for("/a/../b", &d), -EINVAL);
        assert_int_equal(cgroup_dir_for("/a/..", &d), -EINVAL);
        if (cgroup_v2_root(NULL, &root) < 0)
                skip();
        assert_int_equal(cgroup_dir_for("/user.slice/app-x-1.scope", &d), 0);
        assert_true(strncmp(d, root, strlen(root)) == 0);
        assert_string_equal(d + strlen(root), "/user.slice/app-x-1.scope");
        free(d);
}

/* The switch lives in preloadd.conf's [Daemon] section. */
static void test_launch_config_switch(void **state) {
        static const struct {
                const char *text;
                int r;
                bool on;
        } cases[] = {
                { "[Daemon]\n", 0, true },
                { "[Daemon]\nLaunchWarm=no\n", 0, false },
                { "[Daemon]\nLaunchWarm=false\n", 0, false },
                { "[Daemon]\nLaunchWarm=0\n", 0, false },
                { "[Daemon]\nLaunchWarm=yes\n", 0, true },
                { "[Daemon]\nLaunchWarm=on\n", 0, true },
                { "[Daemon]\nLaunchWarm=sometimes\n", -EBADMSG, true },
                { "[Daemon]\nLaunchWarm=\n", -EBADMSG, true },
        };

        for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
                DaemonConfig d = {};
                ConfigReport report = {};
                int r = config_parse_daemon("preloadd.conf", cases[i].text, strlen(cases[i].text), &d, &report);

                assert_int_equal(r, cases[i].r);
                if (r == 0)
                        assert_int_equal(d.launch_warm, cases[i].on);
                else
                        assert_true(report.n_errors == 1 && strstr(report.errors[0], "LaunchWarm="));
                daemon_config_done(&d);
                config_report_done(&report);
        }
}

/* The data trees an application's name points at: /usr/share/vim for vim.basic. */
static void test_launch_app_names(void **state) {
        char names[LAUNCH_APP_NAMES_MAX][256];

        assert_int_equal(launch_app_names("vim.basic", names), 3);
        assert_string_equal(names[0], "vim.basic");
        assert_string_equal(names[1], "vim");
        assert_string_equal(names[2], "basic");
        assert_int_equal(launch_app_names("emacs-nox", names), 2);
        assert_string_equal(names[1], "emacs");
        assert_int_equal(launch_app_names("org.inkscape.Inkscape", names), 3);
        assert_string_equal(names[1], "org");
        assert_string_equal(names[2], "inkscape");
        assert_int_equal(launch_app_names("gcc", names), 1);
        assert_string_equal(names[0], "gcc");
        /* nothing empty: a name that starts with its separator, or ends with one */
        assert_int_equal(launch_app_names("-x.", names), 2);
        assert_string_equal(names[0], "-x.");
        assert_string_equal(names[1], "-x");
}

/* Which preparations are kept: the first whatever its size, then within the count and the bytes. */
static void test_launch_prep_fits(void **state) {
        assert_true(launch_prep_fits(0, 0, 10u * LAUNCH_PREPARED_BYTES_MAX));
        assert_true(launch_prep_fits(1, 1000, LAUNCH_PREPARED_BYTES_MAX - 1000));
        assert_false(launch_prep_fits(1, 1000, LAUNCH_PREPARED_BYTES_MAX - 999));
        /* one too large is passed over, a smaller one after it still fits */
        assert_false(launch_prep_fits(2, LAUNCH_PREPARED_BYTES_MAX / 2, LAUNCH_PREPARED_BYTES_MAX / 2 + 1));
        assert_true(launch_prep_fits(2, LAUNCH_PREPARED_BYTES_MAX / 2, 4096));
        assert_false(launch_prep_fits(LAUNCH_PREPARED_MAX, 0, 1));
        assert_true(launch_prep_fits(LAUNCH_PREPARED_MAX - 1, 0, 1));
}

/* Where a name says an application keeps its files: the user's first, then the system's. */
static void test_launch_app_dirs(void **state) {
        char names[2][256] = { "vim", "basic" }, **v = NULL;

        assert_int_equal(launch_app_dirs(names, 1, &(LaunchAppEnv) { .home = "/home/u" }, &v), 8);
        const char *want[] = { "/usr/local/share/vim", "/usr/share/vim", "/etc/vim", "/var/lib/vim",
                               "/home/u/.vim", "/home/u/.config/vim", "/home/u/.local/share/vim", "/home/u/.cache/vim" };
        for (size_t i = 0; i < ELEMENTSOF(want); i++)
                assert_string_equal(v[i], want[i]);
        assert_null(v[8]);
        strv_free_n(v, 8);

        /* XDG variables as set; relative ones and a relative HOME ignored; each path once */
        assert_int_equal(launch_app_dirs(names, 2,
                                         &(LaunchAppEnv) { .home = "rel", .config_home = "/c", .data_home = "d",
                                                           .data_dirs = "/a:/a:x:/" },
                                         &v),
                         10);
        const char *want2[] = { "/a/vim", "/a/basic", "/vim", "/basic", "/etc/vim", "/etc/basic",
                                "/var/lib/vim", "/var/lib/basic", "/c/vim", "/c/basic" };
        for (size_t i = 0; i < ELEMENTSOF(want2); i++)
                assert_string_equal(v[i], want2[i]);
        strv_free_n(v, 10);
}

/* A sandboxed application's own directories on the host: Flatpak's ~/.var/app/ID, a snap's
 * ~/snap/INSTANCE; not the host's trees of its name. */
static void test_launch_sandbox_dirs(void **state) {
        const LaunchAppEnv env = { .home = "/home/u", .data_dirs = "/usr/share" };
        char **v = NULL;

        assert_int_equal(launch_sandbox_dirs("flatpak", "org.gnome.Evince", &env, &v), 1);
        assert_string_equal(v[0], "/home/u/.var/app/org.gnome.Evince");
        assert_null(v[1]);
        strv_free_n(v, 1);
        assert_int_equal(launch_sandbox_dirs("snap", "firefox_firefox", &env, &v), 1);
        assert_string_equal(v[0], "/home/u/snap/firefox");
        strv_free_n(v, 1);
        assert_int_equal(launch_sandbox_dirs("snap", "firefox+beta2_firefox", &env, &v), 1);
        assert_string_equal(v[0], "/home/u/snap/firefox_beta2");
        strv_free_n(v, 1);
        /* not a snap's id; no home; no sandbox */
        v = NULL;
        assert_int_equal(launch_sandbox_dirs("snap", "firefox", &env, &v), 0);
        assert_int_equal(launch_sandbox_dirs("snap", "_x", &env, &v), 0);
        assert_int_equal(launch_sandbox_dirs("flatpak", "org.a.B", &(LaunchAppEnv) { .home = "rel" }, &v), 0);
        assert_int_equal(launch_sandbox_dirs(NULL, "org.a.B", &env, &v), 0);
        assert_null(v);
}

/* A mapped library's own lookups: libselinux's configuration when it is mapped, once, and not
 * for a library of another name. */
static void test_launch_library_lookups(void **state) {
        ProfileFingerprint id = { .size = 1 };
        ProfileFile *f;
        Profile *p;

        assert_int_equal(profile_new("demo", &p), 0);
        assert_int_equal(profile_add_file(p, "/usr/lib/x86_64-linux-gnu/libselinux.so.1.bak", &id, &f), 0);
        assert_int_equal(launch_library_lookups(p), 0);
        assert_int_equal(p->n_lookups, 0);
        assert_int_equal(profile_add_file(p, "/usr/lib/x86_64-linux-gnu/libselinux.so.1", &id, &f), 0);
        assert_int_equal(launch_library_lookups(p), 0);
        assert_int_equal(p->n_lookups, 1);
        assert_string_equal(p->lookups[0], "/etc/selinux/config");
        assert_int_equal(launch_library_lookups(p), 0);
        assert_int_equal(p->n_lookups, 1);
        profile_free(p);
}

/* The page of each ELF file's DT_FINI, where elfimage finds it, for files read at all; data and
 * files without ranges gain nothing, and twice adds nothing. */
static void test_launch_exit_pages(void **state) {
        char *dir = tu_mkdtemp(), *lib = tu_strdupf("%s/libx.so", dir), *data = tu_strdupf("%s/data", dir),
             *unread = tu_strdupf("%s/liby.so", dir);
        const uint64_t page = plan_page_size();
        ProfileFingerprint id;
        ProfileFile *f;
        ElfImage *img;
        uint64_t off;
        Profile *p;

        char *src = tu_strdupf("%s/x.c", dir);
        tu_write_file(data, "plain data, no ELF here\n", 24);
        tu_write_file(src, "int x(int a) { return a * 3; }\n", 31);
        assert_int_equal(tu_run("cd '%s' && %s -shared -fPIC -o libx.so x.c && cp libx.so liby.so", dir, tu_cc()), 0);
        free(src);
        assert_int_equal(elfimage_open(lib, &img, NULL), 0);
        assert_true(img->fini != 0);
        assert_int_equal(elfimage_vaddr_offset(img, img->fini, &off), 0);
        elfimage_free(img);
        off = off / page * page;
        assert_true(off > 0);

        assert_int_equal(profile_new("demo", &p), 0);
        assert_int_equal(profile_fingerprint_path(lib, &id), 0);
        assert_int_equal(profile_add_file(p, lib, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 0, 100), 0); /* the ELF header's read */
        assert_int_equal(profile_fingerprint_path(data, &id), 0);
        assert_int_equal(profile_add_file(p, data, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 0, 24), 0);
        assert_int_equal(profile_fingerprint_path(unread, &id), 0);
        assert_int_equal(profile_add_file(p, unread, &id, &f), 0);

        for (int round = 0; round < 2; round++) {
                assert_int_equal(launch_exit_pages(p), 0);
                f = &p->files[0];
                assert_int_equal(f->n_ranges, 2);
                assert_int_equal(f->ranges[1].offset, off);
                assert_int_equal(f->ranges[1].length, page);
                assert_int_equal(profile_file_bytes(f), 100 + page);
                assert_int_equal(p->files[1].n_ranges, 1);
                assert_int_equal(profile_file_bytes(&p->files[1]), 24);
                assert_int_equal(p->files[2].n_ranges, 0);
        }
        profile_free(p);
        tu_rm_rf(dir);
        free(dir);
        free(lib);
        free(data);
        free(unread);
}

/* The lookups an observed profile gains from those directories, as they are on the disk. */
static void test_launch_app_lookups(void **state) {
        char *home = tu_mkdtemp(), *data = tu_strdupf("%s/share", home), *app = tu_strdupf("%s/share/demo", home),
             *sub = tu_strdupf("%s/share/demo/plugins", home), *file = tu_strdupf("%s/share/demo/readme", home),
             *conf = tu_strdupf("%s/.config/demo", home);
        char names[1][256] = { "demo" };
        LaunchAppEnv env = { .home = home, .data_dirs = data };
        Profile *p;

        assert_int_equal(mkdir(data, 0755), 0);
        assert_int_equal(mkdir(app, 0755), 0);
        assert_int_equal(mkdir(sub, 0755), 0);
        tu_write_file(file, "x", 1);
        assert_int_equal(profile_new("demo", &p), 0);
        assert_int_equal(launch_app_lookups(p, names, 1, &env), 0);

        /* a directory there as "DIR/" (and its subdirectories, not its files); one missing as its path */
        char *dir_lookup = tu_strdupf("%s/", app), *sub_lookup = tu_strdupf("%s/", sub);
        bool have_dir = false, have_sub = false, have_conf = false;
        for (size_t i = 0; i < p->n_lookups; i++) {
                have_dir = have_dir || strcmp(p->lookups[i], dir_lookup) == 0;
                have_sub = have_sub || strcmp(p->lookups[i], sub_lookup) == 0;
                have_conf = have_conf || strcmp(p->lookups[i], conf) == 0;
                assert_null(strstr(p->lookups[i], "readme"));
        }
        assert_true(have_dir);
        assert_true(have_sub);
        assert_true(have_conf);
        for (size_t i = 0; i < p->n_lookups; i++)
                /* those there with their inode, those not there without */
                assert_true((p->lookup_inos[i] != 0) == (strcmp(p->lookups[i], dir_lookup) == 0 ||
                                                          strcmp(p->lookups[i], sub_lookup) == 0));

        /* again: nothing twice */
        size_t n = p->n_lookups;
        assert_int_equal(launch_app_lookups(p, names, 1, &env), 0);
        assert_int_equal(p->n_lookups, n);
        profile_free(p);
        free(dir_lookup);
        free(sub_lookup);
        tu_rm_rf(home);
        free(home);
        free(data);
        free(app);
        free(sub);
        free(file);
        free(conf);
}

/* One sample's decision: procs (pid, comm, majflt) against the state kept from the last one. */
static void sample(LearnProc *state, size_t *n_state, const LaunchProc *procs, size_t n, unsigned at, bool *look) {
        LearnProc next[LAUNCH_PROCS_MAX];

        launch_learn_programs(state, *n_state, procs, n, at, next, look);
        memcpy(state, next, n * sizeof(LearnProc));
        *n_state = n;
}

/* Which processes of a launch get looked at between its snapshots. */
static void test_launch_learn_programs(void **state) {
        LearnProc st[LAUNCH_PROCS_MAX] = {};
        size_t n = 0;
        bool look[LAUNCH_PROCS_MAX];

        /* The first sample: the launcher, the launch's own: not looked at. */
        sample(st, &n, (LaunchProc[]) { { 100, "systemd-run", 0 } }, 1, 1, look);
        assert_false(look[0]);
        /* It execs the application: still the launch's own, however many faults it takes. */
        sample(st, &n, (LaunchProc[]) { { 100, "gcc", 50 } }, 1, 2, look);
        assert_false(look[0]);
        sample(st, &n, (LaunchProc[]) { { 100, "gcc", 90 } }, 1, 3, look);
        assert_false(look[0]);
        /* A child comes (forked: the same comm): looked at now and at the next sample. */
        sample(st, &n, (LaunchProc[]) { { 100, "gcc", 90 }, { 101, "gcc", 0 } }, 2, 4, look);
        assert_false(look[0]);
        assert_true(look[1]);
        /* it execs cc1 before the next sample: a new program, looked at as it comes */
        sample(st, &n, (LaunchProc[]) { { 100, "gcc", 90 }, { 101, "cc1", 1 } }, 2, 5, look);
        assert_true(look[1]);
        /* once more, with no fault since */
        sample(st, &n, (LaunchProc[]) { { 100, "gcc", 90 }, { 101, "cc1", 1 } }, 2, 6, look);
        assert_true(look[1]);
        /* then only while it faults: one fault is not enough, two are (counted from the last look) */
        sample(st, &n, (LaunchProc[]) { { 100, "gcc", 95 }, { 101, "cc1", 2 } }, 2, 7, look);
        assert_false(look[1]);
        sample(st, &n, (LaunchProc[]) { { 100, "gcc", 95 }, { 101, "cc1", 3 } }, 2, 8, look);
        assert_true(look[1]);
        sample(st, &n, (LaunchProc[]) { { 100, "gcc", 95 }, { 101, "cc1", 4 } }, 2, 9, look);
        assert_false(look[1]);
        /* cc1 exits and as comes with a pid reused: a new program all the same */
        sample(st, &n, (LaunchProc[]) { { 100, "gcc", 99 }, { 101, "as", 0 } }, 2, 10, look);
        assert_false(look[0]);
        assert_true(look[1]);
        /* gone: nothing of it is kept */
        sample(st, &n, (LaunchProc[]) { { 100, "gcc", 99 } }, 1, 11, look);
        assert_false(look[0]);
        assert_int_equal(n, 1);
}

/* ---- the marking's gate: it waits for the launch warm's metadata pass ---- */

/* A cache directory as XDG_CACHE_HOME, with a 64 KiB data file and where NAME's profile goes. */
typedef struct TestCache {
        char *cache, *dir, *data, *path;
} TestCache;

static TestCache test_cache_new(const char *name) {
        TestCache c = { .cache = tu_mkdtemp() };

        c.dir = tu_strdupf("%s/preloadd/profiles", c.cache);
        c.data = tu_strdupf("%s/data", c.cache);
        c.path = tu_strdupf("%s/%s.profile", c.dir, name);
        assert_int_equal(setenv("XDG_CACHE_HOME", c.cache, 1), 0);
        assert_int_equal(tu_run("mkdir -p '%s'", c.dir), 0);
        tu_write_filled(c.data, 64 * 1024);
        return c;
}

static void test_cache_free(TestCache *c) {
        unsetenv("XDG_CACHE_HOME");
        tu_rm_rf(c->cache);
        free(c->cache);
        free(c->dir);
        free(c->data);
        free(c->path);
}

/* NAME's learned profile at c's path: length bytes of c's data file. */
static void test_cache_profile(const TestCache *c, const char *name, uint64_t length) {
        ProfileFingerprint id;
        ProfileFile *f;
        Profile *p = NULL;

        assert_int_equal(profile_new(name, &p), 0);
        assert_int_equal(profile_fingerprint_path(c->data, &id), 0);
        assert_int_equal(profile_add_file(p, c->data, &id, &f), 0);
        assert_int_equal(profile_file_add_range(f, 0, length), 0);
        assert_int_equal(profile_save(p, c->path), 0);
        profile_free(p);
}

static uint64_t mono_msec(void) {
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (uint64_t) ts.tv_sec * 1000 + (uint64_t) ts.tv_nsec / 1000000;
}

static bool fd_readable(int fd) {
        struct pollfd p = { .fd = fd, .events = POLLIN };
        return poll(&p, 1, 0) == 1 && (p.revents & POLLIN);
}

/* Marked: the young profile's launches and every LEARN_MARK_EVERY-th after; wholly where a warm
 * is made or the profile is not prepared, and where no warm is made only as the launch brings
 * directories into the lookup cache (no read of its own). */
static void test_launch_mark_mode(void **state) {
        static const struct {
                int choice;
                uint64_t observed;
                LearnMarks marks;
        } cases[] = {
                { -ENOENT, 0, LEARN_MARKS_ALL },  /* nothing learned yet */
                { -ENOENT, 5, LEARN_MARKS_ALL },  /* not prepared: its count is not known, so as young */
                { WARM_CHOICE_HOLD, 0, LEARN_MARKS_ALL },
                { WARM_CHOICE_HOLD, LEARN_MARK_LAUNCHES - 1, LEARN_MARKS_ALL },
                { WARM_CHOICE_HOLD, LEARN_MARK_LAUNCHES, LEARN_MARKS_NONE },
                { WARM_CHOICE_RACE, LEARN_MARK_EVERY, LEARN_MARKS_ALL },
                { WARM_CHOICE_RACE, LEARN_MARK_EVERY + 1, LEARN_MARKS_NONE },
                { WARM_CHOICE_RACE, 2 * LEARN_MARK_EVERY, LEARN_MARKS_ALL },
                /* young, nothing warmed: the marker's own reads would be the launch's cost */
                { WARM_CHOICE_NONE, 0, LEARN_MARKS_CACHED },
                { WARM_CHOICE_NONE, LEARN_MARK_LAUNCHES - 1, LEARN_MARKS_CACHED },
                { WARM_CHOICE_NONE, LEARN_MARK_LAUNCHES, LEARN_MARKS_NONE },
                { WARM_CHOICE_NONE, LEARN_MARK_EVERY, LEARN_MARKS_CACHED },
        };

        for (size_t i = 0; i < ELEMENTSOF(cases); i++) {
                LearnMarks m = launch_mark_mode(cases[i].choice, cases[i].observed);
                if (m != cases[i].marks)
                        fail_msg("case %zu: choice %d, observed %" PRIu64 ": marks %d, expected %d", i,
                                 cases[i].choice, cases[i].observed, (int) m, (int) cases[i].marks);
        }
}

static void test_launch_mark_gate(void **state) {
        TestCache c = test_cache_new("gate-test");
        LaunchLearn *l = NULL;
        int fd = 0, fd2 = 0;
        uint64_t t0;

        assert_int_equal(launch_learn_new(-EBADF, &l), 0);
        assert_int_equal(launch_mark_gate(l, &fd), 1);
        assert_true(fd > 2);
        assert_false(fd_readable(fd)); /* nobody opened it yet */
        /* once */
        assert_int_equal(launch_mark_gate(l, &fd2), 0);
        assert_int_equal(fd2, -EBADF);
        /* named: its marking starts and waits at the gate; freed meanwhile, the launch does not wait
         * out the gate's bound (2 s) */
        assert_int_equal(launch_learn_name(l, "gate-test", 0, NULL), 0);
        usleep(300 * 1000); /* time for the marker to reach the gate */
        t0 = mono_msec();
        assert_null(launch_learn_free(l));
        assert_true(mono_msec() - t0 < 1500);
        close(fd);

        /* named first: the marking started already, there is no gate to make */
        assert_int_equal(launch_learn_new(-EBADF, &l), 0);
        assert_int_equal(launch_learn_name(l, "gate-test", 0, NULL), 0);
        assert_int_equal(launch_mark_gate(l, &fd), 0);
        assert_int_equal(fd, -EBADF);
        assert_null(launch_learn_free(l));
        assert_int_equal(launch_mark_gate(NULL, &fd), 0);
        assert_int_equal(fd, -EBADF);
        test_cache_free(&c);
}

typedef struct GateWarm {
        bool done;
        int error;
        uint64_t bytes;
} GateWarm;

static void on_gate_warm(const LaunchWarmOutcome *o, void *userdata) {
        GateWarm *g = userdata;
        g->done = true;
        g->error = o->error;
        g->bytes = o->bytes;
}

/* A launch warm opens the gate it was given once its metadata pass is over: when it reads its
 * profile, and when it cannot find one at all (the marking must not wait for nothing). */
static void run_gate_warm(const char *name, GateWarm *g, bool *ret_opened) {
        sd_event *e = NULL;
        LaunchWarmer *lw = NULL;
        int efd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
        uint64_t id = 0, v = 0;

        assert_true(efd >= 0);
        assert_int_equal(sd_event_new(&e), 0);
        assert_int_equal(launch_warmer_new(e, on_gate_warm, g, &lw), 0);
        assert_int_equal(launch_warmer_start(lw, name, NULL, 0, fcntl(efd, F_DUPFD_CLOEXEC, 3), &id), 0);
        for (int i = 0; i < 1000 && !g->done; i++)
                assert_true(sd_event_run(e, 10 * 1000) >= 0);
        assert_true(g->done);
        *ret_opened = read(efd, &v, sizeof(v)) == sizeof(v) && v == 1;
        launch_warmer_free(lw);
        sd_event_unref(e);
        close(efd);
}

static void test_launch_warm_opens_gate(void **state) {
        TestCache c = test_cache_new("gate-test");
        GateWarm g = {};
        bool opened = false;

        run_gate_warm("gate-test", &g, &opened);
        assert_true(g.error < 0); /* no such profile */
        assert_true(opened);

        test_cache_profile(&c, "gate-test", 64 * 1024);
        g = (GateWarm) {};
        opened = false;
        /* 64 KiB on this machine's disk: the decision would be no warm, which is not what is
         * tested here (decide.h's knob) */
        assert_int_equal(setenv("PRELOAD_DECIDE", "choice=race", 1), 0);
        run_gate_warm("gate-test", &g, &opened);
        assert_int_equal(unsetenv("PRELOAD_DECIDE"), 0);
        assert_int_equal(g.error, 0);
        assert_int_equal(g.bytes, 64 * 1024);
        assert_true(opened);

        /* decided against: nothing read, and the gate opens all the same */
        assert_int_equal(setenv("PRELOAD_DECIDE", "choice=none", 1), 0);
        g = (GateWarm) {};
        opened = false;
        run_gate_warm("gate-test", &g, &opened);
        assert_int_equal(unsetenv("PRELOAD_DECIDE"), 0);
        assert_int_equal(g.error, 0);
        assert_int_equal(g.bytes, 0);
        assert_true(opened);
        test_cache_free(&c);
}

/* A profile its launch's merge rewrote is prepared again in the background, so that the next
 * launch finds it prepared (and may be held) rather than stale. */
static bool run_until_prepared(sd_event *e, LaunchWarmer *lw, const char *name) {
        for (int i = 0; i < 500 && !launch_warmer_is_prepared(lw, name); i++)
                assert_true(sd_event_run(e, 10 * 1000) >= 0);
        return launch_warmer_is_prepared(lw, name);
}

static void test_launch_warmer_prepare(void **state) {
        TestCache c = test_cache_new("prep-test");
        GateWarm g = {};
        sd_event *e = NULL;
        LaunchWarmer *lw = NULL;

        assert_int_equal(sd_event_new(&e), 0);
        assert_int_equal(launch_warmer_new(e, on_gate_warm, &g, &lw), 0);

        /* none yet: nothing is kept, and asking is harmless */
        assert_int_equal(launch_warmer_prepare(lw, "prep-test"), 0);
        assert_false(run_until_prepared(e, lw, "prep-test"));

        test_cache_profile(&c, "prep-test", 64 * 1024);
        assert_false(launch_warmer_is_prepared(lw, "prep-test"));
        assert_int_equal(launch_warmer_prepare(lw, "prep-test"), 0);
        assert_true(run_until_prepared(e, lw, "prep-test"));
        /* rewritten by a merge: stale until prepared again */
        test_cache_profile(&c, "prep-test", 32 * 1024);
        assert_false(launch_warmer_is_prepared(lw, "prep-test"));
        assert_int_equal(launch_warmer_prepare(lw, "prep-test"), 0);
        assert_true(run_until_prepared(e, lw, "prep-test"));
        assert_false(g.done); /* a preparation is no launch warm: nothing reported */

        /* what a launch would choose now, which decides its marking; none prepared: unknown */
        uint64_t observed = 99;
        WarmDecision d;
        assert_int_equal(launch_warmer_decide(lw, "other", &d, &observed), -ENOENT);
        assert_int_equal(observed, 99);
        assert_int_equal(setenv("PRELOAD_DECIDE", "choice=none", 1), 0);
        assert_int_equal(launch_warmer_decide(lw, "prep-test", &d, &observed), 0);
        assert_int_equal(d.choice, WARM_CHOICE_NONE);
        assert_int_equal(observed, 0);
        assert_int_equal(setenv("PRELOAD_DECIDE", "choice=hold", 1), 0);
        assert_int_equal(launch_warmer_decide(lw, "prep-test", &d, NULL), 0);
        assert_int_equal(d.choice, WARM_CHOICE_HOLD);
        assert_int_equal(unsetenv("PRELOAD_DECIDE"), 0);

        launch_warmer_free(lw);
        sd_event_unref(e);
        test_cache_free(&c);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_launch_app_names),
                cmocka_unit_test(test_launch_learn_programs),
                cmocka_unit_test(test_launch_app_dirs),
                cmocka_unit_test(test_launch_sandbox_dirs),
                cmocka_unit_test(test_launch_prep_fits),
                cmocka_unit_test(test_launch_mark_mode),
                cmocka_unit_test(test_launch_library_lookups),
                cmocka_unit_test(test_launch_exit_pages),
                cmocka_unit_test(test_launch_app_lookups),
                cmocka_unit_test(test_launch_unit_parse_scope),
                cmocka_unit_test(test_launch_unit_parse_service),
                cmocka_unit_test(test_launch_unit_parse_escapes),
                cmocka_unit_test(test_launch_unit_parse_flatpak),
                cmocka_unit_test(test_launch_unit_parse_snap),
                cmocka_unit_test(test_launch_unit_parse_not_app),
                cmocka_unit_test(test_launch_unit_parse_long_id),
                cmocka_unit_test(test_launch_unit_cgroup_of),
                cmocka_unit_test(test_cgroup_procs_parse),
                cmocka_unit_test(test_cgroup_dir_for),
                cmocka_unit_test(test_launch_config_switch),
                cmocka_unit_test(test_launch_mark_gate),
                cmocka_unit_test(test_launch_warm_opens_gate),
                cmocka_unit_test(test_launch_warmer_prepare),
        };

        return cmocka_run_group_tests(tests, NULL, NULL);
}
