"""User subclasses of the built-in types (class L(list), class P(int)).

An instance is a W_SubInstance: a user instance (class, map, attribute
storage, so everything of W_Instance applies) that carries the built-in
value it extends in `w_value`. Being a W_Instance and not a W_List, it
never passes a fast path or a tier-1/tier-2 guard meant for the exact
built-in type: every operation on it takes the generic path, which looks
the dunder method up along the class's MRO. There a method the user
defined wins; otherwise the built-in type's own entry is found: a
W_SlotWrapper (like CPython's wrapper_descriptor) that applies the
operation to the carried value. The same wrappers serve explicit calls
(super().__getitem__(i), list.__len__(x), int.__add__(a, b)).

The built-in's __new__ (an implicit staticmethod in its dict) makes the
value: from the arguments for immutable types, empty for list, dict and
set, whose __init__ then fills it."""

from objspace.model import W_Object, Arguments
from objspace.instances import W_Instance
from objspace.typeobject import W_TypeObject, LAYOUT_SUBBUILTIN
from objspace.funcobject import W_BuiltinFunction, W_StaticMethod
from objspace.exceptions import raise_type_error
from interpreter.frontend import astnodes as A


class W_SubInstance(W_Instance):
    _attrs_ = ("w_value",)

    def __init__(self, w_class, w_value):
        W_Instance.__init__(self, w_class)
        self.w_value = w_value      # the int, list, ... it extends

    def buffer_hook(self):
        # a bytes or bytearray subclass has its value's bytes
        from objspace.bytesobject import W_AbstractBytes
        w_v = self.w_value
        if isinstance(w_v, W_AbstractBytes):
            return w_v.value
        return w_v.buffer_hook()


def unwrap(w_obj):
    """The built-in value of a subclass instance, else w_obj itself."""
    if isinstance(w_obj, W_SubInstance):
        return w_obj.w_value
    return w_obj


# --- which built-in types can be subclassed ---

class Supported(object):
    def __init__(self):
        self.types_w = []
        self.mutable_w = []


SUPPORTED = Supported()

# the built-in types CPython 3.11 makes without Py_TPFLAGS_BASETYPE
_NOT_ACCEPTABLE = {}
for _name in [
        "CallableProxyType", "Encoder", "Match", "NoneType",
        "NotImplementedType", "Scanner",
        "Pattern", "ProxyType", "UnionType", "_ExceptHookArgs", "_grouper",
        "_lru_cache_wrapper", "_tee", "_tee_dataobject", "_tuplegetter",
        "async_generator", "attrgetter", "bool", "builtin_function_or_method",
        "cell", "classmethod_descriptor", "code", "coroutine", "dict_keys",
        "dict_values", "dict_items", "ellipsis", "flags", "frame", "function",
        "generator", "getset_descriptor", "itemgetter", "lock",
        "mappingproxy", "member_descriptor", "memoryview", "method",
        "method-wrapper", "method_descriptor", "methodcaller", "range",
        "slice", "traceback", "wrapper_descriptor", "weakproxy",
        "weakcallableproxy"]:
    _NOT_ACCEPTABLE[_name] = None



def subclassable(w_type):
    """None when user classes may derive from the built-in w_type, else
    the TypeError message."""
    for w_t in SUPPORTED.types_w:
        if w_t is w_type:
            return None
    name = w_type.name
    if name in _NOT_ACCEPTABLE or name.endswith("iterator"):
        return "type '%s' is not an acceptable base type" % w_type.tp_name()
    return "lbbv does not support subclassing the built-in type '%s'" % name


def _is_mutable(w_solid):
    for w_t in SUPPORTED.mutable_w:
        if w_t is w_solid:
            return True
    return False


def _keywords_for_init(w_solid):
    """A built-in type whose __new__ leaves keywords to a subclass's own
    __init__ (CPython checks `type->tp_init == base->tp_init` before
    refusing them): float, tuple, ..., and the iterators whose arguments
    are positional only."""
    name = w_solid.name
    if w_solid.module == "itertools":
        return name == "cycle" or name == "dropwhile" or \
            name == "takewhile" or name == "starmap" or \
            name == "filterfalse" or name == "pairwise" or \
            name == "islice" or name == "chain"
    return name == "float" or name == "tuple" or name == "frozenset" or \
        name == "complex" or name == "map" or name == "filter"


def _overrides_init(w_cls, w_solid):
    for w_t in w_cls.mro_w:
        if w_t is w_solid:
            return False
        if "__init__" in w_t.dict_w:
            return True
    return False


