"""__reduce__ and __setstate__ of the itertools types (CPython 3.11
pickles and copies them; 3.12 deprecates it), plus repeat's
__length_hint__. The reductions are CPython's, so a pickle made by one
resumes on the other."""

from objspace.model import W_Object
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import W_Int, newint, newbool
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List
from objspace.noneobject import W_None
from objspace.iterobject import W_AbstractIterator, W_SeqIterator
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.builtinsub import unwrap
from objspace.iter_pickle import _index_arg as as_index
from objspace import operations as ops
from objspace.modules import mod_itertools as m


def _red(w_type, args_w):
    return newtuple([w_type, newtuple(args_w)])


def _red_state(w_type, args_w, w_state):
    return newtuple([w_type, newtuple(args_w), w_state])


def _or_none(w_x):
    if w_x is None:
        return W_None
    return w_x


def _ints(values):
    return newtuple([newint(v) for v in values])


def _empty_iter():
    return W_SeqIterator(W_List([]))


def _self_only(args):
    args_w = args.args_w
    if len(args_w) != 1 or args.has_kwargs():
        raise_type_error("__reduce__() takes no arguments (%d given)"
                         % (len(args_w) - 1))
    return args_w[0]


def it_reduce(args):
    w_self = _self_only(args)
    return reduce_w(w_self.gettype(), unwrap(w_self))


def reduce_w(w_type, w_it):
    if isinstance(w_it, m.W_Count):
        w_cur = w_it.w_current
        w_step = w_it.w_step
        if isinstance(w_cur, W_Int) and isinstance(w_step, W_Int) and \
                w_step.intval == 1:
            return _red(w_type, [w_cur])
        return _red(w_type, [w_cur, w_step])
    if isinstance(w_it, m.W_Cycle):
        w_saved = W_List(list(w_it.saved_w))
        if w_it.index != 0:
            w_rest = W_SeqIterator(W_List(list(w_it.saved_w)))
            w_rest.index = w_it.index
            return _red_state(w_type, [w_rest],
                              newtuple([w_saved, newbool(True)]))
        w_src = w_it.w_iter
        if w_src is None:
            w_src = _empty_iter()
        return _red_state(w_type, [w_src],
                          newtuple([w_saved, newbool(w_it.firstpass)]))
    if isinstance(w_it, m.W_Repeat):
        if w_it.remaining < 0:
            return _red(w_type, [w_it.w_obj])
        return _red(w_type, [w_it.w_obj, newint(w_it.remaining)])
    if isinstance(w_it, m.W_Accumulate):
        w_func = _or_none(w_it.w_func)
        if w_it.w_initial is not None:
            w_src = m.W_Chain(W_SeqIterator(newtuple(
                [newtuple([w_it.w_initial]), w_it.w_iter])))
            return _red_state(w_type, [w_src, w_func], W_None)
        if w_it.w_total is W_None:
            # a running total that is None itself: as CPython,
            # islice(accumulate(chain((None,), it), func), 1, None)
            w_chain = m.W_Chain(W_SeqIterator(newtuple(
                [newtuple([W_None]), w_it.w_iter])))
            w_acc = m.W_Accumulate(w_chain, w_it.w_func, None)
            return _red(m.w_islice_type, [w_acc, newint(1), W_None])
        return _red_state(w_type, [w_it.w_iter, w_func],
                          _or_none(w_it.w_total))
    if isinstance(w_it, m.W_Chain):
        if w_it.w_sources is None:
            return _red(w_type, [])
        if w_it.w_active is None:
            return _red_state(w_type, [], newtuple([w_it.w_sources]))
        return _red_state(w_type, [], newtuple([w_it.w_sources,
                                                w_it.w_active]))
    if isinstance(w_it, m.W_Compress):
        return _red(w_type, [w_it.w_data, w_it.w_selectors])
    if isinstance(w_it, m.W_PredicateIter):
        w_pred = _or_none(w_it.w_pred)
        if w_it.kind == m.K_FILTERFALSE:
            return _red(w_type, [w_pred, w_it.w_iter])
        return _red_state(w_type, [w_pred, w_it.w_iter],
                          newint(1 if w_it.done else 0))
    if isinstance(w_it, m.W_GroupBy):
        args_w = [w_it.w_iter, _or_none(w_it.w_keyfunc)]
        if w_it.w_tgtkey is not None and w_it.w_currkey is not None and \
                w_it.w_currvalue is not None:
            return _red_state(w_type, args_w, newtuple(
                [w_it.w_currkey, w_it.w_currvalue, w_it.w_tgtkey]))
        return _red(w_type, args_w)
    if isinstance(w_it, m.W_Grouper):
        if w_it.w_parent.w_currgrouper is not w_it:
            from objspace.iter_pickle import _builtin
            return _red(_builtin("iter"), [newtuple([])])
        return _red(w_type, [w_it.w_parent, w_it.w_tgtkey])
    if isinstance(w_it, m.W_ISlice):
        if w_it.w_iter is None:
            return _red_state(w_type, [_empty_iter(), newint(0)], newint(0))
        w_stop = W_None if w_it.stop < 0 else newint(w_it.stop)
        return _red_state(w_type, [w_it.w_iter, newint(w_it.next_index),
                                   w_stop, newint(w_it.step)],
                          newint(w_it.count))
    if isinstance(w_it, m.W_StarMap):
        return _red(w_type, [w_it.w_func, w_it.w_iter])
    if isinstance(w_it, m.W_ZipLongest):
        iters_w = []
        for w_x in w_it.iters_w:
            iters_w.append(w_x if w_x is not None else newtuple([]))
        return _red_state(w_type, iters_w, w_it.w_fill)
    if isinstance(w_it, m.W_Product):
        if w_it.stopped:
            return _red(w_type, [newtuple([])])
        pools_w = [newtuple(list(pool)) for pool in w_it.pools]
        if w_it.first:
            return _red(w_type, pools_w)
        return _red_state(w_type, pools_w, _ints(w_it.indices))
    if isinstance(w_it, m.W_Combinatoric):
        w_r = newint(w_it.r)
        if w_it.stopped:
            return _red(w_type, [newtuple([]), w_r])
        w_pool = newtuple(list(w_it.pool_w))
        if w_it.first:
            return _red(w_type, [w_pool, w_r])
        if w_it.kind == m.K_PERMUTATIONS:
            w_state = newtuple([_ints(w_it.indices), _ints(w_it.cycles)])
        else:
            w_state = _ints(w_it.indices)
        return _red_state(w_type, [w_pool, w_r], w_state)
    raise_type_error("cannot pickle '%s' object" % w_type.name)
    return None


