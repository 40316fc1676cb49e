"""The `zlib` module on RPython's rzlib (the machine's libz): compress,
decompress, compressobj, decompressobj, crc32, adler32, the constants and
zlib.error, with CPython 3.11's argument rules and messages. The raw z_stream
of a Compress/Decompress object is freed when its stream ends and otherwise
by a light finalizer."""

from rpython.rlib import rgc, rzlib
from rpython.rlib.rarithmetic import r_uint, intmask
from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import W_Object
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function, W_BuiltinFunction
from objspace.typeobject import W_TypeObject, LAYOUT_EXCEPTION, w_object_type
from objspace.intobject import W_Int, newint, W_True, W_False
from objspace.bytesobject import W_Bytes
from objspace.noneobject import W_None
from objspace.strobject import newascii
from objspace.exceptions import (oefmt, raise_type_error, raise_value_error,
                                 w_Exception)
from objspace.modules import buffers

w_zlib_error = W_TypeObject("error", [w_Exception], LAYOUT_EXCEPTION)
w_zlib_error.module = "zlib"

DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_PARTIAL_FLUSH = 1
Z_BLOCK = 5
Z_TREES = 6
Z_RLE = 3
Z_FIXED = 4

_deflateCopy = rffi.llexternal("deflateCopy", [rzlib.z_stream_p,
                                               rzlib.z_stream_p], rffi.INT,
                               compilation_info=rzlib.eci, releasegil=False)
_inflateCopy = rffi.llexternal("inflateCopy", [rzlib.z_stream_p,
                                               rzlib.z_stream_p], rffi.INT,
                               compilation_info=rzlib.eci, releasegil=False)


def _error(e):
    return oefmt(w_zlib_error, e.msg)


def _params(args, name, names, skip):
    """Positional-or-keyword parameters after `skip` leading arguments
    (self): one W_Object or None per name."""
    values_w = [None] * len(names)
    for i in range(len(names)):
        values_w[i] = args.get_kw(names[i])
    if args.has_kwargs():
        raise_type_error("%s() got an unexpected keyword argument '%s'"
                         % (name, args.kw_names[0]))
    pos = args.args_w[skip:]
    if len(pos) > len(names):
        raise_type_error("%s() takes at most %d arguments (%d given)"
                         % (name, len(names), len(pos)))
    for i in range(len(pos)):
        if values_w[i] is not None:
            raise_type_error("argument for %s() given by name ('%s') and "
                             "position (%d)" % (name, names[i], i + 1))
        values_w[i] = pos[i]
    return values_w


def _int(w_x, default):
    from objspace.modules.aio_util import c_int
    if w_x is None:
        return default
    return c_int(w_x)


def _data(w_x, name):
    if w_x is None:
        raise_type_error("%s() missing required argument 'data' (pos 1)"
                         % name)
    return buffers.bytes_of(w_x)


# ------------------------------------------------------------ functions

def zlib_compress(args):
    # compress(data, /, level=-1, wbits=15)
    if len(args.args_w) == 0:
        raise_type_error("compress() missing required argument 'data' "
                         "(pos 1)")
    data = buffers.bytes_of(args.args_w[0])
    values_w = _params(args, "compress", ["level", "wbits"], 1)
    level = _int(values_w[0], rzlib.Z_DEFAULT_COMPRESSION)
    wbits = _int(values_w[1], rzlib.MAX_WBITS)
    try:
        stream = rzlib.deflateInit(level, wbits=wbits)
    except ValueError:
        raise oefmt(w_zlib_error, "Bad compression level")
    except rzlib.RZlibError as e:
        raise _error(e)
    try:
        out = rzlib.compress(stream, data, rzlib.Z_FINISH)
    except rzlib.RZlibError as e:
        raise _error(e)
    finally:
        rzlib.deflateEnd(stream)
    return W_Bytes(out)


