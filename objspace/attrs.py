"""Attribute access with CPython's precedence: a class's __getattribute__
/ __setattr__ / __delattr__ hooks, then (object's generic protocol) data
descriptors on the type, the instance's own attributes, other class
attributes (functions bind, staticmethod, classmethod, user descriptors'
__get__), and __getattr__ as the fallback. Which hooks a type has is a
flag computed once per class change (W_TypeObject.attr_flags)."""

from objspace.model import W_Object, Arguments, OperationError
from objspace.typeobject import (W_TypeObject, w_object_type, F_GETATTRIBUTE,
                                 F_SETATTR, F_DELATTR, F_GETATTR, F_GET,
                                 F_SET, F_DELETE, F_SLOTS, LAYOUT_INSTANCE,
                                 LAYOUT_SUBBUILTIN, F_NOWEAKREF, SLOTS_PLAIN,
                                 SLOTS_WEAKREF,
                                 LAYOUT_EXCEPTION, LAYOUT_BUILTIN)
from objspace.instances import W_Instance
from objspace.exceptions import W_BaseException
from objspace import objectslots
from objspace.funcobject import (W_Property, W_MemberDescr,
                                 W_DataDescriptor, W_BuiltinFunction,
                                 property_missing)
from objspace.exceptions import (raise_attribute_error, raise_type_error,
                                 w_AttributeError, attribute_error)
from objspace.strobject import newstr, W_Str
from objspace.dictobject import W_Dict


def _no_attr(w_obj, name):
    if isinstance(w_obj, W_TypeObject):
        raise attribute_error("type object '%s' has no attribute '%s'"
                              % (w_obj.name, name), name, w_obj)
    from objspace.moduleobject import W_Module
    if isinstance(w_obj, W_Module):
        from interpreter.runtime.module import module_name_of
        raise attribute_error("module '%s' has no attribute '%s'"
                              % (module_name_of(w_obj), name), name, w_obj)
    raise attribute_error("'%s' object has no attribute '%s'"
                          % (w_obj.gettype().name, name), name, w_obj)


def _is_attribute_error(e):
    return e.w_value.gettype().issubtype(w_AttributeError)


def _call_hook(w_hook, w_obj, w_type, args_w):
    """A dunder found on w_type called on w_obj."""
    return w_hook.bind(w_obj, w_type).call(Arguments(args_w))


def getattr_w(w_obj, name):
    w_res = getattr_or_none(w_obj, name)
    if w_res is None:
        _no_attr(w_obj, name)
    return w_res


def getattr_or_none(w_obj, name):
    """The attribute, or None where the default protocol finds nothing (a
    user __getattribute__ or __getattr__ may raise AttributeError
    instead)."""
    if isinstance(w_obj, W_TypeObject):
        return type_getattr(w_obj, name)
    w_type = w_obj.gettype()
    flags = w_type.attr_flags()
    if flags & (F_GETATTRIBUTE | F_GETATTR) == 0:
        w_v = generic_getattr(w_obj, w_type, name)
        if w_v is None:
            from objspace.moduleobject import W_Module
            if isinstance(w_obj, W_Module):
                return _module_getattr(w_obj, name)
        return w_v
    return _hooked_getattr(w_obj, w_type, flags, name)


def _module_getattr(w_mod, name):
    """PEP 562: a module's own __getattr__(name) for a name it lacks."""
    w_hook = w_mod.dict_w.get("__getattr__", None)
    if w_hook is None:
        return None
    return w_hook.call(Arguments([newstr(name)]))


def _hooked_getattr(w_obj, w_type, flags, name):
    try:
        if flags & F_GETATTRIBUTE:
            w_hook = w_type.lookup("__getattribute__")
            assert w_hook is not None
            return _call_hook(w_hook, w_obj, w_type, [newstr(name)])
        w_res = generic_getattr(w_obj, w_type, name)
        if w_res is not None:
            return w_res
        _no_attr(w_obj, name)
    except OperationError as e:
        if not (flags & F_GETATTR and _is_attribute_error(e)):
            _add_error_context(e, w_obj, name)
            raise
        # __getattribute__ may have deleted __getattr__ meanwhile
        if w_type.lookup("__getattr__") is None:
            raise
    w_getattr = w_type.lookup("__getattr__")
    assert w_getattr is not None
    try:
        return _call_hook(w_getattr, w_obj, w_type, [newstr(name)])
    except OperationError as e:
        _add_error_context(e, w_obj, name)
        raise


