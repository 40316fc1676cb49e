"""float(str) and int(str, base) parsing with CPython 3.11's rules:
Unicode digits and spaces, underscores between digits, 'inf'/'nan',
base prefixes, and the 4300-digit int_max_str_digits limit."""

import math

from rpython.rlib import rfloat
from rpython.rlib.rbigint import rbigint
from rpython.rlib.rdtoa import strtod

from objspace.formatting_util import (
    FormatError, INT_DIGITS, to_ascii_digits_spaces, ascii_isspace,
    str_repr, utf8_offset)


def _float_error(s):
    return FormatError("could not convert string to float: " + str_repr(s))


def _isdigit(c):
    return '0' <= c <= '9'


def _strip(a):
    start = 0
    stop = len(a)
    while start < stop and ascii_isspace(a[start]):
        start += 1
    while stop > start and ascii_isspace(a[stop - 1]):
        stop -= 1
    assert stop >= start >= 0
    return a[start:stop]


def _remove_underscores(a):
    """_Py_string_to_number_with_underscores: '_' only between two
    digits.  Returns None when misplaced."""
    if '_' not in a:
        return a
    out = []
    prev = '\x00'
    for c in a:
        if c == '_':
            if not _isdigit(prev):
                return None
        else:
            out.append(c)
            if prev == '_' and not _isdigit(c):
                return None
        prev = c
    if prev == '_':
        return None
    return "".join(out)


def _match_lower(a, pos, word):
    """Does a[pos:] start with word, ignoring ASCII case?"""
    if pos + len(word) > len(a):
        return False
    for i in range(len(word)):
        c = a[pos + i]
        if 'A' <= c <= 'Z':
            c = chr(ord(c) + 32)
        if c != word[i]:
            return False
    return True


def _is_decimal_literal(a, pos):
    """Does a[pos:] match digits[.digits]|.digits then [e[+-]digits]?"""
    n = len(a)
    start = pos
    while pos < n and _isdigit(a[pos]):
        pos += 1
    ndigits = pos - start
    if pos < n and a[pos] == '.':
        pos += 1
        fstart = pos
        while pos < n and _isdigit(a[pos]):
            pos += 1
        ndigits += pos - fstart
    if ndigits == 0:
        return False
    if pos < n and (a[pos] == 'e' or a[pos] == 'E'):
        pos += 1
        if pos < n and (a[pos] == '+' or a[pos] == '-'):
            pos += 1
        estart = pos
        while pos < n and _isdigit(a[pos]):
            pos += 1
        if pos == estart:
            return False
    return pos == n


def parse_float_str(s):
    """float(s) for a str s (utf-8); FormatError with CPython's message
    when s is not a float literal."""
    a = _strip(to_ascii_digits_spaces(s))
    if not a:
        raise _float_error(s)
    clean = _remove_underscores(a)
    if clean is None:
        raise _float_error(s)
    a = clean
    pos = 0
    negative = False
    if a.startswith('-'):
        negative = True
        pos = 1
    elif a.startswith('+'):
        pos = 1
    rest = len(a) - pos
    if rest == 3 and _match_lower(a, pos, "inf"):
        x = rfloat.INFINITY
    elif rest == 8 and _match_lower(a, pos, "infinity"):
        x = rfloat.INFINITY
    elif rest == 3 and _match_lower(a, pos, "nan"):
        from objspace.floatobject import positive_nan
        x = positive_nan()
    elif _is_decimal_literal(a, pos):
        try:
            return strtod(a)
        except ValueError:
            raise _float_error(s)
    else:
        raise _float_error(s)
    return math.copysign(x, -1.0 if negative else 1.0)


def _digit_value(c):
    """_PyLong_DigitValue: 0..35, or 37 for anything else."""
    if '0' <= c <= '9':
        return ord(c) - ord('0')
    if 'a' <= c <= 'z':
        return ord(c) - ord('a') + 10
    if 'A' <= c <= 'Z':
        return ord(c) - ord('A') + 10
    return 37


def _int_error(s, base):
    r = str_repr(s)
    stop = utf8_offset(r, 200)
    assert stop >= 0
    return FormatError("invalid literal for int() with base %d: %s" %
                       (base, r[:stop]))


def parse_int_str(s, base):
    """int(s, base) for a str s (utf-8) -> rbigint; base is 0 or 2..36.
    Raises FormatError with CPython's ValueError message."""
    if (base != 0 and base < 2) or base > 36:
        raise FormatError("int() base must be >= 2 and <= 36, or 0")
    a = to_ascii_digits_spaces(s)
    n = len(a)
    pos = 0
    while pos < n and ascii_isspace(a[pos]):
        pos += 1
    negative = False
    if pos < n and a[pos] == '+':
        pos += 1
    elif pos < n and a[pos] == '-':
        negative = True
        pos += 1
    b = base
    error_if_nonzero = False
    if b == 0:
        if pos >= n or a[pos] != '0':
            b = 10
        elif pos + 1 < n and (a[pos + 1] == 'x' or a[pos + 1] == 'X'):
            b = 16
        elif pos + 1 < n and (a[pos + 1] == 'o' or a[pos + 1] == 'O'):
            b = 8
        elif pos + 1 < n and (a[pos + 1] == 'b' or a[pos + 1] == 'B'):
            b = 2
        else:
            error_if_nonzero = True
            b = 10
    if pos + 1 < n and a[pos] == '0':
        c = a[pos + 1]
        if ((b == 16 and (c == 'x' or c == 'X')) or
                (b == 8 and (c == 'o' or c == 'O')) or
                (b == 2 and (c == 'b' or c == 'B'))):
            pos += 2
            if pos < n and a[pos] == '_':
                pos += 1
    if pos < n and a[pos] == '_':
        raise _int_error(s, base)
    digits = []
    prev = '\x00'
    while pos < n and (_digit_value(a[pos]) < b or a[pos] == '_'):
        c = a[pos]
        if c == '_':
            if prev == '_':
                raise _int_error(s, base)
        else:
            digits.append(c)
        prev = c
        pos += 1
    if prev == '_':
        raise _int_error(s, base)
    ndigits = len(digits)
    limit = INT_DIGITS.max_digits
    if (b & (b - 1)) != 0 and limit > 0 and ndigits > limit:
        raise FormatError("Exceeds the limit (%d digits) for integer string "
                          "conversion: value has %d digits; use "
                          "sys.set_int_max_str_digits() to increase the "
                          "limit" % (limit, ndigits))
    if ndigits == 0:
        raise _int_error(s, base)
    while pos < n and ascii_isspace(a[pos]):
        pos += 1
    if pos != n:
        raise _int_error(s, base)
    value = rbigint.fromstr("".join(digits), b)
    if error_if_nonzero and value.sign != 0:
        raise _int_error(s, base)
    if negative:
        value = value.neg()
    return value
