"""The `binascii` module: hex, base64 and uuencode conversions, crc32 and
crc_hqx, Error and Incomplete, with CPython 3.11's messages. The
quoted-printable pair (a2b_qp, b2a_qp) is absent, so quopri uses its
pure-Python fallback."""

from rpython.rlib.rstring import StringBuilder
from rpython.rlib.rarithmetic import r_uint, intmask

from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.typeobject import W_TypeObject, LAYOUT_EXCEPTION
from objspace.intobject import W_Int, newint
from objspace.strobject import W_Str
from objspace.bytesobject import W_Bytes, W_AbstractBytes
from objspace.exceptions import (TYPES, oefmt, raise_type_error,
                                 raise_value_error, w_ValueError,
                                 w_Exception)
from objspace.argcheck import check_args
from objspace.modules import buffers
from objspace import operations as ops

w_binascii_error = W_TypeObject("Error", [w_ValueError], LAYOUT_EXCEPTION)
w_binascii_error.module = "binascii"
w_binascii_incomplete = W_TypeObject("Incomplete", [w_Exception],
                                     LAYOUT_EXCEPTION)
w_binascii_incomplete.module = "binascii"

HEX = "0123456789abcdef"
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _error(msg):
    return oefmt(w_binascii_error, msg)


def _b64_value(c):
    o = ord(c)
    if 65 <= o <= 90:
        return o - 65
    if 97 <= o <= 122:
        return o - 71
    if 48 <= o <= 57:
        return o + 4
    if c == '+':
        return 62
    if c == '/':
        return 63
    return -1


def _hex_value(c):
    o = ord(c)
    if 48 <= o <= 57:
        return o - 48
    if 97 <= o <= 102:
        return o - 87
    if 65 <= o <= 70:
        return o - 55
    return -1


def _kwonly(args, name, allowed):
    """Keyword-only arguments of a binascii function: their values in
    the order of `allowed` (None when absent)."""
    values_w = [None] * len(allowed)
    if args.kw_names is not None:
        for i in range(len(args.kw_names)):
            kw = args.kw_names[i]
            found = False
            for k in range(len(allowed)):
                if allowed[k] == kw:
                    values_w[k] = args.kw_values_w[i]
                    found = True
            if not found:
                raise_type_error("%s() got an unexpected keyword argument "
                                 "'%s'" % (name, kw))
    return values_w


def _positional(args, name, min_n, max_n):
    n = len(args.args_w)
    if n < min_n or n > max_n:
        if min_n == max_n:
            raise_type_error("%s() takes exactly one argument (%d given)"
                             % (name, n) if min_n == 1 else
                             "%s expected %d arguments, got %d"
                             % (name, min_n, n))
        if n < min_n:
            raise_type_error("%s expected at least %d argument%s, got %d"
                             % (name, min_n, "" if min_n == 1 else "s", n))
        raise_type_error("%s expected at most %d arguments, got %d"
                         % (name, max_n, n))
    return args.args_w


# ------------------------------------------------------------------ hex

def hexlify_str(s, w_sep, w_per_sep):
    sep = ""
    if w_sep is not None:
        if isinstance(w_sep, W_Str):
            sep = w_sep.utf8
            if w_sep.length != 1:
                raise_value_error("sep must be length 1.")
            if not w_sep.is_ascii():
                raise_value_error("sep must be ASCII.")
        elif isinstance(w_sep, W_AbstractBytes):
            sep = w_sep.value
            if len(sep) != 1:
                raise_value_error("sep must be length 1.")
        else:
            from objspace.containers import len_w
            if len_w(w_sep) != 1:       # CPython measures it first
                raise_value_error("sep must be length 1.")
            raise_type_error("sep must be str or bytes.")
    per = 1
    if w_per_sep is not None:
        if not isinstance(w_per_sep, W_Int):
            from objspace.modules.builtins_more import index_w
            w_i = index_w(w_per_sep)
            if not isinstance(w_i, W_Int):
                from objspace.exceptions import raise_overflow
                raise_overflow("Python int too large to convert to C int")
            w_per_sep = w_i
        assert isinstance(w_per_sep, W_Int)
        per = w_per_sep.intval
    b = StringBuilder(len(s) * 3)
    n = len(s)
    group = per if per > 0 else -per
    for i in range(n):
        if sep and group > 0 and i > 0:
            if per > 0:
                if (n - i) % group == 0:
                    b.append(sep)
            elif i % group == 0:
                b.append(sep)
        c = ord(s[i])
        b.append(HEX[c >> 4])
        b.append(HEX[c & 15])
    return b.build()


def _hexlify(args, name):
    w_sep, w_per = _kwonly(args, name, ["sep", "bytes_per_sep"])
    args_w = _positional(args, name, 1, 3)
    if len(args_w) > 1:
        w_sep = args_w[1]
    if len(args_w) > 2:
        w_per = args_w[2]
    return W_Bytes(hexlify_str(buffers.bytes_of(args_w[0]), w_sep, w_per))


