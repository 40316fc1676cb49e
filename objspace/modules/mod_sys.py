"""The sys module: argv, exit, stdout/stderr, the recursion limit and a
few constants."""

import sys

from objspace.model import W_Object, OperationError, Arguments
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
from objspace.structseq import StructSeqType

VERSION = "3.11.7 (lbbv)"


class W_StdStream(W_Object):
    """sys.stdout / sys.stderr: text streams over objspace.stdio."""
    _attrs_ = ("fd",)

    def __init__(self, fd):
        self.fd = fd

    def gettype(self):
        return w_textio_type

    def getattr_hook(self, name):
        from objspace.intobject import newbool
        if name == "name":
            return newstr("<stdout>" if self.fd == 1 else "<stderr>")
        if name == "encoding":
            return newstr("utf-8")
        if name == "errors":
            return newstr("surrogateescape" if self.fd == 1 else
                          "backslashreplace")
        if name == "mode":
            return newstr("w")
        if name == "closed" or name == "write_through":
            return newbool(False)
        if name == "line_buffering":
            return newbool(self.fd == 2)
        if name == "newlines":
            return W_None
        if name == "buffer":
            return W_StdBuffer(self.fd)
        return None

    def repr_hook(self):
        if self.fd == 1:
            return "<_io.TextIOWrapper name='<stdout>' mode='w' " \
                   "encoding='utf-8'>"
        return "<_io.TextIOWrapper name='<stderr>' mode='w' " \
               "encoding='utf-8'>"


class W_StdBuffer(W_Object):
    """sys.stdout.buffer / sys.stderr.buffer: bytes onto the same
    output (and its order with text written)."""
    _attrs_ = ("fd",)

    def __init__(self, fd):
        self.fd = fd

    def gettype(self):
        return w_stdbuffer_type

    def getattr_hook(self, name):
        if name == "name":
            return newstr("<stdout>" if self.fd == 1 else "<stderr>")
        if name == "mode":
            return newstr("wb")
        if name == "closed":
            from objspace.intobject import newbool
            return newbool(False)
        return None

    def repr_hook(self):
        return "<_io.BufferedWriter name='%s'>" % (
            "<stdout>" if self.fd == 1 else "<stderr>")



def copyright_text():
    """sys.copyright (and the builtin copyright's text)."""
    return "lbbv: a Python 3.11 interpreter in RPython"

def buffer_write(args):
    from objspace.modules.io_base import bytes_arg
    args_w = check_args(args, "write", 2, 2)
    w_self = args_w[0]
    if not isinstance(w_self, W_StdBuffer):
        raise_type_error("descriptor 'write' requires a "
                         "'_io.BufferedWriter' object")
    assert isinstance(w_self, W_StdBuffer)
    data = bytes_arg(args_w[1])
    if w_self.fd == 1:
        OUTPUT.write_stdout(data)
    else:
        OUTPUT.write_stderr(data)
    return newint(len(data))


def buffer_flush(args):
    check_args(args, "flush", 1, 1)
    OUTPUT.flush()
    return W_None


w_stdbuffer_type = W_TypeObject("BufferedWriter", [w_object_type])
w_stdbuffer_type.module = "_io"
for _name, _fn in [("write", buffer_write), ("flush", buffer_flush)]:
    w_stdbuffer_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


class SysRef(object):
    """The run's sys module and its original stdout, so that print()
    notices a replaced sys.stdout with one dict look-up."""

    def __init__(self):
        self.w_sys = None
        self.w_stdout = None


SYSREF = SysRef()


def replaced_stdout():
    """sys.stdout when it is not the original stream, else None."""
    w_sys = SYSREF.w_sys
    if w_sys is None:
        return None
    w_cur = w_sys.dict_w.get("stdout", None)
    if w_cur is SYSREF.w_stdout:
        return None
    if w_cur is None:
        from objspace.exceptions import w_RuntimeError
        raise oefmt(w_RuntimeError, "lost sys.stdout")
    return w_cur


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
    import os
    from objspace.intobject import newbool
    args_w = check_args(args, "isatty", 1, 1)
    try:
        return newbool(os.isatty(_stream(args_w[0]).fd))
    except OSError:
        return newbool(False)


def stream_writelines(args):
    from objspace import containers
    args_w = check_args(args, "writelines", 2, 2)
    _stream(args_w[0])
    w_it = containers.iter_w(args_w[1])
    while True:
        w_line = containers.next_w(w_it)
        if w_line is None:
            break
        stream_write(Arguments([args_w[0], w_line]))
    return W_None


