#!/usr/bin/env python3
# SPDX-License-Identifier: LGPL-2.1-or-later
"""Unit tests of the cold-start lab's pure parts: parsers, device walk on a fake sysfs tree,
summaries and report, method lists, the undo of a killed lab, and the readahead peer helper.
Needs no root and changes nothing on the machine."""

import json
import os
import re
import shutil
import subprocess
import sys
import socket
import struct
import tempfile
import threading
import time
import unittest
import unittest.mock

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lab  # noqa: E402
import lab_dbus  # noqa: E402
import lab_learn  # noqa: E402
import lab_portable  # noqa: E402
import lab_session  # noqa: E402


class TmpDir(unittest.TestCase):
        def setUp(self):
                self.tmp = tempfile.mkdtemp(prefix='test-lab-')

        def tearDown(self):
                shutil.rmtree(self.tmp, ignore_errors=True)

        def write(self, rel, text):
                path = os.path.join(self.tmp, rel)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, 'w') as f:
                        f.write(text)
                return path


class TestRunCached(TmpDir):
        def test_run_is_tmpfs_by_its_last_mount(self):
                m = self.write('mounts', 'sysfs /sys sysfs rw 0 0\ntmpfs /run tmpfs rw 0 0\n')
                self.assertTrue(lab.run_is_tmpfs(m))
                m = self.write('mounts', 'tmpfs /run tmpfs rw 0 0\n/dev/vdb /run ext4 rw 0 0\n')
                self.assertFalse(lab.run_is_tmpfs(m))
                m = self.write('mounts', '/dev/vda1 / ext4 rw 0 0\ntmpfs /run/user/0 tmpfs rw 0 0\n')
                self.assertFalse(lab.run_is_tmpfs(m))
                # nothing to tell: the lab leaves /run alone
                self.assertTrue(lab.run_is_tmpfs(os.path.join(self.tmp, 'none')))

        def test_cache_run_tree_looks_up_every_entry_within_its_limit(self):
                for rel in ('a/b/sock', 'a/c', 'd'):
                        self.write(os.path.join('run', rel), '')
                os.symlink(os.path.join(self.tmp, 'run'), os.path.join(self.tmp, 'link'))
                os.symlink('nowhere', os.path.join(self.tmp, 'run', 'dangling'))
                root = os.path.join(self.tmp, 'run')
                # a, a/b, a/b/sock, a/c, d, dangling
                self.assertEqual(lab.cache_run_tree(root, (os.path.join(self.tmp, 'link'),)), 6)
                self.assertEqual(lab.cache_run_tree(root, (), limit=2), 2)
                self.assertEqual(lab.cache_run_tree(os.path.join(self.tmp, 'gone'), ('/nonexistent',)), 0)


class TestRelocate(TmpDir):
        """--relocate runs one `preloadctl relocate` of every learned profile before any measured run."""
        def lab_with(self, script):
                tool = self.write('preloadctl', '#!/bin/sh\n' + script)
                os.chmod(tool, 0o755)
                lb = lab.Lab.__new__(lab.Lab)
                lb.args = type('Args', (), {'preloadctl': tool})()
                return lb

        def test_what_it_moved(self):
                lb = self.lab_with('echo "$@" > "$(dirname "$0")/argv"\n'
                                   'echo \'{"files": 3, "moved": 2, "bytes_moved": 8192, "runs_before": 3, '
                                   '"runs_after": 1, "skipped": [{"path": "/x", "reason": "r"}]}\'\n')
                out = lb.relocate('/p', ['vim', 'gcc'])
                self.assertEqual((out['moved'], out['runs_after'], out['skipped']), (2, 1, 1))
                with open(os.path.join(self.tmp, 'argv')) as f:
                        self.assertEqual(f.read().split(),
                                         ['relocate', '--json', '--plan=profile', '--profile-dir=/p', 'vim', 'gcc'])

        def test_a_failure_stops_the_run(self):
                lb = self.lab_with('echo "preloadctl: relocate: nothing on ext4" >&2\nexit 1\n')
                with self.assertRaises(lab.LabError) as e:
                        lb.relocate('/p', ['vim'])
                self.assertIn('nothing on ext4', str(e.exception))


class TestParsers(unittest.TestCase):
        def test_parse_disk_stat_fields_1_and_3(self):
                line = '   12020     3164  1234567    4933   137040    78011  2938760\n'
                self.assertEqual(lab.parse_disk_stat(line), (12020, 1234567 * 512))

        def test_parse_disk_stat_malformed(self):
                with self.assertRaises(lab.LabError):
                        lab.parse_disk_stat('12 3')

        def test_parse_cgroup_io_sums_reads_of_named_devices(self):
                text = ('254:0 Read 700\n254:0 Write 5\n254:0 Sync 705\n'
                        '7:1 Read 30\n8:0 Read 1000\nTotal 1735\n')
                self.assertEqual(lab.parse_cgroup_io(text, ['254:0']), 700)
                self.assertEqual(lab.parse_cgroup_io(text, ['254:0', '7:1']), 730)
                self.assertEqual(lab.parse_cgroup_io('', ['254:0']), 0)

        def test_parse_ldso_list(self):
                text = ('\tlinux-vdso.so.1 (0x00007ffc8a5f2000)\n'
                        '\tlibz.so.1 => /lib/x86_64-linux-gnu/libz.so.1 (0x00007f1)\n'
                        '\tlibgone.so.3 => not found\n'
                        '\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f2)\n'
                        '\t/lib64/ld-linux-x86-64.so.2 (0x00007f3)\n'
                        '\tlibz.so.1 => /lib/x86_64-linux-gnu/libz.so.1 (0x00007f1)\n')
                self.assertEqual(lab.parse_ldso_list(text), [
                        '/lib/x86_64-linux-gnu/libz.so.1', '/lib/x86_64-linux-gnu/libc.so.6',
                        '/lib64/ld-linux-x86-64.so.2'])

        def test_parse_plan_json(self):
                text = json.dumps({'files': [{'path': '/usr/bin/x', 'ranges': [[0, 4096]]},
                                             {'path': '/lib/libc.so.6', 'ranges': []}],
                                   'total_bytes': 4096, 'missing': []})
                self.assertEqual(lab.parse_plan_json(text), ['/usr/bin/x', '/lib/libc.so.6'])
                for bad in ('not json', '{}', '{"files": [{"ranges": []}]}', '[]'):
                        with self.assertRaises(lab.LabError):
                                lab.parse_plan_json(bad)

        def test_expand_placeholders(self):
                self.assertEqual(lab.expand('--user-data-dir={tmp}/p', {'tmp': '/t', 'page': 'x'}),
                                 '--user-data-dir=/t/p')
                self.assertEqual(lab.expand('{page}', {'tmp': '/t', 'page': 'file:///p.html'}),
                                 'file:///p.html')

        def test_summarize(self):
                self.assertEqual(lab.summarize([3.0, 1.0, 2.0, 10.0]),
                                 {'median': 2.5, 'min': 1.0, 'max': 10.0})
                self.assertEqual(lab.summarize([None, 4]), {'median': 4, 'min': 4, 'max': 4})
                self.assertIsNone(lab.summarize([]))


class TestThrottleDebt(unittest.TestCase):
        def test_debt(self):
                # 50 reads of 5 MiB under sdcard's 1500 IOPS, 40 MiB/s: bytes bind, 0.125 s + a slice
                self.assertAlmostEqual(lab.throttle_debt_s(50, 5 * lab.MIB, (1500, 40 * lab.MIB)), 0.225)
                # under hdd's 200 IOPS the requests bind: 0.25 s + a slice
                self.assertAlmostEqual(lab.throttle_debt_s(50, 5 * lab.MIB, (200, 120 * lab.MIB)), 0.35)
                self.assertEqual(lab.throttle_debt_s(0, 0, (200, 120 * lab.MIB)), 0.0)
                self.assertEqual(lab.throttle_debt_s(50, 5 * lab.MIB, None), 0.0)


class TestMethods(unittest.TestCase):
        def test_default_without_preloadctl_has_no_preload_methods(self):
                self.assertEqual(lab.parse_methods('default', False),
                                 ['cold', 'warm', 'vmtouch', 'cat', 'readahead'])
                self.assertEqual(lab.parse_methods('all', False),
                                 ['cold', 'warm', 'vmtouch', 'cat', 'readahead'])

        def test_default_with_preloadctl_has_the_default_strategy(self):
                self.assertEqual(lab.parse_methods(None, True),
                                 ['cold', 'warm', 'preload', 'vmtouch', 'cat', 'readahead'])

        def test_all_with_preloadctl_has_every_strategy(self):
                ms = lab.parse_methods('all', True)
                for s in ('willneed', 'madvise', 'read', 'populate'):
                        self.assertIn('preload-' + s, ms)
                self.assertIn('preload', ms)

        def test_groups_expand_without_duplicates(self):
                self.assertEqual(lab.parse_methods('cold,peers,cat', False),
                                 ['cold', 'vmtouch', 'cat', 'readahead'])
                self.assertEqual(lab.parse_methods('strategies', True),
                                 ['preload-willneed', 'preload-madvise', 'preload-read',
                                  'preload-populate'])

        def test_default_expands_inside_a_list(self):
                self.assertEqual(lab.parse_methods('default,preload-profile', True),
                                 ['cold', 'warm', 'preload', 'vmtouch', 'cat', 'readahead',
                                  'preload-profile'])

        def test_errors(self):
                with self.assertRaisesRegex(lab.LabError, 'unknown method'):
                        lab.parse_methods('cold,hot', True)
                for m in ('preload-read', 'preload', 'strategies'):
                        with self.assertRaisesRegex(lab.LabError, 'needs preloadctl'):
                                lab.parse_methods(m, False)

        def test_every_method_is_described(self):
                for m in lab.parse_methods('all', True):
                        self.assertIn(m, lab.METHOD_HELP)

        def test_launch_methods_are_asked_for_by_name(self):
                self.assertEqual(lab.parse_methods('cold,preloadd-launch,preloadctl-run', True),
                                 ['cold', 'preloadd-launch', 'preloadctl-run'])
                self.assertNotIn('preloadd-launch', lab.parse_methods('all', True))
                self.assertNotIn('cold-unit', lab.parse_methods('all', True))
                self.assertEqual(lab.parse_methods('cold,cold-unit', False), ['cold', 'cold-unit'])
                with self.assertRaisesRegex(lab.LabError, 'needs cold'):
                        lab.parse_methods('preloadd-launch', True)
                with self.assertRaisesRegex(lab.LabError, 'needs preloadctl'):
                        lab.parse_methods('cold,preloadctl-run', False)

        def test_both_launch_routes_give_the_program_the_same_environment(self):
                import argparse
                obj = object.__new__(lab.Lab)
                obj.args = argparse.Namespace(preloadctl='/p/preloadctl', launcher='lab')
                obj.n_cgroups = 1
                prog = {'name': 'gimp'}
                env = {'HOME': '/h', 'PATH': '/usr/bin', 'DBUS_SESSION_BUS_ADDRESS': 'x'}
                daemon_env = {'XDG_RUNTIME_DIR': '/run/u', 'XDG_CACHE_HOME': '/d/cache'}
                run_argv, run_env = obj.launch_argv('preloadctl-run', prog, ['gimp', '-i'], env, daemon_env, 0)
                unit_argv, unit_env = obj.launch_argv('preloadd-launch', prog, ['gimp', '-i'], env, daemon_env, 0)
                self.assertEqual(run_argv, ['/p/preloadctl', 'run', '--', 'gimp', '-i'])
                # the lab makes the scope itself: the program, nothing before it
                self.assertEqual(list(unit_argv), ['gimp', '-i'])
                self.assertTrue(unit_argv.unit.startswith('app-lab-gimp-') and unit_argv.unit.endswith('.scope'))
                self.assertEqual(unit_argv.runtime, '/run/u')
                obj.args.launcher = 'systemd-run'
                sr_argv, sr_env = obj.launch_argv('preloadd-launch', prog, ['gimp', '-i'], env, daemon_env, 0)
                self.assertEqual(sr_argv[:4], ['systemd-run', '--user', '--quiet', '--scope'])
                self.assertEqual(sr_argv[-2:], ['gimp', '-i'])
                self.assertEqual(sr_env, unit_env)
                # preloadctl finds the daemon's profiles through systemd's variable, which programs
                # do not read; the XDG cache stays the program's own (an empty one made GIMP
                # rebuild its caches at every launch through preloadctl run)
                self.assertEqual(run_env.pop('CACHE_DIRECTORY'), '/d/cache/preloadd')
                self.assertEqual(run_env, unit_env)
                self.assertNotIn('XDG_CACHE_HOME', run_env)
                self.assertNotIn('DBUS_SESSION_BUS_ADDRESS', run_env)

        def test_launch_unit_name_follows_the_desktop_naming(self):
                self.assertEqual(lab.launch_unit_name('node', '12'), 'app-lab-node-12.scope')
                # a literal '-' separates the name's parts: the id's own are escaped
                self.assertEqual(lab.launch_unit_name('clang-14', '7'), 'app-lab-clang\\x2d14-7.scope')
                self.assertEqual(lab.launch_unit_name('firefox-esr', '1'),
                                 'app-lab-firefox\\x2desr-1.scope')
                # a service: the random part is the instance, after '@'
                self.assertEqual(lab.launch_unit_name('node', '12', service=True), 'app-lab-node@12.service')
                self.assertEqual(lab.launch_unit_name('clang-14', '7', service=True),
                                 'app-lab-clang\\x2d14@7.service')
                self.assertEqual(lab.launch_unit_name('a@b c', '7', service=True),
                                 'app-lab-a\\x40b\\x20c@7.service')

        def test_launcher_option(self):
                def launcher(*opts):
                        return lab.parse_argv(['run'] + list(opts) + ['--', 'true']).launcher
                self.assertEqual(launcher(), 'gated')
                for name in ('gated', 'after-exec', 'service', 'systemd-run'):
                        self.assertEqual(launcher('--launcher=' + name), name)
                        self.assertEqual(lab.parse_argv(['suite', '--launcher', name]).launcher, name)
                # the old name of gated, for old command lines
                self.assertEqual(launcher('--launcher=lab'), 'gated')
                self.assertEqual(lab.parse_argv(['session', '--launcher=lab']).launcher, 'gated')
                with open(os.devnull, 'w') as null, unittest.mock.patch('sys.stderr', null):
                        with self.assertRaises(SystemExit):
                                launcher('--launcher=kio')
                self.assertIsNone(getattr(lab.parse_argv(['methods']), 'launcher', None))

        def test_each_launcher_makes_its_unit(self):
                import argparse
                obj = object.__new__(lab.Lab)
                obj.args = argparse.Namespace(preloadctl='/p/preloadctl', launcher='gated')
                obj.n_cgroups = 3
                prog = {'name': 'clang-14'}
                env = {'HOME': '/h', 'DBUS_SESSION_BUS_ADDRESS': 'x'}
                daemon_env = {'XDG_RUNTIME_DIR': '/run/u'}
                envs = []
                for name, unit in (('gated', r'^app-lab-clang\\x2d14-\d+\.scope$'),
                                   ('lab', r'^app-lab-clang\\x2d14-\d+\.scope$'),
                                   ('after-exec', r'^app-lab-clang\\x2d14-\d+\.scope$'),
                                   ('service', r'^app-lab-clang\\x2d14@\d+\.service$')):
                        obj.args.launcher = name
                        argv, e = obj.launch_argv('preloadd-launch', prog, ['clang-14', '-v'], env, daemon_env, 2)
                        self.assertIsInstance(argv, lab.ScopedArgv)
                        self.assertEqual(list(argv), ['clang-14', '-v'])
                        self.assertEqual(argv.launcher, lab.LAUNCHER_ALIASES.get(name, name))
                        self.assertRegex(argv.unit, unit)
                        self.assertEqual(argv.runtime, '/run/u')
                        envs.append(e)
                self.assertTrue(all(e == envs[0] for e in envs))
                self.assertEqual(envs[0], {'HOME': '/h', 'XDG_RUNTIME_DIR': '/run/u'})
                # the unit route's text for the report, one per launcher
                self.assertEqual(set(lab.LAUNCHER_TEXT), set(lab.LAUNCHERS))

        def test_exited_does_not_reap(self):
                p = subprocess.Popen(['true'])
                deadline = time.monotonic() + 10
                while not lab.exited(p.pid) and time.monotonic() < deadline:
                        time.sleep(0.01)
                self.assertTrue(lab.exited(p.pid))
                # still a zombie: its wait4() (the lab's rusage) is still to come
                _, status, _ = os.wait4(p.pid, 0)
                self.assertEqual(os.waitstatus_to_exitcode(status), 0)
                self.assertTrue(lab.exited(p.pid))  # reaped: no such child

        def test_proc_stat_cpu(self):
                stat = '4242 (pre) load d) S 1 4242 4242 0 -1 4194560 900 0 3 0 17 5 0 0 20 0 3 0'
                self.assertEqual(lab.parse_proc_stat_cpu(stat), 22)

        def test_extra_programs_are_outside_the_suite(self):
                names = {p['name'] for p in lab.SUITE}
                for p in lab.EXTRA:
                        self.assertTrue(p['name'] and p['cmd'] and p['package'], p)
                        self.assertNotIn(p['name'], names)

        def test_setup_installs_the_extra_set(self):
                with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'setup.sh')) as f:
                        line = next(l for l in f if '--extra ]' in l)
                for p in lab.EXTRA:
                        self.assertIn(' ' + p['package'], line.split('pkgs="$pkgs', 1)[1], p['name'])

        def test_suite_programs_are_complete(self):
                for p in lab.SUITE:
                        self.assertTrue(p['name'] and p['cmd'] and p['package'], p)
                        for t in p.get('targets', []):
                                self.assertTrue(os.path.isabs(t), t)


class TestSessionEnv(unittest.TestCase):
        def lab_with(self, fresh_home):
                import argparse
                obj = object.__new__(lab.Lab)
                obj.args = argparse.Namespace(fresh_home=fresh_home)
                obj.home = '/x/session/home'
                return obj

        def test_programs_search_debians_path(self):
                env = self.lab_with(False).session_env()
                self.assertEqual(env['PATH'], '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin')
                self.assertEqual(env.get('HOME'), os.environ.get('HOME'))

        def test_fresh_home(self):
                self.assertEqual(self.lab_with(True).session_env()['HOME'], '/x/session/home')


