"""list methods, slice assignment, stable sorting, and the argument
checks shared by the methods of the built-in containers."""

from objspace import builtinsub
from rpython.rlib.listsort import make_timsort_class
from rpython.rlib.objectmodel import specialize

from interpreter.frontend import astnodes as A
from objspace.model import OperationError, Arguments
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import W_Int, W_Long, newint
from objspace.strobject import W_Str
from objspace.floatobject import W_Float
from objspace.tupleobject import W_Tuple
from objspace.listobject import W_List, w_list_type, find_int, count_int
from objspace.noneobject import W_None, W_NoneObject
from objspace.instances import W_Instance
from objspace.sequences import (slice_indices, unpack_iterable,
                                list_extend_from)
from objspace.exceptions import (raise_value_error, raise_type_error,
                                 raise_index_error, raise_overflow)
from objspace import operations as ops


# --- argument checks with CPython 3.11's messages ---

def _plural(n):
    return "" if n == 1 else "s"


def no_kwargs(args, qualname):
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % qualname)


def check_noargs(args, qualname):
    """A METH_NOARGS method: only self."""
    no_kwargs(args, qualname)
    n = len(args.args_w) - 1
    if n != 0:
        raise_type_error("%s() takes no arguments (%d given)"
                         % (qualname, n))


def check_onearg(args, qualname):
    """A METH_O method: self and one argument, which is returned."""
    no_kwargs(args, qualname)
    n = len(args.args_w) - 1
    if n != 1:
        raise_type_error("%s() takes exactly one argument (%d given)"
                         % (qualname, n))
    return args.args_w[1]


def check_positional(args, qualname, short, min_n, max_n):
    """An Argument Clinic positional-only method; returns the arguments
    after self."""
    no_kwargs(args, qualname)
    n = len(args.args_w) - 1
    if min_n == max_n and n != min_n:
        raise_type_error("%s expected %d argument%s, got %d"
                         % (short, min_n, _plural(min_n), n))
    if n < min_n:
        raise_type_error("%s expected at least %d argument%s, got %d"
                         % (short, min_n, _plural(min_n), n))
    if n > max_n:
        raise_type_error("%s expected at most %d argument%s, got %d"
                         % (short, max_n, _plural(max_n), n))
    return args.args_w[1:]


def bad_self(meth, typename, w_self):
    raise_type_error("descriptor '%s' for '%s' objects doesn't apply to a "
                     "'%s' object" % (meth, typename,
                                      w_self.gettype().name))


def as_index(w_obj):
    """An int argument (operator.index), OverflowError beyond 64 bits."""
    if isinstance(w_obj, W_Int):
        return w_obj.intval
    if isinstance(w_obj, W_Long):
        raise_overflow("Python int too large to convert to C ssize_t")
    if isinstance(w_obj, W_Instance):
        w_meth = w_obj.gettype().lookup("__index__")
        if w_meth is not None:
            from objspace.funcobject import special_binding
            return as_index(ops.call_special(special_binding(w_meth),
                                             w_obj, []))
    raise_type_error("'%s' object cannot be interpreted as an integer"
                     % w_obj.gettype().name)
    return 0


def slice_index(w_obj, length):
    """A start/stop argument of index(): clamped to [0, length]."""
    if isinstance(w_obj, W_Instance):
        from objspace.sequences import index_or_none
        w_i = index_or_none(w_obj)
        if w_i is not None:
            w_obj = w_i
    if isinstance(w_obj, W_Long):
        i = length if w_obj.bigval.sign > 0 else 0
    elif isinstance(w_obj, W_Int):
        i = w_obj.intval
    else:
        raise_type_error("slice indices must be integers or have an "
                         "__index__ method")
        return 0
    if i < 0:
        i += length
        if i < 0:
            i = 0
    elif i > length:
        i = length
    return i


def install(w_type, name, fn, method1=None):
    w_type.dict_w[name] = W_BuiltinFunction(name, fn, method1=method1)


# --- slice assignment ---

def set_slice(w_list, w_slice, w_value):
    """`a[i:j:k] = b`: an int (float) list assigned the items of an int
    (float) list keeps its raw storage (fannkuch's `perm[:k + 1] =
    perm[k::-1]`); an empty b fits any storage (`a[i:j] = []`), a list
    with no storage yet takes b's."""
    start, stop, step, count = slice_indices(w_slice, w_list.length())
    if isinstance(w_value, W_List):
        # (`a[::-1] = a` reads a copy)
        empty = w_value.length() == 0
        ints = w_list.int_view()
        new_i = [0] * 0 if empty else w_value.int_view()
        if ints is not None and new_i is not None:
            if w_value is w_list:
                new_i = new_i[:]
            w_list.ints = _assign_slice(ints, new_i, start, stop, step,
                                        count)
            return
        floats = w_list.float_view()
        new_f = [0.0] * 0 if empty else w_value.float_view()
        if floats is not None and new_f is not None:
            if w_value is w_list:
                new_f = new_f[:]
            w_list.floats = _assign_slice(floats, new_f, start, stop, step,
                                          count)
            return
    if isinstance(w_value, W_List) and w_value is not w_list:
        new_w = w_value.boxed_items()       # (read only: no copy)
    else:
        new_w = unpack_iterable(w_value)
    w_list.items_w = _assign_slice(w_list.items_w, new_w, start, stop, step,
                                   count)


