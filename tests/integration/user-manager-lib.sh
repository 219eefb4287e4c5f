# SPDX-License-Identifier: LGPL-2.1-or-later
# Sourced by the tests that run preloadd under a real `systemd --user` manager (user-manager.sh,
# user-manager-installed.sh, launch.sh, learn.sh): the units installed from the build, the fixture
# they give the daemon, and running the harness that starts the manager for the steps.

. "$(dirname "${BASH_SOURCE[0]}")/teardown.sh"

# um_work_parent BUILD: where a test's scratch directory goes. The harness splices the unit
# directory and the command into a shell command unquoted, and the programs the tests launch run
# without capabilities: so a path without blanks or quoting characters that such a process may
# enter. BUILD when it is one, else /var/tmp (both disk-backed); $UM_WORK_PARENT when set.
um_work_parent() {
        if [ -n "${UM_WORK_PARENT:-}" ]; then
                echo "$UM_WORK_PARENT"
        elif [[ $1 =~ ^[A-Za-z0-9._/+-]+$ ]] &&
                setpriv --bounding-set=-all --inh-caps=-all sh -c 'cd "$1"' sh "$1" 2>/dev/null; then
                echo "$1"
        else
                echo /var/tmp
        fi
}

# um_prepare BUILD NAME [TOOL...]: exits 77 (skipped) without root, the harness, systemd, python3
# or one of the TOOLs; else sets $harness, $work (a directory in um_work_parent's, removed on
# exit; processes left running there fail the test, and um_cleanup_hook runs first if the test
# defines one), and $preloadctl, with the build installed into $work/dest and its user units,
# pointed there, in $work/units (with the log drop-in, and ASAN_OPTIONS for a sanitizer build:
# LeakSanitizer needs ptrace, which the unit's SystemCallFilter= forbids; the daemon's leaks have
# a test of their own). $work/tests links to this directory: a command for um_run_harness names
# a script through it, whatever the checkout's path.
um_prepare() {
        local build=$1 name=$2 t service socket
        shift 2
        harness=${USER_MANAGER_TEST:-$(dirname "$(realpath "${BASH_SOURCE[0]}")")/user-manager-run}
        [ "$(id -u)" = 0 ] || { echo "SKIP: needs root (a user manager with its own cgroup)"; exit 77; }
        [ -x "$harness" ] || { echo "SKIP: no user manager harness at $harness"; exit 77; }
        [ -x /lib/systemd/systemd ] || { echo "SKIP: systemd is not installed"; exit 77; }
        for t in python3 "$@"; do
                command -v "$t" >/dev/null || { echo "SKIP: $t not available"; exit 77; }
        done
        # Disk-backed scratch space: tmpfs pages cannot be evicted, so residency would prove nothing.
        work=$(mktemp -d "$(um_work_parent "$build")/$name.XXXXXX")
        trap um_cleanup EXIT
        trap 'exit 1' INT TERM
        ln -s "$(dirname "$(realpath "${BASH_SOURCE[0]}")")" "$work/tests"

        meson install -C "$build" --no-rebuild --quiet --destdir "$work/dest" >/dev/null
        service=$(find "$work/dest" -path '*/systemd/user/preloadd.service')
        socket=$(find "$work/dest" -path '*/systemd/user/preloadd.socket')
        [ -f "$service" ] && [ -f "$socket" ] || { echo "FAIL: units not installed" >&2; exit 1; }
        um_log_dropin "$work/units" "$work"
        sed -e "s|^ExecStart=|ExecStart=$work/dest|" -e "s|^ExecReload=|ExecReload=$work/dest|" "$service" \
                >"$work/units/preloadd.service"
        cp "$socket" "$work/units/preloadd.socket"
        preloadctl=$(grep '^ExecReload=' "$work/units/preloadd.service" | sed 's/^ExecReload=//; s/ .*//')
        case $(ldd "$preloadctl" 2>/dev/null) in
        *libasan*)
                printf '[Service]\nEnvironment=ASAN_OPTIONS=detect_leaks=0\n' \
                        >"$work/units/preloadd.service.d/test-sanitizer.conf" ;;
        esac
}

