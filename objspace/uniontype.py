"""types.UnionType: `int | str` (PEP 604). Its arguments are types
(None stands for NoneType), flattened and without duplicates;
isinstance/issubclass accept a union as they accept a tuple."""

from interpreter.frontend import astnodes as A
from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.tupleobject import newtuple


class W_UnionType(W_Object):
    _attrs_ = _immutable_fields_ = ("args_w",)

    def __init__(self, args_w):
        self.args_w = args_w

    def gettype(self):
        return w_union_type

    def getattr_hook(self, name):
        if name == "__args__":
            return newtuple(list(self.args_w))
        if name == "__parameters__":
            return newtuple(type_parameters(self.args_w))
        return None

    def eq_hook(self, w_other):
        """The same set of arguments (CPython compares frozensets)."""
        if not isinstance(w_other, W_UnionType):
            return False
        return _contains_all(self.args_w, w_other.args_w) and \
            _contains_all(w_other.args_w, self.args_w)

    def getitem_hook(self, w_key):
        return union_getitem(self, w_key)

    def hash_value(self):
        """hash(frozenset(args)), as CPython and typing.Union."""
        from objspace.setobject import W_FrozenSet
        w_set = W_FrozenSet()
        for w_a in self.args_w:
            w_set.add(w_a)
        return w_set.hash_value()

    def binop_hook(self, w_other, op, reflected):
        if op != A.NB_OR or not is_unionable(w_other):
            return None
        if reflected:
            return make_union(w_other, self)
        return make_union(self, w_other)

    def repr_hook(self):
        from objspace.reprs import repr_w
        parts = []
        for w_a in self.args_w:
            if isinstance(w_a, W_TypeObject):
                if w_a.name == "NoneType":
                    parts.append("None")
                elif w_a.module == "builtins":
                    parts.append(w_a.name)
                else:
                    parts.append(w_a.module + "." + w_a.name)
            else:
                parts.append(repr_w(w_a))
        return " | ".join(parts)


def _contains_all(items_w, others_w):
    from objspace import operations as ops
    for w_a in others_w:
        found = False
        for w_b in items_w:
            if w_a is w_b or ops.eq_bool(w_a, w_b):
                found = True
                break
        if not found:
            return False
    return True


w_union_type = W_TypeObject("UnionType", [w_object_type])
w_union_type.module = "types"


def union_reduce(args):
    """UnionType.__reduce__: functools.reduce(operator.or_, args), as
    CPython pickles a union."""
    from objspace.argcheck import check_args
    from interpreter.runtime.importing import import_dotted
    from objspace import attrs
    w_self = check_args(args, "__reduce__", 1, 1)[0]
    if not isinstance(w_self, W_UnionType):
        from objspace.exceptions import raise_type_error
        raise_type_error("descriptor '__reduce__' requires a "
                         "'types.UnionType' object")
        raise AssertionError
    w_reduce = attrs.getattr_w(import_dotted("functools"), "reduce")
    w_or = attrs.getattr_w(import_dotted("operator"), "or_")
    return newtuple([w_reduce, newtuple([w_or,
                                         newtuple(list(w_self.args_w))])])


def _install():
    from objspace.funcobject import W_BuiltinFunction
    w_union_type.dict_w["__reduce__"] = W_BuiltinFunction("__reduce__",
                                                          union_reduce)


_install()


def is_unionable(w_x):
    from objspace.noneobject import W_NoneObject
    from objspace.genericalias import W_GenericAlias
    return (isinstance(w_x, W_TypeObject) or isinstance(w_x, W_UnionType) or
            isinstance(w_x, W_NoneObject) or isinstance(w_x, W_GenericAlias))


def _members(w_x):
    from objspace.noneobject import W_NoneObject, w_none_type
    if isinstance(w_x, W_UnionType):
        return list(w_x.args_w)
    if isinstance(w_x, W_NoneObject):
        return [w_none_type]
    return [w_x]


