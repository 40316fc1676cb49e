"""_io.FileIO: raw, unbuffered I/O on an OS file descriptor (os.open,
os.read, ... which RPython maps onto the C library)."""

import os
import stat

from rpython.rlib import rposix          # noqa: F401  (os.* for RPython)
from rpython.rlib import rposix_stat     # noqa: F401  (os.fstat)
from rpython.rlib.rarithmetic import intmask
from objspace.model import Arguments, OperationError
from objspace.intobject import W_Int, newint, newbool
from objspace.strobject import W_Str, newstr
from objspace.noneobject import W_None
from objspace.bytesobject import W_AbstractBytes, W_Bytes, W_ByteArray
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.funcobject import W_BuiltinFunction
from objspace import operations as ops
from objspace import attrs
from objspace.modules.io_base import (
    W_IOBase, w_rawiobase_type, new_type, install, install_props,
    new_static, cls_arg, self_arg, method_args, size_arg, int_arg,
    bytes_arg, buffer_len, fill_buffer, raise_closed, unsupported,
    allow_subclasses, DEFAULT_BUFFER_SIZE)
from objspace.oserrors import wrap_oserror, raise_errno


class W_FileIO(W_IOBase):
    _attrs_ = ("fd", "readable", "writable", "appending", "created",
               "closefd", "seekable", "blksize")

    def __init__(self, w_class):
        W_IOBase.__init__(self, w_class)
        self.fd = -1
        self.readable = False
        self.writable = False
        self.appending = False
        self.created = False
        self.closefd = True
        self.seekable = -1
        self.blksize = DEFAULT_BUFFER_SIZE

    def check_open(self):
        if self.fd < 0:
            raise_closed()

    def check_readable(self):
        self.check_open()
        if not self.readable:
            unsupported("File not open for reading")

    def check_writable(self):
        self.check_open()
        if not self.writable:
            unsupported("File not open for writing")

    def mode_string(self):
        if self.created:
            return "xb+" if self.readable else "xb"
        if self.appending:
            return "ab+" if self.readable else "ab"
        if self.readable:
            return "rb+" if self.writable else "rb"
        return "wb"

    def read_n(self, n):
        try:
            data = os.read(self.fd, n)
        except OSError as e:
            raise wrap_oserror(e)
        assert data is not None     # (RPython's os.read may be None)
        return data

    def read_all(self):
        pieces = []
        while True:
            data = self.read_n(65536)
            if not data:
                break
            pieces.append(data)
        return "".join(pieces)

    def write_data(self, data):
        assert data is not None
        try:
            return os.write(self.fd, data)
        except OSError as e:
            raise wrap_oserror(e)

    def seek_to(self, pos, whence):
        try:
            return intmask(os.lseek(self.fd, pos, whence))
        except OSError as e:
            raise wrap_oserror(e)

    def close_fd(self):
        fd = self.fd
        self.fd = -1
        if self.closefd and fd >= 0:
            try:
                os.close(fd)
            except OSError as e:
                raise wrap_oserror(e)


def path_of(w_file):
    """A str or bytes path, an os.PathLike's __fspath__(), else None."""
    if isinstance(w_file, W_Str):
        return w_file.utf8
    if isinstance(w_file, W_AbstractBytes):
        return w_file.value
    w_type = w_file.gettype()
    w_fspath = w_type.lookup("__fspath__")
    if w_fspath is None:
        return None
    w_path = w_fspath.bind(w_file, w_type).call(Arguments([]))
    if isinstance(w_path, W_Str):
        return w_path.utf8
    if isinstance(w_path, W_AbstractBytes):
        return w_path.value
    raise_type_error("expected %s.__fspath__() to return str or bytes, not "
                     "%s" % (w_type.name, w_path.gettype().name))
    return None


