"""The `gc` module. lbbv's memory is managed by RPython's garbage
collector: collect() runs a full collection (rgc.collect), the enable
flag and thresholds are kept for programs that read them back, but the
collector runs when RPython's GC decides, whatever the flag says.

collect() returns None, as PyPy's does: RPython's GC frees dead objects
without counting them, so there is no number of unreachable objects to
report, and a made-up 0 would be silently wrong (pyperformance's
gc_collect asserts `collected is None or collected >= ...`)."""

from rpython.rlib import rgc

from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int, newint, newbool
from objspace.tupleobject import newtuple
from objspace.listobject import W_List
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.argcheck import check_args


class GcState(object):
    def __init__(self):
        self.reset()

    def reset(self):
        self.enabled = True
        self.thresholds = [700, 10, 10]
        self.debug = 0


GC = GcState()


def _int_arg(w_x):
    from objspace.modules.builtins_more import index_w
    if not isinstance(w_x, W_Int):
        w_x = index_w(w_x)
        if not isinstance(w_x, W_Int):
            raise_value_error("value too large")
    assert isinstance(w_x, W_Int)
    return w_x.intval


def g_collect(args):
    w_gen = None
    if args.kw_names is not None and len(args.kw_names) > 0:
        if len(args.kw_names) != 1 or args.kw_names[0] != "generation" or \
                len(args.args_w) > 0:
            raise_type_error("collect() got an unexpected keyword argument")
        w_gen = args.kw_values_w[0]
    else:
        args_w = check_args(args, "collect", 0, 1)
        if len(args_w) == 1:
            w_gen = args_w[0]
    if w_gen is not None:
        gen = _int_arg(w_gen)
        if gen < 0 or gen > 2:
            raise_value_error("invalid generation")
    rgc.collect()
    from objspace import del_queue
    del_queue.run_dead()
    from objspace.modules.mod_weakref import run_dead_callbacks
    run_dead_callbacks()
    from interpreter.runtime.gen_finalize import close_dead
    close_dead()
    return W_None


def g_enable(args):
    check_args(args, "enable", 0, 0)
    GC.enabled = True
    return W_None


def g_disable(args):
    check_args(args, "disable", 0, 0)
    GC.enabled = False
    return W_None


def g_isenabled(args):
    check_args(args, "isenabled", 0, 0)
    return newbool(GC.enabled)


def g_get_threshold(args):
    check_args(args, "get_threshold", 0, 0)
    t = GC.thresholds
    return newtuple([newint(t[0]), newint(t[1]), newint(t[2])])


def g_set_threshold(args):
    args_w = check_args(args, "set_threshold", 1, 3)
    for i in range(len(args_w)):
        GC.thresholds[i] = _int_arg(args_w[i])
    return W_None


def g_get_count(args):
    check_args(args, "get_count", 0, 0)
    return newtuple([newint(0), newint(0), newint(0)])


def g_get_debug(args):
    check_args(args, "get_debug", 0, 0)
    return newint(GC.debug)


def g_set_debug(args):
    GC.debug = _int_arg(check_args(args, "set_debug", 1, 1)[0])
    return W_None


def g_freeze(args):
    check_args(args, "freeze", 0, 0)
    return W_None


def g_get_freeze_count(args):
    check_args(args, "get_freeze_count", 0, 0)
    return newint(0)


FUNCTIONS = [("collect", g_collect), ("enable", g_enable),
             ("disable", g_disable), ("isenabled", g_isenabled),
             ("get_threshold", g_get_threshold),
             ("set_threshold", g_set_threshold), ("get_count", g_get_count),
             ("get_debug", g_get_debug), ("set_debug", g_set_debug),
             ("freeze", g_freeze), ("unfreeze", g_freeze),
             ("get_freeze_count", g_get_freeze_count)]

DEBUG_FLAGS = [("DEBUG_STATS", 1), ("DEBUG_COLLECTABLE", 2),
               ("DEBUG_UNCOLLECTABLE", 4), ("DEBUG_SAVEALL", 32),
               ("DEBUG_LEAK", 38)]


def make():
    GC.reset()
    w_mod = W_Module("gc")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    for name, value in DEBUG_FLAGS:
        w_mod.setitem(name, newint(value))
    w_mod.setitem("garbage", W_List([]))
    w_mod.setitem("callbacks", W_List([]))
    return w_mod