def b_hexlify(args):
    return _hexlify(args, "hexlify")


def b_b2a_hex(args):
    return _hexlify(args, "b2a_hex")


def unhexlify_str(s):
    if len(s) % 2 != 0:
        raise _error("Odd-length string")
    b = StringBuilder(len(s) // 2)
    for i in range(0, len(s), 2):
        hi = _hex_value(s[i])
        lo = _hex_value(s[i + 1])
        if hi < 0 or lo < 0:
            raise _error("Non-hexadecimal digit found")
        b.append(chr(hi * 16 + lo))
    return b.build()


def b_unhexlify(args):
    args_w = check_args(args, "unhexlify", 1, 1)
    return W_Bytes(unhexlify_str(buffers.ascii_or_bytes(args_w[0])))


def b_a2b_hex(args):
    args_w = check_args(args, "a2b_hex", 1, 1)
    return W_Bytes(unhexlify_str(buffers.ascii_or_bytes(args_w[0])))


# --------------------------------------------------------------- base64

def b2a_base64_str(s, newline):
    b = StringBuilder((len(s) + 2) // 3 * 4 + 1)
    i = 0
    n = len(s)
    while i + 3 <= n:
        v = (ord(s[i]) << 16) | (ord(s[i + 1]) << 8) | ord(s[i + 2])
        b.append(B64[v >> 18])
        b.append(B64[(v >> 12) & 63])
        b.append(B64[(v >> 6) & 63])
        b.append(B64[v & 63])
        i += 3
    rest = n - i
    if rest == 1:
        v = ord(s[i]) << 16
        b.append(B64[v >> 18])
        b.append(B64[(v >> 12) & 63])
        b.append("==")
    elif rest == 2:
        v = (ord(s[i]) << 16) | (ord(s[i + 1]) << 8)
        b.append(B64[v >> 18])
        b.append(B64[(v >> 12) & 63])
        b.append(B64[(v >> 6) & 63])
        b.append("=")
    if newline:
        b.append("\n")
    return b.build()


def a2b_base64_str(s, strict):
    b = StringBuilder(len(s) // 4 * 3 + 3)
    quad_pos = 0
    leftchar = 0
    pads = 0
    padding_started = False
    ndata = 0
    if strict and len(s) > 0 and s[0] == '=':
        raise _error("Leading padding not allowed")
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        i += 1
        if c == '=':
            padding_started = True
            if quad_pos >= 2:
                pads += 1
                if quad_pos + pads >= 4:
                    if strict and i < n:
                        raise _error("Excess data after padding")
                    return b.build()
            continue
        v = _b64_value(c)
        if v < 0:
            if strict:
                raise _error("Only base64 data is allowed")
            continue
        if strict and padding_started:
            raise _error("Discontinuous padding not allowed")
        pads = 0
        ndata += 1
        if quad_pos == 0:
            quad_pos = 1
            leftchar = v
        elif quad_pos == 1:
            quad_pos = 2
            b.append(chr(((leftchar << 2) | (v >> 4)) & 0xff))
            leftchar = v & 0x0f
        elif quad_pos == 2:
            quad_pos = 3
            b.append(chr(((leftchar << 4) | (v >> 2)) & 0xff))
            leftchar = v & 0x03
        else:
            quad_pos = 0
            b.append(chr(((leftchar << 6) | v) & 0xff))
            leftchar = 0
    if quad_pos == 1:
        raise _error("Invalid base64-encoded string: number of data "
                     "characters (%d) cannot be 1 more than a multiple of 4"
                     % ndata)
    if quad_pos != 0:
        raise _error("Incorrect padding")
    return b.build()


def b_b2a_base64(args):
    w_newline, = _kwonly(args, "b2a_base64", ["newline"])
    args_w = _positional(args, "b2a_base64", 1, 1)
    newline = True
    if w_newline is not None:
        newline = ops.is_true(w_newline)
    return W_Bytes(b2a_base64_str(buffers.bytes_of(args_w[0]), newline))


def b_a2b_base64(args):
    w_strict, = _kwonly(args, "a2b_base64", ["strict_mode"])
    args_w = _positional(args, "a2b_base64", 1, 1)
    strict = False
    if w_strict is not None:
        strict = ops.is_true(w_strict)
    return W_Bytes(a2b_base64_str(buffers.ascii_or_bytes(args_w[0]),
                                  strict))


# ------------------------------------------------------------ uuencode

def _uu_char(v, backtick):
    if backtick and v == 0:
        return '`'
    return chr(32 + v)


def b_b2a_uu(args):
    w_backtick, = _kwonly(args, "b2a_uu", ["backtick"])
    args_w = _positional(args, "b2a_uu", 1, 1)
    backtick = False
    if w_backtick is not None:
        backtick = ops.is_true(w_backtick)
    s = buffers.bytes_of(args_w[0])
    if len(s) > 45:
        raise _error("At most 45 bytes at once")
    b = StringBuilder()
    b.append(_uu_char(len(s), backtick))
    for i in range(0, len(s), 3):
        c0 = ord(s[i])
        c1 = ord(s[i + 1]) if i + 1 < len(s) else 0
        c2 = ord(s[i + 2]) if i + 2 < len(s) else 0
        v = (c0 << 16) | (c1 << 8) | c2
        b.append(_uu_char(v >> 18, backtick))
        b.append(_uu_char((v >> 12) & 63, backtick))
        b.append(_uu_char((v >> 6) & 63, backtick))
        b.append(_uu_char(v & 63, backtick))
    b.append("\n")
    return W_Bytes(b.build())


def b_a2b_uu(args):
    args_w = check_args(args, "a2b_uu", 1, 1)
    s = buffers.ascii_or_bytes(args_w[0])
    if len(s) == 0:
        return W_Bytes("\x00" * 32)
    length = (ord(s[0]) - 32) & 63
    out = StringBuilder(length)
    bits = 0
    nbits = 0
    i = 1
    while out.getlength() < length:
        if i < len(s) and s[i] != '\n' and s[i] != '\r':
            c = s[i]
            if c < ' ' or c > chr(32 + 64):
                raise _error("Illegal char")
            v = (ord(c) - 32) & 63
        else:
            v = 0
        i += 1
        bits = (bits << 6) | v
        nbits += 6
        if nbits >= 8:
            nbits -= 8
            out.append(chr((bits >> nbits) & 0xff))
            bits &= (1 << nbits) - 1
    while i < len(s):
        c = s[i]
        if c != ' ' and c != chr(32 + 64) and c != '\n' and c != '\r':
            raise _error("Trailing garbage")
        i += 1
    return W_Bytes(out.build())


# ----------------------------------------------------------------- crcs

class CrcTable(object):
    def __init__(self):
        table = []
        for n in range(256):
            c = r_uint(n)
            for k in range(8):
                if c & r_uint(1):
                    c = r_uint(0xEDB88320) ^ (c >> 1)
                else:
                    c = c >> 1
            table.append(c)
        self.table = table


CRC = CrcTable()


def crc32_str(s, crc):
    table = CRC.table
    crc = (~crc) & r_uint(0xffffffff)
    for ch in s:
        crc = table[intmask((crc ^ r_uint(ord(ch))) & r_uint(0xff))] ^ \
            (crc >> 8)
    return (~crc) & r_uint(0xffffffff)


def _uint_arg(w_v, mask):
    """An int argument reduced like C's unsigned int conversion."""
    from objspace.modules.builtins_more import index_w
    from objspace.floatobject import W_Float
    if isinstance(w_v, W_Float):
        raise_type_error("'float' object cannot be interpreted as an "
                         "integer")
    w_i = index_w(w_v)
    if isinstance(w_i, W_Int):
        return r_uint(w_i.intval) & mask
    from rpython.rlib.rbigint import rbigint
    big = w_i.as_bigint().and_(rbigint.fromrarith_int(mask))
    return big.touint()


def b_crc32(args):
    args_w = check_args(args, "crc32", 1, 2)
    crc = r_uint(0)
    if len(args_w) > 1:
        crc = _uint_arg(args_w[1], r_uint(0xffffffff))
    return newint(intmask(crc32_str(buffers.bytes_of(args_w[0]), crc)))


def b_crc_hqx(args):
    args_w = check_args(args, "crc_hqx", 2, 2)
    s = buffers.bytes_of(args_w[0])
    crc = intmask(_uint_arg(args_w[1], r_uint(0xffff)))
    for ch in s:
        crc ^= ord(ch) << 8
        for k in range(8):
            if crc & 0x8000:
                crc = ((crc << 1) ^ 0x1021) & 0xffff
            else:
                crc = (crc << 1) & 0xffff
    return newint(crc)


FUNCTIONS = [("hexlify", b_hexlify), ("b2a_hex", b_b2a_hex),
             ("unhexlify", b_unhexlify), ("a2b_hex", b_a2b_hex),
             ("b2a_base64", b_b2a_base64), ("a2b_base64", b_a2b_base64),
             ("b2a_uu", b_b2a_uu), ("a2b_uu", b_a2b_uu),
             ("crc32", b_crc32), ("crc_hqx", b_crc_hqx)]


def make():
    w_mod = W_Module("binascii")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("Error", w_binascii_error)
    w_mod.setitem("Incomplete", w_binascii_incomplete)
    return w_mod
