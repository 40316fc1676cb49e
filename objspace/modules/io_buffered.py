"""_io.BufferedReader, BufferedWriter, BufferedRandom and BufferedRWPair
over a raw stream.

The raw stream is used through its methods (raw.read(n), raw.write(b),
raw.seek(...)), so any RawIOBase works; an exact _io.FileIO is driven
directly. Reads keep one chunk (`rbuf` from `rpos`), writes collect
pieces until buffer_size bytes wait; the logical position is the raw
one less the unread buffered bytes plus the unwritten ones."""

import weakref

from objspace.model import Arguments, OperationError
from objspace.intobject import W_Int, newint, newbool
from objspace.strobject import W_Str, newstr
from objspace.noneobject import W_None
from objspace.bytesobject import W_AbstractBytes, W_Bytes
from objspace.exceptions import (TYPES, oefmt, raise_type_error,
                                 raise_value_error, raise_stop_iteration)
from objspace.funcobject import W_BuiltinFunction
from objspace import operations as ops
from objspace import attrs
from objspace.modules.io_base import (
    W_IOBase, w_bufferediobase_type, new_type, install, install_props,
    new_static, cls_arg, self_arg, method_args, size_arg, int_arg,
    bytes_arg, buffer_len, fill_buffer, raise_closed, unsupported,
    allow_subclasses, call_method, DEFAULT_BUFFER_SIZE)
from objspace.modules.io_file import W_FileIO, w_fileio_type


