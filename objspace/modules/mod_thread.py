"""The `_thread` module for lbbv's single thread: locks (LockType, RLock)
with CPython's argument checks and errors, get_ident, _count, ...
start_new_thread raises RuntimeError: lbbv has no threads.

With one thread nothing can release a lock while we wait for it, so a
blocking acquire of a held lock with no timeout (a hang in CPython)
raises RuntimeError naming the deadlock; with a timeout it sleeps for the
timeout and fails, as CPython would."""

import os
import time

from objspace.model import Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.model import W_Object
from objspace.intobject import W_Int, newint, newbool
from objspace.floatobject import W_Float, newfloat
from objspace.tupleobject import newtuple, W_Tuple
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_overflow, raise_runtime_error,
                                 w_RuntimeError, w_SystemExit, oefmt)
from objspace.argcheck import check_args
from objspace import operations as ops

TIMEOUT_MAX = 9223372036.0


class W_Lock(W_Object):
    _attrs_ = ("locked",)

    def __init__(self):
        self.locked = False

    def gettype(self):
        return w_lock_type

    def repr_hook(self):
        from objspace.reprs import address_of
        state = "locked" if self.locked else "unlocked"
        return "<%s _thread.lock object at %s>" % (state, address_of(self))


class W_RLock(W_Object):
    _attrs_ = ("count",)

    def __init__(self):
        self.count = 0

    def gettype(self):
        return w_rlock_type

    def repr_hook(self):
        from objspace.reprs import address_of
        state = "locked" if self.count > 0 else "unlocked"
        owner = _ident() if self.count > 0 else 0
        return "<%s _thread.RLock object owner=%d count=%d at %s>" % (
            state, owner, self.count, address_of(self))


def _ident():
    return os.getpid()


def _acquire_args(args, name):
    """(blocking, timeout) of acquire(blocking=True, timeout=-1)."""
    from objspace.modules.mod_math import float_w
    args_w = args.args_w
    n = len(args_w) - 1
    if n > 2:
        raise_type_error("%s() takes at most 2 arguments (%d given)"
                         % (name, n))
    w_blocking = args_w[1] if n >= 1 else None
    w_timeout = args_w[2] if n >= 2 else None
    if args.kw_names is not None:
        for i in range(len(args.kw_names)):
            kw = args.kw_names[i]
            if kw == "blocking" and w_blocking is None:
                w_blocking = args.kw_values_w[i]
            elif kw == "timeout" and w_timeout is None:
                w_timeout = args.kw_values_w[i]
            elif kw == "blocking" or kw == "timeout":
                raise_type_error("argument for %s() given by name ('%s') "
                                 "and position" % (name, kw))
            else:
                raise_type_error("'%s' is an invalid keyword argument for "
                                 "%s()" % (kw, name))
    blocking = True
    if w_blocking is not None:
        blocking = ops.is_true(w_blocking)
    timeout = -1.0
    if w_timeout is not None:
        if not (isinstance(w_timeout, W_Float) or
                isinstance(w_timeout, W_Int)):
            from objspace.modules.builtins_more import index_w
            w_timeout = index_w(w_timeout)
        timeout = float_w(w_timeout)
    if not blocking and timeout != -1.0:
        raise_value_error("can't specify a timeout for a non-blocking call")
    if timeout < 0.0 and timeout != -1.0:
        raise_value_error("timeout value must be positive")
    if timeout > 9223372036.854775:
        raise_overflow("timestamp out of range for platform time_t")
    if timeout > TIMEOUT_MAX:
        raise_overflow("timeout value is too large")
    if not blocking:
        timeout = 0.0
    return timeout


def _wait_in_vain(timeout):
    """A held lock that only this thread could release: the answer of a
    blocking acquire."""
    if timeout < 0.0:
        raise_runtime_error("lbbv has a single thread: acquiring this "
                            "lock would wait forever (deadlock)")
    if timeout > 0.0:
        time.sleep(timeout)
    return False


def _lock_self(args, name):
    if len(args.args_w) == 0 or not isinstance(args.args_w[0], W_Lock):
        raise_type_error("descriptor '%s' requires a '_thread.lock' object"
                         % name)
    w_lock = args.args_w[0]
    assert isinstance(w_lock, W_Lock)
    return w_lock


def _rlock_self(args, name):
    if len(args.args_w) == 0 or not isinstance(args.args_w[0], W_RLock):
        raise_type_error("descriptor '%s' requires a '_thread.RLock' object"
                         % name)
    w_lock = args.args_w[0]
    assert isinstance(w_lock, W_RLock)
    return w_lock


def lock_acquire(args):
    w_lock = _lock_self(args, "acquire")
    timeout = _acquire_args(args, "acquire")
    if not w_lock.locked:
        w_lock.locked = True
        return newbool(True)
    return newbool(_wait_in_vain(timeout))


def lock_enter(args):
    w_lock = _lock_self(args, "__enter__")
    check_args(Arguments(args.args_w[1:], args.kw_names, args.kw_values_w),
               "__enter__", 0, 0)
    if not w_lock.locked:
        w_lock.locked = True
        return newbool(True)
    return newbool(_wait_in_vain(-1.0))


