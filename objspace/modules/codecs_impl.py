"""The codecs lbbv implements natively (UTF-8, ASCII, Latin-1, UTF-16,
UTF-32, unicode_escape, raw_unicode_escape, charmap) and the standard
error handlers (strict, ignore, replace, surrogateescape,
backslashreplace, xmlcharrefreplace, surrogatepass). Text is UTF-8 as in
W_Str (lone surrogates as their 3-byte forms)."""

from rpython.rlib.rstring import StringBuilder
from objspace.model import OperationError, Arguments
from objspace.strobject import (W_Str, newstr, decode_utf8_char,
                                encode_utf8_char)
from objspace.exceptions import (TYPES, W_BaseException, oefmt,
                                 raise_type_error)
from objspace.intobject import newint
from objspace.bytesobject import W_Bytes
from objspace import escapes
from objspace.escapes import hexval

K_UTF8 = 1
K_ASCII = 2
K_LATIN1 = 3
K_UTF16 = 4
K_UTF16LE = 5
K_UTF16BE = 6
K_UTF32 = 7
K_UTF32LE = 8
K_UTF32BE = 9
K_UNICODE_ESCAPE = 10
K_RAW_UNICODE_ESCAPE = 11
K_UTF8SIG = 12
K_UTF7 = 13          # (_codecs.utf_7_*: codec_utf7.py)
K_REGISTRY = 100    # (TextIOWrapper) a codec of the registry, one byte a
                    # character
BOM_UTF8 = "\xef\xbb\xbf"

HEX = "0123456789abcdef"


def normalize(name):
    """CPython's encodings.normalize_encoding, lower-cased: runs of
    non-alphanumeric characters become one '_'."""
    b = StringBuilder(len(name))
    punct = False
    for c in name.lower():
        if c.isalnum() or c == ".":
            if punct and b.getlength() > 0:
                b.append("_")
            b.append(c)
            punct = False
        else:
            punct = True
    return b.build()


def native_kind(name):
    """The native codec for an encoding name, else 0."""
    n = normalize(name)
    if n == "utf_8" or n == "utf8" or n == "u8" or n == "utf" or \
            n == "cp65001" or n == "utf8_ucs2" or n == "utf8_ucs4":
        return K_UTF8
    if n == "ascii" or n == "us_ascii" or n == "646" or n == "us" or \
            n == "ansi_x3.4_1968" or n == "iso646_us" or n == "cp367":
        return K_ASCII
    if n == "latin_1" or n == "latin1" or n == "iso_8859_1" or \
            n == "iso8859_1" or n == "l1" or n == "8859" or \
            n == "cp819" or n == "latin" or n == "iso_ir_100" or \
            n == "iso_8859_1_1987":
        return K_LATIN1
    if n == "utf_16" or n == "utf16" or n == "u16":
        return K_UTF16
    if n == "utf_16_le" or n == "utf_16le":
        return K_UTF16LE
    if n == "utf_16_be" or n == "utf_16be":
        return K_UTF16BE
    if n == "utf_32" or n == "utf32" or n == "u32":
        return K_UTF32
    if n == "utf_32_le" or n == "utf_32le":
        return K_UTF32LE
    if n == "utf_32_be" or n == "utf_32be":
        return K_UTF32BE
    if n == "unicode_escape":
        return K_UNICODE_ESCAPE
    if n == "raw_unicode_escape":
        return K_RAW_UNICODE_ESCAPE
    if n == "utf_8_sig" or n == "utf8_sig":
        return K_UTF8SIG
    return 0


def codec_name(kind):
    if kind == K_UTF8:
        return "utf-8"
    if kind == K_ASCII:
        return "ascii"
    if kind == K_LATIN1:
        return "latin-1"
    if kind == K_UTF16:
        return "utf-16"
    if kind == K_UTF16LE:
        return "utf-16-le"
    if kind == K_UTF16BE:
        return "utf-16-be"
    if kind == K_UTF32:
        return "utf-32"
    if kind == K_UTF32LE:
        return "utf-32-le"
    if kind == K_UTF32BE:
        return "utf-32-be"
    if kind == K_UNICODE_ESCAPE:
        return "unicodeescape"
    if kind == K_UTF8SIG:
        return "utf-8-sig"
    if kind == K_UTF7:
        return "utf-7"
    return "rawunicodeescape"


