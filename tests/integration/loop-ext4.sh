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

# Page-cache pages reclaimed, and those then read again, anywhere on the machine (/proc/vmstat;
# reclaim within a memory cgroup's limit counts too).
loop_reclaimed() { awk '$1 == "pgsteal_file" { print $2 }' /proc/vmstat; }
loop_refaults() { awk '$1 == "workingset_refault_file" { print $2 }' /proc/vmstat; }

# loop_own_reads COMMAND...: runs COMMAND (its output discarded) and prints "READS REFAULTS":
# - READS: the read bios COMMAND sent $loopdev, counted in a blkio group of its own (with a limit
#   no test reaches, which is what makes the kernel count), so that a read some other process makes
#   meanwhile (udev probing the device after a mount, say) is not counted; the device's own
#   counter where there is no cgroup v1 blkio hierarchy;
# - REFAULTS: page-cache pages that memory pressure took and that were read again meanwhile. A pass
#   that cached what COMMAND needs cannot show it when reclaim took it back before COMMAND ran;
#   drop_caches leaves no trace there, reclaim does.
loop_own_reads() {
        local cg=/sys/fs/cgroup/blkio/${work##*/}-reads dev f0 n= r0
        dev=$(cat "/sys/block/${loopdev##*/}/dev")
        f0=$(loop_refaults)
        if mkdir "$cg" 2>/dev/null &&
           echo "$dev 4000000000" > "$cg/blkio.throttle.read_iops_device" 2>/dev/null; then
                (echo "$BASHPID" > "$cg/cgroup.procs" && "$@") > /dev/null
                n=$(awk -v d="$dev" '$1 == d && $2 == "Read" { print $3 }' "$cg/blkio.throttle.io_serviced")
                n=${n:-0}
        fi
        blkio_remove "$cg"
        if [ -z "$n" ]; then
                r0=$(awk '{ print $1 }' "/sys/block/${loopdev##*/}/stat")
                "$@" > /dev/null
                n=$(($(awk '{ print $1 }' "/sys/block/${loopdev##*/}/stat") - r0))
        fi
        echo "$n $(($(loop_refaults) - f0))"
}
