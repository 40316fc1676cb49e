"""Class creation and instance creation: the class statement's metaclass
and __prepare__, type(name, bases, ns) and type.__new__, __init_subclass__,
calling a class (a metaclass's __call__, then __new__ and __init__), and
the methods of `object` and `type` that take part (object.__new__,
type.mro, type.__subclasses__, __instancecheck__, ...)."""

from objspace.model import Arguments, OperationError
from objspace.typeobject import new_namespace_dict
from objspace.typeobject import TYPE_EPOCH
from objspace.typeobject import (W_TypeObject, w_object_type, w_type_type,
                                 LAYOUT_BUILTIN, LAYOUT_INSTANCE,
                                 LAYOUT_EXCEPTION, LAYOUT_SUBBUILTIN,
                                 LAYOUT_TYPE)
from objspace.funcobject import (W_BuiltinFunction, W_StaticMethod,
                                 W_ClassMethod)
from objspace.strobject import W_Str, newstr
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None
from objspace.instances import W_Instance
from objspace.exceptions import raise_type_error


def _function_like(w_v):
    from interpreter.runtime.function import W_Function
    return isinstance(w_v, W_Function)


# --- calling a class ---

def call_type(w_type, args):
    w_meta = w_type.w_class
    if w_meta is not None:
        w_call = w_meta.lookup("__call__")
        if w_call is not None and w_call is not TYPE_CALL:
            return w_call.bind(w_type, w_meta).call(args)
    return instantiate(w_type, args)


def _new_function(w_new, w_type):
    """The callable a class's __new__ gives when read from the class (an
    implicit staticmethod; a classmethod binds to the class)."""
    if isinstance(w_new, W_StaticMethod):
        return w_new.w_func
    return w_new.bind(None, w_type)


def instantiate(w_type, args):
    """type.__call__: __new__, then __init__ if __new__ returned an
    instance of the class."""
    from objspace.exceptions import W_BaseException
    from objspace import operations as ops
    if w_type is w_type_type and len(args.args_w) != 3 and \
            (len(args.args_w) != 1 or args.has_kwargs()):
        raise_type_error("type() takes 1 or 3 arguments")
    if w_type.layout == LAYOUT_BUILTIN:
        if w_type is not w_type_type or len(args.args_w) == 1:
            if w_type.w_new is None:
                raise_type_error("cannot create '%s' instances"
                                 % w_type.name)
            return w_type.w_new.call(args)
    w_new = w_type.lookup("__new__")
    if w_new is OBJECT_NEW:
        if len(args.args_w) > 0 or args.has_kwargs():
            if w_type.lookup("__init__") is OBJECT_INIT:
                raise_type_error("%s() takes no arguments" % w_type.name)
        w_obj = allocate(w_type, args)
    elif w_new is EXCEPTION_NEW:
        w_obj = new_exception_instance(w_type, args.args_w)
    else:
        assert w_new is not None
        w_obj = _new_function(w_new, w_type).call(args.prepend(w_type))
        if not w_obj.gettype().issubtype(w_type):
            return w_obj
    w_init = w_obj.gettype().lookup("__init__")
    if w_init is not OBJECT_INIT and w_init is not None:
        from objspace.funcobject import special_binding
        w_res = special_binding(w_init).call(args.prepend(w_obj))
        if not ops.is_none(w_res):
            raise_type_error("__init__() should return None, not '%s'"
                             % w_res.gettype().name)
    return w_obj


def allocate(w_type, args):
    """object.__new__(w_type): a bare instance."""
    from objspace.exceptions import W_BaseException
    if w_type.abstract:
        _refuse_abstract(w_type)
    if w_type.layout == LAYOUT_INSTANCE:
        return W_Instance(w_type)
    if w_type is w_object_type:
        return W_Instance(w_object_type)
    raise_type_error("object.__new__(%s) is not safe, use %s.__new__()"
                     % (w_type.name, solid_base(w_type).name))
    return None


def _refuse_abstract(w_type):
    """object.__new__ of a class with abstract methods: CPython's error,
    naming them sorted."""
    from objspace.strobject import W_Str
    from objspace import containers
    names = []
    w_names = w_type.dict_w.get("__abstractmethods__", None)
    if w_names is not None:
        w_it = containers.iter_w(w_names)
        while True:
            w_name = containers.next_w(w_it)
            if w_name is None:
                break
            if isinstance(w_name, W_Str):
                name = w_name.utf8
                j = len(names)
                names.append(name)
                while j > 0 and names[j - 1] > name:
                    names[j] = names[j - 1]
                    j -= 1
                names[j] = name
    raise_type_error("Can't instantiate abstract class %s with abstract "
                     "method%s %s" % (w_type.name,
                                      "s" if len(names) > 1 else "",
                                      ", ".join(names)))


