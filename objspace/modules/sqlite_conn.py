"""`_sqlite3.Connection`: opening a database, the statement cache,
transactions as CPython 3.11 handles them (a DML statement begins one
with `BEGIN <isolation_level>` unless isolation_level is None; commit,
rollback, the context manager), cursors and the execute shortcuts, and
the connection's attributes. User functions and hooks are registered in
sqlite_conn_hooks.py; their callbacks are sqlite_udf.py.

A W_Connection is a W_Instance, so a subclass's instances are the same
W_ class with their own class (its __new__ allocates one for any class);
__init__ opens the database. The handle is closed by close(), else by a
light finalizer (sqlite3_close_v2: sqlite frees it once its statements
are finalized too)."""

import weakref

from rpython.rlib import rgc
from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import W_Object, Arguments, OperationError
from objspace.instances import W_Instance
from objspace.funcobject import W_Property, W_BuiltinFunction
from objspace.strobject import W_Str, newstr, w_str_type
from objspace.intobject import newint, newbool, W_False
from objspace.floatobject import W_Float
from objspace.noneobject import W_None, W_NoneObject
from objspace.exceptions import (raise_type_error, raise_value_error, oefmt,
                                 w_AttributeError, w_NotImplementedError,
                                 w_MemoryError)
from objspace import operations as ops
from objspace import containers
from objspace.modules import sqlite_capi as capi
from objspace.modules.sqlite_errors import (
    programming_error, raise_db_error, db_error, noargs, positional, clinic,
    int_arg, EXCEPTIONS, STATE)
from objspace.modules.sqlite_types import (new_type, allow_subclasses,
                                           install, _type_arg)
from objspace.modules import sqlite_stmt
from objspace.modules.sqlite_stmt import IN_FINALIZER, StatementCache

BEGIN_STATEMENTS = ["BEGIN ", "BEGIN DEFERRED", "BEGIN IMMEDIATE",
                    "BEGIN EXCLUSIVE"]


