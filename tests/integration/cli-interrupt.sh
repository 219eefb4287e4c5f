#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# A warm through preloadd, waited for on a terminal: preloadctl draws a progress line, and
# Ctrl-C cancels the warm in preloadd (its job ends cancelled, not done) and ends preloadctl.
# The warm is made slow by a file on a loop device that preloadd reads through a blkio
# throttle of 1 MiB/s, so it is still running when Ctrl-C comes.
# Usage: cli-interrupt.sh BUILD_DIR   (root; exit 77: skipped)
set -euo pipefail

here=$(dirname "$(realpath "$0")")
build=$(realpath "${1:?usage: cli-interrupt.sh BUILD_DIR}")
preloadctl=$build/preloadctl/preloadctl
preloadd=$build/daemon/preloadd
fail() { echo "FAIL: $*" >&2; exit 1; }

. "$here/loop-ext4.sh"
[ -f /sys/fs/cgroup/blkio/blkio.throttle.read_bps_device ] || skip "no cgroup v1 blkio hierarchy"
command -v script >/dev/null || skip "script (util-linux) not available"
loop_ext4 preload-interrupt 256M script python3

daemon_pid=
script_pid=
blkio=/sys/fs/cgroup/blkio/${work##*/}
cleanup() {
        set +e
        # The throttle first: reads queued behind it keep the file system busy after preloadd exits.
        blkio_remove "$blkio"
        kill_wait "$script_pid" "$daemon_pid"
        loop_ext4_cleanup
}
trap cleanup EXIT

export XDG_RUNTIME_DIR=$work/rt XDG_CONFIG_HOME=$work/config XDG_CACHE_HOME=$work/cache
mkdir -m 0700 "$XDG_RUNTIME_DIR"
mkdir -p "$XDG_CONFIG_HOME/preloadd"
# 32 MiB of data: 32 s at the throttle's rate, far longer than the test waits.
head -c $((32 << 20)) /dev/urandom > "$mnt/data"
sync
echo 3 > /proc/sys/vm/drop_caches

"$preloadd" --no-login-warm > "$work/d.log" 2>&1 &
daemon_pid=$!
mkdir "$blkio"
major_minor=$(lsblk -dno MAJ:MIN "$loopdev" | tr -d ' ')
echo "$major_minor 1048576" > "$blkio/blkio.throttle.read_bps_device"
echo "$daemon_pid" > "$blkio/cgroup.procs"
for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/preloadd/control" ] && break; sleep 0.1; done
kill -0 "$daemon_pid" 2>/dev/null || fail "preloadd did not start: $(cat "$work/d.log")"

jobs_json() { "$preloadctl" --json status 2>/dev/null; }

# On a pseudo-terminal (script), so that preloadctl draws its progress line. script runs a shell
# command line: the paths quoted for it (a build directory may hold a blank).
script -qfec "$(printf '%q ' "$preloadctl" warm --wait "$mnt/data")" "$work/tty.log" > /dev/null 2>&1 &
script_pid=$!
# Ctrl-C once the progress line is drawn: the warm is under way in preloadd.
for _ in $(seq 100); do grep -q "files" "$work/tty.log" 2>/dev/null && break; sleep 0.1; done
grep -qE '(queueing|waiting) +[0-9.]+[KMG]?i?B?/[0-9.]+[KMG]' "$work/tty.log" ||
        fail "no progress line on the terminal: $(cat -v "$work/tty.log")"
ctl_pid=$(pgrep -f -n "preloadctl warm --wait $mnt/data" | grep -v "^$script_pid\$" | tail -1)
[ -n "$ctl_pid" ] || fail "preloadctl is not running"
kill -INT "$ctl_pid"
for _ in $(seq 100); do kill -0 "$ctl_pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$ctl_pid" 2>/dev/null && fail "preloadctl still runs 10 s after Ctrl-C"
wait "$script_pid" || true
script_pid=
grep -q "cancelling job" "$work/tty.log" || fail "Ctrl-C did not cancel: $(cat -v "$work/tty.log")"
grep -q "cancelled" "$work/tty.log" || fail "preloadctl did not say the warm was cancelled: $(cat -v "$work/tty.log")"

# preloadd ended the job as cancelled, long before the 32 s the data needs, and keeps serving.
"$preloadctl" cancel > "$work/out" || fail "preloadd stopped serving: $(cat "$work/d.log")"
grep -q "^0 warms cancelled" "$work/out" || fail "a warm still runs after Ctrl-C: $(cat "$work/out")"
grep -qi "cancel" "$work/d.log" || fail "preloadd did not log a cancel: $(cat "$work/d.log")"
echo "OK: Ctrl-C on a waiting client cancels its warm; the progress line is drawn"
