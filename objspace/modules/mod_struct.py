"""The `_struct` module (Lib/struct.py re-exports it): pack, unpack,
pack_into, unpack_from, iter_unpack, calcsize, Struct and error, with
CPython 3.11's formats, native alignment and error messages. Floats go
through rpython.rlib.rstruct.ieee."""

from rpython.rlib.rarithmetic import r_uint, intmask
from rpython.rlib.rbigint import rbigint
from rpython.rlib.rstruct import ieee
from rpython.rlib.rstring import StringBuilder
from rpython.rlib import rfloat

from objspace.builtin_iters import add_iterator_methods
from objspace.model import W_Object, Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import W_TypeObject, w_object_type, \
    LAYOUT_EXCEPTION
from objspace.intobject import (W_Int, W_Long, W_AbstractInt, newint,
                                newlong, newbool)
from objspace.floatobject import W_Float, newfloat
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import W_Bytes, W_AbstractBytes
from objspace.tupleobject import newtuple
from objspace.iterobject import W_AbstractIterator
from objspace.noneobject import W_None
from objspace.instances import W_Instance
from objspace.exceptions import (TYPES, oefmt, raise_type_error,
                                 raise_value_error, w_Exception, w_TypeError,
                                 w_OverflowError)
from objspace.argcheck import check_args
from objspace.modules import buffers
from objspace import operations as ops

w_struct_error = W_TypeObject("error", [w_Exception], LAYOUT_EXCEPTION)
w_struct_error.module = "struct"

MAXSIZE = 0x7fffffffffffffff


def struct_error(msg):
    return oefmt(w_struct_error, msg)


# --------------------------------------------------------------- formats

# native sizes (x86-64 Linux) and standard sizes; 0: not in that mode
_NATIVE = {'x': 1, 'c': 1, 'b': 1, 'B': 1, '?': 1, 'h': 2, 'H': 2,
           'i': 4, 'I': 4, 'l': 8, 'L': 8, 'q': 8, 'Q': 8, 'n': 8, 'N': 8,
           'e': 2, 'f': 4, 'd': 8, 's': 1, 'p': 1, 'P': 8}
_STANDARD = {'x': 1, 'c': 1, 'b': 1, 'B': 1, '?': 1, 'h': 2, 'H': 2,
             'i': 4, 'I': 4, 'l': 4, 'L': 4, 'q': 8, 'Q': 8,
             'e': 2, 'f': 4, 'd': 8, 's': 1, 'p': 1}

ORDER_NATIVE = 0    # '@': native sizes and alignment, little-endian
ORDER_LITTLE = 1    # '<' and '=': standard sizes
ORDER_BIG = 2       # '>' and '!'


class Code(object):
    """One format code with its repeat count (for 's'/'p' the byte
    length, one item) at byte offset `offset`."""
    _attrs_ = _immutable_fields_ = ("char", "count", "offset", "size")

    def __init__(self, char, count, offset, size):
        self.char = char
        self.count = count
        self.offset = offset
        self.size = size


class Layout(object):
    _attrs_ = ("order", "codes", "size", "nitems")
    _immutable_fields_ = ("order", "codes[*]", "size", "nitems")

    def __init__(self, order, codes, size, nitems):
        self.order = order
        self.codes = codes
        self.size = size
        self.nitems = nitems


def compile_format(fmt):
    if '\x00' in fmt:
        raise struct_error("embedded null character")
    order = ORDER_NATIVE
    i = 0
    if len(fmt) > 0:
        c = fmt[0]
        if c == '<' or c == '=':
            order = ORDER_LITTLE
            i = 1
        elif c == '>' or c == '!':
            order = ORDER_BIG
            i = 1
        elif c == '@':
            i = 1
    table = _NATIVE if order == ORDER_NATIVE else _STANDARD
    codes = []
    size = 0
    nitems = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        i += 1
        if c == ' ' or c == '\t' or c == '\n' or c == '\r' or c == '\x0b' \
                or c == '\x0c':
            continue
        num = 1
        if '0' <= c <= '9':
            num = ord(c) - 48
            while i < n and '0' <= fmt[i] <= '9':
                if num > (MAXSIZE - 9) // 10:
                    raise struct_error("total struct size too long")
                num = num * 10 + ord(fmt[i]) - 48
                i += 1
            if i >= n:
                raise struct_error("repeat count given without format "
                                   "specifier")
            c = fmt[i]
            i += 1
        itemsize = table.get(c, 0)
        if itemsize == 0:
            raise struct_error("bad char in struct format")
        if order == ORDER_NATIVE and itemsize > 1 and c != 's' and \
                c != 'p':
            size = (size + itemsize - 1) // itemsize * itemsize
        if c == 's' or c == 'p':
            codes.append(Code(c, 1, size, num))
            nitems += 1
            add = num
        elif c == 'x':
            add = num
        else:
            if num > 0:
                codes.append(Code(c, num, size, itemsize))
            nitems += num
            if num > MAXSIZE // itemsize:
                raise struct_error("total struct size too long")
            add = num * itemsize
        if add > MAXSIZE - size:
            raise struct_error("total struct size too long")
        size += add
    return Layout(order, codes[:], size, nitems)


