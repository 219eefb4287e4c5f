#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# The man pages render without warnings (man -l) and document every verb and option the programs
# accept, every configuration key the loader knows, and every exit status.
# Usage: man-check.sh SOURCE_DIR BUILD_DIR   (exit 77: skipped)
set -euo pipefail

src=${1:?usage: man-check.sh SOURCE_DIR BUILD_DIR}
build=${2:?usage: man-check.sh SOURCE_DIR BUILD_DIR}
command -v man >/dev/null || { echo "SKIP: man not available"; exit 77; }
[ -f "$build/man/preloadctl.1" ] || { echo "SKIP: man pages not built (no scdoc)"; exit 77; }
preloadctl=$build/preloadctl/preloadctl
preloadd=$build/daemon/preloadd
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }

for page in preloadd.8 preloadctl.1 preloadd.conf.5; do
        MANWIDTH=120 man --warnings -l "$build/man/$page" > "$work/$page.txt" 2> "$work/$page.err" || fail "$page: man failed"
        [ -s "$work/$page.err" ] && fail "$page: man warns: $(cat "$work/$page.err")"
        [ "$(wc -l < "$work/$page.txt")" -gt 50 ] || fail "$page: rendered to almost nothing"
        # Rendering joins hyphenated words across lines; undo that for the searches below.
        sed -e ':a' -e '/‐$/N; s/‐\n *//; ta' "$work/$page.txt" > "$work/$page.flat"
done

documented() { # PAGE WORD: WORD appears, not as a part of a longer option or name
        local re
        re=$(printf '%s' "$2" | sed -e 's/[].*^$[]/\\&/g')
        [ -n "$re" ] || return 1
        grep -qE -- "(^|[^A-Za-z0-9-])$re([^A-Za-z0-9-]|$)" "$work/$1.flat"
}

# Every verb preloadctl lists, and every option of it and of its verbs.
verbs=$("$preloadctl" --help | sed -n '/^Verbs:/,/^$/p' | awk 'NF && !/^Verbs:/ { print $1 }')
[ -n "$verbs" ] || fail "no verbs in preloadctl --help"
for v in $verbs; do
        grep -qE "^ {7}$v( |$)" "$work/preloadctl.1.flat" || fail "preloadctl.1: verb '$v' not documented"
done
options=$({
        "$preloadctl" --help
        for v in $verbs; do "$preloadctl" "$v" --help 2>/dev/null || true; done
        # Options parsed by the daemon-facing verbs (ctl-daemon.c) that have no help text of their own.
        grep -o '{ "[a-z-]*", [a-z_]*argument' "$src/preloadctl/ctl-daemon.c" | sed 's/{ "\([a-z-]*\)".*/--\1/'
        grep -o '{ "[a-z-]*", [a-z_]*argument' "$src/preloadctl/ctl-warm.c" | sed 's/{ "\([a-z-]*\)".*/--\1/'
} | grep -oE -- '--[a-z][a-z-]+' | sort -u)
for o in $options; do
        documented preloadctl.1 "$o" || fail "preloadctl.1: option '$o' not documented"
done
for o in $("$preloadd" --help | grep -oE -- '--[a-z][a-z-]+' | sort -u); do
        documented preloadd.8 "$o" || fail "preloadd.8: option '$o' not documented"
done

# Every key the loader accepts (the strcmp(name, "Key") tests in config-parse.c).
keys=$(grep -oE 'strcmp\(name, "[A-Za-z]+"\)' "$src/libpreload/target/config-parse.c" | sed 's/.*"\(.*\)".*/\1/' | sort -u)
[ -n "$keys" ] || fail "no keys found in config-parse.c"
for k in $keys; do
        documented preloadd.conf.5 "$k=" || fail "preloadd.conf.5: key '$k=' not documented"
done
for s in '[Application]' '[Daemon]'; do
        documented preloadd.conf.5 "$s" || fail "preloadd.conf.5: section $s not documented"
done

# Exit statuses: the ones ctl.h defines, and preloadd's.
section() { sed -n "/^EXIT STATUS/,/^[A-Z]/p" "$work/$1.flat"; }
for code in $(grep -oE 'CTL_EXIT_[A-Z_]+ = [0-9]+' "$src/preloadctl/ctl.h" | awk '{ print $3 }'); do
        section preloadctl.1 | grep -qE "^ {7}$code$" || fail "preloadctl.1: exit status $code not documented"
done
for code in 0 1 2; do
        section preloadd.8 | grep -qE "^ {7}$code$" || fail "preloadd.8: exit status $code not documented"
done

# Every method of the protocol.
for m in $(grep -oE 'PROTOCOL_METHOD_[A-Z]+ PROTOCOL_INTERFACE "\.[A-Za-z]+"' "$src/libpreload/ipc/protocol.h" | grep -oE '[A-Za-z]+"$' | tr -d '"'); do
        documented preloadd.8 "io.preloadd.$m" || fail "preloadd.8: method io.preloadd.$m not documented"
done

[ $failed = 0 ] && echo "man pages: rendered cleanly; verbs, options, keys, methods and exit statuses documented"
exit $failed
