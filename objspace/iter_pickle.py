"""__reduce__, __setstate__ and __length_hint__ of the built-in iterators
(CPython 3.11 pickles them: pickle and copy resume the iteration where
the original stood). Each is one built-in function per method that
dispatches on the iterator's RPython class; `install` puts them on the
types that have them in CPython."""

import sys

from objspace.model import Arguments
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import newint, newbool
from objspace.noneobject import W_None, W_NotImplemented
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List
from objspace.exceptions import raise_type_error
from objspace.iterobject import (W_RangeIterator, W_SeqIterator,
                                 W_StrIterator, EXHAUSTED)
from objspace.builtinsub import unwrap
from objspace import operations as ops


def _builtin(name):
    """builtins.<name>, looked up at each call as CPython does."""
    from interpreter.runtime.importing import import_dotted
    from objspace.moduleobject import W_Module
    from objspace.strobject import newstr
    from objspace import attrs
    w_mod = import_dotted("builtins")
    if isinstance(w_mod, W_Module) and w_mod.w_dict is not None:
        # through the namespace dict, whose keys may be any objects
        w_v = w_mod.w_dict.getitem(newstr(name))
        if w_v is not None:
            return w_v
    return attrs.getattr_w(w_mod, name)


def _red(w_callable, args_w):
    return newtuple([w_callable, newtuple(args_w)])


def _red_state(w_callable, args_w, w_state):
    return newtuple([w_callable, newtuple(args_w), w_state])


def _empty_tuple():
    return newtuple([])


def _self_only(args, name):
    args_w = args.args_w
    if len(args_w) != 1 or args.has_kwargs():
        raise_type_error("%s() takes no arguments (%d given)"
                         % (name, len(args_w) - 1))
    return args_w[0]


def _index_arg(w_state):
    """CPython's PyLong_AsSsize_t: an int (no __index__)."""
    from objspace.intobject import W_Int, W_Long
    from objspace.exceptions import raise_overflow
    w_v = unwrap(w_state)
    if isinstance(w_v, W_Int):
        return w_v.intval
    if isinstance(w_v, W_Long):
        raise_overflow("Python int too large to convert to C ssize_t")
    raise_type_error("an integer is required")
    return 0


def _clamp(i, lo, hi):
    if i < lo:
        return lo
    if i > hi:
        return hi
    return i


# --- __reduce__ ---

def iter_reduce(args):
    w_self = _self_only(args, "__reduce__")
    return reduce_w(w_self, unwrap(w_self))


