"""Connection.backup (sqlite3_backup_*): copies a database into another
connection's main database, `pages` at a time, calling `progress(status,
remaining, total)` after each step and sleeping while the source is busy,
as CPython 3.11's."""

from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import Arguments, OperationError
from objspace.noneobject import W_None
from objspace.intobject import newint
from objspace.exceptions import raise_type_error, raise_value_error
from objspace import operations as ops
from objspace.modules import sqlite_capi as capi
from objspace.modules.sqlite_errors import (raise_db_error, clinic, int_arg,
                                            str_arg)


def conn_backup(args):
    from objspace.modules.sqlite_conn import (W_Connection, _checked,
                                              _float_arg)
    from objspace.modules.builtins_more import is_callable
    w_conn = _checked(args, "backup")
    values_w = clinic(args, "backup", ["target", "pages", "progress", "name",
                                       "sleep"], 0, 1, 1)
    w_target = values_w[0]
    if not isinstance(w_target, W_Connection):
        raise_type_error("backup() argument 'target' must be "
                         "sqlite3.Connection, not %s"
                         % w_target.gettype().name)
    assert isinstance(w_target, W_Connection)
    pages = -1
    if values_w[1] is not None:
        pages = int_arg(values_w[1])
    w_progress = values_w[2]
    if w_progress is not None and ops.is_none(w_progress):
        w_progress = None
    name = "main"
    if values_w[3] is not None:
        name = str_arg(values_w[3], "backup", "argument 'name'")
    sleep_ms = 250
    if values_w[4] is not None:
        sleep_ms = int(_float_arg(values_w[4]) * 1000.0)
    if w_target is w_conn:
        raise_value_error("target cannot be the same connection instance")
    w_target.check()
    if w_progress is not None and not is_callable(w_progress):
        raise_type_error("progress argument must be a callable")
    if pages == 0:
        pages = -1
    with rffi.scoped_str2charp("main") as c_main:
        with rffi.scoped_str2charp(name) as c_name:
            handle = capi.backup_init(w_target.db, c_main, w_conn.db, c_name)
    if not handle:
        raise_db_error(w_target.db)
        return W_None
    while True:
        rc = capi.to_int(capi.backup_step(handle, capi.c_int(pages)))
        if w_progress is not None:
            remaining = capi.to_int(capi.backup_remaining(handle))
            total = capi.to_int(capi.backup_pagecount(handle))
            try:
                w_progress.call(Arguments([newint(rc), newint(remaining),
                                           newint(total)]))
            except OperationError:
                capi.backup_finish(handle)
                raise
        if rc == capi.SQLITE_BUSY or rc == capi.SQLITE_LOCKED:
            capi.sqlite_sleep(capi.c_int(sleep_ms))
        if rc != capi.SQLITE_OK and rc != capi.SQLITE_BUSY and \
                rc != capi.SQLITE_LOCKED:
            break
    rc = capi.to_int(capi.backup_finish(handle))
    if rc != capi.SQLITE_OK:
        raise_db_error(w_target.db)
    return W_None
