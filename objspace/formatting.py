"""lbbv's number/string formatting engine: format() / __format__ for int,
float and str, the %-operator's conversions, float()/int() string parsing
and float repr, all as pure functions over primitive RPython values
(utf-8 str, rbigint, float).  Errors raise FormatError(msg) carrying the
message CPython 3.11 puts in its ValueError (FormatOverflowError where
CPython raises OverflowError).

The layout code follows the structure of CPython's
Python/formatter_unicode.c (parse the spec, split the number into sign /
prefix / digits / decimal point / remainder, then pad and group)."""

import math

from rpython.rlib import rfloat
from rpython.rlib.rstring import StringBuilder

from objspace.floatobject import formatd
from objspace.formatting_util import (
    FormatError, FormatOverflowError, INT_MAX_STR_DIGITS, utf8_charlen,
    utf8_decode_at, utf8_encode, utf8_length, utf8_offset, repeat_fill,
    char_desc, unicode_decimal, int_decimal_str, int_to_base_str,
    abs_digits, str_repr)
from objspace.formatting_percent import (
    percent_format_int, percent_format_float, percent_format_str)
from objspace.formatting_parse import parse_float_str, parse_int_str

# Re-exported API (the interpreter imports everything from here).
__all__ = [
    'FormatError', 'FormatOverflowError', 'FormatSpec', 'parse_format_spec',
    'format_int', 'format_float', 'format_str', 'format_int_spec',
    'format_float_spec', 'format_str_spec', 'float_repr', 'int_to_base_str',
    'int_decimal_str', 'percent_format_int', 'percent_format_float',
    'percent_format_str', 'parse_float_str', 'parse_int_str', 'str_repr',
    'INT_MAX_STR_DIGITS',
]

_SSIZE_T_MAX = 0x7FFFFFFFFFFFFFFF
_INT_MAX = 0x7FFFFFFF


class FormatSpec(object):
    """A parsed format specification.

    fill: the effective fill character (utf-8), ' ' by default, '0' when
    the '0' flag was given without an explicit fill; align: '' when not
    given (resolved per type: '>' for numbers, '<' for str, '=' for
    numbers with the '0' flag); width / precision: -1 when absent; type:
    '' or one character (utf-8); no_neg_0: the 3.11 'z' option."""

    def __init__(self):
        self.fill = ' '
        self.align = ''
        self.sign = ''
        self.no_neg_0 = False
        self.alternate = False
        self.zero = False
        self.width = -1
        self.grouping = ''
        self.precision = -1
        self.type = ''


def _is_align(c):
    return c == '<' or c == '>' or c == '=' or c == '^'


def _get_integer(spec, pos, end):
    """CPython's get_integer: (value, position after, number of digits);
    accepts any Unicode decimal digit."""
    acc = 0
    ndigits = 0
    while pos < end:
        n = utf8_charlen(spec, pos)
        d = unicode_decimal(utf8_decode_at(spec, pos))
        if d < 0:
            break
        if acc > (_SSIZE_T_MAX - d) // 10:
            raise FormatError("Too many decimal digits in format string")
        acc = acc * 10 + d
        pos += n
        ndigits += 1
    return acc, pos, ndigits


def _type_cp(t):
    if not t:
        return 0
    return utf8_decode_at(t, 0)


def _check_grouping(sep, t):
    if (t == '' or t == 'd' or t == 'e' or t == 'f' or t == 'g' or
            t == 'E' or t == 'G' or t == '%' or t == 'F'):
        return
    if sep == '_' and (t == 'b' or t == 'o' or t == 'x' or t == 'X'):
        return
    raise FormatError("Cannot specify '" + sep + "' with '" +
                      char_desc(_type_cp(t)) + "'.")


