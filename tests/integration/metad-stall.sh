#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preload-metad against users who try to stall it or to read past their budget, on a loop-device
# ext4 (the users: tests/integration/metad-stall.c). The helper runs as root without any
# capability, as its unit runs it.
# - Stalls: a well-behaved user (uid 65533) is answered within 1 s, every time, while another
#   (uid 65534) holds: a TCP socket it sent with SO_LINGER and unsent data; a FUSE file whose
#   server leaves FLUSH unanswered (and, mounted allow_other, STATFS; then everything after the
#   open, GETATTR too); 60 connections that send nothing; all of them at once. The helper then
#   still stops at SIGTERM.
# - The budget: a request with max_bytes=1 makes the device read nothing; a normal request never
#   makes it read more than it is charged (libext2fs's reads included); no span of one window sees
#   more than the budget read (the window slides); a process in a user namespace (its uid one of
#   a user's subordinate uids) is refused.
# - What is read besides a request's own blocks (a 0700 directory's, in a gap bridged) is read,
#   and preload-metad(8) says so.
# Usage: metad-stall.sh BUILD_DIR   (exit 77: skipped)
set -euo pipefail

build=$(realpath "${1:?usage: metad-stall.sh BUILD_DIR}")
metad=$build/metad/preload-metad
stall=$build/tests/metad-stall
tool=$build/tests/ext4meta-tool
. "$(dirname "$0")/loop-ext4.sh"
loop_ext4 preload-metad-stall 64M setpriv python3 debugfs
[ -c /dev/fuse ] || skip "no /dev/fuse"
dev=$(cat "/sys/block/${loopdev##*/}/dev")
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }
json() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(eval(sys.argv[1]))' "$@"; }
good_uid=65533 bad_uid=65534
pids=() cgs=()
cleanup() {
        kill_wait "${pids[@]}"
        for cg in "${cgs[@]}"; do blkio_remove "$cg"; done
        loop_ext4_cleanup
}
trap cleanup EXIT

chmod 0755 "$work"
mkdir -p "$mnt/t"
for d in 1 2 3 4; do
        mkdir "$mnt/t/d$d"
        for i in $(seq 1 60); do echo "$d $i" > "$mnt/t/d$d/file-$i"; done
done
chmod -R a+rX "$mnt/t"
sync
good_files=("$mnt/t/d1" "$mnt/t/d1/file-1" "$mnt/t/d2")

