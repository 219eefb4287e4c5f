#!/usr/bin/python3
# SPDX-License-Identifier: LGPL-2.1-or-later
"""Bar chart of one lab result: per program, per method, the launch time and the preparation +
launch time (medians, min–max whiskers), with the physical limit as a dashed line.

Usage: bench/chart.py RESULTS.json OUT.png     (needs Debian's python3-matplotlib)
"""

import json
import sys

import matplotlib
matplotlib.use('Agg')
import matplotlib.pyplot as plt  # noqa: E402


def limit_basis(pl):
        """What a program's physical limit is (lab.py physical_limit()): a run before it had
        none, and its limit was the bytes the cold launch read."""
        if not pl:
                return 'cold-read'
        return 'warm' if pl.get('by') == 'warm' else pl.get('bytes_basis') or 'cold-read'


def bars(ax, prog):
        methods = list(prog['summary'])
        xs = range(len(methods))
        w = 0.38
        for off, key, label, color in ((-w / 2, 'launch_s', 'launch', '#3b6ea5'),
                                       (w / 2, 'total_s', 'preparation + launch', '#e0a040')):
                med, lo, hi = [], [], []
                for m in methods:
                        s = prog['summary'][m][key]
                        med.append(s['median'] if s else 0)
                        lo.append(s['median'] - s['min'] if s else 0)
                        hi.append(s['max'] - s['median'] if s else 0)
                rects = ax.bar([x + off for x in xs], med, w, yerr=[lo, hi], capsize=3,
                               label=label, color=color)
                for r, v, h in zip(rects, med, hi):
                        # above the whisker, so the figure and the range do not overlap
                        ax.annotate('%.2f' % v, (r.get_x() + r.get_width() / 2, v + h),
                                    xytext=(0, 2), textcoords='offset points', ha='center',
                                    va='bottom', fontsize=7)
        ax.margins(y=0.12)  # room for the figures above the highest whisker
        if prog.get('physical_limit_s'):
                ax.axhline(prog['physical_limit_s'], color='#aa2222', linestyle='--', linewidth=1,
                           label='physical limit (%s)' % {
                                   'warm': 'the warm launch', 'touched': 'touched bytes / bandwidth',
                                   'cold-read': 'cold bytes / bandwidth'}[
                                   limit_basis(prog.get('physical_limit'))])
        ax.set_xticks(list(xs))
        ax.set_xticklabels(methods, rotation=25, ha='right', fontsize=8)
        ax.set_ylabel('seconds (median)')
        ax.set_title('%s' % ' '.join(prog['cmd'])[:90], fontsize=10)
        ax.grid(axis='y', alpha=0.3)


def main(argv):
        if len(argv) != 3:
                print(__doc__, file=sys.stderr)
                return 2
        with open(argv[1]) as f:
                result = json.load(f)
        progs = result['programs']
        fig, axes = plt.subplots(len(progs), 1, figsize=(10, 3.6 * len(progs)), squeeze=False)
        for ax, prog in zip(axes[:, 0], progs):
                bars(ax, prog)
        # one legend for all panels, under the title, where it hides no bar
        handles, labels = axes[0, 0].get_legend_handles_labels()
        top = 1 - 0.9 / (3.6 * len(progs))
        fig.legend(handles, labels, loc='upper center', ncol=3, fontsize=8,
                   bbox_to_anchor=(0.5, top + 0.2 / (3.6 * len(progs))), frameon=False)
        lim = result.get('profile_limits')
        fig.suptitle('Cold-start lab, profile %s%s, kernel %s, %d reps, %s' % (
                result['profile'],
                ' (%d IOPS, %d MiB/s)' % (lim['read_iops'], lim['read_bps'] // (1 << 20))
                if lim else '', result['kernel'], result['reps'], result['date'][:10]),
                fontsize=11)
        fig.tight_layout(rect=(0, 0, 1, top))
        fig.savefig(argv[2], dpi=90)
        return 0


if __name__ == '__main__':
        sys.exit(main(sys.argv))