def parse_format_spec(spec, typename='object'):
    """Parse a format spec (utf-8) like CPython 3.11's
    parse_internal_render_format_spec; typename is only used in the
    "Invalid format specifier" message."""
    fs = FormatSpec()
    end = len(spec)
    pos = 0
    fill_given = False
    if end > 0:
        n0 = utf8_charlen(spec, 0)
        assert n0 >= 0
        if n0 < end and _is_align(spec[n0]):
            fs.fill = spec[0:n0]
            fs.align = spec[n0]
            fill_given = True
            pos = n0 + 1
        elif _is_align(spec[0]):
            fs.align = spec[0]
            pos = 1
    if pos < end and (spec[pos] == '+' or spec[pos] == '-' or
                      spec[pos] == ' '):
        fs.sign = spec[pos]
        pos += 1
    if pos < end and spec[pos] == 'z':
        fs.no_neg_0 = True
        pos += 1
    if pos < end and spec[pos] == '#':
        fs.alternate = True
        pos += 1
    if not fill_given and pos < end and spec[pos] == '0':
        fs.fill = '0'
        fs.zero = True
        pos += 1
    width, pos, ndigits = _get_integer(spec, pos, end)
    if ndigits > 0:
        fs.width = width
    if pos < end and spec[pos] == ',':
        fs.grouping = ','
        pos += 1
    if pos < end and spec[pos] == '_':
        if fs.grouping:
            raise FormatError("Cannot specify both ',' and '_'.")
        fs.grouping = '_'
        pos += 1
    if pos < end and spec[pos] == ',':
        if fs.grouping == '_':
            raise FormatError("Cannot specify both ',' and '_'.")
    if pos < end and spec[pos] == '.':
        pos += 1
        prec, pos, ndigits = _get_integer(spec, pos, end)
        if ndigits == 0:
            raise FormatError("Format specifier missing precision")
        fs.precision = prec
    if pos < end:
        n = utf8_charlen(spec, pos)
        if pos + n < end:
            raise FormatError("Invalid format specifier '" + spec +
                              "' for object of type '" + typename[:200] +
                              "'")
        assert pos >= 0
        fs.type = spec[pos:end]
    if fs.grouping:
        _check_grouping(fs.grouping, fs.type)
    return fs


def _unknown_type(t, typename):
    return FormatError("Unknown format code '" + char_desc(_type_cp(t)) +
                       "' for object of type '" + typename[:200] + "'")


def _resolve_align(fs, default_align):
    if fs.align:
        return fs.align
    if fs.zero and default_align == '>':
        return '='
    return default_align


def _group_digits(digits, min_width, group, sep):
    """_PyUnicode_InsertThousandsGrouping with a uniform group size
    (0 = no grouping): inserts sep every `group` digits from the right
    and pads with leading zeros (and separators) up to min_width."""
    pieces = []     # right to left
    remaining = len(digits)
    stop = len(digits)
    if min_width < 0:
        min_width = 0
    use_sep = False
    broken = False
    if group > 0:
        while True:
            l = max(max(remaining, min_width), 1)
            if group < l:
                l = group
            n_zeros = max(0, l - remaining)
            n_chars = max(0, min(remaining, l))
            if use_sep:
                pieces.append(sep)
            start = stop - n_chars
            assert start >= 0
            pieces.append(digits[start:stop])
            stop = start
            if n_zeros > 0:
                pieces.append(repeat_fill('0', n_zeros))
            use_sep = True
            remaining -= n_chars
            min_width -= l
            if remaining <= 0 and min_width <= 0:
                broken = True
                break
            min_width -= len(sep)
    if not broken:
        l = max(max(remaining, min_width), 1)
        n_zeros = max(0, l - remaining)
        n_chars = max(0, min(remaining, l))
        if use_sep:
            pieces.append(sep)
        start = stop - n_chars
        assert start >= 0
        pieces.append(digits[start:stop])
        if n_zeros > 0:
            pieces.append(repeat_fill('0', n_zeros))
    pieces.reverse()
    return "".join(pieces)


