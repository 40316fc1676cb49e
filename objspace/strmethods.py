"""Methods of str, part 1: argument parsing shared by all str methods,
searching, splitting, joining, stripping and replacing.
Strings are utf-8: searches run on the bytes (utf-8 is self-
synchronising) and byte offsets are turned back into code points.
The other methods live in strcase.py and strformat.py; importing
this module installs all of them."""

import sys

from objspace import builtinsub
from objspace.funcobject import special_binding
from rpython.rlib.rstring import StringBuilder

from objspace.model import Arguments, OperationError
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import W_Int, W_Long, newint
from objspace.strobject import (W_Str, w_str_type, newascii, byte_offset,
                                decode_utf8_char, char_of_ascii)
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple, newtuple
from objspace.noneobject import W_NoneObject
from objspace.instances import W_Instance
from objspace.exceptions import (oefmt, w_TypeError, w_ValueError,
                                 w_OverflowError)
from objspace.formatting_util import unicode_isspace

MAXINT = sys.maxint
EMPTY = newascii("")


# ------------------------------------------------------ argument parsing

def _plural(n):
    return "" if n == 1 else "s"


def tname(w_obj):
    return w_obj.gettype().name


def get_self(args, name):
    args_w = args.args_w
    if len(args_w) == 0:
        raise oefmt(w_TypeError, "unbound method str.%s() needs an argument"
                    % name)
    w_self = args_w[0]
    w_self = builtinsub.unwrap(w_self)
    if isinstance(w_self, W_Str):
        return w_self
    raise oefmt(w_TypeError, "descriptor '%s' for 'str' objects doesn't "
                "apply to a '%s' object" % (name, tname(w_self)))


def no_kw(args, name):
    if args.has_kwargs():
        raise oefmt(w_TypeError, "str.%s() takes no keyword arguments"
                    % name)


def noargs(args, name):
    """A method without arguments; returns self."""
    w_self = get_self(args, name)
    no_kw(args, name)
    n = len(args.args_w) - 1
    if n != 0:
        raise oefmt(w_TypeError, "str.%s() takes no arguments (%d given)"
                    % (name, n))
    return w_self


def onearg(args, name):
    """A method with exactly one argument (args.args_w[1])."""
    w_self = get_self(args, name)
    no_kw(args, name)
    n = len(args.args_w) - 1
    if n != 1:
        raise oefmt(w_TypeError, "str.%s() takes exactly one argument "
                    "(%d given)" % (name, n))
    return w_self


def clinic_args(args, name, lo, hi):
    """Positional-only arguments in argument-clinic style; returns the
    count (self excluded)."""
    no_kw(args, name)
    n = len(args.args_w) - 1
    if n < lo:
        raise oefmt(w_TypeError, "%s expected at least %d argument%s, got %d"
                    % (name, lo, _plural(lo), n))
    if n > hi:
        raise oefmt(w_TypeError, "%s expected at most %d argument%s, got %d"
                    % (name, hi, _plural(hi), n))
    return n


def tuple_args(args, name, lo, hi):
    """Positional-only arguments in PyArg_ParseTuple style."""
    no_kw(args, name)
    n = len(args.args_w) - 1
    if n < lo:
        raise oefmt(w_TypeError, "%s() takes at least %d argument%s "
                    "(%d given)" % (name, lo, _plural(lo), n))
    if n > hi:
        raise oefmt(w_TypeError, "%s() takes at most %d argument%s "
                    "(%d given)" % (name, hi, _plural(hi), n))
    return n


