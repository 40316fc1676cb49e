"""Python callables that sqlite calls: user functions (create_function),
aggregates (create_aggregate), collations (create_collation), the
authorizer, the progress handler and the trace callback, as rffi
callbacks (llhelper) with CPython 3.11's conversions and error handling.

sqlite hands each callback the pointer it was registered with: here the
id of a CallbackContext, found again in CONTEXTS, a weak-valued
dictionary (the connection keeps its contexts alive, so a context lives
as long as sqlite may call it). A running aggregate's instance is kept in
AGGREGATES under an id stored in sqlite's aggregate context, until its
xFinal. No Python exception may leave a callback: a function's error
becomes the SQL error CPython reports (printed first with
enable_callback_tracebacks(True)); a collation's exception stays pending
on its connection and is raised when the statement's step returns, as in
CPython."""

from rpython.rlib.rweakref import RWeakValueDictionary
from rpython.rtyper.annlowlevel import llhelper
from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import Arguments, OperationError
from objspace.intobject import W_Int, W_Long, newint
from objspace.floatobject import W_Float, newfloat
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import W_Bytes
from objspace.noneobject import W_None, W_NoneObject
from objspace.exceptions import (TYPES, w_MemoryError, w_OverflowError,
                                 w_AttributeError)
from objspace import operations as ops
from objspace import attrs
from objspace.modules import sqlite_capi as capi
from objspace.modules.sqlite_errors import STATE, w_ProgrammingError
from objspace.modules.sqlite_stmt import IN_FINALIZER


class CallbackContext(object):
    _attrs_ = ("id", "w_callable", "w_conn")

    def __init__(self, w_callable, w_conn):
        self.id = IDS.new_id()
        self.w_callable = w_callable
        self.w_conn = w_conn
        CONTEXTS.set(self.id, self)

    def pointer(self):
        return rffi.cast(capi.VOIDP, self.id)


class Ids(object):
    def __init__(self):
        self.next_id = 1

    def new_id(self):
        i = self.next_id
        self.next_id = i + 1
        return i


class Aggregates(object):
    """The aggregate instances whose query is running, by id."""
    def __init__(self):
        self.instances = {}


IDS = Ids()
CONTEXTS = RWeakValueDictionary(int, CallbackContext)
AGGREGATES = Aggregates()


def _context(p):
    if not p:
        return None
    return CONTEXTS.get(rffi.cast(lltype.Signed, p))


def _fn_context(ctx):
    return _context(capi.user_data(ctx))


def report(c, e):
    """CPython's print_or_clear_traceback."""
    if STATE.callback_tracebacks:
        from objspace.modules.sys_unraisable import write_unraisable
        write_unraisable(None, c.w_callable, e)


def _set_error(ctx, c, e, msg):
    """The SQL error for exception e raised in a function's callback,
    which is then reported (enable_callback_tracebacks) or dropped."""
    w_t = e.w_value.gettype()
    if w_t.issubtype(w_MemoryError):
        capi.result_error_nomem(ctx)
    elif w_t.issubtype(w_OverflowError):
        capi.result_error_toobig(ctx)
    else:
        with rffi.scoped_str2charp(msg) as buf:
            capi.result_error(ctx, buf, capi.c_int(-1))
    report(c, e)


def _params(argc, argv):
    from objspace.modules.sqlite_cursor import decode_utf8
    args_w = []
    for i in range(capi.to_int(argc)):
        v = argv[i]
        t = capi.to_int(capi.value_type(v))
        if t == capi.SQLITE_INTEGER:
            args_w.append(newint(rffi.cast(lltype.Signed,
                                           capi.value_int64(v))))
        elif t == capi.SQLITE_FLOAT:
            args_w.append(newfloat(capi.value_double(v)))
        elif t == capi.SQLITE_TEXT:
            p = capi.value_text(v)
            n = capi.to_int(capi.value_bytes(v))
            args_w.append(decode_utf8(rffi.charpsize2str(p, n) if p
                                      else ""))
        elif t == capi.SQLITE_BLOB:
            p = capi.value_blob(v)
            n = capi.to_int(capi.value_bytes(v))
            args_w.append(W_Bytes(rffi.charpsize2str(p, n) if p else ""))
        else:
            args_w.append(W_None)
    return args_w