def builtin_new(w_solid, args):
    """w_solid.__new__(cls, *args)."""
    args_w = args.args_w
    qual = w_solid.name + ".__new__"
    if not args_w:
        raise_type_error("%s(): not enough arguments" % qual)
    w_cls = args_w[0]
    if not isinstance(w_cls, W_TypeObject):
        raise_type_error("%s(X): X is not a type object (%s)"
                         % (qual, w_cls.gettype().name))
    assert isinstance(w_cls, W_TypeObject)
    if not w_cls.issubtype(w_solid):
        raise_type_error("%s(%s): %s is not a subtype of %s"
                         % (qual, w_cls.name, w_cls.name, w_solid.name))
    if w_cls.layout != LAYOUT_SUBBUILTIN and w_cls is not w_solid:
        raise_type_error("%s(%s) is not safe, use %s.__new__()"
                         % (qual, w_cls.name, w_cls.name))
    rest = Arguments(args_w[1:], args.kw_names, args.kw_values_w)
    if rest.has_kwargs() and w_cls is not w_solid and \
            _keywords_for_init(w_solid) and _overrides_init(w_cls, w_solid):
        # float/tuple/frozenset subclass with its own __init__: CPython's
        # __new__ leaves the keywords to that __init__
        rest = Arguments(args_w[1:])
    assert w_solid.w_new is not None
    if _is_mutable(w_solid):
        w_value = w_solid.w_new.call(Arguments([]))
    else:
        w_value = w_solid.w_new.call(rest)
    if w_cls is w_solid:
        return w_value
    if isinstance(w_value, W_SubInstance):
        w_value = w_value.w_value   # bytes(x) gave x.__bytes__()'s object
    return W_SubInstance(w_cls, w_value)


def builtin_init(w_solid, args):
    """list/dict/set.__init__(self, *args): refills the value."""
    from objspace.listobject import W_List
    from objspace.dictobject import W_Dict
    from objspace.setobject import W_Set
    from objspace.bytesobject import W_ByteArray
    from objspace.noneobject import W_None
    args_w = args.args_w
    if not args_w:
        raise_type_error("descriptor '__init__' of '%s' object needs an "
                         "argument" % w_solid.name)
    w_self = unwrap(args_w[0])
    if not w_self.gettype().issubtype(w_solid):
        raise_type_error("descriptor '__init__' requires a '%s' object but "
                         "received a '%s'" % (w_solid.name,
                                              args_w[0].gettype().name))
    assert w_solid.w_new is not None
    kw_names = args.kw_names
    kw_values_w = args.kw_values_w
    if args.has_kwargs() and w_solid.name == "list" and \
            args_w[0].gettype().lookup("__new__") is not \
            w_solid.dict_w.get("__new__", None):
        # as CPython: a subclass with its own __new__ may pass keywords
        # on to list.__init__, which ignores them
        kw_names = None
        kw_values_w = None
    w_fresh = w_solid.w_new.call(Arguments(args_w[1:], kw_names,
                                           kw_values_w))
    if isinstance(w_self, W_List) and isinstance(w_fresh, W_List):
        w_self.items_w = w_fresh.items_w
    elif isinstance(w_self, W_Dict) and isinstance(w_fresh, W_Dict):
        # dict.__init__ updates (a second call keeps what is there)
        if len(w_self.data) == 0:
            w_self.data = w_fresh.data
        else:
            for w_k, w_v in w_fresh.data.items():
                w_self.setitem(w_k, w_v)
    elif isinstance(w_self, W_Set) and isinstance(w_fresh, W_Set):
        w_self.clear()
        w_self.update_internal(w_fresh)
    elif isinstance(w_self, W_ByteArray) and \
            isinstance(w_fresh, W_ByteArray):
        w_self.value = w_fresh.value
    else:
        from objspace.builtin_iters import W_PropertyObject
        if isinstance(w_self, W_PropertyObject) and \
                isinstance(w_fresh, W_PropertyObject):
            w_self.w_fget = w_fresh.w_fget
            w_self.w_fset = w_fresh.w_fset
            w_self.w_fdel = w_fresh.w_fdel
            w_self.w_doc = w_fresh.w_doc
            w_self.getter_doc = w_fresh.getter_doc
            from objspace.builtin_iters import property_init_subclass
            property_init_subclass(args_w[0], w_fresh)
    return W_None


