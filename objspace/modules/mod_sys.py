"""The sys module: argv, exit, stdout/stderr, the recursion limit and a
few constants."""

import sys

from objspace.model import W_Object, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import W_Int, newint
from objspace.strobject import W_Str, newstr
from objspace.listobject import W_List
from objspace.noneobject import W_None
from objspace.exceptions import (W_BaseException, w_SystemExit,
                                 w_RecursionError, oefmt, raise_type_error,
                                 raise_value_error)
from objspace.argcheck import check_args
from objspace.stdio import OUTPUT
from objspace.modules.builtins_more import index_w

VERSION = "3.11.7 (lbbv)"


class W_StdStream(W_Object):
    """sys.stdout / sys.stderr: text streams over objspace.stdio."""
    _attrs_ = ("fd",)

    def __init__(self, fd):
        self.fd = fd

    def gettype(self):
        return w_textio_type

    def getattr_hook(self, name):
        if name == "name":
            return newstr("<stdout>" if self.fd == 1 else "<stderr>")
        if name == "encoding":
            return newstr("utf-8")
        return None

    def repr_hook(self):
        if self.fd == 1:
            return "<_io.TextIOWrapper name='<stdout>' mode='w' " \
                   "encoding='utf-8'>"
        return "<_io.TextIOWrapper name='<stderr>' mode='w' " \
               "encoding='utf-8'>"


def _stream(w_self):
    if not isinstance(w_self, W_StdStream):
        raise_type_error("descriptor requires a '_io.TextIOWrapper' object")
    assert isinstance(w_self, W_StdStream)
    return w_self


def stream_write(args):
    args_w = check_args(args, "write", 2, 2)
    w_stream = _stream(args_w[0])
    w_s = args_w[1]
    if not isinstance(w_s, W_Str):
        raise_type_error("write() argument must be str, not %s"
                         % w_s.gettype().name)
    if w_stream.fd == 1:
        OUTPUT.write_stdout(w_s.utf8)
    else:
        OUTPUT.write_stderr(w_s.utf8)
    return newint(w_s.length)


def stream_flush(args):
    args_w = check_args(args, "flush", 1, 1)
    if _stream(args_w[0]).fd == 1:
        OUTPUT.flush()
    return W_None


def stream_fileno(args):
    args_w = check_args(args, "fileno", 1, 1)
    return newint(_stream(args_w[0]).fd)


def stream_isatty(args):
    from objspace.intobject import newbool
    check_args(args, "isatty", 1, 1)
    return newbool(False)


w_textio_type = W_TypeObject("TextIOWrapper", [w_object_type])
w_textio_type.module = "_io"
for _name, _fn in [("write", stream_write), ("flush", stream_flush),
                   ("fileno", stream_fileno), ("isatty", stream_isatty)]:
    w_textio_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


def sys_exit(args):
    args_w = check_args(args, "exit", 0, 1)
    w_exc = W_BaseException(w_SystemExit, list(args_w))
    w_exc.setdictvalue("code", args_w[0] if args_w else W_None)
    raise OperationError(w_exc)


def sys_getrecursionlimit(args):
    from interpreter.state import STATE
    check_args(args, "getrecursionlimit", 0, 0)
    return newint(STATE.recursion_limit)


def sys_setrecursionlimit(args):
    from interpreter.state import STATE
    args_w = check_args(args, "setrecursionlimit", 1, 1)
    w_n = args_w[0]
    from objspace.floatobject import W_Float
    if isinstance(w_n, W_Float):
        raise_type_error("'float' object cannot be interpreted as an "
                         "integer")
    w_i = index_w(w_n)
    if not isinstance(w_i, W_Int):
        from objspace.exceptions import raise_overflow
        raise_overflow("Python int too large to convert to C int")
        return None
    n = w_i.intval
    if n < 1:
        raise_value_error("recursion limit must be greater or equal than 1")
    depth = STATE.depth + 1
    if depth >= n:
        raise oefmt(w_RecursionError, "cannot set the recursion limit to %d "
                    "at the recursion depth %d: the limit is too low"
                    % (n, depth))
    STATE.recursion_limit = n
    return W_None


def make():
    from interpreter.state import STATE
    w_mod = W_Module("sys")
    argv_w = []
    for arg in STATE.argv:
        argv_w.append(newstr(arg))
    w_mod.setitem("argv", W_List(argv_w))
    w_mod.setitem("stdout", W_StdStream(1))
    w_mod.setitem("stderr", W_StdStream(2))
    w_mod.setitem("__stdout__", w_mod.dict_w["stdout"])
    w_mod.setitem("__stderr__", w_mod.dict_w["stderr"])
    for name, fn in [("exit", sys_exit),
                     ("getrecursionlimit", sys_getrecursionlimit),
                     ("setrecursionlimit", sys_setrecursionlimit)]:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("maxsize", newint(sys.maxint))
    w_mod.setitem("version", newstr(VERSION))
    w_mod.setitem("platform", newstr("linux"))
    w_mod.setitem("byteorder", newstr("little"))
    w_mod.setitem("path", STATE.w_path)
    w_mod.setitem("modules", STATE.w_modules)
    from objspace.tupleobject import newtuple
    from objspace.modules import builtin_module_names
    names_w = [newstr(n) for n in builtin_module_names()]
    w_mod.setitem("builtin_module_names", newtuple(names_w))
    w_mod.setitem("executable", newstr(STATE.executable))
    return w_mod