def kw_args(args, name, names):
    """Optional positional-or-keyword parameters: one W_Object or None
    per name."""
    args_w = args.args_w
    n = len(args_w) - 1
    nkw = 0
    if args.kw_names is not None:
        nkw = len(args.kw_names)
    if n + nkw > len(names):
        raise oefmt(w_TypeError, "%s() takes at most %d argument%s "
                    "(%d given)" % (name, len(names), _plural(len(names)),
                                    n + nkw))
    result = [None] * len(names)
    for i in range(n):
        result[i] = args_w[i + 1]
    if nkw > 0:
        kw_names = args.kw_names
        kw_values_w = args.kw_values_w
        assert kw_names is not None and kw_values_w is not None
        for k in range(nkw):
            key = kw_names[k]
            idx = -1
            for i in range(len(names)):
                if names[i] == key:
                    idx = i
            if idx < 0:
                raise oefmt(w_TypeError, "'%s' is an invalid keyword "
                            "argument for %s()" % (key, name))
            if idx < n:
                raise oefmt(w_TypeError, "argument for %s() given by name "
                            "('%s') and position (%d)" % (name, key, idx + 1))
            result[idx] = kw_values_w[k]
    return result


def _call_index(w_obj):
    """obj.__index__() for instances, or None when there is none."""
    if isinstance(w_obj, W_Instance):
        w_meth = special_binding(w_obj.gettype().lookup("__index__"))
        if w_meth is not None:
            w_res = w_meth.call(Arguments([w_obj]))
            if isinstance(w_res, W_Int) or isinstance(w_res, W_Long):
                return w_res
            raise oefmt(w_TypeError, "__index__ returned non-int (type %s)"
                        % tname(w_res))
    return None


def as_ssize(w_obj):
    """An integer argument that must fit a C ssize_t."""
    w_v = w_obj
    if not (isinstance(w_v, W_Int) or isinstance(w_v, W_Long)):
        w_v = _call_index(w_obj)
    if isinstance(w_v, W_Int):
        return w_v.intval
    if isinstance(w_v, W_Long):
        raise oefmt(w_OverflowError,
                    "Python int too large to convert to C ssize_t")
    raise oefmt(w_TypeError, "'%s' object cannot be interpreted as an "
                "integer" % tname(w_obj))


def slice_index(w_obj, default):
    """A start/end argument: None gives the default, big ints clip."""
    if w_obj is None or isinstance(w_obj, W_NoneObject):
        return default
    w_v = w_obj
    if not (isinstance(w_v, W_Int) or isinstance(w_v, W_Long)):
        w_v = _call_index(w_obj)
    if isinstance(w_v, W_Int):
        return w_v.intval
    if isinstance(w_v, W_Long):
        if w_v.bigval.sign < 0:
            return -MAXINT
        return MAXINT
    raise oefmt(w_TypeError, "slice indices must be integers or None or "
                "have an __index__ method")


def adjust_indices(start, end, length):
    if end > length:
        end = length
    elif end < 0:
        end += length
        if end < 0:
            end = 0
    if start < 0:
        start += length
        if start < 0:
            start = 0
    return start, end


# ------------------------------------------------------ utf-8 helpers

def count_cps(s, start, stop):
    n = 0
    for i in range(start, stop):
        if (ord(s[i]) & 0xC0) != 0x80:
            n += 1
    return n


def piece(w_self, start, stop):
    """The str made of bytes [start, stop) of w_self (char boundaries);
    one ASCII character is the shared one (as CPython's one-character
    strings: `"a,b".split(",")` makes no new object)."""
    s = w_self.utf8
    assert 0 <= start <= stop
    if stop - start == 1 and ord(s[start]) < 128:
        return char_of_ascii(ord(s[start]))
    if w_self.is_ascii():
        return W_Str(s[start:stop], stop - start)
    return W_Str(s[start:stop], count_cps(s, start, stop))


def char_len(s, pos):
    c = ord(s[pos])
    if c < 0xC0:
        return 1
    if c < 0xE0:
        return 2
    if c < 0xF0:
        return 3
    return 4


def prev_start(s, pos):
    """Start of the character that ends just before byte pos > 0."""
    pos -= 1
    while pos > 0 and (ord(s[pos]) & 0xC0) == 0x80:
        pos -= 1
    return pos


def decode_all(s):
    cps = []
    pos = 0
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        cps.append(cp)
    return cps


def ascii_space(c):
    return c == 32 or 9 <= c <= 13 or 28 <= c <= 31