def zlib_decompress(args):
    # decompress(data, /, wbits=15, bufsize=16384)
    if len(args.args_w) == 0:
        raise_type_error("decompress() missing required argument 'data' "
                         "(pos 1)")
    data = buffers.bytes_of(args.args_w[0])
    values_w = _params(args, "decompress", ["wbits", "bufsize"], 1)
    wbits = _int(values_w[0], rzlib.MAX_WBITS)
    bufsize = _int(values_w[1], DEF_BUF_SIZE)
    if bufsize < 0:
        raise_value_error("bufsize must be non-negative")
    try:
        stream = rzlib.inflateInit(wbits)
    except ValueError:
        raise oefmt(w_zlib_error, "Error -2 while preparing to decompress "
                    "data: inconsistent stream state")
    except rzlib.RZlibError as e:
        raise _error(e)
    try:
        out, finished, unused = rzlib.decompress(stream, data, rzlib.Z_FINISH)
    except rzlib.RZlibError as e:
        raise _error(e)
    finally:
        rzlib.inflateEnd(stream)
    if not finished:
        raise oefmt(w_zlib_error, "Error -5 while decompressing data: "
                    "incomplete or truncated stream")
    return W_Bytes(out)


def _checksum(args, name, default, fn):
    from objspace.argcheck import check_args
    from objspace.modules.mod_binascii import _uint_arg
    args_w = check_args(args, name, 1, 2)
    data = buffers.bytes_of(args_w[0])
    start = r_uint(default)
    if len(args_w) > 1:
        start = _uint_arg(args_w[1], r_uint(0xffffffff))
    return newint(intmask(fn(data, start) & r_uint(0xffffffff)))


def zlib_crc32(args):
    return _checksum(args, "crc32", 0, rzlib.crc32)


def zlib_adler32(args):
    return _checksum(args, "adler32", 1, rzlib.adler32)


# -------------------------------------------------------- stream objects

class W_ZStream(W_Object):
    """A Compress or Decompress object: its z_stream (null once ended)."""
    _attrs_ = ("stream", "deflating", "unused_data", "unconsumed_tail",
               "eof", "zdict")

    def __init__(self, stream, deflating):
        self.stream = stream
        self.deflating = deflating
        self.unused_data = ""
        self.unconsumed_tail = ""
        self.eof = False
        self.zdict = None

    def gettype(self):
        return w_compress_type if self.deflating else w_decompress_type

    def end(self):
        stream = self.stream
        self.stream = rzlib.null_stream
        _free(stream, self.deflating)

    @rgc.must_be_light_finalizer
    def __del__(self):
        _free(self.stream, self.deflating)

    def getattr_hook(self, name):
        if self.deflating:
            return None
        if name == "unused_data":
            return W_Bytes(self.unused_data)
        if name == "unconsumed_tail":
            return W_Bytes(self.unconsumed_tail)
        if name == "eof":
            return W_True if self.eof else W_False
        return None


def _free(stream, deflating):
    """Ends a z_stream (nothing for the null one): no GC operation, so a
    light finalizer may call it."""
    if stream:
        if deflating:
            rzlib.deflateEnd(stream)
        else:
            rzlib.inflateEnd(stream)


def _self(args, name, deflating):
    if len(args.args_w) > 0:
        w_s = args.args_w[0]
        if isinstance(w_s, W_ZStream) and w_s.deflating == deflating:
            return w_s
    raise_type_error("descriptor '%s' needs a zlib.%s object" % (
        name, "Compress" if deflating else "Decompress"))
    return None


def _live(w_s, doing):
    if not w_s.stream:
        raise oefmt(w_zlib_error, "Error -2 while %s: inconsistent stream "
                    "state" % doing)
    return w_s.stream


def zlib_compressobj(args):
    values_w = _params(args, "compressobj", ["level", "method", "wbits",
                                              "memLevel", "strategy",
                                              "zdict"], 0)
    level = _int(values_w[0], rzlib.Z_DEFAULT_COMPRESSION)
    method = _int(values_w[1], rzlib.Z_DEFLATED)
    wbits = _int(values_w[2], rzlib.MAX_WBITS)
    mem_level = _int(values_w[3], rzlib.DEF_MEM_LEVEL)
    strategy = _int(values_w[4], rzlib.Z_DEFAULT_STRATEGY)
    zdict = None
    if values_w[5] is not None and values_w[5] is not W_None:
        zdict = buffers.bytes_of(values_w[5])
    try:
        stream = rzlib.deflateInit(level, method, wbits, mem_level, strategy,
                                   zdict)
    except ValueError:
        raise_value_error("Invalid initialization option")
        return None
    except rzlib.RZlibError as e:
        raise _error(e)
    return W_ZStream(stream, True)


