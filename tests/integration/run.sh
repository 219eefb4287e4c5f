#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadctl run against a preloadd started by hand (no user manager: what is warmed goes through
# the queue as a job). The daemon decides what the command's program is, as at a launch; the
# client reads neither the configuration nor the profiles. A program preloadd knows nothing of
# starts with no job made; one with a learned profile is warmed by its path; a configured
# application found by its Exec= (the same file under another path) is warmed by its id; one
# without a profile as the device's model says. A preloadd that refuses "known" (older than
# preloadctl), or none at all, warms nothing, and every command starts with its exit status kept.
# Usage: run.sh BUILD_DIR   (exit 77: skipped)
set -euo pipefail

. "$(dirname "$(realpath "$0")")/daemon-lib.sh"
command -v python3 >/dev/null || skip "python3 is not installed"
profiles=$XDG_CACHE_HOME/preloadd/profiles
mkdir -p "$profiles" "$work/bin" "$work/alias" "$work/data"
# The programs: copies of true, so that each command ends at once.
for p in learned editor plain linked-12; do cp /bin/true "$work/bin/$p"; done
# The editor is run through another path to the same file: found by identity, not by name.
ln -s ../bin/editor "$work/alias/ed"
# linked is a link to linked-12, as gcc is to gcc-12: its profile is named after the link, as
# `record linked` names it.
ln -s ../bin/linked-12 "$work/alias/linked"
head -c 65536 /dev/urandom > "$work/data/learned"
head -c 65536 /dev/urandom > "$work/data/linked"
head -c 65536 /dev/urandom > "$work/data/editor"
printf '[Application]\nExec=%s/bin/editor\nFiles=%s/data/editor\n' "$work" "$work" > "$c/apps.d/org.example.Editor.conf"
printf '[Application]\nExec=%s/bin/plain\nFiles=%s/data/editor\n' "$work" "$work" > "$c/apps.d/org.example.Plain.conf"
printf '[Daemon]\nLoginDelaySec=0\n' > "$c/preloadd.conf"
# learned's profile, by its program's name, and the editor's, by its application's id.
python3 - "$work" "$profiles" <<'PY'
import os, sys
work, out = sys.argv[1:3]
def write(name, program, data):
    st = os.stat(data)
    with open(os.path.join(out, name + ".profile"), "w") as f:
        f.write("preload-profile 1\nname %s\nprogram %s\n" % (name, program))
        f.write("file %s\nid dev=%d:%d ino=%d size=%d mtime=%d.%09d\nrange 0+4096\n"
                % (data, os.major(st.st_dev), os.minor(st.st_dev), st.st_ino, st.st_size,
                   st.st_mtime_ns // 10**9, st.st_mtime_ns % 10**9))
write("learned", work + "/bin/learned", work + "/data/learned")
write("linked", work + "/alias/linked", work + "/data/linked")
write("org.example.Editor", work + "/bin/editor", work + "/data/editor")
PY
# run_v COMMAND...: preloadctl -v run's words about it; the command must have run (exit status 0)
run_v() {
        local out rc=0
        out=$(ctl -v run -- "$@" 2>&1) || rc=$?
        [ $rc = 0 ] || fail "run $*: exit status $rc: $out"
        echo "$out"
}
# Jobs the daemon started so far (each says "warming (job N)" as it starts).
jobs_started() { grep -c ': warming (job [0-9]*)$' "$work/preloadd.log" || true; }
# expect_warmed NAME JOBS COMMAND...: run says it warms NAME (an application's id or a program's
# path) through a job, the daemon warms it, and JOBS jobs were started by then
expect_warmed() {
        local name=$1 jobs=$2 out
        shift 2
        out=$(run_v "$@")
        echo "$out"
        grep -q "^preloadctl: $name: warming through preloadd (job [0-9]*)$" <<<"$out" ||
                fail "run $* did not warm $name: $out"
        for _ in $(seq 100); do grep -q "^<6>$name: warmed " "$work/preloadd.log" && break; sleep 0.05; done
        grep -q "^<6>$name: warmed " "$work/preloadd.log" || fail "the daemon did not warm $name"
        [ "$(jobs_started)" = "$jobs" ] || fail "$(jobs_started) jobs started, not $jobs"
}

step "no daemon: the command starts without a warm"
out=$(run_v "$work/bin/learned")
grep -q "preloadd not reached" <<<"$out" || fail "no word that preloadd was not reached: $out"

daemon_start --debug --no-login-warm

step "a program preloadd knows nothing of: no job, the reply says why"
out=$(run_v /bin/true)
echo "$out"
grep -q "^preloadctl: /bin/true: no configured application or learned profile, starting without a warm$" <<<"$out" ||
        fail "run of an unknown program did not say it was skipped: $out"
grep -q "/bin/true: asked to warm it if known, not warmed: no configured application or learned profile" \
        "$work/preloadd.log" || fail "the daemon did not say it skipped /bin/true"
# found through PATH by the client, as execvp() finds it
out=$(PATH=$work/alias:/usr/bin:/bin run_v true)
grep -q "no configured application or learned profile" <<<"$out" || fail "run of true through PATH: $out"
[ "$(jobs_started)" = 0 ] || fail "a job was made for an unknown program"

step "a program with a learned profile: warmed by its path"
expect_warmed "$work/bin/learned" 1 "$work/bin/learned"

step "a program run through a link, its profile named after the link: warmed"
PATH=$work/alias:/usr/bin:/bin expect_warmed "$work/alias/linked" 2 linked

step "a configured application found by its Exec=, under another path: warmed by its id"
PATH=$work/alias:/usr/bin:/bin expect_warmed org.example.Editor 3 ed

step "a configured application without a profile: as the device's model says (launch_map_static())"
out=$(run_v "$work/bin/plain")
echo "$out"
binds=$(sed -n "s|^<7>$work/bin/plain: on .*: \([a-z]*\) bind$|\1|p" "$work/preloadd.log" | tail -1)
echo "plain's device: $binds bind"
case $binds in
bytes)
        grep -q "^preloadctl: org.example.Plain: no learned profile, and a static plan is not warmed at launch where the device's time goes with bytes" \
                <<<"$out" || fail "a static plan was warmed where bytes bind: $out"
        [ "$(jobs_started)" = 3 ] || fail "a job was made for a static plan where bytes bind"
        ;;
requests)
        grep -q "^preloadctl: org.example.Plain: warming through preloadd (job [0-9]*)$" <<<"$out" ||
                fail "the static plan was not warmed where requests bind: $out"
        ;;
