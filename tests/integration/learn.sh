#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadd learns from the launches themselves, under a real `systemd --user` manager with the units
# and binaries installed from the build, and nothing configured or recorded for the programs:
#   1. app A is launched five times and app B once through application units; preloadd counts
#      the launches and observes each one while it runs, so both get a learned profile;
#   2. the manager is started again (a new login): preloadd's login warm warms A first, B only
#      within the memory budget, and never C, which has a profile on disk but was never launched.
# Between and after them, preloadctl forget: of single applications through the daemon (one of
# them while a launch of it is observed), without the daemon, and of all of them.
# Every assertion reads preloadd's own status, its usage file and its profiles, never timing.
# Usage: learn.sh BUILD_DIR [--measure]   (exit 77: skipped). With --measure, the launches are
# followed by preloadd's cost (CPU per observed launch, idle wake-ups, RSS with 200 learned apps)
# instead of the login. Runs itself with --launches and --login inside
# the manager, once each: the manager in between is stopped and started again.
set -euo pipefail

here=$(dirname "$(realpath "$0")")

if [ "${1:-}" = --launches ] || [ "${1:-}" = --login ] || [ "${1:-}" = --cost ]; then
        # Inside the manager. From the outer part: PRELOADCTL, WORK, SHARED, HOME, XDG_CONFIG_HOME,
        # XDG_CACHE_HOME, BUDGET_BYTES.
        echo "$XDG_RUNTIME_DIR" >"$WORK/rt-path"
        fail() { echo "FAIL: $*" >&2; exit 1; }
        trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
        step() { echo "== $*"; }
        ctl() { "$PRELOADCTL" "$@"; }
        profiles=$XDG_CACHE_HOME/preloadd/profiles
        # status PYTHON-EXPRESSION: evaluated over preloadd's status (s), its launches (l, apps)
        # and its usage file (usage: name -> launches).
        status() {
                ctl status --json | python3 -c '
import json, os, sys
s = json.load(sys.stdin)
l = s["launches"]
apps = {a["app"]: a for a in l["apps"]}
usage = {}
path = os.environ["XDG_CACHE_HOME"] + "/preloadd/usage"
if os.path.exists(path):
    for line in open(path).read().splitlines()[1:]:
        f = line.split()
        usage[f[1]] = int(dict(kv.split("=") for kv in f[2:])["launches"])
print(eval(sys.argv[1]))' "$1"
        }
        cached() { # FILE: "CACHED TOTAL" bytes of it in the page cache, as preloadctl measures
                ctl status --local --json "$1" | python3 -c '
import json, sys
r = json.load(sys.stdin)["residency"][0]
print(r["cached"], r["total_known"])'
        }
        check() { # PYTHON-CONDITION MESSAGE
                [ "$(status "$1")" = True ] || { ctl status --json >&2; cat "$XDG_CACHE_HOME/preloadd/usage" >&2 || true; fail "$2"; }
        }
        observed() { # NAME: the launches its learned profile was merged from (0: no profile)
                sed -n 's/^observed \([0-9]*\)$/\1/p' "$profiles/$1.profile" 2>/dev/null | grep . || echo 0
        }
        # Launches as a desktop makes them, without capabilities (as a desktop user's programs run),
        # so that the sandboxed daemon may look at them; waits until the unit is gone.
        launch() { # UNIT PROGRAM ARGS...
                local unit=$1
                shift
                systemd-run --user --quiet --scope --unit="$unit" \
                        setpriv --bounding-set=-all --inh-caps=-all "$@"
        }
        launch_learned() { # NAME N: launches NAME's Nth time, then waits for the merge of it
                local name=$1 n=$2 before
                before=$(observed "$name")
                local extra=()
                [ "$name" = learnA ] && extra=("+$SHARED/conf/a.conf")
                launch "app-test-$name-$n.scope" "$WORK/bin/$name" 2.5 "$WORK/data/$name".* "+$WORK/data/conf-$name" "${extra[@]}"
                for _ in $(seq 100); do
                        [ "$(observed "$name")" -gt "$before" ] && break
                        sleep 0.1
                done
                [ "$(observed "$name")" = $((before + 1)) ] ||
                        fail "launch $n of $name was not observed (profile: observed $(observed "$name"))"
                # the profile the merge rewrote, prepared again for the next launch
                for _ in $(seq 100); do
                        [ "$(status "'$name' in l['prepared']['profiles']")" = True ] && break
                        sleep 0.1
                done
                echo "$name: launch $n observed"
        }
