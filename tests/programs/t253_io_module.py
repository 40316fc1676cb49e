# CPython's io.py on lbbv's _io: the ABCs, Python subclasses of the raw
# and buffered bases, TextIOWrapper over any buffer, sys.stdout as a
# text stream, print(file=...) and a replaced sys.stdout
import io, sys

print(io.DEFAULT_BUFFER_SIZE, io.SEEK_END, issubclass(io.UnsupportedOperation, OSError))
for cls in [io.StringIO, io.BytesIO, io.FileIO, io.BufferedReader,
            io.BufferedWriter, io.BufferedRandom, io.BufferedRWPair,
            io.TextIOWrapper]:
    print(cls.__name__, issubclass(cls, io.IOBase),
          issubclass(cls, io.RawIOBase), issubclass(cls, io.BufferedIOBase),
          issubclass(cls, io.TextIOBase))

class Counter(io.RawIOBase):
    """A raw stream producing b'0123456789' twice, in pieces of 3."""
    def __init__(self):
        self.data = b"0123456789" * 2
        self.pos = 0
    def readable(self):
        return True
    def readinto(self, b):
        n = min(3, len(b), len(self.data) - self.pos)
        b[:n] = self.data[self.pos:self.pos + n]
        self.pos += n
        return n

c = Counter()
print(c.read(5), c.read(), c.read(), c.closed)
br = io.BufferedReader(Counter(), 4)
print(br.read(7), br.peek(1)[:1], br.read1(2), br.readline())
t = io.TextIOWrapper(io.BufferedReader(Counter()), encoding="ascii")
print(repr(t.read(4)), repr(t.readline()), t.encoding, t.readable())

class Sink(io.RawIOBase):
    def __init__(self):
        self.chunks = []
    def writable(self):
        return True
    def write(self, b):
        self.chunks.append(bytes(b))
        return len(b)

s = Sink()
bw = io.BufferedWriter(s, 8)
for i in range(20):
    bw.write(b"ab")
print(len(s.chunks), sum(len(x) for x in s.chunks))
bw.flush()
print(sum(len(x) for x in s.chunks), bw.closed)
bw.close()
print(bw.closed, s.closed)
try:
    bw.write(b"x")
except ValueError as e:
    print(type(e).__name__, e)

raw = io.BytesIO()
w = io.TextIOWrapper(raw, encoding="utf-8", newline="\r\n", write_through=True)
print(w.write("é\nz"), raw.getvalue())
w.seek(0)
print(repr(w.read()), w.tell())
print(w.detach() is raw)
try:
    w.read()
except ValueError as e:
    print(type(e).__name__, e)

pair = io.BufferedRWPair(io.BytesIO(b"in data"), io.BytesIO())
print(pair.read(2), pair.readable(), pair.writable(), pair.seekable())

rnd = io.BufferedRandom(io.BytesIO(b"0123456789"))
print(rnd.read(3), rnd.write(b"ABC"), rnd.seek(0), rnd.read())

# sys.stdout as a text stream
print(sys.stdout.encoding, sys.stdout.writable(), sys.stdout.name)
sys.stdout.write("direct\n")
sys.stdout.buffer.write(b"bytes\n")
sys.stdout.flush()
buf = io.StringIO()
for i in range(120):
    print(i, i * i, sep=":", end=";", file=buf)
print(len(buf.getvalue()))
saved = sys.stdout
sys.stdout = io.StringIO()
for i in range(120):
    print("x", i)
text = sys.stdout.getvalue()
sys.stdout = saved
print(len(text.splitlines()), text.splitlines()[-1])
print(sys.stdin.readable(), sys.stdin.name, sys.stdin.read())

# unsupported operations name themselves
for call in [lambda: io.BytesIO().fileno(), lambda: io.StringIO().detach(),
             lambda: io.BufferedReader(Counter()).write(b"x")]:
    try:
        call()
    except (io.UnsupportedOperation, AttributeError) as e:
        print(type(e).__name__, e)

# a file left open for writing is flushed when the program ends
f = open("/tmp/lbbv_t253.txt", "w")
f.write("still buffered at exit\n")
