# SPDX-License-Identifier: LGPL-2.1-or-later
"""The lab's `session` scenario: a login and an application launched a fixed time after it,
after the measurement of a whole desktop start in a 2004 KDE preloading experiment (startkde
18.1 s cold, 16.4 s with preloading, 11.1 s warm).

Per run, from an empty page cache, in one throttled cgroup (one disk for everything):
  login    the user manager starts preloadd as a service (its unit's ExecStart joins the run's
           blkio cgroup through cg-exec), and the login workload starts: programs outside the
           application set, run in sequence, reading their own files;
  app      at a fixed time after login, the application is launched in an app unit, as a desktop
           launches it. It has usage and a learned profile, prepared beforehand in the session's
           scratch HOME, so preloadd's login warm (LoginLearned=) picks it.
Variants: `none` (no preloadd: the login alone, the application cold), `no-login-warm` (preloadd
--no-login-warm: only its launch warm), `login-warm` (preloadd with its login warm).
The pure parts (unit and usage text, ionice output, summary, report) are unit tested in
test_lab.py; run_session() needs the lab's root session."""

import os
import re
import shlex
import shutil
import statistics
import subprocess
import time

VARIANTS = ('none', 'no-login-warm', 'login-warm')
# programs that are not in the application set (the launch methods' extra set) and read files of
# their own: the login's competition for the disk
WORKLOAD = [
        ['node', '-e', '0'],
        ['/usr/bin/python3', '-c', 'import json, sqlite3, email.parser'],
        ['clang-14', '--version'],
        ['perl', '-MPOSIX', '-e', '1'],
        ['gdb', '-nx', '-batch', '-ex', 'show version'],
        ['git', '--version'],
]
UNIT = 'preloadd-lab.service'
GOALS = {'login_slowdown_pct': 5.0, 'app_speedup': 3.0}


class SessionError(Exception):
        pass


def workload_script(cmds):
        """The login workload: the commands in sequence, stopping at the first that fails."""
        return ' && '.join(shlex.join(c) for c in cmds)


def usage_text(apps, now_usec, after_login_usec):
        """A preloadd usage file (libpreload/usage.h) with APPS {name: launches}, all launched at
        NOW_USEC (CLOCK_REALTIME), so that the login warm ranks them by their count."""
        lines = ['preload-usage 1']
        for name in sorted(apps):
                n = apps[name]
                lines.append('app %s launches=%d last=%d weight=%d after-login=%d' % (
                        name, n, now_usec, n * 1000, after_login_usec))
        return '\n'.join(lines) + '\n'


def unit_text(exec_argv, env):
        """The user service that starts preloadd at login. ExecStart goes through cg-exec, so that
        preloadd's reads are throttled and counted with the session's (a process the manager
        starts would sit in the manager's own blkio cgroup)."""
        out = ['[Unit]', 'Description=preloadd for the lab\'s session', '', '[Service]',
               'Type=notify', 'NotifyAccess=main',
               'ExecStart=' + ' '.join(shlex.quote(a) for a in exec_argv)]
        for k in sorted(env):
                out.append('Environment=%s' % shlex.quote('%s=%s' % (k, env[k])))
        return '\n'.join(out) + '\n'


IONICE_CLASSES = ('none', 'realtime', 'best-effort', 'idle')


def parse_ionice(text):
        """`ionice -p PID` output ("idle", "best-effort: prio 7", "none: prio 4") -> (class, prio)
        with prio None where it has none."""
        m = re.fullmatch(r'\s*(none|realtime|best-effort|idle)(?::\s*prio\s+(\d+))?\s*', text)
        if not m:
                raise SessionError('ionice: unexpected output %r' % text)
        return m.group(1), int(m.group(2)) if m.group(2) is not None else None


def scheduler_of(text):
        """The active scheduler in a queue/scheduler file ("mq-deadline [bfq] none" -> bfq)."""
        m = re.search(r'\[([^\]]+)\]', text)
        return m.group(1) if m else text.strip()


def fmt_s(v):
        return 'n/a' if v is None else '%.2f' % v


def _read(path):
        try:
                with open(path) as f:
                        return f.read().strip()
        except OSError:
                return None


