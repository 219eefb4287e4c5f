# SPDX-License-Identifier: LGPL-2.1-or-later
# Sourced by user-manager.sh and user-manager-installed.sh: the fixture both give the daemon, and
# running the harness that starts `systemd --user` for the steps.

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

# um_run_harness HARNESS UNITDIR WORK COMMAND: runs COMMAND inside a user manager; on failure shows
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
