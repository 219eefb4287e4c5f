#!/usr/bin/env python3
# SPDX-License-Identifier: LGPL-2.1-or-later
"""Cold-start lab: launch a program from an empty page cache on a throttled disk, repeatedly,
with nothing, with this project's `preloadctl warm --wait`, and with peer preloaders, and report
per phase wall time, device reads and major faults. Root only.

Usage:
    bench/lab.py suite [--profile hdd|NAME,NAME...|all] [--reps 3] [--methods LIST] [--programs LIST]
    bench/lab.py run [options] [--name NAME] [--target PATH] -- COMMAND [ARG...]
    bench/lab.py cleanup        undo what a killed lab left behind (cgroups, read_ahead_kb)
    bench/lab.py methods        list the methods
See bench/README.md.
"""

import argparse
import collections
import copy
import ctypes
import ctypes.util
import datetime
import errno
import fcntl
import json
import os
import platform
import pwd
import re
import select
import shlex
import shutil
import signal
import stat
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lab_dbus  # noqa: E402
import lab_learn  # noqa: E402
import lab_portable  # noqa: E402
import lab_session  # noqa: E402
LAB_VERSION = 1
MIB = 1024 * 1024
BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_DIR = os.path.dirname(BENCH_DIR)

# Disk profiles: read IOPS and read bytes per second, or None for no throttling.
PROFILES = {
        'hdd': (200, 120 * MIB),
        # an A1-class microSD card or a USB stick (a single-board computer's system disk)
        'sdcard': (1500, 40 * MIB),
        # a cloud block volume at its common default (gp3-class)
        'cloud': (3000, 125 * MIB),
        'ssd': (20000, 500 * MIB),
        'nvme': (100000, 2000 * MIB),
        'none': None,
}
READ_AHEAD_KB = 128
PROGRAM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
PAGE_SIZE_DEFAULT = os.sysconf('SC_PAGE_SIZE')
CG_PREFIX = 'preload-lab-'
STRATEGIES = ('willneed', 'madvise', 'read', 'populate')
PEERS = ('vmtouch', 'cat', 'readahead')
METHOD_HELP = {
        'cold': 'nothing: the program starts from an empty page cache',
        'warm': 'the program ran once before (preparation), the upper bound',
        'vmtouch': 'vmtouch -t over the file set (touches every page of every file)',
        'cat': 'cat of every file of the set to /dev/null',
        'readahead': 'one readahead() per ELF file over its PT_LOAD extent (a browser preloader)',
}
METHOD_HELP['preload'] = 'preloadctl warm --wait (static plan, the default strategy)'
METHOD_HELP['preload-profile'] = ('preloadctl warm --wait --plan=profile: the ranges a cold launch '
                                  'read, recorded once per program before the runs (tracefs)')
METHOD_HELP['preload-profile-nometa'] = ('preload-profile with --no-metadata-pass: the same warm without '
                                        'the metadata pass (as root: ext4 metadata read from the block '
                                        'device first)')
METHOD_HELP['preloadd-profile'] = ('preloadctl warm --wait APP through a resident preloadd, of the same '
                                   'profile: the daemon starts in the run\'s cgroup before the cache '
                                   'is dropped, as it runs through a desktop session')
METHOD_HELP['preloadd-launch'] = ('the program started as a desktop starts it, in a transient unit '
                                  '(app-lab-NAME-RANDOM.scope, or app-lab-NAME@RANDOM.service) of a '
                                  'real user manager, asked for by the lab over D-Bus as a running '
                                  'desktop shell asks for it (--launcher), '
                                  'with preloadd (the same learned profile, prepared) following the '
                                  'manager; nothing is done before the launch')
METHOD_HELP['preloadctl-run'] = ('preloadctl run -- CMD with the same resident preloadd: the program '
                                 'named to preloadd by its launcher, no unit')
METHOD_HELP['cold-unit'] = ('nothing, launched in a transient unit as preloadd-launch does, without '
                            'preloadd: the cost of the unit route itself')
# the metadata passes of `preloadctl warm --metadata=PASS` (libpreload/metadata.h), compared side
# by side as methods preload-profile-PASS ('preload-profile' runs the default pass)
METADATA_PASSES = ('serial', 'stat', 'dirs', 'extents')
for _p in METADATA_PASSES:
        METHOD_HELP['preload-profile-' + _p] = ('preload-profile with the %s metadata pass '
                                                '(preloadctl warm --metadata=%s)' % (_p, _p))
METADATA_METHODS = tuple('preload-profile-' + p for p in METADATA_PASSES)
# the data side of the same warm, compared side by side likewise: preload-profile-VARIANT runs
# the default warm with these options (bench/results/data-hdd.md)
DATA_VARIANTS = {'uring': ['--strategy=uring'], 'bridge512k': ['--bridge=512K'],
                 'bridge1m': ['--bridge=1M'], 'uring-bridge512k': ['--strategy=uring', '--bridge=512K'],
                 'uring-bridge1m': ['--strategy=uring', '--bridge=1M'],
                 'neighbours': ['--neighbours=128K'],
                 # the default before uring and the neighbours (preload-profile is now both)
                 'read': ['--strategy=read', '--neighbours=0'],
                 # the warm as the metadata issue found it: read, no neighbours, the serial
                 # unprivileged pass, no root pass (its "today", measured beside the default)
                 'before-meta': ['--strategy=read', '--neighbours=0', '--metadata=serial',
                                 '--no-metadata-pass'],
                 'uring-neighbours': ['--strategy=uring', '--neighbours=128K'],
                 # as root: the lookup walk every time rather than the profile's metadata map
                 'nomap': ['--no-metadata-map']}
for _v, _o in DATA_VARIANTS.items():
        METHOD_HELP['preload-profile-' + _v] = 'preload-profile with %s' % ' '.join(_o)
DATA_METHODS = tuple('preload-profile-' + v for v in DATA_VARIANTS)
# the same warm as a user (the lab's LAB_USER, no privileges): its metadata pass through the
# helper (preload-metad, started in the run's group before the cache is dropped, as a socket
# activation would have it running), or without one, skipped as where no helper is installed
USER_METHODS = ('preload-profile-user', 'preload-profile-user-nometa')
METHOD_HELP['preload-profile-user'] = ('preload-profile run as an unprivileged user, its metadata '
                                       'pass done by preload-metad for the descriptors it sends')
METHOD_HELP['preload-profile-user-nometa'] = ('preload-profile run as an unprivileged user with no '
                                              'helper: the metadata pass skipped')
LAB_USER = 'nobody'
LAUNCH_METHODS = ('preloadd-launch', 'preloadctl-run')
# the methods that need a user manager
UNIT_METHODS = ('cold-unit',) + LAUNCH_METHODS
PROFILE_METHODS = ('preload-profile', 'preload-profile-nometa') + METADATA_METHODS + DATA_METHODS + \
        USER_METHODS + ('preloadd-profile',) + LAUNCH_METHODS
# the in-process warms whose preparation --split-metadata splits into a metadata and a data phase
SPLIT_METHODS = ('preload-profile', 'preload-profile-nometa') + METADATA_METHODS + DATA_METHODS + \
        USER_METHODS
PROFILE_METHOD_LABELS = {'preload-profile': '', 'preload-profile-nometa': ' without the metadata pass',
                         'preloadd-profile': ' via preloadd',
                         'preload-profile-user': ' as a user, with the helper',
                         'preload-profile-user-nometa': ' as a user, no helper',
                         **{m: ' ' + m[len('preload-profile-'):] for m in METADATA_METHODS + DATA_METHODS},
                         'preloadd-launch': ' at its unit', 'preloadctl-run': ' via preloadctl run'}
USER_MANAGER_TEST = os.path.join(REPO_DIR, 'tests', 'integration', 'user-manager-run')
# The extra set: programs outside the default suite, for the launch methods (`--extra`).
EXTRA = [
        {'name': 'inkscape', 'package': 'inkscape',
         'cmd': ['inkscape', '--export-type=png', '--export-filename={tmp}/out.png', '{svg}'],
         'env': {'HOME': '{tmp}'}},
        {'name': 'gcc', 'package': 'gcc',
         'cmd': ['gcc', '-O2', '-c', '-o', '{tmp}/hello.o', '{csrc}']},
        {'name': 'vim', 'package': 'vim',
         'cmd': ['vim', '-u', 'NONE', '-i', 'NONE', '-N', '-es', '-c', 'syntax on', '-c', 'qa!',
                 '{csrc}'],
         'env': {'HOME': '{tmp}'}},
        # An editor of the larger kind: most of its start is faults in its dump file and 40
        # libraries, then Lisp files read whole (site-start, the C mode).
        {'name': 'emacs', 'package': 'emacs-nox',
         'cmd': ['emacs', '--batch', '{csrc}', '--eval', '(font-lock-ensure)'],
         'env': {'HOME': '{tmp}'}},
        # A graph renderer: its plugins (cairo, pango, gd, rsvg) loaded by dlopen from its own
        # configuration, then fontconfig's cache and a font, as a desktop program's start does.
        {'name': 'dot', 'package': 'graphviz',
         'cmd': ['dot', '-Tpng', '-o', '{tmp}/out.png', '{graph}'], 'env': {'HOME': '{tmp}'}},
        # An image editor's start without its window: its plug-ins (registered by the learning
        # launch in the session's home, read back by every later start), brushes, patterns,
        # gradients and fonts, hundreds of small files.
        {'name': 'gimp', 'package': 'gimp', 'cmd': ['gimp-console-2.10', '-i', '-b', '(gimp-quit 0)']},
        # An office suite converting a document without a window: its own start-up (a shell
        # script, a splash program, then soffice.bin) maps 150 libraries, then reads its
        # configuration registry and the user profile the learning launch made in the session's
        # home.
        {'name': 'soffice', 'package': 'libreoffice-writer-nogui',
         'cmd': ['soffice', '--headless', '--convert-to', 'pdf', '--outdir', '{tmp}', '{text}']},
        # A build tool written in Python: the interpreter, then some 280 compiled modules of its
        # own and of the standard library (asyncio, email, ...), each a lookup and a small read.
        {'name': 'meson', 'package': 'meson', 'cmd': ['meson', '--version']},
        # A language runtime: a few large files (the JVM, its class-data archive, the modules
        # image) read in part.
        {'name': 'java', 'package': 'openjdk-17-jre-headless', 'cmd': ['java', '-version']},
]
SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' \
           '<rect x="8" y="8" width="48" height="48" fill="#36c"/>' \
           '<text x="12" y="40" font-size="12">lab</text></svg>\n'
TEXT_TEXT = 'preload\n\nA page-cache preloader: programs start at warm-cache speed from a cold disk.\n'
DOT_TEXT = 'digraph lab { rankdir=LR; node [shape=box, fontname="Sans"]; lab -> preload -> launch; }\n'
C_TEXT = '#include <stdio.h>\nint main(void) { puts("lab"); return 0; }\n'


def run_is_tmpfs(mounts='/proc/self/mounts'):
        """Whether /run is a tmpfs here, as systemd mounts it on every desktop."""
        kind = None
        try:
                with open(mounts) as f:
                        for line in f:
                                fields = line.split()
                                if len(fields) > 2 and fields[1] == '/run':
                                        kind = fields[2]  # the last mount there is the one seen
        except OSError:
                return True
        return kind == 'tmpfs'


def cache_run_tree(root='/run', links=('/var/run',), limit=20000):
        """Looks up every entry under ROOT (at most LIMIT, and LINKS, the links to it), so that
        lookups there find them cached, as they always are in a tmpfs: glibc's name service looks
        for nscd's socket under /var/run at every start that asks for a user's name. Returns how
        many entries it looked up."""
        n = 0
        for link in links:
                try:
                        os.lstat(link)
                except OSError:
                        pass
        for top, dirs, files in os.walk(root):
                for name in dirs + files:
                        if n >= limit:
                                return n
                        n += 1
                        try:
                                os.lstat(os.path.join(top, name))
                        except OSError:
                                pass
        return n


def launch_unit_name(name, token, service=False):
        """The transient unit a desktop would make for NAME: app-lab-ID-RANDOM.scope, or with
        SERVICE app-lab-ID@RANDOM.service (the random part an instance), the id's dashes escaped
        as systemd escapes them (a literal '-' separates the name's parts)."""
        esc = ''.join(c if c.isalnum() or c in '_.' else '\\x%02x' % ord(c) for c in name)
        return ('app-lab-%s@%s.service' if service else 'app-lab-%s-%s.scope') % (esc, token)


# --launcher: how a unit route launch makes its transient unit (systemd-run: a process of its own)
LAUNCHERS = ('gated', 'after-exec', 'service', 'systemd-run')
LAUNCHER_ALIASES = {'lab': 'gated'}  # its name before after-exec and service
LAUNCHER_TEXT = {
        'gated': 'the lab asked the user manager for the scope of the process held at a gate, then '
                 'let it run',
        'after-exec': 'the process ran at once and the lab asked for its scope after, as GNOME '
                      'Shell does',
        'service': 'the user manager started the program as a transient oneshot app service '
                   '(KIO\'s service mode); its main process is the manager\'s child, so the launch\'s '
                   'majflt is n/a',
        'systemd-run': '`systemd-run --user --scope`, started cold, its own start counted',
}


class ScopedArgv(list):
        """A launch's command that the lab starts in a transient unit of the user manager: the
        unit's name, the manager's runtime directory and the launcher (gated, after-exec,
        service) ride along (Lab.spawn())."""

        def __init__(self, argv, unit, runtime, launcher='gated'):
                super().__init__(argv)
                self.unit, self.runtime, self.launcher = unit, runtime, launcher


def exited(pid):
        """Whether the child PID has exited, without reaping it (its wait4() is still to come)."""
        try:
                return os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
        except ChildProcessError:
                return True


def parse_proc_stat_cpu(text):
        """/proc/PID/stat -> utime + stime in clock ticks (the command may hold spaces and ')')."""
        f = text[text.rindex(')') + 2:].split()
        return int(f[11]) + int(f[12])
for _s in STRATEGIES:
        METHOD_HELP['preload-' + _s] = 'preloadctl warm --wait --strategy=%s (static plan)' % _s

# The default suite: programs from Debian's packages that start and exit on their own.
# {tmp} is a fresh empty directory per invocation, {page} a small local HTML page.
CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
                  '--no-first-run', '--disable-background-networking',
                  '--disable-component-update', '--disable-sync']
SUITE = [
        {'name': 'node', 'package': 'nodejs', 'cmd': ['node', '-e', '0']},
        {'name': 'python3', 'package': 'python3', 'cmd': ['/usr/bin/python3', '-c', 'pass']},
        {'name': 'clang-14', 'package': 'clang-14', 'cmd': ['clang-14', '--version']},
        {'name': 'firefox-esr', 'package': 'firefox-esr',
         'cmd': ['firefox-esr', '--headless', '--no-remote', '--profile', '{tmp}',
                 '--screenshot', '{tmp}/shot.png', '{page}'],
         # the executable is a stub that dlopens libxul.so: plan both
         'targets': ['/usr/lib/firefox-esr/firefox-esr', '/usr/lib/firefox-esr/libxul.so'],
         'env': {'HOME': '{tmp}'}},
        {'name': 'chromium', 'package': 'chromium',
         'cmd': ['chromium'] + CHROMIUM_FLAGS + ['--user-data-dir={tmp}', '--dump-dom', '{page}'],
         'targets': ['/usr/lib/chromium/chromium'], 'env': {'HOME': '{tmp}'}},
]
PAGE_HTML = '<!doctype html><html><head><title>lab</title></head>' \
            '<body><h1>cold-start lab</h1><p>A local page.</p></body></html>\n'


class LabError(Exception):
        pass


class Interrupted(Exception):
        def __init__(self, signum):
                super().__init__('interrupted by signal %d' % signum)
                self.signum = signum


# ---------------------------------------------------------------- small parsers (pure)

def parse_disk_stat(text):
        """/sys/block/DEV/stat -> (reads completed, bytes read)."""
        f = text.split()
        if len(f) < 3:
                raise LabError('malformed block stat line: %r' % text)
        return int(f[0]), int(f[2]) * 512


def parse_cgroup_io(text, devs):
        """blkio.throttle.io_serviced or io_service_bytes -> sum of Read over devs."""
        total = 0
        for line in text.splitlines():
                f = line.split()
                if len(f) == 3 and f[0] in devs and f[1] == 'Read':
                        total += int(f[2])
        return total


def parse_ldso_list(text):
        """Output of `ld.so --list PROGRAM` -> absolute library paths in order."""
        paths = []
        for line in text.splitlines():
                line = line.strip()
                m = re.match(r'^\S+ => (/\S+) \(0x[0-9a-f]+\)$', line)
                if not m:
                        m = re.match(r'^(/\S+) \(0x[0-9a-f]+\)$', line)
                if m and m.group(1) not in paths:
                        paths.append(m.group(1))
        return paths


def parse_plan_json(text):
        """`preloadctl plan --json` -> list of file paths (ranges are the engine's business)."""
        try:
                plan = json.loads(text)
                return [f['path'] for f in plan['files']]
        except (ValueError, KeyError, TypeError) as e:
                raise LabError('preloadctl plan --json: unexpected output (%s)' % e)


PROFILE_ESCAPES = {'\\': '\\', '"': '"', 'n': '\n', 't': '\t'}


def profile_unescape(token):
        """A profile string token (libpreload/profile.h) -> the string."""
        if token == '""':
                return ''
        out, i = [], 0
        while i < len(token):
                c = token[i]
                if c != '\\':
                        out.append(c)
                        i += 1
                        continue
                nxt = token[i + 1:i + 2]
                if nxt in PROFILE_ESCAPES:
                        out.append(PROFILE_ESCAPES[nxt])
                        i += 2
                elif nxt == 'x' and re.match(r'^[0-9a-fA-F]{2}$', token[i + 2:i + 4]):
                        out.append(chr(int(token[i + 2:i + 4], 16)))
                        i += 4
                else:
                        raise LabError('profile: bad escape in %r' % token)
        # \xNN are bytes: paths are byte strings, decoded the way os functions decode them
        return os.fsdecode(''.join(out).encode('latin-1'))


def parse_profile(text, with_touched=False):
        """Profile text -> {path: [(offset, length), ...]}; files without ranges map to [].
        WITH_TOUCHED: (that, {path: [(offset, length), ...]} of the files that have `touched`
        lines: the pages the launch touched, written after the file's `range` lines)."""
        files, touched, cur = {}, {}, None
        lines = text.splitlines()
        if not lines or lines[0] != 'preload-profile 1':
                raise LabError('not a profile (first line %r)' % (lines[0] if lines else ''))
        for line in lines[1:]:
                if line.startswith('file '):
                        cur = profile_unescape(line[5:])
                        files[cur] = []
                        continue
                key = line.split(' ', 1)[0]
                if key not in ('range', 'touched'):
                        continue
                if cur is None:
                        raise LabError('profile: %s before any file' % key)
                out = files[cur] if key == 'range' else touched.setdefault(cur, [])
                for pair in line[len(key):].split():
                        try:
                                o, n = pair.split('+')
                                out.append((int(o), int(n)))
                        except ValueError:
                                raise LabError('profile: bad %s %r' % (key, pair))
        return (files, touched) if with_touched else files


