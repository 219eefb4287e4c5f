#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# What a user meets first: per-verb help (1), a configuration that fails per file (2), the
# directories searched (3), UTF-8 (4), completions (5), cancel (6), output (7), configuration
# surprises (8), launch counts (usage). One case per run.
# Usage: cli-ux.sh BUILD_DIR SOURCE_DIR CASE   (exit 77: skipped)
set -euo pipefail

[ $# = 3 ] || { echo "usage: cli-ux.sh BUILD_DIR SOURCE_DIR CASE" >&2; exit 2; }
src=$(realpath "$2")
case=$3
. "$(dirname "$(realpath "$0")")/daemon-lib.sh"
printf '[Application]\nName=Good One\nExec=/bin/true\n' > "$c/apps.d/good.conf"
status() { set +e; "$@" > "$work/out" 2> "$work/err"; echo $?; set -e; }

case $case in
help)
        for v in deps plan warm status evict cancel forget list reload cat-config check-config record bench doctor run; do
                ctl "$v" --help > "$work/h" || fail "$v --help failed"
                grep -q "^Usage: preloadctl $v " "$work/h" || fail "$v --help is not the verb's help: $(head -1 "$work/h")"
        done
        ctl --help | grep -q -- '--config-dir' || fail "general help leaves out --config-dir"
        ctl warm --help | grep -q -- '--local' || fail "warm --help leaves out --local"
        ctl list --help | grep -q -- '--config-dir' || fail "list --help leaves out --config-dir"
        ;;
per-file)
        printf '[Application]\nExec=/bin/true\nbroken line\n' > "$c/apps.d/bad.conf"
        [ "$(status ctl plan good)" = 0 ] || fail "plan good with a broken bad.conf: $(cat "$work/err")"
        grep -q "bad.conf: has errors, skipped" "$work/err" || fail "the skipped file is not said: $(cat "$work/err")"
        [ "$(status ctl cat-config)" = 0 ] || fail "cat-config refuses: $(cat "$work/err")"
        grep -q "^# $c/apps.d/good.conf" "$work/out" || fail "cat-config leaves out good.conf"
        grep -q "bad.conf:3: expected KEY=VALUE" "$work/err" || fail "cat-config: no file:line"
        [ "$(status ctl check-config)" = 1 ] || fail "check-config must exit 1 on errors"
        [ "$(status ctl list --local)" = 0 ] || fail "list failed"
        grep -q '^good ' "$work/out" && grep -q '^bad .*skipped' "$work/out" || fail "list: $(cat "$work/out")"
        # preloadd starts on it, says what it skipped, and serves the good application
        daemon_start --no-login-warm
        ctl status | grep -q "1 file with errors skipped" || fail "status line: $(ctl status)"
        ctl list | grep -q '^good ' || fail "preloadd's list lacks good"
        ctl --json list | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["skipped"][0]["id"] == "bad"' ||
                fail "list --json: no skipped"
        ;;
dirs)
        ctl cat-config > "$work/out"
        grep -q "^# Directories searched" "$work/out" || fail "cat-config does not list the directories"
        grep -q "^#   $c\$" "$work/out" || fail "cat-config does not name $c"
        grep -q "/etc/preloadd" "$src/shell-completion/bash/preloadctl" && fail "bash completion hard-codes /etc/preloadd"
        true
        ;;
utf8)
        printf '[Application]\nName=caf\xe9\nExec=/bin/true\n' > "$c/apps.d/latin1.conf"
        [ "$(status ctl check-config)" = 1 ] || fail "check-config accepts a non-UTF-8 Name="
        grep -q "latin1.conf:2: line is not valid UTF-8" "$work/err" || fail "no file:line: $(cat "$work/err")"
        ctl --json list --local 2>/dev/null | python3 -c 'import json,sys; json.load(sys.stdin)' || fail "list --json invalid"
        ctl --json cat-config 2>/dev/null | python3 -c 'import json,sys; json.load(sys.stdin)' || fail "cat-config --json invalid"
        ;;
