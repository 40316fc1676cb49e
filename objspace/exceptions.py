"""The built-in exception hierarchy and helpers to raise from RPython."""

from objspace.model import OperationError, Arguments
from objspace.typeobject import (W_TypeObject, w_object_type,
                                 LAYOUT_EXCEPTION)
from objspace.instances import W_Instance


class W_BaseException(W_Instance):
    """An exception instance; user exception classes share this layout
    (and may add attributes through the map)."""
    _attrs_ = ("args_w", "traceback", "w_context", "w_cause",
               "suppress_context")

    def __init__(self, w_class, args_w):
        W_Instance.__init__(self, w_class)
        self.args_w = args_w
        self.traceback = None
        self.w_context = None
        self.w_cause = None
        self.suppress_context = False


    def getattr_hook(self, name):
        from objspace.tupleobject import newtuple
        from objspace.noneobject import W_None
        if name == "args":
            return newtuple(list(self.args_w))
        if name == "__cause__":
            return self.w_cause if self.w_cause is not None else W_None
        if name == "__context__":
            return self.w_context if self.w_context is not None else W_None
        if name == "__traceback__":
            from objspace.frameobject import wrap_traceback
            return wrap_traceback(self.traceback)
        if name == "code" and self.gettype().issubtype(w_SystemExit):
            if len(self.args_w) == 1:
                return self.args_w[0]
            if not self.args_w:
                return W_None
            return newtuple(list(self.args_w))
        if name == "value" and self.gettype().issubtype(w_StopIteration):
            return self.args_w[0] if self.args_w else W_None
        if name == "name" or name == "path" or name == "msg" or \
                name == "obj":
            if name == "msg" and self.args_w and \
                    self.gettype().issubtype(w_SyntaxError):
                return self.args_w[0]   # one made without __init__
            return _attr_default(self.gettype(), name)
        if self.gettype().issubtype(w_SyntaxError):
            from objspace.exception_attrs import syntax_error_attr_default
            if syntax_error_attr_default(name):
                return W_None
        if name == "__suppress_context__":
            from objspace.intobject import newbool
            return newbool(self.suppress_context)
        return None

    def hooked_attr(self, name):
        """Whether setattr_hook stores `name` (tier 1 must not cache a
        store of it into the instance's map)."""
        return name == "__traceback__" or name == "__cause__" or \
            name == "__context__" or name == "__suppress_context__"

    def setattr_hook(self, name, w_value):
        if name == "__traceback__":
            from objspace.frameobject import W_TracebackObject
            from objspace.noneobject import W_NoneObject
            if isinstance(w_value, W_TracebackObject):
                self.traceback = w_value.record
            elif isinstance(w_value, W_NoneObject):
                self.traceback = None
            else:
                raise_type_error("__traceback__ must be a traceback or None")
            return True
        if name == "__cause__" or name == "__context__":
            from objspace.noneobject import W_NoneObject
            w_exc = None
            if isinstance(w_value, W_BaseException):
                w_exc = w_value
            elif not isinstance(w_value, W_NoneObject):
                raise_type_error("exception %s must be None or derive from "
                                 "BaseException" % (
                                     "cause" if name == "__cause__"
                                     else "context"))
            if name == "__cause__":
                self.w_cause = w_exc
                self.suppress_context = True
            else:
                self.w_context = w_exc
            return True
        if name == "__suppress_context__":
            from objspace import operations as ops
            self.suppress_context = ops.is_true(w_value)
            return True
        return False


def chain_context(w_exc, w_handled):
    """Implicit chaining: an exception raised while w_handled is being
    handled gets it as __context__, unless that would make a cycle (the
    link back to w_exc in w_handled's chain is cut, as CPython does)."""
    if w_handled is None or w_handled is w_exc or \
            not isinstance(w_handled, W_BaseException):
        return
    o = w_handled
    slow = w_handled
    step = False
    while True:
        w_ctx = o.w_context
        if not isinstance(w_ctx, W_BaseException):
            break
        if w_ctx is w_exc:
            o.w_context = None
            break
        o = w_ctx
        if step:
            w_slow = slow.w_context
            assert isinstance(w_slow, W_BaseException)
            slow = w_slow
        step = not step
        if o is slow:
            break           # a cycle already there, not through w_exc
    w_exc.w_context = w_handled