class W_Buffered(W_IOBase):
    _attrs_ = ("w_raw", "fast", "can_read", "can_write", "buffer_size",
               "rbuf", "rpos", "wpieces", "wsize", "ready", "detached",
               "no_data")

    def __init__(self, w_class):
        W_IOBase.__init__(self, w_class)
        self.w_raw = None
        self.fast = None
        self.can_read = False
        self.can_write = False
        self.buffer_size = DEFAULT_BUFFER_SIZE
        self.rbuf = ""
        self.rpos = 0
        self.wpieces = []
        self.wsize = 0
        self.ready = False
        self.detached = False
        # the last raw read returned None (a non-blocking stream with
        # nothing ready): raw_read and read return "" and set this
        self.no_data = False

    def raw(self):
        if self.detached:
            raise_value_error("raw stream has been detached")
        if not self.ready or self.w_raw is None:
            raise_value_error("I/O operation on uninitialized object")
        w_raw = self.w_raw
        assert w_raw is not None
        return w_raw

    def is_closed(self):
        fast = self.fast
        if fast is not None:
            return fast.fd < 0
        from objspace.modules.io_base import is_closed
        return is_closed(self.raw())

    def check(self):
        self.raw()
        if self.is_closed():
            raise_closed()

    # -- raw access
    def raw_read(self, n):
        """Up to n bytes from the raw stream; "" with no_data set if it
        has none ready."""
        self.no_data = False
        fast = self.fast
        if fast is not None:
            return fast.read_n(n)
        w_data = call_method(self.raw(), "read", [newint(n)])
        if ops.is_none(w_data):
            self.no_data = True
            return ""
        if not isinstance(w_data, W_AbstractBytes):
            raise_type_error("read() should return bytes")
        assert isinstance(w_data, W_AbstractBytes)
        if len(w_data.value) > n:
            raise oefmt(TYPES.by_name["OSError"], "raw read() returned "
                        "invalid length %d (should have been between 0 and "
                        "%d)" % (len(w_data.value), n))
        return w_data.value

    def raw_write_all(self, data):
        while data:
            fast = self.fast
            if fast is not None:
                n = fast.write_data(data)
            else:
                w_n = call_method(self.raw(), "write", [W_Bytes(data)])
                if ops.is_none(w_n):
                    raise oefmt(TYPES.by_name["BlockingIOError"],
                                "write could not complete without blocking")
                n = int_arg(w_n, "write")
                if n < 0 or n > len(data):
                    raise oefmt(TYPES.by_name["OSError"], "raw write() "
                                "returned invalid length %d (should have "
                                "been between 0 and %d)" % (n, len(data)))
            assert n >= 0
            data = data[n:]

    def raw_seek(self, pos, whence):
        fast = self.fast
        if fast is not None:
            return fast.seek_to(pos, whence)
        w_pos = call_method(self.raw(), "seek", [newint(pos),
                                                 newint(whence)])
        return int_arg(w_pos, "seek")

    def raw_tell(self):
        fast = self.fast
        if fast is not None:
            return fast.seek_to(0, 1)
        return int_arg(call_method(self.raw(), "tell", []), "tell")

    # -- buffers
    def avail(self):
        return len(self.rbuf) - self.rpos

    def take(self, n):
        start = self.rpos
        stop = start + n
        assert start >= 0 and stop >= start
        self.rpos = stop
        return self.rbuf[start:stop]

    def rest(self):
        start = self.rpos
        assert start >= 0
        s = self.rbuf[start:]
        self.rbuf = ""
        self.rpos = 0
        return s

    def fill(self, n):
        """Reads one more raw chunk (at least n bytes asked) behind the
        unread ones; False at end of file (or nothing ready)."""
        want = self.buffer_size if n < self.buffer_size else n
        data = self.raw_read(want)
        if not data:
            return False
        self.rbuf = self.rest() + data
        return True

    def flush_writes(self):
        if self.wsize:
            data = "".join(self.wpieces)
            self.wpieces = []
            self.wsize = 0
            self.raw_write_all(data)

    def drop_read_ahead(self):
        """Before a write or seek: the raw position back to the logical
        one, the read buffer forgotten."""
        n = self.avail()
        self.rbuf = ""
        self.rpos = 0
        if n:
            self.raw_seek(-n, 1)

    def tell(self):
        pos = self.raw_tell() - self.avail() + self.wsize
        return pos if pos > 0 else 0

    def read(self, n):
        self.no_data = False
        if n < 0:
            if self.can_write:
                self.flush_writes()
            pieces = [self.rest()]
            while True:
                data = self.raw_read(65536)
                if not data:
                    if self.no_data and len(pieces) == 1 and \
                            not pieces[0]:
                        return ""       # no_data tells the caller
                    self.no_data = False
                    break
                pieces.append(data)
            return "".join(pieces)
        if self.can_write and self.wsize:
            self.flush_writes()
        while self.avail() < n:
            if not self.fill(n - self.avail()):
                break
        if self.avail() < n:
            return self.rest()
        return self.take(n)

    def read1(self, n):
        if self.can_write and self.wsize:
            self.flush_writes()
        if n < 0:
            n = self.buffer_size
        if n == 0:
            return ""
        if self.avail() == 0:
            self.fill(n)
        if self.avail() <= n:
            return self.rest()
        return self.take(n)

    def readline(self, limit):
        if self.can_write and self.wsize:
            self.flush_writes()
        start_scan = 0
        while True:
            from_ = self.rpos + start_scan
            assert from_ >= 0
            i = self.rbuf.find("\n", from_)
            if i >= 0:
                n = i + 1 - self.rpos
                if 0 <= limit < n:
                    n = limit
                return self.take(n)
            if 0 <= limit <= self.avail():
                return self.take(limit)
            start_scan = self.avail()
            if not self.fill(1):
                if 0 <= limit < self.avail():
                    return self.take(limit)
                return self.rest()

    def write(self, data):
        if self.can_read and self.avail():
            self.drop_read_ahead()
        # as CPython: data that fits waits in the buffer (even filling it
        # up); otherwise the buffer goes out first, and data as large as
        # the buffer is written straight through
        if self.wsize + len(data) > self.buffer_size:
            self.flush_writes()
            if len(data) >= self.buffer_size:
                self.raw_write_all(data)
                return
        self.wpieces.append(data)
        self.wsize += len(data)

    def seek(self, pos, whence):
        if whence < 0 or whence > 2:
            raise_value_error("whence value %d unsupported" % whence)
        self.flush_writes()
        if whence == 1:
            pos -= self.avail()
        self.rbuf = ""
        self.rpos = 0
        return self.raw_seek(pos, whence)


