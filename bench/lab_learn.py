# SPDX-License-Identifier: LGPL-2.1-or-later
"""The lab's `--learn=observe`: the learned profile the profile methods warm is made the way
preloadd makes it for a user, by launching the program in application units of a real user
manager while preloadd (LaunchLearn=yes) observes them, instead of by `preloadctl record`.
The pure parts (configuration text, reading a learned profile's header) are unit tested in
test_lab.py; observe_profile() needs the lab's root session."""

import os
import re
import shutil
import time

OBSERVE_LAUNCHES = 3
# preloadd looks at a unit's processes 0.5-8 s into its start and merges what it saw when the
# unit goes away or after the last look: a launch is learned at most this long after it ended
MERGE_TIMEOUT_S = 15.0


class LearnError(Exception):
        pass


def preloadd_conf(launch_learn=True, login_learned=None, login_delay=None, io_priority=None):
        """The [Daemon] section of a preloadd.conf for the lab's preloadd."""
        lines = ['[Daemon]', 'LaunchLearn=%s' % ('yes' if launch_learn else 'no')]
        if login_learned is not None:
                lines.append('LoginLearned=%s' % ('yes' if login_learned else 'no'))
        if login_delay is not None:
                lines.append('LoginDelaySec=%gms' % (login_delay * 1000))
        if io_priority is not None:
                lines.append('IOPriority=%s' % io_priority)
        return '\n'.join(lines) + '\n'


def write_conf(config_home, text):
        """preloadd.conf in XDG_CONFIG_HOME, where preloadd reads the user's configuration."""
        d = os.path.join(config_home, 'preloadd')
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, 'preloadd.conf'), 'w') as f:
                f.write(text)


def profile_header(text):
        """A profile's name and the number of launches merged into it (`observed N`, 0 when it
        was only recorded). Raises LearnError on text that is not a profile."""
        lines = text.splitlines()
        if not lines or lines[0] != 'preload-profile 1':
                raise LearnError('not a profile (first line %r)' % (lines[0] if lines else ''))
        name, observed = None, 0
        for line in lines[1:]:
                if line.startswith('file '):
                        break  # the header ends at the first file
                if line.startswith('name '):
                        name = line[5:]
                elif line.startswith('observed '):
                        m = re.fullmatch(r'observed (\d+)', line)
                        if not m:
                                raise LearnError('bad line %r' % line)
                        observed = int(m.group(1))
        if name is None:
                raise LearnError('no name line')
        return name, observed


def renamed_profile(text, name):
        """The profile under another name (the lab's program name): preloadd learns a program
        under its executable's base name (gcc as x86_64-linux-gnu-gcc-12), the profile methods
        look it up by the program's name."""
        out, done = [], False
        for line in text.splitlines():
                if not done and line.startswith('name '):
                        line, done = 'name ' + name, True
                out.append(line)
        if not done:
                raise LearnError('no name line')
        return '\n'.join(out) + '\n'


def learned_profiles(profile_dir):
        """{file name: (profile name, launches observed)} of the learned profiles in a directory."""
        out = {}
        try:
                names = sorted(os.listdir(profile_dir))
        except FileNotFoundError:
                return out
        for n in names:
                if not n.endswith('.profile'):
                        continue
                try:
                        with open(os.path.join(profile_dir, n)) as f:
                                out[n] = profile_header(f.read())
                except (OSError, LearnError):
                        continue  # being written, or not ours to judge
        return out


def pick_learned(profiles):
        """The file of the profile the observed launches made: the one observed most often (a
        unit's processes all merge into one application's profile)."""
        if not profiles:
                return None
        return max(sorted(profiles), key=lambda n: profiles[n][1])


def observe_profile(lab, prog, dest, fallback=None):
        """Launch PROG OBSERVE_LAUNCHES times from an empty cache in app units, throttled like
        the measured runs, with a preloadd that learns from launches and starts with nothing
        learned; save what it learned as DEST (named after the program). Returns the record of
        the launches (wall time, reads, what preloadd had observed after each).

        A launch that ends before preloadd's first look at it (gcc on nvme: tens of
        milliseconds) teaches nothing: with FALLBACK ((name, limits) of a slower disk profile),
        the launches are observed again under that throttle, and the record says so
        ('learned_under'). What a launch touches does not depend on the disk, so the profile is
        the one a machine would have learned on a slower disk and carried over."""
        try:
                return observe_profile_under(lab, prog, dest, None)
        except LearnError:
                if not fallback:
                        raise
        return observe_profile_under(lab, prog, dest, fallback)


def observe_profile_under(lab, prog, dest, under):
        cg = lab.new_cgroup()
        if under:
                cg.set_limits(under[1])
        tag = '%s-observe' % prog['name']
        daemon, env, run = None, None, None
        launches = []
        try:
                daemon, env, run = lab.start_daemon(cg, prog, tag, runtime=lab.user_manager.runtime,
                                                    learn=True)
                cg.keep.append(daemon.pid)
                pdir = os.path.join(env['XDG_CACHE_HOME'], 'preloadd', 'profiles')
                for i in range(OBSERVE_LAUNCHES):
                        lab.drop_caches()
                        argv, penv, tmp = lab.invocation(prog, '%s-%d' % (tag, i))
                        argv, penv = lab.launch_argv('preloadd-launch', prog, argv, penv, env, 100 + i)
                        ph = lab.run_phase(cg, argv, penv, '%s-%d.log' % (tag, i), lab.args.timeout)
                        shutil.rmtree(tmp, ignore_errors=True)
                        if ph['exit'] != 0 or ph['timeout']:
                                raise LearnError('%s: observed launch %d failed: %s' % (
                                        prog['name'], i + 1, ph.get('log_tail', '')[-300:]))
                        # the merge runs in preloadd after the unit is gone
                        deadline = time.monotonic() + MERGE_TIMEOUT_S
                        while True:
                                seen = learned_profiles(pdir)
                                f = pick_learned(seen)
                                if f and seen[f][1] >= i + 1:
                                        break
                                if time.monotonic() > deadline:
                                        break
                                time.sleep(0.1)
                        launches.append({'wall_s': ph['wall_s'], 'cg_read_ios': ph['cg_read_ios'],
                                         'cg_read_bytes': ph['cg_read_bytes'],
                                         'profiles': {k: v[1] for k, v in seen.items()}})
                f = pick_learned(learned_profiles(pdir))
                if not f:
                        raise LearnError('%s: preloadd learned nothing from %d launches (log: %s)' % (
                                prog['name'], OBSERVE_LAUNCHES,
                                os.path.join(lab.log_dir, tag + '-preloadd.log')))
                with open(os.path.join(pdir, f)) as src:
                        text = src.read()
                with open(dest, 'w') as out:
                        out.write(renamed_profile(text, prog['name']))
                return {'learned_as': f[:-len('.profile')], 'observed': profile_header(text)[1],
                        'launches': launches, 'learned_under': under[0] if under else None}
        finally:
                cg.remove()
                if daemon:
                        daemon.wait()
                if run:
                        shutil.rmtree(run, ignore_errors=True)