def descriptor_apply(kind, w_v, args_w):
    """__get__/__set__/__delete__ of classmethod, staticmethod and property
    for their subclasses' instances: the carried descriptor does it."""
    from objspace.noneobject import W_None, W_NoneObject
    from objspace.funcobject import W_Property, property_missing
    if kind == K_GET:
        w_obj = args_w[1]
        w_type = args_w[2]
        if isinstance(w_obj, W_NoneObject):
            w_obj = None
        if w_type is None or isinstance(w_type, W_NoneObject):
            if w_obj is None:
                raise_type_error("__get__(None, None) is invalid")
            w_type = w_obj.gettype()
        if not isinstance(w_type, W_TypeObject):
            raise_type_error("__get__(obj, type): type must be a type")
        assert isinstance(w_type, W_TypeObject)
        if w_obj is None and isinstance(w_v, W_Property):
            return args_w[0]        # read on the class: the property itself
        return w_v.bind(w_obj, w_type)
    if not isinstance(w_v, W_Property):
        raise_type_error("not a data descriptor")
    assert isinstance(w_v, W_Property)
    if kind == K_SET:
        if w_v.w_fset is None:
            property_missing(w_v, args_w[1], "setter")
        w_v.w_fset.call(Arguments([args_w[1], args_w[2]]))
        return W_None
    if w_v.w_fdel is None:
        property_missing(w_v, args_w[1], "deleter")
    w_v.w_fdel.call(Arguments([args_w[1]]))
    return W_None


def _descr_init(args):
    """classmethod/staticmethod.__init__(self, callable): replaces the
    wrapped callable (set already by __new__)."""
    from objspace.noneobject import W_None
    from objspace.funcobject import W_ClassMethod, W_StaticMethod
    args_w = args.args_w
    if len(args_w) != 2:
        raise_type_error("__init__() takes exactly one argument (%d given)"
                         % (len(args_w) - 1))
    w_self = unwrap(args_w[0])
    if isinstance(w_self, W_ClassMethod):
        w_self.w_func = args_w[1]
    elif isinstance(w_self, W_StaticMethod):
        w_self.set_func(args_w[1])
    return W_None


def _new_generic_alias(args):
    from objspace.genericalias import w_generic_alias_type
    return builtin_new(w_generic_alias_type, args)


def _new_classmethod(args):
    from objspace.funcobject import w_classmethod_type
    return builtin_new(w_classmethod_type, args)


def _new_staticmethod(args):
    from objspace.funcobject import w_staticmethod_type
    return builtin_new(w_staticmethod_type, args)


def _new_property(args):
    from objspace.funcobject import w_property_type
    return builtin_new(w_property_type, args)


def _init_property(args):
    from objspace.funcobject import w_property_type
    return builtin_init(w_property_type, args)


def set_repr(w_self, w_set):
    """A set subclass shows its class: S({1, 2}), S()."""
    from objspace.setobject import W_FrozenSet
    from objspace.strobject import newstr
    from objspace.reprs import repr_w
    from objspace.reprs import repr_enter, repr_leave
    name = w_self.gettype().name
    if w_set.len_hook() == 0:
        return newstr(name + "()")
    if repr_enter(w_set):
        return newstr(name + "(...)")   # (the set is being shown)
    repr_leave(w_set)
    r = repr_w(w_set)
    if isinstance(w_set, W_FrozenSet):
        stop = len(r) - 1
        assert stop >= 10
        r = r[10:stop]          # frozenset(...)
    return newstr(name + "(" + r + ")")


def dict_getitem(w_self, w_dict, w_key):
    """d[k] on a dict subclass: its __missing__ answers a missing key."""
    from objspace import containers
    w_v = w_dict.getitem(w_key)
    if w_v is not None:
        return w_v
    w_missing = w_self.gettype().lookup("__missing__")
    if w_missing is not None:
        return w_missing.bind(w_self, w_self.gettype()).call(
            Arguments([w_key]))
    return containers.getitem_w(w_dict, w_key)


# --- the dunder methods of the built-in types, for subclasses ---

K_LEN = 0
K_GETITEM = 1
K_SETITEM = 2
K_DELITEM = 3
K_CONTAINS = 4
K_ITER = 5
K_REPR = 6
K_STR = 7
K_HASH = 8
K_BOOL = 9
K_INT = 10
K_FLOAT = 11
K_INDEX = 12
K_BINOP = 13
K_RBINOP = 14
K_CMP = 15
K_NEG = 16
K_POS = 17
K_INVERT = 18
K_ABS = 19
K_IBINOP = 20
K_GET = 21          # descriptors (classmethod, staticmethod, property)
K_SET = 22
K_DELETE = 23
K_DIVMOD = 24       # int's and float's __divmod__ and __rdivmod__
K_RDIVMOD = 25


def _formats_with(w_left, w_owner):
    """Whether w_left % (an instance of w_owner) is w_left's formatting:
    a str for str, bytes or bytearray for those two."""
    from objspace.bytesobject import W_AbstractBytes
    from objspace.strobject import W_Str
    if isinstance(w_left, W_Str):
        return w_owner.name == "str"
    return isinstance(w_left, W_AbstractBytes) and w_owner.name != "str"


