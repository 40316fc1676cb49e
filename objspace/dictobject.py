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
    # w_module: the module whose namespace this dict mirrors, else None
    # (objspace/moduleobject.py); every mutation of such a dict calls
    # sync_key or sync_all.
    # n_deleted counts key deletions: an iterator that finds the size it
    # started with but another count knows the keys changed (a deletion
    # balanced by an insertion), as CPython's dict iterators detect
    _attrs_ = ("data", "w_module", "n_deleted")

    def __init__(self):
        self.data = new_rdict()
        self.w_module = None
        self.n_deleted = 0

    def gettype(self):
        return w_dict_type

    def binop_hook(self, w_other, op, reflected):
        from objspace.dictmethods import dict_union
        return dict_union(self, w_other, op, False, reflected)

    def inplace_hook(self, w_other, op):
        from objspace.dictmethods import dict_union
        return dict_union(self, w_other, op, True, False)

    def getitem(self, w_key):
        """The value or None."""
        return self.data.get(w_key, None)

    def setitem(self, w_key, w_value):
        self.data[w_key] = w_value
        if self.w_module is not None:
            self.sync_key(w_key)

    def sync_key(self, w_key):
        """After a change of w_key in a module's mirror dict: the module
        follows (a key that is not a str has no module variable)."""
        from objspace.strobject import W_Str
        w_mod = self.w_module
        if w_mod is None or not isinstance(w_key, W_Str):
            return
        w_mod.set_from_dict(w_key.utf8, self.data.get(w_key, None))

    def sync_all(self):
        """After a change of many keys (clear, update, popitem)."""
        from objspace.strobject import W_Str
        w_mod = self.w_module
        if w_mod is None:
            return
        for name in w_mod.dict_w.keys():
            if newstr_key(name) not in self.data:
                w_mod.set_from_dict(name, None)
        for w_key, w_value in self.data.items():
            if isinstance(w_key, W_Str):
                w_mod.set_from_dict(w_key.utf8, w_value)


w_dict_type = W_TypeObject("dict", [w_object_type])


def newstr_key(name):
    from objspace.strobject import newstr
    return newstr(name)


def newdict():
    return W_Dict()
