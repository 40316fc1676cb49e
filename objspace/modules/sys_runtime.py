"""The parts of `sys` about the running interpreter: the exception being
handled (exception; exc_info and excepthook are in mod_sys.py), the hooks
(displayhook, addaudithook, trace and profile, async generator hooks),
the int/str digit limit, thread_info and a few constants (hash_info and
int_info are in mod_sys.py).

What lbbv cannot honour says so: a trace or profile function, an audit
hook (lbbv's built-ins raise no audit events) and coroutine origin
tracking raise NotImplementedError naming them; setting None (off) works."""

from interpreter.runtime.state import STATE
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int, newint, newbool
from objspace.floatobject import W_Float, newfloat
from objspace.strobject import newstr
from objspace.tupleobject import W_Tuple, newtuple
from objspace.noneobject import W_None
from objspace.exceptions import (W_BaseException, oefmt, raise_type_error,
                                 raise_value_error, w_NotImplementedError)
from objspace.argcheck import check_args
from objspace.structseq import StructSeqType
from objspace import operations as ops
from objspace.attrs import getattr_w
from objspace.modules.builtins_more import is_callable

THREAD_INFO = StructSeqType("sys", "thread_info", ["name", "lock", "version"])
ASYNCGEN_HOOKS = StructSeqType("builtins", "asyncgen_hooks",
                               ["firstiter", "finalizer"])


class SysHooks(object):
    """The hooks a program sets through sys (one instance: RPython freezes
    module-level mutable state)."""
    def __init__(self):
        self.w_firstiter = None
        self.w_finalizer = None
        self.switch_interval = 0.005


HOOKS = SysHooks()


def _handled():
    w_exc = STATE.w_handled
    if w_exc is not None and not ops.is_none(w_exc):
        return w_exc
    return None




def sys_exception(args):
    check_args(args, "exception", 0, 0)
    w_exc = _handled()
    return W_None if w_exc is None else w_exc






def sys_addaudithook(args):
    check_args(args, "addaudithook", 1, 1)
    raise oefmt(w_NotImplementedError, "lbbv: sys.addaudithook is not "
                "supported (lbbv's built-ins raise no audit events)")


def _set_tracer(args, name):
    args_w = check_args(args, name, 1, 1)
    if not ops.is_none(args_w[0]):
        raise oefmt(w_NotImplementedError, "lbbv: sys.%s with a function "
                    "is not supported (no trace or profile events)" % name)
    return W_None


def sys_settrace(args):
    return _set_tracer(args, "settrace")


def sys_setprofile(args):
    return _set_tracer(args, "setprofile")


def sys_gettrace(args):
    check_args(args, "gettrace", 0, 0)
    return W_None


def sys_getprofile(args):
    check_args(args, "getprofile", 0, 0)
    return W_None


def sys_is_finalizing(args):
    check_args(args, "is_finalizing", 0, 0)
    return newbool(False)


def sys_call_tracing(args):
    from objspace.sequences import unpack_iterable
    from objspace.model import Arguments
    args_w = check_args(args, "call_tracing", 2, 2)
    if not isinstance(args_w[1], W_Tuple):
        raise_type_error("call_tracing(): argument 2 must be tuple, not %s"
                         % args_w[1].gettype().name)
    return args_w[0].call(Arguments(unpack_iterable(args_w[1])))


def sys_getswitchinterval(args):
    check_args(args, "getswitchinterval", 0, 0)
    return newfloat(HOOKS.switch_interval)


def sys_setswitchinterval(args):
    args_w = check_args(args, "setswitchinterval", 1, 1)
    w_x = args_w[0]
    if isinstance(w_x, W_Float):
        x = w_x.floatval
    elif isinstance(w_x, W_Int):
        x = float(w_x.intval)
    else:
        raise_type_error("must be real number, not %s"
                         % w_x.gettype().name)
        raise AssertionError
    if x <= 0.0:
        raise_value_error("switch interval must be strictly positive")
    HOOKS.switch_interval = x
    return W_None


def sys_get_asyncgen_hooks(args):
    check_args(args, "get_asyncgen_hooks", 0, 0)
    return ASYNCGEN_HOOKS.make([
        W_None if HOOKS.w_firstiter is None else HOOKS.w_firstiter,
        W_None if HOOKS.w_finalizer is None else HOOKS.w_finalizer])


def _hook_arg(w_v, name):
    if w_v is None:
        return None, False
    if ops.is_none(w_v):
        return None, True
    if not is_callable(w_v):
        raise_type_error("callable %s expected, got %s"
                         % (name, w_v.gettype().name))
    return w_v, True


