"""Coroutines and async generators (PEP 492, PEP 525) on the generator
machinery of generator.py: an `async def` frame is a generator frame
whose awaits are `yield from` loops (compile_async.py), so a coroutine is
driven with send()/throw() like a generator, by whoever awaits it or, at
the top, by the program's own event loop.

An async generator's own yields are wrapped (CALL_INTRINSIC_1) so that
the awaitables its __anext__()/asend()/athrow()/aclose() return can tell
them from values an inner await passes up to the event loop: a wrapped
value ends the awaitable (StopIteration(value)), others are yielded on."""

from interpreter.runtime.generator import (W_Generator, W_AwaitIter, gen_send,
                                   gen_throw, gen_close)
from objspace.model import W_Object, OperationError, Arguments
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.noneobject import W_None
from objspace.iterobject import W_AbstractIterator
from objspace.intobject import newbool
from objspace.strobject import newstr
from objspace.exceptions import (W_BaseException, raise_type_error,
                                 raise_runtime_error, w_StopIteration,
                                 w_StopAsyncIteration, w_GeneratorExit,
                                 oefmt, w_AttributeError)
from objspace import operations as ops


class W_Coroutine(W_Generator):
    _attrs_ = ()
    kind = "coroutine"

    iterable = False

    def gettype(self):
        return w_coroutine_type

    def next_w(self):
        raise_type_error("'coroutine' object is not an iterator")

    def resume(self, w_sent, thrown=None, push=True):
        if self.frame.finished:
            raise_runtime_error("cannot reuse already awaited coroutine")
        return W_Generator.resume(self, w_sent, thrown, push)

    def getattr_hook(self, name):
        if name == "cr_running":
            return newbool(self.running)
        if name == "cr_await":
            w_yf = self.delegate()
            return w_yf if w_yf is not None else W_None
        if name == "cr_frame":
            return frame_attr(self, name)
        if name == "cr_code":
            return self.frame.code
        if name == "cr_suspended":
            return newbool(self.started and not self.running and
                           not self.frame.finished)
        return name_attr(self, name)

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<coroutine object %s at %s>" % (self.qualname,
                                                address_of(self))


class W_AsyncGenerator(W_Generator):
    # running_async: an __anext__()/asend()/athrow() awaitable is under
    # way (another may not start); not reset when that one is closed
    # early, as in CPython 3.11
    _attrs_ = ("running_async", "hooks_inited")
    kind = "async generator"

    def __init__(self, frame, name, qualname):
        W_Generator.__init__(self, frame, name, qualname)
        self.running_async = False
        self.hooks_inited = False

    def init_hooks(self):
        """sys.set_asyncgen_hooks' firstiter is called with the generator
        before its first asend/athrow/__anext__/aclose, as CPython's
        async_gen_init_hooks (the finalizer: objspace/modules/
        sys_runtime.py)."""
        if self.hooks_inited:
            return
        self.hooks_inited = True
        from objspace.modules.sys_runtime import HOOKS
        from objspace.model import Arguments
        w_first = HOOKS.w_firstiter
        if w_first is not None:
            w_first.call(Arguments([self]))

    iterable = False

    def gettype(self):
        return w_async_generator_type

    def next_w(self):
        raise_type_error("'async_generator' object is not an iterator")

    def getattr_hook(self, name):
        if name == "ag_running":
            return newbool(self.running)
        if name == "ag_await":
            w_yf = self.delegate()
            return w_yf if w_yf is not None else W_None
        if name == "ag_frame":
            return frame_attr(self, name)
        if name == "ag_code":
            return self.frame.code
        return name_attr(self, name)

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<async_generator object %s at %s>" % (self.qualname,
                                                      address_of(self))


def name_attr(w_gen, name):
    if name == "__name__" or name == "__qualname__":
        return w_gen.name_object(name == "__qualname__")
    return None


def frame_attr(w_gen, name):
    """gi_frame, cr_frame, ag_frame: the frame's object, None once it
    finished (as in CPython)."""
    if w_gen.frame.finished:
        return W_None
    from objspace.frameobject import live_frame
    return live_frame(w_gen.frame)


