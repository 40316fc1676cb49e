"""tuple."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type


class W_Tuple(W_Object):
    _attrs_ = ("items_w",)
    _immutable_fields_ = ("items_w",)

    def __init__(self, items_w):
        self.items_w = items_w

    def gettype(self):
        return w_tuple_type


w_tuple_type = W_TypeObject("tuple", [w_object_type])

EMPTY_TUPLE = W_Tuple([])


def newtuple(items_w):
    if not items_w:
        return EMPTY_TUPLE
    return W_Tuple(items_w)
