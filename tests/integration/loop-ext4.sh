# SPDX-License-Identifier: LGPL-2.1-or-later
# Sourced by the root integration tests that need an ext4 file system of their own on a loop
# device, so that its device counters and page cache see only the test.
#
# loop_ext4 PREFIX SIZE [TOOL...]: exits 77 (skipped) without root, without one of the tools or
# without loop devices; else sets $work (a directory removed on exit by loop_ext4_cleanup, which a
# test with a cleanup of its own calls last), $loopdev and $mnt (the file system, mounted noatime;
# direct I/O on the loop device, so nothing is cached twice).

skip() { echo "SKIP: $*"; exit 77; }

. "$(dirname "${BASH_SOURCE[0]}")/teardown.sh"

# Undoes loop_ext4, for the test's own cleanup to call after it has waited for what it killed and
# lifted its throttles: every file system mounted under $work unmounted (lazily after 10 s busy),
# the loop device detached (or left to the kernel's autoclear while busy), $work removed unless
# something is still mounted under it. Never fails; says what it could not undo.
loop_ext4_cleanup() {
        set +e
        unmount_all "$work"
        loop_detach "$loopdev"
        rm_unless_mounted "$work"
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
