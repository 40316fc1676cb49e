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
    _attrs_ = ("code", "w_globals", "lineno", "frame")

    def __init__(self, code, w_globals, lineno, frame):
        self.code = code            # PyCode
        self.w_globals = w_globals  # W_Module
        self.lineno = lineno
        self.frame = frame          # the live interpreter Frame, or None

    def gettype(self):
        return w_frame_type

    def getattr_hook(self, name):
        if name == "f_code":
            return self.code
        if name == "f_globals":
            return self.w_globals.get_w_dict()
        if name == "f_lineno":
            if self.frame is not None:
                return newint(self.frame.code.line_at(self.frame.pc))
            return newint(self.lineno)
        if name == "f_back":
            frame = self.frame
            if frame is None or frame.f_back is None:
                return W_None
            return live_frame(frame.f_back)
        if name == "f_locals":
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
            if self.frame is not None:
                return newint(2 * self.frame.code.tier0_index(
                    self.frame.pc))
            return newint(-1)
        if name == "f_trace":
            return W_None
        return None

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<frame at %s, file '%s', line %d, code %s>" % (
            address_of(self), self.code.co_filename, self.lineno,
            self.code.co_name)


def live_frame(frame):
    # the frame and its callers stay as they are (release() does not
    # recycle them), so f_back and f_locals keep meaning these calls
    f = frame
    while f is not None and not f.escaped:
        f.escaped = True
        f = f.f_back
    return W_FrameObject(frame.code, frame.w_globals,
                         frame.code.line_at(frame.pc), frame)


class W_TracebackObject(W_Object):
    _attrs_ = _immutable_fields_ = ("record",)

    def __init__(self, record):
        self.record = record        # objspace.exceptions.Traceback

    def gettype(self):
        return w_traceback_type

    def getattr_hook(self, name):
        record = self.record
        if name == "tb_frame":
            return W_FrameObject(record.code, record.w_globals,
                                 record.lineno, None)
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


def wrap_traceback(record):
    if record is None:
        return W_None
    return W_TracebackObject(record)


w_frame_type = W_TypeObject("frame", [w_object_type])
w_traceback_type = W_TypeObject("traceback", [w_object_type])
