"""OSError instances for failed system calls, as CPython builds them: the
subclass chosen by errno (FileNotFoundError, ...), args (errno,
strerror), and the attributes errno, strerror and filename, which
OSError.__str__ shows as "[Errno 2] No such file or directory: 'x'"."""

import errno as errno_mod
import os

from objspace.model import OperationError, Arguments
from objspace.exceptions import TYPES, W_BaseException
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import newint
from objspace.strobject import newstr
from objspace.noneobject import W_None


def _add_os_subclasses():
    """CPython's OSError subclasses (PEP 3151), where the exception table
    does not have them yet."""
    for name in ["BlockingIOError", "ChildProcessError", "ConnectionError",
                 "FileExistsError", "FileNotFoundError", "InterruptedError",
                 "IsADirectoryError", "NotADirectoryError",
                 "PermissionError", "ProcessLookupError", "TimeoutError"]:
        if name not in TYPES.by_name:
            TYPES.add(name, "OSError")
    for name in ["BrokenPipeError", "ConnectionAbortedError",
                 "ConnectionRefusedError", "ConnectionResetError"]:
        if name not in TYPES.by_name:
            TYPES.add(name, "ConnectionError")


_add_os_subclasses()


def _subclass_name(err):
    if err == errno_mod.ENOENT:
        return "FileNotFoundError"
    if err == errno_mod.EEXIST:
        return "FileExistsError"
    if err == errno_mod.EISDIR:
        return "IsADirectoryError"
    if err == errno_mod.ENOTDIR:
        return "NotADirectoryError"
    if err == errno_mod.EACCES or err == errno_mod.EPERM:
        return "PermissionError"
    if err == errno_mod.EINTR:
        return "InterruptedError"
    if err == errno_mod.EPIPE or err == errno_mod.ESHUTDOWN:
        return "BrokenPipeError"
    if err == errno_mod.EAGAIN or err == errno_mod.EALREADY or \
            err == errno_mod.EINPROGRESS:
        return "BlockingIOError"
    if err == errno_mod.ECHILD:
        return "ChildProcessError"
    if err == errno_mod.ESRCH:
        return "ProcessLookupError"
    if err == errno_mod.ETIMEDOUT:
        return "TimeoutError"
    return "OSError"


def new_os_error(err, w_filename):
    """The OSError (subclass) for errno `err`; w_filename may be None."""
    name = _subclass_name(err)
    w_type = TYPES.by_name.get(name, None)
    if w_type is None:
        w_type = TYPES.by_name["OSError"]
    try:
        msg = os.strerror(err)
    except ValueError:
        msg = "Unknown error %d" % err
    w_errno = newint(err)
    w_msg = newstr(msg)
    w_exc = W_BaseException(w_type, [w_errno, w_msg])
    w_exc.setdictvalue("errno", w_errno)
    w_exc.setdictvalue("strerror", w_msg)
    w_exc.setdictvalue("filename", w_filename if w_filename is not None
                       else W_None)
    return OperationError(w_exc)


def wrap_oserror(e, w_filename=None):
    """An RPython OSError as the Python exception to raise."""
    return new_os_error(e.errno, w_filename)


def oserror_str(args):
    """OSError.__str__: "[Errno N] strerror" (": 'filename'") when errno
    and strerror are set, else what BaseException shows."""
    from objspace.reprs import str_w, repr_w
    from objspace.tupleobject import newtuple
    from objspace import operations as ops
    w_self = args.args_w[0]
    if isinstance(w_self, W_BaseException):
        w_errno = w_self.getdictvalue("errno")
        w_strerror = w_self.getdictvalue("strerror")
        if w_errno is not None and w_strerror is not None and \
                not ops.is_none(w_errno) and not ops.is_none(w_strerror):
            s = "[Errno %s] %s" % (str_w(w_errno), str_w(w_strerror))
            w_filename = w_self.getdictvalue("filename")
            if w_filename is not None and not ops.is_none(w_filename):
                s += ": " + repr_w(w_filename)
            return newstr(s)
        args_w = w_self.args_w
        if len(args_w) == 0:
            return newstr("")
        if len(args_w) == 1:
            return newstr(str_w(args_w[0]))
        return newstr(repr_w(newtuple(list(args_w))))
    return newstr(str_w(w_self))


def install_oserror_str():
    w_os = TYPES.by_name["OSError"]
    if "__str__" not in w_os.dict_w:
        w_os.dict_w["__str__"] = W_BuiltinFunction("__str__", oserror_str)


install_oserror_str()
