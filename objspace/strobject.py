"""str: utf-8 bytes plus the length in code points. ASCII strings (the
common case) index bytes directly; others walk the utf-8 encoding."""

from rpython.rlib.objectmodel import compute_hash
from rpython.rlib.rstring import StringBuilder

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type


class W_Str(W_Object):
    """`utf8` is a property: a str made by concatenation (`s += t`, see
    concat) may hold its text in a ConcatBuffer shared with the strings
    it was made from, until something reads it."""
    _attrs_ = ("_utf8", "length", "index", "pending")
    _immutable_fields_ = ("length",)

    def __init__(self, utf8, length):
        self._utf8 = utf8
        self.length = length
        self.index = None       # see byte_offset
        self.pending = None     # a _Pending while _utf8 is None

    def _get_utf8(self):
        s = self._utf8
        if s is None:
            return self._materialize()
        return s

    utf8 = property(_get_utf8)

    def _materialize(self):
        pending = self.pending
        assert pending is not None
        s = pending.buffer.text(pending.nbytes)
        self._utf8 = s
        self.pending = None
        return s

    def nbytes(self):
        """len(self.utf8), without reading a pending text."""
        pending = self.pending
        if pending is not None:
            return pending.nbytes
        return len(self._utf8)

    def gettype(self):
        return w_str_type

    def is_ascii(self):
        return self.length == self.nbytes()


# A left operand shorter than this is concatenated by a plain copy.
CONCAT_MIN = 128


class ConcatBuffer(object):
    """The text of a chain of concatenations `s = s + t` (the same as
    `s += t`): each result that ends where the buffer ends appends to it,
    so building a string piece by piece costs the pieces' length, not
    its square (CPython gets this by resizing in place a string only
    one name refers to; without reference counts, the buffer knows which
    string is its last one by length instead). A string made from the
    buffer reads its text (a prefix of the buffer's) when first used."""
    _attrs_ = ("builder",)

    def __init__(self, s):
        self.builder = StringBuilder(2 * len(s))
        self.builder.append(s)

    def nbytes(self):
        return self.builder.getlength()

    def append(self, s):
        self.builder.append(s)

    def text(self, nbytes):
        s = self.builder.build()
        if nbytes < len(s):
            s = s[:nbytes]      # a string made before the last appends
        return s


class _Pending(object):
    _attrs_ = ("buffer", "nbytes")
    _immutable_fields_ = ("buffer", "nbytes")

    def __init__(self, buffer, nbytes):
        self.buffer = buffer
        self.nbytes = nbytes


def concat(w_a, w_b):
    """w_a + w_b for two exact strs. The result shares w_a's buffer when
    w_a is the end of one, else starts one when w_a is long (a short left
    operand is copied: most `+` are of short strings)."""
    b = w_b.utf8
    length = w_a.length + w_b.length
    pending = w_a.pending
    if pending is not None and pending.nbytes == pending.buffer.nbytes():
        buffer = pending.buffer
    elif w_a.nbytes() < CONCAT_MIN:
        return W_Str(w_a.utf8 + b, length)
    else:
        buffer = ConcatBuffer(w_a.utf8)
    buffer.append(b)
    w_res = W_Str(None, length)
    w_res.pending = _Pending(buffer, buffer.nbytes())
    return w_res


w_str_type = W_TypeObject("str", [w_object_type])


def codepoints_in_utf8(s):
    n = 0
    for c in s:
        if (ord(c) & 0xC0) != 0x80:
            n += 1
    return n


def newstr(s):
    return W_Str(s, codepoints_in_utf8(s))


def newascii(s):
    return W_Str(s, len(s))


class _Interned(object):
    """The interned strings (sys.intern, identifier-like constants of
    code, attribute names as keys of instance dicts): one object per
    value, as CPython's interning makes them (`is` and pickle's memo see
    it)."""

    def __init__(self):
        self.strs_w = {}


INTERNED = _Interned()


def intern_w(w_str):
    """sys.intern(w_str): the first interned str of its value."""
    w_old = INTERNED.strs_w.get(w_str.utf8, None)
    if w_old is None:
        INTERNED.strs_w[w_str.utf8] = w_str
        return w_str
    return w_old


def interned(s):
    """The interned str of the utf-8 string s."""
    w_str = INTERNED.strs_w.get(s, None)
    if w_str is None:
        w_str = newstr(s)
        INTERNED.strs_w[s] = w_str
    return w_str


def all_name_chars(s):
    """CPython interns the str constants of code made of these only."""
    for c in s:
        if not ('a' <= c <= 'z' or 'A' <= c <= 'Z' or '0' <= c <= '9' or
                c == '_'):
            return False
    return True


