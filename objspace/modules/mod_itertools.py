"""The itertools module, written in RPython as CPython's is in C: lazy
iterator types with CPython's argument checks, messages and reprs.
Each iterator's next_w returns None when it is exhausted (as every lbbv
iterator does), so a `for` over one raises nothing."""

from interpreter.frontend import astnodes as A
from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.iterobject import W_AbstractIterator
from objspace.intobject import W_Int, newint
from objspace.tupleobject import newtuple
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.argcheck import check_args
from objspace.sequences import unpack_iterable
from objspace import containers
from objspace.builtin_iters import make_type
from objspace import operations as ops


def _make_type(name, fn):
    return make_type(name, fn, module="itertools")


def _no_kwargs(args, name):
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % name)


def _kw_only(args, allowed, name):
    """Removes and returns the keyword arguments in `allowed` (a list of
    names), in that order (None where absent); any other is an error."""
    values_w = [None] * len(allowed)
    for i in range(len(allowed)):
        values_w[i] = args.get_kw(allowed[i])
    if args.has_kwargs():
        raise_type_error("%s() got an unexpected keyword argument '%s'"
                         % (name, args.kw_names[0]))
    return values_w


def _copy_args(args):
    return Arguments(list(args.args_w),
                     list(args.kw_names) if args.kw_names else None,
                     list(args.kw_values_w) if args.kw_values_w else None)


def _nonneg_int(w_x, msg):
    if not isinstance(w_x, W_Int):
        from objspace.modules.builtins_more import index_w
        w_x = index_w(w_x)
        if not isinstance(w_x, W_Int):
            raise_value_error(msg)
    assert isinstance(w_x, W_Int)
    if w_x.intval < 0:
        raise_value_error(msg)
    return w_x.intval


# --- infinite iterators ---

class W_Count(W_AbstractIterator):
    _attrs_ = ("w_current", "w_step")

    def __init__(self, w_start, w_step):
        self.w_current = w_start
        self.w_step = w_step

    def next_w(self):
        w_value = self.w_current
        self.w_current = ops.binary_op(w_value, self.w_step, A.NB_ADD)
        return w_value

    def gettype(self):
        return w_count_type

    def repr_hook(self):
        from objspace.reprs import repr_w
        w_step = self.w_step
        if isinstance(w_step, W_Int) and w_step.intval == 1:
            return "count(%s)" % repr_w(self.w_current)
        return "count(%s, %s)" % (repr_w(self.w_current), repr_w(w_step))


def count_new(args):
    args = _copy_args(args)
    kw = _kw_only(args, ["start", "step"], "count")
    args_w = check_args(Arguments(args.args_w), "count", 0, 2)
    w_start = args_w[0] if len(args_w) > 0 else kw[0]
    w_step = args_w[1] if len(args_w) > 1 else kw[1]
    if w_start is None:
        w_start = newint(0)
    if w_step is None:
        w_step = newint(1)
    for w_x in [w_start, w_step]:
        if not _number_check(w_x):
            raise_type_error("a number is required")
    return W_Count(w_start, w_step)


def _number_check(w_x):
    """CPython's PyNumber_Check: an int, float or complex, or an object
    whose type converts to one (Decimal, Fraction, ...)."""
    from objspace.complexobject import W_Complex
    from objspace.builtinsub import unwrap
    w_v = unwrap(w_x)
    if ops._is_number(w_v) or isinstance(w_v, W_Complex):
        return True
    w_type = w_x.gettype()
    return w_type.lookup("__index__") is not None or \
        w_type.lookup("__int__") is not None or \
        w_type.lookup("__float__") is not None


class W_Cycle(W_AbstractIterator):
    """CPython's state: the input iterator until it ends (None after),
    the items saved, the position in them, and `firstpass`, set when the
    items still read from the iterator are already saved (a state
    restored by __setstate__)."""
    _attrs_ = ("w_iter", "saved_w", "index", "firstpass")

    def __init__(self, w_iter):
        self.w_iter = w_iter
        self.saved_w = []
        self.index = 0
        self.firstpass = False

    def next_w(self):
        if self.w_iter is not None:
            w_item = containers.next_w(self.w_iter)
            if w_item is not None:
                if not self.firstpass:
                    self.saved_w.append(w_item)
                return w_item
            self.w_iter = None
        if not self.saved_w:
            return None
        i = self.index
        if i >= len(self.saved_w):
            i = 0
        w_item = self.saved_w[i]
        i += 1
        if i >= len(self.saved_w):
            i = 0
        self.index = i
        return w_item

    def gettype(self):
        return w_cycle_type


