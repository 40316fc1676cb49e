"""Types of builtins beyond the core ones: the lazy iterators (enumerate,
zip, map, filter, reversed, iter(callable, sentinel)) and super, property,
staticmethod, classmethod, slice; calling each type builds its object."""

import sys

from rpython.rlib.objectmodel import always_inline

from interpreter.frontend import astnodes as A
from objspace.model import W_Object, Arguments, OperationError
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import (W_BuiltinFunction, W_Property,
                                 W_StaticMethod, W_ClassMethod,
                                 w_property_type, w_staticmethod_type,
                                 w_classmethod_type, w_method_type)
from objspace.sequences import w_slice_type
from objspace.noneobject import W_None
from objspace.intobject import W_Int, newint
from objspace.strobject import W_Str
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple, newtuple
from objspace.dictobject import W_Dict
from objspace.instances import W_Instance
from objspace.builtinsub import unwrap
from objspace.iterobject import (W_AbstractIterator, W_Range,
                                 W_RangeIterator, W_ListIterWrapper)
from objspace.exceptions import raise_type_error, raise_value_error
from objspace import containers
from objspace import operations as ops


class W_Enumerate(W_AbstractIterator):
    _attrs_ = ("w_iter", "index", "w_index")

    def __init__(self, w_iter, index, w_index):
        self.w_iter = w_iter
        self.index = index
        self.w_index = w_index      # the count when it is not a machine int

    def next_w(self):
        w_item = containers.next_w(self.w_iter)
        if w_item is None:
            return None
        return newtuple([self.take_count(), w_item])

    @always_inline      # (where the caller knows it is an enumerate)
    def next_pair_into(self, stack, i0, i1):
        w_item = containers.next_w(self.w_iter)
        if w_item is None:
            return 0
        stack[i0] = self.take_count()
        stack[i1] = w_item
        return 1

    def take_count(self):
        """The count of the item just taken from w_iter, then advanced."""
        from rpython.rlib.rarithmetic import ovfcheck
        if self.w_index is None:
            w_count = newint(self.index)
            try:
                self.index = ovfcheck(self.index + 1)
            except OverflowError:
                self.w_index = ops.binary_op(w_count, newint(1),
                                             A.NB_ADD)
        else:
            w_count = self.w_index
            self.w_index = ops.binary_op(w_count, newint(1), A.NB_ADD)
        return w_count

    def gettype(self):
        return w_enumerate_type


class W_Zip(W_AbstractIterator):
    _attrs_ = ("iters_w", "strict")

    def __init__(self, iters_w, strict):
        self.iters_w = iters_w
        self.strict = strict

    def next_w(self):
        n = len(self.iters_w)
        if n == 0:
            return None
        items_w = [None] * n
        for i in range(n):
            w_item = containers.next_w(self.iters_w[i])
            if w_item is None:
                if self.strict:
                    self._strict_check(i)
                return None
            items_w[i] = w_item
        return newtuple(items_w)

    def next_pair_into(self, stack, i0, i1):
        # as next_w for two iterators: the first item is taken even when
        # the second iterator is exhausted
        if len(self.iters_w) != 2:
            return -1
        w_a = containers.next_w(self.iters_w[0])
        if w_a is None:
            if self.strict:
                self._strict_check(0)
            return 0
        w_b = containers.next_w(self.iters_w[1])
        if w_b is None:
            if self.strict:
                self._strict_check(1)
            return 0
        stack[i0] = w_a
        stack[i1] = w_b
        return 1

    def _strict_check(self, i):
        if i > 0:
            raise_value_error("zip() argument %d is shorter than argument%s"
                              % (i + 1, _arg_range(i)))
        for k in range(1, len(self.iters_w)):
            if containers.next_w(self.iters_w[k]) is not None:
                raise_value_error("zip() argument %d is longer than "
                                  "argument%s" % (k + 1, _arg_range(k)))

    def gettype(self):
        return w_zip_type


def _arg_range(i):
    if i == 1:
        return " 1"
    return "s 1-%d" % i


def call_or_stop(w_func, args_w, w_arg=None):
    """w_func(*args_w), or w_func(w_arg) when args_w is None, inside an
    iterator's __next__: a StopIteration it raises is the iterator's own
    StopIteration, so the caller sees the end (None), as in CPython; the
    iterator stays usable."""
    from objspace.exceptions import w_StopIteration
    try:
        if args_w is None:
            return w_func.call_one(w_arg)
        return w_func.call(Arguments(args_w))
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_StopIteration):
            containers._note_stop(e)
            return None
        raise


