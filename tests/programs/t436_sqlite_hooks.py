# _sqlite3 hooks: set_authorizer, set_progress_handler, set_trace_callback,
# interrupt, getlimit/setlimit, and iterdump (Lib/sqlite3/dump.py on it)
import sqlite3
import sys

con = sqlite3.connect(":memory:")
con.execute("create table t(a, b, secret)")
con.execute("insert into t values (1, 'x', 's1')")
con.execute("insert into t values (2, 'y', 's2')")
con.commit()

calls = []


def auth(action, arg1, arg2, dbname, source):
    calls.append((action, arg1, arg2, dbname, source))
    if action == sqlite3.SQLITE_READ and arg2 == "secret":
        return sqlite3.SQLITE_DENY
    if action == sqlite3.SQLITE_READ and arg2 == "b":
        return sqlite3.SQLITE_IGNORE
    return sqlite3.SQLITE_OK


con.set_authorizer(auth)
print(con.execute("select a, b from t order by a").fetchall())
print(sorted(set(c for c in calls if c[0] == sqlite3.SQLITE_READ)))
try:
    con.execute("select secret from t")
except sqlite3.DatabaseError as e:
    print(type(e).__name__, e)
calls.clear()
con.execute("insert into t values (3, 'z', 's3')")
print([c[0] for c in calls][:2], sqlite3.SQLITE_INSERT)
con.rollback()
for result in [lambda *a: 1 / 0, lambda *a: "x", lambda *a: 2**40, lambda *a: None]:
    con.set_authorizer(result)
    try:
        print(con.execute("select a from t").fetchall())
    except sqlite3.DatabaseError as e:
        print(type(e).__name__, e)
con.set_authorizer(None)
print(con.execute("select count(*) from t").fetchone())
con.set_authorizer(authorizer_callback=None)

# progress handler
ticks = [0]


def progress():
    ticks[0] += 1
    return 0


con.set_progress_handler(progress, 5)
con.execute("with recursive r(n) as (select 1 union all select n + 1 from r "
            "where n < 200) select sum(n) from r").fetchall()
print("progress called", ticks[0] > 10)
con.set_progress_handler(lambda: 1, 5)
try:
    con.execute("with recursive r(n) as (select 1 union all select n + 1 "
                "from r where n < 200) select sum(n) from r").fetchall()
except sqlite3.OperationalError as e:
    print("OperationalError", e)
con.set_progress_handler(lambda: 1 / 0, 5)
try:
    con.execute("select count(*) from t, t as u, t as v").fetchall()
except sqlite3.OperationalError as e:
    print("OperationalError", e)
con.set_progress_handler(None, 0)
print(con.execute("select count(*) from t, t as u").fetchone())

# trace callback: the expanded SQL of each statement sqlite runs
traced = []
con.set_trace_callback(traced.append)
con.execute("select ?, ?, ?", (1, "it's", None))
con.execute("insert into t values (?, ?, ?)", (4, b"\x01", 2.5))
con.commit()
con.executescript("update t set a = a; delete from t where a = 4;")
con.set_trace_callback(None)
con.execute("select 'not traced'")
for sql in traced:
    print("trace:", sql)
con.set_trace_callback(lambda s: 1 / 0)
print(con.execute("select 5").fetchone())
con.set_trace_callback(None)

# tracebacks from hooks go to sys.unraisablehook
seen = []
sys.unraisablehook = lambda u: seen.append((u.exc_type.__name__, u.err_msg))
sqlite3.enable_callback_tracebacks(True)
con.set_trace_callback(lambda s: 1 / 0)
con.execute("select 6")
con.set_trace_callback(None)
con.set_authorizer(lambda *a: {}[1])
try:
    con.execute("select 7")
except sqlite3.DatabaseError as e:
    print(type(e).__name__, e)
con.set_authorizer(None)
sqlite3.enable_callback_tracebacks(False)
sys.unraisablehook = sys.__unraisablehook__
print(seen)

# limits and interrupt
print(con.getlimit(sqlite3.SQLITE_LIMIT_COLUMN) > 0)
old = con.setlimit(sqlite3.SQLITE_LIMIT_COLUMN, 3)
try:
    con.execute("select 1, 2, 3, 4")
except sqlite3.OperationalError as e:
    print("OperationalError", e)
con.setlimit(sqlite3.SQLITE_LIMIT_COLUMN, old)
print(con.execute("select 1, 2, 3, 4").fetchone())
# interrupt, on a connection of its own: this one's earlier cursors left
# statements running (`con.execute("select ...")` unfetched), which
# CPython resets when it frees the cursor and lbbv only when a collection
# finds the cursor gone (docs/traps.md)
con2 = sqlite3.connect(":memory:")
con2.interrupt()            # nothing running: a no-op
print(con2.execute("select 8").fetchone())
con2.execute("create table t(a)")
con2.executemany("insert into t values (?)", [(i,) for i in range(20)])


def stop():
    con2.interrupt()
    return 0


con2.set_progress_handler(stop, 1)
try:
    con2.execute("select count(*) from t, t as u, t as v").fetchall()
except sqlite3.OperationalError as e:
    print("OperationalError", e)
con2.set_progress_handler(None, 0)
print(con2.execute("select count(*) from t").fetchone())
con2.close()

# iterdump
con.execute("create table other(id integer primary key, data blob, f real)")
con.execute("insert into other values (1, x'00ff', 1.5)")
con.execute("create index ix on t(a)")
con.execute("create view v as select a from t")
con.commit()
for line in con.iterdump():
    print(line)
copy = sqlite3.connect(":memory:")
copy.executescript("\n".join(con.iterdump()))
print(copy.execute("select * from other").fetchall(),
      copy.execute("select count(*) from t").fetchone())