def solid_base(w_type):
    """The built-in type that fixes the layout of w_type's instances."""
    if w_type.layout == LAYOUT_SUBBUILTIN:
        assert w_type.w_solid is not None
        return w_type.w_solid
    if w_type.layout == LAYOUT_TYPE:
        return w_type_type
    if w_type.layout == LAYOUT_EXCEPTION:
        from objspace.exceptions import w_BaseException
        return w_BaseException
    if w_type.layout == LAYOUT_INSTANCE:
        return w_object_type
    return w_type


def object_new(args):
    args_w = args.args_w
    if not args_w:
        raise_type_error("object.__new__(): not enough arguments")
    w_cls = args_w[0]
    if not isinstance(w_cls, W_TypeObject):
        raise_type_error("object.__new__(X): X is not a type object (%s)"
                         % w_cls.gettype().name)
    assert isinstance(w_cls, W_TypeObject)
    if len(args_w) > 1 or args.has_kwargs():
        if w_cls.lookup("__new__") is not OBJECT_NEW:
            raise_type_error("object.__new__() takes exactly one argument "
                             "(the type to instantiate)")
        if w_cls.lookup("__init__") is OBJECT_INIT:
            raise_type_error("%s() takes no arguments" % w_cls.name)
    if w_cls.layout == LAYOUT_EXCEPTION:
        return new_exception_instance(w_cls, args_w[1:])
    return allocate(w_cls, args)


def object_init(args):
    args_w = args.args_w
    if not args_w:
        raise_type_error("descriptor '__init__' of 'object' object needs "
                         "an argument")
    if len(args_w) > 1 or args.has_kwargs():
        w_type = args_w[0].gettype()
        if w_type.lookup("__init__") is not OBJECT_INIT:
            raise_type_error("object.__init__() takes exactly one argument "
                             "(the instance to initialize)")
        if w_type.lookup("__new__") is OBJECT_NEW:
            raise_type_error("%s.__init__() takes exactly one argument (the "
                             "instance to initialize)" % w_type.name)
    return W_None


def object_init_subclass(args):
    if args.has_kwargs():
        w_cls = args.args_w[0]
        name = "object"
        if isinstance(w_cls, W_TypeObject):
            name = w_cls.name
        raise_type_error("%s.__init_subclass__() takes no keyword arguments"
                         % name)
    return W_None


def exception_new(args):
    from objspace.exceptions import W_BaseException, w_BaseException
    args_w = args.args_w
    if not args_w:
        raise_type_error("BaseException.__new__(): not enough arguments")
    w_cls = args_w[0]
    if not isinstance(w_cls, W_TypeObject) or \
            not w_cls.issubtype(w_BaseException):
        raise_type_error("BaseException.__new__(X): X is not a subtype of "
                         "BaseException")
    assert isinstance(w_cls, W_TypeObject)
    return new_exception_instance(w_cls, args_w[1:])


def new_exception_instance(w_cls, args_w):
    """A bare exception of class w_cls: an exception group's own layout
    for BaseExceptionGroup and its subclasses (objspace/exception_groups.py)."""
    from objspace.exceptions import W_BaseException
    from objspace.exception_groups import w_BaseExceptionGroup, new_group
    from objspace.oserrors import w_OSError, new_oserror
    if w_cls.issubtype(w_BaseExceptionGroup):
        return new_group(w_cls, args_w)
    if w_cls.issubtype(w_OSError):
        return new_oserror(w_cls, args_w)
    return W_BaseException(w_cls, args_w)


def object_default(name):
    """object's own `name` method when no class along an MRO defines it
    (super().__repr__, object.__eq__), or None: objspace/objectslots.py
    (not in object's dict, whose absence the generic paths read as "use
    the default behaviour")."""
    from objspace.objectslots import find
    return find(name)



# --- type's methods ---

def _type_self(args, meth):
    if args.args_w:
        w_self = args.args_w[0]
        if isinstance(w_self, W_TypeObject):
            return w_self
        raise_type_error("descriptor '%s' for 'type' objects doesn't apply "
                         "to a '%s' object" % (meth, w_self.gettype().name))
    raise_type_error("descriptor '%s' of 'type' object needs an argument"
                     % meth)
    raise AssertionError


