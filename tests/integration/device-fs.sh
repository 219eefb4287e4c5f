#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# The device behind a file on ext4, XFS and btrfs, each on a loop device of its own, and on ext4
# over a device-mapper device (what LUKS and LVM put between a file system and its disk), as root:
#  1. a program recorded there and asked about with `preloadctl doctor` gets a device-model note
#     naming the loop (or dm) device, with the read-ahead a fault there reads: the queue's on ext4
#     and XFS, the file system's own on btrfs (its bdi: its files have an anonymous st_dev that no
#     /sys/dev/block entry names, found through the mount);
#  2. `warm --json` of it reports the decision's device model on that loop device;
#  3. btrfs: FIEMAP's addresses are the file system's logical ones; mapped through its chunk tree
#     (btrfs inspect-internal dump-tree -t chunk), files written one after another keep their
#     order and their distances on the device, so ordering and bridging by FIEMAP hold on one
#     device within a chunk.
# Usage: device-fs.sh BUILDDIR
set -euo pipefail

build=${1:?usage: device-fs.sh BUILDDIR}
preloadctl=$build/preloadctl/preloadctl
skip() { echo "SKIP: $*"; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root (loop devices)"
for t in losetup dmsetup mkfs.ext4 mkfs.xfs mkfs.btrfs btrfs filefrag python3; do
        command -v "$t" >/dev/null || skip "$t not available"
done
[ -e /dev/loop-control ] || skip "no loop devices"

. "$(dirname "${BASH_SOURCE[0]}")/teardown.sh"
work=$(mktemp -d /tmp/device-fs.XXXXXX)
loops=()
dm=preload-device-fs-$$
cleanup() {
        set +e
        unmount_all "$work"
        dmsetup remove "$dm" 2>/dev/null
        for l in "${loops[@]}"; do loop_detach "$l"; done
        rm_unless_mounted "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

fail() { echo "FAIL: $*"; exit 1; }
printf 'int main(void) { return 0; }\n' > "$work/p.c"
${CC:-cc} -o "$work/prog" "$work/p.c"

# device-mapper may be missing from the kernel (built without it, no modules): that case is then
# left to test-device's fake sysfs tree, and said.
kinds="ext4 xfs btrfs"
if dmsetup version >/dev/null 2>&1; then kinds="$kinds dm"; else echo "dm: skipped: no device-mapper in this kernel"; fi
for fs in $kinds; do
        img=$work/$fs.img mnt=$work/$fs
        truncate -s 512M "$img"
        dev=$(losetup --show -f "$img")
        loops+=("$dev")
        case $fs in
        ext4) mkfs.ext4 -q -F "$dev" ;;
        xfs) mkfs.xfs -q -f "$dev" ;;
        btrfs) mkfs.btrfs -q -f "$dev" >/dev/null ;;
        dm)
                # a linear mapping over the loop device, ext4 on it
                dmsetup create "$dm" --table "0 $(blockdev --getsz "$dev") linear $dev 0"
                dev=$(readlink -f "/dev/mapper/$dm")
                mkfs.ext4 -q -F "$dev" ;;
        esac
        mkdir -p "$mnt"
        mount "$dev" "$mnt"
        cp "$work/prog" "$mnt/prog"
        name=${dev#/dev/}
        # the read-ahead a fault reads there: btrfs's own bdi, else the loop device's queue
        if [ $fs = btrfs ]; then
                fsid=$(btrfs filesystem show "$mnt" | sed -n 's/.*uuid: \([0-9a-f-]*\).*/\1/p')
                ra=$(cat "/sys/fs/btrfs/$fsid/bdi/read_ahead_kb")
                [ "$(stat -c %d "$mnt/prog")" != "$(( $(stat -c '0x%t' "$dev") * 256 + $(stat -c '0x%T' "$dev") ))" ] ||
                        fail "btrfs: st_dev is the loop device's; this test expects an anonymous one"
        else
                ra=$(cat "/sys/block/$name/queue/read_ahead_kb")
        fi

        profiles=$work/profiles-$fs
        mkdir -p "$profiles"
        "$preloadctl" record -o "$profiles/prog.profile" -- "$mnt/prog" >/dev/null
        "$preloadctl" doctor --profile-dir="$profiles" "$mnt/prog" > "$work/doctor-$fs.txt" || true
        grep -A1 "^note: $name " "$work/doctor-$fs.txt" | grep -q "reads [0-9]* requests/s .* read-ahead $ra KiB" ||
                { cat "$work/doctor-$fs.txt"; fail "$fs: doctor names no model of $name with read-ahead $ra KiB"; }

        "$preloadctl" warm --json --profile-dir="$profiles" --plan=profile "$mnt/prog" > "$work/warm-$fs.json"
        python3 - "$work/warm-$fs.json" "$name" "$fs" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
name, fs = sys.argv[2], sys.argv[3]
found = []
def walk(o):
        if isinstance(o, dict):
                if 'device' in o and 'iops' in o:
                        found.append(o)
                for v in o.values():
                        walk(v)
        elif isinstance(o, list):
                for v in o:
                        walk(v)
walk(j)
assert found, '%s: no device model in warm --json' % fs
assert all(m['device'] == name for m in found), '%s: models name %s, not %s' % (fs, [m['device'] for m in found], name)
PY
        echo "$fs: $name, read-ahead $ra KiB, found by doctor and warm"
done

# FIEMAP on btrfs: logical addresses, mapped to the device by the chunk tree.
mnt=$work/btrfs dev=${loops[2]}
for i in 1 2 3 4; do
        dd if=/dev/urandom of="$mnt/f$i" bs=1M count=3 status=none
        sync "$mnt/f$i"
done
sync
btrfs inspect-internal dump-tree -t chunk "$dev" > "$work/chunks.txt"
for i in 1 2 3 4; do
        filefrag -v -b1 "$mnt/f$i" | awk -v f="f$i" '$1 ~ /^[0-9]+:$/ { gsub(/[.:]/, " "); print f, $2, $3, $4 }'
done > "$work/extents.txt"
python3 - "$work/chunks.txt" "$work/extents.txt" <<'PY'
import re, sys
# item N key (FIRST_CHUNK_TREE CHUNK_ITEM LOGICAL) ... length LEN ... type DATA ...
#     stripe 0 devid 1 offset PHYSICAL
chunks, cur = [], None
for line in open(sys.argv[1]):
        m = re.search(r'CHUNK_ITEM (\d+)\)', line)
        if m:
                cur = {'logical': int(m.group(1))}
                chunks.append(cur)
        m = re.search(r'length (\d+) .*type (\S+)', line)
        if m and cur is not None:
                cur['length'], cur['type'] = int(m.group(1)), m.group(2)
        m = re.search(r'stripe 0 devid \d+ offset (\d+)', line)
        if m and cur is not None and 'physical' not in cur:
                cur['physical'] = int(m.group(1))
data = [c for c in chunks if c.get('type', '').startswith('DATA') and 'physical' in c]
assert data, 'no data chunk in the chunk tree'
def physical(logical):
        for c in data:
                if c['logical'] <= logical < c['logical'] + c['length']:
                        return c['physical'] + logical - c['logical']
        raise AssertionError('logical %d in no data chunk' % logical)
ext = []
for line in open(sys.argv[2]):
        f, start, _end, log = line.split()
        ext.append((f, int(start), int(log)))
assert len(ext) >= 4, ext
by_logical = sorted(ext, key=lambda e: e[2])
by_physical = sorted(ext, key=lambda e: physical(e[2]))
assert by_logical == by_physical, 'FIEMAP order is not device order: %s' % ext
# within one chunk the distance between two extents is the same on the device
for a, b in zip(by_logical, by_logical[1:]):
        if physical(b[2]) - physical(a[2]) != b[2] - a[2]:
                assert any(c['logical'] <= a[2] < c['logical'] + c['length'] <= b[2] for c in data), (a, b)
print('btrfs: %d extents of 4 files, FIEMAP order and gaps are the device\'s (%d data chunks)' % (len(ext), len(data)))
PY
echo "device-fs: devices found on $kinds; btrfs FIEMAP order holds on one device"
