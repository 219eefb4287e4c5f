#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# Root integration test of `preloadctl relocate` on a loop-device ext4 file system (4 KiB blocks):
# - files written with gaps between them, planned in an order of their own: --dry-run moves
#   nothing; relocate lays them out one after another in the plan's order (FIEMAP), keeping
#   each file's contents, inode, size and modification time; run again, it finds them in order;
# - a cold warm of them then reads the device in fewer requests than before;
# - two targets at once: the file both plan first, then each one's own;
# - a program being run is left in place (ETXTBSY) and said so, the rest are moved;
# - a user other than root moves nothing (exit 4), a plan with nothing on ext4 is refused.
# Usage: relocate.sh BUILD_DIR   (exit 77: skipped)
set -euo pipefail

build=$(realpath "${1:?usage: relocate.sh BUILD_DIR}")
preloadctl=$build/preloadctl/preloadctl
. "$(dirname "$0")/loop-ext4.sh"
# 600 MiB: mkfs.ext4 gives a file system this size 4 KiB blocks, as on a real disk.
loop_ext4 preload-relocate 600M setpriv blockdev python3 sha256sum
dev=$(basename "$loopdev")
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }
json() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(eval(sys.argv[1]))' "$@"; }
reads() { awk '{ print $1 }' "/sys/block/$dev/stat"; }
cold() { sync; umount "$mnt"; blockdev --flushbufs "$loopdev"; mount -o noatime "$loopdev" "$mnt"; }
# "PHYSICAL LENGTH" of each extent of each file, in the order given, through FIEMAP.
extents() {
        python3 - "$@" <<'EOP'
import fcntl, struct, sys
FS_IOC_FIEMAP = 0xC020660B
for path in sys.argv[1:]:
    n = 64
    req = struct.pack("=QQLLLL", 0, 2**64 - 1, 1, 0, n, 0) + b"\0" * (56 * n)  # FIEMAP_FLAG_SYNC
    out = bytearray(req)
    with open(path, "rb") as f:
        fcntl.ioctl(f.fileno(), FS_IOC_FIEMAP, out)
    mapped = struct.unpack_from("=L", out, 20)[0]
    for i in range(mapped):
        logical, physical, length = struct.unpack_from("=QQQ", out, 32 + 56 * i)
        print(path, physical, length)
EOP
}
# profile NAME FILE[=OFFSET+LENGTH,...]...: a learned profile of the files in that order (the order
# of first use), whole or the ranges given
profile() {
        python3 - "$work/prof/$1.profile" "${@:2}" <<'EOP'
import os, sys
with open(sys.argv[1], "w") as f:
    f.write("preload-profile 1\nname %s\nprogram /bin/true\n" % os.path.basename(sys.argv[1])[:-8])
    for arg in sys.argv[2:]:
        path, _, ranges = arg.partition("=")
        st = os.stat(path)
        f.write("file %s\nid dev=%d:%d ino=%d size=%d mtime=%d.%09d\n"
                % (path, os.major(st.st_dev), os.minor(st.st_dev), st.st_ino, st.st_size,
                   st.st_mtime_ns // 10**9, st.st_mtime_ns % 10**9))
        for r in (ranges.split(",") if ranges else ["0+%d" % st.st_size]):
            f.write("range %s\n" % r)
EOP
}
relocate() { "$preloadctl" relocate --profile-dir "$work/prof" "$@"; }
# Whether the files, in the order given, follow one another on the disk (less than a page apart).
in_sequence() {
        extents "$@" | awk 'NR > 1 && ($2 < next_ || $2 - next_ >= 4096) { gaps++ } { next_ = $2 + $3 }
                            END { exit gaps > 0 }'
}

mkdir -p "$mnt/lib" "$work/prof"
order=(7 2 11 5 1 9 12 3 10 4 8 6)
# Each file given its blocks before the next is written (else delayed allocation puts them side
# by side once the fillers are gone), 200 KB of filler between them, then the fillers removed.
for i in $(seq 1 12); do
        head -c $((60000 + i * 23000)) /dev/urandom >"$mnt/lib/part$i"
        sync "$mnt/lib/part$i"
        head -c 200000 /dev/urandom >"$mnt/lib/filler$i"
        sync "$mnt/lib/filler$i"
done
rm "$mnt/lib"/filler*
sync
targets=()
for i in "${order[@]}"; do targets+=("$mnt/lib/part$i"); done
profile parts "${targets[@]}"
sums=$(cd "$mnt/lib" && sha256sum part*)
ids=$(stat -c '%n %i %s %Y' "${targets[@]}")
in_sequence "${targets[@]}" && fail "the fixture is already in the plan's order"
before=$(extents "${targets[@]}")

# A dry run measures and moves nothing.
out=$(relocate --json --dry-run parts)
[ "$(json "d['files'], d['moved'], d['runs_before'] > 1, d['in_order']" <<<"$out")" = "(12, 0, True, False)" ] ||
        fail "dry run: $out"
[ "$(extents "${targets[@]}")" = "$before" ] || fail "a dry run moved blocks"

# A cold warm's requests before and after.
warm_reads() {
        local r0
        cold
        r0=$(reads)
        "$preloadctl" warm --local --wait --profile-dir "$work/prof" parts >/dev/null
        echo $(($(reads) - r0))
}
reads_before=$(warm_reads)

out=$(relocate --json parts) || fail "relocate failed: $out"
echo "relocate: $out"
[ "$(json "d['moved'], d['runs_after'], d['skipped']" <<<"$out")" = "(12, 1, [])" ] || fail "relocate: $out"
in_sequence "${targets[@]}" || { fail "not laid out in the plan's order"; extents "${targets[@]}" >&2; }
[ "$(cd "$mnt/lib" && sha256sum part*)" = "$sums" ] || fail "contents changed"
[ "$(stat -c '%n %i %s %Y' "${targets[@]}")" = "$ids" ] || fail "inode, size or modification time changed"
cold
[ "$(cd "$mnt/lib" && sha256sum part*)" = "$sums" ] || fail "contents changed on the disk (read cold)"

reads_after=$(warm_reads)
echo "a cold warm's device reads: $reads_before before, $reads_after after"
[ "$reads_after" -lt "$reads_before" ] || fail "the warm after relocation read $reads_after times, before $reads_before"

# Again: already in order, nothing moved.
after=$(extents "${targets[@]}")
out=$(relocate --json parts)
[ "$(json "d['in_order'], d['moved']" <<<"$out")" = "(True, 0)" ] || fail "second relocate: $out"
[ "$(extents "${targets[@]}")" = "$after" ] || fail "a second relocate moved blocks"

# Only the planned ranges move: two 64 KiB stretches of a 2 MiB file, 1 MiB apart, end up side by
# side after another file's; the rest of the file stays where it was.
for f in first big; do
        head -c $((2 * 1024 * 1024)) /dev/urandom >"$mnt/lib/$f"; sync "$mnt/lib/$f"
        head -c 300000 /dev/urandom >"$mnt/lib/gap-$f"; sync "$mnt/lib/gap-$f"
done
rm "$mnt/lib"/gap-*; sync
big_sum=$(sha256sum <"$mnt/lib/big")
profile ranges "$mnt/lib/first=0+65536" "$mnt/lib/big=0+65536,1048576+65536"
out=$(relocate --json ranges) || fail "relocate of ranges failed: $out"
[ "$(json "d['moved'], d['spans'], d['runs_after']" <<<"$out")" = "(2, 3, 1)" ] || fail "ranges: $out"
# FIEMAP of the file's stretches: [0, 64K) and [1M, 1M + 64K) follow the first file's [0, 64K).
layout=$(python3 - "$mnt/lib/first" "$mnt/lib/big" <<'EOP'
import fcntl, struct, sys
def extent_at(path, offset):
    out = bytearray(struct.pack("=QQLLLL", offset, 4096, 1, 0, 1, 0) + b"\0" * 56)
    with open(path, "rb") as f:
        fcntl.ioctl(f.fileno(), 0xC020660B, out)
    logical, physical, length = struct.unpack_from("=QQQ", out, 32)
    return physical + (offset - logical)
a = extent_at(sys.argv[1], 0)
b0, b1, mid = (extent_at(sys.argv[2], o) for o in (0, 1048576, 524288))
print(b0 == a + 65536, b1 == b0 + 65536, not (a <= mid < b1 + 65536))
EOP
)
[ "$layout" = "True True True" ] || fail "the planned stretches are not side by side, or the rest moved: $layout"
[ "$(sha256sum <"$mnt/lib/big")" = "$big_sum" ] || fail "a file moved in stretches changed"
cold
[ "$(sha256sum <"$mnt/lib/big")" = "$big_sum" ] || fail "a file moved in stretches changed on the disk"

# Several targets at once: a file both plan is laid out first, then each one's own files in the
# targets' order.
for f in own-a1 shared own-a2 own-b; do
        head -c 120000 /dev/urandom >"$mnt/lib/$f"; sync "$mnt/lib/$f"
        head -c 300000 /dev/urandom >"$mnt/lib/gap-$f"; sync "$mnt/lib/gap-$f"
done
rm "$mnt/lib"/gap-*; sync
profile two-a "$mnt/lib/own-a1" "$mnt/lib/shared" "$mnt/lib/own-a2"
profile two-b "$mnt/lib/own-b" "$mnt/lib/shared"
out=$(relocate --json two-a two-b) || fail "relocate of two targets failed: $out"
[ "$(json "d['moved'], d['shared'], d['runs_after']" <<<"$out")" = "(4, 1, 1)" ] || fail "two targets: $out"
in_sequence "$mnt/lib/shared" "$mnt/lib/own-a1" "$mnt/lib/own-a2" "$mnt/lib/own-b" ||
        { fail "the shared file is not first, or the rest not in the targets' order"; \
          extents "$mnt/lib/shared" "$mnt/lib/own-a1" "$mnt/lib/own-a2" "$mnt/lib/own-b" >&2; }
# One target names no file another does: nothing is laid out first.
out=$(relocate --json --dry-run two-b) || fail "relocate --dry-run of one target failed: $out"
[ "$(json "d['shared']" <<<"$out")" = "0" ] || fail "one target: $out"

# A program being run stays where it is; the others move.
cp /bin/sleep "$mnt/lib/runner"
for i in 1 2 3; do
        head -c 150000 /dev/urandom >"$mnt/lib/other$i"; sync "$mnt/lib/other$i"
        head -c 300000 /dev/urandom >"$mnt/lib/gap$i"; sync "$mnt/lib/gap$i"
done
rm "$mnt/lib"/gap*
sync
"$mnt/lib/runner" 30 &
runner=$!
profile running "$mnt/lib/other3" "$mnt/lib/runner" "$mnt/lib/other1" "$mnt/lib/other2"
err=$(relocate --json running 2>&1 >"$work/out") ||
        fail "relocate with a running program failed: $err"
kill "$runner"; wait "$runner" 2>/dev/null || true
[ "$(json "d['moved'], [s['path'] for s in d['skipped']]" <"$work/out")" = "(3, ['$mnt/lib/runner'])" ] ||
        fail "running program: $(cat "$work/out")"
grep -q "runner: left in place: a program being run" <<<"$err" || fail "no word of the program left in place: $err"
[ "$(head -c 4 "$mnt/lib/runner" | od -An -c | tr -d ' ')" = "177ELF" ] || fail "the running program changed"
in_sequence "$mnt/lib/other3" "$mnt/lib/other1" "$mnt/lib/other2" || fail "the other files were not laid out"

# Not root: nothing moves, and the status says why.
chmod 0755 "$work" "$mnt" "$mnt/lib" "$work/prof"
for f in u1 ugap u2; do head -c 100000 /dev/urandom >"$mnt/lib/$f"; sync "$mnt/lib/$f"; done
rm "$mnt/lib/ugap"; sync
profile user "$mnt/lib/u2" "$mnt/lib/u1"
chmod 0644 "$work/prof/user.profile"
user_before=$(extents "$mnt/lib/u2" "$mnt/lib/u1")
rc=0
err=$(setpriv --reuid=nobody --regid=nogroup --clear-groups "$preloadctl" relocate --profile-dir "$work/prof" user 2>&1) || rc=$?
[ "$rc" = 4 ] || fail "a user's relocate: exit $rc, not 4: $err"
grep -q "relocation needs root" <<<"$err" || fail "a user's relocate does not say it needs root: $err"
[ "$(extents "$mnt/lib/u2" "$mnt/lib/u1")" = "$user_before" ] || fail "a user's relocate moved blocks"

# Nothing on ext4.
shm=$(mktemp -d /dev/shm/preload-relocate.XXXXXX)
head -c 10000 /dev/urandom >"$shm/f"
rc=0
err=$("$preloadctl" relocate "$shm/f" 2>&1) || rc=$?
rm -rf "$shm"
[ "$rc" != 0 ] && [ "$(wc -l <<<"$err")" = 1 ] && grep -q "ext4" <<<"$err" || fail "tmpfs: exit $rc: $err"

[ "$failed" = 0 ] || exit 1
echo OK
