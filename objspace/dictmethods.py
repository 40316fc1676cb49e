"""dict methods, the keys/values/items views and the dict iterators."""

from objspace import builtinsub
from rpython.rlib.rstring import StringBuilder

from interpreter.frontend import astnodes as A
from objspace.model import W_Object, Arguments, OperationError
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction, W_ClassMethod
from objspace.intobject import newint, newbool
from objspace.strobject import newstr
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List
from objspace.dictobject import W_Dict, w_dict_type
from objspace.setobject import W_BaseSet, W_Set
from objspace.iterobject import W_AbstractIterator
from objspace.instances import W_Instance
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_key_error, raise_runtime_error,
                                 W_BaseException, w_KeyError, w_TypeError)
from objspace.listmethods import (check_noargs, check_positional, bad_self,
                                  install)
from objspace import operations as ops

KIND_KEYS = 0
KIND_VALUES = 1
KIND_ITEMS = 2


class W_DictIterator(W_AbstractIterator):
    """Iterates a snapshot of the keys (last first when `reverse`),
    failing like CPython when the dict changes size in between, or keeps
    its size while keys were deleted (and others inserted)."""
    _attrs_ = ("w_dict", "keys_w", "index", "size", "kind", "reverse",
               "n_deleted")

    def __init__(self, w_dict, kind, reverse=False):
        self.w_dict = w_dict
        self.keys_w = w_dict.data.keys()
        if reverse:
            self.keys_w.reverse()
        self.index = 0
        self.size = len(w_dict.data)
        self.kind = kind
        self.reverse = reverse
        self.n_deleted = w_dict.n_deleted

    def gettype(self):
        if self.reverse:
            if self.kind == KIND_KEYS:
                return w_dict_reversekeyiterator_type
            if self.kind == KIND_VALUES:
                return w_dict_reversevalueiterator_type
            return w_dict_reverseitemiterator_type
        if self.kind == KIND_KEYS:
            return w_dict_keyiterator_type
        if self.kind == KIND_VALUES:
            return w_dict_valueiterator_type
        return w_dict_itemiterator_type

    def next_w(self):
        w_key = self._next_key()
        if w_key is None or self.kind == KIND_KEYS:
            return w_key
        w_value = self._value_of(w_key)
        if self.kind == KIND_VALUES:
            return w_value
        return newtuple([w_key, w_value])

    def next_pair_into(self, stack, i0, i1):
        # `for k, v in d.items()`: no item tuple
        if self.kind != KIND_ITEMS:
            return -1
        w_key = self._next_key()
        if w_key is None:
            return 0
        w_value = self._value_of(w_key)
        stack[i0] = w_key
        stack[i1] = w_value
        return 1

    def _next_key(self):
        """The next key, or None when exhausted (the dict's size and
        deletions checked as CPython's iterator does)."""
        w_dict = self.w_dict
        if w_dict is None:
            return None
        if len(w_dict.data) != self.size:
            self.size = -1
            raise_runtime_error("dictionary changed size during iteration")
        i = self.index
        if w_dict.n_deleted != self.n_deleted:
            if not self.reverse:
                # keys deleted and others inserted (at the end, where
                # CPython's iterator would find more entries than it
                # expects)
                self.w_dict = None
                raise_runtime_error("dictionary keys changed during "
                                    "iteration")
            # backwards, CPython passes over deleted entries and never
            # reaches those inserted after it started
            while i < len(self.keys_w) and \
                    self.keys_w[i] not in w_dict.data:
                i += 1
        if i >= len(self.keys_w):
            self.w_dict = None
            return None
        self.index = i + 1
        return self.keys_w[i]

    def _value_of(self, w_key):
        w_value = self.w_dict.data.get(w_key, None)
        if w_value is None:
            self.size = -1
            raise_runtime_error("dictionary keys changed during iteration")
        return w_value

    def remaining(self):
        """How many items are left (0 once the dict changed size)."""
        w_dict = self.w_dict
        if w_dict is None or len(w_dict.data) != self.size:
            return 0
        return max(len(self.keys_w) - self.index, 0)

    def rest_w(self):
        """The items still to come, without advancing (for __reduce__)."""
        res_w = []
        w_dict = self.w_dict
        if w_dict is None:
            return res_w
        for i in range(self.index, len(self.keys_w)):
            w_key = self.keys_w[i]
            w_value = w_dict.data.get(w_key, None)
            if w_value is None:
                continue
            if self.kind == KIND_KEYS:
                res_w.append(w_key)
            elif self.kind == KIND_VALUES:
                res_w.append(w_value)
            else:
                res_w.append(newtuple([w_key, w_value]))
        return res_w


