#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadctl bench on a loop device holding an ext4 image (so that its device counters see only
# this test): a program built here reads a 4 MiB data file at start. With its recorded profile the
# cold launch reads the file from the disk, the warm reads it, and the launch after the warm reads
# (next to) nothing; the JSON carries every phase. Then the same as an unprivileged user, whose
# eviction residency the kernel hides: the caveats must say so.
# Usage: bench.sh PRELOADCTL   (exit 77: skipped)
set -euo pipefail

PRELOADCTL=${1:?usage: bench.sh PRELOADCTL}
. "$(dirname "$0")/loop-ext4.sh"
loop_ext4 bench-test 64M python3 setpriv
chmod 755 "$work" "$mnt"

# The program and its data live on the loop device; the data file is read whole at start.
mkdir -p "$mnt/bin" "$mnt/share" "$work/profiles"
head -c $((4 << 20)) /dev/urandom > "$mnt/share/data"
cat > "$work/reader.c" <<'EOF'
#include <fcntl.h>
#include <unistd.h>
int main(int argc, char **argv) {
        char buf[65536];
        int fd = open(argv[1], O_RDONLY);
        if (fd < 0)
                return 2;
        while (read(fd, buf, sizeof(buf)) > 0)
                ;
        return 0;
}
EOF
${CC:-cc} -O2 -o "$mnt/bin/reader" "$work/reader.c"
chmod -R a+rX "$mnt"
sync

"$PRELOADCTL" record --mode=ptrace --name=reader --output="$work/profiles/reader.profile" -- \
        "$mnt/bin/reader" "$mnt/share/data" > /dev/null
grep -q "^file $mnt/share/data\$" "$work/profiles/reader.profile" || { echo "FAIL: data file not recorded"; exit 1; }

check() { # JSON-FILE ROOT
        python3 - "$1" "$2" "$mnt" <<'EOF'
import json, sys
j = json.load(open(sys.argv[1]))
root = sys.argv[2] == '1'
mnt = sys.argv[3]
MiB = 1 << 20
ph = j['phases']
fail = []
def want(cond, what):
        if not cond:
                fail.append(what)
want(j['plan_source'] == 'profile', 'plan source %r' % j['plan_source'])
want(j['profile'] and j['profile'].endswith('/reader.profile'), 'profile %r' % j['profile'])
want(j['runs'] == 2 and all(len(ph[p]['samples']) == 2 for p in ph), 'two samples per phase')
want(set(ph) == {'cold', 'warm', 'after_warm', 'warm_and_launch', 'again'}, 'phases %s' % sorted(ph))
want(j['device'] and j['device'].startswith('loop'), 'device %r' % j['device'])
# the cold launch read the data file from the disk; the warm did; the launch after it did not
want(ph['cold']['own_read_bytes'] >= 4 * MiB, 'cold own bytes %d' % ph['cold']['own_read_bytes'])
want(ph['cold']['dev_read_bytes'] >= 4 * MiB, 'cold device bytes %d' % ph['cold']['dev_read_bytes'])
want(ph['warm']['own_read_bytes'] >= 4 * MiB, 'warm own bytes %d' % ph['warm']['own_read_bytes'])
want(ph['after_warm']['dev_reads'] <= 5, 'after-warm device reads %d' % ph['after_warm']['dev_reads'])
want(ph['after_warm']['own_read_bytes'] < 256 * 1024, 'after-warm own bytes %d' % ph['after_warm']['own_read_bytes'])
want(ph['again']['own_read_bytes'] < 256 * 1024, 'again own bytes %d' % ph['again']['own_read_bytes'])
want(ph['warm_and_launch']['usec'] == ph['warm']['usec'] + ph['after_warm']['usec']
     or len(ph['warm']['samples']) > 1, 'total is warm + launch')
for p in ('cold', 'after_warm', 'again'):
        want(all(s['exit_status'] == 0 for s in ph[p]['samples']), '%s exit status' % p)
ev = j['evict']
want(ev['files'] >= 2, 'evicted files %d' % ev['files'])
if root:
        # as root residency is known: what stayed is what running processes map (libc), never
        # the files of the mount, which nothing maps
        want(ev['unknown_files'] == 0, 'root eviction unknown %s' % ev)
        want(not any(p.startswith(mnt) for p in ev['stayed']), 'files of the mount stayed %s' % ev)
        want(ev['stayed_bytes'] == 0 or any('stayed cached' in c for c in j['caveats']),
             'caveat on what stayed')
else:
        want(ev['unknown_files'] >= 2, 'unprivileged eviction must be unknown: %s' % ev)
        want(any('hides residency' in c for c in j['caveats']), 'caveat on hidden residency')
want(any('metadata' in c for c in j['caveats']), 'caveat on metadata')
if fail:
        print('FAIL (%s): %s' % ('root' if root else 'unprivileged', '; '.join(fail)))
        print(json.dumps(j, indent=1))
        sys.exit(1)
EOF
}

"$PRELOADCTL" bench --json --runs=2 --plan=profile --profile-dir="$work/profiles" --target=reader -- \
        "$mnt/bin/reader" "$mnt/share/data" > "$work/root.json"
check "$work/root.json" 1

# The table form names every phase.
"$PRELOADCTL" bench --runs=1 --plan=profile --profile-dir="$work/profiles" --target=reader -- \
        "$mnt/bin/reader" "$mnt/share/data" > "$work/table.txt"
for w in "cold launch" "warm --wait" "launch after warm" "warm + launch" "Caveats:"; do
        grep -q -- "$w" "$work/table.txt" || { echo "FAIL: table lacks '$w'"; cat "$work/table.txt"; exit 1; }
done

# A normal user: the same measurement, with what the kernel will not tell said as such.
chmod -R a+rX "$work/profiles"
cp "$PRELOADCTL" "$work/preloadctl" && chmod 755 "$work/preloadctl"
setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=/nonexistent \
        "$work/preloadctl" bench --json --runs=2 --plan=profile --profile-dir="$work/profiles" --target=reader -- \
        "$mnt/bin/reader" "$mnt/share/data" > "$work/user.json"
check "$work/user.json" 0

# Usage errors.
if "$PRELOADCTL" bench > /dev/null 2>&1; then echo "FAIL: bench without a command succeeded"; exit 1; fi
if "$PRELOADCTL" bench --runs=0 -- true > /dev/null 2>&1; then echo "FAIL: --runs=0 accepted"; exit 1; fi
echo "bench: cold, warm and after-warm phases measured as root and as an unprivileged user"
