"""_io's abstract bases: _IOBase, _RawIOBase, _BufferedIOBase and
_TextIOBase, and what every _io class shares.

Every _io object is a W_IOBase, a W_Instance (so it has a __dict__, as
CPython's io objects do: open() sets `mode` on its result). A Python
subclass (io.py's `class IOBase(_io._IOBase, metaclass=ABCMeta)`, a
user's `class F(io.StringIO)`) gets instances of the same W_ class with
their class set to the subclass: each _io type's __new__ allocates its own
W_ class for whatever class it is given. The base classes' methods work
through the object's own methods (self.readline(), self.flush(), ...),
so a subclass that overrides one is honoured, as in CPython."""

from objspace.model import Arguments, OperationError
from objspace.instances import W_Instance
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import (W_BuiltinFunction, W_StaticMethod,
                                 W_Property)
from objspace.intobject import W_Int, W_Long, newint, newbool
from objspace.strobject import W_Str, newstr
from objspace.noneobject import W_None
from objspace.bytesobject import W_AbstractBytes, W_Bytes, W_ByteArray
from objspace.exceptions import (TYPES, W_BaseException, oefmt,
                                 raise_type_error, raise_value_error,
                                 raise_stop_iteration, w_OverflowError)
from objspace import operations as ops
from objspace import attrs

DEFAULT_BUFFER_SIZE = 8192


class W_IOBase(W_Instance):
    _attrs_ = ("iobase_closed",)

    def __init__(self, w_class):
        W_Instance.__init__(self, w_class)
        self.iobase_closed = False


# ------------------------------------------------------ UnsupportedOperation

def _make_unsupported():
    w_t = W_TypeObject("UnsupportedOperation",
                       [TYPES.by_name["OSError"], TYPES.by_name["ValueError"]],
                       TYPES.by_name["OSError"].layout)
    w_t.module = "io"
    return w_t


w_UnsupportedOperation = _make_unsupported()


def unsupported(msg):
    raise oefmt(w_UnsupportedOperation, msg)


def raise_closed():
    raise_value_error("I/O operation on closed file.")


# ------------------------------------------------------ helpers

def call_method(w_obj, name, args_w):
    return attrs.getattr_w(w_obj, name).call(Arguments(args_w))


def is_closed(w_obj):
    """w_obj.closed as a bool (a W_IOBase of ours answers directly unless
    a subclass may have overridden `closed`)."""
    return ops.is_true(attrs.getattr_w(w_obj, "closed"))


def check_closed(w_obj):
    if is_closed(w_obj):
        raise_closed()


def size_arg(args_w, i, default=-1):
    """An optional size argument: an int, an object with __index__, or
    None (meaning `default`)."""
    if i >= len(args_w):
        return default
    w_n = args_w[i]
    if ops.is_none(w_n):
        return default
    if isinstance(w_n, W_Int):
        return w_n.intval
    from objspace.sequences import index_or_none
    w_i = index_or_none(w_n)
    if w_i is None:
        raise_type_error("argument should be integer or None, not '%s'"
                         % w_n.gettype().name)
    if isinstance(w_i, W_Int):
        return w_i.intval
    raise oefmt(w_OverflowError, "Python int too large to convert to C "
                "ssize_t")
    return 0


def int_arg(w_n, what):
    if isinstance(w_n, W_Int):
        return w_n.intval
    if isinstance(w_n, W_Long):
        raise oefmt(w_OverflowError, "Python int too large to convert to C "
                    "long")
    from objspace.sequences import index_or_none
    w_i = index_or_none(w_n)
    if isinstance(w_i, W_Int):
        return w_i.intval
    raise_type_error("'%s' object cannot be interpreted as an integer"
                     % w_n.gettype().name)
    return 0