def view_reversed(args):
    """dict_keys/values/items.__reversed__."""
    w_view = args.args_w[0]
    if not isinstance(w_view, W_DictView):
        raise_type_error("descriptor '__reversed__' requires a dict view")
    assert isinstance(w_view, W_DictView)
    return W_DictIterator(w_view.w_dict, w_view.kind, True)


class W_DictView(W_Object):
    _attrs_ = ("w_dict",)
    kind = -1

    def __init__(self, w_dict):
        self.w_dict = w_dict

    def iter_hook(self):
        return W_DictIterator(self.w_dict, self.kind)

    def len_hook(self):
        return len(self.w_dict.data)

    def getattr_hook(self, name):
        if name == "mapping":       # a read-only view of the dict
            from objspace.mappingproxy import W_MappingProxy
            return W_MappingProxy(self.w_dict, None)
        return None

    def repr_hook(self):
        from objspace.reprs import repr_enter, repr_leave
        from objspace import recursion
        if repr_enter(self):
            return "..."
        recursion.enter(" while getting the repr of an object")
        try:
            return self._repr()
        finally:
            recursion.leave()
            repr_leave(self)

    def _repr(self):
        from objspace.reprs import repr_w
        b = StringBuilder()
        b.append(self.gettype().name)
        b.append("([")
        first = True
        for w_k in self.w_dict.data.keys():
            if not first:
                b.append(", ")
            first = False
            w_v = self.w_dict.data.get(w_k, None)
            if self.kind == KIND_KEYS:
                b.append(repr_w(w_k))
            elif self.kind == KIND_VALUES:
                assert w_v is not None
                b.append(repr_w(w_v))
            else:
                assert w_v is not None
                b.append("(")
                b.append(repr_w(w_k))
                b.append(", ")
                b.append(repr_w(w_v))
                b.append(")")
        b.append("])")
        return b.build()


class W_DictSetView(W_DictView):
    """keys() and items(): set-like views (unhashable, as they compare
    like sets; values() views hash by identity)."""
    _attrs_ = ()

    def unhashable_hook(self):
        return True

    def binop_hook(self, w_other, op, reflected):
        if op >= A.NB_INPLACE:
            op -= A.NB_INPLACE
        if not (op == A.NB_OR or op == A.NB_AND or op == A.NB_SUBTRACT or
                op == A.NB_XOR):
            return None
        if reflected:
            return view_binop(w_other, self, op)
        return view_binop(self, w_other, op)

    def compare_hook(self, w_other, op):
        if not (isinstance(w_other, W_BaseSet) or
                isinstance(w_other, W_DictSetView)):
            return None
        from objspace.containers import len_w
        n_self = len(self.w_dict.data)
        n_other = len_w(w_other)
        if op == A.EQ or op == A.NE:
            res = n_self == n_other and all_contained_in(self, w_other)
            if op == A.NE:
                res = not res
        elif op == A.LT:
            res = n_self < n_other and all_contained_in(self, w_other)
        elif op == A.LE:
            res = n_self <= n_other and all_contained_in(self, w_other)
        elif op == A.GT:
            res = n_self > n_other and all_contained_in(w_other, self)
        else:
            res = n_self >= n_other and all_contained_in(w_other, self)
        return newbool(res)

    def eq_hook(self, w_other):
        w_res = self.compare_hook(w_other, A.EQ)
        if w_res is None:
            return False
        return ops.is_true(w_res)


class W_DictKeys(W_DictSetView):
    _attrs_ = ()
    kind = KIND_KEYS

    def gettype(self):
        return w_dict_keys_type

    def contains_hook(self, w_item):
        return 1 if w_item in self.w_dict.data else 0


