# _sqlite3 odds and ends: cursors reusing cached statements while another
# cursor is mid-iteration, rows fetched after a commit, a cursor that
# executes again while iterating, many connections, recursion guard,
# lastrowid rules, the module's attributes and Lib/sqlite3's helpers
import gc
import sqlite3

con = sqlite3.connect(":memory:", cached_statements=2)
con.execute("create table t(x)")
con.executemany("insert into t values (?)", [(i,) for i in range(6)])
con.commit()
a = con.execute("select x from t order by x")
b = con.execute("select x from t order by x")     # same SQL, a is running
print(next(a), next(b), next(a), next(b))
c = con.execute("select x from t order by x")
print(next(c), a.fetchall(), b.fetchone(), c.fetchone())
for sql in ["select 1", "select 2", "select 3", "select 1", "select x from t order by x"]:
    print(sql, con.execute(sql).fetchone())
print(b.fetchall(), c.fetchall())

# a cursor re-executed while being iterated starts over
cur = con.cursor()
out = []
for (x,) in cur.execute("select x from t order by x"):
    out.append(x)
    if x == 2:
        cur.execute("select x * 10 from t where x > 3 order by x")
print(out)

# modifying the table while a select is running, then commit
it = con.execute("select x from t order by x")
print(next(it))
con.execute("insert into t values (100)")
con.commit()
print(list(it))

# recursive use of a cursor from a converter or row factory
con2 = sqlite3.connect(":memory:", detect_types=sqlite3.PARSE_COLNAMES)
cur2 = con2.cursor()
sqlite3.register_converter("again", lambda v: cur2.execute("select 1"))
try:
    cur2.execute('select 1 as "x [again]"').fetchall()
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)

# lastrowid: set by execute, kept by executemany, None at first
cur = con.cursor()
print(cur.lastrowid)
cur.execute("insert into t values (7)")
first = cur.lastrowid
cur.executemany("insert into t values (?)", [(8,), (9,)])
print(cur.lastrowid == first)
cur.execute("select 1")
print(cur.lastrowid == first)
cur.execute("replace into t(rowid, x) values (1, 99)")
print(cur.lastrowid, cur.rowcount)
cur.execute("insert into t values (10) returning x, rowid > 0")
print(cur.fetchall(), cur.rowcount)

# many connections and cursors, dropped without close
for i in range(50):
    tmp = sqlite3.connect(":memory:")
    tmp.execute("create table z(v)")
    tmp.execute("insert into z values (?)", (i,))
    tmp.execute("select * from z").fetchone()
del tmp
gc.collect()
print("connections ok")

# the same connection re-initialised opens the new database
re = sqlite3.connect(":memory:")
re.execute("create table before(x)")
re.__init__(":memory:")
print(re.execute("select count(*) from sqlite_master").fetchone())

# module attributes
import _sqlite3
print(sqlite3.Connection is _sqlite3.Connection, sqlite3.Cursor.__name__,
      sqlite3.Blob.__name__, sqlite3.Row.__module__)
print(sqlite3.sqlite_version == ".".join(map(str, sqlite3.sqlite_version_info)))
print(sqlite3.version, sqlite3.SQLITE_ROW, sqlite3.SQLITE_DONE)
print(sqlite3.Timestamp(2020, 1, 2, 3, 4, 5), sqlite3.Time(1, 2))
try:
    sqlite3.nope
except AttributeError as e:
    print("AttributeError", e)
print(sqlite3.dbapi2.Connection is sqlite3.Connection)
print(sqlite3.connect(":memory:", check_same_thread=False, uri=False,
                      cached_statements=0).execute("select 1").fetchone())
uri = sqlite3.connect("file:memdb1?mode=memory&cache=shared", uri=True)
uri2 = sqlite3.connect("file:memdb1?mode=memory&cache=shared", uri=True)
uri.execute("create table shared(v)")
uri.execute("insert into shared values (1)")
uri.commit()
print(uri2.execute("select * from shared").fetchall())
try:
    sqlite3.connect("file:nope?mode=ro", uri=True)