# um_debug_dropin: preloadd run with --debug (its log shows every step when a test fails).
um_debug_dropin() {
        printf '[Service]\nExecStart=\nExecStart=%s --debug\n' \
                "$(grep '^ExecStart=' "$work/units/preloadd.service" | sed 's/^ExecStart=//')" \
                >"$work/units/preloadd.service.d/test-debug.conf"
}

um_cleanup() {
        local rc=$?
        set +e
        [ "$(type -t um_cleanup_hook)" = function ] && um_cleanup_hook
        # Whatever happened inside, no process of ours may survive the harness.
        kill_leftovers "$work/" || rc=1
        rm_unless_mounted "$work"
        exit $rc
}

# um_log_dropin UNITDIR WORK: a drop-in, for the test only, that keeps preloadd's log in WORK.
um_log_dropin() {
        mkdir -p "$1/preloadd.service.d"
        cat >"$1/preloadd.service.d/test-log.conf" <<EOC
[Service]
StandardOutput=append:$2/preloadd.log
StandardError=append:$2/preloadd.log
EOC
}

# um_fixture_home WORK: a home of our own in WORK (configuration, and the CacheDirectory= systemd
# creates), exported, holding one Trigger=login application over 12 MiB of data files and a short
# LoginDelaySec=. The shipped application lists are masked (symlinks to /dev/null), so that
# only the fixture is warmed; that also exercises masking.
um_fixture_home() {
        local work=$1 f i
        export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_CACHE_HOME=$work/home/.cache
        mkdir -p "$XDG_CONFIG_HOME/preloadd/apps.d" "$work/data" "$work/bin"
        for f in /usr/lib/preloadd/apps.d/*.conf; do
                [ -e "$f" ] && ln -s /dev/null "$XDG_CONFIG_HOME/preloadd/apps.d/$(basename "$f")"
        done
        for i in 1 2 3; do head -c $((4 * 1024 * 1024 + i * 333)) /dev/urandom >"$work/data/blob$i.bin"; done
        cp /bin/true "$work/bin/fixture-prog"
        cat >"$XDG_CONFIG_HOME/preloadd/apps.d/fixture.conf" <<EOC
[Application]
Name=Fixture
Exec=$work/bin/fixture-prog
Files=$work/data/*.bin
Trigger=login
Priority=5
EOC
        cat >"$XDG_CONFIG_HOME/preloadd/preloadd.conf" <<EOC
[Daemon]
LoginDelaySec=2s
EOC
        sync
}

# um_run_harness HARNESS UNITDIR WORK COMMAND: runs COMMAND (a shell command: a script named through
# $work/tests, and its arguments, without blanks of their own) inside a user manager; on failure shows
# preloadd's log and the manager's; removes the runtime directory the harness leaves. Returns the
# status, also failing when the harness left a cgroup behind.
um_run_harness() {
        local harness=$1 units=$2 work=$3 command=$4 rc rt
        set +e
        "$harness" "$units" "$command" 2>"$work/harness.err"
        rc=$?
        set -e
        cat "$work/harness.err" >&2
        if grep -q "leftover cgroup" "$work/harness.err"; then
                echo "FAIL: the harness left a cgroup behind" >&2
                rc=1
        fi
        rt=$(cat "$work/rt-path" 2>/dev/null || true)
        if [ $rc != 0 ]; then
                echo "--- preloadd log" >&2
                cat "$work/preloadd.log" >&2 2>/dev/null
                if [ -n "$rt" ]; then
                        echo "--- manager log" >&2
                        tail -50 "$rt/manager.log" >&2 2>/dev/null
                fi
        fi
        # The manager is gone; its runtime directory is not.
        case "$rt" in /tmp/mgrtest-rt.*) rm -rf "$rt" ;; esac
        return $rc
}
