#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# Request sizes of a warm on the disk the targets live on, all strategies side by side.
#
# As root: read_ahead_kb of the targets' disk set to 128 for the run (as the lab does), then for
# each strategy and repetition: drop the page cache (data and metadata cold), run
# `preloadctl warm --wait --json --strategy=S TARGET...` in a fresh cgroup (throttled with cgroup
# v1 blkio unless BPS_MIB is 0), and count the read requests the disk completed meanwhile
# (/sys/block/DEV/stat). Two rows per strategy:
#   cold     everything cold: preloadctl's own start, planning (ELF headers and dynamic
#            sections: a 16 KiB and a 4 KiB read per file, plus directory and inode blocks) and
#            the warm itself
#   planned  `preloadctl warm --dry-run` first (planning and preloadctl's own start cached),
#            then the warm: the requests of the warm itself
# Medians over the repetitions. Other readers of the disk are counted too: run it on an
# otherwise quiet machine. Everything is restored on exit.
#
# Usage: bench/warm-device.sh PRELOADCTL TARGET...
#        bench/warm-device.sh PRELOADCTL --bulk MIB   (files of 10 MiB made in /var/tmp, planned whole)
# Environment: BPS_MIB (default 120; 0: no throttle), IOPS (default 200), REPS (default 3),
#              STRATEGIES (default "willneed madvise read populate").
set -euo pipefail

PRELOADCTL=$(readlink -f "${1:?usage: warm-device.sh PRELOADCTL TARGET... | --bulk MIB}")
shift
[ $# -gt 0 ] || { echo "usage: warm-device.sh PRELOADCTL TARGET... | --bulk MIB" >&2; exit 2; }
bulk=
if [ "$1" = --bulk ]; then
        bulk=$(mktemp -d /var/tmp/warm-device-bulk.XXXXXX)
        trap 'rm -rf "$bulk"' EXIT
        n=$(( ${2:?--bulk needs MIB} / 10 ))
        set --
        for i in $(seq 1 "$n"); do
                head -c $(( 10 << 20 )) /dev/urandom > "$bulk/data$i"
                set -- "$@" "$bulk/data$i"
        done
        sync
fi
BPS_MIB=${BPS_MIB:-120}
IOPS=${IOPS:-200}
REPS=${REPS:-3}
STRATEGIES=${STRATEGIES:-"willneed madvise read populate"}

[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 77; }
[ -d /sys/fs/cgroup/blkio ] || { echo "needs cgroup v1 blkio" >&2; exit 77; }

# The disk of the first target: its partition walked up to the disk that owns the queue.
first=$(command -v "$1" || echo "$1")
majmin=$(stat -L -c %Hd:%Ld "$first")
# on btrfs that is an anonymous device number: the block device is the mount's source
if [ ! -e "/sys/dev/block/$majmin" ]; then
        src=$(findmnt -n -v -o SOURCE --target "$first")
        [ -b "$src" ] || { echo "$first: on $src, which is no block device" >&2; exit 77; }
        majmin=$(stat -L -c %Hr:%Lr "$src")
fi
sys=$(readlink -f "/sys/dev/block/$majmin")
[ -e "$sys/partition" ] && sys=$(dirname "$sys")
dev=$(basename "$sys")
# shellcheck disable=SC2034 # read by throttled() (throttled.sh)
majmin=$(cat "$sys/dev")

work=$(mktemp -d /tmp/warm-device.XXXXXX)
ra_saved=$(cat "$sys/queue/read_ahead_kb")
cgroups=()
. "$(dirname "$(readlink -f "$0")")/../tests/integration/teardown.sh"
cleanup() {
        set +e
        for cg in "${cgroups[@]}"; do blkio_remove "$cg"; done
        echo "$ra_saved" > "$sys/queue/read_ahead_kb"
        rm -rf "$work"
        [ -n "$bulk" ] && rm -rf "$bulk"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
echo 128 > "$sys/queue/read_ahead_kb"

. "$(dirname "$(readlink -f "$0")")/throttled.sh"

"$PRELOADCTL" plan --json "$@" > "$work/plan.json"
plan_mib=$(python3 -c 'import json,sys; p=json.load(open(sys.argv[1])); print("%.0f" % (sum(l for f in p["files"] for o,l in f["ranges"]) / 1048576))' "$work/plan.json")

echo "# Warm request sizes on $dev"
echo
echo "- kernel $(uname -r); disk $dev: max_sectors_kb $(cat "$sys/queue/max_sectors_kb"), max_segments $(cat "$sys/queue/max_segments"), scheduler $(sed 's/.*\[\(.*\)\].*/\1/' "$sys/queue/scheduler"), read_ahead_kb 128 for the run"
if [ "$BPS_MIB" = 0 ]; then
        echo "- no throttle"
else
        echo "- throttle: $BPS_MIB MiB/s, $IOPS IOPS (cgroup v1 blkio)"
fi
if [ -n "$bulk" ]; then
        echo "- targets: $# files of 10 MiB in $bulk, planned whole (static plan, $plan_mib MiB)"
else
        echo "- targets: $* (static plan, $plan_mib MiB)"
fi
echo "- before each run the page cache is dropped (\`echo 3 > /proc/sys/vm/drop_caches\`)"
echo "- command: \`preloadctl warm --wait --json --strategy=S TARGET...\`; medians of $REPS runs"
echo
echo "| strategy | cache before | seconds | MiB/s | device reads | mean read KiB (min-max) | syscalls (fadvise/madvise/pread) |"
echo "|---|---|---|---|---|---|---|"
for s in $STRATEGIES; do
for mode in cold planned; do
        : > "$work/runs"
        for _ in $(seq "$REPS"); do
                sync
                echo 3 > /proc/sys/vm/drop_caches
                [ "$mode" = planned ] && "$PRELOADCTL" warm --dry-run --strategy="$s" "$@" > /dev/null
                read -r r0 s0 < <(awk '{print $1, $3}' "$sys/stat")
                throttled "$PRELOADCTL" warm --wait --json --strategy="$s" "$@" > "$work/warm.json"
                read -r r1 s1 < <(awk '{print $1, $3}' "$sys/stat")
                python3 - "$work/warm.json" $(( r1 - r0 )) $(( s1 - s0 )) >> "$work/runs" <<'PY'
import json, sys
w = json.load(open(sys.argv[1]))
assert w["files_failed"] == 0, w["errors"]
sc = w["syscalls"]
print(w["usec"] / 1e6, w["bytes"], sys.argv[2], sys.argv[3], sc["fadvise64"], sc["madvise"], sc["pread64"])
PY
        done
        python3 - "$work/runs" "$s" "$mode" <<'PY'
import statistics, sys
runs = [list(map(float, l.split())) for l in open(sys.argv[1])]
med = lambda k: statistics.median(r[k] for r in runs)
sec, nbytes, reads, sectors = med(0), med(1), med(2), med(3)
means = [r[3] * 512 / 1024 / r[2] for r in runs if r[2]]
print("| %s | %s | %.2f | %.1f | %d | %.0f (%.0f-%.0f) | %d/%d/%d |" % (
    sys.argv[2], sys.argv[3], sec, nbytes / 1048576 / sec, reads, statistics.median(means), min(means),
    max(means), med(4), med(5), med(6)))
PY
done
done