def _add_error_context(e, w_obj, name):
    """An AttributeError a __getattr__ raised without name and obj gets
    them, as CPython's PyObject_GetAttr adds them (for the "Did you
    mean" of its traceback)."""
    w_exc = e.w_value
    if not isinstance(w_exc, W_BaseException) or \
            not w_exc.gettype().issubtype(w_AttributeError):
        return
    if w_exc.getdictvalue("name") is not None or \
            w_exc.getdictvalue("obj") is not None:
        return
    w_exc.setdictvalue("name", newstr(name))
    w_exc.setdictvalue("obj", w_obj)


def type_getattr(w_type, name):
    if name == "__dict__":
        # type's own data descriptor: before the class's __dict__ getset
        w_v = w_type.getattr_hook(name)
        if w_v is not None:
            return w_v
    if name == "__annotations__":
        w_v = type_annotations(w_type)
        if w_v is not None:
            return w_v
    w_v = w_type.lookup(name)
    if w_v is not None:
        return w_v.bind(None, w_type)
    w_v = w_type.getattr_hook(name)
    if w_v is not None:
        return w_v
    # the metaclass's attributes
    w_meta = w_type.gettype()
    w_v = w_meta.lookup(name)
    if w_v is not None:
        return w_v.bind(w_type, w_meta)
    if name == "__class__":
        return w_meta
    w_slot = objectslots.find(name)     # object.__repr__, C.__eq__, ...
    if w_slot is not None:
        return w_slot.bind(None, w_type)
    return None


def type_annotations(w_type):
    """C.__annotations__ (type's getset): the class's own, not inherited
    (PEP 526); a class without any gets an empty dict, kept. None for a
    built-in type (no such attribute) or a metaclass defining its own."""
    from objspace.typeobject import w_type_type
    w_meta = w_type.gettype()
    if w_meta is not w_type_type:
        w_d = w_meta.lookup("__annotations__")
        if w_d is not None:
            return None
    w_v = w_type.dict_w.get("__annotations__", None)
    if w_v is not None:
        return w_v.bind(None, w_type)
    if not w_type.is_heaptype():
        return None
    from objspace.dictobject import W_Dict
    w_v = W_Dict()
    w_type.setdictvalue("__annotations__", w_v)
    return w_v


def _is_data_descr(w_descr):
    """A class attribute that wins over the instance's own attributes when
    read (a user descriptor needs __get__ and __set__ or __delete__)."""
    if isinstance(w_descr, W_Property) or \
            isinstance(w_descr, W_DataDescriptor):
        return True
    if isinstance(w_descr, W_Instance):
        f = w_descr.gettype().attr_flags()
        return f & F_GET != 0 and f & (F_SET | F_DELETE) != 0
    return False


def generic_getattr(w_obj, w_type, name):
    """object.__getattribute__ without the error: None when missing."""
    w_v = _generic_getattr(w_obj, w_type, name)
    if w_v is None:
        w_slot = objectslots.find(name)     # object's own __str__, ...
        if w_slot is not None:
            return w_slot.bind(w_obj, w_type)
        if name == "__doc__":
            # every object has one: its type's (None for most built-in
            # types: objspace/builtin_docs.py has the few lbbv keeps)
            from objspace.noneobject import W_None
            if w_type.doc is not None:
                return newstr(w_type.doc)
            return W_None
    return w_v


def _generic_getattr(w_obj, w_type, name):
    w_descr = w_type.lookup(name)
    if w_descr is not None and _is_data_descr(w_descr):
        return w_descr.bind(w_obj, w_type)
    if isinstance(w_obj, W_Instance):
        w_v = w_obj.getdictvalue(name)
        if w_v is not None:
            return w_v
        if w_descr is not None:
            return w_descr.bind(w_obj, w_type)
        if name == "__dict__" and w_type.attr_flags() & F_SLOTS == 0:
            return w_obj.get_dict()
        if name == "__weakref__" and w_type.attr_flags() & F_NOWEAKREF == 0:
            from objspace.modules.mod_weakref import instance_weakref
            return instance_weakref(w_obj)
        w_v = w_obj.getattr_hook(name)
        if w_v is None and name == "__class__":
            return w_type
        return w_v
    # attributes a built-in object provides itself act as CPython's
    # getset descriptors: before the type's methods
    w_v = w_obj.getattr_hook(name)
    if w_v is not None:
        return w_v
    if w_descr is not None:
        return w_descr.bind(w_obj, w_type)
    if name == "__class__":
        return w_type
    return None