def _attr_default(w_type, name):
    """None for the attributes an exception class has (ImportError's
    name, path and msg, AttributeError's name and obj, NameError's name)
    while nothing set them; None (no such attribute) for others."""
    from objspace.noneobject import W_None
    if w_type.issubtype(w_SyntaxError):
        if name == "msg":
            return W_None
    elif w_type.issubtype(w_ImportError):
        if name != "obj":
            return W_None
    elif w_type.issubtype(w_AttributeError):
        if name == "name" or name == "obj":
            return W_None
    elif w_type.issubtype(w_NameError):
        if name == "name":
            return W_None
    return None


def _exc_init(args):
    """BaseException.__init__(self, *args)"""
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments"
                         % args.args_w[0].gettype().name)
    w_self = args.args_w[0]
    if isinstance(w_self, W_BaseException):
        w_self.args_w = args.args_w[1:]
    from objspace.noneobject import W_None
    return W_None


class Traceback(object):
    """One frame of a traceback: prepended as the exception leaves a
    frame, so the list reads outermost first."""
    _attrs_ = ("filename", "name", "lineno", "next", "code", "w_globals",
               "lasti", "frame", "serial", "w_tb", "w_frame")
    _immutable_fields_ = ("filename", "name", "lineno", "code", "w_globals",
                          "lasti", "frame", "serial")

    def __init__(self, filename, name, lineno, next, code=None,
                 w_globals=None, lasti=0, frame=None, serial=0):
        self.filename = filename
        self.name = name
        self.lineno = lineno
        self.next = next
        self.code = code                # the PyCode, for tb_frame.f_code
        self.w_globals = w_globals      # its module, for tb_frame
        # tb_lasti: 2 * the tier-0 instruction index (the byte offset
        # that co_positions() counts in, as the traceback module reads it)
        self.lasti = lasti
        # the interpreter frame and its activation number (Frame.serial):
        # tb_frame is that frame's live object while it still runs the
        # same call (objspace/frameobject.py)
        self.frame = frame
        self.serial = serial
        self.w_tb = None                # the traceback object, made once
        self.w_frame = None             # tb_frame once the frame finished


class ExceptionTypes(object):
    def __init__(self):
        self.by_name = {}
        self.order = []

    def add(self, name, base):
        bases = [self.by_name[base]] if base else [w_object_type]
        w_t = W_TypeObject(name, bases, LAYOUT_EXCEPTION)
        self.by_name[name] = w_t
        self.order.append(w_t)
        return w_t


TYPES = ExceptionTypes()
for _name, _base in [
        ("BaseException", None),
        ("SystemExit", "BaseException"),
        ("KeyboardInterrupt", "BaseException"),
        ("GeneratorExit", "BaseException"),
        ("Exception", "BaseException"),
        ("StopIteration", "Exception"),
        ("StopAsyncIteration", "Exception"),
        ("ArithmeticError", "Exception"),
        ("FloatingPointError", "ArithmeticError"),
        ("OverflowError", "ArithmeticError"),
        ("ZeroDivisionError", "ArithmeticError"),
        ("AssertionError", "Exception"),
        ("AttributeError", "Exception"),
        ("EOFError", "Exception"),
        ("ImportError", "Exception"),
        ("ModuleNotFoundError", "ImportError"),
        ("LookupError", "Exception"),
        ("IndexError", "LookupError"),
        ("KeyError", "LookupError"),
        ("MemoryError", "Exception"),
        ("NameError", "Exception"),
        ("UnboundLocalError", "NameError"),
        ("OSError", "Exception"),
        ("RuntimeError", "Exception"),
        ("ReferenceError", "Exception"),
        ("NotImplementedError", "RuntimeError"),
        ("RecursionError", "RuntimeError"),
        ("SyntaxError", "Exception"),
        ("IndentationError", "SyntaxError"),
        ("TabError", "IndentationError"),
        ("SystemError", "Exception"),
        ("TypeError", "Exception"),
        ("ValueError", "Exception"),
        ("UnicodeError", "ValueError"),
        ("UnicodeEncodeError", "UnicodeError"),
        ("UnicodeDecodeError", "UnicodeError"),
        ("Warning", "Exception"),
        ("DeprecationWarning", "Warning"),
        ("UserWarning", "Warning"),
        ("RuntimeWarning", "Warning"),
        ("BufferError", "Exception"),
        ("PendingDeprecationWarning", "Warning"),
        ("SyntaxWarning", "Warning"),
        ("FutureWarning", "Warning"),
        ("ImportWarning", "Warning"),
        ("UnicodeWarning", "Warning"),
        ("BytesWarning", "Warning"),
        ("ResourceWarning", "Warning"),
        ("EncodingWarning", "Warning")]:
    TYPES.add(_name, _base)