# ------------------------------------------------------ Unicode errors

def _unicode_error(w_type, enc, w_obj, start, end, reason):
    args_w = [newstr(enc), w_obj, newint(start), newint(end), newstr(reason)]
    w_exc = W_BaseException(w_type, args_w)
    set_error_attrs(w_exc, args_w)
    return OperationError(w_exc)


def set_error_attrs(w_exc, args_w):
    w_exc.setdictvalue("encoding", args_w[0])
    w_exc.setdictvalue("object", args_w[1])
    w_exc.setdictvalue("start", args_w[2])
    w_exc.setdictvalue("end", args_w[3])
    w_exc.setdictvalue("reason", args_w[4])


def encode_error(enc, s, start, end, reason):
    return _unicode_error(TYPES.by_name["UnicodeEncodeError"], enc,
                          newstr(s), start, end, reason)


def decode_error(enc, data, start, end, reason):
    return _unicode_error(TYPES.by_name["UnicodeDecodeError"], enc,
                          W_Bytes(data), start, end, reason)


def check_errors(errors):
    if errors == "strict" or errors == "ignore" or errors == "replace" or \
            errors == "surrogateescape" or errors == "backslashreplace" or \
            errors == "xmlcharrefreplace" or errors == "surrogatepass" or \
            errors == "namereplace":
        return
    raise oefmt(TYPES.by_name["LookupError"],
                "unknown error handler name '%s'" % errors)


def _hex(b, value, digits):
    k = digits - 1
    while k >= 0:
        b.append(HEX[(value >> (4 * k)) & 15])
        k -= 1


def append_escape(b, cp):
    if cp < 0x100:
        b.append("\\x")
        _hex(b, cp, 2)
    elif cp < 0x10000:
        b.append("\\u")
        _hex(b, cp, 4)
    else:
        b.append("\\U")
        _hex(b, cp, 8)


def codepoints(s):
    cps = []
    pos = 0
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        cps.append(cp)
    return cps


# ------------------------------------------------------ encoding

def encode(kind, s, errors):
    """The bytes of the UTF-8 text s in codec `kind`."""
    if kind == K_UTF8:
        if "\xed" not in s:
            return s
        return _encode_limit(kind, s, errors, 0x110000)
    if kind == K_ASCII:
        return _encode_limit(kind, s, errors, 0x80)
    if kind == K_LATIN1:
        return _encode_limit(kind, s, errors, 0x100)
    if kind == K_UTF16 or kind == K_UTF16LE or kind == K_UTF16BE:
        return _encode_utf16(kind, s, errors)
    if kind == K_UTF32 or kind == K_UTF32LE or kind == K_UTF32BE:
        return _encode_utf32(kind, s, errors)
    if kind == K_UNICODE_ESCAPE:
        return _encode_unicode_escape(s, False)
    if kind == K_UTF8SIG:
        return BOM_UTF8 + encode(K_UTF8, s, errors)
    if kind == K_UTF7:
        from objspace.modules import codec_utf7
        return codec_utf7.encode(s)
    return _encode_unicode_escape(s, True)


def _is_surrogate(cp):
    return 0xD800 <= cp <= 0xDFFF


def _encode_limit(kind, s, errors, limit):
    """UTF-8 (limit 0x110000: only surrogates fail), ASCII, Latin-1."""
    if kind != K_UTF8 and len(s) == _count(s) and limit >= 0x80:
        return s
    enc = codec_name(kind)
    reason = "surrogates not allowed" if kind == K_UTF8 else \
        "ordinal not in range(%d)" % limit
    cps = codepoints(s)
    b = StringBuilder(len(s))
    i = 0
    n = len(cps)
    while i < n:
        cp = cps[i]
        bad = _is_surrogate(cp) if kind == K_UTF8 else cp >= limit
        if not bad:
            if kind == K_UTF8:
                encode_utf8_char(b, cp)
            else:
                b.append(chr(cp))
            i += 1
            continue
        j = i + 1
        while j < n and (_is_surrogate(cps[j]) if kind == K_UTF8
                         else cps[j] >= limit):
            j += 1
        _encode_replacement(b, enc, s, cps, i, j, errors, reason, kind,
                            limit)
        i = j
    return b.build()


