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
    from objspace.rangeops import is_range
    if args.args_w:
        w_self = args.args_w[0]
        if is_range(w_self):
            return w_self
        bad_self(meth, "range", w_self)
    raise_type_error("descriptor '%s' of 'range' object needs an argument"
                     % meth)
    raise AssertionError


def _is_exact_int(w_value):
    from objspace.intobject import W_Bool
    return type(w_value) is W_Int or type(w_value) is W_Long or \
        isinstance(w_value, W_Bool)


def _position(w_range, w_value):
    """The index of w_value among the items as an int object, or None:
    ints by arithmetic, other values by equality with the items."""
    from objspace.rangeops import range_position
    if _is_exact_int(w_value):
        return range_position(w_range, w_value)
    w_it = containers.iter_w(w_range)
    k = 0
    while True:
        w_item = containers.next_w(w_it)
        if w_item is None:
            return None
        if ops.eq_bool(w_item, w_value):
            return newint(k)
        k += 1


def range_index(args):
    w_range = _self(args, "index")
    w_value = check_onearg(args, "range.index")
    w_k = _position(w_range, w_value)
    if w_k is None:
        if type(w_value) is W_Int or type(w_value) is W_Long:
            raise_value_error("%s is not in range" % repr_w(w_value))
        raise_value_error("sequence.index(x): x not in sequence")
    return w_k


def range_count(args):
    w_range = _self(args, "count")
    w_value = check_onearg(args, "range.count")
    if _is_exact_int(w_value):
        return newint(1 if _position(w_range, w_value) is not None else 0)
    count = 0
    w_it = containers.iter_w(w_range)
    while True:
        w_item = containers.next_w(w_it)
        if w_item is None:
            break
        if ops.eq_bool(w_item, w_value):
            count += 1
    return newint(count)


install(w_range_type, "index", range_index)
install(w_range_type, "count", range_count)


def slice_indices_meth(args):
    """slice.indices(length): the adjusted (start, stop, step), computed
    on int objects as CPython's (any size)."""
    from objspace.sequences import W_Slice
    from objspace.rangeops import slice_indices_w
    if not args.args_w or not isinstance(args.args_w[0], W_Slice):
        raise_type_error("descriptor 'indices' for 'slice' objects needs a "
                         "slice")
    w_slice = args.args_w[0]
    assert isinstance(w_slice, W_Slice)
    w_len = check_onearg(args, "slice.indices")
    return slice_indices_w(w_slice, w_len)


def _install_slice():
    from objspace.sequences import w_slice_type
    install(w_slice_type, "indices", slice_indices_meth)


_install_slice()
