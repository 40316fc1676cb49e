"""`_sqlite3.Cursor`: execute / executemany / executescript, the row
fetching protocol (fetchone, fetchmany, fetchall, iteration), row
conversion (converters chosen by PARSE_COLNAMES / PARSE_DECLTYPES, the
connection's text_factory, the row_factory) and the DB-API attributes.

As CPython 3.11: execute() steps its statement to the first row; each
fetch converts the current row, then steps to the next; a statement that
is done is reset and dropped. A DML statement starts a transaction first
unless the connection is in autocommit mode (isolation_level None)."""

from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import Arguments, OperationError
from objspace.instances import W_Instance
from objspace.typeobject import W_TypeObject
from objspace.funcobject import W_Property, W_BuiltinFunction
from objspace.strobject import W_Str, newstr, newascii
from objspace.bytesobject import W_Bytes, W_ByteArray, w_bytes_type, \
    w_bytearray_type
from objspace.intobject import W_Int, newint, newlong
from objspace.floatobject import newfloat
from objspace.tupleobject import newtuple
from objspace.listobject import W_List
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_stop_iteration,
                                 raise_value_error, oefmt,
                                 w_AttributeError, TYPES)
from objspace import operations as ops
from objspace import containers
from objspace.modules import sqlite_capi as capi
from objspace.modules.sqlite_errors import (
    programming_error, operational_error, raise_db_error, noargs,
    positional, clinic, int_arg, w_DataError, STATE, utf8_of, str_or_none)
from objspace.modules.sqlite_types import (new_type, allow_subclasses,
                                           install, _type_arg,
                                           converter_for)
from objspace.modules import sqlite_stmt

PARSE_DECLTYPES = 1
PARSE_COLNAMES = 2