def const_str(s):
    """A str constant of compiled code."""
    if all_name_chars(s):
        return interned(s)
    return newstr(s)


_CHARS = [W_Str(chr(i), 1) for i in range(128)]


def char_of_ascii(code):
    return _CHARS[code]


INDEX_STEP = 64


def byte_offset(w_str, index):
    """Byte offset of code point `index` (0 <= index <= length). A long
    non-ASCII string gets, on its first indexing, the byte offset of every
    INDEX_STEP-th code point, so that s[i] in a loop over it is not
    quadratic (as PyPy's index storage of utf-8 strings)."""
    if w_str.is_ascii():
        return index
    s = w_str.utf8
    pos = 0
    n = 0
    if w_str.length > INDEX_STEP:
        table = w_str.index
        if table is None:
            table = _build_index(s)
            w_str.index = table
        k = index // INDEX_STEP
        if k >= len(table):
            return len(s)
        pos = table[k]
        n = k * INDEX_STEP
    while pos < len(s):
        if (ord(s[pos]) & 0xC0) != 0x80:
            if n == index:
                return pos
            n += 1
        pos += 1
    return len(s)


def _build_index(s):
    table = []
    n = 0
    for pos in range(len(s)):
        if (ord(s[pos]) & 0xC0) != 0x80:
            if n % INDEX_STEP == 0:
                table.append(pos)
            n += 1
    return table


def getitem(w_str, index):
    """The code point at a non-negative, in-range index, as a W_Str."""
    if w_str.is_ascii():
        return char_of_ascii(ord(w_str.utf8[index]))
    start = byte_offset(w_str, index)
    s = w_str.utf8
    end = char_end(s, start)
    assert start >= 0
    assert end >= 0
    return W_Str(s[start:end], 1)


def char_end(s, pos):
    """The byte position after the code point starting at pos."""
    end = pos + 1
    while end < len(s) and (ord(s[end]) & 0xC0) == 0x80:
        end += 1
    return end


def substring(w_str, start, stop):
    """Code points [start, stop) with 0 <= start <= stop <= length."""
    if w_str.is_ascii():
        assert 0 <= start <= stop
        return newascii(w_str.utf8[start:stop])
    b0 = byte_offset(w_str, start)
    b1 = byte_offset(w_str, stop)
    assert 0 <= b0 <= b1
    return W_Str(w_str.utf8[b0:b1], stop - start)


def strided(w_str, start, step, count):
    """Code points start, start + step, ... (count of them, in range):
    an extended slice (`s[::-1]`), copied byte by byte for ASCII, else
    each code point's bytes (byte_offset's index makes the lookups
    cheap on long strings)."""
    s = w_str.utf8
    b = StringBuilder(count)
    i = start
    if w_str.is_ascii():
        for k in range(count):
            b.append(s[i])
            i += step
        return W_Str(b.build(), count)
    for k in range(count):
        pos = byte_offset(w_str, i)
        b.append_slice(s, pos, char_end(s, pos))
        i += step
    return W_Str(b.build(), count)


def str_hash(s):
    h = compute_hash(s)
    if h == -1:
        h = -2
    return h


def decode_utf8_char(s, pos):
    """(code point, next position) of the utf-8 sequence at pos."""
    c = ord(s[pos])
    if c < 0x80:
        return c, pos + 1
    if c < 0xE0:
        n, cp = 1, c & 0x1F
    elif c < 0xF0:
        n, cp = 2, c & 0x0F
    else:
        n, cp = 3, c & 0x07
    for k in range(1, n + 1):
        if pos + k < len(s):
            cp = (cp << 6) | (ord(s[pos + k]) & 0x3F)
    return cp, pos + n + 1


def encode_utf8_char(builder, cp):
    if cp < 0x80:
        builder.append(chr(cp))
    elif cp < 0x800:
        builder.append(chr(0xC0 | (cp >> 6)))
        builder.append(chr(0x80 | (cp & 0x3F)))
    elif cp < 0x10000:
        builder.append(chr(0xE0 | (cp >> 12)))
        builder.append(chr(0x80 | ((cp >> 6) & 0x3F)))
        builder.append(chr(0x80 | (cp & 0x3F)))
    else:
        builder.append(chr(0xF0 | (cp >> 18)))
        builder.append(chr(0x80 | ((cp >> 12) & 0x3F)))
        builder.append(chr(0x80 | ((cp >> 6) & 0x3F)))
        builder.append(chr(0x80 | (cp & 0x3F)))


def str_repr(s):
    """CPython's repr() of a str given as utf-8 (the formatting engine's
    implementation, which knows Unicode's printable characters)."""
    from objspace.formatting_util import str_repr as _repr
    return _repr(s)
