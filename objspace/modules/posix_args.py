"""Argument conversion for the posix module, as CPython's Argument Clinic
and path_converter do: paths may be str, bytes or os.PathLike (and an int
file descriptor where allowed), ints go through __index__."""

from rpython.rlib import rstring

from objspace.model import W_Object, Arguments
from objspace.funcobject import special_binding
from objspace.intobject import W_Int, W_AbstractInt
from objspace.floatobject import W_Float
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import W_Bytes
from objspace.noneobject import W_None, W_NoneObject
from objspace.instances import W_Instance
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_overflow, oefmt,
                                 w_NotImplementedError)
from objspace import operations as ops


def _plural(n):
    return "" if n == 1 else "s"


def parse(args, fname, names, npos, nreq):
    """The arguments of fname(names...): the first npos may be given by
    position, the rest only by keyword; the first nreq are required. One
    W_Object or None per name."""
    args_w = args.args_w
    n = len(args_w)
    if n > len(names):
        raise_type_error("%s() takes at most %d argument%s (%d given)"
                         % (fname, len(names), _plural(len(names)), n))
    if n > npos:
        raise_type_error("%s() takes %s %d positional argument%s "
                         "(%d given)" % (fname, "exactly" if nreq == npos
                                         else "at most", npos,
                                         _plural(npos), n))
    result = [None] * len(names)
    for i in range(n):
        result[i] = args_w[i]
    if args.kw_names is not None:
        for k in range(len(args.kw_names)):
            key = args.kw_names[k]
            idx = -1
            for i in range(len(names)):
                if names[i] == key:
                    idx = i
            if idx < 0:
                raise_type_error("'%s' is an invalid keyword argument for "
                                 "%s()" % (key, fname))
            if idx < n:
                raise_type_error("argument for %s() given by name ('%s') "
                                 "and position (%d)" % (fname, key, idx + 1))
            result[idx] = args.kw_values_w[k]
    for i in range(nreq):
        if result[i] is None:
            raise_type_error("%s() missing required argument '%s' (pos %d)"
                             % (fname, names[i], i + 1))
    return result


def int_w(w_x, fname=""):
    """A C int argument: int or __index__, never float."""
    if isinstance(w_x, W_Int):
        return w_x.intval
    if isinstance(w_x, W_Float):
        raise_type_error("'float' object cannot be interpreted as an "
                         "integer")
    from objspace.modules.builtins_more import index_w
    w_i = index_w(w_x)
    if not isinstance(w_i, W_Int):
        raise_overflow("Python int too large to convert to C int")
    assert isinstance(w_i, W_Int)
    return w_i.intval


def int_or_default(w_x, default):
    if w_x is None:
        return default
    return int_w(w_x)


def bool_or_default(w_x, default):
    if w_x is None:
        return default
    return ops.is_true(w_x)


def no_dir_fd(w_dir_fd, fname):
    """dir_fd is not supported: None (or absent) only."""
    if w_dir_fd is not None and not isinstance(w_dir_fd, W_NoneObject):
        raise oefmt(w_NotImplementedError,
                    "dir_fd unavailable on this platform")


def no_follow(w_follow, fname):
    if w_follow is not None and not ops.is_true(w_follow):
        raise oefmt(w_NotImplementedError,
                    "%s: follow_symlinks unavailable on this platform"
                    % fname)


class Path(object):
    """A converted path argument: the bytes to pass to the C library
    (path), whether results should be bytes (as_bytes), the fd when an
    int was given (else -1), and the object given, for error messages."""
    _attrs_ = ("path", "as_bytes", "fd", "w_obj")

    def __init__(self, path, as_bytes, fd, w_obj):
        self.path = path
        self.as_bytes = as_bytes
        self.fd = fd
        self.w_obj = w_obj


def fspath(w_path):
    """os.fspath: str or bytes, else __fspath__(), else None."""
    if isinstance(w_path, W_Str) or isinstance(w_path, W_Bytes):
        return w_path
    w_meth = special_binding(w_path.gettype().lookup("__fspath__"))
    if w_meth is None:
        return None
    w_res = w_meth.call(Arguments([w_path]))
    if isinstance(w_res, W_Str) or isinstance(w_res, W_Bytes):
        return w_res
    raise_type_error("expected %s.__fspath__() to return str or bytes, "
                     "not %s" % (w_path.gettype().name,
                                 w_res.gettype().name))
    return None


def path_w(w_path, fname, argname="path", allow_fd=False,
           allow_none=False):
    """A Path for w_path (a str, bytes or os.PathLike; an int when
    allow_fd)."""
    if allow_fd and isinstance(w_path, W_Int):
        return Path("", False, w_path.intval, w_path)
    if allow_none and isinstance(w_path, W_NoneObject):
        return Path(".", False, -1, w_path)
    w_p = fspath(w_path)
    if w_p is None:
        what = "string, bytes or os.PathLike"
        if allow_fd and allow_none:
            what = "string, bytes, os.PathLike, integer or None"
        elif allow_fd:
            what = "string, bytes, os.PathLike or integer"
        elif allow_none:
            what = "string, bytes, os.PathLike or None"
        raise_type_error("%s: %s should be %s, not %s"
                         % (fname, argname, what, w_path.gettype().name))
    as_bytes = False
    if isinstance(w_p, W_Str):
        s = w_p.utf8
    else:
        assert isinstance(w_p, W_Bytes)
        s = w_p.value
        as_bytes = True
    assert s is not None
    if "\x00" in s:
        raise_value_error("embedded null byte")
    return Path(rstring.assert_str0(s), as_bytes, -1, w_path)


def fsdecode(s):
    """A file name from the C library as a str (utf-8; an undecodable
    name raises UnicodeDecodeError rather than being altered)."""
    from objspace.bytesobject import decode
    return decode(s, None, None)


def wrap_name(s, as_bytes):
    if as_bytes:
        return W_Bytes(s)
    return fsdecode(s)