# --------------------------------------------------------------- packing

def _get_int(w_v):
    """The argument as a W_AbstractInt (through __index__)."""
    if isinstance(w_v, W_AbstractInt):
        return w_v
    if isinstance(w_v, W_Instance) and \
            w_v.gettype().lookup("__index__") is not None:
        from objspace.modules.builtins_more import index_w
        return index_w(w_v)
    raise struct_error("required argument is not an integer")


def _as_long(w_i):
    """(fits, value) for a signed 64-bit value."""
    if isinstance(w_i, W_Int):
        return True, w_i.intval
    try:
        return True, w_i.as_bigint().toint()
    except OverflowError:
        return False, 0


def get_long(w_v):
    ok, v = _as_long(_get_int(w_v))
    if not ok:
        raise struct_error("argument out of range")
    return v


def get_ulong(w_v):
    w_i = _get_int(w_v)
    if isinstance(w_i, W_Int):
        if w_i.intval < 0:
            raise struct_error("argument out of range")
        return r_uint(w_i.intval)
    try:
        return w_i.as_bigint().touint()
    except (ValueError, OverflowError):
        raise struct_error("argument out of range")


def _too_large():
    # an OverflowError of an int argument (CPython's s_pack_internal)
    raise struct_error("int too large to convert")


def _pack_int(order, c, size, w_v):
    """The value of integer code c as the unsigned bits to store."""
    if c == 'P':
        w_i = _get_int(w_v)
        ok, v = _as_long(w_i)
        if ok:
            return r_uint(v)
        try:
            return w_i.as_bigint().touint()
        except (ValueError, OverflowError):
            _too_large()
    native_like = order == ORDER_NATIVE or (order == ORDER_LITTLE and
                                            c != 'l' and c != 'L')
    if c == 'b' or c == 'B' or native_like:
        if c == 'b':
            v = get_long(w_v)
            if v < -128 or v > 127:
                raise struct_error("byte format requires -128 <= number "
                                   "<= 127")
            return r_uint(v)
        if c == 'B':
            v = get_long(w_v)
            if v < 0 or v > 255:
                raise struct_error("ubyte format requires 0 <= number <= "
                                   "255")
            return r_uint(v)
        if c == 'h':
            v = get_long(w_v)
            if v < -32768 or v > 32767:
                raise struct_error("short format requires -32768 <= number "
                                   "<= 32767")
            return r_uint(v)
        if c == 'H':
            v = get_long(w_v)
            if v < 0 or v > 65535:
                raise struct_error("ushort format requires 0 <= number <= "
                                   "65535")
            return r_uint(v)
        if c == 'i':
            v = get_long(w_v)
            if v < -2147483648 or v > 2147483647:
                raise struct_error("'i' format requires -2147483648 <= "
                                   "number <= 2147483647")
            return r_uint(v)
        if c == 'I':
            u = get_ulong(w_v)
            if u > r_uint(4294967295):
                raise struct_error("'I' format requires 0 <= number <= "
                                   "4294967295")
            return u
        if c == 'l' or c == 'q' or c == 'n':
            return r_uint(get_long(w_v))
        return get_ulong(w_v)       # L Q N
    # standard sizes, CPython's lp_/bp_ functions
    if c == 'q' or c == 'Q':        # big-endian only
        w_i = _get_int(w_v)
        big = w_i.as_bigint()
        if c == 'q':
            try:
                return r_uint(big.toint())
            except OverflowError:
                _too_large()
        try:
            return big.touint()
        except (ValueError, OverflowError):
            _too_large()
    if c == 'h' or c == 'i' or c == 'l':
        v = get_long(w_v)
        if size == 2:
            lo, hi = -32768, 32767
        else:
            lo, hi = -2147483648, 2147483647
        if v < lo or v > hi:
            raise struct_error("'%s' format requires %d <= number <= %d"
                               % (c, lo, hi))
        return r_uint(v)
    u = get_ulong(w_v)
    hi = 65535 if size == 2 else 4294967295
    if u > r_uint(hi):
        raise struct_error("'%s' format requires 0 <= number <= %d"
                           % (c, hi))
    return u