def _set_result(ctx, w_res):
    from objspace.builtinsub import unwrap
    from objspace.modules.buffers import bytes_or_none
    from objspace.modules.sqlite_stmt import long_as_int64, utf8_of
    if isinstance(w_res, W_NoneObject):
        capi.result_null(ctx)
        return
    w_v = unwrap(w_res)
    if isinstance(w_v, W_Int):
        capi.result_int64(ctx, rffi.cast(capi.INT64, w_v.intval))
    elif isinstance(w_v, W_Long):
        capi.result_int64(ctx, rffi.cast(capi.INT64, long_as_int64(w_v)))
    elif isinstance(w_v, W_Float):
        capi.result_double(ctx, w_v.floatval)
    elif isinstance(w_v, W_Str):
        text = utf8_of(w_v)
        with rffi.scoped_nonmovingbuffer(text) as buf:
            capi.result_text(ctx, buf, capi.c_int(len(text)))
    else:
        data = bytes_or_none(w_v)
        if data is None:
            from objspace.exceptions import oefmt
            raise oefmt(w_ProgrammingError, "User-defined functions cannot "
                        "return '%s' values to SQLite"
                        % w_res.gettype().tp_name())
        with rffi.scoped_nonmovingbuffer(data) as buf:
            capi.result_blob(ctx, buf, capi.c_int(len(data)))


# --- user functions ---

def func_callback(ctx, argc, argv):
    if IN_FINALIZER.flag:
        return
    c = _fn_context(ctx)
    if c is None:
        return
    try:
        w_res = c.w_callable.call(Arguments(_params(argc, argv)))
        _set_result(ctx, w_res)
    except OperationError as e:
        _set_error(ctx, c, e, "user-defined function raised exception")
    except Exception:
        _fatal(ctx)


def _fatal(ctx):
    with rffi.scoped_str2charp("internal error in a callback") as buf:
        capi.result_error(ctx, buf, capi.c_int(-1))


# --- aggregates ---

def _agg_slot(ctx, size):
    p = capi.aggregate_context(ctx, capi.c_int(size))
    if not p:
        return lltype.nullptr(rffi.LONGP.TO)
    return rffi.cast(rffi.LONGP, p)


def step_callback(ctx, argc, argv):
    if IN_FINALIZER.flag:
        return
    c = _fn_context(ctx)
    if c is None:
        return
    slot = _agg_slot(ctx, rffi.sizeof(lltype.Signed))
    if not slot:
        capi.result_error_nomem(ctx)
        return
    try:
        agg_id = slot[0]
        if agg_id == 0:
            try:
                w_inst = c.w_callable.call(Arguments([]))
            except OperationError as e:
                _set_error(ctx, c, e, "user-defined aggregate's '__init__' "
                           "method raised error")
                return
            agg_id = IDS.new_id()
            AGGREGATES.instances[agg_id] = w_inst
            slot[0] = agg_id
        w_inst = AGGREGATES.instances.get(agg_id, None)
        if w_inst is None:
            return
        try:
            w_step = attrs.getattr_w(w_inst, "step")
        except OperationError as e:
            _set_error(ctx, c, e, "user-defined aggregate's 'step' method "
                       "not defined")
            return
        try:
            w_step.call(Arguments(_params(argc, argv)))
        except OperationError as e:
            _set_error(ctx, c, e, "user-defined aggregate's 'step' method "
                       "raised error")
    except Exception:
        _fatal(ctx)