def parse_raw_mode(mode):
    """(readable, writable, appending, created, flags) of a FileIO mode,
    or ValueError."""
    rwa = False
    plus = False
    readable = writable = appending = created = False
    flags = 0
    for c in mode:
        if c == "x":
            if rwa:
                _bad_mode()
            rwa = True
            created = writable = True
            flags |= os.O_EXCL | os.O_CREAT
        elif c == "r":
            if rwa:
                _bad_mode()
            rwa = True
            readable = True
        elif c == "w":
            if rwa:
                _bad_mode()
            rwa = True
            writable = True
            flags |= os.O_CREAT | os.O_TRUNC
        elif c == "a":
            if rwa:
                _bad_mode()
            rwa = True
            writable = appending = True
            flags |= os.O_APPEND | os.O_CREAT
        elif c == "b":
            pass
        elif c == "+":
            if plus:
                _bad_mode()
            readable = writable = True
            plus = True
        else:
            raise_value_error("invalid mode: %s" % mode)
    if not rwa:
        _bad_mode()
    if readable and writable:
        flags |= os.O_RDWR
    elif readable:
        flags |= os.O_RDONLY
    else:
        flags |= os.O_WRONLY
    flags |= O_CLOEXEC
    return readable, writable, appending, created, flags


O_CLOEXEC = getattr(os, "O_CLOEXEC", 0o2000000)


def _bad_mode():
    raise_value_error("Must have exactly one of create/read/write/append "
                      "mode and at most one plus")


def fileio_init_args(w_self, w_file, mode, closefd, w_opener):
    if w_self.fd >= 0 and w_self.closefd:
        w_self.close_fd()
    readable, writable, appending, created, flags = parse_raw_mode(mode)
    w_self.readable = readable
    w_self.writable = writable
    w_self.appending = appending
    w_self.created = created
    w_self.seekable = -1
    w_self.iobase_closed = False
    fd = -1
    if isinstance(w_file, W_Int):
        fd = w_file.intval
        if fd < 0:
            raise_value_error("negative file descriptor")
        w_self.closefd = closefd
    else:
        from objspace.floatobject import W_Float
        if isinstance(w_file, W_Float):
            raise_type_error("integer argument expected, got float")
        path = path_of(w_file)
        if path is None:
            raise_type_error("expected str, bytes or os.PathLike object, "
                             "not %s" % w_file.gettype().name)
        assert path is not None
        if not closefd:
            raise_value_error("Cannot use closefd=False with file name")
        w_self.closefd = True
        if "\x00" in path:
            raise_value_error("embedded null byte")
        if w_opener is None or ops.is_none(w_opener):
            try:
                fd = os.open(path, flags, 0o666)
            except OSError as e:
                raise wrap_oserror(e, w_file)
        else:
            w_fd = w_opener.call(Arguments([w_file, newint(flags)]))
            if not isinstance(w_fd, W_Int):
                raise_type_error("expected integer from opener")
            assert isinstance(w_fd, W_Int)
            fd = w_fd.intval
            if fd < 0:
                raise_value_error("opener returned %d" % fd)
    w_self.fd = fd
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            import errno
            raise_errno(errno.EISDIR, w_file)
        blk = intmask(st.st_blksize)
        if blk > 1:
            w_self.blksize = blk
    except OSError as e:
        import errno
        if e.errno == errno.EBADF:
            w_self.fd = -1
            raise wrap_oserror(e)
    except OperationError:
        if not isinstance(w_file, W_Int):
            w_self.close_fd()
        raise
    w_self.setdictvalue("name", w_file)
    if appending:
        try:
            os.lseek(fd, 0, 2)
        except OSError:
            pass


def _fio(args, name):
    w_self = self_arg(args, name, w_fileio_type)
    if not isinstance(w_self, W_FileIO):
        raise_type_error("descriptor '%s' requires a '_io.FileIO' object"
                         % name)
    assert isinstance(w_self, W_FileIO)
    return w_self