class TestDevice(TmpDir):
        def fake_disk(self):
                disk = os.path.join(self.tmp, 'devices', 'pci0', 'block', 'sda')
                self.write('devices/pci0/block/sda/dev', '8:0\n')
                self.write('devices/pci0/block/sda/stat', '5 0 16 0 0 0 0\n')
                self.write('devices/pci0/block/sda/queue/read_ahead_kb', '4096\n')
                self.write('devices/pci0/block/sda/sda2/dev', '8:2\n')
                self.write('devices/pci0/block/sda/sda2/partition', '2\n')
                os.makedirs(os.path.join(self.tmp, 'dev', 'block'))
                os.symlink('../../devices/pci0/block/sda', os.path.join(self.tmp, 'dev/block/8:0'))
                os.symlink('../../devices/pci0/block/sda/sda2',
                           os.path.join(self.tmp, 'dev/block/8:2'))
                return disk

        def test_partition_walks_to_its_disk(self):
                disk = self.fake_disk()
                d = lab.device_for_devnum(8, 2, self.tmp)
                self.assertEqual((d.name, d.dev), ('sda', '8:0'))
                self.assertEqual(os.path.realpath(d.sysdir), os.path.realpath(disk))
                self.assertEqual(d.stat(), (5, 16 * 512))
                self.assertTrue(d.read_ahead_path.endswith('sda/queue/read_ahead_kb'))

        def test_whole_disk_is_itself(self):
                self.fake_disk()
                d = lab.device_for_devnum(8, 0, self.tmp)
                self.assertEqual((d.name, d.dev), ('sda', '8:0'))

        def test_no_block_device_is_a_clear_error(self):
                self.fake_disk()
                with self.assertRaisesRegex(lab.LabError, r'/x/y: on device 0:42, which is no block'):
                        lab.device_for_devnum(0, 42, self.tmp, what='/x/y')

        def fake_loop(self, dio):
                """loop0 backed by a file in self.tmp, whose device the fake sysfs maps to sda."""
                self.fake_disk()
                backing = self.write('backing.img', '')
                self.write('devices/virtual/block/loop0/dev', '7:0\n')
                self.write('devices/virtual/block/loop0/loop/dio', '%d\n' % dio)
                self.write('devices/virtual/block/loop0/loop/backing_file', backing + '\n')
                os.symlink('../../devices/virtual/block/loop0', os.path.join(self.tmp, 'dev/block/7:0'))
                st = os.stat(backing)
                link = os.path.join(self.tmp, 'dev/block/%d:%d' % (os.major(st.st_dev),
                                                                   os.minor(st.st_dev)))
                if not os.path.lexists(link):
                        os.symlink('../../devices/pci0/block/sda', link)
                return lab.device_for_devnum(7, 0, self.tmp)

        def test_direct_io_loop_is_throttled_at_the_disk_under_it(self):
                d = self.fake_loop(dio=1)
                self.assertIs(d.throttled, d)
                lab.throttle_below_loop([d], self.tmp)
                self.assertEqual((d.name, d.dev), ('loop0', '7:0'))
                self.assertEqual((d.throttled.name, d.throttled.dev), ('sda', '8:0'))
                self.assertEqual(d.to_json(), {'name': 'loop0', 'dev': '7:0',
                                               'throttled': {'name': 'sda', 'dev': '8:0'}})
                self.assertIn('throttled at sda 8:0 below it', d.describe())
                note = lab.session_notes({'devices': [d.to_json()]})
                self.assertEqual(len(note), 1)
                self.assertIn('loop0', note[0])
                self.assertIn('(sda)', note[0])

        def test_buffered_loop_is_refused(self):
                # its backing file's page cache, not the disk, would answer the requests
                d = self.fake_loop(dio=0)
                with self.assertRaisesRegex(lab.LabError, r'loop0 does not use direct I/O'):
                        lab.throttle_below_loop([d], self.tmp)

        def test_disk_is_no_loop_device(self):
                self.fake_disk()
                d = lab.device_for_devnum(8, 0, self.tmp)
                with self.assertRaisesRegex(lab.LabError, r'sda is no loop device'):
                        lab.throttle_below_loop([d], self.tmp)
                self.assertEqual(d.to_json(), {'name': 'sda', 'dev': '8:0'})
                self.assertEqual(lab.session_notes({'devices': [d.to_json()]}), [])

        # the first bytes of a squashfs image mksquashfs 4.5.1 made as snapd packs a snap
        # (-comp xz -no-fragments) and of the superblock (at 1024) of one mkfs.erofs 1.5 made -zlz4hc
        SQUASHFS_XZ = bytes.fromhex('68737173ae220000c2f10b6b000002000000000004001100'
                                    'd000010004000000')
        EROFS_LZ4HC = bytes(1024) + bytes.fromhex(
                'e2e1f5e06c52041003000000' '0c002400ae22000000000000c2f10b6b00000000'
                '17b80c00fb5e00000000000000000000' + '9dc4dd248a8f4fa5b4b003e36efabe4a'
                + '00' * 16 + '01000000ffff0000') + bytes(40)

        def test_squashfs_superblock(self):
                self.assertEqual(lab.parse_squashfs_super(self.SQUASHFS_XZ),
                                 {'algorithm': 'xz', 'block_size': 131072, 'fragments': False})
                # lzo (3), fragments (no NO_FRAGMENTS flag), 1 MiB blocks
                lzo = bytearray(self.SQUASHFS_XZ)
                lzo[12:16] = (1 << 20).to_bytes(4, 'little')
                lzo[20:22] = (3).to_bytes(2, 'little')
                lzo[24:26] = (0x40).to_bytes(2, 'little')
                self.assertEqual(lab.parse_squashfs_super(bytes(lzo)),
                                 {'algorithm': 'lzo', 'block_size': 1 << 20, 'fragments': True})
                lzo[20:22] = (9).to_bytes(2, 'little')
                self.assertEqual(lab.parse_squashfs_super(bytes(lzo))['algorithm'], 'unknown-9')
                # a squashfs 3 image, another magic, too short
                old = bytearray(self.SQUASHFS_XZ)
                old[28:30] = (3).to_bytes(2, 'little')
                self.assertIsNone(lab.parse_squashfs_super(bytes(old)))
                self.assertIsNone(lab.parse_squashfs_super(b'sqsh' + self.SQUASHFS_XZ[4:]))
                self.assertIsNone(lab.parse_squashfs_super(b'hsqs'))
                self.assertEqual(lab.compression_text(lab.parse_squashfs_super(self.SQUASHFS_XZ)),
                                 '(xz, 128 KiB blocks, no fragments)')
                self.assertEqual(lab.compression_text({'algorithm': 'lzo', 'block_size': 4096,
                                                       'fragments': True}),
                                 '(lzo, 4 KiB blocks)')

        def test_erofs_superblock(self):
                self.assertEqual(lab.parse_erofs_super(self.EROFS_LZ4HC),
                                 {'algorithm': 'lz4', 'block_size': 4096})
                sb = bytearray(self.EROFS_LZ4HC)
                inc = 1024 + 80
                # no feature: uncompressed (mkfs.erofs without -z)
                sb[inc:inc + 4] = bytes(4)
                self.assertEqual(lab.parse_erofs_super(bytes(sb)), {'algorithm': None, 'block_size': 4096})
                self.assertEqual(lab.compression_text(lab.parse_erofs_super(bytes(sb))), '(uncompressed)')
                # compression configurations: a bitmap of the algorithms (lz4 and zstd here)
                sb[inc:inc + 4] = (0x3).to_bytes(4, 'little')
                sb[inc + 4:inc + 6] = (0b1001).to_bytes(2, 'little')
                self.assertEqual(lab.parse_erofs_super(bytes(sb))['algorithm'], 'lz4,zstd')
                self.assertEqual(lab.compression_text(lab.parse_erofs_super(bytes(sb))), '(lz4,zstd)')
                self.assertIsNone(lab.parse_erofs_super(self.EROFS_LZ4HC[:1100]))
                self.assertIsNone(lab.parse_erofs_super(self.SQUASHFS_XZ + bytes(2048)))
                self.assertIsNone(lab.parse_image_compression('ext4', self.EROFS_LZ4HC))
                self.assertEqual(lab.parse_image_compression('erofs', self.EROFS_LZ4HC)['algorithm'], 'lz4')

        def test_image_compression_reads_the_backing_file(self):
                d = self.fake_loop(dio=1)
                backing = os.path.join(self.tmp, 'backing.img')
                # an image at an offset in its backing file (losetup --offset)
                with open(backing, 'wb') as f:
                        f.write(bytes(8192) + self.SQUASHFS_XZ)
                self.write('devices/virtual/block/loop0/loop/offset', '8192\n')
                want = {'algorithm': 'xz', 'block_size': 131072, 'fragments': False}
                self.assertEqual(lab.image_compression(7, 0, 'squashfs', self.tmp), want)
                self.assertIsNone(lab.image_compression(7, 0, 'ext4', self.tmp))
                self.assertIsNone(lab.image_compression(7, 0, 'erofs', self.tmp))
                d.fs, d.fs_compression = 'squashfs', want
                self.assertEqual(d.to_json()['fs_compression'], want)
                self.assertIn('7:0, squashfs (xz, 128 KiB blocks, no fragments)', d.describe())
                self.assertEqual(lab.read_only_devices([d]), [d])
                lab.throttle_below_loop([d], self.tmp)
                notes = lab.session_notes({'devices': [d.to_json()]})
                self.assertIn('copy of the system\'s files on squashfs', notes[0])
                self.assertIn('compressed read-only image (loop0 squashfs (xz, 128 KiB blocks, no '
                              'fragments))', notes[1])
                # a device without a backing file: /dev/NAME (a plain file standing in for it)
                os.remove(os.path.join(self.tmp, 'devices/virtual/block/loop0/loop/backing_file'))
                self.assertIsNone(lab.image_compression(7, 0, 'squashfs', self.tmp,
                                                        dev=os.path.join(self.tmp, 'devnodes')))
                with open(self.write('devnodes/loop0', ''), 'wb') as f:
                        f.write(self.EROFS_LZ4HC)
                self.assertEqual(lab.image_compression(7, 0, 'erofs', self.tmp,
                                                       dev=os.path.join(self.tmp, 'devnodes')),
                                 {'algorithm': 'lz4', 'block_size': 4096})

        def test_read_only_devices(self):
                disk = self.fake_disk()
                a, b = lab.device_for_devnum(8, 0, self.tmp), lab.device_for_devnum(8, 2, self.tmp)
                a.fs, b.fs = 'ext4', 'ext4,erofs'
                self.assertEqual(lab.read_only_devices([a, b]), [b])
                self.assertTrue(disk)

        MOUNTINFO = (
                '27 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw,discard\n'
                '44 27 0:42 / /var/tmp/lab\\040dir rw,relatime - btrfs /dev/loop3 '
                'ro,space_cache=v2,subvolid=5,subvol=/\n'
                '45 27 0:42 /usr /usr ro,relatime master:3 shared:7 - btrfs /dev/loop3 ro,subvol=/usr\n'
                '46 27 7:4 / /srv ro,relatime - xfs /dev/loop4 ro,inode64,noquota\n'
                '47 27 0:27 / /dev/shm rw - tmpfs tmpfs rw,size=65536k\n')

        def test_parse_mountinfo(self):
                m = lab.parse_mountinfo(self.MOUNTINFO)
                self.assertEqual(sorted(m), [27, 44, 45, 46, 47])
                self.assertEqual(m[27], lab.Mount(27, (254, 0), '/', '/', 'ext4', '/dev/vda'))
                # an escaped space; the mount's 0:42 is not what its files' st_dev says on btrfs
                self.assertEqual(m[44].mount_point, '/var/tmp/lab dir')
                self.assertEqual((m[44].devnum, m[44].fstype, m[44].source), ((0, 42), 'btrfs', '/dev/loop3'))
                # optional fields before the separator; a bind mount's root
                self.assertEqual((m[45].root, m[45].mount_point, m[45].fstype), ('/usr', '/usr', 'btrfs'))
                self.assertEqual((m[46].devnum, m[46].fstype, m[46].source), ((7, 4), 'xfs', '/dev/loop4'))
                self.assertEqual(m[47].source, 'tmpfs')

        def test_parse_mountinfo_malformed(self):
                with self.assertRaisesRegex(lab.LabError, r'malformed mountinfo line'):
                        lab.parse_mountinfo('44 27 0:42 / /x rw,relatime btrfs /dev/loop3 ro\n')
                with self.assertRaisesRegex(lab.LabError, r'malformed mountinfo line'):
                        lab.parse_mountinfo('x 27 0:42 / /x rw - btrfs /dev/loop3 ro\n')

        def test_parse_fdinfo_mnt_id(self):
                self.assertEqual(lab.parse_fdinfo_mnt_id('pos:\t0\nflags:\t012000000\nmnt_id:\t44\n'
                                                         'ino:\t259\n'), 44)
                self.assertIsNone(lab.parse_fdinfo_mnt_id('pos:\t0\nflags:\t02\n'))
                self.assertIsNone(lab.parse_fdinfo_mnt_id('mnt_id:\tx\n'))

        def test_mount_of_this_file(self):
                # the kernel's own fdinfo and mountinfo: the mount lies on the file's path
                m = lab.mount_of_path(os.path.abspath(__file__))
                self.assertTrue(os.path.realpath(__file__).startswith(m.mount_point.rstrip('/') + '/'))
                other = dict(lab.read_mountinfo())
                del other[m.id]
                with self.assertRaisesRegex(lab.LabError, r'test_lab.py: on mount %d, which' % m.id):
                        lab.mount_of_path(os.path.abspath(__file__), mounts=other)

        @staticmethod
        def block_stat(maj, mn):
                """os.stat of a block device MAJ:MIN (which tests without root cannot make)."""
                return lambda path: unittest.mock.Mock(st_mode=0o60660, st_rdev=os.makedev(maj, mn))

        def fake_btrfs(self, *loops):
                """A btrfs file system on LOOPS (loop3, loop4...), as sysfs lists it."""
                for name in loops:
                        n = int(name[4:])
                        self.write('devices/virtual/block/%s/dev' % name, '7:%d\n' % n)
                        os.makedirs(os.path.join(self.tmp, 'dev/block'), exist_ok=True)
                        os.symlink('../../devices/virtual/block/' + name,
                                   os.path.join(self.tmp, 'dev/block/7:%d' % n))
                        devs = os.path.join(self.tmp, 'fs/btrfs/0f6e-fsid/devices')
                        os.makedirs(devs, exist_ok=True)
                        os.symlink('../../../../devices/virtual/block/' + name, os.path.join(devs, name))
                self.write('fs/btrfs/features/metadata_uuid', '0\n')

        def test_btrfs_mount_reads_its_source(self):
                self.fake_btrfs('loop3')
                m = lab.parse_mountinfo(self.MOUNTINFO)[45]
                self.assertEqual(lab.btrfs_sysfs(7, 3, self.tmp),
                                 (os.path.join(self.tmp, 'fs/btrfs/0f6e-fsid'), ['loop3']))
                self.assertEqual(lab.btrfs_sysfs(7, 9, self.tmp), (None, []))
                self.assertIsNone(lab.btrfs_read_ahead_kb(7, 3, self.tmp))
                self.write('fs/btrfs/0f6e-fsid/bdi/read_ahead_kb', '4096\n')
                self.assertEqual(lab.btrfs_read_ahead_kb(7, 3, self.tmp), 4096)
                self.assertEqual(lab.mount_block_device(m, '/usr/bin/dot', self.tmp, self.block_stat(7, 3)),
                                 (7, 3))

        def test_multi_device_btrfs_is_refused(self):
                self.fake_btrfs('loop3', 'loop4')
                m = lab.parse_mountinfo(self.MOUNTINFO)[45]
                with self.assertRaisesRegex(lab.LabError, r'^/usr/bin/dot: on a btrfs file system of 2 '
                                            r'devices \(loop3, loop4\); the lab throttles one device'):
                        lab.mount_block_device(m, '/usr/bin/dot', self.tmp, self.block_stat(7, 3))

        def test_mount_of_no_block_device_is_a_clear_error(self):
                mounts = lab.parse_mountinfo(self.MOUNTINFO)
                with self.assertRaisesRegex(lab.LabError, r'^/dev/shm/x: on tmpfs mounted from tmpfs, '
                                            r'which is no block device'):
                        lab.mount_block_device(mounts[47], '/dev/shm/x', self.tmp)
                src = self.write('not-a-device', '')
                m = mounts[44]._replace(source=src)
                with self.assertRaisesRegex(lab.LabError, r'^/x: on btrfs mounted from .*not-a-device, '
                                            r'which is no block device$'):
                        lab.mount_block_device(m, '/x', self.tmp)
                with self.assertRaisesRegex(lab.LabError, r'^/x: on btrfs mounted from /nonexistent/dev: '
                                            r'No such file'):
                        lab.mount_block_device(m._replace(source='/nonexistent/dev'), '/x', self.tmp)
                # erofs mounted from its image file (Linux 6.12+), with no loop device
                with self.assertRaisesRegex(lab.LabError, r'^/x: on erofs mounted from the file .*'
                                            r'not-a-device, with no block device; mount it through a '
                                            r'loop device'):
                        lab.mount_block_device(m._replace(fstype='erofs'), '/x', self.tmp)

        def test_anonymous_st_dev_goes_through_the_mount(self):
                # a file whose st_dev the (fake) sysfs does not list, on a mount said to be a
                # btrfs subvolume of loop3: the device is the mount's source, as on btrfs
                self.fake_btrfs('loop3')
                path = self.write('file', 'x')
                real = lab.mount_of_path(path)
                mounts = {real.id: real._replace(fstype='btrfs', source='/dev/loop3')}
                self.assertEqual(lab.file_block_device(path, self.tmp, mounts=mounts,
                                                       stat_source=self.block_stat(7, 3)),
                                 (7, 3, 'btrfs'))
                # with st_dev listed (ext4, XFS) it is st_dev itself
                st = os.stat(path)
                os.symlink('../../devices/virtual/block/loop3', os.path.join(
                        self.tmp, 'dev/block/%d:%d' % (os.major(st.st_dev), os.minor(st.st_dev))))
                self.assertEqual(lab.file_block_device(path, self.tmp, mounts=mounts)[:2],
                                 (os.major(st.st_dev), os.minor(st.st_dev)))

        def test_this_machine_resolves_its_own_files(self):
                if not os.path.isdir('/sys/dev/block'):
                        self.skipTest('no sysfs')
                try:
                        devs = lab.devices_for_files([os.path.abspath(__file__)])
                except lab.LabError:
                        self.skipTest('tests run from a filesystem on no block device')
                self.assertEqual(len(devs), 1)
                self.assertRegex(devs[0].dev, r'^\d+:\d+$')
                self.assertFalse(os.path.exists(os.path.join(devs[0].sysdir, 'partition')))