class W_DictValues(W_DictView):
    _attrs_ = ()
    kind = KIND_VALUES

    def gettype(self):
        return w_dict_values_type

    def contains_hook(self, w_item):
        for w_v in self.w_dict.data.values():
            if ops.eq_bool(w_v, w_item):
                return 1
        return 0


class W_DictItems(W_DictSetView):
    _attrs_ = ()
    kind = KIND_ITEMS

    def gettype(self):
        return w_dict_items_type

    def contains_hook(self, w_item):
        if not isinstance(w_item, W_Tuple) or len(w_item.items_w) != 2:
            return 0
        w_v = self.w_dict.data.get(w_item.items_w[0], None)
        if w_v is None:
            return 0
        return 1 if ops.eq_bool(w_v, w_item.items_w[1]) else 0


def all_contained_in(w_a, w_b):
    from objspace.containers import iter_w, next_w, contains_w
    w_it = iter_w(w_a)
    while True:
        w_x = next_w(w_it)
        if w_x is None:
            return True
        if not contains_w(w_b, w_x):
            return False


def _to_set(w_obj):
    """CPython's dictviews_to_set."""
    w_set = W_Set()
    if isinstance(w_obj, W_DictKeys):
        w_set.update_internal(w_obj.w_dict)
    else:
        w_set.update_internal(w_obj)
    return w_set


def view_binop(w_left, w_right, op):
    """left <op> right where one side is a keys or items view."""
    from objspace.containers import iter_w, next_w, contains_w, len_w
    if op == A.NB_AND:
        w_self = w_left
        w_other = w_right
        if not isinstance(w_self, W_DictSetView):
            w_self = w_right
            w_other = w_left
        n_self = len_w(w_self)
        if isinstance(w_other, W_Set) and n_self <= w_other.used:
            return w_other.intersection(w_self)
        if isinstance(w_other, W_DictSetView) and len_w(w_other) > n_self:
            w_tmp = w_self
            w_self = w_other
            w_other = w_tmp
        w_res = W_Set()
        w_it = iter_w(w_other)
        while True:
            w_x = next_w(w_it)
            if w_x is None:
                return w_res
            if contains_w(w_self, w_x):
                w_res.add(w_x)
    w_res = _to_set(w_left)
    if op == A.NB_OR:
        w_res.update_internal(w_right)
    elif op == A.NB_SUBTRACT:
        w_res.difference_update_internal(w_right)
    else:
        w_res.symmetric_difference_update(w_right)
    return w_res


# --- the methods ---

def _self(args, meth):
    if args.args_w:
        w_self = args.args_w[0]
        w_self = builtinsub.unwrap(w_self)
        if isinstance(w_self, W_Dict):
            return w_self
        bad_self(meth, "dict", w_self)
    raise_type_error("descriptor '%s' of 'dict' object needs an argument"
                     % meth)
    raise AssertionError


def dict_get(args):
    w_dict = _self(args, "get")
    rest = check_positional(args, "dict.get", "get", 1, 2)
    w_v = w_dict.data.get(rest[0], None)
    if w_v is None:
        if len(rest) > 1:
            return rest[1]
        return W_None
    return w_v


def dict_keys(args):
    w_dict = _self(args, "keys")
    check_noargs(args, "dict.keys")
    return W_DictKeys(w_dict)


def dict_values(args):
    w_dict = _self(args, "values")
    check_noargs(args, "dict.values")
    return W_DictValues(w_dict)


def dict_items(args):
    w_dict = _self(args, "items")
    check_noargs(args, "dict.items")
    return W_DictItems(w_dict)


def dict_pop(args):
    w_dict = _self(args, "pop")
    rest = check_positional(args, "dict.pop", "pop", 1, 2)
    w_v = w_dict.data.pop(rest[0], None)
    w_dict.n_deleted += 1
    if w_dict.w_module is not None:
        w_dict.sync_key(rest[0])
    if w_v is None:
        if len(rest) > 1:
            return rest[1]
        raise_key_error(rest[0])
    return w_v


def dict_popitem(args):
    w_dict = _self(args, "popitem")
    check_noargs(args, "dict.popitem")
    if len(w_dict.data) == 0:
        raise OperationError(W_BaseException(
            w_KeyError, [newstr("popitem(): dictionary is empty")]))
    w_k, w_v = w_dict.data.popitem()
    w_dict.n_deleted += 1
    if w_dict.w_module is not None:
        w_dict.sync_key(w_k)
    return newtuple([w_k, w_v])


