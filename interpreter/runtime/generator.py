"""Generators: a suspended frame resumed by next()/send(). The frame's
code starts with RETURN_GENERATOR; POP_TOP; the first resume pushes the
None that POP_TOP discards, as in CPython."""

import weakref

from rpython.rlib.objectmodel import always_inline
from objspace.iterobject import W_AbstractIterator
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.noneobject import W_None
from objspace.exceptions import (raise_value_error, new_exception,
                                 W_BaseException, w_StopIteration,
                                 w_RuntimeError)
from objspace.model import OperationError
from annotator_rules import opcodes as op


class W_AwaitIter(W_AbstractIterator):
    """An iterator written in RPython that an await can delegate to
    (coroutine.py: a coroutine's __await__(), an async generator's
    __anext__()/asend()/athrow()/aclose()). resume() gives the value to
    yield, or None at the end with the result in w_return."""
    _attrs_ = ("w_return",)

    def resume(self, w_sent, thrown=None):
        raise NotImplementedError

    def throw(self, operr):
        return self.resume(W_None, operr)

    def close(self):
        pass

    def next_w(self):
        return self.resume(W_None)


@always_inline
def _paused_in_send(frame):
    """The frame is paused at the YIELD_VALUE of a SEND (`yield from`,
    `await`): tested inline by each resumption, which calls delegate()
    only then."""
    from interpreter.runtime.ops_misc import IS_SEND
    pc = frame.pc
    co_code = frame.code.co_code
    return pc >= 2 and co_code[2 * (pc - 1)] == op.YIELD_VALUE and \
        IS_SEND[co_code[2 * (pc - 2)]]