def _count(s):
    from objspace.strobject import codepoints_in_utf8
    return codepoints_in_utf8(s)


def _encode_replacement(b, enc, s, cps, i, j, errors, reason, kind, limit):
    if errors == "strict":
        raise encode_error(enc, s, i, j, reason)
    if errors == "ignore":
        return
    if errors == "replace":
        for k in range(i, j):
            b.append("?")
        return
    if errors == "backslashreplace":
        for k in range(i, j):
            append_escape(b, cps[k])
        return
    if errors == "xmlcharrefreplace":
        for k in range(i, j):
            b.append("&#%d;" % cps[k])
        return
    if errors == "surrogateescape":
        for k in range(i, j):
            cp = cps[k]
            if 0xDC80 <= cp <= 0xDCFF:
                b.append(chr(cp - 0xDC00))
            else:
                raise encode_error(enc, s, k, k + 1, reason)
        return
    if errors == "surrogatepass" and kind == K_UTF8:
        for k in range(i, j):
            if _is_surrogate(cps[k]):
                encode_utf8_char(b, cps[k])
            else:
                raise encode_error(enc, s, k, k + 1, reason)
        return
    if errors == "namereplace":
        raise oefmt(TYPES.by_name["LookupError"], "lbbv has no Unicode "
                    "name database: the 'namereplace' error handler is not "
                    "available")
    w_handler = _custom_handler(errors)
    if w_handler is not None:
        w_rep = _call_handler(w_handler, encode_error(enc, s, i, j, reason),
                              j, len(cps))
        from objspace.bytesobject import W_AbstractBytes
        if isinstance(w_rep, W_AbstractBytes):
            b.append(w_rep.value)
            return
        assert isinstance(w_rep, W_Str)
        for cp in codepoints(w_rep.utf8):
            if kind == K_UTF8 and not _is_surrogate(cp):
                encode_utf8_char(b, cp)
            elif kind != K_UTF8 and cp < limit:
                b.append(chr(cp))
            else:
                raise encode_error(enc, s, i, j, reason)
        return
    check_errors(errors)
    raise encode_error(enc, s, i, j, reason)


def _custom_handler(errors):
    from objspace.modules.mod_codecs import REGISTRY
    return REGISTRY.errors_w.get(errors, None)


def _call_handler(w_handler, operr, end, length):
    """Calls a Python error handler with the UnicodeError of operr; its
    replacement (str or bytes). lbbv's codecs resume at the end of the
    bad range: another position is refused by name."""
    from objspace.tupleobject import W_Tuple
    from objspace.intobject import W_Int
    from objspace.bytesobject import W_AbstractBytes
    w_exc = operr.w_value
    w_res = w_handler.call(Arguments([w_exc]))
    is_decode = w_exc.gettype().issubtype(TYPES.by_name["UnicodeDecodeError"])
    if not isinstance(w_res, W_Tuple) or len(w_res.items_w) != 2 or \
            not isinstance(w_res.items_w[1], W_Int) or \
            not (isinstance(w_res.items_w[0], W_Str) or
                 (not is_decode and
                  isinstance(w_res.items_w[0], W_AbstractBytes))):
        if is_decode:
            raise_type_error("decoding error handler must return (str, "
                             "int) tuple")
        raise_type_error("encoding error handler must return (str/bytes, "
                         "int) tuple")
    assert isinstance(w_res, W_Tuple)
    w_pos = w_res.items_w[1]
    assert isinstance(w_pos, W_Int)
    pos = w_pos.intval
    if pos < 0:
        pos += length
    if pos < 0 or pos > length:
        raise oefmt(TYPES.by_name["IndexError"], "position %d from error "
                    "handler out of bounds" % w_pos.intval)
    if pos != end:
        raise oefmt(TYPES.by_name["NotImplementedError"], "lbbv's codecs "
                    "resume after the bad range only; the error handler "
                    "asked for position %d instead of %d" % (pos, end))
    return w_res.items_w[0]


def _put16(b, v, big):
    if big:
        b.append(chr((v >> 8) & 0xFF))
        b.append(chr(v & 0xFF))
    else:
        b.append(chr(v & 0xFF))
        b.append(chr((v >> 8) & 0xFF))


