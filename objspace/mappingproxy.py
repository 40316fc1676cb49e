"""types.MappingProxyType: a read-only view of a mapping. `C.__dict__`
is one over the class's namespace, read afresh at each access (so it
follows later changes of the class, as CPython's live proxy does);
`MappingProxyType(d)` wraps any mapping. Item assignment and deletion
raise TypeError, as in CPython."""

from objspace.model import W_Object, Arguments
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction
from objspace.strobject import newstr
from objspace.exceptions import raise_type_error
from objspace.argcheck import check_args
from interpreter.frontend.astnodes import NB_OR


class W_MappingProxy(W_Object):
    _attrs_ = _immutable_fields_ = ("w_mapping", "w_type")

    def __init__(self, w_mapping, w_type):
        self.w_mapping = w_mapping      # a mapping, or None for w_type's
        self.w_type = w_type            # the class whose namespace it shows

    def gettype(self):
        return w_mappingproxy_type

    def mapping(self):
        if self.w_type is not None:
            from objspace.dictobject import W_Dict
            w_d = W_Dict()
            for key, w_v in self.w_type.dict_w.items():
                w_d.setitem(newstr(key), w_v)
            if self.w_type is w_object_type:
                # object's methods that lbbv serves without a dict entry
                # (objspace/objectslots.py); abc's _check_methods looks
                # for __hash__ ... in the classes' __dict__
                from objspace import objectslots
                for key in objectslots.OBJECT_NAMES:
                    if key not in self.w_type.dict_w:
                        w_v = objectslots.find(key)
                        if w_v is not None:
                            w_d.setitem(newstr(key), w_v)
            return w_d
        assert self.w_mapping is not None
        return self.w_mapping

    def getitem_hook(self, w_key):
        from objspace import containers
        return containers.getitem_w(self.mapping(), w_key)

    def setitem_hook(self, w_key, w_value):
        raise_type_error("'mappingproxy' object does not support item "
                         "assignment")
        return False

    def delitem_hook(self, w_key):
        raise_type_error("'mappingproxy' object does not support item "
                         "deletion")
        return False

    def contains_hook(self, w_item):
        from objspace import containers
        return 1 if containers.contains_w(self.mapping(), w_item) else 0

    def iter_hook(self):
        from objspace import containers
        return containers.iter_w(self.mapping())

    def len_hook(self):
        from objspace import containers
        return containers.len_w(self.mapping())

    def eq_hook(self, w_other):
        from objspace import operations as ops
        if isinstance(w_other, W_MappingProxy):
            w_other = w_other.mapping()
        return ops.eq_bool(self.mapping(), w_other)

    def repr_hook(self):
        from objspace.reprs import repr_w
        return "mappingproxy(%s)" % repr_w(self.mapping())

    def compare_hook(self, w_other, op):
        from objspace import operations as ops
        if isinstance(w_other, W_MappingProxy):
            w_other = w_other.mapping()
        return ops.compare(self.mapping(), w_other, op)

    def binop_hook(self, w_other, op, reflected):
        """`|` as the mapping's own (a dict), CPython's mappingproxy_or."""
        from objspace import operations as ops
        from interpreter.frontend import astnodes as A
        if op != A.NB_OR:
            return None
        if isinstance(w_other, W_MappingProxy):
            w_other = w_other.mapping()
        if reflected:
            return ops.binary_op(w_other, self.mapping(), op)
        return ops.binary_op(self.mapping(), w_other, op)

    def inplace_hook(self, w_other, op):
        from interpreter.frontend import astnodes as A
        if op == A.NB_OR:
            raise_type_error("'|=' is not supported by mappingproxy; use "
                             "'|' instead")
        return None


def _self(args, name, n):
    args_w = check_args(args, name, n + 1, n + 1)
    w_self = args_w[0]
    if not isinstance(w_self, W_MappingProxy):
        raise_type_error("descriptor '%s' requires a 'mappingproxy' object"
                         % name)
    assert isinstance(w_self, W_MappingProxy)
    return w_self, args_w


def _delegate(name, n):
    def method(args):
        from objspace import attrs
        w_self, args_w = _self(args, name, n)
        w_meth = attrs.getattr_w(w_self.mapping(), name)
        return w_meth.call(Arguments(args_w[1:]))
    method.__name__ = "mappingproxy_" + name
    return method


