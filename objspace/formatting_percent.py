"""The %-operator's conversions (str % args), following CPython 3.11's
unicodeobject.c: _PyUnicode_FormatLong, formatfloat and
unicode_format_arg_output.  The caller parses the format string, fetches
the arguments and converts %s/%r/%a objects to str; these functions do
the numeric conversions and the padding.

flags: any of '-+ #0'; width and prec: -1 when absent (a negative '*'
width must be turned into the '-' flag by the caller)."""

from rpython.rlib import rfloat
from rpython.rlib.rstring import StringBuilder

from objspace.floatobject import formatd
from objspace.formatting_util import (
    FormatError, FormatOverflowError, utf8_length, utf8_offset,
    utf8_encode, repeat_fill, abs_digits)

_INT_MAX = 0x7FFFFFFF


class _Flags(object):
    def __init__(self, flags):
        self.ljust = False
        self.plus = False
        self.blank = False
        self.alt = False
        self.zero = False
        for c in flags:
            if c == '-':
                self.ljust = True
            elif c == '+':
                self.plus = True
            elif c == ' ':
                self.blank = True
            elif c == '#':
                self.alt = True
            elif c == '0':
                self.zero = True


def _output(s, conv, fl, width, prec, is_number):
    """unicode_format_arg_output: pad s (utf-8) into the field."""
    if width < 0:
        width = -1
    if prec < 0:
        prec = -1
    fill = '0' if (is_number and fl.zero) else ' '
    length = utf8_length(s)
    if ((width == -1 or width <= length) and (prec == -1 or prec >= length)
            and not (fl.plus or fl.blank)):
        return s
    if conv == 's' or conv == 'r' or conv == 'a':
        if prec >= 0 and length > prec:
            length = prec
    pindex = 0
    signchar = ''
    has_sign = is_number
    if has_sign:
        ch = s[0] if s else '\x00'
        if ch == '-' or ch == '+':
            signchar = s[0:1]
            length -= 1
            pindex = 1
        elif fl.plus:
            signchar = '+'
        elif fl.blank:
            signchar = ' '
        else:
            has_sign = False
    if width < length:
        width = length
    b = StringBuilder(width + 2)
    if has_sign:
        if fill != ' ':
            b.append(signchar)
        if width > length:
            width -= 1
    has_prefix = fl.alt and (conv == 'x' or conv == 'X' or conv == 'o')
    if has_prefix:
        if fill != ' ':
            b.append_slice(s, pindex, pindex + 2)
            pindex += 2
        width -= 2
        if width < 0:
            width = 0
        length -= 2
    if width > length and not fl.ljust:
        b.append(repeat_fill(fill, width - length))
        width = length
    if fill == ' ':
        if has_sign:
            b.append(signchar)
        if has_prefix:
            b.append_slice(s, pindex, pindex + 2)
            pindex += 2
    if length > 0:
        assert pindex >= 0
        stop = pindex + utf8_offset(s[pindex:], length)
        assert stop >= pindex
        b.append_slice(s, pindex, stop)
    if width > length:
        b.append(repeat_fill(' ', width - length))
    return b.build()


def _format_long(value, alt, prec, conv):
    """_PyUnicode_FormatLong: sign, '0x'/'0o' prefix when alt, then the
    digits zero-extended to prec."""
    if prec > _INT_MAX - 3:
        raise FormatOverflowError("precision too large")
    if conv == 'o':
        base = 8
        prefix = '0o'
    elif conv == 'x':
        base = 16
        prefix = '0x'
    elif conv == 'X':
        base = 16
        prefix = '0X'
    else:
        base = 10
        prefix = ''
    digits = abs_digits(value, base, conv == 'X')
    b = StringBuilder(len(digits) + 4)
    if value.sign < 0:
        b.append('-')
    if alt:
        b.append(prefix)
    if prec > len(digits):
        b.append(repeat_fill('0', prec - len(digits)))
    b.append(digits)
    return b.build()


def percent_format_int(value, flags, width, prec, conv):
    """'%<flags><width>.<prec><conv>' % value for an int (rbigint); conv
    is one of d i u o x X, or c (value is then the code point)."""
    fl = _Flags(flags)
    if conv == 'c':
        try:
            x = value.toint()
        except OverflowError:
            x = -1
        if x < 0 or x > 0x10FFFF:
            raise FormatOverflowError("%c arg not in range(0x110000)")
        return _output(utf8_encode(x), conv, fl, width, prec, False)
    if not (conv == 'd' or conv == 'i' or conv == 'u' or conv == 'o' or
            conv == 'x' or conv == 'X'):
        raise FormatError("unsupported integer conversion")
    s = _format_long(value, fl.alt, prec, conv)
    return _output(s, conv, fl, width, prec, True)


def percent_format_float(value, flags, width, prec, conv):
    """'%<flags><width>.<prec><conv>' % value for a float; conv is one of
    e E f F g G."""
    fl = _Flags(flags)
    if prec < 0:
        prec = 6
    dflags = 0
    if fl.alt:
        dflags |= rfloat.DTSF_ALT
    if conv == 'e':
        s = formatd(value, 'e', prec, dflags)
    elif conv == 'E':
        s = formatd(value, 'E', prec, dflags)
    elif conv == 'f':
        s = formatd(value, 'f', prec, dflags)
    elif conv == 'F':
        s = formatd(value, 'F', prec, dflags)
    elif conv == 'g':
        s = formatd(value, 'g', prec, dflags)
    elif conv == 'G':
        s = formatd(value, 'G', prec, dflags)
    else:
        raise FormatError("unsupported float conversion")
    return _output(s, conv, fl, width, -1, True)


def percent_format_str(s, flags, width, prec):
    """%s / %r / %a once the object is converted to str (utf-8): prec
    truncates code points, width pads with spaces ('-' left-justifies).
    For %c pass the one-character string and prec=-1."""
    fl = _Flags(flags)
    return _output(s, 's', fl, width, prec, False)
