#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# Does a warm of a static plan pay for itself on a rotating disk? A cold launch against
# `preloadctl warm --wait` of the application's static plan then the launch, with the plan's large
# segments lean (warm's default --static-segment-max: only what ld.so reads of them) and whole.
#
# As root, on an otherwise quiet machine. read_ahead_kb of the program's disk is set to 128 for the
# run and every launch and warm runs in a fresh cgroup v1 blkio group throttled on the file
# system's own disk (the hdd profile by default: 200 IOPS, 120 MiB/s; bios counted, as the lab
# counts by default; see PAGECACHE.md). Per repetition, each after dropping the page cache:
#   cold   COMMAND
#   lean   preloadctl warm --wait --plan=static APP, then COMMAND: the warm's default, whose big
#          segments the device's cost model reads lean or whole (decide.h: whole where requests
#          bind, as on this throttle)
#   whole  the same warm with --static-segment-max=0 (every segment whole, as before), then COMMAND
#   named  after `preloadctl record --name NAME -- COMMAND` once (NAME: the application's Name=,
#          e.g. LibreOffice), `preloadctl warm --wait NAME`, then COMMAND: the recorded profile is
#          found by the name it was recorded under
# Each row: seconds from the start of the warm to the end of the launch, and the reads the disk
# completed meanwhile (/sys/block/DEV/stat); medians, and each median over cold's.
#
# APP is an application of the tree's config/apps.d whose program maps 100+ MiB of libraries, and
# has no learned profile (--plan=static keeps one that exists out of the warm). The default is
# libreoffice: soffice.bin's closure maps 157 MiB (libmergedlo.so 66 MiB, libicudata 30 MiB); its
# plan is 162 MiB whole, 83 MiB lean. Not firefox-esr: its Files= reads libxul.so whole either way.
# A program works too: bench/static-warm.sh PRELOADCTL clang-14 clang-14 --version
#
# Usage: bench/static-warm.sh PRELOADCTL [APP [COMMAND...]]
# Environment: REPS (default 5), BPS_MIB (default 120; 0: no throttle), IOPS (default 200).
set -euo pipefail

