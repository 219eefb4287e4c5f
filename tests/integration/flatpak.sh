#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadd learns a Flatpak application by the host paths of its files: under a real
# `systemd --user` manager with a session bus, `flatpak run org.preload.Test` (Flatpak asks the
# manager for app-flatpak-org.preload.Test-PID.scope itself, as it does on a desktop) runs a
# program that maps libraries of its own under /app/lib, maps a data file under /app/share and
# reads a small one there, over a runtime of our own. Everything is built here from local files,
# offline: a runtime org.preload.Platform (the host's ld.so, libc and ldconfig), the application
# org.preload.Test (learnprog.c linked with two libraries), both exported into a local repository
# and installed with `flatpak --user` into a home of the test's own. The application is launched
# four times, each launch waited for until it is over and merged:
#   1. each launch shows in launches.apps as the unit Flatpak made for it, counted once;
#   2. a learned profile of it exists after the third launch at the latest, named by the
#      application (or its program; not by bubblewrap, which every Flatpak launch runs), and holds
#      host paths only: every file exists on the host with the device and inode its "id" line
#      names (a runtime file by its /usr path, or the ld.so.cache Flatpak makes for the sandbox by
#      /etc/ld.so.cache, would name another file there: the host's own ones by those paths are in
#      it rightly, read by flatpak, bubblewrap and xdg-dbus-proxy outside the sandbox), none under
#      /app or /run/flatpak; the application's libraries and data file are there by their host
#      paths under ~/.local/share/flatpak/app/org.preload.Test/, the runtime's libc under
#      ~/.local/share/flatpak/runtime/org.preload.Platform/, and its plan reads the library;
#   3. the fourth launch, the installed files evicted before it, is warmed from it (plan_source
#      "profile", state "done", bytes read).
# Runs as root, as the other user-manager tests do (the manager is root's): Flatpak is started
# as a desktop user's launch would be, without capabilities but CAP_SETFCAP (bubblewrap as uid 0
# does not make a user namespace by itself, and mapping uid 0 in one needs CAP_SETFCAP since
# Linux 5.12), its bubblewrap given --unshare-user --cap-drop ALL (FLATPAK_BWRAP): the sandbox
# is then the one an unprivileged user gets, user, mount and pid namespaces, no capabilities.
# Usage: flatpak.sh BUILD_DIR   (exit 77: skipped: not root, no harness, or no sandbox possible
# here outside CI; with CI set a sandbox that cannot run fails). Runs itself with --inner inside
# the manager.
set -euo pipefail

here=$(dirname "$(realpath "$0")")
APP_ID=org.preload.Test
RUNTIME_ID=org.preload.Platform
PROG_NAME=fpapp