def bytes_arg(w_b):
    """The bytes of a bytes-like object (bytes, bytearray, memoryview)."""
    if isinstance(w_b, W_AbstractBytes):
        value = w_b.value
        assert value is not None    # (for RPython: it never is)
        return value
    from objspace.memoryview import W_MemoryView
    if isinstance(w_b, W_MemoryView):
        data = w_b.data()
        assert data is not None
        return data
    raise_type_error("a bytes-like object is required, not '%s'"
                     % w_b.gettype().name)
    return ""


def buffer_len(w_b):
    if isinstance(w_b, W_ByteArray):
        return len(w_b.value)
    from objspace.memoryview import W_MemoryView
    if isinstance(w_b, W_MemoryView):
        return w_b.length
    raise_type_error("readinto() argument must be read-write bytes-like "
                     "object, not %s" % w_b.gettype().name)
    return 0


def fill_buffer(w_b, data):
    """Copies data to the start of the writable buffer w_b (a bytearray or
    a memoryview of one); len(data) <= its length."""
    if isinstance(w_b, W_ByteArray):
        s = w_b.value
        n = len(data)
        assert n <= len(s)
        w_b.value = data + s[n:]
        return
    from objspace.memoryview import W_MemoryView
    if isinstance(w_b, W_MemoryView):
        w_target = w_b.w_obj
        if not isinstance(w_target, W_ByteArray) or w_b.force_readonly:
            raise_type_error("readinto() argument must be read-write "
                             "bytes-like object, not memoryview")
        s = w_target.value
        start = w_b.start
        stop = start + len(data)
        assert start >= 0 and stop >= start and stop <= len(s)
        w_target.value = s[:start] + data + s[stop:]
        return
    raise_type_error("readinto() argument must be read-write bytes-like "
                     "object, not %s" % w_b.gettype().name)


def new_type(name, bases_w, w_new_exact):
    """A _io type; w_new_exact builds and initialises an object of the
    exact type (what calling the type does). Its __new__ (new_static),
    found by subclasses, allocates the same W_ class for any class."""
    w_t = W_TypeObject(name, bases_w)
    w_t.module = "_io"
    w_t.w_new = w_new_exact
    return w_t


def install(w_type, pairs):
    for name, fn in pairs:
        w_type.dict_w[name] = W_BuiltinFunction(name, fn)


def install_props(w_type, pairs):
    for name, fn in pairs:
        w_type.dict_w[name] = W_Property(W_BuiltinFunction(name, fn), None,
                                         None)


def new_static(w_type, fn):
    w_type.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction("__new__",
                                                                fn))


def cls_arg(args, w_base):
    """The class argument of a __new__ (which must derive from w_base)."""
    if not args.args_w:
        raise_type_error("%s.__new__(): not enough arguments" % w_base.name)
    w_cls = args.args_w[0]
    if not isinstance(w_cls, W_TypeObject):
        raise_type_error("%s.__new__(X): X is not a type object (%s)"
                         % (w_base.name, w_cls.gettype().name))
    assert isinstance(w_cls, W_TypeObject)
    if not w_cls.issubtype(w_base):
        raise_type_error("%s.__new__(%s): %s is not a subtype of %s"
                         % (w_base.name, w_cls.name, w_cls.name,
                            w_base.name))
    return w_cls


def self_arg(args, name, w_type):
    """The W_IOBase self of a method of w_type (any _io object)."""
    if not args.args_w:
        raise_type_error("descriptor '%s' of '_io.%s' object needs an "
                         "argument" % (name, w_type.name))
    w_self = args.args_w[0]
    if not isinstance(w_self, W_IOBase) or \
            not w_self.gettype().issubtype(w_type):
        raise_type_error("descriptor '%s' requires a '_io.%s' object but "
                         "received a '%s'" % (name, w_type.name,
                                              w_self.gettype().name))
    assert isinstance(w_self, W_IOBase)
    return w_self