def profile_touched_bytes(text, page=PAGE_SIZE_DEFAULT):
        """The bytes a learned profile says its launch touched, in whole pages: each file's
        `touched` pages, or all its ranges where it has no `touched` line."""
        files, touched = parse_profile(text, with_touched=True)
        return sum(intervals_bytes(intervals(touched.get(p, r), page)) for p, r in files.items())


def parse_schedule_json(text):
        """`preloadctl warm --dry-run --json` -> {path: [(offset, length), ...]} of its requests."""
        try:
                out = {}
                for rq in json.loads(text)['requests']:
                        out.setdefault(rq['path'], []).append((rq['offset'], rq['length']))
                return out
        except (ValueError, KeyError, TypeError) as e:
                raise LabError('preloadctl warm --dry-run --json: unexpected output (%s)' % e)


def intervals(ranges, page=None):
        """[(offset, length)] -> sorted, merged [(start, end)], widened to pages when PAGE is set
        (the page cache holds whole pages)."""
        iv = []
        for o, n in ranges:
                if n <= 0:
                        continue
                a, b = o, o + n
                if page:
                        a, b = a - a % page, -(-b // page) * page
                iv.append((a, b))
        iv.sort()
        out = []
        for a, b in iv:
                if out and a <= out[-1][1]:
                        out[-1] = (out[-1][0], max(out[-1][1], b))
                else:
                        out.append((a, b))
        return out


def intervals_bytes(iv):
        return sum(b - a for a, b in iv)


def intervals_overlap(x, y):
        """Bytes in both merged interval lists."""
        i = j = total = 0
        while i < len(x) and j < len(y):
                a, b = max(x[i][0], y[j][0]), min(x[i][1], y[j][1])
                if a < b:
                        total += b - a
                if x[i][1] < y[j][1]:
                        i += 1
                else:
                        j += 1
        return total


def profile_coverage(cold, touched, warmed, page=PAGE_SIZE_DEFAULT):
        """How well a warm matches a launch. Each argument is {path: [(offset, length)]}:
        COLD what a cold launch read (pages brought into the cache, read-ahead included),
        TOUCHED the pages that launch used, WARMED what the warm reads.
        missed: bytes the cold launch read that the warm did not (goal < 5%);
        waste: bytes the warm read that the launch never touched (goal < 30%);
        unread: bytes the warm read that the cold launch did not read at all."""
        def total(m):
                return sum(intervals_bytes(intervals(r, page)) for r in m.values())

        def inter(m1, m2):
                return sum(intervals_overlap(intervals(r, page), intervals(m2[p], page))
                           for p, r in m1.items() if p in m2)
        c, t, w = total(cold), total(touched), total(warmed)
        missed = c - inter(cold, warmed)
        waste = w - inter(warmed, touched)
        unread = w - inter(warmed, cold)
        return {'cold_bytes': c, 'touched_bytes': t, 'warmed_bytes': w,
                'missed_bytes': missed, 'missed_pct': 100.0 * missed / c if c else 0.0,
                'waste_bytes': waste, 'waste_pct': 100.0 * waste / w if w else 0.0,
                'unread_bytes': unread, 'unread_pct': 100.0 * unread / w if w else 0.0}


def expand(value, subst):
        for k, v in subst.items():
                value = value.replace('{' + k + '}', v)
        return value


def summarize(values):
        values = [v for v in values if v is not None]
        if not values:
                return None
        return {'median': statistics.median(values), 'min': min(values), 'max': max(values)}


def parse_methods(spec, have_preloadctl):
        """Comma list -> methods. 'default' is cold, warm, preload (when preloadctl is there) and
        the peers; 'strategies' expands to one preload method per strategy, 'peers' to the
        peers, 'all' to everything available."""
        strategies = ['preload-' + s for s in STRATEGIES]
        known = ['cold', 'cold-unit', 'warm', 'preload'] + list(PROFILE_METHODS) + strategies + \
                list(PEERS)
        default = 'cold,warm,preload,peers' if have_preloadctl else 'cold,warm,peers'
        if spec in (None, ''):
                spec = default
        elif spec == 'all':
                # the launch methods need a user manager: asked for by name only
                spec = ','.join(m for m in known if (have_preloadctl or not m.startswith('preload'))
                                and m not in UNIT_METHODS)
        # 'default' also expands inside a list ('default,preload-profile')
        spec = ','.join(default if m.strip() == 'default' else m for m in spec.split(','))
        out = []
        for m in spec.split(','):
                m = m.strip()
                if m == 'strategies':
                        ms = strategies
                elif m == 'peers':
                        ms = list(PEERS)
                else:
                        ms = [m]
                for x in ms:
                        if x not in known:
                                raise LabError('unknown method %r (known: %s)' % (x, ', '.join(known)))
                        if x in PROFILE_METHODS and 'cold' not in spec.split(','):
                                raise LabError('method %s needs cold in the same run: its targets '
                                               'are measured against the cold launch' % x)
                        if x.startswith('preload') and not have_preloadctl:
                                raise LabError('method %s needs preloadctl: build it (scripts/test) '
                                               'or pass --preloadctl PATH' % x)
                        if x not in out:
                                out.append(x)
        return out


# ---------------------------------------------------------------- block devices

class BlockDevice:
        def __init__(self, name, dev, sysdir):
                self.name = name     # vda, loop0
                self.dev = dev       # MAJ:MIN of the whole disk, as blkio wants it
                self.sysdir = sysdir # /sys/devices/.../block/vda
                self.throttled = self  # the disk the cgroup's rules and counters name
                self.fs = None       # the type of the file system the files are on (ext4, btrfs)
                # a file system's own read-ahead, where its reads do not use the disk's (btrfs)
                self.fs_read_ahead_kb = None
                # a compressed read-only image's compression (squashfs, erofs: image_compression())
                self.fs_compression = None

        def stat(self):
                with open(os.path.join(self.sysdir, 'stat')) as f:
                        return parse_disk_stat(f.read())

        @property
        def read_ahead_path(self):
                return os.path.join(self.sysdir, 'queue', 'read_ahead_kb')

        def to_json(self):
                j = {'name': self.name, 'dev': self.dev}
                if self.fs:
                        j['fs'] = self.fs
                if self.fs_read_ahead_kb is not None:
                        j['fs_read_ahead_kb'] = self.fs_read_ahead_kb
                if self.fs_compression is not None:
                        j['fs_compression'] = self.fs_compression
                if self.throttled is not self:
                        j['throttled'] = {'name': self.throttled.name, 'dev': self.throttled.dev}
                return j

        def describe(self):
                what = self.dev + (', ' + self.fs if self.fs else '')
                if self.fs_compression is not None:
                        what += ' ' + compression_text(self.fs_compression)
                if self.fs_read_ahead_kb is not None:
                        what += ' with read_ahead_kb %d of its own' % self.fs_read_ahead_kb
                if self.throttled is self:
                        return '%s (%s)' % (self.name, what)
                return '%s (%s, throttled at %s %s below it)' % (
                        self.name, what, self.throttled.name, self.throttled.dev)


def device_for_devnum(maj, mn, sysfs='/sys', what=None):
        """The disk that I/O on MAJ:MIN is submitted to. blk-throttle takes rules for whole
        disks only, and a partition's requests are counted and throttled at its disk, so a
        partition is walked up to its parent. A loop or device-mapper device is its own disk."""
        link = os.path.join(sysfs, 'dev', 'block', '%d:%d' % (maj, mn))
        if not os.path.exists(link):
                raise LabError('%s: on device %d:%d, which is no block device (tmpfs, overlayfs?); '
                               'run the program from a disk-backed filesystem'
                               % (what or 'file', maj, mn))
        real = os.path.realpath(link)
        if os.path.exists(os.path.join(real, 'partition')):
                real = os.path.dirname(real)
        with open(os.path.join(real, 'dev')) as f:
                dev = f.read().strip()
        return BlockDevice(os.path.basename(real), dev, real)


def throttle_below_loop(devices, sysfs='/sys', proc='/proc'):
        """Point each device's throttle at the disk under it. Only a direct-I/O loop device has
        one that sees its requests: it merges the file system's bios (an ext4 inode-table miss
        is 33 of them, one request) and reads each request from its backing file with one
        direct I/O, charged to the cgroup that submitted it. So a throttle there counts requests
        as a disk's seeks do. With buffered I/O the backing file's own page cache would answer."""
        for d in devices:
                loop = os.path.join(d.sysdir, 'loop')
                try:
                        with open(os.path.join(loop, 'dio')) as f:
                                dio = f.read().strip() == '1'
                        with open(os.path.join(loop, 'backing_file')) as f:
                                backing = f.read().strip()
                except FileNotFoundError:
                        raise LabError('--throttle-below-loop: %s is no loop device (run the lab '
                                       'through bench/system-image.sh)' % d.name)
                if not dio:
                        raise LabError('--throttle-below-loop: %s does not use direct I/O '
                                       '(losetup --direct-io=on)' % d.name)
                maj, mn, _ = file_block_device(backing, sysfs, proc)
                d.throttled = device_for_devnum(maj, mn, sysfs, what=backing)


Mount = collections.namedtuple('Mount', 'id devnum root mount_point fstype source')


def parse_fdinfo_mnt_id(text):
        """/proc/PID/fdinfo/FD -> the id of the mount the open file is on (its mnt_id: line),
        None without one."""
        for line in text.splitlines():
                key, _, value = line.partition(':')
                if key.strip() == 'mnt_id':
                        try:
                                return int(value)
                        except ValueError:
                                return None
        return None


def _mountinfo_unescape(field):
        """mountinfo writes space, tab, newline and backslash as \\ooo (octal)."""
        return re.sub(r'\\([0-7]{3})', lambda m: chr(int(m.group(1), 8)), field)


def parse_mountinfo(text):
        """/proc/PID/mountinfo -> {mount id: Mount}. A line is ID PARENT MAJ:MIN ROOT MOUNT-POINT
        OPTIONS [OPTIONAL...] - FSTYPE SOURCE SUPER-OPTIONS (proc(5)). MAJ:MIN is the file
        system's, which on btrfs is neither a block device nor the st_dev of its files."""
        out = {}
        for line in text.splitlines():
                if not line.strip():
                        continue
                fields = line.split(' ')
                try:
                        sep = fields.index('-', 6)
                        maj, mn = fields[2].split(':')
                        m = Mount(int(fields[0]), (int(maj), int(mn)),
                                  _mountinfo_unescape(fields[3]), _mountinfo_unescape(fields[4]),
                                  fields[sep + 1], _mountinfo_unescape(fields[sep + 2]))
                except (ValueError, IndexError):
                        raise LabError('malformed mountinfo line: %r' % line)
                out[m.id] = m
        return out


def read_mountinfo(proc='/proc'):
        with open(os.path.join(proc, 'self', 'mountinfo')) as f:
                return parse_mountinfo(f.read())


def mount_of_path(path, proc='/proc', mounts=None):
        """The Mount that holds PATH, by the mount id the kernel gives an open file of it
        (fdinfo's mnt_id): a file's st_dev names no mount on btrfs, and a bind mount shares
        the st_dev of the mount it copies. MOUNTS: parse_mountinfo() of this process's."""
        fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
        try:
                with open(os.path.join(proc, 'self', 'fdinfo', str(fd))) as f:
                        mnt_id = parse_fdinfo_mnt_id(f.read())
        finally:
                os.close(fd)
        if mnt_id is None:
                raise LabError('%s: no mnt_id in /proc/self/fdinfo (a kernel before 3.15?)' % path)
        if mounts is None:
                mounts = read_mountinfo(proc)
        if mnt_id not in mounts:
                raise LabError('%s: on mount %d, which /proc/self/mountinfo does not list'
                               % (path, mnt_id))
        return mounts[mnt_id]


def btrfs_sysfs(maj, mn, sysfs='/sys'):
        """(/sys/fs/btrfs/FSID, the names of its devices, sorted) of the btrfs file system that
        block device MAJ:MIN is one of (FSID/devices/NAME); (None, []) when sysfs lists it in none."""
        name = os.path.basename(os.path.realpath(
                os.path.join(sysfs, 'dev', 'block', '%d:%d' % (maj, mn))))
        root = os.path.join(sysfs, 'fs', 'btrfs')
        try:
                fsids = sorted(os.listdir(root))
        except FileNotFoundError:
                return None, []
        for fsid in fsids:
                try:
                        names = sorted(os.listdir(os.path.join(root, fsid, 'devices')))
                except (FileNotFoundError, NotADirectoryError):
                        continue  # features/, no file system's
                if name in names:
                        return os.path.join(root, fsid), names
        return None, []


def btrfs_read_ahead_kb(maj, mn, sysfs='/sys'):
        """The read-ahead of the btrfs file system on MAJ:MIN, in KiB, None when not found. Its
        file reads go through a backing device of its own (FSID/bdi), not the disk's: its window
        (4 MiB by default) is not the disk's read_ahead_kb."""
        fsdir, _ = btrfs_sysfs(maj, mn, sysfs)
        if fsdir is None:
                return None
        try:
                with open(os.path.join(fsdir, 'bdi', 'read_ahead_kb')) as f:
                        return int(f.read())
        except (OSError, ValueError):
                return None


# The read-only images of programs (snaps: squashfs; image-based systems: erofs) are compressed:
# a read of a file is a read of whole compressed blocks, decompressed on the CPU into the file's
# page cache. How, the superblock says; a run records it (fs_compression), since xz and lzo snaps
# of the same files start differently.
READ_ONLY_FS = ('squashfs', 'erofs')
SQUASHFS_COMPRESSORS = {1: 'gzip', 2: 'lzma', 3: 'lzo', 4: 'xz', 5: 'lz4', 6: 'zstd'}
SQUASHFS_NO_FRAGMENTS = 0x10
EROFS_SUPER_OFFSET = 1024
EROFS_MAGIC = 0xE0F5E1E2
EROFS_ZERO_PADDING = 0x1  # lz4 with its zero padding: set by mkfs.erofs when it compresses
EROFS_COMPR_CFGS = 0x2    # available_compr_algs is a bitmap of the algorithms
EROFS_COMPRESSORS = ('lz4', 'lzma', 'deflate', 'zstd')


def parse_squashfs_super(data):
        """The first bytes (32 at least) of a squashfs image -> {'algorithm', 'block_size',
        'fragments'}, None when it is no squashfs 4 superblock (fs/squashfs/squashfs_fs.h)."""
        if len(data) < 32 or data[:4] != b'hsqs':
                return None
        block_size = int.from_bytes(data[12:16], 'little')
        comp = int.from_bytes(data[20:22], 'little')
        flags = int.from_bytes(data[24:26], 'little')
        major = int.from_bytes(data[28:30], 'little')
        if major != 4:
                return None
        return {'algorithm': SQUASHFS_COMPRESSORS.get(comp, 'unknown-%d' % comp),
                'block_size': block_size, 'fragments': not flags & SQUASHFS_NO_FRAGMENTS}


def parse_erofs_super(data):
        """The first bytes (1112 at least) of an erofs image -> {'algorithm', 'block_size'}
        (algorithm None: no compression, or several joined by ','), None when it is no erofs
        (fs/erofs/erofs_fs.h). Before the per-image compression configurations, lz4 was the only
        algorithm and the zero-padding feature tells that the image uses it."""
        sb = data[EROFS_SUPER_OFFSET:EROFS_SUPER_OFFSET + 128]
        if len(sb) < 88 or int.from_bytes(sb[0:4], 'little') != EROFS_MAGIC:
                return None
        incompat = int.from_bytes(sb[80:84], 'little')
        if incompat & EROFS_COMPR_CFGS:
                algs = int.from_bytes(sb[84:86], 'little')
                names = [n for i, n in enumerate(EROFS_COMPRESSORS) if algs & (1 << i)]
                algorithm = ','.join(names) or None
        else:
                algorithm = 'lz4' if incompat & EROFS_ZERO_PADDING else None
        return {'algorithm': algorithm, 'block_size': 1 << sb[12]}


def parse_image_compression(fstype, data):
        """FSTYPE's compression from the first 4 KiB of its image, None for another file system."""
        if fstype == 'squashfs':
                return parse_squashfs_super(data)
        if fstype == 'erofs':
                return parse_erofs_super(data)
        return None


def compression_text(c):
        """'(xz, 128 KiB blocks, no fragments)' of parse_image_compression()'s answer."""
        if not c.get('algorithm'):
                return '(uncompressed)'
        parts = [c['algorithm']]
        if c.get('block_size') and 'fragments' in c:
                parts.append('%d KiB blocks' % (c['block_size'] // 1024))
                if not c['fragments']:
                        parts.append('no fragments')
        return '(%s)' % ', '.join(parts)


def image_compression(maj, mn, fstype, sysfs='/sys', dev='/dev'):
        """The compression of the read-only image (squashfs, erofs) on block device MAJ:MIN,
        read from its superblock: from a loop device's backing file (at its offset) when it has
        one, so that nothing goes through the device under test; else from /dev/NAME. None for
        other file systems, or when it cannot be read."""
        if fstype not in READ_ONLY_FS:
                return None
        sysdir = os.path.realpath(os.path.join(sysfs, 'dev', 'block', '%d:%d' % (maj, mn)))
        path, offset = os.path.join(dev, os.path.basename(sysdir)), 0
        try:
                with open(os.path.join(sysdir, 'loop', 'backing_file')) as f:
                        path = f.read().strip()
                with open(os.path.join(sysdir, 'loop', 'offset')) as f:
                        offset = int(f.read())
        except (OSError, ValueError):
                pass
        try:
                with open(path, 'rb') as f:
                        f.seek(offset)
                        data = f.read(4096)
        except OSError:
                return None
        return parse_image_compression(fstype, data)


def read_only_devices(devices):
        """The devices whose files are on a read-only image's file system (squashfs, erofs)."""
        return [d for d in devices if set((d.fs or '').split(',')) & set(READ_ONLY_FS)]


def mount_block_device(mount, what, sysfs='/sys', stat_source=os.stat):
        """(MAJ, MIN) of the block device MOUNT reads: its source, when that is one. A btrfs
        file system on several devices is refused: the lab throttles and counts the reads of
        one device. WHAT (the file) names the error."""
        if not mount.source.startswith('/'):
                raise LabError('%s: on %s mounted from %s, which is no block device; run the '
                               'program from a disk-backed filesystem'
                               % (what, mount.fstype, mount.source))
        try:
                st = stat_source(mount.source)
        except OSError as e:
                raise LabError('%s: on %s mounted from %s: %s' % (what, mount.fstype, mount.source,
                                                                 e.strerror))
        if not stat.S_ISBLK(st.st_mode):
                if stat.S_ISREG(st.st_mode) and mount.fstype == 'erofs':
                        # erofs mounts an image file itself (Linux 6.12+): no device to throttle
                        raise LabError('%s: on %s mounted from the file %s, with no block device; '
                                       'mount it through a loop device (losetup --direct-io=on, '
                                       'as bench/system-image.sh does)'
                                       % (what, mount.fstype, mount.source))
                raise LabError('%s: on %s mounted from %s, which is no block device'
                               % (what, mount.fstype, mount.source))
        maj, mn = os.major(st.st_rdev), os.minor(st.st_rdev)
        if mount.fstype == 'btrfs':
                _, names = btrfs_sysfs(maj, mn, sysfs)
                if len(names) > 1:
                        raise LabError('%s: on a btrfs file system of %d devices (%s); the lab '
                                       'throttles one device, so it measures single-device ones only'
                                       % (what, len(names), ', '.join(names)))
        return maj, mn


def file_block_device(path, sysfs='/sys', proc='/proc', mounts=None, stat_source=os.stat):
        """(MAJ, MIN, FSTYPE) of the block device that holds PATH and the type of its file
        system. st_dev is the block device on ext4 and XFS; on btrfs it is an anonymous device
        number per subvolume, so the device is the source of the mount that holds the file."""
        st = os.stat(path)
        mount = mount_of_path(path, proc, mounts)
        maj, mn = os.major(st.st_dev), os.minor(st.st_dev)
        if os.path.exists(os.path.join(sysfs, 'dev', 'block', '%d:%d' % (maj, mn))):
                return maj, mn, mount.fstype
        return mount_block_device(mount, path, sysfs, stat_source) + (mount.fstype,)


def ext4_inode_readahead_paths(paths, sysfs='/sys', proc='/proc'):
        """/sys/fs/ext4/NAME/inode_readahead_blks of the ext4 file systems holding PATHS."""
        out = []
        mounts = read_mountinfo(proc)
        done = set()
        for p in paths:
                st_dev = os.stat(p).st_dev
                if st_dev in done:
                        continue
                done.add(st_dev)
                maj, mn, fstype = file_block_device(p, sysfs, proc, mounts)
                if fstype != 'ext4':
                        continue
                link = os.path.join(sysfs, 'dev', 'block', '%d:%d' % (maj, mn))
                attr = os.path.join(sysfs, 'fs', 'ext4', os.path.basename(os.path.realpath(link)),
                                    'inode_readahead_blks')
                if os.path.exists(attr) and attr not in out:
                        out.append(attr)
        return out


def devices_for_files(paths, sysfs='/sys', proc='/proc'):
        """The disks that hold PATHS (BlockDevice, one per disk, sorted by MAJ:MIN), each with
        the type of the file system the files are on."""
        devs = {}
        seen = set()
        mounts = read_mountinfo(proc)
        for p in paths:
                st_dev = os.stat(p).st_dev
                if st_dev in seen:
                        continue  # every file of a file system (of a btrfs subvolume) alike
                seen.add(st_dev)
                maj, mn, fstype = file_block_device(p, sysfs, proc, mounts)
                d = device_for_devnum(maj, mn, sysfs, what=p)
                d = devs.setdefault(d.dev, d)
                # two partitions of one disk may hold two file systems
                fs = d.fs.split(',') if d.fs else []
                d.fs = ','.join(fs + [fstype] if fstype not in fs else fs)
                if fstype == 'btrfs':
                        d.fs_read_ahead_kb = btrfs_read_ahead_kb(maj, mn, sysfs)
                if fstype in READ_ONLY_FS:
                        # squashfs and erofs: st_dev is the (loop) device itself, as on ext4
                        d.fs_compression = image_compression(maj, mn, fstype, sysfs)
        return [devs[k] for k in sorted(devs)]


# ---------------------------------------------------------------- residency (root tells truth)

_libc = ctypes.CDLL(ctypes.util.find_library('c'), use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int,
                       ctypes.c_int, ctypes.c_long]
_libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
_libc.mincore.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_char_p]
PAGE = os.sysconf('SC_PAGE_SIZE')


def resident_bytes(path):
        """Bytes of PATH in the page cache (mincore on a mapping; mapping reads nothing)."""
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        try:
                size = os.fstat(fd).st_size
                if size == 0:
                        return 0
                addr = _libc.mmap(None, size, 1, 1, fd, 0)  # PROT_READ, MAP_SHARED
                if addr in (None, ctypes.c_void_p(-1).value):
                        return 0
                try:
                        n = (size + PAGE - 1) // PAGE
                        vec = ctypes.create_string_buffer(n)
                        if _libc.mincore(addr, size, vec) != 0:
                                return 0
                        return sum(b & 1 for b in vec.raw) * PAGE
                finally:
                        _libc.munmap(addr, size)
        finally:
                os.close(fd)


# ---------------------------------------------------------------- machine state and its undo

class State:
        """What the lab changed, kept in a file so that `lab.py cleanup` (or the next lab) can
        undo it after a SIGKILL. Restoring is idempotent."""

        def __init__(self, state_dir, cg_root):
                self.state_dir = state_dir
                self.cg_root = cg_root
                self.path = os.path.join(state_dir, 'state-%d.json' % os.getpid())
                self.read_ahead = {}   # sysfs path -> original value
                self.cgroups = []

        def save(self):
                os.makedirs(self.state_dir, exist_ok=True)
                tmp = self.path + '.tmp'
                with open(tmp, 'w') as f:
                        json.dump({'pid': os.getpid(), 'read_ahead': self.read_ahead,
                                   'cgroups': self.cgroups}, f)
                os.replace(tmp, self.path)

        def set_read_ahead(self, path, kb):
                if path not in self.read_ahead:
                        with open(path) as f:
                                self.read_ahead[path] = f.read().strip()
                        self.save()
                write_file(path, str(kb))

        def add_cgroup(self, path):
                self.cgroups.append(path)
                self.save()

        def drop_cgroup(self, path):
                if path in self.cgroups:
                        self.cgroups.remove(path)
                        self.save()

        def restore(self):
                errors = restore_saved(self.read_ahead, self.cgroups)
                if not errors:
                        try:
                                os.unlink(self.path)
                        except FileNotFoundError:
                                pass
                return errors


def write_file(path, text):
        with open(path, 'w') as f:
                f.write(text)


def cgroup_kill_all(cg, keep=(), timeout=10.0):
        """SIGKILL every process in cgroup CG except KEEP; wait until they are gone."""
        deadline = time.monotonic() + timeout
        while True:
                try:
                        with open(os.path.join(cg, 'cgroup.procs')) as f:
                                pids = [int(x) for x in f.read().split() if int(x) not in keep]
                except FileNotFoundError:
                        return True
                if not pids:
                        return True
                for pid in pids:
                        try:
                                os.kill(pid, signal.SIGKILL)
                        except ProcessLookupError:
                                pass
                if time.monotonic() > deadline:
                        return False
                time.sleep(0.02)


def cgroup_remove(cg):
        cgroup_kill_all(cg)
        for _ in range(100):
                try:
                        os.rmdir(cg)
                        return True
                except FileNotFoundError:
                        return True
                except OSError as e:
                        if e.errno != errno.EBUSY:
                                raise
                time.sleep(0.05)
        return False


def restore_saved(read_ahead, cgroups):
        errors = []
        for cg in list(cgroups):
                try:
                        if not cgroup_remove(cg):
                                errors.append('%s: still busy' % cg)
                except OSError as e:
                        errors.append('%s: %s' % (cg, e.strerror))
        for path, value in read_ahead.items():
                try:
                        write_file(path, value)
                except OSError as e:
                        errors.append('%s: cannot restore %s: %s' % (path, value, e.strerror))
        return errors


def pid_alive(pid):
        try:
                os.kill(pid, 0)
                return True
        except ProcessLookupError:
                return False
        except PermissionError:
                return True


def cleanup_stale(state_dir, cg_root, log=print):
        """Undo what labs that died without cleaning up left behind. Returns the error list."""
        errors = []
        if os.path.isdir(state_dir):
                for name in sorted(os.listdir(state_dir)):
                        m = re.match(r'^state-(\d+)\.json$', name)
                        if not m or (int(m.group(1)) != os.getpid() and pid_alive(int(m.group(1)))):
                                continue
                        path = os.path.join(state_dir, name)
                        try:
                                with open(path) as f:
                                        st = json.load(f)
                                errs = restore_saved(st.get('read_ahead', {}), st.get('cgroups', []))
                        except (OSError, ValueError) as e:
                                errs = ['%s: %s' % (path, e)]
                        if not errs:
                                os.unlink(path)
                                log('lab: undid what lab %s left behind: read_ahead_kb %s, '
                                    'cgroups %d' % (m.group(1), st.get('read_ahead'),
                                                    len(st.get('cgroups', []))))
                        errors += errs
        if os.path.isdir(cg_root):
                for name in os.listdir(cg_root):
                        m = re.match(r'^' + re.escape(CG_PREFIX) + r'(\d+)-', name)
                        if m and not pid_alive(int(m.group(1))):
                                if not cgroup_remove(os.path.join(cg_root, name)):
                                        errors.append('%s: still busy' % name)
        return errors


# ---------------------------------------------------------------- one throttled cgroup

# Idle time before each method's first phase: two of blk-throttle's 100 ms slices.
THROTTLE_SETTLE_S = 0.25


def throttle_debt_s(ios, nbytes, limits, slice_s=0.1):
        """How long blk-throttle takes to pay for IOS reads of NBYTES under LIMITS (read IOPS,
        bytes per second; None: no throttle), plus one of its slices: reads made just before a
        phase in the same cgroup would otherwise delay the phase's own."""
        if not limits or (ios == 0 and nbytes == 0):
                return 0.0
        iops, bps = limits
        return max(ios / iops, nbytes / bps) + slice_s


class Cgroup:
        """A fresh blkio cgroup for one run, kept alive by a holder process so that it cannot
        vanish between the preparation and the launch."""

        def __init__(self, lab, name):
                self.lab = lab
                self.path = os.path.join(lab.cg_root, name)
                self.holder = None
                self.keep = []  # processes that outlive a phase (a resident preloadd)
                lab.state.add_cgroup(self.path)  # recorded first: a kill right after mkdir
                for attempt in range(3):
                        os.makedirs(self.path, exist_ok=True)
                        try:
                                self.holder = subprocess.Popen(
                                        ['sleep', 'infinity'], preexec_fn=self.join_fn(),
                                        start_new_session=True, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                                break
                        except (OSError, subprocess.SubprocessError):
                                if attempt == 2:
                                        raise LabError('%s: cannot start a process in it' % self.path)
                self.set_limits(lab.profile_limits)

        def set_limits(self, limits):
                if limits is None:
                        return
                iops, bps = limits
                for dev in self.lab.throttled_devs:
                        write_file(os.path.join(self.path, 'blkio.throttle.read_iops_device'),
                                   '%s %d' % (dev, iops))
                        write_file(os.path.join(self.path, 'blkio.throttle.read_bps_device'),
                                   '%s %d' % (dev, bps))

        @property
        def procs(self):
                return os.path.join(self.path, 'cgroup.procs')

        def join_fn(self):
                procs = self.procs

                def join():
                        with open(procs, 'w') as f:
                                f.write(str(os.getpid()))
                return join

        def io(self):
                devs = self.lab.throttled_devs
                with open(os.path.join(self.path, 'blkio.throttle.io_serviced')) as f:
                        ios = parse_cgroup_io(f.read(), devs)
                with open(os.path.join(self.path, 'blkio.throttle.io_service_bytes')) as f:
                        nbytes = parse_cgroup_io(f.read(), devs)
                return ios, nbytes

        def kill_others(self):
                keep = ((self.holder.pid,) if self.holder else ()) + tuple(self.keep)
                return cgroup_kill_all(self.path, keep=keep)

        def remove(self):
                if self.holder:
                        self.holder.kill()
                        self.holder.wait()
                        self.holder = None
                if cgroup_remove(self.path):
                        self.lab.state.drop_cgroup(self.path)


# ---------------------------------------------------------------- a user manager

class UserManager:
        """A throwaway `systemd --user` manager for the launch methods, started through the runner
        that gives it a cgroup of its own and a fake booted system (by default the project's,
        tests/integration/user-manager-run); the lab talks to it through its runtime directory
        (systemd-run --user, preloadd). The runner's shell waits until the lab removes a file,
        then stops the manager."""

        def __init__(self, runner, tmpdir):
                self.dir = tempfile.mkdtemp(prefix='um-', dir=tmpdir)
                units = os.path.join(self.dir, 'units')
                os.makedirs(units)
                rt_file = os.path.join(self.dir, 'runtime')
                self.keep = os.path.join(self.dir, 'keep')
                write_file(self.keep, '')
                script = 'echo "$XDG_RUNTIME_DIR" > %s; while [ -e %s ]; do sleep 0.2; done' % (
                        shlex.quote(rt_file), shlex.quote(self.keep))
                self.log = os.path.join(self.dir, 'runner.log')
                with open(self.log, 'wb') as log:
                        self.proc = subprocess.Popen([runner, units, script], stdin=subprocess.DEVNULL,
                                                     stdout=log, stderr=subprocess.STDOUT,
                                                     start_new_session=True)
                self.runtime = None
                deadline = time.monotonic() + 30
                while time.monotonic() < deadline and self.proc.poll() is None:
                        if os.path.exists(rt_file):
                                with open(rt_file) as f:
                                        rt = f.read().strip()
                                if rt and os.path.exists(os.path.join(rt, 'systemd', 'private')):
                                        self.runtime = rt
                                        return
                        time.sleep(0.05)
                self.stop()
                raise LabError('%s: no user manager came up (%s)' % (runner, self.log))

        def stop(self):
                try:
                        os.unlink(self.keep)
                except FileNotFoundError:
                        pass
                try:
                        self.proc.wait(timeout=30)
                except subprocess.TimeoutExpired:
                        os.killpg(self.proc.pid, signal.SIGTERM)
                        self.proc.wait()
                # the runner leaves its runtime directory to its caller
                if self.runtime:
                        shutil.rmtree(self.runtime, ignore_errors=True)
                        self.runtime = None


# ---------------------------------------------------------------- the lab

class Lab:
        def __init__(self, args, devices, tmpdir):
                self.args = args
                self.devices = devices
                # MAJ:MIN the cgroups' rules and counters name: the devices', or the disks under them
                self.throttled_devs = sorted({d.throttled.dev for d in devices})
                self.tmpdir = tmpdir
                self.profile_limits = PROFILES[args.profile]
                self.cg_root = args.cgroup_root
                self.state = State(args.state_dir, args.cgroup_root)
                self.n_cgroups = 0
                self.n_drops = 0
                # /run kept cached where it is not a tmpfs (cache_run_tree())
                self.run_on_disk = args.run_cached and not run_is_tmpfs()
                self.read_ahead_orig = {}
                self.log_dir = os.path.join(tmpdir, 'logs')
                self.metad_socket = os.path.join(tmpdir, 'metad.sock')
                self.user_manager = None
                os.makedirs(self.log_dir)

        def __enter__(self):
                for d in self.devices:
                        with open(d.read_ahead_path) as f:
                                self.read_ahead_orig[d.name] = int(f.read())
                        self.state.set_read_ahead(d.read_ahead_path, READ_AHEAD_KB)
                # ext4's inode table read-ahead, when asked to change it (restored like read_ahead_kb)
                if self.args.inode_readahead_blks is not None:
                        for path in self.args.ext4_inode_readahead_paths:
                                self.state.set_read_ahead(path, self.args.inode_readahead_blks)
                return self

        def __exit__(self, *exc):
                global _cleaning
                _cleaning = True
                if self.user_manager:
                        self.user_manager.stop()
                        self.user_manager = None
                errors = self.state.restore()
                for e in errors:
                        print('lab: cleanup: %s' % e, file=sys.stderr)
                _cleaning = False
                return False

        def check_read_ahead(self):
                for d in self.devices:
                        with open(d.read_ahead_path) as f:
                                if int(f.read()) != READ_AHEAD_KB:
                                        # someone else changed it mid-run: put ours back, note it
                                        self.state.set_read_ahead(d.read_ahead_path, READ_AHEAD_KB)
                                        return False
                return True

        def dev_stat(self):
                reads = nbytes = 0
                for d in self.devices:
                        r, b = d.stat()
                        reads += r
                        nbytes += b
                return reads, nbytes

        def drop_caches(self):
                os.sync()
                write_file(self.args.drop_caches_path, '3')
                self.n_drops += 1
                if self.run_on_disk:
                        cache_run_tree()

        def drop_mark(self):
                """For foreign_drops(): the kernel's count of page cache drops, and ours."""
                return vmstat_drops(), self.n_drops

        def foreign_drops(self, mark):
                """Page cache drops since MARK that another process made: they spoil a run."""
                return vmstat_drops() - mark[0] - (self.n_drops - mark[1])

        def new_cgroup(self):
                self.n_cgroups += 1
                return Cgroup(self, '%s%d-%d' % (CG_PREFIX, os.getpid(), self.n_cgroups))

        def run_phase(self, cg, argv, env, log_name, timeout, user=None):
                """Run ARGV inside CG (as USER, a (uid, gid) pair, when given); return the
                phase record."""
                rec = {'argv': argv}
                as_user = ['--user', '%d:%d' % user] if user else []
                log_path = os.path.join(self.log_dir, log_name)
                s0 = self.dev_stat()
                c0 = cg.io()
                # on the realtime clock too: preloadd's status dates a launch it saw that way
                rec['start_realtime_usec'] = time.time_ns() // 1000
                t0 = time.monotonic()
                with open(log_path, 'wb') as log:
                        try:
                                # joined by cg-exec, not by a preexec_fn: Python code running in the
                                # cgroup after the join would fault in pages dropped from the cache,
                                # counted as the phase's own reads (measured: 100-250 reads, up to
                                # 1.3 s at 200 IOPS, added to the first phase of every run)
                                p = self.spawn(cg, argv, env, log, as_user)
                        except (OSError, subprocess.SubprocessError) as e:
                                raise LabError('%s: cannot start: %s' % (argv[0], e))
                if isinstance(p, lab_dbus.TransientService):
                        t0, (t1, timed_out, ru) = p.start_time, self.wait_service(p, cg, timeout)
                else:
                        timed_out, ru = self.wait_process(p, cg, timeout)
                        t1 = time.monotonic()
                s1 = self.dev_stat()
                c1 = cg.io()
                # children that outlived the main process (daemons, crash handlers) go now
                cg.kill_others()
                rec.update({
                        'wall_s': t1 - t0,
                        'dev_reads': s1[0] - s0[0], 'dev_read_bytes': s1[1] - s0[1],
                        'cg_read_ios': c1[0] - c0[0], 'cg_read_bytes': c1[1] - c0[1],
                        # a service's main process is the manager's child: no rusage of it
                        'majflt': ru.ru_majflt if ru else None, 'minflt': ru.ru_minflt if ru else None,
                        'exit': p.returncode, 'timeout': timed_out,
                })
                if isinstance(argv, ScopedArgv):
                        rec.update(self.unit_record(argv, p, t0))
                if timed_out or p.returncode != 0:
                        with open(log_path, 'rb') as f:
                                tail = f.read()[-600:].decode('utf-8', 'replace')
                        rec['log_tail'] = tail
                return rec

        @staticmethod
        def unit_record(argv, p, t0):
                """What a launch in a unit of the lab's adds to its phase record: the launcher, the
                unit, and unit_s, from the launch's start until the unit held the program (gated:
                the gate opened; after-exec: the manager answered, the program already running;
                service: the manager forked it)."""
                rec = {'launcher': argv.launcher, 'unit': argv.unit}
                if isinstance(p, lab_dbus.TransientService):
                        at = p.exec_start_time
                        rec.update({'unit_result': p.result, 'unit_pid': p.pid,
                                    'job_removed_s': p.job_time - t0 if p.job_time else None})
                        if p.env_dropped:
                                rec['env_dropped'] = p.env_dropped
                else:
                        at = getattr(p, 'unit_time', None)
                if getattr(p, 'unit_error', None):
                        rec['unit_error'] = p.unit_error
                rec['unit_s'] = at - t0 if at else None
                return rec

        def wait_service(self, p, cg, timeout):
                """Until the service P's start job is over (its main process exited), or TIMEOUT:
                then its unit and everything in CG are killed. (end time, timed out, None)."""
                try:
                        p.wait(timeout)
                        return p.end_time, False, None
                except subprocess.TimeoutExpired:
                        pass
                except (lab_dbus.DBusError, OSError) as e:
                        cg.kill_others()
                        p.close()
                        raise LabError('%s: %s' % (p.unit, e))
                except BaseException:
                        p.close()  # interrupted: the unit goes with the lab's cgroups
                        raise
                t1 = time.monotonic()
                p.kill()
                cg.kill_others()
                try:
                        p.wait(30)
                except (subprocess.TimeoutExpired, lab_dbus.DBusError, OSError):
                        p.close()
                        p.returncode = -signal.SIGKILL
                return t1, True, None

        @staticmethod
        def wait_process(p, cg, timeout):
                """Until the process P exits, or TIMEOUT: then its group and everything in CG are
                killed. (timed out, its rusage)."""
                pidfd = os.pidfd_open(p.pid)
                timed_out = False
                try:
                        r, _, _ = select.select([pidfd], [], [], timeout)
                        if not r:
                                timed_out = True
                                try:
                                        os.killpg(p.pid, signal.SIGKILL)
                                except ProcessLookupError:
                                        pass
                                cg.kill_others()
                        _, status, ru = os.wait4(p.pid, 0)
                        p.returncode = os.waitstatus_to_exitcode(status)
                finally:
                        os.close(pidfd)
                        if p.returncode is None:
                                p.kill()
                                p.wait()
                return timed_out, ru

        def spawn(self, cg, argv, env, log, as_user=()):
                """ARGV started in CG through cg-exec. A ScopedArgv is made its transient unit
                as its launcher says. gated: the lab asks the user manager over D-Bus for the scope
                of the process that cg-exec holds at its gate, waits until the manager has moved it
                there, then lets it execute ARGV (systemd-run --scope does the same from a process
                of its own). after-exec: the process runs at once and the lab asks for its scope
                after (spawn_after_exec()). service: the manager starts it (spawn_service())."""
                scoped = isinstance(argv, ScopedArgv)
                if scoped and argv.launcher == 'service':
                        return self.spawn_service(cg, argv, env, log, as_user)
                if scoped and argv.launcher == 'after-exec':
                        return self.spawn_after_exec(cg, argv, env, log, as_user)
                gate_r, gate_w = os.pipe() if scoped else (None, None)
                try:
                        p = subprocess.Popen([self.cg_exec] + list(as_user) +
                                             (['--gate', str(gate_r)] if scoped else []) + [cg.procs] + list(argv),
                                             env=env, start_new_session=True, stdin=subprocess.DEVNULL,
                                             stdout=log, stderr=subprocess.STDOUT, cwd=self.tmpdir,
                                             pass_fds=(gate_r,) if scoped else ())
                except BaseException:
                        if scoped:
                                os.close(gate_w)
                        raise
                finally:
                        if scoped:
                                os.close(gate_r)
                if not scoped:
                        return p
                try:
                        self.ask_scope(argv, p.pid)
                        deadline = time.monotonic() + 5
                        while not lab_dbus.in_unit(p.pid, argv.unit):
                                if p.poll() is not None or time.monotonic() > deadline:
                                        raise lab_dbus.DBusError('%s: the process did not reach its scope' % argv.unit)
                                time.sleep(0.001)
                        os.write(gate_w, b'g')
                        p.unit_time = time.monotonic()
                except (lab_dbus.DBusError, OSError) as e:
                        p.kill()
                        p.wait()
                        raise LabError('%s: %s' % (argv.unit, e))
                finally:
                        os.close(gate_w)
                return p

        @staticmethod
        def ask_scope(argv, pid):
                """Asks the user manager for ARGV's transient scope holding PID (StartTransientUnit)."""
                bus = lab_dbus.ManagerBus(argv.runtime)
                try:
                        bus.start_scope(argv.unit, pid, description=' '.join(argv)[:200])
                finally:
                        bus.close()

        def spawn_after_exec(self, cg, argv, env, log, as_user=()):
                """ARGV started at once in CG through cg-exec, and only then its scope asked for
                (StartTransientUnit, PIDs=), as GNOME Shell and KIO's scope mode make it for a
                process they spawned. A program that exits before the manager has taken it has no
                scope: that is noted (unit_error), not an error, as a desktop's launch would lose
                the same race."""
                p = subprocess.Popen([self.cg_exec] + list(as_user) + [cg.procs] + list(argv),
                                     env=env, start_new_session=True, stdin=subprocess.DEVNULL,
                                     stdout=log, stderr=subprocess.STDOUT, cwd=self.tmpdir)
                try:
                        self.ask_scope(argv, p.pid)
                        p.unit_time = time.monotonic()
                except (lab_dbus.DBusError, OSError) as e:
                        if not exited(p.pid):
                                p.kill()
                                p.wait()
                                raise LabError('%s: %s' % (argv.unit, e))
                        p.unit_error = str(e)
                return p

        def spawn_service(self, cg, argv, env, log, as_user=()):
                """ARGV started by the user manager as the transient oneshot service argv.unit
                (lab_dbus.TransientService): its ExecStart= is the same cg-exec command as every
                other launch's (the manager's own cgroups are in the unified hierarchy, so the
                program joins CG, the throttled blkio v1 cgroup, itself), in the lab's temporary
                directory, with ENV, its output appended to LOG (an open file of the lab's, by its
                path)."""
                cmd = [os.path.abspath(self.cg_exec)] + list(as_user) + [cg.procs] + list(argv)
                try:
                        return lab_dbus.TransientService(argv.runtime, argv.unit, cmd,
                                                         os.environ if env is None else env,
                                                         self.tmpdir, os.path.abspath(log.name),
                                                         description=' '.join(argv)[:200])
                except (lab_dbus.DBusError, OSError) as e:
                        raise LabError('%s: %s' % (argv.unit, e))

        def prep_argv(self, method, prog):
                if method in ('cold', 'cold-unit'):
                        return None
                if method == 'warm':
                        return 'program'
                files = prog['files']
                if method == 'cat':
                        return ['cat'] + files
                if method == 'vmtouch':
                        return [self.args.vmtouch, '-t', '-q'] + files
                if method == 'readahead':
                        return [self.ra_helper] + files
                if method == 'preload':
                        return [self.args.preloadctl, 'warm', '--wait'] + prog['targets']
                if method in ('preload-profile', 'preload-profile-nometa') or \
                   method in METADATA_METHODS + DATA_METHODS + USER_METHODS:
                        meta = ['--metadata=' + method[len('preload-profile-'):]] \
                                if method in METADATA_METHODS else \
                                DATA_VARIANTS.get(method[len('preload-profile-'):], [])
                        if method == 'preload-profile-nometa':
                                meta = ['--no-metadata-pass']
                        elif method in USER_METHODS:
                                # no helper: a socket nobody listens on
                                meta = ['--metad-socket=' + (self.metad_socket if method == 'preload-profile-user'
                                                             else os.path.join(self.tmpdir, 'no-metad.sock'))]
                        return [self.args.preloadctl, 'warm', '--wait', '--plan=profile',
                                '--profile-dir=' + prog['profile_dir']] + meta + [prog['name']]
                if method == 'preloadd-profile':
                        return [self.args.preloadctl, 'warm', '--wait', prog['name']]
                if method in LAUNCH_METHODS:
                        return None
                if method.startswith('preload-'):
                        return [self.args.preloadctl, 'warm', '--wait',
                                '--strategy=' + method[len('preload-'):]] + prog['targets']
                raise LabError('unknown method %s' % method)

        def run_split(self, cg, argv, env, tag, user=None):
                """A warm in three phases, each counted: preloadctl's own start (`preloadctl
                --version`: its binary and libraries, which a resident preloadd does not pay), its
                metadata (the same command with --dry-run: the profile's staleness checks, the
                unprivileged metadata pass, the lookups, the opens and extent maps that build the
                schedule, and nothing of the data; not the root or helper pass, which a dry run
                skips) and then its data (the warm itself, whose metadata is then
                cached). 'prep' is their sum, so totals compare with an unsplit warm: it pays two
                more starts of preloadctl, from the cache."""
                start = self.run_phase(cg, [argv[0], '--version'], env, tag + '-prep-start.log',
                                       self.args.timeout, user)
                meta = self.run_phase(cg, argv[:2] + ['--dry-run'] + [a for a in argv[2:] if a != '--wait'],
                                      env, tag + '-prep-meta.log', self.args.timeout, user)
                data = self.run_phase(cg, argv, env, tag + '-prep.log', self.args.timeout, user)
                parts = (start, meta, data)
                both = dict(data)
                for k in ('wall_s', 'dev_reads', 'dev_read_bytes', 'cg_read_ios', 'cg_read_bytes',
                          'majflt', 'minflt'):
                        both[k] = sum(ph[k] for ph in parts)
                both['exit'] = next((ph['exit'] for ph in parts if ph['exit']), 0)
                both['timeout'] = any(ph['timeout'] for ph in parts)
                tails = [ph['log_tail'] for ph in parts if 'log_tail' in ph]
                if tails:
                        both['log_tail'] = tails[0]
                return {'prep': both, 'prep_start': start, 'prep_meta': meta, 'prep_data': data}

        def start_daemon(self, cg, prog, tag, runtime=None, learn=False):
                """preloadd in CG with the program's profile as the user's (its cache directory),
                listening in a runtime directory of its own (or RUNTIME, the user manager's, which
                it then follows); returns (process, environment of its clients, a directory to
                remove) once its socket is there. LEARN: with nothing learned and LaunchLearn=yes,
                to observe the launches (lab_learn)."""
                # short: the socket's path must fit a sockaddr_un
                run = tempfile.mkdtemp(prefix='d', dir=self.tmpdir)
                cache = os.path.join(run, 'cache')
                os.makedirs(os.path.join(cache, 'preloadd', 'profiles'))
                if learn:
                        lab_learn.write_conf(os.path.join(run, 'config'), lab_learn.preloadd_conf())
                else:
                        shutil.copy(os.path.join(prog['profile_dir'], prog['name'] + '.profile'),
                                    os.path.join(cache, 'preloadd', 'profiles'))
                env = self.session_env()
                env.pop('DBUS_SESSION_BUS_ADDRESS', None)
                env.update({'XDG_RUNTIME_DIR': runtime or run, 'XDG_CACHE_HOME': cache,
                            'XDG_CONFIG_HOME': os.path.join(run, 'config')})
                if runtime:
                        shutil.rmtree(os.path.join(runtime, 'preloadd'), ignore_errors=True)
                p = self.spawn_listening(cg, [self.args.preloadd, '--no-login-warm'], env,
                                         os.path.join(runtime or run, 'preloadd', 'control'),
                                         tag + '-preloadd.log')
                if runtime:
                        self.wait_prepared(env, None if learn else prog, tag)
                return p, env, run

        def user_setup(self, prog):
                """LAB_USER's (uid, gid), a home of its own for the run, and the profile readable
                by it (the lab's directories are root's, mode 0700)."""
                pw = pwd.getpwnam(LAB_USER)
                os.chmod(self.tmpdir, 0o711)
                os.chmod(prog['profile_dir'], 0o755)
                for f in os.listdir(prog['profile_dir']):
                        os.chmod(os.path.join(prog['profile_dir'], f), 0o644)
                home = tempfile.mkdtemp(prefix='u', dir=self.tmpdir)
                os.chown(home, pw.pw_uid, pw.pw_gid)
                return (pw.pw_uid, pw.pw_gid), home

        def spawn_listening(self, cg, argv, env, sock, log_name):
                """A daemon (ARGV) started in CG, once SOCK exists; LabError with its log's tail
                when it exits first or does not listen within 10 s."""
                log = open(os.path.join(self.log_dir, log_name), 'wb')
                try:
                        p = subprocess.Popen([self.cg_exec, cg.procs] + argv, env=env,
                                             start_new_session=True, stdin=subprocess.DEVNULL,
                                             stdout=log, stderr=subprocess.STDOUT, cwd=self.tmpdir)
                except (OSError, subprocess.SubprocessError) as e:
                        raise LabError('%s: cannot start: %s' % (argv[0], e))
                finally:
                        log.close()
                deadline = time.monotonic() + 10
                while not os.path.exists(sock):
                        if p.poll() is not None or time.monotonic() > deadline:
                                p.kill()
                                p.wait()
                                with open(os.path.join(self.log_dir, log_name), 'rb') as f:
                                        tail = f.read()[-400:].decode('utf-8', 'replace')
                                raise LabError('%s did not start: %s' % (argv[0], tail))
                        time.sleep(0.02)
                return p

        def start_metad(self, cg, tag):
                """preload-metad in CG on a socket of the lab's, until the run ends: running before
                the cache is dropped, as its socket activation leaves it for 30 s after a request."""
                if os.path.exists(self.metad_socket):
                        os.unlink(self.metad_socket)
                return self.spawn_listening(cg, [self.args.metad, '--socket', self.metad_socket,
                                                 '--idle-sec', '3600'], None, self.metad_socket,
                                            tag + '-metad.log')

        def daemon_status(self, env):
                r = subprocess.run([self.args.preloadctl, 'status', '--json'], env=env,
                                   capture_output=True, text=True, timeout=10)
                try:
                        return json.loads(r.stdout)
                except ValueError:
                        return {'status_error': (r.stderr or r.stdout)[-300:]}

        def wait_prepared(self, env, prog, tag):
                """Until preloadd follows the manager and has the profile prepared, as a resident
                daemon has long before a launch."""
                deadline = time.monotonic() + 20
                while time.monotonic() < deadline:
                        l = self.daemon_status(env).get('launches') or {}
                        prep = l.get('prepared') or {}
                        if l.get('watching') and (prog is None or
                                                  prog['name'] in (prep.get('profiles') or [])):
                                return
                        time.sleep(0.05)
                raise LabError('%s: preloadd did not %s (log: %s-preloadd.log)'
                               % (tag, 'follow the manager' if prog is None else
                                  'prepare the profile', tag))

        def launch_record(self, env, prog):
                """preloadd's record of the launch just measured, once its warm is over."""
                deadline = time.monotonic() + 10
                a = None
                while time.monotonic() < deadline:
                        st = self.daemon_status(env)
                        l = st.get('launches') or {'status_error': st.get('status_error')}
                        a = {x.get('app'): x for x in l.get('apps') or []}.get(prog['name'])
                        if a and a.get('state') not in ('queued', None):
                                break
                        time.sleep(0.05)
                return a or {'status_error': l.get('status_error') or 'no record of the launch'}

        def session_env(self):
                """The environment of the user session the programs and preparations run in."""
                env = dict(os.environ)
                # Debian's default search path: the lab's own (a root shell's, with language
                # toolchains in home directories) would cost every launch and preparation a
                # lookup in each of those directories before it finds the program
                env['PATH'] = PROGRAM_PATH
                if self.args.fresh_home:
                        env['HOME'] = self.home
                return env

        def invocation(self, prog, tag):
                """A fresh {tmp} directory and the expanded command and environment."""
                tmp = tempfile.mkdtemp(prefix=tag + '-', dir=self.tmpdir)
                subst = {'tmp': tmp, 'page': 'file://' + self.page, 'svg': self.svg,
                         'csrc': self.csrc, 'graph': self.graph,
                         'text': self.text}
                argv = [expand(a, subst) for a in prog['cmd']]
                env = self.session_env()
                for k, v in prog.get('env', {}).items():
                        env[k] = expand(v, subst)
                return argv, env, tmp

        def launch_argv(self, method, prog, argv, env, daemon_env, rep):
                """The command that launches the program for a launch method, in env."""
                env = dict(env)
                env.pop('DBUS_SESSION_BUS_ADDRESS', None)
                env['XDG_RUNTIME_DIR'] = daemon_env['XDG_RUNTIME_DIR']
                if method == 'preloadctl-run':
                        # preloadctl looks for the profile as preloadd does, in the daemon's cache:
                        # named by CACHE_DIRECTORY (systemd's, which profile-store.c reads first),
                        # not by XDG_CACHE_HOME, which the program it becomes would inherit too
                        # (an empty XDG cache made GIMP rebuild its caches: 1.2 s more than through
                        # its unit)
                        env['CACHE_DIRECTORY'] = os.path.join(daemon_env['XDG_CACHE_HOME'], 'preloadd')
                        return [self.args.preloadctl, 'run', '--'] + argv, env
                token = '%d%d%04d' % (os.getpid(), rep, self.n_cgroups)
                launcher = LAUNCHER_ALIASES.get(self.args.launcher, self.args.launcher)
                unit = launch_unit_name(prog['name'], token, service=launcher == 'service')
                if launcher == 'systemd-run':
                        return ['systemd-run', '--user', '--quiet', '--scope', '--unit=' + unit] + argv, env
                return ScopedArgv(argv, unit, daemon_env['XDG_RUNTIME_DIR'], launcher), env

        @staticmethod
        def proc_cpu(pid):
                try:
                        with open('/proc/%d/stat' % pid) as f:
                                return parse_proc_stat_cpu(f.read())
                except OSError:
                        return 0

        def record_profiles(self, prog):
                """Three recordings of the program, each from an empty page cache, unthrottled and
                outside the measured runs: 'replay' (ptrace + tracefs) is the profile that
                preload-profile warms; 'cold' (ptrace + tracefs) is another cold launch, what it
                read; 'touched' (ptrace only) is what that kind of launch used. The last two judge
                the first: coverage and waste (profile_coverage)."""
                d = os.path.join(self.tmpdir, 'profiles-' + prog['name'])
                rec = {}
                observe = self.args.learn == 'observe'
                # --learn=observe: the replayed profile is what preloadd learns from launches;
                # the recorded one is kept beside it, to be judged the same way
                for kind, mode in (('recorded' if observe else 'replay', 'tracefs'),
                                   ('cold', 'tracefs'), ('touched', 'ptrace')):
                        sub = d if kind == 'replay' else os.path.join(d, kind)
                        os.makedirs(sub, exist_ok=True)
                        path = os.path.join(sub, prog['name'] + '.profile')
                        self.drop_caches()
                        argv, env, tmp = self.invocation(prog, '%s-record-%s' % (prog['name'], kind))
                        cmd = [self.args.preloadctl, 'record', '--json', '--mode=' + mode,
                               '--name=' + prog['name'], '--output=' + path,
                               '--timeout=%g' % self.args.timeout, '--'] + argv
                        if mode == 'tracefs' and not os.path.exists('/sys/kernel/tracing/trace_pipe'):
                                # tracefs mounted for this recording only, in a mount namespace of
                                # its own, so that the machine's mounts stay as they are
                                cmd = ['unshare', '--mount', '--propagation=private', 'sh', '-c',
                                       'mount -t tracefs nodev /sys/kernel/tracing && exec "$@"',
                                       'sh'] + cmd
                        t0 = time.monotonic()
                        r = subprocess.run(cmd, env=env, capture_output=True, text=True,
                                           cwd=self.tmpdir, stdin=subprocess.DEVNULL)
                        shutil.rmtree(tmp, ignore_errors=True)
                        if r.returncode != 0:
                                raise LabError('%s: %s' % (' '.join(cmd), r.stderr.strip()[-600:]))
                        # the command's own output comes first, on the same stdout
                        at = r.stdout.rfind('{"name"')
                        try:
                                summary = json.loads(r.stdout[at:]) if at >= 0 else None
                        except ValueError:
                                summary = None
                        if summary is None:
                                raise LabError('%s: no summary in its output' % ' '.join(cmd))
                        with open(path) as f:
                                rec[kind] = {'mode': mode, 'wall_s': time.monotonic() - t0,
                                             'summary': summary,
                                             'ranges': parse_profile(f.read())}
                        if kind == 'replay':
                                with open(path) as f:
                                        prog['profile_text'] = f.read()
                prog['profile_dir'] = d
                observed = None
                if observe:
                        path = os.path.join(d, prog['name'] + '.profile')
                        t0 = time.monotonic()
                        try:
                                fallback = None
                                if self.args.profile != 'hdd' and self.profile_limits:
                                        fallback = ('hdd', PROFILES['hdd'])
                                observed = lab_learn.observe_profile(self, prog, path, fallback)
                        except lab_learn.LearnError as e:
                                raise LabError(str(e))
                        with open(path) as f:
                                prog['profile_text'] = f.read()
                        ranges = parse_profile(prog['profile_text'])
                        rec['replay'] = {'mode': 'observe', 'wall_s': time.monotonic() - t0,
                                         'ranges': ranges, 'summary': {
                                                'files': len(ranges),
                                                'bytes': sum(n for rs in ranges.values() for _, n in rs),
                                                'ranges': sum(len(rs) for rs in ranges.values())}}
                warmed = self.profile_schedule(d, prog['name'])
                map_made = self.first_warm(d, prog['name'])
                prog['profile'] = {
                        'recordings': {k: {'mode': v['mode'], 'wall_s': v['wall_s'],
                                           'files': v['summary'].get('files'),
                                           'bytes': v['summary'].get('bytes'),
                                           'ranges': v['summary'].get('ranges')}
                                       for k, v in rec.items()},
                        'schedule_requests': sum(len(v) for v in warmed.values()),
                        'coverage': profile_coverage(rec['cold']['ranges'], rec['touched']['ranges'],
                                                     warmed),
                        'coverage_unbridged': profile_coverage(rec['cold']['ranges'],
                                                               rec['touched']['ranges'],
                                                               rec['replay']['ranges']),
                        'learn': 'observe' if observe else 'record',
                        'metadata_map': map_made,
                        # what the learned profile says its launch touched (its `touched` pages,
                        # all the ranges of a file without): the physical limit's bytes
                        'touched_bytes': profile_touched_bytes(prog['profile_text']),
                        'touched_lines': bool(parse_profile(prog['profile_text'], True)[1]),
                }
                if observe:
                        prog['profile']['observed'] = observed
                        prog['profile']['coverage_recorded'] = profile_coverage(
                                rec['cold']['ranges'], rec['touched']['ranges'],
                                self.profile_schedule(os.path.join(d, 'recorded'), prog['name']))
                # the waste of what the data variants read besides the profile (larger bridges,
                # neighbours), from their schedules; the strategy does not change what is read
                by_opts = {}
                for opts in DATA_VARIANTS.values():
                        key = ' '.join(o for o in opts if not o.startswith('--strategy='))
                        if key and key not in by_opts:
                                r = subprocess.run([self.args.preloadctl, 'warm', '--dry-run', '--json',
                                                    '--plan=profile', '--profile-dir=' + d] + key.split() +
                                                   [prog['name']], capture_output=True, text=True)
                                if r.returncode == 0:
                                        w = parse_schedule_json(r.stdout)
                                        by_opts[key] = dict(
                                                profile_coverage(rec['cold']['ranges'], rec['touched']['ranges'], w),
                                                schedule_requests=sum(len(v) for v in w.values()))
                prog['profile']['coverage_by_options'] = by_opts
                return prog['profile']

        def learn_profile(self, prog):
                """The program's learned profile, as --learn makes it (record_profiles()), or
                imported from --profiles-from (import_profile())."""
                if self.args.learn == 'import':
                        return self.import_profile(prog)
                return self.record_profiles(prog)

        def import_profile(self, prog):
                """--profiles-from: the program's portable profile imported, where a learned one
                would be (its profile_dir), with nothing recorded or observed; then as after a
                learning, its schedule and its first root warm (the metadata map). The coverage
                of a learning (what another cold launch read and used) is not measured."""
                d = os.path.join(self.tmpdir, 'profiles-' + prog['name'])
                src = lab_portable.portable_path(self.args.profiles_from, prog['name'])
                try:
                        imp = lab_portable.import_profile(self.args.preloadctl, src, d, prog['name'])
                except lab_portable.PortableError as e:
                        raise LabError(str(e))
                if not imp['kept']:
                        raise LabError('%s: no file of it matched here (%s): nothing to warm'
                                       % (src, lab_portable.reasons_text(imp['dropped_by_reason'])
                                          or 'no files'))
                with open(imp['path']) as f:
                        prog['profile_text'] = f.read()
                prog['profile_dir'] = d
                ranges = parse_profile(prog['profile_text'])
                warmed = self.profile_schedule(d, prog['name'])
                prog['profile'] = {
                        'recordings': {'replay': {
                                'mode': 'import', 'wall_s': imp['wall_s'], 'files': len(ranges),
                                'bytes': sum(n for rs in ranges.values() for _, n in rs),
                                'ranges': sum(len(rs) for rs in ranges.values())}},
                        'schedule_requests': sum(len(v) for v in warmed.values()),
                        'learn': 'import',
                        'imported': imp,
                        'metadata_map': self.first_warm(d, prog['name']),
                        'touched_bytes': profile_touched_bytes(prog['profile_text']),
                        'touched_lines': bool(parse_profile(prog['profile_text'], True)[1]),
                }
                return prog['profile']

        def export_profiles(self, progs, d):
                """--export-profiles: each program's profile, as the measured runs use it (the
                program's name, in its profile_dir), in portable form as D/PROGRAM.portable."""
                for prog in progs:
                        try:
                                prog['profile']['exported'] = lab_portable.export_profile(
                                        self.args.preloadctl, prog['profile_dir'], prog['name'],
                                        lab_portable.portable_path(d, prog['name']))
                        except lab_portable.PortableError as e:
                                raise LabError(str(e))

        def relocate(self, profile_dir, names):
                """--relocate: the learned profiles' files laid out (`preloadctl relocate` of all of
                them in one call: the files several read first, then each one's own in the order
                given), before any measured run; what it moved."""
                cmd = [self.args.preloadctl, 'relocate', '--json', '--plan=profile',
                       '--profile-dir=' + profile_dir] + list(names)
                t0 = time.monotonic()
                r = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL)
                if r.returncode != 0:
                        raise LabError('%s: %s' % (' '.join(cmd), r.stderr.strip()[-600:]))
                out = json.loads(r.stdout)
                out['wall_s'] = time.monotonic() - t0
                out['skipped'] = len(out.get('skipped') or [])
                return out

        def first_warm(self, profile_dir, name):
                """As root, the first warm of a new profile makes its metadata map, which every
                later root warm reads in place of the lookup walk: run here once, unmeasured, as a
                desktop's first warm of the profile would be, so that every repetition measures
                the same warm. Whether the map is there."""
                if os.geteuid() != 0:
                        return False
                subprocess.run([self.args.preloadctl, 'warm', '--wait', '--plan=profile',
                                '--profile-dir=' + profile_dir, name], capture_output=True, text=True,
                               stdin=subprocess.DEVNULL)
                return os.path.exists(os.path.join(profile_dir, name + '.metamap'))

        def profile_schedule(self, profile_dir, name):
                """What a warm of the profile NAME in PROFILE_DIR reads: its schedule (bridged gaps
                included)."""
                r = subprocess.run([self.args.preloadctl, 'warm', '--dry-run', '--json', '--plan=profile',
                                    '--profile-dir=' + profile_dir, name], capture_output=True, text=True)
                if r.returncode != 0:
                        raise LabError('preloadctl warm --dry-run --plan=profile %s: %s'
                                       % (name, r.stderr.strip()))
                return parse_schedule_json(r.stdout)

        def run_once(self, prog, method, rep, then_warm=False):
                """One run of METHOD: a list of one record, or two when THEN_WARM asks a cold run
                to launch the program a second time: that second launch is exactly a run of
                'warm' (empty cache, the program once, then the launch measured), whose
                preparation is the cold launch."""
                rec = {'method': method, 'rep': rep, 'loadavg_start': os.getloadavg()[0]}
                recs = [rec]
                drops0, ours0 = vmstat_drops(), self.n_drops
                cg = self.new_cgroup()
                tmps = []
                daemon = None
                prep_env = self.session_env()
                try:
                        tag = '%s-%s-%d' % (prog['name'], method, rep)
                        if method == 'preloadd-profile':
                                daemon, prep_env, run = self.start_daemon(cg, prog, tag)
                                tmps.append(run)
                        elif method in LAUNCH_METHODS:
                                io0 = cg.io()
                                daemon, prep_env, run = self.start_daemon(
                                        cg, prog, tag, runtime=self.user_manager.runtime)
                                cg.keep.append(daemon.pid)
                                tmps.append(run)
                                # the daemon's own start (its binary and libraries, read cold)
                                # is charged to the throttle the launch shares: paid off before
                                # the launch, as a daemon started at login has long been
                                io1 = cg.io()
                                rec['daemon_start_reads'] = io1[0] - io0[0]
                                time.sleep(throttle_debt_s(io1[0] - io0[0], io1[1] - io0[1],
                                                           self.profile_limits))
                        user = None
                        if method in USER_METHODS:
                                user, home = self.user_setup(prog)
                                tmps.append(home)
                                prep_env = dict(prep_env, HOME=home, XDG_CACHE_HOME=os.path.join(home, '.cache'))
                                prep_env.pop('XDG_RUNTIME_DIR', None)
                                if method == 'preload-profile-user':
                                        daemon = self.start_metad(cg, tag)
                                        cg.keep.append(daemon.pid)
                        rec['read_ahead_ok'] = self.check_read_ahead()
                        self.drop_caches()
                        if self.args.residency_check:
                                rec['resident_after_drop'] = sum(resident_bytes(f)
                                                                 for f in prog['files'])
                                self.drop_caches()  # the check read metadata: drop it again
                        # every method starts with the throttle idle, in a slice of its own:
                        # blk-throttle lets a fresh slice dispatch a slice's worth at once, and
                        # charges what came just before to the one under way (dot on `sdcard`
                        # took 0.14 or 0.24 s with the same 380 reads, by what preceded it)
                        time.sleep(THROTTLE_SETTLE_S)
                        prep = self.prep_argv(method, prog)
                        if prep == 'program':
                                argv, env, tmp = self.invocation(prog, tag + '-prep')
                                tmps.append(tmp)
                                rec['prep'] = self.run_phase(cg, argv, env, tag + '-prep.log',
                                                             self.args.timeout)
                        elif prep and method in SPLIT_METHODS and self.args.split_metadata:
                                rec.update(self.run_split(cg, prep, prep_env, tag, user))
                        elif prep:
                                rec['prep'] = self.run_phase(cg, prep, prep_env,
                                                             tag + '-prep.log', self.args.timeout, user)
                        else:
                                rec['prep'] = None
                        argv, env, tmp = self.invocation(prog, tag)
                        tmps.append(tmp)
                        if method in LAUNCH_METHODS:
                                argv, env = self.launch_argv(method, prog, argv, env, prep_env, rep)
                                cpu0 = self.proc_cpu(daemon.pid)
                        elif method == 'cold-unit':
                                argv, env = self.launch_argv(
                                        'preloadd-launch', prog, argv, env,
                                        {'XDG_RUNTIME_DIR': self.user_manager.runtime}, rep)
                        rec['launch'] = self.run_phase(cg, argv, env, tag + '.log', self.args.timeout)
                        if method in LAUNCH_METHODS:
                                rec['daemon'] = self.launch_record(prep_env, prog)
                                decision = launch_decision(rec['daemon'])
                                if decision is not None:
                                        rec['decision'] = decision
                                rec['daemon_cpu_s'] = (self.proc_cpu(daemon.pid) - cpu0) / \
                                        os.sysconf('SC_CLK_TCK')
                        if then_warm:
                                argv, env, tmp = self.invocation(prog, tag + '-warm')
                                tmps.append(tmp)
                                recs.append({'method': 'warm', 'rep': rep, 'paired_with_cold': True,
                                             'loadavg_start': rec['loadavg_start'],
                                             'resident_after_drop': rec.get('resident_after_drop'),
                                             'read_ahead_ok': rec['read_ahead_ok'],
                                             'prep': rec['launch'],
                                             'launch': self.run_phase(cg, argv, env, tag + '-warm.log',
                                                                      self.args.timeout)})
                finally:
                        cg.remove()  # the daemon with it
                        if daemon:
                                daemon.wait()
                        for t in tmps:
                                shutil.rmtree(t, ignore_errors=True)
                # another process emptying the page cache mid-run spoils it; the kernel counts
                # every drop, so such runs are seen and left out of the medians
                foreign = vmstat_drops() - drops0 - (self.n_drops - ours0)
                for r in recs:
                        r['loadavg_end'] = os.getloadavg()[0]
                        r['foreign_drops'] = foreign
                        r['disturbed'] = foreign > 0
                        r['ok'] = all(ph is None or (ph['exit'] == 0 and not ph['timeout'])
                                      for ph in (r['prep'], r['launch']))
                return recs


# ---------------------------------------------------------------- programs and file sets

def resolve_program(spec, preloadctl, env=None):
        """Fill in targets (the executables to plan) and files (the set the peers warm: the
        plan's files, or without preloadctl the closure ld.so lists)."""
        prog = dict(spec)
        exe = prog['cmd'][0]
        path = exe if '/' in exe else shutil.which(exe, path=PROGRAM_PATH)
        if not path:
                raise LabError('%s: not installed (%s)' % (exe, 'apt-get install ' +
                               prog['package'] if prog.get('package') else 'not in PATH'))
        targets = prog.get('targets') or [path]
        for t in targets:
                if not os.path.exists(t):
                        raise LabError('%s: not found%s' % (t, ' (apt-get install %s)' %
                                       prog['package'] if prog.get('package') else ''))
        prog['targets'] = targets
        if preloadctl:
                r = subprocess.run([preloadctl, 'plan', '--json'] + targets, capture_output=True,
                                   text=True)
                if r.returncode != 0:
                        raise LabError('%s plan --json %s: %s' % (preloadctl, ' '.join(targets),
                                                                  r.stderr.strip()))
                files = parse_plan_json(r.stdout)
                prog['file_set_source'] = 'preloadctl plan'
        else:
                files = []
                for t in targets:
                        r = subprocess.run(['/lib64/ld-linux-x86-64.so.2', '--list', t],
                                           capture_output=True, text=True)
                        files.append(t)
                        if r.returncode == 0:
                                files += parse_ldso_list(r.stdout)
                prog['file_set_source'] = 'ld.so --list'
        seen = []
        for f in files:
                f = os.path.realpath(f)
                if f not in seen and os.path.isfile(f):
                        seen.append(f)
        prog['files'] = seen
        prog['file_set_bytes'] = sum(os.path.getsize(f) for f in seen)
        return prog


def vmstat_drops():
        """How often anyone wrote to drop_caches since boot (0 where the kernel does not say)."""
        try:
                with open('/proc/vmstat') as f:
                        for line in f:
                                if line.startswith('drop_pagecache '):
                                        return int(line.split()[1])
        except OSError:
                pass
        return 0


def lab_mapped_files():
        """Files this lab process maps: they stay cached through drop_caches."""
        out = set()
        with open('/proc/self/maps') as f:
                for line in f:
                        parts = line.split(None, 5)
                        if len(parts) == 6 and parts[5].startswith('/'):
                                out.add(os.path.realpath(parts[5].strip()))
        return out


def phase(run, key):
        return run['prep'][key] if run['prep'] else 0


def launch_decision(record):
        """The decision preloadd made at a launch, from its launch record (`preloadctl status
        --json`): {"choice", "reason", "predicted_cold_s", "predicted_warm_s", ...} as it gave
        it, or None where the record has none (an older preloadd, no record, an error)."""
        d = record.get('decision') if isinstance(record, dict) else None
        return dict(d) if isinstance(d, dict) else None


def decision_summary(runs):
        """What preloadd decided over RUNS (their 'decision'): the most common choice, the most
        common reason given for it, how often each choice was made, the medians of its
        predictions; None when no run has a decision."""
        ds = [r['decision'] for r in runs if isinstance(r.get('decision'), dict)]
        if not ds:
                return None

        def text(v):
                return v if isinstance(v, str) and v else None

        def number(v):
                return v if isinstance(v, (int, float)) and not isinstance(v, bool) else None
        choices = collections.Counter(text(d.get('choice')) or 'unknown' for d in ds)
        choice = choices.most_common(1)[0][0]
        reasons = collections.Counter(text(d.get('reason')) for d in ds
                                      if (text(d.get('choice')) or 'unknown') == choice)
        reasons.pop(None, None)
        return {'n': len(ds), 'choices': dict(choices), 'choice': choice,
                'reason': reasons.most_common(1)[0][0] if reasons else None,
                'predicted_cold_s': summarize([number(d.get('predicted_cold_s')) for d in ds]),
                'predicted_warm_s': summarize([number(d.get('predicted_warm_s')) for d in ds])}


def physical_limit(prog, summary, limits):
        """The fastest a launch can be on the disk profile LIMITS (None: unthrottled, no limit):
        the larger of the bytes the launch touched over the bandwidth and the warm launch (the
        "warm" method's launch, when measured). The bytes touched are the learned profile's
        (profile_touched_bytes()); a run with no learned profile has only the bytes its cold
        launch read, as before (what the launch touched and the read-ahead around it: above the
        floor). Returns {'limit_s', 'by' ('bytes' or 'warm'), 'bytes', 'bytes_basis' ('touched'
        or 'cold-read'), 'bytes_s', 'warm_launch_s', 'cold_read_bytes', 'read_bps'} or None."""
        if not limits:
                return None

        def med(method, key):
                v = (summary.get(method) or {}).get(key)
                return v['median'] if v else None
        bps = limits[1]
        # the run's own bytes: the device counters include other processes' reads
        cold_read = med('cold', 'launch_own_read_bytes')
        warm_s = med('warm', 'launch_s')
        touched = (prog.get('profile') or {}).get('touched_bytes')
        nbytes, basis = (touched, 'touched') if touched is not None else \
                (cold_read, 'cold-read') if cold_read is not None else (None, None)
        bytes_s = nbytes / bps if nbytes is not None else None
        if bytes_s is None and warm_s is None:
                return None
        by = 'warm' if bytes_s is None or (warm_s is not None and warm_s > bytes_s) else 'bytes'
        return {'limit_s': warm_s if by == 'warm' else bytes_s, 'by': by, 'bytes': nbytes,
                'bytes_basis': basis, 'bytes_s': bytes_s, 'warm_launch_s': warm_s,
                'cold_read_bytes': cold_read, 'read_bps': bps}


def program_summary(prog, runs, limits):
        ok = [r for r in runs if r['ok'] and not r.get('disturbed')]
        methods = []
        for r in runs:
                if r['method'] not in methods:
                        methods.append(r['method'])
        summary = {}
        for m in methods:
                rs = [r for r in ok if r['method'] == m]
                prep_s = [r['prep']['wall_s'] if r['prep'] else 0.0 for r in rs]
                summary[m] = {
                        'n': len([r for r in runs if r['method'] == m]), 'n_ok': len(rs),
                        'n_disturbed': len([r for r in runs if r['method'] == m and
                                            r.get('disturbed')]),
                        'launch_s': summarize([r['launch']['wall_s'] for r in rs]),
                        'prep_s': summarize(prep_s),
                        'total_s': summarize([p + r['launch']['wall_s'] for p, r in zip(prep_s, rs)]),
                        'launch_reads': summarize([r['launch']['dev_reads'] for r in rs]),
                        'launch_read_bytes': summarize([r['launch']['dev_read_bytes'] for r in rs]),
                        'launch_own_reads': summarize([r['launch']['cg_read_ios'] for r in rs]),
                        'launch_own_read_bytes': summarize([r['launch']['cg_read_bytes']
                                                            for r in rs]),
                        'prep_reads': summarize([phase(r, 'dev_reads') for r in rs]),
                        'prep_read_bytes': summarize([phase(r, 'dev_read_bytes') for r in rs]),
                        'prep_own_reads': summarize([phase(r, 'cg_read_ios') for r in rs]),
                        'prep_own_read_bytes': summarize([phase(r, 'cg_read_bytes') for r in rs]),
                        'launch_majflt': summarize([r['launch']['majflt'] for r in rs]),
                        # a split warm's phases (--split-metadata), None otherwise
                        'prep_start_own_reads': summarize([r['prep_start']['cg_read_ios'] for r in rs
                                                           if r.get('prep_start')]),
                        'prep_meta_s': summarize([r['prep_meta']['wall_s'] for r in rs if r.get('prep_meta')]),
                        'prep_meta_own_reads': summarize([r['prep_meta']['cg_read_ios'] for r in rs
                                                          if r.get('prep_meta')]),
                        'prep_data_s': summarize([r['prep_data']['wall_s'] for r in rs if r.get('prep_data')]),
                        'prep_data_own_reads': summarize([r['prep_data']['cg_read_ios'] for r in rs
                                                          if r.get('prep_data')]),
                        'prep_data_own_read_bytes': summarize([r['prep_data']['cg_read_bytes'] for r in rs
                                                               if r.get('prep_data')]),
                        'resident_after_drop': summarize([r.get('resident_after_drop') for r in rs]),
                        # preloadd's decisions at the launches (launch methods, a preloadd that
                        # records them), None otherwise
                        'decisions': decision_summary(rs),
                }
        limit = physical_limit(prog, summary, limits)
        return summary, limit['limit_s'] if limit else None


# ---------------------------------------------------------------- reports

def fmt_s(s):
        if s is None:
                return 'n/a'
        return '%.2f (%.2f–%.2f)' % (s['median'], s['min'], s['max'])


def fmt_n(s, scale=1, digits=0):
        if s is None:
                return 'n/a'
        return ('%.*f' % (digits, s['median'] / scale))


def session_notes(result):
        """What the run changed about the machine, one paragraph each, for the reports."""
        notes = []
        if result.get('profile_set'):
                notes.append('One run of a multi-profile run (`--profile %s`), each profile with its '
                             'own learned profiles; the table across them is `../%s`.'
                             % (','.join(result['profile_set']), PROFILES_TABLE))
        if result.get('inode_readahead_blks') is not None:
                notes.append('ext4 inode_readahead_blks was set to %d for this run (default 32).'
                             % result['inode_readahead_blks'])
        if result.get('fresh_home'):
                notes.append('The programs ran with HOME set to an empty directory of the session.')
        if result.get('run_cached'):
                notes.append('/run was not a tmpfs on this machine: after each drop of the page cache the '
                             'lab looked its entries up again, as a desktop\'s tmpfs always has them '
                             '(`--no-run-cached` turns that off).')
        units = [m for m in result.get('methods') or () if m in UNIT_METHODS]
        if units and result.get('launcher'):
                notes.append('The unit route launches (%s) got their units by `--launcher=%s`: %s.' % (
                        ', '.join(units), result['launcher'], LAUNCHER_TEXT[result['launcher']]))
        below = [d for d in result.get('devices', []) if d.get('throttled')]
        if below:
                fs = sorted({d['fs'] for d in below if d.get('fs')})
                notes.append('The files were on %s, a direct-I/O loop device holding a copy of the '
                             'system\'s files%s (bench/system-image.sh), and the throttle was on the disk under it (%s): '
                             'it counted the requests the loop device made of the bios it got, '
                             'as a disk\'s seeks would, rather than the bios.' % (
                                ', '.join(d['name'] for d in below),
                                ' on ' + ', '.join(fs) if fs else '',
                                ', '.join(sorted({d['throttled']['name'] for d in below}))))
        if result.get('profiles_from'):
                notes.append('Nothing was learned in this run: each program\'s learned profile is its '
                             'portable profile from `%s` (`--profiles-from`), imported with `preloadctl '
                             'profile import`, every file checked against the copy here (see "Portable '
                             'profiles" below). The run has no coverage of them (what another cold '
                             'launch read and used).' % result['profiles_from'])
        if result.get('export_profiles'):
                notes.append('The learned profiles were exported in portable form to `%s` '
                             '(`--export-profiles`, `preloadctl profile export`).'
                             % result['export_profiles'])
        compressed = [d for d in result.get('devices', []) if d.get('fs_compression')]
        if compressed:
                notes.append('The files were on a compressed read-only image (%s), as snaps '
                             '(squashfs) and image-based systems (erofs) ship programs: a read of a '
                             'file reads whole compressed blocks from the device and decompresses '
                             'them on the CPU (in the reading process) into the file\'s page cache. '
                             'Only that cache spares a launch both: with the lab\'s direct-I/O loop '
                             'device, reading the image\'s blocks from the device or its backing '
                             'file beforehand left the file data to be read again '
                             '(bench/squashfs-warm.py, results/squashfs-warm-hdd.md).' % '; '.join(
                                '%s %s %s' % (d['name'], d.get('fs', '?'),
                                              compression_text(d['fs_compression']))
                                for d in compressed))
        own = sorted({d['fs_read_ahead_kb'] for d in result.get('devices', [])
                      if d.get('fs_read_ahead_kb') is not None})
        if own:
                notes.append('On btrfs a file\'s reads go through the file system\'s own read-ahead, '
                             'read_ahead_kb %s (as the lab found it), not the disk\'s, which the '
                             'lab set to %d: a cold start reads ahead in larger windows there than on '
                             'ext4 or XFS.' % (', '.join(str(k) for k in own), READ_AHEAD_KB))
        return notes


def profile_line(pr):
        """A learned profile (Lab.learn_profile()) in a line of the lab's progress: its size, and
        its coverage when the learning measured it, or where it was imported from."""
        rc = pr['recordings']['replay']
        out = 'profile %d files, %.1f MiB (%d requests)' % (
                rc['files'] or 0, (rc['bytes'] or 0) / MIB, pr['schedule_requests'])
        cv, imp = pr.get('coverage'), pr.get('imported')
        if cv:
                out += ('; another cold launch read %.1f MiB, used %.1f MiB: missed %.1f%%, waste '
                        '%.1f%%' % (cv['cold_bytes'] / MIB, cv['touched_bytes'] / MIB,
                                     cv['missed_pct'], cv['waste_pct']))
        if imp:
                out += '; imported from %s: %d files kept, %d dropped%s' % (
                        imp['from'], imp['kept'], imp['dropped'],
                        ' (%s)' % lab_portable.reasons_text(imp['dropped_by_reason'])
                        if imp['dropped_by_reason'] else '')
        return out


def portable_report(result):
        """The portable profiles of the run, imported (--profiles-from) or exported
        (--export-profiles): per program the files kept and those dropped, by reason. [] when
        neither."""
        out = []
        for key, what, verb in (('imported', 'Imported', 'dropped'),
                                ('exported', 'Exported', 'left out')):
                rows = [(p['name'], p['profile'][key]) for p in result['programs']
                        if (p.get('profile') or {}).get(key)]
                if not rows:
                        continue
                if not out:
                        out += ['## Portable profiles', '']
                out += ['%s: per program the portable profile, the files kept and those %s, '
                        'by reason.' % (what, verb), '',
                        '| program | portable profile | files kept | %s | why |' % verb,
                        '|---|---|---|---|---|']
                for n, r in rows:
                        out.append('| %s | `%s` | %s | %s | %s |' % (
                                n, r.get('from') or r.get('to'), r.get('kept', 'n/a'),
                                r.get('dropped', 'n/a'),
                                lab_portable.reasons_text(r.get('dropped_by_reason') or {}) or '–'))
                out.append('')
        return out


def limit_text(pl):
        """A program's physical limit (physical_limit()) in a sentence, with the bytes its cold
        launch read beside it."""
        mbps = pl['read_bps'] // MIB
        parts = []
        if pl['bytes_s'] is not None and pl['bytes_basis'] == 'touched':
                parts.append('the bytes the launch touched (%.1f MiB, the learned profile\'s touched '
                             'pages) at %d MiB/s, %.2f s' % (pl['bytes'] / MIB, mbps, pl['bytes_s']))
        elif pl['bytes_s'] is not None:
                parts.append('the bytes the cold launch read (%.1f MiB; no learned profile to tell '
                             'what it touched, so read-ahead included) at %d MiB/s, %.2f s'
                             % (pl['bytes'] / MIB, mbps, pl['bytes_s']))
        if pl['warm_launch_s'] is not None:
                parts.append('the warm launch, %.2f s' % pl['warm_launch_s'])
        out = 'Physical limit: %.2f s, %s.' % (
                pl['limit_s'], 'the larger of %s, and %s' % tuple(parts) if len(parts) == 2 else parts[0])
        if pl.get('cold_read_bytes') is not None and pl['bytes_basis'] == 'touched':
                out += ' The cold launch read %.1f MiB (%.2f s at %d MiB/s).' % (
                        pl['cold_read_bytes'] / MIB, pl['cold_read_bytes'] / pl['read_bps'], mbps)
        return out


def decisions_report(prog):
        """preloadd's decisions at the launches of one program, per method: [] when no run
        recorded one."""
        rows = [(m, s['decisions']) for m, s in prog['summary'].items() if s.get('decisions')]
        if not rows:
                return []
        out = ['', 'preloadd\'s decision at each launch (its launch record\'s `decision`): the '
               'most common choice and the reason given for it, every choice with its count, the '
               'medians of what it predicted.', '',
               '| method | choice | reason | choices | predicted cold s | predicted warm s |',
               '|---|---|---|---|---|---|']
        for m, d in rows:
                out.append('| %s | %s | %s | %s | %s | %s |' % (
                        m, d['choice'], d['reason'] or 'n/a',
                        ', '.join('%s %d' % (c, n) for c, n in sorted(
                                d['choices'].items(), key=lambda kv: (-kv[1], kv[0]))),
                        fmt_n(d['predicted_cold_s'], 1, 2), fmt_n(d['predicted_warm_s'], 1, 2)))
        return out


def markdown_report(result):
        out = []
        lim = PROFILES.get(result['profile'])
        out.append('# Cold-start lab: %s, profile `%s`' % (result['date'], result['profile']))
        out.append('')
        out.append('Kernel %s, %d repetitions, read_ahead_kb %d, profile %s. Times in seconds: '
                   'median (min–max) over the runs that succeeded. "own" reads and MiB are what the '
                   'run\'s processes submitted (its blkio cgroup\'s counters), "dev" the '
                   'device\'s completed requests from every process on the machine (its stat '
                   'file); majflt is the launch\'s major faults.'
                   % (result['kernel'], result['reps'], READ_AHEAD_KB,
                      '%d IOPS, %d MiB/s' % (lim[0], lim[1] // MIB) if lim else 'unthrottled'))
        for line in session_notes(result):
                out += ['', line]
        out.append('')
        out.append('Command: `%s`' % result['command'])
        portable = portable_report(result)
        if portable:
                out += [''] + portable[:-1]
        for prog in result['programs']:
                out.append('')
                out.append('## `%s`' % ' '.join(prog['cmd']))
                out.append('')
                out.append('File set (%s): %d files, %.1f MiB.' % (
                        prog['file_set_source'], len(prog['files']), prog['file_set_bytes'] / MIB))
                pl = prog.get('physical_limit') or physical_limit(prog, prog['summary'], lim)
                if pl:
                        out.append(limit_text(pl))
                if prog.get('lab_mapped'):
                        out.append('Caveat: the lab itself maps %d of these files, so they stay '
                                   'cached: %s.' % (len(prog['lab_mapped']),
                                                    ', '.join(prog['lab_mapped'])))
                out.append('')
                out.append('| method | launch s | prep+launch s | launch reads own (dev) '
                           '| launch MiB own (dev) | prep reads own | prep MiB own | launch majflt '
                           '| ok |')
                out.append('|---|---|---|---|---|---|---|---|---|')
                for m, s in prog['summary'].items():
                        out.append('| %s | %s | %s | %s (%s) | %s (%s) | %s | %s | %s | %d/%d |' % (
                                m, fmt_s(s['launch_s']), fmt_s(s['total_s']),
                                fmt_n(s['launch_own_reads']), fmt_n(s['launch_reads']),
                                fmt_n(s['launch_own_read_bytes'], MIB, 1),
                                fmt_n(s['launch_read_bytes'], MIB, 1),
                                fmt_n(s['prep_own_reads']), fmt_n(s['prep_own_read_bytes'], MIB, 1),
                                fmt_n(s['launch_majflt']), s['n_ok'], s['n']))
                split = [(m, s) for m, s in prog['summary'].items() if s.get('prep_meta_own_reads')]
                if split:
                        out.append('')
                        out.append('The warm in three phases (--split-metadata): preloadctl\'s own start '
                                   '(`--version`), metadata (`--dry-run`), data; requests own.')
                        out.append('')
                        out.append('| method | start reqs | metadata reqs | metadata s | data reqs | data MiB '
                                   '| data s | warm reqs | warm s | warm+launch s | cold launch s |')
                        out.append('|---|---|---|---|---|---|---|---|---|---|---|')
                        cold = prog['summary'].get('cold')
                        for m, s in split:
                                out.append('| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |' % (
                                        m, fmt_n(s.get('prep_start_own_reads')),
                                        fmt_n(s['prep_meta_own_reads']), fmt_n(s['prep_meta_s'], 1, 2),
                                        fmt_n(s['prep_data_own_reads']),
                                        fmt_n(s['prep_data_own_read_bytes'], MIB, 1),
                                        fmt_n(s['prep_data_s'], 1, 2), fmt_n(s['prep_own_reads']),
                                        fmt_n(s['prep_s'], 1, 2), fmt_n(s['total_s'], 1, 2),
                                        fmt_n(cold['launch_s'], 1, 2) if cold else 'n/a'))
                out += decisions_report(prog)
                failed = [r for r in prog['runs'] if not r['ok']]
                for r in failed[:3]:
                        prep = r['prep']
                        ph = prep if prep and (prep['exit'] or prep['timeout']) else r['launch']
                        out.append('')
                        out.append('Failed run: %s rep %d, %s: %s' % (
                                r['method'], r['rep'], 'preparation' if ph is prep else 'launch',
                                'timeout' if ph['timeout'] else 'exit %d' % ph['exit']))
        disturbed = sum(1 for p in result['programs'] for r in p['runs'] if r.get('disturbed'))
        if disturbed:
                out.append('')
                out.append('%d runs were disturbed: another process dropped the page cache during '
                           'them (/proc/vmstat drop_pagecache); they are left out of the medians '
                           'and the ok column.' % disturbed)
        out.append('')
        out.append('Machine load (1-min loadavg) during the runs: %.2f–%.2f; lab wall time %.0f s.'
                   % (result['loadavg_min'], result['loadavg_max'], result['elapsed_s']))
        return '\n'.join(out) + '\n'


def observed_report(result):
        """--learn=observe: the observed profile beside the recorded one, both judged against
        the same cold launch's reads and used pages."""
        progs = [p for p in result['programs'] if (p.get('profile') or {}).get('learn') == 'observe']
        if not progs:
                return []
        out = ['## Observed by preloadd against recorded', '',
               'The replayed profile above is what preloadd learned (LaunchLearn=yes) from %d '
               'launches in app units of the user manager, each from an empty cache under the '
               'same throttle; the recorded one is `preloadctl record` of one unthrottled cold '
               'launch. Both are judged against another cold launch: *missed* is what it read that '
               'the warm does not (goal < %.0f%%), *waste* what the warm reads that it never used '
               '(goal < %.0f%%).' % (lab_learn.OBSERVE_LAUNCHES, OBSERVE_GOALS['missed_pct'],
                                     OBSERVE_GOALS['waste_pct']), '',
               '| program | learned as | observed launches (s) | observed files / MiB | missed | '
               'waste | recorded files / MiB | missed | waste |',
               '|---|---|---|---|---|---|---|---|---|']
        for prog in progs:
                pr = prog['profile']
                rc, obs = pr['recordings'], pr.get('observed') or {}
                cv, cr = pr['coverage'], pr['coverage_recorded']

                def pct(v, goal):
                        return '%.1f%%%s' % (v, ' ✓' if v < goal else ' ✗')
                out.append('| %s | %s | %s | %s / %.1f | %s | %s | %s / %.1f | %s | %s |' % (
                        prog['name'], obs.get('learned_as', 'n/a'),
                        ', '.join('%.2f' % l['wall_s'] for l in obs.get('launches', [])),
                        rc['replay']['files'], (rc['replay']['bytes'] or 0) / MIB,
                        pct(cv['missed_pct'], OBSERVE_GOALS['missed_pct']),
                        pct(cv['waste_pct'], OBSERVE_GOALS['waste_pct']),
                        rc['recorded']['files'], (rc['recorded']['bytes'] or 0) / MIB,
                        pct(cr['missed_pct'], OBSERVE_GOALS['missed_pct']),
                        pct(cr['waste_pct'], OBSERVE_GOALS['waste_pct'])))
        out.append('')
        return out


# What replaying a profile should achieve (the learned-profile issue's "done when"): on the hdd
# profile, warm + launch at least 3x faster than cold and within 2x of the physical limit, the
# launch after the warm at most 5 reads of its own; coverage: < 5% missed, < 30% waste.
# what preloadd's observed profile should reach (the issue "Learn from the launches themselves")
OBSERVE_GOALS = {'missed_pct': 10.0, 'waste_pct': 30.0}
PROFILE_GOALS = {'speedup': 3.0, 'limit_ratio': 2.0, 'launch_reads': 5, 'missed_pct': 5.0,
                 'waste_pct': 30.0}


def profile_verdicts(prog, method='preload-profile'):
        """The goals for one program's figures of a profile METHOD: {name: (value, met)}."""
        s = prog['summary']
        cold, pp = s.get('cold'), s.get(method)
        if not cold or not pp or not cold['launch_s'] or not pp['total_s']:
                return {}
        out = {}
        total = pp['total_s']['median']
        out['speedup'] = (cold['launch_s']['median'] / total,
                          cold['launch_s']['median'] / total >= PROFILE_GOALS['speedup'])
        if prog.get('physical_limit_s'):
                ratio = total / prog['physical_limit_s']
                out['limit_ratio'] = (ratio, ratio <= PROFILE_GOALS['limit_ratio'])
        reads = pp['launch_own_reads']['median']
        out['launch_reads'] = (reads, reads <= PROFILE_GOALS['launch_reads'])
        cv = (prog.get('profile') or {}).get('coverage')
        if cv:
                out['missed_pct'] = (cv['missed_pct'], cv['missed_pct'] < PROFILE_GOALS['missed_pct'])
                out['waste_pct'] = (cv['waste_pct'], cv['waste_pct'] < PROFILE_GOALS['waste_pct'])
        return out


def profiles_report(result):
        """The learned-profile table: replay against cold, warm, the static plan and the goals."""
        lim = PROFILES.get(result['profile'])
        out = ['# Learned profiles: %s, profile `%s`' % (result['date'], result['profile']), '']
        for line in session_notes(result):
                out += [line, '']
        out.append('Kernel %s, %d repetitions, read_ahead_kb %d, %s; `%s`. Medians in seconds. '
                   '*cold*: launch from an empty cache; *warm*: launch after the program ran once; '
                   '*static*: `preloadctl warm --wait` of the static plan, then launch; *profile*: '
                   '`preloadctl warm --wait --plan=profile` of a profile recorded once from a cold '
                   'launch (tracefs: the pages it used and the read-ahead around them), then launch; '
                   '*via preloadd*: the same profile warmed by a resident preloadd on '
                   '`preloadctl warm --wait APP`. '
                   'Times are preparation + launch; *limit* is the physical limit: the larger of '
                   'the bytes the launch touched (the learned profile\'s touched pages) over the '
                   'bandwidth and the warm launch. Goals: profile ≥ %.0fx faster than cold, ≤ %.0fx the limit, '
                   '≤ %d own reads in the launch after the warm, < %.0f%% missed, < %.0f%% waste.'
                   % (result['kernel'], result['reps'], READ_AHEAD_KB,
                      '%d IOPS, %d MiB/s' % (lim[0], lim[1] // MIB) if lim else 'unthrottled',
                      result['command'], PROFILE_GOALS['speedup'], PROFILE_GOALS['limit_ratio'],
                      PROFILE_GOALS['launch_reads'], PROFILE_GOALS['missed_pct'],
                      PROFILE_GOALS['waste_pct']))
        out.append('')
        out.append('| program | cold | warm | static | profile (prep / launch) | limit | speed-up '
                   '| × limit | launch reads | missed | waste |')
        out.append('|---|---|---|---|---|---|---|---|---|---|---|')

        def med(m, key):
                v = m and m.get(key)
                return v['median'] if v else None

        def f2(v):
                return 'n/a' if v is None else '%.2f' % v

        def mark(v):
                return '' if v is None else (' ✓' if v else ' ✗')
        methods = [m for m in PROFILE_METHODS
                   if any(p['summary'].get(m) for p in result['programs'])] or ['preload-profile']
        rows = [(prog, m) for prog in result['programs'] for m in methods]
        for prog, method in rows:
                s = prog['summary']
                v = profile_verdicts(prog, method)
                pp = s.get(method)
                out.append('| %s | %s | %s | %s | %s (%s / %s) | %s | %s | %s | %s | %s | %s |' % (
                        prog['name'] + PROFILE_METHOD_LABELS.get(method, ''),
                        f2(med(s.get('cold'), 'launch_s')),
                        f2(med(s.get('warm'), 'total_s')), f2(med(s.get('preload'), 'total_s')),
                        f2(med(pp, 'total_s')), f2(med(pp, 'prep_s')), f2(med(pp, 'launch_s')),
                        f2(prog.get('physical_limit_s')),
                        '%.1fx%s' % (v['speedup'][0], mark(v['speedup'][1])) if 'speedup' in v else 'n/a',
                        '%.1f%s' % (v['limit_ratio'][0], mark(v['limit_ratio'][1]))
                        if 'limit_ratio' in v else 'n/a',
                        '%d%s' % (v['launch_reads'][0], mark(v['launch_reads'][1]))
                        if 'launch_reads' in v else 'n/a',
                        '%.1f%%%s' % (v['missed_pct'][0], mark(v['missed_pct'][1]))
                        if 'missed_pct' in v else 'n/a',
                        '%.1f%%%s' % (v['waste_pct'][0], mark(v['waste_pct'][1]))
                        if 'waste_pct' in v else 'n/a'))
        out.append('')
        out.append('Per program, the recordings and the replay\'s requests (own reads and MiB, '
                   'medians):')
        out.append('')
        out.append('| program | profile files | profile MiB | schedule requests | prep reads | '
                   'prep MiB | cold launch reads | cold MiB | touched MiB | warmed MiB | '
                   'missed MiB | waste MiB | unbridged waste |')
        out.append('|---|---|---|---|---|---|---|---|---|---|---|---|---|')
        for prog in result['programs']:
                pr = prog.get('profile')
                if not pr:
                        continue
                s, rc = prog['summary'], pr['recordings']
                # an imported profile (--profiles-from) has no coverage: nothing was recorded
                cv, cu = pr.get('coverage') or {}, pr.get('coverage_unbridged') or {}
                pp, cold = s.get('preload-profile'), s.get('cold')

                def mib(key):
                        return '%.1f' % (cv[key] / MIB) if key in cv else 'n/a'
                out.append('| %s | %s | %.1f | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s |' % (
                                prog['name'], rc['replay']['files'], (rc['replay']['bytes'] or 0) / MIB,
                                pr['schedule_requests'], fmt_n(pp and pp['prep_own_reads']),
                                fmt_n(pp and pp['prep_own_read_bytes'], MIB, 1),
                                fmt_n(cold and cold['launch_own_reads']),
                                mib('cold_bytes'), mib('touched_bytes'), mib('warmed_bytes'),
                                mib('missed_bytes'), mib('waste_bytes'),
                                '%.1f%%' % cu['waste_pct'] if 'waste_pct' in cu else 'n/a'))
        out.append('')
        out += portable_report(result)
        out += observed_report(result)
        out.append('Machine load (1-min loadavg) during the runs: %.2f–%.2f; lab wall time %.0f s.'
                   % (result['loadavg_min'], result['loadavg_max'], result['elapsed_s']))
        return '\n'.join(out) + '\n'


def make_chart(result_json, png):
        """The chart needs matplotlib (Debian's python3-matplotlib): try this interpreter,
        then the system one."""
        chart = os.path.join(BENCH_DIR, 'chart.py')
        for py in (sys.executable, '/usr/bin/python3'):
                if not os.path.exists(py):
                        continue
                r = subprocess.run([py, chart, result_json, png], capture_output=True, text=True)
                if r.returncode == 0:
                        return True
                err = r.stderr.strip().splitlines()[-1:] if r.stderr else []
        print('lab: no chart: %s (bench/setup.sh installs python3-matplotlib)' %
              (err[0] if err else 'chart.py failed'), file=sys.stderr)
        return False


def default_out_dir(profile):
        base = os.path.join(BENCH_DIR, 'results', '%s-%s-%s' % (
                datetime.date.today().isoformat(), platform.release(), profile))
        out, n = base, 1
        while os.path.exists(out):
                n += 1
                out = '%s-%d' % (base, n)
        return out


def parse_disk_profiles(spec):
        """--profile: a disk profile, a comma list of them, or "all" (every throttled one, in
        PROFILES' order: slowest first) -> the list of names, each once."""
        names = []
        for n in spec.split(','):
                n = n.strip()
                if n == 'all':
                        add = [p for p in PROFILES if PROFILES[p]]
                elif n in PROFILES:
                        add = [n]
                else:
                        raise argparse.ArgumentTypeError('no disk profile %r (%s, or all)'
                                                         % (n, ', '.join(PROFILES)))
                names += [p for p in add if p not in names]
        return names


PROFILES_TABLE = 'profiles-table.md'


def profile_out_dirs(out, profiles, results=None, date=None, kernel=None):
        """Where a run writes: ({profile: results directory}, the cross-profile table's path).
        One profile: OUT itself (None: the default, chosen when the run ends), no table. Several:
        OUT/PROFILE for each and OUT/profiles-table.md, where OUT defaults to
        bench/results/DATE-KERNEL-all (every throttled profile) or DATE-KERNEL-P1-P2..., with
        -2, -3, ... when taken."""
        if len(profiles) == 1:
                return {profiles[0]: out}, None
        if not out:
                results = results or os.path.join(BENCH_DIR, 'results')
                every = [p for p in PROFILES if PROFILES[p]]
                first = os.path.join(results, '%s-%s-%s' % (
                        date or datetime.date.today().isoformat(), kernel or platform.release(),
                        'all' if sorted(profiles) == sorted(every) else '-'.join(profiles)))
                out, n = first, 1
                while os.path.exists(out):
                        n += 1
                        out = '%s-%d' % (first, n)
        return {p: os.path.join(out, p) for p in profiles}, os.path.join(out, PROFILES_TABLE)


def write_profiles_table(path, dirs):
        """The cross-profile table of the runs in DIRS (bench/profiles-table.py) into PATH."""
        import importlib.util
        spec = importlib.util.spec_from_file_location(
                'profiles_table', os.path.join(BENCH_DIR, 'profiles-table.py'))
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        write_file(path, mod.table([mod.load(d) for d in dirs]))


# ---------------------------------------------------------------- main

_cleaning = False


def on_signal(signum, frame):
        if _cleaning:
                return  # finish undoing first; the exit status still says we were interrupted
        raise Interrupted(signum)


def find_preloadctl(arg):
        if arg == 'none':
                return None
        if arg:
                if not os.access(arg, os.X_OK):
                        raise LabError('%s: not an executable preloadctl' % arg)
                return os.path.abspath(arg)
        for p in (os.path.join(REPO_DIR, 'build', 'test', 'preloadctl', 'preloadctl'),):
                if os.access(p, os.X_OK):
                        return p
        return None


def compile_ra_helper(tmpdir, name='ra-helper'):
        out = os.path.join(tmpdir, name)
        cc = os.environ.get('CC', 'cc')
        r = subprocess.run(shlex.split(cc) + ['-O2', '-Wall', '-Wextra', '-Werror', '-o', out, os.path.join(BENCH_DIR, name + '.c')],
                           capture_output=True, text=True)
        if r.returncode != 0:
                raise LabError('cannot compile bench/%s.c with %s: %s' % (name, cc, r.stderr.strip()))
        return out


def parse_argv(argv):
        ap = argparse.ArgumentParser(prog='lab.py', description=__doc__.split('\n\n')[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
        sub = ap.add_subparsers(dest='verb', required=True)
        common = argparse.ArgumentParser(add_help=False)
        common.add_argument('--profile', dest='profiles', type=parse_disk_profiles, default=['hdd'],
                            metavar='NAME[,NAME...]',
                            help='the disk profile (%s), a comma list of them or "all" (every '
                            'throttled one): suite and run measure each in turn, each into its '
                            'own results directory, then write a table across them (default hdd)'
                            % ', '.join(PROFILES))
        common.add_argument('--reps', type=int, default=3, help='repetitions per method (3)')
        common.add_argument('--methods', default='default',
                            help='comma list of methods (see `lab.py methods`); "strategies" and '
                            '"peers" expand; "default": cold,warm,preload,peers; "all"')
        common.add_argument('--timeout', type=float, default=120.0,
                            help='seconds per phase before the program and its group are killed')
        common.add_argument('--preloadctl', help='path to preloadctl, or "none" '
                            '(default: build/test/preloadctl/preloadctl when built)')
        common.add_argument('--preloadd', help='path to preloadd for preloadd-profile (default: '
                            'beside preloadctl)')
        common.add_argument('--launcher', choices=LAUNCHERS + tuple(LAUNCHER_ALIASES), default='gated',
                            help='how a unit route launch gets its transient unit: the lab asks the '
                            'user manager over D-Bus for the scope of the process held at a gate, '
                            'then lets it run (gated, the default; "lab" is its old name); the '
                            'process runs at once and its scope is asked for after, as GNOME Shell '
                            'and KIO\'s scope mode do (after-exec); the manager starts it as a '
                            'transient oneshot app service, as KIO\'s service mode does (service); '
                            'or systemd-run --scope, a process started cold (its own start counted)')
        common.add_argument('--metad', help='path to preload-metad for preload-profile-user '
                            '(default: beside preloadctl, or in metad/ of its build directory)')
        common.add_argument('--vmtouch', default='vmtouch')
        common.add_argument('--user-manager-test', default=os.environ.get('USER_MANAGER_TEST',
                                                                         USER_MANAGER_TEST),
                            help='the runner of a throwaway systemd --user manager, for the launch '
                            'methods (default: $USER_MANAGER_TEST or %s)'
                            % os.path.relpath(USER_MANAGER_TEST, REPO_DIR))
        common.add_argument('--out', help='results directory (default bench/results/'
                            'DATE-KERNEL-PROFILE)')
        common.add_argument('--split-metadata', action='store_true',
                            help='run each in-process profile warm (preload-profile*) in two counted '
                            'phases, its metadata (--dry-run) and then its data, and report both')
        common.add_argument('--inode-readahead-blks', type=int, metavar='N',
                            help='set ext4\'s inode_readahead_blks of the file systems under test to N '
                            'for the session (default: leave it; see bench/README.md on metadata)')
        common.add_argument('--run-cached', action=argparse.BooleanOptionalAction, default=True,
                            help='where /run is not a tmpfs, look its entries up again after each drop '
                            'of the page cache, as a desktop\'s tmpfs keeps them (default: on)')
        common.add_argument('--fresh-home', action='store_true',
                            help='run the programs with HOME set to an empty directory of the '
                            'session (in TMPDIR), not the lab user\'s')
        common.add_argument('--throttle-below-loop', action='store_true',
                            help='the files are on a direct-I/O loop device (bench/system-image.sh): '
                            'throttle the disk under it, which sees requests rather than bios')
        common.add_argument('--learn', choices=('record', 'observe'), default='record',
                            help='how the profile methods\' learned profile is made: `preloadctl '
                            'record` of one launch (default), or preloadd observing %d launches in '
                            'app units of the user manager (LaunchLearn=yes)'
                            % lab_learn.OBSERVE_LAUNCHES)
        common.add_argument('--export-profiles', metavar='DIR',
                            help='once the programs have learned their profiles (--learn), write each '
                            'one the measured runs use in portable form (`preloadctl profile export`) '
                            'to DIR/PROGRAM.portable (DIR/PROFILE/PROGRAM.portable for each of several '
                            'disk profiles)')
        common.add_argument('--profiles-from', metavar='DIR',
                            help='learn nothing: give each program the portable profile '
                            'DIR/PROGRAM.portable, imported (`preloadctl profile import`) where the '
                            'profile methods and the lab\'s preloadd find a learned one (--learn is '
                            'then ignored)')
        common.add_argument('--relocate', action='store_true',
                            help='lay the learned profiles\' files out on the disk, all programs in one '
                            '`preloadctl relocate` (the files several read first, then each one\'s own, '
                            'in the order of --programs) before the measured runs; it changes the file '
                            'system for good, so give the run a copy of the image (bench/suite.sh '
                            '--system-image --image PATH)')
        common.add_argument('--no-residency-check', dest='residency_check',
                            action='store_false',
                            help='skip counting what stays cached after each drop')
        common.add_argument('--cgroup-root', default='/sys/fs/cgroup/blkio', help=argparse.SUPPRESS)
        common.add_argument('--state-dir', default='/run/preload-lab', help=argparse.SUPPRESS)
        common.add_argument('--drop-caches-path', default='/proc/sys/vm/drop_caches',
                            help=argparse.SUPPRESS)
        s = sub.add_parser('suite', parents=[common], help='run the default suite')
        s.add_argument('--programs', help='comma list of suite names (default: all)')
        s.add_argument('--scheduler', metavar='NAME',
                       help='the I/O scheduler of the devices under test for the run (bfq, '
                       'mq-deadline, none; default: leave it), put back at the end')
        s.add_argument('--extra', action='store_true',
                       help='the extra set instead of the default suite (%s)'
                       % ', '.join(p['name'] for p in EXTRA))
        se = sub.add_parser('session', parents=[common], help='a login, then an application '
                            'launched a fixed time after it (see bench/lab_session.py)')
        se.add_argument('--app', default='inkscape', help='the application launched after login '
                        '(a suite name; default inkscape)')
        se.add_argument('--at', type=float, default=30.0, dest='at_s',
                        help='seconds from login to the launch (30)')
        se.add_argument('--login-delay', type=float, default=1.0,
                        help='preloadd\'s LoginDelaySec= in seconds (1: the warm competes with '
                        'the login workload)')
        se.add_argument('--io-priority', choices=('idle', 'best-effort'),
                        help='preloadd\'s IOPriority= for the login warm (default: its own, idle)')
        se.add_argument('--app-launches', type=int, default=5,
                        help='the application\'s launches in the prepared usage file (5)')
        se.add_argument('--variants', default=','.join(lab_session.VARIANTS),
                        help='comma list of %s' % ', '.join(lab_session.VARIANTS))
        r = sub.add_parser('run', parents=[common], help='run one program')
        r.add_argument('--name', help='short name for the report')
        r.add_argument('--target', action='append',
                       help='executable to plan when the command is a wrapper (repeatable)')
        r.add_argument('command', nargs=argparse.REMAINDER)
        sub.add_parser('cleanup', help='undo what a killed lab left behind').add_argument(
                '--state-dir', default='/run/preload-lab', help=argparse.SUPPRESS)
        sub.add_parser('methods', help='list the methods')
        args = ap.parse_args(argv)
        if getattr(args, 'launcher', None):
                args.launcher = LAUNCHER_ALIASES.get(args.launcher, args.launcher)
        args.profiles = profiles = getattr(args, 'profiles', None) or ['hdd']
        args.profile = profiles[0]
        if len(profiles) > 1 and args.verb == 'session':
                ap.error('session: one disk profile at a time')
        if len(profiles) > 1 and getattr(args, 'relocate', False):
                ap.error('--relocate changes the file system for good: one disk profile at a time')
        for k in ('export_profiles', 'profiles_from'):
                if getattr(args, k, None):
                        # the lab runs in a TMPDIR of its own, preloadctl from there
                        setattr(args, k, os.path.abspath(getattr(args, k)))
        if getattr(args, 'profiles_from', None):
                args.learn = 'import'
        if args.verb == 'run':
                if args.command and args.command[0] == '--':
                        args.command = args.command[1:]
                if not args.command:
                        ap.error('run: give the program command after --')
        return args


def run(argv):
        args = parse_argv(argv)
        if args.verb == 'methods':
                for m, h in METHOD_HELP.items():
                        print('%-18s %s' % (m, h))
                return 0
        if os.geteuid() != 0:
                print('lab.py: needs root: it drops the page cache, creates blkio cgroups and sets '
                      'read_ahead_kb (try: sudo %s)' % ' '.join([sys.argv[0]] + argv), file=sys.stderr)
                return 2
        if args.verb == 'cleanup':
                errors = cleanup_stale(args.state_dir, '/sys/fs/cgroup/blkio')
                for e in errors:
                        print('lab: cleanup: %s' % e, file=sys.stderr)
                return 1 if errors else 0
        if not os.path.isfile(os.path.join(args.cgroup_root, 'blkio.throttle.read_bps_device')):
                raise LabError('%s: no cgroup v1 blkio hierarchy with throttling here' % args.cgroup_root)
        if args.reps < 1:
                raise LabError('--reps must be at least 1')

        os.makedirs(args.state_dir, exist_ok=True)
        lock = open(os.path.join(args.state_dir, 'lock'), 'w')
        try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
                raise LabError('another lab is running (lock %s/lock); labs on one machine would '
                               'measure each other' % args.state_dir)
        for e in cleanup_stale(args.state_dir, args.cgroup_root):
                print('lab: cleanup of an earlier lab: %s' % e, file=sys.stderr)

        preloadctl = find_preloadctl(args.preloadctl)
        args.preloadctl = preloadctl
        if not args.preloadd and preloadctl:
                args.preloadd = os.path.join(os.path.dirname(preloadctl), 'preloadd')
        if args.preloadd:
                args.preloadd = os.path.abspath(args.preloadd)  # the phases run in the session's TMPDIR
        if not args.metad and preloadctl:
                d = os.path.dirname(preloadctl)
                args.metad = next((c for c in (os.path.join(d, 'preload-metad'),
                                               os.path.join(d, '..', 'metad', 'preload-metad'))
                                   if os.access(c, os.X_OK)), None)
        if args.metad:
                args.metad = os.path.abspath(args.metad)
        # the session needs the application's learned profile and a preloadd in a user manager
        methods = ['preload-profile', 'cold-unit'] if args.verb == 'session' else \
                parse_methods(args.methods, preloadctl is not None)
        if 'vmtouch' in methods and not shutil.which(args.vmtouch):
                raise LabError('vmtouch: not installed (bench/setup.sh, or apt-get install vmtouch)')
        observing = args.learn == 'observe' and any(m in methods for m in PROFILE_METHODS)
        if any(m in UNIT_METHODS for m in methods) or observing:
                if not os.access(args.user_manager_test, os.X_OK):
                        raise LabError('%s: no user manager runner for %s (--user-manager-test)'
                                       % (args.user_manager_test, ', '.join(UNIT_METHODS)))
                if not shutil.which('systemd-run'):
                        raise LabError('systemd-run: not installed (apt-get install systemd)')
        if 'preload-profile-user' in methods and not os.access(args.metad or '', os.X_OK):
                raise LabError('%s: no preload-metad there for preload-profile-user (ninja -C BUILD '
                               'metad/preload-metad, or --metad PATH)' % args.metad)
        if (observing or any(m in methods for m in ('preloadd-profile',) + LAUNCH_METHODS)) and \
           not os.access(args.preloadd, os.X_OK):
                raise LabError('%s: no preloadd there for preloadd-profile (ninja -C BUILD '
                               'daemon/preloadd, or --preloadd PATH)' % args.preloadd)

        if args.verb == 'session':
                specs = [p for p in EXTRA + SUITE if p['name'] == args.app]
                if not specs:
                        raise LabError('no program %r in the suite' % args.app)
        elif args.verb == 'suite':
                pool = EXTRA + SUITE if args.extra else SUITE
                names = args.programs.split(',') if args.programs else \
                        [p['name'] for p in (EXTRA if args.extra else SUITE)]
                specs = []
                for n in names:
                        m = [p for p in pool if p['name'] == n]
                        if not m:
                                raise LabError('no program %r in the suite (%s)' % (
                                        n, ', '.join(p['name'] for p in pool)))
                        specs.append(m[0])
        else:
                specs = [{'name': args.name or os.path.basename(args.command[0]),
                          'cmd': args.command}]
                if args.target:
                        specs[0]['targets'] = args.target
        err = lab_portable.option_error(args.export_profiles, args.profiles_from,
                                        any(m in methods for m in PROFILE_METHODS),
                                        [s['name'] for s in specs])
        if err:
                raise LabError(err)
        progs = [resolve_program(s, preloadctl) for s in specs]
        mapped = lab_mapped_files()
        for p in progs:
                p['lab_mapped'] = sorted(f for f in p['files'] if f in mapped)
        devices = devices_for_files([f for p in progs for f in p['files']])
        ro = read_only_devices(devices)
        if ro and getattr(args, 'relocate', False):
                raise LabError('--relocate: the files are on %s, a read-only image; relocate on a '
                               'copy on ext4, btrfs or XFS (bench/system-image.sh --fs)'
                               % ', '.join('%s (%s)' % (d.name, d.fs) for d in ro))
        if args.throttle_below_loop:
                throttle_below_loop(devices)
        args.ext4_inode_readahead_paths = ext4_inode_readahead_paths(
                [f for p in progs for f in p['files']])
        if args.inode_readahead_blks is not None and not args.ext4_inode_readahead_paths:
                raise LabError('--inode-readahead-blks: the files under test are on no ext4 file system')

        if len(args.profiles) == 1:
                return run_profile(args, argv, methods, progs, devices, args.out)
        return run_each_profile(args, progs, lambda p, out: run_profile(args, argv, methods, p,
                                                                        devices, out))


def run_each_profile(args, progs, run_one):
        """Several disk profiles, one after another in this process (the system image and its
        loop device are set up once), each a whole run of its own, RUN_ONE(a copy of PROGS, its
        results directory) with args.profile set: its learned profiles, its results. Then the
        table across the profiles done. The worst exit status, or the signal's at once."""
        outs, table = profile_out_dirs(args.out, args.profiles)
        done, status = [], 0
        try:
                for i, profile in enumerate(args.profiles):
                        args.profile = profile
                        print('lab: disk profile %s (%d of %d) into %s' % (
                                profile, i + 1, len(args.profiles), outs[profile]), flush=True)
                        rc = run_one(copy.deepcopy(progs), outs[profile])
                        if rc >= 128:
                                return rc  # interrupted: the profiles done keep their results
                        done.append(outs[profile])
                        status = max(status, rc)
        finally:
                if done:
                        try:
                                write_profiles_table(table, done)
                                print('lab: wrote %s (%d of %d disk profiles)' % (
                                        table, len(done), len(args.profiles)))
                        except (OSError, ValueError, KeyError, TypeError) as e:
                                print('lab: no table across the profiles (%s); bench/profiles-table.py '
                                      '%s' % (e, ' '.join(done)), file=sys.stderr)
        return status


def run_profile(args, argv, methods, progs, devices, out):
        """One whole run on the disk profile args.profile: the learned profiles, every program's
        runs, then the results in OUT (None: the default directory)."""
        preloadctl = args.preloadctl
        observing = args.learn == 'observe' and any(m in methods for m in PROFILE_METHODS)
        export_to = args.export_profiles and lab_portable.export_dir(
                args.export_profiles, args.profile, len(args.profiles) > 1)
        tmpdir = tempfile.mkdtemp(prefix='preload-lab-')
        t_start = time.monotonic()
        loads = [os.getloadavg()[0]]
        interrupted = None
        try:
                with Lab(args, devices, tmpdir) as lab:
                        lab.page = os.path.join(tmpdir, 'page.html')
                        lab.home = os.path.join(tmpdir, 'home')
                        os.makedirs(lab.home)
                        write_file(lab.page, PAGE_HTML)
                        lab.svg = os.path.join(tmpdir, 'lab.svg')
                        lab.csrc = os.path.join(tmpdir, 'hello.c')
                        write_file(lab.svg, SVG_TEXT)
                        write_file(lab.csrc, C_TEXT)
                        lab.graph = os.path.join(tmpdir, 'lab.dot')
                        write_file(lab.graph, DOT_TEXT)
                        lab.text = os.path.join(tmpdir, 'lab.txt')
                        write_file(lab.text, TEXT_TEXT)
                        if any(m in methods for m in UNIT_METHODS) or observing:
                                lab.user_manager = UserManager(args.user_manager_test, tmpdir)
                        if 'readahead' in methods:
                                lab.ra_helper = compile_ra_helper(tmpdir)
                        lab.cg_exec = compile_ra_helper(tmpdir, 'cg-exec')
                        print('lab: %s on %s, read_ahead_kb %s -> %d, %d reps of %s' % (
                                args.profile, ', '.join(d.describe() for d in devices),
                                ', '.join(str(v) for v in lab.read_ahead_orig.values()),
                                READ_AHEAD_KB, args.reps, ', '.join(methods)), flush=True)
                        if args.verb == 'session':
                                return run_session_scenario(args, argv, lab, progs[0], t_start, loads)
                        if getattr(args, 'scheduler', None):
                                # put back with read_ahead_kb when the lab exits (State)
                                try:
                                        lab_session.set_schedulers(lab.state, lab.devices, args.scheduler)
                                except lab_session.SessionError as e:
                                        raise LabError(str(e))
                        if any(m in methods for m in PROFILE_METHODS):
                                for prog in progs:
                                        print('lab: %-12s %s' % (prog['name'], profile_line(
                                                lab.learn_profile(prog))), flush=True)
                                if export_to:
                                        lab.export_profiles(progs, export_to)
                                        print('lab: exported to %s: %s' % (export_to, ', '.join(
                                                lab_portable.exported_text(p['name'], p['profile']['exported'])
                                                for p in progs)), flush=True)
                                if args.relocate:
                                        # one call for all: a file two programs read can lie in
                                        # one place only, and one call after another would leave
                                        # it where the last put it
                                        every = os.path.join(tmpdir, 'profiles-relocated')
                                        os.makedirs(every, exist_ok=True)
                                        for prog in progs:
                                                shutil.copy(os.path.join(prog['profile_dir'], prog['name'] + '.profile'),
                                                            every)
                                        rl = lab.relocate(every, [p['name'] for p in progs])
                                        for prog in progs:
                                                prog['profile']['relocated'] = rl
                                        print('lab: relocated %d of %d files (%.1f MiB; %d read by several of '
                                              '%s first): %d runs on the disk before, %d after; %d left in place' % (
                                                rl['moved'], rl['files'], rl['bytes_moved'] / MIB, rl.get('shared', 0),
                                                ', '.join(p['name'] for p in progs), rl['runs_before'],
                                                rl['runs_after'], rl['skipped']), flush=True)
                        for prog in progs:
                                prog['runs'] = []
                                # repetition-major order spreads the machine's noise over methods
                                for rep in range(args.reps):
                                        for m in methods:
                                                if m == 'warm' and 'cold' in methods:
                                                        continue  # measured with the cold run
                                                recs = lab.run_once(prog, m, rep, then_warm=(
                                                        m == 'cold' and 'warm' in methods))
                                                prog['runs'] += recs
                                                for rec in recs:
                                                        loads += [rec['loadavg_start'],
                                                                  rec['loadavg_end']]
                                                        print('lab: %-12s %-18s rep %d: %s launch %.2f s, '
                                                              '%d own reads, %.1f MiB%s' % (
                                                                prog['name'], rec['method'], rep,
                                                                'prep %.2f s,' % rec['prep']['wall_s']
                                                                if rec['prep'] else '',
                                                                rec['launch']['wall_s'],
                                                                rec['launch']['cg_read_ios'],
                                                                rec['launch']['cg_read_bytes'] / MIB,
                                                                ('' if rec['ok'] else ' FAILED') +
                                                                (' DISTURBED (caches dropped by '
                                                                 'another process)'
                                                                 if rec['disturbed'] else '')),
                                                              flush=True)
                        read_ahead_orig = lab.read_ahead_orig
                        run_on_disk = lab.run_on_disk
        except Interrupted as e:
                interrupted = e.signum
        finally:
                shutil.rmtree(tmpdir, ignore_errors=True)
        if interrupted:
                print('lab: interrupted by signal %d; cgroups removed and read_ahead_kb restored'
                      % interrupted, file=sys.stderr)
                return 128 + interrupted

        result = {
                'lab_version': LAB_VERSION,
                'date': datetime.datetime.now().isoformat(timespec='seconds'),
                'kernel': platform.release(), 'nproc': os.cpu_count(),
                'profile': args.profile,
                # a multi-profile run (--profile LIST): every profile it measured, in order
                'profile_set': args.profiles if len(args.profiles) > 1 else None,
                'profile_limits': {'read_iops': PROFILES[args.profile][0],
                                   'read_bps': PROFILES[args.profile][1]}
                if PROFILES[args.profile] else None,
                'read_ahead_kb': READ_AHEAD_KB, 'read_ahead_kb_orig': read_ahead_orig,
                'inode_readahead_blks': args.inode_readahead_blks,
                'scheduler': getattr(args, 'scheduler', None),
                'fresh_home': args.fresh_home,
                'run_cached': run_on_disk,
                'learn': args.learn,
                # portable profiles: the directory the learned ones went to, the one they came from
                'export_profiles': export_to or None,
                'profiles_from': args.profiles_from,
                'launcher': args.launcher,
                'devices': [d.to_json() for d in devices],
                'reps': args.reps, 'timeout_s': args.timeout, 'methods': methods,
                'preloadctl': preloadctl,
                'command': os.environ.get('LAB_COMMAND') or
                'bench/lab.py ' + ' '.join(shlex.quote(a) for a in argv),
                'elapsed_s': time.monotonic() - t_start,
                'loadavg_min': min(loads), 'loadavg_max': max(loads),
                'programs': [],
        }
        for prog in progs:
                summary, limit = program_summary(prog, prog['runs'], PROFILES[args.profile])
                result['programs'].append({
                        'name': prog['name'], 'cmd': prog['cmd'], 'targets': prog['targets'],
                        'file_set_source': prog['file_set_source'], 'files': prog['files'],
                        'file_set_bytes': prog['file_set_bytes'], 'lab_mapped': prog['lab_mapped'],
                        'physical_limit_s': limit,
                        'physical_limit': physical_limit(prog, summary, PROFILES[args.profile]),
                        'summary': summary, 'runs': prog['runs'],
                        'profile': prog.get('profile'),
                })
        out = out or default_out_dir(args.profile)
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, 'results.json'), 'w') as f:
                json.dump(result, f, indent=1)
                f.write('\n')
        write_file(os.path.join(out, 'results.md'), markdown_report(result))
        if any(p.get('profile') for p in result['programs']):
                write_file(os.path.join(out, 'profiles.md'), profiles_report(result))
                # the profiles replayed, as recorded: plain text, for diffing between runs
                os.makedirs(os.path.join(out, 'profiles'), exist_ok=True)
                for p in progs:
                        if p.get('profile_text'):
                                write_file(os.path.join(out, 'profiles', p['name'] + '.profile'),
                                           p['profile_text'])
        make_chart(os.path.join(out, 'results.json'), os.path.join(out, 'chart.png'))
        print('lab: wrote %s/results.{md,json} and chart.png in %.0f s' % (out, result['elapsed_s']))
        failed = sum(1 for p in progs for r in p['runs'] if not r['ok'])
        if failed:
                print('lab: %d runs failed (timeout or non-zero exit); see results.md' % failed,
                      file=sys.stderr)
        return 1 if failed else 0


def run_session_scenario(args, argv, lab, app, t_start, loads):
        """`lab.py session`: the app's learned profile (recorded or observed, --learn), then the
        variants' logins repetition-major, with the devices under test on bfq."""
        variants = args.variants.split(',')
        for v in variants:
                if v not in lab_session.VARIANTS:
                        raise LabError('no session variant %r (%s)' % (v, ', '.join(lab_session.VARIANTS)))
        for tool in ('ionice', 'systemctl'):
                if not shutil.which(tool):
                        raise LabError('%s: not installed' % tool)
        pr = lab.learn_profile(app)
        print('lab: %s (%s) %s' % (app['name'], args.learn, profile_line(pr)), flush=True)
        if args.export_profiles:
                lab.export_profiles([app], args.export_profiles)
                print('lab: exported to %s: %s' % (args.export_profiles, lab_portable.exported_text(
                        app['name'], app['profile']['exported'])), flush=True)
        home = lab_session.prepare_home(lab, app, args.app_launches)
        try:
                prev = lab_session.set_schedulers(lab.state, lab.devices, 'bfq')
        except lab_session.SessionError as e:
                raise LabError(str(e))
        runs = []
        # the schedulers are put back with read_ahead_kb when the lab exits (State)
        for rep in range(args.reps):
                for v in variants:
                        rec = lab_session.run_session(lab, app, home, v, rep, args.at_s,
                                                      args.login_delay, args.io_priority)
                        runs.append(rec)
                        loads += [rec['loadavg_start'], rec['loadavg_end']]
                        print('lab: session %-14s rep %d: login %s s, %s at %g s: %s s%s' % (
                                v, rep, lab_session.fmt_s(rec['login_s']), app['name'], args.at_s,
                                lab_session.fmt_s(rec['app_s']), '' if rec['ok'] else ' FAILED'),
                              flush=True)
        seen = {}
        for r in runs:
                for k, n in (r.get('ioprio') or {}).items():
                        seen[k] = seen.get(k, 0) + n
        result = {
                'lab_version': LAB_VERSION, 'scenario': 'session',
                'date': datetime.datetime.now().isoformat(timespec='seconds'),
                'kernel': platform.release(), 'nproc': os.cpu_count(), 'profile': args.profile,
                'reps': args.reps, 'learn': args.learn, 'launcher': args.launcher, 'at_s': args.at_s,
                'export_profiles': args.export_profiles, 'profiles_from': args.profiles_from,
                'login_delay_s': args.login_delay, 'io_priority': args.io_priority,
                'app': app['name'], 'app_cmd': app['cmd'],
                'app_launches': args.app_launches, 'workload': lab_session.WORKLOAD,
                'schedulers': {d.name: 'bfq' for d in lab.devices}, 'schedulers_before': prev,
                'devices': [d.to_json() for d in lab.devices], 'profile_coverage': pr,
                'command': os.environ.get('LAB_COMMAND') or
                'bench/lab.py ' + ' '.join(shlex.quote(a) for a in argv),
                'elapsed_s': time.monotonic() - t_start,
                'loadavg_min': min(loads), 'loadavg_max': max(loads),
                'ioprio_seen': seen, 'runs': runs, 'summary': lab_session.summarize(runs),
                'damon_pageout': lab_session.damon_pageout(),
        }
        out = args.out or default_out_dir(args.profile) + '-session'
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, 'results.json'), 'w') as f:
                json.dump(result, f, indent=1, default=str)
                f.write('\n')
        write_file(os.path.join(out, 'results.md'), lab_session.report(result))
        print('lab: wrote %s/results.{md,json} in %.0f s' % (out, result['elapsed_s']))
        return 0 if all(r['ok'] for r in runs) else 1


def main():
        for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
                signal.signal(s, on_signal)
        try:
                return run(sys.argv[1:])
        except LabError as e:
                print('lab.py: %s' % e, file=sys.stderr)
                return 1
        except Interrupted as e:
                print('lab.py: interrupted by signal %d' % e.signum, file=sys.stderr)
                return 128 + e.signum


if __name__ == '__main__':
        sys.exit(main())