if [ "${1:-}" = --inner ]; then
        # Inside the manager. From the outer part: PRELOADCTL, WORK, HOME, the XDG_*_HOME, FPRUN
        # (the launch command), APP_FILES and RUNTIME_FILES (the installed trees on the host).
        echo "$XDG_RUNTIME_DIR" >"$WORK/rt-path"
        failures=0
        fail() { echo "FAIL: $*" >&2; exit 1; }
        trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
        step() { echo "== ${SECONDS}s: $*"; }
        ctl() { "$PRELOADCTL" "$@"; }
        profiles=$XDG_CACHE_HOME/preloadd/profiles
        # Flatpak reaches the manager at /run/user/UID/systemd/private, whatever XDG_RUNTIME_DIR
        # says: the manager's runtime directory is put there, in the harness's mount namespace
        # (the outer part made /run/user a tmpfs of this namespace's own).
        mkdir -p "/run/user/$(id -u)"
        mount --bind "$XDG_RUNTIME_DIR" "/run/user/$(id -u)"
        # q PYTHON-EXPRESSION: over preloadd's status: s, its launches l, the records by unit
        # (units), and mine: the records of the application, by its id or its program.
        q() {
                ctl status --json | python3 -c '
import json, os, sys
s = json.load(sys.stdin)
l = s["launches"]
units = {a["unit"]: a for a in l["apps"] if a["unit"]}
names = (os.environ["APP_ID"], os.environ["PROG_NAME"])
mine = [a for a in l["apps"] if a["app"] in names or a["unit_app_id"] == names[0]]
shown = sum(a["launches"] for a in mine)
print(eval(sys.argv[1]))' "$1"
        }
        check() { # PYTHON-CONDITION MESSAGE: a failed check is reported with the status, and counted
                [ "$(q "$1")" = True ] && return 0
                echo "FAIL: $2" >&2
                echo "--- preloadd's status:" >&2
                ctl status --json >&2 || true
                failures=$((failures + 1))
        }
        # The learned profile of the application: by its id or its program's name, or as preloadd
        # named the application of its last launch (check_name says whether that name will do).
        profile() {
                local n
                for n in "$APP_ID" "$PROG_NAME" "$(q "(mine or [{}])[0].get('app') or ''" 2>/dev/null)"; do
                        [ -n "$n" ] || continue
                        [ -e "$profiles/$n.profile" ] && { echo "$profiles/$n.profile"; return 0; }
                done
                return 0
        }
        observed() {
                local p
                p=$(profile)
                [ -n "$p" ] || { echo 0; return 0; }
                sed -n 's/^observed \([0-9]*\)$/\1/p' "$p" | grep . || echo 0
        }
        app_units() { # "UNIT STATE" of the application's scopes; listing never loads a unit
                systemctl --user list-units --no-legend --plain --full 'app-*' |
                        awk -v id="app-flatpak-$APP_ID-" 'substr($1, 1, length(id)) == id { print $1, $3 }'
        }
        # fp_launch N: `flatpak run` in the background, as a terminal's would run; sets $unit to
        # the scope Flatpak asked the manager for, once it has it.
        fp_launch() {
                local n=$1 before
                before=$(app_units)
                echo "=== launch $n" >>"$WORK/flatpak-run.log"
                $FPRUN "$APP_ID" 2.5 "/app/share/$APP_ID/data.bin" "+/app/share/$APP_ID/conf" \
                        >>"$WORK/flatpak-run.log" 2>&1 &
                fp_pid=$!
                unit=
                for _ in $(seq 100); do
                        unit=$(app_units | awk '{ print $1 }' | grep -vxF -f <(echo "$before" | awk '{ print $1 }') | head -1 || true)
                        [ -n "$unit" ] && break
                        kill -0 "$fp_pid" 2>/dev/null || break
                        sleep 0.1
                done
                [ -n "$unit" ] || fail "launch $n: flatpak made no unit app-flatpak-$APP_ID-*.scope (flatpak run said: $(tail -5 "$WORK/flatpak-run.log"))"
                echo "launch $n: $unit"
        }
        wait_over() { # N: until flatpak run has exited, and its scope is gone
                local rc=0 state
                wait "$fp_pid" || rc=$?
                [ "$rc" = 0 ] || fail "launch $1: flatpak run exited with $rc: $(tail -5 "$WORK/flatpak-run.log")"
                for _ in $(seq 100); do
                        state=$(app_units | awk -v u="$unit" '$1 == u { print $2 }')
                        [ -z "$state" ] && return 0
                        sleep 0.1
                done
                fail "launch $1: $unit still $state 10 s after flatpak run exited"
        }
        wait_merged() { # N BEFORE: until the profile was merged from one launch more (bounded)
                for _ in $(seq 100); do
                        [ "$(observed)" -gt "$2" ] && break
                        sleep 0.1
                done
                local p
                p=$(profile)
                if [ -n "$p" ]; then
                        echo "launch $1: learned profile ${p##*/}, merged from $(observed) launches"
                else
                        echo "launch $1: no learned profile (profiles: $(ls "$profiles" 2>/dev/null | tr '\n' ' '))"
                fi
        }
        # check_host_paths PROFILE: every file a host path with its device and inode, none a path
        # of the sandbox, the application's own files there by their host paths.
        check_host_paths() {
                python3 - "$1" <<'EOP'
import os, sys
prof, app, rt = sys.argv[1], os.environ["APP_FILES"], os.environ["RUNTIME_FILES"]
def unescape(tok):
    if tok == '""':
        return ""
    out, i = bytearray(), 0
    while i < len(tok):
        c = tok[i]
        if c == "\\":
            n = tok[i + 1]
            if n == "x":
                out.append(int(tok[i + 2:i + 4], 16)); i += 4; continue
            out += {"\\": b"\\", '"': b'"', "n": b"\n", "t": b"\t"}[n]
            i += 2; continue
        out += c.encode(); i += 1
    return os.fsdecode(bytes(out))
files, lookups, cur = [], [], None
for line in open(prof, encoding="utf-8", errors="surrogateescape"):
    w = line.rstrip("\n").split(" ")
    if w[0] == "file":
        cur = [unescape(w[1]), None]; files.append(cur)
    elif w[0] == "id" and cur is not None and cur[1] is None:
        cur[1] = dict(kv.split("=", 1) for kv in w[1:])
    elif w[0] in ("lookup", "lookup-in"):
        lookups.append(unescape(w[1]))
# A path inside the sandbox: /app, Flatpak's own run directory, or a file that exists on the host
# by that path but is another one there (a runtime file by its /usr path, the ld.so.cache Flatpak
# makes for the sandbox under /etc: their device and inode tell; the host's own files by those
# paths are in it rightly, read by flatpak, bubblewrap and xdg-dbus-proxy outside the sandbox).
bad = []
for path, fid in files:
    if path.startswith(("/app/", "/run/flatpak/", "/.flatpak-info")):
        bad.append("%s: a path inside the sandbox" % path); continue
    if fid is None or "dev" not in fid:
        bad.append("%s: no native id line" % path); continue
    try:
        st = os.stat(path)
    except OSError as e:
        bad.append("%s: not on the host (%s)" % (path, e.strerror)); continue
    dev = "%d:%d" % (os.major(st.st_dev), os.minor(st.st_dev))
    if fid["dev"] != dev or int(fid["ino"]) != st.st_ino:
        bad.append("%s: id dev=%s ino=%s, the host's file there dev=%s ino=%d" % (path, fid["dev"], fid["ino"], dev, st.st_ino))
for path in lookups:
    if path.startswith(("/app/", "/run/flatpak/", "/.flatpak-info")):
        bad.append("lookup %s: a path inside the sandbox" % path)
paths = [f[0] for f in files]
# The application's own files, by their host paths (through "active" or the commit's directory).
home_app = os.path.join(os.environ["XDG_DATA_HOME"], "flatpak", "app", os.environ["APP_ID"]) + "/"
home_rt = os.path.join(os.environ["XDG_DATA_HOME"], "flatpak", "runtime", os.environ["RUNTIME_ID"]) + "/"
for home, tree, want in ((home_app, app, "lib/libfpa.so"), (home_app, app, "lib/libfpb.so"),
                         (home_app, app, "share/%s/data.bin" % os.environ["APP_ID"]),
                         (home_rt, rt, "lib/%s/libc.so.6" % os.environ["MULTIARCH"])):
    got = [p for p in paths if p.startswith(home) and p.endswith("/files/" + want)
           and os.path.realpath(p) == os.path.realpath(os.path.join(tree, want))]
    if not got:
        bad.append("%s is not in it by its host path (%s.../files/%s)" % (want, home, want))
print("profile %s: %d files, %d lookups" % (prof, len(files), len(lookups)))
for p in paths:
    print("  file", p)
for b in bad:
    print("FAIL: learned profile:", b, file=sys.stderr)
sys.exit(1 if bad else 0)
EOP
        }

        plan_reads_app() { # preloadctl plan --json on stdin: the application's library by its host path
                python3 -c '
import json, os, sys
home = os.path.join(os.environ["XDG_DATA_HOME"], "flatpak", "app", os.environ["APP_ID"]) + "/"
def strings(v):
    if isinstance(v, str):
        yield v
    elif isinstance(v, (dict, list)):
        for x in (v.values() if isinstance(v, dict) else v):
            yield from strings(x)
found = [s for s in strings(json.load(sys.stdin)) if s.startswith(home) and s.endswith("/files/lib/libfpa.so")]
print("the plan of the learned profile reads %s" % (found[0] if found else "no " + home + ".../files/lib/libfpa.so"))
sys.exit(0 if found else 1)'
        }

        step "a session bus (dbus.socket); the manager takes org.freedesktop.systemd1 on it"
        systemctl --user start dbus.socket
        export DBUS_SESSION_BUS_ADDRESS=unix:path=$XDG_RUNTIME_DIR/bus
        for _ in $(seq 100); do
                busctl --user --no-legend list 2>/dev/null | awk '{ print $1 }' | grep -qx org.freedesktop.systemd1 && break
                sleep 0.1
        done
        busctl --user --no-legend list | awk '{ print $1 }' | grep -qx org.freedesktop.systemd1 ||
                fail "the user manager is not on the session bus"

        step "preloadd follows the manager through the session bus"
        # The fixture is small and the disk may be fast: the decision would be no warm at all
        # (decide.h). The launch warm is tested with the decision forced to a race (launch.sh).
        systemctl --user set-environment PRELOAD_DECIDE=choice=race
        systemctl --user start preloadd.socket
        ctl list >/dev/null
        [ "$(q "l['watching'] and l['bus'] == 'session' and l['error'] is None")" = True ] ||
                { ctl status --json >&2; fail "preloadd does not follow the manager through the session bus"; }

        profile_name=
        for n in 1 2 3 4; do
                step "launch $n: flatpak run $APP_ID"
                if [ "$n" = 4 ] && [ -n "$profile_name" ]; then
                        for _ in $(seq 100); do
                                [ "$(q "'$profile_name' in l['prepared']['profiles']")" = True ] && break
                                sleep 0.1
                        done
                        # The installed files out of the cache, so that the warm has them to read.
                        find "$XDG_DATA_HOME/flatpak" -type f -exec dd if={} iflag=nocache count=0 status=none \;
                fi
                shown=$(q shown)
                merged=$(observed)
                fp_launch "$n"
                if [ "$n" = 4 ]; then
                        # 3. warmed from the learned profile: until its warm is over, at most 20 s
                        for _ in $(seq 200); do
                                [ "$(q "units.get('$unit', {}).get('state') in ('done', 'failed', 'cancelled', 'skipped')")" = True ] && break
                                sleep 0.1
                        done
                        echo "launch 4: $(q "{k: units.get('$unit', {}).get(k) for k in ('app', 'kind', 'state', 'plan_source', 'profile', 'plan_bytes', 'bytes', 'skipped', 'error')}")"
                        check "units.get('$unit', {}).get('plan_source') == 'profile' and units['$unit']['state'] == 'done' and units['$unit']['bytes'] > 0" \
                                "launch 4 ($unit) was not warmed from the learned profile ${profile_name:-(none)}: its entry in launches.apps needs plan_source \"profile\" and state \"done\""
                fi
                wait_over "$n"
                wait_merged "$n" "$merged"
                p=$(profile)
                profile_name=$(basename "${p:-}" .profile)
                # 1. in launches.apps, counted once, by the unit Flatpak made
                check "units.get('$unit', {}).get('unit_app_id') == '$APP_ID' and shown == $shown + 1" \
                        "launch $n ($unit) does not show in launches.apps as $APP_ID, counted once (its launches were $shown before it)"
                if [ "$n" = 3 ]; then
                        # 2. learned within three launches, by host paths only, named by the
                        # application (a profile named by the sandbox's launcher would be every
                        # Flatpak application's), and its warm reads the application's library
                        if [ -z "$p" ]; then
                                echo "FAIL: no learned profile of $APP_ID after three launches (looked for $APP_ID.profile, $PROG_NAME.profile in $profiles: $(ls "$profiles" 2>/dev/null | tr '\n' ' '))" >&2
                                ctl status --json >&2 || true
                                failures=$((failures + 1))
                        else
                                if [ "$profile_name" != "$APP_ID" ] && [ "$profile_name" != "$PROG_NAME" ]; then
                                        echo "FAIL: the learned profile is named $profile_name, not by the application ($APP_ID) or its program ($PROG_NAME): every Flatpak application's launches would be learned into it" >&2
                                        failures=$((failures + 1))
                                fi
                                if ! check_host_paths "$p"; then
                                        echo "--- the learned profile:" >&2
                                        cat "$p" >&2
                                        failures=$((failures + 1))
                                fi
                                if ! ctl plan --json --plan=profile "$profile_name" | plan_reads_app; then
                                        echo "FAIL: preloadctl plan $profile_name does not read the application's library by its host path" >&2
                                        failures=$((failures + 1))
                                fi
                        fi
                fi
        done
        step "a clean stop"
        systemctl --user stop preloadd.service preloadd.socket
        if [ "$failures" -gt 0 ]; then
                echo "$failures check(s) failed" >&2
                exit 1
        fi
        echo "OK"
        exit 0