class W_Connection(W_Instance):
    _attrs_ = ("db", "initialized", "begin_statement", "detect_types",
               "w_row_factory", "w_text_factory", "cache", "stmt_refs",
               "pending", "functions", "collations", "w_authorizer",
               "w_progress", "w_trace", "blob_refs", "stepping")

    def __init__(self, w_class):
        W_Instance.__init__(self, w_class)
        self.db = lltype.nullptr(capi.VOIDP.TO)
        self.initialized = False
        self.begin_statement = None
        self.detect_types = 0
        self.w_row_factory = W_None
        self.w_text_factory = w_str_type
        self.cache = StatementCache(0)
        self.stmt_refs = []
        self.pending = None      # a collation's exception, raised later
        # the CallbackContexts sqlite may call (sqlite_udf.py)
        self.functions = {}
        self.collations = {}
        self.w_authorizer = None
        self.w_progress = None
        self.w_trace = None
        self.blob_refs = []
        self.stepping = 0       # sqlite3_step calls running (callbacks)

    @rgc.must_be_light_finalizer
    def __del__(self):
        if self.db:
            IN_FINALIZER.flag = True
            capi.close_v2(self.db)
            IN_FINALIZER.flag = False

    # an exact Connection has no __dict__ (a subclass's instances do)
    def hooked_attr(self, name):
        return self.w_class is w_connection_type

    def setdictvalue(self, name, w_value):
        if self.w_class is w_connection_type:
            raise oefmt(w_AttributeError, "'sqlite3.Connection' object has no "
                        "attribute '%s'" % name)
        W_Instance.setdictvalue(self, name, w_value)

    def check(self):
        """CPython's pysqlite_check_connection."""
        if not self.initialized:
            raise programming_error("Base Connection.__init__ not called.")
        if not self.db:
            raise programming_error("Cannot operate on a closed database.")

    def autocommit(self):
        return capi.to_int(capi.get_autocommit(self.db)) != 0

    # --- statements ---

    def statement(self, sql):
        """A statement for sql from the cache, else newly prepared; a
        fresh one when the cached one is running for another cursor."""
        stmt = self.cache.get(sql)
        if stmt is not None and stmt.st and not stmt.busy():
            return stmt
        fresh = sqlite_stmt.prepare(self.db, sql)
        self.remember(fresh)
        if stmt is None:
            self.cache.put(sql, fresh)
        return fresh

    def remember(self, stmt):
        """Keeps a weak reference to stmt, finalized at close()."""
        refs = self.stmt_refs
        if len(refs) >= 64 and len(refs) & 63 == 0:
            alive = []
            for r in refs:
                if r() is not None:
                    alive.append(r)
            refs = alive
            self.stmt_refs = refs
        refs.append(weakref.ref(stmt))

    def reset_orphans(self):
        """Resets the statements left running by cursors that are gone
        (a collection finds them first): they would make sqlite think a
        statement is still active (sqlite3_interrupt stays in effect,
        tables and read locks stay locked), where CPython's reference
        counting has reset them already. The number reset."""
        count = 0
        for r in self.stmt_refs:
            stmt = r()
            if stmt is not None and stmt.orphaned():
                stmt.reset()
                count += 1
        return count

    def step_raw(self, st):
        self.stepping += 1
        try:
            return capi.to_int(capi.step(st))
        finally:
            self.stepping -= 1

    def step(self, stmt):
        return self.step_raw(stmt.st)

    def step_first(self, stmt):
        """The first step of a statement, retried once if its table or
        database was locked by statements of dropped cursors."""
        rc = self.step_raw(stmt.st)
        if locked_out(rc) and reset_all_orphans() > 0:
            capi.reset(stmt.st)
            rc = self.step_raw(stmt.st)
        return rc

    def exec_simple(self, sql):
        """Runs one statement without parameters; sqlite's result code."""
        pst = lltype.malloc(capi.VOIDPP.TO, 1, flavor="raw")
        try:
            pst[0] = lltype.nullptr(capi.VOIDP.TO)
            with rffi.scoped_str2charp(sql) as buf:
                rc = capi.to_int(capi.prepare_v2(
                    self.db, buf, capi.c_int(-1), pst,
                    lltype.nullptr(capi.CCHARPP.TO)))
            if rc == capi.SQLITE_OK:
                st = pst[0]
                rc = self.step_raw(st)
                if locked_out(rc) and reset_all_orphans() > 0:
                    capi.reset(st)
                    self.step_raw(st)
                rc = capi.to_int(capi.finalize(st))
        finally:
            lltype.free(pst, flavor="raw")
        self.clear_pending()
        return rc

    def begin(self):
        begin = self.begin_statement
        assert begin is not None
        if self.exec_simple(begin) != capi.SQLITE_OK:
            raise_db_error(self.db)

    def commit(self):
        self.check()
        if not self.autocommit():
            if self.exec_simple("COMMIT") != capi.SQLITE_OK:
                raise_db_error(self.db)

    def rollback(self):
        self.check()
        if not self.autocommit():
            if self.exec_simple("ROLLBACK") != capi.SQLITE_OK:
                raise_db_error(self.db)

    def close(self):
        if not self.initialized:
            raise programming_error("Base Connection.__init__ not called.")
        from objspace.modules.sqlite_blob import close_all_blobs
        close_all_blobs(self)
        self.cache.clear()
        db = self.db
        if db:
            for r in self.stmt_refs:
                stmt = r()
                if stmt is not None:
                    stmt.finalize()
            self.stmt_refs = []
            self.db = lltype.nullptr(capi.VOIDP.TO)
            capi.close_v2(db)
            self.functions = {}
            self.collations = {}
            self.w_authorizer = None
            self.w_progress = None
            self.w_trace = None

    def reinit_close(self):
        """__init__ on an initialised connection: the old database is
        closed, but statements still running on it stay usable (sqlite
        keeps the handle until they are finalized), as in CPython."""
        from objspace.modules.sqlite_blob import close_all_blobs
        self.initialized = False
        close_all_blobs(self)
        self.cache.clear()
        db = self.db
        if db:
            self.db = lltype.nullptr(capi.VOIDP.TO)
            self.stmt_refs = []
            capi.close_v2(db)
        self.functions = {}
        self.collations = {}
        self.w_authorizer = None
        self.w_progress = None
        self.w_trace = None

    # --- exceptions raised in callbacks ---

    def clear_pending(self):
        self.pending = None

    def raise_pending(self):
        e = self.pending
        if e is not None:
            self.pending = None
            raise e

    def report_pending(self):
        """A step failed: a pending exception is printed (with
        enable_callback_tracebacks) and dropped, as CPython does."""
        e = self.pending
        if e is not None:
            self.pending = None
            if STATE.callback_tracebacks:
                from objspace.stdio import OUTPUT
                from interpreter.runtime.main import format_exception
                OUTPUT.flush()
                OUTPUT.write_stderr(format_exception(e.w_value))