class TestSquashfsWarm(unittest.TestCase):
        """The pure parts of bench/squashfs-warm.py."""

        def setUp(self):
                import importlib.util
                path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'squashfs-warm.py')
                spec = importlib.util.spec_from_file_location('squashfs_warm', path)
                self.sw = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(self.sw)

        TRACE = (
                '# tracer: nop\n'
                '#\n'
                '# entries-in-buffer/entries-written: 4/4   #P:2\n'
                '      range-read-812  [001] ..... 101.5: block_rq_issue: 7,1 R 131072 () 2048 + 256 be,0,4 [range-read]\n'
                '      range-read-812  [001] ..... 101.6: block_rq_issue: 7,1 RA 65536 () 2304 + 128 none,0,0 [range-read]\n'
                '      kworker/0:1-9   [000] ..... 101.7: block_rq_issue: 7,1 FF 0 () 0 + 0 none,0,0 [kworker/0:1]\n'
                '      inkscape-900    [000] ..... 101.8: block_rq_issue: 7,2 R 4096 () 8 + 8 none,0,0 [inkscape]\n'
                '      range-read-812  [001] ..... 101.9: block_rq_issue: 7,1 R 4096 () 16 + 8 be,0,4 [range-read]\n')

        def test_parse_rq_issue_keeps_the_devices_reads(self):
                # the flush (FF, no sectors) and another device's read are left out
                self.assertEqual(self.sw.parse_rq_issue(self.TRACE, 7, 1), [(2048, 256), (2304, 128), (16, 8)])
                self.assertEqual(self.sw.parse_rq_issue(self.TRACE, 7, 2), [(8, 8)])
                self.assertEqual(self.sw.loop_dev_t(7, 1), (7 << 20) | 1)

        def test_merge_sectors(self):
                # sorted; adjacent and overlapping requests are one range, in bytes
                self.assertEqual(self.sw.merge_sectors([(2048, 256), (2304, 128), (16, 8), (20, 2)]),
                                 [(16 * 512, 8 * 512), (2048 * 512, 384 * 512)])
                self.assertEqual(self.sw.merge_sectors([(10, 2), (13, 1)]), [(5120, 1024), (6656, 512)])
                self.assertEqual(self.sw.merge_sectors([]), [])

        def test_range_list(self):
                self.assertEqual(self.sw.range_list({'/usr/bin/x': [], '/dev/loop1': [(0, 4096), (8192, 512)]}),
                                 '/usr/bin/x\t0\t0\n/dev/loop1\t0\t4096\n/dev/loop1\t8192\t512\n')

        def test_summary_and_table(self):
                def ph(wall, ios):
                        return {'wall_s': wall, 'loop_reads': ios, 'loop_bytes': lab.MIB, 'disk_reads': ios,
                                'disk_bytes': 0, 'cg_ios': ios, 'cg_bytes': 0, 'majflt': 3, 'cpu_s': 0.5,
                                'exit': 0}
                runs = [{'mode': 'dio', 'method': 'cold', 'prep': None, 'launch': ph(4.0, 800)},
                        {'mode': 'dio', 'method': 'cold', 'prep': None, 'launch': ph(5.0, 900)},
                        {'mode': 'dio', 'method': 'mount', 'prep': ph(2.0, 300), 'launch': ph(1.0, 100)}]
                s = self.sw.summarize_runs(runs)
                self.assertEqual(list(s), [('dio', 'cold'), ('dio', 'mount')])
                self.assertEqual((s[('dio', 'cold')]['n'], s[('dio', 'cold')]['launch_wall_s']), (2, 4.5))
                self.assertNotIn('prep_wall_s', s[('dio', 'cold')])
                self.assertEqual(s[('dio', 'cold')]['total_s'], 4.5)
                self.assertEqual(s[('dio', 'mount')]['total_s'], 3.0)
                table = self.sw.markdown_table(s).splitlines()
                self.assertEqual(len(table), 4)
                self.assertEqual(table[2], '| dio | cold |  |  |  |  |  | 4.50 | 0.50 | 850 | 850 | 1.0 | 3 | 4.50 |')
                self.assertEqual(len({l.count('|') for l in table}), 1, 'ragged table')


def fake_run(method, rep, launch_s, prep_s=None, own_bytes=0, ok=True):
        def ph(wall, nbytes):
                return {'wall_s': wall, 'dev_reads': 10, 'dev_read_bytes': nbytes * 2,
                        'cg_read_ios': 5, 'cg_read_bytes': nbytes, 'majflt': 7, 'minflt': 1,
                        'exit': 0 if ok else 1, 'timeout': False}
        return {'method': method, 'rep': rep, 'ok': ok, 'resident_after_drop': 4096,
                'prep': ph(prep_s, 0) if prep_s is not None else None,
                'launch': ph(launch_s, own_bytes)}


class TestSummary(unittest.TestCase):
        def runs(self):
                return [fake_run('cold', 0, 3.0, own_bytes=240 * lab.MIB),
                        fake_run('cold', 1, 2.0, own_bytes=120 * lab.MIB),
                        fake_run('cold', 2, 99.0, own_bytes=1, ok=False),
                        fake_run('warm', 0, 0.5, prep_s=2.0),
                        fake_run('warm', 1, 0.25, prep_s=3.0)]

        def test_failed_runs_are_counted_but_not_in_medians(self):
                summary, limit = lab.program_summary({}, self.runs(), lab.PROFILES['hdd'])
                self.assertEqual((summary['cold']['n'], summary['cold']['n_ok']), (3, 2))
                self.assertEqual(summary['cold']['launch_s'], {'median': 2.5, 'min': 2.0, 'max': 3.0})
                self.assertEqual(summary['cold']['prep_s']['median'], 0.0)
                self.assertEqual(summary['warm']['total_s'], {'median': 2.875, 'min': 2.5, 'max': 3.25})
                # physical limit: the cold launch's own median bytes over the profile's bandwidth
                self.assertAlmostEqual(limit, 180 / 120)

        def test_disturbed_runs_are_left_out(self):
                runs = self.runs()
                runs.append(dict(fake_run('cold', 3, 0.1, own_bytes=1), disturbed=True))
                summary, _ = lab.program_summary({}, runs, lab.PROFILES['hdd'])
                self.assertEqual((summary['cold']['n'], summary['cold']['n_ok'],
                                  summary['cold']['n_disturbed']), (4, 2, 1))
                self.assertEqual(summary['cold']['launch_s']['min'], 2.0)

        def test_no_limit_without_throttling(self):
                _, limit = lab.program_summary({}, self.runs(), lab.PROFILES['none'])
                self.assertIsNone(limit)

        def test_markdown_report(self):
                runs = self.runs()
                summary, limit = lab.program_summary({}, runs, lab.PROFILES['hdd'])
                result = {'date': '2026-01-02T03:04:05', 'profile': 'hdd', 'kernel': '6.1',
                          'reps': 3, 'command': 'bench/lab.py suite', 'loadavg_min': 0.1,
                          'loadavg_max': 1.5, 'elapsed_s': 60,
                          'programs': [{'cmd': ['node', '-e', '0'], 'file_set_source': 'ld.so --list',
                                        'files': ['/a', '/b'], 'file_set_bytes': 2 * lab.MIB,
                                        'lab_mapped': ['/b'], 'physical_limit_s': limit,
                                        'summary': summary, 'runs': runs}]}
                md = lab.markdown_report(result)
                self.assertIn('## `node -e 0`', md)
                self.assertIn('200 IOPS, 120 MiB/s', md)
                self.assertIn('| cold | 2.50 (2.00–3.00) | 2.50 (2.00–3.00) | 5 (10) | 180.0 (360.0) |', md)
                self.assertIn('| 2/3 |', md)
                # no learned profile: the bytes the cold launch read, the larger than the warm launch
                self.assertIn('Physical limit: 1.50 s, the larger of the bytes the cold launch read '
                              '(180.0 MiB; no learned profile to tell what it touched, so read-ahead '
                              'included) at 120 MiB/s, 1.50 s, and the warm launch, 0.38 s.\n', md)
                self.assertIn('Failed run: cold rep 2, launch: exit 1', md)
                self.assertIn('maps 1 of these files', md)
                rows = [l for l in md.splitlines() if l.startswith('| ')]
                self.assertEqual(len({l.count('|') for l in rows}), 1, 'ragged table')


class TestSplitMetadata(unittest.TestCase):
        """--split-metadata: a profile warm in two counted phases, metadata (--dry-run) then data."""
        def lab_with(self, split=True):
                import argparse
                obj = object.__new__(lab.Lab)
                obj.args = argparse.Namespace(preloadctl='/p/preloadctl', timeout=5, split_metadata=split)
                obj.calls = []
                obj.users = []
                obj.tmpdir = '/t'
                obj.metad_socket = '/t/metad.sock'

                def run_phase(cg, argv, env, log_name, timeout, user=None):
                        obj.calls.append((argv, log_name))
                        obj.users.append(user)
                        start, meta = '--version' in argv, '--dry-run' in argv
                        return {'wall_s': 0.25 if start else 0.5 if meta else 2.0, 'dev_reads': 1,
                                'dev_read_bytes': 2, 'cg_read_ios': 10 if start else 40 if meta else 100,
                                'cg_read_bytes': 1024 if start else 4096 if meta else 8192,
                                'majflt': 0, 'minflt': 1, 'exit': 0, 'timeout': False}
                obj.run_phase = run_phase
                return obj

        def test_metadata_methods_pass_their_pass(self):
                obj = self.lab_with()
                prog = {'name': 'vim', 'profile_dir': '/d', 'files': [], 'targets': []}
                argv = obj.prep_argv('preload-profile-dirs', prog)
                self.assertIn('--metadata=dirs', argv)
                self.assertEqual(argv[-1], 'vim')
                self.assertNotIn('--metadata=', ' '.join(obj.prep_argv('preload-profile', prog)))
                self.assertEqual(lab.parse_methods('cold,preload-profile-serial,preload-profile-extents', True),
                                 ['cold', 'preload-profile-serial', 'preload-profile-extents'])
                with self.assertRaisesRegex(lab.LabError, 'needs cold'):
                        lab.parse_methods('preload-profile-stat', True)

        def test_data_methods_pass_their_options(self):
                obj = self.lab_with()
                prog = {'name': 'vim', 'profile_dir': '/d', 'files': [], 'targets': []}
                argv = obj.prep_argv('preload-profile-uring-neighbours', prog)
                self.assertIn('--strategy=uring', argv)
                self.assertIn('--neighbours=128K', argv)
                self.assertNotIn('--metadata=', ' '.join(argv))
                self.assertEqual(argv[-1], 'vim')
                self.assertEqual(obj.prep_argv('preload-profile-bridge1m', prog)[-2], '--bridge=1M')
                # split like the metadata passes
                self.assertIn('preload-profile-uring', lab.SPLIT_METHODS)
                self.assertEqual(lab.parse_methods('cold,preload-profile-uring', True),
                                 ['cold', 'preload-profile-uring'])

        def test_user_methods_name_their_helper(self):
                obj = self.lab_with()
                prog = {'name': 'vim', 'profile_dir': '/d', 'files': [], 'targets': []}
                with_helper = obj.prep_argv('preload-profile-user', prog)
                without = obj.prep_argv('preload-profile-user-nometa', prog)
                self.assertIn('--metad-socket=/t/metad.sock', with_helper)
                # no helper: a socket nobody listens on, not the system's
                self.assertEqual([a for a in without if a.startswith('--metad-socket=')],
                                 ['--metad-socket=/t/no-metad.sock'])
                self.assertEqual(with_helper[-1], 'vim')
                self.assertIn('preload-profile-user', lab.SPLIT_METHODS)
                self.assertIn('preload-profile-user-nometa', lab.PROFILE_METHODS)
                # every phase of a split warm runs as the user
                obj.run_split(None, with_helper, {}, 'vim-x-0', user=(65534, 65534))
                self.assertEqual(obj.users, [(65534, 65534)] * 3)

        def test_split_runs_dry_run_first_and_sums(self):
                obj = self.lab_with()
                argv = ['/p/preloadctl', 'warm', '--wait', '--plan=profile', '--profile-dir=/d', 'vim']
                rec = obj.run_split(None, argv, {}, 'vim-x-0')
                (start_argv, _), (meta_argv, meta_log), (data_argv, data_log) = obj.calls
                self.assertEqual(start_argv, ['/p/preloadctl', '--version'])
                self.assertEqual(meta_argv, ['/p/preloadctl', 'warm', '--dry-run', '--plan=profile',
                                             '--profile-dir=/d', 'vim'])
                self.assertEqual(data_argv, argv)
                self.assertNotEqual(meta_log, data_log)
                self.assertEqual(rec['prep_meta']['cg_read_ios'], 40)
                self.assertEqual(rec['prep_data']['cg_read_ios'], 100)
                self.assertEqual(rec['prep_start']['cg_read_ios'], 10)
                self.assertEqual(rec['prep']['cg_read_ios'], 150)
                self.assertEqual(rec['prep']['cg_read_bytes'], 1024 + 4096 + 8192)
                self.assertEqual(rec['prep']['wall_s'], 2.75)

        def test_split_summary_and_report(self):
                def split_run(rep, meta_ios, data_ios):
                        r = fake_run('preload-profile-stat', rep, 0.3, prep_s=2.0)
                        r['prep_start'] = dict(r['prep'], cg_read_ios=30, wall_s=0.2)
                        r['prep_meta'] = dict(r['prep'], cg_read_ios=meta_ios, wall_s=0.5)
                        r['prep_data'] = dict(r['prep'], cg_read_ios=data_ios, wall_s=1.5,
                                              cg_read_bytes=3 * lab.MIB)
                        return r
                runs = [fake_run('cold', 0, 6.0), fake_run('cold', 1, 8.0),
                        split_run(0, 100, 50), split_run(1, 120, 70), split_run(2, 300, 60),
                        fake_run('preload-profile', 0, 0.3, prep_s=3.0)]
                summary, limit = lab.program_summary({}, runs, lab.PROFILES['hdd'])
                s = summary['preload-profile-stat']
                self.assertEqual(s['prep_meta_own_reads']['median'], 120)
                self.assertEqual(s['prep_data_own_reads']['median'], 60)
                self.assertIsNone(summary['preload-profile']['prep_meta_own_reads'])
                result = {'date': '2026-01-02T03:04:05', 'profile': 'hdd', 'kernel': '6.1',
                          'reps': 3, 'command': 'bench/lab.py suite', 'loadavg_min': 0.1,
                          'loadavg_max': 1.5, 'elapsed_s': 60,
                          'programs': [{'cmd': ['vim'], 'file_set_source': 'x', 'files': [],
                                        'file_set_bytes': 0, 'physical_limit_s': None,
                                        'summary': summary, 'runs': runs}]}
                md = lab.markdown_report(result)
                self.assertIn('| preload-profile-stat | 30 | 120 | 0.50 | 60 | 3.0 | 1.50 | 5 | 2.00 | 2.30 | 7.00 |', md)
                # only split warms get a row
                self.assertNotIn('| preload-profile | n/a', md)


