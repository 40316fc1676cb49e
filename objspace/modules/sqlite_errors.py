"""`_sqlite3`'s exception hierarchy (PEP 249's, module "sqlite3"), the
error raised from a database handle's error state (the class chosen by
the primary result code as CPython does, with `sqlite_errorcode` and
`sqlite_errorname` from the extended one), the module's mutable state,
and argument checks with CPython's messages."""

from objspace.model import OperationError
from objspace.typeobject import W_TypeObject, LAYOUT_EXCEPTION
from objspace.exceptions import (w_Exception, new_exception, oefmt,
                                 raise_type_error, w_MemoryError)
from objspace.strobject import W_Str, newstr
from objspace.intobject import W_Int, newint
from objspace.modules import sqlite_capi as capi


def _exc(name, w_base):
    w_t = W_TypeObject(name, [w_base], LAYOUT_EXCEPTION)
    w_t.module = "sqlite3"
    return w_t


w_Warning = _exc("Warning", w_Exception)
w_Error = _exc("Error", w_Exception)
w_InterfaceError = _exc("InterfaceError", w_Error)
w_DatabaseError = _exc("DatabaseError", w_Error)
w_InternalError = _exc("InternalError", w_DatabaseError)
w_OperationalError = _exc("OperationalError", w_DatabaseError)
w_ProgrammingError = _exc("ProgrammingError", w_DatabaseError)
w_IntegrityError = _exc("IntegrityError", w_DatabaseError)
w_DataError = _exc("DataError", w_DatabaseError)
w_NotSupportedError = _exc("NotSupportedError", w_DatabaseError)

EXCEPTIONS = [("Warning", w_Warning), ("Error", w_Error),
              ("InterfaceError", w_InterfaceError),
              ("DatabaseError", w_DatabaseError),
              ("InternalError", w_InternalError),
              ("OperationalError", w_OperationalError),
              ("ProgrammingError", w_ProgrammingError),
              ("IntegrityError", w_IntegrityError),
              ("DataError", w_DataError),
              ("NotSupportedError", w_NotSupportedError)]


def programming_error(msg):
    return oefmt(w_ProgrammingError, msg)


def operational_error(msg):
    return oefmt(w_OperationalError, msg)


def interface_error(msg):
    return oefmt(w_InterfaceError, msg)


def error_name(code):
    for name, value in capi.ERROR_CODES:
        if value == code:
            return name
    return "unknown"


def exception_class(primary):
    """The class for a primary result code (None: SQLITE_OK)."""
    if primary == capi.SQLITE_OK:
        return None
    if primary == capi.SQLITE_INTERNAL or primary == capi.SQLITE_NOTFOUND:
        return w_InternalError
    if primary == capi.SQLITE_NOMEM:
        return w_MemoryError
    if (primary == capi.SQLITE_ERROR or primary == capi.SQLITE_PERM or
            primary == capi.SQLITE_ABORT or primary == capi.SQLITE_BUSY or
            primary == capi.SQLITE_LOCKED or
            primary == capi.SQLITE_READONLY or
            primary == capi.SQLITE_INTERRUPT or
            primary == capi.SQLITE_IOERR or primary == capi.SQLITE_FULL or
            primary == capi.SQLITE_CANTOPEN or
            primary == capi.SQLITE_PROTOCOL or
            primary == capi.SQLITE_EMPTY or primary == capi.SQLITE_SCHEMA):
        return w_OperationalError
    if primary == capi.SQLITE_CORRUPT:
        return w_DatabaseError
    if primary == capi.SQLITE_TOOBIG:
        return w_DataError
    if primary == capi.SQLITE_CONSTRAINT or primary == capi.SQLITE_MISMATCH:
        return w_IntegrityError
    if primary == capi.SQLITE_MISUSE or primary == capi.SQLITE_RANGE:
        return w_InterfaceError
    return w_DatabaseError


def make_error(w_class, code, msg):
    if w_class is w_MemoryError:
        return OperationError(new_exception(w_MemoryError, ""))
    w_exc = new_exception(w_class, msg)
    w_exc.setdictvalue("sqlite_errorcode", newint(code))
    w_exc.setdictvalue("sqlite_errorname", newstr(error_name(code)))
    return OperationError(w_exc)


def db_error(db):
    """The exception for the error state of connection handle db, or None
    when it reports SQLITE_OK."""
    primary = capi.to_int(capi.errcode(db))
    w_class = exception_class(primary)
    if w_class is None:
        return None
    code = capi.to_int(capi.extended_errcode(db))
    msg = capi.charp2str_or_none(capi.errmsg(db))
    return make_error(w_class, code, msg if msg is not None else "")


def raise_db_error(db):
    e = db_error(db)
    if e is not None:
        raise e


def code_error(code):
    """The exception for a result code without a handle (sqlite3_errstr)."""
    w_class = exception_class(code & 0xff)
    if w_class is None:
        return None
    msg = capi.charp2str_or_none(capi.errstr(capi.c_int(code)))
    return make_error(w_class, code, msg if msg is not None else "")


# --- the module's state ---

class SqliteState(object):
    """What CPython keeps in the module state: the adapters and converters
    dicts, whether a base type got an adapter, and the traceback flag."""
    def __init__(self):
        self.w_adapters = None
        self.w_converters = None
        self.base_type_adapted = False
        self.callback_tracebacks = False


STATE = SqliteState()


# --- arguments, with CPython's messages ---

