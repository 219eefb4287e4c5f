#!/usr/bin/env python3
# SPDX-License-Identifier: LGPL-2.1-or-later
"""Which cache a warm should fill when a program's files are in a compressed read-only image
(a snap's squashfs, an erofs image): the files' own page cache, through the mount, or the cache
under the file system, by reading the image's loop device or its backing file in order.

Root only, inside bench/system-image.sh with a read-only image, whose loop device then holds the
program's files:

    sudo bench/system-image.sh --fs=squashfs -- python3 -B bench/squashfs-warm.py [options]

For each loop mode (`dio`: direct I/O, as the lab attaches the image; `buffered`: as `mount -o
loop` and snapd's mount units attach a snap, the backing file read through its page cache), each
repetition and each method: drop the page cache, then in a fresh blkio cgroup throttled on the
disk under the loop device (the lab's --throttle-below-loop, profile hdd by default: 200 IOPS,
120 MiB/s) run the preparation, then the program. Methods:

    cold     nothing
    mount    the files read through the mount (range-read: WILLNEED in chunks, then pread)
    device   the image's ranges that hold the files read from the loop device, in order
    backing  the same ranges read from the image's backing file, in order
    warm     the program itself (a launch from a full cache: the floor)

The image ranges are traced once beforehand (block_rq_issue on the loop device while the files
are read through the mount, unthrottled): the data and metadata blocks of the files in the image.
Reported per phase: wall time, the loop device's completed reads and MiB (/sys/block/loopN/stat),
the disk's under it, and the cgroup's own requests there (blkio.throttle.io_serviced: what the
phase's processes submitted); for the launch its major faults. The disk's counters count every
process of the machine: run it on a quiet one. It refuses to run while /tmp/lab.lock exists (a
timing measurement of the lab's), and holds the lab's lock meanwhile.
"""

import argparse
import collections
import fcntl
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lab  # noqa: E402

LAB_LOCK = '/tmp/lab.lock'
METHODS = ('cold', 'mount', 'device', 'backing', 'warm')
LOOP_MODES = ('dio', 'buffered')
LOOP_SET_DIRECT_IO = 0x4C08
CHUNK = 128 * 1024
TRACEFS = '/sys/kernel/tracing'
LAUNCH_TIMEOUT_S = 300


class Error(Exception):
        pass


# ---------------------------------------------------------------- pure helpers (bench/test_lab.py)

RQ_ISSUE = re.compile(r'block_rq_issue: (\d+),(\d+) (\S+) \d+ \(.*?\) (\d+) \+ (\d+)')


def parse_rq_issue(text, maj, mn):
        """Trace text of block:block_rq_issue -> [(sector, sectors)] of the reads of MAJ:MIN."""
        out = []
        for line in text.splitlines():
                m = RQ_ISSUE.search(line)
                if not m or (int(m.group(1)), int(m.group(2))) != (maj, mn):
                        continue
                if 'R' not in m.group(3) or int(m.group(5)) == 0:
                        continue
                out.append((int(m.group(4)), int(m.group(5))))
        return out


def merge_sectors(reqs, sector=512):
        """[(sector, sectors)] -> [(offset, length)] in bytes, sorted, overlapping and adjacent
        requests merged: the image's ranges to read in order."""
        out = []
        for s, n in sorted(reqs):
                off, end = s * sector, (s + n) * sector
                if out and off <= out[-1][0] + out[-1][1]:
                        o, l = out[-1]
                        out[-1] = (o, max(o + l, end) - o)
                else:
                        out.append((off, end - off))
        return out


def range_list(ranges_by_path):
        """{path: [(offset, length)] or []} -> range-read's list (a line per range; a file without
        ranges: whole)."""
        lines = []
        for path, ranges in ranges_by_path.items():
                for off, length in ranges or [(0, 0)]:
                        lines.append('%s\t%d\t%d\n' % (path, off, length))
        return ''.join(lines)


def loop_dev_t(maj, mn):
        """The kernel's internal dev_t of MAJ:MIN, as a block tracepoint's filter compares it."""
        return (maj << 20) | mn


