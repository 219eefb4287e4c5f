# SPDX-License-Identifier: LGPL-2.1-or-later
"""The lab's launcher: a transient unit made over the user manager's private D-Bus socket, from
the lab's own (resident) process, as a desktop shell that is already running asks for one: the
scope of a process (`--launcher=gated`, `after-exec`) or an app service the manager starts itself
(`--launcher=service`, TransientService). `systemd-run --scope`, which the lab used before, is a
process of its own: started from a cold page cache it read its binary and libsystemd-shared (some
50 requests, 0.2 s on `hdd`) before the application could start, a cost no desktop launch pays.

Only what StartTransientUnit and its job's signals need of the D-Bus wire format (little-endian;
signatures of basic types, arrays, structs, dict entries and variants); no library, as the lab
runs on a bare Debian.
"""
import os
import re
import select
import socket
import struct
import subprocess
import time

ALIGN = {'y': 1, 'b': 4, 'n': 2, 'q': 2, 'i': 4, 'u': 4, 'x': 8, 't': 8, 'd': 8, 's': 4, 'o': 4,
         'g': 1, 'a': 4, '(': 8, '{': 8, 'v': 1, 'h': 4}
FIXED = {'y': 'B', 'b': 'I', 'n': 'h', 'q': 'H', 'i': 'i', 'u': 'I', 'x': 'q', 't': 'Q', 'd': 'd',
         'h': 'I'}
METHOD_CALL, METHOD_RETURN, ERROR, SIGNAL = 1, 2, 3, 4
FIELD_PATH, FIELD_INTERFACE, FIELD_MEMBER, FIELD_ERROR_NAME, FIELD_REPLY_SERIAL, \
        FIELD_DESTINATION, FIELD_SENDER, FIELD_SIGNATURE = 1, 2, 3, 4, 5, 6, 7, 8


MANAGER_PATH = '/org/freedesktop/systemd1'
MANAGER_IFACE = 'org.freedesktop.systemd1.Manager'
SERVICE_IFACE = 'org.freedesktop.systemd1.Service'
UNIT_IFACE = 'org.freedesktop.systemd1.Unit'
# how long a service's start job may take to end after its main process exited (TransientService)
JOB_GRACE_S = 0.5
# ExecMainCode: how the main process ended (waitid()'s si_code)
CLD_EXITED, CLD_KILLED, CLD_DUMPED = 1, 2, 3


class DBusError(Exception):
        pass


def type_end(sig, i):
        """The index just past the single complete type that starts at sig[i]."""
        if i >= len(sig):
                raise DBusError('signature %r cut short' % sig)
        c = sig[i]
        if c == 'a':
                return type_end(sig, i + 1)
        if c in '({':
                close = ')' if c == '(' else '}'
                i += 1
                while i < len(sig) and sig[i] != close:
                        i = type_end(sig, i)
                if i >= len(sig):
                        raise DBusError('signature %r cut short' % sig)
                return i + 1
        if c in ALIGN:
                return i + 1
        raise DBusError('bad signature %r at %d' % (sig, i))


def split_types(sig):
        out, i = [], 0
        while i < len(sig):
                j = type_end(sig, i)
                out.append(sig[i:j])
                i = j
        return out


class Writer:
        def __init__(self):
                self.buf = bytearray()

        def pad(self, n):
                self.buf += b'\0' * (-len(self.buf) % n)

        def put(self, t, v):
                c = t[0]
                self.pad(ALIGN[c])
                if c in FIXED:
                        self.buf += struct.pack('<' + FIXED[c], v)
                elif c in 'so':
                        b = v.encode()
                        self.buf += struct.pack('<I', len(b)) + b + b'\0'
                elif c == 'g':
                        b = v.encode()
                        self.buf += struct.pack('<B', len(b)) + b + b'\0'
                elif c == 'v':
                        sig, val = v
                        self.put('g', sig)
                        self.put(sig, val)
                elif c == 'a':
                        at = len(self.buf)
                        self.buf += b'\0\0\0\0'
                        self.pad(ALIGN[t[1]])  # not counted in the length
                        start = len(self.buf)
                        for e in v:
                                self.put(t[1:], e)
                        struct.pack_into('<I', self.buf, at, len(self.buf) - start)
                elif c in '({':
                        for sub, e in zip(split_types(t[1:-1]), v):
                                self.put(sub, e)
                else:
                        raise DBusError('cannot write %r' % t)


