"""Generators drained by built-ins: `list(g)`, `tuple(x for x in s)`,
`set(...)`, `sum(...)`, `any(...)`, `all(...)`, `"".join(...)` take the
items of a generator in the eval loop, without leaving its frame.

A built-in consuming a whole iterable calls next() on it item by item; for
a generator each item is a resumption of its frame (W_Generator.resume,
run_frame, execute_frame, the loop's entry and stack check: about 200
machine instructions before the generator's own code runs; bench/styles
gen_sum ran at 0.66x of CPython). Here the built-in gives the generator a
Sink and resumes it once (W_Generator.drain): each YIELD_VALUE offers the
value to the sink (eval.py), which takes it (a list append, a set add of
an int, a running int sum) and the frame goes on at once as if next() had
resumed it; a value the sink declines is yielded the usual way, to the
built-in's own loop, which handles it (and may run Python code or raise
there, with the generator paused as in CPython) and drains again.

A sink's take() runs inside the generator's frame, so it never runs
Python code and never raises: it declines whatever it cannot take without
that (an object whose hash or truth is a Python method, a set that may
hold such objects, a sum that leaves machine ints or floats)."""

from rpython.rlib.rarithmetic import ovfcheck

from objspace.intobject import W_Int, W_Bool, newint
from objspace.floatobject import W_Float, newfloat
from objspace.strobject import W_Str
from objspace.noneobject import W_NoneObject


class Sink(object):
    """What a built-in does with each value a generator it drains
    yields."""

    def take(self, w_value):
        """True: taken, the generator goes on; False: declined, the
        generator yields it to the built-in."""
        raise NotImplementedError


def next_through(w_it, sink):
    """containers.next_w, except that a generator is drained into `sink`
    (None: not here): the next item the sink declined, or None at the
    end."""
    from interpreter.runtime.generator import W_Generator
    from objspace.containers import next_w
    if sink is not None and type(w_it) is W_Generator:
        return w_it.drain(sink)
    return next_w(w_it)


class ListSink(Sink):
    """list(g), tuple(g), sorted(g), "".join(g)... (unpack_iterable):
    every item appended."""

    def __init__(self, items_w):
        self.items_w = items_w

    def take(self, w_value):
        self.items_w.append(w_value)
        return True


def plain_key(w_value):
    """A set key whose hash and equality are RPython's own: an exact int,
    bool, float or str, or None."""
    t = type(w_value)
    return t is W_Int or t is W_Bool or t is W_Float or t is W_Str or \
        t is W_NoneObject


class SetSink(Sink):
    """set(g) (W_BaseSet.update_internal on an empty set): plain keys
    added while every key in the set is plain, so that no comparison with
    an entry runs a Python __eq__."""

    def __init__(self, w_set):
        self.w_set = w_set
        self.plain = True

    def take(self, w_value):
        if self.plain and plain_key(w_value):
            self.w_set.add(w_value)
            return True
        return False

    def add(self, w_value):
        """A declined value, added by the built-in's own loop."""
        if self.plain and not plain_key(w_value):
            self.plain = False
        self.w_set.add(w_value)


class SumSink(Sink):
    """sum(g): machine ints (no overflow) and floats added here, as
    b_sum's own fast paths; the rest by the generic `+` in add()."""

    def __init__(self, w_acc):
        self.w_acc = w_acc

    def take(self, w_value):
        w_acc = self.w_acc
        if isinstance(w_acc, W_Int) and isinstance(w_value, W_Int):
            try:
                self.w_acc = newint(ovfcheck(w_acc.intval + w_value.intval))
            except OverflowError:
                return False
            return True
        if isinstance(w_acc, W_Float) and isinstance(w_value, W_Float):
            self.w_acc = newfloat(w_acc.floatval + w_value.floatval)
            return True
        return False

    def add(self, w_value):
        if not self.take(w_value):
            from objspace import operations as ops
            from interpreter.frontend import astnodes as A
            self.w_acc = ops.binary_op(self.w_acc, w_value, A.NB_ADD)


def plain_less(w_a, w_b):
    """1 or 0 for `w_a < w_b` of two ints, two floats or two strs, whose
    order is RPython's own, else -1."""
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        return 1 if w_a.intval < w_b.intval else 0
    if isinstance(w_a, W_Float) and isinstance(w_b, W_Float):
        return 1 if w_a.floatval < w_b.floatval else 0
    if isinstance(w_a, W_Str) and isinstance(w_b, W_Str):
        return 1 if w_a.utf8 < w_b.utf8 else 0
    return -1


class MinMaxSink(Sink):
    """min(g), max(g) without a key: the first value, and the next ones
    that compare with the best so far by plain_less."""

    def __init__(self, is_max):
        self.is_max = is_max
        self.w_best = None

    def take(self, w_value):
        w_best = self.w_best
        if w_best is None:
            self.w_best = w_value
            return True
        if self.is_max:
            better = plain_less(w_best, w_value)
        else:
            better = plain_less(w_value, w_best)
        if better < 0:
            return False
        if better == 1:
            self.w_best = w_value
        return True


def plain_truth(w_value):
    """1 or 0 for a value whose truth is RPython's own (an exact bool,
    int, float or str, or None), else -1."""
    t = type(w_value)
    if t is W_Bool or t is W_Int:
        assert isinstance(w_value, W_Int)
        return 1 if w_value.intval != 0 else 0
    if t is W_NoneObject:
        return 0
    if t is W_Float:
        assert isinstance(w_value, W_Float)
        return 1 if w_value.floatval != 0.0 else 0
    if t is W_Str:
        assert isinstance(w_value, W_Str)
        return 1 if w_value.length != 0 else 0
    return -1


class TruthSink(Sink):
    """any(g) (`stop_on` 1) and all(g) (0): an item whose truth is plain
    and does not decide the answer is taken; the built-in sees the rest
    (the deciding item, or one whose truth is a Python method)."""

    def __init__(self, stop_on):
        self.stop_on = stop_on

    def take(self, w_value):
        truth = plain_truth(w_value)
        return truth >= 0 and truth != self.stop_on
