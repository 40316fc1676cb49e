# _sqlite3 transactions as CPython 3.11 runs them: implicit BEGIN before
# DML, isolation levels, autocommit, commit/rollback, the context manager,
# executescript's commit, and two connections on one database file
import os
import sqlite3
import tempfile

con = sqlite3.connect(":memory:")
con.execute("create table t(x)")
print(con.in_transaction, con.isolation_level == "")
con.execute("insert into t values (1)")
print("after insert", con.in_transaction)
con.commit()
print("after commit", con.in_transaction)
con.execute("select * from t").fetchall()
print("after select", con.in_transaction)
con.execute("/* c */ -- line\n  UpDaTe t set x = 2")
print("after update", con.in_transaction)
con.rollback()
print("after rollback", con.in_transaction, con.execute("select x from t").fetchall())
con.execute("replace into t values (3)")
con.execute("delete from t where x = 1")
print("replace, delete", con.in_transaction)
con.commit()
print(con.execute("select x from t").fetchall())
con.execute("with q as (select 9) insert into t select * from q")
print("with-insert (not DML to sqlite3)", con.in_transaction)

for level in ["DEFERRED", "immediate", "Exclusive", ""]:
    con.isolation_level = level
    con.execute("insert into t values (4)")
    print(repr(con.isolation_level), con.in_transaction)
    con.rollback()
for bad in ["SERIALIZABLE", 3, "x\0"]:
    try:
        con.isolation_level = bad
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(repr(con.isolation_level))

# autocommit: isolation_level None
con.execute("insert into t values (5)")
print("pending", con.in_transaction)
con.isolation_level = None
print("None commits", con.in_transaction)
con.execute("insert into t values (6)")
print("autocommit", con.in_transaction)
con.execute("begin")
con.execute("insert into t values (7)")
print("explicit begin", con.in_transaction)
try:
    con.execute("begin")
except sqlite3.OperationalError as e:
    print("OperationalError", e)
con.execute("rollback")
print(con.execute("select x from t order by x").fetchall())
con.isolation_level = ""
print(sqlite3.connect(":memory:", isolation_level=None).isolation_level)
print(sqlite3.connect(":memory:", isolation_level="IMMEDIATE").isolation_level)

# the context manager commits or rolls back; it does not close
with con:
    con.execute("insert into t values (10)")
print("with ok", con.in_transaction, con.execute("select max(x) from t").fetchone())
try:
    with con as c2:
        print(c2 is con)
        con.execute("insert into t values (11)")
        raise KeyError("boom")
except KeyError as e:
    print("KeyError", e)
print("with error", con.in_transaction, con.execute("select max(x) from t").fetchone())
print(con.__exit__(None, None, None), con.__exit__(ValueError, None, None))

# executescript commits a pending transaction first, then runs everything
con.execute("insert into t values (20)")
con.executescript("""
    insert into t values (21);
    -- a comment
    insert into t values (22);
""")
print("script", con.in_transaction, con.execute("select count(*) from t").fetchone())
con.executescript("begin; insert into t values (23);")
print("script begin", con.in_transaction)
con.rollback()
try:
    con.executescript("insert into t values (30); select * from missing; "
                      "insert into t values (31)")
except sqlite3.OperationalError as e:
    print("OperationalError", e)
print(con.execute("select x from t where x >= 30").fetchall())
cur = con.cursor()
print(cur.executescript("select 1; select 2") is cur, cur.fetchall())

# rowcount of DML statements
cur.execute("update t set x = x + 0")
print("update rowcount", cur.rowcount)
cur.execute("delete from t where x > 20")
print("delete rowcount", cur.rowcount)
cur.executemany("insert into t values (?)", [(i,) for i in range(5)])
print("executemany rowcount", cur.rowcount, con.total_changes)
cur.execute("select * from t")
print("select rowcount", cur.rowcount)
con.commit()

# two connections on one file: the second sees only committed data
d = tempfile.mkdtemp()
path = os.path.join(d, "db.sqlite")
a = sqlite3.connect(path)
b = sqlite3.connect(path, timeout=0.1)
a.execute("create table k(v)")
a.execute("insert into k values ('one')")
print(b.execute("select * from sqlite_master").fetchall())
a.commit()
print(b.execute("select * from k").fetchall())
a.execute("insert into k values ('two')")
print(b.execute("select * from k").fetchall())
try:
    b.execute("insert into k values ('three')")
except sqlite3.OperationalError as e:
    print("OperationalError", e, e.sqlite_errorname)
b.rollback()
a.commit()
print(b.execute("select * from k").fetchall())
a.close()
b.close()
c = sqlite3.connect(path)
print(c.execute("select count(*) from k").fetchone())
c.close()
os.remove(path)
os.rmdir(d)