def dict_setdefault(args):
    w_dict = _self(args, "setdefault")
    rest = check_positional(args, "dict.setdefault", "setdefault", 1, 2)
    w_default = W_None
    if len(rest) > 1:
        w_default = rest[1]
    # one lookup: the key is hashed and compared once (CPython's too)
    w_v = w_dict.data.setdefault(rest[0], w_default)
    if w_dict.w_module is not None:
        w_dict.sync_key(rest[0])
    return w_v


def dict_update_from(w_dict, w_other):
    """dict.update(other) for one positional argument (also dict(x))."""
    from objspace.containers import iter_w, next_w, getitem_w
    from objspace.sequences import unpack_iterable
    if isinstance(w_other, W_Dict):
        if w_other is not w_dict:
            n = len(w_other.data)
            for w_k, w_v in w_other.data.items():
                w_dict.data[w_k] = w_v
                if len(w_other.data) != n:  # (a key's __eq__ changed it)
                    from objspace.exceptions import raise_runtime_error
                    raise_runtime_error("dict mutated during update")
        return
    if not isinstance(w_other, W_List) and not isinstance(w_other, W_Tuple):
        # a mapping: anything with keys() (a mappingproxy, a user class)
        from objspace import attrs
        w_keys = attrs.getattr_or_none(w_other, "keys")
        if w_keys is not None:
            w_it = iter_w(w_keys.call(Arguments([])))
            while True:
                w_k = next_w(w_it)
                if w_k is None:
                    return
                w_dict.data[w_k] = getitem_w(w_other, w_k)
    w_it = iter_w(w_other)
    i = 0
    while True:
        w_pair = next_w(w_it)
        if w_pair is None:
            return
        try:
            items_w = unpack_iterable(w_pair)
        except OperationError as e:
            if not e.w_value.gettype().issubtype(w_TypeError):
                raise
            raise_type_error("cannot convert dictionary update sequence "
                             "element #%d to a sequence" % i)
            raise AssertionError
        if len(items_w) != 2:
            raise_value_error("dictionary update sequence element #%d has "
                              "length %d; 2 is required" % (i, len(items_w)))
        w_dict.data[items_w[0]] = items_w[1]
        i += 1


def dict_update_kwargs(w_dict, args):
    if args.kw_names is not None:
        for i in range(len(args.kw_names)):
            w_dict.data[newstr(args.kw_names[i])] = args.kw_values_w[i]


def dict_update(args):
    w_dict = _self(args, "update")
    n = len(args.args_w) - 1
    if n > 1:
        raise_type_error("update expected at most 1 argument, got %d" % n)
    try:
        if n == 1:
            dict_update_from(w_dict, args.args_w[1])
        dict_update_kwargs(w_dict, args)
    finally:
        if w_dict.w_module is not None:     # a module's globals()
            w_dict.sync_all()
    return W_None


def dict_union(w_dict, w_other, op, inplace, reflected):
    """d | other (a new dict; other a dict) and d |= other (any mapping
    or iterable of pairs, as update); None when not applicable."""
    from interpreter.frontend import astnodes as A
    if op != A.NB_OR:
        return None
    if inplace:
        try:
            dict_update_from(w_dict, w_other)
        finally:
            if w_dict.w_module is not None:
                w_dict.sync_all()
        return w_dict
    if not isinstance(w_other, W_Dict):
        # a subclass instance goes through its (maybe overridden) __or__ /
        # __ror__, the dict's own slot wrappers otherwise
        return None
    w_o = w_other
    w_res = W_Dict()
    w_first = w_o if reflected else w_dict
    w_second = w_dict if reflected else w_o
    for w_k, w_v in w_first.data.items():
        w_res.data[w_k] = w_v
    for w_k, w_v in w_second.data.items():
        w_res.data[w_k] = w_v
    return w_res


def dict_copy(args):
    w_dict = _self(args, "copy")
    check_noargs(args, "dict.copy")
    w_res = W_Dict()
    for w_k, w_v in w_dict.data.items():
        w_res.data[w_k] = w_v
    return w_res