def method_args(args, name, min_n, max_n):
    """The positional arguments after self, checked."""
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % name)
    n = len(args.args_w) - 1
    if n < min_n or (max_n >= 0 and n > max_n):
        if min_n == max_n:
            if min_n == 0:
                raise_type_error("%s() takes no arguments (%d given)"
                                 % (name, n))
            raise_type_error("%s() takes exactly %d argument%s (%d given)"
                             % (name, min_n, "" if min_n == 1 else "s", n))
        if n < min_n:
            raise_type_error("%s expected at least %d argument%s, got %d"
                             % (name, min_n, "" if min_n == 1 else "s", n))
        raise_type_error("%s expected at most %d argument%s, got %d"
                         % (name, max_n, "" if max_n == 1 else "s", n))
    return args.args_w[1:]


# ------------------------------------------------------ _IOBase

def _self(args, name):
    return self_arg(args, name, w_iobase_type)


def iobase_new(args):
    w_cls = cls_arg(args, w_iobase_type)
    return W_IOBase(w_cls)


def _unsupported_fn(name):
    def fn(args):
        _self(args, name)
        unsupported(name)
        return W_None
    fn.__name__ = "iobase_unsupported_" + name
    return fn


def iobase_tell(args):
    w_self = _self(args, "tell")
    method_args(args, "tell", 0, 0)
    return call_method(w_self, "seek", [newint(0), newint(1)])


def iobase_flush(args):
    w_self = _self(args, "flush")
    method_args(args, "flush", 0, 0)
    if w_self.iobase_closed:
        raise_closed()
    return W_None


def iobase_close(args):
    w_self = _self(args, "close")
    method_args(args, "close", 0, 0)
    if w_self.iobase_closed:
        return W_None
    try:
        call_method(w_self, "flush", [])
    finally:
        w_self.iobase_closed = True
    return W_None


def iobase_closed(args):
    w_self = _self(args, "closed")
    return newbool(w_self.iobase_closed)


def _false_fn(name):
    def fn(args):
        _self(args, name)
        method_args(args, name, 0, 0)
        return newbool(False)
    fn.__name__ = "iobase_false_" + name
    return fn


def iobase_check_closed(args):
    w_self = _self(args, "_checkClosed")
    check_closed(w_self)
    return W_None


def _checker(name, what, msg):
    def fn(args):
        w_self = _self(args, name)
        if not ops.is_true(call_method(w_self, what, [])):
            unsupported(msg)
        return W_None
    fn.__name__ = "iobase_check_" + what
    return fn


def iobase_enter(args):
    w_self = _self(args, "__enter__")
    check_closed(w_self)
    return w_self


def iobase_exit(args):
    w_self = _self(args, "__exit__")
    return call_method(w_self, "close", [])


def iobase_isatty(args):
    w_self = _self(args, "isatty")
    method_args(args, "isatty", 0, 0)
    check_closed(w_self)
    return newbool(False)


def iobase_iter(args):
    w_self = _self(args, "__iter__")
    check_closed(w_self)
    return w_self


def iobase_next(args):
    w_self = _self(args, "__next__")
    w_line = call_method(w_self, "readline", [])
    if ops.is_true(w_line):
        return w_line
    raise_stop_iteration()
    return None


def iobase_readline(args):
    """Byte by byte through self.read(1) (peek is not used)."""
    w_self = _self(args, "readline")
    args_w = method_args(args, "readline", 0, 1)
    limit = size_arg(args_w, 0)
    pieces = []
    n = 0
    while limit < 0 or n < limit:
        w_b = call_method(w_self, "read", [newint(1)])
        if ops.is_none(w_b):
            break
        if not isinstance(w_b, W_AbstractBytes):
            raise oefmt(TYPES.by_name["OSError"],
                        "read() should have returned a bytes object, not "
                        "'%s'" % w_b.gettype().name)
        assert isinstance(w_b, W_AbstractBytes)
        if not w_b.value:
            break
        pieces.append(w_b.value)
        n += len(w_b.value)
        if w_b.value[-1] == "\n":
            break
    return W_Bytes("".join(pieces))