def damon_pageout(sysfs='/sys'):
        """Running DAMON schemes that page out idle memory (proactive reclaim): they take warmed
        page-cache pages that nothing has used yet, so what a login warm read may be gone before
        the application starts. One line per scheme, "kdamond 0: pageout of paddr memory idle
        for >= 60 s"."""
        root = os.path.join(sysfs, 'kernel', 'mm', 'damon', 'admin', 'kdamonds')
        out = []
        try:
                kds = sorted(k for k in os.listdir(root) if k.isdigit())
        except OSError:
                return out
        for k in kds:
                kd = os.path.join(root, k)
                if _read(os.path.join(kd, 'state')) != 'on':
                        continue
                try:
                        ctxs = sorted(c for c in os.listdir(os.path.join(kd, 'contexts')) if c.isdigit())
                except OSError:
                        continue
                for c in ctxs:
                        ctx = os.path.join(kd, 'contexts', c)
                        ops = _read(os.path.join(ctx, 'operations')) or '?'
                        aggr = _read(os.path.join(ctx, 'monitoring_attrs', 'intervals', 'aggr_us'))
                        try:
                                schemes = sorted(x for x in os.listdir(os.path.join(ctx, 'schemes'))
                                                 if x.isdigit())
                        except OSError:
                                continue
                        for sc in schemes:
                                d = os.path.join(ctx, 'schemes', sc)
                                if _read(os.path.join(d, 'action')) != 'pageout':
                                        continue
                                age = _read(os.path.join(d, 'access_pattern', 'age', 'min'))
                                idle = ''
                                if age and aggr and age.isdigit() and aggr.isdigit():
                                        idle = ' idle for >= %g s' % (int(age) * int(aggr) / 1e6)
                                out.append('kdamond %s: pageout of %s memory%s' % (k, ops, idle))
        return out


def _median(vals):
        vals = [v for v in vals if v is not None]
        return statistics.median(vals) if vals else None


def summarize(runs):
        """Medians per variant, and the goals: the login workload with the login warm against
        without it (no-login-warm; none when absent), the application at its time against cold
        (the none variant)."""
        out = {'variants': {}}
        for v in VARIANTS:
                rs = [r for r in runs if r['variant'] == v and r['ok'] and not r.get('disturbed')]
                if not rs:
                        continue
                out['variants'][v] = {
                        'n': len(rs),
                        'login_s': _median(r['login_s'] for r in rs),
                        'app_s': _median(r['app_s'] for r in rs),
                        'login_reads': _median(r['login_reads'] for r in rs),
                        'total_reads': _median(r['total_reads'] for r in rs),
                        'total_mib': _median(r['total_bytes'] / 1048576.0 for r in rs),
                }
        vs = out['variants']
        base = vs.get('no-login-warm') or vs.get('none')
        lw = vs.get('login-warm')
        if base and lw and base['login_s']:
                slow = 100.0 * (lw['login_s'] - base['login_s']) / base['login_s']
                out['login_slowdown_pct'] = slow
                out['login_ok'] = slow <= GOALS['login_slowdown_pct']
        cold = vs.get('none')
        if cold and lw and lw['app_s']:
                out['app_speedup'] = cold['app_s'] / lw['app_s']
                out['app_ok'] = out['app_speedup'] >= GOALS['app_speedup']
        return out


def login_warm_text(login):
        """preloadd's Status `login` object -> "done, 75M in 12.3s, profile"."""
        if not isinstance(login, dict):
                return '-'
        parts = [login.get('state') or '?']
        if login.get('summary'):
                parts.append(login['summary'])
        res = login.get('result')
        if isinstance(res, dict):
                parts.append('profile' if res.get('profiles') else 'static plan')
        return ', '.join(parts)


def launch_warm_text(rec):
        """preloadd's record of a launch -> "cached 1.60 s, held 1.58 s"."""
        if not isinstance(rec, dict) or rec.get('cached_usec') is None:
                return '-'
        return 'cached %.2f s, held %.2f s' % (rec['cached_usec'] / 1e6,
                                                (rec.get('hold_usec') or 0) / 1e6)


