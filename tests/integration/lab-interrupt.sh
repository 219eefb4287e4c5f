#!/bin/sh
# SPDX-License-Identifier: LGPL-2.1-or-later
# The cold-start lab (bench/lab.py) must leave the machine as it found it however it ends: a
# program that hangs (per-run timeout), Ctrl-C and SIGTERM mid-run, and SIGKILL followed by
# `lab.py cleanup`. After each: no lab cgroup under the blkio hierarchy, the disk's
# read_ahead_kb back to its value before, no loop device of the lab, no program left running.
# Root only (it drops caches and throttles the disk): exits 77 (skip) otherwise.
set -eu

if [ "$(id -u)" != 0 ]; then
        echo "SKIP: lab-interrupt needs root"
        exit 77
fi
cg=/sys/fs/cgroup/blkio
if [ ! -f $cg/blkio.throttle.read_bps_device ]; then
        echo "SKIP: no cgroup v1 blkio hierarchy"
        exit 77
fi
if [ -e /run/preload-lab/lock ] && ! flock -n /run/preload-lab/lock true; then
        echo "SKIP: a lab is running on this machine"
        exit 77
fi

top=$(cd "$(dirname "$0")/../.." && pwd)
py=${PYTHON:-python3}
lab="$top/bench/lab.py"
tmp=$(mktemp -d /tmp/lab-interrupt.XXXXXX)
# a distinctive duration, so the check for a surviving program matches only ours
hang="sleep 7391"

ra=$($py -B -c 'import sys; sys.path.insert(0, sys.argv[1]); import lab
print(lab.devices_for_files(["/usr/bin/sleep"])[0].read_ahead_path)' "$top/bench")
orig=$(cat "$ra")
changed_for_test=
if [ "$orig" = 128 ]; then
        # the lab sets 128: start elsewhere so that a missed restore is visible
        echo 256 > "$ra"
        orig=256
        changed_for_test=128
fi
pid=
finish() {
        set +e
        # A lab still running (the test failed while it ran): ended as Ctrl-C ends it, by force
        # after 10 s, and what a forced end leaves by `lab.py cleanup` (which kills what is left in the
        # lab's cgroups), so that neither its throttled program nor its cgroup outlives the test.
        if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
                kill -INT "$pid"
                i=0
                while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
                if kill -0 "$pid" 2>/dev/null; then
                        kill -KILL "$pid"
                        wait "$pid" 2>/dev/null
                        $py "$lab" cleanup
                fi
        fi
        [ -n "$changed_for_test" ] && echo "$changed_for_test" > "$ra"
        rm -rf "$tmp"
}
trap finish EXIT
trap 'exit 1' INT TERM

fail() {
        echo "FAIL: $*"
        exit 1
}

# What another lab run on this machine holds (a --system-image run keeps its loop devices and
# cgroups for its whole run) is not ours to clean up: only what appeared since counts.
lab_loops() { losetup -l -n -O NAME,BACK-FILE 2>/dev/null | grep preload-lab || true; }
lab_cgroups() { find $cg -maxdepth 1 -name 'preload-lab-*'; }
lab_loops > "$tmp/loops-before"
lab_cgroups > "$tmp/cgroups-before"

assert_clean() {
        what=$1
        left=$(lab_cgroups | grep -vxF -f "$tmp/cgroups-before" | head -5)
        [ -z "$left" ] || fail "$what: lab cgroups left: $left"
        now=$(cat "$ra")
        [ "$now" = "$orig" ] || fail "$what: read_ahead_kb is $now, was $orig"
        if [ -n "$(lab_loops | grep -vxF -f "$tmp/loops-before")" ]; then
                fail "$what: a loop device of the lab is left"
        fi
        if pgrep -f "^$hang\$" >/dev/null; then
                fail "$what: the program survived"
        fi
        ls /run/preload-lab/state-*.json >/dev/null 2>&1 && fail "$what: undo state left behind"
        echo "ok: $what"
}

# wait until the lab has its cgroup, has started the program in it and throttles the disk
wait_running() {
        i=0
        while [ $i -lt 300 ]; do
                if pgrep -f "^$hang\$" >/dev/null && [ "$(cat "$ra")" = 128 ] &&
                   [ -n "$(find $cg -maxdepth 1 -name "preload-lab-$1-*")" ]; then
                        return 0
                fi
                sleep 0.1
                i=$((i + 1))
        done
        fail "lab $1 never started its program"
}

common="--profile hdd --no-residency-check"

# 1. a program that hangs: every phase times out, the lab goes on and finishes cleanly
start=$(date +%s)
rc=0
$py "$lab" run $common --reps 2 --methods cold,warm --timeout 2 --out "$tmp/hang" -- $hang \
        > "$tmp/hang.log" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$tmp/hang.log"; fail "hanging program: exit $rc, expected 1"; }
[ $(( $(date +%s) - start )) -lt 60 ] || fail "hanging program: the timeout did not cut the runs"
$py - "$tmp/hang/results.json" <<'EOF' || fail "hanging program: results do not record the timeouts"
import json, sys
r = json.load(open(sys.argv[1]))
runs = r['programs'][0]['runs']
assert len(runs) == 4, runs
assert all(not x['ok'] and x['launch']['timeout'] for x in runs), runs
assert all(x['prep']['timeout'] for x in runs if x['method'] == 'warm'), runs
EOF
assert_clean "program that hangs"

# 2. and 3. Ctrl-C and SIGTERM while the program runs throttled
for sig in INT TERM; do
        $py "$lab" run $common --reps 3 --methods cold --timeout 300 --out "$tmp/$sig" -- $hang \
                > "$tmp/$sig.log" 2>&1 &
        pid=$!
        wait_running $pid
        kill -$sig $pid
        rc=0
        wait $pid || rc=$?
        pid=
        case $sig in INT) want=130 ;; TERM) want=143 ;; esac
        [ $rc = $want ] || { cat "$tmp/$sig.log"; fail "SIG$sig: exit $rc, expected $want"; }
        [ ! -e "$tmp/$sig/results.json" ] || fail "SIG$sig: an interrupted lab wrote results"
        assert_clean "SIG$sig mid-run"
done

# 4. SIGKILL leaves things behind by nature; `lab.py cleanup` must undo them
$py "$lab" run $common --reps 3 --methods cold --timeout 300 --out "$tmp/kill" -- $hang \
        > "$tmp/kill.log" 2>&1 &
pid=$!
wait_running $pid
kill -KILL $pid
wait $pid 2>/dev/null || true
pid=
[ "$(cat "$ra")" = 128 ] || fail "SIGKILL: expected the lab's read_ahead_kb to be left"
$py "$lab" cleanup
assert_clean "SIGKILL then lab.py cleanup"

echo "lab-interrupt: 4 passed, 0 failed"