def _operand_accepted(w_v, w_other):
    """Whether the number, set or dict slot of w_v's type takes w_other as
    its other operand (int with int, float with int or float, complex with
    any of them, sets with sets, dict with dict); other types answer for
    themselves."""
    from objspace.intobject import W_AbstractInt
    from objspace.floatobject import W_Float
    from objspace.complexobject import W_Complex
    from objspace.setobject import W_BaseSet
    from objspace.dictobject import W_Dict
    if isinstance(w_v, W_AbstractInt):
        return isinstance(w_other, W_AbstractInt)
    if isinstance(w_v, W_Float):
        return isinstance(w_other, W_AbstractInt) or \
            isinstance(w_other, W_Float)
    if isinstance(w_v, W_Complex):
        return isinstance(w_other, W_AbstractInt) or \
            isinstance(w_other, W_Float) or isinstance(w_other, W_Complex)
    if isinstance(w_v, W_BaseSet):
        return isinstance(w_other, W_BaseSet)
    if isinstance(w_v, W_Dict):
        return isinstance(w_other, W_Dict)
    return True


def _is_repeatable(w_v):
    """str, bytes, bytearray, tuple and list: their __mul__ and __rmul__
    are CPython's sq_repeat, whose count is any __index__ object."""
    from objspace.bytesobject import W_AbstractBytes
    from objspace.strobject import W_Str
    from objspace.tupleobject import W_Tuple
    from objspace.listobject import W_List
    return (isinstance(w_v, W_Str) or isinstance(w_v, W_AbstractBytes) or
            isinstance(w_v, W_Tuple) or isinstance(w_v, W_List))


