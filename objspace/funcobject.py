"""Built-in functions, bound methods and the descriptor wrappers
(staticmethod, classmethod, property). Python functions live in
interpreter/runtime/function.py."""

from objspace.model import W_Object, Arguments
from objspace.typeobject import W_TypeObject, w_object_type


class W_BuiltinFunction(W_Object):
    """A function written in RPython: fn(args) -> W_Object. raw_float: for
    a float -> float function (math.sqrt, abs of a float), its index in
    mod_math.RAW_UNARY, which tier 2 calls on raw doubles; else -1.
    method1: the same function called with two positional arguments, as
    method1(w_a, w_b) (a method taking one argument: set.add, dict.get;
    a function of two: getattr), which a specialised call site calls
    without building an argument list; else None. call1: the same with
    one positional argument (a method taking none: deque.popleft,
    dict.items; a function of one); call3 with three (dict.get(k, d),
    getattr(o, n, d), str.replace(a, b)). binds: a method of a
    built-in type binds self when read through an instance; a module's
    function (len, math.sqrt) stored in a class does not, as CPython's
    builtin_function_or_method is no descriptor."""
    _immutable_fields_ = ("name", "fn", "raw_float", "method1", "call1",
                          "call3", "binds")
    # module: the name of the module whose function this is (__module__),
    # set when a module first stores it (moduleobject.W_Module.setitem)
    # doc: its docstring (objspace/builtin_docs.py) or None
    # owner: the name of the built-in type whose method this is, for
    # __qualname__ (typeobject.name_builtin_methods), or None
    # w_objclass: that type, for a method its instances bind (CPython's
    # method_descriptor: __objclass__, __get__), else None
    _attrs_ = _immutable_fields_ + ("module", "doc", "owner", "w_objclass")

    def __init__(self, name, fn, raw_float=-1, method1=None, binds=True,
                 call1=None, call3=None):
        self.name = name
        self.fn = fn
        self.raw_float = raw_float
        self.method1 = method1
        self.call1 = call1
        self.call3 = call3
        self.binds = binds
        self.module = None
        self.doc = None
        self.owner = None
        self.w_objclass = None

    def gettype(self):
        return w_builtin_function_type

    def objclass(self):
        """The built-in type whose instances this method binds to, or
        None (a module's function, a static or class method)."""
        if not self.binds:
            return None
        if self.owner is None:
            from objspace.typeobject import name_builtin_methods
            name_builtin_methods()
        return self.w_objclass

    def call(self, args):
        return self.fn(args)

    def bind(self, w_obj, w_type):
        if w_obj is None or not self.binds:
            return self
        return W_BoundMethod(w_obj, self)

    def getattr_hook(self, name):
        from objspace.strobject import newstr, W_Str
        from objspace.noneobject import W_None
        if name == "__name__":
            return newstr(self.name)
        if name == "__qualname__":
            if self.owner is None:
                from objspace.typeobject import name_builtin_methods
                name_builtin_methods()
            if self.owner is not None:
                return newstr(self.owner + "." + self.name)
            return newstr(self.name)
        if name == "__doc__":
            if self.doc is not None:
                return newstr(self.doc)
            return W_None
        if name == "__module__":
            if self.module is None:
                return W_None
            # its module's __name__ (the same object for all of them)
            from objspace.moduleobject import W_Module
            w_mod = self._self_module()
            if isinstance(w_mod, W_Module):
                w_name = w_mod.dict_w.get("__name__", None)
                if isinstance(w_name, W_Str):
                    return w_name
            return newstr(self.module)
        if name == "__self__" and not self.binds:
            return self._self_module()
        if name == "__objclass__" or name == "__get__":
            w_class = self.objclass()
            if w_class is None:
                return None
            if name == "__objclass__":
                return w_class
            from objspace.attrs import BUILTIN_DESCR_GET
            return W_BoundMethod(self, BUILTIN_DESCR_GET)
        return None

    def repr_hook(self):
        if not self.binds:
            return "<built-in function %s>" % self.name
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


