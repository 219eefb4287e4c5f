# SPDX-License-Identifier: LGPL-2.1-or-later
# Sourced by warm-device.sh and warm-throughput.sh.
# throttled COMMAND...: runs COMMAND in a fresh cgroup v1 blkio group limited to $BPS_MIB MiB/s and
# $IOPS reads per second on the disk $majmin (no limit when BPS_MIB is 0). The group is appended
# to the caller's cgroups array, which its cleanup removes; the caller reads device stats around.
throttled() {
        local cg
        cg=/sys/fs/cgroup/blkio/$(basename "$0" .sh)-$$-$RANDOM
        mkdir "$cg"
        cgroups+=("$cg")
        if [ "$BPS_MIB" != 0 ]; then
                echo "$majmin $(( BPS_MIB * 1024 * 1024 ))" > "$cg/blkio.throttle.read_bps_device"
                echo "$majmin $IOPS" > "$cg/blkio.throttle.read_iops_device"
        fi
        sh -c 'echo $$ > "$1/cgroup.procs"; shift; exec "$@"' sh "$cg" "$@"
}
