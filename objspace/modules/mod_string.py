"""The `_string` module: the parsers behind string.Formatter.

formatter_parser(s) iterates over (literal, field_name, format_spec,
conversion) tuples; formatter_field_name_split(name) gives (first, rest)
where rest iterates over (is_attribute, key). Both follow the replacement
field grammar of str.format (objspace/strformat.py) and raise its errors
lazily, on the next() that reaches the bad markup, as CPython does."""

from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.iterobject import W_AbstractIterator
from objspace.intobject import newint, newbool
from objspace.strobject import W_Str, newstr, decode_utf8_char
from objspace.tupleobject import newtuple
from objspace.noneobject import W_None
from objspace.exceptions import oefmt, w_ValueError, raise_type_error
from objspace.argcheck import check_args
from objspace.strformat import _get_integer, _sub, parse_field


def _str_arg(args, name):
    w_s = check_args(args, name, 1, 1)[0]
    if not isinstance(w_s, W_Str):
        raise_type_error("expected str, got %s"
                         % w_s.gettype().name)
    return w_s.utf8


class W_FormatterIterator(W_AbstractIterator):
    _attrs_ = ("s", "pos")

    def __init__(self, s):
        self.s = s
        self.pos = 0

    def next_w(self):
        s = self.s
        n = len(s)
        pos = self.pos
        if pos >= n:
            return None
        start = pos
        c = '\0'
        markup = False
        while pos < n:
            c = s[pos]
            pos += 1
            if c == '{' or c == '}':
                markup = True
                break
        at_end = pos >= n
        length = pos - start
        if c == '}' and (at_end or s[pos] != '}'):
            self.pos = n
            raise oefmt(w_ValueError, "Single '}' encountered in format "
                        "string")
        if at_end and c == '{':
            self.pos = n
            raise oefmt(w_ValueError, "Single '{' encountered in format "
                        "string")
        if not at_end:
            if s[pos] == c:
                pos += 1            # an escaped brace: literal text only
                markup = False
            else:
                length -= 1
        w_literal = newstr(_sub(s, start, start + length))
        if not markup:
            self.pos = pos
            return newtuple([w_literal, W_None, W_None, W_None])
        self.pos = n                # an error below ends the iteration
        f = parse_field(s, pos)
        w_conv = W_None
        if f.conv_end > f.conv_start:
            w_conv = newstr(_sub(s, f.conv_start, f.conv_end))
        pos = f.end
        fstart = f.fstart
        fend = f.fend
        spec_start = f.spec_start
        spec_end = f.spec_end
        self.pos = pos
        if fend < fstart:
            fend = fstart
        return newtuple([w_literal, newstr(_sub(s, fstart, fend)),
                         newstr(_sub(s, spec_start, spec_end)), w_conv])


class W_FieldNameIterator(W_AbstractIterator):
    _attrs_ = ("s", "pos")

    def __init__(self, s, pos):
        self.s = s
        self.pos = pos

    def next_w(self):
        s = self.s
        n = len(s)
        pos = self.pos
        if pos >= n:
            return None
        self.pos = n                # an error below ends the iteration
        c = s[pos]
        pos += 1
        start = pos
        if c == '.':
            while pos < n and s[pos] != '.' and s[pos] != '[':
                pos += 1
            name = _sub(s, start, pos)
            self.pos = pos
            if not name:
                raise oefmt(w_ValueError, "Empty attribute in format string")
            return newtuple([newbool(True), newstr(name)])
        if c == '[':
            while pos < n and s[pos] != ']':
                pos += 1
            if pos >= n:
                raise oefmt(w_ValueError, "Missing ']' in format string")
            name = _sub(s, start, pos)
            self.pos = pos + 1
            if not name:
                raise oefmt(w_ValueError, "Empty attribute in format string")
            index = _get_integer(name)
            if index >= 0:
                return newtuple([newbool(False), newint(index)])
            return newtuple([newbool(False), newstr(name)])
        raise oefmt(w_ValueError, "Only '.' or '[' may follow ']' in format "
                    "field specifier")


def s_formatter_parser(args):
    return W_FormatterIterator(_str_arg(args, "formatter_parser"))


def s_formatter_field_name_split(args):
    s = _str_arg(args, "formatter_field_name_split")
    i = 0
    while i < len(s) and s[i] != '.' and s[i] != '[':
        i += 1
    first = _sub(s, 0, i)
    index = _get_integer(first)
    if index >= 0:
        w_first = newint(index)
    else:
        w_first = newstr(first)
    return newtuple([w_first, W_FieldNameIterator(s, i)])


def make():
    w_mod = W_Module("_string")
    w_mod.setitem("formatter_parser",
                  builtin_function("formatter_parser", s_formatter_parser))
    w_mod.setitem("formatter_field_name_split",
                  builtin_function("formatter_field_name_split",
                                   s_formatter_field_name_split))
    return w_mod
