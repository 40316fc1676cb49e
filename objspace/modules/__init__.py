"""Built-in modules. Each mod_*.py has make() -> W_Module, called on first
import (never at translation time, so module state is per run)."""

from objspace.modules import (mod_builtins, mod_math, mod_sys, mod_time,
                              mod_random, mod_importlib, mod_itertools,
                              mod_collections, mod_cmath, mod_string,
                              mod_errno, mod_atexit, mod_gc, mod_thread,
                              mod_weakref, mod_ast, mod_importlib_machinery)
from objspace.modules import mod_signal, mod_select, mod_socket
from objspace.modules import mod_posixsubprocess

_MODULES = [("math", mod_math.make), ("sys", mod_sys.make),
            ("time", mod_time.make), ("random", mod_random.make),
            ("importlib", mod_importlib.make),
            ("importlib.machinery", mod_importlib_machinery.make_machinery),
            ("importlib.util", mod_importlib_machinery.make_util),
            ("itertools", mod_itertools.make),
            ("_collections", mod_collections.make),
            ("cmath", mod_cmath.make),
            ("_string", mod_string.make),
            ("errno", mod_errno.make), ("atexit", mod_atexit.make),
            ("gc", mod_gc.make), ("_thread", mod_thread.make),
            ("_weakref", mod_weakref.make), ("_ast", mod_ast.make),
            ("_signal", mod_signal.make), ("select", mod_select.make),
            ("_socket", mod_socket.make),
            ("_posixsubprocess", mod_posixsubprocess.make)]


def builtin_module_names():
    names = ["builtins"]
    for mod_name, maker in _MODULES:
        names.append(mod_name)
    return names


def make_builtin_module(name):
    """The built-in module `name`, or None if there is none."""
    if name == "builtins":
        return mod_builtins.make()
    for mod_name, maker in _MODULES:
        if mod_name == name:
            return maker()
    return None
