"""`_sqlite3` on the machine's libsqlite3, with CPython 3.11's interface,
under CPython's own Lib/sqlite3 package: connect, Connection, Cursor,
Row, Blob, PrepareProtocol, the exceptions, adapters and converters, the
SQLITE_* constants and the module functions. The parts:

- sqlite_capi.py: the C API through rffi, constants from sqlite3.h;
- sqlite_errors.py: exceptions, errors from result codes, the module
  state, argument checks;
- sqlite_stmt.py: preparing, binding and caching statements;
- sqlite_conn.py, sqlite_conn_hooks.py: Connection;
- sqlite_cursor.py: Cursor and row conversion;
- sqlite_types.py: PrepareProtocol, adaptation, converters, Row;
- sqlite_udf.py: the callbacks (functions, aggregates, collations,
  authorizer, progress handler, trace);
- sqlite_blob.py: Blob;
- sqlite_backup.py, sqlite_serialize.py: Connection.backup, serialize,
  deserialize.

The thread check (check_same_thread) has nothing to check: lbbv runs one
thread."""

from rpython.rtyper.lltypesystem import rffi

from objspace.model import Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.strobject import newstr
from objspace.intobject import newint, newbool
from objspace.dictobject import newdict
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error
from objspace.modules import sqlite_capi as capi
from objspace.modules.sqlite_errors import (
    EXCEPTIONS, STATE, clinic, int_arg, str_arg, operational_error)
from objspace.modules import sqlite_types
from objspace.modules.sqlite_cursor import (w_cursor_type, PARSE_DECLTYPES,
                                            PARSE_COLNAMES)
from objspace.modules.sqlite_conn import (w_connection_type,
                                          CONNECT_PARAMS)
from objspace.modules import sqlite_conn_hooks    # installs the methods
from objspace.modules.sqlite_blob import w_blob_type

FACTORY_POS = 5


def m_connect(args):
    """connect(database, ..., factory=Connection, ...): factory(...) with
    the same arguments, as CPython 3.11's module_connect."""
    w_factory = w_connection_type
    if len(args.args_w) > FACTORY_POS:
        w_factory = args.args_w[FACTORY_POS]
    elif args.kw_names is not None:
        for i in range(len(args.kw_names)):
            if args.kw_names[i] == "factory":
                w_factory = args.kw_values_w[i]
    return w_factory.call(args)


def m_complete_statement(args):
    values_w = clinic(args, "complete_statement", ["statement"], 0, 1, 1,
                      skip=0)
    sql = str_arg(values_w[0], "complete_statement", "argument 'statement'")
    with rffi.scoped_str2charp(sql) as buf:
        return newbool(capi.to_int(capi.complete(buf)) != 0)


def m_enable_callback_tracebacks(args):
    if args.has_kwargs():
        raise_type_error("_sqlite3.enable_callback_tracebacks() takes no "
                         "keyword arguments")
    if len(args.args_w) != 1:
        raise_type_error("_sqlite3.enable_callback_tracebacks() takes "
                         "exactly one argument (%d given)"
                         % len(args.args_w))
    STATE.callback_tracebacks = int_arg(args.args_w[0]) != 0
    return W_None


def m_enable_shared_cache(args):
    values_w = clinic(args, "enable_shared_cache", ["do_enable"], 0, 1, 1,
                      skip=0)
    rc = capi.to_int(capi.enable_shared_cache(
        capi.c_int(int_arg(values_w[0]))))
    if rc != capi.SQLITE_OK:
        raise operational_error("Changing the shared_cache flag failed")
    return W_None


def make():
    w_mod = W_Module("_sqlite3")
    STATE.w_adapters = newdict()
    STATE.w_converters = newdict()
    STATE.base_type_adapted = False
    STATE.callback_tracebacks = False
    w_mod.setitem("adapters", STATE.w_adapters)
    w_mod.setitem("converters", STATE.w_converters)
    for name, fn in [("connect", m_connect),
                     ("complete_statement", m_complete_statement),
                     ("enable_callback_tracebacks",
                      m_enable_callback_tracebacks),
                     ("enable_shared_cache", m_enable_shared_cache),
                     ("register_adapter", sqlite_types.m_register_adapter),
                     ("register_converter",
                      sqlite_types.m_register_converter),
                     ("adapt", sqlite_types.m_adapt)]:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("Connection", w_connection_type)
    w_mod.setitem("Cursor", w_cursor_type)
    w_mod.setitem("Row", sqlite_types.w_row_type)
    w_mod.setitem("Blob", w_blob_type)
    w_mod.setitem("PrepareProtocol", sqlite_types.w_prepare_protocol_type)
    for name, w_exc in EXCEPTIONS:
        w_mod.setitem(name, w_exc)
    for name, value in capi.MODULE_CONSTANTS:
        w_mod.setitem(name, newint(value))
    w_mod.setitem("PARSE_DECLTYPES", newint(PARSE_DECLTYPES))
    w_mod.setitem("PARSE_COLNAMES", newint(PARSE_COLNAMES))
    w_mod.setitem("version", newstr("2.6.0"))
    w_mod.setitem("sqlite_version",
                  newstr(rffi.charp2str(capi.libversion())))
    w_mod.setitem("threadsafety", newint(3))
    return w_mod