def type_call(args):
    w_type = _type_self(args, "__call__")
    return instantiate(w_type, Arguments(args.args_w[1:], args.kw_names,
                                         args.kw_values_w))


def type_new(args):
    """type.__new__(mcs, name, bases, ns, **kwds)."""
    args_w = args.args_w
    if not args_w:
        raise_type_error("type.__new__(): not enough arguments")
    w_mcs = args_w[0]
    if not isinstance(w_mcs, W_TypeObject):
        raise_type_error("type.__new__(X): X is not a type object (%s)"
                         % w_mcs.gettype().name)
    assert isinstance(w_mcs, W_TypeObject)
    if not w_mcs.issubtype(w_type_type):
        raise_type_error("type.__new__(%s): %s is not a subtype of type"
                         % (w_mcs.name, w_mcs.name))
    if len(args_w) != 4:
        raise_type_error("type.__new__() takes exactly 3 arguments (%d given)"
                         % (len(args_w) - 1))
    w_name = args_w[1]
    if not isinstance(w_name, W_Str):
        raise_type_error("type.__new__() argument 1 must be str, not %s"
                         % w_name.gettype().name)
    w_bases = args_w[2]
    if not isinstance(w_bases, W_Tuple):
        raise_type_error("type.__new__() argument 2 must be tuple, not %s"
                         % w_bases.gettype().name)
    w_ns = dict_of(args_w[3])
    if w_ns is None:
        raise_type_error("type.__new__() argument 3 must be dict, not %s"
                         % args_w[3].gettype().name)
    assert isinstance(w_name, W_Str)
    assert isinstance(w_bases, W_Tuple)
    assert isinstance(w_ns, W_Dict)
    check_type_name(w_name.utf8)
    if w_ns is not args_w[3]:
        w_ns = _ordered_copy(args_w[3], w_ns)
    w_winner = most_derived_metaclass(w_mcs, w_bases.items_w)
    bases_w = []
    for w_b in w_bases.items_w:
        if not isinstance(w_b, W_TypeObject):
            raise_type_error("bases must be types")
        assert isinstance(w_b, W_TypeObject)
        bases_w.append(w_b)
    if w_winner is not w_mcs:
        w_new = w_winner.lookup("__new__")
        if w_new is not TYPE_NEW and w_new is not None:
            return _new_function(w_new, w_winner).call(Arguments(
                [w_winner] + args_w[1:], args.kw_names, args.kw_values_w))
    return new_class(w_winner, w_name.utf8, bases_w, w_ns, args)


def _ordered_copy(w_map, w_ns):
    """A dict subclass given as a namespace (an OrderedDict) is copied in
    its own iteration order when its class changes __iter__ or keys, as
    CPython's PyDict_Copy does."""
    from objspace.dictobject import w_dict_type
    from objspace import attrs, containers
    w_t = w_map.gettype()
    if w_t.lookup("__iter__") is w_dict_type.lookup("__iter__") and \
            w_t.lookup("keys") is w_dict_type.lookup("keys"):
        return w_ns
    w_copy = W_Dict()
    w_keys = attrs.getattr_w(w_map, "keys").call(Arguments([]))
    w_it = containers.iter_w(w_keys)
    while True:
        w_k = containers.next_w(w_it)
        if w_k is None:
            break
        w_copy.setitem(w_k, containers.getitem_w(w_map, w_k))
    return w_copy


def dict_of(w_obj):
    """The W_Dict of a dict or of a dict subclass instance, else None."""
    if isinstance(w_obj, W_Dict):
        return w_obj
    from objspace.builtinsub import W_SubInstance
    if isinstance(w_obj, W_SubInstance):
        w_v = w_obj.w_value
        if isinstance(w_v, W_Dict):
            return w_v
    return None


def most_derived_metaclass(w_meta, bases_w):
    w_winner = w_meta
    for w_b in bases_w:
        w_bt = w_b.gettype()
        if w_winner.issubtype(w_bt):
            continue
        if w_bt.issubtype(w_winner):
            w_winner = w_bt
            continue
        raise_type_error("metaclass conflict: the metaclass of a derived "
                         "class must be a (non-strict) subclass of the "
                         "metaclasses of all its bases")
    return w_winner


