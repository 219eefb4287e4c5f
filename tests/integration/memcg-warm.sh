#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# A warm inside a memory cgroup with a small limit (root; cgroup v1 memory controller, or v2 with
# the memory controller enabled at the root): the budget sees the cgroup's headroom, and the
# result says how much really is in the page cache ("cached_bytes"), with a warning when far less
# than was read. The cgroup is made for this run and removed on every path.
# Usage: memcg-warm.sh BUILD_DIR
set -euo pipefail

build=$(realpath "${1:?usage: memcg-warm.sh BUILD_DIR}")
preloadctl=$build/preloadctl/preloadctl
fail() { echo "FAIL: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "SKIP: needs root"; exit 77; }
if [ -d /sys/fs/cgroup/memory ]; then
        cg=/sys/fs/cgroup/memory/preload-memcg-$$
        limit_file=memory.limit_in_bytes
elif grep -qw memory /sys/fs/cgroup/cgroup.subtree_control 2>/dev/null; then
        cg=/sys/fs/cgroup/preload-memcg-$$
        limit_file=memory.max
else
        echo "SKIP: no memory cgroup controller to use"
        exit 77
fi
work=$(mktemp -d -p /var/tmp)
cleanup() {
        # the children have exited; an empty cgroup can be removed
        [ -d "$cg" ] && rmdir "$cg" 2>/dev/null || true
        rm -rf "$work"
}
trap cleanup EXIT
mkdir "$cg"
echo $((64 << 20)) > "$cg/$limit_file"

# 192 MiB of real blocks (zeros are fine: they are read from disk like anything else)
dd if=/dev/zero of="$work/big" bs=1M count=192 status=none
sync "$work/big"

warm_in_cgroup() { # ARGS...: preloadctl warm --json in the cgroup, the file evicted first
        "$preloadctl" evict "$work/big" >/dev/null
        env -u XDG_RUNTIME_DIR sh -c 'echo $$ > "$1/cgroup.procs"; shift; exec "$@"' sh "$cg" \
                "$preloadctl" warm --local --wait --json "$@" "$work/big"
}

# The default budget (50 %): of the cgroup's headroom, not of the machine's MemAvailable.
out=$(warm_in_cgroup) || true # exit 1: the file was partly dropped by the budget
python3 - "$cg" "$out" <<'PY'
import json, sys
cg, r = sys.argv[1], json.loads(sys.argv[2])
b = r["budget"]
print("budget:", b["bytes"], "cgroup:", b["cgroup"], "bytes:", r["bytes"], "cached:", r["cached_bytes"])
assert b["cgroup"] is not None and b["cgroup"]["path"] == cg, b
assert b["cgroup"]["limit"] == 64 << 20, b
assert b["bytes"] <= 32 << 20, b          # 50 % of at most 64 MiB
assert r["bytes"] <= b["bytes"], r["bytes"]
assert r["cached_bytes"] is not None and r["cached_bytes"] <= r["bytes"] + 4096
assert r["cached_bytes"] >= r["bytes"] * 8 // 10, (r["cached_bytes"], r["bytes"])
PY

# No budget: 192 MiB read through a 64 MiB cgroup. The result says what stayed, and warns.
out=$(warm_in_cgroup --budget=0) || true
python3 - "$out" <<'PY'
import json, sys
r = json.loads(sys.argv[1])
print("no budget: bytes:", r["bytes"], "cached:", r["cached_bytes"], "warnings:", r.get("warnings"))
assert r["bytes"] == 192 << 20, r["bytes"]
assert r["cached_bytes"] is not None and r["cached_bytes"] <= 64 << 20, r["cached_bytes"]
assert any("in the page cache" in w for w in r["warnings"]), r["warnings"]
PY
echo OK