def lock_release(args):
    w_lock = _lock_self(args, "release")
    check_args(Arguments(args.args_w[1:], args.kw_names, args.kw_values_w),
               "release", 0, 0)
    if not w_lock.locked:
        raise_runtime_error("release unlocked lock")
    w_lock.locked = False
    return W_None


def lock_exit(args):
    w_lock = _lock_self(args, "__exit__")
    if not w_lock.locked:
        raise_runtime_error("release unlocked lock")
    w_lock.locked = False
    return W_None


def lock_locked(args):
    w_lock = _lock_self(args, "locked")
    check_args(Arguments(args.args_w[1:], args.kw_names, args.kw_values_w),
               "locked", 0, 0)
    return newbool(w_lock.locked)


def lock_at_fork_reinit(args):
    w_lock = _lock_self(args, "_at_fork_reinit")
    w_lock.locked = False
    return W_None


def lock_new(args):
    # _thread.lock cannot be instantiated from Python in 3.11
    raise_type_error("cannot create '_thread.lock' instances")
    return None


def rlock_new(args):
    return W_RLock()


def rlock_acquire(args):
    w_lock = _rlock_self(args, "acquire")
    _acquire_args(args, "acquire")
    w_lock.count += 1       # the owner is always this thread
    return newbool(True)


def rlock_enter(args):
    w_lock = _rlock_self(args, "__enter__")
    w_lock.count += 1
    return newbool(True)


def rlock_release(args):
    w_lock = _rlock_self(args, "release")
    if w_lock.count == 0:
        raise_runtime_error("cannot release un-acquired lock")
    w_lock.count -= 1
    return W_None


def rlock_is_owned(args):
    w_lock = _rlock_self(args, "_is_owned")
    return newbool(w_lock.count > 0)


def rlock_recursion_count(args):
    w_lock = _rlock_self(args, "_recursion_count")
    return newint(w_lock.count)


def rlock_release_save(args):
    w_lock = _rlock_self(args, "_release_save")
    if w_lock.count == 0:
        raise_runtime_error("cannot release un-acquired lock")
    count = w_lock.count
    w_lock.count = 0
    return newtuple([newint(count), newint(_ident())])


def rlock_acquire_restore(args):
    w_lock = _rlock_self(args, "_acquire_restore")
    args_w = check_args(Arguments(args.args_w[1:]), "_acquire_restore", 1, 1)
    w_state = args_w[0]
    if not isinstance(w_state, W_Tuple) or len(w_state.items_w) != 2:
        raise_type_error("_acquire_restore() argument 1 must be a 2-tuple")
    assert isinstance(w_state, W_Tuple)
    w_count = w_state.items_w[0]
    if not isinstance(w_count, W_Int):
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_count.gettype().name)
    assert isinstance(w_count, W_Int)
    w_lock.count = w_count.intval
    return W_None


def rlock_at_fork_reinit(args):
    w_lock = _rlock_self(args, "_at_fork_reinit")
    w_lock.count = 0
    return W_None


w_lock_type = W_TypeObject("lock", [w_object_type])
w_lock_type.module = "_thread"
w_lock_type.w_new = W_BuiltinFunction("lock", lock_new)
for _name, _fn in [("acquire", lock_acquire), ("acquire_lock", lock_acquire),
                   ("release", lock_release), ("release_lock", lock_release),
                   ("locked", lock_locked), ("locked_lock", lock_locked),
                   ("__enter__", lock_enter), ("__exit__", lock_exit),
                   ("_at_fork_reinit", lock_at_fork_reinit)]:
    w_lock_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)

w_rlock_type = W_TypeObject("RLock", [w_object_type])
w_rlock_type.module = "_thread"
w_rlock_type.w_new = W_BuiltinFunction("RLock", rlock_new)
for _name, _fn in [("acquire", rlock_acquire), ("release", rlock_release),
                   ("__enter__", rlock_enter), ("__exit__", rlock_release),
                   ("_is_owned", rlock_is_owned),
                   ("_recursion_count", rlock_recursion_count),
                   ("_release_save", rlock_release_save),
                   ("_acquire_restore", rlock_acquire_restore),
                   ("_at_fork_reinit", rlock_at_fork_reinit)]:
    w_rlock_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


from objspace.structseq import StructSeqType  # noqa: E402
EXCEPT_HOOK_ARGS = StructSeqType("_thread", "_ExceptHookArgs",
                                 ["exc_type", "exc_value", "exc_traceback",
                                  "thread"])


def local_init(args):
    """_local.__init__: arguments only when a subclass defines __init__
    (CPython: "Initialization arguments are not supported")."""
    if len(args.args_w) > 1 or args.has_kwargs():
        w_self = args.args_w[0]
        if w_self.gettype().lookup("__init__") is LOCAL_INIT:
            raise_type_error("Initialization arguments are not supported")
    return W_None