def dict_clear(args):
    w_dict = _self(args, "clear")
    check_noargs(args, "dict.clear")
    w_dict.data.clear()
    w_dict.n_deleted += 1
    if w_dict.w_module is not None:
        w_dict.sync_all()
    return W_None


def dict_fromkeys(args):
    """dict.fromkeys, a class method: args_w[0] is the class. A subclass
    gets cls() filled through its __setitem__, as CPython."""
    from objspace.containers import iter_w, next_w, setitem_w
    from objspace.model import Arguments
    if args.has_kwargs():
        raise_type_error("dict.fromkeys() takes no keyword arguments")
    n = len(args.args_w) - 1
    if n < 1:
        raise_type_error("fromkeys expected at least 1 argument, got %d" % n)
    if n > 2:
        raise_type_error("fromkeys expected at most 2 arguments, got %d" % n)
    w_value = W_None
    if n > 1:
        w_value = args.args_w[2]
    w_iterable = args.args_w[1]
    w_cls = args.args_w[0]
    if w_cls is not w_dict_type:
        w_d = w_cls.call(Arguments([]))
        w_it = iter_w(w_iterable)
        while True:
            w_k = next_w(w_it)
            if w_k is None:
                return w_d
            setitem_w(w_d, w_k, w_value)
    w_res = W_Dict()
    # from a dict or a set: their hashes, no key's __hash__ runs again
    from rpython.rlib.objectmodel import iterkeys_with_hash, \
        setitem_with_hash
    if isinstance(w_iterable, W_Dict):
        for w_k, h in iterkeys_with_hash(w_iterable.data):
            setitem_with_hash(w_res.data, w_k, h, w_value)
        return w_res
    if isinstance(w_iterable, W_BaseSet):
        keys_w, hashes = w_iterable.entries()
        for k in range(len(keys_w)):
            setitem_with_hash(w_res.data, keys_w[k], hashes[k], w_value)
        return w_res
    w_it = iter_w(w_iterable)
    while True:
        w_k = next_w(w_it)
        if w_k is None:
            return w_res
        w_res.data[w_k] = w_value


def dict_new(args):
    """dict(...): a drop-in replacement for constructors.dict_new."""
    w_dict = W_Dict()
    n = len(args.args_w)
    if n > 1:
        raise_type_error("dict expected at most 1 argument, got %d" % n)
    if n == 1:
        dict_update_from(w_dict, args.args_w[0])
    dict_update_kwargs(w_dict, args)
    return w_dict


def dict_or(w_dict, w_other, inplace):
    """d | other and d |= other (PEP 584), or None when unsupported."""
    if inplace:
        dict_update_from(w_dict, w_other)
        return w_dict
    if not isinstance(w_other, W_Dict):
        return None
    w_res = W_Dict()
    for w_k, w_v in w_dict.data.items():
        w_res.data[w_k] = w_v
    for w_k, w_v in w_other.data.items():
        w_res.data[w_k] = w_v
    return w_res


def view_isdisjoint(args):
    from objspace.containers import iter_w, next_w, contains_w
    if not args.args_w or not isinstance(args.args_w[0], W_DictSetView):
        raise_type_error("isdisjoint() requires a dict view")
    w_view = args.args_w[0]
    w_other = check_positional(args, "isdisjoint", "isdisjoint", 1, 1)[0]
    w_it = iter_w(w_other)
    while True:
        w_x = next_w(w_it)
        if w_x is None:
            return newbool(True)
        if contains_w(w_view, w_x):
            return newbool(False)


w_dict_keys_type = W_TypeObject("dict_keys", [w_object_type])
w_dict_values_type = W_TypeObject("dict_values", [w_object_type])
w_dict_items_type = W_TypeObject("dict_items", [w_object_type])
w_dict_keyiterator_type = W_TypeObject("dict_keyiterator", [w_object_type])
w_dict_valueiterator_type = W_TypeObject("dict_valueiterator",
                                         [w_object_type])
w_dict_itemiterator_type = W_TypeObject("dict_itemiterator",
                                        [w_object_type])
w_dict_reversekeyiterator_type = W_TypeObject("dict_reversekeyiterator",
                                              [w_object_type])
w_dict_reversevalueiterator_type = W_TypeObject("dict_reversevalueiterator",
                                                [w_object_type])
