# _sqlite3 errors: the exception hierarchy, sqlite_errorcode/errorname,
# CPython's messages for bad SQL, bindings, closed objects and arguments,
# module constants and complete_statement
import sqlite3

for name in ["Warning", "Error", "InterfaceError", "DatabaseError",
             "InternalError", "OperationalError", "ProgrammingError",
             "IntegrityError", "DataError", "NotSupportedError"]:
    cls = getattr(sqlite3, name)
    print(name, cls.__module__, [c.__name__ for c in cls.__mro__[1:-2]])
con = sqlite3.connect(":memory:")
print(con.Error is sqlite3.Error, con.IntegrityError is sqlite3.IntegrityError)
print(sqlite3.SQLITE_OK, sqlite3.SQLITE_DENY, sqlite3.SQLITE_IGNORE,
      sqlite3.SQLITE_READ, sqlite3.SQLITE_SELECT, sqlite3.SQLITE_CONSTRAINT_UNIQUE,
      sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER, sqlite3.PARSE_DECLTYPES,
      sqlite3.PARSE_COLNAMES)
print(len([n for n in dir(sqlite3) if n.startswith("SQLITE_")]) > 100)


def attempt(label, f):
    try:
        r = f()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__, e, getattr(e, "sqlite_errorcode", "-"),
              getattr(e, "sqlite_errorname", "-"))


con.execute("create table t(a integer primary key, b unique, c not null, "
            "d check (d > 0))")
con.execute("create table child(p references t(a))")
con.execute("pragma foreign_keys = on")
con.execute("insert into t values (1, 1, 1, 1)")
attempt("syntax", lambda: con.execute("selec 1"))
attempt("no table", lambda: con.execute("select * from nope"))
attempt("no column", lambda: con.execute("select zz from t"))
attempt("unique", lambda: con.execute("insert into t values (2, 1, 1, 1)"))
attempt("pk", lambda: con.execute("insert into t values (1, 2, 1, 1)"))
attempt("not null", lambda: con.execute("insert into t values (3, 3, null, 1)"))
attempt("check", lambda: con.execute("insert into t values (4, 4, 1, -1)"))
attempt("fk", lambda: con.execute("insert into child values (99)"))
attempt("mismatch", lambda: con.execute("insert into t values ('x', 5, 1, 1)"))
attempt("range", lambda: con.execute("select ?", (1, 2)))
attempt("two statements", lambda: con.execute("select 1; select 2"))
attempt("two ;;", lambda: con.execute("select 1;;"))
attempt("nul", lambda: con.execute("select '\0'"))
attempt("bytes sql", lambda: con.execute(b"select 1"))
attempt("too few", lambda: con.execute("select ?, ?", (1,)))
attempt("too many", lambda: con.execute("select ?", (1, 2)))
attempt("dict for ?", lambda: con.execute("select ?", {"a": 1}))
attempt("missing name", lambda: con.execute("select :a", {"b": 1}))
attempt("unsupported params", lambda: con.execute("select ?", 42))
attempt("unsupported type", lambda: con.execute("select ?", ([1],)))
attempt("unsupported obj", lambda: con.execute("select ?", (object(),)))
attempt("int too big", lambda: con.execute("select ?", (2**63,)))
attempt("surrogate", lambda: con.execute("select ?", ("\udc80",)))
attempt("executemany select", lambda: con.executemany("select ?", [(1,)]))
attempt("executemany int", lambda: con.executemany("insert into t(c) values (?)", 1))
attempt("executescript int", lambda: con.executescript(5))
attempt("executescript nul", lambda: con.executescript("select 1\0"))
attempt("bad utf-8", lambda: con.execute("select cast(x'61ff62' as text) as col").fetchall())
attempt("cursor factory", lambda: con.cursor(lambda c: 5))
attempt("cursor arg", lambda: sqlite3.Cursor(5))
attempt("getlimit", lambda: con.getlimit(1000))
attempt("setlimit", lambda: con.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, 1000) >= 0)
attempt("limit used", lambda: con.getlimit(sqlite3.SQLITE_LIMIT_LENGTH))
attempt("too long", lambda: con.execute("select '%s'" % ("x" * 2000)))
attempt("long result", lambda: con.execute("select ?", ("y" * 2000,)))
attempt("sql length", lambda: con.setlimit(sqlite3.SQLITE_LIMIT_SQL_LENGTH, 100))
attempt("sql too long", lambda: con.execute("select 1 -- %s" % ("z" * 200)))
attempt("script too long", lambda: con.executescript("select '%s'" % ("z" * 2000)))
con.setlimit(sqlite3.SQLITE_LIMIT_SQL_LENGTH, 1000000)
con.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, 1000000)

