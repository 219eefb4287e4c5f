#!/usr/bin/env python3
# SPDX-License-Identifier: LGPL-2.1-or-later
"""The launch routes across disk profiles: one markdown table from the runs of a multi-profile
lab run (`bench/suite.sh --profile hdd,sdcard,... --methods cold,preloadd-launch,preloadctl-run`),
a row per program and profile: the medians of cold and of each launch route, their ratio to
cold, the physical limit, and whether the goals hold.

The goals (medians): each launch route never more than 2% slower than cold on any profile, at
least 3x faster than cold on hdd, at least 1.1x on sdcard and cloud.

Usage: bench/profiles-table.py [--out FILE] RESULT_DIR...
The lab writes it itself after a multi-profile run (OUT-profiles-table.md, bench/README.md).
"""

import json
import os
import sys

MIB = 1 << 20
LAUNCH_METHODS = ('preloadd-launch', 'preloadctl-run')
# never more than this much slower than cold, on every profile
MAX_SLOWER = 0.02
# at least this much faster than cold (cold median / the route's median) on these profiles
SPEEDUP = {'hdd': 3.0, 'sdcard': 1.1, 'cloud': 1.1}
LIMIT_BY = {'warm': 'warm', 'touched': 'touched', 'cold-read': 'cold read'}


def load(d):
        with open(os.path.join(d, 'results.json')) as f:
                r = json.load(f)
        if 'programs' not in r:
                raise ValueError('%s: not a suite or run result (a scenario?)' % d)
        r['dir'] = os.path.basename(os.path.normpath(d))
        return r


def median(s):
        """The median of a method's time (preparation + launch; a launch route has no
        preparation), None when it failed in every run or was not measured."""
        v = (s or {}).get('total_s')
        return v['median'] if v else None


def goal_text(profile):
        speedup = SPEEDUP.get(profile)
        slower = 'at most %g%% slower than cold' % (MAX_SLOWER * 100)
        return 'at least %gx faster than cold' % speedup if speedup else slower


def judge(profile, cold, t):
        """A launch route's median T against the cold median COLD on PROFILE: (ratio, met).
        Ratio is cold / T (2.0: twice as fast); None where either is missing (met: False)."""
        if cold is None or not t:
                return None, False
        ratio = cold / t
        met = t <= cold * (1 + MAX_SLOWER) and ratio >= SPEEDUP.get(profile, 0)
        return ratio, met


def limit_cell(p):
        pl = p.get('physical_limit')
        if pl:
                basis = 'warm' if pl.get('by') == 'warm' else pl.get('bytes_basis') or 'cold-read'
                return '%.2f (%s)' % (pl['limit_s'], LIMIT_BY.get(basis, basis))
        if p.get('physical_limit_s') is not None:
                # a run from before the lab recorded what its limit was: the cold launch's bytes
                return '%.2f (cold read)' % p['physical_limit_s']
        return 'n/a'


def rows(results):
        """Per program (in the order they first appear), per profile (in the order given): the
        row's figures and verdicts."""
        order = []
        for r in results:
                for p in r['programs']:
                        if p['name'] not in order:
                                order.append(p['name'])
        out = []
        for name in order:
                for r in results:
                        p = next((p for p in r['programs'] if p['name'] == name), None)
                        if p is None:
                                continue
                        s = p['summary']
                        cold = median(s.get('cold'))
                        routes = {}
                        for m in LAUNCH_METHODS:
                                if m not in r.get('methods', s):
                                        continue  # not measured in this run
                                t = median(s.get(m))
                                ratio, met = judge(r['profile'], cold, t)
                                routes[m] = {'median_s': t, 'ratio': ratio, 'met': met}
                        misses = []
                        for m, v in routes.items():
                                if v['met']:
                                        continue
                                if v['median_s'] is None:
                                        misses.append('%s failed' % m)
                                elif cold is None:
                                        if 'no cold run' not in misses:
                                                misses.append('no cold run')
                                else:
                                        misses.append('%s %.2fx' % (m, v['ratio']))
                        out.append({'program': name, 'profile': r['profile'], 'cold_s': cold,
                                    'routes': routes, 'limit': limit_cell(p),
                                    'met': bool(routes) and not misses, 'misses': misses})
        return out


