"""Methods of bytes and bytearray (the same functions serve both), and
str.encode, which needs the bytes type."""

from objspace import builtinsub
from rpython.rlib.rstring import StringBuilder

from objspace.funcobject import W_BuiltinFunction
from objspace.model import Arguments
from objspace.intobject import W_Int, newint, newbool
from objspace.strobject import W_Str, newascii, w_str_type
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple
from objspace.noneobject import W_NoneObject
from objspace.bytesobject import (W_AbstractBytes, W_ByteArray, W_Bytes,
                                  w_bytes_type, w_bytearray_type,
                                  buffer_of, byte_value, sub_or_byte,
                                  append_hex, encode,
                                  decode)
from objspace.strmethods import (kw_args, slice_index, adjust_indices,
                                 as_ssize, MAXINT)
from objspace.exceptions import (oefmt, w_TypeError, w_ValueError,
                                 raise_type_error)


def get_self(args, name):
    args_w = args.args_w
    if len(args_w) == 0:
        raise oefmt(w_TypeError, "unbound method bytes.%s() needs an "
                    "argument" % name)
    w_self = args_w[0]
    w_self = builtinsub.unwrap(w_self)
    if isinstance(w_self, W_AbstractBytes):
        return w_self
    raise oefmt(w_TypeError, "descriptor '%s' for 'bytes' objects doesn't "
                "apply to a '%s' object" % (name, w_self.gettype().name))


def positional(args, name, lo, hi):
    """Positional arguments after self, lo..hi of them."""
    w_self = get_self(args, name)
    if args.has_kwargs():
        raise oefmt(w_TypeError, "%s() takes no keyword arguments" % name)
    n = len(args.args_w) - 1
    if n < lo or n > hi:
        # CPython's messages for METH_NOARGS, METH_O and clinic methods
        owner = "bytearray" if isinstance(w_self, W_ByteArray) else "bytes"
        if lo == hi == 0:
            raise oefmt(w_TypeError, "%s.%s() takes no arguments (%d given)"
                        % (owner, name, n))
        if lo == hi == 1:
            raise oefmt(w_TypeError, "%s.%s() takes exactly one argument "
                        "(%d given)" % (owner, name, n))
        if lo == hi:
            raise oefmt(w_TypeError, "%s expected %d arguments, got %d"
                        % (name, lo, n))
        if n < lo:
            raise oefmt(w_TypeError, "%s expected at least %d argument%s, "
                        "got %d" % (name, lo, "" if lo == 1 else "s", n))
        raise oefmt(w_TypeError, "%s expected at most %d argument%s, got %d"
                    % (name, hi, "" if hi == 1 else "s", n))
    return w_self


def bytearray_self(args, name, lo, hi):
    """Self of a bytearray method (checked before positional(), whose
    messages name bytes), with lo..hi positional arguments after it."""
    if not args.args_w:
        raise oefmt(w_TypeError, "unbound method bytearray.%s() needs an "
                    "argument" % name)
    if not isinstance(builtinsub.unwrap(args.args_w[0]), W_ByteArray):
        from objspace.listmethods import bad_self
        bad_self(name, "bytearray", args.args_w[0])
    w_self = positional(args, name, lo, hi)
    assert isinstance(w_self, W_ByteArray)
    return w_self



def _sub_of(w_sub):
    if isinstance(w_sub, W_Int):
        return chr(byte_value(w_sub))
    return sub_or_byte(w_sub, True)


def _find(args, name, reverse):
    w_self = positional(args, name, 1, 3)
    args_w = args.args_w
    sub = _sub_of(args_w[1])
    s = w_self.value
    start = 0
    end = MAXINT
    if len(args_w) > 2:
        start = slice_index(args_w[2], 0)
    if len(args_w) > 3:
        end = slice_index(args_w[3], MAXINT)
    start, end = adjust_indices(start, end, len(s))
    assert start >= 0 and end >= 0
    if end - start < len(sub):
        return -1
    if reverse:
        return s.rfind(sub, start, end)
    return s.find(sub, start, end)


def bytes_find(args):
    return newint(_find(args, "find", False))


def bytes_rfind(args):
    return newint(_find(args, "rfind", True))


def bytes_index(args):
    i = _find(args, "index", False)
    if i < 0:
        raise oefmt(w_ValueError, "subsection not found")
    return newint(i)


def bytes_rindex(args):
    i = _find(args, "rindex", True)
    if i < 0:
        raise oefmt(w_ValueError, "subsection not found")
    return newint(i)


def bytes_count(args):
    w_self = positional(args, "count", 1, 3)
    args_w = args.args_w
    sub = _sub_of(args_w[1])
    s = w_self.value
    start = 0
    end = MAXINT
    if len(args_w) > 2:
        start = slice_index(args_w[2], 0)
    if len(args_w) > 3:
        end = slice_index(args_w[3], MAXINT)
    start, end = adjust_indices(start, end, len(s))
    assert start >= 0 and end >= 0
    if end - start < len(sub):
        return newint(0)
    if len(sub) == 0:
        return newint(end - start + 1)
    return newint(s.count(sub, start, end))


