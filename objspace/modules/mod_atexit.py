"""The `atexit` module: functions registered here run when the program
ends (interpreter/runtime/main.py calls run_exitfuncs after the main module, also
when it ended by an exception or sys.exit), last registered first."""

from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import newint
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error
from objspace.argcheck import check_args
from objspace.stdio import OUTPUT


class Callback(object):
    def __init__(self, w_func, args):
        self.w_func = w_func
        self.args = args


class ExitFuncs(object):
    """The registered callbacks of this run (an instance: translated code
    must see the changes)."""

    def __init__(self):
        self.callbacks = []


EXITFUNCS = ExitFuncs()


def a_register(args):
    from objspace.modules.builtins_more import is_callable
    if len(args.args_w) == 0:
        raise_type_error("register() takes at least 1 argument (0 given)")
    w_func = args.args_w[0]
    if not is_callable(w_func):
        raise_type_error("the first argument must be callable")
    kw_names = None
    kw_values_w = None
    if args.kw_names is not None:
        kw_names = args.kw_names[:]
        kw_values_w = args.kw_values_w[:]
    EXITFUNCS.callbacks.append(Callback(w_func, Arguments(
        args.args_w[1:], kw_names, kw_values_w)))
    return w_func


def a_unregister(args):
    from objspace.operations import eq_bool
    w_func = check_args(args, "unregister", 1, 1)[0]
    kept = []
    for cb in EXITFUNCS.callbacks:
        if not eq_bool(cb.w_func, w_func):
            kept.append(cb)
    EXITFUNCS.callbacks = kept
    return W_None


def run_exitfuncs():
    """Runs and forgets the callbacks, newest first; an exception in one
    is reported on stderr as CPython does and the others still run."""
    callbacks = EXITFUNCS.callbacks
    EXITFUNCS.callbacks = []
    i = len(callbacks) - 1
    while i >= 0:
        cb = callbacks[i]
        i -= 1
        try:
            cb.w_func.call(Arguments(cb.args.args_w[:], _copy(
                cb.args.kw_names), _copy_w(cb.args.kw_values_w)))
        except OperationError as e:
            from objspace.modules.sys_unraisable import write_unraisable
            write_unraisable("Exception ignored in atexit callback",
                             cb.w_func, e)
        OUTPUT.flush()


def _copy(names):
    if names is None:
        return None
    return names[:]


def _copy_w(values_w):
    if values_w is None:
        return None
    return values_w[:]


def a_run_exitfuncs(args):
    check_args(args, "_run_exitfuncs", 0, 0)
    run_exitfuncs()
    return W_None


def a_clear(args):
    check_args(args, "_clear", 0, 0)
    EXITFUNCS.callbacks = []
    return W_None


def a_ncallbacks(args):
    check_args(args, "_ncallbacks", 0, 0)
    return newint(len(EXITFUNCS.callbacks))


FUNCTIONS = [("register", a_register), ("unregister", a_unregister),
             ("_run_exitfuncs", a_run_exitfuncs), ("_clear", a_clear),
             ("_ncallbacks", a_ncallbacks)]


def make():
    EXITFUNCS.callbacks = []
    w_mod = W_Module("atexit")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
