# pickling to and from files: the writes a Pickler makes (frames flushed
# at 64 KiB, large payloads written alone), several pickles in one
# stream, files with only read() and readline(), with peek(), with
# readinto(); the file is left just after each pickle
import io
import os
import pickle
import tempfile


class Recorder:
    def __init__(self):
        self.chunks = []
    def write(self, b):
        self.chunks.append(bytes(b))
        return len(b)


big = [b"x" * 70000, "y" * 10, [bytes([i]) * 600 for i in range(130)],
       b"z" * 100]
for proto in (2, 3, 4, 5):
    r = Recorder()
    pickle.dump(big, r, proto)
    print(proto, [len(c) for c in r.chunks])
    data = b"".join(r.chunks)
    print(data == pickle.dumps(big, proto), pickle.loads(data) == big)
    r = Recorder()
    p = pickle.Pickler(r, proto)
    p.dump(big)
    p.dump("again")
    print([len(c) for c in r.chunks])

# several pickles in one stream
buf = io.BytesIO()
for obj in (1, [2, 3], {"four": 4}, "five" * 100, None):
    pickle.dump(obj, buf, 4)
buf.seek(0)
u = pickle.Unpickler(buf)
positions = []
for _ in range(5):
    print(repr(u.load())[:30], end=" ")
    positions.append(buf.tell())
print(positions)
buf.seek(0)
for _ in range(5):
    x = pickle.load(buf)
    print(type(x).__name__, buf.tell(), end="; ")
print()
try:
    pickle.load(buf)
except EOFError as e:
    print("EOFError", e)


class Minimal:
    """read() and readline() only, with a log of the calls."""
    def __init__(self, data):
        self.data = data
        self.pos = 0
        self.calls = []
    def read(self, n):
        self.calls.append(("read", n))
        r = self.data[self.pos:self.pos + n]
        self.pos += len(r)
        return r
    def readline(self):
        self.calls.append(("readline",))
        i = self.data.find(b"\n", self.pos)
        end = len(self.data) if i < 0 else i + 1
        r = self.data[self.pos:end]
        self.pos = end
        return r


class WithPeek(Minimal):
    def peek(self, n):
        self.calls.append(("peek", n))
        return self.data[self.pos:self.pos + n]


class WithReadinto(Minimal):
    def readinto(self, b):
        self.calls.append(("readinto", len(b)))
        r = self.data[self.pos:self.pos + len(b)]
        b[:len(r)] = r
        self.pos += len(r)
        return len(r)


obj = [1, "a", (2.5, b"b" * 70000), {"k": b"v" * 300}]
for cls in (Minimal, WithPeek, WithReadinto):
    for proto in (0, 2, 4, 5):
        m = cls(pickle.dumps(obj, proto) + b"rest")
        x = pickle.load(m)
        print(cls.__name__, proto, x == obj, m.pos, m.calls[:10],
              len(m.calls))
m = Minimal(pickle.dumps(obj, 4)[:-20])
try:
    pickle.load(m)
except pickle.UnpicklingError as e:
    print("UnpicklingError", e)


class BadRead(Minimal):
    def read(self, n):
        return "not bytes"


try:
    pickle.load(BadRead(b""))
except TypeError as e:
    print("TypeError", e)


class NonBytesRead(Minimal):
    def read(self, n):
        return bytearray(Minimal.read(self, n))


print(pickle.load(NonBytesRead(pickle.dumps([b"q" * 10], 4))))
try:
    pickle.load(NonBytesRead(b"\x80\x04B\x00\x00\x01\x00" + b"q" * 65536 +
                             b"."))
except ValueError as e:
    print("ValueError", e.args[0][:40])

# a real file
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "data.pickle")
    with open(path, "wb") as f:
        pickle.dump({"a": [1, 2, 3]}, f)
        pickle.dump(big, f, 5)
        pickle.dump("end", f, 0)
    with open(path, "rb") as f:
        print(pickle.load(f), pickle.load(f) == big, pickle.load(f),
              f.read())
    with open(path, "rb") as f:
        u = pickle.Unpickler(f)
        print(u.load(), u.load() == big, u.load())
