"""The `_collections` module: `deque`, in RPython as CPython's is in C
(CPython's collections package imports it from here).

A deque is a ring buffer: `buf` has a power-of-two capacity, item i is
at buf[(head + i) & (capacity - 1)], so both ends take O(1). Mutating a
deque while iterating over it raises RuntimeError as in CPython (a
`state` counter the iterator compares)."""

from interpreter.frontend import astnodes as A
from objspace.model import W_Object, Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.iterobject import W_AbstractIterator
from objspace.intobject import W_Int, newint, newbool
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 oefmt, w_IndexError, w_RuntimeError)
from objspace.argcheck import check_args
from objspace import containers
from objspace import operations as ops
from objspace.builtin_iters import make_type
from objspace.modules.collections_tuplegetter import w_tuplegetter_type


class W_Deque(W_Object):
    _attrs_ = ("buf", "head", "length", "maxlen", "state")

    def __init__(self, maxlen):
        self.buf = [None] * 8
        self.head = 0
        self.length = 0
        self.maxlen = maxlen        # -1: unbounded
        self.state = 0              # bumped by every mutation

    def gettype(self):
        return w_deque_type

    # --- storage ---
    def _mask(self):
        return len(self.buf) - 1

    def get(self, i):
        return self.buf[(self.head + i) & self._mask()]

    def set(self, i, w_x):
        self.buf[(self.head + i) & self._mask()] = w_x

    def _grow(self):
        n = len(self.buf)
        new = [None] * (2 * n)
        for i in range(self.length):
            new[i] = self.get(i)
        self.buf = new
        self.head = 0

    def items(self):
        return [self.get(i) for i in range(self.length)]

    def append(self, w_x):
        self.state += 1
        if self.maxlen == 0:
            return
        if self.length == len(self.buf):
            self._grow()
        self.set(self.length, w_x)
        self.length += 1
        if self.maxlen >= 0 and self.length > self.maxlen:
            self.popleft()

    def appendleft(self, w_x):
        self.state += 1
        if self.maxlen == 0:
            return
        if self.length == len(self.buf):
            self._grow()
        self.head = (self.head - 1) & self._mask()
        self.buf[self.head] = w_x
        self.length += 1
        if self.maxlen >= 0 and self.length > self.maxlen:
            self.pop()

    def pop(self):
        if self.length == 0:
            raise oefmt(w_IndexError, "pop from an empty deque")
        self.state += 1
        self.length -= 1
        w_x = self.get(self.length)
        self.set(self.length, None)
        return w_x

    def popleft(self):
        if self.length == 0:
            raise oefmt(w_IndexError, "pop from an empty deque")
        self.state += 1
        w_x = self.buf[self.head]
        self.buf[self.head] = None
        self.head = (self.head + 1) & self._mask()
        self.length -= 1
        return w_x

    def clear(self):
        self.state += 1
        self.buf = [None] * 8
        self.head = 0
        self.length = 0

    def replace_items(self, items_w):
        self.clear()
        for w_x in items_w:
            self.append(w_x)

    def index_of(self, w_index):
        """A normalised index for d[i], with CPython's errors."""
        if not isinstance(w_index, W_Int):
            from objspace.modules.builtins_more import index_w
            w_index = index_w(w_index)
            if not isinstance(w_index, W_Int):
                raise oefmt(w_IndexError, "deque index out of range")
        assert isinstance(w_index, W_Int)
        i = w_index.intval
        if i < 0:
            i += self.length
        if i < 0 or i >= self.length:
            raise oefmt(w_IndexError, "deque index out of range")
        return i

    # --- protocols (objspace/model.py hooks) ---
    def iter_hook(self):
        return W_DequeIterator(self, False)

    def len_hook(self):
        return self.length

    def getitem_hook(self, w_key):
        return self.get(self.index_of(w_key))

    def setitem_hook(self, w_key, w_value):
        self.set(self.index_of(w_key), w_value)
        return True

    def contains_hook(self, w_item):
        state = self.state
        for i in range(self.length):
            if ops.eq_bool(self.get(i), w_item):
                return 1
            if state != self.state:
                raise oefmt(w_RuntimeError, "deque mutated during iteration")
        return 0

    def eq_hook(self, w_other):
        if not isinstance(w_other, W_Deque):
            return self is w_other
        if self.length != w_other.length:
            return False
        for i in range(self.length):
            if not ops.eq_bool(self.get(i), w_other.get(i)):
                return False
        return True

    def unhashable_hook(self):
        return True

    def compare_hook(self, w_other, op):
        if not isinstance(w_other, W_Deque):
            return None
        from objspace.listobject import W_List
        return ops.compare(W_List(self.items()), W_List(w_other.items()), op)

    def binop_hook(self, w_other, op, reflected):
        if reflected:
            if op == A.NB_MULTIPLY and isinstance(w_other, W_Int):
                return _repeat(self, w_other.intval, None)
            return None
        if op == A.NB_ADD:
            if not isinstance(w_other, W_Deque):
                raise_type_error('can only concatenate deque (not "%s") to '
                                 'deque' % w_other.gettype().name)
            assert isinstance(w_other, W_Deque)
            w_res = W_Deque(self.maxlen)
            for w_x in self.items():
                w_res.append(w_x)
            for w_x in w_other.items():
                w_res.append(w_x)
            return w_res
        if op == A.NB_MULTIPLY and isinstance(w_other, W_Int):
            return _repeat(self, w_other.intval, None)
        return None

    def inplace_hook(self, w_other, op):
        if op == A.NB_ADD:
            _extend(self, w_other)
            return self
        if op == A.NB_MULTIPLY and isinstance(w_other, W_Int):
            return _repeat(self, w_other.intval, self)
        return None

    def delitem_hook(self, w_key):
        i = self.index_of(w_key)
        items_w = self.items()
        del items_w[i]
        self.replace_items(items_w)
        return True

    def repr_hook(self):
        from objspace.reprs import repr_w, repr_enter, repr_leave
        from objspace import recursion
        if repr_enter(self):
            return "[...]"
        recursion.enter(" while getting the repr of an object")
        try:
            parts = [repr_w(w_x) for w_x in self.items()]
        finally:
            recursion.leave()
            repr_leave(self)
        body = "[" + ", ".join(parts) + "]"
        if self.maxlen >= 0:
            return "deque(%s, maxlen=%d)" % (body, self.maxlen)
        return "deque(%s)" % body

    def getattr_hook(self, name):
        if name == "maxlen":
            return W_None if self.maxlen < 0 else newint(self.maxlen)
        return None