class W_BuiltinSlot(W_BuiltinFunction):
    """A built-in special method CPython implements as a type slot
    (object.__init__): its type is wrapper_descriptor, bound it is a
    method-wrapper."""
    _attrs_ = ()

    def gettype(self):
        from objspace.builtinsub import w_wrapper_descriptor_type
        return w_wrapper_descriptor_type


def builtin_function(name, fn, raw_float=-1, method1=None, call1=None,
                     call3=None):
    """A module's function (builtins, math, ...): not a method."""
    return W_BuiltinFunction(name, fn, raw_float, method1, binds=False,
                             call1=call1, call3=call3)


class W_BoundMethod(W_Object):
    _attrs_ = _immutable_fields_ = ("w_self", "w_func")

    def __init__(self, w_self, w_func):
        self.w_self = w_self
        self.w_func = w_func

    def gettype(self):
        """A built-in method bound is a builtin_function_or_method, a slot
        wrapper bound a method-wrapper (as CPython's types)."""
        from objspace.builtinsub import W_SlotWrapper
        from objspace.objectslots import W_ObjectSlot
        w_func = self.w_func
        if isinstance(w_func, W_BuiltinSlot) or \
                isinstance(w_func, W_SlotWrapper) or \
                isinstance(w_func, W_ObjectSlot):
            return w_method_wrapper_type
        if isinstance(w_func, W_BuiltinFunction):
            return w_builtin_function_type
        return w_method_type

    def call(self, args):
        return self.w_func.call(args.prepend(self.w_self))

    def getattr_hook(self, name):
        if name == "__func__":
            return self.w_func
        if name == "__self__":
            return self.w_self
        w_func = self.w_func
        if isinstance(w_func, W_BuiltinFunction) and (
                name == "__get__" or (name == "__objclass__" and
                                      not isinstance(w_func, W_BuiltinSlot))):
            # a method descriptor's, which the bound method has not
            # (a bound method-wrapper keeps __objclass__)
            return None
        # the function's attributes (__name__, __doc__, user attributes)
        return w_func.getattr_hook(name)

    def setattr_hook(self, name, w_value):
        if name == "__func__" or name == "__self__":
            from objspace.exceptions import raise_attribute_error
            raise_attribute_error("readonly attribute")
        return False

    def delattr_hook(self, name):
        if name == "__func__" or name == "__self__":
            from objspace.exceptions import raise_attribute_error
            raise_attribute_error("readonly attribute")
        return False

    def repr_hook(self):
        """<bound method C.f of <C object at ...>>, as CPython names it
        (the function's __qualname__, else __name__)."""
        from objspace.reprs import repr_w
        from objspace.strobject import W_Str
        from objspace import attrs
        name = "?"
        w_name = attrs.getattr_or_none(self.w_func, "__qualname__")
        if not isinstance(w_name, W_Str):
            w_name = attrs.getattr_or_none(self.w_func, "__name__")
        if isinstance(w_name, W_Str):
            name = w_name.utf8
        w_type = self.gettype()
        if w_type is not w_method_type:
            from objspace.reprs import address_of
            w_n = attrs.getattr_or_none(self.w_func, "__name__")
            if isinstance(w_n, W_Str):
                name = w_n.utf8
            if w_type is w_builtin_function_type:
                what = "<built-in method " + name
            else:
                what = "<method-wrapper '" + name + "'"
            return what + " of %s object at %s>" % (
                self.w_self.gettype().name, address_of(self.w_self))
        return "<bound method %s of %s>" % (name, repr_w(self.w_self))

    def eq_hook(self, w_other):
        # as CPython 3.8+: the same function bound to the same object
        return (isinstance(w_other, W_BoundMethod) and
                self.w_self is w_other.w_self and
                self.w_func is w_other.w_func)

    def identity_hash(self):
        from rpython.rlib.objectmodel import compute_identity_hash
        return (compute_identity_hash(self.w_self) ^
                compute_identity_hash(self.w_func)) >> 4


WRAPPER_NAMES = {"__module__": None, "__name__": None, "__qualname__": None,
                 "__doc__": None, "__annotations__": None}