class OpenWriters(object):
    """Weak references to the buffered writers of this run, flushed when
    the program ends: CPython's finalizers write out what a file that was
    never closed still buffers; lbbv has no finalizers, so the exit path
    does it (interpreter/runtime/main.py calls flush_at_exit)."""

    def __init__(self):
        self.refs = []
        self.limit = 16

    def add(self, w_buf):
        if len(self.refs) >= self.limit:
            alive = []
            for ref in self.refs:
                if ref() is not None:
                    alive.append(ref)
            self.refs = alive
            self.limit = 2 * len(alive) + 16
        self.refs.append(weakref.ref(w_buf))


OPEN_WRITERS = OpenWriters()


def flush_at_exit():
    """Flushes every buffered writer still open, oldest first; errors are
    ignored, as CPython ignores them in finalizers at shutdown."""
    refs = OPEN_WRITERS.refs
    OPEN_WRITERS.refs = []
    for ref in refs:
        w_buf = ref()
        if w_buf is None or w_buf.detached or w_buf.w_raw is None:
            continue
        try:
            if not w_buf.is_closed():
                w_buf.flush_writes()
        except OperationError:
            pass


def _buf(args, name):
    w_self = self_arg(args, name, w_bufferediobase_type)
    if not isinstance(w_self, W_Buffered):
        raise_type_error("descriptor '%s' requires a buffered stream object"
                         % name)
    assert isinstance(w_self, W_Buffered)
    return w_self


def _check_raw(w_raw, what, msg):
    if not ops.is_true(call_method(w_raw, what, [])):
        unsupported(msg)


def buffered_init_args(w_self, w_type, args, args_w):
    name = w_type.name
    w_raw = args.get_kw("raw")
    w_size = args.get_kw("buffer_size")
    if args.has_kwargs():
        raise_type_error("%s() got an unexpected keyword argument '%s'"
                         % (name, args.kw_names[0]))
    if len(args_w) > 2:
        raise_type_error("%s() takes at most 2 arguments (%d given)"
                         % (name, len(args_w)))
    if len(args_w) > 0:
        w_raw = args_w[0]
    if len(args_w) > 1:
        w_size = args_w[1]
    if w_raw is None:
        raise_type_error("%s() missing required argument 'raw' (pos 1)"
                         % name)
    assert w_raw is not None
    size = DEFAULT_BUFFER_SIZE
    if w_size is not None:
        size = int_arg(w_size, name)
    can_read = w_type is w_reader_type or w_type is w_random_type
    can_write = w_type is w_writer_type or w_type is w_random_type
    if w_type is w_random_type:
        _check_raw(w_raw, "seekable", "File or stream is not seekable.")
    if can_read:
        _check_raw(w_raw, "readable", "File or stream is not readable.")
    if can_write:
        _check_raw(w_raw, "writable", "File or stream is not writable.")
    if size <= 0:
        raise_value_error("buffer size must be strictly positive")
    w_self.w_raw = w_raw
    w_self.fast = None
    if isinstance(w_raw, W_FileIO) and w_raw.gettype() is w_fileio_type:
        w_self.fast = w_raw
    w_self.can_read = can_read
    w_self.can_write = can_write
    w_self.buffer_size = size
    w_self.rbuf = ""
    w_self.rpos = 0
    w_self.wpieces = []
    w_self.wsize = 0
    w_self.ready = True
    w_self.detached = False
    if can_write:
        OPEN_WRITERS.add(w_self)


def _exact(w_type_getter):
    def fn(args):
        w_type = w_type_getter()
        w_self = W_Buffered(w_type)
        buffered_init_args(w_self, w_type, args, args.args_w)
        return w_self
    return fn


def _solid(w_self):
    """The _io type among w_self's class's bases that fixes its kind."""
    w_t = w_self.gettype()
    if w_t.issubtype(w_random_type):
        return w_random_type
    if w_t.issubtype(w_reader_type):
        return w_reader_type
    return w_writer_type


