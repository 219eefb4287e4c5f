#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# Root integration test of the metadata pass on XFS and btrfs (xfsmeta, btrfsmeta), each on a
# loop device of its own, as metad.sh tests ext4's:
# - the pass over a tree's inode numbers leaves a later stat of every file and a listing of every
#   directory at most a few device reads (the bounds below), where the same walk cold reads tens;
#   on btrfs the same from the files' numbers alone, the directories found from their INODE_REFs;
# - a learned profile's warm runs the pass, by the profile's inode numbers before planning and
#   over the plan after it, and its JSON says so; the profile's lookups then read (almost) nothing;
# - a launch's pass made ready ahead (warm_meta_prepare(), as preloadd prepares one) runs the
#   pass of the file system's kind;
# - files on a file system with no pass (tmpfs) are said to have none, naming the type; with no
#   file system that has one (a tmpfs root), the pass is skipped for that reason.
# Device reads are counted as metad.sh counts them (loop_own_reads: the checking command's own).
# The test runs in a mount namespace of its own: a file system mounted where a namespace made
# meanwhile elsewhere (a container, a service with private mounts) copies it would outlive its
# unmount here, and "cold" would not be cold.
# Usage: metad-fs.sh BUILD_DIR   (exit 77: skipped)
set -euo pipefail

build=$(realpath "${1:?usage: metad-fs.sh BUILD_DIR}")
tool=$build/tests/ext4meta-tool
preloadctl=$build/preloadctl/preloadctl
. "$(dirname "$0")/loop-ext4.sh"

[ "$(id -u)" = 0 ] || skip "needs root (loop devices)"
for t in losetup mount umount unshare blockdev python3 mkfs.xfs mkfs.btrfs; do
        command -v "$t" >/dev/null || skip "$t not available"
done
[ -e /dev/loop-control ] || skip "no loop devices"
grep -qw xfs /proc/filesystems || modprobe xfs 2>/dev/null || true
grep -qw btrfs /proc/filesystems || modprobe btrfs 2>/dev/null || true
for fs in xfs btrfs; do
        grep -qw "$fs" /proc/filesystems || skip "the kernel has no $fs"
done
if [ -z "${METAD_FS_PRIVATE:-}" ]; then
        METAD_FS_PRIVATE=1 exec unshare --mount --propagation private "$0" "$@"
fi