def space_len_at(s, pos):
    """Bytes of the whitespace character at pos, or 0."""
    c = ord(s[pos])
    if c < 0x80:
        return 1 if ascii_space(c) else 0
    cp, nxt = decode_utf8_char(s, pos)
    if unicode_isspace(cp):
        return nxt - pos
    return 0


def space_len_before(s, pos):
    """Bytes of the whitespace character ending at pos > 0, or 0."""
    c = ord(s[pos - 1])
    if c < 0x80:
        return 1 if ascii_space(c) else 0
    start = prev_start(s, pos)
    cp, nxt = decode_utf8_char(s, start)
    if unicode_isspace(cp):
        return pos - start
    return 0


def match_at(s, sub, pos):
    if pos + len(sub) > len(s):
        return False
    for i in range(len(sub)):
        if s[pos + i] != sub[i]:
            return False
    return True


def bytes_to_cp(w_self, bstart, cstart, pos):
    """Code point index of byte pos, knowing byte bstart is at code point
    cstart."""
    if w_self.is_ascii():
        return pos
    return cstart + count_cps(w_self.utf8, bstart, pos)


# ------------------------------------------------------ searching

def _find_args(args, name):
    w_self = get_self(args, name)
    n = tuple_args(args, name, 1, 3)
    args_w = args.args_w
    start = 0
    end = MAXINT
    if n >= 2:
        start = slice_index(args_w[2], 0)
    if n >= 3:
        end = slice_index(args_w[3], MAXINT)
    w_sub = builtinsub.unwrap(args_w[1])
    if not isinstance(w_sub, W_Str):
        raise oefmt(w_TypeError, "must be str, not %s" % tname(w_sub))
    return w_self, w_sub, start, end


def find_in(w_self, w_sub, start, end, reverse):
    start, end = adjust_indices(start, end, w_self.length)
    if end - start < w_sub.length:
        return -1
    s = w_self.utf8
    bs = byte_offset(w_self, start)
    be = byte_offset(w_self, end)
    assert bs >= 0 and be >= 0
    if reverse:
        pos = s.rfind(w_sub.utf8, bs, be)
    else:
        pos = s.find(w_sub.utf8, bs, be)
    if pos < 0:
        return -1
    return bytes_to_cp(w_self, bs, start, pos)


def str_find(args):
    w_self, w_sub, start, end = _find_args(args, "find")
    return newint(find_in(w_self, w_sub, start, end, False))


def str_rfind(args):
    w_self, w_sub, start, end = _find_args(args, "rfind")
    return newint(find_in(w_self, w_sub, start, end, True))


def str_index(args):
    w_self, w_sub, start, end = _find_args(args, "index")
    i = find_in(w_self, w_sub, start, end, False)
    if i < 0:
        raise oefmt(w_ValueError, "substring not found")
    return newint(i)


def str_rindex(args):
    w_self, w_sub, start, end = _find_args(args, "rindex")
    i = find_in(w_self, w_sub, start, end, True)
    if i < 0:
        raise oefmt(w_ValueError, "substring not found")
    return newint(i)


def str_count(args):
    w_self, w_sub, start, end = _find_args(args, "count")
    start, end = adjust_indices(start, end, w_self.length)
    if end - start < w_sub.length:
        return newint(0)
    if w_sub.length == 0:
        return newint(end - start + 1)
    s = w_self.utf8
    sub = w_sub.utf8
    pos = byte_offset(w_self, start)
    be = byte_offset(w_self, end)
    n = 0
    assert be >= 0
    while True:
        assert pos >= 0
        pos = s.find(sub, pos, be)
        if pos < 0:
            break
        n += 1
        pos += len(sub)
    return newint(n)


def _tailmatch(w_self, w_sub, start, end, at_end):
    start, end = adjust_indices(start, end, w_self.length)
    end -= w_sub.length
    if end < start:
        return False
    if w_sub.length == 0:
        return True
    pos = end if at_end else start
    return match_at(w_self.utf8, w_sub.utf8, byte_offset(w_self, pos))


