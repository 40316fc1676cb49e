"""Module objects: a name and a namespace dict with two counters for the
tier-1 LOAD_GLOBAL caches: `version` changes on every store, `keys_version`
only when a name is added or removed (so a builtin cached for a function
stays valid while the module's own globals are merely reassigned)."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.strobject import newstr


class W_Module(W_Object):
    _attrs_ = ("name", "dict_w", "version", "keys_version")

    def __init__(self, name):
        self.name = name
        self.dict_w = {}
        self.version = 0
        self.keys_version = 0
        self.dict_w["__name__"] = newstr(name)

    def gettype(self):
        return w_module_type

    def setitem(self, name, w_value):
        if name not in self.dict_w:
            self.keys_version += 1
        self.dict_w[name] = w_value
        self.version += 1

    def delitem(self, name):
        del self.dict_w[name]
        self.keys_version += 1
        self.version += 1

    def getattr_hook(self, name):
        return self.dict_w.get(name, None)

    def setattr_hook(self, name, w_value):
        self.setitem(name, w_value)
        return True

    def repr_hook(self):
        return "<module '%s'>" % self.name


w_module_type = W_TypeObject("module", [w_object_type])
