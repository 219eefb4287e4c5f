#!/bin/sh
# Generates a seed corpus for one fuzz target from real files made or found at test time
# (no binaries are checked in). Usage: make-seeds.sh NAME OUTDIR TOPSRCDIR
set -eu
name=$1 out=$2 top=$3
cc=${CC:-cc}
rm -rf "$out"
mkdir -p "$out"
case $name in
elfimage|loader)
        tmp=$(mktemp -d)
        trap 'rm -rf "$tmp"' EXIT
        printf 'int lib(void){return 1;}\n' > "$tmp/lib.c"
        printf 'int lib(void);\nint main(void){return lib();}\n' > "$tmp/main.c"
        $cc -shared -fPIC -Wl,-soname,libseed.so.1 -o "$out/lib.so" "$tmp/lib.c"
        $cc -o "$out/pie" "$tmp/main.c" "$out/lib.so" -Wl,-rpath,'$ORIGIN/lib' -Wl,--disable-new-dtags
        $cc -o "$out/runpath" "$tmp/main.c" "$out/lib.so" -Wl,-rpath,/opt/x -Wl,--enable-new-dtags -Wl,-z,nodefaultlib
        $cc -m32 -o "$out/m32" "$tmp/main.c" -x c /dev/null 2>/dev/null || true
        $cc -static -o "$out/static" "$tmp/lib.c" -x c - 2>/dev/null <<'C' || true
int main(void){return 0;}
C
        for f in /usr/bin/true /lib64/ld-linux-x86-64.so.2; do
                [ -r "$f" ] && cp "$f" "$out/$(basename "$f")"
        done
        ;;
ldcache)
        cp /etc/ld.so.cache "$out/system.cache" 2>/dev/null || true
        tmp=$(mktemp -d)
        trap 'rm -rf "$tmp"' EXIT
        mkdir -p "$tmp/lib/glibc-hwcaps/x86-64-v2"
        printf 'int f(void){return 0;}\n' > "$tmp/f.c"
        $cc -shared -fPIC -Wl,-soname,libseed.so.1 -o "$tmp/lib/libseed.so.1" "$tmp/f.c"
        cp "$tmp/lib/libseed.so.1" "$tmp/lib/glibc-hwcaps/x86-64-v2/"
        echo "$tmp/lib" > "$tmp/conf"
        /sbin/ldconfig -X -C "$out/small.cache" -f "$tmp/conf" 2>/dev/null || true
        ;;
config)
        for f in "$top"/config/*.conf "$top"/config/apps.d/*.conf; do
                [ -f "$f" ] && cp "$f" "$out/"
        done
        printf '[Application]\nName=x\nExec=/usr/bin/true\nFiles=/usr/share/*.dat\nTrigger=login\nPriority=3\n' > "$out/app.conf"
        printf '[Daemon]\nMemoryBudget=50%%\nStrategy=willneed\nIOPriority=idle\nLoginDelaySec=5\n' > "$out/daemon.conf"
        ;;
profile)
        for f in "$top"/tests/fuzz/seeds-text/profile-*; do
                [ -f "$f" ] && cp "$f" "$out/"
        done
        ;;
portable)
        for f in "$top"/tests/fuzz/seeds-text/portable-*; do
                [ -f "$f" ] && cp "$f" "$out/"
        done
        ;;
usage)
        for f in "$top"/tests/fuzz/seeds-text/usage-*; do
                [ -f "$f" ] && cp "$f" "$out/"
        done
        ;;
metamap)
        for f in "$top"/tests/fuzz/seeds-text/metamap-*; do
                [ -f "$f" ] && cp "$f" "$out/"
        done
        ;;
metad)
        # First byte: the descriptors attached; then a request or a response (metad.h).
        z4='\0\0\0\0' z8='\0\0\0\0\0\0\0\0'
        printf "\002PMDQ\001\000\002\000$z4$z4\000\020\0\0\0\0\0\0\000\001" > "$out/request"
        printf "\001PMDQ\001\000\001\000$z4$z4$z8\001" > "$out/request-dir"
        printf "\000PMDA\001\000\002\000$z4$z4$z8$z8$z8$z8$z8$z8$z8$z8\000\006" > "$out/response"
        printf "\000PMDA\001\000\000\000\206\377\377\377$z4$z8$z8$z8$z8$z8$z8$z8$z8" > "$out/response-edquot"
        ;;
device-stat)
        # This machine's own counters, and lines of every shape the kernel has written.
        for f in /sys/block/*/stat; do
                [ -r "$f" ] && cp "$f" "$out/$(basename "$(dirname "$f")")"
        done
        printf '   15000     2000  1200000   140000     3000      500    90000    20000        0   100000   160000\n' > "$out/hdd-11"
        printf '41 0 1810 12 0 0 0 0 0 16 12 0 0 0 0\n' > "$out/idle-15"
        printf '18446744073709551615 0 0 0 0 0 0 0 0 1000 0 0 0 0 0 0 0\n' > "$out/max"
        ;;
openwatch)
        # fanotify records (little-endian): an open of seed.conf in the target's one marked
        # directory (fsid 1:2, handle type 1, bytes 0x11..0x18), a subdirectory's own open ("."),
        # and both in one read.
        meta='\003\000\030\000' nofd='\377\377\377\377\000\000\000\000'
        fid='\001\000\000\000\002\000\000\000\010\000\000\000\001\000\000\000\021\022\023\024\025\026\027\030'
        printf "\100\000\000\000$meta\040\000\000\000\000\000\000\000$nofd\002\000\050\000${fid}seed.conf\000\000\000" > "$out/open"
        printf "\070\000\000\000$meta\040\000\000\100\000\000\000\000$nofd\002\000\040\000${fid}.\000\000\000" > "$out/ondir"
        cat "$out/open" "$out/ondir" > "$out/two"
        ;;