class W_Cursor(W_Instance):
    _attrs_ = ("w_connection", "initialized", "closed", "locked", "stmt",
               "w_description", "rowcount", "w_lastrowid", "arraysize",
               "w_row_factory", "converters_w")

    def __init__(self, w_class):
        W_Instance.__init__(self, w_class)
        self.w_connection = None
        self.initialized = False
        self.closed = False
        self.locked = False
        self.stmt = None
        self.w_description = W_None
        self.rowcount = -1
        self.w_lastrowid = W_None
        self.arraysize = 1
        self.w_row_factory = W_None
        self.converters_w = None    # per column: a converter or None

    def conn(self):
        from objspace.modules.sqlite_conn import W_Connection
        w_conn = self.w_connection
        assert isinstance(w_conn, W_Connection)
        return w_conn

    # an exact Cursor has no __dict__ (a subclass's instances do)
    def hooked_attr(self, name):
        return self.w_class is w_cursor_type

    def setdictvalue(self, name, w_value):
        if self.w_class is w_cursor_type:
            raise oefmt(w_AttributeError, "'sqlite3.Cursor' object has no "
                        "attribute '%s'" % name)
        W_Instance.setdictvalue(self, name, w_value)

    def check(self):
        """CPython's check_cursor."""
        if not self.initialized:
            raise programming_error("Base Cursor.__init__ not called.")
        if self.closed:
            raise programming_error("Cannot operate on a closed cursor.")
        if self.locked:
            raise programming_error("Recursive use of cursors not allowed.")
        self.conn().check()

    def drop_statement(self):
        stmt = self.stmt
        if stmt is not None:
            stmt.reset()
            self.stmt = None

    # --- executing ---

    def execute(self, w_sql, w_params_iter, multiple):
        from objspace.modules.sqlite_conn import W_Connection
        self.check()
        w_conn = self.conn()
        self.locked = True
        try:
            self._execute(w_conn, w_sql, w_params_iter, multiple)
        except OperationError:
            self.locked = False
            stmt = self.stmt
            if stmt is not None:
                stmt.reset()
                self.stmt = None
            self.rowcount = -1
            raise
        self.locked = False
        stmt = self.stmt
        if stmt is not None and not stmt.busy():
            self.stmt = None
        return self

    def _execute(self, w_conn, w_sql, w_params_iter, multiple):
        assert isinstance(w_sql, W_Str)
        self.drop_statement()
        self.w_description = W_None
        stmt = w_conn.statement(utf8_of(w_sql))
        self.stmt = stmt
        stmt.set_owner(self)
        if multiple and not stmt.is_dml:
            raise programming_error("executemany() can only execute DML "
                                    "statements.")
        stmt.reset()
        self.rowcount = 0 if stmt.is_dml else -1
        if stmt.is_dml and w_conn.begin_statement is not None and \
                w_conn.autocommit():
            w_conn.begin()
        while True:
            w_params = containers.next_w(w_params_iter)
            if w_params is None:
                break
            if not stmt.st:
                continue        # an empty statement: nothing to run
            stmt.reset()
            sqlite_stmt.bind_parameters(stmt, w_params, w_conn.db)
            rc = w_conn.step_first(stmt)
            if rc != capi.SQLITE_DONE and rc != capi.SQLITE_ROW:
                w_conn.report_pending()
                stmt.reset()
                raise_db_error(w_conn.db)
                raise operational_error("step failed")
            w_conn.raise_pending()
            self.build_converters(w_conn, stmt)
            numcols = capi.to_int(capi.column_count(stmt.st))
            if self.w_description is W_None and numcols > 0:
                cols_w = []
                for i in range(numcols):
                    cols_w.append(newtuple([
                        self.column_name(w_conn, stmt, i), W_None, W_None,
                        W_None, W_None, W_None, W_None]))
                self.w_description = newtuple(cols_w)
            if rc == capi.SQLITE_DONE:
                if stmt.is_dml:
                    self.rowcount += capi.to_int(capi.changes(w_conn.db))
                stmt.reset()
        if not multiple:
            self.w_lastrowid = newint(rffi.cast(lltype.Signed,
                                                capi.last_insert_rowid(
                                                    w_conn.db)))

    def column_name(self, w_conn, stmt, i):
        p = capi.column_name(stmt.st, capi.c_int(i))
        if not p:
            return W_None
        name = rffi.charp2str(p)
        if w_conn.detect_types & PARSE_COLNAMES:
            j = name.find("[")
            if j >= 0:
                if j > 0 and name[j - 1] == " ":
                    j -= 1
                assert j >= 0
                name = name[:j]
        return decode_utf8(name)

    def build_converters(self, w_conn, stmt):
        if not w_conn.detect_types:
            self.converters_w = None
            return
        converters_w = []
        for i in range(capi.to_int(capi.column_count(stmt.st))):
            w_conv = None
            if w_conn.detect_types & PARSE_COLNAMES:
                p = capi.column_name(stmt.st, capi.c_int(i))
                name = rffi.charp2str(p) if p else ""
                start = -1
                for j in range(len(name)):
                    if name[j] == "[":
                        start = j + 1
                    elif name[j] == "]" and start >= 0:
                        assert start >= 0
                        w_conv = converter_for(name[start:j])
                        break
            if w_conv is None and w_conn.detect_types & PARSE_DECLTYPES:
                p = capi.column_decltype(stmt.st, capi.c_int(i))
                if p:
                    decl = rffi.charp2str(p)
                    j = 0
                    while j < len(decl) and decl[j] != " " and \
                            decl[j] != "(":
                        j += 1
                    w_conv = converter_for(decl[:j])
            converters_w.append(w_conv)
        self.converters_w = converters_w

    # --- fetching ---

    def fetch_row(self, w_conn, stmt):
        st = stmt.st
        n = capi.to_int(capi.data_count(st))
        items_w = [None] * n
        converters_w = self.converters_w
        for i in range(n):
            w_conv = None
            if converters_w is not None and i < len(converters_w):
                w_conv = converters_w[i]
            ci = capi.c_int(i)
            if w_conv is not None:
                p = capi.column_blob(st, ci)
                if not p:
                    items_w[i] = W_None
                else:
                    size = capi.to_int(capi.column_bytes(st, ci))
                    w_data = W_Bytes(rffi.charpsize2str(p, size))
                    items_w[i] = w_conv.call(Arguments([w_data]))
                continue
            coltype = capi.to_int(capi.column_type(st, ci))
            if coltype == capi.SQLITE_NULL:
                items_w[i] = W_None
            elif coltype == capi.SQLITE_INTEGER:
                items_w[i] = int64_result(capi.column_int64(st, ci))
            elif coltype == capi.SQLITE_FLOAT:
                items_w[i] = newfloat(capi.column_double(st, ci))
            elif coltype == capi.SQLITE_TEXT:
                p = capi.column_text(st, ci)
                size = capi.to_int(capi.column_bytes(st, ci))
                text = rffi.charpsize2str(p, size) if p else ""
                items_w[i] = self.text_value(w_conn, stmt, i, text)
            else:
                p = capi.column_blob(st, ci)
                size = capi.to_int(capi.column_bytes(st, ci))
                items_w[i] = W_Bytes(rffi.charpsize2str(p, size) if p
                                     else "")
        return newtuple(items_w)

    def text_value(self, w_conn, stmt, i, text):
        from objspace.strobject import w_str_type
        w_factory = w_conn.w_text_factory
        if w_factory is w_str_type:
            try:
                return decode_utf8(text)
            except OperationError as e:
                if not e.w_value.gettype().issubtype(
                        TYPES.by_name["UnicodeDecodeError"]):
                    raise
                p = capi.column_name(stmt.st, capi.c_int(i))
                name = rffi.charp2str(p) if p else ""
                msg = "Could not decode to UTF-8 column '%s' with text '%s'" \
                    % (name, text)
                if len(msg) > 198:
                    msg = msg[:198]
                raise operational_error(_ascii_replace(msg))
        if w_factory is w_bytes_type:
            return W_Bytes(text)
        if w_factory is w_bytearray_type:
            return W_ByteArray(text)
        return w_factory.call(Arguments([W_Bytes(text)]))

    def next_row(self):
        """The next row (through the row factory), or None at the end."""
        self.check()
        stmt = self.stmt
        if stmt is None:
            return None
        w_conn = self.conn()
        if not stmt.st or capi.to_int(capi.data_count(stmt.st)) == 0:
            stmt.reset()
            self.stmt = None
            return None
        self.locked = True
        try:
            w_row = self.fetch_row(w_conn, stmt)
        finally:
            self.locked = False
        rc = w_conn.step(stmt)
        if rc == capi.SQLITE_DONE:
            if stmt.is_dml:
                self.rowcount = capi.to_int(capi.changes(w_conn.db))
            stmt.reset()
            self.stmt = None
        elif rc != capi.SQLITE_ROW:
            w_conn.report_pending()
            e = _db_error_or_none(w_conn)
            stmt.reset()
            self.stmt = None
            if e is not None:
                raise e
        w_conn.raise_pending()
        w_factory = self.w_row_factory
        if not ops.is_none(w_factory):
            w_row = w_factory.call(Arguments([self, w_row]))
        return w_row


