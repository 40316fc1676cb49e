"""Built-in modules. Each mod_*.py has make() -> W_Module, called on first
import (never at translation time, so module state is per run)."""

from objspace.modules import mod_builtins


def make_builtin_module(name):
    """The built-in module `name`, or None if there is none."""
    if name == "builtins":
        return mod_builtins.make()
    for mod_name, maker in _MODULES:
        if mod_name == name:
            return maker()
    return None


def _collect():
    result = []
    for name in ("math", "sys", "time", "random"):
        try:
            m = __import__("objspace.modules.mod_" + name, None, None,
                           ["make"])
        except ImportError:
            continue
        result.append((name, m.make))
    return result


_MODULES = _collect()