def _put32(b, v, big):
    if big:
        _put16(b, (v >> 16) & 0xFFFF, True)
        _put16(b, v & 0xFFFF, True)
    else:
        _put16(b, v & 0xFFFF, False)
        _put16(b, (v >> 16) & 0xFFFF, False)


def _encode_utf16(kind, s, errors):
    big = kind == K_UTF16BE
    b = StringBuilder(2 * len(s) + 2)
    if kind == K_UTF16:
        _put16(b, 0xFEFF, False)
    cps = codepoints(s)
    for i in range(len(cps)):
        cp = cps[i]
        if _is_surrogate(cp) and errors != "surrogatepass":
            sub = StringBuilder(8)
            _encode_replacement(sub, codec_name(kind), s, cps, i, i + 1,
                                errors, "surrogates not allowed", kind,
                                0x110000)
            for c in sub.build():
                _put16(b, ord(c), big)
        elif cp >= 0x10000:
            cp -= 0x10000
            _put16(b, 0xD800 | (cp >> 10), big)
            _put16(b, 0xDC00 | (cp & 0x3FF), big)
        else:
            _put16(b, cp, big)
    return b.build()


def _encode_utf32(kind, s, errors):
    big = kind == K_UTF32BE
    b = StringBuilder(4 * len(s) + 4)
    if kind == K_UTF32:
        _put32(b, 0xFEFF, False)
    cps = codepoints(s)
    for i in range(len(cps)):
        cp = cps[i]
        if _is_surrogate(cp) and errors != "surrogatepass":
            sub = StringBuilder(8)
            _encode_replacement(sub, codec_name(kind), s, cps, i, i + 1,
                                errors, "surrogates not allowed", kind,
                                0x110000)
            for c in sub.build():
                _put32(b, ord(c), big)
        else:
            _put32(b, cp, big)
    return b.build()


def _encode_unicode_escape(s, raw):
    b = StringBuilder(len(s) + 8)
    for cp in codepoints(s):
        if raw:
            if cp < 0x100:
                b.append(chr(cp))
            elif cp < 0x10000:
                b.append("\\u")
                _hex(b, cp, 4)
            else:
                b.append("\\U")
                _hex(b, cp, 8)
        elif cp == ord("\\"):
            b.append("\\\\")
        elif cp == ord("\t"):
            b.append("\\t")
        elif cp == ord("\n"):
            b.append("\\n")
        elif cp == ord("\r"):
            b.append("\\r")
        elif 0x20 <= cp < 0x7F:
            b.append(chr(cp))
        else:
            append_escape(b, cp)
    return b.build()


# ------------------------------------------------------ decoding

def decode(kind, data, errors, final):
    """(UTF-8 text, bytes consumed) of data in codec `kind`; with final
    False an incomplete sequence at the end is left unconsumed."""
    if kind == K_UTF8:
        return _decode_utf8(data, errors, final)
    if kind == K_ASCII or kind == K_LATIN1:
        return _decode_byte(kind, data, errors), len(data)
    if kind == K_UTF16 or kind == K_UTF16LE or kind == K_UTF16BE:
        return _decode_utf16(kind, data, errors, final)
    if kind == K_UTF32 or kind == K_UTF32LE or kind == K_UTF32BE:
        return _decode_utf32(kind, data, errors, final)
    if kind == K_UNICODE_ESCAPE:
        return _decode_unicode_escape(data, errors, False, final)
    if kind == K_UTF7:
        from objspace.modules import codec_utf7
        return codec_utf7.decode(data, errors, final)
    if kind == K_UTF8SIG:
        if data.startswith(BOM_UTF8):
            text, used = _decode_utf8(data[3:], errors, final)
            return text, used + 3
        if not final and len(data) < 3 and BOM_UTF8.startswith(data):
            return "", 0
        return _decode_utf8(data, errors, final)
    return _decode_unicode_escape(data, errors, True, final)


