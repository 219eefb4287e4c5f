#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# Root integration test of the metadata pass on a loop-device ext4 file system:
# - the root pass (ext4meta) on inode numbers leaves a later stat of every file and a listing of
#   every directory without a single device read (the same walk cold reads), and the extent block
#   of a fragmented file is then in the block device's cache;
# - preloadctl warm reports the pass (root), skips it when told;
# - a learned profile's metadata map (made by record, or by a warm's walk) is read in place of the
#   walk and leaves the profile's lookups nothing to read; a changed profile, a foreign or torn
#   map is not read but made again;
# - preload-metad on a temporary socket, for a client that setuid()s to nobody: reads the
#   metadata of files it sent (their blocks then cached), refuses an O_PATH descriptor of a
#   mode-0000 file, a file on tmpfs, and a request over the user's budget; a user's warm goes
#   through it.
# "No device read" counts the checking command's own reads (a blkio group of its own: udev probing
# the device after a mount is not counted). A check whose answer memory pressure explains (what a
# pass cached was reclaimed before it ran) is reported as not made rather than failed.
# Usage: metad.sh BUILD_DIR   (exit 77: skipped)
set -euo pipefail

build=$(realpath "${1:?usage: metad.sh BUILD_DIR}")
tool=$build/tests/ext4meta-tool
metad=$build/metad/preload-metad
preloadctl=$build/preloadctl/preloadctl
. "$(dirname "$0")/loop-ext4.sh"
loop_ext4 preload-metad 256M setpriv debugfs blockdev python3
dev=$(basename "$loopdev")
failed=0
# (also from a subshell: a command substitution's failures are counted at the end)
fail() { echo "FAIL: $*" >&2; failed=1; echo "$*" >> "$work/failures"; }
json() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(eval(sys.argv[1]))' "$@"; }
reads() { awk '{ print $1 }' "/sys/block/$dev/stat"; }
# Cold for this file system only: unmounted, the block device's cache dropped, mounted again.
cold() { sync; umount "$mnt"; blockdev --flushbufs "$loopdev"; mount -o noatime "$loopdev" "$mnt"; }
walk() { find "$mnt/t" -printf '%i %s\n' > /dev/null; }
unchecked=0
# no_reads WHAT COMMAND...: fails unless COMMAND reads nothing from the device itself
# (loop_own_reads). Reads that memory pressure explains (what was cached, reclaimed and read again)
# are reported, not failed: what the pass before COMMAND left cannot be judged then.
no_reads() {
        local what=$1 n f
        shift
        read -r n f < <(loop_own_reads "$@")
        echo "$what: $n device reads"
        [ "$n" = 0 ] && return 0
        if [ "$f" -gt 0 ]; then
                echo "NOT CHECKED: $what read the device $n times, but $f pages reclaimed under memory pressure were read again meanwhile" >&2
                unchecked=$((unchecked + 1))
                return 0
        fi
        fail "$what read the device $n times"
}
# still_cached BLOCK WHAT: fails (saying WHAT) unless the device's block BLOCK is in its page cache;
# reported, not failed, when page cache was reclaimed since $mark (set to $(loop_reclaimed) before
# what should have read it).
mark=0
still_cached() {
        [ "$("$tool" resident "$loopdev" $(($1 * bs)) "$bs")" -gt 0 ] && return 0
        if [ "$(loop_reclaimed)" -gt "$mark" ]; then
                echo "NOT CHECKED: $2, but page cache was reclaimed meanwhile (memory pressure)" >&2
                unchecked=$((unchecked + 1))
                return 0
        fi
        fail "$2"
}

# Fixtures: 4 directories of 60 files, a file of 12 scattered pieces (an extent tree of depth 1),
# a file nobody may read.
chmod 0755 "$work"
# What runs as nobody is copied where nobody can reach it: the build tree may lie in a directory
# only its owner may enter (a clone inside `mktemp -d`, a mode-0700 home).
mkdir "$work/bin"
cp "$tool" "$preloadctl" "$work/bin/"
chmod 0755 "$work/bin" "$work/bin/ext4meta-tool" "$work/bin/preloadctl"
tool=$work/bin/ext4meta-tool preloadctl=$work/bin/preloadctl
mkdir -p "$mnt/t"
for d in 1 2 3 4; do
        mkdir -p "$mnt/t/d$d"
        for i in $(seq 1 60); do echo "$d $i" > "$mnt/t/d$d/file-with-a-long-name-$i"; done
done
for i in $(seq 0 11); do
        dd if=/dev/urandom of="$mnt/t/frag" bs=4096 count=1 seek=$((i * 64)) conv=notrunc status=none
