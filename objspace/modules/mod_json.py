"""The `_json` accelerator, as CPython 3.11's Modules/_json.c: scanstring
(the string scanner of json.decoder), encode_basestring /
encode_basestring_ascii (json.encoder), and the types make_scanner
(_json.Scanner, json_scanner.py) and make_encoder (_json.Encoder,
json_encoder.py) that json.scanner and json.encoder take in place of
their pure-Python versions. The scanners work on the utf-8 bytes of the
text; the indexes Python sees are code points, converted at the edges."""

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


def count_cp(s, start, stop):
    """The code points of the utf-8 bytes s[start:stop]."""
    n = 0
    for i in range(start, stop):
        if (ord(s[i]) & 0xC0) != 0x80:
            n += 1
    return n


def cp_index(w_s, pos):
    """The code point index of byte position pos of w_s's text."""
    if w_s.is_ascii():
        return pos
    return count_cp(w_s.utf8, 0, pos)


def error_at(msg, w_orig, w_s, pos):
    """JSONDecodeError(msg, w_orig, <code point index of byte pos>)."""
    return _decode_error(msg, w_orig, cp_index(w_s, pos))


def _hex4(s, pos):
    """The value of the 4 hex digits at byte pos (pos + 4 <= len(s)), or
    -1."""
    v = 0
    for k in range(4):
        h = hexval(s[pos + k])
        if h < 0:
            return -1
        v = v * 16 + h
    return v


def scan_string(w_orig, w_s, pos, strict):
    """CPython's scanstring_unicode on the text of w_s from byte pos (just
    after the opening quote): (the decoded W_Str, the byte position after
    the closing quote). Errors name w_orig (the str given, perhaps of a
    subclass) and code point positions."""
    s = w_s.utf8
    n = len(s)
    begin = pos - 1
    b = None
    while True:
        # the end of the string or the next escape
        nxt = pos
        while nxt < n:
            c = s[nxt]
            if c == '"' or c == "\\":
                break
            if strict and ord(c) < 0x20:
                raise error_at("Invalid control character at", w_orig, w_s,
                               nxt)
            nxt += 1
        if nxt >= n:
            raise error_at("Unterminated string starting at", w_orig, w_s,
                           begin)
        if s[nxt] == '"':
            if b is None:       # no escape: a slice of the text
                assert pos >= 0 and nxt >= pos
                out = s[pos:nxt]
                if w_s.is_ascii():
                    return W_Str(out, nxt - pos), nxt + 1
                return W_Str(out, codepoints_in_utf8(out)), nxt + 1
            b.append_slice(s, pos, nxt)
            out = b.build()
            return W_Str(out, codepoints_in_utf8(out)), nxt + 1
        if b is None:
            b = StringBuilder()
        b.append_slice(s, pos, nxt)
        nxt += 1                        # the escaped character
        if nxt == n:
            raise error_at("Unterminated string starting at", w_orig, w_s,
                           begin)
        e = s[nxt]
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
                raise error_at("Invalid \\escape", w_orig, w_s, nxt - 1)
            pos = nxt + 1
            continue
        nxt += 1                        # the first hex digit
        end = nxt + 4
        if end >= n:
            raise error_at("Invalid \\uXXXX escape", w_orig, w_s, nxt - 1)
        v = _hex4(s, nxt)
        if v < 0:
            raise error_at("Invalid \\uXXXX escape", w_orig, w_s, end - 5)
        if 0xD800 <= v <= 0xDBFF and end + 6 < n and s[end] == "\\" \
                and s[end + 1] == "u":
            v2 = _hex4(s, end + 2)
            if v2 < 0:
                raise error_at("Invalid \\uXXXX escape", w_orig, w_s,
                               end + 1)
            if 0xDC00 <= v2 <= 0xDFFF:
                v = 0x10000 + (((v - 0xD800) << 10) | (v2 - 0xDC00))
                end += 6
        encode_utf8_char(b, v)
        pos = end


def scanstring(args):
    from objspace.builtinsub import unwrap
    args_w = check_args(args, "scanstring", 2, 3)
    w_orig = args_w[0]
    w_s = unwrap(w_orig)
    if not isinstance(w_s, W_Str):
        raise_type_error("first argument must be a string, not %s"
                         % w_orig.gettype().tp_name())
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
    pos = byte_offset(w_s, end)         # bytes; `end` stays in code points
    w_res, nxt = scan_string(w_orig, w_s, pos, strict)
    if w_s.is_ascii():
        end = nxt
    else:
        end += count_cp(w_s.utf8, pos, nxt)
    return newtuple([w_res, newint(end)])


# --- encoding ---

def encode_into(b, s, ascii_only):
    """Appends the JSON string literal of the utf-8 text s to b, as
    CPython's escape_unicode / ascii_escape_unicode."""
    b.append('"')
    pos = 0
    start = 0           # a run of characters copied as they are
    while pos < len(s):
        c = s[pos]
        o = ord(c)
        if o < 0x80:
            if c == '"' or c == "\\" or o < 0x20 or (ascii_only and
                                                     o == 0x7F):
                b.append_slice(s, start, pos)
                pos += 1
                start = pos
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
                else:
                    _u_escape(b, o)
            else:
                pos += 1
            continue
        if not ascii_only:
            pos += 1
            continue
        b.append_slice(s, start, pos)
        cp, nxt = decode_utf8_char(s, pos)
        if cp >= 0x10000:
            v = cp - 0x10000
            _u_escape(b, 0xD800 | (v >> 10))
            _u_escape(b, 0xDC00 | (v & 0x3FF))
        else:
            _u_escape(b, cp)
        pos = nxt
        start = pos
    b.append_slice(s, start, len(s))
    b.append('"')


def _encode(args, name, ascii_only):
    from objspace.builtinsub import unwrap
    args_w = check_args(args, name, 1, 1)
    w_orig = args_w[0]
    w_s = unwrap(w_orig)
    if not isinstance(w_s, W_Str):
        raise_type_error("first argument must be a string, not %s"
                         % w_orig.gettype().tp_name())
    assert isinstance(w_s, W_Str)
    s = w_s.utf8
    b = StringBuilder(len(s) + 2)
    encode_into(b, s, ascii_only)
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


# one object each, so that an Encoder knows them (json_encoder.py)
W_ENCODE_BASESTRING = builtin_function("encode_basestring",
                                       encode_basestring)
W_ENCODE_BASESTRING_ASCII = builtin_function("encode_basestring_ascii",
                                             encode_basestring_ascii)


def make():
    from objspace.modules.json_scanner import w_scanner_type
    from objspace.modules.json_encoder import w_encoder_type
    w_mod = W_Module("_json")
    w_mod.setitem("scanstring", builtin_function("scanstring", scanstring))
    w_mod.setitem("encode_basestring", W_ENCODE_BASESTRING)
    w_mod.setitem("encode_basestring_ascii", W_ENCODE_BASESTRING_ASCII)
    w_mod.setitem("make_scanner", w_scanner_type)
    w_mod.setitem("make_encoder", w_encoder_type)
    return w_mod