def _startsendswith(args, name, at_end):
    from objspace.intobject import newbool
    w_self = get_self(args, name)
    n = tuple_args(args, name, 1, 3)
    args_w = args.args_w
    start = 0
    end = MAXINT
    if n >= 2:
        start = slice_index(args_w[2], 0)
    if n >= 3:
        end = slice_index(args_w[3], MAXINT)
    return tailmatch_core(w_self, args_w[1], start, end, name, at_end)


def tailmatch_core(w_self, w_arg, start, end, name, at_end):
    from objspace.intobject import newbool
    if isinstance(w_arg, W_Tuple):
        for w_item in w_arg.items_w:
            w_item = builtinsub.unwrap(w_item)
            if not isinstance(w_item, W_Str):
                raise oefmt(w_TypeError, "tuple for %s must only contain "
                            "str, not %s" % (name, tname(w_item)))
            if _tailmatch(w_self, w_item, start, end, at_end):
                return newbool(True)
        return newbool(False)
    w_arg = builtinsub.unwrap(w_arg)
    if not isinstance(w_arg, W_Str):
        raise oefmt(w_TypeError, "%s first arg must be str or a tuple of "
                    "str, not %s" % (name, tname(w_arg)))
    return newbool(_tailmatch(w_self, w_arg, start, end, at_end))


def str_startswith(args):
    return _startsendswith(args, "startswith", False)


def str_endswith(args):
    return _startsendswith(args, "endswith", True)


# ------------------------------------------------------ splitting

def _split_args(args, name):
    w_self = get_self(args, name)
    params_w = kw_args(args, name, ["sep", "maxsplit"])
    w_sep = params_w[0]
    w_max = params_w[1]
    maxsplit = -1
    if w_max is not None:
        maxsplit = as_ssize(w_max)
    if maxsplit < 0:
        maxsplit = MAXINT
    if w_sep is None or isinstance(w_sep, W_NoneObject):
        return w_self, None, maxsplit
    w_sep = builtinsub.unwrap(w_sep)
    if not isinstance(w_sep, W_Str):
        raise oefmt(w_TypeError, "must be str or None, not %s"
                    % tname(w_sep))
    if w_sep.length == 0:
        raise oefmt(w_ValueError, "empty separator")
    return w_self, w_sep, maxsplit


def str_split(args):
    w_self, w_sep, maxsplit = _split_args(args, "split")
    return split_core(w_self, w_sep, maxsplit)


def split_core(w_self, w_sep, maxsplit):
    """str.split on checked arguments (w_sep None: runs of spaces; else a
    non-empty str)."""
    s = w_self.utf8
    n = len(s)
    res = []
    if w_sep is None:
        i = 0
        while maxsplit > 0:
            while i < n:
                k = space_len_at(s, i)
                if k == 0:
                    break
                i += k
            if i == n:
                break
            j = i
            i += char_len(s, i)
            while i < n and space_len_at(s, i) == 0:
                i += char_len(s, i)
            if j == 0 and i == n:
                res.append(w_self)
            else:
                res.append(piece(w_self, j, i))
            maxsplit -= 1
        while i < n:
            k = space_len_at(s, i)
            if k == 0:
                break
            i += k
        if i < n:
            res.append(piece(w_self, i, n))
        return W_List(res)
    sep = w_sep.utf8
    i = 0
    while maxsplit > 0:
        assert i >= 0
        j = s.find(sep, i, n)
        if j < 0:
            break
        res.append(piece(w_self, i, j))
        i = j + len(sep)
        maxsplit -= 1
    if i == 0:
        res.append(w_self)
    else:
        res.append(piece(w_self, i, n))
    return W_List(res)