# argument checking
attempt("execute()", lambda: con.execute())
attempt("execute 3", lambda: con.execute("select 1", (), 3))
attempt("execute kw", lambda: con.execute(sql="select 1"))
attempt("fetchone 1", lambda: con.cursor().fetchone(1))
attempt("fetchmany 2", lambda: con.cursor().fetchmany(1, 2))
attempt("commit 1", lambda: con.commit(1))
attempt("connect()", lambda: sqlite3.connect())
attempt("connect kw", lambda: sqlite3.connect(":memory:", bogus=1))
attempt("connect dup", lambda: sqlite3.connect(":memory:", 1, timeout=2))
attempt("connect many", lambda: sqlite3.Connection(":memory:", 1, 2, 3, 4, 5, 6, 7, 8))
attempt("timeout str", lambda: sqlite3.connect(":memory:", timeout="x"))
attempt("detect str", lambda: sqlite3.connect(":memory:", detect_types="x"))
attempt("db int", lambda: sqlite3.connect(5))
attempt("db nul", lambda: sqlite3.connect("a\0b"))
attempt("bad path", lambda: sqlite3.connect("/nonexistent-dir/x.db"))
attempt("create_function", lambda: con.create_function("f", 1))
attempt("create_function 4", lambda: con.create_function("f", 1, len, True))
attempt("create_function name", lambda: con.create_function(3, 1, len))
attempt("create_function narg", lambda: con.create_function("f", -5, len))
attempt("aggregate kw", lambda: con.create_aggregate(name="a", narg=1, aggregate_class=int))
attempt("collation", lambda: con.create_collation("c", 5))
attempt("collation kw", lambda: con.create_collation(name="c", callback=str))
attempt("register_converter", lambda: sqlite3.register_converter(1, str))
attempt("complete_statement", lambda: sqlite3.complete_statement(1))
attempt("enable tracebacks", lambda: sqlite3.enable_callback_tracebacks())

print(sqlite3.complete_statement("select 1;"), sqlite3.complete_statement("select 1"),
      sqlite3.complete_statement("create trigger x after insert on t begin select 1;"),
      sqlite3.complete_statement(statement="select 'a;'"))

# closed objects
cur = con.cursor()
cur.close()
attempt("closed cursor execute", lambda: cur.execute("select 1"))
attempt("closed cursor fetch", lambda: cur.fetchone())
attempt("closed cursor iter", lambda: next(cur))
live = con.execute("select 1")
con.close()
for label, f in [("execute", lambda: con.execute("select 1")),
                 ("cursor", con.cursor), ("commit", con.commit),
                 ("rollback", con.rollback),
                 ("in_transaction", lambda: con.in_transaction),
                 ("total_changes", lambda: con.total_changes),
                 ("isolation_level", lambda: con.isolation_level),
                 ("create_function", lambda: con.create_function("f", 0, int)),
                 ("fetch from live cursor", live.fetchall),
                 ("with", lambda: con.__enter__()),
                 ("close again", con.close)]:
    attempt(label, f)


class Uninit(sqlite3.Connection):
    def __init__(self):
        pass


class UninitCursor(sqlite3.Cursor):
    def __init__(self, con):
        pass


u = Uninit()
attempt("uninit execute", lambda: u.execute("select 1"))
attempt("uninit close", u.close)
attempt("uninit cursor", lambda: UninitCursor(sqlite3.connect(":memory:")).execute("select 1"))
attempt("readonly rowcount", lambda: setattr(sqlite3.connect(":memory:").cursor(), "rowcount", 1))
attempt("readonly total_changes", lambda: setattr(sqlite3.connect(":memory:"), "total_changes", 1))
attempt("no attr", lambda: setattr(sqlite3.connect(":memory:"), "foo", 1))
attempt("arraysize str", lambda: setattr(sqlite3.connect(":memory:").cursor(), "arraysize", "2"))
