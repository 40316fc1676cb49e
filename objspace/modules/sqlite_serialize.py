"""Connection.serialize and Connection.deserialize (sqlite3_serialize /
sqlite3_deserialize): a database as bytes and back, as CPython 3.11's.
Without them in the machine's sqlite (the header's flags say),
NotImplementedError names the method."""

from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.noneobject import W_None
from objspace.bytesobject import W_Bytes
from objspace.strobject import W_Str
from objspace.exceptions import oefmt, w_NotImplementedError
from objspace.modules import sqlite_capi as capi
from objspace.modules.sqlite_errors import (raise_db_error, clinic, str_arg,
                                            operational_error)


def _name(values_w, fname):
    if values_w is None or values_w[-1] is None:
        return "main"
    return str_arg(values_w[-1], fname, "argument 'name'")


def conn_serialize(args):
    from objspace.modules.sqlite_conn import _checked
    if not capi.HAVE_SERIALIZE:
        raise oefmt(w_NotImplementedError, "lbbv: sqlite3.Connection."
                    "serialize() needs an sqlite built with it")
    w_conn = _checked(args, "serialize")
    values_w = clinic(args, "serialize", ["name"], 0, 0, 0)
    name = _name(values_w, "serialize")
    psize = lltype.malloc(rffi.LONGLONGP.TO, 1, flavor="raw")
    try:
        psize[0] = rffi.cast(rffi.LONGLONG, 0)
        with rffi.scoped_str2charp(name) as c_name:
            nocopy = True
            data = capi.serialize(w_conn.db, c_name, psize, rffi.cast(
                rffi.UINT, capi.SQLITE_SERIALIZE_NOCOPY))
            if not data:
                nocopy = False
                data = capi.serialize(w_conn.db, c_name, psize,
                                      rffi.cast(rffi.UINT, 0))
        if not data:
            raise operational_error("unable to serialize '%s'" % name)
        size = rffi.cast(lltype.Signed, psize[0])
        result = rffi.charpsize2str(data, size)
        if not nocopy:
            capi.sqlite_free(rffi.cast(capi.VOIDP, data))
    finally:
        lltype.free(psize, flavor="raw")
    return W_Bytes(result)


def conn_deserialize(args):
    from objspace.modules.sqlite_conn import _checked
    from objspace.modules.buffers import bytes_of
    from objspace.modules.sqlite_stmt import utf8_of
    if not capi.HAVE_SERIALIZE:
        raise oefmt(w_NotImplementedError, "lbbv: sqlite3.Connection."
                    "deserialize() needs an sqlite built with it")
    w_conn = _checked(args, "deserialize")
    values_w = clinic(args, "deserialize", ["data", "name"], 1, 1, 1)
    w_data = values_w[0]
    if isinstance(w_data, W_Str):
        data = utf8_of(w_data)
    else:
        data = bytes_of(w_data)
    name = _name(values_w, "deserialize")
    size = len(data)
    buf = capi.malloc64(rffi.cast(rffi.ULONGLONG, size))
    if not buf:
        from objspace.intobject import raise_memory_error
        raise_memory_error()
    for i in range(size):
        buf[i] = data[i]
    flags = (capi.SQLITE_DESERIALIZE_FREEONCLOSE |
             capi.SQLITE_DESERIALIZE_RESIZEABLE)
    with rffi.scoped_str2charp(name) as c_name:
        rc = capi.to_int(capi.deserialize(
            w_conn.db, c_name, buf, rffi.cast(capi.INT64, size),
            rffi.cast(capi.INT64, size), rffi.cast(rffi.UINT, flags)))
    if rc != capi.SQLITE_OK:
        raise_db_error(w_conn.db)
    return W_None
