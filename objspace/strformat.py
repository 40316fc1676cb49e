"""str.format and str.format_map: the replacement-field parser of
CPython 3.11 (literal text, {{ }} escapes, auto/manual numbering,
.attr and [key] accessors, !r/!s/!a conversions, nested fields in the
format spec) on top of formatops.format_w. All markup characters are
ASCII, so the parser walks the utf-8 bytes directly."""

import sys

from rpython.rlib.rstring import StringBuilder

from objspace.model import OperationError
from objspace.intobject import newint
from objspace.strobject import W_Str, newstr, decode_utf8_char
from objspace.exceptions import (oefmt, w_ValueError, w_IndexError,
                                 W_BaseException, w_KeyError)
from objspace.formatting_util import unicode_decimal, hex_of
from objspace.strmethods import get_self, onearg, install

MAXINT = sys.maxint

AUTO_INIT = 0
AUTO_AUTO = 1
AUTO_MANUAL = 2


class FormatArgs(object):
    """Where replacement fields come from: positional arguments and
    keywords (str.format) or a mapping (str.format_map)."""

    def __init__(self, args_w, kw_names, kw_values_w, w_mapping):
        self.args_w = args_w
        self.kw_names = kw_names
        self.kw_values_w = kw_values_w
        self.w_mapping = w_mapping
        self.auto_state = AUTO_INIT
        self.auto_index = 0

    def keyword(self, name):
        from objspace.containers import getitem_w
        if self.w_mapping is not None:
            return getitem_w(self.w_mapping, newstr(name))
        kw_names = self.kw_names
        if kw_names is not None:
            kw_values_w = self.kw_values_w
            assert kw_values_w is not None
            for i in range(len(kw_names)):
                if kw_names[i] == name:
                    return kw_values_w[i]
        raise OperationError(W_BaseException(w_KeyError, [newstr(name)]))

    def positional(self, index):
        args_w = self.args_w
        if args_w is None:
            raise oefmt(w_ValueError, "Format string contains positional "
                        "fields")
        if index >= len(args_w):
            raise oefmt(w_IndexError, "Replacement index %d out of range "
                        "for positional args tuple" % index)
        return args_w[index]


def _get_integer(s):
    """The value of s when it is all decimal digits, else -1."""
    if len(s) == 0:
        return -1
    acc = 0
    pos = 0
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        d = unicode_decimal(cp)
        if d < 0:
            return -1
        if acc > (MAXINT - d) // 10:
            raise oefmt(w_ValueError, "Too many decimal digits in format "
                        "string")
        acc = acc * 10 + d
    return acc


def _sub(s, start, stop):
    assert 0 <= start <= stop
    return s[start:stop]


def get_field_object(fa, s, start, end):
    from objspace.attrs import getattr_w
    from objspace.containers import getitem_w
    i = start
    while i < end and s[i] != '.' and s[i] != '[':
        i += 1
    first = _sub(s, start, i)
    index = _get_integer(first)
    empty = i == start
    if empty or index != -1:
        if fa.auto_state == AUTO_INIT:
            fa.auto_state = AUTO_AUTO if empty else AUTO_MANUAL
        if fa.auto_state == AUTO_MANUAL:
            if empty:
                raise oefmt(w_ValueError, "cannot switch from manual field "
                            "specification to automatic field numbering")
        elif not empty:
            raise oefmt(w_ValueError, "cannot switch from automatic field "
                        "numbering to manual field specification")
        if empty:
            index = fa.auto_index
            fa.auto_index += 1
        w_obj = fa.positional(index)
    else:
        w_obj = fa.keyword(first)
    while i < end:
        c = s[i]
        i += 1
        j = i
        if c == '.':
            while i < end and s[i] != '.' and s[i] != '[':
                i += 1
            name = _sub(s, j, i)
            if not name:
                raise oefmt(w_ValueError, "Empty attribute in format string")
            w_obj = getattr_w(w_obj, name)
        elif c == '[':
            while i < end and s[i] != ']':
                i += 1
            if i >= end:
                raise oefmt(w_ValueError, "Missing ']' in format string")
            name = _sub(s, j, i)
            i += 1
            key = _get_integer(name)
            if not name:
                raise oefmt(w_ValueError, "Empty attribute in format string")
            if key >= 0:
                w_obj = getitem_w(w_obj, newint(key))
            else:
                w_obj = getitem_w(w_obj, newstr(name))
        else:
            raise oefmt(w_ValueError, "Only '.' or '[' may follow ']' in "
                        "format field specifier")
    return w_obj


def ascii_escape(s):
    """ascii(): the non-ASCII code points of s as \\x, \\u, \\U escapes."""
    b = StringBuilder(len(s))
    pos = 0
    while pos < len(s):
        start = pos
        cp, pos = decode_utf8_char(s, pos)
        if cp < 0x80:
            b.append_slice(s, start, pos)
            continue
        if cp < 0x100:
            b.append("\\x")
            ndigits = 2
        elif cp < 0x10000:
            b.append("\\u")
            ndigits = 4
        else:
            b.append("\\U")
            ndigits = 8
        digits = hex_of(cp)
        b.append_multiple_char('0', ndigits - len(digits))
        b.append(digits)
    return b.build()


