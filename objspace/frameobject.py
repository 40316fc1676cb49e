"""Frame and traceback objects as Python sees them: `exc.__traceback__`
(tb_frame, tb_lineno, tb_next, tb_lasti) and `sys._getframe()`
(f_code, f_globals, f_lineno, f_back, f_locals, f_builtins).

Tracebacks are recorded as RPython `Traceback` records (objspace/
exceptions.py) while an exception unwinds; a W_TracebackObject wraps one
record when a program asks. The frame of a traceback entry keeps its
code, globals and line, not the interpreter frame (which may be reused
once finished), so its f_locals raises AttributeError saying so. A frame
from sys._getframe() is live and reads its locals as locals() does."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import newint
from objspace.noneobject import W_None


class W_FrameObject(W_Object):
    _attrs_ = ("code", "w_globals", "lineno", "frame", "lasti", "cleared")

    def __init__(self, code, w_globals, lineno, frame, lasti=0):
        self.code = code            # PyCode
        self.w_globals = w_globals  # W_Module
        self.lineno = lineno
        self.frame = frame          # the live interpreter Frame, or None
        self.lasti = lasti          # f_lasti of a finished frame
        self.cleared = False        # frame.clear() was called: no locals

    def gettype(self):
        return w_frame_type

    def current_line(self):
        if self.frame is not None:
            return self.frame.code.line_at(self.frame.pc)
        return self.lineno

    def getattr_hook(self, name):
        if name == "f_code":
            return self.code
        if name == "f_globals":
            return self.w_globals.get_w_dict()
        if name == "f_lineno":
            return newint(self.current_line())
        if name == "f_back":
            frame = self.frame
            if frame is None or frame.f_back is None:
                return W_None
            return live_frame(frame.f_back)
        if name == "f_locals":
            if self.cleared:
                from objspace.dictobject import W_Dict
                return W_Dict()
            if self.frame is None:
                from objspace.exceptions import raise_attribute_error
                raise_attribute_error("lbbv keeps no locals of a frame that "
                                      "has finished (f_locals of a "
                                      "traceback's frame)")
            from interpreter.runtime.dyncode import frame_locals
            return frame_locals(self.frame)
        if name == "f_builtins":
            from interpreter.runtime.module import builtins_module
            return builtins_module().get_w_dict()
        if name == "f_lasti":
            frame = self.frame
            if frame is not None:
                return newint(2 * frame.code.tier0_index(frame.pc))
            return newint(self.lasti)
        if name == "f_trace":
            return W_None
        return None

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<frame at %s, file '%s', line %d, code %s>" % (
            address_of(self), self.code.co_filename, self.current_line(),
            self.code.co_name)


def frame_clear(args):
    """frame.clear(), as CPython's: a frame still executing raises
    RuntimeError; a suspended generator's frame closes the generator
    first; the locals are dropped (f_locals is then empty). unittest's
    assertRaises calls it on every frame of the traceback it caught
    (traceback.clear_frames)."""
    from objspace.argcheck import check_args
    from objspace.exceptions import raise_type_error, raise_runtime_error
    args_w = check_args(args, "clear", 1, 1)
    w_self = args_w[0]
    if not isinstance(w_self, W_FrameObject):
        raise_type_error("descriptor 'clear' for 'frame' objects doesn't "
                         "apply to a '%s' object" % w_self.gettype().name)
        raise AssertionError
    frame = w_self.frame
    if frame is not None:
        if not frame.finished:
            gen_ref = frame.gen_ref
            if gen_ref is None or _executing(frame):
                raise_runtime_error("cannot clear an executing frame")
                raise AssertionError
            w_gen = gen_ref()
            if w_gen is not None:
                w_gen.close()
        w_self.lineno = frame.code.line_at(frame.pc)
        w_self.lasti = 2 * frame.code.tier0_index(frame.pc)
        for i in range(frame.code.co_nlocalsplus):
            frame.locals_w[i] = None
        w_self.frame = None
    w_self.cleared = True
    return W_None


def _executing(frame):
    """The frame is on the call stack (running, or calling)."""
    from interpreter.runtime.state import STATE
    f = STATE.topframe
    while f is not None:
        if f is frame:
            return True
        f = f.f_back
    return False


def live_frame(frame):
    """The frame object of a running interpreter frame (one per frame:
    sys._getframe() is sys._getframe()). The frame and its callers stay
    as they are (release() does not recycle them), so f_back and f_locals
    keep meaning these calls."""
    w_frame = frame.w_frameobj
    if w_frame is not None:
        return w_frame
    f = frame
    while f is not None and not f.escaped:
        f.escaped = True
        f = f.f_back
    w_frame = W_FrameObject(frame.code, frame.w_globals,
                           frame.code.line_at(frame.pc), frame)
    frame.w_frameobj = w_frame
    return w_frame


class W_TracebackObject(W_Object):
    _attrs_ = _immutable_fields_ = ("record",)

    def __init__(self, record):
        self.record = record        # objspace.exceptions.Traceback

    def gettype(self):
        return w_traceback_type

    def getattr_hook(self, name):
        record = self.record
        if name == "tb_frame":
            return traceback_frame(record)
        if name == "tb_lineno":
            return newint(record.lineno)
        if name == "tb_next":
            return wrap_traceback(record.next)
        if name == "tb_lasti":
            return newint(record.lasti)
        return None

    def setattr_hook(self, name, w_value):
        # tb.tb_next is writable (unittest cuts its own frames off)
        if name != "tb_next":
            return False
        if w_value is W_None:
            self.record.next = None
            return True
        if not isinstance(w_value, W_TracebackObject):
            from objspace.exceptions import raise_type_error
            raise_type_error("expected traceback object, got '%s'"
                             % w_value.gettype().name)
            raise AssertionError
        r = w_value.record
        while r is not None:
            if r is self.record:
                from objspace.exceptions import raise_value_error
                raise_value_error("traceback loop detected")
            r = r.next
        self.record.next = w_value.record
        return True

    def delattr_hook(self, name):
        if name == "tb_next":
            from objspace.exceptions import raise_type_error
            raise_type_error("can't delete tb_next attribute")
        return False


def traceback_frame(record):
    """tb_frame: the frame's object while it is still the call the
    traceback entry was recorded in (running, or ended by an exception),
    else a frame object keeping the code, globals and line (a frame that
    returned is cleared and reused)."""
    if record.w_frame is not None:
        return record.w_frame
    frame = record.frame
    if frame is not None and frame.serial == record.serial:
        # the same call, running or ended by an exception (such frames
        # are not reused): its f_lineno is where it stopped
        return live_frame(frame)
    w_frame = W_FrameObject(record.code, record.w_globals, record.lineno,
                            None, record.lasti)
    record.w_frame = w_frame
    return w_frame


def wrap_traceback(record):
    if record is None:
        return W_None
    w_tb = record.w_tb
    if w_tb is None:
        w_tb = W_TracebackObject(record)
        record.w_tb = w_tb
    return w_tb


def traceback_new(args):
    """types.TracebackType(tb_next, tb_frame, tb_lasti, tb_lineno)."""
    from objspace.argcheck import check_args
    from objspace.exceptions import raise_type_error, Traceback
    from objspace.intobject import W_Int
    args_w = check_args(args, "traceback", 4, 4)
    w_next, w_frame, w_lasti, w_lineno = (args_w[0], args_w[1], args_w[2],
                                          args_w[3])
    next = None
    if isinstance(w_next, W_TracebackObject):
        next = w_next.record
    elif w_next is not W_None:
        raise_type_error("expected traceback object or None, got '%s'"
                         % w_next.gettype().name)
    if not isinstance(w_frame, W_FrameObject):
        raise_type_error("TracebackType() argument 'tb_frame' must be "
                         "frame, not %s" % w_frame.gettype().name)
        raise AssertionError
    if not isinstance(w_lasti, W_Int) or not isinstance(w_lineno, W_Int):
        w_bad = w_lasti if not isinstance(w_lasti, W_Int) else w_lineno
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_bad.gettype().name)
        raise AssertionError
    assert isinstance(w_lasti, W_Int)
    assert isinstance(w_lineno, W_Int)
    code = w_frame.code
    record = Traceback(code.co_filename, code.co_name, w_lineno.intval, next,
                       code, w_frame.w_globals, w_lasti.intval)
    record.w_frame = w_frame
    return wrap_traceback(record)


w_frame_type = W_TypeObject("frame", [w_object_type])
w_traceback_type = W_TypeObject("traceback", [w_object_type])


def traceback_new_static(args):
    """traceback.__new__(cls, ...)"""
    from objspace.model import Arguments
    if not args.args_w or args.args_w[0] is not w_traceback_type:
        from objspace.exceptions import raise_type_error
        raise_type_error("traceback.__new__(X): X is not the traceback type")
    return traceback_new(Arguments(args.args_w[1:]))


def _install():
    from objspace.funcobject import W_BuiltinFunction, W_StaticMethod
    w_frame_type.dict_w["clear"] = W_BuiltinFunction("clear", frame_clear)
    w_traceback_type.w_new = W_BuiltinFunction("traceback", traceback_new)
    w_traceback_type.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction(
        "__new__", traceback_new_static))


_install()