fdinfo)
        # This process's own descriptors as the kernel describes them, and a write-only one.
        for f in /proc/self/fdinfo/*; do
                [ -r "$f" ] && cp "$f" "$out/fd-$(basename "$f")" 2>/dev/null || true
        done
        printf 'pos:\t4096\nflags:\t02102001\nmnt_id:\t24\nino:\t3\n' > "$out/log"
        ;;
cgroup-limits)
        # The files as the kernel writes them: v1 limits, v2 io.max, cpu.stat; and this machine's.
        printf '254:0 200\n7:0 1500\n' > "$out/v1"
        printf '8:0 rbps=41943040 wbps=max riops=1500 wiops=max\n8:16 rbps=max wbps=max riops=max wiops=max\n' > "$out/iomax"
        printf 'usage_usec 123456\nuser_usec 100000\nsystem_usec 23456\nnr_periods 0\n' > "$out/cpustat"
        cat /sys/fs/cgroup/cpu.stat > "$out/self-cpustat" 2>/dev/null || true
        ;;
mountinfo)
        # Eight bytes of mount id, then a table: this process's own (as id 22, its usual root),
        # and lines as the kernel writes them (escapes, optional fields, btrfs's numbers).
        { printf '\026\000\000\000\000\000\000\000'; cat /proc/self/mountinfo; } > "$out/self" 2>/dev/null || true
        { printf '\053\000\000\000\000\000\000\000'
          printf '22 1 253:1 / / rw,relatime shared:1 - ext4 /dev/vda1 rw\n'
          printf '43 27 0:39 / /srv/a\\040b rw,relatime - btrfs /dev/loop0 rw,subvolid=5,subvol=/\n'
          printf '44 22 0:27 / /run rw master:5 - tmpfs tmpfs rw\n'; } > "$out/btrfs"
        # bubblewrap's table for a Flatpak application: its tmpfs as /, the runtime's and the
        # application's deployments bound as /usr and /app, and the host's / of the same device.
        { printf '\001\000\000\000\000\000\000\000'
          printf '1500 1400 0:70 / / rw,nosuid,nodev - tmpfs tmpfs rw\n'
          printf '1501 1500 254:1 /var/lib/flatpak/runtime/org.freedesktop.Platform/x86_64/23.08/abc/files /usr ro master:1 - ext4 /dev/vda1 rw\n'
          printf '1502 1500 254:1 /var/lib/flatpak/app/org.example.App/x86_64/stable/def/files /app ro master:1 - ext4 /dev/vda1 rw\n'
          printf '1503 1500 0:71 /a\\040b /a\\040b rw - tmpfs tmpfs rw\n'
          printf '1 0 254:1 / / rw shared:1 - ext4 /dev/vda1 rw\n'
          printf '2 1 0:71 / /srv rw shared:7 - tmpfs tmpfs rw\n'; } > "$out/bwrap"
        ;;
xfsmeta)
        # Where the call started (8 bytes), its room (4), then struct xfs_bulkstat entries (192
        # bytes, the inode number first, the mode at byte 132): inode 100, a directory, and 101.
        { printf '\144\000\000\000\000\000\000\000\002\000\000\000'
          printf '\144\000\000\000\000\000\000\000'; head -c 124 /dev/zero; printf '\355\101'; head -c 58 /dev/zero
          printf '\145\000\000\000\000\000\000\000'; head -c 184 /dev/zero; } > "$out/two"
        ;;
btrfsmeta)
        # The item count (4 bytes), whether parents are kept (1), then search headers (transid,
        # objectid, offset: 8 bytes each; type, length: 4) each with its item: inode 257's
        # INODE_ITEM and its INODE_REF to 256, and 258's INODE_EXTREF to 300.
        z4='\000\000\000\000' z8='\000\000\000\000\000\000\000\000'
        o257='\001\001\000\000\000\000\000\000' o258='\002\001\000\000\000\000\000\000'
        { printf "\003\000\000\000\001"
          printf "$z8$o257$z8\001\000\000\000\004\000\000\000$z4"
          printf "$z8$o257\000\001\000\000\000\000\000\000\014\000\000\000\000\000\000\000"
          printf "$z8$o258$z8\015\000\000\000\023\000\000\000"
          printf "\054\001\000\000\000\000\000\000\002\000\000\000\000\000\000\000\001\000x"; } > "$out/refs"
        ;;
procstat)
        # This process's own, and commands the kernel writes as they are: spaces, parentheses,
        # the full 15 bytes.
        cp /proc/self/stat "$out/self" 2>/dev/null || true
        printf '4242 (a (b) c) S 1 4242 4242 0 -1 4194560 900 7 11 4 17 5 0 0 20 0 1 0 100\n' > "$out/parens"
        printf '7 (x86_64-linux-gn) R 1 7 7 0 -1 0 1 2 3 4 5 6\n' > "$out/long"
        ;;
protocol)
        printf '{"method":"Warm","parameters":{"target":"python3","wait":true}}' > "$out/warm"
        printf '{"method":"Status","parameters":{}}' > "$out/status"
        printf '{"method":"List"}' > "$out/list"
        printf '{"method":"Reload"}' > "$out/reload"
        printf '{"method":"Cancel","parameters":{"id":1}}' > "$out/cancel"
        printf '{"method":"Forget","parameters":{"apps":["gimp"]}}' > "$out/forget"
        ;;
esac
# An empty input is always worth replaying.
: > "$out/empty"
