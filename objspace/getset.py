"""The attribute descriptors of built-in types seen from the type:
`FunctionType.__code__` is a getset_descriptor, `FunctionType.__globals__`
a member_descriptor (types.py takes their types from these). Instances
answer such attributes themselves (their getattr_hook comes before the
type's dict, objspace/attrs.py); the descriptor, called by __get__ or
read through an instance, asks the instance the same way."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.strobject import newstr


class W_GetSetDescr(W_Object):
    _attrs_ = _immutable_fields_ = ("name", "w_owner", "member")

    def __init__(self, name, w_owner, member):
        self.name = name
        self.w_owner = w_owner
        self.member = member        # a member_descriptor, else getset

    def gettype(self):
        if self.member:
            return w_member_descriptor_type
        return w_getset_descriptor_type

    def bind(self, w_obj, w_type):
        if w_obj is None:
            return self
        from objspace.instances import W_Instance
        if self.name == "__weakref__" and isinstance(w_obj, W_Instance):
            from objspace.modules.mod_weakref import instance_weakref
            w_v = instance_weakref(w_obj)
        elif self.name == "__weakref__":
            from objspace.attrs import getattr_or_none
            w_v = getattr_or_none(w_obj, "__weakref__")
        elif self.name == "__dict__" and isinstance(w_obj, W_Instance):
            w_v = w_obj.get_dict()
        else:
            w_v = w_obj.getattr_hook(self.name)
            if w_v is None:
                # a subclass instance of the built-in type: its value's
                from objspace.builtinsub import unwrap
                w_v = unwrap(w_obj).getattr_hook(self.name)
        if w_v is None:
            from objspace.exceptions import raise_attribute_error
            raise_attribute_error("'%s' object has no attribute '%s'"
                                  % (w_obj.gettype().name, self.name))
        return w_v

    def getattr_hook(self, name):
        if name == "__name__" or name == "__qualname__":
            return newstr(self.name)
        if name == "__objclass__":
            return self.w_owner
        return None

    def repr_hook(self):
        return "<%s '%s' of '%s' objects>" % (
            "member" if self.member else "attribute", self.name,
            self.w_owner.name)


w_getset_descriptor_type = W_TypeObject("getset_descriptor", [w_object_type])
# the one type of member descriptors, also __slots__' (funcobject.py)
from objspace.funcobject import w_member_descriptor_type  # noqa: E402


def install(w_type, getsets, members):
    for name in getsets:
        w_type.dict_w[name] = W_GetSetDescr(name, w_type, False)
    for name in members:
        w_type.dict_w[name] = W_GetSetDescr(name, w_type, True)
