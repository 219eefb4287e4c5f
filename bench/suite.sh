#!/bin/sh
# The lab's one command: install what the suite needs, build preloadctl, run the default suite
# on the hdd profile (3 repetitions) and write bench/results/DATE-KERNEL-hdd/ (table, JSON, PNG).
# Usage (as root): bench/suite.sh [--system-image] [lab.py suite options, e.g. --profile ssd]
# --profile takes a comma list or "all" (hdd,sdcard,cloud,ssd,nvme): one lab process measures each
# profile in turn (the system image is set up once), each a whole run with its learned profiles,
# into OUT/PROFILE/, then writes OUT/profiles-table.md across them (bench/profiles-table.py).
# --system-image runs the suite with the system's files from a copy on a direct-I/O loop device
# and the throttle on the disk under it, which counts requests rather than bios
# (bench/system-image.sh), and the programs' HOME in a fresh directory on the same kind of device.
# --image=PATH (with --system-image) serves the files from another image than the default, for a
# run that changes it: a copy made with cp --sparse=always, mounted read-write with --writable
# for lab.py --relocate (whose measurements are the next, read-only run's).
# --fs=ext4|btrfs|xfs|squashfs|erofs (with --system-image) makes the copy on that file system
# (ext4 by default; each has an image of its own, bench/system-image.sh --fs); squashfs and erofs
# make it a compressed read-only image, as snaps ship programs (--comp=ALG picks the compressor;
# --writable is refused).
# LAB_BUILD names the build directory for preloadctl (default build/lab).
set -eu
command="bench/suite.sh${*:+ $*}"
system_image=
image=
fs=
comp=
writable=
for a do
        shift
        case $a in
        --system-image) system_image=1 ;;
        --image=*) image=${a#--image=} ;;
        --fs=*) fs=${a#--fs=} ;;
        --comp=*) comp=${a#--comp=} ;;
        --writable) writable=--writable ;;
        *) set -- "$@" "$a" ;;
        esac
done
if [ -n "$image$fs$comp$writable" ] && [ -z "$system_image" ]; then
        echo "bench/suite.sh: --image=PATH, --fs=FS, --comp=ALG and --writable go with --system-image" >&2
        exit 2
fi
case $fs in
squashfs|erofs)
        if [ -n "$writable" ]; then
                echo "bench/suite.sh: --writable: the $fs image is read-only (--relocate needs ext4, btrfs or xfs)" >&2
                exit 2
        fi ;;
esac
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
if [ "$(id -u)" != 0 ]; then
        echo "bench/suite.sh: needs root (it drops caches, throttles the disk, installs packages)" >&2
        exit 2
fi
scripts/install-deps
case " $* " in *" --extra "*) bench/setup.sh --extra ;; *) bench/setup.sh ;; esac
build=${LAB_BUILD:-build/lab}
[ -f "$build/build.ninja" ] || meson setup "$build" >/dev/null
ninja -C "$build" preloadctl/preloadctl daemon/preloadd metad/preload-metad >/dev/null
if [ -n "$system_image" ]; then
        # preloadctl, preloadd and the helper from the copy too: from the build directory their own
        # start would be read from the disk under the loop device, where the throttle counts bios
        LAB_COMMAND=$command exec bench/system-image.sh ${fs:+--fs="$fs"} ${comp:+--comp="$comp"} ${image:+--image "$image"} $writable --add "$build/preloadctl/preloadctl" \
                --add "$build/daemon/preloadd" --add "$build/metad/preload-metad" -- \
                python3 -B bench/lab.py suite --throttle-below-loop --fresh-home \
                --preloadctl /usr/lib/preload-lab/preloadctl "$@"
fi
LAB_COMMAND=$command exec python3 -B bench/lab.py suite --preloadctl "$build/preloadctl/preloadctl" --preloadd "$build/daemon/preloadd" "$@"