def report(result):
        """The session's results.md."""
        s = result['summary']
        out = ['# Session scenario: %s, profile `%s`' % (result['date'], result['profile']), '',
               'Kernel %s, %d repetitions; `%s`.' % (result['kernel'], result['reps'], result['command']),
               '',
               'A login (t = 0): the user manager starts preloadd, and the login workload runs: %s. '
               'At t = %g s `%s` is launched in an app unit; it has %d launches in the usage file '
               'and a learned profile (%s) in the scratch HOME. preloadd\'s LoginDelaySec=%gs, '
               'IOPriority=%s. One throttled cgroup holds everything. I/O scheduler of %s: %s.' % (
                       '; '.join('`%s`' % ' '.join(c) for c in result['workload']), result['at_s'],
                       ' '.join(result['app_cmd']), result['app_launches'], result['learn'],
                       result['login_delay_s'], result.get('io_priority') or 'idle (the default)',
                       ', '.join(result['schedulers']) or 'n/a',
                       ', '.join(sorted(set(result['schedulers'].values()))) or 'n/a'), '',
               '| variant | runs | login workload s | app launch s | login reads | all reads | all MiB |',
               '|---|---|---|---|---|---|---|']

        def f(v, fmt='%.2f'):
                return 'n/a' if v is None else fmt % v
        for v in VARIANTS:
                x = s['variants'].get(v)
                if x:
                        out.append('| %s | %d | %s | %s | %s | %s | %s |' % (
                                v, x['n'], f(x['login_s']), f(x['app_s']), f(x['login_reads'], '%d'),
                                f(x['total_reads'], '%d'), f(x['total_mib'], '%.1f')))
        out.append('')
        if 'login_slowdown_pct' in s:
                out.append('- Login workload with the login warm against without: %+.1f%% (goal '
                           '≤ +%.0f%%) %s' % (s['login_slowdown_pct'], GOALS['login_slowdown_pct'],
                                              '✓' if s['login_ok'] else '✗'))
        if 'app_speedup' in s:
                out.append('- `%s` at t = %g s with the login warm against cold: %.1fx faster (goal '
                           '≥ %.0fx) %s' % (result['app'], result['at_s'], s['app_speedup'],
                                           GOALS['app_speedup'], '✓' if s['app_ok'] else '✗'))
        for line in result.get('damon_pageout') or []:
                out.append('- This machine reclaims idle memory on its own: DAMON %s. Pages a warm '
                           'read stay cached only until it takes them, used or not, and no page '
                           'cache drop is counted when it does.' % line)
        io = result.get('ioprio_seen') or {}
        if io:
                out.append('- I/O classes of preloadd\'s threads seen while its login warm ran '
                           '(`ionice -p TID`): %s.' % ', '.join('%s ×%d' % (k, n)
                                                                 for k, n in sorted(io.items())))
        out.append('')
        out.append('Per run (seconds). *login warm*: preloadd\'s Status at the end (state, its summary, '
                   'and whether the application\'s learned profile or a static plan was warmed); '
                   '*launch warm*: preloadd\'s record of the launch at t = %g s (when its profile '
                   'was cached after the unit appeared, how long the application was held).'
                   % result['at_s'])
        out.append('')
        out.append('| variant | rep | login s | app s | app reads | login warm | launch warm | ok |')
        out.append('|---|---|---|---|---|---|---|---|')
        for r in result['runs']:
                out.append('| %s | %d | %s | %s | %s | %s | %s | %s |' % (
                        r['variant'], r['rep'], f(r['login_s']), f(r['app_s']),
                        f(r.get('app_reads'), '%d'), login_warm_text(r.get('status_login')),
                        launch_warm_text(r.get('daemon')),
                        ('yes' if r['ok'] else 'no') +
                        (' (disturbed: caches dropped by another process)' if r.get('disturbed') else '')))
        out.append('')
        out.append('Machine load (1-min loadavg) during the runs: %.2f–%.2f; lab wall time %.0f s.'
                   % (result['loadavg_min'], result['loadavg_max'], result['elapsed_s']))
        return '\n'.join(out) + '\n'


# ---------------------------------------------------------------- the runs (root, lab session)

