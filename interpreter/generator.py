"""Generators: a suspended frame resumed by next()/send(). The frame's
code starts with RETURN_GENERATOR; POP_TOP; the first resume pushes the
None that POP_TOP discards, as in CPython."""

from objspace.iterobject import W_AbstractIterator
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.noneobject import W_None
from objspace.exceptions import raise_value_error


class W_Generator(W_AbstractIterator):
    _attrs_ = ("frame", "name", "qualname", "running", "w_return",
               "started")

    def __init__(self, frame, name, qualname):
        self.frame = frame
        self.name = name
        self.qualname = qualname
        self.running = False
        self.w_return = None
        self.started = False

    def gettype(self):
        return w_generator_type

    def resume(self, w_sent, thrown=None):
        """Runs to the next yield: the yielded value, or None when the
        generator returned (its value is then in w_return). `thrown`
        raises an exception at the paused yield instead of sending."""
        from interpreter.eval import run_frame
        frame = self.frame
        if frame.finished:
            if thrown is not None:
                raise thrown
            self.w_return = None     # StopIteration carries it only once
            return None
        if self.running:
            raise_value_error("generator already executing")
        if thrown is None:
            frame.locals_w[frame.sp] = w_sent
            frame.sp += 1
        self.running = True
        self.started = True
        try:
            w_res = run_frame(frame, thrown)
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


def _self(args):
    if not args.args_w or not isinstance(args.args_w[0], W_Generator):
        from objspace.exceptions import raise_type_error
        raise_type_error("descriptor requires a 'generator' object")
    w_gen = args.args_w[0]
    assert isinstance(w_gen, W_Generator)
    return w_gen


def _stop(w_gen):
    from objspace.model import OperationError
    from objspace.exceptions import W_BaseException, w_StopIteration
    args_w = []
    if w_gen.w_return is not None and w_gen.w_return is not W_None:
        args_w = [w_gen.w_return]
    return OperationError(W_BaseException(w_StopIteration, args_w))


def gen_send(args):
    w_gen = _self(args)
    w_v = args.args_w[1] if len(args.args_w) > 1 else W_None
    if not w_gen.started and w_v is not W_None:
        from objspace.exceptions import raise_type_error
        raise_type_error("can't send non-None value to a just-started "
                         "generator")
    w_res = w_gen.resume(w_v)
    if w_res is None:
        raise _stop(w_gen)
    return w_res


def gen_next(args):
    w_gen = _self(args)
    w_res = w_gen.resume(W_None)
    if w_res is None:
        raise _stop(w_gen)
    return w_res


def gen_throw(args):
    from objspace.model import OperationError
    from interpreter.ops_misc import make_exception
    w_gen = _self(args)
    if len(args.args_w) < 2:
        from objspace.exceptions import raise_type_error
        raise_type_error("throw expected at least 1 argument, got 0")
    w_exc = make_exception(args.args_w[1])
    w_res = w_gen.resume(W_None, OperationError(w_exc))
    if w_res is None:
        raise _stop(w_gen)
    return w_res


def gen_close(args):
    w_gen = _self(args)
    w_gen.frame.finished = True
    return W_None


def _install():
    from objspace.funcobject import W_BuiltinFunction
    for name, fn in [("send", gen_send), ("__next__", gen_next),
                     ("throw", gen_throw), ("close", gen_close)]:
        w_generator_type.dict_w[name] = W_BuiltinFunction(name, fn)


_install()
