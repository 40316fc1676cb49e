"""UTF-7 (RFC 2152) for _codecs.utf_7_encode / utf_7_decode, with
CPython's choices: the optional direct characters (set O) and
whitespace are written as they are, a '+' as '+-', and a base64 run ends
with '-' only when the next character could be read as base64 (or is a
'-'). Text is UTF-8 on both sides, as everywhere in lbbv; characters
beyond the BMP travel as UTF-16 surrogate pairs."""

from rpython.rlib.rstring import StringBuilder

from objspace.strobject import decode_utf8_char, encode_utf8_char

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _is_base64(c):
    return ('A' <= c <= 'Z') or ('a' <= c <= 'z') or ('0' <= c <= '9') or \
        c == '+' or c == '/'


def _from_base64(c):
    if 'A' <= c <= 'Z':
        return ord(c) - 65
    if 'a' <= c <= 'z':
        return ord(c) - 97 + 26
    if '0' <= c <= '9':
        return ord(c) - 48 + 52
    if c == '+':
        return 62
    return 63


def _encode_direct(cp):
    """Written as itself outside base64: the letters, digits, the
    RFC's sets D and O, space, tab, CR and LF; not '+', '\\', '~', NUL
    or other controls."""
    if cp <= 0 or cp >= 128:
        return False
    if cp == 0x2B or cp == 0x5C or cp == 0x7E:
        return False
    if cp < 0x20:
        return cp == 0x09 or cp == 0x0A or cp == 0x0D
    return cp != 0x7F


def encode(s):
    """The UTF-7 bytes of the UTF-8 text s (every code point has them)."""
    b = StringBuilder(len(s) + 8)
    in_shift = False
    bits = 0
    buf = 0
    pos = 0
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        if in_shift:
            if _encode_direct(cp):
                if bits > 0:
                    b.append(B64[(buf << (6 - bits)) & 0x3F])
                    buf = 0
                    bits = 0
                in_shift = False
                if _is_base64(chr(cp)) or cp == 0x2D:
                    b.append('-')
                b.append(chr(cp))
                continue
        elif cp == 0x2B:
            b.append("+-")
            continue
        elif _encode_direct(cp):
            b.append(chr(cp))
            continue
        else:
            b.append('+')
            in_shift = True
        if cp >= 0x10000:
            v = cp - 0x10000
            buf, bits = _put16(b, buf, bits, 0xD800 | (v >> 10))
            cp = 0xDC00 | (v & 0x3FF)
        buf, bits = _put16(b, buf, bits, cp)
    if bits > 0:
        b.append(B64[(buf << (6 - bits)) & 0x3F])
    if in_shift:
        b.append('-')
    return b.build()


def _put16(b, buf, bits, unit):
    buf = (buf << 16) | unit
    bits += 16
    while bits >= 6:
        b.append(B64[(buf >> (bits - 6)) & 0x3F])
        bits -= 6
    buf &= (1 << bits) - 1
    return buf, bits


def decode(data, errors, final):
    """(UTF-8 text, bytes consumed) of UTF-7 data; with final False an
    unfinished base64 run is left unconsumed."""
    from objspace.modules.codecs_impl import _decode_replacement
    b = StringBuilder(len(data))
    n = len(data)
    i = 0
    in_shift = False
    start = 0           # where the current '+' run (or error) began
    shift_out = 0       # the output's length when the run began
    bits = 0
    buf = 0
    surrogate = 0
    while i < n:
        c = data[i]
        if in_shift:
            if _is_base64(c):
                buf = (buf << 6) | _from_base64(c)
                bits += 6
                i += 1
                if bits >= 16:
                    unit = (buf >> (bits - 16)) & 0xFFFF
                    bits -= 16
                    buf &= (1 << bits) - 1
                    if surrogate:
                        if 0xDC00 <= unit <= 0xDFFF:
                            encode_utf8_char(b, 0x10000 + ((surrogate - 0xD800)
                                                           << 10) +
                                             (unit - 0xDC00))
                            surrogate = 0
                            continue
                        encode_utf8_char(b, surrogate)
                        surrogate = 0
                    if 0xD800 <= unit <= 0xDBFF:
                        surrogate = unit
                    else:
                        encode_utf8_char(b, unit)
                continue
            in_shift = False
            if bits > 0:
                reason = ""
                if bits >= 6:
                    reason = "partial character in shift sequence"
                elif buf != 0:
                    reason = "non-zero padding bits in shift sequence"
                if reason:
                    i += 1
                    if surrogate:
                        encode_utf8_char(b, surrogate)
                        surrogate = 0
                    _decode_replacement(b, "utf7", data, start, i, errors,
                                        reason)
                    continue
            if surrogate and ord(c) < 128 and c != '+':
                encode_utf8_char(b, surrogate)
            surrogate = 0
            if c == '-':
                i += 1      # absorbed; any other character stays
            continue
        if c == '+':
            start = i
            i += 1
            if i < n and data[i] == '-':
                i += 1
                b.append('+')
            elif i < n and not _is_base64(data[i]):
                i += 1
                _decode_replacement(b, "utf7", data, start, i, errors,
                                    "ill-formed sequence")
            else:
                in_shift = True
                surrogate = 0
                shift_out = b.getlength()
                bits = 0
                buf = 0
            continue
        if ord(c) < 128:
            b.append(c)
            i += 1
            continue
        start = i
        i += 1
        _decode_replacement(b, "utf7", data, start, i, errors,
                            "unexpected special character")
    if in_shift and final:
        in_shift = False
        if surrogate or bits >= 6 or (bits > 0 and buf != 0):
            _decode_replacement(b, "utf7", data, start, n, errors,
                                "unterminated shift sequence")
    text = b.build()
    if in_shift:
        # not final: the unfinished run waits for more input
        assert shift_out >= 0
        return text[:shift_out], start
    return text, i