PRELOADCTL=$(readlink -f "${1:?usage: static-warm.sh PRELOADCTL [APP [COMMAND...]]}")
APP=${2:-libreoffice}
shift $(( $# < 2 ? $# : 2 ))
[ $# -gt 0 ] || set -- libreoffice --headless --version
REPS=${REPS:-5}
BPS_MIB=${BPS_MIB:-120}
IOPS=${IOPS:-200}

[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 77; }
[ -d /sys/fs/cgroup/blkio ] || { echo "needs cgroup v1 blkio" >&2; exit 77; }
prog=$(command -v "$1") || { echo "$1: not found" >&2; exit 77; }

# The disk that holds the program: its partition walked up to the disk that owns the queue.
majmin=$(stat -L -c %Hd:%Ld "$prog")
# on btrfs that is an anonymous device number: the block device is the mount's source
if [ ! -e "/sys/dev/block/$majmin" ]; then
        src=$(findmnt -n -v -o SOURCE --target "$prog")
        [ -b "$src" ] || { echo "$prog: on $src, which is no block device" >&2; exit 77; }
        majmin=$(stat -L -c %Hr:%Lr "$src")
fi
sys=$(readlink -f "/sys/dev/block/$majmin")
[ -e "$sys/partition" ] && sys=$(dirname "$sys")
majmin=$(cat "$sys/dev")

work=$(mktemp -d /tmp/static-warm.XXXXXX)
ra_saved=$(cat "$sys/queue/read_ahead_kb")
cgroups=()
here=$(dirname "$(readlink -f "$0")")
# shellcheck source=SCRIPTDIR/../tests/integration/teardown.sh
. "$here/../tests/integration/teardown.sh"
# shellcheck source=SCRIPTDIR/throttled.sh
. "$here/throttled.sh"
cleanup() {
        set +e
        for cg in "${cgroups[@]}"; do blkio_remove "$cg"; done
        echo "$ra_saved" > "$sys/queue/read_ahead_kb"
        rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
echo 128 > "$sys/queue/read_ahead_kb"

now() { date +%s%N; }
reads() { awk '{ print $1 }' "$sys/stat"; }

warm() { throttled "$PRELOADCTL" warm --wait --plan=static --config-dir="$here/../config" "$@" "$APP"; }
NAME=$(sed -n 's/^Name=//p' "$here/../config/apps.d/$APP.conf" 2>/dev/null | head -1)
NAME=${NAME:-$APP}
warm_named() { throttled "$PRELOADCTL" warm --wait --config-dir="$here/../config" --profile-dir="$work/profiles" "$NAME"; }

# run MODE N COMMAND...: one repetition; appends "MILLISECONDS READS" to $work/MODE.
run() {
        local mode=$1 home=$work/home-$1-$2 t0 r0 t1 r1
        shift 2
        # A fresh home per launch, so that each starts as the first did.
        mkdir -p "$home"
        sync
        echo 3 > /proc/sys/vm/drop_caches
        r0=$(reads)
        t0=$(now)
        case $mode in
        lean) warm > /dev/null ;;
        whole) warm --static-segment-max=0 > /dev/null ;;
        named) warm_named > "$work/named.json" ;;
        esac
        HOME=$home throttled "$@" > /dev/null 2>&1 || { echo "$mode: $* failed" >&2; exit 1; }
        t1=$(now)
        r1=$(reads)
        echo "$(( (t1 - t0) / 1000000 )) $(( r1 - r0 ))" >> "$work/$mode"
}

median() { # column of $work/MODE
        cut -d' ' -f"$2" "$work/$1" | sort -n |
                awk '{ v[NR] = $1 } END { print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

plan_mib() { # the bytes a warm with these options plans
        "$PRELOADCTL" warm --dry-run --json --plan=static --config-dir="$here/../config" "$@" "$APP" |
                python3 -c 'import json,sys; print(round(json.load(sys.stdin)["planned_bytes"] / 1048576))'
}

echo "# A static plan's warm, lean and whole, against a cold launch"
echo
echo "- kernel $(uname -r); disk $(basename "$sys") ($majmin), read_ahead_kb 128 for the run"
echo "- throttle: $BPS_MIB MiB/s, $IOPS IOPS (cgroup v1 blkio on the file system's disk; 0: none)"
echo "- APP $APP, static plan $(plan_mib) MiB lean, $(plan_mib --static-segment-max=0) MiB whole;"
echo "  command: \`$*\`"
echo "- medians of $REPS runs, page cache dropped before each; time and disk reads from the"
echo "  start of the warm (or launch) to the end of the launch"
echo
# The recorded profile, under the application's Name=, in a directory of the run's own.
mkdir -p "$work/profiles" "$work/home-record"
HOME=$work/home-record "$PRELOADCTL" record --name "$NAME" --output "$work/profiles/$NAME.profile" -- "$@" \
        > /dev/null 2>&1 || { echo "record --name $NAME failed" >&2; exit 1; }
for i in $(seq "$REPS"); do
        for mode in cold lean whole named; do
                run "$mode" "$i" "$@"
        done
done
"$PRELOADCTL" --json warm --dry-run --config-dir="$here/../config" --profile-dir="$work/profiles" "$NAME" |
        python3 -c 'import json,sys; d=json.load(sys.stdin); p=d.get("profiles", {}); print("- named: warm %s read the profile %s" % (sys.argv[1], ", ".join(p.values()) or "NONE"))' "$NAME"
cold=$(median cold 1)
echo "- lean: the warm as it chooses ($(plan_mib) MiB planned by the device's model)"
echo "| method | seconds | disk reads | over cold |"
echo "|---|---|---|---|"
for mode in cold lean whole named; do
        s=$(median "$mode" 1)
        awk -v m="$mode" -v s="$s" -v r="$(median "$mode" 2)" -v c="$cold" \
                'BEGIN { printf "| %s | %.2f | %d | %.2fx |\n", m, s / 1000, r, s / c }'
done