def _repeat(w_d, n, w_target):
    items_w = w_d.items()
    if w_target is None:
        w_target = W_Deque(w_d.maxlen)
    else:
        w_target.clear()
    for i in range(n):
        for w_x in items_w:
            w_target.append(w_x)
    return w_target


def _extend(w_d, w_iterable):
    if w_iterable is w_d:
        items_w = w_d.items()
        for w_x in items_w:
            w_d.append(w_x)
        return
    w_it = containers.iter_w(w_iterable)
    while True:
        w_x = containers.next_w(w_it)
        if w_x is None:
            break
        w_d.append(w_x)


class W_DequeIterator(W_AbstractIterator):
    _attrs_ = ("w_deque", "index", "state", "reverse")

    def __init__(self, w_deque, reverse):
        self.w_deque = w_deque
        self.index = 0
        self.state = w_deque.state
        self.reverse = reverse

    def next_w(self):
        w_d = self.w_deque
        if w_d.state != self.state:
            raise oefmt(w_RuntimeError, "deque mutated during iteration")
        if self.index >= w_d.length:
            return None
        i = self.index
        self.index += 1
        if self.reverse:
            return w_d.get(w_d.length - 1 - i)
        return w_d.get(i)

    def gettype(self):
        if self.reverse:
            return w_deque_reverse_iterator_type
        return w_deque_iterator_type


# --- methods ---

def _self(args, name, min_n, max_n):
    args_w = check_args(args, name, min_n + 1, max_n + 1)
    w_d = args_w[0]
    if not isinstance(w_d, W_Deque):
        raise_type_error("descriptor '%s' for 'collections.deque' objects "
                         "doesn't apply to a '%s' object"
                         % (name, w_d.gettype().name))
    assert isinstance(w_d, W_Deque)
    return w_d, args_w