def _db_error_or_none(w_conn):
    from objspace.modules.sqlite_errors import db_error
    return db_error(w_conn.db)


def int64_result(x):
    return newint(rffi.cast(lltype.Signed, x))


def decode_utf8(s):
    """A str from UTF-8 bytes, strictly (UnicodeDecodeError as CPython)."""
    for c in s:
        if ord(c) >= 0x80:
            from objspace.modules import codecs_impl
            text, used = codecs_impl.decode(codecs_impl.K_UTF8, s, "strict",
                                            True)
            assert text is not None
            return newstr(text)
    return newascii(s)


def _ascii_replace(msg):
    """msg decoded as ASCII with errors='replace'."""
    out = []
    for c in msg:
        if ord(c) >= 0x80:
            out.append("\xef\xbf\xbd")
        else:
            out.append(c)
    return "".join(out)


# --- the type ---

def _self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_Cursor):
        raise_type_error("descriptor '%s' requires a 'sqlite3.Cursor' "
                         "object" % name)
    w_cur = args.args_w[0]
    assert isinstance(w_cur, W_Cursor)
    return w_cur


def _cursor_new(args):
    w_cur = W_Cursor(w_cursor_type)
    cursor_init(args.prepend(w_cur))
    return w_cur


def _cursor_dunder_new(args):
    return W_Cursor(_type_arg(args, w_cursor_type))


def _check_locked(w_cur):
    if w_cur.locked:
        raise programming_error("Recursive use of cursors not allowed.")