def str_rsplit(args):
    w_self, w_sep, maxsplit = _split_args(args, "rsplit")
    s = w_self.utf8
    res = []
    if w_sep is None:
        i = len(s)
        while maxsplit > 0:
            while i > 0:
                k = space_len_before(s, i)
                if k == 0:
                    break
                i -= k
            if i == 0:
                break
            j = i
            i = prev_start(s, i)
            while i > 0 and space_len_before(s, i) == 0:
                i = prev_start(s, i)
            if i == 0 and j == len(s):
                res.append(w_self)
            else:
                res.append(piece(w_self, i, j))
            maxsplit -= 1
        while i > 0:
            k = space_len_before(s, i)
            if k == 0:
                break
            i -= k
        if i > 0:
            res.append(piece(w_self, 0, i))
        res.reverse()
        return W_List(res)
    sep = w_sep.utf8
    j = len(s)
    while maxsplit > 0:
        assert j >= 0
        pos = s.rfind(sep, 0, j)
        if pos < 0:
            break
        res.append(piece(w_self, pos + len(sep), j))
        j = pos
        maxsplit -= 1
    if j == len(s):
        res.append(w_self)
    else:
        res.append(piece(w_self, 0, j))
    res.reverse()
    return W_List(res)


def _line_break_len(s, pos):
    """Bytes of the line boundary at pos ("\\r\\n" counts 2), or 0."""
    c = ord(s[pos])
    if c < 0x80:
        if c == 13:
            if pos + 1 < len(s) and s[pos + 1] == '\n':
                return 2
            return 1
        if 10 <= c <= 12 or 28 <= c <= 30:
            return 1
        return 0
    cp, nxt = decode_utf8_char(s, pos)
    if cp == 0x85 or cp == 0x2028 or cp == 0x2029:
        return nxt - pos
    return 0


def str_splitlines(args):
    w_self = get_self(args, "splitlines")
    w_keep = kw_args(args, "splitlines", ["keepends"])[0]
    keepends = False
    if w_keep is not None:
        keepends = as_ssize(w_keep) != 0
    s = w_self.utf8
    n = len(s)
    res = []
    i = 0
    while i < n:
        j = i
        k = 0
        while i < n:
            k = _line_break_len(s, i)
            if k > 0:
                break
            i += char_len(s, i)
        eol = i
        i += k
        if keepends:
            eol = i
        if j == 0 and eol == n:
            res.append(w_self)
        else:
            res.append(piece(w_self, j, eol))
    return W_List(res)


# ------------------------------------------------------ join

def _join_items(w_iterable):
    from objspace.containers import iter_w, next_w
    if isinstance(w_iterable, W_List):
        return list(w_iterable.items_w)
    if isinstance(w_iterable, W_Tuple):
        return list(w_iterable.items_w)
    try:
        w_it = iter_w(w_iterable)
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_TypeError):
            raise oefmt(w_TypeError, "can only join an iterable")
        raise
    items_w = []
    from interpreter.runtime.gen_drain import ListSink, next_through
    sink = ListSink(items_w)    # (a generator's items taken in its frame)
    while True:
        w_item = next_through(w_it, sink)
        if w_item is None:
            break
        items_w.append(w_item)
    return items_w


def str_join(args):
    w_self = onearg(args, "join")
    return join_core(w_self, args.args_w[1])


def join_core(w_self, w_iterable):
    items_w = _join_items(w_iterable)
    count = len(items_w)
    if count == 0:
        return EMPTY
    nbytes = len(w_self.utf8) * (count - 1)
    length = w_self.length * (count - 1)
    for i in range(count):
        w_item = builtinsub.unwrap(items_w[i])     # a str subclass
        items_w[i] = w_item
        if not isinstance(w_item, W_Str):
            raise oefmt(w_TypeError, "sequence item %d: expected str "
                        "instance, %s found" % (i, tname(w_item)))
        nbytes += len(w_item.utf8)
        length += w_item.length
    if count == 1:
        return items_w[0]
    sep = w_self.utf8
    b = StringBuilder(nbytes)
    for i in range(count):
        if i > 0 and sep:
            b.append(sep)
        w_item = items_w[i]
        assert isinstance(w_item, W_Str)
        b.append(w_item.utf8)
    return W_Str(b.build(), length)


# ------------------------------------------------------ strip, replace

def _strip(args, name, left, right):
    w_self = get_self(args, name)
    n = clinic_args(args, name, 0, 1)
    w_chars = None
    if n == 1:
        w_chars = args.args_w[1]
    return strip_core(w_self, w_chars, name, left, right)


