"""tuple methods: index and count."""

from objspace import builtinsub
from objspace.intobject import newint
from objspace.tupleobject import W_Tuple, w_tuple_type
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.listmethods import (check_onearg, check_positional, bad_self,
                                  slice_index, install)
from objspace import operations as ops


def _self(args, meth):
    if args.args_w:
        w_self = args.args_w[0]
        w_self = builtinsub.unwrap(w_self)
        if isinstance(w_self, W_Tuple):
            return w_self
        bad_self(meth, "tuple", w_self)
    raise_type_error("descriptor '%s' of 'tuple' object needs an argument"
                     % meth)
    raise AssertionError


def tuple_index(args):
    w_tuple = _self(args, "index")
    rest = check_positional(args, "tuple.index", "index", 1, 3)
    items_w = w_tuple.items_w
    n = len(items_w)
    start = 0
    stop = n
    if len(rest) > 1:
        start = slice_index(rest[1], n)
    if len(rest) > 2:
        stop = slice_index(rest[2], n)
    i = start
    while i < stop:
        if ops.eq_bool(items_w[i], rest[0]):
            return newint(i)
        i += 1
    raise_value_error("tuple.index(x): x not in tuple")
    raise AssertionError


def tuple_count(args):
    w_tuple = _self(args, "count")
    w_value = check_onearg(args, "tuple.count")
    count = 0
    for w_item in w_tuple.items_w:
        if ops.eq_bool(w_item, w_value):
            count += 1
    return newint(count)


install(w_tuple_type, "index", tuple_index)
install(w_tuple_type, "count", tuple_count)