fi

if [ "${1:-}" = --launches ]; then
        step "the daemon follows the user manager; nothing is known of A, B or C"
        systemctl --user start preloadd.socket
        ctl list >/dev/null
        check "l['watching'] and s['daemon']['launch_learn'] and l['apps'] == [] and usage == {}" \
                "not watching, not learning, or launches seen before any"
        [ ! -e "$profiles/learnA.profile" ] && [ ! -e "$profiles/learnB.profile" ] || fail "a profile exists already"

        step "A launched five times, B once: each launch counted and observed while it runs"
        # other.conf in the shared tree too, but looked up by someone else (this script): a
        # candidate of A's all the same, since A's first launch cannot tell
        stat "$SHARED/conf2/other.conf" >/dev/null
        launch_learned learnA 1
        # A cold lookup cache again, as after a reboot (this test runs alone): A's second launch
        # begins with a.conf's directory not in it, and looks a.conf up. other.conf's is in it
        # by then: someone went there before the launch.
        sync
        echo 2 >/proc/sys/vm/drop_caches
        stat "$SHARED/conf2/other.conf" >/dev/null
        pid=$(systemctl --user show -P MainPID preloadd.service)
        anon1=$(awk '$1 == "RssAnon:" { print $2 }' "/proc/$pid/status")
        check "usage.get('learnA') == 1 and l['unmatched'] == 1" "A's first launch was not counted"
        for n in 2 3 4 5; do launch_learned learnA $n; done
        launch_learned learnB 1
        check "usage == {'learnA': 5, 'learnB': 1}" "usage counts are not A 5, B 1"
        # Once A had a profile, its later launches were warmed from it as they appeared; every
        # launch shows, the first ones too (nothing warmed, learned).
        check "apps['learnA']['launches'] == 5 and apps['learnA']['plan_source'] == 'profile'" \
                "A's later launches were not warmed from its learned profile"
        check "apps['learnB']['launches'] == 1 and apps['learnB']['state'] == 'skipped' and \
               apps['learnB']['skipped'].endswith('this launch is learned')" "B's first launch left no record"
        # Each merge rewrote A's profile, and it was prepared again: the last launch found it so.
        check "apps['learnA']['prepared'] and 'learnA' in l['prepared']['profiles']" \
                "A's last launch was not warmed from a preparation of its rewritten profile"
        check "l['unmatched'] == 2" "B's launch was not passed over as unknown"
        for name in learnA learnB; do
                grep -q "^file $(realpath "$WORK/data/$name.1")\$" "$profiles/$name.profile" ||
                        fail "$name's profile lacks its data file"
                grep -q "^file $WORK/bin/$name\$" "$profiles/$name.profile" || fail "$name's profile lacks its program"
        done
        [ "$(observed learnA)" = 5 ] && [ "$(observed learnB)" = 1 ] || fail "observed counts are not 5 and 1"
        for name in learnA learnB; do echo "$name's profile: $(sed -n 's/^file //p' "$profiles/$name.profile" | tr '\n' ' ')"; done
        # A file read and closed between two snapshots: seen opened once its directory (that of
        # A's data, from A's profile) was watched, from the second launch on, and kept whole.
        # Where nothing is warmed (on this disk, as a rule), those launches marked only directories in
        # the lookup cache (openat2() with RESOLVE_CACHED, which the unit's filter must let
        # through; the harvest after each launch needs it too).
        conf=$(realpath "$WORK/data/conf-learnA")
        grep -A2 -x "file $conf" "$profiles/learnA.profile" | grep -qx "range 0+$(stat -c %s "$conf")" ||
                fail "A's profile lacks the file it read and closed (conf-learnA), or not whole"
        ! grep -q "cached names under .*: Operation not supported" "$WORK/preloadd.log" ||
                fail "the unit refuses openat2(): no lookup cache to harvest or mark by"
        # Outside A's own directories, where no mark looks: a file of the system's shared trees
        # (/usr/share) it reads at every start, found by its lookup during the second launch
        # (launch-candidates.c); not other.conf, whose directory was in the lookup cache before
        # that launch began.
        grep -qx "file $SHARED/conf/a.conf" "$profiles/learnA.profile" ||
                fail "A's profile lacks the file it read in the shared tree ($SHARED/conf/a.conf)"
        ! grep -q "other.conf" "$profiles/learnA.profile" ||
                fail "A's profile took in other.conf, which was looked up before its launch began"
        # preloadd's own opens in a watched directory (planning A's launch warm looks at the files
        # around A's on the disk, C's data among them) are not A's.
        ! grep -q "^file .*/learnC.1\$" "$profiles/learnA.profile" "$profiles/learnB.profile" ||
                fail "a learned profile took in C's data, which only preloadd itself opened"
        # Lookups no snapshot shows: A's own configuration directory (there: read whole) and
        # ~/.config/learnB (not there: looked up) are in their profiles.
        grep -q "^lookup-in $XDG_CONFIG_HOME/learnA ino=[1-9]" "$profiles/learnA.profile" ||
                fail "A's profile lacks its configuration directory: $(grep '^lookup' "$profiles/learnA.profile")"
        grep -qx "lookup $XDG_CONFIG_HOME/learnB" "$profiles/learnB.profile" ||
                fail "B's profile lacks the lookup of its configuration directory: $(grep '^lookup' "$profiles/learnB.profile")"
        # B was launched once, with no profile: nothing of its directory was watched.
        ! grep -q "conf-learnB" "$profiles/learnB.profile" || fail "B's first launch saw an open it could not watch"

        step "D reads a file late (2.2 s in, after the snapshot at 2 s) and exits at 3.6 s, before the one at 4 s: learned all the same"
        "$PRELOADCTL" evict "$WORK/data/late-learnD" >/dev/null
        launch app-test-learnD-1.scope "$WORK/bin/learnD" 1.4 "@$WORK/data/late-learnD"
        for _ in $(seq 100); do [ "$(observed learnD)" = 1 ] && break; sleep 0.1; done
        [ "$(observed learnD)" = 1 ] || fail "D's launch was not observed"
        grep -q "^file $(realpath "$WORK/data/late-learnD")\$" "$profiles/learnD.profile" ||
                fail "D's profile lacks the file it read after the last fixed snapshot: $(grep '^file' "$profiles/learnD.profile")"
        step "E runs a child program from 1.1 to 1.65 s, between the snapshots at 1 and 2 s, which reads its file's end at 1.35 s: learned all the same"
        # Five major faults: too few for a snapshot of the whole launch (LEARN_BUSY_FAULTS), enough
        # for one of a program that came (LEARN_PROGRAM_FAULTS).
        "$PRELOADCTL" evict "$WORK/data/child-learnE" >/dev/null
        launch app-test-learnE-1.scope "$WORK/bin/learnE" 1.2 "!$WORK/data/child-learnE"
        for _ in $(seq 100); do [ "$(observed learnE)" = 1 ] && break; sleep 0.1; done
        [ "$(observed learnE)" = 1 ] || fail "E's launch was not observed"
        child=$(realpath "$WORK/data/child-learnE")
        grep -q "^file $child\$" "$profiles/learnE.profile" ||
                fail "E's profile lacks the file its short-lived child mapped: $(grep '^file' "$profiles/learnE.profile")"
        # its last page, read after the child's first two looks
        last=$(( $(stat -c %s "$child") - 4096 ))
        awk -v f="file $child" -v at="$last" '$0 == f { in_file = 1; next } /^file / { in_file = 0 }
                in_file && $1 == "range" { for (i = 2; i <= NF; i++) { split($i, r, "+"); if (r[1] <= at && at < r[1] + r[2]) found = 1 } }
                END { exit !found }' "$profiles/learnE.profile" ||
                fail "E's profile lacks the end of the file the child read late: $(grep -A2 -x "file $child" "$profiles/learnE.profile")"
        step "two launches of D at once, ending together: both merged into its profile"
        launch app-test-learnD-2.scope "$WORK/bin/learnD" 1.4 "@$WORK/data/late-learnD" &
        launch app-test-learnD-3.scope "$WORK/bin/learnD" 1.4 "@$WORK/data/late-learnD" &
        wait
        for _ in $(seq 100); do [ "$(observed learnD)" = 3 ] && break; sleep 0.1; done
        [ "$(observed learnD)" = 3 ] || fail "two launches of D that ended together made $(observed learnD) observed, not 3"
        anon=$(awk '$1 == "RssAnon:" { print $2 }' "/proc/$pid/status")
        echo "preloadd's anonymous RSS: $anon1 kB after the first launch, $anon kB after all eight"
        # libelf is mapped only while ELF files are read (elf-dl.h): once the merges and the
        # preparations after them are over, no reference is left and it is unloaded.
        for _ in $(seq 100); do grep -q '/libelf' "/proc/$pid/maps" || break; sleep 0.1; done
        ! grep -q '/libelf' "/proc/$pid/maps" || fail "preloadd keeps libelf loaded while idle: a reference is never dropped"

        # The login that follows knows A, B and C only: D's and E's traces go, as a user removes them.
        step "forget: D and E forgotten through preloadd, E again while a launch of it is observed"
        ctl forget learnD learnE >"$WORK/forget.out" || fail "forget of D and E failed: $(cat "$WORK/forget.out")"
        grep -qx "Forgot learnD: its profile and its launch count" "$WORK/forget.out" || fail "forget said: $(cat "$WORK/forget.out")"
        [ ! -e "$profiles/learnD.profile" ] && [ ! -e "$profiles/learnE.profile" ] || fail "a forgotten profile is still there"
        check "'learnD' not in usage and 'learnE' not in usage and 'learnA' in usage" "forget did not remove D's and E's counts alone"
        check "'learnD' not in apps and 'learnE' not in apps and 'learnA' in apps" "preloadd still shows a forgotten launch"
        check "'learnD' not in l['prepared']['profiles'] and 'learnE' not in l['prepared']['profiles']" \
                "preloadd kept a forgotten profile prepared"
        # E launched again and forgotten while it is observed (its first snapshot is at 0.5 s):
        # neither its count nor its merge, when the unit ends, brings it back.
        launch app-test-learnE-2.scope "$WORK/bin/learnE" 1.2 "!$WORK/data/child-learnE" &
        for _ in $(seq 50); do [ "$(status "'learnE' in usage")" = True ] && break; sleep 0.1; done
        [ "$(status "'learnE' in usage")" = True ] || fail "E's second launch was not counted"
        sleep 0.5
        ctl forget --json learnE >"$WORK/forget.json" || fail "forget of E during its launch failed"
        wait
        # Its merge would be done within a second of the unit's end (D's and E's were, above).
        sleep 2
        [ ! -e "$profiles/learnE.profile" ] || fail "the merge of a launch observed across its forget saved it again"
        check "'learnE' not in usage and 'learnE' not in apps" "a launch observed across its forget brought it back"
        grep -q "learnE: forgotten while its launch was observed" "$WORK/preloadd.log" ||
                fail "preloadd did not say it dropped the observation of a forgotten launch"
        python3 -c 'import json,sys; f = json.load(open(sys.argv[1]))["forgotten"]; assert f == [{"app": "learnE", "profile": False, "usage": True}], f' \
                "$WORK/forget.json" || fail "forget --json: $(cat "$WORK/forget.json")"
        ! ctl forget learnE 2>"$WORK/forget.err" || fail "forgetting an unknown application succeeded"
        grep -qx "preloadctl: learnE: nothing learned of it" "$WORK/forget.err" || fail "forget of nothing said: $(cat "$WORK/forget.err")"
        systemctl --user stop preloadd.service preloadd.socket
        # Without preloadd: in-process.
        printf 'preload-profile 1\nname learnZ\n' >"$profiles/learnZ.profile"
        ctl forget learnZ | grep -qx "Forgot learnZ: its profile" || fail "forget without preloadd did not forget Z"
        [ ! -e "$profiles/learnZ.profile" ] || fail "forget without preloadd left Z's profile"
        echo OK
        exit 0
