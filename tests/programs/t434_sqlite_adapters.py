# _sqlite3 adaptation and conversion: register_adapter, __conform__,
# PrepareProtocol, adapt(), converters with PARSE_DECLTYPES and
# PARSE_COLNAMES, and the datetime adapters/converters of Lib/sqlite3
import datetime
import decimal
import sqlite3


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)


def adapt_point(p):
    return "%s;%s" % (p.x, p.y)


def convert_point(b):
    x, y = map(float, b.split(b";"))
    return Point(x, y)


sqlite3.register_adapter(Point, adapt_point)
sqlite3.register_converter("point", convert_point)
print(sorted(k for k in sqlite3.converters), type(sqlite3.adapters).__name__)
print((Point, sqlite3.PrepareProtocol) in sqlite3.adapters)
print(sqlite3.adapt(Point(1, 2)), sqlite3.adapt(5, sqlite3.PrepareProtocol, "alt"))
try:
    sqlite3.adapt([])
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)
print(sqlite3.adapt([], sqlite3.PrepareProtocol, "fallback"))


class Conforming:
    def __conform__(self, protocol):
        if protocol is sqlite3.PrepareProtocol:
            return "conformed"


class RaisingConform:
    def __conform__(self, protocol):
        raise TypeError("ignored")


class Proto:
    @staticmethod
    def __adapt__(obj):
        return "adapted %s" % type(obj).__name__


print(sqlite3.adapt(Conforming()), sqlite3.adapt(3, Proto),
      sqlite3.adapt(RaisingConform(), sqlite3.PrepareProtocol, "alt"))
print(type(sqlite3.PrepareProtocol()).__name__, sqlite3.PrepareProtocol.__module__)

con = sqlite3.connect(":memory:", detect_types=sqlite3.PARSE_DECLTYPES)
con.execute("create table p(id integer primary key, pt point, n number(10, 2), "
            "plain, t text not null default '')")
con.execute("insert into p(pt, n, plain) values (?, ?, ?)",
            (Point(1.5, 2), 3, Point(4, 5)))
con.execute("insert into p(pt, n, plain) values (?, ?, ?)",
            (Conforming(), None, "x"))
try:
    con.execute("insert into p(pt) values (?)", (RaisingConform(),))
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)
print(con.execute("select pt, n, plain, t from p where id = 1").fetchall())
try:
    con.execute("select pt from p where id = 2").fetchall()
except ValueError as e:
    print("converter raised ValueError", e)
sqlite3.register_converter("NUMBER", lambda b: decimal.Decimal(b.decode()))
print(con.execute("select n, pt from p where id = 1").fetchall())
print(con.execute("select n from p where n is null").fetchall())

# column names: "name [type]"
con2 = sqlite3.connect(":memory:", detect_types=sqlite3.PARSE_COLNAMES)
sqlite3.register_converter("up", lambda b: b.decode().upper())
sqlite3.register_converter("Twice", lambda b: int(b) * 2)
cur = con2.execute('select \'abc\' as "a [up]", 21 as "b [twice]", '
                   '3 as "c [nosuch]", \'x\' as "d[up]", null as "e [up]", '
                   '5 as "f [up] [twice]", 6 as "g [twice] tail"')
print(cur.fetchall())
print([d[0] for d in cur.description])
cur = con.execute('select 1 as "a [up]"')
print(cur.fetchall(), cur.description[0][0])

both = sqlite3.connect(":memory:", detect_types=sqlite3.PARSE_DECLTYPES |
                       sqlite3.PARSE_COLNAMES)
both.execute("create table q(v up)")
both.execute("insert into q values ('lower')")
print(both.execute('select v, v as "plain" from q').fetchall())
print(both.execute('select length(v) as "n [twice]" from q').fetchall())

# adapting a base type switches to adapting every value
sqlite3.register_adapter(bool, lambda b: "yes" if b else "no")
print(con2.execute("select ?, ?", (True, 1)).fetchone())
sqlite3.register_adapter(int, lambda i: i * 100)
print(con2.execute("select ?, ?, ?", (1, True, 2.5)).fetchone())
del sqlite3.adapters[(int, sqlite3.PrepareProtocol)]
print(con2.execute("select ?", (1,)).fetchone())

# the datetime support of Lib/sqlite3 (adapters and converters)
d = datetime.date(2024, 2, 29)
ts = datetime.datetime(2024, 2, 29, 13, 14, 15, 123456)
con3 = sqlite3.connect(":memory:", detect_types=sqlite3.PARSE_DECLTYPES)
con3.execute("create table dt(d date, ts timestamp)")
con3.execute("insert into dt values (?, ?)", (d, ts))
con3.execute("insert into dt values (?, ?)", (d, datetime.datetime(2000, 1, 1)))
print(con3.execute("select d, ts from dt").fetchall())
print(con3.execute("select d as 'x', typeof(d) from dt limit 1").fetchall())
print(sqlite3.Date, sqlite3.Binary, sqlite3.DateFromTicks(0).year >= 1969)
