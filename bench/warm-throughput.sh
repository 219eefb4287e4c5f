#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# Warm throughput on a throttled loop device, all four strategies side by side.
#
# As root: an ext4 image on a loop device (direct I/O, so nothing is cached twice), read_ahead_kb
# set to 128 for the run, reads throttled with cgroup v1 blkio (default 120 MiB/s and 200 IOPS).
# For each strategy: evict, then `preloadctl warm --wait` of a static plan of MIB MiB in the
# throttled cgroup; throughput against the throttle, and the read requests the device saw
# (/sys/block/DEV/stat). Then a program on the device, launched after `warm --wait` of its own
# plan, must issue no reads there. Everything is restored on exit.
#
# Usage: bench/warm-throughput.sh PRELOADCTL [MIB [BPS_MIB [IOPS]]]   (BPS_MIB 0: no throttle)
set -euo pipefail

PRELOADCTL=$(readlink -f "${1:?usage: warm-throughput.sh PRELOADCTL [MIB [BPS_MIB [IOPS]]]}")
TOTAL_MIB=${2:-240}
BPS_MIB=${3:-120}
IOPS=${4:-200}
FILE_MIB=10
STRATEGIES=${STRATEGIES:-"willneed madvise read populate"}

[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 77; }
[ -d /sys/fs/cgroup/blkio ] || { echo "needs cgroup v1 blkio" >&2; exit 77; }

work=$(mktemp -d /var/tmp/warm-throughput.XXXXXX)
mnt=$work/mnt
loopdev=
ra_saved=
cgroups=()
. "$(dirname "$(readlink -f "$0")")/../tests/integration/teardown.sh"
# Throttles lifted first (reads queued behind them would keep the file system busy), then the
# file system, the loop device and $work, never the files of a file system still mounted.
cleanup() {
        set +e
        for cg in "${cgroups[@]}"; do blkio_remove "$cg"; done
        [ -n "$ra_saved" ] && echo "$ra_saved" > "/sys/block/$(basename "$loopdev")/queue/read_ahead_kb"
        unmount_all "$work"
        loop_detach "$loopdev"
        rm_unless_mounted "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

truncate -s $(( TOTAL_MIB + 256 ))M "$work/disk.img"
mkfs.ext4 -q -F "$work/disk.img"
loopdev=$(losetup --direct-io=on -f --show "$work/disk.img")
dev=$(basename "$loopdev")
majmin=$(cat "/sys/block/$dev/dev")
mkdir -p "$mnt"
mount -o noatime "$loopdev" "$mnt"
ra_saved=$(cat "/sys/block/$dev/queue/read_ahead_kb")
echo 128 > "/sys/block/$dev/queue/read_ahead_kb"
max_sectors_kb=$(cat "/sys/block/$dev/queue/max_sectors_kb")

targets=()
for i in $(seq 1 $(( TOTAL_MIB / FILE_MIB ))); do
        head -c $(( FILE_MIB * 1024 * 1024 )) /dev/urandom > "$mnt/data$i"
        targets+=("$mnt/data$i")
done
# Many small files, as a real launch reads them (sizes 8 KiB to 512 KiB, about 60 MiB).
small=()
mkdir -p "$mnt/small"
RANDOM=42
for i in $(seq 1 240); do
        head -c $(( (RANDOM % 64 + 1) * 8192 )) /dev/urandom > "$mnt/small/f$i"
        small+=("$mnt/small/f$i")
done
small_mib=$(du -sm "$mnt/small" | cut -f1)
# A program whose start touches 24 MiB of its own read-only data.
cat > "$work/prog.c" <<'C'
#include <stdio.h>
#define N (24 << 20)
static const unsigned char blob[N] = { 1 };
int main(void) {
        unsigned long sum = 0;
        for (unsigned long i = 0; i < N; i += 4096)
                sum += ((volatile const unsigned char *) blob)[i];
        printf("%lu\n", sum);
        return 0;
}
C
${CC:-cc} -O1 -o "$mnt/prog" "$work/prog.c"
sync

. "$(dirname "$(readlink -f "$0")")/throttled.sh"
# Unmounting drops every cached page and inode of this filesystem, metadata included, and
# touches no other cache on the machine.
cold_mount() {
        umount "$mnt"
        mount -o noatime "$loopdev" "$mnt"
}
stat_reads() { awk '{print $1, $3}' "/sys/block/$dev/stat"; }
now_ns() { date +%s%N; }

echo "# Warm throughput on a throttled loop device"
echo
echo "- kernel $(uname -r); loop device $dev over an ext4 image on $(df --output=source /var/tmp | tail -1), direct I/O"
if [ "$BPS_MIB" = 0 ]; then
        echo "- no throttle; read_ahead_kb 128, max_sectors_kb $max_sectors_kb"
else
        echo "- throttle: $BPS_MIB MiB/s, $IOPS IOPS (cgroup v1 blkio); read_ahead_kb 128, max_sectors_kb $max_sectors_kb"
fi
echo "- plans: files planned whole; before each run \`preloadctl evict FILES\` and a remount (cold metadata too)"
echo "- command: \`preloadctl warm --wait --json --strategy=S FILES\` in the throttled cgroup; seconds from the engine"
echo
table() {
        echo "| strategy | seconds | MiB/s | % of throttle | device reads | mean read KiB | syscalls (fadvise/madvise/pread) |"
        echo "|---|---|---|---|---|---|---|"
        for s in $STRATEGIES; do
                "$PRELOADCTL" evict "$@" > /dev/null
                cold_mount
                read -r r0 s0 < <(stat_reads)
                throttled "$PRELOADCTL" warm --wait --json --strategy="$s" "$@" > "$work/$s.json"
                read -r r1 s1 < <(stat_reads)
                python3 - "$work/$s.json" "$s" $(( r1 - r0 )) $(( s1 - s0 )) "$BPS_MIB" <<'PY'
import json, sys
w = json.load(open(sys.argv[1]))
name, reads, sectors, bps = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5])
assert w["files_failed"] == 0, w["errors"]
sec = w["usec"] / 1e6
rate = w["bytes"] / 1048576 / sec
mean = sectors * 512 / 1024 / reads if reads else 0
sc = w["syscalls"]
share = "%.0f%%" % (100 * rate / bps) if bps else "-"
print("| %s | %.2f | %.1f | %s | %d | %.0f | %d/%d/%d |" % (name, sec, rate, share, reads, mean,
      sc["fadvise64"], sc["madvise"], sc["pread64"]))