def summarize_runs(runs):
        """[{'mode', 'method', 'prep': {...} or None, 'launch': {...}}] -> {(mode, method): {key:
        median}} over the repetitions, for the table."""
        by = collections.OrderedDict()
        for r in runs:
                by.setdefault((r['mode'], r['method']), []).append(r)
        out = collections.OrderedDict()
        for k, rs in by.items():
                row = {'n': len(rs)}
                for ph in ('prep', 'launch'):
                        for key in ('wall_s', 'loop_reads', 'loop_bytes', 'disk_reads', 'disk_bytes',
                                    'cg_ios', 'cg_bytes', 'majflt', 'cpu_s'):
                                vals = [r[ph][key] for r in rs if r.get(ph) and key in r[ph]]
                                if vals:
                                        row[ph + '_' + key] = statistics.median(vals)
                row['total_s'] = row.get('prep_wall_s', 0.0) + row.get('launch_wall_s', 0.0)
                out[k] = row
        return out


def markdown_table(summary):
        head = ('| loop | method | prep s | prep CPU s | prep own req | prep loop req | prep MiB (loop) | '
                'launch s | launch CPU s | launch own req | launch loop req | launch MiB (loop) | '
                'majflt | total s |\n'
                '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n')
        rows = []
        for (mode, method), r in summary.items():
                def g(key, fmt, scale=1):
                        v = r.get(key)
                        return '' if v is None else fmt % (v / scale)
                rows.append('| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %.2f |\n' % (
                        mode, method,
                        g('prep_wall_s', '%.2f'), g('prep_cpu_s', '%.2f'), g('prep_cg_ios', '%d'),
                        g('prep_loop_reads', '%d'), g('prep_loop_bytes', '%.1f', lab.MIB),
                        g('launch_wall_s', '%.2f'), g('launch_cpu_s', '%.2f'), g('launch_cg_ios', '%d'),
                        g('launch_loop_reads', '%d'), g('launch_loop_bytes', '%.1f', lab.MIB),
                        g('launch_majflt', '%d'), r['total_s']))
        return head + ''.join(rows)


# ---------------------------------------------------------------- the machine

def write(path, text):
        with open(path, 'w') as f:
                f.write(text)


def read(path):
        with open(path) as f:
                return f.read()


def check_lab_lock():
        if os.path.exists(LAB_LOCK):
                raise Error('%s exists: a timing measurement is running; try again when it is gone'
                            % LAB_LOCK)


def drop_caches():
        os.sync()
        write('/proc/sys/vm/drop_caches', '3')


def set_loop_dio(dev_node, on):
        fd = os.open(dev_node, os.O_RDONLY)
        try:
                fcntl.ioctl(fd, LOOP_SET_DIRECT_IO, 1 if on else 0)
        finally:
                os.close(fd)


class Trace:
        """A tracefs instance of its own recording block_rq_issue of one device."""

        def __init__(self, maj, mn):
                if not os.path.isdir(os.path.join(TRACEFS, 'instances')):
                        raise Error('%s: no tracefs mounted (mount -t tracefs nodev %s)'
                                    % (TRACEFS, TRACEFS))
                self.dir = os.path.join(TRACEFS, 'instances', 'squashfs-warm-%d' % os.getpid())
                os.mkdir(self.dir)
                write(os.path.join(self.dir, 'buffer_size_kb'), '16384')
                ev = os.path.join(self.dir, 'events', 'block', 'block_rq_issue')
                write(os.path.join(ev, 'filter'), 'dev == %d' % loop_dev_t(maj, mn))
                write(os.path.join(ev, 'enable'), '1')
                self.maj, self.mn = maj, mn

        def collect(self):
                write(os.path.join(self.dir, 'tracing_on'), '0')
                text = read(os.path.join(self.dir, 'trace'))
                lost = re.findall(r'entries-in-buffer/entries-written: (\d+)/(\d+)', text)
                if lost and lost[0][0] != lost[0][1]:
                        raise Error('trace buffer overflowed (%s of %s events kept)' % lost[0])
                return parse_rq_issue(text, self.maj, self.mn)

        def close(self):
                try:
                        write(os.path.join(self.dir, 'events', 'block', 'block_rq_issue', 'enable'), '0')
                except OSError:
                        pass
                for _ in range(50):
                        try:
                                os.rmdir(self.dir)
                                return
                        except OSError:
                                time.sleep(0.1)


