"""Built-in functions, bound methods and the descriptor wrappers
(staticmethod, classmethod, property). Python functions live in
interpreter/runtime/function.py."""

from objspace.model import W_Object, Arguments
from objspace.typeobject import W_TypeObject, w_object_type


class W_BuiltinFunction(W_Object):
    """A function written in RPython: fn(args) -> W_Object. raw_float: for
    a float -> float function (math.sqrt, abs of a float), its index in
    mod_math.RAW_UNARY, which tier 2 calls on raw doubles; else -1.
    method1: for a method taking one argument, the same method as
    method1(w_self, w_arg), which a specialised call site calls without
    building an argument list (set.add); else None. binds: a method of a
    built-in type binds self when read through an instance; a module's
    function (len, math.sqrt) stored in a class does not, as CPython's
    builtin_function_or_method is no descriptor."""
    _immutable_fields_ = ("name", "fn", "raw_float", "method1", "binds")
    # module: the name of the module whose function this is (__module__),
    # set when a module first stores it (moduleobject.W_Module.setitem)
    # doc: its docstring (objspace/builtin_docs.py) or None
    _attrs_ = _immutable_fields_ + ("module", "doc")

    def __init__(self, name, fn, raw_float=-1, method1=None, binds=True):
        self.name = name
        self.fn = fn
        self.raw_float = raw_float
        self.method1 = method1
        self.binds = binds
        self.module = None
        self.doc = None

    def gettype(self):
        return w_builtin_function_type

    def call(self, args):
        return self.fn(args)

    def bind(self, w_obj, w_type):
        if w_obj is None or not self.binds:
            return self
        return W_BoundMethod(w_obj, self)

    def getattr_hook(self, name):
        from objspace.strobject import newstr
        from objspace.noneobject import W_None
        if name == "__name__" or name == "__qualname__":
            return newstr(self.name)
        if name == "__doc__":
            if self.doc is not None:
                return newstr(self.doc)
            return W_None
        if name == "__module__":
            if self.module is None:
                return W_None
            return newstr(self.module)
        if name == "__self__" and not self.binds:
            return self._self_module()
        return None

    def _self_module(self):
        """len.__self__: the module of a module's function; None for a
        built-in read through a staticmethod (int.__new__, whose __self__
        is int in CPython: copyreg only compares it with a class)."""
        from objspace.noneobject import W_None
        from objspace.modules.mod_sys import SYSREF
        from objspace.strobject import newstr
        w_sys = SYSREF.w_sys
        if self.module is None or w_sys is None:
            return W_None
        from objspace.dictobject import W_Dict
        w_modules = w_sys.dict_w.get("modules", None)
        if not isinstance(w_modules, W_Dict):
            return W_None
        w_mod = w_modules.getitem(newstr(self.module))
        return w_mod if w_mod is not None else W_None


def builtin_function(name, fn, raw_float=-1):
    """A module's function (builtins, math, ...): not a method."""
    return W_BuiltinFunction(name, fn, raw_float, binds=False)


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

    def eq_hook(self, w_other):
        # as CPython 3.8+: the same function bound to the same object
        return (isinstance(w_other, W_BoundMethod) and
                self.w_self is w_other.w_self and
                self.w_func is w_other.w_func)

    def identity_hash(self):
        from rpython.rlib.objectmodel import compute_identity_hash
        return (compute_identity_hash(self.w_self) ^
                compute_identity_hash(self.w_func)) >> 4


class W_StaticMethod(W_Object):
    _attrs_ = ("w_func", "w_get")

    def __init__(self, w_func):
        self.set_func(w_func)

    def set_func(self, w_func):
        self.w_func = w_func
        # what reading it gives: a built-in method (str.maketrans,
        # int.__new__) read this way is a plain builtin, which does not
        # bind when stored in a class
        w_get = w_func
        if isinstance(w_func, W_BuiltinFunction) and w_func.binds:
            w_get = W_BuiltinFunction(w_func.name, w_func.fn,
                                      w_func.raw_float, w_func.method1,
                                      binds=False)
        self.w_get = w_get

    def gettype(self):
        return w_staticmethod_type

    def bind(self, w_obj, w_type):
        return self.w_get

    def call(self, args):
        # staticmethod objects are callable since Python 3.10
        return self.w_func.call(args)

    def getattr_hook(self, name):
        if name == "__func__" or name == "__wrapped__":
            return self.w_func
        return None