def lookup_method(w_obj, name):
    """For LOAD_ATTR's method form: (function, self) when the attribute
    is a plain method found on the class (no bound method allocated),
    else (attribute, None)."""
    from interpreter.runtime.function import W_Function
    if not isinstance(w_obj, W_TypeObject) and not w_obj.attr_proxy:
        w_type = w_obj.gettype()
        if w_type.attr_flags() & F_GETATTRIBUTE == 0:
            w_descr = w_type.lookup(name)
            if w_descr is not None and (
                    isinstance(w_descr, W_Function) or
                    (isinstance(w_descr, W_BuiltinFunction) and
                     w_descr.binds)):
                if not (isinstance(w_obj, W_Instance) and
                        w_obj.getdictvalue(name) is not None):
                    return w_descr, w_obj
    return getattr_w(w_obj, name), None


# --- setting ---

def w_type_type_setattr():
    from objspace.typeobject import w_type_type
    return w_type_type.dict_w["__setattr__"]


def w_type_type_delattr():
    from objspace.typeobject import w_type_type
    return w_type_type.dict_w["__delattr__"]


def setattr_w(w_obj, name, w_value):
    if isinstance(w_obj, W_TypeObject):
        w_meta = w_obj.gettype()
        if w_meta.is_heaptype() and w_meta.attr_flags() & F_SETATTR and \
                w_meta.lookup("__setattr__") is not w_type_type_setattr():
            # a metaclass's own __setattr__
            w_hook = w_meta.lookup("__setattr__")
            assert w_hook is not None
            _call_hook(w_hook, w_obj, w_meta, [newstr(name), w_value])
            return
        type_setattr(w_obj, name, w_value)
        return
    w_type = w_obj.gettype()
    if w_type.attr_flags() & F_SETATTR:
        w_hook = w_type.lookup("__setattr__")
        assert w_hook is not None
        _call_hook(w_hook, w_obj, w_type, [newstr(name), w_value])
        return
    generic_setattr(w_obj, w_type, name, w_value)


def _builtin_readonly(w_type, name):
    raise_attribute_error("attribute '%s' of '%s' objects is not writable"
                          % (name, w_type.name))


def _user_property(w_descr):
    from objspace.builtin_iters import W_PropertyObject
    return isinstance(w_descr, W_PropertyObject)


def generic_setattr(w_obj, w_type, name, w_value):
    """object.__setattr__."""
    w_descr = w_type.lookup(name)
    if w_descr is not None:
        if isinstance(w_descr, W_Property):
            if w_descr.w_fset is None:
                if not _user_property(w_descr):
                    _builtin_readonly(w_type, name)
                property_missing(w_descr, w_obj, "setter")
            w_descr.w_fset.call(Arguments([w_obj, w_value]))
            return
        if isinstance(w_descr, W_DataDescriptor):
            w_descr.set(w_obj, w_value)
            return
        if isinstance(w_descr, W_Instance):
            w_dtype = w_descr.gettype()
            f = w_dtype.attr_flags()
            if f & F_SET:
                w_set = w_dtype.lookup("__set__")
                assert w_set is not None
                _call_hook(w_set, w_descr, w_dtype, [w_obj, w_value])
                return
            if f & F_DELETE:
                raise_attribute_error("__set__")
    if name == "__class__":
        from objspace.class_assign import set_class
        set_class(w_obj, w_value)
        return
    if isinstance(w_obj, W_Instance):
        if w_type.attr_flags() & F_SLOTS:
            if w_descr is not None:
                raise_attribute_error("'%s' object attribute '%s' is "
                                      "read-only" % (w_type.name, name))
            raise_attribute_error("'%s' object has no attribute '%s'"
                                  % (w_type.name, name))
        if isinstance(w_obj, W_BaseException) and \
                w_obj.setattr_hook(name, w_value):
            return      # __traceback__, __cause__, __context__
        if name == "__dict__":
            if not isinstance(w_value, W_Dict):
                raise_type_error("__dict__ must be set to a dictionary, "
                                 "not a '%s'" % w_value.gettype().name)
            assert isinstance(w_value, W_Dict)
            w_obj.set_dict(w_value)
            return
        w_obj.setdictvalue(name, w_value)
        return
    if w_obj.setattr_hook(name, w_value):
        return
    if w_descr is not None:
        from objspace.getset import W_GetSetDescr
        if isinstance(w_descr, W_GetSetDescr):
            if w_descr.member:
                raise_attribute_error("readonly attribute")
            raise_attribute_error("attribute '%s' of '%s' objects is not "
                                  "writable" % (name, w_type.name))
        raise_attribute_error("'%s' object attribute '%s' is read-only"
                              % (w_type.name, name))
    raise_attribute_error("'%s' object has no attribute '%s'"
                          % (w_type.name, name))


