"""Container protocols: iter/next, len, subscripts, `in`, equality."""

from objspace.typeobject import W_TypeObject
from objspace.model import OperationError, Arguments
from objspace.intobject import W_Int, W_Long, newint
from objspace.strobject import W_Str, getitem as str_getitem, substring
from objspace.listobject import W_List, find_int
from objspace.tupleobject import W_Tuple, newtuple
from objspace.dictobject import W_Dict
from objspace.instances import W_Instance
from objspace.iterobject import (W_AbstractIterator, W_Range,
                                 W_RangeIterator, W_SeqIterator,
                                 W_StrIterator)
from objspace.sequences import (W_Slice, slice_indices, normalize_index,
                                index_or_none, ssize_w, INDEX_ERROR,
                                CLAMP, OVERFLOW)
from objspace.exceptions import (raise_type_error, raise_key_error,
                                 w_StopIteration)


def _typename(w_obj):
    return w_obj.gettype().name


def _special(w_obj, name):
    if isinstance(w_obj, W_Instance):
        from objspace.funcobject import special_binding
        return special_binding(w_obj.gettype().lookup(name))
    if isinstance(w_obj, W_TypeObject) and w_obj.w_class is not None:
        return w_obj.w_class.lookup(name)    # a metaclass's __iter__, ...
    return None


def iter_w(w_obj):
    w_it = _iter_or_none(w_obj)
    if w_it is None:
        raise_type_error("'%s' object is not iterable" % _typename(w_obj))
    return w_it


def _iter_or_none(w_obj):
    if isinstance(w_obj, W_List) or isinstance(w_obj, W_Tuple):
        return W_SeqIterator(w_obj)
    if isinstance(w_obj, W_Range):
        return W_RangeIterator(w_obj.start, w_obj.length, w_obj.step)
    if isinstance(w_obj, W_AbstractIterator):
        return w_obj if w_obj.iterable else None
    if isinstance(w_obj, W_Str):
        items_w = []
        for i in range(w_obj.length):
            items_w.append(str_getitem(w_obj, i))
        return W_StrIterator(items_w, w_obj)
    if isinstance(w_obj, W_Dict):
        from objspace.dictmethods import W_DictIterator, KIND_KEYS
        return W_DictIterator(w_obj, KIND_KEYS)
    w_meth = _special(w_obj, "__iter__")
    if w_meth is not None:
        from objspace.noneobject import W_NoneObject
        if isinstance(w_meth, W_NoneObject):
            return None     # `__iter__ = None`: not iterable, as CPython
        w_it = w_meth.call(Arguments([w_obj]))
        if not isinstance(w_it, W_AbstractIterator) and \
                w_it.gettype().lookup("__next__") is None:
            raise_type_error("iter() returned non-iterator of type '%s'"
                             % _typename(w_it))
        return w_it
    if _special(w_obj, "__getitem__") is not None:
        return W_GetitemIterator(w_obj)
    return w_obj.iter_hook()


class W_GetitemIterator(W_AbstractIterator):
    """The old sequence protocol: obj[0], obj[1], ... until IndexError
    or StopIteration."""
    _attrs_ = ("w_seq", "index")

    def __init__(self, w_seq):
        self.w_seq = w_seq
        self.index = 0

    def next_w(self):
        from objspace.exceptions import w_IndexError
        if self.w_seq is None:
            return None
        try:
            w_item = getitem_w(self.w_seq, newint(self.index))
        except OperationError as e:
            w_t = e.w_value.gettype()
            if w_t.issubtype(w_IndexError) or w_t.issubtype(w_StopIteration):
                self.w_seq = None       # exhausted for good, as CPython
                return None
            raise
        self.index += 1
        return w_item


class PendingStop(object):
    """The last StopIteration with a value that next_w absorbed from a
    __next__ method: built-in iterators end where that iterator ended, so
    next(map(f, it)) or `yield from` over them re-raise it with its
    value, as CPython's iterators pass the exception on."""
    def __init__(self):
        self.w_exc = None


PENDING_STOP = PendingStop()


def next_or_stop(w_it):
    """The next item; at the end the StopIteration to raise (the one an
    inner __next__ raised with a value, else a new one)."""
    PENDING_STOP.w_exc = None
    w_item = next_w(w_it)
    if w_item is None:
        w_exc = PENDING_STOP.w_exc
        PENDING_STOP.w_exc = None
        if w_exc is not None:
            raise OperationError(w_exc)
        from objspace.exceptions import raise_stop_iteration
        raise_stop_iteration()
    return w_item