class W_ClassMethod(W_Object):
    _attrs_ = ("w_func",)

    def __init__(self, w_func):
        self.w_func = w_func

    def gettype(self):
        return w_classmethod_type

    def bind(self, w_obj, w_type):
        return W_BoundMethod(w_type, self.w_func)

    def getattr_hook(self, name):
        if name == "__func__" or name == "__wrapped__":
            return self.w_func
        return None


class W_SpecialCall(W_Object):
    """A staticmethod or classmethod found as a special method
    (__add__, __getitem__, ...): the interpreter calls special methods
    with the instance first, which this drops (staticmethod) or replaces
    by its type (classmethod)."""
    _attrs_ = _immutable_fields_ = ("w_func", "is_class")

    def __init__(self, w_func, is_class):
        self.w_func = w_func
        self.is_class = is_class

    def gettype(self):
        return w_method_type

    def call(self, args):
        args_w = args.args_w
        if len(args_w) == 0:
            return self.w_func.call(args)
        rest_w = args_w[1:]
        if self.is_class:
            rest_w = [args_w[0].gettype()] + rest_w
        return self.w_func.call(Arguments(rest_w, args.kw_names,
                                          args.kw_values_w))


def special_binding(w_meth):
    """A special method as found on a type, ready to be called with the
    instance as its first argument."""
    if isinstance(w_meth, W_StaticMethod):
        return W_SpecialCall(w_meth.w_func, False)
    if isinstance(w_meth, W_ClassMethod):
        return W_SpecialCall(w_meth.w_func, True)
    return w_meth


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


class W_MemberDescr(W_Object):
    """A name of __slots__ as its class shows it: a data descriptor onto
    the instance's storage."""
    _attrs_ = _immutable_fields_ = ("name", "w_owner")

    def __init__(self, name, w_owner):
        self.name = name
        self.w_owner = w_owner

    def gettype(self):
        return w_member_descriptor_type

    def check(self, w_obj):
        from objspace.instances import W_Instance
        from objspace.exceptions import raise_type_error
        if not (isinstance(w_obj, W_Instance) and
                w_obj.gettype().issubtype(self.w_owner)):
            raise_type_error("descriptor '%s' for '%s' objects doesn't "
                             "apply to a '%s' object"
                             % (self.name, self.w_owner.name,
                                w_obj.gettype().name))
        assert isinstance(w_obj, W_Instance)
        return w_obj

    def bind(self, w_obj, w_type):
        from objspace.exceptions import raise_attribute_error
        if w_obj is None:
            return self
        w_inst = self.check(w_obj)
        w_v = w_inst.getdictvalue(self.name)
        if w_v is None:
            raise_attribute_error("'%s' object has no attribute '%s'"
                                  % (w_obj.gettype().name, self.name))
        return w_v

    def set(self, w_obj, w_value):
        self.check(w_obj).setdictvalue(self.name, w_value)

    def delete(self, w_obj):
        from objspace.exceptions import raise_attribute_error
        if not self.check(w_obj).deldictvalue(self.name):
            raise_attribute_error(self.name)

    def getattr_hook(self, name):
        from objspace.strobject import newstr
        if name == "__name__":
            return newstr(self.name)
        if name == "__objclass__":
            return self.w_owner
        return None

    def repr_hook(self):
        return "<member '%s' of '%s' objects>" % (self.name,
                                                  self.w_owner.name)


w_builtin_function_type = W_TypeObject("builtin_function_or_method",
                                       [w_object_type])
w_method_type = W_TypeObject("method", [w_object_type])
w_staticmethod_type = W_TypeObject("staticmethod", [w_object_type])
w_classmethod_type = W_TypeObject("classmethod", [w_object_type])
w_property_type = W_TypeObject("property", [w_object_type])
w_member_descriptor_type = W_TypeObject("member_descriptor", [w_object_type])


def _builtin_reduce(args):
    """builtin_function_or_method.__reduce_ex__(protocol): its name, which
    pickle saves as a global (found in sys.modules by whichmodule)."""
    from objspace.strobject import newstr
    args_w = args.args_w
    if len(args_w) == 0 or not isinstance(args_w[0], W_BuiltinFunction):
        from objspace.exceptions import raise_type_error
        raise_type_error("descriptor '__reduce__' requires a "
                         "'builtin_function_or_method' object")
    w_f = args_w[0]
    assert isinstance(w_f, W_BuiltinFunction)
    return newstr(w_f.name)


w_builtin_function_type.dict_w["__reduce_ex__"] = W_BuiltinFunction(
    "__reduce_ex__", _builtin_reduce)
w_builtin_function_type.dict_w["__reduce__"] = W_BuiltinFunction(
    "__reduce__", _builtin_reduce)
