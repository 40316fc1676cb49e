"""repr() and str() of every object, as RPython strings (utf-8)."""

from rpython.rlib.rstring import StringBuilder
from rpython.rlib.objectmodel import compute_unique_id
from objspace.structseq import W_StructSeq

from objspace.model import W_Object, Arguments
from objspace.typeobject import W_TypeObject
from objspace.intobject import W_Int, W_Bool, W_Long
from objspace.floatobject import W_Float, float_repr
from objspace.strobject import W_Str, str_repr
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple
from objspace.dictobject import W_Dict
from objspace.noneobject import W_NoneObject, W_NotImplementedObject, \
    W_EllipsisObject
from objspace.instances import W_Instance
from objspace.iterobject import W_Range
from objspace.exceptions import W_BaseException, raise_type_error
from objspace import recursion


def _call_str_method(w_meth, w_obj, what):
    w_res = _call_str_method_w(w_meth, w_obj, what)
    return _text_of(w_res)


def _text_of(w_res):
    from objspace.builtinsub import unwrap
    w_str = unwrap(w_res)
    assert isinstance(w_str, W_Str)
    return w_str.utf8


def _call_str_method_w(w_meth, w_obj, what):
    """What __repr__ or __str__ returned: a str or an instance of a str
    subclass (kept as it is, as CPython's PyObject_Repr/Str do); the
    method is bound as a special method (a staticmethod, a user
    descriptor, ...: funcobject.special_binding)."""
    from objspace.funcobject import special_binding
    from objspace.builtinsub import unwrap
    w_res = special_binding(w_meth).call(Arguments([w_obj]))
    if not isinstance(unwrap(w_res), W_Str):
        raise_type_error("%s returned non-string (type %s)"
                         % (what, w_res.gettype().name))
    return w_res


def repr_obj(w_obj):
    """repr(w_obj) as an object: a str subclass instance returned by a
    user __repr__ stays one."""
    if isinstance(w_obj, W_Instance) and \
            not isinstance(w_obj, W_BaseException):
        w_meth = w_obj.gettype().lookup("__repr__")
        if w_meth is not None:
            return _call_str_method_w(w_meth, w_obj, "__repr__")
    from objspace.strobject import newstr
    return newstr(repr_w(w_obj))


def str_obj(w_obj):
    """str(w_obj) as an object, like repr_obj."""
    if isinstance(w_obj, W_Instance) and \
            not isinstance(w_obj, W_BaseException):
        w_meth = w_obj.gettype().lookup("__str__")
        if w_meth is not None:
            return _call_str_method_w(w_meth, w_obj, "__str__")
        return repr_obj(w_obj)      # object.__str__ is repr()
    from objspace.strobject import newstr
    return newstr(str_w(w_obj))


def address_of(w_obj):
    return "0x%x" % (compute_unique_id(w_obj) & 0xffffffffffff)


def default_repr(w_obj):
    w_type = w_obj.gettype()
    if w_type.module != "builtins":
        # a class's __qualname__ (f.<locals>.C), as CPython's object_repr
        return "<%s.%s object at %s>" % (w_type.module, w_type.qualname,
                                         address_of(w_obj))
    return "<%s object at %s>" % (w_type.name, address_of(w_obj))


def repr_w(w_obj):
    if isinstance(w_obj, W_Bool):
        return "True" if w_obj.intval else "False"
    if isinstance(w_obj, W_Int):
        return str(w_obj.intval)
    if isinstance(w_obj, W_Float):
        return float_repr(w_obj.floatval)
    if isinstance(w_obj, W_Str):
        return str_repr(w_obj.utf8)
    if isinstance(w_obj, W_NoneObject):
        return "None"
    if isinstance(w_obj, W_Long):
        return long_repr(w_obj)
    if isinstance(w_obj, W_StructSeq):
        return w_obj.repr_hook()
    if isinstance(w_obj, W_List) or isinstance(w_obj, W_Tuple) or \
            isinstance(w_obj, W_Dict):
        recursion.enter(" while getting the repr of an object")
        try:
            if repr_enter(w_obj):
                if isinstance(w_obj, W_List):
                    return "[...]"
                if isinstance(w_obj, W_Tuple):
                    return "(...)"
                return "{...}"
            try:
                return container_repr(w_obj)
            finally:
                repr_leave(w_obj)
        finally:
            recursion.leave()
    if isinstance(w_obj, W_Instance):
        w_meth = w_obj.gettype().lookup("__repr__")
        if w_meth is not None:
            return _call_str_method(w_meth, w_obj, "__repr__")
        if isinstance(w_obj, W_BaseException):
            return exception_repr(w_obj)
        return default_repr(w_obj)
    if isinstance(w_obj, W_TypeObject):
        if w_obj.w_class is not None:
            w_meth = w_obj.w_class.lookup("__repr__")
            if w_meth is not None:
                return _call_str_method(w_meth, w_obj, "__repr__")
        if w_obj.module != "builtins":
            return "<class '%s.%s'>" % (w_obj.module, w_obj.qualname)
        return "<class '%s'>" % w_obj.qualname
    if isinstance(w_obj, W_Range):
        if w_obj.step == 1:
            return "range(%d, %d)" % (w_obj.start, w_obj.stop)
        return "range(%d, %d, %d)" % (w_obj.start, w_obj.stop, w_obj.step)
    if isinstance(w_obj, W_NotImplementedObject):
        return "NotImplemented"
    if isinstance(w_obj, W_EllipsisObject):
        return "Ellipsis"
    s = w_obj.repr_hook()
    if s is not None:
        return s
    return default_repr(w_obj)


