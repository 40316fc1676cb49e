"""Prepared statements of `_sqlite3`: preparing one SQL statement (with
CPython's checks: one statement at a time, no NUL, the length limit),
whether it is DML (INSERT, UPDATE, DELETE or REPLACE after whitespace and
comments: what starts an implicit transaction), binding parameters from a
sequence or a mapping (adapting each value first), and the connection's
LRU cache of statements.

A Statement owns its sqlite3_stmt; a light finalizer finalizes it.
sqlite may call an aggregate's xFinal from sqlite3_finalize (an
aggregate left running), so the finalizer raises IN_FINALIZER.flag,
which makes every callback return at once."""

from rpython.rlib import rgc
from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import OperationError
from objspace.intobject import W_Int, W_Long
from objspace.floatobject import W_Float
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import W_AbstractBytes
from objspace.dictobject import W_Dict
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple
from objspace.noneobject import W_NoneObject
from objspace.exceptions import oefmt, w_OverflowError, TYPES
from objspace.modules import sqlite_capi as capi
from objspace.modules.sqlite_errors import (
    programming_error, raise_db_error, w_DataError, STATE, utf8_of)


class InFinalizer(object):
    def __init__(self):
        self.flag = False


IN_FINALIZER = InFinalizer()


class Statement(object):
    _attrs_ = ("st", "is_dml", "sql", "owner")

    def __init__(self, st, is_dml, sql):
        self.st = st            # sqlite3_stmt*, null for an empty statement
        self.is_dml = is_dml
        self.sql = sql
        self.owner = None       # a weak reference to the cursor running it

    def set_owner(self, w_cursor):
        import weakref
        self.owner = weakref.ref(w_cursor)

    def orphaned(self):
        """Running, but for no live cursor (one dropped mid-iteration,
        which CPython's reference counting would have reset)."""
        if not self.busy():
            return False
        ref = self.owner
        if ref is None:
            return True
        w_cursor = ref()
        return w_cursor is None or w_cursor.stmt is not self

    @rgc.must_be_light_finalizer
    def __del__(self):
        if self.st:
            IN_FINALIZER.flag = True
            capi.finalize(self.st)
            IN_FINALIZER.flag = False

    def finalize(self):
        st = self.st
        if st:
            self.st = lltype.nullptr(capi.VOIDP.TO)
            capi.finalize(st)

    def reset(self):
        if self.st:
            capi.reset(self.st)

    def busy(self):
        return bool(self.st) and capi.to_int(capi.stmt_busy(self.st)) != 0


def _skip_space_and_comments(sql, i):
    """The index of the first character of sql at or after i that is not
    whitespace or inside a comment; len(sql) if there is none."""
    n = len(sql)
    while i < n:
        c = sql[i]
        if c == " " or c == "\t" or c == "\n" or c == "\r" or c == "\f":
            i += 1
        elif c == "-" and i + 1 < n and sql[i + 1] == "-":
            j = sql.find("\n", i + 2)
            if j < 0:
                return n
            i = j + 1
        elif c == "/" and i + 1 < n and sql[i + 1] == "*":
            j = sql.find("*/", i + 2)
            if j < 0:
                return n
            i = j + 2
        else:
            return i
    return n


def _starts_with_word(sql, i, word):
    assert i >= 0
    n = len(word)
    if i + n > len(sql):
        return False
    return sql[i:i + n].lower() == word


def is_dml_sql(sql):
    i = _skip_space_and_comments(sql, 0)
    return (_starts_with_word(sql, i, "insert") or
            _starts_with_word(sql, i, "update") or
            _starts_with_word(sql, i, "delete") or
            _starts_with_word(sql, i, "replace"))


def prepare(db, sql):
    """A Statement for the UTF-8 text sql on handle db, with CPython's
    errors."""
    assert sql is not None
    max_len = capi.to_int(capi.limit(db, capi.c_int(capi.SQLITE_LIMIT_SQL_LENGTH),
                                     capi.c_int(-1)))
    if len(sql) > max_len:
        raise oefmt(w_DataError, "query string is too large")
    if "\x00" in sql:
        raise programming_error("the query contains a null character")
    buf = rffi.str2charp(sql)
    pst = lltype.malloc(capi.VOIDPP.TO, 1, flavor="raw")
    ptail = lltype.malloc(capi.CCHARPP.TO, 1, flavor="raw")
    try:
        pst[0] = lltype.nullptr(capi.VOIDP.TO)
        ptail[0] = lltype.nullptr(capi.CCHARP.TO)
        rc = capi.to_int(capi.prepare_v2(db, buf, capi.c_int(len(sql) + 1),
                                         pst, ptail))
        st = pst[0]
        consumed = len(sql)
        if ptail[0]:
            consumed = (rffi.cast(lltype.Signed, ptail[0]) -
                        rffi.cast(lltype.Signed, buf))
    finally:
        lltype.free(ptail, flavor="raw")
        lltype.free(pst, flavor="raw")
        rffi.free_charp(buf)
    if rc != capi.SQLITE_OK:
        if st:
            capi.finalize(st)
        raise_db_error(db)
        raise programming_error("could not prepare statement")
    stmt = Statement(st, is_dml_sql(sql), sql)
    if 0 <= consumed < len(sql) and \
            _skip_space_and_comments(sql, consumed) < len(sql):
        stmt.finalize()
        raise programming_error("You can only execute one statement at a "
                                "time.")
    return stmt


# --- binding ---

def _need_adapt(w_value):
    if STATE.base_type_adapted:
        return True
    from objspace.bytesobject import W_ByteArray
    from objspace.intobject import w_int_type
    if isinstance(w_value, W_Int) or isinstance(w_value, W_Long):
        return w_value.gettype() is not w_int_type      # bool
    if isinstance(w_value, W_Float) or isinstance(w_value, W_Str) or \
            isinstance(w_value, W_ByteArray):
        return False
    return True