def final_callback(ctx):
    if IN_FINALIZER.flag:
        return
    c = _fn_context(ctx)
    if c is None:
        return
    slot = _agg_slot(ctx, 0)
    if not slot:
        return          # no row: step never ran, the result is NULL
    agg_id = slot[0]
    if agg_id == 0:
        return          # __init__ raised
    slot[0] = 0
    w_inst = AGGREGATES.instances.get(agg_id, None)
    if w_inst is None:
        return
    del AGGREGATES.instances[agg_id]
    try:
        try:
            w_fin = attrs.getattr_w(w_inst, "finalize")
        except OperationError as e:
            _set_error(ctx, c, e, "user-defined aggregate's 'finalize' "
                       "method not defined")
            return
        try:
            _set_result(ctx, w_fin.call(Arguments([])))
        except OperationError as e:
            msg = "user-defined aggregate's 'finalize' method raised error"
            if e.w_value.gettype().issubtype(w_AttributeError):
                msg = "user-defined aggregate's 'finalize' method not defined"
            _set_error(ctx, c, e, msg)
    except Exception:
        _fatal(ctx)


# --- window functions (the step and final callbacks above, and these) ---

def _running_instance(ctx):
    slot = _agg_slot(ctx, 0)
    if not slot or slot[0] == 0:
        return None
    return AGGREGATES.instances.get(slot[0], None)


def value_callback(ctx):
    if IN_FINALIZER.flag:
        return
    c = _fn_context(ctx)
    if c is None:
        return
    w_inst = _running_instance(ctx)
    if w_inst is None:
        return
    try:
        try:
            w_res = attrs.getattr_w(w_inst, "value").call(Arguments([]))
        except OperationError as e:
            msg = "user-defined aggregate's 'value' method raised error"
            if e.w_value.gettype().issubtype(w_AttributeError):
                msg = "user-defined aggregate's 'value' method not defined"
            _set_error(ctx, c, e, msg)
            return
        try:
            _set_result(ctx, w_res)
        except OperationError as e:
            _set_error(ctx, c, e, "unable to set result from user-defined "
                       "aggregate's 'value' method")
    except Exception:
        _fatal(ctx)


def inverse_callback(ctx, argc, argv):
    if IN_FINALIZER.flag:
        return
    c = _fn_context(ctx)
    if c is None:
        return
    w_inst = _running_instance(ctx)
    if w_inst is None:
        return
    try:
        try:
            w_inverse = attrs.getattr_w(w_inst, "inverse")
        except OperationError as e:
            _set_error(ctx, c, e, "user-defined aggregate's 'inverse' method "
                       "not defined")
            return
        try:
            args_w = _params(argc, argv)
        except OperationError as e:
            _set_error(ctx, c, e, "unable to build arguments for "
                       "user-defined aggregate's 'inverse' method")
            return
        try:
            w_inverse.call(Arguments(args_w))
        except OperationError as e:
            _set_error(ctx, c, e, "user-defined aggregate's 'inverse' method "
                       "raised error")
    except Exception:
        _fatal(ctx)


def value_ptr():
    return llhelper(capi.XFINAL, value_callback)


def inverse_ptr():
    return llhelper(capi.XFUNC, inverse_callback)


# --- collations ---

def collation_callback(parg, n1, p1, n2, p2):
    from objspace.modules.sqlite_cursor import decode_utf8
    if IN_FINALIZER.flag:
        return capi.c_int(0)
    c = _context(parg)
    if c is None:
        return capi.c_int(0)
    w_conn = c.w_conn
    if w_conn.pending is not None:
        return capi.c_int(0)
    result = 0
    try:
        w_a = decode_utf8(rffi.charpsize2str(rffi.cast(capi.CCHARP, p1),
                                             capi.to_int(n1)))
        w_b = decode_utf8(rffi.charpsize2str(rffi.cast(capi.CCHARP, p2),
                                             capi.to_int(n2)))
        w_res = c.w_callable.call(Arguments([w_a, w_b]))
        from objspace.builtinsub import unwrap
        w_v = unwrap(w_res)
        if isinstance(w_v, W_Int):
            if w_v.intval > 0:
                result = 1
            elif w_v.intval < 0:
                result = -1
        elif isinstance(w_v, W_Long):
            result = w_v.bigval.sign
    except OperationError as e:
        w_conn.pending = e
    except Exception:
        pass
    return capi.c_int(result)


