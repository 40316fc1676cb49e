"""Module objects and `import`: built-in modules (builtins, math, sys,
time, random) and .py files in the script's directory."""

import os

from objspace.moduleobject import W_Module
from objspace.strobject import newstr, W_Str
from objspace.exceptions import oefmt, w_ModuleNotFoundError
from interpreter.state import STATE


def module_name_of(w_module):
    w_name = w_module.dict_w.get("__name__", None)
    if isinstance(w_name, W_Str):
        return w_name.utf8
    return w_module.name


def builtins_module():
    w_mod = STATE.modules.get("builtins", None)
    assert w_mod is not None
    return w_mod


def import_module(name):
    w_mod = STATE.modules.get(name, None)
    if w_mod is not None:
        return w_mod
    from objspace.modules import make_builtin_module
    w_mod = make_builtin_module(name)
    if w_mod is not None:
        STATE.modules[name] = w_mod
        return w_mod
    path = name + ".py"
    if STATE.script_dir:
        path = STATE.script_dir + "/" + path
    source = read_file(path)
    if source is None:
        raise oefmt(w_ModuleNotFoundError, "No module named '%s'" % name)
    w_mod = W_Module(name)
    w_mod.dict_w["__file__"] = newstr(path)
    STATE.modules[name] = w_mod
    from interpreter.main import exec_source
    try:
        exec_source(source, path, w_mod)
    except Exception:
        del STATE.modules[name]
        raise
    return w_mod


def read_file(path):
    """The file's bytes, or None if it cannot be opened."""
    try:
        fd = os.open(path, os.O_RDONLY, 0)
    except OSError:
        return None
    try:
        chunks = []
        while True:
            data = os.read(fd, 65536)
            if not data:
                break
            chunks.append(data)
    finally:
        os.close(fd)
    return "".join(chunks)
