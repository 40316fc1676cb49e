"""Shared helpers of the formatting engine (objspace/formatting.py): the
error classes, utf-8 walking, the few Unicode facts CPython's number
parsing needs, str repr for error messages, and int -> digit strings with
CPython 3.11's int_max_str_digits limit."""

from rpython.rlib.rbigint import rbigint
from rpython.rlib.rstring import StringBuilder


class FormatError(Exception):
    """A ValueError for the interpreter, with CPython's exact message."""

    def __init__(self, msg):
        self.msg = msg


class FormatOverflowError(FormatError):
    """Where CPython raises OverflowError instead of ValueError."""


# CPython 3.11's default sys.get_int_max_str_digits().
INT_MAX_STR_DIGITS = 4300


class IntDigitsLimit(object):
    """sys.set_int_max_str_digits' limit (0: none) and 10 ** limit, the
    smallest int whose str() is refused (computed when the limit
    changes)."""
    def __init__(self):
        self.set(INT_MAX_STR_DIGITS)

    def set(self, n):
        self.max_digits = n
        self.ten_pow = rbigint.fromint(10).pow(rbigint.fromint(n)) \
            if n > 0 else rbigint.fromint(0)


INT_DIGITS = IntDigitsLimit()

DIGITS36 = "0123456789abcdefghijklmnopqrstuvwxyz"
HEXDIGITS = "0123456789abcdef"
HEXUPPER = "0123456789ABCDEF"


# ---------------------------------------------------------------- utf-8

def utf8_charlen(s, pos):
    """Bytes of the utf-8 sequence starting at s[pos] (at least 1)."""
    c = ord(s[pos])
    if c < 0xC0:
        n = 1
    elif c < 0xE0:
        n = 2
    elif c < 0xF0:
        n = 3
    else:
        n = 4
    if pos + n > len(s):
        n = len(s) - pos
    assert n >= 0
    return n


def utf8_decode_at(s, pos):
    """The code point starting at s[pos]."""
    c = ord(s[pos])
    if c < 0x80:
        return c
    n = utf8_charlen(s, pos)
    if n == 2:
        cp = c & 0x1F
    elif n == 3:
        cp = c & 0x0F
    else:
        cp = c & 0x07
    for k in range(1, n):
        cp = (cp << 6) | (ord(s[pos + k]) & 0x3F)
    return cp


def utf8_encode(cp):
    b = StringBuilder(4)
    if cp < 0x80:
        b.append(chr(cp))
    elif cp < 0x800:
        b.append(chr(0xC0 | (cp >> 6)))
        b.append(chr(0x80 | (cp & 0x3F)))
    elif cp < 0x10000:
        b.append(chr(0xE0 | (cp >> 12)))
        b.append(chr(0x80 | ((cp >> 6) & 0x3F)))
        b.append(chr(0x80 | (cp & 0x3F)))
    else:
        b.append(chr(0xF0 | (cp >> 18)))
        b.append(chr(0x80 | ((cp >> 12) & 0x3F)))
        b.append(chr(0x80 | ((cp >> 6) & 0x3F)))
        b.append(chr(0x80 | (cp & 0x3F)))
    return b.build()


def utf8_length(s):
    """Number of code points in utf-8 s (continuation bytes not counted)."""
    n = 0
    for c in s:
        if (ord(c) & 0xC0) != 0x80:
            n += 1
    return n


def utf8_offset(s, ncp):
    """Byte offset just after the first ncp code points of s."""
    pos = 0
    while ncp > 0 and pos < len(s):
        pos += utf8_charlen(s, pos)
        ncp -= 1
    return pos


def repeat_fill(fill, n):
    if n <= 0:
        return ""
    if len(fill) == 1:
        b = StringBuilder(n)
        b.append_multiple_char(fill[0], n)
        return b.build()
    b = StringBuilder(n * len(fill))
    for i in range(n):
        b.append(fill)
    return b.build()


def hex_of(n):
    """Lower-case hex digits of n >= 0, no prefix (C's %x)."""
    if n == 0:
        return "0"
    digits = []
    while n > 0:
        digits.append(HEXDIGITS[n & 15])
        n >>= 4
    digits.reverse()
    return "".join(digits)


def char_desc(cp):
    """How CPython's messages show a format code: 'x' or '\\x20ac'."""
    if 32 < cp < 128:
        return chr(cp)
    return "\\x" + hex_of(cp)


# ------------------------------------------------------ Unicode facts
# Code points of the digit zero of every run of ten Unicode decimal digits
# (Unicode 14, as in CPython 3.11); each run holds the digits 0..9 in order.
DECIMAL_ZEROS = [
    0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6,
    0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20, 0x1040, 0x1090,
    0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0,
    0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50,
    0xabf0, 0xff10, 0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0,
    0x112f0, 0x11450, 0x114d0, 0x11650, 0x116c0, 0x11730, 0x118e0,
    0x11950, 0x11c50, 0x11d50, 0x11da0, 0x16a60, 0x16ac0, 0x16b50,
    0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0,
    0x1e950, 0x1fbf0,
]