def cursor_init(args):
    from objspace.modules.sqlite_conn import W_Connection
    w_cur = _self(args, "__init__")
    _check_locked(w_cur)
    values_w = clinic(args, "Cursor", ["connection"], 1, 1, 1)
    w_conn = values_w[0]
    if not isinstance(w_conn, W_Connection):
        raise_type_error("Cursor() argument 1 must be sqlite3.Connection, "
                         "not %s" % w_conn.gettype().name)
    w_cur.w_connection = w_conn
    w_cur.arraysize = 1
    w_cur.w_description = W_None
    w_cur.w_lastrowid = W_None
    w_cur.rowcount = -1
    w_cur.w_row_factory = W_None
    w_cur.initialized = True
    return W_None


def sql_arg(w_sql, fname):
    w_s = str_or_none(w_sql)
    if w_s is None:
        raise_type_error("%s() argument 1 must be str, not %s"
                         % (fname, w_sql.gettype().name))
    return w_s


def execute_args(w_cur, w_sql, w_params):
    """cursor.execute(sql, parameters=())"""
    w_sql = sql_arg(w_sql, "execute")
    if w_params is None:
        w_params = newtuple([])
    w_it = containers.iter_w(W_List([w_params]))
    return w_cur.execute(w_sql, w_it, False)


def executemany_args(w_cur, w_sql, w_seq):
    w_sql = sql_arg(w_sql, "executemany")
    return w_cur.execute(w_sql, containers.iter_w(w_seq), True)


def cursor_execute(args):
    w_cur = _self(args, "execute")
    args_w = positional(args, "execute", "Cursor.execute", 1, 2)
    return execute_args(w_cur, args_w[0],
                        args_w[1] if len(args_w) > 1 else None)


def cursor_executemany(args):
    w_cur = _self(args, "executemany")
    args_w = positional(args, "executemany", "Cursor.executemany", 2, 2)
    return executemany_args(w_cur, args_w[0], args_w[1])


def executescript(w_cur, w_script):
    w_cur.check()
    w_s = str_or_none(w_script)
    if w_s is None:
        raise_type_error("executescript() argument must be str, not %s"
                         % w_script.gettype().name)
    assert isinstance(w_s, W_Str)
    script = utf8_of(w_s)
    if "\x00" in script:
        raise_value_error("embedded null character")
    w_conn = w_cur.conn()
    db = w_conn.db
    max_len = capi.to_int(capi.limit(
        db, capi.c_int(capi.SQLITE_LIMIT_SQL_LENGTH), capi.c_int(-1)))
    if len(script) > max_len:
        raise oefmt(w_DataError, "query string is too large")
    if not w_conn.autocommit():
        if w_conn.exec_simple("COMMIT") != capi.SQLITE_OK:
            raise_db_error(db)
    buf = rffi.str2charp(script)
    pst = lltype.malloc(capi.VOIDPP.TO, 1, flavor="raw")
    ptail = lltype.malloc(capi.CCHARPP.TO, 1, flavor="raw")
    try:
        pos = buf
        remaining = len(script)
        while True:
            pst[0] = lltype.nullptr(capi.VOIDP.TO)
            rc = capi.to_int(capi.prepare_v2(db, pos, capi.c_int(remaining + 1),
                                             pst, ptail))
            if rc == capi.SQLITE_OK:
                st = pst[0]
                if st:
                    while True:
                        rc = w_conn.step_raw(st)
                        if rc != capi.SQLITE_ROW:
                            break
                    rc = capi.to_int(capi.finalize(st))
            if rc != capi.SQLITE_OK:
                w_conn.clear_pending()
                raise_db_error(db)
                raise operational_error("executescript failed")
            w_conn.clear_pending()
            tail = ptail[0]
            if not tail or tail[0] == "\x00":
                break
            used = (rffi.cast(lltype.Signed, tail) -
                    rffi.cast(lltype.Signed, pos))
            remaining -= used
            pos = tail
    finally:
        lltype.free(ptail, flavor="raw")
        lltype.free(pst, flavor="raw")
        rffi.free_charp(buf)
    return w_cur


def cursor_executescript(args):
    w_cur = _self(args, "executescript")
    args_w = positional(args, "executescript", "Cursor.executescript", 1, 1)
    return executescript(w_cur, args_w[0])