class W_AsyncGenWrapped(W_Object):
    """A value an async generator yields (not seen by programs)."""
    _attrs_ = ("w_value",)

    def __init__(self, w_value):
        self.w_value = w_value

    def gettype(self):
        return w_object_type


def wrap_async_gen_value(w_v):
    return W_AsyncGenWrapped(w_v)


def _stop_with(w_value):
    args_w = [] if w_value is W_None else [w_value]
    return OperationError(W_BaseException(w_StopIteration, args_w))


class W_CoroWrapper(W_AwaitIter):
    """coroutine.__await__(): an iterator driving the coroutine."""
    _attrs_ = ("w_coro",)

    def __init__(self, w_coro):
        self.w_coro = w_coro
        self.w_return = None

    def gettype(self):
        return w_coroutine_wrapper_type

    def resume(self, w_sent, thrown=None):
        w_coro = self.w_coro
        if thrown is not None:
            w_res = w_coro.throw(thrown)
        else:
            w_res = w_coro.resume(w_sent)
        if w_res is None:
            self.w_return = w_coro.w_return
        return w_res

    def close(self):
        self.w_coro.close()


# states of the async generator awaitables
INIT, ITER, CLOSED = 0, 1, 2


def _is_end_of_agen(operr):
    w_type = operr.w_value.gettype()
    return w_type.issubtype(w_StopAsyncIteration) or \
        w_type.issubtype(w_GeneratorExit)


class W_ASend(W_AwaitIter):
    """__anext__() and asend(v): runs the async generator to its next
    own yield, whose value ends this awaitable."""
    _attrs_ = ("w_gen", "w_sendval", "state")

    def __init__(self, w_gen, w_sendval):
        w_gen.init_hooks()
        self.w_gen = w_gen
        self.w_sendval = w_sendval
        self.state = INIT
        self.w_return = None

    def gettype(self):
        return w_asend_type

    def resume(self, w_sent, thrown=None):
        if self.state == CLOSED:
            raise_runtime_error("cannot reuse already awaited "
                                "__anext__()/asend()")
        w_gen = self.w_gen
        if self.state == INIT:
            if w_gen.running_async:
                raise_runtime_error("anext(): asynchronous generator is "
                                    "already running")
            if thrown is None and w_sent is W_None:
                w_sent = self.w_sendval
            if thrown is None and w_sent is not W_None and \
                    not w_gen.started:
                self.state = CLOSED
                raise_type_error("can't send non-None value to a "
                                 "just-started async generator")
            self.state = ITER
            w_gen.running_async = True
        try:
            if thrown is not None:
                w_res = w_gen.throw(thrown)
            else:
                w_res = w_gen.resume(w_sent)
        except OperationError:
            self.state = CLOSED
            w_gen.running_async = False
            raise
        return self.unwrap(w_res)

    def unwrap(self, w_res):
        if w_res is None:       # the async generator returned
            self.state = CLOSED
            self.w_gen.running_async = False
            raise OperationError(W_BaseException(w_StopAsyncIteration, []))
        if isinstance(w_res, W_AsyncGenWrapped):
            self.state = CLOSED
            self.w_gen.running_async = False
            self.w_return = w_res.w_value
            return None
        return w_res

    def close(self):
        self.state = CLOSED