def _get_float(w_v):
    if isinstance(w_v, W_Float):
        return w_v.floatval
    if isinstance(w_v, W_Int):
        return float(w_v.intval)
    if isinstance(w_v, W_Long):
        try:
            return w_v.bigval.tofloat()
        except OverflowError:
            _too_large()
    if isinstance(w_v, W_Instance):
        w_t = w_v.gettype()
        if w_t.lookup("__float__") is not None or \
                w_t.lookup("__index__") is not None:
            from objspace.modules.mod_math import float_w
            return float_w(w_v)
    raise struct_error("required argument is not a float")


def _pack_float(order, c, size, w_v):
    x = _get_float(w_v)
    try:
        return ieee.float_pack(x, size)
    except OverflowError:
        if order == ORDER_NATIVE and c == 'f':
            # a C cast to float: out of range becomes an infinity
            return ieee.float_pack(rfloat.copysign(rfloat.INFINITY, x), 4)
        if isinstance(w_v, W_AbstractInt):
            _too_large()
        raise oefmt(w_OverflowError, "float too large to pack with %s "
                    "format" % c)


def _put_bits(b, bits, size, big_endian):
    if big_endian:
        for k in range(size - 1, -1, -1):
            b.append(chr(intmask((bits >> (8 * k)) & r_uint(0xff))))
    else:
        for k in range(size):
            b.append(chr(intmask((bits >> (8 * k)) & r_uint(0xff))))


def pack_values(layout, args_w, start):
    """The packed bytes of args_w[start:] (already counted)."""
    b = StringBuilder(layout.size)
    big = layout.order == ORDER_BIG
    j = start
    for code in layout.codes:
        while b.getlength() < code.offset:
            b.append('\x00')
        c = code.char
        if c == 's' or c == 'p':
            w_v = args_w[j]
            j += 1
            if not isinstance(w_v, W_AbstractBytes):
                raise struct_error("argument for '%s' must be a bytes object"
                                   % c)
            data = w_v.value
            n = code.size
            if c == 'p':
                if n == 0:
                    continue
                m = min(len(data), n - 1)
                assert m >= 0
                b.append(chr(min(m, 255)))
                b.append_slice(data, 0, m)
                b.append_multiple_char('\x00', n - 1 - m)
            else:
                m = min(len(data), n)
                b.append_slice(data, 0, m)
                b.append_multiple_char('\x00', n - m)
            continue
        for k in range(code.count):
            w_v = args_w[j]
            j += 1
            if c == 'c':
                if not (isinstance(w_v, W_AbstractBytes) and
                        len(w_v.value) == 1):
                    raise struct_error("char format requires a bytes object "
                                       "of length 1")
                b.append(w_v.value[0])
            elif c == '?':
                b.append('\x01' if ops.is_true(w_v) else '\x00')
            elif c == 'e' or c == 'f' or c == 'd':
                bits = _pack_float(layout.order, c, code.size, w_v)
                _put_bits(b, r_uint(bits), code.size, big)
            else:
                bits = _pack_int(layout.order, c, code.size, w_v)
                _put_bits(b, bits, code.size, big)
    while b.getlength() < layout.size:
        b.append('\x00')
    return b.build()


# ------------------------------------------------------------- unpacking

def _get_bits(s, pos, size, big_endian):
    bits = r_uint(0)
    if big_endian:
        for k in range(size):
            bits = (bits << 8) | r_uint(ord(s[pos + k]))
    else:
        for k in range(size - 1, -1, -1):
            bits = (bits << 8) | r_uint(ord(s[pos + k]))
    return bits


def _signed(bits, size):
    if size == 8:
        return intmask(bits)
    shift = 64 - 8 * size
    return intmask(bits << shift) >> shift


def _unsigned(bits):
    if intmask(bits) >= 0:
        return newint(intmask(bits))
    return newlong(rbigint.fromrarith_int(bits))