class W_Map(W_AbstractIterator):
    _attrs_ = ("w_func", "iters_w")

    def __init__(self, w_func, iters_w):
        self.w_func = w_func
        self.iters_w = iters_w

    def next_w(self):
        if len(self.iters_w) == 1:      # (the function called without
            w_item = containers.next_w(self.iters_w[0])    # a list)
            if w_item is None:
                return None
            return call_or_stop(self.w_func, None, w_item)
        args_w = [None] * len(self.iters_w)
        for i in range(len(self.iters_w)):
            w_item = containers.next_w(self.iters_w[i])
            if w_item is None:
                return None
            args_w[i] = w_item
        return call_or_stop(self.w_func, args_w)

    def gettype(self):
        return w_map_type


class W_Filter(W_AbstractIterator):
    _attrs_ = ("w_func", "w_iter")

    def __init__(self, w_func, w_iter):
        self.w_func = w_func        # None: keep the true items
        self.w_iter = w_iter

    def next_w(self):
        while True:
            w_item = containers.next_w(self.w_iter)
            if w_item is None:
                return None
            if self.w_func is None:
                keep = ops.is_true(w_item)
            else:
                w_keep = call_or_stop(self.w_func, None, w_item)
                if w_keep is None:
                    return None
                keep = ops.is_true(w_keep)
            if keep:
                return w_item

    def gettype(self):
        return w_filter_type


EXHAUSTED = -2     # a W_ListReverseIterator's index once it stopped


class W_ListReverseIterator(W_AbstractIterator):
    """reversed(list): stops early if the list shrinks, like CPython."""
    _attrs_ = ("w_list", "index")

    def __init__(self, w_list):
        self.w_list = w_list
        self.index = w_list.length() - 1

    def next_w(self):
        i = self.index
        w_list = self.w_list
        if i < 0 or i >= w_list.length():
            self.index = EXHAUSTED      # (pickled as iter([]) from now)
            return None
        self.index = i - 1
        return w_list.getitem(i)

    def gettype(self):
        return w_list_reverseiterator_type


class W_Reversed(W_AbstractIterator):
    """reversed() of a sequence through len and getitem (tuple, str, user
    sequences)."""
    _attrs_ = ("w_seq", "index")

    def __init__(self, w_seq, length):
        self.w_seq = w_seq
        self.index = length - 1

    def next_w(self):
        i = self.index
        if self.w_seq is None:
            return None
        if i < 0:
            self.w_seq = None       # exhausted for good, as CPython
            return None
        self.index = i - 1
        w_seq = self.w_seq
        if isinstance(w_seq, W_Tuple):
            return w_seq.items_w[i]
        from objspace.exceptions import w_IndexError, w_StopIteration
        try:
            return containers.getitem_w(w_seq, newint(i))
        except OperationError as e:
            w_t = e.w_value.gettype()
            if w_t.issubtype(w_IndexError) or w_t.issubtype(w_StopIteration):
                self.w_seq = None
                return None
            raise

    def gettype(self):
        return w_reversed_type


class W_CallableIterator(W_AbstractIterator):
    _attrs_ = ("w_callable", "w_sentinel")

    def __init__(self, w_callable, w_sentinel):
        self.w_callable = w_callable
        self.w_sentinel = w_sentinel

    def next_w(self):
        if self.w_callable is None:
            return None
        from objspace.exceptions import w_StopIteration
        try:
            w_res = self.w_callable.call(Arguments([]))
        except OperationError as e:
            if e.w_value.gettype().issubtype(w_StopIteration):
                self.w_callable = None
                return None
            raise
        if self.w_callable is None:
            return None     # exhausted by a re-entrant call meanwhile
        if ops.eq_bool(w_res, self.w_sentinel):
            self.w_callable = None
            return None
        return w_res

    def gettype(self):
        return w_callable_iterator_type


# --- constructors ---

def _no_kwargs(args, name):
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % name)