def iobase_readlines(args):
    from objspace.listobject import W_List
    from objspace import containers
    w_self = _self(args, "readlines")
    args_w = method_args(args, "readlines", 0, 1)
    hint = size_arg(args_w, 0)
    lines_w = []
    total = 0
    w_it = containers.iter_w(w_self)
    while True:
        w_line = containers.next_w(w_it)
        if w_line is None:
            break
        lines_w.append(w_line)
        if hint > 0:
            total += containers.len_w(w_line)
            if total >= hint:
                break
    return W_List(lines_w)


def iobase_writelines(args):
    from objspace import containers
    w_self = _self(args, "writelines")
    args_w = method_args(args, "writelines", 1, 1)
    check_closed(w_self)
    w_it = containers.iter_w(args_w[0])
    while True:
        w_line = containers.next_w(w_it)
        if w_line is None:
            break
        call_method(w_self, "write", [w_line])
    return W_None


w_iobase_type = new_type("_IOBase", [w_object_type],
                         W_BuiltinFunction("_IOBase", lambda args:
                                           W_IOBase(w_iobase_type)))
new_static(w_iobase_type, iobase_new)
install(w_iobase_type, [
    ("seek", _unsupported_fn("seek")), ("tell", iobase_tell),
    ("truncate", _unsupported_fn("truncate")), ("flush", iobase_flush),
    ("close", iobase_close), ("seekable", _false_fn("seekable")),
    ("readable", _false_fn("readable")), ("writable", _false_fn("writable")),
    ("_checkClosed", iobase_check_closed),
    ("_checkSeekable", _checker("_checkSeekable", "seekable",
                                "File or stream is not seekable.")),
    ("_checkReadable", _checker("_checkReadable", "readable",
                                "File or stream is not readable.")),
    ("_checkWritable", _checker("_checkWritable", "writable",
                                "File or stream is not writable.")),
    ("__enter__", iobase_enter), ("__exit__", iobase_exit),
    ("fileno", _unsupported_fn("fileno")), ("isatty", iobase_isatty),
    ("__iter__", iobase_iter), ("__next__", iobase_next),
    ("readline", iobase_readline), ("readlines", iobase_readlines),
    ("writelines", iobase_writelines)])
install_props(w_iobase_type, [("closed", iobase_closed)])


# ------------------------------------------------------ _RawIOBase

def rawiobase_new(args):
    return W_IOBase(cls_arg(args, w_rawiobase_type))


def rawiobase_read(args):
    w_self = self_arg(args, "read", w_rawiobase_type)
    args_w = method_args(args, "read", 0, 1)
    n = size_arg(args_w, 0)
    if n < 0:
        return call_method(w_self, "readall", [])
    w_buf = W_ByteArray("\x00" * n)
    w_got = call_method(w_self, "readinto", [w_buf])
    if ops.is_none(w_got):
        return W_None
    got = int_arg(w_got, "readinto")
    if got < 0 or got > n:
        raise_value_error("readinto returned %d outside buffer size %d"
                          % (got, n))
    s = w_buf.value
    assert got >= 0
    return W_Bytes(s[:got])


def rawiobase_readall(args):
    w_self = self_arg(args, "readall", w_rawiobase_type)
    method_args(args, "readall", 0, 0)
    pieces = []
    while True:
        w_data = call_method(w_self, "read", [newint(DEFAULT_BUFFER_SIZE)])
        if ops.is_none(w_data):
            if not pieces:
                return W_None
            break
        if not isinstance(w_data, W_AbstractBytes):
            raise_type_error("read() should return bytes")
        assert isinstance(w_data, W_AbstractBytes)
        if not w_data.value:
            break
        pieces.append(w_data.value)
    return W_Bytes("".join(pieces))


