#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# Runs inside the user manager started by user-manager.sh (XDG_RUNTIME_DIR is the manager's).
# Environment from user-manager.sh: PRELOADCTL (installed binary), WORK (scratch directory),
# HOME and XDG_CONFIG_HOME (the fixture configuration with the Trigger=login app "fixture").
set -euo pipefail

echo "$XDG_RUNTIME_DIR" > "$WORK/rt-path"
fail() { echo "FAIL: $*" >&2; exit 1; }
trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
step() { echo "== $*"; }
ctl() { "$PRELOADCTL" "$@"; }
sc() { systemctl --user "$@"; }
prop() { systemctl --user show -p "$2" --value "$1"; }

# Cached and total bytes of the fixture's own files under PREFIX (default $WORK), measured
# in-process as root, where mincore and cachestat tell the truth. The libraries it shares with
# the system are left out: they are cached anyway. (Planning reads the program's ELF headers, so
# only the data files can be expected to stay entirely uncached while measuring.)
fixture_residency() {
        ctl status --local --json fixture | python3 -c '
import json, sys
work = sys.argv[1]
cached = total = 0
for target in json.load(sys.stdin)["residency"]:
    for f in target["files"]:
        if f["path"].startswith(work):
            if not f["known"]:
                sys.exit("residency unknown for " + f["path"])
            cached += f["cached"]
            total += f["total"]
print(cached, total)' "${1:-$WORK}"
}

# Cache drops by anything else on the machine (echo 3 > drop_caches) would make a warm look
# incomplete: count them, so a step that saw one can be repeated rather than misjudged.
drops() { dmesg 2>/dev/null | grep -c 'drop_caches' || true; }

wait_for_status() {
        local pattern=$1 text
        for _ in $(seq 300); do
                text=$(prop preloadd.service StatusText)
                [[ $text =~ $pattern ]] && { echo "StatusText=$text"; return 0; }
                sleep 0.1
        done
        fail "StatusText never matched '$pattern' (last: '$text')"
}

step "evict the fixture, so that only a warm can bring it back"
ctl evict fixture >/dev/null
read -r cached total < <(fixture_residency "$WORK/data/")
echo "fixture data before: $cached of $total bytes cached"
[ "$total" -gt $((12 * 1024 * 1024)) ] || fail "fixture plan too small: $total"
[ "$cached" -eq 0 ] || fail "fixture still cached after evict: $cached"

step "socket activation: the first preloadctl call starts the daemon"
sc start preloadd.socket
[ "$(prop preloadd.socket ActiveState)" = active ] || fail "socket not active"
[ "$(stat -c %a "$XDG_RUNTIME_DIR/preloadd")" = 700 ] || fail "socket directory not 0700"
[ "$(stat -c %a "$XDG_RUNTIME_DIR/preloadd/control")" = 600 ] || fail "socket not 0600"
[ "$(prop preloadd.service ActiveState)" = inactive ] || fail "daemon running before the first call"
d0=$(drops)
out=$(ctl -v list 2>&1)
echo "$out"
grep -q "asking preloadd" <<<"$out" || fail "list was not answered by the daemon"
grep -q "^fixture " <<<"$out" || fail "list does not show the fixture"
[ "$(prop preloadd.service ActiveState)" = active ] || fail "daemon not active after the first call"

for attempt in 1 2 3 4 5; do
        if [ $attempt -gt 1 ]; then
                echo "pages left the page cache meanwhile (a drop or reclaim); starting over (attempt $attempt)"
                d0=$(drops)
                ctl evict fixture >/dev/null
                sc restart preloadd.service
        fi
        step "StatusText shows the login warm, then its result"
        wait_for_status "^Ready: 1 app configured, login warm done \(.* in .*s\)$"

        step "the login warm read the fixture (mincore as root; and as the daemon sees it)"
        read -r cached total < <(fixture_residency)
        out=$(ctl -v status fixture 2>&1)
        read -r cached_after _ < <(fixture_residency)
        # Pages may leave the cache without the warm being at fault: another process's drop, or the
        # kernel's proactive reclaim (DAMON), which takes idle page-cache pages at any moment,
        # before the first measurement too, and counts no drop. Such an attempt is made again; a
        # warm that leaves pages out leaves them out every time.
        [ "$(drops)" = "$d0" ] && [ "$cached" -eq "$total" ] && [ "$cached_after" -eq "$total" ] && break
done
echo "fixture after login warm: $cached of $total bytes cached"
[ "$(drops)" = "$d0" ] || fail "the page cache was dropped by another process during every attempt"
[ "$cached" -eq "$total" ] || fail "login warm left $((total - cached)) bytes uncached in every attempt"
head -3 <<<"$out" # a here-string: no writer for head to leave with SIGPIPE under pipefail
grep -q "measuring through preloadd" <<<"$out" || fail "status was not answered by the daemon"
grep -q "^fixture: .* cached (100%)" <<<"$out" || fail "the daemon's residency disagrees: $out"
pid=$(prop preloadd.service MainPID)
[ "$pid" -gt 0 ] || fail "no MainPID"