def buffered_new(args):
    w_cls = cls_arg(args, w_bufferediobase_type)
    return W_Buffered(w_cls)


def buffered_init(args):
    w_self = _buf(args, "__init__")
    buffered_init_args(w_self, _solid(w_self), args, args.args_w[1:])
    return W_None


def b_read(args):
    w_self = _buf(args, "read")
    args_w = method_args(args, "read", 0, 1)
    n = size_arg(args_w, 0)
    if n < -1:
        raise_value_error("read length must be non-negative or -1")
    w_self.check()
    data = w_self.read(n)
    if not data and w_self.no_data:
        return W_None
    return W_Bytes(data)


def b_read1(args):
    w_self = _buf(args, "read1")
    args_w = method_args(args, "read1", 0, 1)
    n = size_arg(args_w, 0)
    w_self.check()
    return W_Bytes(w_self.read1(n))


def b_peek(args):
    w_self = _buf(args, "peek")
    method_args(args, "peek", 0, 1)
    w_self.check()
    if w_self.can_write and w_self.wsize:
        w_self.flush_writes()
    if w_self.avail() == 0:
        w_self.fill(1)
    start = w_self.rpos
    assert start >= 0
    return W_Bytes(w_self.rbuf[start:])


def b_readline(args):
    w_self = _buf(args, "readline")
    args_w = method_args(args, "readline", 0, 1)
    limit = size_arg(args_w, 0)
    w_self.check()
    return W_Bytes(w_self.readline(limit))


def b_next(args):
    w_self = _buf(args, "__next__")
    w_self.check()
    if w_self.gettype() is _solid(w_self):
        line = w_self.readline(-1)
    else:
        w_line = call_method(w_self, "readline", [])
        line = bytes_arg(w_line)
    if not line:
        raise_stop_iteration()
    return W_Bytes(line)


def b_readinto(args):
    w_self = _buf(args, "readinto")
    args_w = method_args(args, "readinto", 1, 1)
    n = buffer_len(args_w[0])
    w_self.check()
    data = w_self.read(n)
    if not data and w_self.no_data:
        return W_None
    fill_buffer(args_w[0], data)
    return newint(len(data))


def b_readinto1(args):
    w_self = _buf(args, "readinto1")
    args_w = method_args(args, "readinto1", 1, 1)
    n = buffer_len(args_w[0])
    w_self.check()
    data = w_self.read1(n)
    fill_buffer(args_w[0], data)
    return newint(len(data))


def b_write(args):
    w_self = _buf(args, "write")
    args_w = method_args(args, "write", 1, 1)
    data = bytes_arg(args_w[0])
    w_self.raw()
    if w_self.is_closed():
        raise_value_error("write to closed file")
    w_self.write(data)
    return newint(len(data))


def b_flush(args):
    w_self = _buf(args, "flush")
    method_args(args, "flush", 0, 0)
    w_self.check()
    if w_self.can_write:
        w_self.flush_writes()
    return W_None


def b_seek(args):
    w_self = _buf(args, "seek")
    args_w = method_args(args, "seek", 1, 2)
    from objspace.floatobject import W_Float
    if isinstance(args_w[0], W_Float):
        raise_type_error("an integer is required")
    pos = int_arg(args_w[0], "seek")
    whence = int_arg(args_w[1], "seek") if len(args_w) > 1 else 0
    w_self.check()
    return newint(w_self.seek(pos, whence))


def b_tell(args):
    w_self = _buf(args, "tell")
    method_args(args, "tell", 0, 0)
    w_self.raw()
    return newint(w_self.tell())


def b_truncate(args):
    w_self = _buf(args, "truncate")
    args_w = method_args(args, "truncate", 0, 1)
    w_self.check()
    if not w_self.can_write:
        unsupported("truncate")
    pos = w_self.tell()
    w_self.flush_writes()
    w_self.rbuf = ""
    w_self.rpos = 0
    w_self.raw_seek(pos, 0)
    w_size = args_w[0] if args_w else W_None
    if ops.is_none(w_size):
        w_size = newint(pos)
    return call_method(w_self.raw(), "truncate", [w_size])


