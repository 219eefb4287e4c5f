#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadd follows launches made by KDE's real launcher: KIO (`kioclient5 exec FILE.desktop`, from
# kde-cli-tools, headless) under a real `systemd --user` manager with a session bus, preloadd
# started after the bus and following the manager through it. In each of KIO's two modes
#   scope    (KDE_APPLICATIONS_AS_SCOPE=1: KIO starts the program, then asks for
#            app-<desktop id>-<uuid>.scope holding it), and
#   service  (KDE_APPLICATIONS_AS_SERVICE=1: KIO asks for a transient
#            app-<desktop id>@<uuid>.service of Type=oneshot, whose start job ends when the
#            program exits),
# one application (desktop id org.example.Fixture: a program built here that reads its data for
# 1.5 s) is launched four times, each launch waited for until it is over and merged:
#   1. each launch shows in launches.apps (the first one too), counted once;
#   2. a learned profile of it exists after the third launch at the latest;
#   3. the fourth launch is warmed from it (plan_source "profile", state "done");
#   4. after an app service (or scope) has ended, preloadd and the manager are quiet:
#      launches.units_seen grows by at most 5 in 5 s (a watcher that asks the manager about a
#      unit that is gone makes it load a stub, announced with UnitNew, and so on forever).
# A third part checks 4. after a plain `systemd-run --user -p Type=oneshot` app service.
# Each part runs under a manager of its own, with a fresh preloadd and cache; a failed check is
# reported (FAIL: with preloadd's status) and the part goes on, so one run shows every failure (a
# loop found is ended first: preloadd stopped until the manager is idle, then started again).
# Every assertion reads preloadd's status and its profiles; the only waits are bounded polls.
# Usage: kio.sh BUILD_DIR   (exit 77: skipped). Runs itself with --inner MODE inside the manager.
set -euo pipefail

here=$(dirname "$(realpath "$0")")

