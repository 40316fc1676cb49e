"""OSError and its subclasses as CPython 3.11: errno, strerror, filename,
filename2 attributes, OSError(errno, ...) choosing the subclass from the
errno (FileNotFoundError for ENOENT, ...), str() as
"[Errno 2] No such file or directory: 'x'", and wrap_oserror() to turn an
RPython OSError (from os / rposix) into that exception."""

import os

from objspace.model import OperationError
from objspace.exceptions import W_BaseException, TYPES
from objspace.funcobject import W_BuiltinFunction
from objspace.noneobject import W_None


class W_OSError(W_BaseException):
    """An OSError (or subclass) instance: the four attributes are None
    unless the arguments were (errno, strerror[, filename[, winerror[,
    filename2]]])."""
    _attrs_ = ("w_errno", "w_strerror", "w_filename", "w_filename2")

    def __init__(self, w_class, args_w):
        W_BaseException.__init__(self, w_class, args_w)
        self.w_errno = W_None
        self.w_strerror = W_None
        self.w_filename = W_None
        self.w_filename2 = W_None

    def getattr_hook(self, name):
        if name == "errno":
            return self.w_errno
        if name == "strerror":
            return self.w_strerror
        if name == "filename":
            return self.w_filename
        if name == "filename2":
            return self.w_filename2
        return W_BaseException.getattr_hook(self, name)

    def hooked_attr(self, name):
        return name == "errno" or name == "strerror" or \
            name == "filename" or name == "filename2" or \
            W_BaseException.hooked_attr(self, name)

    def setattr_hook(self, name, w_value):
        if name == "errno":
            self.w_errno = w_value
        elif name == "strerror":
            self.w_strerror = w_value
        elif name == "filename":
            self.w_filename = w_value
        elif name == "filename2":
            self.w_filename2 = w_value
        else:
            return W_BaseException.setattr_hook(self, name, w_value)
        return True


w_OSError = TYPES.by_name["OSError"]

# (name, base, errnos that select it in OSError(errno, ...))
_SUBCLASSES = [("BlockingIOError", "OSError", [11, 114, 115]),
               ("ChildProcessError", "OSError", [10]),
               ("ConnectionError", "OSError", []),
               ("BrokenPipeError", "ConnectionError", [32, 108]),
               ("ConnectionAbortedError", "ConnectionError", [103]),
               ("ConnectionRefusedError", "ConnectionError", [111]),
               ("ConnectionResetError", "ConnectionError", [104]),
               ("FileExistsError", "OSError", [17]),
               ("FileNotFoundError", "OSError", [2]),
               ("InterruptedError", "OSError", [4]),
               ("IsADirectoryError", "OSError", [21]),
               ("NotADirectoryError", "OSError", [20]),
               ("PermissionError", "OSError", [13, 1]),
               ("ProcessLookupError", "OSError", [3]),
               ("TimeoutError", "OSError", [110])]


class ErrnoMap(object):
    def __init__(self):
        self.by_errno = {}


ERRNO_MAP = ErrnoMap()
for _name, _base, _errnos in _SUBCLASSES:
    _w_t = TYPES.add(_name, _base)
    for _e in _errnos:
        ERRNO_MAP.by_errno[_e] = _w_t


def _parse_args(w_exc, args_w):
    """OSError's argument rule: with 2 to 5 arguments they are errno,
    strerror, filename, winerror, filename2 and args keeps the first two."""
    n = len(args_w)
    if n < 2 or n > 5:
        return
    w_exc.w_errno = args_w[0]
    w_exc.w_strerror = args_w[1]
    if n >= 3 and args_w[2] is not W_None:
        # with a filename, args keeps only (errno, strerror)
        w_exc.w_filename = args_w[2]
        if n == 5 and args_w[4] is not W_None:
            w_exc.w_filename2 = args_w[4]
        w_exc.args_w = [args_w[0], args_w[1]]


