#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadctl doctor from the command line: a sparse copy of a program and a program without a
# profile give a warning and a note, each with its fix, in text and JSON; the exit status is 1
# with a warning and 0 with notes only; one line a target names the profile a warm would read.
# The findings themselves are tested in test-doctor.
# Usage: doctor.sh PRELOADCTL
set -euo pipefail

PRELOADCTL=${1:?usage: doctor.sh PRELOADCTL}
work=$(mktemp -d /tmp/doctor-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/conf" "$work/profiles" "$work/sys"
printf 'int main(void) { return 0; }\n' > "$work/p.c"
${CC:-cc} -o "$work/prog" "$work/p.c"
cp "$work/prog" "$work/holey" && truncate -s +1M "$work/holey"
common=(--config-dir="$work/conf" --profile-dir="$work/profiles" --sysfs-root="$work/sys")

# Notes only (no profile): exit 0.
"$PRELOADCTL" doctor "${common[@]}" "$work/prog" > "$work/out" || { echo "FAIL: notes only must exit 0"; cat "$work/out"; exit 1; }
grep -q "^note: prog" "$work/out" && grep -q "Fix: record one" "$work/out" || { echo "FAIL: no profile note"; cat "$work/out"; exit 1; }

# A sparse program: a warning, exit 1, in text and in JSON.
if "$PRELOADCTL" doctor "${common[@]}" "$work/holey" > "$work/out"; then
        echo "FAIL: a warning must exit 1"; cat "$work/out"; exit 1
fi
grep -q "^warning: $work/holey" "$work/out" && grep -q "Fix: rewrite it whole" "$work/out" || { echo "FAIL: no sparse warning"; cat "$work/out"; exit 1; }
"$PRELOADCTL" doctor --json "${common[@]}" "$work/holey" > "$work/out.json" || true
python3 - "$work/out.json" "$work/holey" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
kinds = {f['kind']: f for f in j['findings']}
assert 'sparse-file' in kinds and kinds['sparse-file']['subject'] == sys.argv[2], j
assert kinds['sparse-file']['severity'] == 'warning' and kinds['sparse-file']['fix'], j
assert 'profile-missing' in kinds and j['warnings'] >= 1 and j['infos'] >= 1, j
PY

# An empty configuration and no arguments: nothing to say.
"$PRELOADCTL" doctor "${common[@]}" > "$work/out"
grep -q "No problems found." "$work/out" || { echo "FAIL: empty check"; cat "$work/out"; exit 1; }

# The profile a warm would read, one line a target: here none, with the files a warm of an
# application asked for by its Name= looks for (its id's, that name's, its program's) and where.
mkdir -p "$work/conf2/apps.d"
printf '[Application]\nName=FixTool\nExec=%s\n' "$work/prog" > "$work/conf2/apps.d/fixapp.conf"
"$PRELOADCTL" doctor --config-dir="$work/conf2" --profile-dir="$work/profiles" --sysfs-root="$work/sys" FixTool > "$work/out"
grep -qxF "profile: FixTool: none of fixapp.profile, FixTool.profile, prog.profile in $work/profiles; a warm reads the static plan" "$work/out" ||
        { echo "FAIL: no profile line"; cat "$work/out"; exit 1; }
"$PRELOADCTL" doctor --json --config-dir="$work/conf2" --profile-dir="$work/profiles" --sysfs-root="$work/sys" FixTool > "$work/out.json"
python3 - "$work/out.json" "$work/profiles" <<'PY'
import json, sys
p = json.load(open(sys.argv[1]))['profiles']
assert len(p) == 1 and p[0]['target'] == 'FixTool' and p[0]['app'] == 'fixapp', p
assert p[0]['profile'] is None and p[0]['state'] == 'none', p
assert p[0]['looked_for'] == ['fixapp.profile', 'FixTool.profile', 'prog.profile'] and p[0]['dirs'] == [sys.argv[2]], p
PY
echo "doctor: findings with fixes in text and JSON, exit statuses, the profile a warm reads"