done
ln -s file-with-a-long-name-60 "$mnt/t/d4/link"
echo secret > "$mnt/t/secret"
chmod 0000 "$mnt/t/secret"
chmod -R a+rX "$mnt/t/d1" "$mnt/t/d2" "$mnt/t/d3" "$mnt/t/d4" "$mnt/t/frag"
sync
bs=$(stat -f -c %S "$mnt")
etb=$(debugfs -R "stat /t/frag" "$loopdev" 2>/dev/null | sed -n 's/.*(ETB0):\([0-9]*\).*/\1/p' | head -n 1)
[ -n "$etb" ] || fail "the fragmented file has no extent tree block (debugfs)"
mapfile -t inodes < <(find "$mnt" -xdev -mindepth 0 -path "$mnt/lost+found" -prune -o -printf '%i%y\n' |
                      sed -e 's/[fl]$//' -e 's/d$/\/d/')
echo "$loopdev: block size $bs, ${#inodes[@]} inodes, extent block of frag at $etb"

# Control: a cold walk reads the device, else the check below could not fail.
cold
r0=$(reads); walk; r1=$(reads)
echo "cold walk without the pass: $((r1 - r0)) device reads"
[ $((r1 - r0)) -gt 0 ] || fail "a cold walk read nothing: the test cannot tell"

cold
[ "$("$tool" resident "$loopdev" $((etb * bs)) "$bs")" = 0 ] || fail "extent block cached while cold"
r0=$(reads) mark=$(loop_reclaimed)
out=$("$tool" pass "$mnt" "${inodes[@]}")
r1=$(reads)
echo "root pass: $out"
echo "root pass: $((r1 - r0)) device reads"
no_reads "the walk after the pass" walk
[ "$(json "d['error']" <<<"$out")" = 0 ] || fail "root pass failed"
[ "$(json "d['inode_blocks'] > 0 and d['dir_blocks'] > 0 and d['extent_blocks'] > 0" <<<"$out")" = True ] ||
        fail "root pass did not read all three kinds of blocks"
[ "$(json "d['requests'] < d['blocks']" <<<"$out")" = True ] || fail "root pass did not merge its requests"
still_cached "$etb" "extent block not cached after the pass"

# The lookup walk: paths only, nothing looked up before it; the same walk after it reads nothing.
mapfile -t rels < <(cd "$mnt" && find t -path t/secret -prune -o -printf '/%p\n')
cold
r0=$(reads)
out=$("$tool" walk "$mnt" "${rels[@]}" /t/no-such-file)
r1=$(reads)
echo "lookup walk: $out"
echo "lookup walk: $((r1 - r0)) device reads"
no_reads "the walk after the lookup walk" walk
[ "$(json "d['error'] == 0 and d['inodes'] == len(sys.argv) - 2" "${rels[@]}" <<<"$out")" = True ] ||
        fail "the lookup walk did not find every path"
[ "$(json "d['requests'] < d['blocks'] and d['extent_blocks'] > 0" <<<"$out")" = True ] ||
        fail "the lookup walk did not merge its requests or missed the extent block"

# A symlink to a name in the same directory (as sonames are): the walk follows it.
cold
out=$("$tool" walk "$mnt" /t/d4/link)
echo "lookup walk of a symlink: $out"
no_reads "stat -L of the symlink after the walk" stat -L "$mnt/t/d4/link"
[ "$(json "d['error'] == 0 and d['inodes'] == 2" <<<"$out")" = True ] || fail "the walk did not follow the symlink"

# A depth whose components include symlinks to directories (the kernel follows those, not the
# walk): every path through a real directory of the same depth is still walked to its end.
mkdir -p "$mnt/t/mix"
for i in $(seq 1 24); do
        mkdir "$mnt/t/mix/dir$i"; echo "$i" > "$mnt/t/mix/dir$i/f"
        ln -s "dir$i" "$mnt/t/mix/link$i"
done
sync
mapfile -t mix_dirs < <(for i in $(seq 1 24); do echo "/t/mix/dir$i/f"; done)
mapfile -t mix_links < <(for i in $(seq 1 24); do echo "/t/mix/link$i/f"; done)
cold
out=$("$tool" walk "$mnt" "${mix_dirs[@]}")
[ "$(json "d['error'] == 0 and d['inodes'] == 24" <<<"$out")" = True ] || fail "the walk of 24 directories: $out"
cold
out=$("$tool" walk "$mnt" "${mix_dirs[@]}" "${mix_links[@]}")
echo "lookup walk through 24 directories and 24 symlinks to them: $out"
[ "$(json "d['error'] == 0 and d['inodes'] == 24" <<<"$out")" = True ] ||
        fail "symlinks among a depth's directories lost the walk paths through the others: $out"