fi

build=$(realpath "${1:?usage: flatpak.sh BUILD_DIR}")
[ "$(id -u)" = 0 ] || { echo "SKIP: needs root (a user manager with its own cgroup)"; exit 77; }
[ -x "${USER_MANAGER_TEST:-$here/user-manager-run}" ] ||
        { echo "SKIP: no user manager harness at ${USER_MANAGER_TEST:-$here/user-manager-run}"; exit 77; }
user_units=$(pkg-config --variable=systemduserunitdir systemd 2>/dev/null || echo /usr/lib/systemd/user)
for t in flatpak bwrap setpriv busctl python3 "${CC:-cc}"; do
        command -v "$t" >/dev/null || { echo "FAIL: $t is not installed (scripts/install-deps installs what this test needs)" >&2; exit 1; }
done
[ -e "$user_units/dbus.socket" ] || { echo "FAIL: no $user_units/dbus.socket: dbus-user-session is not installed (scripts/install-deps)" >&2; exit 1; }

# Everything of the test in a path without blanks that a process without capabilities may reach
# (as kio.sh): the build directory when it is one, else /var/tmp.
if [[ $build =~ ^[A-Za-z0-9._/+-]+$ ]] && setpriv --bounding-set=-all --inh-caps=-all sh -c 'cd "$1"' sh "$build" 2>/dev/null; then
        UM_WORK_PARENT=$build
