"""Item conversion for array.array: the typecodes, their sizes, CPython's
range checks and messages, and the raw byte form of items. An array
keeps machine values, not W_ objects: integers (and 'u' code points) in
a list of ints (L and Q hold their unsigned bits), 'f' and 'd' in a
list of floats ('f' rounded to single precision when stored)."""

from rpython.rlib.rarithmetic import r_uint, intmask
from rpython.rlib.rbigint import rbigint
from rpython.rlib.rstruct import ieee
from rpython.rlib.rstring import StringBuilder
from rpython.rlib import rfloat

from objspace.intobject import W_Int, W_Long, W_AbstractInt, newint, newlong
from objspace.floatobject import W_Float, newfloat
from objspace.strobject import W_Str, encode_utf8_char, decode_utf8_char
from objspace.instances import W_Instance
from objspace.exceptions import raise_type_error, raise_overflow, \
    raise_value_error

TYPECODES = "bBuhHiIlLqQfd"


def itemsize_of(tc):
    if tc == 'b' or tc == 'B':
        return 1
    if tc == 'h' or tc == 'H':
        return 2
    if tc == 'i' or tc == 'I' or tc == 'f' or tc == 'u':
        return 4
    return 8


def is_float_code(tc):
    return tc == 'f' or tc == 'd'


def is_unsigned(tc):
    return tc == 'B' or tc == 'H' or tc == 'I' or tc == 'L' or tc == 'Q'


def _index(w_v):
    if isinstance(w_v, W_AbstractInt):
        return w_v
    if isinstance(w_v, W_Instance) and \
            w_v.gettype().lookup("__index__") is not None:
        from objspace.modules.builtins_more import index_w
        return index_w(w_v)
    raise_type_error("'%s' object cannot be interpreted as an integer"
                     % w_v.gettype().name)
    return None


def _c_long(w_i, msg):
    if isinstance(w_i, W_Int):
        return w_i.intval
    try:
        return w_i.as_bigint().toint()
    except OverflowError:
        raise_overflow(msg)
        return 0


def _range(v, lo, hi, what):
    if v < lo:
        raise_overflow("%s is less than minimum" % what)
    if v > hi:
        raise_overflow("%s is greater than maximum" % what)


def _negative(w_i):
    if isinstance(w_i, W_Int):
        return w_i.intval < 0
    return w_i.as_bigint().sign < 0


def _c_ulong(w_i, neg_msg, big_msg):
    if _negative(w_i):
        raise_overflow(neg_msg)
    if isinstance(w_i, W_Int):
        return r_uint(w_i.intval)
    try:
        return w_i.as_bigint().touint()
    except (ValueError, OverflowError):
        raise_overflow(big_msg)
        return r_uint(0)


LONG_MSG = "Python int too large to convert to C long"


def int_item(tc, w_v):
    """The stored int of an item of integer typecode tc (CPython's
    setitem conversions, messages included)."""
    w_i = _index(w_v)
    if tc == 'b':
        v = _c_long(w_i, LONG_MSG)
        _range(v, -32768, 32767, "signed short integer")
        _range(v, -128, 127, "signed char")
        return v
    if tc == 'B':
        v = _c_long(w_i, LONG_MSG)
        _range(v, 0, 255, "unsigned byte integer")
        return v
    if tc == 'h':
        v = _c_long(w_i, LONG_MSG)
        _range(v, -32768, 32767, "signed short integer")
        return v
    if tc == 'H':
        v = _c_long(w_i, LONG_MSG)
        _range(v, -2147483648, 2147483647, "signed integer")
        _range(v, 0, 65535, "unsigned short")
        return v
    if tc == 'i':
        v = _c_long(w_i, LONG_MSG)
        _range(v, -2147483648, 2147483647, "signed integer")
        return v
    if tc == 'l':
        return _c_long(w_i, LONG_MSG)
    if tc == 'q':
        return _c_long(w_i, "int too big to convert")
    if tc == 'I' or tc == 'L':
        u = _c_ulong(w_i, "can't convert negative value to unsigned int",
                     "Python int too large to convert to C unsigned long")
        if tc == 'I' and u > r_uint(4294967295):
            raise_overflow("unsigned int is greater than maximum")
        return intmask(u)
    u = _c_ulong(w_i, "can't convert negative int to unsigned",
                 "int too big to convert")
    return intmask(u)


def round_single(x):
    """x stored in a C float (a cast: out of range becomes inf)."""
    try:
        return ieee.float_unpack(ieee.float_pack(x, 4), 4)
    except OverflowError:
        return rfloat.copysign(rfloat.INFINITY, x)


def float_item(tc, w_v):
    if isinstance(w_v, W_Float):
        x = w_v.floatval
    elif isinstance(w_v, W_Int):
        x = float(w_v.intval)
    elif isinstance(w_v, W_Long):
        try:
            x = w_v.bigval.tofloat()
        except OverflowError:
            raise_overflow("int too large to convert to float")
            x = 0.0
    elif isinstance(w_v, W_Instance) and (
            w_v.gettype().lookup("__float__") is not None or
            w_v.gettype().lookup("__index__") is not None):
        from objspace.modules.mod_math import float_w
        x = float_w(w_v)
    else:
        raise_type_error("must be real number, not %s"
                         % w_v.gettype().name)
        x = 0.0
    if tc == 'f':
        return round_single(x)
    return x


def char_item(w_v):
    if not isinstance(w_v, W_Str) or w_v.length != 1:
        raise_type_error("array item must be unicode character")
    assert isinstance(w_v, W_Str)
    cp, pos = decode_utf8_char(w_v.utf8, 0)
    return cp


def wrap_int(tc, v):
    if tc == 'u':
        from objspace.strobject import newstr
        b = StringBuilder(4)
        encode_utf8_char(b, v)
        return newstr(b.build())
    if (tc == 'L' or tc == 'Q') and v < 0:
        return newlong(rbigint.fromrarith_int(r_uint(v)))
    return newint(v)


def wrap_float(x):
    return newfloat(x)


def int_to_bytes(b, tc, v, size):
    bits = r_uint(v)
    for k in range(size):
        b.append(chr(intmask((bits >> (8 * k)) & r_uint(0xff))))


def int_from_bytes(tc, s, pos, size):
    bits = r_uint(0)
    for k in range(size - 1, -1, -1):
        bits = (bits << 8) | r_uint(ord(s[pos + k]))
    if size == 8 or is_unsigned(tc) or tc == 'u':
        return intmask(bits)
    shift = 64 - 8 * size
    return intmask(bits << shift) >> shift


def check_code_point(v):
    if v < 0 or v > 0x10ffff:
        raise_value_error("character U+%x is not in range [U+0000; "
                          "U+10ffff]" % intmask(r_uint(v) & r_uint(0xffffffff)))
