# SPDX-License-Identifier: LGPL-2.1-or-later
# Sourced by the tests and benchmarks that start daemons, mount file systems, attach loop devices
# or make blkio cgroups: undoing all that on exit. None of these ever fails its caller (a cleanup
# problem is not a test failure, and `set -e` in the caller is off inside them); what they cannot
# undo, they say on stderr, naming it.

teardown_say() { echo "${0##*/}: cleanup: $*" >&2; }

# wait_gone PID...: waits, at most 10 s in all, for processes (children or not) to exit. A killed
# process may hold files a moment longer, and its io_uring or throttled reads longer still.
wait_gone() {
        local -
        set +e
        local p i=0
        for p in "$@"; do
                [ -n "$p" ] || continue
                while [ -d "/proc/$p" ] && [ $i -lt 100 ]; do
                        # a child of ours stays a zombie until reaped: not a holder of anything
                        [ "$(sed -n 's/.*) \(.\).*/\1/p' "/proc/$p/stat" 2>/dev/null)" = Z ] && break
                        sleep 0.1
                        i=$((i + 1))
                done
                [ -d "/proc/$p" ] && [ $i -ge 100 ] && teardown_say "process $p still runs after 10 s"
        done
        return 0
}

# kill_wait PID...: SIGTERM, then (after 10 s at most) SIGKILL, and reaps the children among them.
kill_wait() {
        local -
        set +e
        local p
        for p in "$@"; do [ -n "$p" ] && kill "$p" 2>/dev/null; done
        wait_gone "$@" 2>/dev/null
        for p in "$@"; do [ -n "$p" ] && [ -d "/proc/$p" ] && kill -9 "$p" 2>/dev/null; done
        for p in "$@"; do [ -n "$p" ] && wait "$p" 2>/dev/null; done
        wait_gone "$@"
}

# kill_leftovers PATTERN: processes whose command line matches PATTERN, which the test should have
# ended itself, listed on stderr, killed and waited for. The one helper here that reports: it
# returns 1 when there were any (the caller's test then fails), 0 otherwise.
kill_leftovers() {
        local -
        set +e
        local pids
        pids=$(pgrep -f "$1") || return 0
        echo "FAIL: processes left behind:" >&2
        pgrep -af "$1" >&2
        pkill -9 -f "$1"
        wait_gone $pids
        return 1
}

# mounts_under DIR: the mount points at or under DIR, deepest first, one a line, as they are
# spelt (findmnt's list output, unlike its raw one, does not escape a blank in a path).
mounts_under() {
        findmnt -lno TARGET | TEARDOWN_DIR=$1 awk '{ d = ENVIRON["TEARDOWN_DIR"] }
                $0 == d || index($0, d "/") == 1' | sort -r
}

# unmount_all DIR: unmounts every file system at or under DIR. A busy one is tried again for 10 s
# (what was just killed lets go), then detached lazily: gone from the tree at once, its superblock
# (and the loop device under it) released by the kernel when its last user goes.
unmount_all() {
        local -
        set +e
        local t
        [ -n "$1" ] || return 0
        mounts_under "$1" | while IFS= read -r t; do
                for _ in $(seq 50); do umount "$t" 2>/dev/null && break; sleep 0.2; done
                if mountpoint -q "$t"; then
                        teardown_say "$t still busy after 10 s, unmounting it lazily"
                        umount -l "$t" || teardown_say "$t: cannot unmount it"
                fi
        done
        return 0
}

# loop_detach DEVICE: detaches a loop device. One still in use (a lazily unmounted file system
# on it) is not refused: the kernel marks it autoclear and detaches it when its last user goes.
loop_detach() {
        local -
        set +e
        local dev=$1 sys back
        [ -n "$dev" ] || return 0
        sys=/sys/block/${dev#/dev/}/loop
        back=$(cat "$sys/backing_file" 2>/dev/null) || return 0
        losetup -d "$dev" 2>/dev/null
        for _ in $(seq 10); do
                # the same device number attached again to another file is someone else's
                [ "$(cat "$sys/backing_file" 2>/dev/null)" = "$back" ] || return 0
                sleep 0.1
        done
        if [ "$(cat "$sys/autoclear" 2>/dev/null)" = 1 ]; then
                teardown_say "$dev ($back) still in use: the kernel detaches it when its last user goes"
        else
                teardown_say "$dev ($back) cannot be detached"
        fi
        return 0
}

# rm_unless_mounted DIR: removes DIR unless a file system is still mounted under it, whose files
# `rm -rf` would delete: then leaves it in place, and says so.
rm_unless_mounted() {
        local -
        set +e
        local left
        [ -n "$1" ] && [ -e "$1" ] || return 0
        left=$(mounts_under "$1")
        if [ -n "$left" ]; then
                teardown_say "still mounted: $(echo $left); $1 left in place"
                return 0
        fi
        rm -rf "$1" || teardown_say "cannot remove $1"
        return 0
}

# blkio_remove CGROUP: removes a cgroup v1 blkio group. Its limits are lifted first, so that reads
# queued behind them (which would keep files busy after their process exits) go at once; its
# processes are moved to the parent group; removal is tried for 10 s (exiting tasks still count).
blkio_remove() {
        local -
        set +e
        local cg=$1 f dev p
        [ -n "$cg" ] && [ -d "$cg" ] || return 0
        for f in read_bps read_iops write_bps write_iops; do
                f=$cg/blkio.throttle.${f}_device
                [ -f "$f" ] || continue
                for dev in $(awk '{ print $1 }' "$f"); do echo "$dev 0" > "$f"; done
        done
        for _ in $(seq 50); do
                for p in $(cat "$cg/cgroup.procs" 2>/dev/null); do
                        echo "$p" > "${cg%/*}/cgroup.procs" 2>/dev/null
                done
                rmdir "$cg" 2>/dev/null && return 0
                [ -d "$cg" ] || return 0
                sleep 0.2
        done
        teardown_say "cgroup $cg still busy after 10 s: left in place"
        return 0
}