def unicode_decimal(cp):
    """Py_UNICODE_TODECIMAL: 0..9, or -1."""
    if cp < 0x80:
        if 0x30 <= cp <= 0x39:
            return cp - 0x30
        return -1
    lo = 0
    hi = len(DECIMAL_ZEROS) - 1
    while lo <= hi:
        mid = (lo + hi) >> 1
        z = DECIMAL_ZEROS[mid]
        if cp < z:
            hi = mid - 1
        elif cp > z + 9:
            lo = mid + 1
        else:
            return cp - z
    return -1


def unicode_isspace(cp):
    """Py_UNICODE_ISSPACE (str.isspace of one character)."""
    if cp < 0x80:
        return (0x09 <= cp <= 0x0D) or (0x1C <= cp <= 0x20)
    return (cp == 0x85 or cp == 0xA0 or cp == 0x1680 or
            (0x2000 <= cp <= 0x200A) or cp == 0x2028 or cp == 0x2029 or
            cp == 0x202F or cp == 0x205F or cp == 0x3000)


def ascii_isspace(c):
    """Py_ISSPACE on one byte."""
    return c == ' ' or c == '\t' or c == '\n' or c == '\r' or \
        c == '\x0b' or c == '\x0c'


def to_ascii_digits_spaces(s):
    """_PyUnicode_TransformDecimalAndSpaceToASCII: non-ASCII whitespace
    becomes ' ', non-ASCII decimal digits their ASCII digit; any other
    non-ASCII character ends the result with '?'."""
    ascii = True
    for c in s:
        if ord(c) >= 0x80:
            ascii = False
            break
    if ascii:
        return s
    b = StringBuilder(len(s))
    pos = 0
    while pos < len(s):
        n = utf8_charlen(s, pos)
        cp = utf8_decode_at(s, pos)
        pos += n
        if cp < 0x80:
            b.append(chr(cp))
        elif unicode_isspace(cp):
            b.append(' ')
        else:
            d = unicode_decimal(cp)
            if d < 0:
                b.append('?')
                break
            b.append(chr(0x30 + d))
    return b.build()


def _is_printable(cp):
    """str.isprintable of one code point (repr escapes the others): the
    Unicode database's answer (objspace/unicodedb.py)."""
    from objspace.unicodedb import is_printable
    return is_printable(cp)


def str_repr(s):
    """repr() of the str whose utf-8 is s."""
    quote = '\''
    if '\'' in s and '"' not in s:
        quote = '"'
    b = StringBuilder(len(s) + 2)
    b.append(quote)
    pos = 0
    while pos < len(s):
        n = utf8_charlen(s, pos)
        cp = utf8_decode_at(s, pos)
        if cp == ord(quote) or cp == 0x5C:
            b.append('\\')
            b.append(chr(cp))
        elif cp == 0x0A:
            b.append('\\n')
        elif cp == 0x0D:
            b.append('\\r')
        elif cp == 0x09:
            b.append('\\t')
        elif not _is_printable(cp):
            if cp < 0x100:
                b.append('\\x')
                width = 2
            elif cp < 0x10000:
                b.append('\\u')
                width = 4
            else:
                b.append('\\U')
                width = 8
            shift = (width - 1) * 4
            while shift >= 0:
                b.append(HEXDIGITS[(cp >> shift) & 15])
                shift -= 4
        else:
            b.append_slice(s, pos, pos + n)
        pos += n
    b.append(quote)
    return b.build()


# ----------------------------------------------------- int -> digits

def _limit_to_str_error():
    return FormatError("Exceeds the limit (%d digits) for integer string "
                       "conversion; use sys.set_int_max_str_digits() to "
                       "increase the limit" % (INT_DIGITS.max_digits,))


def int_decimal_str(value):
    """str(int) with CPython 3.11's 4300-digit limit (raises FormatError
    "Exceeds the limit ..." like CPython's ValueError)."""
    try:
        return str(value.toint())
    except OverflowError:
        pass
    limit = INT_DIGITS
    if limit.max_digits > 0 and not value.abs().lt(limit.ten_pow):
        raise _limit_to_str_error()
    s = value.str()
    return s


def int_to_base_str(value, base, prefix):
    """hex()/oct()/bin() style: int_to_base_str(-255, 16, '0x') == '-0xff'.
    base is 2..36; base 10 is subject to the int_max_str_digits limit."""
    if base == 10:
        s = int_decimal_str(value)
        if prefix:
            if s.startswith('-'):
                return '-' + prefix + s[1:]
            return prefix + s
        return s
    assert 2 <= base <= 36
    return value.format(DIGITS36[:base], prefix)


def abs_digits(value, base, upper):
    """Digits of abs(value) in base 2, 8, 10 or 16."""
    if base == 10:
        s = int_decimal_str(value)
    elif base == 16:
        if upper:
            s = value.format(HEXUPPER)
        else:
            s = value.format(HEXDIGITS)
    elif base == 8:
        s = value.format("01234567")
    else:
        s = value.format("01")
    if s.startswith('-'):
        s = s[1:]
    return s