def _layout_of_bases(name, bases_w):
    """(layout, solid built-in base) of a new class with these bases."""
    from objspace.builtinsub import subclassable
    w_solid = w_object_type
    for w_b in bases_w:
        if w_b.layout == LAYOUT_BUILTIN and w_b is not w_object_type and \
                w_b is not w_type_type:
            msg = subclassable(w_b)
            if msg is not None:
                raise_type_error(msg)
        w_s = solid_base(w_b)
        if w_s is w_object_type or w_solid.issubtype(w_s):
            continue
        if w_s.issubtype(w_solid):
            w_solid = w_s
            continue
        raise_type_error("multiple bases have instance lay-out conflict")
    if w_solid is w_object_type:
        return LAYOUT_INSTANCE, None
    if w_solid is w_type_type:
        return LAYOUT_TYPE, None
    if w_solid.layout == LAYOUT_EXCEPTION:
        return LAYOUT_EXCEPTION, None
    return LAYOUT_SUBBUILTIN, w_solid


def _module_name():
    from interpreter.runtime.state import STATE
    frame = STATE.topframe
    if frame is not None:
        w_name = frame.w_globals.dict_w.get("__name__", None)
        if isinstance(w_name, W_Str):
            return w_name.utf8
    return "builtins"


def new_class(w_meta, name, bases_w, w_ns, kw_args):
    """Creates the class (type.__new__ once the metaclass is settled),
    then runs __set_name__ and the parent's __init_subclass__."""
    from interpreter.runtime.function import W_Cell
    from objspace import operations as ops
    if not bases_w:
        bases_w = [w_object_type]
    for w_b in bases_w:
        if w_b.mro_pending:
            raise_type_error("Cannot extend an incomplete type '%s'"
                             % w_b.name)
    layout, w_solid = _layout_of_bases(name, bases_w)
    w_type = W_TypeObject(name, bases_w, layout)
    if w_meta is not w_type_type:
        w_type.w_class = w_meta
    w_type.w_solid = w_solid
    w_type.module = _module_name()
    w_cell = None
    names = []
    values_w = []
    for w_k, w_v in w_ns.data.items():
        if not isinstance(w_k, W_Str):
            continue      # CPython keeps them in __dict__; nothing reads them
        key = w_k.utf8
        if key == "__qualname__":
            if not isinstance(w_v, W_Str):
                raise_type_error("type __qualname__ must be a str, not %s"
                                 % w_v.gettype().name)
            assert isinstance(w_v, W_Str)
            w_type.qualname = w_v.utf8
            continue
        if key == "__classcell__":
            if not isinstance(w_v, W_Cell):
                raise_type_error("__classcell__ must be a nonlocal cell, not "
                                 "%s" % w_v.gettype().name)
            w_cell = w_v
            continue
        if key == "__module__" and isinstance(w_v, W_Str):
            w_type.module = w_v.utf8
        if _function_like(w_v):
            if key == "__new__":
                w_v = W_StaticMethod(w_v)
            elif key == "__init_subclass__" or key == "__class_getitem__":
                w_v = W_ClassMethod(w_v)
        w_type.define(key, w_v)
        names.append(key)
        values_w.append(w_v)
    if "__module__" not in w_type.dict_w:
        w_type.define("__module__", newstr(w_type.module))
    if "__eq__" in w_type.dict_w and "__hash__" not in w_type.dict_w:
        w_type.define("__hash__", W_None)     # as CPython: unhashable
    if w_cell is not None:
        assert isinstance(w_cell, W_Cell)
        w_cell.w_value = w_type
    if w_meta is not w_type_type and _custom_mro(w_meta) is not None:
        w_type.mro_pending = True
        try:
            w_type.mro_w = mro_internal(w_type)
        finally:
            w_type.mro_pending = False
            TYPE_EPOCH.defined += 1     # (its lookups while mro() ran)
    from objspace.attrs import init_class_layout, set_names
    init_class_layout(w_type)       # mutable, __slots__
    _add_dict_descriptors(w_type)
    w_doc = w_type.dict_w.get("__doc__", None)
    if w_doc is None:
        # after the slots: `__slots__ = ('__doc__',)` makes it a member
        w_type.define("__doc__", W_None)
    elif isinstance(w_doc, W_Str):
        # CPython keeps a copy in UTF-8 (tp_doc): no lone surrogates
        from objspace.modules import codecs_impl
        codecs_impl.encode(codecs_impl.K_UTF8, w_doc.utf8, "strict")
    set_names(w_type, names, values_w)
    _init_subclass(w_type, kw_args)
    return w_type


