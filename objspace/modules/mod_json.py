"""The `_json` accelerator, in part: scanstring (the string scanner of
json.decoder) and encode_basestring / encode_basestring_ascii (json.encoder),
with the messages of CPython's C versions. json's pure-Python scanner and
encoder (make_scanner, make_encoder are absent here) call them; CPython's
json package finds each by a separate import."""

from rpython.rlib.rstring import StringBuilder

from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int, newint
from objspace.strobject import (W_Str, byte_offset, decode_utf8_char,
                                encode_utf8_char, codepoints_in_utf8)
from objspace.tupleobject import newtuple
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.argcheck import check_args
from objspace import operations as ops
from objspace.escapes import hexval

HEX = "0123456789abcdef"


def _decode_error(msg, w_s, pos):
    """json.decoder.JSONDecodeError(msg, s, pos), as the C scanner raises."""
    from interpreter.runtime import importing
    from objspace import attrs
    w_mod = importing.import_dotted("json.decoder")
    w_cls = attrs.getattr_w(w_mod, "JSONDecodeError")
    from objspace.strobject import newstr
    return OperationError(w_cls.call(Arguments([newstr(msg), w_s,
                                                newint(pos)])))


def _hex4(s, pos):
    """The value of 4 hex digits at byte pos of ASCII-safe s, or -1."""
    if pos + 4 > len(s):
        return -1
    v = 0
    for k in range(4):
        h = hexval(s[pos + k])
        if h < 0:
            return -1
        v = v * 16 + h
    return v


def scanstring(args):
    args_w = check_args(args, "scanstring", 2, 3)
    w_s = args_w[0]
    if not isinstance(w_s, W_Str):
        raise_type_error("first argument must be a string, not %s"
                         % w_s.gettype().name)
    assert isinstance(w_s, W_Str)
    w_end = args_w[1]
    if not isinstance(w_end, W_Int):
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_end.gettype().name)
    assert isinstance(w_end, W_Int)
    strict = True
    if len(args_w) > 2:
        strict = ops.is_true(args_w[2])
    end = w_end.intval
    if end < 0 or end > w_s.length:
        raise_value_error("end is out of bounds")
    s = w_s.utf8
    begin = end - 1
    pos = byte_offset(w_s, end)         # bytes; `end` stays in code points
    b = StringBuilder()
    while True:
        if pos >= len(s):
            raise _decode_error("Unterminated string starting at", w_s, begin)
        # a run of plain characters, appended at once
        run = pos
        while run < len(s):
            c = s[run]
            if c == '"' or c == "\\" or (strict and ord(c) < 0x20):
                break
            if (ord(c) & 0xC0) != 0x80:
                end += 1
            run += 1
        if run > pos:
            b.append_slice(s, pos, run)
            pos = run
            continue
        c = s[pos]
        if c == '"':
            out = b.build()
            return newtuple([W_Str(out, codepoints_in_utf8(out)),
                             newint(end + 1)])
        if c != "\\":
            raise _decode_error("Invalid control character at", w_s, end)
        if pos + 1 >= len(s):
            raise _decode_error("Unterminated string starting at", w_s, begin)
        e = s[pos + 1]
        if e != "u":
            if e == '"':
                b.append('"')
            elif e == "\\":
                b.append("\\")
            elif e == "/":
                b.append("/")
            elif e == "b":
                b.append("\b")
            elif e == "f":
                b.append("\f")
            elif e == "n":
                b.append("\n")
            elif e == "r":
                b.append("\r")
            elif e == "t":
                b.append("\t")
            else:
                raise _decode_error("Invalid \\escape", w_s, end)
            pos += 2
            end += 2
            continue
        v = _hex4(s, pos + 2)
        if v < 0:
            raise _decode_error("Invalid \\uXXXX escape", w_s, end + 1)
        pos += 6
        end += 6
        if 0xD800 <= v <= 0xDBFF and pos + 1 < len(s) and s[pos] == "\\" \
                and s[pos + 1] == "u":
            v2 = _hex4(s, pos + 2)
            if v2 < 0:
                raise _decode_error("Invalid \\uXXXX escape", w_s, end + 1)
            if 0xDC00 <= v2 <= 0xDFFF:
                v = 0x10000 + (((v - 0xD800) << 10) | (v2 - 0xDC00))
                pos += 6
                end += 6
        encode_utf8_char(b, v)


def _encode(args, name, ascii_only):
    args_w = check_args(args, name, 1, 1)
    w_s = args_w[0]
    if not isinstance(w_s, W_Str):
        raise_type_error("first argument must be a string, not %s"
                         % w_s.gettype().name)
    assert isinstance(w_s, W_Str)
    s = w_s.utf8
    b = StringBuilder(len(s) + 2)
    b.append('"')
    pos = 0
    while pos < len(s):
        c = s[pos]
        o = ord(c)
        if o < 0x80:
            pos += 1
            if c == '"':
                b.append('\\"')
            elif c == "\\":
                b.append("\\\\")
            elif c == "\n":
                b.append("\\n")
            elif c == "\r":
                b.append("\\r")
            elif c == "\t":
                b.append("\\t")
            elif c == "\b":
                b.append("\\b")
            elif c == "\f":
                b.append("\\f")
            elif o < 0x20 or (ascii_only and o == 0x7F):
                _u_escape(b, o)
            else:
                b.append(c)
            continue
        cp, nxt = decode_utf8_char(s, pos)
        if ascii_only:
            if cp >= 0x10000:
                v = cp - 0x10000
                _u_escape(b, 0xD800 | (v >> 10))
                _u_escape(b, 0xDC00 | (v & 0x3FF))
            else:
                _u_escape(b, cp)
        else:
            b.append_slice(s, pos, nxt)
        pos = nxt
    b.append('"')
    out = b.build()
    return W_Str(out, len(out) if ascii_only else codepoints_in_utf8(out))


def _u_escape(b, v):
    b.append("\\u")
    b.append(HEX[(v >> 12) & 15])
    b.append(HEX[(v >> 8) & 15])
    b.append(HEX[(v >> 4) & 15])
    b.append(HEX[v & 15])


def encode_basestring(args):
    return _encode(args, "encode_basestring", False)


def encode_basestring_ascii(args):
    return _encode(args, "encode_basestring_ascii", True)


def make():
    w_mod = W_Module("_json")
    for name, fn in [("scanstring", scanstring),
                     ("encode_basestring", encode_basestring),
                     ("encode_basestring_ascii", encode_basestring_ascii)]:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