def table(results):
        """The markdown table of RESULTS (loaded results.json, one per disk profile)."""
        results = list(results)
        out = ['# Launch routes across disk profiles', '']
        profiles = []
        for r in results:
                lim = r.get('profile_limits')
                profiles.append('`%s` (%s%s)' % (
                        r['profile'], '%d IOPS, %d MiB/s' % (lim['read_iops'], lim['read_bps'] // MIB)
                        if lim else 'unthrottled', '; `%s`' % r['dir'] if r.get('dir') else ''))
        first = results[0] if results else {}
        out.append('Profiles: %s. Kernel %s, %s repetitions, `%s`.' % (
                ', '.join(profiles), first.get('kernel', 'n/a'), first.get('reps', 'n/a'),
                first.get('command', 'n/a')))
        out.append('')
        out.append('Medians in seconds over the runs that succeeded; *ratio* is cold / the route '
                   '(2.00x: twice as fast). The physical limit is the larger of the bytes '
                   'the launch touched (the learned profile\'s touched pages, all its ranges for '
                   'a file without) over the profile\'s bandwidth and the warm launch; in brackets '
                   'which of the two it is (*cold read*: no learned profile, the bytes the cold '
                   'launch read). Goals: each route at most %g%% slower than cold on every '
                   'profile; %s.' % (MAX_SLOWER * 100, ', '.join(
                        '%s at least %gx faster' % (p, x) for p, x in SPEEDUP.items())))
        out.append('')
        head = ['program', 'profile', 'cold']
        for m in LAUNCH_METHODS:
                head += [m, 'ratio']
        head += ['physical limit', 'goals']
        out.append('| ' + ' | '.join(head) + ' |')
        out.append('|' + '---|' * len(head))

        def f2(v):
                return 'n/a' if v is None else '%.2f' % v
        all_rows = rows(results)
        for row in all_rows:
                cells = [row['program'], row['profile'], f2(row['cold_s'])]
                for m in LAUNCH_METHODS:
                        v = row['routes'].get(m)
                        if v is None:
                                cells += ['n/a', 'n/a']
                                continue
                        cells += [f2(v['median_s']), '%.2fx %s' % (v['ratio'], '✓' if v['met'] else '✗')
                                  if v['ratio'] is not None else 'n/a ✗']
                cells.append(row['limit'])
                cells.append('n/a' if not row['routes'] else '✓' if row['met'] else '✗')
                out.append('| ' + ' | '.join(cells) + ' |')
        judged = [r for r in all_rows if r['routes']]
        out.append('')
        out.append('Goals met on %d of %d rows.' % (sum(1 for r in judged if r['met']), len(judged)))
        for r in judged:
                if not r['met']:
                        out.append('- %s on %s: %s (goal: %s).' % (
                                r['program'], r['profile'], ', '.join(r['misses']),
                                goal_text(r['profile'])))
        return '\n'.join(out) + '\n'


def main(argv):
        out = None
        if argv[:1] == ['--out'] and len(argv) > 1:
                out, argv = argv[1], argv[2:]
        if not argv or any(a.startswith('-') for a in argv):
                print(__doc__.strip().split('\n\n')[-1].splitlines()[0], file=sys.stderr)
                return 2
        try:
                text = table([load(d) for d in argv])
        except (OSError, ValueError, KeyError) as e:
                print('profiles-table: %s' % e, file=sys.stderr)
                return 1
        if out:
                with open(out, 'w') as f:
                        f.write(text)
        else:
                sys.stdout.write(text)
        return 0


if __name__ == '__main__':
        sys.exit(main(sys.argv[1:]))