def cycle_new(args):
    _no_kwargs(args, "cycle")
    args_w = check_args(args, "cycle", 1, 1)
    return W_Cycle(containers.iter_w(args_w[0]))


class W_Repeat(W_AbstractIterator):
    _attrs_ = ("w_obj", "remaining")

    def __init__(self, w_obj, remaining):
        self.w_obj = w_obj
        self.remaining = remaining      # -1: forever

    def next_w(self):
        if self.remaining == 0:
            return None
        if self.remaining > 0:
            self.remaining -= 1
        return self.w_obj

    def gettype(self):
        return w_repeat_type

    def repr_hook(self):
        from objspace.reprs import repr_w
        if self.remaining < 0:
            return "repeat(%s)" % repr_w(self.w_obj)
        return "repeat(%s, %d)" % (repr_w(self.w_obj), self.remaining)


def repeat_new(args):
    args = _copy_args(args)
    kw = _kw_only(args, ["object", "times"], "repeat")
    args_w = check_args(Arguments(args.args_w), "repeat", 0, 2)
    w_obj = args_w[0] if len(args_w) > 0 else kw[0]
    w_times = args_w[1] if len(args_w) > 1 else kw[1]
    if w_obj is None:
        raise_type_error("repeat() missing required argument 'object' "
                         "(pos 1)")
    remaining = -1
    if w_times is not None:
        if not isinstance(w_times, W_Int):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_times.gettype().name)
        remaining = w_times.intval if w_times.intval > 0 else 0
    return W_Repeat(w_obj, remaining)


# --- iterators ending on the shortest input ---

class W_Accumulate(W_AbstractIterator):
    _attrs_ = ("w_iter", "w_func", "w_total", "w_initial")

    def __init__(self, w_iter, w_func, w_initial):
        self.w_iter = w_iter
        self.w_func = w_func            # None: addition
        self.w_total = None
        self.w_initial = w_initial

    def next_w(self):
        if self.w_initial is not None:
            self.w_total = self.w_initial
            self.w_initial = None
            return self.w_total
        w_item = containers.next_w(self.w_iter)
        if w_item is None:
            return None
        if self.w_total is None:
            self.w_total = w_item
        elif self.w_func is None:
            self.w_total = ops.binary_op(self.w_total, w_item, A.NB_ADD)
        else:
            self.w_total = self.w_func.call(Arguments([self.w_total,
                                                       w_item]))
        return self.w_total

    def gettype(self):
        return w_accumulate_type


def accumulate_new(args):
    args = _copy_args(args)
    kw = _kw_only(args, ["iterable", "func", "initial"], "accumulate")
    args_w = check_args(Arguments(args.args_w), "accumulate", 0, 2)
    w_iterable = args_w[0] if len(args_w) > 0 else kw[0]
    w_func = args_w[1] if len(args_w) > 1 else kw[1]
    if w_iterable is None:
        raise_type_error("accumulate() missing required argument "
                         "'iterable' (pos 1)")
    if w_func is not None and ops.is_none(w_func):
        w_func = None
    w_initial = kw[2]
    if w_initial is not None and ops.is_none(w_initial):
        w_initial = None
    return W_Accumulate(containers.iter_w(w_iterable), w_func, w_initial)


class W_Chain(W_AbstractIterator):
    _attrs_ = ("w_sources", "w_active")

    def __init__(self, w_sources):
        self.w_sources = w_sources      # an iterator over the iterables
        self.w_active = None

    def next_w(self):
        while True:
            w_active = self.w_active    # locals: the sources may re-enter
            if w_active is None:
                w_sources = self.w_sources
                if w_sources is None:
                    return None
                w_next = containers.next_w(w_sources)
                if w_next is None:
                    self.w_sources = None
                    return None
                w_active = containers.iter_w(w_next)
                self.w_active = w_active
            w_item = containers.next_w(w_active)
            if w_item is not None:
                return w_item
            self.w_active = None

    def gettype(self):
        return w_chain_type


