"""Attribute access: instance storage, class lookup along the MRO, and
descriptors (functions bind, staticmethod, classmethod, property)."""

from objspace.model import W_Object, Arguments
from objspace.typeobject import W_TypeObject
from objspace.instances import W_Instance
from objspace.funcobject import W_Property
from objspace.exceptions import raise_attribute_error
from objspace.builtin_iters import W_Super


def _no_attr(w_obj, name):
    if isinstance(w_obj, W_TypeObject):
        raise_attribute_error("type object '%s' has no attribute '%s'"
                              % (w_obj.name, name))
    raise_attribute_error("'%s' object has no attribute '%s'"
                          % (w_obj.gettype().name, name))


def getattr_w(w_obj, name):
    w_res = getattr_or_none(w_obj, name)
    if w_res is None:
        _no_attr(w_obj, name)
    return w_res


def getattr_or_none(w_obj, name):
    if isinstance(w_obj, W_TypeObject):
        w_v = w_obj.lookup(name)
        if w_v is not None:
            return w_v.bind(None, w_obj)
        w_v = w_obj.getattr_hook(name)
        if w_v is None:
            # the metaclass's attributes (type.mro, M.method)
            w_meta = w_obj.gettype()
            w_v = w_meta.lookup(name)
            if w_v is not None:
                return w_v.bind(w_obj, w_meta)
        return w_v
    if isinstance(w_obj, W_Super):
        # super() looks past its class first (object's __init__ would
        # answer for it otherwise)
        w_v = w_obj.getattr_hook(name)
        if w_v is not None:
            return w_v
    w_type = w_obj.gettype()
    w_descr = w_type.lookup(name)
    if w_descr is not None and isinstance(w_descr, W_Property):
        return w_descr.bind(w_obj, w_type)
    if isinstance(w_obj, W_Instance):
        w_v = w_obj.getdictvalue(name)
        if w_v is not None:
            return w_v
    if w_descr is not None:
        return w_descr.bind(w_obj, w_type)
    w_v = w_obj.getattr_hook(name)
    if w_v is None and isinstance(w_obj, W_Instance):
        w_getattr = w_type.lookup("__getattr__")
        if w_getattr is not None:
            from objspace.strobject import newstr
            return w_getattr.call(Arguments([w_obj, newstr(name)]))
    return w_v


def lookup_method(w_obj, name):
    """For LOAD_ATTR's method form: (function, self) when the attribute
    is a plain method found on the class (no bound method allocated),
    else (attribute, None)."""
    from interpreter.function import W_Function
    from objspace.funcobject import W_BuiltinFunction
    if not isinstance(w_obj, W_TypeObject) and not isinstance(w_obj, W_Super):
        w_type = w_obj.gettype()
        w_descr = w_type.lookup(name)
        if w_descr is not None and (isinstance(w_descr, W_Function) or
                                    isinstance(w_descr, W_BuiltinFunction)):
            if not (isinstance(w_obj, W_Instance) and
                    w_obj.getdictvalue(name) is not None):
                return w_descr, w_obj
    return getattr_w(w_obj, name), None


def setattr_w(w_obj, name, w_value):
    w_type = w_obj.gettype()
    w_descr = w_type.lookup(name)
    if w_descr is not None and isinstance(w_descr, W_Property):
        if w_descr.w_fset is None:
            raise_attribute_error("property '%s' of '%s' object has no "
                                  "setter" % (name, w_type.name))
        w_descr.w_fset.call(Arguments([w_obj, w_value]))
        return
    if isinstance(w_obj, W_Instance):
        w_obj.setdictvalue(name, w_value)
        return
    if isinstance(w_obj, W_TypeObject):
        if not w_obj.setattr_hook(name, w_value):    # __name__, __bases__
            w_obj.setdictvalue(name, w_value)
        return
    if w_obj.setattr_hook(name, w_value):
        return
    if w_descr is not None:
        raise_attribute_error("'%s' object attribute '%s' is read-only"
                              % (w_type.name, name))
    raise_attribute_error("'%s' object has no attribute '%s'"
                          % (w_type.name, name))


def delattr_w(w_obj, name):
    w_type = w_obj.gettype()
    w_descr = w_type.lookup(name)
    if w_descr is not None and isinstance(w_descr, W_Property) and \
            not isinstance(w_obj, W_TypeObject):
        if w_descr.w_fdel is None:
            raise_attribute_error("property '%s' of '%s' object has no "
                                  "deleter" % (name, w_type.name))
        w_descr.w_fdel.call(Arguments([w_obj]))
        return
    if isinstance(w_obj, W_Instance):
        if w_obj.deldictvalue(name):
            return
    elif isinstance(w_obj, W_TypeObject):
        if w_obj.deldictvalue(name):
            return
    _no_attr(w_obj, name)