def strip_core(w_self, w_chars, name, left, right):
    s = w_self.utf8
    i = 0
    j = len(s)
    if w_chars is None or isinstance(w_chars, W_NoneObject):
        if left:
            while i < j:
                k = space_len_at(s, i)
                if k == 0:
                    break
                i += k
        if right:
            while j > i:
                k = space_len_before(s, j)
                if k == 0:
                    break
                j -= k
    elif isinstance(builtinsub.unwrap(w_chars), W_Str):
        w_chars = builtinsub.unwrap(w_chars)
        assert isinstance(w_chars, W_Str)
        chars = w_chars.utf8
        if w_chars.is_ascii():
            if left:
                while i < j and s[i] in chars:
                    i += 1
            if right:
                while j > i and s[j - 1] in chars:
                    j -= 1
        else:
            cps = decode_all(chars)
            if left:
                while i < j:
                    cp, nxt = decode_utf8_char(s, i)
                    if cp not in cps:
                        break
                    i = nxt
            if right:
                while j > i:
                    st = prev_start(s, j)
                    cp, nxt = decode_utf8_char(s, st)
                    if cp not in cps:
                        break
                    j = st
    else:
        raise oefmt(w_TypeError, "%s arg must be None or str" % name)
    if i == 0 and j == len(s):
        return w_self
    return piece(w_self, i, j)


def str_strip(args):
    return _strip(args, "strip", True, True)


def str_lstrip(args):
    return _strip(args, "lstrip", True, False)


def str_rstrip(args):
    return _strip(args, "rstrip", False, True)


def replace(w_self, w_old, w_new, count):
    if count < 0:
        count = MAXINT
    s = w_self.utf8
    new = w_new.utf8
    if w_old.length == 0:
        n_ins = w_self.length + 1
        if count < n_ins:
            n_ins = count
        if n_ins == 0:
            return w_self
        b = StringBuilder(len(s) + n_ins * len(new))
        pos = 0
        for k in range(w_self.length + 1):
            if k < n_ins:
                b.append(new)
            if pos < len(s):
                nxt = pos + char_len(s, pos)
                b.append_slice(s, pos, nxt)
                pos = nxt
        return W_Str(b.build(), w_self.length + n_ins * w_new.length)
    old = w_old.utf8
    b = StringBuilder(len(s))
    pos = 0
    n = 0
    while n < count:
        assert pos >= 0
        j = s.find(old, pos, len(s))
        if j < 0:
            break
        b.append_slice(s, pos, j)
        b.append(new)
        pos = j + len(old)
        n += 1
    if n == 0:
        return w_self
    b.append_slice(s, pos, len(s))
    return W_Str(b.build(),
                 w_self.length + n * (w_new.length - w_old.length))


def str_replace(args):
    w_self = get_self(args, "replace")
    n = clinic_args(args, "replace", 2, 3)
    args_w = args.args_w
    w_old = builtinsub.unwrap(args_w[1])
    if not isinstance(w_old, W_Str):
        raise oefmt(w_TypeError, "replace() argument 1 must be str, not %s"
                    % tname(w_old))
    w_new = builtinsub.unwrap(args_w[2])
    if not isinstance(w_new, W_Str):
        raise oefmt(w_TypeError, "replace() argument 2 must be str, not %s"
                    % tname(w_new))
    count = -1
    if n == 3:
        count = as_ssize(args_w[3])
    return replace(w_self, w_old, w_new, count)


# ------------------------------------------------------ installation

def install(pairs):
    for name, fn in pairs:
        w_str_type.dict_w[name] = W_BuiltinFunction(name, fn)


install([
    ("find", str_find), ("rfind", str_rfind), ("index", str_index),
    ("rindex", str_rindex), ("count", str_count),
    ("startswith", str_startswith), ("endswith", str_endswith),
    ("split", str_split), ("rsplit", str_rsplit),
    ("splitlines", str_splitlines), ("join", str_join),
    ("strip", str_strip), ("lstrip", str_lstrip), ("rstrip", str_rstrip),
    ("replace", str_replace)])