def unpack_values(layout, s, pos):
    """The tuple of values of one layout at s[pos:]."""
    items_w = []
    big = layout.order == ORDER_BIG
    for code in layout.codes:
        c = code.char
        p = pos + code.offset
        n = code.size
        if c == 's':
            assert p >= 0 and n >= 0
            items_w.append(W_Bytes(s[p:p + n]))
            continue
        if c == 'p':
            if n == 0:
                items_w.append(W_Bytes(""))
                continue
            m = ord(s[p])
            if m >= n:
                m = n - 1
            assert p >= 0 and m >= 0
            items_w.append(W_Bytes(s[p + 1:p + 1 + m]))
            continue
        for k in range(code.count):
            q = p + k * n
            if c == 'c':
                items_w.append(W_Bytes(s[q]))
            elif c == '?':
                items_w.append(newbool(s[q] != '\x00'))
            elif c == 'e' or c == 'f' or c == 'd':
                bits = _get_bits(s, q, n, big)
                items_w.append(newfloat(ieee.float_unpack(bits, n)))
            else:
                bits = _get_bits(s, q, n, big)
                if c == 'b' or c == 'h' or c == 'i' or c == 'l' or \
                        c == 'q' or c == 'n':
                    items_w.append(newint(_signed(bits, n)))
                else:
                    items_w.append(_unsigned(bits))
    return newtuple(items_w)


# ---------------------------------------------------------- Struct type

class W_Struct(W_Object):
    _attrs_ = ("fmt", "layout")

    def __init__(self, fmt, layout):
        self.fmt = fmt
        self.layout = layout

    def gettype(self):
        return w_struct_type

    def getattr_hook(self, name):
        if name == "format":
            return newstr(self.fmt)
        if name == "size":
            return newint(self.layout.size)
        return None

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<_struct.Struct object at %s>" % address_of(self)


def _format_str(w_fmt):
    if isinstance(w_fmt, W_Str):
        return w_fmt.utf8
    if isinstance(w_fmt, W_Bytes):
        return w_fmt.value
    raise_type_error("Struct() argument 1 must be a str or bytes object, "
                     "not %s" % w_fmt.gettype().name)
    return ""


class StructCache(object):
    def __init__(self):
        self.cache = {}


CACHE = StructCache()


def get_struct(w_fmt):
    if isinstance(w_fmt, W_Struct):
        return w_fmt
    fmt = _format_str(w_fmt)
    w_s = CACHE.cache.get(fmt, None)
    if w_s is None:
        w_s = W_Struct(fmt, compile_format(fmt))
        if len(CACHE.cache) >= 100:
            CACHE.cache = {}
        CACHE.cache[fmt] = w_s
    return w_s


def _do_pack(w_s, args_w, start, name):
    n = len(args_w) - start
    if n != w_s.layout.nitems:
        raise struct_error("%s expected %d items for packing (got %d)"
                           % (name, w_s.layout.nitems, n))
    try:
        return pack_values(w_s.layout, args_w, start)
    except MemoryError:
        from objspace.sequences import raise_repeat_error
        raise_repeat_error(False, "")
        return ""


def _do_unpack(w_s, w_buf):
    s = buffers.bytes_of(w_buf)
    if len(s) != w_s.layout.size:
        raise struct_error("unpack requires a buffer of %d bytes"
                           % w_s.layout.size)
    return unpack_values(w_s.layout, s, 0)


def _offset_arg(w_off):
    from objspace.sequences import index_or_none, ssize_w, INDEX_ERROR
    w_i = index_or_none(w_off)
    if w_i is None:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_off.gettype().name)
    return ssize_w(w_i, INDEX_ERROR)


def _ulong_sum(size, offset):
    """size + offset as CPython prints it (a size_t: no overflow)."""
    from rpython.rlib.rarithmetic import r_uint
    return str(r_uint(size) + r_uint(offset))


def _do_unpack_from(w_s, w_buf, w_off):
    s = buffers.bytes_of(w_buf)
    offset = 0
    if w_off is not None:
        offset = _offset_arg(w_off)
    size = w_s.layout.size
    n = len(s)
    if offset < 0:
        if offset + n < 0:
            raise struct_error("offset %d out of range for %d-byte buffer"
                               % (offset, n))
        if offset + size > 0:
            raise struct_error("not enough data to unpack %d bytes at "
                               "offset %d" % (size, offset))
        offset += n
    if n - offset < size:
        raise struct_error("unpack_from requires a buffer of at least %s "
                           "bytes for unpacking %d bytes at offset %d "
                           "(actual buffer size is %d)"
                           % (_ulong_sum(size, offset), size, offset, n))
    return unpack_values(w_s.layout, s, offset)


