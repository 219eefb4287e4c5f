#!/usr/bin/env python3
# SPDX-License-Identifier: LGPL-2.1-or-later
"""What a command's block requests are: inode-table blocks, directory blocks, other metadata or
file data. Root only, inside bench/system-image.sh (the files on a loop device of their own):

    bench/system-image.sh --add build/preloadctl/preloadctl -- \\
        python3 -B bench/metadata-requests.py --reps 2 -- \\
        /usr/lib/preload-lab/preloadctl warm --dry-run --plan=profile --profile-dir=DIR vim

For each repetition it empties the page cache, records the requests issued to the device under
/usr (tracefs block_rq_issue, in an instance of its own), runs the command, and looks every
request's first block up in the image: in an inode table (dumpe2fs), else the inode owning it
(debugfs icheck) and that inode's path (debugfs ncheck), a directory or a file. It prints the
counts per kind and the paths that cost most. Nothing is written but the tracefs instance, which
it removes.
"""
import argparse
import collections
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
import lab  # noqa: E402  (beside this file: the lab's lookup of a file's block device)

TRACEFS = '/sys/kernel/tracing'
RQ = re.compile(r'block_rq_issue: \d+,\d+ (\S+) \d+ \(\) (\d+) \+ (\d+)')


def parse_requests(text, block_size=4096):
        """tracefs block_rq_issue lines -> [(rwbs, first block, blocks)] of the reads."""
        out = []
        per_block = block_size // 512
        for line in text.splitlines():
                m = RQ.search(line)
                if not m or 'R' not in m.group(1):
                        continue
                sector, n = int(m.group(2)), int(m.group(3))
                out.append((m.group(1), sector // per_block, max(1, n // per_block)))
        return out


def parse_inode_tables(dumpe2fs_text):
        """dumpe2fs output -> [(first, last)] block ranges of the inode tables."""
        return [(int(a), int(b)) for a, b in re.findall(r'Inode table at (\d+)-(\d+)', dumpe2fs_text)]


def classify(requests, itables, owner, paths, is_dir):
        """Each request -> (kind, path): 'inode-table', 'directory', 'file' or 'other metadata'
        (a block no inode owns: a group descriptor, a bitmap, the journal). owner maps a block to
        its inode number, paths an inode to a path, is_dir(path) tells directories."""
        out = []
        for _, block, _ in requests:
                if any(a <= block <= b for a, b in itables):
                        out.append(('inode-table', None))
                        continue
                path = paths.get(owner.get(block))
                if path is None:
                        out.append(('other metadata', None))
                else:
                        out.append(('directory' if is_dir(path) else 'file', path))
        return out


def itable_windows(requests, itables, ra_blocks=32):
        """{requests in one window: windows}: how the inode-table requests fall into ext4's
        inode_readahead_blks windows (aligned on ra_blocks), each read on a miss."""
        per = collections.Counter(block & ~(ra_blocks - 1) for _, block, _ in requests
                                  if any(a <= block <= b for a, b in itables))
        return dict(sorted(collections.Counter(per.values()).items()))


def parse_extents(debugfs_text):
        """debugfs 'ex <INO>' answers (from -f, each after its 'debugfs: ex <INO>' line) ->
        {inode: [(logical, physical, blocks)]} of the leaf extents."""
        out, ino = {}, None
        for line in debugfs_text.splitlines():
                m = re.match(r'debugfs: ex <(\d+)>', line)
                if m:
                        ino = m.group(1)
                        out[ino] = []
                        continue
                m = re.match(r'\s*(\d+)/\s*(\d+)\s+\d+/\s*\d+\s+(\d+) -\s*\d+\s+(\d+) -\s*\d+\s+(\d+)', line)
                if m and ino is not None and m.group(1) == m.group(2):
                        out[ino].append((int(m.group(3)), int(m.group(4)), int(m.group(5))))
        return out


def logical_block(extents, block):
        """The file block at physical block, or None."""
        for lo, phys, n in extents:
                if phys <= block < phys + n:
                        return lo + block - phys
        return None


GAP_BINS = (0, 32, 256, 2048)  # blocks: adjacent, within 128 KiB, 1 MiB, 8 MiB


def gap_bin(gap):
        """A gap in blocks -> its label: the bins of GAP_BINS, 'backwards' below 0."""
        if gap < 0:
                return 'backwards'
        for b in GAP_BINS:
                if gap <= b:
                        return 'adjacent' if b == 0 else '<= %d KiB' % (b * 4)
        return '> %d KiB' % (GAP_BINS[-1] * 4)


SIZE_BINS = (1, 4, 16, 32, 64, 256)  # blocks


def size_bin(blocks):
        for b in SIZE_BINS:
                if blocks <= b:
                        return '<= %d KiB' % (b * 4)
        return '> %d KiB' % (SIZE_BINS[-1] * 4)


def data_report(requests, kinds, owner, extents):
        """What the file-data requests are, in issue order: their sizes; for each one after the
        first, how it lies against the data request before it (the same file or another, and the
        physical gap between them in blocks: what a merge or a larger bridge would need); the
        requests per file; and blocks read twice. extents maps an inode to parse_extents' list."""
        data = [(r, k[1]) for r, k in zip(requests, kinds) if k[0] == 'file']
        rep = {'requests': len(data), 'blocks': sum(r[2] for r, _ in data),
               'sizes': collections.Counter(size_bin(r[2]) for r, _ in data),
               'same file': collections.Counter(), 'other file': collections.Counter(),
               'per file': collections.Counter(p for _, p in data), 'reread blocks': 0}
        seen = set()
        prev = None
        for (rwbs, block, n), path in data:
                for b in range(block, block + n):
                        if b in seen:
                                rep['reread blocks'] += 1
                        seen.add(b)
                if prev is not None:
                        (pb, pn), ppath = prev
                        gap = block - (pb + pn)
                        ino = owner.get(block)
                        if path == ppath and ino in extents:
                                # within a file the gap that a bridge closes is the logical one
                                a = logical_block(extents[ino], pb + pn - 1)
                                b = logical_block(extents[ino], block)
                                if a is not None and b is not None:
                                        gap = b - a - 1
                        rep['same file' if path == ppath else 'other file'][gap_bin(gap)] += 1
                prev = ((block, n), path)
        return rep


def format_data_report(rep, top=8):
        lines = ['    data: %d requests, %.1f MiB, %d blocks read twice' % (
                rep['requests'], rep['blocks'] * 4 / 1024, rep['reread blocks'])]
        order = ['<= %d KiB' % (b * 4) for b in SIZE_BINS] + ['> %d KiB' % (SIZE_BINS[-1] * 4)]
        lines.append('    sizes: ' + ', '.join('%s %d' % (k, rep['sizes'][k]) for k in order if rep['sizes'][k]))
        gaps = ['adjacent'] + ['<= %d KiB' % (b * 4) for b in GAP_BINS[1:]] + [
                '> %d KiB' % (GAP_BINS[-1] * 4), 'backwards']
        for k in ('same file', 'other file'):
                c = rep[k]
                lines.append('    after one of the %s (%d): %s' % (k, sum(c.values()), ', '.join(
                        'gap %s %d' % (g, c[g]) for g in gaps if c[g]) or 'none'))
        per = collections.Counter(rep['per file'].values())
        lines.append('    files: %d; by requests each: %s' % (len(rep['per file']), ', '.join(
                '%d in %d' % (per[n], n) for n in sorted(per))))
        for p, n in rep['per file'].most_common(top):
                lines.append('    %4d  %s' % (n, p))
        return lines


def debugfs_extents(image, inodes):
        """{inode: extents} of inodes (debugfs -f, one 'ex' each)."""
        import tempfile
        with tempfile.NamedTemporaryFile('w', suffix='.debugfs') as f:
                f.write(''.join('ex <%s>\n' % i for i in inodes))
                f.flush()
                r = subprocess.run(['debugfs', '-f', f.name, image], capture_output=True, text=True,
                                   check=False)
        return parse_extents(r.stdout)


def debugfs(image, command, args):
        """Runs a debugfs request over args in batches; the lines of its answers."""
        lines = []
        for i in range(0, len(args), 200):
                r = subprocess.run(['debugfs', '-R', '%s %s' % (command, ' '.join(args[i:i + 200])), image],
                                   capture_output=True, text=True, check=False)
                lines += r.stdout.splitlines()[1:]
        return lines


def lookup_blocks(image, blocks):
        owner, paths = {}, {}
        for line in debugfs(image, 'icheck', [str(b) for b in blocks]):
                f = line.split()
                if len(f) >= 2 and f[0].isdigit() and f[1].isdigit():
                        owner[int(f[0])] = f[1]
        for line in debugfs(image, 'ncheck', sorted(set(owner.values()))):
                f = line.split(None, 1)
                if len(f) == 2 and f[0].isdigit():
                        paths.setdefault(f[0], f[1])
        return owner, paths


def write(path, text):
        with open(path, 'w') as f:
                f.write(text)


def trace(argv, devnum):
        inst = os.path.join(TRACEFS, 'instances', 'preload-metadata-%d' % os.getpid())
        if not os.path.isdir(os.path.join(TRACEFS, 'instances')):
                subprocess.run(['mount', '-t', 'tracefs', 'none', TRACEFS], check=True)
        os.mkdir(inst)
        try:
                ev = os.path.join(inst, 'events', 'block', 'block_rq_issue')
                major, minor = devnum
                write(os.path.join(ev, 'filter'), 'dev == %d' % (major << 20 | minor))
                write(os.path.join(ev, 'enable'), '1')
                os.sync()
                write('/proc/sys/vm/drop_caches', '3')
                write(os.path.join(inst, 'trace'), '')
                write(os.path.join(inst, 'tracing_on'), '1')
                subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
                write(os.path.join(inst, 'tracing_on'), '0')
                with open(os.path.join(inst, 'trace')) as f:
                        text = f.read()
                write(os.path.join(ev, 'enable'), '0')
        finally:
                os.rmdir(inst)
        return text


def main():
        ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
        ap.add_argument('--reps', type=int, default=1)
        ap.add_argument('--top', type=int, default=8, help='paths to list')
        ap.add_argument('--mount', default='/usr', help='a mount point on the traced device')
        ap.add_argument('--data', action='store_true',
                        help='also tell the file-data requests apart: sizes, gaps, files')
        ap.add_argument('--list', action='store_true',
                        help='also print every request in issue order: kind, blocks, path')
        ap.add_argument('argv', nargs='+')
        args = ap.parse_args()
        if os.geteuid() != 0:
                sys.exit('metadata-requests: needs root (tracefs, drop_caches, the image)')
        try:
                major, minor, fstype = lab.file_block_device(args.mount)
        except lab.LabError as e:
                sys.exit('metadata-requests: %s' % e)
        if fstype != 'ext4':
                sys.exit('metadata-requests: %s: on %s; the blocks are looked up in ext4\'s metadata '
                         '(dumpe2fs, debugfs), so the copy must be ext4 (bench/system-image.sh --fs=ext4)'
                         % (args.mount, fstype))
        devnum = (major, minor)
        try:
                with open('/sys/dev/block/%d:%d/loop/backing_file' % devnum) as f:
                        image = f.read().strip()
        except FileNotFoundError:
                sys.exit('metadata-requests: %s: on %d:%d, no loop device (run it inside '
                         'bench/system-image.sh)' % ((args.mount,) + devnum))
        itables = parse_inode_tables(subprocess.run(['dumpe2fs', image], capture_output=True, text=True,
                                                    check=True).stdout)
        try:
                with open('/sys/fs/ext4/%s/inode_readahead_blks' % os.path.basename(
                                os.path.realpath('/sys/dev/block/%d:%d' % devnum))) as f:
                        ra_blocks = int(f.read())
        except (OSError, ValueError):
                ra_blocks = 32
        for rep in range(args.reps):
                reqs = parse_requests(trace(args.argv, devnum))
                owner, paths = lookup_blocks(image, sorted({b for _, b, _ in reqs}))
                kinds = classify(reqs, itables, owner, paths,
                                 lambda p: os.path.isdir(p) and not os.path.islink(p))
                counts = collections.Counter(k for k, _ in kinds)
                print('rep %d: %d requests: %s' % (rep, len(reqs), ', '.join(
                        '%s %d' % (k, counts[k]) for k in ('inode-table', 'directory', 'other metadata',
                                                           'file') if counts[k])))
                windows = itable_windows(reqs, itables, ra_blocks)
                print('    inode-table windows (of %d blocks) by requests each: %s' % (
                        ra_blocks, ', '.join('%d in %d' % (w, r) for r, w in windows.items()) or 'none'))
                for (k, p), n in collections.Counter(kinds).most_common(args.top):
                        if p:
                                print('    %4d  %-9s %s' % (n, k, p))
                if args.list:
                        for (rwbs, block, n), (k, p) in zip(reqs, kinds):
                                print('    %-5s %10d +%-4d %-14s %s' % (rwbs, block, n, k, p or ''))
                if args.data:
                        inodes = sorted({owner[b] for (_, b, _), (k, _) in zip(reqs, kinds)
                                         if k == 'file'}, key=int)
                        rep = data_report(reqs, kinds, owner, debugfs_extents(image, inodes))
                        print('\n'.join(format_data_report(rep, args.top)))


if __name__ == '__main__':
        main()