PY
        done
}
echo "## Bulk: ${#targets[@]} files of $FILE_MIB MiB ($TOTAL_MIB MiB)"
echo
table "${targets[@]}"
echo
echo "## Many small files: ${#small[@]} files of 8-512 KiB ($small_mib MiB)"
echo
table "${small[@]}"
echo
echo "## A program launched after warm --wait of its own plan"
echo
echo "| run | device reads | KiB read | seconds |"
echo "|---|---|---|---|"
launch() {
        local label=$1
        read -r r0 s0 < <(stat_reads)
        t0=$(now_ns)
        throttled "$mnt/prog" > /dev/null
        t1=$(now_ns)
        read -r r1 s1 < <(stat_reads)
        printf '| %s | %d | %d | %.3f |\n' "$label" $(( r1 - r0 )) $(( (s1 - s0) / 2 )) "$(echo "($t1 - $t0) / 1000000000" | bc -l)"
        launch_reads=$(( r1 - r0 ))
}
"$PRELOADCTL" evict "$mnt/prog" > /dev/null
cold_mount
launch "cold (after evict)"
cold_reads=$launch_reads
"$PRELOADCTL" evict "$mnt/prog" > /dev/null
cold_mount
throttled "$PRELOADCTL" warm --wait "$mnt/prog" > /dev/null
launch "after warm --wait"
echo
if [ "$launch_reads" = 0 ]; then
        echo "The launch after warm --wait read nothing from the device (cold: $cold_reads reads)."
else
        echo "FAIL: the launch after warm --wait read $launch_reads times from the device."
        exit 1
fi