w_BaseException = TYPES.by_name["BaseException"]

from objspace.funcobject import W_BuiltinFunction  # noqa: E402
w_BaseException.dict_w["__init__"] = W_BuiltinFunction("__init__", _exc_init)


def _exc_with_traceback(args):
    """BaseException.with_traceback(tb): sets __traceback__, returns self."""
    from objspace.argcheck import check_args
    args_w = check_args(args, "with_traceback", 2, 2)
    w_self = args_w[0]
    if not isinstance(w_self, W_BaseException):
        raise_type_error("descriptor 'with_traceback' requires a "
                         "'BaseException' object")
    assert isinstance(w_self, W_BaseException)
    w_self.setattr_hook("__traceback__", args_w[1])
    return w_self


w_BaseException.dict_w["with_traceback"] = W_BuiltinFunction(
    "with_traceback", _exc_with_traceback)


def _exc_self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_BaseException):
        raise_type_error("descriptor '%s' requires a 'BaseException' "
                         "object" % name)
    w_self = args.args_w[0]
    assert isinstance(w_self, W_BaseException)
    return w_self


# attributes lbbv keeps in an exception's dict that CPython 3.11 keeps in
# C fields and does not pickle
_UNPICKLED = {"AttributeError": ["name", "obj"], "NameError": ["name"]}


def _exc_reduce(args):
    """BaseException.__reduce__: (type, args) or (type, args, state), the
    state the instance's dict; an OSError's args get its filename back,
    as CPython's OSError.__reduce__ does."""
    from objspace.tupleobject import newtuple
    from objspace.dictobject import W_Dict
    from objspace.strobject import newstr, W_Str
    from objspace.noneobject import W_None
    from objspace.oserrors import W_OSError
    w_self = _exc_self(args, "__reduce__")
    w_type = w_self.gettype()
    args_w = list(w_self.args_w)
    if isinstance(w_self, W_OSError) and len(args_w) == 2 and \
            w_self.w_filename is not W_None:
        args_w.append(w_self.w_filename)
        if w_self.w_filename2 is not W_None:
            args_w.append(W_None)
            args_w.append(w_self.w_filename2)
    skip = []
    for w_t in w_type.mro_w:
        names = _UNPICKLED.get(w_t.name, None)
        if names is not None and not w_t.is_heaptype():
            skip = names
    w_state = None
    from objspace.instances import exposed
    if w_self.map.dict_mode:
        w_dict = w_self.get_dict()
        w_state = W_Dict()
        for w_k, w_v in w_dict.data.items():
            if isinstance(w_k, W_Str) and w_k.utf8 in skip:
                continue
            w_state.setitem(w_k, w_v)
    else:
        names = w_self.map.names
        w_state = W_Dict()
        for k in range(len(names)):
            if names[k] in skip:
                continue
            w_state.setitem(newstr(names[k]), exposed(w_self.storage_w[k]))
    if len(w_state.data) == 0:
        w_state = None
    if w_state is None:
        return newtuple([w_type, newtuple(args_w)])
    return newtuple([w_type, newtuple(args_w), w_state])


def _exc_setstate(args):
    """BaseException.__setstate__(state): the dict's items set as
    attributes."""
    from objspace.argcheck import check_args
    from objspace.dictobject import W_Dict
    from objspace.noneobject import W_NoneObject
    from objspace.strobject import W_Str
    from objspace import attrs
    w_self = _exc_self(args, "__setstate__")
    w_state = check_args(args, "__setstate__", 2, 2)[1]
    if isinstance(w_state, W_NoneObject):
        return w_state
    if not isinstance(w_state, W_Dict):
        raise_type_error("state is not a dictionary")
    assert isinstance(w_state, W_Dict)
    for w_k, w_v in w_state.data.items():
        if not isinstance(w_k, W_Str):
            raise_type_error("attribute name must be string, not '%s'"
                             % w_k.gettype().name)
        assert isinstance(w_k, W_Str)
        attrs.setattr_w(w_self, w_k.utf8, w_v)
    from objspace.noneobject import W_None
    return W_None