def compress_compress(args):
    from objspace.argcheck import check_args
    w_s = _self(args, "compress", True)
    args_w = check_args(args, "compress", 2, 2)
    data = buffers.bytes_of(args_w[1])
    stream = _live(w_s, "compressing data")
    try:
        return W_Bytes(rzlib.compress(stream, data))
    except rzlib.RZlibError as e:
        raise _error(e)


def compress_flush(args):
    from objspace.argcheck import check_args
    w_s = _self(args, "flush", True)
    args_w = check_args(args, "flush", 1, 2)
    mode = _int(args_w[1] if len(args_w) > 1 else None, rzlib.Z_FINISH)
    if mode == rzlib.Z_NO_FLUSH:
        return W_Bytes("")
    stream = _live(w_s, "flushing")
    try:
        out = rzlib.compress(stream, "", mode)
    except rzlib.RZlibError as e:
        raise _error(e)
    if mode == rzlib.Z_FINISH:
        w_s.end()
    return W_Bytes(out)


def compress_copy(args):
    from objspace.argcheck import check_args
    w_s = _self(args, "copy", True)
    check_args(args, "copy", 1, 1)
    return _copy(w_s, "copying compression object")


def _copy(w_s, doing):
    if not w_s.stream:
        raise_value_error("Inconsistent stream state")
    copy = lltype.malloc(rzlib.z_stream, flavor="raw", zero=True)
    if w_s.deflating:
        err = _deflateCopy(copy, w_s.stream)
    else:
        err = _inflateCopy(copy, w_s.stream)
    if intmask(rffi.cast(lltype.Signed, err)) != rzlib.Z_OK:
        lltype.free(copy, flavor="raw")
        raise oefmt(w_zlib_error, "Error %d while %s" % (
            intmask(rffi.cast(lltype.Signed, err)), doing))
    w_c = W_ZStream(copy, w_s.deflating)
    w_c.unused_data = w_s.unused_data
    w_c.unconsumed_tail = w_s.unconsumed_tail
    w_c.eof = w_s.eof
    w_c.zdict = w_s.zdict
    return w_c


def zlib_decompressobj(args):
    values_w = _params(args, "decompressobj", ["wbits", "zdict"], 0)
    wbits = _int(values_w[0], rzlib.MAX_WBITS)
    zdict = None
    if values_w[1] is not None:
        zdict = buffers.bytes_or_none(values_w[1])
        if zdict is None:
            raise_type_error("zdict argument must support the buffer "
                             "protocol")
    try:
        stream = rzlib.inflateInit(wbits, zdict)
    except ValueError:
        raise_value_error("Invalid initialization option")
        return None
    except rzlib.RZlibError as e:
        raise _error(e)
    w_s = W_ZStream(stream, False)
    w_s.zdict = zdict
    return w_s


def _inflate(w_s, data, flush, max_length):
    """Feeds data; keeps unconsumed_tail, unused_data and eof as CPython."""
    if w_s.eof:
        w_s.unused_data += data
        return ""
    stream = _live(w_s, "decompressing data")
    try:
        out, finished, unused = rzlib.decompress(stream, data, flush,
                                                 max_length, w_s.zdict)
    except rzlib.RZlibError as e:
        raise _error(e)
    start = len(data) - unused
    assert start >= 0
    tail = data[start:]
    if finished:
        w_s.eof = True
        w_s.unused_data += tail
        w_s.unconsumed_tail = ""
    else:
        w_s.unconsumed_tail = tail
    return out


def decompress_decompress(args):
    w_s = _self(args, "decompress", False)
    if len(args.args_w) < 2:
        raise_type_error("decompress() missing required argument 'data' "
                         "(pos 1)")
    data = buffers.bytes_of(args.args_w[1])
    values_w = _params(args, "decompress", ["max_length"], 2)
    max_length = _int(values_w[0], 0)
    if max_length < 0:
        raise_value_error("max_length must be non-negative")
    if max_length == 0:
        max_length = rzlib.sys.maxint
    return W_Bytes(_inflate(w_s, data, rzlib.Z_SYNC_FLUSH, max_length))