class W_Generator(W_AbstractIterator):
    _attrs_ = ("frame", "name", "qualname", "running", "w_return",
               "started", "w_handled", "w_name", "w_qualname")
    kind = "generator"      # in messages; coroutine.py's subclasses

    def __init__(self, frame, name, qualname):
        self.frame = frame
        # (frame.clear() of its frame closes it; weak: a dropped generator
        # must stay collectable, gen_finalize.py)
        frame.gen_ref = weakref.ref(self)
        self.name = name
        self.qualname = qualname
        self.running = False
        self.w_return = None
        self.started = False
        # the exception being handled where the frame is paused (it yielded
        # or awaited inside an except block), kept apart from the caller's
        self.w_handled = None
        self.w_name = None          # __name__, __qualname__ made once
        self.w_qualname = None

    def gettype(self):
        return w_generator_type

    def name_object(self, qual):
        if qual:
            if self.w_qualname is None:
                from objspace.strobject import newstr
                self.w_qualname = newstr(self.qualname)
            return self.w_qualname
        if self.w_name is None:
            from objspace.strobject import newstr
            self.w_name = newstr(self.name)
        return self.w_name

    def code_flags(self):
        return self.frame.code.co_flags

    def resume(self, w_sent, thrown=None, push=True):
        """Runs to the next yield: the yielded value, or None when the
        generator returned (its value is then in w_return). `thrown`
        raises an exception at the paused yield instead of sending;
        push=False resumes with the stack as it is."""
        from interpreter.runtime.eval import run_frame
        from interpreter.runtime.state import STATE
        frame = self.frame
        if frame.finished:
            if thrown is not None:
                raise thrown
            self.w_return = None     # StopIteration carries it only once
            return None
        if self.running:
            raise_value_error("%s already executing" % self.kind)
        if thrown is None and push:
            if self.started and _paused_in_send(frame):
                w_yf = self.delegate()
                if isinstance(w_yf, W_Generator):
                    return self.resume_through(w_yf, w_sent)
            if frame.code.co_code[2 * frame.pc] == op.POP_TOP:
                # `yield x` as a statement, and a generator's start: the
                # value sent would be popped at once; one dispatch less
                # per resumption (nqueens: 8% of its dispatches)
                frame.pc += 1
            else:
                frame.locals_w[frame.sp] = w_sent
                frame.sp += 1
        self.running = True
        if not self.started:
            self.started = True
            if frame.code.exception_table:
                # try/with around its yields: closed if dropped suspended
                from interpreter.runtime.gen_finalize import register
                register(self)
        w_caller = STATE.w_handled
        frame.is_gen = True
        frame.w_gen_outer = w_caller
        if self.w_handled is not None:
            STATE.w_handled = self.w_handled
        try:
            try:
                w_res = run_frame(frame, thrown)
            except OperationError as e:
                raise self.escaped(e)
        finally:
            self.running = False
            frame.f_back = None     # a suspended generator has no caller
            w_now = STATE.w_handled
            self.w_handled = None
            if not frame.finished and frame.exc_depth > 0:
                self.w_handled = w_now
            STATE.w_handled = w_caller
        if frame.finished:
            # (a frame ended by an exception keeps its locals: its
            # traceback's tb_frame is that frame, as CPython's frame
            # object takes them over)
            _drop_locals(frame)
            self.w_return = w_res
            return None
        return w_res

    def drain(self, sink):
        """next() for a built-in that consumes the generator whole: the
        values sink.take() accepts are taken in the eval loop, the frame
        going on at once (interpreter/runtime/gen_drain.py); the first
        value it declines, yielded as next() would, or None at the end."""
        frame = self.frame
        frame.sink = sink
        try:
            return self.resume(W_None)
        finally:
            frame.sink = None

    def resume_through(self, w_yf, w_sent):
        """Resumes a generator paused in `yield from` (or `await`) of the
        generator w_yf by resuming w_yf directly: a value it yields is
        what this frame's SEND and YIELD_VALUE would pass up unchanged, so
        the frame need not run (a chain of n delegating generators costs
        n of these calls per value, not n frame resumptions). Only its
        end runs the frame: a return continues after the `yield from`
        (finish_yield_from), an exception is raised at it. Meanwhile the
        frame is linked in as running (gi_running, f_back, the recursion
        depth and the exception it is handling), as when it runs SEND."""
        from interpreter.runtime.state import STATE
        from interpreter.runtime.ops_misc import recursion_error
        state = STATE
        depth = state.depth
        if depth >= state.recursion_limit:
            raise recursion_error()
        frame = self.frame
        w_caller = state.w_handled
        if self.w_handled is not None:
            state.w_handled = self.w_handled
        frame.f_back = state.topframe
        state.topframe = frame
        state.depth = depth + 1
        self.running = True
        try:
            try:
                w_res = w_yf.resume(w_sent)
            finally:
                self.running = False
                state.topframe = frame.f_back
                frame.f_back = None
                state.depth = depth
                state.w_handled = w_caller
        except OperationError as e:
            return self.resume(W_None, e)
        if w_res is not None:
            return w_res
        return self.finish_yield_from(w_yf.w_return)

    def delegate(self):
        """The sub-iterator of the `yield from` the frame is paused in
        (SEND; YIELD_VALUE just before frame.pc), or None."""
        from interpreter.runtime.ops_misc import IS_SEND
        frame = self.frame
        if not self.started or frame.finished or self.running:
            return None
        if not _paused_in_send(frame):
            return None
        return frame.locals_w[frame.sp - 1]

    def escaped(self, e):
        return stop_iteration_escaped(e, self.kind)

    def throw(self, operr):
        """gen.throw(): a `yield from` in progress passes the exception to
        its sub-generator first, as CPython does; GeneratorExit closes it."""
        from objspace.model import OperationError
        from objspace.exceptions import w_GeneratorExit
        w_yf = self.delegate()
        if w_yf is not None and not (isinstance(w_yf, W_Generator) or
                                     isinstance(w_yf, W_AwaitIter)):
            return self.throw_other(w_yf, operr)
        if w_yf is not None and (isinstance(w_yf, W_Generator) or
                                 isinstance(w_yf, W_AwaitIter)):
            if operr.w_value.gettype().issubtype(w_GeneratorExit):
                try:
                    _sub_close(w_yf)
                except OperationError as e:
                    return self.resume(W_None, e)
                return self.resume(W_None, operr)
            try:
                w_res = self.sub_throw_linked(w_yf, operr)
            except OperationError as e:
                return self.resume(W_None, e)
            if w_res is not None:
                return w_res
            return self.finish_yield_from(_sub_return(w_yf))
        return self.resume(W_None, operr)

    def sub_throw_linked(self, w_yf, operr):
        """The sub-generator's throw() with this generator's frame linked
        in as running (the sub-generator's f_back is it, and it reads as
        gi_running), as CPython's _gen_throw does."""
        from interpreter.runtime.state import STATE
        frame = self.frame
        prev = STATE.topframe
        frame.f_back = prev
        STATE.topframe = frame
        self.running = True
        try:
            return _sub_throw(w_yf, operr)
        finally:
            self.running = False
            STATE.topframe = prev
            frame.f_back = None

    def throw_other(self, w_yf, operr):
        """throw() while delegating to an iterator that is not a
        generator: its close() for GeneratorExit, its throw(exc) if it has
        one (a StopIteration from it ends the `yield from`), else the
        exception is raised at the `yield from`."""
        from objspace import attrs
        from objspace.model import Arguments
        from objspace.exceptions import w_GeneratorExit
        if operr.w_value.gettype().issubtype(w_GeneratorExit):
            try:
                w_close = attrs.getattr_or_none(w_yf, "close")
                if w_close is not None:
                    w_close.call(Arguments([]))
            except OperationError as e:
                return self.resume(W_None, e)
            return self.resume(W_None, operr)
        try:
            w_throw = attrs.getattr_or_none(w_yf, "throw")
        except OperationError as e:
            return self.resume(W_None, e)
        if w_throw is None:
            return self.resume(W_None, operr)
        return self.call_sub_throw(w_throw, [operr.w_value])

    def call_sub_throw(self, w_throw, args_w):
        """The delegate's throw(*args_w): what it yields, or the end of
        the `yield from` when it raises StopIteration."""
        from objspace.model import Arguments
        try:
            return w_throw.call(Arguments(args_w))
        except OperationError as e:
            if e.w_value.gettype().issubtype(w_StopIteration):
                return self.finish_yield_from(stop_value(e))
            return self.resume(W_None, e)

    def raw_throw_target(self, w_typ):
        """gen.throw(typ, ...) while delegating to an iterator that is
        not a generator but has a throw method: that method, which gets
        the arguments as they are (CPython checks them only when the
        generator itself raises); else None."""
        from objspace import attrs
        from objspace.typeobject import W_TypeObject
        from objspace.exceptions import w_GeneratorExit
        w_yf = self.delegate()
        if w_yf is None or isinstance(w_yf, W_Generator) or \
                isinstance(w_yf, W_AwaitIter):
            return None
        if isinstance(w_typ, W_TypeObject):
            if w_typ.issubtype(w_GeneratorExit):
                return None
        elif w_typ.gettype().issubtype(w_GeneratorExit):
            return None
        return attrs.getattr_or_none(w_yf, "throw")

    def finish_yield_from(self, w_ret):
        """The sub-generator returned (during throw() or resume_through()):
        continue after the SEND loop with its return value, as SEND does
        when it finishes."""
        from interpreter.runtime.ops_misc import send_finished_pc
        frame = self.frame
        pc = frame.pc - 2
        assert pc >= 0
        frame.locals_w[frame.sp - 1] = w_ret if w_ret is not None else W_None
        frame.pc = send_finished_pc(frame.code, pc)
        return self.resume(W_None, None, False)

    def close(self):
        from objspace.model import OperationError
        from objspace.exceptions import W_BaseException, w_GeneratorExit, \
            w_StopIteration, raise_runtime_error
        frame = self.frame
        if frame.finished:
            return
        if not self.started:
            frame.finished = True
            return
        try:
            w_res = self.throw(OperationError(
                W_BaseException(w_GeneratorExit, [])))
        except OperationError as e:
            w_type = e.w_value.gettype()
            if w_type.issubtype(w_GeneratorExit) or \
                    w_type.issubtype(w_StopIteration):
                return
            raise
        if w_res is not None:
            raise_runtime_error("%s ignored GeneratorExit" % self.kind)

    def next_w(self):
        return self.resume(W_None)

    def getattr_hook(self, name):
        from objspace.strobject import newstr
        from objspace.intobject import newbool
        if name == "__name__" or name == "__qualname__":
            return self.name_object(name == "__qualname__")
        if name == "gi_running":
            return newbool(self.running)
        if name == "gi_code":
            return self.frame.code
        if name == "gi_yieldfrom":
            w_yf = self.delegate()
            return w_yf if w_yf is not None else W_None
        if name == "gi_frame":
            from interpreter.runtime.coroutine import frame_attr
            return frame_attr(self, name)
        if name == "gi_suspended":
            return newbool(self.started and not self.running and
                           not self.frame.finished)
        return None

    def setattr_hook(self, name, w_value):
        from objspace.strobject import W_Str
        if name == "__name__" or name == "__qualname__":
            if not isinstance(w_value, W_Str):
                from objspace.exceptions import raise_type_error
                raise_type_error("%s must be set to a string object" % name)
                raise AssertionError
            if name == "__name__":
                self.name = w_value.utf8
                self.w_name = w_value
            else:
                self.qualname = w_value.utf8
                self.w_qualname = w_value
            return True
        return False

    def delattr_hook(self, name):
        if name == "__name__" or name == "__qualname__":
            from objspace.exceptions import raise_type_error
            raise_type_error("%s must be set to a string object" % name)
        return False

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<generator object %s at %s>" % (self.qualname,
                                                address_of(self))