# --- __setstate__ ---

def it_setstate(args):
    args_w = args.args_w
    if len(args_w) != 2 or args.has_kwargs():
        raise_type_error("__setstate__() takes exactly one argument (%d "
                         "given)" % (len(args_w) - 1))
    setstate_w(args_w[0], unwrap(args_w[0]), args_w[1])
    return W_None


def _tuple_items(w_state, n_min, n_max):
    if not isinstance(w_state, W_Tuple):
        raise_type_error("state is not a tuple")
    assert isinstance(w_state, W_Tuple)
    n = len(w_state.items_w)
    # PyArg_ParseTuple's messages
    if n_min == n_max and n != n_min:
        raise_type_error("function takes exactly %d argument%s (%d given)"
                         % (n_min, "" if n_min == 1 else "s", n))
    if n < n_min:
        raise_type_error("function takes at least %d argument%s (%d given)"
                         % (n_min, "" if n_min == 1 else "s", n))
    if n > n_max:
        raise_type_error("function takes at most %d argument%s (%d given)"
                         % (n_max, "" if n_max == 1 else "s", n))
    return w_state.items_w


def _is_iterator(w_x):
    return isinstance(w_x, W_AbstractIterator) or \
        w_x.gettype().lookup("__next__") is not None


def _index_tuple(w_x, n):
    """The ints of a tuple of length n (ValueError otherwise)."""
    if not isinstance(w_x, W_Tuple) or len(w_x.items_w) != n:
        raise_value_error("invalid arguments")
    assert isinstance(w_x, W_Tuple)
    return [as_index(w_v) for w_v in w_x.items_w]


def _clamp(i, lo, hi):
    if i < lo:
        return lo
    if i > hi:
        return hi
    return i


