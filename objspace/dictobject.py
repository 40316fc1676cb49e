"""dict: an insertion-ordered RPython dict keyed by W_ objects with
Python-level __eq__/__hash__."""

from rpython.rlib.objectmodel import r_ordereddict

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type


def _eq(w_a, w_b):
    from objspace import operations as ops
    return ops.eq_bool(w_a, w_b)


def _hash(w_a):
    from objspace import operations as ops
    return ops.hash_w(w_a)


def new_rdict():
    # r_ordereddict: insertion-ordered also when running untranslated
    # (translated RPython dicts are always ordered)
    return r_ordereddict(_eq, _hash)


class W_Dict(W_Object):
    _attrs_ = ("data",)

    def __init__(self):
        self.data = new_rdict()

    def gettype(self):
        return w_dict_type

    def getitem(self, w_key):
        """The value or None."""
        return self.data.get(w_key, None)

    def setitem(self, w_key, w_value):
        self.data[w_key] = w_value


w_dict_type = W_TypeObject("dict", [w_object_type])


def newdict():
    return W_Dict()