def _decode_replacement(b, enc, data, start, end, errors, reason):
    if errors == "strict":
        raise decode_error(enc, data, start, end, reason)
    if errors == "ignore":
        return
    if errors == "replace":
        encode_utf8_char(b, 0xFFFD)
        return
    if errors == "backslashreplace":
        for k in range(start, end):
            b.append("\\x")
            _hex(b, ord(data[k]), 2)
        return
    if errors == "surrogateescape":
        for k in range(start, end):
            c = ord(data[k])
            if c < 128:
                raise decode_error(enc, data, start, end, reason)
            encode_utf8_char(b, 0xDC00 + c)
        return
    if errors == "xmlcharrefreplace" or errors == "namereplace":
        raise_type_error("don't know how to handle UnicodeDecodeError in "
                         "error callback")
    w_handler = _custom_handler(errors)
    if w_handler is not None:
        w_rep = _call_handler(w_handler, decode_error(enc, data, start, end,
                                                      reason),
                              end, len(data))
        assert isinstance(w_rep, W_Str)
        b.append(w_rep.utf8)
        return
    check_errors(errors)
    raise decode_error(enc, data, start, end, reason)


def _decode_byte(kind, data, errors):
    b = StringBuilder(len(data) + 8)
    i = 0
    n = len(data)
    while i < n:
        c = ord(data[i])
        if c < 0x80:
            b.append(data[i])
        elif kind == K_LATIN1:
            encode_utf8_char(b, c)
        else:
            _decode_replacement(b, "ascii", data, i, i + 1, errors,
                                "ordinal not in range(128)")
        i += 1
    return b.build()


def _decode_utf8(data, errors, final):
    from objspace.bytesobject import _utf8_seq_len
    b = StringBuilder(len(data))
    pos = 0
    n = len(data)
    while pos < n:
        c = ord(data[pos])
        if c < 0x80:
            b.append(data[pos])
            pos += 1
            continue
        length, used = _utf8_seq_len(data, pos)
        if length > 0:
            stop = pos + length
            assert stop >= pos
            b.append(data[pos:stop])
            pos = stop
            continue
        if length < 0 and not final:
            break           # incomplete at the end: wait for more
        if errors == "surrogatepass" and c == 0xED and pos + 2 < n and \
                0xA0 <= ord(data[pos + 1]) <= 0xBF and \
                0x80 <= ord(data[pos + 2]) <= 0xBF:
            assert pos >= 0
            b.append(data[pos:pos + 3])
            pos += 3
            continue
        end = pos + (used if used > 0 else 1)
        if length < 0:
            reason = "unexpected end of data"
        elif used == 0:
            reason = "invalid start byte"
        else:
            reason = "invalid continuation byte"
        _decode_replacement(b, "utf-8", data, pos, end, errors, reason)
        pos = end
    return b.build(), pos


def _get16(data, i, big):
    if big:
        return (ord(data[i]) << 8) | ord(data[i + 1])
    return ord(data[i]) | (ord(data[i + 1]) << 8)


def _get32(data, i, big):
    if big:
        return (_get16(data, i, True) << 16) | _get16(data, i + 2, True)
    return _get16(data, i, False) | (_get16(data, i + 2, False) << 16)


def _decode_utf16(kind, data, errors, final):
    enc = "utf-16-be" if kind == K_UTF16BE else "utf-16-le"
    big = kind == K_UTF16BE
    pos = 0
    n = len(data)
    if kind == K_UTF16:
        enc = "utf-16"
        if n >= 2:
            bom = _get16(data, 0, False)
            if bom == 0xFEFF:
                pos = 2
            elif bom == 0xFFFE:
                pos = 2
                big = True
    b = StringBuilder(n)
    while pos + 1 < n:
        u = _get16(data, pos, big)
        if u < 0xD800 or u > 0xDFFF:
            encode_utf8_char(b, u)
            pos += 2
            continue
        if u >= 0xDC00:
            _decode_replacement(b, enc, data, pos, pos + 2, errors,
                                "illegal encoding")
            pos += 2
            continue
        if pos + 3 >= n:
            if not final:
                break
            _decode_replacement(b, enc, data, pos, n, errors,
                                "unexpected end of data")
            pos = n
            break
        u2 = _get16(data, pos + 2, big)
        if 0xDC00 <= u2 <= 0xDFFF:
            encode_utf8_char(b, 0x10000 + ((u - 0xD800) << 10) +
                             (u2 - 0xDC00))
            pos += 4
        else:
            _decode_replacement(b, enc, data, pos, pos + 2, errors,
                                "illegal UTF-16 surrogate")
            pos += 2
    if pos < n and pos + 1 >= n and final:
        _decode_replacement(b, enc, data, pos, n, errors, "truncated data")
        pos = n
    return b.build(), pos


