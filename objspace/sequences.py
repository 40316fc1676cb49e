"""Helpers shared by str, list and tuple: indexes, slices, repetition,
unpacking any iterable, lexicographic comparison."""

import sys

from rpython.rlib.objectmodel import newlist_hint, specialize, always_inline

from interpreter.frontend import astnodes as A
from objspace.model import W_Object
from objspace.funcobject import special_binding
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import W_Int, W_AbstractInt, W_Long
from objspace.strobject import W_Str
from objspace.listobject import (W_List, newlist_floats, newlist_ints,
                                 newlist_from_items,
                                 is_plain_float)
from objspace.floatobject import W_Float, newfloat
from objspace.tupleobject import W_Tuple, newtuple
from objspace.noneobject import W_NoneObject
from objspace.exceptions import (raise_type_error, raise_index_error,
                                 raise_value_error)


class W_Slice(W_Object):
    _attrs_ = _immutable_fields_ = ("w_start", "w_stop", "w_step")

    def __init__(self, w_start, w_stop, w_step):
        self.w_start = w_start
        self.w_stop = w_stop
        self.w_step = w_step

    def gettype(self):
        return w_slice_type

    def getattr_hook(self, name):
        if name == "start":
            return self.w_start
        if name == "stop":
            return self.w_stop
        if name == "step":
            return self.w_step
        return None

    def unhashable_hook(self):
        return True  # slices became hashable only in 3.12

    def _as_tuple(self):
        return W_Tuple([self.w_start, self.w_stop, self.w_step])

    def compare_hook(self, w_other, op):
        """Slices compare as the tuples (start, stop, step); a slice
        equals itself without comparing its parts (CPython's shortcut)."""
        if not isinstance(w_other, W_Slice):
            return None
        if w_other is self:
            from objspace.intobject import newbool
            return newbool(op == A.EQ or op == A.LE or op == A.GE)
        from objspace import operations as ops
        return ops.compare(self._as_tuple(), w_other._as_tuple(), op)

    def eq_hook(self, w_other):
        if not isinstance(w_other, W_Slice):
            return self is w_other
        if w_other is self:
            return True
        from objspace import operations as ops
        return ops.eq_bool(self._as_tuple(), w_other._as_tuple())

    def repr_hook(self):
        from objspace.reprs import repr_w
        return "slice(%s, %s, %s)" % (repr_w(self.w_start),
                                      repr_w(self.w_stop),
                                      repr_w(self.w_step))


w_slice_type = W_TypeObject("slice", [w_object_type])


def index_or_none(w_obj):
    """CPython's PyNumber_Index: an int (W_Int or W_Long) for an int or an
    object whose type has __index__, None for anything else."""
    if isinstance(w_obj, W_Int) or isinstance(w_obj, W_Long):
        return w_obj
    from objspace.builtinsub import unwrap
    w_val = unwrap(w_obj)         # an int subclass is an int
    if isinstance(w_val, W_Int) or isinstance(w_val, W_Long):
        return w_val
    from objspace.instances import W_Instance
    if isinstance(w_obj, W_Instance):
        w_meth = special_binding(w_obj.gettype().lookup("__index__"))
        if w_meth is not None:
            from objspace.model import Arguments
            w_res = w_meth.call(Arguments([w_obj]))
            return index_result(w_res, "__index__")
    return None


def index_result(w_res, prefix):
    """What __index__ (or __int__) returned, as an exact int: a bool or
    an int subclass still works with a DeprecationWarning, as in
    CPython; anything else is a TypeError."""
    from objspace.intobject import W_Bool, newint
    from objspace.builtinsub import W_SubInstance
    if isinstance(w_res, W_Bool):
        from objspace.warn import strict_subclass_result
        strict_subclass_result(prefix, w_res, "int")
        return newint(w_res.intval)
    if isinstance(w_res, W_Int) or isinstance(w_res, W_Long):
        return w_res
    if isinstance(w_res, W_SubInstance):
        w_val = w_res.w_value
        if isinstance(w_val, W_Int) or isinstance(w_val, W_Long):
            from objspace.warn import strict_subclass_result
            strict_subclass_result(prefix, w_res, "int")
            if isinstance(w_val, W_Bool):
                return newint(w_val.intval)
            return w_val
    raise_type_error("%s returned non-int (type %s)"
                     % (prefix, w_res.gettype().name))
    raise AssertionError


