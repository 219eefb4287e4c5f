#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# A user without a profile of NAME, under a real `systemd --user` manager from the files the Debian
# package installed, launches NAME in an application unit as a desktop does:
#   1. preloadd warms the launch from the system profile (/var/cache/preloadd/profiles/NAME.profile,
#      which the package's trigger imported from a shipped NAME.portable);
#   2. it learns the user's own profile from that launch, starting from the system one: every file
#      of the system profile is in it, and the program;
#   3. the next launch is warmed from the user's own profile.
# scripts/install-test runs it as root inside its Debian 12 root, once the system profile is there.
# Usage: system-profile-installed.sh NAME COMMAND...   (exit 77: skipped)
#   COMMAND runs NAME's program for a few seconds: preloadd observes a launch while it runs.
# Environment: USER_MANAGER_TEST, the harness (default: user-manager-run next to this script).
set -euo pipefail

here=$(dirname "$(realpath "$0")")
. "$here/user-manager-lib.sh"
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }

if [ "${1:-}" = --inner ]; then
        # Inside the manager. From below: PRELOADCTL, WORK, NAME, HOME, XDG_CONFIG_HOME, XDG_CACHE_HOME.
        trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
        echo "$XDG_RUNTIME_DIR" >"$WORK/rt-path"
        mapfile -t command <"$WORK/command"
        system=/var/cache/preloadd/profiles/$NAME.profile
        own=$XDG_CACHE_HOME/preloadd/profiles/$NAME.profile
        ctl() { "$PRELOADCTL" "$@"; }
        # app PYTHON-EXPRESSION: evaluated over NAME's last launch as preloadd's status shows it.
        app() {
                ctl status --json | python3 -c '
import json, sys
a = {a["app"]: a for a in json.load(sys.stdin)["launches"]["apps"]}.get(sys.argv[2], {})
print(eval(sys.argv[1]))' "$1" "$NAME"
        }
        check() { # PYTHON-CONDITION MESSAGE
                [ "$(app "$1")" = True ] || { ctl status --json >&2; fail "$2"; }
        }
        files() { sed -n 's/^file //p' "$1" | LC_ALL=C sort; }
        # As a desktop launches: a scope made before the program runs, the program without
        # capabilities (so that the daemon, which has none, may look at it); waits for its end.
        launch() { # N
                systemd-run --user --quiet --scope --unit="app-test-$NAME-$1.scope" \
                        setpriv --bounding-set=-all --inh-caps=-all "${command[@]}"
        }
        wait_warm() { # UNIT: until preloadd's warm for that launch is over
                for _ in $(seq 100); do
                        [ "$(app "a.get('unit') == '$1' and a.get('state') in ('done', 'failed', 'cancelled', 'skipped')")" = True ] &&
                                return 0
                        sleep 0.1
                done
                ctl status --json >&2
                fail "no finished warm for $1"
        }

        step "login: the manager starts preloadd; the user has no profile of $NAME"
        for _ in $(seq 300); do
                [ "$(systemctl --user show -P ActiveState preloadd.service)" = active ] && break
                sleep 0.1
        done
        [ "$(systemctl --user show -P ActiveState preloadd.service)" = active ] || fail "preloadd.service not started"
        [ ! -e "$own" ] || fail "the user has a profile of $NAME already"

        step "$NAME launched in app-test-$NAME-1.scope: warmed from the system profile"
        launch 1
        wait_warm "app-test-$NAME-1.scope"
        check "a['state'] == 'done' and a['plan_source'] == 'profile' and a['profile'] == '$system'" \
                "the launch was not warmed from $system"
        check "a['plan_bytes'] > 0 and a['error'] is None" "the warm of the system profile planned nothing"
        out=$(ctl status "$NAME")
        grep "last launch" <<<"$out" || true
        grep -q "^$NAME: last launch app-test-$NAME-1.scope (done): warmed .* of $system" <<<"$out" ||
                fail "status $NAME does not say the launch was warmed from $system: $out"

        step "the user's own profile, learned from the launch, starting from the system one"
        for _ in $(seq 100); do
                [ -s "$own" ] && break
                sleep 0.1
        done
        [ -s "$own" ] || fail "no profile of $NAME learned into $own"
        grep -qx "observed 1" "$own" || fail "$own was not learned from one observed launch: $(grep '^observed' "$own")"
        grep -qx "file $(realpath "${command[0]}")" "$own" || fail "$own does not name the program"
        # One launch is not enough to age anything out (PROFILE_MISSES_MAX): the system profile's
        # files are all still there.
        missing=$(LC_ALL=C comm -23 <(files "$system") <(files "$own"))
        [ -z "$missing" ] || fail "the learned profile did not start from the system one; it lacks: $missing"
        echo "$own: $(files "$own" | wc -l) files, the system profile's $(files "$system" | wc -l) among them"

        step "the next launch is warmed from the user's own profile"
        launch 2
        wait_warm "app-test-$NAME-2.scope"
        check "a['state'] == 'done' and a['profile'] == '$own'" "the second launch was not warmed from $own"

        systemctl --user stop preloadd.service preloadd.socket
        echo OK
        exit 0
fi

[ $# -ge 2 ] || { echo "usage: $0 NAME COMMAND..." >&2; exit 2; }
harness=${USER_MANAGER_TEST:-$here/user-manager-run}
[ "$(id -u)" = 0 ] || skip "needs root (a user manager with its own cgroup)"
[ -x "$harness" ] || skip "no user manager harness at $harness"
[ -x /lib/systemd/systemd ] || skip "systemd is not installed"
command -v python3 >/dev/null || skip "python3 not available"
PRELOADCTL=$(command -v preloadctl) || fail "preloadctl not installed"
NAME=$1
shift
[ -f "/var/cache/preloadd/profiles/$NAME.profile" ] || fail "no system profile of $NAME to start from"

# Disk-backed scratch space, as the other tests of the user manager have it.
work=$(mktemp -d /var/tmp/system-profile-installed.XXXXXX)
trap 'rm -rf "$work"' EXIT
trap 'exit 1' INT TERM
ln -s "$here" "$work/tests" # the harness takes a command without blanks: the script through here
printf '%s\n' "$@" >"$work/command"

# The units and their enablement come from the installed locations; the harness's unit directory
# holds drop-ins for the test only: the daemon's log kept, and every launch warmed. The decision
# on this machine's fast disk would be no warm at all (decide.h; launch.sh tests it): here what
# matters is which profile a warm reads.
um_log_dropin "$work/units" "$work"
printf '[Service]\nEnvironment=PRELOAD_DECIDE=choice=race\n' >"$work/units/preloadd.service.d/test-decide.conf"

# A user of their own: an empty home, nothing learned yet.
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_CACHE_HOME=$work/home/.cache
mkdir -p "$HOME"
export PRELOADCTL NAME WORK=$work
rc=0
um_run_harness "$harness" "$work/units" "$work" "$work/tests/system-profile-installed.sh --inner" || rc=$?
[ $rc = 0 ] && echo "system-profile-installed: OK"
exit $rc
