"""CALL, CALL_FUNCTION_EX and MAKE_FUNCTION (class creation:
objspace/metaclass.py)."""

from objspace.model import Arguments
from objspace.tupleobject import W_Tuple
from objspace.dictobject import W_Dict
from objspace.strobject import W_Str
from objspace.exceptions import raise_type_error
from objspace.funcobject import W_BoundMethod
from interpreter.runtime.function import (W_Function, W_Cell, bind_arguments,
                                          bind_keywords, keyword_slots)
from interpreter.runtime.frame import Frame, new_frame, release
from interpreter.runtime.pycode import CO_VARKEYWORDS
from objspace.typeobject import W_TypeObject, LAYOUT_INSTANCE
from objspace.instances import W_Instance


def call(stack, sp, oparg, w_kwnames):
    """CALL: stack holds callable, self_or_null, args[oparg]."""
    base = sp - oparg - 2
    assert base >= 0
    return stack[base].call(arguments(stack, sp, oparg, w_kwnames))


def inline_frame(stack, sp, oparg, w_kwnames):
    """CALL of a Python function, or of a method bound to one, that does
    not make a generator: its frame with the arguments bound, for the
    dispatch loop to switch to (inline_calls.py); else None."""
    from interpreter.runtime.inline_calls import can_inline
    base = sp - oparg - 2
    assert base >= 0
    w_func = stack[base]
    w_self = None
    if isinstance(w_func, W_BoundMethod) and stack[base + 1] is None:
        w_self = w_func.w_self
        w_func = w_func.w_func
    if isinstance(w_func, W_TypeObject) and w_kwnames is not None and \
            stack[base + 1] is None:
        return _class_keyword_frame(w_func, stack, base, oparg, w_kwnames)
    if not isinstance(w_func, W_Function) or not can_inline(w_func.code):
        return None
    if w_kwnames is not None and \
            not w_func.code.co_flags & CO_VARKEYWORDS:
        slots = keyword_slots(w_func.code, w_kwnames)
        if slots is not None:
            if w_self is None:
                w_self = stack[base + 1]    # (a method call's self)
            frame = new_frame(w_func.code, w_func.w_globals, w_func.closure)
            if bind_keywords(w_func, frame.locals_w, w_self, stack,
                             base + 2, oparg - len(slots), slots):
                return frame
            release(frame)      # (an error: bind_arguments words it)
    args = arguments(stack, sp, oparg, w_kwnames)
    if w_self is not None:
        args = args.prepend(w_self)
    frame = new_frame(w_func.code, w_func.w_globals, w_func.closure)
    bind_arguments(w_func, frame.locals_w, args)
    return frame


def plain_class_init(w_class):
    """The __init__ of a class called as CALL_PY_CLASS calls it: a Python
    function, on a plain class (object's __new__, no metaclass, not
    abstract); else None."""
    from objspace.metaclass import OBJECT_NEW
    if w_class.layout != LAYOUT_INSTANCE or w_class.w_class is not None or \
            w_class.abstract:
        return None
    w_init = w_class.lookup("__init__")
    if isinstance(w_init, W_Function) and \
            w_class.lookup("__new__") is OBJECT_NEW:
        return w_init
    return None


# CALL_PY_CLASS's two forms (its cache's form)
INIT_FORM = 0
NEW_FORM = 1


def new_call_target(w_class):
    """The __new__ of a class whose call is a call of it alone: a Python
    function (a staticmethod, as a class body makes it), the class's
    __init__ object's (so type.__call__ runs no __init__ after it for an
    instance of the class itself), no metaclass, not abstract; else
    None."""
    from objspace.metaclass import OBJECT_INIT
    from objspace.funcobject import W_StaticMethod
    if w_class.w_class is not None or w_class.abstract or \
            w_class.lookup("__init__") is not OBJECT_INIT:
        return None
    w_new = w_class.lookup("__new__")
    if isinstance(w_new, W_StaticMethod):
        w_func = w_new.w_func
        if isinstance(w_func, W_Function):
            return w_func
    return None