# what ssize_w does with an int beyond the machine range
CLAMP = 0
OVERFLOW = 1
INDEX_ERROR = 2


def ssize_w(w_int, on_big):
    """CPython's PyNumber_AsSsize_t of an int from index_or_none: its
    machine value; one beyond the machine range is clamped (CLAMP) or
    raises OverflowError / IndexError "cannot fit 'int' into an
    index-sized integer"."""
    if isinstance(w_int, W_Int):
        return w_int.intval
    assert isinstance(w_int, W_Long)
    if on_big == CLAMP:
        if w_int.bigval.sign < 0:
            return -sys.maxint - 1
        return sys.maxint
    msg = "cannot fit 'int' into an index-sized integer"
    if on_big == INDEX_ERROR:
        raise_index_error(msg)
    from objspace.exceptions import raise_overflow
    raise_overflow(msg)
    return 0


def _slice_arg(w_v, default):
    """A start or stop of a slice, clamped to the machine range as
    CPython's _PyEval_SliceIndex does."""
    if isinstance(w_v, W_NoneObject):
        return default
    if isinstance(w_v, W_Int):
        return w_v.intval
    w_i = index_or_none(w_v)
    if w_i is None:
        raise_type_error("slice indices must be integers or None or have "
                         "an __index__ method")
    return ssize_w(w_i, CLAMP)


def slice_step(w_slice):
    """The step of a slice as CPython's PySlice_Unpack: 1 for None,
    clamped to [-maxsize, maxsize], ValueError for zero."""
    if isinstance(w_slice.w_step, W_NoneObject):
        return 1
    step = _slice_arg(w_slice.w_step, 1)
    if step == 0:
        raise_value_error("slice step cannot be zero")
    if step < -sys.maxint:
        step = -sys.maxint
    return step


def _adjust(v, length, step):
    if v < 0:
        v += length
        if v < 0:
            v = -1 if step < 0 else 0
    elif v >= length:
        v = length - 1 if step < 0 else length
    return v


@always_inline
def slice_indices(w_slice, length):
    """(start, stop, step, count) as CPython's PySlice_Unpack followed by
    PySlice_AdjustIndices (bounds of any size, __index__ objects). Inline:
    out of line its result was a GC tuple per slice (fannkuch's two
    slices a flip; tests/test_translated_c.py)."""
    step = slice_step(w_slice)
    if step < 0:
        start = _slice_arg(w_slice.w_start, sys.maxint)
        stop = _slice_arg(w_slice.w_stop, -sys.maxint - 1)
    else:
        start = _slice_arg(w_slice.w_start, 0)
        stop = _slice_arg(w_slice.w_stop, sys.maxint)
    start = _adjust(start, length, step)
    stop = _adjust(stop, length, step)
    if step < 0:
        count = (start - stop - 1) // (-step) + 1 if stop < start else 0
    else:
        count = (stop - start - 1) // step + 1 if start < stop else 0
    return start, stop, step, count


def _plain_bound(w_v, default, length):
    """A bound of `seq[a:b]` that is an int or None, clamped as
    PySlice_AdjustIndices does for step 1; -1 for any other object."""
    if isinstance(w_v, W_NoneObject):
        return default
    if type(w_v) is not W_Int:
        return -1
    return _adjust(w_v.intval, length, 1)


def plain_slice(w_seq, w_start, w_stop):
    """BINARY_SLICE's `seq[a:b]` of a list or tuple with int or None
    bounds, without a slice object; None for anything else (the generic
    subscript then)."""
    if isinstance(w_seq, W_List):
        length = w_seq.length()
    elif isinstance(w_seq, W_Tuple):
        length = len(w_seq.items_w)
    else:
        return None
    start = _plain_bound(w_start, 0, length)
    stop = _plain_bound(w_stop, length, length)
    if start < 0 or stop < 0:
        return None
    if stop < start:
        stop = start
    if isinstance(w_seq, W_List):
        return w_seq.getslice(start, 1, stop - start)
    assert isinstance(w_seq, W_Tuple)
    if stop - start == length:
        return w_seq        # (a tuple's full slice is itself, as CPython)
    return newtuple(w_seq.items_w[start:stop])