def make_union(w_a, w_b):
    """w_a | w_b for two unionable operands."""
    args_w = []
    from objspace.genericalias import W_GenericAlias
    for w_x in _members(w_a) + _members(w_b):
        dup = False
        for w_y in args_w:
            if w_y is w_x:
                dup = True
            elif isinstance(w_x, W_GenericAlias) and \
                    isinstance(w_y, W_GenericAlias) and w_x.eq_hook(w_y):
                dup = True      # equal aliases count once (CPython 3.11)
        if not dup:
            args_w.append(w_x)
    if len(args_w) == 1:
        return args_w[0]
    return W_UnionType(args_w)


def type_or(w_type, w_other, reflected):
    """type.__or__ / __ror__: a union, or None (NotImplemented)."""
    if not is_unionable(w_other):
        return None
    if reflected:
        return make_union(w_other, w_type)
    return make_union(w_type, w_other)


def type_parameters(args_w):
    """The type variables among args, in order and once each (CPython's
    _Py_make_parameters): an argument with __typing_subst__ (a TypeVar)
    is one, others bring their own __parameters__."""
    from objspace.tupleobject import W_Tuple
    from objspace import isinstance_ops
    params_w = []
    for w_a in args_w:
        if isinstance(w_a, W_TypeObject):
            continue
        if isinstance_ops._lookup_attr(w_a, "__typing_subst__") is not None:
            _add_param(params_w, w_a)
            continue
        w_ps = isinstance_ops._lookup_attr(w_a, "__parameters__")
        if isinstance(w_ps, W_Tuple):
            for w_p in w_ps.items_w:
                _add_param(params_w, w_p)
    return params_w


def _add_param(params_w, w_p):
    for w_q in params_w:
        if w_q is w_p:
            return
    params_w.append(w_p)


def _index_of(items_w, w_x):
    for i in range(len(items_w)):
        if items_w[i] is w_x:
            return i
    return -1


def substitute(w_self, args_w, w_item):
    """The arguments of w_self (a union or a generic alias) with its type
    variables replaced by w_item's entries (CPython's
    _Py_subs_parameters, without typing's special forms)."""
    from objspace.tupleobject import W_Tuple
    from objspace.reprs import repr_w
    from objspace.exceptions import raise_type_error
    from objspace import isinstance_ops
    from objspace import containers
    params_w = type_parameters(args_w)
    if not params_w:
        raise_type_error("%s is not a generic class" % repr_w(w_self))
    if isinstance(w_item, W_Tuple):
        items_w = w_item.items_w
    else:
        items_w = [w_item]
    if len(items_w) != len(params_w):
        raise_type_error("Too %s arguments for %s; actual %d, expected %d"
                         % ("many" if len(items_w) > len(params_w)
                            else "few", repr_w(w_self), len(items_w),
                            len(params_w)))
    new_w = []
    for w_a in args_w:
        k = _index_of(params_w, w_a)
        if k >= 0:
            new_w.append(items_w[k])
            continue
        if not isinstance(w_a, W_TypeObject):
            w_ps = isinstance_ops._lookup_attr(w_a, "__parameters__")
            if isinstance(w_ps, W_Tuple) and len(w_ps.items_w) > 0:
                sub_w = []
                for w_p in w_ps.items_w:
                    sub_w.append(items_w[_index_of(params_w, w_p)])
                if len(sub_w) == 1:
                    w_key = sub_w[0]
                else:
                    w_key = newtuple(sub_w)
                new_w.append(containers.getitem_w(w_a, w_key))
                continue
        new_w.append(w_a)
    return new_w


def union_getitem(w_union, w_item):
    """(int | list[T])[str]: the arguments substituted, then or-ed."""
    from objspace import operations as ops
    new_w = substitute(w_union, w_union.args_w, w_item)
    w_res = new_w[0]
    for i in range(1, len(new_w)):
        w_res = ops.binary_op(w_res, new_w[i], A.NB_OR)
    return w_res
