"""Module helpers: a module's name, the builtins module, reading a source
file. The import system is interpreter/runtime/importing.py."""

import os

from objspace.moduleobject import W_Module
from objspace.strobject import W_Str
from interpreter.runtime.state import STATE


def module_name_of(w_module):
    w_name = w_module.dict_w.get("__name__", None)
    if isinstance(w_name, W_Str):
        return w_name.utf8
    return w_module.name


def builtins_module():
    w_mod = STATE.w_builtins
    assert w_mod is not None
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