# the calls with one or two positional arguments (self, or self and one)
# without an Arguments object (W_BuiltinFunction.call1/method1): exact
# strs only, anything else through the general entry


def _split1(w_self):
    if not isinstance(w_self, W_Str):
        return str_split(Arguments([w_self]))
    return split_core(w_self, None, MAXINT)


def _split2(w_self, w_sep):
    if not (isinstance(w_self, W_Str) and isinstance(w_sep, W_Str) and
            w_sep.length > 0):
        return str_split(Arguments([w_self, w_sep]))
    return split_core(w_self, w_sep, MAXINT)


def _join2(w_self, w_iterable):
    if not isinstance(w_self, W_Str):
        return str_join(Arguments([w_self, w_iterable]))
    return join_core(w_self, w_iterable)


def _strip1(w_self):
    if not isinstance(w_self, W_Str):
        return str_strip(Arguments([w_self]))
    return strip_core(w_self, None, "strip", True, True)


def _rstrip1(w_self):
    if not isinstance(w_self, W_Str):
        return str_rstrip(Arguments([w_self]))
    return strip_core(w_self, None, "rstrip", False, True)


def _startswith2(w_self, w_arg):
    if not isinstance(w_self, W_Str):
        return str_startswith(Arguments([w_self, w_arg]))
    return tailmatch_core(w_self, w_arg, 0, MAXINT, "startswith", False)


def _endswith2(w_self, w_arg):
    if not isinstance(w_self, W_Str):
        return str_endswith(Arguments([w_self, w_arg]))
    return tailmatch_core(w_self, w_arg, 0, MAXINT, "endswith", True)


def _replace3(w_self, w_old, w_new):
    if not (isinstance(w_self, W_Str) and isinstance(w_old, W_Str) and
            isinstance(w_new, W_Str)):
        return str_replace(Arguments([w_self, w_old, w_new]))
    return replace(w_self, w_old, w_new, -1)


def _find2(w_self, w_sub):
    if not (isinstance(w_self, W_Str) and isinstance(w_sub, W_Str)):
        return str_find(Arguments([w_self, w_sub]))
    return newint(find_in(w_self, w_sub, 0, MAXINT, False))


w_str_type.dict_w["split"].call1 = _split1
w_str_type.dict_w["split"].method1 = _split2
w_str_type.dict_w["join"].method1 = _join2
w_str_type.dict_w["strip"].call1 = _strip1
w_str_type.dict_w["rstrip"].call1 = _rstrip1
w_str_type.dict_w["startswith"].method1 = _startswith2
w_str_type.dict_w["endswith"].method1 = _endswith2
w_str_type.dict_w["find"].method1 = _find2
w_str_type.dict_w["replace"].call3 = _replace3

# ------------------------------------------------------ padding

def _pad(w_self, left, right, fill):
    if left <= 0 and right <= 0:
        return w_self
    if left < 0:
        left = 0
    if right < 0:
        right = 0
    b = StringBuilder(len(w_self.utf8) + (left + right) * len(fill))
    for i in range(left):
        b.append(fill)
    b.append(w_self.utf8)
    for i in range(right):
        b.append(fill)
    return W_Str(b.build(), w_self.length + left + right)


def _justify(args, name, how):
    w_self = get_self(args, name)
    n = clinic_args(args, name, 1, 2)
    width = as_ssize(args.args_w[1])
    fill = " "
    if n == 2:
        w_fill = builtinsub.unwrap(args.args_w[2])
        if not isinstance(w_fill, W_Str):
            raise oefmt(w_TypeError, "The fill character must be a unicode "
                        "character, not %s" % tname(w_fill))
        if w_fill.length != 1:
            raise oefmt(w_TypeError, "The fill character must be exactly "
                        "one character long")
        fill = w_fill.utf8
    marg = width - w_self.length
    if marg <= 0:
        return w_self
    if how < 0:
        return _pad(w_self, 0, marg, fill)
    if how > 0:
        return _pad(w_self, marg, 0, fill)
    left = marg // 2 + (marg & width & 1)
    return _pad(w_self, left, marg - left, fill)