def _layout_number(fs, align, sign_char, prefix, digits, has_decimal,
                   remainder, group, sep):
    """calc_number_widths + fill_number: the field is
    lpad sign prefix spad grouped-digits [.] remainder rpad."""
    sign = ''
    if fs.sign == '+':
        sign = '-' if sign_char == '-' else '+'
    elif fs.sign == ' ':
        sign = '-' if sign_char == '-' else ' '
    elif sign_char == '-':
        sign = '-'
    n_decimal = 1 if has_decimal else 0
    n_other = len(sign) + len(prefix) + n_decimal + utf8_length(remainder)
    if fs.fill == '0' and align == '=':
        min_width = fs.width - n_other
    else:
        min_width = 0
    if digits:
        grouped = _group_digits(digits, min_width, group, sep)
    else:
        grouped = ''
    n_pad = fs.width - (n_other + len(grouped))
    lpad = spad = rpad = 0
    if n_pad > 0:
        if align == '<':
            rpad = n_pad
        elif align == '^':
            lpad = n_pad // 2
            rpad = n_pad - lpad
        elif align == '=':
            spad = n_pad
        else:
            lpad = n_pad
    b = StringBuilder(len(grouped) + len(remainder) + 8)
    if lpad:
        b.append(repeat_fill(fs.fill, lpad))
    b.append(sign)
    b.append(prefix)
    if spad:
        b.append(repeat_fill(fs.fill, spad))
    b.append(grouped)
    if has_decimal:
        b.append('.')
    b.append(remainder)
    if rpad:
        b.append(repeat_fill(fs.fill, rpad))
    return b.build()


def _grouping_of(fs, group_four):
    """(group size, separator) for the spec; 'n' uses the C locale,
    which has no grouping."""
    if fs.grouping == ',':
        return 3, ','
    if fs.grouping == '_':
        if group_four:
            return 4, '_'
        return 3, '_'
    return 0, ''


# ------------------------------------------------------------------ int

def format_int(value, spec, typename):
    """format(value, spec) for an int (value: rbigint, spec: utf-8 str).
    An empty spec gives str(value); callers with bool or int subclasses
    must handle spec == '' themselves (CPython uses str(obj) there)."""
    if not spec:
        return int_decimal_str(value)
    fs = parse_format_spec(spec, typename)
    return format_int_spec(value, fs, typename)


def format_int_spec(value, fs, typename):
    t = fs.type
    if t == '':
        t = 'd'
    if (t == 'b' or t == 'c' or t == 'd' or t == 'o' or t == 'x' or
            t == 'X' or t == 'n'):
        return _format_long(value, fs, t)
    if (t == 'e' or t == 'E' or t == 'f' or t == 'F' or t == 'g' or
            t == 'G' or t == '%'):
        try:
            f = value.tofloat()
        except OverflowError:
            raise FormatOverflowError("int too large to convert to float")
        return _format_float(f, fs, t)
    raise _unknown_type(t, typename)


def _format_long(value, fs, t):
    if fs.precision != -1:
        raise FormatError("Precision not allowed in integer format "
                          "specifier")
    if fs.no_neg_0:
        raise FormatError("Negative zero coercion (z) not allowed in "
                          "integer format specifier")
    align = _resolve_align(fs, '>')
    if t == 'c':
        if fs.sign:
            raise FormatError("Sign not allowed with integer format "
                              "specifier 'c'")
        if fs.alternate:
            raise FormatError("Alternate form (#) not allowed with integer "
                              "format specifier 'c'")
        try:
            x = value.toint()
        except OverflowError:
            raise FormatOverflowError("Python int too large to convert to "
                                      "C long")
        if x < 0 or x > 0x10FFFF:
            raise FormatOverflowError("%c arg not in range(0x110000)")
        return _layout_number(fs, align, '', '', '', False, utf8_encode(x),
                              0, '')
    prefix = ''
    if t == 'b':
        base = 2
        prefix = '0b'
    elif t == 'o':
        base = 8
        prefix = '0o'
    elif t == 'x':
        base = 16
        prefix = '0x'
    elif t == 'X':
        base = 16
        prefix = '0X'
    else:
        base = 10
    if not fs.alternate:
        prefix = ''
    digits = abs_digits(value, base, t == 'X')
    sign_char = '-' if value.sign < 0 else ''
    if t == 'n':
        group, sep = 0, ''
    else:
        group, sep = _grouping_of(fs, base != 10)
    return _layout_number(fs, align, sign_char, prefix, digits, False, '',
                          group, sep)


# ---------------------------------------------------------------- float

def float_repr(x):
    """repr(x) / str(x) for a float, exactly as CPython 3."""
    return rfloat.formatd(x, 'r', 0, rfloat.DTSF_ADD_DOT_0)