def setstate_w(w_self, w_it, w_state):
    if isinstance(w_it, m.W_Cycle):
        items_w = _tuple_items(w_state, 2, 2)
        w_saved = items_w[0]
        if not isinstance(w_saved, W_List):
            raise_type_error("cycle.__setstate__ argument 1 must be list, "
                             "not %s" % w_saved.gettype().name)
        assert isinstance(w_saved, W_List)
        w_flag = items_w[1]
        if not isinstance(w_flag, W_Int):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_flag.gettype().name)
        assert isinstance(w_flag, W_Int)
        w_it.saved_w = list(w_saved.items_w)
        w_it.firstpass = w_flag.intval != 0
        w_it.index = 0
    elif isinstance(w_it, m.W_Accumulate):
        w_it.w_total = w_state
    elif isinstance(w_it, m.W_Chain):
        items_w = _tuple_items(w_state, 1, 2)
        w_source = items_w[0]
        w_active = items_w[1] if len(items_w) == 2 else None
        if not _is_iterator(w_source) or \
                (w_active is not None and not _is_iterator(w_active)):
            raise_type_error("Arguments must be iterators.")
        w_it.w_sources = w_source
        w_it.w_active = w_active
    elif isinstance(w_it, m.W_PredicateIter) and \
            w_it.kind != m.K_FILTERFALSE:
        w_it.done = ops.is_true(w_state)
    elif isinstance(w_it, m.W_GroupBy):
        items_w = _tuple_items(w_state, 3, 3)
        w_it.w_currkey = items_w[0]
        w_it.w_currvalue = items_w[1]
        w_it.w_tgtkey = items_w[2]
    elif isinstance(w_it, m.W_ISlice):
        w_it.count = as_index(w_state)
    elif isinstance(w_it, m.W_ZipLongest):
        w_it.w_fill = w_state
    elif isinstance(w_it, m.W_Product):
        n = len(w_it.pools)
        indices = _index_tuple(w_state, n)
        for i in range(n):
            size = len(w_it.pools[i])
            if size == 0:
                w_it.stopped = True
                return
            w_it.indices[i] = _clamp(indices[i], 0, size - 1)
        w_it.first = False
    elif isinstance(w_it, m.W_Combinatoric):
        _combinatoric_setstate(w_it, w_state)
    else:
        raise_type_error("'%s' object has no __setstate__"
                         % w_self.gettype().name)


def _combinatoric_setstate(w_it, w_state):
    n = len(w_it.pool_w)
    r = w_it.r
    if w_it.kind == m.K_PERMUTATIONS:
        if not isinstance(w_state, W_Tuple) or len(w_state.items_w) != 2:
            raise_value_error("invalid arguments")
        assert isinstance(w_state, W_Tuple)
        indices = _index_tuple(w_state.items_w[0], n)
        cycles = _index_tuple(w_state.items_w[1], r)
        if n == 0:
            w_it.stopped = True
            return
        for i in range(n):
            w_it.indices[i] = _clamp(indices[i], 0, n - 1)
        for i in range(r):
            w_it.cycles[i] = _clamp(cycles[i], 1, n - i)
    else:
        indices = _index_tuple(w_state, r)
        if n == 0:
            w_it.stopped = True
            return
        for i in range(r):
            if w_it.kind == m.K_COMBINATIONS:
                hi = i + n - r
            else:
                hi = n - 1
            w_it.indices[i] = _clamp(indices[i], 0, hi)
    w_it.first = False


def repeat_length_hint(args):
    w_it = unwrap(_self_only(args))
    if not isinstance(w_it, m.W_Repeat):
        raise_type_error("descriptor '__length_hint__' requires a "
                         "'itertools.repeat' object")
    assert isinstance(w_it, m.W_Repeat)
    if w_it.remaining < 0:
        raise_type_error("len() of unsized object")
    return newint(w_it.remaining)


def install():
    """Called once, when mod_itertools is imported."""
    for w_t in [m.w_count_type, m.w_repeat_type, m.w_compress_type,
                m.w_filterfalse_type, m.w_starmap_type, m.w_grouper_type]:
        w_t.dict_w["__reduce__"] = W_BuiltinFunction("__reduce__",
                                                     it_reduce)
    for w_t in [m.w_cycle_type, m.w_accumulate_type, m.w_chain_type,
                m.w_dropwhile_type, m.w_takewhile_type, m.w_groupby_type,
                m.w_islice_type, m.w_zip_longest_type, m.w_product_type,
                m.w_permutations_type, m.w_combinations_type,
                m.w_cwr_type]:
        w_t.dict_w["__reduce__"] = W_BuiltinFunction("__reduce__",
                                                     it_reduce)
        w_t.dict_w["__setstate__"] = W_BuiltinFunction("__setstate__",
                                                       it_setstate)
    m.w_repeat_type.dict_w["__length_hint__"] = W_BuiltinFunction(
        "__length_hint__", repeat_length_hint)
    install_tee()