def reduce_w(w_self, w_it):
    from objspace.setobject import W_SetIterator
    from objspace.dictmethods import W_DictIterator
    from objspace.bytesobject import W_BytesIterator
    from objspace.containers import W_GetitemIterator
    from objspace.longrange import W_LongRangeIterator
    from objspace import builtin_iters as bi
    if isinstance(w_it, W_SeqIterator):
        w_seq = w_it.w_seq
        if w_it.index == EXHAUSTED:
            if isinstance(w_seq, W_List):
                return _red(_builtin("iter"), [W_List([])])
            return _red(_builtin("iter"), [_empty_tuple()])
        return _red_state(_builtin("iter"), [w_seq], newint(w_it.index))
    if isinstance(w_it, W_RangeIterator):
        return _red_state(_builtin("iter"), [_range_of(w_it)],
                          newint(w_it.length - w_it.remaining))
    if isinstance(w_it, W_LongRangeIterator):
        return _red_state(_builtin("iter"), [_longrange_of(w_it)],
                          _sub(w_it.w_length, w_it.w_remaining))
    if isinstance(w_it, W_StrIterator):
        from objspace.strobject import newstr
        if w_it.index == EXHAUSTED:
            return _red(_builtin("iter"), [newstr("")])
        return _red_state(_builtin("iter"), [w_it.w_str],
                          newint(w_it.index))
    if isinstance(w_it, W_BytesIterator):
        if w_it.index == sys.maxint:
            return _red(_builtin("iter"), [_empty_tuple()])
        return _red_state(_builtin("iter"), [w_it.w_bytes],
                          newint(w_it.index))
    if isinstance(w_it, W_SetIterator):
        return _red(_builtin("iter"), [W_List(w_it.rest_w())])
    if isinstance(w_it, W_DictIterator):
        return _red(_builtin("iter"), [W_List(w_it.rest_w())])
    if isinstance(w_it, W_GetitemIterator):
        if w_it.w_seq is None:
            return _red(_builtin("iter"), [_empty_tuple()])
        return _red_state(_builtin("iter"), [w_it.w_seq],
                          newint(w_it.index))
    if isinstance(w_it, bi.W_ListReverseIterator):
        w_list = w_it.w_list
        if w_it.index == bi.EXHAUSTED:
            return _red(_builtin("iter"), [W_List([])])
        return _red_state(_builtin("reversed"), [w_list],
                          newint(w_it.index))
    if isinstance(w_it, bi.W_Reversed):
        if w_it.w_seq is None:
            return _red(w_self.gettype(), [_empty_tuple()])
        return _red_state(w_self.gettype(), [w_it.w_seq],
                          newint(w_it.index))
    if isinstance(w_it, bi.W_CallableIterator):
        if w_it.w_callable is None:
            return _red(_builtin("iter"), [_empty_tuple()])
        return _red(_builtin("iter"), [w_it.w_callable, w_it.w_sentinel])
    if isinstance(w_it, bi.W_Enumerate):
        w_count = w_it.w_index
        if w_count is None:
            w_count = newint(w_it.index)
        return _red(w_self.gettype(), [w_it.w_iter, w_count])
    if isinstance(w_it, bi.W_Zip):
        w_iters = newtuple(list(w_it.iters_w))
        if w_it.strict:
            return newtuple([w_self.gettype(), w_iters, newbool(True)])
        return newtuple([w_self.gettype(), w_iters])
    if isinstance(w_it, bi.W_Map):
        return _red(w_self.gettype(), [w_it.w_func] + w_it.iters_w)
    if isinstance(w_it, bi.W_Filter):
        w_func = w_it.w_func
        if w_func is None:
            w_func = W_None
        return _red(w_self.gettype(), [w_func, w_it.w_iter])
    raise_type_error("cannot pickle '%s' object" % w_self.gettype().name)
    return None


def _sub(w_a, w_b):
    from interpreter.frontend import astnodes as A
    return ops.binary_op(w_a, w_b, A.NB_SUBTRACT)


def _make_range(w_start, w_stop, w_step):
    from objspace.iterobject import w_range_type
    return w_range_type.call(Arguments([w_start, w_stop, w_step]))


def _range_of(w_it):
    """The range a range_iterator walks, rebuilt from its state (wrapping
    arithmetic gives the exact start; the stop may need a long)."""
    from rpython.rlib.rarithmetic import intmask
    from interpreter.frontend import astnodes as A
    done = w_it.length - w_it.remaining
    start = intmask(w_it.current - done * w_it.step)
    w_step = newint(w_it.step)
    w_stop = ops.binary_op(newint(start), ops.binary_op(
        newint(w_it.length), w_step, A.NB_MULTIPLY), A.NB_ADD)
    return _make_range(newint(start), w_stop, w_step)


def _longrange_of(w_it):
    from interpreter.frontend import astnodes as A
    w_stop = ops.binary_op(w_it.w_start, ops.binary_op(
        w_it.w_length, w_it.w_step, A.NB_MULTIPLY), A.NB_ADD)
    return _make_range(w_it.w_start, w_stop, w_it.w_step)


# --- __setstate__ ---

def iter_setstate(args):
    args_w = args.args_w
    if len(args_w) != 2 or args.has_kwargs():
        raise_type_error("__setstate__() takes exactly one argument (%d "
                         "given)" % (len(args_w) - 1))
    setstate_w(args_w[0], unwrap(args_w[0]), args_w[1])
    return W_None