work=$(mktemp -d /tmp/metad-fs.XXXXXX)
loopdev=
loops=()
cleanup() {
        set +e
        unmount_all "$work"
        for d in "${loops[@]}"; do loop_detach "$d"; done
        rm_unless_mounted "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }
json() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(eval(sys.argv[1]))' "$@"; }
reads() { awk '{ print $1 }' "/sys/block/${loopdev##*/}/stat"; }
unchecked=0
# Caches dropped on the machine (drop_caches, by anyone); mark: from now on (kept in a file, so that
# a command substitution may mark too).
drops() { awk '$1 == "drop_pagecache" || $1 == "drop_slab" { n += $2 } END { print n + 0 }' /proc/vmstat; }
mark() { drops > "$work/drops"; }
# at_most WHAT BOUND COMMAND...: fails when COMMAND reads the device more than BOUND times itself;
# reads that memory pressure or a drop of the caches since the last mark (another test's, a lab's)
# explains are reported, not failed (as metad.sh's no_reads).
at_most() {
        local what=$1 bound=$2 n f
        shift 2
        read -r n f < <(loop_own_reads "$@")
        echo "$what: $n device reads (at most $bound)"
        [ "$n" -le "$bound" ] && return 0
        if [ "$(drops)" != "$(cat "$work/drops")" ]; then
                echo "NOT CHECKED: $what read the device $n times, but the caches were dropped meanwhile" >&2
                unchecked=$((unchecked + 1))
                return 0
        fi
        if [ "$f" -gt 0 ]; then
                echo "NOT CHECKED: $what read the device $n times, but $f pages reclaimed under memory pressure were read again meanwhile" >&2
                unchecked=$((unchecked + 1))
                return 0
        fi
        fail "$what read the device $n times, more than $bound"
}

# What runs from the work directory: the build tree may lie where a chroot cannot reach.
mkdir -p "$work/bin"
cp "$tool" "$preloadctl" "$work/bin/"
tool=$work/bin/ext4meta-tool preloadctl=$work/bin/preloadctl

# One file system of type $1 on a loop device of its own, mounted at $mnt with a tree: 6
# directories of 40 files, one of 600 (more than a directory block: XFS gives it a hash index),
# and a file of 24 pieces (extents: btrfs's EXTENT_DATA items, XFS's extent list).
setup() {
        fs=$1 mnt=$work/$1
        truncate -s 512M "$work/$fs.img"
        case $fs in
        xfs) mkfs.xfs -q -f "$work/$fs.img" ;;
        btrfs) mkfs.btrfs -q -f "$work/$fs.img" > /dev/null ;;
        esac
        loopdev=$(losetup --direct-io=on -f --show "$work/$fs.img") || skip "losetup failed"
        loops+=("$loopdev")
        mkdir -p "$mnt"
        mount -o noatime "$loopdev" "$mnt"
        for a in a b c; do
                for b in x y; do
                        mkdir -p "$mnt/t/$a/$b"
                        for i in $(seq 1 40); do echo "$a $b $i" > "$mnt/t/$a/$b/file-with-a-long-name-$i"; done
                done
        done
        mkdir -p "$mnt/t/big"
        for i in $(seq 1 600); do echo "$i" > "$mnt/t/big/library-with-a-longer-name-$i.so.1"; done
        for i in $(seq 0 23); do
                dd if=/dev/urandom of="$mnt/t/frag" bs=4096 count=1 seek=$((i * 8)) conv=notrunc status=none
        done
        sync
}
# Cold for this file system only: unmounted, the block device's cache dropped, mounted again.
cold() { sync; umount "$mnt"; blockdev --flushbufs "$loopdev"; mount -o noatime "$loopdev" "$mnt"; }
walk() { find "$mnt/t" -printf '%i %s\n' > /dev/null; }

# The reads a stat of every file and a listing of every directory may still make after the pass:
# - XFS: getdents64() reads a directory's data blocks, but a lookup in a directory of more than
#   one directory block first reads its hash index (a node block, then the leaf the name hashes
#   to), which getdents64() does not. At most, for each such directory, the node and free-index
#   blocks and one leaf per 8-byte hash entries a directory block holds (measured on Linux 6.18:
#   4 reads for two directories of 1000 entries; 138 cold for the 3050 inodes).
# - btrfs: every item of the inodes is read, so nothing; readdir's read-ahead of the leaves around a
#   directory's may take one or two the pass did not (measured: 0; 92 cold).
# $1: the directories walked.
bound() {
        local n=0 d entries size bs
        bs=$(stat -f -c %S "$mnt") # a lower bound of the directory block size: more leaves, not fewer
        if [ "$fs" = btrfs ]; then
                echo 2
                return
        fi
        for d in "$@"; do
                size=$(stat -c %s "$d")
                [ "$size" -gt "$bs" ] || continue
                entries=$(find "$d" -mindepth 1 -maxdepth 1 | wc -l)
                n=$((n + 2 + (entries * 8 + bs - 1) / bs))
        done
        echo $((n + 1))
}