def _do_pack_into(w_s, args_w, start):
    """args_w[start:] is buffer, offset, values..."""
    if len(args_w) - start < 1:
        raise struct_error("pack_into expected buffer argument")
    if len(args_w) - start < 2:
        raise struct_error("pack_into expected offset argument")
    n_values = len(args_w) - start - 2
    if n_values != w_s.layout.nitems:
        raise struct_error("pack_into expected %d items for packing (got %d)"
                           % (w_s.layout.nitems, n_values))
    w_buf = args_w[start]
    current = buffers.writable_bytes(w_buf)
    offset = _offset_arg(args_w[start + 1])
    n = len(current)
    size = w_s.layout.size
    if offset < 0:
        if offset + size > 0:
            raise struct_error("no space to pack %d bytes at offset %d"
                               % (size, offset))
        if offset + n < 0:
            raise struct_error("offset %d out of range for %d-byte buffer"
                               % (offset, n))
        offset += n
    if n - offset < size:
        raise struct_error("pack_into requires a buffer of at least %s bytes"
                           " for packing %d bytes at offset %d (actual "
                           "buffer size is %d)" % (_ulong_sum(size, offset),
                                                   size, offset, n))
    data = pack_values(w_s.layout, args_w, start + 2)
    buffers.write_at(w_buf, offset, data)
    return W_None


class W_UnpackIter(W_AbstractIterator):
    _attrs_ = ("w_s", "data", "pos")

    def __init__(self, w_s, data):
        self.w_s = w_s
        self.data = data
        self.pos = 0

    def gettype(self):
        return w_unpack_iter_type

    def next_w(self):
        size = self.w_s.layout.size
        if self.pos + size > len(self.data):
            return None
        w_t = unpack_values(self.w_s.layout, self.data, self.pos)
        self.pos += size
        return w_t

    def len_hook(self):
        return (len(self.data) - self.pos) // self.w_s.layout.size


def _do_iter_unpack(w_s, w_buf):
    s = buffers.bytes_of(w_buf)
    size = w_s.layout.size
    if size == 0:
        raise struct_error("cannot iteratively unpack with a struct of "
                           "length 0")
    if len(s) % size != 0:
        raise struct_error("iterative unpacking requires a buffer of a "
                           "multiple of %d bytes" % size)
    return W_UnpackIter(w_s, s)


# ------------------------------------------------------ module functions

def _fmt_args(args, name, min_n):
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % name)
    args_w = args.args_w
    if len(args_w) == 0:
        raise_type_error("missing format argument")
    if len(args_w) < min_n:
        raise_type_error("%s expected %d arguments, got %d"
                         % (name, min_n, len(args_w)))
    return args_w


def s_pack(args):
    args_w = _fmt_args(args, "pack", 1)
    return W_Bytes(_do_pack(get_struct(args_w[0]), args_w, 1, "pack"))


def s_pack_into(args):
    args_w = _fmt_args(args, "pack_into", 1)
    return _do_pack_into(get_struct(args_w[0]), args_w, 1)


def s_unpack(args):
    args_w = check_args(args, "unpack", 2, 2)
    return _do_unpack(get_struct(args_w[0]), args_w[1])


def _unpack_from_args(args, n_self):
    w_buf = args.get_kw("buffer")
    w_off = args.get_kw("offset")
    args_w = check_args(args, "unpack_from", n_self, n_self + 2)
    if len(args_w) > n_self:
        if w_buf is not None:
            raise_type_error("argument for unpack_from() given by name "
                             "('buffer') and position (%d)" % (n_self + 1))
        w_buf = args_w[n_self]
    if len(args_w) > n_self + 1:
        w_off = args_w[n_self + 1]
    if w_buf is None:
        raise_type_error("unpack_from() missing required argument 'buffer' "
                         "(pos %d)" % (n_self + 1))
    return w_buf, w_off


def s_unpack_from(args):
    if len(args.args_w) == 0:
        raise_type_error("unpack_from() missing required argument 'format' "
                         "(pos 1)")
    w_s = get_struct(args.args_w[0])
    w_buf, w_off = _unpack_from_args(args, 1)
    return _do_unpack_from(w_s, w_buf, w_off)


