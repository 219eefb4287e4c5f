# SPDX-License-Identifier: LGPL-2.1-or-later
# Sourced by the root integration tests that need an ext4 file system of their own on a loop
# device, so that its device counters and page cache see only the test.
#
# loop_ext4 PREFIX SIZE [TOOL...]: exits 77 (skipped) without root, without one of the tools or
# without loop devices; else sets $work (a directory removed on exit), $loopdev and $mnt (the file
# system, mounted noatime; direct I/O on the loop device, so nothing is cached twice).

skip() { echo "SKIP: $*"; exit 77; }

loop_ext4_cleanup() {
        set +e
        mountpoint -q "$mnt" && umount "$mnt"
        [ -n "$loopdev" ] && losetup -d "$loopdev"
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