def enumerate_new(args):
    w_iterable = args.get_kw("iterable")
    w_start = args.get_kw("start")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for "
                         "enumerate()" % args.kw_names[0])
    args_w = args.args_w
    n = len(args_w)
    if w_iterable is not None:
        n += 1
    if w_start is not None:
        n += 1
    if n > 2:
        raise_type_error("enumerate() takes at most 2 arguments (%d given)"
                         % n)
    if len(args_w) >= 1:
        if w_iterable is not None:
            raise_type_error("argument for enumerate() given by name "
                             "('iterable') and position (1)")
        w_iterable = args_w[0]
    if len(args_w) == 2:
        w_start = args_w[1]
    if w_iterable is None:
        raise_type_error("enumerate() missing required argument 'iterable'")
    w_it = containers.iter_w(w_iterable)
    if w_start is None:
        return W_Enumerate(w_it, 0, None)
    if isinstance(w_start, W_Int):
        return W_Enumerate(w_it, w_start.intval, None)
    from objspace.intobject import W_Long
    if isinstance(w_start, W_Long):
        return W_Enumerate(w_it, 0, w_start)
    raise_type_error("'%s' object cannot be interpreted as an integer"
                     % w_start.gettype().name)
    return None


def zip_new(args):
    w_strict = args.get_kw("strict")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for zip()"
                         % args.kw_names[0])
    strict = w_strict is not None and ops.is_true(w_strict)
    iters_w = []
    for w_x in args.args_w:
        iters_w.append(containers.iter_w(w_x))
    return W_Zip(iters_w, strict)


def map_new(args):
    _no_kwargs(args, "map")
    args_w = args.args_w
    if len(args_w) < 2:
        raise_type_error("map() must have at least two arguments.")
    iters_w = []
    for i in range(1, len(args_w)):
        iters_w.append(containers.iter_w(args_w[i]))
    return W_Map(args_w[0], iters_w)


def filter_new(args):
    _no_kwargs(args, "filter")
    args_w = args.args_w
    if len(args_w) != 2:
        raise_type_error("filter expected 2 arguments, got %d" % len(args_w))
    w_func = args_w[0]
    if ops.is_none(w_func):
        w_func = None
    return W_Filter(w_func, containers.iter_w(args_w[1]))


def reversed_new(args):
    _no_kwargs(args, "reversed")
    args_w = args.args_w
    if len(args_w) != 1:
        raise_type_error("reversed expected 1 argument, got %d"
                         % len(args_w))
    return reversed_w(args_w[0])


def reversed_w(w_seq):
    if isinstance(w_seq, W_List):
        return W_ListReverseIterator(w_seq)
    if isinstance(w_seq, W_Tuple):
        return W_Reversed(w_seq, len(w_seq.items_w))
    if isinstance(w_seq, W_Str):
        return W_Reversed(w_seq, w_seq.length)
    from objspace.bytesobject import W_AbstractBytes
    if isinstance(w_seq, W_AbstractBytes):
        return W_Reversed(w_seq, len(w_seq.value))
    if isinstance(w_seq, W_Range):
        n = w_seq.length
        last = w_seq.start + (n - 1) * w_seq.step if n > 0 else w_seq.start
        if w_seq.step == -sys.maxint - 1:
            # its negation needs a long
            from objspace.longrange import W_LongRangeIterator
            return W_LongRangeIterator(newint(last), newint(n),
                                       ops.unary_negative(
                                           newint(w_seq.step)))
        return W_RangeIterator(last, n, -w_seq.step)
    from objspace.longrange import W_LongRange
    if isinstance(w_seq, W_LongRange):
        return w_seq.reversed_iter()
    if isinstance(w_seq, W_Dict):
        from objspace.dictmethods import W_DictIterator, KIND_KEYS
        return W_DictIterator(w_seq, KIND_KEYS, True)
    if isinstance(w_seq, W_Instance):
        w_type = w_seq.gettype()
        w_meth = w_type.lookup("__reversed__")
        if w_meth is not None:
            if ops.is_none(w_meth):
                _not_reversible(w_seq)
            from objspace.funcobject import special_binding
            return special_binding(w_meth).call(Arguments([w_seq]))
        if w_type.lookup("__getitem__") is not None and \
                w_type.lookup("__len__") is not None:
            return W_Reversed(w_seq, containers.len_w(w_seq))
    else:
        # a built-in type outside this module with its own __reversed__
        w_meth = w_seq.gettype().lookup("__reversed__")
        if w_meth is not None:
            from objspace.funcobject import special_binding
            return special_binding(w_meth).call(Arguments([w_seq]))
    _not_reversible(w_seq)
    return None