def b_close(args):
    w_self = _buf(args, "close")
    method_args(args, "close", 0, 0)
    w_raw = w_self.raw()
    if w_self.is_closed():
        return W_None
    try:
        if w_self.can_write:
            call_method(w_self, "flush", [])
    finally:
        w_self.iobase_closed = True
        w_self.rbuf = ""
        w_self.rpos = 0
        call_method(w_raw, "close", [])
    return W_None


def b_detach(args):
    w_self = _buf(args, "detach")
    method_args(args, "detach", 0, 0)
    w_raw = w_self.raw()
    call_method(w_self, "flush", [])
    w_self.detached = True
    w_self.w_raw = None
    w_self.fast = None
    return w_raw


def _delegate(name):
    def fn(args):
        w_self = _buf(args, name)
        method_args(args, name, 0, 0)
        w_raw = w_self.raw()
        if name != "fileno" and name != "isatty":
            pass
        return call_method(w_raw, name, [])
    fn.__name__ = "buffered_" + name
    return fn


def _raw_attr(name):
    def fn(args):
        w_self = _buf(args, name)
        return attrs.getattr_w(w_self.raw(), name)
    fn.__name__ = "buffered_attr_" + name
    return fn


def b_closed(args):
    w_self = _buf(args, "closed")
    return newbool(w_self.is_closed())


def b_raw(args):
    w_self = _buf(args, "raw")
    return w_self.raw()


def b_repr(args):
    from objspace.reprs import repr_w
    w_self = _buf(args, "__repr__")
    w_t = w_self.gettype()
    name = w_t.name
    if w_t.module == "_io":
        name = "_io." + name
    if w_self.detached or w_self.w_raw is None:
        return newstr("<%s>" % name)
    w_name = attrs.getattr_or_none(w_self.raw(), "name")
    if w_name is None:
        return newstr("<%s>" % name)
    return newstr("<%s name=%s>" % (name, repr_w(w_name)))


def b_sizeof(args):
    w_self = _buf(args, "__sizeof__")
    return newint(w_self.buffer_size)


def _make(name):
    w_t = new_type(name, [w_bufferediobase_type],
                   W_BuiltinFunction(name, _exact(lambda: TYPES_BY[name])))
    new_static(w_t, buffered_new)
    install(w_t, [("__init__", buffered_init), ("flush", b_flush),
                  ("seek", b_seek), ("tell", b_tell), ("close", b_close),
                  ("detach", b_detach), ("fileno", _delegate("fileno")),
                  ("isatty", _delegate("isatty")),
                  ("readable", _delegate("readable")),
                  ("writable", _delegate("writable")),
                  ("seekable", _delegate("seekable")),
                  ("__repr__", b_repr), ("__sizeof__", b_sizeof)])
    install_props(w_t, [("closed", b_closed), ("raw", b_raw),
                        ("name", _raw_attr("name")),
                        ("mode", _raw_attr("mode"))])
    return w_t


TYPES_BY = {}
w_reader_type = _make("BufferedReader")
w_writer_type = _make("BufferedWriter")
w_random_type = _make("BufferedRandom")
TYPES_BY["BufferedReader"] = w_reader_type
TYPES_BY["BufferedWriter"] = w_writer_type
TYPES_BY["BufferedRandom"] = w_random_type
_READ = [("read", b_read), ("read1", b_read1), ("peek", b_peek),
         ("readline", b_readline), ("__next__", b_next),
         ("readinto", b_readinto), ("readinto1", b_readinto1)]
_WRITE = [("write", b_write), ("truncate", b_truncate)]
install(w_reader_type, _READ)
install(w_writer_type, _WRITE)
install(w_random_type, _READ + _WRITE)
allow_subclasses([w_reader_type, w_writer_type, w_random_type])


