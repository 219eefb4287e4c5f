#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadd under valgrind through the daemon's whole flow: the login warm, warms of an app and of a
# program waited for, a warm cancelled while it runs, residency queries, list, forget, reloads (a good one,
# a broken one refused, SIGHUP), malformed and oversized messages and clients that hang up midway,
# then SIGTERM. Fails on any memory error, on any leak valgrind can see (definite, indirect or
# possible), and on an unclean exit. In a sanitizer build LeakSanitizer does this job at the
# daemon's exit instead (test-hostile asserts a clean exit there), so the test skips.
# Usage: leak-check.sh BUILD_DIR   (exit 77: skipped)
set -euo pipefail

build=$(realpath "${1:?usage: leak-check.sh BUILD_DIR}")
preloadctl=$build/preloadctl/preloadctl
preloadd=$build/daemon/preloadd
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*" >&2; [ -f "$work/valgrind.log" ] && tail -60 "$work/valgrind.log" >&2; exit 1; }
step() { echo "== $*"; }
command -v valgrind >/dev/null || skip "valgrind is not installed"
command -v python3 >/dev/null || skip "python3 is not installed"
case $(ldd "$preloadd") in *libasan*) skip "sanitizer build: LeakSanitizer checks the daemon instead" ;; esac

work=$(mktemp -d)
vg_pid=
cleanup() {
        set +e
        # gone before its directory is: it writes its log and socket there
        [ -n "$vg_pid" ] && kill -9 "$vg_pid" 2>/dev/null && wait "$vg_pid" 2>/dev/null
        rm -rf "$work"
}
trap cleanup EXIT

export XDG_RUNTIME_DIR=$work/rt
mkdir -m 0700 "$XDG_RUNTIME_DIR"
# preloadctl finds the apps where the daemon does: the user's configuration directory
export XDG_CONFIG_HOME=$work/config
# and profiles of its own, one of which the test forgets
export XDG_CACHE_HOME=$work/cache
mkdir -p "$XDG_CACHE_HOME/preloadd/profiles"
printf 'preload-profile 1\nname leaky\nprogram /bin/true\n' > "$XDG_CACHE_HOME/preloadd/profiles/leaky.profile"
c=$XDG_CONFIG_HOME/preloadd
mkdir -p "$c/apps.d" "$work/data"
for i in $(seq 0 199); do head -c 32768 /dev/urandom > "$work/data/f$i"; done
printf '[Application]\nExec=/bin/true\nFiles=%s/data/f1*\nTrigger=login\n' "$work" > "$c/apps.d/login.conf"
printf '[Application]\nExec=/bin/ls /usr/bin/env\nFiles=%s/data/*\n' "$work" > "$c/apps.d/demand.conf"
printf '[Daemon]\nLoginDelaySec=0\n' > "$c/preloadd.conf"

step "preloadd under valgrind"
valgrind --quiet --leak-check=full --show-leak-kinds=definite,indirect,possible \
        --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=99 --log-file="$work/valgrind.log" \
        "$preloadd" 2> "$work/preloadd.log" &
vg_pid=$!
sock=$XDG_RUNTIME_DIR/preloadd/control
for _ in $(seq 600); do [ -S "$sock" ] && break; sleep 0.05; done
[ -S "$sock" ] || fail "preloadd did not listen"
ctl() { "$preloadctl" "$@"; }

step "the daemon's flow"
for _ in $(seq 600); do ctl status | grep -q 'login warm done' && break; sleep 0.05; done
ctl status | grep -q 'login warm done' || fail "the login warm did not finish"
ctl list >/dev/null
ctl warm --wait demand >/dev/null
ctl warm --wait /bin/true >/dev/null
ctl warm --wait --strategy=willneed demand >/dev/null
ctl status demand >/dev/null
ctl status /bin/true >/dev/null
ctl warm --wait no-such-app-or-program >/dev/null 2>&1 && fail "an unknown target was warmed"
ctl warm demand >/dev/null # not waited for
ctl warm demand >/dev/null # queued behind it
python3 - "$sock" <<'EOF'
import json, socket, sys
def conn():
    s = socket.socket(socket.AF_UNIX)
    s.connect(sys.argv[1])
    return s
def call(s, text):
    s.sendall(text + b"\0")
    buf = b""
    while not buf.endswith(b"\0"):
        chunk = s.recv(65536)
        if not chunk:
            break
        buf += chunk
    return buf
s = conn()
call(s, json.dumps({"method": "io.preloadd.Cancel", "parameters": {}}).encode())
# forget: of something there (its profile made here), of nothing, and refused
reply = json.loads(call(s, json.dumps({"method": "io.preloadd.Forget", "parameters": {"apps": ["leaky", "nothing-here"]}}).encode())[:-1])
assert reply["parameters"]["forgotten"][0]["profile"] and not reply["parameters"]["forgotten"][1]["profile"], reply
assert b'"error"' in call(s, json.dumps({"method": "io.preloadd.Forget", "parameters": {"apps": ["../x"]}}).encode())
for bad in [b"not json", b'{"method":"io.preloadd.Status"', b'{"method":"io.preloadd.Nope"}',
            b'{"method":"io.preloadd.Warm","parameters":{"program":"/bin/true","x":1}}', b"[" * 100]:
    reply = call(s, bad)
    assert b'"error"' in reply, reply
# oversized, then the daemon hangs up
big = conn()
big.sendall(b" " * (70 * 1024))
assert b"MessageTooLarge" in big.recv(65536)
# hang-ups: mid-message, and while a waited-for warm runs
conn().sendall(b'{"method":"io.preloadd.St')
conn().sendall(json.dumps({"method": "io.preloadd.Warm", "parameters": {"app": "demand", "wait": True}}).encode() + b"\0")
EOF
ctl reload >/dev/null
printf '[Application]\nTrigger=never\n' > "$c/apps.d/broken.conf"
# a broken file is skipped, and said; the reload goes through the error path all the same
ctl reload 2>&1 >/dev/null | grep -q "broken.conf" || fail "a broken file was not reported"
rm "$c/apps.d/broken.conf"
kill -HUP "$vg_pid" # valgrind runs the daemon in its own process
sleep 0.5
ctl warm --wait demand >/dev/null
ctl status >/dev/null

step "stop, and what valgrind saw"
kill -TERM "$vg_pid"
rc=0
wait "$vg_pid" || rc=$?
vg_pid=
# "--PID--" lines are valgrind's own notes (it does not know cachestat(), syscall 451, so the
# daemon falls back to mincore()); reports about the program are "==PID==" lines.
grep -v '^--[0-9]*--' "$work/valgrind.log" || true
[ $rc = 0 ] || fail "preloadd under valgrind exited $rc (99: memory errors or leaks)"
! grep -q '^==[0-9]*==' "$work/valgrind.log" || fail "valgrind reported something"
echo "OK: no memory errors, no leaks"
