"""The text-like methods of bytes and bytearray that bytesmethods.py does
not have: partition, rsplit, splitlines, padding, ASCII case mapping and
predicates, removeprefix/removesuffix, fromhex and hex with a separator.
Every one works on ASCII only, as CPython's bytes methods do."""

from rpython.rlib.rstring import StringBuilder

from objspace.funcobject import W_BuiltinFunction, W_ClassMethod
from objspace.intobject import W_Int, newbool
from objspace.strobject import W_Str, newascii
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple
from objspace.noneobject import W_NoneObject
from objspace.bytesobject import (W_AbstractBytes, W_Bytes, W_ByteArray,
                                  w_bytes_type, w_bytearray_type,
                                  buffer_of, append_hex)
from objspace.bytesmethods import get_self, positional, _isspace
from objspace.strmethods import kw_args, as_ssize, MAXINT
from objspace.exceptions import oefmt, w_TypeError, w_ValueError
from objspace.escapes import hexval


def _is_lower(c):
    return "a" <= c <= "z"


def _is_upper(c):
    return "A" <= c <= "Z"


def _swap(c):
    if _is_lower(c):
        return chr(ord(c) - 32)
    if _is_upper(c):
        return chr(ord(c) + 32)
    return c


def _upper(c):
    if _is_lower(c):
        return chr(ord(c) - 32)
    return c


def _lower(c):
    if _is_upper(c):
        return chr(ord(c) + 32)
    return c


def _sep_arg(w_sep):
    sep = buffer_of(w_sep)
    if len(sep) == 0:
        raise oefmt(w_ValueError, "empty separator")
    return sep


# ------------------------------------------------------ partition

def bytes_partition(args):
    w_self = positional(args, "partition", 1, 1)
    sep = _sep_arg(args.args_w[1])
    s = w_self.value
    i = s.find(sep)
    if i < 0:
        return W_Tuple([w_self.wrap_same(s), w_self.wrap_same(""),
                        w_self.wrap_same("")])
    j = i + len(sep)
    return W_Tuple([w_self.wrap_same(s[:i]), w_self.wrap_same(sep),
                    w_self.wrap_same(s[j:])])


def bytes_rpartition(args):
    w_self = positional(args, "rpartition", 1, 1)
    sep = _sep_arg(args.args_w[1])
    s = w_self.value
    i = s.rfind(sep)
    if i < 0:
        return W_Tuple([w_self.wrap_same(""), w_self.wrap_same(""),
                        w_self.wrap_same(s)])
    j = i + len(sep)
    return W_Tuple([w_self.wrap_same(s[:i]), w_self.wrap_same(sep),
                    w_self.wrap_same(s[j:])])


def bytes_rsplit(args):
    w_self = get_self(args, "rsplit")
    w_sep, w_max = kw_args(args, "rsplit", ["sep", "maxsplit"])
    s = w_self.value
    maxsplit = -1
    if w_max is not None:
        maxsplit = as_ssize(w_max)
    if maxsplit < 0:
        maxsplit = MAXINT
    parts = []
    if w_sep is None or isinstance(w_sep, W_NoneObject):
        j = len(s)
        while True:
            while j > 0 and _isspace(s[j - 1]):
                j -= 1
            if j <= 0:
                break
            if maxsplit == 0:
                parts.append(s[:j])
                break
            i = j
            while i > 0 and not _isspace(s[i - 1]):
                i -= 1
            assert i >= 0
            parts.append(s[i:j])
            maxsplit -= 1
            j = i
    else:
        sep = _sep_arg(w_sep)
        end = len(s)
        while maxsplit > 0:
            i = s.rfind(sep, 0, end)
            if i < 0:
                break
            k = i + len(sep)
            assert k <= end
            parts.append(s[k:end])
            end = i
            maxsplit -= 1
        assert end >= 0
        parts.append(s[:end])
    parts.reverse()
    return W_List([w_self.wrap_same(p) for p in parts])


def bytes_splitlines(args):
    from objspace.operations import is_true
    w_self = get_self(args, "splitlines")
    w_keep, = kw_args(args, "splitlines", ["keepends"])
    keep = False
    if w_keep is not None:
        keep = is_true(w_keep)
    s = w_self.value
    n = len(s)
    parts = []
    i = 0
    while i < n:
        j = i
        while j < n and s[j] != "\n" and s[j] != "\r":
            j += 1
        eol = j
        if j < n:
            if s[j] == "\r" and j + 1 < n and s[j + 1] == "\n":
                j += 2
            else:
                j += 1
        if keep:
            eol = j
        assert eol >= i
        parts.append(s[i:eol])
        i = j
    return W_List([w_self.wrap_same(p) for p in parts])


# ------------------------------------------------------ padding

def _fill_arg(args, name):
    if len(args.args_w) < 3:
        return " "
    w_fill = args.args_w[2]
    if isinstance(w_fill, W_AbstractBytes) and len(w_fill.value) == 1:
        return w_fill.value
    raise oefmt(w_TypeError, "%s() argument 2 must be a byte string of "
                "length 1, not %s" % (name, w_fill.gettype().name))