def noargs(args, qualname):
    """A method that takes no arguments (args.args_w[0] is self)."""
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % qualname)
    n = len(args.args_w) - 1
    if n != 0:
        raise_type_error("%s() takes no arguments (%d given)"
                         % (qualname, n))


def positional(args, name, qualname, min_n, max_n, skip=1):
    """Positional-only arguments after `skip` leading ones (self)."""
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % qualname)
    n = len(args.args_w) - skip
    if min_n == max_n and n != min_n:
        raise_type_error("%s expected %d argument%s, got %d"
                         % (name, min_n, "" if min_n == 1 else "s", n))
    if n < min_n:
        raise_type_error("%s expected at least %d argument%s, got %d"
                         % (name, min_n, "" if min_n == 1 else "s", n))
    if max_n >= 0 and n > max_n:
        raise_type_error("%s expected at most %d argument%s, got %d"
                         % (name, max_n, "" if max_n == 1 else "s", n))
    return args.args_w[skip:]


def clinic(args, fname, names, posonly, required, maxpos, skip=1):
    """Argument Clinic's parsing: `names` are the parameters after `skip`
    leading arguments, the first `posonly` positional-only, the first
    `required` required, the first `maxpos` positional (the rest
    keyword-only). One W_Object or None (not given) per name."""
    args_w = args.args_w
    nargs = len(args_w) - skip
    kw_names = args.kw_names
    kw_values_w = args.kw_values_w
    nkw = 0
    if kw_names is not None:
        nkw = len(kw_names)
    maxargs = len(names)
    if nargs + nkw > maxargs:
        raise_type_error("%s() takes at most %d %sargument%s (%d given)"
                         % (fname, maxargs, "keyword " if nargs == 0 else "",
                            "" if maxargs == 1 else "s", nargs + nkw))
    if nargs > maxpos:
        if maxpos == 0:
            raise_type_error("%s() takes no positional arguments" % fname)
        raise_type_error("%s() takes %s %d positional argument%s (%d given)"
                         % (fname, "at most" if required < maxpos
                            else "exactly", maxpos,
                            "" if maxpos == 1 else "s", nargs))
    values_w = [None] * maxargs
    for i in range(nargs):
        values_w[i] = args_w[i + skip]
    used = 0
    for i in range(max(nargs, posonly), maxargs):
        for k in range(nkw):
            assert kw_names is not None and kw_values_w is not None
            if kw_names[k] == names[i]:
                values_w[i] = kw_values_w[k]
                used += 1
    for i in range(required):
        if values_w[i] is None:
            if i < posonly:
                raise_type_error("%s() takes %s %d positional argument%s "
                                 "(%d given)"
                                 % (fname, "at least" if required < maxpos
                                    else "exactly", required,
                                    "" if required == 1 else "s", nargs))
            raise_type_error("%s() missing required argument '%s' (pos %d)"
                             % (fname, names[i], i + 1))
    if used < nkw:
        assert kw_names is not None
        for k in range(nkw):
            key = kw_names[k]
            for i in range(nargs):
                if i >= posonly and names[i] == key:
                    raise_type_error("argument for %s() given by name "
                                     "('%s') and position (%d)"
                                     % (fname, key, i + 1))
        for k in range(nkw):
            key = kw_names[k]
            found = False
            for i in range(posonly, maxargs):
                if names[i] == key:
                    found = True
            if not found:
                raise_type_error("'%s' is an invalid keyword argument for "
                                 "%s()" % (key, fname))
    return values_w


def utf8_of(w_str):
    """The strict UTF-8 encoding of a str (a lone surrogate raises
    UnicodeEncodeError as CPython's encoder does)."""
    s = w_str.utf8
    assert s is not None
    if w_str.is_ascii() or "\xed" not in s:
        return s
    from objspace.modules import codecs_impl
    encoded = codecs_impl.encode(codecs_impl.K_UTF8, s, "strict")
    assert encoded is not None
    return encoded


def str_or_none(w_x):
    """The W_Str of a str or str subclass instance, else None."""
    from objspace.builtinsub import unwrap
    w_v = unwrap(w_x)
    if isinstance(w_v, W_Str):
        return w_v
    return None


def str_arg(w_x, fname, what):
    """A str argument's strict UTF-8 text (a str subclass too); `what` is
    "argument 'name'" or "argument 1"."""
    w_s = str_or_none(w_x)
    if w_s is None:
        raise_type_error("%s() %s must be str, not %s"
                         % (fname, what, w_x.gettype().name))
    assert isinstance(w_s, W_Str)
    return utf8_of(w_s)


def int_arg(w_x):
    """A C int argument (bools and __index__ objects too)."""
    from objspace.sequences import index_or_none
    from objspace.exceptions import w_OverflowError
    if isinstance(w_x, W_Int):
        i = w_x.intval
    else:
        from objspace.floatobject import W_Float
        if isinstance(w_x, W_Float):
            raise_type_error("'float' object cannot be interpreted as an "
                             "integer")
        w_i = index_or_none(w_x)
        if w_i is None:
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_x.gettype().name)
        if not isinstance(w_i, W_Int):
            raise oefmt(w_OverflowError, "Python int too large to convert "
                        "to C int")
        assert isinstance(w_i, W_Int)
        i = w_i.intval
    if i > 2147483647 or i < -2147483648:
        raise oefmt(w_OverflowError, "Python int too large to convert to C "
                    "int")
    return i


def bool_arg(w_x):
    from objspace import operations as ops
    return ops.is_true(w_x)