def fileio_parse(args, args_w):
    """(file, mode, closefd, opener) from FileIO's arguments."""
    names = ["file", "mode", "closefd", "opener"]
    values_w = [None, None, None, None]
    if len(args_w) > 4:
        raise_type_error("FileIO() takes at most 4 arguments (%d given)"
                         % len(args_w))
    for i in range(len(args_w)):
        values_w[i] = args_w[i]
    for i in range(4):
        w_v = args.get_kw(names[i])
        if w_v is not None:
            if values_w[i] is not None:
                raise_type_error("argument for FileIO() given by name ('%s') "
                                 "and position (%d)" % (names[i], i + 1))
            values_w[i] = w_v
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for FileIO()"
                         % args.kw_names[0])
    w_file = values_w[0]
    if w_file is None:
        raise_type_error("FileIO() missing required argument 'file' (pos 1)")
    mode = "r"
    if values_w[1] is not None:
        if not isinstance(values_w[1], W_Str):
            raise_type_error("FileIO() argument 'mode' must be str, not %s"
                             % values_w[1].gettype().name)
        w_m = values_w[1]
        assert isinstance(w_m, W_Str)
        mode = w_m.utf8
    closefd = True
    if values_w[2] is not None:
        closefd = ops.is_true(values_w[2])
    return w_file, mode, closefd, values_w[3]


def fileio_exact(args):
    w_self = W_FileIO(w_fileio_type)
    w_file, mode, closefd, w_opener = fileio_parse(args, args.args_w)
    fileio_init_args(w_self, w_file, mode, closefd, w_opener)
    return w_self


def fileio_new(args):
    return W_FileIO(cls_arg(args, w_fileio_type))


def fileio_init(args):
    w_self = _fio(args, "__init__")
    w_file, mode, closefd, w_opener = fileio_parse(args, args.args_w[1:])
    fileio_init_args(w_self, w_file, mode, closefd, w_opener)
    return W_None


def fileio_read(args):
    w_self = _fio(args, "read")
    args_w = method_args(args, "read", 0, 1)
    n = size_arg(args_w, 0)
    w_self.check_readable()
    if n < 0:
        return W_Bytes(w_self.read_all())
    return W_Bytes(w_self.read_n(n))


def fileio_readall(args):
    w_self = _fio(args, "readall")
    method_args(args, "readall", 0, 0)
    w_self.check_readable()
    return W_Bytes(w_self.read_all())


def fileio_readinto(args):
    w_self = _fio(args, "readinto")
    args_w = method_args(args, "readinto", 1, 1)
    n = buffer_len(args_w[0])
    w_self.check_readable()
    data = w_self.read_n(n)
    fill_buffer(args_w[0], data)
    return newint(len(data))


def fileio_write(args):
    w_self = _fio(args, "write")
    args_w = method_args(args, "write", 1, 1)
    w_self.check_writable()
    return newint(w_self.write_data(bytes_arg(args_w[0])))


def fileio_seek(args):
    w_self = _fio(args, "seek")
    args_w = method_args(args, "seek", 1, 2)
    from objspace.floatobject import W_Float
    if isinstance(args_w[0], W_Float):
        raise_type_error("an integer is required")
    pos = int_arg(args_w[0], "seek")
    whence = int_arg(args_w[1], "seek") if len(args_w) > 1 else 0
    w_self.check_open()
    return newint(w_self.seek_to(pos, whence))


def fileio_tell(args):
    w_self = _fio(args, "tell")
    method_args(args, "tell", 0, 0)
    w_self.check_open()
    return newint(w_self.seek_to(0, 1))


def fileio_truncate(args):
    w_self = _fio(args, "truncate")
    args_w = method_args(args, "truncate", 0, 1)
    w_self.check_open()
    if not w_self.writable:
        unsupported("File not open for writing")
    if args_w and not ops.is_none(args_w[0]):
        size = int_arg(args_w[0], "truncate")
    else:
        size = w_self.seek_to(0, 1)
    try:
        os.ftruncate(w_self.fd, size)
    except OSError as e:
        raise wrap_oserror(e)
    return newint(size)


