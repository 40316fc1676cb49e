"""The `_bisect` module: bisect_left/right and insort_left/right in
RPython, as CPython's C accelerator (Lib/bisect.py imports them from
here). The sequence is read with the generic item protocol, items are
compared with `<` (errors propagate), and insort on anything but an
exact list calls its `insert` method, as CPython does."""

from objspace.model import Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int, W_Long, newint
from objspace.listobject import W_List, w_list_type
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None, W_NoneObject
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_overflow)
from objspace.modules.posix_args import parse
from objspace import operations as ops
from objspace import containers
from interpreter.frontend import astnodes as A


_NAMES = ["a", "x", "lo", "hi", "key"]


def _ssize(w_obj):
    """A Py_ssize_t argument: ints and __index__, big ints overflow."""
    if not isinstance(w_obj, W_Int):
        from objspace.modules.builtins_more import index_w
        w_obj = index_w(w_obj)
    if isinstance(w_obj, W_Long):
        raise_overflow("Python int too large to convert to C ssize_t")
    assert isinstance(w_obj, W_Int)
    return w_obj.intval


def _hi(w_hi):
    """hi: None (or absent) means -1, the sequence's length."""
    if w_hi is None or isinstance(w_hi, W_NoneObject):
        return -1
    if not isinstance(w_hi, W_Int):
        from objspace.modules.builtins_more import index_w
        w_hi = index_w(w_hi)
    if isinstance(w_hi, W_Long):
        raise_overflow("cannot fit 'int' into an index-sized integer")
    assert isinstance(w_hi, W_Int)
    return w_hi.intval


def _item(w_a, i):
    """PySequence_GetItem(a, i) for 0 <= i."""
    assert i >= 0
    if isinstance(w_a, W_List) and i < w_a.length():
        return w_a.getitem(i)
    if isinstance(w_a, W_Dict):
        raise_type_error("%s is not a sequence" % w_a.gettype().name)
    return containers.getitem_w(w_a, newint(i))


def _less(w_a, w_b):
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        return w_a.intval < w_b.intval
    return ops.is_true(ops.compare(w_a, w_b, A.LT))


def bisect_index(w_a, w_x, lo, hi, w_key, right):
    """The insertion point of w_x in w_a[lo:hi]: after equal items when
    `right`, else before them. w_key: None or the key function."""
    if lo < 0:
        raise_value_error("lo must be non-negative")
    if hi == -1:
        from objspace.builtinsub import unwrap
        if isinstance(unwrap(w_a), W_Dict):
            raise_type_error("%s is not a sequence" % w_a.gettype().name)
        hi = containers.len_w(w_a)
    while lo < hi:
        mid = lo + ((hi - lo) >> 1)     # (lo + hi may overflow)
        w_item = _item(w_a, mid)
        if w_key is not None:
            w_item = w_key.call_one(w_item)
        if right:
            if _less(w_x, w_item):
                hi = mid
            else:
                lo = mid + 1
        else:
            if _less(w_item, w_x):
                lo = mid + 1
            else:
                hi = mid
    return lo


def _parse(args, fname):
    """(a, x, lo, hi, key or None)."""
    values_w = parse(args, fname, _NAMES, 4, 2)
    lo = 0
    if values_w[2] is not None:
        lo = _ssize(values_w[2])
    hi = _hi(values_w[3])
    w_key = values_w[4]
    if w_key is not None and isinstance(w_key, W_NoneObject):
        w_key = None
    return values_w[0], values_w[1], lo, hi, w_key


def _bisect(args, fname, right):
    w_a, w_x, lo, hi, w_key = _parse(args, fname)
    return newint(bisect_index(w_a, w_x, lo, hi, w_key, right))


def _insort(args, fname, right):
    w_a, w_x, lo, hi, w_key = _parse(args, fname)
    w_kx = w_x
    if w_key is not None:
        w_kx = w_key.call_one(w_x)
    index = bisect_index(w_a, w_kx, lo, hi, w_key, right)
    if isinstance(w_a, W_List) and w_a.gettype() is w_list_type:
        if index >= w_a.length():
            w_a.append(w_x)
        else:
            assert index >= 0
            w_a.items_w.insert(index, w_x)
    else:
        from objspace import attrs
        w_insert = attrs.getattr_w(w_a, "insert")
        w_insert.call(Arguments([newint(index), w_x]))
    return W_None


def bisect_right(args):
    return _bisect(args, "bisect_right", True)


def bisect_left(args):
    return _bisect(args, "bisect_left", False)


def insort_right(args):
    return _insort(args, "insort_right", True)


def insort_left(args):
    return _insort(args, "insort_left", False)


DOC = ("Bisection algorithms.\n\nThis module provides support for "
       "maintaining a list in sorted order without\nhaving to sort the "
       "list after each insertion. For long lists of items with\nexpensive "
       "comparison operations, this can be an improvement over the more\n"
       "common approach.\n")


def make():
    from objspace.strobject import newstr
    w_mod = W_Module("_bisect")
    w_mod.setitem("__doc__", newstr(DOC))
    for name, fn in [("bisect_right", bisect_right),
                     ("bisect_left", bisect_left),
                     ("insort_right", insort_right),
                     ("insort_left", insort_left)]:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