def setstate_w(w_self, w_it, w_state):
    from objspace.bytesobject import W_BytesIterator
    from objspace.containers import W_GetitemIterator
    from objspace.longrange import W_LongRangeIterator
    from objspace import builtin_iters as bi
    if isinstance(w_it, W_SeqIterator):
        i = _index_arg(w_state)
        if w_it.index == EXHAUSTED:
            return
        w_seq = w_it.w_seq
        if isinstance(w_seq, W_List):
            n = w_seq.length()
        else:
            assert isinstance(w_seq, W_Tuple)
            n = len(w_seq.items_w)
        w_it.index = _clamp(i, 0, n)
    elif isinstance(w_it, W_RangeIterator):
        i = _clamp(_index_arg(w_state), 0, w_it.length)
        done = w_it.length - w_it.remaining
        w_it.current = w_it.current + (i - done) * w_it.step
        w_it.remaining = w_it.length - i
    elif isinstance(w_it, W_LongRangeIterator):
        w_longrange_setstate(w_it, w_state)
    elif isinstance(w_it, W_StrIterator):
        i = _index_arg(w_state)
        if w_it.index != EXHAUSTED:
            w_it.index = _clamp(i, 0, len(w_it.items_w))
    elif isinstance(w_it, W_BytesIterator):
        i = _index_arg(w_state)
        if w_it.index != sys.maxint:
            w_it.index = _clamp(i, 0, len(w_it.w_bytes.value))
    elif isinstance(w_it, W_GetitemIterator):
        i = _index_arg(w_state)
        if w_it.w_seq is not None:
            w_it.index = i if i > 0 else 0
    elif isinstance(w_it, bi.W_ListReverseIterator):
        i = _index_arg(w_state)
        if w_it.index != bi.EXHAUSTED:
            w_it.index = _clamp(i, -1, w_it.w_list.length() - 1)
    elif isinstance(w_it, bi.W_Reversed):
        i = _index_arg(w_state)
        if w_it.w_seq is not None:
            from objspace.containers import len_w
            n = len_w(w_it.w_seq)
            w_it.index = _clamp(i, -1, n - 1)
    elif isinstance(w_it, bi.W_Zip):
        w_it.strict = ops.is_true(w_state)
    else:
        raise_type_error("'%s' object has no __setstate__"
                         % w_self.gettype().name)


def w_longrange_setstate(w_it, w_state):
    from interpreter.frontend import astnodes as A
    from objspace.sequences import index_or_none
    w_i = index_or_none(w_state)
    if w_i is None:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_state.gettype().name)
    assert w_i is not None
    w_zero = newint(0)
    if ops.is_true(ops.compare(w_i, w_zero, A.LT)):
        w_i = w_zero
    elif ops.is_true(ops.compare(w_i, w_it.w_length, A.GT)):
        w_i = w_it.w_length
    w_it.w_current = ops.binary_op(w_it.w_start, ops.binary_op(
        w_i, w_it.w_step, A.NB_MULTIPLY), A.NB_ADD)
    w_it.w_remaining = _sub(w_it.w_length, w_i)


# --- __length_hint__ ---

def iter_length_hint(args):
    w_self = _self_only(args, "__length_hint__")
    return length_hint_w(w_self, unwrap(w_self))


def length_hint_w(w_self, w_it):
    from objspace.setobject import W_SetIterator
    from objspace.dictmethods import W_DictIterator
    from objspace.bytesobject import W_BytesIterator
    from objspace.containers import W_GetitemIterator, len_w
    from objspace.longrange import W_LongRangeIterator
    from objspace import builtin_iters as bi
    n = 0
    if isinstance(w_it, W_SeqIterator):
        n = w_it.remaining()
    elif isinstance(w_it, W_RangeIterator):
        n = w_it.remaining
    elif isinstance(w_it, W_LongRangeIterator):
        return w_it.w_remaining
    elif isinstance(w_it, W_StrIterator):
        if w_it.index != EXHAUSTED:
            n = len(w_it.items_w) - w_it.index
    elif isinstance(w_it, W_BytesIterator):
        if w_it.index != sys.maxint:
            n = len(w_it.w_bytes.value) - w_it.index
    elif isinstance(w_it, W_SetIterator):
        n = w_it.remaining()
    elif isinstance(w_it, W_DictIterator):
        n = w_it.remaining()
    elif isinstance(w_it, W_GetitemIterator):
        w_seq = w_it.w_seq
        if w_seq is not None:
            if w_seq.gettype().lookup("__len__") is None:
                return W_NotImplemented
            n = len_w(w_seq) - w_it.index
    elif isinstance(w_it, bi.W_ListReverseIterator):
        i = w_it.index
        if i >= 0 and i < w_it.w_list.length():
            n = i + 1
    elif isinstance(w_it, bi.W_Reversed):
        if w_it.w_seq is not None:
            n = w_it.index + 1
            if len_w(w_it.w_seq) < n:
                n = 0
    else:
        raise_type_error("'%s' object has no __length_hint__"
                         % w_self.gettype().name)
    if n < 0:
        n = 0
    return newint(n)