def locked_out(rc):
    primary = rc & 0xff
    return primary == capi.SQLITE_LOCKED or primary == capi.SQLITE_BUSY


class Registry(object):
    """Weak references to the open connections (reset_all_orphans)."""
    def __init__(self):
        self.refs = []

    def add(self, w_conn):
        refs = self.refs
        if len(refs) >= 16 and len(refs) & 15 == 0:
            alive = []
            for r in refs:
                if r() is not None:
                    alive.append(r)
            refs = alive
            self.refs = refs
        refs.append(weakref.ref(w_conn))


REGISTRY = Registry()


def reset_all_orphans():
    """After a collection, resets the statements left running by dropped
    cursors on every connection not inside sqlite3_step (a step that
    found its table or database locked is retried when this reset
    any)."""
    rgc.collect()
    count = 0
    for r in REGISTRY.refs:
        w_conn = r()
        if w_conn is not None and w_conn.db and w_conn.stepping == 0:
            count += w_conn.reset_orphans()
    return count


# --- creating ---

def _conn_new(args):
    w_conn = W_Connection(w_connection_type)
    conn_init(args.prepend(w_conn))
    return w_conn


def _conn_dunder_new(args):
    return W_Connection(_type_arg(args, w_connection_type))


def _self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_Connection):
        raise_type_error("descriptor '%s' requires a 'sqlite3.Connection' "
                         "object" % name)
    w_conn = args.args_w[0]
    assert isinstance(w_conn, W_Connection)
    return w_conn


def _checked(args, name):
    w_conn = _self(args, name)
    w_conn.check()
    return w_conn


def _database_path(w_db):
    from objspace.modules.posix_args import fspath
    from objspace.bytesobject import W_Bytes
    w_p = fspath(w_db)
    if w_p is None:
        raise_type_error("expected str, bytes or os.PathLike object, not %s"
                         % w_db.gettype().name)
    if isinstance(w_p, W_Str):
        path = sqlite_stmt.utf8_of(w_p)
    else:
        assert isinstance(w_p, W_Bytes)
        path = w_p.value
    assert path is not None
    if "\x00" in path:
        raise_value_error("embedded null byte")
    return path


def _float_arg(w_x):
    from objspace.builtinsub import unwrap
    from objspace.intobject import W_Int, W_Long
    w_v = unwrap(w_x)
    if isinstance(w_v, W_Float):
        return w_v.floatval
    if isinstance(w_v, W_Int):
        return float(w_v.intval)
    if isinstance(w_v, W_Long):
        return w_v.bigval.tofloat()
    raise_type_error("must be real number, not %s" % w_x.gettype().name)
    return 0.0


def begin_statement_of(w_level):
    """The BEGIN statement for an isolation_level that is not None."""
    if not isinstance(w_level, W_Str):
        raise_type_error("isolation_level must be str or None")
    assert isinstance(w_level, W_Str)
    level = w_level.utf8
    assert level is not None
    if "\x00" in level:
        raise_value_error("embedded null character")
    upper = level.upper()
    for begin in BEGIN_STATEMENTS:
        if begin[6:] == upper:
            return begin
    raise_value_error("isolation_level string must be '', 'DEFERRED', "
                      "'IMMEDIATE', or 'EXCLUSIVE'")
    return None