class W_AThrow(W_AwaitIter):
    """athrow(exc) and aclose() (operr None): throws into the async
    generator; aclose() ends quietly when the generator exits."""
    _attrs_ = ("w_gen", "operr", "state")

    def __init__(self, w_gen, operr):
        w_gen.init_hooks()
        self.w_gen = w_gen
        self.operr = operr
        self.state = INIT
        self.w_return = None

    def gettype(self):
        return w_athrow_type

    def resume(self, w_sent, thrown=None):
        w_gen = self.w_gen
        if self.state == CLOSED:
            raise_runtime_error("cannot reuse already awaited "
                                "aclose()/athrow()")
        try:
            if self.state == INIT:
                if w_gen.running_async:
                    raise_runtime_error(
                        "%s(): asynchronous generator is already running"
                        % ("aclose" if self.operr is None else "athrow"))
                if w_gen.frame.finished:
                    self.state = CLOSED
                    return None         # StopIteration: nothing to do
                if thrown is None and w_sent is not W_None:
                    raise_runtime_error("can't send non-None value to a "
                                        "just-started coroutine")
                self.state = ITER
                w_gen.running_async = True
                if self.operr is None:
                    w_res = w_gen.throw(OperationError(
                        W_BaseException(w_GeneratorExit, [])))
                else:
                    w_res = w_gen.throw(self.operr)
            elif thrown is not None:
                w_res = w_gen.throw(thrown)
            else:
                w_res = w_gen.resume(w_sent)
        except OperationError as e:
            if self.state == ITER:
                self.state = CLOSED
                w_gen.running_async = False
            if self.operr is None and _is_end_of_agen(e):
                return None
            raise
        if w_res is None or isinstance(w_res, W_AsyncGenWrapped):
            w_gen.running_async = False
        if self.operr is None:
            if w_res is None or isinstance(w_res, W_AsyncGenWrapped):
                self.state = CLOSED
                if w_res is None:
                    return None
                raise_runtime_error("async generator ignored GeneratorExit")
            return w_res
        if w_res is None:
            self.state = CLOSED
            raise OperationError(W_BaseException(w_StopAsyncIteration, []))
        if isinstance(w_res, W_AsyncGenWrapped):
            self.state = CLOSED
            self.w_return = w_res.w_value
            return None
        return w_res

    def close(self):
        self.state = CLOSED


# --- the instructions ---

def _typename(w_obj):
    return w_obj.gettype().name


def _is_iterator(w_obj):
    return isinstance(w_obj, W_AbstractIterator) or \
        ops.lookup_special(w_obj, "__next__") is not None


def get_awaitable(w_obj, where):
    """GET_AWAITABLE: the iterator an await delegates to."""
    if isinstance(w_obj, W_Coroutine):
        if w_obj.delegate() is not None:
            raise_runtime_error("coroutine is being awaited already")
        return w_obj
    if isinstance(w_obj, W_ASend) or isinstance(w_obj, W_AThrow) or \
            isinstance(w_obj, W_ANextAwaitable):
        return w_obj
    if is_iterable_coroutine(w_obj):
        return w_obj
    w_meth = ops.lookup_special(w_obj, "__await__")
    if w_meth is None:
        if where == 1:
            raise_type_error("'async with' received an object from "
                             "__aenter__ that does not implement __await__: "
                             "%s" % _typename(w_obj))
        if where == 2:
            raise_type_error("'async with' received an object from "
                             "__aexit__ that does not implement __await__: "
                             "%s" % _typename(w_obj))
        raise_type_error("object %s can't be used in 'await' expression"
                         % _typename(w_obj))
    return _await_result(w_meth.call(Arguments([w_obj])))


def is_iterable_coroutine(w_obj):
    """A generator of a function that types.coroutine marked (its code
    has CO_ITERABLE_COROUTINE): await takes it as it is."""
    from interpreter.runtime.generator import W_Generator
    from interpreter.runtime.pycode import CO_ITERABLE_COROUTINE
    if not isinstance(w_obj, W_Generator):
        return False
    return w_obj.code_flags() & CO_ITERABLE_COROUTINE != 0


def _await_result(w_it):
    if isinstance(w_it, W_Coroutine) or isinstance(w_it, W_AsyncGenerator):
        raise_type_error("__await__() returned a coroutine")
    if isinstance(w_it, W_CoroWrapper):
        return w_it.w_coro      # its coroutine, which SEND drives directly
    if not _is_iterator(w_it):
        raise_type_error("__await__() returned non-iterator of type '%s'"
                         % _typename(w_it))
    return w_it


