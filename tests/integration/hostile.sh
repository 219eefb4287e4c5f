#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# Hostile inputs as users meet them on the command line, and the no-shell rule:
#  1. preloadctl plan/deps on malformed ELF files, FIFOs, devices, loops: exit status 1 and one
#     clear message "preloadctl: FILE: reason", never "(null)", never blocking;
#  2. preloadd --check on config directories holding FIFOs, device links, loops, a 100 MiB file,
#     an over-long line, NUL bytes: "preloadd: FILE:LINE: reason" for each, exit status 1;
#  3. no shell is ever run with config data: no system()/popen()/sh -c in the sources, exec only
#     where preloadctl runs the user's own command line, and preloadd under strace, fed config
#     full of shell syntax and asked to warm and reload it, never calls execve at all;
#  4. (as root) a process of the daemon's uid without one of its groups is refused, and
#     preloadctl then does the work in-process, with its own permissions;
#  5. a stopped preloadd (SIGSTOP): warm --wait, warm, status give up after --timeout with
#     "preloadd did not answer within N s", and never wait forever.
# Usage: hostile.sh BUILD_DIR SOURCE_DIR
set -euo pipefail

build=$(realpath "${1:?usage: hostile.sh BUILD_DIR SOURCE_DIR}")
src=$(realpath "${2:?usage: hostile.sh BUILD_DIR SOURCE_DIR}")
preloadctl=$build/preloadctl/preloadctl
preloadd=$build/daemon/preloadd
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }
work=$(mktemp -d)
daemon_pid=
strace_pid=
. "$(dirname "$(realpath "$0")")/teardown.sh"
cleanup() {
        set +e
        [ -n "$daemon_pid" ] && kill -9 "$daemon_pid" 2>/dev/null
        # gone before its directory is: it writes its log and socket there (under strace, it is
        # not our child, so not waited for by wait)
        wait_gone "$daemon_pid" "$strace_pid"
        rm -rf "$work"
}
trap cleanup EXIT

# ---- 1. preloadctl on hostile files ----

# Copies of /bin/true with one header field changed (little-endian x86-64 ELF).
python3 - "$work" <<'EOF'
import struct, sys
work = sys.argv[1]
b = bytearray(open("/bin/true", "rb").read())
phoff, = struct.unpack_from("<Q", b, 32)
phentsize, phnum = struct.unpack_from("<HH", b, 54)
def save(name, data):
    open("%s/%s" % (work, name), "wb").write(data)
save("cut-ident", b[:16])
save("cut-ehdr", b[:63])
save("cut-phdrs", b[:phoff + phentsize])
def phdr(i):
    return phoff + i * phentsize
def find(ptype):
    for i in range(phnum):
        if struct.unpack_from("<I", b, phdr(i))[0] == ptype:
            return phdr(i)
c = bytearray(b); struct.pack_into("<Q", c, find(1) + 8, len(b) + 4096); save("load-past-eof", c)
c = bytearray(b); struct.pack_into("<Q", c, find(2) + 8, 1 << 40); save("dynamic-past-eof", c)
c = bytearray(b); struct.pack_into("<H", c, 56, 0xffff); save("phnum-65535", c)
c = bytearray(b); struct.pack_into("<Q", c, find(1) + 8, 0xfffffffffffffff0); save("load-wraps", c)
EOF
mkfifo "$work/fifo"
ln -s loop-b "$work/loop-a"
ln -s loop-a "$work/loop-b"
mkdir "$work/dir"
printf '#!%s/loop-a\n' "$work" > "$work/script-loop"
chmod +x "$work/script-loop"

expect_ctl_error() { # FILE REASON [SHOWN_PATH [VERBS]]
        local file=$1 reason=$2 shown=${3:-$1} verb out rc
        for verb in ${4:-plan deps}; do
                rc=0
                out=$(timeout 10 "$preloadctl" $verb "$file" 2>&1 >/dev/null) || rc=$?
                [ $rc != 124 ] || fail "preloadctl $verb $file blocked"
                [ $rc = 1 ] || fail "preloadctl $verb $file exited $rc: $out"
                grep -q '(null)' <<<"$out" && fail "preloadctl $verb $file printed (null): $out"
                [ "$(tail -n1 <<<"$out")" = "preloadctl: $shown: $reason" ] ||
                        fail "preloadctl $verb $file: '$out', expected 'preloadctl: $shown: $reason'"
        done
        echo "preloadctl: $shown: $reason"
}

