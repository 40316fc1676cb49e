"""breakpoint() and sys.breakpointhook (PEP 553): breakpoint(*a, **k)
calls sys.breakpointhook(*a, **k); the default hook reads
$PYTHONBREAKPOINT ("0": do nothing; unset or empty: pdb.set_trace;
"mod.attr" or a built-in's name: that callable) when it is called, and
warns (RuntimeWarning) about a name it cannot import."""

import os

from objspace.model import OperationError
from objspace.funcobject import builtin_function
from objspace.noneobject import W_None
from objspace.exceptions import (w_ImportError, w_AttributeError,
                                 raise_runtime_error)


def _unimportable(name):
    from objspace.warn import warn
    warn("RuntimeWarning", 'Ignoring unimportable $PYTHONBREAKPOINT: "%s"'
         % name)
    return W_None


def _valid_module_path(path):
    # "..foo", "a..b", "/": names the import system would not find
    if not path:
        return False
    for part in path.split("."):
        if not part:
            return False
    return True


def sys_breakpointhook(args):
    """sys.breakpointhook(*args, **kws): the default hook."""
    from interpreter.runtime.importing import import_dotted
    from objspace.attrs import getattr_w
    envar = os.environ.get("PYTHONBREAKPOINT")
    if envar is None or not envar:
        envar = "pdb.set_trace"
    elif envar == "0":
        return W_None
    dot = envar.rfind(".")
    if dot < 0:
        modpath = "builtins"
        attr = envar
    elif dot == 0:
        return _unimportable(envar)
    else:
        modpath = envar[:dot]
        attr = envar[dot + 1:]
    if not _valid_module_path(modpath):
        return _unimportable(envar)
    try:
        w_mod = import_dotted(modpath)
    except OperationError as e:
        if not e.w_value.gettype().issubtype(w_ImportError):
            raise
        return _unimportable(envar)
    try:
        w_hook = getattr_w(w_mod, attr)
    except OperationError as e:
        if not e.w_value.gettype().issubtype(w_AttributeError):
            raise
        return _unimportable(envar)
    return w_hook.call(args)


BREAKPOINTHOOK = builtin_function("breakpointhook", sys_breakpointhook)


def b_breakpoint(args):
    """breakpoint(*args, **kws): calls sys.breakpointhook with them."""
    from objspace.modules.mod_sys import SYSREF
    w_sys = SYSREF.w_sys
    w_hook = None
    if w_sys is not None:
        w_hook = w_sys.dict_w.get("breakpointhook", None)
    if w_hook is None:
        raise_runtime_error("lost sys.breakpointhook")
    assert w_hook is not None
    return w_hook.call(args)


def install(w_sys):
    w_sys.setitem("breakpointhook", BREAKPOINTHOOK)
    w_sys.setitem("__breakpointhook__", BREAKPOINTHOOK)