def _decode_utf32(kind, data, errors, final):
    enc = "utf-32-be" if kind == K_UTF32BE else "utf-32-le"
    big = kind == K_UTF32BE
    pos = 0
    n = len(data)
    if kind == K_UTF32:
        enc = "utf-32"
        if n >= 4:
            bom = _get32(data, 0, False)
            if bom == 0xFEFF:
                pos = 4
            elif bom == -0x20000 or bom == 0xFFFE0000:
                pos = 4
                big = True
    b = StringBuilder(n)
    while pos + 3 < n:
        u = _get32(data, pos, big)
        if u > 0x10FFFF or u < 0:
            _decode_replacement(b, enc, data, pos, pos + 4, errors,
                                "code point not in range(0x110000)")
        elif _is_surrogate(u) and errors != "surrogatepass":
            _decode_replacement(b, enc, data, pos, pos + 4, errors,
                                "code point in surrogate code point range"
                                "(0xd800, 0xe000)")
        else:
            encode_utf8_char(b, u)
        pos += 4
    if pos < n and final:
        _decode_replacement(b, enc, data, pos, n, errors, "truncated data")
        pos = n
    return b.build(), pos


class _CodecEscapeErrors(escapes.EscapeErrors):
    """A bad escape goes to the codec's error handler."""

    def __init__(self, enc, data, errors):
        self.enc = enc
        self.data = data
        self.errors = errors

    def bad_escape(self, b, reason, start, end):
        _decode_replacement(b, self.enc, self.data, start, end, self.errors,
                            reason)


def _decode_unicode_escape(data, errors, raw, final):
    enc = "rawunicodeescape" if raw else "unicodeescape"
    mode = escapes.RAW if raw else escapes.STR
    return escapes.decode_escapes(data, 0, len(data), mode, True, final,
                                  _CodecEscapeErrors(enc, data, errors))


# ------------------------------------------------------ for TextIOWrapper

def text_codec(encoding):
    """(kind, codec info or None) for a TextIOWrapper: the native
    byte-compatible codecs, else a codec of the registry that decodes
    one byte to one character (CPython's charmap codecs: cp1252,
    iso8859-15, koi8-r, mac-roman, ...)."""
    kind = native_kind(encoding)
    if kind == K_UTF8 or kind == K_ASCII or kind == K_LATIN1 or \
            kind == K_UTF8SIG:
        return kind, None
    if kind != 0:
        raise oefmt(TYPES.by_name["LookupError"], "lbbv's TextIOWrapper "
                    "does not support the '%s' encoding (UTF-16/32 and the "
                    "escape codecs keep no byte positions it can seek to)"
                    % encoding)
    from objspace.modules.mod_codecs import lookup_w, _item
    from objspace import attrs
    from objspace import operations as ops
    w_info = lookup_w(encoding)
    w_text = attrs.getattr_or_none(w_info, "_is_text_encoding")
    if w_text is not None and not ops.is_true(w_text):
        raise oefmt(TYPES.by_name["LookupError"], "'%s' is not a text "
                    "encoding; use codecs.open() to handle arbitrary "
                    "codecs" % encoding)
    w_dec = _item(w_info, 1)
    # only single-byte codecs keep characters and bytes aligned
    w_probe = w_dec.call(Arguments([W_Bytes("\n\r"), newstr("strict")]))
    from objspace.modules.mod_codecs import _first_of_pair
    w_text1 = _first_of_pair(w_probe, "decoder")
    if not isinstance(w_text1, W_Str) or w_text1.utf8 != "\n\r":
        raise oefmt(TYPES.by_name["LookupError"], "lbbv's TextIOWrapper "
                    "supports only ASCII-compatible one-byte encodings, not "
                    "'%s'" % encoding)
    return K_REGISTRY, w_info


def decode_text(kind, data, errors, w_info):
    if kind == K_REGISTRY:
        from objspace.modules.mod_codecs import _item, _first_of_pair
        w_res = _first_of_pair(_item(w_info, 1).call(Arguments(
            [W_Bytes(data), newstr(errors)])), "decoder")
        if not isinstance(w_res, W_Str):
            raise_type_error("decoder should return a string result, not "
                             "'%s'" % w_res.gettype().name)
        assert isinstance(w_res, W_Str)
        return w_res.utf8
    if kind == K_UTF8SIG:
        kind = K_UTF8
    text, used = decode(kind, data, errors, True)
    return text


