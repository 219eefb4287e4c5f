#!/usr/bin/env python3
# SPDX-License-Identifier: LGPL-2.1-or-later
"""The lab's tables in docs/performance.md, generated from the runs in bench/results/.

Each generated table in the document sits between two markers that name its run:

    <!-- perf-doc: 2026-11-22-6.18.44-fc-v595-hdd-4 -->
    ... (what --write puts here) ...
    <!-- /perf-doc -->

Usage: bench/perf-doc.py --write [DOC]    regenerate every marked table of DOC (docs/performance.md)
       bench/perf-doc.py --check [DOC]    exit 1 if a marked table differs from its run, or a run
                                          or file any doc cites under bench/results/ is missing
       bench/perf-doc.py RESULT_DIR...    print the tables of these runs (to cite a new one: add
                                          the two markers naming it, then --write)
       bench/perf-doc.py                  print the tables of the newest run of each kind: per
                                          profile and counting, the default suite, the strategy
                                          comparison, the learned profiles, the launches
"""

import json
import os
import re
import sys

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.join(BENCH_DIR, 'results')
MIB = 1 << 20


def load(d):
        with open(os.path.join(d, 'results.json')) as f:
                r = json.load(f)
        r['dir'] = os.path.relpath(d, os.path.dirname(BENCH_DIR))
        return r


LAUNCH_METHODS = ('preloadd-launch', 'preloadctl-run')


def kind(r):
        # a run with the peers is the suite's table, whatever else it measured
        if any(m in ('vmtouch', 'cat', 'readahead') for m in r['methods']):
                return 'suite'
        if any(m in LAUNCH_METHODS for m in r['methods']):
                return 'launches'
        if 'preload-profile' in r['methods']:
                return 'profiles'
        return 'strategies' if any(m.startswith('preload-') for m in r['methods']) else 'suite'


def counting(r):
        """'requests' for a run throttled below a loop device (bench/system-image.sh), else
        'bios': the two price metadata differently, so neither replaces the other."""
        return 'requests' if any(d.get('throttled') for d in r.get('devices', [])) else 'bios'


def file_system(r):
        """The file system of the run's files when it is not ext4, else None (the runs from
        before the lab recorded it were all on ext4). Programs start in other times from a btrfs
        or XFS copy of the system, so its runs keep tables of their own; a compressed read-only
        image (squashfs, erofs) is named with its compression, 'squashfs (xz)': an xz and an lzo
        image of the same files are two tables."""
        fs = set()
        for d in r.get('devices', []):
                if not d.get('fs'):
                        continue
                algorithm = (d.get('fs_compression') or {}).get('algorithm')
                fs.add('%s (%s)' % (d['fs'], algorithm) if algorithm else d['fs'])
        return ','.join(sorted(fs - {'ext4'})) or None


def newest(results):
        best = {}
        for r in results:
                if 'programs' not in r:
                        continue  # a scenario (`lab.py session`): its own report
                if len(r['programs']) < 2 and kind(r) == 'suite':
                        continue  # a single-program run is no suite
                if r.get('learn') in ('observe', 'import'):
                        # profiles preloadd observed, or imported from another run's (lab.py
                        # --profiles-from): their own report, not the tables
                        continue
                k = (r['profile'], counting(r), file_system(r) or '', kind(r))
                if k not in best or r['date'] > best[k]['date']:
                        best[k] = r
        # per profile and counting, the suite's table first, then the strategy comparison
        order = {'suite': 0, 'strategies': 1, 'profiles': 2, 'launches': 3}
        return [best[k] for k in sorted(best, key=lambda k: (k[0], k[1], k[2], order[k[3]]))]


def cell(s, with_prep):
        if not s or not s['launch_s']:
                return 'failed'
        if not with_prep:
                return '%.2f' % s['launch_s']['median']
        return '%.2f / %.2f' % (s['launch_s']['median'], s['total_s']['median'])


def limit_meaning(r):
        """What the run's physical limit is: runs before the lab recorded it (`physical_limit`)
        took the bytes the cold launch read."""
        if not any(p.get('physical_limit') for p in r['programs']):
                return 'the bytes the cold launch read divided by the profile\'s bandwidth'
        return ('the larger of the bytes the launch touched (its learned profile\'s touched pages, '
                'or the bytes the cold launch read where none was learned) divided by the '
                'profile\'s bandwidth and the warm launch')


