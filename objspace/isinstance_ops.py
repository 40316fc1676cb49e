"""isinstance() and issubclass() with CPython's abstract protocol
(Objects/abstract.c): a class or a tuple/union of them, a metaclass's
__instancecheck__/__subclasscheck__, an instance whose __class__ differs
from its type (proxies), and objects that are not classes but have a
tuple `__bases__` ("abstract classes"). Recursion through nested tuples
or __bases__ chains is counted (RecursionError, not a C stack overflow).
"""

from objspace.model import Arguments, OperationError
from objspace.typeobject import W_TypeObject, F_CLASS, _as_objects
from objspace.tupleobject import W_Tuple
from objspace.exceptions import raise_type_error, w_AttributeError
from objspace import recursion

ISINSTANCE_ARG2 = ("isinstance() arg 2 must be a type, a tuple of types, "
                   "or a union")
ISSUBCLASS_ARG1 = "issubclass() arg 1 must be a class"
ISSUBCLASS_ARG2 = ("issubclass() arg 2 must be a class, a tuple of "
                   "classes, or a union")


def _alternatives(w_cls):
    """The classes of a tuple or a union (`int | str`); None otherwise."""
    from objspace.uniontype import W_UnionType
    if isinstance(w_cls, W_Tuple):
        return w_cls.items_w
    if isinstance(w_cls, W_UnionType):
        return w_cls.args_w
    return None


def _lookup_attr(w_obj, name):
    """getattr(w_obj, name) with an AttributeError masked (None)."""
    from objspace import attrs
    try:
        return attrs.getattr_or_none(w_obj, name)
    except OperationError as e:
        if not e.w_value.gettype().issubtype(w_AttributeError):
            raise
        return None


def _get_bases(w_cls):
    """abstract_get_bases: cls.__bases__ when it is a tuple, else None."""
    if isinstance(w_cls, W_TypeObject):
        return None     # never asked: types take the fast paths
    w_bases = _lookup_attr(w_cls, "__bases__")
    if isinstance(w_bases, W_Tuple):
        return w_bases
    return None


def _check_class(w_cls, message):
    if isinstance(w_cls, W_TypeObject):
        return
    if _get_bases(w_cls) is None:
        raise_type_error(message)


def _bases_items(w_obj):
    if isinstance(w_obj, W_TypeObject):
        return _as_objects(w_obj.bases_w)
    w_bases = _get_bases(w_obj)
    if w_bases is None:
        return None
    assert isinstance(w_bases, W_Tuple)
    return w_bases.items_w


def abstract_issubclass(w_derived, w_cls):
    """Walks `__bases__` from w_derived looking for w_cls (identity)."""
    while True:
        if w_derived is w_cls:
            return True
        items_w = _bases_items(w_derived)
        if items_w is None or len(items_w) == 0:
            return False
        if len(items_w) != 1:
            break
        w_derived = items_w[0]      # single inheritance: no recursion
    for w_base in items_w:
        recursion.enter(" in __issubclass__")
        try:
            found = abstract_issubclass(w_base, w_cls)
        finally:
            recursion.leave()
        if found:
            return True
    return False


def _class_attr(w_inst):
    """inst.__class__ where it may differ from type(inst) (a class that
    defines __class__ or hooks attribute reads); None otherwise."""
    w_t = w_inst.gettype()
    if w_t.attr_flags() & F_CLASS == 0:
        return None
    return _lookup_attr(w_inst, "__class__")


def real_isinstance(w_inst, w_cls):
    """type.__instancecheck__ (CPython's object_isinstance)."""
    if isinstance(w_cls, W_TypeObject):
        if w_inst.gettype().issubtype(w_cls):
            return True
        w_icls = _class_attr(w_inst)
        if isinstance(w_icls, W_TypeObject) and \
                w_icls is not w_inst.gettype():
            return w_icls.issubtype(w_cls)
        return False
    _check_class(w_cls, ISINSTANCE_ARG2)
    w_t = w_inst.gettype()
    if w_t.attr_flags() & F_CLASS == 0:
        w_icls = w_t
    else:
        w_icls = _lookup_attr(w_inst, "__class__")
        if w_icls is None:
            return False
    return abstract_issubclass(w_icls, w_cls)