# Hints (a profile's inode numbers, known before any lookup): the inode-table block of one the
# walk's paths never reach is read all the same, with the first sweep; a stale one is passed over.
hi=$(stat -c %i "$mnt/t/secret")
hblk=$(debugfs -R "imap <$hi>" "$loopdev" 2>/dev/null | sed -n 's/.*located at block \([0-9]*\),.*/\1/p')
[ -n "$hblk" ] || fail "debugfs does not say where inode $hi lies"
cold
out=$("$tool" walk "$mnt" /t/d1/file-with-a-long-name-1)
[ "$("$tool" resident "$loopdev" $((hblk * bs)) "$bs")" = 0 ] ||
        fail "the inode-table block of $hi was read by a walk without hints: the test cannot tell"
cold
mark=$(loop_reclaimed)
out=$("$tool" walk "$mnt" --hint="$hi" --hint=4294967295 /t/d1/file-with-a-long-name-1)
echo "lookup walk with hints $hi (block $hblk) and a stale one: $out"
[ "$(json "d['error'] == 0 and d['inodes'] == 1" <<<"$out")" = True ] || fail "the walk with hints failed"
still_cached "$hblk" "the hinted inode's table block was not read"

# A learned profile's warm: the lookup walk before planning, reported in "walk".
mkdir -p "$work/profiles"
"$preloadctl" record -n fixture -o "$work/profiles/fixture.profile" -- \
        sh -c "cat $mnt/t/d1/* $mnt/t/frag > /dev/null" > /dev/null 2>&1 || fail "record failed"
pwarm() { "$preloadctl" warm --local --wait --json --plan=profile --profile-dir="$work/profiles" "$@" fixture; }
cold
out=$(pwarm --no-metadata-map)
[ "$(json "d['metadata_pass']['walk']['inodes'] >= 61 and d['files_failed'] == 0" <<<"$out")" = True ] ||
        fail "the profile's warm did not walk its paths: $(json "d['metadata_pass']" <<<"$out")"
[ "$(json "d['metadata_pass']['map']" <<<"$out")" = None ] || fail "--no-metadata-map used a map: $out"
map=$work/profiles/fixture.metamap
[ ! -e "$map" ] || fail "--no-metadata-map wrote a map"

# Its metadata map, made by the first warm (the walk and the pass over the plan): the next warm
# reads it in place of both, and leaves nothing for the lookups of the profile's files to read.
# Control first: without the pass, those lookups read the device.
cold
out=$(pwarm)
[ "$(json "d['metadata_pass']['map'] == 'written' and d['metadata_pass']['walk']['inodes'] >= 61 and \
        d['metadata_pass']['skipped'] == 'done with the walk, before planning'" <<<"$out")" = True ] ||
        fail "the first warm made no map: $(json "d['metadata_pass']" <<<"$out")"