CONNECT_PARAMS = ["database", "timeout", "detect_types", "isolation_level",
                  "check_same_thread", "factory", "cached_statements", "uri"]


def conn_init(args):
    w_conn = _self(args, "__init__")
    values_w = clinic(args, "Connection", CONNECT_PARAMS, 0, 1, 8)
    path = _database_path(values_w[0])
    timeout = 5.0
    if values_w[1] is not None:
        timeout = _float_arg(values_w[1])
    detect_types = 0
    if values_w[2] is not None:
        detect_types = int_arg(values_w[2])
    begin = "BEGIN "
    if values_w[3] is not None:
        if ops.is_none(values_w[3]):
            begin = None
        else:
            begin = begin_statement_of(values_w[3])
    if values_w[4] is not None:
        ops.is_true(values_w[4])
    cache_size = 128
    if values_w[6] is not None:
        cache_size = int_arg(values_w[6])
    uri = False
    if values_w[7] is not None:
        uri = ops.is_true(values_w[7])
    if w_conn.initialized or w_conn.db:
        w_conn.reinit_close()   # __init__ called again: a new database
    flags = capi.SQLITE_OPEN_READWRITE | capi.SQLITE_OPEN_CREATE
    if uri:
        flags |= capi.SQLITE_OPEN_URI
    pdb = lltype.malloc(capi.VOIDPP.TO, 1, flavor="raw")
    try:
        pdb[0] = lltype.nullptr(capi.VOIDP.TO)
        with rffi.scoped_str2charp(path) as buf:
            rc = capi.to_int(capi.open_v2(buf, pdb, capi.c_int(flags),
                                          lltype.nullptr(capi.CCHARP.TO)))
        db = pdb[0]
    finally:
        lltype.free(pdb, flavor="raw")
    if not db:
        raise oefmt(w_MemoryError, "")
    if rc != capi.SQLITE_OK:
        e = db_error(db)
        capi.close_v2(db)
        if e is not None:
            raise e
        raise programming_error("unable to open database")
    w_conn.db = db
    w_conn.begin_statement = begin
    w_conn.detect_types = detect_types
    w_conn.cache = StatementCache(cache_size)
    w_conn.stmt_refs = []
    w_conn.w_row_factory = W_None
    w_conn.w_text_factory = w_str_type
    capi.busy_timeout(db, capi.c_int(int(timeout * 1000.0)))
    w_conn.initialized = True
    REGISTRY.add(w_conn)
    return W_None


# --- methods ---

def conn_cursor(args):
    from objspace.modules.sqlite_cursor import W_Cursor, w_cursor_type
    w_conn = _checked(args, "cursor")
    values_w = clinic(args, "cursor", ["factory"], 0, 0, 1)
    w_factory = values_w[0]
    if w_factory is None:
        w_factory = w_cursor_type
    w_cur = w_factory.call(Arguments([w_conn]))
    if not isinstance(w_cur, W_Cursor):
        raise_type_error("factory must return a cursor, not %s"
                         % w_cur.gettype().tp_name())
    assert isinstance(w_cur, W_Cursor)
    if not ops.is_none(w_conn.w_row_factory):
        w_cur.w_row_factory = w_conn.w_row_factory
    return w_cur


def _new_cursor(w_conn):
    """The cursor of the execute shortcuts: a plain Cursor (a subclass's
    cursor() is not called, as in CPython 3.11)."""
    from objspace.modules.sqlite_cursor import W_Cursor, w_cursor_type
    w_conn.check()
    w_cur = w_cursor_type.call(Arguments([w_conn]))
    assert isinstance(w_cur, W_Cursor)
    if not ops.is_none(w_conn.w_row_factory):
        w_cur.w_row_factory = w_conn.w_row_factory
    return w_cur


def conn_execute(args):
    from objspace.modules.sqlite_cursor import execute_args
    w_conn = _self(args, "execute")
    args_w = positional(args, "execute", "Connection.execute", 1, 2)
    w_cur = _new_cursor(w_conn)
    return execute_args(w_cur, args_w[0],
                        args_w[1] if len(args_w) > 1 else None)


