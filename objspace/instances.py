"""Instances of user classes. Attributes live in a storage array indexed
through a map (hidden class) shared by all instances that got the same
attributes in the same order. There is one map tree for all classes (a
map does not imply the class), so instances of sibling classes that set
their attributes in one shared __init__ share maps, and a tier-1
attribute site that sees several such classes stays monomorphic."""

from objspace.model import W_Object, Arguments
from objspace.floatobject import W_FloatCell, newfloat


class Map(object):
    _attrs_ = ("indexes", "transitions", "names")
    _immutable_fields_ = ("names[*]",)

    def __init__(self, names):
        self.names = names
        self.indexes = {}
        for i in range(len(names)):
            self.indexes[names[i]] = i
        self.transitions = {}

    def index_of(self, name):
        return self.indexes.get(name, -1)

    def with_attr(self, name):
        m = self.transitions.get(name, None)
        if m is None:
            m = Map(self.names + [name])
            self.transitions[name] = m
        return m


ROOT_MAP = Map([])     # the map of every instance without attributes


class W_Instance(W_Object):
    _attrs_ = ("w_class", "map", "storage_w")

    def __init__(self, w_class):
        self.w_class = w_class
        self.map = ROOT_MAP
        self.storage_w = []

    def gettype(self):
        return self.w_class

    def call(self, args):
        w_meth = self.w_class.lookup("__call__")
        if w_meth is None:
            from objspace.exceptions import raise_type_error
            raise_type_error("'%s' object is not callable"
                             % self.w_class.name)
        return w_meth.call(args.prepend(self))

    def getdictvalue(self, name):
        i = self.map.index_of(name)
        if i < 0:
            return None
        return exposed(self.storage_w[i])

    def setdictvalue(self, name, w_value):
        i = self.map.index_of(name)
        if i >= 0:
            self.storage_w[i] = w_value
        else:
            self.map = self.map.with_attr(name)
            self.storage_w.append(w_value)

    def deldictvalue(self, name):
        i = self.map.index_of(name)
        if i < 0:
            return False
        names = self.map.names
        old_w = self.storage_w
        self.map = ROOT_MAP
        self.storage_w = []
        for k in range(len(names)):
            if k != i:
                self.setdictvalue(names[k], old_w[k])
        return True


def exposed(w_value):
    """An attribute value as it may leave the instance's storage: a
    W_FloatCell stays private to its slot."""
    if isinstance(w_value, W_FloatCell):
        w_boxed = w_value.w_boxed
        if w_boxed is None:
            w_boxed = newfloat(w_value.floatval)
            w_value.w_boxed = w_boxed
        return w_boxed
    return w_value