def _check_mutable_type(w_type, name):
    if not w_type.is_heaptype():
        raise_type_error("cannot set '%s' attribute of immutable type '%s'"
                         % (name, w_type.name))


def type_setattr(w_type, name, w_value):
    _check_mutable_type(w_type, name)
    if w_type.setattr_hook(name, w_value):
        return
    if name == "__name__" or name == "__qualname__":
        if not isinstance(w_value, W_Str):
            raise_type_error("can only assign string to %s.%s, not '%s'"
                             % (w_type.name, name, w_value.gettype().name))
        assert isinstance(w_value, W_Str)
        w_type.name = w_value.utf8
        return
    w_type.setdictvalue(name, w_value)


# --- deleting ---

def delattr_w(w_obj, name):
    if isinstance(w_obj, W_TypeObject):
        w_meta = w_obj.gettype()
        if w_meta.is_heaptype() and w_meta.attr_flags() & F_DELATTR and \
                w_meta.lookup("__delattr__") is not \
                w_type_type_delattr():
            w_hook = w_meta.lookup("__delattr__")
            assert w_hook is not None
            _call_hook(w_hook, w_obj, w_meta, [newstr(name)])
            return
        type_delattr(w_obj, name)
        return
    w_type = w_obj.gettype()
    if w_type.attr_flags() & F_DELATTR:
        w_hook = w_type.lookup("__delattr__")
        assert w_hook is not None
        _call_hook(w_hook, w_obj, w_type, [newstr(name)])
        return
    generic_delattr(w_obj, w_type, name)


def type_delattr(w_type, name):
    """type.__delattr__: from the class's own dict."""
    _check_mutable_type(w_type, name)
    if not w_type.deldictvalue(name):
        _no_attr(w_type, name)


def generic_delattr(w_obj, w_type, name):
    """object.__delattr__."""
    w_descr = w_type.lookup(name)
    if w_descr is not None:
        if isinstance(w_descr, W_Property):
            if w_descr.w_fdel is None:
                if not _user_property(w_descr):
                    _builtin_readonly(w_type, name)
                property_missing(w_descr, w_obj, "deleter")
            w_descr.w_fdel.call(Arguments([w_obj]))
            return
        if isinstance(w_descr, W_DataDescriptor):
            w_descr.delete(w_obj)
            return
        if isinstance(w_descr, W_Instance):
            w_dtype = w_descr.gettype()
            f = w_dtype.attr_flags()
            if f & F_DELETE:
                w_del = w_dtype.lookup("__delete__")
                assert w_del is not None
                _call_hook(w_del, w_descr, w_dtype, [w_obj])
                return
            if f & F_SET:
                raise_attribute_error("__delete__")
    if name == "__class__":
        raise_type_error("can't delete __class__ attribute")
    if isinstance(w_obj, W_Instance):
        if name == "__dict__" and w_type.attr_flags() & F_SLOTS == 0:
            w_obj.set_dict(W_Dict())     # as CPython: a fresh one
            return
        if isinstance(w_obj, W_BaseException) and \
                (w_obj.hooked_attr(name) or name == "args"):
            raise_type_error("%s may not be deleted" % name)
        if w_obj.deldictvalue(name):
            return
        if w_descr is not None and w_type.attr_flags() & F_SLOTS:
            # no __dict__ to delete from: the class attribute stays
            raise_attribute_error("'%s' object attribute '%s' is read-only"
                                  % (w_type.name, name))
    elif w_obj.delattr_hook(name):
        return
    elif w_descr is not None:
        raise_attribute_error("'%s' object attribute '%s' is read-only"
                              % (w_type.name, name))
    else:
        from objspace.moduleobject import W_Module
        if isinstance(w_obj, W_Module):
            if name in w_obj.dict_w:
                w_obj.delitem(name)
                return
            raise_attribute_error("'module' object has no attribute '%s'"
                                  % name)
    _no_attr(w_obj, name)