class Reader:
        def __init__(self, buf, pos=0):
                self.buf, self.pos = buf, pos

        def pad(self, n):
                self.pos += -self.pos % n

        def take(self, n):
                if self.pos + n > len(self.buf):
                        raise DBusError('message cut short')
                b = self.buf[self.pos:self.pos + n]
                self.pos += n
                return b

        def get(self, t):
                c = t[0]
                self.pad(ALIGN[c])
                if c in FIXED:
                        fmt = '<' + FIXED[c]
                        v, = struct.unpack(fmt, self.take(struct.calcsize(fmt)))
                        return bool(v) if c == 'b' else v
                if c in 'so':
                        n, = struct.unpack('<I', self.take(4))
                        s = self.take(n + 1)
                        return s[:-1].decode('utf-8', 'replace')
                if c == 'g':
                        n, = struct.unpack('<B', self.take(1))
                        return self.take(n + 1)[:-1].decode()
                if c == 'v':
                        sig = self.get('g')
                        return (sig, self.get(sig))
                if c == 'a':
                        n, = struct.unpack('<I', self.take(4))
                        self.pad(ALIGN[t[1]])
                        end, out = self.pos + n, []
                        if end > len(self.buf):
                                raise DBusError('array past the message')
                        while self.pos < end:
                                out.append(self.get(t[1:]))
                        return out
                if c in '({':
                        return tuple(self.get(sub) for sub in split_types(t[1:-1]))
                raise DBusError('cannot read %r' % t)


def message(serial, path, interface, member, sig, args, destination=None):
        """A method call, as bytes."""
        fields = [(FIELD_PATH, ('o', path)), (FIELD_INTERFACE, ('s', interface)),
                  (FIELD_MEMBER, ('s', member))]
        if destination:
                fields.append((FIELD_DESTINATION, ('s', destination)))
        if sig:
                fields.append((FIELD_SIGNATURE, ('g', sig)))
        body = Writer()
        for t, a in zip(split_types(sig), args):
                body.put(t, a)
        head = Writer()
        head.buf += struct.pack('<4BII', ord('l'), METHOD_CALL, 0, 1, len(body.buf), serial)
        head.put('a(yv)', fields)
        head.pad(8)
        return bytes(head.buf + body.buf)


def parse(buf):
        """(type, serial, {field: value}, body bytes) of one whole message; DBusError when it is
        not one."""
        if len(buf) < 16 or buf[0:1] != b'l' or buf[3] != 1:
                raise DBusError('not a little-endian D-Bus message')
        body_len, serial = struct.unpack_from('<II', buf, 4)
        r = Reader(buf, 12)
        fields = {code: val for code, (_, val) in r.get('a(yv)')}
        r.pad(8)
        if r.pos + body_len > len(buf):
                raise DBusError('message cut short')
        return buf[1], serial, fields, buf[r.pos:r.pos + body_len]


def message_size(head):
        """The whole size of a message from its first 16 bytes."""
        body_len, = struct.unpack_from('<I', head, 4)
        fields_len, = struct.unpack_from('<I', head, 12)
        return 16 + fields_len + (-(16 + fields_len) % 8) + body_len


