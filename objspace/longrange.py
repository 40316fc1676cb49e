"""range objects whose bounds or length do not fit a machine word
(`range(1 << 1000)`, as _collections_abc builds at import): the same
`range` type, with int objects for start, stop, step and length, and a
`longrange_iterator` that counts with them. Everything of machine size
stays a W_Range (objspace/iterobject.py)."""

from interpreter.frontend import astnodes as A
from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.iterobject import W_AbstractIterator, w_range_type
from objspace.intobject import W_Int, newint
from objspace import operations as ops


def _add(w_a, w_b):
    return ops.binary_op(w_a, w_b, A.NB_ADD)


def _sub(w_a, w_b):
    return ops.binary_op(w_a, w_b, A.NB_SUBTRACT)


def _mul(w_a, w_b):
    return ops.binary_op(w_a, w_b, A.NB_MULTIPLY)


def _lt(w_a, w_b):
    return ops.is_true(ops.compare(w_a, w_b, A.LT))


def long_length(w_start, w_stop, w_step):
    """CPython's compute_range_length on int objects."""
    w_zero = newint(0)
    w_one = newint(1)
    if _lt(w_zero, w_step):
        w_lo, w_hi, w_s = w_start, w_stop, w_step
    else:
        w_lo, w_hi, w_s = w_stop, w_start, ops.unary_negative(w_step)
    if not _lt(w_lo, w_hi):
        return w_zero
    w_diff = _sub(_sub(w_hi, w_lo), w_one)
    return _add(ops.binary_op(w_diff, w_s, A.NB_FLOOR_DIVIDE), w_one)


class W_LongRange(W_Object):
    _attrs_ = _immutable_fields_ = ("w_start", "w_stop", "w_step",
                                    "w_length")

    def __init__(self, w_start, w_stop, w_step):
        self.w_start = w_start
        self.w_stop = w_stop
        self.w_step = w_step
        self.w_length = long_length(w_start, w_stop, w_step)

    def gettype(self):
        return w_range_type

    def getattr_hook(self, name):
        if name == "start":
            return self.w_start
        if name == "stop":
            return self.w_stop
        if name == "step":
            return self.w_step
        return None

    def len_hook(self):
        w_n = self.w_length
        if isinstance(w_n, W_Int):
            return w_n.intval
        from objspace.exceptions import raise_overflow
        raise_overflow("Python int too large to convert to C ssize_t")
        return 0

    def iter_hook(self):
        return W_LongRangeIterator(self.w_start, self.w_length, self.w_step)

    def reversed_iter(self):
        """reversed(): from the last item down, by -step."""
        w_last = self.w_start
        if _lt(newint(0), self.w_length):
            w_last = _add(self.w_start, _mul(_sub(self.w_length, newint(1)),
                                             self.w_step))
        return W_LongRangeIterator(w_last, self.w_length,
                                   ops.unary_negative(self.w_step))

    def getitem_hook(self, w_key):
        from objspace.sequences import index_or_none, W_Slice
        from objspace.exceptions import raise_index_error, raise_type_error
        if isinstance(w_key, W_Slice):
            from objspace.rangeops import range_slice
            return range_slice(self, w_key)
        w_i = index_or_none(w_key)
        if w_i is None:
            raise_type_error("range indices must be integers or slices, not "
                             "%s" % w_key.gettype().name)
        assert w_i is not None
        if _lt(w_i, newint(0)):
            w_i = _add(w_i, self.w_length)
        if _lt(w_i, newint(0)) or not _lt(w_i, self.w_length):
            raise_index_error("range object index out of range")
        return _add(self.w_start, _mul(w_i, self.w_step))

    def contains_hook(self, w_item):
        from objspace.intobject import W_AbstractInt
        if not isinstance(w_item, W_AbstractInt):
            return -1           # compare item by item
        w_off = _sub(w_item, self.w_start)
        w_q = ops.binary_op(w_off, self.w_step, A.NB_FLOOR_DIVIDE)
        w_r = ops.binary_op(w_off, self.w_step, A.NB_REMAINDER)
        ok = ops.eq_bool(w_r, newint(0)) and not _lt(w_q, newint(0)) and \
            _lt(w_q, self.w_length)
        return 1 if ok else 0

    def eq_hook(self, w_other):
        from objspace.rangeops import range_eq, is_range
        return is_range(w_other) and range_eq(self, w_other)

    def repr_hook(self):
        from objspace.reprs import repr_w
        if ops.eq_bool(self.w_step, newint(1)):
            return "range(%s, %s)" % (repr_w(self.w_start),
                                      repr_w(self.w_stop))
        return "range(%s, %s, %s)" % (repr_w(self.w_start),
                                      repr_w(self.w_stop),
                                      repr_w(self.w_step))


class W_LongRangeIterator(W_AbstractIterator):
    # w_start, w_length: where it began (for __reduce__ / __setstate__)
    _attrs_ = ("w_current", "w_remaining", "w_step", "w_start", "w_length")

    def __init__(self, w_start, w_length, w_step):
        self.w_current = w_start
        self.w_remaining = w_length
        self.w_step = w_step
        self.w_start = w_start
        self.w_length = w_length

    def next_w(self):
        if not _lt(newint(0), self.w_remaining):
            return None
        w_value = self.w_current
        self.w_current = _add(w_value, self.w_step)
        self.w_remaining = _sub(self.w_remaining, newint(1))
        return w_value

    def gettype(self):
        return w_longrange_iterator_type


from objspace.funcobject import W_BuiltinFunction  # noqa: E402
w_longrange_iterator_type = W_TypeObject("longrange_iterator",
                                         [w_object_type])
from objspace.builtin_iters import add_iterator_methods  # noqa: E402
add_iterator_methods(w_longrange_iterator_type)
