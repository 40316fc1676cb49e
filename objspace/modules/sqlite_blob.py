"""`_sqlite3.Blob` (Connection.blobopen): incremental I/O on one BLOB
through sqlite3_blob_*, a file-like object (read, write, seek, tell) that
is also indexable by byte and slice, as CPython 3.11's. A connection
closes its blobs when it closes (it keeps weak references to them)."""

import weakref

from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import OperationError
from objspace.instances import W_Instance
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import W_Int, W_Long, newint
from objspace.bytesobject import W_Bytes
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_value_error, oefmt,
                                 w_IndexError, w_OverflowError)
from objspace.modules import sqlite_capi as capi
from objspace.modules.sqlite_errors import (programming_error,
                                            raise_db_error, noargs,
                                            positional, clinic, int_arg,
                                            str_arg, bool_arg)
from objspace.modules.sqlite_types import install


class W_Blob(W_Instance):
    _attrs_ = ("blob", "offset", "w_conn")

    def __init__(self, blob, w_conn):
        W_Instance.__init__(self, w_blob_type)
        self.blob = blob
        self.offset = 0
        self.w_conn = w_conn

    def check(self):
        self.w_conn.check()
        if not self.blob:
            raise programming_error("Cannot operate on a closed blob.")

    def close(self):
        blob = self.blob
        if blob:
            self.blob = lltype.nullptr(capi.VOIDP.TO)
            capi.blob_close(blob)

    def length(self):
        return capi.to_int(capi.blob_bytes(self.blob))

    def read_at(self, offset, n):
        if n <= 0:
            return ""
        with rffi.scoped_alloc_buffer(n) as buf:
            rc = capi.to_int(capi.blob_read(self.blob, buf.raw,
                                            capi.c_int(n),
                                            capi.c_int(offset)))
            if rc != capi.SQLITE_OK:
                raise_db_error(self.w_conn.db)
            return buf.str(n)

    def write_at(self, offset, data):
        if not data:
            return
        with rffi.scoped_nonmovingbuffer(data) as buf:
            rc = capi.to_int(capi.blob_write(self.blob, buf,
                                             capi.c_int(len(data)),
                                             capi.c_int(offset)))
        if rc != capi.SQLITE_OK:
            raise_db_error(self.w_conn.db)


def close_all_blobs(w_conn):
    for r in w_conn.blob_refs:
        w_blob = r()
        if w_blob is not None:
            w_blob.close()
    w_conn.blob_refs = []


def conn_blobopen(args):
    from objspace.modules.sqlite_conn import _checked
    w_conn = _checked(args, "blobopen")
    values_w = clinic(args, "blobopen", ["table", "column", "row",
                                         "readonly", "name"], 3, 3, 3)
    table = str_arg(values_w[0], "blobopen", "argument 1")
    column = str_arg(values_w[1], "blobopen", "argument 2")
    w_row = values_w[2]
    if isinstance(w_row, W_Int):
        row = w_row.intval
    elif isinstance(w_row, W_Long):
        raise oefmt(w_OverflowError, "Python int too large to convert to C "
                    "long")
    else:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_row.gettype().name)
        raise AssertionError
    readonly = values_w[3] is not None and bool_arg(values_w[3])
    name = "main"
    if values_w[4] is not None:
        name = str_arg(values_w[4], "blobopen", "argument 'name'")
    pblob = lltype.malloc(capi.VOIDPP.TO, 1, flavor="raw")
    try:
        pblob[0] = lltype.nullptr(capi.VOIDP.TO)
        with rffi.scoped_str2charp(name) as c_name:
            with rffi.scoped_str2charp(table) as c_table:
                with rffi.scoped_str2charp(column) as c_column:
                    rc = capi.to_int(capi.blob_open(
                        w_conn.db, c_name, c_table, c_column,
                        rffi.cast(capi.INT64, row),
                        capi.c_int(0 if readonly else 1), pblob))
        blob = pblob[0]
    finally:
        lltype.free(pblob, flavor="raw")
    if rc != capi.SQLITE_OK:
        if blob:
            capi.blob_close(blob)
        raise_db_error(w_conn.db)
    w_blob = W_Blob(blob, w_conn)
    w_conn.blob_refs.append(weakref.ref(w_blob))
    return w_blob


def _self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_Blob):
        raise_type_error("descriptor '%s' requires a 'sqlite3.Blob' object"
                         % name)
    w_blob = args.args_w[0]
    assert isinstance(w_blob, W_Blob)
    w_blob.check()
    return w_blob


def blob_close(args):
    if not args.args_w or not isinstance(args.args_w[0], W_Blob):
        raise_type_error("descriptor 'close' requires a 'sqlite3.Blob' "
                         "object")
    w_blob = args.args_w[0]
    assert isinstance(w_blob, W_Blob)
    noargs(args, "Blob.close")
    w_blob.w_conn.check()
    w_blob.close()
    return W_None


def blob_read(args):
    w_blob = _self(args, "read")
    args_w = positional(args, "read", "Blob.read", 0, 1)
    n = -1
    if args_w:
        n = int_arg(args_w[0])
    remaining = w_blob.length() - w_blob.offset
    if n < 0 or n > remaining:
        n = remaining
    data = w_blob.read_at(w_blob.offset, n)
    w_blob.offset += n
    return W_Bytes(data)


def blob_write(args):
    from objspace.modules.buffers import bytes_of
    w_blob = _self(args, "write")
    args_w = positional(args, "write", "Blob.write", 1, 1)
    data = bytes_of(args_w[0])
    if len(data) > w_blob.length() - w_blob.offset:
        raise_value_error("data longer than blob length")
    w_blob.write_at(w_blob.offset, data)
    w_blob.offset += len(data)
    return W_None