def _init_subclass(w_type, kw_args):
    """super(w_type, w_type).__init_subclass__(**kwds)."""
    mro_w = w_type.mro_w
    start = -1
    for i in range(len(mro_w)):
        if mro_w[i] is w_type:
            start = i + 1
            break
    if start < 0:       # a metaclass's mro() left the class out
        raise_type_error("super(type, obj): obj must be an instance or "
                         "subtype of type")
    for i in range(start, len(mro_w)):
        w_v = mro_w[i].dict_w.get("__init_subclass__", None)
        if w_v is not None:
            w_bound = w_v.bind(w_type, w_type)
            w_bound.call(Arguments([], kw_args.kw_names,
                                   kw_args.kw_values_w))
            return


def type_init(args):
    args_w = args.args_w
    n = len(args_w) - 1
    if n == 0 and args.has_kwargs():
        raise_type_error("type.__init__() takes no keyword arguments")
    if n != 1 and n != 3:
        raise_type_error("type.__init__() takes 1 or 3 arguments")
    return W_None


def type_mro(args):
    from objspace.typeobject import _as_objects
    w_type = _type_self(args, "mro")
    return W_List(_as_objects(w_type.default_mro()))


def _custom_mro(w_meta):
    """The metaclass's own mro(), or None for type's."""
    w_mro = w_meta.lookup("mro")
    if w_mro is None or w_mro is TYPE_MRO:
        return None
    return w_mro


def mro_internal(w_type):
    """The MRO of w_type: C3, or what its metaclass's mro() returns,
    checked as CPython's mro_check."""
    from objspace.sequences import unpack_iterable
    w_meta = w_type.gettype()
    w_mro = _custom_mro(w_meta)
    if w_mro is None:
        return w_type.default_mro()
    w_res = w_mro.bind(w_type, w_meta).call(Arguments([]))
    items_w = unpack_iterable(w_res)
    w_solid = solid_base(w_type)
    mro_w = []
    for w_item in items_w:
        if not isinstance(w_item, W_TypeObject):
            raise_type_error("mro() returned a non-class ('%s')"
                             % w_item.gettype().name)
        assert isinstance(w_item, W_TypeObject)
        if not w_solid.issubtype(solid_base(w_item)):
            raise_type_error("mro() returned base with unsuitable layout "
                             "('%s')" % w_item.name)
        mro_w.append(w_item)
    return mro_w


def type_subclasses(args):
    from objspace.typeobject import _as_objects
    w_type = _type_self(args, "__subclasses__")
    return W_List(_as_objects(w_type.subclasses()))


def type_prepare(args):
    return W_Dict()


def type_instancecheck(args):
    from objspace.intobject import newbool
    from objspace import isinstance_ops
    w_type = _type_self(args, "__instancecheck__")
    if len(args.args_w) != 2:
        raise_type_error("expected 1 argument, got %d"
                         % (len(args.args_w) - 1))
    return newbool(isinstance_ops.real_isinstance(args.args_w[1], w_type))


def type_subclasscheck(args):
    from objspace.intobject import newbool
    from objspace import isinstance_ops
    w_type = _type_self(args, "__subclasscheck__")
    if len(args.args_w) != 2:
        raise_type_error("expected 1 argument, got %d"
                         % (len(args.args_w) - 1))
    return newbool(isinstance_ops.real_issubclass(args.args_w[1], w_type))


def instance_check(w_obj, w_cls):
    """isinstance(w_obj, w_cls) for one class."""
    from objspace import isinstance_ops
    return isinstance_ops.is_instance(w_obj, w_cls)


def subclass_check(w_sub, w_cls):
    from objspace import isinstance_ops
    return isinstance_ops.is_subclass(w_sub, w_cls)


# --- setting the special attributes of a class ---

def set_type_attr(w_type, name, w_value):
    """C.__name__ = ..., C.__bases__ = ...; False for a plain attribute."""
    if not name.startswith("__"):
        return False
    if name == "__name__" or name == "__qualname__":
        from objspace import builtinsub
        w_str = builtinsub.unwrap(w_value)      # a str subclass too
        if not isinstance(w_str, W_Str):
            raise_type_error("can only assign string to %s.%s, not '%s'"
                             % (w_type.name, name, w_value.gettype().name))
        _check_user_type(w_type, name)
        assert isinstance(w_str, W_Str)
        if name == "__name__":
            check_type_name(w_str.utf8)
            w_type.name = w_str.utf8
        else:
            w_type.qualname = w_str.utf8
        return True
    if name == "__module__":
        _check_user_type(w_type, name)
        if isinstance(w_value, W_Str):
            w_type.module = w_value.utf8
        return False      # also stored in the class dict
    if name == "__bases__":
        _check_user_type(w_type, name)
        set_bases(w_type, w_value)
        return True
    if name == "__mro__" or name == "__base__":
        from objspace.exceptions import raise_attribute_error
        raise_attribute_error("readonly attribute")
    return False