def sys_set_asyncgen_hooks(args):
    """The hooks are kept and read back; lbbv calls firstiter when an
    async generator first runs (runtime/coroutine.py). The finalizer of
    an async generator dropped unfinished is never called: lbbv has no
    finalizers (as a dropped generator's `finally` does not run)."""
    w_first = args.get_kw("firstiter")
    w_final = args.get_kw("finalizer")
    args_w = check_args(args, "set_asyncgen_hooks", 0, 2)
    if len(args_w) > 0:
        w_first = args_w[0]
    if len(args_w) > 1:
        w_final = args_w[1]
    w_f1, set1 = _hook_arg(w_first, "firstiter")
    w_f2, set2 = _hook_arg(w_final, "finalizer")
    if set1:
        HOOKS.w_firstiter = w_f1
    if set2:
        HOOKS.w_finalizer = w_f2
    return W_None


def sys_get_coro_depth(args):
    check_args(args, "get_coroutine_origin_tracking_depth", 0, 0)
    return newint(0)


def sys_set_coro_depth(args):
    w_depth = args.get_kw("depth")
    args_w = check_args(args, "set_coroutine_origin_tracking_depth", 0, 1)
    if len(args_w) == 1:
        w_depth = args_w[0]
    if not isinstance(w_depth, W_Int):
        raise_type_error("set_coroutine_origin_tracking_depth() needs an int")
        raise AssertionError
    if w_depth.intval < 0:
        raise_value_error("depth must be >= 0")
    if w_depth.intval > 0:
        raise oefmt(w_NotImplementedError, "lbbv: coroutine origin tracking "
                    "is not supported")
    return W_None


def sys_get_int_max_str_digits(args):
    from objspace.formatting_util import INT_DIGITS
    check_args(args, "get_int_max_str_digits", 0, 0)
    return newint(INT_DIGITS.max_digits)


def sys_set_int_max_str_digits(args):
    from objspace.formatting_util import INT_DIGITS
    w_n = args.get_kw("maxdigits")
    args_w = check_args(args, "set_int_max_str_digits", 0, 1)
    if len(args_w) == 1:
        w_n = args_w[0]
    if w_n is None:
        raise_type_error("set_int_max_str_digits() missing required argument "
                         "'maxdigits' (pos 1)")
    if not isinstance(w_n, W_Int):
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_n.gettype().name)
        raise AssertionError
    n = w_n.intval
    if n != 0 and n < 640:
        raise_value_error("maxdigits must be 0 or larger than 640")
    INT_DIGITS.set(n)
    return W_None




FUNCTIONS = [("exception", sys_exception),
             ("addaudithook", sys_addaudithook), ("settrace", sys_settrace),
             ("setprofile", sys_setprofile), ("gettrace", sys_gettrace),
             ("getprofile", sys_getprofile),
             ("is_finalizing", sys_is_finalizing),
             ("call_tracing", sys_call_tracing),
             ("getswitchinterval", sys_getswitchinterval),
             ("setswitchinterval", sys_setswitchinterval),
             ("get_asyncgen_hooks", sys_get_asyncgen_hooks),
             ("set_asyncgen_hooks", sys_set_asyncgen_hooks),
             ("get_coroutine_origin_tracking_depth", sys_get_coro_depth),
             ("set_coroutine_origin_tracking_depth", sys_set_coro_depth),
             ("get_int_max_str_digits", sys_get_int_max_str_digits),
             ("set_int_max_str_digits", sys_set_int_max_str_digits)]


def install(w_mod):
    from interpreter.runtime.dyncode import DISPLAYHOOK
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("displayhook", DISPLAYHOOK.w_func)
    w_mod.setitem("__displayhook__", DISPLAYHOOK.w_func)
    w_mod.setitem("thread_info", THREAD_INFO.make([newstr("pthread"),
                                                   newstr("semaphore"),
                                                   W_None]))
    w_mod.setitem("float_repr_style", newstr("short"))
    w_mod.setitem("abiflags", newstr(""))
    w_mod.setitem("pycache_prefix", W_None)
    w_mod.setitem("_base_executable", newstr(STATE.executable))
    argv_w = [newstr(STATE.executable)]
    for arg in STATE.argv:
        argv_w.append(newstr(arg))
    from objspace.listobject import W_List
    w_mod.setitem("orig_argv", W_List(argv_w))
