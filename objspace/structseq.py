"""Struct sequences (CPython's structseq): tuples whose items also have
names, e.g. sys.version_info, sys.float_info, time.struct_time.

A W_StructSeq is a W_Tuple, so indexing, unpacking, comparison, hashing
and len take the tuple paths unchanged; its type (a subclass of tuple)
and its repr (`sys.version_info(major=3, ...)`) are its own, and the
field names are attributes."""

from objspace.tupleobject import W_Tuple, w_tuple_type
from objspace.typeobject import W_TypeObject


class StructSeqType(object):
    """The type object and the field names of one struct sequence."""
    _attrs_ = ("w_type", "names", "repr_name")
    _immutable_fields_ = ("w_type", "names[*]", "repr_name")

    def __init__(self, module, name, names):
        from objspace.funcobject import W_BuiltinFunction
        self.w_type = W_TypeObject(name, [w_tuple_type])
        self.w_type.module = module
        self.w_type.dict_w["__reduce__"] = W_BuiltinFunction(
            "__reduce__", structseq_reduce)
        self.names = names
        self.repr_name = module + "." + name if module != "builtins" \
            else name

    def make(self, items_w):
        assert len(items_w) == len(self.names)
        return W_StructSeq(self, items_w)


class W_StructSeq(W_Tuple):
    _attrs_ = ("kind",)
    _immutable_fields_ = ("kind",)

    def __init__(self, kind, items_w):
        W_Tuple.__init__(self, items_w)
        self.kind = kind

    def gettype(self):
        return self.kind.w_type

    def getattr_hook(self, name):
        names = self.kind.names
        for i in range(len(names)):
            if names[i] == name:
                return self.items_w[i]
        return None

    def extra_names(self):
        """The fields beyond the items (attributes only)."""
        return []

    def extra_values(self):
        return []

    def repr_hook(self):
        from objspace.reprs import repr_w
        parts = []
        names = self.kind.names
        for i in range(len(names)):
            parts.append("%s=%s" % (names[i], repr_w(self.items_w[i])))
        return "%s(%s)" % (self.kind.repr_name, ", ".join(parts))


def structseq_reduce(args):
    """(type, (items, {name: value} of the fields beyond the items)), as
    CPython's structseq_reduce."""
    from objspace.dictobject import W_Dict
    from objspace.tupleobject import newtuple
    from objspace.strobject import newstr
    from objspace.exceptions import raise_type_error
    if len(args.args_w) != 1 or not isinstance(args.args_w[0], W_StructSeq):
        raise_type_error("__reduce__() takes no arguments")
    w_self = args.args_w[0]
    assert isinstance(w_self, W_StructSeq)
    w_dict = W_Dict()
    names = w_self.extra_names()
    values_w = w_self.extra_values()
    for i in range(len(names)):
        w_dict.setitem(newstr(names[i]), values_w[i])
    return newtuple([w_self.gettype(), newtuple([newtuple(
        list(w_self.items_w)), w_dict])])


def extra_from_dict(w_dict, name):
    """A field given by name in a struct sequence constructor's dict
    argument, or None."""
    from objspace.dictobject import W_Dict
    from objspace.strobject import newstr
    if isinstance(w_dict, W_Dict):
        return w_dict.getitem(newstr(name))
    return None
