"""types.SimpleNamespace (the type of sys.implementation): a built-in
class whose instances are ordinary W_Instances, their attributes set by
keyword arguments; repr `namespace(a=1, b='x')`, equal when their
attributes are."""

from objspace.typeobject import W_TypeObject, w_object_type, LAYOUT_INSTANCE
from objspace.funcobject import W_BuiltinFunction
from objspace.instances import W_Instance
from objspace.noneobject import W_None
from objspace.strobject import newstr
from objspace.exceptions import raise_type_error


def _self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_Instance) or \
            not args.args_w[0].gettype().issubtype(w_namespace_type):
        raise_type_error("descriptor '%s' requires a "
                         "'types.SimpleNamespace' object" % name)
    w_self = args.args_w[0]
    assert isinstance(w_self, W_Instance)
    return w_self


def ns_init(args):
    w_self = _self(args, "__init__")
    if len(args.args_w) > 1:
        raise_type_error("no positional arguments expected")
    if args.kw_names is not None:
        for i in range(len(args.kw_names)):
            w_self.setdictvalue(args.kw_names[i], args.kw_values_w[i])
    return W_None


def _items(w_self):
    """(name, value) pairs of the instance's attributes, in order."""
    from objspace.strobject import W_Str
    w_dict = w_self.get_dict()
    pairs = []
    for w_k, w_v in w_dict.data.items():
        if isinstance(w_k, W_Str):
            pairs.append((w_k.utf8, w_v))
    return pairs


def ns_repr(args):
    from objspace.reprs import repr_w, repr_enter, repr_leave
    w_self = _self(args, "__repr__")
    name = "namespace"
    if w_self.gettype() is not w_namespace_type:
        name = w_self.gettype().name
    if repr_enter(w_self):
        return newstr(name + "(...)")
    try:
        parts = ["%s=%s" % (k, repr_w(w_v)) for k, w_v in _items(w_self)]
    finally:
        repr_leave(w_self)
    return newstr("%s(%s)" % (name, ", ".join(parts)))


def ns_eq(args):
    from objspace.intobject import newbool
    from objspace.noneobject import W_NotImplemented
    from objspace import operations as ops
    w_self = _self(args, "__eq__")
    w_other = args.args_w[1]
    if not (isinstance(w_other, W_Instance) and
            w_other.gettype().issubtype(w_namespace_type)):
        return W_NotImplemented
    assert isinstance(w_other, W_Instance)
    return newbool(ops.eq_bool(w_self.get_dict(), w_other.get_dict()))


w_namespace_type = W_TypeObject("SimpleNamespace", [w_object_type],
                                LAYOUT_INSTANCE)
w_namespace_type.module = "types"
w_namespace_type.dict_w["__init__"] = W_BuiltinFunction("__init__", ns_init)
w_namespace_type.dict_w["__repr__"] = W_BuiltinFunction("__repr__", ns_repr)
w_namespace_type.dict_w["__eq__"] = W_BuiltinFunction("__eq__", ns_eq)
w_namespace_type.dict_w["__hash__"] = W_None


def ns_reduce(args):
    """(type(ns), (), ns.__dict__), as CPython's namespace_reduce."""
    from objspace.tupleobject import newtuple
    w_self = _self(args, "__reduce__")
    return newtuple([w_self.gettype(), newtuple([]), w_self.get_dict()])


w_namespace_type.dict_w["__reduce__"] = W_BuiltinFunction("__reduce__",
                                                          ns_reduce)


def new_namespace(names, values_w):
    w_ns = W_Instance(w_namespace_type)
    for i in range(len(names)):
        w_ns.setdictvalue(names[i], values_w[i])
    return w_ns