def take_stop_value():
    """After next_w returned None: the value of a StopIteration an inner
    __next__ raised since PENDING_STOP was cleared, or None."""
    from objspace.exceptions import W_BaseException
    w_exc = PENDING_STOP.w_exc
    PENDING_STOP.w_exc = None
    if isinstance(w_exc, W_BaseException) and w_exc.args_w:
        return w_exc.args_w[0]
    return None


def next_w(w_it):
    """The next item, or None at exhaustion (StopIteration absorbed)."""
    if isinstance(w_it, W_AbstractIterator):
        return w_it.next_w()
    w_meth = _special(w_it, "__next__")
    if w_meth is None:
        return w_it.next_hook()
    try:
        return w_meth.call(Arguments([w_it]))
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_StopIteration):
            _note_stop(e)
            return None
        raise


def _note_stop(e):
    from objspace.exceptions import W_BaseException
    w_exc = e.w_value
    if isinstance(w_exc, W_BaseException) and w_exc.args_w:
        PENDING_STOP.w_exc = w_exc


def len_w(w_obj):
    if isinstance(w_obj, W_List):
        return w_obj.length()
    if isinstance(w_obj, W_Str):
        return w_obj.length
    if isinstance(w_obj, W_Tuple):
        return len(w_obj.items_w)
    if isinstance(w_obj, W_Dict):
        return len(w_obj.data)
    if isinstance(w_obj, W_Range):
        return w_obj.length
    w_meth = _special(w_obj, "__len__")
    if w_meth is not None:
        w_res = w_meth.call(Arguments([w_obj]))
        if isinstance(w_res, W_Int):
            n = w_res.intval
        else:
            # CPython's slot_sq_length: __index__, then OverflowError for
            # a big positive length
            w_i = index_or_none(w_res)
            if w_i is None:
                raise_type_error("'%s' object cannot be interpreted as an "
                                 "integer" % _typename(w_res))
            if isinstance(w_i, W_Long) and w_i.bigval.sign < 0:
                n = -1
            else:
                n = ssize_w(w_i, OVERFLOW)
        if n < 0:
            from objspace.exceptions import raise_value_error
            raise_value_error("__len__() should return >= 0")
        return n
    n = w_obj.len_hook()
    if n < 0:
        raise_type_error("object of type '%s' has no len()"
                         % _typename(w_obj))
    return n


def generic_len_or_minus_one(w_obj):
    """Truth of built-in containers: their length, or -1 (always true)."""
    if isinstance(w_obj, W_Dict):
        return len(w_obj.data)
    if isinstance(w_obj, W_Range):
        return w_obj.length
    n = w_obj.len_hook()
    return n


def getitem_w(w_obj, w_key):
    if isinstance(w_obj, W_List):
        if isinstance(w_key, W_Int):
            return w_obj.getitem(normalize_index(w_key.intval,
                                                 w_obj.length(), "list"))
        if isinstance(w_key, W_Slice):
            start, stop, step, count = slice_indices(w_key, w_obj.length())
            return w_obj.getslice(start, step, count)
        items_w = w_obj.items_w
        return items_w[normalize_index(_list_index(w_key), len(items_w),
                                       "list")]
    if isinstance(w_obj, W_Tuple):
        if isinstance(w_key, W_Int):
            items_w = w_obj.items_w
            return items_w[normalize_index(w_key.intval, len(items_w),
                                           "tuple")]
        if isinstance(w_key, W_Slice):
            return newtuple(_slice_items(w_obj.items_w, w_key))
        items_w = w_obj.items_w
        return items_w[normalize_index(
            _other_index(w_key, "tuple indices must be integers or slices, "
                         "not "), len(items_w), "tuple")]
    if isinstance(w_obj, W_Dict):
        w_v = w_obj.data.get(w_key, None)
        if w_v is None:
            raise_key_error(w_key)
        return w_v
    if isinstance(w_obj, W_Str):
        if isinstance(w_key, W_Int):
            return str_getitem(w_obj, normalize_index(w_key.intval,
                                                      w_obj.length, "string"))
        if isinstance(w_key, W_Slice):
            return _str_slice(w_obj, w_key)
        i = _other_index(w_key, "string indices must be integers, not '")
        return str_getitem(w_obj, normalize_index(i, w_obj.length, "string"))
    if isinstance(w_obj, W_Range):
        if isinstance(w_key, W_Slice):
            return range_slice(w_obj, w_key)
        if isinstance(w_key, W_Int):
            i = w_key.intval
        else:
            w_i = index_or_none(w_key)
            if w_i is None:
                raise_type_error("range indices must be integers or slices, "
                                 "not %s" % _typename(w_key))
            i = ssize_w(w_i, CLAMP)  # out of range either way
        i = normalize_index(i, w_obj.length, "range object")
        return newint(w_obj.start + i * w_obj.step)
    w_d = _plain_dict_of(w_obj, "__getitem__")
    if w_d is not None:
        w_v = w_d.data.get(w_key, None)
        if w_v is not None:
            return w_v      # (a missing key: __missing__, below)
    w_meth = _special(w_obj, "__getitem__")
    if w_meth is not None:
        return w_meth.call(Arguments([w_obj, w_key]))
    w_res = w_obj.getitem_hook(w_key)
    if w_res is None:
        raise_type_error("'%s' object is not subscriptable"
                         % _typename(w_obj))
    return w_res


