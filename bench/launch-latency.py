#!/usr/bin/env python3
# SPDX-License-Identifier: LGPL-2.1-or-later
"""How soon preloadd reacts to a launch, and what a launch costs it: under a throwaway user
manager, preloadd follows the manager with one learned profile prepared, and the program is
launched N times as a desktop launches it (systemd-run --user --scope --unit=app-lab-NAME-I.scope),
each time from an empty page cache. Per launch, from preloadd's own record (Status): when its
warm started (its metadata pass, the first reads, goes out then), how long that pass took, when
its first data read-ahead call returned, counted from the unit's appearance (UnitNew),
when the profile was cached, whether and how long the application was held; and preloadd's CPU
time over the launch (utime + stime of /proc/PID/stat, before and after). Prints the medians and
writes every launch as JSON. Root only.

Usage: bench/launch-latency.py [-n 20] [--preloadd P] [--preloadctl C] [--out FILE]
                               --profile FILE -- COMMAND [ARG...]
FILE is a learned profile (preloadctl record); its name is the application's id.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lab  # noqa: E402


def status(ctl, env):
        r = subprocess.run([ctl, 'status', '--json'], env=env, capture_output=True, text=True)
        try:
                return json.loads(r.stdout).get('launches') or {}
        except ValueError:
                return {}


def main():
        ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
        ap.add_argument('-n', type=int, default=20)
        ap.add_argument('--profile', required=True)
        ap.add_argument('--preloadd', default=os.path.join(lab.REPO_DIR, 'build/test/daemon/preloadd'))
        ap.add_argument('--preloadctl', default=os.path.join(lab.REPO_DIR, 'build/test/preloadctl/preloadctl'))
        ap.add_argument('--user-manager-test', default=os.environ.get('USER_MANAGER_TEST',
                                                                     lab.USER_MANAGER_TEST))
        ap.add_argument('--out')
        ap.add_argument('command', nargs=argparse.REMAINDER)
        a = ap.parse_args()
        cmd = a.command[1:] if a.command[:1] == ['--'] else a.command
        if not cmd or os.geteuid() != 0:
                ap.error('give the command after --, as root')
        name = os.path.basename(a.profile)[:-len('.profile')]
        tmp = tempfile.mkdtemp(prefix='launch-latency-')
        um = lab.UserManager(a.user_manager_test, tmp)
        daemon = None
        try:
                cache = os.path.join(tmp, 'cache')
                os.makedirs(os.path.join(cache, 'preloadd', 'profiles'))
                shutil.copy(a.profile, os.path.join(cache, 'preloadd', 'profiles'))
                env = dict(os.environ, PATH=lab.PROGRAM_PATH, XDG_RUNTIME_DIR=um.runtime,
                           XDG_CACHE_HOME=cache, XDG_CONFIG_HOME=os.path.join(tmp, 'config'))
                env.pop('DBUS_SESSION_BUS_ADDRESS', None)
                daemon = subprocess.Popen([os.path.abspath(a.preloadd), '--no-login-warm'], env=env,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                deadline = time.monotonic() + 20
                while name not in ((status(a.preloadctl, env).get('prepared') or {}).get('profiles') or []):
                        if time.monotonic() > deadline:
                                raise lab.LabError('%s: profile %s not prepared' % (a.preloadd, name))
                        time.sleep(0.05)
                runs = []
                for i in range(a.n):
                        os.sync()
                        lab.write_file('/proc/sys/vm/drop_caches', '3')
                        cpu0 = lab.Lab.proc_cpu(daemon.pid)
                        t0 = time.monotonic()
                        subprocess.run(['systemd-run', '--user', '--quiet', '--scope',
                                        '--unit=' + lab.launch_unit_name(name, '%d%d' % (os.getpid(), i))]
                                       + cmd, env=env, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL, cwd=tmp)
                        wall = time.monotonic() - t0
                        rec = None
                        for _ in range(200):
                                apps = {x['app']: x for x in status(a.preloadctl, env).get('apps') or []}
                                rec = apps.get(name)
                                if rec and rec['launches'] == i + 1 and rec['state'] != 'queued':
                                        break
                                time.sleep(0.05)
                        cpu = (lab.Lab.proc_cpu(daemon.pid) - cpu0) / os.sysconf('SC_CLK_TCK')
                        runs.append({'wall_s': wall, 'daemon_cpu_s': cpu, 'record': rec})
                        print('launch %2d: %.2f s, warm started %.1f ms (its metadata pass first: %d requests '
                              'in %.1f ms) and first data read %.1f ms after the unit appeared, cached at '
                              '%.3f s, held %.3f s, preloadd CPU %.3f s' % (
                                i, wall, rec['start_usec'] / 1e3, rec.get('metadata_requests') or 0,
                                (rec.get('metadata_usec') or 0) / 1e3, rec['first_read_usec'] / 1e3,
                                rec['cached_usec'] / 1e6, rec['hold_usec'] / 1e6, cpu), flush=True)

                def med(f):
                        return statistics.median(f(r) for r in runs)
                summary = {
                        'launches': len(runs), 'command': cmd, 'profile': a.profile,
                        'median_start_ms': med(lambda r: r['record']['start_usec'] / 1e3),
                        'median_metadata_ms': med(lambda r: (r['record'].get('metadata_usec') or 0) / 1e3),
                        'median_first_read_ms': med(lambda r: r['record']['first_read_usec'] / 1e3),
                        'median_cached_s': med(lambda r: r['record']['cached_usec'] / 1e6),
                        'median_daemon_cpu_s': med(lambda r: r['daemon_cpu_s']),
                        'median_warm_thread_cpu_ms': med(lambda r: r['record']['cpu_usec'] / 1e3),
                        'held': sum(1 for r in runs if r['record']['held']),
                }
                print(json.dumps(summary, indent=1))
                if a.out:
                        with open(a.out, 'w') as f:
                                json.dump({'summary': summary, 'runs': runs}, f, indent=1)
                                f.write('\n')
        finally:
                if daemon:
                        daemon.terminate()
                        daemon.wait()
                um.stop()
                shutil.rmtree(tmp, ignore_errors=True)
        return 0


if __name__ == '__main__':
        sys.exit(main())