def _not_reversible(w_seq):
    raise_type_error("'%s' object is not reversible"
                     % w_seq.gettype().name)


def callable_iter(w_callable, w_sentinel):
    return W_CallableIterator(w_callable, w_sentinel)


def iter_self(args):
    """`__iter__` of an iterator type: the iterator itself."""
    return args.args_w[0]


def iter_next(args):
    """`__next__` of an iterator type, on the next_w protocol (a subclass
    instance of map, zip, ...: its built-in iterator)."""
    from objspace.builtinsub import unwrap
    return containers.next_or_stop(unwrap(args.args_w[0]))


def add_iterator_methods(w_type):
    w_type.dict_w["__iter__"] = W_BuiltinFunction("__iter__", iter_self)
    w_type.dict_w["__next__"] = W_BuiltinFunction("__next__", iter_next)


def make_type(name, fn, is_iterator=True, module=None):
    """A built-in type whose constructor is `fn` (None: not callable from
    Python), an iterator unless told otherwise."""
    w_type = W_TypeObject(name, [w_object_type])
    if module is not None:
        w_type.module = module
    if fn is not None:
        w_type.w_new = W_BuiltinFunction(name, fn)
    if is_iterator:
        add_iterator_methods(w_type)
    return w_type


w_enumerate_type = make_type("enumerate", enumerate_new)
w_zip_type = make_type("zip", zip_new)
w_map_type = make_type("map", map_new)
w_filter_type = make_type("filter", filter_new)
w_reversed_type = make_type("reversed", reversed_new)
w_list_reverseiterator_type = make_type("list_reverseiterator", None)
w_callable_iterator_type = make_type("callable_iterator", None)


# --- super ---

class W_Super(W_Object):
    _attrs_ = ("w_start", "w_obj", "w_obj_type")
    attr_proxy = True

    def __init__(self, w_start, w_obj, w_obj_type):
        self.w_start = w_start          # the class after which to look
        self.w_obj = w_obj              # None for the unbound form
        self.w_obj_type = w_obj_type

    def gettype(self):
        return w_super_type

    def getattr_hook(self, name):
        w_type = self.w_obj_type
        if w_type is None:
            return self.own_member(name)
        mro_w = w_type.mro_w
        i = 0
        while i < len(mro_w) and mro_w[i] is not self.w_start:
            i += 1
        i += 1
        while i < len(mro_w):
            w_v = mro_w[i].dict_w.get(name, None)
            if w_v is not None:
                w_self = self.w_obj
                if w_self is w_type:
                    w_self = None
                return w_v.bind(w_self, w_type)
            i += 1
        if name == "__init__":
            return w_object_init
        w_v = self.own_member(name)
        if w_v is not None:
            return w_v
        from objspace.metaclass import object_default
        w_v = object_default(name)      # super().__repr__(): object's
        if w_v is not None:
            w_self = self.w_obj
            if w_self is w_type:
                w_self = None
            return w_v.bind(w_self, w_type)
        return None

    def own_member(self, name):
        """super's own members, read when the MRO after w_start has no
        such name (CPython: its generic getattr after the MRO search)."""
        if name == "__thisclass__":
            return self.w_start
        if name == "__self__":
            return W_None if self.w_obj is None else self.w_obj
        if name == "__self_class__":
            return W_None if self.w_obj_type is None else self.w_obj_type
        return None

    def bind(self, w_obj, w_type):
        """super.__get__: an unbound super read through an instance binds
        to it (super(C) stored as a class attribute)."""
        if w_obj is None or self.w_obj is not None:
            return self
        return W_Super(self.w_start, w_obj,
                       _super_check(self.w_start, w_obj))

    def repr_hook(self):
        if self.w_obj_type is None:
            return "<super: <class '%s'>, NULL>" % self.w_start.name
        return "<super: <class '%s'>, <%s object>>" % (
            self.w_start.name, self.w_obj_type.name)


def _object_init(args):
    return W_None


w_object_init = W_BuiltinFunction("__init__", _object_init)


def super_init(args):
    """super.__init__(self, type[, obj]): the same object made again (not
    recommended, but CPython allows it)."""
    args_w = args.args_w
    if not args_w or not isinstance(args_w[0], W_Super):
        raise_type_error("descriptor '__init__' requires a 'super' object")
    w_self = args_w[0]
    assert isinstance(w_self, W_Super)
    from objspace.model import Arguments
    w_new = super_new(Arguments(args_w[1:], args.kw_names,
                                args.kw_values_w))
    assert isinstance(w_new, W_Super)
    w_self.w_start = w_new.w_start
    w_self.w_obj = w_new.w_obj
    w_self.w_obj_type = w_new.w_obj_type
    return W_None