def deque_new(args):
    w_maxlen = args.get_kw("maxlen") if args.has_kwargs() else None
    w_iterable = args.get_kw("iterable") if args.has_kwargs() else None
    if args.has_kwargs():
        raise_type_error("deque() got an unexpected keyword argument '%s'"
                         % args.kw_names[0])
    args_w = check_args(args, "deque", 0, 2)
    if len(args_w) > 0:
        w_iterable = args_w[0]
    if len(args_w) > 1:
        w_maxlen = args_w[1]
    maxlen = -1
    if w_maxlen is not None and not ops.is_none(w_maxlen):
        if not isinstance(w_maxlen, W_Int):
            raise_type_error("an integer is required")
        maxlen = w_maxlen.intval
        if maxlen < 0:
            raise_value_error("maxlen must be non-negative")
    w_d = W_Deque(maxlen)
    if w_iterable is not None:
        _extend(w_d, w_iterable)
    return w_d


def d_append(args):
    w_d, args_w = _self(args, "append", 1, 1)
    w_d.append(args_w[1])
    return W_None


def d_appendleft(args):
    w_d, args_w = _self(args, "appendleft", 1, 1)
    w_d.appendleft(args_w[1])
    return W_None


def d_pop(args):
    w_d, args_w = _self(args, "pop", 0, 0)
    return w_d.pop()


def d_popleft(args):
    w_d, args_w = _self(args, "popleft", 0, 0)
    return w_d.popleft()


def d_extend(args):
    w_d, args_w = _self(args, "extend", 1, 1)
    _extend(w_d, args_w[1])
    return W_None


def d_extendleft(args):
    w_d, args_w = _self(args, "extendleft", 1, 1)
    w_iterable = args_w[1]
    if w_iterable is w_d:
        from objspace.listobject import W_List
        w_iterable = W_List(w_d.items())
    w_it = containers.iter_w(w_iterable)
    while True:
        w_x = containers.next_w(w_it)
        if w_x is None:
            break
        w_d.appendleft(w_x)
    return W_None


def d_clear(args):
    w_d, args_w = _self(args, "clear", 0, 0)
    w_d.clear()
    return W_None


def d_copy(args):
    w_d, args_w = _self(args, "copy", 0, 0)
    w_res = W_Deque(w_d.maxlen)
    for w_x in w_d.items():
        w_res.append(w_x)
    return w_res


def d_count(args):
    w_d, args_w = _self(args, "count", 1, 1)
    n = 0
    state = w_d.state
    for i in range(w_d.length):
        if ops.eq_bool(w_d.get(i), args_w[1]):
            n += 1
        if state != w_d.state:
            raise oefmt(w_RuntimeError, "deque mutated during iteration")
    return newint(n)


def _bound(w_x, length):
    from objspace.modules.builtins_more import index_w
    w_i = index_w(w_x)
    if not isinstance(w_i, W_Int):          # beyond a machine word
        if ops.is_true(ops.compare(w_i, newint(0), A.LT)):
            return 0
        return length
    i = w_i.intval
    if i < 0:
        i += length
        if i < 0:
            i = 0
    if i > length:
        i = length
    return i


def d_index(args):
    w_d, args_w = _self(args, "index", 1, 3)
    start = 0
    stop = w_d.length
    if len(args_w) > 2:
        start = _bound(args_w[2], w_d.length)
    if len(args_w) > 3:
        stop = _bound(args_w[3], w_d.length)
    state = w_d.state
    for i in range(start, stop):
        if i >= w_d.length:
            break
        if ops.eq_bool(w_d.get(i), args_w[1]):
            return newint(i)
        if state != w_d.state:
            raise oefmt(w_RuntimeError, "deque mutated during iteration")
    from objspace.reprs import repr_w
    raise_value_error("%s is not in deque" % repr_w(args_w[1]))
    return None


def d_insert(args):
    w_d, args_w = _self(args, "insert", 2, 2)
    if w_d.maxlen >= 0 and w_d.length >= w_d.maxlen:
        raise oefmt(w_IndexError, "deque already at its maximum size")
    w_i = args_w[1]
    if not isinstance(w_i, W_Int):
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_i.gettype().name)
    i = w_i.intval
    n = w_d.length
    if i < 0:
        i += n
        if i < 0:
            i = 0
    if i > n:
        i = n
    items_w = w_d.items()
    assert i >= 0
    items_w.insert(i, args_w[2])
    w_d.replace_items(items_w)
    return W_None


