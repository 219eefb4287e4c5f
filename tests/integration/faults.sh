#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# Faults from the outside, as root:
#  1. profiles written by `preloadctl record` to a full file system (ENOSPC) and to a read-only one
#     (EROFS): a clear error naming the file, the old profile intact, no temporary file left;
#  2. preloadd SIGKILLed in the middle of a warm under a real `systemd --user` manager: the socket
#     unit brings it back on the next call, which is answered, and the warm can be done again.
# (SIGKILL during a profile write, and a restart by hand, are in test-hostile.)
# Usage: faults.sh BUILD_DIR   (exit 77: skipped)
set -euo pipefail

build=$(realpath "${1:?usage: faults.sh BUILD_DIR}")
harness=${USER_MANAGER_TEST:-$(dirname "$(realpath "$0")")/user-manager-run}
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }
[ "$(id -u)" = 0 ] || skip "needs root (mounts a small tmpfs, runs a user manager)"
preloadctl=$build/preloadctl/preloadctl
[ -x "$preloadctl" ] || skip "preloadctl not built"
# teardown.sh, and um_work_parent: the harness takes the unit directory and the script unquoted
. "$(dirname "$(realpath "$0")")/user-manager-lib.sh"

work=$(mktemp -d "$(um_work_parent "$build")/faults-test.XXXXXX")
mnt=$work/fs
cleanup() {
        local rc=$?
        set +e
        kill_leftovers "$work/dest" || rc=1
        unmount_all "$work"
        rm_unless_mounted "$work"
        exit $rc
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# ---- 1. profile writes on a full and on a read-only file system ----

step "record a profile onto a small tmpfs"
mkdir -p "$mnt"
mount -t tmpfs -o size=64k,mode=0755 faults-profiles "$mnt"
profile=$mnt/true.profile
"$preloadctl" record -o "$profile" -- /bin/true >/dev/null
"$preloadctl" record -o "$profile" -- /bin/true >/dev/null # once more: the rename path
cp "$profile" "$work/old.profile"
[ "$(stat -c %a "$profile")" = 644 ] || fail "profile mode $(stat -c %a "$profile"), not 644"

step "ENOSPC: the file system full, the old profile stays"
dd if=/dev/zero of="$mnt/fill" bs=4k 2>/dev/null || true
rc=0
out=$("$preloadctl" record -o "$profile" -- /bin/true 2>&1) || rc=$?
echo "$out"
[ $rc = 1 ] || fail "record on a full file system exited $rc"
grep -qx "preloadctl: $profile: No space left on device" <<<"$out" || fail "no clear ENOSPC message"
cmp -s "$profile" "$work/old.profile" || fail "the old profile changed"
[ -z "$(find "$mnt" -name '.*' ! -name . )" ] || fail "temporary file left: $(ls -A "$mnt")"
rm "$mnt/fill"

step "EROFS: the file system read-only, the old profile stays"
mount -o remount,ro "$mnt"
rc=0
out=$("$preloadctl" record -o "$profile" -- /bin/true 2>&1) || rc=$?
echo "$out"
[ $rc = 1 ] || fail "record on a read-only file system exited $rc"
grep -qx "preloadctl: $profile: Read-only file system" <<<"$out" || fail "no clear EROFS message"
cmp -s "$profile" "$work/old.profile" || fail "the old profile changed"
umount "$mnt"

# ---- 2. killed mid-warm, brought back by the socket unit ----

[ -x "$harness" ] || skip "no user manager harness at $harness (part 1 passed)"
[ -x /lib/systemd/systemd ] || skip "systemd is not installed (part 1 passed)"

meson install -C "$build" --no-rebuild --quiet --destdir "$work/dest" >/dev/null
service=$(find "$work/dest" -path '*/systemd/user/preloadd.service')
socket=$(find "$work/dest" -path '*/systemd/user/preloadd.socket')
[ -f "$service" ] && [ -f "$socket" ] || fail "units not installed"
mkdir -p "$work/units/preloadd.service.d"
sed -e "s|^ExecStart=|ExecStart=$work/dest|" -e "s|^ExecReload=|ExecReload=$work/dest|" "$service" \
        > "$work/units/preloadd.service"
cp "$socket" "$work/units/preloadd.socket"
cat > "$work/units/preloadd.service.d/test.conf" <<EOF
[Service]
StandardOutput=append:$work/preloadd.log
StandardError=append:$work/preloadd.log
EOF
case $(ldd "$preloadctl" 2>/dev/null) in
*libasan*) printf 'Environment=ASAN_OPTIONS=detect_leaks=0\n' >> "$work/units/preloadd.service.d/test.conf" ;;
esac
grep -q '^Restart=on-failure' "$work/units/preloadd.service" || fail "the service does not restart on failure"

