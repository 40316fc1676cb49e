# _sqlite3 rows and factories: sqlite3.Row (by index, name, slice; keys,
# len, iteration, ==, hash), row_factory on connections and cursors,
# Connection and Cursor subclasses and factories
import sqlite3
from collections import namedtuple

con = sqlite3.connect(":memory:")
con.row_factory = sqlite3.Row
con.execute("create table t(id integer primary key, Name text, value real)")
con.executemany("insert into t(Name, value) values (?, ?)",
                [("a", 1.0), ("b", 2.5), ("c", None)])
row = con.execute("select id, Name, value from t where id = 2").fetchone()
print(type(row).__name__, type(row).__module__, len(row), row.keys())
print(row[0], row[1], row[-1], row["id"], row["name"], row["NAME"], row["Value"])
print(row[0:2], row[::-1], row[5:], tuple(row), list(row))
for key in [3, -4, "nope", 1.5, None]:
    try:
        row[key]
    except (IndexError, TypeError) as e:
        print(repr(key), type(e).__name__, e)
same = con.execute("select id, Name, value from t where id = 2").fetchone()
other = con.execute("select id, Name, value from t where id = 1").fetchone()
renamed = con.execute("select id as x, Name, value from t where id = 2").fetchone()
print(row == same, row != same, row == other, row == renamed, row == tuple(row),
      hash(row) == hash(same), row != (2, "b", 2.5))
try:
    row < same
except TypeError:
    print("TypeError for <")
print(isinstance(row, sqlite3.Row), sqlite3.Row.__name__)
import collections.abc
print(isinstance(row, collections.abc.Sequence))
print(sorted(r["Name"] for r in con.execute("select * from t")))
d = {r["id"]: dict(zip(r.keys(), r)) for r in con.execute("select * from t")}
print(d)

cur = con.cursor()
made = sqlite3.Row(cur, (1, 2))
print(len(made), made[1], made.keys() if cur.description is not None else "-")
for args in [(cur, [1]), (1, (1,)), (cur,)]:
    try:
        sqlite3.Row(*args)
    except TypeError as e:
        print("TypeError", e)

# a cursor takes the connection's row_factory when made
con.row_factory = None
cur2 = con.cursor()
print(cur.row_factory is sqlite3.Row, cur2.row_factory)
print(cur.execute("select 1 as one").fetchone().keys(),
      cur2.execute("select 1 as one").fetchone())


def dict_factory(cursor, row):
    return {col[0]: row[i] for i, col in enumerate(cursor.description)}


Pair = namedtuple("Pair", "id name")
cur2.row_factory = dict_factory
print(cur2.execute("select id, Name from t order by id").fetchall())
cur2.row_factory = lambda c, r: Pair(*r)
print(cur2.execute("select id, Name from t order by id").fetchmany(2))
con.row_factory = lambda c, r: r[0]
print(list(con.execute("select Name from t order by id")))
con.row_factory = None


# subclasses
class MyRow(sqlite3.Row):
    def first(self):
        return self[0]


class MyCursor(sqlite3.Cursor):
    def __init__(self, connection):
        super().__init__(connection)
        self.made = True

    def one(self, sql):
        return self.execute(sql).fetchone()[0]


class MyConnection(sqlite3.Connection):
    def __init__(self, *args, **kwargs):
        self.opened = args[0]
        super().__init__(*args, **kwargs)

    def cursor(self, factory=MyCursor):
        return super().cursor(factory)


c = sqlite3.connect(":memory:", factory=MyConnection)
print(type(c).__name__, c.opened, isinstance(c, sqlite3.Connection))
cu = c.cursor()
print(type(cu).__name__, cu.made, cu.one("select 41 + 1"))
print(type(c.execute("select 1")).__name__)
c.row_factory = MyRow
r = c.execute("select 7 as seven").fetchone()
print(type(r).__name__, r.first(), r["seven"], r.keys())
cu.extra = "attribute"
print(cu.extra, c.opened)
print(type(sqlite3.connect(":memory:").cursor(factory=MyCursor)).__name__)
c2 = MyConnection(":memory:", isolation_level=None)
print(c2.isolation_level, c2.execute("select 2").fetchone())


class Wrapper(sqlite3.Connection):
    pass


w = Wrapper(":memory:")
w.note = 1
print(type(w).__name__, w.note, w.execute("select 3").fetchone())