def wrapper_dict(w_func):
    """A staticmethod's or classmethod's __dict__ (Python 3.10+): the
    wrapped callable's __module__, __name__, __qualname__, __doc__ and
    __annotations__, those it has. Made on first use (these are rarely
    read, and staticmethods are many)."""
    from objspace.dictobject import W_Dict
    from objspace.strobject import newstr
    from objspace import isinstance_ops
    w_d = W_Dict()
    for name in ["__module__", "__name__", "__qualname__", "__doc__",
                 "__annotations__"]:
        w_v = isinstance_ops._lookup_attr(w_func, name)
        if w_v is not None:
            w_d.setitem(newstr(name), w_v)
    return w_d


def wrapper_getattr(w_wrapper, name):
    assert isinstance(w_wrapper, W_FuncWrapper)
    from objspace.strobject import newstr
    if name == "__isabstractmethod__":
        from objspace import isinstance_ops
        from objspace import operations as ops
        from objspace.intobject import newbool
        w_abs = isinstance_ops._lookup_attr(w_wrapper.w_func, name)
        return newbool(w_abs is not None and ops.is_true(w_abs))
    if w_wrapper.w_dict is None:
        if name != "__dict__" and name not in WRAPPER_NAMES:
            return None
        w_wrapper.w_dict = wrapper_dict(w_wrapper.w_func)
    w_d = w_wrapper.w_dict
    if name == "__dict__":
        return w_d
    return w_d.getitem(newstr(name))


def wrapper_setattr(w_wrapper, name, w_value):
    from objspace.strobject import newstr
    from objspace.dictobject import W_Dict
    from objspace.exceptions import raise_type_error
    if name == "__func__" or name == "__wrapped__":
        from objspace.exceptions import raise_attribute_error
        raise_attribute_error("readonly attribute")
    if name == "__dict__":
        if not isinstance(w_value, W_Dict):
            raise_type_error("__dict__ must be set to a dictionary, not a "
                             "'%s'" % w_value.gettype().name)
        assert isinstance(w_value, W_Dict)
        w_wrapper.w_dict = w_value
        return True
    if w_wrapper.w_dict is None:
        w_wrapper.w_dict = wrapper_dict(w_wrapper.w_func)
    w_wrapper.w_dict.setitem(newstr(name), w_value)
    return True


def wrapper_delattr(w_wrapper, name):
    from objspace.strobject import newstr
    from objspace import containers
    if name == "__func__" or name == "__wrapped__":
        from objspace.exceptions import raise_attribute_error
        raise_attribute_error("readonly attribute")
    if name == "__dict__":
        return False
    if w_wrapper.w_dict is None:
        w_wrapper.w_dict = wrapper_dict(w_wrapper.w_func)
    w_key = newstr(name)
    if w_wrapper.w_dict.getitem(w_key) is None:
        return False
    containers.delitem_w(w_wrapper.w_dict, w_key)
    return True


class W_FuncWrapper(W_Object):
    """staticmethod and classmethod: the wrapped callable and the
    __dict__ copied from it (wrapper_dict)."""
    _attrs_ = ("w_func", "w_dict")

    def repr_hook(self):
        # `<staticmethod(<function f at ...>)>`, as CPython 3.10+
        from objspace.reprs import repr_w
        return "<%s(%s)>" % (self.gettype().name, repr_w(self.w_func))


class W_StaticMethod(W_FuncWrapper):
    _attrs_ = ("w_get",)

    def __init__(self, w_func):
        self.set_func(w_func)
        self.w_dict = None      # wrapper_dict, made on first use

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
        return wrapper_getattr(self, name)

    def setattr_hook(self, name, w_value):
        return wrapper_setattr(self, name, w_value)

    def delattr_hook(self, name):
        return wrapper_delattr(self, name)


