"""types.GenericAlias: what list[int], dict[str, int] ... evaluate to
(the built-in containers' __class_getitem__)."""

from rpython.rlib.rstring import StringBuilder

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction, W_ClassMethod
from objspace.tupleobject import W_Tuple, newtuple


class W_GenericAlias(W_Object):
    _attrs_ = _immutable_fields_ = ("w_origin", "args_w", "starred")

    def __init__(self, w_origin, args_w, starred=False):
        self.w_origin = w_origin
        self.args_w = args_w
        self.starred = starred      # *tuple[int] (PEP 646): __unpacked__

    def iter_hook(self):
        """iter(tuple[int]) yields the starred alias, once."""
        from objspace.iterobject import W_SeqIterator
        return W_SeqIterator(newtuple([W_GenericAlias(self.w_origin,
                                                      self.args_w, True)]))

    def gettype(self):
        return w_generic_alias_type

    def call(self, args):
        return self.w_origin.call(args)

    def getattr_hook(self, name):
        if name == "__origin__":
            return self.w_origin
        if name == "__args__":
            return newtuple(list(self.args_w))
        if name == "__parameters__":
            from objspace.uniontype import type_parameters
            return newtuple(type_parameters(self.args_w))
        if name == "__unpacked__":
            from objspace.intobject import newbool
            return newbool(self.starred)
        return None

    def getitem_hook(self, w_key):
        """list[T][int]: the type variables substituted."""
        from objspace.uniontype import substitute
        return W_GenericAlias(self.w_origin,
                              substitute(self, self.args_w, w_key),
                              self.starred)

    def eq_hook(self, w_other):
        if not isinstance(w_other, W_GenericAlias):
            return False
        if w_other.w_origin is not self.w_origin or \
                w_other.starred != self.starred or \
                len(w_other.args_w) != len(self.args_w):
            return False
        from objspace import operations as ops
        for i in range(len(self.args_w)):
            if not ops.eq_bool(self.args_w[i], w_other.args_w[i]):
                return False
        return True

    def hash_value(self):
        """hash(origin) ^ hash(args), as CPython's ga_hash."""
        from objspace import operations as ops
        return ops.hash_w(self.w_origin) ^ ops.hash_w(
            newtuple(list(self.args_w)))

    def binop_hook(self, w_other, op, reflected):
        """list[int] | X: a types.UnionType (PEP 604)."""
        from interpreter.frontend import astnodes as A
        from objspace import uniontype
        if op != A.NB_OR or not uniontype.is_unionable(w_other):
            return None
        if reflected:
            return uniontype.make_union(w_other, self)
        return uniontype.make_union(self, w_other)

    def repr_hook(self):
        b = StringBuilder()
        if self.starred:
            b.append("*")
        b.append(_arg_repr(self.w_origin))
        b.append("[")
        if not self.args_w:
            b.append("()")
        for i in range(len(self.args_w)):
            if i > 0:
                b.append(", ")
            b.append(_arg_repr(self.args_w[i]))
        b.append("]")
        return b.build()


def _arg_repr(w_arg):
    from objspace.noneobject import W_EllipsisObject
    from objspace.reprs import repr_w
    if isinstance(w_arg, W_EllipsisObject):
        return "..."
    if isinstance(w_arg, W_TypeObject):
        if w_arg.module == "builtins":
            return w_arg.qualname
        return w_arg.module + "." + w_arg.qualname
    return repr_w(w_arg)


def class_getitem(args):
    """The built-in containers' __class_getitem__(cls, params)."""
    w_cls = args.args_w[0]
    w_params = args.args_w[1]
    assert isinstance(w_cls, W_TypeObject)
    if isinstance(w_params, W_Tuple):
        return W_GenericAlias(w_cls, list(w_params.items_w))
    return W_GenericAlias(w_cls, [w_params])


w_generic_alias_type = W_TypeObject("GenericAlias", [w_object_type])
w_generic_alias_type.module = "types"
CLASS_GETITEM = W_ClassMethod(W_BuiltinFunction("__class_getitem__",
                                                class_getitem))


def install(types_w):
    for w_t in types_w:
        w_t.dict_w["__class_getitem__"] = CLASS_GETITEM
w_generic_alias_type.module = "types"


def generic_alias_new(args):
    """types.GenericAlias(origin, args)."""
    from objspace.argcheck import check_args
    args_w = check_args(args, "GenericAlias", 2, 2)
    w_params = args_w[1]
    if isinstance(w_params, W_Tuple):
        return W_GenericAlias(args_w[0], list(w_params.items_w))
    return W_GenericAlias(args_w[0], [w_params])


from objspace.funcobject import W_BuiltinFunction  # noqa: E402
w_generic_alias_type.w_new = W_BuiltinFunction("GenericAlias",
                                               generic_alias_new)


def generic_alias_mro_entries(args):
    """GenericAlias.__mro_entries__(bases): (origin,), so that
    `class C(list[str])` has list as its base (PEP 560)."""
    from objspace.argcheck import check_args
    w_self = check_args(args, "__mro_entries__", 2, 2)[0]
    if not isinstance(w_self, W_GenericAlias):
        from objspace.exceptions import raise_type_error
        raise_type_error("descriptor '__mro_entries__' requires a "
                         "'types.GenericAlias' object")
        raise AssertionError
    return newtuple([w_self.w_origin])


w_generic_alias_type.dict_w["__mro_entries__"] = W_BuiltinFunction(
    "__mro_entries__", generic_alias_mro_entries)


def generic_alias_reduce(args):
    """GenericAlias.__reduce__: (GenericAlias, (origin, args))."""
    from objspace.argcheck import check_args
    w_self = check_args(args, "__reduce__", 1, 1)[0]
    if not isinstance(w_self, W_GenericAlias):
        from objspace.exceptions import raise_type_error
        raise_type_error("descriptor '__reduce__' requires a "
                         "'types.GenericAlias' object")
        raise AssertionError
    return newtuple([w_generic_alias_type,
                     newtuple([w_self.w_origin,
                               newtuple(list(w_self.args_w))])])


w_generic_alias_type.dict_w["__reduce__"] = W_BuiltinFunction(
    "__reduce__", generic_alias_reduce)


def _alias_of(w_obj):
    from objspace import builtinsub
    w_v = builtinsub.unwrap(w_obj)
    if not isinstance(w_v, W_GenericAlias):
        from objspace.exceptions import raise_type_error
        raise_type_error("descriptor requires a 'types.GenericAlias' "
                         "object")
        raise AssertionError
    return w_v


def generic_alias_hash(args):
    """(for subclasses of GenericAlias: the alias's own hash)"""
    from objspace.argcheck import check_args
    from objspace.intobject import newint
    return newint(_alias_of(check_args(args, "__hash__", 1, 1)[0])
                  .hash_value())


def generic_alias_eq(args):
    from objspace.argcheck import check_args
    from objspace.intobject import newbool
    from objspace import builtinsub
    from objspace.noneobject import W_NotImplemented
    args_w = check_args(args, "__eq__", 2, 2)
    w_other = builtinsub.unwrap(args_w[1])
    if not isinstance(w_other, W_GenericAlias):
        return W_NotImplemented
    return newbool(_alias_of(args_w[0]).eq_hook(w_other))


w_generic_alias_type.dict_w["__hash__"] = W_BuiltinFunction(
    "__hash__", generic_alias_hash)
w_generic_alias_type.dict_w["__eq__"] = W_BuiltinFunction(
    "__eq__", generic_alias_eq)
