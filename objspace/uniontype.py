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
        return None

    def eq_hook(self, w_other):
        if not isinstance(w_other, W_UnionType):
            return False
        if len(self.args_w) != len(w_other.args_w):
            return False
        for w_a in self.args_w:
            found = False
            for w_b in w_other.args_w:
                if w_a is w_b:
                    found = True
            if not found:
                return False
        return True

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


w_union_type = W_TypeObject("UnionType", [w_object_type])
w_union_type.module = "types"


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
    for w_x in _members(w_a) + _members(w_b):
        dup = False
        for w_y in args_w:
            if w_y is w_x:
                dup = True
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