# --- object.__getattribute__ / __setattr__ / __delattr__ ---

def _name_arg(w_name):
    from objspace.builtinsub import unwrap
    w_str = unwrap(w_name)      # a str subclass names the attribute too
    if not isinstance(w_str, W_Str):
        raise_type_error("attribute name must be string, not '%s'"
                         % w_name.gettype().name)
    assert isinstance(w_str, W_Str)
    return w_str.utf8


def _self_args(args, fname, n):
    args_w = args.args_w
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % fname)
    if len(args_w) != n:
        if not args_w:
            raise_type_error("descriptor '%s' of 'object' object needs an "
                             "argument" % fname)
        raise_type_error("expected %d arguments, got %d"
                         % (n - 1, len(args_w) - 1))
    return args_w


def object_getattribute(args):
    args_w = _self_args(args, "__getattribute__", 2)
    w_obj = args_w[0]
    name = _name_arg(args_w[1])
    if isinstance(w_obj, W_TypeObject):
        w_res = type_getattr(w_obj, name)
    else:
        w_res = generic_getattr(w_obj, w_obj.gettype(), name)
    if w_res is None:
        _no_attr(w_obj, name)
    return w_res


def object_setattr(args):
    from objspace.noneobject import W_None
    args_w = _self_args(args, "__setattr__", 3)
    w_obj = args_w[0]
    name = _name_arg(args_w[1])
    if isinstance(w_obj, W_TypeObject):
        # CPython's hackcheck: a class's setattr is type's, not object's
        raise_type_error("can't apply this __setattr__ to %s object"
                         % w_obj.gettype().name)
    else:
        generic_setattr(w_obj, w_obj.gettype(), name, args_w[2])
    return W_None


def object_delattr(args):
    from objspace.noneobject import W_None
    args_w = _self_args(args, "__delattr__", 2)
    w_obj = args_w[0]
    name = _name_arg(args_w[1])
    if isinstance(w_obj, W_TypeObject):
        raise_type_error("can't apply this __delattr__ to %s object"
                         % w_obj.gettype().name)
    else:
        generic_delattr(w_obj, w_obj.gettype(), name)
    return W_None


def type_setattr_method(args):
    """type.__setattr__(cls, name, value)."""
    from objspace.noneobject import W_None
    args_w = _self_args(args, "__setattr__", 3)
    w_cls = args_w[0]
    if not isinstance(w_cls, W_TypeObject):
        raise_type_error("descriptor '__setattr__' requires a 'type' "
                         "object but received a '%s'"
                         % w_cls.gettype().name)
    assert isinstance(w_cls, W_TypeObject)
    type_setattr(w_cls, _name_arg(args_w[1]), args_w[2])
    return W_None


def type_delattr_method(args):
    """type.__delattr__(cls, name)."""
    from objspace.noneobject import W_None
    args_w = _self_args(args, "__delattr__", 2)
    w_cls = args_w[0]
    if not isinstance(w_cls, W_TypeObject):
        raise_type_error("descriptor '__delattr__' requires a 'type' "
                         "object but received a '%s'"
                         % w_cls.gettype().name)
    assert isinstance(w_cls, W_TypeObject)
    type_delattr(w_cls, _name_arg(args_w[1]))
    return W_None


w_object_type.dict_w["__getattribute__"] = W_BuiltinFunction(
    "__getattribute__", object_getattribute)
w_object_type.dict_w["__setattr__"] = W_BuiltinFunction(
    "__setattr__", object_setattr)