def chain_new(args):
    _no_kwargs(args, "chain")
    return W_Chain(containers.iter_w(newtuple(list(args.args_w))))


def chain_from_iterable(args):
    args_w = check_args(args, "from_iterable", 1, 1)
    return W_Chain(containers.iter_w(args_w[0]))


class W_Compress(W_AbstractIterator):
    _attrs_ = ("w_data", "w_selectors")

    def __init__(self, w_data, w_selectors):
        self.w_data = w_data
        self.w_selectors = w_selectors

    def next_w(self):
        while True:
            w_item = containers.next_w(self.w_data)
            if w_item is None:
                return None
            w_sel = containers.next_w(self.w_selectors)
            if w_sel is None:
                return None
            if ops.is_true(w_sel):
                return w_item

    def gettype(self):
        return w_compress_type


def compress_new(args):
    args = _copy_args(args)
    kw = _kw_only(args, ["data", "selectors"], "compress")
    args_w = check_args(Arguments(args.args_w), "compress", 0, 2)
    w_data = args_w[0] if len(args_w) > 0 else kw[0]
    w_sel = args_w[1] if len(args_w) > 1 else kw[1]
    if w_data is None or w_sel is None:
        raise_type_error("compress() missing required argument '%s' (pos %d)"
                         % ("data" if w_data is None else "selectors",
                            1 if w_data is None else 2))
    return W_Compress(containers.iter_w(w_data), containers.iter_w(w_sel))


class W_PredicateIter(W_AbstractIterator):
    """dropwhile, takewhile and filterfalse: a predicate over one
    iterator; `kind` says which."""
    _attrs_ = ("w_pred", "w_iter", "kind", "done")

    def __init__(self, w_pred, w_iter, kind):
        self.w_pred = w_pred
        self.w_iter = w_iter
        self.kind = kind
        self.done = False

    def _test(self, w_item):
        if self.w_pred is None:
            return ops.is_true(w_item)
        return ops.is_true(self.w_pred.call(Arguments([w_item])))

    def next_w(self):
        if self.kind == K_TAKEWHILE:
            if self.done:
                return None
            w_item = containers.next_w(self.w_iter)
            if w_item is None:
                return None
            if self._test(w_item):
                return w_item
            self.done = True
            return None
        while True:
            w_item = containers.next_w(self.w_iter)
            if w_item is None:
                return None
            if self.kind == K_DROPWHILE:
                if self.done or not self._test(w_item):
                    self.done = True
                    return w_item
            elif not self._test(w_item):        # filterfalse
                return w_item

    def gettype(self):
        if self.kind == K_TAKEWHILE:
            return w_takewhile_type
        if self.kind == K_DROPWHILE:
            return w_dropwhile_type
        return w_filterfalse_type


K_TAKEWHILE = 0
K_DROPWHILE = 1
K_FILTERFALSE = 2


def _predicate_new(args, name, kind):
    _no_kwargs(args, name)
    args_w = check_args(args, name, 2, 2)
    w_pred = args_w[0]
    if kind == K_FILTERFALSE and ops.is_none(w_pred):
        w_pred = None
    return W_PredicateIter(w_pred, containers.iter_w(args_w[1]), kind)


def takewhile_new(args):
    return _predicate_new(args, "takewhile", K_TAKEWHILE)


def dropwhile_new(args):
    return _predicate_new(args, "dropwhile", K_DROPWHILE)


def filterfalse_new(args):
    return _predicate_new(args, "filterfalse", K_FILTERFALSE)