def real_issubclass(w_derived, w_cls):
    """type.__subclasscheck__ (CPython's recursive_issubclass)."""
    if isinstance(w_cls, W_TypeObject) and \
            isinstance(w_derived, W_TypeObject):
        return w_derived.issubtype(w_cls)
    _check_class(w_derived, ISSUBCLASS_ARG1)
    from objspace.uniontype import W_UnionType
    if not isinstance(w_cls, W_UnionType):
        _check_class(w_cls, ISSUBCLASS_ARG2)
    return abstract_issubclass(w_derived, w_cls)


def _special(w_cls, name):
    """type(cls).name bound to cls, or None (a special-method lookup)."""
    w_meta = w_cls.gettype()
    w_check = w_meta.lookup(name)
    if w_check is None:
        return None
    return w_check.bind(w_cls, w_meta)


def _generic_alias_check(w_cls, fname):
    from objspace.genericalias import W_GenericAlias
    if isinstance(w_cls, W_GenericAlias):
        raise_type_error("%s() argument 2 cannot be a parameterized generic"
                         % fname)


def _call_check(w_check, w_arg, where):
    """The truth of a bound __instancecheck__/__subclasscheck__ call,
    counted against the recursion limit."""
    from objspace import operations as ops
    recursion.enter(where)
    try:
        w_res = w_check.call(Arguments([w_arg]))
    finally:
        recursion.leave()
    return ops.is_true(w_res)


def is_instance(w_inst, w_cls):
    """isinstance(w_inst, w_cls) (object_recursive_isinstance)."""
    from objspace.metaclass import TYPE_INSTANCECHECK
    if isinstance(w_cls, W_TypeObject):
        if w_inst.gettype() is w_cls:
            return True
        if w_cls.w_class is None:
            return real_isinstance(w_inst, w_cls)
        w_check = w_cls.w_class.lookup("__instancecheck__")
        if w_check is None or w_check is TYPE_INSTANCECHECK:
            return real_isinstance(w_inst, w_cls)
        return _call_check(w_check.bind(w_cls, w_cls.w_class), w_inst,
                           " in __instancecheck__")
    items_w = _alternatives(w_cls)
    if items_w is not None:
        for w_item in items_w:
            recursion.enter(" in __instancecheck__")
            try:
                found = is_instance(w_inst, w_item)
            finally:
                recursion.leave()
            if found:
                return True
        return False
    _generic_alias_check(w_cls, "isinstance")
    w_bound = _special(w_cls, "__instancecheck__")
    if w_bound is not None:
        return _call_check(w_bound, w_inst, " in __instancecheck__")
    return real_isinstance(w_inst, w_cls)


def is_subclass(w_derived, w_cls):
    """issubclass(w_derived, w_cls) (object_issubclass)."""
    from objspace.metaclass import TYPE_SUBCLASSCHECK
    if isinstance(w_cls, W_TypeObject):
        if w_cls.w_class is None:
            if w_derived is w_cls:
                return True
            return real_issubclass(w_derived, w_cls)
        w_check = w_cls.w_class.lookup("__subclasscheck__")
        if w_check is None or w_check is TYPE_SUBCLASSCHECK:
            return real_issubclass(w_derived, w_cls)
        return _call_check(w_check.bind(w_cls, w_cls.w_class), w_derived,
                           " in __subclasscheck__")
    items_w = _alternatives(w_cls)
    if items_w is not None:
        for w_item in items_w:
            recursion.enter(" in __subclasscheck__")
            try:
                found = is_subclass(w_derived, w_item)
            finally:
                recursion.leave()
            if found:
                return True
        return False
    _generic_alias_check(w_cls, "issubclass")
    w_bound = _special(w_cls, "__subclasscheck__")
    if w_bound is not None:
        return _call_check(w_bound, w_derived, " in __subclasscheck__")
    return real_issubclass(w_derived, w_cls)