def _stream_bool(value):
    def fn(args):
        from objspace.intobject import newbool
        args_w = check_args(args, "readable", 1, 1)
        _stream(args_w[0])
        return newbool(value)
    fn.__name__ = "stream_bool_%d" % int(value)
    return fn


def stream_close(args):
    args_w = check_args(args, "close", 1, 1)
    _stream(args_w[0])
    OUTPUT.flush()
    return W_None


def stream_nope(args):
    from objspace.modules.io_base import unsupported
    _stream(args.args_w[0] if args.args_w else W_None)
    unsupported("not readable")
    return W_None


w_textio_type = W_TypeObject("TextIOWrapper", [w_object_type])
w_textio_type.module = "_io"
for _name, _fn in [("write", stream_write), ("flush", stream_flush),
                   ("fileno", stream_fileno), ("isatty", stream_isatty),
                   ("writelines", stream_writelines),
                   ("readable", _stream_bool(False)),
                   ("writable", _stream_bool(True)),
                   ("seekable", _stream_bool(False)),
                   ("close", stream_close), ("read", stream_nope),
                   ("readline", stream_nope)]:
    w_textio_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


def sys_exit(args):
    args_w = check_args(args, "exit", 0, 1)
    w_exc = W_BaseException(w_SystemExit, list(args_w))
    w_exc.setdictvalue("code", args_w[0] if args_w else W_None)
    raise OperationError(w_exc)


def sys_getrecursionlimit(args):
    from interpreter.runtime.state import STATE
    check_args(args, "getrecursionlimit", 0, 0)
    return newint(STATE.recursion_limit)


def sys_setrecursionlimit(args):
    from interpreter.runtime.state import STATE
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


VERSION_INFO = StructSeqType("sys", "version_info",
                             ["major", "minor", "micro", "releaselevel",
                              "serial"])
FLOAT_INFO = StructSeqType("sys", "float_info",
                           ["max", "max_exp", "max_10_exp", "min", "min_exp",
                            "min_10_exp", "dig", "mant_dig", "epsilon",
                            "radix", "rounds"])
FLAGS = StructSeqType("sys", "flags",
                      ["debug", "inspect", "interactive", "optimize",
                       "dont_write_bytecode", "no_user_site", "no_site",
                       "ignore_environment", "verbose", "bytes_warning",
                       "quiet", "hash_randomization", "isolated",
                       "dev_mode", "utf8_mode", "warn_default_encoding",
                       "safe_path", "int_max_str_digits"])
# lbbv hashes numbers as CPython does (objspace/intobject.py hash_int);
# _pydecimal and fractions read the modulus from here
HASH_INFO = StructSeqType("sys", "hash_info",
                          ["width", "modulus", "inf", "nan", "imag",
                           "algorithm", "hash_bits", "seed_bits", "cutoff"])
INT_INFO = StructSeqType("sys", "int_info",
                         ["bits_per_digit", "sizeof_digit",
                          "default_max_str_digits",
                          "str_digits_check_threshold"])


def dev_mode():
    """-X dev (CPython's development mode)."""
    from interpreter.runtime.state import STATE
    return "dev" in STATE.xoptions


def _warnoptions():
    """sys.warnoptions: the -W options, after 'default' in dev mode (as
    CPython's)."""
    from interpreter.runtime.state import STATE
    items_w = []
    if dev_mode():
        items_w.append(newstr("default"))
    for w in STATE.warnoptions:
        items_w.append(newstr(w))
    return W_List(items_w)


def _xoptions():
    """sys._xoptions: {name: value} of the -X options, True for those
    without '=value'."""
    from interpreter.runtime.state import STATE
    from objspace.dictobject import W_Dict
    from objspace.intobject import W_True
    w_d = W_Dict()
    for opt in STATE.xoptions:
        eq = opt.find("=")
        if eq >= 0:
            assert eq >= 0
            w_d.setitem(newstr(opt[:eq]), newstr(opt[eq + 1:]))
        else:
            w_d.setitem(newstr(opt), W_True)
    return w_d