def adapted(w_value):
    if not _need_adapt(w_value):
        return w_value
    from objspace.modules.sqlite_types import adapt, w_prepare_protocol_type
    return adapt(w_value, w_prepare_protocol_type, w_value)


def bind_value(stmt, pos, w_value):
    """Binds parameter pos (1-based): sqlite's result code, or -1 when the
    value's type is not supported (the caller words the error)."""
    from objspace.builtinsub import unwrap
    from objspace.modules.buffers import bytes_or_none
    st = stmt.st
    cpos = capi.c_int(pos)
    if isinstance(w_value, W_NoneObject):
        rc = capi.bind_null(st, cpos)
    else:
        w_v = unwrap(w_value)
        if isinstance(w_v, W_Int):
            rc = capi.bind_int64(st, cpos, rffi.cast(capi.INT64, w_v.intval))
        elif isinstance(w_v, W_Long):
            rc = capi.bind_int64(st, cpos, rffi.cast(capi.INT64,
                                                     long_as_int64(w_v)))
        elif isinstance(w_v, W_Float):
            rc = capi.bind_double(st, cpos, w_v.floatval)
        elif isinstance(w_v, W_Str):
            text = utf8_of(w_v)
            with rffi.scoped_nonmovingbuffer(text) as buf:
                rc = capi.bind_text(st, cpos, buf, capi.c_int(len(text)))
        else:
            data = bytes_or_none(w_v)
            if data is None:
                return -1
            with rffi.scoped_nonmovingbuffer(data) as buf:
                rc = capi.bind_blob(st, cpos, buf, capi.c_int(len(data)))
    return capi.to_int(rc)


def long_as_int64(w_long):
    try:
        return w_long.bigval.tolonglong()
    except OverflowError:
        raise oefmt(w_OverflowError, "Python int too large to convert to "
                    "SQLite INTEGER")


def _is_sequence(w_params):
    from objspace.memoryview import W_MemoryView
    from objspace.iterobject import W_Range
    if isinstance(w_params, W_Str) or isinstance(w_params, W_AbstractBytes) \
            or isinstance(w_params, W_MemoryView) or \
            isinstance(w_params, W_Range):
        return True
    return w_params.gettype().lookup("__getitem__") is not None


def _is_dict(w_params):
    from objspace.builtinsub import unwrap
    return isinstance(unwrap(w_params), W_Dict)


def _check_bound(rc, w_item, where, db):
    if rc == -1:
        raise programming_error("Error binding parameter %s: type '%s' is "
                                "not supported"
                                % (where, w_item.gettype().tp_name()))
    if rc != capi.SQLITE_OK:
        from objspace.modules.sqlite_errors import interface_error
        raise_db_error(db)
        raise interface_error("Error binding parameter %s - probably "
                              "unsupported type." % where)


def bind_parameters(stmt, w_params, db):
    from objspace import containers
    from objspace.intobject import newint
    st = stmt.st
    needed = capi.to_int(capi.bind_parameter_count(st))
    if isinstance(w_params, W_Tuple) or isinstance(w_params, W_List) or \
            (not _is_dict(w_params) and _is_sequence(w_params)):
        if isinstance(w_params, W_Tuple):
            n = len(w_params.items_w)
        elif isinstance(w_params, W_List):
            n = w_params.length()
        else:
            n = containers.len_w(w_params)
        if n != needed:
            raise programming_error(
                "Incorrect number of bindings supplied. The current "
                "statement uses %d, and there are %d supplied."
                % (needed, n))
        for i in range(n):
            if isinstance(w_params, W_Tuple):
                w_item = w_params.items_w[i]
            else:
                w_item = containers.getitem_w(w_params, newint(i))
            w_item = adapted(w_item)
            _check_bound(bind_value(stmt, i + 1, w_item), w_item,
                         "%d" % (i + 1), db)
    elif _is_dict(w_params):
        for i in range(1, needed + 1):
            p = capi.bind_parameter_name(st, capi.c_int(i))
            if not p:
                raise programming_error(
                    "Binding %d has no name, but you supplied a dictionary "
                    "(which has only names)." % i)
            name = rffi.charp2str(p)[1:]
            w_name = newstr(name)
            if isinstance(w_params, W_Dict):
                w_item = w_params.getitem(w_name)
            else:
                try:
                    w_item = containers.getitem_w(w_params, w_name)
                except OperationError as e:
                    from objspace.exceptions import exception_matches
                    if not exception_matches(e.w_value.gettype(),
                                             TYPES.by_name["LookupError"]):
                        raise
                    w_item = None
            if w_item is None:
                raise programming_error("You did not supply a value for "
                                        "binding parameter :%s." % name)
            w_item = adapted(w_item)
            _check_bound(bind_value(stmt, i, w_item), w_item, "%d" % i, db)
    else:
        raise programming_error("parameters are of unsupported type")


# --- the statement cache ---

class StatementCache(object):
    """The last `size` statements prepared, by SQL text, least recently
    used first in `order`."""

    def __init__(self, size):
        self.size = size
        self.stmts = {}
        self.order = []

    def get(self, sql):
        stmt = self.stmts.get(sql, None)
        if stmt is not None:
            order = self.order
            if order[-1] != sql:
                order.remove(sql)
                order.append(sql)
        return stmt

    def put(self, sql, stmt):
        if self.size <= 0:
            return
        if sql in self.stmts:
            self.order.remove(sql)
        elif len(self.order) >= self.size:
            old = self.order.pop(0)
            del self.stmts[old]
        self.stmts[sql] = stmt
        self.order.append(sql)

    def clear(self):
        self.stmts = {}
        self.order = []