def blob_seek(args):
    w_blob = _self(args, "seek")
    args_w = positional(args, "seek", "Blob.seek", 1, 2)
    offset = int_arg(args_w[0])
    origin = 0
    if len(args_w) > 1:
        origin = int_arg(args_w[1])
    INT_MAX = 2147483647
    if origin == 1:
        if offset > INT_MAX - w_blob.offset:
            raise oefmt(w_OverflowError, "seek offset results in overflow")
        offset += w_blob.offset
    elif origin == 2:
        if offset > INT_MAX - w_blob.length():
            raise oefmt(w_OverflowError, "seek offset results in overflow")
        offset += w_blob.length()
    elif origin != 0:
        raise_value_error("'origin' should be os.SEEK_SET, os.SEEK_CUR, or "
                          "os.SEEK_END")
    if offset < 0 or offset > w_blob.length():
        raise_value_error("offset out of blob range")
    w_blob.offset = offset
    return W_None


def blob_tell(args):
    w_blob = _self(args, "tell")
    noargs(args, "Blob.tell")
    return newint(w_blob.offset)


def blob_enter(args):
    w_blob = _self(args, "__enter__")
    noargs(args, "Blob.__enter__")
    return w_blob


def blob_exit(args):
    from objspace.intobject import W_False
    w_blob = _self(args, "__exit__")
    positional(args, "__exit__", "Blob.__exit__", 3, 3)
    w_blob.close()
    return W_False


def blob_len(args):
    w_blob = _self(args, "__len__")
    return newint(w_blob.length())


def _index(w_blob, w_key):
    from objspace.sequences import index_or_none
    w_i = index_or_none(w_key)
    if w_i is None:
        raise_type_error("Blob indices must be integers")
    if not isinstance(w_i, W_Int):
        raise oefmt(w_IndexError, "cannot fit 'int' into an index-sized "
                    "integer")
    assert isinstance(w_i, W_Int)
    i = w_i.intval
    n = w_blob.length()
    if i < 0:
        i += n
    if i < 0 or i >= n:
        raise oefmt(w_IndexError, "Blob index out of range")
    return i


def blob_getitem(args):
    from objspace.sequences import W_Slice, slice_indices
    w_blob = _self(args, "__getitem__")
    args_w = positional(args, "__getitem__", "Blob.__getitem__", 1, 1)
    w_key = args_w[0]
    if isinstance(w_key, W_Slice):
        start, stop, step, count = slice_indices(w_key, w_blob.length())
        if count <= 0:
            return W_Bytes("")
        if step == 1:
            return W_Bytes(w_blob.read_at(start, count))
        lo = start if step > 0 else start + (count - 1) * step
        span = (count - 1) * (step if step > 0 else -step) + 1
        data = w_blob.read_at(lo, span)
        chars = []
        for k in range(count):
            chars.append(data[start + k * step - lo])
        return W_Bytes("".join(chars))
    i = _index(w_blob, w_key)
    return newint(ord(w_blob.read_at(i, 1)[0]))


def blob_setitem(args):
    from objspace.sequences import W_Slice, slice_indices
    from objspace.modules.buffers import bytes_of
    w_blob = _self(args, "__setitem__")
    args_w = positional(args, "__setitem__", "Blob.__setitem__", 2, 2)
    w_key = args_w[0]
    w_value = args_w[1]
    if isinstance(w_key, W_Slice):
        start, stop, step, count = slice_indices(w_key, w_blob.length())
        data = bytes_of(w_value)
        if len(data) != count:
            raise oefmt(w_IndexError, "Blob slice assignment is wrong size")
        if count <= 0:
            return W_None
        if step == 1:
            w_blob.write_at(start, data)
            return W_None
        lo = start if step > 0 else start + (count - 1) * step
        span = (count - 1) * (step if step > 0 else -step) + 1
        chars = list(w_blob.read_at(lo, span))
        for k in range(count):
            chars[start + k * step - lo] = data[k]
        w_blob.write_at(lo, "".join(chars))
        return W_None
    i = _index(w_blob, w_key)
    from objspace.sequences import index_or_none
    w_b = index_or_none(w_value)
    if w_b is None:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_value.gettype().name)
    if not isinstance(w_b, W_Int) or not 0 <= w_b.intval < 256:
        raise_value_error("byte must be in range(0, 256)")
    assert isinstance(w_b, W_Int)
    w_blob.write_at(i, chr(w_b.intval))
    return W_None


def blob_delitem(args):
    raise_type_error("Blob doesn't support item deletion")
    return W_None


def not_instantiable(qualname):
    def fn(args):
        raise_type_error("cannot create '%s' instances" % qualname)
        return W_None
    fn.__name__ = "sqlite_not_instantiable_" + qualname.replace(".", "_")
    return W_BuiltinFunction(qualname, fn)


w_blob_type = W_TypeObject("Blob", [w_object_type])
w_blob_type.module = "sqlite3"
w_blob_type.w_new = not_instantiable("sqlite3.Blob")
w_blob_type.dict_w["__iter__"] = W_None     # indexable, yet no sequence
install(w_blob_type, [
    ("close", blob_close), ("read", blob_read), ("write", blob_write),
    ("seek", blob_seek), ("tell", blob_tell), ("__enter__", blob_enter),
    ("__exit__", blob_exit), ("__len__", blob_len),
    ("__getitem__", blob_getitem), ("__setitem__", blob_setitem),
    ("__delitem__", blob_delitem)])