def _pad(w_self, left, right, fill):
    s = w_self.value
    if left <= 0 and right <= 0 and isinstance(w_self, W_Bytes):
        return w_self
    b = StringBuilder(len(s) + left + right)
    if left > 0:
        b.append_multiple_char(fill[0], left)
    b.append(s)
    if right > 0:
        b.append_multiple_char(fill[0], right)
    return w_self.wrap_same(b.build())


def bytes_center(args):
    w_self = positional(args, "center", 1, 2)
    width = as_ssize(args.args_w[1])
    fill = _fill_arg(args, "center")
    marg = width - len(w_self.value)
    if marg <= 0:
        return _pad(w_self, 0, 0, fill)
    left = marg // 2 + (marg & width & 1)
    return _pad(w_self, left, marg - left, fill)


def bytes_ljust(args):
    w_self = positional(args, "ljust", 1, 2)
    width = as_ssize(args.args_w[1])
    fill = _fill_arg(args, "ljust")
    return _pad(w_self, 0, width - len(w_self.value), fill)


def bytes_rjust(args):
    w_self = positional(args, "rjust", 1, 2)
    width = as_ssize(args.args_w[1])
    fill = _fill_arg(args, "rjust")
    return _pad(w_self, width - len(w_self.value), 0, fill)


def bytes_zfill(args):
    w_self = positional(args, "zfill", 1, 1)
    width = as_ssize(args.args_w[1])
    s = w_self.value
    fill = width - len(s)
    if fill <= 0:
        return _pad(w_self, 0, 0, "0")
    b = StringBuilder(width)
    start = 0
    if len(s) > 0 and (s[0] == "+" or s[0] == "-"):
        b.append(s[0])
        start = 1
    b.append_multiple_char("0", fill)
    b.append_slice(s, start, len(s))
    return w_self.wrap_same(b.build())


def bytes_expandtabs(args):
    w_self = get_self(args, "expandtabs")
    w_size, = kw_args(args, "expandtabs", ["tabsize"])
    tabsize = 8
    if w_size is not None:
        tabsize = as_ssize(w_size)
    s = w_self.value
    b = StringBuilder(len(s))
    col = 0
    for c in s:
        if c == "\t":
            if tabsize > 0:
                n = tabsize - col % tabsize
                b.append_multiple_char(" ", n)
                col += n
        elif c == "\n" or c == "\r":
            b.append(c)
            col = 0
        else:
            b.append(c)
            col += 1
    return w_self.wrap_same(b.build())


# ------------------------------------------------------ case

def bytes_swapcase(args):
    w_self = positional(args, "swapcase", 0, 0)
    s = w_self.value
    b = StringBuilder(len(s))
    for c in s:
        b.append(_swap(c))
    return w_self.wrap_same(b.build())


def bytes_capitalize(args):
    w_self = positional(args, "capitalize", 0, 0)
    s = w_self.value
    b = StringBuilder(len(s))
    for i in range(len(s)):
        if i == 0:
            b.append(_upper(s[i]))
        else:
            b.append(_lower(s[i]))
    return w_self.wrap_same(b.build())


def bytes_title(args):
    w_self = positional(args, "title", 0, 0)
    s = w_self.value
    b = StringBuilder(len(s))
    prev_cased = False
    for c in s:
        if _is_lower(c) or _is_upper(c):
            if prev_cased:
                b.append(_lower(c))
            else:
                b.append(_upper(c))
            prev_cased = True
        else:
            b.append(c)
            prev_cased = False
    return w_self.wrap_same(b.build())


def _cased_predicate(args, name, upper):
    w_self = positional(args, name, 0, 0)
    cased = False
    for c in w_self.value:
        if upper and _is_lower(c):
            return newbool(False)
        if not upper and _is_upper(c):
            return newbool(False)
        if _is_lower(c) or _is_upper(c):
            cased = True
    return newbool(cased)


def bytes_islower(args):
    return _cased_predicate(args, "islower", False)


def bytes_isupper(args):
    return _cased_predicate(args, "isupper", True)


def bytes_istitle(args):
    w_self = positional(args, "istitle", 0, 0)
    cased = False
    prev_cased = False
    for c in w_self.value:
        if _is_upper(c):
            if prev_cased:
                return newbool(False)
            prev_cased = True
            cased = True
        elif _is_lower(c):
            if not prev_cased:
                return newbool(False)
            prev_cased = True
            cased = True
        else:
            prev_cased = False
    return newbool(cased)


def bytes_isascii(args):
    w_self = positional(args, "isascii", 0, 0)
    for c in w_self.value:
        if ord(c) >= 128:
            return newbool(False)
    return newbool(True)


# ------------------------------------------------------ prefix/suffix

def bytes_removeprefix(args):
    w_self = positional(args, "removeprefix", 1, 1)
    p = buffer_of(args.args_w[1])
    s = w_self.value
    if len(p) > 0 and s.startswith(p):
        return w_self.wrap_same(s[len(p):])
    return _pad(w_self, 0, 0, " ")