class ManagerBus:
        """A connection to a user manager's private socket (peer to peer: no bus daemon, no
        Hello), authenticated as this process's user."""

        def __init__(self, runtime_dir, timeout=5.0):
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.settimeout(timeout)
                self.serial = 0
                # signals that came while a reply was awaited, for next_message()
                self.signals = []
                try:
                        self.sock.connect(os.path.join(runtime_dir, 'systemd', 'private'))
                        uid = str(os.geteuid()).encode().hex().encode()
                        # BEGIN with AUTH, as sd-bus's clients send it: sent after the OK, it
                        # could reach the manager in one read with the first call, which sd-bus
                        # (252) then left unread in its buffer until more came (measured: 36 of
                        # 50 Subscribe calls unanswered)
                        self.sock.sendall(b'\0AUTH EXTERNAL ' + uid + b'\r\nBEGIN\r\n')
                        line = self.readline()
                        if not line.startswith(b'OK '):
                                raise DBusError('authentication refused: %r' % line)
                except OSError as e:
                        self.sock.close()
                        raise DBusError('user manager at %s: %s' % (runtime_dir, e))

        def close(self):
                self.sock.close()

        def readline(self):
                out = b''
                while not out.endswith(b'\r\n'):
                        c = self.sock.recv(1)
                        if not c:
                                raise DBusError('connection closed')
                        out += c
                return out

        def recv_exact(self, n):
                out = b''
                while len(out) < n:
                        c = self.sock.recv(n - len(out))
                        if not c:
                                raise DBusError('connection closed')
                        out += c
                return out

        def read_message(self):
                """The next whole message: (type, serial, fields, body)."""
                head = self.recv_exact(16)
                return parse(head + self.recv_exact(message_size(head) - 16))

        def call(self, path, interface, member, sig, args):
                """The reply's body and signature; DBusError with the error's name and message.
                Signals that come meanwhile are kept for next_message()."""
                self.serial += 1
                serial = self.serial
                self.sock.sendall(message(serial, path, interface, member, sig, args,
                                          destination='org.freedesktop.systemd1'))
                while True:
                        msg = self.read_message()
                        mtype, _, fields, body = msg
                        if fields.get(FIELD_REPLY_SERIAL) != serial:
                                if mtype == SIGNAL:
                                        self.signals.append(msg)
                                continue  # or a reply to nothing of ours
                        rsig = fields.get(FIELD_SIGNATURE, '')
                        values = read_body(body, rsig)
                        if mtype == ERROR:
                                text = values[0] if values and isinstance(values[0], str) else ''
                                raise DBusError('%s: %s' % (fields.get(FIELD_ERROR_NAME), text))
                        return values

        def next_message(self, deadline):
                """The next signal (kept or new), or None when none came by DEADLINE
                (time.monotonic())."""
                if self.signals:
                        return self.signals.pop(0)
                while True:
                        # looked at once even when DEADLINE is past (a poll)
                        left = max(0.0, deadline - time.monotonic())
                        r, _, _ = select.select([self.sock], [], [], left)
                        if not r:
                                return None
                        msg = self.read_message()
                        if msg[0] == SIGNAL:
                                return msg

        def manager_call(self, member, sig='', args=()):
                return self.call(MANAGER_PATH, MANAGER_IFACE, member, sig, list(args))

        def subscribe(self):
                """Subscribe(): a private connection gets the manager's signals anyway, but a
                launcher on the bus asks, and it costs one round trip."""
                self.manager_call('Subscribe')

        def start_transient(self, unit, props):
                """StartTransientUnit of UNIT with PROPS (a(sv)); the job's object path."""
                out = self.manager_call('StartTransientUnit', 'ssa(sv)a(sa(sv))',
                                        [unit, 'fail', props, []])
                return out[0] if out else None

        def start_scope(self, unit, pid, description=None):
                """StartTransientUnit of the scope UNIT holding PID; the job's object path."""
                props = [('PIDs', ('au', [pid]))]
                if description:
                        props.append(('Description', ('s', description)))
                return self.start_transient(unit, props)

        def get_property(self, path, interface, name):
                """The value of a property of the object at PATH."""
                out = self.call(path, 'org.freedesktop.DBus.Properties', 'Get', 'ss',
                                [interface, name])
                return out[0][1]


def read_body(body, sig):
        r = Reader(body)
        return [r.get(t) for t in split_types(sig)]


def in_unit(pid, unit):
        """Whether PID's cgroup (v2) is UNIT's."""
        try:
                with open('/proc/%d/cgroup' % pid) as f:
                        return any(line.startswith('0::') and line.rstrip('\n').endswith('/' + unit)
                                   for line in f)
        except OSError:
                return False


def unit_path(unit):
        """The manager's object path of UNIT: every byte but [A-Za-z0-9] escaped as _xx (systemd's
        bus_label_escape())."""
        label = ''.join(chr(b) if chr(b).isascii() and chr(b).isalnum() else '_%02x' % b
                        for b in unit.encode())
        return MANAGER_PATH + '/unit/' + (label or '_')


ENV_NAME = re.compile(r'[A-Za-z_][A-Za-z0-9_]*\Z')
ENV_BAD_VALUE = re.compile(r'[\x00-\x08\x0a-\x1f\x7f]')