# ------------------------------------------------------ BufferedRWPair

class W_RWPair(W_IOBase):
    _attrs_ = ("w_reader", "w_writer")

    def __init__(self, w_class):
        W_IOBase.__init__(self, w_class)
        self.w_reader = None
        self.w_writer = None

    def reader(self):
        w_r = self.w_reader
        if w_r is None:
            raise_value_error("I/O operation on uninitialized object")
        assert w_r is not None
        return w_r

    def writer(self):
        w_w = self.w_writer
        if w_w is None:
            raise_value_error("I/O operation on uninitialized object")
        assert w_w is not None
        return w_w


def _pair(args, name):
    w_self = self_arg(args, name, w_rwpair_type)
    if not isinstance(w_self, W_RWPair):
        raise_type_error("descriptor '%s' requires a '_io.BufferedRWPair' "
                         "object" % name)
    assert isinstance(w_self, W_RWPair)
    return w_self


def rwpair_init_args(w_self, args_w):
    if len(args_w) < 2 or len(args_w) > 3:
        raise_type_error("BufferedRWPair expected 2 or 3 arguments, got %d"
                         % len(args_w))
    rest = args_w[2:]
    w_self.w_reader = w_reader_type.w_new.call(Arguments([args_w[0]] + rest))
    w_self.w_writer = w_writer_type.w_new.call(Arguments([args_w[1]] + rest))


def rwpair_exact(args):
    if args.has_kwargs():
        raise_type_error("BufferedRWPair() takes no keyword arguments")
    w_self = W_RWPair(w_rwpair_type)
    rwpair_init_args(w_self, args.args_w)
    return w_self


def rwpair_new(args):
    return W_RWPair(cls_arg(args, w_rwpair_type))


def rwpair_init(args):
    w_self = _pair(args, "__init__")
    if args.has_kwargs():
        raise_type_error("BufferedRWPair() takes no keyword arguments")
    rwpair_init_args(w_self, args.args_w[1:])
    return W_None


def _to_reader(name):
    def fn(args):
        w_self = _pair(args, name)
        return call_method(w_self.reader(), name, args.args_w[1:])
    fn.__name__ = "rwpair_r_" + name
    return fn


def _to_writer(name):
    def fn(args):
        w_self = _pair(args, name)
        return call_method(w_self.writer(), name, args.args_w[1:])
    fn.__name__ = "rwpair_w_" + name
    return fn


def rwpair_close(args):
    w_self = _pair(args, "close")
    try:
        call_method(w_self.writer(), "close", [])
    finally:
        call_method(w_self.reader(), "close", [])
    return W_None


def rwpair_isatty(args):
    w_self = _pair(args, "isatty")
    if ops.is_true(call_method(w_self.writer(), "isatty", [])):
        return newbool(True)
    return call_method(w_self.reader(), "isatty", [])


def rwpair_closed(args):
    w_self = _pair(args, "closed")
    return attrs.getattr_w(w_self.writer(), "closed")


def rwpair_false(args):
    _pair(args, "seekable")
    return newbool(False)


w_rwpair_type = new_type("BufferedRWPair", [w_bufferediobase_type],
                         W_BuiltinFunction("BufferedRWPair", rwpair_exact))
new_static(w_rwpair_type, rwpair_new)
install(w_rwpair_type, [
    ("__init__", rwpair_init), ("read", _to_reader("read")),
    ("peek", _to_reader("peek")), ("read1", _to_reader("read1")),
    ("readinto", _to_reader("readinto")),
    ("readinto1", _to_reader("readinto1")),
    ("readline", _to_reader("readline")),
    ("readable", _to_reader("readable")),
    ("write", _to_writer("write")), ("flush", _to_writer("flush")),
    ("writable", _to_writer("writable")), ("close", rwpair_close),
    ("isatty", rwpair_isatty), ("seekable", rwpair_false)])
install_props(w_rwpair_type, [("closed", rwpair_closed)])
allow_subclasses([w_rwpair_type])