if [ "${1:-}" = --inner ]; then
        # Inside the manager. From the outer part: PRELOADCTL, WORK, APP_ID, PROG_NAME, DESKTOP,
        # DATA, HOME and the XDG_*_HOME of this part.
        mode=$2
        echo "$XDG_RUNTIME_DIR" >"$WORK/rt-path"
        failures=0
        fail() { echo "FAIL: [$mode] $*" >&2; exit 1; }
        trap 'echo "FAIL: [$mode] line $LINENO: $BASH_COMMAND" >&2' ERR
        step() { echo "== [$mode] ${SECONDS}s: $*"; }
        ctl() { "$PRELOADCTL" "$@"; }
        profiles=$XDG_CACHE_HOME/preloadd/profiles
        # q PYTHON-EXPRESSION: evaluated over preloadd's status: s, its launches l, the records by
        # application (apps) and by unit (units), and mine: the records of the fixture, whatever
        # they are named by (its desktop id, or its program) and shown: their launches summed.
        q() {
                ctl status --json | python3 -c '
import json, os, sys
s = json.load(sys.stdin)
l = s["launches"]
apps = {a["app"]: a for a in l["apps"]}
units = {a["unit"]: a for a in l["apps"] if a["unit"]}
names = (os.environ["APP_ID"], os.environ["PROG_NAME"])
mine = [a for a in l["apps"] if a["app"] in names or a["unit_app_id"] == names[0]]
shown = sum(a["launches"] for a in mine)
print(eval(sys.argv[1]))' "$1"
        }
        # check PYTHON-CONDITION MESSAGE: a failed check is reported with the status, and counted.
        check() {
                [ "$(q "$1")" = True ] && return 0
                echo "FAIL: [$mode] $2" >&2
                echo "--- preloadd's status:" >&2
                ctl status --json >&2 || true
                failures=$((failures + 1))
        }
        # The learned profile of the fixture: under its desktop id or its program's name.
        profile() {
                local n
                for n in "$APP_ID" "$PROG_NAME"; do
                        [ -e "$profiles/$n.profile" ] && { echo "$profiles/$n.profile"; return 0; }
                done
                return 0
        }
        observed() { # the launches its profile was merged from (0: none)
                local p
                p=$(profile)
                [ -n "$p" ] || { echo 0; return 0; }
                sed -n 's/^observed \([0-9]*\)$/\1/p' "$p" | grep . || echo 0
        }
        # The fixture's units the manager has active (or failing), as "UNIT STATE". Listing never
        # loads a unit; `systemctl show UNIT` of a unit just gone would load a stub of it.
        app_units() {
                systemctl --user list-units --no-legend --plain --full 'app-*' |
                        awk -v id="app-$APP_ID" 'substr($1, 1, length(id) + 1) == id "-" ||
                                                 substr($1, 1, length(id) + 1) == id "@" { print $1, $3 }'
        }
        # loop_check WHAT: after WHAT ended, preloadd sees at most 5 units come in 5 s. Sets
        # $looping when it sees more.
        loop_check() {
                local a b
                a=$(q "l['units_seen']")
                sleep 5
                b=$(q "l['units_seen']")
                echo "${SECONDS}s: after $1 ended: units_seen $a, 5 s later $b"
                [ $((b - a)) -le 5 ] && return 0
                echo "FAIL: [$mode] preloadd and the manager loop after $1 ended: launches.units_seen grew by $((b - a)) in 5 s (at most 5)" >&2
                echo "--- preloadd's status:" >&2
                ctl status --json >&2 || true
                failures=$((failures + 1))
                looping=1
        }
        # A loop found goes on until preloadd stops (it keeps the manager, dbus-daemon and preloadd
        # busy): preloadd is stopped and, once the manager has answered what it had asked (the
        # manager, our sibling under the harness, idle for two half-seconds in a row: a query it
        # answers after preloadd started again would set the loop off anew), started again, so
        # that the checks after it are neither slowed by it nor blamed for it. Its records start
        # again empty; what it learned stays on disk.
        manager_ticks() {
                awk '{ print $14 + $15 }' "/proc/$(pgrep -P "$PPID" -x systemd | head -1)/stat" 2>/dev/null || echo 0
        }
        end_loop() {
                local quiet=0 t0 t1
                [ -n "${looping:-}" ] || return 0
                looping=
                systemctl --user stop preloadd.service
                t0=$(manager_ticks)
                for _ in $(seq 30); do
                        sleep 0.5
                        t1=$(manager_ticks)
                        if [ $((t1 - t0)) -le 2 ]; then quiet=$((quiet + 1)); else quiet=0; fi
                        t0=$t1
                        [ "$quiet" -lt 2 ] || break
                done
                systemctl --user start preloadd.service
                echo "preloadd started again to end the loop (the manager quiet: $quiet, last $((t1 - t0)) ticks in 0.5 s)"
                [ "$(q "l['watching'] and l['bus'] == 'session'")" = True ] ||
                        { ctl status --json >&2; fail "preloadd, restarted, does not follow the manager through the session bus"; }
        }
        # What runs in the unit: its control group's processes, with their parents.
        unit_procs() { # UNIT
                local root=/sys/fs/cgroup cg
                [ -d "$root/unified" ] && root=$root/unified
                cg=$root$(systemctl --user show -P ControlGroup)/app.slice/$1
                echo "processes in $1:"
                ps -o pid=,ppid=,args= -p "$(tr '\n' ',' <"$cg/cgroup.procs" 2>/dev/null | sed 's/,$//')" 2>/dev/null |
                        while read -r pid ppid args; do
                                echo "  $pid (parent $ppid: $(cat "/proc/$ppid/comm" 2>/dev/null || echo gone)) $args"
                        done || true
        }
        # kio_launch N: launches the fixture through KIO; sets $unit to the unit KIO made for it
        # once the manager has it.
        kio_launch() {
                local n=$1 before
                before=$(app_units)
                (
                        export "KDE_APPLICATIONS_AS_${mode^^}=1" QT_QPA_PLATFORM=offscreen
                        timeout 30 kioclient5 exec "$DESKTOP"
                ) >>"$WORK/kioclient-$mode.log" 2>&1 ||
                        fail "launch $n: kioclient5 exec $DESKTOP failed: $(tail -5 "$WORK/kioclient-$mode.log")"
                unit=
                for _ in $(seq 100); do
                        unit=$(app_units | awk '{ print $1 }' | grep -vxF -f <(echo "$before" | awk '{ print $1 }') | head -1 || true)
                        [ -n "$unit" ] && break
                        sleep 0.1
                done
                [ -n "$unit" ] || fail "launch $n: KIO made no unit app-$APP_ID-*.scope or app-$APP_ID@*.service (kioclient5 said: $(tail -5 "$WORK/kioclient-$mode.log"))"
                echo "launch $n: $unit"
                [ "$n" != 1 ] || unit_procs "$unit"
        }
        wait_gone() { # N: until the launch's unit is over (its program runs 1.5 s)
                local state
                for _ in $(seq 300); do
                        state=$(app_units | awk -v u="$unit" '$1 == u { print $2 }')
                        [ -z "$state" ] && return 0
                        if [ "$state" = failed ]; then
                                echo "FAIL: [$mode] launch $1: $unit failed" >&2
                                failures=$((failures + 1))
                                systemctl --user reset-failed "$unit"
                                return 0
                        fi
                        sleep 0.1
                done
                fail "launch $1: $unit still $state after 30 s"
        }
        wait_merged() { # N BEFORE: until the profile was merged from one launch more (bounded)
                for _ in $(seq 100); do
                        [ "$(observed)" -gt "$2" ] && break
                        sleep 0.1
                done
                local p
                p=$(profile)
                if [ -n "$p" ]; then
                        echo "launch $1: learned profile ${p##*/}, merged from $(observed) launches"
                else
                        echo "launch $1: no learned profile"
                fi
        }

        step "a session bus (dbus.socket); the manager takes org.freedesktop.systemd1 on it"
        systemctl --user start dbus.socket
        export DBUS_SESSION_BUS_ADDRESS=unix:path=$XDG_RUNTIME_DIR/bus
        for _ in $(seq 100); do
                busctl --user --no-legend list 2>/dev/null | awk '{ print $1 }' | grep -qx org.freedesktop.systemd1 && break
                sleep 0.1
        done
        busctl --user --no-legend list | awk '{ print $1 }' | grep -qx org.freedesktop.systemd1 ||
                fail "the user manager is not on the session bus"

        step "preloadd, started after the bus, follows the manager through it"
        systemctl --user start preloadd.socket
        ctl list >/dev/null
        [ "$(q "l['watching'] and l['bus'] == 'session' and l['error'] is None and l['units_seen'] == 0")" = True ] ||
                { ctl status --json >&2; fail "preloadd does not follow the manager through the session bus"; }

        if [ "$mode" = oneshot ]; then
                step "a plain oneshot app service: systemd-run -p Type=oneshot --unit=app-x@r1.service sleep 2"
                systemd-run --user --quiet -p Type=oneshot --unit=app-x@r1.service sleep 2
                loop_check app-x@r1.service
        else
                profile_name=
                for n in 1 2 3 4; do
                        step "launch $n through KIO (KDE_APPLICATIONS_AS_${mode^^}=1)"
                        if [ "$n" = 4 ] && [ -n "$profile_name" ]; then
                                # The profile rewritten by the last merge, prepared again (as learn.sh waits).
                                for _ in $(seq 100); do
                                        [ "$(q "'${profile_name:-}' in l['prepared']['profiles']")" = True ] && break
                                        sleep 0.1
                                done
                        fi
                        shown=$(q shown)
                        merged=$(observed)
                        kio_launch "$n"
                        if [ "$n" = 4 ]; then
                                # 3. warmed from the learned profile as it started: until its warm
                                # is over, at most 20 s, or 3 s after the unit is gone
                                deadline=$((SECONDS + 20)) gone=
                                while [ "$SECONDS" -lt "$deadline" ]; do
                                        [ "$(q "units.get('$unit', {}).get('state') in ('done', 'failed', 'cancelled', 'skipped')")" = True ] && break
                                        if [ -z "$gone" ] && ! app_units | grep -q "^$unit "; then
                                                gone=$SECONDS
                                                deadline=$((gone + 3 < deadline ? gone + 3 : deadline))
                                        fi
                                        sleep 0.1
                                done
                                echo "launch 4: $(q "{k: units.get('$unit', {}).get(k) for k in ('app', 'kind', 'state', 'plan_source', 'profile', 'plan_bytes', 'bytes')}")"
                                check "units.get('$unit', {}).get('plan_source') == 'profile' and units['$unit']['state'] == 'done'" \
                                        "launch 4 ($unit) was not warmed from the learned profile ${profile_name:-(none)}: its entry in launches.apps needs plan_source \"profile\" and state \"done\""
                        fi
                        wait_gone "$n"
                        # 4. quiet once an app unit is over
                        loop_check "$unit (launch $n)"
                        wait_merged "$n" "$merged"
                        p=$(profile)
                        profile_name=$(basename "${p:-}" .profile)
                        # 1. in launches.apps, counted once
                        check "units.get('$unit', {}).get('unit_app_id') == '$APP_ID' and shown == $shown + 1" \
                                "launch $n ($unit) does not show in launches.apps, counted once (the fixture's launches were $shown before it)"
                        if [ "$n" = 3 ]; then
                                # 2. learned within three launches, from what the program read
                                if [ -z "$p" ]; then
                                        echo "FAIL: [$mode] no learned profile of $APP_ID after three launches (looked for $APP_ID.profile, $PROG_NAME.profile in $profiles: $(ls "$profiles" 2>/dev/null | tr '\n' ' '))" >&2
                                        echo "--- preloadd's status:" >&2
                                        ctl status --json >&2 || true
                                        failures=$((failures + 1))
                                elif ! grep -qxF "file $DATA" "$p"; then
                                        echo "FAIL: [$mode] the learned profile $p lacks the data file the program read ($DATA): $(grep '^file ' "$p" | tr '\n' ' ')" >&2
                                        failures=$((failures + 1))
                                else
                                        echo "learned profile: $p (observed $(observed))"
                                fi
                        fi
                        end_loop
                done
                echo "kioclient5 said: $(sort -u "$WORK/kioclient-$mode.log" | tr '\n' ' ')"
        fi
        step "a clean stop"
        systemctl --user stop preloadd.service preloadd.socket
        if [ "$failures" -gt 0 ]; then
                echo "[$mode] $failures check(s) failed" >&2
                exit 1
        fi
        echo "[$mode] OK"
        exit 0