w_BaseException.dict_w["__reduce__"] = W_BuiltinFunction("__reduce__",
                                                         _exc_reduce)
w_BaseException.dict_w["__setstate__"] = W_BuiltinFunction("__setstate__",
                                                           _exc_setstate)
w_Exception = TYPES.by_name["Exception"]
w_TypeError = TYPES.by_name["TypeError"]
w_ValueError = TYPES.by_name["ValueError"]
w_ZeroDivisionError = TYPES.by_name["ZeroDivisionError"]
w_OverflowError = TYPES.by_name["OverflowError"]
w_IndexError = TYPES.by_name["IndexError"]
w_KeyError = TYPES.by_name["KeyError"]
w_AttributeError = TYPES.by_name["AttributeError"]
w_NameError = TYPES.by_name["NameError"]
w_UnboundLocalError = TYPES.by_name["UnboundLocalError"]
w_StopIteration = TYPES.by_name["StopIteration"]
w_StopAsyncIteration = TYPES.by_name["StopAsyncIteration"]
w_RuntimeError = TYPES.by_name["RuntimeError"]
w_RecursionError = TYPES.by_name["RecursionError"]
w_NotImplementedError = TYPES.by_name["NotImplementedError"]
w_AssertionError = TYPES.by_name["AssertionError"]
w_SystemExit = TYPES.by_name["SystemExit"]
w_ImportError = TYPES.by_name["ImportError"]
w_ModuleNotFoundError = TYPES.by_name["ModuleNotFoundError"]
w_SyntaxError = TYPES.by_name["SyntaxError"]
w_KeyboardInterrupt = TYPES.by_name["KeyboardInterrupt"]
w_GeneratorExit = TYPES.by_name["GeneratorExit"]
w_MemoryError = TYPES.by_name["MemoryError"]


def new_exception(w_type, msg):
    from objspace.strobject import newstr
    return W_BaseException(w_type, [newstr(msg)])


def oefmt(w_type, msg):
    return OperationError(new_exception(w_type, msg))


def raise_type_error(msg):
    raise oefmt(w_TypeError, msg)


def raise_value_error(msg):
    raise oefmt(w_ValueError, msg)


def raise_zero_division(msg):
    raise oefmt(w_ZeroDivisionError, msg)


def raise_overflow(msg):
    raise oefmt(w_OverflowError, msg)


def raise_index_error(msg):
    raise oefmt(w_IndexError, msg)


def raise_attribute_error(msg):
    raise oefmt(w_AttributeError, msg)


def raise_name_error(msg):
    raise oefmt(w_NameError, msg)


def attribute_error(msg, name, w_obj):
    """A failed attribute look-up's AttributeError, with .name and .obj
    (the traceback's "Did you mean" suggestion reads them)."""
    from objspace.strobject import newstr
    w_exc = new_exception(w_AttributeError, msg)
    w_exc.setdictvalue("name", newstr(name))
    w_exc.setdictvalue("obj", w_obj)
    return OperationError(w_exc)


def name_error(name):
    """NameError for an undefined name, with .name set."""
    from objspace.strobject import newstr
    w_exc = new_exception(w_NameError, "name '%s' is not defined" % name)
    w_exc.setdictvalue("name", newstr(name))
    return OperationError(w_exc)


def raise_runtime_error(msg):
    raise oefmt(w_RuntimeError, msg)


def raise_key_error(w_key):
    raise OperationError(W_BaseException(w_KeyError, [w_key]))


def raise_stop_iteration():
    raise OperationError(W_BaseException(w_StopIteration, []))


def exception_matches(w_exc_type, w_check):
    """except-clause matching: w_check is a class or a tuple of them."""
    from objspace.tupleobject import W_Tuple
    if isinstance(w_check, W_Tuple):
        for w_item in w_check.items_w:
            if exception_matches(w_exc_type, w_item):
                return True
        return False
    if isinstance(w_check, W_TypeObject):
        return w_exc_type.issubtype(w_check)
    return False
