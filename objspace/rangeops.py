"""range operations on int objects, for any range (W_Range of machine
ints or W_LongRange): equality and hash, slicing (CPython's
compute_slice), index and count, and slice.indices (CPython's
_PySlice_GetLongIndices), all exact with bounds of any size."""

from interpreter.frontend import astnodes as A
from objspace.intobject import W_Int, newint
from objspace.iterobject import W_Range
from objspace.longrange import W_LongRange
from objspace.noneobject import W_None, W_NoneObject
from objspace.tupleobject import newtuple
from objspace.exceptions import raise_type_error, raise_value_error
from objspace import operations as ops


def _add(w_a, w_b):
    return ops.binary_op(w_a, w_b, A.NB_ADD)


def _mul(w_a, w_b):
    return ops.binary_op(w_a, w_b, A.NB_MULTIPLY)


def _lt(w_a, w_b):
    return ops.is_true(ops.compare(w_a, w_b, A.LT))


def _eq(w_a, w_b):
    return ops.eq_bool(w_a, w_b)


def is_range(w_obj):
    return isinstance(w_obj, W_Range) or isinstance(w_obj, W_LongRange)


def parts(w_r):
    """(start, stop, step, length) of a range, as int objects."""
    if isinstance(w_r, W_Range):
        return (newint(w_r.start), newint(w_r.stop), newint(w_r.step),
                newint(w_r.length))
    assert isinstance(w_r, W_LongRange)
    return w_r.w_start, w_r.w_stop, w_r.w_step, w_r.w_length


def make_range(w_start, w_stop, w_step):
    """range(start, stop, step) of int objects: a W_Range when everything
    fits a machine word, else a W_LongRange."""
    from objspace.model import OperationError
    if isinstance(w_start, W_Int) and isinstance(w_stop, W_Int) and \
            isinstance(w_step, W_Int):
        try:
            return W_Range(w_start.intval, w_stop.intval, w_step.intval)
        except OperationError:
            pass        # a length beyond a machine word: a long range
    return W_LongRange(w_start, w_stop, w_step)


def range_eq(w_a, w_b):
    """CPython's range_equals: equal lengths, and equal starts unless
    empty, and equal steps unless of length one."""
    start_a, stop_a, step_a, len_a = parts(w_a)
    start_b, stop_b, step_b, len_b = parts(w_b)
    if not _eq(len_a, len_b):
        return False
    if _eq(len_a, newint(0)):
        return True
    if not _eq(start_a, start_b):
        return False
    return _eq(len_a, newint(1)) or _eq(step_a, step_b)


def range_hash(w_r):
    """hash((len, start, step)) with None for what equality ignores."""
    w_start, w_stop, w_step, w_len = parts(w_r)
    if _eq(w_len, newint(0)):
        w_start = W_None
        w_step = W_None
    elif _eq(w_len, newint(1)):
        w_step = W_None
    return ops.hash_w(newtuple([w_len, w_start, w_step]))


def _slice_index(w_v):
    from objspace.sequences import index_or_none
    w_i = index_or_none(w_v)
    if w_i is None:
        raise_type_error("slice indices must be integers or None or have "
                         "an __index__ method")
    return w_i


def long_indices(w_slice, w_length):
    """(start, stop, step) int objects for a slice of a sequence of the
    given length (an int object >= 0)."""
    w_zero = newint(0)
    if isinstance(w_slice.w_step, W_NoneObject):
        w_step = newint(1)
    else:
        w_step = _slice_index(w_slice.w_step)
        if _eq(w_step, w_zero):
            raise_value_error("slice step cannot be zero")
    negative = _lt(w_step, w_zero)
    if negative:
        w_lower = newint(-1)
        w_upper = _add(w_length, w_lower)
    else:
        w_lower = w_zero
        w_upper = w_length
    w_start = _bound(w_slice.w_start, w_length, w_lower, w_upper,
                     w_upper if negative else w_lower)
    w_stop = _bound(w_slice.w_stop, w_length, w_lower, w_upper,
                    w_lower if negative else w_upper)
    return w_start, w_stop, w_step


def _bound(w_v, w_length, w_lower, w_upper, w_default):
    if isinstance(w_v, W_NoneObject):
        return w_default
    w_i = _slice_index(w_v)
    if _lt(w_i, newint(0)):
        w_i = _add(w_i, w_length)
        if _lt(w_i, w_lower):
            w_i = w_lower
    elif _lt(w_upper, w_i):
        w_i = w_upper
    return w_i


def slice_indices_w(w_slice, w_length):
    """slice.indices(length) as a tuple of int objects."""
    from objspace.modules.builtins_more import index_w
    w_n = index_w(w_length)
    if _lt(w_n, newint(0)):
        raise_value_error("length should not be negative")
    w_start, w_stop, w_step = long_indices(w_slice, w_n)
    return newtuple([w_start, w_stop, w_step])


def range_slice(w_r, w_slice):
    """range[a:b:c]: the range of the items at the adjusted bounds."""
    w_start, w_stop, w_step, w_len = parts(w_r)
    w_i, w_j, w_k = long_indices(w_slice, w_len)
    return make_range(_add(w_start, _mul(w_i, w_step)),
                      _add(w_start, _mul(w_j, w_step)),
                      _mul(w_step, w_k))


def range_position(w_r, w_value):
    """The index of an int in the range as an int object, or None."""
    w_start, w_stop, w_step, w_len = parts(w_r)
    w_off = ops.binary_op(w_value, w_start, A.NB_SUBTRACT)
    w_q = ops.binary_op(w_off, w_step, A.NB_FLOOR_DIVIDE)
    w_rem = ops.binary_op(w_off, w_step, A.NB_REMAINDER)
    if not _eq(w_rem, newint(0)) or _lt(w_q, newint(0)) or \
            not _lt(w_q, w_len):
        return None
    return w_q