def get_aiter(w_obj):
    if isinstance(w_obj, W_AsyncGenerator):
        return w_obj
    w_meth = ops.lookup_special(w_obj, "__aiter__")
    if w_meth is None:
        raise_type_error("'async for' requires an object with __aiter__ "
                         "method, got %s" % _typename(w_obj))
    w_it = w_meth.call(Arguments([w_obj]))
    if not isinstance(w_it, W_AsyncGenerator) and \
            ops.lookup_special(w_it, "__anext__") is None:
        raise_type_error("'async for' received an object from __aiter__ "
                         "that does not implement __anext__: %s"
                         % _typename(w_it))
    return w_it


def get_anext(w_aiter):
    if isinstance(w_aiter, W_AsyncGenerator):
        return W_ASend(w_aiter, W_None)
    w_meth = ops.lookup_special(w_aiter, "__anext__")
    if w_meth is None:
        raise_type_error("'async for' requires an iterator with __anext__ "
                         "method, got %s" % _typename(w_aiter))
    w_aw = w_meth.call(Arguments([w_aiter]))
    if isinstance(w_aw, W_Coroutine) or isinstance(w_aw, W_AwaitIter):
        return w_aw
    if ops.lookup_special(w_aw, "__await__") is None:
        raise_type_error("'async for' received an invalid object from "
                         "__anext__: %s" % _typename(w_aw))
    return get_awaitable(w_aw, 0)


def before_async_with(stack, sp):
    w_mgr = stack[sp - 1]
    w_enter = ops.lookup_special(w_mgr, "__aenter__")
    if w_enter is None:
        raise_type_error("'%s' object does not support the asynchronous "
                         "context manager protocol" % _typename(w_mgr))
    w_exit = ops.lookup_special(w_mgr, "__aexit__")
    if w_exit is None:
        raise_type_error("'%s' object does not support the asynchronous "
                         "context manager protocol (missed __aexit__ "
                         "method)" % _typename(w_mgr))
    from objspace.funcobject import W_BoundMethod
    stack[sp - 1] = W_BoundMethod(w_mgr, w_exit)
    stack[sp] = w_enter.call(Arguments([w_mgr]))
    return sp + 1


def end_async_for(w_exc):
    """END_ASYNC_FOR: the exception that ended `await __anext__()` is
    StopAsyncIteration (the loop ends), else it propagates."""
    if isinstance(w_exc, W_BaseException) and \
            w_exc.gettype().issubtype(w_StopAsyncIteration):
        return
    from interpreter.runtime.inline_calls import Reraise
    raise Reraise(w_exc)


def send_other(w_recv, w_v):
    """SEND to a receiver that is not a generator: the value to yield, or
    None when it finished, with its result in `result.w_value`."""
    if isinstance(w_recv, W_AwaitIter):
        w_res = w_recv.resume(w_v)
        if w_res is None:
            w_ret = w_recv.w_return
            RESULT.w_value = w_ret if w_ret is not None else W_None
        return w_res
    from objspace import containers
    if w_v is W_None:
        w_meth = ops.lookup_special(w_recv, "__next__")
        if w_meth is None:
            containers.PENDING_STOP.w_exc = None
            w_res = containers.next_w(w_recv)
            if w_res is None:
                # a built-in iterator over one whose __next__ raised
                # StopIteration(value): the value, as CPython
                w_val = containers.take_stop_value()
                RESULT.w_value = w_val if w_val is not None else W_None
            return w_res
        args_w = [w_recv]
    else:
        w_meth = ops.lookup_special(w_recv, "send")
        if w_meth is None:
            raise oefmt(w_AttributeError, "'%s' object has no attribute "
                        "'send'" % _typename(w_recv))
        args_w = [w_recv, w_v]
    try:
        return w_meth.call(Arguments(args_w))
    except OperationError as e:
        w_exc = e.w_value
        if not w_exc.gettype().issubtype(w_StopIteration):
            raise
        w_val = W_None
        if isinstance(w_exc, W_BaseException) and w_exc.args_w:
            w_val = w_exc.args_w[0]
        RESULT.w_value = w_val
        return None