class TestMetadataRequests(unittest.TestCase):
        """bench/metadata-requests.py: trace lines and their classification."""
        @classmethod
        def setUpClass(cls):
                import importlib.util
                spec = importlib.util.spec_from_file_location(
                        'metadata_requests', os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                          'metadata-requests.py'))
                cls.mr = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(cls.mr)

        def test_parse_requests_reads_only(self):
                text = ('  preloadctl-1 [000] .....  1.0: block_rq_issue: 7,9 RM 4096 () 8470040 + 8 be,0,4 [x]\n'
                        '  preloadctl-1 [001] .....  1.1: block_rq_issue: 7,9 RA 126976 () 8424192 + 248 be,0,4 [x]\n'
                        '  kworker-2    [001] .....  1.2: block_rq_issue: 7,9 WS 4096 () 100 + 8 be,0,4 [x]\n'
                        'garbage\n')
                self.assertEqual(self.mr.parse_requests(text),
                                 [('RM', 8470040 // 8, 1), ('RA', 8424192 // 8, 31)])

        def test_classify(self):
                itables = self.mr.parse_inode_tables('Group 0:\n  Inode table at 1059-1564 (+1059)\n'
                                                     'Group 1:\n  Inode table at 1565-2070 (bg #0 + 1565)\n')
                self.assertEqual(itables, [(1059, 1564), (1565, 2070)])
                reqs = [('RM', 1060, 1), ('RA', 2070, 1), ('RM', 5000, 1), ('R', 6000, 4), ('RM', 7, 1)]
                owner = {5000: '12', 6000: '13'}
                paths = {'12': '/usr/lib', '13': '/usr/lib/libc.so.6'}
                kinds = self.mr.classify(reqs, itables, owner, paths, lambda p: p == '/usr/lib')
                # a window of 32 blocks read in three requests (the inode's block in the middle),
                # another in one
                win = [('RA', 1088, 6), ('RA', 1095, 25), ('RM', 1094, 1), ('RM', 1600, 1), ('R', 5000, 1)]
                self.assertEqual(self.mr.itable_windows(win, itables), {1: 1, 3: 1})
                self.assertEqual(kinds, [('inode-table', None), ('inode-table', None),
                                         ('directory', '/usr/lib'), ('file', '/usr/lib/libc.so.6'),
                                         ('other metadata', None)])


        def test_data_report(self):
                ex = self.mr.parse_extents('debugfs: ex <12>\n'
                                           'Level Entries       Logical          Physical Length Flags\n'
                                           ' 0/ 0   1/  2     0 -     9  5000 -  5009     10 \n'
                                           ' 0/ 0   2/  2    10 -    19  7000 -  7009     10 \n'
                                           'debugfs: ex <13>\n'
                                           'Level Entries       Logical          Physical Length Flags\n'
                                           ' 0/ 1   1/  1     0 -    99  9000 -  9000      1 \n'
                                           ' 1/ 1   1/  1     0 -    99  6000 -  6099    100 \n')
                # index levels are not extents of the data
                self.assertEqual(ex, {'12': [(0, 5000, 10), (10, 7000, 10)], '13': [(0, 6000, 100)]})
                self.assertEqual(self.mr.logical_block(ex['12'], 7003), 13)
                self.assertIsNone(self.mr.logical_block(ex['12'], 6000))
                self.assertEqual([self.mr.gap_bin(g) for g in (-1, 0, 1, 32, 33, 2049)],
                                 ['backwards', 'adjacent', '<= 128 KiB', '<= 128 KiB', '<= 1024 KiB',
                                  '> 8192 KiB'])
                # a: its first extent in two requests, then its logical block 10 (physical 7000:
                # logically adjacent, physically far); then b, before a on the disk; a block twice
                reqs = [('R', 5000, 4), ('R', 5004, 6), ('R', 7000, 1), ('R', 7001, 1),
                        ('R', 6000, 4), ('R', 6000, 1), ('RM', 100, 1)]
                kinds = [('file', '/a')] * 4 + [('file', '/b')] * 2 + [('directory', '/')]
                owner = {5000: '12', 5004: '12', 7000: '12', 7001: '12', 6000: '13'}
                rep = self.mr.data_report(reqs, kinds, owner, ex)
                self.assertEqual(rep['requests'], 6)
                self.assertEqual(rep['blocks'], 17)
                self.assertEqual(rep['reread blocks'], 1)
                self.assertEqual(rep['same file'], {'adjacent': 3, 'backwards': 1})
                self.assertEqual(rep['other file'], {'backwards': 1})
                self.assertEqual(rep['per file'], {'/a': 4, '/b': 2})
                lines = self.mr.format_data_report(rep)
                self.assertIn('    files: 2; by requests each: 1 in 2, 1 in 4', lines)


class TestProfiles(unittest.TestCase):
        PROFILE = ('preload-profile 1\n# comment\nname node\nprogram /usr/bin/node\n'
                   'file /usr/bin/node\nid dev=254:0 ino=1 size=100000 mtime=1.000000000\n'
                   'range 0+8192 16384+4096\nrange 65536+4096\n'
                   'file /tmp/a\\x20b\\\\c\nid dev=254:0 ino=2 size=10 mtime=1.000000000\n'
                   'file /etc/x\nid dev=254:0 ino=3 size=5000 mtime=1.000000000\nrange 0+5000\n')

        def test_parse_profile(self):
                p = lab.parse_profile(self.PROFILE)
                self.assertEqual(list(p), ['/usr/bin/node', '/tmp/a b\\c', '/etc/x'])
                self.assertEqual(p['/usr/bin/node'], [(0, 8192), (16384, 4096), (65536, 4096)])
                self.assertEqual(p['/tmp/a b\\c'], [])
                with self.assertRaises(lab.LabError):
                        lab.parse_profile('name x\n')
                with self.assertRaises(lab.LabError):
                        lab.parse_profile('preload-profile 1\nrange 0+1\n')
                self.assertEqual(lab.profile_unescape('""'), '')
                self.assertEqual(lab.profile_unescape('\\"q\\"\\n'), '"q"\n')
                with self.assertRaises(lab.LabError):
                        lab.profile_unescape('bad\\q')

        def test_parse_schedule_json(self):
                text = json.dumps({'requests': [{'path': '/a', 'offset': 0, 'length': 4096},
                                                {'path': '/b', 'offset': 8192, 'length': 4096},
                                                {'path': '/a', 'offset': 4096, 'length': 4096}]})
                self.assertEqual(lab.parse_schedule_json(text), {'/a': [(0, 4096), (4096, 4096)],
                                                                  '/b': [(8192, 4096)]})
                with self.assertRaises(lab.LabError):
                        lab.parse_schedule_json('{}')

        def test_intervals(self):
                self.assertEqual(lab.intervals([(10, 5), (0, 4), (4, 2), (30, 0)]), [(0, 6), (10, 15)])
                # widened to pages, then merged where they touch
                self.assertEqual(lab.intervals([(100, 10), (5000, 1)], page=4096), [(0, 8192)])
                self.assertEqual(lab.intervals_overlap([(0, 10), (20, 30)], [(5, 25)]), 10)
                self.assertEqual(lab.intervals_overlap([], [(0, 1)]), 0)

        def test_profile_coverage(self):
                P = 4096
                cold = {'/a': [(0, 10 * P)], '/b': [(0, 2 * P)]}      # read: 12 pages
                touched = {'/a': [(0, 4 * P)], '/b': [(0, P)]}        # used: 5 pages
                warmed = {'/a': [(0, 8 * P)], '/c': [(0, 2 * P)]}     # warmed: 10 pages
                cv = lab.profile_coverage(cold, touched, warmed, page=P)
                self.assertEqual(cv['cold_bytes'], 12 * P)
                self.assertEqual(cv['missed_bytes'], 4 * P)           # a 8..10 and all of b
                self.assertAlmostEqual(cv['missed_pct'], 100 * 4 / 12)
                self.assertEqual(cv['waste_bytes'], 6 * P)            # a 4..8 and c
                self.assertAlmostEqual(cv['waste_pct'], 60.0)
                self.assertEqual(cv['unread_bytes'], 2 * P)           # c only
                empty = lab.profile_coverage({}, {}, {}, page=P)
                self.assertEqual((empty['missed_pct'], empty['waste_pct']), (0.0, 0.0))

        def test_preload_profile_method_needs_cold(self):
                self.assertEqual(lab.parse_methods('cold,preload-profile', True), ['cold', 'preload-profile'])
                self.assertIn('preload-profile', lab.parse_methods('all', True))
                with self.assertRaises(lab.LabError):
                        lab.parse_methods('preload,preload-profile', True)
                with self.assertRaises(lab.LabError):
                        lab.parse_methods('cold,preload-profile', False)
                self.assertEqual(lab.parse_methods('cold,preloadd-profile', True),
                                 ['cold', 'preloadd-profile'])
                with self.assertRaisesRegex(lab.LabError, 'preloadd-profile needs cold'):
                        lab.parse_methods('warm,preloadd-profile', True)

        def test_verdicts_and_report(self):
                runs = [fake_run('cold', 0, 3.0, own_bytes=120 * lab.MIB),
                        fake_run('warm', 0, 0.2, prep_s=3.0),
                        fake_run('preload', 0, 0.3, prep_s=1.5),
                        fake_run('preload-profile', 0, 0.2, prep_s=0.6),
                        fake_run('preloadd-profile', 0, 0.2, prep_s=0.4)]
                summary, limit = lab.program_summary({}, runs, lab.PROFILES['hdd'])
                cv = lab.profile_coverage({'/a': [(0, 100 * 4096)]}, {'/a': [(0, 80 * 4096)]},
                                          {'/a': [(0, 98 * 4096)]}, page=4096)
                prog = {'name': 'node', 'cmd': ['node'], 'summary': summary, 'physical_limit_s': limit,
                        'profile': {'coverage': cv, 'coverage_unbridged': cv, 'schedule_requests': 9,
                                    'recordings': {'replay': {'files': 3, 'bytes': 98 * 4096}}}}
                v = lab.profile_verdicts(prog)
                self.assertAlmostEqual(v['speedup'][0], 3.0 / 0.8)
                self.assertTrue(v['speedup'][1])
                self.assertAlmostEqual(v['limit_ratio'][0], 0.8 / 1.0)
                self.assertTrue(v['limit_ratio'][1])
                self.assertEqual(v['launch_reads'], (5, True))
                self.assertEqual(v['missed_pct'], (2.0, True))
                self.assertAlmostEqual(v['waste_pct'][0], 100 * 18 / 98)  # warmed, never used
                self.assertTrue(v['waste_pct'][1])
                md = lab.profiles_report({'date': 'd', 'profile': 'hdd', 'kernel': 'k', 'reps': 1,
                                          'command': 'c', 'loadavg_min': 1, 'loadavg_max': 2,
                                          'elapsed_s': 3, 'programs': [prog]})
                self.assertIn('| node | 3.00 | 3.20 | 1.80 | 0.80 (0.60 / 0.20) | 1.00 | 3.8x ✓ | 0.8 ✓ | 5 ✓ | 2.0% ✓ |', md)
                # the daemon's route has a row of its own, judged on its own times
                self.assertAlmostEqual(lab.profile_verdicts(prog, 'preloadd-profile')['speedup'][0], 5.0)
                self.assertIn('| node via preloadd | 3.00 | 3.20 | 1.80 | 0.60 (0.40 / 0.20) | 1.00 | 5.0x ✓ | 0.6 ✓ |', md)
                rows = [l for l in md.splitlines() if l.startswith('| ')]
                second = [i for i, l in enumerate(rows) if l.startswith('| program')][1]
                self.assertEqual(second, 3)  # header and a row per method
                self.assertEqual(len({l.count('|') for l in rows[:second]}), 1, 'ragged table')
                self.assertEqual(len({l.count('|') for l in rows[second:]}), 1, 'ragged table')


class TestPerfDoc(TmpDir):
        def setUp(self):
                super().setUp()
                import importlib.util
                path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'perf-doc.py')
                spec = importlib.util.spec_from_file_location('perf_doc', path)
                self.rt = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(self.rt)

        def run_of(self, date, throttled):
                dev = {'name': 'loop0', 'dev': '7:0'}
                if throttled:
                        dev['throttled'] = {'name': 'vda', 'dev': '254:0'}
                return {'profile': 'hdd', 'date': date, 'methods': ['cold', 'cat'],
                        'programs': [{}, {}], 'devices': [dev]}

        def test_requests_counted_runs_keep_a_table_of_their_own(self):
                bios_old, bios_new = self.run_of('2026-01-01', False), self.run_of('2026-01-02', False)
                requests = self.run_of('2026-01-03', True)
                self.assertEqual(self.rt.counting(requests), 'requests')
                self.assertEqual(self.rt.counting(bios_new), 'bios')
                # the newest of each counting, bios first; the older bios run is replaced
                self.assertEqual(self.rt.newest([bios_old, requests, bios_new]), [bios_new, requests])
                # a run with observed profiles is reported apart, however new
                observed = dict(self.run_of('2026-01-04', True), learn='observe')
                self.assertEqual(self.rt.newest([requests, observed]), [requests])
                # and so is one with profiles imported from another run's (--profiles-from)
                imported = dict(self.run_of('2026-01-04', True), learn='import')
                self.assertEqual(self.rt.newest([requests, imported]), [requests])
                # and so is a session scenario, which has no programs
                session = {'scenario': 'session', 'profile': 'hdd', 'date': '2026-01-05'}
                self.assertEqual(self.rt.newest([requests, session]), [requests])

        def test_runs_on_another_file_system_keep_a_table_of_their_own(self):
                ext4 = self.run_of('2026-01-01', True)
                ext4['devices'][0]['fs'] = 'ext4'
                btrfs = self.run_of('2026-01-02', True)
                btrfs['devices'][0]['fs'] = 'btrfs'
                old = self.run_of('2025-12-01', True)  # before the lab recorded it: ext4
                self.assertEqual(self.rt.file_system(btrfs), 'btrfs')
                self.assertIsNone(self.rt.file_system(ext4))
                self.assertIsNone(self.rt.file_system(old))
                self.assertEqual(self.rt.newest([old, btrfs, ext4]), [ext4, btrfs])
                btrfs['devices'][0]['fs_read_ahead_kb'] = 4096
                note = lab.session_notes({'devices': btrfs['devices']})
                self.assertIn('copy of the system\'s files on btrfs (bench/system-image.sh)', note[0])
                self.assertIn('own read-ahead, read_ahead_kb 4096 (as the lab found it', note[1])

        def test_compressed_images_keep_a_table_per_compression(self):
                xz, lzo, plain = (self.run_of('2026-01-0%d' % i, True) for i in (1, 2, 3))
                xz['devices'][0].update(fs='squashfs', fs_compression={'algorithm': 'xz'})
                lzo['devices'][0].update(fs='squashfs', fs_compression={'algorithm': 'lzo'})
                plain['devices'][0].update(fs='erofs', fs_compression={'algorithm': None})
                self.assertEqual(self.rt.file_system(xz), 'squashfs (xz)')
                self.assertEqual(self.rt.file_system(lzo), 'squashfs (lzo)')
                self.assertEqual(self.rt.file_system(plain), 'erofs')
                self.assertEqual(len(self.rt.newest([xz, lzo, plain])), 3)


        def test_launch_goals_name_the_route_and_keep_milliseconds(self):
                def summ(t):
                        return {'total_s': {'median': t}, 'launch_s': {'median': t}}
                p = {'name': 'vim', 'summary': {'cold': summ(0.057), 'cold-unit': summ(0.073),
                                                'preloadd-launch': summ(0.080),
                                                'preloadctl-run': summ(0.059)}}
                ssd = self.rt.launch_goals(p, 'ssd')
                self.assertEqual(ssd[0], 'vim: `preloadd-launch` 0.080 s against 0.057 s cold, 0.71x; '
                                 '0.91x against the same route without preloadd (`cold-unit`, 0.073 s) '
                                 '(goal: no slower than cold, within 5%: NOT met).')
                self.assertEqual(ssd[1], 'vim: `preloadctl-run` 0.059 s against 0.057 s cold, 0.97x '
                                 '(goal: no slower than cold, within 5%: met).')
                p['summary'] = {'cold': summ(4.58), 'preloadd-launch': summ(2.2)}
                self.assertEqual(self.rt.launch_goals(p, 'hdd'),
                                 ['vim: `preloadd-launch` 2.20 s against 4.58 s cold, 2.08x '
                                  '(goal: at least 2x: met).'])

        def a_run(self, name):
                def summ(t):
                        return {'total_s': {'median': t}, 'launch_s': {'median': t / 2}}
                self.write('results/%s/results.json' % name, json.dumps({
                        'profile': 'hdd', 'profile_limits': {'read_iops': 200, 'read_bps': 120 << 20},
                        'kernel': 'k', 'reps': 3, 'date': '2026-01-01T00:00:00', 'command': 'c',
                        'methods': ['cold', 'preload'], 'devices': [],
                        'programs': [{'name': 'node', 'cmd': ['node', '-e', '0'], 'physical_limit_s': 0.3,
                                      'summary': {'cold': summ(3.0), 'preload': summ(1.0)}}]}))
                self.write('results/%s/results.md' % name, '# a run\n')

        def test_update_regenerates_each_marked_table_from_its_run(self):
                self.a_run('r1')
                results = os.path.join(self.tmp, 'results')
                doc = ('# Doc\n\ntext\n\n<!-- perf-doc: r1 -->\nan old table\n<!-- /perf-doc -->\n\n'
                       'more text\n')
                new = self.rt.update(doc, results)
                self.assertTrue(new.startswith('# Doc\n\ntext\n\n<!-- perf-doc: r1 -->\nProfile `hdd`'))
                self.assertTrue(new.endswith('<!-- /perf-doc -->\n\nmore text\n'))
                self.assertIn('| `node -e 0` | 1.50 | 0.50 / 1.00 | 0.30 |', new)
                self.assertNotIn('an old table', new)
                self.assertEqual(self.rt.update(new, results), new)  # a fixed point
                with self.assertRaises(FileNotFoundError):
                        self.rt.update('<!-- perf-doc: gone -->\n<!-- /perf-doc -->\n', results)

        def test_missing_citations_are_named(self):
                self.a_run('2026-x-hdd-observe5')
                results = os.path.join(self.tmp, 'results')
                text = ('`bench/results/2026-x-hdd-observe5/results.md`, `bench/results/{2026-x,2026-y}-hdd-observe5`, '
                        '(`...-observe5`), `…-hdd-observe9`, `bench/results/RUN`, '
                        '`bench/results/DATE-KERNEL-hdd/`, `bench/results/2026-x-hdd-observe5/profiles`.')
                self.assertEqual(self.rt.missing_citations(text, results),
                                 ['bench/results/2026-y-hdd-observe5',
                                  'bench/results/2026-x-hdd-observe5/profiles', '...-hdd-observe9'])

        def test_the_docs_tables_and_citations_match_bench_results(self):
                # docs/performance.md as its runs give it, and every run a doc cites still there
                import contextlib
                import io
                out, err = io.StringIO(), io.StringIO()
                with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                        rc = self.rt.check(self.rt.DOC)
                self.assertEqual(rc, 0, err.getvalue() + out.getvalue()[:4000])


class TestCleanup(TmpDir):
        def dead_pid(self):
                p = subprocess.Popen(['true'])
                p.wait()
                return p.pid

        def test_stale_state_is_undone_and_live_state_kept(self):
                ra = self.write('sys/vda/queue/read_ahead_kb', '128\n')
                cg_root = os.path.join(self.tmp, 'cg')
                dead, live = self.dead_pid(), os.getppid()
                cg_dead = os.path.join(cg_root, '%s%d-1' % (lab.CG_PREFIX, dead))
                cg_live = os.path.join(cg_root, '%s%d-1' % (lab.CG_PREFIX, live))
                cg_orphan = os.path.join(cg_root, '%s%d-7' % (lab.CG_PREFIX, dead))
                other = os.path.join(cg_root, 'someone-else')
                for d in (cg_dead, cg_live, cg_orphan, other):
                        os.makedirs(d)
                state_dir = os.path.join(self.tmp, 'state')
                self.write('state/state-%d.json' % dead,
                           json.dumps({'pid': dead, 'read_ahead': {ra: '8192'},
                                       'cgroups': [cg_dead]}))
                self.write('state/state-%d.json' % live,
                           json.dumps({'pid': live, 'read_ahead': {ra: '1'}, 'cgroups': [cg_live]}))
                logs = []
                errors = lab.cleanup_stale(state_dir, cg_root, log=logs.append)
                self.assertEqual(errors, [])
                with open(ra) as f:
                        self.assertEqual(f.read(), '8192')
                self.assertFalse(os.path.exists(cg_dead))
                self.assertFalse(os.path.exists(cg_orphan))  # named for a dead lab, no state
                self.assertTrue(os.path.exists(cg_live))
                self.assertTrue(os.path.exists(other))
                self.assertEqual(os.listdir(state_dir), ['state-%d.json' % live])
                self.assertEqual(len(logs), 1)

        def test_state_records_original_once_and_restores(self):
                ra = self.write('sys/vda/queue/read_ahead_kb', '8192\n')
                st = lab.State(os.path.join(self.tmp, 'state'), os.path.join(self.tmp, 'cg'))
                st.set_read_ahead(ra, 128)
                st.set_read_ahead(ra, 128)
                with open(ra) as f:
                        self.assertEqual(f.read(), '128')
                with open(st.path) as f:
                        self.assertEqual(json.load(f)['read_ahead'], {ra: '8192'})
                self.assertEqual(st.restore(), [])
                with open(ra) as f:
                        self.assertEqual(f.read(), '8192')
                self.assertFalse(os.path.exists(st.path))


class TestCgExec(TmpDir):
        """bench/cg-exec.c joins the cgroup itself, then runs the command: nothing of the lab's
        Python runs inside the cgroup."""

        def setUp(self):
                super().setUp()
                cc = os.environ.get('CC', 'cc').split()
                if not shutil.which(cc[0]):
                        self.skipTest('needs a C compiler')
                self.helper = lab.compile_ra_helper(self.tmp, 'cg-exec')

        def test_writes_its_pid_then_executes(self):
                procs = self.write('cgroup.procs', '')
                r = subprocess.run([self.helper, procs, 'sh', '-c', 'echo $$'], capture_output=True,
                                   text=True)
                self.assertEqual(r.returncode, 0)
                with open(procs) as f:
                        self.assertEqual(f.read(), r.stdout.strip())  # exec keeps the pid

        def test_gate_holds_until_a_byte(self):
                procs = self.write('cgroup.procs', '')
                r, w = os.pipe()
                p = subprocess.Popen([self.helper, '--gate', str(r), procs, 'sh', '-c', 'echo ran'],
                                     pass_fds=(r,), stdout=subprocess.PIPE, text=True)
                os.close(r)
                with self.assertRaises(subprocess.TimeoutExpired):
                        p.wait(timeout=0.3)  # joined, not yet running the command
                with open(procs) as f:
                        self.assertEqual(f.read(), str(p.pid))
                os.write(w, b'g')
                os.close(w)
                self.assertEqual(p.communicate(timeout=10)[0], 'ran\n')
                self.assertEqual(p.returncode, 0)
                # the gate closed without a byte: nothing runs
                r, w = os.pipe()
                p = subprocess.Popen([self.helper, '--gate', str(r), procs, 'sh', '-c', 'echo ran'],
                                     pass_fds=(r,), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                os.close(r)
                os.close(w)
                out, err = p.communicate(timeout=10)
                self.assertEqual((p.returncode, out), (125, ''))
                self.assertIn('--gate', err)

        def test_errors(self):
                procs = self.write('cgroup.procs', '')
                r = subprocess.run([self.helper, procs, 'no-such-command-here'], capture_output=True,
                                   text=True)
                self.assertEqual(r.returncode, 127)
                self.assertIn('no-such-command-here', r.stderr)
                r = subprocess.run([self.helper, os.path.join(self.tmp, 'no', 'procs'), 'true'],
                                   capture_output=True, text=True)
                self.assertEqual(r.returncode, 125)
                self.assertEqual(subprocess.run([self.helper]).returncode, 125)


class TestDBus(unittest.TestCase):
        """bench/lab_dbus.py: the wire format StartTransientUnit needs, byte for byte."""

        def test_array_of_struct_with_variant(self):
                w = lab_dbus.Writer()
                w.put('a(sv)', [('PIDs', ('au', [7]))])
                # length 24 (not counting the padding to the struct's 8), "PIDs", variant "au",
                # the inner array padded to 4: length 4, one u
                self.assertEqual(bytes(w.buf), b'\x18\0\0\0' + b'\0' * 4 + b'\x04\0\0\0PIDs\0' +
                                 b'\x02au\0' + b'\0' * 3 + b'\x04\0\0\0' + b'\x07\0\0\0')
                self.assertEqual(lab_dbus.Reader(bytes(w.buf)).get('a(sv)'), [('PIDs', ('au', [7]))])

        def test_empty_array_pads_to_its_element(self):
                w = lab_dbus.Writer()
                w.put('y', 1)
                w.put('a(sa(sv))', [])
                # the length at 4, then the padding to 8 that an empty array of structs keeps
                self.assertEqual(bytes(w.buf), b'\x01\0\0\0' + b'\0' * 4)

        def test_start_transient_unit_round_trip(self):
                props = [('PIDs', ('au', [4242])), ('Description', ('s', 'gimp -i'))]
                msg = lab_dbus.message(3, '/org/freedesktop/systemd1', 'org.freedesktop.systemd1.Manager',
                                       'StartTransientUnit', 'ssa(sv)a(sa(sv))',
                                       ['app-lab-gimp-1.scope', 'fail', props, []],
                                       destination='org.freedesktop.systemd1')
                self.assertEqual(lab_dbus.message_size(msg[:16]), len(msg))
                mtype, serial, fields, body = lab_dbus.parse(msg)
                self.assertEqual((mtype, serial), (lab_dbus.METHOD_CALL, 3))
                self.assertEqual(fields[lab_dbus.FIELD_MEMBER], 'StartTransientUnit')
                self.assertEqual(fields[lab_dbus.FIELD_SIGNATURE], 'ssa(sv)a(sa(sv))')
                self.assertEqual(fields[lab_dbus.FIELD_DESTINATION], 'org.freedesktop.systemd1')
                self.assertEqual((len(msg) - len(body)) % 8, 0)  # the body starts on 8
                self.assertEqual(lab_dbus.read_body(body, 'ssa(sv)a(sa(sv))'),
                                 ['app-lab-gimp-1.scope', 'fail', props, []])

        def test_cut_and_foreign_messages_are_refused(self):
                msg = lab_dbus.message(1, '/', 'i.f', 'M', 's', ['x'])
                with self.assertRaises(lab_dbus.DBusError):
                        lab_dbus.parse(msg[:-3])
                with self.assertRaises(lab_dbus.DBusError):
                        lab_dbus.parse(b'B' + msg[1:])
                with self.assertRaises(lab_dbus.DBusError):
                        lab_dbus.split_types('a(s')

        def test_in_unit_reads_the_v2_line(self):
                self.assertFalse(lab_dbus.in_unit(os.getpid(), 'app-lab-none-0.scope'))
                self.assertFalse(lab_dbus.in_unit(2 ** 22 + 7, 'x.scope'))  # no such process

        def test_unit_path_escapes_as_the_manager(self):
                self.assertEqual(lab_dbus.unit_path('app-lab-clang\\x2d14@7.service'),
                                 '/org/freedesktop/systemd1/unit/app_2dlab_2dclang_5cx2d14_407_2eservice')
                self.assertEqual(lab_dbus.unit_path('Ab9.scope'), '/org/freedesktop/systemd1/unit/Ab9_2escope')
                self.assertEqual(lab_dbus.unit_path('é'), '/org/freedesktop/systemd1/unit/_c3_a9')
                self.assertEqual(lab_dbus.unit_path(''), '/org/freedesktop/systemd1/unit/_')

        def test_env_assignments_leave_out_what_the_manager_refuses(self):
                env = {'PATH': '/usr/bin', 'A_1': 'x=y', 'TAB': 'a\tb', '1X': 'v', 'A-B': 'v',
                       'NL': 'a\nb', 'ESC': '\x1b[0m', 'BAD': 'caf\udce9', '': 'v', 'E': ''}
                out, dropped = lab_dbus.env_assignments(env)
                self.assertEqual(out, ['A_1=x=y', 'E=', 'PATH=/usr/bin', 'TAB=a\tb'])
                self.assertEqual(sorted(dropped), sorted(['1X', 'A-B', 'NL', 'ESC', 'BAD', '']))

        def test_service_properties_round_trip(self):
                argv = ['/t/cg-exec', '/sys/fs/cgroup/blkio/preload-lab-1-2/cgroup.procs', 'sh', '-c', 'echo $HOME']
                props, dropped = lab_dbus.service_properties(
                        argv, {'HOME': '/h', 'PATH': '/usr/bin', 'A-B': 'x'}, '/tmp/lab', '/tmp/lab/logs/x.log',
                        description='sh -c', manager_env=['PATH=/bin', 'SYSTEMD_UNIT_PATH=/u', 'XDG_RUNTIME_DIR=/r'])
                self.assertEqual(dropped, ['A-B'])
                got = dict(props)
                self.assertEqual(got['Type'], ('s', 'oneshot'))
                self.assertEqual(got['RemainAfterExit'], ('b', False))
                self.assertEqual(got['Slice'], ('s', 'app.slice'))
                # the arguments as given, $HOME included: not expanded by the manager
                self.assertEqual(got['ExecStartEx'], ('a(sasas)', [(argv[0], argv, ['no-env-expand'])]))
                self.assertEqual(got['WorkingDirectory'], ('s', '/tmp/lab'))
                self.assertEqual(got['Environment'], ('as', ['HOME=/h', 'PATH=/usr/bin']))
                # what the manager would add of its own environment, and ours does not set
                self.assertEqual(got['UnsetEnvironment'], ('as', ['SYSTEMD_UNIT_PATH', 'XDG_RUNTIME_DIR']))
                self.assertEqual(got['StandardOutputFileToAppend'], ('s', '/tmp/lab/logs/x.log'))
                self.assertEqual(got['StandardErrorFileToAppend'], ('s', '/tmp/lab/logs/x.log'))
                self.assertEqual(got['Description'], ('s', 'sh -c'))
                unit = 'app-lab-sh@17.service'
                msg = lab_dbus.message(5, lab_dbus.MANAGER_PATH, lab_dbus.MANAGER_IFACE, 'StartTransientUnit',
                                       'ssa(sv)a(sa(sv))', [unit, 'fail', props, []],
                                       destination='org.freedesktop.systemd1')
                self.assertEqual(lab_dbus.message_size(msg[:16]), len(msg))
                _, _, fields, body = lab_dbus.parse(msg)
                self.assertEqual(lab_dbus.read_body(body, fields[lab_dbus.FIELD_SIGNATURE]),
                                 [unit, 'fail', props, []])
                # no manager environment to unset, no description: neither property
                props, _ = lab_dbus.service_properties(['/x'], {}, '/', '/l')
                self.assertNotIn('UnsetEnvironment', dict(props))
                self.assertNotIn('Description', dict(props))
                self.assertEqual(dict(props)['Environment'], ('as', []))

        def test_dict_entries_round_trip(self):
                w = lab_dbus.Writer()
                changed = [('ExecMainCode', ('i', 1)), ('ExecMainExitTimestampMonotonic', ('t', 5 * 10 ** 6))]
                for t, v in (('s', lab_dbus.SERVICE_IFACE), ('a{sv}', changed), ('as', ['ExecStart'])):
                        w.put(t, v)
                self.assertEqual(lab_dbus.read_body(bytes(w.buf), 'sa{sv}as'),
                                 [lab_dbus.SERVICE_IFACE, changed, ['ExecStart']])


class TestSpawnInUnit(TmpDir):
        """Lab.spawn() with --launcher=after-exec (the program runs before its scope is asked for)
        and service (the manager starts the lab's cg-exec command)."""

        def lab(self):
                obj = object.__new__(lab.Lab)
                obj.tmpdir = self.tmp
                # cg-exec without the cgroup: executes the rest
                obj.cg_exec = self.write('cg-exec', '#!/bin/sh\nshift\nexec "$@"\n')
                os.chmod(obj.cg_exec, 0o755)
                return obj

        def spawn(self, argv, bus):
                cg = unittest.mock.Mock(procs='/nonexistent/cgroup.procs')
                with open(os.path.join(self.tmp, 'log'), 'wb') as log, \
                     unittest.mock.patch('lab_dbus.ManagerBus', side_effect=bus):
                        return self.lab().spawn(cg, lab.ScopedArgv(argv, 'app-lab-x-1.scope', self.tmp,
                                                                   'after-exec'), None, log)

        def test_scope_asked_for_once_the_program_runs(self):
                seen = []

                class Bus:
                        def __init__(self, runtime):
                                seen.append(runtime)

                        def start_scope(self, unit, pid, description=None):
                                # the program already runs: it is not held at a gate
                                seen.append((unit, pid, description, os.path.exists('/proc/%d' % pid)))

                        def close(self):
                                seen.append('closed')

                p = self.spawn(['sleep', '0.2'], Bus)
                self.assertEqual(seen, [self.tmp, ('app-lab-x-1.scope', p.pid, 'sleep 0.2', True), 'closed'])
                self.assertIsNotNone(p.unit_time)
                self.assertEqual(p.wait(10), 0)

        def test_a_program_quicker_than_the_manager_has_no_scope(self):
                def bus(runtime):
                        time.sleep(0.5)  # the program has exited meanwhile
                        raise lab_dbus.DBusError('Process with ID 7 does not exist.')
                p = self.spawn(['true'], bus)
                self.assertIn('does not exist', p.unit_error)
                # not reaped by the lab's check: the phase's wait4() still gets its status
                _, status, _ = os.wait4(p.pid, 0)
                self.assertEqual(os.waitstatus_to_exitcode(status), 0)

        def test_a_service_runs_the_same_cg_exec_command(self):
                obj = self.lab()
                cg = unittest.mock.Mock(procs='/sys/fs/cgroup/blkio/preload-lab-1-2/cgroup.procs')
                argv = lab.ScopedArgv(['gimp', '-i'], 'app-lab-gimp@12.service', '/run/u', 'service')
                with open(os.path.join(self.tmp, 'log'), 'wb') as log, \
                     unittest.mock.patch('lab_dbus.TransientService') as ts:
                        obj.spawn(cg, argv, {'PATH': '/bin'}, log, ['--user', '65534:65534'])
                ts.assert_called_once_with('/run/u', 'app-lab-gimp@12.service',
                                           [obj.cg_exec, '--user', '65534:65534', cg.procs, 'gimp', '-i'],
                                           {'PATH': '/bin'}, self.tmp, os.path.join(self.tmp, 'log'),
                                           description='gimp -i')
                with open(os.path.join(self.tmp, 'log'), 'wb') as log, \
                     unittest.mock.patch('lab_dbus.TransientService', side_effect=lab_dbus.DBusError('refused')):
                        with self.assertRaisesRegex(lab.LabError, 'app-lab-gimp@12.service: refused'):
                                obj.spawn(cg, argv, {'PATH': '/bin'}, log)

        def test_a_refused_scope_of_a_running_program_is_an_error(self):
                def bus(runtime):
                        raise lab_dbus.DBusError('user manager gone')
                with self.assertRaisesRegex(lab.LabError, 'app-lab-x-1.scope: user manager gone'):
                        self.spawn(['sleep', '10'], bus)


def wire(mtype, serial, fields, sig='', args=()):
        """A whole message of any type (the fake manager's replies and signals)."""
        if sig:
                fields = fields + [(lab_dbus.FIELD_SIGNATURE, ('g', sig))]
        body = lab_dbus.Writer()
        for t, a in zip(lab_dbus.split_types(sig), args):
                body.put(t, a)
        head = lab_dbus.Writer()
        head.buf += struct.pack('<4BII', ord('l'), mtype, 0, 1, len(body.buf), serial)
        head.put('a(yv)', fields)
        head.pad(8)
        return bytes(head.buf + body.buf)


class FakeManager(threading.Thread):
        """A user manager's private socket, as far as TransientService talks to it: answers
        Subscribe, Get, StartTransientUnit (then sends the unit's change signal and JobRemoved,
        unless the test holds them back), KillUnit, StopUnit, ResetFailedUnit; records every call."""

        def __init__(self, runtime, exec_main=None, result='done', state=None, hold=False):
                super().__init__(daemon=True)
                os.makedirs(os.path.join(runtime, 'systemd'))
                self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.server.bind(os.path.join(runtime, 'systemd', 'private'))
                self.server.listen(1)
                self.exec_main, self.result, self.state, self.hold = exec_main, result, state, hold
                self.calls = []
                self.serial = 1000
                self.start()

        def send(self, conn, mtype, fields, sig='', args=()):
                self.serial += 1
                conn.sendall(wire(mtype, self.serial, fields, sig, args))

        def reply(self, conn, serial, sig='', args=()):
                self.send(conn, lab_dbus.METHOD_RETURN, [(lab_dbus.FIELD_REPLY_SERIAL, ('u', serial))], sig, args)

        def error(self, conn, serial, name, text):
                self.send(conn, lab_dbus.ERROR, [(lab_dbus.FIELD_REPLY_SERIAL, ('u', serial)),
                                                 (lab_dbus.FIELD_ERROR_NAME, ('s', name))], 's', [text])

        def signal(self, conn, path, iface, member, sig, args):
                self.send(conn, lab_dbus.SIGNAL, [(lab_dbus.FIELD_PATH, ('o', path)),
                                                  (lab_dbus.FIELD_INTERFACE, ('s', iface)),
                                                  (lab_dbus.FIELD_MEMBER, ('s', member))], sig, args)

        def run(self):
                conn, _ = self.server.accept()
                self.server.close()
                auth = b''
                while not auth.endswith(b'BEGIN\r\n'):
                        auth += conn.recv(1)
                self.auth = auth
                conn.sendall(b'OK 0123456789abcdef0123456789abcdef\r\n')
                buf = b''
                while True:
                        while len(buf) < 16 or len(buf) < lab_dbus.message_size(buf[:16]):
                                c = conn.recv(4096)
                                if not c:
                                        conn.close()
                                        return
                                buf += c
                        n = lab_dbus.message_size(buf[:16])
                        _, serial, fields, body = lab_dbus.parse(buf[:n])
                        buf = buf[n:]
                        member = fields[lab_dbus.FIELD_MEMBER]
                        args = lab_dbus.read_body(body, fields.get(lab_dbus.FIELD_SIGNATURE, ''))
                        self.calls.append((member, args))
                        self.answer(conn, serial, fields, member, args)

        def answer(self, conn, serial, fields, member, args):
                if member == 'Get' and args[1] == 'Environment':
                        self.reply(conn, serial, 'v', [('as', ['SYSTEMD_UNIT_PATH=/u'])])
                elif member == 'Get' and args[1] == 'ActiveState':
                        if self.state:
                                self.reply(conn, serial, 'v', [('s', self.state)])
                        else:
                                self.error(conn, serial, 'org.freedesktop.systemd1.NoSuchUnit', 'collected')
                elif member == 'Get':
                        self.error(conn, serial, 'org.freedesktop.systemd1.NoSuchUnit', 'collected')
                elif member == 'StartTransientUnit':
                        self.unit = args[0]
                        self.job = '/org/freedesktop/systemd1/job/42'
                        path = lab_dbus.unit_path(args[0])
                        # signals may come before the reply: TransientService keeps them
                        self.signal(conn, lab_dbus.MANAGER_PATH, lab_dbus.MANAGER_IFACE, 'UnitNew', 'so',
                                    [args[0], path])
                        self.reply(conn, serial, 'o', [self.job])
                        self.signal(conn, path, 'org.freedesktop.DBus.Properties', 'PropertiesChanged',
                                    'sa{sv}as', [lab_dbus.SERVICE_IFACE, [('ExecMainPID', ('u', 4242)),
                                                 ('ExecMainCode', ('i', 0)),
                                                 ('ExecMainStartTimestampMonotonic', ('t', 1000000))], []])
                        if not self.hold:
                                self.finish(conn)
                elif member == 'KillUnit':
                        self.reply(conn, serial)
                        self.exec_main = [('ExecMainCode', ('i', lab_dbus.CLD_KILLED)),
                                          ('ExecMainStatus', ('i', 9))]
                        self.result = 'canceled'
                        self.finish(conn)
                elif member == 'StopUnit':
                        self.reply(conn, serial, 'o', ['/org/freedesktop/systemd1/job/43'])
                else:
                        self.reply(conn, serial)

        def finish(self, conn):
                path = lab_dbus.unit_path(self.unit)
                # another unit's change, and another job: not ours
                self.signal(conn, lab_dbus.unit_path('other.service'), 'org.freedesktop.DBus.Properties',
                            'PropertiesChanged', 'sa{sv}as',
                            [lab_dbus.SERVICE_IFACE, [('ExecMainCode', ('i', 1))], []])
                self.signal(conn, lab_dbus.MANAGER_PATH, lab_dbus.MANAGER_IFACE, 'JobRemoved', 'uoss',
                            [7, '/org/freedesktop/systemd1/job/7', 'other.service', 'failed'])
                if self.exec_main:
                        self.signal(conn, path, 'org.freedesktop.DBus.Properties', 'PropertiesChanged',
                                    'sa{sv}as', [lab_dbus.SERVICE_IFACE, self.exec_main, []])
                self.signal(conn, lab_dbus.MANAGER_PATH, lab_dbus.MANAGER_IFACE, 'JobRemoved', 'uoss',
                            [42, self.job, self.unit, self.result])


class TestTransientService(TmpDir):
        """lab_dbus.TransientService against a fake manager: what it asks for, and what it makes of
        the unit's signals."""

        def service(self, **kw):
                self.fake = FakeManager(os.path.join(self.tmp, 'rt'), **kw)
                return lab_dbus.TransientService(os.path.join(self.tmp, 'rt'), 'app-lab-sh@9.service',
                                                 ['/t/cg-exec', '/p', 'sh'], {'PATH': '/usr/bin'},
                                                 '/tmp', '/tmp/x.log', description='sh')

        def members(self):
                self.fake.join(5)
                return [m for m, _ in self.fake.calls]

        def test_a_failing_program_fails_and_its_unit_is_reset(self):
                t0 = time.monotonic()
                s = self.service(exec_main=[('ExecMainCode', ('i', lab_dbus.CLD_EXITED)),
                                            ('ExecMainStatus', ('i', 3)),
                                            ('ExecMainExitTimestampMonotonic', ('t', 3500000))],
                                 result='failed', state='failed')
                self.assertGreaterEqual(s.start_time, t0)
                self.assertEqual(s.wait(5), 3)
                self.assertEqual((s.returncode, s.result, s.pid), (3, 'failed', 4242))
                # the manager's own clock of the exit, and of the fork
                self.assertEqual((s.end_time, s.exit_time, s.exec_start_time), (3.5, 3.5, 1.0))
                self.assertEqual(self.members(), ['Subscribe', 'Get', 'StartTransientUnit', 'Get',
                                                  'ResetFailedUnit'])
                self.assertTrue(self.fake.auth.startswith(b'\0AUTH EXTERNAL '))
                _, (unit, mode, props, aux) = self.fake.calls[2]
                self.assertEqual((unit, mode, aux), ('app-lab-sh@9.service', 'fail', []))
                self.assertEqual(dict(props)['UnsetEnvironment'], ('as', ['SYSTEMD_UNIT_PATH']))
                self.assertEqual(self.fake.calls[-1], ('ResetFailedUnit', ['app-lab-sh@9.service']))

        def test_a_collected_unit_that_is_done_exited_0(self):
                # no change signal with the exit: the job's result says, the unit is gone
                s = self.service(exec_main=None, result='done', state=None)
                self.assertEqual(s.wait(5), 0)
                self.assertEqual(s.result, 'done')
                self.assertEqual(s.end_time, s.job_time)
                # its exit asked for (the unit is gone), its state (gone): nothing to stop or reset
                self.assertEqual(self.members(), ['Subscribe', 'Get', 'StartTransientUnit', 'Get', 'Get'])

        def test_killed_at_the_timeout(self):
                s = self.service(hold=True, state='inactive')
                with self.assertRaises(subprocess.TimeoutExpired):
                        s.wait(0.05)
                self.assertIsNone(s.poll())
                self.assertEqual(s.pid, 4242)
                s.kill()
                self.assertEqual(s.wait(5), -9)
                self.assertEqual(s.result, 'canceled')
                self.assertEqual(self.members()[3:], ['KillUnit', 'StopUnit', 'Get', 'ResetFailedUnit'])
                self.assertEqual(self.fake.calls[3], ('KillUnit', ['app-lab-sh@9.service', 'all', 9]))


class TestReadaheadHelper(TmpDir):
        def setUp(self):
                super().setUp()
                self.cc = os.environ.get('CC', 'cc').split()
                if not shutil.which(self.cc[0]) or not shutil.which('strace') \
                   or not shutil.which('readelf'):
                        self.skipTest('needs a C compiler, strace and readelf')
                self.helper = os.path.join(self.tmp, 'ra-helper')
                subprocess.run(self.cc + ['-O2', '-Wall', '-Wextra', '-Werror', '-o', self.helper,
                                          os.path.join(lab.BENCH_DIR, 'ra-helper.c')], check=True)

        def pt_load_extent(self, path):
                out = subprocess.run(['readelf', '-lW', path], capture_output=True, text=True,
                                     check=True).stdout
                start, end = None, 0
                for line in out.splitlines():
                        f = line.split()
                        if f and f[0] == 'LOAD':
                                off, filesz = int(f[1], 16), int(f[4], 16)
                                start = off if start is None else min(start, off)
                                end = max(end, off + filesz)
                return start & ~4095, end

        def trace(self, *files):
                log = os.path.join(self.tmp, 'trace')
                r = subprocess.run(['strace', '-f', '-e', 'trace=readahead', '-o', log,
                                    self.helper] + list(files), capture_output=True, text=True)
                with open(log) as f:
                        calls = re.findall(r'readahead\(\d+, (\d+), (\d+)\)', f.read())
                return r.returncode, [(int(a), int(b)) for a, b in calls]

        def test_one_readahead_per_elf_over_its_pt_load_extent(self):
                prog = self.write('p.c', 'static char big[300000] = {1};\n'
                                  'int main(void) { return big[0]; }\n')
                exe = os.path.join(self.tmp, 'p')
                subprocess.run(self.cc + ['-o', exe, prog], check=True)
                text = self.write('notes.txt', 'not an ELF file\n' * 100)
                trunc = self.write('trunc.so', '\x7fELF\x02\x01\x01')
                rc, calls = self.trace(exe, text, trunc, exe)
                start, end = self.pt_load_extent(exe)
                self.assertGreater(end - start, 300000)
                self.assertEqual(calls, [(start, end - start)] * 2)
                self.assertEqual(rc, 0)

        def test_missing_file_fails_but_the_rest_is_read(self):
                exe = shutil.which('true') or '/bin/true'
                rc, calls = self.trace(os.path.join(self.tmp, 'gone'), exe)
                self.assertEqual(rc, 1)
                self.assertEqual(len(calls), 1)


class TestLearnObserve(TmpDir):
        LEARNED = ('preload-profile 1\n# Learned from launches\nname x86_64-linux-gnu-gcc-12\n'
                   'program /usr/bin/x86_64-linux-gnu-gcc-12\nobserved 2\n'
                   'file /usr/bin/x86_64-linux-gnu-gcc-12\nid dev=7:0 ino=1 size=10 mtime=1.000000000\n'
                   'range 0+10\n')

        def test_preloadd_conf(self):
                self.assertEqual(lab_learn.preloadd_conf(), '[Daemon]\nLaunchLearn=yes\n')
                text = lab_learn.preloadd_conf(launch_learn=False, login_learned=True, login_delay=1.5,
                                               io_priority='idle')
                self.assertEqual(text.splitlines(), ['[Daemon]', 'LaunchLearn=no', 'LoginLearned=yes',
                                                     'LoginDelaySec=1500ms', 'IOPriority=idle'])
                lab_learn.write_conf(os.path.join(self.tmp, 'config'), text)
                with open(os.path.join(self.tmp, 'config', 'preloadd', 'preloadd.conf')) as f:
                        self.assertEqual(f.read(), text)

        def test_profile_header(self):
                self.assertEqual(lab_learn.profile_header(self.LEARNED), ('x86_64-linux-gnu-gcc-12', 2))
                # a recorded profile was observed 0 times; an `observed` after the first file is data
                self.assertEqual(lab_learn.profile_header(TestProfiles.PROFILE), ('node', 0))
                for bad in ('', 'name x\n', 'preload-profile 1\nprogram /x\n',
                            'preload-profile 1\nname x\nobserved two\n'):
                        with self.assertRaises(lab_learn.LearnError):
                                lab_learn.profile_header(bad)

        def test_renamed_profile_keeps_the_rest(self):
                out = lab_learn.renamed_profile(self.LEARNED, 'gcc')
                self.assertEqual(lab_learn.profile_header(out), ('gcc', 2))
                self.assertEqual(out.replace('name gcc\n', ''),
                                 self.LEARNED.replace('name x86_64-linux-gnu-gcc-12\n', ''))
                self.assertEqual(lab.parse_profile(out), lab.parse_profile(self.LEARNED))
                with self.assertRaises(lab_learn.LearnError):
                        lab_learn.renamed_profile('preload-profile 1\n', 'gcc')

        def test_learned_profiles_pick_the_most_observed(self):
                d = os.path.join(self.tmp, 'profiles')
                self.assertEqual(lab_learn.learned_profiles(d), {})
                self.assertIsNone(lab_learn.pick_learned({}))
                self.write('profiles/a.profile', self.LEARNED)
                self.write('profiles/b.profile', self.LEARNED.replace('observed 2', 'observed 3')
                           .replace('name x86', 'name y86'))
                self.write('profiles/half.profile', 'preload-prof')  # being written
                self.write('profiles/usage', 'preload-usage 1\n')
                seen = lab_learn.learned_profiles(d)
                self.assertEqual(seen, {'a.profile': ('x86_64-linux-gnu-gcc-12', 2),
                                        'b.profile': ('y86_64-linux-gnu-gcc-12', 3)})
                self.assertEqual(lab_learn.pick_learned(seen), 'b.profile')

        def test_observed_report_beside_recorded(self):
                P = 4096
                cold, touched = {'/a': [(0, 100 * P)]}, {'/a': [(0, 80 * P)]}
                obs = lab.profile_coverage(cold, touched, {'/a': [(0, 85 * P)]}, page=P)
                recd = lab.profile_coverage(cold, touched, {'/a': [(0, 100 * P)]}, page=P)
                prog = {'name': 'gcc', 'profile': {
                        'learn': 'observe', 'coverage': obs, 'coverage_recorded': recd,
                        'observed': {'learned_as': 'x86_64-linux-gnu-gcc-12', 'observed': 3,
                                     'launches': [{'wall_s': 2.5}, {'wall_s': 1.25}, {'wall_s': 1.0}]},
                        'recordings': {'replay': {'files': 18, 'bytes': 85 * P},
                                       'recorded': {'files': 21, 'bytes': 100 * P}}}}
                md = '\n'.join(lab.observed_report({'programs': [prog]}))
                # missed 15% fails the 10% goal; the recorded profile misses nothing and wastes 20%
                self.assertIn('| gcc | x86_64-linux-gnu-gcc-12 | 2.50, 1.25, 1.00 | 18 / 0.3 | 15.0% ✗ '
                              '| 5.9% ✓ | 21 / 0.4 | 0.0% ✓ | 20.0% ✓ |', md)
                self.assertEqual(lab.observed_report({'programs': [dict(prog, profile=dict(
                        prog['profile'], learn='record'))]}), [])

        def test_learn_option(self):
                self.assertEqual(lab.parse_argv(['suite']).learn, 'record')
                self.assertEqual(lab.parse_argv(['suite', '--learn=observe']).learn, 'observe')
                with self.assertRaises(SystemExit):
                        lab.parse_argv(['suite', '--learn=guess'])


class TestPortable(TmpDir):
        """--export-profiles and --profiles-from (lab_portable): options, paths, preloadctl's
        summaries (as `preloadctl profile export|import --json` print them), the reports."""
        IMPORT = ('{"directory":"/l/profiles-gcc","imported":[{"file":"/p/gcc.portable",'
                  '"name":"gcc","files":4,"kept":1,"lookups":2,"dropped":['
                  '{"path":"/usr/bin/gone","state":"missing","reason":"missing here"},'
                  '{"path":"/etc/ld.so.cache","state":"stale","reason":"another size here (another version)"},'
                  '{"path":"/usr/lib/libx.so","state":"missing","reason":"missing here"}],'
                  '"path":"/l/profiles-gcc/gcc.profile"}],"removed":[]}')
        NOTHING = ('{"directory":"/l/p","imported":[{"file":"/p/gcc.portable","name":"gcc","files":1,'
                   '"kept":0,"lookups":0,"dropped":[{"path":"/usr/x","state":"missing",'
                   '"reason":"missing here"}],"error":"none of its files matches this machine\'s"}],'
                   '"removed":[]}')
        EXPORT = ('{"name":"gcc","profile":"/l/profiles-gcc/gcc.profile","output":"/p/gcc.portable",'
                  '"files":3,"lookups":2,"dropped":[{"path":"/tmp/preload-lab-x/hello.c",'
                  '"state":"missing","reason":"outside the allowed roots"}],"lookups_dropped":1}')

        def test_options(self):
                a = lab.parse_argv(['suite'])
                self.assertEqual((a.export_profiles, a.profiles_from, a.learn), (None, None, 'record'))
                cwd = os.getcwd()
                a = lab.parse_argv(['suite', '--learn=observe', '--export-profiles=portable'])
                # absolute: preloadctl runs from the lab's TMPDIR
                self.assertEqual((a.export_profiles, a.learn), (os.path.join(cwd, 'portable'), 'observe'))
                # imported, not learned, whatever --learn says
                a = lab.parse_argv(['run', '--learn=observe', '--profiles-from', '/var/tmp/p', '--', 'true'])
                self.assertEqual((a.profiles_from, a.learn), ('/var/tmp/p', 'import'))
                a = lab.parse_argv(['session', '--profiles-from=/p', '--export-profiles=/q'])
                self.assertEqual((a.profiles_from, a.export_profiles, a.learn), ('/p', '/q', 'import'))

        def test_paths(self):
                self.assertEqual(lab_portable.portable_path('/p', 'gcc'), '/p/gcc.portable')
                self.assertEqual(lab_portable.export_dir('/p', 'hdd', False), '/p')
                # each disk profile of a multi-profile run learns its own
                self.assertEqual(lab_portable.export_dir('/p', 'sdcard', True), '/p/sdcard')

        def test_option_error(self):
                err = lab_portable.option_error
                self.assertIsNone(err(None, None, False, ['gcc']))
                self.assertIsNone(err('/nowhere/yet', None, True, ['gcc']))
                self.assertRegex(err('/p', None, False, ['gcc']), '^--export-profiles: no method')
                self.assertRegex(err(None, self.tmp, False, ['gcc']), '^--profiles-from: no method')
                self.assertRegex(err(None, os.path.join(self.tmp, 'none'), True, ['gcc']),
                                 'no such directory')
                self.write('gcc.portable', 'preload-portable 1\n')
                self.assertIsNone(err(None, self.tmp, True, ['gcc']))
                self.assertEqual(err(None, self.tmp, True, ['gcc', 'dot', 'emacs']),
                                 '--profiles-from: no portable profile %s/dot.portable, %s/emacs.portable'
                                 % (self.tmp, self.tmp))

        def test_parse_import_json(self):
                (e,) = lab_portable.parse_import_json(self.IMPORT)
                self.assertEqual((e['name'], e['path'], e['file'], e['files'], e['kept'], e['dropped']),
                                 ('gcc', '/l/profiles-gcc/gcc.profile', '/p/gcc.portable', 4, 1, 3))
                self.assertEqual(e['dropped_files'][1], {'path': '/etc/ld.so.cache', 'state': 'stale',
                                                         'reason': 'another size here (another version)'})
                self.assertEqual(e['dropped_by_reason'], {'another size here (another version)': 1,
                                                          'missing here': 2})
                self.assertEqual(lab_portable.reasons_text(e['dropped_by_reason']),
                                 'missing here 2, another size here (another version) 1')
                self.assertNotIn('error', e)
                (e,) = lab_portable.parse_import_json(self.NOTHING)
                self.assertEqual((e['kept'], e['path']), (0, None))
                self.assertRegex(e['error'], '^none of its files')
                for bad in ('', 'Imported gcc from ...', '{"imported":[]}', '[1]'):
                        with self.assertRaises(lab_portable.PortableError):
                                lab_portable.parse_import_json(bad)

        def test_parse_export_json(self):
                e = lab_portable.parse_export_json(self.EXPORT)
                # "files": the files written
                self.assertEqual((e['path'], e['kept'], e['dropped'], e['lookups_dropped']),
                                 ('/p/gcc.portable', 3, 1, 1))
                self.assertEqual(lab_portable.exported_text('gcc', e),
                                 'gcc (3 files, 1 left out: outside the allowed roots 1)')
                # not JSON: the file written is what counts
                self.assertIsNone(lab_portable.parse_export_json('Exported gcc from ...'))
                self.assertEqual(lab_portable.exported_text('gcc', {'to': '/p/gcc.portable'}), 'gcc')

        def fake_preloadctl(self, stdout, write=None, status=0):
                """A preloadctl that logs its arguments, prints STDOUT and writes WRITE (path,
                text)."""
                path = self.write('bin/preloadctl', '#!/bin/sh\necho "$@" >> %s\n' % os.path.join(
                        self.tmp, 'argv') + ('cat > %s <<\'END\'\n%sEND\n' % write if write else '') +
                        'cat <<\'END\'\n%s\nEND\nexit %d\n' % (stdout, status))
                os.chmod(path, 0o755)
                return path

        def argv(self):
                with open(os.path.join(self.tmp, 'argv')) as f:
                        return f.read().split()

        def test_import_renames_to_the_program(self):
                d = os.path.join(self.tmp, 'profiles-gcc')
                learned = TestLearnObserve.LEARNED
                out = self.IMPORT.replace('"name":"gcc"', '"name":"x86_64-linux-gnu-gcc-12"').replace(
                        '/l/profiles-gcc/gcc.profile', d + '/x86_64-linux-gnu-gcc-12.profile')
                ctl = self.fake_preloadctl(out, (d + '/x86_64-linux-gnu-gcc-12.profile', learned))
                os.makedirs(d)
                rec = lab_portable.import_profile(ctl, '/p/gcc.portable', d, 'gcc')
                self.assertEqual(self.argv(), ['profile', 'import', '--json', '--profile-dir=' + d,
                                               '/p/gcc.portable'])
                self.assertEqual((rec['name'], rec['imported_as'], rec['path'], rec['from'], rec['kept']),
                                 ('gcc', 'x86_64-linux-gnu-gcc-12', d + '/gcc.profile', '/p/gcc.portable', 1))
                self.assertEqual(os.listdir(d), ['gcc.profile'])
                with open(os.path.join(d, 'gcc.profile')) as f:
                        self.assertEqual(lab_learn.profile_header(f.read()), ('gcc', 2))

        def test_import_failures(self):
                d = os.path.join(self.tmp, 'p')
                ctl = self.fake_preloadctl(self.NOTHING, status=1)
                with self.assertRaisesRegex(lab_portable.PortableError,
                                            'not imported: none of its files .* \\(dropped: missing here 1\\)'):
                        lab_portable.import_profile(ctl, '/p/gcc.portable', d, 'gcc')
                ctl = self.fake_preloadctl('', status=1)
                with self.assertRaisesRegex(lab_portable.PortableError, 'profile import --json'):
                        lab_portable.import_profile(ctl, '/p/gcc.portable', d, 'gcc')
                # said it saved a profile, but there is none
                ctl = self.fake_preloadctl(self.IMPORT)
                with self.assertRaisesRegex(lab_portable.PortableError, 'wrote no /l/profiles-gcc'):
                        lab_portable.import_profile(ctl, '/p/gcc.portable', d, 'gcc')

        def test_export_writes_the_programs_profile(self):
                out = os.path.join(self.tmp, 'portable', 'gcc.portable')
                ctl = self.fake_preloadctl(self.EXPORT, (out, 'preload-portable 1\n'))
                rec = lab_portable.export_profile(ctl, '/l/profiles-gcc', 'gcc', out)
                self.assertEqual(self.argv(), ['profile', 'export', '--json',
                                               '--profile-dir=/l/profiles-gcc', '--output=' + out, 'gcc'])
                self.assertEqual((rec['to'], rec['kept'], rec['dropped']), (out, 3, 1))
                ctl = self.fake_preloadctl(self.EXPORT)  # writes nothing
                with self.assertRaisesRegex(lab_portable.PortableError, 'wrote no'):
                        lab_portable.export_profile(ctl, '/l', 'gcc', os.path.join(self.tmp, 'none'))

        def test_reports_of_an_imported_profile(self):
                runs = [fake_run('cold', 0, 3.0, own_bytes=120 * lab.MIB),
                        fake_run('preloadd-launch', 0, 1.0)]
                summary, limit = lab.program_summary({}, runs, lab.PROFILES['hdd'])
                (imp,) = lab_portable.parse_import_json(self.IMPORT)
                imp.update({'from': '/p/gcc.portable', 'wall_s': 0.1})
                pr = {'recordings': {'replay': {'mode': 'import', 'files': 1, 'bytes': 2 * lab.MIB,
                                                'ranges': 3}},
                      'schedule_requests': 4, 'learn': 'import', 'imported': imp, 'touched_bytes': lab.MIB}
                self.assertEqual(lab.profile_line(pr), 'profile 1 files, 2.0 MiB (4 requests); imported '
                                 'from /p/gcc.portable: 1 files kept, 3 dropped (missing here 2, another '
                                 'size here (another version) 1)')
                prog = {'name': 'gcc', 'cmd': ['gcc'], 'file_set_source': 'plan', 'files': ['/a'],
                        'file_set_bytes': lab.MIB, 'lab_mapped': [], 'physical_limit_s': limit,
                        'summary': summary, 'runs': runs, 'profile': pr}
                result = {'date': 'd', 'profile': 'hdd', 'kernel': 'k', 'reps': 1, 'command': 'c',
                          'loadavg_min': 1, 'loadavg_max': 2, 'elapsed_s': 3, 'learn': 'import',
                          'profiles_from': '/p', 'export_profiles': None, 'programs': [prog]}
                for md in (lab.markdown_report(result), lab.profiles_report(result)):
                        self.assertIn('imported with `preloadctl profile import`', md)
                        self.assertIn('| gcc | `/p/gcc.portable` | 1 | 3 | missing here 2, another size '
                                      'here (another version) 1 |', md)
                        self.assertNotIn('Exported', md)
                        rows = [l for l in md.splitlines() if l.startswith('| ')]
                        heads = [i for i, l in enumerate(rows) if l.startswith('| program') or
                                 l.startswith('| method')] + [len(rows)]
                        for a, b in zip(heads, heads[1:]):
                                self.assertEqual(len({l.count('|') for l in rows[a:b]}), 1, 'ragged table')
                md = lab.profiles_report(result)
                # no coverage: nothing was recorded
                self.assertIn('| gcc at its unit | 3.00 | n/a | n/a | 1.00 (0.00 / 1.00) | 1.00 | 3.0x ✓ | 1.0 ✓ | 5 ✓ | n/a | n/a |', md)
                self.assertIn('| gcc | 1 | 2.0 | 4 | n/a | n/a | 5 | n/a | n/a | n/a | n/a | n/a | n/a |', md)
                self.assertEqual(lab.observed_report(result), [])
                # exported too: a table of its own
                prog['profile']['exported'] = dict(lab_portable.parse_export_json(self.EXPORT),
                                                   to='/q/gcc.portable')
                md = lab.markdown_report(dict(result, export_profiles='/q'))
                self.assertIn('exported in portable form to `/q`', md)
                self.assertIn('| gcc | `/q/gcc.portable` | 3 | 1 | outside the allowed roots 1 |', md)


class TestDamon(TmpDir):
        def test_damon_pageout(self):
                self.assertEqual(lab_session.damon_pageout(self.tmp), [])
                kd = 'kernel/mm/damon/admin/kdamonds/0/'
                ctx = kd + 'contexts/0/'
                self.write(kd + 'state', 'on\n')
                self.write(ctx + 'operations', 'paddr\n')
                self.write(ctx + 'monitoring_attrs/intervals/aggr_us', '5000000\n')
                self.write(ctx + 'schemes/0/action', 'pageout\n')
                self.write(ctx + 'schemes/0/access_pattern/age/min', '12\n')
                self.write(ctx + 'schemes/1/action', 'stat\n')
                self.assertEqual(lab_session.damon_pageout(self.tmp),
                                 ['kdamond 0: pageout of paddr memory idle for >= 60 s'])
                self.write(kd + 'state', 'off\n')
                self.assertEqual(lab_session.damon_pageout(self.tmp), [])


class TestSchedulers(TmpDir):
        def test_bfq_set_and_put_back_by_the_state(self):
                sched = self.write('sys/block/loop0/queue/scheduler', 'none [mq-deadline] bfq\n')
                dev = lab.BlockDevice('loop0', '7:0', os.path.join(self.tmp, 'sys/block/loop0'))
                st = lab.State(os.path.join(self.tmp, 'state'), os.path.join(self.tmp, 'cg'))
                self.assertEqual(lab_session.set_schedulers(st, [dev], 'bfq'), {'loop0': 'mq-deadline'})
                with open(sched) as f:
                        self.assertEqual(f.read(), 'bfq')
                # saved before the change, for `lab.py cleanup` after a SIGKILL
                with open(st.path) as f:
                        self.assertEqual(json.load(f)['read_ahead'], {sched: 'mq-deadline'})
                self.assertEqual(st.restore(), [])
                with open(sched) as f:
                        self.assertEqual(f.read(), 'mq-deadline')
                gone = lab.BlockDevice('loop9', '7:9', os.path.join(self.tmp, 'sys/block/loop9'))
                with self.assertRaises(lab_session.SessionError):
                        lab_session.set_schedulers(st, [gone], 'bfq')


class TestSession(unittest.TestCase):
        def test_workload_is_outside_the_application_set(self):
                apps = {os.path.basename(p['cmd'][0]) for p in lab.EXTRA}
                for c in lab_session.WORKLOAD:
                        self.assertNotIn(os.path.basename(c[0]), apps)
                script = lab_session.workload_script([['a', 'x y'], ['b']])
                self.assertEqual(script, "a 'x y' && b")

        def test_usage_text_parses_as_usage(self):
                text = lab_session.usage_text({'inkscape': 5, 'vim': 1}, 1700000000123456, 0)
                self.assertEqual(text.splitlines(), [
                        'preload-usage 1',
                        'app inkscape launches=5 last=1700000000123456 weight=5000 after-login=0',
                        'app vim launches=1 last=1700000000123456 weight=1000 after-login=0'])

        def test_unit_text(self):
                text = lab_session.unit_text(['/t/cg-exec', '/sys/fs/cgroup/blkio/x/cgroup.procs',
                                              '/usr/bin/preloadd', '--no-login-warm'],
                                             {'HOME': '/h', 'PATH': '/usr/bin:/bin'})
                lines = text.splitlines()
                self.assertIn('Type=notify', lines)
                self.assertIn('ExecStart=/t/cg-exec /sys/fs/cgroup/blkio/x/cgroup.procs '
                              '/usr/bin/preloadd --no-login-warm', lines)
                self.assertIn('Environment=HOME=/h', lines)
                self.assertIn("Environment=PATH=/usr/bin:/bin", lines)

        def test_parse_ionice_and_scheduler(self):
                self.assertEqual(lab_session.parse_ionice('idle\n'), ('idle', None))
                self.assertEqual(lab_session.parse_ionice('best-effort: prio 7\n'), ('best-effort', 7))
                self.assertEqual(lab_session.parse_ionice('none: prio 4'), ('none', 4))
                with self.assertRaises(lab_session.SessionError):
                        lab_session.parse_ionice('ionice: ioprio_get failed')
                self.assertEqual(lab_session.scheduler_of('mq-deadline kyber [bfq] none\n'), 'bfq')
                self.assertEqual(lab_session.scheduler_of('none\n'), 'none')

        @staticmethod
        def run_(variant, rep, login_s, app_s, ok=True):
                return {'variant': variant, 'rep': rep, 'login_s': login_s, 'app_s': app_s, 'ok': ok,
                        'login_reads': 100, 'total_reads': 200, 'total_bytes': 2 * 1048576}

        def test_summary_goals(self):
                runs = [self.run_('none', 0, 10.0, 7.5), self.run_('none', 1, 10.2, 7.3),
                        self.run_('no-login-warm', 0, 10.0, 3.9), self.run_('no-login-warm', 1, 10.0, 3.9),
                        self.run_('login-warm', 0, 10.4, 0.5), self.run_('login-warm', 1, 10.6, 0.3),
                        self.run_('login-warm', 2, 99.0, 9.9, ok=False),
                        dict(self.run_('login-warm', 3, 99.0, 9.9), disturbed=True)]
                s = lab_session.summarize(runs)
                # the failed run and the one whose caches another process dropped are left out
                self.assertEqual(s['variants']['login-warm']['n'], 2)
                self.assertAlmostEqual(s['variants']['login-warm']['login_s'], 10.5)
                # against no-login-warm (the same daemon without its login warm), not against none
                self.assertAlmostEqual(s['login_slowdown_pct'], 5.0)
                self.assertTrue(s['login_ok'])
                self.assertAlmostEqual(s['app_speedup'], 7.4 / 0.4)
                self.assertTrue(s['app_ok'])
                s = lab_session.summarize([self.run_('none', 0, 10.0, 3.0),
                                           self.run_('login-warm', 0, 11.0, 1.5)])
                self.assertAlmostEqual(s['login_slowdown_pct'], 10.0)
                self.assertFalse(s['login_ok'])
                self.assertFalse(s['app_ok'])
                self.assertNotIn('app_speedup', lab_session.summarize([self.run_('none', 0, 1, 1)]))

        def test_report(self):
                runs = [self.run_('none', 0, 10.0, 7.5), self.run_('login-warm', 0, 10.2, 0.5)]
                runs[1]['status_login'] = {'state': 'done', 'summary': '75M in 12.3s',
                                           'result': {'profiles': {'inkscape': '/p'}}}
                runs[1]['daemon'] = {'cached_usec': 1600000, 'hold_usec': 1580000}
                result = {'date': 'd', 'profile': 'hdd', 'kernel': 'k', 'reps': 1, 'command': 'c',
                          'workload': [['node', '-e', '0']], 'at_s': 30.0, 'app': 'inkscape',
                          'app_cmd': ['inkscape'], 'app_launches': 5, 'learn': 'record',
                          'login_delay_s': 1.0, 'schedulers': {'loop0': 'bfq'},
                          'ioprio_seen': {'idle': 3, 'none/4': 10}, 'runs': runs,
                          'damon_pageout': ['kdamond 0: pageout of paddr memory idle for >= 60 s'],
                          'summary': lab_session.summarize(runs), 'loadavg_min': 1.0,
                          'loadavg_max': 2.0, 'elapsed_s': 100}
                md = lab_session.report(result)
                self.assertIn('| login-warm | 1 | 10.20 | 0.50 | 100 | 200 | 2.0 |', md)
                self.assertIn('+2.0% (goal ≤ +5%) ✓', md)
                self.assertIn('15.0x faster (goal ≥ 3x) ✓', md)
                self.assertIn('idle ×3, none/4 ×10', md)
                self.assertIn('IOPriority=idle (the default).', md)
                self.assertIn('IOPriority=best-effort.', lab_session.report(dict(result, io_priority='best-effort')))
                self.assertIn('DAMON kdamond 0: pageout of paddr memory idle for >= 60 s', md)
                self.assertIn('| login-warm | 0 | 10.20 | 0.50 | n/a | done, 75M in 12.3s, profile | '
                              'cached 1.60 s, held 1.58 s | yes |', md)
                self.assertEqual(lab_session.login_warm_text({'state': 'done', 'result': {}}),
                                 'done, static plan')
                self.assertEqual(lab_session.login_warm_text(None), '-')

        def test_session_options(self):
                a = lab.parse_argv(['session'])
                self.assertEqual((a.app, a.at_s, a.login_delay, a.app_launches),
                                 ('inkscape', 30.0, 1.0, 5))
                self.assertEqual(a.variants.split(','), list(lab_session.VARIANTS))
                self.assertIsNone(a.io_priority)
                self.assertEqual(lab.parse_argv(['session', '--io-priority=best-effort']).io_priority,
                                 'best-effort')


def launch_run(method, rep, launch_s, decision=None, ok=True):
        """A launch route's run as run_once() leaves it: preloadd's launch record, and its
        decision carried beside it when the record has one."""
        r = fake_run(method, rep, launch_s, ok=ok)
        r['daemon'] = {'app': 'vim', 'state': 'done', 'held': True, 'slow_by': 'measured'}
        if decision is not None:
                r['daemon']['decision'] = decision
                r['decision'] = lab.launch_decision(r['daemon'])
        return r


def load_profiles_table():
        import importlib.util
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'profiles-table.py')
        spec = importlib.util.spec_from_file_location('profiles_table', path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod


class TestDiskProfiles(TmpDir):
        """--profile LIST: every disk profile in one lab process, each into a directory of its own."""
        def test_profile_list(self):
                self.assertEqual(lab.parse_disk_profiles('hdd'), ['hdd'])
                self.assertEqual(lab.parse_disk_profiles('ssd,hdd'), ['ssd', 'hdd'])
                every = ['hdd', 'sdcard', 'cloud', 'ssd', 'nvme']
                self.assertEqual(lab.parse_disk_profiles('all'), every)
                self.assertEqual([p for p in lab.PROFILES if lab.PROFILES[p]], every)
                # each once, in the order first named; "none" is no part of "all"
                self.assertEqual(lab.parse_disk_profiles('nvme,all'), ['nvme'] + every[:-1])
                self.assertEqual(lab.parse_disk_profiles('hdd, cloud,hdd'), ['hdd', 'cloud'])
                self.assertEqual(lab.parse_disk_profiles('none'), ['none'])
                import argparse
                for bad in ('floppy', 'hdd,', ''):
                        with self.assertRaises(argparse.ArgumentTypeError):
                                lab.parse_disk_profiles(bad)

        def test_profile_option(self):
                a = lab.parse_argv(['suite'])
                self.assertEqual((a.profiles, a.profile), (['hdd'], 'hdd'))
                a = lab.parse_argv(['suite', '--profile', 'sdcard,cloud'])
                self.assertEqual((a.profiles, a.profile), (['sdcard', 'cloud'], 'sdcard'))
                a = lab.parse_argv(['run', '--profile=all', '--', 'true'])
                self.assertEqual(len(a.profiles), 5)
                with unittest.mock.patch('sys.stderr'):
                        for argv in (['suite', '--profile', 'tape'],
                                     ['session', '--profile', 'hdd,ssd'],
                                     ['suite', '--relocate', '--profile', 'hdd,ssd']):
                                with self.assertRaises(SystemExit, msg=argv):
                                        lab.parse_argv(argv)
                self.assertEqual(lab.parse_argv(['session', '--profile', 'cloud']).profile, 'cloud')
                self.assertEqual(lab.parse_argv(['methods']).profiles, ['hdd'])

        def test_out_dirs(self):
                # one profile: as before, OUT itself or the default chosen at the end
                self.assertEqual(lab.profile_out_dirs('/r/x', ['ssd']), ({'ssd': '/r/x'}, None))
                self.assertEqual(lab.profile_out_dirs(None, ['hdd']), ({'hdd': None}, None))
                # several: OUT/PROFILE, and the table beside them
                dirs, table = lab.profile_out_dirs('/r/x', ['hdd', 'sdcard'])
                self.assertEqual(dirs, {'hdd': '/r/x/hdd', 'sdcard': '/r/x/sdcard'})
                self.assertEqual(table, '/r/x/profiles-table.md')
                dirs, table = lab.profile_out_dirs(None, lab.parse_disk_profiles('all'), self.tmp,
                                                   '2026-12-01', '6.1')
                self.assertEqual(dirs['nvme'], os.path.join(self.tmp, '2026-12-01-6.1-all', 'nvme'))
                self.assertEqual(table, os.path.join(self.tmp, '2026-12-01-6.1-all', 'profiles-table.md'))
                os.makedirs(os.path.join(self.tmp, '2026-12-01-6.1-hdd-cloud'))
                dirs, _ = lab.profile_out_dirs(None, ['hdd', 'cloud'], self.tmp, '2026-12-01', '6.1')
                self.assertEqual(dirs['hdd'], os.path.join(self.tmp, '2026-12-01-6.1-hdd-cloud-2', 'hdd'))

        def test_each_profile_a_run_of_its_own_then_the_table(self):
                args = lab.parse_argv(['suite', '--profile', 'hdd,cloud,nvme', '--out',
                                       os.path.join(self.tmp, 'multi')])
                progs = [{'name': 'vim', 'cmd': ['vim']}]
                seen = []

                def run_one(ps, out):
                        seen.append((args.profile, out))
                        ps[0]['runs'] = [fake_run('cold', 0, 1.0), fake_run('preloadd-launch', 0, 0.5)]
                        summary, limit = lab.program_summary(ps[0], ps[0]['runs'],
                                                             lab.PROFILES[args.profile])
                        self.write(os.path.join(out, 'results.json'), json.dumps({
                                'profile': args.profile, 'profile_set': args.profiles, 'reps': 1,
                                'methods': ['cold', 'preloadd-launch'],
                                'programs': [dict(ps[0], summary=summary, physical_limit_s=limit)]}))
                        return 1 if args.profile == 'cloud' else 0
                with unittest.mock.patch('sys.stdout'):
                        rc = lab.run_each_profile(args, progs, run_one)
                self.assertEqual(rc, 1)  # the worst
                multi = os.path.join(self.tmp, 'multi')
                self.assertEqual(seen, [(p, os.path.join(multi, p)) for p in ('hdd', 'cloud', 'nvme')])
                self.assertNotIn('runs', progs[0])  # each run had a copy
                with open(os.path.join(multi, 'profiles-table.md')) as f:
                        md = f.read()
                self.assertIn('| vim | hdd | 1.00 | 0.50 | 2.00x ✗ |', md)
                self.assertIn('| vim | nvme | 1.00 | 0.50 | 2.00x ✓ |', md)
                self.assertIn('table across them is `../profiles-table.md`',
                              lab.session_notes({'profile_set': args.profiles})[0])
                # interrupted in the second: the first keeps its results and the table has it
                shutil.rmtree(multi)
                seen.clear()

                def interrupted(ps, out):
                        return run_one(ps, out) if args.profile == 'hdd' else 130
                with unittest.mock.patch('sys.stdout'):
                        self.assertEqual(lab.run_each_profile(args, progs, interrupted), 130)
                with open(os.path.join(multi, 'profiles-table.md')) as f:
                        md = f.read()
                self.assertIn('| vim | hdd |', md)
                self.assertNotIn('| vim | cloud |', md)

        def test_perf_doc_finds_the_runs_of_a_multi_profile_run(self):
                import importlib.util
                path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'perf-doc.py')
                spec = importlib.util.spec_from_file_location('perf_doc', path)
                rt = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(rt)
                self.write('one/results.json', '{}')
                self.write('multi/hdd/results.json', '{}')
                self.write('multi/ssd/results.json', '{}')
                self.write('multi/profiles-table.md', '')
                self.write('one/profiles/x.profile', '')
                self.assertEqual(rt.runs(self.tmp), ['multi/hdd', 'multi/ssd', 'one'])


class TestPhysicalLimit(unittest.TestCase):
        P = 4096
        PROFILE = ('preload-profile 1\nname vim\n'
                   'file /usr/bin/vim\nid dev=254:0 ino=1 size=100000 mtime=1.000000000\n'
                   'range 0+40960 65536+8192\ntouched 0+8192\ntouched 65536+4096\n'
                   'file /etc/vimrc\nid dev=254:0 ino=2 size=5000 mtime=1.000000000\nrange 0+5000\n'
                   'file /usr/lib/x.so\nid dev=254:0 ino=3 size=20000 mtime=1.000000000\n'
                   'range 0+16384\n')

        def test_parse_profile_keeps_touched_apart(self):
                files, touched = lab.parse_profile(self.PROFILE, with_touched=True)
                self.assertEqual(files['/usr/bin/vim'], [(0, 40960), (65536, 8192)])
                self.assertEqual(touched, {'/usr/bin/vim': [(0, 8192), (65536, 4096)]})
                # the ranges alone, as every caller before touched lines had them
                self.assertEqual(lab.parse_profile(self.PROFILE), files)
                with self.assertRaisesRegex(lab.LabError, 'touched before any file'):
                        lab.parse_profile('preload-profile 1\ntouched 0+1\n')
                with self.assertRaisesRegex(lab.LabError, 'bad touched'):
                        lab.parse_profile('preload-profile 1\nfile /a\nrange 0+8\ntouched 0-8\n', True)

        def test_touched_bytes(self):
                P = self.P
                # touched pages where a file has them (3 pages of vim), all the ranges where not:
                # vimrc's 5000 bytes are 2 pages, x.so 4 pages
                self.assertEqual(lab.profile_touched_bytes(self.PROFILE, page=P), (3 + 2 + 4) * P)
                untouched = '\n'.join(l for l in self.PROFILE.splitlines()
                                      if not l.startswith('touched')) + '\n'
                self.assertEqual(lab.profile_touched_bytes(untouched, page=P), (12 + 2 + 4) * P)
                self.assertEqual(lab.profile_touched_bytes('preload-profile 1\nname x\n', page=P), 0)

        def summary(self, warm_s=None, cold_bytes=120 * lab.MIB):
                runs = [fake_run('cold', 0, 3.0, own_bytes=cold_bytes)]
                if warm_s is not None:
                        runs.append(fake_run('warm', 0, warm_s, prep_s=3.0))
                return lab.program_summary({}, runs, lab.PROFILES['hdd'])[0], runs

        def test_touched_bytes_over_bandwidth_or_the_warm_launch(self):
                hdd = lab.PROFILES['hdd']  # 120 MiB/s
                summary, _ = self.summary(warm_s=0.2)
                prog = {'profile': {'touched_bytes': 60 * lab.MIB}}
                pl = lab.physical_limit(prog, summary, hdd)
                self.assertEqual((pl['by'], pl['bytes_basis']), ('bytes', 'touched'))
                self.assertAlmostEqual(pl['limit_s'], 0.5)
                self.assertEqual((pl['warm_launch_s'], pl['cold_read_bytes']), (0.2, 120 * lab.MIB))
                # the warm launch, when slower than the bytes
                pl = lab.physical_limit({'profile': {'touched_bytes': 12 * lab.MIB}}, summary, hdd)
                self.assertEqual(pl['by'], 'warm')
                self.assertAlmostEqual(pl['limit_s'], 0.2)
                self.assertAlmostEqual(pl['bytes_s'], 0.1)
                # no warm launch measured: the bytes alone
                summary, runs = self.summary()
                pl = lab.physical_limit(prog, summary, hdd)
                self.assertEqual((pl['by'], pl['warm_launch_s']), ('bytes', None))
                # program_summary's limit is the same one
                self.assertAlmostEqual(lab.program_summary(prog, runs, hdd)[1], 0.5)
                # no learned profile: the bytes the cold launch read, as before
                pl = lab.physical_limit({}, summary, hdd)
                self.assertEqual(pl['bytes_basis'], 'cold-read')
                self.assertAlmostEqual(pl['limit_s'], 1.0)
                # unthrottled: no limit
                self.assertIsNone(lab.physical_limit(prog, summary, lab.PROFILES['none']))
                self.assertIsNone(lab.physical_limit({}, {}, hdd))

        def test_reports_say_what_the_limit_is(self):
                summary, runs = self.summary(warm_s=0.2)
                prog = {'cmd': ['vim'], 'name': 'vim', 'file_set_source': 'profile', 'files': [],
                        'file_set_bytes': 0, 'summary': summary, 'runs': runs,
                        'profile': {'touched_bytes': 60 * lab.MIB}}
                prog['physical_limit'] = lab.physical_limit(prog, summary, lab.PROFILES['hdd'])
                prog['physical_limit_s'] = prog['physical_limit']['limit_s']
                result = {'date': 'd', 'profile': 'hdd', 'kernel': 'k', 'reps': 1, 'command': 'c',
                          'loadavg_min': 0, 'loadavg_max': 1, 'elapsed_s': 1, 'programs': [prog]}
                md = lab.markdown_report(result)
                self.assertIn('Physical limit: 0.50 s, the larger of the bytes the launch touched '
                              '(60.0 MiB, the learned profile\'s touched pages) at 120 MiB/s, 0.50 s, '
                              'and the warm launch, 0.20 s. The cold launch read 120.0 MiB (1.00 s at '
                              '120 MiB/s).', md)
                # a result without the limit's record (older): worked out again, from the bytes read
                del prog['physical_limit'], prog['profile']
                md = lab.markdown_report(result)
                self.assertIn('Physical limit: 1.00 s, the larger of the bytes the cold launch read',
                              md)
                self.assertIn('the warm launch', lab.profiles_report(dict(result, programs=[])))


class TestDecisions(unittest.TestCase):
        DECISION = {'choice': 'hold', 'reason': 'slow device, profile prepared',
                    'predicted_cold_s': 2.5, 'predicted_warm_s': 0.6, 'extra': [1]}

        def test_launch_decision_is_carried_as_given(self):
                self.assertEqual(lab.launch_decision({'decision': self.DECISION}), self.DECISION)
                for record in ({}, {'decision': None}, {'decision': 'hold'},
                               {'status_error': 'no record of the launch'}, None, []):
                        self.assertIsNone(lab.launch_decision(record), record)

        def test_summary_and_report(self):
                d2 = dict(self.DECISION, predicted_cold_s=3.5)
                runs = [fake_run('cold', 0, 3.0, own_bytes=lab.MIB),
                        launch_run('preloadd-launch', 0, 1.0, self.DECISION),
                        launch_run('preloadd-launch', 1, 1.1, d2),
                        launch_run('preloadd-launch', 2, 2.9, {'choice': 'cold', 'reason': 'fast',
                                                               'predicted_cold_s': 'soon'}),
                        launch_run('preloadctl-run', 0, 1.2)]     # a preloadd without decisions
                self.assertEqual(runs[1]['decision']['choice'], 'hold')
                self.assertNotIn('decision', runs[4])
                summary, _ = lab.program_summary({}, runs, lab.PROFILES['hdd'])
                d = summary['preloadd-launch']['decisions']
                self.assertEqual((d['n'], d['choice'], d['reason']),
                                 (3, 'hold', 'slow device, profile prepared'))
                self.assertEqual(d['choices'], {'hold': 2, 'cold': 1})
                # a prediction that is no number is left out
                self.assertEqual(d['predicted_cold_s'], {'median': 3.0, 'min': 2.5, 'max': 3.5})
                self.assertEqual(d['predicted_warm_s']['median'], 0.6)
                self.assertIsNone(summary['preloadctl-run']['decisions'])
                self.assertIsNone(summary['cold']['decisions'])
                # a decision with nothing in it
                self.assertEqual(lab.decision_summary([{'decision': {}}])['choice'], 'unknown')
                result = {'date': 'd', 'profile': 'hdd', 'kernel': 'k', 'reps': 3, 'command': 'c',
                          'loadavg_min': 0, 'loadavg_max': 1, 'elapsed_s': 1,
                          'programs': [{'cmd': ['vim'], 'file_set_source': 'profile', 'files': [],
                                        'file_set_bytes': 0, 'summary': summary, 'runs': runs}]}
                md = lab.markdown_report(result)
                self.assertIn('| preloadd-launch | hold | slow device, profile prepared | hold 2, cold 1 '
                              '| 3.00 | 0.60 |', md)
                self.assertNotIn('| preloadctl-run | hold', md)
                # carried into results.json as it came
                self.assertEqual(json.loads(json.dumps(result))['programs'][0]['runs'][1]['decision'],
                                 self.DECISION)
                # no decision anywhere: no such table
                for r in runs:
                        r.pop('decision', None)
                summary, _ = lab.program_summary({}, runs, lab.PROFILES['hdd'])
                result['programs'][0]['summary'] = summary
                self.assertNotIn('decision at each launch', lab.markdown_report(result))


class TestProfilesTable(TmpDir):
        """bench/profiles-table.py: the launch routes' goals across the disk profiles."""
        def result(self, profile, times, programs=('vim',)):
                """A results.json of PROFILE where TIMES is {method: launch seconds}."""
                progs = []
                for name in programs:
                        runs = [fake_run(m, 0, t, own_bytes=lab.MIB) for m, t in times.items() if t]
                        runs += [fake_run(m, 0, 1.0, ok=False) for m, t in times.items() if not t]
                        prog = {'name': name, 'cmd': [name], 'profile': {'touched_bytes': lab.MIB}}
                        summary, limit = lab.program_summary(prog, runs, lab.PROFILES[profile])
                        progs.append({'name': name, 'cmd': [name], 'summary': summary,
                                      'physical_limit_s': limit,
                                      'physical_limit': lab.physical_limit(prog, summary,
                                                                           lab.PROFILES[profile])})
                lim = lab.PROFILES[profile]
                return {'profile': profile, 'kernel': '6.1', 'reps': 1, 'command': 'bench/suite.sh',
                        'methods': list(times), 'programs': progs,
                        'profile_limits': {'read_iops': lim[0], 'read_bps': lim[1]}}

        def test_goals_per_profile(self):
                pt = load_profiles_table()
                # hdd: at least 3x; sdcard and cloud: at least 1.1x; everywhere: at most 2% slower
                self.assertEqual(pt.judge('hdd', 3.0, 1.0), (3.0, True))
                self.assertFalse(pt.judge('hdd', 2.9, 1.0)[1])
                self.assertTrue(pt.judge('sdcard', 1.1, 1.0)[1])
                self.assertFalse(pt.judge('cloud', 1.05, 1.0)[1])
                self.assertTrue(pt.judge('ssd', 1.0, 1.02)[1])
                self.assertFalse(pt.judge('nvme', 1.0, 1.03)[1])
                self.assertEqual(pt.judge('ssd', None, 1.0), (None, False))
                self.assertEqual(pt.judge('ssd', 1.0, None), (None, False))

        def test_table(self):
                pt = load_profiles_table()
                results = [self.result('hdd', {'cold': 3.0, 'warm': 0.1, 'preloadd-launch': 0.9,
                                               'preloadctl-run': 1.2}, ('vim', 'gimp')),
                           self.result('sdcard', {'cold': 1.2, 'preloadd-launch': 1.0,
                                                  'preloadctl-run': 1.1}),
                           self.result('nvme', {'cold': 0.50, 'preloadd-launch': 0.505,
                                                'preloadctl-run': None})]
                for r, d in zip(results, ('hdd', 'sdcard', 'nvme')):
                        self.write(os.path.join('run', d, 'results.json'), json.dumps(r))
                loaded = [pt.load(os.path.join(self.tmp, 'run', d)) for d in ('hdd', 'sdcard', 'nvme')]
                self.assertEqual([r['dir'] for r in loaded], ['hdd', 'sdcard', 'nvme'])
                md = pt.table(loaded)
                rows = [l for l in md.splitlines() if l.startswith('| ')]
                self.assertEqual(rows[0], '| program | profile | cold | preloadd-launch | ratio | '
                                 'preloadctl-run | ratio | physical limit | goals |')
                self.assertEqual(len({l.count('|') for l in rows}), 1, 'ragged table')
                # program × profile, programs in the order they came, profiles in the run's order
                self.assertEqual([l.split(' | ')[:2] for l in rows[1:]],
                                 [['| vim', 'hdd'], ['| vim', 'sdcard'], ['| vim', 'nvme'],
                                  ['| gimp', 'hdd']])
                # hdd: the limit is the larger of 1 MiB / 120 MiB/s and the warm launch
                self.assertIn('| vim | hdd | 3.00 | 0.90 | 3.33x ✓ | 1.20 | 2.50x ✗ | 0.10 (warm) | ✗ |', md)
                self.assertIn('| vim | sdcard | 1.20 | 1.00 | 1.20x ✓ | 1.10 | 1.09x ✗ | 0.03 (touched) | ✗ |', md)
                self.assertIn('| vim | nvme | 0.50 | 0.51 | 0.99x ✓ | n/a | n/a ✗ | 0.00 (touched) | ✗ |', md)
                self.assertIn('Goals met on 0 of 4 rows.', md)
                self.assertIn('- vim on nvme: preloadctl-run failed (goal: at most 2% slower than cold).', md)
                self.assertIn('- vim on hdd: preloadctl-run 2.50x (goal: at least 3x faster than cold).', md)
                self.assertIn('`hdd` (200 IOPS, 120 MiB/s; `hdd`)', md)
                # every goal met
                md = pt.table([self.result('cloud', {'cold': 1.2, 'preloadd-launch': 1.0,
                                                     'preloadctl-run': 1.05}),
                               self.result('ssd', {'cold': 0.5, 'preloadd-launch': 0.51})])
                self.assertIn('| vim | cloud | 1.20 | 1.00 | 1.20x ✓ | 1.05 | 1.14x ✓ | 0.01 (touched) | ✓ |', md)
                # a route the run did not measure is n/a, and not judged
                self.assertIn('| vim | ssd | 0.50 | 0.51 | 0.98x ✓ | n/a | n/a | 0.00 (touched) | ✓ |', md)
                self.assertIn('Goals met on 2 of 2 rows.', md)
                # a run of before the limit was recorded
                old = self.result('ssd', {'cold': 0.5, 'preloadd-launch': 0.51})
                del old['programs'][0]['physical_limit']
                self.assertIn('(cold read)', pt.table([old]))

        def test_lab_writes_it_and_the_script_prints_it(self):
                pt = load_profiles_table()
                dirs = []
                for p in ('hdd', 'cloud'):
                        d = os.path.join(self.tmp, 'run', p)
                        self.write(os.path.join(d, 'results.json'), json.dumps(
                                self.result(p, {'cold': 3.0, 'preloadd-launch': 0.5})))
                        dirs.append(d)
                path = os.path.join(self.tmp, 'run', lab.PROFILES_TABLE)
                lab.write_profiles_table(path, dirs)
                with open(path) as f:
                        text = f.read()
                self.assertEqual(text, pt.table([pt.load(d) for d in dirs]))
                r = subprocess.run([sys.executable, os.path.join(os.path.dirname(
                        os.path.abspath(__file__)), 'profiles-table.py')] + dirs,
                        capture_output=True, text=True)
                self.assertEqual((r.returncode, r.stdout), (0, text))
                r = subprocess.run([sys.executable, os.path.join(os.path.dirname(
                        os.path.abspath(__file__)), 'profiles-table.py'), os.path.join(self.tmp, 'nope')],
                        capture_output=True, text=True)
                self.assertEqual(r.returncode, 1)


if __name__ == '__main__':
        unittest.main(verbosity=1)