def _startsendswith(args, name, at_end):
    w_self = positional(args, name, 1, 3)
    args_w = args.args_w
    s = w_self.value
    start = 0
    end = MAXINT
    if len(args_w) > 2:
        start = slice_index(args_w[2], 0)
    if len(args_w) > 3:
        end = slice_index(args_w[3], MAXINT)
    start, end = adjust_indices(start, end, len(s))
    assert start >= 0 and end >= 0
    w_prefix = args_w[1]
    if isinstance(w_prefix, W_Tuple):
        for w_p in w_prefix.items_w:
            if _tailmatch(s, buffer_of(w_p), start, end, at_end):
                return newbool(True)
        return newbool(False)
    if not isinstance(w_prefix, W_AbstractBytes):
        raise oefmt(w_TypeError, "%s first arg must be bytes or a tuple of "
                    "bytes, not %s" % (name, w_prefix.gettype().name))
    return newbool(_tailmatch(s, w_prefix.value, start, end, at_end))


def _tailmatch(s, sub, start, end, at_end):
    if end - start < len(sub) or start > len(s):
        return False
    pos = end - len(sub) if at_end else start
    for i in range(len(sub)):
        if s[pos + i] != sub[i]:
            return False
    return True


def bytes_startswith(args):
    return _startsendswith(args, "startswith", False)


def bytes_endswith(args):
    return _startsendswith(args, "endswith", True)


def _isspace(c):
    return c == " " or "\t" <= c <= "\r"


def bytes_split(args):
    w_self = get_self(args, "split")
    w_sep, w_max = kw_args(args, "split", ["sep", "maxsplit"])
    s = w_self.value
    maxsplit = -1
    if w_max is not None:
        maxsplit = as_ssize(w_max)
    if maxsplit < 0:
        maxsplit = MAXINT
    parts = []
    if w_sep is None or isinstance(w_sep, W_NoneObject):
        i = 0
        n = len(s)
        while True:
            while i < n and _isspace(s[i]):
                i += 1
            if i >= n:
                break
            if maxsplit == 0:
                parts.append(s[i:])
                break
            j = i
            while j < n and not _isspace(s[j]):
                j += 1
            parts.append(s[i:j])
            maxsplit -= 1
            i = j
    else:
        sep = buffer_of(w_sep)
        if len(sep) == 0:
            raise oefmt(w_ValueError, "empty separator")
        start = 0
        while maxsplit > 0:
            j = s.find(sep, start)
            if j < 0:
                break
            parts.append(s[start:j])
            start = j + len(sep)
            maxsplit -= 1
        parts.append(s[start:])
    items_w = [w_self.wrap_same(p) for p in parts]
    return W_List(items_w)


def bytes_join(args):
    from objspace.sequences import unpack_iterable
    w_self = positional(args, "join", 1, 1)
    items_w = unpack_iterable(args.args_w[1])
    b = StringBuilder()
    for i in range(len(items_w)):
        w_item = items_w[i]
        if isinstance(w_item, W_AbstractBytes):
            data = w_item.value
        else:
            data = w_item.buffer_hook()     # memoryview, subclasses, array
            if data is None:
                raise oefmt(w_TypeError, "sequence item %d: expected a "
                            "bytes-like object, %s found"
                            % (i, w_item.gettype().name))
        if i > 0:
            b.append(w_self.value)
        b.append(data)
    return w_self.wrap_same(b.build())


def _map_case(args, name, upper):
    w_self = positional(args, name, 0, 0)
    s = w_self.value
    b = StringBuilder(len(s))
    for c in s:
        if upper and "a" <= c <= "z":
            b.append(chr(ord(c) - 32))
        elif not upper and "A" <= c <= "Z":
            b.append(chr(ord(c) + 32))
        else:
            b.append(c)
    return w_self.wrap_same(b.build())


def bytes_upper(args):
    return _map_case(args, "upper", True)


def bytes_lower(args):
    return _map_case(args, "lower", False)


def _strip(args, name, left, right):
    w_self = positional(args, name, 0, 1)
    s = w_self.value
    chars = " \t\n\r\x0b\x0c"
    if len(args.args_w) > 1:
        w_chars = args.args_w[1]
        if not isinstance(w_chars, W_NoneObject):
            chars = buffer_of(w_chars)
    i = 0
    j = len(s)
    if left:
        while i < j and chars.find(s[i]) >= 0:
            i += 1
    if right:
        while j > i and chars.find(s[j - 1]) >= 0:
            j -= 1
    assert 0 <= i <= j
    if i == 0 and j == len(s) and isinstance(w_self, W_Bytes):
        return w_self       # unchanged bytes: the same object, as CPython
    return w_self.wrap_same(s[i:j])


def bytes_strip(args):
    return _strip(args, "strip", True, True)


def bytes_lstrip(args):
    return _strip(args, "lstrip", True, False)


def bytes_rstrip(args):
    return _strip(args, "rstrip", False, True)