def super_new(args):
    _no_kwargs(args, "super")
    args_w = args.args_w
    if len(args_w) > 2:
        raise_type_error("super() expected at most 2 arguments, got %d"
                         % len(args_w))
    if len(args_w) == 0:
        w_start, w_obj = _zero_arg_super()
    else:
        w_start = args_w[0]
        if not isinstance(w_start, W_TypeObject):
            raise_type_error("super() argument 1 must be a type, not %s"
                             % w_start.gettype().name)
        if len(args_w) == 1:
            return W_Super(w_start, None, None)
        w_obj = args_w[1]
    assert isinstance(w_start, W_TypeObject)
    return W_Super(w_start, w_obj, _super_check(w_start, w_obj))


def _super_check(w_start, w_obj):
    """The type whose MRO super(w_start, w_obj) searches (CPython's
    supercheck: obj itself if a subclass, its type, or its __class__
    when that differs, as for a proxy)."""
    if isinstance(w_obj, W_TypeObject) and w_obj.issubtype(w_start):
        return w_obj
    if w_obj.gettype().issubtype(w_start):
        return w_obj.gettype()
    from objspace import isinstance_ops
    w_cls = isinstance_ops._lookup_attr(w_obj, "__class__")
    if isinstance(w_cls, W_TypeObject) and w_cls is not w_obj.gettype() \
            and w_cls.issubtype(w_start):
        return w_cls
    raise_type_error("super(type, obj): obj must be an instance or "
                     "subtype of type")
    raise AssertionError


def _zero_arg_super():
    """(__class__, first argument) of the calling Python function."""
    from objspace.exceptions import raise_runtime_error
    from interpreter.runtime.state import STATE
    from interpreter.runtime.function import W_Cell
    frame = STATE.topframe
    if frame is None:
        raise_runtime_error("super(): no arguments")
    code = frame.code
    if code.co_argcount == 0 and code.co_nlocals == 0:
        raise_runtime_error("super(): no arguments")
    w_obj = frame.locals_w[0]
    for k in range(len(code.cell2arg)):
        if code.cell2arg[k] == 0:
            w_cell = frame.locals_w[code.co_nlocals + k]
            if isinstance(w_cell, W_Cell):
                w_obj = w_cell.w_value
    if w_obj is None:
        raise_runtime_error("super(): arg[0] deleted")
    base = code.co_nlocals + len(code.co_cellvars)
    for k in range(len(code.co_freevars)):
        if code.co_freevars[k] == "__class__":
            w_cell = frame.locals_w[base + k]
            if not isinstance(w_cell, W_Cell) or w_cell.w_value is None:
                raise_runtime_error("super(): empty __class__ cell")
            assert isinstance(w_cell, W_Cell)
            w_class = w_cell.w_value
            if not isinstance(w_class, W_TypeObject):
                raise_runtime_error("super(): __class__ is not a type (%s)"
                                    % w_class.gettype().name)
            return w_class, w_obj
    raise_runtime_error("super(): __class__ cell not found")
    return None, None


# --- property, staticmethod, classmethod ---

class W_PropertyObject(W_Property):
    _attrs_ = ("w_doc", "getter_doc")

    def __init__(self, w_fget, w_fset, w_fdel, w_doc):
        W_Property.__init__(self, w_fget, w_fset, w_fdel)
        self.w_doc = w_doc
        self.getter_doc = False     # the doc was taken from the getter

    def getattr_hook(self, name):
        if name == "fget":
            return _or_none(self.w_fget)
        if name == "fset":
            return _or_none(self.w_fset)
        if name == "fdel":
            return _or_none(self.w_fdel)
        if name == "__doc__":
            return _or_none(self.w_doc)
        if name == "__isabstractmethod__":
            return property_isabstract(self)
        return None

    def setattr_hook(self, name, w_value):
        # property's __doc__ is writable (collections.namedtuple users set
        # the field docs: shutil, ...)
        if name == "__doc__":
            self.w_doc = w_value
            return True
        return False