class W_SlotWrapper(W_Object):
    """A dunder method of a built-in type: applies the operation to the
    built-in value of `self`."""
    _attrs_ = _immutable_fields_ = ("name", "kind", "op", "w_owner")

    def __init__(self, name, kind, op, w_owner):
        self.name = name
        self.kind = kind
        self.op = op
        self.w_owner = w_owner

    def gettype(self):
        return w_wrapper_descriptor_type

    def bind(self, w_obj, w_type):
        if w_obj is None:
            return self
        from objspace.funcobject import W_BoundMethod
        return W_BoundMethod(w_obj, self)

    def repr_hook(self):
        return "<slot wrapper '%s' of '%s' objects>" % (self.name,
                                                         self.w_owner.name)

    def getattr_hook(self, name):
        from objspace.strobject import newstr
        if name == "__name__":
            return newstr(self.name)
        if name == "__qualname__":
            return newstr(self.w_owner.name + "." + self.name)
        if name == "__objclass__":
            return self.w_owner
        return None

    def call(self, args):
        args_w = args.args_w
        if not args_w:
            raise_type_error("descriptor '%s' of '%s' object needs an "
                             "argument" % (self.name, self.w_owner.name))
        w_self = args_w[0]
        if not w_self.gettype().issubtype(self.w_owner):
            raise_type_error("descriptor '%s' requires a '%s' object but "
                             "received a '%s'" % (self.name,
                                                  self.w_owner.name,
                                                  w_self.gettype().name))
        if args.has_kwargs():
            raise_type_error("wrapper %s() takes no keyword arguments"
                             % self.name)
        kind = self.kind
        nargs = 1
        if kind == K_GETITEM or kind == K_DELITEM or kind == K_CONTAINS or \
                kind == K_BINOP or kind == K_RBINOP or kind == K_CMP or \
                kind == K_IBINOP or kind == K_DIVMOD or kind == K_RDIVMOD:
            nargs = 2
        elif kind == K_SETITEM or kind == K_SET:
            nargs = 3
        elif kind == K_DELETE:
            nargs = 2
        elif kind == K_GET:
            from objspace.attrs import check_get_args
            check_get_args(args)
            if len(args_w) == 2:
                args_w = args_w + [None]      # __get__(obj): type left out
            nargs = 3
        if len(args_w) != nargs:
            raise_type_error("expected %d argument%s, got %d"
                             % (nargs - 1, "" if nargs == 2 else "s",
                                len(args_w) - 1))
        w_v = unwrap(w_self)
        if kind == K_GETITEM and w_v is not w_self:
            from objspace.dictobject import W_Dict
            if isinstance(w_v, W_Dict):
                return dict_getitem(w_self, w_v, args_w[1])
        if kind == K_REPR and w_v is not w_self:
            from objspace.setobject import W_BaseSet
            if isinstance(w_v, W_BaseSet):
                return set_repr(w_self, w_v)
            from objspace.bytesobject import W_ByteArray, W_Bytes
            if isinstance(w_v, W_ByteArray):
                from objspace.strobject import newstr
                from objspace.reprs import repr_w
                return newstr("%s(%s)" % (w_self.gettype().name,
                                          repr_w(W_Bytes(w_v.value))))
        if kind == K_IBINOP:
            # list += x extends the value in place and returns self
            from objspace import operations as ops
            ops.binary_op(w_v, unwrap(args_w[1]), self.op + A.NB_INPLACE)
            return w_self
        return self.apply(w_v, args_w)

    def apply(self, w_v, args_w):
        from objspace import operations as ops
        from objspace import containers
        from objspace.intobject import newint, newbool
        from objspace.strobject import newstr
        from objspace.noneobject import W_None, W_NotImplemented
        from objspace.reprs import repr_w, str_w
        kind = self.kind
        if kind == K_GET or kind == K_SET or kind == K_DELETE:
            return descriptor_apply(kind, w_v, args_w)
        if kind == K_LEN:
            return newint(containers.len_w(w_v))
        if kind == K_GETITEM:
            return containers.getitem_w(w_v, args_w[1])
        if kind == K_SETITEM:
            containers.setitem_w(w_v, args_w[1], args_w[2])
            return W_None
        if kind == K_DELITEM:
            containers.delitem_w(w_v, args_w[1])
            return W_None
        if kind == K_CONTAINS:
            return newbool(containers.contains_w(w_v, args_w[1]))
        if kind == K_ITER:
            return containers.iter_w(w_v)
        if kind == K_REPR:
            return newstr(repr_w(w_v))
        if kind == K_STR:
            return newstr(str_w(w_v))
        if kind == K_HASH:
            from objspace.floatobject import W_Float
            if isinstance(w_v, W_Float) and w_v.floatval != w_v.floatval:
                return newint(ops.nan_hash(args_w[0]))  # the subclass's
            return newint(ops.hash_w(w_v))
        if kind == K_BOOL:
            return newbool(ops.is_true(w_v))
        if kind == K_INT or kind == K_INDEX:
            from objspace.modules.constructors import int_of
            return int_of(w_v)
        if kind == K_FLOAT:
            from objspace.modules.constructors import float_of
            return float_of(w_v)
        if kind == K_NEG:
            return ops.unary_negative(w_v)
        if kind == K_POS:
            return ops.unary_positive(w_v)
        if kind == K_INVERT:
            return ops.unary_invert(w_v)
        if kind == K_ABS:
            return ops.abs_w(w_v)
        if kind == K_BINOP or kind == K_RBINOP:
            from objspace.dictmethods import W_DictSetView, view_binop
            if isinstance(w_v, W_DictSetView):
                # dict_keys/dict_items: any iterable is the other operand
                if kind == K_BINOP:
                    return view_binop(w_v, args_w[1], self.op)
                return view_binop(args_w[1], w_v, self.op)
        w_other = unwrap(args_w[1])
        if (kind == K_BINOP or kind == K_RBINOP) and \
                self.op == A.NB_MULTIPLY and _is_repeatable(w_v):
            # sq_repeat's wrapper: the count goes through __index__
            from objspace.modules.builtins_more import index_w
            return ops.binary_op(w_v, index_w(args_w[1]), A.NB_MULTIPLY)
        if isinstance(w_other, W_Instance):
            return W_NotImplemented     # the other operand's turn
        if (kind == K_BINOP or kind == K_RBINOP) and \
                not _operand_accepted(w_v, w_other):
            return W_NotImplemented     # (the type's own slot declines)
        if kind == K_BINOP:
            return ops.binary_op(w_v, w_other, self.op)
        if kind == K_DIVMOD or kind == K_RDIVMOD:
            if not _operand_accepted(w_v, w_other):
                return W_NotImplemented
            from objspace.modules.builtins_more import b_divmod
            if kind == K_DIVMOD:
                return b_divmod(Arguments([w_v, w_other]))
            return b_divmod(Arguments([w_other, w_v]))
        if kind == K_RBINOP:
            if self.op == A.NB_REMAINDER and \
                    not _formats_with(w_other, self.w_owner):
                # str/bytes.__rmod__: only a left operand of the same kind
                # is formatted; anything else is NotImplemented
                return W_NotImplemented
            return ops.binary_op(w_other, w_v, self.op)
        assert kind == K_CMP
        from objspace.complexobject import W_Complex
        if (isinstance(w_v, W_Complex) or isinstance(w_other, W_Complex)) \
                and self.op != A.EQ and self.op != A.NE:
            return W_NotImplemented     # complex has no ordering
        return ops.compare(w_v, w_other, self.op)


from objspace.typeobject import w_object_type  # noqa: E402
w_wrapper_descriptor_type = W_TypeObject("wrapper_descriptor",
                                         [w_object_type])


