#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# One warm for every route: plan, warm --wait and status of the same targets (a program path, an
# application from apps.d, a name that only a learned profile carries and an application asked for
# by its Name=, which a profile recorded under that name plans), once in-process and
# once through a preloadd started by hand, print the same JSON apart from timing fields (usec,
# job ids) and what moves by itself between two runs (MemAvailable and the budget drawn from it).
# Usage: routes.sh BUILD_DIR   (exit 77: skipped)
set -euo pipefail

# Both routes read the same configuration and profiles: the user's directories.
. "$(dirname "$(realpath "$0")")/daemon-lib.sh"
command -v python3 >/dev/null || skip "python3 is not installed"
mkdir -p "$work/data" "$XDG_CACHE_HOME/preloadd/profiles"
for i in 0 1 2; do head -c 65536 /dev/urandom > "$work/data/app$i"; done
head -c 131072 /dev/urandom > "$work/data/learned"
head -c 65536 /dev/urandom > "$work/data/named"
head -c 65536 /dev/urandom > "$work/data/named-static"
printf '[Application]\nExec=/bin/true\nFiles=%s/data/app*\n' "$work" > "$c/apps.d/routes-app.conf"
# An application asked for by its Name=, with a profile recorded under that name (record --name).
printf '[Application]\nName=RoutesNamed\nExec=/bin/true\nFiles=%s/data/named-static\n' "$work" > "$c/apps.d/routes-named.conf"
printf '[Daemon]\nLoginDelaySec=0\n' > "$c/preloadd.conf"

# Profiles that name only a data file: "routes-learned" is no program and no application.
write_profile() { # NAME DATA RANGES
python3 - "$2" "$XDG_CACHE_HOME/preloadd/profiles/$1.profile" "$1" "$3" <<'PY'
import os, sys
data, out, name, ranges = sys.argv[1:5]
st = os.stat(data)
mtime = "%d.%09d" % (st.st_mtime_ns // 10**9, st.st_mtime_ns % 10**9)
with open(out, "w") as f:
    f.write("preload-profile 1\nname %s\n" % name)
    f.write("file %s\n" % data)
    f.write("id dev=%d:%d ino=%d size=%d mtime=%s\n" % (os.major(st.st_dev), os.minor(st.st_dev), st.st_ino,
                                                        st.st_size, mtime))
    f.write("range %s\n" % ranges)
PY
}
write_profile routes-learned "$work/data/learned" "0+8192 65536+16384"
write_profile RoutesNamed "$work/data/named" "0+4096"

targets=(/bin/true routes-app routes-learned RoutesNamed)

run_route() {
        local route=$1
        shift
        ctl --json plan "${targets[@]}" > "$work/$route-plan.json" || fail "$route: plan failed"
        ctl -v --json warm --wait "$@" "${targets[@]}" > "$work/$route-warm.json" 2> "$work/$route-warm.err" ||
                fail "$route: warm failed: $(cat "$work/$route-warm.err")"
        ctl -v --json status "$@" "${targets[@]}" > "$work/$route-status.json" 2> "$work/$route-status.err" ||
                fail "$route: status failed: $(cat "$work/$route-status.err")"
        for i in "${!targets[@]}"; do
                ctl --json status "$@" "${targets[$i]}" > "$work/$route-status-$i.json" 2>/dev/null ||
                        fail "$route: status of ${targets[$i]} failed"
        done
}

step "in-process (no daemon running)"
run_route local
grep -q "warming in-process\|preloadd is not running" "$work/local-warm.err" || fail "not in-process: $(cat "$work/local-warm.err")"

step "through preloadd"
daemon_start
run_route daemon
grep -q "warming through preloadd" "$work/daemon-warm.err" || fail "warm not through preloadd: $(cat "$work/daemon-warm.err")"
grep -q "measuring through preloadd" "$work/daemon-status.err" || fail "status not through preloadd"

step "--local while preloadd runs"
run_route forced --local
grep -q "warming in-process (--local)" "$work/forced-warm.err" || fail "--local not in-process"

step "an option the daemon does not know stops at usage, never switches route"
rc=0
ctl warm --wai /bin/true >/dev/null 2>&1 || rc=$?
[ $rc = 0 ] || fail "the abbreviation --wai was refused ($rc)"
rc=0
ctl warm --no-such-option /bin/true >/dev/null 2>&1 || rc=$?
[ $rc = 2 ] || fail "an unknown option exited $rc, not 2"
out=$(ctl -v warm --wai /bin/true 2>&1) || fail "warm --wai failed: $out"
grep -q "warming through preloadd" <<<"$out" || fail "--wai did not go through preloadd: $out"

step "the same JSON from both routes"
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
# timing, and what changes by itself between two runs
IGNORED = {"usec", "queue_usec", "job", "mem_available"}
# the decision goes by the device's model, which each process refines with the warms it made
# itself and the counters as they are: each route must have one, with a choice, not the same one
def clean(v, key=None):
    if isinstance(v, dict):
        out = {}
        for k, x in v.items():
            if k in IGNORED:
                continue
            if k == "decision":
                assert x.get("choice") in ("none", "race", "hold", "ahead"), x
                assert x.get("device", {}).get("iops", 0) > 0, x
                continue
            if key == "budget" and k == "bytes":
                continue
            out[k] = clean(x, k)
        return out
    if isinstance(v, list):
        return [clean(x) for x in v]
    return v
def load(name):
    with open(os.path.join(work, name)) as f:
        return clean(json.load(f))
names = sorted(n[len("local-"):] for n in os.listdir(work) if n.startswith("local-") and n.endswith(".json"))
assert names, "no output"
for n in names:
    a = load("local-" + n)
    for other in ("daemon-", "forced-"):
        b = load(other + n)
        if a != b:
            sys.exit("%s differs between the in-process route and %s:\n%s\n%s" %
                     (n, other.rstrip("-"), json.dumps(a, sort_keys=True)[:3000], json.dumps(b, sort_keys=True)[:3000]))
w = load("local-warm.json")
assert w["targets"] == ["/bin/true", "routes-app", "routes-learned", "RoutesNamed"], w["targets"]
assert w["files_failed"] == 0 and w["waited"] is not None, w
assert "scheduled_requests" in w and "planned_bytes" in w and "lookups" in w, sorted(w)
paths = {e["path"] for e in load("local-plan.json")["files"]}
assert os.path.join(work, "data/learned") in paths, "the profile-only name was not planned"
assert os.path.join(work, "data/app1") in paths, "the application was not planned"
# by its Name=: the profile recorded under that name, not the application's static plan
assert os.path.join(work, "data/named") in paths, "the Name='s profile was not planned"
assert os.path.join(work, "data/named-static") not in paths, "the application's static plan was read"
assert w["profiles"].get("RoutesNamed", "").endswith("/RoutesNamed.profile"), w["profiles"]
s = load("local-status.json")
assert [r["target"] for r in s["residency"]] == w["targets"], s
for r in s["residency"]:
    assert r["files_failed"] == 0, r
print("same JSON from both routes:", ", ".join(names))
PY

step "preloadd exits cleanly"
daemon_stop
echo OK