def convert(w_obj, conv):
    from objspace.reprs import repr_w, str_w
    if conv == 0:
        return w_obj
    if conv == ord('r'):
        return newstr(repr_w(w_obj))
    if conv == ord('s'):
        if isinstance(w_obj, W_Str):
            return w_obj
        return newstr(str_w(w_obj))
    if conv == ord('a'):
        return newstr(ascii_escape(repr_w(w_obj)))
    if 32 < conv < 127:
        raise oefmt(w_ValueError, "Unknown conversion specifier %s"
                    % chr(conv))
    raise oefmt(w_ValueError, "Unknown conversion specifier \\x%s"
                % hex_of(conv))


def build_string(fa, s, depth):
    """s with its replacement fields rendered, as utf-8."""
    from objspace.formatops import format_w
    if depth <= 0:
        raise oefmt(w_ValueError, "Max string recursion exceeded")
    n = len(s)
    b = StringBuilder(n)
    pos = 0
    while pos < n:
        start = pos
        c = '\0'
        markup = False
        while pos < n:
            c = s[pos]
            pos += 1
            if c == '{' or c == '}':
                markup = True
                break
        if not markup:
            b.append_slice(s, start, pos)
            break
        at_end = pos >= n
        if c == '}' and (at_end or s[pos] != '}'):
            raise oefmt(w_ValueError, "Single '}' encountered in format "
                        "string")
        if at_end and c == '{':
            raise oefmt(w_ValueError, "Single '{' encountered in format "
                        "string")
        if s[pos] == c:
            b.append_slice(s, start, pos)
            pos += 1
            continue
        b.append_slice(s, start, pos - 1)
        pos = _field(fa, s, pos, depth, b, format_w)
    return b.build()


class FieldSpan(object):
    """Where the parts of one replacement field lie in a format string:
    the field name [fstart, fend), the conversion character (0: none) at
    [conv_start, conv_end), the spec [spec_start, spec_end) (`expand`:
    it holds nested fields) and `end`, the position after the closing
    brace. Shared by str.format and _string.formatter_parser."""
    _attrs_ = ("fstart", "fend", "conv", "conv_start", "conv_end",
               "spec_start", "spec_end", "expand", "end")

    def __init__(self, fstart, fend, conv, conv_start, conv_end,
                 spec_start, spec_end, expand, end):
        self.fstart = fstart
        self.fend = fend
        self.conv = conv
        self.conv_start = conv_start
        self.conv_end = conv_end
        self.spec_start = spec_start
        self.spec_end = spec_end
        self.expand = expand
        self.end = end


def parse_field(s, pos):
    """Parses the field whose name starts at pos (after its '{'), with
    str.format's errors."""
    n = len(s)
    fstart = pos
    c = '\0'
    while pos < n:
        c = s[pos]
        pos += 1
        if c == '{':
            raise oefmt(w_ValueError, "unexpected '{' in field name")
        if c == '[':
            while pos < n and s[pos] != ']':
                pos += 1
            continue
        if c == '}' or c == ':' or c == '!':
            break
    fend = pos - 1
    conv = 0
    conv_start = 0
    conv_end = 0
    spec_start = 0
    spec_end = 0
    expand = False
    if c == '!' or c == ':':
        done = False
        if c == '!':
            if pos >= n:
                raise oefmt(w_ValueError, "end of string while looking for "
                            "conversion specifier")
            conv_start = pos
            conv, pos = decode_utf8_char(s, pos)
            conv_end = pos
            if pos < n:
                c = s[pos]
                pos += 1
                if c == '}':
                    done = True
                elif c != ':':
                    raise oefmt(w_ValueError, "expected ':' after conversion "
                                "specifier")
        if not done:
            spec_start = pos
            count = 1
            while pos < n:
                c = s[pos]
                pos += 1
                if c == '{':
                    expand = True
                    count += 1
                elif c == '}':
                    count -= 1
                    if count == 0:
                        spec_end = pos - 1
                        done = True
                        break
            if not done:
                raise oefmt(w_ValueError, "unmatched '{' in format spec")
    elif c != '}':
        raise oefmt(w_ValueError, "expected '}' before end of string")
    return FieldSpan(fstart, fend, conv, conv_start, conv_end, spec_start,
                     spec_end, expand, pos)


def _field(fa, s, pos, depth, b, format_w):
    """Parses and renders the field whose name starts at pos; returns the
    position after its closing brace."""
    f = parse_field(s, pos)
    w_obj = get_field_object(fa, s, f.fstart, f.fend)
    w_obj = convert(w_obj, f.conv)
    spec = _sub(s, f.spec_start, f.spec_end)
    if f.expand:
        spec = build_string(fa, spec, depth - 1)
    if spec == "" and isinstance(w_obj, W_Str):
        b.append(w_obj.utf8)
    else:
        b.append(format_w(w_obj, spec).utf8)
    return f.end


def str_format(args):
    w_self = get_self(args, "format")
    fa = FormatArgs(args.args_w[1:], args.kw_names, args.kw_values_w, None)
    return newstr(build_string(fa, w_self.utf8, 2))


def str_format_map(args):
    w_self = onearg(args, "format_map")
    fa = FormatArgs(None, None, None, args.args_w[1])
    return newstr(build_string(fa, w_self.utf8, 2))


install([("format", str_format), ("format_map", str_format_map)])
