"""`_ssl.MemoryBIO`: an OpenSSL memory BIO, the buffer an SSLObject reads
its peer's bytes from and writes its own to."""

from rpython.rlib import rgc
from rpython.rtyper.lltypesystem import rffi

from objspace.model import Arguments, OperationError
from objspace.instances import W_Instance
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction
from objspace.strobject import newstr
from objspace.intobject import newint, newbool
from objspace.bytesobject import W_Bytes
from objspace.noneobject import W_None
from objspace.exceptions import TYPES, raise_type_error, oefmt
from objspace.modules import ssl_capi as capi
from objspace.modules.ssl_constants import LINE_CONTEXT
from objspace.modules.ssl_errors import w_SSLError, last_error
from objspace.modules.ssl_args import (parse, int_arg, _getset, _install,
                                       _allow_subclasses)


# --- MemoryBIO ---

class W_MemoryBIO(W_Instance):
    _attrs_ = ("bio", "eof_written")

    def __init__(self, w_class):
        W_Instance.__init__(self, w_class)
        self.bio = capi.BIO_new(capi.BIO_s_mem())
        self.eof_written = False
        # an empty BIO's read is "retry", not EOF, until write_eof()
        capi.bio_set_mem_eof_return(self.bio, rffi.cast(capi.LONG, -1))

    @rgc.must_be_light_finalizer
    def __del__(self):
        if self.bio:
            capi.BIO_free(self.bio)

    def pending(self):
        return capi.to_int(capi.BIO_ctrl_pending(self.bio))


def _bio_new(args):
    if len(args.args_w) != 0 or args.has_kwargs():
        raise_type_error("MemoryBIO() takes no arguments")
    return W_MemoryBIO(w_memorybio_type)


def _bio_dunder_new(args):
    w_cls = args.args_w[0] if args.args_w else None
    if not isinstance(w_cls, W_TypeObject) or \
            not w_cls.issubtype(w_memorybio_type):
        raise_type_error("MemoryBIO.__new__(X): X is not a subtype of "
                         "MemoryBIO")
    assert isinstance(w_cls, W_TypeObject)
    if len(args.args_w) != 1 or args.has_kwargs():
        raise_type_error("MemoryBIO() takes no arguments")
    return W_MemoryBIO(w_cls)


def _bio_self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_MemoryBIO):
        raise_type_error("descriptor '%s' requires a '_ssl.MemoryBIO' "
                         "object" % name)
    w_bio = args.args_w[0]
    assert isinstance(w_bio, W_MemoryBIO)
    return w_bio


def bio_read(args):
    w_bio = _bio_self(args, "read")
    values_w = parse(args, "read", ["size"], 0)
    n = -1
    if values_w[0] is not None:
        n = int_arg(values_w[0])
    avail = w_bio.pending()
    if n < 0 or n > avail:
        n = avail
    if n == 0:
        return W_Bytes("")
    with rffi.scoped_alloc_buffer(n) as buf:
        got = capi.to_int(capi.BIO_read(w_bio.bio, buf.raw, capi.c_int(n)))
        if got < 0:
            raise last_error(LINE_CONTEXT)
        return W_Bytes(buf.str(got))


def bio_write(args):
    from objspace.modules.buffers import bytes_of
    w_bio = _bio_self(args, "write")
    values_w = parse(args, "write", ["b"], 1)
    data = bytes_of(values_w[0])
    if len(data) > 2147483647:
        raise oefmt(TYPES.by_name["OverflowError"],
                    "string longer than 2147483647 bytes")
    if w_bio.eof_written:
        raise OperationError(w_SSLError.call(Arguments(
            [newstr("cannot write() after write_eof()")])))
    if not data:
        return newint(0)
    with rffi.scoped_nonmovingbuffer(data) as buf:
        n = capi.to_int(capi.BIO_write(w_bio.bio, buf,
                                       capi.c_int(len(data))))
    if n < 0:
        raise last_error(LINE_CONTEXT)
    return newint(n)


def bio_write_eof(args):
    w_bio = _bio_self(args, "write_eof")
    parse(args, "write_eof", [], 0)
    w_bio.eof_written = True
    capi.bio_set_mem_eof_return(w_bio.bio, rffi.cast(capi.LONG, 0))
    return W_None


def bio_pending(args):
    return newint(_bio_self(args, "pending").pending())


def bio_eof(args):
    w_bio = _bio_self(args, "eof")
    return newbool(w_bio.pending() == 0 and w_bio.eof_written)


# --- the type ---

w_memorybio_type = W_TypeObject("MemoryBIO", [w_object_type])
w_memorybio_type.module = "_ssl"
w_memorybio_type.w_new = W_BuiltinFunction("MemoryBIO", _bio_new)
_allow_subclasses(w_memorybio_type, _bio_dunder_new)
_install(w_memorybio_type, [("read", bio_read), ("write", bio_write),
                            ("write_eof", bio_write_eof)])
_getset(w_memorybio_type, "pending", bio_pending, None)
_getset(w_memorybio_type, "eof", bio_eof, None)