def normalize_index(i, length, what):
    if i < 0:
        i += length
    if i < 0 or i >= length:
        raise_index_error("%s index out of range" % what)
    return i


def repeat(w_seq, n, inplace):
    """seq * n for str, list and tuple; None for other types.  A str or
    tuple repeated once (or an empty tuple) is itself, as in CPython."""
    if n < 0:
        n = 0
    if n == 1 and not inplace and isinstance(w_seq, W_Str):
        return w_seq
    if isinstance(w_seq, W_Tuple) and (n == 1 or len(w_seq.items_w) == 0):
        return w_seq
    if isinstance(w_seq, W_Str):
        # CPython counts code points; more utf-8 than fits is no memory
        check_repeat(w_seq.length, n, True, "repeated string is")
        if length_overflows(len(w_seq.utf8), n):
            raise_repeat_error(False, "")
    elif isinstance(w_seq, W_List):
        check_repeat(w_seq.length(), n, False, "")
    elif isinstance(w_seq, W_Tuple):
        check_repeat(len(w_seq.items_w), n, False, "")
    try:
        return _repeat(w_seq, n, inplace)
    except MemoryError:
        raise_repeat_error(False, "")
        raise AssertionError


def str_repeat(s, n):
    """s * n, where a failed allocation can be caught by the caller (an
    inline operation inside try/except MemoryError cannot be)."""
    return s * n


str_repeat._dont_inline_ = True


def check_repeat(length, n, is_text, what):
    """CPython's size check before repeating: a length overflow is an
    OverflowError for str and bytes, a MemoryError for the others."""
    if length_overflows(length, n):
        raise_repeat_error(is_text, what)


def length_overflows(length, n):
    from rpython.rlib.rarithmetic import ovfcheck
    try:
        ovfcheck(length * n)
    except OverflowError:
        return True
    return False


def raise_repeat_error(is_text, what):
    """seq * n too big to allocate: OverflowError for str and bytes when
    the length overflows (CPython checks that first), else MemoryError."""
    from objspace.model import OperationError
    from objspace.exceptions import oefmt, w_MemoryError, w_OverflowError, \
        W_BaseException
    if is_text:
        raise oefmt(w_OverflowError, what + " too long")
    raise OperationError(W_BaseException(w_MemoryError, []))


def _repeat(w_seq, n, inplace):
    if isinstance(w_seq, W_Str):
        return W_Str(w_seq.utf8 * n, w_seq.length * n)
    if isinstance(w_seq, W_List):
        ints = w_seq.ints
        if ints is not None:
            if inplace:
                w_seq.ints = ints * n
                return w_seq
            return newlist_ints(ints * n)
        floats = w_seq.floats
        if floats is not None:
            if inplace:
                w_seq.floats = floats * n
                return w_seq
            return newlist_floats(floats * n)
        if inplace:
            w_seq.items_w = w_seq.items_w * n
            return w_seq
        return W_List(w_seq.items_w * n)
    if isinstance(w_seq, W_Tuple):
        return newtuple(w_seq.items_w * n)
    return None


_repeat._dont_inline_ = True  # see str_repeat


def unpack_iterable(w_iterable):
    """All items of any iterable, as a new RPython list."""
    if isinstance(w_iterable, W_List):
        if w_iterable.objects_w is not None:
            return list(w_iterable.objects_w)
        return w_iterable.boxed_items()     # (raw storage: a new list)
    if isinstance(w_iterable, W_Tuple):
        return list(w_iterable.items_w)
    from objspace.containers import iter_w, next_w
    from objspace.iterobject import W_RangeIterator, W_SeqIterator
    w_it = iter_w(w_iterable)
    if type(w_it) is W_RangeIterator:
        return w_it.take_rest()
    hint = 0
    if type(w_it) is W_SeqIterator:     # (a list or tuple subclass)
        hint = w_it.remaining()
    result = newlist_hint(hint)
    from interpreter.runtime.gen_drain import ListSink, next_through
    sink = ListSink(result)     # (a generator's items taken in its frame)
    while True:
        w_item = next_through(w_it, sink)
        if w_item is None:
            break
        result.append(w_item)
    return result