class W_GroupBy(W_AbstractIterator):
    _attrs_ = ("w_iter", "w_keyfunc", "w_tgtkey", "w_currkey",
               "w_currvalue", "w_currgrouper", "exhausted")

    def __init__(self, w_iter, w_keyfunc):
        self.w_iter = w_iter
        self.w_keyfunc = w_keyfunc
        self.w_tgtkey = None
        self.w_currkey = None
        self.w_currvalue = None
        self.w_currgrouper = None
        self.exhausted = False

    def step(self):
        """Advances to the next item; False at the end."""
        w_item = containers.next_w(self.w_iter)
        if w_item is None:
            self.exhausted = True
            return False
        if self.w_keyfunc is None:
            w_key = w_item
        else:
            w_key = self.w_keyfunc.call(Arguments([w_item]))
        self.w_currvalue = w_item
        self.w_currkey = w_key
        return True

    def next_w(self):
        self.w_currgrouper = None
        # skip to the next key
        while True:
            if self.w_currkey is None:
                if self.exhausted or not self.step():
                    return None
            elif self.w_tgtkey is None:
                break
            else:
                if not ops.eq_bool(self.w_tgtkey, self.w_currkey):
                    break
                if not self.step():
                    return None
        self.w_tgtkey = self.w_currkey
        w_grouper = W_Grouper(self, self.w_tgtkey)
        self.w_currgrouper = w_grouper
        return newtuple([self.w_currkey, w_grouper])

    def gettype(self):
        return w_groupby_type


class W_Grouper(W_AbstractIterator):
    _attrs_ = ("w_parent", "w_tgtkey")

    def __init__(self, w_parent, w_tgtkey):
        self.w_parent = w_parent
        self.w_tgtkey = w_tgtkey

    def next_w(self):
        gb = self.w_parent
        if gb.w_currgrouper is not self:
            return None
        if gb.w_currvalue is None:
            if gb.exhausted or not gb.step():
                return None
        if not ops.eq_bool(self.w_tgtkey, gb.w_currkey):
            return None
        w_value = gb.w_currvalue
        gb.w_currvalue = None
        return w_value

    def gettype(self):
        return w_grouper_type


def grouper_new(args):
    """_grouper(parent, tgtkey): what a pickled group is rebuilt with;
    it becomes its groupby's current group."""
    _no_kwargs(args, "_grouper")
    args_w = check_args(args, "_grouper", 2, 2)
    w_parent = args_w[0]
    if not isinstance(w_parent, W_GroupBy):
        raise_type_error("_grouper() argument 1 must be itertools.groupby, "
                         "not %s" % w_parent.gettype().name)
    assert isinstance(w_parent, W_GroupBy)
    w_grouper = W_Grouper(w_parent, args_w[1])
    w_parent.w_currgrouper = w_grouper
    return w_grouper


def groupby_new(args):
    args = _copy_args(args)
    kw = _kw_only(args, ["iterable", "key"], "groupby")
    args_w = check_args(Arguments(args.args_w), "groupby", 0, 2)
    w_iterable = args_w[0] if len(args_w) > 0 else kw[0]
    w_key = args_w[1] if len(args_w) > 1 else kw[1]
    if w_iterable is None:
        raise_type_error("groupby() missing required argument 'iterable' "
                         "(pos 1)")
    if w_key is not None and ops.is_none(w_key):
        w_key = None
    return W_GroupBy(containers.iter_w(w_iterable), w_key)


class W_ISlice(W_AbstractIterator):
    _attrs_ = ("w_iter", "next_index", "stop", "step", "count")

    def __init__(self, w_iter, start, stop, step):
        self.w_iter = w_iter
        self.next_index = start     # the index of the next item to yield
        self.stop = stop            # -1: no end
        self.step = step
        self.count = 0              # items consumed so far

    def next_w(self):
        w_it = self.w_iter      # a local: the source may re-enter
        if w_it is None:
            return None
        while self.count < self.next_index:
            if self.stop >= 0 and self.count >= self.stop:
                self.w_iter = None
                return None
            if containers.next_w(w_it) is None:
                self.w_iter = None
                return None
            self.count += 1
        if self.stop >= 0 and self.count >= self.stop:
            self.w_iter = None
            return None
        w_item = containers.next_w(w_it)
        if w_item is None:
            self.w_iter = None
            return None
        self.count += 1
        from rpython.rlib.rarithmetic import ovfcheck
        try:
            nxt = ovfcheck(self.next_index + self.step)
        except OverflowError:
            nxt = -1
        if nxt < 0 or (self.stop >= 0 and nxt > self.stop):
            nxt = self.stop     # past the end (as CPython, no overflow)
        self.next_index = nxt
        return w_item

    def gettype(self):
        return w_islice_type