class ReprGuard(object):
    """The containers whose repr is being computed (CPython's
    Py_ReprEnter list): a container met again inside its own repr prints
    as [...], {...}, (...), set(...) or ..."""
    _attrs_ = ("active_w",)

    def __init__(self):
        self.active_w = [None] * 0


REPR_GUARD = ReprGuard()


def repr_enter(w_obj):
    """True when w_obj's repr is already under way (then nothing is
    recorded); otherwise records it for repr_leave."""
    active_w = REPR_GUARD.active_w
    for w_x in active_w:
        if w_x is w_obj:
            return True
    active_w.append(w_obj)
    return False


def repr_leave(w_obj):
    active_w = REPR_GUARD.active_w
    i = len(active_w) - 1
    while i >= 0:
        if active_w[i] is w_obj:
            del active_w[i]
            return
        i -= 1


def long_repr(w_obj):
    """str(int) over 4300 digits raises ValueError, as in CPython 3.11."""
    from objspace.formatting_util import int_decimal_str, FormatError
    from objspace.formatops import format_error
    try:
        return int_decimal_str(w_obj.bigval)
    except FormatError as e:
        raise format_error(e)


def container_repr(w_obj):
    if isinstance(w_obj, W_List):
        # (boxes, not a switch: a float list printed stays float storage)
        return "[" + _join_reprs(w_obj.boxed_items()) + "]"
    if isinstance(w_obj, W_Tuple):
        if len(w_obj.items_w) == 1:
            return "(" + repr_w(w_obj.items_w[0]) + ",)"
        return "(" + _join_reprs(w_obj.items_w) + ")"
    assert isinstance(w_obj, W_Dict)
    return dict_repr(w_obj)


def _join_reprs(items_w):
    b = StringBuilder()
    for i in range(len(items_w)):
        if i > 0:
            b.append(", ")
        b.append(repr_w(items_w[i]))
    return b.build()


def dict_repr(w_dict):
    b = StringBuilder()
    b.append("{")
    first = True
    for w_k, w_v in w_dict.data.items():
        if not first:
            b.append(", ")
        first = False
        b.append(repr_w(w_k))
        b.append(": ")
        b.append(repr_w(w_v))
    b.append("}")
    return b.build()


def exception_repr(w_exc):
    name = w_exc.gettype().name
    args_w = w_exc.args_w
    if len(args_w) == 1:
        return "%s(%s)" % (name, repr_w(args_w[0]))
    return "%s(%s)" % (name, _join_reprs(args_w))


def exception_str(w_exc):
    from objspace.exceptions import w_KeyError
    args_w = w_exc.args_w
    if len(args_w) == 0:
        return ""
    if len(args_w) == 1:
        if w_exc.gettype().issubtype(w_KeyError):
            return repr_w(args_w[0])
        return str_w(args_w[0])
    return "(" + _join_reprs(args_w) + ")"


def str_w(w_obj):
    if isinstance(w_obj, W_Str):
        return w_obj.utf8
    if isinstance(w_obj, W_Instance):
        w_meth = w_obj.gettype().lookup("__str__")
        if w_meth is not None:
            return _call_str_method(w_meth, w_obj, "__str__")
        if isinstance(w_obj, W_BaseException):
            return exception_str(w_obj)
    elif isinstance(w_obj, W_TypeObject) and w_obj.w_class is not None:
        w_meth = w_obj.w_class.lookup("__str__")
        if w_meth is not None:
            return _call_str_method(w_meth, w_obj, "__str__")
    else:
        from objspace.mappingproxy import W_MappingProxy
        if isinstance(w_obj, W_MappingProxy):
            return str_w(w_obj.mapping())   # str: the mapping's
        from objspace.modules.mod_weakref import W_WeakProxy
        if isinstance(w_obj, W_WeakProxy):
            return str_w(w_obj.referent())  # str: the referent's
    return repr_w(w_obj)
