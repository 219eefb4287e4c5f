#!/bin/sh
# The lab's one command: install what the suite needs, build preloadctl, run the default suite
# on the hdd profile (3 repetitions) and write bench/results/DATE-KERNEL-hdd/ (table, JSON, PNG).
# Usage (as root): bench/suite.sh [lab.py suite options, e.g. --profile ssd --reps 5]
# LAB_BUILD names the build directory for preloadctl (default build/lab).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
if [ "$(id -u)" != 0 ]; then
        echo "bench/suite.sh: needs root (it drops caches, throttles the disk, installs packages)" >&2
        exit 2
fi
scripts/install-deps
bench/setup.sh
build=${LAB_BUILD:-build/lab}
[ -f "$build/build.ninja" ] || meson setup "$build" >/dev/null
ninja -C "$build" daemon/preloadctl >/dev/null
LAB_COMMAND="bench/suite.sh${*:+ $*}" exec python3 -B bench/lab.py suite --preloadctl "$build/daemon/preloadctl" "$@"