def _islice_index(w_x, what):
    if ops.is_none(w_x):
        return -1
    msg = ("Indices for islice() must be None or an integer: "
           "0 <= x <= sys.maxsize.")
    if what == "step":
        msg = "Step for islice() must be a positive integer or None."
    elif what == "only stop":
        msg = ("Stop argument for islice() must be None or an integer: "
               "0 <= x <= sys.maxsize.")
    from objspace.modules.builtins_more import index_w
    try:
        w_i = index_w(w_x)
    except OperationError:
        raise_value_error(msg)
        raise AssertionError
    if not isinstance(w_i, W_Int) or w_i.intval < 0 or \
            (what == "step" and w_i.intval == 0):
        raise_value_error(msg)
    assert isinstance(w_i, W_Int)
    return w_i.intval


def islice_new(args):
    _no_kwargs(args, "islice")
    args_w = check_args(args, "islice", 2, 4)
    w_it = containers.iter_w(args_w[0])
    if len(args_w) == 2:
        return W_ISlice(w_it, 0, _islice_index(args_w[1], "only stop"), 1)
    start = _islice_index(args_w[1], "start")
    stop = _islice_index(args_w[2], "only stop")
    step = 1
    if len(args_w) == 4:
        step = _islice_index(args_w[3], "step")
        if step < 0:
            step = 1
    if start < 0:
        start = 0
    return W_ISlice(w_it, start, stop, step)


class W_Pairwise(W_AbstractIterator):
    _attrs_ = ("w_iter", "w_old")

    def __init__(self, w_iter):
        self.w_iter = w_iter
        self.w_old = None

    def next_w(self):
        # locals and re-reads as CPython's: a __next__ of the source may
        # call this pairwise again (re-entrance)
        w_it = self.w_iter
        if w_it is None:
            return None
        w_old = self.w_old
        if w_old is None:
            w_old = containers.next_w(w_it)
            self.w_old = w_old
            if w_old is None:
                self.w_iter = None
                return None
            w_it = self.w_iter
            if w_it is None:
                self.w_old = None
                return None
        w_new = containers.next_w(w_it)
        if w_new is None:
            self.w_iter = None
            self.w_old = None
            return None
        w_res = newtuple([w_old, w_new])
        self.w_old = w_new
        return w_res

    def gettype(self):
        return w_pairwise_type


def pairwise_new(args):
    _no_kwargs(args, "pairwise")
    args_w = check_args(args, "pairwise", 1, 1)
    return W_Pairwise(containers.iter_w(args_w[0]))


class W_StarMap(W_AbstractIterator):
    _attrs_ = ("w_func", "w_iter")

    def __init__(self, w_func, w_iter):
        self.w_func = w_func
        self.w_iter = w_iter

    def next_w(self):
        w_args = containers.next_w(self.w_iter)
        if w_args is None:
            return None
        return self.w_func.call(Arguments(unpack_iterable(w_args)))

    def gettype(self):
        return w_starmap_type


def starmap_new(args):
    _no_kwargs(args, "starmap")
    args_w = check_args(args, "starmap", 2, 2)
    return W_StarMap(args_w[0], containers.iter_w(args_w[1]))


class W_ZipLongest(W_AbstractIterator):
    _attrs_ = ("iters_w", "active", "w_fill")

    def __init__(self, iters_w, w_fill):
        self.iters_w = iters_w
        self.active = len(iters_w)
        self.w_fill = w_fill

    def next_w(self):
        n = len(self.iters_w)
        if n == 0 or self.active == 0:
            return None
        items_w = [None] * n
        for i in range(n):
            w_it = self.iters_w[i]
            w_item = None
            if w_it is not None:
                w_item = containers.next_w(w_it)
                if w_item is None:
                    self.active -= 1
                    if self.active == 0:
                        return None
                    self.iters_w[i] = None
            items_w[i] = w_item if w_item is not None else self.w_fill
        return newtuple(items_w)

    def gettype(self):
        return w_zip_longest_type


