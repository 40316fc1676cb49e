"""Generators: a suspended frame resumed by next()/send(). The frame's
code starts with RETURN_GENERATOR; POP_TOP; the first resume pushes the
None that POP_TOP discards, as in CPython."""

from objspace.iterobject import W_AbstractIterator
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.noneobject import W_None
from objspace.exceptions import raise_value_error


class W_Generator(W_AbstractIterator):
    _attrs_ = ("frame", "name", "qualname", "running", "w_return")

    def __init__(self, frame, name, qualname):
        self.frame = frame
        self.name = name
        self.qualname = qualname
        self.running = False
        self.w_return = None

    def gettype(self):
        return w_generator_type

    def resume(self, w_sent):
        """Runs to the next yield: the yielded value, or None when the
        generator returned (its value is then in w_return)."""
        from interpreter.eval import run_frame
        frame = self.frame
        if frame.finished:
            return None
        if self.running:
            raise_value_error("generator already executing")
        frame.locals_w[frame.sp] = w_sent
        frame.sp += 1
        self.running = True
        try:
            w_res = run_frame(frame)
        finally:
            self.running = False
        if frame.finished:
            self.w_return = w_res
            return None
        return w_res

    def next_w(self):
        return self.resume(W_None)

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<generator object %s at %s>" % (self.qualname,
                                                address_of(self))


w_generator_type = W_TypeObject("generator", [w_object_type])