# --- tee: its shared buffer pickles as an `_tee_dataobject` ---

class W_TeeData(W_Object):
    """The Python-level face of a TeeBuffer: pickled as
    (_tee_dataobject, (iterator, items read, None)). CPython splits its
    buffer into linked blocks; one given as the third argument is joined
    onto this one."""
    _attrs_ = ("buf",)

    def __init__(self, buf):
        self.buf = buf

    def gettype(self):
        return w_teedata_type


def _teedata_of(buf):
    w_data = buf.w_data
    if w_data is None:
        w_data = W_TeeData(buf)
        buf.w_data = w_data
    assert isinstance(w_data, W_TeeData)
    return w_data


def teedata_new(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "_tee_dataobject", 3, 3)
    w_values = args_w[1]
    if not isinstance(w_values, W_List):
        raise_type_error("_tee_dataobject() argument 2 must be list, not %s"
                         % w_values.gettype().name)
    assert isinstance(w_values, W_List)
    buf = m.TeeBuffer(args_w[0])
    buf.items_w = list(w_values.items_w)
    w_next = args_w[2]
    if isinstance(w_next, W_TeeData):
        # already joined with its own successors when it was built
        nbuf = w_next.buf
        buf.items_w += nbuf.items_w
        buf.w_iter = nbuf.w_iter
        buf.done = nbuf.done
    elif not ops.is_none(w_next):
        raise_value_error("_tee_dataobject next link must be a "
                          "_tee_dataobject")
    w_data = W_TeeData(buf)
    buf.w_data = w_data
    return w_data


def teedata_reduce(args):
    w_self = _self_only(args)
    if not isinstance(w_self, W_TeeData):
        raise_type_error("descriptor '__reduce__' requires a "
                         "'_tee_dataobject'")
    assert isinstance(w_self, W_TeeData)
    buf = w_self.buf
    w_src = buf.w_iter
    if buf.done:
        w_src = _empty_iter()
    return _red(w_teedata_type, [w_src, W_List(list(buf.items_w)), W_None])


def tee_reduce(args):
    w_self = unwrap(_self_only(args))
    if not isinstance(w_self, m.W_Tee):
        raise_type_error("descriptor '__reduce__' requires a '_tee'")
    assert isinstance(w_self, m.W_Tee)
    return _red_state(m.w_tee_type, [newtuple([])], newtuple(
        [_teedata_of(w_self.buf), newint(w_self.pos)]))


def tee_setstate(args):
    args_w = args.args_w
    if len(args_w) != 2:
        raise_type_error("__setstate__() takes exactly one argument")
    w_self = unwrap(args_w[0])
    items_w = _tuple_items(args_w[1], 2, 2)
    w_data = items_w[0]
    if not isinstance(w_self, m.W_Tee) or not isinstance(w_data, W_TeeData):
        raise_type_error("_tee.__setstate__ needs (_tee_dataobject, int)")
    assert isinstance(w_self, m.W_Tee)
    assert isinstance(w_data, W_TeeData)
    pos = as_index(items_w[1])
    if pos < 0 or pos > len(w_data.buf.items_w):
        raise_value_error("Index out of range")
    w_self.buf = w_data.buf
    w_self.pos = pos
    return W_None


def _make_teedata_type():
    from objspace.builtin_iters import make_type
    w_t = make_type("_tee_dataobject", teedata_new, False, "itertools")
    w_t.dict_w["__reduce__"] = W_BuiltinFunction("__reduce__",
                                                 teedata_reduce)
    return w_t


w_teedata_type = _make_teedata_type()


def install_tee():
    m.w_tee_type.dict_w["__reduce__"] = W_BuiltinFunction("__reduce__",
                                                          tee_reduce)
    m.w_tee_type.dict_w["__setstate__"] = W_BuiltinFunction(
        "__setstate__", tee_setstate)