fi

build=$(realpath "${1:?usage: kio.sh BUILD_DIR}")
# Skipped only without root or the harness: the tools are the test's own (scripts/install-deps).
[ "$(id -u)" = 0 ] || { echo "SKIP: needs root (a user manager with its own cgroup)"; exit 77; }
[ -x "${USER_MANAGER_TEST:-$here/user-manager-run}" ] ||
        { echo "SKIP: no user manager harness at ${USER_MANAGER_TEST:-$here/user-manager-run}"; exit 77; }
user_units=$(pkg-config --variable=systemduserunitdir systemd 2>/dev/null || echo /usr/lib/systemd/user)
for t in kioclient5 setpriv busctl python3 "${CC:-cc}"; do
        command -v "$t" >/dev/null || { echo "FAIL: $t is not installed (scripts/install-deps installs what this test needs)" >&2; exit 1; }
done
[ -e "$user_units/dbus.socket" ] || { echo "FAIL: no $user_units/dbus.socket: dbus-user-session is not installed (scripts/install-deps)" >&2; exit 1; }

# The harness splices the unit directory and the script's path into a shell command, and the
# launched programs run without capabilities (so may preloadd look at them): everything of the
# test lives in a path without blanks or quoting characters that a process without capabilities
# may reach. The build directory when it is one, else /var/tmp (disk-backed, as $work must be).
if [[ $build =~ ^[A-Za-z0-9._/+-]+$ ]] && setpriv --bounding-set=-all --inh-caps=-all sh -c 'cd "$1"' sh "$build" 2>/dev/null; then
        UM_WORK_PARENT=$build