def str_ljust(args):
    return _justify(args, "ljust", -1)


def str_rjust(args):
    return _justify(args, "rjust", 1)


def str_center(args):
    return _justify(args, "center", 0)


def str_zfill(args):
    w_self = onearg(args, "zfill")
    width = as_ssize(args.args_w[1])
    fill = width - w_self.length
    if fill <= 0:
        return w_self
    s = w_self.utf8
    b = StringBuilder(len(s) + fill)
    start = 0
    if len(s) > 0 and (s[0] == '+' or s[0] == '-'):
        b.append(s[0])
        start = 1
    b.append_multiple_char('0', fill)
    b.append_slice(s, start, len(s))
    return W_Str(b.build(), width)


def str_expandtabs(args):
    w_self = get_self(args, "expandtabs")
    w_size = kw_args(args, "expandtabs", ["tabsize"])[0]
    tabsize = 8
    if w_size is not None:
        tabsize = as_ssize(w_size)
    s = w_self.utf8
    if '\t' not in s:
        return w_self
    b = StringBuilder(len(s))
    col = 0
    length = 0
    pos = 0
    while pos < len(s):
        c = s[pos]
        if c == '\t':
            pos += 1
            if tabsize > 0:
                incr = tabsize - col % tabsize
                b.append_multiple_char(' ', incr)
                col += incr
                length += incr
            continue
        k = char_len(s, pos)
        b.append_slice(s, pos, pos + k)
        pos += k
        length += 1
        if c == '\n' or c == '\r':
            col = 0
        else:
            col += 1
    return W_Str(b.build(), length)


# ------------------------------------------------ partition, removeprefix

def _partition(args, name, reverse):
    w_self = onearg(args, name)
    w_sep = builtinsub.unwrap(args.args_w[1])
    if not isinstance(w_sep, W_Str):
        raise oefmt(w_TypeError, "must be str, not %s" % tname(w_sep))
    if w_sep.length == 0:
        raise oefmt(w_ValueError, "empty separator")
    s = w_self.utf8
    if reverse:
        pos = s.rfind(w_sep.utf8)
        if pos < 0:
            return newtuple([EMPTY, EMPTY, w_self])
    else:
        pos = s.find(w_sep.utf8)
        if pos < 0:
            return newtuple([w_self, EMPTY, EMPTY])
    after = pos + len(w_sep.utf8)
    return newtuple([piece(w_self, 0, pos), w_sep,
                     piece(w_self, after, len(s))])


def str_partition(args):
    return _partition(args, "partition", False)


def str_rpartition(args):
    return _partition(args, "rpartition", True)


def _removefix(args, name, suffix):
    w_self = onearg(args, name)
    w_fix = builtinsub.unwrap(args.args_w[1])
    if not isinstance(w_fix, W_Str):
        raise oefmt(w_TypeError, "%s() argument must be str, not %s"
                    % (name, tname(w_fix)))
    s = w_self.utf8
    fix = w_fix.utf8
    if len(fix) == 0 or len(fix) > len(s):
        return w_self
    if suffix:
        start = len(s) - len(fix)
        if match_at(s, fix, start):
            return piece(w_self, 0, start)
    elif match_at(s, fix, 0):
        return piece(w_self, len(fix), len(s))
    return w_self


def str_removeprefix(args):
    return _removefix(args, "removeprefix", False)


def str_removesuffix(args):
    return _removefix(args, "removesuffix", True)


install([
    ("ljust", str_ljust), ("rjust", str_rjust), ("center", str_center),
    ("zfill", str_zfill), ("expandtabs", str_expandtabs),
    ("partition", str_partition), ("rpartition", str_rpartition),
    ("removeprefix", str_removeprefix), ("removesuffix", str_removesuffix)])


import objspace.strcase  # noqa: E402  (case mapping, predicates)
import objspace.strformat  # noqa: E402  (str.format, str.format_map)
