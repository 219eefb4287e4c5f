#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadd sees launches: under a real `systemd --user` manager, with the units and binaries
# installed from the build, an application unit named as desktops name them makes preloadd warm
# the application (its learned profile, or its configuration), and units named otherwise are
# ignored. Every assertion reads preloadd's own status (preloadctl status --json through the
# daemon), never timing.
# Usage: launch.sh BUILD_DIR   (exit 77: skipped). Runs itself with --inner inside the manager.
set -euo pipefail

here=$(dirname "$(realpath "$0")")

if [ "${1:-}" = --inner ]; then
        # Inside the manager (XDG_RUNTIME_DIR is its own). From the outer part: PRELOADCTL, WORK,
        # HOME, XDG_CONFIG_HOME, XDG_CACHE_HOME.
        echo "$XDG_RUNTIME_DIR" > "$WORK/rt-path"
        fail() { echo "FAIL: $*" >&2; exit 1; }
        trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
        # The FUSE file system's connection aborted (what waits for its server fails at once), while
        # its server runs (the number is ours until it exits, and its exit aborts it too). On every
        # way out: a process of the manager left waiting for FLUSH could be neither killed nor reaped.
        fuse_abort() {
                [ -n "${FUSE_PID:-}" ] && kill -0 "$FUSE_PID" 2>/dev/null || return 0
                echo 1 > "/sys/fs/fuse/connections/$FUSE_CONN/abort" 2>/dev/null || kill "$FUSE_PID"
        }
        trap fuse_abort EXIT
        step() { echo "== $*"; }
        ctl() { "$PRELOADCTL" "$@"; }
        . "$here/teardown.sh"
        # The programs run as root here: without capabilities, as a desktop user's would, so that
        # the sandboxed daemon (no capabilities, ProtectProc=invisible) may look at them.
        launch() { # UNIT PROGRAM ARGS...
                local unit=$1
                shift
                systemd-run --user --quiet --scope --unit="$unit" \
                        setpriv --bounding-set=-all --inh-caps=-all "$@" &
        }
        # launch_state PYTHON-EXPRESSION: evaluates it over the "launches" member of the status.
        launches() {
                ctl status --json | python3 -c '
import json, sys
l = json.load(sys.stdin)["launches"]
apps = {a["app"]: a for a in l["apps"]}
print(eval(sys.argv[1]))' "$1"
        }
        wait_done() { # APP: until its last launch's warm is over
                local state
                for _ in $(seq 200); do
                        state=$(launches "apps.get('$1', {}).get('state')")
                        case $state in done | failed | cancelled) echo "$1: $state"; return 0 ;; esac
                        sleep 0.1
                done
                ctl status --json >&2
                fail "no finished warm of $1 (last state: $state)"
        }
        check() { # PYTHON-CONDITION MESSAGE
                [ "$(launches "$1")" = True ] || { ctl status --json >&2; fail "$2"; }
        }

        step "the daemon follows the user manager"
        # The fixtures are small and this machine's disk fast: the decision would be no warm at all
        # (decide.h). Until the daemon's restart below, the launch warm's workings are tested with
        # the decision forced to a race (the lab's knob); the decision itself after it.
        systemctl --user set-environment PRELOAD_DECIDE=choice=race
        systemctl --user start preloadd.socket
        ctl list >/dev/null
        check "l['watching'] and l['bus'] in ('session', 'manager') and l['error'] is None" "launches not watched"
        check "l['units_seen'] == 0 and l['apps'] == []" "launches seen before any"

        step "a unit named otherwise is ignored"
        launch other-launchprog-1.scope "$WORK/bin/launchprog" 30
        launch app.slice-launchprog-2.scope "$WORK/bin/launchprog" 30
        launch run-launchprog-3.scope "$WORK/bin/launchprog" 30

        step "app-test-launchprog-1.scope warms launchprog's learned profile"
        launch app-test-launchprog-1.scope "$WORK/bin/launchprog" 30
        wait_done launchprog
        p="apps['launchprog']"
        check "$p['state'] == 'done' and $p['error'] is None" "the warm failed"
        # systemd-run execs the program only once the scope runs: the unit's id names the profile.
        check "$p['kind'] in ('profile', 'program')" "not mapped to the profile"
        check "$p['unit'] == 'app-test-launchprog-1.scope' and $p['unit_app_id'] == 'launchprog'" "wrong unit"
        check "$p['plan_source'] == 'profile' and $p['profile'].endswith('/profiles/launchprog.profile')" \
                "the learned profile was not used"
        check "$p['plan_bytes'] >= $DATA_BYTES + $PROG_BYTES and $p['bytes'] >= $DATA_BYTES" \
                "the warm did not cover the profile"
        # Named by its learned profile: warmed from the unit's appearance, not through the queue.
        check "$p['route'] == 'launch' and $p['job'] is None and $p['launches'] == 1" "not the launch warm, or count missing"
        check "$p['first_read_usec'] > 0 and $p['cached_usec'] >= $p['first_read_usec'] and $p['requests'] > 0" \
                "no first read or cached time"
        # The metadata pass before the data, made ready with the profile: run (root) or skipped.
        check "$p['metadata_route'] in ('root', 'helper', None) and \
               ($p['metadata_route'] is None or 0 < $p['metadata_usec'] <= $p['first_read_usec'])" \
                "no metadata pass before the data"
        # Signals arrive in order: the units started before this one were seen and passed over.
        check "l['units_seen'] == 1 and l['warms'] == 1" "a unit not named as an application was taken"

        step "the program decides, whatever the unit's id (the launcher still runs when the unit starts)"
        launch 'app-gnome-org.example.Other\x2dName-7.scope' "$WORK/bin/launchprog" 30
        for _ in $(seq 100); do
                [ "$(launches "$p['launches']")" = 2 ] && break
                sleep 0.1
        done
        wait_done launchprog
        check "$p['kind'] == 'program' and $p['program'] == '$WORK/bin/launchprog' and $p['pid'] > 0" \
                "not mapped by its program"
        check "$p['launches'] == 2 and $p['unit'] == 'app-gnome-org.example.Other\\\\x2dName-7.scope'" \
                "the second launch was not seen"
        check "$p['unit_app_id'] == 'org.example.Other-Name' and $p['plan_source'] == 'profile'" \
                "second launch: wrong id or plan"

        step "a configured application, found by its Exec=, as a service unit"
        systemd-run --user --quiet --unit=app-KDE-org.example.Sleeper@r4nd0m.service \
                setpriv --bounding-set=-all --inh-caps=-all "$WORK/bin/sleeper" 30
        # Without a learned profile its static plan is warmed at the launch only where requests bind,
        # by the model of its device as the daemon has it then (the login warm may have measured
        # how fast it streams): what the daemon logged it found.
        for _ in $(seq 100); do
                grep -q "bin/sleeper: on .*: [a-z]* bind$" "$WORK/preloadd.log" && break
                sleep 0.1
        done
        sleeper_device=$(sed -n 's|.*bin/sleeper: on .*: \([a-z]*\) bind$|\1|p' "$WORK/preloadd.log" | tail -1)
        echo "sleeper's device: $sleeper_device bind"
        [ -n "$sleeper_device" ] || fail "preloadd did not say what binds on sleeper's device"
        if [ "$sleeper_device" = bytes ]; then
                for _ in $(seq 100); do
                        [ "$(launches "apps.get('sleeper', {}).get('state')")" = skipped ] && break
                        sleep 0.1
                done
                check "apps['sleeper']['kind'] == 'app' and apps['sleeper']['state'] == 'skipped' and \
                       'where the device\'s time goes with bytes' in apps['sleeper']['skipped']" \
                        "the static plan of a configured application was warmed where bytes bind"
                sleeper_warms=0
        else
                wait_done sleeper
                check "apps['sleeper']['kind'] == 'app' and apps['sleeper']['plan_source'] == 'static'" \
                        "the configured application was not warmed from its configuration"
                check "apps['sleeper']['plan_bytes'] >= $DATA_BYTES and apps['sleeper']['state'] == 'done'" \
                        "the configured application's plan is short"
                sleeper_warms=1
        fi

        step "an application unit whose program maps to nothing is not warmed, but shows among the launches"
        launch app-test-unknown-8.scope /bin/sleep 30
        for _ in $(seq 100); do
                [ "$(launches "l['unmatched']")" = 1 ] && break
                sleep 0.1
        done
        check "l['unmatched'] == 1 and l['units_seen'] == 4 and l['warms'] == 2 + $sleeper_warms and len(apps) == 3" \
                "an unknown program was warmed"
        check "apps['sleep']['state'] == 'skipped' and apps['sleep']['unit'] == 'app-test-unknown-8.scope' and \
               apps['sleep']['unit_app_id'] == 'unknown' and 'learned' in apps['sleep']['skipped']" \
                "the first launch of an unknown program left no record"

        step "a unit of an id launched before warms at its start job, before its process is looked at"
        # The usage file notes the id beside the profile its last launch was learned under.
        grep -q '^app launchprog .* unit-id=org.example.Other-Name$' "$XDG_CACHE_HOME/preloadd/usage" ||
                fail "the unit's id was not noted beside launchprog's usage: $(cat "$XDG_CACHE_HOME/preloadd/usage")"
        # Another program runs in it: what the id names is warmed all the same, with no pid seen.
        launch 'app-gnome-org.example.Other\x2dName-12.scope' /bin/sleep 30
        for _ in $(seq 100); do
                [ "$(launches "$p['unit']")" = 'app-gnome-org.example.Other\x2dName-12.scope' ] && break
                sleep 0.1
        done
        wait_done launchprog
        check "$p['unit'] == 'app-gnome-org.example.Other\\\\x2dName-12.scope' and $p['kind'] == 'profile' and \
               $p['pid'] is None and $p['plan_source'] == 'profile' and $p['state'] == 'done'" \
                "the unit's id did not find the profile its units were learned under"

        step "a service's program is warmed as the service starts"
        systemd-run --user --quiet -p CapabilityBoundingSet= --unit=app-KDE-org.example.Svc@r5.service \
                "$WORK/bin/launchprog" 30
        for _ in $(seq 100); do
                [ "$(launches "$p['unit']")" = 'app-KDE-org.example.Svc@r5.service' ] && break
                sleep 0.1
        done
        wait_done launchprog
        # From its process: nothing is asked of a unit's object path (that could load it anew).
        check "$p['unit'] == 'app-KDE-org.example.Svc@r5.service' and $p['kind'] == 'program' and \
               $p['route'] == 'launch' and $p['program'] == '$WORK/bin/launchprog'" \
                "the service's program was not warmed at its launch"
        check "$p['pid'] is not None" "the service's program was not seen in its process"

        step "LaunchWarm=no: the reload stops following the manager"
        printf '[Daemon]\nLoginDelaySec=2s\nLaunchWarm=no\n' > "$XDG_CONFIG_HOME/preloadd/preloadd.conf"
        ctl reload >/dev/null
        check "not l['watching'] and l['apps'] == []" "still watching after LaunchWarm=no"
        launch app-test-launchprog-9.scope "$WORK/bin/launchprog" 30
        sleep 1
        check "not l['watching'] and l['apps'] == []" "a launch was seen with LaunchWarm=no"
        printf '[Daemon]\nLoginDelaySec=2s\n' > "$XDG_CONFIG_HOME/preloadd/preloadd.conf"
        ctl reload >/dev/null
        check "l['watching']" "not watching again after LaunchWarm=yes"

        step "without a session bus, through the manager's private socket, inside the sandbox"
        systemctl --user stop dbus.socket dbus.service 2>/dev/null || true
        rm -f "$XDG_RUNTIME_DIR/bus"
        # from here on the decision is the daemon's own
        systemctl --user unset-environment PRELOAD_DECIDE
        systemctl --user restart preloadd.service
        check "l['watching'] and l['bus'] == 'manager' and l['apps'] == []" "not following through the private socket"
        launch app-test-launchprog-11.scope "$WORK/bin/launchprog" 30
        wait_done launchprog
        check "$p['unit'] == 'app-test-launchprog-11.scope' and $p['plan_source'] == 'profile'" \
                "no launch seen through the private socket"

        step "preloadctl run: asks the daemon to warm a known program, then becomes it"
        out=$(ctl -v run -- "$WORK/bin/launchprog" 0 2>&1)
        echo "$out"
        grep -q "warming through preloadd" <<<"$out" || fail "run did not ask the daemon"
        # Its profile is prepared: the launch warm, not a job.
        warmed="^<6>launchprog: asked to warm $WORK/bin/launchprog for a launch"
        for _ in $(seq 50); do
                grep -q "$warmed" "$WORK/preloadd.log" && break
                sleep 0.1
        done
        grep -q "$warmed" "$WORK/preloadd.log" || fail "the daemon did not warm it"
        # Its learned profile prepared (the daemon restarted since the fixture was written): the
        # launch warm starts at once, recorded as a launch without a unit.
        out=$(ctl -v run -- "$WORK/bin/holdprog" -c 'exit 0' 2>&1)
        grep -q "holdprog: warming through preloadd" <<<"$out" || fail "run did not ask for holdprog"
        wait_done holdprog
        check "apps['holdprog']['route'] == 'launch' and apps['holdprog']['unit'] is None" \
                "preloadctl run of a prepared profile did not start the launch warm"

        step "status APP: the last launch, what was warmed, its major faults"
        launch app-test-launchprog-12.scope "$WORK/bin/launchprog" 0.5
        wait_done launchprog
        sleep 1
        out=$(ctl status launchprog)
        echo "$out"
        grep -q "^launchprog: last launch app-test-launchprog-12.scope (done): warmed .* of .*launchprog.profile, metadata first ([0-9]* requests in [0-9.]* ms), first data read" \
                <<<"$out" || fail "status APP does not show the last launch"
        ctl status --json launchprog | python3 -c '