export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_CACHE_HOME=$work/home/.cache
mkdir -p "$XDG_CONFIG_HOME/preloadd/apps.d" "$work/data"
# Many files on disk: evicted, they take long enough to warm to be caught at it.
python3 -c '
import os, sys
for d in range(20):
    os.makedirs("%s/%d" % (sys.argv[1], d))
    for f in range(100):
        with open("%s/%d/f%d" % (sys.argv[1], d, f), "wb") as out:
            out.write(os.urandom(65536))' "$work/data"
printf '[Application]\nFiles=%s/data/*/f*\n' "$work" > "$XDG_CONFIG_HOME/preloadd/apps.d/many.conf"
sync

cat > "$work/inner.sh" <<'INNER'
#!/bin/bash
set -euo pipefail
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }
ctl() { "$PRELOADCTL" "$@"; }
prop() { systemctl --user show -p "$2" --value "$1"; }
echo "$XDG_RUNTIME_DIR" > "$WORK/rt-path"

systemctl --user start preloadd.socket
ctl status >/dev/null || fail "no answer through the socket unit"
pid=$(prop preloadd.service MainPID)
[ "$pid" -gt 0 ] || fail "not started by the socket"

step "kill it in the middle of a warm"
caught=no
for attempt in 1 2 3 4 5; do
        ctl evict many >/dev/null
        ctl warm many >/dev/null # queued, not waited for
        for _ in $(seq 200); do
                if prop preloadd.service StatusText | grep -q '^Warming'; then caught=yes; break; fi
                sleep 0.01
        done
        [ $caught = yes ] && break
done
echo "caught warming: $caught"
kill -9 "$pid"
for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
kill -0 "$pid" 2>/dev/null && fail "still running after SIGKILL"
[ "$(prop preloadd.socket ActiveState)" = active ] || fail "the socket went down with the daemon"

step "the next call is answered by a new daemon"
t0=$(date +%s)
out=$(ctl status 2>&1) || fail "status after the kill failed: $out"
head -1 <<<"$out"
echo "answered after $(( $(date +%s) - t0 )) s"
pid2=$(prop preloadd.service MainPID)
[ "$pid2" -gt 0 ] && [ "$pid2" != "$pid" ] || fail "no new daemon (MainPID $pid2)"
grep -q "^preloadd .* (pid $pid2): Ready" <<<"$out" || fail "status after the kill not answered by the new daemon"
echo "restarts by the manager: $(prop preloadd.service NRestarts)"

step "the warm can be done again, completely"
out=$(ctl warm --wait --json many) || fail "warm after restart failed"
python3 -c '
import json, sys
r = json.loads(sys.argv[1])
res = r.get("result", r)
if res.get("files_failed", 1) != 0 or res.get("files_warmed", 0) != 2000:
    sys.exit("warm after restart: %s" % sys.argv[1][:400])' "$out"

systemctl --user stop preloadd.service preloadd.socket
[ "$(prop preloadd.service ExecMainStatus)" = 0 ] || fail "exit status $(prop preloadd.service ExecMainStatus)"
echo OK
INNER
chmod +x "$work/inner.sh"

step "preloadd under a user manager"
export PRELOADCTL=$(grep '^ExecReload=' "$work/units/preloadd.service" | sed 's/^ExecReload=//; s/ .*//') WORK=$work
export SYSTEMD_LOG_TARGET=console
set +e
"$harness" "$work/units" "$work/inner.sh" 2> "$work/harness.err"
rc=$?
set -e
cat "$work/harness.err" >&2
grep -q "leftover cgroup" "$work/harness.err" && { echo "FAIL: the harness left a cgroup behind" >&2; rc=1; }
rt=$(cat "$work/rt-path" 2>/dev/null || true)
if [ $rc != 0 ]; then
        echo "--- preloadd log" >&2
        cat "$work/preloadd.log" >&2 2>/dev/null
        [ -n "$rt" ] && tail -30 "$rt/manager.log" >&2 2>/dev/null
fi
case "$rt" in /tmp/mgrtest-rt.*) rm -rf "$rt" ;; esac
exit $rc