fi

if [ "${1:-}" = --login ]; then
        step "login: the manager starts preloadd, whose login warm takes the most used learned apps"
        for _ in $(seq 300); do
                [ "$(status "s['login']['state']" 2>/dev/null)" = done ] && break
                sleep 0.1
        done
        check "s['login']['state'] == 'done'" "no login warm"
        # A (five launches) before B (one); C, with a profile and a configuration but never
        # launched, not at all.
        check "s['login']['targets'] == ['learnA', 'learnB']" "the login warm's targets are not A then B"
        check "s['daemon']['launch_learn'] and s['login']['result']['budget']['percent'] == 1" "defaults or budget not in effect"
        # Prepared for launches the most used first (by mtime B's profile is the newest).
        for _ in $(seq 100); do [ "$(status "l['prepared']['preparing']")" = False ] && break; sleep 0.1; done
        check "l['prepared']['profiles'] == ['learnA', 'learnB', 'learnC']" "profiles not prepared in the order of use"
        res="s['login']['result']"
        echo "login warm: $(status "$res")"
        check "$res['planned_bytes'] >= $A_BYTES + $B_BYTES and $res['budget']['trimmed_bytes'] > 0 and \
               $res['scheduled_bytes'] <= $res['budget']['bytes'] and $res['bytes'] <= $res['budget']['bytes']" \
                "the login warm was not cut to its budget"
        # Everything of A read; of B's files only its data cut, by the budget.
        check "[(e['path'], e['error']) for e in $res['errors']] == \
               [('$(realpath "$WORK/data/learnB.1")', 'partly dropped by the memory budget')]" \
                "the budget did not cut B's data alone"
        check "$res['profiles'].get('learnA', '').endswith('/learnA.profile') and \
               $res['profiles'].get('learnB', '').endswith('/learnB.profile') and 'learnC' not in $res['profiles']" \
                "the login warm did not read A's and B's learned profiles, or read C's"
        ctl status | grep -q "^  login targets: learnA, learnB (.* cut by the memory budget)$" ||
                { ctl status >&2; fail "status does not show the login warm's targets and cut"; }
        read -r ca ta <<<"$(cached "$WORK/data/learnA.1")"
        read -r cb tb <<<"$(cached "$WORK/data/learnB.1")"
        read -r cc tc <<<"$(cached "$WORK/data/learnC.1")"
        # What the page cache holds afterwards: B short of its whole, C untouched. (A was read
        # whole, as its result says; the cache alone cannot tell, as a host may reclaim pages.)
        echo "cached after the login warm: A $ca/$ta, B $cb/$tb, C $cc/$tc"
        [ "$cb" -lt "$tb" ] || fail "B's data was warmed beyond the budget"
        # Preparing C's profile for a launch checks each file's identity from its header: a page
        # or a few of read-ahead, not the file.
        [ "$cc" -le $((64 * 1024)) ] || fail "C's data was warmed"
        step "forget --all: every profile and count gone, from the disk and from preloadd"
        ctl forget --all | grep -qx "Forgot 3 profiles and every launch count" || fail "forget --all did not forget A, B and C"
        [ -z "$(ls "$profiles")" ] && [ ! -e "$XDG_CACHE_HOME/preloadd/usage" ] || fail "forget --all left: $(ls "$profiles")"
        check "l['apps'] == [] and l['prepared']['profiles'] == []" "preloadd kept a launch or a preparation after forget --all"
        systemctl --user stop preloadd.service preloadd.socket
        echo OK
        exit 0