def d_remove(args):
    w_d, args_w = _self(args, "remove", 1, 1)
    for i in range(w_d.length):
        if ops.eq_bool(w_d.get(i), args_w[1]):
            items_w = w_d.items()
            del items_w[i]
            w_d.replace_items(items_w)
            return W_None
    from objspace.reprs import repr_w
    raise_value_error("%s is not in deque" % repr_w(args_w[1]))
    return None


def d_reverse(args):
    w_d, args_w = _self(args, "reverse", 0, 0)
    items_w = w_d.items()
    items_w.reverse()
    w_d.replace_items(items_w)
    return W_None


def d_rotate(args):
    w_d, args_w = _self(args, "rotate", 0, 1)
    n = 1
    if len(args_w) > 1:
        w_n = args_w[1]
        if not isinstance(w_n, W_Int):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_n.gettype().name)
        n = w_n.intval
    length = w_d.length
    if length <= 1:
        return W_None
    n = n % length
    for i in range(n):
        w_d.appendleft(w_d.pop())
    return W_None


def d_reversed(args):
    w_d, args_w = _self(args, "__reversed__", 0, 0)
    return W_DequeIterator(w_d, True)


def d_delitem(args):
    w_d, args_w = _self(args, "__delitem__", 1, 1)
    w_d.delitem_hook(args_w[1])
    return W_None


def d_bool(args):
    w_d, args_w = _self(args, "__bool__", 0, 0)
    return newbool(w_d.length > 0)


def d_reduce(args):
    """deque.__reduce__: (type, () or ((), maxlen), state, iterator), as
    CPython's."""
    from objspace.builtinsub import unwrap
    from objspace.objectslots import getstate
    from objspace.containers import iter_w
    from objspace.tupleobject import newtuple
    args_w = check_args(args, "__reduce__", 1, 1)
    w_self = args_w[0]
    w_d = unwrap(w_self)
    if not isinstance(w_d, W_Deque):
        raise_type_error("descriptor '__reduce__' requires a "
                         "'collections.deque' object but received a '%s'"
                         % w_self.gettype().name)
    assert isinstance(w_d, W_Deque)
    w_state = getstate(w_self)
    if w_d.maxlen < 0:
        w_args = newtuple([])
    else:
        w_args = newtuple([newtuple([]), newint(w_d.maxlen)])
    return newtuple([w_self.gettype(), w_args, w_state, iter_w(w_self)])


w_deque_type = W_TypeObject("deque", [w_object_type])
w_deque_type.module = "collections"
w_deque_type.w_new = W_BuiltinFunction("deque", deque_new)
for _name, _fn in [("append", d_append), ("appendleft", d_appendleft),
                   ("pop", d_pop), ("popleft", d_popleft),
                   ("extend", d_extend), ("extendleft", d_extendleft),
                   ("clear", d_clear), ("copy", d_copy), ("__copy__", d_copy),
                   ("count", d_count), ("index", d_index),
                   ("insert", d_insert), ("remove", d_remove),
                   ("reverse", d_reverse), ("rotate", d_rotate),
                   ("__reversed__", d_reversed), ("__delitem__", d_delitem),
                   ("__bool__", d_bool), ("__reduce__", d_reduce)]:
    w_deque_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


# the calls without an Arguments object (W_BuiltinFunction.call1/method1)


def _d_append2(w_d, w_x):
    if not isinstance(w_d, W_Deque):
        return d_append(Arguments([w_d, w_x]))
    w_d.append(w_x)
    return W_None


def _d_appendleft2(w_d, w_x):
    if not isinstance(w_d, W_Deque):
        return d_appendleft(Arguments([w_d, w_x]))
    w_d.appendleft(w_x)
    return W_None


def _d_pop1(w_d):
    if not isinstance(w_d, W_Deque):
        return d_pop(Arguments([w_d]))
    return w_d.pop()


def _d_popleft1(w_d):
    if not isinstance(w_d, W_Deque):
        return d_popleft(Arguments([w_d]))
    return w_d.popleft()