def env_assignments(env):
        """ENV (a mapping) as Environment= assignments, sorted, and the names left out: what the
        manager refuses (names other than [A-Za-z_][A-Za-z0-9_]*, values that are not UTF-8 or
        hold control characters other than a tab; older managers refuse those)."""
        out, dropped = [], []
        for k in sorted(env):
                v = env[k]
                try:
                        v.encode('utf-8')
                        ok = bool(ENV_NAME.match(k)) and not ENV_BAD_VALUE.search(v)
                except UnicodeEncodeError:
                        ok = False
                if ok:
                        out.append('%s=%s' % (k, v))
                else:
                        dropped.append(k)
        return out, dropped


def service_properties(argv, env, cwd, log_path, description=None, manager_env=()):
        """The a(sv) properties of a transient oneshot app service that runs ARGV (argv[0] an
        absolute path) in CWD with exactly the environment ENV (what the manager would add of its
        own environment, MANAGER_ENV, is unset), its output appended to LOG_PATH; and the names
        of ENV the manager would refuse (left out)."""
        assignments, dropped = env_assignments(env)
        ours = {a.split('=', 1)[0] for a in assignments}
        unset = sorted({a.split('=', 1)[0] for a in manager_env} - ours)
        props = []
        if description:
                props.append(('Description', ('s', description)))
        props += [
                ('Type', ('s', 'oneshot')),
                ('RemainAfterExit', ('b', False)),
                # as KIO asks: an instance would otherwise get a slice of its own per template
                ('Slice', ('s', 'app.slice')),
                # ExecStartEx for its flags: the manager expands $VAR in a plain ExecStart's
                # arguments, and the program must get them as any other launcher passes them
                ('ExecStartEx', ('a(sasas)', [(argv[0], list(argv), ['no-env-expand'])])),
                ('WorkingDirectory', ('s', cwd)),
                ('Environment', ('as', assignments)),
                ('StandardOutputFileToAppend', ('s', log_path)),
                ('StandardErrorFileToAppend', ('s', log_path)),
        ]
        if unset:
                props.append(('UnsetEnvironment', ('as', unset)))
        return props, dropped