def new_oserror(w_cls, args_w):
    """OSError.__new__: OSError(errno, ...) becomes the subclass for that
    errno."""
    from objspace.intobject import W_Int
    if w_cls is w_OSError and 2 <= len(args_w) <= 5:
        w_errno = args_w[0]
        if isinstance(w_errno, W_Int):
            w_sub = ERRNO_MAP.by_errno.get(w_errno.intval, None)
            if w_sub is not None:
                w_cls = w_sub
    w_exc = W_OSError(w_cls, list(args_w))
    _parse_args(w_exc, args_w)
    return w_exc


def oserror_init(args):
    """OSError.__init__: parses the arguments again (a subclass's
    __init__ may pass other ones to super().__init__)."""
    w_self = args.args_w[0]
    if isinstance(w_self, W_OSError):
        args_w = args.args_w[1:]
        w_self.args_w = args_w
        w_self.w_errno = W_None
        w_self.w_strerror = W_None
        w_self.w_filename = W_None
        w_self.w_filename2 = W_None
        _parse_args(w_self, args_w)
    elif isinstance(w_self, W_BaseException):
        w_self.args_w = args.args_w[1:]
    return W_None


def oserror_str_of(w_exc):
    """str() of an OSError, or None to use BaseException's."""
    from objspace.reprs import repr_w, str_w
    if w_exc.w_filename is not W_None:
        if w_exc.w_filename2 is not W_None:
            return "[Errno %s] %s: %s -> %s" % (
                str_w(w_exc.w_errno), str_w(w_exc.w_strerror),
                repr_w(w_exc.w_filename), repr_w(w_exc.w_filename2))
        return "[Errno %s] %s: %s" % (
            str_w(w_exc.w_errno), str_w(w_exc.w_strerror),
            repr_w(w_exc.w_filename))
    if w_exc.w_errno is not W_None and w_exc.w_strerror is not W_None:
        return "[Errno %s] %s" % (str_w(w_exc.w_errno),
                                  str_w(w_exc.w_strerror))
    return None


def oserror_str(args):
    from objspace.reprs import exception_str
    from objspace.exceptions import raise_type_error
    if len(args.args_w) != 1 or \
            not isinstance(args.args_w[0], W_BaseException):
        raise_type_error("descriptor '__str__' requires an 'OSError' object")
    w_exc = args.args_w[0]
    assert isinstance(w_exc, W_BaseException)
    if not isinstance(w_exc, W_OSError):
        # an exception made without OSError's layout (io's
        # UnsupportedOperation, which also derives from ValueError)
        from objspace.strobject import newstr
        return newstr(exception_str(w_exc))
    s = oserror_str_of(w_exc)
    if s is None:
        s = exception_str(w_exc)
    from objspace.strobject import newstr
    return newstr(s)


w_OSError.dict_w["__init__"] = W_BuiltinFunction("__init__", oserror_init)
w_OSError.dict_w["__str__"] = W_BuiltinFunction("__str__", oserror_str)


def strerror(errno):
    try:
        return os.strerror(errno)
    except ValueError:
        return "Unknown error %d" % errno


def new_oserror_from_errno(errno, w_filename=None, w_filename2=None):
    from objspace.intobject import newint
    from objspace.strobject import newstr
    args_w = [newint(errno), newstr(strerror(errno))]
    if w_filename is not None:
        args_w.append(w_filename)
        if w_filename2 is not None:
            args_w.append(W_None)
            args_w.append(w_filename2)
    return new_oserror(w_OSError, args_w)


def wrap_oserror(e, w_filename=None, w_filename2=None):
    """The OperationError for RPython's OSError e (errno from the C
    library), naming the file(s) as CPython does."""
    return OperationError(new_oserror_from_errno(e.errno, w_filename,
                                                 w_filename2))


def raise_errno(errno, w_filename=None):
    raise OperationError(new_oserror_from_errno(errno, w_filename))