step "the sandbox applies (seccomp, no new privileges, no capabilities), in the user's namespaces"
grep -q '^NoNewPrivs:[[:space:]]*1$' "/proc/$pid/status" || fail "NoNewPrivs not set"
grep -q '^Seccomp:[[:space:]]*2$' "/proc/$pid/status" || fail "no seccomp filter"
grep -q '^CapBnd:[[:space:]]*0*$' "/proc/$pid/status" || fail "capabilities left in the bounding set"
# A user namespace of its own would hide the user's applications from it (LaunchLearn=).
[ "$(readlink "/proc/$pid/ns/user")" = "$(readlink /proc/self/ns/user)" ] ||
        fail "preloadd runs in a user namespace of its own: it cannot observe launches"

step "reload: a good configuration"
sc reload preloadd.service || fail "reload failed"
wait_for_status "^Ready: 1 app configured, login warm done \(.*\)$"

step "reload: a broken file is skipped, the rest of the configuration loads"
printf '[Application]\nExec=/bin/true\nTrigger=sometimes\n' > "$XDG_CONFIG_HOME/preloadd/apps.d/broken.conf"
sc reload preloadd.service || fail "reload with one broken file failed"
wait_for_status "^Ready: 1 app configured, 1 file with errors skipped"
[ "$(prop preloadd.service MainPID)" = "$pid" ] || fail "daemon restarted by a reload"
ctl list --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
ids = [a["id"] for a in d["apps"]]
skipped = [s["id"] for s in d["skipped"]]
sys.exit(0 if ids == ["fixture"] and skipped == ["broken"] else "apps %s, skipped %s" % (ids, skipped))'
out=$(ctl reload 2>&1) || fail "preloadctl reload with one broken file failed: $out"
echo "$out"
grep -q "broken.conf:3: invalid Trigger= value" <<<"$out" || fail "reload error does not name file:line"

step "start: preloadd starts with one broken and one good application file"
sc restart preloadd.service || fail "restart with a broken file failed"
[ "$(prop preloadd.service ActiveState)" = active ] || fail "daemon not active with a broken file"
wait_for_status "^Ready: 1 app configured, 1 file with errors skipped"
out=$(ctl list) || fail "preloadctl list failed"
echo "$out"
grep -q "^fixture " <<<"$out" || fail "list lacks the good application"
grep -q "^broken .*skipped" <<<"$out" || fail "list does not say broken.conf was skipped"
pid=$(prop preloadd.service MainPID)
rm "$XDG_CONFIG_HOME/preloadd/apps.d/broken.conf"
sc reload preloadd.service || fail "reload after the fix failed"
wait_for_status "^Ready: 1 app configured, login warm done \(.*\)$"

step "warm on demand through the daemon"
for attempt in 1 2 3 4 5; do
        d0=$(drops)
        ctl evict fixture >/dev/null
        read -r cached total < <(fixture_residency "$WORK/data/")
        [ "$cached" -eq 0 ] || fail "fixture still cached after evict: $cached"
        out=$(ctl -v warm --wait fixture 2>&1)
        read -r cached total < <(fixture_residency)
        # as above: a drop, or reclaim, makes the attempt again
        [ "$(drops)" = "$d0" ] && [ "$cached" -eq "$total" ] && break
        echo "pages left the page cache meanwhile (a drop or reclaim); starting over"
done
[ "$(drops)" = "$d0" ] || fail "the page cache was dropped by another process during every attempt"
echo "$out"
grep -q "warming through preloadd" <<<"$out" || fail "warm did not go through the daemon"
[ "$cached" -eq "$total" ] || fail "on-demand warm left $((total - cached)) bytes uncached in every attempt"
rc=0
ctl warm --wait no-such-application-here 2>/dev/null || rc=$?
[ $rc = 6 ] || fail "unknown application through the daemon exited $rc, not 6"

step "a clean stop"
sc stop preloadd.service preloadd.socket
[ "$(prop preloadd.service ActiveState)" = inactive ] || fail "daemon still active"
[ "$(prop preloadd.service Result)" = success ] || fail "stop result: $(prop preloadd.service Result)"
[ "$(prop preloadd.service ExecMainStatus)" = 0 ] || fail "exit status $(prop preloadd.service ExecMainStatus)"
if kill -0 "$pid" 2>/dev/null; then fail "process $pid still running"; fi
[ ! -e "$XDG_RUNTIME_DIR/preloadd/control" ] || fail "socket left behind"
rc=0
ctl reload 2>/dev/null || rc=$?
[ $rc = 7 ] || fail "reload without a daemon exited $rc, not 7"
echo "OK"
