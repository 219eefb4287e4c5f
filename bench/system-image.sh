#!/bin/sh
# SPDX-License-Identifier: LGPL-2.1-or-later
# Runs a command with the system's files served from a copy of them on a direct-I/O loop device,
# in a private mount namespace: /usr, /etc, /var/cache and /var/lib keep their paths and their
# contents, but every read of them passes through a block device of its own. The loop device
# merges the bios the file system submits into requests before it reads its backing file, so a
# blkio throttle on the disk under it counts requests, as a disk's seeks do, where a throttle on
# the file system's own disk counts bios (see bench/README.md: an ext4 inode-table miss is 33
# bios and one request). The command's TMPDIR is on a second such device (scratch.img beside
# the image), so that what the lab writes and reads there (its helpers, the profiles, the
# programs' home and profile directories) is counted the same way.
#
# Usage (as root): bench/system-image.sh [--image PATH] [--rebuild] [--writable] [--add FILE]... -- COMMAND...
# The image (default /var/tmp/preload-lab/system.img, about 1.3 times the size of what it
# copies) is made on first use and again when the installed packages changed since
# (/var/lib/dpkg/status newer). --add copies FILE into the copy's /usr/lib/preload-lab/ for this
# run (the preloadctl under test), so that it is read through the loop device like an installed
# program.
set -eu
image=/var/tmp/preload-lab/system.img
dirs="usr etc var/cache var/lib"
rebuild=
adds=
writable=
while [ $# -gt 0 ]; do
        case $1 in
        --add) [ -f "$2" ] || { echo "bench/system-image.sh: $2: no such file" >&2; exit 2; }
               adds="$adds $(realpath "$2")"; shift 2 ;;
        --image) image=$2; shift 2 ;;
        --image=*) image=${1#--image=}; shift ;;
        --rebuild) rebuild=1; shift ;;
        --writable) writable=1; shift ;;
        --) shift; break ;;
        *) echo "bench/system-image.sh: unknown option $1 (give the command after --)" >&2; exit 2 ;;
        esac
done
if [ $# -eq 0 ]; then
        echo "bench/system-image.sh: give the command to run after --" >&2
        exit 2
fi
if [ "$(id -u)" != 0 ]; then
        echo "bench/system-image.sh: needs root (loop devices, mounts, a mount namespace)" >&2
        exit 2
fi

dir=$(dirname "$image")
mkdir -p "$dir"
# A backing file in memory would make the device's reads free of the disk it is to model.
case $(stat -f -c %T "$dir") in
tmpfs|ramfs)
        echo "bench/system-image.sh: $dir is in memory; put the image on a disk (--image)" >&2
        exit 1 ;;
esac

mnt=$(mktemp -d "${TMPDIR:-/tmp}/preload-system.XXXXXX")
scratch_mnt=$(mktemp -d "${TMPDIR:-/tmp}/preload-scratch.XXXXXX")
dev=
scratch_dev=
. "$(dirname "$(readlink -f "$0")")/../tests/integration/teardown.sh"
# A busy file system (what the lab left running lets go a moment later) is tried again, then
# unmounted lazily; its loop device is then detached by the kernel when its last user goes.
cleanup() {
        unmount_all "$mnt"
        loop_detach "$dev"
        unmount_all "$scratch_mnt"
        loop_detach "$scratch_dev"
        rmdir "$mnt" "$scratch_mnt" 2>/dev/null || teardown_say "$mnt or $scratch_mnt left in place"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# $1: the image file; mounts it read-write at $mnt as $dev
mount_rw() {
        dev=$(losetup --show -f "$1")
        mount "$dev" "$mnt"
}
umount_rw() {
        umount "$mnt"
        losetup -d "$dev"
        dev=
}

if [ -n "$rebuild" ] || [ ! -s "$image" ] || [ /var/lib/dpkg/status -nt "$image" ]; then
        # shellcheck disable=SC2086 # a list of directories
        used_kib=$(cd / && du -scx -k $dirs | tail -n 1 | cut -f1)
        echo "system-image: copying /{$(echo $dirs | tr ' ' ,)} ($((used_kib / 1024)) MiB) into $image" >&2
        rm -f "$image"
        truncate -s "$((used_kib * 13 / 10 / 1024 + 1024))M" "$image.new"
        mkfs.ext4 -q -F -L preload-system "$image.new"
        mount_rw "$image.new"
        for d in $dirs; do
                mkdir -p "$mnt/$(dirname "$d")"
                cp -a "/$d" "$mnt/$d"
        done
        umount_rw
        mv "$image.new" "$image"
fi
if [ -n "$adds" ]; then
        mount_rw "$image"
        rm -rf "$mnt/usr/lib/preload-lab"
        mkdir -p "$mnt/usr/lib/preload-lab"
        for f in $adds; do
                cp "$f" "$mnt/usr/lib/preload-lab/"
        done
        umount_rw
fi

# Read-only, so nothing the lab runs can change the copy; mounted afresh, so no metadata the
# copy wrote is still pinned in memory by the journal. --writable: for a run that changes the
# copy on purpose (lab.py --relocate), whose measurements then come from the next, read-only run.
if [ -n "$writable" ]; then ro_flag= mount_opts=rw,noatime; else ro_flag=-r mount_opts=ro; fi
dev=$(losetup --show -f $ro_flag --direct-io=on "$image")
if [ "$(cat "/sys/block/${dev#/dev/}/loop/dio")" != 1 ]; then
        echo "bench/system-image.sh: $dev: direct I/O refused by the file system under $image" >&2
        exit 1
fi
mount -o "$mount_opts" "$dev" "$mnt"

scratch=$dir/scratch.img
if [ ! -s "$scratch" ]; then
        truncate -s 8G "$scratch.new"
        # initialised now, so that no background thread writes the inode tables during a run
        mkfs.ext4 -q -F -L preload-scratch -E lazy_itable_init=0,lazy_journal_init=0 "$scratch.new"
        mv "$scratch.new" "$scratch"
fi
scratch_dev=$(losetup --show -f --direct-io=on "$scratch")
mount "$scratch_dev" "$scratch_mnt"
rm -rf "$scratch_mnt/tmp"
mkdir -m 1777 "$scratch_mnt/tmp"
echo 128 > "/sys/block/${scratch_dev#/dev/}/queue/read_ahead_kb"
echo "system-image: /{$(echo $dirs | tr ' ' ,)} from $dev ($image), TMPDIR on $scratch_dev" >&2
# Not exec'd: the trap above must still run when the command ends.
TMPDIR=$scratch_mnt/tmp unshare -m --propagation private sh -c '
        mnt=$1 dirs=$2
        shift 2
        for d in $dirs; do
                mount --bind "$mnt/$d" "/$d" || exit
        done
        exec "$@"' sh "$mnt" "$dirs" "$@"