def table(r):
        methods = r['methods']
        lim = r.get('profile_limits')
        out = []
        out.append('Profile `%s`%s%s%s, kernel %s, %d repetitions, %s; `%s`. Medians in seconds: '
                   'launch / preparation + launch; the physical limit is %s. Full figures: '
                   '`%s/results.md`.'
                   % (r['profile'], ' (%d IOPS, %d MiB/s)' % (lim['read_iops'], lim['read_bps'] // MIB)
                      if lim else '',
                      ', the disk\'s requests counted (the system\'s files on a loop device)'
                      if counting(r) == 'requests' else '',
                      ', the files on %s' % file_system(r) if file_system(r) else '',
                      r['kernel'], r['reps'], r['date'][:10], r['command'], limit_meaning(r),
                      r['dir']))
        out.append('')
        out.append('| program | ' + ' | '.join(methods) + (' | physical limit |' if lim else ' |'))
        out.append('|---' * (len(methods) + 1 + (1 if lim else 0)) + '|')
        notes = []
        for p in r['programs']:
                s = p['summary']
                row = ['`%s`' % ' '.join(p['cmd'][:3]) + (' …' if len(p['cmd']) > 3 else '')]
                for m in methods:
                        row.append(cell(s.get(m), m != 'cold'))
                if lim:
                        row.append('%.2f' % p['physical_limit_s'] if p.get('physical_limit_s')
                                   else 'n/a')
                out.append('| ' + ' | '.join(row) + ' |')
                notes += verdicts(p)
                if kind(r) == 'launches':
                        notes += launch_goals(p, r['profile'])
        if notes:
                out.append('')
                out += ['- ' + n for n in notes]
        return '\n'.join(out) + '\n'


def total(s):
        return s['total_s']['median'] if s and s.get('total_s') else None


def verdicts(p):
        """Where this project's method does not win: slower in total than a cold start, or
        than the best peer."""
        s = p['summary']
        name = p['name']
        cold = total(s.get('cold'))
        peers = {m: total(s.get(m)) for m in ('vmtouch', 'cat', 'readahead') if total(s.get(m))}
        out = []
        for m in [m for m in s if m.startswith('preload')]:
                t = total(s[m])
                if t is None:
                        out.append('%s: `%s` failed in every run.' % (name, m))
                        continue
                if cold is not None and t >= cold:
                        out.append('%s: `%s` (%.2f s) is no faster than a cold start (%.2f s).'
                                   % (name, m, t, cold))
                if peers:
                        best = min(peers, key=peers.get)
                        if peers[best] < t:
                                out.append('%s: `%s` (%.2f s) loses to `%s` (%.2f s).'
                                           % (name, m, t, best, peers[best]))
        return out


def launch_goals(p, profile):
        """The issue's goals for a launch nobody prepared: on hdd at least 2x faster than cold, on
        ssd no slower (median within 5%)."""
        s = p['summary']
        cold = total(s.get('cold'))
        unit = total(s.get('cold-unit'))
        out = []
        for m in LAUNCH_METHODS:
                t = total(s.get(m))
                if cold is None or not t:
                        continue
                if profile == 'hdd':
                        ok = cold / t >= 2
                        goal = 'goal: at least 2x'
                else:
                        ok = t <= cold * 1.05
                        goal = 'goal: no slower than cold, within 5%'
                # the same route without preloadd: what the launcher's own start costs shows
                route = ('; %.2fx against the same route without preloadd (`cold-unit`, %s s)'
                         % (unit / t, seconds(unit))) if unit and m == 'preloadd-launch' else ''
                out.append('%s: `%s` %s s against %s s cold, %.2fx%s (%s: %s).'
                           % (p['name'], m, seconds(t), seconds(cold), cold / t, route, goal,
                              'met' if ok else 'NOT met'))
        return out


def seconds(t):
        """Three decimals below a second, where two would hide a 5% difference."""
        return '%.3f' % t if t < 1 else '%.2f' % t


TOP = os.path.dirname(BENCH_DIR)
DOC = os.path.join(TOP, 'docs', 'performance.md')
BLOCK = re.compile(r'^<!-- perf-doc: (\S+) -->\n(.*?)^<!-- /perf-doc -->$', re.M | re.S)


def update(text, results=RESULTS):
        """TEXT with every marked table regenerated from the run its marker names; raises
        FileNotFoundError for a run that is not there."""
        def one(m):
                return '<!-- perf-doc: %s -->\n%s<!-- /perf-doc -->' % (
                        m.group(1), table(load(os.path.join(results, m.group(1)))))
        return BLOCK.sub(one, text)


# What the docs cite: a path under bench/results/ (a {a,b} group stands for both), or a run
# named by the end of its name after "..." ("...-hdd-observe5"), which must end some run's name.
CITED_PATH = re.compile(r'bench/results/([A-Za-z0-9._{},/-]*[A-Za-z0-9_}/])')
CITED_TAIL = re.compile(r'(?:\.\.\.|…)(-[a-z0-9][a-z0-9-]*[a-z0-9])(?![A-Za-z0-9-])')


def expand(path):
        m = re.search(r'\{([^{}]*)\}', path)
        if not m:
                return [path]
        return [p for alt in m.group(1).split(',')
                for p in expand(path[:m.start()] + alt + path[m.end():])]


def missing_citations(text, results=RESULTS):
        """The paths and run names TEXT cites under bench/results/ that are not there."""
        runs = [d for d in os.listdir(results) if os.path.isdir(os.path.join(results, d))]
        out = []
        for m in CITED_PATH.finditer(text):
                if re.match(r'[^/]*[A-Z]{2}', m.group(1)):
                        continue  # a placeholder: bench/results/RUN, DATE-KERNEL-PROFILE
                for p in expand(m.group(1)):
                        if p.endswith('/'):
                                p = p[:-1]
                        if not os.path.exists(os.path.join(results, p)):
                                out.append('bench/results/' + p)
        for tail in CITED_TAIL.findall(text):
                if not any(r.endswith(tail) for r in runs):
                        out.append('...' + tail)
        return out


def cited_docs():
        """The documents that cite the lab's results."""
        docs = [os.path.join(TOP, 'README.md'), os.path.join(BENCH_DIR, 'README.md')]
        for d in (os.path.join(TOP, 'docs'), RESULTS):
                docs += sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith('.md'))
        return [d for d in docs if os.path.isfile(d)]


