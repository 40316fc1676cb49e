# open() on real files under /tmp: text and binary modes, iteration,
# seek/tell, append, encodings, newline translation, errors
# (no os yet on this branch: the file is left empty at the end)
import io, os

path = "/tmp/lbbv_t251_%d.txt" % os.getpid()   # (parallel runs: one each)

with open(path, "w") as f:
    print(type(f).__name__, type(f.buffer).__name__, type(f.buffer.raw).__name__)
    print(f.mode, f.encoding, f.name == path, f.writable(), f.readable())
    for i in range(200):
        f.write("line %d é\n" % i)
    print(f.tell())
print(f.closed)

with open(path) as f:
    n = 0
    for line in f:
        n += len(line)
    print(n, repr(line))
with open(path, encoding="utf-8") as f:
    print(repr(f.readline()), repr(f.read(7)), f.tell())
    f.seek(0)
    print(len(f.readlines()))

with open(path, "rb") as f:
    print(type(f).__name__, f.read(10), f.tell())
    f.seek(-5, 2)
    print(f.read(), f.read())

with open(path, "a") as f:
    f.write("appended\n")
with open(path, "rb") as f:
    data = f.read()
print(len(data), data[-20:])

with open(path, "wb") as f:
    print(f.write(b"a\r\nb\rc\n"), type(f).__name__)
with open(path, newline="") as f:
    print([f.readline() for i in range(4)])
with open(path) as f:
    print(repr(f.read()), f.newlines)
with open(path, "w", newline="\r\n") as f:
    f.write("x\ny\n")
with open(path, "rb") as f:
    print(f.read())

with open(path, "w", encoding="latin-1") as f:
    f.write("café\n")
with open(path, "rb") as f:
    print(f.read())
with open(path, encoding="ascii", errors="replace") as f:
    print(repr(f.read()))
try:
    with open(path, encoding="utf-8") as f:
        f.read()
except UnicodeDecodeError as e:
    print(type(e).__name__, e)

with open(path, "r+b") as f:
    f.seek(1)
    f.write(b"XY")
    f.seek(0)
    print(f.read(), type(f).__name__)

with open(path, "w+") as f:
    f.write("hello")
    f.seek(0)
    print(f.read())

with open(path, "rb", buffering=0) as f:
    print(type(f).__name__, f.read(2), f.readall())

for args in [("/nonexistent/dir/x",), (path, "rw"), (path, "z"), (path, "rbt"),
             (path, "rb", -1, "utf-8")]:
    try:
        open(*args)
    except (OSError, ValueError) as e:
        print(type(e).__name__, e)
try:
    open(path, "x")
except FileExistsError as e:
    print(type(e).__name__, e.errno, e.filename == path)
try:
    open("/tmp")
except IsADirectoryError as e:
    print(type(e).__name__, e)

f = open(path)
f.close()
try:
    f.read()
except ValueError as e:
    print(type(e).__name__, e)
try:
    open(path, "w").read()
except io.UnsupportedOperation as e:
    print(type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))

open(path, "w").close()

if os.path.exists(path):
    os.remove(path)
