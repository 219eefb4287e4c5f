# SPDX-License-Identifier: LGPL-2.1-or-later
"""The lab's launcher: a transient scope made for a process over the user manager's private D-Bus
socket, from the lab's own (resident) process, as a desktop shell that is already running asks
for one. `systemd-run --scope`, which the lab used before, is a process of its own: started from
a cold page cache it read its binary and libsystemd-shared (some 50 requests, 0.2 s on `hdd`)
before the application could start, a cost no desktop launch pays.

Only what StartTransientUnit needs of the D-Bus wire format (little-endian; signatures of
basic types, arrays, structs and variants); no library, as the lab runs on a bare Debian.
"""
import os
import socket
import struct

ALIGN = {'y': 1, 'b': 4, 'n': 2, 'q': 2, 'i': 4, 'u': 4, 'x': 8, 't': 8, 'd': 8, 's': 4, 'o': 4,
         'g': 1, 'a': 4, '(': 8, '{': 8, 'v': 1, 'h': 4}
FIXED = {'y': 'B', 'b': 'I', 'n': 'h', 'q': 'H', 'i': 'i', 'u': 'I', 'x': 'q', 't': 'Q', 'd': 'd',
         'h': 'I'}
METHOD_CALL, METHOD_RETURN, ERROR, SIGNAL = 1, 2, 3, 4
FIELD_PATH, FIELD_INTERFACE, FIELD_MEMBER, FIELD_ERROR_NAME, FIELD_REPLY_SERIAL, \
        FIELD_DESTINATION, FIELD_SENDER, FIELD_SIGNATURE = 1, 2, 3, 4, 5, 6, 7, 8


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
                try:
                        self.sock.connect(os.path.join(runtime_dir, 'systemd', 'private'))
                        uid = str(os.geteuid()).encode().hex().encode()
                        self.sock.sendall(b'\0AUTH EXTERNAL ' + uid + b'\r\n')
                        line = self.readline()
                        if not line.startswith(b'OK '):
                                raise DBusError('authentication refused: %r' % line)
                        self.sock.sendall(b'BEGIN\r\n')
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

        def call(self, path, interface, member, sig, args):
                """The reply's body and signature; DBusError with the error's name and message."""
                self.serial += 1
                serial = self.serial
                self.sock.sendall(message(serial, path, interface, member, sig, args,
                                          destination='org.freedesktop.systemd1'))
                while True:
                        head = self.recv_exact(16)
                        msg = head + self.recv_exact(message_size(head) - 16)
                        mtype, _, fields, body = parse(msg)
                        if fields.get(FIELD_REPLY_SERIAL) != serial:
                                continue  # a signal, or a reply to nothing of ours
                        rsig = fields.get(FIELD_SIGNATURE, '')
                        values = read_body(body, rsig)
                        if mtype == ERROR:
                                text = values[0] if values and isinstance(values[0], str) else ''
                                raise DBusError('%s: %s' % (fields.get(FIELD_ERROR_NAME), text))
                        return values

        def start_scope(self, unit, pid, description=None):
                """StartTransientUnit of the scope UNIT holding PID; the job's object path."""
                props = [('PIDs', ('au', [pid]))]
                if description:
                        props.append(('Description', ('s', description)))
                out = self.call('/org/freedesktop/systemd1', 'org.freedesktop.systemd1.Manager',
                                'StartTransientUnit', 'ssa(sv)a(sa(sv))', [unit, 'fail', props, []])
                return out[0] if out else None


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
