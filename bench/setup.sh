#!/bin/sh
# Installs what the cold-start lab and its default suite need, from Debian's packages.
# Usage (as root): bench/setup.sh [--extra]   does nothing when everything is present.
set -eu
pkgs="python3 python3-matplotlib vmtouch util-linux e2fsprogs
      nodejs clang-14 firefox-esr chromium"
# --extra: the programs of `lab.py suite --extra` too
[ "${1:-}" = --extra ] && pkgs="$pkgs inkscape gcc vim emacs-nox graphviz gimp libreoffice-writer-nogui openjdk-17-jre-headless meson"
missing=
for p in $pkgs; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ]; then
        echo "bench/setup.sh: missing packages:$missing (run as root to install them)" >&2
        exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends $missing