def _plain_dict_of(w_obj, name):
    """The dict of an instance of a dict subclass whose class keeps dict's
    method `name` (defaultdict, Counter, OrderedDict's __getitem__), for
    subscripts without the slot wrapper's call; else None."""
    from objspace.builtinsub import W_SubInstance
    if not isinstance(w_obj, W_SubInstance):
        return None
    w_d = w_obj.w_value
    if not isinstance(w_d, W_Dict):
        return None
    from objspace.dictobject import w_dict_type
    if w_obj.w_class.lookup(name) is not w_dict_type.dict_w.get(name, None):
        return None
    return w_d


def _other_index(w_key, msg):
    """A list, tuple or str index that is not a machine int: a big int
    (IndexError) or an object with __index__; TypeError `msg` + its type
    otherwise."""
    w_i = index_or_none(w_key)
    if w_i is None:
        end = "'" if msg.endswith("'") else ""
        raise_type_error(msg + _typename(w_key) + end)
    return ssize_w(w_i, INDEX_ERROR)


def _list_index(w_key):
    return _other_index(w_key, "list indices must be integers or slices, "
                        "not ")


def range_slice(w_range, w_slice):
    """range(...)[a:b:c] as CPython's compute_slice: the new bounds are the
    items at the adjusted slice bounds."""
    from rpython.rlib.rarithmetic import ovfcheck
    from objspace.intobject import W_Long
    start, stop, step, count = slice_indices(w_slice, w_range.length)
    try:
        if isinstance(w_slice.w_step, W_Long):
            raise OverflowError  # a big step stays big in CPython
        new_step = ovfcheck(w_range.step * step)
        new_start = ovfcheck(w_range.start + ovfcheck(start * w_range.step))
        new_stop = ovfcheck(w_range.start + ovfcheck(stop * w_range.step))
    except OverflowError:
        # bounds beyond a machine word: computed on int objects
        from objspace import rangeops
        return rangeops.range_slice(w_range, w_slice)
    return W_Range(new_start, new_stop, new_step)


def _slice_items(items_w, w_slice):
    start, stop, step, count = slice_indices(w_slice, len(items_w))
    if step == 1:
        stop = start + count
        assert start >= 0 and stop >= start
        return items_w[start:stop]
    result = []
    i = start
    for k in range(count):
        result.append(items_w[i])
        i += step
    return result


def _str_slice(w_str, w_slice):
    from objspace.strobject import strided
    start, stop, step, count = slice_indices(w_slice, w_str.length)
    if step == 1:
        return substring(w_str, start, start + count)
    return strided(w_str, start, step, count)


def setitem_w(w_obj, w_key, w_value):
    if isinstance(w_obj, W_List):
        if isinstance(w_key, W_Int):
            w_obj.setitem(normalize_index(w_key.intval, w_obj.length(),
                                          "list assignment"), w_value)
            return
        if isinstance(w_key, W_Slice):
            from objspace.listmethods import set_slice
            set_slice(w_obj, w_key, w_value)
            return
        items_w = w_obj.items_w
        items_w[normalize_index(_list_index(w_key), len(items_w),
                                "list assignment")] = w_value
        return
    if isinstance(w_obj, W_Dict):
        w_obj.setitem(w_key, w_value)
        return
    w_d = _plain_dict_of(w_obj, "__setitem__")
    if w_d is not None:
        w_d.setitem(w_key, w_value)
        return
    w_meth = _special(w_obj, "__setitem__")
    if w_meth is not None:
        w_meth.call(Arguments([w_obj, w_key, w_value]))
        return
    if not w_obj.setitem_hook(w_key, w_value):
        raise_type_error("'%s' object does not support item assignment"
                         % _typename(w_obj))