def format_float(value, spec, typename):
    """format(value, spec) for a float (spec: utf-8 str)."""
    if not spec:
        return float_repr(value)
    fs = parse_format_spec(spec, typename)
    return format_float_spec(value, fs, typename)


def format_float_spec(value, fs, typename):
    t = fs.type
    if (t == '' or t == 'e' or t == 'E' or t == 'f' or t == 'F' or
            t == 'g' or t == 'G' or t == 'n' or t == '%'):
        return _format_float(value, fs, t)
    raise _unknown_type(t, typename)


def _drop_negative_zero(s):
    """The 'z' option: '-' goes when every digit of the mantissa is 0."""
    i = 1
    while i < len(s):
        c = s[i]
        if c == 'e' or c == 'E' or c == '%':
            break
        if '1' <= c <= '9':
            return s
        i += 1
    return s[1:]


def _format_float(val, fs, t):
    if fs.precision > _INT_MAX:
        raise FormatError("precision too big")
    flags = 0
    if fs.alternate:
        flags |= rfloat.DTSF_ALT
    default_prec = 6
    code = 'g'
    if t == '':
        flags |= rfloat.DTSF_ADD_DOT_0
        code = 'r'
        default_prec = 0
    elif t == 'n':
        code = 'g'
    elif t == '%':
        code = 'f'
        val = val * 100.0
    else:
        code = t[0]
    prec = fs.precision
    if prec < 0:
        prec = default_prec
    elif code == 'r':
        code = 'g'
    s = formatd(val, code, prec, flags)
    if (fs.no_neg_0 and s.startswith('-') and not math.isinf(val) and
            not math.isnan(val)):
        s = _drop_negative_zero(s)
    if t == '%':
        s += '%'
    sign_char = ''
    start = 0
    if s.startswith('-'):
        sign_char = '-'
        start = 1
    i = start
    assert i >= 0
    while i < len(s) and '0' <= s[i] <= '9':
        i += 1
    digits = s[start:i]
    has_decimal = i < len(s) and s[i] == '.'
    if has_decimal:
        i += 1
    remainder = s[i:]
    if t == 'n':
        group, sep = 0, ''
    else:
        group, sep = _grouping_of(fs, False)
    align = _resolve_align(fs, '>')
    return _layout_number(fs, align, sign_char, '', digits, has_decimal,
                          remainder, group, sep)


# ------------------------------------------------------------------ str

def format_str(s, spec, typename):
    """format(s, spec) for a str (s and spec: utf-8)."""
    if not spec:
        return s
    fs = parse_format_spec(spec, typename)
    return format_str_spec(s, fs, typename)


def format_str_spec(s, fs, typename):
    t = fs.type
    if t == '':
        t = 's'
    if t != 's':
        raise _unknown_type(t, typename)
    if fs.grouping:
        raise FormatError("Cannot specify '" + fs.grouping + "' with 's'.")
    if fs.sign == ' ':
        raise FormatError("Space not allowed in string format specifier")
    if fs.sign:
        raise FormatError("Sign not allowed in string format specifier")
    if fs.no_neg_0:
        raise FormatError("Negative zero coercion (z) not allowed in "
                          "string format specifier")
    if fs.alternate:
        raise FormatError("Alternate form (#) not allowed in string format "
                          "specifier")
    align = _resolve_align(fs, '<')
    if align == '=':
        raise FormatError("'=' alignment not allowed in string format "
                          "specifier")
    length = utf8_length(s)
    if fs.precision >= 0 and length >= fs.precision:
        stop = utf8_offset(s, fs.precision)
        assert stop >= 0
        s = s[:stop]
        length = fs.precision
    total = length
    if fs.width > length:
        total = fs.width
    if align == '>':
        lpad = total - length
    elif align == '^':
        lpad = (total - length) // 2
    else:
        lpad = 0
    rpad = total - length - lpad
    if lpad == 0 and rpad == 0:
        return s
    b = StringBuilder(len(s) + lpad + rpad)
    if lpad:
        b.append(repeat_fill(fs.fill, lpad))
    b.append(s)
    if rpad:
        b.append(repeat_fill(fs.fill, rpad))
    return b.build()
