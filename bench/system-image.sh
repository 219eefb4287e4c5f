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
#   bench/system-image.sh [--fs=ext4|btrfs|xfs|squashfs|erofs] [--comp=ALG] [--image PATH]
#                         [--rebuild] [--writable] [--add FILE]... -- COMMAND...
# The image (default /var/tmp/preload-lab/system.img, about 1.3 times the size of what it
# copies) is made on first use and again when the installed packages changed since
# (/var/lib/dpkg/status newer). --fs makes the copy, and the scratch image, on another file
# system: each has images of its own (system-btrfs.img, scratch-btrfs.img). --add copies FILE
# into the copy's /usr/lib/preload-lab/ for this run (the preloadctl under test), so that it is
# read through the loop device like an installed program.
# --fs=squashfs or --fs=erofs makes the copy a compressed read-only image, as snaps (squashfs) and
# image-based systems (erofs) ship programs: mksquashfs as snapd packs a snap (xz, 128 KiB blocks,
# no fragments), mkfs.erofs with lz4hc (the only compressors of Debian 12's erofs-utils); --comp
# names another compressor (lzo, as many desktop snaps use; its image is system-squashfs-lzo.img).
# The scratch image stays ext4 (scratch-squashfs.img), and --add puts its files there, bound at
# /usr/lib/preload-lab: a program installed on the host's writable disk beside the image. Such an
# image cannot be written: --writable is refused.
set -eu
fs=ext4
comp=
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
        --comp) comp=$2; shift 2 ;;
        --comp=*) comp=${1#--comp=}; shift ;;
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
# readonly: a compressed image made in one go from the directories, never written afterwards
readonly=
case $fs in
ext4) package=e2fsprogs mkfs=mkfs.ext4 ;;
btrfs) package=btrfs-progs mkfs=mkfs.btrfs ;;
xfs) package=xfsprogs mkfs=mkfs.xfs ;;
squashfs) package=squashfs-tools mkfs=mksquashfs readonly=1 ;;
erofs) package=erofs-utils mkfs=mkfs.erofs readonly=1 ;;
*) echo "bench/system-image.sh: --fs=$fs: give ext4, btrfs, xfs, squashfs or erofs" >&2; exit 2 ;;
esac
# The compressor: what snapd packs snaps with (snap/squashfs/squashfs.go: xz unless the snap asks
# for lzo); for erofs lz4hc, the one high-ratio compressor of Debian 12's mkfs.erofs (1.5).
default_comp=
case $fs in
squashfs) default_comp=xz ;;
erofs) default_comp=lz4hc ;;
esac
if [ -n "$comp" ] && [ -z "$readonly" ]; then
        echo "bench/system-image.sh: --comp goes with --fs=squashfs or --fs=erofs" >&2
        exit 2
fi
comp=${comp:-$default_comp}
if [ -n "$readonly" ] && [ -n "$writable" ]; then
        echo "bench/system-image.sh: --writable: the $fs image is read-only (made whole by $mkfs);" \
                "use --fs=ext4, btrfs or xfs for a run that changes the copy" >&2
        exit 2
fi
if [ "$(id -u)" != 0 ]; then
        echo "bench/system-image.sh: needs root (loop devices, mounts, a mount namespace)" >&2
        exit 2
fi
if ! command -v "$mkfs" >/dev/null; then
        echo "bench/system-image.sh: $mkfs not found (apt-get install $package)" >&2
        exit 2
fi
# each compressor other than the default has an image of its own
tag=$fs
[ "$comp" = "$default_comp" ] || tag=$fs-$comp
if [ -z "$image" ]; then
        image=/var/tmp/preload-lab/system.img
        [ "$fs" = ext4 ] || image=/var/tmp/preload-lab/system-$tag.img
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