completion)
        b=$src/shell-completion/bash/preloadctl
        for v in deps plan warm status evict cancel forget list reload cat-config check-config record bench doctor run; do
                grep -q "\\b$v\\b" "$b" || fail "bash completion lacks $v"
                grep -q "'$v:" "$src/shell-completion/zsh/_preloadctl" || fail "zsh completion lacks $v"
                grep -q -- "-a $v " "$src/shell-completion/fish/preloadctl.fish" || fail "fish completion lacks $v"
        done
        for o in --plan= --profile-dir= --mode= --config-dir=; do grep -q -- "$o" "$b" || fail "bash lacks $o"; done
        # Every long option a verb's help names is completed by all three shells.
        for v in deps plan warm status evict cancel forget list reload cat-config check-config record bench doctor run; do
                for o in $(ctl "$v" --help | grep -oE -- '(^| )--[a-z][a-z-]*' | tr -d ' ' | sort -u); do
                        grep -q -- "$o" "$b" || fail "bash completion lacks $v $o"
                        grep -q -- "$o" "$src/shell-completion/zsh/_preloadctl" || fail "zsh completion lacks $v $o"
                        grep -qE -- "-l ${o#--}( |\$)" "$src/shell-completion/fish/preloadctl.fish" ||
                                fail "fish completion lacks $v $o"
                done
        done
        bash -n "$b" || fail "bash completion does not parse"
        command -v zsh >/dev/null && { zsh -n "$src/shell-completion/zsh/_preloadctl" || fail "zsh does not parse"; }
        command -v fish >/dev/null && { fish -n "$src/shell-completion/fish/preloadctl.fish" || fail "fish does not parse"; }
        apps=$(PATH=$build/preloadctl:$PATH bash -c "source '$b'; __preloadctl_apps")
        [ "$apps" = good ] || fail "completion's app names: '$apps'"
        for f in bash-completion/completions/preloadctl zsh/site-functions/_preloadctl fish/vendor_completions.d/preloadctl.fish; do
                meson introspect --installed "$build" | grep -q "share/$f" || fail "meson does not install $f"
        done
        ;;
cancel)
        [ "$(status ctl cancel)" = 7 ] || fail "cancel without preloadd must exit 7"
        daemon_start --no-login-warm
        ctl cancel > "$work/out" || fail "cancel failed"
        grep -q "^0 warms cancelled" "$work/out" || fail "cancel: $(cat "$work/out")"
        [ "$(status ctl cancel 12345)" = 1 ] || fail "cancel of an unknown job must fail"
        [ "$(status ctl cancel good)" = 1 ] || fail "cancel of an app without jobs must fail"
        ;;
output)
        out=$(PATH=/usr/bin:/bin ctl deps true) || fail "deps true does not search PATH"
        grep -q "libc" <<<"$out" || fail "deps true: $out"
        e1=$(ctl --bogus 2>&1 || true); e2=$(ctl list --bogus 2>&1 || true)
        [ "$e1" = "preloadctl: unknown option '--bogus'; see --help" ] || fail "before a verb: $e1"
        [ "$e2" = "preloadctl: list: unknown option '--bogus'; see preloadctl list --help" ] || fail "after a verb: $e2"
        ctl warm --dry-run /bin/true | awk 'NR > 1 && NF == 3 && $2 !~ /[KMG0-9]$/ { exit 1 }' || fail "dry-run sizes"
        ctl warm --dry-run /bin/true | sed -n 2p | grep -qE '^ +0 +[0-9.]+[KMG]? ' || fail "dry-run not aligned"
        long=an-application-with-a-very-long-identifier-indeed
        printf '[Application]\nExec=/bin/true\n' > "$c/apps.d/$long.conf"
        ctl list --local > "$work/out"
        col=$(awk 'NR == 1 { print index($0, "TRIGGER") }' "$work/out")
        awk -v col="$col" 'NR > 1 && NF >= 4 && substr($0, col, 1) == " " { exit 1 }' "$work/out" ||
                fail "list columns break: $(cat "$work/out")"
        # Names wider or narrower than their bytes: the columns hold on a terminal.
        printf '[Application]\nName=Caf\xc3\xa9 \xc3\x9c\x62\x65r\nExec=/bin/true\n' > "$c/apps.d/cafe.conf"
        printf '[Application]\nName=\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e\nExec=/bin/true\n' > "$c/apps.d/jp.conf"
        LANG=C ctl list --local > "$work/out"
        python3 - "$work/out" <<'EOF' || fail "list columns break on non-ASCII names: $(cat "$work/out")"
