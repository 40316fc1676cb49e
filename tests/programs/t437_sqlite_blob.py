# _sqlite3 Blob (Connection.blobopen): read/write/seek/tell, indexing and
# slices, the context manager, read-only blobs and errors
import sqlite3

con = sqlite3.connect(":memory:")
con.execute("create table b(id integer primary key, data blob, name text)")
con.execute("insert into b(data, name) values (zeroblob(16), 'z')")
con.execute("insert into b(data, name) values (x'0102030405', 'five')")
blob = con.blobopen("b", "data", 1)
print(type(blob).__name__, len(blob), blob.tell())
blob.write(b"hello")
print(blob.tell(), blob.read(3), blob.tell())
blob.seek(0)
print(blob.read())
blob.seek(-4, 2)
blob.write(bytearray(b"END!"))
blob.seek(2)
blob.seek(3, 1)
print(blob.tell(), blob.read(-1), blob.read(), blob.read(5))
for args in [(17,), (-1,), (0, 3), (-20, 2)]:
    try:
        blob.seek(*args)
    except ValueError as e:
        print("seek", args, "ValueError", e)
blob.seek(14)
try:
    blob.write(b"toolong")
except ValueError as e:
    print("ValueError", e)
try:
    blob.write("str")
except TypeError as e:
    print("TypeError", e)
print(blob[0], blob[-1], blob[1:4], blob[::3], blob[20:], blob[-4:])
blob[0] = 72
blob[1:3] = b"EL"
blob[10:16:2] = b"xyz"
print(blob[:])
for key, value in [(16, 0), (0, 256), (0, b"a"), (slice(0, 2), b"abc"), ("k", 1)]:
    try:
        blob[key] = value
    except (IndexError, ValueError, TypeError) as e:
        print("setitem", type(e).__name__, e)
try:
    blob["k"]
except TypeError as e:
    print("TypeError", e)
try:
    del blob[0]
except TypeError as e:
    print("TypeError", e)
blob.close()
blob.close()
try:
    blob.read()
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)
print(con.execute("select data from b where id = 1").fetchone())

with con.blobopen("b", "data", 2) as b2:
    print(b2.read(), len(b2))
try:
    b2.read()
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)
ro = con.blobopen("b", "data", 2, readonly=True)
print(ro[:2])
try:
    ro.write(b"x")
except sqlite3.OperationalError as e:
    print("OperationalError", e)
ro.close()
for args, kw in [(("b", "data", 9), {}), (("b", "nope", 1), {}),
                 (("nope", "data", 1), {}), (("b", "data", 1), {"name": "temp"})]:
    try:
        con.blobopen(*args, **kw)
    except sqlite3.OperationalError as e:
        print("OperationalError", e)
open_blob = con.blobopen("b", "data", 1)
con.close()
try:
    open_blob.read()
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)

# a Blob is indexable but no sequence, and cannot be made directly
con = sqlite3.connect(":memory:")
con.execute("create table b(data)")
con.execute("insert into b values (zeroblob(8))")
blob = con.blobopen("b", "data", 1)
for f in [lambda: blob + blob, lambda: blob * 2, lambda: b"a" in blob,
          lambda: list(blob), lambda: sqlite3.Blob()]:
    try:
        f()
    except TypeError as e:
        print("TypeError", str(e).replace("sqlite3.", ""))
blob.seek(1)
for args in [(2**31 - 1, 1), (2**31 - 1, 2)]:
    try:
        blob.seek(*args)
    except OverflowError as e:
        print("OverflowError", e)