def delitem_w(w_obj, w_key):
    if isinstance(w_obj, W_List):
        if isinstance(w_key, W_Int):
            items_w = w_obj.items_w
            del items_w[normalize_index(w_key.intval, len(items_w),
                                        "list assignment")]
            return
        if isinstance(w_key, W_Slice):
            from objspace.listmethods import del_slice
            del_slice(w_obj, w_key)
            return
        items_w = w_obj.items_w
        del items_w[normalize_index(_list_index(w_key), len(items_w),
                                    "list assignment")]
        return
    if isinstance(w_obj, W_Dict):
        if w_key not in w_obj.data:
            raise_key_error(w_key)
        del w_obj.data[w_key]
        w_obj.n_deleted += 1
        if w_obj.w_module is not None:
            w_obj.sync_key(w_key)
        return
    w_meth = _special(w_obj, "__delitem__")
    if w_meth is not None:
        w_meth.call(Arguments([w_obj, w_key]))
        return
    if w_obj.delitem_hook(w_key):
        return
    raise_type_error("'%s' object doesn't support item deletion"
                     % _typename(w_obj))


def contains_w(w_container, w_item):
    from objspace import operations as ops
    from objspace.setobject import W_BaseSet
    if isinstance(w_container, W_BaseSet):
        return w_container.contains(w_item)
    if isinstance(w_container, W_Dict):
        return w_item in w_container.data
    if isinstance(w_container, W_Str):
        from objspace.builtinsub import unwrap
        w_item = unwrap(w_item)       # a str subclass
        if not isinstance(w_item, W_Str):
            raise_type_error("'in <string>' requires string as left "
                             "operand, not %s" % _typename(w_item))
        return w_container.utf8.find(w_item.utf8) >= 0
    if isinstance(w_container, W_List) or isinstance(w_container, W_Tuple):
        if isinstance(w_container, W_List):
            ints = w_container.ints
            if ints is not None and isinstance(w_item, W_Int):
                # (an exact int or a bool: equal by value, no code runs)
                return find_int(ints, w_item.intval, 0, len(ints)) >= 0
            items_w = w_container.items_w
        else:
            assert isinstance(w_container, W_Tuple)
            items_w = w_container.items_w
        for w_x in items_w:
            if ops.eq_bool(w_x, w_item):
                return True
        return False
    if isinstance(w_container, W_Range) and isinstance(w_item, W_Int):
        r = w_container
        v = w_item.intval
        if r.length == 0:
            return False
        if r.step > 0:
            if v < r.start or v >= r.stop:
                return False
        elif v > r.start or v <= r.stop:
            return False
        return (v - r.start) % r.step == 0
    w_meth = _special(w_container, "__contains__")
    if w_meth is not None:
        return ops.is_true(w_meth.call(Arguments([w_container, w_item])))
    res = w_container.contains_hook(w_item)
    if res >= 0:
        return res == 1
    w_it = _iter_or_none(w_container)
    if w_it is None:
        raise_type_error("argument of type '%s' is not iterable"
                         % _typename(w_container))
    while True:
        w_x = next_w(w_it)
        if w_x is None:
            return False
        if ops.eq_bool(w_x, w_item):
            return True


def container_eq(w_a, w_b):
    """== between built-in containers of the same kind; else identity."""
    if isinstance(w_a, W_Dict) and isinstance(w_b, W_Dict):
        if len(w_a.data) != len(w_b.data):
            return False
        from objspace import recursion
        recursion.enter(" in comparison")
        try:
            return _dict_eq(w_a, w_b)
        finally:
            recursion.leave()
    return w_a.eq_hook(w_b)


def _dict_eq(w_a, w_b):
    from objspace import operations as ops
    for w_k, w_v in w_a.data.items():
        w_v2 = w_b.data.get(w_k, None)
        if w_v2 is None or not ops.eq_bool(w_v, w_v2):
            return False
    return True


def is_unhashable(w_obj):
    return (isinstance(w_obj, W_List) or isinstance(w_obj, W_Dict) or
            w_obj.unhashable_hook())
