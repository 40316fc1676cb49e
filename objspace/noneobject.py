"""None, NotImplemented and Ellipsis."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type


class W_NoneObject(W_Object):
    _attrs_ = ()

    def gettype(self):
        return w_none_type


class W_NotImplementedObject(W_Object):
    _attrs_ = ()

    def gettype(self):
        return w_notimplemented_type


class W_EllipsisObject(W_Object):
    _attrs_ = ()

    def gettype(self):
        return w_ellipsis_type


w_none_type = W_TypeObject("NoneType", [w_object_type])
w_notimplemented_type = W_TypeObject("NotImplementedType", [w_object_type])
w_ellipsis_type = W_TypeObject("ellipsis", [w_object_type])

W_None = W_NoneObject()
W_NotImplemented = W_NotImplementedObject()
W_Ellipsis = W_EllipsisObject()