def zip_longest_new(args):
    args = _copy_args(args)
    kw = _kw_only(args, ["fillvalue"], "zip_longest")
    w_fill = kw[0] if kw[0] is not None else W_None
    iters_w = [containers.iter_w(w_x) for w_x in args.args_w]
    return W_ZipLongest(iters_w, w_fill)


# --- tee ---

class TeeBuffer(object):
    """The items read from the shared iterator that some tee copy has not
    consumed yet; each copy keeps its own position in `items_w`."""
    # w_data: its Python-level wrapper once pickled (itertools_pickle),
    # one per buffer so that tees pickled together share it again
    _attrs_ = ("w_iter", "items_w", "done", "w_data", "running")

    def __init__(self, w_iter):
        self.w_iter = w_iter
        self.items_w = []    # every item read (kept while a copy lives)
        self.done = False
        self.w_data = None
        self.running = False    # inside the source's __next__


class W_Tee(W_AbstractIterator):
    _attrs_ = ("buf", "pos")

    def __init__(self, buf, pos):
        self.buf = buf
        self.pos = pos

    def next_w(self):
        buf = self.buf
        i = self.pos
        assert i >= 0
        if i < len(buf.items_w):
            w_item = buf.items_w[i]
        else:
            if buf.done:
                return None
            if buf.running:
                from objspace.exceptions import raise_runtime_error
                raise_runtime_error("cannot re-enter the tee iterator")
            buf.running = True
            try:
                w_item = containers.next_w(buf.w_iter)
            finally:
                buf.running = False
            if w_item is None:
                buf.done = True
                return None
            buf.items_w.append(w_item)
        self.pos += 1
        return w_item

    def gettype(self):
        return w_tee_type


def _tee_copy(args):
    w_self = args.args_w[0]
    assert isinstance(w_self, W_Tee)
    return W_Tee(w_self.buf, w_self.pos)


def tee_new(args):
    """_tee(iterable): one tee object (a copy of a tee)."""
    _no_kwargs(args, "_tee")
    args_w = args.args_w
    if len(args_w) != 1:
        raise_type_error("_tee expected 1 argument, got %d" % len(args_w))
    w_it = containers.iter_w(args_w[0])
    if isinstance(w_it, W_Tee):
        return W_Tee(w_it.buf, w_it.pos)
    return W_Tee(TeeBuffer(w_it), 0)


def tee(args):
    _no_kwargs(args, "tee")
    args_w = check_args(args, "tee", 1, 2)
    n = 2
    if len(args_w) == 2:
        w_n = args_w[1]
        if not isinstance(w_n, W_Int):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_n.gettype().name)
        n = w_n.intval
        if n < 0:
            raise_value_error("n must be >= 0")
    w_it = containers.iter_w(args_w[0])
    result_w = []
    if n == 0:
        return newtuple(result_w)
    # as CPython: an iterator with __copy__ (a tee) is the first result
    # itself and is copied for the others
    w_copy = None
    if not isinstance(w_it, W_Tee):
        from objspace import attrs
        w_copy = attrs.getattr_or_none(w_it, "__copy__")
        if w_copy is None:
            w_it = W_Tee(TeeBuffer(w_it), 0)
    result_w.append(w_it)
    for i in range(1, n):
        if isinstance(w_it, W_Tee):
            result_w.append(W_Tee(w_it.buf, w_it.pos))
        else:
            assert w_copy is not None
            result_w.append(w_copy.call(Arguments([])))
    return newtuple(result_w)


# --- combinatorics: all inputs are read into a pool first ---

class W_Product(W_AbstractIterator):
    _attrs_ = ("pools", "indices", "first", "stopped")

    def __init__(self, pools):
        self.pools = pools
        self.indices = [0] * len(pools)
        self.first = True
        self.stopped = False
        for pool in pools:
            if not pool:
                self.stopped = True

    def next_w(self):
        if self.stopped:
            return None
        n = len(self.pools)
        if self.first:
            self.first = False
        else:
            i = n - 1
            while i >= 0:
                self.indices[i] += 1
                if self.indices[i] < len(self.pools[i]):
                    break
                self.indices[i] = 0
                i -= 1
            if i < 0:
                self.stopped = True
                return None
        items_w = [None] * n
        for i in range(n):
            items_w[i] = self.pools[i][self.indices[i]]
        return newtuple(items_w)

    def gettype(self):
        return w_product_type


