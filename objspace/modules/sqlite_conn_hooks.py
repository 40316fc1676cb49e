"""The Connection methods that register Python callables with sqlite:
create_function, create_aggregate, create_collation, set_authorizer,
set_progress_handler and set_trace_callback (the callbacks themselves are
in sqlite_udf.py). Each registration's CallbackContext is kept on the
connection for as long as sqlite may call it."""

from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error
from objspace import operations as ops
from objspace.modules import sqlite_capi as capi
from objspace.modules.sqlite_errors import (operational_error,
                                            raise_db_error, clinic, int_arg,
                                            str_arg, bool_arg)
from objspace.modules.sqlite_conn import (w_connection_type, _checked)
from objspace.modules.sqlite_types import install
from objspace.modules import sqlite_udf as udf


def _lower_ascii(s):
    chars = []
    for c in s:
        if "A" <= c <= "Z":
            chars.append(chr(ord(c) + 32))
        else:
            chars.append(c)
    return "".join(chars)


def _callable(w_x):
    from objspace.modules.builtins_more import is_callable
    return is_callable(w_x)


def conn_create_function(args):
    w_conn = _checked(args, "create_function")
    values_w = clinic(args, "create_function",
                      ["name", "narg", "func", "deterministic"], 0, 3, 3)
    name = str_arg(values_w[0], "create_function", "argument 'name'")
    narg = int_arg(values_w[1])
    flags = capi.SQLITE_UTF8
    if values_w[3] is not None and bool_arg(values_w[3]):
        flags |= capi.SQLITE_DETERMINISTIC
    ctx = udf.CallbackContext(values_w[2], w_conn)
    with rffi.scoped_str2charp(name) as buf:
        rc = capi.to_int(capi.create_function_v2(
            w_conn.db, buf, capi.c_int(narg), capi.c_int(flags),
            ctx.pointer(), udf.func_ptr(), lltype.nullptr(capi.XFUNC.TO),
            lltype.nullptr(capi.XFINAL.TO),
            lltype.nullptr(capi.XDESTROY.TO)))
    if rc != capi.SQLITE_OK:
        raise operational_error("Error creating function")
    w_conn.functions["%s/%d" % (_lower_ascii(name), narg)] = ctx
    return W_None


def conn_create_aggregate(args):
    w_conn = _checked(args, "create_aggregate")
    values_w = clinic(args, "create_aggregate",
                      ["name", "n_arg", "aggregate_class"], 0, 3, 3)
    name = str_arg(values_w[0], "create_aggregate", "argument 'name'")
    narg = int_arg(values_w[1])
    ctx = udf.CallbackContext(values_w[2], w_conn)
    with rffi.scoped_str2charp(name) as buf:
        rc = capi.to_int(capi.create_function_v2(
            w_conn.db, buf, capi.c_int(narg), capi.c_int(capi.SQLITE_UTF8),
            ctx.pointer(), lltype.nullptr(capi.XFUNC.TO), udf.step_ptr(),
            udf.final_ptr(), lltype.nullptr(capi.XDESTROY.TO)))
    if rc != capi.SQLITE_OK:
        raise operational_error("Error creating aggregate")
    w_conn.functions["%s/%d" % (_lower_ascii(name), narg)] = ctx
    return W_None


def conn_create_collation(args):
    w_conn = _checked(args, "create_collation")
    values_w = clinic(args, "create_collation", ["name", "callback"], 2, 2, 2)
    name = str_arg(values_w[0], "create_collation", "argument 1")
    w_callback = values_w[1]
    remove = ops.is_none(w_callback)
    if not remove and not _callable(w_callback):
        raise_type_error("parameter must be callable")
    ctx = None
    if not remove:
        ctx = udf.CallbackContext(w_callback, w_conn)
    with rffi.scoped_str2charp(name) as buf:
        if ctx is None:
            rc = capi.create_collation_v2(
                w_conn.db, buf, capi.c_int(capi.SQLITE_UTF8),
                lltype.nullptr(capi.VOIDP.TO),
                lltype.nullptr(capi.XCOMPARE.TO),
                lltype.nullptr(capi.XDESTROY.TO))
        else:
            rc = capi.create_collation_v2(
                w_conn.db, buf, capi.c_int(capi.SQLITE_UTF8), ctx.pointer(),
                udf.collation_ptr(), lltype.nullptr(capi.XDESTROY.TO))
    if capi.to_int(rc) != capi.SQLITE_OK:
        raise_db_error(w_conn.db)
        raise operational_error("Error creating collation")
    key = _lower_ascii(name)
    if ctx is None:
        if key in w_conn.collations:
            del w_conn.collations[key]
    else:
        w_conn.collations[key] = ctx
    return W_None