def conn_executemany(args):
    from objspace.modules.sqlite_cursor import executemany_args
    w_conn = _self(args, "executemany")
    args_w = positional(args, "executemany", "Connection.executemany", 2, 2)
    w_cur = _new_cursor(w_conn)
    return executemany_args(w_cur, args_w[0], args_w[1])


def conn_executescript(args):
    from objspace.modules.sqlite_cursor import executescript
    w_conn = _self(args, "executescript")
    args_w = positional(args, "executescript", "Connection.executescript",
                        1, 1)
    w_cur = _new_cursor(w_conn)
    return executescript(w_cur, args_w[0])


def conn_commit(args):
    w_conn = _self(args, "commit")
    noargs(args, "Connection.commit")
    w_conn.commit()
    return W_None


def conn_rollback(args):
    w_conn = _self(args, "rollback")
    noargs(args, "Connection.rollback")
    w_conn.rollback()
    return W_None


def conn_close(args):
    w_conn = _self(args, "close")
    noargs(args, "Connection.close")
    w_conn.close()
    return W_None


def conn_enter(args):
    w_conn = _checked(args, "__enter__")
    noargs(args, "Connection.__enter__")
    return w_conn


def conn_exit(args):
    w_conn = _self(args, "__exit__")
    args_w = positional(args, "__exit__", "Connection.__exit__", 3, 3)
    if ops.is_none(args_w[0]) and ops.is_none(args_w[1]) and \
            ops.is_none(args_w[2]):
        try:
            w_conn.commit()
        except OperationError as e:
            try:
                w_conn.rollback()
            except OperationError as e2:
                from objspace.exceptions import W_BaseException
                w_exc2 = e2.w_value
                if isinstance(w_exc2, W_BaseException):
                    w_exc2.w_context = e.w_value
                raise e2
            raise e
    else:
        w_conn.rollback()
    return W_False


def conn_interrupt(args):
    w_conn = _checked(args, "interrupt")
    noargs(args, "Connection.interrupt")
    if w_conn.stepping == 0:
        rgc.collect()
        w_conn.reset_orphans()
    capi.interrupt(w_conn.db)
    return W_None


def _limit(w_conn, category, value):
    old = capi.to_int(capi.limit(w_conn.db, capi.c_int(category),
                                 capi.c_int(value)))
    if old < 0:
        raise programming_error("'category' is out of bounds")
    return newint(old)


def conn_getlimit(args):
    w_conn = _checked(args, "getlimit")
    values_w = clinic(args, "getlimit", ["category"], 1, 1, 1)
    return _limit(w_conn, int_arg(values_w[0]), -1)


def conn_setlimit(args):
    w_conn = _checked(args, "setlimit")
    values_w = clinic(args, "setlimit", ["category", "limit"], 2, 2, 2)
    return _limit(w_conn, int_arg(values_w[0]), int_arg(values_w[1]))


def conn_iterdump(args):
    from interpreter.runtime import importing
    from objspace import attrs
    w_conn = _checked(args, "iterdump")
    noargs(args, "Connection.iterdump")
    w_mod = importing.import_dotted("sqlite3.dump")
    return attrs.getattr_w(w_mod, "_iterdump").call(Arguments([w_conn]))


class W_StatementObject(W_Object):
    """What calling a connection with SQL gives (CPython's statement
    cache calls it): a prepared statement, nothing more to do with it."""
    _attrs_ = ("stmt",)

    def __init__(self, stmt):
        self.stmt = stmt

    def gettype(self):
        return w_statement_type


def conn_call(args):
    from objspace.modules.sqlite_errors import str_or_none, utf8_of
    w_conn = _checked(args, "__call__")
    if args.has_kwargs():
        raise_type_error("sqlite3.Connection() takes no keyword arguments")
    n = len(args.args_w) - 1
    if n != 1:
        raise_type_error("function takes exactly 1 argument (%d given)" % n)
    w_sql = str_or_none(args.args_w[1])
    if w_sql is None:
        raise_type_error("argument 1 must be str, not %s"
                         % args.args_w[1].gettype().name)
    assert isinstance(w_sql, W_Str)
    stmt = sqlite_stmt.prepare(w_conn.db, utf8_of(w_sql))
    w_conn.remember(stmt)
    return W_StatementObject(stmt)