def _add(w_type, name, fn):
    w_type.dict_w[name] = W_BuiltinFunction(name, fn)


def add_methods(w_type, setstate, length_hint):
    _add(w_type, "__reduce__", iter_reduce)
    if setstate:
        _add(w_type, "__setstate__", iter_setstate)
    if length_hint:
        _add(w_type, "__length_hint__", iter_length_hint)


def install():
    """Called once when the builtins module is set up."""
    from objspace.iterobject import (w_iterator_type, w_range_iterator_type,
                                     w_str_iterator_type,
                                     w_str_ascii_iterator_type,
                                     w_list_iterator_type,
                                     w_tuple_iterator_type)
    from objspace.bytesobject import (w_bytes_iterator_type,
                                      w_bytearray_iterator_type)
    from objspace.setobject import w_set_iterator_type
    from objspace.longrange import w_longrange_iterator_type
    from objspace import dictmethods as dm
    from objspace import builtin_iters as bi
    for w_t in [w_iterator_type, w_range_iterator_type, w_str_iterator_type,
                w_str_ascii_iterator_type,
                w_list_iterator_type, w_tuple_iterator_type,
                w_bytes_iterator_type, w_bytearray_iterator_type,
                w_longrange_iterator_type,
                bi.w_list_reverseiterator_type, bi.w_reversed_type]:
        add_methods(w_t, True, True)
    for w_t in [w_set_iterator_type, dm.w_dict_keyiterator_type,
                dm.w_dict_valueiterator_type, dm.w_dict_itemiterator_type,
                dm.w_dict_reversekeyiterator_type,
                dm.w_dict_reversevalueiterator_type,
                dm.w_dict_reverseitemiterator_type]:
        add_methods(w_t, False, True)
    add_methods(bi.w_zip_type, True, False)
    for w_t in [bi.w_enumerate_type, bi.w_map_type, bi.w_filter_type,
                bi.w_callable_iterator_type]:
        add_methods(w_t, False, False)
    from objspace.iterobject import w_range_type
    from objspace.sequences import w_slice_type
    _add(w_range_type, "__reduce__", range_reduce)
    _add(w_slice_type, "__reduce__", slice_reduce)


def range_reduce(args):
    """(range, (start, stop, step)) for pickle and copy."""
    from objspace.iterobject import W_Range
    from objspace.longrange import W_LongRange
    w_r = _self_only(args, "__reduce__")
    if isinstance(w_r, W_Range):
        args_w = [newint(w_r.start), newint(w_r.stop), newint(w_r.step)]
    elif isinstance(w_r, W_LongRange):
        args_w = [w_r.w_start, w_r.w_stop, w_r.w_step]
    else:
        raise_type_error("descriptor '__reduce__' requires a 'range' object")
        return None
    return _red(w_r.gettype(), args_w)


def slice_reduce(args):
    """(slice, (start, stop, step))."""
    from objspace.sequences import W_Slice
    w_s = _self_only(args, "__reduce__")
    if not isinstance(w_s, W_Slice):
        raise_type_error("descriptor '__reduce__' requires a 'slice' object")
        return None
    assert isinstance(w_s, W_Slice)
    return _red(w_s.gettype(), [w_s.w_start, w_s.w_stop, w_s.w_step])
