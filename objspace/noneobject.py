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


def _singleton_new(name, w_value):
    """type(None)() and the like: the singleton itself, no arguments."""
    def new(args):
        if args.args_w or args.has_kwargs():
            from objspace.exceptions import raise_type_error
            raise_type_error("%s takes no arguments" % name)
        return w_value
    return new


def _install():
    from objspace.funcobject import W_BuiltinFunction
    # (the message names Ellipsis's type as types.EllipsisType does)
    for w_t, w_v, shown in [(w_none_type, W_None, "NoneType"),
                            (w_notimplemented_type, W_NotImplemented,
                             "NotImplementedType"),
                            (w_ellipsis_type, W_Ellipsis, "EllipsisType")]:
        w_t.w_new = W_BuiltinFunction(w_t.name, _singleton_new(shown, w_v))
    # Ellipsis and NotImplemented reduce to their names (pickle, copy)
    w_ellipsis_type.dict_w["__reduce__"] = W_BuiltinFunction(
        "__reduce__", _reduce_to_name("Ellipsis"))
    w_notimplemented_type.dict_w["__reduce__"] = W_BuiltinFunction(
        "__reduce__", _reduce_to_name("NotImplemented"))


def _reduce_to_name(name):
    def reduce(args):
        from objspace.strobject import newstr
        return newstr(name)
    reduce.__name__ = "reduce_" + name
    return reduce


_install()