def sys_constants():
    """sys attributes describing the interpreter: the language version
    lbbv implements (3.11.7), its own name in sys.implementation, and
    cache_tag None, which tells the standard library that there are no
    .pyc files."""
    from objspace.simplenamespace import new_namespace
    from objspace.floatobject import newfloat
    from objspace.intobject import newbool
    w_version = VERSION_INFO.make([newint(3), newint(11), newint(7),
                                   newstr("final"), newint(0)])
    hexversion = 0x030B07F0
    w_impl = new_namespace(
        ["name", "cache_tag", "version", "hexversion", "_multiarch"],
        [newstr("lbbv"), W_None, w_version, newint(hexversion),
         newstr("x86_64-linux-gnu")])
    w_float_info = FLOAT_INFO.make([
        newfloat(1.7976931348623157e+308), newint(1024), newint(308),
        newfloat(2.2250738585072014e-308), newint(-1021), newint(-307),
        newint(15), newint(53), newfloat(2.220446049250313e-16), newint(2),
        newint(1)])
    from interpreter.runtime.state import STATE
    flag_values = list(STATE.cmd_flags)
    flag_values[4] = 1          # dont_write_bytecode
    if STATE.no_site:
        flag_values[6] = 1      # no_site: -S
    flag_values[17] = -1        # int_max_str_digits: not set by -X or env
    # (-I, -E, -s, -b, -q, ... are counted in cmd_flags by main.set_flag)
    if "utf8" in STATE.xoptions or "utf8=1" in STATE.xoptions:
        flag_values[14] = 1     # utf8_mode
    flags_w = [newint(v) for v in flag_values]
    flags_w[13] = newbool(dev_mode())   # dev_mode and safe_path are bools
    flags_w[16] = newbool(flag_values[16] != 0)
    return [("version_info", w_version), ("implementation", w_impl),
            ("hexversion", newint(hexversion)),
            ("float_info", w_float_info),
            ("flags", FLAGS.make(flags_w)),
            ("maxunicode", newint(0x10FFFF)),
            ("dont_write_bytecode", newbool(True)),
            ("prefix", newstr("")), ("exec_prefix", newstr("")),
            ("base_prefix", newstr("")), ("base_exec_prefix", newstr("")),
            ("platlibdir", newstr("lib")),
            ("warnoptions", _warnoptions()),
            ("_xoptions", _xoptions()),
            ("api_version", newint(1013)),
            ("copyright", newstr(copyright_text())),
            ("hash_info", HASH_INFO.make([
                newint(64), newint(2305843009213693951), newint(314159),
                newint(0), newint(1000003), newstr("siphash13"),
                newint(64), newint(128), newint(0)])),
            ("int_info", INT_INFO.make([newint(30), newint(4), newint(4300),
                                        newint(640)]))]


def sys_getdefaultencoding(args):
    check_args(args, "getdefaultencoding", 0, 0)
    return newstr("utf-8")


def sys_getfilesystemencodeerrors(args):
    check_args(args, "getfilesystemencodeerrors", 0, 0)
    return newstr("surrogateescape")


def sys_audit(args):
    """sys.audit(event, *args): lbbv has no audit hooks."""
    if len(args.args_w) == 0:
        raise_type_error("audit() missing 1 required positional argument: "
                         "'event'")
    if not isinstance(args.args_w[0], W_Str):
        raise_type_error("expected str for argument 'event', not %s"
                         % args.args_w[0].gettype().name)
    return W_None


def sys_excepthook(args):
    """sys.excepthook(type, value, traceback): the traceback on stderr,
    as lbbv prints an uncaught exception."""
    args_w = check_args(args, "excepthook", 3, 3)
    w_value = args_w[1]
    if not isinstance(w_value, W_BaseException):
        raise_type_error("print_exception(): Exception expected for value, "
                         "%s found" % w_value.gettype().name)
    assert isinstance(w_value, W_BaseException)
    from interpreter.runtime.main import format_exception
    text = format_exception(w_value)
    w_sys = SYSREF.w_sys
    w_err = w_sys.dict_w.get("stderr", None) if w_sys is not None else None
    if w_err is not None and not isinstance(w_err, W_StdStream) and \
            w_err is not W_None:
        # a replaced sys.stderr (contextlib.redirect_stderr, a test's
        # captured_stderr) gets the text through its write method
        from objspace.attrs import getattr_w
        getattr_w(w_err, "write").call(Arguments([newstr(text)]))
        return W_None
    OUTPUT.flush()
    OUTPUT.write_stderr(text)
    return W_None


EXCEPTHOOK = builtin_function("excepthook", sys_excepthook)


def user_excepthook():
    """sys.excepthook when a program replaced it, else None."""
    from interpreter.runtime.state import STATE
    w_sys = STATE.w_modules.getitem(newstr("sys"))
    if not isinstance(w_sys, W_Module):
        return None
    w_hook = w_sys.dict_w.get("excepthook", None)
    if w_hook is None or w_hook is EXCEPTHOOK:
        return None
    return w_hook