class TransientService:
        """ARGV started by the user manager as the transient oneshot service UNIT
        (app-lab-ID@RANDOM.service), as KIO's service mode asks for one, with the manager's
        record of its main process: to the lab what a subprocess.Popen is (pid, returncode,
        wait(), poll(), kill()). The manager's change signal of the unit carries ExecMainCode,
        ExecMainStatus and the exit's CLOCK_MONOTONIC timestamp (ExecMainExitTimestampMonotonic)
        just before the start job's JobRemoved: a oneshot's start job ends only once its main
        process has exited and what it left behind is stopped.

        start_time: time.monotonic() just before StartTransientUnit was sent; exec_start_time: the
        manager forked the main process; exit_time: the manager reaped it; end_time: the earlier
        of that and the moment the lab read JobRemoved. Once the main process has exited, what is
        left of the unit is killed, a failed unit is reset, and the connection closed.
        DBusError when the manager refuses the unit."""

        def __init__(self, runtime_dir, unit, argv, env, cwd, log_path, description=None,
                     timeout=5.0):
                self.unit, self.path = unit, unit_path(unit)
                self.argv = list(argv)
                self.pid = None
                self.returncode = None
                self.result = None  # the start job's: done, failed, canceled, ...
                self.exec_main = {}
                self.start_time = self.exec_start_time = self.exit_time = self.job_time = None
                self.end_time = None
                self.job = None
                self.bus = ManagerBus(runtime_dir, timeout)
                try:
                        self.bus.subscribe()
                        manager_env = self.bus.get_property(MANAGER_PATH, MANAGER_IFACE,
                                                            'Environment')
                        props, self.env_dropped = service_properties(self.argv, env, cwd, log_path,
                                                                     description, manager_env)
                        self.start_time = time.monotonic()
                        self.job = self.bus.start_transient(unit, props)
                except BaseException:
                        self.bus.close()
                        raise

        def on_signal(self, msg):
                _, _, fields, body = msg
                member, path = fields.get(FIELD_MEMBER), fields.get(FIELD_PATH)
                if member == 'PropertiesChanged' and path == self.path:
                        iface, changed, _ = read_body(body, fields.get(FIELD_SIGNATURE, ''))
                        if iface == SERVICE_IFACE:
                                self.exec_main.update((k, v[1]) for k, v in changed
                                                      if k.startswith('ExecMain'))
                                self.note_exec()
                elif member == 'JobRemoved' and path == MANAGER_PATH:
                        _, job, _, result = read_body(body, fields.get(FIELD_SIGNATURE, ''))
                        if job == self.job:
                                self.result = result
                                self.job_time = time.monotonic()

        def note_exec(self):
                e = self.exec_main
                if e.get('ExecMainPID'):
                        self.pid = e['ExecMainPID']
                if e.get('ExecMainStartTimestampMonotonic') and self.exec_start_time is None:
                        self.exec_start_time = e['ExecMainStartTimestampMonotonic'] / 1e6
                if e.get('ExecMainCode') and self.exit_time is None:
                        ts = e.get('ExecMainExitTimestampMonotonic')
                        self.exit_time = ts / 1e6 if ts else time.monotonic()

        def wait(self, timeout=None):
                """The exit status (negative: the signal that killed it) once the main process has
                exited or the start job is over; subprocess.TimeoutExpired when neither within
                TIMEOUT seconds."""
                if self.returncode is not None:
                        return self.returncode
                deadline = time.monotonic() + (timeout if timeout is not None else 1e9)
                while self.result is None and self.exit_time is None:
                        msg = self.bus.next_message(deadline)
                        if msg is None:
                                raise subprocess.TimeoutExpired(self.argv, timeout)
                        self.on_signal(msg)
                # the job ends as the exit is announced, unless the manager is still stopping
                # what the program left behind (SIGTERM, then TimeoutStopSec=): not waited for
                self.wait_job(JOB_GRACE_S)
                self.finish()
                return self.returncode

        def wait_job(self, seconds):
                """Until the start job is over, for at most SECONDS."""
                deadline = time.monotonic() + seconds
                while self.result is None:
                        msg = self.bus.next_message(deadline)
                        if msg is None:
                                return
                        self.on_signal(msg)

        def poll(self):
                try:
                        return self.wait(0)
                except subprocess.TimeoutExpired:
                        return None

        def kill(self):
                """SIGKILL to every process of the unit, and its stop (which ends the start job)."""
                if self.returncode is not None:
                        return
                for member, sig, args in (('KillUnit', 'ssi', [self.unit, 'all', 9]),
                                          ('StopUnit', 'ss', [self.unit, 'replace'])):
                        try:
                                self.bus.manager_call(member, sig, args)
                        except (DBusError, OSError):
                                pass  # already gone, or the manager with it

        def finish(self):
                if not self.exec_main.get('ExecMainCode'):
                        # the change signal did not say: ask the unit while the manager has it
                        try:
                                for k in ('ExecMainPID', 'ExecMainCode', 'ExecMainStatus',
                                          'ExecMainExitTimestampMonotonic'):
                                        self.exec_main[k] = self.bus.get_property(self.path,
                                                                                  SERVICE_IFACE, k)
                        except DBusError:
                                pass
                        self.note_exec()
                code, status = (self.exec_main.get(k) for k in ('ExecMainCode', 'ExecMainStatus'))
                if code == CLD_EXITED:
                        self.returncode = status
                elif code in (CLD_KILLED, CLD_DUMPED):
                        self.returncode = -status
                else:
                        # never ran (ExecStart refused, a dependency failed): the job says
                        self.returncode = 0 if self.result == 'done' else 255
                self.end_time = min(t for t in (self.exit_time, self.job_time) if t is not None)
                self.cleanup()

        def cleanup(self):
                """Nothing of the unit is left running, a failed unit is reset (a oneshot that is
                done has been collected already), the connection closed."""
                try:
                        if self.result is None:
                                # left behind by the program and still stopping: as the lab's
                                # cgroup kill does for the other launches
                                self.bus.manager_call('KillUnit', 'ssi', [self.unit, 'all', 9])
                                self.wait_job(5)
                        try:
                                state = self.bus.get_property(self.path, UNIT_IFACE, 'ActiveState')
                        except DBusError:
                                state = None  # collected
                        if state not in (None, 'inactive', 'failed'):
                                self.bus.manager_call('StopUnit', 'ss', [self.unit, 'replace'])
                        if state is not None:
                                self.bus.manager_call('ResetFailedUnit', 's', [self.unit])
                except (DBusError, OSError):
                        pass
                finally:
                        self.bus.close()

        def close(self):
                """Give up on the unit (the lab stops): kill it and close the connection."""
                if self.returncode is None:
                        self.kill()
                        self.bus.close()