w_object_type.dict_w["__delattr__"] = W_BuiltinFunction(
    "__delattr__", object_delattr)


def _install_type_setattr():
    from objspace.typeobject import w_type_type
    w_type_type.dict_w["__setattr__"] = W_BuiltinFunction(
        "__setattr__", type_setattr_method)
    w_type_type.dict_w["__delattr__"] = W_BuiltinFunction(
        "__delattr__", type_delattr_method)


_install_type_setattr()


# --- class creation: __slots__ and __set_name__ ---

def init_class_layout(w_type):
    """A class made at run time (class statement, type(name, bases, ns)),
    once its namespace is in its dict: mutable, and the member
    descriptors of its __slots__."""
    w_type.heaptype = True
    w_slots = w_type.dict_w.get("__slots__", None)
    if w_slots is not None and (w_type.layout == LAYOUT_INSTANCE or
                                w_type.layout == LAYOUT_SUBBUILTIN):
        _make_slots(w_type, w_slots, False)
    elif w_slots is not None and w_type.layout == LAYOUT_EXCEPTION:
        # member descriptors; the instances keep BaseException's __dict__
        _make_slots(w_type, w_slots, True)


def set_names(w_type, names, values_w):
    """value.__set_name__(cls, name) for the namespace's values, in
    order, after init_class_layout."""
    for i in range(len(names)):
        w_value = values_w[i]
        w_vtype = w_value.gettype()
        w_set_name = w_vtype.lookup("__set_name__")
        if w_set_name is not None:
            try:
                _call_hook(w_set_name, w_value, w_vtype,
                           [w_type, newstr(names[i])])
            except OperationError as e:
                _set_name_failed(e, w_vtype, names[i], w_type)


def _set_name_failed(e, w_vtype, key, w_type):
    """As CPython 3.11: a RuntimeError caused by the error."""
    from objspace.exceptions import new_exception, w_RuntimeError
    w_exc = new_exception(w_RuntimeError,
                          "Error calling __set_name__ on '%s' instance '%s' "
                          "in '%s'" % (w_vtype.name, key, w_type.name))
    w_exc.w_cause = e.w_value
    w_exc.w_context = e.w_value
    w_exc.suppress_context = True
    raise OperationError(w_exc)


def _is_varsize(w_t):
    """A built-in type whose instances CPython sizes by their items (its
    subclasses may not add slots)."""
    return w_t.name == "int" or w_t.name == "bytes" or w_t.name == "tuple"


def _make_slots(w_type, w_slots, has_dict):
    from objspace.sequences import unpack_iterable
    if isinstance(w_slots, W_Str):
        names_w = [w_slots]
    else:
        names_w = unpack_iterable(w_slots)
    from objspace.unicodedb import is_identifier
    slot_names = {}
    weakref = False
    # what the bases already give (CPython's may_add_dict, may_add_weak)
    base_dict = False
    base_weak = False
    for w_b in w_type.bases_w:
        if not w_b.has_no_dict():
            base_dict = True
        if w_b.layout != LAYOUT_BUILTIN and not w_b.has_no_weakref():
            base_weak = True
    varsize = w_type.layout == LAYOUT_SUBBUILTIN and \
        w_type.w_solid is not None and _is_varsize(w_type.w_solid)
    seen_dict = False
    for w_n in names_w:
        if not isinstance(w_n, W_Str):
            raise_type_error("__slots__ items must be strings, not '%s'"
                             % w_n.gettype().name)
        assert isinstance(w_n, W_Str)
        if not is_identifier(w_n.utf8):
            raise_type_error("__slots__ must be identifiers")
        # as the compiler mangles private names: __x in class C is _C__x
        from interpreter.frontend.symtable import mangle
        n = mangle(w_type.name, w_n.utf8)
        if n == "__dict__":
            if base_dict or seen_dict:
                raise_type_error("__dict__ slot disallowed: we already got "
                                 "one")
            seen_dict = True
            has_dict = True
            continue
        if n == "__weakref__":
            if base_weak or weakref or varsize:
                raise_type_error("__weakref__ slot disallowed: either we "
                                 "already got one, or __itemsize__ != 0")
            weakref = True
            continue
        if varsize:
            assert w_type.w_solid is not None
            raise_type_error("nonempty __slots__ not supported for subtype "
                             "of '%s'" % w_type.w_solid.name)
        if n in slot_names:
            continue
        if n in w_type.dict_w:
            from objspace.exceptions import raise_value_error
            raise_value_error("'%s' in __slots__ conflicts with class "
                              "variable" % n)
        slot_names[n] = None
    w_type.slots_kind = SLOTS_WEAKREF if weakref else SLOTS_PLAIN
    for n in slot_names:
        w_type.define(n, W_MemberDescr(n, w_type))
    if not has_dict:
        w_type.slot_names = slot_names