fi

if [ "${1:-}" = --cost ]; then
        # preloadd's own cost (learn.sh BUILD_DIR --measure): CPU time per observed launch, wake-ups
        # while nothing launches, RSS with 200 learned applications. Figures, not assertions.
        systemctl --user start preloadd.service
        pid=$(systemctl --user show -P MainPID preloadd.service)
        hz=$(getconf CLK_TCK)
        cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
        rss_report() { # PID: its VmRSS and the rest of status, Pss, and Rss by mapping and split
                local pid=$1
                grep -E 'VmRSS|VmHWM|RssAnon|RssFile' "/proc/$pid/status"
                grep -E '^(Pss|Private_Clean|Private_Dirty):' "/proc/$pid/smaps_rollup"
                # Rss by mapping: each file, the heap, and anonymous mappings (thread stacks, arenas) summed
                awk '/^[0-9a-f]+-[0-9a-f]+ / { name = NF >= 6 ? $6 : "[anonymous]"; sub(/.*\//, "", name) }
                     /^Rss:/ { rss[name] += $2 }
                     END { for (n in rss) if (rss[n] > 0) printf "%s %d\n", n, rss[n] }' "/proc/$pid/smaps" |
                        sort -k2 -rn | awk '{ printf "%s%s %d kB", (NR > 1 ? ", " : "Rss by mapping: "), $1, $2 } END { print "" }'
                # The same, split: shared libraries' pages (other processes map the same ones) against
                # the process's own (its binary, heap, stacks, anonymous mappings, libraries' written pages).
                awk '/^[0-9a-f]+-[0-9a-f]+ / { lib = NF >= 6 && $6 ~ /\.so/ }
                     /^Rss:/ { rss = $2 } /^Anonymous:/ { if (lib) { libs += rss - $2; own += $2 } else own += rss }
                     END { printf "Rss split: libraries %d kB (their pages as mapped), own %d kB\n", libs, own }' "/proc/$pid/smaps"
        }
        switches() { # voluntary + involuntary context switches of all its threads
                cat /proc/"$pid"/task/*/status | awk '/ctxt_switches/ { n += $2 } END { print n }'
        }
        for _ in $(seq 100); do [ "$(status "s['login']['state']" 2>/dev/null)" = done ] && break; sleep 0.1; done
        step "CPU time per observed launch: 4 rounds of 5 launches of A (2.5 s each, observed, merged)"
        n=10
        for round in 1 2 3 4; do
                t0=$(cpu_ticks)
                for i in 1 2 3 4 5; do launch_learned learnA $((n += 1)) >/dev/null; done
                t1=$(cpu_ticks)
                echo "round $round: $(( (t1 - t0) * 1000 / hz / 5 )) ms per launch ($((t1 - t0)) ticks of 1/$hz s for 5)"
        done
        step "wake-ups while nothing launches: 60 s idle, after the launches' units are gone"
        sleep 2
        c0=$(switches); t0=$(cpu_ticks)
        sleep 60
        c1=$(switches); t1=$(cpu_ticks)
        echo "idle 60 s: $((c1 - c0)) context switches, $((t1 - t0)) CPU ticks (threads: $(ls /proc/$pid/task | wc -l))"
        step "RSS with 200 learned applications (profiles and usage generated, daemon restarted)"
        grep -E 'VmRSS|RssAnon' "/proc/$pid/status" | sed 's/^/before: /'
        systemctl --user stop preloadd.service
        python3 - "$XDG_CACHE_HOME/preloadd" <<'EOP'
import glob, os, random, sys, time
out = sys.argv[1]
random.seed(1)
libs = sorted(p for p in glob.glob("/usr/lib/x86_64-linux-gnu/*.so*") if os.path.isfile(p) and not os.path.islink(p))
now = int(time.time() * 1e6)
usage = ["preload-usage 1"]
def entry(path):
    st = os.stat(path)
    starts = range(0, max(st.st_size, 4096), 4096 * 32)
    ranges = "".join("range %d+%d\n" % (o, min(4096 * random.randint(1, 16), st.st_size - o))
                     for o in sorted(random.sample(starts, min(4, len(starts)))) if o < st.st_size)
    return ("file %s\nid dev=%d:%d ino=%d size=%d mtime=%d.%09d\n%s"
            % (path, os.major(st.st_dev), os.minor(st.st_dev), st.st_ino, st.st_size,
               st.st_mtime_ns // 10**9, st.st_mtime_ns % 10**9, ranges))
for i in range(200):
    name = "gen-app-%03d" % i
    files = ["/bin/true"] + random.sample(libs, min(60, len(libs)))
    with open("%s/profiles/%s.profile" % (out, name), "w") as f:
        f.write("preload-profile 1\nname %s\nprogram /bin/true\nobserved 3\n" % name)
        for p in files:
            f.write(entry(p))
    usage.append("app %s launches=%d last=%d weight=%d after-login=0" % (name, i + 1, now - i * 10**9, (i + 1) * 1000))
with open(out + "/usage", "w") as f:
    f.write("\n".join(usage) + "\n")
EOP
        echo "profiles: $(ls "$XDG_CACHE_HOME/preloadd/profiles" | wc -l), usage lines: $(wc -l <"$XDG_CACHE_HOME/preloadd/usage")"
        systemctl --user start preloadd.service
        pid=$(systemctl --user show -P MainPID preloadd.service)
        for _ in $(seq 300); do
                [ "$(status "s['login']['state'] == 'done' and not l['prepared']['preparing']" 2>/dev/null)" = True ] && break
                sleep 0.1
        done
        status "'prepared', l['prepared']['prepared'], 'bytes', l['prepared']['bytes'], 'login targets', len(s['login']['targets'])"
        sleep 2
        rss_report "$pid"
        # LEARN_SMAPS_OUT=FILE: a copy of its smaps there, to read mapping by mapping
        [ -z "${LEARN_SMAPS_OUT:-}" ] || cp "/proc/$pid/smaps" "$LEARN_SMAPS_OUT"
        if [ -n "${RSS_FLOOR:-}" ]; then
                # Side by side, under the same manager: what a daemon that only follows the user
                # manager with sd-event and sd-bus maps (bench/rss-floor.c); the rest is preloadd's.
                systemd-run --user --quiet --unit=rss-floor.service -p Type=notify "$RSS_FLOOR"
                sleep 2
                echo "the floor, bench/rss-floor (sd-event, sd-bus, Subscribe(), nothing else):"
                rss_report "$(systemctl --user show -P MainPID rss-floor.service)"
                systemctl --user stop rss-floor.service
        fi
        c0=$(switches)
        sleep 60
        echo "idle 60 s with 200 learned apps: $(( $(switches) - c0 )) context switches"
        systemctl --user stop preloadd.service preloadd.socket
        exit 0
fi

build=$(realpath "${1:?usage: learn.sh BUILD_DIR [--measure]}")
. "$here/user-manager-lib.sh"
um_prepare "$build" learn-test setpriv
# Measured as shipped; tested with its debug log.
[ "${2:-}" = --measure ] || um_debug_dropin

# A home of our own with no application configured: the shipped lists masked.
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_CACHE_HOME=$work/home/.cache
mkdir -p "$XDG_CONFIG_HOME/preloadd/apps.d" "$work/data" "$work/bin"
for f in /usr/lib/preloadd/apps.d/*.conf /usr/local/lib/preloadd/apps.d/*.conf; do
        [ -e "$f" ] && ln -sf /dev/null "$XDG_CONFIG_HOME/preloadd/apps.d/$(basename "$f")"
done
# LaunchLearn= and LoginLearned= as they come; a budget of 1% of MemAvailable, which A's data fits
# in and B's does not.
printf '[Daemon]\nLoginDelaySec=1s\nMemoryBudget=1%%\n' >"$XDG_CONFIG_HOME/preloadd/preloadd.conf"
budget=$(( $(sed -n 's/^MemAvailable: *\([0-9]*\) kB$/\1/p' /proc/meminfo) * 1024 / 100 ))

# The programs, built here: A, B and C map and touch their data files.
${CC:-cc} -O1 -o "$work/bin/learnA" "$here/learnprog.c"
cp "$work/bin/learnA" "$work/bin/learnB"
cp "$work/bin/learnA" "$work/bin/learnC"
cp "$work/bin/learnA" "$work/bin/learnD"
cp "$work/bin/learnA" "$work/bin/learnE"
head -c $((2 * 1024 * 1024 + 4096)) /dev/urandom >"$work/data/learnA.1"
head -c 6000 /dev/urandom >"$work/data/conf-learnA"
mkdir -p "$XDG_CONFIG_HOME/learnA"
head -c 6000 /dev/urandom >"$work/data/conf-learnB"
# B's data one and a half budgets: allocated, not written (it reads as zeros, from no disk).
b_bytes=$(( budget * 3 / 2 / 4096 * 4096 ))
fallocate -l "$b_bytes" "$work/data/learnB.1" 2>/dev/null || head -c "$b_bytes" /dev/zero >"$work/data/learnB.1"
head -c $((1024 * 1024)) /dev/urandom >"$work/data/learnC.1"
head -c $((1024 * 1024)) /dev/urandom >"$work/data/late-learnD"
head -c $((4 * 1024 * 1024)) /dev/urandom >"$work/data/child-learnE"
# C: configured (warmed on demand only) and with a learned profile, but never launched.
cat >"$XDG_CONFIG_HOME/preloadd/apps.d/learnC.conf" <<EOC
[Application]
Exec=$work/bin/learnC
Files=$work/data/learnC.1
EOC
mkdir -p "$XDG_CACHE_HOME/preloadd/profiles"
python3 - "$work" "$XDG_CACHE_HOME/preloadd/profiles/learnC.profile" <<'EOP'
import os, sys
work, out = sys.argv[1], sys.argv[2]
with open(out, "w") as f:
    f.write("preload-profile 1\nname learnC\nprogram %s/bin/learnC\n" % work)
    for path in (work + "/bin/learnC", work + "/data/learnC.1"):
        st = os.stat(path)
        f.write("file %s\nid dev=%d:%d ino=%d size=%d mtime=%d.%09d\nrange 0+%d\n"
                % (path, os.major(st.st_dev), os.minor(st.st_dev), st.st_ino, st.st_size,
                   st.st_mtime_ns // 10**9, st.st_mtime_ns % 10**9, st.st_size))
EOP
# A file in the system's shared trees, outside every directory of A's own and of its profile.
# Named after nothing the programs are (launch-appdirs.c would look there for their own).
SHARED=/usr/share/preload-test-shared.$$
mkdir -p "$SHARED/conf" "$SHARED/conf2"
um_cleanup_hook() { rm -rf "$SHARED"; }
echo 'a = 1' >"$SHARED/conf/a.conf"
echo 'other = 1' >"$SHARED/conf2/other.conf"
sync

RSS_FLOOR=$build/bench/rss-floor
[ -x "$RSS_FLOOR" ] || RSS_FLOOR=
export PRELOADCTL=$preloadctl WORK=$work SHARED RSS_FLOOR A_BYTES=$(stat -c %s "$work/data/learnA.1") B_BYTES=$b_bytes
export SYSTEMD_LOG_TARGET=console
rc=0
um_run_harness "$harness" "$work/units" "$work" "$work/tests/learn.sh --launches" || rc=$?
[ $rc = 0 ] || exit $rc
# A new login, from a cold cache for A, B and C: the user manager starts preloadd itself.
"$preloadctl" evict "$work/data/learnA.1" "$work/data/learnB.1" "$work/data/learnC.1" >/dev/null
mkdir -p "$work/units/default.target.wants"
ln -s ../preloadd.service "$work/units/default.target.wants/preloadd.service"
if [ "${2:-}" = --measure ]; then
        um_run_harness "$harness" "$work/units" "$work" "$work/tests/learn.sh --cost" || rc=$?
        exit $rc
fi
um_run_harness "$harness" "$work/units" "$work" "$work/tests/learn.sh --login" || rc=$?
exit $rc