def _not_implemented(name):
    def fn(args):
        self_arg(args, name, w_rawiobase_type)
        from objspace.exceptions import w_NotImplementedError
        raise OperationError(W_BaseException(w_NotImplementedError, []))
    fn.__name__ = "rawiobase_ni_" + name
    return fn


w_rawiobase_type = new_type("_RawIOBase", [w_iobase_type],
                            W_BuiltinFunction("_RawIOBase", lambda args:
                                              W_IOBase(w_rawiobase_type)))
new_static(w_rawiobase_type, rawiobase_new)
install(w_rawiobase_type, [("read", rawiobase_read),
                           ("readall", rawiobase_readall),
                           ("readinto", _not_implemented("readinto")),
                           ("write", _not_implemented("write"))])


# ------------------------------------------------------ _BufferedIOBase

def bufferediobase_new(args):
    return W_IOBase(cls_arg(args, w_bufferediobase_type))


def _buf_unsupported(name):
    def fn(args):
        self_arg(args, name, w_bufferediobase_type)
        unsupported(name)
        return W_None
    fn.__name__ = "bufferediobase_unsupported_" + name
    return fn


def _buf_readinto(name, method):
    def fn(args):
        w_self = self_arg(args, name, w_bufferediobase_type)
        args_w = method_args(args, name, 1, 1)
        w_b = args_w[0]
        n = buffer_len(w_b)
        w_data = call_method(w_self, method, [newint(n)])
        if not isinstance(w_data, W_AbstractBytes):
            raise_type_error("read() should return bytes")
        assert isinstance(w_data, W_AbstractBytes)
        data = w_data.value
        if len(data) > n:
            raise_value_error("read() returned too much data: %d bytes "
                              "requested, %d returned" % (n, len(data)))
        fill_buffer(w_b, data)
        return newint(len(data))
    fn.__name__ = "bufferediobase_" + name
    return fn


w_bufferediobase_type = new_type(
    "_BufferedIOBase", [w_iobase_type],
    W_BuiltinFunction("_BufferedIOBase",
                      lambda args: W_IOBase(w_bufferediobase_type)))
new_static(w_bufferediobase_type, bufferediobase_new)
install(w_bufferediobase_type, [
    ("read", _buf_unsupported("read")), ("read1", _buf_unsupported("read1")),
    ("write", _buf_unsupported("write")),
    ("detach", _buf_unsupported("detach")),
    ("readinto", _buf_readinto("readinto", "read")),
    ("readinto1", _buf_readinto("readinto1", "read1"))])


# ------------------------------------------------------ _TextIOBase

def textiobase_new(args):
    return W_IOBase(cls_arg(args, w_textiobase_type))


def _text_unsupported(name):
    def fn(args):
        self_arg(args, name, w_textiobase_type)
        unsupported(name)
        return W_None
    fn.__name__ = "textiobase_unsupported_" + name
    return fn


def textiobase_none(args):
    self_arg(args, "encoding", w_textiobase_type)
    return W_None


w_textiobase_type = new_type(
    "_TextIOBase", [w_iobase_type],
    W_BuiltinFunction("_TextIOBase",
                      lambda args: W_IOBase(w_textiobase_type)))
new_static(w_textiobase_type, textiobase_new)
install(w_textiobase_type, [
    ("read", _text_unsupported("read")),
    ("readline", _text_unsupported("readline")),
    ("write", _text_unsupported("write")),
    ("detach", _text_unsupported("detach"))])
install_props(w_textiobase_type, [("encoding", textiobase_none),
                                  ("newlines", textiobase_none),
                                  ("errors", textiobase_none)])


def allow_subclasses(types_w):
    from objspace.builtinsub import SUPPORTED
    for w_t in types_w:
        SUPPORTED.types_w.append(w_t)


allow_subclasses([w_iobase_type, w_rawiobase_type, w_bufferediobase_type,
                  w_textiobase_type])
