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
# Usage (as root):
#   bench/system-image.sh [--fs=ext4|btrfs|xfs] [--image PATH] [--rebuild] [--writable] [--add FILE]... -- COMMAND...
# The image (default /var/tmp/preload-lab/system.img, about 1.3 times the size of what it
# copies) is made on first use and again when the installed packages changed since
# (/var/lib/dpkg/status newer). --fs makes the copy, and the scratch image, on another file
# system: each has images of its own (system-btrfs.img, scratch-btrfs.img). --add copies FILE
# into the copy's /usr/lib/preload-lab/ for this run (the preloadctl under test), so that it is
# read through the loop device like an installed program.
set -eu
fs=ext4
image=
dirs="usr etc var/cache var/lib"
rebuild=
adds=
writable=
while [ $# -gt 0 ]; do
        case $1 in
        --add) [ -f "$2" ] || { echo "bench/system-image.sh: $2: no such file" >&2; exit 2; }
               adds="$adds $(realpath "$2")"; shift 2 ;;
        --fs) fs=$2; shift 2 ;;
        --fs=*) fs=${1#--fs=}; shift ;;
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
case $fs in
ext4) package=e2fsprogs ;;
btrfs) package=btrfs-progs ;;
xfs) package=xfsprogs ;;
*) echo "bench/system-image.sh: --fs=$fs: give ext4, btrfs or xfs" >&2; exit 2 ;;
esac
if [ "$(id -u)" != 0 ]; then
        echo "bench/system-image.sh: needs root (loop devices, mounts, a mount namespace)" >&2
        exit 2
fi
if ! command -v "mkfs.$fs" >/dev/null; then
        echo "bench/system-image.sh: mkfs.$fs not found (apt-get install $package)" >&2
        exit 2
fi
if [ -z "$image" ]; then
        image=/var/tmp/preload-lab/system.img
        [ "$fs" = ext4 ] || image=/var/tmp/preload-lab/system-$fs.img
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
        # not `losetup -d`, which fails on a device already marked autoclear (`losetup -D`)
        loop_detach "$dev"
        dev=
}

# $1: the image file, $2: its label. Each file system as its mkfs makes it by default (one device;
# for btrfs no compression, metadata twice): what a distribution's installer makes of a disk.
mkfs_image() {
        case $fs in
        ext4) mkfs.ext4 -q -F -L "$2" "$1" ;;
        btrfs) mkfs.btrfs -q -f -L "$2" "$1" >/dev/null ;;
        xfs) # a label of at most 12 characters
             mkfs.xfs -q -f -L "$(echo "$2" | cut -c1-12)" "$1" ;;
        esac
}

# An image of another file system than asked (--image, or a --fs mixed up) is not rebuilt unasked.
if [ -z "$rebuild" ] && [ -s "$image" ]; then
        has=$(blkid -p -s TYPE -o value "$image" || true)
        if [ "$has" != "$fs" ]; then
                echo "bench/system-image.sh: $image holds ${has:-no file system}, not $fs" \
                        "(--rebuild makes it anew)" >&2
                exit 2
        fi
fi
if [ -n "$rebuild" ] || [ ! -s "$image" ] || [ /var/lib/dpkg/status -nt "$image" ]; then
        # shellcheck disable=SC2086 # a list of directories
        used_kib=$(cd / && du -scx -k $dirs | tail -n 1 | cut -f1)
        echo "system-image: copying /{$(echo $dirs | tr ' ' ,)} ($((used_kib / 1024)) MiB) into $image ($fs)" >&2
        rm -f "$image"
        size_mib=$((used_kib * 13 / 10 / 1024 + 1024))
        # btrfs keeps its metadata, and the small files in it, twice
        [ "$fs" = btrfs ] && size_mib=$((size_mib + 2048))
        truncate -s "${size_mib}M" "$image.new"
        mkfs_image "$image.new" preload-system
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

if [ "$fs" = ext4 ]; then scratch=$dir/scratch.img; else scratch=$dir/scratch-$fs.img; fi
if [ ! -s "$scratch" ]; then
        truncate -s 8G "$scratch.new"
        if [ "$fs" = ext4 ]; then
                # initialised now, so that no background thread writes the inode tables during a run
                mkfs.ext4 -q -F -L preload-scratch -E lazy_itable_init=0,lazy_journal_init=0 "$scratch.new"
        else
                # btrfs and XFS initialise everything in mkfs
                mkfs_image "$scratch.new" preload-scratch
        fi
        mv "$scratch.new" "$scratch"
fi
scratch_dev=$(losetup --show -f --direct-io=on "$scratch")
mount "$scratch_dev" "$scratch_mnt"
rm -rf "$scratch_mnt/tmp"
mkdir -m 1777 "$scratch_mnt/tmp"
echo 128 > "/sys/block/${scratch_dev#/dev/}/queue/read_ahead_kb"
echo "system-image: /{$(echo $dirs | tr ' ' ,)} from $dev ($image, $fs), TMPDIR on $scratch_dev" >&2
# Not exec'd: the trap above must still run when the command ends.
TMPDIR=$scratch_mnt/tmp unshare -m --propagation private sh -c '
        mnt=$1 dirs=$2
        shift 2
        for d in $dirs; do
                mount --bind "$mnt/$d" "/$d" || exit
        done
        exec "$@"' sh "$mnt" "$dirs" "$@"
