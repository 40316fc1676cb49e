"""Exceptions nobody can catch (raised by __del__, a weakref callback, a
generator closed by the GC, an atexit callback) go to
sys.unraisablehook(UnraisableHookArgs), as in CPython; the default hook
(sys.__unraisablehook__) prints "Exception ignored in: <obj>" and the
traceback on stderr."""

from objspace.model import OperationError, Arguments
from objspace.funcobject import builtin_function
from objspace.noneobject import W_None, W_NoneObject
from objspace.strobject import W_Str, newstr
from objspace.exceptions import W_BaseException, raise_type_error
from objspace.structseq import StructSeqType
from objspace.argcheck import check_args

HOOK_ARGS = StructSeqType("sys", "UnraisableHookArgs",
                          ["exc_type", "exc_value", "exc_traceback",
                           "err_msg", "object"])


def _default_report(err_msg, w_obj, w_exc):
    """CPython's default hook: where, then the exception's traceback."""
    from objspace.stdio import OUTPUT
    from objspace.reprs import repr_w
    from interpreter.runtime.main import format_exception
    OUTPUT.flush()
    try:
        if w_obj is not None:
            if err_msg is None:
                err_msg = "Exception ignored in"
            OUTPUT.write_stderr("%s: %s\n" % (err_msg, repr_w(w_obj)))
        elif err_msg is not None:
            OUTPUT.write_stderr("%s:\n" % err_msg)
        if w_exc is not None:
            OUTPUT.write_stderr(format_exception(w_exc))
    except OperationError:
        OUTPUT.write_stderr("Exception while printing an exception\n")


def sys_unraisablehook(args):
    """sys.__unraisablehook__(unraisable): the default report."""
    w_arg = check_args(args, "unraisablehook", 1, 1)[0]
    from objspace.structseq import W_StructSeq
    if not isinstance(w_arg, W_StructSeq) or w_arg.kind is not HOOK_ARGS:
        raise_type_error("sys.unraisablehook argument type must be "
                         "UnraisableHookArgs")
    assert isinstance(w_arg, W_StructSeq)
    items_w = w_arg.items_w
    w_exc = items_w[1]
    w_msg = items_w[3]
    w_obj = items_w[4]
    err_msg = None
    if isinstance(w_msg, W_Str):
        err_msg = w_msg.utf8
    _default_report(err_msg,
                    None if isinstance(w_obj, W_NoneObject) else w_obj,
                    w_exc if isinstance(w_exc, W_BaseException) else None)
    return W_None


UNRAISABLEHOOK = builtin_function("unraisablehook", sys_unraisablehook)


def write_unraisable(err_msg, w_obj, e):
    """Reports the OperationError e raised where nothing can catch it;
    err_msg None: "Exception ignored in"; w_obj: where (or None)."""
    from objspace.modules.mod_sys import SYSREF
    from objspace.frameobject import wrap_traceback
    w_exc = e.w_value
    w_sys = SYSREF.w_sys
    w_hook = None
    if w_sys is not None:
        w_hook = w_sys.dict_w.get("unraisablehook", None)
    if w_hook is None or w_hook is UNRAISABLEHOOK or \
            isinstance(w_hook, W_NoneObject):
        _default_report(err_msg, w_obj, w_exc)
        return
    w_tb = W_None
    if isinstance(w_exc, W_BaseException):
        w_tb = wrap_traceback(w_exc.traceback)
    w_args = HOOK_ARGS.make([w_exc.gettype(), w_exc, w_tb,
                             newstr(err_msg) if err_msg is not None
                             else W_None,
                             w_obj if w_obj is not None else W_None])
    try:
        w_hook.call(Arguments([w_args]))
    except OperationError as e2:
        _default_report("Exception ignored in sys.unraisablehook", w_hook,
                        e2.w_value)


def install(w_sys):
    w_sys.setitem("unraisablehook", UNRAISABLEHOOK)
    w_sys.setitem("__unraisablehook__", UNRAISABLEHOOK)