w_dict_reverseitemiterator_type = W_TypeObject("dict_reverseitemiterator",
                                               [w_object_type])
for _w_view_type in [w_dict_keys_type, w_dict_values_type,
                     w_dict_items_type]:
    install(_w_view_type, "__reversed__", view_reversed)

for _name, _fn in [("get", dict_get), ("keys", dict_keys),
                   ("values", dict_values), ("items", dict_items),
                   ("pop", dict_pop), ("popitem", dict_popitem),
                   ("setdefault", dict_setdefault), ("update", dict_update),
                   ("copy", dict_copy), ("clear", dict_clear)]:
    install(w_dict_type, _name, _fn)


# the calls of one, two or three positional arguments without an
# Arguments object (W_BuiltinFunction.call1/method1/call3), for an exact
# dict; anything else takes the general entry


def _dict_get2(w_self, w_key):
    return _dict_get3(w_self, w_key, W_None)


def _dict_get3(w_self, w_key, w_default):
    if not isinstance(w_self, W_Dict):
        return dict_get(Arguments([w_self, w_key, w_default]))
    w_v = w_self.data.get(w_key, None)
    if w_v is None:
        return w_default
    return w_v


def _dict_setdefault3(w_self, w_key, w_default):
    if not isinstance(w_self, W_Dict) or w_self.w_module is not None:
        return dict_setdefault(Arguments([w_self, w_key, w_default]))
    return w_self.data.setdefault(w_key, w_default)


def _dict_keys1(w_self):
    if not isinstance(w_self, W_Dict):
        return dict_keys(Arguments([w_self]))
    return W_DictKeys(w_self)


def _dict_values1(w_self):
    if not isinstance(w_self, W_Dict):
        return dict_values(Arguments([w_self]))
    return W_DictValues(w_self)


def _dict_items1(w_self):
    if not isinstance(w_self, W_Dict):
        return dict_items(Arguments([w_self]))
    return W_DictItems(w_self)


w_dict_type.dict_w["get"].method1 = _dict_get2
w_dict_type.dict_w["get"].call3 = _dict_get3
w_dict_type.dict_w["setdefault"].call3 = _dict_setdefault3
w_dict_type.dict_w["keys"].call1 = _dict_keys1
w_dict_type.dict_w["values"].call1 = _dict_values1
w_dict_type.dict_w["items"].call1 = _dict_items1
w_dict_type.dict_w["fromkeys"] = W_ClassMethod(
    W_BuiltinFunction("fromkeys", dict_fromkeys))
def dict_reversed(args):
    """dict.__reversed__: its keys in reverse insertion order (the views'
    is view_reversed)."""
    from objspace.builtinsub import unwrap
    from objspace.builtin_iters import reversed_w
    if len(args.args_w) != 1:
        raise_type_error("__reversed__() takes no arguments")
    w_obj = unwrap(args.args_w[0])
    if not isinstance(w_obj, W_Dict):
        raise_type_error("descriptor '__reversed__' requires a 'dict' object")
    return reversed_w(w_obj)


install(w_dict_type, "__reversed__", dict_reversed)


def view_iter(args):
    from objspace.containers import iter_w
    return iter_w(args.args_w[0])


def view_len(args):
    from objspace.containers import len_w
    from objspace.intobject import newint
    return newint(len_w(args.args_w[0]))


def view_contains(args):
    from objspace.containers import contains_w
    from objspace.intobject import newbool
    if len(args.args_w) != 2:
        raise_type_error("expected 1 argument, got %d"
                         % (len(args.args_w) - 1))
    return newbool(contains_w(args.args_w[0], args.args_w[1]))


for _w_t in [w_dict_keys_type, w_dict_values_type, w_dict_items_type]:
    if "__contains__" not in _w_t.dict_w and _w_t is not w_dict_values_type:
        install(_w_t, "__contains__", view_contains)
    if "__iter__" not in _w_t.dict_w:
        install(_w_t, "__iter__", view_iter)
    if "__len__" not in _w_t.dict_w:
        install(_w_t, "__len__", view_len)
install(w_dict_keys_type, "isdisjoint", view_isdisjoint)
install(w_dict_items_type, "isdisjoint", view_isdisjoint)