else
        UM_WORK_PARENT=/var/tmp
fi
export UM_WORK_PARENT
. "$here/user-manager-lib.sh"
um_prepare "$build" kio-test
cp "$here/kio.sh" "$work/kio.sh"

# The application: learnprog (see learnprog.c) built here, reading 2 MiB of data through a mapping
# and a small file with read(), for 1.5 s. Its Exec= drops the capabilities of the manager's user
# (root here), as a desktop user's programs run without them: setpriv execs the program.
mkdir -p "$work/bin" "$work/data"
PROG_NAME=kiofixture
APP_ID=org.example.Fixture
${CC:-cc} -O1 -o "$work/bin/$PROG_NAME" "$here/learnprog.c"
head -c $((2 * 1024 * 1024 + 4096)) /dev/urandom >"$work/data/$PROG_NAME.1"
head -c 6000 /dev/urandom >"$work/data/conf-$PROG_NAME"
DATA=$(realpath "$work/data/$PROG_NAME.1")
sync
export PRELOADCTL=$preloadctl WORK=$work APP_ID PROG_NAME DATA
export SYSTEMD_LOG_TARGET=console

# run_part MODE: the fixture's home (nothing configured, the shipped lists masked; its desktop
# file where KIO takes the desktop id from the file name), then MODE under a manager of its own.
run_part() {
        local mode=$1 f
        export HOME=$work/$mode/home
        export XDG_CONFIG_HOME=$HOME/.config XDG_CACHE_HOME=$HOME/.cache XDG_DATA_HOME=$HOME/.local/share
        mkdir -p "$XDG_CONFIG_HOME/preloadd/apps.d" "$XDG_DATA_HOME/applications"
        for f in /usr/lib/preloadd/apps.d/*.conf /usr/local/lib/preloadd/apps.d/*.conf; do
                [ -e "$f" ] && ln -sf /dev/null "$XDG_CONFIG_HOME/preloadd/apps.d/$(basename "$f")"
        done
        export DESKTOP=$XDG_DATA_HOME/applications/$APP_ID.desktop
        cat >"$DESKTOP" <<EOD
[Desktop Entry]
Type=Application
Name=KIO fixture
Exec=$(command -v setpriv) --bounding-set=-all --inh-caps=-all $work/bin/$PROG_NAME 1.5 $DATA +$work/data/conf-$PROG_NAME
Terminal=false
EOD
        echo "=== kio.sh: $mode" >>"$work/preloadd.log"
        echo "=== the $mode part, from ${SECONDS}s"
        um_run_harness "$harness" "$work/units" "$work" "$work/kio.sh --inner $mode"
}
rc=0
for mode in scope service oneshot; do
        run_part "$mode" || rc=1
done
echo "=== done at ${SECONDS}s"
exit $rc
