# _sqlite3 user functions, aggregates and collations (rffi callbacks):
# argument and result conversion, errors, enable_callback_tracebacks
import math
import sys
import sqlite3

con = sqlite3.connect(":memory:")
con.create_function("twice", 1, lambda x: x * 2)
con.create_function("cos", 1, math.cos, deterministic=True)
con.create_function("nargs", -1, lambda *a: len(a))
con.create_function("TyPe", 1, lambda x: type(x).__name__)
print(con.execute("select twice(21), twice('ab'), twice(1.5), twice(x'01')")
      .fetchone())
print(con.execute("select cos(0), nargs(), nargs(1, 'a', null), "
                  "type(1), type(2.0), type('s'), type(x'00'), type(null)")
      .fetchone())
print(con.execute("select type(9223372036854775807), twice(4611686018427387904 - 1)")
      .fetchone())
con.execute("create table c(x)")
con.executemany("insert into c values (?)", [(i,) for i in range(5)])
print(con.execute("select x, cos(x) from c where twice(x) > 4").fetchall())
con.execute("create index ix on c(cos(x))")
print(con.execute("select count(*) from c where cos(x) < 0").fetchone())

# results
results = [None, 7, -2**63, 2**63 - 1, 0.25, float("nan"), "str",
           "\u00e9\u20ac", b"by", bytearray(b"ba"), memoryview(b"mv"), True,
           2**63, [1], object(), "\udc80"]
for i, r in enumerate(results):
    con.create_function("res", 0, lambda r=r: r)
    try:
        print(i, con.execute("select res(), typeof(res())").fetchone())
    except sqlite3.Error as e:
        print(i, type(e).__name__, e)


class I(int):
    pass


con.create_function("sub", 0, lambda: I(3))
print(con.execute("select sub()").fetchone())

# errors
def boom(x):
    raise ValueError("boom %s" % x)


con.create_function("boom", 1, boom)
con.create_function("one", 1, lambda: 1)
for sql in ["select boom(1)", "select one(1)", "select one()",
            "select nosuch(1)", "select twice(1, 2)"]:
    try:
        print(con.execute(sql).fetchall())
    except sqlite3.OperationalError as e:
        print("OperationalError", e)
con.create_function("twice", 1, lambda x: x * 3)
print(con.execute("select twice(2)").fetchone())
con.create_function("twice", 2, lambda x, y: x + y)
print(con.execute("select twice(2), twice(2, 5)").fetchone())


# aggregates
class Sum:
    def __init__(self):
        self.total = 0

    def step(self, *values):
        for v in values:
            if v is not None:
                self.total += v

    def finalize(self):
        return self.total


class Collect:
    def __init__(self):
        self.items = []

    def step(self, v):
        self.items.append(str(v))

    def finalize(self):
        return ",".join(self.items)


con.create_aggregate("mysum", -1, Sum)
con.create_aggregate("collect", 1, Collect)
print(con.execute("select mysum(x), mysum(x, x), collect(x) from c").fetchone())
print(con.execute("select x % 2, mysum(x), collect(x) from c group by x % 2 "
                  "order by 1").fetchall())
print(con.execute("select mysum(x) from c where x > 100").fetchone())


class BadInit:
    def __init__(self):
        raise RuntimeError("init")


class BadStep:
    def step(self, x):
        raise RuntimeError("step")

    def finalize(self):
        return 1


class BadFinal:
    def step(self, x):
        pass

    def finalize(self):
        raise RuntimeError("final")


class NoStep:
    def finalize(self):
        return 1


class NoFinal:
    def step(self, x):
        pass


class BadResult:
    def step(self, x):
        pass

    def finalize(self):
        return {}


for cls in [BadInit, BadStep, BadFinal, NoStep, NoFinal, BadResult]:
    con.create_aggregate(cls.__name__, 1, cls)
    try:
        print(cls.__name__, con.execute("select %s(x) from c" % cls.__name__)
              .fetchall())
    except sqlite3.OperationalError as e:
        print(cls.__name__, "OperationalError", e)


# collations
def reverse(a, b):
    return (a < b) - (a > b)


con.create_collation("reverse", reverse)
con.execute("create table w(s)")
con.executemany("insert into w values (?)", [("b",), ("a",), ("\u00e9",), ("c",)])
print(con.execute("select s from w order by s collate reverse").fetchall())
con.create_collation("bylen", lambda a, b: len(a) - len(b) if len(a) != len(b)
                     else 2**100 * ((a > b) - (a < b)))
print(con.execute("select s from w order by s || s collate bylen, s").fetchall())
con.create_collation("junk", lambda a, b: "not an int")
print(con.execute("select s from w order by s collate junk").fetchall())
con.create_collation("raises", lambda a, b: 1 / 0)
try:
    con.execute("select s from w order by s collate raises").fetchall()
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
con.create_collation("reverse", None)
try:
    con.execute("select s from w order by s collate reverse")
except sqlite3.OperationalError as e:
    print("OperationalError", e)

# enable_callback_tracebacks: reported through sys.unraisablehook
seen = []


def hook(u):
    seen.append((u.exc_type.__name__, str(u.exc_value), u.err_msg,
                 getattr(u.object, "__name__", None)))


sys.unraisablehook = hook
sqlite3.enable_callback_tracebacks(True)
for sql in ["select boom(5)", "select BadStep(x) from c", "select res()"]:
    try:
        con.execute(sql).fetchall()
    except sqlite3.Error as e:
        print(type(e).__name__, e)
sqlite3.enable_callback_tracebacks(False)
con.execute("select boom(6)").fetchall() if False else None
try:
    con.execute("select boom(6)")
except sqlite3.OperationalError as e:
    print("quiet", e)
print(seen)
sys.unraisablehook = sys.__unraisablehook__

# many calls (the callback path under the tiers)
con.create_function("inc", 1, lambda v: v + 1)
total = 0
for (v,) in con.execute("with recursive r(n) as (select 0 union all "
                        "select n + 1 from r where n < 300) select inc(n) from r"):
    total += v
print(total)


# window functions: step, value, inverse, finalize
class WindowSum:
    def __init__(self):
        self.total = 0

    def step(self, v):
        self.total += v

    def value(self):
        return self.total

    def inverse(self, v):
        self.total -= v

    def finalize(self):
        return self.total


con.create_window_function("wsum", 1, WindowSum)
print(con.execute("select x, wsum(x) over (order by x rows between 1 "
                  "preceding and 1 following) from c").fetchall())
print(con.execute("select wsum(x) from c").fetchone())


class BadValue(WindowSum):
    def value(self):
        raise KeyError("v")


class NoInverse(WindowSum):
    inverse = None


for cls in [BadValue, NoInverse]:
    con.create_window_function(cls.__name__, 1, cls)
    try:
        con.execute("select %s(x) over (order by x rows between 1 preceding "
                    "and current row) from c" % cls.__name__).fetchall()
    except sqlite3.OperationalError as e:
        print(cls.__name__, "OperationalError", e)
for args in [("w", -5, WindowSum), ("w", 1)]:
    try:
        con.create_window_function(*args)
    except (sqlite3.ProgrammingError, TypeError) as e:
        print(type(e).__name__, e)
con.create_window_function("wsum", 1, None)
try:
    con.execute("select wsum(x) over () from c")
except sqlite3.OperationalError as e:
    print("OperationalError", e)