[ -s "$map" ] || fail "no metadata map beside the profile"
lookups() { stat "$mnt"/t/d1/* > /dev/null; }
cold
r0=$(reads); lookups; r1=$(reads)
[ $((r1 - r0)) -gt 0 ] || fail "cold lookups of d1 read nothing: the test cannot tell"
cold
out=$(pwarm)
echo "warm with the map: $(json "d['metadata_pass']" <<<"$out")"
[ "$(json "d['metadata_pass']['map'] == 'read' and d['metadata_pass']['walk']['inodes'] == 0 and \
        d['metadata_pass']['skipped'] == 'read from the metadata map' and d['files_failed'] == 0" <<<"$out")" = True ] ||
        fail "the warm did not read the map in place of the walk and the pass: $out"
no_reads "after the warm from the map, the lookups of d1" lookups
# The profile changed: its map is made again by the walk, then read.
touch "$work/profiles/fixture.profile"
out=$(pwarm)
[ "$(json "d['metadata_pass']['map'] == 'written' and d['metadata_pass']['walk']['inodes'] >= 61" <<<"$out")" = True ] ||
        fail "a changed profile's map was not made again: $(json "d['metadata_pass']" <<<"$out")"
[ "$(json "d['metadata_pass']['map']" <<<"$(pwarm)")" = read ] || fail "the new map was not read"
# One someone else could have written, or a torn one, is not read (and replaced).
chown nobody "$map"
[ "$(json "d['metadata_pass']['map']" <<<"$(pwarm)")" = written ] || fail "a map owned by nobody was used"
[ "$(stat -c %u "$map")" = 0 ] || fail "the map owned by nobody was not replaced"
printf 'preload-metamap 1\nwritten' > "$map"
out=$(pwarm)
[ "$(json "d['metadata_pass']['map'] == 'written' and d['files_failed'] == 0" <<<"$out")" = True ] ||
        fail "a torn map: $out"

# The warm: the pass first (root), or skipped when told.
out=$("$preloadctl" warm --local --wait --json "$mnt/t/d1/file-with-a-long-name-1" "$mnt/t/frag")
[ "$(json "d['metadata_pass']['route']" <<<"$out")" = root ] || fail "warm as root: no root pass: $out"
out=$("$preloadctl" warm --local --wait --json --no-metadata-pass "$mnt/t/frag")
[ "$(json "d['metadata_pass']['skipped']" <<<"$out")" = disabled ] || fail "--no-metadata-pass: $out"
out=$("$preloadctl" warm --local --wait --json --metad-socket "$work/none.sock" /usr/bin/true)
[ "$(json "d['metadata_pass']['route']" <<<"$out")" = root ] || fail "root with no helper: not the root pass"

# The helper on temporary sockets: one with the default budget, one with a small budget.
sock=$work/metad.sock small=$work/metad-small.sock
"$metad" --socket "$sock" --idle-sec 120 2> "$work/metad.log" &
metad_pid=$!
"$metad" --socket "$small" --idle-sec 120 --budget-bytes $((16 * bs)) 2> "$work/metad-small.log" &
small_pid=$!
trap 'kill_wait "$metad_pid" "$small_pid"; loop_ext4_cleanup' EXIT
for _ in $(seq 50); do [ -S "$sock" ] && [ -S "$small" ] && break; sleep 0.1; done
[ "$(stat -c %a "$sock")" = 666 ] || fail "preload-metad did not listen with mode 0666"
as_nobody() { setpriv --reuid=nobody --regid=nogroup --clear-groups --inh-caps=-all "$@"; }

cold
mark=$(loop_reclaimed)
out=$(as_nobody "$tool" request "$sock" "$mnt/t" "$mnt/t/d2" "$mnt/t/frag")
echo "helper, good request: $out"
[ "$(json "d['status'] == 0 and set(d['refusals']) == {'accepted'}" <<<"$out")" = True ] ||
        fail "helper refused readable files"
[ "$(json "d['blocks'] > 0 and d['extent_blocks'] > 0" <<<"$out")" = True ] || fail "helper read nothing"
still_cached "$etb" "extent block not cached after the helper"
no_reads "listing a directory the helper prepared" find "$mnt/t/d2" -printf '%i\n'

as_nobody cat "$mnt/t/secret" 2>/dev/null && fail "nobody can read the mode-0000 file"
out=$(as_nobody "$tool" request "$sock" --opath "$mnt/t/secret")
echo "helper, O_PATH of a mode-0000 file: $out"
[ "$(json "d['refusals']" <<<"$out")" = "['opened with O_PATH']" ] || fail "O_PATH descriptor not refused"
[ "$(json "d['blocks']" <<<"$out")" = 0 ] || fail "a refused descriptor cost a read"

mkdir -p "$work/tmpfs"
mount -t tmpfs -o size=1M tmpfs "$work/tmpfs"
echo x > "$work/tmpfs/f"
chmod 0644 "$work/tmpfs/f"
out=$(as_nobody "$tool" request "$sock" "$work/tmpfs/f")
umount "$work/tmpfs"
echo "helper, tmpfs: $out"
[ "$(json "d['refusals']" <<<"$out")" = "['not an ext4 file system']" ] || fail "tmpfs file not refused"

# The budget: each request reads at least one block, so 16 blocks' worth runs out.
refused_at=
for i in $(seq 1 40); do
        out=$(as_nobody "$tool" request "$small" "$mnt/t/d3/file-with-a-long-name-$i")
        if [ "$(json "d['refusals'][0]" <<<"$out")" = "over the user's metadata budget" ]; then
                refused_at=$i
                break
        fi
done
echo "helper, budget of $((16 * bs)) bytes: refused at request ${refused_at:-never}: $out"
[ -n "$refused_at" ] && [ "$refused_at" -gt 1 ] || fail "a request over the budget was not refused"
[ "$(json "d['status'] == -122 and d['budget_left'] == 0" <<<"$out")" = True ] || fail "over budget: $out"
out=$("$tool" request "$small" "$mnt/t/d3/file-with-a-long-name-1")
[ "$(json "d['refusals'][0]" <<<"$out")" = accepted ] || fail "another user's budget was spent too"

# A user's warm goes through the helper.
mkdir -p "$work/home"
chown nobody "$work/home"
cold
out=$(as_nobody env HOME="$work/home" "$preloadctl" warm --local --wait --json --metad-socket "$sock" \
        "$mnt/t/d4/file-with-a-long-name-1" "$mnt/t/frag")
echo "warm as nobody: $(json "d['metadata_pass']" <<<"$out")"
[ "$(json "d['metadata_pass']['route'] == 'helper' and d['metadata_pass']['blocks'] > 0" <<<"$out")" = True ] ||
        fail "a user's warm did not go through the helper"
out=$(as_nobody env HOME="$work/home" "$preloadctl" warm --local --wait --json --metad-socket "$work/none" "$mnt/t/frag")
[ "$(json "d['metadata_pass']['skipped'].startswith('not root')" <<<"$out")" = True ] ||
        fail "no helper: the pass was not skipped with its reason"

# A launch's metadata pass made ready ahead, as preloadd prepares a learned profile: when it runs,
# after the caches were dropped (no unmount: what it holds stays open), it looks no path up, and
# what it read leaves the listing of the directories (and as root the files' inodes) cached.
drop() { sync; echo 3 > /proc/sys/vm/drop_caches; blockdev --flushbufs "$loopdev"; }
prepared() { # LIB COMMAND... (the tool's prepared): the JSON of its run after a drop, its reads;
        # LIB: whether the root pass's library (libext2fs) is to be loaded by the preparation, 1 or 0
        local lib=$1 ready= n=0 loaded= out= r0 r1 from to pid
        shift
        coproc PREP { "$@"; }
        # Copies: bash closes the coprocess's own descriptors and unsets its variables once it
        # has reaped it, which may happen before the last read.
        pid=$PREP_PID
        exec {from}<&"${PREP[0]}" {to}>&"${PREP[1]}"
        read -r ready n loaded <&"$from" || true
        # loaded while preparing, not at the launch's pass: read then, it would come off a cold disk
        [ "$loaded" = "$lib" ] || fail "prepared: libext2fs loaded: $loaded, expected $lib"
        if [ "$ready" != ready ] || [ "$n" -le 0 ]; then
                fail "prepared: not ready ($ready $n)"
                exec {from}<&- {to}>&-
                return
        fi
        drop
        r0=$(reads)
        echo run >&"$to"
        read -r out <&"$from" || true
        r1=$(reads)
        exec {from}<&- {to}>&-
        wait "$pid" 2>/dev/null || true # its output is what the checks read
        echo "$out"
        echo "prepared pass ($n held): $((r1 - r0)) device reads" >&2
}
out=$(prepared 1 "$tool" prepared "$work/none.sock" "$mnt"/t/d1/* "$mnt"/t/d2/*)
echo "prepared, root: $out"
[ "$(json "d['route'] == 'root' and d['inode_blocks'] > 0 and d['dir_blocks'] > 0" <<<"$out")" = True ] ||
        fail "the prepared root pass did not read inodes and directories"
no_reads "stat of the files after the prepared root pass" find "$mnt/t/d1" "$mnt/t/d2" -printf '%i %s\n'
# A directory a launch looked names up in ("DIR/", an observed profile's): its entries' inodes are
# read with it, so that stat()ing them reads nothing more.
out=$(prepared 1 "$tool" prepared "$work/none.sock" "$mnt/t/d4/")
echo "prepared, root, a directory looked names up in: $out"
[ "$(json "d['route'] == 'root' and d['inode_blocks'] > 0" <<<"$out")" = True ] ||
        fail "the prepared root pass of a looked-in directory read no inodes"
no_reads "stat of a looked-in directory's entries after the prepared root pass" find "$mnt/t/d4" -printf '%i %s\n'
out=$(prepared 0 as_nobody "$tool" prepared "$sock" "$mnt"/t/d3/*)
echo "prepared, helper: $out"
[ "$(json "d['route'] == 'helper' and d['dir_blocks'] > 0" <<<"$out")" = True ] ||
        fail "the prepared helper pass did not read the directories"
no_reads "listing the directory after the prepared helper pass" find "$mnt/t/d3" -printf '%i\n'

kill_wait "$metad_pid" "$small_pid"
metad_pid= small_pid=
sed 's/^/metad: /' "$work/metad.log" "$work/metad-small.log"
[ -s "$work/failures" ] && failed=1
[ "$unchecked" = 0 ] || echo "$unchecked checks not made: memory pressure took back what they look for" >&2
[ $failed = 0 ] && echo "PASS"
exit $failed