def check(doc):
        with open(doc) as f:
                text = f.read()
        bad = 0
        try:
                new = update(text)
        except FileNotFoundError as e:
                print('perf-doc: %s: a table\'s run is missing: %s' % (doc, e.filename), file=sys.stderr)
                return 1
        if new != text:
                import difflib
                sys.stdout.writelines(difflib.unified_diff(text.splitlines(True), new.splitlines(True),
                                                           doc, doc + ' (from bench/results)'))
                print('perf-doc: %s: tables differ from their runs; bench/perf-doc.py --write'
                      % doc, file=sys.stderr)
                bad = 1
        for d in cited_docs():
                with open(d) as f:
                        for c in missing_citations(f.read()):
                                print('perf-doc: %s cites %s, which is not there'
                                      % (os.path.relpath(d, TOP), c), file=sys.stderr)
                                bad = 1
        return bad


def runs(results=RESULTS):
        """The runs under RESULTS: RUN, and RUN/PROFILE of a multi-profile run (lab.py
        --profile LIST)."""
        out = []
        for d in sorted(os.listdir(results)):
                if os.path.isfile(os.path.join(results, d, 'results.json')):
                        out.append(d)
                elif os.path.isdir(os.path.join(results, d)):
                        out += [os.path.join(d, p) for p in sorted(os.listdir(os.path.join(results, d)))
                                if os.path.isfile(os.path.join(results, d, p, 'results.json'))]
        return out


def main(argv):
        mode = argv[0] if argv and argv[0] in ('--write', '--check') else None
        if mode:
                doc = argv[1] if len(argv) > 1 else DOC
                if mode == '--check':
                        return check(doc)
                with open(doc) as f:
                        text = f.read()
                new = update(text)
                if new != text:
                        with open(doc, 'w') as f:
                                f.write(new)
                return 0
        if argv:
                results = [load(d) for d in argv]
        else:
                results = newest(load(os.path.join(RESULTS, d)) for d in runs())
        if not results:
                print('perf-doc: no results in %s' % RESULTS, file=sys.stderr)
                return 1
        sys.stdout.write('\n'.join(table(r) for r in results))
        return 0


if __name__ == '__main__':
        sys.exit(main(sys.argv[1:]))
