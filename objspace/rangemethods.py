"""range methods: index and count (ints by arithmetic, other values by
equality with the items, as CPython does); slice.indices."""

from objspace.intobject import W_Int, W_Long, newint
from objspace.iterobject import W_Range, w_range_type
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.listmethods import check_onearg, bad_self, install
from objspace.reprs import repr_w
from objspace import operations as ops
from objspace import containers


def _self(args, meth):
    if args.args_w:
        w_self = args.args_w[0]
        if isinstance(w_self, W_Range):
            return w_self
        bad_self(meth, "range", w_self)
    raise_type_error("descriptor '%s' of 'range' object needs an argument"
                     % meth)
    raise AssertionError


def _position(w_range, w_value):
    """The index of w_value among the items, or -1."""
    if isinstance(w_value, W_Int):
        if not containers.contains_w(w_range, w_value):
            return -1
        return (w_value.intval - w_range.start) // w_range.step
    for k in range(w_range.length):
        if ops.eq_bool(newint(w_range.start + k * w_range.step), w_value):
            return k
    return -1


def range_index(args):
    w_range = _self(args, "index")
    w_value = check_onearg(args, "range.index")
    k = _position(w_range, w_value)
    if k < 0:
        if type(w_value) is W_Int or type(w_value) is W_Long:
            raise_value_error("%s is not in range" % repr_w(w_value))
        raise_value_error("sequence.index(x): x not in sequence")
    return newint(k)


def range_count(args):
    w_range = _self(args, "count")
    w_value = check_onearg(args, "range.count")
    if isinstance(w_value, W_Int):
        return newint(1 if _position(w_range, w_value) >= 0 else 0)
    count = 0
    for k in range(w_range.length):
        if ops.eq_bool(newint(w_range.start + k * w_range.step), w_value):
            count += 1
    return newint(count)


install(w_range_type, "index", range_index)
install(w_range_type, "count", range_count)


def slice_indices_meth(args):
    """slice.indices(length): the adjusted (start, stop, step); a big step
    is returned as it is, as CPython computes with unbounded ints."""
    from objspace.sequences import (W_Slice, w_slice_type, slice_indices,
                                    index_or_none, ssize_w, OVERFLOW)
    from objspace.tupleobject import newtuple
    if not args.args_w or not isinstance(args.args_w[0], W_Slice):
        raise_type_error("descriptor 'indices' for 'slice' objects needs a "
                         "slice")
    w_slice = args.args_w[0]
    assert isinstance(w_slice, W_Slice)
    w_len = check_onearg(args, "slice.indices")
    w_n = index_or_none(w_len)
    if w_n is None:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_len.gettype().name)
    if isinstance(w_n, W_Long) and w_n.bigval.sign < 0:
        raise_value_error("length should not be negative")
    if isinstance(w_n, W_Long):
        from objspace.exceptions import raise_overflow
        raise_overflow("Python int too large to convert to C ssize_t")
    length = ssize_w(w_n, OVERFLOW)
    if length < 0:
        raise_value_error("length should not be negative")
    start, stop, step, count = slice_indices(w_slice, length)
    w_step = newint(step)
    if isinstance(w_slice.w_step, W_Long):
        w_step = w_slice.w_step
    return newtuple([newint(start), newint(stop), w_step])


def _install_slice():
    from objspace.sequences import w_slice_type
    install(w_slice_type, "indices", slice_indices_meth)


_install_slice()
