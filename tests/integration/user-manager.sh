#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadd under a real `systemd --user` manager, with the units and binaries installed from the
# build (meson install --destdir): socket activation, StatusText, reload (a broken config refused
# while the old one stays), the login warm (residency checked as root), the sandbox really applied,
# a clean stop, and nothing left behind, also when a step fails.
# Usage: user-manager.sh BUILD_DIR   (exit 77: skipped)
# The manager is run by the shared harness (USER_MANAGER_TEST, default
# /work/shared/tools/user-manager-test), which gives it its own cgroup and a private
# /run/systemd/system and removes both afterwards.
set -euo pipefail

build=$(realpath "${1:?usage: user-manager.sh BUILD_DIR}")
here=$(dirname "$(realpath "$0")")
. "$here/user-manager-lib.sh"
harness=${USER_MANAGER_TEST:-/work/shared/tools/user-manager-test}
skip() { echo "SKIP: $*"; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root (a user manager with its own cgroup)"
[ -x "$harness" ] || skip "no user manager harness at $harness"
[ -x /lib/systemd/systemd ] || skip "systemd is not installed"
command -v python3 >/dev/null || skip "python3 not available"

# Disk-backed scratch space: tmpfs pages cannot be evicted, so residency would prove nothing.
work=$(mktemp -d "$build/user-manager-test.XXXXXX")
cleanup() {
        local rc=$?
        set +e
        # Whatever happened inside, no daemon of ours may survive the harness.
        if pgrep -f "$work/dest" >/dev/null; then
                echo "FAIL: processes left behind:" >&2
                pgrep -af "$work/dest" >&2
                pkill -9 -f "$work/dest"
                rc=1
        fi
        rm -rf "$work"
        exit $rc
}
trap cleanup EXIT
trap 'exit 1' INT TERM

meson install -C "$build" --no-rebuild --quiet --destdir "$work/dest" >/dev/null
service=$(find "$work/dest" -path '*/systemd/user/preloadd.service')
socket=$(find "$work/dest" -path '*/systemd/user/preloadd.socket')
[ -f "$service" ] && [ -f "$socket" ] || { echo "FAIL: units not installed" >&2; exit 1; }

# The units as installed, with the binaries' paths pointed into the destdir.
um_log_dropin "$work/units" "$work"
sed -e "s|^ExecStart=|ExecStart=$work/dest|" -e "s|^ExecReload=|ExecReload=$work/dest|" "$service" \
        > "$work/units/preloadd.service"
cp "$socket" "$work/units/preloadd.socket"
preloadctl=$(grep '^ExecReload=' "$work/units/preloadd.service" | sed 's/^ExecReload=//; s/ .*//')
# A sanitizer build: LeakSanitizer needs ptrace, which the unit's SystemCallFilter= forbids, so it
# would turn every clean exit into a failure. Leaks of the daemon are checked by its own test.
case $(ldd "$preloadctl" 2>/dev/null) in
*libasan*)
        printf '[Service]\nEnvironment=ASAN_OPTIONS=detect_leaks=0\n' \
                > "$work/units/preloadd.service.d/test-sanitizer.conf" ;;
esac

um_fixture_home "$work"

export PRELOADCTL=$preloadctl WORK=$work
# The manager's own messages into its log (there is no journal), shown when a step fails.
export SYSTEMD_LOG_TARGET=console
rc=0
um_run_harness "$harness" "$work/units" "$work" "$here/user-manager-inner.sh" || rc=$?
exit $rc