def product_new(args):
    args = _copy_args(args)
    kw = _kw_only(args, ["repeat"], "product")
    repeat = 1
    if kw[0] is not None:
        w_r = kw[0]
        if not isinstance(w_r, W_Int):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_r.gettype().name)
        repeat = w_r.intval
        if repeat < 0:
            raise_value_error("repeat argument cannot be negative")
    base = [unpack_iterable(w_x) for w_x in args.args_w]
    pools = []
    for r in range(repeat):
        for pool in base:
            pools.append(pool)
    return W_Product(pools)


class W_Combinatoric(W_AbstractIterator):
    """permutations, combinations and combinations_with_replacement over
    a pool, with CPython's index algorithms (lexicographic order)."""
    _attrs_ = ("pool_w", "r", "indices", "cycles", "first", "stopped",
               "kind")

    def __init__(self, pool_w, r, kind):
        self.pool_w = pool_w
        self.r = r
        self.kind = kind
        n = len(pool_w)
        self.first = True
        self.stopped = False
        if kind == K_PERMUTATIONS:
            self.indices = [i for i in range(n)]
            self.cycles = [n - i for i in range(r)]
            self.stopped = r > n
        elif kind == K_COMBINATIONS:
            self.indices = [i for i in range(r)]
            self.cycles = []
            self.stopped = r > n
        else:
            self.indices = [0] * r
            self.cycles = []
            self.stopped = n == 0 and r > 0

    def _result(self):
        items_w = [None] * self.r
        for i in range(self.r):
            items_w[i] = self.pool_w[self.indices[i]]
        return newtuple(items_w)

    def next_w(self):
        if self.stopped:
            return None
        if self.first:
            self.first = False
            return self._result()
        n = len(self.pool_w)
        r = self.r
        if self.kind == K_PERMUTATIONS:
            i = r - 1
            while i >= 0:
                self.cycles[i] -= 1
                if self.cycles[i] == 0:
                    moved = self.indices[i]
                    del self.indices[i]
                    self.indices.append(moved)
                    self.cycles[i] = n - i
                else:
                    j = self.cycles[i]
                    k = len(self.indices) - j
                    tmp = self.indices[i]
                    self.indices[i] = self.indices[k]
                    self.indices[k] = tmp
                    return self._result()
                i -= 1
            self.stopped = True
            return None
        if self.kind == K_COMBINATIONS:
            i = r - 1
            while i >= 0 and self.indices[i] == i + n - r:
                i -= 1
            if i < 0:
                self.stopped = True
                return None
            self.indices[i] += 1
            for j in range(i + 1, r):
                self.indices[j] = self.indices[j - 1] + 1
            return self._result()
        i = r - 1
        while i >= 0 and self.indices[i] == n - 1:
            i -= 1
        if i < 0:
            self.stopped = True
            return None
        value = self.indices[i] + 1
        for j in range(i, r):
            self.indices[j] = value
        return self._result()

    def gettype(self):
        if self.kind == K_PERMUTATIONS:
            return w_permutations_type
        if self.kind == K_COMBINATIONS:
            return w_combinations_type
        return w_cwr_type


K_PERMUTATIONS = 0
K_COMBINATIONS = 1
K_CWR = 2


def _r_arg(w_r, name):
    if not isinstance(w_r, W_Int):
        raise_type_error("Expected int as r")
    if w_r.intval < 0:
        raise_value_error("r must be non-negative")
    return w_r.intval


def permutations_new(args):
    args = _copy_args(args)
    kw = _kw_only(args, ["iterable", "r"], "permutations")
    args_w = check_args(Arguments(args.args_w), "permutations", 0, 2)
    w_iterable = args_w[0] if len(args_w) > 0 else kw[0]
    w_r = args_w[1] if len(args_w) > 1 else kw[1]
    if w_iterable is None:
        raise_type_error("permutations() missing required argument "
                         "'iterable' (pos 1)")
    pool_w = unpack_iterable(w_iterable)
    r = len(pool_w)
    if w_r is not None and not ops.is_none(w_r):
        r = _r_arg(w_r, "permutations")
    return W_Combinatoric(pool_w, r, K_PERMUTATIONS)


