"""range and the iterators over built-in sequences. `next_w` returns
None at exhaustion so FOR_ITER needs no exception."""

import sys

from rpython.rlib.rarithmetic import intmask
from rpython.rlib.objectmodel import newlist_hint

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import newint


class W_Range(W_Object):
    _attrs_ = _immutable_fields_ = ("start", "stop", "step", "length")

    def __init__(self, start, stop, step):
        self.start = start
        self.stop = stop
        self.step = step
        self.length = range_length(start, stop, step)

    def gettype(self):
        return w_range_type

    def getattr_hook(self, name):
        # read by class patterns too: `case range(stop=n)`
        if name == "start":
            return newint(self.start)
        if name == "stop":
            return newint(self.stop)
        if name == "step":
            return newint(self.step)
        return None

    def eq_hook(self, w_other):
        if not isinstance(w_other, W_Range):
            from objspace.longrange import W_LongRange
            if isinstance(w_other, W_LongRange):
                from objspace.rangeops import range_eq
                return range_eq(self, w_other)
            return False
        if self.length != w_other.length:
            return False
        if self.length == 0:
            return True
        if self.start != w_other.start:
            return False
        return self.length == 1 or self.step == w_other.step


def range_length(start, stop, step):
    """The number of items, computed in unsigned arithmetic as CPython's
    get_len_of_range so that a span wider than the machine range does not
    wrap; OverflowError when the count itself does not fit."""
    from rpython.rlib.rarithmetic import r_uint
    if step > 0:
        lo = start
        hi = stop
        ustep = r_uint(step)
    else:
        lo = stop
        hi = start
        ustep = r_uint(0) - r_uint(step)
    if lo >= hi:
        return 0
    n = (r_uint(hi) - r_uint(lo) - 1) // ustep + 1
    if n > r_uint(sys.maxint):
        from objspace.exceptions import raise_overflow
        raise_overflow("Python int too large to convert to C ssize_t")
    return intmask(n)


class W_AbstractIterator(W_Object):
    _attrs_ = ()
    # False for coroutines and async generators: iterators in lbbv (they
    # share the generator machinery) that iter() and `for` must refuse
    iterable = True

    def next_w(self):
        """The next item, or None when exhausted."""
        raise NotImplementedError

    def next_pair_into(self, stack, i0, i1):
        """`for a, b in it` without the pair: the next item's two parts
        stored into stack[i0] and stack[i1] (tier 2's BB_FOR_ITER before
        an unpack into two locals, tier2_ops.iter_into_locals). 1 when
        stored, 0 when exhausted, -1 when this iterator makes its items
        as objects (nothing done: the caller unpacks next_w's item)."""
        return -1

    def gettype(self):
        return w_iterator_type


class W_RangeIterator(W_AbstractIterator):
    # length: the count at the start (for __reduce__ / __setstate__)
    _attrs_ = ("current", "remaining", "step", "length")

    def __init__(self, start, length, step):
        self.current = start
        self.remaining = length
        self.step = step
        self.length = length

    def next_w(self):
        if self.remaining <= 0:
            return None
        value = self.current
        self.current += self.step
        self.remaining -= 1
        return newint(value)

    def take_rest(self):
        """All the items left, as a new RPython list sized once
        (list(range(n)), unpacking: the list grew by doubling, and memset
        and memcpy were a sixth of `list(range(n))`); the iterator is
        exhausted after (unlike the dict and set iterators' rest_w)."""
        n = self.remaining
        result = newlist_hint(n if n > 0 else 0)
        for k in range(n):
            result.append(newint(self.current + k * self.step))
        if n > 0:
            self.current += n * self.step
            self.remaining = 0
        return result

    def take_rest_ints(self):
        """take_rest's values unboxed (list(range(n)): a list in int
        storage, objspace/listobject.py)."""
        n = self.remaining
        result = [0] * (n if n > 0 else 0)
        for k in range(n):
            result[k] = self.current + k * self.step
        if n > 0:
            self.current += n * self.step
            self.remaining = 0
        return result

    def gettype(self):
        return w_range_iterator_type


# the index of an exhausted sequence iterator: it stays exhausted when
# the list grows afterwards, as CPython's (which drops the list)
EXHAUSTED = sys.maxint


class W_SeqIterator(W_AbstractIterator):
    """Iterates a list (seeing its growth, like CPython) or a tuple."""
    _attrs_ = ("w_seq", "index")

    def __init__(self, w_seq):
        self.w_seq = w_seq
        self.index = 0

    def next_w(self):
        from objspace.listobject import W_List
        from objspace.tupleobject import W_Tuple
        w_seq = self.w_seq
        if isinstance(w_seq, W_List):
            i = self.index
            if i >= w_seq.length():
                self.index = EXHAUSTED
                return None
            self.index = i + 1
            return w_seq.getitem(i)
        else:
            assert isinstance(w_seq, W_Tuple)
            items_w = w_seq.items_w
        i = self.index
        if i >= len(items_w):
            self.index = EXHAUSTED
            return None
        self.index = i + 1
        return items_w[i]

    def remaining(self):
        """How many items are left (0 once exhausted)."""
        from objspace.listobject import W_List
        from objspace.tupleobject import W_Tuple
        if self.index == EXHAUSTED:
            return 0
        w_seq = self.w_seq
        if isinstance(w_seq, W_List):
            size = w_seq.length()
        else:
            assert isinstance(w_seq, W_Tuple)
            size = len(w_seq.items_w)
        return max(size - self.index, 0)

    def gettype(self):
        from objspace.listobject import W_List
        if isinstance(self.w_seq, W_List):
            return w_list_iterator_type
        return w_tuple_iterator_type


class W_ListIterWrapper(W_AbstractIterator):
    """Iterates a snapshot list of objects (dict views, sets, str)."""
    _attrs_ = ("items_w", "index")

    def __init__(self, items_w):
        self.items_w = items_w
        self.index = 0

    def next_w(self):
        i = self.index
        if i >= len(self.items_w):
            self.index = EXHAUSTED
            return None
        self.index = i + 1
        return self.items_w[i]


class W_StrIterator(W_ListIterWrapper):
    """Iterates a str's characters (a snapshot), keeping the str for
    __reduce__."""
    _attrs_ = ("w_str",)

    def __init__(self, items_w, w_str):
        from objspace.strobject import W_Str
        W_ListIterWrapper.__init__(self, items_w)
        assert isinstance(w_str, W_Str)
        self.w_str = w_str

    def gettype(self):
        w_str = self.w_str
        if w_str.length == len(w_str.utf8):
            return w_str_ascii_iterator_type
        return w_str_iterator_type


w_range_type = W_TypeObject("range", [w_object_type])
w_iterator_type = W_TypeObject("iterator", [w_object_type])
w_range_iterator_type = W_TypeObject("range_iterator", [w_object_type])
w_str_iterator_type = W_TypeObject("str_iterator", [w_object_type])
w_str_ascii_iterator_type = W_TypeObject("str_ascii_iterator",
                                         [w_object_type])
w_list_iterator_type = W_TypeObject("list_iterator", [w_object_type])
w_tuple_iterator_type = W_TypeObject("tuple_iterator", [w_object_type])