w_deque_type.dict_w["append"].method1 = _d_append2
w_deque_type.dict_w["appendleft"].method1 = _d_appendleft2
w_deque_type.dict_w["pop"].call1 = _d_pop1
w_deque_type.dict_w["popleft"].call1 = _d_popleft1
w_deque_iterator_type = make_type("_deque_iterator", None,
                                  module="_collections")
w_deque_reverse_iterator_type = make_type("_deque_reverse_iterator", None,
                                          module="_collections")


def count_elements(args):
    """_count_elements(mapping, iterable): Counter's tally, as CPython's C
    helper (`mapping[elem] = mapping.get(elem, 0) + 1` per element; a
    dict, or a subclass keeping dict's get and __setitem__, is updated
    directly)."""
    from objspace.dictobject import W_Dict, w_dict_type
    from objspace.builtinsub import unwrap
    args_w = check_args(args, "_count_elements", 2, 2)
    w_map = args_w[0]
    w_it = containers.iter_w(args_w[1])
    w_type = w_map.gettype()
    w_dict = unwrap(w_map)
    if not (isinstance(w_dict, W_Dict) and
            w_type.lookup("get") is w_dict_type.lookup("get") and
            w_type.lookup("__setitem__") is
            w_dict_type.lookup("__setitem__")):
        w_dict = None
    w_zero = newint(0)
    w_one = newint(1)
    w_get = None
    if w_dict is None:
        from objspace import attrs
        w_get = attrs.getattr_w(w_map, "get")
    while True:
        w_x = containers.next_w(w_it)
        if w_x is None:
            break
        if isinstance(w_dict, W_Dict):
            w_old = w_dict.getitem(w_x)
            if w_old is None:
                w_dict.setitem(w_x, w_one)
            else:
                w_dict.setitem(w_x, ops.binary_op(w_old, w_one, A.NB_ADD))
        else:
            assert w_get is not None
            w_old = w_get.call(Arguments([w_x, w_zero]))
            containers.setitem_w(w_map, w_x,
                                 ops.binary_op(w_old, w_one, A.NB_ADD))
    return W_None


def make():
    w_mod = W_Module("_collections")
    w_mod.setitem("_count_elements",
                  builtin_function("_count_elements", count_elements))
    w_mod.setitem("deque", w_deque_type)
    w_mod.setitem("defaultdict", w_defaultdict_type)
    w_mod.setitem("_deque_iterator", w_deque_iterator_type)
    w_mod.setitem("_deque_reverse_iterator", w_deque_reverse_iterator_type)
    w_mod.setitem("_tuplegetter", w_tuplegetter_type)
    return w_mod


# --- defaultdict: a subclass of dict (objspace/builtinsub.py's layout) ---

def _dd_self(args, name):
    from objspace.builtinsub import W_SubInstance
    if not args.args_w:
        raise_type_error("descriptor '%s' of 'collections.defaultdict' "
                         "object needs an argument" % name)
    w_self = args.args_w[0]
    if not isinstance(w_self, W_SubInstance) or \
            not w_self.gettype().issubtype(w_defaultdict_type):
        raise_type_error("descriptor '%s' requires a "
                         "'collections.defaultdict' object" % name)
    assert isinstance(w_self, W_SubInstance)
    return w_self


def _factory(w_self):
    w_f = w_self.getdictvalue("default_factory")
    return W_None if w_f is None else w_f


def dd_init(args):
    """defaultdict(default_factory=None, /, [...]): the rest as dict()."""
    from objspace.builtinsub import builtin_init
    from objspace.dictobject import w_dict_type
    w_self = _dd_self(args, "__init__")
    args_w = args.args_w
    w_factory = W_None
    rest_w = []
    if len(args_w) > 1:
        w_factory = args_w[1]
        rest_w = args_w[2:]
    if not ops.is_none(w_factory) and not _callable(w_factory):
        raise_type_error("first argument must be callable or None")
    w_self.setdictvalue("default_factory", w_factory)
    builtin_init(w_dict_type, Arguments([w_self] + rest_w, args.kw_names,
                                        args.kw_values_w))
    return W_None


def _callable(w_obj):
    from objspace.modules.builtins_more import is_callable
    return is_callable(w_obj)