def bytes_replace(args):
    w_self = positional(args, "replace", 2, 3)
    args_w = args.args_w
    old = buffer_of(args_w[1])
    new = buffer_of(args_w[2])
    count = -1
    if len(args_w) > 3:
        count = as_ssize(args_w[3])
    s = w_self.value
    b = StringBuilder(len(s))
    if len(old) == 0:
        n = 0
        for i in range(len(s)):
            if count < 0 or n < count:
                b.append(new)
                n += 1
            b.append(s[i])
        if count < 0 or n < count:
            b.append(new)
        return w_self.wrap_same(b.build())
    start = 0
    n = 0
    while count < 0 or n < count:
        j = s.find(old, start)
        if j < 0:
            break
        b.append_slice(s, start, j)
        b.append(new)
        start = j + len(old)
        n += 1
    b.append_slice(s, start, len(s))
    return w_self.wrap_same(b.build())


def bytes_decode(args):
    w_self = get_self(args, "decode")
    w_encoding, w_errors = kw_args(args, "decode", ["encoding", "errors"])
    return decode(w_self.value, w_encoding, w_errors)


def _predicate(args, name, kind):
    w_self = positional(args, name, 0, 0)
    s = w_self.value
    if len(s) == 0:
        return newbool(False)
    for c in s:
        if kind == 0:
            ok = "0" <= c <= "9"
        elif kind == 1:
            ok = "a" <= c <= "z" or "A" <= c <= "Z"
        elif kind == 2:
            ok = "0" <= c <= "9" or "a" <= c <= "z" or "A" <= c <= "Z"
        else:
            ok = _isspace(c)
        if not ok:
            return newbool(False)
    return newbool(True)


def bytes_isdigit(args):
    return _predicate(args, "isdigit", 0)


def bytes_isalpha(args):
    return _predicate(args, "isalpha", 1)


def bytes_isalnum(args):
    return _predicate(args, "isalnum", 2)


def bytes_isspace(args):
    return _predicate(args, "isspace", 3)


def bytearray_append(args):
    w_self = bytearray_self(args, "append", 1, 1)
    w_self.append_bytes(chr(byte_value(args.args_w[1])))
    from objspace.noneobject import W_None
    return W_None


def bytearray_extend(args):
    """CPython's: a bytes-like argument's bytes, else the items of an
    iterable, each an int in range(256)."""
    from objspace.modules.buffers import bytes_or_none
    from objspace import containers
    w_self = bytearray_self(args, "extend", 1, 1)
    w_arg = args.args_w[1]
    s = None
    if not isinstance(w_arg, W_Str):
        s = bytes_or_none(w_arg)
    if s is None:
        w_it = containers._iter_or_none(w_arg)
        if w_it is None:
            raise_type_error("can't extend bytearray with %s"
                             % w_arg.gettype().name)
        b = StringBuilder()
        while True:
            w_item = containers.next_w(w_it)
            if w_item is None:
                break
            b.append(chr(byte_value(w_item)))
        s = b.build()
    w_self.append_bytes(s)
    from objspace.noneobject import W_None
    return W_None


def bytearray_copy(args):
    w_self = bytearray_self(args, "copy", 0, 0)
    return W_ByteArray(w_self.value)


def str_encode(args):
    from objspace.strmethods import get_self
    w_self = get_self(args, "encode")      # a str subclass's value too
    w_encoding, w_errors = kw_args(args, "encode", ["encoding", "errors"])
    return encode(w_self, w_encoding, w_errors)


METHODS = [
    ("find", bytes_find), ("rfind", bytes_rfind), ("index", bytes_index),
    ("rindex", bytes_rindex), ("count", bytes_count),
    ("startswith", bytes_startswith), ("endswith", bytes_endswith),
    ("split", bytes_split), ("join", bytes_join), ("upper", bytes_upper),
    ("lower", bytes_lower), ("strip", bytes_strip),
    ("lstrip", bytes_lstrip), ("rstrip", bytes_rstrip),
    ("replace", bytes_replace), ("decode", bytes_decode),
    ("isdigit", bytes_isdigit),
    ("isalpha", bytes_isalpha), ("isalnum", bytes_isalnum),
    ("isspace", bytes_isspace)]

for _name, _fn in METHODS:
    w_bytes_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
    w_bytearray_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
def _bytearray_append2(w_self, w_item):
    """`b.append(x)` of an exact bytearray without an Arguments object
    (W_BuiltinFunction.method1); anything else the general entry."""
    if not isinstance(w_self, W_ByteArray):
        return bytearray_append(Arguments([w_self, w_item]))
    w_self.append_bytes(chr(byte_value(w_item)))
    from objspace.noneobject import W_None
    return W_None


w_bytearray_type.dict_w["append"] = W_BuiltinFunction(
    "append", bytearray_append, method1=_bytearray_append2)
w_bytearray_type.dict_w["extend"] = W_BuiltinFunction("extend",
                                                      bytearray_extend)
w_bytearray_type.dict_w["copy"] = W_BuiltinFunction("copy", bytearray_copy)
w_str_type.dict_w["encode"] = W_BuiltinFunction("encode", str_encode)