def _install_wrapper_reduce():
    from objspace.funcobject import getattr_reduce
    w_wrapper_descriptor_type.dict_w["__reduce__"] = W_BuiltinFunction(
        "__reduce__", getattr_reduce)


_install_wrapper_reduce()


def _wrap(w_type, name, kind, op=0):
    w_type.dict_w[name] = W_SlotWrapper(name, kind, op, w_type)


def _install_common(w_type):
    _wrap(w_type, "__repr__", K_REPR)
    _wrap(w_type, "__hash__", K_HASH)
    for op in range(6):
        from objspace.operations import CMP_NAMES
        _wrap(w_type, CMP_NAMES[op], K_CMP, op)


def _install_container(w_type):
    _install_common(w_type)
    _wrap(w_type, "__len__", K_LEN)
    _wrap(w_type, "__getitem__", K_GETITEM)
    _wrap(w_type, "__contains__", K_CONTAINS)
    _wrap(w_type, "__iter__", K_ITER)


def _binop(w_type, op, reflected=True):
    from objspace.operations import BINOP_NAMES, RBINOP_NAMES
    _wrap(w_type, BINOP_NAMES[op], K_BINOP, op)
    if reflected:
        _wrap(w_type, RBINOP_NAMES[op], K_RBINOP, op)


def _new_int(args):
    from objspace.intobject import w_int_type
    return builtin_new(w_int_type, args)


def _new_complex(args):
    from objspace.complexobject import w_complex_type
    return builtin_new(w_complex_type, args)


def _new_float(args):
    from objspace.floatobject import w_float_type
    return builtin_new(w_float_type, args)


def _new_str(args):
    from objspace.strobject import w_str_type
    return builtin_new(w_str_type, args)


def _new_bytes(args):
    from objspace.bytesobject import w_bytes_type
    return builtin_new(w_bytes_type, args)


def _new_tuple(args):
    from objspace.tupleobject import w_tuple_type
    return builtin_new(w_tuple_type, args)


def _new_frozenset(args):
    from objspace.setobject import w_frozenset_type
    return builtin_new(w_frozenset_type, args)


def _new_list(args):
    from objspace.listobject import w_list_type
    return builtin_new(w_list_type, args)


def _new_dict(args):
    from objspace.dictobject import w_dict_type
    return builtin_new(w_dict_type, args)


def _new_set(args):
    from objspace.setobject import w_set_type
    return builtin_new(w_set_type, args)


def _new_map(args):
    from objspace.builtin_iters import w_map_type
    return builtin_new(w_map_type, args)


def _new_filter(args):
    from objspace.builtin_iters import w_filter_type
    return builtin_new(w_filter_type, args)


def _new_zip(args):
    from objspace.builtin_iters import w_zip_type
    return builtin_new(w_zip_type, args)


def _new_enumerate(args):
    from objspace.builtin_iters import w_enumerate_type
    return builtin_new(w_enumerate_type, args)


def _init_list(args):
    from objspace.listobject import w_list_type
    return builtin_init(w_list_type, args)


def _init_dict(args):
    from objspace.dictobject import w_dict_type
    return builtin_init(w_dict_type, args)


def _init_bytearray(args):
    from objspace.bytesobject import w_bytearray_type
    return builtin_init(w_bytearray_type, args)


def _new_bytearray(args):
    from objspace.bytesobject import w_bytearray_type
    return builtin_new(w_bytearray_type, args)


def _init_set(args):
    from objspace.setobject import w_set_type
    return builtin_init(w_set_type, args)


def _new_bool(args):
    from objspace.intobject import w_bool_type
    from objspace.modules.constructors import bool_new
    args_w = args.args_w
    if not args_w:
        raise_type_error("bool.__new__(): not enough arguments")
    w_cls = args_w[0]
    if not isinstance(w_cls, W_TypeObject):
        raise_type_error("bool.__new__(X): X is not a type object (%s)"
                         % w_cls.gettype().name)
    assert isinstance(w_cls, W_TypeObject)
    if not w_cls.issubtype(w_bool_type):
        raise_type_error("bool.__new__(%s): %s is not a subtype of bool"
                         % (w_cls.name, w_cls.name))
    return bool_new(Arguments(args_w[1:], args.kw_names, args.kw_values_w))


def _range_reversed(args):
    from objspace.argcheck import check_args
    from objspace.rangeops import is_range
    from objspace.builtin_iters import reversed_w
    w_r = check_args(args, "__reversed__", 1, 1)[0]
    if not is_range(w_r):
        from objspace.listmethods import bad_self
        bad_self("__reversed__", "range", w_r)
    return reversed_w(w_r)