# --- __get__ / __set__ / __delete__ of the built-in descriptors ---

def check_get_args(args):
    """The arguments of a __get__ slot wrapper: (obj[, type])."""
    if args.has_kwargs():
        raise_type_error("wrapper __get__() takes no keyword arguments")
    n = len(args.args_w) - 1
    if n < 1:
        raise_type_error(" expected at least 1 argument, got %d" % n)
    if n > 2:
        raise_type_error(" expected at most 2 arguments, got %d" % n)


def descr_get(args):
    from objspace.noneobject import W_NoneObject
    args_w = args.args_w
    check_get_args(args)
    w_obj = args_w[1]
    w_type = args_w[2] if len(args_w) == 3 else None
    if isinstance(w_obj, W_NoneObject):
        if w_type is None or isinstance(w_type, W_NoneObject):
            raise_type_error("__get__(None, None) is invalid")
        w_obj = None
    if w_type is None or not isinstance(w_type, W_TypeObject):
        assert w_obj is not None
        w_type = w_obj.gettype()
    assert isinstance(w_type, W_TypeObject)
    return args_w[0].bind(w_obj, w_type)


def _builtin_descr_info(w_descr):
    """(name, class) of a built-in method descriptor (wrapper_descriptor
    or method_descriptor); the class is None when unknown."""
    from objspace.builtinsub import W_SlotWrapper
    from objspace.objectslots import W_ObjectSlot
    if isinstance(w_descr, W_SlotWrapper):
        return w_descr.name, w_descr.w_owner
    if isinstance(w_descr, W_ObjectSlot):
        return w_descr.name, w_object_type
    if isinstance(w_descr, W_BuiltinFunction):
        return w_descr.name, w_descr.objclass()
    return "?", None


def builtin_descr_get(args):
    """__get__ of wrapper_descriptor (int.__add__) and of a built-in
    type's method (str.join, CPython's method_descriptor): itself when
    read on the class, bound to an instance of its class, else an
    error."""
    from objspace.noneobject import W_NoneObject
    args_w = args.args_w
    if not args_w:
        raise_type_error("descriptor '__get__' of 'wrapper_descriptor' "
                         "object needs an argument")
    check_get_args(args)
    w_descr = args_w[0]
    w_obj = args_w[1]
    w_type = args_w[2] if len(args_w) == 3 else None
    if isinstance(w_obj, W_NoneObject):
        if w_type is None or isinstance(w_type, W_NoneObject):
            raise_type_error("__get__(None, None) is invalid")
        return w_descr
    name, w_class = _builtin_descr_info(w_descr)
    if w_class is not None and not w_obj.gettype().issubtype(w_class):
        raise_type_error("descriptor '%s' for '%s' objects doesn't apply to "
                         "a '%s' object" % (name, w_class.name,
                                            w_obj.gettype().name))
    return w_descr.bind(w_obj, w_obj.gettype())


def _make_builtin_descr_get():
    from objspace.funcobject import W_BuiltinSlot
    return W_BuiltinSlot("__get__", builtin_descr_get)


# the __get__ of wrapper_descriptor and of built-in methods (method-wrappers)
BUILTIN_DESCR_GET = _make_builtin_descr_get()