def _combinations_new(args, name, kind):
    args = _copy_args(args)
    kw = _kw_only(args, ["iterable", "r"], name)
    args_w = check_args(Arguments(args.args_w), name, 0, 2)
    w_iterable = args_w[0] if len(args_w) > 0 else kw[0]
    w_r = args_w[1] if len(args_w) > 1 else kw[1]
    if w_iterable is None:
        raise_type_error("%s() missing required argument 'iterable' (pos 1)"
                         % name)
    if w_r is None:
        raise_type_error("%s() missing required argument 'r' (pos 2)"
                         % name)
    return W_Combinatoric(unpack_iterable(w_iterable), _r_arg(w_r, name),
                          kind)


def combinations_new(args):
    return _combinations_new(args, "combinations", K_COMBINATIONS)


def cwr_new(args):
    return _combinations_new(args, "combinations_with_replacement", K_CWR)


w_count_type = _make_type("count", count_new)
w_cycle_type = _make_type("cycle", cycle_new)
w_repeat_type = _make_type("repeat", repeat_new)
w_accumulate_type = _make_type("accumulate", accumulate_new)
w_chain_type = _make_type("chain", chain_new)
w_chain_type.dict_w["from_iterable"] = W_BuiltinFunction(
    "from_iterable", chain_from_iterable)
w_compress_type = _make_type("compress", compress_new)
w_dropwhile_type = _make_type("dropwhile", dropwhile_new)
w_takewhile_type = _make_type("takewhile", takewhile_new)
w_filterfalse_type = _make_type("filterfalse", filterfalse_new)
w_groupby_type = _make_type("groupby", groupby_new)
w_grouper_type = _make_type("_grouper", grouper_new)
w_islice_type = _make_type("islice", islice_new)
w_pairwise_type = _make_type("pairwise", pairwise_new)
w_starmap_type = _make_type("starmap", starmap_new)
w_zip_longest_type = _make_type("zip_longest", zip_longest_new)
w_tee_type = _make_type("_tee", tee_new)
w_tee_type.dict_w["__copy__"] = W_BuiltinFunction("__copy__", _tee_copy)
w_product_type = _make_type("product", product_new)
w_permutations_type = _make_type("permutations", permutations_new)
w_combinations_type = _make_type("combinations", combinations_new)
w_cwr_type = _make_type("combinations_with_replacement", cwr_new)

_TYPES = [w_count_type, w_cycle_type, w_repeat_type, w_accumulate_type,
          w_chain_type, w_compress_type, w_dropwhile_type, w_takewhile_type,
          w_filterfalse_type, w_groupby_type, w_islice_type,
          w_pairwise_type, w_starmap_type, w_zip_longest_type,
          w_product_type, w_permutations_type, w_combinations_type,
          w_cwr_type]


def _subclass_new(w_solid):
    def new(args):
        from objspace.builtinsub import builtin_new
        return builtin_new(w_solid, args)
    new.__name__ = "itertools_new_" + w_solid.name
    return new


def _install_subclassing():
    """Classes may derive from the itertools types, as in CPython: an
    instance carries the built-in iterator (objspace/builtinsub.py),
    which the type's __iter__/__next__ unwrap."""
    from objspace.builtinsub import SUPPORTED
    from objspace.funcobject import W_StaticMethod
    for w_t in _TYPES:
        SUPPORTED.types_w.append(w_t)
        w_t.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction(
            "__new__", _subclass_new(w_t)))


_install_subclassing()


def make():
    from objspace.modules.itertools_pickle import install
    install()       # __reduce__ / __setstate__ (imports this module)
    from objspace.modules.itertools_pickle import w_teedata_type
    w_mod = W_Module("itertools")
    w_mod.setitem("_tee_dataobject", w_teedata_type)
    for w_type in _TYPES:
        w_mod.setitem(w_type.name, w_type)
    w_mod.setitem("tee", builtin_function("tee", tee))
    w_mod.setitem("_grouper", w_grouper_type)
    w_mod.setitem("_tee", w_tee_type)
    return w_mod