class W_ClassMethod(W_FuncWrapper):
    _attrs_ = ()

    def __init__(self, w_func):
        self.w_func = w_func
        self.w_dict = None      # wrapper_dict, made on first use

    def gettype(self):
        return w_classmethod_type

    def bind(self, w_obj, w_type):
        w_f = self.w_func
        if w_type is None and w_obj is not None:
            w_type = w_obj.gettype()
        if w_type is None:
            return W_BoundMethod(w_type, w_f)
        if isinstance(w_f, W_Property) or isinstance(w_f, W_ClassMethod):
            # CPython 3.11 chains: the wrapped descriptor's __get__(cls,
            # cls) (a class property: @classmethod over @property)
            return w_f.bind(w_type, w_type)
        from objspace.instances import W_Instance
        if isinstance(w_f, W_Instance):
            from objspace.typeobject import F_GET
            w_ft = w_f.gettype()
            if w_ft.attr_flags() & F_GET:
                w_get = w_ft.lookup("__get__")
                assert w_get is not None
                return w_get.bind(w_f, w_ft).call(Arguments([w_type,
                                                             w_type]))
        return W_BoundMethod(w_type, w_f)

    def getattr_hook(self, name):
        if name == "__func__" or name == "__wrapped__":
            return self.w_func
        return wrapper_getattr(self, name)

    def setattr_hook(self, name, w_value):
        return wrapper_setattr(self, name, w_value)

    def delattr_hook(self, name):
        return wrapper_delattr(self, name)


SPECIAL_STATIC, SPECIAL_CLASS, SPECIAL_DESCR = 0, 1, 2


class W_SpecialCall(W_Object):
    """A special method (__add__, __getitem__, ...) that is not a plain
    function: the interpreter calls special methods with the instance
    first, which this drops (a staticmethod, or a callable that is no
    descriptor, as CPython calls it), replaces by its type (a
    classmethod), or binds with the descriptor's __get__ (a property,
    an object whose class has __get__)."""
    _attrs_ = _immutable_fields_ = ("w_func", "mode")

    def __init__(self, w_func, mode):
        self.w_func = w_func
        self.mode = mode

    def gettype(self):
        return w_method_type

    def bound(self, w_self):
        """SPECIAL_DESCR: the descriptor's value for this instance."""
        return self.w_func.bind(w_self, w_self.gettype())

    def call(self, args):
        args_w = args.args_w
        if len(args_w) == 0:
            return self.w_func.call(args)
        rest_w = args_w[1:]
        if self.mode == SPECIAL_DESCR:
            return self.bound(args_w[0]).call(
                Arguments(rest_w, args.kw_names, args.kw_values_w))
        if self.mode == SPECIAL_CLASS:
            rest_w = [args_w[0].gettype()] + rest_w
        return self.w_func.call(Arguments(rest_w, args.kw_names,
                                          args.kw_values_w))


def special_binding(w_meth):
    """A special method as found on a type, ready to be called with the
    instance as its first argument."""
    if isinstance(w_meth, W_StaticMethod):
        return W_SpecialCall(w_meth.w_func, SPECIAL_STATIC)
    if isinstance(w_meth, W_ClassMethod):
        return W_SpecialCall(w_meth.w_func, SPECIAL_CLASS)
    if isinstance(w_meth, W_Property):
        return W_SpecialCall(w_meth, SPECIAL_DESCR)
    if isinstance(w_meth, W_BoundMethod):
        return W_SpecialCall(w_meth, SPECIAL_STATIC)
    from objspace.instances import W_Instance
    if isinstance(w_meth, W_Instance):
        from objspace.typeobject import F_GET
        if w_meth.gettype().attr_flags() & F_GET:
            return W_SpecialCall(w_meth, SPECIAL_DESCR)
        return W_SpecialCall(w_meth, SPECIAL_STATIC)
    return w_meth


class W_Property(W_Object):
    _attrs_ = ("w_fget", "w_fset", "w_fdel", "w_name")

    def __init__(self, w_fget, w_fset, w_fdel):
        self.w_fget = w_fget
        self.w_fset = w_fset
        self.w_fdel = w_fdel
        self.w_name = None      # given by __set_name__

    def gettype(self):
        return w_property_type

    def bind(self, w_obj, w_type):
        if w_obj is None:
            return self
        if self.w_fget is None:
            property_missing(self, w_obj, "getter")
        return self.w_fget.call(Arguments([w_obj]))

    def getattr_hook(self, name):
        """A built-in type's getset: its getter's docstring."""
        w_fget = self.w_fget
        if name == "__doc__" and isinstance(w_fget, W_BuiltinFunction) \
                and w_fget.doc is not None:
            from objspace.strobject import newstr
            return newstr(w_fget.doc)
        return None