def _drop_locals(frame):
    """A finished generator keeps nothing alive (CPython clears the
    frame): its locals and stack let go of their objects."""
    locals_w = frame.locals_w
    for i in range(len(locals_w)):
        locals_w[i] = None


def _sub_close(w_yf):
    if isinstance(w_yf, W_Generator):
        w_yf.close()
    else:
        assert isinstance(w_yf, W_AwaitIter)
        w_yf.close()


def _sub_throw(w_yf, operr):
    if isinstance(w_yf, W_Generator):
        return w_yf.throw(operr)
    assert isinstance(w_yf, W_AwaitIter)
    return w_yf.throw(operr)


def _sub_return(w_yf):
    if isinstance(w_yf, W_Generator):
        return w_yf.w_return
    assert isinstance(w_yf, W_AwaitIter)
    return w_yf.w_return


def stop_value(e):
    """The value a StopIteration carries (None if it has no args)."""
    w_exc = e.w_value
    if isinstance(w_exc, W_BaseException) and len(w_exc.args_w) > 0:
        return w_exc.args_w[0]
    return W_None


def stop_iteration_escaped(e, kind):
    """PEP 479: a StopIteration leaving a generator's frame becomes
    RuntimeError (its cause), so it cannot end a loop over the generator
    by accident; other exceptions pass unchanged. An async generator
    treats StopAsyncIteration so too."""
    from objspace.exceptions import w_StopAsyncIteration
    w_exc = e.w_value
    if not isinstance(w_exc, W_BaseException):
        return e
    w_type = w_exc.gettype()
    if w_type.issubtype(w_StopIteration):
        name = "StopIteration"
    elif kind == "async generator" and \
            w_type.issubtype(w_StopAsyncIteration):
        name = "StopAsyncIteration"
    else:
        return e
    w_new = new_exception(w_RuntimeError, "%s raised %s" % (kind, name))
    w_new.w_cause = w_exc
    w_new.w_context = w_exc
    w_new.suppress_context = True
    return OperationError(w_new)


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
    if len(args.args_w) != 2:
        from objspace.exceptions import raise_type_error
        raise_type_error("generator.send() takes exactly one argument (%d "
                         "given)" % (len(args.args_w) - 1))
    w_v = args.args_w[1]
    if not w_gen.started and w_v is not W_None:
        from objspace.exceptions import raise_type_error
        raise_type_error("can't send non-None value to a just-started %s"
                         % w_gen.kind)
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
    from interpreter.runtime.ops_misc import make_exception
    from objspace.exceptions import raise_type_error, w_BaseException
    from objspace.typeobject import W_TypeObject
    from objspace.tupleobject import W_Tuple
    from objspace.model import Arguments
    from objspace.operations import is_none
    w_gen = _self(args)
    n = len(args.args_w)
    if n < 2:
        raise_type_error("throw expected at least 1 argument, got 0")
    if n > 4:
        raise_type_error("throw expected at most 3 arguments, got %d"
                         % (n - 1))
    w_typ = args.args_w[1]
    w_throw = w_gen.raw_throw_target(w_typ)
    if w_throw is not None:
        w_res = w_gen.call_sub_throw(w_throw, args.args_w[1:])
        if w_res is None:
            raise _stop(w_gen)
        return w_res
    w_val = args.args_w[2] if n > 2 else None
    if w_val is not None and is_none(w_val):
        w_val = None
    w_tb = args.args_w[3] if n > 3 else None
    if w_tb is not None and is_none(w_tb):
        w_tb = None
    from objspace.frameobject import W_TracebackObject
    if w_tb is not None and not isinstance(w_tb, W_TracebackObject):
        raise_type_error("throw() third argument must be a traceback "
                         "object")
    if w_val is None:
        if isinstance(w_typ, W_TypeObject) and \
                w_typ.issubtype(w_BaseException):
            # an exception class that cannot be instantiated: that error
            # is raised in the generator (CPython normalizes it there)
            try:
                w_exc = make_exception(w_typ, True)
            except OperationError as e:
                w_res = w_gen.throw(e)
                if w_res is None:
                    raise _stop(w_gen)
                return w_res
        else:
            w_exc = make_exception(w_typ, True)
    elif isinstance(w_typ, W_BaseException):
        raise_type_error("instance exception may not have a separate value")
        raise AssertionError
    elif isinstance(w_typ, W_TypeObject) and \
            isinstance(w_val, W_BaseException) and \
            w_val.gettype().issubtype(w_typ):
        w_exc = w_val
    elif isinstance(w_typ, W_TypeObject):
        # throw(type, value): type(value), or type(*value) for a tuple
        if isinstance(w_val, W_Tuple):
            args_w = list(w_val.items_w)
        else:
            args_w = [w_val]
        w_exc = make_exception(w_typ.call(Arguments(args_w)))
    else:
        w_exc = make_exception(w_typ, True)
    if w_tb is not None:
        w_exc.setattr_hook("__traceback__", w_tb)
    w_res = w_gen.throw(OperationError(w_exc))
    if w_res is None:
        raise _stop(w_gen)
    return w_res


def gen_close(args):
    _self(args).close()
    return W_None


def _install():
    from objspace.funcobject import W_BuiltinFunction
    for name, fn in [("send", gen_send), ("__next__", gen_next),
                     ("throw", gen_throw), ("close", gen_close),
                     ("__iter__", gen_iter)]:
        w_generator_type.dict_w[name] = W_BuiltinFunction(name, fn)
    w_generator_type.dict_w["__next__"].doc = "Implement next(self)."
    w_generator_type.dict_w["__iter__"].doc = "Implement iter(self)."
    # the attributes a generator answers itself, seen in dir() as
    # CPython's getset descriptors
    from objspace import getset
    getset.install(w_generator_type, ["gi_code", "gi_frame", "gi_running",
                                      "gi_suspended", "gi_yieldfrom"], [])


def gen_iter(args):
    return _self(args)


_install()