def _add_dict_descriptors(w_type):
    """The __dict__ and __weakref__ getset descriptors, in the dict of the
    class that gives its instances these (not in its subclasses'), as
    CPython's type_new_descriptors."""
    from objspace.getset import W_GetSetDescr
    w_base = w_type.best_base()
    if w_type.layout == LAYOUT_EXCEPTION:
        # BaseException has a __dict__, not weak references
        if not w_base.is_heaptype() and "__weakref__" not in \
                w_type.dict_w and "__slots__" not in w_type.dict_w:
            w_type.define("__weakref__", W_GetSetDescr("__weakref__",
                                                       w_type, False))
        return
    if w_type.layout != LAYOUT_INSTANCE and \
            w_type.layout != LAYOUT_SUBBUILTIN:
        return
    if "__dict__" not in w_type.dict_w and not w_type.has_no_dict() and \
            w_base.has_no_dict():
        w_type.define("__dict__", W_GetSetDescr("__dict__", w_type, False))
    w_solid = w_type.w_solid
    varsize = w_solid is not None and (w_solid.name == "int" or
                                       w_solid.name == "bytes" or
                                       w_solid.name == "tuple")
    if "__weakref__" not in w_type.dict_w and not varsize and \
            not w_type.has_no_weakref() and w_base.has_no_weakref():
        w_type.define("__weakref__", W_GetSetDescr("__weakref__", w_type,
                                                   False))


def check_type_name(name):
    """A class name: no NUL, and encodable in UTF-8 (no lone surrogate:
    UnicodeEncodeError, as CPython)."""
    if "\x00" in name:
        from objspace.exceptions import raise_value_error
        raise_value_error("type name must not contain null characters")
    from objspace.modules import codecs_impl
    codecs_impl.encode(codecs_impl.K_UTF8, name, "strict")


def _check_user_type(w_type, name):
    if w_type.layout == LAYOUT_BUILTIN or w_type.module == "builtins":
        raise_type_error("cannot set '%s' attribute of immutable type '%s'"
                         % (name, w_type.name))


def set_bases(w_type, w_value):
    if not isinstance(w_value, W_Tuple):
        raise_type_error("can only assign tuple to %s.__bases__, not %s"
                         % (w_type.name, w_value.gettype().name))
    assert isinstance(w_value, W_Tuple)
    if not w_value.items_w:
        raise_type_error("can only assign non-empty tuple to %s.__bases__, "
                         "not ()" % w_type.name)
    assert isinstance(w_value, W_Tuple)
    new_w = []
    for w_b in w_value.items_w:
        if not isinstance(w_b, W_TypeObject):
            raise_type_error("%s.__bases__ must be tuple of classes, not "
                             "'%s'" % (w_type.name, w_b.gettype().name))
        assert isinstance(w_b, W_TypeObject)
        new_w.append(w_b)
    for w_b in new_w:
        if w_b.issubtype(w_type) or _bases_reach(w_b, w_type):
            raise_type_error("a __bases__ item causes an inheritance cycle")
    w_old0 = w_type.bases_w[0]
    layout, w_solid = _layout_of_bases(w_type.name, new_w)
    if layout != w_type.layout or w_solid is not w_type.w_solid:
        raise_type_error("__bases__ assignment: '%s' object layout differs "
                         "from '%s'" % (new_w[0].name, w_old0.name))
    # CPython compares the first bases' deallocators: a built-in one
    # (object's) cannot be swapped for a class's or back
    if (w_old0.layout == LAYOUT_BUILTIN) != (new_w[0].layout == LAYOUT_BUILTIN):
        raise_type_error("__bases__ assignment: '%s' deallocator differs "
                         "from '%s'" % (new_w[0].name, w_old0.name))
    old_w = w_type.bases_w
    saved = _save_mros(w_type)
    w_type.bases_w = new_w
    try:
        w_type.recompute_mro()
    except OperationError:
        # a metaclass's mro() failed: the old MROs come back as they were
        # (not recomputed: that would call mro() again), unless it set
        # __bases__ itself meanwhile
        if w_type.bases_w is new_w:
            w_type.bases_w = old_w
            saved.restore()
        raise
    if w_type.bases_w is not new_w:
        return      # mro() reassigned __bases__: that assignment won
    for w_b in old_w:
        w_b.remove_subclass(w_type)
    for w_b in new_w:
        w_b.add_subclass(w_type)


