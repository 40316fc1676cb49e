"""Module objects: a name and a namespace dict with a version counter
(bumped on every store, for LOAD_GLOBAL caches)."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.strobject import newstr


class W_Module(W_Object):
    _attrs_ = ("name", "dict_w", "version")

    def __init__(self, name):
        self.name = name
        self.dict_w = {}
        self.version = 0
        self.dict_w["__name__"] = newstr(name)

    def gettype(self):
        return w_module_type

    def setitem(self, name, w_value):
        self.dict_w[name] = w_value
        self.version += 1

    def getattr_hook(self, name):
        return self.dict_w.get(name, None)

    def setattr_hook(self, name, w_value):
        self.setitem(name, w_value)
        return True

    def repr_hook(self):
        return "<module '%s'>" % self.name


w_module_type = W_TypeObject("module", [w_object_type])
