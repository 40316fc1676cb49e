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
        self.w_type = W_TypeObject(name, [w_tuple_type])
        self.w_type.module = module
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

    def repr_hook(self):
        from objspace.reprs import repr_w
        parts = []
        names = self.kind.names
        for i in range(len(names)):
            parts.append("%s=%s" % (names[i], repr_w(self.items_w[i])))
        return "%s(%s)" % (self.kind.repr_name, ", ".join(parts))