class SavedMros(object):
    def __init__(self):
        self.types_w = []
        self.mros_w = []

    def restore(self):
        for i in range(len(self.types_w)):
            self.types_w[i].mro_w = self.mros_w[i]
        TYPE_EPOCH.value += 1
        TYPE_EPOCH.descr += 1
        TYPE_EPOCH.note_hook_change()


def _save_mros(w_type):
    """The MROs of w_type and its subclasses, transitively."""
    saved = SavedMros()
    todo = [w_type]
    seen = {}
    while todo:
        w_t = todo.pop()
        if w_t in seen:
            continue
        seen[w_t] = None
        saved.types_w.append(w_t)
        saved.mros_w.append(w_t.mro_w)
        for w_sub in w_t.subclasses():
            todo.append(w_sub)
    return saved


def _bases_reach(w_from, w_target):
    """w_target is among the bases of w_from, followed transitively (a
    metaclass's mro() may reassign __bases__ before the MROs caught up,
    so the MROs alone can miss a cycle)."""
    todo = [w_from]
    seen = {}
    while todo:
        w_t = todo.pop()
        if w_t is w_target:
            return True
        if w_t in seen:
            continue
        seen[w_t] = None
        for w_b in w_t.bases_w:
            todo.append(w_b)
    return False


# --- the class statement ---

def build_class(args):
    """__build_class__(body_function, name, *bases, metaclass=M, **kwds)."""
    from interpreter.runtime.function import W_Function, W_Cell
    from interpreter.runtime.frame import Frame
    from interpreter.runtime.eval import run_frame
    from objspace import attrs, containers
    from objspace import operations as ops
    args_w = args.args_w
    if len(args_w) < 2:
        raise_type_error("__build_class__: not enough arguments")
    w_body = args_w[0]
    w_name = args_w[1]
    if not isinstance(w_body, W_Function):
        raise_type_error("__build_class__: func must be a function")
    if not isinstance(w_name, W_Str):
        raise_type_error("__build_class__: name is not a string")
    assert isinstance(w_body, W_Function)
    assert isinstance(w_name, W_Str)
    orig_bases_w = args_w[2:]
    bases_w = _update_bases(orig_bases_w)
    w_meta = args.get_kw("metaclass")
    if w_meta is None:
        if bases_w:
            w_meta = bases_w[0].gettype()
        else:
            w_meta = w_type_type
    if isinstance(w_meta, W_TypeObject):
        w_meta = most_derived_metaclass(w_meta, bases_w)
    w_bases = newtuple(list(bases_w))
    w_ns = None
    w_prepare = None
    if not (isinstance(w_meta, W_TypeObject) and
            w_meta.lookup("__prepare__") is TYPE_PREPARE):
        w_prepare = attrs.getattr_or_none(w_meta, "__prepare__")
    if w_prepare is not None:
        w_ns = w_prepare.call(_with_kw([w_name, w_bases], args))
        if dict_of(w_ns) is None and \
                ops.lookup_special(w_ns, "__getitem__") is None:
            what = "<metaclass>"
            if isinstance(w_meta, W_TypeObject):
                what = w_meta.name
            raise_type_error("%s.__prepare__() must return a mapping, not %s"
                             % (what, w_ns.gettype().name))
    frame = Frame(w_body.code, w_body.w_globals, w_body.closure)
    if w_ns is None or isinstance(w_ns, W_Dict):
        d = new_namespace_dict()        # (ordered also untranslated)
        if w_ns is not None:
            assert isinstance(w_ns, W_Dict)
            for w_k, w_v in w_ns.data.items():
                if isinstance(w_k, W_Str):
                    d[w_k.utf8] = w_v
        frame.locals_dict = d
    else:
        frame.w_locals = w_ns     # a mapping of the user's own
    w_cell = run_frame(frame)
    if frame.locals_dict is not None:
        if w_ns is None:
            w_ns = W_Dict()
        assert isinstance(w_ns, W_Dict)
        for key, w_value in frame.locals_dict.items():
            w_ns.setitem(newstr(key), w_value)
    assert w_ns is not None
    if isinstance(w_cell, W_Cell):
        containers.setitem_w(w_ns, newstr("__classcell__"), w_cell)
    if bases_w is not orig_bases_w:
        containers.setitem_w(w_ns, newstr("__orig_bases__"),
                             newtuple(list(orig_bases_w)))
    w_cls = w_meta.call(_with_kw([w_name, w_bases, w_ns], args))
    if isinstance(w_cell, W_Cell) and isinstance(w_cls, W_TypeObject) and \
            w_cell.w_value is not w_cls:
        from objspace.exceptions import raise_runtime_error
        if w_cell.w_value is None:
            raise_runtime_error("__class__ not set defining '%s' as %s. Was "
                                "__classcell__ propagated to type.__new__?"
                                % (w_name.utf8, _short_repr(w_cls)))
        raise_type_error("__class__ set to %s defining '%s' as %s"
                         % (_short_repr(w_cell.w_value), w_name.utf8,
                            _short_repr(w_cls)))
    return w_cls