# --- attributes ---

def get_isolation_level(args):
    w_conn = _checked(args, "isolation_level")
    begin = w_conn.begin_statement
    if begin is None:
        return W_None
    return newstr(begin[6:])


def set_isolation_level(args):
    w_conn = _self(args, "isolation_level")
    w_level = args.args_w[1]
    if ops.is_none(w_level):
        w_conn.check()
        w_conn.begin_statement = None
        w_conn.commit()
    else:
        w_conn.begin_statement = begin_statement_of(w_level)
    return W_None


def get_in_transaction(args):
    w_conn = _checked(args, "in_transaction")
    return newbool(not w_conn.autocommit())


def get_total_changes(args):
    w_conn = _checked(args, "total_changes")
    return newint(capi.to_int(capi.total_changes(w_conn.db)))


def get_row_factory(args):
    return _self(args, "row_factory").w_row_factory


def set_row_factory(args):
    _self(args, "row_factory").w_row_factory = args.args_w[1]
    return W_None


def get_text_factory(args):
    return _self(args, "text_factory").w_text_factory


def set_text_factory(args):
    _self(args, "text_factory").w_text_factory = args.args_w[1]
    return W_None


def _not_writable(name):
    def setter(args):
        raise oefmt(w_AttributeError, "attribute '%s' of 'sqlite3.Connection' "
                    "objects is not writable" % name)
    setter.__name__ = "conn_not_writable_" + name
    return W_BuiltinFunction(name, setter)


def _readonly_member():
    def setter(args):
        raise oefmt(w_AttributeError, "readonly attribute")
    return W_BuiltinFunction("readonly", setter)


def _exception_getter(w_exc):
    def getter(args):
        _self(args, w_exc.name)
        return w_exc
    getter.__name__ = "conn_get_" + w_exc.name
    return W_BuiltinFunction(w_exc.name, getter)


def _statement_type():
    from objspace.typeobject import W_TypeObject, w_object_type
    from objspace.modules.sqlite_blob import not_instantiable
    w_t = W_TypeObject("Statement", [w_object_type])
    w_t.module = "sqlite3"
    w_t.w_new = not_instantiable("sqlite3.Statement")
    return w_t


w_statement_type = _statement_type()
w_connection_type = new_type("Connection", _conn_new)
allow_subclasses(w_connection_type, _conn_dunder_new)
install(w_connection_type, [
    ("__init__", conn_init), ("cursor", conn_cursor),
    ("execute", conn_execute), ("executemany", conn_executemany),
    ("executescript", conn_executescript), ("commit", conn_commit),
    ("rollback", conn_rollback), ("close", conn_close),
    ("__enter__", conn_enter), ("__exit__", conn_exit),
    ("interrupt", conn_interrupt), ("getlimit", conn_getlimit),
    ("setlimit", conn_setlimit), ("iterdump", conn_iterdump),
    ("__call__", conn_call)])
for _name, _get, _set in [
        ("isolation_level", get_isolation_level, set_isolation_level),
        ("row_factory", get_row_factory, set_row_factory),
        ("text_factory", get_text_factory, set_text_factory)]:
    w_connection_type.dict_w[_name] = W_Property(
        W_BuiltinFunction(_name, _get), W_BuiltinFunction(_name, _set), None)
for _name, _get in [("in_transaction", get_in_transaction),
                    ("total_changes", get_total_changes)]:
    w_connection_type.dict_w[_name] = W_Property(
        W_BuiltinFunction(_name, _get), _not_writable(_name), None)
for _name, _w_exc in EXCEPTIONS:
    w_connection_type.dict_w[_name] = W_Property(
        _exception_getter(_w_exc), _readonly_member(), None)