except sqlite3.OperationalError as e:
    print("OperationalError", e)

# Connection.backup
src = sqlite3.connect(":memory:")
src.execute("create table big(v)")
src.executemany("insert into big values (?)", [("x" * 500,) for i in range(40)])
src.commit()
dst = sqlite3.connect(":memory:")
steps = []
src.backup(dst, pages=2, progress=lambda status, remaining, total:
           steps.append((status, remaining, total)))
print(len(steps) > 1, steps[-1][0], steps[-1][1],
      dst.execute("select count(*), length(group_concat(v, '')) from big")
      .fetchone())
for args, kw in [((src,), {}), ((5,), {}), ((dst, 1), {}),
                 ((dst,), {"progress": "x"}), ((dst,), {"name": "nope"})]:
    try:
        src.backup(*args, **kw)
    except (ValueError, TypeError, sqlite3.OperationalError) as e:
        print(type(e).__name__, e)


def failing(status, remaining, total):
    raise SystemError("nearly out of space")


try:
    src.backup(dst, progress=failing)
except SystemError as e:
    print("SystemError", e)
dst.close()
try:
    src.backup(dst)
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)

# serialize / deserialize
data = src.serialize()
print(type(data).__name__, len(data) % 512, data[:16])
copy = sqlite3.connect(":memory:")
copy.deserialize(data)
print(copy.execute("select count(*) from big").fetchone())
for f in [lambda: src.serialize(name="nope"), lambda: src.serialize("main"),
          lambda: copy.deserialize(b"not a database" * 40),
          lambda: copy.execute("select * from big"),
          lambda: copy.deserialize(data, "main"), lambda: copy.deserialize(5)]:
    try:
        f()
    except (sqlite3.Error, TypeError) as e:
        print(type(e).__name__, e)
copy.deserialize(bytearray(data))
copy.execute("insert into big values ('y')")
print(copy.execute("select count(*) from big").fetchone())

# Lib/sqlite3's module __getattr__ (PEP 562)
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(sqlite3.OptimizedUnicode is str,
          [w.category.__name__ for w in caught])
print(hasattr(sqlite3, "OptimizedUnicode"), hasattr(sqlite3, "Nope"),
      getattr(sqlite3, "Nope", "default"))
try:
    from sqlite3 import Nope
except ImportError as e:
    print("ImportError", str(e).split(" (")[0])

# calling a connection prepares a statement (what CPython's cache does)
st = con2("select 1")
print(type(st).__name__, type(st).__module__)
for f in [lambda: con2(), lambda: con2(b"select 1"), lambda: con2("select 1", x=1),
          lambda: type(st)(), lambda: con2("select 1; select 2"),
          lambda: con2("select '\udcff'"),
          lambda: con2.execute("select '\ud8ff'"),
          lambda: con2.create_collation("\udc80", min)]:
    try:
        f()
    except (TypeError, sqlite3.ProgrammingError, UnicodeEncodeError) as e:
        print(type(e).__name__, e)


class S(str):
    pass


print(con2.execute(S("select ?"), (S("sub"),)).fetchone())

# __init__ again: a new database; a cursor running on the old one goes on
cx = sqlite3.connect(":memory:")
cx.text_factory = bytes
cu = cx.cursor()
cu.execute("create table foo(bar)")
cu.executemany("insert into foo values (?)", [(str(v),) for v in range(4)])
cu.execute("select bar from foo")
print(cu.fetchmany(2))
cx.__init__(":memory:")
print(cx.execute("select count(*) from sqlite_master").fetchone(), cu.fetchall())
try:
    cx.__init__("/nonexistent-dir/x.db")
except sqlite3.OperationalError as e:
    print("OperationalError", e)
try:
    cx.execute("select 1")
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)