check_fs() {
        local dev inodes files out r0 r1 cold_reads b
        setup "$1"
        dev=$(stat -c '%Hd:%Ld' "$mnt/t")
        mapfile -t inodes < <(find "$mnt/t" -printf '%i%y\n' | sed -e 's/[fl]$//' -e 's/d$/\/d/')
        mapfile -t files < <(find "$mnt/t" -type f -printf '%i\n')
        mapfile -t dirs < <(find "$mnt/t" -type d)
        b=$(bound "${dirs[@]}")
        echo "== $fs on $loopdev (st_dev $dev): ${#inodes[@]} inodes, ${#dirs[@]} directories"

        # Control: a cold walk reads the device, else the checks below could not fail.
        cold
        r0=$(reads); walk; r1=$(reads)
        cold_reads=$((r1 - r0))
        echo "$fs: cold stat and listing of every inode: $cold_reads device reads"
        [ "$cold_reads" -gt "$((b * 2))" ] || fail "$fs: a cold walk read $cold_reads times: the test cannot tell"

        # The pass on the inode numbers, directories marked.
        cold
        mark
        r0=$(reads)
        out=$("$tool" fs-pass "$mnt" "${inodes[@]}")
        r1=$(reads)
        echo "$fs: pass: $((r1 - r0)) device reads: $out"
        [ "$(json "d['error'] == 0 and d['kind'] == '$fs' and d['inodes'] == ${#inodes[@]} and \
                   d['inodes_skipped'] == 0 and d['calls'] > 0" <<<"$out")" = True ] || fail "$fs: the pass: $out"
        at_most "$fs: the walk after the pass" "$b" walk

        # Inode numbers no inode has (stale hints, hostile ones): skipped, the real one found.
        out=$("$tool" fs-pass "$mnt" 0 1099511627776 9223372036854775807 18446744073709551615 "${files[0]}")
        echo "$fs: the pass of impossible inode numbers: $out"
        [ "$(json "d['error'] == 0 and d['inodes'] == 5 and d['inodes_skipped'] == 4" <<<"$out")" = True ] ||
                fail "$fs: impossible inode numbers: $out"

        if [ "$fs" = btrfs ]; then
                # The files' numbers alone: their directories from their INODE_REF items, up.
                cold
                mark
                out=$("$tool" fs-pass "$mnt" --parents "${files[@]}")
                echo "$fs: pass of the files with their parents: $out"
                [ "$(json "d['error'] == 0 and d['inodes'] > ${#files[@]} and d['items'] > 0" <<<"$out")" = True ] ||
                        fail "$fs: the pass with parents found no directory: $out"
                at_most "$fs: the walk after the pass of the files and their parents" "$b" walk
        fi

        # A learned profile's warm: the pass by its inode numbers before planning ("walk"), and over
        # the plan after it (without a metadata map, which would stand for both on ext4's).
        mkdir -p "$work/profiles-$fs"
        "$preloadctl" record -n fixture -o "$work/profiles-$fs/fixture.profile" -- \
                sh -c "cat $mnt/t/a/x/* $mnt/t/big/* $mnt/t/frag > /dev/null" > /dev/null 2>&1 ||
                fail "$fs: record failed"
        cold
        mark
        out=$("$preloadctl" warm --local --wait --json --plan=profile --no-metadata-map \
                --profile-dir="$work/profiles-$fs" fixture)
        echo "$fs: the profile's warm: $(json "d['metadata_pass']" <<<"$out")"
        [ "$(json "d['metadata_pass']['route'] == 'root' and d['metadata_pass']['skipped'] is None and \
                   d['metadata_pass']['walk']['calls'] > 0 and \
                   d['metadata_pass']['calls'] > d['metadata_pass']['walk']['calls'] and \
                   not [e for e in d['metadata_pass']['errors'] if 'device $dev:' in e] and \
                   d['files_failed'] == 0" <<<"$out")" = True ] ||
                fail "$fs: the profile's warm did not run the pass: $(json "d['metadata_pass']" <<<"$out")"
        at_most "$fs: after the profile's warm, the stat and listing of its directories" "$b" \
                find "$mnt/t/a/x" "$mnt/t/big" "$mnt/t/frag" -printf '%i %s\n'

        # A launch's pass made ready ahead (preloadd's): it holds the file system open, so the caches
        # are dropped rather than the file system unmounted.
        out=$(prepared "$tool" prepared "$work/none.sock" "$mnt"/t/b/y/* "$mnt"/t/big/*)
        echo "$fs: the pass made ready: $out"
        [ "$(json "d['route'] == 'root' and d['calls'] > 0 and \
                   not [e for e in d['errors'] if 'device $dev:' in e]" <<<"$out")" = True ] ||
                fail "$fs: the prepared pass did not run the $fs pass: $out"
        at_most "$fs: after the prepared pass, the stat and listing of its directories" "$b" \
                find "$mnt/t/b/y" "$mnt/t/big" -printf '%i %s\n'
        umount "$mnt"
}

# prepared COMMAND... (the tool's prepared): the JSON of its run after the caches were dropped.
prepared() {
        local ready= n=0 loaded= out= from to pid
        coproc PREP { "$@"; }
        pid=$PREP_PID
        exec {from}<&"${PREP[0]}" {to}>&"${PREP[1]}"
        read -r ready n loaded <&"$from" || true
        if [ "$ready" != ready ] || [ "$n" -le 0 ]; then
                fail "prepared: not ready ($ready $n)"
                exec {from}<&- {to}>&-
                echo '{"route": null, "calls": 0, "errors": []}'
                return
        fi
        sync; echo 3 > /proc/sys/vm/drop_caches; blockdev --flushbufs "$loopdev"
        mark
        echo run >&"$to"
        read -r out <&"$from" || true
        exec {from}<&- {to}>&-
        wait "$pid" 2>/dev/null || true
        echo "$out"
}

check_fs xfs
check_fs btrfs

# A file on tmpfs: no pass for it, said with its type. The directories above it are on the root
# file system, which may have a pass: then the pass runs for them and says that tmpfs has none.
mkdir -p "$work/tmpfs"
mount -t tmpfs -o size=1M tmpfs "$work/tmpfs"
echo x > "$work/tmpfs/f"
out=$("$preloadctl" warm --local --wait --json "$work/tmpfs/f")
echo "tmpfs: $(json "d['metadata_pass']" <<<"$out")"
[ "$(json "d['metadata_pass']['skipped'] == 'no metadata pass for tmpfs' or \
           'metadata pass: none for tmpfs' in d['metadata_pass']['errors']" <<<"$out")" = True ] ||
        fail "tmpfs: the pass did not say that tmpfs has none: $(json "d['metadata_pass']" <<<"$out")"

# Everything on tmpfs, the root too (a chroot whose root is a tmpfs, /usr bound in for the
# program's libraries): no pass at all, and why.
root=$work/root
mkdir -p "$root"
mount -t tmpfs -o size=16M tmpfs "$root"
mkdir -p "$root/usr" "$root/etc" "$root/proc" "$root/data" "$root/home"
mount --bind /usr "$root/usr"
mount --bind /etc "$root/etc"
mount -t proc proc "$root/proc"
for l in bin lib lib64 sbin; do [ -L "/$l" ] && ln -s "$(readlink "/$l")" "$root/$l"; done
[ -e "$root/lib64" ] || mkdir -p "$root/lib64"
cp "$preloadctl" "$root/preloadctl"
echo x > "$root/data/f"
if out=$(HOME=/home chroot "$root" /preloadctl warm --local --wait --json /data/f 2>"$work/chroot.err"); then
        echo "tmpfs root: $(json "d['metadata_pass']" <<<"$out")"
        [ "$(json "d['metadata_pass']['skipped'] == 'no metadata pass for tmpfs' and \
                   d['metadata_pass']['route'] is None" <<<"$out")" = True ] ||
                fail "tmpfs root: the pass was not skipped for tmpfs: $(json "d['metadata_pass']" <<<"$out")"
else
        echo "NOT CHECKED: preloadctl does not run in a chroot here: $(cat "$work/chroot.err")" >&2
        unchecked=$((unchecked + 1))
fi

[ "$unchecked" = 0 ] || echo "$unchecked checks not made" >&2
[ $failed = 0 ] && echo "PASS"
exit $failed