def install():
    """Called once by objspace/modules/mod_builtins.py (after the method
    modules, which import this one)."""
    from objspace.intobject import w_int_type
    from objspace.floatobject import w_float_type
    from objspace.strobject import w_str_type
    from objspace.bytesobject import w_bytes_type, w_bytearray_type
    from objspace.tupleobject import w_tuple_type
    from objspace.listobject import w_list_type
    from objspace.dictobject import w_dict_type
    from objspace.setobject import w_set_type, w_frozenset_type
    import objspace.modules.constructors  # noqa: F401  (the w_new's)
    from objspace.complexobject import w_complex_type
    news = [(w_int_type, _new_int), (w_float_type, _new_float),
            (w_complex_type, _new_complex),
            (w_str_type, _new_str), (w_bytes_type, _new_bytes),
            (w_tuple_type, _new_tuple), (w_frozenset_type, _new_frozenset),
            (w_list_type, _new_list), (w_dict_type, _new_dict),
            (w_set_type, _new_set), (w_bytearray_type, _new_bytearray)]
    for w_t, fn in news:
        SUPPORTED.types_w.append(w_t)
        w_t.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction("__new__",
                                                                 fn))
    from objspace.builtin_iters import (w_map_type, w_filter_type,
                                        w_zip_type, w_enumerate_type)
    for w_t, fn in [(w_map_type, _new_map), (w_filter_type, _new_filter),
                    (w_zip_type, _new_zip),
                    (w_enumerate_type, _new_enumerate)]:
        # iterated through the type's __iter__/__next__ (builtin_iters)
        SUPPORTED.types_w.append(w_t)
        w_t.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction("__new__",
                                                                 fn))
    # a module subclass's instances are W_Modules (moduleobject.py)
    from objspace.moduleobject import w_module_type
    SUPPORTED.types_w.append(w_module_type)
    from objspace.funcobject import (w_classmethod_type, w_staticmethod_type,
                                     w_property_type)
    from objspace.genericalias import w_generic_alias_type
    for w_t, fn in [(w_generic_alias_type, _new_generic_alias),
                    (w_classmethod_type, _new_classmethod),
                    (w_staticmethod_type, _new_staticmethod),
                    (w_property_type, _new_property)]:
        SUPPORTED.types_w.append(w_t)
        w_t.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction("__new__",
                                                                 fn))
        _wrap(w_t, "__get__", K_GET)
    for w_t in [w_classmethod_type, w_staticmethod_type]:
        w_t.dict_w["__init__"] = W_BuiltinFunction("__init__", _descr_init)
    _wrap(w_property_type, "__set__", K_SET)
    _wrap(w_property_type, "__delete__", K_DELETE)
    for w_t, fn in [(w_list_type, _init_list), (w_dict_type, _init_dict),
                    (w_set_type, _init_set), (w_property_type, _init_property),
                    (w_bytearray_type, _init_bytearray)]:
        SUPPORTED.mutable_w.append(w_t)
        w_t.dict_w["__init__"] = W_BuiltinFunction("__init__", fn)
    # numbers
    for w_t in [w_int_type, w_float_type]:
        _install_common(w_t)
        _wrap(w_t, "__bool__", K_BOOL)
        _wrap(w_t, "__int__", K_INT)
        _wrap(w_t, "__float__", K_FLOAT)
        _wrap(w_t, "__neg__", K_NEG)
        _wrap(w_t, "__pos__", K_POS)
        _wrap(w_t, "__abs__", K_ABS)
        for op in [A.NB_ADD, A.NB_SUBTRACT, A.NB_MULTIPLY,
                   A.NB_TRUE_DIVIDE, A.NB_FLOOR_DIVIDE, A.NB_REMAINDER,
                   A.NB_POWER]:
            _binop(w_t, op)
        _wrap(w_t, "__divmod__", K_DIVMOD)
        _wrap(w_t, "__rdivmod__", K_RDIVMOD)
    _install_common(w_complex_type)
    _wrap(w_complex_type, "__bool__", K_BOOL)
    _wrap(w_complex_type, "__neg__", K_NEG)
    _wrap(w_complex_type, "__pos__", K_POS)
    _wrap(w_complex_type, "__abs__", K_ABS)
    for op in [A.NB_ADD, A.NB_SUBTRACT, A.NB_MULTIPLY, A.NB_TRUE_DIVIDE,
               A.NB_POWER]:
        _binop(w_complex_type, op)
    _wrap(w_int_type, "__index__", K_INDEX)
    _wrap(w_int_type, "__invert__", K_INVERT)
    for op in [A.NB_AND, A.NB_OR, A.NB_XOR, A.NB_LSHIFT, A.NB_RSHIFT]:
        _binop(w_int_type, op)
    # sequences and containers
    for w_t in [w_str_type, w_bytes_type, w_tuple_type, w_list_type,
                w_bytearray_type]:
        _install_container(w_t)
        _binop(w_t, A.NB_ADD, False)
        _binop(w_t, A.NB_MULTIPLY)
    _wrap(w_str_type, "__str__", K_STR)
    # __rmod__ too (NotImplemented unless the left operand is formatted)
    _binop(w_str_type, A.NB_REMAINDER)
    _binop(w_bytes_type, A.NB_REMAINDER)
    _binop(w_bytearray_type, A.NB_REMAINDER)
    from objspace.operations import IBINOP_NAMES
    for w_t, op in [(w_list_type, A.NB_ADD), (w_list_type, A.NB_MULTIPLY),
                    (w_bytearray_type, A.NB_ADD),
                    (w_bytearray_type, A.NB_MULTIPLY),
                    (w_dict_type, A.NB_OR), (w_set_type, A.NB_OR),
                    (w_set_type, A.NB_AND), (w_set_type, A.NB_XOR),
                    (w_set_type, A.NB_SUBTRACT)]:
        _wrap(w_t, IBINOP_NAMES[op], K_IBINOP, op)
    _wrap(w_list_type, "__setitem__", K_SETITEM)
    _wrap(w_list_type, "__delitem__", K_DELITEM)
    _wrap(w_bytearray_type, "__setitem__", K_SETITEM)
    _wrap(w_bytearray_type, "__delitem__", K_DELITEM)
    _install_container(w_dict_type)
    _wrap(w_dict_type, "__setitem__", K_SETITEM)
    _wrap(w_dict_type, "__delitem__", K_DELITEM)
    _binop(w_dict_type, A.NB_OR)
    for w_t in [w_set_type, w_frozenset_type]:
        _install_container(w_t)
        for op in [A.NB_AND, A.NB_OR, A.NB_XOR, A.NB_SUBTRACT]:
            _binop(w_t, op)
    # the set operations of dict_keys and dict_items (dictmethods.view_binop)
    from objspace.dictmethods import w_dict_keys_type, w_dict_items_type
    for w_t in [w_dict_keys_type, w_dict_items_type]:
        for op in [A.NB_AND, A.NB_OR, A.NB_XOR, A.NB_SUBTRACT]:
            _binop(w_t, op)
    # memoryview's mapping and sequence slots (its hooks do the work)
    from objspace.memoryview import w_memoryview_type
    for name, kind in [("__len__", K_LEN), ("__getitem__", K_GETITEM),
                       ("__setitem__", K_SETITEM),
                       ("__delitem__", K_DELITEM), ("__iter__", K_ITER)]:
        _wrap(w_memoryview_type, name, kind)
    # None.__bool__, NotImplemented.__bool__ (which warns, as its truth)
    from objspace.noneobject import w_none_type, w_notimplemented_type
    _wrap(w_none_type, "__bool__", K_BOOL)
    _wrap(w_notimplemented_type, "__bool__", K_BOOL)
    from objspace import formatops
    formatops.install()         # int.__format__, float.__format__, ...
    from objspace import genericalias
    from objspace.typeobject import w_type_type
    from objspace.builtin_iters import w_enumerate_type
    genericalias.install([w_list_type, w_dict_type, w_tuple_type, w_set_type,
                          w_frozenset_type, w_type_type, w_enumerate_type])
    # slice's comparisons (as tuples) and its None __hash__
    from objspace.sequences import w_slice_type
    from objspace.operations import CMP_NAMES
    for op in range(6):
        _wrap(w_slice_type, CMP_NAMES[op], K_CMP, op)
    # bool.__new__(bool[, x])
    from objspace.intobject import w_bool_type
    w_bool_type.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction(
        "__new__", _new_bool))
    # range's own slots (its values are W_Range or W_LongRange)
    from objspace.iterobject import w_range_type
    _install_container(w_range_type)
    _wrap(w_range_type, "__bool__", K_BOOL)
    w_range_type.dict_w["__reversed__"] = W_BuiltinFunction(
        "__reversed__", _range_reversed)
    # Py_TPFLAGS_SEQUENCE and _MAPPING in __flags__
    for w_t in [w_list_type, w_tuple_type, w_range_type]:
        w_t.collection_flags = 1 << 5
    w_dict_type.collection_flags = 1 << 6
    # mutable types are unhashable (hash_w reads a None __hash__)
    from objspace.noneobject import W_None
    for w_t in [w_list_type, w_dict_type, w_set_type, w_bytearray_type]:
        w_t.dict_w["__hash__"] = W_None

