"""list."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type


class W_List(W_Object):
    _attrs_ = ("items_w",)

    def __init__(self, items_w):
        self.items_w = items_w

    def gettype(self):
        return w_list_type


w_list_type = W_TypeObject("list", [w_object_type])


def newlist(items_w):
    return W_List(items_w)
