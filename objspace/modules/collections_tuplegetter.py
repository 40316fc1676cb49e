"""`_collections._tuplegetter`: the descriptor of a namedtuple's fields
(`collections.namedtuple` makes `x = _tuplegetter(0, doc)` for each
field). Without it namedtuple falls back to `property(itemgetter(0))`,
and every `p.x` ran a property's getter and a Python `__call__`. A data
descriptor: reading gives the tuple's item, setting and deleting raise
AttributeError as CPython's does."""

from objspace.funcobject import W_DataDescriptor, W_BuiltinFunction
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.tupleobject import W_Tuple
from objspace.intobject import newint
from objspace.exceptions import (raise_type_error, raise_attribute_error,
                                 raise_index_error)
from objspace.argcheck import check_args


def tuple_items(w_obj):
    """The items of a tuple or of an instance of a tuple subclass, else
    None."""
    from objspace.builtinsub import unwrap
    w_value = unwrap(w_obj)
    if isinstance(w_value, W_Tuple):
        return w_value.items_w
    return None


class W_TupleGetter(W_DataDescriptor):
    _attrs_ = ("index", "w_doc")
    _immutable_fields_ = ("index",)

    def __init__(self, index, w_doc):
        self.index = index
        self.w_doc = w_doc

    def gettype(self):
        return w_tuplegetter_type

    def bind(self, w_obj, w_type):
        if w_obj is None:
            return self
        items_w = tuple_items(w_obj)
        if items_w is None:
            raise_type_error("descriptor for index '%d' for tuple "
                             "subclasses doesn't apply to '%s' object"
                             % (self.index, w_obj.gettype().name))
            return None
        if not 0 <= self.index < len(items_w):
            raise_index_error("tuple index out of range")
        return items_w[self.index]

    def set(self, w_obj, w_value):
        raise_attribute_error("can't set attribute")

    def delete(self, w_obj):
        raise_attribute_error("can't delete attribute")

    def getattr_hook(self, name):
        if name == "__doc__":
            return self.w_doc
        return None

    def setattr_hook(self, name, w_value):
        if name == "__doc__":      # (namedtuple users document fields)
            self.w_doc = w_value
            return True
        return False

    def repr_hook(self):
        from objspace.reprs import repr_w
        return "_tuplegetter(%d, %s)" % (self.index, repr_w(self.w_doc))


def tuplegetter_new(args):
    from objspace.listmethods import as_index
    if args.has_kwargs():
        raise_type_error("_tuplegetter() takes no keyword arguments")
    if len(args.args_w) != 2:
        raise_type_error("_tuplegetter expected 2 arguments, got %d"
                         % len(args.args_w))
    return W_TupleGetter(as_index(args.args_w[0]), args.args_w[1])


def tuplegetter_reduce(args):
    w_self = check_args(args, "__reduce__", 1, 1)[0]
    if not isinstance(w_self, W_TupleGetter):
        raise_type_error("descriptor '__reduce__' requires a "
                         "'_collections._tuplegetter' object")
    assert isinstance(w_self, W_TupleGetter)
    return W_Tuple([w_tuplegetter_type,
                    W_Tuple([newint(w_self.index), w_self.w_doc])])


w_tuplegetter_type = W_TypeObject("_tuplegetter", [w_object_type])
w_tuplegetter_type.module = "_collections"


def _install():
    from objspace.attrs import descr_get, descr_set, descr_delete
    w_t = w_tuplegetter_type
    w_t.w_new = W_BuiltinFunction("_tuplegetter", tuplegetter_new)
    w_t.dict_w["__get__"] = W_BuiltinFunction("__get__", descr_get)
    w_t.dict_w["__set__"] = W_BuiltinFunction("__set__", descr_set)
    w_t.dict_w["__delete__"] = W_BuiltinFunction("__delete__", descr_delete)
    w_t.dict_w["__reduce__"] = W_BuiltinFunction("__reduce__",
                                                 tuplegetter_reduce)


_install()