class Machine:
        def __init__(self, args, loop, tmpdir):
                self.args = args
                self.loop = loop  # a lab.BlockDevice, throttled below it
                self.disk = loop.throttled
                self.tmpdir = tmpdir
                self.limits = lab.PROFILES[args.profile]
                self.n = 0
                self.cg_exec = lab.compile_ra_helper(tmpdir, 'cg-exec')
                self.range_read = lab.compile_ra_helper(tmpdir, 'range-read')
                self.files_dir = os.path.join(tmpdir, 'files')
                os.mkdir(self.files_dir)
                self.inputs = {'svg': lab.SVG_TEXT, 'csrc': lab.C_TEXT, 'graph': lab.DOT_TEXT,
                               'text': lab.TEXT_TEXT}
                self.subst = {}
                for k, text in self.inputs.items():
                        path = os.path.join(self.files_dir, 'lab.' + {'csrc': 'c', 'graph': 'dot',
                                                                       'text': 'txt'}.get(k, k))
                        write(path, text)
                        self.subst[k] = path

        def stats(self, cg):
                lr, lb = self.loop.stat()
                dr, db = self.disk.stat()
                with open(os.path.join(cg, 'blkio.throttle.io_serviced')) as f:
                        ios = lab.parse_cgroup_io(f.read(), [self.disk.dev])
                with open(os.path.join(cg, 'blkio.throttle.io_service_bytes')) as f:
                        nbytes = lab.parse_cgroup_io(f.read(), [self.disk.dev])
                return {'loop_reads': lr, 'loop_bytes': lb, 'disk_reads': dr, 'disk_bytes': db,
                        'cg_ios': ios, 'cg_bytes': nbytes}

        def new_cgroup(self):
                self.n += 1
                cg = os.path.join('/sys/fs/cgroup/blkio', 'squashfs-warm-%d-%d' % (os.getpid(), self.n))
                os.mkdir(cg)
                if self.limits:
                        iops, bps = self.limits
                        write(os.path.join(cg, 'blkio.throttle.read_iops_device'),
                              '%s %d' % (self.disk.dev, iops))
                        write(os.path.join(cg, 'blkio.throttle.read_bps_device'),
                              '%s %d' % (self.disk.dev, bps))
                return cg

        def remove_cgroup(self, cg):
                for _ in range(50):
                        for pid in read(os.path.join(cg, 'cgroup.procs')).split():
                                try:
                                        os.kill(int(pid), 9)
                                except ProcessLookupError:
                                        pass
                        try:
                                os.rmdir(cg)
                                return
                        except OSError:
                                time.sleep(0.1)
                print('squashfs-warm: cgroup %s left in place' % cg, file=sys.stderr)

        def phase(self, cg, argv, env=None, cwd=None):
                """ARGV in CG through cg-exec; wall time, counters and major faults."""
                before = self.stats(cg)
                t0 = time.monotonic()
                p = subprocess.Popen([self.cg_exec, os.path.join(cg, 'cgroup.procs')] + argv,
                                     env=env, cwd=cwd, stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                deadline = t0 + LAUNCH_TIMEOUT_S
                while True:
                        pid, status, ru = os.wait4(p.pid, os.WNOHANG)
                        if pid:
                                break
                        if time.monotonic() > deadline:
                                p.kill()
                                pid, status, ru = os.wait4(p.pid, 0)
                                break
                        time.sleep(0.002)
                wall = time.monotonic() - t0
                p.returncode = os.waitstatus_to_exitcode(status)
                err = p.stderr.read().decode(errors='replace').strip()
                p.stderr.close()
                after = self.stats(cg)
                out = {k: after[k] - before[k] for k in after}
                # CPU time: squashfs and erofs decompress in the reading process's context
                out.update(wall_s=wall, majflt=ru.ru_majflt, cpu_s=ru.ru_utime + ru.ru_stime,
                           exit=p.returncode)
                if p.returncode != 0:
                        out['stderr'] = err[-400:]
                return out

        def launch_argv(self, prog):
                tmp = tempfile.mkdtemp(prefix='launch-', dir=self.tmpdir)
                subst = dict(self.subst, tmp=tmp, page='file:///dev/null')
                argv = [lab.expand(a, subst) for a in prog['cmd']]
                env = dict(os.environ, PATH=lab.PROGRAM_PATH)
                for k, v in prog.get('env', {}).items():
                        env[k] = lab.expand(v, subst)
                return argv, env, tmp

        def one(self, mode, method, prog, lists):
                check_lab_lock()
                drop_caches()
                time.sleep(lab.THROTTLE_SETTLE_S)
                cg = self.new_cgroup()
                try:
                        run = {'mode': mode, 'method': method, 'prep': None}
                        if method == 'warm':
                                argv, env, tmp = self.launch_argv(prog)
                                run['prep'] = self.phase(cg, argv, env)
                                shutil.rmtree(tmp, ignore_errors=True)
                                # what the first launch read, paid before the measured one
                                time.sleep(lab.throttle_debt_s(run['prep']['cg_ios'],
                                                               run['prep']['cg_bytes'], self.limits))
                        elif method != 'cold':
                                run['prep'] = self.phase(cg, [self.range_read, str(CHUNK), lists[method]])
                                time.sleep(lab.throttle_debt_s(run['prep']['cg_ios'],
                                                               run['prep']['cg_bytes'], self.limits))
                        argv, env, tmp = self.launch_argv(prog)
                        run['launch'] = self.phase(cg, argv, env)
                        shutil.rmtree(tmp, ignore_errors=True)
                        return run
                finally:
                        self.remove_cgroup(cg)


def trace_image_ranges(loop, mount_list, machine):
        """The image ranges (bytes, sorted, merged) the loop device reads while MOUNT_LIST is read
        through the mount from a dropped cache, unthrottled."""
        maj, mn = (int(x) for x in loop.dev.split(':'))
        drop_caches()
        trace = Trace(maj, mn)
        try:
                r = subprocess.run([machine.range_read, str(CHUNK), mount_list], capture_output=True,
                                   text=True)
                if r.returncode != 0:
                        raise Error('range-read %s: %s' % (mount_list, r.stderr.strip()))
                reqs = trace.collect()
        finally:
                trace.close()
        return merge_sectors(reqs)


def main(argv):
        ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
        ap.add_argument('--program', default='inkscape',
                        help='a program of the lab\'s suite (bench/lab.py): its command (default '
                        'inkscape)')
        ap.add_argument('--profile', default='hdd', choices=[p for p in lab.PROFILES if p != 'none'])
        ap.add_argument('--reps', type=int, default=2)
        ap.add_argument('--methods', default=','.join(METHODS))
        ap.add_argument('--loop-modes', default=','.join(LOOP_MODES))
        ap.add_argument('--from-profile', metavar='FILE',
                        help='warm the files and ranges of a preload profile (preloadctl\'s learned '
                        'profile) rather than the program\'s ld.so closure, whole')
        ap.add_argument('--json', metavar='FILE', help='write every run there')
        ap.add_argument('command', nargs='*', help='-- COMMAND: run that rather than --program')
        args = ap.parse_args(argv)
        methods = args.methods.split(',')
        modes = args.loop_modes.split(',')
        for m in methods:
                if m not in METHODS:
                        ap.error('--methods: %s is none of %s' % (m, ', '.join(METHODS)))
        for m in modes:
                if m not in LOOP_MODES:
                        ap.error('--loop-modes: %s is none of %s' % (m, ', '.join(LOOP_MODES)))
        if os.getuid() != 0:
                raise Error('needs root (drops caches, throttles, switches the loop device\'s mode)')
        check_lab_lock()
        os.makedirs('/run/preload-lab', exist_ok=True)
        lock = open('/run/preload-lab/lock', 'w')
        try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
                raise Error('a lab is running (/run/preload-lab/lock)')

        if args.command:
                spec = {'name': os.path.basename(args.command[0]), 'cmd': args.command}
        else:
                specs = [p for p in lab.EXTRA + lab.SUITE if p['name'] == args.program]
                if not specs:
                        raise Error('no program %r in the lab\'s suite' % args.program)
                spec = specs[0]
        prog = lab.resolve_program(spec, None)
        if args.from_profile:
                # the profile's files on the program's device (its home and temporary files are not)
                dev = os.stat(prog['targets'][0]).st_dev
                ranges = {}
                for p, r in lab.parse_profile(read(args.from_profile)).items():
                        p = os.path.realpath(p)
                        if os.path.isfile(p) and os.stat(p).st_dev == dev:
                                ranges.setdefault(p, []).extend(r)
        else:
                ranges = {p: [] for p in prog['files']}
        devices = lab.devices_for_files(list(ranges))
        if len(devices) != 1:
                raise Error('the files are on %d devices (%s): run inside bench/system-image.sh'
                            % (len(devices), ', '.join(d.describe() for d in devices)))
        loop = devices[0]
        lab.throttle_below_loop(devices)
        backing = read(os.path.join(loop.sysdir, 'loop', 'backing_file')).strip()
        loop_offset = int(read(os.path.join(loop.sysdir, 'loop', 'offset')))
        dev_node = '/dev/' + loop.name
        file_bytes = sum(os.path.getsize(p) for p in ranges)
        print('squashfs-warm: %s: %d files, %.1f MiB, on %s; backing file %s; profile %s %s'
              % (prog['name'], len(ranges), file_bytes / lab.MIB, loop.describe(), backing,
                 args.profile, lab.PROFILES[args.profile]), flush=True)

        tmpdir = tempfile.mkdtemp(prefix='squashfs-warm-')
        ra_path = loop.read_ahead_path
        ra_orig = int(read(ra_path))
        # A buffered loop device reads its backing file ahead in windows of the read_ahead_kb the
        # disk under it had when the loop device opened the file (the window is the open file's):
        # recorded, not changed
        disk_ra = int(read(loop.throttled.read_ahead_path))
        print('squashfs-warm: read_ahead_kb %d on %s for the run, %d on %s under it'
              % (lab.READ_AHEAD_KB, loop.name, disk_ra, loop.throttled.name), flush=True)
        dio_orig = read(os.path.join(loop.sysdir, 'loop', 'dio')).strip() == '1'
        runs = []
        try:
                write(ra_path, str(lab.READ_AHEAD_KB))
                machine = Machine(args, loop, tmpdir)
                lists = {}
                lists['mount'] = os.path.join(tmpdir, 'mount.list')
                write(lists['mount'], range_list(ranges))
                set_loop_dio(dev_node, True)
                image = trace_image_ranges(loop, lists['mount'], machine)
                image_bytes = sum(n for _, n in image)
                print('squashfs-warm: the files lie in %d ranges of the image, %.1f MiB '
                      '(%.2f of the files\' bytes)' % (len(image), image_bytes / lab.MIB,
                                                      image_bytes / max(file_bytes, 1)), flush=True)
                lists['device'] = os.path.join(tmpdir, 'device.list')
                write(lists['device'], range_list({dev_node: image}))
                lists['backing'] = os.path.join(tmpdir, 'backing.list')
                write(lists['backing'], range_list({backing: [(o + loop_offset, n) for o, n in image]}))
                for rep in range(args.reps):
                        for mode in modes:
                                set_loop_dio(dev_node, mode == 'dio')
                                for method in methods:
                                        r = machine.one(mode, method, prog, lists)
                                        r['rep'] = rep
                                        runs.append(r)
                                        bad = [ph for ph in ('prep', 'launch')
                                               if r.get(ph) and r[ph]['exit'] != 0]
                                        print('  rep %d %-8s %-7s prep %s launch %.2f s (%d own req)%s'
                                              % (rep, mode, method,
                                                 '%.2f s (%d own req)' % (r['prep']['wall_s'], r['prep']['cg_ios'])
                                                 if r['prep'] else '-',
                                                 r['launch']['wall_s'], r['launch']['cg_ios'],
                                                 ' FAILED: ' + '; '.join('%s: %s' % (ph, r[ph].get('stderr', ''))
                                                                          for ph in bad) if bad else ''),
                                              flush=True)
        finally:
                try:
                        set_loop_dio(dev_node, dio_orig)
                except OSError as e:
                        print('squashfs-warm: cannot put %s\'s direct I/O back: %s' % (dev_node, e),
                              file=sys.stderr)
                write(ra_path, str(ra_orig))
                shutil.rmtree(tmpdir, ignore_errors=True)
        summary = summarize_runs(runs)
        print()
        print(markdown_table(summary))
        if args.json:
                with open(args.json, 'w') as f:
                        json.dump({'program': prog['name'], 'cmd': prog['cmd'], 'files': len(ranges),
                                   'file_bytes': file_bytes, 'image_ranges': len(image),
                                   'image_bytes': image_bytes, 'device': loop.to_json(),
                                   'read_ahead_kb': lab.READ_AHEAD_KB, 'disk_read_ahead_kb': disk_ra,
                                   'profile': args.profile, 'runs': runs}, f, indent=1)
        return 0


if __name__ == '__main__':
        try:
                sys.exit(main(sys.argv[1:]))
        except (Error, lab.LabError) as e:
                print('squashfs-warm: %s' % e, file=sys.stderr)
                sys.exit(1)
        except KeyboardInterrupt:
                sys.exit(130)