def sys_exc_info(args):
    """(type, value, traceback) of the exception being handled."""
    from interpreter.runtime.state import STATE
    from objspace.tupleobject import newtuple
    from objspace.frameobject import wrap_traceback
    check_args(args, "exc_info", 0, 0)
    w_exc = STATE.w_handled
    if w_exc is None or not isinstance(w_exc, W_BaseException):
        return newtuple([W_None, W_None, W_None])
    return newtuple([w_exc.gettype(), w_exc,
                     wrap_traceback(w_exc.traceback)])


def sys_intern(args):
    args_w = check_args(args, "intern", 1, 1)
    if not isinstance(args_w[0], W_Str):
        raise_type_error("intern() argument must be str, not %s"
                         % args_w[0].gettype().name)
    from objspace.strobject import intern_w
    w_str = args_w[0]
    assert isinstance(w_str, W_Str)
    return intern_w(w_str)


def sys_getframe(args):
    """sys._getframe(depth=0): the frame object of the caller, or of the
    frame `depth` calls further out."""
    from interpreter.runtime.state import STATE
    from objspace.frameobject import live_frame
    args_w = check_args(args, "_getframe", 0, 1)
    depth = 0
    if args_w:
        from objspace.strmethods import as_ssize
        depth = as_ssize(args_w[0])
    frame = STATE.topframe
    while depth > 0 and frame is not None:
        frame = frame.f_back
        depth -= 1
    if frame is None:
        raise_value_error("call stack is not deep enough")
    return live_frame(frame)


def sys_getsizeof(args):
    """sys.getsizeof(obj, default): __sizeof__ of a user class, else an
    estimate of CPython's 64-bit sizes (lbbv's objects are laid out
    differently; the number is only comparable between objects)."""
    from objspace.sizes import size_estimate
    args_w = check_args(args, "getsizeof", 1, 2)
    return newint(size_estimate(args_w[0]))


def make():
    from interpreter.runtime.state import STATE
    w_mod = W_Module("sys")
    argv_w = []
    for arg in STATE.argv:
        argv_w.append(newstr(arg))
    w_mod.setitem("argv", W_List(argv_w))
    w_mod.setitem("stdout", W_StdStream(1))
    SYSREF.w_sys = w_mod
    SYSREF.w_stdout = w_mod.dict_w["stdout"]
    w_mod.setitem("stderr", W_StdStream(2))
    w_mod.setitem("__stdout__", w_mod.dict_w["stdout"])
    w_mod.setitem("__stderr__", w_mod.dict_w["stderr"])
    w_mod.setitem("excepthook", EXCEPTHOOK)
    w_mod.setitem("__excepthook__", EXCEPTHOOK)
    from objspace.modules.mod_io import get_stdin
    w_mod.setitem("stdin", get_stdin())
    w_mod.setitem("__stdin__", w_mod.dict_w["stdin"])
    for name, fn in [("exit", sys_exit),
                     ("getdefaultencoding", sys_getdefaultencoding),
                     ("getfilesystemencoding", sys_getdefaultencoding),
                     ("audit", sys_audit), ("exc_info", sys_exc_info),
                     ("getfilesystemencodeerrors",
                      sys_getfilesystemencodeerrors),
                     ("intern", sys_intern),
                     ("getrecursionlimit", sys_getrecursionlimit),
                     ("_getframe", sys_getframe),
                     ("getsizeof", sys_getsizeof),
                     ("setrecursionlimit", sys_setrecursionlimit)]:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("maxsize", newint(sys.maxint))
    w_mod.setitem("version", newstr(VERSION))
    w_mod.setitem("platform", newstr("linux"))
    w_mod.setitem("byteorder", newstr("little"))
    w_mod.setitem("path", STATE.w_path)
    w_mod.setitem("modules", STATE.w_modules)
    from objspace.modules.import_finders import FINDERS
    from objspace.dictobject import newdict
    finders = FINDERS.get()
    w_mod.setitem("meta_path", W_List([finders.w_builtin_importer,
                                       finders.w_path_finder]))
    w_mod.setitem("path_hooks", W_List([finders.w_default_hook]))
    w_mod.setitem("path_importer_cache", newdict())
    from objspace.tupleobject import newtuple
    from objspace.modules import builtin_module_names
    names_w = [newstr(n) for n in builtin_module_names()]
    w_mod.setitem("builtin_module_names", newtuple(names_w))
    w_mod.setitem("executable", newstr(STATE.executable))
    for name, w_value in sys_constants():
        w_mod.setitem(name, w_value)
    from objspace.modules import sys_runtime
    sys_runtime.install(w_mod)
    from objspace.modules import sys_breakpoint
    sys_breakpoint.install(w_mod)
    from objspace.modules import sys_unraisable
    sys_unraisable.install(w_mod)
    return w_mod