# --- authorizer, progress handler, trace ---

def _str_or_none(p):
    from objspace.modules.sqlite_cursor import decode_utf8
    if not p:
        return W_None
    return decode_utf8(rffi.charp2str(p))


def authorizer_callback(parg, action, arg1, arg2, dbname, source):
    if IN_FINALIZER.flag:
        return capi.c_int(capi.SQLITE_DENY)
    c = _context(parg)
    if c is None:
        return capi.c_int(capi.SQLITE_DENY)
    rc = capi.SQLITE_DENY
    try:
        w_res = c.w_callable.call(Arguments([
            newint(capi.to_int(action)), _str_or_none(arg1),
            _str_or_none(arg2), _str_or_none(dbname),
            _str_or_none(source)]))
        from objspace.builtinsub import unwrap
        w_v = unwrap(w_res)
        if isinstance(w_v, W_Int):
            if -2147483648 <= w_v.intval <= 2147483647:
                rc = w_v.intval
            else:
                _report_overflow(c)
        elif isinstance(w_v, W_Long):
            _report_overflow(c)
    except OperationError as e:
        report(c, e)
    except Exception:
        pass
    return capi.c_int(rc)


def _report_overflow(c):
    from objspace.exceptions import oefmt
    try:
        raise oefmt(w_OverflowError, "Python int too large to convert to C "
                    "int")
    except OperationError as e:
        report(c, e)


def _report_long_sql(c):
    from objspace.exceptions import oefmt
    from objspace.modules.sqlite_errors import w_DataError
    try:
        raise oefmt(w_DataError, "Expanded SQL string exceeds the maximum "
                    "string length")
    except OperationError as e:
        report(c, e)


def progress_callback(parg):
    if IN_FINALIZER.flag:
        return capi.c_int(0)
    c = _context(parg)
    if c is None:
        return capi.c_int(0)
    rc = 0
    try:
        w_res = c.w_callable.call(Arguments([]))
        rc = 1 if ops.is_true(w_res) else 0
    except OperationError as e:
        report(c, e)
        rc = -1
    except Exception:
        rc = -1
    return capi.c_int(rc)


def trace_callback(kind, parg, pstmt, psql):
    if IN_FINALIZER.flag:
        return capi.c_int(0)
    if capi.to_int(kind) != capi.SQLITE_TRACE_STMT:
        return capi.c_int(0)
    c = _context(parg)
    if c is None:
        return capi.c_int(0)
    try:
        p = capi.expanded_sql(pstmt)
        if p:
            sql = rffi.charp2str(p)
            capi.sqlite_free(rffi.cast(capi.VOIDP, p))
        else:
            _report_long_sql(c)
            sql = rffi.charp2str(rffi.cast(capi.CCHARP, psql))
        from objspace.modules.sqlite_cursor import decode_utf8
        c.w_callable.call(Arguments([decode_utf8(sql)]))
    except OperationError as e:
        report(c, e)
    except Exception:
        pass
    return capi.c_int(0)


def func_ptr():
    return llhelper(capi.XFUNC, func_callback)


def step_ptr():
    return llhelper(capi.XFUNC, step_callback)


def final_ptr():
    return llhelper(capi.XFINAL, final_callback)


def collation_ptr():
    return llhelper(capi.XCOMPARE, collation_callback)


def authorizer_ptr():
    return llhelper(capi.XAUTH, authorizer_callback)


def progress_ptr():
    return llhelper(capi.XPROGRESS, progress_callback)


def trace_ptr():
    return llhelper(capi.XTRACE, trace_callback)