# threading.local: with one thread, a plain object with a __dict__
from objspace.typeobject import LAYOUT_INSTANCE  # noqa: E402
w_local_type = W_TypeObject("_local", [w_object_type], LAYOUT_INSTANCE)
w_local_type.module = "_thread"
LOCAL_INIT = W_BuiltinFunction("__init__", local_init)
w_local_type.dict_w["__init__"] = LOCAL_INIT


class ThreadState(object):
    def __init__(self):
        self.stack_size = 0


STATE = ThreadState()


def t_allocate_lock(args):
    check_args(args, "allocate_lock", 0, 0)
    return W_Lock()


def t_get_ident(args):
    check_args(args, "get_ident", 0, 0)
    return newint(_ident())


def t_get_native_id(args):
    check_args(args, "get_native_id", 0, 0)
    return newint(os.getpid())


def t_count(args):
    check_args(args, "_count", 0, 0)
    return newint(0)


def t_stack_size(args):
    args_w = check_args(args, "stack_size", 0, 1)
    old = STATE.stack_size
    if len(args_w) == 1:
        w_size = args_w[0]
        if not isinstance(w_size, W_Int):
            from objspace.modules.builtins_more import index_w
            w_size = index_w(w_size)
            if not isinstance(w_size, W_Int):
                raise_overflow("Python int too large to convert to C long")
        assert isinstance(w_size, W_Int)
        size = w_size.intval
        if size < 0:
            raise_value_error("size must be 0 or a positive value")
        if 0 < size < 32768:
            raise_value_error("size not valid: %d bytes" % size)
        STATE.stack_size = size
    return newint(old)


def t_start_new_thread(args):
    raise_runtime_error("lbbv does not support threads: can't start new "
                        "thread")
    return None


def t_exit(args):
    from objspace.exceptions import W_BaseException
    from objspace.model import OperationError
    raise OperationError(W_BaseException(w_SystemExit, []))


def t_daemon_threads_allowed(args):
    check_args(args, "daemon_threads_allowed", 0, 0)
    return newbool(True)


def t_excepthook(args):
    """_thread._excepthook(args): what threading.excepthook prints for an
    exception that ended a thread (only reachable by a direct call, since
    lbbv starts no threads)."""
    from objspace.structseq import W_StructSeq
    from objspace.stdio import OUTPUT
    from objspace.reprs import str_w
    from objspace.exceptions import W_BaseException
    args_w = check_args(args, "_excepthook", 1, 1)
    w_args = args_w[0]
    if not isinstance(w_args, W_StructSeq) or \
            w_args.kind is not EXCEPT_HOOK_ARGS:
        raise_type_error("_thread._excepthook argument type must be "
                         "ExceptHookArgs")
    assert isinstance(w_args, W_StructSeq)
    w_type = w_args.items_w[0]
    if w_type is w_SystemExit:
        return W_None       # silently ignored, as CPython
    w_value = w_args.items_w[1]
    w_thread = w_args.items_w[3]
    name = str(_ident())
    if not ops.is_none(w_thread):
        from objspace.attrs import getattr_w
        w_name = getattr_w(w_thread, "name")
        name = str_w(w_name)
    OUTPUT.flush()
    OUTPUT.write_stderr("Exception in thread %s:\n" % name)
    if isinstance(w_value, W_BaseException):
        from interpreter.runtime.main import format_exception
        OUTPUT.write_stderr(format_exception(w_value))
    else:
        OUTPUT.write_stderr(str_w(w_type) + "\n")
    return W_None


def except_hook_args_new(args):
    from objspace.sequences import unpack_iterable
    args_w = check_args(args, "_ExceptHookArgs", 1, 1)
    items_w = unpack_iterable(args_w[0])
    if len(items_w) != 4:
        raise_type_error("_thread._ExceptHookArgs() takes a 4-sequence "
                         "(%d-sequence given)" % len(items_w))
    return EXCEPT_HOOK_ARGS.make(items_w)


def t_set_sentinel(args):
    check_args(args, "_set_sentinel", 0, 0)
    return W_Lock()


EXCEPT_HOOK_ARGS.w_type.w_new = W_BuiltinFunction("_ExceptHookArgs",
                                                  except_hook_args_new)

FUNCTIONS = [("allocate_lock", t_allocate_lock), ("allocate", t_allocate_lock),
             ("get_ident", t_get_ident), ("get_native_id", t_get_native_id),
             ("_count", t_count), ("stack_size", t_stack_size),
             ("start_new_thread", t_start_new_thread),
             ("start_new", t_start_new_thread), ("exit", t_exit),
             ("exit_thread", t_exit), ("_set_sentinel", t_set_sentinel),
             ("daemon_threads_allowed", t_daemon_threads_allowed),
             ("_excepthook", t_excepthook)]


def make():
    STATE.stack_size = 0
    w_mod = W_Module("_thread")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("LockType", w_lock_type)
    w_mod.setitem("RLock", w_rlock_type)
    w_mod.setitem("error", w_RuntimeError)
    w_mod.setitem("TIMEOUT_MAX", newfloat(TIMEOUT_MAX))
    w_mod.setitem("_local", w_local_type)
    w_mod.setitem("_ExceptHookArgs", EXCEPT_HOOK_ARGS.w_type)
    return w_mod