@specialize.call_location()    # (see _sliced)
def _assign_slice(items, new, start, stop, step, count):
    """items (a list's storage of any kind) with the slice from
    slice_indices replaced by the items of new (read only): items itself
    or a new list, to become the list's storage."""
    if step == 1:
        if stop < start:
            stop = start
        assert start >= 0 and stop >= 0
        if len(new) == stop - start:        # `a[i:j] = b` of the same size
            for k in range(len(new)):
                items[start + k] = new[k]
            return items
        return items[:start] + new + items[stop:]
    if len(new) != count:
        raise_value_error("attempt to assign sequence of size %d to extended "
                          "slice of size %d" % (len(new), count))
    i = start
    for k in range(count):
        items[i] = new[k]
        i += step
    return items


def del_slice(w_list, w_slice):
    """`del a[i:j:k]`, in the list's own storage."""
    start, stop, step, count = slice_indices(w_slice, w_list.length())
    if count == 0:
        return
    ints = w_list.ints
    if ints is not None:
        w_list.ints = _without_slice(ints, start, step, count)
        return
    floats = w_list.floats
    if floats is not None:
        w_list.floats = _without_slice(floats, start, step, count)
        return
    w_list.items_w = _without_slice(w_list.items_w, start, step, count)


@specialize.call_location()    # (see _sliced)
def _without_slice(items, start, step, count):
    """items (a list's storage of any kind) without the count items from
    start by step (count > 0, from slice_indices): items itself or a new
    list, to become the list's storage."""
    if step == 1:
        stop = start + count
        assert start >= 0 and stop >= start
        del items[start:stop]
        return items
    if step < 0:                # the same items from the lowest
        start += step * (count - 1)
        step = -step
    assert start >= 0
    kept = items[:start]
    doomed = start              # the next item to drop
    for k in range(start, len(items)):
        if count > 0 and k == doomed:
            doomed += step
            count -= 1
        else:
            kept.append(items[k])
    return kept


# --- sorting ---

def obj_lt(w_a, w_b):
    """`w_a < w_b` for sorting. Two tuples (sort keys like `(p[0],
    p[1])`) go straight to tuple's comparison instead of through the
    generic compare's chain of tests and its bool object (sorted with a
    tuple key spent half its time there)."""
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        return w_a.intval < w_b.intval
    if isinstance(w_a, W_Str) and isinstance(w_b, W_Str):
        return w_a.utf8 < w_b.utf8
    if type(w_a) is W_Float and type(w_b) is W_Float:
        return w_a.floatval < w_b.floatval
    if type(w_a) is W_Tuple and type(w_b) is W_Tuple:
        return ops.sequence_compare(w_a, w_b, A.LT)
    return ops.is_true(ops.compare(w_a, w_b, A.LT))


IndexTimSort = make_timsort_class()


class KeyIndexSort(IndexTimSort):
    """Sorts a list of indexes into keys_w by their keys. Sorting the
    objects (or (key, value) pairs) themselves moved GC references around
    an old array n log n times, each store a write barrier call (a third
    of a key sort's instructions, with the pairs' allocation and
    tracing); ints need none, and the values are put in order once at
    the end."""

    def __init__(self, order, keys_w):
        IndexTimSort.__init__(self, order)
        self.keys_w = keys_w

    def lt(self, a, b):
        return obj_lt(self.keys_w[a], self.keys_w[b])


def _raw_key_sort(name):
    """A sort of indexes by keys that are all machine ints, doubles or
    utf-8 strings (the bytes' order is the code points'), compared raw:
    CPython's sort pre-scans the keys' types the same way, where the
    generic comparison of each pair tested them again. (One class per key
    type: RPython types each `keys` list. And one TimSort class each, made
    here: sharing IndexTimSort with KeyIndexSort made TimSort's methods
    one function for all four, `self.lt` a virtual call never inlined and,
    as KeyIndexSort's lt runs Python code, in a cycle with the eval loop:
    a stack check per comparison, ~25% of an int sort's instructions.)"""
    base = make_timsort_class()

    class RawKeySort(base):
        def __init__(self, order, keys):
            base.__init__(self, order)
            self.keys = keys

        def lt(self, a, b):
            return self.keys[a] < self.keys[b]
    RawKeySort.__name__ = name
    return RawKeySort