def cursor_fetchone(args):
    w_cur = _self(args, "fetchone")
    noargs(args, "Cursor.fetchone")
    w_row = w_cur.next_row()
    return W_None if w_row is None else w_row


def cursor_fetchmany(args):
    w_cur = _self(args, "fetchmany")
    values_w = clinic(args, "fetchmany", ["size"], 0, 0, 1)
    maxrows = w_cur.arraysize
    if values_w[0] is not None:
        maxrows = int_arg(values_w[0])
    rows_w = []
    counter = 0
    while True:
        w_row = w_cur.next_row()
        if w_row is None:
            break
        rows_w.append(w_row)
        counter += 1
        if counter == maxrows:
            break
    return W_List(rows_w)


def cursor_fetchall(args):
    w_cur = _self(args, "fetchall")
    noargs(args, "Cursor.fetchall")
    rows_w = []
    while True:
        w_row = w_cur.next_row()
        if w_row is None:
            break
        rows_w.append(w_row)
    return W_List(rows_w)


def cursor_iter(args):
    w_cur = _self(args, "__iter__")
    noargs(args, "Cursor.__iter__")
    return w_cur


def cursor_next(args):
    w_cur = _self(args, "__next__")
    noargs(args, "Cursor.__next__")
    w_row = w_cur.next_row()
    if w_row is None:
        raise_stop_iteration()
    return w_row


def cursor_close(args):
    w_cur = _self(args, "close")
    noargs(args, "Cursor.close")
    _check_locked(w_cur)
    if not w_cur.initialized:
        raise programming_error("Base Cursor.__init__ not called.")
    w_conn = w_cur.w_connection
    if w_conn is not None:
        w_cur.conn().check()
    w_cur.drop_statement()
    w_cur.closed = True
    return W_None


def cursor_setinputsizes(args):
    _self(args, "setinputsizes")
    positional(args, "setinputsizes", "Cursor.setinputsizes", 1, 1)
    return W_None


def cursor_setoutputsize(args):
    _self(args, "setoutputsize")
    positional(args, "setoutputsize", "Cursor.setoutputsize", 1, 2)
    return W_None


# --- attributes ---

def _readonly(name):
    def setter(args):
        raise oefmt(w_AttributeError, "readonly attribute")
    setter.__name__ = "cursor_readonly_" + name
    return W_BuiltinFunction(name, setter)


def get_connection(args):
    w_cur = _self(args, "connection")
    return W_None if w_cur.w_connection is None else w_cur.w_connection


def get_description(args):
    return _self(args, "description").w_description


def get_rowcount(args):
    return newint(_self(args, "rowcount").rowcount)


def get_lastrowid(args):
    return _self(args, "lastrowid").w_lastrowid


def get_arraysize(args):
    return newint(_self(args, "arraysize").arraysize)


def set_arraysize(args):
    w_cur = _self(args, "arraysize")
    w_cur.arraysize = int_arg(args.args_w[1])
    return W_None


def get_row_factory(args):
    return _self(args, "row_factory").w_row_factory


def set_row_factory(args):
    _self(args, "row_factory").w_row_factory = args.args_w[1]
    return W_None


w_cursor_type = new_type("Cursor", _cursor_new)
allow_subclasses(w_cursor_type, _cursor_dunder_new)
install(w_cursor_type, [
    ("__init__", cursor_init), ("execute", cursor_execute),
    ("executemany", cursor_executemany),
    ("executescript", cursor_executescript),
    ("fetchone", cursor_fetchone), ("fetchmany", cursor_fetchmany),
    ("fetchall", cursor_fetchall), ("close", cursor_close),
    ("setinputsizes", cursor_setinputsizes),
    ("setoutputsize", cursor_setoutputsize),
    ("__iter__", cursor_iter), ("__next__", cursor_next)])
for _name, _get, _set in [
        ("connection", get_connection, None),
        ("description", get_description, None),
        ("rowcount", get_rowcount, None),
        ("lastrowid", get_lastrowid, None),
        ("arraysize", get_arraysize, set_arraysize),
        ("row_factory", get_row_factory, set_row_factory)]:
    w_cursor_type.dict_w[_name] = W_Property(
        W_BuiltinFunction(_name, _get),
        W_BuiltinFunction(_name, _set) if _set is not None
        else _readonly(_name), None)