def conn_create_window_function(args):
    from objspace.modules.sqlite_errors import programming_error
    w_conn = _checked(args, "create_window_function")
    values_w = clinic(args, "create_window_function",
                      ["name", "num_params", "aggregate_class"], 3, 3, 3)
    name = str_arg(values_w[0], "create_window_function", "argument 1")
    narg = int_arg(values_w[1])
    w_class = values_w[2]
    ctx = None
    if not ops.is_none(w_class):
        ctx = udf.CallbackContext(w_class, w_conn)
    with rffi.scoped_str2charp(name) as buf:
        if ctx is None:
            rc = capi.create_window_function(
                w_conn.db, buf, capi.c_int(narg), capi.c_int(capi.SQLITE_UTF8),
                lltype.nullptr(capi.VOIDP.TO), lltype.nullptr(capi.XFUNC.TO),
                lltype.nullptr(capi.XFINAL.TO),
                lltype.nullptr(capi.XFINAL.TO),
                lltype.nullptr(capi.XFUNC.TO),
                lltype.nullptr(capi.XDESTROY.TO))
        else:
            rc = capi.create_window_function(
                w_conn.db, buf, capi.c_int(narg), capi.c_int(capi.SQLITE_UTF8),
                ctx.pointer(), udf.step_ptr(), udf.final_ptr(),
                udf.value_ptr(), udf.inverse_ptr(),
                lltype.nullptr(capi.XDESTROY.TO))
    code = capi.to_int(rc)
    if code != capi.SQLITE_OK:
        # sqlite does not set the error on the connection here
        msg = capi.charp2str_or_none(capi.errstr(rc))
        raise programming_error(msg if msg is not None else "error")
    key = "%s/%d" % (_lower_ascii(name), narg)
    if ctx is None:
        if key in w_conn.functions:
            del w_conn.functions[key]
    else:
        w_conn.functions[key] = ctx
    return W_None


def conn_set_authorizer(args):
    w_conn = _checked(args, "set_authorizer")
    values_w = clinic(args, "set_authorizer", ["authorizer_callback"],
                      0, 1, 1)
    w_cb = values_w[0]
    if ops.is_none(w_cb):
        rc = capi.set_authorizer(w_conn.db, lltype.nullptr(capi.XAUTH.TO),
                                 lltype.nullptr(capi.VOIDP.TO))
        w_conn.w_authorizer = None
    else:
        ctx = udf.CallbackContext(w_cb, w_conn)
        rc = capi.set_authorizer(w_conn.db, udf.authorizer_ptr(),
                                 ctx.pointer())
        w_conn.w_authorizer = ctx
    if capi.to_int(rc) != capi.SQLITE_OK:
        w_conn.w_authorizer = None
        raise operational_error("Error setting authorizer callback")
    return W_None


def conn_set_progress_handler(args):
    w_conn = _checked(args, "set_progress_handler")
    values_w = clinic(args, "set_progress_handler", ["progress_handler",
                                                     "n"], 0, 2, 2)
    w_cb = values_w[0]
    n = int_arg(values_w[1])
    if ops.is_none(w_cb):
        capi.progress_handler(w_conn.db, capi.c_int(0),
                              lltype.nullptr(capi.XPROGRESS.TO),
                              lltype.nullptr(capi.VOIDP.TO))
        w_conn.w_progress = None
    else:
        ctx = udf.CallbackContext(w_cb, w_conn)
        capi.progress_handler(w_conn.db, capi.c_int(n), udf.progress_ptr(),
                              ctx.pointer())
        w_conn.w_progress = ctx
    return W_None


def conn_set_trace_callback(args):
    w_conn = _checked(args, "set_trace_callback")
    values_w = clinic(args, "set_trace_callback", ["trace_callback"],
                      0, 1, 1)
    w_cb = values_w[0]
    if ops.is_none(w_cb):
        capi.trace_v2(w_conn.db, rffi.cast(rffi.UINT, 0),
                      lltype.nullptr(capi.XTRACE.TO),
                      lltype.nullptr(capi.VOIDP.TO))
        w_conn.w_trace = None
    else:
        ctx = udf.CallbackContext(w_cb, w_conn)
        capi.trace_v2(w_conn.db, rffi.cast(rffi.UINT, capi.SQLITE_TRACE_STMT),
                      udf.trace_ptr(), ctx.pointer())
        w_conn.w_trace = ctx
    return W_None


install(w_connection_type, [
    ("create_function", conn_create_function),
    ("create_aggregate", conn_create_aggregate),
    ("create_collation", conn_create_collation),
    ("create_window_function", conn_create_window_function),
    ("set_authorizer", conn_set_authorizer),
    ("set_progress_handler", conn_set_progress_handler),
    ("set_trace_callback", conn_set_trace_callback)])


def _install_blobopen_backup():
    from objspace.modules.sqlite_blob import conn_blobopen
    from objspace.modules.sqlite_backup import conn_backup
    from objspace.modules.sqlite_serialize import (conn_serialize,
                                                   conn_deserialize)
    install(w_connection_type, [("blobopen", conn_blobopen),
                                ("backup", conn_backup),
                                ("serialize", conn_serialize),
                                ("deserialize", conn_deserialize)])


_install_blobopen_backup()