def prepare_home(lab, app, launches):
        """The scratch HOME the session's preloadd starts from: the application's learned profile
        and its usage."""
        home = os.path.join(lab.tmpdir, 'session-home')
        pdir = os.path.join(home, '.cache', 'preloadd', 'profiles')
        os.makedirs(pdir)
        os.makedirs(os.path.join(home, '.config', 'preloadd'))
        shutil.copy(os.path.join(app['profile_dir'], app['name'] + '.profile'), pdir)
        with open(os.path.join(home, '.cache', 'preloadd', 'usage'), 'w') as f:
                f.write(usage_text({app['name']: launches}, int(time.time() * 1e6), 0))
        return home


def _ioprio_sample(pid, seen):
        try:
                tids = os.listdir('/proc/%d/task' % pid)
        except OSError:
                return
        for t in tids:
                r = subprocess.run(['ionice', '-p', t], capture_output=True, text=True)
                if r.returncode == 0:
                        try:
                                cls, prio = parse_ionice(r.stdout)
                        except SessionError:
                                continue
                        key = cls if prio is None else '%s/%d' % (cls, prio)
                        seen[key] = seen.get(key, 0) + 1


def _main_pid(env):
        r = subprocess.run(['systemctl', '--user', 'show', '-P', 'MainPID', UNIT], env=env,
                           capture_output=True, text=True)
        try:
                return int(r.stdout.strip())
        except ValueError:
                return 0


def launch(lab, cg, argv, env, log_name):
        """The application's launch in CG, timed to its exit: wall time, the cgroup's reads over
        it (the login's too, while it runs), exit status."""
        c0, t0 = cg.io(), time.monotonic()
        with open(os.path.join(lab.log_dir, log_name), 'wb') as log:
                p = lab.spawn(cg, argv, env, log)
        try:
                p.wait(timeout=lab.args.timeout)
                timeout = False
        except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
                timeout = True
        t1 = time.monotonic()
        c1 = cg.io()
        if not timeout and getattr(p, 'end_time', None):
                # a service the manager started (--launcher=service): its own record of the exit
                t0, t1 = p.start_time, p.end_time
        return {'wall_s': t1 - t0, 'cg_read_ios': c1[0] - c0[0],
                'cg_read_bytes': c1[1] - c0[1], 'exit': p.returncode, 'timeout': timeout}