def dd_missing(args):
    from objspace.dictobject import W_Dict
    from objspace.exceptions import raise_key_error
    w_self = _dd_self(args, "__missing__")
    w_key = args.args_w[1]
    w_factory = _factory(w_self)
    if ops.is_none(w_factory):
        raise_key_error(w_key)
    w_value = w_factory.call(Arguments([]))
    w_dict = w_self.w_value
    assert isinstance(w_dict, W_Dict)
    containers.setitem_w(w_self, w_key, w_value)
    return w_value


def dd_repr(args):
    from objspace.reprs import repr_w
    from objspace.strobject import newstr
    w_self = _dd_self(args, "__repr__")
    w_f = _factory(w_self)
    return newstr("%s(%s, %s)" % (w_self.gettype().name, repr_w(w_f),
                                  repr_w(w_self.w_value)))


def dd_copy(args):
    from objspace.builtinsub import W_SubInstance
    from objspace.dictobject import W_Dict
    w_self = _dd_self(args, "copy")
    w_src = w_self.w_value
    assert isinstance(w_src, W_Dict)
    w_new = W_Dict()
    for w_k, w_v in w_src.data.items():
        w_new.setitem(w_k, w_v)
    w_res = W_SubInstance(w_self.gettype(), w_new)
    w_res.setdictvalue("default_factory", _factory(w_self))
    return w_res


def dd_reduce(args):
    """defaultdict.__reduce__: (type, (factory,) or (), None, None,
    iter(items())), as CPython's."""
    from objspace.tupleobject import newtuple
    from objspace import attrs
    w_self = _dd_self(args, "__reduce__")
    w_f = _factory(w_self)
    w_args = newtuple([]) if ops.is_none(w_f) else newtuple([w_f])
    w_items = attrs.getattr_w(w_self, "items").call(Arguments([]))
    return newtuple([w_self.gettype(), w_args, W_None, W_None,
                     containers.iter_w(w_items)])


from objspace.builtinsub import W_SubInstance  # noqa: E402
from objspace.dictobject import W_Dict  # noqa: E402


def _plain_dict(w_obj):
    """The W_Dict of a dict or dict subclass instance, else None."""
    from objspace.metaclass import dict_of
    return dict_of(w_obj)


def dd_or(args):
    """defaultdict | dict: a defaultdict with the same factory (PEP 584)."""
    from objspace.noneobject import W_NotImplemented
    from objspace.dictmethods import dict_update_from
    w_self = _dd_self(args, "__or__")
    w_other = _plain_dict(args.args_w[1]) if len(args.args_w) == 2 else None
    if w_other is None:
        return W_NotImplemented
    w_new = dd_copy(Arguments([w_self]))
    assert isinstance(w_new, W_SubInstance)
    w_dict = w_new.w_value
    assert isinstance(w_dict, W_Dict)
    dict_update_from(w_dict, w_other)
    return w_new


def dd_ror(args):
    """dict | defaultdict: a defaultdict of the left operand's items, then
    the right's."""
    from objspace.noneobject import W_NotImplemented
    from objspace.dictmethods import dict_update_from
    w_self = _dd_self(args, "__ror__")
    w_other = _plain_dict(args.args_w[1]) if len(args.args_w) == 2 else None
    if w_other is None:
        return W_NotImplemented
    w_dict = W_Dict()
    dict_update_from(w_dict, w_other)
    w_src = w_self.w_value
    assert isinstance(w_src, W_Dict)
    dict_update_from(w_dict, w_src)
    w_res = W_SubInstance(w_self.gettype(), w_dict)
    w_res.setdictvalue("default_factory", _factory(w_self))
    return w_res


def _make_defaultdict_type():
    from objspace.dictobject import w_dict_type
    from objspace.typeobject import LAYOUT_SUBBUILTIN
    w_t = W_TypeObject("defaultdict", [w_dict_type], LAYOUT_SUBBUILTIN)
    w_t.module = "collections"
    w_t.w_solid = w_dict_type
    for name, fn in [("__init__", dd_init), ("__missing__", dd_missing),
                     ("__repr__", dd_repr), ("copy", dd_copy),
                     ("__copy__", dd_copy), ("__or__", dd_or),
                     ("__ror__", dd_ror), ("__reduce__", dd_reduce)]:
        w_t.dict_w[name] = W_BuiltinFunction(name, fn)
    return w_t


w_defaultdict_type = _make_defaultdict_type()
