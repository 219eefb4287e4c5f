#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadd under a real `systemd --user` manager from the files the Debian package installed,
# not the build tree: scripts/install-test runs it as root inside a fresh Debian 12 root.
#   1. login: the manager starts preloadd.service on its own, through the default.target.wants
#      link the package made for every user, and the Trigger=login fixture gets warmed;
#   2. then the steps of user-manager-inner.sh (socket activation, StatusText, reload with a
#      broken config refused, warm on demand, a clean stop) against the installed units.
# The shipped application lists are masked for the test user (symlinks to /dev/null), which also
# checks masking against the installed /usr/lib/preloadd/apps.d.
# Usage: user-manager-installed.sh   (exit 77: skipped)
# Environment: USER_MANAGER_TEST, the harness that runs the manager in its own cgroup with a
# private /run/systemd/system (default: user-manager-run next to this script).
set -euo pipefail

here=$(dirname "$(realpath "$0")")
. "$here/user-manager-lib.sh"
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }

if [ "${1:-}" = --login-phase ]; then
        # Inside the manager (XDG_RUNTIME_DIR is its); the environment comes from below.
        trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
        echo "$XDG_RUNTIME_DIR" >"$WORK/rt-path"
        prop() { systemctl --user show -p "$2" --value "$1"; }
        step "login: the user manager starts preloadd.service itself (enabled for every user)"
        for _ in $(seq 300); do
                [ "$(prop preloadd.service ActiveState)" = active ] && break
                sleep 0.1
        done
        [ "$(prop preloadd.service ActiveState)" = active ] ||
                fail "preloadd.service not started by the manager: $(prop preloadd.service ActiveState)"
        [ "$(prop preloadd.socket ActiveState)" = active ] || fail "preloadd.socket not started"
        prop preloadd.service MainPID >>"$WORK/pids"
        echo "WantedBy=$(prop preloadd.service WantedBy) FragmentPath=$(prop preloadd.service FragmentPath)"
        [ "$(prop preloadd.service FragmentPath)" = /usr/lib/systemd/user/preloadd.service ] ||
                fail "the manager did not load the installed unit"
        text=
        for _ in $(seq 300); do
                text=$(prop preloadd.service StatusText)
                [[ $text =~ login\ warm\ done ]] && break
                sleep 0.1
        done
        echo "StatusText=$text"
        [[ $text =~ ^Ready:\ 1\ app\ configured,\ login\ warm\ done ]] || fail "no login warm in StatusText"
        cached=$("$PRELOADCTL" status --local fixture | sed -n '1s/.*(\([0-9]*\)%)$/\1/p')
        echo "fixture after the login warm: $cached% cached"
        [ "$cached" = 100 ] || fail "the login warm left the fixture $cached% cached"
        systemctl --user stop preloadd.service preloadd.socket
        # The socket-activation steps start from a stopped daemon, as after a fresh login.
        exec "$here/user-manager-inner.sh"
fi

harness=${USER_MANAGER_TEST:-$here/user-manager-run}
[ "$(id -u)" = 0 ] || skip "needs root (a user manager with its own cgroup)"
[ -x "$harness" ] || skip "no user manager harness at $harness"
[ -x /lib/systemd/systemd ] || skip "systemd is not installed"
command -v python3 >/dev/null || skip "python3 not available"
[ -x "$here/user-manager-inner.sh" ] || fail "user-manager-inner.sh missing next to $0"
PRELOADCTL=$(command -v preloadctl) || fail "preloadctl not installed"
unitdir=/usr/lib/systemd/user
for u in preloadd.service preloadd.socket; do
        [ -f "$unitdir/$u" ] || fail "$unitdir/$u not installed"
done
[ -L /etc/systemd/user/default.target.wants/preloadd.service ] || fail "preloadd.service not enabled globally"

# Disk-backed scratch space: tmpfs pages cannot be evicted, so residency would prove nothing.
work=$(mktemp -d /var/tmp/user-manager-installed.XXXXXX)
cleanup() {
        local rc=$? pid
        set +e
        for pid in $(cat "$work/pids" 2>/dev/null); do
                [ "$pid" -gt 0 ] && kill -0 "$pid" 2>/dev/null && { echo "FAIL: preloadd $pid left running" >&2; rc=1; }
        done
        rm -rf "$work"
        exit $rc
}
trap cleanup EXIT
trap 'exit 1' INT TERM
ln -s "$here" "$work/tests" # the harness takes a command without blanks: the scripts through here

# The harness's unit directory holds only a drop-in that keeps the daemon's log for the test; the
# units, and the links enabling them, are found in the installed locations behind it.
um_log_dropin "$work/units" "$work"

um_fixture_home "$work"
"$PRELOADCTL" list
"$PRELOADCTL" evict fixture >/dev/null

export PRELOADCTL WORK=$work
rc=0
um_run_harness "$harness" "$work/units" "$work" "$work/tests/user-manager-installed.sh --login-phase" || rc=$?
[ $rc = 0 ] && echo "user-manager-installed: OK"
exit $rc