def run_session(lab, app, home_tpl, variant, rep, at_s, login_delay, io_priority=None):
        """One login + launch. Returns the run's record."""
        um = lab.user_manager
        rec = {'variant': variant, 'rep': rep, 'loadavg_start': os.getloadavg()[0], 'ok': False,
               'login_s': None, 'app_s': None}
        mark = lab.drop_mark()
        cg = lab.new_cgroup()
        home = os.path.join(lab.tmpdir, 'home-%s-%d' % (variant, rep))
        shutil.copytree(home_tpl, home)
        senv = lab.session_env()
        senv.pop('DBUS_SESSION_BUS_ADDRESS', None)
        senv.update({'HOME': home, 'XDG_RUNTIME_DIR': um.runtime,
                     'XDG_CACHE_HOME': os.path.join(home, '.cache'),
                     'XDG_CONFIG_HOME': os.path.join(home, '.config')})
        ioprio = {}
        procs = []
        try:
                if variant != 'none':
                        with open(os.path.join(home, '.config', 'preloadd', 'preloadd.conf'), 'w') as f:
                                f.write('[Daemon]\nLoginDelaySec=%gms\nLoginLearned=yes\n'
                                        % (login_delay * 1000) +
                                        ('IOPriority=%s\n' % io_priority if io_priority else ''))
                        argv = [lab.cg_exec, cg.procs, lab.args.preloadd]
                        if variant == 'no-login-warm':
                                argv.append('--no-login-warm')
                        with open(os.path.join(um.dir, 'units', UNIT), 'w') as f:
                                f.write(unit_text(argv, {k: senv[k] for k in (
                                        'HOME', 'XDG_CACHE_HOME', 'XDG_CONFIG_HOME', 'PATH')}))
                        subprocess.run(['systemctl', '--user', 'daemon-reload'], env=senv, check=True)
                shutil.rmtree(os.path.join(um.runtime, 'preloadd'), ignore_errors=True)
                lab.drop_caches()
                c0 = cg.io()
                t0 = time.monotonic()
                log = open(os.path.join(lab.log_dir, 'session-%s-%d-login.log' % (variant, rep)), 'wb')
                wl = subprocess.Popen([lab.cg_exec, cg.procs, 'sh', '-c', workload_script(WORKLOAD)],
                                      env=senv, stdin=subprocess.DEVNULL, stdout=log,
                                      stderr=subprocess.STDOUT, start_new_session=True, cwd=home)
                procs.append(wl)
                log.close()
                if variant != 'none':
                        subprocess.run(['systemctl', '--user', 'start', '--no-block', UNIT], env=senv,
                                       check=True)
                pid = n_ticks = 0
                # the login runs; preloadd's threads' I/O classes sampled meanwhile
                while time.monotonic() - t0 < at_s:
                        if rec['login_s'] is None and wl.poll() is not None:
                                rec['login_s'] = time.monotonic() - t0
                                rec['login_exit'] = wl.returncode
                        if variant != 'none' and n_ticks % 4 == 0:
                                pid = pid or _main_pid(senv)
                                if pid:
                                        _ioprio_sample(pid, ioprio)
                        n_ticks += 1
                        time.sleep(0.25)
                c1 = cg.io()
                rec['login_reads'], rec['login_bytes'] = c1[0] - c0[0], c1[1] - c0[1]
                argv, env, tmp = lab.invocation(app, 'session-%s-%d' % (variant, rep))
                argv, env = lab.launch_argv('preloadd-launch', app, argv, env,
                                            {'XDG_RUNTIME_DIR': um.runtime}, 200 + rep)
                env['HOME'] = home
                # not run_phase: it ends what else runs in the cgroup, and the login may not be over
                ph = launch(lab, cg, argv, env, 'session-%s-%d-app.log' % (variant, rep))
                shutil.rmtree(tmp, ignore_errors=True)
                rec['app_s'] = ph['wall_s']
                rec['app_reads'] = ph['cg_read_ios']
                rec['app_exit'] = ph['exit']
                if rec['login_s'] is None:
                        # a login longer than the launch time: waited for after the launch
                        wl.wait(timeout=lab.args.timeout)
                        rec['login_s'] = time.monotonic() - t0
                        rec['login_exit'] = wl.returncode
                        rec['login_overlapped_app'] = True
                c2 = cg.io()
                rec['total_reads'], rec['total_bytes'] = c2[0] - c0[0], c2[1] - c0[1]
                if variant != 'none':
                        # what preloadd did at the launch: its warm, its hold
                        rec['daemon'] = lab.launch_record(senv, app)
                        st = lab.daemon_status(senv)
                        login = st.get('login') or {}
                        rec['login_state'] = login.get('state') if isinstance(login, dict) else login
                        rec['status_login'] = login
                rec['ioprio'] = ioprio
                rec['ok'] = rec.get('login_exit') == 0 and ph['exit'] == 0 and not ph['timeout']
        finally:
                if variant != 'none':
                        subprocess.run(['systemctl', '--user', 'stop', UNIT], env=senv,
                                       capture_output=True)
                for p in procs:
                        if p.poll() is None:
                                p.kill()
                        p.wait()
                cg.keep = []
                cg.kill_others()
                cg.remove()
                shutil.rmtree(home, ignore_errors=True)
        rec['loadavg_end'] = os.getloadavg()[0]
        # another process emptying the page cache mid-run takes the login warm's pages with it
        rec['foreign_drops'] = lab.foreign_drops(mark)
        rec['disturbed'] = rec['foreign_drops'] > 0
        return rec


def set_schedulers(state, devices, name):
        """Set the I/O scheduler of each device under test to NAME, the previous one saved in the
        lab's STATE first (so that the lab's exit, `lab.py cleanup` or the next lab puts it back,
        after a SIGKILL too); returns {dev: previous}."""
        prev = {}
        for d in devices:
                path = os.path.join(d.sysdir, 'queue', 'scheduler')
                try:
                        with open(path) as f:
                                prev[d.name] = scheduler_of(f.read())
                        if path not in state.read_ahead:
                                state.read_ahead[path] = prev[d.name]
                                state.save()
                        with open(path, 'w') as f:
                                f.write(name)
                except OSError as e:
                        raise SessionError('%s: cannot set the scheduler to %s: %s' % (path, name, e))
        return prev