def property_missing(w_prop, w_obj, what):
    """AttributeError for a property without its getter, setter or
    deleter, as CPython 3.11 words it (the name from __set_name__, the
    qualified name of the instance's class)."""
    from objspace.exceptions import raise_attribute_error
    from objspace.reprs import repr_w
    qualname = w_obj.gettype().qualname
    if w_prop.w_name is not None:
        raise_attribute_error("property %s of '%s' object has no %s"
                              % (repr_w(w_prop.w_name), qualname, what))
    raise_attribute_error("property of '%s' object has no %s"
                          % (qualname, what))


class W_DataDescriptor(W_Object):
    """A built-in data descriptor: read (bind) before an instance's own
    attributes, and set and deleted through its set and delete, as
    attrs.generic_setattr/generic_delattr and `__set__`/`__delete__`
    call them (a member of __slots__, a namedtuple's field)."""
    _attrs_ = ()

    def set(self, w_obj, w_value):
        raise NotImplementedError

    def delete(self, w_obj):
        raise NotImplementedError


class W_MemberDescr(W_DataDescriptor):
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
        w_v = w_inst.getdictvalue(self.key(w_inst))
        if w_v is None:
            raise_attribute_error("'%s' object has no attribute '%s'"
                                  % (w_obj.gettype().name, self.name))
        return w_v

    def key(self, w_inst):
        from objspace.instances import slot_key
        return slot_key(w_inst.w_class, self.name)

    def set(self, w_obj, w_value):
        w_inst = self.check(w_obj)
        w_inst.setdictvalue(self.key(w_inst), w_value)

    def delete(self, w_obj):
        from objspace.exceptions import raise_attribute_error
        w_inst = self.check(w_obj)
        if not w_inst.deldictvalue(self.key(w_inst)):
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
w_method_wrapper_type = W_TypeObject("method-wrapper", [w_object_type])
w_staticmethod_type = W_TypeObject("staticmethod", [w_object_type])
w_classmethod_type = W_TypeObject("classmethod", [w_object_type])
w_property_type = W_TypeObject("property", [w_object_type])
w_member_descriptor_type = W_TypeObject("member_descriptor", [w_object_type])


def _builtin_reduce(args):
    """builtin_function_or_method.__reduce_ex__(protocol): its name, which
    pickle saves as a global (found in sys.modules by whichmodule); a
    bound built-in method is getattr(self, name)."""
    from objspace.strobject import newstr
    args_w = args.args_w
    if len(args_w) > 0 and isinstance(args_w[0], W_BoundMethod):
        from objspace.tupleobject import newtuple
        from interpreter.runtime.module import builtins_module
        w_m = args_w[0]
        assert isinstance(w_m, W_BoundMethod)
        w_getattr = builtins_module().dict_w["getattr"]
        from objspace import attrs
        return newtuple([w_getattr, newtuple([
            w_m.w_self, attrs.getattr_w(w_m.w_func, "__name__")])])
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


def getattr_reduce(args):
    """method.__reduce__ and wrapper_descriptor.__reduce__, as CPython's:
    (getattr, (the object or class, the name))."""
    from objspace import attrs
    from objspace.tupleobject import newtuple
    from interpreter.runtime.importing import import_dotted
    args_w = args.args_w
    if len(args_w) != 1:
        from objspace.exceptions import raise_type_error
        raise_type_error("__reduce__() takes no arguments (%d given)"
                         % (len(args_w) - 1))
    w_self = args_w[0]
    if isinstance(w_self, W_BoundMethod):
        w_target = w_self.w_self
        w_name = attrs.getattr_w(w_self.w_func, "__name__")
    else:
        from objspace.builtinsub import W_SlotWrapper
        from objspace.strobject import newstr
        if isinstance(w_self, W_SlotWrapper):
            w_target = w_self.w_owner
            w_name = newstr(w_self.name)
        else:
            w_target = attrs.getattr_w(w_self, "__objclass__")
            w_name = attrs.getattr_w(w_self, "__name__")
    w_getattr = attrs.getattr_w(import_dotted("builtins"), "getattr")
    return newtuple([w_getattr, newtuple([w_target, w_name])])


w_method_type.dict_w["__reduce__"] = W_BuiltinFunction("__reduce__",
                                                       getattr_reduce)