import json, sys
l = json.load(sys.stdin)["launches"]
assert len(l) == 1 and l[0]["unit"] == "app-test-launchprog-12.scope", l
assert l[0]["majflt"] is not None and l[0]["majflt"] >= 0, l' || fail "status --json APP: no launch or no major faults"
        out=$(ctl -v run -- "$WORK/bin/sleeper" 0 2>&1)
        if [ "$sleeper_device" = bytes ]; then
                # Its launch above may have been learned into a profile (LaunchLearn): then it asks.
                grep -Eq "^preloadctl: sleeper: (warming through preloadd|no learned profile, and a static plan is not warmed at launch where the device's time goes with bytes)" \
                        <<<"$out" || fail "run did not name the configured application: $out"
        else
                grep -q "^preloadctl: sleeper: warming through preloadd" <<<"$out" || fail "run did not name the configured application"
        fi
        # the daemon says it knows nothing of it, and makes no job
        out=$(ctl -v run -- /bin/true 2>&1)
        grep -q "/bin/true: no configured application or learned profile, starting without a warm" <<<"$out" ||
                fail "run warmed /bin/true: $out"
        check "'true' not in apps and '/bin/true' not in apps" "run of /bin/true was recorded as a launch"
        rc=0
        ctl run -- sh -c 'exit 3' || rc=$?
        [ $rc = 3 ] || fail "run did not pass the exit status through: $rc"
        rc=0
        ctl run -- /nonexistent/program 2>/dev/null || rc=$?
        [ $rc = 127 ] || fail "run of a missing program exited $rc, not 127"

        step "an unthrottled loop device: the launch is decided by the device's model, and says why"
        for _ in $(seq 100); do
                [ "$(launches "'holdprog' in l['prepared']['profiles']")" = True ] && break
                sleep 0.1
        done
        sync
        echo 3 > /proc/sys/vm/drop_caches
        launch app-test-holdprog-19.scope "$WORK/bin/holdprog" -c 'exit 0'
        for _ in $(seq 100); do
                [ "$(launches "apps.get('holdprog', {}).get('unit')")" = app-test-holdprog-19.scope ] && break
                sleep 0.1
        done
        wait_done holdprog
        h="apps['holdprog']"
        d="$h['decision']"
        check "$h['unit'] == 'app-test-holdprog-19.scope' and $h['route'] == 'launch' and $h['prepared']" \
                "holdprog's launch was not warmed from its prepared profile"
        # The loop device says rotational (loop devices inherit 1), and its own counters outlive
        # every file attached to it: its backing device's lifetime, or the warms preloadd measured.
        check "$d['route'] == 'launch' and $d['device']['device'] == '${SLOW_DEV_NAME}' and \
               $d['device']['iops'] > 0 and $d['device']['iops_by'] in ('prior', 'lifetime', 'warms') and \
               len($d['reason']) > 0" "no decision, or no model of the loop device behind it"
        # what it chose is what it predicted cheapest (decide.h), and only a hold holds
        # (none: the best warm predicted no faster, or, where bytes bind, its reads outlasting the
        # launch's own work, when there is no best warm to give)
        check "($d['alternative_usec'] == 0 or $d['alternative_usec'] * 100 > $d['predicted_cold_usec'] * 97 \
                if $d['choice'] == 'none' else \
                $d['predicted_warm_usec'] * 100 <= $d['predicted_cold_usec'] * 97) and \
               ($h['held'] <= ($d['choice'] == 'hold')) and ($d['choice'] != 'none' or $h['bytes'] == 0)" \
                "the decision does not follow its own predictions"
        out=$(ctl status holdprog)
        echo "$out"
        grep -q "^holdprog: last launch: decision for a launch: " <<<"$out" || fail "status APP does not show the decision"
        grep -q "^holdprog: decision for a launch: " <<<"$out" || fail "status APP does not show what a launch would do now"
        grep -q "^holdprog: predicted: cold .*; device ${SLOW_DEV_NAME}: [0-9]* reads/s" <<<"$out" ||
                fail "status APP does not show the predictions and the device's model"

        step "a held launch runs on within the bound, whatever becomes of preloadd and its guard"
        # preloadd's reads of the slow device (holdprog's data) throttled to 1 MiB/s: its warm of
        # 16 MiB cannot finish within the hold's bound (2 s), so the application stays held until
        # something ends it. Its other reads (its own code) are not throttled.
        blkio=/sys/fs/cgroup/blkio/${WORK##*/}-hold
        mkdir -p "$blkio"
        echo "$SLOW_DEV 1048576" > "$blkio/blkio.throttle.read_bps_device"
        # 2 requests a second: requests bind (the cold start's 128 read-ahead windows take 64 s, its
        # bytes 16 s), so preloadd's model decides to hold (its limits: device-model.h)
        echo "$SLOW_DEV 2" > "$blkio/blkio.throttle.read_iops_device"
        daemon_up() {
                # A fresh daemon each time: no warm of the last case still under way.
                systemctl --user reset-failed preloadd.service 2>/dev/null || true
                systemctl --user restart preloadd.service
                for _ in $(seq 100); do
                        [ "$(launches "'holdprog' in l['prepared']['profiles']")" = True ] && break
                        sleep 0.1
                done
                check "'holdprog' in l['prepared']['profiles']" "holdprog's profile not prepared"
                pid=$(systemctl --user show -P MainPID preloadd.service)
                echo "$pid" > "$blkio/cgroup.procs"
        }
        # The processes named COMM under the user manager (not the machine's: other tests may run).
        procs_named() { # COMM
                local p
                for p in $(find "/sys/fs/cgroup/unified$(systemctl --user show -P ControlGroup)" -name cgroup.procs \
                                -exec cat {} + 2>/dev/null); do
                        [ "$(cat "/proc/$p/comm" 2>/dev/null)" = "$1" ] && echo "$p"
                done
                return 0
        }
        # Whether the app unit UNIT's cgroup says it is frozen, within 2 s. Not `systemctl show
        # UNIT`: asking about a unit before it exists loads a stub of it.
        unit_frozen() { # UNIT
                local cg
                cg=/sys/fs/cgroup/unified$(systemctl --user show -P ControlGroup)/app.slice/$1
                for _ in $(seq 200); do
                        grep -q '^frozen 1' "$cg/cgroup.events" 2>/dev/null && return 0
                        sleep 0.01
                done
                return 1
        }
        # The guard's pid once it runs under its own name (the manager forks it as the freeze
        # happens; a sanitizer build takes a while to reach main(), where it renames itself).
        guard_pid() {
                local g
                for _ in $(seq 300); do
                        g=$(procs_named preload-thaw)
                        [ -n "$g" ] && { echo "$g"; return 0; }
                        sleep 0.01
                done
                fail "no guard runs while the launch is held"
        }
        # What is done to preloadd (and its guard) while it holds a launch.
        attack() { # WHAT
                local g p
                case $1 in
                none) ;;
                KILL | STOP | SEGV | TERM) kill -s "$1" "$pid" ;;
                guard-first)
                        # The guard killed, then preloadd 0.1 s later: preloadd releases when its guard goes.
                        g=$(guard_pid)
                        kill -s KILL $g
                        sleep 0.1
                        kill -s KILL "$pid" ;;
                pkill)
                        # What `pkill -9 preloadd` does, in this manager only: the guard is not named so.
                        guard_pid >/dev/null
                        for p in $(procs_named preloadd); do kill -s KILL "$p"; done ;;
                cgroup-KILL)
                        # Every process of the service at once (systemd-oomd, a kill of its cgroup).
                        for p in $(cat "/sys/fs/cgroup/unified$(systemctl --user show -P ControlGroup preloadd.service)/cgroup.procs"); do
                                kill -s KILL "$p"
                        done ;;
                service-STOP) systemctl --user kill -s STOP preloadd.service ;;
                esac
        }
        held_launch() { # N WHAT [LIMIT_MS]: launches holdprog, checks it is held, does WHAT, checks it ran within LIMIT_MS
                local n=$1 what=$2 limit=${3:-2800} unit=app-test-holdprog-$1.scope marker=$WORK/held-$1 t0 t1
                daemon_up
                sync
                echo 3 > /proc/sys/vm/drop_caches
                t0=$(date +%s%N)
                launch "$unit" "$WORK/bin/holdprog" -c "sleep 0.3; date +%s%N > $marker; exec sleep 30"
                unit_frozen "$unit" || fail "$unit was not held"
                [ ! -e "$marker" ] || fail "$unit ran while held"
                attack "$what"
                for _ in $(seq 400); do [ -s "$marker" ] && break; sleep 0.01; done
                [ -s "$marker" ] || fail "$unit did not run on after $what"
                t1=$(cat "$marker")
                echo "$unit: held, $what, ran $(( (t1 - t0) / 1000000 )) ms after the launch"
                # The bound (2 s) plus the program's own 0.3 s and the launch's start.
                [ $(( (t1 - t0) / 1000000 )) -le "$limit" ] || fail "$unit ran only $(( (t1 - t0) / 1000000 )) ms after it was launched ($what)"
                [ "$what" != STOP ] || kill -s CONT "$pid"
                [ "$what" != service-STOP ] || systemctl --user kill -s CONT preloadd.service
                systemctl --user stop "$unit"
                # No guard outlives its hold for long (it is told to go, or its bound ends it).
                for _ in $(seq 300); do [ -z "$(procs_named preload-thaw)" ] && break; sleep 0.01; done
                [ -z "$(procs_named preload-thaw)" ] || fail "a guard outlived its hold by 3 s ($what)"
        }
        held_launch 20 none
        wait_done holdprog
        check "apps['holdprog']['held'] and apps['holdprog']['decision']['choice'] == 'hold' and \
               apps['holdprog']['decision']['device']['iops_by'] == 'limit' and \
               1.5e6 <= apps['holdprog']['hold_usec'] <= 2.5e6" "the hold did not end at its bound"
        held_launch 21 KILL
        held_launch 22 STOP
        held_launch 23 SEGV
        held_launch 24 guard-first
        held_launch 25 pkill
        held_launch 26 cgroup-KILL
        held_launch 27 service-STOP
        # Released first on a stop, before the warm (throttled to 1 MiB/s) is waited for: well
        # before the bound.
        held_launch 28 TERM 1500

        step "a file on a stuck FUSE mount: held launches run on within the bound, status answers"
        # holdprog's profile names a file on a FUSE file system (tests/metad-stall fuse-serve) and
        # a little of its data on the slow device; healthprog's, only data on the slow device. The
        # server answers everything while the profiles are prepared (that opens and closes each
        # file, and a close waits for FLUSH), then stops answering READ and FLUSH: holdprog's
        # launch warm waits on its read of the file for as long as the server is silent. Both
        # launches (the second 150 ms after the first, with the file open in preloadd) are held and
        # must run on within the bound; preloadd must answer meanwhile. (When a hold forked a
        # guardian, one forked while the file was open blocked closing its copy, and the event loop
        # blocked reaping it: preloadd answered nothing more, and a launch held then stayed frozen.)
        stuck_fuse_launch() { # N: holdprog as app-test-holdprog-N.scope, healthprog as N+1
                local u1=app-test-holdprog-$1.scope u2=app-test-healthprog-$(($1 + 1)).scope
                local m1=$WORK/held-$1 m2=$WORK/held-$(($1 + 1)) cg t0 t2 t1 ms bad= u m read_ns out
                local profiles=$XDG_CACHE_HOME/preloadd/profiles
                cp "$profiles/holdprog.profile" "$WORK/holdprog.profile.before-fuse"
                cp "$WORK/fuse-profiles/holdprog.profile" "$WORK/fuse-profiles/healthprog.profile" "$profiles/"
                daemon_up
                for _ in $(seq 100); do
                        [ "$(launches "'healthprog' in l['prepared']['profiles']")" = True ] && break
                        sleep 0.1
                done
                check "'healthprog' in l['prepared']['profiles']" "healthprog's profile not prepared"
                kill -s USR1 "$FUSE_PID"
                for _ in $(seq 50); do grep -q stalled "$WORK/fuse.out" && break; sleep 0.1; done
                grep -q stalled "$WORK/fuse.out" || fail "the FUSE server did not stall"
                sync
                echo 3 > /proc/sys/vm/drop_caches
                t0=$(date +%s%N)
                launch "$u1" "$WORK/bin/holdprog" -c "sleep 0.3; date +%s%N > $m1; exec sleep 30"
                # The second launch 150 ms later, and not before preloadd has the file open (its
                # read reached the server): what a process forked from preloadd then would inherit.
                for _ in $(seq 150); do
                        [ $(( ($(date +%s%N) - t0) / 1000000 )) -ge 150 ] &&
                                grep -q "READ .* left unanswered" "$WORK/fuse.err" && break
                        sleep 0.01
                done
                read_ns=$(sed -n 's/^fuse-serve: READ .* (at \([0-9]*\),.*/\1/p' "$WORK/fuse.err" | head -n 1)
                [ -n "$read_ns" ] || fail "no read of the FUSE file reached its server"
                t2=$(date +%s%N)
                launch "$u2" "$WORK/bin/healthprog" -c "sleep 0.3; date +%s%N > $m2; exec sleep 30"
                echo "the FUSE server left a READ unanswered $(( (read_ns - t0) / 1000000 )) ms after" \
                        "the first launch; the second launch came $(( (t2 - t0) / 1000000 )) ms after the first"
                for u in "$u1" "$u2"; do
                        unit_frozen "$u" || fail "$u was not held"
                done
                [ ! -e "$m1" ] && [ ! -e "$m2" ] || fail "a launch ran while held"
                # preloadctl status --json answers within 2 s (its JSON in $WORK/fuse-status.json)
                status_within() { # WHEN
                        local s0 rc=0
                        s0=$(date +%s%N)
                        timeout -k 1 2 "$PRELOADCTL" status --json > "$WORK/fuse-status.json" 2>/dev/null || rc=$?
                        ms=$(( ($(date +%s%N) - s0) / 1000000 ))
                        echo "preloadctl status --json $1: exit $rc after $ms ms"
                        [ $rc = 0 ] && [ "$ms" -le 2000 ] || bad="$bad; status did not answer within 2 s $1"
                }
                status_within "while both are held"
                for _ in $(seq 600); do [ -s "$m1" ] && [ -s "$m2" ] && break; sleep 0.01; done
                for u in "$u1:$m1:$t0" "$u2:$m2:$t2"; do
                        IFS=: read -r u m t1 <<<"$u"
                        if [ -s "$m" ]; then
                                ms=$(( ($(cat "$m") - t1) / 1000000 ))
                                echo "$u: held, ran $ms ms after its launch"
                                [ "$ms" -le 2800 ] || bad="$bad; $u ran only $ms ms after it was launched"
                        else
                                echo "$u: still held $(( ($(date +%s%N) - t1) / 1000000 )) ms after its launch"
                                bad="$bad; $u did not run on"
                        fi
                done
                status_within "after the bound, the read still unanswered"
                # The warm is still under way (its outcome not in yet): it waits on the file.
                if [ -s "$WORK/fuse-status.json" ]; then
                        out=$(python3 -c '
import json, sys
a = {x["app"]: x for x in json.load(open(sys.argv[1]))["launches"]["apps"]}.get("holdprog", {})
print("%s: %s" % (a.get("unit"), a.get("state")))
sys.exit(a.get("unit") != sys.argv[2] or a.get("state") in ("done", "failed", "cancelled"))' \
                                "$WORK/fuse-status.json" "$u1") ||
                                bad="$bad; holdprog's warm is not the stuck one: $out"
                        echo "holdprog's launch warm after the bound: $out"
                fi
                # What waits for the server (informational): its requests, and the threads of
                # preloadd's service in the kernel's FUSE or page-cache code (io_uring's workers,
                # whose reads the warm waits for; a forked process's close, waiting for FLUSH).
                echo "FUSE requests waiting for an answer: $(cat "/sys/fs/fuse/connections/$FUSE_CONN/waiting")"
                cg=/sys/fs/cgroup/unified$(systemctl --user show -P ControlGroup preloadd.service)
                out=$(for p in $(cat "$cg/cgroup.procs"); do
                        for t in /proc/"$p"/task/*; do
                                grep -Eq 'fuse_|filemap_|folio' "$t/stack" 2>/dev/null &&
                                        echo "$(sed 's/-[0-9]*$//' "$t/comm") in $(cat "$t/wchan")"
                        done
                done | sort | uniq -c | sed 's/^ *//' | paste -sd, -) || true
                echo "threads of preloadd.service waiting on the file: ${out:-none seen}"
                # Aborted: every request fails at once, nothing is left waiting.
                fuse_abort
                for _ in $(seq 300); do
                        [ "$(cat "/sys/fs/fuse/connections/$FUSE_CONN/waiting")" = 0 ] && break
                        sleep 0.01
                done
                [ "$(cat "/sys/fs/fuse/connections/$FUSE_CONN/waiting")" = 0 ] ||
                        bad="$bad; FUSE requests still waiting 3 s after the abort"
                for u in "$u1" "$u2"; do systemctl --user stop "$u"; done
                for _ in $(seq 300); do [ -z "$(procs_named preload-thaw)" ] && break; sleep 0.01; done
                [ -z "$(procs_named preload-thaw)" ] || bad="$bad; a guard outlived its hold by 3 s"
                # Stopped, so that no merge of these launches writes a profile any more, and the
                # profiles put back as they were for what follows.
                t1=$(date +%s%N)
                systemctl --user stop preloadd.service
                echo "preloadd stopped in $(( ($(date +%s%N) - t1) / 1000000 )) ms after the abort"
                cp "$WORK/holdprog.profile.before-fuse" "$profiles/holdprog.profile"
                rm -f "$profiles/healthprog.profile"
                [ -z "$bad" ] || fail "stuck FUSE mount: ${bad#; }"
        }
        if [ -n "${FUSE_PID:-}" ]; then
                stuck_fuse_launch 29
        else
                echo "SKIP: no /dev/fuse"
        fi

        step "preloadctl run is held the same way, by the daemon's reply, and never longer than the bound"
        daemon_up
        sync
        echo 3 > /proc/sys/vm/drop_caches
        t0=$(date +%s%N)
        out=$(ctl -v run -- "$WORK/bin/holdprog" -c "date +%s%N > $WORK/run-held" 2>&1)
        echo "$out"
        grep -q "holdprog: warming through preloadd, held" <<<"$out" || fail "preloadctl run was not held"
        ms=$(( ($(cat "$WORK/run-held") - t0) / 1000000 ))
        echo "preloadctl run: the command started $ms ms after the call"
        # The warm cannot finish under the throttle: the reply comes at the bound (2 s).
        [ "$ms" -ge 1500 ] && [ "$ms" -le 2800 ] || fail "preloadctl run started its command after $ms ms, not at the bound"
        wait_done holdprog
        check "apps['holdprog']['held'] and apps['holdprog']['unit'] is None and \
               1.5e6 <= apps['holdprog']['hold_usec'] <= 2.5e6" "the held run's record does not say so"
        # preloadd killed while a run waits for its reply: the command starts at once.
        daemon_up
        sync
        echo 3 > /proc/sys/vm/drop_caches
        rm -f "$WORK/run-held"
        t0=$(date +%s%N)
        ctl run -- "$WORK/bin/holdprog" -c "date +%s%N > $WORK/run-held" &
        run_pid=$!
        sleep 0.3
        kill -9 "$pid"
        wait "$run_pid" || fail "preloadctl run failed when preloadd was killed"
        ms=$(( ($(cat "$WORK/run-held") - t0) / 1000000 ))
        echo "preloadctl run, preloadd killed after 0.3 s: the command started $ms ms after the call"
        [ "$ms" -le 1200 ] || fail "preloadctl run waited $ms ms for a killed daemon"
        daemon_up
        blkio_remove "$blkio"

        step "a clean stop"
        systemctl --user stop preloadd.service preloadd.socket
        [ "$(systemctl --user show -p Result --value preloadd.service)" = success ] || fail "stop failed"
        echo OK
        exit 0
fi

build=$(realpath "${1:?usage: launch.sh BUILD_DIR}")
. "$here/user-manager-lib.sh"
# After the harness, whose manager took preloadd and the programs with it: the FUSE file system
# aborted and gone (nothing may stay waiting for its server), the hold test's throttle (left by a
# failure inside) lifted, and the slow device undone, before $work goes.
um_cleanup_hook() {
        fuse_stop
        blkio_remove "/sys/fs/cgroup/blkio/${work##*/}-hold"
        unmount_all "$work/slow"
        loop_detach "${slow_loop:-}"
}
# The FUSE server of the stuck-mount case, on $work/fuse: its connection aborted while the server
# still runs (its number is then ours), the server ended (its exit aborts it too), the mount
# detached, and the fuse control file system unmounted when it was mounted here.
fuse_stop() {
        if [ -n "${fuse_pid:-}" ] && kill -0 "$fuse_pid" 2>/dev/null; then
                [ -z "${fuse_conn:-}" ] || echo 1 > "/sys/fs/fuse/connections/$fuse_conn/abort" 2>/dev/null
                kill_wait "$fuse_pid"
        fi
        if mountpoint -q "$work/fuse" 2>/dev/null; then
                umount -l "$work/fuse" || teardown_say "$work/fuse: cannot unmount it"
        fi
        [ -z "${fusectl_mounted:-}" ] || umount /sys/fs/fuse/connections 2>/dev/null || true
}
um_prepare "$build" launch-test setpriv
um_debug_dropin

um_fixture_home "$work"
# The programs: copies of sleep, so that they run long enough to be looked at.
cp /bin/sleep "$work/bin/launchprog"
cp /bin/sleep "$work/bin/sleeper"
cp /bin/sh "$work/bin/holdprog"
# holdprog's data on a device of its own (a direct-I/O loop device), which the hold test throttles.
truncate -s 64M "$work/slow.img"
mkfs.ext4 -q -F "$work/slow.img"
slow_loop=$(losetup --direct-io=on -f --show "$work/slow.img")
# The kernel's common read-ahead, not the 2.5 MiB a loop device here may get: a cold start's
# faults there read 128 KiB each, which is what makes a hold pay where requests are slow.
echo 128 > "/sys/block/${slow_loop#/dev/}/queue/read_ahead_kb"
mkdir -p "$work/slow"
mount "$slow_loop" "$work/slow"
head -c $((16 * 1024 * 1024)) /dev/urandom > "$work/slow/hold.bin"
ln -s ../slow/hold.bin "$work/data/hold.bin"
# The stuck-mount case's second application (healthprog): its data on the slow device alone.
cp /bin/sh "$work/bin/healthprog"
head -c $((8 * 1024 * 1024)) /dev/urandom > "$work/slow/health.bin"
# A FUSE file system of the test's own (tests/metad-stall fuse-serve), mounted before the manager
# starts (its mount namespace gets a copy), serving one file of 1 MiB until it is told to stall.
# Its connection's number (/sys/fs/fuse/connections/N) is the mount's device minor.
stall=${METAD_STALL:-$build/tests/metad-stall}
fuse_pid= fuse_conn= fusectl_mounted=
if [ ! -c /dev/fuse ]; then
        echo "no /dev/fuse: the stuck FUSE mount case will be skipped"
else
        grep -q "fuse-serve DIR" <<<"$("$stall" 2>&1 || true)" ||
                { echo "FAIL: $stall has no fuse-serve (ninja -C $build tests/metad-stall)" >&2; exit 1; }
        mkdir -p "$work/fuse"
        "$stall" fuse-serve "$work/fuse" > "$work/fuse.out" 2> "$work/fuse.err" &
        fuse_pid=$!
        for _ in $(seq 100); do grep -q ready "$work/fuse.out" && break; sleep 0.1; done
        grep -q ready "$work/fuse.out" || { echo "FAIL: fuse-serve: $(cat "$work/fuse.err")" >&2; exit 1; }
        fuse_conn=$(awk -v d="$work/fuse" '$5 == d { split($3, m, ":"); print m[2] }' /proc/self/mountinfo)
        if ! mountpoint -q /sys/fs/fuse/connections; then
                mount -t fusectl fusectl /sys/fs/fuse/connections ||
                        { echo "FAIL: cannot mount the fuse control file system" >&2; exit 1; }
                fusectl_mounted=1
        fi
        [ -n "$fuse_conn" ] && [ -e "/sys/fs/fuse/connections/$fuse_conn/abort" ] ||
                { echo "FAIL: no connection of $work/fuse in /sys/fs/fuse/connections" >&2; exit 1; }
fi
SLOW_DEV=$(cat "/sys/block/${slow_loop#/dev/}/dev")
SLOW_DEV_NAME=${slow_loop#/dev/}
export SLOW_DEV SLOW_DEV_NAME
head -c $((3 * 1024 * 1024 + 77)) /dev/urandom > "$work/data/launch.bin"
cat > "$XDG_CONFIG_HOME/preloadd/apps.d/sleeper.conf" <<EOC
[Application]
Exec=$work/bin/sleeper
Files=$work/data/launch.bin
EOC
# launchprog's learned profile, written by hand: the program and the data file, whole.
mkdir -p "$XDG_CACHE_HOME/preloadd/profiles"
# The stuck-mount case's profiles wait in $work/fuse-profiles: holdprog's, naming the FUSE file
# (its "id" as stat() sees it through the mount) and the first 256 KiB of its data on the slow
# device (the launch is held, and its warm comes to the FUSE file at once, in whatever order it
# reads the two), and healthprog's.
python3 - "$work" "$XDG_CACHE_HOME/preloadd/profiles" "${fuse_pid:+$work/fuse-profiles}" <<'EOP'
import os, sys
work, out, fuse_out = sys.argv[1], sys.argv[2], sys.argv[3]
def entry(path, length=None):
    st = os.stat(path)
    return ("file %s\nid dev=%d:%d ino=%d size=%d mtime=%d.%09d\nrange 0+%d\n"
            % (path, os.major(st.st_dev), os.minor(st.st_dev), st.st_ino, st.st_size,
               st.st_mtime_ns // 10**9, st.st_mtime_ns % 10**9, length or st.st_size))
def write(d, name, files):
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name + ".profile"), "w") as f:
        f.write("preload-profile 1\nname %s\nprogram %s/bin/%s\n" % (name, work, name))
        for path in files:
            f.write(entry(*path) if isinstance(path, tuple) else entry(path))
write(out, "launchprog", [work + "/bin/launchprog", os.path.realpath(work + "/data/launch.bin")])
# holdprog's own pages stay out: queued behind its throttled data, they would keep it waiting
# after the hold, which is not what the hold test is about
write(out, "holdprog", [os.path.realpath(work + "/data/hold.bin")])
if fuse_out:
    write(fuse_out, "holdprog",
          [work + "/fuse/file", (os.path.realpath(work + "/data/hold.bin"), 256 * 1024)])
    write(fuse_out, "healthprog", [work + "/slow/health.bin"])
EOP
sync

export PRELOADCTL=$preloadctl WORK=$work FUSE_PID=$fuse_pid FUSE_CONN=$fuse_conn
export DATA_BYTES=$(stat -c %s "$work/data/launch.bin") PROG_BYTES=$(stat -c %s "$work/bin/launchprog")
export SYSTEMD_LOG_TARGET=console
rc=0
um_run_harness "$harness" "$work/units" "$work" "$work/tests/launch.sh --inner" || rc=$?
exit $rc
