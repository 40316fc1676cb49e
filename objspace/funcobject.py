"""Built-in functions, bound methods and the descriptor wrappers
(staticmethod, classmethod, property). Python functions live in
interpreter/function.py."""

from objspace.model import W_Object, Arguments
from objspace.typeobject import W_TypeObject, w_object_type


class W_BuiltinFunction(W_Object):
    """A function written in RPython: fn(args) -> W_Object. raw_float: for
    a float -> float function (math.sqrt, abs of a float), its index in
    mod_math.RAW_UNARY, which tier 2 calls on raw doubles; else -1.
    method1: for a method taking one argument, the same method as
    method1(w_self, w_arg), which a specialised call site calls without
    building an argument list (set.add); else None."""
    _attrs_ = _immutable_fields_ = ("name", "fn", "raw_float", "method1")

    def __init__(self, name, fn, raw_float=-1, method1=None):
        self.name = name
        self.fn = fn
        self.raw_float = raw_float
        self.method1 = method1

    def gettype(self):
        return w_builtin_function_type

    def call(self, args):
        return self.fn(args)

    def bind(self, w_obj, w_type):
        if w_obj is None:
            return self
        return W_BoundMethod(w_obj, self)


class W_BoundMethod(W_Object):
    _attrs_ = _immutable_fields_ = ("w_self", "w_func")

    def __init__(self, w_self, w_func):
        self.w_self = w_self
        self.w_func = w_func

    def gettype(self):
        return w_method_type

    def call(self, args):
        return self.w_func.call(args.prepend(self.w_self))

    def getattr_hook(self, name):
        if name == "__func__":
            return self.w_func
        if name == "__self__":
            return self.w_self
        # the function's attributes (__name__, __doc__, user attributes)
        return self.w_func.getattr_hook(name)


class W_StaticMethod(W_Object):
    _attrs_ = ("w_func",)

    def __init__(self, w_func):
        self.w_func = w_func

    def gettype(self):
        return w_staticmethod_type

    def bind(self, w_obj, w_type):
        return self.w_func


class W_ClassMethod(W_Object):
    _attrs_ = ("w_func",)

    def __init__(self, w_func):
        self.w_func = w_func

    def gettype(self):
        return w_classmethod_type

    def bind(self, w_obj, w_type):
        return W_BoundMethod(w_type, self.w_func)


class W_Property(W_Object):
    _attrs_ = ("w_fget", "w_fset", "w_fdel")

    def __init__(self, w_fget, w_fset, w_fdel):
        self.w_fget = w_fget
        self.w_fset = w_fset
        self.w_fdel = w_fdel

    def gettype(self):
        return w_property_type

    def bind(self, w_obj, w_type):
        if w_obj is None:
            return self
        if self.w_fget is None:
            from objspace.exceptions import raise_attribute_error
            raise_attribute_error("property has no getter")
        return self.w_fget.call(Arguments([w_obj]))


w_builtin_function_type = W_TypeObject("builtin_function_or_method",
                                       [w_object_type])
w_method_type = W_TypeObject("method", [w_object_type])
w_staticmethod_type = W_TypeObject("staticmethod", [w_object_type])
w_classmethod_type = W_TypeObject("classmethod", [w_object_type])
w_property_type = W_TypeObject("property", [w_object_type])