# $1: the image file. A read-only image is made from the directories in one go, through a
# private mount namespace: a tmpfs holds a root of bind mounts of them (a bind mount does not
# cross into the file systems mounted below it, as `du -x` above does not), /usr an overlay on
# the real one with an empty /usr/lib/preload-lab added, the mount point of --add's files.
make_readonly_image() {
        rc=0
        stage=$(mktemp -d "${TMPDIR:-/tmp}/preload-stage.XXXXXX")
        # shellcheck disable=SC2016 # expanded by the inner shell
        unshare -m --propagation private sh -c '
                set -eu
                stage=$1 dirs=$2 fs=$3 comp=$4 out=$5
                mount -t tmpfs -o mode=755 preload-stage "$stage"
                mkdir "$stage/root" "$stage/upper" "$stage/work"
                for d in $dirs; do
                        mkdir -p "$stage/root/$d"
                        if [ "$d" = usr ] && [ ! -d /usr/lib/preload-lab ]; then
                                mount -t overlay preload-stage-usr -o \
                                        "lowerdir=/usr,upperdir=$stage/upper,workdir=$stage/work" "$stage/root/usr"
                                mkdir "$stage/root/usr/lib/preload-lab"
                        else
                                mount --bind "/$d" "$stage/root/$d"
                        fi
                done
                case $fs in
                squashfs)
                        # as snapd packs a snap (its Build(): -noappend -comp xz -no-fragments; a
                        # base snap keeps its owners and xattrs, as this copy of a system does)
                        mksquashfs "$stage/root" "$out" -noappend -comp "$comp" -no-fragments \
                                -no-progress -quiet ;;
                erofs)
                        mkfs.erofs --quiet -z"$comp" "$out" "$stage/root" ;;
                esac' sh "$stage" "$dirs" "$fs" "$comp" "$1" || rc=$?
        rmdir "$stage"
        return "$rc"
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
        if [ -n "$readonly" ]; then
                echo "system-image: $mkfs, $comp (several minutes)" >&2
                rm -f "$image.new"
                make_readonly_image "$image.new"
        else
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
        fi
        mv "$image.new" "$image"
fi
# a read-only image takes --add's files from the scratch image, below
if [ -n "$adds" ] && [ -z "$readonly" ]; then
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
mount -t "$fs" -o "$mount_opts" "$dev" "$mnt"
if [ -n "$adds" ] && [ -n "$readonly" ] && [ ! -d "$mnt/usr/lib/preload-lab" ]; then
        echo "bench/system-image.sh: $image has no /usr/lib/preload-lab to bind --add's files at" \
                "(made by an older system-image.sh: --rebuild)" >&2
        exit 1
fi

# the scratch image of a read-only one is ext4 (a writable directory), with a name of its own
scratch_fs=$fs
[ -n "$readonly" ] && scratch_fs=ext4
if [ "$fs" = ext4 ]; then scratch=$dir/scratch.img; else scratch=$dir/scratch-$fs.img; fi
if [ ! -s "$scratch" ]; then
        truncate -s 8G "$scratch.new"
        if [ "$scratch_fs" = ext4 ]; then
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
rm -rf "$scratch_mnt/tmp" "$scratch_mnt/preload-lab"
mkdir -m 1777 "$scratch_mnt/tmp"
# --add with a read-only image: the files on the scratch image, bound at /usr/lib/preload-lab below
adds_dir=
if [ -n "$adds" ] && [ -n "$readonly" ]; then
        adds_dir=$scratch_mnt/preload-lab
        mkdir "$adds_dir"
        for f in $adds; do
                cp "$f" "$adds_dir/"
        done
fi
echo 128 > "/sys/block/${scratch_dev#/dev/}/queue/read_ahead_kb"
echo "system-image: /{$(echo $dirs | tr ' ' ,)} from $dev ($image, $fs${comp:+ $comp})," \
        "TMPDIR on $scratch_dev${adds_dir:+, the added files on it}" >&2
# Not exec'd: the trap above must still run when the command ends.
TMPDIR=$scratch_mnt/tmp unshare -m --propagation private sh -c '
        mnt=$1 dirs=$2 adds_dir=$3
        shift 3
        for d in $dirs; do
                mount --bind "$mnt/$d" "/$d" || exit
        done
        if [ -n "$adds_dir" ]; then
                mount --bind "$adds_dir" /usr/lib/preload-lab || exit
        fi
        exec "$@"' sh "$mnt" "$dirs" "$adds_dir" "$@"
