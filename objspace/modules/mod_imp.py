"""The `_imp` module: the import machinery's C helpers, as far as lbbv's
import system (interpreter/runtime/importing.py) has the concepts. There
are no frozen modules and no extension modules, so those queries answer
no; test.support.import_helper imports this module."""

from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import newint, newbool
from objspace.listobject import newlist
from objspace.noneobject import W_None
from objspace.strobject import W_Str
from objspace.strobject import newascii
from objspace.exceptions import raise_type_error
from objspace.argcheck import check_args


def _name_arg(args, fname):
    w_name = check_args(args, fname, 1, 1)[0]
    if not isinstance(w_name, W_Str):
        raise_type_error("%s() argument must be str, not %s"
                         % (fname, w_name.gettype().name))
        raise AssertionError
    return w_name.utf8


def i_is_builtin(args):
    from objspace.modules import builtin_module_names
    name = _name_arg(args, "is_builtin")
    if name in builtin_module_names():
        return newint(1)
    return newint(0)


def i_is_frozen(args):
    _name_arg(args, "is_frozen")
    return newbool(False)


def i_extension_suffixes(args):
    check_args(args, "extension_suffixes", 0, 0)
    return newlist([])


def i_lock_held(args):
    check_args(args, "lock_held", 0, 0)
    return newbool(False)


def i_acquire_lock(args):
    check_args(args, "acquire_lock", 0, 0)
    return W_None


def i_release_lock(args):
    check_args(args, "release_lock", 0, 0)
    return W_None


def i_override_frozen(args):
    # There are no frozen modules to switch on or off.
    check_args(args, "_override_frozen_modules_for_tests", 1, 1)
    return W_None


FUNCTIONS = [("is_builtin", i_is_builtin), ("is_frozen", i_is_frozen),
             ("extension_suffixes", i_extension_suffixes),
             ("lock_held", i_lock_held), ("acquire_lock", i_acquire_lock),
             ("release_lock", i_release_lock),
             ("_override_frozen_modules_for_tests", i_override_frozen)]


def make():
    w_mod = W_Module("_imp")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("check_hash_based_pycs", newascii("never"))
    return w_mod