def _class_keyword_frame(w_class, stack, base, oparg, w_kwnames):
    """A plain class called with keywords (`Point(x=1, y=2)`): the frame
    of its __init__ bound from the stack (bind_keywords), the new
    instance its w_init_self; else None (the generic call)."""
    from interpreter.runtime.inline_calls import can_inline
    w_init = plain_class_init(w_class)
    if w_init is None or not can_inline(w_init.code) or \
            w_init.code.co_flags & CO_VARKEYWORDS:
        return None
    slots = keyword_slots(w_init.code, w_kwnames)
    if slots is None:
        return None
    w_inst = W_Instance(w_class)
    frame = new_frame(w_init.code, w_init.w_globals, w_init.closure)
    if bind_keywords(w_init, frame.locals_w, w_inst, stack, base + 2,
                     oparg - len(slots), slots):
        frame.w_init_self = w_inst
        return frame
    release(frame)
    return None


def arguments(stack, sp, oparg, w_kwnames):
    """The Arguments of a CALL: self_or_null, then args[oparg] of which
    the last len(w_kwnames) are keywords."""
    base = sp - oparg - 2
    assert base >= 0
    w_self = stack[base + 1]
    nargs = oparg
    first = base + 2
    if w_self is not None:
        first = base + 1
        nargs += 1
    npos = nargs
    kw_names = None
    kw_values_w = None
    if w_kwnames is not None:
        assert isinstance(w_kwnames, W_Tuple)
        nkw = len(w_kwnames.items_w)
        npos = nargs - nkw
        kw_names = [None] * nkw
        kw_values_w = [None] * nkw
        for i in range(nkw):
            w_name = w_kwnames.items_w[i]
            assert isinstance(w_name, W_Str)
            kw_names[i] = w_name.utf8
            kw_values_w[i] = stack[first + npos + i]
    args_w = [None] * npos
    for i in range(npos):
        args_w[i] = stack[first + i]
    return Arguments(args_w, kw_names, kw_values_w)


def call_function_ex(stack, sp, oparg):
    """func, null, callargs (tuple), [kwargs dict] -- res"""
    w_kwargs = None
    if oparg & 1:
        sp -= 1
        w_kwargs = stack[sp]
        stack[sp] = None
    w_args = stack[sp - 1]
    w_func = stack[sp - 3]
    assert isinstance(w_args, W_Tuple)
    kw_names = None
    kw_values_w = None
    if w_kwargs is not None:
        assert isinstance(w_kwargs, W_Dict)
        kw_names = []
        kw_values_w = []
        for w_k, w_v in w_kwargs.data.items():
            if not isinstance(w_k, W_Str):
                raise_type_error("keywords must be strings")
            kw_names.append(w_k.utf8)
            kw_values_w.append(w_v)
    w_res = w_func.call(Arguments(list(w_args.items_w), kw_names,
                                  kw_values_w))
    stack[sp - 1] = None
    stack[sp - 2] = None
    stack[sp - 3] = w_res
    return sp - 2


def make_function(frame, stack, sp, oparg):
    sp -= 1
    w_code = stack[sp]
    stack[sp] = None
    closure = None
    kwdefaults = None
    defaults_w = None
    if oparg & 8:
        sp -= 1
        w_cells = stack[sp]
        stack[sp] = None
        assert isinstance(w_cells, W_Tuple)
        cells_w = w_cells.items_w
        # (sized once: appending grew it, a resize per function made)
        closure = [None] * len(cells_w)
        for j in range(len(cells_w)):
            w_c = cells_w[j]
            assert isinstance(w_c, W_Cell)
            closure[j] = w_c
    w_annotations = None
    if oparg & 4:
        sp -= 1
        w_annotations = stack[sp]
        stack[sp] = None
        assert isinstance(w_annotations, W_Dict)
    if oparg & 2:
        sp -= 1
        w_kw = stack[sp]
        stack[sp] = None
        assert isinstance(w_kw, W_Dict)
        kwdefaults = w_kw
    if oparg & 1:
        sp -= 1
        w_defs = stack[sp]
        stack[sp] = None
        assert isinstance(w_defs, W_Tuple)
        defaults_w = list(w_defs.items_w)
    from interpreter.runtime.pycode import PyCode
    assert isinstance(w_code, PyCode)
    w_func = W_Function(w_code, frame.w_globals, defaults_w, kwdefaults,
                        closure)
    w_func.w_annotations = w_annotations
    stack[sp] = w_func
    return sp + 1
