# io.StringIO and io.BytesIO: reading, writing, seeking, newlines, errors
import io

s = io.StringIO("héllo\nwörld\nlast")
print(repr(s.readline()), repr(s.read(3)), s.tell())
print(repr(s.read()), repr(s.read()), s.tell())
s.seek(0)
print(s.readlines())
s.seek(2)
s.write("XY€")
print(repr(s.getvalue()), s.tell())
s.seek(0, 2)
s.write("!")
print(repr(s.getvalue()))
print(s.truncate(4), repr(s.getvalue()), s.tell())
print(s.readable(), s.writable(), s.seekable(), s.closed)
s.close()
print(s.closed)
for op in [lambda: s.read(), lambda: s.write("x"), lambda: s.getvalue()]:
    try:
        op()
    except ValueError as e:
        print(type(e).__name__, e)

u = io.StringIO("a\r\nb\rc\n", newline=None)
print(repr(u.getvalue()), u.newlines)
u = io.StringIO(newline="")
u.write("a\r\nb\rc\nd")
u.seek(0)
print([line for line in u])
u = io.StringIO(newline="\r\n")
u.write("x\ny\n")
print(repr(u.getvalue()))

try:
    io.StringIO().write(b"x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    io.StringIO(newline="x")
except ValueError as e:
    print(type(e).__name__, e)
try:
    io.StringIO().seek(-1)
except ValueError as e:
    print(type(e).__name__, e)

# hot loop: many writes, then line iteration
buf = io.StringIO()
for i in range(300):
    buf.write("line %d\n" % i)
    if i % 100 == 99:
        print(buf.tell())
total = 0
buf.seek(0)
for line in buf:
    total += len(line)
print(total)

b = io.BytesIO(b"ab\ncd\nef")
print(b.readline(), b.read(2), b.read(), b.read(), b.tell())
b.seek(1)
b.write(b"ZZ")
print(b.getvalue())
b.seek(10)
b.write(b"!")
print(b.getvalue(), b.tell())
ba = bytearray(4)
b.seek(0)
print(b.readinto(ba), ba)
print(b.seek(-2, 2), b.read(), b.truncate(3), b.getvalue())
print(list(io.BytesIO(b"x\ny\n")))
try:
    io.BytesIO().write("str")
except TypeError as e:
    print(type(e).__name__, e)
b.close()
try:
    b.read()
except ValueError as e:
    print(type(e).__name__, e)

# subclasses, context manager, types changing in a loop
class Upper(io.StringIO):
    def write(self, s):
        return super().write(s.upper())

with Upper() as up:
    print("hello", file=up)
    print(up.getvalue(), end="")
print(up.closed)
print(isinstance(up, io.IOBase), isinstance(up, io.TextIOBase),
      isinstance(io.BytesIO(), io.BufferedIOBase))
streams = [io.StringIO(), io.BytesIO(), Upper()]
for i in range(150):
    st = streams[i % 3]
    st.write("ab" if not isinstance(st, io.BytesIO) else b"ab")
print([len(st.getvalue()) for st in streams])