def compare_sequences(w_a, w_b, op):
    """Lexicographic comparison of two lists or two tuples."""
    from objspace import operations as ops
    if isinstance(w_a, W_List) and isinstance(w_b, W_List) and \
            w_a.ints is not None and w_b.ints is not None:
        return _compare_ints(w_a.ints, w_b.ints, op)
    if isinstance(w_a, W_List):
        a = w_a.items_w
    else:
        assert isinstance(w_a, W_Tuple)
        a = w_a.items_w
    if isinstance(w_b, W_List):
        b = w_b.items_w
    else:
        assert isinstance(w_b, W_Tuple)
        b = w_b.items_w
    if (op == A.EQ or op == A.NE) and len(a) != len(b):
        return op == A.NE
    i = 0
    while i < len(a) and i < len(b):
        w_x = a[i]
        w_y = b[i]
        if w_x is not w_y:      # (identical items are equal, as CPython)
            if type(w_x) is W_Int and type(w_y) is W_Int:
                if w_x.intval != w_y.intval:
                    break
            elif not ops.eq_bool(w_x, w_y):
                break
        i += 1
    if i >= len(a) or i >= len(b):
        return ops.cmp_ints(len(a), len(b), op)
    if op == A.EQ:
        return False
    if op == A.NE:
        return True
    return _item_compare(a[i], b[i], op)


@always_inline
def _item_compare(w_x, w_y, op):
    """The comparison of the first items that differ, raw for two ints,
    two strs or two floats (sort keys like `(p[0], p[1])`: the generic
    compare's chain of tests and its bool object were a third of a
    comparison); anything else by the generic compare."""
    from objspace import operations as ops
    if type(w_x) is W_Int and type(w_y) is W_Int:
        return ops.cmp_ints(w_x.intval, w_y.intval, op)
    if type(w_x) is W_Str and type(w_y) is W_Str:
        return ops.cmp_strs(w_x.utf8, w_y.utf8, op)
    if type(w_x) is W_Float and type(w_y) is W_Float:
        return ops.cmp_floats(w_x.floatval, w_y.floatval, op)
    return ops.is_true(ops.compare(w_x, w_y, op))


def _compare_ints(a, b, op):
    """compare_sequences of two lists in int storage, raw."""
    from objspace import operations as ops
    if (op == A.EQ or op == A.NE) and len(a) != len(b):
        return op == A.NE
    i = 0
    while i < len(a) and i < len(b):
        if a[i] != b[i]:
            return ops.cmp_ints(a[i], b[i], op)
        i += 1
    return ops.cmp_ints(len(a), len(b), op)


def list_extend_from(w_list, w_iterable):
    """w_list.extend(w_iterable), `+=` and LIST_EXTEND: a list in float
    (int) storage, or with none yet, extended with plain floats (exact
    machine ints) keeps them raw."""
    if isinstance(w_iterable, W_List) and w_iterable.objects_w is None:
        if _extend_raw(w_list, w_iterable):
            return
    if w_list.objects_w is not None:
        w_list.objects_w.extend(unpack_iterable(w_iterable))
        return
    items_w = unpack_iterable(w_iterable)
    if not items_w:
        return                  # (no switch of a raw storage)
    # (unpacking may have run code that gave the list another storage;
    # newlist_from_items takes items_w raw if all are ints or all floats)
    if _extend_raw(w_list, newlist_from_items(items_w)):
        return
    w_list.items_w.extend(items_w)


def _extend_raw(w_list, w_raw):
    """Extend w_list with w_raw's raw items if w_list's storage (or none
    yet) can take them raw; False if it cannot."""
    ints = w_raw.ints
    if ints is not None and w_list.int_view() is not None:
        w_list.ints = _joined(w_list.ints, ints)
        return True
    floats = w_raw.floats
    if floats is not None and w_list.float_view() is not None:
        w_list.floats = _joined(w_list.floats, floats)
        return True
    return False


@specialize.call_location()    # (see _sliced)
def _joined(mine, theirs):
    """mine (a list's raw storage, or None for none yet) extended with a
    copy of theirs."""
    if mine is None:
        return theirs[:]
    mine.extend(theirs)
    return mine

