# _sqlite3 basics: connect, execute, fetching, cursor attributes, binding
# styles and the round trip of each Python type
import sqlite3

print(sqlite3.sqlite_version_info >= (3, 7, 15), sqlite3.version_info,
      sqlite3.paramstyle, sqlite3.apilevel, sqlite3.threadsafety)
con = sqlite3.connect(":memory:")
print(type(con).__name__, type(con).__module__, con.isolation_level,
      con.row_factory, con.text_factory is str, con.in_transaction)
cur = con.cursor()
print(type(cur).__name__, cur.connection is con, cur.arraysize, cur.rowcount,
      cur.lastrowid, cur.description, cur.row_factory)
cur.execute("create table t(id integer primary key, name text, score real, "
            "data blob)")
print(cur.description, cur.rowcount, cur.lastrowid)
cur.execute("insert into t(name, score, data) values (?, ?, ?)",
            ("ann", 1.5, b"\x00\x01"))
print(cur.rowcount, cur.lastrowid)
cur.executemany("insert into t(name, score) values (?, ?)",
                [("bob", 2), ("cy", None), ("dee", -3.25)])
print(cur.rowcount, cur.lastrowid)
cur.executemany("insert into t(name) values (:n)",
                ({"n": "e%d" % i} for i in range(3)))
print(cur.rowcount, con.total_changes)
cur.execute("select id, name, score, data from t order by id")
print([d[0] for d in cur.description])
print(cur.fetchone())
print(cur.fetchmany())
print(cur.fetchmany(2))
cur.arraysize = 2
print(cur.fetchmany())
print(cur.fetchall())
print(cur.fetchone(), cur.fetchall(), cur.fetchmany())
for row in con.execute("select name from t where id > ?", (5,)):
    print(row)
print(list(con.execute("select count(*), sum(score), max(name) from t")))

# binding styles
print(con.execute("select ?, ?", [1, 2]).fetchone())
print(con.execute("select :a, :b, :a", {"a": "x", "b": "y"}).fetchone())
print(con.execute("select ?2, ?1", (10, 20)).fetchone())
print(con.execute("select $x, @y", {"x": 1, "y": 2}).fetchone())
print(con.execute("select :a", (7,)).fetchone())


class Seq:
    def __len__(self):
        return 2

    def __getitem__(self, i):
        if i >= 2:
            raise IndexError(i)
        return i * 10


class Missing(dict):
    def __missing__(self, key):
        return "default-" + key


print(con.execute("select ?, ?", Seq()).fetchone())
print(con.execute("select :k", Missing()).fetchone())
print(con.execute("select ?, ?", "ab").fetchone())

# round trip of each type, with typeof() as sqlite sees it
values = [None, 0, -1, 2**62, -2**63, 2**63 - 1, 1.5, -0.0, 1e300,
          float("inf"), "", "text", "h\u00e9llo \u20ac \U0001f600",
          b"", b"\x00\xffbytes", bytearray(b"ba"), memoryview(b"mv"),
          True, False]
for v in values:
    r = con.execute("select ?, typeof(?)", (v, v)).fetchone()
    shown = "memoryview" if isinstance(v, memoryview) else repr(v)[:30]
    print(shown, "->", repr(r[0])[:40], r[1])
print(con.execute("select 1/2, 1.0/2, 'a' || 'b', x'414243', null").fetchone())
print(con.execute("select 9223372036854775807 + 0, -9223372036854775808")
      .fetchone())

# text_factory
con.text_factory = bytes
print(con.execute("select 'abc', 'h\u00e9'").fetchone())
con.text_factory = bytearray
print(con.execute("select 'abc'").fetchone())
con.text_factory = lambda b: b.decode().upper()
print(con.execute("select 'abc', x'41', 5").fetchone())
con.text_factory = str
print(con.execute("select cast(x'c3a9' as text)").fetchone())

# description with several columns and expressions
cur = con.execute("select 1 as one, 'x' two, 3+4, name from t limit 1")
print(cur.description)
print(con.execute("select * from t where 0").description)
print(con.execute("insert into t(name) values ('z')").description)

# an empty statement and comments
cur = con.execute("  -- only a comment\n")
print(cur.description, cur.rowcount, cur.fetchall())
print(con.execute("/* c */ select 5 -- tail").fetchall())
print(con.execute("select 6;  ").fetchall())

# cursors share the connection
c1 = con.cursor()
c2 = con.cursor()
c1.execute("select id from t order by id")
c2.execute("select id from t order by id desc")
print(c1.fetchone(), c2.fetchone(), c1.fetchone(), c2.fetchone())
c1.execute("select id from t order by id")
print(c1.fetchone(), c2.fetchone())
c1.close()
c1.close()
print(iter(c2) is c2, next(c2))

con.close()
con.close()
print("closed")