def bytes_removesuffix(args):
    w_self = positional(args, "removesuffix", 1, 1)
    p = buffer_of(args.args_w[1])
    s = w_self.value
    if len(p) > 0 and s.endswith(p):
        end = len(s) - len(p)
        assert end >= 0
        return w_self.wrap_same(s[:end])
    return _pad(w_self, 0, 0, " ")


# ------------------------------------------------------ hex

def fromhex_value(w_string):
    if not isinstance(w_string, W_Str):
        raise oefmt(w_TypeError, "fromhex() argument must be str, not %s"
                    % w_string.gettype().name)
    s = w_string.utf8
    b = StringBuilder(len(s) // 2)
    i = 0
    n = len(s)
    while True:
        while i < n and _isspace(s[i]):
            i += 1
        if i >= n:
            break
        hi = hexval(s[i])
        if hi < 0:
            _fromhex_error(w_string, i)
        lo = hexval(s[i + 1]) if i + 1 < n else -1
        if lo < 0:
            _fromhex_error(w_string, i + 1)
        b.append(chr(hi * 16 + lo))
        i += 2
    return b.build()


def _fromhex_error(w_string, byte_pos):
    # the position counts code points, as CPython's message does
    from objspace.strobject import codepoints_in_utf8
    assert byte_pos >= 0
    pos = codepoints_in_utf8(w_string.utf8[:byte_pos])
    raise oefmt(w_ValueError, "non-hexadecimal number found in fromhex() "
                "arg at position %d" % pos)


def bytes_fromhex(args):
    from objspace.argcheck import check_args
    from objspace.typeobject import W_TypeObject
    args_w = check_args(args, "fromhex", 2, 2)
    w_cls = args_w[0]
    value = fromhex_value(args_w[1])
    if w_cls is w_bytes_type:
        return W_Bytes(value)
    if w_cls is w_bytearray_type:
        return W_ByteArray(value)
    # a subclass: cls(bytes), as CPython does
    from objspace.model import Arguments
    assert isinstance(w_cls, W_TypeObject)
    return w_cls.call(Arguments([W_Bytes(value)]))


def bytes_hex(args):
    w_self = get_self(args, "hex")
    w_sep, w_per = kw_args(args, "hex", ["sep", "bytes_per_sep"])
    return newascii(hex_with_sep(w_self.value, w_sep, w_per))


def hex_with_sep(s, w_sep, w_per):
    """bytes.hex(sep, bytes_per_sep) (also used by memoryview.hex)."""
    sep = ""
    if isinstance(w_sep, W_NoneObject):
        # an explicit None is no "not given" (CPython takes its len())
        raise oefmt(w_TypeError, "object of type 'NoneType' has no len()")
    if w_sep is not None:
        if isinstance(w_sep, W_Str):
            sep = w_sep.utf8
            if w_sep.length != 1:
                raise oefmt(w_ValueError, "sep must be length 1.")
            if ord(sep[0]) >= 128:
                raise oefmt(w_ValueError, "sep must be ASCII.")
        elif isinstance(w_sep, W_AbstractBytes):
            sep = w_sep.value
            if len(sep) != 1:
                raise oefmt(w_ValueError, "sep must be length 1.")
            if ord(sep[0]) >= 128:
                raise oefmt(w_ValueError, "sep must be ASCII.")
        else:
            raise oefmt(w_TypeError, "sep must be str or bytes.")
    per = 1
    if w_per is not None:
        per = as_ssize(w_per)
    b = StringBuilder(3 * len(s))
    n = len(s)
    if sep == "" or per == 0 or n == 0:
        for c in s:
            append_hex(b, ord(c))
        return b.build()
    group = per if per > 0 else -per
    for i in range(n):
        if i > 0:
            # positive: groups counted from the right end
            if per > 0 and (n - i) % group == 0:
                b.append(sep)
            elif per < 0 and i % group == 0:
                b.append(sep)
        append_hex(b, ord(s[i]))
    return b.build()


METHODS = [
    ("partition", bytes_partition), ("rpartition", bytes_rpartition),
    ("rsplit", bytes_rsplit), ("splitlines", bytes_splitlines),
    ("center", bytes_center), ("ljust", bytes_ljust),
    ("rjust", bytes_rjust), ("zfill", bytes_zfill),
    ("expandtabs", bytes_expandtabs), ("swapcase", bytes_swapcase),
    ("capitalize", bytes_capitalize), ("title", bytes_title),
    ("islower", bytes_islower), ("isupper", bytes_isupper),
    ("istitle", bytes_istitle), ("isascii", bytes_isascii),
    ("removeprefix", bytes_removeprefix),
    ("removesuffix", bytes_removesuffix), ("hex", bytes_hex)]

for _name, _fn in METHODS:
    w_bytes_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
    w_bytearray_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
_fromhex = W_ClassMethod(W_BuiltinFunction("fromhex", bytes_fromhex))
w_bytes_type.dict_w["fromhex"] = _fromhex
w_bytearray_type.dict_w["fromhex"] = _fromhex
