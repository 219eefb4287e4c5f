#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# The user units as installed (meson install --destdir) pass `systemd-analyze --user verify` with
# nothing on stderr (verify exits 0 on unknown keys and only warns), their Documentation= man pages
# resolve, and the service's offline exposure score stays low.
# Usage: units-verify.sh BUILD_DIR   (exit 77: skipped)
set -euo pipefail

build=$(realpath "${1:?usage: units-verify.sh BUILD_DIR}")
command -v systemd-analyze >/dev/null || { echo "SKIP: systemd-analyze not available"; exit 77; }
# An exposure above this fails: a unit change that loosens the sandbox should be a decision.
# 3.3 since the unit has no namespace options: a user namespace of its own hides the user's
# applications from preloadd (see the unit); the score counts those options at about 1.2.
# 3.4 since fanotify_init and fanotify_mark are allowed out of @privileged (see the unit).
# 3.6 since RestrictSUIDSGID= is gone: its filter refuses openat2(), which RESOLVE_CACHED needs
# (see the unit); it scores about 0.1.
max_exposure=${MAX_EXPOSURE:-3.6}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
meson install -C "$build" --no-rebuild --quiet --destdir "$work/dest" >/dev/null
service=$(find "$work/dest" -path '*/systemd/user/preloadd.service')
socket=$(find "$work/dest" -path '*/systemd/user/preloadd.socket')
[ -f "$service" ] && [ -f "$socket" ] || { echo "FAIL: units not installed" >&2; exit 1; }

# verify checks that the commands exist: point them at the installed binaries in the destdir.
mkdir -p "$work/units" "$work/rt"
chmod 700 "$work/rt"
sed -e "s|^ExecStart=|ExecStart=$work/dest|" -e "s|^ExecReload=|ExecReload=$work/dest|" "$service" > "$work/units/preloadd.service"
cp "$socket" "$work/units/preloadd.socket"
export XDG_RUNTIME_DIR=$work/rt

# Documentation=man:... is checked with man(1), which finds the installed pages through MANPATH.
man_opt=--man=no
mandir=$(find "$work/dest" -type d -name man -path '*/share/man' | head -1)
if command -v man >/dev/null && [ -n "$mandir" ] && [ -f "$mandir/man8/preloadd.8" ]; then
        export MANPATH=$mandir
        man_opt=--man=yes
fi

# verify_units SCOPE MAX_EXPOSURE SERVICE SOCKET: verify silent, offline exposure at most MAX.
verify_units() {
        local scope=$1 max=$2 service=$3 socket=$4 name exposure
        name=$(basename "$service")
        systemd-analyze $scope verify "$man_opt" "$service" "$socket" > "$work/verify.out" 2> "$work/verify.err" || true
        cat "$work/verify.out"
        if [ -s "$work/verify.err" ]; then
                echo "FAIL: systemd-analyze verify ($name) wrote to stderr:" >&2
                cat "$work/verify.err" >&2
                exit 1
        fi
        echo "systemd-analyze $scope verify $man_opt $name: no complaints"
        systemd-analyze $scope security --offline=yes "$service" > "$work/security.out" 2>&1 || true
        exposure=$(sed -n "s/.*Overall exposure level for $name: \([0-9.]*\).*/\1/p" "$work/security.out")
        [ -n "$exposure" ] || { cat "$work/security.out" >&2; echo "FAIL: no exposure score ($name)" >&2; exit 1; }
        echo "systemd-analyze $scope security --offline=yes $name: exposure $exposure (limit $max)"
        grep '✗' "$work/security.out" || true
        if awk -v e="$exposure" -v m="$max" 'BEGIN { exit !(e > m) }'; then
                echo "FAIL: $name exposure $exposure above $max" >&2
                exit 1
        fi
}
verify_units --user "$max_exposure" "$work/units/preloadd.service" "$work/units/preloadd.socket"

# preload-metad's system units: the same checks (it runs as root, without capabilities; its
# exposure limit is its own).
max_metad_exposure=${MAX_METAD_EXPOSURE:-1.5}
msvc=$(find "$work/dest" -path '*/systemd/system/preload-metad.service')
msock=$(find "$work/dest" -path '*/systemd/system/preload-metad.socket')
helper=$(find "$work/dest" -type f -name preload-metad -perm -u+x)
[ -f "$msvc" ] && [ -f "$msock" ] && [ -n "$helper" ] || { echo "FAIL: preload-metad units or program not installed" >&2; exit 1; }
grep -qx 'ListenSequentialPacket=/run/preload/metad.sock' "$msock" && grep -qx 'SocketMode=0666' "$msock" ||
        { echo "FAIL: preload-metad.socket is not the SOCK_SEQPACKET socket every user may use" >&2; exit 1; }
mkdir -p "$work/sysunits"
sed -e "s|^ExecStart=|ExecStart=$work/dest|" "$msvc" > "$work/sysunits/preload-metad.service"
cp "$msock" "$work/sysunits/preload-metad.socket"
verify_units "" "$max_metad_exposure" "$work/sysunits/preload-metad.service" "$work/sysunits/preload-metad.socket"