def _get(args):
    from objspace import attrs
    from objspace.noneobject import W_None
    args_w = check_args(args, "get", 2, 3)
    w_self = args_w[0]
    if not isinstance(w_self, W_MappingProxy):
        raise_type_error("descriptor 'get' requires a 'mappingproxy' object")
    assert isinstance(w_self, W_MappingProxy)
    w_default = args_w[2] if len(args_w) > 2 else W_None
    return attrs.getattr_w(w_self.mapping(), "get").call(
        Arguments([args_w[1], w_default]))


def _getitem(args):
    from objspace import containers
    w_self, args_w = _self(args, "__getitem__", 1)
    return containers.getitem_w(w_self.mapping(), args_w[1])


def _contains(args):
    from objspace import containers
    from objspace.intobject import newbool
    w_self, args_w = _self(args, "__contains__", 1)
    return newbool(containers.contains_w(w_self.mapping(), args_w[1]))


def _iter(args):
    from objspace import containers
    w_self, args_w = _self(args, "__iter__", 0)
    return containers.iter_w(w_self.mapping())


def _len(args):
    from objspace import containers
    from objspace.intobject import newint
    w_self, args_w = _self(args, "__len__", 0)
    return newint(containers.len_w(w_self.mapping()))


def _reversed(args):
    from objspace.builtin_iters import reversed_new
    w_self, args_w = _self(args, "__reversed__", 0)
    return reversed_new(Arguments([w_self.mapping()]))


def _or(args):
    from objspace import operations as ops
    args_w = check_args(args, "__or__", 2, 2)
    return ops.binary_op(args_w[0], args_w[1], NB_OR)


def _ror(args):
    from objspace import operations as ops
    args_w = check_args(args, "__ror__", 2, 2)
    return ops.binary_op(args_w[1], args_w[0], NB_OR)


def _ior(args):
    raise_type_error("'|=' is not supported by mappingproxy; use '|' "
                     "instead")
    raise AssertionError


def _comparison(name, op):
    def method(args):
        from objspace.noneobject import W_NotImplemented
        w_self, args_w = _self(args, name, 1)
        w_res = w_self.compare_hook(args_w[1], op)
        if w_res is None:
            return W_NotImplemented
        return w_res
    method.__name__ = "mappingproxy_" + name
    return method


def mappingproxy_new(args):
    from objspace import operations as ops
    args_w = check_args(args, "mappingproxy", 1, 1)
    w_m = args_w[0]
    from objspace.dictobject import W_Dict
    from objspace.listobject import W_List
    from objspace.tupleobject import W_Tuple
    ok = isinstance(w_m, W_Dict) or isinstance(w_m, W_MappingProxy)
    if not ok and not isinstance(w_m, W_List) and \
            not isinstance(w_m, W_Tuple):
        ok = ops.lookup_special(w_m, "__getitem__") is not None
    if not ok:
        raise_type_error("mappingproxy() argument must be a mapping, not %s"
                         % w_m.gettype().name)
    return W_MappingProxy(w_m, None)


w_mappingproxy_type = W_TypeObject("mappingproxy", [w_object_type])
w_mappingproxy_type.w_new = W_BuiltinFunction("mappingproxy",
                                              mappingproxy_new)
for _name, _n in [("keys", 0), ("values", 0), ("items", 0), ("copy", 0)]:
    w_mappingproxy_type.dict_w[_name] = W_BuiltinFunction(
        _name, _delegate(_name, _n))
w_mappingproxy_type.dict_w["get"] = W_BuiltinFunction("get", _get)
for _name, _fn in [("__getitem__", _getitem), ("__contains__", _contains),
                   ("__iter__", _iter), ("__len__", _len),
                   ("__reversed__", _reversed), ("__or__", _or),
                   ("__ror__", _ror), ("__ior__", _ior)]:
    w_mappingproxy_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
from interpreter.frontend import astnodes as A  # noqa: E402
for _name, _op in [("__eq__", A.EQ), ("__ne__", A.NE), ("__lt__", A.LT),
                   ("__le__", A.LE), ("__gt__", A.GT), ("__ge__", A.GE)]:
    w_mappingproxy_type.dict_w[_name] = W_BuiltinFunction(
        _name, _comparison(_name, _op))
from objspace import genericalias  # noqa: E402
genericalias.install([w_mappingproxy_type])
