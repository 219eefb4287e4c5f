# SPDX-License-Identifier: LGPL-2.1-or-later
"""The lab's portable profiles. `--export-profiles=DIR`: once the programs have learned their
profiles, each one the measured runs use is written in portable form (`preloadctl profile
export`) to DIR/PROGRAM.portable. `--profiles-from=DIR`: nothing is learned; each program's
DIR/PROGRAM.portable is imported (`preloadctl profile import`) into the lab's profile directory of
the program, where the profile methods and the lab's preloadd find a learned one. The pure parts
(paths, the commands' JSON summaries) are unit tested in test_lab.py; export_profile() and
import_profile() run preloadctl."""

import collections
import json
import os
import subprocess
import time

import lab_learn

SUFFIX = '.portable'


class PortableError(Exception):
        pass


def portable_path(d, name):
        """The portable profile of the program NAME in DIR."""
        return os.path.join(d, name + SUFFIX)


def export_dir(base, disk_profile, several):
        """Where a run exports: BASE, or BASE/DISK_PROFILE when one lab measures several disk
        profiles, each of which learns its own profiles (as its results go to OUT/PROFILE)."""
        return os.path.join(base, disk_profile) if several else base


def missing_sources(d, names):
        """The portable profiles --profiles-from=D lacks for the programs NAMES: their paths."""
        return [portable_path(d, n) for n in names if not os.path.isfile(portable_path(d, n))]


def _count(v):
        return len(v) if isinstance(v, list) else int(v or 0)


def _dropped(v):
        """[{'path', 'state', 'reason'}] of a list of dropped entries; [] of a count."""
        if not isinstance(v, list):
                return []
        return [{'path': d.get('path'), 'state': d.get('state'), 'reason': d.get('reason') or 'unknown'}
                if isinstance(d, dict) else {'path': str(d), 'state': None, 'reason': 'unknown'}
                for d in v]


def entry_summary(e):
        """A profile's entry of an export's or an import's JSON, as the lab keeps it: name, path
        (of the file written), files kept, files dropped (count, list and count by reason), and as
        they came the portable file's (import: 'file'), its files and lookups, lookups left out
        (export) and the error (import: nothing saved).

        export: {"name", "profile", "output", "files", "lookups", "dropped": [{"path", "state",
        "reason"}], "lookups_dropped"}, "files" being the files written.
        import, per file: {"file", "name", "files", "kept", "lookups", "dropped": [...], "path"}
        or with "error" in place of "path"."""
        if not isinstance(e, dict):
                raise PortableError('not an object: %r' % (e,))
        dropped = _dropped(e.get('dropped'))
        out = {'name': e.get('name'), 'path': e.get('path') or e.get('output'),
               'kept': _count(e.get('kept', e.get('files'))),
               'dropped': _count(e.get('dropped')),
               'dropped_files': dropped,
               'dropped_by_reason': dict(sorted(collections.Counter(
                       d['reason'] for d in dropped).items()))}
        for k in ('file', 'profile', 'files', 'lookups', 'lookups_dropped', 'error'):
                if k in e:
                        out[k] = e[k]
        return out


def parse_import_json(text):
        """What `preloadctl profile import --json` did: [entry_summary()], one per portable
        file, in order. Takes its {"directory", "imported": [...], "removed": [...]}."""
        try:
                doc = json.loads(text)
        except ValueError as e:
                raise PortableError('import: not JSON (%s): %r' % (e, text[:200]))
        if isinstance(doc, dict) and 'imported' in doc:
                doc = doc['imported']
        if isinstance(doc, dict):
                doc = [doc]
        if not isinstance(doc, list) or not doc:
                raise PortableError('import: no profile in its summary: %r' % text[:200])
        return [entry_summary(e) for e in doc]


def parse_export_json(text):
        """What `preloadctl profile export --json` says of the profile it wrote (entry_summary()),
        or None when it says nothing the lab can read: the portable file is what counts."""
        try:
                doc = json.loads(text)
        except ValueError:
                return None
        if isinstance(doc, dict) and isinstance(doc.get('exported'), (list, dict)):
                doc = doc['exported']
        if isinstance(doc, list):
                doc = doc[0] if doc else None
        try:
                return entry_summary(doc)
        except (PortableError, TypeError, ValueError):
                return None