def _update_bases(bases_w):
    """PEP 560: a base that is not a class but has __mro_entries__ (a
    `Generic[T]` alias) is replaced by the classes that method returns;
    the same list when nothing changes."""
    from objspace import attrs
    from objspace.sequences import unpack_iterable
    new_w = None
    for i in range(len(bases_w)):
        w_base = bases_w[i]
        w_entries = None
        if not isinstance(w_base, W_TypeObject):
            w_meth = attrs.getattr_or_none(w_base, "__mro_entries__")
            if w_meth is not None:
                w_entries = w_meth.call(Arguments([newtuple(list(bases_w))]))
                if not isinstance(w_entries, W_Tuple):
                    raise_type_error("__mro_entries__ must return a tuple")
        if w_entries is None:
            if new_w is not None:
                new_w.append(w_base)
            continue
        if new_w is None:
            new_w = list(bases_w[:i])
        new_w.extend(unpack_iterable(w_entries))
    if new_w is None:
        return bases_w
    return new_w


def _with_kw(args_w, args):
    """Arguments of args_w and copies of args's keywords (a callee may
    take keywords out of its Arguments)."""
    if args.kw_names is None or args.kw_values_w is None:
        return Arguments(args_w)
    return Arguments(args_w, list(args.kw_names), list(args.kw_values_w))


def _short_repr(w_obj):
    from objspace.reprs import repr_w
    return repr_w(w_obj)


def _install():
    w_object_type.dict_w["__new__"] = OBJECT_NEW
    w_object_type.dict_w["__init__"] = OBJECT_INIT
    w_object_type.dict_w["__init_subclass__"] = W_ClassMethod(
        W_BuiltinFunction("__init_subclass__", object_init_subclass))
    d = w_type_type.dict_w
    d["__call__"] = TYPE_CALL
    d["__new__"] = TYPE_NEW
    d["__init__"] = W_BuiltinFunction("__init__", type_init)
    d["mro"] = TYPE_MRO
    d["__subclasses__"] = W_BuiltinFunction("__subclasses__",
                                            type_subclasses)
    d["__prepare__"] = TYPE_PREPARE
    d["__instancecheck__"] = TYPE_INSTANCECHECK
    d["__subclasscheck__"] = TYPE_SUBCLASSCHECK
    from objspace.exceptions import w_BaseException
    w_BaseException.dict_w["__new__"] = EXCEPTION_NEW


OBJECT_NEW = W_StaticMethod(W_BuiltinFunction("__new__", object_new))
from objspace.funcobject import W_BuiltinSlot  # noqa: E402
OBJECT_INIT = W_BuiltinSlot("__init__", object_init)
EXCEPTION_NEW = W_StaticMethod(W_BuiltinFunction("__new__", exception_new))
TYPE_CALL = W_BuiltinFunction("__call__", type_call)
TYPE_NEW = W_StaticMethod(W_BuiltinFunction("__new__", type_new))
TYPE_MRO = W_BuiltinFunction("mro", type_mro)
TYPE_PREPARE = W_ClassMethod(W_BuiltinFunction("__prepare__", type_prepare))
TYPE_INSTANCECHECK = W_BuiltinFunction("__instancecheck__",
                                       type_instancecheck)
TYPE_SUBCLASSCHECK = W_BuiltinFunction("__subclasscheck__",
                                       type_subclasscheck)
_install()