class SendResult(object):
    def __init__(self):
        self.w_value = None


RESULT = SendResult()


def intrinsic_1(oparg, w_v):
    return wrap_async_gen_value(w_v)


# --- the builtins aiter() and anext() ---

class W_ANextAwaitable(W_AwaitIter):
    """anext(it, default): awaits it.__anext__(), giving `default` when
    it raises StopAsyncIteration."""
    _attrs_ = ("w_awaitable", "w_iter", "w_default")

    def __init__(self, w_awaitable, w_default):
        self.w_awaitable = w_awaitable
        self.w_iter = None
        self.w_default = w_default
        self.w_return = None

    def gettype(self):
        return w_anext_awaitable_type

    def resume(self, w_sent, thrown=None):
        w_it = self.w_iter
        if w_it is None:
            w_it = get_awaitable(self.w_awaitable, 0)
            self.w_iter = w_it
        try:
            if thrown is not None:
                if isinstance(w_it, W_Generator):
                    w_res = w_it.throw(thrown)
                elif isinstance(w_it, W_AwaitIter):
                    w_res = w_it.throw(thrown)
                else:
                    raise thrown
                if w_res is None:
                    RESULT.w_value = _result_of(w_it)
            elif isinstance(w_it, W_Generator):
                w_res = w_it.resume(w_sent)
                if w_res is None:
                    RESULT.w_value = _result_of(w_it)
            else:
                w_res = send_other(w_it, w_sent)
        except OperationError as e:
            if e.w_value.gettype().issubtype(w_StopAsyncIteration):
                self.w_return = self.w_default
                return None
            raise
        if w_res is None:
            self.w_return = RESULT.w_value
            RESULT.w_value = None
        return w_res


def _result_of(w_it):
    if isinstance(w_it, W_Generator):
        w_ret = w_it.w_return
    else:
        assert isinstance(w_it, W_AwaitIter)
        w_ret = w_it.w_return
    return w_ret if w_ret is not None else W_None


def b_aiter(args):
    from objspace.argcheck import check_args
    check_args(args, "aiter", 1, 1)
    w_obj = args.args_w[0]
    if isinstance(w_obj, W_AsyncGenerator):
        return w_obj
    w_meth = ops.lookup_special(w_obj, "__aiter__")
    if w_meth is None:
        raise_type_error("'%s' object is not an async iterable"
                         % _typename(w_obj))
    w_it = w_meth.call(Arguments([w_obj]))
    if not isinstance(w_it, W_AsyncGenerator) and \
            ops.lookup_special(w_it, "__anext__") is None:
        raise_type_error("aiter() returned not an async iterator of type "
                         "'%s'" % _typename(w_it))
    return w_it


def b_anext(args):
    n = len(args.args_w)
    if n == 0 or n > 2:
        raise_type_error("anext expected at least 1 argument, got %d" % n
                         if n == 0 else
                         "anext expected at most 2 arguments, got %d" % n)
    w_obj = args.args_w[0]
    if isinstance(w_obj, W_AsyncGenerator):
        w_aw = W_ASend(w_obj, W_None)
    else:
        w_meth = ops.lookup_special(w_obj, "__anext__")
        if w_meth is None:
            raise_type_error("'%s' object is not an async iterator"
                             % _typename(w_obj))
        w_aw = w_meth.call(Arguments([w_obj]))
    if n == 1:
        return w_aw
    return W_ANextAwaitable(w_aw, args.args_w[1])


BUILTINS = [("aiter", b_aiter), ("anext", b_anext)]


# --- types and methods ---

w_coroutine_type = W_TypeObject("coroutine", [w_object_type])
w_async_generator_type = W_TypeObject("async_generator", [w_object_type])
w_coroutine_wrapper_type = W_TypeObject("coroutine_wrapper", [w_object_type])
w_asend_type = W_TypeObject("async_generator_asend", [w_object_type])
w_athrow_type = W_TypeObject("async_generator_athrow", [w_object_type])
w_anext_awaitable_type = W_TypeObject("anext_awaitable", [w_object_type])