step "preloadctl on malformed and odd files"
expect_ctl_error "$work/cut-ident" "file too short for an ELF header"
expect_ctl_error "$work/cut-ehdr" "file too short for an ELF header"
expect_ctl_error "$work/cut-phdrs" "truncated program header table"
expect_ctl_error "$work/load-past-eof" "program header points past end of file"
expect_ctl_error "$work/dynamic-past-eof" "program header points past end of file"
expect_ctl_error "$work/load-wraps" "p_offset + p_filesz overflows"
expect_ctl_error "$work/phnum-65535" "absurd e_phnum"
expect_ctl_error "$work/fifo" "not a regular file"
expect_ctl_error /dev/zero "not a regular file"
expect_ctl_error "$work/dir" "is a directory"
expect_ctl_error "$work/loop-a" "Too many levels of symbolic links"
expect_ctl_error "$work/script-loop" "Too many levels of symbolic links" "$work/loop-a" plan # deps: ELF only
expect_ctl_error "$work/does-not-exist" "No such file or directory"

# ---- 2. preloadd --check on hostile config directories ----

expect_check_error() { # DIR EXPECTED_LINE...
        local dir=$1 out rc line
        shift
        rc=0
        out=$(timeout 10 "$preloadd" --check --config-dir="$dir" 2>&1) || rc=$?
        [ $rc != 124 ] || fail "preloadd --check on $dir blocked"
        [ $rc = 1 ] || fail "preloadd --check on $dir exited $rc: $out"
        grep -q '(null)' <<<"$out" && fail "preloadd --check printed (null): $out"
        # each expected line, or its beginning when it ends in "..."
        for line in "$@"; do
                awk -v want="preloadd: ${line%...}" -v whole="${line##*...}" \
                        'index($0, want) == 1 && (whole == "" || length($0) == length(want)) { found = 1 }
                         END { exit !found }' <<<"$out" ||
                        fail "preloadd --check: no 'preloadd: $line' in: $out"
                grep -F "preloadd: ${line%...}" <<<"$out"
        done
}

step "preloadd --check on hostile config directories"
c=$work/cfg1
mkdir -p "$c/apps.d"
mkfifo "$c/apps.d/fifo.conf" "$c/preloadd.conf"
ln -s /dev/zero "$c/apps.d/zero.conf"
ln -s loop.conf "$c/apps.d/loop.conf"
truncate -s 100M "$c/apps.d/huge.conf"
mkdir "$c/apps.d/dir.conf"
expect_check_error "$c" \
        "$c/preloadd.conf: not a regular file" \
        "$c/apps.d/fifo.conf: not a regular file" \
        "$c/apps.d/zero.conf: not a regular file" \
        "$c/apps.d/loop.conf: cannot open: Too many levels of symbolic links" \
        "$c/apps.d/huge.conf: file too large (104857600 bytes, at most 262144)"
grep -q "dir.conf" <<<"$("$preloadd" --check --config-dir="$c" 2>&1)" || fail "a directory named *.conf goes unreported"

c=$work/cfg2
mkdir -p "$c/apps.d"
{ printf '[Application]\nExec=/bin/true\nName='; head -c 200000 /dev/zero | tr '\0' x; printf '\n'; } > "$c/apps.d/long.conf"
printf '[Application]\nExec=/bin/true\x00\n' > "$c/apps.d/nul.conf"
printf '[Application]\nExec=/bin/true\n  indented=1\nkey: value\n[Application\n' > "$c/apps.d/syntax.conf"
expect_check_error "$c" \
        "$c/apps.d/long.conf:3: line too long (more than ..." \
        "$c/apps.d/nul.conf:2: line contains a NUL byte" \
        "$c/apps.d/syntax.conf:4: expected KEY=VALUE" \
        "$c/apps.d/syntax.conf:5: section header without closing ']'"

# ---- 3. no shell, ever ----