def property_isabstract(w_prop):
    """True when the getter, setter or deleter is abstract."""
    from objspace import isinstance_ops
    from objspace.intobject import newbool
    for w_f in [w_prop.w_fget, w_prop.w_fset, w_prop.w_fdel]:
        if w_f is not None:
            w_abs = isinstance_ops._lookup_attr(w_f, "__isabstractmethod__")
            if w_abs is not None and ops.is_true(w_abs):
                return newbool(True)
    return newbool(False)


def _or_none(w_x):
    if w_x is None:
        return W_None
    return w_x


def _none_to_null(w_x):
    if w_x is None or ops.is_none(w_x):
        return None
    return w_x


PROPERTY_ARGS = ["fget", "fset", "fdel", "doc"]


def property_new(args):
    args_w = args.args_w
    if len(args_w) > 4:
        raise_type_error("property() takes at most 4 arguments (%d given)"
                         % len(args_w))
    values_w = [None, None, None, None]
    for i in range(len(args_w)):
        values_w[i] = args_w[i]
    for i in range(4):
        w_v = args.get_kw(PROPERTY_ARGS[i])
        if w_v is not None:
            if values_w[i] is not None:
                raise_type_error("argument for property() given by name "
                                 "('%s') and position (%d)"
                                 % (PROPERTY_ARGS[i], i + 1))
            values_w[i] = w_v
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for "
                         "property()" % args.kw_names[0])
    w_fget = _none_to_null(values_w[0])
    w_doc = _none_to_null(values_w[3])
    getter_doc = False
    if w_doc is None and w_fget is not None:
        # no docstring given: the getter's, if it has a __doc__
        from objspace import isinstance_ops
        w_doc = isinstance_ops._lookup_attr(w_fget, "__doc__")
        getter_doc = w_doc is not None
        w_doc = _none_to_null(w_doc)
    w_prop = W_PropertyObject(w_fget, _none_to_null(values_w[1]),
                              _none_to_null(values_w[2]), w_doc)
    w_prop.getter_doc = getter_doc
    return w_prop


def property_init_subclass(w_self, w_fresh):
    """property.__init__ on a subclass instance: a doc taken from the
    getter goes into the instance's __doc__ (the class's own __doc__
    would hide the property's); AttributeError where it cannot."""
    from objspace import attrs
    if w_fresh.getter_doc:
        attrs.setattr_w(w_self, "__doc__", _or_none(w_fresh.w_doc))


def property_set_name(args):
    args_w = args.args_w
    if len(args_w) != 3:
        raise_type_error("__set_name__() takes 2 positional arguments but "
                         "%d were given" % (len(args_w) - 1))
    w_prop = unwrap(args_w[0])
    if not isinstance(w_prop, W_Property):
        raise_type_error("descriptor '__set_name__' requires a 'property' "
                         "object")
    assert isinstance(w_prop, W_Property)
    w_prop.w_name = args_w[2]
    return W_None


def _property_copy(args, which):
    args_w = args.args_w
    if len(args_w) != 2:
        raise_type_error("descriptor expected 1 argument, got %d"
                         % (len(args_w) - 1))
    w_prop = unwrap(args_w[0])
    if not isinstance(w_prop, W_Property):
        raise_type_error("descriptor requires a 'property' object")
    assert isinstance(w_prop, W_Property)
    w_fget = w_prop.w_fget
    w_fset = w_prop.w_fset
    w_fdel = w_prop.w_fdel
    w_new = _none_to_null(args_w[1])
    if which == 0:
        w_fget = w_new
    elif which == 1:
        w_fset = w_new
    else:
        w_fdel = w_new
    w_doc = None
    getter_doc = False
    if isinstance(w_prop, W_PropertyObject):
        w_doc = w_prop.w_doc
        getter_doc = w_prop.getter_doc
    if getter_doc and w_fget is not None:
        w_doc = None        # the new getter's doc, if any
    # type(self)(fget, fset, fdel, doc): a subclass makes its own kind
    w_res = args_w[0].gettype().call(Arguments(
        [_or_none(w_fget), _or_none(w_fset), _or_none(w_fdel),
         _or_none(w_doc)]))
    w_new_prop = unwrap(w_res)
    if isinstance(w_new_prop, W_Property):
        w_new_prop.w_name = w_prop.w_name
    return w_res


def property_getter(args):
    return _property_copy(args, 0)


def property_setter(args):
    return _property_copy(args, 1)


def property_deleter(args):
    return _property_copy(args, 2)


