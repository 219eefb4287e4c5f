# SPDX-License-Identifier: LGPL-2.1-or-later
# Sourced by the root integration tests that need an ext4 file system of their own on a loop
# device, so that its device counters and page cache see only the test.
#
# loop_ext4 PREFIX SIZE [TOOL...]: exits 77 (skipped) without root, without one of the tools or
# without loop devices; else sets $work (a directory removed on exit), $loopdev and $mnt (the file
# system, mounted noatime; direct I/O on the loop device, so nothing is cached twice).

skip() { echo "SKIP: $*"; exit 77; }

# Waits (at most 10 s) for processes to exit: a killed one may hold files on the file system a
# moment longer, and its io_uring or throttled reads longer still.
wait_gone() {
        local p
        for p in "$@"; do
                for _ in $(seq 100); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
        done
}

# Unmounts (retried for 10 s while busy, then lazily), detaches the loop device (the kernel
# detaches a busy one when its last user goes), and removes $work only when nothing is mounted
# under it any more: never the files of a file system still mounted. What it cannot undo, it says.
loop_ext4_cleanup() {
        set +e
        if [ -n "$mnt" ] && mountpoint -q "$mnt"; then
                for _ in $(seq 50); do umount "$mnt" 2>/dev/null && break; sleep 0.2; done
                if mountpoint -q "$mnt"; then
                        echo "loop-ext4: $mnt still busy after 10 s, unmounting it lazily" >&2
                        umount -l "$mnt"
                fi
        fi
        [ -n "$loopdev" ] && losetup -d "$loopdev" 2>/dev/null
        if [ -n "$work" ] && findmnt -rno TARGET | grep -q "^$work/"; then
                echo "loop-ext4: a file system is still mounted under $work: left in place" >&2
                return
        fi
        rm -rf "$work"
}

loop_ext4() {
        local prefix=$1 size=$2 t
        shift 2
        [ "$(id -u)" = 0 ] || skip "needs root (loop device)"
        for t in losetup mkfs.ext4 mount umount "$@"; do
                command -v "$t" >/dev/null || skip "$t not available"
        done
        [ -e /dev/loop-control ] || skip "no loop devices"

        work=$(mktemp -d "/tmp/$prefix.XXXXXX")
        loopdev=
        mnt=$work/mnt
        trap loop_ext4_cleanup EXIT
        trap 'exit 1' INT TERM

        truncate -s "$size" "$work/disk.img"
        mkfs.ext4 -q -F "$work/disk.img"
        loopdev=$(losetup --direct-io=on -f --show "$work/disk.img") || skip "losetup failed"
        mkdir -p "$mnt"
        mount -o noatime "$loopdev" "$mnt"
}