step "no system(), popen() or sh -c in the sources"
# a call has arguments: "name(" not followed by ")" (comments say "execvp()")
hits=$(grep -nE '\b(system|popen|wordexp)[[:space:]]*\([^)]|"/bin/sh"|"sh"[[:space:]]*,|"-c"' \
        "$src"/libpreload/*.c "$src"/libpreload/*/*.c "$src"/daemon/*.c "$src"/daemon/*/*.c "$src"/preloadctl/*.c || true)
[ -z "$hits" ] || fail "shell use in the sources: $hits"
# exec only where preloadctl runs the command line the user gave it (record, bench, run)
execs=$(grep -lZE '\b(exec(l|lp|le|v|vp|vpe|ve)|fexecve|posix_spawnp?)[[:space:]]*\([^)]' \
        "$src"/libpreload/*.c "$src"/libpreload/*/*.c "$src"/daemon/*.c "$src"/daemon/*/*.c "$src"/preloadctl/*.c | xargs -0rn1 basename | sort | tr '\n' ' ')
echo "files that exec: ${execs:-none}"
for f in $execs; do
        case $f in
        record-ptrace.c | ctl-record.c | ctl-bench.c | ctl-run.c) ;;
        *) fail "$f calls exec" ;;
        esac
done
if nm -D --undefined-only "$preloadd" 2>/dev/null | grep -qE ' (system|popen|execv|execvp|execve|execl|execlp|posix_spawn)(@|$)'; then
        # the recorder (record*.c) is part of the library preloadd links; the daemon must not reach it
        grep -qE 'record_' "$src"/daemon/*.c &&
                fail "the daemon calls into the recorder"
fi

# ---- 4. a same-uid process without one of the daemon's groups ----

if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
        step "a process of preloadd's uid without one of its groups: refused, preloadctl warms in-process"
        rt=$work/rt-groups
        mkdir -m 0700 "$rt" "$work/cfg-groups"
        XDG_RUNTIME_DIR=$rt setpriv --groups 0,65534 "$preloadd" --config-dir="$work/cfg-groups" \
                --no-login-warm 2>"$work/groups.log" &
        daemon_pid=$!
        # answering, not only bound: a connect between bind() and listen() is refused, and
        # preloadctl then warms in-process without a word (as it does with no daemon)
        for _ in $(seq 200); do
                XDG_RUNTIME_DIR=$rt setpriv --groups 0,65534 "$preloadctl" status >/dev/null 2>&1 && break
                sleep 0.05
        done
        [ -S "$rt/preloadd/control" ] || { cat "$work/groups.log" >&2; fail "preloadd did not start"; }
        out=$(XDG_RUNTIME_DIR=$rt setpriv --clear-groups "$preloadctl" warm --wait /bin/true 2>&1) ||
                fail "warm after a refusal failed: $out"
        grep -q "refused this process.*warming in-process" <<<"$out" || fail "no fallback said: $out"
        grep -q "^Warmed .* in 3 files" <<<"$out" || fail "not warmed in-process: $out"
        out=$(XDG_RUNTIME_DIR=$rt setpriv --clear-groups "$preloadctl" status 2>&1) &&
                fail "the daemon's own status served a refused process: $out"
        grep -q "preloadd refused this process" <<<"$out" || fail "refusal not explained: $out"
        grep -q "lacks group 65534, which preloadd holds" "$work/groups.log" || fail "refusal not logged"
        # the same call with the daemon's groups is the daemon's
        XDG_RUNTIME_DIR=$rt setpriv --groups 0,65534 "$preloadctl" warm --wait /bin/true >/dev/null
        grep -q "/bin/true: warming (job" "$work/groups.log" || fail "a peer with the groups was not served"
        kill -TERM "$daemon_pid"
        wait "$daemon_pid" || fail "preloadd did not exit cleanly: $(tail -5 "$work/groups.log")"
        daemon_pid=
fi

# ---- 5. a preloadd that never answers (stopped): every wait of preloadctl ends ----

step "a stopped preloadd: warm --wait and status give up with a clear message"
rt=$work/rt-stopped
mkdir -m 0700 "$rt" "$work/cfg-stopped"
XDG_RUNTIME_DIR=$rt "$preloadd" --config-dir="$work/cfg-stopped" --no-login-warm 2>"$work/stopped.log" &
daemon_pid=$!
for _ in $(seq 200); do [ -S "$rt/preloadd/control" ] && break; sleep 0.05; done
[ -S "$rt/preloadd/control" ] || { cat "$work/stopped.log" >&2; fail "preloadd did not start"; }
# answered while it runs, whatever the timeout
XDG_RUNTIME_DIR=$rt "$preloadctl" warm --wait --timeout=1 /bin/true >/dev/null || fail "warm --wait --timeout=1 failed"
kill -STOP "$daemon_pid"
for cmd in "warm --wait --timeout=1 /bin/true" "warm --timeout=1 /bin/true" "status --timeout=1 /bin/true" \
           "status --timeout=1"; do
        start=$(date +%s%N)
        rc=0
        out=$(XDG_RUNTIME_DIR=$rt timeout 30 "$preloadctl" $cmd 2>&1) || rc=$?
        took=$(( ($(date +%s%N) - start) / 1000000 ))
        [ $rc != 124 ] || { kill -CONT "$daemon_pid"; fail "preloadctl $cmd waited for a stopped preloadd"; }
        [ $rc = 1 ] || fail "preloadctl $cmd exited $rc: $out"
        grep -q "preloadd did not answer within 1 s" <<<"$out" || fail "preloadctl $cmd: $out"
        [ "$took" -lt 5000 ] || fail "preloadctl $cmd took $took ms"
        echo "preloadctl $cmd: gave up after $took ms: $out"
done
grep -q "invalid timeout" <<<"$(XDG_RUNTIME_DIR=$rt "$preloadctl" status --timeout=0 2>&1)" ||
        fail "--timeout=0 accepted"
kill -CONT "$daemon_pid"
kill -TERM "$daemon_pid"
wait "$daemon_pid" || fail "preloadd did not exit cleanly: $(tail -5 "$work/stopped.log")"
daemon_pid=

step "preloadd under strace, config full of shell syntax: no execve"
command -v strace >/dev/null || { echo "strace not installed, this part skipped"; exit 0; }
export XDG_RUNTIME_DIR=$work/rt
mkdir -m 0700 "$XDG_RUNTIME_DIR"
c=$work/cfg3
mkdir -p "$c/apps.d"
# Words a shell would run, each creating a pwned-* file; to the daemon they are names and paths to
# look up, nothing more. ${IFS} keeps each one word for the config's splitting on blanks; bare
# names (no '/') are relative to the daemon's directory, $work.
t='${IFS}'
cat > "$c/apps.d/semicolon.conf" <<EOF
[Application]
Name=\$(touch$t$work/pwned-name)
Exec=/bin/true;touch$t$work/pwned-semicolon /bin/true
EOF
cat > "$c/apps.d/subst.conf" <<EOF
[Application]
Exec=\$(touch${t}pwned-subst) \`touch${t}pwned-backtick\` /bin/true
Files=$work/*\$(touch$t$work/pwned-glob)* /bin/sh|touch$t$work/pwned-pipe /x&&touch$t$work/pwned-and
EOF
cat > "$c/apps.d/files.conf" <<EOF
[Application]
Exec=/bin/true
Files=/etc/hostname;touch$t$work/pwned-files
EOF
printf '[Daemon]\nStrategy=read\n' > "$c/preloadd.conf"
"$preloadd" --check --config-dir="$c" || fail "the config full of shell syntax does not load"
cd "$work"
ASAN_OPTIONS=detect_leaks=0 strace -f -qq -e trace=execve,execveat -o "$work/strace.log" \
        "$preloadd" --config-dir="$c" --no-login-warm 2> "$work/preloadd.log" &
strace_pid=$!
for _ in $(seq 200); do [ -S "$XDG_RUNTIME_DIR/preloadd/control" ] && break; sleep 0.05; done
[ -S "$XDG_RUNTIME_DIR/preloadd/control" ] || { cat "$work/preloadd.log" >&2; fail "preloadd did not start"; }
daemon_pid=$(pgrep -P "$strace_pid" -x preloadd || true)
[ -n "$daemon_pid" ] || fail "no preloadd under strace"
for app in semicolon subst files; do
        "$preloadctl" warm --wait "$app" >/dev/null 2>&1 || true
done
"$preloadctl" warm --wait '$(touch${IFS}'"$work"'/pwned-target)' "$work/;touch\${IFS}$work/pwned-target2" \
        >/dev/null 2>&1 || true
"$preloadctl" reload >/dev/null 2>&1 || true
"$preloadctl" list >/dev/null
kill -TERM "$daemon_pid"
wait "$strace_pid" || fail "preloadd did not exit cleanly: $(tail -5 "$work/preloadd.log")"
daemon_pid= strace_pid=
for app in semicolon subst files; do
        grep -q "^<6>$app: warming (job" "$work/preloadd.log" || fail "$app was not warmed by the daemon"
done
n=$(grep -c 'execve' "$work/strace.log" || true)
echo "execve calls by preloadd and its threads: $((n - 1)) (besides its own start)"
[ "$n" = 1 ] || fail "preloadd executed something: $(grep execve "$work/strace.log")"
ls "$work"/pwned-* 2>/dev/null && fail "a shell ran config data"
echo OK