def _one_arg(args, name):
    _no_kwargs(args, name)
    if len(args.args_w) != 1:
        raise_type_error("%s expected 1 argument, got %d"
                         % (name, len(args.args_w)))
    return args.args_w[0]


def staticmethod_new(args):
    return W_StaticMethod(_one_arg(args, "staticmethod"))


def classmethod_new(args):
    return W_ClassMethod(_one_arg(args, "classmethod"))


def slice_new(args):
    from objspace.argcheck import check_args
    from objspace.sequences import W_Slice
    args_w = check_args(args, "slice", 1, 3)
    if len(args_w) == 1:
        return W_Slice(W_None, args_w[0], W_None)
    if len(args_w) == 2:
        return W_Slice(args_w[0], args_w[1], W_None)
    return W_Slice(args_w[0], args_w[1], args_w[2])


def method_new(args):
    """types.MethodType(function, instance)."""
    from objspace.argcheck import check_args
    from objspace.funcobject import W_BoundMethod
    from objspace.modules.builtins_more import is_callable
    if args.has_kwargs():
        raise_type_error("method() takes no keyword arguments")
    args_w = check_args(args, "method", 2, 2)
    if not is_callable(args_w[0]):
        raise_type_error("first argument must be callable")
    if args_w[1] is W_None:
        raise_type_error("instance must not be None")
    return W_BoundMethod(args_w[1], args_w[0])


w_super_type = make_type("super", super_new, False)
from objspace.attrs import descr_get  # noqa: E402
w_super_type.dict_w["__get__"] = W_BuiltinFunction("__get__", descr_get)
w_super_type.dict_w["__init__"] = W_BuiltinFunction("__init__", super_init)
w_property_type.w_new = W_BuiltinFunction("property", property_new)
from objspace import getset  # noqa: E402
# fget, fset, fdel: read-only members (in dir(), as CPython's)
getset.install(w_property_type, [], ["fget", "fset", "fdel"])
for _name, _fn in [("getter", property_getter), ("setter", property_setter),
                   ("deleter", property_deleter),
                   ("__set_name__", property_set_name)]:
    w_property_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
w_staticmethod_type.w_new = W_BuiltinFunction("staticmethod",
                                              staticmethod_new)
w_classmethod_type.w_new = W_BuiltinFunction("classmethod", classmethod_new)
w_method_type.w_new = W_BuiltinFunction("method", method_new)
if w_slice_type.w_new is None:
    w_slice_type.w_new = W_BuiltinFunction("slice", slice_new)

TYPES = [("enumerate", w_enumerate_type), ("zip", w_zip_type),
         ("map", w_map_type), ("filter", w_filter_type),
         ("reversed", w_reversed_type), ("super", w_super_type),
         ("property", w_property_type),
         ("staticmethod", w_staticmethod_type),
         ("classmethod", w_classmethod_type), ("slice", w_slice_type)]


def _install_iterator_protocol():
    """__iter__ and __next__ on the iterator types of the core containers
    (it.__next__() and iter(it) is it, as CPython)."""
    from objspace.iterobject import (w_iterator_type, w_range_iterator_type,
                                     w_str_iterator_type,
                                     w_str_ascii_iterator_type,
                                     w_list_iterator_type,
                                     w_tuple_iterator_type)
    from objspace.bytesobject import (w_bytes_iterator_type,
                                      w_bytearray_iterator_type)
    from objspace.setobject import w_set_iterator_type
    from objspace.dictmethods import (w_dict_keyiterator_type,
                                      w_dict_valueiterator_type,
                                      w_dict_itemiterator_type,
                                      w_dict_reversekeyiterator_type,
                                      w_dict_reversevalueiterator_type,
                                      w_dict_reverseitemiterator_type)
    for w_type in [w_iterator_type, w_range_iterator_type,
                   w_str_iterator_type, w_str_ascii_iterator_type,
                   w_list_iterator_type,
                   w_tuple_iterator_type,
                   w_bytes_iterator_type, w_bytearray_iterator_type,
                   w_set_iterator_type,
                   w_dict_keyiterator_type, w_dict_valueiterator_type,
                   w_dict_itemiterator_type, w_dict_reversekeyiterator_type,
                   w_dict_reversevalueiterator_type,
                   w_dict_reverseitemiterator_type]:
        if "__next__" not in w_type.dict_w:
            add_iterator_methods(w_type)


_install_iterator_protocol()
