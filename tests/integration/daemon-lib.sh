# SPDX-License-Identifier: LGPL-2.1-or-later
# Sourced by the tests that start a preloadd by hand, without a user manager (cli-ux.sh, routes.sh,
# run.sh), with the build directory as $1: $preloadctl and $preloadd of that build; a work tree of the
# test's own ($work), gone at exit with the daemon; the user's directories in it
# (XDG_RUNTIME_DIR, XDG_CONFIG_HOME with $c its preloadd directory, XDG_CACHE_HOME); skip, fail
# (with the daemon's last words), step and ctl; daemon_start ARGS... (its log in
# $work/preloadd.log, returns once it listens) and daemon_stop (fails on an unclean exit).

build=$(realpath "${1:?usage: $(basename "$0") BUILD_DIR}")
preloadctl=$build/preloadctl/preloadctl
preloadd=$build/daemon/preloadd
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*" >&2; [ -f "$work/preloadd.log" ] && tail -20 "$work/preloadd.log" >&2; exit 1; }
step() { echo "== $*"; }
ctl() { "$preloadctl" "$@"; }

work=$(mktemp -d)
daemon_pid=
cleanup() {
        [ -n "$daemon_pid" ] && kill "$daemon_pid" 2>/dev/null && wait "$daemon_pid" 2>/dev/null
        rm -rf "$work"
}
trap cleanup EXIT

export XDG_RUNTIME_DIR=$work/rt XDG_CONFIG_HOME=$work/config XDG_CACHE_HOME=$work/cache
unset CACHE_DIRECTORY
mkdir -m 0700 "$XDG_RUNTIME_DIR"
c=$XDG_CONFIG_HOME/preloadd
mkdir -p "$c/apps.d"

daemon_start() {
        "$preloadd" "$@" 2> "$work/preloadd.log" &
        daemon_pid=$!
        for _ in $(seq 200); do [ -S "$XDG_RUNTIME_DIR/preloadd/control" ] && break; sleep 0.05; done
        [ -S "$XDG_RUNTIME_DIR/preloadd/control" ] || fail "preloadd did not listen"
}

daemon_stop() {
        local rc=0
        kill "$daemon_pid"
        wait "$daemon_pid" || rc=$?
        daemon_pid=
        [ $rc = 0 ] || fail "preloadd exited $rc"
}
