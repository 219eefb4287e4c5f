#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# Portable profiles through preloadctl, as root with fixtures under /var/lib (an allowed root):
# - a profile recorded here, exported: no device or inode numbers, only system paths;
# - imported on "another machine": the same files, but the program another build (same size,
#   other build-id) and a data file other content (same size): both refused with their reasons,
#   the rest kept, and a warm of the imported profile makes the kept files resident;
# - a hostile bundle (a path outside the allowed roots, a truncated copy) is refused whole, with
#   the file, line and reason, exit 1;
# - import --system of shipped profiles: a later directory overrides, a mask removes what an
#   earlier import made, and a profile recorded there by hand is left alone.
# Usage: portable.sh BUILD_DIR   (exit 77: skipped)
set -euo pipefail

build=$(realpath "${1:?usage: portable.sh BUILD_DIR}")
preloadctl=$build/preloadctl/preloadctl
[ "$(id -u)" = 0 ] || { echo "SKIP: needs root (fixtures under /var/lib, evicting and warming them)"; exit 77; }
for t in python3 fincore readelf; do
        command -v "$t" >/dev/null || { echo "SKIP: $t not installed"; exit 77; }
done
work=$(mktemp -d /var/lib/preload-portable-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }
resident() { fincore --bytes --noheadings --output RES "$1" | tr -d " "; }

mkdir -p "$work/learned" "$work/imported" "$work/bin"
cp /bin/cat "$work/bin/pcat" # an ELF file with a build-id
head -c 300000 /dev/urandom >"$work/data1"
head -c 200000 /dev/urandom >"$work/data2"
"$preloadctl" record --name pcat --output "$work/learned/pcat.profile" -- \
        "$work/bin/pcat" "$work/data1" "$work/data2" >/dev/null
"$preloadctl" profile export --profile-dir="$work/learned" --output="$work/pcat.portable" pcat >"$work/export.txt"
cat "$work/export.txt"
head -n 1 "$work/pcat.portable" | grep -qx 'preload-portable 1' || fail "no portable header"
grep -q 'dev=\|ino=' "$work/pcat.portable" && fail "the portable profile names device or inode numbers"
for f in "$work/bin/pcat" "$work/data1" "$work/data2"; do
        grep -qx "file $f" "$work/pcat.portable" || fail "$f not exported"
done
tail -n 1 "$work/pcat.portable" | grep -q '^end files=[0-9]* lookups=[0-9]*$' || fail "no end line"

echo "== another machine: the program another build, data2 other content"
# The same size, another build-id: the last byte of the GNU build-id flipped in place.
python3 - "$work/bin/pcat" "$(readelf -n "$work/bin/pcat" | sed -n 's/.*Build ID: //p')" <<'EOP'
import sys
path, bid = sys.argv[1], bytes.fromhex(sys.argv[2])
data = bytearray(open(path, 'rb').read())
at = data.find(bid)
assert at > 0, 'build-id not found'
data[at + len(bid) - 1] ^= 0xff
open(path, 'wb').write(data)
EOP
printf 'X' | dd of="$work/data2" bs=1 seek=100000 conv=notrunc status=none
"$preloadctl" profile import --profile-dir="$work/imported" "$work/pcat.portable" >"$work/import.txt" ||
        fail "import exited $?"
cat "$work/import.txt"
grep -qx "  dropped $work/bin/pcat: another build here (build-id differs)" "$work/import.txt" ||
        fail "the other build of the program is not refused with its reason"
grep -qx "  dropped $work/data2: other content here (sample differs)" "$work/import.txt" ||
        fail "the other content of data2 is not refused with its reason"
grep -q "^file $work/data1\$" "$work/imported/pcat.profile" || fail "data1 not kept"
grep -q "^file $work/bin/pcat\$" "$work/imported/pcat.profile" && fail "the other build was kept"
grep -q '^source /' "$work/imported/pcat.profile" || fail "no source line in the imported profile"
json=$("$preloadctl" profile import --json --profile-dir="$work/imported" "$work/pcat.portable")
python3 -c '
import json, sys
d = json.loads(sys.argv[1])["imported"][0]
assert d["kept"] == d["files"] - 2, d
assert sorted(x["reason"] for x in d["dropped"]) == ["another build here (build-id differs)", "other content here (sample differs)"], d
' "$json" || fail "--json report: $json"

echo "== the rest warms"
sync # written pages stay until written back
"$preloadctl" evict --plan=profile --profile-dir="$work/imported" pcat >/dev/null
[ "$(resident "$work/data1")" = 0 ] || fail "data1 still resident after evict: $(resident "$work/data1")"
"$preloadctl" warm --plan=profile --profile-dir="$work/imported" pcat >/dev/null
got=$(resident "$work/data1")
echo "data1 resident after the warm: $got of 300000 bytes"
[ "$got" -ge 300000 ] || fail "data1 not warmed from the imported profile ($got bytes resident)"

echo "== hostile bundles are refused whole"
sed "s|^file $work/data1\$|file /root/.ssh/id_rsa|" "$work/pcat.portable" >"$work/hostile.portable"
if "$preloadctl" profile import --profile-dir="$work/imported" "$work/hostile.portable" 2>"$work/err.txt"; then
        fail "a bundle naming /root/.ssh was imported"
fi
cat "$work/err.txt"
grep -q "hostile.portable: line [0-9]*: path outside the allowed roots" "$work/err.txt" || fail "no line and reason"
head -n 20 "$work/pcat.portable" >"$work/cut.portable"
if "$preloadctl" profile import --profile-dir="$work/imported" "$work/cut.portable" 2>"$work/err.txt"; then
        fail "a truncated bundle was imported"
fi
grep -q "cut.portable: truncated (no end line)" "$work/err.txt" || fail "truncation not said: $(cat "$work/err.txt")"

echo "== import --system of shipped profiles"
restore_pcat() { cp /bin/cat "$work/bin/pcat"; head -c 200000 /dev/urandom >"$work/data2"; }
restore_pcat
"$preloadctl" record --name pcat --output "$work/learned/pcat.profile" -- \
        "$work/bin/pcat" "$work/data1" "$work/data2" >/dev/null
mkdir -p "$work/vendor/profiles" "$work/admin/profiles" "$work/system"
"$preloadctl" profile export --profile-dir="$work/learned" --output="$work/vendor/profiles/pcat.portable" pcat >/dev/null
sys() { "$preloadctl" profile import --system --config-dir="$work/vendor" --config-dir="$work/admin" \
        --profile-dir="$work/system" "$@"; }
sys >"$work/sys.txt"
cat "$work/sys.txt"
grep -q "^source $work/vendor/profiles/pcat.portable\$" "$work/system/pcat.profile" || fail "shipped profile not imported"
cp "$work/learned/pcat.profile" "$work/system/byhand.profile" # as `record --system` writes: no source
ln -s /dev/null "$work/admin/profiles/pcat.portable"
sys >"$work/sys.txt"
cat "$work/sys.txt"
[ -e "$work/system/pcat.profile" ] && fail "a masked shipped profile was left imported"
[ -e "$work/system/byhand.profile" ] || fail "a profile recorded by hand was removed"
grep -q "No shipped profiles to import" "$work/sys.txt" || fail "masking did not leave nothing to import"

[ "$failed" = 0 ] && echo "PASS"
exit "$failed"