IntKeySort = _raw_key_sort("IntKeySort")
FloatKeySort = _raw_key_sort("FloatKeySort")
StrKeySort = _raw_key_sort("StrKeySort")


IntSort = make_timsort_class()


def sort_ints(ints, reverse):
    """An int-storage list sorted raw, in place (no key): equal ints are
    the same object (objspace/identity.py), so stability is moot and
    reverse is a sort and a reversal; no Python code runs."""
    IntSort(ints).sort()
    if reverse:
        ints.reverse()


def _sort_order(keys_w, reverse):
    """The indexes of keys_w in the stable order of their keys (reversed
    for reverse=True, stable as CPython's reverse, sort, reverse)."""
    n = len(keys_w)
    order = range(n)
    if reverse:
        order.reverse()
    all_ints = True
    all_floats = True
    all_strs = True
    for w_k in keys_w:
        if not isinstance(w_k, W_Int):
            all_ints = False
        if type(w_k) is not W_Float:
            all_floats = False
        if not isinstance(w_k, W_Str):
            all_strs = False
    if all_ints:
        ints = [0] * n
        for k in range(n):
            w_k = keys_w[k]
            assert isinstance(w_k, W_Int)
            ints[k] = w_k.intval
        IntKeySort(order, ints).sort()
    elif all_floats:
        floats = [0.0] * n
        for k in range(n):
            w_k = keys_w[k]
            assert isinstance(w_k, W_Float)
            floats[k] = w_k.floatval
        FloatKeySort(order, floats).sort()
    elif all_strs:
        strs = [""] * n
        for k in range(n):
            w_k = keys_w[k]
            assert isinstance(w_k, W_Str)
            strs[k] = w_k.utf8
        StrKeySort(order, strs).sort()
    else:
        KeyIndexSort(order, keys_w).sort()
    if reverse:
        order.reverse()
    return order


def sort_items(items_w, w_key, reverse):
    """Sorts an RPython list of objects in place, stably, like
    list.sort(key=w_key, reverse=reverse); w_key may be None. The keys
    are computed first, in the list's order (an error from the key
    function leaves the list as it was), as CPython does."""
    n = len(items_w)
    if n < 2:
        if n == 1 and w_key is not None and \
                not isinstance(w_key, W_NoneObject):
            w_key.call_one(items_w[0])
        return
    values_w = items_w[:]
    if w_key is None or isinstance(w_key, W_NoneObject):
        keys_w = values_w
    else:
        keys_w = [None] * n
        for k in range(n):
            keys_w[k] = w_key.call_one(items_w[k])
    order = _sort_order(keys_w, reverse)
    for k in range(n):
        items_w[k] = values_w[order[k]]


def parse_sort_kwargs(args, fname):
    """(w_key, reverse) from the keywords of sort()/sorted()."""
    w_key = args.get_kw("key")
    w_reverse = args.get_kw("reverse")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for %s()"
                         % (args.kw_names[0], fname))
    reverse = False
    if w_reverse is not None:
        if not isinstance(w_reverse, W_Int):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_reverse.gettype().name)
        reverse = w_reverse.intval != 0
    return w_key, reverse


# --- the methods ---

def _self(args, meth):
    if args.args_w:
        w_self = args.args_w[0]
        w_self = builtinsub.unwrap(w_self)
        if isinstance(w_self, W_List):
            return w_self
        bad_self(meth, "list", w_self)
    raise_type_error("unbound method list.%s() needs an argument" % meth)
    raise AssertionError


def list_append(args):
    w_list = _self(args, "append")
    w_list.append(check_onearg(args, "list.append"))
    return W_None


def list_extend(args):
    w_list = _self(args, "extend")
    w_iterable = check_onearg(args, "list.extend")
    list_extend_from(w_list, w_iterable)
    return W_None


def list_insert(args):
    w_list = _self(args, "insert")
    rest = check_positional(args, "list.insert", "insert", 2, 2)
    i = as_index(rest[0])
    n = w_list.length()
    if i < 0:
        i += n
        if i < 0:
            i = 0
    elif i > n:
        i = n
    w_list.insert(i, rest[1])
    return W_None


def list_pop(args):
    w_list = _self(args, "pop")
    rest = check_positional(args, "list.pop", "pop", 0, 1)
    i = -1
    if rest:
        i = as_index(rest[0])       # (may run __index__: then the length)
    n = w_list.length()
    if n == 0:
        raise_index_error("pop from empty list")
    if i < 0:
        i += n
    if i < 0 or i >= n:
        raise_index_error("pop index out of range")
    ints = w_list.ints
    if ints is not None:            # (a stack of ints stays raw)
        if i == n - 1:
            return newint(ints.pop())
        return newint(ints.pop(i))
    items_w = w_list.items_w
    if i == n - 1:
        return items_w.pop()
    return items_w.pop(i)


