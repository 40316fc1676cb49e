"""Backslash escapes: one decoder for string and bytes literals (the front
end) and for the unicode_escape, raw_unicode_escape and escape_decode
codecs, as CPython's _PyUnicode_DecodeUnicodeEscapeInternal and
_PyBytes_DecodeEscape. The callers differ only in what they do at a bad
escape (a SyntaxError, or a codec error handler) and in how they read the
input (UTF-8 source text copied through, or bytes that are code points)."""

from rpython.rlib.rstring import StringBuilder
from rpython.rlib.unicodedata import unicodedb_8_0_0 as unicodedb
from objspace.strobject import encode_utf8_char

# modes
STR = 0         # str literal, unicode_escape: every escape
BYTES = 1       # bytes literal, escape_decode: no \u, \U, \N; bytes out
RAW = 2         # raw_unicode_escape: only \u and \U


def hexval(c):
    if '0' <= c <= '9':
        return ord(c) - ord('0')
    if 'a' <= c <= 'f':
        return ord(c) - ord('a') + 10
    if 'A' <= c <= 'F':
        return ord(c) - ord('A') + 10
    return -1


class EscapeErrors(object):
    """What happens at a bad escape. bad_escape gets the builder, CPython's
    reason and the escape's span [start, end) in the input; it raises, or
    appends a replacement and returns (the decoder goes on at end)."""

    def bad_escape(self, b, reason, start, end):
        raise NotImplementedError

    def invalid_escape(self, s, esc, octal):
        """An escape kept as it is (`\\z`), or an octal one above 0o377:
        s[esc] is its backslash. Source literals warn (parser_strings.py)."""
        pass


def _append_char(b, c, mode, latin1):
    if latin1 and mode != BYTES:
        encode_utf8_char(b, ord(c))     # a byte is a code point
    else:
        b.append(c)                       # UTF-8 text or bytes: as is


def decode_escapes(s, start, end, mode, latin1, final, errors):
    """Decodes s[start:end]. Returns (result, index reached): the result is
    UTF-8 (STR, RAW) or bytes (BYTES). With final False it stops before an
    escape that the input's end cuts short (incremental decoding)."""
    b = StringBuilder(end - start)
    i = start
    while i < end:
        c = s[i]
        if c != '\\':
            _append_char(b, c, mode, latin1)
            i += 1
            continue
        if i + 1 >= end:
            if not final:
                break
            if mode == RAW or not latin1:
                if mode != RAW:
                    errors.invalid_escape(s, i, False)  # f'\{x}'
                b.append('\\')
            elif mode == BYTES:
                errors.bad_escape(b, "Trailing \\ in string", i, end)
            else:
                errors.bad_escape(b, "\\ at end of string", i, end)
            i = end
            break
        esc = i
        c = s[i + 1]
        digits = 0
        if c == 'x' and mode != RAW:
            digits = 2
        elif (c == 'u' or c == 'U') and mode != BYTES:
            digits = 4 if c == 'u' else 8
        if digits:
            i = _hex_escape(b, s, esc, end, digits, mode, final, errors)
            if i < 0:
                i = esc          # cut short: stop before it
                break
            continue
        if mode == RAW:
            b.append('\\')
            i += 1
            continue
        i += 2
        if c == '\n':
            pass
        elif c == '\\' or c == "'" or c == '"':
            b.append(c)
        elif c == 'n':
            b.append('\n')
        elif c == 't':
            b.append('\t')
        elif c == 'r':
            b.append('\r')
        elif c == 'a':
            b.append('\x07')
        elif c == 'b':
            b.append('\x08')
        elif c == 'f':
            b.append('\x0c')
        elif c == 'v':
            b.append('\x0b')
        elif '0' <= c <= '7':
            v = ord(c) - ord('0')
            n = 1
            while n < 3 and i < end and '0' <= s[i] <= '7':
                v = v * 8 + ord(s[i]) - ord('0')
                i += 1
                n += 1
            if v > 0o377:
                errors.invalid_escape(s, esc, True)
            if mode == BYTES:
                b.append(chr(v & 0xFF))
            else:
                encode_utf8_char(b, v)
        elif c == 'N' and mode == STR:
            i = _named_escape(b, s, esc, end, errors)
        else:
            errors.invalid_escape(s, esc, False)
            b.append('\\')
            _append_char(b, c, mode, latin1)
    return b.build(), i


def _hex_escape(b, s, esc, end, digits, mode, final, errors):
    """\\xXX, \\uXXXX or \\UXXXXXXXX at s[esc]: the index after it, or -1
    when the input ends inside it and final is False."""
    v = 0
    k = esc + 2
    while k < esc + 2 + digits:
        if k >= end or hexval(s[k]) < 0:
            if k >= end and not final:
                return -1
            if mode == BYTES:
                errors.bad_escape(b, "invalid \\x escape", esc, k)
            elif digits == 2:
                errors.bad_escape(b, "truncated \\xXX escape", esc, k)
            elif digits == 4:
                errors.bad_escape(b, "truncated \\uXXXX escape", esc, k)
            else:
                errors.bad_escape(b, "truncated \\UXXXXXXXX escape", esc, k)
            return k
        v = v * 16 + hexval(s[k])
        k += 1
    if mode == BYTES:
        b.append(chr(v))
    elif v > 0x10FFFF:
        if mode == RAW:
            errors.bad_escape(b, "\\Uxxxxxxxx out of range", esc, k)
        else:
            errors.bad_escape(b, "illegal Unicode character", esc, k)
    else:
        encode_utf8_char(b, v)
    return k


def _named_escape(b, s, esc, end, errors):
    """\\N{NAME} at s[esc]: appends the character and returns the index
    after '}'."""
    assert esc >= 0     # (RPython: the slice below starts after it)
    i = esc + 2
    if i >= end or s[i] != '{':
        errors.bad_escape(b, "malformed \\N character escape", esc, i)
        return i
    k = i + 1
    while k < end and s[k] != '}':
        k += 1
    if k >= end or k == i + 1:
        errors.bad_escape(b, "malformed \\N character escape", esc, k)
        return k
    start = i + 1
    assert start >= 0 and k >= start
    name = s[start:k].upper()
    try:
        cp = unicodedb.lookup_with_alias(name)
    except KeyError:
        errors.bad_escape(b, "unknown Unicode character name", esc, k + 1)
        return k + 1
    encode_utf8_char(b, cp)
    return k + 1