def descr_set(args):
    from objspace.noneobject import W_None
    args_w = args.args_w
    if len(args_w) != 3:
        raise_type_error("expected 2 arguments, got %d" % (len(args_w) - 1))
    w_descr = args_w[0]
    from objspace.getset import W_GetSetDescr
    if isinstance(w_descr, W_GetSetDescr):
        # an attribute the object answers itself (__dict__, gi_code, ...)
        setattr_w(args_w[1], w_descr.name, args_w[2])
    elif isinstance(w_descr, W_DataDescriptor):
        w_descr.set(args_w[1], args_w[2])
    elif isinstance(w_descr, W_Property):
        if w_descr.w_fset is None:
            property_missing(w_descr, args_w[1], "setter")
        w_descr.w_fset.call(Arguments([args_w[1], args_w[2]]))
    return W_None


def descr_delete(args):
    from objspace.noneobject import W_None
    args_w = args.args_w
    if len(args_w) != 2:
        raise_type_error("expected 1 argument, got %d" % (len(args_w) - 1))
    w_descr = args_w[0]
    from objspace.getset import W_GetSetDescr
    if isinstance(w_descr, W_GetSetDescr):
        delattr_w(args_w[1], w_descr.name)
    elif isinstance(w_descr, W_DataDescriptor):
        w_descr.delete(args_w[1])
    elif isinstance(w_descr, W_Property):
        if w_descr.w_fdel is None:
            property_missing(w_descr, args_w[1], "deleter")
        w_descr.w_fdel.call(Arguments([args_w[1]]))
    return W_None


def _install_descr_methods():
    from objspace.funcobject import (w_member_descriptor_type,
                                     w_property_type, w_staticmethod_type,
                                     w_classmethod_type)
    from interpreter.runtime.function import w_function_type
    w_function_type.dict_w["__get__"] = W_BuiltinFunction("__get__",
                                                          descr_get)
    w_function_type.flags_epoch = -1
    from objspace.getset import w_getset_descriptor_type
    for w_t in [w_member_descriptor_type, w_property_type,
                w_getset_descriptor_type]:
        w_t.dict_w["__get__"] = W_BuiltinFunction("__get__", descr_get)
        w_t.dict_w["__set__"] = W_BuiltinFunction("__set__", descr_set)
        w_t.dict_w["__delete__"] = W_BuiltinFunction("__delete__",
                                                     descr_delete)
    for w_t in [w_staticmethod_type, w_classmethod_type]:
        w_t.dict_w["__get__"] = W_BuiltinFunction("__get__", descr_get)
    from objspace.funcobject import (w_method_type,
                                     w_builtin_function_type,
                                     w_method_wrapper_type)
    for w_t in [w_function_type, w_method_type, w_builtin_function_type,
                w_staticmethod_type, w_method_wrapper_type]:
        w_t.dict_w["__call__"] = W_BuiltinFunction("__call__", call_self)
    # int.__add__.__call__, int.__add__.__get__ (slots: method-wrappers)
    from objspace.funcobject import W_BuiltinSlot
    from objspace.builtinsub import w_wrapper_descriptor_type
    w_wrapper_descriptor_type.dict_w["__call__"] = W_BuiltinSlot(
        "__call__", call_self)
    w_wrapper_descriptor_type.dict_w["__get__"] = BUILTIN_DESCR_GET
    w_wrapper_descriptor_type.flags_epoch = -1
    for w_t in [w_member_descriptor_type, w_property_type,
                w_staticmethod_type, w_classmethod_type]:
        w_t.flags_epoch = -1


def call_self(args):
    """f.__call__(*args, **kwargs) of functions, methods, builtins."""
    args_w = args.args_w
    if not args_w:
        raise_type_error("descriptor '__call__' needs an argument")
    return args_w[0].call(Arguments(args_w[1:], args.kw_names,
                                    args.kw_values_w))


def typed_call_self(cls, tp_name):
    """`__call__` of a built-in type whose instances are `cls`: checks
    its receiver, as a wrapper descriptor does, then calls it."""
    def dunder_call(args):
        args_w = args.args_w
        if not args_w:
            raise_type_error("descriptor '__call__' of '%s' object needs an "
                             "argument" % tp_name)
        w_self = args_w[0]
        if not isinstance(w_self, cls):
            raise_type_error("descriptor '__call__' requires a '%s' object "
                             "but received a '%s'"
                             % (tp_name, w_self.gettype().tp_name()))
        return w_self.call(Arguments(args_w[1:], args.kw_names,
                                     args.kw_values_w))
    return dunder_call


_install_descr_methods()