def reasons_text(by_reason):
        """'missing here 2, another size here (another version) 1' of a count by reason."""
        return ', '.join('%s %d' % (r, n) for r, n in sorted(by_reason.items(),
                                                            key=lambda kv: (-kv[1], kv[0])))


def _run(cmd):
        r = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        if r.returncode != 0:
                raise PortableError('%s: %s' % (' '.join(cmd), (r.stderr.strip() or
                                                                'exit %d' % r.returncode)[-600:]))
        return r.stdout


def export_profile(preloadctl, profile_dir, name, out):
        """The profile NAME of PROFILE_DIR in portable form as OUT; what the export said of it
        (parse_export_json(), plus 'to' and 'wall_s')."""
        os.makedirs(os.path.dirname(out) or '.', exist_ok=True)
        t0 = time.monotonic()
        stdout = _run([preloadctl, 'profile', 'export', '--json', '--profile-dir=' + profile_dir,
                       '--output=' + out, name])
        if not os.path.isfile(out):
                raise PortableError('preloadctl profile export %s: wrote no %s' % (name, out))
        rec = parse_export_json(stdout) or {}
        rec.update({'to': out, 'wall_s': time.monotonic() - t0})
        return rec


def import_profile(preloadctl, src, profile_dir, name):
        """The portable profile SRC imported into PROFILE_DIR as the native profile NAME (the
        lab's program name: a profile exported from preloadd's own directory carries the
        executable's base name, which the lab renames as it does an observed one). What the import
        said of it (entry_summary(), plus 'from', 'imported_as' and 'wall_s')."""
        os.makedirs(profile_dir, exist_ok=True)
        t0 = time.monotonic()
        cmd = [preloadctl, 'profile', 'import', '--json', '--profile-dir=' + profile_dir, src]
        r = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        try:
                entries = parse_import_json(r.stdout)
        except PortableError as e:
                # a failure before the report (bad option, no such file)
                raise PortableError('%s: %s' % (' '.join(cmd), (r.stderr.strip() or str(e))[-600:]))
        if len(entries) != 1:
                raise PortableError('%s: the import reported %d profiles, not one' % (src, len(entries)))
        rec = entries[0]
        if rec.get('error') or r.returncode != 0:
                raise PortableError('%s: not imported: %s%s' % (
                        src, rec.get('error') or r.stderr.strip()[-300:] or 'exit %d' % r.returncode,
                        ' (dropped: %s)' % reasons_text(rec['dropped_by_reason'])
                        if rec['dropped_by_reason'] else ''))
        got = rec['path'] or os.path.join(profile_dir, '%s.profile' % rec['name'])
        dest = os.path.join(profile_dir, name + '.profile')
        if not os.path.isfile(got):
                raise PortableError('%s: the import wrote no %s' % (src, got))
        if os.path.abspath(got) != os.path.abspath(dest):
                with open(got) as f:
                        text = f.read()
                try:
                        text = lab_learn.renamed_profile(text, name)
                except lab_learn.LearnError as e:
                        raise PortableError('%s: %s' % (got, e))
                with open(dest, 'w') as f:
                        f.write(text)
                os.unlink(got)
        rec.update({'from': src, 'imported_as': rec['name'], 'name': name, 'path': dest,
                    'wall_s': time.monotonic() - t0})
        return rec


def option_error(export_to, profiles_from, uses_profiles, names):
        """What is wrong with --export-profiles=EXPORT_TO and --profiles-from=PROFILES_FROM for a
        run of the programs NAMES whose methods use a learned profile (USES_PROFILES), or None."""
        flags = [f for f, v in (('--export-profiles', export_to), ('--profiles-from', profiles_from))
                 if v]
        if flags and not uses_profiles:
                return ('%s: no method of the run uses a learned profile (preload-profile, '
                        'preloadd-launch, ...)' % ' and '.join(flags))
        if profiles_from:
                if not os.path.isdir(profiles_from):
                        return '--profiles-from: %s: no such directory' % profiles_from
                missing = missing_sources(profiles_from, names)
                if missing:
                        return '--profiles-from: no portable profile %s' % ', '.join(missing)
        return None


def exported_text(name, rec):
        """'gcc (120 files, 4 left out)' of an export_profile() record."""
        if 'kept' not in rec:
                return name
        return '%s (%d files, %d left out%s)' % (
                name, rec['kept'], rec['dropped'],
                ': ' + reasons_text(rec['dropped_by_reason']) if rec['dropped_by_reason'] else '')