def s_iter_unpack(args):
    args_w = check_args(args, "iter_unpack", 2, 2)
    return _do_iter_unpack(get_struct(args_w[0]), args_w[1])


def s_calcsize(args):
    args_w = check_args(args, "calcsize", 1, 1)
    return newint(get_struct(args_w[0]).layout.size)


def s_clearcache(args):
    check_args(args, "_clearcache", 0, 0)
    CACHE.cache = {}
    return W_None


# ------------------------------------------------------- Struct methods

def _self(args, name):
    if len(args.args_w) == 0 or not isinstance(args.args_w[0], W_Struct):
        raise_type_error("descriptor '%s' requires a '_struct.Struct' object"
                         % name)
    w_s = args.args_w[0]
    assert isinstance(w_s, W_Struct)
    return w_s


def struct_new(args):
    w_fmt = args.get_kw("format")
    args_w = check_args(args, "Struct", 0, 1)
    if len(args_w) == 1:
        w_fmt = args_w[0]
    if w_fmt is None:
        raise_type_error("Struct() missing required argument 'format' "
                         "(pos 1)")
    fmt = _format_str(w_fmt)
    return W_Struct(fmt, compile_format(fmt))


def m_init(args):
    """Struct.__init__(format): compiles the format again (a Struct can
    be re-initialised, as CPython's)."""
    w_s = _self(args, "__init__")
    w_fmt = args.get_kw("format")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for "
                         "Struct()" % args.kw_names[0])
    args_w = args.args_w
    if len(args_w) > 2:
        raise_type_error("Struct() takes at most 1 argument (%d given)"
                         % (len(args_w) - 1))
    if len(args_w) == 2:
        w_fmt = args_w[1]
    if w_fmt is None:
        raise_type_error("Struct() missing required argument 'format' "
                         "(pos 1)")
    fmt = _format_str(w_fmt)
    if fmt != w_s.fmt:
        w_s.layout = compile_format(fmt)
        w_s.fmt = fmt
    return W_None


def m_pack(args):
    w_s = _self(args, "pack")
    if args.has_kwargs():
        raise_type_error("pack() takes no keyword arguments")
    return W_Bytes(_do_pack(w_s, args.args_w, 1, "pack"))


def m_pack_into(args):
    w_s = _self(args, "pack_into")
    if args.has_kwargs():
        raise_type_error("pack_into() takes no keyword arguments")
    return _do_pack_into(w_s, args.args_w, 1)


def m_unpack(args):
    w_s = _self(args, "unpack")
    args_w = check_args(args, "unpack", 2, 2)
    return _do_unpack(w_s, args_w[1])


def m_unpack_from(args):
    w_s = _self(args, "unpack_from")
    w_buf, w_off = _unpack_from_args(args, 1)
    return _do_unpack_from(w_s, w_buf, w_off)


def m_iter_unpack(args):
    w_s = _self(args, "iter_unpack")
    args_w = check_args(args, "iter_unpack", 2, 2)
    return _do_iter_unpack(w_s, args_w[1])


def m_sizeof(args):
    w_s = _self(args, "__sizeof__")
    return newint(56 + 32 * len(w_s.layout.codes))


w_struct_type = W_TypeObject("Struct", [w_object_type])
w_struct_type.module = "_struct"
w_struct_type.w_new = W_BuiltinFunction("Struct", struct_new)
for _name, _fn in [("pack", m_pack), ("pack_into", m_pack_into),
                   ("unpack", m_unpack), ("unpack_from", m_unpack_from),
                   ("iter_unpack", m_iter_unpack), ("__sizeof__", m_sizeof),
                   ("__init__", m_init)]:
    w_struct_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)

w_unpack_iter_type = W_TypeObject("unpack_iterator", [w_object_type])
w_unpack_iter_type.module = "_struct"
add_iterator_methods(w_unpack_iter_type)

FUNCTIONS = [("pack", s_pack), ("pack_into", s_pack_into),
             ("unpack", s_unpack), ("unpack_from", s_unpack_from),
             ("iter_unpack", s_iter_unpack), ("calcsize", s_calcsize),
             ("_clearcache", s_clearcache)]


def make():
    CACHE.cache = {}
    w_mod = W_Module("_struct")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("Struct", w_struct_type)
    w_mod.setitem("error", w_struct_error)
    return w_mod