def encode_text(kind, s, w_s, errors, w_info):
    if kind == K_REGISTRY:
        from objspace.modules.mod_codecs import _item, _first_of_pair
        from objspace.bytesobject import W_AbstractBytes
        w_res = _first_of_pair(_item(w_info, 0).call(Arguments(
            [newstr(s), newstr(errors)])), "encoder")
        if not isinstance(w_res, W_AbstractBytes):
            raise_type_error("encoder should return a bytes object, not "
                             "'%s'" % w_res.gettype().name)
        assert isinstance(w_res, W_AbstractBytes)
        return w_res.value
    if kind == K_UTF8SIG:
        kind = K_UTF8
    return encode(kind, s, errors)


# ------------------------------------------------------ UnicodeError types

def unicode_error_init(args):
    """UnicodeEncodeError/DecodeError.__init__(encoding, object, start,
    end, reason): args and the five attributes."""
    from objspace.noneobject import W_None
    args_w = args.args_w
    w_self = args_w[0]
    if isinstance(w_self, W_BaseException):
        w_self.args_w = args_w[1:]
        if len(args_w) == 6:
            attrs_w = args_w[1:]
            from objspace.bytesobject import W_ByteArray, W_Bytes
            w_obj = attrs_w[1]
            if isinstance(w_obj, W_ByteArray) and w_self.gettype().issubtype(
                    TYPES.by_name["UnicodeDecodeError"]):
                # the object is kept as bytes (CPython copies the buffer)
                attrs_w = [attrs_w[0], W_Bytes(w_obj.value), attrs_w[2],
                           attrs_w[3], attrs_w[4]]
            set_error_attrs(w_self, attrs_w)
    return W_None


def unicode_error_str(args):
    from objspace.reprs import str_w, repr_w
    from objspace.intobject import W_Int
    from objspace.bytesobject import W_AbstractBytes
    w_self = args.args_w[0]
    if not isinstance(w_self, W_BaseException):
        return newstr("")
    w_enc = w_self.getdictvalue("encoding")
    w_obj = w_self.getdictvalue("object")
    w_start = w_self.getdictvalue("start")
    w_end = w_self.getdictvalue("end")
    w_reason = w_self.getdictvalue("reason")
    if w_enc is None or w_obj is None or w_reason is None or \
            not isinstance(w_start, W_Int) or not isinstance(w_end, W_Int):
        if len(w_self.args_w) == 1:
            return newstr(str_w(w_self.args_w[0]))
        if len(w_self.args_w) == 0:
            return newstr("")
        from objspace.tupleobject import newtuple
        return newstr(repr_w(newtuple(list(w_self.args_w))))
    start = w_start.intval
    end = w_end.intval
    enc = str_w(w_enc)
    reason = str_w(w_reason)
    if isinstance(w_obj, W_AbstractBytes):
        data = w_obj.value
        if end == start + 1 and 0 <= start < len(data):
            b = StringBuilder(2)
            _hex(b, ord(data[start]), 2)
            return newstr("'%s' codec can't decode byte 0x%s in position "
                          "%d: %s" % (enc, b.build(), start, reason))
        return newstr("'%s' codec can't decode bytes in position %d-%d: %s"
                      % (enc, start, end - 1, reason))
    if isinstance(w_obj, W_Str):
        cps = codepoints(w_obj.utf8)
        if end == start + 1 and 0 <= start < len(cps):
            b = StringBuilder(10)
            append_escape(b, cps[start])
            return newstr("'%s' codec can't encode character '%s' in "
                          "position %d: %s" % (enc, b.build(), start,
                                               reason))
        return newstr("'%s' codec can't encode characters in position "
                      "%d-%d: %s" % (enc, start, end - 1, reason))
    return newstr(reason)


def _install_unicode_errors():
    from objspace.funcobject import W_BuiltinFunction
    for name in ["UnicodeEncodeError", "UnicodeDecodeError"]:
        w_t = TYPES.by_name[name]
        w_t.dict_w["__init__"] = W_BuiltinFunction("__init__",
                                                   unicode_error_init)
        w_t.dict_w["__str__"] = W_BuiltinFunction("__str__",
                                                  unicode_error_str)


_install_unicode_errors()