*) fail "the daemon did not say what binds on plain's device" ;;
esac

step "the client reads neither the configuration nor the profiles"
if command -v strace >/dev/null; then
        for cmd in /bin/true "$work/bin/learned" "$work/alias/ed"; do
                strace -f -e trace=%file -o "$work/trace" "$preloadctl" run -- "$cmd" || fail "run under strace failed"
                # up to the command's exec
                touched=$(awk '/execve\(/ { n++ } n < 2' "$work/trace" | grep -F -e "$XDG_CONFIG_HOME" -e "$XDG_CACHE_HOME" || true)
                [ -z "$touched" ] || fail "preloadctl run $cmd looked at: $touched"
        done
else
        echo "SKIP: no strace"
fi

step "the exit status is the command's"
rc=0
ctl run -- sh -c 'exit 3' || rc=$?
[ $rc = 3 ] || fail "run did not pass the exit status through: $rc"
rc=0
ctl run -- "$work/nonexistent" 2>/dev/null || rc=$?
[ $rc = 127 ] || fail "run of a missing program exited $rc, not 127"
daemon_stop

step "a preloadd older than preloadctl (it refuses \"known\"): no warm, the command starts"
python3 - "$XDG_RUNTIME_DIR/preloadd/control" > "$work/old.log" 2>&1 <<'PY' &
import json, os, socket, sys
path = sys.argv[1]
os.makedirs(os.path.dirname(path), exist_ok=True)
if os.path.exists(path):
    os.unlink(path)
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
s.bind(path)
s.listen(1)
print("ready", flush=True)
c, _ = s.accept()
buf = b""
while not buf.endswith(b"\0"):
    buf += c.recv(65536)
call = json.loads(buf[:-1])
print("call:", json.dumps(call), flush=True)
# what a preloadd without "known" answers: the parameter named, refused
c.sendall(json.dumps({"error": "org.varlink.service.InvalidParameter",
                      "parameters": {"parameter": "known"}}).encode() + b"\0")
c.close()
PY
old_pid=$!
for _ in $(seq 100); do grep -q ready "$work/old.log" && break; sleep 0.05; done
out=$(run_v "$work/bin/learned")
echo "$out"
wait $old_pid || fail "the old daemon's stand-in failed: $(cat "$work/old.log")"
grep -q '"known": true' "$work/old.log" || fail "run did not ask with \"known\": $(cat "$work/old.log")"
grep -q "preloadd is older than preloadctl (it does not take \"known\"), starting without a warm" <<<"$out" ||
        fail "run did not say why the older daemon warmed nothing: $out"
echo OK