def fileio_close(args):
    from objspace.modules.io_base import call_method
    w_self = _fio(args, "close")
    method_args(args, "close", 0, 0)
    if w_self.fd < 0:
        return W_None
    try:
        if w_self.gettype() is not w_fileio_type:
            # a subclass may flush in its own way (the base's close)
            call_method(w_self, "flush", [])
    finally:
        w_self.iobase_closed = True
        w_self.close_fd()
    return W_None


def fileio_closed(args):
    w_self = _fio(args, "closed")
    return newbool(w_self.fd < 0)


def fileio_fileno(args):
    w_self = _fio(args, "fileno")
    method_args(args, "fileno", 0, 0)
    w_self.check_open()
    return newint(w_self.fd)


def fileio_isatty(args):
    w_self = _fio(args, "isatty")
    method_args(args, "isatty", 0, 0)
    w_self.check_open()
    return newbool(os.isatty(w_self.fd))


def fileio_readable(args):
    w_self = _fio(args, "readable")
    method_args(args, "readable", 0, 0)
    w_self.check_open()
    return newbool(w_self.readable)


def fileio_writable(args):
    w_self = _fio(args, "writable")
    method_args(args, "writable", 0, 0)
    w_self.check_open()
    return newbool(w_self.writable)


def fileio_seekable(args):
    w_self = _fio(args, "seekable")
    method_args(args, "seekable", 0, 0)
    w_self.check_open()
    if w_self.seekable < 0:
        try:
            os.lseek(w_self.fd, 0, 1)
            w_self.seekable = 1
        except OSError:
            w_self.seekable = 0
    return newbool(w_self.seekable == 1)


def fileio_mode(args):
    w_self = _fio(args, "mode")
    return newstr(w_self.mode_string())


def fileio_closefd(args):
    w_self = _fio(args, "closefd")
    return newbool(w_self.closefd)


def fileio_blksize(args):
    w_self = _fio(args, "_blksize")
    return newint(w_self.blksize)


def fileio_repr(args):
    from objspace.reprs import repr_w
    w_self = _fio(args, "__repr__")
    name = w_self.gettype().name
    if w_self.gettype() is w_fileio_type:
        name = "_io.FileIO"
    if w_self.fd < 0:
        return newstr("<%s [closed]>" % name)
    w_name = attrs.getattr_or_none(w_self, "name")
    closefd = "True" if w_self.closefd else "False"
    if w_name is None:
        return newstr("<%s fd=%d mode='%s' closefd=%s>"
                      % (name, w_self.fd, w_self.mode_string(), closefd))
    return newstr("<%s name=%s mode='%s' closefd=%s>"
                  % (name, repr_w(w_name), w_self.mode_string(), closefd))


w_fileio_type = new_type("FileIO", [w_rawiobase_type],
                         W_BuiltinFunction("FileIO", fileio_exact))
new_static(w_fileio_type, fileio_new)
install(w_fileio_type, [
    ("__init__", fileio_init), ("read", fileio_read),
    ("readall", fileio_readall), ("readinto", fileio_readinto),
    ("write", fileio_write), ("seek", fileio_seek), ("tell", fileio_tell),
    ("truncate", fileio_truncate), ("close", fileio_close),
    ("fileno", fileio_fileno), ("isatty", fileio_isatty),
    ("readable", fileio_readable), ("writable", fileio_writable),
    ("seekable", fileio_seekable), ("__repr__", fileio_repr)])
install_props(w_fileio_type, [("closed", fileio_closed),
                              ("mode", fileio_mode),
                              ("closefd", fileio_closefd),
                              ("_blksize", fileio_blksize)])
w_fileio_type.dict_w["closed"].w_fget.doc = "True if the file is closed"
w_fileio_type.dict_w["closefd"].w_fget.doc = ("True if the file descriptor "
                                              "will be closed by close().")
allow_subclasses([w_fileio_type])