def _coro(args):
    if not args.args_w or not isinstance(args.args_w[0], W_Coroutine):
        raise_type_error("descriptor requires a 'coroutine' object")
    w_coro = args.args_w[0]
    assert isinstance(w_coro, W_Coroutine)
    return w_coro


def coro_await(args):
    return W_CoroWrapper(_coro(args))


def _agen(args):
    if not args.args_w or not isinstance(args.args_w[0], W_AsyncGenerator):
        raise_type_error("descriptor requires a 'async_generator' object")
    w_gen = args.args_w[0]
    assert isinstance(w_gen, W_AsyncGenerator)
    return w_gen


def agen_aiter(args):
    return _agen(args)


def agen_anext(args):
    return W_ASend(_agen(args), W_None)


def agen_asend(args):
    w_gen = _agen(args)
    if len(args.args_w) != 2:
        raise_type_error("asend() takes exactly one argument (%d given)"
                         % (len(args.args_w) - 1))
    return W_ASend(w_gen, args.args_w[1])


def agen_athrow(args):
    from interpreter.runtime.ops_misc import make_exception
    w_gen = _agen(args)
    if len(args.args_w) < 2:
        raise_type_error("athrow expected at least 1 argument, got 0")
    if len(args.args_w) > 2 and not ops.is_none(args.args_w[2]):
        w_exc = make_exception(args.args_w[2])
    else:
        w_exc = make_exception(args.args_w[1])
    return W_AThrow(w_gen, OperationError(w_exc))


def agen_aclose(args):
    return W_AThrow(_agen(args), None)


def _awaititer(args):
    if not args.args_w or not isinstance(args.args_w[0], W_AwaitIter):
        raise_type_error("descriptor requires an awaitable object")
    w_it = args.args_w[0]
    assert isinstance(w_it, W_AwaitIter)
    return w_it


def _finish(w_it, w_res):
    if w_res is None:
        w_ret = w_it.w_return
        raise _stop_with(w_ret if w_ret is not None else W_None)
    return w_res


def aw_send(args):
    w_it = _awaititer(args)
    w_v = args.args_w[1] if len(args.args_w) > 1 else W_None
    return _finish(w_it, w_it.resume(w_v))


def aw_next(args):
    w_it = _awaititer(args)
    return _finish(w_it, w_it.resume(W_None))


def aw_throw(args):
    from interpreter.runtime.ops_misc import make_exception
    w_it = _awaititer(args)
    if len(args.args_w) < 2:
        raise_type_error("throw expected at least 1 argument, got 0")
    w_exc = make_exception(args.args_w[1])
    return _finish(w_it, w_it.throw(OperationError(w_exc)))


def aw_close(args):
    _awaititer(args).close()
    return W_None


def aw_iter(args):
    return _awaititer(args)


def _install():
    from objspace.funcobject import W_BuiltinFunction
    for name, fn in [("send", gen_send), ("throw", gen_throw),
                     ("close", gen_close), ("__await__", coro_await)]:
        w_coroutine_type.dict_w[name] = W_BuiltinFunction(name, fn)
    for name, fn in [("__aiter__", agen_aiter), ("__anext__", agen_anext),
                     ("asend", agen_asend), ("athrow", agen_athrow),
                     ("aclose", agen_aclose)]:
        w_async_generator_type.dict_w[name] = W_BuiltinFunction(name, fn)
    for w_t in [w_coroutine_wrapper_type, w_asend_type, w_athrow_type,
                w_anext_awaitable_type]:
        for name, fn in [("send", aw_send), ("throw", aw_throw),
                         ("close", aw_close), ("__next__", aw_next),
                         ("__iter__", aw_iter), ("__await__", aw_iter)]:
            w_t.dict_w[name] = W_BuiltinFunction(name, fn)


_install()