import sys, unicodedata
def col(line, word):
        i = line.index(word)
        return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line[:i])
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
want = col(lines[0], "TRIGGER")
rows = [l for l in lines[1:] if " demand " in l]
assert len(rows) >= 4, rows
assert all(col(l, "demand") == want for l in rows), (want, [col(l, "demand") for l in rows])
EOF
        ;;
surprises)
        printf '\xef\xbb\xbf[Application]\nExec=/bin/true\n' > "$c/apps.d/bom.conf"
        printf '[Application]\nExec=/bin/true\n[Application]\nPriority=1\n' > "$c/apps.d/twice.conf"
        printf '[Application]\nExec=/bin/true\n' > "$c/apps.d/bad name.conf"
        printf '[Application]\nExec=/nonexistent/prog /bin/true\n' > "$c/apps.d/missing.conf"
        status ctl check-config > /dev/null
        grep -q "twice.conf:3: \[Application\] again" "$work/err" || fail "two sections merge silently"
        grep -q "bom.conf" "$work/err" && fail "BOM: $(cat "$work/err")"
        grep -q "bad name.conf: invalid application name" "$work/err" || fail "bad file name: $(cat "$work/err")"
        ctl list --local | grep -q 'Good One' || fail "list does not show Name="
        ctl plan 'Good One' > /dev/null || fail "Name= is not a target"
        ctl plan missing > /dev/null 2> "$work/err" || true
        grep -q "/nonexistent/prog.*missing.conf" "$work/err" || fail "missing Exec= without its file: $(cat "$work/err")"
        ;;
usage)
        # Launch counts from the usage file preloadd keeps: in list and status, on both routes.
        u=$XDG_CACHE_HOME/preloadd/usage
        mkdir -p "${u%/*}"
        now=$(( $(date +%s) * 1000000 ))
        printf 'preload-usage 1\napp good launches=5 last=%s weight=4800 after-login=0\n' $((now - 3600000000)) > "$u"
        printf 'app rarely launches=2 last=%s weight=1900 after-login=42000000\n' $((now - 172800000000)) >> "$u"
        printf 'app often launches=7 last=%s weight=6000 after-login=0\n' "$now" >> "$u"
        check_list() { # ROUTE-OPTIONS...
                ctl list "$@" > "$work/out"
                awk '$1 == "good" { print $(NF - 1) }' "$work/out" | grep -qx 5 || fail "list: no launch count: $(cat "$work/out")"
                # Learned applications, most used first, after the configured ones.
                sed -n '/^LEARNED/,$p' "$work/out" | awk 'NR > 1 { print $1 }' | tr '\n' ' ' | grep -qx 'often rarely ' ||
                        fail "list: learned applications: $(cat "$work/out")"
                grep -q "^rarely .*launched 2 times, last 2 days ago, score .*42 s after login" "$work/out" ||
                        fail "list: usage line: $(cat "$work/out")"
                ctl --json list "$@" | python3 -c '
import json, sys
d = json.load(sys.stdin)
good = [a for a in d["apps"] if a["id"] == "good"][0]
assert good["usage"]["launches"] == 5, good
assert [a["name"] for a in d["learned"]] == ["often", "rarely"], d["learned"]
assert d["learned"][1]["after_login_usec"] == 42000000' || fail "list --json: usage"
        }
        check_list --local
        ctl status --local good > "$work/out"
        grep -q "^good: launched 5 times, last 60 min ago" "$work/out" || fail "status: no usage: $(cat "$work/out")"
        ctl --json status --local good | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["residency"][0]["usage"]["launches"] == 5, d' || fail "status --json: usage"
        daemon_start --no-login-warm
        check_list
        ctl status good | grep -q "^good: launched 5 times" || fail "status through preloadd: no usage"
        # A broken usage file costs the counts, with file:line, not the verb.
        echo "app broken" >> "$u"
        [ "$(status ctl list --local)" = 0 ] || fail "list fails on a broken usage file"
        grep -q "^preloadctl: $u:5: .*launch counts not shown" "$work/err" || fail "broken usage file: $(cat "$work/err")"
        ;;
*) fail "unknown case $case" ;;
esac
echo "OK: $case"