else
        UM_WORK_PARENT=/var/tmp
fi
export UM_WORK_PARENT
. "$here/user-manager-lib.sh"
um_prepare "$build" flatpak-test
cp "$here/flatpak.sh" "$work/flatpak.sh"

# No session bus of the machine's is used: the inner part starts its own.
unset DBUS_SESSION_BUS_ADDRESS
# A home of the test's own: the Flatpak installation (~/.local/share/flatpak), nothing configured
# for preloadd, the shipped application lists masked.
export HOME=$work/home
export XDG_CONFIG_HOME=$HOME/.config XDG_CACHE_HOME=$HOME/.cache XDG_DATA_HOME=$HOME/.local/share
mkdir -p "$XDG_CONFIG_HOME/preloadd/apps.d" "$XDG_DATA_HOME"
for f in /usr/lib/preloadd/apps.d/*.conf /usr/local/lib/preloadd/apps.d/*.conf; do
        [ -e "$f" ] && ln -sf /dev/null "$XDG_CONFIG_HOME/preloadd/apps.d/$(basename "$f")"
done
# Flatpak's state stays in the home: no system installation is looked at or written.
export FLATPAK_SYSTEM_DIR=$work/flatpak-system FLATPAK_CONFIG_DIR=$work/flatpak-etc
mkdir -p "$FLATPAK_SYSTEM_DIR" "$FLATPAK_CONFIG_DIR"
fp() { flatpak "$@" >>"$work/flatpak-build.log" 2>&1 || { echo "FAIL: flatpak $*: $(tail -5 "$work/flatpak-build.log")" >&2; exit 1; }; }

echo "== ${SECONDS}s: the runtime $RUNTIME_ID and the application $APP_ID, built and installed from local files"
src=$work/flatpak-src repo=$work/flatpak-repo
# The runtime: its /usr holds the host's dynamic linker and libc, and ldconfig (Flatpak runs it
# in the sandbox to make the application's ld.so.cache).
rt=$src/runtime
multiarch=$(${CC:-cc} -print-multiarch)
mkdir -p "$rt/files" "$rt/usr/lib/$multiarch" "$rt/usr/lib64" "$rt/usr/bin"
cp -L "/lib/$multiarch/libc.so.6" "/lib/$multiarch/ld-linux-x86-64.so.2" "$rt/usr/lib/$multiarch/"
ln -s "../lib/$multiarch/ld-linux-x86-64.so.2" "$rt/usr/lib64/ld-linux-x86-64.so.2"
cp -L /sbin/ldconfig "$rt/usr/bin/ldconfig"
cat >"$rt/metadata" <<EOM
[Runtime]
name=$RUNTIME_ID
runtime=$RUNTIME_ID/x86_64/1
sdk=$RUNTIME_ID/x86_64/1
EOM
fp build-export --disable-fsync --runtime "$repo" "$rt" 1
fp --user remote-add --no-gpg-verify local "file://$repo"
fp --user install -y --noninteractive local "$RUNTIME_ID//1"
# The application (build-init needs its runtime and SDK installed): learnprog (see learnprog.c)
# linked with two libraries of its own (256 KiB of data each, a page of it read as it starts),
# found in /app/lib by its run path.
app=$src/app
fp build-init "$app" "$APP_ID" "$RUNTIME_ID" "$RUNTIME_ID" 1
mkdir -p "$app/files/bin" "$app/files/lib" "$app/files/share/$APP_ID"
for l in a b; do
        printf 'const char fp_%s_data[262144] = {1};\nint fp_%s(void) { return fp_%s_data[4096 * 7]; }\n' \
                "$l" "$l" "$l" >"$src/lib$l.c"
        ${CC:-cc} -O1 -shared -fPIC -o "$app/files/lib/libfp$l.so" "$src/lib$l.c"
done
printf 'int fp_a(void);\nint fp_b(void);\n__attribute__((constructor)) static void use(void) { fp_a(); fp_b(); }\n' >"$src/use.c"
${CC:-cc} -O1 -o "$app/files/bin/$PROG_NAME" "$here/learnprog.c" "$src/use.c" \
        -L"$app/files/lib" -lfpa -lfpb -Wl,-rpath,/app/lib
head -c $((1024 * 1024 + 4096)) /dev/urandom >"$app/files/share/$APP_ID/data.bin"
head -c 6000 /dev/urandom >"$app/files/share/$APP_ID/conf"
fp build-finish "$app" --command="$PROG_NAME"
fp build-export --disable-fsync "$repo" "$app"
fp --user install -y --noninteractive local "$APP_ID"
APP_FILES=$XDG_DATA_HOME/flatpak/app/$APP_ID/current/active/files
RUNTIME_FILES=$XDG_DATA_HOME/flatpak/runtime/$RUNTIME_ID/x86_64/1/active/files
[ -x "$APP_FILES/bin/$PROG_NAME" ] && [ -e "$RUNTIME_FILES/lib/$multiarch/libc.so.6" ] ||
        { echo "FAIL: $APP_ID or $RUNTIME_ID not installed where expected: $(find "$XDG_DATA_HOME/flatpak" -maxdepth 5 | head -20)" >&2; exit 1; }
sync

# Flatpak run as a desktop user's launch runs: no capabilities, but CAP_SETFCAP that a uid 0
# needs to map itself in a user namespace (bubblewrap as uid 0 makes none itself: the wrapper asks).
cat >"$work/bin-bwrap" <<EOW
#!/bin/sh
exec $(command -v bwrap) --unshare-user --cap-drop ALL "\$@"
EOW
chmod 755 "$work/bin-bwrap"
FPRUN="setpriv --bounding-set=-all,+setfcap --inh-caps=-all env FLATPAK_BWRAP=$work/bin-bwrap flatpak run"
# /run/user/UID, where Flatpak looks for the manager: a tmpfs of a private mount namespace, in
# the harness's for the launches (the inner part binds the manager's runtime directory there),
# and here, so that no manager of the machine's (root's own, where one runs) is asked for a scope.
# /run/user is made when missing, and removed again.
if [ ! -d /run/user ]; then
        mkdir /run/user
        um_cleanup_hook() { rmdir /run/user 2>/dev/null || true; }
fi
# Can the sandbox run here at all? (bubblewrap needs user namespaces: kernel.unprivileged_userns_clone,
# user.max_user_namespaces, an AppArmor restriction may forbid them.)
mkdir -m 700 "$work/rt-probe"
if ! out=$(XDG_RUNTIME_DIR=$work/rt-probe unshare --mount --propagation private \
        sh -c 'mount -t tmpfs tmpfs /run/user && exec "$@"' sh $FPRUN "$APP_ID" 0 2>&1); then
        why="flatpak run $APP_ID fails outside the manager: $out (user.max_user_namespaces=$(cat /proc/sys/user/max_user_namespaces 2>/dev/null || echo ?))"
        case $out in
        *bwrap:*)
                [ -z "${CI:-}" ] || { echo "FAIL: $why; CI must run this test" >&2; exit 1; }
                echo "SKIP: bubblewrap cannot make its sandbox here: $why"
                exit 77 ;;
        *) echo "FAIL: $why" >&2; exit 1 ;;
        esac
fi
echo "== ${SECONDS}s: installed; a launch outside the manager runs"

export PRELOADCTL=$preloadctl WORK=$work APP_ID RUNTIME_ID PROG_NAME FPRUN APP_FILES RUNTIME_FILES MULTIARCH=$multiarch
export SYSTEMD_LOG_TARGET=console
echo "=== flatpak.sh" >>"$work/preloadd.log"
rc=0
um_run_harness "$harness" "$work/units" "$work" \
        "mount -t tmpfs -o mode=755 tmpfs /run/user && $work/flatpak.sh --inner" || rc=$?
echo "=== done at ${SECONDS}s"
exit $rc