def _find(w_list, w_value, start, stop):
    """Index of the first item == w_value in [start, stop), or -1; the
    list may change under us (user __eq__), as in CPython. (Items read
    one by one: a raw storage stays raw; an int or bool looked for in an
    int list is compared by value, no box made.)"""
    ints = w_list.ints
    if ints is not None and isinstance(w_value, W_Int):
        return find_int(ints, w_value.intval, start, stop)
    i = start
    while i < stop and i < w_list.length():
        if ops.eq_bool(w_list.getitem(i), w_value):
            return i
        i += 1
    return -1


def list_remove(args):
    w_list = _self(args, "remove")
    w_value = check_onearg(args, "list.remove")
    i = _find(w_list, w_value, 0, w_list.length())
    if i < 0:
        raise_value_error("list.remove(x): x not in list")
    if i < w_list.length():     # (an __eq__ may have shrunk the list)
        w_list.delete(i)
    return W_None


def list_index(args):
    from objspace.reprs import repr_w
    w_list = _self(args, "index")
    rest = check_positional(args, "list.index", "index", 1, 3)
    n = w_list.length()
    start = 0
    stop = n
    if len(rest) > 1:
        start = slice_index(rest[1], n)
    if len(rest) > 2:
        stop = slice_index(rest[2], n)
    i = _find(w_list, rest[0], start, stop)
    if i < 0:
        raise_value_error("%s is not in list" % repr_w(rest[0]))
    return newint(i)


def list_count(args):
    w_list = _self(args, "count")
    w_value = check_onearg(args, "list.count")
    ints = w_list.ints
    if ints is not None and isinstance(w_value, W_Int):
        return newint(count_int(ints, w_value.intval))
    count = 0
    i = 0
    while i < w_list.length():
        if ops.eq_bool(w_list.getitem(i), w_value):
            count += 1
        i += 1
    return newint(count)


def list_reverse(args):
    w_list = _self(args, "reverse")
    check_noargs(args, "list.reverse")
    w_list.reverse()
    return W_None


def list_sort(args):
    w_list = _self(args, "sort")
    if len(args.args_w) > 1:
        raise_type_error("sort() takes no positional arguments")
    w_key, reverse = parse_sort_kwargs(args, "sort")
    if w_list.ints is not None and (w_key is None or
                                    isinstance(w_key, W_NoneObject)):
        sort_ints(w_list.ints, reverse)
        return W_None
    items_w = w_list.items_w
    # the list has no storage while it sorts (it reads as empty): any
    # use that gives it some (append then pop, clear, ...) is a mutation
    w_list.objects_w = None
    w_list.floats = None
    w_list.ints = None
    try:
        sort_items(items_w, w_key, reverse)
    except OperationError:
        w_list.items_w = items_w
        raise
    modified = w_list.objects_w is not None or \
        w_list.floats is not None or w_list.ints is not None
    w_list.items_w = items_w
    if modified:
        raise_value_error("list modified during sort")
    return W_None


def list_copy(args):
    w_list = _self(args, "copy")
    check_noargs(args, "list.copy")
    return w_list.copy()


def list_clear(args):
    w_list = _self(args, "clear")
    check_noargs(args, "list.clear")
    # an empty list keeps its storage: as CPython's, clear() inside a
    # sort's key function (the list reads as empty) is no mutation
    if w_list.length() > 0:
        w_list.items_w = []
    return W_None


def list_reversed(args):
    """list.__reversed__(): what reversed(list) gives."""
    from objspace.builtin_iters import W_ListReverseIterator
    w_list = _self(args, "__reversed__")
    check_noargs(args, "list.__reversed__")
    return W_ListReverseIterator(w_list)


for _name, _fn in [("append", list_append), ("extend", list_extend),
                   ("insert", list_insert), ("pop", list_pop),
                   ("remove", list_remove), ("index", list_index),
                   ("count", list_count), ("reverse", list_reverse),
                   ("sort", list_sort), ("copy", list_copy),
                   ("clear", list_clear), ("__reversed__", list_reversed)]:
    install(w_list_type, _name, _fn)


def _list_pop1(w_self):
    """list.pop() without an Arguments object (W_BuiltinFunction.call1)."""
    if not isinstance(w_self, W_List):
        return list_pop(Arguments([w_self]))
    items_w = w_self.items_w
    if len(items_w) == 0:
        raise_index_error("pop from empty list")
    return items_w.pop()


w_list_type.dict_w["pop"].call1 = _list_pop1