# start_helper NAME ARGS...: a helper on $work/NAME.sock, logging to $work/NAME.log, in a blkio
# group of its own ($work/NAME.cg names it, empty without cgroup v1 blkio) that counts its reads.
start_helper() {
        local name=$1 cg=/sys/fs/cgroup/blkio/${work##*/}-$1
        shift
        if mkdir "$cg" 2>/dev/null && echo "$dev 4000000000" > "$cg/blkio.throttle.read_iops_device"; then
                cgs+=("$cg")
        else
                cg=
        fi
        echo "$cg" > "$work/$name.cg"
        (
                [ -z "$cg" ] || echo "$BASHPID" > "$cg/cgroup.procs"
                exec setpriv --inh-caps=-all --bounding-set=-all "$metad" --socket "$work/$name.sock" --idle-sec 300 "$@"
        ) 2> "$work/$name.log" &
        pids+=($!)
        eval "${name}_pid=$!"
        for _ in $(seq 50); do [ -S "$work/$name.sock" ] && return 0; sleep 0.1; done
        fail "helper $name did not start"
}
# helper_reads NAME: bytes the helper NAME made the loop device read (the device's own count,
# anyone's reads, where there is no blkio group).
helper_reads() {
        local cg
        cg=$(cat "$work/$1.cg")
        if [ -n "$cg" ]; then
                awk -v d="$dev" '$1 == d && $2 == "Read" { n = $3 } END { print n + 0 }' "$cg/blkio.throttle.io_service_bytes"
        else
                echo $(($(awk '{ print $3 }' "/sys/block/${loopdev##*/}/stat") * 512))
        fi
}
# stop_helper NAME: SIGTERM; it must exit 0 within 5 s (a sanitized build's leak check included).
stop_helper() {
        local p=${1}_pid
        kill "${!p}"
        for _ in $(seq 50); do [ -d "/proc/${!p}" ] || break; sleep 0.1; done
        if [ -d "/proc/${!p}" ]; then
                fail "helper $1 did not stop within 5 s of SIGTERM"
        elif ! wait "${!p}"; then
                fail "helper $1 stopped with a failure"
        fi
        sed "s/^/helper $1: /" "$work/$1.log"
}

# --- Stalls ---------------------------------------------------------------------------------------
start_helper s
sock=$work/s.sock
good() { # WHAT: the well-behaved user's request, answered within 1 s
        local out
        if out=$("$stall" good "$sock" $good_uid 1000 "${good_files[@]}"); then
                echo "well-behaved user, $1: $out"
        else
                fail "well-behaved user, $1: $out"
        fi
}
# attacker NAME ARGS...: runs "metad-stall ARGS" in the background until "ready" (10 s at most)
attacker() {
        local name=$1
        shift
        "$stall" "$@" > "$work/$name.out" 2> "$work/$name.err" &
        pids+=($!)
        eval "${name}_pid=$!"
        for _ in $(seq 100); do grep -q ready "$work/$name.out" 2>/dev/null && break; sleep 0.1; done
        grep -q ready "$work/$name.out" || fail "$name: not ready: $(cat "$work/$name.err")"
        sed 's/^/  /' "$work/$name.err"
}
stop() { local p; for n in "$@"; do p=${n}_pid; kill_wait "${!p}"; done; }
fuse_dir() { mkdir -p "$work/fuse-$1"; chmod 0755 "$work/fuse-$1"; echo "$work/fuse-$1"; }

good "no stall"
attacker linger linger "$sock" $bad_uid 20 "$mnt"/t/d[1-4]
good "a lingering TCP socket (SO_LINGER 20 s, unsent data) sent and refused"
stop linger
for mode in flush statfs getattr; do
        attacker fuse fuse "$sock" $bad_uid "$(fuse_dir $mode)" $mode
        good "a FUSE file whose server leaves $mode and after unanswered"
        stop fuse
done
attacker idle idle "$sock" $bad_uid 60
good "60 idle connections"
good "60 idle connections, again"
stop idle
attacker linger linger "$sock" $bad_uid 20 "$mnt"/t/d[1-4]
attacker fuse fuse "$sock" $bad_uid "$(fuse_dir all)" statfs
attacker idle idle "$sock" $bad_uid 60
good "all of them at once"
stop linger fuse idle
good "after the stalls"
stop_helper s

# --- The budget -----------------------------------------------------------------------------------
start_helper b
all_files=("$mnt"/t/d1 "$mnt"/t/d2 "$mnt"/t/d3 "$mnt"/t/d4 "$mnt"/t/d[1-4]/file-[1-5]?)
# charge UID MAX_BYTES: the files sent as UID after a drop of the caches; "READ CHARGED JSON"
charge() {
        local r0 r1 out
        r0=$(helper_reads b)
        out=$("$stall" charge "$work/b.sock" "$@" "${all_files[@]}")
        r1=$(helper_reads b)
        echo "$((r1 - r0)) $(json "67108864 - d['budget_left']" <<<"$out") $out"
}
read -r n charged out < <(charge 65532 1)
echo "max_bytes=1: the device read $n bytes for the helper, $charged charged: $out"
[ "$n" -le 1 ] || fail "a request of max_bytes=1 made the device read $n bytes"
read -r n charged out < <(charge 65531 0)
echo "a request of ${#all_files[@]} files: the device read $n bytes for the helper, $charged charged: $out"
[ "$(json "d['blocks'] > 0 and d['status'] == 0" <<<"$out")" = True ] || fail "the request read nothing: $out"
[ "$n" -le "$charged" ] || fail "the device read $n bytes for a request charged $charged"
read -r n charged out < <(charge 65531 $((32 * 1024)))
echo "max_bytes=32768: the device read $n bytes for the helper, $charged charged: $out"
[ "$n" -le $((32 * 1024)) ] || fail "a request of max_bytes=32768 made the device read $n bytes"

# What a request reads besides its files' own blocks: the gap between two of them, here the
# inode-table blocks of a mode 0700 directory's files, is read rather than split; into the
# device's cache only, as preload-metad(8) says (it said "nothing else").
mkdir "$mnt/t/pub"
echo a > "$mnt/t/pub/a"
mkdir -m 0700 "$mnt/t/private"
for i in $(seq 1 40); do echo "$i" > "$mnt/t/private/f$i"; done
echo b > "$mnt/t/pub/b"
chmod -R a+rX "$mnt/t/pub"
sync
bs=$(stat -f -c %S "$mnt")
imap() { debugfs -R "imap <$(stat -c %i "$1")>" "$loopdev" 2>/dev/null | sed -n 's/.*located at block \([0-9]*\),.*/\1/p'; }
ba=$(imap "$mnt/t/pub/a") bp=$(imap "$mnt/t/private/f20") bb=$(imap "$mnt/t/pub/b")
if [ -n "$ba" ] && [ -n "$bb" ] && [ "$ba" -lt "$bp" ] && [ "$bp" -lt "$bb" ]; then
        out=$("$stall" charge "$work/b.sock" 65529 0 "$mnt/t/pub/a" "$mnt/t/pub/b")
        cached=$("$tool" resident "$loopdev" $((bp * bs)) "$bs")
        echo "a request of two files (inode-table blocks $ba and $bb): block $bp of the 0700 directory's inodes $([ "$cached" -gt 0 ] && echo read || echo not read); $out"
        [ "$cached" -gt 0 ] || fail "the block between two wanted ones was not read: the test cannot tell"
else
        fail "the 0700 directory's inodes ($bp) do not lie between the files' ($ba, $bb): the test cannot tell"
fi
if [ -f "$build/man/preload-metad.8" ]; then
        grep -q "0700" "$build/man/preload-metad.8" && grep -qi "gaps between wanted blocks" "$build/man/preload-metad.8" ||
                fail "preload-metad(8) does not say that it reads other files' blocks (a 0700 directory's, the gaps)"
fi

# A user namespace made by uid 65534 whose uid 0 is 300000 outside: refused, not a budget of its own.
if out=$("$stall" userns "$work/b.sock" $bad_uid 300000 "$mnt/t/d1" 2>&1); then
        fail "a subordinate uid was served: $out"
else
        echo "a subordinate uid (300000, of uid $bad_uid's user namespace): $out"
        [[ $out == *"Operation not permitted"* ]] || fail "a subordinate uid: $out"
fi

# The window slides: no span of one window reads more than the budget, even across its edge.
start_helper w --window-sec=4 --budget-bytes=65536
if out=$("$stall" window "$work/w.sock" 65530 4 65536 "$mnt/t/d1"); then
        echo "a 4 s window of 64 KiB: $out"
else
        fail "a 4 s window of 64 KiB: $out"
fi

stop_helper b
stop_helper w
kill_wait "${pids[@]}"
pids=()
[ $failed = 0 ] && echo "PASS"
exit $failed