def decompress_flush(args):
    from objspace.argcheck import check_args
    w_s = _self(args, "flush", False)
    args_w = check_args(args, "flush", 1, 2)
    length = _int(args_w[1] if len(args_w) > 1 else None, DEF_BUF_SIZE)
    if length <= 0:
        raise_value_error("length must be greater than zero")
    if w_s.eof or not w_s.stream:
        return W_Bytes("")
    data = w_s.unconsumed_tail
    out = _inflate(w_s, data, rzlib.Z_SYNC_FLUSH, rzlib.sys.maxint)
    if w_s.eof:
        w_s.end()
    return W_Bytes(out)


def decompress_copy(args):
    from objspace.argcheck import check_args
    w_s = _self(args, "copy", False)
    check_args(args, "copy", 1, 1)
    return _copy(w_s, "copying decompression object")


w_compress_type = W_TypeObject("Compress", [w_object_type])
w_compress_type.module = "zlib"
w_decompress_type = W_TypeObject("Decompress", [w_object_type])
w_decompress_type.module = "zlib"
for _name, _fn in [("compress", compress_compress), ("flush", compress_flush),
                   ("copy", compress_copy), ("__copy__", compress_copy)]:
    w_compress_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
for _name, _fn in [("decompress", decompress_decompress),
                   ("flush", decompress_flush), ("copy", decompress_copy),
                   ("__copy__", decompress_copy)]:
    w_decompress_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)

FUNCTIONS = [("compress", zlib_compress), ("decompress", zlib_decompress),
             ("compressobj", zlib_compressobj),
             ("decompressobj", zlib_decompressobj),
             ("crc32", zlib_crc32), ("adler32", zlib_adler32)]

CONSTANTS = [
    ("MAX_WBITS", rzlib.MAX_WBITS), ("DEFLATED", rzlib.Z_DEFLATED),
    ("DEF_MEM_LEVEL", rzlib.DEF_MEM_LEVEL), ("DEF_BUF_SIZE", DEF_BUF_SIZE),
    ("Z_NO_COMPRESSION", Z_NO_COMPRESSION),
    ("Z_BEST_SPEED", rzlib.Z_BEST_SPEED),
    ("Z_BEST_COMPRESSION", rzlib.Z_BEST_COMPRESSION),
    ("Z_DEFAULT_COMPRESSION", rzlib.Z_DEFAULT_COMPRESSION),
    ("Z_FILTERED", rzlib.Z_FILTERED), ("Z_HUFFMAN_ONLY", rzlib.Z_HUFFMAN_ONLY),
    ("Z_RLE", Z_RLE), ("Z_FIXED", Z_FIXED),
    ("Z_DEFAULT_STRATEGY", rzlib.Z_DEFAULT_STRATEGY),
    ("Z_NO_FLUSH", rzlib.Z_NO_FLUSH), ("Z_PARTIAL_FLUSH", Z_PARTIAL_FLUSH),
    ("Z_SYNC_FLUSH", rzlib.Z_SYNC_FLUSH), ("Z_FULL_FLUSH", rzlib.Z_FULL_FLUSH),
    ("Z_FINISH", rzlib.Z_FINISH), ("Z_BLOCK", Z_BLOCK), ("Z_TREES", Z_TREES)]


def make():
    w_mod = W_Module("zlib")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    for name, value in CONSTANTS:
        w_mod.setitem(name, newint(value))
    version = rzlib.ZLIB_VERSION
    w_mod.setitem("ZLIB_VERSION", newascii(version if version else ""))
    w_mod.setitem("ZLIB_RUNTIME_VERSION", newascii(rzlib.zlibVersion()))
    w_mod.setitem("error", w_zlib_error)
    w_mod.setitem("Compress", w_compress_type)
    w_mod.setitem("Decompress", w_decompress_type)
    return w_mod
